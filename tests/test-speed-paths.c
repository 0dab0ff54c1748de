/* test-speed-paths.c: the fast dense solvers against independent engines on random rules. */
#include <glib.h>
#include <stdio.h>

#include "wy-board.h"

/*
 * The dense line solver (windows over bands) is checked cell by cell
 * against the sparse engine (WY_SOLVE_QUICK: union-finds over closed lines
 * and its own step index), on random rules with a logged seed: every line
 * family, misere, a = 0, b != c, blocking (linecount; abstract and sec7
 * where the sparse engine has them, a = b = 1), and bands wide against the
 * board. Set WY_TEST_SEED to repeat a run.
 */

static guint32
test_seed (void)
{
  const char *env = g_getenv ("WY_TEST_SEED");
  guint32 seed = env ? (guint32) g_ascii_strtoull (env, NULL, 10) : g_random_int ();

  g_test_message ("seed %u (set WY_TEST_SEED=%u to repeat)", seed, seed);
  return seed;
}

static guint
param (GRand *rand, guint size, guint lo)
{
  /* mostly small; sometimes as wide as the board or wider */
  switch (g_rand_int_range (rand, 0, 4))
    {
    case 0:
      return g_rand_int_range (rand, lo, (gint) size + 3);
    default:
      return g_rand_int_range (rand, lo, 6);
    }
}

static char *
random_line_rule (GRand *rand, guint size)
{
  guint a = param (rand, size, 0), b = param (rand, size, 1), c = param (rand, size, 1);
  guint p = g_rand_int_range (rand, 1, 5), q = g_rand_int_range (rand, 1, 5);
  const char *mis = g_rand_int_range (rand, 0, 4) == 0 ? ",play=misere" : "";

  switch (g_rand_int_range (rand, 0, 8))
    {
    case 0:
      return g_strdup_printf ("nim:play=%s", *mis ? "misere" : "normal");
    case 1:
      return g_strdup_printf ("wythoff:play=%s", *mis ? "misere" : "normal");
    case 2:
      return g_strdup_printf ("fraenkel:a=%u%s", a, mis);
    case 3:
      return g_strdup_printf ("wyt:a=%u,b=%u%s", a, b, mis);
    case 4:
      return g_strdup_printf ("wytc:a=%u,b=%u,c=%u%s", a, b, c, mis);
    case 5:
      return g_strdup_printf ("nimpq:a=1,b=1,p=%u,q=%u,reading=%s", p, q,
                              g_rand_boolean (rand) ? "abstract" : "sec7");
    default:
      return g_strdup_printf ("nimpq:a=%u,b=%u,p=%u,q=%u", a, b, p, q);
    }
}

static void
assert_same_boards (const char *rule, const WyBoard *dense, const WyBoard *other)
{
  guint S = wy_board_get_size (dense);

  for (guint y = 0; y < S; y++)
    for (guint x = 0; x < S; x++)
      {
        guint sd, so;
        WyStatus d = wy_board_get_cell (dense, x, y, &sd), o = wy_board_get_cell (other, x, y, &so);
        if (d != o || sd != so)
          g_error ("%s size %u (%u,%u): dense %s step %u, other engine %s step %u", rule, S,
                   x, y, d == WY_STATUS_P ? "P" : "N", sd, o == WY_STATUS_P ? "P" : "N", so);
      }
  g_assert_cmpuint (wy_board_get_n_steps (dense), ==, wy_board_get_n_steps (other));
}

static void
test_lines_against_sparse (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (test_seed ());

  for (guint i = 0; i < 400; i++)
    {
      guint size = g_rand_int_range (rand, 1, i < 350 ? 90 : 400);
      g_autofree char *rule = random_line_rule (rand, size);
      g_autoptr (GError) error = NULL;
      g_autoptr (WyGame) game = wy_game_parse (rule, &error);
      g_assert_no_error (error);
      g_autoptr (WyBoard) dense = wy_board_solve (game, size, WY_SOLVE_DEFAULT, NULL, NULL,
                                                  NULL, &error);
      g_assert_no_error (error);
      g_autoptr (WyBoard) sparse = wy_board_solve (game, size, WY_SOLVE_QUICK, NULL, NULL,
                                                   NULL, &error);
      g_assert_no_error (error);
      g_assert_false (wy_board_is_sparse (dense));
      g_assert_true (wy_board_is_sparse (sparse));
      assert_same_boards (rule, dense, sparse);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/speed-paths/lines-against-sparse", test_lines_against_sparse);
  return g_test_run ();
}
