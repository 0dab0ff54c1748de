/* wy-render.c: names, layout and the entry point of the board renderer. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "wy-render-private.h"

static const char *const view_names[WY_N_VIEWS] = { "outcome", "elimination", "grundy", "formula" };
static const char *const style_names[WY_N_STYLES] = { "screen", "paper" };

const char *
wy_view_get_name (WyView view)
{
  g_return_val_if_fail (view < WY_N_VIEWS, NULL);
  return view_names[view];
}

gboolean
wy_render_name_lookup (const char *const *names, guint n, const char *name, gboolean any_case,
                       guint *out)
{
  for (guint i = 0; name && i < n; i++)
    if ((any_case ? g_ascii_strcasecmp (name, names[i]) : strcmp (name, names[i])) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

gboolean
wy_view_from_name (const char *name, WyView *out)
{
  guint i;
  gboolean ok = wy_render_name_lookup (view_names, WY_N_VIEWS, name, FALSE, &i);

  if (ok)
    *out = i;
  return ok;
}

const char *
wy_style_get_name (WyStyle style)
{
  g_return_val_if_fail (style < WY_N_STYLES, NULL);
  return style_names[style];
}

gboolean
wy_style_from_name (const char *name, WyStyle *out)
{
  guint i;
  gboolean ok = wy_render_name_lookup (style_names, WY_N_STYLES, name, FALSE, &i);

  if (ok)
    *out = i;
  return ok;
}

void
wy_render_options_init (WyRenderOptions *options)
{
  *options = (WyRenderOptions) {
    .view = WY_VIEW_OUTCOME,
    .style = WY_STYLE_SCREEN,
    .axes = TRUE,
    .grid = TRUE,
    .lines = TRUE,
    .key = TRUE,
  };
}

/* ---- layout ---- */

static guint
n_digits (guint v)
{
  guint d = 1;

  while (v >= 10)
    {
      v /= 10;
      d++;
    }
  return d;
}

/* Labels scale with the cells but stay readable on small cells and
 * modest on huge ones, relative to the whole surface. */
double
wy_render_font_size (const WyLayout *layout)
{
  /* a strip is wide and low: go by its width too */
  double side = MAX (MIN (layout->width, layout->height),
                     MAX (layout->width, layout->height) / 1.5);
  double fmin = MAX (8.5, side / 100.0);
  double fmax = MAX (fmin, side / 40.0);

  return CLAMP (layout->cell * 0.5, fmin, fmax);
}

/* The smallest text is the legend's ticks and the key, at 0.9 of the labels. */
#define SMALLEST_TEXT 0.9

double
wy_render_font_for (const WyLayout *layout, const WyRenderOptions *options)
{
  double font = wy_render_font_size (layout);

  return options ? MAX (font, options->min_font / SMALLEST_TEXT) : font;
}

gboolean
wy_render_has_key (const WyBoard *board, const WyRenderOptions *options)
{
  gboolean want = options->style == WY_STYLE_PAPER ? options->paper_key : options->key;

  return want && options->view == WY_VIEW_OUTCOME && wy_board_get_size (board) > 0;
}

gboolean
wy_render_has_legend (const WyBoard *board, const WyRenderOptions *options)
{
  if (options->no_legend)
    return FALSE;
  if (options->view == WY_VIEW_ELIMINATION)
    return wy_board_get_n_steps (board) > 0;
  return options->view == WY_VIEW_GRUNDY
         && (wy_board_has_grundy (board) || wy_render_shows_classes (board, options));
}

double
wy_render_legend_width (const WyBoard *board, const WyRenderOptions *options, double font)
{
  guint top = wy_render_shows_classes (board, options)
              ? wy_low_classes_get_top (options->grundy_classes) + 1
              : options->view == WY_VIEW_GRUNDY ? wy_board_get_max_grundy (board)
                                                : wy_board_get_n_steps (board);

  return 2.2 * font + MAX (n_digits (top), 6) * 0.62 * font;
}

gboolean
wy_render_has_strip_marks (const WyBoard *board)
{
  return wy_game_get_family (wy_board_get_game (board)) == WY_FAMILY_MARK;
}

typedef struct {
  double left, right, top, bottom;
} WyMargins;

static void
margins_for (const WyBoard *board, const WyRenderOptions *options, double font, double width,
             WyMargins *m)
{
  guint size = wy_board_get_size (board);
  gboolean one_pile = wy_board_is_one_pile (board);
  double pad = 0.5 * font;
  g_autofree char *note = wy_render_note (board, options);

  m->left = m->right = m->top = m->bottom = pad;
  if (options->axes)
    {
      m->bottom += 1.4 * font;
      if (!one_pile)
        m->left += n_digits (size > 0 ? size - 1 : 0) * 0.62 * font + 0.4 * font;
    }
  if (note)
    m->top += 1.5 * font;
  m->bottom += wy_render_caption_height (options, font);
  if (wy_render_has_key (board, options))
    m->bottom += (0.2 + 1.5 * wy_render_key_rows (board, options, font, width - m->left)) * font;
  if (wy_render_has_legend (board, options))
    m->right += wy_render_legend_width (board, options, font);
}

/* Rows of cells the board takes vertically (a strip of Mark also has its
 * dopey/vile marks under it). */
static double
rows_of (const WyBoard *board)
{
  if (!wy_board_is_one_pile (board))
    return wy_board_get_size (board);
  return wy_render_has_strip_marks (board) ? 1.7 : 1.0;
}

static void
fit_with (const WyBoard *board, const WyRenderOptions *options, double width, double height,
          const WyMargins *m, WyLayout *layout)
{
  guint size = MAX (wy_board_get_size (board), 1);
  double rows = rows_of (board);
  double cw = (width - m->left - m->right) / size;
  double ch = (height - m->top - m->bottom) / rows;
  double cell = MAX (MIN (cw, ch), 1e-6);
  double extra_x = width - (m->left + m->right + size * cell);
  double extra_y = height - (m->top + m->bottom + rows * cell);

  layout->cell = cell;
  layout->width = width;
  layout->height = height;
  layout->origin_x = m->left + extra_x / 2;
  /* the strip's marks hang below row 0, inside the rows count */
  layout->origin_y = m->top + extra_y / 2 + (wy_board_is_one_pile (board) ? 1.0 : rows) * cell;
}

void
wy_layout_fit (const WyBoard *board, const WyRenderOptions *options, double width, double height,
               WyLayout *layout)
{
  WyMargins m;
  double font;

  g_return_if_fail (board && options && layout);
  *layout = (WyLayout) { .cell = MIN (width, height) / MAX (rows_of (board), 1.0),
                         .width = width, .height = height };
  /* The label size follows the cell and the cell the margins: a few rounds
   * settle it; the last margins are for a font at least as large as the
   * final one, so the labels always fit. */
  for (int i = 0; i < 4; i++)
    {
      font = wy_render_font_for (layout, options);
      margins_for (board, options, font, width, &m);
      fit_with (board, options, width, height, &m, layout);
    }
  if (wy_render_font_for (layout, options) > font)
    {
      margins_for (board, options, wy_render_font_for (layout, options), width, &m);
      fit_with (board, options, width, height, &m, layout);
    }
}

double
wy_layout_natural_height (const WyBoard *board, const WyRenderOptions *options, double width)
{
  WyLayout layout;
  double height = width;

  g_return_val_if_fail (board && options, width);
  for (int i = 0; i < 6; i++)
    {
      wy_layout_fit (board, options, width, height, &layout);
      WyMargins m;
      margins_for (board, options, wy_render_font_for (&layout, options), width, &m);
      double used = m.left + m.right + wy_board_get_size (board) * layout.cell;
      if (used < width - 0.5)
        break;  /* height-limited: this height is the natural one */
      /* a strip gets room above it for the arcs of its winning moves */
      height = ceil (m.top + m.bottom
                     + (rows_of (board) + (wy_board_is_one_pile (board) ? 2.5 : 0)) * layout.cell);
    }
  return height;
}

void
wy_layout_snap (WyLayout *layout)
{
  if (layout->cell >= 3)
    {
      double rows_h = layout->origin_y;
      layout->cell = floor (layout->cell);
      layout->origin_x = round (layout->origin_x);
      layout->origin_y = round (rows_h);
    }
}

gboolean
wy_layout_cell_at (const WyLayout *layout, const WyBoard *board, double px, double py,
                   WyPos *cell)
{
  guint size = wy_board_get_size (board);
  guint rows = wy_board_is_one_pile (board) ? 1 : size;
  double fx = floor ((px - layout->origin_x) / layout->cell);
  double fy = floor ((layout->origin_y - py) / layout->cell);

  if (!(fx >= 0 && fx < size && fy >= 0 && fy < rows))
    return FALSE;
  if (cell)
    {
      cell->x = (guint) fx;
      cell->y = (guint) fy;
    }
  return TRUE;
}

void
wy_layout_cell_center (const WyLayout *layout, guint x, guint y, double *px, double *py)
{
  if (px)
    *px = layout->origin_x + (x + 0.5) * layout->cell;
  if (py)
    *py = layout->origin_y - (y + 0.5) * layout->cell;
}

/* ---- helpers shared by the render files ---- */

double
wy_render_snap_x (const WyRenderCtx *ctx, double x)
{
  if (ctx->vector)
    return x;
  return (round (x * ctx->dxx + ctx->dx0) - ctx->dx0) / ctx->dxx;
}

double
wy_render_snap_y (const WyRenderCtx *ctx, double y)
{
  if (ctx->vector)
    return y;
  return (round (y * ctx->dyy + ctx->dy0) - ctx->dy0) / ctx->dyy;
}

void
wy_render_cell_rect (const WyRenderCtx *ctx, guint x, guint y, double *rx, double *ry,
                     double *rw, double *rh)
{
  const WyLayout *l = ctx->lay;
  double x1 = wy_render_snap_x (ctx, l->origin_x + x * l->cell);
  double x2 = wy_render_snap_x (ctx, l->origin_x + (x + 1.0) * l->cell);
  double y1 = wy_render_snap_y (ctx, l->origin_y - (y + 1.0) * l->cell);
  double y2 = wy_render_snap_y (ctx, l->origin_y - y * (double) l->cell);

  *rx = x1;
  *ry = y1;
  *rw = x2 - x1;
  *rh = y2 - y1;
}

void
wy_render_set_color (cairo_t *cr, const WyRgba *c)
{
  cairo_set_source_rgba (cr, c->r, c->g, c->b, c->a);
}

void
wy_render_set_font (const WyRenderCtx *ctx, double size, gboolean bold)
{
  cairo_select_font_face (ctx->cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (ctx->cr, size);
}

/* ---- palettes ---- */

#define RGB(h) { ((h) >> 16 & 0xff) / 255.0, ((h) >> 8 & 0xff) / 255.0, ((h) & 0xff) / 255.0, 1 }
#define GREY(v) { v, v, v, 1 }

static const WyPalette palette_paper = {
  .background = GREY (1.0), .cell = GREY (1.0), .grid = GREY (0.72),
  /* text is not pure black so that marks can be told from glyphs in an SVG */
  .text = GREY (0.1), .mark = GREY (0.0), .mark_new = GREY (0.0), .ring = GREY (0.0),
  .decided = GREY (0.89), .decided_new = GREY (0.75), .line = { 0.2, 0.2, 0.2, 0.85 },
  .select = GREY (0.0), .hover = GREY (0.35), .bad = GREY (0.0), .formula = GREY (0.0),
  .absent = GREY (0.8), .halo = GREY (1.0),
};

static const WyPalette palette_light = {
  /* white around the board too: a figure on a page, and GNOME's view colour */
  .background = RGB (0xffffff), .cell = RGB (0xffffff), .grid = RGB (0xd3d3d8),
  .text = RGB (0x3d3846), .mark = RGB (0x1a5fb4), .mark_new = RGB (0xe66100),
  .ring = RGB (0xe66100), .decided = RGB (0xe2eaf4), .decided_new = RGB (0xfbe0b0),
  .line = { 0.90, 0.38, 0.0, 0.7 }, .select = RGB (0xc01c8c), .hover = RGB (0x3584e4),
  .bad = RGB (0xe01b24), .formula = RGB (0x9141ac), .absent = RGB (0xdeddda),
  .halo = RGB (0xffffff),
};

static const WyPalette palette_dark = {
  .background = RGB (0x1e1e1e), .cell = RGB (0x2b2b30), .grid = RGB (0x46464e),
  .text = RGB (0xdeddda), .mark = RGB (0x99c1f1), .mark_new = RGB (0xffa348),
  .ring = RGB (0xffa348), .decided = RGB (0x34404f), .decided_new = RGB (0x5e4520),
  .line = { 1.0, 0.64, 0.28, 0.7 }, .select = RGB (0xff6ad5), .hover = RGB (0x62a0ea),
  .bad = RGB (0xff7b63), .formula = RGB (0xdc8add), .absent = RGB (0x3d3d42),
  .halo = RGB (0x000000),
};

void
wy_render_palette (WyStyle style, gboolean dark, WyPalette *out)
{
  *out = style == WY_STYLE_PAPER ? palette_paper : dark ? palette_dark : palette_light;
}

/* ---- drawing ---- */

static gboolean
surface_is_vector (cairo_t *cr)
{
  switch (cairo_surface_get_type (cairo_get_target (cr)))
    {
    case CAIRO_SURFACE_TYPE_PDF:
    case CAIRO_SURFACE_TYPE_SVG:
    case CAIRO_SURFACE_TYPE_PS:
      return TRUE;
    default:
      return FALSE;
    }
}

static void
visible_cells (WyRenderCtx *ctx)
{
  const WyLayout *l = ctx->lay;
  double *c = ctx->clip;
  double fx0 = floor ((c[0] - l->origin_x) / l->cell);
  double fx1 = ceil ((c[2] - l->origin_x) / l->cell);
  double fy0 = floor ((l->origin_y - c[3]) / l->cell);
  double fy1 = ceil ((l->origin_y - c[1]) / l->cell);

  ctx->x0 = (guint) CLAMP (fx0, 0, ctx->size);
  ctx->x1 = (guint) CLAMP (fx1, 0, ctx->size);
  ctx->y0 = (guint) CLAMP (fy0, 0, ctx->rows);
  ctx->y1 = (guint) CLAMP (fy1, 0, ctx->rows);
}

static void
ctx_init (WyRenderCtx *ctx, cairo_t *cr, const WyBoard *board, const WyRenderOptions *options,
          const WyLayout *layout)
{
  cairo_matrix_t m;
  double dx = 1, dy = 0;

  *ctx = (WyRenderCtx) { .cr = cr, .board = board, .opt = options, .lay = layout };
  wy_render_palette (options->style, options->dark, &ctx->pal);
  ctx->size = wy_board_get_size (board);
  ctx->one_pile = wy_board_is_one_pile (board);
  ctx->rows = ctx->one_pile ? 1 : ctx->size;
  ctx->vector = surface_is_vector (cr);
  ctx->step = MIN (options->step, wy_board_get_n_steps (board));
  ctx->font = wy_render_font_for (layout, options);
  cairo_get_matrix (cr, &m);
  ctx->dxx = m.xx != 0 ? m.xx : 1;
  ctx->dx0 = m.x0;
  ctx->dyy = m.yy != 0 ? m.yy : 1;
  ctx->dy0 = m.y0;
  cairo_device_to_user_distance (cr, &dx, &dy);
  /* vector output has no pixels: a quarter point is a fine hairline */
  ctx->px = MAX ((ctx->vector ? 0.25 : 1.0) * fabs (dx), 1e-9);
  ctx->tiny = layout->cell < ctx->px;
  cairo_clip_extents (cr, &ctx->clip[0], &ctx->clip[1], &ctx->clip[2], &ctx->clip[3]);
  visible_cells (ctx);
}

static void
draw_frame (WyRenderCtx *ctx)
{
  const WyLayout *l = ctx->lay;
  double x1 = wy_render_snap_x (ctx, l->origin_x);
  double x2 = wy_render_snap_x (ctx, l->origin_x + ctx->size * l->cell);
  double y1 = wy_render_snap_y (ctx, l->origin_y - ctx->rows * l->cell);
  double y2 = wy_render_snap_y (ctx, l->origin_y);
  WyRgba c = ctx->opt->style == WY_STYLE_PAPER ? (WyRgba) { 0.3, 0.3, 0.3, 1 } : ctx->pal.grid;
  double w = ctx->vector ? 0.5 : MAX (ctx->px, round (l->cell / 30.0) * ctx->px);

  cairo_rectangle (ctx->cr, x1 - w / 2, y1 - w / 2, x2 - x1 + w, y2 - y1 + w);
  cairo_set_line_width (ctx->cr, w);
  wy_render_set_color (ctx->cr, &c);
  cairo_stroke (ctx->cr);
}

static void
draw_board (WyRenderCtx *ctx)
{
  const WyLayout *l = ctx->lay;

  /* the board's plain cells in one rectangle; classes are filled over it */
  cairo_rectangle (ctx->cr, wy_render_snap_x (ctx, l->origin_x),
                   wy_render_snap_y (ctx, l->origin_y - ctx->rows * l->cell),
                   wy_render_snap_x (ctx, l->origin_x + ctx->size * l->cell)
                   - wy_render_snap_x (ctx, l->origin_x),
                   wy_render_snap_y (ctx, l->origin_y)
                   - wy_render_snap_y (ctx, l->origin_y - ctx->rows * l->cell));
  wy_render_set_color (ctx->cr, &ctx->pal.cell);
  cairo_fill (ctx->cr);
  if (ctx->tiny)
    {
      wy_render_tiny (ctx);
      draw_frame (ctx);
      return;
    }
  wy_render_cells (ctx);
  if (wy_render_cancelled (ctx))
    return;
  wy_render_band (ctx);
  wy_render_grid (ctx);
  draw_frame (ctx);
  wy_render_lines (ctx);
  wy_render_marks (ctx);
  wy_render_formula (ctx);
  wy_render_strip_marks (ctx);
}

void
wy_render_draw (cairo_t *cr, const WyBoard *board, const WyRenderOptions *options,
                const WyLayout *layout)
{
  WyRenderCtx ctx;

  g_return_if_fail (cr && board && options && layout);
  cairo_save (cr);
  ctx_init (&ctx, cr, board, options, layout);
  cairo_rectangle (cr, ctx.clip[0], ctx.clip[1], ctx.clip[2] - ctx.clip[0],
                   ctx.clip[3] - ctx.clip[1]);
  wy_render_set_color (cr, &ctx.pal.background);
  cairo_fill (cr);
  if (ctx.size > 0 && layout->cell > 0 && !wy_render_cancelled (&ctx))
    {
      draw_board (&ctx);
      wy_render_hover (&ctx);
      wy_render_selection (&ctx);
      wy_render_cursor (&ctx);
      wy_render_axes (&ctx);
      wy_render_legend (&ctx);
      wy_render_key (&ctx);
    }
  wy_render_draw_note (&ctx);
  wy_render_draw_caption (&ctx);
  cairo_restore (cr);
}
