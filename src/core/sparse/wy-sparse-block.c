/* wy-sparse-block.c: exact P-set of the line families with block=Q by a row sweep over saturating line counters. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>

#include "wy-board-private.h"
#include "wy-line-rule.h"
#include "wy-side-model.h"
#include "wy-sparse.h"
#include "wy-sweep.h"

/*
 * Why this is exact. With block=Q a cell is P iff fewer than Q of its moves
 * reach a P-position (docs/spec.md). The moves of (x, y) split into four
 * disjoint parts (the bands of wytc: a diagonal, b column, c row):
 *  - into its own row (dy = 0, always legal): r, the P-positions found
 *    left of x in this row;
 *  - into the rows below with dx < b: the column band, the P-positions of
 *    columns x-b+1..x in the rows below, col[x];
 *  - into the rows y-c+1..y-1 with dx >= b: the row band, the P-positions
 *    there with x' <= x - b, band(x) (c > 1 only);
 *  - with dx >= b, dy >= c and |dx - dy| < a: the diagonal band. A
 *    P-position (x0, y0) reaches row y0 + t (t >= c) on the diagonals
 *    d0 + e with max(b - t, 1 - a) <= e <= a - 1 (d0 = x0 - y0): from row
 *    y0 + c it counts on those, and one diagonal more each row until all
 *    2a - 1 count; diag[x - y].
 * So a cell is P iff r + col[x] + band(x) + diag[x - y] < Q, and each part
 * may saturate at Q. Each line holds at most Q P-positions, so the board
 * fills up with partial counts; to skip the cells that cannot be P, col
 * and diag are kept in trees of minima (a node: an aligned block of 8^k
 * lines). A block of 8^k cells of a row meets at most two aligned diagonal
 * blocks of the same size, so min col + min diag + band(left end) bounds
 * every cell of it from below (band grows with x): a block at or above
 * Q - r holds no P-position and is skipped whole. Every other cell is
 * decided exactly.
 */

#define FAN_BITS 3
#define FAN (1u << FAN_BITS)

/* Minima of counters saturating at Q, level 0 the counters themselves;
 * with Q <= WY_BLOCK_MASKS_MAX also masks of the counters at most v for v
 * = 0 .. Q - 1, a word a block of 64 (level 2), so that a block is decided
 * exactly in a few word operations. */
typedef struct {
  guint16 *level[12];
  guint    n_levels;
  guint64 *masks;      /* masks[word * Q + v]: bit i set iff counter 64 word + i <= v */
} MinTree;

#define WY_BLOCK_MASKS_MAX 64u
#define MASK_LEVEL 2u /* 8^2 = 64 */

typedef struct {
  guint32 first, count; /* diagonals first .. first + count - 1 */
} DiagEvent;

typedef struct {
  guint     S, Q, a, b, c;
  MinTree   col, diag;    /* diagonal x - y at x - y + S - 1 */
  guint32  *band;         /* Fenwick tree of the row band's starts x' + b (c > 1) */
  GArray  **events;       /* ring: diagonal counts from the row they start at */
  guint     n_events;
  GArray   *ppos;
  guint    *row_first;    /* ring of c + 1: each row's first P-position in ppos */
} BlockSweep;

/* n counters at 0; the padding beyond them (and every block of padding
 * alone) at top, closed. */
static gboolean
tree_init (MinTree *t, gsize n, guint16 top)
{
  if (top <= WY_BLOCK_MASKS_MAX)
    {
      gsize words = n / 64 + 2;
      t->masks = g_try_new0 (guint64, words * top);
      if (!t->masks)
        return FALSE;
      for (gsize w = 0; w * 64 < n; w++)
        for (guint v = 0; v < top; v++)
          t->masks[w * top + v] = n - w * 64 >= 64 ? G_MAXUINT64
                                  : (G_GUINT64_CONSTANT (1) << (n - w * 64)) - 1;
    }
  /* at least up to the level of the masks, even for the smallest boards */
  for (t->n_levels = 0; t->n_levels <= MASK_LEVEL || n > 1; t->n_levels++)
    {
      guint16 *level;
      if (t->n_levels > 0)
        n = (n + FAN - 1) / FAN;
      /* whole blocks, and one beyond for a diagonal block's neighbour */
      gsize len = (n + FAN - 1) / FAN * FAN + FAN;
      level = t->level[t->n_levels] = g_try_new (guint16, len);
      if (!level)
        return FALSE;
      for (gsize i = 0; i < len; i++)
        level[i] = i < n ? 0 : top;
    }
  return TRUE;
}

static void
tree_clear (MinTree *t)
{
  for (guint k = 0; k < G_N_ELEMENTS (t->level); k++)
    g_clear_pointer (&t->level[k], g_free);
  g_clear_pointer (&t->masks, g_free);
}

/* Counter i one more (saturating at top), and the minima above it. */
static void
tree_increment (MinTree *t, gsize i, guint16 top)
{
  guint16 old = t->level[0][i];

  if (old >= top)
    return;
  t->level[0][i] = old + 1;
  if (t->masks)
    t->masks[(i / 64) * top + old] &= ~(G_GUINT64_CONSTANT (1) << (i % 64));
  for (guint k = 1; k < t->n_levels; k++)
    {
      gsize node = i >> (FAN_BITS * k), first = node << FAN_BITS;
      const guint16 *child = t->level[k - 1] + first;
      guint16 m = child[0];
      if (t->level[k][node] != old)
        return;   /* the block's minimum lies elsewhere: unchanged */
      for (guint j = 1; j < FAN; j++)
        m = MIN (m, child[j]);
      if (m == old)
        return;
      t->level[k][node] = m;
    }
}

/* The row band: how many starts are at or left of x. */
static guint
band_count (const BlockSweep *bs, guint x)
{
  guint n = 0;

  if (!bs->band)
    return 0;
  for (guint i = MIN (x, bs->S - 1) + 1; i > 0; i -= i & -i)
    n += bs->band[i];
  return n;
}

static void
band_add (BlockSweep *bs, guint64 x, int delta)
{
  if (x >= bs->S)
    return;
  for (guint i = (guint) x + 1; i <= bs->S; i += i & -i)
    bs->band[i] += delta;
}

/* A lower bound of the moves into P of the cells x .. x + 8^k - 1 of row y
 * (x aligned), without the row's own. */
static guint
block_bound (const BlockSweep *bs, guint k, guint x, guint y)
{
  guint shift = FAN_BITS * k;
  gsize d = (gsize) x + bs->S - 1 - y, j = d >> shift;
  const guint16 *dl = bs->diag.level[k];
  guint dmin = bs->a > 0 ? MIN (dl[j], dl[j + 1]) : 0;

  if (k == 0)
    dmin = bs->a > 0 ? dl[d] : 0;
  return bs->col.level[k][x >> shift] + dmin + band_count (bs, x);
}

/* The 64 masks of the diagonals from d on, for counters at most v. */
static guint64
diag_window (const BlockSweep *bs, gsize d, guint v)
{
  const guint64 *m = bs->diag.masks;
  gsize j = d / 64;
  guint s = d % 64;

  if (s == 0)
    return m[j * bs->Q + v];
  return (m[j * bs->Q + v] >> s) | (m[(j + 1) * bs->Q + v] << (64 - s));
}

/* The first P-position of row y in x .. the end of its block of 64 (TRUE,
 * at *x), or FALSE with *x at that end: exactly, the cells whose column and diagonal counts sum below
 * need are the union over v of (column <= v) and (diagonal < need - v);
 * with a row band, each such cell is checked with its own band count. */
static gboolean
block_scan (const BlockSweep *bs, guint *x, guint y, guint need)
{
  guint from = *x, x0 = from & ~63u, end = MIN (x0 + 64, bs->S), band = band_count (bs, x0);
  gsize d = (gsize) x0 + bs->S - 1 - y;
  const guint64 *cm = bs->col.masks + (gsize) (x0 / 64) * bs->Q;
  guint64 m = 0;

  *x = end;
  if (band >= need)
    return FALSE;
  need -= band;
  for (guint v = 0; v < need; v++)
    m |= cm[v] & (bs->a > 0 ? diag_window (bs, d, need - 1 - v) : G_MAXUINT64);
  m &= G_MAXUINT64 << (from - x0);
  for (; m; m &= m - 1)
    {
      guint at = x0 + (guint) __builtin_ctzll (m);
      if (!bs->band || block_bound (bs, 0, at, y) < need + band)
        {
          *x = at;
          return TRUE;
        }
    }
  return FALSE;
}

/* The next P-position of row y at or right of x (r found left of it), or S. */
static guint
next_ppos (const BlockSweep *bs, guint x, guint y, guint r)
{
  guint need = bs->Q - r, base = bs->col.masks ? MASK_LEVEL : 0;

  while (x < bs->S)
    {
      guint k = base;
      if (base > 0 && x % 64 != 0)
        {
          if (block_scan (bs, &x, y, need))
            return x;
          continue;
        }
      /* the largest block starting at x, then smaller ones until one may hold P */
      while (k + 1 < bs->col.n_levels && x % (1u << (FAN_BITS * (k + 1))) == 0)
        k++;
      while (k > base && block_bound (bs, k, x, y) < need)
        k--;
      if (k == base && block_bound (bs, k, x, y) < need)
        {
          if (base == 0 || block_scan (bs, &x, y, need))
            return x;
          continue;
        }
      x += 1u << (FAN_BITS * k);
    }
  return bs->S;
}

static void
schedule (BlockSweep *bs, guint64 row, gint64 first, gint64 last)
{
  DiagEvent e;

  first = MAX (first, 0);
  last = MIN (last, 2 * (gint64) bs->S - 2);
  if (row >= bs->S || first > last)
    return;
  e = (DiagEvent) { (guint32) first, (guint32) (last - first + 1) };
  g_array_append_val (bs->events[row % bs->n_events], e);
}

/* Row y is done: its P-positions (from index first in ppos) count on the
 * columns from the next row, on the row band for c - 1 rows, and on the
 * diagonals from row y + c (one more diagonal each row, see above). */
static void
finish_row (BlockSweep *bs, guint y, guint first)
{
  const WyPos *p = (const WyPos *) bs->ppos->data;
  gint64 a = bs->a, b = bs->b, c = bs->c;

  for (guint i = first; i < bs->ppos->len; i++)
    {
      gint64 d0 = (gint64) p[i].x + bs->S - 1 - y;
      for (guint k = 0; k < bs->b && p[i].x + k < bs->S; k++)
        tree_increment (&bs->col, p[i].x + k, bs->Q);
      if (bs->band)
        band_add (bs, (guint64) p[i].x + bs->b, 1);
      schedule (bs, (guint64) y + c, d0 + MAX (b - c, 1 - a), d0 + a - 1);
      for (gint64 t = c + 1; b - t >= 1 - a; t++)
        if (b - t <= a - 1)
          schedule (bs, (guint64) y + t, d0 + b - t, d0 + b - t);
    }
  /* the row that leaves the band: its P-positions counted up to this row */
  if (bs->band && y + 1 >= bs->c)
    {
      guint old = y + 1 - bs->c, end = bs->row_first[(old + 1) % (bs->c + 1)];
      for (guint i = bs->row_first[old % (bs->c + 1)]; i < end; i++)
        band_add (bs, (guint64) p[i].x + bs->b, -1);
    }
}

static void
apply_events (BlockSweep *bs, guint y)
{
  GArray *list = bs->events[y % bs->n_events];

  for (guint i = 0; i < list->len; i++)
    {
      DiagEvent *e = &g_array_index (list, DiagEvent, i);
      for (guint32 d = e->first; d < e->first + e->count; d++)
        tree_increment (&bs->diag, d, bs->Q);
    }
  g_array_set_size (list, 0);
}

static void
sweep_row (gpointer sweep, guint y)
{
  BlockSweep *bs = sweep;
  guint first = bs->ppos->len, r = 0;

  bs->row_first[y % (bs->c + 1)] = first;
  apply_events (bs, y);
  for (guint x = next_ppos (bs, 0, y, 0); x < bs->S; x = next_ppos (bs, x + 1, y, r))
    {
      WyPos pos = { x, y };
      g_array_append_val (bs->ppos, pos);
      if (++r == bs->Q)
        break;
    }
  finish_row (bs, y, first);
}

gboolean
_wy_sparse_block_supports (const WyGame *game)
{
  /* nimpq has blocking budgets of its own, no block=Q */
  return _wy_game_get_group (game) == WY_GROUP_LINES_BLOCK
         && wy_game_get_family (game) != WY_FAMILY_NIMPQ && !wy_game_is_misere (game);
}

static gboolean
sweep_init (BlockSweep *bs, const WyGame *game, guint size)
{
  bs->S = size;
  bs->Q = wy_game_get_block (game);
  wy_game_get_bands (game, &bs->a, &bs->b, &bs->c);
  bs->n_events = MAX (bs->c, bs->a + bs->b) + 1;
  bs->events = wy_sweep_rings_new (bs->n_events, sizeof (DiagEvent));
  bs->row_first = g_new0 (guint, bs->c + 1);
  bs->ppos = g_array_new (FALSE, FALSE, sizeof (WyPos));
  if (bs->c > 1 && !(bs->band = g_try_new0 (guint32, (gsize) size + 1)))
    return FALSE;
  return tree_init (&bs->col, size, bs->Q) && tree_init (&bs->diag, 2 * (gsize) size - 1, bs->Q);
}

static void
sweep_clear (BlockSweep *bs)
{
  tree_clear (&bs->col);
  tree_clear (&bs->diag);
  g_free (bs->band);
  wy_sweep_rings_free (bs->events, bs->n_events);
  g_free (bs->row_first);
  if (bs->ppos)
    g_array_unref (bs->ppos);
}

GArray *
_wy_sparse_block_ppos (const WyGame *game, guint size, WyProgressFunc progress,
                       gpointer user_data, GCancellable *cancellable, GError **error)
{
  BlockSweep bs = { 0 };
  GArray *ppos = NULL;
  gboolean ok;

  g_return_val_if_fail (_wy_sparse_block_supports (game) && size >= 1, NULL);
  ok = (sweep_init (&bs, game, size) || wy_sweep_refuse_memory (size, error))
       && wy_sweep_rows (&bs, sweep_row, size, 0x3ff, progress, user_data, cancellable, error);
  if (ok)
    ppos = g_array_ref (bs.ppos);
  sweep_clear (&bs);
  return ppos;
}

/*
 * The caps: a time model measured on this project's machine (user time,
 * one core, `ppos` and `steps` of wythoff:block=Q) and the memory of the
 * P-set (up to Q a row, 8 bytes each, and as much again while the array
 * grows) and, with steps, of the line index (some 36 bytes a P-position).
 *  - the sweep: at most 2.6 10^-11 S^2 min (1, 3 / Q) (the cells the trees
 *    cannot skip, fewer as Q grows: Q = 2 took 4.6 s at 5 10^5, 17.4 to
 *    18.1 s at 10^6 and more than 30 s at 1.25 10^6, faster than S^2 as the
 *    lines outgrow the caches; 1.3 s at 2.5 10^5 and 3.1 s at 4 10^5 with
 *    three other processes on the 2 cores; Q = 6 3.0 s at 5 10^5 and 1.6 s
 *    at 4 10^5; Q = 20 1.9 s at 10^6 and 0.9 s at 4 10^5) and 8 10^-8 s a
 *    place for a P-position, Q S (Q = 1000: 19.5 s at 2.5 10^5, 39.6 s at
 *    5 10^5, 1.75 s at 25,000; Q = 100 0.8 s at 10^5);
 *  - the steps of every P-position (the best-first search, a cell's step
 *    the Q-th of up to 3Q by quickselect): 7 10^-8 sqrt(Q) s a place, Q S
 *    (measured 0.47 us a P-position for Q = 20 at 3 10^5, 0.7 for Q = 64
 *    at 2 10^5, 0.8 for Q = 100 at 10^5, 3.5 for Q = 1000 at 4096: 8.0 s);
 *  - the step of every cell read (`export`, the window; a cell's step from
 *    the line index, about (2 10^-7 + 10^-8 Q) (w / 68)^0.75 s, w the
 *    operations of its lines, 64 + 2a + b + c, for at most a million
 *    cells, one a pixel): export of wythoff:block=20 at 8000 0.48 s, =200
 *    at 4096 2.8 s, =1000 at 1500 15.5 s (steps alone 4.9 s),
 *    wyt:a=100,b=100,block=20 at 5000 1.65 s, wyt:a=1000,b=1000,block=1000
 *    at 347 12.0 s; processor time beside three other processes.
 * The cap is the largest side within 3/4 of the time budget (2 s unless
 * raised, wy_solve_set_time_budget) by the model, a margin for a noisy
 * machine (Q = 1000 took 1.95 s of processor at 24,999, the cap of the
 * whole budget, beside three other processes), and within WY_BLOCK_MEMORY.
 * On the quiet machine the caps of 2.6 10^-11 S^2 and 8 10^-8 Q S took
 * 2.03 s (Q = 2 at 237,135) and 1.89 s (Q = 1000 at 18,749) where the
 * model said 1.5 s: hence 3.6 10^-11 and 10^-7.
 */
#define WY_BLOCK_MARGIN 0.75
#define WY_BLOCK_MEMORY ((double) (2u << 30))

static double
block_seconds (const WyGame *game, double S, double Q, WyBlockReads reads)
{
  double t = 3.6e-11 * MIN (1.0, 3.0 / Q) * S * S + 1e-7 * Q * S
             + (reads >= WY_BLOCK_READS_STEPS ? 7e-8 * sqrt (Q) * Q * S : 0);
  guint a, b, c;

  if (reads < WY_BLOCK_READS_EVERY_STEP)
    return t;
  /* a cell's step reads the lines of its bands: w = 68 for wythoff */
  wy_game_get_bands (game, &a, &b, &c);
  double w = 64 + 2 * MIN (a, S) + MIN (b, S) + MIN (c, S);
  return t + (2e-7 + 1e-8 * Q) * pow (w / 68, 0.75) * MIN (S * S, 1e6);
}

static double
block_bytes (double S, double Q, WyBlockReads reads)
{
  return Q * S * (16 + (reads >= WY_BLOCK_READS_STEPS ? 36 : 0)) + 64 * S;
}

typedef struct {
  const WyGame *game;
  WyBlockReads  reads;
} BlockModel;

/* The model's seconds at this side, or infinity beyond the memory. */
static double
side_seconds (guint side, gconstpointer data)
{
  const BlockModel *m = data;
  double Q = wy_game_get_block (m->game);

  return block_bytes (side, Q, m->reads) <= WY_BLOCK_MEMORY
         ? block_seconds (m->game, side, Q, m->reads) : INFINITY;
}

guint
_wy_sparse_block_max_size (const WyGame *game, WyBlockReads reads, double seconds,
                           gboolean *by_time)
{
  double Q = wy_game_get_block (game);
  BlockModel model = { game, reads };
  guint lo = wy_side_within (1, 1u << 30, side_seconds, &model, WY_BLOCK_MARGIN * seconds);

  if (by_time)
    *by_time = block_seconds (game, lo + 1.0, Q, reads) > WY_BLOCK_MARGIN * seconds;
  return lo;
}
