/* wy-grundy-strip.c: the choice of a line family's strip without blocking, and the plain strip (the strips' entry and check: solve/wy-strip.c): the Grundy values of a long strip x < R, y < N of nim or wythoff, row after row. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-analysis-private.h"
#include "wy-line-rule.h"
#include "wy-grundy-private.h"

/*
 * Why this is exact and fast. A move of a line family (docs/spec.md: column
 * band dx < b, row band dy < c, diagonal band |dx - dy| < a) never makes x
 * larger, so the strip x < R is closed under moves: its values need no cell
 * outside it. Row y is filled for x = 0 .. R-1; the options of (x, y) are
 *  - column band, dx < b, any dy: every value of columns x-b+1 .. x below
 *    row y (a bitset per column, "seen"), and of those columns' cells of row
 *    y left of x (dy = 0, dx > 0);
 *  - row band, dy < c, any dx: the cells of rows y-c+1 .. y at columns <= x
 *    (< x in row y);
 *  - diagonal band, dx = dy + e, |e| < a: at most (x + 1)(2a - 1) cells.
 * A column's values are distinct (dx = 0 moves), so its seen set has a
 * lowest gap that only grows ("low"); the mex of the union is at least the
 * largest low of the band, and is found by testing a few values from there.
 */

typedef struct {
  guint64 *bits;
  gsize    words;
  guint32  low;     /* the least value not in the set */
} Seen;

static void
seen_add (Seen *s, guint32 v)
{
  gsize w = v / 64;

  if (w >= s->words)
    {
      gsize words = MAX (w + 1, s->words * 2);
      s->bits = g_realloc_n (s->bits, words, sizeof (guint64));
      memset (s->bits + s->words, 0, (words - s->words) * sizeof (guint64));
      s->words = words;
    }
  s->bits[w] |= (guint64) 1 << (v % 64);
  while (s->low / 64 < s->words && (s->bits[s->low / 64] >> (s->low % 64)) & 1)
    s->low++;
}

static gboolean
seen_has (const Seen *s, guint32 v)
{
  return v / 64 < s->words && ((s->bits[v / 64] >> (v % 64)) & 1);
}

typedef struct {
  guint     R, N, a, b, c;
  gint32   *g;        /* [y * R + x] */
  Seen     *seen;     /* per column: the values below the current row */
  guint32  *extra;    /* the options' values outside the seen sets */
  guint32  *stamp;    /* stamp[v - low] == cell: v is among extra */
  guint32   window, cell;
} Strip;

#define G(st, x, y) ((guint32) (st)->g[(gsize) (y) * (st)->R + (x)])

/* The values of (x, y)'s options that the seen sets do not hold. */
static guint
collect_extra (Strip *st, guint x, guint y)
{
  guint n = 0;

  /* column band, same row: dx in 1 .. b-1, dy = 0 */
  for (guint dx = 1; dx < st->b && dx <= x; dx++)
    st->extra[n++] = G (st, x - dx, y);
  /* row band: dy in 0 .. c-1, columns left of x (dy = 0) or up to x */
  for (guint dy = 0; dy < st->c && dy <= y; dy++)
    for (guint xx = 0; xx < (dy == 0 ? x : x + 1); xx++)
      if (x - xx >= st->b || dy == 0)
        st->extra[n++] = G (st, xx, y - dy);
  /* diagonal band: dy = dx - e, |e| < a */
  for (guint dx = 0; dx <= x; dx++)
    for (int e = 1 - (int) st->a; e < (int) st->a; e++)
      {
        gint64 dy = (gint64) dx - e;
        if (dy < 0 || dy > y || (dx == 0 && dy == 0) || dx < st->b || (guint64) dy < st->c)
          continue;
        st->extra[n++] = G (st, x - dx, y - dy);
      }
  return n;
}

static guint32
cell_value (Strip *st, guint x, guint y)
{
  guint lo_col = x + 1 >= st->b ? x + 1 - st->b : 0;
  guint32 low = 0, v;
  guint n;

  for (guint xx = lo_col; xx <= x; xx++)
    low = MAX (low, st->seen[xx].low);
  n = collect_extra (st, x, y);
  st->cell++;
  for (guint i = 0; i < n; i++)
    if (st->extra[i] >= low && st->extra[i] - low < st->window)
      st->stamp[st->extra[i] - low] = st->cell;
  for (v = low;; v++)
    {
      gboolean taken = FALSE;
      for (guint xx = lo_col; xx <= x && !taken; xx++)
        taken = seen_has (&st->seen[xx], v);
      if (!taken && v - low < st->window)
        taken = st->stamp[v - low] == st->cell;
      else if (!taken)
        for (guint i = 0; i < n && !taken; i++)
          taken = st->extra[i] == v;
      if (!taken)
        return v;
    }
}

guint
wy_grundy_strip_max_length (guint rows)
{
  rows = MAX (rows, 1);
  return MIN (WY_STRIP_MAX_CELLS / rows, WY_STRIP_MAX_WORK / rows / rows);
}

/*
 * The one choice of a line family's strip without blocking (Q = 1). The
 * plain strip's cell costs about R operations (its budget, rows^2 * length,
 * WY_STRIP_MAX_WORK) only with one column, one row and at most one diagonal
 * in its bands (b = c = 1, a <= 1: nim and wythoff). Wider bands cost it
 * (x + 1)(2a - 1) + c R a cell, and b > 1 a scan from each column's low to
 * the union's, some N a cell (wyt:a=0,b=3 with 37 rows: 3.5 s for 11,371
 * terms, an hour at the old limit). Those go to the counted strip
 * (wy-grundy-strip-block.c, mex^Q with Q = 1: the same values, byte for
 * byte) and its cost model, which counts the b columns together. So do nim
 * and wythoff from WY_STRIP_COUNTED_ROWS rows up, where the plain strip's R a
 * cell costs more than the counts (`periods wythoff` as a whole command at
 * the plain strip's limits: 0.69 s against 2.38 s with 64 rows, 1.11 s
 * against 2.44 s with 24; 0.46 s against 0.59 s for 12 rows to 10^6; the two
 * about as quick with 8).
 */
gboolean
_wy_grundy_strip_lines_counted (const WyGame *game, guint rows)
{
  guint a, b, c;

  wy_game_get_bands (game, &a, &b, &c);
  return a > 1 || b > 1 || c > 1 || rows >= WY_STRIP_COUNTED_ROWS;
}

guint
_wy_grundy_strip_lines_max_length (const WyGame *game, guint rows)
{
  if (_wy_grundy_strip_lines_counted (game, rows))
    return _wy_grundy_strip_lines_block_max_length (game, rows);
  return wy_grundy_strip_max_length (rows);
}

static void
strip_free (Strip *st)
{
  for (guint x = 0; x < st->R; x++)
    g_free (st->seen[x].bits);
  g_free (st->seen);
  g_free (st->extra);
  g_free (st->stamp);
}

gint32 *
_wy_grundy_strip_lines (const WyGame *game, guint rows, guint length, WyProgressFunc progress,
                        gpointer user_data, GCancellable *cancellable, GError **error)
{
  WyStripFunc *strip = _wy_grundy_strip_lines_counted (game, rows)
                      ? _wy_grundy_strip_lines_block : _wy_grundy_strip_lines_plain;

  return strip (game, rows, length, progress, user_data, cancellable, error);
}

gint32 *
_wy_grundy_strip_lines_plain (const WyGame *game, guint rows, guint length,
                              WyProgressFunc progress, gpointer user_data,
                              GCancellable *cancellable, GError **error)
{
  Strip st = { .R = rows, .N = length };
  guint max_extra;

  wy_game_get_bands (game, &st.a, &st.b, &st.c);
  st.b = MAX (st.b, 1);
  st.c = MAX (st.c, 1);
  st.g = g_try_malloc_n ((gsize) rows * length, sizeof (gint32));
  if (st.g == NULL)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for a strip of %u x %u cells"), rows, length);
      return NULL;
    }
  max_extra = MIN (st.b, rows) + rows * MIN (st.c, length) + rows * (2 * MAX (st.a, 1));
  st.seen = g_new0 (Seen, rows);
  st.extra = g_new (guint32, max_extra);
  st.window = max_extra + 64;
  st.stamp = g_new0 (guint32, st.window);
  for (guint y = 0; y < length; y++)
    {
      if ((y & 0xfff) == 0)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            {
              strip_free (&st);
              g_free (st.g);
              return NULL;
            }
          if (progress)
            progress ((double) y / length, user_data);
        }
      for (guint x = 0; x < rows; x++)
        st.g[(gsize) y * rows + x] = (gint32) cell_value (&st, x, y);
      /* the row joins its columns' seen sets only now: dy = 0, dx = 0 is no move */
      for (guint x = 0; x < rows; x++)
        seen_add (&st.seen[x], G (&st, x, y));
    }
  strip_free (&st);
  if (progress)
    progress (1.0, user_data);
  return st.g;
}

WyPeriod
wy_period_find (const gint32 *v, gsize n, gsize stride)
{
  WyPeriod out = { FALSE, 0, 0, 0 };

  for (gsize p = 1; 3 * p <= n; p++)
    {
      gint64 s = (gint64) v[(n - 1) * stride] - v[(n - 1 - p) * stride];
      gsize t = n - p;

      /* t: the least index from which every step of p adds s */
      while (t > 0 && (gint64) v[(t - 1 + p) * stride] - v[(t - 1) * stride] == s)
        t--;
      /* confirmed over three periods and half the values at least: a
       * p that merely fits the last few values is no period */
      if (n - t >= 3 * p && 2 * (n - t) >= n)
        {
          out = (WyPeriod) { TRUE, t, p, s };
          return out;
        }
    }
  return out;
}
