/* wy-solve-rule.h: the rule solver's probe, for the rules' cost model (wy-rule-cost.c) (private). */
#pragma once

#include "wy-game-private.h"

G_BEGIN_DECLS

/* Solve a rule's board of this side untimed, stopping past cap units of
 * work: the work (the cost model's units), the pattern's entries and the
 * bytes of the sweep's lists at their largest.
 * FALSE when stopped or refused. (An adjoin's base has been grown to the
 * side before.) */
typedef struct {
  guint64 work, entries, lists;
} WyRuleProbe;
gboolean  _wy_solve_rule_probe (const WyGame *game, guint size, gboolean grundy, guint64 cap,
                                WyRuleProbe *probe);

G_END_DECLS
