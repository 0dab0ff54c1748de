/* test-analysis.c: `wythoff sequence` against OEIS terms and `wythoff periods` against the known row periods, run as a program. */
#include <glib.h>
#include <math.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"

#include "wy-analysis.h"
#include "wy-test-run.h"

static char *
oeis_path (const char *a_number)
{
  g_autofree char *name = g_strconcat (a_number, ".txt", NULL);

  return g_test_build_filename (G_TEST_DIST, "data", "oeis", name, NULL);
}

/* Each sequence a game produces equals the OEIS entry's first terms
 * (tests/data/oeis: facts copied from the entries' data sections). The
 * offset says which term of the game's sequence the file's first term is. */
static void
test_oeis (void)
{
  static const struct { const char *rule, *what, *a, *offset; } cases[] = {
    { "wythoff", "ppos-x", "A000201", "1" },
    { "wythoff", "ppos-y", "A001950", "1" },
    { "wythoff", "grundy-diagonal=0", "A047708", "0" },
    { "wythoff", "grundy-row=3", "A004484", "0" },
    { "wythoff", "grundy-row=4", "A004485", "0" },
    /* (1,1)-Wythoff is Wythoff's game: its rows from the cone families' strip */
    { "stwythoff:s=1,t=1", "grundy-row=3", "A004484", "0" },
    { "stwythoff:s=1,t=1", "grundy-row=4", "A004485", "0" },
    { "wythoff", "grundy-triangle", "A317205", "0" },
    { "nim", "grundy-antidiagonal", "A003987", "0" },
    { "fraenkel:a=2", "ppos-x", "A001951", "0" },
    { "fraenkel:a=2", "ppos-y", "A001952", "1" },
    /* one pile: terms from 1, as the OEIS numbers them; A036554 leaves
     * out 0, which is term 1 of pile-p */
    { "mark", "pile-n", "A003159", "1" },
    { "mark", "pile-p", "A036554", "2" },
    { "mark:k=3", "pile-n", "A007417", "1" },
    { "mark:k=3", "pile-p", "A145204", "1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = oeis_path (cases[i].a);
      Run run = { 0 };

      RUN (&run, "sequence", cases[i].rule, cases[i].what, "--offset", cases[i].offset,
           "--check", path);
      g_test_message ("%s %s: %s", cases[i].rule, cases[i].what, run.out);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_true (g_str_has_prefix (run.out, "agrees: "));
      g_assert_cmpstr (run.err, ==, "");
      run_clear (&run);
    }
}

/* Without --offset the file's own offset (its "# ... offset 1" line, the
 * OEIS's) is the game's index: every sequence is numbered as the OEIS
 * numbers the sequence it describes. */
static void
test_oeis_own_offset (void)
{
  static const struct { const char *rule, *what, *a; } cases[] = {
    { "wythoff", "ppos-x", "A000201" },
    { "wythoff", "ppos-y", "A001950" },
    { "mark", "pile-n", "A003159" },
    { "mark:k=3", "pile-n", "A007417" },
    { "mark:k=3", "pile-p", "A145204" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = oeis_path (cases[i].a);
      g_autofree char *expected = NULL;
      g_autofree char *text = NULL;
      g_auto (GStrv) lines = NULL;
      guint n = 0;
      Run run = { 0 };

      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      lines = g_strsplit (text, "\n", -1);
      for (guint k = 0; lines[k]; k++)
        n += lines[k][0] != '#' && lines[k][0] != '\0';
      expected = g_strdup_printf ("agrees: %u terms of %s\n", n, path);
      RUN (&run, "sequence", cases[i].rule, cases[i].what, "--check", path);
      g_test_message ("%s %s: %s", cases[i].rule, cases[i].what, run.out);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.out, ==, expected);
      g_assert_cmpstr (run.err, ==, "");
      run_clear (&run);
    }
}

/* A file that starts with a UTF-8 byte-order mark (as some editors save one) was refused as
 * "line 1: not a term": the mark is skipped, before a b-file line or a comment alike. The
 * b-file is the OEIS's A000201 (lower Wythoff, a(n) = floor(n phi), offset 1). */
static void
test_check_bom (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-bom-XXXXXX", NULL);
  g_autofree char *bfile = g_build_filename (dir, "b.txt", NULL);
  g_autofree char *commented = g_build_filename (dir, "c.txt", NULL);
  g_autofree char *path = oeis_path ("A000201");
  g_autofree char *oeis = NULL, *with_bom = NULL, *want = NULL;

  g_assert_true (g_file_set_contents (bfile, "\xEF\xBB\xBF" "1 1\n2 3\n3 4\n4 6\n", -1, NULL));
  want = g_strdup_printf ("agrees: 4 terms of %s\n", bfile);
  CHECK (want, "sequence", "wythoff", "ppos-x", "--check", bfile);
  g_assert_true (g_file_get_contents (path, &oeis, NULL, NULL));
  with_bom = g_strconcat ("\xEF\xBB\xBF", oeis, NULL);
  g_assert_true (g_file_set_contents (commented, with_bom, -1, NULL));
  g_free (want);
  want = g_strdup_printf ("agrees: 68 terms of %s\n", commented);
  CHECK (want, "sequence", "wythoff", "ppos-x", "--check", commented);
  /* a mark elsewhere is still no term */
  g_assert_true (g_file_set_contents (bfile, "1 1\n\xEF\xBB\xBF" "2 3\n", -1, NULL));
  CHECK_ERROR (FRAGMENTS ("line 2: not a term"), "sequence", "wythoff", "ppos-x", "--check",
               bfile);
  g_remove (bfile);
  g_remove (commented);
  g_rmdir (dir);
}

/* The triangle and the antidiagonals read a table the other way round:
 * where only y can be lowered, g(x, y) = y, so the triangle's rows are
 * g(r, c) = c and the antidiagonals' rows g(c, r - c) = r - c. */
static void
test_triangle_antidiagonal (void)
{
  static const struct { const char *what, *terms; } cases[] = {
    { "grundy-triangle", "0, 0, 1, 0, 1, 2, 0, 1, 2, 3\n" },
    { "grundy-antidiagonal", "0, 1, 0, 2, 1, 0, 3, 2, 1, 0\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Run run = { 0 };

      RUN (&run, "sequence", "moves:rule=(dx==0)", cases[i].what, "--count", "10");
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.out, ==, cases[i].terms);
      run_clear (&run);
    }
}

/* Terms the core cannot prove final carry a note on standard error: a rule of your own whose
 * P-position (1, 1000) lies beyond the boards its first terms come from (the helper's
 * counterexample to the old half-board rule, which said nothing); the proven games none. */
static void
test_unproven_note (void)
{
  const char *rule = "moves:rule=(dx==0||dy==0||dx==dy||(x==1&&dx==1&&dy<1000))";
  const char *table_rule = "moves:rule=(dx==0||dy==0||dx==dy&&x<200)";
  Run run = { 0 };

  RUN (&run, "sequence", rule, "ppos-x", "--count", "4");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.err, "these terms are not proven final"));
  run_clear (&run);
  RUN (&run, "table", table_rule, "--count", "3");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.err, "a rule of your own: these are the rows the boards show"));
  run_clear (&run);
  RUN (&run, "sequence", "wyt:a=0,b=2", "ppos-y", "--count", "4");
  g_assert_cmpstr (run.out, ==, "0, 2, 4, 6\n");
  g_assert_cmpstr (run.err, ==, "");
  run_clear (&run);
  RUN (&run, "table", "wythoff", "--count", "3");
  g_assert_cmpstr (run.err, ==, "");
  run_clear (&run);
}

/* A row beyond the strip's 64 rows comes off the Grundy board, for the line families too
 * (was refused as "65 rows are out of range"): Wythoff's row 70 as a brute-force mex gives
 * it, Nim's as 70 XOR y; a row beyond the board names its side. */
static void
test_grundy_row_beyond_strip (void)
{
  Run run = { 0 };

  RUN (&run, "sequence", "wythoff", "grundy-row=70", "--count", "8");
  g_assert_cmpstr (run.out, ==, "70, 71, 69, 68, 73, 72, 74, 75\n");
  run_clear (&run);
  RUN (&run, "sequence", "nim", "grundy-row=70", "--count", "5");
  g_assert_cmpstr (run.out, ==, "70, 71, 68, 69, 66\n");
  run_clear (&run);
  RUN (&run, "sequence", "wythoff", "grundy-row=1000000", "--count", "5");
  g_assert_cmpint (run.status, !=, 0);
  g_assert_nonnull (strstr (run.err, "a board of side 1000001; this game has them on two-pile "
                                     "boards of side up to"));
  run_clear (&run);
}

/* A file with one term altered: the first difference is found and named. */
static void
test_check_finds_difference (void)
{
  g_autofree char *path = oeis_path ("A047708");
  g_autofree char *text = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wy-seq-XXXXXX", NULL);
  g_autofree char *altered = g_build_filename (dir, "altered.txt", NULL);
  g_auto (GStrv) lines = NULL;
  g_autofree char *joined = NULL;
  Run run = { 0 };
  guint data = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  /* term 40 (a(39), offset 0) becomes one more */
  for (guint i = 0; lines[i]; i++)
    if (lines[i][0] != '#' && lines[i][0] != '\0' && data++ == 39)
      {
        char *v = g_strdup_printf ("%" G_GINT64_FORMAT, g_ascii_strtoll (lines[i], NULL, 10) + 1);
        g_free (lines[i]);
        lines[i] = v;
      }
  joined = g_strjoinv ("\n", lines);
  g_assert_true (g_file_set_contents (altered, joined, -1, NULL));
  RUN (&run, "sequence", "wythoff", "grundy-diagonal=0", "--check", altered);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.out, "first difference at n = 39 (term 40 of "));
  run_clear (&run);
  /* the same as a b-file */
  g_assert_true (g_file_set_contents (altered, "0 0\n1 2\n2 1\n3 7\n", -1, NULL));
  RUN (&run, "sequence", "wythoff", "grundy-diagonal=0", "--check", altered);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.out, "first difference at n = 3 "));
  g_assert_nonnull (strstr (run.out, "the file has 7, the game gives 6"));
  run_clear (&run);
  /* a b-file whose n skip is not a run of terms: a(5) = 3 is false, not "agrees" */
  g_assert_true (g_file_set_contents (altered, "1 1\n5 3\n", -1, NULL));
  RUN (&run, "sequence", "wythoff", "ppos-x", "--check", altered);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "line 2: n = 5 follows n = 1"));
  run_clear (&run);
  /* --offset moves the game's terms against the file's: the difference names both */
  g_assert_true (g_file_set_contents (altered, "1 1\n2 3\n", -1, NULL));
  RUN (&run, "sequence", "wythoff", "ppos-x", "--check", altered, "--offset", "2");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.out, "first difference at n = 1 (term 1 of "));
  g_assert_nonnull (strstr (run.out, ", the game's term 2): the file has 1, the game gives 3"));
  run_clear (&run);
  g_remove (altered);
  g_rmdir (dir);
}

/* A file's bad line is named with its problem: a term beyond 64 bits (it was capped and
 * compared), an offset out of range (a negative one was ignored, a huge one named as a
 * count of terms), a first n out of range. */
static void
test_check_bad_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-seq-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "terms.txt", NULL);
  const struct { const char *text, *want; } cases[] = {
    { "# offset 1\n1\n3\n4\n18446744073709551622\n",
      "line 5: the term 18446744073709551622 is beyond 64 bits" },
    { "1 1\n2 3\n3 -99999999999999999999\n", "line 3: the term -99999999999999999999 is beyond" },
    { "# offset -5\n1\n", "line 1: offset -5 is out of range: an offset is a whole number "
      "from 0 to 10000000" },
    { "# A000201\n# offset 99999999999\n1\n", "line 2: offset 99999999999 is out of range" },
    { "20000000 5\n", "line 1: the first n, 20000000, is out of range" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Run run = { 0 };

      g_assert_true (g_file_set_contents (file, cases[i].text, -1, NULL));
      RUN (&run, "sequence", "wythoff", "ppos-x", "--check", file);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_nonnull (strstr (run.err, cases[i].want));
      run_clear (&run);
    }
  /* files read as they are meant: words after "offset" are a comment; "Offset: K" and
   * "offset=K" as "offset K" (the first was read as no offset, 0); n and a(n) apart by
   * more than one blank (columns lined up, a tab and a space) as by one */
  for (guint i = 0; i < 4; i++)
    {
      static const char *const good[] = { "# offset of the list\n0\n1\n3\n",
                                          "0  0\n1 \t 1\n2\t\t3\n",
                                          "# Offset: 1\n1\n3\n4\n",
                                          "# A000201, OFFSET=1\n1\n3\n4\n" };
      Run run = { 0 };

      g_assert_true (g_file_set_contents (file, good[i], -1, NULL));
      RUN (&run, "sequence", "wythoff", "ppos-x", "--check", file);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_true (g_str_has_prefix (run.out, "agrees: 3 terms of "));
      run_clear (&run);
    }
  g_remove (file);
  g_rmdir (dir);
}

/* The b-file form: "n a(n)" lines from the offset. */
static void
test_bfile (void)
{
  CHECK ("0 0\n1 2\n2 1\n3 6\n4 7\n", "sequence", "wythoff", "grundy-diagonal=0", "--count", "5",
         "--format", "bfile");
  CHECK ("3 6\n4 7\n", "sequence", "wythoff", "grundy-diagonal=0", "--count", "2", "--offset",
         "3", "--format", "bfile");
  CHECK ("1, 3, 4, 6, 8\n", "sequence", "wythoff", "ppos-x", "--count", "5", "--offset", "1");
  /* one pile, numbered from 1: A003159's b-file starts "1 1", "2 3", A145204's "1 0" */
  CHECK ("1 1\n2 3\n3 4\n", "sequence", "mark", "pile-n", "--count", "3", "--format", "bfile");
  CHECK ("1 1\n2 3\n3 4\n", "sequence", "mark", "pile-n", "--count", "3", "--offset", "1",
         "--format", "bfile");
  CHECK ("4 5\n5 7\n", "sequence", "mark", "pile-n", "--count", "2", "--offset", "4",
         "--format", "bfile");
  CHECK ("1 0\n2 3\n3 6\n", "sequence", "mark:k=3", "pile-p", "--count", "3", "--format",
         "bfile");
  CHECK ("n,a\n1,1\n", "sequence", "mark:k=3", "pile-n", "--count", "1", "--format", "csv");
  /* g = 1 at (0, 1), (2, 2) (row 2: 2, 0, 1, ...) and (3, 6) (A004484: a(6) = 1) */
  CHECK ("{\"game\":\"wythoff\",\"sequence\":\"class=1\",\"offset\":0,\"terms\":[0,2,3]}\n",
         "sequence", "wythoff", "class=1", "--count", "3", "--format", "json");
}

/* Rows 0..4 of Wythoff's Grundy function have periods 1, 3, 3, 6, 12
 * (Dress, Flammenkamp and Pink 1999; OEIS A004484 and A004485), each with
 * the salt equal to the period; the cone strip of (1,1)-Wythoff agrees. */
static void
test_periods (void)
{
  static const guint period[] = { 1, 3, 3, 6, 12 };
  Run run = { 0 };
  g_auto (GStrv) lines = NULL;
  g_autofree char *want = NULL;

  RUN (&run, "periods", "wythoff", "--rows", "5", "--upto", "5000", "--format", "csv");
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "row,preperiod,period,salt");
  for (guint x = 0; x < G_N_ELEMENTS (period); x++)
    {
      g_auto (GStrv) f = g_strsplit (lines[x + 1], ",", -1);
      g_assert_cmpuint (g_strv_length (f), ==, 4);
      g_assert_cmpuint (g_ascii_strtoull (f[0], NULL, 10), ==, x);
      g_assert_cmpuint (g_ascii_strtoull (f[2], NULL, 10), ==, period[x]);
      g_assert_cmpuint (g_ascii_strtoull (f[3], NULL, 10), ==, period[x]);
    }
  run_clear (&run);
  /* (1,1)-Wythoff is Wythoff's game: the cone families' strip finds the same periods, far
   * beyond the Grundy board's 4096 (row 11: period 48 from y = 277) */
  RUN (&run, "periods", "wythoff", "--rows", "12", "--upto", "200000", "--format", "csv");
  g_assert_cmpint (run.status, ==, 0);
  want = g_steal_pointer (&run.out);
  g_assert_nonnull (strstr (want, "\n11,277,48,48\n"));
  run_clear (&run);
  RUN (&run, "periods", "stwythoff:s=1,t=1", "--rows", "12", "--upto", "200000", "--format",
       "csv");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, want);
  run_clear (&run);
  /* --columns of a symmetric game: the same numbers, named columns along x */
  RUN (&run, "periods", "wythoff", "--rows", "2", "--upto", "5000", "--columns");
  g_assert_cmpstr (run.out, ==, "wythoff, x < 5000\ncolumn  preperiod   period     salt\n"
                   "    0          0        1        1\n    1          0        3        3\n");
  run_clear (&run);
  RUN (&run, "periods", "wythoff", "--rows", "1", "--upto", "5000", "--columns", "-f", "json");
  g_assert_cmpstr (run.out, ==, "{\"game\":\"wythoff\",\"upto\":5000,\"columns\":[{\"column\":0,"
                   "\"preperiod\":0,\"period\":1,\"salt\":1}]}\n");
  run_clear (&run);
}

/* Where the classes lie. Wythoff's P-positions (a_n, b_n) = (floor(n phi),
 * a_n + n) have b_n - phi a_n = {n phi} / phi in [0, 1/phi), and b_n < 1000
 * for n <= 381: 763 P-positions with their mirrors and (0, 0). In Nim,
 * g(x, y) = x XOR y: value 1 at (2k, 2k + 1), one left of the row's
 * P-position (2k + 1, 2k + 1). */
static void
test_classes (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-classes-XXXXXX", NULL);
  g_autofree char *plot = g_build_filename (dir, "offsets.png", NULL);
  g_autofree char *png = NULL;
  Run run = { 0 };
  g_auto (GStrv) lines = NULL;
  g_auto (GStrv) f = NULL;
  gsize len;

  RUN (&run, "classes", "wythoff", "--upto", "2", "--size", "1000", "--format", "csv", "-o",
       plot);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_true (g_str_has_prefix (lines[0], "value,count,min_offset,max_offset,"));
  f = g_strsplit (lines[1], ",", -1);
  g_assert_cmpstr (f[0], ==, "0");
  g_assert_cmpstr (f[1], ==, "763");
  g_assert_cmpfloat (g_ascii_strtod (f[2], NULL), >=, 0);
  g_assert_cmpfloat (g_ascii_strtod (f[3], NULL), <, 0.6181);
  g_assert_true (g_file_get_contents (plot, &png, &len, NULL));
  g_assert_true (len > 8 && memcmp (png, "\x89PNG", 4) == 0);
  /* its provenance: a tEXt chunk naming the view */
  {
    gboolean found = FALSE;
    for (gsize i = 0; i + 12 <= len && !found; i++)
      found = memcmp (png + i, "wythoff:view", 12) == 0;
    g_assert_true (found);
  }
  run_clear (&run);
  g_strfreev (g_steal_pointer (&f));
  g_strfreev (g_steal_pointer (&lines));
  RUN (&run, "classes", "nim", "--upto", "1", "--size", "64", "--format", "csv");
  lines = g_strsplit (run.out, "\n", -1);
  f = g_strsplit (lines[2], ",", -1);
  g_assert_cmpstr (f[0], ==, "1");
  g_assert_cmpstr (f[2], ==, "-1.0000");
  g_assert_cmpstr (f[3], ==, "-1.0000");
  run_clear (&run);
  g_remove (plot);
  g_rmdir (dir);
  CHECK_ERROR (FRAGMENTS ("line families", "stwythoff"), "classes", "stwythoff:s=2,t=3");
  CHECK_ERROR (FRAGMENTS ("--upto", "255"), "classes", "wythoff", "--upto", "256");
}

/* A class with no position x <= y on the board has no least or greatest offset: none is
 * stated (nim on 8 x 8 has values 0 to 7; value 8 has no position at all). */
static void
test_classes_empty (void)
{
  Run run = { 0 };
  g_auto (GStrv) lines = NULL;

  RUN (&run, "classes", "nim", "--upto", "8", "--size", "8", "--format", "csv");
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_true (g_str_has_prefix (lines[8], "7,8,-7.0000,-1.0000,"));
  g_assert_true (g_str_has_prefix (lines[9], "8,0,,,"));
  run_clear (&run);
  RUN (&run, "classes", "nim", "--upto", "8", "--size", "8", "--format", "json");
  g_assert_nonnull (strstr (run.out, "{\"value\":8,\"count\":0,\"min_offset\":null,"
                                     "\"max_offset\":null,"));
  run_clear (&run);
  RUN (&run, "classes", "nim", "--upto", "8", "--size", "8");
  g_strfreev (lines);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_true (g_regex_match_simple ("^ +8 +0 +- +- ", lines[10], 0, 0));
  run_clear (&run);
}

/* The P-beams of Wythoff's game: one beam, slope phi (x <= y; the mirror's
 * 1/phi is the same beam), its members the pairs (a_n, b_n) with b_n in
 * [S/4, S); of 2-blocking Wythoff the board shows two. */
static void
test_beams (void)
{
  const double phi = (1 + sqrt (5)) / 2;
  g_autofree char *dir = g_dir_make_tmp ("wy-beams-XXXXXX", NULL);
  g_autofree char *plot = g_build_filename (dir, "beams.png", NULL);
  g_autofree char *png = NULL;
  Run run = { 0 };
  g_auto (GStrv) lines = NULL;
  g_auto (GStrv) f = NULL;
  guint64 want = 0;
  gsize len;

  for (guint64 n = 1; floor (n * phi * phi) < 100000; n++)
    want += floor (n * phi * phi) >= 25000;
  RUN (&run, "beams", "wythoff", "--size", "100000", "--format", "csv", "-o", plot);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "beam,slope,min_slope,max_slope,count,slope_inner,slope_outer,"
                   "drift");
  f = g_strsplit (lines[1], ",", -1);
  g_assert_cmpfloat (fabs (g_ascii_strtod (f[1], NULL) - phi), <, 1e-4);
  g_assert_cmpuint (g_ascii_strtoull (f[4], NULL, 10), ==, want);
  g_assert_cmpstr (lines[2], ==, "");
  g_assert_true (g_file_get_contents (plot, &png, &len, NULL));
  g_assert_true (len > 8 && memcmp (png, "\x89PNG", 4) == 0);
  run_clear (&run);
  RUN (&run, "beams", "wythoff:block=2", "--size", "20000", "--format", "json");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"beams\":[{\"slope\":1.61"));
  g_assert_nonnull (strstr (run.out, "},{\"slope\":2.0"));
  run_clear (&run);
  g_remove (plot);
  g_rmdir (dir);
  CHECK_ERROR (FRAGMENTS ("one-pile", "mark"), "beams", "mark", "--size", "100");
  CHECK_ERROR (FRAGMENTS ("--size", "from 1 to"), "beams", "wythoff:block=2", "--size",
               "100000000");
}

/* The Grundy values of a one pile, g(n) by n (grundy-pile), as the OEIS lists a game's
 * Sprague-Grundy values: Mark's are paper 004's table g(0..23) and, beyond, 0 on the
 * P-positions (0 and the numbers with an odd number of trailing zeros in binary, A036554),
 * 1 on the vile odious numbers and 2 on the vile evil ones (docs/spec.md §5); UpMark has no
 * pile 0, so its terms start at g(1), and a rule of your own has them too. */
static void
test_grundy_pile (void)
{
  static const char *const paper004 =
    "0, 1, 0, 2, 1, 2, 0, 1, 0, 2, 0, 1, 2, 1, 0, 2, 1, 2, 0, 1, 2, 1, 0, 2\n";
  g_autoptr (GString) expected = g_string_new (NULL);
  Run run = { 0 };

  check_output (paper004, (const char *const[]) { "sequence", "mark", "grundy-pile", "--count",
                                                  "24", NULL });
  check_output (paper004, (const char *const[]) { "sequence", "pile:rule=(d<=1||n-d==n/2)",
                                                  "grundy-pile", "--count", "24", NULL });
  for (guint n = 0; n < 5000; n++)
    {
      guint tz = n ? (guint) __builtin_ctz (n) : 1;
      int g = tz % 2 == 1 ? 0 : __builtin_popcount (n) % 2 == 1 ? 1 : 2;

      g_string_append_printf (expected, "%s%d", n ? ", " : "", g);
    }
  g_string_append_c (expected, '\n');
  RUN (&run, "sequence", "mark", "grundy-pile", "--count", "5000");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected->str);
  run_clear (&run);
  /* UpMark: n -> n - 1 or ceil(n / 2) from 1: g(1) = 0, g(2) = 1, g(3) = 0 (its options 2
   * and 2), g(4) = 2 (3 and 2) */
  check_output ("1 0\n2 1\n3 0\n4 2\n", (const char *const[]) { "sequence", "upmark",
                                                                 "grundy-pile", "--count", "4",
                                                                 "--format", "bfile", NULL });
  CHECK_ERROR (FRAGMENTS ("--offset 0", "from 1 to"), "sequence", "upmark", "grundy-pile",
               "--offset", "0");
  CHECK_ERROR (FRAGMENTS ("grundy-pile", "one-pile"), "sequence", "wythoff", "grundy-pile");
  CHECK_ERROR (FRAGMENTS ("grundy-pile"), "sequence", "mark", "grundy-row=0");
  CHECK_ERROR (FRAGMENTS ("no Grundy values"), "sequence", "mark:play=misere", "grundy-pile");
  /* the reason for every Grundy kind of a game without values, blocking and misere alike */
  CHECK_ERROR (FRAGMENTS ("nimpq:a=1,b=1,p=2,q=1 has no Grundy values: they are defined in normal "
                          "play without nimpq's blocking (p = q = 1)"), "sequence", "nimpq:p=2",
               "grundy-row=1");
  CHECK_ERROR (FRAGMENTS ("wythoff:play=misere has no Grundy values"), "sequence",
               "wythoff:play=misere", "grundy-row=1");
}

/* Both sides of a one-pile rule's Grundy cap: g(n) of every pile below it, and one more
 * refused naming it. */
static void
test_grundy_pile_cap (void)
{
  const char *rule = "pile:rule=(d<=n/2)";
  guint cap = run_refused_max ("grundy", rule);
  g_autofree char *at = g_strdup_printf ("%u", cap);
  g_autofree char *beyond = g_strdup_printf ("%u", cap + 1);
  g_autofree char *named = g_strdup_printf ("piles below %u", cap);
  Run run = { 0 };

  RUN (&run, "sequence", rule, "grundy-pile", "--count", at, "--format", "bfile");
  g_assert_cmpint (run.status, ==, 0);
  /* take at most half: g(1) = 0 (no move), g(2) = mex{g(1)}, g(3) = mex{g(2)},
   * g(4) = mex{g(3), g(2)}, g(5) = mex{g(4), g(3)} */
  g_assert_true (g_str_has_prefix (run.out, "0 0\n1 0\n2 1\n3 0\n4 2\n5 1\n"));
  run_clear (&run);
  CHECK_ERROR (FRAGMENTS (named), "sequence", rule, "grundy-pile", "--count", beyond);
}

/* A row of a cone game's Grundy values comes from its strip engine, beyond the game's Grundy
 * cap, and byte for byte as the board's row (`grundy --region`) up to that cap; a row beyond
 * the strip's 64 rows comes off the board; the row of stwythoff:s=1,t=1 is Wythoff's
 * (A004484), and a rule of your own and block=Q have rows too. */
static void
test_grundy_row_any_game (void)
{
  guint cap = run_refused_max ("grundy", "stwythoff:s=2,t=3");
  g_autofree char *wyt = g_strdup_printf ("%u", cap);
  g_autofree char *beyond = g_strdup_printf ("%u", cap + 1);
  g_autofree char *region = g_strdup_printf ("3,0,3,%u", cap - 1);
  g_autofree char *path = oeis_path ("A004484");
  g_autoptr (GString) board_row = g_string_new (NULL);
  g_auto (GStrv) lines = NULL;
  Run run = { 0 };

  RUN (&run, "sequence", "stwythoff", "grundy-row=3", "--check", path);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "agrees: "));
  run_clear (&run);
  RUN (&run, "sequence", "moves:rule=(dx==0||dy==0||dx==dy)", "grundy-row=3", "--check", path);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "agrees: "));
  run_clear (&run);
  /* the board's row 3 as a b-file: its csv lines "3,y,g" */
  RUN (&run, "grundy", "stwythoff:s=2,t=3", "--size", wyt, "--region", region);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  for (guint k = 1; lines[k] && lines[k][0]; k++)
    g_string_append_printf (board_row, "%s\n", lines[k] + 2);
  g_strdelimit (board_row->str, ",", ' ');
  run_clear (&run);
  RUN (&run, "sequence", "stwythoff:s=2,t=3", "grundy-row=3", "--count", wyt, "--format",
       "bfile");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, board_row->str);
  run_clear (&run);
  RUN (&run, "sequence", "stwythoff:s=2,t=3", "grundy-row=3", "--count", beyond);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  CHECK_ERROR (FRAGMENTS ("strip of 21 rows", "from 1 to"), "sequence", "stwythoff:s=2,t=3",
               "grundy-row=20", "--count", "10000000");
  check_output ("100, 101, 102, 103, 91\n",
                (const char *const[]) { "sequence", "stwythoff:s=2,t=1", "grundy-row=100",
                                        "--count", "5", NULL });
  /* where only y can be lowered, g(x, y) = y along every row */
  check_output ("0, 1, 2, 3, 4\n", (const char *const[]) { "sequence", "moves:rule=(dx==0)",
                                                           "grundy-row=2", "--count", "5",
                                                           NULL });
}

static void
test_errors (void)
{
  CHECK_ERROR (FRAGMENTS ("unknown sequence 'ppos': choose ppos-x"), "sequence", "wythoff", "ppos");
  CHECK_ERROR (FRAGMENTS ("unknown sequence 'grundy-rwo=3' (did you mean 'grundy-row'?): choose"),
               "sequence", "wythoff", "grundy-rwo=3");
  CHECK_ERROR (FRAGMENTS ("grundy-row", "whole number"), "sequence", "wythoff", "grundy-row=x");
  /* a whole number out of range is named as such, with the range */
  CHECK_ERROR (FRAGMENTS ("grundy-row=1000001 is out of range: N must be from 0 to 1000000"),
               "sequence", "wythoff", "grundy-row=1000001");
  CHECK_ERROR (FRAGMENTS ("grundy-diagonal=-1000001 is out of range: N must be from -1000000"),
               "sequence", "wythoff", "grundy-diagonal=-1000001");
  CHECK_ERROR (FRAGMENTS ("one-pile"), "sequence", "wythoff", "pile-p");
  CHECK_ERROR (FRAGMENTS ("--offset 0", "out of range", "from 1 to"), "sequence", "mark",
               "pile-p", "--offset", "0");
  CHECK_ERROR (FRAGMENTS ("line families", "cone families", "stwythoff"), "periods",
               "stwythoff:s=2,t=3,play=misere");
  CHECK_ERROR (FRAGMENTS ("--rows", "1", "64"), "periods", "wythoff", "--rows", "65");
  /* beyond the strip's budget: the option, the core's reach for these rows and a quarter's */
  {
    g_autofree char *reach = g_strdup_printf ("from 1 to %u",
                                              wy_grundy_strip_max_length (8));
    g_autofree char *quarter = g_strdup_printf ("--rows 2 reaches %u",
                                                wy_grundy_strip_max_length (2));

    CHECK_ERROR (FRAGMENTS ("--upto 100000000 is beyond the budget", "a strip of 8 rows",
                            reach, quarter), "periods", "wythoff", "--upto", "100000000");
  }
  CHECK_ERROR (FRAGMENTS ("a strip of 1 row of wyt:a=1,b=3 reaches"), "periods", "wyt:a=1,b=3",
               "--rows", "1", "--upto", "100000000");
  CHECK_ERROR (FRAGMENTS ("side", "4096"), "sequence", "wythoff", "grundy-diagonal=0", "--count",
               "5000");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  wythoff = g_getenv ("WYTHOFF");
  g_test_add_func ("/cli/analysis/oeis", test_oeis);
  g_test_add_func ("/cli/analysis/oeis-own-offset", test_oeis_own_offset);
  g_test_add_func ("/cli/analysis/check-bom", test_check_bom);
  g_test_add_func ("/cli/analysis/triangle-antidiagonal", test_triangle_antidiagonal);
  g_test_add_func ("/cli/analysis/check-finds-difference", test_check_finds_difference);
  g_test_add_func ("/cli/analysis/check-bad-files", test_check_bad_files);
  g_test_add_func ("/cli/analysis/unproven-note", test_unproven_note);
  g_test_add_func ("/cli/analysis/grundy-row-beyond-strip", test_grundy_row_beyond_strip);
  g_test_add_func ("/cli/analysis/bfile", test_bfile);
  g_test_add_func ("/cli/analysis/periods", test_periods);
  g_test_add_func ("/cli/analysis/classes", test_classes);
  g_test_add_func ("/cli/analysis/classes-empty", test_classes_empty);
  g_test_add_func ("/cli/analysis/beams", test_beams);
  g_test_add_func ("/cli/analysis/errors", test_errors);
  g_test_add_func ("/cli/analysis/grundy-pile", test_grundy_pile);
  g_test_add_func ("/cli/analysis/grundy-pile-cap", test_grundy_pile_cap);
  g_test_add_func ("/cli/analysis/grundy-row-any-game", test_grundy_row_any_game);
  return g_test_run ();
}
