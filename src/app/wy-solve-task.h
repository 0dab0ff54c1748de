/* wy-solve-task.h: the core's one solve entry in a worker thread, with progress on the main thread. */
#pragma once

#include <gio/gio.h>
#include "wy-solution.h"

G_BEGIN_DECLS

/* wy_solve (game, query) in a worker thread. The query's progress is
 * delivered in the thread-default main context of the caller (its
 * cancellable is the one given here). */
void        wy_solve_async  (const WyGame        *game,
                             const WyQuery       *query,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data);
WySolution *wy_solve_finish (GAsyncResult *result, GError **error);

G_END_DECLS
