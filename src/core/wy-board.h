/* wy-board.h: an exactly solved board: status, elimination step, Grundy value. */
#pragma once

#include <gio/gio.h>
#include "wy-game.h"

G_BEGIN_DECLS

typedef enum {
  WY_STATUS_NONE = 0, /* not a position (upmark n = 0) */
  WY_STATUS_P,
  WY_STATUS_N,
} WyStatus;

typedef struct {
  guint x;
  guint y; /* 0 for one-pile games */
} WyPos;

/* Progress in [0, 1]; called from the solving thread. */
typedef void (*WyProgressFunc) (double fraction, gpointer user_data);

typedef struct _WyBoard WyBoard;

/* Up to this side every cell can be stored; beyond it the line families'
 * boards are sparse (no per-cell storage: a cell's step is computed when
 * asked). */
#define WY_BOARD_DENSE_MAX 4096u

WyBoard     *wy_board_ref            (WyBoard *board);
void         wy_board_unref          (WyBoard *board);

const WyGame *wy_board_get_game      (const WyBoard *board);
guint        wy_board_get_size       (const WyBoard *board);
gboolean     wy_board_is_one_pile    (const WyBoard *board);
/* Without per-cell storage: a cell's step is computed when asked. */
gboolean     wy_board_is_sparse      (const WyBoard *board);
gboolean     wy_board_contains       (const WyBoard *board, guint x, guint y);

WyStatus     wy_board_get_status     (const WyBoard *board, guint x, guint y);
guint        wy_board_get_step       (const WyBoard *board, guint x, guint y);
/* Both at once (one lookup on a sparse board). */
WyStatus     wy_board_get_cell       (const WyBoard *board, guint x, guint y, guint *step);
/* Does the board know the elimination step of its cells? (Boards solved
 * for the status alone do not: wy_board_get_step gives 0.) */
gboolean     wy_board_has_steps      (const WyBoard *board);
gboolean     wy_board_has_grundy     (const WyBoard *board);
int          wy_board_get_grundy     (const WyBoard *board, guint x, guint y); /* -1: undefined */
/* The Grundy values of cells x0 .. x0 + n - 1 of row y (all on the board)
 * into values, -1 where undefined; FALSE when the board has none. */
gboolean     wy_board_get_grundy_row (const WyBoard *board, guint y, guint x0, guint n,
                                      gint32 *values);
guint        wy_board_get_max_grundy (const WyBoard *board);

/* Every P-position, sorted by y then x. */
const WyPos *wy_board_get_ppos       (const WyBoard *board, guint *n_ppos);

/* The same P-positions one at a time, without building the list (a
 * one-pile board of 10^8 positions lists them from its status bytes). */
typedef struct {
  const WyBoard *board;
  gsize          next;
} WyPposIter;

void         wy_ppos_iter_init       (WyPposIter *iter, const WyBoard *board);
gboolean     wy_ppos_iter_next       (WyPposIter *iter, WyPos *pos);
guint        wy_board_get_n_steps    (const WyBoard *board);
/* P_j, 1 <= j <= n_steps, sorted by y then x. */
const WyPos *wy_board_get_step_ppos  (const WyBoard *board, guint step, guint *n_ppos);
guint        wy_board_get_step_n_count (const WyBoard *board, guint step); /* |N_j| */
/* Does wy_board_get_step_n_count know |N_j|? Not on a sparse board. */
gboolean     wy_board_has_step_n_counts (const WyBoard *board);

/* A move from a position to a target, explained. */
typedef struct {
  WyPos       target;
  guint       dx, dy;      /* removed from each pile (one-pile: dx = n - target) */
  WyStatus    status;      /* of the target */
  guint       step;        /* of the target */
  WyLineKind  line;        /* the line the move runs along */
} WyMove;

/* The list_ functions return a new GArray the caller frees (transfer full).
 *
 * Moves (WyMove) from (x, y) into P-positions, by step then y then x. For an
 * N cell those with step <= its own step are the eliminators; for a P cell
 * they are the P-options the blocking budget covers (empty without blocking). */
GArray      *wy_board_list_p_options     (const WyBoard *board, guint x, guint y);
/* Winning moves (WyMove): moves into P-positions when (x, y) is N (all of
 * them may be chosen after the opponent's blocks), empty when it is P. */
GArray      *wy_board_list_winning_moves (const WyBoard *board, guint x, guint y);
/* For blocking games: why (x, y) is N or P under the reading, in words. */
char        *wy_board_explain        (const WyBoard *board, guint x, guint y);

/* A ray drawn over the board: from cell (x0, y0) in direction (ux, uy),
 * for the lines that eliminate the cells of N_j. */
typedef struct {
  WyLineKind kind;
  WyPos      origin;   /* the P-position the line runs through */
  guint      x0, y0;   /* first cell of the ray */
  int        ux, uy;   /* direction: (0,1) column, (1,0) row, (1,1) diagonal, (1,s) cone edge;
                        (0,0) a single cell (a Gamma generator move) */
  guint      length;   /* cells along the ray; 0 = to the board's edge */
} WyLine;

/* The lines (WyLine) of step j's eliminations; a new GArray (transfer full). */
GArray      *wy_board_list_step_lines    (const WyBoard *board, guint step);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyBoard, wy_board_unref)

G_END_DECLS
