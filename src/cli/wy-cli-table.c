/* wy-cli-table.c: `wythoff table`: the papers' tables of P-positions, from the solver or the recursion. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <stdlib.h>

#include "wy-cli-common.h"
#include "wy-cli-commands.h"
#include "wy-cli-rows.h"
#include "wy-recursion.h"

#define DEFAULT_COUNT 20
#define MAX_COUNT 1000000

static void
rows_text (GString *out, const GArray *rows, gboolean one_pile)
{
  const WyPair *r = (const WyPair *) rows->data;
  guint64 wide = rows->len;
  int w;

  for (guint i = 0; i < rows->len; i++)
    wide = MAX (wide, MAX (r[i].x, r[i].y));
  w = MAX (2, (int) g_snprintf (NULL, 0, "%" G_GUINT64_FORMAT, wide));
  if (one_pile)
    g_string_append_printf (out, "%*s %*s %*s\n", w, "n", w, "a", w, "b");
  else
    g_string_append_printf (out, "%*s %*s %*s %*s\n", w, "n", w, "x", w, "y", w, "d");
  for (guint i = 0; i < rows->len; i++)
    {
      g_string_append_printf (out, "%*u %*" G_GUINT64_FORMAT " %*" G_GUINT64_FORMAT,
                              w, i, w, r[i].x, w, r[i].y);
      if (!one_pile)
        g_string_append_printf (out, " %*" G_GINT64_FORMAT, w, wy_cli_row_d (&r[i]));
      g_string_append_c (out, '\n');
    }
}

static void
rows_csv (GString *out, const GArray *rows, gboolean one_pile)
{
  const WyPair *r = (const WyPair *) rows->data;

  g_string_append (out, one_pile ? "n,a,b\n" : "n,x,y,d\n");
  for (guint i = 0; i < rows->len; i++)
    {
      g_string_append_printf (out, "%u,%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT, i,
                              r[i].x, r[i].y);
      if (!one_pile)
        g_string_append_printf (out, ",%" G_GINT64_FORMAT, wy_cli_row_d (&r[i]));
      g_string_append_c (out, '\n');
    }
}

static void
rows_json (GString *out, const GArray *rows, gboolean one_pile, const char *rule,
           gboolean recursion)
{
  const WyPair *r = (const WyPair *) rows->data;

  g_string_append (out, "{\"game\":");
  wy_cli_json_string (out, rule);
  g_string_append_printf (out, ",\"source\":\"%s\",\"rows\":[", recursion ? "recursion" : "exact");
  for (guint i = 0; i < rows->len; i++)
    {
      g_string_append_printf (out, "%s{\"n\":%u,\"%s\":%" G_GUINT64_FORMAT ",\"%s\":%"
                              G_GUINT64_FORMAT, i ? "," : "", i, one_pile ? "a" : "x", r[i].x,
                              one_pile ? "b" : "y", r[i].y);
      if (!one_pile)
        g_string_append_printf (out, ",\"d\":%" G_GINT64_FORMAT, wy_cli_row_d (&r[i]));
      g_string_append_c (out, '}');
    }
  g_string_append (out, "]}\n");
}

static void
rows_latex (GString *out, const GArray *rows, gboolean one_pile)
{
  const WyPair *r = (const WyPair *) rows->data;

  g_string_append_printf (out, "\\begin{tabular}{|%s}\n\\hline\n", one_pile ? "r|r|r|" : "r|r|r|r|");
  g_string_append (out, one_pile ? "$n$ & $a_n$ & $b_n$ \\\\\n"
                                 : "$n$ & $x_n$ & $y_n$ & $y_n - x_n$ \\\\\n");
  g_string_append (out, "\\hline\n");
  for (guint i = 0; i < rows->len; i++)
    {
      g_string_append_printf (out, "%u & %" G_GUINT64_FORMAT " & %" G_GUINT64_FORMAT, i,
                              r[i].x, r[i].y);
      if (!one_pile)
        g_string_append_printf (out, " & %" G_GINT64_FORMAT, wy_cli_row_d (&r[i]));
      g_string_append (out, " \\\\\n");
    }
  g_string_append (out, "\\hline\n\\end{tabular}\n");
}

static void
rows_format (GString *out, WyCliFormat fmt, const GArray *rows, const WyGame *game,
             gboolean recursion)
{
  gboolean one_pile = wy_game_is_one_pile (game);
  g_autofree char *rule = wy_game_to_string (game);

  if (fmt == WY_CLI_FORMAT_CSV)
    rows_csv (out, rows, one_pile);
  else if (fmt == WY_CLI_FORMAT_JSON)
    rows_json (out, rows, one_pile, rule, recursion);
  else if (fmt == WY_CLI_FORMAT_LATEX)
    rows_latex (out, rows, one_pile);
  else
    rows_text (out, rows, one_pile);
}

static GArray *
table_rows (const WyGame *game, guint count, gboolean recursion, GError **error)
{
  if (!recursion)
    return wy_cli_exact_rows (game, count, error);
  if (!wy_recursion_available (game))
    {
      g_autofree char *rule = wy_game_to_string (game);
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   "the papers give no recursion for %s: use the exact solver (drop --recursion)",
                   rule);
      return NULL;
    }
  return wy_recursion_pairs (game, count, error);
}

static const char table_help[] =
  "Two-pile games: rows n,x,y,d (d = y - x) for the P-positions with x <= y, in the\n"
  "papers' order (by d, then x); games that are not symmetric (wytc with b != c) list\n"
  "every P-position, by |d| then x. One-pile games: rows n,a,b as in Fraenkel's tables:\n"
  "b_n is the n-th P-position, a_n the n-th number that is not one (a_0 = 0).\n"
  "Without --recursion the rows come from the exact solver on a board grown until they\n"
  "are final; with it, from the paper's recursion, in the paper's order.\n"
  "csv header n,x,y,d (one-pile n,a,b); json {\"game\",\"source\",\"rows\":[{\"n\",\"x\",\"y\","
  "\"d\"}]};\nlatex: a tabular with columns $n$, $x_n$, $y_n$, $y_n - x_n$.";

int
wy_cli_table (int argc, char **argv)
{
  g_autofree char *count_text = NULL, *format = NULL;
  gboolean recursion = FALSE;
  GOptionEntry entries[] = {
    { "count", 'n', 0, G_OPTION_ARG_STRING, &count_text, "Number of rows (default 20)", "N" },
    { "recursion", 'r', 0, G_OPTION_ARG_NONE, &recursion, "Rows from the paper's recursion",
      NULL },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format, "text (default), csv, json or latex",
      "FORMAT" },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GArray) rows = NULL;
  guint count = DEFAULT_COUNT;
  WyCliFormat fmt;
  WyGame *game = NULL;

  if (!wy_cli_parse_options ("table", "GAME", "A table of P-positions like the papers' tables.",
                             table_help, entries, 1, &argc, &argv, &error)
      || (count_text && !wy_cli_parse_uint ("--count", count_text, 1, MAX_COUNT, &count, &error))
      || !wy_cli_parse_format (format, WY_CLI_FORMAT_TEXT | WY_CLI_FORMAT_CSV | WY_CLI_FORMAT_JSON
                               | WY_CLI_FORMAT_LATEX, &fmt, &error)
      || !(game = wy_cli_parse_game (argv[1], &error))
      || !(rows = table_rows (game, count, recursion, &error)))
    {
      if (game)
        wy_game_free (game);
      return wy_cli_fail_error (error);
    }
  rows_format (out, fmt, rows, game, recursion);
  wy_game_free (game);
  return wy_cli_write (out);
}
