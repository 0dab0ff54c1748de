/* wy-solve-imitation.c: exact solver for Larsson's Imitation Nim, a game with memory. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <glib/gi18n-lib.h>

#include "wy-board-private.h"
#include "wy-engine.h"
#include "wy-side-model.h"

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

/*
 * The sweep, row by row (y), x = 0 .. y in a row, in O(S^2 p log S):
 *
 * - the moves from the larger pile land on the line x, (x, j) for j < y:
 *   their aggregate is kept per line as it grows (ids: the target j + 1 for
 *   j >= x, the moves an imitation may swap, told apart as k = y - j);
 * - the moves from the smaller pile land on (u, y), u < x, with memory "k
 *   = x - u from y": memory_value (u, y, k, c). For most u that is simply
 *   the value of A((u, y), 0), an N value: the swap changes it only when
 *   (a) the swapped option (u, y - k) is P, (b) the imitation's value
 *   A((u, y - k), c + 1) is P, (c) k is the move of the largest N step
 *   of (u, y), or (e) (u, y) itself is P. The targets of (a) and (b) lie on
 *   the diagonal (u, u + y - x), so lists of the P values per diagonal
 *   give them; (c) is one x per u (a bucket); (e) the row's P-positions.
 *   Those few u are valued exactly; the rest add their two largest N steps,
 *   from a tree of the row's N steps over the ranges between them.
 */

typedef struct {
  guint32 top, second;
} Top2;

typedef struct {
  WyImitAgg *line;      /* per x: the options (x, j), j < y */
  GArray   **diag_p;    /* [c * size + D]: u with A((u, u + D), c) P */
  guint     *bucket, *next;  /* per x: the u whose largest N move is x - u */
  GArray    *row_p;     /* u < x with A((u, y), 0) P */
  Top2      *tree;      /* the row's N steps, leaves at M + u */
  guint      M;
  GArray    *except;    /* scratch */
} ImitSweep;

static inline void
top2_add (Top2 *t, guint32 v)
{
  if (v > t->top)
    {
      t->second = t->top;
      t->top = v;
    }
  else if (v > t->second)
    t->second = v;
}

static void
tree_set (ImitSweep *w, guint u, guint32 v)
{
  guint i = w->M + u;

  w->tree[i] = (Top2) { v, 0 };
  for (i /= 2; i >= 1; i /= 2)
    {
      Top2 t = w->tree[2 * i];
      top2_add (&t, w->tree[2 * i + 1].top);
      top2_add (&t, w->tree[2 * i + 1].second);
      w->tree[i] = t;
    }
}

/* The two largest N steps of the row at u in [lo, hi). */
static void
tree_range (const ImitSweep *w, guint lo, guint hi, Top2 *out)
{
  for (guint l = lo + w->M, r = hi + w->M; l < r; l /= 2, r /= 2)
    {
      if (l & 1)
        {
          top2_add (out, w->tree[l].top);
          top2_add (out, w->tree[l++].second);
        }
      if (r & 1)
        {
          top2_add (out, w->tree[--r].top);
          top2_add (out, w->tree[r].second);
        }
    }
}

static int
compare_guint (const void *a, const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

static void
append_list (GArray *to, const GArray *from)
{
  if (from)
    g_array_append_vals (to, from->data, from->len);
}

/* A((x, y), c): the base, the exceptional u exactly, the rest by the tree. */
static guint32
cell_value (WyImit *s, ImitSweep *w, const WyImitAgg *base, guint x, guint y, guint c,
            WyImitAgg *full)
{
  WyImitAgg g = *base;
  GArray *e = w->except;
  guint D = y - x, lo = 0;
  Top2 rest = { 0, 0 };

  g_array_set_size (e, 0);
  append_list (e, w->row_p);
  append_list (e, w->diag_p[D]);
  if (c + 1 < s->p)
    append_list (e, w->diag_p[(gsize) (c + 1) * s->size + D]);
  for (guint u = w->bucket[x]; u != G_MAXUINT; u = w->next[u])
    g_array_append_val (e, u);
  if (e->len > 1)
    qsort (e->data, e->len, sizeof (guint), compare_guint);
  for (guint i = 0; i < e->len; i++)
    {
      guint u = g_array_index (e, guint, i);
      if (u < lo)
        continue; /* a repeat */
      tree_range (w, lo, u, &rest);
      agg_add (&g, memory_value (s, u, y, x - u, c), 0);
      lo = u + 1;
    }
  tree_range (w, lo, x, &rest);
  if (rest.top)
    agg_add (&g, VAL_MAKE (rest.top, TRUE), 0);
  if (rest.second)
    agg_add (&g, VAL_MAKE (rest.second, TRUE), 0);
  if (full)
    *full = g;
  return agg_value (&g);
}

/* The line aggregate of x as the cell (x, y) sees it: ids j + 1 become the
 * moves k = y - j. */
static WyImitAgg
line_base (const WyImitAgg *line, guint y)
{
  WyImitAgg g = *line;

  g.min_id = g.min_id ? y - (g.min_id - 1) : 0;
  g.max_id = g.max_id ? y - (g.max_id - 1) : 0;
  return g;
}

static void
sweep_row (WyImit *s, ImitSweep *w, guint y)
{
  g_array_set_size (w->row_p, 0);
  for (guint x = 0; x <= y; x++)
    w->bucket[x] = G_MAXUINT;
  for (guint x = 0; x <= y; x++)
    {
      gsize t = tri (x, y);
      /* when x == y the larger pile's moves mirror the smaller's: skipped */
      WyImitAgg base = x < y ? line_base (&w->line[x], y) : agg_empty;

      for (guint c = 0; c < s->p; c++)
        s->val[t * s->p + c] = cell_value (s, w, &base, x, y, c, c == 0 ? &s->agg[t] : NULL);
      guint32 v = s->val[t * s->p];
      tree_set (w, x, VAL_IS_N (v) ? VAL_STEP (v) : 0);
      if (!VAL_IS_N (v))
        g_array_append_val (w->row_p, x);
      guint k = s->agg[t].max_id;
      if (k > 0 && x + k <= y)
        {
          w->next[x] = w->bucket[x + k];
          w->bucket[x + k] = x;
        }
      for (guint c = 0; c < s->p; c++)
        if (!VAL_IS_N (s->val[t * s->p + c]))
          {
            GArray **list = &w->diag_p[(gsize) c * s->size + (y - x)];
            if (!*list)
              *list = g_array_new (FALSE, FALSE, sizeof (guint));
            g_array_append_val (*list, x);
          }
    }
  /* the row joins the lines: (x, y) is j = y of line x, and j = x of line y */
  for (guint x = 0; x <= y; x++)
    {
      guint32 v = s->val[tri (x, y) * s->p];
      agg_add (&w->line[x], v, y + 1);
      if (x < y)
        agg_add (&w->line[y], v, 0);
    }
}

static void
sweep_init (ImitSweep *w, const WyImit *s)
{
  w->M = 1;
  while (w->M < s->size)
    w->M *= 2;
  w->tree = g_new0 (Top2, 2 * (gsize) w->M);
  w->line = g_new (WyImitAgg, s->size);
  for (guint x = 0; x < s->size; x++)
    w->line[x] = agg_empty;
  w->diag_p = g_new0 (GArray *, (gsize) s->p * s->size);
  w->bucket = g_new (guint, s->size + 1);
  w->next = g_new (guint, s->size + 1);
  w->row_p = g_array_new (FALSE, FALSE, sizeof (guint));
  w->except = g_array_new (FALSE, FALSE, sizeof (guint));
}

static void
sweep_clear (ImitSweep *w, const WyImit *s)
{
  for (gsize i = 0; i < (gsize) s->p * s->size; i++)
    if (w->diag_p[i])
      g_array_unref (w->diag_p[i]);
  g_free (w->diag_p);
  g_free (w->tree);
  g_free (w->line);
  g_free (w->bucket);
  g_free (w->next);
  g_array_unref (w->row_p);
  g_array_unref (w->except);
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

/* Every row of the state graph's aggregates; with a board, its cells too. */
static gboolean
imit_solve (WyImit *s, WyBoard *board, WyProgressFunc progress, gpointer user_data,
            GCancellable *cancellable, GError **error)
{
  ImitSweep w = { 0 };
  gboolean ok = TRUE;

  sweep_init (&w, s);
  for (guint y = 0; y < s->size && ok; y++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          ok = FALSE;
          break;
        }
      sweep_row (s, &w, y);
      for (guint x = 0; board && x <= y; x++)
        store_cell (board, s, x, y);
      if (progress != NULL && (y % 8 == 7 || y + 1 == s->size))
        {
          double f = (double) (y + 1) / s->size;
          progress (f * f, user_data); /* the work per row grows as y */
        }
    }
  sweep_clear (&w, s);
  return ok;
}

gboolean
wy_solve_imitation (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                    GCancellable *cancellable, GError **error)
{
  WyImit s;
  gboolean ok;

  imit_init (&s, board->size, board->game);
  ok = imit_solve (&s, board, progress, user_data, cancellable, error);
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
 * max(x, y) + 1, since the board keeps only the starting states: the
 * options of a memory state (u, w) need the aggregate A((u, w), 0) of its
 * own options, and the imitation's A(X', 1), which no status on the board
 * gives. None appended when cancellable is cancelled during the sweep. */
GArray *
wy_imitation_p_options (const WyBoard *board, guint x, guint y, GArray *moves,
                        GCancellable *cancellable)
{
  WyImit s;
  guint first = moves->len;

  imit_init (&s, MAX (x, y) + 1, board->game);
  if (!imit_solve (&s, NULL, NULL, NULL, cancellable, NULL))
    {
      imit_clear (&s);
      return moves;
    }
  for (guint k = 1; k <= x; k++)
    append_if_p (moves, start_option_value (&s, x, y, k), x, y, k, 0);
  for (guint k = 1; k <= y; k++)
    append_if_p (moves, start_option_value (&s, y, x, k), x, y, 0, k);
  imit_clear (&s);
  if (moves->len > first)
    qsort (&g_array_index (moves, WyMove, first), moves->len - first, sizeof (WyMove),
           _wy_move_compare);
  return moves;
}

/* The time model of the sweep, measured on this project's machine (user
 * time, one core): S^2 log2 S (1.8 + 0.47 p) 10^-8 s; p = 2 at 2000 took
 * 1.2 s, p = 16 at 2000 4.1 s, p = 2 at 4000 4.8 s, p = 1 at 6000 8.6 s.
 * The model runs ahead of the sweep since (p = 1 at 4273, 5 s by it, took
 * 3.06 s on the quiet machine; p = 16 at 2198 3.25 s), a margin kept: at
 * 0.8 of it, p = 1 at 3082 took 2.4 s of processor and its `export` 2.9 s
 * beside three other processes. The cap is the largest side within the
 * time budget (2 s unless raised). */

static double
imitation_seconds (guint size, gconstpointer game)
{
  double S = size, p = MAX (1, wy_game_get_param (game, WY_PARAM_P));

  return S * S * log2 (MAX (S, 2.0)) * (1.8e-8 + 0.47e-8 * p);
}

/* The bytes the sweep keeps a cell beside the board: A(X, c) for p runs c
 * and A(X, 0) in full, for half the cells (x <= y). */
double
wy_solve_imitation_bytes_per_cell (const WyGame *game)
{
  guint p = (guint) MAX (1, wy_game_get_param (game, WY_PARAM_P));

  return (sizeof (guint32) * (double) p + sizeof (WyImitAgg)) / 2;
}

guint
wy_solve_imitation_max_size (const WyGame *game, double seconds)
{
  return wy_side_within (1, 65536, imitation_seconds, game, seconds);
}
