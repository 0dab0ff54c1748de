/* wy-render.c: names, layout and the entry point of the board renderer. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>

#include "wy-enum-nick.h"
#include "wy-render-enum-types.h"
#include "wy-render-private.h"

WY_DEFINE_ENUM_NAMES (WyView, wy_view, WY_TYPE_VIEW, WY_N_VIEWS, FALSE)
WY_DEFINE_ENUM_NAMES (WyStyle, wy_style, WY_TYPE_STYLE, WY_N_STYLES, FALSE)

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
        m->left += wy_render_n_digits (size > 0 ? size - 1 : 0) * 0.62 * font + 0.4 * font;
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

/* The height the board takes: its rows; a strip of bars its bars and what hangs below (the
 * marks' band, capped by the labels' font). */
static double
board_height (const WyBoard *board, const WyLayout *layout, double font)
{
  double band = wy_render_strip_band (board, layout->cell, font);

  if (band > 0 && band < 0.7 * layout->cell)
    return wy_layout_row (layout) + band;
  if (layout->row > 0)
    return layout->row + (rows_of (board) - 1) * layout->cell;
  return rows_of (board) * layout->cell;
}

/* A strip whose square cells would be too small to read: bars as high as WY_LAYOUT_BAR or
 * the room left (the cells' width keeps the marks hung below). 0: square cells. */
static double
bar_height (const WyBoard *board, double cell, double room)
{
  double bar;

  if (!wy_board_is_one_pile (board) || cell >= WY_LAYOUT_BAR_BELOW)
    return 0;
  bar = MIN (WY_LAYOUT_BAR, room - (rows_of (board) - 1) * cell);
  return bar > cell ? bar : 0;
}

/* The board in width x height less the margins m, for labels of font. */
static void
fit_with (const WyBoard *board, double font, double width, double height, const WyMargins *m,
          WyLayout *layout)
{
  guint size = MAX (wy_board_get_size (board), 1);
  double rows = rows_of (board);
  double cw = (width - m->left - m->right) / size;
  double ch = (height - m->top - m->bottom) / rows;
  double band = wy_render_strip_band (board, ch, font), cell;

  /* a strip's band of marks capped: the cells take the rest */
  if (band > 0 && band < 0.7 * ch)
    ch = height - m->top - m->bottom - band;
  cell = MAX (MIN (cw, ch), 1e-6);
  double extra_x = width - (m->left + m->right + size * cell), extra_y;

  layout->cell = cell;
  layout->row = bar_height (board, cell, height - m->top - m->bottom);
  extra_y = height - (m->top + m->bottom + board_height (board, layout, font));
  layout->width = width;
  layout->height = height;
  layout->origin_x = m->left + extra_x / 2;
  /* the strip's marks hang below row 0, inside the rows count */
  layout->origin_y = m->top + extra_y / 2
                     + (wy_board_is_one_pile (board) ? wy_layout_row (layout) : rows * cell);
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
      fit_with (board, font, width, height, &m, layout);
    }
  if (wy_render_font_for (layout, options) > font)
    {
      font = wy_render_font_for (layout, options);
      margins_for (board, options, font, width, &m);
      fit_with (board, font, width, height, &m, layout);
    }
}

/* The height a figure needs for its legend beside a board lower than it (a strip): the
 * legend's least height above what the figure has under the board. */
static double
legend_height (const WyBoard *board, const WyRenderOptions *options, double width,
               double height)
{
  WyLayout layout;
  WyMargins m;
  double font;

  if (!wy_render_has_legend (board, options))
    return 0;
  wy_layout_fit (board, options, width, height, &layout);
  font = wy_render_font_for (&layout, options);
  margins_for (board, options, font, width, &m);
  return ceil (wy_render_legend_min_height (font) + m.bottom);
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
      double font = wy_render_font_for (&layout, options);
      margins_for (board, options, font, width, &m);
      double used = m.left + m.right + wy_board_get_size (board) * layout.cell;
      if (used < width - 0.5)
        break;  /* height-limited: this height is the natural one */
      /* a strip with a selection gets room above it for the arcs of its winning moves */
      height = ceil (m.top + m.bottom + board_height (board, &layout, font)
                     + (wy_board_is_one_pile (board) && options->has_selection ? 2.5 : 0)
                       * layout.cell);
    }
  return MAX (height, legend_height (board, options, width, height));
}

void
wy_layout_snap (WyLayout *layout)
{
  if (layout->cell >= 3)
    {
      double rows_h = layout->origin_y;
      layout->cell = floor (layout->cell);
      layout->row = floor (layout->row);
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
  double fy = floor ((layout->origin_y - py) / wy_layout_row (layout));

  if (!(fx >= 0 && fx < size && fy >= 0 && fy < rows))
    return FALSE;
  if (cell)
    {
      cell->x = (guint) fx;
      cell->y = (guint) fy;
    }
  return TRUE;
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
  double fy0 = floor ((l->origin_y - c[3]) / ctx->row);
  double fy1 = ceil ((l->origin_y - c[1]) / ctx->row);

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
  ctx->row = wy_layout_row (layout);
  ctx->bars = ctx->row > layout->cell;
  cairo_clip_extents (cr, &ctx->clip[0], &ctx->clip[1], &ctx->clip[2], &ctx->clip[3]);
  visible_cells (ctx);
}

static void
draw_frame (WyRenderCtx *ctx)
{
  const WyLayout *l = ctx->lay;
  double x1 = wy_render_snap_x (ctx, l->origin_x);
  double x2 = wy_render_snap_x (ctx, l->origin_x + ctx->size * l->cell);
  double y1 = wy_render_snap_y (ctx, l->origin_y - ctx->rows * ctx->row);
  double y2 = wy_render_snap_y (ctx, l->origin_y);
  WyRgba c = ctx->opt->style == WY_STYLE_PAPER ? (WyRgba) { 0.3, 0.3, 0.3, 1 } : ctx->pal.grid;
  /* with the cell, as wide as the labels' strokes at most: a board of a few cells drew a
   * frame of 7 px over its row labels */
  double w = ctx->vector ? 0.5
                         : MAX (ctx->px, MIN (round (l->cell / 30.0), round (ctx->font / 8)) * ctx->px);

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
                   wy_render_snap_y (ctx, l->origin_y - ctx->rows * ctx->row),
                   wy_render_snap_x (ctx, l->origin_x + ctx->size * l->cell)
                   - wy_render_snap_x (ctx, l->origin_x),
                   wy_render_snap_y (ctx, l->origin_y)
                   - wy_render_snap_y (ctx, l->origin_y - ctx->rows * ctx->row));
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
      wy_render_blocks (&ctx);
      wy_render_cursor (&ctx);
      wy_render_axes (&ctx);
      wy_render_legend (&ctx);
      wy_render_key (&ctx);
    }
  wy_render_draw_note (&ctx);
  wy_render_draw_caption (&ctx);
  cairo_restore (cr);
}
