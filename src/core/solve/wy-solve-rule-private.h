/* wy-solve-rule-private.h: the rule solver's state, shared by its files
 * (solve/wy-solve-rule.c: the sweeps; solve/wy-solve-rule-pattern.c: the
 * pattern of an invariant rule and the terms' of a patterned one). */
#pragma once

#include "wy-board-private.h"
#include "wy-game-private.h"

G_BEGIN_DECLS

/* A list that grows with g_try_realloc: a rule's moves and a cell's
 * options reach the board's cells (16.7 million at 4096), and memory that
 * is not there is an error naming the board, never an abort. */
typedef struct {
  gpointer data;
  gsize    len, cap;
} TryVec;

static inline gboolean
try_reserve (TryVec *v, gsize elt, gsize more)
{
  gsize need = v->len + more, cap = MAX (MAX (need, v->cap * 2), 64);
  gpointer p;

  if (need <= v->cap)
    return TRUE;
  if (need < more || cap > G_MAXSIZE / elt || !(p = g_try_realloc (v->data, cap * elt)))
    return FALSE;
  v->data = p;
  v->cap = cap;
  return TRUE;
}

#define TRY_AT(v, type, i) (((type *) (v).data)[i])
#define TRY_PUSH(v, type, x) (TRY_AT ((v), type, (v).len++) = (x))

typedef struct {
  WyBoard        *board;
  const WyRule   *rule;
  const WyGame   *base;   /* an adjoin's base game; NULL for an expression */
  gboolean        one_pile, misere, invariant, grundy;
  guint           W, H, Q;
  /* invariant: the moves (dx, dy) as rows dy of ascending dx */
  guint          *row_start;
  guint32        *dxs;
  /* the rows dy of the pattern that hold a move, ascending: the sweeps
   * pass over the others (a rule of few moves costs its moves, not the
   * board's rows at every cell), and how many lie below each row dy */
  guint          *rows;
  guint          *rows_below;
  /* patterned (a position-dependent rule taken apart, wy_rule_get_terms):
   * the same rows hold every (dx, dy) of the terms' patterns, and each its
   * filter: 0 none, t + 1 term t's, -1 the whole rule (several terms) */
  gboolean        patterned;
  gint32         *filter_of;
  WyExpr *const  *filters;
  /* position-dependent: a row of lanes, and what a lane costs */
  guint8         *legal;
  guint           lane_cost;
  /* the cells a move leads from or to (cell indices, gsize) */
  TryVec          cells;
  /* pull: the steps of the moves into P (guint32), mex counts of the values */
  TryVec          psteps;
  guint32        *count, *stamp;
  guint           n_count;
  guint64         work;
  /* the probes' cap on the work, when to look at the clock next, and the
   * deadline (_wy_rule_clock, 0: none) */
  guint64         work_cap, next_clock;
  gint64          deadline;
  guint           rows_done;
  WyProgressFunc  progress;
  gpointer        user_data;
  GCancellable   *cancellable;
} RuleSolver;

/* A row of lanes of the rule's moves (wy_rule_moves_row): an adjoin's through its game, which
 * adds its base's moves; an expression's straight from the rule (the sweeps' inner loop). */
static inline void
_wy_rule_moves_row (const RuleSolver *rs, guint x0, int xstep, guint dy, guint y, guint n,
                    guint8 *legal)
{
  if (rs->base)
    _wy_game_rule_moves_row (rs->board->game, rs->one_pile, 0, x0, xstep, dy, y, n, legal);
  else
    wy_rule_moves_row (rs->rule, rs->one_pile, 0, x0, xstep, dy, y, n, legal);
}

/* The error for a list that found no memory: FALSE. */
gboolean _wy_rule_no_memory     (const RuleSolver *rs, GError **error);
/* The moves of an invariant rule as rows dy of ascending dx (rs->row_start,
 * rs->dxs); FALSE with error when too many or without memory. */
gboolean _wy_rule_build_pattern (RuleSolver *rs, GError **error);
/* The union of the terms' patterns, each move with the filter it takes
 * (rs->filter_of); FALSE with error without memory. */
gboolean _wy_rule_build_terms   (RuleSolver *rs, GError **error);

G_END_DECLS
