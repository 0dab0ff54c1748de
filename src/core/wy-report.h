/* wy-report.h: everything the core says of one position of a solution, in one answer. */
#pragma once

#include "wy-numeration.h"
#include "wy-solution.h"

G_BEGIN_DECLS

/**
 * WyVerdict:
 * @WY_VERDICT_NO_FORMULA: no formula beside this solution (none for the game,
 *   not asked with %WY_NEED_FORMULA, or it could not be evaluated)
 * @WY_VERDICT_AGREES: the formula and the exact solver agree here
 * @WY_VERDICT_FORMULA_P: the formula says P, the exact solver N
 * @WY_VERDICT_FORMULA_N: the formula says N, the exact solver P
 *
 * What the paper's formula says of a position beside the exact solver.
 */
typedef enum {
  WY_VERDICT_NO_FORMULA,
  WY_VERDICT_AGREES,
  WY_VERDICT_FORMULA_P,
  WY_VERDICT_FORMULA_N,
} WyVerdict;

/**
 * WyReport:
 *
 * Everything the core says of one position of a solution
 * (wy_solution_describe()): its status, step, Grundy value or class bound,
 * eliminators, winning moves, the formula's verdict, the explanation in
 * words and the numeration reading. Reference-counted, read by getters.
 */
typedef struct _WyReport WyReport;

#define WY_TYPE_REPORT (wy_report_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_report_get_type (void) G_GNUC_CONST;

/**
 * wy_solution_describe:
 * @solution: a solution
 * @x: the first pile (one pile: the position n)
 * @y: the second pile (one pile: 0)
 * @error: return location for a #GError
 *
 * Everything the core says of the position (@x, @y), in one answer: the
 * status, the step, the Grundy value or the bound of its class, the
 * P-positions and step lines that eliminated it, its winning moves, the
 * formula's verdict, the explanation in words and the numeration reading
 * where the game has one. A position off the solution's board is an error
 * (%WY_ERROR_RANGE) naming the board's range.
 *
 * Returns: (transfer full): the report, or %NULL with @error set
 */
WY_AVAILABLE_IN_ALL
WyReport     *wy_solution_describe          (WySolution *solution, guint x, guint y,
                                             GError **error);

/**
 * wy_solution_describe_is_slow:
 * @solution: a solution
 *
 * Whether wy_solution_describe() of a position of @solution does work of
 * the order of the solve: Imitation Nim's report solves the board below
 * the position again for its options, since its board keeps the starting
 * states alone. A caller that must stay responsive (a window) asks
 * wy_solution_describe_async() then.
 *
 * Returns: %TRUE when a report may take as long as a solve
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_solution_describe_is_slow  (WySolution *solution);

/**
 * wy_solution_describe_async:
 * @solution: a solution
 * @x: the first pile (one pile: the position n)
 * @y: the second pile (one pile: 0)
 * @cancellable: (nullable): to stop the work
 * @callback: (scope async): called in the caller's thread-default main context
 * @user_data: (closure): for @callback
 *
 * wy_solution_describe() in a worker thread; a cancel stops Imitation
 * Nim's solve of the board below the position.
 */
WY_AVAILABLE_IN_ALL
void          wy_solution_describe_async    (WySolution *solution, guint x, guint y,
                                             GCancellable *cancellable,
                                             GAsyncReadyCallback callback, gpointer user_data);

/**
 * wy_solution_describe_finish:
 * @result: the result given to the callback of wy_solution_describe_async()
 * @error: return location for a #GError
 *
 * The report wy_solution_describe_async() made, or its error: as
 * wy_solution_describe() fails, %G_IO_ERROR_CANCELLED when cancelled, and
 * %G_IO_ERROR_INVALID_ARGUMENT for a result not of
 * wy_solution_describe_async().
 *
 * Returns: (transfer full): the report, or %NULL with @error set
 */
WY_AVAILABLE_IN_ALL
WyReport     *wy_solution_describe_finish   (GAsyncResult *result, GError **error);

/**
 * wy_solution_describe3:
 * @solution: the solution of a cube (three heaps)
 * @x: the first heap
 * @y: the second heap
 * @z: the third heap
 * @error: return location for a #GError
 *
 * Everything the core says of (x, y, z): status, step, Grundy value, the
 * eliminators and winning moves (WyMove with dz and target_z).
 *
 * Returns: (transfer full) (nullable): the report, %NULL with @error off
 *   the cube or for a game of fewer heaps
 */
WY_AVAILABLE_IN_ALL
WyReport     *wy_solution_describe3         (WySolution *solution, guint x, guint y, guint z,
                                             GError **error);

/**
 * wy_report_ref: (skip)
 * @report: a report
 *
 * Takes a reference; bindings manage lifetimes themselves.
 *
 * Returns: @report
 */
WY_AVAILABLE_IN_ALL
WyReport     *wy_report_ref                 (WyReport *report);
/**
 * wy_report_unref: (skip)
 * @report: a report
 *
 * Drops a reference; the last one frees the report. Bindings manage
 * lifetimes themselves.
 */
WY_AVAILABLE_IN_ALL
void          wy_report_unref               (WyReport *report);

/**
 * wy_report_get_game:
 * @report: a report
 *
 * The game of the position.
 *
 * Returns: (transfer none): the game
 */
WY_AVAILABLE_IN_ALL
const WyGame *wy_report_get_game            (const WyReport *report);
/**
 * wy_report_get_x:
 * @report: a report
 *
 * The position's first pile (one pile: the position n).
 *
 * Returns: x
 */
WY_AVAILABLE_IN_ALL
guint         wy_report_get_x               (const WyReport *report);
/**
 * wy_report_get_y:
 * @report: a report
 *
 * The position's second pile.
 *
 * Returns: y, 0 for one pile
 */
WY_AVAILABLE_IN_ALL
guint         wy_report_get_y               (const WyReport *report);
/**
 * wy_report_get_z:
 * @report: a report
 *
 * The position's third heap.
 *
 * Returns: z, 0 for games of one or two heaps
 */
WY_AVAILABLE_IN_ALL
guint         wy_report_get_z               (const WyReport *report);
/**
 * wy_report_get_heaps:
 * @report: a report
 *
 * The number of heaps of the position.
 *
 * Returns: 1 for one pile, 2, or 3 for a cube
 */
WY_AVAILABLE_IN_ALL
guint         wy_report_get_heaps           (const WyReport *report);
/**
 * wy_report_is_one_pile:
 * @report: a report
 *
 * Whether the position is of a one-pile game (mark, upmark, pile:).
 *
 * Returns: %TRUE for one pile
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_report_is_one_pile         (const WyReport *report);
/**
 * wy_report_get_status:
 * @report: a report
 *
 * The position's outcome: P (the previous player wins) or N (the next
 * player wins); %WY_STATUS_NONE for a cell that is not a position (upmark's
 * 0).
 *
 * Returns: the status
 */
WY_AVAILABLE_IN_ALL
WyStatus      wy_report_get_status          (const WyReport *report);
/**
 * wy_report_has_step:
 * @report: a report
 *
 * Whether the solution knows the elimination step of the position.
 *
 * Returns: %TRUE when the step is known
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_report_has_step            (const WyReport *report);
/**
 * wy_report_get_step:
 * @report: a report
 *
 * The elimination step at which the position was decided (docs/spec.md §4).
 *
 * Returns: the step, 0 when not computed
 */
WY_AVAILABLE_IN_ALL
guint         wy_report_get_step            (const WyReport *report);
/**
 * wy_report_get_grundy:
 * @report: a report
 *
 * The position's Sprague-Grundy value.
 *
 * Returns: the value, -1 when not known (see wy_report_get_grundy_bound())
 */
WY_AVAILABLE_IN_ALL
int           wy_report_get_grundy          (const WyReport *report);
/**
 * wy_report_get_grundy_bound:
 * @report: a report
 *
 * A lower bound of the Grundy value when only the classes 0 .. K were swept
 * (wy_query_set_classes()) and the value lies above them.
 *
 * Returns: K + 1 in that case (the value is at least this), 0 otherwise
 */
WY_AVAILABLE_IN_ALL
guint         wy_report_get_grundy_bound    (const WyReport *report);

/**
 * wy_report_get_eliminators:
 * @report: a report
 *
 * For an N-position, its options into P-positions decided no later than
 * it (the P-positions that eliminated it; empty when the board has no steps,
 * wy_report_has_step()); for a P-position of a game with blocking, its
 * options into P that the blocks cover; else empty.
 *
 * Returns: (transfer none) (element-type WyMove): the moves
 */
WY_AVAILABLE_IN_ALL
GArray       *wy_report_get_eliminators     (const WyReport *report);
/**
 * wy_report_get_step_lines:
 * @report: a report
 *
 * The lines of the position's step that run from its eliminators (empty
 * when the step is not known or the position is a P-position).
 *
 * Returns: (transfer none) (element-type WyLine): the lines
 */
WY_AVAILABLE_IN_ALL
GArray       *wy_report_get_step_lines      (const WyReport *report);
/**
 * wy_report_get_winning_moves:
 * @report: a report
 *
 * For an N-position, its moves into P-positions; empty for a P-position.
 *
 * Returns: (transfer none) (element-type WyMove): the moves into P-positions
 */
WY_AVAILABLE_IN_ALL
GArray       *wy_report_get_winning_moves   (const WyReport *report);
/**
 * wy_report_get_verdict:
 * @report: a report
 *
 * What the paper's formula says of the position beside the exact solver.
 *
 * Returns: the verdict, %WY_VERDICT_NO_FORMULA without a formula
 */
WY_AVAILABLE_IN_ALL
WyVerdict     wy_report_get_verdict         (const WyReport *report);
/**
 * wy_report_get_numeration:
 * @report: a report
 * @reading: (out caller-allocates) (optional): what Corollary 3.6 says of the position
 *
 * The reading of the position in the game's numeration system (docs/spec.md
 * §6), where the game has one.
 *
 * Returns: whether the game has a numeration system (Gamma_1, s >= 2) that reads the position
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_report_get_numeration      (const WyReport *report,
                                             WyNumerationReading *reading);
/**
 * wy_report_get_numeration_system:
 * @report: a report
 *
 * The numeration system of the position's game (Gamma_1 with s >= 2).
 *
 * Returns: (transfer none) (nullable): the game's numeration system, when it has one
 */
WY_AVAILABLE_IN_ALL
const WyNumeration *wy_report_get_numeration_system (const WyReport *report);

/* The words, translated. */
/**
 * wy_report_get_status_name:
 * @report: a report
 *
 * The position's status in words, translated.
 *
 * Returns: (transfer none): "P-position", "N-position" or "Not a position"
 */
WY_AVAILABLE_IN_ALL
const char   *wy_report_get_status_name     (const WyReport *report);
/**
 * wy_report_get_status_meaning:
 * @report: a report
 *
 * What the status means in words, translated, to follow the status name
 * after a dash ("P-position — the previous player wins").
 *
 * Returns: (transfer none): "the previous player wins", "the next player
 *   wins" or "no game starts here"
 */
WY_AVAILABLE_IN_ALL
const char   *wy_report_get_status_meaning  (const WyReport *report);
/**
 * wy_report_get_step_text:
 * @report: a report
 *
 * The step in words, translated.
 *
 * Returns: (nullable): "Decided at step 3", or %NULL when the step is not known
 */
WY_AVAILABLE_IN_ALL
const char   *wy_report_get_step_text       (const WyReport *report);
/**
 * wy_report_get_grundy_text:
 * @report: a report
 *
 * The Grundy value in words, translated.
 *
 * Returns: (nullable): "Grundy value 3", "Grundy value ≥ 8 (not computed)", or %NULL
 */
WY_AVAILABLE_IN_ALL
const char   *wy_report_get_grundy_text     (const WyReport *report);
/**
 * wy_report_get_verdict_text:
 * @report: a report
 *
 * The formula's verdict in words, translated.
 *
 * Returns: (nullable): the formula's verdict in words, %NULL without a formula
 */
WY_AVAILABLE_IN_ALL
const char   *wy_report_get_verdict_text    (const WyReport *report);
/**
 * wy_report_get_explanation:
 * @report: a report
 *
 * The explanation in words, translated.
 *
 * Returns: (nullable): why the position has its status in words (its moves
 *   into P-positions and, with blocking, how many can be blocked), or %NULL
 *   for the games whose status the lines show alone (no blocking)
 */
WY_AVAILABLE_IN_ALL
const char   *wy_report_get_explanation     (const WyReport *report);
/**
 * wy_report_get_text:
 * @report: a report
 *
 * Every text of the report in one, a line each, translated: what a screen
 * reader says of the position.
 *
 * Returns: (transfer none): the text
 */
WY_AVAILABLE_IN_ALL
const char   *wy_report_get_text            (const WyReport *report);

/**
 * wy_status_get_label:
 * @status: a status
 *
 * A status in words, translated.
 *
 * Returns: (transfer none): "P-position", "N-position" or "Not a position"
 */
WY_AVAILABLE_IN_ALL
const char   *wy_status_get_label           (WyStatus status);

/**
 * wy_verdict_get_name:
 * @verdict: a verdict
 *
 * The verdict's fixed name, for files and the command line.
 *
 * Returns: (transfer none): "agrees", "formula-p", "formula-n" or "none"
 */
WY_AVAILABLE_IN_ALL
const char   *wy_verdict_get_name           (WyVerdict verdict);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyReport, wy_report_unref)

G_END_DECLS
