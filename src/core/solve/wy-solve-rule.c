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
 * is evaluated a row of lanes at a time (wy_rule_moves_row). The sweeps
 * count their work (the units of the cost model, solve/wy-rule-cost.c,
 * which caps the size before they start) and look at the clock every
 * WY_RULE_CLOCK_EVERY units: past the time budget they stop, saying so. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-board-private.h"
#include "wy-engine.h"
#include "wy-engine-testing.h"
#include "wy-error-private.h"
#include "wy-rule.h"
#include "wy-solve-rule-private.h"
#include "wy-solve-rule.h"

#define INF G_MAXUINT32

/* The units of work (about a nanosecond each on the project's machines,
 * the cost model's, wy-rule-cost.c): a cell swept (its memory and its
 * bookkeeping), an option a pull reads (its step, status, and the Q-th
 * smallest step), a row of lanes asked of a position-dependent rule
 * besides its lanes. A pattern entry read or pushed is a unit, a lane of
 * the pattern's rows a unit a node of the rule (wy_rule_get_lane_cost; twice
 * that for the short rows of a position-dependent rule); an entry whose value
 * the Grundy sweep stamps two. Measured with perf: a cell of a push sweep
 * some 14 ns with its page, an option of a pull 9 ns; a stamped entry
 * 1.5 ns (pile:rule=(1) at 52,000). */
#define WY_RULE_CELL_UNITS 12
#define WY_RULE_OPTION_UNITS 8
#define WY_RULE_ROW_UNITS 16
/* a row of a pattern looked at (its bounds, a branch) */
#define WY_RULE_PATTERN_ROW_UNITS 4
/* The sweeps look at the clock every this many units of work (some 10 ms). */
#define WY_RULE_CLOCK_EVERY ((guint64) 1 << 23)

/* For tests: the seconds a solve may take instead of the time budget (0: the budget). */
static double time_limit;

void
_wy_solve_rule_set_time_limit (double seconds)
{
  time_limit = seconds;
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

/* Past the probe's cap on the work or the deadline: FALSE with error.
 * done: the rows (one pile: positions) finished. */
static gboolean
clock_check (RuleSolver *rs, guint done, GError **error)
{
  guint64 left = rs->work_cap - MIN (rs->work, rs->work_cap);
  guint allowed;

  rs->next_clock = rs->work + MIN (WY_RULE_CLOCK_EVERY, left) + 1;
  if (rs->work > rs->work_cap)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY, "the probe is beyond its cap");
      return FALSE;
    }
  if (rs->deadline == 0 || _wy_rule_clock () <= rs->deadline)
    return TRUE;
  /* the query's allowed size (wy_query_get_allowed_size): four fifths of the
   * side it finished, which took the whole budget on the larger board; at
   * least 0.64 of it on its own, so a second run keeps clear of the deadline */
  allowed = MAX ((guint) ((guint64) done * 4 / 5), 1u);
  _wy_error_refuse (error, WY_ERROR_MEMORY, allowed,
                    _("this rule reached the time budget of %g s on a board of size %u, solved "
                      "below %u (its cost was more than its measured model said): choose a "
                      "size of at most %u, or a larger --time-budget SECONDS (up to %g)"),
                    time_limit > 0 ? time_limit : wy_solve_get_time_budget (), rs->W, allowed,
                    allowed, WY_TIME_BUDGET_MAX);
  return FALSE;
}

/* Called before row y (one pile: before position x = y); FALSE with error
 * when cancelled or over the budget. */
static gboolean
progress_at (RuleSolver *rs, guint y, GError **error)
{
  guint total = rs->one_pile ? rs->W : rs->H;

  if (g_cancellable_set_error_if_cancelled (rs->cancellable, error))
    return FALSE;
  if (!clock_check (rs, y, error))
    return FALSE;
  if (rs->progress)
    rs->progress ((double) y / total, rs->user_data);
  return TRUE;
}

/* Where the sweeps look at the clock: each row, every 4096 positions of
 * one pile, and every WY_RULE_CLOCK_EVERY units of work. */
static inline gboolean
checkpoint (RuleSolver *rs, guint x, guint y, GError **error)
{
  rs->work += WY_RULE_CELL_UNITS;
  if (rs->work >= rs->next_clock && !clock_check (rs, rs->one_pile ? x : y, error))
    return FALSE;
  if (rs->one_pile)
    return (x & 4095) != 0 || progress_at (rs, x, error);
  return x != 0 || progress_at (rs, y, error);
}

/* The rows of the pattern a cell at row y reads (pull: dy <= y) or
 * reaches (push: dy < H - y): rs->rows[0 .. the result). */
static inline guint
rows_within (const RuleSolver *rs, guint y, gboolean push)
{
  return rs->rows_below[push ? rs->H - y : y + 1];
}

/* collect for a pattern (invariant or taken apart): its rows with moves. */
static gboolean
collect_pattern (RuleSolver *rs, guint x, guint y, gboolean push)
{
  guint W = rs->W, span = push ? W - x : x + 1, n = rows_within (rs, y, push);

  for (guint r = 0; r < n; r++)
    {
      guint dy = rs->rows[r], row = push ? y + dy : y - dy;
      gsize base = (gsize) row * W;
      const guint32 *d = rs->dxs + rs->row_start[dy], *e = rs->dxs + rs->row_start[dy + 1];
      const guint32 *start = d;

      if (!try_reserve (&rs->cells, sizeof (gsize), span))
        return FALSE;
      for (; d < e && *d < span; d++)
        {
          gsize cell = base + (push ? x + *d : x - *d);
          /* the moving cell: (x, y) when it pulls, the cell above when p pushes */
          if (rs->patterned
              && !entry_holds (rs, d - rs->dxs, *d, dy, push ? x + *d : x, push ? row : y))
            continue;
          TRY_PUSH (rs->cells, gsize, cell);
        }
      rs->work += (guint64) (d - start) + WY_RULE_PATTERN_ROW_UNITS;
    }
  return TRUE;
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
  if (rs->invariant || rs->patterned)
    return collect_pattern (rs, x, y, push);
  for (guint dy = 0; dy < rows; dy++)
    {
      guint row = push ? y + dy : y - dy;
      gsize base = (gsize) row * W;

      if (!try_reserve (&rs->cells, sizeof (gsize), span))
        return FALSE;
      /* pull: (x, y) moves by (dx, dy), lanes dx = 0 .. x at x fixed;
       * push: (x + dx, y + dy) moves by (dx, dy) */
      _wy_rule_moves_row (rs, x, push ? 1 : 0, dy, push ? row : y, span, rs->legal);
      rs->work += (guint64) span * rs->lane_cost * 2 + WY_RULE_ROW_UNITS;
      for (guint dx = 0; dx < span; dx++)
        if (rs->legal[dx])
          TRY_PUSH (rs->cells, gsize, base + (push ? x + dx : x - dx));
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
  const guint32 *step = rs->board->step, *dxs = rs->dxs;
  const guint *rows = rs->rows, *row_start = rs->row_start;
  guint32 max = 0;
  guint count = 0, n_rows = rows_within (rs, y, FALSE), W = rs->W;

  for (guint r = 0; r < n_rows; r++)
    {
      guint dy = rows[r];
      const guint32 *row = step + (gsize) (y - dy) * W + x;
      const guint32 *d = dxs + row_start[dy], *e = dxs + row_start[dy + 1];
      const guint32 *start = d;
      for (; d < e && *d <= x; d++)
        max = MAX (max, row[-(gssize) *d]);
      count += d - start;
    }
  rs->work += (guint64) count + (guint64) n_rows * WY_RULE_PATTERN_ROW_UNITS;
  *n = count;
  return max + 1;
}

static void
pattern_push (RuleSolver *rs, guint x, guint y, guint32 s)
{
  guint32 *step = rs->board->step;
  const guint32 *dxs = rs->dxs;
  const guint *rows = rs->rows, *row_start = rs->row_start;
  guint span = rs->W - x, n_rows = rows_within (rs, y, TRUE), W = rs->W;
  guint64 count = 0;

  for (guint r = 0; r < n_rows; r++)
    {
      guint dy = rows[r];
      guint32 *row = step + (gsize) (y + dy) * W + x;
      const guint32 *d = dxs + row_start[dy], *e = dxs + row_start[dy + 1];
      const guint32 *start = d;
      for (; d < e && *d < span; d++)
        row[*d] = MIN (row[*d], s);
      count += (guint64) (d - start);
    }
  rs->work += count + (guint64) n_rows * WY_RULE_PATTERN_ROW_UNITS;
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
            return _wy_rule_no_memory (rs, error);
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
            return _wy_rule_no_memory (rs, error);
          for (guint k = 0; k < rs->cells.len; k++)
            {
              gsize u = TRY_AT (rs->cells, gsize, k);
              board->step[u] = MIN (board->step[u], s);
            }
        }
  return TRUE;
}

/* The k-th smallest (from 0) of n values, reordering them: Hoare's
 * selection, linear on average (a sort was n log n a cell: 8 s for
 * moves:rule=(1),block=1000 at 200). */
static guint32
kth_smallest (guint32 *v, gssize n, gssize k)
{
  gssize lo = 0, hi = n - 1;

  while (lo < hi)
    {
      guint32 pivot = v[lo + (hi - lo) / 2];
      gssize i = lo, j = hi;

      while (i <= j)
        {
          while (v[i] < pivot)
            i++;
          while (v[j] > pivot)
            j--;
          if (i <= j)
            {
              guint32 t = v[i];
              v[i++] = v[j];
              v[j--] = t;
            }
        }
      if (k <= j)
        hi = j;
      else if (k >= i)
        lo = i;
      else
        return v[k];
    }
  return v[k];
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
            return _wy_rule_no_memory (rs, error);
          /* each option read, its value counted, a P-option's step selected */
          rs->work += (guint64) rs->cells.len * (rs->grundy ? WY_RULE_OPTION_UNITS + 2
                                                             : WY_RULE_OPTION_UNITS);
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
              board->status[i] = WY_STATUS_N;
              board->step[i] = kth_smallest (rs->psteps.data, rs->psteps.len, rs->Q - 1);
            }
          else
            {
              board->status[i] = WY_STATUS_P;
              board->step[i] = max + 1;
            }
          if (rs->grundy)
            {
              if ((board->grundy[i] = mex_q (rs, ++stamp)) < 0)
                return _wy_rule_no_memory (rs, error);
              board->max_grundy = MAX (board->max_grundy, (guint) board->grundy[i]);
            }
        }
  return TRUE;
}

/* What a lane of the rule costs against a pattern entry: its nodes (a
 * built-in base's bit and a filter's call at least 4). */
static guint
lane_cost (const WyGame *game)
{
  return MAX (4u, wy_rule_get_lane_cost (_wy_game_get_rule (game)));
}

/* The runs' look at the clock (each row, and every few cells when the
 * work has grown) and the cancellable. */
static gboolean
runs_check (gpointer data, guint row, gboolean row_start, GError **error)
{
  RuleSolver *rs = data;

  if (g_cancellable_set_error_if_cancelled (rs->cancellable, error))
    return FALSE;
  return (!row_start && rs->work < rs->next_clock) || clock_check (rs, row, error);
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
  const guint *rows = rs->rows, *row_start = rs->row_start;
  const guint32 *dxs = rs->dxs;
  g_autofree guint32 *stamp = g_try_new0 (guint32, n_values);
  g_autofree guint32 *count = g_try_new0 (guint32, n_values);
  guint32 id = 0;

  if (!stamp || !count)
    return _wy_rule_no_memory (rs, error);
  /* block=1 on a board of more than a few rows: along the pattern's runs */
  if (rs->Q == 1 && !rs->one_pile && rs->H >= 64)
    switch (_wy_grundy_runs (rs->W, rs->H, rs->row_start, rs->dxs, g, &board->max_grundy,
                             &rs->work, runs_check, rs, error))
      {
      case WY_RUNS_DONE: return TRUE;
      case WY_RUNS_FAILED: return FALSE;
      case WY_RUNS_DECLINED: break;
      }

  for (guint y = 0; y < rs->H; y++)
    for (guint x = 0; x < W; x++)
      {
        guint32 v = 0, n_rows = rows_within (rs, y, FALSE);

        if (!checkpoint (rs, x, y, error))
          return FALSE;
        id++;
        for (guint r = 0; r < n_rows; r++)
          {
            guint dy = rows[r];
            const gint32 *row = g + (gsize) (y - dy) * W + x;
            const guint32 *d = dxs + row_start[dy], *e = dxs + row_start[dy + 1];
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
            rs->work += (guint64) (d - start) * 2 + WY_RULE_PATTERN_ROW_UNITS;
          }
        while (stamp[v] == id && (rs->Q == 1 || count[v] >= rs->Q))
          v++;
        g[(gsize) y * W + x] = (gint32) v;
        board->max_grundy = MAX (board->max_grundy, v);
      }
  return TRUE;
}

/* What a solve may spend: the probes' cap on the work (G_MAXUINT64:
 * none), and whether it keeps to the time budget; what it spent (units),
 * the pattern's entries (its moves on the board) and the bytes of its
 * lists at their largest (a cell's options or movers, their steps, the
 * mex's counts). */
typedef struct {
  guint64  work_cap;
  gboolean timed;
  guint64  work, entries, lists;
} RuleLimits;

static gboolean solve (WyBoard *board, gboolean with_grundy, gboolean with_steps,
                       RuleLimits *limits, WyProgressFunc progress, gpointer user_data,
                       GCancellable *cancellable, GError **error);

gboolean
wy_solve_rule (WyBoard *board, gboolean with_grundy, WyProgressFunc progress, gpointer user_data,
               GCancellable *cancellable, GError **error)
{
  RuleLimits limits = { G_MAXUINT64, TRUE };

  return solve (board, with_grundy, TRUE, &limits, progress, user_data, cancellable, error);
}

gboolean
wy_grundy_rule (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                GCancellable *cancellable, GError **error)
{
  RuleLimits limits = { G_MAXUINT64, TRUE };

  return solve (board, TRUE, FALSE, &limits, progress, user_data, cancellable, error);
}

gboolean
_wy_solve_rule_probe (const WyGame *game, guint size, gboolean grundy, guint64 cap,
                      WyRuleProbe *probe)
{
  RuleLimits limits = { cap, FALSE };
  g_autoptr (WyBoard) board = wy_board_alloc (game, size, NULL);
  gboolean ok;

  memset (probe, 0, sizeof *probe);
  if (!board)
    return FALSE;
  /* with the steps: the Grundy values alone cost at most that */
  ok = solve (board, grundy, TRUE, &limits, NULL, NULL, NULL, NULL);
  probe->work = limits.work;
  probe->entries = limits.entries;
  probe->lists = limits.lists;
  return ok;
}

/* The pattern's rows that hold a move (rs->rows) and how many lie below
 * each row (rs->rows_below); FALSE without memory. */
static gboolean
list_rows (RuleSolver *rs)
{
  guint n = 0;

  rs->rows = g_try_new (guint, MAX (rs->H, 1u));
  rs->rows_below = g_try_new (guint, rs->H + 1);
  if (!rs->rows || !rs->rows_below)
    return FALSE;
  for (guint dy = 0; dy < rs->H; dy++)
    {
      rs->rows_below[dy] = n;
      if (rs->row_start[dy + 1] > rs->row_start[dy])
        rs->rows[n++] = dy;
    }
  rs->rows_below[rs->H] = n;
  return TRUE;
}

/* The rule solver's tables for the board: the pattern (or the terms'),
 * the scratch rows and lists; FALSE with error when too large. (An
 * adjoin's base has been grown by the engine before.) */
static gboolean
solver_init (RuleSolver *rs, WyBoard *board, gboolean with_grundy, GError **error)
{
  const WyGame *game = board->game;
  WyExpr *const *patterns;

  rs->board = board;
  rs->rule = _wy_game_get_rule (game);
  rs->one_pile = board->one_pile;
  rs->misere = wy_game_is_misere (game);
  rs->base = _wy_game_get_base (game);
  rs->invariant = _wy_game_moves_invariant (game);
  rs->grundy = with_grundy;
  rs->W = board->width;
  rs->H = board->height;
  rs->Q = wy_game_get_block (game);
  rs->lane_cost = lane_cost (game);
  if (!(rs->legal = g_try_malloc (rs->W)))
    return _wy_rule_no_memory (rs, error);
  if (rs->invariant && !_wy_rule_build_pattern (rs, error))
    return FALSE;
  rs->patterned = !rs->invariant && rs->base == NULL
                  && wy_rule_get_terms (rs->rule, &patterns, &rs->filters) > 0;
  if (rs->patterned && !_wy_rule_build_terms (rs, error))
    return FALSE;
  if ((rs->invariant || rs->patterned) && !list_rows (rs))
    return _wy_rule_no_memory (rs, error);
  if (with_grundy && !(board->grundy = g_try_new (gint32, (gsize) rs->W * rs->H)))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for the Grundy values of a board of size %u"),
                   board->size);
      return FALSE;
    }
  return TRUE;
}

static void
solver_clear (RuleSolver *rs)
{
  g_free (rs->row_start);
  g_free (rs->rows);
  g_free (rs->rows_below);
  g_free (rs->dxs);
  g_free (rs->filter_of);
  g_free (rs->legal);
  g_free (rs->count);
  g_free (rs->stamp);
  g_clear_pointer (&rs->cells.data, g_free);
  g_clear_pointer (&rs->psteps.data, g_free);
}

/* The sweep the query needs; the steps are the sweeps' own bookkeeping. */
static gboolean
run_sweep (RuleSolver *rs, gboolean with_steps, GError **error)
{
  WyBoard *board = rs->board;
  gboolean ok, own_step = FALSE;

  if (rs->grundy && !with_steps && rs->invariant)
    return sweep_grundy (rs, error);
  if (!board->step)
    {
      board->step = g_try_new (guint32, (gsize) rs->W * rs->H);
      own_step = TRUE;
    }
  if (!board->step)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for a board of size %u"), board->size);
      return FALSE;
    }
  /* a pattern's Grundy values with its steps (block=1): the push sweep's
   * steps, and the values apart along the pattern's runs (the pull read
   * every option of every cell: the window's Grundy view) */
  if (rs->grundy && rs->invariant && rs->Q == 1)
    ok = sweep_push (rs, error) && sweep_grundy (rs, error);
  else
    ok = (rs->Q > 1 || rs->grundy) ? sweep_pull (rs, error) : sweep_push (rs, error);
  if (own_step)
    g_clear_pointer (&board->step, g_free);
  return ok;
}

static gboolean
solve (WyBoard *board, gboolean with_grundy, gboolean with_steps, RuleLimits *limits,
       WyProgressFunc progress, gpointer user_data, GCancellable *cancellable, GError **error)
{
  RuleSolver rs = { 0 };
  gint64 outer = 0;
  gboolean ok;

  rs.progress = progress;
  rs.user_data = user_data;
  rs.cancellable = cancellable;
  rs.work_cap = limits->work_cap;
  rs.next_clock = MIN (WY_RULE_CLOCK_EVERY, rs.work_cap);
  if (limits->timed)
    rs.deadline = _wy_rule_deadline_enter (time_limit > 0 ? time_limit
                                                          : wy_solve_get_time_budget (), &outer);
  ok = solver_init (&rs, board, with_grundy, error) && run_sweep (&rs, with_steps, error);
  if (limits->timed)
    _wy_rule_deadline_leave (outer);
  limits->work = rs.work;
  limits->entries = rs.row_start ? rs.row_start[rs.H] : 0;
  limits->lists = rs.cells.cap * sizeof (gsize) + rs.psteps.cap * sizeof (guint32)
                  + 2 * (guint64) rs.n_count * sizeof (guint32);
  solver_clear (&rs);
  return ok;
}
