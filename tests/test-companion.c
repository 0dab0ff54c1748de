/* test-companion.c: the papers' companion commands of `wythoff` (check, numeration, figure), run as a program. */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "config.h"

#include "wy-test-export.h"
#include "wy-test-run.h"

/* One fragment each here. */
#define CHECK_ERROR1(fragment, ...) CHECK_ERROR (FRAGMENTS (fragment), __VA_ARGS__)

static void
test_check_mark (void)
{
  Run run = { 0 };

  RUN (&run, "check", "mark", "--upto", "5000");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpuint (count_lines (run.out, "holds to 5000\n"), ==, 27);
  g_assert_cmpuint (count_lines (run.out, "fails"), ==, 0);
  g_assert_nonnull (strstr (run.out, "mark3-dopey"));
  g_assert_nonnull (strstr (run.out, "upmark-spite"));
  run_clear (&run);
  RUN (&run, "check", "mark", "--upto", "100", "--format", "json");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "[{\"id\":\"mark2-dopey\""));
  g_assert_cmpuint (count_lines (run.out, "\"holds\":true"), ==, 27);
  run_clear (&run);
  CHECK_ERROR1 ("--upto", "check", "mark", "--upto", "10");
  CHECK_ERROR1 ("--upto", "check", "mark", "--upto", "x");
  CHECK_ERROR1 ("mark", "check", "wythoff");
  CHECK_ERROR1 ("json", "check", "mark", "--format", "csv");
}

/* docs/spec.md's example: s = 2, t in {3, 4}: R(12) = 11, R(52) = 110. */
static void
test_numeration (void)
{
  Run run = { 0 };

  RUN (&run, "numeration", "gamma:i=1,s=2,t=3", "52");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "game: gamma:i=1,s=2,t=3\n"
                   "bases: 2 10 42 178 754 3194 13530 57314 ... (digits 0..4, a digit 4 is "
                   "followed by one < 1)\n"
                   "N: 52\nR: 110\ntrailing zeros: 1\nclass: dopey\n"
                   "generator: (V_5, D_5) = (12, 52)\n");
  run_clear (&run);
  RUN (&run, "numeration", "gamma:i=1,s=2,t=4", "13", "--format", "json");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "{\"game\":\"gamma:i=1,s=2,t=4\",\"n\":13,\"even\":12,\"digits\":[1,1],"
                   "\"representation\":\"11\",\"trailing_zeros\":0,\"class\":\"vile\","
                   "\"index\":5,\"vile_number\":12,\"dopey_number\":52}\n");
  run_clear (&run);
  /* u_6 = 1500 u_5 + 999 u_4 is beyond 64 bits: named, not written as 2^64 - 1 */
  RUN (&run, "numeration", "gamma:i=1,s=1000,t=1000", "5");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "bases: 2 3002 4504998 6760495998 10145244490002 "
                                     "15224620470505002; u_6 is beyond 64 bits (digits 0..1500"));
  g_assert_null (strstr (run.out, "18446744073709551615"));
  run_clear (&run);
  RUN (&run, "numeration", "gamma:i=1,s=2,t=3", "178");
  g_assert_nonnull (strstr (run.out, "R: 1000\n"));
  g_assert_nonnull (strstr (run.out, "class: dopey\n"));
  run_clear (&run);
  RUN (&run, "numeration", "gamma:i=1,s=3,t=2", "8", "--check", "120");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_suffix (run.out, "\ncorollary 3.6: holds on 120x120 (92 P-positions)\n"));
  run_clear (&run);
  RUN (&run, "numeration", "gamma:i=1,s=3,t=2", "8", "--check", "1");
  g_assert_true (g_str_has_suffix (run.out, "\ncorollary 3.6: holds on 1x1 (1 P-position)\n"));
  run_clear (&run);
  /* Corollary 3.6 on the exact P-set of a board of side 10^5 */
  RUN (&run, "numeration", "gamma:i=1,s=2,t=3", "12", "--check", "100000", "--format", "json");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\n{\"corollary\":\"holds\",\"size\":100000,"));
  run_clear (&run);
  CHECK_ERROR1 ("--check 100000000 is beyond", "numeration", "gamma:i=1,s=3,t=2", "8", "--check", "100000000");
  CHECK_ERROR1 ("from 1 to 2000000", "numeration", "gamma:i=1,s=3,t=2", "8", "--check",
                "2000001");
  CHECK_ERROR1 ("Gamma_1 only", "numeration", "gamma:i=2,s=2,t=3", "10");
  CHECK_ERROR1 ("Gamma_1 only", "numeration", "restricted:s=2,t=3", "10");
  CHECK_ERROR1 ("s >= 2", "numeration", "gamma:i=1,s=1,t=3", "10");
  CHECK_ERROR1 ("from 0 to", "numeration", "gamma:i=1,s=2,t=3", "4x");
  CHECK_ERROR1 ("from 0 to", "numeration", "gamma:i=1,s=2,t=3", "99999999999999999999");
  CHECK_ERROR1 ("GAME N", "numeration", "gamma:i=1,s=2,t=3");
}

/* A LaTeX table snippet compiles inside a plain document (pdflatex: scripts/test installs it). */
static void
compile_table (const char *dir, const char *snippet)
{
  g_autofree char *pdflatex = g_find_program_in_path ("pdflatex");
  g_autofree char *doc = g_build_filename (dir, "doc.tex", NULL);
  g_autofree char *text = g_strdup_printf ("\\documentclass{article}\\begin{document}\n"
                                           "\\input{%s}\n\\end{document}\n", snippet);
  g_autofree char *out = NULL;
  int status = 0;

  g_assert_nonnull (pdflatex);
  g_assert_true (g_file_set_contents (doc, text, -1, NULL));
  const char *argv[] = { pdflatex, "-interaction=nonstopmode", "-halt-on-error", "doc.tex", NULL };
  g_assert_true (g_spawn_sync (dir, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL,
                               &status, NULL));
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("pdflatex of %s failed:\n%s", snippet, out);
  /* OT1 would print a text-mode > as an inverted question mark */
  g_autofree char *tex = NULL;
  g_assert_true (g_file_get_contents (snippet, &tex, NULL, NULL));
  for (const char *line = tex; line; line = strchr (line, '\n') ? strchr (line, '\n') + 1 : NULL)
    if (line[0] == '\\' && g_str_has_prefix (line, "\\caption"))
      {
        gboolean math = FALSE;
        for (const char *c = line; *c && *c != '\n'; c++)
          {
            if (*c == '$')
              math = !math;
            g_assert_true (math || (*c != '>' && *c != '<'));
          }
      }
  const char *names[] = { "doc.tex", "doc.aux", "doc.log", "doc.pdf" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_unlink (path);
    }
}

/* A file's text, or for a PDF its metadata as pdfinfo reads it (cairo may
 * store it as UTF-16). scripts/test installs pdfinfo (poppler-utils): without it
 * the test fails rather than checking nothing. */
static char *
metadata_of (const char *path)
{
  g_autofree char *pdfinfo = NULL;
  char *out = NULL;

  if (!g_str_has_suffix (path, ".pdf"))
    return run_read_file (path);
  pdfinfo = g_find_program_in_path ("pdfinfo");
  if (!pdfinfo)
    g_error ("pdfinfo is missing: install poppler-utils (scripts/test does)");
  const char *argv[] = { pdfinfo, path, NULL };
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, NULL, NULL));
  return out;
}

/* A figure in every format, with its caption in the metadata (and none
 * with --no-caption); the caption drawn typeset: NIM with its scripts, not the plain
 * notation's braces. */
static void
check_figure_formats (const char *dir)
{
  const char *formats[] = { "png", "svg", "pdf" };
  Run run = { 0 };

  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_autofree char *path = g_strdup_printf ("%s/fig14.%s", dir, formats[f]);
      g_autofree char *bare = g_strdup_printf ("%s/bare.%s", dir, formats[f]);
      RUN (&run, "figure", "000:fig14", "-o", path);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      g_autofree char *data = metadata_of (path);
      g_assert_nonnull (strstr (data, "Description"));
      g_assert_nonnull (strstr (data, "Figure 14: NIM^{3,3}_{2,2}"));
      g_assert_nonnull (strstr (data, "nimpq:a=2,b=2,p=3,q=3"));
      if (f == 2)
        {
          g_autofree char *drawn = pdf_text (path, FALSE);
          g_assert_nonnull (strstr (drawn, "Figure 14: NIM"));
          g_assert_null (strstr (drawn, "^{"));
          g_assert_null (strstr (drawn, "_{"));
        }
      RUN (&run, "figure", "000:fig14", "-o", bare, "--no-caption");
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      g_autofree char *bare_data = metadata_of (bare);
      g_assert_null (strstr (bare_data, "Figure 14"));
      g_unlink (path);
      g_unlink (bare);
    }
}

/* Items of the wrong kind or unknown, and no -o: refused, nothing written. */
static void
check_figure_refused (const char *dir)
{
  g_autofree char *png = g_strdup_printf ("%s/t.png", dir);
  g_autofree char *csv = g_strdup_printf ("%s/t.csv", dir);

  CHECK_ERROR1 ("unknown paper item", "figure", "000:fig99", "-o", png);
  CHECK_ERROR1 ("is a table", "figure", "000:table1", "-o", png);
  CHECK_ERROR1 ("is a figure", "figure", "000:fig1", "-o", csv);
  CHECK_ERROR1 ("-o FILE", "figure", "000:fig1");
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (csv, G_FILE_TEST_EXISTS));
}

static void
test_figure (void)
{
  static const char *items[] = { "000:fig1", "000:fig14", "000:table1", "000:table5", "001:table3",
                                 "002:table1", "004:mark", "004:misere-mark", "004:upmark",
                                 "004:mark3", "004:mark4" };
  g_autofree char *dir = g_dir_make_tmp ("wy-figure-XXXXXX", NULL);
  Run run = { 0 };

  RUN (&run, "figure", "--list");
  g_assert_cmpint (run.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      g_autofree char *line = g_strdup_printf ("\n%s ", items[i]);
      g_assert_true (strstr (run.out, line) || g_str_has_prefix (run.out, line + 1));
    }
  g_assert_nonnull (strstr (run.out, "Paper 000, Figure 14"));
  run_clear (&run);
  check_figure_formats (dir);
  /* tables in every table format */
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      const char *ext[] = { "csv", "json", "tex", "txt" };
      if (g_str_has_prefix (items[i], "000:fig"))
        continue;
      for (guint e = 0; e < G_N_ELEMENTS (ext); e++)
        {
          g_autofree char *path = g_strdup_printf ("%s/t.%s", dir, ext[e]);
          RUN (&run, "figure", items[i], "-o", path);
          if (run.status != 0)
            g_error ("figure %s -o %s: %s", items[i], path, run.err);
          run_clear (&run);
          g_autofree char *data = run_read_file (path);
          g_assert_cmpuint (strlen (data), >, 40);
          /* pdflatex takes a second: three kinds of table suffice */
          if (strcmp (ext[e], "tex") == 0
              && (g_str_has_suffix (items[i], "table5") || g_str_has_suffix (items[i], "table3")
                  || strcmp (items[i], "004:mark") == 0))
            compile_table (dir, path);
          g_unlink (path);
        }
    }
  check_figure_refused (dir);
  g_rmdir (dir);
}

/* The format `limit --series --help` names the default is the one given without --format. */
static void
check_series_default_format (void)
{
  g_autoptr (GRegex) re = g_regex_new ("--format=FORMAT +(\\w+) \\(default\\)", 0, 0, NULL);
  g_autoptr (GMatchInfo) m = NULL;
  g_autofree char *named = NULL, *text = NULL;
  Run run = { 0 };

  RUN (&run, "limit", "--series", "2", "--help");
  g_assert_true (g_regex_match (re, run.out, 0, &m));
  named = g_match_info_fetch (m, 1);
  run_clear (&run);
  RUN (&run, "limit", "wyt:a=1,b=2", "--count", "100", "--series", "3", "--format", named);
  text = g_steal_pointer (&run.out);
  run_clear (&run);
  RUN (&run, "limit", "wyt:a=1,b=2", "--count", "100", "--series", "3");
  g_assert_cmpstr (run.out, ==, text);
  run_clear (&run);
}

static void
test_limit_series (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-limit-XXXXXX", NULL);
  const char *ext[] = { "png", "svg", "pdf", "tex" };
  Run run = { 0 };

  RUN (&run, "limit", "wyt:a=1,b=2", "--count", "10000", "--series", "5", "--format", "csv");
  g_assert_cmpint (run.status, ==, 0);
  /* n = 10000^(i/4): 1, 10, 100, 1000, 10000 */
  g_assert_true (g_str_has_prefix (run.out, "n,x_n,x_n_over_n\n1,2,2.000000\n10,"));
  g_assert_cmpuint (count_lines (run.out, "\n"), ==, 6);
  g_assert_nonnull (strstr (run.out, "\n10000,"));
  run_clear (&run);
  RUN (&run, "limit", "wyt:a=1,b=2", "--count", "100", "--series", "3", "--format", "json");
  g_assert_true (g_str_has_prefix (run.out, "{\"game\":\"wyt:a=1,b=2\",\"perron\":3.079596,"
                                   "\"printed\":3.080,\"points\":[{\"n\":1,"));
  run_clear (&run);
  for (guint i = 0; i < G_N_ELEMENTS (ext); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/plot.%s", dir, ext[i]);
      g_autofree char *data = NULL;
      RUN (&run, "limit", "wyt:a=2,b=5", "--count", "100000", "--series", "40", "-o", path);
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      data = metadata_of (path);
      g_assert_nonnull (strstr (data, "x_n/n of wyt:a=2,b=5"));
      if (g_str_equal (ext[i], "pdf"))
        {
          /* the Subject names what the plot is, as a board's PDF names its view */
          g_assert_nonnull (strstr (data, "Subject:         limit plot of wyt:a=2,b=5\n"));
          /* the title typeset (x with its script n), the rule string as typed */
          g_autofree char *drawn = pdf_text (path, FALSE);
          g_assert_null (strstr (drawn, "x_n"));
          g_assert_nonnull (strstr (drawn, "wyt:a=2,b=5"));
        }
      g_unlink (path);
    }
  g_rmdir (dir);
  check_series_default_format ();
  /* without --series: the plain limit, unchanged */
  RUN (&run, "limit", "wythoff", "--count", "10");
  g_assert_true (g_str_has_prefix (run.out, "game: wythoff\nN: 10\n"));
  run_clear (&run);
  CHECK_ERROR1 ("--series", "limit", "wythoff", "--count", "10", "--series", "1");
  CHECK_ERROR1 ("mark", "limit", "mark", "--count", "10", "--series", "4");
  CHECK_ERROR1 ("--count", "limit", "wythoff", "--series", "4");
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
  g_test_add_func ("/cli/companion/check-mark", test_check_mark);
  g_test_add_func ("/cli/companion/numeration", test_numeration);
  g_test_add_func ("/cli/companion/figure", test_figure);
  g_test_add_func ("/cli/companion/limit-series", test_limit_series);
  return g_test_run ();
}
