/* wy-query.c: what a caller asks of the solver, as a boxed type bindings can build, and the
 * process's time budget, every query's default (wy_solve holds a query's own in force). */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-query.h"

/* What frees a query's progress data, shared by its copies: the data is
 * freed when the last query holding it goes. */
typedef struct {
  gatomicrefcount ref;
  gpointer        data;
  GDestroyNotify  destroy;
} ProgressOwner;

static ProgressOwner *
progress_owner_ref (ProgressOwner *owner)
{
  if (owner != NULL)
    g_atomic_ref_count_inc (&owner->ref);
  return owner;
}

static void
progress_owner_unref (ProgressOwner *owner)
{
  if (owner == NULL || !g_atomic_ref_count_dec (&owner->ref))
    return;
  owner->destroy (owner->data);
  g_free (owner);
}

G_DEFINE_BOXED_TYPE (WyQuery, wy_query, wy_query_copy, wy_query_free)

/* A query's fields change under this lock and are copied under it: a binding may set a
 * query's progress or cancellable from one thread while another solves it (wy_solve copies
 * the query) or sets them too; without it, the reference a copy takes and the one a setter
 * drops met, and the progress data was freed twice (a Python query of two threads). */
static GMutex fields;

/**
 * wy_query_new:
 * @size: the board side (one pile: positions 0 .. @size - 1)
 * @needs: what the caller will read
 *
 * A query of the whole board, without a region, progress or cancellable,
 * under the process's time budget.
 *
 * Returns: (transfer full): the query
 */
WyQuery *
wy_query_new (guint size, WyNeeds needs)
{
  WyQuery *query = g_new0 (WyQuery, 1);

  query->size = size;
  query->needs = needs;
  query->owned = TRUE;
  return query;
}

/**
 * wy_query_copy: (skip)
 * @query: a query (one of wy_query_new, or filled on the stack)
 *
 * A copy of the query; one of wy_query_new() or a copy holds a reference on
 * its cancellable and shares its progress data. Bindings manage lifetimes
 * themselves.
 *
 * Returns: (transfer full): a copy holding its own references
 */
WyQuery *
wy_query_copy (const WyQuery *query)
{
  WyQuery *copy;

  g_return_val_if_fail (query != NULL, NULL);
  g_mutex_lock (&fields);
  copy = g_memdup2 (query, sizeof *query);
  copy->owned = TRUE;
  if (copy->cancellable != NULL)
    g_object_ref (copy->cancellable);
  progress_owner_ref (copy->progress_owner);
  g_mutex_unlock (&fields);
  return copy;
}

/**
 * wy_query_free: (skip)
 * @query: (nullable): a query of wy_query_new() or wy_query_copy()
 *
 * Frees a query of wy_query_new() or wy_query_copy() (never one filled on
 * the stack). Bindings manage lifetimes themselves.
 */
void
wy_query_free (WyQuery *query)
{
  if (query == NULL)
    return;
  g_return_if_fail (query->owned);
  g_clear_object (&query->cancellable);
  progress_owner_unref (query->progress_owner);
  g_free (query);
}

/**
 * wy_query_get_size:
 * @query: a query
 *
 * The board side asked for (one pile: positions 0 .. size - 1).
 *
 * Returns: the board side asked for
 */
guint
wy_query_get_size (const WyQuery *query)
{
  g_return_val_if_fail (query != NULL, 0);
  return query->size;
}

/**
 * wy_query_get_needs:
 * @query: a query
 *
 * What the caller will read of the solution.
 *
 * Returns: what the caller will read
 */
WyNeeds
wy_query_get_needs (const WyQuery *query)
{
  g_return_val_if_fail (query != NULL, WY_NEED_STATUS);
  return query->needs;
}

/**
 * wy_query_get_allowed_size:
 * @query: a query
 *
 * What the last wy_solve() of this query allows when it refused the
 * query's size: the largest side the core would solve for this game and
 * these needs (wy_solve_max_side() when the caps refused it; a rule's solve
 * that reached its time budget, the side it finished), the same number its
 * error message names. 0 after a solve that succeeded, failed otherwise
 * (cancelled, a region out of reach, memory), or before any solve.
 * wy_solve_async() solves a copy: its caller reads
 * wy_solve_get_allowed_size() instead.
 *
 * Returns: the side allowed, or 0 when the core names none
 */
guint
wy_query_get_allowed_size (const WyQuery *query)
{
  g_return_val_if_fail (query != NULL, 0);
  return (guint) g_atomic_int_get ((const gint *) &query->allowed_size);
}

/**
 * wy_query_set_region:
 * @query: a query
 * @x0: the first column read
 * @y0: the first row read (one pile: 0)
 * @x1: the last column read
 * @y1: the last row read (one pile: 0)
 *
 * The caller reads only x0 <= x <= x1, y0 <= y <= y1 (one pile: x0 .. x1):
 * a cell depends only on the cells below-left of it, so the core may solve
 * just the board that covers the region. wy_solve() refuses a region that
 * is not inside the board, naming the range.
 */
void
wy_query_set_region (WyQuery *query, guint x0, guint y0, guint x1, guint y1)
{
  g_return_if_fail (query != NULL);
  g_mutex_lock (&fields);
  query->has_region = TRUE;
  query->x0 = x0;
  query->y0 = y0;
  query->x1 = x1;
  query->y1 = y1;
  g_mutex_unlock (&fields);
}

/**
 * wy_query_set_region3:
 * @query: a query
 * @x0: the first x read
 * @y0: the first y read
 * @z0: the first z read
 * @x1: the last x read
 * @y1: the last y read
 * @z1: the last z read
 *
 * The region of a cube (three heaps) the caller reads: the core solves the
 * cube that covers it. wy_solve() refuses a region outside the cube, and a
 * region of x and y alone (wy_query_set_region()) on a game of three heaps.
 */
void
wy_query_set_region3 (WyQuery *query, guint x0, guint y0, guint z0, guint x1, guint y1, guint z1)
{
  g_return_if_fail (query != NULL);
  wy_query_set_region (query, x0, y0, x1, y1);
  g_mutex_lock (&fields);
  query->has_region3 = TRUE;
  query->z0 = z0;
  query->z1 = z1;
  g_mutex_unlock (&fields);
}

/**
 * wy_query_set_classes:
 * @query: a query
 * @top_class: K, the top Grundy class asked for with %WY_NEED_GRUNDY_CLASSES
 *
 * The Grundy classes 0 .. K; wy_solve() refuses K beyond
 * %WY_LOW_CLASSES_MAX_TOP, naming the range.
 */
void
wy_query_set_classes (WyQuery *query, guint top_class)
{
  g_return_if_fail (query != NULL);
  g_mutex_lock (&fields);
  query->classes = top_class;
  g_mutex_unlock (&fields);
}

/**
 * wy_query_set_time_budget:
 * @query: a query
 * @seconds: the budget, from %WY_TIME_BUDGET_MIN to %WY_TIME_BUDGET_MAX, or 0 for the
 *   process's (wy_solve_get_time_budget())
 *
 * The time budget of the caps a time model sets, for this query alone:
 * wy_solve() and wy_solve_max_side() answer under it.
 *
 * Returns: whether @seconds is 0 or within the range (else the budget stays)
 */
gboolean
wy_query_set_time_budget (WyQuery *query, double seconds)
{
  g_return_val_if_fail (query != NULL, FALSE);
  if (seconds != 0 && !(seconds >= WY_TIME_BUDGET_MIN && seconds <= WY_TIME_BUDGET_MAX))
    return FALSE;
  g_mutex_lock (&fields);
  query->time_budget = seconds;
  g_mutex_unlock (&fields);
  return TRUE;
}

/**
 * wy_query_set_progress:
 * @query: a query
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy): called with the
 *   fraction done, from the solving thread (wy_solve_async(): the caller's main context)
 * @user_data: for @func
 * @destroy: (nullable): frees @user_data when the last query holding it goes
 *
 * On a query filled on the stack @destroy is not called: the caller keeps
 * @user_data. A solve already running keeps the function it began with.
 */
void
wy_query_set_progress (WyQuery *query, WyProgressFunc func, gpointer user_data,
                       GDestroyNotify destroy)
{
  ProgressOwner *owner = NULL, *old;

  g_return_if_fail (query != NULL);
  if (query->owned && destroy != NULL)
    {
      owner = g_new0 (ProgressOwner, 1);
      g_atomic_ref_count_init (&owner->ref);
      owner->data = user_data;
      owner->destroy = destroy;
    }
  g_mutex_lock (&fields);
  old = query->progress_owner;
  query->progress_owner = owner;
  query->progress = func;
  query->user_data = user_data;
  g_mutex_unlock (&fields);
  if (query->owned) /* outside the lock: the destroy function may run a binding's code */
    progress_owner_unref (old);
}

/**
 * wy_query_set_cancellable:
 * @query: a query
 * @cancellable: (nullable): to stop the solve from another thread
 *
 * The cancellable that stops wy_solve() of this query (with
 * %G_IO_ERROR_CANCELLED); a query of wy_query_new() holds a reference on it.
 */
void
wy_query_set_cancellable (WyQuery *query, GCancellable *cancellable)
{
  GCancellable *old;

  g_return_if_fail (query != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));
  if (!query->owned)
    {
      query->cancellable = cancellable;
      return;
    }
  if (cancellable != NULL)
    g_object_ref (cancellable);
  g_mutex_lock (&fields);
  old = query->cancellable;
  query->cancellable = cancellable;
  g_mutex_unlock (&fields);
  g_clear_object (&old);
}

/* The process's time budget, the default of every query (--time-budget). */
static double time_budget = WY_TIME_BUDGET_DEFAULT;

gboolean
wy_solve_set_time_budget (double seconds)
{
  if (!(seconds >= WY_TIME_BUDGET_MIN && seconds <= WY_TIME_BUDGET_MAX))
    return FALSE;
  time_budget = seconds;
  return TRUE;
}

double
wy_solve_get_time_budget (void)
{
  return time_budget;
}
