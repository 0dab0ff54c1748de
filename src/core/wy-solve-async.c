/* wy-solve-async.c: the core's one solve entry in a worker thread, with progress in the
 * caller's main context. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-solution.h"

typedef struct {
  gatomicrefcount  ref;
  WyGame          *game;
  WyQuery         *query;    /* a copy: it holds the progress data and the game */
  GMainContext    *context;
  GCancellable    *cancellable;
  GMutex           lock;
  double           fraction;
  gboolean         pending;  /* an update is queued on the main context */
  gint             finished; /* wy_solve_finish took the result (atomic) */
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
  wy_query_free (data->query);
  g_main_context_unref (data->context);
  g_clear_object (&data->cancellable);
  g_mutex_clear (&data->lock);
  g_free (data);
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
    data->query->progress (fraction, data->query->user_data);
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
solve_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  SolveData *data = task_data;
  WyQuery query = *data->query; /* its fields, owning nothing */
  GError *error = NULL;
  WySolution *solution;

  query.owned = FALSE;
  query.progress_owner = NULL;
  query.progress = data->query->progress ? on_worker_progress : NULL;
  query.user_data = data;
  query.cancellable = cancellable;
  solution = wy_solve (data->game, &query, &error);
  /* read by wy_solve_get_allowed_size once the task has returned (atomic: the
   * hand-over through GTask is one TSan does not see) */
  g_atomic_int_set ((gint *) &data->query->allowed_size, (gint) query.allowed_size);
  if (solution == NULL)
    g_task_return_error (task, error);
  else if (!g_task_return_error_if_cancelled (task))
    g_task_return_pointer (task, solution, (GDestroyNotify) wy_solution_unref);
  else
    wy_solution_unref (solution);
}

void
wy_solve_async (const WyGame        *game,
                const WyQuery       *query,
                GCancellable        *cancellable,
                GAsyncReadyCallback  callback,
                gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  SolveData *data;

  g_return_if_fail (game != NULL && query != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));
  data = g_new0 (SolveData, 1);
  g_atomic_ref_count_init (&data->ref);
  g_mutex_init (&data->lock);
  data->game = wy_game_copy (game);
  data->query = wy_query_copy (query);
  data->context = g_main_context_ref_thread_default ();
  if (cancellable == NULL)
    cancellable = query->cancellable;
  data->cancellable = cancellable ? g_object_ref (cancellable) : g_cancellable_new ();

  task = g_task_new (NULL, data->cancellable, callback, user_data);
  g_task_set_source_tag (task, wy_solve_async);
  g_task_set_name (task, "wy-solve");
  g_task_set_task_data (task, data, solve_data_unref);
  g_task_run_in_thread (task, solve_thread);
}

/* A binding may hand over any result, or one twice (Python's callback is any code): an
 * error that says so, where GTask's checks were criticals (fatal under G_DEBUG). */
WySolution *
wy_solve_finish (GAsyncResult *result, GError **error)
{
  SolveData *data;

  g_return_val_if_fail (G_IS_ASYNC_RESULT (result), NULL);
  if (!G_IS_TASK (result) || !g_async_result_is_tagged (result, wy_solve_async))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("the result is not one of wy_solve_async: finish a call with "
                             "the finish function of that call"));
      return NULL;
    }
  data = g_task_get_task_data (G_TASK (result));
  if (!g_atomic_int_compare_and_exchange (&data->finished, FALSE, TRUE))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("the solve was finished already: wy_solve_finish takes its "
                             "result once"));
      return NULL;
    }
  return g_task_propagate_pointer (G_TASK (result), error);
}

guint
wy_solve_get_allowed_size (GAsyncResult *result)
{
  SolveData *data;

  /* a binding may pass any result: not one of ours names none, without a warning */
  if (!G_IS_TASK (result) || !g_async_result_is_tagged (result, wy_solve_async))
    return 0;
  data = g_task_get_task_data (G_TASK (result));
  return wy_query_get_allowed_size (data->query);
}
