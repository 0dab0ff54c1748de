/* test-recursion-compare.c: the recursions beside the exact solver: which games have one, their limits and errors, the P-set budget, agreement and known disagreement. */
#include <math.h>
#include <glib.h>
#include <string.h>

#include "wy-recursion.h"
#include "wy-test-solve.h"
#include "wy-test-recursion.h"

/* ---- families without a paper recursion, and the paper's wytc formula ---- */

static void
assert_unsupported (const char *rule)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = game_new (rule);
  WyPair p;

  g_assert_false (wy_recursion_available (game));
  g_assert_nonnull (wy_recursion_describe (game));
  g_assert_null (wy_recursion_pairs (game, 10, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
  g_clear_error (&error);
  g_assert_null (wy_recursion_ppos (game, 10, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
  g_clear_error (&error);
  g_assert_false (wy_recursion_nth (game, 3, &p, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
  wy_game_free (game);
}

static void
test_available (void)
{
  const char *none[] = { "stwythoff", "stwythoff:s=2,t=3", "gamma:i=1,s=1,t=1", "gamma:i=1,s=1,t=2",
                         "gamma:i=2,s=3,t=1", "gamma:i=3,s=2,t=5", "gamma:i=4,s=2,t=2",
                         "wytc:a=2,b=1,c=2,play=misere", "mark:k=3,play=misere", "upmark:play=misere",
                         "restricted:play=misere", "nimpq:a=0,q=2" };

  for (guint i = 0; i < G_N_ELEMENTS (none); i++)
    assert_unsupported (none[i]);
  for (WyFamily f = 0; f < WY_N_FAMILIES; f++)
    {
      WyGame *game = wy_game_new_default (f);
      /* no paper gives a recursion for (s,t)-Wythoff, Gamma_1's default or a rule of your own */
      if (f != WY_FAMILY_STWYTHOFF && f != WY_FAMILY_GAMMA && !wy_game_is_custom (game)
          && wy_game_get_heaps (game) != 3)
        g_assert_true (wy_recursion_available (game));
      if (wy_game_is_custom (game) || wy_game_get_heaps (game) == 3)
        g_assert_false (wy_recursion_available (game));
      if (wy_recursion_available (game))
        g_assert_true (*wy_recursion_describe (game) && *wy_recursion_source (game));
      wy_game_free (game);
    }
}

/* Wythoff's and Fraenkel's games have no parameter b: their formulas, misère ones too, are
 * written with b = 1 put in (Gurvich's mex_b is mex_1 = mex) */
static void
test_describe_without_b (void)
{
  const char *rules[] = { "wythoff", "wythoff:play=misere", "fraenkel:a=2",
                          "fraenkel:a=1,play=misere", "fraenkel:a=3,play=misere" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      WyGame *game = game_new (rules[i]);
      const char *text = wy_recursion_describe (game);

      g_test_message ("%s: %s", rules[i], text);
      g_assert_null (strstr (text, "_b"));
      g_assert_null (strstr (text, "b+1"));
      g_assert_null (strstr (text, "b n"));
      if (i == 1)
        g_assert_nonnull (strstr (text, "(x_0, y_0) = (2, 2)"));
      wy_game_free (game);
    }
}

static void
test_wytc_imitation (void)
{
  g_autoptr (GArray) wytc = pairs_of ("wytc:a=1,b=2,c=3", 20);
  g_autoptr (GArray) same = pairs_of ("wytc:a=2,b=3,c=3", 20);
  g_autoptr (GArray) wyt = pairs_of ("wyt:a=2,b=3", 20);

  g_autoptr (GArray) wide = pairs_of ("wytc:a=5,b=4,c=3", 20);
  g_autoptr (GArray) one_way = ppos_of ("wytc:a=1,b=3,c=2", 30);

  /* paper 001 section 7, as printed for every a: x_n = n, y_n = n min(b, c); the game is
   * not symmetric and the paper lists no mirrored pairs */
  for (guint n = 0; n < 20; n++)
    {
      ASSERT_PAIR (wytc, n, n, 2 * n);
      ASSERT_PAIR (wide, n, n, 3 * n);
    }
  g_assert_true (has_pos (one_way, 1, 2) && has_pos (one_way, 14, 28));
  g_assert_false (has_pos (one_way, 2, 1) || has_pos (one_way, 28, 14));
  g_assert_cmpuint (one_way->len, ==, 15);
  g_assert_cmpmem (same->data, 20 * sizeof (WyPair), wyt->data, 20 * sizeof (WyPair));
  /* Larsson: (p,1)-Imitation Nim has the P-positions of NIM^{p,1}_{1,1} */
  for (guint p = 1; p <= 3; p++)
    {
      g_autofree char *imit = g_strdup_printf ("imitation:p=%u", p);
      g_autofree char *block = g_strdup_printf ("nimpq:p=%u", p);
      g_autoptr (GArray) a = pairs_of (imit, 100);
      g_autoptr (GArray) b = pairs_of (block, 100);
      g_assert_cmpmem (a->data, 100 * sizeof (WyPair), b->data, 100 * sizeof (WyPair));
    }
}

static void
test_limits_and_errors (void)
{
  g_autoptr (GError) error = NULL;
  WyGame *wyt = game_new ("wyt");
  WyGame *wide = game_new ("wyt:a=3,b=1000");
  WyPair p;

  g_assert_null (wy_recursion_pairs (wyt, 100000001, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_clear_error (&error);
  g_assert_false (wy_recursion_nth (wyt, G_GUINT64_CONSTANT (1000000000), &p, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_assert_cmpstr (error->message, ==, "term 1000000000 is too far: n must be below 10^9");
  g_clear_error (&error);
  /* the terms of several indices: the same refusal, named by the last */
  {
    static const guint64 far[] = { 5, G_GUINT64_CONSTANT (1000000000) };

    g_assert_null (wy_recursion_terms (wyt, far, G_N_ELEMENTS (far), NULL, &error));
    g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
    g_assert_cmpstr (error->message, ==, "term 1000000000 is too far: n must be below 10^9");
    g_clear_error (&error);
  }
  /* values reach at least 10^10: refused before any allocation */
  g_assert_null (wy_recursion_pairs (wide, 10000000, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
  g_clear_error (&error);
  g_assert_false (wy_recursion_nth (wide, 100000000, &p, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
  wy_game_free (wyt);
  wy_game_free (wide);
}

/* The formula's P-positions of a board beyond the memory budget are
 * refused at once, naming the largest side allowed; that side still holds
 * every board the solver makes (one pile to 2 x 10^8, two piles to 2 x 10^6). */
static void
test_ppos_budget (void)
{
  static const struct { const char *rule; guint at_least; } cases[] = {
    { "wythoff", 2000000 }, { "mark", 200000000 }, { "mark:k=3", 200000000 },
    { "nimpq:a=2,b=2,p=2,q=2", 2000000 }, { "upmark", 200000000 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      WyGame *game = game_new (cases[i].rule);
      const char *range;
      guint64 max;

      g_test_timer_start ();
      g_assert_null (wy_recursion_ppos (game, G_MAXUINT, &error));
      g_assert_cmpfloat (g_test_timer_elapsed (), <, 1.0);
      g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
      g_test_message ("%s: %s", cases[i].rule, error->message);
      g_assert_nonnull (strstr (error->message, "4294967295"));
      range = strstr (error->message, "from 1 to ");
      g_assert_nonnull (range);
      max = g_ascii_strtoull (range + strlen ("from 1 to "), NULL, 10);
      g_assert_cmpuint (max, >=, cases[i].at_least);
      g_assert_cmpuint (max, <, G_MAXUINT);
      g_clear_error (&error);
      /* one past the largest is refused, a small board is not */
      g_assert_null (wy_recursion_ppos (game, (guint) max + 1, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
      g_clear_error (&error);
      g_array_unref (ppos_of (cases[i].rule, 100));
      wy_game_free (game);
    }
}

static void
assert_agrees (const char *rule, guint size)
{
  g_autoptr (GError) error = NULL;
  WyBoard *board = wy_test_solve_rule (rule, size);
  WyComparison cmp;

  g_assert_true (wy_recursion_compare (board, &cmp, &error));
  g_assert_no_error (error);
  if (cmp.has_first)
    g_test_message ("%s: %u cells differ, first (%u, %u)", rule, cmp.n_disagree, cmp.first.x, cmp.first.y);
  g_assert_cmpuint (cmp.n_disagree, ==, 0);
  g_assert_false (cmp.has_first);
  wy_board_unref (board);
}

static void
test_compare_agree (void)
{
  /* Theorems of papers 000, 001, 002 and the games of paper 004's tables */
  const char *rules[] = { "wythoff", "nim", "fraenkel:a=3", "wyt:a=1,b=2", "wyt:a=2,b=3",
                          "wyt:a=1,b=2,play=misere", "wyt:a=3,b=2,play=misere",
                          "nimpq:p=2", "nimpq:q=2,b=2", "nimpq:p=3,a=2", "nimpq:p=4,q=3",
                          "nimpq:p=3,q=5", "nimpq:p=2,q=2,a=2,b=2", "restricted:s=2,t=3",
                          "gamma:i=1,s=2,t=3", "gamma:i=2,s=2,t=4", "mark", "mark:k=3",
                          "mark:k=4", "mark:play=misere", "upmark" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    assert_agrees (rules[i], 48);
}

/* Where the paper's formula is known to be false the comparison says so. NIM^{5,2}_{1,1}:
 * paper 000 section 10's priority order is said to save the recursion for a = b = 1, but
 * from p = 5 on it does not: (8, 11), of d = 3, is P and listed after (11, 13) of d = 2,
 * which is N: its column x = 11 holds (11, 8) and (11, 9), two moves into P that q = 2
 * cannot both block; first (13, 11) */
static void
test_compare_disagree (void)
{
  const char *rules[] = { "nimpq:p=3,q=2,a=1,b=2", "wytc:a=1,b=2,c=3", "wytc:a=2,b=2,c=3",
                          "wytc:a=3,b=3,c=2", "nimpq:p=5,q=2" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GArray) ppos = ppos_of (rules[i], 30);
      WyBoard *board = wy_test_solve_rule (rules[i], 30);
      WyComparison cmp;
      gboolean predicted;

      g_assert_true (wy_recursion_compare (board, &cmp, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (cmp.n_disagree, >, 0);
      g_assert_true (cmp.has_first);
      predicted = has_pos (ppos, cmp.first.x, cmp.first.y);
      g_assert_cmpint (cmp.exact_status, ==, predicted ? WY_STATUS_N : WY_STATUS_P);
      g_assert_cmpint (wy_board_get_status (board, cmp.first.x, cmp.first.y), ==, cmp.exact_status);
      wy_board_unref (board);
    }
  {
    /* docs/spec.md: the true P-set of wytc with a <= 1 is {(b n, c n)} */
    WyBoard *board = wy_test_solve_rule ("wytc:a=1,b=2,c=3", 30);
    g_autoptr (GArray) ppos = ppos_of ("wytc:a=1,b=2,c=3", 30);
    g_assert_cmpint (wy_board_get_status (board, 2, 3), ==, WY_STATUS_P);
    g_assert_false (has_pos (ppos, 2, 3));
    wy_board_unref (board);
  }
}

/* A recursion belongs to the game it was written for: none beside the
 * block=Q games, nor beside nimpq's abstract and sec7 readings where they
 * differ from linecount (p = q = 1 or a = b = 1 make them one game). */
static void
test_available_games (void)
{
  static const struct { const char *rule; gboolean available; } cases[] = {
    { "wythoff", TRUE },
    { "wythoff:block=2", FALSE },
    { "wyt:a=1,b=2,block=3", FALSE },
    { "mark:block=2", FALSE },
    { "nimpq:a=1,b=2,p=3,q=2", TRUE },
    { "nimpq:a=2,b=2,p=2,q=2,reading=abstract", FALSE },
    { "nimpq:a=2,b=2,p=2,q=2,reading=sec7", FALSE },
    { "nimpq:a=2,b=3,p=1,q=1,reading=sec7", TRUE },
    { "nimpq:a=1,b=1,p=3,q=2,reading=abstract", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (cases[i].rule, NULL);
      g_assert_nonnull (game);
      g_assert_cmpint (wy_recursion_available (game), ==, cases[i].available);
    }
}

/* Terms of several indices in one pass equal each term made alone. */
static void
test_terms_one_pass (void)
{
  static const char *const rules[] = { "wyt:a=1,b=2", "nimpq:a=1,b=2,p=3,q=2", "mark:k=3" };
  static const guint64 ns[] = { 0, 1, 5, 5, 100, 1000, 4097 };

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    {
      g_autoptr (WyGame) game = wy_game_parse (rules[r], NULL);
      g_autoptr (GArray) got = wy_recursion_terms (game, ns, G_N_ELEMENTS (ns), NULL, NULL);
      WyPair want;

      g_assert_nonnull (got);
      g_assert_cmpuint (got->len, ==, G_N_ELEMENTS (ns));
      for (guint i = 0; i < G_N_ELEMENTS (ns); i++)
        {
          g_assert_true (wy_recursion_nth (game, ns[i], &want, NULL));
          g_assert_cmpuint (g_array_index (got, WyPair, i).x, ==, want.x);
          g_assert_cmpuint (g_array_index (got, WyPair, i).y, ==, want.y);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/recursion/available", test_available);
  g_test_add_func ("/core/recursion/wytc-imitation", test_wytc_imitation);
  g_test_add_func ("/core/recursion/describe-without-b", test_describe_without_b);
  g_test_add_func ("/core/recursion/limits-errors", test_limits_and_errors);
  g_test_add_func ("/core/recursion/ppos-budget", test_ppos_budget);
  g_test_add_func ("/core/recursion/compare/agree", test_compare_agree);
  g_test_add_func ("/core/recursion/available-games", test_available_games);
  g_test_add_func ("/core/recursion/terms-one-pass", test_terms_one_pass);
  g_test_add_func ("/core/recursion/compare/disagree", test_compare_disagree);
  return g_test_run ();
}
