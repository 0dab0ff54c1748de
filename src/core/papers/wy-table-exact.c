/* wy-table-exact.c: the first rows of a table from the exact solver, on a board grown until they are final. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-game-private.h"
#include "wy-solution.h"
#include "wy-table.h"

/* When are the first N rows final?
 *
 * The board grows by doubling from a first size the recursion predicts
 * (where there is one) until it settles N rows, as wy-table.c defines it:
 * every row so far has 2 max (x, y) + 2 <= S, so the board of side S/2
 * (its exact lower-left corner) holds the same rows. The first board
 * only served as that smaller board, so it is not solved; the boards
 * solved, and so the rows, are those of the rule "the same rows on the
 * last two boards". One-pile games: the strip settles every n it holds. */

/* The reach of each of the first count rows the recursion predicts, in
 * table order (NULL without a recursion). */
static GArray *
predicted_reach (const WyGame *game, guint count)
{
  GArray *pairs = wy_recursion_available (game) ? wy_recursion_pairs (game, count, NULL) : NULL;

  if (pairs && !wy_game_is_one_pile (game))
    {
      GArray *sorted = wy_table_sort_rows (pairs);

      g_array_unref (pairs);
      return sorted;
    }
  return pairs;
}

static guint64
row_reach (const WyPair *row)
{
  return MAX (row->x, row->y);
}

/* A first board just big enough for the rows the recursion predicts, no
 * more than half the budget so that a second board can confirm them. */
static guint
first_size (const GArray *pairs, guint count, guint max)
{
  guint64 reach = 2 * (guint64) count + 6;

  if (pairs)
    {
      reach = 0;
      for (guint i = 0; i < pairs->len; i++)
        reach = MAX (reach, row_reach (&g_array_index (pairs, WyPair, i)));
    }
  return (guint) CLAMP (reach + 2, 4, MAX ((guint64) max / 2, 1));
}

/* max is set by the time budget when the largest budget reaches further:
 * the error names the budget's model and the way to raise it. */
static gboolean
set_too_big_in_time (const WyGame *game, guint count, guint max, guint final, gboolean about,
                     GError **error)
{
  WyQuery most = { .needs = WY_NEED_STATUS, .time_budget = WY_TIME_BUDGET_MAX };
  g_autofree char *rule = wy_game_to_string (game);
  g_autofree char *reason = NULL;

  if (wy_solve_max_side (game, &most, NULL) <= max)
    return FALSE;
  wy_solve_max_side (game, &(WyQuery) { .needs = WY_NEED_STATUS }, &reason);
  if (final == 0)
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("%u rows need a board beyond the time budget (side %u for %s: %s), and no "
                   "row is final there; a larger time budget (--time-budget, up to %g s) "
                   "reaches further"), count, max, rule, reason, WY_TIME_BUDGET_MAX);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("%u rows need a board beyond the time budget (side %u for %s: %s): the "
                   "count must be from 1 to %s%u here, or a larger time budget (--time-budget, "
                   "up to %g s) reaches further"),
                 count, max, rule, reason, about ? _("about ") : "", final, WY_TIME_BUDGET_MAX);
  return TRUE;
}

static void
set_too_big (const WyGame *game, guint count, guint max, guint final, gboolean about,
             GError **error)
{
  g_autofree char *rule = wy_game_to_string (game);

  if (set_too_big_in_time (game, count, max, final, about, error))
    return;
  if (final == 0)
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("%u rows need a board beyond the memory budget (side %u for %s), and no "
                   "row is final there"), count, max, rule);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("%u rows need a board beyond the memory budget (side %u for %s): the count "
                   "must be from 1 to %s%u here"),
                 count, max, rule, about ? _("about ") : "", final);
}

/* Fail before solving when the recursion says the rows cannot be final
 * within the budget. */
static gboolean
check_budget (const WyGame *game, const GArray *pairs, guint count, guint max, GError **error)
{
  guint64 reach = 0;
  guint k;

  if (!pairs)
    return TRUE;
  for (k = 0; k < pairs->len; k++)
    {
      reach = MAX (reach, row_reach (&g_array_index (pairs, WyPair, k)));
      if (2 * reach + 2 > max)
        break;
    }
  if (k >= count)
    return TRUE;
  set_too_big (game, count, max, k, TRUE, error);
  return FALSE;
}

/* The rows a board of the given side settles: the P-set alone. */
static GArray *
settled_rows (const WyGame *game, guint size, WyProgressFunc progress, gpointer user_data,
              GCancellable *cancellable, GError **error)
{
  WyQuery query = { .needs = WY_NEED_STATUS, .size = size, .progress = progress,
                    .user_data = user_data, .cancellable = cancellable };
  g_autoptr (WySolution) solution = wy_solve (game, &query, error);

  return solution ? wy_table_rows_from_board (wy_solution_get_board (solution)) : NULL;
}

/* A table lists pairs: a game of three heaps has none (its cube's plane z = 0 is not it). */
static gboolean
check_heaps (const WyGame *game, GError **error)
{
  if (wy_game_get_heaps (game) != 3)
    return TRUE;
  _wy_game_refuse (game, error, _("%s is a game of three heaps: the papers' tables list the "
                                  "pairs of games of one or two piles"));
  return FALSE;
}

GArray *
wy_table_exact_rows (const WyGame *game, guint count, WyProgressFunc progress,
                     gpointer user_data, GCancellable *cancellable, GError **error)
{
  gboolean one_pile = wy_game_is_one_pile (game);
  WyQuery status = { .needs = WY_NEED_STATUS };
  guint max, size;
  g_autoptr (GArray) pairs = NULL;

  if (!check_heaps (game, error))
    return NULL;
  max = wy_solve_max_side (game, &status, NULL);
  pairs = predicted_reach (game, count);
  size = first_size (pairs, count, max);
  if (!one_pile && !check_budget (game, pairs, count, max, error))
    return NULL;
  if (!one_pile && size < max)
    size = (guint) MIN ((guint64) size * 2, (guint64) max);
  for (guint last = 0, stalled = 0;;)
    {
      GArray *rows = settled_rows (game, size, progress, user_data, cancellable, error);

      if (!rows)
        return NULL;
      if (rows->len >= count)
        return g_array_set_size (rows, count);
      /* boards four times larger and no new row: the P-positions stopped
       * forming the paper's pairs (with block=Q every position may be P);
       * no larger board will change that, and the budget is not the reason */
      stalled = rows->len == last && size >= 1024 ? stalled + 1 : 0;
      if (stalled >= 2)
        {
          g_autofree char *rule = wy_game_to_string (game);
          g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                       _("the P-positions of %s form only %u rows on boards up to %u, and a "
                         "board four times larger adds none: the count must be from 1 to %u"),
                       rule, rows->len, size, MAX (rows->len, 1));
          g_array_unref (rows);
          return NULL;
        }
      last = rows->len;
      if (size >= max)
        {
          set_too_big (game, count, max, rows->len, FALSE, error);
          g_array_unref (rows);
          return NULL;
        }
      g_array_unref (rows);
      size = (guint) MIN ((guint64) size * 2, (guint64) max);
    }
}

gboolean
wy_table_is_proven (const WyGame *game)
{
  g_return_val_if_fail (game != NULL, FALSE);
  /* one pile: every n the strip holds is exact (wy-table.c); three heaps: no table */
  if (wy_game_get_heaps (game) == 3)
    return FALSE;
  return wy_game_is_one_pile (game) || !wy_game_is_custom (game);
}
