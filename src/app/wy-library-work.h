/* wy-library-work.h: the game library's work off the main thread: a list of jobs run one
 * after the other in a worker thread, each result handed to the main context. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* In the worker: the job's result (may be NULL). */
typedef gpointer (*WyWorkRun)  (gpointer job, GCancellable *cancellable);
/* In the main context, unless cancellable was cancelled meanwhile. */
typedef void     (*WyWorkDone) (gpointer job, gpointer result, gpointer data);

typedef struct {
  WyWorkRun      run;
  WyWorkDone     done;
  GDestroyNotify free_result;
} WyWorkFuncs;

/* Run every job of jobs (a reference is taken; it frees them) in one worker thread, in
 * order, and hand each result to funcs->done (data) in the thread-default main context
 * of the caller. Cancelling cancellable stops the worker after its current job and drops
 * the results not yet handed over, so that data may go away once it is cancelled. */
void wy_library_work_start (GPtrArray *jobs, const WyWorkFuncs *funcs, gpointer data,
                            GCancellable *cancellable);

G_END_DECLS
