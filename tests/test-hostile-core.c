/* test-hostile-core.c: the public C functions of the core with hostile arguments (the ones
 * tests/python/test_hostile.py found, and their kin): an error naming the bound where the
 * function takes a GError, a documented neutral answer where it does not; never a crash, a
 * spin or an allocation past the budget. Run under ASan and UBSan by scripts/test. */
#include "config.h"

#include <string.h>

#include "wythoff.h"

/* The call failed with a WY_ERROR whose message holds want. */
#define ASSERT_REFUSED(ok, error, want)                                   \
  G_STMT_START {                                                          \
    g_assert_false (ok);                                                  \
    g_assert_nonnull (error);                                             \
    g_assert_true ((error)->domain == WY_ERROR);                          \
    if (strstr ((error)->message, (want)) == NULL)                        \
      g_error ("'%s' does not name '%s'", (error)->message, (want));      \
    g_clear_error (&(error));                                             \
  } G_STMT_END

static WySolution *
solve (const char *rule, guint size, WyNeeds needs)
{
  g_autoptr (WyGame) game = wy_game_parse (rule, NULL);

  WyQuery query = { .size = size, .needs = needs };

  return wy_solve (game, &query, NULL);
}

static void
test_describe (void)
{
  g_autoptr (WySolution) two = solve ("wythoff", 10, WY_NEED_STEPS);
  g_autoptr (WySolution) one = solve ("mark", 10, WY_NEED_STEPS);
  const guint bad[][2] = { { 10, 0 }, { 0, 10 }, { G_MAXUINT, G_MAXUINT }, { 9, G_MAXUINT } };
  GError *error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      WyReport *r = wy_solution_describe (two, bad[i][0], bad[i][1], &error);
      ASSERT_REFUSED (r != NULL, error, "from 0 to 9");
    }
  /* a one-pile board has no y */
  ASSERT_REFUSED (wy_solution_describe (one, 3, 1, &error) != NULL, error, "to 9");
  ASSERT_REFUSED (wy_solution_describe (one, 10, 0, &error) != NULL, error, "to 9");
  {
    g_autoptr (WyReport) r = wy_solution_describe (two, 9, 9, &error);
    g_assert_no_error (error);
    g_assert_cmpint (wy_report_get_status (r), ==, WY_STATUS_N);
  }
}

static void
test_sum (void)
{
  g_autoptr (WySum) sum = wy_sum_new ();
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
  GError *error = NULL;

  ASSERT_REFUSED (wy_sum_get_game (sum, 0, &error) != NULL, error, "no components");
  ASSERT_REFUSED (wy_sum_get_grundy (sum, 0, &error) >= 0, error, "no components");
  g_assert_true (wy_sum_add (sum, game, 3, 5, NULL, NULL));
  ASSERT_REFUSED (wy_sum_get_position (sum, G_MAXUINT, &error) != NULL, error, "from 0 to 0");
  ASSERT_REFUSED (wy_sum_get_position (sum, 1, &error) != NULL, error, "from 0 to 0");
  g_assert_cmpint (wy_sum_get_grundy (sum, 0, &error), ==, 0);
  g_assert_no_error (error);
}

static void
test_numeration (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("gamma:i=1,s=2,t=1", NULL);
  WyNumeration empty = { 0 }, u, hand = { 0 };
  WyNumerationRep rep, long_rep = { .len = 1000 };
  GError *error = NULL;

  ASSERT_REFUSED (wy_numeration_represent (&empty, 10, &rep, &error), error, "empty");
  g_assert_cmpuint (rep.len, ==, 1);
  g_assert_true (wy_numeration_init (&u, game, NULL));
  ASSERT_REFUSED (wy_numeration_represent (&u, 11, &rep, &error), error, "even n");
  ASSERT_REFUSED (wy_numeration_represent (&u, G_MAXUINT64, &rep, &error), error, "even n");
  /* fields set by hand: bases of 0 would divide by zero */
  hand.s = 2, hand.t = 1, hand.r = 3, hand.n_bases = 64, hand.bases[0] = 2;
  ASSERT_REFUSED (wy_numeration_represent (&hand, 10, &rep, &error), error, "empty");
  g_assert_false (wy_numeration_is_ppos (&hand, 10, 12));
  g_assert_cmpuint (wy_numeration_value (&u, &long_rep), ==, 0);
  g_assert_false (wy_numeration_rep_valid (&u, &long_rep));
  g_free (wy_numeration_rep_string (&empty, &long_rep));
  g_assert_cmpuint (wy_numeration_trailing_zeros (&long_rep), ==, 0);
}

static void
test_rows (void)
{
  g_autoptr (WySolution) s = solve ("wythoff", 10, WY_NEED_STEPS | WY_NEED_GRUNDY);
  WyBoard *board = wy_solution_get_board (s);
  GError *error = NULL;
  GArray *steps = NULL, *row;
  row = wy_board_get_cell_row (board, 3, 8, 5, &steps, &error);
  ASSERT_REFUSED (row != NULL, error, "from 0 to 9");
  g_assert_null (steps);
  /* x0 + n wraps past G_MAXUINT: refused before anything is allocated */
  row = wy_board_get_cell_row (board, 3, 5, G_MAXUINT, &steps, &error);
  ASSERT_REFUSED (row != NULL, error, "from 0 to 9");
  row = wy_board_get_grundy_row (board, 3, G_MAXUINT, 3, &error);
  ASSERT_REFUSED (row != NULL, error, "from 0 to 9");
  row = wy_board_get_grundy_row (board, 12, 0, 4, &error);
  ASSERT_REFUSED (row != NULL, error, "from 0 to 9");
  g_assert_cmpint (wy_board_get_status (board, 10, 0), ==, WY_STATUS_NONE);
  g_assert_cmpint (wy_board_get_step (board, 0, G_MAXUINT), ==, 0);
  /* no cells is a row anywhere, on a board of every kind: none is read (row 2^31 of a
   * NIM(p, q) board's reader crashed Python: Board.get_cell_row (2**31, 3, 0)) */
  {
    static const struct { const char *rule; guint size; WyNeeds needs; } boards[] = {
      { "nimpq:a=1,b=1,p=2,q=2", 12, WY_NEED_STEPS }, { "wythoff", 10, WY_NEED_STEPS },
      { "wythoff", 100000, WY_NEED_STATUS }, { "mark:k=2", 50, WY_NEED_STEPS },
      { "wythoff:heaps=3", 8, WY_NEED_STEPS }, { "imitation:p=2", 20, WY_NEED_STEPS },
      { "stwythoff:s=2,t=3", 100000, WY_NEED_STATUS },
      { "moves:rule=(dx==0||dy==0)", 12, WY_NEED_STEPS },
    };

    for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
      {
        g_autoptr (WySolution) b = solve (boards[i].rule, boards[i].size, boards[i].needs);
        g_autoptr (GArray) none = NULL;

        g_assert_nonnull (b);
        none = wy_board_get_cell_row (wy_solution_get_board (b), 1u << 31, 3, 0, &steps, &error);
        g_assert_no_error (error);
        g_assert_cmpuint (none->len, ==, 0);
        g_assert_cmpuint (steps->len, ==, 0);
        g_array_unref (steps);
      }
  }
  /* a strip's row read with stride 0 finds no period (it tripped a critical) */
  {
    gint32 v[8] = { 0 };
    g_autoptr (GBytes) values = g_bytes_new (v, sizeof v);
    guint64 t = 1, p = 1;
    gint64 salt = 1;
    g_assert_false (wy_strip_row_period (values, 0, 0, &t, &p, &salt));
    g_assert_true (t == 0 && p == 0 && salt == 0);
  }
}

static void
test_play (void)
{
  g_autoptr (WySolution) s = solve ("wythoff", 10, WY_NEED_STEPS);
  WyPos far = { G_MAXUINT, G_MAXUINT };
  WyMove move;

  /* these spun for ever */
  g_assert_false (wy_play_has_move (wy_solution_get_board (s), &far));
  g_assert_false (wy_play_reply (wy_solution_get_board (s), &far, &move));
  /* a game's record: no start far away, no move there, nothing recorded */
  {
    g_autoptr (GError) error = NULL;
    WyPos start = { 9, 9 }, at;
    g_autoptr (WyPlayRecord) record = NULL;

    g_assert_null (wy_play_record_new (wy_solution_get_board (s), &far, &error));
    g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
    record = wy_play_record_new (wy_solution_get_board (s), &start, NULL);
    g_assert_cmpint (wy_play_record_play (record, &far), ==, WY_PLAY_ILLEGAL);
    g_assert_cmpuint (wy_play_record_take_back (record), ==, 0);
    wy_play_record_get_position (record, &at);
    g_assert_true (at.x == 9 && at.y == 9 && wy_play_record_get_n_moves (record) == 0);
  }
}

static void
test_budgets (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
  g_autoptr (GArray) none = NULL;
  GError *error = NULL;
  double root = 0;
  WyQuery query = { .size = G_MAXUINT, .needs = WY_NEED_STEPS };

  /* past 6 GB before; refused at once now */
  none = wy_recursion_ppos (game, G_MAXUINT, &error);
  ASSERT_REFUSED (none != NULL, error, "from 1 to 132152837");
  none = wy_sequence_terms (game, WY_SEQUENCE_PPOS_X, 0, 0, G_MAXUINT64, NULL, &error);
  ASSERT_REFUSED (none != NULL, error, "from 1 to 10000000");
  none = wy_sequence_terms (game, WY_SEQUENCE_PPOS_X, 0, G_MAXUINT64, 2, NULL, &error);
  ASSERT_REFUSED (none != NULL, error, "from 1 to");
  /* did not end */
  g_assert_false (wy_perron_limit (G_MAXINT, 3, &root, NULL));
  g_assert_true (wy_perron_limit (1, 1, &root, NULL));
  ASSERT_REFUSED (wy_solve (game, &query, &error) != NULL, error, "");
}

static void
test_paper_items (void)
{
  WyPaperItem empty = { 0 }, forged;
  const WyPaperItem *table = wy_paper_item_find ("001:table3", NULL);
  GError *error = NULL;
  guint count = 7;

  ASSERT_REFUSED (wy_paper_item_table (&empty, WY_TABLE_CSV, TRUE, &error) != NULL, error,
                  "empty paper item");
  ASSERT_REFUSED (wy_paper_item_rows (&empty, 0, &error) != NULL, error, "empty paper item");
  g_assert_cmpuint (wy_paper_item_n_games (&empty), ==, 0);
  g_assert_null (wy_paper_item_get_game (&empty, 0, &count));
  g_assert_cmpuint (count, ==, 0);
  g_assert_nonnull (table);
  /* an id the catalogue has, the rest forged: the catalogue's item is read */
  forged = *table;
  forged.kind = WY_PAPER_ITEM_FIGURE;
  g_assert_true (wy_paper_item_has_table (&forged));
  /* 001's Table 3 is a table of limits, no games (the range once underflowed: "games 0 to
   * 4294967295"); Table 1 has two */
  ASSERT_REFUSED (wy_paper_item_rows (table, 99, &error) != NULL, error,
                  "001:table3 has no games to give rows of");
  ASSERT_REFUSED (wy_paper_item_rows (wy_paper_item_find ("001:table1", NULL), 99, &error) != NULL,
                  error, "game 99: 001:table1 has games 0 to 1");
}

static void
test_iterator (void)
{
  g_autoptr (WySolution) s = solve ("wythoff", 10, WY_NEED_STEPS);
  WyPposIter *iter = wy_ppos_iter_new (wy_solution_get_board (s));
  WyPposIter *copy;
  WyPos pos;
  guint n = 0;

  g_clear_pointer (&s, wy_solution_unref);  /* the iterator holds the board */
  while (wy_ppos_iter_next (iter, &pos))
    n++;
  g_assert_cmpuint (n, ==, 7);  /* (0,0) (1,2) (2,1) (3,5) (5,3) (4,7) (7,4) */
  copy = g_boxed_copy (WY_TYPE_PPOS_ITER, iter);
  g_boxed_free (WY_TYPE_PPOS_ITER, iter);
  g_assert_false (wy_ppos_iter_next (copy, &pos));
  g_boxed_free (WY_TYPE_PPOS_ITER, copy);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/hostile/describe", test_describe);
  g_test_add_func ("/core/hostile/sum", test_sum);
  g_test_add_func ("/core/hostile/numeration", test_numeration);
  g_test_add_func ("/core/hostile/rows", test_rows);
  g_test_add_func ("/core/hostile/play", test_play);
  g_test_add_func ("/core/hostile/budgets", test_budgets);
  g_test_add_func ("/core/hostile/paper-items", test_paper_items);
  g_test_add_func ("/core/hostile/iterator", test_iterator);
  return g_test_run ();
}
