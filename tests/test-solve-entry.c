/* test-solve-entry.c: the one way into solving as a binding sees it (docs/api.md): the boxed
 * query and its setters, its own time budget honoured by the size question and the solve,
 * and the async pair in the core. Only the installed headers. */
#include "config.h"

#include <string.h>
#include <gio/gio.h>

#include "wythoff.h"

static void
count_destroy (gpointer data)
{
  (*(guint *) data)++;
}

static void
record_fraction (double fraction, gpointer data)
{
  g_assert_cmpfloat (fraction, >=, 0);
  g_assert_cmpfloat (fraction, <=, 1);
  g_array_append_val ((GArray *) data, fraction);
}

/* A copy holds its own references: the progress data goes with the last copy, the
 * cancellable stays alive while a query holds it. */
static void
test_query_boxed (void)
{
  guint destroyed = 0;
  GCancellable *cancellable = g_cancellable_new ();
  WyQuery *query = wy_query_new (64, WY_NEED_STEPS);
  WyQuery *copy;

  g_assert_true (G_TYPE_IS_BOXED (WY_TYPE_QUERY));
  g_assert_cmpuint (wy_query_get_size (query), ==, 64);
  g_assert_cmpint (wy_query_get_needs (query), ==, WY_NEED_STEPS);
  wy_query_set_progress (query, record_fraction, &destroyed, count_destroy);
  wy_query_set_cancellable (query, cancellable);
  g_object_add_weak_pointer (G_OBJECT (cancellable), (gpointer *) &cancellable);
  g_object_unref (cancellable);
  g_assert_nonnull (cancellable);
  copy = g_boxed_copy (WY_TYPE_QUERY, query);
  wy_query_free (query);
  g_assert_cmpuint (destroyed, ==, 0);
  g_assert_nonnull (cancellable);
  /* replacing the progress lets the old data go */
  wy_query_set_progress (copy, NULL, NULL, NULL);
  g_assert_cmpuint (destroyed, ==, 1);
  g_boxed_free (WY_TYPE_QUERY, copy);
  g_assert_cmpuint (destroyed, ==, 1);
  g_assert_null (cancellable);
}

/* A query's time budget: 0 and 1..600 s, nothing else. */
static void
test_query_time_budget_range (void)
{
  g_autoptr (WyQuery) query = wy_query_new (1, WY_NEED_STATUS);

  g_assert_false (wy_query_set_time_budget (query, 0.5));
  g_assert_false (wy_query_set_time_budget (query, WY_TIME_BUDGET_MAX + 1));
  g_assert_true (wy_query_set_time_budget (query, WY_TIME_BUDGET_MIN));
  g_assert_true (wy_query_set_time_budget (query, 0));
}

/* wythoff:block=2's P-set is capped by the blocking sweep's time model: a
 * query with 30 s reaches further than the process's 2 s, in the size
 * question and in the solve, and leaves the process's budget as it was. */
static void
test_query_time_budget_honoured (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("wythoff:block=2", NULL);
  g_autoptr (WyQuery) query = wy_query_new (0, WY_NEED_STATUS);
  g_autoptr (GError) error = NULL;
  g_autofree char *reason = NULL, *wide_reason = NULL;
  g_autoptr (WySolution) refused = NULL, solution = NULL;
  guint cap, wide;

  g_assert_cmpfloat (wy_solve_get_time_budget (), ==, WY_TIME_BUDGET_DEFAULT);
  cap = wy_solve_max_side (game, query, &reason);
  g_assert_nonnull (strstr (reason, "a time budget of 2 s"));
  g_assert_true (wy_query_set_time_budget (query, 30));
  wide = wy_solve_max_side (game, query, &wide_reason);
  g_assert_nonnull (strstr (wide_reason, "a time budget of 30 s"));
  g_assert_cmpuint (wide, >, cap + 1);
  g_assert_cmpfloat (wy_solve_get_time_budget (), ==, WY_TIME_BUDGET_DEFAULT);

  refused = wy_solve (game, &(WyQuery) { .size = cap + 1, .needs = WY_NEED_STATUS }, &error);
  g_assert_null (refused);
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
  g_assert_nonnull (strstr (error->message, reason));
  g_clear_error (&error);
  solution = wy_solve (game, &(WyQuery) { .size = cap + 1, .needs = WY_NEED_STATUS,
                                          .time_budget = 30 }, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wy_board_get_size (wy_solution_get_board (solution)), ==, cap + 1);
  g_assert_cmpfloat (wy_solve_get_time_budget (), ==, WY_TIME_BUDGET_DEFAULT);
}

/* With a region the board may be larger than a whole board of the needs
 * (Imitation Nim's stored board: some thousands). */
static void
test_max_side_region (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("imitation", NULL);
  g_autoptr (WyQuery) query = wy_query_new (0, WY_NEED_STEPS);
  guint whole = wy_solve_max_side (game, query, NULL);
  g_autofree char *reason = NULL;

  wy_query_set_region (query, 0, 0, 0, 0);
  g_assert_cmpuint (wy_solve_max_side (game, query, &reason), >, whole);
  g_assert_nonnull (reason);
}

typedef struct {
  GMainLoop  *loop;
  WySolution *solution;
  GError     *error;
} Async;

static void
on_solved (GObject *source, GAsyncResult *result, gpointer data)
{
  Async *async = data;

  async->solution = wy_solve_finish (result, &async->error);
  g_main_loop_quit (async->loop);
}

/* The async pair gives wy_solve's board, its progress in the caller's context,
 * from a query the caller may free at once; a cancel is G_IO_ERROR_CANCELLED. */
static void
test_async (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("wyt:a=1,b=2", NULL);
  g_autoptr (GArray) fractions = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (WySolution) direct = NULL;
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  Async async = { g_main_loop_new (NULL, FALSE), NULL, NULL };
  WyQuery *query = wy_query_new (300, WY_NEED_ELIMINATION);
  GBytes *a, *b;

  wy_query_set_progress (query, record_fraction, fractions, NULL);
  wy_solve_async (game, query, NULL, on_solved, &async);
  wy_query_free (query);
  g_main_loop_run (async.loop);
  g_assert_no_error (async.error);
  /* progress comes at idle priority: a fast solve's result may come first */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (fractions->len, >, 0);
  direct = wy_solve (game, &(WyQuery) { .size = 300, .needs = WY_NEED_ELIMINATION }, NULL);
  a = wy_board_get_steps (wy_solution_get_board (direct), NULL);
  b = wy_board_get_steps (wy_solution_get_board (async.solution), NULL);
  g_assert_true (g_bytes_equal (a, b));
  g_bytes_unref (a);
  g_bytes_unref (b);
  g_clear_pointer (&async.solution, wy_solution_unref);

  g_cancellable_cancel (cancellable);
  wy_solve_async (game, &(WyQuery) { .size = 300, .needs = WY_NEED_STEPS }, cancellable,
                  on_solved, &async);
  g_main_loop_run (async.loop);
  g_assert_null (async.solution);
  g_assert_error (async.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&async.error);
  g_main_loop_unref (async.loop);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/solve-entry/query-boxed", test_query_boxed);
  g_test_add_func ("/core/solve-entry/time-budget-range", test_query_time_budget_range);
  g_test_add_func ("/core/solve-entry/time-budget-honoured", test_query_time_budget_honoured);
  g_test_add_func ("/core/solve-entry/max-side-region", test_max_side_region);
  g_test_add_func ("/core/solve-entry/async", test_async);
  return g_test_run ();
}
