/* test-check-mark.c: paper 004's observations hold on the exact solver, and each check finds a planted counterexample. */
#include <glib.h>
#include <string.h>

#include "wy-board.h"
#include "wy-check-mark.h"
#include "wy-one-pile-bytes.h"
#include "wy-solution-private.h"

#define N 4096

static guint8 *
status_of (const char *rule, guint64 n)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);
  guint8 *status;

  g_assert_no_error (error);
  status = wy_one_pile_status (game, n, NULL, &error);
  g_assert_no_error (error);
  return status;
}

static void
claim_clear (WyMarkClaim *claim)
{
  g_clear_pointer (&claim->detail, g_free);
}

/* Every observation holds to 10^5, and each claim is there once. */
static void
test_all_hold (void)
{
  static const char *ids[] = { "mark2-dopey", "mark2-sequences", "mark-alternate", "mark-grundy",
                               "misere-swap", "misere-sequences", "upmark-sequences",
                               "upmark-greedy", "upmark-spite", "upmark-ending", "mark3-dopey",
                               "mark4-dopey", "mark5-dopey", "mark6-dopey", "mark6-sequences",
                               "mark2-aperiodic", "mark6-aperiodic", "mark-grundy-aperiodic",
                               "upmark-s-minus", "upmark-s-zero", "upmark-s-plus" };
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) claims = wy_check_mark (100000, NULL, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (claims->len, ==, 27);
  for (guint i = 0; i < claims->len; i++)
    {
      WyMarkClaim *c = g_ptr_array_index (claims, i);
      if (!c->holds)
        g_error ("%s fails at %" G_GUINT64_FORMAT ": %s", c->id, c->first, c->detail);
      g_assert_cmpuint (c->upto, ==, 100000);
      g_assert_nonnull (c->claim);
    }
  for (guint j = 0; j < G_N_ELEMENTS (ids); j++)
    {
      guint found = 0;
      for (guint i = 0; i < claims->len; i++)
        found += strcmp (((WyMarkClaim *) g_ptr_array_index (claims, i))->id, ids[j]) == 0;
      g_assert_cmpuint (found, ==, 1);
    }
}

static void
test_range (void)
{
  g_autoptr (GError) error = NULL;

  g_assert_null (wy_check_mark (63, NULL, NULL, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  /* the core's message names the bound and its range, not a CLI option (Python and C
   * callers have no --upto) */
  g_assert_nonnull (strstr (error->message, "63"));
  g_assert_nonnull (strstr (error->message, "from 64 to"));
  g_assert_null (strstr (error->message, "--upto"));
  g_clear_error (&error);
  g_assert_null (wy_check_mark (wy_one_pile_max (NULL) + 1, NULL, NULL, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
}

/* The cap was the byte engine's 2^31, whose check holds a stage's array (a byte a position)
 * and the sequences' bitmap (a bit a position) at once: 2.26 GiB at its peak, over the memory
 * budget of every board (2 GiB). At the cap both fit with room for the process (7 MB at
 * --upto 64), and one more is refused naming the cap. */
static void
test_cap_within_budget (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *named = NULL;
  guint64 max = wy_check_mark_max_upto ();

  g_assert_cmpuint (max, >=, 64);
  g_assert_cmpuint (max + (max + 7) / 8, <=, wy_solve_get_memory_budget () - (32 << 20));
  g_assert_null (wy_check_mark (max + 1, NULL, NULL, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  named = g_strdup_printf ("%" G_GUINT64_FORMAT, max);
  g_assert_nonnull (strstr (error->message, named));
}

/* Flip one position of a true status array: the status checks name it. */
static void
test_planted_status (void)
{
  WyMarkClaim claim = { 0 };

  for (guint k = 2; k <= 6; k++)
    {
      g_autofree char *rule = g_strdup_printf ("mark:k=%u", k);
      g_autofree guint8 *status = status_of (rule, N);
      guint64 at = 1000 + g_test_rand_int_range (0, 2000);

      wy_check_mark_vile_dopey (k, status, N, &claim);
      g_assert_true (claim.holds);
      wy_check_mark_sequences (k, 0, 0, status, N, &claim);
      g_assert_true (claim.holds);
      status[at] = status[at] == WY_STATUS_P ? WY_STATUS_N : WY_STATUS_P;
      wy_check_mark_vile_dopey (k, status, N, &claim);
      g_assert_false (claim.holds);
      g_assert_cmpuint (claim.first, ==, at);
      g_assert_nonnull (claim.detail);
      wy_check_mark_sequences (k, 0, 0, status, N, &claim);
      g_assert_false (claim.holds);
      g_assert_cmpuint (claim.first, ==, at);
      /* the wrong base fails too */
      status[at] = status[at] == WY_STATUS_P ? WY_STATUS_N : WY_STATUS_P;
      wy_check_mark_vile_dopey (k == 2 ? 3 : 2, status, N, &claim);
      g_assert_false (claim.holds);
      claim_clear (&claim);
    }
}

static void
test_planted_others (void)
{
  g_autofree guint8 *mark = status_of ("mark", N);
  g_autofree guint8 *misere = status_of ("mark:play=misere", N);
  g_autofree guint8 *upmark = status_of ("upmark", N);
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse ("mark", NULL);
  g_autofree guint8 *grundy = wy_one_pile_grundy (game, N, NULL, &error);
  void (*upmark_checks[]) (const guint8 *, guint64, WyMarkClaim *) = {
    wy_check_upmark_greedy, wy_check_upmark_spite, wy_check_upmark_ending };
  WyMarkClaim claim = { 0 };

  g_assert_no_error (error);
  wy_check_mark_grundy (grundy, N, &claim);
  g_assert_true (claim.holds);
  grundy[777] = grundy[777] == 1 ? 2 : 1;
  wy_check_mark_grundy (grundy, N, &claim);
  g_assert_cmpuint (claim.first, ==, 777);
  /* normal Mark is not misere Mark: 0 differs first */
  wy_check_misere_swap (misere, N, &claim);
  g_assert_true (claim.holds);
  wy_check_misere_swap (mark, N, &claim);
  g_assert_false (claim.holds);
  g_assert_cmpuint (claim.first, ==, 0);
  wy_check_mark_sequences (2, 1, 0, misere, N, &claim);
  g_assert_true (claim.holds);
  misere[1024] = WY_STATUS_N; /* a vile power of 2: P in misere play */
  wy_check_mark_sequences (2, 1, 0, misere, N, &claim);
  g_assert_cmpuint (claim.first, ==, 1024);
  wy_check_mark_alternation (mark, N, &claim);
  g_assert_true (claim.holds);
  wy_check_mark_alternation (upmark, N, &claim);
  g_assert_false (claim.holds);
  for (guint i = 0; i < G_N_ELEMENTS (upmark_checks); i++)
    {
      g_autofree guint8 *copy = g_memdup2 (upmark, N);
      upmark_checks[i] (copy, N, &claim);
      g_assert_true (claim.holds);
      copy[1001] = copy[1001] == WY_STATUS_P ? WY_STATUS_N : WY_STATUS_P;
      upmark_checks[i] (copy, N, &claim);
      g_assert_false (claim.holds);
      g_assert_cmpuint (claim.first, <=, 1001);
      copy[1001] = upmark[1001];
      copy[2000] = WY_STATUS_P; /* an even number */
      upmark_checks[i] (copy, N, &claim);
      g_assert_cmpuint (claim.first, ==, 2000);
    }
  claim_clear (&claim);
}

/* The odd numbers of UpMark's solver array from 1 below n that are P (or
 * N) and whose neighbour at +step (-2 or +2) is N: S- (P, +2), S0 (N, any
 * neighbour: step 0), S+ (P, -2). */
static GArray *
upmark_set (const guint8 *status, guint64 n, guint8 want, int step)
{
  GArray *set = g_array_new (FALSE, FALSE, sizeof (guint64));

  for (guint64 m = 3; m + 2 < n; m += 2)
    if (status[m] == want && (step == 0 || status[m + step] == WY_STATUS_N))
      g_array_append_val (set, m);
  return set;
}

/* Paper 004 lists the first twelve of S0, S- and S+; S- is A131323 (tests/data/oeis, from
 * a(1)), and the three claims hold on the solver's UpMark. */
static void
test_upmark_sets_from_paper (void)
{
  static const guint64 s0[] = { 5, 13, 17, 21, 29, 37, 45, 49, 53, 61, 65, 69 };
  static const guint64 s_minus[] = { 3, 11, 15, 19, 27, 35, 43, 47, 51, 59, 63, 67 };
  static const guint64 s_plus[] = { 7, 15, 19, 23, 31, 39, 47, 51, 55, 63, 67, 71 };
  g_autofree guint8 *upmark = status_of ("upmark", N);
  g_autoptr (GArray) zero = upmark_set (upmark, N, WY_STATUS_N, 0);
  g_autoptr (GArray) minus = upmark_set (upmark, N, WY_STATUS_P, 2);
  g_autoptr (GArray) plus = upmark_set (upmark, N, WY_STATUS_P, -2);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "oeis", "A131323.txt",
                                                 NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  guint terms = 0;
  WyMarkClaim claim = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (s0); i++)
    {
      g_assert_cmpuint (g_array_index (zero, guint64, i), ==, s0[i]);
      g_assert_cmpuint (g_array_index (minus, guint64, i), ==, s_minus[i]);
      g_assert_cmpuint (g_array_index (plus, guint64, i), ==, s_plus[i]);
    }
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    if (lines[i][0] != '#' && lines[i][0] != '\0')
      g_assert_cmpuint (g_ascii_strtoull (lines[i], NULL, 10), ==,
                        g_array_index (minus, guint64, terms++));
  g_assert_cmpuint (terms, ==, 56);
  wy_check_upmark_s_minus (upmark, N, &claim);
  g_assert_true (claim.holds);
  wy_check_upmark_s_zero (upmark, N, &claim);
  g_assert_true (claim.holds);
  wy_check_upmark_s_plus (upmark, N, &claim);
  g_assert_true (claim.holds);
}

/* A flipped odd position breaks each of the three claims near it (S+ at
 * the next member of S+ the flip moves). Not every flip breaks every claim:
 * flipping 1015 to N leaves S- as it is; these five break all three. */
static void
test_upmark_sets_planted (void)
{
  void (*checks[]) (const guint8 *, guint64, WyMarkClaim *) = {
    wy_check_upmark_s_minus, wy_check_upmark_s_zero, wy_check_upmark_s_plus };
  static const guint64 flips[] = { 1001, 1005, 1007, 1009, 1017 };
  g_autofree guint8 *upmark = status_of ("upmark", N);
  WyMarkClaim claim = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (checks); i++)
    for (guint j = 0; j < G_N_ELEMENTS (flips); j++)
      {
        g_autofree guint8 *copy = g_memdup2 (upmark, N);
        guint64 at = flips[j];

        copy[at] = copy[at] == WY_STATUS_P ? WY_STATUS_N : WY_STATUS_P;
        checks[i] (copy, N, &claim);
        g_test_message ("check %u, %" G_GUINT64_FORMAT " flipped to %s: %s", i, at,
                        copy[at] == WY_STATUS_P ? "P" : "N", claim.detail);
        g_assert_false (claim.holds);
        g_assert_cmpuint (claim.first, <=, at + 8);
        g_assert_cmpuint (claim.first, >=, at - 4);
        g_assert_nonnull (claim.detail);
      }
  claim_clear (&claim);
}

/* A periodic array fails with its period; Mark's does not. */
static void
test_aperiodic (void)
{
  g_autofree guint8 *mark = status_of ("mark:k=3", 1 << 16);
  g_autofree guint8 *periodic = g_malloc (1 << 16);
  guint r = 37;
  WyMarkClaim claim = { 0 };

  for (guint i = 0; i < 1 << 16; i++)
    periodic[i] = (i % r) < 5 ? WY_STATUS_P : WY_STATUS_N;
  wy_check_aperiodic (periodic, 1 << 16, 1000, &claim);
  g_assert_false (claim.holds);
  g_assert_cmpuint (claim.first, ==, r);
  wy_check_aperiodic (mark, 1 << 16, (1 << 16) / 36, &claim);
  g_assert_true (claim.holds);
  claim_clear (&claim);
}

/* No positions (n = 0, as a binding hands over an empty list: a NULL array): every claim
 * on positions holds on none, and no check reads a byte; a k that is no Mark game is said. */
static void
test_empty (void)
{
  static void (*const checks[]) (const guint8 *, guint64, WyMarkClaim *) = {
    wy_check_mark_grundy, wy_check_mark_alternation, wy_check_misere_swap,
    wy_check_upmark_greedy, wy_check_upmark_spite, wy_check_upmark_ending,
    wy_check_upmark_s_minus, wy_check_upmark_s_zero, wy_check_upmark_s_plus,
  };
  WyMarkClaim claim = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (checks); i++)
    {
      checks[i] (NULL, 0, &claim);
      g_assert_true (claim.holds);
      g_assert_cmpuint (claim.upto, ==, 0);
    }
  for (guint k = 2; k <= 6; k++)
    {
      wy_check_mark_vile_dopey (k, NULL, 0, &claim);
      g_assert_true (claim.holds);
      wy_check_mark_sequences (k, 1, -1, NULL, 0, &claim);
      g_assert_true (claim.holds);
    }
  /* Mark-k has k >= 2: a smaller k is no claim, nothing checked (it gave a verdict) */
  for (guint k = 0; k < 2; k++)
    {
      static const guint8 status[] = { WY_STATUS_P, WY_STATUS_N, WY_STATUS_P };

      wy_check_mark_vile_dopey (k, status, 3, &claim);
      g_assert_false (claim.holds);
      g_assert_cmpuint (claim.upto, ==, 0);
      g_assert_nonnull (strstr (claim.detail, "Mark-k has k >= 2"));
      wy_check_mark_sequences (k, 0, 0, status, 3, &claim);
      g_assert_false (claim.holds);
      g_assert_cmpuint (claim.upto, ==, 0);
    }
  /* on no bytes every period holds: no evidence of aperiodicity */
  wy_check_aperiodic (NULL, 0, 10, &claim);
  g_assert_false (claim.holds);
  g_assert_cmpuint (claim.first, ==, 1);
  claim_clear (&claim);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/check-mark/all-hold", test_all_hold);
  g_test_add_func ("/core/check-mark/range", test_range);
  g_test_add_func ("/core/check-mark/cap-within-budget", test_cap_within_budget);
  g_test_add_func ("/core/check-mark/planted-status", test_planted_status);
  g_test_add_func ("/core/check-mark/planted-others", test_planted_others);
  g_test_add_func ("/core/check-mark/aperiodic", test_aperiodic);
  g_test_add_func ("/core/check-mark/empty", test_empty);
  g_test_add_func ("/core/check-mark/upmark-sets-from-paper", test_upmark_sets_from_paper);
  g_test_add_func ("/core/check-mark/upmark-sets-planted", test_upmark_sets_planted);
  return g_test_run ();
}
