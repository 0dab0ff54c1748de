/* wy-fuzz-game-file.c: the checks run on every fuzzed game file (issue 37), for fuzz-game-file and test-game-file. */
#define G_LOG_DOMAIN "wy-fuzz"

#include "config.h"

#include <string.h>

#include "wythoff.h"
#include "wy-fuzz-targets.h"

void
wy_fuzz_game_file (const guint8 *data, gsize length)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGameFile) file = wy_game_file_parse ((const char *) data, length, "fuzz.wygame",
                                                    &error);
  g_autoptr (WyGameFile) again = NULL;
  g_autoptr (WyGame) a = NULL, b = NULL;
  g_autofree char *text = NULL, *text2 = NULL;
  gsize len, len2;

  if (!file)
    {
      /* one line naming the file, in printable UTF-8 */
      g_assert_nonnull (error);
      g_assert_true (error->domain == WY_ERROR);
      g_assert_true (g_str_has_prefix (error->message, "fuzz.wygame"));
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      for (const guchar *p = (const guchar *) error->message; *p; p++)
        g_assert_cmpuint (*p, >=, 0x20);
      return;
    }
  /* what is accepted is written in the canonical layout, which reads back the same */
  text = wy_game_file_to_data (file, &len);
  g_assert_cmpuint (len, ==, strlen (text));
  again = wy_game_file_parse (text, len, "fuzz.wygame", &error);
  g_assert_no_error (error);
  text2 = wy_game_file_to_data (again, &len2);
  g_assert_cmpstr (text, ==, text2);
  a = wy_game_file_get_game (file);
  b = wy_game_file_get_game (again);
  g_assert_true (wy_game_equal (a, b));
  g_assert_cmpuint (wy_game_file_get_n_claims (file), <=, WY_GAME_FILE_MAX_CLAIMS);
  g_assert_cmpuint (wy_game_file_get_size (file), >=, 1);
}
