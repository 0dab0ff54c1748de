/* wy-strip-counts.c: the counts per value of the strips with block=Q (the cone families' and the line families'), and their row loop. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>

#include "wy-strip-counts.h"

void
_wy_strip_counts_room (WyStripCounts *c, guint32 v)
{
  guint32 cap = MAX (MAX (64, 2 * c->cap), v - c->base + 1);

  c->c = g_realloc_n (c->c, cap, sizeof (guint16));
  memset (c->c + c->cap, 0, (gsize) (cap - c->cap) * sizeof (guint16));
  c->cap = cap;
}

/* Each count is moved once for every value the low passes. */
void
_wy_strip_counts_raise_low (WyStripCounts *c, guint q)
{
  guint32 gap;

  _wy_strip_counts_lift (c, q);
  gap = c->low - c->base;
  if (gap >= 64 && 2 * gap >= c->cap)
    {
      memmove (c->c, c->c + gap, (gsize) (c->cap - gap) * sizeof (guint16));
      memset (c->c + c->cap - gap, 0, (gsize) gap * sizeof (guint16));
      c->base = c->low;
    }
}

void
_wy_strip_diagonal_grow (WyStripDiagonal *dia)
{
  dia->cap_undo = MAX (64, 2 * dia->cap_undo);
  dia->undo = g_realloc_n (dia->undo, dia->cap_undo, sizeof (guint32));
}

void
_wy_strip_diagonal_begin (WyStripDiagonal *dia, guint32 base)
{
  for (guint i = 0; i < dia->n_undo; i++)
    dia->counts.c[dia->undo[i] - dia->counts.base] = 0;
  dia->n_undo = 0;
  if (base > dia->counts.base)
    dia->counts.base = base;
  dia->counts.low = dia->counts.base;
}

void
_wy_strip_counts_free (WyStripCounts *col, WyStripDiagonal *dia, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      if (col)
        g_free (col[i].c);
      if (dia)
        {
          g_free (dia[i].counts.c);
          g_free (dia[i].undo);
        }
    }
  g_free (col);
  g_free (dia);
}

gboolean
_wy_strip_rows (guint n, void (*row) (gpointer st, guint y), gpointer st,
                WyProgressFunc progress, gpointer user_data, GCancellable *cancellable,
                GError **error)
{
  for (guint y = 0; y < n; y++)
    {
      if ((y & 0xfff) == 0)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return FALSE;
          if (progress)
            progress ((double) y / n, user_data);
        }
      row (st, y);
    }
  return TRUE;
}

void
_wy_strip_row_add (WyStripCounts *row, guint32 v, guint q)
{
  _wy_strip_counts_add (row, v, G_MAXUINT16);
  _wy_strip_counts_lift (row, q);
}

void
_wy_strip_row_end (WyStripCounts *col, WyStripCounts *row, const gint32 *g, guint R,
                   guint band, guint q)
{
  for (guint xx = 0; xx < R; xx++)
    {
      for (guint x = xx; x < R && x - xx < band; x++)
        _wy_strip_counts_add (&col[x], (guint32) g[xx], q);
      row->c[g[xx]]--;
    }
  for (guint x = 0; x < R; x++)
    _wy_strip_counts_raise_low (&col[x], q);
  row->low = 0;
}
