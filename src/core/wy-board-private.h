/* wy-board-private.h: the board's storage, the ground of the core's wings: filled in by the engines, read by the board's getters (private). */
#pragma once

#include "wy-board.h"

G_BEGIN_DECLS

/* Cells that an engine keeps in a structure of its own (a sparse board's
 * line index, a one-pile region's strip) instead of status and step: the
 * engine sets the board's reader and cells, and the board's getters read
 * through them without knowing the engine. */
typedef struct {
  gboolean  sparse;      /* no per-cell storage at all (wy_board_is_sparse) */
  WyStatus (*status) (gconstpointer cells, guint x, guint y);
  guint    (*step)   (gconstpointer cells, guint x, guint y);
  /* status and step at once; NULL: the two above */
  WyStatus (*cell)   (gconstpointer cells, guint x, guint y, guint *step);
  void     (*row)    (gconstpointer cells, guint y, guint x0, guint n, WyStatus *status,
                      guint *steps);
  /* the P-positions listed on first use; NULL: the engine set ppos */
  GArray  *(*ppos)   (gconstpointer cells, guint size);
  /* every cell's step (and status, if not NULL) in row order; NULL: cell by cell */
  void     (*fill)   (gconstpointer cells, guint8 *status, guint32 *steps);
  void     (*free)   (gpointer cells);
} WyCellReader;

/* reference counted as a g_atomic_rc_box */
struct _WyBoard {
  WyGame   *game;
  guint     size;
  gboolean  one_pile;
  guint     width, height;   /* size x size, or size x 1; a cube size x size^2 */
  guint     heaps;           /* 1, 2, or 3: a cube, cell (x, y, z) at row z * size + y */
  guint8   *status;          /* WyStatus per cell, index y * width + x */
  guint32  *step;            /* elimination step per cell (0: not a position) */
  gint32   *grundy;          /* NULL unless computed */
  guint8   *grundy8;         /* or a byte per position (one-pile fast path; 0xff: none) */
  guint     max_grundy;
  /* filled by wy_board_finish() */
  GArray   *ppos;            /* WyPos sorted by y then x */
  guint     n_steps;
  guint    *step_start;      /* P_j = step_ppos[step_start[j-1] .. step_start[j]) */
  WyPos    *step_ppos;       /* P-positions sorted by step, then y, then x */
  guint    *step_n_count;    /* |N_j|, index j - 1 */
  /* sparse boards (sparse/wy-sparse-board.c) and one-pile boards of a
   * region (solve/wy-solve-one-pile.c) may have cells read through reader
   * instead of status and step (a strip has neither P_j nor |N_j|:
   * n_steps 0); a sparse board of the P-set alone has neither: its status
   * from ppos */
  const WyCellReader *reader;
  gpointer            cells;
};

static inline gsize
wy_board_index (const WyBoard *board, guint x, guint y)
{
  return (gsize) y * board->width + x;
}

/* max_grundy from the board's Grundy values, one for each of its width x
 * height cells (a Grundy sweep's last act). */
static inline void
_wy_board_set_max_grundy (WyBoard *board)
{
  gsize cells = (gsize) board->width * board->height;

  for (gsize i = 0; i < cells; i++)
    board->max_grundy = MAX (board->max_grundy, (guint) board->grundy[i]);
}

/* An empty board (no cells stored yet). */
WyBoard  *_wy_board_new (const WyGame *game, guint size);
/* Allocate a board whose cells the solvers fill; NULL with error when the
 * memory budget is exceeded. */
WyBoard  *wy_board_alloc (const WyGame *game, guint size, GError **error);
/* Ask for huge pages for a large array not yet written (a hint). */
void      _wy_advise_huge (gpointer data, gsize bytes);
/* Build the P-position list and the step index from status and step. */
void      wy_board_finish (WyBoard *board);
/* P_j (step_ppos, step_start) from step[i], the step of ppos[i]: a counting
 * sort by step of the P-positions in row order; n_steps set. */
void      _wy_board_index_steps (WyBoard *board, const guint32 *step);

/* The plane axis = k of a cube (0 x, 1 y, 2 z) as a two-heap board of
 * the same side: cells (u, v) = (x, y) for z = k, (x, z) for y = k,
 * (y, z) for x = k (wy-board-cube.c). */
WyBoard  *_wy_board_new_slice (const WyBoard *cube, guint axis, guint k);

/* The first cell, by rows and x (on a cube by z, y, x: the index of the bulk reads), where
 * two boards of one game's side differ in their outcomes (with grundy: in their Grundy
 * values, equal values giving equal outcomes): its index in *at, G_MAXUINT64 for none.
 * FALSE when they cannot say it at once: one pile's outcomes (its 0 may be no position),
 * values beyond a bulk read; then cell by cell (wy-board-bytes.c). */
gboolean  _wy_board_first_difference (const WyBoard *a, const WyBoard *b, gboolean grundy,
                                      guint64 *at);

/* wy_board_list_p_options, stopped when cancellable is cancelled (Imitation Nim solves the
 * board below the position again): NULL with error then (wy-board-query.c). */
GArray   *_wy_board_list_p_options_cancellable (const WyBoard *board, guint x, guint y,
                                                GCancellable *cancellable, GError **error);

/* Whether the board holds Grundy values; FALSE with error (%WY_ERROR_UNSUPPORTED) saying
 * why not: the game has none (wy_game_check_grundy()), or the solve did not ask for them.
 * The one refusal of the reads of Grundy values in bulk (wy-board-bytes.c) and by rows. */
gboolean  _wy_board_check_grundy (const WyBoard *board, GError **error);

/* The order of P-options: by step, then y, then x. */
gint      _wy_move_compare (gconstpointer a, gconstpointer b);

G_END_DECLS
