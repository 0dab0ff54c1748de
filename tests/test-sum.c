/* test-sum.c: sums of games against a brute-force search of the sum game, and paper 004's facts. */
#include <glib.h>
#include <string.h>

#include "wy-board.h"
#include "wy-solution-private.h"
#include "wy-sum.h"
#include "wy-test-solve.h"

/* Paper 004: Mark positions (1, 3, 4) have values 1, 2, 1, nim-sum 2, and
 * the only winning move is 3 -> 2. */
static void
test_paper004 (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) mark = wy_game_parse ("mark", &error);
  g_autoptr (WySum) sum = wy_sum_new ();
  static const guint pos[] = { 1, 3, 4 }, g[] = { 1, 2, 1 };

  for (guint i = 0; i < 3; i++)
    g_assert_true (wy_sum_add (sum, mark, pos[i], 0, NULL, &error));
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (wy_sum_get_grundy (sum, i, NULL), ==, g[i]);
  g_assert_cmpuint (wy_sum_get_nim_sum (sum), ==, 2);
  g_assert_cmpint (wy_sum_get_status (sum), ==, WY_STATUS_N);
  g_autoptr (GArray) moves = wy_sum_list_winning_moves (sum);
  g_assert_cmpuint (moves->len, ==, 1);
  WySumMove *m = &g_array_index (moves, WySumMove, 0);
  g_assert_cmpuint (m->component, ==, 1);
  g_assert_cmpuint (m->from.x, ==, 3);
  g_assert_cmpuint (m->to.x, ==, 2);
  g_assert_cmpint (m->grundy, ==, 0);
}

/* Brute force: the sum game itself, a position being one index per
 * component; P iff every move (in one component) leads to N. Moves come
 * from wy_game_is_move, the rule itself. */
typedef struct {
  guint n;
  const WyGame *game[3];
  WyPos top[3];      /* the sum's starting position */
  guint W[3], H[3];  /* positions of component i: x < W, y < H */
  guint stride[3];
  gint8 *memo;       /* 0 unknown, 1 P, 2 N */
} SumGame;

static void
decode (const SumGame *s, guint code, WyPos *p)
{
  for (guint i = 0; i < s->n; i++)
    {
      guint c = code / s->stride[i] % (s->W[i] * s->H[i]);
      p[i] = (WyPos) { c % s->W[i], c / s->W[i] };
    }
}

static guint
encode (const SumGame *s, const WyPos *p)
{
  guint code = 0;

  for (guint i = 0; i < s->n; i++)
    code += (p[i].y * s->W[i] + p[i].x) * s->stride[i];
  return code;
}

static gboolean is_p (SumGame *s, guint code);

/* Is there a move into a P-position of the sum game? With all, every such
 * move is appended to found (by component, then y, then x). */
static gboolean
any_move_to_p (SumGame *s, guint code, gboolean all, GArray *found)
{
  WyPos p[3];

  decode (s, code, p);
  for (guint i = 0; i < s->n; i++)
    {
      guint first = wy_game_first_position (s->game[i]);
      for (guint ty = 0; ty <= p[i].y; ty++)
        for (guint tx = first; tx <= p[i].x; tx++)
          {
            if (!wy_game_is_move (s->game[i], p[i].x, p[i].y, p[i].x - tx, p[i].y - ty))
              continue;
            WyPos q[3];
            memcpy (q, p, sizeof q);
            q[i] = (WyPos) { tx, ty };
            if (is_p (s, encode (s, q)))
              {
                if (!all)
                  return TRUE;
                WySumMove m = { i, p[i], q[i], 0 };
                g_array_append_val (found, m);
              }
          }
    }
  return found && found->len > 0;
}

static gboolean
is_p (SumGame *s, guint code)
{
  if (s->memo[code] == 0)
    s->memo[code] = any_move_to_p (s, code, FALSE, NULL) ? 2 : 1;
  return s->memo[code] == 1;
}

static void
check_random_sum (GRand *rand)
{
  static const char *rules[] = { "wythoff", "nim", "fraenkel:a=2", "wyt:a=2,b=2",
                                 "stwythoff:s=2,t=1", "mark:k=3", "upmark", "mark" };
  SumGame s = { g_rand_int_range (rand, 1, 4) };
  g_autoptr (WySum) sum = wy_sum_new ();
  g_autoptr (GError) error = NULL;
  WyGame *games[3] = { NULL };
  guint total = 1;

  for (guint i = 0; i < s.n; i++)
    {
      games[i] = wy_game_parse (rules[g_rand_int_range (rand, 0, G_N_ELEMENTS (rules))], &error);
      g_assert_no_error (error);
      s.game[i] = games[i];
      gboolean one = wy_game_is_one_pile (games[i]);
      guint limit = one ? 30 : 6;
      s.top[i].x = g_rand_int_range (rand, wy_game_first_position (games[i]), limit);
      s.top[i].y = one ? 0 : (guint) g_rand_int_range (rand, 0, limit);
      s.W[i] = s.top[i].x + 1;
      s.H[i] = s.top[i].y + 1;
      s.stride[i] = total;
      total *= s.W[i] * s.H[i];
      g_assert_true (wy_sum_add (sum, games[i], s.top[i].x, s.top[i].y, NULL, &error));
    }
  s.memo = g_new0 (gint8, total);
  guint code = encode (&s, s.top);
  g_autoptr (GArray) want = g_array_new (FALSE, FALSE, sizeof (WySumMove));
  gboolean n = any_move_to_p (&s, code, TRUE, want);
  g_autoptr (GArray) got = wy_sum_list_winning_moves (sum);
  g_assert_cmpint (wy_sum_get_status (sum), ==, n ? WY_STATUS_N : WY_STATUS_P);
  /* the same moves: brute force lists them by component then y then x, as the core */
  g_assert_cmpuint (got->len, ==, want->len);
  for (guint i = 0; i < got->len; i++)
    {
      WySumMove *a = &g_array_index (got, WySumMove, i), *b = &g_array_index (want, WySumMove, i);
      g_assert_cmpuint (a->component, ==, b->component);
      g_assert_cmpuint (a->to.x, ==, b->to.x);
      g_assert_cmpuint (a->to.y, ==, b->to.y);
    }
  g_free (s.memo);
  for (guint i = 0; i < s.n; i++)
    wy_game_free (games[i]);
}

static void
test_brute_force (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  for (guint i = 0; i < 60; i++)
    check_random_sum (rand);
  g_rand_free (rand);
}

/* Refusals: misère components, games without Grundy values, positions
 * that are not positions of the game. */
/* A component beyond the Grundy values names its cap; the thin rectangles
 * of the line families beyond it are named only for a game that has them
 * (a one-pile or cone game was told about "a line family ... wythoff"). */
static void
check_beyond_values (void)
{
  static const struct { const char *rule; guint x, y; gboolean rect; } cases[] = {
    { "wythoff", 10000, 10000, TRUE }, { "mark", 300000000, 0, FALSE },
    { "stwythoff", 10000, 10000, FALSE }, { "pile:rule=(d<3)", 300000000, 0, FALSE } };
  g_autoptr (WySum) sum = wy_sum_new ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (cases[i].rule, NULL);
      g_autoptr (GError) error = NULL;
      g_autofree char *cap = g_strdup_printf ("must be below %u",
                                              wy_solve_max_size (game, WY_NEED_GRUNDY, NULL));

      g_assert_false (wy_sum_add (sum, game, cases[i].x, cases[i].y, NULL, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
      g_test_message ("%s: %s", cases[i].rule, error->message);
      g_assert_nonnull (strstr (error->message, cap));
      g_assert_true ((strstr (error->message, "line family") != NULL) == cases[i].rect);
    }
}

static void
test_refused (void)
{
  static const struct { const char *rule, *why; } rules[] = {
    { "wythoff:play=misere", "component 0: wythoff:play=misere is in misère play: misère sums "
      "follow other rules than the nim-sum" },
    { "mark:play=misere", "component 0: mark:k=2,play=misere is in misère play" },
    /* each names its own reason (both were told "a game with blocking or memory") */
    { "nimpq:p=2", "component 0: nimpq:a=1,b=1,p=2,q=1 has no Sprague-Grundy values: nimpq's "
      "typed blocking (p or q above 1) has none, so it cannot be summed" },
    { "nimpq:q=3", "component 0: nimpq:a=1,b=1,p=1,q=3 has no Sprague-Grundy values: nimpq's "
      "typed blocking" },
    { "imitation", "component 0: imitation:p=1 has no Sprague-Grundy values: imitation is a "
      "game with memory (a move depends on the moves before it), so it cannot be summed" },
    { "nim:heaps=3", "component 0: nim:heaps=3 is a game of three heaps: a sum's components "
      "are games of one or two piles" } };
  g_autoptr (WySum) sum = wy_sum_new ();
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (rules[i].rule, &error);
      g_assert_no_error (error);
      g_assert_false (wy_sum_check_game (game, NULL));
      g_assert_false (wy_sum_add (sum, game, 1, 0, NULL, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
      if (!g_str_has_prefix (error->message, rules[i].why))
        g_error ("%s: '%s' does not start '%s'", rules[i].rule, error->message, rules[i].why);
      g_clear_error (&error);
    }
  /* f^Q values a game with block=Q (paper 000 §11): summed */
  g_autoptr (WyGame) blocked = wy_game_parse ("wythoff:block=3", NULL);
  g_assert_true (wy_sum_check_game (blocked, NULL));
  g_autoptr (WyGame) upmark = wy_game_parse ("upmark", NULL);
  g_assert_false (wy_sum_add (sum, upmark, 0, 0, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_clear_error (&error);
  /* a one-pile position has no second pile: (3, 5) of mark is not n = 3 */
  g_autoptr (WyGame) mark = wy_game_parse ("mark", NULL);
  g_assert_false (wy_sum_add (sum, mark, 3, 5, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_assert_nonnull (strstr (error->message, "one-pile"));
  g_assert_nonnull (strstr (error->message, "y = 0"));
  g_clear_error (&error);
  /* a game of three heaps has no position (x, y): not its plane z = 0 in silence */
  g_autoptr (WyGame) nim3 = wy_game_parse ("nim3", NULL);
  g_assert_false (wy_sum_add (sum, nim3, 1, 2, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
  g_assert_nonnull (strstr (error->message, "three heaps"));
  g_clear_error (&error);
  g_assert_cmpuint (wy_sum_get_n_components (sum), ==, 0);
  check_beyond_values ();
}

/* A blocking component counts with f^Q (paper 000 §11): its value is the
 * board's mex^Q value, and a sum of two equal ones is P. */
static void
test_block_component (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("wythoff:block=2", NULL);
  g_autoptr (WyBoard) board = wy_test_solve (game, 9, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL, NULL, NULL, NULL);
  g_autoptr (WySum) sum = wy_sum_new ();

  g_assert_true (wy_sum_add (sum, game, 5, 8, NULL, NULL));
  g_assert_cmpint (wy_sum_get_grundy (sum, 0, NULL), ==, wy_board_get_grundy (board, 5, 8));
  g_assert_true (wy_sum_add (sum, game, 8, 5, NULL, NULL));
  g_assert_cmpuint (wy_sum_get_nim_sum (sum), ==, 0);
  g_assert_cmpint (wy_sum_get_status (sum), ==, WY_STATUS_P);
}

/* Paper 004: in Mark (k = 2), g = 0 on the dopey numbers (binary ending
 * in an odd number of 0s), g = 1 on the vile (an even number) odious ones
 * (an odd number of 1s), g = 2 on the vile evil ones; checked to 10^6. */
static void
test_mark_classes (void)
{
  const guint N = 1000000;
  g_autoptr (WyGame) mark = wy_game_parse ("mark", NULL);
  g_autoptr (WyBoard) board = wy_test_solve (mark, N, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL, NULL, NULL, NULL);

  g_assert_nonnull (board);
  for (guint n = 1; n < N; n++)
    {
      gboolean vile = __builtin_ctz (n) % 2 == 0, odious = __builtin_popcount (n) % 2 == 1;
      int want = !vile ? 0 : odious ? 1 : 2;
      if (wy_board_get_grundy (board, n, 0) != want)
        g_error ("mark: g(%u) = %d, paper 004 says %d", n, wy_board_get_grundy (board, n, 0),
                 want);
    }
}

/* A line family goes beyond its square on thin rectangles "within a time budget of a few
 * seconds": a component far along one pile is valued in about that time, in either
 * orientation (the solver had cleared each row's union and ring diagonal over the
 * rectangle's whole range of values, a row at a time: (1500000, 0) of wythoff took two
 * minutes, (10^7, 0) would have taken hours). The value of (n, 0) is n (one pile of Nim); the winning move
 * empties the pile. */
static void
test_thin_rectangle (void)
{
  /* wytc (b != c) is swept as it lies: a long row's scratch is beyond the budget */
  static const struct { const char *rule; gboolean along_y; } cases[] = {
    { "wythoff", FALSE }, { "wythoff", TRUE }, { "wytc:a=1,b=1,c=2", TRUE } };
  const guint n = 1500000;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (cases[i].rule, NULL);
      g_autoptr (WySum) sum = wy_sum_new ();
      g_autoptr (GError) error = NULL;
      g_autoptr (GTimer) timer = g_timer_new ();
      guint x = cases[i].along_y ? 0 : n, y = cases[i].along_y ? n : 0;

      wy_sum_add (sum, game, x, y, NULL, &error);
      g_assert_no_error (error);
      /* its speed is the bench item sum-thin's (quadratic, this took 145 s) */
      g_test_message ("%s at (%u, %u): %.2f s", cases[i].rule, x, y,
                      g_timer_elapsed (timer, NULL));
      g_assert_cmpint (wy_sum_get_grundy (sum, 0, NULL), ==, (int) n);
      g_autoptr (GArray) moves = wy_sum_list_winning_moves (sum);
      g_assert_cmpuint (moves->len, ==, 1);
      g_assert_cmpuint (g_array_index (moves, WySumMove, 0).to.x, ==, 0);
      g_assert_cmpuint (g_array_index (moves, WySumMove, 0).to.y, ==, 0);
    }
}

/* Beyond the board a region may lie on (2000000), a component within the rectangle's budget
 * is valued as wy_sum_add's check promises, not refused as "board size 3000001 is beyond
 * the budget ... from 1 to 4096"; just beyond the rectangle's budget (8 10^6 cells a second
 * for wythoff, from the time budget), the sum's message names both ranges. */
static void
test_thin_rectangle_far (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
  g_autoptr (WySum) sum = wy_sum_new ();
  g_autoptr (GError) error = NULL;
  const guint n = 3000000, beyond = (guint) (wy_solve_get_time_budget () * 5e7 / 6) + 1;

  wy_sum_add (sum, game, 0, n, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (wy_sum_get_grundy (sum, 0, NULL), ==, (int) n);
  g_assert_false (wy_sum_add (sum, game, beyond, 0, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "must be below 4096"));
  g_assert_nonnull (strstr (error->message, "some 8 10^6 cells a second for wythoff"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/sum/paper004", test_paper004);
  g_test_add_func ("/core/sum/brute-force", test_brute_force);
  g_test_add_func ("/core/sum/refused", test_refused);
  g_test_add_func ("/core/sum/block-component", test_block_component);
  g_test_add_func ("/core/sum/mark-classes", test_mark_classes);
  g_test_add_func ("/core/sum/thin-rectangle", test_thin_rectangle);
  g_test_add_func ("/core/sum/thin-rectangle-far", test_thin_rectangle_far);
  return g_test_run ();
}
