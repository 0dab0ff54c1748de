/* wy-render-cells.c: cell shading, grid and P marks of the board, batched by colour. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>

#include "wy-render-private.h"

typedef struct {
  guint x0, x1, y;
} WyRun;

static void
add_run (GArray **runs, guint key, guint x0, guint x1, guint y)
{
  WyRun r = { x0, x1, y };

  if (!runs[key])
    runs[key] = g_array_new (FALSE, FALSE, sizeof (WyRun));
  g_array_append_val (runs[key], r);
}

static gboolean
needs_cell_pass (const WyRenderCtx *ctx)
{
  return ctx->step > 0 || wy_render_heat_view (ctx)
         || wy_game_get_family (wy_board_get_game (ctx->board)) == WY_FAMILY_UPMARK;
}

/* Vector output draws at most this many rectangles of cells a page; more
 * (a heat view of a few hundred cells a side: some 10^5 a page, hundreds
 * of MB for all steps) become an image of one pixel per cell. */
#define WY_VECTOR_MAX_RUNS 20000u

static void
free_runs (GArray **runs, guint n_keys)
{
  for (guint k = 0; k < n_keys; k++)
    if (runs[k])
      g_array_unref (runs[k]);
}

/* Vector output: runs of one colour along a row become one rectangle,
 * and all rectangles of a colour one path filled once. FALSE (nothing
 * drawn) when there would be more than max rectangles. */
static gboolean
cells_as_runs (WyRenderCtx *ctx, guint n_colors, guint max)
{
  guint n_keys = n_colors + 2, n_runs = 0;
  g_autofree GArray **runs = g_new0 (GArray *, n_keys);

  for (guint y = ctx->y0; y < ctx->y1 && !wy_render_cancelled (ctx); y++)
    {
      guint start = ctx->x0;
      guint key = ctx->x0 < ctx->x1 ? wy_render_cell_key (ctx, ctx->x0, y, n_colors) : 0;
      for (guint x = ctx->x0 + 1; x <= ctx->x1; x++)
        {
          guint next = x < ctx->x1 ? wy_render_cell_key (ctx, x, y, n_colors) : G_MAXUINT;
          if (next == key)
            continue;
          if (key > 0 && key < n_keys)
            {
              add_run (runs, key, start, x, y);
              n_runs++;
            }
          start = x;
          key = next;
        }
      if (n_runs > max)
        {
          free_runs (runs, n_keys);
          return FALSE;
        }
    }
  for (guint k = 1; k < n_keys; k++)
    {
      WyRgba c;
      if (!runs[k])
        continue;
      for (guint i = 0; i < runs[k]->len; i++)
        {
          WyRun *r = &g_array_index (runs[k], WyRun, i);
          double x1, y1, w, h, x2, dummy;
          wy_render_cell_rect (ctx, r->x0, r->y, &x1, &y1, &w, &h);
          wy_render_cell_rect (ctx, r->x1 - 1, r->y, &x2, &dummy, &w, &dummy);
          cairo_rectangle (ctx->cr, x1, y1, x2 + w - x1, h);
        }
      wy_render_key_color (ctx, k, &c);
      wy_render_set_color (ctx->cr, &c);
      cairo_fill (ctx->cr);
      g_array_unref (runs[k]);
    }
  return TRUE;
}

/* ---- raster passes, shared out among the cores ---- */

/* Fill an image's rows in bands, one per core when the image is large:
 * the steps of a sparse board are computed cell by cell. */
static void
fill_image (WyBand *proto, guint h)
{
  guint n = (guint64) proto->w * h >= 65536 ? CLAMP (g_get_num_processors (), 1, 8) : 1;
  WyBand bands[8];
  GThread *threads[8] = { NULL };

  for (guint i = 0; i < n; i++)
    {
      bands[i] = *proto;
      bands[i].iy0 = (guint) ((guint64) h * i / n);
      bands[i].iy1 = (guint) ((guint64) h * (i + 1) / n);
      if (i > 0)
        threads[i] = g_thread_try_new ("wy-render", wy_render_fill_band, &bands[i], NULL);
    }
  wy_render_fill_band (&bands[0]);
  for (guint i = 1; i < n; i++)
    if (threads[i])
      g_thread_join (threads[i]);
    else
      wy_render_fill_band (&bands[i]);
}

/* The image proto fills (h rows; its data and stride are the image's), or the one kept from
 * the window's last frame while nothing that decides its pixels changed; NULL: no memory. */
static cairo_surface_t *
raster (WyBand *proto, guint h, cairo_format_t format)
{
  WyRasterMemo *memo = wy_tile_cache_get_memo (proto->ctx->opt->tiles);
  cairo_surface_t *img = wy_raster_memo_lookup (memo, proto, h, format);

  if (img != NULL)
    return img;
  img = cairo_image_surface_create (format, proto->w, h);
  if (cairo_surface_status (img) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (img);
      return NULL;
    }
  proto->data = cairo_image_surface_get_data (img);
  proto->stride = cairo_image_surface_get_stride (img);
  fill_image (proto, h);
  cairo_surface_mark_dirty (img);
  wy_raster_memo_store (memo, proto, h, format, img);
  return img;
}

/* Raster output: one image pixel per visible cell, scaled up without
 * smoothing; far faster than many small rectangles on large boards. */
static void
cells_as_image (WyRenderCtx *ctx, guint n_colors)
{
  guint w = ctx->x1 - ctx->x0, h = ctx->y1 - ctx->y0;
  g_autofree guint32 *table = g_new (guint32, n_colors + 2);
  cairo_surface_t *img;
  const WyLayout *l = ctx->lay;

  wy_render_color_table (ctx, n_colors, table, wy_render_argb (&ctx->pal.cell));
  img = raster (&(WyBand) { ctx, NULL, 0, w, n_colors, table }, h, CAIRO_FORMAT_RGB24);
  if (img == NULL)
    {
      cells_as_runs (ctx, n_colors, G_MAXUINT);
      return;
    }
  wy_render_paint_image (ctx, img, l->origin_x + ctx->x0 * l->cell,
                         l->origin_y - ctx->y1 * ctx->row, l->cell, ctx->row);
  cairo_surface_destroy (img);
}

void
wy_render_cells (WyRenderCtx *ctx)
{
  guint n_colors = wy_render_heat_view (ctx) ? wy_render_n_colors (ctx) : 2;

  if (!needs_cell_pass (ctx) || ctx->x0 >= ctx->x1 || ctx->y0 >= ctx->y1)
    return;
  /* a sparse board's cells cost a lookup each: the window's workers do
   * them (not the classes, looked up in a row of their own) */
  if (ctx->opt->tiles && wy_board_is_sparse (ctx->board) && !ctx->vector && !ctx->bars
      && !wy_render_shows_classes (ctx->board, ctx->opt))
    wy_render_tiles (ctx, ctx->opt->tiles, n_colors);
  else if (!ctx->vector || !cells_as_runs (ctx, n_colors, WY_VECTOR_MAX_RUNS))
    cells_as_image (ctx, n_colors);
}

/* ---- grid ---- */

void
wy_render_grid (WyRenderCtx *ctx)
{
  const WyLayout *l = ctx->lay;
  double w, top, bottom, left, right;

  if (!ctx->opt->grid || l->cell < 3 * ctx->px || ctx->x0 >= ctx->x1 || ctx->y0 >= ctx->y1)
    return;
  /* no wider than the frame (draw_frame) on a board of a few large cells */
  w = ctx->vector ? MIN (0.4, l->cell * 0.04)
                  : ctx->px * MAX (1.0, MIN (round (l->cell / (48 * ctx->px)),
                                       round (ctx->font / (8 * ctx->px))));
  top = l->origin_y - ctx->y1 * ctx->row;
  bottom = l->origin_y - ctx->y0 * ctx->row;
  left = l->origin_x + ctx->x0 * l->cell;
  right = l->origin_x + ctx->x1 * l->cell;
  for (guint x = ctx->x0; x <= ctx->x1; x++)
    {
      double gx = wy_render_snap_x (ctx, l->origin_x + x * l->cell - w / 2);
      cairo_rectangle (ctx->cr, gx, top, w, bottom - top);
    }
  for (guint y = ctx->y0; y <= ctx->y1; y++)
    {
      double gy = wy_render_snap_y (ctx, l->origin_y - y * ctx->row - w / 2);
      cairo_rectangle (ctx->cr, left, gy, right - left, w);
    }
  wy_render_set_color (ctx->cr, &ctx->pal.grid);
  cairo_fill (ctx->cr);
}

/* ---- P marks ---- */

/* First P-position with y >= y0 in a list sorted by y then x. */
static guint
first_row (const WyPos *p, guint n, guint y0)
{
  guint lo = 0, hi = n;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      if (p[mid].y < y0)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

/* Paper: a solid square, inset so the grid shows between neighbours;
 * screen: a disc. On the coloured heat views a disc with a halo. */
static void
mark_path (const WyRenderCtx *ctx, guint x, guint y)
{
  double rx, ry, rw, rh, cx, cy;
  double cell = ctx->lay->cell;

  wy_render_cell_rect (ctx, x, y, &rx, &ry, &rw, &rh);
  if (ctx->bars)
    {
      /* a barcode: the whole bar, narrowed where wide enough to keep neighbours apart */
      double in = rw >= 5 * ctx->px ? MAX (round (rw * 0.15 / ctx->px), 1) * ctx->px : 0;
      cairo_rectangle (ctx->cr, rx + in, ry, rw - 2 * in, rh);
      return;
    }
  if (ctx->opt->style == WY_STYLE_PAPER && !wy_render_heat_view (ctx))
    {
      double in = cell >= 6 * ctx->px ? MAX (cell * 0.1, ctx->px) : 0;
      if (!ctx->vector && in > 0)
        in = MAX (1, round (in / ctx->px)) * ctx->px;
      cairo_rectangle (ctx->cr, rx + in, ry + in, rw - 2 * in, rh - 2 * in);
      return;
    }
  if (cell < 5 * ctx->px)
    {
      cairo_rectangle (ctx->cr, rx, ry, rw, rh);
      return;
    }
  wy_layout_cell_center (ctx->lay, x, y, &cx, &cy);
  cairo_new_sub_path (ctx->cr);
  cairo_arc (ctx->cr, cx, cy, cell * (wy_render_heat_view (ctx) ? 0.28 : 0.36), 0, 2 * G_PI);
}

static void
fill_marks (WyRenderCtx *ctx, const GArray *cells, const WyRgba *color)
{
  gboolean halo = wy_render_heat_view (ctx) && ctx->lay->cell >= 5 * ctx->px;

  if (cells->len == 0)
    return;
  for (guint i = 0; i < cells->len; i++)
    {
      const WyPos *p = &g_array_index (cells, WyPos, i);
      mark_path (ctx, p->x, p->y);
      /* vector output: one element per mark, so a figure can be edited
       * (and its marks counted) mark by mark */
      if (ctx->vector && !halo)
        {
          wy_render_set_color (ctx->cr, color);
          cairo_fill (ctx->cr);
        }
    }
  if (halo)
    {
      wy_render_set_color (ctx->cr, &ctx->pal.halo);
      cairo_set_line_width (ctx->cr, ctx->lay->cell * 0.1);
      cairo_stroke_preserve (ctx->cr);
    }
  wy_render_set_color (ctx->cr, color);
  cairo_fill (ctx->cr);
}

static void
ring_marks (WyRenderCtx *ctx, const GArray *cells)
{
  double cell = ctx->lay->cell;
  /* beyond the cell by at most a third of the labels' font, as when the font follows the
   * cell (half of it): on a board of 3 a ring went 28 px beyond the board, over the legend */
  double out = MIN (cell * 0.12, ctx->font * 0.24), line = MIN (cell * 0.09, ctx->font * 0.18);

  if (cells->len == 0 || cell < 4 * ctx->px)
    return;
  for (guint i = 0; i < cells->len; i++)
    {
      const WyPos *p = &g_array_index (cells, WyPos, i);
      double cx, cy;
      wy_layout_cell_center (ctx->lay, p->x, p->y, &cx, &cy);
      cairo_new_sub_path (ctx->cr);
      if (ctx->bars)  /* around the bar */
        cairo_rectangle (ctx->cr, cx - cell * 0.5 - out, cy - ctx->row * 0.5 - out,
                         cell + 2 * out, ctx->row + 2 * out);
      else
        cairo_arc (ctx->cr, cx, cy, cell * 0.5 + out, 0, 2 * G_PI);
    }
  cairo_set_line_width (ctx->cr, MAX (line, ctx->px));
  wy_render_set_color (ctx->cr, &ctx->pal.ring);
  cairo_stroke (ctx->cr);
}

/* Marks come from the P-position list, not from a pass over all cells. */
void
wy_render_marks (WyRenderCtx *ctx)
{
  guint n;
  const WyPos *pp = wy_board_get_ppos (ctx->board, &n);
  g_autoptr (GArray) old = g_array_new (FALSE, FALSE, sizeof (WyPos));
  g_autoptr (GArray) now = g_array_new (FALSE, FALSE, sizeof (WyPos));

  for (guint i = first_row (pp, n, ctx->y0); i < n && pp[i].y < ctx->y1; i++)
    {
      guint step;
      if (pp[i].x < ctx->x0 || pp[i].x >= ctx->x1)
        continue;
      step = ctx->step ? wy_board_get_step (ctx->board, pp[i].x, pp[i].y) : 0;
      if (step > ctx->step || (ctx->step && step == 0))
        continue;
      g_array_append_val (step == ctx->step && ctx->step ? now : old, pp[i]);
    }
  fill_marks (ctx, old, &ctx->pal.mark);
  fill_marks (ctx, now, &ctx->pal.mark_new);
  ring_marks (ctx, now);
}

/* ---- cells smaller than a pixel ---- */

typedef struct {
  double bx, by;      /* top-left of the visible board, user units */
  guint  w, h;        /* in pixels */
  guint8 *bits;
  double uy;          /* a pixel's height: a device pixel's; a strip of bars: the bars' */
} WyPixelMap;

static void
pixel_set (WyRenderCtx *ctx, WyPixelMap *map, guint x, guint y, guint8 value)
{
  double cx, cy;
  gint64 ix, iy;

  wy_layout_cell_center (ctx->lay, x, y, &cx, &cy);
  ix = (gint64) floor ((cx - map->bx) / ctx->px);
  iy = (gint64) floor ((cy - map->by) / map->uy);
  if (ix >= 0 && iy >= 0 && ix < map->w && iy < map->h)
    map->bits[(gsize) iy * map->w + ix] = MAX (map->bits[(gsize) iy * map->w + ix], value);
}

static void
pixel_fill (WyRenderCtx *ctx, WyPixelMap *map, guint8 value, const WyRgba *color)
{
  gboolean any = FALSE;

  for (guint iy = 0; iy < map->h && !wy_render_cancelled (ctx); iy++)
    for (guint ix = 0; ix < map->w; ix++)
      {
        guint end = ix;
        while (end < map->w && map->bits[(gsize) iy * map->w + end] == value)
          end++;
        if (end > ix)
          {
            cairo_rectangle (ctx->cr, map->bx + ix * ctx->px, map->by + iy * map->uy,
                             (end - ix) * ctx->px, map->uy);
            any = TRUE;
            ix = end;
          }
      }
  if (any)
    {
      wy_render_set_color (ctx->cr, color);
      cairo_fill (ctx->cr);
    }
}

/* A PDF or SVG has no pixels: the heat of cells smaller than its hairline
 * goes in as one embedded image, sampled at up to VECTOR_SAMPLES pixels a
 * side (a 4096 board in a 15 cm figure: about 2000), so the file stays
 * small and shows what the PNG of the same view shows. */
#define VECTOR_SAMPLES 2048

static void
cells_sampled_vector (const WyRenderCtx *ctx, const WyPixelMap *map, guint n_colors)
{
  double side = MAX (map->w, map->h) * ctx->px;
  WyRenderCtx coarse = *ctx;
  guint w, h;
  g_autofree guint32 *table = g_new (guint32, n_colors + 2);
  cairo_surface_t *img;

  coarse.px = MAX (ctx->px, side / VECTOR_SAMPLES);
  w = MAX (1, (guint) ceil (map->w * ctx->px / coarse.px));
  /* bars: one row of samples, as high as they are */
  h = ctx->bars ? 1 : MAX (1, (guint) ceil (map->h * ctx->px / coarse.px));
  img = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  if (cairo_surface_status (img) == CAIRO_STATUS_SUCCESS)
    {
      wy_render_color_table (ctx, n_colors, table, 0 /* plain: transparent */);
      fill_image (&(WyBand) { &coarse, cairo_image_surface_get_data (img),
                            cairo_image_surface_get_stride (img), w, n_colors, table,
                            TRUE, map->bx, map->by, .uy = ctx->bars ? map->uy : 0 },
                  h);
      cairo_surface_mark_dirty (img);
      wy_render_paint_image ((WyRenderCtx *) ctx, img, map->bx, map->by, coarse.px,
                             ctx->bars ? map->uy : coarse.px);
    }
  cairo_surface_destroy (img);
}

/* Cells smaller than a pixel, on the heat views and during the animation:
 * each pixel shows the cell under its centre (as an image scaled down
 * without smoothing would); the P marks are drawn over it. */
static void
cells_sampled (WyRenderCtx *ctx, const WyPixelMap *map)
{
  guint n_colors = wy_render_heat_view (ctx) ? wy_render_n_colors (ctx) : 2;
  g_autofree guint32 *table = g_new (guint32, n_colors + 2);
  cairo_surface_t *img;

  if (!needs_cell_pass (ctx))
    return;
  /* a class holds one cell a row: sampled pixels would miss nearly all */
  if (wy_render_shows_classes (ctx->board, ctx->opt))
    {
      wy_render_classes_tiny (ctx, map->bx, map->by, map->w, map->h);
      return;
    }
  if (ctx->vector)
    {
      cells_sampled_vector (ctx, map, n_colors);
      return;
    }
  /* a sparse board's cells cost a lookup each: the window's workers do them */
  if (ctx->opt->tiles && wy_board_is_sparse (ctx->board) && !ctx->bars)
    {
      wy_render_tiles (ctx, ctx->opt->tiles, n_colors);
      return;
    }
  wy_render_color_table (ctx, n_colors, table, 0 /* plain: transparent */);
  img = raster (&(WyBand) { ctx, NULL, 0, map->w, n_colors, table, TRUE, map->bx, map->by,
                            .uy = map->uy },
                map->h, CAIRO_FORMAT_ARGB32);
  if (img == NULL)
    return;
  wy_render_paint_image (ctx, img, map->bx, map->by, ctx->px, map->uy);
  cairo_surface_destroy (img);
}

/* Each pixel shows whether its block of cells holds a P-position (a P_j
 * one in the highlight colour), from the P-position list alone. */
void
wy_render_tiny (WyRenderCtx *ctx)
{
  const WyLayout *l = ctx->lay;
  double left = MAX (ctx->clip[0], l->origin_x);
  double right = MIN (ctx->clip[2], l->origin_x + ctx->size * l->cell);
  double top = MAX (ctx->clip[1], l->origin_y - ctx->rows * ctx->row);
  double bottom = MIN (ctx->clip[3], l->origin_y);
  /* the pixel map starts on a device pixel, so each mark is one whole pixel */
  WyPixelMap map = { (floor (left * ctx->dxx + ctx->dx0) - ctx->dx0) / ctx->dxx,
                     (floor (top * ctx->dyy + ctx->dy0) - ctx->dy0) / ctx->dyy };
  guint n;
  const WyPos *pp = wy_board_get_ppos (ctx->board, &n);

  if (right <= left || (bottom <= top && !ctx->one_pile))
    return;
  if (ctx->one_pile)
    bottom = MAX (bottom, top + ctx->px);
  map.w = (guint) ceil ((right - map.bx) / ctx->px);
  /* bars: one row of pixels as high as they are, each pixel a bar of its cells */
  map.uy = ctx->bars ? bottom - map.by : ctx->px;
  map.h = ctx->bars ? 1 : (guint) ceil ((bottom - map.by) / ctx->px);
  /* w x h bytes: the export's pre-flight counts them (wy-export-memory.c) */
  if (!(map.bits = g_try_malloc0 ((gsize) map.w * map.h)))
    return;
  cells_sampled (ctx, &map);
  for (guint i = first_row (pp, n, ctx->y0); i < n && pp[i].y < ctx->y1
       && !wy_render_cancelled (ctx); i++)
    {
      guint step = ctx->step ? wy_board_get_step (ctx->board, pp[i].x, pp[i].y) : 0;
      if (step <= ctx->step && (step > 0 || ctx->step == 0))
        pixel_set (ctx, &map, pp[i].x, pp[i].y, step == ctx->step && ctx->step ? 2 : 1);
    }
  pixel_fill (ctx, &map, 1, &ctx->pal.mark);
  pixel_fill (ctx, &map, 2, &ctx->pal.mark_new);
  g_free (map.bits);
  wy_render_formula (ctx);
}
