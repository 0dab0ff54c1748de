/* wy-solve-task.c: solving a board in a worker thread, with progress on the main thread. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include "wy-solve-task.h"

typedef struct {
  gatomicrefcount  ref;
  WyGame          *game;
  guint            size;
  WySolveFlags     flags;
  int              grundy_top;
  GMainContext    *context;
  GCancellable    *cancellable;
  WySolveProgress  progress;
  gpointer         progress_data;
  GMutex           lock;
  double           fraction;
  gboolean         pending;  /* an update is queued on the main context */
} SolveData;

static SolveData *
solve_data_ref (SolveData *data)
{
  g_atomic_ref_count_inc (&data->ref);
  return data;
}

static void
solve_data_unref (gpointer p)
{
  SolveData *data = p;

  if (!g_atomic_ref_count_dec (&data->ref))
    return;
  wy_game_free (data->game);
  g_main_context_unref (data->context);
  g_clear_object (&data->cancellable);
  g_mutex_clear (&data->lock);
  g_free (data);
}

void
wy_solve_result_free (WySolveResult *result)
{
  if (result == NULL)
    return;
  g_clear_pointer (&result->board, wy_board_unref);
  g_clear_pointer (&result->formula_ppos, g_array_unref);
  g_free (result->formula_error);
  g_clear_pointer (&result->grundy_classes, wy_low_classes_unref);
  g_free (result);
}

/* Runs on the caller's context; the caller's object may be gone once the
 * solve was cancelled, so nothing is delivered then. */
static gboolean
deliver_progress (gpointer p)
{
  SolveData *data = p;
  double fraction;

  g_mutex_lock (&data->lock);
  fraction = data->fraction;
  data->pending = FALSE;
  g_mutex_unlock (&data->lock);
  if (!g_cancellable_is_cancelled (data->cancellable))
    data->progress (fraction, data->progress_data);
  return G_SOURCE_REMOVE;
}

/* Called from the worker, possibly very often: coalesce into one idle. */
static void
on_worker_progress (double fraction, gpointer p)
{
  SolveData *data = p;
  gboolean schedule;

  g_mutex_lock (&data->lock);
  data->fraction = fraction;
  schedule = !data->pending;
  data->pending = TRUE;
  g_mutex_unlock (&data->lock);
  if (schedule)
    g_main_context_invoke_full (data->context, G_PRIORITY_DEFAULT_IDLE, deliver_progress,
                                solve_data_ref (data), solve_data_unref);
}

static void
add_formula (WySolveResult *result, const WyGame *game, guint size)
{
  GError *error = NULL;

  if (!wy_recursion_available (game))
    return;
  result->formula_ppos = wy_recursion_ppos (game, size, &error);
  if (result->formula_ppos != NULL)
    result->has_comparison = wy_recursion_compare (result->board, &result->comparison, &error);
  if (error != NULL)
    {
      result->formula_error = g_strdup (error->message);
      g_error_free (error);
    }
}

/* With classes to sweep the board takes the first part of the progress. */
#define BOARD_SHARE 0.2

static void
on_board_progress (double fraction, gpointer p)
{
  SolveData *data = p;

  on_worker_progress (data->grundy_top >= 0 ? BOARD_SHARE * fraction : fraction, data);
}

static void
on_classes_progress (double fraction, gpointer p)
{
  on_worker_progress (BOARD_SHARE + (1 - BOARD_SHARE) * fraction, p);
}

static void
solve_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  SolveData *data = task_data;
  g_autoptr (WySolveResult) result = g_new0 (WySolveResult, 1);
  GError *error = NULL;
  gint64 start = g_get_monotonic_time ();

  result->board = wy_board_solve (data->game, data->size, data->flags,
                                  data->progress ? on_board_progress : NULL, data,
                                  cancellable, &error);
  if (result->board != NULL && data->grundy_top >= 0)
    {
      result->grundy_classes = wy_low_classes_compute (data->game, data->size,
                                                       (guint) data->grundy_top,
                                                       data->progress ? on_classes_progress
                                                                      : NULL,
                                                       data, cancellable, &error);
      if (result->grundy_classes == NULL)
        g_clear_pointer (&result->board, wy_board_unref);
    }
  if (result->board == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  result->elapsed_us = g_get_monotonic_time () - start;
  add_formula (result, data->game, data->size);
  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_pointer (task, g_steal_pointer (&result), (GDestroyNotify) wy_solve_result_free);
}

void
wy_solve_async (const WyGame        *game,
                guint                size,
                WySolveFlags         flags,
                int                  grundy_top,
                GCancellable        *cancellable,
                WySolveProgress      progress,
                gpointer             progress_data,
                GAsyncReadyCallback  callback,
                gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  SolveData *data = g_new0 (SolveData, 1);

  g_atomic_ref_count_init (&data->ref);
  g_mutex_init (&data->lock);
  data->game = wy_game_copy (game);
  data->size = size;
  data->flags = flags;
  data->grundy_top = grundy_top;
  data->context = g_main_context_ref_thread_default ();
  data->cancellable = cancellable ? g_object_ref (cancellable) : g_cancellable_new ();
  data->progress = progress;
  data->progress_data = progress_data;

  task = g_task_new (NULL, data->cancellable, callback, user_data);
  g_task_set_source_tag (task, wy_solve_async);
  g_task_set_name (task, "wy-solve");
  g_task_set_task_data (task, data, solve_data_unref);
  g_task_run_in_thread (task, solve_thread);
}

WySolveResult *
wy_solve_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
