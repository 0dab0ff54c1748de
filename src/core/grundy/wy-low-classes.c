/* wy-low-classes.c: the Grundy classes 0..K of a line-family board too large for dense Grundy values. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-grundy-classes.h"
#include "wy-grundy-private.h"
#include "wy-low-classes.h"

#define NONE G_MAXUINT32

struct _WyLowClasses {
  gatomicrefcount  ref;
  WyGame          *game;
  guint            size;
  guint            top;
  guint32         *xs;      /* xs[y * (top + 1) + v]: the x of value v in row y, or NONE */
  guint           *counts;  /* cells of each value */
};

WyLowClasses *
wy_low_classes_compute (const WyGame *game, guint size, guint top, WyProgressFunc progress,
                        gpointer user_data, GCancellable *cancellable, GError **error)
{
  WyLowClasses *lc;

  g_return_val_if_fail (game != NULL, NULL);
  if (top > WY_LOW_CLASSES_MAX_TOP)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("the highest Grundy class shown must be from 0 to %u, not %u"),
                   WY_LOW_CLASSES_MAX_TOP, top);
      return NULL;
    }
  if (!wy_grundy_class_check (game, size, top, error))
    return NULL;
  lc = g_new0 (WyLowClasses, 1);
  g_atomic_ref_count_init (&lc->ref);
  lc->game = wy_game_copy (game);
  lc->size = size;
  lc->top = top;
  lc->counts = g_new0 (guint, top + 1);
  /* one sweep of each class 0..top, its table kept as it is */
  lc->xs = _wy_grundy_classes_table (game, size, top, lc->counts, progress, user_data,
                                     cancellable, error);
  if (lc->xs == NULL)
    {
      wy_low_classes_unref (lc);
      return NULL;
    }
  return lc;
}

WyLowClasses *
wy_low_classes_ref (WyLowClasses *classes)
{
  g_return_val_if_fail (classes != NULL, NULL);
  g_atomic_ref_count_inc (&classes->ref);
  return classes;
}

void
wy_low_classes_unref (WyLowClasses *classes)
{
  if (classes == NULL || !g_atomic_ref_count_dec (&classes->ref))
    return;
  wy_game_free (classes->game);
  g_free (classes->xs);
  g_free (classes->counts);
  g_free (classes);
}

const WyGame *
wy_low_classes_get_game (const WyLowClasses *classes)
{
  return classes->game;
}

guint
wy_low_classes_get_size (const WyLowClasses *classes)
{
  return classes->size;
}

guint
wy_low_classes_get_top (const WyLowClasses *classes)
{
  return classes->top;
}

int
wy_low_classes_get_value (const WyLowClasses *classes, guint x, guint y)
{
  guint n = classes->top + 1;
  const guint32 *row;

  if (x >= classes->size || y >= classes->size)
    return -1;
  row = classes->xs + (gsize) y * n;
  for (guint v = 0; v < n; v++)
    if (row[v] == x)
      return (int) v;
  return -1;
}

guint
wy_low_classes_get_x (const WyLowClasses *classes, guint y, guint value)
{
  guint32 x;

  if (y >= classes->size || value > classes->top)
    return G_MAXUINT;
  x = classes->xs[(gsize) y * (classes->top + 1) + value];
  return x == NONE ? G_MAXUINT : x;
}

guint
wy_low_classes_count (const WyLowClasses *classes, guint value)
{
  return value <= classes->top ? classes->counts[value] : 0;
}
