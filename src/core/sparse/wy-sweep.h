/* wy-sweep.h: what the sparse row sweeps share (wy-sparse.c, wy-sparse-cone.c,
 * wy-sparse-block.c): the lines a sweep has closed, its rings of events, its
 * check point and its run over the rows. */
#pragma once

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "wy-board.h"
#include "wy-error-private.h"

G_BEGIN_DECLS

/* Closed columns or diagonals in a union-find, so that a row finds the next
 * open one in a few jumps over the closed: parent[i] == i is open, a closed
 * index points right; index n is a sentinel, always open. */
typedef struct {
  guint32 *parent;
  guint32  n;
} WyNextOpen;

/* Indices 0 .. n - 1 all open; FALSE when the memory is not there. */
static inline gboolean
wy_next_open_init (WyNextOpen *u, guint32 n)
{
  u->n = n;
  u->parent = g_try_malloc_n ((gsize) n + 1, sizeof (guint32));
  if (!u->parent)
    return FALSE;
  for (guint32 i = 0; i <= n; i++)
    u->parent[i] = i;
  return TRUE;
}

/* The first open index at or after i (n: none), halving the paths it walks. */
static inline guint32
wy_next_open_find (WyNextOpen *u, guint32 i)
{
  while (u->parent[i] != i)
    {
      u->parent[i] = u->parent[u->parent[i]];
      i = u->parent[i];
    }
  return i;
}

/* Close index i (open or not). */
static inline void
wy_next_open_close (WyNextOpen *u, guint32 i)
{
  if (i < u->n && u->parent[i] == i)
    u->parent[i] = i + 1;
}

/* Events by the row they start at: a ring of n lists of element bytes
 * each, row r's at r % n (n more than the farthest row ahead). */
static inline GArray **
wy_sweep_rings_new (guint n, guint element)
{
  GArray **rings = g_new (GArray *, n);

  for (guint i = 0; i < n; i++)
    rings[i] = g_array_new (FALSE, FALSE, element);
  return rings;
}

static inline void
wy_sweep_rings_free (GArray **rings, guint n)
{
  for (guint i = 0; rings && i < n; i++)
    g_array_unref (rings[i]);
  g_free (rings);
}

/* The sweep's check point at row y of rows, every mask + 1 rows: FALSE
 * with the error set when cancelled, else the progress y / rows told
 * (from the second check point on). */
static inline gboolean
wy_sweep_check_row (guint y, guint rows, guint mask, WyProgressFunc progress,
                    gpointer user_data, GCancellable *cancellable, GError **error)
{
  if ((y & mask) != 0)
    return TRUE;
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (progress && y > 0)
    progress ((double) y / rows, user_data);
  return TRUE;
}

/* A sweep's row: the P-positions of row y. */
typedef void (*WySweepRowFunc) (gpointer sweep, guint y);

/* The sweep of rows 0 .. rows - 1, row (sweep, y) each after its check point: TRUE when
 * all are swept (the progress then told 1), FALSE with the error set when cancelled. */
static inline gboolean
wy_sweep_rows (gpointer sweep, WySweepRowFunc row, guint rows, guint mask,
               WyProgressFunc progress, gpointer user_data, GCancellable *cancellable,
               GError **error)
{
  for (guint y = 0; y < rows; y++)
    {
      if (!wy_sweep_check_row (y, rows, mask, progress, user_data, cancellable, error))
        return FALSE;
      row (sweep, y);
    }
  if (progress)
    progress (1.0, user_data);
  return TRUE;
}

/* A side the sweep's memory holds: 1 to max, else FALSE with the error set (the caps,
 * solve/wy-caps.c, hold a board within the time budget before it gets here). */
static inline gboolean
wy_sweep_check_size (guint size, guint max, GError **error)
{
  if (size >= 1 && size <= max)
    return TRUE;
  _wy_error_refuse (error, size == 0 ? WY_ERROR_RANGE : WY_ERROR_MEMORY, max,
                    _("board size %u is out of range for the sparse solver: the size must be "
                      "from 1 to %u"), size, max);
  return FALSE;
}

/* A sweep whose memory is not there for a board of side size: FALSE with the error set. */
static inline gboolean
wy_sweep_refuse_memory (guint size, GError **error)
{
  g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
               _("not enough memory for the P-positions of a board of size %u"), size);
  return FALSE;
}

G_END_DECLS
