/* wy-fuzz-automaton.c: the fuzzers' automaton files (Walnut's format): what is read
 * survives the round trip through the writer; every refusal is one located, safe line. */
#include <string.h>

#include "wy-automaton.h"
#include "wy-fuzz-targets.h"

void
wy_fuzz_automaton (const guint8 *data, gsize length)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyAutomaton) a = wy_automaton_parse_walnut ((const char *) data, (gssize) length,
                                                         "fuzz.txt", &error);

  if (a == NULL)
    {
      g_assert_error (error, WY_ERROR, WY_ERROR_PARSE);
      g_assert_true (g_str_has_prefix (error->message, "fuzz.txt:"));
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      for (const guchar *p = (const guchar *) error->message; *p; p++)
        g_assert_cmpuint (*p, >=, 0x20);
      g_assert_cmpuint (strlen (error->message), <, 600);
      return;
    }
  g_autofree char *text = wy_automaton_to_walnut (a);
  g_autoptr (WyAutomaton) b = wy_automaton_parse_walnut (text, -1, "again", &error);
  g_autoptr (GBytes) ta = wy_automaton_get_transitions (a);
  g_autoptr (GBytes) tb = NULL;

  g_assert_no_error (error);
  tb = wy_automaton_get_transitions (b);
  g_assert_true (g_bytes_equal (ta, tb));
  for (guint64 x = 0; x < 40; x++)
    g_assert_cmpint (wy_automaton_accepts (a, x, 40 - x), ==, wy_automaton_accepts (b, x, 40 - x));
}
