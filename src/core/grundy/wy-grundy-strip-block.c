/* wy-grundy-strip-block.c: Grundy values f^Q of a long strip x < R, y < N of a line family (nim, wythoff, fraenkel, wyt, wytc) with block=Q, and with Q = 1 of those with bands wider than wythoff's (wy-grundy-strip.c's choice), row after row. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>

#include "wy-grundy-private.h"
#include "wy-game-private.h"
#include "wy-line-rule.h"
#include "wy-analysis.h"
#include "wy-strip-counts.h"

/*
 * Why this is exact. No move of a line family makes x larger, so the strip
 * x < R is closed under moves. mex^Q counts every option once, so the
 * options of (x, y) are split as the dense engine splits them
 * (wy-grundy-block.c; docs/spec.md: dx < b, or dy < c, or |dx - dy| < a):
 *  - the column band: columns x - k, k < b, below row y (a count per value
 *    of the b columns together for each x, "col"), and the cells of row y left of x ("row": all
 *    of them are options, dx < b by the column band, dx >= b by the row
 *    band with dy = 0);
 *  - the rest of the row band: rows y - k, 0 < k < c, cells x' <= x - b
 *    ("band", counted as x grows, taken back at the row's end);
 *  - the diagonal band: dx >= b, dy >= c, |dx - dy| < a. That of (x, y)
 *    holds that of (x - 1, y - 1) and besides only its cells with dx = b
 *    or dy = c, so a count per value kept for each diagonal x - y holds it
 *    (a diagonal lives R rows: R of them in a ring, as the cone strip keeps
 *    them, wy-grundy-strip-cone.c).
 * None overlaps, so the counts add up exactly, and f^Q(x, y) is the least z
 * counted fewer than Q times in all. A column band, a row and a diagonal
 * band each keep a low (the least value they hold fewer than Q times, which
 * only grows): f^Q is at least the largest, and is found from there up.
 * Each part keeps its counts up to Q (enough for mex^Q). A column band's
 * counts below its low are never read again (the window of the cone
 * strip's columns). The b columns counted together, not one by one: the
 * union's low lies far above each column's (some b times), and a scan
 * from a column's own low would cost the length of the strip a cell.
 */

typedef struct {
  guint            R, N, a, b, c, q;
  gint32          *g;     /* [y * R + x] */
  WyStripCounts   *col;   /* per x: the column band's values below the current row */
  WyStripCounts    row;   /* the current row left of x (base 0) */
  WyStripCounts    band;  /* rows y - k, 0 < k < c, up to x - b (base 0) */
  WyStripDiagonal *dia;   /* diagonal x - y at (x - y) mod R */
} LineStrip;

#define LG(st, x, y) ((guint32) (st)->g[(gsize) (y) * (st)->R + (x)])

/* The diagonal band of (x, y) from that of (x - 1, y - 1): its cells with
 * dx = b, and those with dy = c, dx > b (the dense engine's band_add). */
static void
band_gain (LineStrip *st, WyStripDiagonal *dia, guint x, guint y)
{
  gint64 a = st->a, b = st->b, c = st->c;

  if (x >= b)
    for (gint64 dy = MAX (c, b - a + 1); dy <= MIN (b + a - 1, (gint64) y); dy++)
      _wy_strip_diagonal_add (dia, LG (st, x - b, y - dy), st->q);
  if (y >= c)
    for (gint64 dx = MAX (b + 1, c - a + 1); dx <= MIN (c + a - 1, (gint64) x); dx++)
      _wy_strip_diagonal_add (dia, LG (st, x - dx, y - c), st->q);
  _wy_strip_counts_lift (&dia->counts, st->q);
}

/* Count (+1) or take back (-1) the row band's cells of column x' = x - b. */
static inline void
row_band (LineStrip *st, guint xb, guint y, int delta)
{
  for (guint k = 1; k < st->c && k <= y; k++)
    {
      guint32 v = LG (st, xb, y - k);
      if (delta > 0)
        _wy_strip_counts_add (&st->band, v, G_MAXUINT16);
      else
        st->band.c[v]--;
    }
}

/* How many of (x, y)'s options the parts count with value z. */
static inline guint
options_valued (const LineStrip *st, const WyStripDiagonal *dia, guint x, guint32 z)
{
  guint n = _wy_strip_counts_at (&st->col[x], z) + _wy_strip_counts_at (&st->row, z)
            + _wy_strip_counts_at (&st->band, z);

  return dia ? n + _wy_strip_counts_at (&dia->counts, z) : n;
}

/* f^Q(x, y) = mex^Q of the columns, the row, the row band and the diagonal band. */
static guint32
line_cell (gpointer data, WyStripDiagonal *dia, guint x, guint y, guint32 least_low)
{
  LineStrip *st = data;
  guint32 z = MAX (st->row.low, st->col[x].low);

  if (dia)
    {
      if (x == 0 || y == 0)
        _wy_strip_diagonal_begin (dia, least_low);
      band_gain (st, dia, x, y);
      z = MAX (z, dia->counts.low);
    }
  if (x >= st->b)
    row_band (st, x - st->b, y, 1);
  while (options_valued (st, dia, x, z) >= st->q)
    z++;
  return z;
}

/* Row y: its cells left to right, then into their column bands. */
static void
line_row (gpointer data, guint y)
{
  LineStrip *st = data;
  gint32 *g_row = st->g + (gsize) y * st->R;

  _wy_strip_row_cells (st, st->R, y, st->col, st->a ? st->dia : NULL, &st->row, g_row, st->q,
                       line_cell);
  for (guint xb = 0; xb + st->b < st->R; xb++)
    row_band (st, xb, y, -1);
  _wy_strip_row_end (st->col, &st->row, g_row, st->R, st->b, st->q);
}

/* About the nanoseconds of one cell of a strip of R rows and N, measured
 * whole (wythoff sequence ... | cat) on the games of
 * tests/wy-diff-strip-block.c's limits and more (nim, wythoff, fraenkel
 * a = 5 to 1000, wytc c = 5 to 1000, wyt b = 30 to 1000, Q = 2 to 1000,
 * 4 to 64 rows: the model within 25% and mostly above; with Q = 1, wyt,
 * wytc and fraenkel a = 2 to 1000, b and c = 1 to 1000, 1 to 64 rows: at
 * most 2.3 s at the limit, far less with wide a and c): a floor; the
 * values the mex tests above the parts' lows, some 1.9 ns each (about
 * 0.6 R (1 + 0.27 (c - 1) + 0.27 (2a - 2)^0.85) Q^-0.7 / b of them: the
 * row's and the bands' values lie among them); the cells the diagonal
 * band gains, 2.5 ns each; the row band's, counted and taken back, 1.3
 * ns; and the row's cells into the b column bands. */
static double
line_cell_ns (double R, double N, guint a, guint b, guint c, guint q)
{
  double beyond = MAX (R - b, 0.0) / R;   /* the share of cells with x >= b */
  double wide = a > 1 ? 0.27 * pow (MIN (2.0 * a - 2, 2 * N), 0.85) : 0;
  double tested = 0.6 * R * (1 + 0.27 * MIN (c - 1.0, N) + wide) * pow (q, -0.7) / b;
  double gain = a ? (MIN (2.0 * a - 1, N) + MIN (2.0 * a - 1, R)) * beyond : 0;
  double band = 2.0 * MIN (c - 1.0, N) * beyond;

  return 28 + 1.9 * tested + 2.5 * gain + (1.3 + 0.006 * R) * band + MIN (b, R);
}

/* The line strips' budget: WY_STRIP_MAX_WORK units of some 4.6 ns. */
#define LINE_STRIP_NS (WY_STRIP_MAX_WORK * 4.6)

guint
_wy_grundy_strip_lines_block_max_length (const WyGame *game, guint rows)
{
  guint a, b, c, q = MAX (wy_game_get_block (game), 1);
  guint lo = 1, hi = WY_STRIP_MAX_CELLS / MAX (rows, 1);
  double R = MAX (rows, 1);

  wy_game_get_bands (game, &a, &b, &c);
  /* the longest strip within the budget (a cell's cost grows with N) */
  while (lo < hi)
    {
      guint mid = lo + (hi - lo + 1) / 2;

      if (mid * R * line_cell_ns (R, mid, a, MAX (b, 1), MAX (c, 1), q) <= LINE_STRIP_NS)
        lo = mid;
      else
        hi = mid - 1;
    }
  return lo;
}

gint32 *
_wy_grundy_strip_lines_block (const WyGame *game, guint rows, guint length,
                              WyProgressFunc progress, gpointer user_data,
                              GCancellable *cancellable, GError **error)
{
  LineStrip st = { .R = rows, .N = length, .q = wy_game_get_block (game) };
  gboolean ok;

  wy_game_get_bands (game, &st.a, &st.b, &st.c);
  st.b = MAX (st.b, 1);
  st.c = MAX (st.c, 1);
  st.q = MAX (st.q, 1);
  st.g = g_try_malloc_n ((gsize) rows * length, sizeof (gint32));
  if (!st.g)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for a strip of %u x %u cells"), rows, length);
      return NULL;
    }
  st.col = g_new0 (WyStripCounts, rows);
  st.dia = g_new0 (WyStripDiagonal, rows);
  ok = _wy_strip_rows (length, line_row, &st, progress, user_data, cancellable, error);
  _wy_strip_counts_free (st.col, st.dia, rows);
  g_free (st.row.c);
  g_free (st.band.c);
  if (!ok)
    g_clear_pointer (&st.g, g_free);
  else if (progress)
    progress (1.0, user_data);
  return st.g;
}
