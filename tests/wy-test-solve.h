/* wy-test-solve.h: the board of the core's one solve entry, as the tests ask for it. */
#pragma once

#include "wy-solution-private.h"
#include "wy-solution.h"

/* The public size question for a whole board with these needs. */
static inline guint
wy_test_max_side (const WyGame *game, WyNeeds needs)
{
  return wy_solve_max_side (game, &(WyQuery) { .needs = needs }, NULL);
}

/* The same with a region: the largest board a region may lie on (the
 * region itself within wy_test_max_side of the origin). */
static inline guint
wy_test_max_region_side (const WyGame *game, WyNeeds needs)
{
  return wy_solve_max_side (game, &(WyQuery) { .needs = needs, .has_region = TRUE }, NULL);
}

/* wy_solve's board for these needs (a reference the caller owns), NULL
 * with error as wy_solve fails. */
static inline WyBoard *
wy_test_solve (const WyGame *game, guint size, WyNeeds needs, WyProgressFunc progress,
               gpointer user_data, GCancellable *cancellable, GError **error)
{
  WyQuery query = { .needs = needs, .size = size, .progress = progress,
                    .user_data = user_data, .cancellable = cancellable };
  g_autoptr (WySolution) solution = wy_solve (game, &query, error);

  return solution ? wy_board_ref (wy_solution_get_board (solution)) : NULL;
}

/* The rule's board of side size with its elimination (a reference the
 * caller owns); the rule parses and solves, or the test fails. */
static inline WyBoard *
wy_test_solve_rule (const char *rule, guint size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);
  WyBoard *board;

  g_assert_no_error (error);
  board = wy_test_solve (game, size, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (board);
  return board;
}

/* Does a board with steps alone come from the sparse engine (a quick
 * board at any size)? */
static inline gboolean
wy_test_has_quick (const WyGame *game)
{
  WyQuery query = { .needs = WY_NEED_STEPS, .size = 1 };

  return wy_solve_engine (game, &query) == WY_ENGINE_SPARSE;
}

/* wy_solve's board for a whole query (a reference the caller owns); whichever
 * engine answered, the board names its game's heaps. */
static inline WyBoard *
wy_test_query (const WyGame *game, const WyQuery *query, GError **error)
{
  g_autoptr (WySolution) solution = wy_solve (game, query, error);
  WyBoard *board = solution ? wy_board_ref (wy_solution_get_board (solution)) : NULL;

  if (board != NULL)
    g_assert_cmpuint (wy_board_get_heaps (board), ==, wy_game_get_heaps (game));
  return board;
}

/* The same for a query that must succeed. */
static inline WyBoard *
wy_test_query_ok (const WyGame *game, const WyQuery *query)
{
  g_autoptr (GError) error = NULL;
  WyBoard *board = wy_test_query (game, query, &error);

  g_assert_no_error (error);
  return board;
}

/* Is p one of the positions (WyPos) of set? */
static inline gboolean
wy_test_pos_in (const GArray *set, const WyPos *p)
{
  for (guint i = 0; i < set->len; i++)
    if (g_array_index (set, WyPos, i).x == p->x && g_array_index (set, WyPos, i).y == p->y)
      return TRUE;
  return FALSE;
}
