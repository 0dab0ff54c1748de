/* wy-board.h: an exactly solved board: status, elimination step, Grundy value. */
#pragma once

#include <gio/gio.h>
#include "wy-game.h"

G_BEGIN_DECLS

/**
 * WyStatus:
 * @WY_STATUS_NONE: not a position (upmark's 0), or a cell off the board
 * @WY_STATUS_P: a P-position: the previous player wins
 * @WY_STATUS_N: an N-position: the next player (the one to move) wins
 *
 * The outcome of a position under optimal play.
 */
typedef enum {
  WY_STATUS_NONE = 0,
  WY_STATUS_P,
  WY_STATUS_N,
} WyStatus;

/**
 * WyPos:
 * @x: the first pile, the column
 * @y: the second pile, the row; 0 for one-pile games
 *
 * A position (x, y) of a two-pile game, or n = x of a one-pile game.
 */
typedef struct {
  guint x;
  guint y;
} WyPos;

/**
 * WyProgressFunc:
 * @fraction: the part of the solve done, in [0, 1]
 * @user_data: the data given with the function (wy_query_set_progress())
 *
 * How far a solve has come; called from the solving thread (for
 * wy_solve_async(), in the caller's thread-default main context).
 */
typedef void (*WyProgressFunc) (double fraction, gpointer user_data);

/**
 * WyBoard:
 *
 * The outcome and the step of every position of a game on a board of side
 * S (x, y < S; a strip 0 .. S - 1 for one pile; a cube for three heaps),
 * exact, and their Grundy values when asked; from wy_solution_get_board().
 * Reference-counted.
 */
typedef struct _WyBoard WyBoard;

#define WY_TYPE_BOARD (wy_board_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_board_get_type (void) G_GNUC_CONST;
#define WY_TYPE_POS (wy_pos_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_pos_get_type (void) G_GNUC_CONST;

/**
 * WY_BOARD_DENSE_MAX:
 *
 * Up to this side every cell can be stored; beyond it the line families'
 * boards are sparse (no per-cell storage: a cell's step is computed when
 * asked).
 */
#define WY_BOARD_DENSE_MAX 4096u

/**
 * wy_board_ref: (skip)
 * @board: a board
 *
 * Bindings manage lifetimes themselves.
 *
 * Returns: @board
 */
WY_AVAILABLE_IN_ALL
WyBoard     *wy_board_ref            (WyBoard *board);
/**
 * wy_board_unref: (skip)
 * @board: a board
 *
 * Bindings manage lifetimes themselves.
 */
WY_AVAILABLE_IN_ALL
void         wy_board_unref          (WyBoard *board);

/**
 * wy_board_get_game:
 * @board: a board
 *
 * The game whose positions the board holds (for a slice, the cube's game).
 *
 * Returns: (transfer none): the game, owned by the board
 */
WY_AVAILABLE_IN_ALL
const WyGame *wy_board_get_game      (const WyBoard *board);
/**
 * wy_board_get_size:
 * @board: a board
 *
 * The side S of the board: positions (x, y) with x, y < S; a one-pile board
 * holds the piles 0 .. S - 1, a cube every heap below S.
 *
 * Returns: the side
 */
WY_AVAILABLE_IN_ALL
guint        wy_board_get_size       (const WyBoard *board);
/**
 * wy_board_is_one_pile:
 * @board: a board
 *
 * Whether the board is of a one-pile game (mark, upmark, pile:): its
 * positions are n = (n, 0).
 *
 * Returns: %TRUE for a one-pile board
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_board_is_one_pile    (const WyBoard *board);
/**
 * wy_board_is_sparse:
 * @board: a board
 *
 * Whether the board has no per-cell storage (a board beyond
 * %WY_BOARD_DENSE_MAX): a cell's step is computed when asked.
 *
 * Returns: %TRUE for a sparse board
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_board_is_sparse      (const WyBoard *board);
/**
 * wy_board_contains:
 * @board: a board
 * @x: the column (first pile)
 * @y: the row (second pile; 0 for one pile)
 *
 * Whether (x, y) is a cell of the board. A cube of three heaps
 * (wy_board_get_heaps() is 3) is stored as a board size wide and size²
 * high, its cell (x, y, z) at row z · size + y: this call and the other
 * calls of two coordinates read those rows; wy_board_get_cell3(),
 * wy_board_get_grundy3() and wy_board_get_ppos_triples() read the cube by
 * its three coordinates.
 *
 * Returns: %TRUE when (x, y) is on the board (on a cube: row y of its
 *   size² rows)
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_board_contains       (const WyBoard *board, guint x, guint y);

/**
 * wy_board_get_status:
 * @board: a board
 * @x: the column (first pile)
 * @y: the row (second pile; 0 for one pile)
 *
 * The outcome of position (x, y): P (the player to move loses) or N. Off the
 * board the answer is %WY_STATUS_NONE, quietly; wy_solution_describe()
 * refuses such a position with an error. On a cube y is a row z · size + y
 * (see wy_board_contains()).
 *
 * Returns: the status of the cell
 */
WY_AVAILABLE_IN_ALL
WyStatus     wy_board_get_status     (const WyBoard *board, guint x, guint y);
/**
 * wy_board_get_step:
 * @board: a board
 * @x: the column (first pile)
 * @y: the row (second pile; 0 for one pile)
 *
 * The elimination step j at which (x, y) was decided (it lies in P_j or
 * N_j, docs/spec.md §4); 0 off the board or on a board solved without steps.
 *
 * Returns: the step, or 0
 */
WY_AVAILABLE_IN_ALL
guint        wy_board_get_step       (const WyBoard *board, guint x, guint y);
/**
 * wy_board_get_cell:
 * @board: a board
 * @x: the column
 * @y: the row
 * @step: (out): the step of the cell
 *
 * Both at once (one lookup on a sparse board).
 *
 * Returns: the status of the cell
 */
WY_AVAILABLE_IN_ALL
WyStatus     wy_board_get_cell       (const WyBoard *board, guint x, guint y, guint *step);
/**
 * wy_board_get_cell_row:
 * @board: a board
 * @y: the row
 * @x0: the first column
 * @n: the number of cells
 * @steps: (out) (transfer full) (element-type guint) (optional) (nullable): the steps
 * @error: return location for a #GError
 *
 * wy_board_get_cell() of cells x0 .. x0 + n - 1 of row y at once: on a
 * sparse board a row costs about as much as a few cells. Cells off the
 * board are refused (%WY_ERROR_RANGE naming the board's range) before
 * anything is allocated.
 *
 * Returns: (transfer full) (nullable) (element-type WyStatus): the statuses
 */
WY_AVAILABLE_IN_ALL
GArray      *wy_board_get_cell_row   (const WyBoard *board, guint y, guint x0, guint n,
                                      GArray **steps, GError **error);
/**
 * wy_board_has_steps:
 * @board: a board
 *
 * Whether the board knows the elimination step of its cells; a board solved
 * for the status alone does not, and wy_board_get_step() gives 0.
 *
 * Returns: %TRUE when the steps were computed
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_board_has_steps      (const WyBoard *board);
/**
 * wy_board_has_grundy:
 * @board: a board
 *
 * Whether the board holds Sprague-Grundy values (solved with
 * %WY_NEED_GRUNDY).
 *
 * Returns: %TRUE when the Grundy values were computed
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_board_has_grundy     (const WyBoard *board);
/**
 * wy_board_get_grundy:
 * @board: a board
 * @x: the column (first pile)
 * @y: the row (second pile; 0 for one pile)
 *
 * The Sprague-Grundy value of (x, y).
 *
 * Returns: the value, or -1 where it is undefined, not
 *   computed or off the board
 */
WY_AVAILABLE_IN_ALL
int          wy_board_get_grundy     (const WyBoard *board, guint x, guint y);
/**
 * wy_board_get_grundy_row:
 * @board: a board
 * @y: the row
 * @x0: the first column
 * @n: the number of cells
 * @error: return location for a #GError
 *
 * The Grundy values of cells x0 .. x0 + n - 1 of row y, -1 where
 * undefined. A board without Grundy values is refused as
 * wy_board_get_grundy_values() refuses it (%WY_ERROR_UNSUPPORTED saying
 * why), cells off the board too (%WY_ERROR_RANGE naming the board's range).
 *
 * Returns: (transfer full) (nullable) (element-type gint32): the values, or %NULL with
 *   @error set when the board has none or a cell is off the board
 */
WY_AVAILABLE_IN_ALL
GArray      *wy_board_get_grundy_row (const WyBoard *board, guint y, guint x0, guint n,
                                      GError **error);
/**
 * wy_board_get_max_grundy:
 * @board: a board
 *
 * The largest Grundy value on the board.
 *
 * Returns: the largest value, 0 when the board has none
 */
WY_AVAILABLE_IN_ALL
guint        wy_board_get_max_grundy (const WyBoard *board);

/**
 * wy_board_get_ppos:
 * @board: a board
 * @n_ppos: (out): the number of P-positions
 *
 * Every P-position, sorted by y then x (on a cube y is the row z · size + y:
 * wy_board_get_ppos_triples() gives its triples).
 *
 * Returns: (array length=n_ppos) (transfer none): the P-positions
 */
WY_AVAILABLE_IN_ALL
const WyPos *wy_board_get_ppos       (const WyBoard *board, guint *n_ppos);

/**
 * WyPposIter:
 *
 * The board's P-positions one at a time, without building the list (a
 * one-pile board of 10^8 positions lists them from its status bytes).
 * Opaque to bindings, which make one with wy_ppos_iter_new() (never empty).
 *
 * Not thread-safe: one thread at a time may use an iterator (C callers that share it
 * lock around their calls; the Python binding holds a lock of its own for you).
 */
typedef struct _WyPposIter WyPposIter;
#ifndef __GI_SCANNER__
struct _WyPposIter {
  const WyBoard *board;
  gsize          next;
};
#endif

#define WY_TYPE_PPOS_ITER (wy_ppos_iter_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_ppos_iter_get_type (void) G_GNUC_CONST;

/**
 * wy_ppos_iter_init: (skip)
 * @iter: the iterator to set up
 * @board: a board, which the caller keeps alive while the iterator reads it
 *
 * The C form, on the stack; bindings take wy_ppos_iter_new().
 */
WY_AVAILABLE_IN_ALL
void         wy_ppos_iter_init       (WyPposIter *iter, const WyBoard *board);
/**
 * wy_ppos_iter_new: (constructor)
 * @board: a board
 *
 * An iterator over the board's P-positions (those of wy_board_get_ppos(),
 * on a cube by row) that holds a reference to the
 * board (so the board lives as long as the iterator); freed with
 * g_boxed_free (WY_TYPE_PPOS_ITER, iter).
 *
 * Returns: (transfer full): the iterator
 */
WY_AVAILABLE_IN_ALL
WyPposIter  *wy_ppos_iter_new        (const WyBoard *board);
/**
 * wy_ppos_iter_next:
 * @iter: an iterator
 * @pos: (out caller-allocates): the next P-position
 *
 * Moves the iterator to the next P-position of the board, in the order of
 * wy_board_get_ppos() (by y then x).
 *
 * Returns: whether there was one (never for an iterator a binding built empty)
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_ppos_iter_next       (WyPposIter *iter, WyPos *pos);
/**
 * wy_board_get_n_steps:
 * @board: a board
 *
 * The number of elimination steps until every cell was decided.
 *
 * Returns: the number of steps n_steps
 */
WY_AVAILABLE_IN_ALL
guint        wy_board_get_n_steps    (const WyBoard *board);
/**
 * wy_board_get_step_ppos:
 * @board: a board
 * @step: the step j
 * @n_ppos: (out): the number of P-positions
 *
 * P_j, 1 <= j <= n_steps, sorted by y then x.
 *
 * Returns: (array length=n_ppos) (transfer none): P_j
 */
WY_AVAILABLE_IN_ALL
const WyPos *wy_board_get_step_ppos  (const WyBoard *board, guint step, guint *n_ppos);
/**
 * wy_board_get_step_n_count:
 * @board: a board
 * @step: the step j, 1 <= j <= n_steps
 *
 * The number |N_j| of positions decided N at step j.
 *
 * Returns: |N_j|, 0 for a step out of range or when the board does not know
 *   it (wy_board_has_step_n_counts())
 */
WY_AVAILABLE_IN_ALL
guint        wy_board_get_step_n_count (const WyBoard *board, guint step);
/**
 * wy_board_has_step_n_counts:
 * @board: a board
 *
 * Whether wy_board_get_step_n_count() knows |N_j|; a sparse board does not.
 *
 * Returns: %TRUE when the counts are known
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_board_has_step_n_counts (const WyBoard *board);

/* Every cell at once, for bindings (numpy.frombuffer), row by row: (x, y)
 * at y * size + x (one-pile: n at n); see wy-board-bytes.c. Statuses one
 * byte each, steps guint32, Grundy values gint32 (-1 undefined), the
 * P-positions pairs of guint32 (x, y) by y then x. */
WY_AVAILABLE_IN_ALL
GBytes      *wy_board_get_statuses      (const WyBoard *board, GError **error);
WY_AVAILABLE_IN_ALL
GBytes      *wy_board_get_steps         (const WyBoard *board, GError **error);
WY_AVAILABLE_IN_ALL
GBytes      *wy_board_get_grundy_values (const WyBoard *board, GError **error);
WY_AVAILABLE_IN_ALL
GBytes      *wy_board_get_ppos_pairs    (const WyBoard *board);
WY_AVAILABLE_IN_ALL
guint64      wy_bytes_get_address       (GBytes *bytes);

/**
 * WyMove:
 * @target: the position moved to
 * @dx: taken from the first pile (one pile: n minus the target's x)
 * @dy: taken from the second pile
 * @status: the target's outcome
 * @step: the target's step
 * @line: the line the move runs along
 * @dz: three heaps: taken from the third (else 0)
 * @target_z: three heaps: the target's third coordinate (else 0)
 * @also: the other kinds of line the move lies on, as bits 1 << kind (the
 *   bands of the line families overlap: with b = 2 taking 1 from x lies in
 *   the column band and the row band); 0 for none
 *
 * A move from a position to a target, explained.
 */
typedef struct {
  WyPos       target;
  guint       dx, dy;
  WyStatus    status;
  guint       step;
  WyLineKind  line;
  guint       dz;
  guint       target_z;
  guint       also;
} WyMove;

#define WY_TYPE_MOVE (wy_move_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_move_get_type (void) G_GNUC_CONST;

/**
 * wy_board_list_p_options:
 * @board: a board
 * @x: the column
 * @y: the row
 *
 * The list_ functions return a new GArray the caller frees (transfer full).
 * * Moves (WyMove) from (x, y) into P-positions, by step then y then x. For
 * an N cell those with step <= its own step are the eliminators; for a P
 * cell they are the P-options the blocking budget covers (empty without
 * blocking).
 *
 * Returns: (transfer container) (element-type WyMove): the moves
 */
WY_AVAILABLE_IN_ALL
GArray      *wy_board_list_p_options     (const WyBoard *board, guint x, guint y);
/**
 * wy_board_list_winning_moves:
 * @board: a board
 * @x: the column
 * @y: the row
 *
 * Winning moves (WyMove): moves into P-positions when (x, y) is N (all of
 * them may be chosen after the opponent's blocks), empty when it is P.
 *
 * Returns: (transfer container) (element-type WyMove): the winning moves
 */
WY_AVAILABLE_IN_ALL
GArray      *wy_board_list_winning_moves (const WyBoard *board, guint x, guint y);
/**
 * wy_board_explain:
 * @board: a board
 * @x: the column
 * @y: the row
 *
 * For blocking games: why (x, y) is N or P under the reading, in words.
 *
 * Returns: (transfer full): the explanation
 */
WY_AVAILABLE_IN_ALL
char        *wy_board_explain        (const WyBoard *board, guint x, guint y);

/**
 * WyLine:
 * @kind: the kind of line
 * @origin: the P-position the line runs through
 * @x0: the column of the ray's first cell
 * @y0: the row of the ray's first cell
 * @ux: the direction's x: with @uy, (0,1) a column, (1,0) a row, (1,1) a
 *   diagonal, (1,s) a cone edge; (0,0) a single cell (a Gamma generator move)
 * @uy: the direction's y (see @ux)
 * @length: the cells along the ray; 0: to the board's edge
 *
 * A ray drawn over the board: from cell (x0, y0) in direction (ux, uy), for
 * the lines that eliminate the cells of N_j.
 */
typedef struct {
  WyLineKind kind;
  WyPos      origin;
  guint      x0, y0;
  int        ux, uy;
  guint      length;
} WyLine;

#define WY_TYPE_LINE (wy_line_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_line_get_type (void) G_GNUC_CONST;

/**
 * wy_board_list_step_lines:
 * @board: a board
 * @step: the step j
 *
 * The lines (WyLine) of step j's eliminations; a new GArray (transfer full).
 *
 * Returns: (transfer container) (element-type WyLine): the lines
 */
WY_AVAILABLE_IN_ALL
GArray      *wy_board_list_step_lines    (const WyBoard *board, guint step);

/* Three heaps (docs/api.md): a cube of side size, every heap below size.
 * Its bulk reads (wy_board_get_statuses, _steps, _grundy_values) index
 * cell (x, y, z) at (z * size + y) * size + x, so numpy reshapes them
 * (size, size, size) as [z][y][x]. */
/**
 * wy_board_get_heaps:
 * @board: a board
 *
 * The number of piles of the board's positions.
 *
 * Returns: 1 for a one-pile board, 2 for a plane, 3 for a cube
 */
WY_AVAILABLE_IN_ALL
guint        wy_board_get_heaps      (const WyBoard *board);
/**
 * wy_board_get_cell3:
 * @board: a cube
 * @x: the first heap
 * @y: the second heap
 * @z: the third heap
 * @step: (out): the step of the cell (0 off the cube or unknown)
 *
 * The status and elimination step of the position (x, y, z) of a cube, in
 * one lookup.
 *
 * Returns: the status of the cell; off the cube (or not a cube): %WY_STATUS_NONE
 */
WY_AVAILABLE_IN_ALL
WyStatus     wy_board_get_cell3      (const WyBoard *board, guint x, guint y, guint z,
                                      guint *step);
/**
 * wy_board_get_grundy3:
 * @board: a cube
 * @x: the first heap
 * @y: the second heap
 * @z: the third heap
 *
 * The Sprague-Grundy value of the position (x, y, z) of a cube.
 *
 * Returns: the value, or -1 where it is undefined, not computed, off the
 *   cube or on a board that is not a cube
 */
WY_AVAILABLE_IN_ALL
int          wy_board_get_grundy3    (const WyBoard *board, guint x, guint y, guint z);
/**
 * wy_board_get_ppos_triples:
 * @board: a cube
 *
 * guint32 x, y, z, step per P-position (step 0 when not computed), by step
 * then z, y, x; empty for a board that is not a cube.
 *
 * Returns: (transfer full): the P-positions
 */
WY_AVAILABLE_IN_ALL
GBytes      *wy_board_get_ppos_triples (const WyBoard *board);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyBoard, wy_board_unref)

G_END_DECLS
