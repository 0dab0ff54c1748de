/* wy-cli-figure.c: `wythoff figure`: the seed papers' figures and tables by name, in every export format. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <string.h>

#include "wy-cli-common.h"
#include "wy-cli-papers.h"
#include "wy-export.h"
#include "wy-paper-items.h"

#define DEFAULT_WIDTH_PX 1000

typedef struct {
  gboolean  list;
  gboolean  no_caption;
  char     *output;
  char     *format;
  char     *width;
} FigureArgs;

static const char *
item_kind (const WyPaperItem *item)
{
  return wy_paper_item_has_figure (item)
         ? (wy_paper_item_has_table (item) ? "figure+table" : "figure") : "table";
}

/* [{"item","kind","caption"},...] */
static void
list_json (GString *out, const WyPaperItem *items, guint n)
{
  WyJson json;

  _wy_json_init (&json, out);
  _wy_json_begin_array (&json);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *caption = wy_paper_caption_plain (items[i].caption);

      _wy_json_begin_object (&json);
      _wy_json_string (_wy_json_key (&json, "item"), items[i].id);
      _wy_json_string (_wy_json_key (&json, "kind"), item_kind (&items[i]));
      _wy_json_string (_wy_json_key (&json, "caption"), caption);
      _wy_json_end_object (&json);
    }
  _wy_json_end_array (&json);
  g_string_append_c (out, '\n');
}

static int
list_items (const char *format_text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  WyTableFormat format;
  guint n;
  const WyPaperItem *items = wy_paper_items (&n);

  if (!wy_cli_parse_format (format_text, WY_CLI_ALLOW (WY_TABLE_TEXT)
                            | WY_CLI_ALLOW (WY_TABLE_JSON), &format,
                            &error))
    return wy_cli_fail_error (error);
  if (format == WY_TABLE_JSON)
    list_json (out, items, n);
  for (guint i = 0; format == WY_TABLE_TEXT && i < n; i++)
    {
      g_autofree char *caption = wy_paper_caption_plain (items[i].caption);
      g_string_append_printf (out, "%-16s %-13s %s\n", items[i].id, item_kind (&items[i]),
                              caption);
    }
  return wy_cli_write (out);
}

static int
write_table (const WyPaperItem *item, const FigureArgs *a)
{
  g_autoptr (GError) error = NULL;
  WyTableFormat format;
  g_autofree char *text = NULL;

  /* a table has no width: --width was ignored */
  if (a->width)
    return wy_cli_fail (_("figure: %s is a table: --width is for figures (a table's format is -o "
                          "FILE's extension: .csv, .json, .tex or .txt)"), item->id);
  if (!wy_table_format_from_filename (a->output, &format, &error)
      || !(text = wy_paper_item_table (item, format, !a->no_caption, &error)))
    return wy_cli_fail_error (error);
  return wy_cli_write_text (a->output, text);
}

static int
write_figure (const WyPaperItem *item, const FigureArgs *a, WyExportFormat format)
{
  g_autoptr (GError) local = NULL;
  GError **error = &local;
  g_autoptr (WyGame) game = NULL;
  g_autoptr (WySolution) solution = NULL;
  g_autofree char *caption = NULL;
  WyBoard *board;
  WyExportOptions o;
  guint width = DEFAULT_WIDTH_PX;

  if (!wy_paper_item_has_figure (item))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("%s is a table: write it as .csv, .json, .tex or .txt"), item->id);
      return wy_cli_fail_error (local);
    }
  if (a->width && !wy_cli_parse_uint ("--width", a->width, WY_EXPORT_MIN_SIDE,
                                       WY_EXPORT_MAX_SIDE, &width, error))
    return wy_cli_fail_error (local);
  wy_export_options_init (&o);
  o.format = format;
  o.width = width;
  o.unit = WY_UNIT_PX;
  o.render.style = WY_STYLE_PAPER;
  o.render.step = item->step;
  wy_view_from_name (item->view, &o.render.view);
  if (!(game = wy_game_parse (item->games[0].rule, error))
      || !(solution = wy_cli_solve (game, &(WyQuery) {
                                        .size = item->size, .needs = WY_NEED_STEP_COUNTS
                                        | (o.render.view == WY_VIEW_GRUNDY ? WY_NEED_GRUNDY : 0)
                                        | (o.render.view == WY_VIEW_FORMULA ? WY_NEED_FORMULA : 0) },
                                    error)))
    return wy_cli_fail_error (local);
  board = wy_solution_get_board (solution);
  o.render.formula = solution;
  caption = wy_paper_item_caption (item, board);
  o.render.caption = a->no_caption ? NULL : caption;
  return wy_cli_write_figure (board, &o, a->output);
}

/* An option of the other use (--list, or writing an ITEM) was ignored: refused, named. */
static gboolean
check_uses (const FigureArgs *a, GError **error)
{
  if (a->list && (a->output || a->width || a->no_caption))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("figure --list: %s is for "
                     "writing an ITEM (wythoff figure ITEM -o FILE)"),
                   a->output ? "-o" : a->width ? "--width" : "--no-caption");
      return FALSE;
    }
  if (!a->list && a->format)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("figure: --format is for --list "
                     "(text or json); an ITEM's format is -o FILE's extension"));
      return FALSE;
    }
  return TRUE;
}

static const char figure_help[] =
  N_("--list prints every item as PAPER:ITEM, its kind and caption. ITEM -o FILE writes it:\n"
     "figures as .png, .svg, .pdf or .tex (a standalone TikZ picture); the caption under\n"
     "the figure and in the metadata (PNG text chunk Description, SVG <desc>, PDF Keywords,\n"
     "TikZ comments). Tables as .csv, .json, .tex (LaTeX, with \\caption) or .txt. Rows\n"
     "come from the exact solver. Items of paper 004 are tables that also draw as a strip\n"
     "(.png, .svg, .pdf).");

int
wy_cli_figure (int argc, char **argv)
{
  FigureArgs a = { 0 };
  GOptionEntry entries[] = {
    { "list", 'l', 0, G_OPTION_ARG_NONE, &a.list, N_("List the items"), NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &a.output, N_("The file to write"), N_("FILE") },
    { "no-caption", 0, 0, G_OPTION_ARG_NONE, &a.no_caption, N_("Leave the caption out"), NULL },
    { "width", 'w', 0, G_OPTION_ARG_STRING, &a.width,
      N_("Figure width in pixels (1000)"), N_("PX") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &a.format, N_("--list: text or json"), N_("FORMAT") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  const WyPaperItem *item = NULL;
  WyExportFormat format;
  gboolean ok;
  int status;

  /* --list takes no ITEM; otherwise exactly one */
  for (int i = 1; i < argc; i++)
    if (strcmp (argv[i], "--list") == 0 || strcmp (argv[i], "-l") == 0)
      a.list = TRUE;
  ok = wy_cli_parse_options ("figure", a.list ? "" : N_("ITEM"), N_("The seed papers' figures and "
                                "tables by name."), figure_help, entries, a.list ? 0 : 1, &argc,
                             &argv, &error);
  ok = ok && check_uses (&a, &error);
  if (ok && a.list)
    {
      status = list_items (a.format);
      g_free (a.output), g_free (a.format), g_free (a.width);
      return status;
    }
  if (ok && !a.output)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                   _("figure needs -o FILE (.png, .svg, .pdf for figures; .csv, .json, .tex, .txt "
                     "for tables)"));
      ok = FALSE;
    }
  ok = ok && (item = wy_paper_item_find (argv[1], &error));
  if (!ok)
    status = wy_cli_fail_error (error);
  else
    {
      g_autoptr (GError) not_figure = NULL, not_table = NULL;
      gboolean is_figure = wy_export_format_from_filename (a.output, &format, &not_figure);
      WyTableFormat table;
      /* .tex is a LaTeX table for items with one, TikZ for figures */
      if (!is_figure && !wy_table_format_from_filename (a.output, &table, &not_table))
        status = wy_cli_fail (_("cannot tell the format of %s: a figure is .png, .svg, .pdf or "
                                ".tex (TikZ), a table .csv, .json, .tex or .txt"), a.output);
      else if (is_figure && !(format == WY_EXPORT_TIKZ && wy_paper_item_has_table (item)))
        status = write_figure (item, &a, format);
      else
        status = write_table (item, &a);
    }
  g_free (a.output), g_free (a.format), g_free (a.width);
  return status;
}
