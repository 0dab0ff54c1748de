/* test-grundy.c: Sprague-Grundy values against a brute-force mex over every legal move. */
#include <glib.h>
#include <string.h>

#include "wy-board.h"

/* Legal moves of the line families, written out from GAMES.md's table,
 * apart from the core. */
static gboolean
line_move (const char *family, guint a, guint b, guint c, guint dx, guint dy)
{
  guint d = dx > dy ? dx - dy : dy - dx;

  if (dx + dy == 0)
    return FALSE;
  if (g_str_equal (family, "nim"))
    return dx == 0 || dy == 0;
  if (g_str_equal (family, "wythoff"))
    return dx == 0 || dy == 0 || dx == dy;
  if (g_str_equal (family, "fraenkel"))
    return MIN (dx, dy) == 0 || d < a;
  if (g_str_equal (family, "wyt"))
    return MIN (dx, dy) < b || d < a;
  g_assert (g_str_equal (family, "wytc"));
  return d < a || dx < b || dy < c;
}

/* mex^q of the values of the options: the least z occurring fewer than q
 * times. Brute force over every (dx, dy). */
static gint32 *
brute_grundy (const char *family, guint a, guint b, guint c, guint q, guint S)
{
  gint32 *g = g_new (gint32, S * S);
  guint *count = g_new (guint, 3 * S * S + 2);

  for (guint y = 0; y < S; y++)
    for (guint x = 0; x < S; x++)
      {
        guint n = 0;
        memset (count, 0, sizeof (guint) * (3 * S * S + 2));
        for (guint dy = 0; dy <= y; dy++)
          for (guint dx = 0; dx <= x; dx++)
            if (line_move (family, a, b, c, dx, dy))
              {
                count[g[(y - dy) * S + x - dx]]++;
                n++;
              }
        guint z = 0;
        while (z <= n && count[z] >= q)
          z++;
        g[y * S + x] = (gint32) z;
      }
  g_free (count);
  return g;
}

static void
check_family (const char *family, guint a, guint b, guint c, guint q, guint S)
{
  g_autofree char *rule = NULL;
  g_autoptr (GError) error = NULL;

  if (g_str_equal (family, "nim") || g_str_equal (family, "wythoff"))
    rule = g_strdup (family);
  else if (g_str_equal (family, "fraenkel"))
    rule = g_strdup_printf ("fraenkel:a=%u", a);
  else if (g_str_equal (family, "wyt"))
    rule = g_strdup_printf ("wyt:a=%u,b=%u", a, b);
  else
    rule = g_strdup_printf ("wytc:a=%u,b=%u,c=%u", a, b, c);
  if (q > 1)
    {
      char *with = g_strdup_printf ("%s%cblock=%u", rule, strchr (rule, ':') ? ',' : ':', q);
      g_free (rule);
      rule = with;
    }
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);
  g_assert_no_error (error);
  g_autoptr (WyBoard) board = wy_board_solve (game, S, WY_SOLVE_GRUNDY, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (wy_board_has_grundy (board));
  g_autofree gint32 *want = brute_grundy (family, a, b, c, q, S);
  guint max = 0;
  for (guint y = 0; y < S; y++)
    for (guint x = 0; x < S; x++)
      {
        int got = wy_board_get_grundy (board, x, y);
        if (got != want[y * S + x])
          g_error ("%s, size %u: g(%u,%u) = %d, brute force %d", rule, S, x, y, got,
                   want[y * S + x]);
        /* P-positions are exactly g = 0 */
        g_assert_cmpint (wy_board_get_status (board, x, y) == WY_STATUS_P, ==, got == 0);
        max = MAX (max, (guint) got);
      }
  g_assert_cmpuint (wy_board_get_max_grundy (board), ==, max);
}

/* Every named family, then random bands: wide diagonal bands (a >= 3
 * masks cells to the right), b != c (not symmetric), nim (no diagonal). */
static void
test_lines (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);
  static const char *families[] = { "nim", "wythoff", "fraenkel", "wyt", "wytc" };

  g_test_message ("seed %u", seed);
  check_family ("nim", 0, 1, 1, 1, 40);
  check_family ("wythoff", 1, 1, 1, 1, 40);
  check_family ("fraenkel", 2, 1, 1, 1, 30);
  check_family ("wytc", 4, 2, 3, 1, 30);
  check_family ("wytc", 0, 3, 1, 1, 30);
  for (guint i = 0; i < 30; i++)
    {
      const char *f = families[g_rand_int_range (rand, 2, 5)];
      guint a = g_rand_int_range (rand, 0, 6), b = g_rand_int_range (rand, 1, 4);
      guint c = g_str_equal (f, "wytc") ? (guint) g_rand_int_range (rand, 1, 4) : b;
      if (g_str_equal (f, "fraenkel"))
        b = c = 1;
      check_family (f, a, b, c, 1, g_rand_int_range (rand, 1, 28));
    }
  g_rand_free (rand);
}

/* Wythoff's game is symmetric and each row holds every value once: the
 * values of row 0 are x, and g(x, x) is never 0 for x > 0. Also at the
 * largest side, against the brute force's known first values. */
static void
test_wythoff_large (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", &error);
  guint S = wy_board_max_size (game, WY_SOLVE_GRUNDY);
  g_autoptr (WyBoard) board = NULL;

  g_assert_cmpuint (S, >=, 4096);
  board = wy_board_solve (game, 1024, WY_SOLVE_GRUNDY, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint x = 0; x < 1024; x += 7)
    {
      g_assert_cmpint (wy_board_get_grundy (board, x, 0), ==, x);
      for (guint y = 0; y < 1024; y += 13)
        g_assert_cmpint (wy_board_get_grundy (board, x, y), ==, wy_board_get_grundy (board, y, x));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/grundy/lines", test_lines);
  g_test_add_func ("/grundy/wythoff-large", test_wythoff_large);
  return g_test_run ();
}
