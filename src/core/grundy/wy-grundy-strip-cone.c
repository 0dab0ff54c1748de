/* wy-grundy-strip-cone.c: Grundy values f^Q of a long strip x < R, y < N of (s,t)-Wythoff, Restricted and Gamma_i, row after row. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-grundy-private.h"
#include "wy-game-private.h"
#include "wy-cone.h"
#include "wy-analysis.h"
#include "wy-strip-counts.h"

/*
 * Why this is exact. No move of a cone family makes x larger, so the strip
 * x < R is closed under moves. Restricted and Gamma_i are halved first, as
 * the dense engine does (wy-grundy-cone.c): every move is even in both
 * piles, and g(x, y) = g'(x >> 1, y >> 1) on (s, ceil(t/2))-Wythoff plus
 * the halved Type III moves, so their strip is that of ceil(R/2) rows.
 *
 * The options of (x, y) are the column below (all of it), the row to the
 * left, the cone and its mirror, and (Gamma) the Type III moves. The cone
 * and mirror of (x, y) hold those of (x-1, y-1) and the cells
 * wy_cone_new_cells lists (each once, none in the row, the column or the
 * older cone), so a count per value kept for each diagonal x - y holds
 * them: a diagonal lives R rows (it starts at x = 0 or y = 0), so R of them
 * are kept in a ring. The Type III moves are read cell by cell (those with
 * A' <= x < R: a few). The pieces are disjoint (a Type III move has
 * B' >= s A' + t, outside the cone), so the counts stay exact for
 * block=Q, and f^Q = mex^Q counts up to Q (Q = 1: plain mex).
 *
 * Every value counted is an option's; the column's cells are options of
 * each other, so the least value the column holds fewer than Q times (its
 * "low") only grows, and f^Q(x, y) is at least it. The counts below it are
 * never read again: each column keeps a window from about its low, and a
 * diagonal begun at row y keeps the values from the least low of the
 * columns then (every later cell of it reads from its column's low up).
 */

typedef struct {
  guint          R, N, s, t, q;
  gint32        *g;           /* [y * R + x] */
  WyStripCounts *col;         /* per column: the values below the current row */
  WyStripCounts  row;         /* the current row left of x, and a cell's Type III options */
  WyStripDiagonal *dia;       /* diagonal x - y at (x - y) mod R */
  guint         *ga, *gb;     /* the Type III moves (ga, gb) and (gb, ga), halved, ga < R */
  guint          n_gen;
} ConeStrip;

#define CG(st, x, y) ((guint32) (st)->g[(gsize) (y) * (st)->R + (x)])

static inline void
dia_add (gpointer data, guint x, guint y)
{
  gpointer *d = data;
  ConeStrip *st = d[0];

  _wy_strip_diagonal_add (d[1], CG (st, x, y), st->q);
}

/* Count (+1) or uncount (-1) the value of (x', y') in the row's counts. */
static inline void
row_count (ConeStrip *st, guint x, guint y, int delta)
{
  guint32 v = CG (st, x, y);

  if (delta > 0)
    _wy_strip_counts_add (&st->row, v, G_MAXUINT16);
  else
    st->row.c[v]--;
}

/* Count or uncount the values of (x, y)'s Type III options, (x - ga, y - gb) and
 * (x - gb, y - ga), in the row's counts (its base is 0). */
static void
gen_count (ConeStrip *st, guint x, guint y, int delta)
{
  for (guint i = 0; i < st->n_gen && st->ga[i] <= x; i++)
    {
      if (st->gb[i] <= y)
        row_count (st, x - st->ga[i], y - st->gb[i], delta);
      if (st->gb[i] <= x && st->ga[i] <= y)
        row_count (st, x - st->gb[i], y - st->ga[i], delta);
    }
}

/* f^Q(x, y): the diagonal takes the cells its cone and mirror gain, and
 * mex^Q of the column, the row, the diagonal and the Type III options. */
static guint32
cone_cell (gpointer strip, WyStripDiagonal *dia, guint x, guint y, guint32 least_low)
{
  ConeStrip *st = strip;
  gpointer data[2] = { st, dia };
  const WyStripCounts *col = &st->col[x];
  guint32 z;

  if (x == 0 || y == 0)
    _wy_strip_diagonal_begin (dia, least_low);
  wy_cone_new_cells (st->s, st->t, x, y, dia_add, data);
  /* the diagonal's low: the least value from its base up it holds fewer than Q times */
  _wy_strip_counts_lift (&dia->counts, st->q);
  z = MAX (MAX (col->low, st->row.low), dia->counts.low);
  if (st->n_gen)
    gen_count (st, x, y, 1);
  while (_wy_strip_counts_at (col, z) + _wy_strip_counts_at (&st->row, z)
         + _wy_strip_counts_at (&dia->counts, z) >= st->q)
    z++;
  if (st->n_gen)
    gen_count (st, x, y, -1);
  return z;
}

/* Row y: its cells left to right, then into their columns. */
static void
cone_row (gpointer data, guint y)
{
  ConeStrip *st = data;
  gint32 *g_row = st->g + (gsize) y * st->R;

  _wy_strip_row_cells (st, st->R, y, st->col, st->dia, &st->row, g_row, st->q, cone_cell);
  _wy_strip_row_end (st->col, &st->row, g_row, st->R, 1, st->q);
}

static void
cone_strip_free (ConeStrip *st)
{
  _wy_strip_counts_free (st->col, st->dia, st->R);
  g_free (st->row.c);
  g_free (st->ga);
  g_free (st->gb);
}

/* How many of the Type III moves (A', B') have A' / 2 < R (x' < R reads only those; A' grows). */
static guint
generators_below (const guint *ga, guint n, guint R)
{
  guint below = 0;

  while (below < n && ga[below] / 2 < R)
    below++;
  return below;
}

/* The halved Type III moves with A' < 2 R.
 * Gamma's moves are listed while B' < WY_GAME_GENERATOR_LIMIT (2^18), and
 * every one with A' < 64 is among them: A'_n < 64 has n < 32 and
 * B'_n = s A'_n + (t + delta) n < 64 * 1000 + 32 * 1002 for s, t <= 1000
 * (tests/wy-diff-strip-cone.c checks that the list reaches A' >= 64). */
static void
cone_generators (ConeStrip *st, const WyGame *game)
{
  guint n = 0;
  const guint *gb, *ga = wy_game_get_generators (game, &gb, &n);

  st->n_gen = generators_below (ga, n, st->R);
  st->ga = g_new (guint, st->n_gen + 1);
  st->gb = g_new (guint, st->n_gen + 1);
  for (guint i = 0; i < st->n_gen; i++)
    {
      st->ga[i] = ga[i] / 2;
      st->gb[i] = gb[i] / 2;
    }
}

/* g(x, y) = g'(x >> 1, y >> 1): the halved strip h (ceil(R/2) wide) spread over R x N. */
static gint32 *
cone_expand (const gint32 *h, guint rows, guint length)
{
  guint R2 = (rows + 1) / 2;
  gint32 *g = g_try_malloc_n ((gsize) rows * length, sizeof (gint32));

  if (g)
    for (gsize y = 0; y < length; y++)
      for (guint x = 0; x < rows; x++)
        g[y * rows + x] = h[(y >> 1) * R2 + (x >> 1)];
  return g;
}

/* About the work of one row of a (halved) strip of R rows and N, in the
 * units of the line strips' WY_STRIP_MAX_WORK (rows^2 a row, some 4.6 ns):
 * each cell counts the cells its cone and mirror gain, 2 (s + t) with
 * K = 1 (about 1 unit each) and, while the rows below reach them, about
 * (s - 1)(1 + 1/s) x / 2 with K >= 2 in runs of s - 1 (0.45 a cell, 0.42
 * a run), and its Type III options, and its mex tests about R / 6 values.
 * block=Q > 1 about doubles it (more values a column's low passes).
 * Measured on (s,t) from (1,1) to (20,5) and (2,40), 12 and 64 rows:
 * within 15%. */
static double
cone_row_work (guint R, guint N, guint s, guint t, guint n_gen, guint q)
{
  double k1 = 2.0 * MIN ((double) s + t, N);
  double runs = (1 + 1.0 / s) * MIN (R / 2.0, (double) N / s), k2 = (s - 1) * runs;

  return R * (R / 6.0 + 1.05 * (k1 + 2.0 * n_gen) + 0.45 * k2 + (s > 1 ? 0.42 * runs : 0))
         * (q > 1 ? 2.2 : 1);
}

guint
_wy_grundy_strip_cone_max_length (const WyGame *game, guint rows)
{
  guint n = 0, R, s, t, N;
  gboolean halved = _wy_grundy_cone_halve (game, MAX (rows, 1), &R, &s, &t);
  const guint *gb, *ga = wy_game_get_generators (game, &gb, &n);
  guint n_gen = generators_below (ga, n, R);
  guint lo = 1, hi = WY_STRIP_MAX_CELLS / MAX (rows, 1);

  /* the longest strip within the work budget (the work grows with N) */
  while (lo < hi)
    {
      guint mid = lo + (hi - lo + 1) / 2;
      /* a halved strip is spread over the whole one after: a unit a cell */
      double spread = halved ? (double) mid * rows : 0;

      _wy_grundy_cone_halve (game, mid, &N, &s, &t);
      if (N * cone_row_work (R, N, s, t, n_gen, wy_game_get_block (game)) + spread
          <= WY_STRIP_MAX_WORK)
        lo = mid;
      else
        hi = mid - 1;
    }
  return lo;
}

gint32 *
_wy_grundy_strip_cone (const WyGame *game, guint rows, guint length, WyProgressFunc progress,
                       gpointer user_data, GCancellable *cancellable, GError **error)
{
  ConeStrip st = { .q = wy_game_get_block (game) };
  gboolean halved = _wy_grundy_cone_halve (game, rows, &st.R, &st.s, &st.t);
  gint32 *g = NULL;
  gboolean ok;

  _wy_grundy_cone_halve (game, length, &st.N, &st.s, &st.t);
  st.g = g_try_malloc_n ((gsize) st.R * st.N, sizeof (gint32));
  if (st.g)
    {
      st.col = g_new0 (WyStripCounts, st.R);
      st.dia = g_new0 (WyStripDiagonal, st.R);
      cone_generators (&st, game);
      ok = _wy_strip_rows (st.N, cone_row, &st, progress, user_data, cancellable, error);
      cone_strip_free (&st);
      if (!ok)
        {
          g_free (st.g);
          return NULL;
        }
      g = halved ? cone_expand (st.g, rows, length) : g_steal_pointer (&st.g);
      g_free (st.g);
    }
  if (!g)
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("not enough memory for a strip of %u x %u cells"), rows, length);
  else if (progress)
    progress (1.0, user_data);
  return g;
}
