/* wy-lanes.h: a row-by-row sweep in one or two threads, row y a lag behind row y - 1. */
#pragma once

#include <gio/gio.h>

#include "wy-board.h"

G_BEGIN_DECLS

/* Each lane takes the next row not yet taken. Row y waits at column x
 * until row y - 1 is done up to x + lag (or to its end): a sweep whose cell
 * (x, y) reads only rows below y up to column x + lag - 1, and whose rows
 * write state apart from one another's at that distance, gives the
 * one-lane result in two. On a loaded machine the lanes would wait on each
 * other more than they gain: once they have slept a quarter of the sweep's
 * time, the second lane ends with its row and the first takes the rest. */
typedef struct {
  guint   width, lag;
  gint   *done;     /* atomic: row y - 1 is done up to column done[y] - 1 */
  gint    stop;     /* atomic: a lane failed; the others stop too */
  gint    waiting;  /* atomic: a lane sleeps on cond until done moves */
  gint    next_row; /* atomic: the next row a lane takes */
  gint    solo;     /* atomic: from now on the first lane takes every row */
  guint   solo_row; /* or from this row on */
  gint64  start, slept; /* the sweep's start, the time slept (under lock), microseconds */
  GMutex  lock;
  GCond   cond;
} WyLanes;

gboolean  _wy_lanes_wait (WyLanes *lanes, guint y, guint need, guint *seen);
void      _wy_lanes_wake (WyLanes *lanes);

/* Before cell x of row y; *seen starts at 0 for each row. FALSE when
 * another lane failed: the row stops, without an error of its own. */
static inline gboolean
wy_lanes_reach (WyLanes *lanes, guint y, guint x, guint *seen)
{
  guint need = MIN (lanes->width, x + lanes->lag);

  return *seen >= need || _wy_lanes_wait (lanes, y, need, seen);
}

/* After cell x of row y (every 32 cells is enough). */
static inline void
wy_lanes_publish (WyLanes *lanes, guint y, guint x)
{
  if ((x & 31) == 31)
    {
      g_atomic_int_set (&lanes->done[y + 1], (gint) x + 1);
      if (G_UNLIKELY (g_atomic_int_get (&lanes->waiting)))
        _wy_lanes_wake (lanes);
    }
}

/* One row of a lane; FALSE with error to stop the sweep (or FALSE
 * without one when wy_lanes_reach did). Its lane's data is scratch for the
 * row: which rows a lane takes depends on the machine's load. */
typedef gboolean (*WyLaneRowFunc) (WyLanes *lanes, gpointer lane, guint y, GError **error);

/* How many lanes to run: two where the machine has two processors and the
 * second is free now (fewer threads ready to run than processors, besides
 * this one: /proc/stat's procs_running on Linux), one otherwise, or when
 * WY_GRUNDY_LANES=1 asks (to compare, in wythoff bench); two whenever the
 * machine has two processors and WY_GRUNDY_LANES=2 asks. */
guint     wy_lanes_count (void);

/* Rows 0 .. n_rows - 1 of width cells in n_lanes (1 or 2) lanes, lane i
 * calling row (lanes, lane_data[i], y); a second thread that cannot start
 * leaves every row to the first. Cancel checked and progress (0.5 to 1)
 * reported every 16 rows of the first lane. From row solo_row on (tests;
 * G_MAXUINT otherwise) the first lane takes every row, as under load. */
gboolean  wy_lanes_run (guint n_lanes, guint n_rows, guint width, guint lag, WyLaneRowFunc row,
                        gpointer *lane_data, WyProgressFunc progress, gpointer user_data,
                        GCancellable *cancellable, guint solo_row, GError **error);

G_END_DECLS
