/* wy-strip-counts.h: the counts per value that the strips with block=Q keep for a column, a row or a diagonal, and the strips' row loop (wy-strip-counts.c; private). */
#pragma once

#include <gio/gio.h>

#include "wy-board.h"

G_BEGIN_DECLS

/* How many times each value v in base .. base + cap - 1 was counted. */
typedef struct {
  guint16 *c;       /* c[v - base] */
  guint32  base, cap;
  guint32  low;     /* the least value from base up counted fewer than Q times */
} WyStripCounts;

/* The counts of a diagonal, and the values counted (to clear them when it begins again). */
typedef struct {
  WyStripCounts counts;
  guint32      *undo;
  guint         n_undo, cap_undo;
} WyStripDiagonal;

static inline guint
_wy_strip_counts_at (const WyStripCounts *c, guint32 v)
{
  return v >= c->base && v - c->base < c->cap ? c->c[v - c->base] : 0;
}

/* Room for v (>= base): the window doubles, its new counts zero. */
void      _wy_strip_counts_room      (WyStripCounts *c, guint32 v);

/* Count v (values below base are dropped: never read); FALSE when it was
 * counted q times already (a line keeps at most q of each). */
static inline gboolean
_wy_strip_counts_add (WyStripCounts *c, guint32 v, guint q)
{
  if (v < c->base)
    return FALSE;
  if (v - c->base >= c->cap)
    _wy_strip_counts_room (c, v);
  if (c->c[v - c->base] >= q)
    return FALSE;
  c->c[v - c->base]++;
  return TRUE;
}

/* The low past the values counted q times (a line's low only grows). */
static inline void
_wy_strip_counts_lift (WyStripCounts *c, guint q)
{
  while (_wy_strip_counts_at (c, c->low) >= q)
    c->low++;
}

/* The low after a value was counted, and the window moved up to it once
 * it is half empty below (the counts below the low are never read). */
void      _wy_strip_counts_raise_low (WyStripCounts *c, guint q);

/* A row's counts (base 0) take the value of its next cell, and its low lifts. */
void      _wy_strip_row_add          (WyStripCounts *row, guint32 v, guint q);
/* Row g (R cells) joins the column bands (dy = 0, dx = 0 is no move: only
 * after the row): cell x' the bands col[x' .. x' + band - 1] (band 1: its
 * column), and leaves the row's counts empty again. */
void      _wy_strip_row_end          (WyStripCounts *col, WyStripCounts *row, const gint32 *g,
                                      guint R, guint band, guint q);
/* Room for one more value to remember. */
void      _wy_strip_diagonal_grow    (WyStripDiagonal *dia);

/* Count v on the diagonal (at most q of each), remembering it. */
static inline void
_wy_strip_diagonal_add (WyStripDiagonal *dia, guint32 v, guint q)
{
  if (!_wy_strip_counts_add (&dia->counts, v, q))
    return;
  if (dia->n_undo == dia->cap_undo)
    _wy_strip_diagonal_grow (dia);
  dia->undo[dia->n_undo++] = v;
}
/* A diagonal begins again, keeping the values from base up. */
void      _wy_strip_diagonal_begin   (WyStripDiagonal *dia, guint32 base);
/* The diagonals' and the columns' memory (n of each; either may be NULL). */
void      _wy_strip_counts_free      (WyStripCounts *col, WyStripDiagonal *dia, guint n);

/* f^Q(x, y) of a strip st; dia the counts of the diagonal x - y (NULL:
 * none), least_low the least low of the columns (a diagonal's base when it
 * begins at x = 0 or y = 0). */
typedef guint32 (*WyStripCellFunc) (gpointer st, WyStripDiagonal *dia, guint x, guint y,
                                    guint32 least_low);

/* The cells of row y of R, left to right, by cell, into g_row and the
 * row's counts; dia the ring of R diagonals ((x - y) mod R) or NULL. Inline:
 * the cell function too, in its caller's loop. */
static inline void
_wy_strip_row_cells (gpointer st, guint R, guint y, const WyStripCounts *col,
                     WyStripDiagonal *dia, WyStripCounts *row, gint32 *g_row, guint q,
                     WyStripCellFunc cell)
{
  guint32 least_low = G_MAXUINT32;
  guint d = (R - y % R) % R;   /* (x - y) mod R at x = 0 */

  for (guint x = 0; x < R; x++)
    least_low = MIN (least_low, col[x].low);
  for (guint x = 0; x < R; x++, d = d + 1 == R ? 0 : d + 1)
    {
      guint32 v = cell (st, dia ? &dia[d] : NULL, x, y, least_low);
      g_row[x] = (gint32) v;
      _wy_strip_row_add (row, v, q);
    }
}

/* Rows 0 .. n - 1 of a strip by row (st, y), the cancellable checked and
 * the progress told every 4096 rows; FALSE when cancelled. */
gboolean  _wy_strip_rows             (guint n, void (*row) (gpointer st, guint y), gpointer st,
                                      WyProgressFunc progress, gpointer user_data,
                                      GCancellable *cancellable, GError **error);

G_END_DECLS
