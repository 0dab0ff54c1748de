/* wy-solve-task.h: solving a board in a worker thread, with progress on the main thread. */
#pragma once

#include <gio/gio.h>
#include "wy-board.h"
#include "wy-low-classes.h"
#include "wy-recursion.h"

G_BEGIN_DECLS

/* What a solve produces: the exact board and, where a paper gives one,
 * the formula's P-positions and how they compare. */
typedef struct {
  WyBoard      *board;
  GArray       *formula_ppos;   /* WyPos, NULL when no recursion */
  gboolean      has_comparison;
  WyComparison  comparison;
  char         *formula_error;  /* why the formula could not be evaluated */
  WyLowClasses *grundy_classes; /* the Grundy classes 0..K asked for, else NULL */
  gint64        elapsed_us;
} WySolveResult;

void wy_solve_result_free (WySolveResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WySolveResult, wy_solve_result_free)

/* Progress in [0, 1], delivered in the thread-default main context of the
 * caller of wy_solve_async. */
typedef void (*WySolveProgress) (double fraction, gpointer user_data);

/* grundy_top >= 0 asks for the Grundy classes 0..grundy_top as well (a
 * board beyond the dense Grundy cap, wy_grundy_view_kind); -1: none. */
void           wy_solve_async  (const WyGame        *game,
                                guint                size,
                                WySolveFlags         flags,
                                int                  grundy_top,
                                GCancellable        *cancellable,
                                WySolveProgress      progress,
                                gpointer             progress_data,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data);
WySolveResult *wy_solve_finish (GAsyncResult *result, GError **error);

G_END_DECLS
