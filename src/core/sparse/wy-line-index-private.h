/* wy-line-index-private.h: a sparse board's line index (the P-positions on
 * each column, row and diagonal, with their steps), shared by the solve of
 * the steps (wy-sparse-steps.c) and the reading of rows (wy-sparse-rows.c). */
#pragma once

#include "wy-line-rule.h"
#include "wy-sparse.h"

G_BEGIN_DECLS

typedef struct {
  gint64 bx, by;        /* m = base + t * dir, t >= tmin */
  gint64 ux, uy;
  gint64 tmin;
} MoveLine;

/* A P-position on a column (pos = y) or a diagonal (pos = x), with its
 * step: the lookups read these in a row, not through the P-position list. */
typedef struct {
  guint32 pos;
  guint32 step;
} Entry;

struct _WyLineIndex {
  WyGame      *game;       /* owned: the rule's blocking test reads it for the board's life */
  WyLineRule   rule;
  guint        S;
  const WyPos *p;
  guint        n;
  guint32     *step;       /* per P-position */
  guint32     *row_start;  /* row y: p[row_start[y] .. row_start[y + 1]) */
  guint32     *col_start, *diag_start; /* column x; diagonal x - y + S - 1 */
  Entry       *col, *diag;             /* sorted by y (and x) */
  guint32     *col_slot, *diag_slot;   /* while solving: each P-position's entries */
  guint        n_steps;
  MoveLine    *lines;
  guint        n_lines;
};

/* The step of an N cell (x, y) from the P-positions on its lines (found:
 * scratch the caller initialised). */
guint _wy_line_index_n_cell_step (const WyLineIndex *li, guint x, guint y, WyFoundList *found);

G_END_DECLS
