/* wy-render-colors.c: the colour of every cell: its fill key (outcome, steps, Grundy values or classes), the colour of a key and the table of them, and the raster bands that fill an image with them. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>

#include "wy-render-private.h"

/* Key of a cell of value g (0..top) or plain: as the dense heat view, a
 * cell is coloured once the elimination shown has decided it. */
guint
wy_render_class_value_key (const WyRenderCtx *ctx, guint x, guint y, int g, guint n_colors)
{
  guint top = wy_low_classes_get_top (ctx->opt->grundy_classes);

  if (g < 0)
    return 0;
  if (ctx->step > 0)
    {
      guint step;
      wy_board_get_cell (ctx->board, x, y, &step);
      if (step == 0 || step > ctx->step)
        return 0;
    }
  return 2 + (guint) ((guint64) g * n_colors / (top + 1));
}

guint
wy_render_classes_key (const WyRenderCtx *ctx, guint x, guint y, guint n_colors)
{
  return wy_render_class_value_key (ctx, x, y,
                                    wy_low_classes_get_value (ctx->opt->grundy_classes, x, y),
                                    n_colors);
}

gboolean
wy_render_heat_view (const WyRenderCtx *ctx)
{
  if (ctx->opt->view == WY_VIEW_ELIMINATION)
    return TRUE;
  return ctx->opt->view == WY_VIEW_GRUNDY
         && (wy_board_has_grundy (ctx->board) || wy_render_shows_classes (ctx->board, ctx->opt));
}

/* Number of colours of the heat views (steps or Grundy values, at most 256). */
guint
wy_render_n_colors (const WyRenderCtx *ctx)
{
  guint n = ctx->opt->view == WY_VIEW_GRUNDY ? wy_board_get_max_grundy (ctx->board) + 1
                                             : wy_board_get_n_steps (ctx->board);

  if (wy_render_shows_classes (ctx->board, ctx->opt))
    n = wy_low_classes_get_top (ctx->opt->grundy_classes) + 1;
  return CLAMP (n, 1, 256);
}

void
wy_render_bucket_color (const WyRenderCtx *ctx, guint bucket, WyRgba *out)
{
  guint n = wy_render_n_colors (ctx);

  wy_render_colormap (n > 1 ? (double) bucket / (n - 1) : 0.0,
                      ctx->opt->style == WY_STYLE_PAPER, out);
}

static WyCellClass
classify (const WyRenderCtx *ctx, WyStatus s, guint step)
{
  if (s == WY_STATUS_NONE)
    return WY_CLASS_ABSENT;
  if (ctx->step == 0)
    return s == WY_STATUS_P ? WY_CLASS_MARK : WY_CLASS_PLAIN;
  /* (step 0 would be a cell no step decided: shown plain) */
  if (step == 0 || step > ctx->step)
    return WY_CLASS_PLAIN;
  if (s == WY_STATUS_P)
    return step == ctx->step ? WY_CLASS_MARK_NEW : WY_CLASS_MARK;
  return step == ctx->step ? WY_CLASS_DECIDED_NEW : WY_CLASS_DECIDED;
}

/* Fill key of a cell: 0 leaves it plain; heat views use 1 + colour bucket. */
guint
wy_render_cell_key (const WyRenderCtx *ctx, guint x, guint y, guint n_colors)
{
  guint step;
  WyStatus s;
  WyCellClass c;

  /* the classes are looked up without the board: a sparse board's cell costs more */
  if (wy_render_shows_classes (ctx->board, ctx->opt))
    return wy_render_classes_key (ctx, x, y, n_colors);
  s = wy_board_get_cell (ctx->board, x, y, &step);
  c = classify (ctx, s, step);

  if (c == WY_CLASS_ABSENT)
    return 1;
  /* every cell decided so far is shaded, P cells under their marks too */
  if (!wy_render_heat_view (ctx) && ctx->step == 0)
    return 0;
  if (!wy_render_heat_view (ctx))
    return c == WY_CLASS_DECIDED || c == WY_CLASS_MARK ? 2
           : c == WY_CLASS_DECIDED_NEW || c == WY_CLASS_MARK_NEW ? 3 : 0;
  /* heat views colour every decided cell, P or N; the final view all */
  if (ctx->step && c == WY_CLASS_PLAIN)
    return 0;
  if (ctx->opt->view == WY_VIEW_GRUNDY)
    {
      int g = wy_board_get_grundy (ctx->board, x, y);
      guint max = wy_board_get_max_grundy (ctx->board) + 1;
      return g < 0 ? 1 : 2 + (guint) ((guint64) g * n_colors / max);
    }
  guint n = wy_board_get_n_steps (ctx->board);
  if (step == 0 || step > n)
    return 0;
  return 2 + (guint) ((guint64) (step - 1) * n_colors / MAX (n, 1));
}

void
wy_render_key_color (const WyRenderCtx *ctx, guint key, WyRgba *out)
{
  if (key == 1)
    *out = ctx->pal.absent;
  else if (!wy_render_heat_view (ctx))
    *out = key == 2 ? ctx->pal.decided : ctx->pal.decided_new;
  else
    wy_render_bucket_color (ctx, key - 2, out);
}

guint32
wy_render_argb (const WyRgba *c)
{
  return 0xff000000u | (guint32) lround (c->r * 255) << 16 | (guint32) lround (c->g * 255) << 8
         | (guint32) lround (c->b * 255);
}

gpointer
wy_render_fill_band (gpointer data)
{
  WyBand *b = data;
  const WyRenderCtx *ctx = b->ctx;
  const WyLayout *l = ctx->lay;
  double uy = b->uy > 0 ? b->uy : ctx->px;

  for (guint iy = b->iy0; iy < b->iy1 && !wy_render_cancelled (ctx); iy++)
    {
      guint32 *row = (guint32 *) (b->data + (gsize) iy * b->stride);
      double cy = (l->origin_y - (b->by + (iy + 0.5) * uy)) / ctx->row;
      for (guint ix = 0; ix < b->w; ix++)
        {
          guint x, y, key;
          if (b->sample)
            {
              double cx = (b->bx + (ix + 0.5) * ctx->px - l->origin_x) / l->cell;
              if (cx < 0 || cy < 0 || cx >= ctx->size || cy >= ctx->rows)
                continue;
              x = (guint) cx;
              y = (guint) cy;
            }
          else
            {
              x = ctx->x0 + ix;
              y = ctx->y1 - 1 - iy;
            }
          key = wy_render_cell_key (ctx, x, y, b->n_colors);
          row[ix] = b->table[key < b->n_colors + 2 ? key : 0];
        }
    }
  return NULL;
}

void
wy_render_color_table (const WyRenderCtx *ctx, guint n_colors, guint32 *table, guint32 plain)
{
  table[0] = plain;
  for (guint k = 1; k < n_colors + 2; k++)
    {
      WyRgba c;
      wy_render_key_color (ctx, k, &c);
      table[k] = wy_render_argb (&c);
    }
}

