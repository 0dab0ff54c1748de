/* wy-sequence-grundy.c: the Grundy sequences of every game that has Grundy values: a row from
 * the line and cone families' strip engines or else from a solved board, the diagonal, the
 * triangle and the antidiagonals from a solved board, and g(n) of a one-pile game. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-analysis-private.h"
#include "wy-game-private.h"
#include "wy-solution-private.h"
#include "wy-solution.h"

/* A solved Grundy board of side side, or the refusal naming the side the game has them on. */
static WySolution *
grundy_board (const WyGame *game, guint64 side, GCancellable *cancellable, GError **error)
{
  gboolean has = wy_game_has_grundy (game) && !wy_game_is_one_pile (game);
  guint max = wy_solve_max_size (game, WY_NEED_GRUNDY, NULL);

  if (!has || side > max)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("these terms need the Grundy values of a board of side %u; this game "
                     "has them on two-pile boards of side up to %u"),
                   (guint) MIN (side, G_MAXUINT), has ? max : 0);
      return NULL;
    }
  return wy_solve (game, &(WyQuery) { .needs = WY_NEED_GRUNDY, .size = (guint) side,
                                      .cancellable = cancellable }, error);
}

/* The side of board the terms up to last of a row X = d, the diagonal D = d, the triangle's or
 * the antidiagonals' need. */
static guint64
board_side (WySequenceKind kind, gint64 d, guint64 last)
{
  guint64 r = 0;

  if (kind == WY_SEQUENCE_GRUNDY_ROW)
    return MAX ((guint64) d, last) + 1;
  if (kind == WY_SEQUENCE_GRUNDY_DIAGONAL)
    return (guint64) MAX (0, -d) + last + (guint64) MAX (d, 0) + 1;
  while ((r + 1) * (r + 2) / 2 <= last)
    r++;
  return r + 1;
}

/* Grundy values read off a dense board: a row g(X, y) of the games the strip engines do not
 * serve (rules of your own, adjoin, the line families' block=Q; a cone's row beyond its
 * strip), the diagonal, and the triangle and the antidiagonals, both read by rows
 * r = 0, 1, ... of r + 1 terms: the triangle's g(r, c), the antidiagonals' g(c, r - c) for
 * c = 0 .. r. */
static GArray *
board_terms (const WyGame *game, WySequenceKind kind, gint64 d, guint64 first, guint64 count,
             GCancellable *cancellable, GError **error)
{
  guint64 last = first + count - 1;
  g_autoptr (WySolution) solution =
    grundy_board (game, board_side (kind, d, last), cancellable, error);
  WyBoard *board;
  GArray *terms;

  if (!solution)
    return NULL;
  board = wy_solution_get_board (solution);
  terms = g_array_sized_new (FALSE, FALSE, sizeof (gint64), (guint) count);
  for (guint64 k = first, rr = 0, base = 0; k <= last; k++)
    {
      gint64 v;
      if (kind == WY_SEQUENCE_GRUNDY_ROW)
        v = wy_board_get_grundy (board, (guint) d, (guint) k);
      else if (kind == WY_SEQUENCE_GRUNDY_DIAGONAL)
        {
          guint64 n = (guint64) MAX (0, -d) + k;
          v = wy_board_get_grundy (board, (guint) n, (guint) ((gint64) n + d));
        }
      else
        {
          guint c;

          while (base + rr + 1 <= k)
            base += ++rr;
          c = (guint) (k - base);
          v = kind == WY_SEQUENCE_GRUNDY_TRIANGLE ? wy_board_get_grundy (board, (guint) rr, c)
                                                  : wy_board_get_grundy (board, c, (guint) rr - c);
        }
      g_array_append_val (terms, v);
    }
  return terms;
}

/* A row the strip engine refuses (more rows or terms than its budget) that the game's Grundy
 * board holds: the cone families' rows and those of the line families with block=Q up to
 * their board's side. The line families without blocking keep the strip's refusal within
 * its rows; row_terms sends every row beyond them to the board. */
static gboolean
board_serves_row (const WyGame *game, gint64 row, guint64 last)
{
  return _wy_game_get_group (game) != WY_GROUP_LINES && !wy_game_is_one_pile (game)
         && board_side (WY_SEQUENCE_GRUNDY_ROW, row, last)
              <= wy_solve_max_size (game, WY_NEED_GRUNDY, NULL);
}

static GArray *
row_terms (const WyGame *game, gint64 row, guint64 first, guint64 count,
           GCancellable *cancellable, GError **error)
{
  guint rows = (guint) MIN (row + 1, G_MAXUINT);
  guint64 length = first + count;
  g_autofree gint32 *strip = NULL;
  GArray *terms;

  /* the strip engine serves the line and cone families; every other game with Grundy values
   * has them on its boards (rows 1 and length 1 are in every range: only the game is
   * checked), and so do the rows of the cones and of block=Q beyond the strip's range */
  if (!wy_grundy_strip_check (game, 1, 1, NULL) && wy_game_has_grundy (game))
    return board_terms (game, WY_SEQUENCE_GRUNDY_ROW, row, first, count, cancellable, error);
  /* a row beyond the strip's rows: off the board, whose refusal names its side */
  if (row >= WY_STRIP_MAX_ROWS && wy_game_has_grundy (game))
    return board_terms (game, WY_SEQUENCE_GRUNDY_ROW, row, first, count, cancellable, error);
  if ((length > G_MAXUINT || !wy_grundy_strip_check (game, rows, (guint) length, NULL))
      && board_serves_row (game, row, length - 1))
    return board_terms (game, WY_SEQUENCE_GRUNDY_ROW, row, first, count, cancellable, error);
  if (length > G_MAXUINT || !wy_grundy_strip_check (game, rows, (guint) length, error)
      || !(strip = wy_grundy_strip (game, rows, (guint) length, NULL, NULL, cancellable, error)))
    {
      if (length > G_MAXUINT)
        g_set_error (error, WY_ERROR, WY_ERROR_RANGE, _("too many terms: at most %u"),
                     WY_STRIP_MAX_CELLS);
      return NULL;
    }
  terms = g_array_sized_new (FALSE, FALSE, sizeof (gint64), (guint) count);
  for (guint64 y = first; y < length; y++)
    {
      gint64 v = strip[y * rows + (guint64) row];
      g_array_append_val (terms, v);
    }
  return terms;
}

/* g(n) of a one-pile game, n = first .. first + count - 1 (first at least its least pile). */
static GArray *
pile_grundy_terms (const WyGame *game, guint64 first, guint64 count, GCancellable *cancellable,
                   GError **error)
{
  guint max = wy_solve_max_size (game, WY_NEED_GRUNDY, NULL);
  guint64 end = first + count;
  g_autoptr (WySolution) solution = NULL;
  g_autofree char *rule = NULL, *last = NULL;
  WyBoard *board;
  GArray *terms;

  if (end > max)
    {
      rule = wy_game_to_string (game);
      last = g_strdup_printf ("%" G_GUINT64_FORMAT, end - 1);
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("these terms need the Grundy values of the piles up to %s; %s has them "
                     "for piles below %u"), last, rule, max);
      return NULL;
    }
  solution = wy_solve (game, &(WyQuery) { .needs = WY_NEED_GRUNDY, .size = (guint) end,
                                          .cancellable = cancellable }, error);
  if (!solution)
    return NULL;
  board = wy_solution_get_board (solution);
  terms = g_array_sized_new (FALSE, FALSE, sizeof (gint64), (guint) count);
  for (guint64 n = first; n < end; n++)
    {
      gint64 v = wy_board_get_grundy (board, (guint) n, 0);
      g_array_append_val (terms, v);
    }
  return terms;
}

GArray *
_wy_sequence_grundy_terms (const WyGame *game, WySequenceKind kind, gint64 param,
                           guint64 first, guint64 count, GCancellable *cancellable,
                           GError **error)
{
  switch (kind)
    {
    case WY_SEQUENCE_GRUNDY_ROW:
      return row_terms (game, param, first, count, cancellable, error);
    case WY_SEQUENCE_GRUNDY_PILE:
      return pile_grundy_terms (game, first, count, cancellable, error);
    default:
      return board_terms (game, kind, param, first, count, cancellable, error);
    }
}
