/* test-cli-errors.c: the `wythoff` command line's refusals: bad arguments, out-of-range numbers, its messages, --time-budget and an address-space limit. */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include "config.h"
#include "wy-recursion.h"
#include "wy-solution.h"

#include "wy-test-run.h"

/* --time-budget SECONDS, anywhere: its range, and a cap a time model sets
 * moving with it (nimpq:a=b=p=q=1000 under abstract: 62 at 2 s). */
static void
test_time_budget (void)
{
  const char *rule = "nimpq:a=1000,b=1000,p=1000,q=1000,reading=abstract";
  Run a = { 0 }, b = { 0 };

  CHECK_ERROR (FRAGMENTS ("--time-budget 0.5 is out of range", "from 1 to 600 seconds"),
               "--time-budget", "0.5", "ppos", "wythoff", "--size", "9");
  CHECK_ERROR (FRAGMENTS ("--time-budget 601 is out of range", "from 1 to 600 seconds"),
               "ppos", "wythoff", "--size", "9", "--time-budget=601");
  CHECK_ERROR (FRAGMENTS ("--time-budget 2s is not a number", "from 1 to 600 seconds"),
               "ppos", "wythoff", "--time-budget", "2s", "--size", "9");
  /* plain decimals, as every other number: not read as 16 s, 10 s and 20 s (before) */
  CHECK_ERROR (FRAGMENTS ("--time-budget 0x10 is not a number", "from 1 to 600 seconds"),
               "ppos", "wythoff", "--time-budget", "0x10", "--size", "9");
  CHECK_ERROR (FRAGMENTS ("--time-budget 1e1 is not a number", "from 1 to 600 seconds"),
               "ppos", "wythoff", "--time-budget=1e1", "--size", "9");
  CHECK_ERROR (FRAGMENTS ("--time-budget +20 is not a number", "from 1 to 600 seconds"),
               "ppos", "wythoff", "--time-budget", "+20", "--size", "9");
  CHECK_ERROR (FRAGMENTS ("--time-budget -1 is out of range", "from 1 to 600 seconds"),
               "ppos", "wythoff", "--time-budget", "-1", "--size", "9");
  CHECK_ERROR (FRAGMENTS ("--time-budget needs SECONDS", "from 1 to 600"), "ppos", "wythoff",
               "--size", "9", "--time-budget");
  CHECK_ERROR (FRAGMENTS ("no command given"), "--time-budget", "3");
  CHECK_ERROR (FRAGMENTS ("--size 63 is beyond the budget for this game (a time budget of 2 s",
                          "must be from 1 to 62"), "ppos", rule, "--size", "63");
  CHECK_ERROR (FRAGMENTS ("--size 63 is beyond the budget for this game (a time budget of 1 s",
                          "larger --time-budget"), "ppos", rule, "--size", "63",
               "--time-budget", "1");
  /* so do a table's rows beyond such a cap (not "the memory budget") */
  CHECK_ERROR (FRAGMENTS ("--count 544", "beyond the time budget", "Imitation Nim",
                          "from 1 to about 543", "larger time budget (--time-budget"),
               "table", "imitation:p=3", "--count", "544");
  CHECK_ERROR (FRAGMENTS ("--count 100", "beyond the time budget", "from 1 to 31",
                          "--time-budget"), "table", rule, "--count", "100");
  /* a position beyond a cap the time budget sets says so, as --size does */
  CHECK_ERROR (FRAGMENTS ("position (63, 0) needs a board beyond the budget for this game "
                          "(a time budget of 2 s", "from 0 to 61", "larger --time-budget"),
               "moves", rule, "63,0");
  CHECK_ERROR (FRAGMENTS ("position (3000, 1) needs a board beyond the budget for this game "
                          "(a time budget of 2 s by the measured model of Imitation Nim",
                          "--time-budget"), "moves", "imitation:p=3", "3000,1");
  CHECK_ERROR (FRAGMENTS ("position 200000000 needs a board beyond the budget for this game "
                          "(the memory budget of 2 GiB)", "upmark", "from 1 to 199999999"),
               "moves", "upmark", "200000000");
  RUN (&a, "--time-budget", "3", "ppos", rule, "--size", "63");
  RUN (&b, "ppos", rule, "--time-budget=3", "--size", "63");
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.out, ==, b.out);
  run_clear (&a);
  run_clear (&b);
  RUN (&a, "--help");
  g_assert_nonnull (strstr (a.out, "--time-budget SECONDS (1 to 600; 2 unless given)"));
  run_clear (&a);
}

/* A missing or extra argument names what the command takes: GAME only
 * where it takes a GAME, and no empty list where it takes none. */
static void
check_argument_counts (void)
{
  static const char *const missing[][2] = { { "figure", "figure needs ITEM" },
                                            { "check", "check needs mark" },
                                            { "sweep", "sweep needs GRID" } };
  static const char *const extra[][3] = { { "bench", "--quick", "bench" },
                                          { "figure", "--list", "figure" } };
  Run run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (missing); i++)
    {
      CHECK_ERROR (FRAGMENTS (missing[i][1], "--help"), missing[i][0]);
      RUN (&run, missing[i][0]);
      g_assert_null (strstr (run.err, "GAME"));
      run_clear (&run);
    }
  for (guint i = 0; i < G_N_ELEMENTS (extra); i++)
    {
      CHECK_ERROR (FRAGMENTS ("unexpected argument 'surplus'", "takes no argument"),
                   extra[i][0], extra[i][1], "surplus");
      RUN (&run, extra[i][0], extra[i][1], "surplus");
      g_assert_null (strstr (run.err, "only  "));
      run_clear (&run);
    }
  CHECK_ERROR (FRAGMENTS ("unexpected argument 'wythoff'", "it takes only --from FIGURE.png"),
               "export", "wythoff", "--from", "x.png", "-o", "never.png");
  CHECK_ERROR (FRAGMENTS ("table needs GAME", "GAME is a rule string"), "table");
  /* a library game's name is a GAME (test-library-cli); a text that is neither a rule string
   * nor a name keeps the parser's message */
  CHECK_ERROR (FRAGMENTS ("unknown game family 'adjoin-nimm'", "choose one of nim, wythoff",
                          "did you mean 'adjoin-nim'?"),
               "ppos", "adjoin-nimm", "--size", "3");
  CHECK_ERROR (FRAGMENTS ("unexpected argument 'x'", "it takes only GAME"), "ppos", "wythoff",
               "x", "--size", "3");
}

static void
test_errors (void)
{
  check_error ((const char *const[]) { NULL }, FRAGMENTS ("no command"));
  CHECK_ERROR (FRAGMENTS ("unknown command", "frob"), "frob");
  CHECK_ERROR (FRAGMENTS ("unknown command 'tabel' (did you mean 'table'?): choose ppos"), "tabel");
  CHECK_ERROR (FRAGMENTS ("unknown command 'solve': choose ppos"), "solve");
  CHECK_ERROR (FRAGMENTS ("--format jsn is not available here (did you mean 'json'?): choose "
                          "text, csv or json"), "ppos", "wythoff", "--size", "5", "--format", "jsn");
  CHECK_ERROR (FRAGMENTS ("--format xml is not available here: choose"), "ppos", "wythoff",
               "--size", "5", "--format", "xml");
  CHECK_ERROR (FRAGMENTS ("--format bfil is not available here (did you mean 'bfile'?)"),
               "sequence", "wythoff", "ppos-x", "--format", "bfil");
  CHECK_ERROR (FRAGMENTS ("unknown --question 'n-pos' (did you mean 'n-ppos'?): choose"),
               "sweep", "wyt:a={1..2}", "--question", "n-pos", "--size", "20");
  CHECK_ERROR (FRAGMENTS ("wythof", "wythoff", "nimpq"), "ppos", "wythof", "--size", "3");
  CHECK_ERROR (FRAGMENTS ("'z'", "a, b"), "ppos", "wyt:z=1", "--size", "3");
  CHECK_ERROR (FRAGMENTS ("b=0", "from 1 to"), "table", "wyt:b=0");
  CHECK_ERROR (FRAGMENTS ("i=5", "from 1 to 4"), "ppos", "gamma:i=5", "--size", "3");
  CHECK_ERROR (FRAGMENTS ("misere"), "ppos", "nimpq:play=misere", "--size", "3");
  CHECK_ERROR (FRAGMENTS ("--size", "from 1 to"), "ppos", "wythoff", "--size", "0");
  CHECK_ERROR (FRAGMENTS ("--size", "from 1 to"), "steps", "wythoff");
  CHECK_ERROR (FRAGMENTS ("budget", "from 1 to"), "steps", "wythoff", "--size",
               "4000000000");
  CHECK_ERROR (FRAGMENTS ("outside", "from 0 to 2"), "moves", "wythoff", "4,4", "--size", "3");
  CHECK_ERROR (FRAGMENTS ("x,y"), "moves", "wythoff", "4");
  CHECK_ERROR (FRAGMENTS ("at least 1"), "moves", "upmark", "0");
  CHECK_ERROR (FRAGMENTS ("has no Grundy values", "normal play"), "grundy", "nimpq:p=2",
               "--size", "4");
  CHECK_ERROR (FRAGMENTS ("has no Grundy values", "normal play"), "grundy", "wythoff:play=misere",
               "--size", "4");
  CHECK_ERROR (FRAGMENTS ("has no Grundy values", "normal play"), "grundy", "imitation",
               "--size", "4");
  CHECK_ERROR (FRAGMENTS ("--format xml", "csv"), "ppos", "wythoff", "--size", "3", "-f", "xml");
  CHECK_ERROR (FRAGMENTS ("--format json", "csv"), "steps", "wythoff", "--size", "3",
               "-f", "json");
  CHECK_ERROR (FRAGMENTS ("--bogus"), "table", "wythoff", "--bogus");
  CHECK_ERROR (FRAGMENTS ("GAME"), "table");
  CHECK_ERROR (FRAGMENTS ("--count", "from 1 to"), "table", "wythoff", "--count", "0");
  CHECK_ERROR (FRAGMENTS ("--step", "from 0 to 2"), "board", "wythoff", "--size", "5",
               "--step", "3");
  CHECK_ERROR (FRAGMENTS ("--count"), "limit", "wythoff");
  CHECK_ERROR (FRAGMENTS ("limit", "mark"), "limit", "mark", "--count", "5");
  /* the options of --series, given without it, say so (not "Unknown option") */
  CHECK_ERROR (FRAGMENTS ("--format goes with --series K"), "limit", "wythoff", "--count", "9",
               "--format", "csv");
  CHECK_ERROR (FRAGMENTS ("-o goes with --series K"), "limit", "wythoff", "--count", "9", "-o",
               "never.png");
  CHECK_ERROR (FRAGMENTS ("--width goes with --series K"), "limit", "wythoff", "--count", "9",
               "--width=300");
  check_argument_counts ();
}

/* A number below the range is out of range, with the allowed range, not
 * "not a number" (every numeric option of every command). */
static void
test_out_of_range (void)
{
  CHECK_ERROR (FRAGMENTS ("--size -1 is out of range", "from 1 to"), "ppos", "wythoff", "--size",
               "-1");
  CHECK_ERROR (FRAGMENTS ("--count -2 is out of range", "from 1 to"), "table", "wythoff",
               "--count", "-2");
  CHECK_ERROR (FRAGMENTS ("--fps -1 is out of range", "from 0.25 to 30 steps a second"),
               "export", "wythoff", "--size", "5", "--all-steps", "--fps", "-1", "-o",
               "never.gif");
  CHECK_ERROR (FRAGMENTS ("--dpi -300 is out of range", "from 10 to 4800"), "export", "wythoff",
               "--size", "5", "--dpi", "-300", "-o", "never.png");
  CHECK_ERROR (FRAGMENTS ("--width -0.5 is out of range", "from 16 to 32767 pixels"), "export",
               "wythoff", "--size", "5", "--width", "-0.5", "-o", "never.png");
  CHECK_ERROR (FRAGMENTS ("--limit -1 is out of range", "from 0 to 3600 seconds"), "bench",
               "--caps", "--limit", "-1");
  CHECK_ERROR (FRAGMENTS ("N 99999999999999999999 is out of range", "from 0 to"), "numeration",
               "gamma:i=1,s=2", "99999999999999999999");
  /* U is Gamma_1's in normal play without blocking: the variants are other games */
  CHECK_ERROR (FRAGMENTS ("U for gamma:i=1,s=2,t=3 in normal play without blocking, not for "
                          "gamma:i=1,s=2,t=3,play=misere"), "numeration",
               "gamma:i=1,s=2,t=3,play=misere", "5", "--check", "50");
  CHECK_ERROR (FRAGMENTS ("not for gamma:i=1,s=2,t=3,block=2"), "numeration",
               "gamma:i=1,s=2,t=3,block=2", "5", "--format", "json");
  CHECK_ERROR (FRAGMENTS ("--width -1.2.3 is not a number"), "export", "wythoff", "--size", "5",
               "--width", "-1.2.3", "-o", "never.png");
  g_assert_false (g_file_test ("never.gif", G_FILE_TEST_EXISTS));
}

/* The 2 GiB a command may use: within it, or refused before any work; and
 * advice to use --recursion only where it then works. */
static void
check_budget_and_advice (void)
{
  const char *dead_ends[] = { "stwythoff:s=1000,t=1000", "restricted:s=1000,t=1000" };
  Run run = { 0 };

  /* within the declared 2 GiB, or refused before any work */
  RUN (&run, "grundy", "upmark", "--size", "200000000", "--region", "199999998,199999999");
  g_assert_cmpint (run.status, ==, 0);
  /* within the declared 2 GiB (the values: tests/test-sparse.c's fast path) */
  g_assert_true (g_str_has_prefix (run.out, "n,g\n199999998,"));
  g_assert_nonnull (strstr (run.out, "\n199999999,"));
  run_clear (&run);
  {
    struct rusage usage;
    getrusage (RUSAGE_CHILDREN, &usage);
    g_assert_cmpint (usage.ru_maxrss, <, 2 * 1024 * 1024);  /* KiB: under 2 GiB */
  }
  CHECK_ERROR (FRAGMENTS ("--size 200000001", "from 1 to 200000000"), "grundy", "upmark",
               "--size", "200000001");
  /* advice to use --recursion only where it then works (stwythoff has none);
   * 1000 rows of these need a board beyond the P-set engine's 2000000 */
  for (guint i = 0; i < G_N_ELEMENTS (dead_ends); i++)
    {
      gboolean advised;

      CHECK_ERROR (FRAGMENTS ("--count 1000", "memory budget"), "table", dead_ends[i], "--count",
                   "1000");
      RUN (&run, "table", dead_ends[i], "--count", "1000");
      advised = strstr (run.err, "--recursion") != NULL;
      g_assert_true (advised == (i == 1));
      run_clear (&run);
      RUN (&run, "table", dead_ends[i], "--count", "1000", "--recursion");
      g_assert_cmpint (run.status, ==, advised ? 0 : 2);
      run_clear (&run);
    }
}

/* One number parser, one message style, the real range, no dead-end advice. */
static void
test_arguments (void)
{
  const char *bad_sizes[] = { "abc", "5x", "2.5", "+5", "", "-", "-x", "2^", "^3", "2^-1",
                              "2^3^2", "2 ^3", "1e3" };
  Run run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (bad_sizes); i++)
    CHECK_ERROR (FRAGMENTS ("--size", "is not a whole number", "from 1 to"), "ppos", "wythoff",
                 "--size", bad_sizes[i]);
  /* a power as the papers write sizes (10^6, 2^27), in --size, --count and positions alike;
   * one too large for 64 bits is out of range, not wrapped */
  CHECK ("(0, 0)\n(2, 1)\n(1, 2)\n", "ppos", "wythoff", "--size", "3^1");
  CHECK ("(0, 0)\n", "ppos", "wythoff", "--size", "0^0");
  CHECK ("0\n2\n6\n", "ppos", "mark:k=2", "--size", "2^3 ");
  CHECK_ERROR (FRAGMENTS ("--size 2^64 is beyond the budget", "from 1 to 2000000"), "ppos",
               "wythoff", "--size", "2^64");
  CHECK_ERROR (FRAGMENTS ("--size 10^99999999999999999999 is beyond the budget"), "ppos",
               "wythoff", "--size", "10^99999999999999999999");
  RUN (&run, "moves", "wythoff", "2^3,13", "--format", "json");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"position\":[8,13],\"status\":\"P\""));
  run_clear (&run);
  RUN (&run, "table", "wythoff", "--count", "2^2", "--format", "csv");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "n,x,y,d\n0,0,0,0\n1,1,2,1\n2,3,5,2\n3,4,7,3\n");
  run_clear (&run);
  /* spaces around a number: forgiven alike in --size, --count, positions and --region */
  CHECK ("(0, 0)\n(2, 1)\n(1, 2)\n", "ppos", "wythoff", "--size", " 3 ");
  RUN (&run, "table", "wythoff", "--count", " 2");
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  RUN (&run, "moves", "wythoff", " 1, 2 ");
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  RUN (&run, "steps", "wythoff", "--size", "3", "--region", " 0, 0,1 ,1");
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  CHECK_ERROR (FRAGMENTS ("a is given twice"), "ppos", "wyt:a=1,a=2", "--size", "3");
  /* board's own limit, however large the number */
  CHECK_ERROR (FRAGMENTS ("from 1 to 1000"), "board", "wythoff", "--size", "99999999999");
  CHECK_ERROR (FRAGMENTS ("--width 5 is out of range", "from 16 to 32767 pixels"), "export",
               "wythoff", "--size", "5", "--width", "5", "-o", "never.png");
  CHECK_ERROR (FRAGMENTS ("--width x is not a number", "from 16 to 32767 pixels"), "export",
               "wythoff", "--size", "5", "--width", "x", "-o", "never.png");
  CHECK_ERROR (FRAGMENTS ("from 0.136 to 277.427 cm at 300 dpi"), "export", "wythoff", "--size",
               "5", "--width", "300", "--unit", "cm", "-o", "never.png");
  CHECK_ERROR (FRAGMENTS ("994 frames", "at most 3 billion"), "export", "wythoff", "--size",
               "2600", "--all-steps", "--width", "12000", "-o", "never.png");
  g_assert_false (g_file_test ("never.png", G_FILE_TEST_EXISTS));
  check_budget_and_advice ();
}

/* grundy --value: a bad value or size names the range the core accepts
 * (values 0 to 255; sizes to 2000000, fewer for wide bands), not 0 to 2^32 - 1. */
static void
check_class_ranges (void)
{
  static const char *const cases[][5] = {
    { "wythoff", "-1", "9", "--value -1 is out of range", "from 0 to 255" },
    { "wythoff", "x", "9", "--value x is not a whole number", "from 0 to 255" },
    { "wythoff", "1", "0", "--size 0 is out of range", "from 1 to 2000000" },
    { "wythoff", "1", "-4", "--size -4 is out of range", "from 1 to 2000000" },
    { "wyt:a=1000,b=1000", "3", "x", "--size x is not a whole number", "from 1 to 322420" },
    { "wythoff", "1", "99999999999", "--size 99999999999 is beyond the budget",
      "from 1 to 2000000" },
  };
  Run run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CHECK_ERROR (FRAGMENTS (cases[i][3], cases[i][4]), "grundy", cases[i][0], "--value",
                   cases[i][1], "--size", cases[i][2]);
      RUN (&run, "grundy", cases[i][0], "--value", cases[i][1], "--size", cases[i][2]);
      g_assert_null (strstr (run.err, "4294967295"));
      run_clear (&run);
    }
  CHECK_ERROR (FRAGMENTS ("--size is required", "from 1 to 2000000"), "grundy", "wythoff",
               "--value", "1");
  /* a size beyond the cap keeps the core's reason, and is named --size as every other
   * command names it (it was "board size 3000000 is out of range ...") */
  CHECK_ERROR (FRAGMENTS ("--size 3000000 is beyond the budget for the positions of Grundy "
                          "value 1 (the largest board of the sweep): --size must be from 1 to "
                          "2000000"), "grundy", "wythoff", "--value", "1", "--size", "3000000");
  CHECK_ERROR (FRAGMENTS ("--size 2^40 is beyond the budget for the positions of Grundy value 200 "
                          "(", "): --size must be from 1 to "), "grundy", "wythoff", "--value",
               "200", "--size", "2^40");
}

/* A coordinate beyond 32 bits is a whole number out of range, not a
 * malformed position: the message names the position as given and the
 * range, as one just beyond the cap does (2^32 - 1 itself included). */
static void
check_huge_positions (void)
{
  CHECK_ERROR (FRAGMENTS ("position 99999999999,1 needs a board beyond", "from 0 to 1999999"),
               "moves", "wythoff", "99999999999,1");
  CHECK_ERROR (FRAGMENTS ("position 1,4294967296 is outside the board of side 10",
                          "from 0 to 9"), "moves", "wythoff", "1,4294967296", "--size", "10");
  CHECK_ERROR (FRAGMENTS ("position 99999999999 needs a board beyond", "from 0 to"), "moves",
               "mark", "99999999999");
  CHECK_ERROR (FRAGMENTS ("component 0", "must be below 4096"), "sum", "wythoff",
               "99999999999,1");
  CHECK_ERROR (FRAGMENTS ("component 1", "must be below 200000000"), "sum", "nim", "1,1",
               "mark", "4294967296");
  CHECK_ERROR (FRAGMENTS ("position 99999999999,1,1 needs a cube beyond", "from 0 to"),
               "moves", "nim3", "99999999999,1,1");
  CHECK_ERROR (FRAGMENTS ("position 4294967295,1,1 needs a cube beyond", "from 0 to"),
               "moves", "nim3", "4294967295,1,1");
  CHECK_ERROR (FRAGMENTS ("position 4294967295,1,1 is outside the cube of side 5",
                          "from 0 to 4"), "moves", "nim3", "4294967295,1,1", "--size", "5");
}

/* A sequence with fewer terms within the largest board than asked names how
 * many there are, not just "ask for fewer": wytc:a=0,b=2,c=1's P-positions
 * are (2n, n), so one has x <= y; under block=1000 every n of mark is P;
 * fraenkel3's cube stops at 64 (23 of its P-positions (1, y, z) by y). */
static void
check_sequence_counts (void)
{
  CHECK_ERROR (FRAGMENTS ("2 terms reach beyond the largest board", "side 2000000",
                          "the count must be from 1 to 1 here"),
               "sequence", "wytc:a=0,b=2,c=1", "ppos-x", "--count", "2");
  CHECK_ERROR (FRAGMENTS ("3 terms reach beyond the largest pile", "no term from the first "
                          "one asked"), "sequence", "mark:block=1000", "pile-n", "--count", "3");
  CHECK_ERROR (FRAGMENTS ("24 terms of X = 1", "side 64", "the count must be from 1 to 23"),
               "sequence", "fraenkel3", "ppos3-z=1", "--count", "24");
  CHECK_ERROR (FRAGMENTS ("30 terms of X = 40", "no term from the first one asked"),
               "sequence", "fraenkel3", "ppos3-z=40", "--count", "30");
  CHECK_ERROR (FRAGMENTS ("X = 100000 is beyond the largest cube", "side 64",
                          "X must be from 0 to 63"),
               "sequence", "fraenkel3", "ppos3-y=100000", "--count", "5");
}

/* A message is one line of UTF-8 text a reader can decode: before, the cut at 400 bytes fell
 * inside a character ("é" is two bytes), bytes that are no UTF-8 and C1 controls (U+009B, a
 * terminal's CSI) were echoed as they came. */
static void
check_message_utf8 (void)
{
  g_autoptr (GString) long_rule = g_string_new ("wyt:a=1,b=2,");
  g_autoptr (GString) long_word = g_string_new (NULL);
  Run run = { 0 };

  for (guint i = 0; i < 300; i++)
    g_string_append (long_rule, "é");
  for (guint i = 0; i < 40; i++)
    g_string_append (long_word, "é");
  RUN (&run, "ppos", long_rule->str, "--size", "3");
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (g_utf8_validate (run.err, -1, NULL));
  g_assert_true (g_str_has_suffix (run.err, "…\n"));
  run_clear (&run);
  RUN (&run, long_word->str);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (g_utf8_validate (run.err, -1, NULL));
  run_clear (&run);
  CHECK_ERROR (FRAGMENTS ("'wyt\\u009b31m\\xff'"), "ppos", "wyt\xc2\x9b" "31m\xff", "--size", "3");
}

/* The x of the positions x <= y of Grundy value 255 of wythoff, by x, as grundy --value lists
 * them on the sweep's largest board (390625, read from its refusal of one more). */
static GArray *
class_xs (guint *cap)
{
  const char *after = "must be from 1 to ";
  GArray *xs = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autofree char *size = NULL;
  g_auto (GStrv) lines = NULL;
  Run run = { 0 };

  RUN (&run, "grundy", "wythoff", "--value", "255", "--size", "2000000");
  g_assert_nonnull (strstr (run.err, after));
  *cap = (guint) g_ascii_strtoull (strstr (run.err, after) + strlen (after), NULL, 10);
  run_clear (&run);
  size = g_strdup_printf ("%u", *cap);
  RUN (&run, "grundy", "wythoff", "--value", "255", "--size", size, "--format", "csv");
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 1; lines[i] && lines[i][0]; i++)
    {
      guint64 x = g_ascii_strtoull (lines[i], NULL, 10);
      guint64 y = g_ascii_strtoull (strchr (lines[i], ',') + 1, NULL, 10);

      if (x <= y)
        g_array_append_val (xs, x);
    }
  run_clear (&run);
  return xs;
}

static gint
cmp_u64 (gconstpointer a, gconstpointer b)
{
  guint64 u = *(const guint64 *) a, v = *(const guint64 *) b;

  return u < v ? -1 : u > v;
}

/* sequence class=G: the boards doubled toward 2000000 and the sweep of G refused the first
 * beyond its cap ("board size 400016 is out of range ...: the size must be from 1 to 390625",
 * a size sequence does not take), though the terms asked lay on the cap's board: now they are
 * given (as grundy --value lists them there), and a count beyond the cap is told as a count. */
static void
test_sequence_class_cap (void)
{
  guint cap;
  g_autoptr (GArray) xs = class_xs (&cap);
  g_autofree char *last = NULL;
  Run run = { 0 };

  g_array_sort (xs, cmp_u64);
  g_assert_cmpuint (4 * 100000 + 16, >, cap);
  g_assert_cmpuint (xs->len, >=, 100000);
  RUN (&run, "sequence", "wythoff", "class=255", "--count", "100000", "--format", "bfile");
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  last = g_strdup_printf ("\n99999 %" G_GUINT64_FORMAT "\n", g_array_index (xs, guint64, 99999));
  g_assert_true (g_str_has_suffix (run.out, last));
  run_clear (&run);
  CHECK_ERROR (FRAGMENTS ("100000 terms reach beyond the largest board", "the count must be from "
                          "1 to"), "sequence", "wyt:a=1000,b=1000", "class=255", "--count",
               "100000");
  RUN (&run, "sequence", "wyt:a=1000,b=1000", "class=255", "--count", "100000");
  g_assert_null (strstr (run.err, "the size must be"));
  run_clear (&run);
}

/* Messages name the problem and the range that really applies; what came
 * from the user is escaped and cut; lenient spellings are refused. */
static void
test_messages (void)
{
  g_autofree char *huge = g_strnfill (131000, 'a');
  Run run = { 0 };

  CHECK_ERROR (FRAGMENTS ("wyt\\x1b[31m"), "ppos", "wyt\x1b[31m", "--size", "3");
  run_argv (&run, (const char *const[]) { "ppos", huge, "--size", "3", NULL });
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpuint (strlen (run.err), <, 600);
  g_assert_nonnull (strstr (run.err, "131000 characters long: at most 5000"));
  run_clear (&run);
  CHECK_ERROR (FRAGMENTS ("-1,7", "negative", "from 0"), "moves", "wythoff", "-1,7",
               "--size", "10");
  check_huge_positions ();
  check_class_ranges ();
  check_sequence_counts ();
  check_message_utf8 ();
  CHECK_ERROR (FRAGMENTS ("--region", "--value"), "grundy", "wythoff", "--value", "3",
               "--size", "100", "--region", "1,1,2,2");
  CHECK_ERROR (FRAGMENTS ("f.jpg", ".png", ".csv"), "figure", "000:fig2", "-o", "f.jpg");
  /* formats by their names, and only those the command writes */
  CHECK_ERROR (FRAGMENTS ("c.gif", "this plot is written as .png, .svg or .pdf"), "classes",
               "wythoff", "--size", "100", "-o", "c.gif");
  CHECK_ERROR (FRAGMENTS ("l.bmp", "this plot is written as .png, .svg, .pdf or .tex"), "limit",
               "wyt:a=2,b=3", "--count", "100", "--series", "5", "-o", "l.bmp");
  CHECK_ERROR (FRAGMENTS ("--format xml", "choose text, csv or json"), "ppos", "wythoff",
               "--size", "5", "--format", "xml");
  CHECK_ERROR (FRAGMENTS ("--format csv", "choose text or json"), "moves", "wythoff", "1,2",
               "--format", "csv");
  CHECK_ERROR (FRAGMENTS ("--format JSON", "json"), "ppos", "wythoff", "--size", "5",
               "--format", "JSON");
  CHECK_ERROR (FRAGMENTS ("18446744073709551616 is out of range", "0 to"), "ppos",
               "wyt:a=18446744073709551616", "--size", "3");
  CHECK_ERROR (FRAGMENTS ("a=+1 is not an integer"), "ppos", "wyt:a=+1", "--size", "3");
  CHECK_ERROR (FRAGMENTS ("no key after the colon"), "ppos", "wythoff:", "--size", "3");
  CHECK_ERROR (FRAGMENTS ("--dpi 0x10 is not a number", "10 to 4800"), "export", "wythoff",
               "--size", "23", "--dpi", "0x10", "-o", "never.png");
  CHECK_ERROR (FRAGMENTS ("--width 1e3 is not a number"), "export", "wythoff", "--size", "23",
               "--width", "1e3", "-o", "never.png");
  CHECK_ERROR (FRAGMENTS ("--size is given twice"), "ppos", "wythoff", "--size", "3", "--size",
               "4");
  CHECK_ERROR (FRAGMENTS ("too large", "at most 32767 pixels"), "export", "wythoff", "--size",
               "23", "--width", "16000", "-o", "never.png");
  CHECK_ERROR (FRAGMENTS ("994 frames", "at most 3 billion"), "export", "wythoff", "--size",
               "2600", "--all-steps", "--width", "12000", "-o", "never.png");
  g_assert_false (g_file_test ("never.png", G_FILE_TEST_EXISTS));
  /* --help into a full device is a failed write, not success */
  {
    g_autofree char *cmd = g_strdup_printf ("'%s' ppos --help > /dev/full", wythoff);
    const char *argv[] = { "/bin/sh", "-c", cmd, NULL };
    int status;
    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                                 NULL, NULL, NULL, &status, NULL));
    g_assert_true (WIFEXITED (status));
    g_assert_cmpint (WEXITSTATUS (status), ==, 2);
  }
}

/* An option's text is read as UTF-8 whatever the locale, as GAME is: under LC_ALL=C GOption
 * refused a caption "é" (it converts from the locale's charset), and a value that is no UTF-8
 * was "Invalid byte sequence in conversion input", naming no option. */
static void
test_option_text (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-text-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "caption.png", NULL);
  g_autofree char *old = g_strdup (g_getenv ("LC_ALL"));
  Run run = { 0 };

  g_setenv ("LC_ALL", "C", TRUE);
  RUN (&run, "export", "wythoff", "--size", "5", "--caption", "Wythoff’s game, é", "-o", png);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_test (png, G_FILE_TEST_EXISTS));
  run_clear (&run);
  CHECK_ERROR (FRAGMENTS ("export: --caption \\xff\\xfe bad is not text", "UTF-8"), "export",
               "wythoff", "--size", "5", "--caption", "\xff\xfe bad", "-o", png);
  CHECK_ERROR (FRAGMENTS ("library: --author \\xe9 is not text", "UTF-8"), "library", "list",
               "--author", "\xe9");
  if (old)
    g_setenv ("LC_ALL", old, TRUE);
  else
    g_unsetenv ("LC_ALL");
  CHECK_ERROR (FRAGMENTS ("ppos: --size \\xff is not text", "UTF-8"), "ppos", "wythoff",
               "--size", "\xff");
  g_remove (png);
  g_rmdir (dir);
}

static void
limit_memory (gpointer data)
{
  struct rlimit rl = { 300u << 20, 300u << 20 };
  setrlimit (RLIMIT_AS, &rl);
}

/* Whether a test under the address-space limit cannot run: AddressSanitizer's shadow
 * memory does not fit in 300 MB (the program aborts before it starts). */
static gboolean
skip_limited (void)
{
#ifdef WY_TEST_ASAN
  g_test_skip ("not under AddressSanitizer");
  return TRUE;
#else
  return FALSE;
#endif
}

/* wythoff with the NULL-terminated arguments under the 300 MB limit, its output thrown
 * away: its wait status, its stderr in err. */
static int
run_limited (const char *const *args, char **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  int status;

  g_ptr_array_add (argv, (char *) wythoff);
  for (guint k = 0; args[k]; k++)
    g_ptr_array_add (argv, (char *) args[k]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL,
                               limit_memory, NULL, NULL, err, &status, NULL));
  return status;
}

/* Under a 300 MB address-space limit no command aborts: each answers, or
 * says in one line that the memory is not there, and exits with 2. */
static void
test_out_of_memory (void)
{
  static const char *const commands[][8] = {
    { "classes", "wythoff", "--upto", "30", "--size", "1000000" },
    { "ppos", "wythoff", "--size", "2000000" },
    { "steps", "upmark", "--size", "100000000" },
    { "grundy", "wythoff", "--value", "8", "--size", "1000000" },
    { "periods", "wythoff", "--rows", "64", "--upto", "120000" },
    { "ppos", "stwythoff:s=2,t=3", "--size", "2000000" },
    { "grundy", "wythoff", "--size", "4096", "--region", "4095,4095,4095,4095" },
    { "table", "wythoff", "--count", "300000" },
  };

  if (skip_limited ())
    return;

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *err = NULL;
      int status = run_limited (commands[i], &err);

      g_test_message ("%s %s: %s", commands[i][0], commands[i][1], err);
      g_assert_true (WIFEXITED (status));
      g_assert_true (WEXITSTATUS (status) == 0 || WEXITSTATUS (status) == 2);
      if (WEXITSTATUS (status) == 2)
        {
          g_assert_true (g_str_has_prefix (err, "wythoff: "));
          g_assert_true (strchr (err, '\n') == err + strlen (err) - 1);
        }
    }
}

/* A file to check against that never ends (/dev/zero) or is far too long is refused in one
 * line naming it and the limit, under the same 300 MB address-space limit: before, `sequence
 * --check` and `automaton --check` read it whole into memory (2 GB in three seconds) and
 * aborted there. */
static void
test_endless_file (void)
{
  static const char *const commands[][8] = {
    { "sequence", "wythoff", "ppos-x", "--check", "/dev/zero" },
    { "automaton", "--check", "/dev/zero", "wythoff" },
  };
  static const char *const limits[] = { "not text", "more than" };

  if (skip_limited ())
    return;

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *err = NULL;
      int status = run_limited (commands[i], &err);

      g_test_message ("%s: %s", commands[i][0], err);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 2);
      g_assert_true (g_str_has_prefix (err, "wythoff: /dev/zero"));
      g_assert_nonnull (strstr (err, limits[i]));
      g_assert_true (strchr (err, '\n') == err + strlen (err) - 1);
    }
}

/* The range the core gives (the side a command's refusal names), read from its message. */
static guint
named_max (const char *const *args, const char *after)
{
  Run run = { 0 };
  const char *at;
  guint max;

  run_argv (&run, args);
  at = strstr (run.err, after);
  g_assert_nonnull (at);
  max = (guint) g_ascii_strtoull (at + strlen (after), NULL, 10);
  run_clear (&run);
  return max;
}

/* periods --upto 0, 10^30 or x named the parser's range, 1 to 4294967295, though the strip of
 * 8 rows (the default) reaches as far as the core says a length beyond it reaches (64 rows:
 * less); a game without a strip keeps its own refusal. */
static void
check_periods_upto (void)
{
  static const char *const rows[] = { "8", "64" };
  static const char *const bad[] = { "0", "10^30", "x" };
  Run run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      guint max = named_max ((const char *const[]) { "periods", "wythoff", "--rows", rows[i],
                                                     "--upto", "4294967295", NULL },
                             "reaches from 1 to ");
      g_autofree char *range = g_strdup_printf ("--upto must be from 1 to %u", max);

      for (guint j = 0; j < G_N_ELEMENTS (bad); j++)
        {
          CHECK_ERROR (FRAGMENTS (range), "periods", "wythoff", "--rows", rows[i], "--upto",
                       bad[j]);
          RUN (&run, "periods", "wythoff", "--rows", rows[i], "--upto", bad[j]);
          g_assert_null (strstr (run.err, "4294967295"));
          run_clear (&run);
        }
    }
  CHECK_ERROR (FRAGMENTS ("strip are computed for the line families", "not for mark:k=2"),
               "periods", "mark", "--upto", "0");
}

/* classes without --size on a game whose classes 0 to 255 the default side (100000) is
 * beyond: the refusal named "--size 100000", an option not given; it names the default and the
 * range --size has, the one named when --size is given. */
static void
check_classes_default_size (void)
{
  guint max = named_max ((const char *const[]) { "classes", "wyt:a=1000,b=1000", "--upto",
                                                 "255", "--size", "100000", NULL },
                         "--size must be from 8 to ");
  g_autofree char *range = g_strdup_printf ("give --size, from 8 to %u", max);
  Run run = { 0 };

  g_assert_cmpuint (max, <, 100000);
  CHECK_ERROR (FRAGMENTS ("the default board side 100000", "classes 0 to 255", range), "classes",
               "wyt:a=1000,b=1000", "--upto", "255");
  RUN (&run, "classes", "wyt:a=1000,b=1000", "--upto", "255");
  g_assert_null (strstr (run.err, "--size 100000"));
  run_clear (&run);
}

/* Messages an audit found naming the wrong range or problem: a negative position after "--"
 * is negative as without it (sum's positions too); classes beyond its cap names classes' own range (from 8) and
 * not grundy --value's; automaton's size names the game's cap, asked of the core. */
static void
test_audit_ranges (void)
{
  guint classes_max = named_max ((const char *const[]) { "grundy", "wythoff", "--value", "200",
                                                         "--size", "2000000", NULL },
                                 "from 1 to ");
  guint board_max = named_max ((const char *const[]) { "ppos", "wythoff", "--size", "99999999",
                                                       NULL }, "from 1 to ");
  g_autofree char *classes_range = g_strdup_printf ("--size must be from 8 to %u", classes_max);
  g_autofree char *automaton_range = g_strdup_printf ("--size must be from 3 to %u", board_max);
  Run run = { 0 };

  CHECK_ERROR (FRAGMENTS ("moves: -1,2 is negative", "from 0"), "moves", "wythoff", "--",
               "-1,2");
  CHECK_ERROR (FRAGMENTS ("ppos: -3 is negative"), "ppos", "wythoff", "--size", "5", "--", "-3");
  /* sum's GAME POS pairs too: "Unknown option -3" without "--", and with it "'-1,2' has no
   * position", as if "--" were a game */
  CHECK_ERROR (FRAGMENTS ("sum: -3 is negative", "from 0"), "sum", "nim", "1,1", "mark", "-3");
  CHECK_ERROR (FRAGMENTS ("sum: -1,2 is negative", "from 0"), "sum", "--", "nim", "-1,2");
  CHECK_ERROR (FRAGMENTS ("sum: --format is given twice"), "sum", "-f", "json", "--format",
               "text", "nim", "1,1");
  CHECK_ERROR (FRAGMENTS ("--size 2000000", "classes 0 to 200", classes_range), "classes",
               "wythoff", "--upto", "200", "--size", "2000000");
  RUN (&run, "classes", "wythoff", "--upto", "200", "--size", "2000000");
  g_assert_null (strstr (run.err, "from 1 to"));
  run_clear (&run);
  check_classes_default_size ();
  CHECK_ERROR (FRAGMENTS ("--size 2", "automaton", automaton_range), "automaton", "wythoff",
               "--size", "2");
  RUN (&run, "automaton", "wythoff", "--size", "2");
  g_assert_null (strstr (run.err, "2147483647"));
  run_clear (&run);
  check_periods_upto ();
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  wythoff = g_getenv ("WYTHOFF");
  if (!wythoff)
    {
      g_printerr ("test-cli-errors: set WYTHOFF to the built wythoff binary\n");
      return 1;
    }
  g_test_add_func ("/cli/time-budget", test_time_budget);
  g_test_add_func ("/cli/errors", test_errors);
  g_test_add_func ("/cli/arguments", test_arguments);
  g_test_add_func ("/cli/out-of-range", test_out_of_range);
  g_test_add_func ("/cli/messages", test_messages);
  g_test_add_func ("/cli/option-text", test_option_text);
  g_test_add_func ("/cli/sequence-class-cap", test_sequence_class_cap);
  g_test_add_func ("/cli/out-of-memory", test_out_of_memory);
  g_test_add_func ("/cli/endless-file", test_endless_file);
  g_test_add_func ("/cli/audit-ranges", test_audit_ranges);
  return g_test_run ();
}
