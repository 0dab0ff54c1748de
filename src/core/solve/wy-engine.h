/* wy-engine.h: the engines behind wy_solve, for the core's own files (private). */
#pragma once

#include "wy-board-private.h"
#include "wy-game-private.h"
#include "wy-grundy-private.h"
#include "wy-engine-desc.h"
#include "wy-rule-cost.h"
#include "wy-rule.h"
#include "wy-solve-rule.h"
#include "wy-solution-private.h"

G_BEGIN_DECLS


/* The descriptor of the group that solves this game. */
const WyEngineDesc *_wy_engine_desc (const WyGame *game);

/* wy_solve's board alone, for the core's own callers (tables, sums). */
WyBoard  *_wy_engine_solve (const WyGame *game, const WyQuery *query, GError **error);

/* The solvers; each fills status and step (and grundy when asked). They
 * return FALSE with error only when cancelled. */
gboolean  wy_solve_lines   (WyBoard *board, gboolean with_grundy, WyProgressFunc progress,
                            gpointer user_data, GCancellable *cancellable, GError **error);
gboolean  wy_solve_cone    (WyBoard *board, gboolean with_grundy, WyProgressFunc progress,
                            gpointer user_data, GCancellable *cancellable, GError **error);
/* The same with block=Q > 1 (solve/wy-solve-cone-block.c): O(side^3), up to
 * WY_CONE_MIN (wy-caps.c). */
gboolean  _wy_solve_cone_block (WyBoard *board, gboolean with_grundy, WyProgressFunc progress,
                                gpointer user_data, GCancellable *cancellable, GError **error);
gboolean  wy_solve_one_pile (WyBoard *board, gboolean with_grundy, GCancellable *cancellable,
                             GError **error);
/* The options of n in Mark-k or UpMark (not a rule of one's own): at most
 * k of them (k - 1 subtractions and one division; UpMark's two) into out. */
guint     _wy_one_pile_options (const WyGame *game, guint n, guint *out);
/* The steps of the one-pile region x0 .. size - 1 (Mark and UpMark,
 * block=1) on a strip (below): the positions below size / k
 * and the region's kept, a window sliding between them. NULL with error
 * when cancelled or out of memory, without when a kept step is wider than
 * the strip's 16 bits (the whole board answers then). */
WyBoard  *_wy_solve_one_pile_region (const WyGame *game, guint x0, guint size,
                                     GCancellable *cancellable, GError **error);
/* A one-pile board of a region x0 .. x1 (solve/wy-solve-one-pile.c): the
 * status of every position as a bit, and the steps of two parts alone:
 * 0 .. low_end - 1 (where the options n / k of the region's positions
 * lie) and high_start .. x1 (the region and the options n - 1 .. n - k + 1
 * of its positions), low_end <= high_start. A step between them reads 0.
 * The board reads it through a WyCellReader (wy-board-private.h). */
typedef struct {
  guint64 *is_p;         /* bit n % 64 of word n / 64: n is P */
  guint16 *step;         /* 0 .. low_end - 1, then high_start .. x1 */
  guint    low_end, high_start;
  guint    first;        /* the first position (upmark: 1, below it none) */
} WyOnePileStrip;
/* The P-options of n in Mark-k or UpMark from its few options (an
 * WyEngineDesc's p_options; y is 0). */
GArray   *_wy_one_pile_p_options (const WyBoard *board, guint n, guint y, GArray *moves,
                                  GCancellable *cancellable);
gboolean  wy_solve_imitation (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                              GCancellable *cancellable, GError **error);
/* Rules of your own (moves, pile, adjoin), and the largest side it takes. */
gboolean  wy_solve_rule    (WyBoard *board, gboolean with_grundy, WyProgressFunc progress,
                            gpointer user_data, GCancellable *cancellable, GError **error);
/* The processor time of this thread in microseconds (the deadlines' clock). */
gint64    _wy_rule_clock (void);
/* The deadline of this thread's outermost rule solve (_wy_rule_clock):
 * set to now + seconds when there is none, the old one in *outer; leave
 * restores it (an adjoin's base, solved inside, shares the deadline). */
gint64    _wy_rule_deadline_enter (double seconds, gint64 *outer);
void      _wy_rule_deadline_leave (gint64 outer);
/* What the rules' cost model asks back of the engine (wy-rule-cost.h):
 * _wy_engine_grow_base and the base's largest side. */
const WyRuleBaseOps *_wy_engine_base_ops (void);
/* An adjoin's base solved as far as size (at least) and its P-positions
 * handed to the rule (a WyRuleGrowFunc, rules/wy-rule.h; wy-engine.c);
 * TRUE at once for the other rules. FALSE with error when the base cannot
 * be solved that far. */
gboolean  _wy_engine_grow_base (const WyRule *rule, gboolean one_pile, guint size,
                                GError **error);
/* The Grundy values of a pattern rule along its runs (solve/wy-solve-rule-runs.c):
 * DECLINED when the pattern has no runs worth it (nothing written). */
typedef enum { WY_RUNS_DONE, WY_RUNS_DECLINED, WY_RUNS_FAILED } WyRunsResult;
/* Asked at each row's start and every few cells (row: the row swept):
 * FALSE with error to stop. */
typedef gboolean (*WyRunsCheck) (gpointer data, guint row, gboolean row_start, GError **error);
WyRunsResult _wy_grundy_runs (guint W, guint H, const guint *row_start, const guint32 *dxs,
                              gint32 *g, guint *max_grundy, guint64 *work,
                              WyRunsCheck check, gpointer data, GError **error);
/* Their Grundy values alone (a WyGrundyFunc: status from the values, no steps). */
gboolean  wy_grundy_rule   (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                            GCancellable *cancellable, GError **error);
/* The largest side of Imitation Nim by the sweep's time model within a
 * budget of seconds. */
guint     wy_solve_imitation_max_size (const WyGame *game, double seconds);
/* The bytes its sweep keeps a cell of the board, beside the board's own. */
double    wy_solve_imitation_bytes_per_cell (const WyGame *game);
/* Moves from the starting state (x, y) into P states, appended to moves (none when
 * cancelled: the board below the position is solved again). */
GArray   *wy_imitation_p_options (const WyBoard *board, guint x, guint y, GArray *moves,
                                  GCancellable *cancellable);

/* Three heaps (solve/wy-solve-heaps3.c): the stored cube (a board size
 * wide and size^2 high), the P-set sweep of nim3 and wythoff3 (a board of
 * its P-positions alone, (x, z * size + y) by z, y, x), the options of a
 * cell as moves (all, or into P, by step then z, y, x), the descriptor's
 * P-options, and the cost models of the cube and of the sweep. */
gboolean  _wy_solve_heaps3 (WyBoard *board, gboolean with_grundy, WyProgressFunc progress,
                            gpointer user_data, GCancellable *cancellable, GError **error);
gboolean  _wy_heaps3_has_pset_sweep (const WyGame *game);
WyBoard  *_wy_heaps3_solve_pset (const WyGame *game, guint size, WyProgressFunc progress,
                                 gpointer user_data, GCancellable *cancellable, GError **error);
GArray   *_wy_heaps3_list_moves (const WyBoard *board, guint x, guint y, guint z,
                                 gboolean p_only);
GArray   *_wy_heaps3_p_options (const WyBoard *board, guint x, guint y, GArray *moves,
                                GCancellable *cancellable);
guint     _wy_caps_heaps3_side (const WyGame *game, gboolean grundy, double seconds,
                                const char **reason);
guint     _wy_caps_heaps3_pset_side (const WyGame *game, double seconds, const char **reason);

/* Operations a cell of wy_solve_lines costs for this game on a board of
 * side size (for the size cap). */
guint64   wy_solve_lines_cost (const WyGame *game, guint size);
/* Operations a cell of wy_solve_cone costs for this game (for the size cap). */
guint64   wy_solve_cone_cost (const WyGame *game);

G_END_DECLS
