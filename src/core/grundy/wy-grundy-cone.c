/* wy-grundy-cone.c: Sprague-Grundy values f^Q of (s,t)-Wythoff, Restricted and Gamma_i, diagonal by diagonal. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>

#include "wy-board-private.h"
#include "wy-grundy-private.h"
#include "wy-cone.h"
#include "wy-grundy-testing.h"

/* The method, for a value g(x, y) = mex^Q of the values of the options:
 *
 * Halving. Every move of Restricted (s,t) is even in both piles, and so is
 * every Type III move of Gamma_i (A'_n is the mex of a union of pairs
 * {2m, 2m+1}, B'_n = s A'_n + (t + delta) n with t + delta even). Each
 * parity class (x mod 2, y mod 2) is then a copy of one game on
 * (x >> 1, y >> 1): (s, t')-Wythoff with t' = ceil(t/2) (2l < 2sk + t iff
 * l < sk + t'), plus the halved Type III moves for Gamma. The options of
 * (x, y) and of its halved cell correspond one to one, so
 * g(x, y) = g'(x >> 1, y >> 1), with blocking too.
 *
 * (s,t)-Wythoff. The options of (x, y) are the column below, the row to
 * the left, and the cone W(x, y) = {(x-K, y-L): 1 <= K <= L <= sK+t-1}
 * with its mirror {(x-L, y-K)}. W(x, y) contains W(x-1, y-1) (cell for
 * cell), and what it has more is
 *   K = 1: (x-1, y-L), 1 <= L <= s+t-1, and
 *   K >= 2: L = sK + j, j in [t+1-s, t-1],
 * i.e. (with the K = 1 cells L >= t+1) every cell with x' <= x-1 of the
 * s-1 lines of slope s, lambda_j = y - s x - j (a line lambda holds the
 * cells with y' - s x' = lambda). So each diagonal keeps what its cells'
 * cones hold so far, and each cell adds the cells of those lines, the
 * K = 1 cells L <= t, and the same mirrored (lines mu = x' - s y').
 *
 * A cell joins its slope-s line t rows later (at the start of row y, row
 * y-t goes in): then line lambda_j holds exactly its cells with x' <= x-1
 * when (x, y) reads it (a cell x' = x+e of lambda_j lies in row
 * y - j + s e > y - t for e >= 0, and one with e <= -1 in row
 * y - j + s e <= y - t). A cell joins its mirrored line one row later: line
 * mu_j then holds exactly its cells with y' <= y-1, all to the left of x.
 * The mirror's K = 1 cell L = 1 is (x-1, y-1), already in the cone; no
 * line meets the diagonal dx = dy, so the pieces are disjoint: counts
 * stay exact for block=Q, where the cone keeps a count per value.
 *
 * The games are symmetric: g(x, y) = g(y, x) is copied for x < y, and
 * only the diagonals x >= y keep cones. */

/* Scratch for the bit sets (block=1) at most this; beyond it the counts
 * (a cone cell at a time: fine for a side of some hundreds). */
#define WY_GRUNDY_BITS_SCRATCH ((guint64) 160 << 20)
/* The largest side: the P-set's cap of these families. */
#define WY_GRUNDY_GENERIC_SIDE 4096u
#define WY_GRUNDY_GENERIC_MIN 16u
/* A board may take about this long (cone_work, nanoseconds): some
 * seconds. It caps Gamma_2..4 (their Type III options, read cell by
 * cell) and wide cones below the P-set's side. */
#define WY_GRUNDY_CONE_WORK 2.5e9

#define BIT(v) (G_GUINT64_CONSTANT (1) << ((v) & 63))

typedef struct {
  gint32        *g;       /* g[y * stride + x], x, y < n */
  gsize          stride;
  guint          n, s, t, q;
  guint          n_gen;
  guint         *ga, *gb; /* extra moves (ga, gb) and (gb, ga): ga < gb, both increasing */
  gsize         *off_ab, *off_ba;  /* their distances in g: gb * stride + ga, ga * stride + gb */
  WyProgressFunc progress;
  gpointer       user_data;
  GCancellable  *cancellable;
} Sweep;

/* Is the sweep to stop? Progress from 0.5 to 1 (the elimination had the
 * first half). */
static gboolean
sweep_row (Sweep *sw, guint y, GError **error)
{
  if ((y & 15) != 0)
    return TRUE;
  if (g_cancellable_set_error_if_cancelled (sw->cancellable, error))
    return FALSE;
  if (sw->progress)
    sw->progress (0.5 + 0.5 * y / sw->n, sw->user_data);
  return TRUE;
}

static gboolean
no_memory (guint n, GError **error)
{
  g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
               "not enough memory for the Grundy values of a board of size %u", n);
  return FALSE;
}

static inline gint32
value_at (const Sweep *sw, guint x, guint y)
{
  return sw->g[(gsize) y * sw->stride + x];
}

/* ---- block = 1: bit sets of values ---------------------------------- */

/* Every set has W words a line. The row and the columns keep word w of
 * every line together (w * lines + i: the next cell's column is the next
 * word, and W grows by appending); the diagonals and the slope-s lines
 * keep each line's words together (i * W + w), as a cell ORs whole
 * stretches of them: some S / 300 words a line and cell, measured. */
typedef struct {
  Sweep   *sw;
  guint    W;
  gsize    n_lines;        /* lines lambda (and mu) = -s (n-1) .. n-1 */
  guint64 *row;            /* the current row so far */
  guint64 *col;            /* column x: rows 0 .. y-1 (0 .. y once passed) */
  guint64 *dia;            /* diagonal d = x - y >= 0: the cone and mirror so far */
  guint64 *lam, *mu;       /* slope-s lines and mirrored lines */
  guint64 *gen;            /* CHUNK cells' Type III options: x's at (x - x0) * W */
  guint32  gen_top;        /* the largest value marked in gen */
  guint32 *mex_col, *mex_dia, mex_row;
  guint32 *top_lam, *top_mu; /* words 0 .. top-1 may hold bits */
} Bits;

/* The cells of a row take their Type III options CHUNK at a time: the
 * options of one cell lie in as many rows as there are moves, and each of
 * those rows is then read once for CHUNK cells side by side (Gamma_2 at
 * side 3530: 3.6 s a cell at a time, about 1.3 s). */
#define CHUNK 64u

/* Word-major sets: append words. */
static gboolean
grow_words (guint64 **set, gsize lines, guint W, guint W2)
{
  guint64 *p = g_try_realloc_n (*set, (gsize) W2 * lines, sizeof (guint64));

  if (!p)
    return FALSE;
  memset (p + (gsize) W * lines, 0, (gsize) (W2 - W) * lines * sizeof (guint64));
  *set = p;
  return TRUE;
}

/* Line-major arrays of n elements a line, of elem bytes each: lay the
 * lines out again with n2 elements (the new ones zero). */
static gboolean
grow_line_major (gpointer set, gsize lines, gsize n, gsize n2, gsize elem)
{
  guint8 **old = set, *p = g_try_malloc0_n (n2 * lines, elem);

  if (!p)
    return FALSE;
  for (gsize i = 0; i < lines; i++)
    memcpy (p + i * n2 * elem, *old + i * n * elem, n * elem);
  g_free (*old);
  *old = p;
  return TRUE;
}

static gboolean
grow_lines (guint64 **set, gsize lines, guint W, guint W2)
{
  return grow_line_major (set, lines, W, W2, sizeof (guint64));
}

/* Room for value v in every set. */
static gboolean
bits_grow (Bits *b, guint32 v)
{
  guint W2 = MAX (2 * b->W, (v >> 6) + 1), n = b->sw->n;
  gsize lines = b->lam ? b->n_lines : 0;

  if (!grow_words (&b->row, 1, b->W, W2) || !grow_words (&b->col, n, b->W, W2)
      || !grow_lines (&b->gen, CHUNK, b->W, W2) || !grow_lines (&b->dia, n, b->W, W2)
      || (lines && (!grow_lines (&b->lam, lines, b->W, W2)
                    || !grow_lines (&b->mu, lines, b->W, W2))))
    return FALSE;
  b->W = W2;
  return TRUE;
}

/* The least value >= from missing from set (words stride apart); 64 W
 * when the set is full up to there. */
static guint32
first_zero (const guint64 *set, gsize stride, guint W, guint32 from)
{
  gsize w = from >> 6;
  guint64 m;

  if (w >= W)
    return from;
  m = set[w * stride] | (BIT (from) - 1);
  while (m == G_MAXUINT64)
    {
      if (++w == W)
        return 64 * W;
      m = set[w * stride];
    }
  return (guint32) (w * 64 + __builtin_ctzll (~m));
}

static inline void
line_insert (guint64 *set, guint32 *top, guint W, gsize li, guint32 v)
{
  set[li * W + (v >> 6)] |= BIT (v);
  top[li] = MAX (top[li], (v >> 6) + 1);
}

/* OR the words w0 .. top-1 of a line into the diagonal's. */
static inline void
line_or (guint64 *restrict u, const guint64 *restrict line, guint32 w0, guint32 top)
{
  for (guint32 w = w0; w < top; w++)
    u[w] |= line[w];
}

/* The cone and mirror of (x, y), x >= y, joined into its diagonal. */
static void
bits_cone (Bits *b, guint x, guint y)
{
  const Sweep *sw = b->sw;
  gsize n = sw->n, lines = b->n_lines, W = b->W;
  gint64 s = sw->s, t = sw->t;
  guint64 *u = b->dia + (x - y) * W;
  guint32 mex = b->mex_dia[x - y], w0 = mex >> 6;

  if (s >= 2)
    {
      /* lambda_j = y - s x - j and mu_j = x - s y - j, j from t+1-s; a line
       * with j > y - s (x - s) has no cell left of x (below y) */
      gint64 lam = (gint64) y - s * x + s * (n - 1), mu = (gint64) x - s * y + s * (n - 1);
      for (gint64 j = t + 1 - s; j <= MIN (t - 1, (gint64) y - s); j++)
        if (lam - j >= 0 && lam - j < (gint64) lines)
          line_or (u, b->lam + (lam - j) * W, w0, b->top_lam[lam - j]);
      for (gint64 j = t + 1 - s; j <= MIN (t - 1, (gint64) x - s); j++)
        if (mu - j >= 0 && mu - j < (gint64) lines)
          line_or (u, b->mu + (mu - j) * W, w0, b->top_mu[mu - j]);
    }
  /* the K = 1 cells not on a line: (x-1, y-L) and (x-L, y-1), L <= t */
  if (x >= 1)
    for (guint L = 1; L <= MIN ((guint) t, y); L++)
      {
        guint32 v = value_at (sw, x - 1, y - L);
        u[v >> 6] |= BIT (v);
      }
  if (y >= 1)
    for (guint L = 2; L <= MIN ((guint) t, x); L++)
      {
        guint32 v = value_at (sw, x - L, y - 1);
        u[v >> 6] |= BIT (v);
      }
  b->mex_dia[x - y] = first_zero (u, 1, b->W, mex);
}

static inline void
gen_mark (guint64 *gen, guint32 v, guint32 *top)
{
  gen[v >> 6] |= BIT (v);
  *top = MAX (*top, v);
}

/* The values of the Type III options of the cells x0 .. x1 - 1 of row y
 * (y <= x0, x1 - x0 <= CHUNK): cell x's in gen set x - x0. */
static void
bits_gen (Bits *b, guint x0, guint x1, guint y)
{
  const Sweep *sw = b->sw;
  const gint32 *row = sw->g + (gsize) y * sw->stride;
  gsize W = b->W;
  guint i = 0;

  for (guint c = 0; c < CHUNK; c++)
    memset (b->gen + c * W, 0, ((b->gen_top >> 6) + 1) * sizeof (guint64));
  b->gen_top = 0;
  /* gb <= y <= x: both (x - ga, y - gb) and (x - gb, y - ga) */
  for (; i < sw->n_gen && sw->gb[i] <= y; i++)
    {
      const gint32 *ab = row - sw->off_ab[i], *ba = row - sw->off_ba[i];
      for (guint x = x0; x < x1; x++)
        {
          gen_mark (b->gen + (x - x0) * W, (guint32) ab[x], &b->gen_top);
          gen_mark (b->gen + (x - x0) * W, (guint32) ba[x], &b->gen_top);
        }
    }
  /* y < gb <= x: (x - gb, y - ga) alone, while ga <= y */
  for (; i < sw->n_gen && sw->gb[i] < x1 && sw->ga[i] <= y; i++)
    {
      const gint32 *ba = row - sw->off_ba[i];
      for (guint x = MAX (x0, sw->gb[i]); x < x1; x++)
        gen_mark (b->gen + (x - x0) * W, (guint32) ba[x], &b->gen_top);
    }
}

/* The least value >= from missing from the row, the column, the diagonal
 * and (with_gen) the Type III options; 64 W when all are full up to there. */
static guint32
bits_first_zero (const Bits *b, const guint64 *gen, guint x, guint y, guint32 from)
{
  gsize n = b->sw->n, w = from >> 6;
  const guint64 *row = b->row, *col = b->col + x, *dia = b->dia + (x - y) * b->W;
  gboolean with_gen = gen != NULL;
  guint64 m;

  if (w >= b->W)
    return from;
  m = row[w] | col[w * n] | dia[w] | (with_gen ? gen[w] : 0) | (BIT (from) - 1);
  while (m == G_MAXUINT64)
    {
      if (++w == b->W)
        return 64 * b->W;
      m = row[w] | col[w * n] | dia[w] | (with_gen ? gen[w] : 0);
    }
  return (guint32) (w * 64 + __builtin_ctzll (~m));
}

/* The value of (x, y), x >= y, whose Type III options are in gen (NULL:
 * it has none). */
static guint32
bits_value (Bits *b, const guint64 *gen, guint x, guint y)
{
  guint32 lb = MAX (MAX (b->mex_row, b->mex_col[x]), b->mex_dia[x - y]);

  return bits_first_zero (b, gen, x, y, lb);
}

/* Row y - t into the slope-s lines, row y - 1 into the mirrored lines. */
static void
bits_lines (Bits *b, guint y)
{
  const Sweep *sw = b->sw;
  gsize n = sw->n;
  gint64 s = sw->s;

  if (!b->lam)
    return;
  if (y >= sw->t)
    for (guint x = 0; x < n; x++)
      line_insert (b->lam, b->top_lam, b->W, (gsize) ((gint64) (y - sw->t) - s * x + s * (n - 1)),
                   value_at (sw, x, y - sw->t));
  if (y >= 1)
    for (guint x = 0; x < n; x++)
      line_insert (b->mu, b->top_mu, b->W, (gsize) ((gint64) x - s * (y - 1) + s * (n - 1)),
                   value_at (sw, x, y - 1));
}

static gsize
bits_lines_count (guint n, guint s)
{
  return s >= 2 ? (gsize) s * (n - 1) + n : 0;
}

/* Scratch bytes of the bit sets, for values up to about 2n (measured: the
 * largest value of (s,t)-Wythoff is about 2 max(x, y)). */
static double
bits_scratch (guint n, guint s)
{
  double W = (2.0 * n + 64) / 64 + 1;

  return (2.0 * bits_lines_count (n, s) + 2.0 * n + 2) * W * 8;
}

/* The bit sets, one word each to begin with (they double as the values
 * grow); FALSE when one could not be had. */
static gboolean
bits_init (Bits *b, guint n, guint s)
{
  b->W = 1;
  b->n_lines = bits_lines_count (n, s);
  b->row = g_try_malloc0_n (b->W, sizeof (guint64));
  b->gen = g_try_malloc0_n ((gsize) CHUNK * b->W, sizeof (guint64));
  b->col = g_try_malloc0_n ((gsize) b->W * n, sizeof (guint64));
  b->dia = g_try_malloc0_n ((gsize) b->W * n, sizeof (guint64));
  if (b->n_lines)
    {
      b->lam = g_try_malloc0_n ((gsize) b->W * b->n_lines, sizeof (guint64));
      b->mu = g_try_malloc0_n ((gsize) b->W * b->n_lines, sizeof (guint64));
      b->top_lam = g_try_malloc0_n (b->n_lines, sizeof (guint32));
      b->top_mu = g_try_malloc0_n (b->n_lines, sizeof (guint32));
    }
  b->mex_col = g_try_malloc0_n (n, sizeof (guint32));
  b->mex_dia = g_try_malloc0_n (n, sizeof (guint32));
  return b->row && b->gen && b->col && b->dia && b->mex_col && b->mex_dia
         && (!b->n_lines || (b->lam && b->mu && b->top_lam && b->top_mu));
}

static void
bits_clear (Bits *b)
{
  g_free (b->row);
  g_free (b->gen);
  g_free (b->col);
  g_free (b->dia);
  g_free (b->lam);
  g_free (b->mu);
  g_free (b->top_lam);
  g_free (b->top_mu);
  g_free (b->mex_col);
  g_free (b->mex_dia);
}

/* Row y's values: below the diagonal mirrored, the rest from the sets. */
static gboolean
bits_row (Bits *b, guint y, GError **error)
{
  Sweep *sw = b->sw;
  guint n = sw->n;

  bits_lines (b, y);
  memset (b->row, 0, b->W * sizeof (guint64));
  b->mex_row = 0;
  for (guint x = 0, x0 = 0; x < n; x++)
    {
      guint32 v;
      if (x < y)
        v = value_at (sw, y, x);
      else
        {
          if (sw->n_gen && (x == y || x == x0 + CHUNK))
            bits_gen (b, x0 = x, MIN (n, x + CHUNK), y);
          bits_cone (b, x, y);
          v = bits_value (b, sw->n_gen ? b->gen + (x - x0) * b->W : NULL, x, y);
        }
      if (v >= 64 * b->W && !bits_grow (b, v))
        return no_memory (n, error);
      sw->g[(gsize) y * sw->stride + x] = (gint32) v;
      b->row[v >> 6] |= BIT (v);
      b->col[(gsize) (v >> 6) * n + x] |= BIT (v);
      if (v == b->mex_row)
        b->mex_row = first_zero (b->row, 1, b->W, v);
      if (v == b->mex_col[x])
        b->mex_col[x] = first_zero (b->col + x, n, b->W, v);
    }
  return TRUE;
}

static gboolean
bits_run (Sweep *sw, GError **error)
{
  Bits b = { sw };
  gboolean ok = bits_init (&b, sw->n, sw->s);

  if (!ok)
    ok = no_memory (sw->n, error);
  for (guint y = 0; ok && y < sw->n; y++)
    ok = sweep_row (sw, y, error) && bits_row (&b, y, error);
  bits_clear (&b);
  return ok;
}

/* ---- any Q: counts of values, the cone a cell at a time ----------- */

/* V values a line; line i at i * V. The row and the columns are lines of
 * the game (their cells are options of each other), so a value occurs at
 * most Q times on them; the cones count up to Q (enough for mex^Q). */
typedef struct {
  Sweep   *sw;
  guint    V;
  guint16 *row, *col, *cone, *gen;
  guint32 *mex_col, *mex_cone, mex_row;
} Counts;

static gboolean
grow_counts (guint16 **set, gsize lines, guint V, guint V2)
{
  return grow_line_major (set, lines, V, V2, sizeof (guint16));
}

static gboolean
counts_grow (Counts *c, guint32 v)
{
  guint V2 = MAX (2 * c->V, v + 1), n = c->sw->n;

  if (!grow_counts (&c->row, 1, c->V, V2) || !grow_counts (&c->gen, 1, c->V, V2)
      || !grow_counts (&c->col, n, c->V, V2) || !grow_counts (&c->cone, n, c->V, V2))
    return FALSE;
  c->V = V2;
  return TRUE;
}

/* The cone being extended, for cone_add. */
typedef struct {
  Counts  *c;
  guint16 *cone;
} ConeAdd;

static inline void
cone_add (gpointer data, guint x, guint y)
{
  ConeAdd *a = data;
  guint32 v = value_at (a->c->sw, x, y);

  if (a->cone[v] < a->c->sw->q)
    a->cone[v]++;
}

/* The cells the cone and mirror of (x, y), x >= y, have more than those
 * of (x-1, y-1): the K = 1 cells and the lines' cells, one by one. */
static void
counts_cone (Counts *c, guint x, guint y)
{
  const Sweep *sw = c->sw;
  ConeAdd a = { c, c->cone + (gsize) (x - y) * c->V };
  guint32 *mex = &c->mex_cone[x - y];

  wy_cone_new_cells (sw->s, sw->t, x, y, cone_add, &a);
  while (*mex < c->V && a.cone[*mex] >= sw->q)
    (*mex)++;
}

/* Count (+1) or uncount (-1) the values >= lb of the Type III options. */
static void
counts_gen (Counts *c, guint x, guint y, guint32 lb, int delta)
{
  const Sweep *sw = c->sw;

  for (guint i = 0; i < sw->n_gen && sw->gb[i] <= x; i++)
    {
      if (sw->gb[i] <= y)
        {
          guint32 v = value_at (sw, x - sw->ga[i], y - sw->gb[i]);
          if (v >= lb)
            c->gen[v] += delta;
        }
      if (sw->ga[i] <= y)
        {
          guint32 v = value_at (sw, x - sw->gb[i], y - sw->ga[i]);
          if (v >= lb)
            c->gen[v] += delta;
        }
    }
}

static guint32
counts_value (Counts *c, guint x, guint y)
{
  guint q = c->sw->q;
  const guint16 *col = c->col + (gsize) x * c->V, *cone = c->cone + (gsize) (x - y) * c->V;
  guint32 z = MAX (MAX (c->mex_row, c->mex_col[x]), c->mex_cone[x - y]), lb = z;

  counts_gen (c, x, y, lb, 1);
  while (z < c->V && (guint) c->row[z] + col[z] + cone[z] + c->gen[z] >= q)
    z++;
  counts_gen (c, x, y, lb, -1);
  return z;
}

static gboolean
counts_run (Sweep *sw, GError **error)
{
  Counts c = { sw };
  guint n = sw->n;
  gboolean ok = TRUE;

  c.V = 64;
  c.row = g_try_malloc0_n (c.V, sizeof (guint16));
  c.gen = g_try_malloc0_n (c.V, sizeof (guint16));
  c.col = g_try_malloc0_n ((gsize) c.V * n, sizeof (guint16));
  c.cone = g_try_malloc0_n ((gsize) c.V * n, sizeof (guint16));
  c.mex_col = g_try_malloc0_n (n, sizeof (guint32));
  c.mex_cone = g_try_malloc0_n (n, sizeof (guint32));
  if (!c.row || !c.gen || !c.col || !c.cone || !c.mex_col || !c.mex_cone)
    ok = no_memory (n, error);
  for (guint y = 0; ok && y < n; y++)
    {
      if (!(ok = sweep_row (sw, y, error)))
        break;
      memset (c.row, 0, c.V * sizeof (guint16));
      c.mex_row = 0;
      for (guint x = 0; x < n; x++)
        {
          guint32 v;
          guint16 *col;
          if (x < y)
            v = value_at (sw, y, x);
          else
            {
              counts_cone (&c, x, y);
              v = counts_value (&c, x, y);
            }
          if (v >= c.V && !counts_grow (&c, v))
            {
              ok = no_memory (n, error);
              break;
            }
          sw->g[(gsize) y * sw->stride + x] = (gint32) v;
          col = c.col + (gsize) x * c.V;
          c.row[v]++;
          col[v]++;
          while (c.mex_row < c.V && c.row[c.mex_row] >= sw->q)
            c.mex_row++;
          while (c.mex_col[x] < c.V && col[c.mex_col[x]] >= sw->q)
            c.mex_col[x]++;
        }
    }
  g_free (c.row);
  g_free (c.gen);
  g_free (c.col);
  g_free (c.cone);
  g_free (c.mex_col);
  g_free (c.mex_cone);
  return ok;
}

/* ---- the families -------------------------------------------------- */

/* The halved game's side and t ((s,t)-Wythoff is not halved). */
gboolean
_wy_grundy_cone_halve (const WyGame *game, guint side, guint *n, guint *s, guint *t)
{
  gboolean halve = wy_game_get_family (game) != WY_FAMILY_STWYTHOFF;
  guint t0 = wy_game_get_param (game, WY_PARAM_T);

  *s = wy_game_get_param (game, WY_PARAM_S);
  *n = halve ? (side + 1) / 2 : side;
  *t = halve ? (t0 + 1) / 2 : t0;
  return halve;
}

/* The bit sets' scratch at most (the tests lower it: wy-engine-testing.h). */
static guint64 bits_scratch_max = WY_GRUNDY_BITS_SCRATCH;

void
_wy_grundy_cone_set_bits_scratch (guint64 bytes)
{
  bits_scratch_max = bytes;
}

/* Scratch of the bit sets, or counts instead (block=Q, or too many lines). */
static gboolean
use_bits (const WyGame *game, guint n, guint s)
{
  return wy_game_get_block (game) == 1 && bits_scratch (n, s) <= bits_scratch_max;
}

/* About how long a board of side `size` takes, in nanoseconds of a
 * machine of 2024 (measured at side 2048 on (s,t) from (1,1) to (20,5),
 * t up to 60 and Gamma_2..4: within a factor 2, mostly above). */
static double
cone_work (const WyGame *game, guint size)
{
  guint n, s, t, n_gen = 0, below = 0;
  const guint *gb;
  double cells, per_cell;

  _wy_grundy_cone_halve (game, size, &n, &s, &t);
  gb = NULL;
  wy_game_get_generators (game, &gb, &n_gen);
  /* the halved Type III moves on the board: about as many options a cell */
  for (guint i = 0; i < n_gen; i++)
    below += gb[i] / 2 < n;
  /* half the cells compute (the others are copied), all fill the sets */
  cells = (double) n * n / 2;
  if (use_bits (game, n, s))
    /* the K = 1 cells, 2 (s-1) lines ORed over some n / 250 words, and
     * the Type III options read CHUNK cells at a time */
    per_cell = 30 + 6.6 * t + 2.0 * MIN (s - 1.0, n) * (4 + n / 250.0) + 0.9 * below;
  else
    /* every new cone cell (the K = 1 cells and about x + y line cells),
     * then the counts from the parts' bounds up, a value at a time; the
     * Type III options a cell at a time */
    per_cell = 30 + 4.0 * MIN ((double) s + t, n) + (s >= 2 ? 2.0 * n : 0) + n / 2.0
               + 2.2 * below;
  return cells * per_cell + 10.0 * size * size;
}

guint
wy_grundy_cone_max_size (const WyGame *game)
{
  guint lo = WY_GRUNDY_GENERIC_MIN, hi = WY_GRUNDY_GENERIC_SIDE;

  /* the largest side whose sweep takes a few seconds */
  while (lo < hi)
    {
      guint mid = (lo + hi + 1) / 2;
      if (cone_work (game, mid) <= WY_GRUNDY_CONE_WORK)
        lo = mid;
      else
        hi = mid - 1;
    }
  return lo;
}

/* g(x, y) = g'(x >> 1, y >> 1), from the end of the array (a cell's
 * source never lies after it, nor after a cell still to be written). */
static void
expand_halves (gint32 *g, guint S)
{
  for (gsize y = S; y-- > 0;)
    for (gsize x = S; x-- > 0;)
      g[y * S + x] = g[(y >> 1) * S + (x >> 1)];
}

gboolean
wy_grundy_cone (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                   GCancellable *cancellable, GError **error)
{
  const WyGame *game = board->game;
  guint S = board->size, n_gen = 0;
  const guint *gb, *ga = wy_game_get_generators (game, &gb, &n_gen);
  Sweep sw = { NULL, S };
  gboolean ok;

  _wy_grundy_cone_halve (game, S, &sw.n, &sw.s, &sw.t);
  sw.q = wy_game_get_block (game);
  sw.progress = progress;
  sw.user_data = user_data;
  sw.cancellable = cancellable;
  /* the Type III moves below the board, halved (they are all even) */
  sw.ga = g_new (guint, n_gen + 1);
  sw.gb = g_new (guint, n_gen + 1);
  sw.off_ab = g_new (gsize, n_gen + 1);
  sw.off_ba = g_new (gsize, n_gen + 1);
  for (guint i = 0; i < n_gen && ga[i] < S; i++)
    {
      g_assert (ga[i] % 2 == 0 && gb[i] % 2 == 0 && ga[i] < gb[i]);
      sw.ga[sw.n_gen] = ga[i] / 2;
      sw.gb[sw.n_gen] = gb[i] / 2;
      sw.off_ab[sw.n_gen] = (gsize) sw.gb[sw.n_gen] * S + sw.ga[sw.n_gen];
      sw.off_ba[sw.n_gen] = (gsize) sw.ga[sw.n_gen] * S + sw.gb[sw.n_gen];
      sw.n_gen++;
    }
  board->grundy = sw.g = g_try_malloc0_n ((gsize) S * S, sizeof (gint32));
  if (!sw.g)
    ok = no_memory (S, error);
  else if (use_bits (game, sw.n, sw.s))
    ok = bits_run (&sw, error);
  else
    ok = counts_run (&sw, error);
  if (ok && sw.n != S)
    expand_halves (sw.g, S);
  if (ok)
    _wy_board_set_max_grundy (board);
  g_free (sw.ga);
  g_free (sw.gb);
  g_free (sw.off_ab);
  g_free (sw.off_ba);
  return ok;
}
