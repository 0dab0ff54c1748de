/* wy-play-record.c: a game of "play from here" and its record: the start and the positions
 * moved to, the blocks of the turn, take back and redo. It judges the player's moves
 * (wy_play_judge) and makes the program's (wy_play_reply_avoiding). */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-play-private.h"

struct _WyPlayRecord
{
  gatomicrefcount ref;
  WyBoard        *board;
  GArray         *positions;      /* WyPos: the start, then each position moved to */
  gboolean        program_first;  /* the program made the first move */
  GArray         *blocks;         /* WyPos: the player's blocks on the program's turn */
  GArray         *future;         /* WyPos: the moves taken back, the next last (redo) */
  GArray         *future_blocks;  /* WyPos: the player's blocks on the program's turn the
                                   * last redo comes back to (a player's move taken back
                                   * alone) */
  gboolean        future_program_first;  /* the first of them was the program's */
};

WyPlayRecord *
wy_play_record_new (WyBoard *board, const WyPos *start, GError **error)
{
  WyPlayRecord *record;

  g_return_val_if_fail (board != NULL && start != NULL, NULL);
  /* a game play does not play has no record, on its board or a slice of its cube */
  if (!wy_play_is_available (wy_board_get_game (board), error))
    return NULL;
  if (!_wy_play_is_position (board, start))
    {
      g_autofree char *at = _wy_play_pos_text (board, start);

      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("%s is not a position of this board: a game starts from a position."), at);
      return NULL;
    }
  record = g_new0 (WyPlayRecord, 1);
  g_atomic_ref_count_init (&record->ref);
  record->board = wy_board_ref (board);
  record->positions = g_array_new (FALSE, FALSE, sizeof (WyPos));
  record->blocks = g_array_new (FALSE, FALSE, sizeof (WyPos));
  record->future = g_array_new (FALSE, FALSE, sizeof (WyPos));
  record->future_blocks = g_array_new (FALSE, FALSE, sizeof (WyPos));
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
  g_array_unref (record->blocks);
  g_array_unref (record->future);
  g_array_unref (record->future_blocks);
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

/* A new move: the blocks of the turn are forgotten, and the moves taken back with them. */
static void
moved (WyPlayRecord *record, const WyPos *to)
{
  g_array_append_val (record->positions, *to);
  g_array_set_size (record->blocks, 0);
  g_array_set_size (record->future, 0);
  g_array_set_size (record->future_blocks, 0);
  record->future_program_first = FALSE;
}

/* to holds the positions of blocks, and nothing else. */
static void
copy_blocks (GArray *to, const GArray *blocks)
{
  g_array_set_size (to, 0);
  g_array_append_vals (to, blocks->data, blocks->len);
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
    moved (record, to);
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
  /* before the first move the player has blocked nothing (record->blocks is empty) */
  if (!wy_play_reply_avoiding (record->board, &from, (WyPos *) record->blocks->data,
                               record->blocks->len, &reply))
    return FALSE;
  if (n == 0)
    record->program_first = TRUE;
  moved (record, &reply.target);
  if (move != NULL)
    *move = reply;
  return TRUE;
}

GArray *
wy_play_record_get_blocks (const WyPlayRecord *record)
{
  WyPos at;

  g_return_val_if_fail (record != NULL, NULL);
  if (!wy_play_record_is_players_turn (record))
    return g_array_copy (record->blocks);
  wy_play_record_get_position (record, &at);
  return wy_play_choose_blocks (record->board, &at);
}

gboolean
wy_play_record_toggle_block (WyPlayRecord *record, const WyPos *target, GError **error)
{
  WyPos at;

  g_return_val_if_fail (record != NULL && target != NULL, FALSE);
  if (wy_play_record_is_players_turn (record))
    return g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                                _("Blocks are made before the program's move; now it is "
                                  "yours.")), FALSE;
  for (guint i = 0; i < record->blocks->len; i++)
    if (g_array_index (record->blocks, WyPos, i).x == target->x
        && g_array_index (record->blocks, WyPos, i).y == target->y)
      {
        g_array_remove_index (record->blocks, i);
        return TRUE;
      }
  wy_play_record_get_position (record, &at);
  g_array_append_val (record->blocks, *target);
  if (wy_play_blocks_allowed (record->board, &at, (WyPos *) record->blocks->data,
                              record->blocks->len, error))
    return TRUE;
  g_array_set_size (record->blocks, record->blocks->len - 1);
  return FALSE;
}

gboolean
wy_play_record_has_move (const WyPlayRecord *record)
{
  g_autoptr (GArray) blocks = NULL;
  WyPos at;

  g_return_val_if_fail (record != NULL, FALSE);
  wy_play_record_get_position (record, &at);
  blocks = wy_play_record_get_blocks (record);
  return _wy_play_has_move_avoiding (record->board, &at, (WyPos *) blocks->data, blocks->len);
}

WyPlayWinner
wy_play_record_get_winner (const WyPlayRecord *record)
{
  gboolean players_turn, mover_wins;

  g_return_val_if_fail (record != NULL, WY_PLAY_NO_WINNER);
  if (wy_play_record_has_move (record))
    return WY_PLAY_NO_WINNER;
  /* the side to move cannot move: the last mover wins in normal play, loses in misère */
  players_turn = wy_play_record_is_players_turn (record);
  mover_wins = wy_game_is_misere (wy_board_get_game (record->board));
  return players_turn == mover_wins ? WY_PLAY_PLAYER_WINS : WY_PLAY_PROGRAM_WINS;
}

/* The last position of from, moved to the end of to: a move taken back onto the moves to
 * redo (record->future), or made again. */
static void
move_last (GArray *from, GArray *to)
{
  g_array_append_val (to, g_array_index (from, WyPos, from->len - 1));
  g_array_set_size (from, from->len - 1);
}

guint
wy_play_record_take_back (WyPlayRecord *record)
{
  guint taken = 0;

  g_return_val_if_fail (record != NULL, 0);
  /* the program's turn after the player's move: that move alone is taken back, the first
   * of the moves to redo (none waited: a move forgets them, a redo ends here after its
   * last), and the player's blocks wait with it, to come back with it */
  if (record->positions->len > 1 && !wy_play_record_is_players_turn (record))
    copy_blocks (record->future_blocks, record->blocks);
  g_array_set_size (record->blocks, 0);
  /* the program's last move, then the player's before it */
  if (record->positions->len > 1
      && programs_move (record, record->positions->len - 2))
    move_last (record->positions, record->future), taken++;
  if (record->positions->len > 1
      && !programs_move (record, record->positions->len - 2))
    move_last (record->positions, record->future), taken++;
  if (record->positions->len == 1 && record->program_first)
    {
      /* the program's first move taken back, or the turn handed over taken back: then
       * the move waiting to be redone, if any, is still whoever's it was */
      record->program_first = FALSE;
      if (taken > 0)
        record->future_program_first = TRUE;
    }
  return taken;
}

gboolean
wy_play_record_hand_over (WyPlayRecord *record)
{
  g_return_val_if_fail (record != NULL, FALSE);
  if (record->positions->len > 1)
    return FALSE;
  record->program_first = TRUE;
  return TRUE;
}

guint
wy_play_record_get_n_redo (const WyPlayRecord *record)
{
  g_return_val_if_fail (record != NULL, 0);
  return record->future->len;
}

guint
wy_play_record_redo (WyPlayRecord *record)
{
  guint redone = 0;

  g_return_val_if_fail (record != NULL, 0);
  if (record->future->len == 0 || !wy_play_record_is_players_turn (record))
    return 0;
  g_array_set_size (record->blocks, 0);
  if (record->positions->len == 1 && record->future_program_first)
    {
      /* the program started: its first move alone, back to the player's turn */
      record->program_first = TRUE;
      record->future_program_first = FALSE;
      move_last (record->future, record->positions);
      return 1;
    }
  /* the player's move, then the program's answer when it had one; else the program's turn
   * again, with the blocks the player had made on it */
  move_last (record->future, record->positions), redone++;
  if (record->future->len > 0)
    move_last (record->future, record->positions), redone++;
  else
    copy_blocks (record->blocks, record->future_blocks);
  return redone;
}

char *
wy_play_record_to_string (const WyPlayRecord *record)
{
  GString *text;

  g_return_val_if_fail (record != NULL, NULL);
  text = g_string_new (NULL);
  for (guint i = 0; i < record->positions->len; i++)
    {
      g_autofree char *pos = _wy_play_pos_text (record->board,
                                                &g_array_index (record->positions, WyPos, i));

      if (i > 0)
        g_string_append (text, " → ");
      g_string_append (text, pos);
    }
  return g_string_free (text, FALSE);
}
