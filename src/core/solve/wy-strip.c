/* wy-strip.c: the Grundy values of a long strip x < R, y < N: its check and its entry, each game's strip engine and longest strip named by its group's descriptor (the engines: grundy/wy-grundy-strip*.c). */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-analysis-private.h"
#include "wy-engine.h"

guint
wy_grundy_strip_game_max_length (const WyGame *game, guint rows)
{
  const WyEngineDesc *desc = _wy_engine_desc (game);

  return desc->strip_max_length ? desc->strip_max_length (game, rows)
                                : wy_grundy_strip_max_length (rows);
}

/* The length's refusal: nim's and wythoff's plain strip's as it was (their limit is the
 * rows' alone), the others' naming the game. */
static void
strip_length_error (const WyGame *game, guint rows, guint max, guint length, GError **error)
{
  g_autofree char *rule = wy_game_to_string (game);

  if (_wy_game_get_group (game) == WY_GROUP_LINES
      && !_wy_grundy_strip_lines_counted (game, rows))
    g_set_error (error, WY_ERROR, length < 1 ? WY_ERROR_RANGE : WY_ERROR_MEMORY,
                 g_dngettext (GETTEXT_PACKAGE,
                              "a strip of %u row reaches from 1 to %u (a budget of a few "
                              "seconds and %u cells), not %u",
                              "a strip of %u rows reaches from 1 to %u (a budget of a few "
                              "seconds and %u cells), not %u", rows),
                 rows, max, WY_STRIP_MAX_CELLS, length);
  else
    g_set_error (error, WY_ERROR, length < 1 ? WY_ERROR_RANGE : WY_ERROR_MEMORY,
                 g_dngettext (GETTEXT_PACKAGE,
                              "a strip of %u row of %s reaches from 1 to %u (a budget of a few "
                              "seconds and %u cells), not %u",
                              "a strip of %u rows of %s reaches from 1 to %u (a budget of a few "
                              "seconds and %u cells), not %u", rows),
                 rows, rule, max, WY_STRIP_MAX_CELLS, length);
}

gboolean
wy_grundy_strip_check (const WyGame *game, guint rows, guint length, GError **error)
{
  g_autofree char *rule = wy_game_to_string (game);
  const WyEngineDesc *desc = _wy_engine_desc (game);
  guint max;

  if (wy_game_has_blocking (game) && !wy_game_is_misere (game))
    {
      /* nimpq's typed blocking: a row move into any of a row's P-positions
       * is legal, so once a row holds q of them, every cell further along
       * it is N */
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("%s has blocking: its strip's Grundy values are not computed, and the "
                     "rows of its P-set are finite (a row holds a bounded number of "
                     "P-positions), so they have no period"), rule);
      return FALSE;
    }
  if (desc->strip == NULL || !wy_game_has_grundy (game))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("the Grundy values of a strip are computed for the line families (nim, "
                     "wythoff, fraenkel, wyt, wytc) and the cone families (stwythoff, "
                     "restricted, gamma) in normal play, block=Q too, not for %s"), rule);
      return FALSE;
    }
  if (rows < 1 || rows > WY_STRIP_MAX_ROWS)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("%u rows are out of range: the rows must be from 1 to %u"), rows,
                   WY_STRIP_MAX_ROWS);
      return FALSE;
    }
  max = wy_grundy_strip_game_max_length (game, rows);
  if (length < 1 || length > max)
    {
      strip_length_error (game, rows, max, length, error);
      return FALSE;
    }
  return TRUE;
}

gint32 *
wy_grundy_strip (const WyGame *game, guint rows, guint length, WyProgressFunc progress,
                 gpointer user_data, GCancellable *cancellable, GError **error)
{
  if (!wy_grundy_strip_check (game, rows, length, error))
    return NULL;
  return _wy_engine_desc (game)->strip (game, rows, length, progress, user_data, cancellable,
                                        error);
}
