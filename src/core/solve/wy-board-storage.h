/* wy-board-storage.h: the board's storage, filled in by the engines (storage only). */
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

G_END_DECLS
