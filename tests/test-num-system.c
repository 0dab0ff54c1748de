/* test-num-system.c: every name the program writes for a numeration system reads back as the
 * same system (random Ostrowski systems, each with its seed logged), and a name refused says
 * what is wrong with the range it allows. */
#include <glib.h>
#include <string.h>

#include "wy-automaton.h"

/* A random valid Ostrowski system in the two-bracket form: a0 from 0 to 36, up to 16
 * partial quotients in the preperiod (a0 among them) and in the period, each from 1 to 36. */
static char *
random_name (GRand *rand)
{
  GString *name = g_string_new ("msd_ost[");
  guint n_pre = (guint) g_rand_int_range (rand, 1, 17), n_per = (guint) g_rand_int_range (rand, 1, 17);

  for (guint i = 0; i < n_pre; i++)
    g_string_append_printf (name, "%s%d", i ? " " : "",
                            g_rand_int_range (rand, i == 0 ? 0 : 1, 37));
  g_string_append (name, "][");
  for (guint i = 0; i < n_per; i++)
    g_string_append_printf (name, "%s%d", i ? " " : "", g_rand_int_range (rand, 1, 37));
  g_string_append (name, "]");
  return g_string_free (name, FALSE);
}

static void
assert_reads_back (const char *given, const WyNumSystem *ns, guint32 seed)
{
  const char *names[] = { wy_num_system_get_name (ns), wy_num_system_get_file_name (ns) };

  for (guint k = 0; k < G_N_ELEMENTS (names); k++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WyNumSystem) back = wy_num_system_new (names[k], &error);

      if (!back)
        g_error ("seed %u: %s is written %s, which does not read back: %s", seed, given,
                 names[k], error->message);
      g_assert_cmpstr (wy_num_system_get_name (back), ==, wy_num_system_get_name (ns));
      g_assert_cmpstr (wy_num_system_get_file_name (back), ==, wy_num_system_get_file_name (ns));
    }
}

static void
test_round_trip (void)
{
  guint32 seed = g_test_rand_int ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  /* the longest of each form: a0 with 16 in the period, 16 and 16 */
  const char *edges[] = {
    "ost[0][1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 2]", "ost[0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16]",
    "ost[36 36 36 36 36 36 36 36 36 36 36 36 36 36 36 36][36 36 36 36 36 36 36 36 36 36 36 "
    "36 36 36 36 36]", "msd_2", "msd_36", "msd_fib",
  };

  g_test_message ("seed %u", seed);
  for (guint i = 0; i < G_N_ELEMENTS (edges); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WyNumSystem) ns = wy_num_system_new (edges[i], &error);

      g_assert_no_error (error);
      assert_reads_back (edges[i], ns, seed);
    }
  for (guint i = 0; i < 2000; i++)
    {
      g_autofree char *name = random_name (rand);
      g_autoptr (GError) error = NULL;
      g_autoptr (WyNumSystem) ns = wy_num_system_new (name, &error);

      if (!ns)
        g_error ("seed %u: %s refused: %s", seed, name, error->message);
      assert_reads_back (name, ns, seed);
    }
}

static void
test_messages (void)
{
  const struct { const char *name, *want; } cases[] = {
    { "ost[0 37]", "\"ost[0 37]\": 37 is out of range: partial quotients are from 1 to 36" },
    { "ost[0][1 99999999999999999999999]", "99999999999999999999... is out of range" },
    { "ost_0__1_40", "40 is out of range: partial quotients are from 1 to 36" },
    { "ost[0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17]",
      "more than 16 partial quotients in the period (at most 16 in each part" },
    { "ost[1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1][1]", "more than 16 partial quotients in the preperiod" },
    { "ost[0 0]", "a partial quotient after a0 is 0: they are from 1 to 36" },
    { "ost[0 x]", "not a continued fraction" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_null (wy_num_system_new (cases[i].name, &error));
      g_assert_nonnull (error);
      if (!strstr (error->message, cases[i].want))
        g_error ("%s: '%s' does not say '%s'", cases[i].name, error->message, cases[i].want);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/num-system/round-trip", test_round_trip);
  g_test_add_func ("/core/num-system/messages", test_messages);
  return g_test_run ();
}
