/* wy-engine.h: the engines behind wy_solve, for the core's own files (private). */
#pragma once

#include "wy-board-storage.h"
#include "wy-solution-private.h"

G_BEGIN_DECLS

/* wy_solve's board alone, for the core's own callers (tables, sums). */
WyBoard  *_wy_engine_solve (const WyGame *game, const WyQuery *query, GError **error);
/* Can the Grundy value of (x, y) be computed: on the square board of the
 * Grundy values, or on the rectangle from the origin (line families)? */
gboolean  _wy_engine_grundy_reaches (const WyGame *game, guint x, guint y);

/* The solvers; each fills status and step (and grundy when asked). They
 * return FALSE with error only when cancelled. */
gboolean  wy_solve_lines   (WyBoard *board, gboolean with_grundy, WyProgressFunc progress,
                            gpointer user_data, GCancellable *cancellable, GError **error);
gboolean  wy_solve_cone    (WyBoard *board, gboolean with_grundy, WyProgressFunc progress,
                            gpointer user_data, GCancellable *cancellable, GError **error);
/* The same with block=Q > 1 (solve/wy-solve-cone-block.c): O(side^3), up to
 * WY_CONE_MIN (wy-engine.c). */
gboolean  _wy_solve_cone_block (WyBoard *board, gboolean with_grundy, WyProgressFunc progress,
                                gpointer user_data, GCancellable *cancellable, GError **error);
gboolean  wy_solve_one_pile (WyBoard *board, gboolean with_grundy, GCancellable *cancellable,
                             GError **error);
/* The options of n in Mark-k or UpMark (not a rule of one's own): at most
 * k of them (k - 1 subtractions and one division; UpMark's two) into out. */
guint     _wy_one_pile_options (const WyGame *game, guint n, guint *out);
/* The steps of the one-pile region x0 .. size - 1 (Mark and UpMark,
 * block=1) on a strip (wy-board-storage.h): the positions below size / k
 * and the region's kept, a window sliding between them. NULL with error
 * when cancelled or out of memory, without when a kept step is wider than
 * the strip's 16 bits (the whole board answers then). */
WyBoard  *_wy_solve_one_pile_region (const WyGame *game, guint x0, guint size,
                                     GCancellable *cancellable, GError **error);
/* For tests: the largest step a strip keeps (G_MAXUINT16, its most). */
void      _wy_one_pile_set_strip_step_max (guint max);
gboolean  wy_solve_imitation (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                              GCancellable *cancellable, GError **error);
/* Rules of your own (moves, pile, adjoin), and the largest side it takes. */
gboolean  wy_solve_rule    (WyBoard *board, gboolean with_grundy, WyProgressFunc progress,
                            gpointer user_data, GCancellable *cancellable, GError **error);
guint     wy_solve_rule_max_size (const WyGame *game, gboolean grundy);
/* The Grundy values of a pattern rule along its runs (solve/wy-solve-rule-runs.c):
 * DECLINED when the pattern has no runs worth it (nothing written). */
typedef enum { WY_RUNS_DONE, WY_RUNS_DECLINED, WY_RUNS_FAILED } WyRunsResult;
WyRunsResult _wy_grundy_runs (guint W, guint H, const guint *row_start, const guint32 *dxs,
                              gint32 *g, guint *max_grundy, guint64 *work,
                              GCancellable *cancellable, GError **error);
/* For tests: the work one board may cost (0: the default). */
void      _wy_solve_rule_set_budget (guint64 budget);
/* Their Grundy values alone (a WyGrundyFunc: status from the values, no steps). */
gboolean  wy_grundy_rule   (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                            GCancellable *cancellable, GError **error);
/* The largest side of Imitation Nim by the sweep's time model within a
 * budget of seconds. */
guint     wy_solve_imitation_max_size (const WyGame *game, double seconds);
/* Moves from the starting state (x, y) into P states, appended to moves. */
GArray   *wy_imitation_p_options (const WyBoard *board, guint x, guint y, GArray *moves);

/* Operations a cell of wy_solve_lines costs for this game on a board of
 * side size (for the size cap). */
guint64   wy_solve_lines_cost (const WyGame *game, guint size);
/* Operations a cell of wy_solve_cone costs for this game (for the size cap). */
guint64   wy_solve_cone_cost (const WyGame *game);

/* The order of P-options: by step, then y, then x (wy-board-query.c). */
gint      wy_move_compare (gconstpointer a, gconstpointer b);

G_END_DECLS
