/* wy-cli-limit-series.c: `wythoff limit GAME --count N --series K`: K points of x_n / n, as CSV/JSON/text or a plot (-o FILE). */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <string.h>

#include "wy-cli-common.h"
#include "wy-cli-commands.h"
#include "wy-cli-papers.h"
#include "wy-render-limit.h"

#define MAX_COUNT 100000000

static void
series_json (GString *out, const WyLimitSeries *s)
{
  WyJson json;

  wy_cli_json_begin_game (&json, out, s->game);
  if (s->has_perron)
    _wy_json_double (_wy_json_key (&json, "perron"), s->perron, 6);
  else
    _wy_json_null (_wy_json_key (&json, "perron"));
  if (s->has_printed)
    _wy_json_double (_wy_json_key (&json, "printed"), s->printed, 3);
  else
    _wy_json_null (_wy_json_key (&json, "printed"));
  _wy_json_begin_array (_wy_json_key (&json, "points"));
  for (guint i = 0; i < s->points->len; i++)
    {
      const WyLimitPoint *p = &g_array_index (s->points, WyLimitPoint, i);

      _wy_json_begin_object (&json);
      _wy_json_uint (_wy_json_key (&json, "n"), p->n);
      _wy_json_uint (_wy_json_key (&json, "x"), p->x);
      _wy_json_double (_wy_json_key (&json, "ratio"), p->ratio, 6);
      _wy_json_end_object (&json);
    }
  _wy_json_end_array (&json);
  _wy_json_end_object (&json);
  g_string_append_c (out, '\n');
}

static void
series_text (GString *out, const WyLimitSeries *s, WyTableFormat format)
{
  const WyLimitPoint *p = (const WyLimitPoint *) s->points->data;

  if (format == WY_TABLE_JSON)
    {
      series_json (out, s);
      return;
    }
  if (format == WY_TABLE_CSV)
    g_string_append (out, "n,x_n,x_n_over_n\n");
  else
    {
      g_string_append_printf (out, "game: %s\n", s->game);
      if (s->has_perron)
        g_string_append_printf (out, "perron limit: %.6f\n", s->perron);
      if (s->has_printed)
        g_string_append_printf (out, "paper 001 table 3: %.3f\n", s->printed);
    }
  for (guint i = 0; i < s->points->len; i++)
    g_string_append_printf (out, format == WY_TABLE_CSV
                            ? "%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT ",%.6f\n"
                            : "%12" G_GUINT64_FORMAT " %14" G_GUINT64_FORMAT " %.6f\n",
                            p[i].n, p[i].x, p[i].ratio);
}

/* K points need K distinct n from 1 to N: more would give fewer points than asked, unsaid. */
static gboolean
series_fits_count (guint count, guint k, GError **error)
{
  guint most = MIN (count, (guint) WY_LIMIT_MAX_SERIES);

  if (k <= count)
    return TRUE;
  if (count < 2)
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("--count %u has one value of n, too few for --series %u: with --series, --count "
                   "must be from 2 to %u"), count, k, MAX_COUNT);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("--series %u asks for more points than --count %u has values of n: --series "
                   "must be from 2 to %u"), k, count, most);
  return FALSE;
}

static int
limit_series (int argc, char **argv)
{
  g_autofree char *count_text = NULL, *series_text_arg = NULL, *format_text = NULL;
  g_autofree char *output = NULL, *width_text = NULL;
  GOptionEntry entries[] = {
    { "count", 'n', 0, G_OPTION_ARG_STRING, &count_text, N_("The last n"), N_("N") },
    { "series", 'k', 0, G_OPTION_ARG_STRING, &series_text_arg,
      N_("Points, evenly in log n"), N_("K") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_text,
      N_("text (default), csv or json"), N_("FORMAT") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("A plot: .png, .svg, .pdf or .tex"), N_("FILE") },
    { "width", 'w', 0, G_OPTION_ARG_STRING, &width_text,
      N_("Plot width in pixels (1200)"), N_("PX") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (WyGame) game = NULL;
  g_autoptr (WyLimitSeries) s = NULL;
  guint count = 0, k = 0, width = 1200;
  WyTableFormat format;

  if (!wy_cli_parse_options ("limit", N_("GAME"), N_("x_n / n of the paper's recursion at K values "
                                "of n spaced evenly in log n, up to N."),
                             N_("With --series: the game, its limits and a line n x_n x_n/n a "
                                "point (text),\n"
                                "csv rows n,x_n,x_n_over_n, json, or with -o a plot of x_n/n "
                                "against log n\n"
                                "with the Perron limit (solid) and paper 001 Table 3's printed "
                                "value (dashed)\n"
                                "as lines."),
                             entries, 1, &argc, &argv, &error)
      || !wy_cli_parse_uint ("--count", count_text, 1, MAX_COUNT, &count, &error)
      || !wy_cli_parse_uint ("--series", series_text_arg, 2, WY_LIMIT_MAX_SERIES, &k, &error)
      || !series_fits_count (count, k, &error)
      || !wy_cli_parse_format (format_text, WY_CLI_ALLOW (WY_TABLE_CSV)
                               | WY_CLI_ALLOW (WY_TABLE_JSON)
                               | WY_CLI_ALLOW (WY_TABLE_TEXT), &format, &error)
      || (width_text && !wy_cli_parse_uint ("--width", width_text, WY_EXPORT_PLOT_MIN_WIDTH,
                                            WY_EXPORT_PLOT_MAX_WIDTH, &width, &error))
      || !(game = wy_cli_parse_game (argv[1], &error))
      || !(s = wy_limit_series (game, count, k, NULL, &error)))
    return wy_cli_fail_error (error);
  if (output)
    return wy_cli_write_plot (output, WY_CLI_PLOT_LIMIT, s, width);
  series_text (out, s, format);
  return wy_cli_write (out);
}

/* An option of the series (--format, -o, --width) given without --series. */
static const char *
series_option (int argc, char **argv)
{
  static const char *const names[] = { "--format", "-f", "--output", "-o", "--width", "-w" };

  for (int i = 1; i < argc && strcmp (argv[i], "--") != 0; i++)
    for (guint k = 0; k < G_N_ELEMENTS (names); k++)
      if (strcmp (argv[i], names[k]) == 0
          || (g_str_has_prefix (argv[i], names[k]) && argv[i][strlen (names[k])] == '='))
        return names[k];
  return NULL;
}

int
wy_cli_limit_entry (int argc, char **argv)
{
  const char *option;

  for (int i = 1; i < argc; i++)
    if (g_str_has_prefix (argv[i], "--series") || strcmp (argv[i], "-k") == 0)
      return limit_series (argc, argv);
  if ((option = series_option (argc, argv)))
    return wy_cli_fail (_("limit: %s goes with --series K (K points of x_n/n, as text, csv or "
                          "json, or their plot with -o): add --series K (see 'wythoff limit "
                          "--help')"), option);
  return wy_cli_limit (argc, argv);
}
