/* test-grundy.c: Sprague-Grundy values against a brute-force mex over every legal move. */
#include <gio/gio.h>
#include <string.h>

#include "wy-board.h"
#include "wy-analysis-private.h"
#include "wy-board-private.h"
#include "wy-grundy-private.h"
#include "wy-line-rule.h"
#include "wy-grundy-classes.h"
#include "wy-solution.h"
#include "wy-engine-testing.h"
#include "wy-grundy-testing.h"
#include "wy-test-solve.h"
#include "wy-caps.h"
#include "wy-engine.h"
#include "wy-test-grundy.h"

/* Every value of the board against want; with status, P-positions are
 * exactly g = 0 and the largest value is the board's. */
static void
assert_values (const char *rule, const WyBoard *board, const gint32 *want, guint S,
               gboolean status)
{
  guint max = 0;

  for (guint y = 0; y < S; y++)
    for (guint x = 0; x < S; x++)
      {
        int got = wy_board_get_grundy (board, x, y);
        if (got != want[y * S + x])
          g_error ("%s, size %u: g(%u,%u) = %d, brute force %d", rule, S, x, y, got,
                   want[y * S + x]);
        if (status)
          g_assert_cmpint (wy_board_get_status (board, x, y) == WY_STATUS_P, ==, got == 0);
        max = MAX (max, (guint) got);
      }
  g_assert_cmpuint (wy_board_get_max_grundy (board), ==, max);
}

static void
check_family (const char *family, guint a, guint b, guint c, guint q, guint S)
{
  g_autofree char *rule = family_rule (family, a, b, c, q);
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);
  g_assert_no_error (error);
  g_autoptr (WyBoard) board = wy_test_solve (game, S, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (wy_board_has_grundy (board));
  g_autofree gint32 *want = brute_grundy (family, a, b, c, q, S);
  assert_values (rule, board, want, S, TRUE);
}

/* Every named family, then random bands: wide diagonal bands (a >= 3
 * masks cells to the right), b != c (not symmetric), nim (no diagonal). */
static void
test_lines (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  check_family ("nim", 0, 1, 1, 1, 40);
  check_family ("wythoff", 1, 1, 1, 1, 40);
  check_family ("fraenkel", 2, 1, 1, 1, 30);
  check_family ("wytc", 4, 2, 3, 1, 30);
  check_family ("wytc", 0, 3, 1, 1, 30);
  for (guint i = 0; i < 30; i++)
    {
      const char *f = line_families[g_rand_int_range (rand, 2, 5)];
      guint a, b, c;
      random_bands (rand, f, 6, 4, 4, &a, &b, &c);
      check_family (f, a, b, c, 1, g_rand_int_range (rand, 1, 28));
    }
  g_rand_free (rand);
}

/* Bands as wide as the board or wider (every cell then has many options
 * and values far above the side, deep in the unions' words), and boards
 * up to 64: random rules against the brute force. */
static void
test_lines_wide (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  check_family ("wyt", 1000, 1000, 1000, 1, 45);
  check_family ("wytc", 1, 1000, 1, 1, 40);
  check_family ("fraenkel", 1000, 1, 1, 1, 40);
  for (guint i = 0; i < 6; i++)
    {
      const char *f = line_families[g_rand_int_range (rand, 2, 5)];
      guint S = g_rand_int_range (rand, 30, 65), a, b, c;
      random_bands (rand, f, S + 4, 8, S + 4, &a, &b, &c);
      check_family (f, a, b, c, 1, S);
    }
  g_rand_free (rand);
}

/* The sweep in one lane and in two (threads taking the next row, row y
 * waiting until row y - 1 is lag = max (a, b, 2) + 64 columns ahead),
 * whichever the side: boards wider than the lag, so that the rows run
 * side by side, with random bands against the brute force; and two lanes
 * of which the first goes on alone from a random row (as under load). */
static void
test_lanes (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  for (guint i = 0; i < 5; i++)
    {
      const char *f = line_families[i < 2 ? i : (guint) g_rand_int_range (rand, 2, 5)];
      guint S = g_rand_int_range (rand, 100, 130), a, b, c;
      random_bands (rand, f, 12, 6, 6, &a, &b, &c);
      g_autofree char *rule = family_rule (f, a, b, c, 1);
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      g_autofree gint32 *want = brute_grundy (f, a, b, c, 1, S);
      for (guint lanes = 1; lanes <= 3; lanes++)
        {
          g_autoptr (GError) error = NULL;
          g_autoptr (WyBoard) board = wy_board_alloc (game, S, &error);
          guint solo_row = lanes == 3 ? (guint) g_rand_int_range (rand, 0, S) : G_MAXUINT;
          g_assert_true (_wy_grundy_lines_lanes (board, MIN (lanes, 2), solo_row, NULL, NULL,
                                                 NULL, &error));
          g_assert_no_error (error);
          assert_values (rule, board, want, S, FALSE);
        }
    }
  g_rand_free (rand);
}

/* A row of values in one call equals the values cell by cell: a dense
 * board, a one-pile board of bytes, and a board without Grundy values. */
static void
test_grundy_row (void)
{
  static const struct { const char *rule; guint size; WyNeeds flags; } cases[] = {
    { "wytc:a=2,b=1,c=3", 37, (WY_NEED_ELIMINATION | WY_NEED_GRUNDY) },
    { "mark:k=3", 5000, (WY_NEED_ELIMINATION | WY_NEED_GRUNDY) },
    { "upmark", 300, (WY_NEED_ELIMINATION | WY_NEED_GRUNDY) },
    { "wythoff", 20, WY_NEED_ELIMINATION },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WyGame) game = wy_game_parse (cases[c].rule, &error);
      g_autoptr (WyBoard) board = NULL;
      guint S = cases[c].size, rows;

      g_assert_no_error (error);
      board = wy_test_query (game, &(WyQuery) { .needs = cases[c].flags == (WY_NEED_ELIMINATION | WY_NEED_GRUNDY)
                                                            ? WY_NEED_GRUNDY : WY_NEED_STATUS,
                                                 .size = S }, &error);
      g_assert_no_error (error);
      rows = wy_board_is_one_pile (board) ? 1 : S;
      for (guint y = 0; y < rows; y++)
        for (guint x0 = 0; x0 < S; x0 += 1 + x0 / 3)
          {
            guint n = S - x0 - (x0 % 2);
            g_autoptr (GArray) row = wy_board_get_grundy_row (board, y, x0, n, NULL);
            g_assert_cmpint (row != NULL, ==, wy_board_has_grundy (board));
            for (guint i = 0; row && i < n; i++)
              g_assert_cmpint (g_array_index (row, gint32, i), ==,
                               wy_board_get_grundy (board, x0 + i, y));
          }
    }
}

/* Wythoff's game is symmetric and each row holds every value once: the
 * values of row 0 are x, and g(x, x) is never 0 for x > 0. Also at the
 * largest side, against the brute force's known first values. */
static void
test_wythoff_large (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", &error);
  guint S = wy_solve_max_size (game, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL);
  g_autoptr (WyBoard) board = NULL;

  g_assert_cmpuint (S, >=, 4096);
  board = wy_test_solve (game, 1024, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint x = 0; x < 1024; x += 7)
    {
      g_assert_cmpint (wy_board_get_grundy (board, x, 0), ==, x);
      for (guint y = 0; y < 1024; y += 13)
        g_assert_cmpint (wy_board_get_grundy (board, x, y), ==, wy_board_get_grundy (board, y, x));
    }
}

/* A game as a move predicate: the line families written out above, the
 * others through wy_game_is_move (the rule itself, not a solver). */
typedef struct {
  const WyGame *game;
  const char   *family;
  guint         a, b, c, S, W, H, q;
} Brute;

static gboolean
brute_move (const Brute *br, guint x, guint y, guint dx, guint dy)
{
  if (br->family)
    return line_move (br->family, br->a, br->b, br->c, dx, dy);
  return wy_game_is_move (br->game, x, y, dx, dy);
}

/* The literal elimination of docs/spec.md with block=Q: P_j = the undecided
 * positions whose options are all decided and which have fewer than Q
 * moves into P_1..P_(j-1); N_j = the undecided ones with at least Q moves
 * into P_1..P_j. Status 1 = P, 2 = N; step per cell. */
static void
brute_eliminate (const Brute *br, guint8 *status, guint *step)
{
  guint first = wy_game_first_position (br->game), left = br->W * br->H - first;

  for (guint j = 1; left > 0; j++)
    {
      g_autofree guint8 *was = g_memdup2 (status, br->W * br->H);
      for (guint pass = 0; pass < 2; pass++)
        for (guint y = 0; y < br->H; y++)
          for (guint x = first; x < br->W; x++)
            {
              guint i = y * br->W + x, into_p = 0;
              gboolean all_decided = TRUE;
              if (status[i])
                continue;
              for (guint ty = 0; ty <= y; ty++)
                for (guint tx = first; tx <= x; tx++)
                  if (brute_move (br, x, y, x - tx, y - ty))
                    {
                      /* pass 0 (P_j) sees the steps before j; pass 1 (N_j) also P_j */
                      guint8 st = pass == 0 ? was[ty * br->W + tx] : status[ty * br->W + tx];
                      all_decided &= st != 0;
                      into_p += st == 1;
                    }
              if (pass == 0 && all_decided && into_p < br->q)
                status[i] = 1;
              else if (pass == 1 && into_p >= br->q)
                status[i] = 2;
              else
                continue;
              step[i] = j;
              left--;
            }
    }
}

/* mex^Q over every option, cell by cell. */
static void
brute_mex_q (const Brute *br, gint32 *g)
{
  guint first = wy_game_first_position (br->game);
  g_autofree guint *count = g_new (guint, br->W * br->H + 2);

  for (guint y = 0; y < br->H; y++)
    for (guint x = first; x < br->W; x++)
      {
        guint n = 0, z = 0;
        memset (count, 0, sizeof (guint) * (br->W * br->H + 2));
        for (guint ty = 0; ty <= y; ty++)
          for (guint tx = first; tx <= x; tx++)
            if (brute_move (br, x, y, x - tx, y - ty))
              {
                count[g[ty * br->W + tx]]++;
                n++;
              }
        while (z <= n && count[z] >= br->q)
          z++;
        g[y * br->W + x] = (gint32) z;
      }
}

static void
check_block (const char *rule, const char *family, guint S)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);
  Brute br = { game, family };

  g_assert_no_error (error);
  if (family)
    {
      gboolean named = g_str_equal (family, "nim") || g_str_equal (family, "wythoff");
      br.a = named ? 0 : (guint) wy_game_get_param (game, WY_PARAM_A);
      br.b = named || g_str_equal (family, "fraenkel") ? 1 : (guint) wy_game_get_param (game, WY_PARAM_B);
      br.c = g_str_equal (family, "wytc") ? (guint) wy_game_get_param (game, WY_PARAM_C) : br.b;
    }
  br.q = wy_game_get_block (game);
  br.S = br.W = S;
  br.H = wy_game_is_one_pile (game) ? 1 : S;
  g_autoptr (WyBoard) board = wy_test_solve (game, S, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_autofree guint8 *status = g_new0 (guint8, S * br.H);
  g_autofree guint *step = g_new0 (guint, S * br.H);
  g_autofree gint32 *g = g_new0 (gint32, S * br.H);
  brute_eliminate (&br, status, step);
  brute_mex_q (&br, g);
  for (guint y = 0; y < br.H; y++)
    for (guint x = wy_game_first_position (game); x < S; x++)
      {
        guint i = y * S + x;
        WyStatus want = status[i] == 1 ? WY_STATUS_P : WY_STATUS_N;
        if (wy_board_get_status (board, x, y) != want || wy_board_get_step (board, x, y) != step[i]
            || wy_board_get_grundy (board, x, y) != g[i])
          g_error ("%s, size %u, (%u,%u): status %d step %u f^Q %d; brute force %d, %u, %d",
                   rule, S, x, y, wy_board_get_status (board, x, y),
                   wy_board_get_step (board, x, y), wy_board_get_grundy (board, x, y), want,
                   step[i], g[i]);
        /* P-positions are exactly f^Q = 0 */
        g_assert_cmpint (want == WY_STATUS_P, ==, g[i] == 0);
      }
}

/* block=Q on every family that has it, against the literal elimination
 * and a brute-force mex^Q; random rules and Q. */
static void
test_block (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);
  static const char *lines[] = { "nim", "wythoff", "fraenkel", "wyt", "wytc" };

  g_test_message ("seed %u", seed);
  check_block ("wythoff:block=2", "wythoff", 20);
  check_block ("nim:block=3", "nim", 16);
  check_block ("stwythoff:s=2,t=1,block=2", NULL, 14);
  check_block ("restricted:s=1,t=2,block=3", NULL, 14);
  check_block ("gamma:i=2,s=2,t=3,block=2", NULL, 14);
  check_block ("mark:k=3,block=2", NULL, 60);
  check_block ("upmark:block=2", NULL, 60);
  /* block=1: the cone families' options by kind against every move */
  check_block ("stwythoff:s=2,t=2", NULL, 22);
  check_block ("stwythoff:s=1,t=3", NULL, 22);
  check_block ("restricted:s=2,t=3", NULL, 22);
  for (guint i = 1; i <= 4; i++)
    {
      g_autofree char *rule = g_strdup_printf ("gamma:i=%u,s=2,t=3", i);
      check_block (rule, NULL, 24);
    }
  check_block ("mark:k=5", NULL, 80);
  for (guint i = 0; i < 12; i++)
    {
      const char *f = lines[g_rand_int_range (rand, 0, 5)];
      guint a = g_rand_int_range (rand, 0, 4), b = g_rand_int_range (rand, 1, 3);
      guint c = g_rand_int_range (rand, 1, 3), q = g_rand_int_range (rand, 2, 6);
      g_autofree char *rule = g_strdup_printf ("%s:a=%u,b=%u,c=%u,block=%u", f, a, b, c, q);
      if (g_str_equal (f, "nim") || g_str_equal (f, "wythoff"))
        g_snprintf (rule, strlen (rule) + 1, "%s:block=%u", f, q);
      else if (g_str_equal (f, "fraenkel"))
        g_snprintf (rule, strlen (rule) + 1, "fraenkel:a=%u,block=%u", a, q);
      else if (g_str_equal (f, "wyt"))
        g_snprintf (rule, strlen (rule) + 1, "wyt:a=%u,b=%u,block=%u", a, b, q);
      check_block (rule, f, g_rand_int_range (rand, 1, 16));
    }
  g_rand_free (rand);
}

/* block: its range, the families that refuse it, misère play, and the
 * canonical form (block=1 is left out). */
static void
test_block_rules (void)
{
  static const char *bad[] = { "wythoff:block=0", "wythoff:block=1001", "nimpq:block=2",
                               "imitation:block=2", "wythoff:block=2,play=misere",
                               "mark:play=misere,block=3" };
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_null (wy_game_parse (bad[i], &error));
      g_assert_nonnull (strstr (error->message, "block"));
      g_clear_error (&error);
    }
  g_autoptr (WyGame) plain = wy_game_parse ("wythoff:block=1", &error);
  g_autoptr (WyGame) two = wy_game_parse ("wyt:block=2,b=2", &error);
  g_assert_no_error (error);
  g_autofree char *s1 = wy_game_to_string (plain), *s2 = wy_game_to_string (two);
  g_assert_cmpstr (s1, ==, "wythoff");
  g_assert_cmpstr (s2, ==, "wyt:a=1,b=2,block=2");
  g_assert_null (wy_game_with_misere (two, TRUE, &error));
  g_clear_error (&error);
  g_autoptr (WyGame) misere = wy_game_parse ("wyt:play=misere", &error);
  g_assert_null (wy_game_with_param (misere, WY_PARAM_BLOCK, 2, &error));
  g_clear_error (&error);
  /* block boards have a sparse sweep of their own (wy-sparse-block.c) */
  g_assert_true (wy_test_has_quick (two));
  g_assert_true (wy_game_has_grundy (two));
  /* the explanation counts the moves into P against the Q - 1 blocks */
  g_autoptr (WyGame) w2 = wy_game_parse ("wythoff:block=2", NULL);
  g_autoptr (WyBoard) board = wy_test_solve (w2, 5, WY_NEED_ELIMINATION, NULL, NULL, NULL, NULL);
  g_autofree char *p_text = wy_board_explain (board, 1, 0), *n_text = wy_board_explain (board, 1, 1);
  g_test_message ("%s | %s", p_text, n_text);
  g_assert_true (g_str_has_prefix (p_text, "1 move into P-positions; the previous player may "
                                   "block at most 1 move: it can be blocked, so it is P."));
  g_assert_true (g_str_has_prefix (n_text, "3 moves into P-positions; the previous player may "
                                   "block at most 1 move: they cannot all be blocked, so it is N."));
}

static void
record_progress (double fraction, gpointer data)
{
  GArray *seen = data;

  g_array_append_val (seen, fraction);
}

static void
cancel_late (double fraction, gpointer data)
{
  if (fraction > 0.7)
    g_cancellable_cancel (data);
}

/* The values are computed beside the elimination: the progress still
 * rises from 0 to 1, and a cancel stops both. */
static void
test_progress_cancel (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
  g_autoptr (GArray) seen = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  WyBoard *board;

  board = wy_test_solve (game, 1500, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, record_progress, seen, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (wy_board_has_grundy (board));
  wy_board_unref (board);
  g_assert_cmpuint (seen->len, >, 2);
  for (guint i = 1; i < seen->len; i++)
    g_assert_cmpfloat (g_array_index (seen, double, i), >=, g_array_index (seen, double, i - 1));
  g_assert_cmpfloat (g_array_index (seen, double, seen->len - 1), ==, 1.0);
  board = wy_test_solve (game, 3000, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, cancel_midway, cancellable, cancellable,
                          &error);
  g_assert_null (board);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* The board's values against a brute-force mex^Q over every legal move
 * (wy_game_is_move: the rule, not a solver); P-positions are f^Q = 0. */
static void
check_values (const char *rule, guint S)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);
  Brute br = { game, NULL };
  guint max = 0;

  g_assert_no_error (error);
  br.q = wy_game_get_block (game);
  br.S = br.W = br.H = S;
  g_autoptr (WyBoard) board = wy_test_solve (game, S, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_autofree gint32 *g = g_new0 (gint32, S * S);
  brute_mex_q (&br, g);
  for (guint y = 0; y < S; y++)
    for (guint x = 0; x < S; x++)
      {
        int got = wy_board_get_grundy (board, x, y);
        if (got != g[y * S + x])
          g_error ("%s, size %u: f(%u,%u) = %d, brute force %d", rule, S, x, y, got, g[y * S + x]);
        g_assert_cmpint (wy_board_get_status (board, x, y) == WY_STATUS_P, ==, got == 0);
        max = MAX (max, (guint) got);
      }
  g_assert_cmpuint (wy_board_get_max_grundy (board), ==, max);
}

/* A random (s,t)-Wythoff, Restricted or Gamma_i rule: s from 1 to 5, t
 * from 1 to 7 (t below, at and above s), sometimes block=Q. */
static char *
random_cone_rule (GRand *rand, guint max_block)
{
  static const char *families[] = { "stwythoff", "restricted", "gamma" };
  const char *f = families[g_rand_int_range (rand, 0, 3)];
  guint s = g_rand_int_range (rand, 1, 6), t = g_rand_int_range (rand, 1, 8);
  guint q = g_rand_int_range (rand, 0, 3) == 0 ? (guint) g_rand_int_range (rand, 2, max_block + 1)
                                               : 1;
  g_autofree char *block = q > 1 ? g_strdup_printf (",block=%u", q) : g_strdup ("");

  if (g_str_equal (f, "gamma"))
    return g_strdup_printf ("gamma:i=%d,s=%u,t=%u%s", g_rand_int_range (rand, 1, 5), s, t, block);
  return g_strdup_printf ("%s:s=%u,t=%u%s", f, s, t, block);
}

/* The cone families (the fast sweep of wy-grundy-cone.c) against the brute
 * force: fixed corners (s = 1, t < s, t > s, each Gamma_i), then random
 * rules on odd and even sides. */
static void
test_cone (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);
  static const char *fixed[] = { "stwythoff", "stwythoff:s=1,t=5", "stwythoff:s=5,t=1",
                                 "stwythoff:s=2,t=7", "stwythoff:s=4,t=4", "restricted:s=1,t=1",
                                 "restricted:s=3,t=6", "restricted:s=2,t=5", "gamma:i=1,s=2,t=3",
                                 "gamma:i=2,s=1,t=2", "gamma:i=3,s=3,t=1", "gamma:i=4,s=2,t=4",
                                 "stwythoff:s=2,t=3,block=2", "restricted:s=1,t=3,block=3",
                                 "gamma:i=2,s=2,t=3,block=2", "stwythoff:s=1,t=1,block=300" };

  g_test_message ("seed %u", seed);
  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    check_values (fixed[i], 33 + i % 2);
  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *rule = random_cone_rule (rand, 4);
      guint S = g_rand_int_range (rand, 1, i < 8 ? 61 : 41);
      g_test_message ("%s, size %u", rule, S);
      check_values (rule, S);
    }
  g_rand_free (rand);
}

/* Without block=Q the cone families' values come from bit sets, unless their scratch
 * passes 160 MiB (stwythoff:s=300 from some 1000 on): then from the counts, as with
 * block=Q. With that limit lowered to nothing, block=1 through the counts against the
 * brute force, random rules (seed logged). */
static void
test_cone_counts (void)
{
  guint32 seed = g_test_rand_int ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  _wy_grundy_cone_set_bits_scratch (0);
  for (guint i = 0; i < 16; i++)
    {
      g_autofree char *rule = random_cone_rule (rand, 4);
      guint S = g_rand_int_range (rand, 1, i < 4 ? 70 : 41);
      g_test_message ("%s, size %u", rule, S);
      check_values (rule, S);
    }
  _wy_grundy_cone_set_bits_scratch ((guint64) 160 << 20);
}

/* Gamma_2..4 read their Type III options 64 cells of a row at a time:
 * boards whose halved side spans a chunk and part of the next, against
 * the brute force. */
static void
test_gamma_chunks (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  g_autofree char *rule = g_strdup_printf ("gamma:i=%d,s=%d,t=%d", g_rand_int_range (rand, 2, 5),
                                           g_rand_int_range (rand, 1, 3),
                                           g_rand_int_range (rand, 1, 6));

  g_test_message ("%s", rule);
  check_values (rule, g_rand_int_range (rand, 130, 140));
  g_rand_free (rand);
}

/* The reduction of Restricted and Gamma to (s,t')-Wythoff on halved piles
 * needs every Type III move even. */
static void
test_generators_even (void)
{
  for (guint i = 1; i <= 4; i++)
    for (guint s = 1; s <= 9; s += 2)
      for (guint t = 1; t <= 8; t++)
        {
          g_autofree char *rule = g_strdup_printf ("gamma:i=%u,s=%u,t=%u", i, s, t);
          g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
          const guint *b, *a;
          guint n;
          a = wy_game_get_generators (game, &b, &n);
          g_assert_cmpuint (n, >, 0);
          for (guint k = 0; k < n; k++)
            g_assert_true (a[k] % 2 == 0 && b[k] % 2 == 0 && a[k] < b[k]);
        }
}

/* f^Q of cell (x, y) from the board's own values of its options, over
 * every (dx, dy): the board is right there if it is right below. */
static int
local_mex_q (const Brute *br, const WyBoard *board, guint x, guint y)
{
  g_autofree guint *count = g_new0 (guint, 2 * (x + 1) * (y + 1) + 2);
  guint n = 0, z = 0;

  for (guint ty = 0; ty <= y; ty++)
    for (guint tx = 0; tx <= x; tx++)
      if (brute_move (br, x, y, x - tx, y - ty))
        {
          count[wy_board_get_grundy (board, tx, ty)]++;
          n++;
        }
  while (z <= n && count[z] >= br->q)
    z++;
  return (int) z;
}

/* Sides just above the old caps (600 and fewer for the cone families, 500
 * with block=Q for the line families): every cell of the top row and the
 * right column near the corner, a stretch of the diagonal and random
 * cells, each the mex^Q of the board's own values of its options. */
static void
check_local (const char *rule, const char *family, guint S, GRand *rand)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);
  Brute br = { game, family };
  g_autoptr (WyBoard) board = NULL;

  g_assert_no_error (error);
  g_test_message ("%s, size %u", rule, S);
  wy_game_get_bands (game, &br.a, &br.b, &br.c);
  br.q = wy_game_get_block (game);
  br.S = br.W = br.H = S;
  g_assert_cmpuint (wy_solve_max_size (game, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL), >=, S);
  board = wy_test_solve (game, S, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 48; i++)
    {
      guint x, y;
      switch (i % 4)
        {
        case 0: x = S - 1 - i / 4; y = S - 1; break;
        case 1: x = S - 1; y = S - 2 - i / 4; break;
        case 2: x = y = S - 1 - i / 2; break;
        default:
          x = g_rand_int_range (rand, S / 2, S);
          y = g_rand_int_range (rand, 0, S);
        }
      int want = local_mex_q (&br, board, x, y), got = wy_board_get_grundy (board, x, y);
      if (got != want)
        g_error ("%s, size %u: f(%u,%u) = %d, but the mex of its options is %d", rule, S, x, y,
                 got, want);
    }
}

static void
test_above_old_caps (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  check_local ("stwythoff:s=2,t=3", NULL, 650, rand);
  check_local ("stwythoff:s=3,t=1", NULL, 651, rand);
  check_local ("restricted:s=2,t=2", NULL, 652, rand);
  check_local ("gamma:i=1,s=2,t=3", NULL, 650, rand);
  check_local ("gamma:i=2,s=3,t=4", NULL, 651, rand);
  check_local ("stwythoff:s=2,t=3,block=2", NULL, 600, rand);
  check_local ("wythoff:block=2", "wythoff", 650, rand);
  check_local ("fraenkel:a=3,block=3", "fraenkel", 651, rand);
  check_local ("wytc:a=2,b=2,c=3,block=2", "wytc", 520, rand);
  g_rand_free (rand);
}

/* The line families with block=Q (the count sweep of wy-grundy-block.c):
 * random bands, Q from 2 to 6 and above 255 (wide counts). */
static void
test_block_lines (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  check_family ("wythoff", 1, 1, 1, 2, 61);
  check_family ("fraenkel", 3, 1, 1, 3, 50);
  check_family ("wytc", 3, 2, 1, 2, 41);
  check_family ("nim", 0, 1, 1, 300, 40);
  for (guint i = 0; i < 30; i++)
    {
      const char *f = line_families[g_rand_int_range (rand, 0, 5)];
      guint a, b, c;
      random_bands (rand, f, 5, 4, 4, &a, &b, &c);
      guint q = g_rand_int_range (rand, 0, 6) == 0 ? (guint) g_rand_int_range (rand, 250, 300)
                                                   : (guint) g_rand_int_range (rand, 2, 7);
      guint S = g_rand_int_range (rand, 1, 42);
      g_test_message ("%s a=%u b=%u c=%u block=%u, size %u", f, a, b, c, q, S);
      check_family (f, a, b, c, q, S);
    }
  g_rand_free (rand);
}

/* The caps the issue asks for, and a refusal that names the range. */
static void
test_caps (void)
{
  static const char *rules[] = { "stwythoff:s=2,t=3", "restricted:s=2", "gamma:i=1,s=2,t=3",
                                 "wythoff:block=2", "fraenkel:block=3" };
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (rules[i], NULL);
      guint max = wy_solve_max_size (game, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL);
      g_test_message ("%s: %u", rules[i], max);
      /* 4096 within a time budget of 10 s (fraenkel:block=3 took 2.7 s
       * of processor there beside three other processes), most of it
       * within the default 2 s */
      g_assert_cmpuint (wy_solve_max_size_within (game, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, 10,
                                                  NULL), >=, 4096);
      g_assert_cmpuint (max, >=, 3000);
      g_assert_cmpuint (max, <=, wy_solve_max_size (game, WY_NEED_ELIMINATION, NULL));
    }
  /* never beyond the P-set's own cap */
  g_autoptr (WyGame) blocked = wy_game_parse ("stwythoff:s=2,block=2", NULL);
  guint max = wy_solve_max_size (blocked, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL);
  g_assert_cmpuint (max, ==, wy_solve_max_size (blocked, WY_NEED_ELIMINATION, NULL));
  WyQuery query = { .needs = WY_NEED_GRUNDY, .size = max + 1 };
  g_assert_null (wy_test_query (blocked, &query, &error));
  g_autofree char *range = g_strdup_printf ("from 1 to %u", max);
  g_assert_nonnull (strstr (error->message, range));
}

/* The cone sweep runs beside the elimination: the progress still rises
 * from 0 to 1, a cancel stops both, and the sweep alone stops when
 * cancelled midway. */
static void
test_cone_progress_cancel (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse ("stwythoff:s=2,t=3", NULL);
  g_autoptr (GArray) seen = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  WyBoard *board;

  board = wy_test_solve (game, 1200, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, record_progress, seen, NULL, &error);
  g_assert_no_error (error);
  wy_board_unref (board);
  g_assert_cmpuint (seen->len, >, 4);
  for (guint i = 1; i < seen->len; i++)
    g_assert_cmpfloat (g_array_index (seen, double, i), >=, g_array_index (seen, double, i - 1));
  g_assert_cmpfloat (g_array_index (seen, double, seen->len - 1), ==, 1.0);
  board = wy_test_solve (game, 2000, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, cancel_midway, cancellable, cancellable,
                          &error);
  g_assert_null (board);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  /* the sweep alone reports 0.5 to 1 */
  g_cancellable_reset (cancellable);
  board = wy_board_alloc (game, 2000, &error);
  g_assert_no_error (error);
  g_assert_false (wy_grundy_cone (board, cancel_late, cancellable, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  wy_board_unref (board);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/grundy/lines", test_lines);
  g_test_add_func ("/core/grundy/lines-wide", test_lines_wide);
  g_test_add_func ("/core/grundy/lanes", test_lanes);
  g_test_add_func ("/core/grundy/row", test_grundy_row);
  g_test_add_func ("/core/grundy/wythoff-large", test_wythoff_large);
  g_test_add_func ("/core/grundy/block", test_block);
  g_test_add_func ("/core/grundy/block-rules", test_block_rules);
  g_test_add_func ("/core/grundy/progress-cancel", test_progress_cancel);
  g_test_add_func ("/core/grundy/cone", test_cone);
  g_test_add_func ("/core/grundy/cone-counts", test_cone_counts);
  g_test_add_func ("/core/grundy/gamma-chunks", test_gamma_chunks);
  g_test_add_func ("/core/grundy/generators-even", test_generators_even);
  g_test_add_func ("/core/grundy/block-lines", test_block_lines);
  g_test_add_func ("/core/grundy/above-old-caps", test_above_old_caps);
  g_test_add_func ("/core/grundy/caps", test_caps);
  g_test_add_func ("/core/grundy/cone-progress-cancel", test_cone_progress_cancel);
  return g_test_run ();
}
