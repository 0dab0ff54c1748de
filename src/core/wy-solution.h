/* wy-solution.h: the one way into solving: a game and what the caller needs in, a solution out. */
#pragma once

#include "wy-board.h"
#include "wy-query.h"
#include "wy-low-classes.h"
#include "wy-recursion.h"

G_BEGIN_DECLS

/**
 * WySolution:
 *
 * The answer of wy_solve() to a query for a game: its board
 * (wy_solution_get_board()) and whatever else the query needs (the
 * formula's P-positions and its disagreements with the board, the Grundy
 * classes), with the engine that solved it. Reference-counted.
 */
typedef struct _WySolution WySolution;

#define WY_TYPE_SOLUTION (wy_solution_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_solution_get_type (void) G_GNUC_CONST;

/**
 * wy_solve:
 * @game: the game
 * @query: what the caller needs
 * @error: return location for a #GError
 *
 * Solve what the query needs, exactly, by the engine the core chooses,
 * within the query's time budget (0: the process's). Fails with a message
 * naming the limit when the size is beyond the budget (wy_solve_max_side),
 * and then writes that limit into @query (wy_query_get_allowed_size()); with
 * %G_IO_ERROR_CANCELLED when cancelled. In Python the solve runs
 * without the interpreter's lock, so another thread may cancel it.
 *
 * Returns: (transfer full): the solution, or %NULL with @error set
 */
WY_AVAILABLE_IN_ALL
WySolution   *wy_solve                (const WyGame *game, const WyQuery *query, GError **error);
/**
 * wy_solve_async:
 * @game: the game
 * @query: what the caller needs
 * @cancellable: (nullable): to stop the solve (%NULL: the query's)
 * @callback: (scope async): called in the caller's thread-default main context
 * @user_data: (closure): for @callback
 *
 * wy_solve() in a worker thread. The query's progress is delivered in the
 * thread-default main context of the caller, never after a cancel.
 */
WY_AVAILABLE_IN_ALL
void          wy_solve_async          (const WyGame *game, const WyQuery *query,
                                       GCancellable *cancellable, GAsyncReadyCallback callback,
                                       gpointer user_data);
/**
 * wy_solve_finish:
 * @result: the result given to the callback of wy_solve_async()
 * @error: return location for a #GError
 *
 * The solution wy_solve_async() made: as wy_solve() gives it, or its error
 * (a refused size, %G_IO_ERROR_CANCELLED when cancelled). A result not of
 * wy_solve_async(), or one finished already, is %G_IO_ERROR_INVALID_ARGUMENT.
 *
 * Returns: (transfer full): the solution, or %NULL with @error set
 */
WY_AVAILABLE_IN_ALL
WySolution   *wy_solve_finish         (GAsyncResult *result, GError **error);
/**
 * wy_solve_get_allowed_size:
 * @result: the result given to the callback of wy_solve_async()
 *
 * What wy_query_get_allowed_size() says of the query wy_solve_async()
 * solved (a copy of the caller's): after wy_solve_finish() failed with a
 * refusal of the size, the largest side the core would solve, the number
 * its message names; 0 when it names none, the solve succeeded, or @result
 * is not one of wy_solve_async().
 *
 * Returns: the side allowed, or 0
 */
WY_AVAILABLE_IN_ALL
guint         wy_solve_get_allowed_size (GAsyncResult *result);

/**
 * wy_solution_ref: (skip)
 * @solution: a solution
 *
 * Bindings manage lifetimes themselves.
 *
 * Returns: @solution
 */
WY_AVAILABLE_IN_ALL
WySolution   *wy_solution_ref         (WySolution *solution);
/**
 * wy_solution_unref: (skip)
 * @solution: a solution
 *
 * Bindings manage lifetimes themselves.
 */
WY_AVAILABLE_IN_ALL
void          wy_solution_unref       (WySolution *solution);

/**
 * wy_solution_get_game:
 * @solution: a solution
 *
 * The game the solution solved (for a slice, the cube's game).
 *
 * Returns: (transfer none): the game, owned by the solution
 */
WY_AVAILABLE_IN_ALL
const WyGame *wy_solution_get_game    (const WySolution *solution);
/**
 * wy_solution_get_needs:
 * @solution: a solution
 *
 * The needs of the query the solution answers (wy_query_get_needs()).
 *
 * Returns: the needs
 */
WY_AVAILABLE_IN_ALL
WyNeeds       wy_solution_get_needs   (const WySolution *solution);
/**
 * wy_solution_get_engine:
 * @solution: a solution
 *
 * The engine the core chose for the solve (for tests, benchmarks and logs).
 *
 * Returns: the engine
 */
WY_AVAILABLE_IN_ALL
WyEngine      wy_solution_get_engine  (const WySolution *solution);
/**
 * wy_solution_get_board:
 * @solution: a solution
 *
 * The board answers every cell of the region (or of the whole board); its
 * size may be smaller than the query's when a region was given. Outside
 * the region it may know less: a region of Mark's or UpMark's steps
 * knows every status but only the steps it needed (0 elsewhere) and no
 * P_j (its n_steps is 0).
 *
 * Returns: (transfer none): the board
 */
WY_AVAILABLE_IN_ALL
WyBoard      *wy_solution_get_board   (const WySolution *solution);
/**
 * wy_solution_get_elapsed:
 * @solution: a solution
 *
 * How long the solve took.
 *
 * Returns: the wall time in microseconds
 */
WY_AVAILABLE_IN_ALL
gint64        wy_solution_get_elapsed (const WySolution *solution);

/**
 * wy_solution_get_formula_ppos:
 * @solution: a solution
 *
 * With WY_NEED_FORMULA, for games a paper gives a recursion for: the
 * formula's P-positions on the board (WyPos, any order) and how they
 * compare with the exact ones. NULL / FALSE otherwise; then
 * wy_solution_get_formula_error may say why the formula could not be
 * evaluated (NULL when no recursion applies).
 *
 * Returns: (transfer none) (nullable) (element-type WyPos): the formula's P-positions
 */
WY_AVAILABLE_IN_ALL
GArray       *wy_solution_get_formula_ppos  (const WySolution *solution);
/**
 * wy_solution_get_disagreements:
 * @solution: a solution
 *
 * With WY_NEED_FORMULA, where the formula could be evaluated: the cells
 * where the formula's P-set and the exact one differ, sorted by y then x,
 * computed once with the solution (the window, figures and the command line
 * read these). NULL otherwise.
 *
 * Returns: (transfer none) (nullable) (element-type WyPos): the cells that differ
 */
WY_AVAILABLE_IN_ALL
GArray       *wy_solution_get_disagreements (const WySolution *solution);
/**
 * wy_solution_get_comparison:
 * @solution: a solution
 * @out: (out caller-allocates): the comparison
 *
 * With %WY_NEED_FORMULA, where the formula could be evaluated: how the
 * formula's P-set compares with the exact one (the number of cells that
 * differ and the first of them).
 *
 * Returns: whether there is a comparison
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_solution_get_comparison    (const WySolution *solution, WyComparison *out);
/**
 * wy_solution_get_formula_error:
 * @solution: a solution
 *
 * With %WY_NEED_FORMULA, for a game a paper gives a recursion for: why the
 * formula could not be evaluated on the board.
 *
 * Returns: (nullable): why the formula failed, or %NULL
 */
WY_AVAILABLE_IN_ALL
const char   *wy_solution_get_formula_error (const WySolution *solution);

/**
 * wy_solution_get_grundy_classes:
 * @solution: a solution
 *
 * With WY_NEED_GRUNDY_CLASSES: the classes 0 .. K; NULL otherwise.
 *
 * Returns: (transfer none) (nullable): the classes
 */
WY_AVAILABLE_IN_ALL
WyLowClasses *wy_solution_get_grundy_classes (const WySolution *solution);

/**
 * wy_solve_max_side:
 * @game: the game
 * @query: the needs, region and time budget asked about (its size is not read)
 * @reason: (out) (optional) (transfer full): what sets the side, in words
 *
 * The largest board side wy_solve() accepts for the game with this query's
 * needs, region and time budget, and (when @reason is not %NULL) what sets
 * it: "the memory budget of 2 GiB", "a time budget of 2 s by the measured
 * model of ...". With a region, the largest board the region may lie on
 * (the region itself must lie within the side the needs allow without one).
 * The caller frees @reason with g_free().
 *
 * Returns: the largest side
 */
WY_AVAILABLE_IN_ALL
guint         wy_solve_max_side       (const WyGame *game, const WyQuery *query, char **reason);

/**
 * WyAxis:
 * @WY_AXIS_X: the plane x = k, cells (y, z)
 * @WY_AXIS_Y: the plane y = k, cells (x, z)
 * @WY_AXIS_Z: the plane z = k, cells (x, y)
 *
 * Three heaps: the axis a slice of a cube is cut across
 * (wy_solution_get_slice()).
 */
typedef enum {
  WY_AXIS_X,
  WY_AXIS_Y,
  WY_AXIS_Z,
} WyAxis;

/**
 * wy_solution_get_slice:
 * @solution: the solution of a cube (three heaps)
 * @axis: the axis
 * @k: the plane axis = k, from 0 to size - 1
 * @error: return location for a #GError
 *
 * The plane axis = k as a two-heap solution of the cube's side: cells
 * (u, v) = (x, y) for z = k, (x, z) for y = k, (y, z) for x = k; every
 * two-heap reader, render and export work on it unchanged, and
 * wy_solution_describe() of its cell reports the cube's cell.
 *
 * Returns: (transfer full) (nullable): the slice, %NULL with @error when
 *   @solution is not a cube or k is off it
 */
WY_AVAILABLE_IN_ALL
WySolution   *wy_solution_get_slice   (WySolution *solution, WyAxis axis, guint k,
                                       GError **error);
/**
 * wy_solution_get_slice_of:
 * @slice: a solution
 * @axis: (out) (optional): the axis of the slice
 * @k: (out) (optional): its plane
 * @cube: (out) (optional) (transfer none): the cube's solution
 *
 * Whether @slice was cut from a cube by wy_solution_get_slice(), and where.
 *
 * Returns: whether @slice is a slice of a cube
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_solution_get_slice_of (WySolution *slice, WyAxis *axis, guint *k,
                                        WySolution **cube);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WySolution, wy_solution_unref)

G_END_DECLS
