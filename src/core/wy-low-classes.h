/* wy-low-classes.h: the Grundy classes 0..K of a line-family board too large for dense Grundy values. */
#pragma once

#include <gio/gio.h>
#include "wy-board.h"

G_BEGIN_DECLS

/**
 * WY_LOW_CLASSES_DEFAULT_TOP:
 *
 * The top class K shown (classes 0 .. K) unless the caller asks for others.
 */
#define WY_LOW_CLASSES_DEFAULT_TOP 7u
/**
 * WY_LOW_CLASSES_MAX_TOP:
 *
 * The greatest top class K a caller may ask for.
 */
#define WY_LOW_CLASSES_MAX_TOP 31u

/**
 * WyGrundyViewKind:
 * @WY_GRUNDY_VIEW_NONE: no values: none defined (blocking, memory, misère) or
 *   the side too large
 * @WY_GRUNDY_VIEW_DENSE: every value: wy_solve() with %WY_NEED_GRUNDY
 * @WY_GRUNDY_VIEW_CLASSES: beyond the dense cap: the classes 0 .. K alone
 *   (wy_low_classes_compute())
 *
 * How a Grundy view of a game on a board of a given side gets its values
 * (wy_grundy_view_kind()).
 */
typedef enum {
  WY_GRUNDY_VIEW_NONE,
  WY_GRUNDY_VIEW_DENSE,
  WY_GRUNDY_VIEW_CLASSES,
} WyGrundyViewKind;

/**
 * wy_grundy_view_kind:
 * @game: a game
 * @size: the board side
 *
 * How a Grundy view of the game on a board of this side gets its values:
 * every value (wy_solve() with %WY_NEED_GRUNDY), the classes 0 .. K alone
 * beyond the dense cap (wy_low_classes_compute()), or none (no values
 * defined: blocking, memory, misère; or the side too large).
 *
 * Returns: the kind of view
 */
WY_AVAILABLE_IN_ALL
WyGrundyViewKind wy_grundy_view_kind     (const WyGame *game, guint size);
/**
 * wy_grundy_view_max_size:
 * @game: a game
 *
 * The largest side a Grundy view of the game can show.
 *
 * Returns: the side, 0 when the game has no Grundy values
 */
WY_AVAILABLE_IN_ALL
guint            wy_grundy_view_max_size (const WyGame *game);

/**
 * WyLowClasses:
 *
 * The positions of Grundy value 0 .. K of a line-family board too large for
 * dense Grundy values, exact; every other cell has a value above K
 * (wy_low_classes_compute()).
 */
typedef struct _WyLowClasses WyLowClasses;

#define WY_TYPE_LOW_CLASSES (wy_low_classes_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_low_classes_get_type (void) G_GNUC_CONST;

/**
 * wy_low_classes_compute:
 * @game: the game
 * @size: the board side
 * @top: the top class K
 * @progress: (scope call) (nullable) (closure user_data): called with the fraction done
 * @user_data: data for @progress
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * The positions of Grundy value 0, 1, ..., top on the board of this side,
 * exactly (wy_grundy_class); every other cell has a value > top that is not
 * computed. The classes are swept from the lowest; progress in [0, 1].
 *
 * Returns: (transfer full): the classes
 */
WY_AVAILABLE_IN_ALL
WyLowClasses *wy_low_classes_compute  (const WyGame *game, guint size, guint top,
                                       WyProgressFunc progress, gpointer user_data,
                                       GCancellable *cancellable, GError **error);
/**
 * wy_low_classes_ref: (skip)
 * @classes: a classes
 *
 * Bindings manage lifetimes themselves.
 *
 * Returns: @classes
 */
WY_AVAILABLE_IN_ALL
WyLowClasses *wy_low_classes_ref      (WyLowClasses *classes);
/**
 * wy_low_classes_unref: (skip)
 * @classes: a classes
 *
 * Bindings manage lifetimes themselves.
 */
WY_AVAILABLE_IN_ALL
void          wy_low_classes_unref    (WyLowClasses *classes);

/**
 * wy_low_classes_get_game:
 * @classes: the classes
 *
 * The game whose classes these are.
 *
 * Returns: (transfer none): the game
 */
WY_AVAILABLE_IN_ALL
const WyGame *wy_low_classes_get_game (const WyLowClasses *classes);
/**
 * wy_low_classes_get_size:
 * @classes: the classes
 *
 * The side of the board the classes were swept on.
 *
 * Returns: the side
 */
WY_AVAILABLE_IN_ALL
guint         wy_low_classes_get_size (const WyLowClasses *classes);
/**
 * wy_low_classes_get_top:
 * @classes: the classes
 *
 * The top class K: the values 0 .. K are known.
 *
 * Returns: K
 */
WY_AVAILABLE_IN_ALL
guint         wy_low_classes_get_top  (const WyLowClasses *classes);
/**
 * wy_low_classes_get_value:
 * @classes: the classes
 * @x: the column (first pile)
 * @y: the row (second pile)
 *
 * The Grundy value of (x, y) when it is at most the top class K; never a
 * guess.
 *
 * Returns: the value, or -1 when it is larger than K (not computed) or the
 *   cell is off the board
 */
WY_AVAILABLE_IN_ALL
int           wy_low_classes_get_value (const WyLowClasses *classes, guint x, guint y);
/**
 * wy_low_classes_get_x:
 * @classes: the classes
 * @y: the row
 * @value: a Grundy value, at most the top class
 *
 * The x of the cell of this value in row y (a row holds at most one).
 *
 * Returns: the x, or %G_MAXUINT when the row has none below the board's side
 */
WY_AVAILABLE_IN_ALL
guint         wy_low_classes_get_x    (const WyLowClasses *classes, guint y, guint value);
/**
 * wy_low_classes_count:
 * @classes: the classes
 * @value: a Grundy value
 *
 * How many cells of the board have this value.
 *
 * Returns: the number of cells (0 for a value above the top class)
 */
WY_AVAILABLE_IN_ALL
guint         wy_low_classes_count    (const WyLowClasses *classes, guint value);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyLowClasses, wy_low_classes_unref)

G_END_DECLS
