/* test-heaps3-cli.c: the text commands on three heaps, run as the program: `ppos` of
 * wythoff:heaps=3 at 101, nim:heaps=3 at 64 and fraenkel3 at 64 against the brute force
 * of wy-brute3.c; steps, grundy, moves and sequence with the third coordinate; and the one
 * line each bad input gets. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wy-brute3.h"
#include "wy-test-run.h"

/* ppos RULE --size S --format csv equals the brute force's P-positions, by z, y, x. */
static void
check_ppos (const char *rule, Br3Family family, guint S)
{
  Br3Rule br = { family, FALSE, NULL, NULL };
  g_autofree guint8 *status = br3_status (&br, S);
  g_autofree char *size = g_strdup_printf ("%u", S);
  g_autoptr (GString) want = g_string_new ("x,y,z\n");
  Run run = { 0 };

  for (guint z = 0; z < S; z++)
    for (guint y = 0; y < S; y++)
      for (guint x = 0; x < S; x++)
        if (status[br3_index (S, x, y, z)] == 1)
          g_string_append_printf (want, "%u,%u,%u\n", x, y, z);
  RUN (&run, "ppos", rule, "--size", size, "--format", "csv");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  if (strcmp (run.out, want->str) != 0)
    g_error ("ppos %s --size %u differs from the brute force", rule, S);
  run_clear (&run);
}

static void
test_ppos_brute (void)
{
  check_ppos ("wythoff:heaps=3", BR3_WYTHOFF, 101);
  check_ppos ("nim:heaps=3", BR3_NIM, 64);
  check_ppos ("fraenkel3", BR3_FRAENKEL, 64);
}

static void
test_commands (void)
{
  Run run = { 0 };
  g_autofree char *a000201 = g_test_build_filename (G_TEST_DIST, "data", "oeis", "A000201.txt",
                                                     NULL);

  CHECK ("(0, 0, 0)\n(2, 1, 0)\n(1, 2, 0)\n(2, 0, 1)\n(0, 2, 1)\n(1, 0, 2)\n(0, 1, 2)\n",
         "ppos", "wythoff:heaps=3", "--size", "3");
  CHECK ("{\"game\":\"nim:heaps=3\",\"size\":2,\"ppos\":[[0,0,0],[1,1,0],[1,0,1],[0,1,1]]}\n",
         "ppos", "nim:heaps=3", "--size", "2", "--format", "json");
  /* no P-position at all (misère: (0,0,0) is won): an empty list, in each format */
  CHECK ("{\"game\":\"nim:heaps=3,play=misere\",\"size\":1,\"ppos\":[]}\n",
         "ppos", "nim:heaps=3,play=misere", "--size", "1", "--format", "json");
  CHECK ("x,y,z\n", "ppos", "wythoff:heaps=3,play=misere", "--size", "1", "--format", "csv");
  CHECK ("", "ppos", "fraenkel3:play=misere", "--size", "1");
  CHECK ("x,y,z,status,step\n1,1,1,N,2\n2,1,1,N,2\n1,2,1,N,2\n2,2,1,N,3\n",
         "steps", "nim:heaps=3", "--size", "4", "--region", "1,1,1,2,2,1");
  CHECK ("x,y,z,g\n1,2,3,0\n", "grundy", "nim:heaps=3", "--size", "4", "--region",
         "1,2,3,1,2,3");
  RUN (&run, "moves", "wythoff:heaps=3", "1,2,3", "--format", "json");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"position\":[1,2,3]"));
  g_assert_nonnull (strstr (run.out, "\"winning_moves\":[[1,2,0],[0,1,2]]"));
  run_clear (&run);
  /* Bouton: g(1, 2, 4) of 3-heap Nim is 1 XOR 2 XOR 4 = 7 */
  RUN (&run, "moves", "nim:heaps=3", "1,2,4", "--format", "json");
  g_assert_nonnull (strstr (run.out, "\"grundy\":7,"));
  run_clear (&run);
  RUN (&run, "moves", "nim:heaps=3", "1,2,4");
  g_assert_nonnull (strstr (run.out, "\ngrundy: 7\n"));
  /* its one winning move takes from z alone: a pillar (it said "move") */
  g_assert_nonnull (strstr (run.out, "  -> (1, 2, 3)  remove (0, 0, 1)  pillar\n"));
  run_clear (&run);
  /* misère play has none: null */
  RUN (&run, "moves", "nim:heaps=3,play=misere", "1,2,4", "--format", "json");
  g_assert_nonnull (strstr (run.out, "\"grundy\":null,"));
  run_clear (&run);
  RUN (&run, "moves", "wythoff:heaps=3", "1,2,3");
  g_assert_nonnull (strstr (run.out, "position: (1, 2, 3)\nstatus: N\n"));
  g_assert_nonnull (strstr (run.out, "  -> (0, 1, 2)  remove (1, 1, 1)  diagonal\n"));
  run_clear (&run);
  /* the plane x = 0 of the equal-amount game is Wythoff's game (A000201, A001950) */
  RUN (&run, "sequence", "wythoff:heaps=3", "ppos3-y=0", "--check", a000201);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "agrees: 68 terms"));
  run_clear (&run);
  RUN (&run, "sequence", "fraenkel3", "ppos3-z=0", "--count", "12");
  g_assert_cmpstr (run.out, ==, "0, 2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28\n");
  run_clear (&run);
}

/* A position's report asks the cube that holds it (its region), not the --size: the steps
 * came from that cube, the Grundy value was dropped once --size passed the Grundy values'
 * cap ('moves wythoff:heaps=3 1,1,1 --size 99' had no "grundy:" line, --size 98 had one).
 * --size is the side a region may lie in, as for steps --region: above the whole cube's cap
 * (2975 for the P-set in 2 s) it was refused. */
static void
test_moves_size (void)
{
  const char *sizes[] = { "99", "1000", "2132", "100000" };
  Run run = { 0 };
  g_autofree char *alone = NULL;

  RUN (&run, "grundy", "wythoff:heaps=3", "--size", "2", "--region", "1,1,1,1,1,1");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "x,y,z,g\n1,1,1,"));
  alone = g_strdup_printf ("\ngrundy: %s", run.out + strlen ("x,y,z,g\n1,1,1,"));
  run_clear (&run);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      RUN (&run, "moves", "wythoff:heaps=3", "1,1,1", "--size", sizes[i]);
      g_test_message ("--size %s:\n%s", sizes[i], run.out);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, alone));
      run_clear (&run);
    }
  /* a position beyond the budget is named as a position, with or without --size */
  CHECK_ERROR (FRAGMENTS ("position 5000,5000,5000 needs a cube beyond the budget",
                          "x, y and z must be from 0 to"),
               "moves", "wythoff:heaps=3", "5000,5000,5000", "--size", "100000");
  CHECK_ERROR (FRAGMENTS ("position 5000,5000,5000 needs a cube beyond the budget"),
               "moves", "wythoff:heaps=3", "5000,5000,5000");
  CHECK_ERROR (FRAGMENTS ("position 5,5,5 is outside the cube of side 5"),
               "moves", "wythoff:heaps=3", "5,5,5", "--size", "5");
}

static void
test_bad_input (void)
{
  CHECK_ERROR (FRAGMENTS ("has 4 coordinates", "three heaps, x,y,z"), "moves", "nim:heaps=3",
               "1,2,3,4");
  CHECK_ERROR (FRAGMENTS ("two coordinates per corner", "X0,Y0,Z0,X1,Y1,Z1"), "steps",
               "nim:heaps=3", "--size", "9", "--region", "1,1,2,2");
  CHECK_ERROR (FRAGMENTS ("three coordinates per corner", "X0,Y0,X1,Y1"), "steps", "nim",
               "--size", "9", "--region", "1,1,1,2,2,2");
  CHECK_ERROR (FRAGMENTS ("is a game of three heaps", "names dz or z", "ppos, steps"), "table",
               "moves:rule=(dz==1)");
  CHECK_ERROR (FRAGMENTS ("is a game of three heaps"), "periods", "nim:heaps=3");
  CHECK_ERROR (FRAGMENTS ("--size 100000 is beyond the budget", "from 1 to"), "ppos",
               "wythoff:heaps=3", "--size", "100000");
  CHECK_ERROR (FRAGMENTS ("not of the form x,y,z"), "moves", "fraenkel3", "1,2");
  CHECK_ERROR (FRAGMENTS ("heaps must be 2 or 3"), "ppos", "nim:heaps=4", "--size", "3");
  CHECK_ERROR (FRAGMENTS ("--slice z= gives no plane: write z=K with K from 0 to 7"), "export",
               "fraenkel3", "--size", "8", "--slice", "z=", "-o", "never-written.png");
  g_assert_false (g_file_test ("never-written.png", G_FILE_TEST_EXISTS));
  /* one term is "1 term ... reaches", not "1 terms ... reach" */
  CHECK_ERROR (FRAGMENTS ("1 term of X = 63 reaches beyond the largest cube"), "sequence",
               "fraenkel3", "ppos3-z=63", "--count", "1");
  /* an X the parameters' bound refuses (negative, beyond 1000000) was told "N must be from 0
   * to 1000000"; X's range is the game's, below its largest cube's side, as X = 64 is told */
  {
    static const char *const xs[] = { "ppos3-y=-1", "ppos3-z=1000001", "ppos3-y=2^70" };
    const char *key = "X must be from 0 to ";
    g_autofree char *range = NULL;
    Run run = { 0 };

    RUN (&run, "sequence", "fraenkel3", "ppos3-y=64");
    g_assert_nonnull (strstr (run.err, key));
    range = g_strdup_printf ("%s%u", key,
                             (guint) g_ascii_strtoull (strstr (run.err, key) + strlen (key),
                                                       NULL, 10));
    run_clear (&run);
    for (guint i = 0; i < G_N_ELEMENTS (xs); i++)
      {
        g_autofree char *said = g_strdup_printf ("%s is out of range", xs[i]);

        CHECK_ERROR (FRAGMENTS (said, range), "sequence", "fraenkel3", xs[i]);
      }
    CHECK_ERROR (FRAGMENTS ("ppos3-z needs a whole number: ppos3-z=X, X from 0 to "),
                 "sequence", "fraenkel3", "ppos3-z=x");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  wythoff = g_getenv ("WYTHOFF");
  g_assert_nonnull (wythoff);
  g_test_add_func ("/cli/heaps3/ppos-brute", test_ppos_brute);
  g_test_add_func ("/cli/heaps3/commands", test_commands);
  g_test_add_func ("/cli/heaps3/moves-size", test_moves_size);
  g_test_add_func ("/cli/heaps3/bad-input", test_bad_input);
  return g_test_run ();
}
