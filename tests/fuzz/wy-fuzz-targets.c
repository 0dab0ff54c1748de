/* wy-fuzz-targets.c: the checks run on every fuzzed input, shared by the libFuzzer targets and test-fuzz. */
#define G_LOG_DOMAIN "wy-fuzz"

#include "config.h"

#include <string.h>

#include "wy-export-private.h"
#include "wy-fuzz-targets.h"
#include "wy-solution.h"

void
wy_fuzz_rule (const guint8 *data, gsize length)
{
  g_autofree char *rule = g_strndup ((const char *) data, length);
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse (rule, &error);

  if (!game)
    {
      /* every refusal says why */
      g_assert_nonnull (error);
      g_assert_true (error->domain == WY_ERROR);
      g_assert_true (error->message[0] != '\0');
      return;
    }
  g_assert_no_error (error);
  {
    g_autofree char *canon = wy_game_to_string (game);
    WyGame *again = wy_game_parse (canon, &error);
    g_autofree char *canon2 = NULL;

    g_assert_no_error (error);
    g_assert_true (wy_game_equal (game, again));
    canon2 = wy_game_to_string (again);
    g_assert_cmpstr (canon, ==, canon2);
    wy_game_free (again);
  }
  wy_game_free (game);
}

static void
assert_safe_line (const char *message)
{
  g_assert_true (g_utf8_validate (message, -1, NULL));
  for (const guchar *p = (const guchar *) message; *p; p++)
    g_assert_cmpuint (*p, >=, 0x20);
  g_assert_cmpuint (strlen (message), <, 600);
}

void
wy_fuzz_provenance (const guint8 *data, gsize length)
{
  g_autoptr (GError) error = NULL;
  WyProvenance prov;
  WyGame *game;

  if (!wy_provenance_read_bytes (data, length, "fuzz.png", &prov, &error))
    {
      g_assert_nonnull (error);
      g_assert_null (prov.game);
      g_assert_null (prov.version);
      assert_safe_line (error->message);
      return;
    }
  g_assert_no_error (error);
  /* what is accepted is a game within the command line's budget */
  game = wy_game_parse (prov.game, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (prov.size, >=, 1);
  g_assert_cmpuint (prov.size, <=, wy_solve_max_size (game, WY_NEED_ELIMINATION, NULL));
  g_assert_cmpuint (prov.view, <, WY_N_VIEWS);
  g_assert_cmpuint (prov.style, <, WY_N_STYLES);
  if (prov.has_selection)
    {
      g_assert_cmpuint (prov.selection.x, <, prov.size);
      g_assert_cmpuint (prov.selection.y, <, wy_game_is_one_pile (game) ? 1 : prov.size);
    }
  if (wy_game_is_one_pile (game))
    g_assert_cmpuint (prov.step, <=, prov.size);
  wy_game_free (game);
  wy_provenance_clear (&prov);
}
