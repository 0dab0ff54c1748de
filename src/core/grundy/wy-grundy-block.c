/* wy-grundy-block.c: f^Q = mex^Q of the line families (nim ... wytc) with block=Q > 1, by counts per line. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "wy-board-private.h"
#include "wy-grundy-private.h"
#include "wy-line-rule.h"
#include "wy-side-model.h"

/* mex^Q counts every option once, so the options of (x, y) are split as
 * the moves are (docs/spec.md: dx < b, or dy < c, or |dx - dy| < a):
 *   the column band: columns x-k, k < b, rows 0 .. y (row y only for k > 0);
 *   the row band: rows y-k, k < c, cells x' <= x-b;
 *   the diagonal band: dx >= b, dy >= c, |dx - dy| < a.
 * A column or row is a line of the game (its cells are options of each
 * other), so a value occurs at most Q times on it. The diagonal band of
 * (x, y) holds that of (x-1, y-1), cell for cell, and besides only its
 * cells with dx = b or dy = c (at most 2a - 1): each diagonal x - y keeps
 * the counts of its cells' bands so far, up to Q (enough for mex^Q: they
 * are never taken back). So every part is exact, and none overlaps.
 *
 * Row by row, x increasing, each column holds its cells so far and the c
 * row prefixes their cells up to x-b. f^Q(x, y) is the least z whose
 * counts add up to fewer than Q: at least the least such z of each part,
 * and from the largest of those up, many values at a time (the values sit
 * far apart: a value seen once on two lines is already blocked for Q = 2,
 * so the answer lies some S/4 above the parts' own bounds).
 *
 * The counts (at most Q) are kept by blocks: block w of every line of a
 * set lies together, line after line, so the next cell's line is the next
 * block in memory and more values are appended. For Q <= 4 a block is Q
 * bit planes of 64 values, plane k the values counted more than k times
 * (a quarter of the memory of bytes at Q = 2: the sets of a 4096 board
 * stay in the cache); "the parts add up to >= Q" is then a few ANDs and
 * ORs a word. Beyond, a block is 16 byte counts (8 of 16 bits when
 * Q > 255), added with saturation 16 (8) at a time. */

#define WY_GRUNDY_BLOCK_SIDE 4096u
/* The counts may use at most this much memory. */
#define WY_GRUNDY_BLOCK_SCRATCH ((guint64) 512 << 20)
/* Bit planes up to this Q, counts beyond. */
#define WY_GRUNDY_PLANES_MAX 4u

typedef enum {
  KIND_PLANES, /* Q bit planes of 64 values */
  KIND_BYTES,  /* 16 counts of a byte */
  KIND_WIDE,   /* 8 counts of 16 bits (Q > 255) */
} Kind;

typedef struct {
  gint32        *g;
  guint          S, a, b, c, q;
  gboolean       symmetric; /* b = c: g(x, y) = g(y, x), bands only for x >= y */
  guint          V;         /* values a line, a multiple of 64 */
  gsize          block;     /* bytes of a line's block */
  guint8        *col;       /* line x */
  guint8        *row;       /* line k < c: row y-k up to x-b */
  guint8        *band;      /* line x - y + band_zero: the diagonal band so far */
  gsize          band_zero, n_band;
  guint32       *mex_col, *mex_row, *mex_band;
  WyProgressFunc progress;
  gpointer       user_data;
} Block;

#define INLINE static inline __attribute__ ((always_inline))
#define BIT(v) (G_GUINT64_CONSTANT (1) << ((v) & 63))

INLINE guint
block_values (Kind kind)
{
  return kind == KIND_PLANES ? 64 : kind == KIND_BYTES ? 16 : 8;
}

/* Line li's block holding v, in a set of n lines. */
INLINE guint8 *
block_of (const Block *bl, const guint8 *set, gsize n, gsize li, guint32 v, Kind kind)
{
  return (guint8 *) set + ((v / block_values (kind)) * n + li) * bl->block;
}

/* Has v Q counts on line li? */
INLINE gboolean
full (const Block *bl, const guint8 *set, gsize n, gsize li, guint32 v, Kind kind, guint q)
{
  const guint8 *p = block_of (bl, set, n, li, v, kind);

  if (kind == KIND_PLANES)
    return (((const guint64 *) p)[q - 1] & BIT (v)) != 0;
  if (kind == KIND_BYTES)
    return p[v & 15] >= q;
  return ((const guint16 *) p)[v & 7] >= q;
}

/* One more v on line li (up to Q), and the line's bound past it. */
INLINE void
add (const Block *bl, guint8 *set, gsize n, gsize li, guint32 v, guint32 *mex, Kind kind,
     guint q)
{
  guint8 *p = block_of (bl, set, n, li, v, kind);

  if (kind == KIND_PLANES)
    {
      guint64 *plane = (guint64 *) p;
      for (guint k = 0; k < q; k++)
        if (!(plane[k] & BIT (v)))
          {
            plane[k] |= BIT (v);
            break;
          }
    }
  else if (kind == KIND_BYTES && p[v & 15] < q)
    p[v & 15]++;
  else if (kind == KIND_WIDE && ((guint16 *) p)[v & 7] < q)
    ((guint16 *) p)[v & 7]++;
  if (v == *mex)
    while (*mex < bl->V && full (bl, set, n, li, *mex, kind, q))
      (*mex)++;
}

static gboolean
grow_counts (guint8 **set, gsize lines, gsize bytes, gsize bytes2)
{
  guint8 *p = g_try_realloc_n (*set, lines, bytes2);

  if (!p)
    return FALSE;
  memset (p + lines * bytes, 0, lines * (bytes2 - bytes));
  *set = p;
  return TRUE;
}

/* Room for value v on every line. */
static gboolean
block_grow (Block *bl, guint32 v, Kind kind)
{
  guint V2 = MAX (2 * bl->V, (v + 64) & ~63u);
  gsize bytes = bl->V / block_values (kind) * bl->block;
  gsize bytes2 = V2 / block_values (kind) * bl->block;

  if (!grow_counts (&bl->col, bl->S, bytes, bytes2)
      || !grow_counts (&bl->row, bl->c, bytes, bytes2)
      || !grow_counts (&bl->band, MAX (bl->n_band, 1), bytes, bytes2))
    return FALSE;
  bl->V = V2;
  return TRUE;
}

INLINE gint32
value_at (const Block *bl, guint x, guint y)
{
  return bl->g[(gsize) y * bl->S + x];
}

/* The band of (x, y) from that of (x-1, y-1): its cells with dx = b, and
 * those with dy = c, dx > b. */
INLINE void
band_add (Block *bl, guint x, guint y, Kind kind, guint q)
{
  gint64 a = bl->a, b = bl->b, c = bl->c;
  gsize li = (gsize) x - y + bl->band_zero;
  guint32 *mex = &bl->mex_band[li];

  if (x >= b)
    for (gint64 dy = MAX (c, b - a + 1); dy <= MIN (b + a - 1, (gint64) y); dy++)
      add (bl, bl->band, bl->n_band, li, value_at (bl, x - b, y - dy), mex, kind, q);
  if (y >= c)
    for (gint64 dx = MAX (b + 1, c - a + 1); dx <= MIN (c + a - 1, (gint64) x); dx++)
      add (bl, bl->band, bl->n_band, li, value_at (bl, x - dx, y - c), mex, kind, q);
}

/* The least z >= lb whose counts over the n parts add up to fewer than Q;
 * part i's block w at part[i] + w * step[i]. */
INLINE guint32
scan_planes (const Block *bl, const guint8 *const *part, const gsize *step, guint n, guint32 lb,
             guint q)
{
  for (gsize w = lb / 64; w * 64 < bl->V; w++)
    {
      /* at[j]: the values the parts so far count at least j + 1 times */
      guint64 at[WY_GRUNDY_PLANES_MAX], blocked;
      const guint64 *t = (const guint64 *) (part[0] + w * step[0]);
      for (guint j = 0; j < q; j++)
        at[j] = t[j];
      for (guint i = 1; i + 1 < n; i++)
        {
          t = (const guint64 *) (part[i] + w * step[i]);
          for (guint j = q; j-- > 0;)
            {
              guint64 m = at[j] | t[j];
              for (guint k = 0; k < j; k++)
                m |= at[j - 1 - k] & t[k];
              at[j] = m;
            }
        }
      /* of the last part only the top: at least Q in all */
      if (n > 1)
        {
          t = (const guint64 *) (part[n - 1] + w * step[n - 1]);
          guint64 m = at[q - 1] | t[q - 1];
          for (guint k = 0; k + 1 < q; k++)
            m |= at[q - 2 - k] & t[k];
          at[q - 1] = m;
        }
      blocked = at[q - 1];
      if (w == lb / 64)
        blocked |= BIT (lb) - 1;
      if (~blocked)
        return (guint32) (w * 64 + __builtin_ctzll (~blocked));
    }
  return bl->V;
}

INLINE guint32
scan_counts (const Block *bl, const guint8 *const *part, const gsize *step, guint n, guint32 lb,
             Kind kind)
{
  gboolean wide = kind == KIND_WIDE;
  guint q = bl->q, L = block_values (kind), unit = wide ? 2 : 1;
  guint32 z = lb - lb % L;

#ifdef __SSE2__
  const __m128i zero = _mm_setzero_si128 ();
  const __m128i below = wide ? _mm_set1_epi16 ((short) (q - 1)) : _mm_set1_epi8 ((char) (q - 1));
  for (gsize w = z / L; z < bl->V; z += L, w++)
    {
      __m128i sum = _mm_load_si128 ((const __m128i *) (part[0] + w * step[0])), over;
      guint free;
      for (guint i = 1; i < n; i++)
        {
          __m128i c = _mm_load_si128 ((const __m128i *) (part[i] + w * step[i]));
          sum = wide ? _mm_adds_epu16 (sum, c) : _mm_adds_epu8 (sum, c);
        }
      /* sum < Q: nothing left once Q - 1 is taken off */
      over = wide ? _mm_subs_epu16 (sum, below) : _mm_subs_epu8 (sum, below);
      free = (guint) _mm_movemask_epi8 (wide ? _mm_cmpeq_epi16 (over, zero)
                                             : _mm_cmpeq_epi8 (over, zero));
      if (z < lb)
        free &= ~((1u << ((lb - z) * unit)) - 1);
      if (free)
        return z + __builtin_ctz (free) / unit;
    }
  return bl->V;
#else
  for (z = lb; z < bl->V; z++)
    {
      guint sum = 0;
      for (guint i = 0; i < n; i++)
        {
          const guint8 *p = part[i] + (z / L) * step[i];
          sum += wide ? ((const guint16 *) p)[z % L] : p[z % L];
        }
      if (sum < q)
        return z;
    }
  (void) unit;
  return bl->V;
#endif
}

INLINE guint32
block_value (Block *bl, const guint8 **part, gsize *step, guint x, guint y, Kind kind, guint q)
{
  guint32 lb = 0;
  guint n = 0;

  for (guint k = 0; k < bl->b && k <= x; k++)
    {
      lb = MAX (lb, bl->mex_col[x - k]);
      part[n] = bl->col + (x - k) * bl->block;
      step[n++] = (gsize) bl->S * bl->block;
    }
  for (guint k = 0; k < bl->c && k <= y; k++)
    {
      lb = MAX (lb, bl->mex_row[k]);
      part[n] = bl->row + k * bl->block;
      step[n++] = (gsize) bl->c * bl->block;
    }
  if (bl->n_band)
    {
      gsize li = (gsize) x - y + bl->band_zero;
      band_add (bl, x, y, kind, q);
      lb = MAX (lb, bl->mex_band[li]);
      part[n] = bl->band + li * bl->block;
      step[n++] = bl->n_band * bl->block;
    }
  if (kind == KIND_PLANES)
    return scan_planes (bl, part, step, n, lb, q);
  return scan_counts (bl, part, step, n, lb, kind);
}

/* q is a constant for the bit planes (the loops unroll), bl->q otherwise. */
INLINE gboolean
block_sweep (Block *bl, GCancellable *cancellable, GError **error, Kind kind, guint q)
{
  guint S = bl->S, b = bl->b, c = bl->c;
  g_autofree const guint8 **part = g_new (const guint8 *, b + c + 1);
  g_autofree gsize *step = g_new (gsize, b + c + 1);

  for (guint y = 0; y < S; y++)
    {
      if ((y & 15) == 0)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return FALSE;
          if (bl->progress)
            bl->progress (0.5 + 0.5 * y / S, bl->user_data);
        }
      /* the row prefixes start again */
      memset (bl->row, 0, (gsize) c * (bl->V / block_values (kind)) * bl->block);
      memset (bl->mex_row, 0, c * sizeof (guint32));
      for (guint x = 0; x < S; x++)
        {
          guint32 v;
          if (x >= b)
            for (guint k = 0; k < c && k <= y; k++)
              add (bl, bl->row, c, k, value_at (bl, x - b, y - k), &bl->mex_row[k], kind, q);
          if (bl->symmetric && x < y)
            v = (guint32) value_at (bl, y, x);
          else
            v = block_value (bl, part, step, x, y, kind, q);
          if (v >= bl->V && !block_grow (bl, v, kind))
            {
              g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                           "not enough memory for the Grundy values of a board of size %u", S);
              return FALSE;
            }
          bl->g[(gsize) y * S + x] = (gint32) v;
          add (bl, bl->col, S, x, v, &bl->mex_col[x], kind, q);
        }
    }
  return TRUE;
}

static gboolean
sweep (Block *bl, GCancellable *cancellable, GError **error)
{
  switch (bl->q)
    {
    case 2: return block_sweep (bl, cancellable, error, KIND_PLANES, 2);
    case 3: return block_sweep (bl, cancellable, error, KIND_PLANES, 3);
    case 4: return block_sweep (bl, cancellable, error, KIND_PLANES, 4);
    default:
      if (bl->q <= 255)
        return block_sweep (bl, cancellable, error, KIND_BYTES, bl->q);
      return block_sweep (bl, cancellable, error, KIND_WIDE, bl->q);
    }
}

/* About how many seconds a board of side S costs, in ns a cell: a floor,
 * the parts' values scanned 16 at a time (some S / 4Q each: measured
 * wythoff:block=2 89 ns a cell at 4096), and the bands' new cells, whose
 * counts outgrow the caches as the bands widen (B = 2a + b + c, each at
 * most S: 448 ns a cell for wyt:a=10,b=10,block=10 at 3000, 870 to 1030
 * for a = b = 100 and Q = 100 to 1000 at 1500 to 2624, 1040 to 1600 for
 * a = b = 1000 and Q = 100 to 1000 at 700 to 990, 2900 for Q = 20 at 786;
 * processor time with three other processes on the 2 cores; before this
 * model, a = b = Q = 1000 took 5.8 s at 1396 on the quiet machine). */
static double
block_seconds (guint a, guint b, guint c, guint q, double S)
{
  double parts = b + c + (a > 0);
  double bands = 2.0 * MIN (a, S) + MIN (b, S) + MIN (c, S);
  double ns = 50.0 + 0.33 * parts * S / (32.0 * q) + 100.0 * pow (MAX (bands - 4.0, 0.0), 0.4);

  return S * S * ns * 1e-9;
}

static double
block_side_seconds (guint side, gconstpointer game)
{
  guint a, b, c;

  wy_game_get_bands (game, &a, &b, &c);
  return block_seconds (a, b, c, wy_game_get_block (game), side);
}

guint
wy_grundy_lines_block_max_size (const WyGame *game, double seconds)
{
  guint a, b, c, q = wy_game_get_block (game);
  double by_scratch;

  wy_game_get_bands (game, &a, &b, &c);
  /* counts: about 2 S lines (columns, bands) of (b + c + 2a + 1) S / Q values */
  by_scratch = sqrt ((double) WY_GRUNDY_BLOCK_SCRATCH * q
                     / ((q > 255 ? 2 : 1) * 2.0 * (b + c + 2.0 * a + 1)));
  return wy_side_within (16, (guint) CLAMP (by_scratch, 16.0, (double) WY_GRUNDY_BLOCK_SIDE),
                         block_side_seconds, game, seconds);
}

gboolean
wy_grundy_lines_block (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                       GCancellable *cancellable, GError **error)
{
  Block bl = { NULL };
  guint S = board->size;
  gboolean ok;
  Kind kind;
  gsize bytes;

  wy_game_get_bands (board->game, &bl.a, &bl.b, &bl.c);
  bl.S = S;
  bl.q = wy_game_get_block (board->game);
  kind = bl.q <= WY_GRUNDY_PLANES_MAX ? KIND_PLANES : bl.q <= 255 ? KIND_BYTES : KIND_WIDE;
  bl.block = kind == KIND_PLANES ? bl.q * sizeof (guint64) : 16;
  bl.symmetric = bl.b == bl.c;
  /* 64 values to begin with: the sets double as the values grow */
  bl.V = 64;
  bl.progress = progress;
  bl.user_data = user_data;
  /* bands of the diagonals x - y >= 0 (symmetric) or all */
  bl.band_zero = bl.symmetric ? 0 : S - 1;
  bl.n_band = bl.a == 0 ? 0 : bl.symmetric ? S : 2 * (gsize) S - 1;
  bytes = bl.V / block_values (kind) * bl.block;
  bl.g = board->grundy = g_try_malloc0_n ((gsize) S * S, sizeof (gint32));
  bl.col = g_try_malloc0_n (S, bytes);
  bl.row = g_try_malloc0_n (bl.c, bytes);
  bl.band = g_try_malloc0_n (MAX (bl.n_band, 1), bytes);
  bl.mex_col = g_try_malloc0_n (S, sizeof (guint32));
  bl.mex_row = g_try_malloc0_n (bl.c, sizeof (guint32));
  bl.mex_band = g_try_malloc0_n (MAX (bl.n_band, 1), sizeof (guint32));
  if (!bl.g || !bl.col || !bl.row || !bl.band || !bl.mex_col || !bl.mex_row || !bl.mex_band)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   "not enough memory for the Grundy values of a board of size %u", S);
      ok = FALSE;
    }
  else
    ok = sweep (&bl, cancellable, error);
  if (ok)
    _wy_board_set_max_grundy (board);
  g_free (bl.col);
  g_free (bl.row);
  g_free (bl.band);
  g_free (bl.mex_col);
  g_free (bl.mex_row);
  g_free (bl.mex_band);
  return ok;
}
