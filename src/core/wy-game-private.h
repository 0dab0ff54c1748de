/* wy-game-private.h: what the core's wings read of a game beyond its public face: its engine group, the bands of a line family (private). */
#pragma once

#include "wy-error.h"
#include "wy-game.h"
#include "wy-rule.h"

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
  WY_GROUP_HEAPS3,       /* three heaps: nim3, wythoff3, fraenkel3, 3-heap rules */
  WY_N_GROUPS
} WyGroup;

/* The family's own group (without blocking), from the family table. */
WyGroup   _wy_family_get_group (WyFamily family);
/* The game's group: its family's, with blocking when block=Q > 1. */
WyGroup   _wy_game_get_group   (const WyGame *game);
/* The moves that lead from far up a column to any cell of a few columns below: m > 0 when
 * every (dx, dy) with dx < *band and dy a multiple of m is a move at every position (dx, dy
 * not both 0); then no P-position (no cell of a Grundy value G) lies above a P-position (a
 * cell of value G) in a column x'' with x - *band < x'' <= x and y'' the same mod m. 0 when
 * not so or not known: blocking, block=Q, memory, one pile, three heaps, rules of your own
 * (wy-game-moves.c). */
guint     _wy_game_column_reach (const WyGame *game, guint *band);
/* May the previous player forbid moves before each move: nimpq's typed blocking (p or q > 1)
 * or Gurvich's uniform blocking, block=Q > 1 (docs/spec.md, section 3)? */
gboolean  _wy_game_blocks       (const WyGame *game);
/* What the previous player may block before each move, in words: "at most 2 moves" (block=3),
 * "up to 1 diagonal-type and 2 row/column-type moves (reading: linecount)", "no move". */
char     *_wy_game_describe_blocks (const WyGame *game);

/* Parameters beyond these are not meaningful on any board we can solve. */
#define WY_PARAM_MAX 1000

/* A game's fields: read directly only by wy-game.c, wy-game-parse.c and wy-game-moves.c
 * (the legal moves, on the rule engine's hot path); the wings use the
 * getters. */
struct _WyGame {
  WyFamily  family;
  int       param[WY_N_PARAMS];
  WyReading reading;
  gboolean  misere;
  /* gamma: the restricted game's generators, A'_n with n in Q_i */
  GArray   *gen_a;  /* guint, increasing */
  GArray   *gen_b;
  /* moves, pile, adjoin: the expression or the base (shared by copies) */
  WyRule   *rule;
};

/* A row of the family table (wy-family.c). */
typedef struct {
  const char *name;
  const char *title;
  WyParamSpec keys[4];
  guint n_keys;
  gboolean one_pile;
  gboolean misere_ok;
  const char *menu_name;  /* the family in a list of families */
  const char *symbol;     /* short, as a figure's key writes it */
  WyGroup group;          /* the engine group that solves it (without blocking) */
  guint column_step;      /* every dy that is a multiple of it is a move (dx = 0) at every
                           * position; 0: not so, or not known (_wy_game_column_reach) */
  const char *default_rule; /* the rule a family of your own starts with (NULL for the others) */
} WyFamilyInfo;

const WyFamilyInfo *_wy_family_info         (WyFamily family);
/* The family name a misspelt name probably meant (wy-spelling-private.h), or NULL. */
const char         *_wy_family_nearest      (const char *name);
/* Set *error to the parser's message for an unknown family name, or an unknown key of
 * family: what is allowed, and the name a slip of typing probably meant. */
void                _wy_family_unknown      (const char *name, GError **error);
void                _wy_family_unknown_key  (WyFamily family, const char *key,
                                             GError **error);

/* The rule of a game of the families moves, pile and adjoin; NULL for the
 * built-in families (wy-game.c). */
const WyRule *_wy_game_get_rule   (const WyGame *game);
/* An adjoin's base game; NULL for every other game (wy-game.c). */
const WyGame *_wy_game_get_base   (const WyGame *game);
/* Do the game's moves depend on (dx, dy) alone (no x, y, n)? A rule's own moves and, for an
 * adjoin, its base's (wy-game-moves.c). */
gboolean    _wy_game_moves_invariant (const WyGame *game);
/* A rule game's moves, n lanes at once as wy_rule_moves_row: an adjoin's base's moves and
 * then the rule's own (wy-game-moves.c). */
void        _wy_game_rule_moves_row (const WyGame *game, gboolean one_pile, guint dx0,
                                     guint x0, int xstep, guint dy, guint y, guint n,
                                     guint8 *legal);
/* wy_game_is_move3 with an adjoin's base P-positions grown by grow, or
 * read as known (NULL) (wy-game-moves.c). */
gboolean    _wy_game_is_move3     (const WyGame *game, guint x, guint y, guint z, guint dx,
                                   guint dy, guint dz, WyRuleGrowFunc grow);
/* The kind of a move on three heaps (NONE: not a move). */
WyLineKind  _wy_game_move_line3   (const WyGame *game, guint x, guint y, guint z, guint dx,
                                   guint dy, guint dz, WyRuleGrowFunc grow);
/* wy_game_move_line (wy-moves.c) with an adjoin's base P-positions grown by
 * grow, or read as known (NULL) (wy-game-moves.c). */
WyLineKind  _wy_game_move_line    (const WyGame *game, guint x, guint y, guint dx, guint dy,
                                   WyRuleGrowFunc grow);

/* Band widths of the line families seen as wytc: diagonal band a, column
 * band b (dx < b), row band c (dy < c). */
void      wy_game_get_bands    (const WyGame *game, guint *a, guint *b, guint *c);

/* Set *error to a refusal of the game (%WY_ERROR_UNSUPPORTED): format, a
 * translated sentence, names its rule string where its one %s stands. A
 * macro, so that the compiler checks that one %s as g_set_error()'s format. */
#define _wy_game_refuse(game, error, format) \
  G_STMT_START { \
    g_autofree char *_wy_refused_rule = wy_game_to_string (game); \
    g_set_error ((error), WY_ERROR, WY_ERROR_UNSUPPORTED, (format), _wy_refused_rule); \
  } G_STMT_END

G_END_DECLS
