/* wy-board-storage.h: the board's storage, filled in by the solvers. */
#pragma once

#include "wy-board.h"

G_BEGIN_DECLS

struct _WyBoard {
  gint      ref_count;
  WyGame   *game;
  guint     size;
  gboolean  one_pile;
  guint     width, height;   /* size x size, or size x 1 */
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
  /* sparse boards (sparse/wy-sparse-board.c) have lines, and status, step and
   * step_n_count NULL: lines answers the status and step of any cell
   * (n_steps and the P_j are filled from it) */
  struct _WyLineIndex *lines;
};

static inline gsize
wy_board_index (const WyBoard *board, guint x, guint y)
{
  return (gsize) y * board->width + x;
}

/* Allocate a board whose cells the solvers fill; NULL with error when the
 * memory budget is exceeded. */
WyBoard  *wy_board_alloc (const WyGame *game, guint size, GError **error);
/* Build the P-position list and the step index from status and step. */
void      wy_board_finish (WyBoard *board);

/* A sparse board from the exact P-set and, with steps, its line index
 * (sparse/wy-sparse-board.c). Without steps, the status of a cell is a lookup in
 * the P-set (_wy_board_pset_status). */
WyBoard  *wy_board_solve_sparse (const WyGame *game, guint size, gboolean steps,
                                 WyProgressFunc progress, gpointer user_data,
                                 GCancellable *cancellable, GError **error);
WyStatus  _wy_board_pset_status (const WyBoard *board, guint x, guint y);

/* The exact P-set of (s,t)-Wythoff, Restricted and Gamma_i in normal play
 * without block=Q, by a row sweep in memory O(size) (wy-sparse-cone.c);
 * wy_sparse_pset serves it. */
gboolean  _wy_sparse_cone_supports (const WyGame *game);
guint     _wy_sparse_cone_max_size (const WyGame *game);
GArray   *_wy_sparse_cone_ppos     (const WyGame *game, guint size, WyProgressFunc progress,
                                    gpointer user_data, GCancellable *cancellable,
                                    GError **error);

/* Every cell stored, solved by the family's solver (wy-board.c). */
WyBoard  *_wy_board_solve_dense (const WyGame *game, guint size, gboolean grundy,
                                 WyProgressFunc progress, gpointer user_data,
                                 GCancellable *cancellable, GError **error);
/* The Grundy values of a two-pile game alone (wy_grundy_lines or
 * wy_grundy_generic), status from them, no steps (wy-board.c). */
WyBoard  *_wy_board_solve_grundy (const WyGame *game, guint size, WyProgressFunc progress,
                                  gpointer user_data, GCancellable *cancellable, GError **error);
/* The one-pile fast path: a byte per position, status or Grundy values,
 * no steps (wy-board.c). */
WyBoard  *_wy_board_solve_one_pile_bytes (const WyGame *game, guint size, gboolean grundy,
                                          GCancellable *cancellable, GError **error);

/* The solvers; each fills status and step (and grundy when asked). They
 * return FALSE with error only when cancelled. */
gboolean  wy_solve_lines   (WyBoard *board, WySolveFlags flags, WyProgressFunc progress,
                            gpointer user_data, GCancellable *cancellable, GError **error);
gboolean  wy_solve_generic (WyBoard *board, WySolveFlags flags, WyProgressFunc progress,
                            gpointer user_data, GCancellable *cancellable, GError **error);
/* The same with block=Q > 1 (solve/wy-solve-cone-block.c): O(side^3), up to
 * WY_GENERIC_MIN (wy-board.c). */
gboolean  _wy_solve_generic_block (WyBoard *board, WySolveFlags flags, WyProgressFunc progress,
                                   gpointer user_data, GCancellable *cancellable,
                                   GError **error);
gboolean  wy_solve_one_pile (WyBoard *board, WySolveFlags flags, GCancellable *cancellable,
                             GError **error);
gboolean  wy_solve_imitation (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                              GCancellable *cancellable, GError **error);
/* Moves from the starting state (x, y) into P states, appended to moves. */
GArray   *wy_imitation_p_options (const WyBoard *board, guint x, guint y, GArray *moves);

/* Operations a cell of wy_solve_lines costs for this game (for the size cap). */
guint64   wy_solve_lines_cost (const WyGame *game);
/* Operations a cell of wy_solve_generic costs for this game (for the size cap). */
guint64   wy_solve_generic_cost (const WyGame *game);

/* Sprague-Grundy values of a solved board (grundy/wy-grundy-cone.c). */
gboolean  wy_grundy_lines   (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                             GCancellable *cancellable, GError **error);
/* (s,t)-Wythoff, Restricted and Gamma (any block=Q): progress from 0.5 to
 * 1 (grundy/wy-grundy-cone.c). */
gboolean  wy_grundy_generic (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                             GCancellable *cancellable, GError **error);
/* A Grundy sweep (wy_grundy_lines, wy_grundy_generic) in a thread of its
 * own, beside the elimination (wy-grundy-task.c); its progress (from 0.5 to
 * 1) is reported once finish is called, which joins it (always call it
 * before the board goes). */
typedef gboolean (*WyGrundyFunc) (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                                  GCancellable *cancellable, GError **error);
typedef struct _WyGrundyTask WyGrundyTask;
WyGrundyTask *wy_grundy_task_start  (WyBoard *board, WyGrundyFunc sweep, WyProgressFunc progress,
                                     gpointer user_data, GCancellable *cancellable);
gboolean      wy_grundy_task_finish (WyGrundyTask *task, GError **error);
/* f^Q = mex^Q of a line family with block=Q > 1, by counts per line,
 * progress from 0.5 to 1 (wy-grundy-block.c), and its largest side. */
gboolean  wy_grundy_lines_block (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                                 GCancellable *cancellable, GError **error);
guint     wy_grundy_lines_block_max_size (const WyGame *game);
/* The largest side wy_grundy_generic takes for (s,t)-Wythoff, Restricted
 * and Gamma (grundy/wy-grundy-cone.c). */
guint     wy_grundy_generic_max_size (const WyGame *game);
/* wy_grundy_lines without block=Q, in one lane or two (threads sharing
 * the rows; wy_grundy_lines chooses by the side), for tests. */
gboolean  _wy_grundy_lines_lanes (WyBoard *board, guint n_lanes, WyProgressFunc progress,
                                  gpointer user_data, GCancellable *cancellable, GError **error);
/* The largest side wy_grundy_lines takes for a line family (wy-grundy-lines.c). */
guint     wy_grundy_lines_max_size (const WyGame *game);

/* The order of P-options: by step, then y, then x (wy-board-query.c). */
gint      wy_move_compare (gconstpointer a, gconstpointer b);

/* Band widths of the line families seen as wytc: diagonal band a, column
 * band b (dx < b), row band c (dy < c). */
void      wy_game_get_bands (const WyGame *game, guint *a, guint *b, guint *c);

G_END_DECLS
