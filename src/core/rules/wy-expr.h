/* wy-expr.h: the expressions of rules of your own (moves:rule=, pile:rule=; docs/rules.md). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The variables; a one-pile rule names n (as X) and d (as DX). */
typedef enum {
  WY_EXPR_DX,
  WY_EXPR_DY,
  WY_EXPR_X,
  WY_EXPR_Y,
  WY_EXPR_DZ,  /* three heaps: a rule naming dz or z is a 3-heap game */
  WY_EXPR_Z,
  WY_EXPR_N_VARS
} WyExprVar;

/* Longest expression and deepest nesting accepted. */
#define WY_EXPR_MAX_LENGTH 1000
#define WY_EXPR_MAX_DEPTH 64

typedef struct _WyExpr WyExpr;

/* Parses text. On failure, the error names the problem and its column
 * (1-based), also stored in *column when column is not NULL. */
WyExpr   *wy_expr_parse     (const char *text, gboolean one_pile, guint *column, GError **error);
void      wy_expr_free      (WyExpr *expr);
/* The canonical form: no spaces, the fewest parentheses. */
char     *wy_expr_to_string (const WyExpr *expr);
/* Does the expression name this variable? */
gboolean  wy_expr_uses      (const WyExpr *expr, WyExprVar var);

/* A position-dependent rule taken apart into terms (the disjuncts), each
 * the conjunction of its factors without x and y (a pattern, never NULL)
 * and of those with them (a filter; NULL: none): the rule holds iff some
 * term's pattern and filter hold. Only for expressions that cannot fail
 * (no division by zero, no overflow, with every variable in 0..var_max),
 * where the terms' order does not matter; FALSE (nothing added) otherwise,
 * or when a term has no factor without x and y. The caller frees the
 * expressions added to patterns and filters. */
gboolean  wy_expr_split     (const WyExpr *expr, gint64 var_max, GPtrArray *patterns,
                             GPtrArray *filters);

/* Is the move legal: the value is non-zero and no division by zero or
 * 64-bit overflow happened on the way (either makes the move illegal)? */
gboolean  wy_expr_holds     (const WyExpr *expr, gint64 dx, gint64 dy, gint64 x, gint64 y);

/* The same on three heaps. */
gboolean  wy_expr_holds3    (const WyExpr *expr, gint64 dx, gint64 dy, gint64 dz, gint64 x,
                             gint64 y, gint64 z);

/* The same for n lanes at once: lane i has dx = dx0 + i, x = x0 + xstep i
 * and the given dy, y; legal[i] is set to 0 or 1. */
void      wy_expr_holds_row (const WyExpr *expr, gint64 dx0, gint64 x0, int xstep, gint64 dy,
                             gint64 y, guint n, guint8 *legal);
/* What a lane of wy_expr_holds_row costs, in the rule sweeps' units of
 * about a nanosecond (solve/wy-solve-rule.c): a unit a node, more for the
 * nodes it computes by a call (division, modulo, negation, absolute value). */
guint     wy_expr_lane_cost (const WyExpr *expr);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyExpr, wy_expr_free)

G_END_DECLS
