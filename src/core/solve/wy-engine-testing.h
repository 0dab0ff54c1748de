/* wy-engine-testing.h: what only the tests ask of the engines (no file of src/ but their
 * own calls these; tests/ includes this header): the caps under a time budget of the
 * test's choosing, and seams for the engines' thresholds. Each seam moves a threshold,
 * or shows a storage choice, at sizes the brute force reaches, so that a test checks
 * both sides of it: no query field or setting reaches these (the time budget's least is
 * WY_TIME_BUDGET_MIN, a second; the others are constants of the engines). */
#pragma once

#include "wy-engine.h"

G_BEGIN_DECLS

/* wy-engine.c: wy_solve_max_size under the time budget seconds (WY_TIME_BUDGET_MIN to
 * _MAX) instead of the process's, to check the caps on both sides of a budget. */
guint                 wy_solve_max_size_within        (const WyGame *game, WyNeeds needs,
                                                       double seconds, const char **reason);

/* wy-solve-one-pile.c: the strip of a board, NULL when its cells are stored otherwise;
 * the largest step a strip keeps (G_MAXUINT16, its most), lowered to reach the fallback
 * past it. */
const WyOnePileStrip *_wy_one_pile_board_strip        (const WyBoard *board);
void                  _wy_one_pile_set_strip_step_max (guint max);
/* wy-rule-cost.c: the model's seconds times factor (1: as measured), to bring its seam
 * down to boards the brute force solves. */
void                  _wy_rule_cost_set_scale         (double factor);
/* wy-solve-rule.c: the seconds a rule's solve may take instead of the time budget
 * (0: the budget), to reach the deadline at once. */
void                  _wy_solve_rule_set_time_limit   (double seconds);

G_END_DECLS
