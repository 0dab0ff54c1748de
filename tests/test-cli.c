/* test-cli.c: the `wythoff` command line: output formats against the papers, its commands and rules of your own (the refusals: test-cli-errors.c). */
#include <glib.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include "config.h"
#include "wy-recursion.h"
#include "wy-solution.h"

#include "wy-test-run.h"

static void
test_version (void)
{
  CHECK ("wythoff " PACKAGE_VERSION "\n", "--version");
}

static void
test_help (void)
{
  static const char *commands[] = { "ppos", "table", "steps", "moves", "grundy", "board",
                                    "compare", "limit", "sum" };
  Run run = { 0 };

  RUN (&run, "--help");
  g_assert_cmpint (run.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_assert_nonnull (strstr (run.out, commands[i]));
  /* families with their keys and ranges (docs/spec.md) */
  g_assert_nonnull (strstr (run.out, "nimpq"));
  g_assert_nonnull (strstr (run.out, "i=1..4"));
  g_assert_nonnull (strstr (run.out, "k=2.."));
  g_assert_nonnull (strstr (run.out, "upmark"));
  run_clear (&run);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      RUN (&run, commands[i], "--help");
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, commands[i]));
      g_assert_cmpstr (run.err, ==, "");
      run_clear (&run);
    }
}

/* Wythoff's P-positions (floor(n phi), floor(n phi^2)) and mirrors below
 * 20, sorted by y then x. */
static void
test_ppos (void)
{
  CHECK ("x,y\n0,0\n2,1\n1,2\n5,3\n7,4\n3,5\n10,6\n4,7\n13,8\n15,9\n6,10\n18,11\n8,13\n"
         "9,15\n11,18\n", "ppos", "wythoff", "--size", "20", "--format", "csv");
  CHECK ("(0, 0)\n(2, 1)\n(1, 2)\n(5, 3)\n(3, 5)\n", "ppos", "wythoff", "--size", "6");
  CHECK ("{\"game\":\"wythoff\",\"size\":6,\"ppos\":[[0,0],[2,1],[1,2],[5,3],[3,5]]}\n",
         "ppos", "wythoff", "--size", "6", "--format", "json");
  /* Fraenkel's Mark (paper 004): P = 0, 2, 6, 8, 10, 14, 18, 22 below 24 */
  CHECK ("n\n0\n2\n6\n8\n10\n14\n18\n22\n", "ppos", "mark", "--size", "24", "-f", "csv");
  /* UpMark: b_n = 1, 3, 7, 9, 11 */
  CHECK ("{\"game\":\"upmark\",\"size\":12,\"ppos\":[1,3,7,9,11]}\n",
         "ppos", "upmark", "--size", "12", "--format", "json");
}

/* Paper 000 Table 1, "NIM11 12" = wyt:a=1,b=2. */
static const char table1_csv[] = "n,x,y,d\n0,0,0,0\n1,2,3,1\n2,5,7,2\n3,9,12,3\n4,11,15,4\n";

static void
test_table (void)
{
  CHECK (table1_csv, "table", "wyt:a=1,b=2", "--count", "5", "--format", "csv");
  CHECK (table1_csv, "table", "wyt:a=1,b=2", "--count", "5", "--format", "csv", "--recursion");
  CHECK (" n  x  y  d\n 0  0  0  0\n 1  2  3  1\n 2  5  7  2\n", "table", "wyt:a=1,b=2",
         "--count", "3");
  CHECK ("\\begin{tabular}{|r|r|r|r|}\n\\hline\n$n$ & $x_n$ & $y_n$ & $y_n - x_n$ \\\\\n"
         "\\hline\n0 & 0 & 0 & 0 \\\\\n1 & 2 & 3 & 1 \\\\\n\\hline\n\\end{tabular}\n",
         "table", "wyt:a=1,b=2", "--count", "2", "--format", "latex");
  CHECK ("{\"game\":\"wyt:a=1,b=2\",\"source\":\"exact\",\"rows\":[{\"n\":0,\"x\":0,\"y\":0,"
         "\"d\":0},{\"n\":1,\"x\":2,\"y\":3,\"d\":1}]}\n",
         "table", "wyt:b=2", "--count", "2", "--format", "json");
  /* Paper 000 Table 1, "NIM11 21": p=1, a=1, q=2, b=1 */
  CHECK ("n,x,y,d\n0,0,0,0\n1,0,1,1\n2,1,3,2\n3,2,5,3\n4,2,6,4\n5,3,8,5\n6,4,10,6\n"
         "7,4,11,7\n8,5,13,8\n9,6,15,9\n10,7,17,10\n",
         "table", "nimpq:a=1,b=1,p=1,q=2", "--count", "11", "--format", "csv");
  /* Paper 004, Mark: a_n 0 1 3 4 5 7, b_n 0 2 6 8 10 14 */
  CHECK ("n,a,b\n0,0,0\n1,1,2\n2,3,6\n3,4,8\n4,5,10\n5,7,14\n",
         "table", "mark", "--count", "6", "--format", "csv");
  /* Paper 004, misere Mark: a_n 0 2 3 5, b_n 1 4 6 10 */
  CHECK ("n,a,b\n0,0,1\n1,2,4\n2,3,6\n3,5,10\n",
         "table", "mark:play=misere", "--count", "4", "--format", "csv");
}

static gboolean
has_line (const char *text, const char *line)
{
  g_autofree char *needle = g_strdup_printf ("\n%s\n", line);
  return strstr (text, needle) != NULL;
}

static guint
max_step (const char *csv)
{
  g_auto (GStrv) lines = g_strsplit (csv, "\n", -1);
  guint max = 0;

  for (guint i = 1; lines[i] && lines[i][0]; i++)
    max = MAX (max, (guint) atoi (strrchr (lines[i], ',') + 1));
  return max;
}

/* docs/spec.md, elimination checks from papers 000 and 001. */
static void
test_steps (void)
{
  g_auto (GStrv) lines = NULL;
  Run run = { 0 };

  RUN (&run, "steps", "wyt:a=1,b=2", "--size", "23");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "x,y,status,step\n0,0,P,1\n1,0,N,1\n"));
  g_assert_true (has_line (run.out, "2,3,P,2") && has_line (run.out, "3,2,P,2"));
  g_assert_true (has_line (run.out, "5,7,P,3") && has_line (run.out, "7,5,P,3"));
  g_assert_cmpuint (max_step (run.out), ==, 6);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 23 * 23 + 2);
  run_clear (&run);

  RUN (&run, "steps", "nimpq:p=2", "--size", "23", "--format", "csv");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (has_line (run.out, "1,1,P,2") && has_line (run.out, "2,2,N,2"));
  g_assert_true (has_line (run.out, "2,3,P,3") && has_line (run.out, "3,2,P,3"));
  g_assert_cmpuint (max_step (run.out), ==, 11);
  run_clear (&run);

  /* UpMark: 1 is terminal (P), 2 -> 1, 3 -> 2 only */
  CHECK ("n,status,step\n1,P,1\n2,N,1\n3,P,2\n", "steps", "upmark", "--size", "4");

  /* --region: the same rows as the whole board's listing, in its order */
  {
    g_autoptr (GString) want = g_string_new ("x,y,status,step\n");
    RUN (&run, "steps", "wyt:a=1,b=2", "--size", "23");
    for (guint i = 1; lines[i] && lines[i][0]; i++)
      {
        guint x, y;
        g_assert_cmpint (sscanf (lines[i], "%u,%u,", &x, &y), ==, 2);
        if (x >= 4 && x <= 7 && y >= 5 && y <= 7)
          g_string_append_printf (want, "%s\n", lines[i]);
      }
    run_clear (&run);
    CHECK (want->str, "steps", "wyt:a=1,b=2", "--size", "23", "--region", "4,5,7,7");
  }
  /* far out on a sparse board: Wythoff's pair n = 300000, (floor(n phi),
   * floor(n phi) + n), ripens at step n + 1 (as every pair of a 4096 board) */
  CHECK ("x,y,status,step\n485410,785410,P,300001\n", "steps", "wythoff", "--size", "1000000",
         "--region", "485410,785410,485410,785410");
  CHECK ("n,status,step\n3,N,2\n4,N,2\n", "steps", "mark", "--size", "10", "--region", "3,4");
  CHECK_ERROR (FRAGMENTS ("--region '3,4,2,5' is empty"), "steps", "wyt", "--size", "23",
               "--region", "3,4,2,5");
  CHECK_ERROR (FRAGMENTS ("--region", "from 0 to 22"), "steps", "wyt", "--size", "23",
               "--region", "3,4,30,5");
  CHECK_ERROR (FRAGMENTS ("not of the form X0,Y0,X1,Y1"), "steps", "wyt", "--size", "23",
               "--region", "3,4");
}

/* Every LINE word the text form prints is among those its help names:
 * a rule of your own prints "move", three heaps "pillar" from z alone. */
static void
check_line_words (void)
{
  static const char *const cases[][2] = { { "moves:rule=(dx<3||dy<2)", "5,5" },
                                          { "wythoff:heaps=3", "1,2,3" }, { "mark", "7" },
                                          { "nim:heaps=3", "1,2,4" },
                                          { "gamma:s=2,t=3", "10,30" } };
  Run help = { 0 };
  g_auto (GStrv) words = NULL;

  RUN (&help, "moves", "--help");
  /* the words of "(LINE: a, b, ... or z)", across its line breaks */
  {
    const char *from = strstr (help.out, "(LINE: ");
    g_autofree char *list = g_strndup (from + 7, strchr (from, ')') - from - 7);

    g_strdelimit (list, ",\n", ' ');
    words = g_strsplit (list, " ", -1);
  }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Run run = { 0 };
      g_auto (GStrv) lines = NULL;

      RUN (&run, "moves", cases[i][0], cases[i][1]);
      g_assert_cmpint (run.status, ==, 0);
      lines = g_strsplit (run.out, "\n", -1);
      for (guint k = 0; lines[k]; k++)
        if (g_str_has_prefix (lines[k], "  -> "))
          {
            const char *word = strrchr (lines[k], ' ') + 1;

            g_test_message ("%s: %s", cases[i][0], word);
            g_assert_true (g_strv_contains ((const char *const *) words, word));
          }
      run_clear (&run);
    }
  run_clear (&help);
}

static void
test_moves (void)
{
  check_line_words ();
  /* Wythoff: from (4, 4) only the diagonal move reaches a P-position; (0, 0)
   * eliminated it at step 1 along its diagonal (its column and row are lines
   * of the step as well); g(4, 4) = 7 (A047708), g(5, 8) = 2 */
  CHECK ("{\"game\":\"wythoff\",\"position\":[4,4],\"status\":\"N\",\"step\":1,"
         "\"winning_moves\":[[0,0]],\"grundy\":7,\"grundy_at_least\":null,\"eliminators\":[[0,0]],"
         "\"step_lines\":[{\"kind\":\"column\",\"origin\":[0,0],\"from\":[0,1],\"direction\":[0,1],\"length\":0},"
         "{\"kind\":\"row\",\"origin\":[0,0],\"from\":[1,0],\"direction\":[1,0],\"length\":0},"
         "{\"kind\":\"diagonal\",\"origin\":[0,0],\"from\":[1,1],\"direction\":[1,1],\"length\":0}],"
         "\"verdict\":\"agrees\",\"explanation\":null,\"numeration\":null}\n", "moves", "wythoff", "4,4", "--format", "json");
  /* (5, 8): to (5, 3) along the column (P_3), to (4, 7) diagonally (P_4);
   * eliminated at step 3 by (5, 3) alone */
  CHECK ("{\"game\":\"wythoff\",\"position\":[5,8],\"status\":\"N\",\"step\":3,"
         "\"winning_moves\":[[5,3],[4,7]],\"grundy\":2,\"grundy_at_least\":null,\"eliminators\":[[5,3]],"
         "\"step_lines\":[{\"kind\":\"column\",\"origin\":[5,3],\"from\":[5,4],\"direction\":[0,1],\"length\":0},"
         "{\"kind\":\"row\",\"origin\":[5,3],\"from\":[6,3],\"direction\":[1,0],\"length\":0},"
         "{\"kind\":\"diagonal\",\"origin\":[5,3],\"from\":[6,4],\"direction\":[1,1],\"length\":0}],"
         "\"verdict\":\"agrees\",\"explanation\":null,\"numeration\":null}\n", "moves", "wythoff", "5,8", "--format", "json");
  CHECK ("{\"game\":\"wythoff\",\"position\":[3,5],\"status\":\"P\",\"step\":3,"
         "\"winning_moves\":[],\"grundy\":0,\"grundy_at_least\":null,\"eliminators\":[],\"step_lines\":[],"
         "\"verdict\":\"agrees\",\"explanation\":null,\"numeration\":null}\n", "moves", "wythoff", "3,5", "--size", "9", "-f", "json");
  CHECK ("game: wythoff\nposition: (4, 4)\nstatus: N\nstep: 1\ngrundy: 7\nformula: agrees\n"
         "winning moves: 1\n"
         "  -> (0, 0)  remove (4, 4)  diagonal\n", "moves", "wythoff", "4,4");
  /* Paper 004: 15 is N with the follower 14 in P (15 -> 7 is N); 15 is vile and evil, so
   * g = 2; 14 eliminated 15 by subtracting 1 and 28, 29 by halving */
  CHECK ("{\"game\":\"mark:k=2\",\"position\":15,\"status\":\"N\",\"step\":4,"
         "\"winning_moves\":[14],\"grundy\":2,\"grundy_at_least\":null,\"eliminators\":[14],"
         "\"step_lines\":[{\"kind\":\"subtract\",\"origin\":[14,0],\"from\":[15,0],\"direction\":[1,0],\"length\":1},"
         "{\"kind\":\"divide\",\"origin\":[14,0],\"from\":[28,0],\"direction\":[1,0],\"length\":2}],"
         "\"verdict\":\"agrees\",\"explanation\":null,\"numeration\":null}\n", "moves", "mark", "15", "--format", "json");
}

/* The formula's verdict where the caps price it within the budget, none beyond: Mark's
 * formula runs over the whole strip (15,000,000 at 2 s), so at 2^27 the report has none */
static void
test_moves_formula_cap (void)
{
  Run run = { 0 };

  RUN (&run, "moves", "mark", "134217727", "--size", "134217728", "--format", "json");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"verdict\":\"none\""));
  run_clear (&run);
  RUN (&run, "moves", "mark", "14999999", "--format", "json");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"verdict\":\"agrees\""));
  run_clear (&run);
}

static void
test_moves_beyond_steps (void)
{
  /* Beyond the steps' side (4096 for restricted), the status and moves
   * from the P-set, the step not computed. Restricted removes even amounts
   * only: its class (0, 0) is Wythoff on halved piles (docs/spec.md), so
   * from (4096, 3000) = 2 (2048, 1500) the winning moves are those of
   * Wythoff's (2048, 1500): along the row to (A_573, B_573) = (927, 1500)
   * and along the diagonal to (B_548, A_548) = (1434, 886), A_n = floor
   * (n phi), B_n = A_n + n; none along the column (2048 = A_1266, B_1266 =
   * 3314). Without steps no eliminator is known: it named both P-options, where the steps
   * (--time-budget 3) name (2868, 1772) alone. */
  CHECK ("{\"game\":\"restricted:s=1,t=1\",\"position\":[4096,3000],\"status\":\"N\","
         "\"step\":null,\"winning_moves\":[[2868,1772],[1854,3000]],\"grundy\":null,\"grundy_at_least\":null,"
         "\"eliminators\":[],\"step_lines\":[],"
         "\"verdict\":\"agrees\",\"explanation\":null,\"numeration\":null}\n", "moves", "restricted",
         "4096,3000", "--format", "json");
  CHECK ("game: restricted:s=1,t=1\nposition: (4096, 3000)\nstatus: N\nstep: not computed "
         "(the steps of restricted:s=1,t=1 reach side 4096 within the time budget of 2 s, further "
         "with --time-budget; its P-set, side 2000000)\nformula: agrees\n"
         "winning moves: 2\n  -> (2868, 1772)  remove (1228, 1228)  diagonal\n"
         "  -> (1854, 3000)  remove (2242, 0)  row\n", "moves", "restricted", "4096,3000");
  /* a larger budget reaches it with the stored board: its step is that of
   * Wythoff's (2048, 1500), from the line families' sparse board */
  {
    Run cone = { 0 }, lines = { 0 };
    g_autofree char *want = NULL;
    RUN (&cone, "moves", "restricted", "4096,3000", "--time-budget", "3", "--format", "json");
    RUN (&lines, "moves", "wythoff", "2048,1500", "--format", "json");
    g_assert_cmpint (cone.status, ==, 0);
    g_assert_cmpint (lines.status, ==, 0);
    want = g_strdup_printf ("{\"game\":\"restricted:s=1,t=1\",\"position\":[4096,3000],"
                            "\"status\":\"N\",%.*s\"winning_moves\":[[2868,1772],[1854,3000]],",
                            (int) (strstr (lines.out, "\"winning") - strstr (lines.out, "\"step\"")),
                            strstr (lines.out, "\"step\""));
    g_assert_true (g_str_has_prefix (cone.out, want));
    run_clear (&cone);
    run_clear (&lines);
  }
  /* one cell inside, with its step: class (1, 0), Wythoff's (2047, 1500)
   * moves to (927, 1500), (B_547, A_547) = (1432, 885) and (2047, 1265) =
   * (B_782, A_782) */
  {
    Run run = { 0 };
    RUN (&run, "moves", "restricted", "4095,3000", "--format", "json");
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_regex_match_simple ("^\\{\"game\":\"restricted:s=1,t=1\",\"position\":"
                                         "\\[4095,3000\\],\"status\":\"N\",\"step\":[1-9][0-9]*,"
                                         "\"winning_moves\":\\[\\[2865,1770\\],\\[1855,3000\\],"
                                         "\\[4095,2530\\]\\],\"grundy\":[0-9]+,", run.out, 0, 0));
    run_clear (&run);
  }
}

static void
test_grundy (void)
{
  Run run = { 0 };

  /* Paper 004: g(0..23) of Mark */
  CHECK ("n,g\n0,0\n1,1\n2,0\n3,2\n4,1\n5,2\n6,0\n7,1\n8,0\n9,2\n10,0\n11,1\n12,2\n13,1\n"
         "14,0\n15,2\n16,1\n17,2\n18,0\n19,1\n20,2\n21,1\n22,0\n23,2\n",
         "grundy", "mark", "--size", "24", "--format", "csv");
  /* Wythoff: g(x, 0) = x, g(1, 1) = 2, g(2, 1) = 0, g(2, 2) = 1 */
  RUN (&run, "grundy", "wythoff", "--size", "3");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "x,y,g\n0,0,0\n1,0,1\n2,0,2\n0,1,1\n1,1,2\n2,1,0\n0,2,2\n"
                                "1,2,0\n2,2,1\n");
  run_clear (&run);
}

/* Paper 004's sum of Mark positions (1, 3, 4), and block=Q through every
 * per-cell command. */
static void
test_sum (void)
{
  Run run = { 0 };

  CHECK ("{\"components\":[{\"game\":\"mark:k=2\",\"position\":1,\"grundy\":1},"
         "{\"game\":\"mark:k=2\",\"position\":3,\"grundy\":2},"
         "{\"game\":\"mark:k=2\",\"position\":4,\"grundy\":1}],\"nim_sum\":2,"
         "\"status\":\"N\",\"winning_moves\":[{\"component\":1,\"from\":3,\"to\":2,"
         "\"grundy\":0}]}\n", "sum", "mark", "1", "mark", "3", "mark", "4", "--format", "json");
  CHECK ("component 0: wythoff at (3, 5), g = 0\ncomponent 1: nim at (2, 2), g = 0\n"
         "nim-sum: 0\nstatus: P\nwinning moves: 0\n", "sum", "wythoff", "3,5", "nim", "2,2");
  /* wythoff:block=2: (1, 0) has one move into P, fewer than 2: P; f^2(2, 1) = 2 */
  CHECK ("x,y\n0,0\n1,0\n0,1\n3,1\n2,2\n1,3\n", "ppos", "wythoff:block=2", "--size", "4",
         "--format", "csv");
  RUN (&run, "grundy", "wythoff:block=2", "--size", "3");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "x,y,g\n0,0,0\n1,0,0\n2,0,1\n0,1,0\n1,1,1\n2,1,2\n0,2,1\n"
                                "1,2,2\n2,2,0\n");
  run_clear (&run);
  /* coordinates written across decimal carries (9 -> 10, 999 -> 1000):
   * Nim's g is x XOR y */
  {
    g_autoptr (GString) want = g_string_new ("x,y,g\n");
    for (guint y = 99; y <= 100; y++)
      for (guint x = 998; x <= 1000; x++)
        g_string_append_printf (want, "%u,%u,%u\n", x, y, x ^ y);
    CHECK (want->str, "grundy", "nim", "--size", "1001", "--region", "998,99,1000,100");
  }
  /* the positions of one value: Wythoff's g = 1 below 9 (from the dense values) */
  CHECK ("x,y\n1,0\n0,1\n2,2\n6,3\n8,4\n7,5\n3,6\n5,7\n4,8\n", "grundy", "wythoff",
         "--value", "1", "--size", "9");
  CHECK ("{\"game\":\"wythoff\",\"size\":4,\"value\":0,\"positions\":[[0,0],[2,1],[1,2]]}\n",
         "grundy", "wythoff", "--value", "0", "--size", "4", "--format", "json");
  CHECK_ERROR (FRAGMENTS ("line families", "mark"), "grundy", "mark", "--value", "1", "--size",
               "9");
  CHECK_ERROR (FRAGMENTS ("from 1 to 2000000"), "grundy", "wythoff", "--value", "1", "--size",
               "3000000");
  CHECK_ERROR (FRAGMENTS ("misère", "component 0"), "sum", "mark:play=misere", "3");
  CHECK_ERROR (FRAGMENTS ("Sprague-Grundy", "nimpq"), "sum", "nimpq:p=2", "1,1");
  CHECK_ERROR (FRAGMENTS ("GAME POS", "'4'"), "sum", "mark", "3", "4");
  CHECK_ERROR (FRAGMENTS ("block", "misere"), "ppos", "wythoff:block=2,play=misere", "--size",
               "3");
  CHECK_ERROR (FRAGMENTS ("block", "nimpq"), "ppos", "nimpq:block=2", "--size", "3");
  CHECK_ERROR (FRAGMENTS ("block", "imitation"), "ppos", "imitation:block=2", "--size", "3");
  /* beyond the block sweep's cap (its time model) a clear error names it */
  CHECK_ERROR (FRAGMENTS ("--size", "from 1 to"), "ppos", "wyt:block=2", "--size", "100000000");
}

static void
test_board (void)
{
  Run run = { 0 };

  CHECK ("wythoff on 5x5, 2 elimination steps\n"
         "4 | . . . . .\n3 | . . . . .\n2 | . P . . .\n1 | . . P . .\n0 | P . . . .\n"
         "  +----------\n    0 1 2 3 4\nlegend: P P-position  . N-position\n",
         "board", "wythoff", "--size", "5");
  /* --step 0: the final board, as export's */
  CHECK ("wythoff on 5x5, 2 elimination steps\n"
         "4 | . . . . .\n3 | . . . . .\n2 | . P . . .\n1 | . . P . .\n0 | P . . . .\n"
         "  +----------\n    0 1 2 3 4\nlegend: P P-position  . N-position\n",
         "board", "wythoff", "--size", "5", "--step", "0");
  /* step 2 of wyt:a=1,b=2 on 23x23: P_2 = {(2,3), (3,2)}, nothing undecided below */
  RUN (&run, "board", "wyt:a=1,b=2", "--size", "23", "--step", "2");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, " 3 |  .  .  @  ."));
  g_assert_nonnull (strstr (run.out, " 2 |  .  .  .  @"));
  g_assert_nonnull (strstr (run.out, " 0 |  P  .  .  ."));
  g_assert_nonnull (strstr (run.out, "?"));
  g_assert_nonnull (strstr (run.out, "\nlegend: "));
  run_clear (&run);
}

static void
test_compare (void)
{
  Run run = { 0 };

  RUN (&run, "compare", "wyt:a=1,b=2", "--size", "60");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (has_line (run.out, "result: agree"));
  run_clear (&run);
  /* docs/spec.md: the formula fails for p=3, q=2, a=1, b=2; a finding, exit 0 */
  RUN (&run, "compare", "nimpq:a=1,b=2,p=3,q=2", "--size", "40");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\nresult: disagree at "));
  g_assert_nonnull (strstr (run.out, "\nfirst: ("));
  run_clear (&run);
  for (WyFamily f = 0; f < WY_N_FAMILIES; f++)
    {
      WyGame *game = wy_game_new_default (f);
      if (wy_game_get_heaps (game) == 3)
        CHECK_ERROR (FRAGMENTS ("is a game of three heaps", "ppos, steps"), "compare",
                     wy_family_get_name (f), "--size", "5");
      else if (!wy_recursion_available (game))
        CHECK_ERROR (FRAGMENTS ("no formula"), "compare", wy_family_get_name (f), "--size", "5");
      wy_game_free (game);
    }
  /* the block-free recursion is not set beside a blocked game, nor beside
   * another reading of nimpq's blocking: the core says why */
  CHECK_ERROR (FRAGMENTS ("no formula", "block=Q"), "compare", "wyt:a=1,b=2,block=2", "--size",
               "30");
  CHECK_ERROR (FRAGMENTS ("no formula", "reading"), "compare",
               "nimpq:a=2,b=2,p=3,q=3,reading=abstract", "--size", "30");
}

static double
field (const char *text, const char *key)
{
  const char *p = strstr (text, key);

  g_assert_nonnull (p);
  return g_ascii_strtod (p + strlen (key), NULL);
}

static void
test_limit (void)
{
  Run run = { 0 };

  /* wyt a=1, b=2: r is the real root of z^3 - z - 1, the limit 1 / (r - 1) */
  RUN (&run, "limit", "wyt:a=1,b=2", "--count", "10000");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpfloat_with_epsilon (field (run.out, "\nperron root: "), 1.324718, 1e-6);
  g_assert_cmpfloat_with_epsilon (field (run.out, "\nlimit: "), 3.079596, 1e-6);
  g_assert_cmpfloat_with_epsilon (field (run.out, "\nx_N/N: "), 3.079596, 1e-2);
  run_clear (&run);
  /* Fraenkel a=2: x_n = floor(n sqrt 2) */
  RUN (&run, "limit", "fraenkel:a=2", "--count", "1000");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (has_line (run.out, "x_N: 1414"));
  g_assert_cmpfloat_with_epsilon (field (run.out, "\nlimit: "), G_SQRT2, 1e-6);
  run_clear (&run);
}

/* Each engine the core chooses writes the same bytes: the P-set alone at
 * 4096 (sparse) and with steps at a region of a larger board; the one-pile
 * byte path for Mark against a listing read from its steps. */
static void
test_engines (void)
{
  Run a = { 0 }, b = { 0 }, c = { 0 };
  g_auto (GStrv) lines = NULL, listed = NULL;
  guint n_p = 0;

  RUN (&a, "steps", "nimpq:a=2,b=2,p=2,q=3", "--size", "30", "--format", "csv");
  RUN (&b, "steps", "nimpq:a=2,b=2,p=2,q=3", "--size", "5000", "--region", "0,0,29,29");
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.out, ==, b.out);
  RUN (&c, "steps", "mark:k=3", "--size", "2000");
  lines = g_strsplit (c.out, "\n", -1);
  run_clear (&a);
  RUN (&a, "ppos", "mark:k=3", "--size", "2000");
  for (guint i = 1; lines[i] && *lines[i]; i++)
    if (strstr (lines[i], ",P,"))
      {
        g_autofree char *want = g_strdup_printf ("%u\n", (guint) atoi (lines[i]));
        g_assert_true (strstr (a.out, want) != NULL);
        n_p++;
      }
  g_assert_cmpuint (n_p, >, 100);
  listed = g_strsplit (a.out, "\n", -1);
  g_assert_cmpuint (n_p, ==, g_strv_length (listed) - 1);
  run_clear (&a);
  run_clear (&b);
  run_clear (&c);
}

/* The cone families: ppos (the P-set engine, any side up to its cap)
 * lists exactly the P rows of steps (the dense solver) on the same board;
 * 10^5 is served, one beyond the cap refused with the cap named. */
static void
test_cone_ppos (void)
{
  const char *rules[] = { "stwythoff:s=2,t=3", "gamma:i=1,s=2,t=3", "gamma:i=4,s=1,t=5" };
  Run a = { 0 }, b = { 0 };

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    {
      g_auto (GStrv) lines = NULL;
      g_autoptr (GString) want = g_string_new ("x,y\n");

      RUN (&a, "ppos", rules[r], "--size", "1001", "--format", "csv");
      RUN (&b, "steps", rules[r], "--size", "1001");
      g_assert_cmpint (a.status, ==, 0);
      g_assert_cmpint (b.status, ==, 0);
      lines = g_strsplit (b.out, "\n", -1);
      for (guint i = 1; lines[i] && *lines[i]; i++)
        {
          char *p = strstr (lines[i], ",P,");
          if (p)
            g_string_append_printf (want, "%.*s\n", (int) (p - lines[i]), lines[i]);
        }
      g_assert_cmpstr (a.out, ==, want->str);
      run_clear (&a);
      run_clear (&b);
    }
  RUN (&a, "ppos", "gamma:i=1,s=2,t=3", "--size", "100000", "--format", "csv");
  g_assert_cmpint (a.status, ==, 0);
  g_assert_true (g_str_has_suffix (a.out, ",99999\n"));
  run_clear (&a);
  CHECK_ERROR (FRAGMENTS ("--size 2000001", "from 1 to 2000000"), "ppos", "stwythoff:s=2,t=3",
               "--size", "2000001");
  /* steps stay with the dense solver and its cap */
  CHECK_ERROR (FRAGMENTS ("--size 100000", "from 1 to 4096"), "steps", "stwythoff:s=2,t=3",
               "--size", "100000");
}

/* Rules of your own refused: a hostile rule in one line, a side beyond
 * the rule's measured cost, and the time model's cap of wide readings. */
static void
check_rule_refusals (void)
{
  /* hostile rules: one line, status 2 */
  CHECK_ERROR (FRAGMENTS ("column 9 of the rule: unknown name 'dw'", "the names are dx"), "ppos",
               "moves:rule=(dx==0||dw==1)", "--size", "9");
  /* the largest side by the rule's measured cost (the core's answer) */
  {
    g_autoptr (WyGame) rows = wy_game_parse ("moves:rule=(dx==0||dy==0)", NULL);
    WyQuery status = { .needs = WY_NEED_STATUS }, values = { .needs = WY_NEED_GRUNDY };
    g_autofree char *steps = g_strdup_printf ("from 1 to %u",
                                              wy_solve_max_side (rows, &status, NULL));
    g_autofree char *grundy = g_strdup_printf ("from 1 to %u",
                                               wy_solve_max_side (rows, &values, NULL));
    CHECK_ERROR (FRAGMENTS ("--size 50000 is beyond the budget", steps), "ppos",
                 "moves:rule=(dx==0||dy==0)", "--size", "50000");
    CHECK_ERROR (FRAGMENTS ("--size 50000", grundy), "grundy",
                 "moves:rule=(dx==0||dy==0)", "--size", "50000");
  }
  /* the readings abstract and sec7 with wide bands and budgets: the time
   * model's cap, named with the budget and how to raise it (2076 took 81 s
   * before it) */
  CHECK_ERROR (FRAGMENTS ("--size 2076 is beyond the budget for this game (a time budget of 2 "
                          "s by the measured model of the stored board)", "must be from 1 to ",
                          "--time-budget SECONDS (up to 600)"),
               "steps", "nimpq:a=100,b=100,p=100,q=100,reading=abstract", "--size", "2076");
  CHECK_ERROR (FRAGMENTS ("--size 701 is beyond the budget for this game (a time budget of 2 "
                          "s by the measured model of the stored board)", "must be from 1 to ",
                          "--time-budget SECONDS (up to 600)"),
               "steps", "nimpq:a=1000,b=1000,p=1000,q=1000,reading=sec7", "--size", "701");
}

/* Rules of your own through the command line: Wythoff's game written as a
 * rule, and as Nim with its P-positions adjoined, is Wythoff's game at the
 * full 4096 (P-positions), in its steps and in its Grundy values. */
static void
test_rules (void)
{
  const char *wythoff_rule = "moves:rule=(dx==0||dy==0||dx==dy)";
  Run a = { 0 }, b = { 0 };

  RUN (&a, "ppos", "wythoff", "--size", "4096");
  RUN (&b, "ppos", wythoff_rule, "--size", "4096");
  g_assert_cmpint (b.status, ==, 0);
  g_assert_cmpstr (a.out, ==, b.out);
  g_assert_cmpuint (strlen (a.out), >, 3000 * 8);
  run_clear (&b);
  RUN (&b, "ppos", "adjoin:base=(nim)", "--size", "4096");
  g_assert_cmpstr (a.out, ==, b.out);
  run_clear (&a);
  run_clear (&b);
  RUN (&a, "steps", "wythoff", "--size", "300");
  RUN (&b, "steps", wythoff_rule, "--size", "300");
  g_assert_cmpstr (a.out, ==, b.out);
  run_clear (&b);
  RUN (&b, "steps", "adjoin:base=(nim)", "--size", "300");
  g_assert_cmpstr (a.out, ==, b.out);
  run_clear (&a);
  run_clear (&b);
  RUN (&a, "grundy", "wythoff", "--size", "200");
  RUN (&b, "grundy", "adjoin:base=(nim)", "--size", "200");
  g_assert_cmpstr (a.out, ==, b.out);
  run_clear (&a);
  run_clear (&b);
  /* WYT(1,2) as the issue writes it, and Mark as a pile rule */
  RUN (&a, "ppos", "wyt:a=1,b=2", "--size", "1000");
  RUN (&b, "ppos", "moves:rule=(min(dx,dy)<2||abs(dx-dy)<1)", "--size", "1000");
  g_assert_cmpstr (a.out, ==, b.out);
  run_clear (&a);
  run_clear (&b);
  RUN (&a, "ppos", "mark", "--size", "10000");
  RUN (&b, "ppos", "pile:rule=(d<=1||n-d==n/2)", "--size", "10000");
  g_assert_cmpstr (a.out, ==, b.out);
  run_clear (&a);
  run_clear (&b);
  RUN (&a, "moves", "moves:rule=(dx==0||dy==0||2*dx==dy||dx==2*dy)", "5,7", "--size", "20");
  g_assert_cmpint (a.status, ==, 0);
  g_assert_nonnull (strstr (a.out, "-> (3, 3)  remove (2, 4)  move\n"));
  run_clear (&a);
  /* a rule's step lines run to the edge of the board asked for, as the window and
   * Python's report have them (the position's region alone cut them at 4) */
  RUN (&a, "moves", "moves:rule=(dx==0||dy==0||dx+dy<=3)", "0,4", "--size", "20", "--format",
       "json");
  g_assert_nonnull (strstr (a.out, "\"from\":[0,1],\"direction\":[0,1],\"length\":19}"));
  g_assert_nonnull (strstr (a.out, "\"from\":[1,0],\"direction\":[1,0],\"length\":19}"));
  run_clear (&a);
  /* two subtraction games {1, 2} side by side: g(x, y) = (x mod 3) xor (y mod 3) = 1;
   * the pile's g(7) = 7 mod 3 = 1; the sum is 0 */
  RUN (&a, "sum", "moves:rule=(dx<=2&&dy==0||dy<=2&&dx==0)", "3,4", "pile:rule=(d<=2)", "7");
  g_assert_cmpint (a.status, ==, 0);
  g_assert_nonnull (strstr (a.out, "at (3, 4), g = 1\n"));
  g_assert_nonnull (strstr (a.out, "at 7, g = 1\n"));
  g_assert_nonnull (strstr (a.out, "nim-sum: 0\nstatus: P\n"));
  run_clear (&a);
  check_rule_refusals ();
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  wythoff = g_getenv ("WYTHOFF");
  if (!wythoff)
    {
      g_printerr ("test-cli: set WYTHOFF to the built wythoff binary\n");
      return 1;
    }
  g_test_add_func ("/cli/version", test_version);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/ppos", test_ppos);
  g_test_add_func ("/cli/table", test_table);
  g_test_add_func ("/cli/steps", test_steps);
  g_test_add_func ("/cli/moves", test_moves);
  g_test_add_func ("/cli/moves-beyond-steps", test_moves_beyond_steps);
  g_test_add_func ("/cli/moves-formula-cap", test_moves_formula_cap);
  g_test_add_func ("/cli/grundy", test_grundy);
  g_test_add_func ("/cli/board", test_board);
  g_test_add_func ("/cli/sum", test_sum);
  g_test_add_func ("/cli/compare", test_compare);
  g_test_add_func ("/cli/limit", test_limit);
  g_test_add_func ("/cli/engines", test_engines);
  g_test_add_func ("/cli/cone-ppos", test_cone_ppos);
  g_test_add_func ("/cli/rules", test_rules);
  return g_test_run ();
}
