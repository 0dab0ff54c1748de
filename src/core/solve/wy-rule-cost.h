/* wy-rule-cost.h: what a rule of your own costs before it is solved (solve/wy-rule-cost.c) (private). */
#pragma once

#include "wy-game-private.h"
#include "wy-rule.h"

G_BEGIN_DECLS

/* What the model asks back of the engine, which alone solves and hands
 * these down (wy-engine.c): an adjoin's base grown as far as a side for
 * the probes, and the base's largest side for its P-positions within a
 * budget of seconds. */
typedef struct {
  WyRuleGrowFunc grow;
  guint        (*base_side) (const WyGame *base, double seconds);
} WyRuleBaseOps;

/* The largest side within WY_RULE_TIME_SHARE of the time budget of
 * @seconds by the rule's measured cost, and the memory budget. The share
 * leaves room for a loaded machine, the command's start and its output:
 * on a busy machine (load 8 on two cores) a rule's Grundy values at the
 * side of a 0.7 share took 2.0 s of processor where the model said 1.4 s. */
#define WY_RULE_TIME_SHARE 0.5
guint     wy_solve_rule_max_size (const WyGame *game, gboolean grundy, double seconds,
                                  const WyRuleBaseOps *ops);
/* The bytes a board of this side takes by that model (its cells, the
 * pattern, an adjoin's base board). */
double    _wy_rule_cost_bytes    (const WyGame *game, gboolean grundy, guint size,
                                  const WyRuleBaseOps *ops);
/* The seconds a board of this side costs by that model. */
double    _wy_rule_cost_seconds  (const WyGame *game, gboolean grundy, guint size,
                                  const WyRuleBaseOps *ops);

G_END_DECLS
