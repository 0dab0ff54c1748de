/* wy-library-work.c: the game library's jobs (thumbnails, the claims' checks) run one after
 * the other in a worker thread; the results come back to the main context one by one. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include "wy-library-work.h"

typedef struct {
  GPtrArray     *jobs;
  WyWorkFuncs    funcs;
  gpointer       data;
  GCancellable  *cancellable;
  GMainContext  *context;
} Work;

typedef struct {
  Work     *work;
  gpointer  job;
  gpointer  result;
} Delivery;

static void
work_clear (Work *work)
{
  g_ptr_array_unref (work->jobs);
  g_clear_object (&work->cancellable);
  g_main_context_unref (work->context);
}

static gboolean
deliver (gpointer data)
{
  Delivery *d = data;

  if (!g_cancellable_is_cancelled (d->work->cancellable))
    d->work->funcs.done (d->job, d->result, d->work->data);
  return G_SOURCE_REMOVE;
}

static void
delivery_free (gpointer data)
{
  Delivery *d = data;

  if (d->result != NULL && d->work->funcs.free_result != NULL)
    d->work->funcs.free_result (d->result);
  g_atomic_rc_box_release_full (d->work, (GDestroyNotify) work_clear);
  g_free (d);
}

static gpointer
worker (gpointer data)
{
  Work *work = data;

  for (guint i = 0; i < work->jobs->len && !g_cancellable_is_cancelled (work->cancellable); i++)
    {
      Delivery *d = g_new0 (Delivery, 1);
      GSource *source = g_idle_source_new ();

      d->work = g_atomic_rc_box_acquire (work);
      d->job = g_ptr_array_index (work->jobs, i);
      d->result = work->funcs.run (d->job, work->cancellable);
      /* an idle source, never g_main_context_invoke: the worker may not take the
       * main context and run the delivery itself */
      g_source_set_callback (source, deliver, d, delivery_free);
      g_source_attach (source, work->context);
      g_source_unref (source);
    }
  g_atomic_rc_box_release_full (work, (GDestroyNotify) work_clear);
  return NULL;
}

void
wy_library_work_start (GPtrArray *jobs, const WyWorkFuncs *funcs, gpointer data,
                       GCancellable *cancellable)
{
  Work *work = g_atomic_rc_box_new0 (Work);
  GThread *thread;

  work->jobs = g_ptr_array_ref (jobs);
  work->funcs = *funcs;
  work->data = data;
  work->cancellable = cancellable ? g_object_ref (cancellable) : g_cancellable_new ();
  work->context = g_main_context_ref_thread_default ();
  thread = g_thread_new ("wy-library", worker, work);
  g_thread_unref (thread);
}
