/* wy-play-blocks.c: "play from here" in games with blocking (docs/spec.md §3): before each
 * move the previous player may forbid some of the next player's moves, forgotten after it.
 * Whether a set of blocks is within the budget is the game's own rule: nimpq's reading as
 * the line rule judges it, block=Q's count; the program's blocks and its move around the
 * player's. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-line-rule.h"
#include "wy-play-private.h"

gboolean
wy_play_has_blocks (const WyGame *game)
{
  g_return_val_if_fail (game != NULL, FALSE);
  return _wy_game_blocks (game);
}

int
wy_play_blocks_left (const WyGame *game, guint n_blocked)
{
  g_return_val_if_fail (game != NULL, 0);
  if (wy_game_has_blocking (game))
    return -1;
  if (n_blocked + 1 >= wy_game_get_block (game))
    return 0;
  return (int) (wy_game_get_block (game) - 1 - n_blocked);
}

char *
wy_play_describe_budget (const WyGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);
  return _wy_game_describe_blocks (game);
}

/* The distinct targets of ts, in order. */
static GArray *
distinct (const WyPos *ts, guint n)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (WyPos));

  for (guint i = 0; i < n; i++)
    if (!_wy_play_holds ((WyPos *) out->data, out->len, &ts[i]))
      g_array_append_val (out, ts[i]);
  return out;
}

/* The budget's rule on n distinct legal moves to ts: nimpq's blocking is the line rule's
 * (every step 1: wy_line_rule_n_step is 0 when the set can all be blocked); block=Q
 * (every other family, cones and one pile too) counts the positions reached. */
static gboolean
within_budget (const WyBoard *board, const WyPos *from, const WyPos *ts, guint n)
{
  const WyGame *game = wy_board_get_game (board);
  WyLineRule rule;
  WyFoundList found;
  gboolean ok;

  if (!wy_game_has_blocking (game))
    return n < wy_game_get_block (game);
  wy_line_rule_init (&rule, game);
  wy_found_list_init (&found);
  for (guint i = 0; i < n; i++)
    wy_found_list_add (&found, from->x - ts[i].x, from->y - ts[i].y, 1);
  ok = wy_line_rule_n_step (&rule, &found) == 0;
  wy_found_list_clear (&found);
  return ok;
}

gboolean
wy_play_blocks_allowed (const WyBoard *board, const WyPos *from, const WyPos *targets,
                        guint n_targets, GError **error)
{
  g_autoptr (GArray) ts = NULL;
  g_autofree char *budget = NULL;

  g_return_val_if_fail (board != NULL && from != NULL, FALSE);
  g_return_val_if_fail (targets != NULL || n_targets == 0, FALSE);
  if (!_wy_play_is_position (board, from))
    {
      g_autofree char *at = _wy_play_pos_text (board, from);

      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("%s is not a position of this board: blocks are made before a move "
                     "from a position."), at);
      return FALSE;
    }
  ts = distinct (targets, n_targets);
  for (guint i = 0; i < ts->len; i++)
    if (!wy_play_is_legal (board, from, &g_array_index (ts, WyPos, i)))
      {
        g_autofree char *to = _wy_play_pos_text (board, &g_array_index (ts, WyPos, i));
        g_autofree char *at = _wy_play_pos_text (board, from);

        g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                     _("%s cannot be reached from %s in one move: only a move can be "
                       "blocked."), to, at);
        return FALSE;
      }
  if (within_budget (board, from, (WyPos *) ts->data, ts->len))
    return TRUE;
  budget = wy_play_describe_budget (wy_board_get_game (board));
  /* Translators: %s is the budget, e.g. "at most 2 moves" (wy_play_describe_budget) */
  g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
               g_dngettext (GETTEXT_PACKAGE,
                            "The previous player may block %s before a move: this %u move "
                            "cannot be blocked.",
                            "The previous player may block %s before a move: these %u moves "
                            "cannot all be blocked.", ts->len), budget, ts->len);
  return FALSE;
}

GArray *
wy_play_choose_blocks (const WyBoard *board, const WyPos *from)
{
  GArray *blocks = g_array_new (FALSE, FALSE, sizeof (WyPos));
  g_autoptr (GArray) into_p = NULL;
  const WyGame *game;

  g_return_val_if_fail (board != NULL && from != NULL, blocks);
  game = wy_board_get_game (board);
  if (!wy_play_has_blocks (game))
    return blocks;
  into_p = _wy_play_targets (board, from, WY_STATUS_P);
  /* greedily, nearest first: a move that still fits is blocked */
  for (guint i = 0; i < into_p->len; i++)
    {
      g_array_append_val (blocks, g_array_index (into_p, WyPos, i));
      if (!within_budget (board, from, (WyPos *) blocks->data, blocks->len))
        g_array_set_size (blocks, blocks->len - 1);
    }
  return blocks;
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
