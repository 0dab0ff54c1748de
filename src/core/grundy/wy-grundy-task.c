/* wy-grundy-task.c: Grundy values in a thread of their own, beside the elimination. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-board-private.h"
#include "wy-grundy-private.h"

/* The sweep and the elimination share only the (immutable) game, and
 * each fills its own arrays of the board. */
struct _WyGrundyTask {
  WyBoard       *board;
  WyGrundyFunc   sweep;
  WyProgressFunc progress;
  gpointer       user_data;
  gint           report;   /* atomic: the elimination is done, report progress */
  GCancellable  *cancellable;
  GError        *error;
  gboolean       ok;
  GThread       *thread;
};

/* The elimination reports 0 to 0.5 meanwhile; then the sweep takes over. */
static void
task_progress (double fraction, gpointer data)
{
  WyGrundyTask *task = data;

  if (task->progress && g_atomic_int_get (&task->report))
    task->progress (fraction, task->user_data);
}

static gpointer
task_run (gpointer data)
{
  WyGrundyTask *task = data;

  task->ok = task->sweep (task->board, task_progress, task, task->cancellable, &task->error);
  return NULL;
}

WyGrundyTask *
wy_grundy_task_start (WyBoard *board, WyGrundyFunc sweep, WyProgressFunc progress,
                      gpointer user_data, GCancellable *cancellable)
{
  WyGrundyTask *task = g_new0 (WyGrundyTask, 1);

  task->board = board;
  task->sweep = sweep;
  task->progress = progress;
  task->user_data = user_data;
  task->cancellable = cancellable ? g_object_ref (cancellable) : NULL;
  task->thread = g_thread_try_new ("wy-grundy", task_run, task, NULL);
  if (!task->thread)
    task_run (task);
  return task;
}

gboolean
wy_grundy_task_finish (WyGrundyTask *task, GError **error)
{
  gboolean ok;

  g_atomic_int_set (&task->report, 1);
  if (task->thread)
    g_thread_join (task->thread);
  ok = task->ok;
  if (!ok)
    g_propagate_error (error, task->error);
  g_clear_object (&task->cancellable);
  g_free (task);
  return ok;
}
