/* wy-game.h: game families, rule strings and legal moves (see docs/spec.md). */
#pragma once

#include <glib-object.h>
#include "wy-error.h"
#include "wy-visibility.h"

G_BEGIN_DECLS

/**
 * WyFamily:
 * @WY_FAMILY_NIM: Nim on two piles: dx = 0 or dy = 0 (nim)
 * @WY_FAMILY_WYTHOFF: Wythoff's game: dx = 0, dy = 0 or dx = dy (wythoff)
 * @WY_FAMILY_FRAENKEL: Fraenkel's a-Wythoff: min(dx, dy) = 0 or |dx - dy| < a
 *   (fraenkel)
 * @WY_FAMILY_WYT: Gurvich's WYT(a,b): min(dx, dy) < b or |dx - dy| < a (wyt)
 * @WY_FAMILY_WYTC: Gurvich's WYT(a,b,c): |dx - dy| < a, dx < b or dy < c (wytc)
 * @WY_FAMILY_NIMPQ: Gurvich's `NIM^{p,q}_{a,b}`: wyt's moves with blocking
 *   (nimpq, docs/spec.md §3.1)
 * @WY_FAMILY_STWYTHOFF: the (s,t)-Wythoff game: any k > 0 from one pile, or
 *   0 < k <= l from the two with l - k < (s - 1) k + t (stwythoff)
 * @WY_FAMILY_RESTRICTED: Liu and Li's restricted (s,t)-Wythoff: stwythoff's
 *   moves with every amount removed even and positive (restricted)
 * @WY_FAMILY_GAMMA: Liu and Li's game Γ(i): restricted's moves and its Type
 *   III moves (gamma, docs/spec.md §2.2)
 * @WY_FAMILY_IMITATION: two-pile Nim with a limit on imitation, a game with
 *   memory (imitation)
 * @WY_FAMILY_MARK: Mark-k on one pile: n -> n - j, 1 <= j <= min(k - 1, n), or
 *   n -> floor(n/k) (mark)
 * @WY_FAMILY_UPMARK: UpMark on one pile: n -> n - 1 or n -> ceil(n/2)
 *   (upmark)
 * @WY_FAMILY_MOVES: a rule of your own: moves:rule=(EXPR) over dx, dy, x, y
 * @WY_FAMILY_PILE: a rule of your own on one pile: pile:rule=(EXPR) over n, d
 * @WY_FAMILY_ADJOIN: Larsson's adjoin of a base game, adjoin:base=(RULE): the
 *   base's moves and its P-positions as moves
 * @WY_FAMILY_NIM3: Nim on three heaps (nim:heaps=3)
 * @WY_FAMILY_WYTHOFF3: the same k from any nonempty set of three heaps
 *   (wythoff:heaps=3)
 * @WY_FAMILY_FRAENKEL3: Fraenkel's 3-heap Wythoff: from one heap, or
 *   (a1, a2, a3) with a1 ^ a2 ^ a3 = 0 (fraenkel3)
 *
 * The game families (docs/spec.md §2); the GEnum nicks give the rule
 * strings' names. The values are public: a new family is added at the end.
 */
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
  WY_FAMILY_MOVES,
  WY_FAMILY_PILE,
  WY_FAMILY_ADJOIN,
  WY_FAMILY_NIM3,
  WY_FAMILY_WYTHOFF3,
  WY_FAMILY_FRAENKEL3,
} WyFamily;

/**
 * WY_N_FAMILIES:
 *
 * The number of families (no sentinel inside the enumeration, whose
 * registered type lists real values only).
 */
#define WY_N_FAMILIES (WY_FAMILY_FRAENKEL3 + 1)

/**
 * WyParam:
 * @WY_PARAM_A: a, the diagonal band (|dx - dy| < a)
 * @WY_PARAM_B: b, the column band (dx < b; with wyt also the row band)
 * @WY_PARAM_C: c, wytc's row band (dy < c)
 * @WY_PARAM_P: p, nimpq's diagonal blocking (the Previous player may block
 *   p - 1 diagonal-type moves); imitation's limit (at most p - 1 own
 *   consecutive imitations)
 * @WY_PARAM_Q: q, nimpq's row and column blocking (q - 1 moves of each)
 * @WY_PARAM_S: s of the cone families (the cone's slope: l - k < (s - 1) k + t)
 * @WY_PARAM_T: t of the cone families (the cone's offset)
 * @WY_PARAM_I: i of gamma, 1 to 4
 * @WY_PARAM_K: k of mark
 * @WY_PARAM_BLOCK: uniform blocking block=Q (paper 000 §11), 1: none
 *
 * The integer parameters of the rule strings; a family takes a subset
 * (wy_family_get_keys()).
 */
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
  WY_PARAM_BLOCK,
} WyParam;

/**
 * WY_N_PARAMS:
 *
 * The number of parameters (no sentinel inside the enumeration, whose
 * registered type lists real values only).
 */
#define WY_N_PARAMS (WY_PARAM_BLOCK + 1)

/**
 * WyReading:
 * @WY_READING_LINECOUNT: the reading that reproduces paper 000's tables
 *   (the default)
 * @WY_READING_ABSTRACT: the paper's abstract read word for word
 * @WY_READING_SEC7: the formal text of paper 000 §7
 *
 * The three readings of nimpq's blocking rule (docs/spec.md §3.1); they
 * agree when p = q = 1 or a = b = 1.
 */
typedef enum {
  WY_READING_LINECOUNT,
  WY_READING_ABSTRACT,
  WY_READING_SEC7,
} WyReading;

/**
 * WY_N_READINGS:
 *
 * The number of readings (no sentinel inside the enumeration, whose
 * registered type lists real values only).
 */
#define WY_N_READINGS (WY_READING_SEC7 + 1)

/**
 * WyParamSpec:
 * @key: the key in rule strings, e.g. "a"
 * @param: the parameter it sets
 * @min: its least value
 * @max: its greatest value
 * @def: its value when the rule string leaves it out
 *
 * A key a family's rule strings take (wy_family_get_keys(), docs/spec.md §2).
 */
typedef struct {
  const char *key;
  WyParam param;
  int min;
  int max;
  int def;
} WyParamSpec;

/**
 * WyGame:
 *
 * A game: a family with its parameters, reading and misère play (and the
 * expression of a rule of your own), as a rule string names it
 * (wy_game_parse(), docs/spec.md §2). The wy_game_with_ functions give a
 * new game rather than change one.
 */
typedef struct _WyGame WyGame;

#define WY_TYPE_GAME (wy_game_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_game_get_type (void) G_GNUC_CONST;
#define WY_TYPE_PARAM_SPEC (wy_param_spec_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_param_spec_get_type (void) G_GNUC_CONST;

/* Families */
/**
 * wy_family_get_name:
 * @family: a family
 *
 * The family's name in rule strings: "wyt", "nimpq", "moves" (its GEnum nick).
 *
 * Returns: (transfer none): the name
 */
WY_AVAILABLE_IN_ALL
const char        *wy_family_get_name        (WyFamily family);
/**
 * wy_family_get_title:
 * @family: a family
 *
 * The family's title as the papers write it, translated: `Gurvich's
 * NIM^{p,q}_{a,b} with blocking`.
 *
 * Returns: (transfer none): the title
 */
WY_AVAILABLE_IN_ALL
const char        *wy_family_get_title       (WyFamily family);
/**
 * wy_family_get_english_title:
 * @family: a family
 *
 * The family's title untranslated, for file metadata.
 *
 * Returns: (transfer none): the title in English
 */
WY_AVAILABLE_IN_ALL
const char        *wy_family_get_english_title (WyFamily family);
/**
 * wy_family_get_menu_name:
 * @family: a family
 *
 * The family as a list of families names it, translated.
 *
 * Returns: (transfer none): the menu name
 */
WY_AVAILABLE_IN_ALL
const char        *wy_family_get_menu_name   (WyFamily family);
/**
 * wy_family_get_symbol:
 * @family: a family
 *
 * The family's short symbol as a figure's key writes it, translated;
 * `^{...}` and `_{...}` mark super- and subscripts (`NIM^{p,q}_{a,b}`).
 *
 * Returns: (transfer none): the symbol
 */
WY_AVAILABLE_IN_ALL
const char        *wy_family_get_symbol      (WyFamily family);
/**
 * wy_family_from_name:
 * @name: a family name, "wyt"
 * @out: (out): the family
 *
 * The family a name of rule strings names (wy_family_get_name()).
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
 * The keys a family's rule strings take, each with its parameter, range and
 * default (docs/spec.md §2).
 *
 * Returns: (array length=n_keys) (transfer none): the keys the family takes
 */
WY_AVAILABLE_IN_ALL
const WyParamSpec *wy_family_get_keys        (WyFamily family, guint *n_keys);
/**
 * wy_family_allows_misere:
 * @family: a family
 *
 * Whether the family has a misère version (play=misere): the families
 * without blocking or memory.
 *
 * Returns: %TRUE when play=misere is allowed
 */
WY_AVAILABLE_IN_ALL
gboolean           wy_family_allows_misere   (WyFamily family);
/**
 * wy_reading_get_name:
 * @reading: a reading of nimpq's blocking rule
 *
 * The reading's name in rule strings: "linecount", "abstract" or "sec7"
 * (docs/spec.md §3.1).
 *
 * Returns: (transfer none): the name
 */
WY_AVAILABLE_IN_ALL
const char        *wy_reading_get_name       (WyReading reading);

/* Games: an immutable, validated set of parameters */
/**
 * wy_game_new_default:
 * @family: a family
 *
 * The game of the family with every parameter at its default (a rule of
 * your own at its default expression).
 *
 * Returns: (transfer full): the game
 */
WY_AVAILABLE_IN_ALL
WyGame     *wy_game_new_default      (WyFamily family);
/**
 * wy_game_parse:
 * @rule: a rule string, "wyt:a=1,b=2", "nimpq:p=2,reading=abstract",
 *   "moves:rule=(dx==dy)"
 * @error: return location for a #GError
 *
 * The game a rule string names (docs/spec.md §2): a family's name, then its
 * keys. A malformed string, an unknown key or a value out of its range is
 * an error naming the problem and the allowed range.
 *
 * Returns: (transfer full): the game, or %NULL with @error set
 */
WY_AVAILABLE_IN_ALL
WyGame     *wy_game_parse            (const char *rule, GError **error);
/**
 * wy_game_new_from_text:
 * @text: a rule string, "wyt:a=1,b=2", or the name of a game of the library,
 *   "fraenkel-2"
 * @error: return location for a #GError
 *
 * The game a user's text names, wherever a game is typed: the game of a rule
 * string (wy_game_parse()), or else the game of the library's file of that
 * name (wy_library_list(): the user's file before a shipped one of the same
 * name). Only a text that is no rule string and could be a file's name
 * (lower-case letters, digits, '-', '_', '.') reads the library, so a rule
 * string never pays for it. A text that is neither keeps the parser's
 * message; a text without ':' (a word, not a rule string with its family
 * right) that fails with %WY_ERROR_PARSE has "; or name a game of the
 * library" added to it.
 *
 * Returns: (transfer full): the game, or %NULL with @error set
 */
WY_AVAILABLE_IN_ALL
WyGame     *wy_game_new_from_text    (const char *text, GError **error);
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
/**
 * wy_game_equal:
 * @a: a game
 * @b: another game
 *
 * Whether two games are the same: family, parameters, reading, misère play
 * and rule text all equal.
 *
 * Returns: %TRUE when @a and @b are the same game
 */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_equal            (const WyGame *a, const WyGame *b);
/**
 * wy_game_to_string:
 * @game: a game
 *
 * The game's canonical rule string: wy_game_parse() of it gives an equal
 * game.
 *
 * Returns: (transfer full): the rule string
 */
WY_AVAILABLE_IN_ALL
char       *wy_game_to_string        (const WyGame *game);
/**
 * wy_game_with_param:
 * @game: a game
 * @param: a parameter the family takes (wy_family_get_keys())
 * @value: its new value
 * @error: return location for a #GError
 *
 * A copy of the game with one parameter changed. A value outside the
 * parameter's range (%WY_ERROR_RANGE, naming the range), a parameter the
 * family does not take (%WY_ERROR_PARSE) and block=Q > 1 in misère play or
 * on three heaps (%WY_ERROR_UNSUPPORTED) are errors.
 *
 * Returns: (transfer full): the new game, or %NULL with @error set
 */
WY_AVAILABLE_IN_ALL
WyGame     *wy_game_with_param       (const WyGame *game, WyParam param, int value, GError **error);
/**
 * wy_game_with_misere:
 * @game: a game
 * @misere: %TRUE for misère play (the player who cannot move wins)
 * @error: return location for a #GError
 *
 * A copy of the game in misère or normal play; misère play of a family with
 * blocking or memory, or with block=Q > 1, is an error
 * (%WY_ERROR_UNSUPPORTED).
 *
 * Returns: (transfer full): the new game, or %NULL with @error set
 */
WY_AVAILABLE_IN_ALL
WyGame     *wy_game_with_misere      (const WyGame *game, gboolean misere, GError **error);
/**
 * wy_game_with_reading:
 * @game: a game
 * @reading: the reading of the blocking rule
 *
 * A copy of the game read under another reading of nimpq's blocking rule
 * (docs/spec.md §3.1); the reading changes nothing for other families.
 *
 * Returns: (transfer full): the new game
 */
WY_AVAILABLE_IN_ALL
WyGame     *wy_game_with_reading     (const WyGame *game, WyReading reading);

/**
 * wy_game_get_family:
 * @game: a game
 *
 * The game's family.
 *
 * Returns: the family
 */
WY_AVAILABLE_IN_ALL
WyFamily    wy_game_get_family       (const WyGame *game);
/**
 * wy_game_get_param:
 * @game: a game
 * @param: a parameter
 *
 * The value of one parameter of the game; a parameter the family does not
 * take holds a fixed value (nim's a is 0, upmark's k is 2, the others 1).
 *
 * Returns: the value
 */
WY_AVAILABLE_IN_ALL
int         wy_game_get_param        (const WyGame *game, WyParam param);
/**
 * wy_game_get_reading:
 * @game: a game
 *
 * The reading of nimpq's blocking rule (%WY_READING_LINECOUNT unless a rule
 * string says otherwise).
 *
 * Returns: the reading
 */
WY_AVAILABLE_IN_ALL
WyReading   wy_game_get_reading      (const WyGame *game);
/**
 * wy_game_is_misere:
 * @game: a game
 *
 * Whether the game is played misère (play=misere).
 *
 * Returns: %TRUE in misère play
 */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_is_misere        (const WyGame *game);
/**
 * wy_game_is_one_pile:
 * @game: a game
 *
 * Whether the game is played on one pile (mark, upmark, pile:, an adjoin
 * over such a base): its positions are n = (n, 0).
 *
 * Returns: %TRUE for a one-pile game
 */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_is_one_pile      (const WyGame *game);
/**
 * wy_game_has_blocking:
 * @game: a game
 *
 * Whether the game has nimpq's typed blocking (p > 1 or q > 1,
 * docs/spec.md §3.1); uniform blocking is wy_game_get_block().
 *
 * Returns: %TRUE for nimpq with p > 1 or q > 1
 */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_has_blocking     (const WyGame *game);
/**
 * wy_game_get_block:
 * @game: a game
 *
 * The uniform blocking Q (block=Q, docs/spec.md §3.2): a position is P iff
 * it has fewer than Q moves into P-positions.
 *
 * Returns: Q, 1 for no blocking
 */
WY_AVAILABLE_IN_ALL
guint       wy_game_get_block        (const WyGame *game);
/**
 * wy_game_has_memory:
 * @game: a game
 *
 * Whether the game has memory (imitation: whether a move imitates depends
 * on the previous move, docs/spec.md §2.3); the board shows each (x, y) as
 * a starting position.
 *
 * Returns: %TRUE for imitation
 */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_has_memory       (const WyGame *game);
/**
 * wy_game_has_grundy:
 * @game: a game
 *
 * Whether the game has Sprague-Grundy values: normal play without typed
 * blocking or memory. With block=Q the values are those of f^Q.
 *
 * Returns: %TRUE when Grundy values can be asked
 */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_has_grundy       (const WyGame *game);
/**
 * wy_game_check_grundy:
 * @game: a game
 * @error: the reason the game has none (%WY_ERROR_UNSUPPORTED), translated
 *
 * wy_game_has_grundy(), with the reason when the game has no Grundy values,
 * for a window or a command to show.
 *
 * Returns: %TRUE when Grundy values can be asked
 */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_check_grundy     (const WyGame *game, GError **error);
/**
 * wy_game_is_symmetric:
 * @game: a game
 *
 * Whether the game treats its piles alike, so that (x, y) and (y, x) have
 * the same outcome: not a rule of moves (which may treat them differently),
 * nor wytc with b != c; an adjoin is as symmetric as its base.
 *
 * Returns: %TRUE for a symmetric game
 */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_is_symmetric     (const WyGame *game);
/**
 * wy_game_is_custom:
 * @game: a game
 *
 * Whether the game is a rule of your own (moves, pile, adjoin).
 *
 * Returns: %TRUE for a rule of your own
 */
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
/**
 * wy_game_new_rule:
 * @family: %WY_FAMILY_MOVES or %WY_FAMILY_PILE
 * @expression: the expression, over dx, dy, x, y (moves) or n, d (pile)
 * @error: return location for a #GError
 *
 * A game of moves or pile with this expression, the other keys at their
 * defaults.
 *
 * Returns: (transfer full): the game, or %NULL with @error set
 *   (the message of wy_game_check_rule())
 */
WY_AVAILABLE_IN_ALL
WyGame     *wy_game_new_rule         (WyFamily family, const char *expression, GError **error);
/**
 * wy_game_first_position:
 * @game: a game
 *
 * The first position of a pile: 1 for upmark (which has no position 0),
 * else 0.
 *
 * Returns: 1 for upmark, else 0
 */
WY_AVAILABLE_IN_ALL
guint       wy_game_first_position   (const WyGame *game);

/**
 * WY_GAME_GENERATOR_LIMIT:
 *
 * gamma's generators are listed while B'_n is below this limit: no board of
 * gamma is larger (the moves are only asked of positions on a board;
 * wy_solve_max_side()).
 */
#define WY_GAME_GENERATOR_LIMIT (1u << 18)
/**
 * wy_game_get_generators:
 * @game: a game
 * @b: (out) (array length=n) (transfer none): the B'_n
 * @n: (out): the number of generators
 *
 * The Type III moves (A'_n, B'_n) of gamma, n in Q_i, A'_n increasing
 * (docs/spec.md §2.2), listed while B'_n < %WY_GAME_GENERATOR_LIMIT; %NULL
 * and 0 for the other families.
 *
 * Returns: (array length=n) (transfer none) (nullable): the A'_n
 */
WY_AVAILABLE_IN_ALL
const guint *wy_game_get_generators  (const WyGame *game, const guint **b, guint *n);

/**
 * wy_game_get_heaps:
 * @game: a game
 *
 * The number of heaps: 1 (one pile), 2, or 3 (nim:heaps=3,
 * wythoff:heaps=3, fraenkel3, a rule naming dz or z, an adjoin over a
 * 3-heap base).
 *
 * Returns: 1, 2 or 3
 */
WY_AVAILABLE_IN_ALL
guint       wy_game_get_heaps        (const WyGame *game);

/**
 * WyLineKind:
 * @WY_LINE_NONE: no line: not a legal move
 * @WY_LINE_COLUMN: x fixed (or within a band of columns): dx < b
 * @WY_LINE_ROW: y fixed (or a band of rows): dy < b
 * @WY_LINE_DIAGONAL: dx == dy, or a band |dx - dy| < a
 * @WY_LINE_CONE: a two-pile move of (s,t)-Wythoff not on a diagonal
 * @WY_LINE_GENERATOR: a Type III move of Gamma_i
 * @WY_LINE_SUBTRACT: one pile: n -> n - j
 * @WY_LINE_DIVIDE: one pile: n -> floor(n/k) or ceil(n/2)
 * @WY_LINE_MOVE: a move of a rule of your own off the row, column and
 *   diagonal; on three heaps, unequal amounts from two or three heaps (as
 *   fraenkel3's moves of nim-sum 0)
 * @WY_LINE_PILLAR: three heaps: from z alone, along the line through the
 *   slices z = k with x and y fixed (from x alone is a row, from y alone a
 *   column, as on two heaps)
 *
 * The kind of line a move runs along; it explains eliminations.
 */
typedef enum {
  WY_LINE_NONE,
  WY_LINE_COLUMN,
  WY_LINE_ROW,
  WY_LINE_DIAGONAL,
  WY_LINE_CONE,
  WY_LINE_GENERATOR,
  WY_LINE_SUBTRACT,
  WY_LINE_DIVIDE,
  WY_LINE_MOVE,
  WY_LINE_PILLAR,
} WyLineKind;

/**
 * wy_line_kind_get_name:
 * @kind: a line kind
 *
 * The kind's name in a fixed format for files and tables: "column", "row",
 * "diagonal" ... (its GEnum nick).
 *
 * Returns: (transfer none): the name
 */
WY_AVAILABLE_IN_ALL
const char *wy_line_kind_get_name (WyLineKind kind);
/**
 * wy_line_kind_get_label:
 * @kind: a line kind
 *
 * The kind's name for the interface, translated.
 *
 * Returns: (transfer none): the label
 */
WY_AVAILABLE_IN_ALL
const char *wy_line_kind_get_label (WyLineKind kind);

/**
 * wy_game_is_move:
 * @game: a game
 * @x: the first pile
 * @y: the second pile (0 for one pile)
 * @dx: taken from the first pile (one pile: what the pile loses)
 * @dy: taken from the second pile (0 for one pile)
 *
 * Whether removing (dx, dy) from (x, y) is a legal move of a two-pile or
 * one-pile game, ignoring blocking and memory.
 *
 * Returns: %TRUE for a legal move
 */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_is_move          (const WyGame *game, guint x, guint y, guint dx, guint dy);
/**
 * wy_game_is_move3:
 * @game: a game of three heaps
 * @x: the first heap
 * @y: the second heap
 * @z: the third heap
 * @dx: taken from the first heap
 * @dy: taken from the second heap
 * @dz: taken from the third heap
 *
 * Whether removing (dx, dy, dz) from (x, y, z) is a legal move of a
 * three-heap game; %FALSE for games of fewer heaps.
 *
 * Returns: %TRUE for a legal move
 */
WY_AVAILABLE_IN_ALL
gboolean    wy_game_is_move3         (const WyGame *game, guint x, guint y, guint z,
                                      guint dx, guint dy, guint dz);
/**
 * wy_game_move_line:
 * @game: a game
 * @x: the first pile
 * @y: the second pile (0 for one pile)
 * @dx: taken from the first pile
 * @dy: taken from the second pile
 *
 * The kind of line a legal move runs along, the first that applies in the
 * order column, row, diagonal, cone, generator; it explains eliminations.
 *
 * Returns: the line kind, %WY_LINE_NONE when the move is not legal
 */
WY_AVAILABLE_IN_ALL
WyLineKind  wy_game_move_line        (const WyGame *game, guint x, guint y, guint dx, guint dy);
/**
 * wy_game_move_lines_also:
 * @game: a game
 * @x: the first pile
 * @y: the second pile (0 for one pile)
 * @dx: taken from the first pile
 * @dy: taken from the second pile
 *
 * The kinds of line a legal move lies on besides wy_game_move_line()'s, as
 * bits 1 << kind: the column, row and diagonal bands of the line families
 * overlap (with a = 1, b = 2 the move (1, 1) lies in all three).
 *
 * Returns: the other kinds, 0 for none (and for a move that is not legal)
 */
WY_AVAILABLE_IN_ALL
guint       wy_game_move_lines_also  (const WyGame *game, guint x, guint y, guint dx, guint dy);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyGame, wy_game_free)

G_END_DECLS
