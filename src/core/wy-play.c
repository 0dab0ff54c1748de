/* wy-play.c: "play from here": which moves are legal or blocked, and the program's
 * replies. The game's rules live here, in the core; the window only asks. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-play-private.h"

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

/* What a scan for a move looks for: a target of that status (WY_STATUS_NONE: any), not
 * among the blocked ones; found, it is *out. */
typedef struct {
  WyStatus     status;
  const WyPos *blocked;
  guint        n_blocked;
  WyPos       *out;
} Wanted;

static gboolean
take (const WyBoard *board, const WyPos *from, const WyPos *to, gpointer data)
{
  Wanted *w = data;

  if (w->status != WY_STATUS_NONE && wy_board_get_status (board, to->x, to->y) != w->status)
    return FALSE;
  if (_wy_play_holds (w->blocked, w->n_blocked, to))
    return FALSE;
  *w->out = *to;
  return TRUE;
}

gboolean
_wy_play_holds (const WyPos *ps, guint n, const WyPos *p)
{
  for (guint i = 0; i < n; i++)
    if (ps[i].x == p->x && ps[i].y == p->y)
      return TRUE;
  return FALSE;
}

static gboolean
collect (const WyBoard *board, const WyPos *from, const WyPos *to, gpointer data)
{
  Wanted *w = data;
  GArray *out = (GArray *) w->out;

  if (w->status == WY_STATUS_NONE || wy_board_get_status (board, to->x, to->y) == w->status)
    g_array_append_val (out, *to);
  return FALSE;
}

/* Nearest first, as each_target visits them: by the number taken, then by dx. */
static int
compare_nearest (gconstpointer a, gconstpointer b, gpointer data)
{
  const WyPos *p = a, *q = b, *from = data;
  guint rp = (from->x - p->x) + (from->y - p->y), rq = (from->x - q->x) + (from->y - q->y);

  if (rp != rq)
    return rp < rq ? -1 : 1;
  return p->x > q->x ? -1 : p->x < q->x;
}

GArray *
_wy_play_targets (const WyBoard *board, const WyPos *from, WyStatus status)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (WyPos));
  Wanted w = { status, NULL, 0, (WyPos *) out };
  g_autoptr (GArray) options = NULL;

  if (!wy_board_contains (board, from->x, from->y))
    return out;
  if (status != WY_STATUS_P)
    {
      each_target (board, from, collect, &w);
      return out;
    }
  /* the moves into P: the board's P-options (its P-positions, not every cell), each a
   * legal move */
  options = wy_board_list_p_options (board, from->x, from->y);
  for (guint i = 0; i < options->len; i++)
    {
      const WyPos *to = &g_array_index (options, WyMove, i).target;

      if (wy_play_is_legal (board, from, to)
          && !_wy_play_holds ((WyPos *) out->data, out->len, to))
        g_array_append_val (out, *to);
    }
  g_array_sort_with_data (out, compare_nearest, (gpointer) from);
  return out;
}

gboolean
wy_play_has_move (const WyBoard *board, const WyPos *from)
{
  WyPos to;
  Wanted w = { WY_STATUS_NONE, NULL, 0, &to };

  /* off the board there is nothing to play (and the scan would not end) */
  if (!wy_board_contains (board, from->x, from->y))
    return FALSE;
  return each_target (board, from, take, &w);
}

/* The move from 'from' to 'to' as the side panel reads it. */
static void
fill_move (const WyBoard *board, const WyPos *from, const WyPos *to, WyMove *move)
{
  const WyGame *game = wy_board_get_game (board);

  move->target = *to;
  move->dx = from->x - to->x;
  move->dy = from->y - to->y;
  move->status = wy_board_get_status (board, to->x, to->y);
  move->step = wy_board_get_step (board, to->x, to->y);
  move->line = wy_game_move_line (game, from->x, from->y, move->dx, move->dy);
  move->also = wy_game_move_lines_also (game, from->x, from->y, move->dx, move->dy);
  move->dz = move->target_z = 0;
}

gboolean
wy_play_reply (const WyBoard *board, const WyPos *from, WyMove *move)
{
  g_autoptr (GArray) wins = NULL;
  WyPos to;
  Wanted n = { WY_STATUS_N, NULL, 0, &to }, any = { WY_STATUS_NONE, NULL, 0, &to };

  if (!wy_board_contains (board, from->x, from->y))
    return FALSE;
  wins = wy_board_list_winning_moves (board, from->x, from->y);
  if (wins->len > 0)
    {
      *move = g_array_index (wins, WyMove, 0);
      return TRUE;
    }
  if (!each_target (board, from, take, &n) && !each_target (board, from, take, &any))
    return FALSE;
  fill_move (board, from, &to, move);
  return TRUE;
}

gboolean
wy_play_reply_avoiding (const WyBoard *board, const WyPos *from, const WyPos *blocked,
                        guint n_blocked, WyMove *move)
{
  g_autoptr (GArray) wins = NULL;
  g_autoptr (GArray) into_p = NULL;
  WyPos to;
  Wanted n = { WY_STATUS_N, blocked, n_blocked, &to };
  Wanted any = { WY_STATUS_NONE, blocked, n_blocked, &to };

  g_return_val_if_fail (board != NULL && from != NULL && move != NULL, FALSE);
  g_return_val_if_fail (blocked != NULL || n_blocked == 0, FALSE);
  if (!wy_board_contains (board, from->x, from->y))
    return FALSE;
  /* the first winning move the player left, as wy_play_reply takes the first */
  wins = wy_board_list_winning_moves (board, from->x, from->y);
  for (guint i = 0; i < wins->len; i++)
    if (!_wy_play_holds (blocked, n_blocked, &g_array_index (wins, WyMove, i).target))
      {
        *move = g_array_index (wins, WyMove, i);
        return TRUE;
      }
  /* from a P-position a move into P the player did not block wins too */
  into_p = _wy_play_targets (board, from, WY_STATUS_P);
  for (guint i = 0; i < into_p->len; i++)
    if (!_wy_play_holds (blocked, n_blocked, &g_array_index (into_p, WyPos, i)))
      {
        fill_move (board, from, &g_array_index (into_p, WyPos, i), move);
        return TRUE;
      }
  if (!each_target (board, from, take, &n) && !each_target (board, from, take, &any))
    return FALSE;
  fill_move (board, from, &to, move);
  return TRUE;
}

/* Whether 'from' has a move to none of blocked[0..n_blocked). */
static gboolean
has_move_avoiding (const WyBoard *board, const WyPos *from, const WyPos *blocked,
                   guint n_blocked)
{
  WyPos to;
  Wanted any = { WY_STATUS_NONE, blocked, n_blocked, &to };

  return wy_board_contains (board, from->x, from->y) && each_target (board, from, take, &any);
}

WyPlayVerdict
wy_play_judge (const WyBoard *board, const WyPos *from, const WyPos *to)
{
  g_autoptr (GArray) blocks = NULL;

  if (!wy_play_is_legal (board, from, to))
    return WY_PLAY_ILLEGAL;
  /* the program, the previous player, blocks the moves into P its budget allows: from a
   * P-position all of them (that is what makes it P, docs/spec.md §3) */
  blocks = wy_play_choose_blocks (board, from);
  if (_wy_play_holds ((WyPos *) blocks->data, blocks->len, to))
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
  GArray         *blocks;         /* WyPos: the player's blocks on the program's turn */
  GArray         *future;         /* WyPos: the moves taken back, the next last (redo) */
  gboolean        future_program_first;  /* the first of them was the program's */
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

char *
_wy_play_pos_text (const WyBoard *board, const WyPos *pos)
{
  GString *text = g_string_new (NULL);

  append_pos (text, board, pos);
  return g_string_free (text, FALSE);
}

WyPlayRecord *
wy_play_record_new (WyBoard *board, const WyPos *start, GError **error)
{
  WyPlayRecord *record;

  g_return_val_if_fail (board != NULL && start != NULL, NULL);
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
  record->blocks = g_array_new (FALSE, FALSE, sizeof (WyPos));
  record->future = g_array_new (FALSE, FALSE, sizeof (WyPos));
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
  record->future_program_first = FALSE;
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
  return has_move_avoiding (record->board, &at, (WyPos *) blocks->data, blocks->len);
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
      /* the program's first move taken back (or the turn handed over taken back) */
      record->program_first = FALSE;
      record->future_program_first = taken > 0;
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
  /* the player's move, then the program's answer when it had one */
  move_last (record->future, record->positions), redone++;
  if (record->future->len > 0)
    move_last (record->future, record->positions), redone++;
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
      if (i > 0)
        g_string_append (text, " → ");
      append_pos (text, record->board, &g_array_index (record->positions, WyPos, i));
    }
  return g_string_free (text, FALSE);
}
