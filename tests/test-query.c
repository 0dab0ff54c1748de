/* test-query.c: every engine the query chooses gives the dense solver's answer, on both sides of each seam. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wy-solution.h"
#include "wy-test-solve.h"

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
    case WY_FAMILY_MOVES:
      return g_strdup_printf ("moves:rule=(dx==0||dy==0||abs(dx-dy)<%d||x+y==%d*dx)%s", a + 1,
                              b + 1, extra);
    case WY_FAMILY_PILE: return g_strdup_printf ("pile:rule=(d<=%d||n-d==n/%d)%s", b, b + 1, extra);
    case WY_FAMILY_ADJOIN: return g_strdup_printf ("adjoin:base=(wyt:a=%d,b=%d)%s", a, b, extra);
    /* three heaps: no blocking; the 2-D reads see the plane z = 0 */
    case WY_FAMILY_NIM3: return g_strdup_printf ("nim:heaps=3%s", kind == 1 ? ",play=misere" : "");
    case WY_FAMILY_WYTHOFF3:
      return g_strdup_printf ("wythoff:heaps=3%s", kind == 1 ? ",play=misere" : "");
    case WY_FAMILY_FRAENKEL3: return g_strdup_printf ("fraenkel3%s", kind == 1 ? ":play=misere" : "");
    default: g_assert_not_reached ();
    }
}

static WyBoard *
solve (const WyGame *game, const WyQuery *query)
{
  return wy_test_query_ok (game, query);
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
            /* a cube's region names its z (the plane z = 0, which the 2-D reads see): one of x
             * and y alone is refused */
            if (wy_game_get_heaps (game) == 3)
              wy_query_set_region3 (&q, q.x0, q.y0, 0, q.x1, q.y1, 0);
            part = solve (game, &q);
            g_assert_cmpuint (wy_board_get_size (part), <=, size);
            assert_region (rule, ref, part, &q);
          }
      }
}

/* What a question answers, whichever engine the core chose: every cell's
 * status (and its step, its Grundy value when asked) equal to the dense
 * reference, on the query's region or on a corner of the board (a cell
 * depends only on the cells below-left of it), and the readings asked for
 * present. */
static void
assert_answers (const char *rule, const WyGame *game, const WyQuery *q)
{
  g_autoptr (WyBoard) board = solve (game, q);
  gboolean one_pile = wy_game_is_one_pile (game);
  WyQuery corner = *q;
  g_autoptr (WyBoard) ref = NULL;

  if (!q->has_region)
    {
      corner.has_region = TRUE;
      corner.x0 = corner.y0 = 0;
      corner.x1 = MIN (wy_board_get_size (board), 48u) - 1;
      corner.y1 = one_pile ? 0 : corner.x1;
    }
  ref = dense (game, MAX (corner.x1, corner.y1) + 1);
  assert_region (rule, ref, board, &corner);
  if (q->needs & (WY_NEED_STEPS | WY_NEED_STEP_COUNTS))
    g_assert_true (wy_board_has_steps (board));
  if (q->needs & WY_NEED_STEP_COUNTS)
    g_assert_true (wy_board_has_step_n_counts (board));
  if ((q->needs & WY_NEED_GRUNDY) && wy_game_has_grundy (game))
    g_assert_true (wy_board_has_grundy (board));
}

/* Wythoff's P-positions on the whole board are the Beatty pairs
 * (floor (n phi), floor (n phi^2)) and their mirrors: known values. */
static void
assert_wythoff_ppos (const WyBoard *board)
{
  guint size = wy_board_get_size (board), n_ppos, want = 0;
  const WyPos *ppos = wy_board_get_ppos (board, &n_ppos);
  const double phi = (1 + sqrt (5)) / 2;

  for (guint n = 0; (guint) (n * phi * phi) < size; n++)
    {
      guint a = (guint) (n * phi), b = (guint) (n * phi * phi);

      want += n == 0 ? 1 : 2;
      g_assert_cmpint (wy_board_get_status (board, a, b), ==, WY_STATUS_P);
      g_assert_cmpint (wy_board_get_status (board, b, a), ==, WY_STATUS_P);
    }
  g_assert_cmpuint (n_ppos, ==, want);
  /* each listed pair (a, b), a <= b, is the n-th with n = b - a */
  for (guint i = 0; i < n_ppos; i++)
    {
      guint a = MIN (ppos[i].x, ppos[i].y), b = MAX (ppos[i].x, ppos[i].y);

      g_assert_cmpuint (a, ==, (guint) ((b - a) * phi));
    }
}

/* Each kind of question on both sides of the dense board's side, with a
 * region near the origin of a big board, a quick first answer without
 * |N_j|, and the Grundy values alone: the answers, not the engine. */
static void
test_answers_by_need (void)
{
  g_autoptr (WyGame) wythoff = wy_game_parse ("wythoff", NULL);
  g_autoptr (WyGame) mark = wy_game_parse ("mark", NULL);
  g_autoptr (WyGame) gamma = wy_game_parse ("gamma:i=2", NULL);
  const WyNeeds needs[] = { WY_NEED_STATUS, WY_NEED_STEPS, WY_NEED_STEP_COUNTS };
  WyQuery q = { .size = 4096 }, preview;

  for (guint k = 0; k < G_N_ELEMENTS (needs); k++)
    {
      g_autoptr (WyBoard) board = NULL;

      q.needs = needs[k];
      assert_answers ("wythoff", wythoff, &q);
      board = solve (wythoff, &q);
      assert_wythoff_ppos (board);
    }
  q = (WyQuery) { .size = WY_BOARD_DENSE_MAX + 1, .needs = WY_NEED_STEPS };
  assert_answers ("wythoff", wythoff, &q);
  q.needs = WY_NEED_STEP_COUNTS;
  q.has_region = TRUE;
  q.x1 = q.y1 = 10;
  assert_answers ("wythoff", wythoff, &q);
  /* a first answer without |N_j| where one comes sooner: the same cells */
  q = (WyQuery) { .size = 2000, .needs = WY_NEED_STEP_COUNTS };
  g_assert_true (wy_solve_get_preview (wythoff, &q, &preview));
  g_assert_cmpint (preview.needs & WY_NEED_STEP_COUNTS, ==, 0);
  assert_answers ("wythoff", wythoff, &preview);
  g_assert_false (wy_solve_get_preview (gamma, &q, &preview));
  q.size = WY_BOARD_DENSE_MAX + 1;
  g_assert_false (wy_solve_get_preview (wythoff, &q, &preview));
  q = (WyQuery) { .size = 2000, .needs = WY_NEED_STEP_COUNTS | WY_NEED_GRUNDY };
  g_assert_false (wy_solve_get_preview (wythoff, &q, &preview));
  q = (WyQuery) { .size = 1000, .needs = WY_NEED_GRUNDY };
  assert_answers ("mark", mark, &q);
  assert_answers ("wythoff", wythoff, &q);
  assert_answers ("gamma:i=2", gamma, &q);
  q.needs = WY_NEED_GRUNDY | WY_NEED_STEPS;
  assert_answers ("wythoff", wythoff, &q);
  q.needs = WY_NEED_STEPS;
  assert_answers ("mark", mark, &q);
  assert_answers ("gamma:i=2", gamma, &q);
}

/* The cone families, in normal play and with misere or block=Q, for
 * each kind of question: the answers against the dense reference; the
 * statuses alone reach far beyond the stored board in normal play. */
static void
test_cone_answers (void)
{
  const char *pset[] = { "stwythoff:s=2,t=3", "restricted:s=1,t=4", "gamma:i=1,s=2,t=3",
                         "gamma:i=3,s=1,t=2" };
  const char *dense_only[] = { "stwythoff:s=2,t=3,play=misere", "gamma:i=2,block=2",
                               "restricted:block=3" };
  const WyNeeds needs[] = { WY_NEED_STATUS, WY_NEED_STEPS, WY_NEED_GRUNDY };

  for (guint i = 0; i < G_N_ELEMENTS (pset) + G_N_ELEMENTS (dense_only); i++)
    {
      gboolean normal = i < G_N_ELEMENTS (pset);
      const char *rule = normal ? pset[i] : dense_only[i - G_N_ELEMENTS (pset)];
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);

      for (guint k = 0; k < G_N_ELEMENTS (needs); k++)
        assert_answers (rule, game, &(WyQuery) { .size = 100, .needs = needs[k] });
      if (normal)
        g_assert_cmpuint (wy_solve_max_size (game, WY_NEED_STATUS, NULL), >=, 100000);
      else
        g_assert_cmpuint (wy_solve_max_size (game, WY_NEED_STATUS, NULL), <=,
                          WY_BOARD_DENSE_MAX);
      g_assert_cmpuint (wy_solve_max_size (game, WY_NEED_STEPS, NULL), <=, WY_BOARD_DENSE_MAX);
    }
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
          if (size > wy_solve_max_size (game, q.needs, NULL))
            continue;
          part = solve (game, &q);
          assert_region (rule, ref, part, &q);
          if (size > wy_solve_max_size (game, whole.needs, NULL))
            continue;
          big = solve (game, &whole);
          assert_region (rule, ref, big, &q);
        }
    }
}

/* (s,t)-Wythoff, Restricted or Gamma_i in normal play: small parameters
 * mostly, sometimes large against the board. */
static char *
random_cone_rule (void)
{
  static const char *families[] = { "stwythoff", "restricted", "gamma" };
  int f = g_test_rand_int_range (0, 3);
  int s = g_test_rand_int_range (0, 6) ? g_test_rand_int_range (1, 5)
                                       : g_test_rand_int_range (1, 80);
  int t = g_test_rand_int_range (0, 6) ? g_test_rand_int_range (1, 9)
                                       : g_test_rand_int_range (1, 300);

  if (f < 2)
    return g_strdup_printf ("%s:s=%d,t=%d", families[f], s, t);
  return g_strdup_printf ("gamma:i=%d,s=%d,t=%d", g_test_rand_int_range (1, 5), s, t);
}

/* A query of the statuses alone, answered by the P-set engine. */
static WyBoard *
solve_pset (const char *rule, const WyGame *game, WyQuery *q)
{
  q->needs = WY_NEED_STATUS;
  if (wy_solve_engine (game, q) != WY_ENGINE_SPARSE_PSET)
    g_error ("%s: size %u is not answered by the P-set engine", rule, q->size);
  return solve (game, q);
}

/* The P-set engine of the cone families against the dense solver, cell
 * by cell and P-position by P-position: random rules, boards of side 1,
 * 2, odd and random, and a random region. */
static void
test_cone_pset (void)
{
  for (guint round = 0; round < (g_test_slow () ? 60u : 12u); round++)
    {
      g_autofree char *rule = random_cone_rule ();
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      guint sizes[] = { 1, 2, 2 * (guint) g_test_rand_int_range (1, 50) + 1,
                        (guint) g_test_rand_int_range (100, 400) };

      g_test_message ("%s", rule);
      for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
        {
          WyQuery q = { .size = sizes[k] }, region = { .size = sizes[k], .has_region = TRUE };
          WyQuery with_steps = { .needs = WY_NEED_STEPS, .size = sizes[k] };
          g_autoptr (WyBoard) ref = NULL, board = NULL, part = NULL;

          g_assert_cmpint (wy_solve_engine (game, &with_steps), ==, WY_ENGINE_DENSE);
          ref = solve (game, &with_steps);
          board = solve_pset (rule, game, &q);
          g_assert_false (wy_board_has_steps (board));
          assert_region (rule, ref, board, &q);
          assert_ppos (rule, ref, board);
          region.x1 = (guint) g_test_rand_int_range (0, sizes[k]);
          region.x0 = (guint) g_test_rand_int_range (0, region.x1 + 1);
          region.y1 = (guint) g_test_rand_int_range (0, sizes[k]);
          region.y0 = (guint) g_test_rand_int_range (0, region.y1 + 1);
          part = solve_pset (rule, game, &region);
          assert_region (rule, ref, part, &region);
        }
    }
}

/* The P-set engine against the dense solver on a grid of rules (every
 * family, small s and t, where each part of the sweep decides some cell;
 * under -m slow s <= 6, t <= 24), each on a board of random side. */
static void
test_cone_pset_grid (void)
{
  static const char *families[] = { "stwythoff:", "restricted:", "gamma:i=1,", "gamma:i=2,",
                                    "gamma:i=3,", "gamma:i=4," };
  static const int quick_s[] = { 1, 2, 3 }, quick_t[] = { 1, 2, 5, 6 };
  gboolean slow = g_test_slow ();
  guint n_s = slow ? 6 : G_N_ELEMENTS (quick_s), n_t = slow ? 24 : G_N_ELEMENTS (quick_t);

  for (guint f = 0; f < G_N_ELEMENTS (families); f++)
    for (guint i = 0; i < n_s; i++)
      for (guint j = 0; j < n_t; j++)
        {
          g_autofree char *rule = g_strdup_printf ("%ss=%d,t=%d", families[f],
                                                   slow ? (int) i + 1 : quick_s[i],
                                                   slow ? (int) j + 1 : quick_t[j]);
          g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
          guint size = (guint) g_test_rand_int_range (slow ? 300 : 150, slow ? 600 : 320);
          WyQuery q = { .size = size }, with_steps = { .needs = WY_NEED_STEPS, .size = size };
          g_autoptr (WyBoard) ref = solve (game, &with_steps);
          g_autoptr (WyBoard) board = solve_pset (rule, game, &q);

          g_test_message ("%s, size %u", rule, size);
          assert_ppos (rule, ref, board);
        }
}

/* The definition, cell by cell: (x, y) is P iff no legal move of the game
 * (wy_game_is_move) leads into a P-position of the board. */
static void
assert_kernel (const char *rule, const WyGame *game, const WyBoard *board, guint x, guint y)
{
  guint n;
  const WyPos *p = wy_board_get_ppos (board, &n);
  gboolean reaches = FALSE;

  for (guint i = 0; i < n && p[i].y <= y && !reaches; i++)
    reaches = p[i].x <= x && (p[i].x != x || p[i].y != y)
              && wy_game_is_move (game, x, y, x - p[i].x, y - p[i].y);
  if (reaches == (wy_board_get_status (board, x, y) == WY_STATUS_P))
    g_error ("%s: (%u,%u) is %s on the board of size %u, but it %s a P-position", rule, x, y,
             reaches ? "P" : "N", wy_board_get_size (board), reaches ? "moves to" : "has no move to");
}

/* Across the dense cap (the largest board with steps): status-only boards
 * of that side and one more come from the P-set engine; their corner
 * equals the dense board of the cap, the new row and column obey the
 * definition; steps one beyond the cap are refused with the limit named. */
static void
test_cone_dense_seam (void)
{
  for (guint round = 0; round < (g_test_slow () ? 4u : 1u); round++)
    {
      g_autofree char *rule = random_cone_rule ();
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      guint cap = wy_solve_max_size (game, WY_NEED_STEPS, NULL), n_ref;
      WyQuery with_steps = { .needs = WY_NEED_STEPS, .size = cap };
      g_autoptr (WyBoard) ref = solve (game, &with_steps);
      const WyPos *p_ref = wy_board_get_ppos (ref, &n_ref);
      g_autoptr (GError) error = NULL;
      g_autofree char *limit = g_strdup_printf ("%u", cap);

      g_test_message ("%s: dense cap %u", rule, cap);
      for (guint size = cap; size <= cap + 1; size++)
        {
          WyQuery q = { .size = size };
          g_autoptr (WyBoard) board = solve_pset (rule, game, &q);
          guint n, k = 0;
          const WyPos *p = wy_board_get_ppos (board, &n);

          for (guint i = 0; i < n; i++)
            if (p[i].x < cap && p[i].y < cap
                && (k >= n_ref || p[i].x != p_ref[k].x || p[i].y != p_ref[k++].y))
              g_error ("%s: size %u: P-position (%u,%u) is not the dense board's", rule, size,
                       p[i].x, p[i].y);
          g_assert_cmpuint (k, ==, n_ref);
          for (guint i = 0; i < 2000; i++)
            {
              guint x = (guint) g_test_rand_int_range (0, cap), y = (guint) g_test_rand_int_range (0, cap);
              g_assert_cmpint (wy_board_get_status (board, x, y), ==, wy_board_get_status (ref, x, y));
            }
          for (guint i = 0; size > cap && i <= cap; i++)
            {
              assert_kernel (rule, game, board, i, cap);
              assert_kernel (rule, game, board, cap, i);
            }
        }
      with_steps.size = cap + 1;
      g_assert_null (wy_test_query (game, &with_steps, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
      g_assert_nonnull (strstr (error->message, limit));
    }
}

/* At the P-set engine's own cap: the board is solved, and cells near its
 * far corner obey the definition; one more is refused with the cap named.
 * The slow Type III checks of Gamma_2..4 only under -m slow. */
static void
test_cone_pset_cap (void)
{
  const char *rules[] = { "stwythoff:s=2,t=3", "restricted:s=1,t=1", "gamma:i=1,s=2,t=3",
                          "gamma:i=2,s=1,t=1", "gamma:i=4,s=3,t=5" };

  for (guint r = 0; r < (g_test_slow () ? G_N_ELEMENTS (rules) : 3u); r++)
    {
      g_autoptr (WyGame) game = wy_game_parse (rules[r], NULL);
      guint cap = wy_solve_max_size (game, WY_NEED_STATUS, NULL);
      WyQuery q = { .size = cap };
      g_autoptr (WyBoard) board = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *limit = g_strdup_printf ("%u", cap);
      guint n;
      const WyPos *p;

      g_test_message ("%s: cap %u", rules[r], cap);
      g_test_timer_start ();
      board = solve_pset (rules[r], game, &q);
      g_test_message ("  solved in %.2f s", g_test_timer_elapsed ());
      p = wy_board_get_ppos (board, &n);
      g_assert_cmpuint (n, >, 0);
      /* the last P-positions listed, and cells of the last row and column */
      for (guint i = n - MIN (n, 4u); i < n; i++)
        assert_kernel (rules[r], game, board, p[i].x, p[i].y);
      for (guint i = 0; i < 4; i++)
        {
          guint z = (guint) g_test_rand_int_range (0, cap);
          assert_kernel (rules[r], game, board, z, cap - 1);
          assert_kernel (rules[r], game, board, cap - 1, z);
        }
      q.size = cap + 1;
      g_assert_null (wy_test_query (game, &q, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
      g_assert_nonnull (strstr (error->message, limit));
    }
}

/* Sizes and regions out of range fail with a message naming the range. */
static void
test_bad_queries (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("wyt:a=1,b=2", NULL);
  g_autoptr (GError) error = NULL;
  WyQuery q = { .size = 10, .has_region = TRUE, .x0 = 3, .x1 = 2, .y1 = 5 };

  /* inside the board but inverted: empty, not outside */
  g_assert_null (wy_test_query (game, &q, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_assert_cmpstr (error->message, ==, "the region 3,0 to 2,5 is empty: the first corner must be "
                   "below-left of the second");
  g_clear_error (&error);
  q = (WyQuery) { .size = 10, .has_region = TRUE, .x1 = 10, .y1 = 0 };
  g_assert_null (wy_test_query (game, &q, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_assert_cmpstr (error->message, ==, "the region 0,0 to 10,0 is not inside the board of size 10");
  g_clear_error (&error);
  q = (WyQuery) { .size = wy_solve_max_size (game, WY_NEED_STATUS, NULL) + 1 };
  g_assert_null (wy_test_query (game, &q, &error));
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
  guint max = wy_solve_max_size (game, WY_NEED_STEPS, NULL);
  WyQuery q = { .needs = WY_NEED_STEPS, .size = max + 1000, .has_region = TRUE, .x1 = 20,
                .y1 = 20 };
  g_autoptr (WyBoard) ref = dense (game, 21);
  g_autoptr (WyBoard) part = solve (game, &q);
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (max, <, wy_test_max_region_side (game, WY_NEED_STEPS));
  assert_region ("abstract", ref, part, &q);
  q.x0 = q.x1 = max;
  g_assert_null (wy_test_query (game, &q, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
  g_assert_nonnull (strstr (error->message, "region"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/query/engines-agree", test_engines_agree);
  g_test_add_func ("/core/query/answers-by-need", test_answers_by_need);
  g_test_add_func ("/core/query/cone-answers", test_cone_answers);
  g_test_add_func ("/core/query/dense-sparse-seam", test_dense_sparse_seam);
  g_test_add_func ("/core/query/bad-queries", test_bad_queries);
  g_test_add_func ("/core/query/cone-pset", test_cone_pset);
  g_test_add_func ("/core/query/cone-pset-grid", test_cone_pset_grid);
  g_test_add_func ("/core/query/cone-dense-seam", test_cone_dense_seam);
  g_test_add_func ("/core/query/cone-pset-cap", test_cone_pset_cap);
  g_test_add_func ("/core/query/region-beyond-cap", test_region_beyond_cap);
  return g_test_run ();
}
