/* test-cli-edges.c: the command line at its edges: an option a command takes but ignores, an
 * option given twice, every option named by --help, exits clean under the sanitizers. */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "wy-test-run.h"

/* ARGS succeed: exit 0, nothing on stderr, and stdout holds contains. */
static void
assert_runs (const char *contains, const char *const *args)
{
  Run run = { 0 };

  run_argv (&run, args);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  if (!strstr (run.out, contains))
    g_error ("wythoff %s ...: stdout lacks '%s'", args[0], contains);
  run_clear (&run);
}
#define ASSERT_RUNS(contains, ...) \
  assert_runs ((contains), (const char *const[]) { __VA_ARGS__, NULL })

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
  ASSERT_RUNS ("fraenkel-2", "library", "list", "--name", "fraenkel", "--author", "Fraenkel",
               "--format", "json");
  ASSERT_RUNS ("mine", "library", "export", "wythoff", "-o", "-", "--name", "mine");
}

/* figure: --format is --list's, -o, --width and --no-caption an ITEM's, and a table has no
 * width; each was ignored where it does not go. */
static void
test_figure_options (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-edges-XXXXXX", NULL);
  g_autofree char *csv = g_build_filename (dir, "t.csv", NULL);
  g_autofree char *svg = g_build_filename (dir, "f.svg", NULL);

  CHECK_ERROR (FRAGMENTS ("figure --list: --width is for writing an ITEM"), "figure", "--list",
               "--width", "5");
  CHECK_ERROR (FRAGMENTS ("figure --list: -o is for writing an ITEM"), "figure", "--list", "-o",
               svg);
  CHECK_ERROR (FRAGMENTS ("figure --list: --no-caption is for writing an ITEM"), "figure",
               "--list", "--no-caption");
  CHECK_ERROR (FRAGMENTS ("figure: --format is for --list (text or json)"), "figure",
               "000:fig1", "-o", svg, "--format", "json");
  CHECK_ERROR (FRAGMENTS ("figure: 001:table3 is a table: --width is for figures"), "figure",
               "001:table3", "-o", csv, "--width", "100");
  g_assert_false (g_file_test (svg, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (csv, G_FILE_TEST_EXISTS));
  /* and what goes still goes */
  ASSERT_RUNS ("", "figure", "001:table3", "-o", csv, "--no-caption");
  ASSERT_RUNS ("", "figure", "000:fig1", "-o", svg, "--width", "300", "--no-caption");
  ASSERT_RUNS ("", "figure", "--list", "--format", "json");
  g_remove (csv);
  g_remove (svg);
  g_rmdir (dir);
}

/* The options of a command's --help: the bash completion and the manual page read them. */
static void
assert_help_lists (const char *command, const char *const *options)
{
  Run run = { 0 };

  RUN (&run, command, "--help");
  g_assert_cmpint (run.status, ==, 0);
  for (guint i = 0; options[i]; i++)
    if (!strstr (run.out, options[i]))
      g_error ("wythoff %s --help does not list %s", command, options[i]);
  run_clear (&run);
}

/* limit's --series (with --format, -o, --width) and grundy's --value were left out of their
 * --help (so of the completion and the manual page), though both commands take them. */
static void
test_help_names_every_option (void)
{
  Run run = { 0 };

  assert_help_lists ("limit", FRAGMENTS ("--count=N", "-k, --series=K", "-f, --format=FORMAT",
                                         "-o, --output=FILE", "-w, --width=PX"));
  assert_help_lists ("grundy", FRAGMENTS ("--size=S", "--region=", "--format=FORMAT",
                                          "-V, --value=G"));
  /* steps shares grundy's options, not --value */
  RUN (&run, "steps", "--help");
  g_assert_null (strstr (run.out, "--value"));
  run_clear (&run);
  /* what they list, they take */
  ASSERT_RUNS ("n,x_n,x_n_over_n\n", "limit", "wythoff", "-n", "10", "-k", "3", "-f", "csv");
  ASSERT_RUNS ("x,y\n0,0\n2,1\n1,2\n", "grundy", "wythoff", "-V", "0", "--size", "5");
  /* and still refuse the series' options without --series */
  CHECK_ERROR (FRAGMENTS ("limit: --width goes with --series K"), "limit", "wythoff",
               "--count", "10", "--width", "300");
}

/* grundy --value takes no region: said for -r as for --region (it was "Unknown option -r",
 * an option grundy --help lists). */
static void
test_grundy_value_region (void)
{
  CHECK_ERROR (FRAGMENTS ("grundy: --region does not go with --value"), "grundy", "wythoff",
               "--value", "1", "--size", "10", "-r", "0,0,1,1");
  CHECK_ERROR (FRAGMENTS ("grundy: --region does not go with --value"), "grundy", "wythoff",
               "--value", "1", "--size", "10", "--region=0,0,1,1");
}

/* An empty coordinate of --region was told "--region  is not a whole number" (two spaces,
 * the coordinate unnamed), and "--region a is not a whole number" named no coordinate either:
 * now an empty coordinate, one that is not a whole number and one off the board are named
 * with the form, for one pile, two heaps and three. */
static void
test_region_empty_coordinate (void)
{
  CHECK_ERROR (FRAGMENTS ("--region '1,,3,4'", "Y0 is empty", "X0,Y0,X1,Y1", "from 0 to 9"),
               "steps", "wythoff", "--size", "10", "--region", "1,,3,4");
  CHECK_ERROR (FRAGMENTS ("--region ',1,3,4'", "X0 is empty", "X0,Y0,X1,Y1", "from 0 to 9"),
               "grundy", "wythoff", "--size", "10", "--region", ",1,3,4");
  CHECK_ERROR (FRAGMENTS ("--region '1,2,3, '", "Y1 is empty", "X0,Y0,X1,Y1"),
               "steps", "wythoff", "--size", "10", "--region", "1,2,3, ");
  CHECK_ERROR (FRAGMENTS ("--region '2,'", "N1 is empty", "N0,N1", "from 0 to 9"),
               "steps", "mark", "--size", "10", "--region", "2,");
  CHECK_ERROR (FRAGMENTS ("--region '1,2,,3,4,5'", "Z0 is empty", "X0,Y0,Z0,X1,Y1,Z1",
                          "from 0 to 9"),
               "steps", "nim:heaps=3", "--size", "10", "--region", "1,2,,3,4,5");
  CHECK_ERROR (FRAGMENTS ("--region '1,a,3,4': Y0 = a is not a whole number",
                          "give X0,Y0,X1,Y1, each from 0 to 9"),
               "steps", "wythoff", "--size", "10", "--region", "1,a,3,4");
  CHECK_ERROR (FRAGMENTS ("--region '1,2,10,4': X1 = 10 is off the board",
                          "give X0,Y0,X1,Y1, each from 0 to 9"),
               "steps", "wythoff", "--size", "10", "--region", "1,2,10,4");
  CHECK_ERROR (FRAGMENTS ("--region '-1,3': N0 = -1 is off the board", "give N0,N1"),
               "grundy", "mark", "--size", "10", "--region", "-1,3");
  CHECK_ERROR (FRAGMENTS ("--region '0,0,0,1,1,x': Z1 = x is not a whole number"),
               "steps", "nim:heaps=3", "--size", "10", "--region", "0,0,0,1,1,x");
}

/* automaton -o - wrote a file named "-" (in the current folder), where library export -o -
 * writes to standard output. */
static void
test_automaton_dash (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-edges-XXXXXX", NULL);
  g_autofree char *dash = g_build_filename (dir, "-", NULL);
  g_autofree char *here = g_get_current_dir ();

  g_assert_cmpint (g_chdir (dir), ==, 0);
  CHECK_ERROR (FRAGMENTS ("-o - names no file", "--format walnut"), "automaton", "wythoff",
               "--size", "1000", "-o", "-");
  g_assert_false (g_file_test (dash, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_chdir (here), ==, 0);
  g_remove (dash);
  g_rmdir (dir);
}

/* bench: --limit without --caps was ignored (the whole bench ran, minutes), --quick with
 * --caps too, and --caps --only NAME in no rule timed nothing and exited 0. Refused before
 * any command runs. */
static void
test_bench_options (void)
{
  CHECK_ERROR (FRAGMENTS ("bench: --limit goes with --caps"), "bench", "--limit", "5");
  CHECK_ERROR (FRAGMENTS ("bench: --quick does not go with --caps"), "bench", "--caps",
               "--quick");
  CHECK_ERROR (FRAGMENTS ("bench --caps: --only nosuch is in no rule of the caps table"),
               "bench", "--caps", "--only", "nosuch");
  CHECK_ERROR (FRAGMENTS ("--only nosuch is not a benchmark item"), "bench", "--only",
               "nosuch");
}

/* sequence class=G: a value that is no number, or one beyond 1000000, was told "N from 0 to
 * 1000000", though G goes from 0 to 255 (class=300 said so, a second range). */
static void
test_sequence_class_range (void)
{
  CHECK_ERROR (FRAGMENTS ("class needs a whole number: class=G, G from 0 to 255"), "sequence",
               "wythoff", "class=x");
  CHECK_ERROR (FRAGMENTS ("class=1000001 is out of range: G must be from 0 to 255"), "sequence",
               "wythoff", "class=1000001");
  CHECK_ERROR (FRAGMENTS ("class=-1 is out of range: G must be from 0 to 255"), "sequence",
               "wythoff", "class=-1");
  CHECK_ERROR (FRAGMENTS ("class=256 is out of range: G must be from 0 to 255"), "sequence",
               "wythoff", "class=256");
  ASSERT_RUNS ("", "sequence", "wythoff", "class=255", "--count", "4");
}

/* limit --series K with --count N below K gave N points (n = 1 .. N, all there are) without
 * saying so: refused, naming the range; K = N gives all N (Wythoff's x_n = floor(n phi),
 * A000201: 1, 3, 4, 6, 8). */
static void
test_limit_series_count (void)
{
  Run run = { 0 };

  CHECK_ERROR (FRAGMENTS ("--series 10", "--count 5", "--series must be from 2 to 5"), "limit",
               "wythoff", "--count", "5", "--series", "10");
  CHECK_ERROR (FRAGMENTS ("--count 1", "--count must be from 2 to"), "limit", "wythoff",
               "--count", "1", "--series", "2");
  RUN (&run, "limit", "wythoff", "--count", "5", "--series", "5", "--format", "csv");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "n,x_n,x_n_over_n\n1,1,1.000000\n2,3,1.500000\n3,4,1.333333\n"
                   "4,6,1.500000\n5,8,1.600000\n");
  run_clear (&run);
}

/* automaton --check-to N2 at most --size N checks nothing beyond N (the automaton fits every
 * position below N): --help says so, and the verdict names N as checked, not N2. */
static void
test_automaton_check_to_below_size (void)
{
  Run run = { 0 };

  assert_help_lists ("automaton", FRAGMENTS ("N2 up to N checks nothing beyond N"));
  RUN (&run, "automaton", "nim", "--size", "1000", "--check-to", "500");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "checked to: 1000 "));
  run_clear (&run);
}

/* Sequence parameters took no power ("grundy-row=2^3: needs a whole number"), though --size,
 * --count and positions do; one beyond 64 bits named no range. 2^3 is 8, -2^2 is -4. */
static void
test_sequence_param_power (void)
{
  static const char *const same[][2] = {
    { "grundy-row=2^3", "grundy-row=8" },
    { "class=2^3", "class=8" },
    { "grundy-diagonal=-2^2", "grundy-diagonal=-4" },
    { "grundy-diagonal=10^1", "grundy-diagonal=10" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (same); i++)
    {
      Run a = { 0 }, b = { 0 };

      RUN (&a, "sequence", "wythoff", same[i][0], "--count", "6");
      RUN (&b, "sequence", "wythoff", same[i][1], "--count", "6");
      g_assert_cmpint (a.status, ==, 0);
      g_assert_cmpstr (a.err, ==, "");
      g_assert_cmpstr (a.out, ==, b.out);
      run_clear (&a);
      run_clear (&b);
    }
  CHECK_ERROR (FRAGMENTS ("grundy-row=2^40 is out of range: N must be from 0 to 1000000"),
               "sequence", "wythoff", "grundy-row=2^40");
  CHECK_ERROR (FRAGMENTS ("grundy-row=10^100 is out of range: N must be from 0 to 1000000"),
               "sequence", "wythoff", "grundy-row=10^100");
  CHECK_ERROR (FRAGMENTS ("class=2^8 is out of range: G must be from 0 to 255"), "sequence",
               "wythoff", "class=2^8");
  CHECK_ERROR (FRAGMENTS ("grundy-row needs a whole number"), "sequence", "wythoff",
               "grundy-row=2^");
}

/* sequence --check FILE: --count was overwritten by the file's length and --format ignored
 * (json asked, a line of text given); both refused. */
static void
test_sequence_check_options (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-edges-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "terms.txt", NULL);

  g_assert_true (g_file_set_contents (file, "0\n1\n3\n", -1, NULL));
  CHECK_ERROR (FRAGMENTS ("sequence: --count does not go with --check FILE"), "sequence",
               "wythoff", "ppos-x", "--check", file, "--count", "2");
  CHECK_ERROR (FRAGMENTS ("sequence: --format does not go with --check FILE"), "sequence",
               "wythoff", "ppos-x", "--check", file, "--format", "json");
  ASSERT_RUNS ("agrees: 3 terms", "sequence", "wythoff", "ppos-x", "--check", file, "--offset",
               "0");
  g_remove (file);
  g_rmdir (dir);
}

/* export --classes K is the Grundy view's: with another view it was ignored. */
static void
test_export_classes (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-edges-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "g.png", NULL);

  CHECK_ERROR (FRAGMENTS ("--classes goes with --view grundy"), "export", "wythoff", "--size",
               "10", "--classes", "3", "-o", png);
  CHECK_ERROR (FRAGMENTS ("--classes goes with --view grundy"), "export", "wythoff", "--size",
               "10", "--view", "elimination", "--classes", "3", "-o", png);
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  ASSERT_RUNS ("", "export", "wythoff", "--size", "10", "--view", "grundy", "--classes", "3",
               "-o", png);
  g_remove (png);
  g_rmdir (dir);
}

/* automaton kept its option values to the end: under LeakSanitizer (a build with
 * -Db_sanitize=address) every run exited 1 with a leak report, not 0 or 2. */
static void
test_automaton_exits_clean (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-edges-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "w.txt", NULL);

  ASSERT_RUNS ("", "automaton", "wythoff", "--size", "1000", "--check-to", "2000",
               "--max-states", "50", "--base", "fib", "--format", "walnut", "-o", file);
  ASSERT_RUNS ("", "automaton", "wythoff", "--size", "1000", "--check", file, "--format", "json");
  CHECK_ERROR (FRAGMENTS ("--max-states 0 is out of range"), "automaton", "wythoff",
               "--max-states", "0", "--size", "1000");
  g_remove (file);
  g_rmdir (dir);
}

/* library add of a file named as another rule: refused, and with nothing left behind (the
 * refusal leaked the file's game: LeakSanitizer fails this under the sanitizer build). */
static void
test_library_name_refused_clean (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-edges-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "nim.wygame", NULL);

  g_assert_true (g_file_set_contents (file, "[Game]\nVersion=1\nName=nim\nTitle=Not nim\n"
                                      "Rule=wythoff\nView=outcome\nSize=16\nStep=0\n", -1, NULL));
  CHECK_ERROR (FRAGMENTS ("[Game] Name: 'nim' is the rule nim", "name it otherwise"), "library",
               "add", file);
  g_remove (file);
  g_rmdir (dir);
}

/* The words before a command: --time-budget given twice took the last silently, as no
 * option does; --help after --time-budget was "unknown command '--help'"; "help ppos"
 * printed the overview, not ppos's help; a word after --version was ignored. */
static void
test_top_level (void)
{
  Run a = { 0 }, b = { 0 };

  CHECK_ERROR (FRAGMENTS ("--time-budget is given twice: give it once"), "ppos", "wythoff",
               "--size", "5", "--time-budget", "3", "--time-budget=4");
  CHECK_ERROR (FRAGMENTS ("--time-budget is given twice"), "--time-budget", "3", "ppos",
               "wythoff", "--time-budget", "3", "--size", "5");
  CHECK_ERROR (FRAGMENTS ("--version takes no argument: 'extra' is one too many"), "--version",
               "extra");
  CHECK_ERROR (FRAGMENTS ("help takes one argument at most, a command: 'b' is one too many"),
               "help", "ppos", "b");
  CHECK_ERROR (FRAGMENTS ("unknown command 'nosuch'"), "help", "nosuch");
  RUN (&a, "--time-budget", "5", "--help");
  RUN (&b, "--help");
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.out, ==, b.out);
  run_clear (&a);
  run_clear (&b);
  RUN (&a, "help", "ppos");
  RUN (&b, "ppos", "--help");
  g_assert_cmpint (a.status, ==, 0);
  g_assert_true (g_str_has_prefix (a.out, "Usage:\n  wythoff ppos"));
  g_assert_cmpstr (a.out, ==, b.out);
  run_clear (&a);
  run_clear (&b);
  ASSERT_RUNS ("(0, 0)\n(2, 1)\n(1, 2)\n", "--time-budget", "3", "ppos", "wythoff", "--size", "3");
}

/* An option that is no UTF-8 is refused with nothing left behind: GOption undoes the values it
 * set when it refuses, library frees its own only after a parse that succeeds, so the values
 * set before the refusal leaked (LeakSanitizer fails this under the sanitizer build). */
static void
test_option_text_refused_clean (void)
{
  CHECK_ERROR (FRAGMENTS ("library: --author \\xe9 is not text", "UTF-8"), "library", "list",
               "--name", "x", "--author", "\xe9");
  CHECK_ERROR (FRAGMENTS ("library: --name \\xe9 is not text", "UTF-8"), "library", "export",
               "wythoff", "-o", "never.wygame", "--name", "\xe9");
  g_assert_false (g_file_test ("never.wygame", G_FILE_TEST_EXISTS));
}

/* A target whose name is legal but long (up to the 255 bytes a name may have) is written, with
 * nothing left beside it: the temporary name beside it (".NAME.wy-XXXXXX", 11 bytes more) was
 * too long for the folder, and the export said "File name too long" of the name given. */
static void
test_long_file_name (void)
{
  static const guint lengths[] = { 245, 255 };
  g_autofree char *dir = g_dir_make_tmp ("wy-edges-XXXXXX", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (lengths); i++)
    {
      g_autofree char *stem = g_strnfill (lengths[i] - strlen (".png"), 'a');
      g_autofree char *name = g_strconcat (stem, ".png", NULL);
      g_autofree char *png = g_build_filename (dir, name, NULL);
      g_autoptr (GDir) listing = NULL;

      ASSERT_RUNS ("", "export", "wythoff", "--size", "5", "-o", png);
      g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));
      listing = g_dir_open (dir, 0, NULL);
      g_assert_cmpstr (g_dir_read_name (listing), ==, name);
      g_assert_null (g_dir_read_name (listing));
      g_remove (png);
    }
  g_rmdir (dir);
}

/* library export --automaton of a game whose boards do not reach the 65536 positions the claim
 * is inferred from said "board size 65536 is beyond the budget ...: the size must be from 1 to
 * 14999", though export takes no size: now what it needs, the game's reach, and --time-budget. */
static void
test_library_automaton_reach (void)
{
  static const char *const rules[] = { "wythoff:block=1000", "imitation:p=3" };
  Run run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autofree char *reach = g_strdup_printf ("its boards reach side %u at most",
                                                run_refused_max ("ppos", rules[i]));

      CHECK_ERROR (FRAGMENTS ("library export --automaton msd_fib: the claim is inferred from "
                              "the positions below 65536, beyond the budget for", rules[i], reach,
                              "--time-budget"),
                   "library", "export", rules[i], "-o", "-", "--automaton", "msd_fib");
      RUN (&run, "library", "export", rules[i], "-o", "-", "--automaton", "msd_fib");
      g_assert_null (strstr (run.err, "the size must be"));
      run_clear (&run);
    }
}

/* Run "wythoff ARGS | head -c 1" under sh, SIGPIPE ignored (ignore TRUE: as a parent that
 * ignores it hands it on) or not; wythoff's exit status and its stderr. */
static int
run_closed_pipe (gboolean ignore, const char *args, char **err)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-pipe-XXXXXX", NULL);
  g_autofree char *status_path = g_build_filename (dir, "status", NULL);
  g_autofree char *script = g_strdup_printf ("%s { '%s' %s; echo $? > '%s'; } | head -c 1 "
                                             ">/dev/null", ignore ? "trap '' PIPE;" : "",
                                             wythoff, args, status_path);
  const char *argv[] = { "/bin/sh", "-c", script, NULL };
  g_autofree char *status_text = NULL;
  int sh_status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL,
                               err, &sh_status, NULL));
  g_assert_true (g_file_get_contents (status_path, &status_text, NULL, NULL));
  g_remove (status_path);
  g_rmdir (dir);
  return atoi (status_text);
}

/* A reader that closes the pipe early (| head) has all it wants: wythoff was killed by
 * SIGPIPE (status 141 in a shell, 1 under pipefail), or, where the parent ignores SIGPIPE,
 * said "cannot write the output: Broken pipe" with status 2. Now quiet with status 0 either
 * way; a full device is still an error, in the same words for --help as for a command's
 * output (--help said "the output could not be written"). */
static void
test_closed_pipe (void)
{
  const char *commands[] = { "ppos wythoff --size 1000000", "grundy wythoff --size 1000",
                             "sequence wythoff ppos-x --count 100000", "steps nim:heaps=3 "
                             "--size 100", "grundy wythoff --value 3 --size 200000",
                             "library list" };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    for (int ignore = 0; ignore < 2; ignore++)
      {
        g_autofree char *err = NULL;
        int status = run_closed_pipe (ignore, commands[i], &err);

        g_test_message ("%s, SIGPIPE %s: %d, '%s'", commands[i], ignore ? "ignored" : "default",
                        status, err);
        g_assert_cmpstr (err, ==, "");
        g_assert_cmpint (status, ==, 0);
      }
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *cmd = g_strdup_printf ("'%s' %s > /dev/full", wythoff,
                                              i ? "ppos wythoff --size 10" : "ppos --help");
      const char *argv[] = { "/bin/sh", "-c", cmd, NULL };
      g_autofree char *err = NULL;
      int status;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                   NULL, &err, &status, NULL));
      g_assert_true (g_str_has_prefix (err, "wythoff: cannot write the output: "));
      g_assert_cmpuint (count_lines (err, "\n"), ==, 1);
      g_assert_cmpint (WEXITSTATUS (status), ==, 2);
    }
}

/* A file option or FILE given as '' was refused in the system's words for an empty path,
 * naming no option: "wythoff: Operation not supported" (automaton --check), ": Operation not
 * supported" (library add), "cannot tell the format of : ..." (figure -o), "“” has no
 * extension" (export -o). Now the option and that it names no file; nothing is written. */
static void
test_empty_file_name (void)
{
  CHECK_ERROR (FRAGMENTS ("automaton: --check '' names no file: give a file name"), "automaton",
               "--check", "", "wythoff");
  CHECK_ERROR (FRAGMENTS ("automaton: --output '' names no file"), "automaton", "wythoff",
               "--size", "100", "-o", "");
  CHECK_ERROR (FRAGMENTS ("sequence: --check '' names no file"), "sequence", "wythoff",
               "ppos-x", "--check", "");
  CHECK_ERROR (FRAGMENTS ("export: --output '' names no file"), "export", "wythoff", "--size",
               "5", "-o", "");
  CHECK_ERROR (FRAGMENTS ("export: --from '' names no file"), "export", "--from", "", "-o",
               "x.png");
  CHECK_ERROR (FRAGMENTS ("figure: --output '' names no file"), "figure", "000:fig1", "-o", "");
  CHECK_ERROR (FRAGMENTS ("classes: --output '' names no file"), "classes", "wythoff", "--size",
               "100", "-o", "");
  CHECK_ERROR (FRAGMENTS ("library: --output '' names no file"), "library", "export", "wythoff",
               "-o", "");
  CHECK_ERROR (FRAGMENTS ("library add: '' names no file: give FILE"), "library", "add", "");
  g_assert_false (g_file_test ("x.png", G_FILE_TEST_EXISTS));
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
  g_test_add_func ("/cli-edges/figure-options", test_figure_options);
  g_test_add_func ("/cli-edges/help-names-every-option", test_help_names_every_option);
  g_test_add_func ("/cli-edges/grundy-value-region", test_grundy_value_region);
  g_test_add_func ("/cli-edges/region-empty-coordinate", test_region_empty_coordinate);
  g_test_add_func ("/cli-edges/automaton-exits-clean", test_automaton_exits_clean);
  g_test_add_func ("/cli-edges/library-name-refused-clean", test_library_name_refused_clean);
  g_test_add_func ("/cli-edges/top-level", test_top_level);
  g_test_add_func ("/cli-edges/automaton-dash", test_automaton_dash);
  g_test_add_func ("/cli-edges/bench-options", test_bench_options);
  g_test_add_func ("/cli-edges/sequence-class-range", test_sequence_class_range);
  g_test_add_func ("/cli-edges/sequence-check-options", test_sequence_check_options);
  g_test_add_func ("/cli-edges/limit-series-count", test_limit_series_count);
  g_test_add_func ("/cli-edges/automaton-check-to-below-size", test_automaton_check_to_below_size);
  g_test_add_func ("/cli-edges/sequence-param-power", test_sequence_param_power);
  g_test_add_func ("/cli-edges/export-classes", test_export_classes);
  g_test_add_func ("/cli-edges/library-automaton-reach", test_library_automaton_reach);
  g_test_add_func ("/cli-edges/option-text-refused-clean", test_option_text_refused_clean);
  g_test_add_func ("/cli-edges/long-file-name", test_long_file_name);
  g_test_add_func ("/cli-edges/closed-pipe", test_closed_pipe);
  g_test_add_func ("/cli-edges/empty-file-name", test_empty_file_name);
  return g_test_run ();
}
