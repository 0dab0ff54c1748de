/* test-speed-paths.c: the fast dense solvers against independent engines on random rules. */
#include <glib.h>
#include <stdio.h>

#include "wy-board.h"
#include "wy-test-solve.h"

/*
 * The dense line solver (windows over bands) is checked cell by cell
 * against the sparse engine (WY_NEED_STEPS: union-finds over closed lines
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
      g_autoptr (WyBoard) dense = wy_test_solve (game, size, WY_NEED_ELIMINATION, NULL, NULL,
                                                  NULL, &error);
      g_assert_no_error (error);
      g_autoptr (WyBoard) sparse = wy_test_solve (game, size, WY_NEED_STEPS, NULL, NULL,
                                                   NULL, &error);
      g_assert_no_error (error);
      g_assert_false (wy_board_is_sparse (dense));
      g_assert_true (wy_board_is_sparse (sparse));
      assert_same_boards (rule, dense, sparse);
    }
}

/* Liu-Li families by brute force over every option (wy_game_is_move): a
 * P cell's step is 1 + the largest step of its options, an N cell's the
 * least step of its P options (test-solver checks this reading against a
 * literal elimination); misere: a cell without options is N at step 1. */
static void
brute_cone (const WyGame *game, guint S, WyStatus *status, guint *step)
{
  for (guint y = 0; y < S; y++)
    for (guint x = 0; x < S; x++)
      {
        guint nmin = 0, mmax = 0;
        for (guint ty = 0; ty <= y; ty++)
          for (guint tx = 0; tx <= x; tx++)
            {
              guint t = ty * S + tx;
              if (!wy_game_is_move (game, x, y, x - tx, y - ty))
                continue;
              mmax = MAX (mmax, step[t]);
              if (status[t] == WY_STATUS_P && (nmin == 0 || step[t] < nmin))
                nmin = step[t];
            }
        if (nmin == 0 && mmax == 0 && wy_game_is_misere (game))
          nmin = 1;
        status[y * S + x] = nmin ? WY_STATUS_N : WY_STATUS_P;
        step[y * S + x] = nmin ? nmin : mmax + 1;
      }
}

static void
test_liu_li_against_brute_force (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (test_seed ());
  static const char *families[] = { "stwythoff", "restricted", "gamma" };

  for (guint n = 0; n < 120; n++)
    {
      guint S = g_rand_int_range (rand, 1, 56);
      guint s = param (rand, S, 1), t = param (rand, S, 1), i = g_rand_int_range (rand, 1, 5);
      guint f = g_rand_int_range (rand, 0, 3);
      g_autofree char *rule = g_strdup_printf ("%s:s=%u,t=%u%s%s", families[f], s, t,
                                               f == 2 ? (const char *[]) { ",i=1", ",i=2", ",i=3",
                                                                            ",i=4" }[i - 1] : "",
                                               g_rand_int_range (rand, 0, 4) ? "" : ",play=misere");
      g_autoptr (GError) error = NULL;
      g_autoptr (WyGame) game = wy_game_parse (rule, &error);
      g_assert_no_error (error);
      g_autoptr (WyBoard) board = wy_test_solve (game, S, WY_NEED_ELIMINATION, NULL, NULL, NULL,
                                                  &error);
      g_assert_no_error (error);
      g_autofree WyStatus *status = g_new0 (WyStatus, S * S);
      g_autofree guint *step = g_new0 (guint, S * S);

      brute_cone (game, S, status, step);
      for (guint y = 0; y < S; y++)
        for (guint x = 0; x < S; x++)
          if (wy_board_get_status (board, x, y) != status[y * S + x]
              || wy_board_get_step (board, x, y) != step[y * S + x])
            g_error ("%s size %u (%u,%u): solver %d step %u, brute force %d step %u", rule, S,
                     x, y, wy_board_get_status (board, x, y), wy_board_get_step (board, x, y),
                     status[y * S + x], step[y * S + x]);
    }
}

/* gamma's generator table is bounded by the boards it serves: a game is
 * cheap to make, and a board at the cap still has every generator move. */
static void
test_gamma_generators_cover_the_board (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("gamma:i=2", NULL);
  guint max = wy_solve_max_size (game, WY_NEED_ELIMINATION, NULL);

  g_assert_cmpuint (max, >=, 4096);
  g_assert_cmpuint (max, <, 1u << 16);
  /* (A'_1, B'_1) = (2, 4) for s = t = 1 (B' = A' + 2n) */
  g_assert_true (wy_game_is_move (game, 2, 4, 2, 4));
  g_assert_true (wy_game_is_move (game, 4, 2, 4, 2));
}

/* abstract and sec7 have no sparse method: their dense boards are capped
 * by time (every band's lines are visited), lower for wide bands. */
static void
test_gathering_readings_cap (void)
{
  g_autoptr (WyGame) narrow = wy_game_parse ("nimpq:a=2,b=2,p=2,q=2,reading=abstract", NULL);
  g_autoptr (WyGame) wide = wy_game_parse ("nimpq:a=1000,b=1000,p=2,q=2,reading=sec7", NULL);
  g_autoptr (GError) error = NULL;
  guint max = wy_solve_max_size (wide, WY_NEED_ELIMINATION, NULL);

  g_assert_cmpuint (wy_solve_max_size (narrow, WY_NEED_ELIMINATION, NULL), >=, 4096);
  g_assert_cmpuint (wy_solve_max_size (narrow, WY_NEED_ELIMINATION, NULL), <, 8192);
  g_assert_cmpuint (max, >=, 600);
  g_assert_cmpuint (max, <, 1000);
  g_assert_null (wy_test_solve (wide, max + 1, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/speed-paths/lines-against-sparse", test_lines_against_sparse);
  g_test_add_func ("/core/speed-paths/liu-li-against-brute-force",
                   test_liu_li_against_brute_force);
  g_test_add_func ("/core/speed-paths/gamma-generators", test_gamma_generators_cover_the_board);
  g_test_add_func ("/core/speed-paths/gathering-readings-cap", test_gathering_readings_cap);
  return g_test_run ();
}
