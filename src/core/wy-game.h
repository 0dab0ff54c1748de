/* wy-game.h: game families, rule strings and legal moves (see docs/spec.md). */
#pragma once

#include <glib-object.h>
#include "wy-visibility.h"

G_BEGIN_DECLS

#define WY_ERROR (wy_error_quark ())
WY_AVAILABLE_IN_ALL
GQuark wy_error_quark (void);

typedef enum {
  WY_ERROR_PARSE,    /* malformed rule string or argument */
  WY_ERROR_RANGE,    /* a value outside its allowed range */
  WY_ERROR_UNSUPPORTED, /* a combination the family refuses */
  WY_ERROR_MEMORY,   /* beyond the memory budget */
  WY_ERROR_IO,       /* a file could not be read or written */
  /* cancellation is G_IO_ERROR_CANCELLED everywhere */
} WyError;

/* The codes' older name (WyError pairs with wy_error_quark for bindings). */
typedef WyError WyErrorCode;

typedef enum {
  WY_FAMILY_NIM,
  WY_FAMILY_WYTHOFF,
  WY_FAMILY_FRAENKEL,
  WY_FAMILY_WYT,
  WY_FAMILY_WYTC,
  WY_FAMILY_NIMPQ,
  WY_FAMILY_STWYTHOFF,
  WY_FAMILY_RESTRICTED,
  WY_FAMILY_GAMMA,
  WY_FAMILY_IMITATION,
  WY_FAMILY_MARK,
  WY_FAMILY_UPMARK,
  WY_FAMILY_MOVES,   /* a rule of your own: moves:rule=(EXPR) over dx, dy, x, y */
  WY_FAMILY_PILE,    /* one pile: pile:rule=(EXPR) over n, d */
  WY_FAMILY_ADJOIN,  /* adjoin:base=(RULE): the base's moves and P-positions */
  WY_FAMILY_NIM3,    /* nim:heaps=3 */
  WY_FAMILY_WYTHOFF3, /* wythoff:heaps=3: the same k from any nonempty set of heaps */
  WY_FAMILY_FRAENKEL3, /* fraenkel3: one heap, or (a1,a2,a3) with a1^a2^a3 = 0 */
} WyFamily;

/* The number of families: no sentinel inside the enum, whose registered type lists real values only */
#define WY_N_FAMILIES (WY_FAMILY_FRAENKEL3 + 1)

/* Integer parameters; a family uses a subset (wy_family_get_keys). */
typedef enum {
  WY_PARAM_A,
  WY_PARAM_B,
  WY_PARAM_C,
  WY_PARAM_P,
  WY_PARAM_Q,
  WY_PARAM_S,
  WY_PARAM_T,
  WY_PARAM_I,
  WY_PARAM_K,
  WY_PARAM_BLOCK, /* uniform blocking block=Q (paper 000 §11), 1: none */
} WyParam;

/* The number of parameters: no sentinel inside the enum, whose registered type lists real values only */
#define WY_N_PARAMS (WY_PARAM_BLOCK + 1)

typedef enum {
  WY_READING_LINECOUNT,
  WY_READING_ABSTRACT,
  WY_READING_SEC7,
} WyReading;

/* The number of readings: no sentinel inside the enum, whose registered type lists real values only */
#define WY_N_READINGS (WY_READING_SEC7 + 1)

typedef struct {
  const char *key;   /* "a" */
  WyParam param;
  int min;
  int max;
  int def;
} WyParamSpec;

typedef struct _WyGame WyGame;

#define WY_TYPE_GAME (wy_game_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_game_get_type (void) G_GNUC_CONST;
#define WY_TYPE_PARAM_SPEC (wy_param_spec_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_param_spec_get_type (void) G_GNUC_CONST;

/* Families */
WY_AVAILABLE_IN_ALL
const char        *wy_family_get_name        (WyFamily family);
/* The title as the papers write it, translated: "Gurvich's NIM^{p,q}_{a,b} with blocking" */
WY_AVAILABLE_IN_ALL
const char        *wy_family_get_title       (WyFamily family);
/* The same title untranslated, for file metadata. */
WY_AVAILABLE_IN_ALL
const char        *wy_family_get_english_title (WyFamily family);
/* The family as a list of families names it, and its short symbol as a
 * figure's key writes it (^{...} and _{...} mark super- and subscripts);
 * both translated. */
WY_AVAILABLE_IN_ALL
const char        *wy_family_get_menu_name   (WyFamily family);
WY_AVAILABLE_IN_ALL
const char        *wy_family_get_symbol      (WyFamily family);
/**
 * wy_family_from_name:
 * @name: a family name, "wyt"
 * @out: (out): the family
 *
 * Returns: whether @name names a family
 */
WY_AVAILABLE_IN_ALL
gboolean           wy_family_from_name       (const char *name, WyFamily *out);
/**
 * wy_family_get_keys:
 * @family: a family
 * @n_keys: (out): the number of keys
 *
 * Returns: (array length=n_keys) (transfer none): the keys the family takes
 */
WY_AVAILABLE_IN_ALL
const WyParamSpec *wy_family_get_keys        (WyFamily family, guint *n_keys);
WY_AVAILABLE_IN_ALL
gboolean           wy_family_allows_misere   (WyFamily family);
WY_AVAILABLE_IN_ALL
const char        *wy_reading_get_name       (WyReading reading);

/* Games: an immutable, validated set of parameters */
WY_AVAILABLE_IN_ALL
WyGame     *wy_game_new_default      (WyFamily family);
WY_AVAILABLE_IN_ALL
WyGame     *wy_game_parse            (const char *rule, GError **error);
/**
 * wy_game_copy: (skip)
 * @game: a game
 *
 * Bindings manage lifetimes themselves.
 *
 * Returns: (transfer full): a copy
 */
WY_AVAILABLE_IN_ALL
WyGame     *wy_game_copy             (const WyGame *game);
/**
 * wy_game_free: (skip)
 * @game: a game
 *
 * Bindings manage lifetimes themselves.
 */
WY_AVAILABLE_IN_ALL
void        wy_game_free             (WyGame *game);
WY_AVAILABLE_IN_ALL
gboolean    wy_game_equal            (const WyGame *a, const WyGame *b);
WY_AVAILABLE_IN_ALL
char       *wy_game_to_string        (const WyGame *game); /* canonical rule string */
WY_AVAILABLE_IN_ALL
WyGame     *wy_game_with_param       (const WyGame *game, WyParam param, int value, GError **error);
WY_AVAILABLE_IN_ALL
WyGame     *wy_game_with_misere      (const WyGame *game, gboolean misere, GError **error);
WY_AVAILABLE_IN_ALL
WyGame     *wy_game_with_reading     (const WyGame *game, WyReading reading);

WY_AVAILABLE_IN_ALL
WyFamily    wy_game_get_family       (const WyGame *game);
WY_AVAILABLE_IN_ALL
int         wy_game_get_param        (const WyGame *game, WyParam param);
WY_AVAILABLE_IN_ALL
WyReading   wy_game_get_reading      (const WyGame *game);
WY_AVAILABLE_IN_ALL
gboolean    wy_game_is_misere        (const WyGame *game);
WY_AVAILABLE_IN_ALL
gboolean    wy_game_is_one_pile      (const WyGame *game);
WY_AVAILABLE_IN_ALL
gboolean    wy_game_has_blocking     (const WyGame *game); /* nimpq with p > 1 or q > 1 */
/* Uniform blocking Q: P iff fewer than Q moves into P (1: none). */
WY_AVAILABLE_IN_ALL
guint       wy_game_get_block        (const WyGame *game);
WY_AVAILABLE_IN_ALL
gboolean    wy_game_has_memory       (const WyGame *game); /* imitation */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_has_grundy       (const WyGame *game); /* no nimpq blocking, no memory, normal play;
                                                             with block=Q the values are f^Q */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_is_symmetric     (const WyGame *game);
/* A rule of your own (moves, pile, adjoin)? */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_is_custom        (const WyGame *game);
/**
 * wy_game_get_rule_text:
 * @game: a game
 *
 * The value of the rule= or base= key in canonical form, "(...)"; NULL for
 * the built-in families.
 *
 * Returns: (nullable): the rule text, or %NULL
 */
WY_AVAILABLE_IN_ALL
const char *wy_game_get_rule_text    (const WyGame *game);
/**
 * wy_game_check_rule:
 * @family: %WY_FAMILY_MOVES or %WY_FAMILY_PILE
 * @expression: the expression
 * @column: (out) (optional): where the problem lies
 * @error: return location for a #GError
 *
 * An expression of moves (over dx, dy, x, y) or pile (over n, d), checked
 * alone: FALSE with a message, and in *column (1-based, 0 when the whole
 * expression is at fault) where in the expression the problem lies.
 *
 * Returns: whether the expression is a rule
 */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_check_rule       (WyFamily family, const char *expression, guint *column,
                                      GError **error);
/* A game of moves or pile with this expression (the other keys at their
 * defaults); NULL with the message of wy_game_check_rule. */
WY_AVAILABLE_IN_ALL
WyGame     *wy_game_new_rule         (WyFamily family, const char *expression, GError **error);
WY_AVAILABLE_IN_ALL
guint       wy_game_first_position   (const WyGame *game); /* 1 for upmark, else 0 */

/* gamma: the Type III moves (A'_n, B'_n), n in Q_i, A'_n increasing; NULL
 * and 0 for the other families. Listed while B'_n < WY_GAME_GENERATOR_LIMIT:
 * no board of gamma is larger (the moves are only asked of positions on a
 * board; wy_solve_max_side). */
#define WY_GAME_GENERATOR_LIMIT (1u << 18)
/**
 * wy_game_get_generators:
 * @game: a game
 * @b: (out) (array length=n) (transfer none): the B'_n
 * @n: (out): the number of generators
 *
 * Returns: (array length=n) (transfer none) (nullable): the A'_n
 */
WY_AVAILABLE_IN_ALL
const guint *wy_game_get_generators  (const WyGame *game, const guint **b, guint *n);

/* The number of heaps: 1 (one pile), 2, or 3 (nim:heaps=3, wythoff:heaps=3,
 * fraenkel3, a rule naming dz or z, an adjoin over a 3-heap base). */
WY_AVAILABLE_IN_ALL
guint       wy_game_get_heaps        (const WyGame *game);

/* The kind of line a move runs along; used to explain eliminations. */
typedef enum {
  WY_LINE_NONE,
  WY_LINE_COLUMN,     /* x fixed (or within a band of columns): dx < b */
  WY_LINE_ROW,        /* y fixed (or a band of rows): dy < b */
  WY_LINE_DIAGONAL,   /* dx == dy, or a band |dx - dy| < a */
  WY_LINE_CONE,       /* two-pile move of (s,t)-Wythoff not on a diagonal */
  WY_LINE_GENERATOR,  /* Type III move of Gamma_i */
  WY_LINE_SUBTRACT,   /* one pile: n -> n - j */
  WY_LINE_DIVIDE,     /* one pile: n -> floor(n/k) or ceil(n/2) */
  WY_LINE_MOVE,       /* a move of a rule of your own off the row, column and diagonal */
} WyLineKind;

WY_AVAILABLE_IN_ALL
const char *wy_line_kind_get_name (WyLineKind kind); /* "column", "row", ...: a fixed format */
WY_AVAILABLE_IN_ALL
const char *wy_line_kind_get_label (WyLineKind kind); /* translated, for the interface */

/* Is removing (dx, dy) legal for a two-pile game, ignoring blocking and
 * memory? For one-pile games dy is 0 and dx is the amount the pile loses. */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_is_move          (const WyGame *game, guint x, guint y, guint dx, guint dy);
/* Is removing (dx, dy, dz) from (x, y, z) legal in a 3-heap game? (FALSE
 * for games of fewer heaps.) */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_is_move3         (const WyGame *game, guint x, guint y, guint z,
                                      guint dx, guint dy, guint dz);
/* The line kind of a legal move (the first that applies, in the order
 * column, row, diagonal, cone, generator). */
WY_AVAILABLE_IN_ALL
WyLineKind  wy_game_move_line        (const WyGame *game, guint x, guint y, guint dx, guint dy);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyGame, wy_game_free)

G_END_DECLS
