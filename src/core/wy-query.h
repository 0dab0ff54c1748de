/* wy-query.h: what a caller asks of the solver (the board side, what it will read, a region, a
 * time budget, progress, a cancellable), the engines that may answer, and the process's time budget. */
#pragma once

#include <gio/gio.h>
#include "wy-board.h"

G_BEGIN_DECLS

/**
 * WyNeeds:
 * @WY_NEED_STATUS: the status of every cell and the P-positions alone (they
 *   always come with a solution)
 * @WY_NEED_STEPS: the elimination step of any cell, P_j and the step lines
 * @WY_NEED_STEP_COUNTS: |N_j| of every step (implies steps)
 * @WY_NEED_GRUNDY: every Sprague-Grundy value (if the game has them)
 * @WY_NEED_FORMULA: the paper's recursion beside the exact answer
 * @WY_NEED_GRUNDY_CLASSES: the Grundy classes 0 .. K alone
 *   (wy_query_set_classes()), for line families beyond the dense Grundy side
 *
 * What the caller will read of a solution.
 */
typedef enum {
  WY_NEED_STATUS         = 0,
  WY_NEED_STEPS          = 1 << 0,
  WY_NEED_STEP_COUNTS    = 1 << 1,
  WY_NEED_GRUNDY         = 1 << 2,
  WY_NEED_FORMULA        = 1 << 3,
  WY_NEED_GRUNDY_CLASSES = 1 << 4,
} WyNeeds;

/**
 * WY_NEED_ELIMINATION:
 *
 * The whole elimination: every cell's step and |N_j| of every step
 * (%WY_NEED_STEPS and %WY_NEED_STEP_COUNTS).
 */
#define WY_NEED_ELIMINATION (WY_NEED_STEPS | WY_NEED_STEP_COUNTS)

/**
 * WyEngine:
 * @WY_ENGINE_DENSE: every cell stored, with its step
 * @WY_ENGINE_SPARSE: the exact P-set and a line index: steps on demand
 * @WY_ENGINE_SPARSE_PSET: the exact P-set alone: status by lookup, no steps
 * @WY_ENGINE_ONE_PILE: a byte per position (status or Grundy value), no steps
 * @WY_ENGINE_GRUNDY: two piles: the Grundy values alone (status from them),
 *   no steps
 *
 * The engines the core chooses from (wy_solution_get_engine(): for tests,
 * benchmarks and logs).
 */
typedef enum {
  WY_ENGINE_DENSE,
  WY_ENGINE_SPARSE,
  WY_ENGINE_SPARSE_PSET,
  WY_ENGINE_ONE_PILE,
  WY_ENGINE_GRUNDY,
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
 *
 * wy_solve() writes one field back, through its const pointer: the size
 * its refusal allows (wy_query_get_allowed_size()). A query given to it
 * is therefore never a `static const` object.
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
  /* out: what wy_solve last refused it for names as allowed (wy_query_get_allowed_size);
   * written atomically, the one field a solve writes */
  guint           allowed_size;
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
guint     wy_query_get_allowed_size (const WyQuery *query);
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

/**
 * WY_TIME_BUDGET_DEFAULT:
 *
 * The time budget, in seconds of one core on the project's machine, that the
 * caps set by a time model allow a command unless raised with
 * wy_solve_set_time_budget() or a query's wy_query_set_time_budget(), from
 * WY_TIME_BUDGET_MIN to WY_TIME_BUDGET_MAX. The caps of memory and of the
 * stored board stay.
 */
#define WY_TIME_BUDGET_DEFAULT 2.0
/**
 * WY_TIME_BUDGET_MIN:
 *
 * The least time budget, in seconds (see WY_TIME_BUDGET_DEFAULT).
 */
#define WY_TIME_BUDGET_MIN 1.0
/**
 * WY_TIME_BUDGET_MAX:
 *
 * The greatest time budget, in seconds (see WY_TIME_BUDGET_DEFAULT).
 */
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
/**
 * wy_solve_get_time_budget:
 *
 * The process's time budget: that of every query without one of its own
 * (wy_solve_set_time_budget()).
 *
 * Returns: the budget in seconds, %WY_TIME_BUDGET_DEFAULT unless set
 */
WY_AVAILABLE_IN_ALL
double        wy_solve_get_time_budget (void);

G_END_DECLS
