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

typedef struct _WySum WySum;

WY_AVAILABLE_IN_ALL
WySum        *wy_sum_new                (void);
WY_AVAILABLE_IN_ALL
void          wy_sum_free               (WySum *sum);
/* Add a component: a game and a position of it. Each is valued by f^Q
 * (plain g when block=1, paper 000 §11). Refused: misère play (misère sums
 * follow other rules), games without Grundy values (nimpq with blocking,
 * imitation), positions beyond the game's Grundy board cap. */
WY_AVAILABLE_IN_ALL
gboolean      wy_sum_add                (WySum *sum, const WyGame *game, WyPos pos,
                                         GCancellable *cancellable, GError **error);
WY_AVAILABLE_IN_ALL
guint         wy_sum_get_n_components   (const WySum *sum);
WY_AVAILABLE_IN_ALL
const WyGame *wy_sum_get_game           (const WySum *sum, guint component);
WY_AVAILABLE_IN_ALL
WyPos         wy_sum_get_position       (const WySum *sum, guint component);
WY_AVAILABLE_IN_ALL
int           wy_sum_get_grundy         (const WySum *sum, guint component);
/* The XOR of the components' values; the sum is P iff it is 0. */
WY_AVAILABLE_IN_ALL
guint         wy_sum_get_nim_sum        (const WySum *sum);
WY_AVAILABLE_IN_ALL
WyStatus      wy_sum_get_status         (const WySum *sum);
/* Every move of one component after which the nim-sum is 0, by component,
 * then target by y then x. Empty when the sum is P. A new GArray the caller
 * frees (transfer full). */
WY_AVAILABLE_IN_ALL
GArray       *wy_sum_list_winning_moves (const WySum *sum);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WySum, wy_sum_free)

G_END_DECLS
