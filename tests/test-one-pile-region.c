/* test-one-pile-region.c: a one-pile board of a region (the positions below x1/k and the region's
 * own, a window sliding between them) against the whole board and an independent brute force. */
#include "config.h"

#include "wy-board-private.h"
#include "wy-engine.h"
#include "wy-engine-testing.h"
#include "wy-brute.h"
#include "wy-test-solve.h"

/* Random rules (the seed is logged by GLib: run again with --seed to
 * repeat a failure): Mark-k for every k, UpMark, normal and misere play. */
static char *
random_rule (BrRule *br)
{
  gboolean misere = g_test_rand_int_range (0, 3) == 0;
  const char *play = misere ? "play=misere" : "play=normal";

  *br = (BrRule) { .misere = misere };
  if (g_test_rand_int_range (0, 4) == 0)
    {
      br->family = BR_UPMARK;
      return g_strdup_printf ("upmark:%s", play);
    }
  br->family = BR_MARK;
  /* small k often, up to the largest */
  br->k = g_test_rand_bit () ? g_test_rand_int_range (2, 5) : g_test_rand_int_range (2, 61);
  return g_strdup_printf ("mark:k=%d,%s", br->k, play);
}

/* A region of 0 .. size - 1: from 0, across size/k, one cell, the whole
 * board, the last cells, or anywhere. */
static void
random_region (guint size, guint k, guint *x0, guint *x1)
{
  guint back;

  *x1 = (guint) g_test_rand_int_range (0, (gint) size);
  switch (g_test_rand_int_range (0, 6))
    {
    case 0:
      *x0 = 0;
      break;
    case 1:
      *x0 = (guint) g_test_rand_int_range (0, (gint) (*x1 / k) + 1);
      break;
    case 2:
      *x0 = *x1;
      break;
    case 3:
      *x0 = 0;
      *x1 = size - 1;
      break;
    case 4:
      back = (guint) g_test_rand_int_range (0, 70);
      *x1 = size - 1;
      *x0 = *x1 - MIN (*x1, back);
      break;
    default:
      *x0 = (guint) g_test_rand_int_range (0, (gint) *x1 + 1);
      break;
    }
}

static WyBoard *
solve (const WyGame *game, const WyQuery *query)
{
  return wy_test_query_ok (game, query);
}

static WyBoard *
solve_region (const WyGame *game, guint size, guint x0, guint x1)
{
  WyQuery q = { .needs = WY_NEED_STEPS, .size = size, .has_region = TRUE, .x0 = x0, .x1 = x1 };

  return solve (game, &q);
}

/* The cells x0 .. x1 of board (one by one and as a row), its winning moves
 * from a few of them, and its P-positions agree with the reference ref. */
static void
assert_same (const char *rule, const WyBoard *ref, const WyBoard *board, guint x0, guint x1)
{
  guint n = x1 - x0 + 1, n_ref, n_got;
  g_autoptr (GArray) step_row = NULL;
  g_autoptr (GArray) status_row = NULL;
  const WyStatus *status;
  const guint *steps;
  const WyPos *p_ref = wy_board_get_ppos (ref, &n_ref), *p_got;
  WyPposIter iter;
  WyPos p;
  guint i = 0;

  g_assert_true (wy_board_has_steps (board));
  status_row = wy_board_get_cell_row (board, 0, x0, n, &step_row, NULL);
  status = (const WyStatus *) status_row->data;
  steps = (const guint *) step_row->data;
  for (guint x = x0; x <= x1; x++)
    {
      guint want_step, got_step;
      WyStatus want = wy_board_get_cell (ref, x, 0, &want_step);
      WyStatus got = wy_board_get_cell (board, x, 0, &got_step);

      if (want != got || want_step != got_step || status[x - x0] != got
          || steps[x - x0] != got_step)
        g_error ("%s, region %u..%u: %u is %d/%u (row %d/%u), whole board %d/%u", rule, x0, x1,
                 x, got, got_step, status[x - x0], steps[x - x0], want, want_step);
    }
  /* the moves from the region's first and last cells */
  for (guint j = 0; j < 2; j++)
    {
      guint x = j ? x1 : x0;
      g_autoptr (GArray) want = wy_board_list_p_options (ref, x, 0);
      g_autoptr (GArray) got = wy_board_list_p_options (board, x, 0);

      g_assert_cmpuint (got->len, ==, want->len);
      for (guint m = 0; m < want->len; m++)
        {
          WyMove *a = &g_array_index (want, WyMove, m), *b = &g_array_index (got, WyMove, m);
          g_assert_cmpuint (a->target.x, ==, b->target.x);
          g_assert_cmpuint (a->step, ==, b->step);
        }
    }
  /* every P-position up to x1, the list and the iterator */
  while (n_ref > 0 && p_ref[n_ref - 1].x > x1)
    n_ref--;
  p_got = wy_board_get_ppos (board, &n_got);
  g_assert_cmpuint (n_got, ==, n_ref);
  wy_ppos_iter_init (&iter, board);
  for (; wy_ppos_iter_next (&iter, &p); i++)
    g_assert_true (i < n_ref && p.x == p_ref[i].x && p.y == 0 && p_got[i].x == p.x);
  g_assert_cmpuint (i, ==, n_ref);
}

/* The cells of the brute force's board agree with board's on x0 .. x1. */
static void
assert_brute (const char *rule, const BrBoard *br, const WyBoard *board, guint x0, guint x1)
{
  static const WyStatus of_br[] = { WY_STATUS_NONE, WY_STATUS_P, WY_STATUS_N };

  for (guint x = x0; x <= x1; x++)
    {
      guint step;
      WyStatus got = wy_board_get_cell (board, x, 0, &step);

      if (got != of_br[br->status[x]] || step != br->step[x])
        g_error ("%s, region %u..%u: %u is %d/%u, brute force %d/%u", rule, x0, x1, x, got,
                 step, of_br[br->status[x]], br->step[x]);
    }
}

/* The divisor whose quotient the region's board keeps whole. */
static guint
divisor (const WyGame *game)
{
  return wy_game_get_family (game) == WY_FAMILY_UPMARK ? 2 : wy_game_get_param (game, WY_PARAM_K);
}

/* Random rules, sizes and regions: the region's board (kept apart: the
 * positions below x1/k and the region) equals the whole board's cells,
 * moves and P-positions, and on small boards the brute force's. */
static void
test_region_agrees (void)
{
  for (guint round = 0; round < (g_test_slow () ? 400u : 80u); round++)
    {
      BrRule br;
      g_autofree char *rule = random_rule (&br);
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      gboolean small = round % 2 == 0;
      guint size = (guint) (small ? g_test_rand_int_range (1, 400)
                                  : g_test_rand_int_range (400, 200000));
      WyQuery whole_q = { .needs = WY_NEED_STEPS, .size = size };
      g_autoptr (WyBoard) whole = NULL;
      guint x0, x1;

      g_assert_nonnull (game);
      whole = solve (game, &whole_q);
      g_assert_null (_wy_one_pile_board_strip (whole));
      for (guint r = 0; r < 6; r++)
        {
          g_autoptr (WyBoard) part = NULL;

          random_region (size, divisor (game), &x0, &x1);
          part = solve_region (game, size, x0, x1);
          g_assert_nonnull (_wy_one_pile_board_strip (part));
          g_assert_cmpuint (wy_board_get_size (part), ==, x1 + 1);
          assert_same (rule, whole, part, x0, x1);
          if (small)
            {
              BrBoard *b = br_solve (&br, x1 + 1, FALSE);
              assert_brute (rule, b, part, x0, x1);
              br_board_free (b);
            }
        }
    }
}

/* The region's board keeps a 16-bit step: a step beyond what it holds
 * (lowered here) sends the query to the whole board, the same answer;
 * at the largest step it keeps, the region's board. */
static void
test_wide_steps (void)
{
  for (guint round = 0; round < 20; round++)
    {
      BrRule br;
      g_autofree char *rule = random_rule (&br);
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      guint size = (guint) g_test_rand_int_range (2, 50000), x0, x1, top = 0;
      WyQuery whole_q = { .needs = WY_NEED_STEPS, .size = size };
      g_autoptr (WyBoard) whole = solve (game, &whole_q);
      g_autoptr (WyBoard) part = NULL, fits = NULL, beyond = NULL;

      random_region (size, divisor (game), &x0, &x1);
      part = solve_region (game, size, x0, x1);
      g_assert_nonnull (_wy_one_pile_board_strip (part));
      /* the largest step the region's board keeps */
      for (guint x = 0; x <= x1; x++)
        if (x < _wy_one_pile_board_strip (part)->low_end
            || x >= _wy_one_pile_board_strip (part)->high_start)
          top = MAX (top, wy_board_get_step (whole, x, 0));
      g_test_message ("%s size %u region %u..%u: the largest kept step %u", rule, size, x0, x1, top);
      _wy_one_pile_set_strip_step_max (top);
      fits = solve_region (game, size, x0, x1);
      _wy_one_pile_set_strip_step_max (G_MAXUINT16);
      g_assert_nonnull (_wy_one_pile_board_strip (fits));
      assert_same (rule, whole, fits, x0, x1);
      /* UpMark's region 0 .. 0 lies below its first position: the strip
       * keeps no step, so none can be too wide */
      if (top == 0)
        continue;
      _wy_one_pile_set_strip_step_max (top - 1);
      beyond = solve_region (game, size, x0, x1);
      _wy_one_pile_set_strip_step_max (G_MAXUINT16);
      g_assert_null (_wy_one_pile_board_strip (beyond));
      assert_same (rule, whole, beyond, x0, x1);
    }
}

/* Only a region of the steps alone, block=1, takes the region's board. */
static void
test_choice (void)
{
  struct {
    const char *rule;
    WyNeeds     needs;
    gboolean    region, strip;
  } cases[] = {
    { "mark:k=3", WY_NEED_STEPS, TRUE, TRUE },
    { "upmark", WY_NEED_STEPS, TRUE, TRUE },
    { "mark:k=3", WY_NEED_STEPS, FALSE, FALSE },
    { "mark:k=3", WY_NEED_STEP_COUNTS, TRUE, FALSE },
    { "mark:k=3", WY_NEED_STEPS | WY_NEED_GRUNDY, TRUE, FALSE },
    { "mark:k=3", WY_NEED_STATUS, TRUE, FALSE },
    { "mark:k=3,block=2", WY_NEED_STEPS, TRUE, FALSE },
    { "pile:rule=(d<=2||n-d==n/3)", WY_NEED_STEPS, TRUE, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (cases[i].rule, NULL);
      WyQuery q = { .needs = cases[i].needs, .size = 1000, .has_region = cases[i].region,
                    .x0 = 900, .x1 = 949 };
      g_autoptr (WyBoard) board = solve (game, &q);

      g_assert_cmpint (_wy_one_pile_board_strip (board) != NULL, ==, cases[i].strip);
    }
}

/* What the region's board does not keep: the P_j and |N_j| of the whole
 * board; its steps of positions between the two parts read 0. */
static void
test_kept (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("mark:k=2", NULL);
  g_autoptr (WyBoard) board = solve_region (game, 100000, 99000, 99999);
  guint n;

  g_assert_cmpuint (_wy_one_pile_board_strip (board)->low_end, ==, 99999 / 2 + 1);
  g_assert_cmpuint (_wy_one_pile_board_strip (board)->high_start, ==, 99000 - 1);
  g_assert_cmpuint (wy_board_get_step (board, 60000, 0), ==, 0);
  g_assert_cmpint (wy_board_get_status (board, 60000, 0), !=, WY_STATUS_NONE);
  g_assert_false (wy_board_has_step_n_counts (board));
  g_assert_cmpuint (wy_board_get_n_steps (board), ==, 0);
  g_assert_null (wy_board_get_step_ppos (board, 1, &n));
  g_assert_cmpuint (n, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/one-pile-region/agrees", test_region_agrees);
  g_test_add_func ("/core/one-pile-region/wide-steps", test_wide_steps);
  g_test_add_func ("/core/one-pile-region/choice", test_choice);
  g_test_add_func ("/core/one-pile-region/kept", test_kept);
  return g_test_run ();
}
