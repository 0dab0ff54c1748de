/* wy-solve-lines.c: exact per-cell solver for the games whose moves run along lines (nim ... nimpq). */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wy-board-private.h"

/* A P-position on a line: its other coordinate (x for rows and diagonals,
 * y for columns) and its step. */
typedef struct {
  guint32 pos;
  guint32 step;
} LineEntry;

typedef struct {
  guint dx, dy, step;
} Found;

typedef struct {
  WyBoard *board;
  guint a, b, c;         /* diagonal band, column band (dx < b), row band (dy < c) */
  gboolean blocking;
  gboolean misere;
  GArray **col, **row, **diag; /* LineEntry lists; diag indexed by x - y + size */
  Found *found;          /* the moves of the current cell into P */
  guint n_found, cap_found;
  guint p, q;            /* blocking budgets + 1 */
  gboolean linecount;
  GArray *sx, *sy;       /* scratch for the other readings' blocking test */
} LineSolver;

static void
add_found (LineSolver *ls, guint dx, guint dy, guint step)
{
  if (ls->n_found == ls->cap_found)
    {
      ls->cap_found = MAX (16, 2 * ls->cap_found);
      ls->found = g_renew (Found, ls->found, ls->cap_found);
    }
  ls->found[ls->n_found++] = (Found) { dx, dy, step };
}

/* Every move from (x, y) into a P-position found so far, each once. */
static void
gather (LineSolver *ls, guint x, guint y)
{
  int d = (int) x - (int) y;

  ls->n_found = 0;
  for (guint c = x + 1 > ls->b ? x + 1 - ls->b : 0; c <= x; c++)
    for (guint i = 0; i < ls->col[c]->len; i++)
      {
        LineEntry *e = &g_array_index (ls->col[c], LineEntry, i);
        add_found (ls, x - c, y - e->pos, e->step);
      }
  for (guint r = y + 1 > ls->c ? y + 1 - ls->c : 0; r <= y; r++)
    for (guint i = 0; i < ls->row[r]->len; i++)
      {
        LineEntry *e = &g_array_index (ls->row[r], LineEntry, i);
        if (e->pos > x)
          break;
        if (x - e->pos >= ls->b)
          add_found (ls, x - e->pos, y - r, e->step);
      }
  for (int e = 1 - (int) ls->a; e < (int) ls->a; e++)
    {
      int dd = d + e;
      if (dd <= -(int) ls->board->size || dd >= (int) ls->board->size)
        continue;
      GArray *list = ls->diag[dd + ls->board->size];
      for (guint i = 0; i < list->len; i++)
        {
          LineEntry *en = &g_array_index (list, LineEntry, i);
          guint px = en->pos, py = (guint) ((int) px - dd);
          if (px > x || py > y)
            break;
          if (x - px >= ls->b && y - py >= ls->c)
            add_found (ls, x - px, y - py, en->step);
        }
    }
}

/* W is small: insertion sort by step. */
static void
sort_found (Found *w, guint n)
{
  for (guint i = 1; i < n; i++)
    {
      Found f = w[i];
      guint j = i;
      for (; j > 0 && w[j - 1].step > f.step; j--)
        w[j] = w[j - 1];
      w[j] = f;
    }
}

/* linecount: the moves, taken by step, become unblockable at the first one
 * that is near-diagonal or completes p diagonal moves or q moves of one
 * column (dx == k <= dy) or row (dy == k <= dx) class. */
static guint
linecount_step (LineSolver *ls)
{
  const Found *w = ls->found;
  guint diag = 0;

  for (guint i = 0; i < ls->n_found; i++)
    {
      guint d = w[i].dx > w[i].dy ? w[i].dx - w[i].dy : w[i].dy - w[i].dx, cx = 0, cy = 0;
      if ((d > 0 && d < ls->a) || (d == 0 && ++diag >= ls->p))
        return w[i].step;
      for (guint j = 0; j <= i; j++)
        {
          cx += w[i].dx < ls->b && w[i].dx <= w[i].dy && w[j].dx == w[i].dx && w[j].dx <= w[j].dy;
          cy += w[i].dy < ls->b && w[i].dy <= w[i].dx && w[j].dy == w[i].dy && w[j].dy <= w[j].dx;
        }
      if (cx >= ls->q || cy >= ls->q)
        return w[i].step;
    }
  return 0;
}

/* The step at which the moves into P become unblockable; 0: never (P). */
static guint
n_step (LineSolver *ls)
{
  const Found *w = ls->found;
  guint best = G_MAXUINT;

  if (ls->n_found == 0)
    return 0;
  if (!ls->blocking)
    {
      for (guint i = 0; i < ls->n_found; i++)
        best = MIN (best, w[i].step);
      return best;
    }
  sort_found (ls->found, ls->n_found);
  if (ls->linecount)
    return linecount_step (ls);
  g_array_set_size (ls->sx, ls->n_found);
  g_array_set_size (ls->sy, ls->n_found);
  guint *dx = (guint *) ls->sx->data, *dy = (guint *) ls->sy->data;
  for (guint i = 0; i < ls->n_found; i++)
    {
      dx[i] = w[i].dx;
      dy[i] = w[i].dy;
      if (i + 1 < ls->n_found && w[i + 1].step == w[i].step)
        continue;
      if (!wy_blocking_covers (ls->board->game, dx, dy, i + 1))
        return w[i].step;
    }
  return 0;
}

static guint
max_step_along (const WyBoard *board, guint x, guint y, int ux, int uy, guint skip_first)
{
  guint best = 0;

  for (guint k = skip_first; (guint) (ux * k) <= x && (guint) (uy * k) <= y; k++)
    best = MAX (best, board->step[wy_board_index (board, x - ux * k, y - uy * k)]);
  return best;
}

/* 1 + the largest step among all options of (x, y). */
static guint
p_step (LineSolver *ls, guint x, guint y)
{
  const WyBoard *board = ls->board;
  guint best = 0;

  for (guint k = 0; k < ls->b && k <= x; k++)
    best = MAX (best, max_step_along (board, x - k, y, 0, 1, k == 0));
  for (guint k = 0; k < ls->c && k <= y; k++)
    best = MAX (best, max_step_along (board, x, y - k, 1, 0, k == 0));
  for (int e = 1 - (int) ls->a; e < (int) ls->a; e++)
    {
      /* moves with dx - dy = e: start at dy = max(0, -e), dx = dy + e */
      guint dy0 = e < 0 ? (guint) -e : 0, dx0 = dy0 + e;
      if (dx0 > x || dy0 > y)
        continue;
      best = MAX (best, max_step_along (board, x - dx0, y - dy0, 1, 1, e == 0));
    }
  return best + 1;
}

static void
push_entry (GArray *list, guint pos, guint step)
{
  LineEntry e = { pos, step };
  g_array_append_val (list, e);
}

static void
solve_cell (LineSolver *ls, guint x, guint y)
{
  WyBoard *board = ls->board;
  gsize i = wy_board_index (board, x, y);
  guint s;

  gather (ls, x, y);
  s = n_step (ls);
  if (ls->misere && x == 0 && y == 0)
    s = 1;
  if (s > 0)
    {
      board->status[i] = WY_STATUS_N;
      board->step[i] = s;
      return;
    }
  board->status[i] = WY_STATUS_P;
  board->step[i] = (x == 0 && y == 0) ? 1 : p_step (ls, x, y);
  push_entry (ls->col[x], y, board->step[i]);
  push_entry (ls->row[y], x, board->step[i]);
  push_entry (ls->diag[x - y + board->size], x, board->step[i]);
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
  for (guint i = 0; i < n; i++)
    g_array_unref (lists[i]);
  g_free (lists);
}

gboolean
wy_solve_lines (WyBoard *board, WySolveFlags flags, WyProgressFunc progress,
                gpointer user_data, GCancellable *cancellable, GError **error)
{
  LineSolver ls = { board };
  guint S = board->size;
  gboolean ok = TRUE;

  wy_game_get_bands (board->game, &ls.a, &ls.b, &ls.c);
  ls.blocking = wy_game_has_blocking (board->game);
  ls.misere = wy_game_is_misere (board->game);
  ls.col = new_lists (S);
  ls.row = new_lists (S);
  ls.diag = new_lists (2 * S + 1);
  ls.p = wy_game_get_param (board->game, WY_PARAM_P);
  ls.q = wy_game_get_param (board->game, WY_PARAM_Q);
  ls.linecount = wy_game_get_reading (board->game) == WY_READING_LINECOUNT;
  ls.sx = g_array_new (FALSE, FALSE, sizeof (guint));
  ls.sy = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint y = 0; y < S && ok; y++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        ok = FALSE;
      for (guint x = 0; x < S && ok; x++)
        solve_cell (&ls, x, y);
      if (progress && (y & 63) == 0)
        progress ((double) y / S * ((flags & WY_SOLVE_GRUNDY) ? 0.5 : 1.0), user_data);
    }
  free_lists (ls.col, S);
  free_lists (ls.row, S);
  free_lists (ls.diag, 2 * S + 1);
  g_free (ls.found);
  g_array_unref (ls.sx);
  g_array_unref (ls.sy);
  if (ok && (flags & WY_SOLVE_GRUNDY))
    ok = wy_grundy_lines (board, progress, user_data, cancellable, error);
  return ok;
}
