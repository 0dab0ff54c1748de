/* wy-paper-tables.c: the rows and text of the catalogue's tables (wy-paper-items.h), from the exact solver. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-json-private.h"
#include "wy-table-private.h"
#include "wy-solution.h"
#include "wy-paper-items.h"

#define FIRST_SIDE 32u
#define LIMIT_N 1000000

char *
wy_paper_caption_plain (const char *caption)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (caption != NULL, g_string_free (out, FALSE));
  /* the catalogue writes LaTeX math between $...$; plain text drops the
   * dollars and backslashes ("\Gamma_1" reads "Gamma_1") */
  for (const char *p = caption; *p; p++)
    if (*p != '$' && *p != '\\')
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

/* The catalogue's own item of that id: a binding may hand one built
 * empty or with its fields changed by hand. */
static const WyPaperItem *
catalogued (const WyPaperItem *item, GError **error)
{
  if (item == NULL || item->id == NULL)
    {
      g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                           _("an empty paper item: take one from wy_paper_items or "
                             "wy_paper_item_find"));
      return NULL;
    }
  return wy_paper_item_find (item->id, error);
}

char *
wy_paper_item_caption (const WyPaperItem *item, const WyBoard *board)
{
  g_autofree char *plain = NULL;
  WyComparison cmp = { 0 };

  if (!(item = catalogued (item, NULL)))
    return g_strdup ("");
  plain = wy_paper_caption_plain (item->caption);
  if (!board || !item->view || strcmp (item->view, "formula") != 0
      || !wy_recursion_available (wy_board_get_game (board))
      || !wy_recursion_compare (board, &cmp, NULL))
    return g_steal_pointer (&plain);
  if (cmp.n_disagree == 0)
    return g_strdup_printf ("%s; they agree on every cell", plain);
  return g_strdup_printf ("%s; they differ at %u cell%s (marked)", plain, cmp.n_disagree,
                          cmp.n_disagree == 1 ? "" : "s");
}

static int
compare_x (const void *pa, const void *pb)
{
  const WyPair *a = pa, *b = pb;

  return a->x < b->x ? -1 : a->x > b->x;
}

/* Gamma_1's P-generators: the P-positions with x <= y both even, by x. As
 * A_n and B_n both increase, a generator below a listed one is on the board. */
static GArray *
generator_rows (const WyBoard *board)
{
  GArray *rows = g_array_new (FALSE, FALSE, sizeof (WyPair));
  guint n;
  const WyPos *ppos = wy_board_get_ppos (board, &n);

  for (guint i = 0; i < n; i++)
    if (ppos[i].x <= ppos[i].y && ppos[i].x % 2 == 0 && ppos[i].y % 2 == 0)
      {
        WyPair r = { ppos[i].x, ppos[i].y };
        g_array_append_val (rows, r);
      }
  qsort (rows->data, rows->len, sizeof (WyPair), compare_x);
  return rows;
}

GArray *
wy_paper_item_rows (const WyPaperItem *item, guint g, GError **error)
{
  g_autoptr (WyGame) game = NULL;
  guint count, max;

  if (!(item = catalogued (item, error)))
    return NULL;
  if (g >= wy_paper_item_n_games (item) && wy_paper_item_n_games (item) == 0)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("%s has no games to give rows of: it is not a table of games"), item->id);
      return NULL;
    }
  if (g >= wy_paper_item_n_games (item))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("game %u: %s has games 0 to %u"), g, item->id,
                   wy_paper_item_n_games (item) - 1);
      return NULL;
    }
  if (!(game = wy_game_parse (item->games[g].rule, error)))
    return NULL;
  count = item->games[g].count;
  max = wy_solve_max_side (game, &(WyQuery) { .needs = WY_NEED_ELIMINATION }, NULL);
  for (guint size = MIN (FIRST_SIDE, max);; size = MIN (size * 2, max))
    {
      WyQuery query = { .needs = WY_NEED_ELIMINATION, .size = size };
      g_autoptr (WySolution) solution = wy_solve (game, &query, error);
      WyBoard *board;
      GArray *rows;

      if (!solution)
        return NULL;
      board = wy_solution_get_board (solution);
      rows = item->generators ? generator_rows (board) : wy_table_rows_from_board (board);
      if (rows->len >= count)
        return g_array_set_size (rows, count);
      g_array_unref (rows);
      if (size >= max)
        {
          g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                       _("the exact solver settles fewer than %u rows of %s on its largest "
                         "board (%u)"), count, item->games[g].rule, max);
          return NULL;
        }
    }
}

/* ---- several games in one text ---- */

static void
append_csv (GString *out, const char *rule, const char *csv, gboolean first, gboolean tag)
{
  const char *line = csv;

  if (!tag)
    {
      g_string_append (out, csv);
      return;
    }
  for (const char *end; (end = strchr (line, '\n')); line = end + 1)
    {
      gboolean header = line == csv;
      if (header && !first)
        continue;
      if (header)
        g_string_append (out, "game,");
      else
        g_string_append_printf (out, "\"%s\",", rule);
      g_string_append_len (out, line, end - line + 1);
    }
}

static gboolean
append_tables (GString *out, const WyPaperItem *item, WyTableFormat format, GError **error)
{
  guint n = wy_paper_item_n_games (item);

  for (guint g = 0; g < n; g++)
    {
      g_autoptr (GArray) rows = wy_paper_item_rows (item, g, error);
      g_autoptr (WyGame) game = wy_game_parse (item->games[g].rule, NULL);
      g_autofree char *text = NULL;

      if (!rows)
        return FALSE;
      text = wy_table_format (game, rows, format, FALSE);
      switch (format)
        {
        case WY_TABLE_CSV:
          append_csv (out, item->games[g].rule, text, g == 0, n > 1);
          break;
        case WY_TABLE_LATEX:
          g_string_append_printf (out, "%s\\begin{tabular}[t]{c}\n\\texttt{%s}\\\\[2pt]\n%s"
                                  "\\end{tabular}\n", g ? "\\quad\n" : "", item->games[g].rule,
                                  text);
          break;
        default:
          g_string_append_printf (out, "%sgame: %s\n%s", g ? "\n" : "", item->games[g].rule, text);
        }
    }
  return TRUE;
}

/* ---- paper 001 Table 3 ---- */

typedef struct {
  int    a, b;
  double printed, perron, ratio;
  gboolean has_perron;
} LimitRow;

static gboolean
limit_rows (LimitRow *rows, GError **error)
{
  for (int a = 0; a <= 5; a++)
    for (int b = 1; b <= 5; b++)
      {
        LimitRow *r = &rows[a * 5 + b - 1];
        g_autofree char *rule = g_strdup_printf ("wyt:a=%d,b=%d", a, b);
        g_autoptr (WyGame) game = wy_game_parse (rule, error);
        double root;
        WyPair pair;

        if (!game || !wy_recursion_nth (game, LIMIT_N, &pair, error))
          return FALSE;
        *r = (LimitRow) { a, b, wy_paper_limit_printed (a, b), NAN, (double) pair.x / LIMIT_N };
        r->has_perron = wy_perron_limit (a, b, &root, &r->perron);
      }
  return TRUE;
}

static void
append_limits (GString *out, const LimitRow *rows, WyTableFormat format)
{
  if (format == WY_TABLE_CSV)
    g_string_append (out, "a,b,printed,perron,x_n_over_n\n");
  else if (format == WY_TABLE_LATEX)
    g_string_append (out, "\\begin{tabular}{|r|r|r|r|r|}\n\\hline\n$a$ & $b$ & printed & "
                          "Perron & $x_n/n$ \\\\\n\\hline\n");
  else if (format == WY_TABLE_TEXT)
    g_string_append_printf (out, "%2s %2s %8s %9s %9s\n", "a", "b", "printed", "perron",
                            "x_n/n");
  for (guint i = 0; i < 30; i++)
    {
      const LimitRow *r = &rows[i];
      g_autofree char *perron = r->has_perron ? g_strdup_printf ("%.6f", r->perron)
                                : g_strdup (format == WY_TABLE_CSV ? "" : "-");
      if (format == WY_TABLE_CSV)
        g_string_append_printf (out, "%d,%d,%.3f,%s,%.6f\n", r->a, r->b, r->printed, perron,
                                r->ratio);
      else if (format == WY_TABLE_LATEX)
        g_string_append_printf (out, "%d & %d & %.3f & %s & %.6f \\\\\n", r->a, r->b,
                                r->printed, perron, r->ratio);
      else
        g_string_append_printf (out, "%2d %2d %8.3f %9s %9.6f\n", r->a, r->b, r->printed,
                                perron, r->ratio);
    }
  if (format == WY_TABLE_LATEX)
    g_string_append (out, "\\hline\n\\end{tabular}\n");
}

/* The item as one JSON object: its tables, or paper 001's limits. */
static gboolean
item_json (GString *out, const WyPaperItem *item, const char *caption, const LimitRow *limits,
           GError **error)
{
  WyJson json;

  _wy_json_init (&json, out);
  _wy_json_begin_object (&json);
  _wy_json_string (_wy_json_key (&json, "item"), item->id);
  _wy_json_string (_wy_json_key (&json, "caption"), caption);
  if (item->kind == WY_PAPER_ITEM_LIMITS)
    _wy_json_uint (_wy_json_key (&json, "n"), LIMIT_N);
  _wy_json_begin_array (_wy_json_key (&json, item->kind == WY_PAPER_ITEM_LIMITS ? "rows"
                                                                                 : "tables"));
  for (guint i = 0; item->kind == WY_PAPER_ITEM_LIMITS && i < 30; i++)
    {
      _wy_json_begin_object (&json);
      _wy_json_int (_wy_json_key (&json, "a"), limits[i].a);
      _wy_json_int (_wy_json_key (&json, "b"), limits[i].b);
      _wy_json_double (_wy_json_key (&json, "printed"), limits[i].printed, 3);
      if (limits[i].has_perron)
        _wy_json_double (_wy_json_key (&json, "perron"), limits[i].perron, 6);
      else
        _wy_json_null (_wy_json_key (&json, "perron"));
      _wy_json_double (_wy_json_key (&json, "x_n_over_n"), limits[i].ratio, 6);
      _wy_json_end_object (&json);
    }
  for (guint g = 0; item->kind != WY_PAPER_ITEM_LIMITS && g < wy_paper_item_n_games (item); g++)
    {
      g_autoptr (GArray) rows = wy_paper_item_rows (item, g, error);
      g_autoptr (WyGame) game = wy_game_parse (item->games[g].rule, NULL);

      if (!rows)
        return FALSE;
      _wy_table_json (&json, game, rows, FALSE);
    }
  _wy_json_end_array (&json);
  _wy_json_end_object (&json);
  g_string_append_c (out, '\n');
  return TRUE;
}

char *
wy_paper_item_table (const WyPaperItem *item, WyTableFormat format, gboolean caption,
                     GError **error)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autofree char *plain = NULL;
  LimitRow limits[30];

  if (!(item = catalogued (item, error)))
    return NULL;
  plain = wy_paper_caption_plain (item->caption);
  if (!wy_paper_item_has_table (item))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("%s is a figure: write it as .png, .svg, .pdf or .tex"), item->id);
      return NULL;
    }
  if (item->kind == WY_PAPER_ITEM_LIMITS && !limit_rows (limits, error))
    return NULL;
  if (format == WY_TABLE_JSON)
    return item_json (out, item, plain, limits, error)
           ? g_string_free (g_steal_pointer (&out), FALSE) : NULL;
  if (format == WY_TABLE_LATEX)
    g_string_append_printf (out, "%% %s (wythoff figure %s)\n\\begin{table}[ht]\n\\centering\n",
                            plain, item->id);
  else if (format == WY_TABLE_TEXT && caption)
    g_string_append_printf (out, "%s\n\n", plain);
  if (item->kind == WY_PAPER_ITEM_LIMITS)
    append_limits (out, limits, format);
  else if (!append_tables (out, item, format, error))
    return NULL;
  if (format == WY_TABLE_LATEX)
    {
      if (caption)
        g_string_append_printf (out, "\\caption{%s}\n", item->caption);
      g_string_append (out, "\\end{table}\n");
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}
