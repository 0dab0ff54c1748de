/* wy-solve-generic.c: exact solver for (s,t)-Wythoff, Restricted (s,t)-Wythoff and Gamma_i. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-board-private.h"

/* P-positions found so far, by row: their x, increasing. */
typedef struct {
  WyBoard *board;
  GArray **rows;
} Generic;

/* The smallest step of a P-option of (x, y); 0 when there is none. */
static guint
min_p_step (Generic *g, guint x, guint y)
{
  const WyBoard *board = g->board;
  guint best = 0;

  for (guint ty = 0; ty <= y; ty++)
    for (guint i = 0; i < g->rows[ty]->len; i++)
      {
        guint tx = g_array_index (g->rows[ty], guint, i);
        if (tx > x)
          break;
        if (!wy_game_is_move (board->game, x, y, x - tx, y - ty))
          continue;
        guint s = board->step[wy_board_index (board, tx, ty)];
        if (best == 0 || s < best)
          best = s;
      }
  return best;
}

/* The largest step of any option; 0 when (x, y) is terminal. */
static guint
max_option_step (const WyBoard *board, guint x, guint y)
{
  guint best = 0;

  for (guint ty = 0; ty <= y; ty++)
    for (guint tx = 0; tx <= x; tx++)
      if (wy_game_is_move (board->game, x, y, x - tx, y - ty))
        best = MAX (best, board->step[wy_board_index (board, tx, ty)]);
  return best;
}

static void
solve_cell (Generic *g, guint x, guint y)
{
  WyBoard *board = g->board;
  gsize i = wy_board_index (board, x, y);
  guint s = min_p_step (g, x, y), m;

  if (s > 0)
    {
      board->status[i] = WY_STATUS_N;
      board->step[i] = s;
      return;
    }
  m = max_option_step (board, x, y);
  if (m == 0 && wy_game_is_misere (board->game))
    {
      board->status[i] = WY_STATUS_N;
      board->step[i] = 1;
      return;
    }
  board->status[i] = WY_STATUS_P;
  board->step[i] = m + 1;
  g_array_append_val (g->rows[y], x);
}

gboolean
wy_solve_generic (WyBoard *board, WySolveFlags flags, WyProgressFunc progress,
                  gpointer user_data, GCancellable *cancellable, GError **error)
{
  Generic g = { board, g_new (GArray *, board->size) };
  gboolean ok = TRUE;

  for (guint y = 0; y < board->size; y++)
    g.rows[y] = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint y = 0; y < board->size && ok; y++)
    {
      ok = !g_cancellable_set_error_if_cancelled (cancellable, error);
      for (guint x = 0; x < board->size && ok; x++)
        solve_cell (&g, x, y);
      if (progress)
        progress ((double) y / board->size, user_data);
    }
  for (guint y = 0; y < board->size; y++)
    g_array_unref (g.rows[y]);
  g_free (g.rows);
  if (ok && (flags & WY_SOLVE_GRUNDY))
    ok = wy_grundy_generic (board, cancellable, error);
  return ok;
}
