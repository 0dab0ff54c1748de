/* wy-render-classes.c: the Grundy view of a board beyond the dense cap: the classes 0..K the core swept, the rest plain. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <glib/gi18n-lib.h>

#include "wy-render-private.h"

/* Each row holds one cell of each class: the pass goes over the classes'
 * cells, not over the pixels. */
static void
lowest_per_pixel (WyRenderCtx *ctx, double bx, double by, double unit, guint w, guint h,
                  guint8 *keys, guint n_colors)
{
  const WyLowClasses *lc = ctx->opt->grundy_classes;
  guint top = wy_low_classes_get_top (lc);

  for (guint y = ctx->y0; y < ctx->y1; y++)
    for (guint v = 0; v <= top; v++)
      {
        guint x = wy_low_classes_get_x (lc, y, v), key;
        double cx, cy;
        gint64 ix, iy;
        if (x < ctx->x0 || x >= ctx->x1)
          continue;
        wy_layout_cell_center (ctx->lay, x, y, &cx, &cy);
        ix = (gint64) floor ((cx - bx) / unit);
        iy = (gint64) floor ((cy - by) / unit);
        if (ix < 0 || iy < 0 || ix >= w || iy >= h)
          continue;
        key = wy_render_class_value_key (ctx, x, y, (int) v, n_colors);
        if (key > 0 && (keys[(gsize) iy * w + ix] == 0 || key < keys[(gsize) iy * w + ix]))
          keys[(gsize) iy * w + ix] = (guint8) key;
      }
}

/* A PDF or SVG samples at most this many pixels a side, as the dense heat does. */
#define VECTOR_SAMPLES 2048

/* The image of the classes' lowest per pixel (proto: its w, the colours, the corner, the pixel
 * as uy), or the window's from its last frame while nothing that decides it changed; NULL: no
 * memory. */
static cairo_surface_t *
classes_image (WyRenderCtx *ctx, const WyBand *proto, guint h)
{
  WyRasterMemo *memo = wy_tile_cache_get_memo (ctx->opt->tiles);
  cairo_surface_t *img = wy_raster_memo_lookup (memo, proto, h, CAIRO_FORMAT_ARGB32);
  g_autofree guint8 *keys = NULL;
  guint w = proto->w;
  guint8 *data;
  int stride;

  if (img != NULL)
    return img;
  if (!(keys = g_try_malloc0 ((gsize) w * h)))
    return NULL;
  lowest_per_pixel (ctx, proto->bx, proto->by, proto->uy, w, h, keys, proto->n_colors);
  img = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  if (cairo_surface_status (img) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (img);
      return NULL;
    }
  data = cairo_image_surface_get_data (img);
  stride = cairo_image_surface_get_stride (img);
  for (guint iy = 0; iy < h; iy++)
    for (guint ix = 0; ix < w; ix++)
      ((guint32 *) (data + (gsize) iy * stride))[ix] = proto->table[keys[(gsize) iy * w + ix]];
  cairo_surface_mark_dirty (img);
  wy_raster_memo_store (memo, proto, h, CAIRO_FORMAT_ARGB32, img);
  return img;
}

void
wy_render_classes_tiny (WyRenderCtx *ctx, double bx, double by, guint w, guint h)
{
  guint n_colors = wy_render_n_colors (ctx);
  double unit = ctx->px;
  g_autofree guint32 *table = g_new (guint32, n_colors + 2);
  cairo_surface_t *img;

  if (ctx->vector)
    {
      unit = MAX (ctx->px, MAX (w, h) * ctx->px / VECTOR_SAMPLES);
      w = MAX (1, (guint) ceil (w * ctx->px / unit));
      h = MAX (1, (guint) ceil (h * ctx->px / unit));
    }
  wy_render_color_table (ctx, n_colors, table, 0 /* plain: transparent */);
  img = classes_image (ctx, &(WyBand) { ctx, NULL, 0, w, n_colors, table, TRUE, bx, by,
                                        .uy = unit },
                       h);
  if (img == NULL)
    return;
  wy_render_paint_image (ctx, img, bx, by, unit, unit);
  cairo_surface_destroy (img);
}

/* A plain box like the cells left plain, labelled with the lowest value
 * not computed. */
double
wy_render_classes_legend (WyRenderCtx *ctx, double x, double top, double width, double bucket)
{
  guint above = wy_low_classes_get_top (ctx->opt->grundy_classes) + 1;
  double h = MAX (bucket, 1.2 * ctx->font), gap = 0.4 * ctx->font;
  char buf[32];

  cairo_rectangle (ctx->cr, x, top, width, h);
  wy_render_set_color (ctx->cr, &ctx->pal.cell);
  cairo_fill_preserve (ctx->cr);
  cairo_set_line_width (ctx->cr, MAX (ctx->px, ctx->font * 0.06));
  wy_render_set_color (ctx->cr, &ctx->pal.text);
  cairo_stroke (ctx->cr);
  /* Translators: the legend's box for the Grundy values not computed, "at least 8" */
  snprintf (buf, sizeof buf, _("≥%u"), above);
  wy_render_set_font (ctx, ctx->font * 0.9, FALSE);
  cairo_move_to (ctx->cr, x + width + 0.35 * ctx->font, top + h / 2 + 0.32 * ctx->font);
  cairo_show_text (ctx->cr, buf);
  return h + gap;
}

char *
wy_render_classes_note (const WyRenderOptions *options)
{
  guint top = wy_low_classes_get_top (options->grundy_classes);

  if (top == 0)
    return g_strdup (_("Grundy value 0 only (the P-positions); cells with g ≥ 1 are not "
                       "computed (plain)"));
  return g_strdup_printf (_("Grundy classes 0 to %u only; cells with g ≥ %u are not computed "
                            "(plain)"), top, top + 1);
}
