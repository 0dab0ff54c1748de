/* test-check-mark.c: paper 004's observations hold on the exact solver, and each check finds a planted counterexample. */
#include <glib.h>
#include <string.h>

#include "wy-board.h"
#include "wy-check-mark.h"
#include "wy-one-pile-bytes.h"

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
                               "mark2-aperiodic", "mark6-aperiodic", "mark-grundy-aperiodic" };
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) claims = wy_check_mark (100000, NULL, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (claims->len, ==, 24);
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
  g_assert_nonnull (strstr (error->message, "64"));
  g_clear_error (&error);
  g_assert_null (wy_check_mark (wy_one_pile_max (NULL) + 1, NULL, NULL, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/check-mark/all-hold", test_all_hold);
  g_test_add_func ("/core/check-mark/range", test_range);
  g_test_add_func ("/core/check-mark/planted-status", test_planted_status);
  g_test_add_func ("/core/check-mark/planted-others", test_planted_others);
  g_test_add_func ("/core/check-mark/aperiodic", test_aperiodic);
  return g_test_run ();
}
