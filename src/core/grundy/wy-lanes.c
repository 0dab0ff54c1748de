/* wy-lanes.c: a row-by-row sweep in one or two threads, row y a lag behind row y - 1. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wy-lanes.h"
#include "wy-sync.h"

/* A lane that waits spins this often before it sleeps: the other lane is
 * usually on the other core a few cells away. */
#define SPINS 2048

void
_wy_lanes_wake (WyLanes *lanes)
{
  wy_sync_lock (&lanes->lock);
  g_cond_broadcast (&lanes->cond);
  wy_sync_unlock (&lanes->lock);
}

/* The lanes together asleep a quarter of the sweep's time, judged after
 * its first 100 ms (a thread's start is no load): the machine is loaded
 * and they mostly wait on each other, so one lane, unhindered, does
 * better. Measured beside two busy processes on the two cores (and other
 * work): kept two, the lanes slept 60 to 70 % of the sweep each. */
#define SOLO_AFTER_US 100000
#define SOLO_FRACTION 4

/* The other lane is behind and may not even run (a loaded machine): sleep
 * until it publishes. Its store of done and its load of waiting, against
 * our store of waiting and load of done, are sequentially consistent, so
 * one of us sees the other; the timed wait bounds any surprise. */
static gboolean
sleep_until (WyLanes *lanes, guint y, guint need, guint *seen)
{
  gint64 t0 = g_get_monotonic_time (), t1;
  gboolean ok;

  wy_sync_lock (&lanes->lock);
  g_atomic_int_inc (&lanes->waiting);
  while ((*seen = (guint) g_atomic_int_get (&lanes->done[y])) < need
         && !g_atomic_int_get (&lanes->stop))
    g_cond_wait_until (&lanes->cond, &lanes->lock, g_get_monotonic_time () + 2000);
  ok = *seen >= need;
  g_atomic_int_add (&lanes->waiting, -1);
  t1 = g_get_monotonic_time ();
  lanes->slept += t1 - t0;
  if (t1 - lanes->start > SOLO_AFTER_US && lanes->slept * SOLO_FRACTION > t1 - lanes->start)
    g_atomic_int_set (&lanes->solo, 1);
  wy_sync_unlock (&lanes->lock);
  return ok;
}

gboolean
_wy_lanes_wait (WyLanes *lanes, guint y, guint need, guint *seen)
{
  for (guint spins = 0; (*seen = (guint) g_atomic_int_get (&lanes->done[y])) < need; spins++)
    {
      if (g_atomic_int_get (&lanes->stop))
        return FALSE;
      if (spins >= SPINS)
        return sleep_until (lanes, y, need, seen);
    }
  return TRUE;
}

typedef struct {
  WyLanes        *lanes;
  guint           index, n_rows;
  WyLaneRowFunc   row;
  gpointer        data;
  WyProgressFunc  progress;
  gpointer        user_data;
  GCancellable   *cancellable;
  GError         *error;
} Lane;

/* The next row for lane l: the first takes one unconditionally; the
 * second only while not solo, and never past solo_row. */
static gboolean
claim_row (const Lane *l, guint *y)
{
  WyLanes *lanes = l->lanes;

  if (l->index == 0)
    {
      *y = (guint) g_atomic_int_add (&lanes->next_row, 1);
      return *y < l->n_rows;
    }
  do
    {
      *y = (guint) g_atomic_int_get (&lanes->next_row);
      if (g_atomic_int_get (&lanes->solo) || *y >= l->n_rows)
        return FALSE;
      if (*y >= lanes->solo_row)
        {
          g_atomic_int_set (&lanes->solo, 1);
          return FALSE;
        }
    }
  while (!g_atomic_int_compare_and_exchange (&lanes->next_row, (gint) *y, (gint) *y + 1));
  return TRUE;
}

static gpointer
lane_run (gpointer data)
{
  Lane *l = data;
  WyLanes *lanes = l->lanes;

  guint y;

  for (guint k = 0; claim_row (l, &y); k++)
    {
      if (k % 16 == 0)
        {
          if (g_cancellable_set_error_if_cancelled (l->cancellable, &l->error))
            break;
          if (l->progress)
            l->progress (0.5 + 0.5 * y / l->n_rows, l->user_data);
        }
      if (!l->row (lanes, l->data, y, &l->error))
        break;
      g_atomic_int_set (&lanes->done[y + 1], (gint) lanes->width);
      if (g_atomic_int_get (&lanes->waiting))
        _wy_lanes_wake (lanes);
    }
  if (l->error)
    {
      g_atomic_int_set (&lanes->stop, 1);
      _wy_lanes_wake (lanes);
    }
  return NULL;
}

gboolean
wy_lanes_run (guint n_lanes, guint n_rows, guint width, guint lag, WyLaneRowFunc row,
              gpointer *lane_data, WyProgressFunc progress, gpointer user_data,
              GCancellable *cancellable, guint solo_row, GError **error)
{
  WyLanes lanes = { width, lag, g_new0 (gint, n_rows + 1), .solo_row = solo_row,
                    .start = g_get_monotonic_time () };
  Lane l[2];
  GThread *other = NULL;
  gboolean ok = TRUE;

  g_return_val_if_fail (n_lanes == 1 || n_lanes == 2, FALSE);
  g_mutex_init (&lanes.lock);
  g_cond_init (&lanes.cond);
  lanes.done[0] = (gint) width; /* no row below row 0 to wait for */
  for (guint i = 0; i < n_lanes; i++)
    l[i] = (Lane) { &lanes, i, n_rows, row, lane_data[i], i == 0 ? progress : NULL, user_data,
                    cancellable, NULL };
  if (n_lanes == 2)
    other = g_thread_try_new ("wy-lane", lane_run, &l[1], NULL);
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
  g_mutex_clear (&lanes.lock);
  g_cond_clear (&lanes.cond);
  return ok;
}

/* Threads ready to run on the machine now (this one among them), or 0
 * where the kernel does not say. */
static guint
procs_running_now (void)
{
  g_autofree char *stat = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/stat", &stat, NULL, NULL))
    return 0;
  line = strstr (stat, "\nprocs_running ");
  return line ? (guint) strtoul (line + strlen ("\nprocs_running "), NULL, 10) : 0;
}

/* The same, the least of a few looks 200 us apart: a thread that runs for
 * a moment (a shell, a timer, the parent that started us) is no load, and
 * one look took it for one, sending a sweep into one lane one run in a few. */
#define RUNNING_LOOKS 5
static guint
procs_running (void)
{
  guint least = procs_running_now ();

  for (guint i = 1; i < RUNNING_LOOKS && least > 1; i++)
    {
      g_usleep (200);
      least = MIN (least, procs_running_now ());
    }
  return least;
}

guint
wy_lanes_count (void)
{
  guint cpus = g_get_num_processors (), running;

  if (cpus < 2 || g_strcmp0 (g_getenv ("WY_GRUNDY_LANES"), "1") == 0)
    return 1;
  if (g_strcmp0 (g_getenv ("WY_GRUNDY_LANES"), "2") == 0)
    return 2;
  /* a loaded machine: the lanes would wait on each other more than they gain */
  running = procs_running ();
  return running > cpus - 1 ? 1 : 2;
}
