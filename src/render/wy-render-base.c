/* wy-render-base.c: the render files' ground: what a figure holds (key, legend, the classes), fonts, cell centres and rectangles snapped to pixels, colours and the colour map, an image painted unsmoothed. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>

#include "wy-render-private.h"

guint
wy_render_n_digits (guint v)
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

  return 2.2 * font + MAX (wy_render_n_digits (top), 6) * 0.62 * font;
}

gboolean
wy_render_has_strip_marks (const WyBoard *board)
{
  return wy_game_get_family (wy_board_get_game (board)) == WY_FAMILY_MARK;
}

double
wy_render_strip_band (const WyBoard *board, double cell, double font)
{
  if (!wy_board_is_one_pile (board) || !wy_render_has_strip_marks (board))
    return 0;
  return MIN (0.7 * cell, 1.5 * font);
}

double
wy_layout_row (const WyLayout *layout)
{
  return layout->row > 0 ? layout->row : layout->cell;
}

void
wy_layout_zoom (WyLayout *layout, double zoom)
{
  layout->cell *= zoom;
  if (layout->row > 0)
    layout->row = layout->row > layout->cell ? layout->row : 0;
}

void
wy_layout_cell_center (const WyLayout *layout, guint x, guint y, double *px, double *py)
{
  if (px)
    *px = layout->origin_x + (x + 0.5) * layout->cell;
  if (py)
    *py = layout->origin_y - (y + 0.5) * wy_layout_row (layout);
}

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
  double y1 = wy_render_snap_y (ctx, l->origin_y - (y + 1.0) * ctx->row);
  double y2 = wy_render_snap_y (ctx, l->origin_y - y * (double) ctx->row);

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

double
wy_render_fit_size (WyRenderWidthFunc width, gpointer data, double size, double room)
{
  double w = width (data, size);

  for (guint i = 0; i < 8 && w > room && w > 0 && room > 0; i++)
    {
      size *= room / w * (i > 0 ? 0.98 : 1);
      w = width (data, size);
    }
  return size;
}

/* Only classes of this very board: a stale set from another game or size
 * would colour cells with values that are not theirs. */
gboolean
wy_render_shows_classes (const WyBoard *board, const WyRenderOptions *options)
{
  const WyLowClasses *lc = options->grundy_classes;

  return options->view == WY_VIEW_GRUNDY && lc != NULL && !wy_board_has_grundy (board)
         && wy_low_classes_get_size (lc) == wy_board_get_size (board)
         && wy_game_equal (wy_low_classes_get_game (lc), wy_board_get_game (board));
}

/* viridis, sampled at 9 points: perceptually uniform and readable in grey */
static const double viridis[9][3] = {
  { 0.267, 0.005, 0.329 }, { 0.279, 0.175, 0.483 }, { 0.230, 0.322, 0.546 },
  { 0.173, 0.449, 0.558 }, { 0.128, 0.567, 0.551 }, { 0.153, 0.683, 0.498 },
  { 0.361, 0.786, 0.388 }, { 0.668, 0.862, 0.196 }, { 0.993, 0.906, 0.144 },
};

void
wy_render_colormap (double t, gboolean paper, WyRgba *out)
{
  t = CLAMP (t, 0.0, 1.0);
  if (paper)
    {
      /* light to mid grey, so black marks stay visible on every step */
      double v = 0.94 - 0.52 * t;
      *out = (WyRgba) { v, v, v, 1 };
      return;
    }
  double f = t * 8;
  int i = MIN ((int) f, 7);
  f -= i;
  *out = (WyRgba) { viridis[i][0] + f * (viridis[i + 1][0] - viridis[i][0]),
                    viridis[i][1] + f * (viridis[i + 1][1] - viridis[i][1]),
                    viridis[i][2] + f * (viridis[i + 1][2] - viridis[i][2]), 1 };
}

/* The device rows an export's image is composited in between two looks at its
 * cancellable (a 14,000 px figure's one composite took over a second). */
#define PAINT_BAND_ROWS 512

static void
paint_image_rows (WyRenderCtx *ctx, cairo_surface_t *img, double x, double y, double ux,
                  double uy)
{
  cairo_save (ctx->cr);
  cairo_translate (ctx->cr, x, y);
  cairo_scale (ctx->cr, ux, uy);
  cairo_set_source_surface (ctx->cr, img, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (ctx->cr), CAIRO_FILTER_NEAREST);
  cairo_rectangle (ctx->cr, 0, 0, cairo_image_surface_get_width (img),
                   cairo_image_surface_get_height (img));
  cairo_fill (ctx->cr);
  cairo_restore (ctx->cr);
}

/* Without smoothing. An export to pixels (a cancellable, no vector surface) composites
 * an image that lies pixel on device pixel (a sampled map of cells) a band of whole
 * device rows at a time, looking at the cancellable between bands: each band clips the
 * same copy, so every pixel is what one fill gives (a scaled image is one fill: its
 * samples would start afresh at each band). */
void
wy_render_paint_image (WyRenderCtx *ctx, cairo_surface_t *img, double x, double y, double ux,
                       double uy)
{
  double x0 = x, y0 = y, x1 = x + ux * cairo_image_surface_get_width (img);
  double y1 = y + uy * cairo_image_surface_get_height (img);

  cairo_user_to_device (ctx->cr, &x0, &y0);
  cairo_user_to_device (ctx->cr, &x1, &y1);
  if (ctx->opt->cancellable == NULL || ctx->vector || x0 != floor (x0) || y0 != floor (y0)
      || x1 - x0 != cairo_image_surface_get_width (img)
      || y1 - y0 != cairo_image_surface_get_height (img))
    {
      paint_image_rows (ctx, img, x, y, ux, uy);
      return;
    }
  for (double row = y0; row < y1 && !wy_render_cancelled (ctx); row += PAINT_BAND_ROWS)
    {
      cairo_matrix_t user;

      cairo_save (ctx->cr);
      cairo_get_matrix (ctx->cr, &user);
      cairo_identity_matrix (ctx->cr);
      cairo_rectangle (ctx->cr, x0, row, x1 - x0, PAINT_BAND_ROWS);
      cairo_clip (ctx->cr);
      cairo_set_matrix (ctx->cr, &user);
      paint_image_rows (ctx, img, x, y, ux, uy);
      cairo_restore (ctx->cr);
    }
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

void
wy_render_page_begin (cairo_t *cr, WyStyle style, gboolean dark, double width, double height,
                      WyPalette *pal)
{
  wy_render_palette (style, dark, pal);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  wy_render_set_color (cr, &pal->background);
  cairo_fill (cr);
}
