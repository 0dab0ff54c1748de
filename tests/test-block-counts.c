/* test-block-counts.c: the counters of block=Q on the line families where they fill up.
 *
 * wy-grundy-block.c keeps a value's counts per line as bit planes for Q <= 4, as bytes
 * saturating at 255 for Q <= 255, and as 16-bit counts beyond; wy-sparse-block.c keeps
 * the P-positions' counts per line saturating at Q, with word masks for Q <= 64. On a
 * board no wider than Q a line never holds Q of anything, so the other tests (sides up
 * to 66) never fill a byte. Here the boards are a little wider than Q, Q on both sides
 * of 4, 64 and 255, so that a column's values (nim's column 0 is 0 Q times) and its
 * P-positions reach Q: f^Q and the P-positions (the status alone, the sparse sweep)
 * against a mex^Q written from docs/spec.md. Random families, bands, Q and sides, the
 * seed logged; WY_TEST_SEED=n repeats a run. */
#include <glib.h>
#include <string.h>

#include "wy-board.h"
#include "wy-test-grundy.h"
#include "wy-test-solve.h"

/* mex^q of the options of every cell (docs/spec.md: the least z that fewer than q
 * options take). The moves of the line families lie in the column band dx < b, the row
 * band dy < c or the diagonal band |dx - dy| < a (b, c, a at least 1 here, a superset);
 * line_move decides each (once, in a table). */
static gint32 *
brute_block (const char *f, guint a, guint b, guint c, guint q, guint S)
{
  gint32 *g = g_new (gint32, (gsize) S * S);
  guint *count = g_new0 (guint, 12 * (gsize) S + 2);
  g_autofree guint8 *legal = g_new (guint8, (gsize) S * S);
  guint A = MAX (a, 1), B = MAX (b, 1), C = MAX (c, 1);

  for (guint dy = 0; dy < S; dy++)
    for (guint dx = 0; dx < S; dx++)
      legal[(gsize) dy * S + dx] = line_move (f, a, b, c, dx, dy);

  for (guint y = 0; y < S; y++)
    for (guint x = 0; x < S; x++)
      {
        guint n = 0, z = 0, top = 0;
        for (guint dy = 0; dy <= y; dy++)
          for (guint dx = 0; dx <= x; dx++)
            {
              if (dy >= C && dx >= B && dx + A <= dy)
                dx = dy - A + 1; /* to the diagonal band */
              else if (dy >= C && dx >= B && dx >= dy + A)
                break;
              if (dx <= x && legal[(gsize) dy * S + dx])
                {
                  guint v = (guint) g[(gsize) (y - dy) * S + x - dx];
                  count[v]++;
                  top = MAX (top, v);
                  n++;
                }
            }
        while (count[z] >= q)
          z++;
        g[(gsize) y * S + x] = (gint32) z;
        g_assert_cmpuint (n, <=, 12 * S);
        memset (count, 0, sizeof (guint) * (top + 1));
      }
  g_free (count);
  return g;
}

static void
check_case (const char *f, guint a, guint b, guint c, guint q, guint S)
{
  g_autofree char *rule = family_rule (f, a, b, c, q);
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);
  g_autofree gint32 *want = brute_block (f, a, b, c, q, S);
  guint full = 0;

  g_assert_no_error (error);
  g_test_message ("%s, size %u", rule, S);
  g_autoptr (WyBoard) values = wy_test_solve (game, S, WY_NEED_GRUNDY, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (WyBoard) status = wy_test_solve (game, S, WY_NEED_STATUS, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint y = 0; y < S; y++)
    for (guint x = 0; x < S; x++)
      {
        int w = want[(gsize) y * S + x];
        if (wy_board_get_grundy (values, x, y) != w)
          g_error ("%s, size %u: f(%u,%u) = %d, brute force %d", rule, S, x, y,
                   wy_board_get_grundy (values, x, y), w);
        if ((wy_board_get_status (status, x, y) == WY_STATUS_P) != (w == 0))
          g_error ("%s, size %u: (%u,%u) is %s, brute force f = %d", rule, S, x, y,
                   wy_board_get_status (status, x, y) == WY_STATUS_P ? "P" : "N", w);
        full += x == 0 && y >= q && w > 0;
      }
  /* the seam is crossed: column 0 holds some value q times */
  g_assert_cmpuint (full, >, 0);
}

static const guint seams[] = { 4, 64, 255 };

static void
test_counts (void)
{
  const char *env = g_getenv ("WY_TEST_SEED");
  guint32 seed = env ? (guint32) g_ascii_strtoull (env, NULL, 10) : (guint32) g_test_rand_int ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u (set WY_TEST_SEED=%u to repeat)", seed, seed);
  for (guint i = 0; i < 4 * G_N_ELEMENTS (seams); i++)
    {
      const char *f = line_families[g_rand_int_range (rand, 0, 5)];
      guint a, b, c, q, S;
      random_bands (rand, f, 4, 3, 3, &a, &b, &c);
      /* just below or just above the seam, the side a little wider than Q */
      q = i % 2 ? seams[i / 4] + (guint) g_rand_int_range (rand, 1, 3)
                : seams[i / 4] - (guint) g_rand_int_range (rand, 0, 2);
      S = q + (guint) g_rand_int_range (rand, 2, q < 64 ? 30 : 24);
      check_case (f, a, b, c, q, S);
    }
}

/* nim's column 0 holds Q zeros, then Q ones ...: the counts saturate exactly. */
static void
test_nim_columns (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (seams); i++)
    for (guint k = 0; k < 2; k++)
      check_case ("nim", 0, 1, 1, seams[i] + k, seams[i] + k + 3);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/block-counts/random", test_counts);
  g_test_add_func ("/block-counts/nim-columns", test_nim_columns);
  return g_test_run ();
}
