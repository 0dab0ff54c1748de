/* wy-board.c: the solved board: storage, solver dispatch and queries. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-board-storage.h"
#include "wy-one-pile-bytes.h"
#include "wy-query.h"
#include "wy-sparse.h"

/* Per-cell storage may use at most this much memory. */
#define WY_MEMORY_BUDGET ((guint64) 2 << 30)
#define WY_ONE_PILE_MAX 200000000u
/* stwythoff, restricted, gamma: up to WY_GENERIC_MAX while a board costs at
 * most WY_GENERIC_BUDGET cell operations (wy_solve_generic_cost: wide
 * cones for large s and t), never below WY_GENERIC_MIN. */
#define WY_GENERIC_MAX 4096u
#define WY_GENERIC_MIN 600u
#define WY_GENERIC_BUDGET ((guint64) 4096 * 4096 * 40)
#define WY_IMITATION_MAX 300u
/* Line families without a sparse method (abstract, sec7) stay dense: at most
 * this many operations (wy_solve_lines_cost a cell), some 5 s. */
#define WY_LINES_DENSE_BUDGET ((guint64) 2000 * 1000 * 1000)
/* Beyond WY_BOARD_DENSE_MAX (wy-board.h) the line families get a sparse
 * board (no per-cell storage), up to WY_SPARSE_BOARD_MAX. */
#define WY_SPARSE_BOARD_MAX 2000000u

static guint64
bytes_per_cell (WySolveFlags flags)
{
  return 1 + 4 + ((flags & WY_SOLVE_GRUNDY) ? 4 : 0);
}

guint
wy_board_max_size (const WyGame *game, WySolveFlags flags)
{
  guint64 cells = WY_MEMORY_BUDGET / bytes_per_cell (flags);
  guint by_memory;

  /* A strip also keeps its P-positions twice (by position and by step),
   * 8 bytes each; n -> n-1 is a move of every one-pile game, so at most
   * every second cell is P: 8 bytes a cell more, and 3 for what a command
   * keeps besides (measured: 12.9 bytes a cell for steps, 14.9 for ppos,
   * 16.9 for grundy; tests/test-provenance.c /budget/one-pile). */
  if (wy_game_is_one_pile (game))
    return (guint) MIN (WY_MEMORY_BUDGET / (bytes_per_cell (flags) + 8 + 3), WY_ONE_PILE_MAX);
  by_memory = (guint) sqrt ((double) cells);
  switch (wy_game_get_family (game))
    {
    case WY_FAMILY_STWYTHOFF:
    case WY_FAMILY_RESTRICTED:
    case WY_FAMILY_GAMMA:
      {
        guint side = wy_game_get_block (game) > 1
                     ? WY_GENERIC_MIN
                     : (guint) CLAMP (sqrt ((double) WY_GENERIC_BUDGET
                                            / wy_solve_generic_cost (game)),
                                      WY_GENERIC_MIN, MIN (WY_GENERIC_MAX, by_memory));
        /* the Grundy values never beyond the P-set's own side */
        return (flags & WY_SOLVE_GRUNDY) ? MIN (side, wy_grundy_generic_max_size (game)) : side;
      }
    case WY_FAMILY_IMITATION:
      return WY_IMITATION_MAX;
    default:
      if ((flags & WY_SOLVE_GRUNDY) && wy_game_get_block (game) > 1)
        return MIN (MIN (by_memory, wy_grundy_lines_block_max_size (game)),
                    wy_board_max_size (game, flags & ~WY_SOLVE_GRUNDY));
      if (flags & WY_SOLVE_GRUNDY)
        return MIN (by_memory, wy_grundy_lines_max_size (game));
      if (wy_sparse_supports (game))
        return MAX (by_memory, MIN (WY_SPARSE_BOARD_MAX, wy_sparse_max_size (game)));
      /* nimpq under reading=abstract or sec7, where they differ from
       * linecount, has no sparse method: dense boards only, up to the
       * dense side and a time budget (a few seconds), never an
       * approximation; a region beyond it is still answered (solve/wy-engine.c) */
      return (guint) MIN (MIN (by_memory, WY_BOARD_DENSE_MAX),
                          sqrt ((double) WY_LINES_DENSE_BUDGET / wy_solve_lines_cost (game)));
    }
}

/* An empty board (no cells stored yet). */
static WyBoard *
board_new (const WyGame *game, guint size)
{
  WyBoard *board = g_new0 (WyBoard, 1);

  board->ref_count = 1;
  board->game = wy_game_copy (game);
  board->size = size;
  board->one_pile = wy_game_is_one_pile (game);
  board->width = size;
  board->height = board->one_pile ? 1 : size;
  return board;
}

WyBoard *
wy_board_alloc (const WyGame *game, guint size, GError **error)
{
  WyBoard *board = board_new (game, size);
  gsize cells = (gsize) board->width * board->height;

  board->status = g_try_malloc0 (cells);
  board->step = g_try_malloc0_n (cells, sizeof (guint32));
  if (!board->status || !board->step)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for a board of size %u"), size);
      wy_board_unref (board);
      return NULL;
    }
  return board;
}

static gint
compare_step_pos (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const WyBoard *board = user_data;
  const WyPos *p = a, *q = b;
  guint sp = board->step[wy_board_index (board, p->x, p->y)];
  guint sq = board->step[wy_board_index (board, q->x, q->y)];

  if (sp != sq)
    return sp < sq ? -1 : 1;
  if (p->y != q->y)
    return p->y < q->y ? -1 : 1;
  return p->x < q->x ? -1 : (p->x > q->x);
}

void
wy_board_finish (WyBoard *board)
{
  guint n_steps = 0;

  board->ppos = g_array_new (FALSE, FALSE, sizeof (WyPos));
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        gsize i = wy_board_index (board, x, y);
        n_steps = MAX (n_steps, board->step[i]);
        if (board->status[i] == WY_STATUS_P)
          {
            WyPos pos = { x, y };
            g_array_append_val (board->ppos, pos);
          }
      }
  board->n_steps = n_steps;
  board->step_ppos = g_memdup2 (board->ppos->data, sizeof (WyPos) * MAX (board->ppos->len, 1));
  g_qsort_with_data (board->step_ppos, board->ppos->len, sizeof (WyPos), compare_step_pos, board);
  board->step_start = g_new0 (guint, n_steps + 1);
  board->step_n_count = g_new0 (guint, MAX (n_steps, 1));
  for (guint k = 0, j = 1; j <= n_steps; j++)
    {
      while (k < board->ppos->len
             && board->step[wy_board_index (board, board->step_ppos[k].x,
                                            board->step_ppos[k].y)] <= j)
        k++;
      board->step_start[j] = k;
    }
  for (gsize i = 0; i < (gsize) board->width * board->height; i++)
    if (board->status[i] == WY_STATUS_N)
      board->step_n_count[board->step[i] - 1]++;
}

WyBoard *
_wy_board_solve_dense (const WyGame *game, guint size, gboolean grundy, WyProgressFunc progress,
                       gpointer user_data, GCancellable *cancellable, GError **error)
{
  WySolveFlags flags = grundy ? WY_SOLVE_GRUNDY : WY_SOLVE_DEFAULT;
  WyBoard *board;
  gboolean ok;

  board = wy_board_alloc (game, size, error);
  if (!board)
    return NULL;
  if (board->one_pile)
    ok = wy_solve_one_pile (board, flags, cancellable, error);
  else if (wy_game_has_memory (game))
    ok = wy_solve_imitation (board, progress, user_data, cancellable, error);
  else if (wy_game_get_family (game) >= WY_FAMILY_STWYTHOFF)
    ok = wy_solve_generic (board, flags, progress, user_data, cancellable, error);
  else
    ok = wy_solve_lines (board, flags, progress, user_data, cancellable, error);
  if (!ok)
    {
      wy_board_unref (board);
      return NULL;
    }
  wy_board_finish (board);
  if (progress)
    progress (1.0, user_data);
  return board;
}

/* A byte per position from the one-pile fast path: status, or Grundy
 * values (and the status they imply); no steps. */
WyBoard *
_wy_board_solve_one_pile_bytes (const WyGame *game, guint size, gboolean grundy,
                                GCancellable *cancellable, GError **error)
{
  WyBoard *board;
  guint8 *bytes;

  bytes = grundy ? wy_one_pile_grundy (game, size, cancellable, error)
                 : wy_one_pile_status (game, size, cancellable, error);
  if (!bytes)
    return NULL;
  board = board_new (game, size);
  if (!grundy)
    {
      board->status = bytes;
      return board;
    }
  board->grundy8 = bytes;
  board->status = g_malloc (size);
  for (guint n = 0; n < size; n++)
    {
      guint8 g = bytes[n];
      board->status[n] = g == 0xff ? WY_STATUS_NONE : g == 0 ? WY_STATUS_P : WY_STATUS_N;
      if (g != 0xff)
        board->max_grundy = MAX (board->max_grundy, g);
    }
  return board;
}

/* The sweeps report their progress from 0.5 to 1 (after an elimination);
 * alone, from 0 to 1. */
typedef struct {
  WyProgressFunc progress;
  gpointer       user_data;
} SweepProgress;

static void
sweep_progress (double fraction, gpointer data)
{
  SweepProgress *p = data;

  p->progress (2 * fraction - 1, p->user_data);
}

/* The Grundy values of a two-pile game alone, and the status they give (P
 * iff the value is 0, f^Q = 0 with block=Q too); no steps. */
WyBoard *
_wy_board_solve_grundy (const WyGame *game, guint size, WyProgressFunc progress,
                        gpointer user_data, GCancellable *cancellable, GError **error)
{
  SweepProgress p = { progress, user_data };
  WyGrundyFunc sweep = wy_game_get_family (game) >= WY_FAMILY_STWYTHOFF ? wy_grundy_generic
                                                                         : wy_grundy_lines;
  WyBoard *board = board_new (game, size);
  gsize cells = (gsize) size * size;

  g_return_val_if_fail (!board->one_pile && wy_game_has_grundy (game), NULL);
  board->status = g_try_malloc (cells);
  if (!board->status)
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("not enough memory for a board of size %u"), size);
  if (!board->status || !sweep (board, progress ? sweep_progress : NULL, &p, cancellable, error))
    {
      wy_board_unref (board);
      return NULL;
    }
  for (gsize i = 0; i < cells; i++)
    board->status[i] = board->grundy[i] == 0 ? WY_STATUS_P : WY_STATUS_N;
  if (progress)
    progress (1.0, user_data);
  return board;
}

/* The window's question: every step with |N_j| (and Grundy values), or
 * with WY_SOLVE_QUICK the steps alone. */
static WyQuery
flags_query (guint size, WySolveFlags flags)
{
  WyQuery query = { .size = size };

  query.needs = WY_NEED_STEPS | ((flags & WY_SOLVE_QUICK) ? 0 : WY_NEED_STEP_COUNTS)
                | ((flags & WY_SOLVE_GRUNDY) ? WY_NEED_GRUNDY : 0);
  return query;
}

gboolean
wy_board_has_preview (const WyGame *game, guint size, WySolveFlags flags)
{
  WyQuery query = flags_query (size, flags), preview;

  return wy_query_get_preview (game, &query, &preview);
}

WyBoard *
wy_board_solve (const WyGame *game, guint size, WySolveFlags flags, WyProgressFunc progress,
                gpointer user_data, GCancellable *cancellable, GError **error)
{
  WyQuery query = flags_query (size, flags);

  g_return_val_if_fail (game != NULL, NULL);
  query.progress = progress;
  query.user_data = user_data;
  query.cancellable = cancellable;
  return wy_query_solve (game, &query, error);
}

gboolean
wy_board_has_quick (const WyGame *game)
{
  return !wy_game_is_one_pile (game) && wy_sparse_supports (game);
}

WyBoard *
wy_board_ref (WyBoard *board)
{
  g_atomic_int_inc (&board->ref_count);
  return board;
}

void
wy_board_unref (WyBoard *board)
{
  if (!board || !g_atomic_int_dec_and_test (&board->ref_count))
    return;
  wy_game_free (board->game);
  g_free (board->status);
  g_free (board->step);
  g_free (board->grundy);
  g_free (board->grundy8);
  if (board->ppos)
    g_array_unref (board->ppos);
  g_free (board->step_ppos);
  g_free (board->step_start);
  g_free (board->step_n_count);
  wy_line_index_free (board->lines);
  g_free (board);
}

const WyGame *
wy_board_get_game (const WyBoard *board)
{
  return board->game;
}

guint
wy_board_get_size (const WyBoard *board)
{
  return board->size;
}

gboolean
wy_board_is_one_pile (const WyBoard *board)
{
  return board->one_pile;
}

gboolean
wy_board_is_sparse (const WyBoard *board)
{
  return board->lines != NULL;
}

gboolean
wy_board_contains (const WyBoard *board, guint x, guint y)
{
  return x < board->width && y < board->height;
}

WyStatus
wy_board_get_status (const WyBoard *board, guint x, guint y)
{
  g_return_val_if_fail (wy_board_contains (board, x, y), WY_STATUS_NONE);
  if (board->lines)
    return wy_line_index_get_status (board->lines, x, y);
  if (!board->status)
    return _wy_board_pset_status (board, x, y);
  return board->status[wy_board_index (board, x, y)];
}

guint
wy_board_get_step (const WyBoard *board, guint x, guint y)
{
  g_return_val_if_fail (wy_board_contains (board, x, y), 0);
  if (board->lines)
    return wy_line_index_get_step (board->lines, x, y);
  if (!board->step)
    return 0;
  return board->step[wy_board_index (board, x, y)];
}

WyStatus
wy_board_get_cell (const WyBoard *board, guint x, guint y, guint *step)
{
  g_return_val_if_fail (wy_board_contains (board, x, y), WY_STATUS_NONE);
  if (board->lines)
    return wy_line_index_get_cell (board->lines, x, y, step);
  *step = wy_board_get_step (board, x, y);
  return wy_board_get_status (board, x, y);
}

gboolean
wy_board_has_steps (const WyBoard *board)
{
  return board->step != NULL || board->lines != NULL;
}

gboolean
wy_board_has_grundy (const WyBoard *board)
{
  return board->grundy != NULL || board->grundy8 != NULL;
}

int
wy_board_get_grundy (const WyBoard *board, guint x, guint y)
{
  if (!wy_board_has_grundy (board) || !wy_board_contains (board, x, y))
    return -1;
  if (board->grundy8)
    return board->grundy8[x] == 0xff ? -1 : board->grundy8[x];
  return board->grundy[wy_board_index (board, x, y)];
}

gboolean
wy_board_get_grundy_row (const WyBoard *board, guint y, guint x0, guint n, gint32 *values)
{
  g_return_val_if_fail (n == 0 || wy_board_contains (board, x0 + n - 1, y), FALSE);
  if (!wy_board_has_grundy (board))
    return FALSE;
  if (board->grundy8)
    for (guint i = 0; i < n; i++)
      values[i] = board->grundy8[x0 + i] == 0xff ? -1 : board->grundy8[x0 + i];
  else if (n > 0)
    memcpy (values, board->grundy + wy_board_index (board, x0, y), n * sizeof (gint32));
  return TRUE;
}

guint
wy_board_get_max_grundy (const WyBoard *board)
{
  return board->max_grundy;
}

/* Boards without steps (the one-pile fast path, Grundy values alone) list
 * their P-positions only when asked: a listing streams them through
 * WyPposIter instead. */
static GArray *
ppos_from_status (const WyBoard *board)
{
  GArray *ppos = g_array_new (FALSE, FALSE, sizeof (WyPos));

  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      if (board->status[wy_board_index (board, x, y)] == WY_STATUS_P)
        g_array_append_val (ppos, ((WyPos) { x, y }));
  return ppos;
}

const WyPos *
wy_board_get_ppos (const WyBoard *board, guint *n_ppos)
{
  if (g_once_init_enter (&((WyBoard *) board)->ppos))
    g_once_init_leave (&((WyBoard *) board)->ppos, ppos_from_status (board));
  *n_ppos = board->ppos->len;
  return (const WyPos *) board->ppos->data;
}

guint
wy_board_get_n_steps (const WyBoard *board)
{
  return board->n_steps;
}

const WyPos *
wy_board_get_step_ppos (const WyBoard *board, guint step, guint *n_ppos)
{
  if (step < 1 || step > board->n_steps)
    {
      *n_ppos = 0;
      return NULL;
    }
  *n_ppos = board->step_start[step] - board->step_start[step - 1];
  return board->step_ppos + board->step_start[step - 1];
}

guint
wy_board_get_step_n_count (const WyBoard *board, guint step)
{
  if (step < 1 || step > board->n_steps || !board->step_n_count)
    return 0;
  return board->step_n_count[step - 1];
}

gboolean
wy_board_has_step_n_counts (const WyBoard *board)
{
  return board->step_n_count != NULL;
}

void
wy_ppos_iter_init (WyPposIter *iter, const WyBoard *board)
{
  iter->board = board;
  iter->next = 0;
}

gboolean
wy_ppos_iter_next (WyPposIter *iter, WyPos *pos)
{
  const WyBoard *board = iter->board;

  if (board->ppos)
    {
      if (iter->next >= board->ppos->len)
        return FALSE;
      *pos = g_array_index (board->ppos, WyPos, iter->next++);
      return TRUE;
    }
  /* a board without steps: scan its statuses */
  while (iter->next < (gsize) board->width * board->height
         && board->status[iter->next] != WY_STATUS_P)
    iter->next++;
  if (iter->next >= (gsize) board->width * board->height)
    return FALSE;
  *pos = (WyPos) { (guint) (iter->next % board->width), (guint) (iter->next / board->width) };
  iter->next++;
  return TRUE;
}
