/* wy-sparse-rows.c: a sparse board's cells read a row at a time, and the
 * whole board filled, from its line index: the least step a row's cells
 * meet along the diagonals and columns, a sliding-window minimum. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>

#include "wy-line-index-private.h"

/* out[i] = the least of v[i .. i + w - 1], for i < m - w + 1 (van Herk,
 * Gil and Werman: prefix and suffix minima in blocks of w; pre and suf
 * scratch of m). */
static void
window_min (const guint32 *v, guint m, guint w, guint32 *pre, guint32 *suf, guint32 *out)
{
  if (w <= 1)
    {
      memcpy (out, v, m * sizeof (guint32));
      return;
    }
  for (guint i = 0; i < m; i++)
    pre[i] = i % w == 0 ? v[i] : MIN (pre[i - 1], v[i]);
  for (guint i = m; i-- > 0;)
    suf[i] = i == m - 1 || (i + 1) % w == 0 ? v[i] : MIN (suf[i + 1], v[i]);
  for (guint i = 0; i + w <= m; i++)
    out[i] = MIN (suf[i], pre[i + w - 1]);
}

/* best[i] = min (best[i], the least of v[i .. i + w - 1]) */
static void
join_window (guint32 *best, guint n, guint32 *v, guint w, guint32 *scratch)
{
  guint m = n + w - 1;

  window_min (v, m, w, scratch, scratch + m, scratch + 2 * m);
  for (guint i = 0; i < n; i++)
    best[i] = MIN (best[i], scratch[2 * m + i]);
}

/* The least step among the diagonal d's P-positions (x - y = d) with
 * y <= ymax; G_MAXUINT32: none. */
static guint32
diagonal_least (const WyLineIndex *li, gint64 d, gint64 ymax)
{
  gint64 dd = d + li->S - 1;
  guint32 least = G_MAXUINT32;

  if (dd < 0 || dd > 2 * (gint64) li->S - 2)
    return least;
  for (const Entry *e = li->diag + li->diag_start[dd]; e < li->diag + li->diag_start[dd + 1]; e++)
    if (e->pos - d <= ymax)
      least = MIN (least, e->step);
  return least;
}

typedef struct {
  guint32 step, first, last; /* a P-position's step counts for cells first .. last */
} Span;

/* A min-heap of spans by step. */
static void
span_push (Span *h, guint *n, Span s)
{
  guint i = (*n)++;

  for (; i > 0 && h[(i - 1) / 2].step > s.step; i = (i - 1) / 2)
    h[i] = h[(i - 1) / 2];
  h[i] = s;
}

static void
span_pop (Span *h, guint *n)
{
  Span last = h[--*n];
  guint i = 0;

  for (guint c; (c = 2 * i + 1) < *n; i = c)
    {
      if (c + 1 < *n && h[c + 1].step < h[c].step)
        c++;
      if (h[c].step >= last.step)
        break;
      h[i] = h[c];
    }
  if (*n > 0)
    h[i] = last;
}

/* The diagonals d < e < d + a of the cells x0 .. x0 + n - 1 of row y
 * (d = x - y): a P-position (px, py) with py < y on diagonal e counts for
 * the cells from max (px, e + y - a + 1) to e + y - 1. Spans sorted by
 * their first cell, swept with a heap of the open ones. */
static void
join_upper_diagonals (const WyLineIndex *li, guint y, guint x0, guint n, guint32 *best)
{
  guint a = li->rule.a, k = 0, open = 0;
  GArray *spans = g_array_new (FALSE, FALSE, sizeof (Span));
  g_autofree guint32 *count = g_new0 (guint32, n + 1);
  g_autofree Span *sorted = NULL, *heap = NULL;

  for (gint64 e = (gint64) x0 - y + 1; e < (gint64) x0 + n - y + a - 1; e++)
    {
      gint64 dd = e + li->S - 1;
      if (dd < 0 || dd > 2 * (gint64) li->S - 2)
        continue;
      for (const Entry *en = li->diag + li->diag_start[dd];
           en < li->diag + li->diag_start[dd + 1] && en->pos - e < y; en++)
        {
          gint64 first = MAX (MAX ((gint64) en->pos, e + y - a + 1), (gint64) x0);
          gint64 last = MIN (e + y - 1, (gint64) x0 + n - 1);
          if (first <= last)
            {
              Span sp = { en->step, (guint32) (first - x0), (guint32) (last - x0) };
              g_array_append_val (spans, sp);
              count[sp.first + 1]++;
            }
        }
    }
  for (guint i = 0; i < n; i++)
    count[i + 1] += count[i];
  sorted = g_new (Span, MAX (spans->len, 1));
  heap = g_new (Span, MAX (spans->len, 1));
  for (guint j = 0; j < spans->len; j++)
    {
      Span sp = g_array_index (spans, Span, j);
      sorted[count[sp.first]++] = sp;
    }
  for (guint i = 0; i < n; i++)
    {
      while (k < spans->len && sorted[k].first == i)
        span_push (heap, &open, sorted[k++]);
      while (open > 0 && heap[0].last < i)
        span_pop (heap, &open);
      if (open > 0)
        best[i] = MIN (best[i], heap[0].step);
    }
  g_array_unref (spans);
}

/* Without blocking an N cell's step is the least step of the P-positions
 * it moves to, and each row, column and diagonal holds at most one
 * P-position, so a row's N steps are minima over windows: the columns
 * x - b < c <= x (P-positions up to row y), the rows y - c < r <= y (up to
 * column x), the diagonals d - a < e <= d (d = x - y; up to row y) and the
 * diagonals d < e < d + a (up to column x, each one counts for an interval
 * of the row). best[i]: cell x0 + i. */
static void
least_row (const WyLineIndex *li, guint y, guint x0, guint n, guint32 *best)
{
  const WyLineRule *r = &li->rule;
  guint w = MAX (MAX (r->a, r->b), 1), m = n + w - 1;
  g_autofree guint32 *v = g_new (guint32, m), *scratch = g_new (guint32, 3 * m);
  guint32 run = G_MAXUINT32;

  for (guint i = 0; i < n; i++)
    best[i] = G_MAXUINT32;
  /* columns x0 - b + 1 .. x0 + n - 1 */
  for (guint i = 0; i < n + r->b - 1; i++)
    {
      gint64 c = (gint64) x0 + i - (r->b - 1);
      v[i] = G_MAXUINT32;
      if (c >= 0)
        for (const Entry *e = li->col + li->col_start[c]; e < li->col + li->col_start[c + 1]; e++)
          if (e->pos <= y)
            v[i] = MIN (v[i], e->step);
    }
  join_window (best, n, v, r->b, scratch);
  /* rows y - c + 1 .. y, up to column x: a running minimum */
  for (guint i = 0; i < n; i++)
    v[i] = G_MAXUINT32;
  for (guint row = y + 1 > r->c ? y + 1 - r->c : 0; row <= y; row++)
    for (guint id = li->row_start[row]; id < li->row_start[row + 1]; id++)
      {
        guint px = li->p[id].x;
        if (px < x0)
          run = MIN (run, li->step[id]);
        else if (px < x0 + n)
          v[px - x0] = MIN (v[px - x0], li->step[id]);
      }
  for (guint i = 0; i < n; i++)
    best[i] = MIN (best[i], run = MIN (run, v[i]));
  if (r->a == 0)
    return;
  /* diagonals x0 - y - a + 1 .. x0 + n - 1 - y, up to row y */
  for (guint i = 0; i < n + r->a - 1; i++)
    v[i] = diagonal_least (li, (gint64) x0 + i - y - (r->a - 1), y);
  join_window (best, n, v, r->a, scratch);
  if (r->a > 1)
    join_upper_diagonals (li, y, x0, n, best);
}

void
wy_line_index_get_row (const WyLineIndex *li, guint y, guint x0, guint n, WyStatus *status,
                       guint *step)
{
  guint id = li->row_start[y], end = li->row_start[y + 1];
  gboolean least = !li->rule.blocking && li->rule.block <= 1;
  g_autofree guint32 *best = least ? g_new (guint32, n) : NULL;
  WyFoundList found;

  g_return_if_fail (y < li->S && x0 + n <= li->S);
  if (least)
    least_row (li, y, x0, n, best);
  wy_found_list_init (&found);
  while (id < end && li->p[id].x < x0)
    id++;
  for (guint i = 0, x = x0; i < n; i++, x++)
    {
      if (id < end && li->p[id].x == x)
        {
          status[i] = WY_STATUS_P;
          step[i] = li->step[id++];
          continue;
        }
      status[i] = WY_STATUS_N;
      if (li->rule.misere && x == 0 && y == 0)
        step[i] = 1;
      else if (least)
        step[i] = best[i];
      else
        step[i] = _wy_line_index_n_cell_step (li, x, y, &found);
    }
  wy_found_list_clear (&found);
}

guint
wy_line_index_get_step (const WyLineIndex *li, guint x, guint y)
{
  guint step = 0;

  wy_line_index_get_cell (li, x, y, &step);
  return step;
}

/* The plain rule (no blocking, block=1): an N cell's step is the least step
 * of the P-positions it moves into. One sweep of the rows keeps that least
 * step for each band of moves: Tcol[x] over the columns x - b < c <= x
 * (P-positions of rows below), Tdiag over the diagonals (a P-position P'
 * counts on the diagonal d' + e from row P'.y + max (1, -e) on, where
 * dx = dy + e >= 0), and along the row the P-positions of the rows
 * y - c < r <= y (left of x, or at x on a lower row). A move of dy = 0 is
 * always a row move, so the column and diagonal bands may start a row
 * above their P-position. O(S^2 + #P (a + b + c)). */
static void
fill_plain (const WyLineIndex *li, guint8 *status, guint32 *step)
{
  const WyLineRule *r = &li->rule;
  guint S = li->S;
  guint32 *tcol = g_new (guint32, S), *tdiag = g_new (guint32, 2 * (gsize) S - 1);
  guint32 *from_x = g_new (guint32, S + 1);

  memset (tcol, 0xff, S * sizeof (guint32));
  memset (tdiag, 0xff, (2 * (gsize) S - 1) * sizeof (guint32));
  memset (from_x, 0xff, (S + 1) * sizeof (guint32));
  for (guint y = 0; y < S; y++)
    {
      guint8 *srow = status ? status + (gsize) y * S : NULL;
      guint32 *row = step + (gsize) y * S, run = G_MAXUINT32;
      guint first_row = y + 1 > r->c ? y + 1 - r->c : 0, next = li->row_start[y];

      for (int e = 1 - (int) r->a; e < (int) r->a; e++)
        {
          guint lag = MAX (1, -e);
          if (y < lag)
            continue;
          for (guint i = li->row_start[y - lag]; i < li->row_start[y - lag + 1]; i++)
            {
              gint64 d = (gint64) li->p[i].x - li->p[i].y + e + S - 1;
              if (d >= 0 && d < 2 * (gint64) S - 1)
                tdiag[d] = MIN (tdiag[d], li->step[i]);
            }
        }
      for (guint i = li->row_start[first_row]; i < li->row_start[y + 1]; i++)
        {
          guint x = li->p[i].x + (li->p[i].y == y);
          from_x[x] = MIN (from_x[x], li->step[i]);
        }
      for (guint x = 0; x < S; x++)
        {
          run = MIN (run, from_x[x]);
          if (next < li->row_start[y + 1] && li->p[next].x == x)
            {
              if (srow)
                srow[x] = WY_STATUS_P;
              row[x] = li->step[next++];
              continue;
            }
          if (srow)
            srow[x] = WY_STATUS_N;
          row[x] = MIN (MIN (run, tcol[x]), tdiag[(gsize) x - y + S - 1]);
          if (row[x] == G_MAXUINT32)
            row[x] = r->misere && x == 0 && y == 0 ? 1 : 0;
        }
      for (guint i = li->row_start[first_row]; i < li->row_start[y + 1]; i++)
        from_x[li->p[i].x + (li->p[i].y == y)] = G_MAXUINT32;
      for (guint i = li->row_start[y]; i < li->row_start[y + 1]; i++)
        for (guint x = li->p[i].x; x < MIN (S, li->p[i].x + r->b); x++)
          tcol[x] = MIN (tcol[x], li->step[i]);
    }
  g_free (tcol);
  g_free (tdiag);
  g_free (from_x);
}

void
wy_line_index_fill (const WyLineIndex *li, guint8 *status, guint32 *step)
{
  WyFoundList found;

  if (!li->rule.blocking && li->rule.block <= 1)
    {
      fill_plain (li, status, step);
      return;
    }
  wy_found_list_init (&found);
  for (guint y = 0; y < li->S; y++)
    {
      guint next = li->row_start[y];

      for (guint x = 0; x < li->S; x++)
        {
          gsize k = (gsize) y * li->S + x;

          if (next < li->row_start[y + 1] && li->p[next].x == x)
            {
              if (status)
                status[k] = WY_STATUS_P;
              step[k] = li->step[next++];
            }
          else
            {
              if (status)
                status[k] = WY_STATUS_N;
              step[k] = _wy_line_index_n_cell_step (li, x, y, &found);
            }
        }
    }
  wy_found_list_clear (&found);
}
