/* wy-game-rule.c: games of a rule of one's own (the families moves and pile) made from an
 * expression (a game's rule and adjoin's base are read in wy-game-parse.c). */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-game-private.h"
#include "wy-rule.h"

/* A rule of one's own is a game of the family moves (two piles) or pile (one pile). */
static gboolean
check_family (WyFamily family, GError **error)
{
  if (family == WY_FAMILY_MOVES || family == WY_FAMILY_PILE)
    return TRUE;
  g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
               _("a rule of your own is a game of the family moves (two piles) or pile (one "
                 "pile), not %s"), family < WY_N_FAMILIES ? wy_family_get_name (family) : "?");
  return FALSE;
}

gboolean
wy_game_check_rule (WyFamily family, const char *expression, guint *column, GError **error)
{
  g_autoptr (WyRule) rule = NULL;

  if (!check_family (family, error))
    return FALSE;
  rule = wy_rule_new_expr (expression, family == WY_FAMILY_PILE, column, error);
  return rule != NULL;
}

WyGame *
wy_game_new_rule (WyFamily family, const char *expression, GError **error)
{
  g_autoptr (WyRule) rule = NULL;
  WyGame *game;

  if (!check_family (family, error))
    return NULL;
  rule = wy_rule_new_expr (expression, family == WY_FAMILY_PILE, NULL, error);
  if (!rule)
    return NULL;
  game = wy_game_new_default (family);
  wy_rule_unref (game->rule);
  game->rule = g_steal_pointer (&rule);
  return game;
}
