/* wy-cli-rows.c: the rows of `wythoff table` from the exact solver, on a board grown until they are final. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <stdlib.h>

#include "wy-cli-common.h"
#include "wy-cli-rows.h"

/* When are the first N rows final?
 *
 * Two-pile games. The table lists the P-positions with x <= y by d = y - x,
 * then x. A pair shows on an S x S board iff max (x, y) < S, so a pair
 * missing from the board could still come before the N-th row if its
 * difference is small but its coordinates are large. The board therefore
 * grows by doubling, and the first k rows count as final when
 *   (1) they are identical on the last two boards (sides S/2 and S), and
 *   (2) the smaller board already held them: S >= 2 max (x, y) + 2.
 * A pair hidden from both would need a difference at most that of the
 * k-th row but a coordinate at least twice the largest of the k rows. The
 * papers show P-positions grow linearly along the table (x_n / n tends to
 * a limit, y_n - x_n = a floor(n/p)), so this cannot happen for the games
 * they solve; for the others it is a safeguard checked on a board twice
 * as big, not a proof. The start comes from the recursion where there is
 * one, so this costs two solves.
 *
 * One-pile games. Every value below S is exact on the 0..S-1 strip, so
 * the rows are final as soon as the strip holds N of each sequence. */

gint64
wy_cli_row_d (const WyPair *row)
{
  return (gint64) row->y - (gint64) row->x;
}

static guint64
row_reach (const WyPair *row)
{
  return MAX (row->x, row->y);
}

static int
compare_rows (const void *pa, const void *pb)
{
  const WyPair *a = pa, *b = pb;
  guint64 da = (guint64) ABS (wy_cli_row_d (a)), db = (guint64) ABS (wy_cli_row_d (b));

  if (da != db)
    return da < db ? -1 : 1;
  if (a->x != b->x)
    return a->x < b->x ? -1 : 1;
  return a->y < b->y ? -1 : a->y > b->y;
}

/* Pairs with x <= y (every P-position for games that are not symmetric),
 * in table order. */
static GArray *
board_pairs (const WyBoard *board)
{
  gboolean symmetric = wy_game_is_symmetric (wy_board_get_game (board));
  GArray *rows = g_array_new (FALSE, FALSE, sizeof (WyPair));
  guint n;
  const WyPos *ppos = wy_board_get_ppos (board, &n);

  for (guint i = 0; i < n; i++)
    if (!symmetric || ppos[i].x <= ppos[i].y)
      {
        WyPair row = { ppos[i].x, ppos[i].y };
        g_array_append_val (rows, row);
      }
  qsort (rows->data, rows->len, sizeof (WyPair), compare_rows);
  return rows;
}

/* How many leading rows are final by the rule above. */
static guint
final_rows (const GArray *prev, const GArray *rows, guint size)
{
  const WyPair *p = (const WyPair *) prev->data, *r = (const WyPair *) rows->data;
  guint64 reach = 0;
  guint k;

  for (k = 0; k < rows->len && k < prev->len; k++)
    {
      reach = MAX (reach, row_reach (&r[k]));
      if (p[k].x != r[k].x || p[k].y != r[k].y || 2 * reach + 2 > size)
        break;
    }
  return k;
}

/* The reach of each of the first count rows the recursion predicts, in
 * table order (NULL without a recursion). */
static GArray *
predicted_reach (const WyGame *game, guint count)
{
  GArray *pairs = wy_recursion_available (game) ? wy_recursion_pairs (game, count, NULL) : NULL;

  if (pairs && !wy_game_is_one_pile (game))
    qsort (pairs->data, pairs->len, sizeof (WyPair), compare_rows);
  return pairs;
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

static void
set_too_big (const WyGame *game, guint count, guint max, guint final, gboolean about,
             GError **error)
{
  g_autofree char *rule = wy_game_to_string (game);

  if (final == 0)
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 "--count %u needs a board beyond the memory budget (side %u for %s), and "
                 "no row is final there; try --recursion", count, max, rule);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 "--count %u needs a board beyond the memory budget (side %u for %s): "
                 "--count must be from 1 to %s%u here, or use --recursion",
                 count, max, rule, about ? "about " : "", final);
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

static GArray *
two_pile_rows (const WyGame *game, guint count, GError **error)
{
  guint max = wy_board_max_size (game, WY_SOLVE_DEFAULT);
  g_autoptr (GArray) pairs = predicted_reach (game, count);
  guint size = first_size (pairs, count, max);
  GArray *prev = NULL;

  if (!check_budget (game, pairs, count, max, error))
    return NULL;
  for (;;)
    {
      WyBoard *board = wy_cli_solve (game, size, WY_SOLVE_DEFAULT, error);
      GArray *rows;
      guint final;

      if (!board)
        break;
      rows = board_pairs (board);
      wy_board_unref (board);
      final = prev ? final_rows (prev, rows, size) : 0;
      g_clear_pointer (&prev, g_array_unref);
      if (final >= count)
        return g_array_set_size (rows, count);
      if (size >= max)
        {
          set_too_big (game, count, max, final, FALSE, error);
          g_array_unref (rows);
          break;
        }
      prev = rows;
      size = (guint) MIN ((guint64) size * 2, (guint64) max);
    }
  g_clear_pointer (&prev, g_array_unref);
  return NULL;
}

/* Fraenkel's a_n, b_n: b the P-positions, a the other numbers and 0. */
static void
strip_rows (const WyBoard *board, GArray *a, GArray *b)
{
  guint size = wy_board_get_size (board);

  for (guint n = 0; n < size; n++)
    {
      guint64 v = n;
      if (wy_board_get_status (board, n, 0) == WY_STATUS_P)
        g_array_append_val (b, v);
      if (wy_board_get_status (board, n, 0) != WY_STATUS_P || n == 0)
        g_array_append_val (a, v);
    }
}

static GArray *
one_pile_rows (const WyGame *game, guint count, GError **error)
{
  guint max = wy_board_max_size (game, WY_SOLVE_DEFAULT);
  g_autoptr (GArray) pairs = predicted_reach (game, count);
  guint size = first_size (pairs, count, max);

  for (;;)
    {
      WyBoard *board = wy_cli_solve (game, size, WY_SOLVE_DEFAULT, error);
      g_autoptr (GArray) a = g_array_new (FALSE, FALSE, sizeof (guint64));
      g_autoptr (GArray) b = g_array_new (FALSE, FALSE, sizeof (guint64));

      if (!board)
        return NULL;
      strip_rows (board, a, b);
      wy_board_unref (board);
      if (a->len >= count && b->len >= count)
        {
          GArray *rows = g_array_sized_new (FALSE, FALSE, sizeof (WyPair), count);
          for (guint n = 0; n < count; n++)
            {
              WyPair row = { g_array_index (a, guint64, n), g_array_index (b, guint64, n) };
              g_array_append_val (rows, row);
            }
          return rows;
        }
      if (size >= max)
        {
          set_too_big (game, count, max, MIN (a->len, b->len), FALSE, error);
          return NULL;
        }
      size = (guint) MIN ((guint64) size * 2, (guint64) max);
    }
}

GArray *
wy_cli_exact_rows (const WyGame *game, guint count, GError **error)
{
  if (wy_game_is_one_pile (game))
    return one_pile_rows (game, count, error);
  return two_pile_rows (game, count, error);
}
