/* test-differential.c: the core against an independent brute force (wy-brute.c), on random rules.
 * The two-pile families are tested here; the one-pile games in wy-diff-one-pile.c, rules of
 * your own in wy-diff-rules.c, three heaps in wy-diff3.c, the Grundy sequences in
 * wy-diff-sequence.c, the cone families' strip in wy-diff-strip-cone.c, the line families'
 * strip with block=Q in wy-diff-strip-block.c, all through the harness of wy-diff.c.
 *
 * Every family, every reading of nimpq's blocking, misere play, random small
 * parameters (a = 0 and bands wider than the board included): status and
 * step of every cell, the P_j, Grundy values, winning moves and P-options
 * of full small boards; and regions near the origin of boards on both sides
 * of every internal size switch (dense up to WY_BOARD_DENSE_MAX, sparse
 * beyond; WY_NEED_STEPS's sparse board at small sizes; the one-pile fast
 * path and its chunks). A cell's status and step depend only on the cells
 * below-left of it, so a region near the origin of a large board must equal
 * the brute force of that region.
 *
 * Each case draws its own seed from g_test_rand_int () and logs it with the
 * rule: rerun the program with --seed (printed by GLib) to repeat a run, or
 * set WY_DIFF_SEED to one case's seed to repeat that case. `-m slow` or
 * WY_DIFF_LONG=1 runs many more cases. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wy-diff.h"
#include "wy-diff3.h"
#include "wy-test-solve.h"

static void
test_full_boards (void)
{
  guint n = n_cases (12);

  for (guint f = 0; f < BR_CUSTOM; f++)
    for (guint i = 0; i < n; i++)
      {
        Case c = { 0 };
        BrRule rule;
        guint size;
        case_begin (&c, br_family_name (f));
        size = f == BR_IMITATION ? (guint) pick (&c, 4, 9)
               : br_family_one_pile (f) ? (guint) pick (&c, 1, 300)
               : (guint) pick (&c, 1, long_mode () ? 40 : 26);
        random_rule (&c, &rule, f, size);
        run_full_board (&c, &rule, size);
      }
}

/* (s,t)-Wythoff, Restricted and Gamma_i with block=Q: Q small, or beyond
 * most cells' count of options (boards nearly all P, steps up to x+y+1),
 * t sometimes wide; status, step, P_j, P-options and f^Q of every cell. */
static void
test_cone_block (void)
{
  static const BrFamily families[] = { BR_STWYTHOFF, BR_RESTRICTED, BR_GAMMA };
  guint n = n_cases (24);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      guint size;
      case_begin (&c, "cone block=Q");
      size = (guint) pick (&c, 1, long_mode () ? 48 : LIGHT ? 24 : 40);
      random_rule (&c, &rule, families[i % G_N_ELEMENTS (families)], size);
      rule.misere = FALSE;
      if (pick (&c, 0, 2) == 0)
        rule.t = pick (&c, 1, 2 * size + 3);
      if (pick (&c, 0, 3) == 0)
        rule.s = pick (&c, 1, size + 3);
      switch (pick (&c, 0, 3))
        {
        case 0:
          rule.block = pick (&c, 2, 4);
          break;
        case 1:
          rule.block = pick (&c, 5, 3 * size + 5);
          break;
        case 2:
          rule.block = pick (&c, 2, size * size / 4 + 2);
          break;
        default:
          rule.block = 1000;
          break;
        }
      run_full_board (&c, &rule, size);
    }
}

/* nim, wythoff, fraenkel, wyt and wytc with block=Q (the sparse sweep of
 * wy-sparse-block.c beside the stored board): Q small, around the word
 * masks' limit (64) or beyond most cells' count of moves; boards on both
 * sides of a word (64 cells); status, step, P_j, P-options and f^Q. */
static void
test_line_block (void)
{
  static const BrFamily families[] = { BR_NIM, BR_WYTHOFF, BR_FRAENKEL, BR_WYT, BR_WYTC };
  static const int block[4][2] = { { 2, 4 }, { 5, 40 }, { 63, 66 }, { 67, 1000 } };
  guint n = n_cases (30);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      guint size, k;
      case_begin (&c, "line block=Q");
      size = pick (&c, 0, 3) == 0 ? (guint) pick (&c, 63, 66)
             : (guint) pick (&c, 1, long_mode () ? 48 : LIGHT ? 24 : 40);
      random_rule (&c, &rule, families[i % G_N_ELEMENTS (families)], size);
      rule.misere = FALSE;
      k = (guint) pick (&c, 0, 3);
      rule.block = pick (&c, block[k][0], block[k][1]);
      run_full_board (&c, &rule, size);
    }
}

/* nimpq under every reading, with the parameters where they differ. */
static void
test_blocking_readings (void)
{
  guint n = n_cases (400);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      guint size;
      case_begin (&c, "nimpq");
      size = pick (&c, 8, 24);
      random_rule (&c, &rule, BR_NIMPQ, size);
      rule.p = pick (&c, 1, long_mode () ? 8 : 5);
      rule.q = pick (&c, 2, long_mode () ? 8 : 5);
      rule.a = pick (&c, 0, 3);
      rule.b = pick (&c, 1, 4);
      case_rule (&c, &rule);
      g_test_message ("  %s, size %u", c.rule, size);
      full_board (&c, &rule, size);
      case_end (&c);
    }
}

/* The core's answer to a query of the region x, y < region of a board of side size
 * (solved as a board to the region's far corner: its own engine). */
static WyBoard *
region_solve (Case *c, guint size, guint region, WyNeeds needs)
{
  g_autoptr (GError) error = NULL;
  WyQuery query = { .needs = needs, .size = size };
  g_autoptr (WySolution) solution = NULL;

  wy_query_set_region (&query, 0, 0, region - 1, region - 1);
  solution = wy_solve (c->game, &query, &error);
  g_assert_no_error (error);
  return wy_board_ref (wy_solution_get_board (solution));
}

/* A region near the origin of a large board (either side of the
 * dense/sparse switch) against the brute force of that region, the
 * whole board's and the region's query. */
static void
large_region (Case *c, const BrRule *rule, guint size, guint region)
{
  g_autoptr (GError) error = NULL;
  guint max = wy_solve_max_size (c->game, WY_NEED_ELIMINATION, NULL);
  BrBoard *ref;
  WyBoard *board;
  if (size > max)
    {
      /* refused with the limit named, never approximated */
      g_autofree char *limit = g_strdup_printf ("%u", max);
      board = core_solve (c, size, WY_NEED_ELIMINATION, &error);
      g_assert_null (board);
      g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
      g_assert_nonnull (strstr (error->message, limit));
      return;
    }
  ref = br_solve (rule, region, FALSE);
  board = core_solve (c, size, WY_NEED_ELIMINATION, &error);
  g_assert_no_error (error);
  compare_cells (c, wy_board_is_sparse (board) ? "sparse" : "dense", board, ref, region);
  for (guint y = 0; y < region; y += 2)
    for (guint x = 0; x < region; x += 3)
      compare_moves (c, rule, board, ref, x, y);
  wy_board_unref (board);
  /* the statuses alone: the P-set engines (their cap is at least the steps') */
  board = core_solve (c, size, WY_NEED_STATUS, &error);
  g_assert_no_error (error);
  compare_pset (c, "P-set", board, ref, region);
  wy_board_unref (board);
  board = region_solve (c, size, region, WY_NEED_ELIMINATION);
  compare_cells (c, "region", board, ref, region);
  wy_board_unref (board);
  board = region_solve (c, size, region, WY_NEED_STATUS);
  compare_pset (c, "region's P-set", board, ref, region);
  wy_board_unref (board);
  br_board_free (ref);
}

static BrFamily
line_family (Case *c)
{
  static const BrFamily lines[] = { BR_NIM, BR_WYTHOFF, BR_FRAENKEL, BR_WYT, BR_WYTC,
                                    BR_NIMPQ, BR_NIMPQ, BR_NIMPQ };
  return lines[pick (c, 0, G_N_ELEMENTS (lines) - 1)];
}

/* Just above the switch: the sparse board (or, for readings without a
 * sparse method, the dense one or a refusal). */
static void
test_above_dense_max (void)
{
  guint n = n_cases (24);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      guint size;
      case_begin (&c, "above the dense maximum");
      size = WY_BOARD_DENSE_MAX + (guint) pick (&c, 1, 3);
      random_rule (&c, &rule, line_family (&c), 20);
      /* a few reading=abstract/sec7 boards take seconds: not too many */
      if (rule.family == BR_NIMPQ && rule.reading != BR_LINECOUNT && pick (&c, 0, 3) > 0)
        rule.reading = BR_LINECOUNT;
      case_rule (&c, &rule);
      g_test_message ("  %s, size %u", c.rule, size);
      large_region (&c, &rule, size, long_mode () ? 32 : 20);
      case_end (&c);
    }
}

/* At the switch: the largest dense board (a few seconds each). */
static void
test_at_dense_max (void)
{
  guint n = long_mode () ? 20 : LIGHT ? 1 : 3;

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      case_begin (&c, "at the dense maximum");
      random_rule (&c, &rule, line_family (&c), 20);
      rule.a = MIN (rule.a, 3);
      rule.b = MIN (rule.b, 3);
      rule.c = MIN (rule.c, 3);
      case_rule (&c, &rule);
      g_test_message ("  %s, size %u", c.rule, WY_BOARD_DENSE_MAX);
      large_region (&c, &rule, WY_BOARD_DENSE_MAX, long_mode () ? 32 : 20);
      case_end (&c);
    }
}

/* At the other size caps (per-cell Grundy values of the line families,
 * the cone families, Imitation's state graph): a region near the origin of
 * the largest board allowed, statuses, steps and Grundy values. */
static void
test_at_caps (void)
{
  static const BrFamily families[] = { BR_WYT, BR_IMITATION, BR_STWYTHOFF, BR_NIMPQ,
                                       BR_RESTRICTED, BR_GAMMA };
  guint n = long_mode () ? G_N_ELEMENTS (families) * 3 : LIGHT ? 1 : 2;

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      case_begin (&c, "at a size cap");
      random_rule (&c, &rule, families[i % G_N_ELEMENTS (families)], 16);
      rule.misere = FALSE;
      case_rule (&c, &rule);
      for (guint grundy = 0; grundy < 2; grundy++)
        {
          g_autoptr (GError) error = NULL;
          WyNeeds flags = WY_NEED_ELIMINATION | (grundy ? WY_NEED_GRUNDY : 0);
          guint max = wy_solve_max_size (c.game, flags, NULL);
          if (grundy && !br_has_grundy (&rule))
            continue;
          /* the sparse board has no cap of this kind */
          if (!grundy && wy_test_has_quick (c.game))
            continue;
          g_test_message ("  %s, size %u%s", c.rule, max, grundy ? " with Grundy values" : "");
          BrBoard *ref = br_solve (&rule, 16, grundy);
          WyBoard *board = core_solve (&c, max, flags, &error);
          g_assert_no_error (error);
          compare_cells (&c, "at the cap", board, ref, 16);
          for (guint y = 0; grundy && y < 16; y++)
            for (guint x = 0; x < 16; x++)
              if (wy_board_get_grundy (board, x, y) != ref->grundy[y * 16 + x])
                mismatch (&c, "size %u: (%u,%u) has Grundy value %d, brute force %d", max, x, y,
                          wy_board_get_grundy (board, x, y), ref->grundy[y * 16 + x]);
          wy_board_unref (board);
          br_board_free (ref);
          g_assert_null (core_solve (&c, max + 1, flags, &error));
          g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
        }
      case_end (&c);
    }
}

/* The cases, by name. */
static void
test_known_cases (void)
{
  static const struct {
    const char *rule;
    guint size, x, y;
    WyStatus status;
    guint step;
  } cases[] = {
    /* its one move into P_1 can be blocked: N at step 2 on every board */
    { "nimpq:reading=sec7,p=2,q=2", 4097, 2, 0, WY_STATUS_N, 2 },
    { "nimpq:reading=sec7,p=2,q=2", 4096, 2, 0, WY_STATUS_N, 2 },
    { "nimpq:reading=abstract,p=2,q=2", 4097, 2, 0, WY_STATUS_N, 2 },
    { "nimpq:reading=sec7,p=2,q=2", 30, 2, 0, WY_STATUS_N, 2 },
    /* a = 0: no diagonal-type moves, (1,1) -> (0,0) is unblockable under sec7 */
    { "nimpq:a=0,b=2,p=2,q=2,reading=sec7", 30, 1, 1, WY_STATUS_N, 1 },
    { "nimpq:a=0,b=2,p=2,q=2,reading=sec7", 4097, 1, 1, WY_STATUS_N, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      WyGame *game = wy_game_parse (cases[i].rule, &error);
      WyBoard *board;
      guint step = 0;

      g_assert_no_error (error);
      if (cases[i].size > wy_solve_max_size (game, WY_NEED_ELIMINATION, NULL))
        {
          wy_game_free (game);
          continue;
        }
      board = wy_test_solve (game, cases[i].size, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error);
      wy_game_free (game);
      g_assert_no_error (error);
      g_assert_cmpint (wy_board_get_cell (board, cases[i].x, cases[i].y, &step), ==,
                       cases[i].status);
      g_assert_cmpuint (step, ==, cases[i].step);
      wy_board_unref (board);
    }
}

/* Is (x, y) on the ray of a step line? */
static gboolean
on_line (const WyLine *l, guint x, guint y)
{
  gint64 dx = (gint64) x - l->x0, dy = (gint64) y - l->y0, t;

  if (l->ux == 0 && l->uy == 0)
    return dx == 0 && dy == 0;
  t = l->ux != 0 ? dx / l->ux : dy / l->uy;
  return t >= 0 && dx == t * l->ux && dy == t * l->uy && (l->length == 0 || t < l->length);
}

/* The step lines of nimpq and the line families: each runs through a
 * P-position of P_j, every cell of N_j lies on one; under abstract and
 * sec7 (where they differ from linecount) each line also holds a cell of
 * N_j whose move into the line's P-position is legal: the lines are those
 * of the reading's own elimination. */
static void step_lines_board (Case *c, const BrRule *rule, const WyBoard *board,
                              const BrBoard *ref);

static void
step_lines_case (Case *c, const BrRule *rule, guint size)
{
  BrBoard *ref = br_solve (rule, size, FALSE);

  /* the stored board, and the sparse one where the game has it */
  for (guint quick = 0; quick < 2; quick++)
    {
      g_autoptr (GError) error = NULL;
      WyBoard *board = core_solve (c, size, quick ? WY_NEED_STEPS : WY_NEED_ELIMINATION, &error);
      g_assert_no_error (error);
      step_lines_board (c, rule, board, ref);
      wy_board_unref (board);
    }
  br_board_free (ref);
}

static void
step_lines_board (Case *c, const BrRule *rule, const WyBoard *board, const BrBoard *ref)
{
  guint size = ref->size;
  gboolean own = rule->family == BR_NIMPQ && rule->reading != BR_LINECOUNT
                 && (rule->p > 1 || rule->q > 1) && !(rule->a == 1 && rule->b == 1);

  for (guint j = 1; j <= ref->n_steps; j++)
    {
      g_autoptr (GArray) lines = wy_board_list_step_lines (board, j);
      for (guint i = 0; i < lines->len; i++)
        {
          const WyLine *l = &g_array_index (lines, WyLine, i);
          guint o = br_index (ref, l->origin.x, l->origin.y);
          gboolean eliminates = FALSE;
          if (ref->status[o] != BR_P || ref->step[o] != j)
            mismatch (c, "step %u: a line through (%u,%u), not in P_%u", j, l->origin.x,
                      l->origin.y, j);
          for (guint y = 0; y < size; y++)
            for (guint x = 0; x < size; x++)
              eliminates |= on_line (l, x, y) && ref->status[br_index (ref, x, y)] == BR_N
                            && ref->step[br_index (ref, x, y)] == j && x >= l->origin.x
                            && y >= l->origin.y
                            && br_is_move (rule, x, y, x - l->origin.x, y - l->origin.y);
          if (own && !eliminates)
            mismatch (c, "step %u: the %s line from (%u,%u) along (%d,%d) eliminates no cell "
                      "of N_%u", j, wy_line_kind_get_name (l->kind), l->x0, l->y0, l->ux,
                      l->uy, j);
        }
      for (guint y = 0; y < size; y++)
        for (guint x = 0; x < size; x++)
          {
            guint k = br_index (ref, x, y);
            gboolean covered = FALSE;
            if (ref->status[k] != BR_N || ref->step[k] != j || (x == 0 && y == 0))
              continue;
            for (guint i = 0; i < lines->len && !covered; i++)
              covered = on_line (&g_array_index (lines, WyLine, i), x, y);
            if (!covered)
              mismatch (c, "step %u: (%u,%u) is in N_%u but on no step line", j, x, y, j);
          }
    }
}

static void
test_step_lines (void)
{
  guint n = n_cases (30);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      guint size;
      case_begin (&c, "step lines");
      size = pick (&c, 6, 22);
      random_rule (&c, &rule, i % 2 ? BR_NIMPQ : line_family (&c), size);
      if (rule.family == BR_NIMPQ)
        {
          rule.a = pick (&c, 0, 3);
          rule.b = pick (&c, 1, 3);
          rule.reading = (BrReading) (i / 2 % 3);
        }
      case_rule (&c, &rule);
      g_test_message ("  %s, size %u", c.rule, size);
      step_lines_case (&c, &rule, size);
      case_end (&c);
    }
}

/* The brute force itself against the facts docs/spec.md states. */
static void
test_brute_checks (void)
{
  BrRule wyt = { BR_WYT, .a = 1, .b = 2 }, nimpq = { BR_NIMPQ, .a = 1, .b = 1, .p = 2, .q = 1 };
  BrBoard *w = br_solve (&wyt, 23, FALSE), *n = br_solve (&nimpq, 23, FALSE);
  BrRule mark = { BR_MARK, .k = 2 };
  BrBoard *m = br_solve (&mark, 24, TRUE);
  /* paper 004: g(0..23) of Mark */
  static const int mark_g[24] = { 0, 1, 0, 2, 1, 2, 0, 1, 0, 2, 0, 1, 2, 1, 0, 2, 1, 2,
                                   0, 1, 2, 1, 0, 2 };

  /* wyt a=1,b=2 on 23 x 23: P_2 = {(2,3),(3,2)}, P_3 = {(5,7),(7,5)}, 6 steps */
  g_assert_cmpuint (w->n_steps, ==, 6);
  g_assert_cmpuint (w->status[3 * 23 + 2], ==, BR_P);
  g_assert_cmpuint (w->step[3 * 23 + 2], ==, 2);
  g_assert_cmpuint (w->step[5 * 23 + 7], ==, 3);
  /* NIM^{2,1}_{1,1}: P_2 = {(1,1)}, P_3 = {(2,3),(3,2)}, 11 steps, (2,2) in N_2 */
  g_assert_cmpuint (n->n_steps, ==, 11);
  g_assert_cmpuint (n->status[24], ==, BR_P);
  g_assert_cmpuint (n->step[24], ==, 2);
  g_assert_cmpuint (n->step[3 * 23 + 2], ==, 3);
  g_assert_cmpuint (n->status[48], ==, BR_N);
  g_assert_cmpuint (n->step[48], ==, 2);
  for (guint x = 0; x < 24; x++)
    g_assert_cmpint (m->grundy[x], ==, mark_g[x]);
  /* imitation: starting outcomes equal nimpq with that p and q = a = b = 1 */
  for (int p = 1; p <= 3; p++)
    {
      BrRule im = { BR_IMITATION, .p = p }, nq = { BR_NIMPQ, .a = 1, .b = 1, .p = p, .q = 1 };
      BrBoard *bi = br_solve (&im, 12, FALSE), *bn = br_solve (&nq, 12, FALSE);
      g_assert_cmpmem (bi->status, 144, bn->status, 144);
      br_board_free (bi);
      br_board_free (bn);
    }
  br_board_free (w);
  br_board_free (n);
  br_board_free (m);
}

/* reading=abstract/sec7 where they differ from linecount: exact dense
 * boards up to WY_BOARD_DENSE_MAX, beyond it a refusal naming the limit;
 * where they coincide (a = b = 1), the sparse board. */
static void
test_reading_cap (void)
{
  static const char *rules[] = { "nimpq:p=3,q=2,a=2,b=2,reading=abstract",
                                 "nimpq:p=3,q=2,a=2,b=2,reading=sec7",
                                 "nimpq:a=0,b=2,p=2,q=2,reading=sec7" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (GError) error = NULL;
      WyGame *game = wy_game_parse (rules[i], &error);
      g_autofree char *limit = g_strdup_printf ("%u", WY_BOARD_DENSE_MAX);

      g_assert_no_error (error);
      g_assert_cmpuint (wy_solve_max_size (game, WY_NEED_ELIMINATION, NULL), ==, WY_BOARD_DENSE_MAX);
      g_assert_null (wy_test_solve (game, WY_BOARD_DENSE_MAX + 1, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
      g_assert_nonnull (strstr (error->message, limit));
      wy_game_free (game);
    }
  WyGame *same = wy_game_parse ("nimpq:p=3,q=2,reading=abstract", NULL);
  g_assert_true (wy_test_has_quick (same));
  g_assert_cmpuint (wy_solve_max_size (same, WY_NEED_ELIMINATION, NULL), >, WY_BOARD_DENSE_MAX);
  wy_game_free (same);
}

/* Three heaps: every family, misère, random rules in dz and z (wy-diff3.c). */
static void
test_heaps3 (void)
{
  wy_diff3_test (n_cases (30));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/differential/brute-checks", test_brute_checks);
  g_test_add_func ("/core/differential/known-cases", test_known_cases);
  g_test_add_func ("/core/differential/reading-cap", test_reading_cap);
  g_test_add_func ("/core/differential/full-boards", test_full_boards);
  g_test_add_func ("/core/differential/blocking-readings", test_blocking_readings);
  g_test_add_func ("/core/differential/cone-block", test_cone_block);
  g_test_add_func ("/core/differential/line-block", test_line_block);
  g_test_add_func ("/core/differential/above-dense-max", test_above_dense_max);
  g_test_add_func ("/core/differential/at-dense-max", test_at_dense_max);
  g_test_add_func ("/core/differential/at-caps", test_at_caps);
  g_test_add_func ("/core/differential/step-lines", test_step_lines);
  g_test_add_func ("/core/differential/one-pile-fast", test_one_pile_fast);
  g_test_add_func ("/core/differential/one-pile-chunks", test_one_pile_chunks);
  g_test_add_func ("/core/differential/one-pile-steps", test_one_pile_steps);
  g_test_add_func ("/core/differential/one-pile-steps-oeis", test_one_pile_steps_oeis);
  g_test_add_func ("/core/differential/rules-random", test_rules_random);
  g_test_add_func ("/core/differential/rules-builtin", test_rules_builtin);
  g_test_add_func ("/core/differential/rules-adjoin", test_rules_adjoin);
  g_test_add_func ("/core/differential/rules-runs", test_rules_runs);
  g_test_add_func ("/core/differential/rules-lanes", test_rules_lanes);
  g_test_add_func ("/core/differential/rules-adjoin-grow", test_rules_adjoin_grow);
  g_test_add_func ("/core/differential/heaps3", test_heaps3);
  g_test_add_func ("/core/differential/sequence-grundy", test_sequence_grundy);
  g_test_add_func ("/core/differential/sequence-grundy-caps", test_sequence_grundy_caps);
  g_test_add_func ("/core/differential/sequence-pairs", test_sequence_pairs);
  g_test_add_func ("/core/differential/sequence-proven", test_sequence_proven);
  g_test_add_func ("/core/differential/strip-cone-brute", test_strip_cone_brute);
  g_test_add_func ("/core/differential/strip-cone-windows", test_strip_cone_windows);
  g_test_add_func ("/core/differential/strip-cone-board", test_strip_cone_board);
  g_test_add_func ("/core/differential/strip-cone-limits", test_strip_cone_limits);
  g_test_add_func ("/core/differential/strip-cone-sequence", test_strip_cone_sequence);
  g_test_add_func ("/core/differential/strip-block-brute", test_strip_block_brute);
  g_test_add_func ("/core/differential/strip-block-board", test_strip_block_board);
  g_test_add_func ("/core/differential/strip-block-plain", test_strip_block_plain);
  g_test_add_func ("/core/differential/strip-block-limits", test_strip_block_limits);
  g_test_add_func ("/core/differential/strip-lines-brute", test_strip_lines_brute);
  g_test_add_func ("/core/differential/strip-lines-rows", test_strip_lines_rows);
  g_test_add_func ("/core/differential/strip-lines-limits", test_strip_lines_limits);
  g_test_add_func ("/core/differential/strip-block-sequence", test_strip_block_sequence);
  return g_test_run ();
}
