/* wy-sum.h: sums of games: a position of each component, valued by the nim-sum of their Grundy values. */
#pragma once

#include <gio/gio.h>
#include "wy-board.h"

G_BEGIN_DECLS

/**
 * WySumMove:
 * @component: the component moved in, counted from 0
 * @from: its position before the move
 * @to: its position after the move
 * @grundy: the Grundy value of @to
 *
 * A move of one component of a sum.
 */
typedef struct {
  guint component;
  WyPos from, to;
  int   grundy;
} WySumMove;

#define WY_TYPE_SUM_MOVE (wy_sum_move_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_sum_move_get_type (void) G_GNUC_CONST;

/**
 * WySum:
 *
 * A sum of games: a position of each component, valued by the nim-sum of
 * their Grundy values (docs/spec.md §5.1).
 *
 * Not thread-safe: one thread at a time may use a sum (C callers that share it
 * lock around their calls; the Python binding holds a lock of its own for you).
 */
typedef struct _WySum WySum;

#define WY_TYPE_SUM (wy_sum_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_sum_get_type (void) G_GNUC_CONST;

/**
 * wy_sum_new:
 *
 * An empty sum of games, to which wy_sum_add() adds components; its
 * nim-sum is 0 (a P-position) until then.
 *
 * Returns: (transfer full): the new sum
 */
WY_AVAILABLE_IN_ALL
WySum        *wy_sum_new                (void);
/**
 * wy_sum_copy: (skip)
 * @sum: a sum
 *
 * A copy of the sum, its components' boards shared. Bindings manage
 * lifetimes themselves.
 *
 * Returns: (transfer full): a copy (the components' boards are shared)
 */
WY_AVAILABLE_IN_ALL
WySum        *wy_sum_copy               (const WySum *sum);
/**
 * wy_sum_free: (skip)
 * @sum: a sum
 *
 * Bindings manage lifetimes themselves.
 */
WY_AVAILABLE_IN_ALL
void          wy_sum_free               (WySum *sum);
/**
 * wy_sum_add:
 * @sum: a sum
 * @game: the game of the component
 * @x: its position's first pile (one pile: the pile)
 * @y: its second pile (one pile: 0)
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Add a component: a game and a position of it. Each is valued by f^Q
 * (plain g when block=1, paper 000 §11). Refused: misère play (misère sums
 * follow other rules), games without Grundy values (nimpq with blocking,
 * imitation), positions beyond the game's Grundy board cap.
 *
 * Returns: whether the component was added
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_sum_add                (WySum *sum, const WyGame *game, guint x, guint y,
                                         GCancellable *cancellable, GError **error);
/**
 * wy_sum_check_game:
 * @game: a game
 * @error: return location for a #GError
 *
 * Whether the game's positions can be components of a sum: games of one
 * or two piles in normal play with Grundy values (not three heaps, misère
 * play, nimpq with blocking or imitation). wy_sum_add() asks it first.
 *
 * Returns: %TRUE when they can, %FALSE with @error set
 *   (%WY_ERROR_UNSUPPORTED, naming the reason) otherwise
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_sum_check_game         (const WyGame *game, GError **error);
/**
 * wy_sum_get_n_components:
 * @sum: a sum
 *
 * The number of components added.
 *
 * Returns: the number of components
 */
WY_AVAILABLE_IN_ALL
guint         wy_sum_get_n_components   (const WySum *sum);
/**
 * wy_sum_get_game:
 * @sum: a sum
 * @component: counted from 0
 * @error: return location for a #GError
 *
 * The game of one component.
 *
 * Returns: (transfer none) (nullable): the game of the component, or %NULL
 *   with %WY_ERROR_RANGE naming the components when there is no such one
 */
WY_AVAILABLE_IN_ALL
const WyGame *wy_sum_get_game           (const WySum *sum, guint component, GError **error);
/**
 * wy_sum_get_position:
 * @sum: a sum
 * @component: counted from 0
 * @error: return location for a #GError
 *
 * The position of one component.
 *
 * Returns: (transfer none) (nullable): the component's position (valid until the sum
 *   changes), %NULL with %WY_ERROR_RANGE naming the components when there is no such one
 */
WY_AVAILABLE_IN_ALL
const WyPos  *wy_sum_get_position       (const WySum *sum, guint component, GError **error);
/**
 * wy_sum_get_grundy:
 * @sum: a sum
 * @component: counted from 0
 * @error: return location for a #GError
 *
 * The Grundy value (f^Q) of one component's position.
 *
 * Returns: the Grundy value (f^Q) of the component's position; -1 with
 *   %WY_ERROR_RANGE when there is no such component
 */
WY_AVAILABLE_IN_ALL
int           wy_sum_get_grundy         (const WySum *sum, guint component, GError **error);
/**
 * wy_sum_get_nim_sum:
 * @sum: a sum
 *
 * The XOR of the components' Grundy values (f^Q); the sum is P iff it is 0.
 *
 * Returns: the nim-sum
 */
WY_AVAILABLE_IN_ALL
guint         wy_sum_get_nim_sum        (const WySum *sum);
/**
 * wy_sum_get_status:
 * @sum: a sum
 *
 * The outcome of the sum: %WY_STATUS_P when its nim-sum is 0, else
 * %WY_STATUS_N.
 *
 * Returns: the status
 */
WY_AVAILABLE_IN_ALL
WyStatus      wy_sum_get_status         (const WySum *sum);
/**
 * wy_sum_list_winning_moves:
 * @sum: a sum
 *
 * Every move of one component after which the nim-sum is 0, by component,
 * then target by y then x. Empty when the sum is P.
 *
 * Returns: (transfer container) (element-type WySumMove): the winning moves
 */
WY_AVAILABLE_IN_ALL
GArray       *wy_sum_list_winning_moves (const WySum *sum);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WySum, wy_sum_free)

G_END_DECLS
