/* wy-grundy-lines.c: every Grundy value of a line family (nim ... wytc) by union bitsets of the values along its bands. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>
#include <string.h>

#include "wy-board-private.h"
#include "wy-lanes.h"
#include "wy-grundy-private.h"
#include "wy-line-rule.h"

/* A side and a cost per cell (band_cost below) that take at most about a
 * second of core time (0.4 to 0.9 s measured at the caps, in two lanes):
 * each cell sets a bit in one union per row, column and diagonal of its
 * bands. */
#define WY_GRUNDY_LINES_SIDE 4096u
#define WY_GRUNDY_LINES_COST 16u
/* Scratch bitsets may use at most this much memory. */
#define WY_GRUNDY_LINES_SCRATCH ((guint64) 512 << 20)

#define BLOCK 8u

/* The values of a cell's options, as three unions: the current row band,
 * the column band ending at column x and the diagonal band ending at
 * diagonal x - y. A cell's value is the first zero of their OR, searched
 * from the largest of their own mex. A union may hold one value twice, or
 * a cell that is also an option along another line; it must hold no cell
 * that is not an option.
 *
 * Row by row, x increasing, when (x, y) is reached:
 * - row holds row y up to x - 1 and rows y - c + 1 .. y - 1 up to x;
 * - col[x] holds the cells of columns x - b + 1 .. x computed so far:
 *   rows below y, and row y left of x (options along the row);
 * - dia[x - y] holds the cells of diagonals x - y - a + 1 .. x - y
 *   computed so far (below-left of (x, y), or on row y to its left), and
 *   the cells of diagonals x - y + e, 0 < e < a, in rows up to y - e:
 *   those lie in column x or left of it. They enter late: (x, y - e)
 *   joins dia[x - y] when (x, y) is reached.
 *
 * Two lanes (threads, wy-lanes.h) share the rows, even and odd. Row y
 * waits at column x until row y - 1 is done up to x + lag, lag >= a, b, 2:
 * then every cell it reads is done, and the lanes write disjoint unions
 * (row y - 1 writes only unions of columns and diagonals beyond those row
 * y reads and writes). "Computed so far" above is then: rows below y up
 * to x + lag at least, which adds no cell to col[x] or dia[x - y]. */
typedef struct {
  gint32   *g;
  guint     W, H, a, b, c;   /* rows of W cells, H rows (W = H = S on a square board) */
  /* W words a union, in blocks of one cache line: block k of union i at
   * (k * n + i) * BLOCK for n unions. A search reads one union's words
   * in order, and the next cell's unions lie in the next lines. Wd covers
   * the largest value there can be, but the values stay far below it on
   * most boards: the blocks above them are never touched, so their pages
   * are never mapped. The top word of every union stays empty, so a
   * search for a zero always ends.
   *
   * Beside the words, a bit per word that is full (all its 64 values
   * in), F = Wd / 64 words a union, word f of union i at f * n + i: a
   * search skips the words where one of its three unions is full, which
   * are most of them (their OR is full far beyond each one's mex). */
  gsize     Wd, F;
  guint64  *col;      /* S unions, the band ending at column x */
  guint64  *dia;      /* n_dia unions, the band ending at diagonal x - y + H - 1 (modulo
                         n_dia: a rectangle keeps a ring of the diagonals its rows cross) */
  guint64  *col_full, *dia_full;
  gsize     n_dia;    /* W + H - 1, or the ring's size */
  gboolean  ring;
  guint32  *mex_col, *mex_dia;
  guint32  *dia_lo, *dia_top;  /* (ring) the least and largest word a diagonal's union has
                                  set (none: lo > top) */
  gboolean  row_spans;  /* a row's union is cleared by the words it set (Lane) */
} Dense;

/* One lane's row union. */
typedef struct {
  Dense         *d;
  guint64       *row, *row_full;
  guint32        mex_row;
  guint32        row_lo, row_hi;  /* the words the row union has set (none: lo > hi) */
} Lane;

/* The work of one cell on a side-S board, in bits set: its value joins b
 * column unions, 2a - 1 diagonal unions and c row unions (bands wider
 * than the board join at most S); plus the search. */
static guint64
band_cost (guint S, guint a, guint b, guint c)
{
  return (guint64) MIN (b, S) + MIN (c, S) + 2 * (guint64) MIN (a, S) + 2;
}

/* The largest value a cell can have: its number of options. */
static guint64
value_bound (guint S, guint a, guint b, guint c)
{
  return MIN (((guint64) b + c + 2 * (guint64) a + 1) * S, (guint64) S * S) + 64;
}

/* Bytes of scratch per word of the unions: S columns, 2S - 1 diagonals. */
static guint64
scratch_per_word (guint S)
{
  return (3 * (guint64) S) * sizeof (guint64);
}

static gboolean
side_fits (guint S, guint a, guint b, guint c)
{
  guint64 budget = (guint64) WY_GRUNDY_LINES_SIDE * WY_GRUNDY_LINES_SIDE * WY_GRUNDY_LINES_COST;

  return (guint64) S * S * band_cost (S, a, b, c) <= budget
         && (value_bound (S, a, b, c) / 64 + 2 + 8) * scratch_per_word (S)
            <= WY_GRUNDY_LINES_SCRATCH;
}

guint
wy_grundy_lines_max_size (const WyGame *game)
{
  guint a, b, c, lo = 16, hi = WY_GRUNDY_LINES_SIDE;

  wy_game_get_bands (game, &a, &b, &c);
  /* the largest side within the time and scratch budgets (both grow with
   * S); with block=Q > 1, wy_grundy_lines_block_max_size decides */
  while (lo < hi)
    {
      guint mid = lo + (hi - lo + 1) / 2;
      if (side_fits (mid, a, b, c))
        lo = mid;
      else
        hi = mid - 1;
    }
  return lo;
}

/* A union: its first block, the distance between its blocks (n * BLOCK),
 * its first full-word bits' word and the distance between those (n). */
typedef struct {
  guint64 *base;
  gsize    stride;
  guint64 *full;
  gsize    n;
} Union;

static inline Union
union_of (guint64 *set, guint64 *full, gsize n, gsize i)
{
  return (Union) { set + i * BLOCK, n * BLOCK, full + i, n };
}

static inline guint64 *
word_of (Union u, gsize w)
{
  return u.base + (w / BLOCK) * u.stride + w % BLOCK;
}

/* The least value >= from missing from u. */
static guint32
first_zero (Union u, guint32 from)
{
  gsize w = from >> 6;
  guint64 m = *word_of (u, w) | ((G_GUINT64_CONSTANT (1) << (from & 63)) - 1);

  while (m == G_MAXUINT64)
    m = *word_of (u, ++w);
  return (guint32) (w * 64 + __builtin_ctzll (~m));
}

static inline void
join (Union u, guint32 *mex, guint32 v)
{
  guint64 *word = word_of (u, v >> 6);

  if ((*word |= G_GUINT64_CONSTANT (1) << (v & 63)) == G_MAXUINT64)
    u.full[(v >> 12) * u.n] |= G_GUINT64_CONSTANT (1) << ((v >> 6) & 63);
  if (v == *mex)
    *mex = first_zero (u, v);
}

/* A value joins the words lo .. hi a union has set. */
static inline void
span_add (guint32 *lo, guint32 *hi, guint32 v)
{
  *lo = MIN (*lo, v >> 6);
  *hi = MAX (*hi, v >> 6);
}

/* Empties a union by its words lo .. hi and their full bits: the others were never set.
 * A thin rectangle's rows and ring diagonals hold few values but large ones; clearing
 * their whole range of values (the rectangle's bound) at every row cost a time
 * quadratic in the long side. */
static void
union_clear (Union u, guint32 *lo, guint32 *hi)
{
  for (gsize w = *lo; w <= *hi; w++)
    *word_of (u, w) = 0;
  for (gsize f = *lo / 64; *lo <= *hi && f <= *hi / 64; f++)
    u.full[f * u.n] = 0;
  *lo = G_MAXUINT32;
  *hi = 0;
}

/* A value joins the row union; where a row is cleared by the words it set, it notes them
 * (noting them cost a square's sweep a fifth more time). */
static inline void
row_join (Lane *l, guint32 v)
{
  if (l->d->row_spans)
    span_add (&l->row_lo, &l->row_hi, v);
  join (union_of (l->row, l->row_full, 1, 0), &l->mex_row, v);
}

/* Empties the row union: whole, or by the words it set where its range of values is wider
 * than a row (a thin rectangle's: clearing that range at every row took a time quadratic in
 * the long side). */
static void
row_clear (Lane *l)
{
  const Dense *d = l->d;

  if (!d->row_spans)
    {
      memset (l->row, 0, d->Wd * sizeof (guint64));
      memset (l->row_full, 0, d->F * sizeof (guint64));
    }
  else
    union_clear (union_of (l->row, l->row_full, 1, 0), &l->row_lo, &l->row_hi);
  l->mex_row = 0;
}

static inline gint32
value_at (const Dense *d, guint x, guint y)
{
  return d->g[(gsize) y * d->W + x];
}

/* The union of diagonal index di (x - y + H - 1). */
static inline gsize
dia_slot (const Dense *d, gsize di)
{
  return d->ring ? di % d->n_dia : di;
}

/* The cells of the bands below (x, y) that join its unions only now. */
static void
join_late (Lane *l, guint x, guint y)
{
  Dense *d = l->d;
  gsize di = dia_slot (d, (gsize) x + d->H - 1 - y);

  for (guint r = 1; r < d->c && r <= y; r++)
    row_join (l, (guint32) value_at (d, x, y - r));
  for (guint e = 1; e < d->a && e <= y; e++)
    {
      guint32 v = (guint32) value_at (d, x, y - e);
      join (union_of (d->dia, d->dia_full, d->n_dia, di), &d->mex_dia[di], v);
      if (d->ring)
        span_add (&d->dia_lo[di], &d->dia_top[di], v);
    }
}

/* The first word at or above w where none of the three unions is full
 * (the top word is never full). */
static gsize
next_open_word (Union row, Union col, Union dia, gsize w)
{
  gsize f = w >> 6;
  guint64 open = ~(row.full[f * row.n] | col.full[f * col.n] | dia.full[f * dia.n])
                 & (G_MAXUINT64 << (w & 63));

  while (open == 0)
    {
      f++;
      open = ~(row.full[f * row.n] | col.full[f * col.n] | dia.full[f * dia.n]);
    }
  return f * 64 + __builtin_ctzll (open);
}

static guint32
cell_value (const Lane *l, guint x, guint y)
{
  const Dense *d = l->d;
  gsize di = dia_slot (d, (gsize) x + d->H - 1 - y);
  Union row = union_of (l->row, l->row_full, 1, 0), col = union_of (d->col, d->col_full, d->W, x);
  Union dia = union_of (d->dia, d->dia_full, d->n_dia, di);
  guint32 lb = MAX (MAX (l->mex_row, d->mex_col[x]), d->mex_dia[di]);
  gsize w = lb >> 6;
  guint64 m = *word_of (row, w) | *word_of (col, w) | *word_of (dia, w)
              | ((G_GUINT64_CONSTANT (1) << (lb & 63)) - 1);

  while (m == G_MAXUINT64)
    {
      w = next_open_word (row, col, dia, w + 1);
      m = *word_of (row, w) | *word_of (col, w) | *word_of (dia, w);
    }
  return (guint32) (w * 64 + __builtin_ctzll (~m));
}

static void
insert (Lane *l, guint x, guint y, guint32 v)
{
  Dense *d = l->d;
  gsize di = (gsize) x + d->H - 1 - y, n = (gsize) d->W + d->H - 1;

  d->g[(gsize) y * d->W + x] = (gint32) v;
  row_join (l, v);
  for (guint k = 0; k < d->b && x + k < d->W; k++)
    join (union_of (d->col, d->col_full, d->W, x + k), &d->mex_col[x + k], v);
  for (guint e = 0; e < d->a && di + e < n; e++)
    {
      gsize i = dia_slot (d, di + e);
      join (union_of (d->dia, d->dia_full, d->n_dia, i), &d->mex_dia[i], v);
      if (d->ring)
        span_add (&d->dia_lo[i], &d->dia_top[i], v);
    }
}

/* The largest value a cell of a W x H rectangle can have: its options
 * along rows (x of each of the c rows of the band), columns and
 * diagonals. */
static guint64
rect_value_bound (guint W, guint H, guint a, guint b, guint c)
{
  guint64 options = (guint64) W * MIN (c, H) + (guint64) H * MIN (b, W)
                    + (guint64) MIN (W, H) * (2 * (guint64) a + 1);

  return MIN (options, (guint64) W * H) + 64;
}

/* The lag of the second lane: 64 more than the reach of a cell, the
 * lanes' cache lines apart. */
static guint
lanes_lag (guint a, guint b)
{
  return MAX (MAX (a, b), 2) + 64;
}

/* A rectangle's ring of diagonals: diagonal x - y is first reached at
 * (0, y) and read last W + a - 1 indices on, by the row and the one
 * before (the other lane's, at most lag behind). */
static gsize
rect_ring (guint W, guint a, guint b)
{
  return (gsize) W + a + lanes_lag (a, b) + 4;
}

static void
dia_reset (Dense *d, gsize i)
{
  union_clear (union_of (d->dia, d->dia_full, d->n_dia, i), &d->dia_lo[i], &d->dia_top[i]);
  d->mex_dia[i] = 0;
}

static gboolean
solve_row (WyLanes *lanes, gpointer data, guint y, GError **error)
{
  Lane *l = data;
  Dense *d = l->d;
  gboolean symmetric = d->b == d->c;
  guint seen = 0;

  row_clear (l);
  if (d->ring)
    dia_reset (d, dia_slot (d, d->H - 1 - (gsize) y));
  for (guint x = 0; x < d->W; x++)
    {
      guint32 v;

      if (!wy_lanes_reach (lanes, y, x, &seen))
        return FALSE;
      join_late (l, x, y);
      if (symmetric && x < y && y < d->W)
        v = (guint32) value_at (d, y, x);
      else
        v = cell_value (l, x, y);
      insert (l, x, y, v);
      wy_lanes_publish (lanes, y, x);
    }
  return TRUE;
}

static gboolean
dense_init (Dense *d, WyBoard *board, GError **error)
{
  guint W = board->width, H = board->height;
  guint64 bound;

  d->W = W;
  d->H = H;
  wy_game_get_bands (board->game, &d->a, &d->b, &d->c);
  bound = W == H ? value_bound (W, d->a, d->b, d->c) : rect_value_bound (W, H, d->a, d->b, d->c);
  d->Wd = (bound / 64 + 2 + BLOCK - 1) / BLOCK * BLOCK;
  d->F = (d->Wd + 63) / 64;
  d->row_spans = d->Wd > W;
  d->n_dia = (gsize) W + H - 1;
  d->ring = W != H && rect_ring (W, d->a, d->b) < d->n_dia;
  if (d->ring)
    d->n_dia = rect_ring (W, d->a, d->b);
  d->col = g_try_malloc0_n ((gsize) W * d->Wd, sizeof (guint64));
  d->dia = g_try_malloc0_n (d->n_dia * d->Wd, sizeof (guint64));
  d->col_full = g_try_malloc0_n ((gsize) W * d->F, sizeof (guint64));
  d->dia_full = g_try_malloc0_n (d->n_dia * d->F, sizeof (guint64));
  d->g = board->grundy = g_try_malloc0_n ((gsize) W * H, sizeof (gint32));
  d->mex_col = g_new0 (guint32, W);
  d->mex_dia = g_new0 (guint32, d->n_dia);
  d->dia_top = g_new0 (guint32, d->n_dia);
  d->dia_lo = g_new (guint32, d->n_dia);
  for (gsize i = 0; i < d->n_dia; i++)
    d->dia_lo[i] = G_MAXUINT32;
  if (!d->col || !d->dia || !d->col_full || !d->dia_full || !d->g)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   "not enough memory for the Grundy values of a board of size %u", MAX (W, H));
      return FALSE;
    }
  return TRUE;
}

static void
dense_clear (Dense *d)
{
  g_free (d->col);
  g_free (d->dia);
  g_free (d->col_full);
  g_free (d->dia_full);
  g_free (d->mex_col);
  g_free (d->mex_dia);
  g_free (d->dia_lo);
  g_free (d->dia_top);
}

/* From this side on, two lanes (below it a thread costs more than it
 * saves). */
#define WY_GRUNDY_LINES_TWO_LANES 384u

gboolean
_wy_grundy_lines_lanes (WyBoard *board, guint n_lanes, guint solo_row, WyProgressFunc progress,
                        gpointer user_data, GCancellable *cancellable, GError **error)
{
  Dense d = { 0 };
  Lane lanes[2];
  gpointer data[2] = { &lanes[0], &lanes[1] };
  gboolean ok;

  g_return_val_if_fail (n_lanes == 1 || n_lanes == 2, FALSE);
  ok = dense_init (&d, board, error);
  for (guint i = 0; i < n_lanes; i++)
    lanes[i] = (Lane) { &d, g_new0 (guint64, d.Wd), g_new0 (guint64, d.F), 0, G_MAXUINT32, 0 };
  ok = ok && wy_lanes_run (n_lanes, d.H, d.W, lanes_lag (d.a, d.b), solve_row, data,
                           progress, user_data, cancellable, solo_row, error);
  for (guint i = 0; i < n_lanes; i++)
    {
      g_free (lanes[i].row);
      g_free (lanes[i].row_full);
    }
  if (ok)
    _wy_board_set_max_grundy (board);
  dense_clear (&d);
  return ok;
}

gboolean
wy_grundy_lines (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                 GCancellable *cancellable, GError **error)
{
  guint n_lanes = board->size >= WY_GRUNDY_LINES_TWO_LANES ? wy_lanes_count () : 1;

  if (wy_game_get_block (board->game) > 1)
    return wy_grundy_lines_block (board, progress, user_data, cancellable, error);
  return _wy_grundy_lines_lanes (board, n_lanes, G_MAXUINT, progress, user_data, cancellable,
                                 error);
}

/* The Grundy values of a rectangle from the origin beyond the square's
 * side: at most this much work (cells times band_cost) a second of the time
 * budget. Measured on the loaded machine: wythoff's 10^8 cells (6 10^8) in
 * 11.6 s of processor, 1.5 10^7 cells (a sum's 5000,3000) in 1.7 s: 5.2
 * 10^7 a second (2 s: 1.67 10^7 cells of wythoff; --time-budget 12: 10^8).
 * The scratch as on a square. */
#define WY_GRUNDY_RECT_WORK_A_SECOND 5e7

/* The bytes of the unions of a W x H rectangle, swept as it lies: W columns and the ring
 * of diagonals (or all of them), each a word per 64 values up to the bound. */
static guint64
rect_scratch (guint W, guint H, guint a, guint b, guint c)
{
  guint64 bound = rect_value_bound (W, H, a, b, c);
  guint64 unions = W + MIN (rect_ring (W, a, b), (gsize) W + H - 1);

  return (bound / 64 + 2 + BLOCK) * unions * sizeof (guint64);
}

/* W and H as the sweep takes them: the thin side along the rows where the game is
 * symmetric. */
static void
rect_sweep_sides (guint b, guint c, guint *W, guint *H)
{
  if (b == c && *W > *H)
    {
      guint t = *W;
      *W = *H;
      *H = t;
    }
}

gboolean
wy_grundy_lines_rect_fits (const WyGame *game, guint W, guint H, double seconds)
{
  guint a, b, c;

  if (W == 0 || H == 0)
    return FALSE;
  wy_game_get_bands (game, &a, &b, &c);
  rect_sweep_sides (b, c, &W, &H);
  return (double) W * H * band_cost (MAX (W, H), a, b, c) <= seconds * WY_GRUNDY_RECT_WORK_A_SECOND
         && rect_scratch (W, H, a, b, c) <= WY_GRUNDY_LINES_SCRATCH;
}

guint64
wy_grundy_lines_rect_bytes (const WyGame *game, guint W, guint H)
{
  guint a, b, c;

  wy_game_get_bands (game, &a, &b, &c);
  rect_sweep_sides (b, c, &W, &H);
  return (guint64) W * H * (4 + 1 + 4) + rect_scratch (W, H, a, b, c);
}

gboolean
wy_grundy_lines_rect (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                      GCancellable *cancellable, GError **error)
{
  guint n_lanes = wy_lanes_count ();

  return _wy_grundy_lines_lanes (board, n_lanes, G_MAXUINT, progress, user_data, cancellable,
                                 error);
}
