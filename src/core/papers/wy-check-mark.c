/* wy-check-mark.c: paper 004's observations, each checked against the exact one-pile solver. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-board.h"
#include "wy-check-mark.h"
#include "wy-one-pile-bytes.h"
#include "wy-recursion.h"
#include "wy-solution-private.h"

#define MIN_UPTO 64
/* What the process keeps besides a stage's arrays (libraries, the claims), within the memory
 * budget as the engines' caps keep it: measured 7 MB at --upto 64. */
#define CHECK_RESERVE ((guint64) 64 << 20)

WyMarkClaim *
wy_mark_claim_copy (const WyMarkClaim *claim)
{
  WyMarkClaim *copy = g_memdup2 (claim, sizeof (WyMarkClaim));

  copy->id = g_strdup (claim->id);
  copy->claim = g_strdup (claim->claim);
  copy->detail = g_strdup (claim->detail);
  return copy;
}

void
wy_mark_claim_free (WyMarkClaim *claim)
{
  if (!claim)
    return;
  g_free (claim->id);
  g_free (claim->claim);
  g_free (claim->detail);
  g_free (claim);
}

static const char *
status_letter (guint8 s)
{
  return s == WY_STATUS_P ? "P" : s == WY_STATUS_N ? "N" : "-";
}

/* Record a counterexample at n; keep the smallest. */
static void
fail (WyMarkClaim *claim, guint64 n, char *detail)
{
  if (!claim->holds && claim->first <= n)
    {
      g_free (detail);
      return;
    }
  claim->holds = FALSE;
  claim->first = n;
  g_free (claim->detail);
  claim->detail = detail;
}

static void
begin (WyMarkClaim *claim, guint64 n)
{
  claim->holds = TRUE;
  claim->upto = n;
  claim->first = 0;
  g_clear_pointer (&claim->detail, g_free);
}

static G_GNUC_NO_INLINE gboolean
mismatch (WyMarkClaim *claim, const guint8 *status, guint64 n, guint8 want, const char *why)
{
  fail (claim, n, g_strdup_printf ("%" G_GUINT64_FORMAT " is %s (%s), the solver says %s", n,
                                   status_letter (want), why, status_letter (status[n])));
  return FALSE;
}

/* The predicted status of n against the solver's (called 10^8 times: the
 * match is inline, the message is not). */
static inline gboolean
expect (WyMarkClaim *claim, const guint8 *status, guint64 n, gboolean p, const char *why)
{
  guint8 want = p ? WY_STATUS_P : WY_STATUS_N;

  if (G_LIKELY (status[n] == want))
    return TRUE;
  return mismatch (claim, status, n, want, why);
}

/* Binary dopey without division. */
static inline gboolean
dopey2 (guint64 n)
{
  return (__builtin_ctzll (n) & 1) == 1;
}

/* Mark-k has k >= 2 (paper 004): a smaller k is no claim to check, said in the claim's
 * detail with nothing checked (upto 0). */
static gboolean
refuse_k (WyMarkClaim *claim, guint k)
{
  if (k >= 2)
    return FALSE;
  begin (claim, 0);
  claim->holds = FALSE;
  claim->detail = g_strdup_printf ("k = %u is out of range: Mark-k has k >= 2 (nothing was "
                                   "checked)", k);
  return TRUE;
}

void
wy_check_mark_vile_dopey (guint k, const guint8 *status, guint64 n, WyMarkClaim *claim)
{
  if (refuse_k (claim, k))
    return;
  begin (claim, n);
  if (n == 0 || !expect (claim, status, 0, TRUE, "0 is terminal"))
    return;
  /* i mod k by a counter: only multiples of k need the digits */
  for (guint64 i = 1, rem = 1; i < n; i++, rem = rem + 1 == k ? 0 : rem + 1)
    {
      gboolean dopey = rem == 0 && (k == 2 ? dopey2 (i) : !wy_is_vile (i, k));
      if (!expect (claim, status, i, dopey, dopey ? "dopey" : "vile"))
        return;
    }
}

/* a_n = mex{a_i, b_i : i < n}, b_0 = b0, b_n = k a_n + shift (n >= 1):
 * every b_n is P, every a_n (n >= 1; a_0 too where 0 is N) is N. */
void
wy_check_mark_sequences (guint k, guint b0, int shift, const guint8 *status, guint64 n,
                         WyMarkClaim *claim)
{
  g_autofree guint8 *used = NULL;
  guint64 a = 0;

  if (refuse_k (claim, k))
    return;
  used = g_malloc0 (n / 8 + 1);
  begin (claim, n);
#define USED(v) (used[(v) / 8] & (1u << ((v) % 8)))
#define USE(v) (used[(v) / 8] |= (guint8) (1u << ((v) % 8)))
  for (guint64 i = 0; a < n; i++)
    {
      guint64 b = i == 0 ? b0 : k * a + (guint64) shift;
      USE (a);
      if (b < n)
        USE (b);
      if ((i > 0 || (b0 != 0 && status[0] != WY_STATUS_NONE))
          && !expect (claim, status, a, FALSE, i == 0 ? "a_0" : "an a_n"))
        return;
      if (b < n && !expect (claim, status, b, TRUE, "a b_n"))
        return;
      while (a < n && USED (a))
        a++;
    }
#undef USED
#undef USE
}

void
wy_check_mark_grundy (const guint8 *grundy, guint64 n, WyMarkClaim *claim)
{
  begin (claim, n);
  for (guint64 i = 0; i < n; i++)
    {
      guint want = i == 0 || dopey2 (i) ? 0 : wy_is_evil (i) ? 2 : 1;
      if (grundy[i] != want)
        {
          fail (claim, i, g_strdup_printf ("g(%" G_GUINT64_FORMAT ") = %u, predicted %u (%s)",
                                           i, grundy[i], want,
                                           want == 0 ? "dopey" : want == 1 ? "vile-odious"
                                           : "vile-evil"));
          return;
        }
    }
}

/* a_1, a_2, ... (the N-positions) alternate odious, evil; so do b_1, b_2, ... (P, n >= 1). */
void
wy_check_mark_alternation (const guint8 *status, guint64 n, WyMarkClaim *claim)
{
  guint64 count[3] = { 0 };

  begin (claim, n);
  for (guint64 i = 1; i < n; i++)
    {
      guint8 s = status[i];
      if (s != WY_STATUS_P && s != WY_STATUS_N)
        continue;
      /* the j-th of its sequence (from 1): odd j odious, even j evil */
      guint64 j = ++count[s];
      if (wy_is_evil (i) != (j % 2 == 0))
        {
          fail (claim, i, g_strdup_printf ("%" G_GUINT64_FORMAT " = %c_%" G_GUINT64_FORMAT
                                           " is %s", i, s == WY_STATUS_P ? 'b' : 'a', j,
                                           wy_is_evil (i) ? "evil" : "odious"));
          return;
        }
    }
}

/* Misere Mark: P = dopey numbers with the powers of 2 swapped between P and N. */
void
wy_check_misere_swap (const guint8 *status, guint64 n, WyMarkClaim *claim)
{
  begin (claim, n);
  if (n == 0 || !expect (claim, status, 0, FALSE, "terminal in misere play"))
    return;
  for (guint64 i = 1; i < n; i++)
    {
      gboolean dopey = dopey2 (i);
      gboolean power = (i & (i - 1)) == 0;
      if (!expect (claim, status, i, dopey != power,
                   power ? (dopey ? "a dopey power of 2" : "a vile power of 2")
                   : (dopey ? "dopey" : "vile")))
        return;
    }
}

static gboolean
upmark_even (WyMarkClaim *claim, const guint8 *status, guint64 n)
{
  for (guint64 i = 2; i < n; i += 2)
    if (!expect (claim, status, i, FALSE, "even"))
      return FALSE;
  return TRUE;
}

/* 1 is P; if p is P, p + 2 is P when of opposite spite, else p + 4. */
void
wy_check_upmark_greedy (const guint8 *status, guint64 n, WyMarkClaim *claim)
{
  guint64 p = 1;

  begin (claim, n);
  if (n > 1 && !expect (claim, status, 1, TRUE, "the first"))
    return;
  while (p + 2 < n)
    {
      gboolean opposite = wy_is_evil (p) != wy_is_evil (p + 2);
      if (!expect (claim, status, p + 2, opposite,
                   opposite ? "of opposite spite to the P-position before"
                   : "of the same spite as the P-position before"))
        return;
      if (opposite)
        p += 2;
      else if (p + 4 < n && !expect (claim, status, p + 4, TRUE, "after a skipped odd number"))
        return;
      else
        p += 4;
    }
  upmark_even (claim, status, n);
}

/* Odd k >= 3: P iff k and k - 2 have opposite spite; otherwise k - 2 is P. */
void
wy_check_upmark_spite (const guint8 *status, guint64 n, WyMarkClaim *claim)
{
  begin (claim, n);
  if (n > 1 && !expect (claim, status, 1, TRUE, "1 is P"))
    return;
  for (guint64 i = 3; i < n; i += 2)
    {
      gboolean opposite = wy_is_evil (i) != wy_is_evil (i - 2);
      if (!expect (claim, status, i, opposite,
                   opposite ? "of opposite spite to k - 2" : "of the same spite as k - 2"))
        return;
      if (!opposite && !expect (claim, status, i - 2, TRUE, "k - 2 when k has its spite"))
        return;
    }
  upmark_even (claim, status, n);
}

/* P = the odd numbers ending in 1^j (j > 1) or in 0^(2j) 1: odd n is P iff n >> 1 is 0 or vile. */
void
wy_check_upmark_ending (const guint8 *status, guint64 n, WyMarkClaim *claim)
{
  begin (claim, n);
  for (guint64 i = 1; i < n; i += 2)
    {
      gboolean p = i == 1 || !dopey2 (i >> 1);
      if (!expect (claim, status, i, p, p ? "ends in 11 or an even run of 0s and a 1"
                   : "ends in an odd run of 0s and a 1"))
        return;
    }
  upmark_even (claim, status, n);
}

/* UpMark's odd numbers excluded from the b_n (the odd N-positions), S0, and
 * the b_n just before and after them, S- and S+ (paper 004). Along each
 * set, evil and odious numbers alternate; *spite is the last member's
 * (-1 before the first). */
static gboolean
alternates (WyMarkClaim *claim, guint64 m, int *spite, const char *set)
{
  int evil = wy_is_evil (m);

  if (evil == *spite)
    {
      fail (claim, m, g_strdup_printf ("%" G_GUINT64_FORMAT " of %s is %s, as the one before "
                                       "it", m, set, evil ? "evil" : "odious"));
      return FALSE;
    }
  *spite = evil;
  return TRUE;
}

static const char *
p_or_n (gboolean p)
{
  return p ? "P" : "N";
}

/* S- = odd m ending in an even run of 1s (A131323): m is the P-position
 * just before an excluded odd number iff m is P and m + 2 is N. */
void
wy_check_upmark_s_minus (const guint8 *status, guint64 n, WyMarkClaim *claim)
{
  int spite = -1;

  begin (claim, n);
  for (guint64 m = 1; m + 2 < n; m += 2)
    {
      guint ones = (guint) __builtin_ctzll (~m);
      gboolean in = status[m] == WY_STATUS_P && status[m + 2] == WY_STATUS_N;

      if (in != (ones % 2 == 0))
        {
          fail (claim, m, g_strdup_printf ("%" G_GUINT64_FORMAT " ends in %u 1s, and the "
                                           "solver has it %s and %" G_GUINT64_FORMAT " %s",
                                           m, ones, p_or_n (status[m] == WY_STATUS_P), m + 2,
                                           p_or_n (status[m + 2] == WY_STATUS_P)));
          return;
        }
      if (in && !alternates (claim, m, &spite, "S-"))
        return;
    }
}

/* S0 = the odd e >= 3 ending in 1 0^(2j+1) 1 (e >> 1 dopey), = S- + 2 =
 * S+ - 2: e - 2 and e + 2 are P. */
void
wy_check_upmark_s_zero (const guint8 *status, guint64 n, WyMarkClaim *claim)
{
  int spite = -1;

  begin (claim, n);
  for (guint64 e = 3; e < n; e += 2)
    {
      gboolean ending = dopey2 (e >> 1);

      if (!expect (claim, status, e, !ending, ending ? "ends in 1 0^(2j+1) 1: in S0"
                                                     : "ends in 11 or 1 0^(2j) 1: not in S0"))
        return;
      if (!ending)
        continue;
      if (!alternates (claim, e, &spite, "S0")
          || !expect (claim, status, e - 2, TRUE, "e - 2 of an e in S0 (S0 = S- + 2)")
          || (e + 2 < n
              && !expect (claim, status, e + 2, TRUE, "e + 2 of an e in S0 (S0 = S+ - 2)")))
        return;
    }
}

/* The least m' > m ending in 11 of the opposite spite to m. */
static guint64
s_plus_next (guint64 m)
{
  guint64 next = (m | 3) + ((m & 3) == 3 ? 4 : 0);

  while (wy_is_evil (next) == wy_is_evil (m))
    next += 4;
  return next;
}

/* S+ = the P-positions m just after an excluded odd number (m - 2 is N)
 * = the odd numbers ending in 11 chosen greedily from 7, each the least
 * of the opposite spite to the one before. */
void
wy_check_upmark_s_plus (const guint8 *status, guint64 n, WyMarkClaim *claim)
{
  guint64 want = 7;

  begin (claim, n);
  for (guint64 m = 5; m < n; m += 2)
    {
      gboolean in = status[m] == WY_STATUS_P && status[m - 2] == WY_STATUS_N;

      if (in != (m == want))
        {
          fail (claim, m, g_strdup_printf ("the greedy choice is %" G_GUINT64_FORMAT ", and the "
                                           "solver has %" G_GUINT64_FORMAT " %s after %"
                                           G_GUINT64_FORMAT " %s", want, m,
                                           p_or_n (status[m] == WY_STATUS_P), m - 2,
                                           p_or_n (status[m - 2] == WY_STATUS_P)));
          return;
        }
      if (in)
        want = s_plus_next (m);
    }
}

void
wy_check_aperiodic (const guint8 *v, guint64 n, guint64 max_r, WyMarkClaim *claim)
{
  guint64 from = n / 2;

  begin (claim, n);
  for (guint64 r = 1; r <= max_r; r++)
    {
      guint64 i = from;
      while (i + r < n && v[i] == v[i + r])
        i++;
      if (i + r >= n)
        {
          fail (claim, r, g_strdup_printf ("period %" G_GUINT64_FORMAT " holds on [%"
                                           G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT ")", r,
                                           from, n));
          return;
        }
    }
}

/* The driver: one solver array at a time, the claims that read it. */

typedef struct {
  GPtrArray *claims;
  guint64    n;
} Run;

static WyMarkClaim *
add (Run *run, char *id, char *text)
{
  WyMarkClaim *claim = g_new0 (WyMarkClaim, 1);

  claim->id = id;
  claim->claim = text;
  g_ptr_array_add (run->claims, claim);
  return claim;
}

static guint8 *
solve (const char *rule, guint64 n, gboolean grundy, GCancellable *cancellable, GError **error)
{
  g_autoptr (WyGame) game = wy_game_parse (rule, error);

  if (!game)
    return NULL;
  return grundy ? wy_one_pile_grundy (game, n, cancellable, error)
                : wy_one_pile_status (game, n, cancellable, error);
}

/* Mark-k's claims on its status array. */
static void
mark_k_claims (Run *run, guint k, const guint8 *status)
{
  wy_check_mark_vile_dopey (k, status, run->n,
                            add (run, g_strdup_printf ("mark%u-dopey", k),
                                 g_strdup_printf ("Mark-%u: P are the dopey numbers, N the vile "
                                                  "ones, in base %u", k, k)));
  wy_check_mark_sequences (k, 0, 0, status, run->n,
                           add (run, g_strdup_printf ("mark%u-sequences", k),
                                g_strdup_printf ("Mark-%u: a_n = mex{a_i, b_i : i < n}, b_n = "
                                                 "%u a_n are N and P", k, k)));
  if (k == 2)
    wy_check_mark_alternation (status, run->n,
                               add (run, g_strdup ("mark-alternate"),
                                    g_strdup ("Mark: a_1, a_2, ... alternate odious, evil; "
                                              "so do b_1, b_2, ...")));
  /* k^j is nearly a period: n and n + k^j differ only near multiples of k^j
   * (to 10^7, r = 2^21 and 6^8 pass a window of n/2), so the window must hold
   * many multiples of r: r <= n/(4k^2) */
  wy_check_aperiodic (status, run->n, run->n / (4 * k * k),
                      add (run, g_strdup_printf ("mark%u-aperiodic", k),
                           g_strdup_printf ("Mark-%u: P/N has no period r <= n/%u on [n/2, n)",
                                            k, 4 * k * k)));
}

/* Mark's claims on its Grundy values. */
static void
grundy_claims (Run *run, guint k, const guint8 *grundy)
{
  wy_check_mark_grundy (grundy, run->n,
                        add (run, g_strdup ("mark-grundy"),
                             g_strdup ("Mark: g = 0 on dopey, 1 on vile-odious, 2 on vile-evil "
                                       "numbers")));
  wy_check_aperiodic (grundy, run->n, run->n / 16,
                      add (run, g_strdup ("mark-grundy-aperiodic"),
                           g_strdup ("Mark: g has no period r <= n/16 on [n/2, n)")));
}

/* Misere Mark's claims on its status array. */
static void
misere_claims (Run *run, guint k, const guint8 *status)
{
  wy_check_misere_swap (status, run->n,
                        add (run, g_strdup ("misere-swap"),
                             g_strdup ("Misere Mark: P are the dopey numbers with the powers of "
                                       "2 swapped")));
  wy_check_mark_sequences (2, 1, 0, status, run->n,
                           add (run, g_strdup ("misere-sequences"),
                                g_strdup ("Misere Mark: a_n = mex, b_0 = 1, b_n = 2 a_n are N "
                                          "and P")));
}

/* UpMark's claims that read the status array alone, in the paper's order. */
static const struct {
  void      (*check) (const guint8 *status, guint64 n, WyMarkClaim *claim);
  const char *id;
  const char *text;
} upmark_checks[] = {
  { wy_check_upmark_greedy, "upmark-greedy",
    "UpMark: P = odd numbers alternately odious and evil, greedily from 1 (even: N)" },
  { wy_check_upmark_spite, "upmark-spite",
    "UpMark: odd k is P iff k, k - 2 have opposite spite, else k - 2 is P" },
  { wy_check_upmark_ending, "upmark-ending",
    "UpMark: P = odd numbers ending in 1^j (j > 1) or 0^(2j) 1" },
  { wy_check_upmark_s_minus, "upmark-s-minus",
    "UpMark: S- (b_n before excluded odds) = odds ending in an even run of 1s (A131323); "
    "spites alternate" },
  { wy_check_upmark_s_zero, "upmark-s-zero",
    "UpMark: S0 (excluded odds) = S- + 2 = S+ - 2, ending in 1^k 0^(2j+1) 1; spites "
    "alternate" },
  { wy_check_upmark_s_plus, "upmark-s-plus",
    "UpMark: S+ (b_n after excluded odds) = odds ending in 11, greedily from 7, spites "
    "alternating" },
};

/* UpMark's claims on its status array. */
static void
upmark_claims (Run *run, guint k, const guint8 *status)
{
  wy_check_mark_sequences (2, 1, -1, status, run->n,
                           add (run, g_strdup ("upmark-sequences"),
                                g_strdup ("UpMark: a_n = mex, b_0 = 1, b_n = 2 a_n - 1 are N "
                                          "and P")));
  for (guint i = 0; i < G_N_ELEMENTS (upmark_checks); i++)
    upmark_checks[i].check (status, run->n,
                            add (run, g_strdup (upmark_checks[i].id),
                                 g_strdup (upmark_checks[i].text)));
}

/* The stages in the paper's order: Mark, its g, misere Mark, UpMark, then
 * Mark-k; each one solver array (a pass over 0 .. upto) and the claims
 * that read it (k: Mark-k's). */
static const struct {
  const char *rule;
  gboolean    grundy;
  guint       k;
  void      (*claims) (Run *run, guint k, const guint8 *v);
} stages[] = {
  { "mark:k=2", FALSE, 2, mark_k_claims },
  { "mark", TRUE, 0, grundy_claims },
  { "mark:play=misere", FALSE, 0, misere_claims },
  { "upmark", FALSE, 0, upmark_claims },
  { "mark:k=3", FALSE, 3, mark_k_claims },
  { "mark:k=4", FALSE, 4, mark_k_claims },
  { "mark:k=5", FALSE, 5, mark_k_claims },
  { "mark:k=6", FALSE, 6, mark_k_claims },
};

GPtrArray *
wy_check_mark (guint64 upto, WyProgressFunc progress, gpointer user_data,
               GCancellable *cancellable, GError **error)
{
  g_autoptr (GPtrArray) claims = g_ptr_array_new_with_free_func ((GDestroyNotify) wy_mark_claim_free);
  guint64 max = wy_check_mark_max_upto ();
  Run run = { claims, upto };

  if (upto < MIN_UPTO || upto > max)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("the bound %llu is out of range for Mark's checks: it must be from %d "
                     "to %llu"), (unsigned long long) upto, MIN_UPTO, (unsigned long long) max);
      return NULL;
    }
  for (guint i = 0; i < G_N_ELEMENTS (stages); i++)
    {
      g_autofree guint8 *v = solve (stages[i].rule, upto, stages[i].grundy, cancellable, error);

      if (!v)
        return NULL;
      stages[i].claims (&run, stages[i].k, v);
      if (progress)
        progress ((i + 1) / (double) G_N_ELEMENTS (stages), user_data);
    }
  return g_steal_pointer (&claims);
}

/* A stage holds its solver array, a byte a position, and wy_check_mark_sequences its bitmap of
 * the a_n and b_n used, a bit a position: 9/8 of a byte a position at once (the stages one after
 * the other), within the one memory budget of the engines' caps. The byte engine's own limit,
 * 2^31, took 2.26 GiB. */
guint64
wy_check_mark_max_upto (void)
{
  guint64 by_memory = (wy_solve_get_memory_budget () - CHECK_RESERVE) / 9 * 8;
  guint64 engine = wy_one_pile_max (NULL);

  return MIN (by_memory, engine);
}
