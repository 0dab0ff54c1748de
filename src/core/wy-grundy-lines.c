/* wy-grundy-lines.c: every Grundy value of a line family (nim ... wytc) by union bitsets of the values along its bands. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>
#include <string.h>

#include "wy-board-private.h"

/* A side and a cost per cell (band_cost below) that take about a second
 * of core time: each cell sets a bit in one union per row, column and
 * diagonal of its bands. */
#define WY_GRUNDY_LINES_SIDE 4096u
#define WY_GRUNDY_LINES_COST 16u
/* Scratch bitsets may use at most this much memory. */
#define WY_GRUNDY_LINES_SCRATCH ((guint64) 512 << 20)

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
 *   joins dia[x - y] when (x, y) is reached. */
typedef struct {
  gint32   *g;
  guint     S, a, b, c;
  /* W words a union, in blocks of one cache line: block k of union i at
   * (k * n + i) * BLOCK for n unions. A search reads one union's words
   * in order, the next cell's unions lie in the next lines, and growing
   * W appends blocks without moving the others. The top word of every
   * union stays empty, so a search for a zero always ends. */
  gsize     W, max_W;
  guint64  *col;      /* S unions, the band ending at column x */
  guint64  *dia;      /* 2S - 1 unions, the band ending at diagonal x - y + S - 1 */
  guint64  *row;      /* one union */
  gsize     n_dia;    /* 2S - 1 */
  guint32  *mex_col, *mex_dia, mex_row;
} Dense;

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

#define BLOCK 8u

/* A union: its first block and the distance between its blocks, n * BLOCK. */
typedef struct {
  guint64 *base;
  gsize    stride;
} Union;

static inline Union
union_of (guint64 *set, gsize n, gsize i)
{
  return (Union) { set + i * BLOCK, n * BLOCK };
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
  *word_of (u, v >> 6) |= G_GUINT64_CONSTANT (1) << (v & 63);
  if (v == *mex)
    *mex = first_zero (u, v);
}

/* n unions grown from old_w to new_w words (whole blocks). */
static gboolean
grow_array (guint64 **set, gsize n, gsize old_w, gsize new_w)
{
  guint64 *bigger = g_try_realloc_n (*set, n * new_w, sizeof (guint64));

  if (!bigger)
    return FALSE;
  memset (bigger + n * old_w, 0, n * (new_w - old_w) * sizeof (guint64));
  *set = bigger;
  return TRUE;
}

/* Room for value v with an empty top word above it. */
static gboolean
make_room (Dense *d, guint32 v, GError **error)
{
  gsize need = (gsize) (v >> 6) + 2, W;

  if (need <= d->W)
    return TRUE;
  W = MIN (MAX (need, 2 * d->W), d->max_W);
  W = (W + BLOCK - 1) / BLOCK * BLOCK;
  if (need > W || !grow_array (&d->col, d->S, d->W, W)
      || !grow_array (&d->dia, d->n_dia, d->W, W) || !grow_array (&d->row, 1, d->W, W))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   "not enough memory for the Grundy values of a board of size %u", d->S);
      return FALSE;
    }
  d->W = W;
  return TRUE;
}

static inline gint32
value_at (const Dense *d, guint x, guint y)
{
  return d->g[(gsize) y * d->S + x];
}

/* The cells of the bands below (x, y) that join its unions only now. */
static void
join_late (Dense *d, guint x, guint y)
{
  gsize di = (gsize) x + d->S - 1 - y;

  for (guint r = 1; r < d->c && r <= y; r++)
    join (union_of (d->row, 1, 0), &d->mex_row, (guint32) value_at (d, x, y - r));
  for (guint e = 1; e < d->a && e <= y; e++)
    join (union_of (d->dia, d->n_dia, di), &d->mex_dia[di], (guint32) value_at (d, x, y - e));
}

static guint32
cell_value (const Dense *d, guint x, guint y)
{
  gsize di = (gsize) x + d->S - 1 - y;
  Union row = union_of (d->row, 1, 0), col = union_of (d->col, d->S, x);
  Union dia = union_of (d->dia, d->n_dia, di);
  guint32 lb = MAX (MAX (d->mex_row, d->mex_col[x]), d->mex_dia[di]);
  gsize w = lb >> 6;
  guint64 m = *word_of (row, w) | *word_of (col, w) | *word_of (dia, w)
              | ((G_GUINT64_CONSTANT (1) << (lb & 63)) - 1);

  while (m == G_MAXUINT64)
    {
      w++;
      m = *word_of (row, w) | *word_of (col, w) | *word_of (dia, w);
    }
  return (guint32) (w * 64 + __builtin_ctzll (~m));
}

static gboolean
insert (Dense *d, guint x, guint y, guint32 v, GError **error)
{
  gsize di = (gsize) x + d->S - 1 - y;

  if (!make_room (d, v, error))
    return FALSE;
  d->g[(gsize) y * d->S + x] = (gint32) v;
  join (union_of (d->row, 1, 0), &d->mex_row, v);
  for (guint k = 0; k < d->b && x + k < d->S; k++)
    join (union_of (d->col, d->S, x + k), &d->mex_col[x + k], v);
  for (guint e = 0; e < d->a && di + e < d->n_dia; e++)
    join (union_of (d->dia, d->n_dia, di + e), &d->mex_dia[di + e], v);
  return TRUE;
}

static gboolean
solve_row (Dense *d, guint y, gboolean symmetric, GError **error)
{
  memset (d->row, 0, d->W * sizeof (guint64));
  d->mex_row = 0;
  for (guint x = 0; x < d->S; x++)
    {
      guint32 v;

      join_late (d, x, y);
      if (symmetric && x < y)
        v = (guint32) value_at (d, y, x);
      else
        v = cell_value (d, x, y);
      if (!insert (d, x, y, v, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
dense_init (Dense *d, WyBoard *board, GError **error)
{
  guint S = board->size;

  d->S = S;
  wy_game_get_bands (board->game, &d->a, &d->b, &d->c);
  d->max_W = value_bound (S, d->a, d->b, d->c) / 64 + 2;
  /* most boards' values stay below a few times the side */
  d->max_W = (d->max_W + BLOCK - 1) / BLOCK * BLOCK;
  d->W = MIN (d->max_W, ((gsize) S / 16 + 2 + BLOCK - 1) / BLOCK * BLOCK);
  d->n_dia = 2 * (gsize) S - 1;
  d->col = g_try_malloc0_n ((gsize) S * d->W, sizeof (guint64));
  d->dia = g_try_malloc0_n (d->n_dia * d->W, sizeof (guint64));
  d->row = g_try_malloc0_n (d->W, sizeof (guint64));
  d->g = board->grundy = g_try_malloc0_n ((gsize) S * S, sizeof (gint32));
  d->mex_col = g_new0 (guint32, S);
  d->mex_dia = g_new0 (guint32, d->n_dia);
  if (!d->col || !d->dia || !d->row || !d->g)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   "not enough memory for the Grundy values of a board of size %u", S);
      return FALSE;
    }
  return TRUE;
}

static void
dense_clear (Dense *d)
{
  g_free (d->col);
  g_free (d->dia);
  g_free (d->row);
  g_free (d->mex_col);
  g_free (d->mex_dia);
}

gboolean
wy_grundy_lines (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                 GCancellable *cancellable, GError **error)
{
  Dense d = { 0 };
  gboolean ok, symmetric;

  if (wy_game_get_block (board->game) > 1)
    return wy_grundy_lines_block (board, progress, user_data, cancellable, error);
  ok = dense_init (&d, board, error);
  symmetric = d.b == d.c;
  for (guint y = 0; ok && y < d.S; y++)
    {
      if ((y & 63) == 0)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            ok = FALSE;
          else if (progress)
            progress (0.5 + 0.5 * y / d.S, user_data);
        }
      if (ok)
        ok = solve_row (&d, y, symmetric, error);
    }
  if (ok)
    for (gsize i = 0; i < (gsize) d.S * d.S; i++)
      board->max_grundy = MAX (board->max_grundy, (guint) d.g[i]);
  dense_clear (&d);
  return ok;
}
