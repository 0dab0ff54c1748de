/* wy-recursion.h: the papers' recursions and formulas, a second answer beside the exact solver. */
#pragma once

#include "wy-board.h"

G_BEGIN_DECLS

/* Generalised minimum excludants (paper 000 section 2; docs/spec.md). Values
 * are non-negative; the input need not be sorted. */
guint64   wy_mex          (const guint64 *set, gsize n);
guint64   wy_mex_b        (const guint64 *set, gsize n, guint b);          /* intervals [s, s+b-1] */
guint64   wy_mex_q        (const guint64 *multiset, gsize n, guint q);     /* multiplicity < q */
guint64   wy_mex_qb       (const guint64 *multiset, gsize n, guint q, guint b);

typedef struct {
  guint64 x;   /* x_n (one-pile: a_n) */
  guint64 y;   /* y_n (one-pile: b_n) */
} WyPair;

/* Does a paper give a recursion for this game? */
gboolean  wy_recursion_available (const WyGame *game);
/* The formula as a user reads it, e.g. "x_n = mex_b{x_i, y_i : i < n}, y_n = x_n + a n". */
const char *wy_recursion_describe (const WyGame *game);
/* The paper the recursion comes from, e.g. "Gurvich, RRR 16-2010, Theorem 1". */
const char *wy_recursion_source   (const WyGame *game);

/* The first count pairs (x_n, y_n), x_n <= y_n, in the paper's order
 * (n = 0, 1, ...). One-pile games give (a_n, b_n). */
GArray   *wy_recursion_pairs     (const WyGame *game, guint count, GError **error);

/* The P-positions the formula predicts on an S x S board (both orientations
 * of each pair), sorted by y then x; one-pile: (n, 0). */
GArray   *wy_recursion_ppos      (const WyGame *game, guint size, GError **error);

typedef struct {
  guint  n_disagree;       /* cells where formula and exact solver differ */
  gboolean has_first;
  WyPos  first;            /* the first, by y then x */
  WyStatus exact_status;   /* at first */
} WyComparison;

/* The cells of the board where its exact P-set and the formula's P-set
 * (from wy_recursion_ppos, in any order) differ, sorted by y then x: the
 * one definition of a disagreement, for the CLI, the window and figures. */
GArray   *wy_recursion_disagreements (const WyBoard *board, const GArray *formula);

/* Compare the board's exact P-set with the formula's. */
gboolean  wy_recursion_compare   (const WyBoard *board, WyComparison *out, GError **error);

/* Fraenkel's Beatty form x_n = floor(n alpha), alpha = (2 - a + sqrt(a^2 + 4)) / 2. */
double    wy_fraenkel_alpha      (int a);
/* Perron root r of z^(b+1) - z - 1 - sum_{i=1}^{a-1} z^ceil(i b / a) and the
 * limit a / (r - 1) of x_n / n for coprime a, b (paper 000 section 6);
 * L(ka, kb) = k L(a, b). Returns FALSE when a or b < 1. */
gboolean  wy_perron_limit        (int a, int b, double *root, double *limit);

/* Number classes of paper 004. */
gboolean  wy_is_dopey            (guint64 n, guint k); /* base-k trailing zeros odd */
gboolean  wy_is_vile             (guint64 n, guint k); /* base-k trailing zeros even, n >= 1 */
gboolean  wy_is_evil             (guint64 n);          /* even number of 1 bits */
gboolean  wy_is_odious           (guint64 n);

/* Addition (recursion helper): the single pair n (0 <= n < 10^9) without
 * keeping the sequence, for limits x_n / n (`wythoff limit`). */
gboolean  wy_recursion_nth       (const WyGame *game, guint64 n, WyPair *out, GError **error);
/* The same, telling progress (the fraction of terms made) now and then. */
gboolean  wy_recursion_nth_progress (const WyGame *game, guint64 n, WyPair *out,
                                     WyProgressFunc progress, gpointer user_data,
                                     GError **error);

/* The terms of indices ns[0] <= ns[1] <= ... (n_ns of them) into out, in
 * one pass of the recursion up to the last: a series costs its largest
 * term, not the sum of its terms. */
gboolean  wy_recursion_terms     (const WyGame *game, const guint64 *ns, guint n_ns,
                                  WyPair *out, GCancellable *cancellable, GError **error);

G_END_DECLS
