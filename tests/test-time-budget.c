/* test-time-budget.c: the time budget of the caps a time model sets (2 s unless raised): its range, both sides of each such cap, and the engine seam of |N_j| with block=Q. */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "wy-board.h"
#include "wy-brute.h"
#include "wy-sparse.h"
#include "wy-engine-testing.h"
#include "wy-test-solve.h"

/* Every family a time model caps, with what the caps are read for. */
static const struct {
  const char *rule;
  WyNeeds     needs;
} capped[] = {
  { "wythoff:block=2", WY_NEED_STATUS },
  { "wythoff:block=2", WY_NEED_STEPS },
  { "wythoff:block=1000", WY_NEED_STATUS },
  { "wythoff:block=1000", WY_NEED_STEPS },
  { "wythoff:block=200", WY_NEED_ELIMINATION },
  { "wyt:a=1000,b=1000,block=1000", WY_NEED_STATUS },
  { "wyt:a=1000,b=1000,block=1000", WY_NEED_ELIMINATION },
  { "wyt:a=1000,b=1000,block=1000", WY_NEED_GRUNDY },
  { "wyt:a=100,b=100,block=100", WY_NEED_GRUNDY },
  { "imitation:p=1", WY_NEED_STATUS },
  { "imitation:p=16", WY_NEED_STEPS },
  { "nimpq:a=100,b=100,p=100,q=100,reading=abstract", WY_NEED_STATUS },
  { "nimpq:a=1000,b=1000,p=1000,q=1000,reading=sec7", WY_NEED_STEPS },
  { "stwythoff:s=2,t=3", WY_NEED_STEPS },
  { "restricted:s=1000,t=1000", WY_NEED_ELIMINATION },
  { "gamma:i=2,s=2,t=3", WY_NEED_STEPS },
  { "mark:k=2", WY_NEED_ELIMINATION },
  { "upmark", WY_NEED_ELIMINATION },
};

/* The budget's range: a value outside it is refused and the budget stays. */
static void
test_range (void)
{
  const double bad[] = { 0, 0.99, -1, 600.5, 1e9, NAN, INFINITY };

  g_assert_cmpfloat (wy_solve_get_time_budget (), ==, WY_TIME_BUDGET_DEFAULT);
  g_assert_cmpfloat (WY_TIME_BUDGET_DEFAULT, ==, 2.0);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (wy_solve_set_time_budget (bad[i]));
      g_assert_cmpfloat (wy_solve_get_time_budget (), ==, WY_TIME_BUDGET_DEFAULT);
    }
  g_assert_true (wy_solve_set_time_budget (WY_TIME_BUDGET_MIN));
  g_assert_true (wy_solve_set_time_budget (WY_TIME_BUDGET_MAX));
  g_assert_cmpfloat (wy_solve_get_time_budget (), ==, 600);
  g_assert_true (wy_solve_set_time_budget (WY_TIME_BUDGET_DEFAULT));
}

/* A query is accepted at the cap (a cancelled solve says so: the checks
 * come first) and refused one above, the message naming the budget; a
 * larger budget reaches further, never less far, and the reason says. */
static void
test_both_sides (void)
{
  g_autoptr (GCancellable) cancelled = g_cancellable_new ();

  g_cancellable_cancel (cancelled);
  for (guint i = 0; i < G_N_ELEMENTS (capped); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (capped[i].rule, NULL);
      g_autoptr (GError) error = NULL;
      const char *reason = NULL, *raised = NULL;
      guint cap = wy_solve_max_size (game, capped[i].needs, &reason);
      guint wide = wy_solve_max_size_within (game, capped[i].needs, 30, &raised);
      WyQuery at = { .needs = capped[i].needs, .size = cap, .cancellable = cancelled };
      WyQuery above = { .needs = capped[i].needs, .size = cap + 1 };
      g_autoptr (WyBoard) none = NULL;

      g_test_message ("%s needs %d: %u (%s); 30 s: %u (%s)", capped[i].rule, capped[i].needs,
                      cap, reason, wide, raised);
      g_assert_nonnull (strstr (reason, "a time budget of 2 s by the measured model"));
      g_assert_cmpuint (wide, >, cap);
      g_assert_cmpuint (wy_solve_max_size_within (game, capped[i].needs, 2, NULL), ==, cap);
      g_assert_nonnull (strstr (raised, "30 s") ?: strstr (raised, "memory"));
      none = wy_test_query (game, &at, &error);
      g_assert_null (none);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_clear_error (&error);
      g_assert_null (wy_test_query (game, &above, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
      g_assert_nonnull (strstr (error->message, "a time budget of 2 s"));
      g_clear_error (&error);
      /* raised, the size one above the old cap is accepted */
      g_assert_true (wy_solve_set_time_budget (30));
      at.size = cap + 1;
      g_assert_cmpuint (wy_solve_max_size (game, capped[i].needs, NULL), ==, wide);
      g_assert_null (wy_test_query (game, &at, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_true (wy_solve_set_time_budget (WY_TIME_BUDGET_DEFAULT));
    }
}

/* issue 26's boards stay within reach of a raised budget: the P-set of
 * wythoff:block=20 at 10^6 (30 s), Imitation Nim p = 2 at 2000 steps
 * within the default. */
static void
test_reach (void)
{
  g_autoptr (WyGame) block = wy_game_parse ("wythoff:block=20", NULL);
  g_autoptr (WyGame) imitation = wy_game_parse ("imitation:p=2", NULL);

  g_assert_cmpuint (wy_solve_max_size_within (block, WY_NEED_STATUS, 30, NULL), >=, 1000000);
  g_assert_cmpuint (wy_solve_max_size (block, WY_NEED_STATUS, NULL), <, 1000000);
  g_assert_cmpuint (wy_solve_max_size (block, WY_NEED_ELIMINATION, NULL), >=, 100000);
  g_assert_cmpuint (wy_solve_max_size (imitation, WY_NEED_STEPS, NULL), >=, 2000);
}

/* A raised budget never reaches an Imitation Nim board whose sweep would
 * not fit in the memory budget of 2 GiB: at 600 s p = 16 reached 21166
 * (some 21 GB: 5 bytes a cell of the board, and for half the cells p
 * values of 4 bytes and an aggregate of 28). The default caps stay the
 * time model's. */
static void
test_imitation_memory (void)
{
  for (guint p = 1; p <= 16; p += 15)
    {
      g_autofree char *rule = g_strdup_printf ("imitation:p=%u", p);
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      const char *reason = NULL;
      guint cap = wy_solve_max_size_within (game, WY_NEED_STEPS, WY_TIME_BUDGET_MAX, &reason);
      double bytes = (double) cap * cap * (5 + (4.0 * p + 28) / 2);

      g_test_message ("%s at %g s: %u (%s), %.0f bytes", rule, (double) WY_TIME_BUDGET_MAX, cap, reason,
                      bytes);
      g_assert_cmpfloat (bytes, <=, 2.0 * (1u << 30));
      g_assert_cmpfloat (bytes, >, 1.9 * (1u << 30));
      g_assert_nonnull (strstr (reason, "memory"));
      wy_solve_max_size_within (game, WY_NEED_STEPS, 2, &reason);
      g_assert_nonnull (strstr (reason, "measured model"));
    }
}

/* |N_j| of block=Q comes from the stored board up to the side its model
 * gives within the budget, from the block sweep (no |N_j|) above it: the
 * two engines on either side of the seam agree on every P-position and on
 * the status and step of random cells (random bands and Q, a logged
 * seed; WY_BUDGET_SEED repeats it). */
static void
test_counts_seam (void)
{
  const char *fixed = g_getenv ("WY_BUDGET_SEED");
  guint32 seed = fixed ? (guint32) strtoul (fixed, NULL, 10) : (guint32) g_test_rand_int ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u (WY_BUDGET_SEED=%u repeats it)", seed, seed);
  for (guint round = 0; round < 2; round++)
    {
      /* narrow bands and Q up to 40: the sweep reaches beyond the seam */
      guint a = g_rand_int_range (rand, 0, 4), b = g_rand_int_range (rand, 1, 5);
      guint Q = g_rand_int_range (rand, 6, 41), lo = 1, hi = WY_BOARD_DENSE_MAX;
      g_autofree char *rule = g_strdup_printf ("wyt:a=%u,b=%u,block=%u", a, b, Q);
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      g_autoptr (GError) error = NULL;
      WyQuery query = { .needs = WY_NEED_ELIMINATION };
      WyBoard *sparse, *dense;
      const WyPos *ps, *pd;
      guint ns, nd, S;

      /* the seam at a budget of 1 s: the largest side stored whole */
      g_assert_true (wy_solve_set_time_budget (1));
      while (lo < hi)
        {
          query.size = lo + (hi - lo + 1) / 2;
          if (wy_solve_engine (game, &query) == WY_ENGINE_DENSE)
            lo = query.size;
          else
            hi = query.size - 1;
        }
      S = lo + 1;
      g_test_message ("%s: stored to %u, the sweep above", rule, lo);
      g_assert_cmpuint (lo, <, wy_solve_max_size (game, WY_NEED_ELIMINATION, NULL));
      query.size = S;
      g_assert_cmpint (wy_solve_engine (game, &query), ==, WY_ENGINE_SPARSE);
      sparse = wy_test_query (game, &query, &error);
      g_assert_no_error (error);
      g_assert_true (wy_board_is_sparse (sparse));
      g_assert_false (wy_board_has_step_n_counts (sparse));
      /* a larger budget stores the same board whole, |N_j| with it */
      g_assert_true (wy_solve_set_time_budget (600));
      g_assert_cmpint (wy_solve_engine (game, &query), ==, WY_ENGINE_DENSE);
      dense = wy_test_query (game, &query, &error);
      g_assert_no_error (error);
      g_assert_true (wy_board_has_step_n_counts (dense));
      g_assert_true (wy_solve_set_time_budget (WY_TIME_BUDGET_DEFAULT));
      ps = wy_board_get_ppos (sparse, &ns);
      pd = wy_board_get_ppos (dense, &nd);
      g_assert_cmpuint (ns, ==, nd);
      g_assert_cmpmem (ps, ns * sizeof (WyPos), pd, nd * sizeof (WyPos));
      for (guint k = 0; k < 3000; k++)
        {
          guint x = g_rand_int_range (rand, 0, S), y = g_rand_int_range (rand, 0, S);
          g_assert_cmpint (wy_board_get_status (sparse, x, y), ==,
                           wy_board_get_status (dense, x, y));
          g_assert_cmpuint (wy_board_get_step (sparse, x, y), ==, wy_board_get_step (dense, x, y));
        }
      wy_board_unref (sparse);
      wy_board_unref (dense);
    }
}

/* A figure of a sparse line board reads every cell's step, each gathering
 * its bands: wide bands stop at the stored board's side within the
 * budget, and go on with a larger one (the model: 1.1 ms a band line,
 * sqrt ((p + q) / 4) with blocking, within 3/4 of the budget). Its P-set
 * and the steps of a region are not held back. */
static void
test_figure_reads (void)
{
  struct { const char *rule; guint at_2s; double reaches; } cases[] = {
    { "wythoff", 2000000, 2 },
    { "wyt:a=300,b=300", 2000000, 2 },             /* 1200 lines: 1.32 s */
    { "wyt:a=400,b=400", 4096, 3 },                /* 1600 lines: 1.76 s */
    { "wyt:a=1000,b=1000", 4096, 6 },              /* 4000 lines: 4.4 s */
    { "nimpq:a=1000,b=1000,p=1000,q=1000", 4096, 140 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (cases[i].rule, NULL);
      const char *why = NULL;
      guint figure = wy_solve_max_size (game, WY_NEED_ELIMINATION, &why);

      g_test_message ("%s: a figure to %u (%s)", cases[i].rule, figure, why);
      g_assert_cmpuint (figure, ==, cases[i].at_2s);
      if (figure == 4096)
        g_assert_nonnull (strstr (why, "reading every cell's step"));
      g_assert_cmpuint (wy_solve_max_size_within (game, WY_NEED_ELIMINATION, cases[i].reaches, NULL),
                        >, 4096);
      g_assert_cmpuint (wy_solve_max_size (game, WY_NEED_STEPS, NULL), >, 4096);
    }
}

/* The steps beyond 4096, from the moves of the brute force: N cells
 * from their P-options (the P-set read whole), five at random beyond the
 * 4096 rows. */
static void
assert_beyond_n_cells (const BrRule *rule, WyBoard *big, GRand *rand, guint S, const WyPos *pos,
                       guint n_pos)
{
  for (guint k = 0; k < 5; k++)
    {
      guint x, y, least = G_MAXUINT;
      do
        {
          x = g_rand_int_range (rand, 0, S);
          y = g_rand_int_range (rand, 4096, S);
        }
      while (wy_board_get_status (big, x, y) != WY_STATUS_N);
      for (guint i = 0; i < n_pos && pos[i].y <= y; i++)
        if (pos[i].x <= x && (pos[i].x < x || pos[i].y < y)
            && br_is_move (rule, x, y, x - pos[i].x, y - pos[i].y))
          least = MIN (least, wy_board_get_step (big, pos[i].x, pos[i].y));
      g_test_message ("(%u,%u): N, step %u", x, y, wy_board_get_step (big, x, y));
      g_assert_cmpuint (wy_board_get_step (big, x, y), ==, least);
    }
}

/* A P-position from all its options: the one beyond 4096 with the fewest
 * cells below-left. */
static void
assert_beyond_p_cell (const BrRule *rule, WyBoard *big, const WyPos *pos, guint n_pos)
{
  guint x = 0, y = 0, top = 0;

  for (guint i = 0; i < n_pos; i++)
    if (MAX (pos[i].x, pos[i].y) >= 4096
        && (x == 0 || (guint64) pos[i].x * pos[i].y < (guint64) x * y))
      {
        x = pos[i].x;
        y = pos[i].y;
      }
  for (guint yy = 0; yy <= y; yy++)
    for (guint xx = 0; xx <= x; xx++)
      if ((xx < x || yy < y) && br_is_move (rule, x, y, x - xx, y - yy))
        {
          g_assert_cmpint (wy_board_get_status (big, xx, yy), ==, WY_STATUS_N);
          top = MAX (top, wy_board_get_step (big, xx, yy));
        }
  g_test_message ("(%u,%u): P, step %u", x, y, wy_board_get_step (big, x, y));
  g_assert_cmpuint (wy_board_get_step (big, x, y), ==, top + 1);
}

/* The cone families' stored boards beyond 4096, within a raised budget
 * (3 s: to 5016 for small s and t): every cell's status and step on the
 * 4096 square is that of the 4096 board (a cell's step reads only cells
 * below-left of it), the P-set is the sparse sweep's, and random cells
 * beyond 4096 keep the rule of docs/spec.md section 4 with the moves of an
 * independent brute force (wy-brute.c): an N cell's step is the least
 * step of its P-options, a P cell's one more than the largest step of its
 * options. Random s, t and family, a logged seed (WY_BUDGET_SEED repeats
 * it). */
static void
test_cone_beyond (void)
{
  static const BrFamily families[] = { BR_STWYTHOFF, BR_RESTRICTED, BR_GAMMA };
  const char *fixed = g_getenv ("WY_BUDGET_SEED");
  guint32 seed = fixed ? (guint32) strtoul (fixed, NULL, 10) : (guint32) g_test_rand_int ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  BrRule rule = { families[g_rand_int_range (rand, 0, 3)], .s = g_rand_int_range (rand, 1, 4),
                  .t = g_rand_int_range (rand, 1, 5), .i = g_rand_int_range (rand, 1, 3) };
  g_autofree char *text = br_rule_string (&rule);
  g_autoptr (WyGame) game = wy_game_parse (text, NULL);
  g_autoptr (GError) error = NULL;
  guint cap, S, n_pos;
  const WyPos *pos;

  g_test_message ("seed %u: %s", seed, text);
  g_assert_cmpuint (wy_solve_max_size (game, WY_NEED_STEPS, NULL), ==, 4096);
  g_assert_true (wy_solve_set_time_budget (3));
  cap = wy_solve_max_size (game, WY_NEED_STEPS, NULL);
  g_assert_cmpuint (cap, >, 5000);
  S = g_rand_int_range (rand, 4097, 4400);
  g_autoptr (WyBoard) big = wy_test_solve (game, S, WY_NEED_STEPS, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (wy_solve_set_time_budget (WY_TIME_BUDGET_DEFAULT));
  g_autoptr (WyBoard) small = wy_test_solve (game, 4096, WY_NEED_STEPS, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint y = 0; y < 4096; y++)
    for (guint x = 0; x < 4096; x++)
      if (wy_board_get_status (big, x, y) != wy_board_get_status (small, x, y)
          || wy_board_get_step (big, x, y) != wy_board_get_step (small, x, y))
        g_error ("%s: (%u,%u) differs from the 4096 board", text, x, y);
  /* the P-set, from the sparse sweep */
  g_autoptr (GArray) pset = wy_sparse_pset (game, S, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  pos = wy_board_get_ppos (big, &n_pos);
  g_assert_cmpuint (n_pos, ==, pset->len);
  for (guint i = 0; i < n_pos; i++)
    g_assert_true (pos[i].x == g_array_index (pset, WyPos, i).x
                   && pos[i].y == g_array_index (pset, WyPos, i).y);
  /* the steps beyond 4096, from the moves of the brute force: N cells
   * from their P-options (the P-set read whole); a P-position from all its
   * options, the one beyond 4096 with the fewest cells below-left (the
   * brute force's Type III test scans its generators: not for gamma) */
  assert_beyond_n_cells (&rule, big, rand, S, pos, n_pos);
  if (rule.family != BR_GAMMA)
    assert_beyond_p_cell (&rule, big, pos, n_pos);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/time-budget/range", test_range);
  g_test_add_func ("/core/time-budget/both-sides", test_both_sides);
  g_test_add_func ("/core/time-budget/reach", test_reach);
  g_test_add_func ("/core/time-budget/imitation-memory", test_imitation_memory);
  g_test_add_func ("/core/time-budget/counts-seam", test_counts_seam);
  g_test_add_func ("/core/time-budget/figure-reads", test_figure_reads);
  g_test_add_func ("/core/time-budget/cone-beyond", test_cone_beyond);
  return g_test_run ();
}
