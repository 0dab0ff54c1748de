/* wy-play.c: "play from here": which moves are legal or blocked, and the program's
 * replies. The game's rules live here, in the core; the window only asks. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-game-private.h"
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
   * every move into a P-position: that is what makes it P (docs/spec.md),
   * under nimpq's typed blocking and under block=Q alike. */
  if (_wy_game_blocks (game)
      && wy_board_get_status (board, from->x, from->y) == WY_STATUS_P
      && wy_board_get_status (board, to->x, to->y) == WY_STATUS_P)
    return WY_PLAY_BLOCKED;
  return WY_PLAY_LEGAL;
}

/* ---- the record of a game ---- */

struct _WyPlayRecord
{
  gatomicrefcount ref;
  WyBoard        *board;
  GArray         *positions;      /* WyPos: the start, then each position moved to */
  gboolean        program_first;  /* the program made the first move */
};

/* A position as the window's side panel writes it: "(6, 8)", a one-pile game's "9". */
static void
append_pos (GString *text, const WyBoard *board, const WyPos *pos)
{
  if (wy_board_is_one_pile (board))
    g_string_append_printf (text, "%u", pos->x);
  else
    g_string_append_printf (text, "(%u, %u)", pos->x, pos->y);
}

WyPlayRecord *
wy_play_record_new (WyBoard *board, const WyPos *start, GError **error)
{
  WyPlayRecord *record;

  g_return_val_if_fail (board != NULL && start != NULL, NULL);
  /* a game play does not play has no record, on its board or a slice of its cube */
  if (!wy_play_is_available (wy_board_get_game (board), error))
    return NULL;
  if (!wy_board_contains (board, start->x, start->y)
      || wy_board_get_status (board, start->x, start->y) == WY_STATUS_NONE)
    {
      g_autoptr (GString) at = g_string_new (NULL);

      append_pos (at, board, start);
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("%s is not a position of this board: a game starts from a position."),
                   at->str);
      return NULL;
    }
  record = g_new0 (WyPlayRecord, 1);
  g_atomic_ref_count_init (&record->ref);
  record->board = wy_board_ref (board);
  record->positions = g_array_new (FALSE, FALSE, sizeof (WyPos));
  g_array_append_val (record->positions, *start);
  return record;
}

WyPlayRecord *
wy_play_record_ref (WyPlayRecord *record)
{
  g_return_val_if_fail (record != NULL, NULL);
  g_atomic_ref_count_inc (&record->ref);
  return record;
}

void
wy_play_record_unref (WyPlayRecord *record)
{
  g_return_if_fail (record != NULL);
  if (!g_atomic_ref_count_dec (&record->ref))
    return;
  wy_board_unref (record->board);
  g_array_unref (record->positions);
  g_free (record);
}

void
wy_play_record_get_position (const WyPlayRecord *record, WyPos *pos)
{
  g_return_if_fail (record != NULL && pos != NULL);
  *pos = g_array_index (record->positions, WyPos, record->positions->len - 1);
}

guint
wy_play_record_get_n_moves (const WyPlayRecord *record)
{
  g_return_val_if_fail (record != NULL, 0);
  return record->positions->len - 1;
}

/* Whether move i (from 0) was the program's. */
static gboolean
programs_move (const WyPlayRecord *record, guint i)
{
  return (i % 2 == 0) == record->program_first;
}

gboolean
wy_play_record_is_players_turn (const WyPlayRecord *record)
{
  g_return_val_if_fail (record != NULL, FALSE);
  return !programs_move (record, wy_play_record_get_n_moves (record));
}

WyPlayVerdict
wy_play_record_play (WyPlayRecord *record, const WyPos *to)
{
  WyPos from;
  WyPlayVerdict verdict;

  g_return_val_if_fail (record != NULL && to != NULL, WY_PLAY_ILLEGAL);
  if (!wy_play_record_is_players_turn (record))
    return WY_PLAY_ILLEGAL;
  wy_play_record_get_position (record, &from);
  verdict = wy_play_judge (record->board, &from, to);
  if (verdict == WY_PLAY_LEGAL)
    g_array_append_val (record->positions, *to);
  return verdict;
}

gboolean
wy_play_record_answer (WyPlayRecord *record, WyMove *move)
{
  guint n;
  WyPos from;
  WyMove reply;

  g_return_val_if_fail (record != NULL, FALSE);
  n = wy_play_record_get_n_moves (record);
  if (n > 0 && wy_play_record_is_players_turn (record))
    return FALSE;
  wy_play_record_get_position (record, &from);
  if (!wy_play_reply (record->board, &from, &reply))
    return FALSE;
  if (n == 0)
    record->program_first = TRUE;
  g_array_append_val (record->positions, reply.target);
  if (move != NULL)
    *move = reply;
  return TRUE;
}

guint
wy_play_record_take_back (WyPlayRecord *record)
{
  guint taken = 0;

  g_return_val_if_fail (record != NULL, 0);
  /* the program's last move, then the player's before it */
  if (record->positions->len > 1
      && programs_move (record, record->positions->len - 2))
    taken++;
  if (record->positions->len - taken > 1
      && !programs_move (record, record->positions->len - 2 - taken))
    taken++;
  g_array_set_size (record->positions, record->positions->len - taken);
  if (record->positions->len == 1)
    record->program_first = FALSE;
  return taken;
}

char *
wy_play_record_to_string (const WyPlayRecord *record)
{
  GString *text;

  g_return_val_if_fail (record != NULL, NULL);
  text = g_string_new (NULL);
  for (guint i = 0; i < record->positions->len; i++)
    {
      if (i > 0)
        g_string_append (text, " → ");
      append_pos (text, record->board, &g_array_index (record->positions, WyPos, i));
    }
  return g_string_free (text, FALSE);
}
