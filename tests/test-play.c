/* test-play.c: "play from here" in the core: legality against the move rules of
 * docs/spec.md written out independently, blocking from P-positions, and replies that win
 * when there is a win (randomized rules, logged seed). */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include "wy-play.h"
#include "wy-test-solve.h"

/* docs/spec.md's table, "legal move (dx, dy)", for the families below (dx + dy > 0). */
static gboolean
rule_allows (const char *family, guint a, guint b, guint dx, guint dy)
{
  guint diff = dx > dy ? dx - dy : dy - dx;

  if (g_str_equal (family, "nim"))
    return dx == 0 || dy == 0;
  if (g_str_equal (family, "wythoff"))
    return dx == 0 || dy == 0 || dx == dy;
  if (g_str_equal (family, "fraenkel"))
    return MIN (dx, dy) == 0 || diff < a;
  /* wyt and nimpq */
  return MIN (dx, dy) < b || diff < a;
}

static void
check_board (const char *family, const char *rule, guint a, guint b, guint size)
{
  WyBoard *board = wy_test_solve_rule (rule, size);
  gboolean blocking = wy_game_has_blocking (wy_board_get_game (board));

  for (guint x = 0; x < size; x++)
    for (guint y = 0; y < size; y++)
      {
        WyPos from = { x, y };
        WyMove reply;
        gboolean any = FALSE, win = FALSE;

        for (guint tx = 0; tx <= x; tx++)
          for (guint ty = 0; ty <= y; ty++)
            {
              WyPos to = { tx, ty };
              gboolean legal = (tx < x || ty < y) && rule_allows (family, a, b, x - tx, y - ty);
              WyStatus s = wy_board_get_status (board, tx, ty);
              WyPlayVerdict v = wy_play_judge (board, &from, &to);

              g_assert_cmpint (wy_play_is_legal (board, &from, &to), ==, legal);
              any |= legal;
              win |= legal && s == WY_STATUS_P;
              if (!legal)
                g_assert_cmpint (v, ==, WY_PLAY_ILLEGAL);
              else if (blocking && s == WY_STATUS_P
                       && wy_board_get_status (board, x, y) == WY_STATUS_P)
                g_assert_cmpint (v, ==, WY_PLAY_BLOCKED);
              else
                g_assert_cmpint (v, ==, WY_PLAY_LEGAL);
            }
        g_assert_cmpint (wy_play_has_move (board, &from), ==, any);
        g_assert_cmpint (wy_play_reply (board, &from, &reply), ==, any);
        if (!any)
          continue;
        g_assert_true (wy_play_is_legal (board, &from, &reply.target));
        /* a win when there is one: into a P-position (blocking aside, P has none) */
        if (win && !blocking)
          g_assert_cmpint (wy_board_get_status (board, reply.target.x, reply.target.y), ==,
                           WY_STATUS_P);
        if (wy_board_get_status (board, x, y) == WY_STATUS_N && !blocking)
          g_assert_true (win);
      }
  wy_board_unref (board);
}

static void
test_fixed_games (void)
{
  check_board ("nim", "nim", 0, 1, 12);
  check_board ("wythoff", "wythoff", 1, 1, 14);
  check_board ("fraenkel", "fraenkel:a=3", 3, 1, 14);
}

static void
test_random_games (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  for (guint i = 0; i < 12; i++)
    {
      guint a = g_rand_int_range (rand, 0, 4), b = g_rand_int_range (rand, 1, 4);
      guint p = g_rand_int_range (rand, 1, 4), q = g_rand_int_range (rand, 1, 4);
      gboolean blocking = g_rand_boolean (rand);
      g_autofree char *rule = blocking
        ? g_strdup_printf ("nimpq:a=%u,b=%u,p=%u,q=%u", a, b, p, q)
        : g_strdup_printf ("wyt:a=%u,b=%u", a, b);

      g_test_message ("%s", rule);
      check_board (blocking ? "nimpq" : "wyt", rule, a, b, 10);
    }
  g_rand_free (rand);
}

/* A position off the board has no move and no reply, at once: before, the
 * search for a reply ran through (x + y)^2 / 2 targets (for ever at 2^32 - 1). */
static void
test_off_board (void)
{
  static const char *const rules[] = { "wythoff", "nimpq:a=2,b=2,p=2,q=2", "mark" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      WyBoard *board = wy_test_solve_rule (rules[i], 12);
      guint size = wy_board_get_size (board);
      const WyPos off[] = { { size, 0 }, { 0, size }, { G_MAXUINT, G_MAXUINT },
                            { G_MAXUINT - 1, 3 }, { 3, G_MAXUINT }, { size, size } };

      g_test_message ("%s", rules[i]);
      g_test_timer_start ();
      for (guint k = 0; k < G_N_ELEMENTS (off); k++)
        {
          WyMove move = { 0 };
          WyPos to = { 0, 0 };

          g_assert_false (wy_play_has_move (board, &off[k]));
          g_assert_false (wy_play_reply (board, &off[k], &move));
          g_assert_false (wy_play_is_legal (board, &off[k], &to));
          g_assert_cmpint (wy_play_judge (board, &off[k], &to), ==, WY_PLAY_ILLEGAL);
        }
      g_assert_cmpfloat (g_test_timer_elapsed (), <, 1.0);
      wy_board_unref (board);
    }
}

/* Which games play plays: not those with memory (Imitation Nim), not three heaps; each
 * refusal says why. */
static void
test_available (void)
{
  static const struct { const char *rule; gboolean plays; } games[] = {
    { "wythoff", TRUE }, { "mark:k=3", TRUE }, { "upmark", TRUE }, { "nimpq:p=2", TRUE },
    { "wythoff:play=misere", TRUE }, { "imitation:p=2", FALSE }, { "nim:heaps=3", FALSE },
    { "fraenkel3", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WyGame) game = wy_game_parse (games[i].rule, &error);

      g_assert_no_error (error);
      g_assert_cmpint (wy_play_is_available (game, &error), ==, games[i].plays);
      if (games[i].plays)
        g_assert_no_error (error);
      else
        {
          g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
          g_test_message ("%s: %s", games[i].rule, error->message);
        }
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/play/fixed", test_fixed_games);
  g_test_add_func ("/core/play/random", test_random_games);
  g_test_add_func ("/core/play/off-board", test_off_board);
  g_test_add_func ("/core/play/available", test_available);
  return g_test_run ();
}
