/* wy-board-private.h: the board's storage, the ground of the core's wings: filled in by the engines, read by the board's getters (private). */
#pragma once

#include "wy-board.h"

G_BEGIN_DECLS

/* A one-pile board of a region x0 .. x1 (solve/wy-solve-one-pile.c): the
 * status of every position as a bit, and the steps of two parts alone:
 * 0 .. low_end - 1 (where the options n / k of the region's positions
 * lie) and high_start .. x1 (the region and the options n - 1 .. n - k + 1
 * of its positions), low_end <= high_start. A step between them reads 0. */
typedef struct {
  guint64 *is_p;         /* bit n % 64 of word n / 64: n is P */
  guint16 *step;         /* 0 .. low_end - 1, then high_start .. x1 */
  guint    low_end, high_start;
  guint    first;        /* the first position (upmark: 1, below it none) */
} WyOnePileStrip;

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
  /* one-pile boards of a region may have strip instead of status and step
   * (and neither P_j nor |N_j|: n_steps 0) */
  WyOnePileStrip *strip;
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

/* A strip's cells (solve/wy-solve-one-pile.c), for the board's getters. */
WyStatus  _wy_one_pile_strip_status (const WyOnePileStrip *strip, guint n);
guint     _wy_one_pile_strip_step   (const WyOnePileStrip *strip, guint n);
void      _wy_one_pile_strip_row    (const WyOnePileStrip *strip, guint x0, guint n,
                                     WyStatus *status, guint *steps);
GArray   *_wy_one_pile_strip_ppos   (const WyOnePileStrip *strip, guint size);
void      _wy_one_pile_strip_free   (WyOnePileStrip *strip);

G_END_DECLS
