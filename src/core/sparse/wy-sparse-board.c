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

/* The board reads its cells through the line index. */
static WyStatus
lines_status (gconstpointer lines, guint x, guint y)
{
  return wy_line_index_get_status (lines, x, y);
}

static guint
lines_step (gconstpointer lines, guint x, guint y)
{
  return wy_line_index_get_step (lines, x, y);
}

static WyStatus
lines_cell (gconstpointer lines, guint x, guint y, guint *step)
{
  return wy_line_index_get_cell (lines, x, y, step);
}

static void
lines_row (gconstpointer lines, guint y, guint x0, guint n, WyStatus *status, guint *steps)
{
  wy_line_index_get_row (lines, y, x0, n, status, steps);
}

static void
lines_fill (gconstpointer lines, guint8 *status, guint32 *steps)
{
  wy_line_index_fill (lines, status, steps);
}

static const WyCellReader lines_reader = {
  .sparse = TRUE,
  .status = lines_status,
  .step = lines_step,
  .cell = lines_cell,
  .row = lines_row,
  .fill = lines_fill,
  .free = (GDestroyNotify) wy_line_index_free,
};

static WyBoard *
sparse_board_new (const WyGame *game, guint size, GArray *ppos, WyLineIndex *lines)
{
  WyBoard *board = _wy_board_new (game, size);

  board->ppos = ppos;
  if (lines)
    {
      board->reader = &lines_reader;
      board->cells = lines;
      /* P_j, sorted by y then x within a step, from the steps of the P-positions */
      board->n_steps = wy_line_index_get_n_steps (lines);
      _wy_board_index_steps (board, wy_line_index_get_p_steps (lines));
    }
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
