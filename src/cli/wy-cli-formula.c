/* wy-cli-formula.c: `wythoff compare` and `limit`: the papers' formulas beside the exact solver. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include "wy-cli-common.h"
#include "wy-cli-commands.h"
#include "wy-limit.h"

#define MAX_LIMIT_COUNT 100000000

static gboolean
check_formula (const WyGame *game, GError **error)
{
  g_autofree char *rule = NULL;

  if (wy_recursion_available (game))
    return TRUE;
  rule = wy_game_to_string (game);
  g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
               _("the papers give no formula for %s (%s), so there is nothing to compare"), rule,
               wy_recursion_describe (game));
  return FALSE;
}

static void
comparison_text (GString *out, const WyBoard *board, const WyComparison *cmp)
{
  const WyGame *game = wy_board_get_game (board);
  g_autofree char *rule = wy_game_to_string (game);
  guint size = wy_board_get_size (board);
  gboolean one_pile = wy_board_is_one_pile (board);

  g_string_append_printf (out, "game: %s\n", rule);
  g_string_append_printf (out, "formula: %s (%s)\n", wy_recursion_describe (game),
                          wy_recursion_source (game));
  if (one_pile)
    g_string_append_printf (out, "board: 0..%u\n", size - 1);
  else
    g_string_append_printf (out, "board: %ux%u\n", size, size);
  if (cmp->n_disagree == 0)
    {
      g_string_append (out, "result: agree\n");
      return;
    }
  g_autofree char *pos = wy_cli_pos_text (one_pile, cmp->first.x, cmp->first.y);
  g_string_append_printf (out, "result: disagree at %u position%s\n", cmp->n_disagree,
                          cmp->n_disagree == 1 ? "" : "s");
  g_string_append_printf (out, "first: %s exact %s, formula %s\n", pos,
                          wy_cli_status_name (cmp->exact_status),
                          cmp->exact_status == WY_STATUS_P ? "N" : "P");
}

/* The solution's comparison, or why the formula could not be evaluated on its board. */
static gboolean
comparison_of (const WySolution *solution, WyComparison *cmp, GError **error)
{
  if (wy_solution_get_comparison (solution, cmp))
    return TRUE;
  g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED, "%s",
               wy_solution_get_formula_error (solution) ? wy_solution_get_formula_error (solution)
                                                        : _("the formula could not be evaluated"));
  return FALSE;
}

int
wy_cli_compare (int argc, char **argv)
{
  g_autofree char *size = NULL;
  GOptionEntry entries[] = {
    WY_CLI_SIZE_OPTION (&size),
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (WyGame) game = NULL;
  g_autoptr (WySolution) solution = NULL;
  /* one solve with the formula beside it: the size is checked against what that costs */
  WyQuery query = { .needs = WY_NEED_STATUS | WY_NEED_FORMULA };
  WyComparison cmp = { 0 };
  gboolean ok;

  ok = wy_cli_parse_options ("compare", N_("GAME"), N_("The exact solver against the paper's "
                                                       "formula."),
                             N_("Prints lines \"game:\", \"formula:\", \"board:\" and \"result: "
                                "agree\" or\n"
                                "\"result: disagree at K positions\" and \"first: (x, y) exact "
                                "P|N, formula N|P\"\n"
                                "(the first by y then x). A disagreement is a finding: the exit "
                                "status is 0 either way."),
                             entries, 1, &argc, &argv, &error)
       && (game = wy_cli_parse_game (argv[1], &error))
       && check_formula (game, &error)
       && wy_cli_parse_size (game, size, query.needs, &query.size, &error)
       && (solution = wy_cli_solve (game, &query, &error))
       && comparison_of (solution, &cmp, &error);
  if (ok)
    comparison_text (out, wy_solution_get_board (solution), &cmp);
  return ok ? wy_cli_write (out) : wy_cli_fail_error (error);
}

static void
limit_text (GString *out, const WyGame *game, guint count, const WyPair *pair)
{
  g_autofree char *rule = wy_game_to_string (game);
  guint64 x = pair->x;
  double root, limit;
  const char *why;

  g_string_append_printf (out, "game: %s\n", rule);
  g_string_append_printf (out, "N: %u\n", count);
  g_string_append_printf (out, "x_N: %" G_GUINT64_FORMAT "\n", x);
  g_string_append_printf (out, "x_N/N: %.6f\n", (double) x / count);
  if (!wy_limit_perron_reason (game, &root, &limit, &why))
    {
      g_string_append_printf (out, "perron root: none (%s)\n", why);
      g_string_append_printf (out, "limit: none\n");
      return;
    }
  g_string_append_printf (out, "perron root: %.6f\n", root);
  g_string_append_printf (out, "limit: %.6f\n", limit);
}

static gboolean
limit_nth (const WyGame *game, guint count, WyPair *pair, GError **error)
{
  WyCliProgress progress;
  gboolean ok;

  /* 10^8 terms of a blocking game take a while */
  wy_cli_progress_init (&progress, g_strdup_printf ("limit: %u terms", count));
  ok = wy_recursion_nth_progress (game, count, pair, progress.tty ? wy_cli_progress : NULL,
                                  &progress, error);
  wy_cli_progress_clear (&progress);
  return ok;
}

int
wy_cli_limit (int argc, char **argv)
{
  g_autofree char *count_text = NULL, *series = NULL, *format = NULL, *output = NULL;
  g_autofree char *width = NULL;
  /* the options of --series too, so that --help names every option: a command line with
   * any of them goes to the series (wy_cli_limit_entry), never here */
  GOptionEntry entries[] = {
    { "count", 'n', 0, G_OPTION_ARG_STRING, &count_text, N_("The index N of x_N"), N_("N") },
    { "series", 'k', 0, G_OPTION_ARG_STRING, &series,
      N_("K points of x_n/n for n up to N, evenly in log n (2 to 10000)"), N_("K") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format,
      N_("With --series: text (default), csv or json"), N_("FORMAT") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("With --series: a plot, .png, .svg, .pdf or .tex"), N_("FILE") },
    { "width", 'w', 0, G_OPTION_ARG_STRING, &width,
      N_("With --series: the plot's width in pixels (1200)"), N_("PX") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  WyPair pair;
  g_autoptr (WyGame) game = NULL;
  guint count = 0;
  gboolean ok;

  ok = wy_cli_parse_options ("limit", N_("GAME"), N_("x_N / N from the paper's recursion beside "
                                "the limit a / (r - 1), r the Perron root (paper 000 section 6)."),
                             N_("Prints lines \"game:\", \"N:\", \"x_N:\", \"x_N/N:\", \"perron "
                                "root:\" and \"limit:\".\n"
                                "For wythoff, fraenkel, wyt and nimpq; the Perron value only where "
                                "paper 000 proves it.\n"
                                "\n"
                                "With --series K: K points of x_n/n for n up to N, as text, csv or "
                                "json\n"
                                "(--format), or their plot (-o PLOT.png|.svg|.pdf|.tex, --width "
                                "PX); see\n"
                                "'wythoff limit --series 2 --help'."),
                             entries, 1, &argc, &argv, &error)
       && wy_cli_parse_uint ("--count", count_text, 1, MAX_LIMIT_COUNT, &count, &error)
       && (game = wy_cli_parse_game (argv[1], &error))
       && wy_limit_supported (game, &error)
       && limit_nth (game, count, &pair, &error);
  if (ok)
    limit_text (out, game, count, &pair);
  return ok ? wy_cli_write (out) : wy_cli_fail_error (error);
}
