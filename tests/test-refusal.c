/* test-refusal.c: a refused size carries the side the core allows as data (issue 33): the
 * query's wy_query_get_allowed_size after wy_solve, wy_solve_get_allowed_size after the async
 * pair; the number the message names, a side that then solves, and wy_solve_max_side's
 * answer where the caps refused it. A line family, a one-pile game, a three-heap game and a
 * rule of one's own that runs into its deadline (the time limit lowered to a microsecond). */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>

#include "wy-engine.h"
#include "wy-engine-testing.h"
#include "wythoff.h"

/* Does the message name n as a number of its own (not inside a larger one)? */
static gboolean
names_number (const char *message, guint n)
{
  g_autofree char *digits = g_strdup_printf ("%u", n);
  gsize len = strlen (digits);

  for (const char *p = strstr (message, digits); p != NULL; p = strstr (p + 1, digits))
    if ((p == message || !g_ascii_isdigit (p[-1])) && !g_ascii_isdigit (p[len]))
      return TRUE;
  return FALSE;
}

/* Solving at the side allowed succeeds, and a solve that succeeds names none. */
static void
assert_solves_at (const WyGame *game, WyQuery *query, guint allowed)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WySolution) solution = NULL;

  query->size = allowed;
  solution = wy_solve (game, query, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wy_board_get_size (wy_solution_get_board (solution)), ==, allowed);
  g_assert_cmpuint (wy_query_get_allowed_size (query), ==, 0);
}

/* One past the caps of each group's cost model is refused with the cap as the allowed
 * side, which solves; size 0 allows the cap too. */
static void
test_caps (void)
{
  static const struct {
    const char *rule;
    WyNeeds     needs;
  } cases[] = {
    { "wythoff", WY_NEED_GRUNDY },        /* a line family's dense Grundy values */
    { "mark:block=2", WY_NEED_STEPS },    /* one pile */
    { "fraenkel3", WY_NEED_STEPS },       /* three heaps: the stored cube */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (cases[i].rule, NULL);
      g_autoptr (WyQuery) query = wy_query_new (0, cases[i].needs);
      g_autoptr (GError) error = NULL;
      guint max = wy_solve_max_side (game, query, NULL);

      g_test_message ("%s: the cap %u", cases[i].rule, max);
      g_assert_cmpuint (max, >, 1);
      g_assert_cmpuint (wy_query_get_allowed_size (query), ==, 0);
      for (guint size = 0; size <= max + 1; size += max + 1)
        {
          gint code = size == 0 ? WY_ERROR_RANGE : WY_ERROR_MEMORY;

          query->size = size;
          g_assert_null (wy_solve (game, query, &error));
          g_assert_error (error, WY_ERROR, code);
          g_assert_cmpuint (wy_query_get_allowed_size (query), ==, max);
          g_assert_true (names_number (error->message, max));
          g_clear_error (&error);
        }
      /* the caller passes no error: the query still says it */
      query->size = max + 1;
      g_assert_null (wy_solve (game, query, NULL));
      g_assert_cmpuint (wy_query_get_allowed_size (query), ==, max);
      assert_solves_at (game, query, max);
    }
}

/* A rule whose solve reaches its deadline allows the side it finished (measured, not
 * the model's cap); with the deadline back, that side solves. */
static void
test_rule_deadline (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("moves:rule=((dx+dy)%2==1)", NULL);
  WyQuery query = { .needs = WY_NEED_ELIMINATION };
  g_autoptr (GError) error = NULL;
  guint max = wy_solve_max_side (game, &query, NULL), allowed;

  g_assert_cmpuint (max, >=, 100);
  query.size = max;
  _wy_solve_rule_set_time_limit (1e-6);
  g_assert_null (wy_solve (game, &query, &error));
  _wy_solve_rule_set_time_limit (0);
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
  g_test_message ("%s", error->message);
  allowed = wy_query_get_allowed_size (&query);
  g_assert_cmpuint (allowed, >=, 1);
  g_assert_cmpuint (allowed, <, max);
  {
    g_autofree char *named = g_strdup_printf ("choose a size of at most %u,", allowed);

    g_assert_nonnull (strstr (error->message, named));
  }
  assert_solves_at (game, &query, allowed);
}

/* Refusals that name no side: a region off the board, a cancelled solve; a query once
 * refused forgets it. */
static void
test_none_named (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  WyQuery query = { .needs = WY_NEED_GRUNDY };
  g_autoptr (GError) error = NULL;
  guint max = wy_solve_max_side (game, &query, NULL);

  query.size = max + 1;
  g_assert_null (wy_solve (game, &query, &error));
  g_assert_cmpuint (wy_query_get_allowed_size (&query), ==, max);
  g_clear_error (&error);
  query = (WyQuery) { .size = 20, .needs = WY_NEED_STEPS, .allowed_size = 7 };
  wy_query_set_region (&query, 0, 0, 20, 3);
  g_assert_null (wy_solve (game, &query, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_assert_cmpuint (wy_query_get_allowed_size (&query), ==, 0);
  g_clear_error (&error);
  g_cancellable_cancel (cancellable);
  query = (WyQuery) { .size = 20, .needs = WY_NEED_STEPS, .allowed_size = 7 };
  wy_query_set_cancellable (&query, cancellable);
  g_assert_null (wy_solve (game, &query, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (wy_query_get_allowed_size (&query), ==, 0);
}

/* Needs this version does not know (a binding may set any bits) are refused, naming
 * the ones it knows, rather than quietly left out. */
static void
test_unknown_needs (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
  WyQuery query = { .size = 20, .needs = WY_NEED_STEPS | (1u << 9) };
  g_autoptr (GError) error = NULL;

  g_assert_null (wy_solve (game, &query, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "0x200"));
  g_assert_nonnull (strstr (error->message, "0x1f"));
}

typedef struct {
  GMainLoop  *loop;
  WySolution *solution;
  GError     *error;
  guint       allowed;
} Async;

static void
on_solved (GObject *source, GAsyncResult *result, gpointer data)
{
  Async *async = data;

  async->solution = wy_solve_finish (result, &async->error);
  async->allowed = wy_solve_get_allowed_size (result);
  g_main_loop_quit (async->loop);
}

/* The async pair solves a copy of the query: the result says what it allowed. */
static void
test_async (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("fraenkel3", NULL);
  Async async = { g_main_loop_new (NULL, FALSE), NULL, NULL, 1 };
  WyQuery *query = wy_query_new (0, WY_NEED_STEPS);
  guint max = wy_solve_max_side (game, query, NULL);

  wy_query_free (query);
  query = wy_query_new (max + 1, WY_NEED_STEPS);
  wy_solve_async (game, query, NULL, on_solved, &async);
  wy_query_free (query);
  g_main_loop_run (async.loop);
  g_assert_null (async.solution);
  g_assert_error (async.error, WY_ERROR, WY_ERROR_MEMORY);
  g_assert_true (names_number (async.error->message, max));
  g_assert_cmpuint (async.allowed, ==, max);
  g_clear_error (&async.error);
  wy_solve_async (game, &(WyQuery) { .size = max, .needs = WY_NEED_STEPS }, NULL, on_solved,
                  &async);
  g_main_loop_run (async.loop);
  g_assert_no_error (async.error);
  g_assert_nonnull (async.solution);
  g_assert_cmpuint (async.allowed, ==, 0);
  g_clear_pointer (&async.solution, wy_solution_unref);
  g_main_loop_unref (async.loop);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/refusal/caps", test_caps);
  g_test_add_func ("/core/refusal/rule-deadline", test_rule_deadline);
  g_test_add_func ("/core/refusal/none-named", test_none_named);
  g_test_add_func ("/core/refusal/unknown-needs", test_unknown_needs);
  g_test_add_func ("/core/refusal/async", test_async);
  return g_test_run ();
}
