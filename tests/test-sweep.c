/* test-sweep.c: `wythoff sweep`: its rows against `compare`, `limit`, `ppos` and `steps` run rule by rule, the grid's order at any number of threads, and its refusals. */
#include <glib.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "config.h"

#include "wy-test-run.h"

/* One CSV row of a sweep: the quoted rule, then the values. */
typedef struct {
  char  *rule;
  GStrv  values;
} Row;

static void
row_clear (gpointer data)
{
  Row *row = data;

  g_free (row->rule);
  g_strfreev (row->values);
}

/* The rows of a sweep's CSV after its header, which must be header. */
static GArray *
sweep_rows (const char *header, const char *const *args)
{
  GArray *rows = g_array_new (FALSE, TRUE, sizeof (Row));
  Run run = { 0 };
  g_auto (GStrv) lines = NULL;

  g_array_set_clear_func (rows, row_clear);
  run_argv (&run, args);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, header);
  for (guint i = 1; lines[i] && *lines[i]; i++)
    {
      const char *line = lines[i];
      const char *close;
      Row row;

      g_assert_true (line[0] == '"');
      close = strchr (line + 1, '"');
      g_assert_nonnull (close);
      g_assert_true (close[1] == ',');
      row.rule = g_strndup (line + 1, (gsize) (close - line - 1));
      row.values = g_strsplit (close + 2, ",", -1);
      g_array_append_val (rows, row);
    }
  run_clear (&run);
  return rows;
}

/* The value after "key: " in the output of a command. */
static char *
field (const char *out, const char *key)
{
  g_autofree char *prefix = g_strdup_printf ("%s: ", key);
  const char *at = strstr (out, prefix);

  if (at == NULL)
    return NULL;
  at += strlen (prefix);
  return g_strndup (at, strcspn (at, "\n"));
}

static void
test_first_disagreement (void)
{
  g_autoptr (GArray) rows = sweep_rows ("rule,size,disagreements,first_x,first_y,exact",
      (const char *const[]) { "sweep", "nimpq:p={1..4},q={2,3},a={0,1,2},b={2,3}", "--question",
                              "first-disagreement", "--size", "60", NULL });
  guint n_disagree = 0, n_none = 0;

  g_assert_cmpuint (rows->len, ==, 4 * 2 * 3 * 2);
  for (guint i = 0; i < rows->len; i++)
    {
      const Row *row = &g_array_index (rows, Row, i);
      Run run = { 0 };
      g_autofree char *result = NULL, *first = NULL;

      g_assert_cmpuint (g_strv_length (row->values), ==, 5);
      g_assert_cmpstr (row->values[0], ==, "60");
      RUN (&run, "compare", row->rule, "--size", "60");
      g_assert_cmpint (run.status, ==, *row->values[1] ? 0 : 2);
      result = field (run.out, "result");
      if (*row->values[1] == '\0')
        {
          /* paper 000 takes a >= 1: no formula, an empty row (compare refuses) */
          g_assert_nonnull (strstr (run.err, "no formula"));
          for (guint k = 2; k < 5; k++)
            g_assert_cmpstr (row->values[k], ==, "");
          n_none++;
        }
      else if (strcmp (row->values[1], "0") == 0)
        {
          g_assert_cmpstr (result, ==, "agree");
          g_assert_cmpstr (row->values[2], ==, "");
          g_assert_cmpstr (row->values[4], ==, "");
        }
      else
        {
          g_autofree char *want_result = g_strdup_printf ("disagree at %s position%s",
                                                          row->values[1],
                                                          strcmp (row->values[1], "1") ? "s" : "");
          g_autofree char *want_first = g_strdup_printf ("(%s, %s) exact %s, formula %s",
                                                         row->values[2], row->values[3],
                                                         row->values[4],
                                                         strcmp (row->values[4], "P") ? "P" : "N");
          g_assert_cmpstr (result, ==, want_result);
          first = field (run.out, "first");
          g_assert_cmpstr (first, ==, want_first);
          n_disagree++;
        }
      run_clear (&run);
    }
  /* nimpq:a=1,b=2,p=3,q=2 disagrees at (2, 2) (test-cli's /cli/compare) */
  g_assert_cmpuint (n_disagree, >, 0);
  g_assert_cmpuint (n_none, ==, 4 * 2 * 2);
}

static void
test_limit (void)
{
  g_autoptr (GArray) rows = sweep_rows ("rule,n,x_n,x_n_over_n,perron_root,limit",
      (const char *const[]) { "sweep", "wyt:a={1..3},b={1,2,4}", "--question", "limit",
                              "--count", "20000", NULL });

  g_assert_cmpuint (rows->len, ==, 9);
  g_assert_cmpstr (g_array_index (rows, Row, 0).rule, ==, "wyt:a=1,b=1");
  g_assert_cmpstr (g_array_index (rows, Row, 1).rule, ==, "wyt:a=1,b=2");
  g_assert_cmpstr (g_array_index (rows, Row, 3).rule, ==, "wyt:a=2,b=1");
  for (guint i = 0; i < rows->len; i++)
    {
      const Row *row = &g_array_index (rows, Row, i);
      Run run = { 0 };
      const char *keys[] = { "N", "x_N", "x_N/N", "perron root", "limit" };

      RUN (&run, "limit", row->rule, "--count", "20000");
      g_assert_cmpint (run.status, ==, 0);
      for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
        {
          g_autofree char *value = field (run.out, keys[k]);
          /* "none (why)" where paper 000 proves no limit: an empty column */
          if (g_str_has_prefix (value, "none"))
            g_assert_cmpstr (row->values[k], ==, "");
          else
            g_assert_cmpstr (row->values[k], ==, value);
        }
      run_clear (&run);
    }
}

/* The number of lines of out after its header, and the largest value of
 * its column col. */
static void
csv_count (const char *out, guint col, guint *n_lines, guint *max)
{
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);

  *n_lines = 0;
  *max = 0;
  for (guint i = 1; lines[i] && *lines[i]; i++)
    {
      g_auto (GStrv) cells = g_strsplit (lines[i], ",", -1);
      (*n_lines)++;
      if (col < g_strv_length (cells))
        *max = MAX (*max, (guint) atoi (cells[col]));
    }
}

static void
test_counts_against_cli (void)
{
  const char *grid = "wyt:a={0..3},b={1,2}";
  g_autoptr (GArray) ppos = sweep_rows ("rule,size,ppos", (const char *const[]) {
      "sweep", grid, "--question", "n-ppos", "--size", "90", NULL });
  g_autoptr (GArray) steps = sweep_rows ("rule,size,steps", (const char *const[]) {
      "sweep", grid, "-q", "n-steps", "-s", "90", "-t", "3", NULL });

  g_assert_cmpuint (ppos->len, ==, 8);
  g_assert_cmpuint (steps->len, ==, 8);
  for (guint i = 0; i < ppos->len; i++)
    {
      const Row *p = &g_array_index (ppos, Row, i), *s = &g_array_index (steps, Row, i);
      Run run = { 0 };
      guint n, max;
      g_autofree char *n_text = NULL, *max_text = NULL;

      g_assert_cmpstr (p->rule, ==, s->rule);
      RUN (&run, "ppos", p->rule, "--size", "90", "--format", "csv");
      g_assert_cmpint (run.status, ==, 0);
      csv_count (run.out, 0, &n, &max);
      n_text = g_strdup_printf ("%u", n);
      g_assert_cmpstr (p->values[1], ==, n_text);
      run_clear (&run);
      RUN (&run, "steps", p->rule, "--size", "90", "--format", "csv");
      g_assert_cmpint (run.status, ==, 0);
      csv_count (run.out, 3, &n, &max);
      g_assert_cmpuint (n, ==, 90 * 90);
      max_text = g_strdup_printf ("%u", max);
      g_assert_cmpstr (s->values[1], ==, max_text);
      run_clear (&run);
    }
}

/* Rows come in the grid's order (the first group slowest) whatever the
 * threads finish first; JSON holds the same rows. */
static void
test_order (void)
{
  const char *grid = "nimpq:p={1..3},q={1..3},a={1..2},b={3,1}";
  Run one = { 0 }, many = { 0 }, json = { 0 };
  g_auto (GStrv) lines = NULL;

  RUN (&one, "sweep", grid, "-q", "first-disagreement", "-s", "80", "--threads", "1");
  RUN (&many, "sweep", grid, "-q", "first-disagreement", "-s", "80", "--threads", "7");
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpstr (one.out, ==, many.out);
  g_assert_true (g_str_has_prefix (one.out, "rule,size,disagreements,first_x,first_y,exact\n"
                                            "\"nimpq:a=1,b=3,p=1,q=1\",80,"));
  g_assert_nonnull (strstr (one.out, "\n\"nimpq:a=1,b=1,p=1,q=1\",80,"));
  g_assert_nonnull (strstr (one.out, "\n\"nimpq:a=2,b=1,p=3,q=3\",80,"));
  g_assert_true (g_str_has_suffix (one.out, "\n"));
  lines = g_strsplit (one.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 36 + 1);

  /* an alternative with commas inside parentheses stays one rule */
  RUN (&json, "sweep", "{adjoin:base=(wyt:a=2,b=1),nim}", "-q", "n-ppos", "-s", "40");
  g_assert_cmpint (json.status, ==, 0);
  g_assert_true (g_str_has_prefix (json.out, "rule,size,ppos\n\"adjoin:base=(wyt:a=2,b=1)\",40,"));
  g_assert_nonnull (strstr (json.out, "\n\"nim\",40,40\n"));
  run_clear (&json);
  RUN (&json, "sweep", "wyt:a={1,2},b=2", "-q", "n-ppos", "-s", "30", "-f", "json");
  g_assert_cmpint (json.status, ==, 0);
  g_assert_cmpstr (json.out, ==, "{\"question\":\"n-ppos\",\"rows\":["
                                 "{\"rule\":\"wyt:a=1,b=2\",\"size\":30,\"ppos\":15},"
                                 "{\"rule\":\"wyt:a=2,b=2\",\"size\":30,\"ppos\":11}]}\n");
  run_clear (&one);
  run_clear (&many);
  run_clear (&json);
}

static void
test_refusals (void)
{
  CHECK_ERROR (FRAGMENTS ("sweep", "{5..1}", "empty"), "sweep", "wyt:a={5..1}", "-q", "n-ppos",
               "-s", "10");
  /* groups do not nest */
  CHECK_ERROR (FRAGMENTS ("'{'", "nest"), "sweep", "{wythoff,wyt:a={1,3}}", "-q", "n-ppos",
               "-s", "9");
  CHECK_ERROR (FRAGMENTS ("empty group {}"), "sweep", "wyt:a={}", "-q", "n-ppos", "-s", "10");
  CHECK_ERROR (FRAGMENTS ("more than 100000 rules"), "sweep", "wyt:a={1..400},b={1..400}",
               "-q", "n-ppos", "-s", "10");
  CHECK_ERROR (FRAGMENTS ("more than 100000 rules"), "sweep", "wyt:a={1..2000000000}",
               "-q", "n-ppos", "-s", "10");
  /* a bad rule inside the grid names itself and its place */
  CHECK_ERROR (FRAGMENTS ("rule 1 of 3", "wyt:b=0", "b=0 is out of range"), "sweep",
               "wyt:b={0..2}", "-q", "n-ppos", "-s", "10");
  CHECK_ERROR (FRAGMENTS ("rule 2 of 2", "chess"), "sweep", "{wythoff,chess}", "-q", "n-ppos",
               "-s", "10");
  CHECK_ERROR (FRAGMENTS ("not a range of integers"), "sweep", "wyt:a={x..3}", "-q", "n-ppos",
               "-s", "10");
  CHECK_ERROR (FRAGMENTS ("rule 1 of 1", "beyond the budget"), "sweep", "wyt", "-q", "n-ppos",
               "-s", "100000000");
  CHECK_ERROR (FRAGMENTS ("--question", "first-disagreement"), "sweep", "wyt", "-s", "10");
  CHECK_ERROR (FRAGMENTS ("unknown --question 'foo'"), "sweep", "wyt", "-q", "foo", "-s", "10");
  CHECK_ERROR (FRAGMENTS ("needs --size"), "sweep", "wyt", "-q", "n-steps");
  CHECK_ERROR (FRAGMENTS ("--count"), "sweep", "wyt", "-q", "limit", "-s", "10");
  CHECK_ERROR (FRAGMENTS ("--count"), "sweep", "wyt", "-q", "limit");
  CHECK_ERROR (FRAGMENTS ("--threads"), "sweep", "wyt", "-q", "n-ppos", "-s", "9", "-t", "0");
  CHECK_ERROR (FRAGMENTS ("--format"), "sweep", "wyt", "-q", "n-ppos", "-s", "9", "-f", "text");
}

static void
test_help (void)
{
  Run run = { 0 };

  RUN (&run, "sweep", "--help");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "first-disagreement"));
  g_assert_nonnull (strstr (run.out, "{A..B}"));
  run_clear (&run);
  RUN (&run, "--help");
  g_assert_nonnull (strstr (run.out, "sweep"));
  run_clear (&run);
}

/* Threads times boards within the memory budget: Mark's boards of 2^27
 * positions take up to the whole 2 GiB (the cap's own bytes a position),
 * so three threads asked become one, said on stderr, and the sweep's
 * peak (wait4) stays within the budget. Issue 34: 16 threads of them
 * passed 8 GB. */
static void
test_memory (void)
{
  const char *args[] = { "sweep", "mark:k={2..4}", "--question", "n-steps", "--size",
                         "134217728", "--threads", "3", NULL };
  g_autofree char *err = NULL;
  guint64 out_bytes;
  double cpu;
  int status;
  glong kb = run_peak (args, &out_bytes, &cpu, &err, &status);

  g_test_message ("peak %ld MB, %.2f s of processor: %s", kb / 1024, cpu, err);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  g_assert_cmpuint (out_bytes, >, 0);
  g_assert_nonnull (strstr (err, "3 threads would pass the memory budget of 2048 MB: 1 thread "
                                 "at once"));
  g_assert_cmpint (kb, <, 2L << 20);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  wythoff = g_getenv ("WYTHOFF");
  if (!wythoff)
    {
      g_printerr ("test-sweep: set WYTHOFF to the built wythoff binary\n");
      return 1;
    }
  g_test_add_func ("/cli/sweep/first-disagreement", test_first_disagreement);
  g_test_add_func ("/cli/sweep/limit", test_limit);
  g_test_add_func ("/cli/sweep/counts-against-cli", test_counts_against_cli);
  g_test_add_func ("/cli/sweep/order", test_order);
  g_test_add_func ("/cli/sweep/refusals", test_refusals);
  g_test_add_func ("/cli/sweep/help", test_help);
  g_test_add_func ("/cli/sweep/memory", test_memory);
  return g_test_run ();
}
