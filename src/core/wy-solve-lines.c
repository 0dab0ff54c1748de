/* wy-solve-lines.c: exact per-cell solver for the games whose moves run along lines (nim ... nimpq). */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wy-board-private.h"
#include "wy-line-rule.h"

/* A P-position on a line: its other coordinate (x for rows and diagonals,
 * y for columns) and its step. */
typedef struct {
  guint32 pos;
  guint32 step;
} LineEntry;

typedef struct {
  WyBoard    *board;
  WyLineRule  rule;
  GArray    **col, **row, **diag; /* LineEntry lists; diag indexed by x - y + size */
  WyFoundList found;              /* the moves of the current cell into P */
} LineSolver;

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
      if (dd <= -(int) ls->board->size || dd >= (int) ls->board->size)
        continue;
      GArray *list = ls->diag[dd + ls->board->size];
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

  for (guint k = 0; k < ls->rule.b && k <= x; k++)
    best = MAX (best, max_step_along (board, x - k, y, 0, 1, k == 0));
  for (guint k = 0; k < ls->rule.c && k <= y; k++)
    best = MAX (best, max_step_along (board, x, y - k, 1, 0, k == 0));
  for (int e = 1 - (int) ls->rule.a; e < (int) ls->rule.a; e++)
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
  s = wy_line_rule_n_step (&ls->rule, &ls->found);
  if (ls->rule.misere && x == 0 && y == 0)
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
  /* the Grundy values on the other core meanwhile */
  WyGrundyTask *grundy = (flags & WY_SOLVE_GRUNDY)
                         ? wy_grundy_lines_start (board, progress, user_data, cancellable) : NULL;

  wy_line_rule_init (&ls.rule, board->game);
  wy_found_list_init (&ls.found);
  ls.col = new_lists (S);
  ls.row = new_lists (S);
  ls.diag = new_lists (2 * S + 1);
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
  wy_found_list_clear (&ls.found);
  if (grundy && !wy_grundy_lines_finish (grundy, ok ? error : NULL))
    ok = FALSE;
  return ok;
}
