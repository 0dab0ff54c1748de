/* test-automaton-cli.c: `wythoff automaton`: infer, write and check a Walnut file; the
 * first disagreement of a wrong one; no automaton where none fits; bad files located. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "wy-test-run.h"

static void
test_infer_and_check (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-automaton-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "wythoff.txt", NULL);
  g_autofree char *text = NULL;
  Run run = { 0 };

  RUN (&run, "automaton", "wythoff", "--size", "10000", "--check-to", "20000", "-o", file);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "numeration: msd_fib (2 tracks)\nstates: 7\n"));
  g_assert_nonnull (strstr (run.out, "checked to: 20000 "));
  run_clear (&run);
  g_assert_true (g_file_get_contents (file, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "msd_fib msd_fib\n\n0 1\n0 0 -> 0\n"));
  RUN (&run, "automaton", "--check", file, "wythoff", "--size", "30000");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "agrees with the exact P-set on every position below 30000"));
  run_clear (&run);
  /* (0, 0) no longer accepted */
  text[19] = '0';
  g_assert_true (g_file_set_contents (file, text, -1, NULL));
  RUN (&run, "automaton", "--check", file, "wythoff", "--size", "30000");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "first disagreement below 30000: (0, 0): the automaton "
                                     "rejects it, the exact P-set says P"));
  run_clear (&run);
  RUN (&run, "automaton", "--check", file, "nim", "--size", "300", "--format", "json");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "\"agrees\":false,\"first\":[0,0]"));
  run_clear (&run);
  CHECK_ERROR (FRAGMENTS ("automaton check: the automaton has 2 tracks and the game 1 heap"),
               "automaton", "--check", file, "mark:k=2");
  /* the message is about the tracks alone: the size given is fine */
  RUN (&run, "automaton", "--check", file, "mark:k=2", "--size", "100");
  g_assert_null (strstr (run.err, "size"));
  run_clear (&run);
  /* a bad file: located */
  g_assert_true (g_file_set_contents (file, "msd_fib msd_fib\n0 1\n0 2 -> 0\n", -1, NULL));
  g_autofree char *where = g_strdup_printf ("%s:3:3: expected a digit of msd_fib", file);
  CHECK_ERROR (FRAGMENTS (where), "automaton", "--check", file, "wythoff");
  g_unlink (file);
  g_rmdir (dir);
}

static void
test_formats (void)
{
  Run run = { 0 };

  CHECK ("msd_2\n\n0 1\n0 -> 0\n1 -> 1\n\n1 0\n0 -> 2\n1 -> 1\n\n2 1\n0 -> 1\n1 -> 1\n",
         "automaton", "mark:k=2", "--base", "2", "--format", "walnut");
  RUN (&run, "automaton", "nim", "--base", "3", "--format", "dot");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "digraph automaton {"));
  g_assert_nonnull (strstr (run.out, "q0 -> q0 [label=\"0,0\\n1,1\\n2,2\"];"));
  run_clear (&run);
  RUN (&run, "automaton", "fraenkel:a=2", "--base", "ost[0 2]", "--format", "json",
       "--size", "20000", "--check-to", "50000");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"numeration\":\"msd_ost[0 2]\",\"tracks\":2"));
  g_assert_nonnull (strstr (run.out, "\"checked_to\":50000,\"initial\":0,\"accepting\":["));
  run_clear (&run);
}

/* Walnut reads a number with any number of leading zeros: an answer that changes with them
 * is a disagreement, at every size (the automaton of the test data accepts Wythoff's
 * P-positions read at an even length: below 46368 the common length is even). Leading zeros
 * that lead to another state which differs only on words that are no number's digits are
 * fine. */
static void
test_leading_zeros (void)
{
  g_autofree char *even = g_test_build_filename (G_TEST_DIST, "data", "automata",
                                                 "wythoff-even-length.txt", NULL);
  g_autofree char *dir = g_dir_make_tmp ("wy-automaton-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "a.txt", NULL);
  const char *sizes[] = { "100", "46368", "46369" };
  Run run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *want = g_strdup_printf ("first disagreement below %s: the automaton's "
                                               "answer for (0, 0) changes with a leading zero",
                                               sizes[i]);

      RUN (&run, "automaton", "--check", even, "wythoff", "--size", sizes[i]);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_nonnull (strstr (run.out, want));
      run_clear (&run);
    }
  /* one pile: 1 read as 01 is accepted, read as 1 rejected */
  g_assert_true (g_file_set_contents (file, "msd_2\n\n0 1\n0 -> 3\n1 -> 1\n\n1 0\n0 -> 2\n"
                                      "1 -> 1\n\n2 1\n0 -> 1\n1 -> 1\n\n3 1\n0 -> 0\n1 -> 4\n"
                                      "\n4 1\n0 -> 2\n1 -> 1\n", -1, NULL));
  RUN (&run, "automaton", "--check", file, "mark:k=2", "--size", "50");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "first disagreement below 50: the automaton's answer for 1 "
                                     "changes with a leading zero"));
  run_clear (&run);
  /* one pile's position is one number in JSON, as in the text */
  RUN (&run, "automaton", "--check", file, "mark:k=2", "--size", "50", "--format", "json");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "\"agrees\":false,\"first\":1}"));
  run_clear (&run);
  /* Wythoff's automaton, its start's zero loop through a copy (state 7) that accepts a word
   * with two adjacent 1s (states 8 and 9) */
  g_assert_true (g_file_set_contents (file, "msd_fib msd_fib\n\n0 1\n0 0 -> 7\n0 1 -> 1\n"
                                      "1 0 -> 2\n\n1 0\n1 0 -> 3\n\n2 0\n0 1 -> 4\n\n3 1\n"
                                      "0 0 -> 5\n0 1 -> 1\n\n4 1\n0 0 -> 6\n1 0 -> 2\n\n5 0\n"
                                      "0 0 -> 3\n0 1 -> 1\n\n6 0\n0 0 -> 4\n1 0 -> 2\n\n7 1\n"
                                      "0 0 -> 0\n0 1 -> 1\n1 0 -> 8\n\n8 0\n0 1 -> 4\n"
                                      "1 0 -> 9\n\n9 1\n0 0 -> 9\n", -1, NULL));
  RUN (&run, "automaton", "--check", file, "wythoff", "--size", "30000");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "agrees with the exact P-set on every position below 30000"));
  run_clear (&run);
  g_unlink (file);
  g_rmdir (dir);
}

/* upmark has no pile 0: an automaton is checked from pile 1, whatever it says of 0 (here
 * the start accepts, so 0 is accepted with every number of zeros). */
static void
test_first_position (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-automaton-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "upmark.txt", NULL);
  Run run = { 0 };

  g_assert_true (g_file_set_contents (file, "msd_2\n\n0 1\n0 -> 0\n1 -> 1\n\n1 1\n0 -> 2\n"
                                      "1 -> 1\n\n2 0\n0 -> 3\n1 -> 3\n\n3 0\n0 -> 2\n"
                                      "1 -> 1\n", -1, NULL));
  RUN (&run, "automaton", "--check", file, "upmark", "--size", "5000");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "agrees with the exact P-set on every position below 5000"));
  run_clear (&run);
  g_unlink (file);
  g_rmdir (dir);
}

/* -o FILE.png or .svg: the figure through the renderer, written whole. */
static void
test_figure (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-automaton-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "w.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "w.svg", NULL);
  g_autofree char *data = NULL;
  gsize len;
  Run run = { 0 };

  RUN (&run, "automaton", "wythoff", "--size", "10000", "--check-to", "10000", "-o", png);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  g_assert_true (g_file_get_contents (png, &data, &len, NULL));
  g_assert_cmpuint (len, >, 24);
  g_assert_cmpmem (data, 8, "\x89PNG\r\n\x1a\n", 8);
  /* IHDR: 800 x 800 */
  g_assert_cmpmem (data + 16, 8, "\0\0\x03\x20\0\0\x03\x20", 8);
  g_clear_pointer (&data, g_free);
  RUN (&run, "automaton", "mark:k=2", "--base", "2", "--format", "svg", "-o", svg);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  g_assert_true (g_file_get_contents (svg, &data, NULL, NULL));
  g_assert_nonnull (strstr (data, "<svg"));
  g_assert_nonnull (strstr (data, "<title>mark:k=2 in msd_2: 3 states, checked to 1000000</title>"));
  g_unlink (png);
  g_unlink (svg);
  g_rmdir (dir);
}

static void
test_refusals (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-automaton-XXXXXX", NULL);
  g_autofree char *gif = g_build_filename (dir, "a.gif", NULL);
  Run run = { 0 };

  RUN (&run, "automaton", "wythoff", "--base", "2", "--size", "4096", "--max-states", "40");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.out, "no automaton: no automaton with at most 40 "
                                            "states fits the P-positions below 4096 in msd_2"));
  run_clear (&run);
  /* one pile: the disagreement is a number, not a pair */
  RUN (&run, "automaton", "mark:k=37", "--size", "3000");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "disagrees with the P-set at 37 below 3000"));
  run_clear (&run);
  CHECK_ERROR (FRAGMENTS ("numeration system \"1\"", "expected msd_K"), "automaton", "nim",
               "--base", "1");
  /* in the words of every command's --format (it was "--format must be text, ...", naming
   * neither the value nor a slip of typing) */
  CHECK_ERROR (FRAGMENTS ("--format gif is not available here: choose text, walnut, dot, json, "
                          "png, svg or pdf"), "automaton", "nim", "--format", "gif");
  CHECK_ERROR (FRAGMENTS ("--format Walnut is not available here (did you mean 'walnut'?): "
                          "choose text"), "automaton", "nim", "--format", "Walnut");
  CHECK_ERROR (FRAGMENTS ("--format png writes a figure: give -o FILE.png"), "automaton", "nim",
               "--format", "png");
  CHECK_ERROR (FRAGMENTS ("--max-states"), "automaton", "nim", "--max-states", "0");
  CHECK_ERROR (FRAGMENTS ("--check FILE takes only --size and --format"), "automaton",
               "--check", "x.txt", "nim", "--base", "2");
  CHECK_ERROR (FRAGMENTS ("nope.txt"), "automaton", "--check", "nope.txt", "nim");
  /* --check writes a verdict: the automaton's formats are refused, not ignored */
  CHECK_ERROR (FRAGMENTS ("--check FILE writes its verdict as text or json, not walnut"),
               "automaton", "--check", "x.txt", "nim", "--format", "walnut");
  CHECK_ERROR (FRAGMENTS ("--check FILE writes its verdict as text or json, not dot"),
               "automaton", "--check", "x.txt", "nim", "--format", "dot");
  /* -o with another export format's name: refused, nothing written (it got Walnut's text) */
  CHECK_ERROR (FRAGMENTS ("an automaton's figure is a .png, .svg or .pdf, not a .gif"),
               "automaton", "nim", "-o", gif);
  g_assert_false (g_file_test (gif, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
  /* a size too small for the numeration says that alone (not the states, which are fine),
   * naming --size as every refused size does (the core's "automaton: the size must be from 3
   * to 2000000 (2 given)" named none) */
  CHECK_ERROR (FRAGMENTS ("--size 2 is too small for an automaton in msd_fib: --size must be "
                          "from 3 to 2000000"), "automaton", "wythoff", "--size", "2");
  CHECK_ERROR (FRAGMENTS ("--size 1295 is too small for an automaton in msd_36: --size must be "
                          "from 1296 to "), "automaton", "nim", "--base", "36", "--size", "1295");
  RUN (&run, "automaton", "wythoff", "--size", "2");
  g_assert_null (strstr (run.err, "states"));
  run_clear (&run);
}

/* Without --base, the game's own system (wy_num_system_for_game); --base overrides it; one
 * state is "1 state". */
static void
test_own_system (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-automaton-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "nim.txt", NULL);
  Run run = { 0 };

  RUN (&run, "automaton", "mark:k=3", "--size", "20000", "--check-to", "30000");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "numeration: msd_3 (1 track)\n"));
  run_clear (&run);
  RUN (&run, "automaton", "fraenkel:a=3", "--format", "json");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"numeration\":\"msd_ost[0 3]\""));
  run_clear (&run);
  RUN (&run, "automaton", "mark:k=3", "--base", "fib", "--size", "20000");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "in msd_fib"));
  run_clear (&run);
  RUN (&run, "automaton", "wyt:a=2,b=3", "--size", "20000");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "(1 state, suffixes"));
  run_clear (&run);
  RUN (&run, "automaton", "nim", "--check-to", "1000", "-o", file);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  RUN (&run, "automaton", "--check", file, "nim", "--size", "1000");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "(1 state, msd_2)"));
  run_clear (&run);
  g_unlink (file);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  wythoff = g_getenv ("WYTHOFF");
  if (!wythoff)
    {
      g_printerr ("WYTHOFF is not set: run this through meson test\n");
      return 77;
    }
  g_test_add_func ("/cli/automaton/infer-and-check", test_infer_and_check);
  g_test_add_func ("/cli/automaton/formats", test_formats);
  g_test_add_func ("/cli/automaton/figure", test_figure);
  g_test_add_func ("/cli/automaton/leading-zeros", test_leading_zeros);
  g_test_add_func ("/cli/automaton/first-position", test_first_position);
  g_test_add_func ("/cli/automaton/refusals", test_refusals);
  g_test_add_func ("/cli/automaton/own-system", test_own_system);
  return g_test_run ();
}
