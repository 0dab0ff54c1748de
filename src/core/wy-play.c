/* wy-play.c: "play from here": which moves are legal or blocked, and the program's
 * replies. The game's rules live here, in the core; the window only asks. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-play.h"

gboolean
wy_play_is_available (const WyGame *game, GError **error)
{
  g_return_val_if_fail (game != NULL, FALSE);
  if (wy_game_has_memory (game))
    return g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                                _("Play is not available for games with memory: the legal "
                                  "moves depend on the moves before.")), FALSE;
  if (wy_game_get_heaps (game) == 3)
    return g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                                _("Play is not available for games of three heaps: play moves "
                                  "on a board of one or two piles, and a slice of the cube is "
                                  "not the game.")), FALSE;
  return TRUE;
}

gboolean
wy_play_is_legal (const WyBoard *board, const WyPos *from, const WyPos *to)
{
  const WyGame *game = wy_board_get_game (board);

  if (!wy_board_contains (board, from->x, from->y))
    return FALSE;
  if (to->x > from->x || to->y > from->y || (to->x == from->x && to->y == from->y))
    return FALSE;
  if (!wy_board_contains (board, to->x, to->y)
      || wy_board_get_status (board, to->x, to->y) == WY_STATUS_NONE)
    return FALSE;
  return wy_game_is_move (game, from->x, from->y, from->x - to->x, from->y - to->y);
}

/* Calls visit on each legal target, nearest first, until it returns TRUE. */
static gboolean
each_target (const WyBoard *board, const WyPos *from,
             gboolean (*visit) (const WyBoard *, const WyPos *, const WyPos *, gpointer),
             gpointer data)
{
  guint total = from->x + from->y;

  for (guint removed = 1; removed <= total; removed++)
    for (guint dx = 0; dx <= MIN (removed, from->x); dx++)
      {
        guint dy = removed - dx;
        WyPos to = { from->x - dx, from->y - dy };

        if (dy > from->y)
          continue;
        if (wy_play_is_legal (board, from, &to) && visit (board, from, &to, data))
          return TRUE;
      }
  return FALSE;
}

static gboolean
take_any (const WyBoard *board, const WyPos *from, const WyPos *to, gpointer data)
{
  WyPos *out = data;

  *out = *to;
  return TRUE;
}

static gboolean
take_n (const WyBoard *board, const WyPos *from, const WyPos *to, gpointer data)
{
  if (wy_board_get_status (board, to->x, to->y) != WY_STATUS_N)
    return FALSE;
  return take_any (board, from, to, data);
}

gboolean
wy_play_has_move (const WyBoard *board, const WyPos *from)
{
  WyPos to;

  /* off the board there is nothing to play (and the scan would not end) */
  if (!wy_board_contains (board, from->x, from->y))
    return FALSE;
  return each_target (board, from, take_any, &to);
}

gboolean
wy_play_reply (const WyBoard *board, const WyPos *from, WyMove *move)
{
  g_autoptr (GArray) wins = NULL;
  const WyGame *game = wy_board_get_game (board);
  WyPos to;

  if (!wy_board_contains (board, from->x, from->y))
    return FALSE;
  wins = wy_board_list_winning_moves (board, from->x, from->y);
  if (wins->len > 0)
    {
      *move = g_array_index (wins, WyMove, 0);
      return TRUE;
    }
  if (!each_target (board, from, take_n, &to) && !each_target (board, from, take_any, &to))
    return FALSE;
  move->target = to;
  move->dx = from->x - to.x;
  move->dy = from->y - to.y;
  move->status = wy_board_get_status (board, to.x, to.y);
  move->step = wy_board_get_step (board, to.x, to.y);
  move->line = wy_game_move_line (game, from->x, from->y, move->dx, move->dy);
  move->also = wy_game_move_lines_also (game, from->x, from->y, move->dx, move->dy);
  return TRUE;
}

WyPlayVerdict
wy_play_judge (const WyBoard *board, const WyPos *from, const WyPos *to)
{
  const WyGame *game = wy_board_get_game (board);

  if (!wy_play_is_legal (board, from, to))
    return WY_PLAY_ILLEGAL;
  /* From a P-position the previous player (here, the program) can block
   * every move into a P-position: that is what makes it P (docs/spec.md). */
  if (wy_game_has_blocking (game)
      && wy_board_get_status (board, from->x, from->y) == WY_STATUS_P
      && wy_board_get_status (board, to->x, to->y) == WY_STATUS_P)
    return WY_PLAY_BLOCKED;
  return WY_PLAY_LEGAL;
}
