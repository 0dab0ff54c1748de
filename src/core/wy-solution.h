/* wy-solution.h: the one way into solving: a game and what the caller needs in, a solution out. */
#pragma once

#include "wy-board.h"
#include "wy-low-classes.h"
#include "wy-recursion.h"

#include <gio/gio.h>

G_BEGIN_DECLS

/* What the caller will read. The status of every cell and the P-positions
 * always come with a solution. */
typedef enum {
  WY_NEED_STATUS         = 0,
  WY_NEED_STEPS          = 1 << 0, /* the step of any cell, P_j and the step lines */
  WY_NEED_STEP_COUNTS    = 1 << 1, /* |N_j| of every step (implies steps) */
  WY_NEED_GRUNDY         = 1 << 2, /* every Sprague-Grundy value (if the game has them) */
  WY_NEED_FORMULA        = 1 << 3, /* the paper's recursion beside the exact answer */
  WY_NEED_GRUNDY_CLASSES = 1 << 4, /* the Grundy classes 0 .. WyQuery.classes alone
                                      (line families beyond the dense Grundy side) */
} WyNeeds;

/* The whole elimination: every cell's step and |N_j| of every step. */
#define WY_NEED_ELIMINATION (WY_NEED_STEPS | WY_NEED_STEP_COUNTS)

/* The engines the core chooses from (for tests, benchmarks and logs). */
typedef enum {
  WY_ENGINE_DENSE,       /* every cell stored, with its step */
  WY_ENGINE_SPARSE,      /* the exact P-set and a line index: steps on demand */
  WY_ENGINE_SPARSE_PSET, /* the exact P-set alone: status by lookup, no steps */
  WY_ENGINE_ONE_PILE,    /* a byte per position (status or Grundy value), no steps */
  WY_ENGINE_GRUNDY,      /* two piles: the Grundy values alone (status from them), no steps */
} WyEngine;

/**
 * WyQuery:
 *
 * What a caller asks of wy_solve() and wy_solve_max_side(): the board side,
 * what it will read, and optionally a region, the top Grundy class, a time
 * budget, progress and a cancellable. Bindings build one with
 * wy_query_new() and its setters. C callers may fill one on the stack
 * (`WyQuery q = { .size = 4096, .needs = WY_NEED_STEPS };`): such a query
 * owns nothing (the caller keeps what it put in) and is never given to
 * wy_query_free(); the setters, used on it, only store.
 */
typedef struct _WyQuery WyQuery;
struct _WyQuery {
  /*< private >*/
  WyNeeds         needs;
  guint           size;      /* the board side (one pile: positions 0 .. size - 1) */
  /* When has_region, the caller reads only x0 <= x <= x1, y0 <= y <= y1
   * (one pile: x0 .. x1): a cell depends only on the cells below-left of
   * it, so the core may solve just the board that covers the region. */
  gboolean        has_region;
  guint           x0, y0, x1, y1;
  guint           classes;   /* with WY_NEED_GRUNDY_CLASSES: the top class K */
  /* C only: a binding cannot store a callback or keep an object alive in a
   * field (PyGObject aborts on the one, frees the other under the solve) */
  /*< private >*/
  WyProgressFunc  progress;  /* called from the solving thread */
  gpointer        user_data;
  GCancellable   *cancellable;
  double          time_budget; /* seconds; 0: the process's (wy_solve_get_time_budget) */
  gpointer        progress_owner; /* what frees user_data (wy_query_set_progress) */
  gboolean        owned;     /* from wy_query_new or _copy: holds its references */
  /* three heaps: the region's third coordinate (wy_query_set_region3) */
  gboolean        has_region3;
  guint           z0, z1;
};

#define WY_TYPE_QUERY (wy_query_get_type ())
WY_AVAILABLE_IN_ALL
GType     wy_query_get_type         (void) G_GNUC_CONST;
WY_AVAILABLE_IN_ALL
WyQuery  *wy_query_new              (guint size, WyNeeds needs);
WY_AVAILABLE_IN_ALL
WyQuery  *wy_query_copy             (const WyQuery *query);
WY_AVAILABLE_IN_ALL
void      wy_query_free             (WyQuery *query);
WY_AVAILABLE_IN_ALL
guint     wy_query_get_size         (const WyQuery *query);
WY_AVAILABLE_IN_ALL
WyNeeds   wy_query_get_needs        (const WyQuery *query);
WY_AVAILABLE_IN_ALL
void      wy_query_set_region       (WyQuery *query, guint x0, guint y0, guint x1, guint y1);
/* A region of a cube: x0 <= x <= x1, y0 <= y <= y1, z0 <= z <= z1. */
WY_AVAILABLE_IN_ALL
void      wy_query_set_region3      (WyQuery *query, guint x0, guint y0, guint z0,
                                     guint x1, guint y1, guint z1);
WY_AVAILABLE_IN_ALL
void      wy_query_set_classes      (WyQuery *query, guint top_class);
WY_AVAILABLE_IN_ALL
gboolean  wy_query_set_time_budget  (WyQuery *query, double seconds);
WY_AVAILABLE_IN_ALL
void      wy_query_set_progress     (WyQuery *query, WyProgressFunc func, gpointer user_data,
                                     GDestroyNotify destroy);
WY_AVAILABLE_IN_ALL
void      wy_query_set_cancellable  (WyQuery *query, GCancellable *cancellable);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyQuery, wy_query_free)

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
 * with %G_IO_ERROR_CANCELLED when cancelled. In Python the solve runs
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
 * Returns: (transfer full): the solution, or %NULL with @error set
 */
WY_AVAILABLE_IN_ALL
WySolution   *wy_solve_finish         (GAsyncResult *result, GError **error);

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

WY_AVAILABLE_IN_ALL
const WyGame *wy_solution_get_game    (const WySolution *solution);
WY_AVAILABLE_IN_ALL
WyNeeds       wy_solution_get_needs   (const WySolution *solution);
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
/* How long the solve took, in microseconds of wall time. */
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
 * Returns: whether there is a comparison
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_solution_get_comparison    (const WySolution *solution, WyComparison *out);
/**
 * wy_solution_get_formula_error:
 * @solution: a solution
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

/* The time budget the caps set by a time model allow a command (seconds of
 * one core on the project's machine): WY_TIME_BUDGET_DEFAULT unless raised
 * with wy_solve_set_time_budget or a query's wy_query_set_time_budget, from
 * WY_TIME_BUDGET_MIN to WY_TIME_BUDGET_MAX. The caps of memory and of the
 * stored board stay. */
#define WY_TIME_BUDGET_DEFAULT 2.0
#define WY_TIME_BUDGET_MIN 1.0
#define WY_TIME_BUDGET_MAX 600.0

/**
 * wy_solve_set_time_budget:
 * @seconds: the budget, from WY_TIME_BUDGET_MIN to WY_TIME_BUDGET_MAX
 *
 * Set the process's time budget: that of every later query without one of
 * its own (wy_query_set_time_budget). Set it before solving, not while
 * another thread solves (the command line's --time-budget).
 *
 * Returns: whether @seconds is within the range (else the budget stays)
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_solve_set_time_budget (double seconds);
WY_AVAILABLE_IN_ALL
double        wy_solve_get_time_budget (void);

/* Three heaps: the axis a slice of a cube is cut across. */
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
 * Returns: whether @slice is a slice of a cube
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_solution_get_slice_of (WySolution *slice, WyAxis *axis, guint *k,
                                        WySolution **cube);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WySolution, wy_solution_unref)

G_END_DECLS
