/* wy-test-recursion.h: games parsed and their recursions' pairs and P-positions, asserted to exist (shared by the recursion tests). */
#pragma once

#include <glib.h>

#include "wy-recursion.h"

G_BEGIN_DECLS

#define PAIR(arr, n) (g_array_index ((arr), WyPair, (n)))
#define POS(arr, n) (g_array_index ((arr), WyPos, (n)))
#define ASSERT_PAIR(arr, n, X, Y) \
  g_assert_true (PAIR ((arr), (n)).x == (X) && PAIR ((arr), (n)).y == (Y))

/* The game of rule, which must parse. */
WyGame  *game_new (const char *rule);
/* The recursion's first count pairs of rule. */
GArray  *pairs_of (const char *rule, guint count);
/* The recursion's P-positions of rule on a size x size board. */
GArray  *ppos_of  (const char *rule, guint size);
/* Whether (x, y) is among the WyPos of ppos. */
gboolean has_pos  (GArray *ppos, guint x, guint y);

G_END_DECLS
