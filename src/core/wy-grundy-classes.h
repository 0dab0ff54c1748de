/* wy-grundy-classes.h: the positions of one Grundy value of a line family, on boards to 2000000. */
#pragma once

#include <gio/gio.h>
#include "wy-board.h"

G_BEGIN_DECLS

/**
 * wy_grundy_class_check:
 * @game: a game
 * @size: the board side
 * @value: the Grundy value
 * @error: return location for a #GError
 *
 * Whether wy_grundy_class() can answer: line families (nim ... wytc, nimpq
 * without blocking) in normal play with block=1, value 0 .. 255, size from
 * 1 to 2000000 (less for large values and wide bands: a time model, size
 * times (value + 1) times the bands' cost at most that of value 64 at
 * 2000000 of wythoff).
 *
 * Returns: %TRUE when it can; %FALSE with @error set, one line naming the
 *   range and its limit
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_grundy_class_check (const WyGame *game, guint size, guint value, GError **error);

/**
 * wy_grundy_class:
 * @game: a line family
 * @size: the board side
 * @value: the Grundy value
 * @progress: (scope call) (nullable) (closure user_data): called with the fraction done
 * @user_data: data for @progress
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Every position (x, y), x, y < size, with Grundy value g = value, sorted
 * by y then x (each row holds at most one). The classes 0..value are swept
 * together, row by row, each in a few word operations a row.
 *
 * Returns: (transfer container) (element-type WyPos): the positions
 */
WY_AVAILABLE_IN_ALL
GArray   *wy_grundy_class       (const WyGame *game, guint size, guint value,
                                 WyProgressFunc progress, gpointer user_data,
                                 GCancellable *cancellable, GError **error);

/**
 * wy_grundy_classes:
 * @game: a line family
 * @size: the board side
 * @top: the top value
 * @progress: (scope call) (nullable) (closure user_data): called with the fraction done
 * @user_data: data for @progress
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * The classes 0..top in one sweep of each: top + 1 arrays as wy_grundy_class()'s.
 *
 * Returns: (transfer container) (element-type GArray(WyPos)): the classes
 */
WY_AVAILABLE_IN_ALL
GPtrArray *wy_grundy_classes   (const WyGame *game, guint size, guint top,
                                WyProgressFunc progress, gpointer user_data,
                                GCancellable *cancellable, GError **error);

G_END_DECLS
