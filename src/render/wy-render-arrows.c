/* wy-render-arrows.c: the picture of the selection's arrows, kept for the window, so that a
 * frame that changes nothing of them paints the same pixels again. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "wy-render-private.h"

/*
 * A cell of stwythoff:s=2,t=3 on a board of 4096 has 669 winning moves: their arrows, with
 * their halos, took some 100 ms of every frame while the cell was selected, the pointer's
 * hover frames too. The window keeps them as a picture of the board's clip with everything
 * that decides its pixels and paints it again while all of that is unchanged. Exports keep
 * none (no tile cache).
 */

/* Everything the picture's pixels depend on, compared bytewise: pointers, doubles, then
 * 32-bit fields, an even number of them, leave no padding to compare. */
typedef struct {
  const WyBoard *board;   /* held: its address is not reused while kept */
  const GArray  *moves;   /* the options' selection moves, held */
  double         origin_x, origin_y, cell, row, px, font, x0, y0, x1, y1;
  guint          sx, sy, n_moves, w, h;
  WyStyle        style;
  gboolean       dark;
  int            pad;
} ArrowsKey;

G_STATIC_ASSERT (sizeof (ArrowsKey) == 2 * sizeof (gpointer) + 10 * sizeof (double) + 8 * 4);

struct _WyArrowsMemo {
  ArrowsKey        key;
  cairo_surface_t *surface;   /* NULL: none kept */
  WyBoard         *board;
  GArray          *moves;
  guint            n_filled;  /* pictures drawn (the tests count them) */
};

WyArrowsMemo *
wy_arrows_memo_new (void)
{
  return g_new0 (WyArrowsMemo, 1);
}

static void
memo_clear (WyArrowsMemo *memo)
{
  g_clear_pointer (&memo->surface, cairo_surface_destroy);
  g_clear_pointer (&memo->board, wy_board_unref);
  g_clear_pointer (&memo->moves, g_array_unref);
}

void
wy_arrows_memo_forget (WyArrowsMemo *memo)
{
  memo_clear (memo);
}

void
wy_arrows_memo_free (WyArrowsMemo *memo)
{
  if (!memo)
    return;
  memo_clear (memo);
  g_free (memo);
}

guint
wy_arrows_memo_n_filled (const WyArrowsMemo *memo)
{
  return memo ? memo->n_filled : 0;
}

static void
key_of (const WyRenderCtx *ctx, ArrowsKey *key)
{
  memset (key, 0, sizeof *key);
  key->board = ctx->board;
  key->moves = ctx->opt->selection_moves;
  key->origin_x = ctx->lay->origin_x;
  key->origin_y = ctx->lay->origin_y;
  key->cell = ctx->lay->cell;
  key->row = ctx->row;
  key->px = ctx->px;
  key->font = ctx->font;
  key->x0 = ctx->clip[0];
  key->y0 = ctx->clip[1];
  key->x1 = ctx->clip[2];
  key->y1 = ctx->clip[3];
  key->sx = ctx->opt->selection.x;
  key->sy = ctx->opt->selection.y;
  key->n_moves = ctx->opt->selection_moves->len;
  key->w = (guint) ceil ((ctx->clip[2] - ctx->clip[0]) / ctx->px);
  key->h = (guint) ceil ((ctx->clip[3] - ctx->clip[1]) / ctx->px);
  key->style = ctx->opt->style;
  key->dark = ctx->opt->dark;
}

/* Paints the arrows draw would draw on ctx, from the picture kept when nothing that decides
 * it changed; FALSE (nothing painted) where no picture is kept: an export, a selection whose
 * moves the render asks the board itself, a picture too large. */
gboolean
wy_arrows_memo_paint (WyArrowsMemo *memo, WyRenderCtx *ctx, WyArrowsDraw draw)
{
  ArrowsKey key;
  cairo_t *cr, *outer = ctx->cr;

  /* a transformed drawing (none in the window) is drawn in place */
  if (memo == NULL || ctx->vector || ctx->opt->selection_moves == NULL || ctx->dxx != 1
      || ctx->dyy != 1)
    return FALSE;
  key_of (ctx, &key);
  if (key.w == 0 || key.h == 0 || key.w > 16384 || key.h > 16384)
    return FALSE;
  if (memo->surface == NULL || memcmp (&key, &memo->key, sizeof key) != 0)
    {
      memo_clear (memo);
      memo->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) key.w,
                                                  (int) key.h);
      cairo_surface_set_device_scale (memo->surface, 1 / ctx->px, 1 / ctx->px);
      cr = cairo_create (memo->surface);
      cairo_translate (cr, -ctx->clip[0], -ctx->clip[1]);
      ctx->cr = cr;
      draw (ctx);
      ctx->cr = outer;
      cairo_destroy (cr);
      memo->key = key;
      memo->board = wy_board_ref ((WyBoard *) ctx->board);
      memo->moves = g_array_ref ((GArray *) ctx->opt->selection_moves);
      memo->n_filled++;
    }
  cairo_save (outer);
  cairo_set_source_surface (outer, memo->surface, ctx->clip[0], ctx->clip[1]);
  cairo_paint (outer);
  cairo_restore (outer);
  return TRUE;
}
