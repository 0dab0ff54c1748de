/* test-query.c: every engine the query chooses gives the dense solver's answer, on both sides of each seam. */
#include "config.h"

#include <string.h>

#include "wy-query.h"

/* Random rule strings, one family at a time; the seed is logged by GLib
 * (run again with --seed to repeat a failure). */
static char *
random_rule (WyFamily family)
{
  int a = g_test_rand_int_range (0, 5), b = g_test_rand_int_range (1, 4);
  int p = g_test_rand_int_range (1, 4), q = g_test_rand_int_range (1, 4);
  /* misere play, or uniform blocking block=Q (normal play only) */
  int kind = g_test_rand_int_range (0, 3);
  g_autofree char *block = g_strdup_printf ("block=%d", g_test_rand_int_range (2, 4));
  g_autofree char *with_block = g_strconcat (",", block, NULL);
  g_autofree char *only_block = g_strconcat (":", block, NULL);
  const char *extra = kind == 1 ? ",play=misere" : kind == 2 ? with_block : "";
  const char *only_extra = kind == 1 ? ":play=misere" : kind == 2 ? only_block : "";
  const char *blocked = kind == 2 ? with_block : "";
  const char *readings[] = { "linecount", "abstract", "sec7" };

  switch (family)
    {
    case WY_FAMILY_NIM: return g_strdup_printf ("nim%s", only_extra);
    case WY_FAMILY_WYTHOFF: return g_strdup_printf ("wythoff%s", only_extra);
    case WY_FAMILY_FRAENKEL: return g_strdup_printf ("fraenkel:a=%d%s", a + 1, extra);
    case WY_FAMILY_WYT: return g_strdup_printf ("wyt:a=%d,b=%d%s", a, b, extra);
    case WY_FAMILY_WYTC:
      return g_strdup_printf ("wytc:a=%d,b=%d,c=%d%s", a, b, g_test_rand_int_range (1, 4), extra);
    case WY_FAMILY_NIMPQ:
      return g_strdup_printf ("nimpq:a=%d,b=%d,p=%d,q=%d,reading=%s", a, b, p, q,
                              readings[g_test_rand_int_range (0, 3)]);
    case WY_FAMILY_STWYTHOFF: return g_strdup_printf ("stwythoff:s=%d,t=%d%s", b, p, blocked);
    case WY_FAMILY_RESTRICTED: return g_strdup_printf ("restricted:s=%d,t=%d%s", b, p, blocked);
    case WY_FAMILY_GAMMA:
      return g_strdup_printf ("gamma:i=%d,s=%d,t=%d%s", g_test_rand_int_range (1, 5), b, p,
                              blocked);
    case WY_FAMILY_IMITATION: return g_strdup_printf ("imitation:p=%d", p);
    case WY_FAMILY_MARK: return g_strdup_printf ("mark:k=%d%s", b + 1, extra);
    case WY_FAMILY_UPMARK: return g_strdup_printf ("upmark%s", only_extra);
    default: g_assert_not_reached ();
    }
}

static WyBoard *
solve (const WyGame *game, const WyQuery *query)
{
  g_autoptr (GError) error = NULL;
  WyBoard *board = wy_query_solve (game, query, &error);

  g_assert_no_error (error);
  return board;
}

/* The reference: every cell stored, with steps and Grundy values. */
static WyBoard *
dense (const WyGame *game, guint size)
{
  WyQuery q = { .needs = WY_NEED_STEP_COUNTS | WY_NEED_GRUNDY, .size = size };

  return solve (game, &q);
}

/* Every cell of the region of board agrees with the reference. */
static void
assert_region (const char *rule, const WyBoard *ref, const WyBoard *board, const WyQuery *q)
{
  gboolean one_pile = wy_board_is_one_pile (ref);
  guint last = wy_board_get_size (ref) - 1;
  guint x0 = q->has_region ? q->x0 : 0, x1 = q->has_region ? q->x1 : last;
  guint y0 = q->has_region ? q->y0 : 0, y1 = q->has_region ? q->y1 : (one_pile ? 0 : last);
  gboolean steps = (q->needs & (WY_NEED_STEPS | WY_NEED_STEP_COUNTS)) != 0;
  gboolean grundy = (q->needs & WY_NEED_GRUNDY) && wy_board_has_grundy (ref);

  g_assert_cmpint (wy_board_has_steps (board), ==, steps || wy_board_has_steps (board));
  for (guint y = y0; y <= y1; y++)
    for (guint x = x0; x <= x1; x++)
      {
        guint want_step, got_step;
        WyStatus want = wy_board_get_cell (ref, x, y, &want_step);
        WyStatus got = wy_board_get_cell (board, x, y, &got_step);

        if (want != got || (steps && want_step != got_step)
            || (grundy && wy_board_get_grundy (ref, x, y) != wy_board_get_grundy (board, x, y)))
          g_error ("%s needs %d: (%u,%u) is %d/%u/%d, reference %d/%u/%d", rule, q->needs, x, y,
                   got, got_step, wy_board_get_grundy (board, x, y), want, want_step,
                   wy_board_get_grundy (ref, x, y));
      }
}

/* The P-position list, and its iterator, equal the reference's. */
static void
assert_ppos (const char *rule, const WyBoard *ref, const WyBoard *board)
{
  guint n_ref, n;
  const WyPos *p_ref = wy_board_get_ppos (ref, &n_ref);
  WyPposIter iter;
  WyPos p;
  guint i = 0;

  wy_ppos_iter_init (&iter, board);
  for (; wy_ppos_iter_next (&iter, &p); i++)
    if (i >= n_ref || p.x != p_ref[i].x || p.y != p_ref[i].y)
      g_error ("%s: P-position %u from the iterator differs", rule, i);
  g_assert_cmpuint (i, ==, n_ref);
  wy_board_get_ppos (board, &n);
  g_assert_cmpuint (n, ==, n_ref);
}

static const WyNeeds all_needs[] = {
  WY_NEED_STATUS, WY_NEED_STEPS, WY_NEED_STEP_COUNTS, WY_NEED_GRUNDY,
  WY_NEED_STEPS | WY_NEED_GRUNDY,
};

/* Every family, every combination of needs, the whole board and random
 * regions: each engine against the dense reference. */
static void
test_engines_agree (void)
{
  for (guint round = 0; round < (g_test_slow () ? 20u : 4u); round++)
    for (WyFamily f = 0; f < WY_N_FAMILIES; f++)
      {
        g_autofree char *rule = random_rule (f);
        g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
        guint size = (guint) g_test_rand_int_range (8, 41);
        g_autoptr (WyBoard) ref = NULL;

        g_assert_nonnull (game);
        ref = dense (game, size);
        for (guint k = 0; k < G_N_ELEMENTS (all_needs); k++)
          {
            WyQuery q = { .needs = all_needs[k], .size = size };
            g_autoptr (WyBoard) whole = solve (game, &q);
            g_autoptr (WyBoard) part = NULL;

            assert_region (rule, ref, whole, &q);
            assert_ppos (rule, ref, whole);
            q.has_region = TRUE;
            q.x1 = (guint) g_test_rand_int_range (0, size);
            q.x0 = (guint) g_test_rand_int_range (0, q.x1 + 1);
            if (!wy_game_is_one_pile (game))
              {
                q.y1 = (guint) g_test_rand_int_range (0, size);
                q.y0 = (guint) g_test_rand_int_range (0, q.y1 + 1);
              }
            part = solve (game, &q);
            g_assert_cmpuint (wy_board_get_size (part), <=, size);
            assert_region (rule, ref, part, &q);
          }
      }
}

/* The engine for each kind of question. */
static void
test_engine_choice (void)
{
  g_autoptr (WyGame) wythoff = wy_game_parse ("wythoff", NULL);
  g_autoptr (WyGame) mark = wy_game_parse ("mark", NULL);
  g_autoptr (WyGame) gamma = wy_game_parse ("gamma:i=2", NULL);
  WyQuery q = { .size = 4096 }, preview;

  g_assert_cmpint (wy_query_engine (wythoff, &q), ==, WY_ENGINE_SPARSE_PSET);
  q.needs = WY_NEED_STEPS;
  g_assert_cmpint (wy_query_engine (wythoff, &q), ==, WY_ENGINE_SPARSE);
  q.needs = WY_NEED_STEP_COUNTS;
  g_assert_cmpint (wy_query_engine (wythoff, &q), ==, WY_ENGINE_DENSE);
  q.size = WY_BOARD_DENSE_MAX + 1;
  g_assert_cmpint (wy_query_engine (wythoff, &q), ==, WY_ENGINE_SPARSE);
  /* a region near the origin of a big board needs only a small dense one */
  q.has_region = TRUE;
  q.x1 = q.y1 = 10;
  g_assert_cmpint (wy_query_engine (wythoff, &q), ==, WY_ENGINE_DENSE);
  /* a first answer without |N_j| where another engine gives it sooner */
  q = (WyQuery) { .size = 2000, .needs = WY_NEED_STEP_COUNTS };
  g_assert_true (wy_query_get_preview (wythoff, &q, &preview));
  g_assert_cmpint (wy_query_engine (wythoff, &preview), ==, WY_ENGINE_SPARSE);
  g_assert_false (wy_query_get_preview (gamma, &q, &preview));
  q.size = WY_BOARD_DENSE_MAX + 1;
  g_assert_false (wy_query_get_preview (wythoff, &q, &preview));
  q = (WyQuery) { .size = 2000, .needs = WY_NEED_STEP_COUNTS | WY_NEED_GRUNDY };
  g_assert_false (wy_query_get_preview (wythoff, &q, &preview));
  q = (WyQuery) { .size = 1000, .needs = WY_NEED_GRUNDY };
  g_assert_cmpint (wy_query_engine (mark, &q), ==, WY_ENGINE_ONE_PILE);
  g_assert_cmpint (wy_query_engine (wythoff, &q), ==, WY_ENGINE_DENSE);
  q.needs = WY_NEED_STEPS;
  g_assert_cmpint (wy_query_engine (mark, &q), ==, WY_ENGINE_DENSE);
  g_assert_cmpint (wy_query_engine (gamma, &q), ==, WY_ENGINE_DENSE);
}

/* Across the dense/sparse side: a corner region of boards of side 4096
 * and 4097, asked for |N_j| (dense at 4096, sparse above), equals the
 * reference of that corner, for random line games. */
static void
test_dense_sparse_seam (void)
{
  const WyFamily lines[] = { WY_FAMILY_WYTHOFF, WY_FAMILY_WYT, WY_FAMILY_WYTC,
                             WY_FAMILY_NIMPQ };

  for (guint round = 0; round < (g_test_slow () ? 8u : 1u); round++)
    {
      g_autofree char *rule = random_rule (lines[g_test_rand_int_range (0, 4)]);
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      g_autoptr (WyBoard) ref = dense (game, 30);
      g_test_message ("%s", rule);
      for (guint size = WY_BOARD_DENSE_MAX; size <= WY_BOARD_DENSE_MAX + 1; size++)
        {
          WyQuery q = { .needs = WY_NEED_STEPS, .size = size, .has_region = TRUE,
                        .x1 = 29, .y1 = 29 };
          WyQuery whole = { .needs = WY_NEED_STEP_COUNTS, .size = size };
          g_autoptr (WyBoard) part = NULL;
          g_autoptr (WyBoard) big = NULL;

          /* readings capped at the dense side end there */
          if (size > wy_query_max_size (game, q.needs))
            continue;
          part = solve (game, &q);
          assert_region (rule, ref, part, &q);
          if (size > wy_query_max_size (game, whole.needs))
            continue;
          big = solve (game, &whole);
          assert_region (rule, ref, big, &q);
        }
    }
}

/* Sizes and regions out of range fail with a message naming the range. */
static void
test_bad_queries (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("wyt:a=1,b=2", NULL);
  g_autoptr (GError) error = NULL;
  WyQuery q = { .size = 10, .has_region = TRUE, .x0 = 3, .x1 = 2, .y1 = 5 };

  g_assert_null (wy_query_solve (game, &q, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_clear_error (&error);
  q = (WyQuery) { .size = 10, .has_region = TRUE, .x1 = 10, .y1 = 0 };
  g_assert_null (wy_query_solve (game, &q, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_clear_error (&error);
  q = (WyQuery) { .size = wy_query_max_size (game, WY_NEED_STATUS) + 1 };
  g_assert_null (wy_query_solve (game, &q, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
  g_assert_nonnull (strstr (error->message, "from 1 to"));
}

/* A reading stored whole up to its cap still answers a region of a larger
 * board exactly, from the board that covers the region; beyond the cap the
 * region is refused with the limit named. */
static void
test_region_beyond_cap (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("nimpq:a=2,b=2,p=3,q=2,reading=abstract", NULL);
  guint max = wy_query_max_size (game, WY_NEED_STEPS);
  WyQuery q = { .needs = WY_NEED_STEPS, .size = max + 1000, .has_region = TRUE, .x1 = 20,
                .y1 = 20 };
  g_autoptr (WyBoard) ref = dense (game, 21);
  g_autoptr (WyBoard) part = solve (game, &q);
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (max, <, wy_query_max_region_size (game, WY_NEED_STEPS));
  assert_region ("abstract", ref, part, &q);
  q.x0 = q.x1 = max;
  g_assert_null (wy_query_solve (game, &q, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
  g_assert_nonnull (strstr (error->message, "region"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/query/engines-agree", test_engines_agree);
  g_test_add_func ("/core/query/engine-choice", test_engine_choice);
  g_test_add_func ("/core/query/dense-sparse-seam", test_dense_sparse_seam);
  g_test_add_func ("/core/query/bad-queries", test_bad_queries);
  g_test_add_func ("/core/query/region-beyond-cap", test_region_beyond_cap);
  return g_test_run ();
}
