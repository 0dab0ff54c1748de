/* wy-render-memo.c: the last raster of a dense board's cells, kept for the window, so that a
 * frame that changes only what lies over the cells paints the same pixels again. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <string.h>

#include "wy-render-private.h"

/*
 * A dense board's cells are coloured pixel by pixel in every frame: on a board of 2000 in the
 * elimination or Grundy view some 15-20 ms of the main thread, more than a frame; so are the
 * Grundy classes beyond the dense cap (some 12 ms on a board of 20000). The pointer moving
 * over the board, a click, the keyboard's cursor redraw only the marks over the cells, so
 * the window keeps the last raster with everything that decides its pixels and paints it
 * again while all of that is unchanged. Exports keep none (no tile cache).
 */

/* Everything a raster's pixels depend on, compared bytewise: pointers, doubles, then 32-bit
 * fields, an even number of them, leave no padding to compare. */
typedef struct {
  const WyBoard       *board;     /* held: its address is not reused while kept */
  const WyLowClasses  *classes;
  double               bx, by, uy, px, origin_x, origin_y, cell, row;
  int                  classes_top;
  WyView               view;
  guint                step, n_colors, w, h, x0, x1, y0, y1;
  gboolean             sample;
  cairo_format_t       format;
} MemoKey;

G_STATIC_ASSERT (sizeof (MemoKey) == 2 * sizeof (gpointer) + 8 * sizeof (double) + 12 * 4);

struct _WyRasterMemo {
  MemoKey          key;
  guint32         *table;     /* the colours, n_colors + 2 */
  cairo_surface_t *surface;   /* NULL: none kept */
  WyBoard         *board;
  guint            n_filled;  /* rasters computed (the tests count them) */
};

WyRasterMemo *
wy_raster_memo_new (void)
{
  return g_new0 (WyRasterMemo, 1);
}

static void
memo_clear (WyRasterMemo *memo)
{
  g_clear_pointer (&memo->surface, cairo_surface_destroy);
  g_clear_pointer (&memo->board, wy_board_unref);
  g_clear_pointer (&memo->table, g_free);
}

void
wy_raster_memo_forget (WyRasterMemo *memo)
{
  memo_clear (memo);
}

void
wy_raster_memo_free (WyRasterMemo *memo)
{
  if (!memo)
    return;
  memo_clear (memo);
  g_free (memo);
}

guint
wy_raster_memo_n_filled (const WyRasterMemo *memo)
{
  return memo ? memo->n_filled : 0;
}

static void
key_of (const WyBand *proto, guint h, cairo_format_t format, MemoKey *key)
{
  const WyRenderCtx *ctx = proto->ctx;
  const WyLayout *l = ctx->lay;
  const WyLowClasses *lc = ctx->opt->grundy_classes;

  *key = (MemoKey) {
    ctx->board, lc, proto->bx, proto->by, proto->uy, ctx->px, l->origin_x, l->origin_y, l->cell,
    ctx->row, lc ? (int) wy_low_classes_get_top (lc) : -1, ctx->opt->view, ctx->step,
    proto->n_colors, proto->w, h, ctx->x0, ctx->x1, ctx->y0, ctx->y1, proto->sample, format,
  };
}

/* The raster kept for the key, or NULL (a new reference). */
cairo_surface_t *
wy_raster_memo_lookup (WyRasterMemo *memo, const WyBand *proto, guint h, cairo_format_t format)
{
  MemoKey key;

  if (!memo || !memo->surface)
    return NULL;
  key_of (proto, h, format, &key);
  if (memcmp (&key, &memo->key, sizeof key) != 0
      || memcmp (proto->table, memo->table, (proto->n_colors + 2) * sizeof (guint32)) != 0)
    return NULL;
  return cairo_surface_reference (memo->surface);
}

/* Keep img as the raster for the key (a raster cut short by a cancel is not kept). */
void
wy_raster_memo_store (WyRasterMemo *memo, const WyBand *proto, guint h, cairo_format_t format,
                      cairo_surface_t *img)
{
  if (!memo)
    return;
  memo->n_filled++;
  memo_clear (memo);
  if (wy_render_cancelled (proto->ctx))
    return;
  key_of (proto, h, format, &memo->key);
  memo->board = wy_board_ref ((WyBoard *) proto->ctx->board);
  memo->table = g_memdup2 (proto->table, (proto->n_colors + 2) * sizeof (guint32));
  memo->surface = cairo_surface_reference (img);
}
