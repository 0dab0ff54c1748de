/* wy-game.c: what a game is: copied, compared, printed as a rule string, its fields read; games
 * are made in wy-game-parse.c, the family table is in wy-family.c, the legal moves in
 * wy-game-moves.c, rules of one's own in wy-game-rule.c. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-game-private.h"
#include "wy-rule.h"

WyGame *
wy_game_copy (const WyGame *game)
{
  WyGame *copy = g_memdup2 (game, sizeof *game);

  if (game->gen_a)
    {
      copy->gen_a = g_array_copy (game->gen_a);
      copy->gen_b = g_array_copy (game->gen_b);
    }
  if (game->rule)
    wy_rule_ref (game->rule);
  return copy;
}

void
wy_game_free (WyGame *game)
{
  if (!game)
    return;
  g_clear_pointer (&game->gen_a, g_array_unref);
  g_clear_pointer (&game->gen_b, g_array_unref);
  g_clear_pointer (&game->rule, wy_rule_unref);
  g_free (game);
}

gboolean
wy_game_equal (const WyGame *a, const WyGame *b)
{
  return a->family == b->family && a->reading == b->reading && a->misere == b->misere
         && memcmp (a->param, b->param, sizeof a->param) == 0
         && g_strcmp0 (wy_game_get_rule_text (a), wy_game_get_rule_text (b)) == 0;
}

char *
wy_game_to_string (const WyGame *game)
{
  const WyFamilyInfo *info = _wy_family_info (game->family);
  GString *s = g_string_new (info->name);
  char sep = ':';

  if (game->family == WY_FAMILY_NIM3 || game->family == WY_FAMILY_WYTHOFF3)
    {
      g_string_assign (s, game->family == WY_FAMILY_NIM3 ? "nim:heaps=3" : "wythoff:heaps=3");
      sep = ',';
    }

  if (game->rule)
    {
      g_string_append_printf (s, ":%s=%s", game->family == WY_FAMILY_ADJOIN ? "base" : "rule",
                              wy_rule_get_text (game->rule));
      sep = ',';
    }
  for (guint k = 0; k < info->n_keys; k++)
    {
      /* block=1 (no blocking) is left out, so rules keep their old form */
      if (info->keys[k].param == WY_PARAM_BLOCK && game->param[WY_PARAM_BLOCK] == 1)
        continue;
      g_string_append_printf (s, "%c%s=%d", sep, info->keys[k].key,
                              game->param[info->keys[k].param]);
      sep = ',';
    }
  if (game->family == WY_FAMILY_NIMPQ && game->reading != WY_READING_LINECOUNT)
    {
      g_string_append_printf (s, "%creading=%s", sep, wy_reading_get_name (game->reading));
      sep = ',';
    }
  if (game->misere)
    g_string_append_printf (s, "%cplay=misere", sep);
  return g_string_free (s, FALSE);
}

WyFamily
wy_game_get_family (const WyGame *game)
{
  return game->family;
}

int
wy_game_get_param (const WyGame *game, WyParam param)
{
  g_return_val_if_fail (param < WY_N_PARAMS, 0);
  return game->param[param];
}

WyReading
wy_game_get_reading (const WyGame *game)
{
  return game->reading;
}

gboolean
wy_game_is_misere (const WyGame *game)
{
  return game->misere;
}

gboolean
wy_game_is_one_pile (const WyGame *game)
{
  if (game->family == WY_FAMILY_ADJOIN)
    return wy_game_is_one_pile (_wy_game_get_base (game));
  return _wy_family_info (game->family)->one_pile;
}

gboolean
wy_game_is_custom (const WyGame *game)
{
  return game->rule != NULL;
}

WyGroup
_wy_family_get_group (WyFamily family)
{
  g_return_val_if_fail (family < WY_N_FAMILIES, WY_GROUP_RULES);
  return _wy_family_info (family)->group;
}

guint
wy_game_get_heaps (const WyGame *game)
{
  g_return_val_if_fail (game != NULL, 2);
  if (game->family == WY_FAMILY_ADJOIN)
    return wy_game_get_heaps (_wy_game_get_base (game));
  if (game->rule && !wy_game_is_one_pile (game))
    return wy_rule_is_heaps3 (game->rule) ? 3 : 2;
  if (_wy_family_info (game->family)->group == WY_GROUP_HEAPS3)
    return 3;
  return wy_game_is_one_pile (game) ? 1 : 2;
}

WyGroup
_wy_game_get_group (const WyGame *game)
{
  WyGroup group = _wy_family_info (game->family)->group;

  if (game->rule && group == WY_GROUP_RULES && wy_game_get_heaps (game) == 3)
    return WY_GROUP_HEAPS3;

  if (game->param[WY_PARAM_BLOCK] > 1 && group == WY_GROUP_LINES)
    return WY_GROUP_LINES_BLOCK;
  if (game->param[WY_PARAM_BLOCK] > 1 && group == WY_GROUP_CONES)
    return WY_GROUP_CONES_BLOCK;
  return group;
}

const char *
wy_game_get_rule_text (const WyGame *game)
{
  return game->rule ? wy_rule_get_text (game->rule) : NULL;
}

const WyRule *
_wy_game_get_rule (const WyGame *game)
{
  return game->rule;
}

const WyGame *
_wy_game_get_base (const WyGame *game)
{
  return game->rule ? wy_rule_get_base (game->rule) : NULL;
}

gboolean
wy_game_has_blocking (const WyGame *game)
{
  return game->family == WY_FAMILY_NIMPQ
         && (game->param[WY_PARAM_P] > 1 || game->param[WY_PARAM_Q] > 1);
}

gboolean
_wy_game_blocks (const WyGame *game)
{
  return wy_game_has_blocking (game) || wy_game_get_block (game) > 1;
}

char *
_wy_game_describe_blocks (const WyGame *game)
{
  if (wy_game_has_blocking (game))
    /* Translators: nimpq's blocking budget; %s is a reading: linecount, abstract or sec7 */
    return g_strdup_printf (_("up to %d diagonal-type and %d row/column-type moves "
                              "(reading: %s)"),
                            wy_game_get_param (game, WY_PARAM_P) - 1,
                            wy_game_get_param (game, WY_PARAM_Q) - 1,
                            wy_reading_get_name (wy_game_get_reading (game)));
  if (wy_game_get_block (game) > 1)
    /* Translators: block=Q's budget, %u is Q - 1 */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "at most %u move", "at most %u moves",
                                         wy_game_get_block (game) - 1),
                            wy_game_get_block (game) - 1);
  return g_strdup (_("no move"));
}

const guint *
wy_game_get_generators (const WyGame *game, const guint **b, guint *n)
{
  *n = game->gen_a ? game->gen_a->len : 0;
  *b = game->gen_b ? (const guint *) game->gen_b->data : NULL;
  return game->gen_a ? (const guint *) game->gen_a->data : NULL;
}

guint
wy_game_get_block (const WyGame *game)
{
  return (guint) game->param[WY_PARAM_BLOCK];
}

gboolean
wy_game_has_memory (const WyGame *game)
{
  return game->family == WY_FAMILY_IMITATION;
}

gboolean
wy_game_has_grundy (const WyGame *game)
{
  return !game->misere && !wy_game_has_blocking (game) && !wy_game_has_memory (game);
}

gboolean
wy_game_check_grundy (const WyGame *game, GError **error)
{
  g_return_val_if_fail (game != NULL, FALSE);
  if (wy_game_has_grundy (game))
    return TRUE;
  _wy_game_refuse (game, error,
                   _("%s has no Grundy values: they are defined in normal play without "
                     "nimpq's blocking (p = q = 1) or imitation's memory (block=Q has them, "
                     "f^Q)"));
  return FALSE;
}

gboolean
wy_game_is_symmetric (const WyGame *game)
{
  /* a rule of your own may treat the piles differently; Larsson's adjoin
   * keeps its base's symmetry (its P-positions are as symmetric) */
  if (game->family == WY_FAMILY_MOVES)
    return FALSE;
  if (_wy_family_info (game->family)->group == WY_GROUP_HEAPS3)
    return TRUE;
  if (game->family == WY_FAMILY_ADJOIN)
    return wy_game_is_symmetric (_wy_game_get_base (game));
  return game->family != WY_FAMILY_WYTC || game->param[WY_PARAM_B] == game->param[WY_PARAM_C];
}

guint
wy_game_first_position (const WyGame *game)
{
  return game->family == WY_FAMILY_UPMARK ? 1 : 0;
}
