/* wy-game.h: game families, rule strings and legal moves (see docs/spec.md). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define WY_ERROR (wy_error_quark ())
GQuark wy_error_quark (void);

typedef enum {
  WY_ERROR_PARSE,    /* malformed rule string or argument */
  WY_ERROR_RANGE,    /* a value outside its allowed range */
  WY_ERROR_UNSUPPORTED, /* a combination the family refuses */
  WY_ERROR_MEMORY,   /* beyond the memory budget */
  WY_ERROR_IO,       /* a file could not be read or written */
  /* cancellation is G_IO_ERROR_CANCELLED everywhere */
} WyErrorCode;

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
  WY_N_FAMILIES
} WyFamily;

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
  WY_N_PARAMS
} WyParam;

typedef enum {
  WY_READING_LINECOUNT,
  WY_READING_ABSTRACT,
  WY_READING_SEC7,
  WY_N_READINGS
} WyReading;

typedef struct {
  const char *key;   /* "a" */
  WyParam param;
  int min;
  int max;
  int def;
} WyParamSpec;

typedef struct _WyGame WyGame;

/* Families */
const char        *wy_family_get_name        (WyFamily family);
/* The title as the papers write it, translated: "Gurvich's NIM^{p,q}_{a,b} with blocking" */
const char        *wy_family_get_title       (WyFamily family);
/* The same title untranslated, for file metadata. */
const char        *wy_family_get_english_title (WyFamily family);
/* The family as a list of families names it, and its short symbol as a
 * figure's key writes it (^{...} and _{...} mark super- and subscripts);
 * both translated. */
const char        *wy_family_get_menu_name   (WyFamily family);
const char        *wy_family_get_symbol      (WyFamily family);
gboolean           wy_family_from_name       (const char *name, WyFamily *out);
const WyParamSpec *wy_family_get_keys        (WyFamily family, guint *n_keys);
gboolean           wy_family_allows_misere   (WyFamily family);
const char        *wy_reading_get_name       (WyReading reading);

/* Games: an immutable, validated set of parameters */
WyGame     *wy_game_new_default      (WyFamily family);
WyGame     *wy_game_parse            (const char *rule, GError **error);
WyGame     *wy_game_copy             (const WyGame *game);
void        wy_game_free             (WyGame *game);
gboolean    wy_game_equal            (const WyGame *a, const WyGame *b);
char       *wy_game_to_string        (const WyGame *game); /* canonical rule string */
WyGame     *wy_game_with_param       (const WyGame *game, WyParam param, int value, GError **error);
WyGame     *wy_game_with_misere      (const WyGame *game, gboolean misere, GError **error);
WyGame     *wy_game_with_reading     (const WyGame *game, WyReading reading);

WyFamily    wy_game_get_family       (const WyGame *game);
int         wy_game_get_param        (const WyGame *game, WyParam param);
WyReading   wy_game_get_reading      (const WyGame *game);
gboolean    wy_game_is_misere        (const WyGame *game);
gboolean    wy_game_is_one_pile      (const WyGame *game);
gboolean    wy_game_has_blocking     (const WyGame *game); /* nimpq with p > 1 or q > 1 */
/* Uniform blocking Q: P iff fewer than Q moves into P (1: none). */
guint       wy_game_get_block        (const WyGame *game);
gboolean    wy_game_has_memory       (const WyGame *game); /* imitation */
gboolean    wy_game_has_grundy       (const WyGame *game); /* no nimpq blocking, no memory, normal play;
                                                             with block=Q the values are f^Q */
gboolean    wy_game_is_symmetric     (const WyGame *game);
/* A rule of your own (moves, pile, adjoin)? */
gboolean    wy_game_is_custom        (const WyGame *game);
/* The value of the rule= or base= key in canonical form, "(...)"; NULL for
 * the built-in families. */
const char *wy_game_get_rule_text    (const WyGame *game);
/* An expression of moves (over dx, dy, x, y) or pile (over n, d), checked
 * alone: FALSE with a message, and in *column (1-based, 0 when the whole
 * expression is at fault) where in the expression the problem lies. */
gboolean    wy_game_check_rule       (WyFamily family, const char *expression, guint *column,
                                      GError **error);
/* A game of moves or pile with this expression (the other keys at their
 * defaults); NULL with the message of wy_game_check_rule. */
WyGame     *wy_game_new_rule         (WyFamily family, const char *expression, GError **error);
guint       wy_game_first_position   (const WyGame *game); /* 1 for upmark, else 0 */

/* gamma: the Type III moves (A'_n, B'_n), n in Q_i, A'_n increasing; NULL
 * and 0 for the other families. Listed while B'_n < WY_GAME_GENERATOR_LIMIT:
 * no board of gamma is larger (the moves are only asked of positions on a
 * board; wy_solve_max_size). */
#define WY_GAME_GENERATOR_LIMIT (1u << 18)
const guint *wy_game_get_generators  (const WyGame *game, const guint **b, guint *n);

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

const char *wy_line_kind_get_name (WyLineKind kind); /* "column", "row", ...: a fixed format */
const char *wy_line_kind_get_label (WyLineKind kind); /* translated, for the interface */

/* Is removing (dx, dy) legal for a two-pile game, ignoring blocking and
 * memory? For one-pile games dy is 0 and dx is the amount the pile loses. */
gboolean    wy_game_is_move          (const WyGame *game, guint x, guint y, guint dx, guint dy);
/* The line kind of a legal move (the first that applies, in the order
 * column, row, diagonal, cone, generator). */
WyLineKind  wy_game_move_line        (const WyGame *game, guint x, guint y, guint dx, guint dy);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyGame, wy_game_free)

G_END_DECLS
