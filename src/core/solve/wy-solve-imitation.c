/* wy-solve-imitation.c: exact solver for Larsson's Imitation Nim, a game with memory. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <stdlib.h>
#include <glib/gi18n-lib.h>

#include "wy-board-storage.h"
#include "wy-engine.h"

/*
 * A state is (x, y, memory, own run a, opponent's run b). The memory is the
 * one move that would now be an imitation: removing r from the strictly
 * larger pile, 1 <= r <= |x - y|, or none. The state graph has
 * O(S^3 p^2) states, but their values follow from O(S^2 p) aggregates:
 *
 * - every non-imitating move from (X, a, b) lands on runs (b, 0), and its
 *   target memory depends only on the move; so A(X, b), the aggregate of
 *   those options' values, is shared by every memory and every a, and
 *   V(X, none, a, b) = value of A(X, b);
 * - V(X, r, a, b) is A(X, b) with the move "r from the larger pile" swapped
 *   for the imitation (X', none, b, a + 1) when a + 1 < p, or dropped.
 *   Memory states are only entered by non-imitating moves, so b = 0 there,
 *   and the imitation's value is that of A(X', a + 1).
 *
 * An aggregate keeps the number of P options, the two smallest P steps and
 * the two largest N steps with the move of the extreme one, so swapping an
 * option costs O(1). Positions are symmetric: only x <= y is stored.
 */

/* A value: step << 1 | (1 if N); 0 is "no option". */
#define VAL_NONE 0u
#define VAL_IS_N(v) (((v) & 1u) != 0)
#define VAL_STEP(v) ((v) >> 1)
#define VAL_MAKE(step, is_n) (((guint32) (step) << 1) | ((is_n) ? 1u : 0u))

typedef struct {
  guint32 n_p;                    /* options that are P */
  guint32 min_p, min_p2, min_id;  /* two smallest P steps, move of the smallest */
  guint32 max_n, max_n2, max_id;  /* two largest N steps, move of the largest */
} WyImitAgg;

typedef struct {
  guint      size;
  guint      p;
  guint32   *val;  /* value of A(X, c), index tri (X) * p + c */
  WyImitAgg *agg;  /* A(X, 0) in full, for the memory variants of X */
} WyImit;

static const WyImitAgg agg_empty = { 0, G_MAXUINT32, G_MAXUINT32, 0, 0, 0, 0 };

static inline gsize
tri (guint x, guint y)
{
  if (x > y)
    {
      guint t = x;
      x = y;
      y = t;
    }
  return (gsize) y * (y + 1) / 2 + x;
}

/* id identifies a move that may later be swapped (0: never). */
static inline void
agg_add (WyImitAgg *g, guint32 v, guint32 id)
{
  guint32 s = VAL_STEP (v);

  if (VAL_IS_N (v))
    {
      if (s > g->max_n)
        {
          g->max_n2 = g->max_n;
          g->max_n = s;
          g->max_id = id;
        }
      else if (s > g->max_n2)
        g->max_n2 = s;
      return;
    }
  g->n_p++;
  if (s < g->min_p)
    {
      g->min_p2 = g->min_p;
      g->min_p = s;
      g->min_id = id;
    }
  else if (s < g->min_p2)
    g->min_p2 = s;
}

static inline guint32
agg_value (const WyImitAgg *g)
{
  /* N: the earliest P option eliminates it; P: decided after its last option. */
  return g->n_p ? VAL_MAKE (g->min_p, TRUE) : VAL_MAKE (g->max_n + 1, FALSE);
}

/* The value with option id (of value old) replaced by nw, or dropped. */
static inline guint32
agg_swap (const WyImitAgg *g, guint32 id, guint32 old, guint32 nw)
{
  guint32 n_p = g->n_p;
  guint32 min = g->min_id == id ? g->min_p2 : g->min_p;
  guint32 max = g->max_id == id ? g->max_n2 : g->max_n;

  if (!VAL_IS_N (old))
    n_p--;
  if (nw != VAL_NONE && VAL_IS_N (nw))
    max = MAX (max, VAL_STEP (nw));
  else if (nw != VAL_NONE)
    {
      n_p++;
      min = MIN (min, VAL_STEP (nw));
    }
  return n_p ? VAL_MAKE (min, TRUE) : VAL_MAKE (max + 1, FALSE);
}

/* V((u, w), r, c, 0) for u < w: the imitation would remove r from w. */
static inline guint32
memory_value (const WyImit *s, guint u, guint w, guint r, guint c)
{
  gsize t = tri (u, w - r) * s->p;
  guint32 nw = c + 1 < s->p ? s->val[t + c + 1] : VAL_NONE;

  return agg_swap (&s->agg[tri (u, w)], r, s->val[t], nw);
}

/* Fill A((x, y), c) for every c, x <= y. */
static void
solve_cell (WyImit *s, guint x, guint y)
{
  WyImitAgg base = agg_empty;
  gsize t = tri (x, y);

  /* From the larger pile: memory none, runs (c, 0) valued by A(X', 0).
   * When x == y these moves mirror the ones from x, so they are skipped:
   * the value is the same and such cells never carry memory. */
  if (x < y)
    for (guint k = 1; k <= y; k++)
      agg_add (&base, s->val[tri (x, y - k) * s->p], k <= y - x ? k : 0);

  for (guint c = 0; c < s->p; c++)
    {
      WyImitAgg g = base;

      /* From the not-larger pile: the opponent may imitate k. */
      for (guint k = 1; k <= x; k++)
        agg_add (&g, memory_value (s, x - k, y, k, c), 0);
      s->val[t * s->p + c] = agg_value (&g);
      if (c == 0)
        s->agg[t] = g;
    }
}

static void
store_cell (WyBoard *board, const WyImit *s, guint x, guint y)
{
  guint32 v = s->val[tri (x, y) * s->p];
  WyStatus status = VAL_IS_N (v) ? WY_STATUS_N : WY_STATUS_P;

  board->status[wy_board_index (board, x, y)] = status;
  board->step[wy_board_index (board, x, y)] = VAL_STEP (v);
  board->status[wy_board_index (board, y, x)] = status;
  board->step[wy_board_index (board, y, x)] = VAL_STEP (v);
}

static void
imit_init (WyImit *s, guint size, const WyGame *game)
{
  gsize n_cells = tri (size, size);

  s->size = size;
  s->p = (guint) MAX (1, wy_game_get_param (game, WY_PARAM_P));
  s->val = g_new (guint32, n_cells * s->p);
  s->agg = g_new (WyImitAgg, n_cells);
}

static void
imit_clear (WyImit *s)
{
  g_free (s->val);
  g_free (s->agg);
}

gboolean
wy_solve_imitation (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                    GCancellable *cancellable, GError **error)
{
  WyImit s;
  gboolean ok = TRUE;

  imit_init (&s, board->size, board->game);

  /* Options lie in rows max(x', y') <= y, earlier in the row when equal. */
  for (guint y = 0; y < s.size && ok; y++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          ok = FALSE;
          break;
        }
      for (guint x = 0; x <= y; x++)
        {
          solve_cell (&s, x, y);
          store_cell (board, &s, x, y);
        }
      if (progress != NULL && (y % 8 == 7 || y + 1 == s.size))
        {
          double f = (double) (y + 1) / s.size;
          progress (f * f * f, user_data); /* the work per row grows as y^2 */
        }
    }

  imit_clear (&s);
  return ok;
}

/* The value of the state reached from the starting state (x, y) by
 * removing k from the pile of size v, the other pile being o. */
static guint32
start_option_value (const WyImit *s, guint v, guint o, guint k)
{
  /* From the strictly larger pile: no memory, both runs 0. */
  if (v > o)
    return s->val[tri (v - k, o) * s->p];
  /* From C: the opponent (run 0) may imitate k from the other pile. */
  return memory_value (s, v - k, o, k, 0);
}

static void
append_if_p (GArray *moves, guint32 v, guint x, guint y, guint dx, guint dy)
{
  WyMove m = { { x - dx, y - dy }, dx, dy, WY_STATUS_P, VAL_STEP (v),
               dx == 0 ? WY_LINE_COLUMN : WY_LINE_ROW };

  if (!VAL_IS_N (v))
    g_array_append_val (moves, m);
}

/* Moves from the starting state (x, y) into P states (with their memory),
 * appended to moves by step, then y, then x. Re-solves the sub-board
 * max(x, y) + 1, since the board keeps only the starting states. */
GArray *
wy_imitation_p_options (const WyBoard *board, guint x, guint y, GArray *moves)
{
  WyImit s;
  guint first = moves->len;

  imit_init (&s, MAX (x, y) + 1, board->game);
  for (guint j = 0; j < s.size; j++)
    for (guint i = 0; i <= j; i++)
      solve_cell (&s, i, j);
  for (guint k = 1; k <= x; k++)
    append_if_p (moves, start_option_value (&s, x, y, k), x, y, k, 0);
  for (guint k = 1; k <= y; k++)
    append_if_p (moves, start_option_value (&s, y, x, k), x, y, 0, k);
  imit_clear (&s);
  if (moves->len > first)
    qsort (&g_array_index (moves, WyMove, first), moves->len - first, sizeof (WyMove),
           wy_move_compare);
  return moves;
}
