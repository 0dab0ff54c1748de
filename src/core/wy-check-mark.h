/* wy-check-mark.h: paper 004's observations on Mark, Mark-k, misere Mark and UpMark, checked to n. */
#pragma once

#include <gio/gio.h>
#include "wy-board.h"

G_BEGIN_DECLS

/* One observation of paper 004 checked on 0..upto-1 (1..upto-1 for UpMark). */
typedef struct {
  char    *id;        /* short stable name, e.g. "mark3-dopey" */
  char    *claim;     /* the observation, one line */
  gboolean holds;
  guint64  upto;      /* checked below this bound */
  guint64  first;     /* the first counterexample when !holds */
  char    *detail;    /* what goes wrong at first, when !holds */
} WyMarkClaim;

#define WY_TYPE_MARK_CLAIM (wy_mark_claim_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_mark_claim_get_type (void) G_GNUC_CONST;

/**
 * wy_mark_claim_copy: (skip)
 * @claim: a claim
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
/* The largest upto wy_check_mark accepts. */
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
 */
WY_AVAILABLE_IN_ALL
void  wy_check_mark_sequences   (guint k, guint b0, int shift, const guint8 *status, guint64 n,
                                 WyMarkClaim *claim);
/**
 * wy_check_mark_grundy:
 * @grundy: (array length=n): the Grundy values of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 */
WY_AVAILABLE_IN_ALL
void  wy_check_mark_grundy      (const guint8 *grundy, guint64 n, WyMarkClaim *claim);
/**
 * wy_check_mark_alternation:
 * @status: (array length=n): the statuses of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 */
WY_AVAILABLE_IN_ALL
void  wy_check_mark_alternation (const guint8 *status, guint64 n, WyMarkClaim *claim);
/**
 * wy_check_misere_swap:
 * @status: (array length=n): the statuses of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 */
WY_AVAILABLE_IN_ALL
void  wy_check_misere_swap      (const guint8 *status, guint64 n, WyMarkClaim *claim);
/**
 * wy_check_upmark_greedy:
 * @status: (array length=n): the statuses of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 */
WY_AVAILABLE_IN_ALL
void  wy_check_upmark_greedy    (const guint8 *status, guint64 n, WyMarkClaim *claim);
/**
 * wy_check_upmark_spite:
 * @status: (array length=n): the statuses of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 */
WY_AVAILABLE_IN_ALL
void  wy_check_upmark_spite     (const guint8 *status, guint64 n, WyMarkClaim *claim);
/**
 * wy_check_upmark_ending:
 * @status: (array length=n): the statuses of 0..n-1
 * @n: how many
 * @claim: (out caller-allocates): the verdict
 */
WY_AVAILABLE_IN_ALL
void  wy_check_upmark_ending    (const guint8 *status, guint64 n, WyMarkClaim *claim);
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
