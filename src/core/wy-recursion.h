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
 * Returns: the mex_b
 */
WY_AVAILABLE_IN_ALL
guint64   wy_mex_b        (const guint64 *set, gsize n, guint b);          /* intervals [s, s+b-1] */
/**
 * wy_mex_q:
 * @multiset: (array length=n): the values
 * @n: how many
 * @q: the multiplicity bound
 *
 * Returns: the mex_q
 */
WY_AVAILABLE_IN_ALL
guint64   wy_mex_q        (const guint64 *multiset, gsize n, guint q);     /* multiplicity < q */
/**
 * wy_mex_qb:
 * @multiset: (array length=n): the values
 * @n: how many
 * @q: the multiplicity bound
 * @b: the interval length
 *
 * Returns: the mex_qb
 */
WY_AVAILABLE_IN_ALL
guint64   wy_mex_qb       (const guint64 *multiset, gsize n, guint q, guint b);

typedef struct {
  guint64 x;   /* x_n (one-pile: a_n) */
  guint64 y;   /* y_n (one-pile: b_n) */
} WyPair;

#define WY_TYPE_PAIR (wy_pair_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_pair_get_type (void) G_GNUC_CONST;

/* Does a paper give a recursion for this game? */
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

typedef struct {
  guint  n_disagree;       /* cells where formula and exact solver differ */
  gboolean has_first;
  WyPos  first;            /* the first, by y then x */
  WyStatus exact_status;   /* at first */
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

/* Fraenkel's Beatty form x_n = floor(n alpha), alpha = (2 - a + sqrt(a^2 + 4)) / 2. */
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
 * kb) = k L(a, b). Returns FALSE when a or b < 1.
 *
 * Returns: whether a, b >= 1
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_perron_limit        (int a, int b, double *root, double *limit);

/* Number classes of paper 004. */
WY_AVAILABLE_IN_ALL
gboolean  wy_is_dopey            (guint64 n, guint k); /* base-k trailing zeros odd */
WY_AVAILABLE_IN_ALL
gboolean  wy_is_vile             (guint64 n, guint k); /* base-k trailing zeros even, n >= 1 */
WY_AVAILABLE_IN_ALL
gboolean  wy_is_evil             (guint64 n);          /* even number of 1 bits */
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
 * sum of its terms.
 *
 * Returns: (transfer container) (element-type WyPair): the pairs, or %NULL
 *   with @error set
 */
WY_AVAILABLE_IN_ALL
GArray   *wy_recursion_terms     (const WyGame *game, const guint64 *ns, guint n_ns,
                                  GCancellable *cancellable, GError **error);

G_END_DECLS
