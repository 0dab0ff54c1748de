/* wy-sum.h: sums of games: a position of each component, valued by the nim-sum of their Grundy values. */
#pragma once

#include <gio/gio.h>
#include "wy-board.h"

G_BEGIN_DECLS

/* A move of one component of a sum. */
typedef struct {
  guint component;  /* counted from 0 */
  WyPos from, to;
  int   grundy;     /* the value of to */
} WySumMove;

#define WY_TYPE_SUM_MOVE (wy_sum_move_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_sum_move_get_type (void) G_GNUC_CONST;

typedef struct _WySum WySum;

#define WY_TYPE_SUM (wy_sum_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_sum_get_type (void) G_GNUC_CONST;

WY_AVAILABLE_IN_ALL
WySum        *wy_sum_new                (void);
/**
 * wy_sum_copy:
 * @sum: a sum
 *
 * Returns: (transfer full): a copy (the components' boards are shared)
 */
WY_AVAILABLE_IN_ALL
WySum        *wy_sum_copy               (const WySum *sum);
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
WY_AVAILABLE_IN_ALL
guint         wy_sum_get_n_components   (const WySum *sum);
/**
 * wy_sum_get_game:
 * @sum: a sum
 * @component: counted from 0
 *
 * Returns: (transfer none): the game of the component
 */
WY_AVAILABLE_IN_ALL
const WyGame *wy_sum_get_game           (const WySum *sum, guint component);
/**
 * wy_sum_get_position:
 * @sum: a sum
 * @component: counted from 0
 *
 * Returns: (transfer none) (nullable): the component's position (valid until the sum
 *   changes), %NULL when there is no such component
 */
WY_AVAILABLE_IN_ALL
const WyPos  *wy_sum_get_position       (const WySum *sum, guint component);
WY_AVAILABLE_IN_ALL
int           wy_sum_get_grundy         (const WySum *sum, guint component);
/* The XOR of the components' values; the sum is P iff it is 0. */
WY_AVAILABLE_IN_ALL
guint         wy_sum_get_nim_sum        (const WySum *sum);
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
