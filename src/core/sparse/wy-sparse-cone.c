/* wy-sparse-cone.c: exact P-set of (s,t)-Wythoff, Restricted and Gamma_i by a row sweep that jumps over cones. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-board-private.h"
#include "wy-game-private.h"
#include "wy-sparse.h"
#include "wy-sweep.h"

/*
 * Why this is exact (from the moves of docs/spec.md alone, no paper's formula).
 *
 * Classes. Restricted and Gamma_i remove even amounts only (the Type III
 * vectors (A'_n, B'_n) are checked to be even), so each parity class
 * (x mod 2, y mod 2) is a game of its own on (x >> 1, y >> 1), the same
 * for the four classes: (s, T)-Wythoff with T = ceil(t/2) (2l < 2sk + t
 * iff l < sk + ceil(t/2)), plus the halved Type III vectors. (s,t)-Wythoff
 * is its own class with T = t. The sub-game is solved once on the side
 * N = ceil(S/2) (N = S) and spread over the classes.
 *
 * Rows. One-pile moves put at most one P-position in each row and column,
 * and the P-set is symmetric. So row y holds (r, y) if an earlier row r
 * found its P-position in column y; otherwise its P-position is the least
 * x >= y in a free column that no P-position below attacks. A P-position
 * (px, py), dy = y - py >= 1, attacks (x, y) by a cone move iff
 * 0 < k <= l < s k + T (k, l the smaller and larger of dx, dy). With
 * e = x - y and e_p = px - py:
 *  - e_p < e: then dx > dy, and the move is a cone move iff
 *    K = px - s py > x - s y - T. The largest K over e_p < e (a prefix
 *    maximum over the diagonals) decides, and no x below K + s y + T is
 *    free of that P-position: the sweep jumps there.
 *  - e_p >= e: then dx <= dy, and the move is a cone move iff dx >= 1 and
 *    v = s px - py < s x - y + T. For dy >= T the inequality implies
 *    dx >= 1, so the least v over e_p >= e decides (a suffix minimum, the
 *    P-positions entering it T rows late); the rows dy < T are few and
 *    read one by one. The attacked x of a P-position in row y are one
 *    interval, up to K + s y + T - 1: the sweep jumps past it.
 * Diagonals that no later row can use (the cone of a P-position in e
 * only grows with dy) are closed in a union-find, as used columns are:
 * e_p <= e <= e_p + s + T - 2 from dy = 1 on, e_p - T < e <= e_p from
 * dy = T on. What is left is checked against the Type III vectors: once a
 * row, each vector marks the cell it reaches from the P-position of the
 * row it starts from.
 */

/* Board sides up to this (about 0.2 s and 100 MB on 2 * 10^6); below it a
 * time budget for the Type III vectors of Gamma_2..4, whose marks cost a
 * read per vector and row (2 * 10^9 of them: about 2 s). */
#define WY_SPARSE_CONE_MAX 2000000u
#define WY_SPARSE_CONE_GEN_BUDGET ((guint64) 2000000000)
#define NONE G_MAXUINT32
#define K_NONE (G_MININT64 / 4)
#define V_NONE (G_MAXINT64 / 4)

typedef struct {
  guint     N;          /* side of the sub-board */
  gint64    s, T;
  guint32  *row_x;      /* the P-position of each row (a later row's by symmetry), or NONE */
  WyNextOpen cols;      /* the free columns */
  WyNextOpen diags;     /* diagonals e >= 0 that no candidate will ever take again */
  gint64   *k_max;      /* Fenwick tree over e_p + N - 1: prefix maximum of K */
  gint64   *v_min;      /* Fenwick tree over N - 1 - e_p (e_p >= 0): prefix minimum of v */
  guint32  *v_row;      /* the row of that minimum */
  guint    *gen_a, *gen_b; /* the halved Type III vectors, gen_a increasing */
  guint     n_gen;
  guint32  *hit;        /* y + 1 where row y is reached by a vector */
} Cone;

/* The first free index at or after from (n: none). */
static guint32
next_free (WyNextOpen *u, gint64 from)
{
  return wy_next_open_find (u, (guint32) CLAMP (from, 0, (gint64) u->n));
}

/* Nothing of [lo, hi] is free any more. */
static void
use_range (WyNextOpen *u, gint64 lo, gint64 hi)
{
  for (guint32 i = next_free (u, lo); i < u->n && i <= hi; i = next_free (u, i + 1))
    wy_next_open_close (u, i);
}

static gboolean
is_cone_family (const WyGame *game)
{
  WyFamily f = wy_game_get_family (game);

  return f == WY_FAMILY_STWYTHOFF || f == WY_FAMILY_RESTRICTED || f == WY_FAMILY_GAMMA;
}

/* The class decomposition needs every Type III vector even. */
static gboolean
generators_even (const WyGame *game)
{
  const guint *b, *a;
  guint n;

  a = wy_game_get_generators (game, &b, &n);
  for (guint i = 0; i < n; i++)
    if (a[i] % 2 || b[i] % 2)
      return FALSE;
  return TRUE;
}

gboolean
_wy_sparse_cone_supports (const WyGame *game)
{
  return is_cone_family (game) && !wy_game_is_misere (game) && wy_game_get_block (game) == 1
         && generators_even (game);
}

/* How many Type III vectors the marks of the last row of the sub-board of
 * side n read (A'_n increases: a binary search). */
static guint
vectors_below (const WyGame *game, guint n)
{
  const guint *b, *a;
  guint lo = 0, hi;

  a = wy_game_get_generators (game, &b, &hi);
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      if (a[mid] / 2 < n)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

guint
_wy_sparse_cone_max_size (const WyGame *game)
{
  /* Gamma_2..4 list their vectors up to a limit, Gamma_1 has one */
  gboolean listed = wy_game_get_family (game) == WY_FAMILY_GAMMA
                    && wy_game_get_param (game, WY_PARAM_I) > 1;
  guint lo = 1, hi = listed ? MIN (WY_SPARSE_CONE_MAX, WY_GAME_GENERATOR_LIMIT)
                            : WY_SPARSE_CONE_MAX;
  gboolean halved = wy_game_get_family (game) != WY_FAMILY_STWYTHOFF;

  /* the largest side whose vector marks, a row reading every vector
   * below it (half of them on average), fit the budget */
  while (lo < hi)
    {
      guint mid = hi - (hi - lo) / 2, n = halved ? (mid + 1) / 2 : mid;
      guint64 cost = (guint64) n * vectors_below (game, n) / 2;
      if (cost <= WY_SPARSE_CONE_GEN_BUDGET)
        lo = mid;
      else
        hi = mid - 1;
    }
  return lo;
}

/* Fenwick trees: k_max over the diagonals e_p + N - 1 (prefix maxima),
 * v_min over N - 1 - e_p for e_p >= 0 (so that a prefix is e_p >= e). */
static void
add_k (Cone *c, gint64 e, gint64 k)
{
  gsize n = 2 * (gsize) c->N - 1;

  for (gsize i = (gsize) (e + c->N - 1) + 1; i <= n; i += i & -i)
    c->k_max[i] = MAX (c->k_max[i], k);
}

/* The largest K over the diagonals e_p < e. */
static gint64
best_k (const Cone *c, gint64 e)
{
  gint64 best = K_NONE;

  for (gsize i = (gsize) (e + c->N - 1); i > 0; i -= i & -i)
    best = MAX (best, c->k_max[i]);
  return best;
}

static void
add_v (Cone *c, gint64 e, gint64 v, guint32 row)
{
  for (gsize i = (gsize) (c->N - 1 - e) + 1; i <= c->N; i += i & -i)
    if (v < c->v_min[i])
      {
        c->v_min[i] = v;
        c->v_row[i] = row;
      }
}

/* The least v over the diagonals e_p >= e, and its row. */
static gint64
least_v (const Cone *c, gint64 e, guint32 *row)
{
  gint64 least = V_NONE;

  for (gsize i = (gsize) (c->N - e); i > 0; i -= i & -i)
    if (c->v_min[i] < least)
      {
        least = c->v_min[i];
        *row = c->v_row[i];
      }
  return least;
}

/* Marks the cells of row y that a P-position below reaches by a Type III
 * vector (hit[x] == y + 1): a read per vector, once a row. */
static void
mark_vector_hits (Cone *c, guint32 y)
{
  for (guint n = 0; n < c->n_gen && c->gen_a[n] <= y; n++)
    {
      guint a = c->gen_a[n], b = c->gen_b[n];
      guint32 px;
      if (b <= y && (px = c->row_x[y - b]) != NONE && (gint64) px + a < c->N)
        c->hit[px + a] = y + 1;
      if ((px = c->row_x[y - a]) != NONE && (gint64) px + b < c->N)
        c->hit[px + b] = y + 1;
    }
}

/* The end of the cone of row py's P-position in row y, plus one. */
static gint64
cone_end (const Cone *c, guint32 py, guint32 y)
{
  return (gint64) c->row_x[py] - c->s * py + c->s * y + c->T;
}

/* The least x >= y in row y that nothing below attacks (N if none). */
static guint32
search_row (Cone *c, guint32 y)
{
  guint32 x = next_free (&c->cols, y);
  gboolean marked = FALSE;

  while (x < c->N)
    {
      gint64 e = (gint64) x - y, k, jump = 0;
      guint32 row = NONE, open = next_free (&c->diags, e);

      if (open != e)
        {
          x = next_free (&c->cols, (gint64) y + open);
          continue;
        }
      k = best_k (c, e);
      if (k != K_NONE && k + c->s * y + c->T > x)
        jump = k + c->s * y + c->T;
      else if (least_v (c, e, &row) < c->s * x - y + c->T)
        jump = cone_end (c, row, y);
      for (guint32 dy = 1; !jump && dy < c->T && dy <= y; dy++)
        {
          guint32 px = c->row_x[y - dy];
          if (px != NONE && px < x && (gint64) x < px + c->s * dy + c->T)
            jump = cone_end (c, y - dy, y);
        }
      if (!jump && c->n_gen > 0 && !marked)
        {
          mark_vector_hits (c, y);
          marked = TRUE;
        }
      if (!jump && c->n_gen > 0 && c->hit[x] == y + 1)
        jump = (gint64) x + 1;
      if (!jump)
        return x;
      x = next_free (&c->cols, jump);
    }
  return NONE;
}

/* Row py's P-position is T rows below: it enters the suffix minima, and
 * its cone below its diagonal, e_p - T < e <= e_p from now on, only grows. */
static void
enter_late (Cone *c, guint32 py)
{
  guint32 px = c->row_x[py];
  gint64 e = (gint64) px - py;

  if (px == NONE || e < 0)
    return;
  add_v (c, e, c->s * px - py, py);
  use_range (&c->diags, e - c->T + 1, e);
}

static void
solve_row (gpointer sweep, guint y)
{
  Cone *c = sweep;
  guint32 x;
  gint64 e;

  if (y >= c->T)
    enter_late (c, (guint32) (y - c->T));
  x = c->row_x[y];
  if (x == NONE)
    {
      x = search_row (c, y);
      if (x == NONE)
        return;
      c->row_x[y] = x;
      if (x > y)
        c->row_x[x] = y;
    }
  wy_next_open_close (&c->cols, x);
  e = (gint64) x - y;
  add_k (c, e, (gint64) x - c->s * y);
  /* its cone from the next row on: the diagonal, and above it what one
   * row up reaches, e_p <= e <= e_p + s + T - 2, only grows */
  use_range (&c->diags, e, e + c->s + c->T - 2);
}

static gboolean
cone_alloc (Cone *c, guint N)
{
  c->N = N;
  c->row_x = g_try_malloc_n (N, sizeof (guint32));
  c->k_max = g_try_malloc_n (2 * (gsize) N, sizeof (gint64));
  c->v_min = g_try_malloc_n ((gsize) N + 1, sizeof (gint64));
  c->v_row = g_try_malloc_n ((gsize) N + 1, sizeof (guint32));
  if (!c->row_x || !c->k_max || !c->v_min || !c->v_row || !wy_next_open_init (&c->cols, N)
      || !wy_next_open_init (&c->diags, N))
    return FALSE;
  for (guint i = 0; i < N; i++)
    c->row_x[i] = NONE;
  for (guint i = 0; i <= N; i++)
    c->v_min[i] = V_NONE;
  for (gsize i = 0; i < 2 * (gsize) N; i++)
    c->k_max[i] = K_NONE;
  return TRUE;
}

/* The Type III vectors that fit the sub-board, halved (all even), and
 * the marks they leave (only where there are some). */
static gboolean
take_vectors (Cone *c, const WyGame *game)
{
  const guint *a, *b;
  guint count;

  a = wy_game_get_generators (game, &b, &count);
  c->gen_a = g_new (guint, MAX (count, 1));
  c->gen_b = g_new (guint, MAX (count, 1));
  for (guint i = 0; i < count && a[i] / 2 < c->N; i++)
    if (a[i] > 0)
      {
        c->gen_a[c->n_gen] = a[i] / 2;
        c->gen_b[c->n_gen++] = b[i] / 2;
      }
  return c->n_gen == 0 || (c->hit = g_try_malloc0_n (c->N, sizeof (guint32))) != NULL;
}

static gboolean
cone_init (Cone *c, const WyGame *game, guint N)
{
  gboolean halved = wy_game_get_family (game) != WY_FAMILY_STWYTHOFF;
  guint t = (guint) wy_game_get_param (game, WY_PARAM_T);

  c->s = wy_game_get_param (game, WY_PARAM_S);
  c->T = halved ? (t + 1) / 2 : t;
  return cone_alloc (c, N) && take_vectors (c, game);
}

static void
cone_clear (Cone *c)
{
  g_free (c->row_x);
  g_free (c->cols.parent);
  g_free (c->diags.parent);
  g_free (c->k_max);
  g_free (c->v_min);
  g_free (c->v_row);
  g_free (c->hit);
  g_free (c->gen_a);
  g_free (c->gen_b);
}

/* The sub-board's P-positions on the board of side S, by y then x: each
 * spread over the four classes when the game was halved. */
static GArray *
spread (const Cone *c, guint S, gboolean halved)
{
  GArray *ppos = g_array_sized_new (FALSE, FALSE, sizeof (WyPos), halved ? 2 * S : S);

  for (guint Y = 0; Y < c->N; Y++)
    {
      guint32 X = c->row_x[Y];
      if (X == NONE)
        continue;
      if (!halved)
        {
          g_array_append_val (ppos, ((WyPos) { X, Y }));
          continue;
        }
      for (guint y = 2 * Y; y < 2 * Y + 2 && y < S; y++)
        for (guint x = 2 * X; x < 2 * X + 2 && x < S; x++)
          g_array_append_val (ppos, ((WyPos) { x, y }));
    }
  return ppos;
}

static gboolean
check_game (const WyGame *game, guint size, GError **error)
{
  if (!_wy_sparse_cone_supports (game))
    {
      _wy_game_refuse (game, error,
                       _("the sparse P-set of %s is not available: only stwythoff, "
                         "restricted and gamma in normal play without block are supported"));
      return FALSE;
    }
  return wy_sweep_check_size (size, _wy_sparse_cone_max_size (game), error);
}

GArray *
_wy_sparse_cone_ppos (const WyGame *game, guint size, WyProgressFunc progress,
                      gpointer user_data, GCancellable *cancellable, GError **error)
{
  gboolean halved = wy_game_get_family (game) != WY_FAMILY_STWYTHOFF;
  Cone c = { 0 };
  GArray *ppos = NULL;
  gboolean ok;

  if (!check_game (game, size, error))
    return NULL;
  ok = (cone_init (&c, game, halved ? (size + 1) / 2 : size)
        || wy_sweep_refuse_memory (size, error))
       && wy_sweep_rows (&c, solve_row, c.N, 0x3fff, progress, user_data, cancellable, error);
  if (ok)
    ppos = spread (&c, size, halved);
  cone_clear (&c);
  return ppos;
}
