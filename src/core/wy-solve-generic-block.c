/* wy-solve-generic-block.c: (s,t)-Wythoff, Restricted and Gamma_i with block=Q, cell by cell over the P-positions found. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-board-private.h"

/* P-positions found so far, by row: their x, increasing. */
typedef struct {
  WyBoard *board;
  GArray **rows;
} Generic;

/* Keep the q smallest steps seen, increasing, in best[0 .. *n). */
static void
keep_smallest (guint *best, guint *n, guint q, guint s)
{
  guint i = *n < q ? (*n)++ : q;

  if (i == q && s >= best[q - 1])
    return;
  if (i == q)
    i--;
  for (; i > 0 && best[i - 1] > s; i--)
    best[i] = best[i - 1];
  best[i] = s;
}

/* The step at which (x, y) has block=Q moves into P (Q = 1: the smallest
 * step of a P-option); 0 when it never has. */
static guint
min_p_step (Generic *g, guint x, guint y)
{
  const WyBoard *board = g->board;
  guint q = wy_game_get_block (board->game), n = 0;
  g_autofree guint *best = g_new (guint, q);

  for (guint ty = 0; ty <= y; ty++)
    for (guint i = 0; i < g->rows[ty]->len; i++)
      {
        guint tx = g_array_index (g->rows[ty], guint, i);
        if (tx > x)
          break;
        if (!wy_game_is_move (board->game, x, y, x - tx, y - ty))
          continue;
        keep_smallest (best, &n, q, board->step[wy_board_index (board, tx, ty)]);
      }
  return n == q ? best[q - 1] : 0;
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

/* block=Q > 1 needs the Q smallest steps among a cell's P-options, which
 * the cone windows of wy-solve-generic.c do not keep: this solver looks
 * at every P-position below-left of a cell, so it is capped lower
 * (wy_board_max_size). */
gboolean
_wy_solve_generic_block (WyBoard *board, WySolveFlags flags, WyProgressFunc progress,
                         gpointer user_data, GCancellable *cancellable, GError **error)
{
  Generic g = { board, g_new (GArray *, board->size) };
  WyGrundyTask *grundy;
  gboolean ok = TRUE;

  for (guint y = 0; y < board->size; y++)
    g.rows[y] = g_array_new (FALSE, FALSE, sizeof (guint));
  /* the Grundy values on the other core meanwhile */
  grundy = (flags & WY_SOLVE_GRUNDY)
           ? wy_grundy_task_start (board, wy_grundy_generic, progress, user_data, cancellable)
           : NULL;
  for (guint y = 0; y < board->size && ok; y++)
    {
      ok = !g_cancellable_set_error_if_cancelled (cancellable, error);
      for (guint x = 0; x < board->size && ok; x++)
        solve_cell (&g, x, y);
      if (progress)
        progress ((double) y / board->size * (grundy ? 0.5 : 1.0), user_data);
    }
  for (guint y = 0; y < board->size; y++)
    g_array_unref (g.rows[y]);
  g_free (g.rows);
  if (grundy && !wy_grundy_task_finish (grundy, ok ? error : NULL))
    ok = FALSE;
  return ok;
}
