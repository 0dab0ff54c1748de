/* test-rule-cost.c: the cost model of rules of your own: both sides of its seam against the brute force, the deadline of the Grundy runs, and sparse patterns.
 *
 * The model (src/core/solve/wy-rule-cost.c) caps a rule's board where its
 * measured cost reaches the time budget. Scaled down for the test
 * (_wy_rule_cost_set_scale) its seam falls on boards the brute force
 * (tests/wy-brute.c) solves: at the largest side it gives, the core's
 * board must be the brute force's, cell by cell; one more is refused
 * naming that side. The rules are random: templates with random
 * constants (sums and products modulo a number, nested modulo, bands,
 * position-dependent bounds, taken-apart terms; one pile too), random
 * block=Q and misère play, each evaluated here on its own. Each case logs
 * its seed (WY_COST_SEED=<seed> repeats it). */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wythoff.h"
#include "wy-brute.h"
#include "wy-engine.h"
#include "wy-engine-testing.h"
#include "wy-test-solve.h"

/* A rule: its template and constants. */
typedef struct {
  guint     kind;
  gint64    a, b, c;
  gboolean  one_pile;
} Rule;

enum { TWO_PILE_KINDS = 6, ONE_PILE_KINDS = 3 };

/* The rule as the core reads it (without block and play). */
static char *
rule_text (const Rule *r)
{
  const gint64 a = r->a, b = r->b, c = r->c;

  if (r->one_pile)
    switch (r->kind)
      {
      case 0: return g_strdup_printf ("pile:rule=(d%%%" G_GINT64_FORMAT "==%" G_GINT64_FORMAT
                                      "||d<=%" G_GINT64_FORMAT ")", a, b, c);
      case 1: return g_strdup_printf ("pile:rule=((n*d)%%%" G_GINT64_FORMAT "!=%" G_GINT64_FORMAT
                                      ")", a, b);
      default: return g_strdup_printf ("pile:rule=(d<=%" G_GINT64_FORMAT "||n-d==n/%"
                                       G_GINT64_FORMAT ")", a, b);
      }
  switch (r->kind)
    {
    case 0: return g_strdup_printf ("moves:rule=((dx+dy)%%%" G_GINT64_FORMAT "==%"
                                    G_GINT64_FORMAT ")", a, b);
    case 1: return g_strdup_printf ("moves:rule=(dx*dy%%%" G_GINT64_FORMAT "<%" G_GINT64_FORMAT
                                    "||dx==0||dy==0)", a, b);
    case 2: return g_strdup_printf ("moves:rule=((dx%%%" G_GINT64_FORMAT ")*(dy%%%"
                                    G_GINT64_FORMAT ")%%%" G_GINT64_FORMAT "==0)", a, b, c);
    case 3: return g_strdup_printf ("moves:rule=(dx<=%" G_GINT64_FORMAT "||dy<=%" G_GINT64_FORMAT
                                    "||dx==dy)", a, b);
    case 4: return g_strdup_printf ("moves:rule=(dx+dy<=%" G_GINT64_FORMAT "+(x*y)%%%"
                                    G_GINT64_FORMAT ")", a, b);
    default: return g_strdup_printf ("moves:rule=(dx==0||dy==0||dx==dy&&%" G_GINT64_FORMAT
                                     "*dx<=min(x,y))", a);
    }
}

/* The same rule evaluated here (the brute force's callback): floor
 * modulo, the operands of these templates never negative. */
static gboolean
rule_move (gpointer data, guint x, guint y, guint dx, guint dy)
{
  const Rule *r = data;
  const gint64 a = r->a, b = r->b, c = r->c, X = x, Y = y, DX = dx, DY = dy;

  if (r->one_pile)
    switch (r->kind)
      {
      case 0: return DX % a == b || DX <= c;
      case 1: return (X * DX) % a != b;
      default: return DX <= a || X - DX == X / b;
      }
  switch (r->kind)
    {
    case 0: return (DX + DY) % a == b;
    case 1: return (DX * DY) % a < b || DX == 0 || DY == 0;
    case 2: return ((DX % a) * (DY % b)) % c == 0;
    case 3: return DX <= a || DY <= b || DX == DY;
    case 4: return DX + DY <= a + (X * Y) % b;
    default: return DX == 0 || DY == 0 || (DX == DY && a * DX <= MIN (X, Y));
    }
}

static void
random_rule (GRand *rand, Rule *r, BrRule *br)
{
  r->one_pile = g_rand_int_range (rand, 0, 4) == 0;
  r->kind = g_rand_int_range (rand, 0, r->one_pile ? ONE_PILE_KINDS : TWO_PILE_KINDS);
  r->a = g_rand_int_range (rand, 2, 6);
  r->b = g_rand_int_range (rand, 1, (gint32) r->a + 1) % r->a;
  r->c = g_rand_int_range (rand, 2, 5);
  if (r->kind == 4 && !r->one_pile)
    r->b += 2;  /* (x*y)%b: b from 2 */
  if (r->kind == 2)
    r->b = g_rand_int_range (rand, 2, 4);  /* a divisor (n/b; dy%b) */
  memset (br, 0, sizeof *br);
  br->family = BR_CUSTOM;
  br->custom_move = rule_move;
  br->custom_data = r;
  br->custom_one_pile = r->one_pile;
  br->misere = g_rand_int_range (rand, 0, 4) == 0;
  br->block = !br->misere && g_rand_int_range (rand, 0, 3) == 0 ? g_rand_int_range (rand, 2, 5)
                                                                 : 1;
}

/* Every cell's status and step (or Grundy value) against the brute force's. */
static void
compare (const WyBoard *board, const BrBoard *ref, gboolean grundy, guint size, gboolean one_pile)
{
  for (guint y = 0; y < (one_pile ? 1 : size); y++)
    for (guint x = 0; x < size; x++)
      {
        guint i = br_index (ref, x, y);
        if (grundy)
          {
            g_assert_cmpint (wy_board_get_grundy (board, x, y), ==, ref->grundy[i]);
            continue;
          }
        g_assert_cmpint (wy_board_get_status (board, x, y), ==,
                         ref->status[i] == BR_P ? WY_STATUS_P : WY_STATUS_N);
        g_assert_cmpuint (wy_board_get_step (board, x, y), ==, ref->step[i]);
      }
}

/* The seam for these needs: scaled so that the largest side is about
 * target, the core's board there is the brute force's, one more refused. */
static void
check_seam (const WyGame *game, const BrRule *br, WyNeeds needs, guint target)
{
  gboolean grundy = (needs & WY_NEED_GRUNDY) != 0, one_pile = wy_game_is_one_pile (game);
  double seconds = _wy_rule_cost_seconds (game, grundy, target, _wy_engine_base_ops ());
  double budget = wy_solve_get_time_budget ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WyBoard) board = NULL;
  g_autofree char *range = NULL;
  WyQuery beyond = { .needs = needs };
  WySolution *refused;
  BrBoard *ref;
  guint max;

  _wy_rule_cost_set_scale (WY_RULE_TIME_SHARE * budget / seconds * (1 - 1e-9));
  max = wy_solve_max_size (game, needs, NULL);
  g_test_message ("  %s: largest side %u (the model: %.3g s at %u)", grundy ? "grundy" : "steps",
                  max, seconds, target);
  g_assert_cmpuint (max, >=, target);
  g_assert_cmpuint (max, <=, target + target / 4 + 1);
  board = wy_test_solve (game, max, needs, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  ref = br_solve (br, max, grundy);
  compare (board, ref, grundy, max, one_pile);
  br_board_free (ref);
  beyond.size = max + 1;
  refused = wy_solve (game, &beyond, &error);
  _wy_rule_cost_set_scale (1);
  g_assert_null (refused);
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
  range = g_strdup_printf ("from 1 to %u", max);
  g_assert_nonnull (strstr (error->message, range));
}

static void
test_seam (void)
{
  guint n = g_test_slow () ? 60 : 16;

  for (guint i = 0; i < n; i++)
    {
      const char *fixed = g_getenv ("WY_COST_SEED");
      guint32 seed = fixed ? (guint32) strtoul (fixed, NULL, 10) : (guint32) g_test_rand_int ();
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL, *full = NULL, *block = NULL;
      g_autoptr (WyGame) game = NULL;
      Rule r;
      BrRule br;

      random_rule (rand, &r, &br);
      text = rule_text (&r);
      block = br.block > 1 ? g_strdup_printf (",block=%d", br.block) : g_strdup ("");
      full = g_strdup_printf ("%s%s%s", text, br.misere ? ",play=misere" : "", block);
      g_test_message ("%s: case seed %u (WY_COST_SEED=%u repeats it)", full, seed, seed);
      game = wy_game_parse (full, &error);
      g_assert_no_error (error);
      check_seam (game, &br, WY_NEED_ELIMINATION, r.one_pile ? 90 : 14);
      if (br_has_grundy (&br) && !r.one_pile)
        check_seam (game, &br, WY_NEED_GRUNDY, 14);
    }
}

/* The Grundy values of a pattern along its runs (64 rows and more) stop
 * at the deadline too, and say so (the time limit lowered to a microsecond). */
static void
test_runs_deadline (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("moves:rule=(dx==0||dy==0||dx==dy||dx<3)", NULL);
  g_autoptr (GError) error = NULL;
  WyBoard *board;

  _wy_solve_rule_set_time_limit (1e-6);
  board = wy_test_solve (game, 200, WY_NEED_GRUNDY, NULL, NULL, NULL, &error);
  _wy_solve_rule_set_time_limit (0);
  g_assert_null (board);
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
  g_assert_nonnull (strstr (error->message, "reached the time budget"));
  g_clear_error (&error);
  board = wy_test_solve (game, 200, WY_NEED_GRUNDY, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (wy_board_get_grundy (board, 0, 0), ==, 0);
  wy_board_unref (board);
}

/* A rule of few moves costs its moves, not the rows of its pattern that
 * hold none: its board reaches at least Nim's (every row holds a move of
 * Nim's pattern). Before, every cell passed over every row: a rule
 * without moves was capped at 591, Nim at 4591. */
static void
test_sparse_rows (void)
{
  static const char *const sparse[] = {
    "moves:rule=(0)", "moves:rule=(dy==0&&dx<=3)", "moves:rule=(dy<=2&&dx<=2)",
    "moves:rule=(dy==0||dx==dy&&dy<4)",
  };
  static const WyNeeds needs[] = { WY_NEED_ELIMINATION, WY_NEED_GRUNDY };
  g_autoptr (WyGame) nim = wy_game_parse ("moves:rule=(dx==0||dy==0)", NULL);

  for (guint n = 0; n < G_N_ELEMENTS (needs); n++)
    {
      guint nim_max = wy_solve_max_size (nim, needs[n], NULL);
      for (guint i = 0; i < G_N_ELEMENTS (sparse); i++)
        {
          g_autoptr (WyGame) game = wy_game_parse (sparse[i], NULL);
          guint max = wy_solve_max_size (game, needs[n], NULL);
          g_test_message ("%s: largest side %u, Nim's %u", sparse[i], max, nim_max);
          g_assert_cmpuint (max, >=, nim_max);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/rule-cost/seam", test_seam);
  g_test_add_func ("/core/rule-cost/runs-deadline", test_runs_deadline);
  g_test_add_func ("/core/rule-cost/sparse-rows", test_sparse_rows);
  return g_test_run ();
}
