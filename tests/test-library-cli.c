/* test-library-cli.c: `wythoff library` run as a program (issue 37): list and its filters,
 * show, check with its summary and exit status, export, add into the user's folder, and
 * refusals as one line with exit status 2. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "wy-game-file.h"
#include "wy-test-dir.h"
#include "wy-test-run.h"

static void
assert_holds (const char *text, const char *part)
{
  if (!text || !strstr (text, part))
    g_error ("'%s' does not hold '%s'", text, part);
}

static void
test_list (void)
{
  Run run = { 0 };

  RUN (&run, "library", "list");
  g_assert_cmpint (run.status, ==, 0);
  assert_holds (run.out, "wythoff ");
  assert_holds (run.out, "mark-3 ");
  g_assert_cmpuint (count_lines (run.out, "\n"), >=, 30);
  run_clear (&run);
  /* filters: an A-number, an author, a name */
  RUN (&run, "library", "list", "--oeis", "A145204");
  g_assert_cmpstr (run.out, ==, "mark-3                       "
                   "mark:k=3                                 Mark-3\n");
  run_clear (&run);
  RUN (&run, "library", "list", "--author", "liu");
  assert_holds (run.out, "gamma1-2-3");
  g_assert_null (strstr (run.out, "wythoff "));
  run_clear (&run);
  RUN (&run, "library", "list", "--name", "IMITATION");
  g_assert_cmpuint (count_lines (run.out, "\n"), ==, 3);
  run_clear (&run);
  /* --format json: an array of the games, each as show gives it, compact on one line */
  RUN (&run, "library", "list", "--oeis", "A145204", "--format", "json");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "[{\"name\":\"mark-3\",\"title\":\"Mark-3\","
                                   "\"rule\":\"mark:k=3\",\"authors\":[\"A. S. Fraenkel\"],"));
  assert_holds (run.out, "\"user\":false,\"claims\":[{\"kind\":");
  assert_holds (run.out, "/mark-3.wygame\",");
  g_assert_true (g_str_has_suffix (run.out, "}]\n"));
  g_assert_cmpuint (strcspn (run.out, "\n") + 1, ==, strlen (run.out));
  run_clear (&run);
  RUN (&run, "library", "list", "--name", "no such game", "--format", "json");
  g_assert_cmpstr (run.out, ==, "[]\n");
  run_clear (&run);
}

static void
test_show_and_check (void)
{
  Run run = { 0 };

  RUN (&run, "library", "show", "wytc-1-2-3");
  g_assert_cmpint (run.status, ==, 0);
  assert_holds (run.out, "rule:      wytc:a=1,b=2,c=3\n");
  assert_holds (run.out, "(false: they differ at 82 cells below 100, the first (1, 2)");
  run_clear (&run);
  RUN (&run, "library", "show", "wytc-1-2-3", "-f", "json");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "{\"name\":\"wytc-1-2-3\","));
  assert_holds (run.out, ",\"rule\":\"wytc:a=1,b=2,c=3\",");
  assert_holds (run.out, "\"claims\":[{\"kind\":\"formula\",\"text\":");
  assert_holds (run.out, ",\"recorded\":\"false\",\"counterexample\":\"they differ at 82 cells "
                "below 100, the first (1, 2)");
  run_clear (&run);
  CHECK_ERROR (FRAGMENTS ("--format csv", "choose text or json"), "library", "show", "wythoff",
               "--format", "csv");
  CHECK_ERROR (FRAGMENTS ("library add: --format is for list, show and check"), "library", "add",
               "x.wygame", "--format", "json");
  RUN (&run, "library", "check", "wytc-1-2-3", "mark");
  g_assert_cmpint (run.status, ==, 0);
  assert_holds (run.out, "wytc-1-2-3 claim 1 (formula): false: they differ at 82 cells");
  assert_holds (run.out, "\n6 hold, 1 marked false, 0 beyond the budget (2 games); 0 differ "
                "from the files\n");
  run_clear (&run);
  /* a named game the library does not hold is said, the others are checked, and the status
   * is 1 at the end, as for a folder's file that does not load; it is counted as a name not
   * found, not as a file (before: "1 file did not load", and no file had failed) */
  RUN (&run, "library", "check", "mark", "nosuch");
  g_assert_cmpint (run.status, ==, 1);
  assert_holds (run.err, "wythoff: no game 'nosuch' in the library");
  assert_holds (run.out, "mark claim 1 ");
  assert_holds (run.out, "(1 game); 0 differ from the files; 1 name not found\n");
  run_clear (&run);
  RUN (&run, "library", "check", "nosuch", "nosuch2", "--format", "json");
  g_assert_cmpint (run.status, ==, 1);
  assert_holds (run.out, "\"files_not_loaded\":0,\"names_not_found\":2}");
  run_clear (&run);
  CHECK_ERROR (FRAGMENTS ("library needs an action: list, show NAME"), "library");
  CHECK_ERROR (FRAGMENTS ("library: unknown action 'frobnicate': the actions are list, show "
                          "NAME, check"), "library", "frobnicate");
  CHECK_ERROR (FRAGMENTS ("--oeis B1 is not an A-number: A and six digits, as A000201"),
               "library", "list", "--oeis", "B1");
  CHECK_ERROR (FRAGMENTS ("library export takes a rule: 'fraenkel-2' is a game of the library, "
                          "its rule fraenkel:a=2"), "library", "export", "fraenkel-2", "-o",
               "never.wygame");
  g_assert_false (g_file_test ("never.wygame", G_FILE_TEST_EXISTS));
  /* a known action with the wrong arguments says how it is given, not "needs an action" */
  CHECK_ERROR (FRAGMENTS ("library show: give it as 'wythoff library show NAME [--format "
                          "text|json]'",
                          "0 arguments given"), "library", "show");
  CHECK_ERROR (FRAGMENTS ("library list: give it as 'wythoff library list [--name TEXT]",
                          "1 argument given"), "library", "list", "extra");
  CHECK_ERROR (FRAGMENTS ("library export: give it as 'wythoff library export RULE -o FILE",
                          "2 arguments given"), "library", "export", "wythoff", "nim");
}

/* A file whose claim is recorded wrong: check names it and exits 1; add refuses a broken
 * file, takes a good one into $XDG_DATA_HOME (warning of the claim recorded wrong), and lists
 * it as the user's. */
static void
test_export_add (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-library-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "mine.wygame", NULL);
  g_autofree char *text = NULL, *wrong = NULL, *bad = g_build_filename (dir, "bad.wygame", NULL);
  Run run = { 0 };

  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  RUN (&run, "library", "export", "wyt:a=2,b=3", "--name", "mine", "-o", path);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  /* a --name that is not a name is refused, not replaced by one made from the rule */
  CHECK_ERROR (FRAGMENTS ("--name 'My Game'", "lower-case letters, digits"), "library",
               "export", "wyt:a=2,b=3", "--name", "My Game", "-o", bad);
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  assert_holds (text, "[Game]\nVersion=1\nName=mine\nTitle=");
  assert_holds (text, "Rule=wyt:a=2,b=3\n");
  wrong = g_strconcat (text, "\n[Claim 1]\nKind=finite\nText=t\nBound=3\nSize=50\n"
                       "Verdict=holds\n", NULL);
  g_assert_true (g_file_set_contents (path, wrong, -1, NULL));
  RUN (&run, "library", "check", path);
  g_assert_cmpint (run.status, ==, 1);
  assert_holds (run.out, "mine claim 1 (finite): false: (5, 3) is a P-position, beyond the "
                "bound 3; the file records holds");
  assert_holds (run.out, "0 hold, 1 marked false, 0 beyond the budget (1 game); 1 differ");
  run_clear (&run);
  g_assert_true (g_file_set_contents (bad, "[Game]\nVersion=1\nName=Bad\n", -1, NULL));
  CHECK_ERROR (FRAGMENTS ("bad.wygame:3: [Game] Name: 'Bad' must begin with"), "library", "add",
               bad);
  /* add checks the claims: a verdict other than the recorded one is a warning, and the file
   * is added (it was added silently) */
  RUN (&run, "library", "add", path);
  g_assert_cmpint (run.status, ==, 0);
  assert_holds (run.out, "added mine as ");
  g_assert_cmpstr (run.err, ==, "wythoff: warning: mine claim 1 (finite): false: (5, 3) is a "
                   "P-position, beyond the bound 3; the file records holds\n");
  run_clear (&run);
  /* and the way out: another name, or --replace */
  CHECK_ERROR (FRAGMENTS ("a game of the name mine is in the library already",
                          "give this one another name", "add --replace"), "library", "add",
               path);
  RUN (&run, "library", "list", "--name", "mine");
  assert_holds (run.out, "(yours)\n");
  run_clear (&run);
  RUN (&run, "library", "show", "mine", "--format", "json");
  assert_holds (run.out, "\"user\":true,\"claims\":[{\"kind\":\"finite\",\"text\":\"t\","
                "\"recorded\":\"holds\",\"counterexample\":null}],\"notes\":");
  run_clear (&run);
  g_unsetenv ("XDG_DATA_HOME");
  rm_rf (dir);
}

/* A name that is a rule string of another game is refused (a command reading "nim" opens the
 * rule nim, never a file of that name with another rule: the file was added, listed as
 * "nim ... wythoff (yours)" and could not be opened by its name); a file of the rule itself may
 * take it. The name of a shipped game is the user's to take, and is said: commands and the
 * window open the user's file by it from now on (it was taken silently). */
static void
test_add_names (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-library-cli-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.wygame", NULL);
  Run run = { 0 };

  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  g_assert_true (g_file_set_contents (bad, "[Game]\nVersion=1\nName=nim\nTitle=Mine\n"
                                      "Rule=wythoff\nView=outcome\nSize=9\nStep=0\n", -1, NULL));
  CHECK_ERROR (FRAGMENTS ("bad.wygame: [Game] Name: 'nim' is the rule nim, and the file's Rule "
                          "is wythoff", "name it otherwise"), "library", "add", bad);
  {
    g_autofree char *nim = g_build_filename (dir, "wythoff-lattice", "games", "nim.wygame",
                                             NULL);

    g_assert_false (g_file_test (nim, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_set_contents (bad, "[Game]\nVersion=1\nName=nim\nTitle=Mine\n"
                                        "Rule=nim\nView=outcome\nSize=9\nStep=0\n", -1, NULL));
    RUN (&run, "library", "add", bad);
    g_assert_cmpint (run.status, ==, 0);
    run_clear (&run);
    g_assert_cmpint (g_unlink (nim), ==, 0);
  }
  g_assert_true (g_file_set_contents (bad, "[Game]\nVersion=1\nName=fraenkel-2\nTitle=Mine\n"
                                      "Rule=fraenkel:a=3\nView=outcome\nSize=9\nStep=0\n", -1,
                                      NULL));
  RUN (&run, "library", "add", bad);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "wythoff: note: fraenkel-2 is the name of a shipped game too "
                   "(fraenkel:a=2): a command or the window reading 'fraenkel-2' opens yours "
                   "(fraenkel:a=3) from now on\n");
  run_clear (&run);
  {
    g_autofree char *two = g_build_filename (dir, "wythoff-lattice", "games",
                                             "fraenkel-2.wygame", NULL);

    g_assert_cmpint (g_unlink (two), ==, 0);
  }
  g_unsetenv ("XDG_DATA_HOME");
  rm_rf (dir);
}

/* A file asking for a board beyond its game's cap (a cube of Size 65536) was shown at the
 * cap and `library show` said nothing: it says the core's cut, in text and JSON, and `library
 * add` as a note; a file within the cap says none. */
static void
test_shown_size (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-library-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "cube.wygame", NULL);
  g_autofree char *line = NULL, *json = NULL, *note = NULL;
  g_autoptr (WyGameFile) file = NULL;
  g_autoptr (GError) error = NULL;
  guint shown;
  Run run = { 0 };

  g_assert_true (g_file_set_contents (path, "[Game]\nVersion=1\nName=cube\nTitle=A cube\n"
                                      "Rule=wythoff:heaps=3\nView=outcome\nSize=65536\n"
                                      "Step=0\n", -1, NULL));
  file = wy_game_file_load (path, &error);
  g_assert_no_error (error);
  shown = wy_game_file_get_shown_size (file, &note);
  g_assert_cmpuint (shown, <, 65536);
  line = g_strdup_printf ("view:      outcome, size 65536, step 0\nshown:     %s\n", note);
  json = g_strdup_printf ("\"size\":65536,\"shown_size\":%u,\"size_note\":\"%s\",\"step\":0,",
                          shown, note);
  RUN (&run, "library", "show", path);
  g_assert_cmpint (run.status, ==, 0);
  assert_holds (run.out, line);
  run_clear (&run);
  RUN (&run, "library", "show", path, "--format", "json");
  assert_holds (run.out, json);
  run_clear (&run);
  RUN (&run, "library", "show", "wythoff-3", "--format", "json");
  assert_holds (run.out, "\"size\":32,\"shown_size\":32,\"size_note\":null,");
  run_clear (&run);
  RUN (&run, "library", "show", "wythoff-3");
  g_assert_null (strstr (run.out, "shown:"));
  run_clear (&run);
  /* add says the cut at once (it said nothing until the window opened the game) */
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  g_free (line);
  line = g_strdup_printf ("wythoff: note: %s\n", note);
  RUN (&run, "library", "add", path);
  g_assert_cmpint (run.status, ==, 0);
  assert_holds (run.out, "added cube as ");
  g_assert_cmpstr (run.err, ==, line);
  run_clear (&run);
  g_unsetenv ("XDG_DATA_HOME");
  rm_rf (dir);
}

/* export --automaton: an automaton claim inferred, checked and recorded; none where the P-set
 * is not automatic (Wythoff's game in base 2: docs/automata.md) and no file then. */
static void
test_export_automaton (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-library-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "fib.wygame", NULL);
  g_autofree char *none = g_build_filename (dir, "none.wygame", NULL);
  g_autofree char *text = NULL;
  Run run = { 0 };

  RUN (&run, "library", "export", "wythoff", "--automaton", "msd_fib", "-o", path);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  assert_holds (text, "\n[Claim 1]\nKind=automaton\nText=Written in msd_fib, the P-positions are "
                "the words this automaton of 7 states accepts");
  assert_holds (text, "\nSize=65536\nNumeration=msd_fib\nAutomaton=msd_fib msd_fib\\n\\n0 1\\n");
  assert_holds (text, "\nVerdict=holds\n");
  RUN (&run, "library", "check", path);
  g_assert_cmpint (run.status, ==, 0);
  assert_holds (run.out, "claim 1 (automaton): holds: the automaton (7 states, msd_fib) accepts "
                "exactly the P-positions below 65536\n1 hold, 0 marked false");
  run_clear (&run);
  CHECK_ERROR (FRAGMENTS ("library export --automaton msd_2: no automaton with at most 1000 "
                          "states fits"), "library", "export", "wythoff", "--automaton", "msd_2",
               "-o", none);
  g_assert_false (g_file_test (none, G_FILE_TEST_EXISTS));
  CHECK_ERROR (FRAGMENTS ("library export --automaton: numeration system \"fob\""), "library",
               "export", "wythoff", "--automaton", "fob", "-o", none);
  rm_rf (dir);
}

/* A user's folder that cannot be read is named, and the shipped games are listed. */
static void
test_bad_user_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-library-cli-XXXXXX", NULL);
  g_autofree char *parent = g_build_filename (dir, "wythoff-lattice", NULL);
  g_autofree char *games = g_build_filename (parent, "games", NULL);
  Run run = { 0 };

  g_assert_cmpint (g_mkdir (parent, 0755), ==, 0);
  g_assert_true (g_file_set_contents (games, "not a folder", -1, NULL));
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  RUN (&run, "library", "list", "--name", "wythoff-misere");
  g_assert_cmpint (run.status, ==, 0);
  assert_holds (run.out, "wythoff-misere ");
  assert_holds (run.err, "wythoff: ");
  assert_holds (run.err, "games");
  g_assert_cmpuint (strlen (run.err), ==, strcspn (run.err, "\n") + 1);
  run_clear (&run);
  g_unsetenv ("XDG_DATA_HOME");
  rm_rf (dir);
}

/* A library's file is NAME.wygame: one whose Name is another is named as a problem and left
 * out (it was listed under its Name, which no file of that name holds). */
static void
test_name_not_file_name (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-library-cli-XXXXXX", NULL);
  g_autofree char *games = g_build_filename (dir, "wythoff-lattice", "games", NULL);
  g_autofree char *file = g_build_filename (games, "mine.wygame", NULL);
  Run run = { 0 };

  g_assert_cmpint (g_mkdir_with_parents (games, 0755), ==, 0);
  g_assert_true (g_file_set_contents (file, "[Game]\nVersion=1\nName=other\nTitle=A test\n"
                                      "Rule=wythoff\nView=outcome\nSize=10\nStep=0\n", -1, NULL));
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  RUN (&run, "library", "list");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_null (strstr (run.out, "other "));
  assert_holds (run.err, "mine.wygame: its Name is other, so its file must be other.wygame in "
                "a library folder");
  run_clear (&run);
  RUN (&run, "library", "show", "other");
  g_assert_cmpint (run.status, ==, 2);
  assert_holds (run.err, "no game 'other' in the library");
  run_clear (&run);
  g_unsetenv ("XDG_DATA_HOME");
  rm_rf (dir);
}

/* Two runs print the same bytes and both succeed. */
static void
assert_same_run (const char *const *a, const char *const *b)
{
  Run ra = { 0 }, rb = { 0 };

  run_argv (&ra, a);
  run_argv (&rb, b);
  g_assert_cmpint (ra.status, ==, 0);
  g_assert_cmpint (rb.status, ==, 0);
  g_assert_cmpstr (ra.err, ==, "");
  g_assert_cmpstr (ra.out, ==, rb.out);
  g_assert_cmpuint (strlen (ra.out), >, 0);
  run_clear (&ra);
  run_clear (&rb);
}

/* A library game's name stands for its rule wherever a command takes GAME (the outputs those of
 * the rule, its canonical string included); a text that is not a name keeps the parser's
 * message. */
static void
test_game_names (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-library-cli-XXXXXX", NULL);
  g_autofree char *a = g_build_filename (dir, "a.png", NULL);
  g_autofree char *b = g_build_filename (dir, "b.png", NULL);
  g_autofree char *ta = NULL, *tb = NULL;
  gsize na, nb;
  Run run = { 0 };

  /* no user's file of these names: the shipped ones are meant */
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  assert_same_run (FRAGMENTS ("ppos", "fraenkel-2", "--size", "1000"),
                   FRAGMENTS ("ppos", "fraenkel:a=2", "--size", "1000"));
  assert_same_run (FRAGMENTS ("ppos", "gamma1-2-3", "--size", "100", "--format", "json"),
                   FRAGMENTS ("ppos", "gamma:i=1,s=2,t=3", "--size", "100", "--format", "json"));
  assert_same_run (FRAGMENTS ("steps", "fraenkel-2", "--size", "30", "--format", "csv"),
                   FRAGMENTS ("steps", "fraenkel:a=2", "--size", "30", "--format", "csv"));
  assert_same_run (FRAGMENTS ("moves", "wythoff-misere", "7,4", "--format", "json"),
                   FRAGMENTS ("moves", "wythoff:play=misere", "7,4", "--format", "json"));
  RUN (&run, "ppos", "fraenkel-2", "--size", "10", "--format", "json");
  g_assert_true (g_str_has_prefix (run.out, "{\"game\":\"fraenkel:a=2\","));
  run_clear (&run);
  /* export: the PNG's provenance names the rule, and the file is the rule's byte for byte */
  RUN (&run, "export", "fraenkel-2", "--size", "20", "-o", a);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  RUN (&run, "export", "fraenkel:a=2", "--size", "20", "-o", b);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  g_assert_true (g_file_get_contents (a, &ta, &na, NULL));
  g_assert_true (g_file_get_contents (b, &tb, &nb, NULL));
  g_assert_cmpmem (ta, na, tb, nb);
  g_clear_pointer (&ta, g_free);
  ta = run_read_file (a);
  assert_holds (ta, "wythoff:game");
  assert_holds (ta, "fraenkel:a=2");
  g_assert_null (strstr (ta, "fraenkel-2"));
  /* a name of no game: the parser's message, and that a library game's name goes there too */
  RUN (&run, "ppos", "fraenkle-2", "--size", "10");
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "wythoff: unknown game family 'fraenkle-2': choose one of nim, "
                   "wythoff, fraenkel, wyt, wytc, nimpq, stwythoff, restricted, gamma, imitation, "
                   "mark, upmark, moves, pile, adjoin, nim3, wythoff3, fraenkel3; or name a game "
                   "of the library: did you mean 'fraenkel-2'? ('wythoff library list')\n");
  run_clear (&run);
  /* a rule string with its family right keeps the parser's message alone */
  RUN (&run, "ppos", "wyt:a=x", "--size", "10");
  g_assert_cmpint (run.status, ==, 2);
  g_assert_null (strstr (run.err, "library"));
  run_clear (&run);
  g_unsetenv ("XDG_DATA_HOME");
  rm_rf (dir);
}

/* The user's own files name games too; the user's file of a shipped name is the one meant
 * (as library show takes it). */
static void
test_user_game_names (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-library-cli-XXXXXX", NULL);
  g_autofree char *games = g_build_filename (dir, "wythoff-lattice", "games", NULL);
  g_autofree char *mine = g_build_filename (games, "mine.wygame", NULL);
  g_autofree char *shadow = g_build_filename (games, "fraenkel-2.wygame", NULL);
  Run run = { 0 };

  g_assert_cmpint (g_mkdir_with_parents (games, 0755), ==, 0);
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  RUN (&run, "library", "export", "wyt:a=2,b=3", "--name", "mine", "-o", mine);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  RUN (&run, "library", "export", "nimpq:a=2,b=2,p=2,q=2", "--name", "fraenkel-2", "-o", shadow);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  assert_same_run (FRAGMENTS ("ppos", "mine", "--size", "200"),
                   FRAGMENTS ("ppos", "wyt:a=2,b=3", "--size", "200"));
  assert_same_run (FRAGMENTS ("ppos", "fraenkel-2", "--size", "200", "--format", "json"),
                   FRAGMENTS ("ppos", "nimpq:a=2,b=2,p=2,q=2", "--size", "200", "--format",
                              "json"));
  g_unsetenv ("XDG_DATA_HOME");
  rm_rf (dir);
}

/* No shipped file's name is a rule string of another game: where a name parses as a rule (nim,
 * wythoff, mark, ...), it is that file's rule. */
static void
test_names_shadow_no_rule (void)
{
  g_autoptr (GPtrArray) files = wy_library_list (NULL);
  guint rules = 0;

  g_assert_nonnull (files);
  g_assert_cmpuint (files->len, >=, 40);
  for (guint i = 0; i < files->len; i++)
    {
      WyGameFile *f = g_ptr_array_index (files, i);
      g_autoptr (WyGame) named = wy_game_parse (wy_game_file_get_name (f), NULL);
      g_autoptr (WyGame) ruled = wy_game_parse (wy_game_file_get_rule (f), NULL);
      g_autofree char *a = NULL, *b = NULL;

      g_assert_nonnull (ruled);
      if (!named || wy_game_file_is_user (f))
        continue;
      rules++;
      a = wy_game_to_string (named);
      b = wy_game_to_string (ruled);
      if (strcmp (a, b) != 0)
        g_error ("the library's %s is the rule %s, not its file's %s",
                 wy_game_file_get_name (f), a, b);
    }
  /* nim, wythoff, mark, upmark and fraenkel3 are both */
  g_assert_cmpuint (rules, >=, 5);
}

/* Every command that takes GAME reads it with wy_cli_parse_game (the core's
 * wy_game_new_from_text): wy_game_parse is called in the CLI only where a text is no GAME of
 * the user's (a grid, a figure's or the benchmark's own rules, library export's RULE, a
 * yardstick's). */
static void
test_one_game_parser (void)
{
  static const struct { const char *file; guint calls; } allowed[] = {
    { "wy-cli-bench.c", 2 }, { "wy-cli-figure.c", 1 },
    { "wy-cli-library.c", 1 }, { "wy-cli-sweep.c", 1 }, { "wy-cli-yardstick.c", 1 },
  };
  g_autofree char *cli = g_test_build_filename (G_TEST_DIST, "..", "src", "cli", NULL);
  g_autoptr (GDir) d = g_dir_open (cli, 0, NULL);
  const char *name;
  guint files = 0;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (cli, name, NULL);
      g_autofree char *text = NULL;
      guint calls = 0, expected = 0;

      if (!g_str_has_suffix (name, ".c"))
        continue;
      files++;
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      for (const char *p = text; (p = strstr (p, "wy_game_parse (")); p++)
        calls++;
      for (guint i = 0; i < G_N_ELEMENTS (allowed); i++)
        if (strcmp (allowed[i].file, name) == 0)
          expected = allowed[i].calls;
      if (calls != expected)
        g_error ("%s calls wy_game_parse %u times, not %u: read GAME with wy_cli_parse_game",
                 name, calls, expected);
      if (strstr (text, "wy_game_new_from_text (") && strcmp (name, "wy-cli-common.c") != 0)
        g_error ("%s reads a GAME itself: read it with wy_cli_parse_game", name);
    }
  g_assert_cmpuint (files, >=, 20);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  wythoff = g_getenv ("WYTHOFF");
  g_assert_nonnull (wythoff);
  g_test_add_func ("/cli/library/list", test_list);
  g_test_add_func ("/cli/library/show-and-check", test_show_and_check);
  g_test_add_func ("/cli/library/shown-size", test_shown_size);
  g_test_add_func ("/cli/library/export-add", test_export_add);
  g_test_add_func ("/cli/library/add-names", test_add_names);
  g_test_add_func ("/cli/library/export-automaton", test_export_automaton);
  g_test_add_func ("/cli/library/name-not-file-name", test_name_not_file_name);
  g_test_add_func ("/cli/library/bad-user-folder", test_bad_user_folder);
  g_test_add_func ("/cli/library/game-names", test_game_names);
  g_test_add_func ("/cli/library/user-game-names", test_user_game_names);
  g_test_add_func ("/cli/library/names-shadow-no-rule", test_names_shadow_no_rule);
  g_test_add_func ("/cli/library/one-game-parser", test_one_game_parser);
  return g_test_run ();
}
