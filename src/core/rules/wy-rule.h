/* wy-rule.h: the move sets of rules of your own: moves:rule=, pile:rule=, adjoin:base= (private). */
#pragma once

#include "wy-expr.h"

G_BEGIN_DECLS

/* Adjoins nest at most this deep (each level solves its base). */
#define WY_RULE_MAX_NESTING 4

typedef struct _WyRule WyRule;

/* moves:/pile: an expression; adjoin: a base game (taken, freed with free_base; the rule
 * holds it for the game, wy-game.c, and never looks into it), base_text its rule string. */
WyRule     *wy_rule_new_expr      (const char *text, gboolean one_pile, guint *column,
                                   GError **error);
WyRule     *wy_rule_new_adjoin    (gpointer base, const char *base_text,
                                   GDestroyNotify free_base);
WyRule     *wy_rule_ref           (WyRule *rule);
void        wy_rule_unref         (WyRule *rule);
/* The value of the rule's key in canonical form: "(EXPR)" or "(BASE)". */
const char *wy_rule_get_text      (const WyRule *rule);
/* What a move asked of the rule costs in a row of them (wy_expr_lane_cost). */
guint       wy_rule_get_lane_cost (const WyRule *rule);
/* adjoin: its base game (typed by _wy_game_get_base); NULL otherwise */
gconstpointer wy_rule_get_base    (const WyRule *rule);
/* Do the rule's own moves depend on (dx, dy) alone (no x, y, n)? An adjoin's, its base's
 * P-positions, do; whether its base's moves do is the game's question
 * (_wy_game_moves_invariant). */
gboolean    wy_rule_is_invariant  (const WyRule *rule);
/* adjoin: how the base's P-positions grow when a question reaches beyond
 * them: the engine solves the base (solve/wy-engine.c,
 * _wy_engine_grow_base) and hands them in (wy_rule_take_base_pset); the
 * rules never solve. FALSE with error when the base cannot be solved that
 * far. */
typedef gboolean (*WyRuleGrowFunc) (const WyRule *rule, gboolean one_pile, guint size,
                                    GError **error);
/* The rule's own legal moves, ignoring blocking (one pile: dx is what n loses, dy 0): an
 * expression's, or the base's P-positions of an adjoin (its base's moves are the game's,
 * _wy_game_move_line). An adjoin's question beyond its base's known P-positions grows them
 * with grow; with NULL (an engine that prepared the board's side) it reads them. */
gboolean    wy_rule_is_move       (const WyRule *rule, gboolean one_pile, guint x, guint y,
                                   guint dx, guint dy, WyRuleGrowFunc grow);
/* The same on three heaps (an adjoin's base P-positions as moves: a cube
 * of side x side, row dz * side + dy). */
gboolean    wy_rule_is_move3      (const WyRule *rule, guint x, guint y, guint z, guint dx,
                                   guint dy, guint dz, WyRuleGrowFunc grow);
/* Does the rule's expression name dz or z? (An adjoin over a 3-heap base: wy_game_get_heaps.) */
gboolean    wy_rule_is_heaps3     (const WyRule *rule);
/* n lanes at once, as wy_expr_holds_row: dx = dx0 + i, x = x0 + xstep i. An adjoin's legal
 * holds its base's moves on entry (_wy_game_rule_moves_row): its P-positions are added. */
void        wy_rule_moves_row     (const WyRule *rule, gboolean one_pile, guint dx0, guint x0,
                                   int xstep, guint dy, guint y, guint n, guint8 *legal);
/* A position-dependent expression as terms (wy_expr_split): each term's
 * pattern (no x, y, n) and filter (NULL: none); 0 when it has none. */
guint       wy_rule_get_terms     (const WyRule *rule, WyExpr *const **patterns,
                                   WyExpr *const **filters);
/* adjoin: the side of the board on which the base's P-positions are known
 * (0 before the first); 0 for the other rules. */
guint       wy_rule_get_base_side (const WyRule *rule);
/* adjoin: the base's P-positions on a side x side board, a bit each (row y
 * from word y * words; one row for one pile), taken; kept when larger than
 * what is known, freed otherwise. */
void        wy_rule_take_base_pset (const WyRule *rule, guint64 *bits, guint side, guint words);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyRule, wy_rule_unref)

G_END_DECLS
