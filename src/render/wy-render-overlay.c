/* wy-render-overlay.c: what is drawn over the cells: lines of N_j, formula, selection, hover. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>

#include "wy-render-private.h"

static void
board_rect (WyRenderCtx *ctx)
{
  const WyLayout *l = ctx->lay;

  cairo_rectangle (ctx->cr, l->origin_x, l->origin_y - ctx->rows * ctx->row,
                   ctx->size * l->cell, ctx->rows * ctx->row);
}

static void
clip_to_board (WyRenderCtx *ctx)
{
  board_rect (ctx);
  cairo_clip (ctx->cr);
}

/* Parameter at which a ray from cell centre (cx, cy) in cell units leaves
 * the board along direction (ux, uy). */
static double
ray_exit (double cx, double cy, int ux, int uy, guint w, guint h)
{
  double t = G_MAXDOUBLE;

  if (ux > 0)
    t = MIN (t, (w - cx) / ux);
  else if (ux < 0)
    t = MIN (t, cx / -ux);
  if (uy > 0)
    t = MIN (t, (h - cy) / uy);
  else if (uy < 0)
    t = MIN (t, cy / -uy);
  return t == G_MAXDOUBLE ? 0 : t;
}

/* The rows, columns and diagonals through P_j that eliminate N_j. */
void
wy_render_lines (WyRenderCtx *ctx)
{
  const WyLayout *l = ctx->lay;
  g_autoptr (GArray) lines = NULL;
  double cell = l->cell;

  if (!ctx->opt->lines || ctx->step == 0 || ctx->one_pile || cell < 2 * ctx->px)
    return;
  lines = wy_board_list_step_lines (ctx->board, ctx->step);
  if (!lines || lines->len == 0)
    return;
  cairo_save (ctx->cr);
  clip_to_board (ctx);
  for (guint i = 0; i < lines->len; i++)
    {
      const WyLine *ln = &g_array_index (lines, WyLine, i);
      double cx = ln->x0 + 0.5, cy = ln->y0 + 0.5;
      double t = ray_exit (cx, cy, ln->ux, ln->uy, ctx->size, ctx->rows);
      /* a ray of known length ends in its last cell (rules of your own) */
      if (ln->length > 0)
        t = MIN (t, ln->length - 0.6);
      cairo_move_to (ctx->cr, l->origin_x + cx * cell, l->origin_y - cy * cell);
      cairo_line_to (ctx->cr, l->origin_x + (cx + t * ln->ux) * cell,
                     l->origin_y - (cy + t * ln->uy) * cell);
    }
  cairo_set_line_cap (ctx->cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (ctx->cr, MAX (cell * 0.12, ctx->px));
  wy_render_set_color (ctx->cr, &ctx->pal.line);
  cairo_stroke (ctx->cr);
  cairo_restore (ctx->cr);
}

/* ---- a Grundy class's band: the cells outside it dimmed ---- */

#define PHI 1.6180339887498948482

/* The offset of (x, r), x <= r, from row r's P-positions p[0 .. n): the
 * nearest one's (wy_class_offsets); FALSE when the row has none. */
static gboolean
row_offset (const WyPos *p, guint n, guint x, double *off)
{
  for (guint i = 0; i < n; i++)
    {
      double d = (double) x - p[i].x;
      if (i == 0 || fabs (d) < fabs (*off))
        *off = d;
    }
  return n > 0;
}

static void
band_rect (WyRenderCtx *ctx, guint x, guint y, guint w, guint h)
{
  const WyLayout *l = ctx->lay;

  cairo_rectangle (ctx->cr, l->origin_x + x * l->cell, l->origin_y - (y + h) * l->cell,
                   w * l->cell, h * l->cell);
}

void
wy_render_band (WyRenderCtx *ctx)
{
  const WyRenderOptions *o = ctx->opt;
  guint n_ppos, first = 0, last;
  const WyPos *ppos;
  gboolean mirror;

  if (!o->has_band || o->view != WY_VIEW_GRUNDY || ctx->one_pile)
    return;
  ppos = wy_board_get_ppos (ctx->board, &n_ppos);
  /* the offsets are measured on the cells x <= y: a game that is not symmetric (wytc with
   * b != c) has no mirror of them below the diagonal */
  mirror = wy_game_is_symmetric (wy_board_get_game (ctx->board));
  last = MIN (MAX (ctx->x1, ctx->y1), ctx->size);
  cairo_save (ctx->cr);
  clip_to_board (ctx);
  /* row r's cells x <= r, and their mirror (r, x) in column r */
  for (guint r = 0, i = 0; r < last; r++)
    {
      guint run = G_MAXUINT, n;
      while (i < n_ppos && ppos[i].y < r)
        i++;
      for (n = 0; i + n < n_ppos && ppos[i + n].y == r; n++)
        ;
      if (r < MIN (ctx->x0, ctx->y0))
        continue;
      first = MIN (ctx->x0, ctx->y0);
      for (guint x = first; x <= r + 1; x++)
        {
          double off = 0;
          gboolean in = x <= r
                        && (o->band_golden ? (off = r - PHI * x, TRUE)
                                           : row_offset (ppos + i, n, x, &off))
                        && off >= o->band_min - 1e-9 && off <= o->band_max + 1e-9;
          if (in && run == G_MAXUINT)
            run = x;
          else if (!in && run != G_MAXUINT)
            {
              /* the mirror leaves out (r, r): the row holds it, and the
               * pieces must not overlap under the even-odd rule */
              guint end = MIN (x, r);
              band_rect (ctx, run, r, x - run, 1);
              if (end > run && mirror)
                band_rect (ctx, r, run, 1, end - run);
              run = G_MAXUINT;
            }
        }
    }
  /* everything but the band veiled in the background's colour: the board,
   * less the band's cells (a dark veil hid nothing of the heat map's dark
   * end) */
  board_rect (ctx);
  cairo_set_fill_rule (ctx->cr, CAIRO_FILL_RULE_EVEN_ODD);
  if (o->dark)
    cairo_set_source_rgba (ctx->cr, 0.08, 0.08, 0.08, 0.8);
  else
    cairo_set_source_rgba (ctx->cr, 1, 1, 1, 0.78);
  cairo_fill (ctx->cr);
  cairo_restore (ctx->cr);
}

/* ---- formula overlay ---- */

static gboolean
visible (const WyRenderCtx *ctx, const WyPos *p)
{
  return p->x >= ctx->x0 && p->x < ctx->x1 && p->y >= ctx->y0 && p->y < ctx->y1;
}

/* A formula mark: a small ring (in the halo colour over an exact mark). */
static void
ring_path (WyRenderCtx *ctx, double cx, double cy, double cell)
{
  cairo_new_sub_path (ctx->cr);
  cairo_arc (ctx->cr, cx, cy, cell * 0.2, 0, 2 * G_PI);
}

static void
ring_stroke (WyRenderCtx *ctx, double cell, gboolean on_mark)
{
  wy_render_set_color (ctx->cr, on_mark ? &ctx->pal.halo : &ctx->pal.formula);
  cairo_set_line_width (ctx->cr, MAX (cell * 0.08, ctx->px));
  cairo_stroke (ctx->cr);
}

static void
formula_rings (WyRenderCtx *ctx, const GArray *f)
{
  double cell = ctx->lay->cell;

  for (int on_mark = 0; on_mark < 2; on_mark++)
    {
      for (guint i = 0; i < f->len; i++)
        {
          const WyPos *p = &g_array_index (f, WyPos, i);
          double cx, cy;
          if (!visible (ctx, p)
              || (wy_board_get_status (ctx->board, p->x, p->y) == WY_STATUS_P) != on_mark)
            continue;
          wy_layout_cell_center (ctx->lay, p->x, p->y, &cx, &cy);
          ring_path (ctx, cx, cy, cell);
        }
      ring_stroke (ctx, cell, on_mark);
    }
}

/* A disagreement: a ringed cross, at least a few pixels wide. */
static void
bad_path (WyRenderCtx *ctx, double cx, double cy, double cell)
{
  double r = MAX (cell * 0.5, 4 * ctx->px), d = r * 0.6;

  cairo_new_sub_path (ctx->cr);
  /* on large cells beyond the cell by no more than when the font follows the cell (on a board
   * of 3 it went 27 px beyond the board) */
  cairo_arc (ctx->cr, cx, cy, r + MIN (r * 0.15, ctx->font * 0.15), 0, 2 * G_PI);
  cairo_move_to (ctx->cr, cx - d, cy - d);
  cairo_line_to (ctx->cr, cx + d, cy + d);
  cairo_move_to (ctx->cr, cx + d, cy - d);
  cairo_line_to (ctx->cr, cx - d, cy + d);
}

static void
bad_stroke (WyRenderCtx *ctx, double cell)
{
  cairo_set_line_cap (ctx->cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (ctx->cr, MAX (MIN (cell * 0.12, ctx->font * 0.24), 1.5 * ctx->px));
  wy_render_set_color (ctx->cr, &ctx->pal.bad);
  cairo_stroke (ctx->cr);
}

static void
bad_marks (WyRenderCtx *ctx, const GArray *bad)
{
  double cell = ctx->lay->cell;

  for (guint i = 0; i < bad->len; i++)
    {
      const WyPos *p = &g_array_index (bad, WyPos, i);
      double cx, cy;
      if (!visible (ctx, p))
        continue;
      wy_layout_cell_center (ctx->lay, p->x, p->y, &cx, &cy);
      bad_path (ctx, cx, cy, cell);
    }
  bad_stroke (ctx, cell);
}

/* One mark of the formula view's key, centred at (cx, cy), as drawn on a
 * cell of side cell (an exact P mark is a disc on screen, a square on paper). */
void
wy_render_formula_sample (WyRenderCtx *ctx, WyFormulaSample kind, double cx, double cy,
                          double cell)
{
  gboolean exact = kind == WY_SAMPLE_EXACT || kind == WY_SAMPLE_BOTH;

  if (exact && ctx->opt->style == WY_STYLE_PAPER)
    cairo_rectangle (ctx->cr, cx - 0.4 * cell, cy - 0.4 * cell, 0.8 * cell, 0.8 * cell);
  else if (exact)
    cairo_arc (ctx->cr, cx, cy, cell * 0.36, 0, 2 * G_PI);
  if (exact)
    {
      wy_render_set_color (ctx->cr, &ctx->pal.mark);
      cairo_fill (ctx->cr);
    }
  if (kind == WY_SAMPLE_FORMULA || kind == WY_SAMPLE_BOTH)
    {
      ring_path (ctx, cx, cy, cell);
      ring_stroke (ctx, cell, exact);
    }
  if (kind == WY_SAMPLE_BAD)
    {
      bad_path (ctx, cx, cy, cell * 0.8);
      bad_stroke (ctx, cell * 0.8);
    }
}

/* Formula marks as small rings, disagreements as a ringed cross. */
void
wy_render_formula (WyRenderCtx *ctx)
{
  const GArray *ppos = wy_render_formula_ppos (ctx->opt), *disagree;

  if (ctx->opt->view != WY_VIEW_FORMULA || ppos == NULL)
    return;
  if (!ctx->tiny && ctx->lay->cell >= 5 * ctx->px)
    formula_rings (ctx, ppos);
  /* the solution's, computed once with it */
  disagree = wy_solution_get_disagreements (ctx->opt->formula);
  if (disagree != NULL)
    bad_marks (ctx, disagree);
}

/* ---- selection and hover ---- */

/* A frame around the cell, its line inset from the cell's edge (width / 2: all of it inside
 * the cell; 0: on the edge, half of it outside). */
static void
outline_cell (WyRenderCtx *ctx, const WyPos *p, const WyRgba *color, double width,
              double inset)
{
  double rx, ry, rw, rh, grow;

  wy_render_cell_rect (ctx, p->x, p->y, &rx, &ry, &rw, &rh);
  /* a bar narrower than its outline: the outline a few pixels wide around it */
  grow = ctx->bars ? MAX (0, (2 * width + 3 * ctx->px - rw) / 2) : 0;
  rx -= grow, rw += 2 * grow;
  cairo_rectangle (ctx->cr, rx + inset, ry + inset, rw - 2 * inset, rh - 2 * inset);
  cairo_set_line_width (ctx->cr, width);
  wy_render_set_color (ctx->cr, color);
  cairo_stroke (ctx->cr);
}

void
wy_render_hover (WyRenderCtx *ctx)
{
  const WyPos *p = &ctx->opt->hover;
  /* thinner than the selection's frame (a 500 px cell had a 30 px band) */
  double width = MAX (MIN (ctx->lay->cell * 0.06, 0.15 * ctx->font), 1.5 * ctx->px);

  if (!ctx->opt->has_hover || !wy_board_contains (ctx->board, p->x, p->y)
      || (ctx->tiny && !ctx->bars))
    return;
  outline_cell (ctx, p, &ctx->pal.hover, width, width / 2);
}

static void
arrow_head (WyRenderCtx *ctx, double x, double y, double angle, double size)
{
  cairo_move_to (ctx->cr, x, y);
  cairo_line_to (ctx->cr, x - size * cos (angle - 0.45), y - size * sin (angle - 0.45));
  cairo_line_to (ctx->cr, x - size * cos (angle + 0.45), y - size * sin (angle + 0.45));
  cairo_close_path (ctx->cr);
}

/* Fill an arrow head; with an outline, stroke it that wide too (the halo). */
static void
fill_head (WyRenderCtx *ctx, double outline)
{
  if (outline <= 0)
    {
      cairo_fill (ctx->cr);
      return;
    }
  cairo_fill_preserve (ctx->cr);
  cairo_save (ctx->cr);
  cairo_set_line_width (ctx->cr, outline);
  cairo_stroke (ctx->cr);
  cairo_restore (ctx->cr);
}

/* A straight arrow on the lattice; on a strip an arc above it, since the
 * targets lie on the same row. */
static void
arrow (WyRenderCtx *ctx, const WyPos *from, const WyPos *to, double head, double outline)
{
  double x1, y1, x2, y2, cell = ctx->lay->cell;

  wy_layout_cell_center (ctx->lay, from->x, from->y, &x1, &y1);
  wy_layout_cell_center (ctx->lay, to->x, to->y, &x2, &y2);
  if (ctx->one_pile)
    {
      double lift = MIN (fabs (x2 - x1) * 0.4 + cell,
                         ctx->lay->origin_y - ctx->row - ctx->clip[1]);
      double top = y1 - ctx->row * 0.5;
      cairo_move_to (ctx->cr, x1, top);
      cairo_curve_to (ctx->cr, x1, top - lift, x2, top - lift, x2, top - head * 0.5);
      cairo_stroke (ctx->cr);
      arrow_head (ctx, x2, top, G_PI / 2, head);
      fill_head (ctx, outline);
      return;
    }
  double angle = atan2 (y2 - y1, x2 - x1), len = hypot (x2 - x1, y2 - y1);
  double shorten = MIN (cell * 0.3, len / 3);
  double tx = x2 - shorten * cos (angle), ty = y2 - shorten * sin (angle);
  cairo_move_to (ctx->cr, x1, y1);
  cairo_line_to (ctx->cr, tx - head * 0.6 * cos (angle), ty - head * 0.6 * sin (angle));
  cairo_stroke (ctx->cr);
  arrow_head (ctx, tx, ty, angle, head);
  fill_head (ctx, outline);
}

/* The selection's winning moves (moves) as arrows to each target, in a hue no
 * heat map uses, over a halo of the background's contrast colour, so they
 * stand out on the outcome marks and on every heat map. */
static void
draw_arrows (WyRenderCtx *ctx, const GArray *moves)
{
  const WyPos *sel = &ctx->opt->selection;
  double cell = ctx->lay->cell, head, width, halo;

  head = CLAMP (cell * 0.45, ctx->font * 0.7, ctx->font * 1.3);
  width = CLAMP (cell * 0.12, ctx->font * 0.2, ctx->font * 0.35);
  halo = MAX (width * 0.6, 1.5 * ctx->px);
  cairo_save (ctx->cr);
  cairo_set_line_cap (ctx->cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (ctx->cr, CAIRO_LINE_JOIN_ROUND);
  for (int pass = 0; pass < 2; pass++)
    {
      /* the halo: the same arrows, wider, with their heads stroked too */
      cairo_set_line_width (ctx->cr, pass == 0 ? width + 2 * halo : width);
      wy_render_set_color (ctx->cr, pass == 0 ? &ctx->pal.halo : &ctx->pal.select);
      for (guint i = 0; i < moves->len; i++)
        arrow (ctx, sel, &g_array_index (moves, WyMove, i).target, head,
               pass == 0 ? 2 * halo : 0);
    }
  cairo_restore (ctx->cr);
  /* a strip's arc may end under the note (drawn over it, legible): each target framed, as
   * the hover is (on a strip of 4 cells its halo cut a P-position's disc to an octagon) */
  width = MAX (MIN (cell * 0.08, 0.15 * ctx->font), 1.5 * ctx->px);
  for (guint i = 0; ctx->one_pile && (!ctx->tiny || ctx->bars) && i < moves->len; i++)
    {
      outline_cell (ctx, &g_array_index (moves, WyMove, i).target, &ctx->pal.halo, 2 * width,
                    width);
      outline_cell (ctx, &g_array_index (moves, WyMove, i).target, &ctx->pal.select, width,
                    width);
    }
}

static void
draw_selection_moves (WyRenderCtx *ctx)
{
  draw_arrows (ctx, ctx->opt->selection_moves);
}

/* The selected cell framed, and its winning moves' arrows: the window's
 * from the picture it keeps (wy-render-arrows.c). */
void
wy_render_selection (WyRenderCtx *ctx)
{
  const WyPos *sel = &ctx->opt->selection;
  double cell = ctx->lay->cell, width, halo;
  g_autoptr (GArray) moves = NULL;

  if (!ctx->opt->has_selection || !wy_board_contains (ctx->board, sel->x, sel->y))
    return;
  /* no wider than a quarter of the labels' font: on a board of few cells (size 1, a 600 px cell)
   * it grew over the axis labels, a hand wide */
  width = MAX (MIN (cell * 0.12, 0.25 * ctx->font), 2 * ctx->px);
  halo = MAX (width * 0.5, 1.5 * ctx->px);
  /* the frame on the cell's edge: inside, with its halo, it covered a small cell's mark (a
   * P-position's disc) all but a dot */
  if (!ctx->tiny || ctx->bars)
    {
      outline_cell (ctx, sel, &ctx->pal.halo, width + 2 * halo, 0);
      outline_cell (ctx, sel, &ctx->pal.select, width, 0);
    }
  if (wy_arrows_memo_paint (wy_tile_cache_get_arrows (ctx->opt->tiles), ctx,
                            draw_selection_moves))
    return;
  moves = ctx->opt->selection_moves
          ? g_array_copy ((GArray *) ctx->opt->selection_moves)
          : wy_board_list_winning_moves (ctx->board, sel->x, sel->y);
  if (moves)
    draw_arrows (ctx, moves);
}

/* Play's blocked moves: a cross over each target cell, over a halo, in the warning colour
 * (the program's blocks) or the selection's (the player's), drawn over the arrows. */
void
wy_render_blocks (WyRenderCtx *ctx)
{
  const GArray *blocks = ctx->opt->blocks;
  double width = MAX (ctx->lay->cell * 0.1, 2 * ctx->px), halo = MAX (width * 0.6, 1.5 * ctx->px);

  if (blocks == NULL || (ctx->tiny && !ctx->bars))
    return;
  cairo_save (ctx->cr);
  cairo_set_line_cap (ctx->cr, CAIRO_LINE_CAP_ROUND);
  for (int pass = 0; pass < 2; pass++)
    {
      for (guint i = 0; i < blocks->len; i++)
        {
          const WyPos *p = &g_array_index (blocks, WyPos, i);
          double rx, ry, rw, rh, in;

          if (!wy_board_contains (ctx->board, p->x, p->y))
            continue;
          wy_render_cell_rect (ctx, p->x, p->y, &rx, &ry, &rw, &rh);
          in = MIN (rw, rh) * 0.18;
          cairo_move_to (ctx->cr, rx + in, ry + in);
          cairo_line_to (ctx->cr, rx + rw - in, ry + rh - in);
          cairo_move_to (ctx->cr, rx + rw - in, ry + in);
          cairo_line_to (ctx->cr, rx + in, ry + rh - in);
        }
      cairo_set_line_width (ctx->cr, pass == 0 ? width + 2 * halo : width);
      wy_render_set_color (ctx->cr, pass == 0 ? &ctx->pal.halo
                                    : ctx->opt->blocks_players ? &ctx->pal.select
                                                               : &ctx->pal.bad);
      cairo_stroke (ctx->cr);
    }
  cairo_restore (ctx->cr);
}

/* The keyboard's cell: a dashed frame in the text colour over a halo. */
void
wy_render_cursor (WyRenderCtx *ctx)
{
  const WyPos *p = &ctx->opt->cursor;
  /* as the selection's frame, no wider than a fraction of the labels' font (a 500 px cell
   * had a 40 px dashed band) */
  double width = MAX (MIN (ctx->lay->cell * 0.08, 0.2 * ctx->font), 2 * ctx->px);
  double dash = MAX (MIN (ctx->lay->cell * 0.2, 0.5 * ctx->font), 3 * ctx->px);
  double rx, ry, rw, rh;

  if (!ctx->opt->has_cursor || !wy_board_contains (ctx->board, p->x, p->y))
    return;
  wy_render_cell_rect (ctx, p->x, p->y, &rx, &ry, &rw, &rh);
  if (ctx->tiny)
    {
      /* a cell under a pixel: a small square around it */
      rx -= 4 * ctx->px, ry -= 4 * ctx->px, rw += 8 * ctx->px, rh += 8 * ctx->px;
    }
  cairo_save (ctx->cr);
  cairo_rectangle (ctx->cr, rx + width / 2, ry + width / 2, rw - width, rh - width);
  cairo_set_line_width (ctx->cr, width + 2 * ctx->px);
  wy_render_set_color (ctx->cr, &ctx->pal.halo);
  cairo_stroke_preserve (ctx->cr);
  cairo_set_dash (ctx->cr, &dash, 1, 0);
  cairo_set_line_width (ctx->cr, width);
  wy_render_set_color (ctx->cr, &ctx->pal.text);
  cairo_stroke (ctx->cr);
  cairo_restore (ctx->cr);
}

/* ---- the strip of Mark: dopey (filled) and vile (open) numbers ---- */

gboolean
wy_render_strip_marks_drawn (const WyRenderCtx *ctx)
{
  return ctx->one_pile && wy_render_has_strip_marks (ctx->board) && ctx->lay->cell >= 4 * ctx->px;
}

/* The marks are 0.28 of the cell across, at most 0.6 of the labels' text (the legend's "dopey
 * ●" beside them): the cells of a strip of a few positions are hundreds of units wide, and
 * their marks were discs as large as the P-positions' beside digits of 17. */
void
wy_render_strip_marks (WyRenderCtx *ctx)
{
  const WyGame *game = wy_board_get_game (ctx->board);
  double cell = ctx->lay->cell;
  double radius = MIN (cell * 0.14, ctx->font * 0.3);
  /* in the middle of the band under the strip */
  double band = wy_render_strip_band (ctx->board, cell, ctx->font);
  guint k;

  if (!wy_render_strip_marks_drawn (ctx))
    return;
  k = wy_game_get_param (game, WY_PARAM_K);
  for (int dopey = 0; dopey < 2; dopey++)
    {
      for (guint n = MAX (ctx->x0, 1); n < ctx->x1; n++)
        {
          double cx, cy;
          if (wy_is_dopey (n, k) != dopey)
            continue;
          wy_layout_cell_center (ctx->lay, n, 0, &cx, &cy);
          cairo_new_sub_path (ctx->cr);
          cairo_arc (ctx->cr, cx, ctx->lay->origin_y + band / 2, radius, 0, 2 * G_PI);
        }
      wy_render_set_color (ctx->cr, &ctx->pal.text);
      if (dopey)
        cairo_fill (ctx->cr);
      else
        {
          cairo_set_line_width (ctx->cr, MAX (MIN (cell * 0.04, ctx->font * 0.085), ctx->px));
          cairo_stroke (ctx->cr);
        }
    }
}
