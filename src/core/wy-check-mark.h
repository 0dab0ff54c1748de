/* wy-check-mark.h: paper 004's observations on Mark, Mark-k, misere Mark and UpMark, checked to n. */
#pragma once

#include <gio/gio.h>
#include "wy-board.h"

G_BEGIN_DECLS

/**
 * WyMarkClaim:
 * @id: a short stable name, e.g. "mark3-dopey"
 * @claim: the observation, one line
 * @holds: whether it holds below @upto
 * @upto: the bound it is checked below
 * @first: the first counterexample, when it does not hold
 * @detail: what goes wrong at @first, when it does not hold
 *
 * One observation of paper 004 checked on 0 .. upto - 1 (1 .. upto - 1 for
 * UpMark).
 */
typedef struct {
  char    *id;
  char    *claim;
  gboolean holds;
  guint64  upto;
  guint64  first;
  char    *detail;
} WyMarkClaim;

#define WY_TYPE_MARK_CLAIM (wy_mark_claim_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_mark_claim_get_type (void) G_GNUC_CONST;

/**
 * wy_mark_claim_copy: (skip)
 * @claim: a claim
 *
 * A deep copy of the claim. Bindings manage lifetimes themselves.
 *
 * Returns: (transfer full): a deep copy
 */
WY_AVAILABLE_IN_ALL
WyMarkClaim *wy_mark_claim_copy (const WyMarkClaim *claim);
/**
 * wy_mark_claim_free: (skip)
 * @claim: a claim
 *
 * Bindings manage lifetimes themselves.
 */
WY_AVAILABLE_IN_ALL
void        wy_mark_claim_free  (WyMarkClaim *claim);

/**
 * wy_check_mark:
 * @upto: the bound (at least 64, at most wy_check_mark_max_upto())
 * @progress: (scope call) (nullable) (closure user_data): called with the fraction done
 * @user_data: data for @progress
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * Every observation, in the paper's order, checked below upto.
 *
 * Returns: (transfer container) (element-type WyMarkClaim): the claims
 */
WY_AVAILABLE_IN_ALL
GPtrArray  *wy_check_mark       (guint64 upto, WyProgressFunc progress, gpointer user_data,
                                 GCancellable *cancellable, GError **error);
/**
 * wy_check_mark_max_upto:
 *
 * The largest bound wy_check_mark() accepts: as many positions as the
 * memory budget of 2 GiB holds a byte and a bit of each (a solver's array
 * and a check's bitmap), less what the process keeps besides (below the
 * byte engine's own limit, 2^31).
 *
 * Returns: the largest upto
 */
WY_AVAILABLE_IN_ALL
guint64     wy_check_mark_max_upto (void);

/* The checks on given arrays (so a test can feed a corrupted one). status
 * holds WyStatus bytes of 0..n-1, grundy the values of 0..n-1. Each fills
 * holds, upto, first and detail of claim (its id and text are the
 * caller's; from a binding they are empty). */
/**
 * wy_check_mark_vile_dopey:
 * @k: Mark-k
 * @status: (array length=n): the statuses of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 *
 * Mark-k (paper 004): the P-positions are 0 and the dopey numbers of base
 * k, the N-positions the vile ones (wy_is_dopey(), wy_is_vile()). Fills
 * holds, upto, first and detail of @claim; a @k below 2 is no Mark game:
 * @holds is %FALSE, @upto 0 (nothing checked) and @detail says why.
 */
WY_AVAILABLE_IN_ALL
void  wy_check_mark_vile_dopey  (guint k, const guint8 *status, guint64 n, WyMarkClaim *claim);
/**
 * wy_check_mark_sequences:
 * @k: Mark-k
 * @b0: the first term
 * @shift: the shift
 * @status: (array length=n): the statuses of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 *
 * The sequences a_n = mex{a_i, b_i : i < n}, b_0 = @b0, b_n = k a_n +
 * @shift (n >= 1): every b_n is P and every a_n is N (a_0 only where 0 is a
 * position and @b0 is not 0). Mark-k is @b0 0, @shift 0; misère Mark @b0 1,
 * @shift 0; UpMark k 2, @b0 1, @shift -1. Fills holds, upto, first and detail
 * of @claim; a @k below 2 as wy_check_mark_vile_dopey() says.
 */
WY_AVAILABLE_IN_ALL
void  wy_check_mark_sequences   (guint k, guint b0, int shift, const guint8 *status, guint64 n,
                                 WyMarkClaim *claim);
/**
 * wy_check_mark_grundy:
 * @grundy: (array length=n): the Grundy values of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 *
 * Mark's Grundy values: 0 on 0 and the dopey numbers, 1 on the vile odious
 * ones, 2 on the vile evil ones. Fills holds, upto, first and detail of
 * @claim.
 */
WY_AVAILABLE_IN_ALL
void  wy_check_mark_grundy      (const guint8 *grundy, guint64 n, WyMarkClaim *claim);
/**
 * wy_check_mark_alternation:
 * @status: (array length=n): the statuses of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 *
 * In Mark, the N-positions a_1, a_2, ... alternate odious, evil, and so do
 * the P-positions b_1, b_2, ... (wy_is_odious(), wy_is_evil()). Fills holds,
 * upto, first and detail of @claim.
 */
WY_AVAILABLE_IN_ALL
void  wy_check_mark_alternation (const guint8 *status, guint64 n, WyMarkClaim *claim);
/**
 * wy_check_misere_swap:
 * @status: (array length=n): the statuses of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 *
 * Misère Mark: 0 is N, and the P-positions are the dopey numbers with the
 * powers of 2 swapped between P and N. Fills holds, upto, first and detail
 * of @claim.
 */
WY_AVAILABLE_IN_ALL
void  wy_check_misere_swap      (const guint8 *status, guint64 n, WyMarkClaim *claim);
/**
 * wy_check_upmark_greedy:
 * @status: (array length=n): the statuses of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 *
 * In UpMark, 1 is P; after a P-position p, p + 2 is P when it is of the
 * opposite spite (evil or odious) to p, else p + 4 is; even numbers are N.
 * Fills holds, upto, first and detail of @claim.
 */
WY_AVAILABLE_IN_ALL
void  wy_check_upmark_greedy    (const guint8 *status, guint64 n, WyMarkClaim *claim);
/**
 * wy_check_upmark_spite:
 * @status: (array length=n): the statuses of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 *
 * In UpMark, an odd k >= 3 is P iff k and k - 2 have opposite spite, and
 * otherwise k - 2 is P; 1 is P and even numbers are N. Fills holds, upto,
 * first and detail of @claim.
 */
WY_AVAILABLE_IN_ALL
void  wy_check_upmark_spite     (const guint8 *status, guint64 n, WyMarkClaim *claim);
/**
 * wy_check_upmark_ending:
 * @status: (array length=n): the statuses of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 *
 * In UpMark, the P-positions are the odd numbers whose binary form ends in 1^j
 * (j > 1) or in 0^(2j) 1 (odd n is P iff n >> 1 is 0 or vile); even numbers
 * are N. Fills holds, upto, first and detail of @claim.
 */
WY_AVAILABLE_IN_ALL
void  wy_check_upmark_ending    (const guint8 *status, guint64 n, WyMarkClaim *claim);
/**
 * wy_check_upmark_s_minus:
 * @status: (array length=n): the statuses of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 *
 * In UpMark, S-, the P-positions b_n just before the odd numbers excluded
 * from the b_n (the odd m with m P and m + 2 N), are the odd numbers whose
 * binary form ends in an even run of 1s (A131323), alternately evil and
 * odious. Fills holds, upto, first and detail of @claim.
 */
WY_AVAILABLE_IN_ALL
void  wy_check_upmark_s_minus   (const guint8 *status, guint64 n, WyMarkClaim *claim);
/**
 * wy_check_upmark_s_zero:
 * @status: (array length=n): the statuses of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 *
 * In UpMark, S0, the odd numbers e >= 3 excluded from the b_n (odd
 * N-positions), are those whose binary form ends in 1^k 0^(2j+1) 1,
 * alternately evil and odious, and S0 = S- + 2 = S+ - 2 (e - 2 and e + 2
 * are P). Fills holds, upto, first and detail of @claim.
 */
WY_AVAILABLE_IN_ALL
void  wy_check_upmark_s_zero    (const guint8 *status, guint64 n, WyMarkClaim *claim);
/**
 * wy_check_upmark_s_plus:
 * @status: (array length=n): the statuses of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 *
 * In UpMark, S+, the P-positions b_n just after an excluded odd number
 * (m P and m - 2 N), are the odd numbers ending in 11 in binary chosen
 * greedily: 7, then each time the least one of the opposite spite (evil or
 * odious) to the one before. Fills holds, upto, first and detail of @claim.
 */
WY_AVAILABLE_IN_ALL
void  wy_check_upmark_s_plus    (const guint8 *status, guint64 n, WyMarkClaim *claim);
/**
 * wy_check_aperiodic:
 * @v: (array length=n): the bytes (P/N or g) of 0..n-1
 * @n: how many
 * @max_r: the largest period tried
 * @claim: (out caller-allocates): the verdict
 *
 * No period r <= max_r holds on [n/2, n) for the bytes v: evidence that v
 * is not eventually periodic.
 */
WY_AVAILABLE_IN_ALL
void  wy_check_aperiodic        (const guint8 *v, guint64 n, guint64 max_r, WyMarkClaim *claim);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyMarkClaim, wy_mark_claim_free)

G_END_DECLS
