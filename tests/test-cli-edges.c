/* test-cli-edges.c: the command line at its edges: an option a command takes but ignores, an
 * option given twice, every option named by --help, exits clean under the sanitizers. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "wy-test-run.h"

/* library: an option given twice was taken silently (the last won), as no other command
 * does; an option of another action was ignored ("list --replace"). */
static void
test_library_options (void)
{
  CHECK_ERROR (FRAGMENTS ("library: --format is given twice: give it once"), "library", "list",
               "--format", "text", "--format", "json");
  CHECK_ERROR (FRAGMENTS ("library: --author is given twice"), "library", "list", "--author",
               "x", "--author", "y");
  CHECK_ERROR (FRAGMENTS ("library list: --replace is for add"), "library", "list",
               "--replace");
  CHECK_ERROR (FRAGMENTS ("library show: --name is for list, check and export"), "library",
               "show", "fraenkel-2", "--name", "x");
  CHECK_ERROR (FRAGMENTS ("library list: -o is for export"), "library", "list", "-o", "x.wygame");
  CHECK_ERROR (FRAGMENTS ("library check: --automaton is for export"), "library", "check",
               "fraenkel-2", "--automaton", "msd_fib");
  CHECK_ERROR (FRAGMENTS ("library export: --oeis is for list and check"), "library", "export",
               "wythoff", "-o", "-", "--oeis", "A000201");
  /* as before */
  CHECK_ERROR (FRAGMENTS ("library add: --format is for list, show and check (text or json)"),
               "library", "add", "x.wygame", "--format", "json");
}

/* The options each action takes still go. */
static void
test_library_options_taken (void)
{
  Run run = { 0 };

  RUN (&run, "library", "list", "--name", "fraenkel", "--author", "Fraenkel", "--format", "json");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "fraenkel-2"));
  run_clear (&run);
  RUN (&run, "library", "export", "wythoff", "-o", "-", "--name", "mine");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "mine"));
  run_clear (&run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  wythoff = g_getenv ("WYTHOFF");
  if (!wythoff)
    {
      g_printerr ("test-cli-edges: set WYTHOFF to the built wythoff binary\n");
      return 1;
    }
  g_test_add_func ("/cli-edges/library-options", test_library_options);
  g_test_add_func ("/cli-edges/library-options-taken", test_library_options_taken);
  return g_test_run ();
}
