/* wy-solve-rule.c: exact solver for rules of your own (moves:, pile:, adjoin:).
 *
 * Cells are decided in row-major order: every option of a cell lies before
 * it, so when the sweep reaches a cell, every P-position it can move to is
 * known, and so are the steps of its options (docs/spec.md §4):
 *
 *   N cell: its step is the Q-th smallest step of its moves into P;
 *   P cell: its step is one more than the largest step of its options.
 *
 * Two sweeps share that order:
 *
 *  - push (no blocking, no Grundy values): a new P-position p hands its
 *    step to every cell that can move to p (p plus each move), keeping the
 *    least; a cell nobody reached is P. The cost is the moves of the
 *    P-positions alone.
 *  - pull (block=Q, Grundy values): every cell reads all its options.
 *
 * A rule whose moves do not depend on the position (no x, y or n) is a
 * pattern, built once as per-row lists of dx; a position-dependent rule
 * is evaluated a row of lanes at a time (wy_rule_moves_row). Both sweeps
 * count their work and stop, naming the budget, when a rule costs more
 * than WY_RULE_WORK_BUDGET on the board asked for. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-board-private.h"
#include "wy-engine.h"
#include "wy-rule.h"

#define INF G_MAXUINT32

/* A list that grows with g_try_realloc: a rule's moves and a cell's
 * options reach the board's cells (16.7 million at 4096), and memory that
 * is not there is an error naming the board, never an abort. */
typedef struct {
  gpointer data;
  gsize    len, cap;
} TryVec;

static gboolean
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
  gboolean        one_pile, misere, invariant, grundy;
  guint           W, H, Q;
  /* invariant: the moves (dx, dy) as rows dy of ascending dx */
  guint          *row_start;
  guint32        *dxs;
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
  guint           rows_done;
  WyProgressFunc  progress;
  gpointer        user_data;
  GCancellable   *cancellable;
} RuleSolver;

/* Operations one board may cost (a unit is about a nanosecond's work: a
 * pattern entry, or a lane of a position-dependent rule per node). */
#define WY_RULE_WORK_BUDGET ((guint64) 6000 * 1000 * 1000)

static guint64 work_budget = WY_RULE_WORK_BUDGET;

void
_wy_solve_rule_set_budget (guint64 budget)
{
  work_budget = budget ? budget : WY_RULE_WORK_BUDGET;
}

static gboolean
no_memory (const RuleSolver *rs, GError **error)
{
  g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
               _("not enough memory for the moves of this rule on a board of size %u: choose "
                 "a smaller size"), rs->W);
  return FALSE;
}

/* The union of the terms' patterns, each move with the filter it takes. */
static gboolean
build_terms (RuleSolver *rs, GError **error)
{
  WyExpr *const *patterns;
  guint n_terms = wy_rule_get_terms (rs->rule, &patterns, &rs->filters);
  TryVec dxs = { 0 }, filter_of = { 0 };
  g_autofree guint8 *legal = g_try_malloc (rs->W);
  g_autofree gint32 *which = g_try_new (gint32, rs->W);

  rs->row_start = g_try_new (guint, rs->H + 1);
  if (!legal || !which || !rs->row_start || !try_reserve (&dxs, 4, 64)
      || !try_reserve (&filter_of, 4, 64))
    goto fail;
  for (guint dy = 0; dy < rs->H; dy++)
    {
      rs->row_start[dy] = dxs.len;
      for (guint dx = 0; dx < rs->W; dx++)
        which[dx] = G_MININT32;
      for (guint t = 0; t < n_terms; t++)
        {
          gint32 f = rs->filters[t] ? (gint32) t + 1 : 0;
          wy_expr_holds_row (patterns[t], 0, 0, 0, dy, 0, rs->W, legal);
          for (guint dx = 0; dx < rs->W; dx++)
            if (legal[dx])
              /* a move of two terms is always a move if either has no filter */
              which[dx] = which[dx] == G_MININT32 ? f : (which[dx] == 0 || f == 0) ? 0 : -1;
        }
      if (!try_reserve (&dxs, 4, rs->W) || !try_reserve (&filter_of, 4, rs->W))
        goto fail;
      for (guint dx = 0; dx < rs->W; dx++)
        if (which[dx] != G_MININT32 && dx + dy > 0 && !(rs->one_pile && dy > 0))
          {
            TRY_PUSH (dxs, guint32, dx);
            TRY_PUSH (filter_of, gint32, which[dx]);
          }
    }
  rs->row_start[rs->H] = dxs.len;
  rs->dxs = dxs.data;
  rs->filter_of = filter_of.data;
  return TRUE;
fail:
  g_free (dxs.data);
  g_free (filter_of.data);
  return no_memory (rs, error);
}

/* Does the move (dx, dy) of pattern entry i hold from (x, y)? */
static inline gboolean
entry_holds (RuleSolver *rs, gsize i, guint dx, guint dy, guint x, guint y)
{
  gint32 f = rs->filter_of[i];

  if (f == 0)
    return TRUE;
  rs->work += rs->lane_cost;
  return f > 0 ? wy_expr_holds (rs->filters[f - 1], dx, dy, x, y)
               : wy_rule_is_move (rs->rule, rs->one_pile, x, y, dx, dy, NULL);
}

static gboolean
build_pattern (RuleSolver *rs, GError **error)
{
  /* never empty, so that row pointers are never offsets from NULL */
  TryVec dxs = { 0 };
  g_autofree guint8 *legal = g_try_malloc (rs->W);

  rs->row_start = g_try_new (guint, rs->H + 1);
  if (!legal || !rs->row_start || !try_reserve (&dxs, 4, 64))
    {
      g_free (dxs.data);
      return no_memory (rs, error);
    }
  for (guint dy = 0; dy < rs->H; dy++)
    {
      rs->row_start[dy] = dxs.len;
      /* x and y as large as the board: only the bounds of the piles use them */
      wy_rule_moves_row (rs->rule, rs->one_pile, 0, rs->W - 1, 0, dy, rs->H - 1, rs->W, legal);
      if (dxs.len > (guint) 1 << 28 || !try_reserve (&dxs, 4, rs->W))
        {
          g_free (dxs.data);
          if (dxs.len <= (guint) 1 << 28)
            return no_memory (rs, error);
          g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                       _("the rule has more than 2^28 moves on a board of size %u: choose a "
                         "smaller size"), rs->W);
          return FALSE;
        }
      for (guint dx = 0; dx < rs->W; dx++)
        if (legal[dx])
          TRY_PUSH (dxs, guint32, dx);
    }
  rs->row_start[rs->H] = dxs.len;
  rs->dxs = dxs.data;
  return TRUE;
}

/* Called before row y (one pile: before position x = y); FALSE with error
 * when cancelled or over the budget. */
static gboolean
progress_at (RuleSolver *rs, guint y, GError **error)
{
  guint total = rs->one_pile ? rs->W : rs->H;

  if (g_cancellable_set_error_if_cancelled (rs->cancellable, error))
    return FALSE;
  if (rs->work > work_budget)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("this rule costs more than %.0e operations on a board of size %u (a time "
                     "budget of some seconds) and was solved below %u: choose a size of at "
                     "most %u"),
                   (double) work_budget, rs->W, MAX (y, 1u), MAX (y, 1u));
      return FALSE;
    }
  if (rs->progress)
    rs->progress ((double) y / total, rs->user_data);
  return TRUE;
}

/* Where the sweeps look at the clock: each row, or every 4096 positions of one pile. */
static inline gboolean
checkpoint (RuleSolver *rs, guint x, guint y, GError **error)
{
  if (rs->one_pile)
    return (x & 4095) != 0 || progress_at (rs, x, error);
  return x != 0 || progress_at (rs, y, error);
}

/* Appends the options of (x, y) (pull) or, with push, the cells above
 * (x, y) that can move to it, as cell indices. FALSE when the list finds
 * no memory to grow. */
static gboolean
collect (RuleSolver *rs, guint x, guint y, gboolean push)
{
  guint W = rs->W;
  guint rows = push ? rs->H - y : y + 1, span = push ? W - x : x + 1;

  rs->cells.len = 0;
  for (guint dy = 0; dy < rows; dy++)
    {
      guint row = push ? y + dy : y - dy;
      gsize base = (gsize) row * W;
      if (!try_reserve (&rs->cells, sizeof (gsize), span))
        return FALSE;
      if (rs->invariant || rs->patterned)
        {
          const guint32 *d = rs->dxs + rs->row_start[dy], *e = rs->dxs + rs->row_start[dy + 1];
          const guint32 *start = d;
          for (; d < e && *d < span; d++)
            {
              gsize cell = base + (push ? x + *d : x - *d);
              /* the moving cell: (x, y) when it pulls, the cell above when p pushes */
              if (rs->patterned
                  && !entry_holds (rs, d - rs->dxs, *d, dy, push ? x + *d : x, push ? row : y))
                continue;
              TRY_PUSH (rs->cells, gsize, cell);
            }
          rs->work += (guint64) (d - start) + 1;
        }
      else
        {
          /* pull: (x, y) moves by (dx, dy), lanes dx = 0 .. x at x fixed;
           * push: (x + dx, y + dy) moves by (dx, dy) */
          wy_rule_moves_row (rs->rule, rs->one_pile, 0, x, push ? 1 : 0, dy, push ? row : y,
                             span, rs->legal);
          rs->work += (guint64) span * rs->lane_cost;
          for (guint dx = 0; dx < span; dx++)
            if (rs->legal[dx])
              {
                gsize cell = base + (push ? x + dx : x - dx);
                TRY_PUSH (rs->cells, gsize, cell);
              }
        }
    }
  return TRUE;
}

/* One more than the largest step of the options (0 if none: also when
 * they find no memory, which collect_failed then says); their number in *n. */
static guint32
options_max_step (RuleSolver *rs, guint x, guint y, guint *n)
{
  const guint32 *step = rs->board->step;
  guint32 max = 0;

  *n = 0;
  if (!collect (rs, x, y, FALSE))
    return 0;
  for (guint i = 0; i < rs->cells.len; i++)
    max = MAX (max, step[TRY_AT (rs->cells, gsize, i)]);
  *n = rs->cells.len;
  return max + 1;
}

/* The same as options_max_step and a push through collect, for a
 * pattern: straight loops over its rows, nothing gathered. */
static guint32
pattern_max_step (RuleSolver *rs, guint x, guint y, guint *n)
{
  const guint32 *step = rs->board->step;
  guint32 max = 0;
  guint count = 0;

  for (guint dy = 0; dy <= y; dy++)
    {
      const guint32 *row = step + (gsize) (y - dy) * rs->W + x;
      const guint32 *d = rs->dxs + rs->row_start[dy], *e = rs->dxs + rs->row_start[dy + 1];
      const guint32 *start = d;
      for (; d < e && *d <= x; d++)
        max = MAX (max, row[-(gssize) *d]);
      count += d - start;
      rs->work += (guint64) (d - start) + 1;
    }
  *n = count;
  return max + 1;
}

static void
pattern_push (RuleSolver *rs, guint x, guint y, guint32 s)
{
  guint32 *step = rs->board->step;
  guint span = rs->W - x;

  for (guint dy = 0; dy < rs->H - y; dy++)
    {
      guint32 *row = step + (gsize) (y + dy) * rs->W + x;
      const guint32 *d = rs->dxs + rs->row_start[dy], *e = rs->dxs + rs->row_start[dy + 1];
      const guint32 *start = d;
      for (; d < e && *d < span; d++)
        row[*d] = MIN (row[*d], s);
      rs->work += (guint64) (d - start) + 1;
    }
}

/* No blocking, no Grundy values: the P-positions push their steps. */
static gboolean
sweep_push (RuleSolver *rs, GError **error)
{
  WyBoard *board = rs->board;

  for (gsize i = 0; i < (gsize) rs->W * rs->H; i++)
    board->step[i] = INF;
  for (guint y = 0; y < rs->H; y++)
    for (guint x = 0; x < rs->W; x++)
        {
          gsize i = (gsize) y * rs->W + x;
          guint n_options;

          if (!checkpoint (rs, x, y, error))
            return FALSE;
          guint32 s;

          if (board->step[i] != INF)
            {
              board->status[i] = WY_STATUS_N;
              continue;
            }
          s = rs->invariant ? pattern_max_step (rs, x, y, &n_options)
                            : options_max_step (rs, x, y, &n_options);
          if (s == 0)
            return no_memory (rs, error);
          if (rs->misere && n_options == 0)
            {
              /* terminal: the player to move has won */
              board->status[i] = WY_STATUS_N;
              board->step[i] = 1;
              continue;
            }
          board->status[i] = WY_STATUS_P;
          board->step[i] = s;
          if (rs->invariant)
            {
              pattern_push (rs, x, y, s);
              continue;
            }
          if (!collect (rs, x, y, TRUE))
            return no_memory (rs, error);
          for (guint k = 0; k < rs->cells.len; k++)
            {
              gsize u = TRY_AT (rs->cells, gsize, k);
              board->step[u] = MIN (board->step[u], s);
            }
        }
  return TRUE;
}

static int
compare_guint32 (const void *a, const void *b)
{
  guint32 u = *(const guint32 *) a, v = *(const guint32 *) b;

  return u < v ? -1 : u > v;
}

/* mex^Q of the options' values (plain mex when Q = 1); -1 without memory. */
static gint32
mex_q (RuleSolver *rs, guint stamp)
{
  const gint32 *g = rs->board->grundy;
  guint n = rs->cells.len, v = 0;

  /* a value is at most the number of options */
  if (n + 2 > rs->n_count)
    {
      guint size = MAX (n + 2, 2 * rs->n_count);
      guint32 *counts = g_try_renew (guint32, rs->count, size), *stamps;

      if (counts)
        rs->count = counts;
      if (!counts || !(stamps = g_try_renew (guint32, rs->stamp, size)))
        return -1;
      rs->stamp = stamps;
      memset (rs->stamp + rs->n_count, 0, sizeof (guint32) * (size - rs->n_count));
      rs->n_count = size;
    }
  for (guint k = 0; k < n; k++)
    {
      guint32 value = (guint32) g[TRY_AT (rs->cells, gsize, k)];
      if (value >= n + 1)
        continue;
      if (rs->stamp[value] != stamp)
        {
          rs->stamp[value] = stamp;
          rs->count[value] = 0;
        }
      rs->count[value]++;
    }
  while (rs->stamp[v] == stamp && rs->count[v] >= rs->Q)
    v++;
  return (gint32) v;
}

/* Every cell reads its options: block=Q, and the Grundy values. */
static gboolean
sweep_pull (RuleSolver *rs, GError **error)
{
  WyBoard *board = rs->board;
  guint stamp = 0;

  for (guint y = 0; y < rs->H; y++)
    for (guint x = 0; x < rs->W; x++)
        {
          gsize i = (gsize) y * rs->W + x;
          guint32 max = 0;

          if (!checkpoint (rs, x, y, error))
            return FALSE;
          rs->psteps.len = 0;
          if (!collect (rs, x, y, FALSE)
              || !try_reserve (&rs->psteps, sizeof (guint32), rs->cells.len))
            return no_memory (rs, error);
          for (guint k = 0; k < rs->cells.len; k++)
            {
              gsize w = TRY_AT (rs->cells, gsize, k);
              max = MAX (max, board->step[w]);
              if (board->status[w] == WY_STATUS_P)
                TRY_PUSH (rs->psteps, guint32, board->step[w]);
            }
          if (rs->misere && rs->cells.len == 0)
            {
              board->status[i] = WY_STATUS_N;
              board->step[i] = 1;
            }
          else if (rs->psteps.len >= rs->Q)
            {
              guint32 *p = rs->psteps.data;
              board->status[i] = WY_STATUS_N;
              if (rs->Q > 1)
                qsort (p, rs->psteps.len, sizeof (guint32), compare_guint32);
              else
                for (guint k = 1; k < rs->psteps.len; k++)
                  p[0] = MIN (p[0], p[k]);
              board->step[i] = p[rs->Q - 1];
            }
          else
            {
              board->status[i] = WY_STATUS_P;
              board->step[i] = max + 1;
            }
          if (rs->grundy)
            {
              if ((board->grundy[i] = mex_q (rs, ++stamp)) < 0)
                return no_memory (rs, error);
              board->max_grundy = MAX (board->max_grundy, (guint) board->grundy[i]);
            }
        }
  return TRUE;
}

/* What a lane of the rule costs against a pattern entry. */
static guint
lane_cost (const WyGame *game)
{
  const char *text = wy_game_get_rule_text (game);

  /* about a node per three characters; a built-in base costs a call */
  return MAX (4u, (guint) strlen (text) / 3);
}

/* The Grundy values of a pattern's cells (no steps): each cell stamps its
 * options' values (or counts them, with block=Q) and takes the least value
 * missing (held fewer than Q times). A value is at most the number of
 * options, so the stamps never grow. */
static gboolean
sweep_grundy (RuleSolver *rs, GError **error)
{
  WyBoard *board = rs->board;
  gint32 *g = board->grundy;
  guint W = rs->W, n_values = rs->row_start[rs->H] + 2;
  g_autofree guint32 *stamp = g_try_new0 (guint32, n_values);
  g_autofree guint32 *count = g_try_new0 (guint32, n_values);
  guint32 id = 0;

  if (!stamp || !count)
    return no_memory (rs, error);
  /* block=1 on a board of more than a few rows: along the pattern's runs */
  if (rs->Q == 1 && !rs->one_pile && rs->H >= 64)
    switch (_wy_grundy_runs (rs->W, rs->H, rs->row_start, rs->dxs, g, &board->max_grundy,
                             &rs->work, rs->cancellable, error))
      {
      case WY_RUNS_DONE: return TRUE;
      case WY_RUNS_FAILED: return FALSE;
      case WY_RUNS_DECLINED: break;
      }

  for (guint y = 0; y < rs->H; y++)
    for (guint x = 0; x < W; x++)
      {
        guint32 v = 0;

        if (!checkpoint (rs, x, y, error))
          return FALSE;
        id++;
        for (guint dy = 0; dy <= y; dy++)
          {
            const gint32 *row = g + (gsize) (y - dy) * W + x;
            const guint32 *d = rs->dxs + rs->row_start[dy], *e = rs->dxs + rs->row_start[dy + 1];
            const guint32 *start = d;
            if (rs->Q == 1)
              for (; d < e && *d <= x; d++)
                stamp[row[-(gssize) *d]] = id;
            else
              for (; d < e && *d <= x; d++)
                {
                  guint32 value = (guint32) row[-(gssize) *d];
                  if (stamp[value] != id)
                    {
                      stamp[value] = id;
                      count[value] = 0;
                    }
                  count[value]++;
                }
            rs->work += (guint64) (d - start) + 1;
          }
        while (stamp[v] == id && (rs->Q == 1 || count[v] >= rs->Q))
          v++;
        g[(gsize) y * W + x] = (gint32) v;
        board->max_grundy = MAX (board->max_grundy, v);
      }
  return TRUE;
}

static gboolean solve (WyBoard *board, gboolean with_grundy, gboolean with_steps,
                       WyProgressFunc progress, gpointer user_data, GCancellable *cancellable,
                       GError **error);

gboolean
wy_solve_rule (WyBoard *board, gboolean with_grundy, WyProgressFunc progress, gpointer user_data,
               GCancellable *cancellable, GError **error)
{
  return solve (board, with_grundy, TRUE, progress, user_data, cancellable, error);
}

gboolean
wy_grundy_rule (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                GCancellable *cancellable, GError **error)
{
  return solve (board, TRUE, FALSE, progress, user_data, cancellable, error);
}

static void
rule_solver_init (RuleSolver *rs, WyBoard *board, gboolean with_grundy,
                  WyProgressFunc progress, gpointer user_data, GCancellable *cancellable)
{
  const WyGame *game = board->game;

  rs->board = board;
  rs->rule = _wy_game_get_rule (game);
  rs->one_pile = board->one_pile;
  rs->misere = wy_game_is_misere (game);
  rs->invariant = wy_rule_is_invariant (rs->rule);
  rs->grundy = with_grundy;
  rs->W = board->width;
  rs->H = board->height;
  rs->Q = wy_game_get_block (game);
  rs->lane_cost = lane_cost (game);
  rs->progress = progress;
  rs->user_data = user_data;
  rs->cancellable = cancellable;
}

/* The sweep the rule and the question call for, on the board's arrays. */
static gboolean
run_sweep (RuleSolver *rs, gboolean with_grundy, gboolean with_steps, GError **error)
{
  WyBoard *board = rs->board;
  gboolean ok;

  if (with_grundy)
    {
      board->grundy = g_try_new (gint32, (gsize) rs->W * rs->H);
      if (!board->grundy)
        {
          g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                       _("not enough memory for the Grundy values of a board of size %u"),
                       board->size);
          return FALSE;
        }
    }
  if (with_grundy && !with_steps && rs->invariant)
    return sweep_grundy (rs, error);
  /* the steps are the sweeps' own bookkeeping */
  if (board->step)
    return (rs->Q > 1 || with_grundy) ? sweep_pull (rs, error) : sweep_push (rs, error);
  board->step = g_try_new (guint32, (gsize) rs->W * rs->H);
  if (!board->step)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for a board of size %u"), board->size);
      return FALSE;
    }
  ok = (rs->Q > 1 || with_grundy) ? sweep_pull (rs, error) : sweep_push (rs, error);
  g_clear_pointer (&board->step, g_free);
  return ok;
}

static gboolean
solve (WyBoard *board, gboolean with_grundy, gboolean with_steps, WyProgressFunc progress,
       gpointer user_data, GCancellable *cancellable, GError **error)
{
  RuleSolver rs = { 0 };
  WyExpr *const *patterns;
  gboolean ok;

  rule_solver_init (&rs, board, with_grundy, progress, user_data, cancellable);
  rs.patterned = !rs.invariant && wy_rule_get_base (rs.rule) == NULL
                 && wy_rule_get_terms (rs.rule, &patterns, &rs.filters) > 0;
  if ((rs.invariant && !build_pattern (&rs, error)) || (rs.patterned && !build_terms (&rs, error)))
    ok = FALSE;
  else if (!(rs.legal = g_try_malloc (rs.W)))
    ok = no_memory (&rs, error);
  else
    ok = run_sweep (&rs, with_grundy, with_steps, error);
  g_free (rs.row_start);
  g_free (rs.dxs);
  g_free (rs.filter_of);
  g_free (rs.legal);
  g_free (rs.count);
  g_free (rs.stamp);
  g_free (rs.cells.data);
  g_free (rs.psteps.data);
  return ok;
}

/* The largest side each sweep takes for a rule, from the work budget with
 * rules like the docs' examples (tests and bench measure them): a
 * pattern's push sweep costs the moves of the P-positions, the pull sweep
 * every cell's moves, a position-dependent rule a lane per cell it looks
 * at. Hostile rules are still stopped by the budget while they run. */
#define WY_RULE_PUSH_MAX 4096u
#define WY_RULE_PULL_MAX 1024u
#define WY_RULE_DEPENDENT_PUSH_MAX 512u
#define WY_RULE_DEPENDENT_PULL_MAX 128u
#define WY_RULE_TERMS_PULL_MAX 256u
#define WY_RULE_PILE_MAX 1000000u
#define WY_RULE_PILE_PULL_MAX 100000u
#define WY_RULE_PILE_DEPENDENT_MAX 20000u

guint
wy_solve_rule_max_size (const WyGame *game, gboolean grundy)
{
  const WyRule *rule = _wy_game_get_rule (game);
  gboolean pull = grundy || wy_game_get_block (game) > 1;
  WyExpr *const *patterns, *const *filters;
  guint max;

  if (wy_game_is_one_pile (game))
    max = !wy_rule_is_invariant (rule) ? WY_RULE_PILE_DEPENDENT_MAX
          : pull ? WY_RULE_PILE_PULL_MAX : WY_RULE_PILE_MAX;
  else if (wy_rule_is_invariant (rule))
    max = pull ? WY_RULE_PULL_MAX : WY_RULE_PUSH_MAX;
  else if (wy_rule_get_base (rule) == NULL && wy_rule_get_terms (rule, &patterns, &filters) > 0)
    /* a pattern with filters: the push sweeps as a pattern's */
    max = pull ? WY_RULE_TERMS_PULL_MAX : WY_RULE_PUSH_MAX;
  else
    max = pull ? WY_RULE_DEPENDENT_PULL_MAX : WY_RULE_DEPENDENT_PUSH_MAX;
  return max;
}
