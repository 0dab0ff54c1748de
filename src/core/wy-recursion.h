/* wy-recursion.h: the papers' recursions and formulas, a second answer beside the exact solver. */
#pragma once

#include "wy-board.h"

G_BEGIN_DECLS

/**
 * wy_mex:
 * @set: (array length=n): the values
 * @n: how many
 *
 * Generalised minimum excludants (paper 000 section 2; docs/spec.md). Values
 * are non-negative; the input need not be sorted.
 *
 * Returns: the least value not in @set
 */
WY_AVAILABLE_IN_ALL
guint64   wy_mex          (const guint64 *set, gsize n);
/**
 * wy_mex_b:
 * @set: (array length=n): the values
 * @n: how many
 * @b: the interval length
 *
 * The least value z >= 0 not covered by any interval [s, s + b - 1] of an
 * s in @set (docs/spec.md §7); mex_1 is wy_mex(). With b = 0 the intervals
 * are empty and the mex is 0.
 *
 * Returns: the mex_b, %G_MAXUINT64 when the intervals cover every value
 */
WY_AVAILABLE_IN_ALL
guint64   wy_mex_b        (const guint64 *set, gsize n, guint b);
/**
 * wy_mex_q:
 * @multiset: (array length=n): the values
 * @n: how many
 * @q: the multiplicity bound
 *
 * The least value occurring fewer than q times in @multiset (mex^q,
 * docs/spec.md §7); mex^1 is wy_mex(). With q = 0 no value occurs fewer
 * times: there is none, and the result is %G_MAXUINT64.
 *
 * Returns: the mex_q, %G_MAXUINT64 when there is none
 */
WY_AVAILABLE_IN_ALL
guint64   wy_mex_q        (const guint64 *multiset, gsize n, guint q);
/**
 * wy_mex_qb:
 * @multiset: (array length=n): the values
 * @n: how many
 * @q: the multiplicity bound
 * @b: the interval length
 *
 * mex^q_b: wy_mex_b() of the values occurring at least q times in
 * @multiset (docs/spec.md §7); %G_MAXUINT64 for q = 0 (wy_mex_q()), 0 for
 * b = 0 and q >= 1 (wy_mex_b()).
 *
 * Returns: the mex_qb
 */
WY_AVAILABLE_IN_ALL
guint64   wy_mex_qb       (const guint64 *multiset, gsize n, guint q, guint b);

/**
 * WyPair:
 * @x: x_n (one pile: a_n)
 * @y: y_n (one pile: b_n)
 *
 * The n-th pair of a paper's recursion for the P-positions
 * (wy_recursion_nth()).
 */
typedef struct {
  guint64 x;
  guint64 y;
} WyPair;

#define WY_TYPE_PAIR (wy_pair_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_pair_get_type (void) G_GNUC_CONST;

/**
 * wy_recursion_available:
 * @game: a game
 *
 * Whether a paper gives a recursion (or formula) for the game's P-positions,
 * the second answer beside the exact solver (docs/spec.md §7).
 *
 * Returns: %TRUE when the game has a recursion
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_recursion_available (const WyGame *game);
/**
 * wy_recursion_describe:
 * @game: a game
 *
 * The formula as a user reads it, e.g. "x_n = mex_b{x_i, y_i : i < n}, y_n =
 * x_n + a n", in English; those with words are marked for translation, so
 * a window shows gettext() of it in the user's language.
 *
 * Returns: (nullable): the formula, or %NULL
 */
WY_AVAILABLE_IN_ALL
const char *wy_recursion_describe (const WyGame *game);
/**
 * wy_recursion_source:
 * @game: a game
 *
 * The paper the recursion comes from, e.g. "Gurvich, RRR 16-2010, Theorem 1",
 * in English (marked for translation).
 *
 * Returns: (nullable): the paper, or %NULL
 */
WY_AVAILABLE_IN_ALL
const char *wy_recursion_source   (const WyGame *game);

/**
 * wy_recursion_pairs:
 * @game: a game
 * @count: how many pairs
 * @error: return location for a #GError
 *
 * The first count pairs (x_n, y_n), x_n <= y_n, in the paper's order (n = 0,
 * 1, ...). One-pile games give (a_n, b_n).
 *
 * Returns: (transfer container) (element-type WyPair): the pairs
 */
WY_AVAILABLE_IN_ALL
GArray   *wy_recursion_pairs     (const WyGame *game, guint count, GError **error);

/**
 * wy_recursion_ppos:
 * @game: a game
 * @size: the board side
 * @error: return location for a #GError
 *
 * The P-positions the formula predicts on an S x S board (both orientations
 * of each pair), sorted by y then x; one-pile: (n, 0).
 *
 * Returns: (transfer container) (element-type WyPos): the P-positions
 */
WY_AVAILABLE_IN_ALL
GArray   *wy_recursion_ppos      (const WyGame *game, guint size, GError **error);

/**
 * WyComparison:
 * @n_disagree: the cells where the formula and the exact solver differ
 * @has_first: whether there is such a cell
 * @first: the first of them, by y then x
 * @exact_status: the exact outcome at @first
 *
 * A paper's formula set beside the exact solver on a board
 * (wy_recursion_compare()).
 */
typedef struct {
  guint  n_disagree;
  gboolean has_first;
  WyPos  first;
  WyStatus exact_status;
} WyComparison;

#define WY_TYPE_COMPARISON (wy_comparison_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_comparison_get_type (void) G_GNUC_CONST;

/**
 * wy_recursion_disagreements:
 * @board: an exact board
 * @formula: (element-type WyPos): the formula's P-positions
 *
 * The cells of the board where its exact P-set and the formula's P-set (from
 * wy_recursion_ppos, in any order) differ, sorted by y then x: the one
 * definition of a disagreement, for the CLI, the window and figures.
 *
 * Returns: (transfer container) (element-type WyPos): the cells that differ
 */
WY_AVAILABLE_IN_ALL
GArray   *wy_recursion_disagreements (const WyBoard *board, const GArray *formula);

/**
 * wy_recursion_compare:
 * @board: an exact board
 * @out: (out caller-allocates): the comparison
 * @error: return location for a #GError
 *
 * Compare the board's exact P-set with the formula's.
 *
 * Returns: whether the formula could be evaluated
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_recursion_compare   (const WyBoard *board, WyComparison *out, GError **error);

/**
 * wy_fraenkel_alpha:
 * @a: fraenkel's parameter a, 0 or more
 *
 * The constant of Fraenkel's Beatty form of the P-positions, x_n = floor(n
 * alpha), alpha = (2 - a + sqrt(a^2 + 4)) / 2.
 *
 * Returns: alpha
 */
WY_AVAILABLE_IN_ALL
double    wy_fraenkel_alpha      (int a);
/**
 * wy_perron_limit:
 * @a: a
 * @b: b
 * @root: (out): the Perron root r
 * @limit: (out): the limit
 *
 * Perron root r of z^(b+1) - z - 1 - sum_{i=1}^{a-1} z^ceil(i b / a) and the
 * limit a / (r - 1) of x_n / n for coprime a, b (paper 000 section 6); L(ka,
 * kb) = k L(a, b). Returns FALSE when a or b is outside 1 .. WY_PERRON_MAX.
 *
 * Returns: whether 1 <= a, b <= WY_PERRON_MAX
 */
/**
 * WY_PERRON_MAX:
 *
 * The largest parameter a or b of wy_perron_limit().
 */
#define WY_PERRON_MAX 1000
WY_AVAILABLE_IN_ALL
gboolean  wy_perron_limit        (int a, int b, double *root, double *limit);

/* Number classes of paper 004. */
/**
 * wy_is_dopey:
 * @n: a number
 * @k: the base, 2 or more
 *
 * Whether n >= 1 has an odd number of trailing zeros in base k (a number
 * class of paper 004).
 *
 * Returns: %TRUE for a dopey number
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_is_dopey            (guint64 n, guint k);
/**
 * wy_is_vile:
 * @n: a number
 * @k: the base, 2 or more
 *
 * Whether n >= 1 has an even number of trailing zeros in base k (a number
 * class of paper 004).
 *
 * Returns: %TRUE for a vile number
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_is_vile             (guint64 n, guint k);
/**
 * wy_is_evil:
 * @n: a number
 *
 * Whether n has an even number of 1 bits (paper 004).
 *
 * Returns: %TRUE for an evil number
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_is_evil             (guint64 n);
/**
 * wy_is_odious:
 * @n: a number
 *
 * Whether n has an odd number of 1 bits (paper 004).
 *
 * Returns: %TRUE for an odious number
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_is_odious           (guint64 n);

/**
 * wy_recursion_nth:
 * @game: a game
 * @n: the index
 * @out: (out caller-allocates): the pair
 * @error: return location for a #GError
 *
 * Addition (recursion helper): the single pair n (0 <= n < 10^9) without
 * keeping the sequence, for limits x_n / n (`wythoff limit`).
 *
 * Returns: whether the pair could be made
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_recursion_nth       (const WyGame *game, guint64 n, WyPair *out, GError **error);
/**
 * wy_recursion_nth_progress:
 * @game: a game
 * @n: the index
 * @out: (out caller-allocates): the pair
 * @progress: (scope call) (nullable) (closure user_data): called with the fraction done
 * @user_data: data for @progress
 * @error: return location for a #GError
 *
 * The same, telling progress (the fraction of terms made) now and then.
 *
 * Returns: whether the pair could be made
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_recursion_nth_progress (const WyGame *game, guint64 n, WyPair *out,
                                     WyProgressFunc progress, gpointer user_data,
                                     GError **error);

/**
 * wy_recursion_terms:
 * @game: a game
 * @ns: (array length=n_ns): the indices, increasing
 * @n_ns: how many
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * The terms of indices ns[0] <= ns[1] <= ... (n_ns of them), in one pass of
 * the recursion up to the last: a series costs its largest term, not the
 * sum of its terms. Indices out of that order are an error; no indices, no
 * terms.
 *
 * Returns: (transfer container) (element-type WyPair): the pairs, or %NULL
 *   with @error set
 */
WY_AVAILABLE_IN_ALL
GArray   *wy_recursion_terms     (const WyGame *game, const guint64 *ns, guint n_ns,
                                  GCancellable *cancellable, GError **error);

G_END_DECLS
