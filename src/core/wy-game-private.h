/* wy-game-private.h: what the core's wings read of a game beyond its public face: its engine group, the bands of a line family (private). */
#pragma once

#include "wy-game.h"

G_BEGIN_DECLS

/* The engine group that solves a game (solve/wy-engine.c holds a
 * descriptor for each): the family table's group of the family
 * (wy-game.c), the group with blocking when block=Q > 1. */
typedef enum {
  WY_GROUP_LINES,        /* nim, wythoff, fraenkel, wyt, wytc, nimpq: bands of lines */
  WY_GROUP_LINES_BLOCK,  /* the same with block=Q > 1 */
  WY_GROUP_CONES,        /* stwythoff, restricted, gamma: cones */
  WY_GROUP_CONES_BLOCK,  /* the same with block=Q > 1 */
  WY_GROUP_ONE_PILE,     /* mark, upmark (block=Q too) */
  WY_GROUP_IMITATION,    /* imitation: a game with memory */
  WY_GROUP_RULES,        /* moves, pile, adjoin: rules of your own */
  WY_N_GROUPS
} WyGroup;

/* The family's own group (without blocking), from the family table. */
WyGroup   _wy_family_get_group (WyFamily family);
/* The game's group: its family's, with blocking when block=Q > 1. */
WyGroup   _wy_game_get_group   (const WyGame *game);

/* Band widths of the line families seen as wytc: diagonal band a, column
 * band b (dx < b), row band c (dy < c). */
void      wy_game_get_bands    (const WyGame *game, guint *a, guint *b, guint *c);

G_END_DECLS
