/* wy-board-sparse.c: boards too large for per-cell storage: status from the exact P-set, steps on demand. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-board-private.h"
#include "wy-sparse.h"

/* Games whose bands are too wide for the line index: the step of a cell
 * depends only on the cells below-left of it, so a dense solve of the
 * corner gives the exact steps there. */
#define WY_CORNER_SIZE 2048u

typedef struct {
  WyProgressFunc func;
  gpointer       data;
  double         from, span;
} Stage;

static void
stage_progress (double fraction, gpointer user_data)
{
  Stage *stage = user_data;

  stage->func (stage->from + stage->span * fraction, stage->data);
}

static gboolean
index_rows (WyBoard *board, GError **error)
{
  const WyPos *p = (const WyPos *) board->ppos->data;

  board->row_start = g_try_malloc0_n ((gsize) board->size + 1, sizeof (guint));
  if (!board->row_start)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for a board of size %u"), board->size);
      return FALSE;
    }
  for (guint i = 0; i < board->ppos->len; i++)
    board->row_start[p[i].y + 1]++;
  for (guint y = 0; y < board->size; y++)
    board->row_start[y + 1] += board->row_start[y];
  return TRUE;
}

/* P_j, sorted by y then x within a step, from the steps of the P-positions. */
static void
index_steps (WyBoard *board)
{
  const WyPos *p = (const WyPos *) board->ppos->data;
  const guint32 *step = wy_line_index_get_p_steps (board->lines);
  guint n = board->ppos->len;

  board->n_steps = wy_line_index_get_n_steps (board->lines);
  board->step_start = g_new0 (guint, board->n_steps + 2);
  board->step_ppos = g_new (WyPos, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    board->step_start[step[i] + 1]++;
  for (guint j = 1; j <= board->n_steps; j++)
    board->step_start[j + 1] += board->step_start[j];
  /* step_start[j] counts the P-positions of steps below j; placing P_j
   * moves it on to the end of P_j, as wy_board_get_step_ppos reads it */
  for (guint i = 0; i < n; i++)
    board->step_ppos[board->step_start[step[i]]++] = p[i];
}

WyBoard *
wy_board_solve_sparse (const WyGame *game, guint size, gboolean quick,
                       WyProgressFunc progress, gpointer user_data, GCancellable *cancellable,
                       GError **error)
{
  gboolean by_index = wy_line_index_supports (game);
  gboolean with_corner = !quick && !by_index;
  Stage stage = { progress, user_data, 0.0, with_corner || by_index ? 0.5 : 0.0 };
  WyProgressFunc staged = progress ? stage_progress : NULL;
  WyBoard *corner = NULL, *board;
  WyLineIndex *lines = NULL;
  GArray *ppos;

  if (with_corner)
    {
      corner = wy_board_solve (game, MIN (size, WY_CORNER_SIZE), 0, staged, &stage,
                               cancellable, error);
      if (!corner)
        return NULL;
    }
  stage.from = stage.span;
  stage.span = 1.0 - stage.from;
  ppos = wy_sparse_ppos (game, size, staged, &stage, cancellable, error);
  if (ppos && by_index)
    {
      stage.from = 0.5;
      stage.span = 0.5;
      lines = wy_line_index_new (game, size, ppos, staged, &stage, cancellable, error);
      if (!lines)
        g_clear_pointer (&ppos, g_array_unref);
    }
  if (!ppos)
    {
      g_clear_pointer (&corner, wy_board_unref);
      return NULL;
    }
  board = g_new0 (WyBoard, 1);
  board->ref_count = 1;
  board->game = wy_game_copy (game);
  board->size = board->width = board->height = size;
  board->sparse = TRUE;
  board->ppos = ppos;
  board->corner = corner;
  board->lines = lines;
  if (!index_rows (board, error))
    {
      wy_board_unref (board);
      return NULL;
    }
  if (lines)
    index_steps (board);
  return board;
}

WyStatus
wy_board_sparse_status (const WyBoard *board, guint x, guint y)
{
  const WyPos *p = (const WyPos *) board->ppos->data;
  guint lo = board->row_start[y], hi = board->row_start[y + 1];

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      if (p[mid].x < x)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo < board->row_start[y + 1] && p[lo].x == x ? WY_STATUS_P : WY_STATUS_N;
}

guint
wy_board_sparse_step (const WyBoard *board, guint x, guint y)
{
  if (board->lines)
    return wy_line_index_get_step (board->lines, x, y);
  if (!board->corner || !wy_board_contains (board->corner, x, y))
    return 0;
  return wy_board_get_step (board->corner, x, y);
}
