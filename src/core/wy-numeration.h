/* wy-numeration.h: paper 002's numeration system U of Gamma_1 (docs/spec.md "Gamma1's numeration system U"). */
#pragma once

#include <glib.h>

#include "wy-board.h"

G_BEGIN_DECLS

/**
 * WY_NUMERATION_MAX_DIGITS:
 *
 * The most bases of a system U, and the most digits of a representation.
 */
#define WY_NUMERATION_MAX_DIGITS 64
/**
 * WY_NUMERATION_MAX:
 *
 * The largest N represented: the bases stay below 2^63.
 */
#define WY_NUMERATION_MAX G_GUINT64_CONSTANT (1000000000000000000)

/**
 * WyNumeration:
 * @s: the game's s (s > 1)
 * @t: the game's t (t >= 1)
 * @r: the largest digit, s + ceil(t/2)
 * @n_bases: how many bases @bases holds
 * @bases: u_0, u_1, ... up to the first above WY_NUMERATION_MAX; that last one is
 *   G_MAXUINT64 when it is beyond 64 bits (a bound, not its value: a base is even)
 *
 * Gamma_1's numeration system U (paper 002 section 3, docs/spec.md §6):
 * for s > 1, t >= 1, r = s + ceil(t/2), u_0 = 2, u_1 = r u_0 + (s - 1) u_(-1)
 * with u_(-1) = 2 / (s - 1), u_n = r u_(n-1) + (s - 1) u_(n-2).
 */
typedef struct {
  guint   s, t;
  guint64 r;
  guint   n_bases;
  guint64 bases[WY_NUMERATION_MAX_DIGITS];
} WyNumeration;

#define WY_TYPE_NUMERATION (wy_numeration_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_numeration_get_type (void) G_GNUC_CONST;

/**
 * WyNumerationRep:
 * @len: the number of digits, 1 or more
 * @digits: d_0 (the last digit, of u_0) .. d_(len-1) (the first)
 *
 * A number in U: R(N) = d_(len-1) .. d_0, N = sum of d_i u_i.
 */
typedef struct {
  guint   len;
  guint64 digits[WY_NUMERATION_MAX_DIGITS];
} WyNumerationRep;

#define WY_TYPE_NUMERATION_REP (wy_numeration_rep_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_numeration_rep_get_type (void) G_GNUC_CONST;

/**
 * wy_numeration_init:
 * @u: (out caller-allocates): the system
 * @game: the game gamma:i=1 with s > 1
 * @error: return location for a #GError
 *
 * The system of Gamma_1 (gamma:i=1 with s > 1): paper 002 gives U for this
 * game only; any other game is WY_ERROR_UNSUPPORTED, naming why.
 *
 * Returns: whether @game has the system
 */
/* The functions below read a system made by wy_numeration_init (and a
 * representation of 1 to WY_NUMERATION_MAX_DIGITS digits); given any other
 * (a structure built empty by a binding), they answer 0, FALSE or "". */
WY_AVAILABLE_IN_ALL
gboolean  wy_numeration_init        (WyNumeration *u, const WyGame *game, GError **error);
/**
 * wy_numeration_represent:
 * @u: the system
 * @n: an even number, at most WY_NUMERATION_MAX
 * @rep: (out caller-allocates): R(n)
 * @error: return location for a #GError
 *
 * R(n) by the greedy algorithm. R(0) = 0. An odd @n, one beyond
 * WY_NUMERATION_MAX (%WY_ERROR_RANGE) or a system not made by
 * wy_numeration_init (%WY_ERROR_UNSUPPORTED) is refused, R(0) left in @rep.
 *
 * Returns: (skip): whether @n was represented
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_numeration_represent   (const WyNumeration *u, guint64 n, WyNumerationRep *rep,
                                     GError **error);
/**
 * wy_numeration_value:
 * @u: the system
 * @rep: a representation
 *
 * The number a representation stands for: the sum of d_i u_i.
 *
 * Returns: the value (0 for a system not made by wy_numeration_init())
 */
WY_AVAILABLE_IN_ALL
guint64   wy_numeration_value       (const WyNumeration *u, const WyNumerationRep *rep);
/**
 * wy_numeration_rep_string:
 * @u: the system
 * @rep: a representation
 *
 * Digits, most significant first; separated by '.' when r > 9.
 *
 * Returns: (transfer full): the digits
 */
WY_AVAILABLE_IN_ALL
char     *wy_numeration_rep_string  (const WyNumeration *u, const WyNumerationRep *rep);
/**
 * wy_numeration_rep_valid:
 * @u: the system
 * @rep: a representation
 *
 * Whether @rep is a representation of U: digits 0 .. r, no leading 0, and
 * d_i = r only when d_(i-1) < s - 1.
 *
 * Returns: %TRUE for a valid representation
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_numeration_rep_valid   (const WyNumeration *u, const WyNumerationRep *rep);
/**
 * wy_numeration_trailing_zeros:
 * @rep: a representation
 *
 * The number of 0 digits at the end of @rep.
 *
 * Returns: the trailing zeros, 0 for R(0)
 */
WY_AVAILABLE_IN_ALL
guint     wy_numeration_trailing_zeros (const WyNumerationRep *rep);
/**
 * wy_numeration_is_vile:
 * @u: the system
 * @n: an even number
 *
 * Whether R(n) ends in an even number of 0s: n is vile (0 is V_0, vile),
 * else dopey.
 *
 * Returns: %TRUE when n is vile
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_numeration_is_vile     (const WyNumeration *u, guint64 n);

/**
 * wy_numeration_generator:
 * @u: the system
 * @n: an even number
 * @v: (out): V_m
 * @d: (out): D_m
 * @m: (out): m
 *
 * The P-generator (V_m, D_m) that an even n belongs to: n = V_m (vile) or
 * n = D_m (dopey), with R(D_m) = LR(V_m); m from Lemma 3.4,
 * D_m - (s - 1) V_m = (2 ceil(t/2) + 4) m.
 *
 * Returns: %FALSE if D_m would exceed WY_NUMERATION_MAX
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_numeration_generator   (const WyNumeration *u, guint64 n, guint64 *v, guint64 *d,
                                     guint64 *m);

/**
 * wy_numeration_is_ppos:
 * @u: the system
 * @x: the first pile
 * @y: the second pile
 *
 * Corollary 3.6 of paper 002 in docs/spec.md's form: (x, y) is P in Gamma_1
 * iff (x - x mod 2, y - y mod 2) is (V_n, D_n) or (D_n, V_n) for some n.
 *
 * Returns: %TRUE when the corollary says (x, y) is a P-position
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_numeration_is_ppos     (const WyNumeration *u, guint64 x, guint64 y);

/**
 * WyNumerationReading:
 * @xbar: x - x mod 2
 * @ybar: y - y mod 2
 * @rx: R(xbar)
 * @ry: R(ybar)
 * @x_vile: whether xbar is vile (else dopey)
 * @y_vile: whether ybar is vile (else dopey)
 * @n: the index with xbar = V_n (vile) or D_n (dopey)
 * @partner: the other one of (V_n, D_n)
 * @predicts_p: whether ybar is @partner, so that (xbar, ybar) is (V_n, D_n)
 *   or (D_n, V_n) and the corollary predicts a P-position
 *
 * What Corollary 3.6 of paper 002 says of a position (x, y): its even parts,
 * their representations and kinds, and the P-generator (V_n, D_n) that the
 * first even part belongs to.
 */
typedef struct {
  guint64          xbar, ybar;
  WyNumerationRep  rx, ry;
  gboolean         x_vile, y_vile;
  guint64          n;
  guint64          partner;
  gboolean         predicts_p;
} WyNumerationReading;

#define WY_TYPE_NUMERATION_READING (wy_numeration_reading_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_numeration_reading_get_type (void) G_GNUC_CONST;

/**
 * wy_numeration_read:
 * @u: the system
 * @x: the first pile
 * @y: the second pile
 * @out: (out caller-allocates): what Corollary 3.6 says of (x, y)
 *
 * Agrees with wy_numeration_is_ppos() wherever it answers.
 *
 * Returns: %FALSE when x, y or the partner would exceed WY_NUMERATION_MAX
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_numeration_read        (const WyNumeration *u, guint64 x, guint64 y,
                                     WyNumerationReading *out);

/**
 * wy_numeration_check_board:
 * @u: the system
 * @board: an exact board of Gamma_1
 * @first: (out caller-allocates): the first differing cell (by y then x)
 * @n_p: (out): the board's P-positions
 *
 * Corollary 3.6 against an exact board of Gamma_1. In time O(size + n_p),
 * row by row from the board's P-position list (any board of a two-pile game).
 *
 * Returns: %TRUE when they agree on every cell, %FALSE with the first
 *   differing cell in @first
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_numeration_check_board (const WyNumeration *u, const WyBoard *board, WyPos *first,
                                     guint *n_p);

G_END_DECLS
