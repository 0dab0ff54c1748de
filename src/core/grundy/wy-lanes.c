/* wy-lanes.c: a row-by-row sweep in one or two threads, row y a lag behind row y - 1. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-lanes.h"

gboolean
_wy_lanes_wait (WyLanes *lanes, guint y, guint need, guint *seen)
{
  /* the other lane is on the other core, a few cells away: spin, and
   * give the core up only when it seems not to run */
  for (guint spins = 0; (*seen = (guint) g_atomic_int_get (&lanes->done[y])) < need; spins++)
    {
      if (g_atomic_int_get (&lanes->stop))
        return FALSE;
      if (spins >= 4096)
        g_thread_yield ();
    }
  return TRUE;
}

typedef struct {
  WyLanes        *lanes;
  guint           first, step, n_rows;
  WyLaneRowFunc   row;
  gpointer        data;
  WyProgressFunc  progress;
  gpointer        user_data;
  GCancellable   *cancellable;
  GError         *error;
} Lane;

static gpointer
lane_run (gpointer data)
{
  Lane *l = data;
  WyLanes *lanes = l->lanes;

  for (guint y = l->first; y < l->n_rows; y += l->step)
    {
      if (y / l->step % 16 == 0)
        {
          if (g_cancellable_set_error_if_cancelled (l->cancellable, &l->error))
            break;
          if (l->progress)
            l->progress (0.5 + 0.5 * y / l->n_rows, l->user_data);
        }
      if (!l->row (lanes, l->data, y, &l->error))
        break;
      g_atomic_int_set (&lanes->done[y + 1], (gint) lanes->width);
    }
  if (l->error)
    g_atomic_int_set (&lanes->stop, 1);
  return NULL;
}

gboolean
wy_lanes_run (guint n_lanes, guint n_rows, guint width, guint lag, WyLaneRowFunc row,
              gpointer *lane_data, WyProgressFunc progress, gpointer user_data,
              GCancellable *cancellable, GError **error)
{
  WyLanes lanes = { width, lag, g_new0 (gint, n_rows + 1), 0 };
  Lane l[2];
  GThread *other = NULL;
  gboolean ok = TRUE;

  g_return_val_if_fail (n_lanes == 1 || n_lanes == 2, FALSE);
  lanes.done[0] = (gint) width; /* no row below row 0 to wait for */
  for (guint i = 0; i < n_lanes; i++)
    l[i] = (Lane) { &lanes, i, n_lanes, n_rows, row, lane_data[i], i == 0 ? progress : NULL,
                    user_data, cancellable, NULL };
  if (n_lanes == 2 && !(other = g_thread_try_new ("wy-lane", lane_run, &l[1], NULL)))
    l[0].step = 1;
  lane_run (&l[0]);
  if (other)
    g_thread_join (other);
  /* the first lane's error, if any */
  for (guint i = 0; i < n_lanes; i++)
    {
      if (l[i].error && ok)
        {
          g_propagate_error (error, g_steal_pointer (&l[i].error));
          ok = FALSE;
        }
      g_clear_error (&l[i].error);
    }
  g_free (lanes.done);
  return ok;
}
