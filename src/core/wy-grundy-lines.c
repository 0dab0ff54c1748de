/* wy-grundy-lines.c: every Grundy value of a line family (nim ... wytc) by bitsets of values per line. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>
#include <string.h>

#include "wy-board-private.h"

/* A side up to which a board's Grundy values take well under a second per
 * unit of band cost (band_cost below); the cost grows as the bands widen. */
#define WY_GRUNDY_LINES_SIDE 4096u
#define WY_GRUNDY_LINES_COST 16u
/* Scratch bitsets may use at most this much memory. */
#define WY_GRUNDY_LINES_SCRATCH ((guint64) 512 << 20)
/* With block=Q > 1 the values are counted option by option: O(S^3). */
#define WY_GRUNDY_BLOCK_SIDE 500u

/* The values seen on the lines a cell can move along, one bitset per
 * column, diagonal and (for a row band of c rows) the current row and the
 * prefixes of the c - 1 rows below it. Values along one column, row or
 * diagonal are distinct (those cells are options of each other), so a
 * bitset holds them exactly.
 *
 * Row by row, x increasing, when (x, y) is reached:
 * - column x' < x holds rows 0..y, column x rows 0..y-1: exactly the
 *   column band's options;
 * - diagonal x - y + e with e <= 0 holds exactly its options;
 * - diagonal x - y + e with e > 0 also holds the e - 1 cells of rows
 *   y-e+1 .. y-1 (to the right of x): their values are masked out.
 * The value of (x, y) is the first zero of the OR of its lines' words,
 * searched from the largest of three lines' own mex (each a lower bound). */
typedef struct {
  WyBoard  *board;
  gint32   *g;
  guint     S, a, b, c, W;
  /* word w of line i at w * stride + i: the next cell's line is the next
   * word in memory (a row sweeps the columns and diagonals in order); the
   * strides are padded off powers of two, which would map every word of
   * one line to the same cache set */
  guint64  *col;      /* W x col_stride, column x */
  guint64  *dia;      /* W x dia_stride, diagonal x - y + S - 1 */
  gsize     col_stride, dia_stride;
  guint64  *row;      /* c x W: row 0 is the current row, row k < c row y - k up to x */
  guint32  *mex_col, *mex_dia, mex_row;
  guint32  *mex_ghost;  /* of the row prefixes, index r < c */
  guint32  *extra;    /* values masked out of the diagonals e > 0 */
  guint    *n_extra;  /* per e */
} Dense;

static guint64
band_cost (guint a, guint b, guint c)
{
  return (guint64) b + c + 2 * (guint64) a + (guint64) a * a;
}

/* The largest value a cell can have: its number of options. */
static guint
value_bound (guint S, guint a, guint b, guint c)
{
  return (b + c + 2 * a + 1) * S + 64;
}

guint
wy_grundy_lines_max_size (const WyGame *game)
{
  guint a, b, c;
  double side;

  wy_game_get_bands (game, &a, &b, &c);
  if (wy_game_get_block (game) > 1)
    return WY_GRUNDY_BLOCK_SIDE;
  side = WY_GRUNDY_LINES_SIDE
         * sqrt ((double) WY_GRUNDY_LINES_COST / (double) band_cost (a, b, c));
  /* scratch: (3 S + c) x W words, W about (b + c + 2a + 1) S / 64 */
  double by_scratch = sqrt ((double) WY_GRUNDY_LINES_SCRATCH * 8.0
                            / (3.0 * (b + c + 2.0 * a + 1.0)));
  side = MIN (side, by_scratch);
  return (guint) CLAMP (side, 16.0, (double) WY_GRUNDY_LINES_SIDE);
}

static inline void
set_bit (guint64 *set, guint32 v)
{
  set[v >> 6] |= G_GUINT64_CONSTANT (1) << (v & 63);
}

/* The least value >= from missing from set, whose words lie stride apart. */
static guint32
first_zero_strided (const guint64 *set, gsize stride, guint32 from)
{
  gsize w = from >> 6;
  guint64 m = set[w * stride] | ((G_GUINT64_CONSTANT (1) << (from & 63)) - 1);

  while (m == G_MAXUINT64)
    m = set[++w * stride];
  return (guint32) (w * 64 + __builtin_ctzll (~m));
}

static guint32
first_zero (const guint64 *set, guint32 from)
{
  return first_zero_strided (set, 1, from);
}

static void
insert (Dense *d, guint x, guint y, guint32 v)
{
  gsize di = x + d->S - 1 - y;
  guint64 *col = d->col + x, *dia = d->dia + di;
  guint64 bit = G_GUINT64_CONSTANT (1) << (v & 63);

  d->g[(gsize) y * d->S + x] = (gint32) v;
  set_bit (d->row, v);
  col[(v >> 6) * d->col_stride] |= bit;
  if (d->a > 0)
    dia[(v >> 6) * d->dia_stride] |= bit;
  if (v == d->mex_row)
    d->mex_row = first_zero (d->row, v);
  if (v == d->mex_col[x])
    d->mex_col[x] = first_zero_strided (col, d->col_stride, v);
  if (d->a > 0 && v == d->mex_dia[di])
    d->mex_dia[di] = first_zero_strided (dia, d->dia_stride, v);
}

/* The values of the cells of diagonal x - y + e in rows y-e+1 .. y-1, for
 * each e in 2 .. a-1 (e = 1 has none). */
static void
collect_extra (Dense *d, guint x, guint y)
{
  guint k = 0;

  for (guint e = 1; e < d->a; e++)
    {
      d->n_extra[e] = 0;
      for (guint j = 1; j < e && j <= y; j++)
        {
          guint xe = x + e - j;
          if (xe >= d->S)
            continue;
          d->extra[k++] = (guint32) d->g[(gsize) (y - j) * d->S + xe];
          d->n_extra[e]++;
        }
    }
}

/* The OR of word w of every line through the options of (x, y). */
static guint64
options_word (Dense *d, guint x, guint y, gsize w)
{
  const gsize W = d->W;
  guint64 m = 0;
  guint k = 0;

  for (guint r = 0; r < d->c && r <= y; r++)
    m |= d->row[r * W + w];
  for (guint cx = x + 1 > d->b ? x + 1 - d->b : 0; cx <= x; cx++)
    m |= d->col[w * d->col_stride + cx];
  for (int e = 1 - (int) d->a; e < (int) d->a; e++)
    {
      gint64 di = (gint64) x - y + d->S - 1 + e;
      if (di < 0 || di >= 2 * (gint64) d->S - 1)
        {
          if (e > 0)
            k += d->n_extra[e];
          continue;
        }
      guint64 word = d->dia[w * d->dia_stride + di];
      if (e > 0)
        for (guint i = 0; i < d->n_extra[e]; i++, k++)
          if ((d->extra[k] >> 6) == w)
            word &= ~(G_GUINT64_CONSTANT (1) << (d->extra[k] & 63));
      m |= word;
    }
  return m;
}

static guint32
cell_value (Dense *d, guint x, guint y)
{
  guint32 lb = d->mex_row;
  gsize w;
  guint64 m;

  /* every line whose bitset holds exactly options is a lower bound */
  for (guint k = 0; k < d->b && k <= x; k++)
    lb = MAX (lb, d->mex_col[x - k]);
  for (guint r = 1; r < d->c && r <= y; r++)
    lb = MAX (lb, d->mex_ghost[r]);
  /* diagonals e <= 1: e = 1 has no cells to the right to mask */
  for (int e = 1 - (int) d->a; e <= MIN (1, (int) d->a - 1); e++)
    {
      gint64 di = (gint64) x + d->S - 1 - y + e;
      if (di >= 0 && di < 2 * (gint64) d->S - 1)
        lb = MAX (lb, d->mex_dia[di]);
    }
  if (d->a > 2)
    collect_extra (d, x, y);
  w = lb >> 6;
  m = options_word (d, x, y, w) | ((G_GUINT64_CONSTANT (1) << (lb & 63)) - 1);
  while (m == G_MAXUINT64)
    m = options_word (d, x, y, ++w);
  return (guint32) (w * 64 + __builtin_ctzll (~m));
}

/* Wythoff's game (a = b = c = 1): the same, with the three lines inline. */
static guint32
wythoff_value (Dense *d, guint x, guint y)
{
  gsize di = x + d->S - 1 - y, cs = d->col_stride, ds = d->dia_stride;
  const guint64 *row = d->row, *col = d->col + x, *dia = d->dia + di;
  guint32 lb = MAX (MAX (d->mex_row, d->mex_col[x]), d->mex_dia[di]);
  gsize w = lb >> 6;
  guint64 m = row[w] | col[w * cs] | dia[w * ds]
              | ((G_GUINT64_CONSTANT (1) << (lb & 63)) - 1);

  while (m == G_MAXUINT64)
    {
      w++;
      m = row[w] | col[w * cs] | dia[w * ds];
    }
  return (guint32) (w * 64 + __builtin_ctzll (~m));
}

static void
solve_row (Dense *d, guint y, gboolean symmetric)
{
  const gsize W = d->W;
  gboolean wythoff = d->a == 1 && d->b == 1 && d->c == 1;

  memset (d->row, 0, d->c * W * sizeof (guint64));
  memset (d->mex_ghost, 0, d->c * sizeof (guint32));
  d->mex_row = 0;
  for (guint x = 0; x < d->S; x++)
    {
      guint32 v;
      /* the prefixes of the rows below, up to x */
      for (guint r = 1; r < d->c && r <= y; r++)
        {
          guint32 u = (guint32) d->g[(gsize) (y - r) * d->S + x];
          set_bit (d->row + r * W, u);
          if (u == d->mex_ghost[r])
            d->mex_ghost[r] = first_zero (d->row + r * W, u);
        }
      if (symmetric && x < y)
        v = (guint32) d->g[(gsize) x * d->S + y];
      else if (wythoff)
        v = wythoff_value (d, x, y);
      else
        v = cell_value (d, x, y);
      insert (d, x, y, v);
    }
}

static gboolean
dense_init (Dense *d, WyBoard *board, GError **error)
{
  guint S = board->size;

  d->board = board;
  d->S = S;
  wy_game_get_bands (board->game, &d->a, &d->b, &d->c);
  d->W = value_bound (S, d->a, d->b, d->c) / 64 + 2;
  d->col_stride = (gsize) S + 8;
  d->dia_stride = (gsize) 2 * S - 1 + 8;
  d->col = g_try_malloc0_n (d->col_stride * d->W, sizeof (guint64));
  d->dia = g_try_malloc0_n (d->dia_stride * d->W, sizeof (guint64));
  d->row = g_try_malloc0_n ((gsize) d->c * d->W, sizeof (guint64));
  d->g = board->grundy = g_try_malloc0_n ((gsize) S * S, sizeof (gint32));
  d->mex_col = g_new0 (guint32, S);
  d->mex_dia = g_new0 (guint32, 2 * S - 1);
  d->mex_ghost = g_new0 (guint32, d->c);
  d->extra = g_new0 (guint32, (gsize) d->a * d->a / 2 + 1);
  d->n_extra = g_new0 (guint, d->a + 1);
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
  g_free (d->mex_ghost);
  g_free (d->extra);
  g_free (d->n_extra);
}

/* The values computed in a thread of their own, beside the elimination:
 * they share only the (immutable) game, and each fills its own arrays. */
struct _WyGrundyTask {
  WyBoard       *board;
  WyProgressFunc progress;
  gpointer       user_data;
  gint           report;   /* atomic: the elimination is done, report progress */
  GCancellable  *cancellable;
  GError        *error;
  gboolean       ok;
  GThread       *thread;
};

/* The elimination reports 0 to 0.5 meanwhile; then these take over. */
static void
task_progress (double fraction, gpointer data)
{
  WyGrundyTask *task = data;

  if (task->progress && g_atomic_int_get (&task->report))
    task->progress (fraction, task->user_data);
}

static gpointer
task_run (gpointer data)
{
  WyGrundyTask *task = data;

  task->ok = wy_grundy_lines (task->board, task_progress, task, task->cancellable,
                              &task->error);
  return NULL;
}

WyGrundyTask *
wy_grundy_lines_start (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                       GCancellable *cancellable)
{
  WyGrundyTask *task = g_new0 (WyGrundyTask, 1);

  task->board = board;
  task->progress = progress;
  task->user_data = user_data;
  task->cancellable = cancellable ? g_object_ref (cancellable) : NULL;
  task->thread = g_thread_try_new ("wy-grundy", task_run, task, NULL);
  if (!task->thread)
    task_run (task);
  return task;
}

gboolean
wy_grundy_lines_finish (WyGrundyTask *task, GError **error)
{
  gboolean ok;

  g_atomic_int_set (&task->report, 1);
  if (task->thread)
    g_thread_join (task->thread);
  ok = task->ok;
  if (!ok)
    g_propagate_error (error, task->error);
  g_clear_object (&task->cancellable);
  g_free (task);
  return ok;
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
        solve_row (&d, y, symmetric);
    }
  if (ok)
    for (gsize i = 0; i < (gsize) d.S * d.S; i++)
      board->max_grundy = MAX (board->max_grundy, (guint) d.g[i]);
  dense_clear (&d);
  return ok;
}
