/* wy-rule.h: the move sets of rules of your own: moves:rule=, pile:rule=, adjoin:base= (private). */
#pragma once

#include "wy-expr.h"
#include "wy-game.h"

G_BEGIN_DECLS

/* Adjoins nest at most this deep (each level solves its base). */
#define WY_RULE_MAX_NESTING 4

typedef struct _WyRule WyRule;

/* moves:/pile: an expression; adjoin: a base game (taken). */
WyRule     *wy_rule_new_expr      (const char *text, gboolean one_pile, guint *column,
                                   GError **error);
WyRule     *wy_rule_new_adjoin    (WyGame *base);
WyRule     *wy_rule_ref           (WyRule *rule);
void        wy_rule_unref         (WyRule *rule);
/* The value of the rule's key in canonical form: "(EXPR)" or "(BASE)". */
const char *wy_rule_get_text      (const WyRule *rule);
const WyGame *wy_rule_get_base    (const WyRule *rule); /* adjoin; NULL otherwise */
/* Do the moves depend on (dx, dy) alone (no x, y, n)? */
gboolean    wy_rule_is_invariant  (const WyRule *rule);
/* The legal moves, ignoring blocking (one pile: dx is what n loses, dy 0). */
gboolean    wy_rule_is_move       (const WyRule *rule, gboolean one_pile, guint x, guint y,
                                   guint dx, guint dy);
/* n lanes at once, as wy_expr_holds_row: dx = dx0 + i, x = x0 + xstep i. */
void        wy_rule_moves_row     (const WyRule *rule, gboolean one_pile, guint dx0, guint x0,
                                   int xstep, guint dy, guint y, guint n, guint8 *legal);
/* A position-dependent expression as terms (wy_expr_split): each term's
 * pattern (no x, y, n) and filter (NULL: none); 0 when it has none. */
guint       wy_rule_get_terms     (const WyRule *rule, WyExpr *const **patterns,
                                   WyExpr *const **filters);
/* adjoin: is (dx, dy) a P-position of the base other than the origin? The
 * base is solved (once, as far as asked) on the first question beyond
 * what it knows; FALSE with error when it cannot be solved that far. */
gboolean    wy_rule_prepare       (const WyRule *rule, gboolean one_pile, guint size,
                                   GError **error);

/* The rule of a game of the families moves, pile and adjoin; NULL for the
 * built-in families (wy-game.c). */
const WyRule *_wy_game_get_rule   (const WyGame *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyRule, wy_rule_unref)

G_END_DECLS
