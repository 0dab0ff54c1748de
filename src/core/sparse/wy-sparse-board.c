/* wy-sparse-board.c: boards too large for per-cell storage: the exact P-set, and each cell's step on demand. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-board-private.h"
#include "wy-sparse.h"

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

/* P_j, sorted by y then x within a step, from the steps of the P-positions. */
static void
index_steps (WyBoard *board)
{
  board->n_steps = wy_line_index_get_n_steps (board->lines);
  _wy_board_index_steps (board, wy_line_index_get_p_steps (board->lines));
}

/* The P-set is sorted by y then x: a binary search. */
WyStatus
_wy_board_pset_status (const WyBoard *board, guint x, guint y)
{
  const WyPos *p = (const WyPos *) board->ppos->data;
  guint lo = 0, hi = board->ppos->len;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      if (p[mid].y < y || (p[mid].y == y && p[mid].x < x))
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo < board->ppos->len && p[lo].x == x && p[lo].y == y ? WY_STATUS_P : WY_STATUS_N;
}

static WyBoard *
sparse_board_new (const WyGame *game, guint size, GArray *ppos, WyLineIndex *lines)
{
  WyBoard *board = g_new0 (WyBoard, 1);

  board->ref_count = 1;
  board->game = wy_game_copy (game);
  board->size = board->width = board->height = size;
  board->ppos = ppos;
  board->lines = lines;
  if (lines)
    index_steps (board);
  return board;
}

WyBoard *
_wy_sparse_board_solve (const WyGame *game, guint size, gboolean steps, WyProgressFunc progress,
                        gpointer user_data, GCancellable *cancellable, GError **error)
{
  /* the P-set takes about a fifth of the time, the steps the rest */
  Stage stage = { progress, user_data, 0.0, steps ? 0.2 : 1.0 };
  WyProgressFunc staged = progress ? stage_progress : NULL;
  WyLineIndex *lines = NULL;
  GArray *ppos;

  ppos = steps ? wy_sparse_ppos (game, size, staged, &stage, cancellable, error)
               : wy_sparse_pset (game, size, staged, &stage, cancellable, error);
  if (!ppos)
    return NULL;
  if (!steps)
    return sparse_board_new (game, size, ppos, NULL);
  stage.from = 0.2;
  stage.span = 0.8;
  lines = wy_line_index_new (game, size, ppos, staged, &stage, cancellable, error);
  if (!lines)
    {
      g_array_unref (ppos);
      return NULL;
    }
  return sparse_board_new (game, size, ppos, lines);
}
