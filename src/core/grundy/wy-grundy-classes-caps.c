/* wy-grundy-classes-caps.c: how large a board the sweep of the Grundy classes takes within
 * the memory and time budgets, and the check of a class's query against it. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-analysis-private.h"
#include "wy-game-private.h"
#include "wy-grundy-classes.h"

#define WY_CLASS_SIZE_MAX 2000000u
/* the open lines of every class (some 3 bits a row each) and the x of
 * each class kept */
#define WY_CLASS_BUDGET ((guint64) 1 << 30)
/* The time model (row_work): a row costs each class some 32 units, one
 * more for each 16 classes (their lines share the cache), and one more for
 * each column, diagonal and row its cell closes or reads (the bands: b,
 * 2a - 1, c - 1). Measured (G = 15 at 500000, the two-core
 * machine under load): 44 ns a row and class for wythoff (so some 1.4 ns a
 * unit), 0.5 ns more for each unit of b and 2a (wyt:a=100,b=100), 1.5 ns
 * for each of c (wytc:c=100). The budget is the work of wythoff's G = 64
 * at 2 10^6: 5.5 s of processor time (5.7 s wall, median of 3); G = 255
 * at 507812 took 7.2 s (55 ns a row and class): hence the term in G. */
#define WY_CLASS_WORK ((guint64) 2000000 * 65 * 40)

/* The bytes a row keeps to sweep the classes 0..top: the open column and
 * diagonals of each class (3 bits and their summaries) and the x of the
 * classes kept (all of them, for wy_grundy_classes). */
static guint64
row_bytes (guint top)
{
  return (guint64) (top + 1) * 4 / 8 + 4 * (guint64) (top + 1);
}

/* The work of a row (WY_CLASS_WORK). */
static guint64
row_work (const WyGame *game, guint top)
{
  guint a, b, c;

  wy_game_get_bands (game, &a, &b, &c);
  return ((guint64) top + 1) * (32 + ((guint64) top + 1) / 16 + b + 2 * (guint64) a + c);
}

guint
_wy_grundy_class_max_size (const WyGame *game, guint value, const char **reason)
{
  guint64 by_memory = WY_CLASS_BUDGET / row_bytes (value);
  guint64 by_time = WY_CLASS_WORK / row_work (game, value);
  guint max = (guint) MIN (WY_CLASS_SIZE_MAX, MIN (by_memory, by_time));

  if (reason)
    *reason = max == WY_CLASS_SIZE_MAX ? _("the largest board of the sweep")
              : by_time < by_memory ? _("a fixed cap of a few seconds' work")
              : _("the memory budget of 1 GiB");
  if (_wy_game_get_group (game) != WY_GROUP_LINES || !wy_game_has_grundy (game))
    return 0;
  return max;
}

gboolean
wy_grundy_class_check (const WyGame *game, guint size, guint value, GError **error)
{
  g_autofree char *rule = wy_game_to_string (game);
  const char *reason;

  if (_wy_game_get_group (game) != WY_GROUP_LINES || !wy_game_has_grundy (game))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("the positions of one Grundy value are swept for the line families "
                     "(nim, wythoff, fraenkel, wyt, wytc) in normal play without blocking, "
                     "not for %s"), rule);
      return FALSE;
    }
  if (value > WY_CLASS_VALUE_MAX)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("Grundy value %u is out of range: the value must be from 0 to %u"), value,
                   WY_CLASS_VALUE_MAX);
      return FALSE;
    }
  guint max = _wy_grundy_class_max_size (game, value, &reason);
  if (size < 1)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("board size %u is out of range for the positions of Grundy value %u: "
                     "the size must be from 1 to %u"), size, value, max);
      return FALSE;
    }
  if (size > max)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("board size %u is out of range for the positions of Grundy value %u: "
                     "the size must be from 1 to %u (%s)"), size, value, max, reason);
      return FALSE;
    }
  return TRUE;
}
