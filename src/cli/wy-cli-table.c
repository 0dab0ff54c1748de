/* wy-cli-table.c: `wythoff table`: the papers' tables of P-positions, from the solver or the recursion. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include "wy-cli-common.h"
#include "wy-cli-commands.h"
#include "wy-table.h"

#define DEFAULT_COUNT 20
#define MAX_COUNT 1000000

static GArray *
table_rows (const WyGame *game, guint count, gboolean recursion, GError **error)
{
  GArray *rows;

  if (!recursion)
    {
      g_autoptr (GError) local = NULL;

      rows = wy_table_exact_rows (game, count, NULL, NULL, NULL, &local);
      if (rows && !wy_table_is_proven (game))
        g_printerr (_("wythoff: note: a rule of your own: these are the rows the boards show (each "
                      "also on the board of half the side), not proven final; a P-position of a "
                      "smaller difference further out is not ruled out\n"));
      /* name the option, and advise --recursion only where there is one */
      if (!rows && g_error_matches (local, WY_ERROR, WY_ERROR_MEMORY))
        g_set_error (error, WY_ERROR, WY_ERROR_MEMORY, "--count %u: %s%s", count,
                     local->message,
                     wy_recursion_available (game) ? _(", or use --recursion") : "");
      else if (!rows)
        g_propagate_error (error, g_steal_pointer (&local));
      return rows;
    }
  /* the core's error, naming the option to drop */
  if (!wy_recursion_available (game))
    {
      g_autofree char *rule = wy_game_to_string (game);
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("the papers give no recursion for %s: use the exact solver (drop "
                     "--recursion)"),
                   rule);
      return NULL;
    }
  return wy_table_rows_from_recursion (game, count, error);
}

static const char table_help[] =
  N_("Two-pile games: rows n,x,y,d (d = y - x) for the P-positions with x <= y, in the\n"
     "papers' order (by d, then x); games that are not symmetric (wytc with b != c) list\n"
     "every P-position, by |d| then x. One-pile games: rows n,a,b as in Fraenkel's tables:\n"
     "b_n is the n-th P-position, a_n the n-th number that is not one (a_0 = 0).\n"
     "Without --recursion the rows come from the exact solver on a board grown until they\n"
     "are final; with it, from the paper's recursion, in the paper's order.\n"
     "csv header n,x,y,d (one-pile n,a,b); json "
     "{\"game\",\"source\",\"rows\":[{\"n\",\"x\",\"y\",\"d\"}]};\n"
     "latex: a tabular with columns $n$, $x_n$, $y_n$, $y_n - x_n$.");

int
wy_cli_table (int argc, char **argv)
{
  g_autofree char *count_text = NULL, *format = NULL;
  gboolean recursion = FALSE;
  GOptionEntry entries[] = {
    { "count", 'n', 0, G_OPTION_ARG_STRING, &count_text,
      N_("Number of rows (default 20)"), N_("N") },
    { "recursion", 'r', 0, G_OPTION_ARG_NONE, &recursion,
      N_("Rows from the paper's recursion"), NULL },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format,
      N_("text (default), csv, json or latex"), N_("FORMAT") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GArray) rows = NULL;
  g_autofree char *text = NULL;
  guint count = DEFAULT_COUNT;
  WyTableFormat fmt;
  g_autoptr (WyGame) game = NULL;

  if (!wy_cli_parse_options ("table", N_("GAME"), N_("A table of P-positions like the papers' "
                                                     "tables."),
                             table_help, entries, 1, &argc, &argv, &error)
      || (count_text && !wy_cli_parse_uint ("--count", count_text, 1, MAX_COUNT, &count, &error))
      || !wy_cli_parse_format (format, WY_CLI_ALLOW (WY_TABLE_TEXT) | WY_CLI_ALLOW (WY_TABLE_CSV)
                               | WY_CLI_ALLOW (WY_TABLE_JSON)
                               | WY_CLI_ALLOW (WY_TABLE_LATEX), &fmt, &error)
      || !(game = wy_cli_parse_game (argv[1], &error))
      || !(rows = table_rows (game, count, recursion, &error)))
    return wy_cli_fail_error (error);
  text = wy_table_format (game, rows, fmt, recursion);
  g_string_append (out, text);
  return wy_cli_write (out);
}
