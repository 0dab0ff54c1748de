/* wy-limit.c: which games have a limit of x_n / n, and its value from the Perron root (paper 000 section 6). */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-recursion.h"

gboolean
wy_limit_supported (const WyGame *game, GError **error)
{
  switch (wy_game_get_family (game))
    {
    case WY_FAMILY_WYTHOFF:
    case WY_FAMILY_FRAENKEL:
    case WY_FAMILY_WYT:
    case WY_FAMILY_NIMPQ:
      return TRUE;
    default:
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("limit is defined for the families wythoff, fraenkel, wyt and nimpq, not %s"),
                   wy_family_get_name (wy_game_get_family (game)));
      return FALSE;
    }
}

gboolean
wy_limit_perron (const WyGame *game, double *root, double *limit, const char **why)
{
  WyFamily family = wy_game_get_family (game);
  int a = family == WY_FAMILY_WYTHOFF ? 1 : wy_game_get_param (game, WY_PARAM_A);
  int b = family == WY_FAMILY_WYTHOFF || family == WY_FAMILY_FRAENKEL
          ? 1 : wy_game_get_param (game, WY_PARAM_B);

  /* the reasons are part of the fixed output of `wythoff limit`: untranslated */
  *why = NULL;
  if (wy_game_is_misere (game))
    *why = "paper 000 gives it for normal play only";
  else if (wy_game_has_blocking (game))
    *why = "for p > 1 or q > 1 paper 000 only conjectures a limit";
  else if (a < 1)
    *why = "a must be at least 1";
  else if (!wy_perron_limit (a, b, root, limit))
    *why = "the Perron root is not defined for these parameters";
  return *why == NULL;
}
