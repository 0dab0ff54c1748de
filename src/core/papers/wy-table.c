/* wy-table.c: the papers' tables of P-positions, built from a board or a recursion, in four formats. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-game-private.h"
#include "wy-json-private.h"
#include "wy-table-private.h"
#include "wy-solution-private.h"
#include "wy-solution.h"
#include "wy-table.h"

/* Which rows does a board settle?
 *
 * Two-pile games. The table lists the P-positions with x <= y by d = y - x,
 * then x. A pair shows on an S x S board iff max (x, y) < S, so a pair
 * missing from the board could still come before a row if its difference
 * is small but its coordinates are large. The first k rows count as
 * settled when 2 max (x, y) + 2 <= S for all of them: the board of side
 * S/2 (its lower-left corner, solved exactly the same) then holds the
 * same k rows, and a pair hidden from it would need a difference at most
 * that of the k-th row but a coordinate at least twice the largest of the
 * k rows. The papers show P-positions grow linearly along the table
 * (x_n / n tends to a limit, y_n - x_n = a floor(n/p)), so this cannot
 * happen for the games they solve; for the others it is a safeguard, not
 * a proof.
 *
 * One-pile games. Every value below S is exact on the 0..S-1 strip, so
 * every n for which the strip holds a_n and b_n is settled. */

static const struct {
  const char *name;
  const char *extension;
} formats[WY_N_TABLE_FORMATS] = {
  [WY_TABLE_TEXT] = { "text", "txt" },
  [WY_TABLE_CSV] = { "csv", "csv" },
  [WY_TABLE_JSON] = { "json", "json" },
  [WY_TABLE_LATEX] = { "latex", "tex" },
};

gboolean
wy_table_format_from_filename (const char *filename, WyTableFormat *out, GError **error)
{
  g_autofree char *base = g_path_get_basename (filename);
  g_autofree char *shown = NULL;
  const char *dot = strrchr (base, '.');

  for (guint f = 0; dot && f < WY_N_TABLE_FORMATS; f++)
    if (g_ascii_strcasecmp (dot + 1, formats[f].extension) == 0)
      {
        *out = f;
        return TRUE;
      }
  /* the name as given: the base name of "" is ".", which the user never wrote */
  shown = g_filename_display_name (filename);
  g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
               _("cannot tell the table format of “%s”: the name must end in .csv, .tex, "
                 ".json or .txt"), shown);
  return FALSE;
}

gint64
wy_table_row_d (const WyPair *row)
{
  return (gint64) row->y - (gint64) row->x;
}

static int
compare_rows (const void *pa, const void *pb)
{
  const WyPair *a = pa, *b = pb;
  guint64 da = (guint64) ABS (wy_table_row_d (a)), db = (guint64) ABS (wy_table_row_d (b));

  if (da != db)
    return da < db ? -1 : 1;
  if (a->x != b->x)
    return a->x < b->x ? -1 : 1;
  return a->y < b->y ? -1 : a->y > b->y;
}

/* wy_table_sort_rows in place. */
static void
sort_rows (GArray *rows)
{
  if (rows->len > 1)
    qsort (rows->data, rows->len, sizeof (WyPair), compare_rows);
}

/* The leading rows with 2 max (x, y) + 2 <= size. */
static guint
settled_rows (const GArray *rows, guint size)
{
  guint k;

  for (k = 0; k < rows->len; k++)
    {
      const WyPair *r = &g_array_index (rows, WyPair, k);
      if (2 * MAX (r->x, r->y) + 2 > size)
        break;
    }
  return k;
}

static GArray *
two_pile_rows (const WyGame *game, guint size, const WyPos *ppos, guint n_ppos)
{
  gboolean symmetric = wy_game_is_symmetric (game);
  GArray *rows = g_array_new (FALSE, FALSE, sizeof (WyPair));

  for (guint i = 0; i < n_ppos; i++)
    if (!symmetric || ppos[i].x <= ppos[i].y)
      {
        WyPair row = { ppos[i].x, ppos[i].y };
        g_array_append_val (rows, row);
      }
  sort_rows (rows);
  return g_array_set_size (rows, settled_rows (rows, size));
}

/* Fraenkel's a_n, b_n: b the P-positions, a the other numbers and 0. The a_n are made as
 * the rows need them: a row a P-position, however large the strip. */
static GArray *
one_pile_rows (guint size, const WyPos *ppos, guint n_ppos)
{
  GArray *rows = g_array_new (FALSE, FALSE, sizeof (WyPair));
  guint i = 0;

  for (guint n = 0; n < size && rows->len < n_ppos; n++)
    {
      gboolean p = i < n_ppos && ppos[i].x == n;

      i += p;
      if (!p || n == 0)
        {
          WyPair row = { n, ppos[rows->len].x };
          g_array_append_val (rows, row);
        }
    }
  return rows;
}

GArray *
wy_table_rows_from_ppos (const WyGame *game, guint size, const WyPos *ppos, guint n_ppos)
{
  g_return_val_if_fail (game != NULL, NULL);
  if (wy_game_is_one_pile (game))
    return one_pile_rows (size, ppos, n_ppos);
  return two_pile_rows (game, size, ppos, n_ppos);
}

GArray *
wy_table_rows_from_board (const WyBoard *board)
{
  guint n;
  const WyPos *ppos;

  /* a table lists pairs: a cube (three heaps) settles none, a slice of it its own */
  if (wy_board_get_heaps (board) == 3)
    return g_array_new (FALSE, FALSE, sizeof (WyPair));
  ppos = wy_board_get_ppos (board, &n);
  return wy_table_rows_from_ppos (wy_board_get_game (board), wy_board_get_size (board), ppos,
                                  n);
}

GArray *
wy_table_rows_on_board (const WyBoard *board)
{
  const WyGame *game = wy_board_get_game (board);
  guint size = wy_board_get_size (board);
  guint64 side = 2 * (guint64) size + 2;
  g_autoptr (WySolution) big = NULL;
  GArray *rows;
  guint keep = 0;

  WyQuery query = { .needs = WY_NEED_STATUS, .size = (guint) MIN (side, G_MAXUINT) };

  /* only where a sparse engine gives the P-set of the larger board quickly; a slice of a
   * cube has its own rows, which a larger solve of the cube's game would not give */
  if (wy_game_get_heaps (game) == 3 || side > wy_solve_max_side (game, &query, NULL)
      || wy_solve_engine (game, &query) == WY_ENGINE_DENSE)
    return wy_table_rows_from_board (board);
  big = wy_solve (game, &query, NULL);
  if (big == NULL)
    return wy_table_rows_from_board (board);
  rows = wy_table_rows_from_board (wy_solution_get_board (big));
  /* the table's prefix that the S x S board shows */
  while (keep < rows->len && MAX (g_array_index (rows, WyPair, keep).x,
                                  g_array_index (rows, WyPair, keep).y) < size)
    keep++;
  g_array_set_size (rows, keep);
  return rows;
}

GArray *
wy_table_rows_from_recursion (const WyGame *game, guint count, GError **error)
{
  if (!wy_recursion_available (game))
    {
      _wy_game_refuse (game, error, _("the papers give no recursion for %s: use the exact "
                                      "solver"));
      return NULL;
    }
  return wy_recursion_pairs (game, count, error);
}

/* ---- formats ---- */

GArray *
wy_table_sort_rows (const GArray *rows)
{
  GArray *sorted;

  g_return_val_if_fail (rows != NULL, NULL);
  sorted = g_array_sized_new (FALSE, FALSE, sizeof (WyPair), rows->len);
  g_array_append_vals (sorted, rows->data, rows->len);
  sort_rows (sorted);
  return sorted;
}

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
        g_string_append_printf (out, " %*" G_GINT64_FORMAT, w, wy_table_row_d (&r[i]));
      g_string_append_c (out, '\n');
    }
}

/* The rows as fields between sep, each row ended by end (CSV, LaTeX). */
static void
rows_separated (GString *out, const GArray *rows, gboolean one_pile, const char *sep,
                const char *end)
{
  const WyPair *r = (const WyPair *) rows->data;

  for (guint i = 0; i < rows->len; i++)
    {
      g_string_append_printf (out, "%u%s%" G_GUINT64_FORMAT "%s%" G_GUINT64_FORMAT, i, sep,
                              r[i].x, sep, r[i].y);
      if (!one_pile)
        g_string_append_printf (out, "%s%" G_GINT64_FORMAT, sep, wy_table_row_d (&r[i]));
      g_string_append (out, end);
    }
}

static void
rows_csv (GString *out, const GArray *rows, gboolean one_pile)
{
  g_string_append (out, one_pile ? "n,a,b\n" : "n,x,y,d\n");
  rows_separated (out, rows, one_pile, ",", "\n");
}

/* The table as a JSON object: {"game","source","rows":[{"n","x","y","d"},...]}. */
void
_wy_table_json (WyJson *json, const WyGame *game, const GArray *rows, gboolean recursion)
{
  const WyPair *r = (const WyPair *) rows->data;
  gboolean one_pile = wy_game_is_one_pile (game);
  g_autofree char *rule = wy_game_to_string (game);

  _wy_json_begin_object (json);
  _wy_json_string (_wy_json_key (json, "game"), rule);
  _wy_json_string (_wy_json_key (json, "source"), recursion ? "recursion" : "exact");
  _wy_json_begin_array (_wy_json_key (json, "rows"));
  for (guint i = 0; i < rows->len; i++)
    {
      _wy_json_begin_object (json);
      _wy_json_uint (_wy_json_key (json, "n"), i);
      _wy_json_uint (_wy_json_key (json, one_pile ? "a" : "x"), r[i].x);
      _wy_json_uint (_wy_json_key (json, one_pile ? "b" : "y"), r[i].y);
      if (!one_pile)
        _wy_json_int (_wy_json_key (json, "d"), wy_table_row_d (&r[i]));
      _wy_json_end_object (json);
    }
  _wy_json_end_array (json);
  _wy_json_end_object (json);
}

static void
rows_latex (GString *out, const GArray *rows, gboolean one_pile)
{
  g_string_append_printf (out, "\\begin{tabular}{|%s}\n\\hline\n", one_pile ? "r|r|r|" : "r|r|r|r|");
  g_string_append (out, one_pile ? "$n$ & $a_n$ & $b_n$ \\\\\n"
                                 : "$n$ & $x_n$ & $y_n$ & $y_n - x_n$ \\\\\n");
  g_string_append (out, "\\hline\n");
  rows_separated (out, rows, one_pile, " & ", " \\\\\n");
  g_string_append (out, "\\hline\n\\end{tabular}\n");
}

char *
wy_table_format (const WyGame *game, const GArray *rows, WyTableFormat format,
                 gboolean recursion)
{
  gboolean one_pile = wy_game_is_one_pile (game);
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (rows != NULL && format < WY_N_TABLE_FORMATS, NULL);
  if (format == WY_TABLE_CSV)
    rows_csv (out, rows, one_pile);
  else if (format == WY_TABLE_JSON)
    {
      WyJson json;

      _wy_json_init (&json, out);
      _wy_table_json (&json, game, rows, recursion);
      g_string_append_c (out, '\n');
    }
  else if (format == WY_TABLE_LATEX)
    rows_latex (out, rows, one_pile);
  else
    rows_text (out, rows, one_pile);
  return g_string_free (out, FALSE);
}
