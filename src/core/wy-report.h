/* wy-report.h: everything the core says of one position of a solution, in one answer. */
#pragma once

#include "wy-numeration.h"
#include "wy-solution.h"

G_BEGIN_DECLS

/* What the paper's formula says of the position beside the exact solver. */
typedef enum {
  WY_VERDICT_NO_FORMULA, /* no formula beside this solution (none for the game, not asked
                            with WY_NEED_FORMULA, or it could not be evaluated) */
  WY_VERDICT_AGREES,     /* the formula and the exact solver agree here */
  WY_VERDICT_FORMULA_P,  /* the formula says P, the exact solver N */
  WY_VERDICT_FORMULA_N,  /* the formula says N, the exact solver P */
} WyVerdict;

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
 * Returns: @report
 */
WY_AVAILABLE_IN_ALL
WyReport     *wy_report_ref                 (WyReport *report);
/**
 * wy_report_unref: (skip)
 * @report: a report
 */
WY_AVAILABLE_IN_ALL
void          wy_report_unref               (WyReport *report);

/**
 * wy_report_get_game:
 * @report: a report
 *
 * Returns: (transfer none): the game
 */
WY_AVAILABLE_IN_ALL
const WyGame *wy_report_get_game            (const WyReport *report);
WY_AVAILABLE_IN_ALL
guint         wy_report_get_x               (const WyReport *report);
WY_AVAILABLE_IN_ALL
guint         wy_report_get_y               (const WyReport *report); /* one pile: 0 */
/* three heaps: the third coordinate (else 0), and the number of heaps */
WY_AVAILABLE_IN_ALL
guint         wy_report_get_z               (const WyReport *report);
WY_AVAILABLE_IN_ALL
guint         wy_report_get_heaps           (const WyReport *report);
WY_AVAILABLE_IN_ALL
gboolean      wy_report_is_one_pile         (const WyReport *report);
WY_AVAILABLE_IN_ALL
WyStatus      wy_report_get_status          (const WyReport *report);
/* Does the solution know the step of the position? */
WY_AVAILABLE_IN_ALL
gboolean      wy_report_has_step            (const WyReport *report);
/* The step at which the position was decided; 0 when not computed. */
WY_AVAILABLE_IN_ALL
guint         wy_report_get_step            (const WyReport *report);
/* The Sprague-Grundy value; -1 when not known (see wy_report_get_grundy_bound). */
WY_AVAILABLE_IN_ALL
int           wy_report_get_grundy          (const WyReport *report);
/* When only the Grundy classes 0..K were swept and the value lies above them:
 * the value is at least this (K + 1); 0 otherwise. */
WY_AVAILABLE_IN_ALL
guint         wy_report_get_grundy_bound    (const WyReport *report);

/**
 * wy_report_get_eliminators:
 * @report: a report
 *
 * For an N-position, its options into P-positions decided no later than
 * it (the P-positions that eliminated it); for a P-position of a game with
 * blocking, its options into P that the blocks cover; else empty.
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
 * Returns: (transfer none) (element-type WyMove): the moves into P-positions
 */
WY_AVAILABLE_IN_ALL
GArray       *wy_report_get_winning_moves   (const WyReport *report);
WY_AVAILABLE_IN_ALL
WyVerdict     wy_report_get_verdict         (const WyReport *report);
/**
 * wy_report_get_numeration:
 * @report: a report
 * @reading: (out caller-allocates) (optional): what Corollary 3.6 says of the position
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
 * Returns: (transfer none) (nullable): the game's numeration system, when it has one
 */
WY_AVAILABLE_IN_ALL
const WyNumeration *wy_report_get_numeration_system (const WyReport *report);

/* The words, translated. */
/* "P-position", "N-position", "Not a position" */
WY_AVAILABLE_IN_ALL
const char   *wy_report_get_status_name     (const WyReport *report);
/* "The previous player wins", ... */
WY_AVAILABLE_IN_ALL
const char   *wy_report_get_status_meaning  (const WyReport *report);
/**
 * wy_report_get_step_text:
 * @report: a report
 *
 * Returns: (nullable): "Decided at step 3", or %NULL when the step is not known
 */
WY_AVAILABLE_IN_ALL
const char   *wy_report_get_step_text       (const WyReport *report);
/**
 * wy_report_get_grundy_text:
 * @report: a report
 *
 * Returns: (nullable): "Grundy value 3", "Grundy value ≥ 8 (not computed)", or %NULL
 */
WY_AVAILABLE_IN_ALL
const char   *wy_report_get_grundy_text     (const WyReport *report);
/**
 * wy_report_get_verdict_text:
 * @report: a report
 *
 * Returns: (nullable): the formula's verdict in words, %NULL without a formula
 */
WY_AVAILABLE_IN_ALL
const char   *wy_report_get_verdict_text    (const WyReport *report);
/**
 * wy_report_get_explanation:
 * @report: a report
 *
 * Returns: (nullable): why the position has its status in words (its moves
 *   into P-positions and, with blocking, how many can be blocked), or %NULL
 *   for the games whose status the lines show alone (no blocking)
 */
WY_AVAILABLE_IN_ALL
const char   *wy_report_get_explanation     (const WyReport *report);
/* Every text above in one, a line each: what a screen reader says of the position. */
WY_AVAILABLE_IN_ALL
const char   *wy_report_get_text            (const WyReport *report);

/* A status in words, translated: "P-position", "N-position", "Not a position". */
WY_AVAILABLE_IN_ALL
const char   *wy_status_get_label           (WyStatus status);

/* The verdict's fixed name (for files and the command line): "agrees",
 * "formula-p", "formula-n", "none". */
WY_AVAILABLE_IN_ALL
const char   *wy_verdict_get_name           (WyVerdict verdict);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyReport, wy_report_unref)

G_END_DECLS
