/* wy-solve-lines.c: exact per-cell solver for the games whose moves run along lines (nim ... nimpq). */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wy-board-private.h"
#include "wy-engine.h"
#include "wy-line-rule.h"
#include "wy-grundy-private.h"

/*
 * Why this is fast and exact. The options of (x, y) are three bands: the
 * columns x-b+1..x (dx < b), the rows y-c+1..y (dy < c) and the diagonals
 * d-a+1..d+a-1 (|dx - dy| < a, d = x - y), each cut at (x, y). Keeping
 * maxima along every column, row and diagonal (prefix maxima), a band is
 * the maximum over at most a, b or c of them; only P cells need it (their
 * step is 1 + the largest step of an option), and there are few.
 *
 * The N-step (the least step at which the moves into P cannot be blocked)
 * needs the same bands for every cell, so they are kept as windows that
 * slide with the sweep (each band reads one value per line, its prefix
 * up to the current row or column):
 *  - near diagonals 0 < |d' - d| < a: the least P-step on diagonal d' up to
 *    the current row (left of x) and up to column x (below y): a sliding
 *    minimum along the row and one per column;
 *  - the diagonal d itself: p P-positions on it (there are never more);
 *  - columns: a column holding its q-th P-position (never more: they would
 *    see q below them) closes the cells right of it up to b-1 columns on
 *    (without blocking every row above; with blocking, the cells with
 *    dx = k <= dy, k < b: one more cell per row);
 *  - rows: the same with rows and columns exchanged, found at each row start.
 * The readings abstract and sec7 test a matching instead and gather every
 * move into P (the lists below).
 */

#define INF G_MAXUINT32

/* A P-position on a line: its other coordinate (x for rows and diagonals,
 * y for columns) and its step. */
typedef struct {
  guint32 pos;
  guint32 step;
} LineEntry;

/* A column holding its q-th P-position, closing one more cell a row. */
typedef struct {
  guint32 x, y, value;
} FullColumn;

typedef struct {
  WyBoard    *board;
  WyLineRule  rule;
  guint       S, a, b, c, p, q;
  gboolean    hall;                  /* abstract/sec7 with blocking */
  gboolean    stair;                 /* linecount with blocking: dx = k <= dy */
  /* prefix maxima of the step: per column (running), rows and diagonals
   * (rings of rows) */
  guint32    *cmax, *rmax, *dmax;
  guint       rmax_rows, dmax_rows;
  guint32    *rmax_cur, *dmax_cur, *dmax_prev, *dmin_prev;  /* rows y, y - 1 */
  /* count mode */
  guint32    *dmin;                  /* ring of a + 1 rows: least P-step on a diagonal */
  guint32    *dmin_cur;              /* this row of dmin */
  guint32    *up_pre, *up_suf, *up_suf_row;  /* near diagonals above (van Herk) */
  guint32    *low_suf, low_pre;             /* near diagonals below */
  guint32    *cband;                 /* least value of the closed columns, per x */
  guint32    *dstart;                /* row bands starting at x in this row */
  guint32     drun;
  guint32    *col_count, *col_max, *row_count, *row_max, *row_qx, *diag_count, *diag_max;
  GArray     *full_columns;
  /* hall mode */
  GArray    **col, **row, **diag;    /* LineEntry lists; diag indexed by x - y + size */
  WyFoundList found;                 /* the moves of the current cell into P */
} LineSolver;

static inline guint32 *
ring_row (guint32 *ring, guint rows, guint S, guint y)
{
  return ring + (gsize) (y % rows) * S;
}

/* ---- the P-step: 1 + the largest step among all options of (x, y) ---- */

static guint32
p_step (const LineSolver *ls, guint x, guint y)
{
  guint32 best = 0;
  guint S = ls->S;

  for (guint X = x + 1 > ls->b ? x + 1 - ls->b : 0; X <= x; X++)
    best = MAX (best, ls->cmax[X]);      /* rows <= y left of x, < y at x */
  for (guint Y = y + 1 > ls->c ? y + 1 - ls->c : 0; Y < y; Y++)
    best = MAX (best, ring_row (ls->rmax, ls->rmax_rows, S, Y)[x]);
  if (x > 0)
    best = MAX (best, ring_row (ls->rmax, ls->rmax_rows, S, y)[x - 1]);
  if (ls->a == 0)
    return best + 1;
  if (x > 0 && y > 0)
    best = MAX (best, ring_row (ls->dmax, ls->dmax_rows, S, y - 1)[x - 1]);
  for (guint j = 1; j < ls->a && j <= x; j++)
    best = MAX (best, ring_row (ls->dmax, ls->dmax_rows, S, y)[x - j]);
  for (guint j = 1; j < ls->a && j <= y; j++)
    best = MAX (best, ring_row (ls->dmax, ls->dmax_rows, S, y - j)[x]);
  return best + 1;
}

static void
record_maxima (LineSolver *ls, guint x, guint y, guint32 s)
{
  guint32 *r = ls->rmax_cur, *d = ls->dmax_cur;

  ls->cmax[x] = MAX (ls->cmax[x], s);
  r[x] = x > 0 ? MAX (r[x - 1], s) : s;
  d[x] = (x > 0 && y > 0) ? MAX (ls->dmax_prev[x - 1], s) : s;
}

/* ---- count mode: the N-step from windows over the bands ---- */

/* The near diagonals are windows of w = a - 1 lines, computed by van Herk's
 * blocks of w: a window is a suffix of one block and a prefix of the next. */

/* Near diagonals below d: the least P-step of diagonals d-j (j = 1..a-1)
 * up to this row, i.e. dmin of this row at x - j, x - w <= x - j < x. */
static guint32
lower_window (LineSolver *ls, guint x)
{
  guint w = ls->a - 1;
  const guint32 *row = ls->dmin_cur;

  if (x == 0)
    return INF;
  if ((x - 1) % w == 0)
    ls->low_pre = row[x - 1];
  else
    ls->low_pre = MIN (ls->low_pre, row[x - 1]);
  if (x % w == 0)
    {
      /* the block x-w..x-1 is complete: its suffix minima */
      ls->low_suf[w - 1] = row[x - 1];
      for (guint i = w - 1; i-- > 0;)
        ls->low_suf[i] = MIN (row[x - w + i], ls->low_suf[i + 1]);
    }
  if (x > w && (x - w) % w != 0)
    return MIN (ls->low_pre, ls->low_suf[(x - w) % w]);
  return ls->low_pre;
}

/* Near diagonals above d: the least P-step of diagonals d+j up to column
 * x, i.e. dmin of column x at rows y - w <= y - j < y; for the whole row at
 * once when the row starts. */
static void
upper_window_row (LineSolver *ls, guint y)
{
  guint w = ls->a - 1, S = ls->S;
  const guint32 *prev;

  ls->up_suf_row = NULL;
  if (y == 0)
    {
      for (guint x = 0; x < S; x++)
        ls->up_pre[x] = INF;
      return;
    }
  prev = ring_row (ls->dmin, ls->a + 1, S, y - 1);
  if ((y - 1) % w == 0)
    memcpy (ls->up_pre, prev, S * sizeof (guint32));
  else
    for (guint x = 0; x < S; x++)
      ls->up_pre[x] = MIN (ls->up_pre[x], prev[x]);
  if (y % w == 0)
    {
      /* rows y-w..y-1 complete a block: its suffix minima per column */
      memcpy (ls->up_suf + (gsize) (w - 1) * S, prev, S * sizeof (guint32));
      for (guint i = w - 1; i-- > 0;)
        {
          const guint32 *r = ring_row (ls->dmin, ls->a + 1, S, y - w + i);
          guint32 *out = ls->up_suf + (gsize) i * S, *next = out + S;
          for (guint x = 0; x < S; x++)
            out[x] = MIN (r[x], next[x]);
        }
    }
  if (y > w && (y - w) % w != 0)
    ls->up_suf_row = ls->up_suf + (gsize) ((y - w) % w) * S;
}

static guint32
upper_window (const LineSolver *ls, guint x)
{
  return ls->up_suf_row ? MIN (ls->up_pre[x], ls->up_suf_row[x]) : ls->up_pre[x];
}

static guint32
count_n_step (LineSolver *ls, guint x, guint y)
{
  guint32 n;
  guint d = x + ls->S - y;

  ls->drun = MIN (ls->drun, ls->dstart[x]);
  n = MIN (ls->drun, ls->cband[x]);
  if (ls->a >= 1 && ls->diag_count[d] >= ls->p)
    n = MIN (n, ls->diag_max[d]);
  if (ls->a >= 2)
    n = MIN (n, MIN (lower_window (ls, x), upper_window (ls, x)));
  return n;
}

/* A column holds its q-th P-position: without blocking it closes the
 * columns x..x+b-1 for every row from here (this row right of x); with
 * blocking, column x + k from row y + k (row_start). */
static void
close_column (LineSolver *ls, guint x, guint y)
{
  guint32 v = ls->col_max[x];

  if (ls->stair)
    {
      FullColumn f = { x, y, v };
      ls->cband[x] = MIN (ls->cband[x], v);
      if (ls->b > 1)
        g_array_append_val (ls->full_columns, f);
      return;
    }
  for (guint k = 0; k < ls->b && x + k < ls->S; k++)
    ls->cband[x + k] = MIN (ls->cband[x + k], v);
}

static void
record_p (LineSolver *ls, guint x, guint y, guint32 s)
{
  guint d = x + ls->S - y;

  ls->diag_count[d]++;
  ls->diag_max[d] = MAX (ls->diag_max[d], s);
  ls->col_max[x] = MAX (ls->col_max[x], s);
  if (++ls->col_count[x] == ls->q)
    close_column (ls, x, y);
  ls->row_max[y] = MAX (ls->row_max[y], s);
  if (++ls->row_count[y] == ls->q)
    {
      ls->row_qx[y] = x;
      ls->drun = MIN (ls->drun, ls->row_max[y]);  /* the rest of this row */
    }
}

/* Row y starts: the full rows y-c+1..y-1 close x from their q-th
 * P-position on (with blocking, k further for row y - k); the full columns
 * close one more cell each. */
static void
count_row_start (LineSolver *ls, guint y)
{
  guint S = ls->S;

  for (guint x = 0; x < S; x++)
    ls->dstart[x] = INF;
  ls->drun = INF;
  if (ls->a >= 2)
    upper_window_row (ls, y);
  for (guint Y = y + 1 > ls->c ? y + 1 - ls->c : 0; Y < y; Y++)
    if (ls->row_count[Y] >= ls->q)
      {
        guint64 at = (guint64) ls->row_qx[Y] + (ls->stair ? y - Y : 0);
        if (at < S)
          ls->dstart[at] = MIN (ls->dstart[at], ls->row_max[Y]);
      }
  for (guint i = 0; i < ls->full_columns->len;)
    {
      FullColumn *f = &g_array_index (ls->full_columns, FullColumn, i);
      guint k = y - f->y;
      if (f->x + k < S)
        ls->cband[f->x + k] = MIN (ls->cband[f->x + k], f->value);
      if (k + 1 >= ls->b || f->x + k + 1 >= S)
        g_array_remove_index_fast (ls->full_columns, i);
      else
        i++;
    }
}

/* ---- hall mode: every move into P, then the reading's matching ---- */

/* Every move from (x, y) into a P-position found so far, each once. */
static void
gather (LineSolver *ls, guint x, guint y)
{
  const WyLineRule *r = &ls->rule;
  int d = (int) x - (int) y;

  ls->found.n = 0;
  for (guint c = x + 1 > r->b ? x + 1 - r->b : 0; c <= x; c++)
    for (guint i = 0; i < ls->col[c]->len; i++)
      {
        LineEntry *e = &g_array_index (ls->col[c], LineEntry, i);
        wy_found_list_add (&ls->found, x - c, y - e->pos, e->step);
      }
  for (guint row = y + 1 > r->c ? y + 1 - r->c : 0; row <= y; row++)
    for (guint i = 0; i < ls->row[row]->len; i++)
      {
        LineEntry *e = &g_array_index (ls->row[row], LineEntry, i);
        if (e->pos > x)
          break;
        if (x - e->pos >= r->b)
          wy_found_list_add (&ls->found, x - e->pos, y - row, e->step);
      }
  for (int e = 1 - (int) r->a; e < (int) r->a; e++)
    {
      int dd = d + e;
      if (dd <= -(int) ls->S || dd >= (int) ls->S)
        continue;
      GArray *list = ls->diag[dd + ls->S];
      for (guint i = 0; i < list->len; i++)
        {
          LineEntry *en = &g_array_index (list, LineEntry, i);
          guint px = en->pos, py = (guint) ((int) px - dd);
          if (px > x || py > y)
            break;
          if (x - px >= r->b && y - py >= r->c)
            wy_found_list_add (&ls->found, x - px, y - py, en->step);
        }
    }
}

static void
push_entry (GArray *list, guint pos, guint step)
{
  LineEntry e = { pos, step };
  g_array_append_val (list, e);
}

static guint32
hall_n_step (LineSolver *ls, guint x, guint y)
{
  guint s;

  gather (ls, x, y);
  s = wy_line_rule_n_step (&ls->rule, &ls->found);
  return s > 0 ? s : INF;
}

/* ---- the sweep ---- */

static void
row_pointers (LineSolver *ls, guint y)
{
  guint S = ls->S;

  ls->rmax_cur = ring_row (ls->rmax, ls->rmax_rows, S, y);
  ls->dmax_cur = ring_row (ls->dmax, ls->dmax_rows, S, y);
  ls->dmax_prev = ring_row (ls->dmax, ls->dmax_rows, S, y + ls->dmax_rows - 1);
  if (ls->dmin)
    {
      ls->dmin_cur = ring_row (ls->dmin, ls->a + 1, S, y);
      ls->dmin_prev = ring_row (ls->dmin, ls->a + 1, S, y + ls->a);
    }
}

static void
solve_cell (LineSolver *ls, guint x, guint y)
{
  WyBoard *board = ls->board;
  gsize i = wy_board_index (board, x, y);
  guint32 n = ls->hall ? hall_n_step (ls, x, y) : count_n_step (ls, x, y), s, pmin = INF;

  if (ls->rule.misere && x == 0 && y == 0)
    n = 1;
  if (n != INF)
    {
      board->status[i] = WY_STATUS_N;
      s = n;
    }
  else
    {
      board->status[i] = WY_STATUS_P;
      s = pmin = p_step (ls, x, y);
      if (ls->hall)
        {
          push_entry (ls->col[x], y, s);
          push_entry (ls->row[y], x, s);
          push_entry (ls->diag[x - y + ls->S], x, s);
        }
      else
        record_p (ls, x, y, s);
    }
  board->step[i] = s;
  record_maxima (ls, x, y, s);
  if (ls->dmin)
    ls->dmin_cur[x] = (x > 0 && y > 0) ? MIN (ls->dmin_prev[x - 1], pmin) : pmin;
}

static GArray **
new_lists (guint n)
{
  GArray **lists = g_new (GArray *, n);
  for (guint i = 0; i < n; i++)
    lists[i] = g_array_new (FALSE, FALSE, sizeof (LineEntry));
  return lists;
}

static void
free_lists (GArray **lists, guint n)
{
  for (guint i = 0; lists && i < n; i++)
    g_array_unref (lists[i]);
  g_free (lists);
}

static guint32 *
filled (gsize n, guint32 value)
{
  guint32 *v = g_new (guint32, n);
  for (gsize i = 0; i < n; i++)
    v[i] = value;
  return v;
}

static void
solver_init (LineSolver *ls, WyBoard *board)
{
  guint S = board->size;

  ls->board = board;
  ls->S = S;
  wy_line_rule_init (&ls->rule, board->game);
  ls->a = ls->rule.a;
  ls->b = ls->rule.b;
  ls->c = ls->rule.c;
  ls->p = ls->rule.blocking ? ls->rule.p : 1;
  ls->q = ls->rule.blocking ? ls->rule.q : 1;
  /* abstract and sec7 match moves to classes; block=Q needs the Q-th
   * smallest step: both look at every move into P */
  ls->hall = (ls->rule.blocking && !ls->rule.linecount) || ls->rule.block > 1;
  ls->stair = ls->rule.blocking && ls->rule.linecount;
  ls->cmax = g_new0 (guint32, S);
  ls->rmax_rows = MIN (ls->c, S);
  ls->dmax_rows = MIN (ls->a, S) + 1;
  ls->rmax = g_new0 (guint32, (gsize) ls->rmax_rows * S);
  ls->dmax = g_new0 (guint32, (gsize) ls->dmax_rows * S);
  wy_found_list_init (&ls->found);
  if (ls->hall)
    {
      ls->col = new_lists (S);
      ls->row = new_lists (S);
      ls->diag = new_lists (2 * S + 1);
      return;
    }
  if (ls->a >= 2)
    {
      ls->dmin = filled ((gsize) (ls->a + 1) * S, INF);
      ls->up_pre = g_new (guint32, S);
      ls->up_suf = g_new (guint32, (gsize) (ls->a - 1) * S);
      ls->low_suf = g_new (guint32, ls->a - 1);
    }
  ls->cband = filled (S, INF);
  ls->dstart = g_new (guint32, S);
  ls->col_count = g_new0 (guint32, S);
  ls->col_max = g_new0 (guint32, S);
  ls->row_count = g_new0 (guint32, S);
  ls->row_max = g_new0 (guint32, S);
  ls->row_qx = g_new0 (guint32, S);
  ls->diag_count = g_new0 (guint32, 2 * S + 1);
  ls->diag_max = g_new0 (guint32, 2 * S + 1);
  ls->full_columns = g_array_new (FALSE, FALSE, sizeof (FullColumn));
}

static void
solver_clear (LineSolver *ls)
{
  guint S = ls->S;

  g_free (ls->cmax);
  g_free (ls->rmax);
  g_free (ls->dmax);
  g_free (ls->dmin);
  g_free (ls->up_pre);
  g_free (ls->up_suf);
  g_free (ls->low_suf);
  g_free (ls->cband);
  g_free (ls->dstart);
  g_free (ls->col_count);
  g_free (ls->col_max);
  g_free (ls->row_count);
  g_free (ls->row_max);
  g_free (ls->row_qx);
  g_free (ls->diag_count);
  g_free (ls->diag_max);
  if (ls->full_columns)
    g_array_unref (ls->full_columns);
  free_lists (ls->col, S);
  free_lists (ls->row, S);
  free_lists (ls->diag, 2 * S + 1);
  wy_found_list_clear (&ls->found);
}

gboolean
wy_solve_lines (WyBoard *board, gboolean with_grundy, WyProgressFunc progress,
                gpointer user_data, GCancellable *cancellable, GError **error)
{
  LineSolver ls = { 0 };
  guint S = board->size;
  gboolean ok = TRUE;
  /* the Grundy values on the other core meanwhile */
  WyGrundyTask *grundy = with_grundy
                         ? wy_grundy_task_start (board, wy_grundy_lines, progress, user_data,
                                                 cancellable)
                         : NULL;

  solver_init (&ls, board);
  for (guint y = 0; y < S && ok; y++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        ok = FALSE;
      row_pointers (&ls, y);
      if (!ls.hall)
        count_row_start (&ls, y);
      for (guint x = 0; x < S && ok; x++)
        solve_cell (&ls, x, y);
      if (progress && (y & 63) == 0)
        progress ((double) y / S * (with_grundy ? 0.5 : 1.0), user_data);
    }
  solver_clear (&ls);
  if (grundy && !wy_grundy_task_finish (grundy, ok ? error : NULL))
    ok = FALSE;
  return ok;
}

guint64
wy_solve_lines_cost (const WyGame *game, guint size)
{
  guint a, b, c, p, q;
  guint64 lines;

  /* the windows cost a few operations a cell whatever the bands; the
   * readings abstract and sec7 visit every line of the bands (no more than
   * the board has), then match */
  wy_game_get_bands (game, &a, &b, &c);
  if ((!wy_game_has_blocking (game) || wy_game_get_reading (game) == WY_READING_LINECOUNT)
      && wy_game_get_block (game) == 1)
    return 64;
  lines = 64 + 2 * (guint64) MIN (a, size) + MIN (b, size) + MIN (c, size);
  if (!wy_game_has_blocking (game))
    return lines;
  /* the matching of the moves into P against the budgets, calibrated on
   * steps at the far corner (processor time, 2026-11-26): about 0.8 ns an
   * operation with small budgets, and abstract (p + q - 4) / 2 times that
   * (nimpq:a=b=2, p=q=20 .. 100: 0.67 .. 4.1 us a cell; a=b=p=q=100: 24 us
   * at 1000, 50 us at 293; a=b=p=q=1000 at 300: 460 us), sec7 at most 12
   * times, when the bands are wide (a=b=p=q=100 and 1000: 9 and 10 ns an
   * operation; a=b=2, p=q=100: 0.8) */
  p = wy_game_get_param (game, WY_PARAM_P);
  q = wy_game_get_param (game, WY_PARAM_Q);
  if (wy_game_get_reading (game) == WY_READING_SEC7)
    return lines * MAX (1, MIN (MIN ((p + q) / 4, MIN (a, b) / 8), 12));
  return lines * MAX (1, ((gint64) p + q - 4) / 2);
}
