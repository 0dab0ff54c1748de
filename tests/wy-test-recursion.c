/* wy-test-recursion.c: games parsed and their recursions' pairs and P-positions, asserted to exist (shared by the recursion tests). */
#include <glib.h>

#include "wy-recursion.h"
#include "wy-test-recursion.h"

WyGame *
game_new (const char *rule)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse (rule, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

GArray *
pairs_of (const char *rule, guint count)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = game_new (rule);
  GArray *pairs = wy_recursion_pairs (game, count, &error);

  g_assert_no_error (error);
  g_assert_nonnull (pairs);
  g_assert_cmpuint (pairs->len, ==, count);
  wy_game_free (game);
  return pairs;
}

GArray *
ppos_of (const char *rule, guint size)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = game_new (rule);
  GArray *ppos = wy_recursion_ppos (game, size, &error);

  g_assert_no_error (error);
  g_assert_nonnull (ppos);
  wy_game_free (game);
  return ppos;
}

gboolean
has_pos (GArray *ppos, guint x, guint y)
{
  for (guint i = 0; i < ppos->len; i++)
    if (POS (ppos, i).x == x && POS (ppos, i).y == y)
      return TRUE;
  return FALSE;
}
