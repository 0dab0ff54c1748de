/* test-paper-items.c: the catalogue of the papers' figures and tables: every item named, and every table item equal to the paper's printed numbers (tests/data). */
#include <glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "wy-paper-items.h"
#include "wy-paper-data.h"
#include "wy-test-solve.h"

static const char *required[] = {
  "000:fig1", "000:fig2", "000:fig3", "000:fig4", "000:fig5", "000:fig6", "000:fig7",
  "000:fig8", "000:fig9", "000:fig10", "000:fig11", "000:fig12", "000:fig13", "000:fig14",
  "000:table1", "000:table2", "000:table3", "000:table4", "000:table5", "001:table1",
  "001:table2", "001:table3", "002:table1", "004:mark", "004:misere-mark", "004:upmark",
  "004:mark3", "004:mark4",
};

static void
test_catalogue (void)
{
  guint n;
  const WyPaperItem *items = wy_paper_items (&n);
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < n; i++)
    {
      const WyPaperItem *it = &items[i];
      g_assert_true (g_regex_match_simple ("^00[0-4]:[a-z0-9-]+$", it->id, 0, 0));
      g_assert_false (g_hash_table_contains (ids, it->id));
      g_hash_table_add (ids, (gpointer) it->id);
      g_assert_true (g_str_has_prefix (it->caption, "Paper "));
      g_assert_null (strchr (it->caption, '\n'));
      /* every game parses; figures have a size and a view */
      for (guint g = 0; g < wy_paper_item_n_games (it); g++)
        {
          g_autoptr (WyGame) game = wy_game_parse (it->games[g].rule, &error);
          g_assert_no_error (error);
          g_assert_nonnull (game);
        }
      g_assert_true (wy_paper_item_has_figure (it) || wy_paper_item_has_table (it));
      if (wy_paper_item_has_figure (it))
        g_assert_nonnull (it->view);
      g_assert_true (wy_paper_item_find (it->id, NULL) == it);
    }
  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    if (!g_hash_table_contains (ids, required[i]))
      g_error ("%s is missing from the catalogue", required[i]);
  g_assert_null (wy_paper_item_find ("000:fig15", &error));
  g_assert_nonnull (strstr (error->message, "--list"));
}

static void
assert_rows_equal (const WyPaperItem *item, guint g, const WyPaperTable *t, guint x_col,
                   guint y_col)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) rows = wy_paper_item_rows (item, g, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (item->games[g].count, ==, t->rows->len);
  g_assert_cmpuint (rows->len, ==, t->rows->len);
  for (guint r = 0; r < t->rows->len; r++)
    {
      char **row = g_ptr_array_index (t->rows, r);
      WyPair *p = &g_array_index (rows, WyPair, r);
      guint64 x = g_ascii_strtoull (row[x_col], NULL, 10), y = g_ascii_strtoull (row[y_col], NULL, 10);
      if (p->x != x || p->y != y)
        g_error ("%s, %s row %u: (%" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT "), the paper "
                 "prints (%" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT ")", item->id,
                 item->games[g].rule, r, p->x, p->y, x, y);
    }
}

/* Paper 000: the items' games, in order, are the data file's 14 tables. */
static void
test_paper000 (void)
{
  g_autoptr (GPtrArray) tables = wy_paper_data_load ("paper000-tables.txt");
  const char *ids[] = { "000:table1", "000:table2", "000:table3", "000:table4", "000:table5" };
  guint k = 0;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const WyPaperItem *item = wy_paper_item_find (ids[i], NULL);
      for (guint g = 0; g < wy_paper_item_n_games (item); g++, k++)
        {
          const WyPaperTable *t = g_ptr_array_index (tables, k);
          g_assert_cmpstr (g_ptr_array_index (t->games, 0), ==, item->games[g].rule);
          assert_rows_equal (item, g, t, 1, 2);
        }
    }
  g_assert_cmpuint (k, ==, tables->len);
  g_assert_cmpuint (k, ==, 14);
}

/* Look a data table up by its `table` id. */
static const WyPaperTable *
table_by_id (GPtrArray *tables, const char *id)
{
  for (guint i = 0; i < tables->len; i++)
    {
      const WyPaperTable *t = g_ptr_array_index (tables, i);
      if (t->id && strcmp (t->id, id) == 0)
        return t;
    }
  g_error ("no table %s", id);
}

static void
test_paper001_002_004 (void)
{
  static const struct { const char *item; guint game; const char *file, *table; } map[] = {
    { "001:table1", 0, "paper001-tables.txt", "table1/a1b1" },
    { "001:table1", 1, "paper001-tables.txt", "table1/a2b1" },
    { "001:table2", 0, "paper001-tables.txt", "table2/a1b2" },
    { "001:table2", 1, "paper001-tables.txt", "table2/a2b3" },
    { "002:table1", 0, "paper002-table1.txt", "table1" },
    { "002:table1", 1, "paper002-table1.txt", "table1" },
    { "004:mark", 0, "paper004-tables.txt", "mark-seq" },
    { "004:misere-mark", 0, "paper004-tables.txt", "mark-misere" },
    { "004:upmark", 0, "paper004-tables.txt", "upmark-seq" },
    { "004:mark3", 0, "paper004-tables.txt", "mark3-seq" },
    { "004:mark4", 0, "paper004-tables.txt", "mark4-seq" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (map); i++)
    {
      g_autoptr (GPtrArray) tables = wy_paper_data_load (map[i].file);
      const WyPaperTable *t = table_by_id (tables, map[i].table);
      const WyPaperItem *item = wy_paper_item_find (map[i].item, NULL);
      gboolean listed = FALSE;
      for (guint g = 0; g < t->games->len; g++)
        {
          g_autoptr (WyGame) a = wy_game_parse (g_ptr_array_index (t->games, g), NULL);
          g_autoptr (WyGame) b = wy_game_parse (item->games[map[i].game].rule, NULL);
          listed = listed || wy_game_equal (a, b);
        }
      g_assert_true (listed);
      assert_rows_equal (item, map[i].game, t, 1, 2);
    }
}

/* 001:table3: the printed values, the Perron limit within the paper's
 * rounding (three entries are rough, see test-recursion.c) and x_n/n. */
static void
test_limits (void)
{
  g_autoptr (GError) error = NULL;
  const WyPaperItem *item = wy_paper_item_find ("001:table3", NULL);
  g_autofree char *csv = wy_paper_item_table (item, WY_TABLE_CSV, TRUE, &error);
  g_auto (GStrv) lines = NULL;

  g_assert_no_error (error);
  lines = g_strsplit (csv, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "a,b,printed,perron,x_n_over_n");
  g_assert_cmpuint (g_strv_length (lines), ==, 32);
  /* the real root of z^3 - z - 1 gives 1 / (r - 1) = 3.079596 */
  g_assert_true (g_str_has_prefix (lines[7], "1,2,3.080,3.079596,"));
  for (guint i = 1; i <= 30; i++)
    {
      g_auto (GStrv) f = g_strsplit (lines[i], ",", -1);
      int a = atoi (f[0]), b = atoi (f[1]);
      double printed = g_ascii_strtod (f[2], NULL), ratio = g_ascii_strtod (f[4], NULL);
      g_assert_cmpfloat (printed, ==, wy_paper_limit_printed (a, b));
      g_assert_cmpfloat_with_epsilon (ratio, printed, 0.02);
      if (a > 0)
        g_assert_cmpfloat_with_epsilon (g_ascii_strtod (f[3], NULL), printed, 5e-3);
      else
        g_assert_cmpstr (f[3], ==, "");
    }
}

static void
test_formats (void)
{
  g_autoptr (GError) error = NULL;
  const WyPaperItem *item = wy_paper_item_find ("000:table5", NULL);
  g_autofree char *csv = wy_paper_item_table (item, WY_TABLE_CSV, TRUE, &error);
  g_autofree char *json = wy_paper_item_table (item, WY_TABLE_JSON, TRUE, &error);
  g_autofree char *tex = wy_paper_item_table (item, WY_TABLE_LATEX, TRUE, &error);
  g_autofree char *bare = wy_paper_item_table (item, WY_TABLE_LATEX, FALSE, &error);
  g_autofree char *text = wy_paper_item_table (item, WY_TABLE_TEXT, TRUE, &error);
  g_auto (GStrv) begins = g_strsplit (tex, "\\begin{", -1);
  g_auto (GStrv) ends = g_strsplit (tex, "\\end{", -1);

  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (csv, "game,n,x,y,d\n\"nimpq:a=2,b=1,p=2,q=2\",0,0,0,0\n"));
  /* the lost row, restored, is row 1 of the last game */
  g_assert_nonnull (strstr (csv, "\"nimpq:a=2,b=2,p=3,q=3\",1,1,1,0\n"));
  g_assert_true (g_str_has_prefix (json, "{\"item\":\"000:table5\",\"caption\":\"Paper 000, "
                                   "Table 5"));
  g_assert_nonnull (strstr (json, "\"tables\":[{\"game\":\"nimpq:a=2,b=1,p=2,q=2\""));
  g_assert_true (g_str_has_suffix (json, "]}]}\n"));
  g_assert_nonnull (strstr (tex, "\\caption{Paper 000, Table 5"));
  g_assert_nonnull (strstr (tex, "lost in the paper's text"));
  g_assert_null (strstr (bare, "\\caption"));
  g_assert_cmpuint (g_strv_length (begins), ==, g_strv_length (ends));
  g_assert_cmpuint (g_strv_length (begins), ==, 1 + 1 + 4 * 2);
  g_assert_true (g_str_has_prefix (text, "Paper 000, Table 5"));
  /* a figure has no table */
  g_assert_null (wy_paper_item_table (wy_paper_item_find ("000:fig1", NULL), WY_TABLE_CSV, TRUE,
                                      &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
}

static void
test_captions (void)
{
  g_autofree char *plain = wy_paper_caption_plain ("a $\\Gamma_1$ in $\\{3, 4\\}$");
  const WyPaperItem *fig12 = wy_paper_item_find ("000:fig12", NULL);
  g_autoptr (WyGame) game = wy_game_parse (fig12->games[0].rule, NULL);
  g_autoptr (WyBoard) board = wy_test_solve (game, fig12->size, WY_NEED_ELIMINATION, NULL, NULL,
                                              NULL, NULL);
  g_autofree char *caption = wy_paper_item_caption (fig12, board);
  g_autoptr (WyGame) other = wy_game_parse ("nimpq:a=1,b=2,p=3,q=2", NULL);
  g_autoptr (WyBoard) differs = wy_test_solve (other, 40, WY_NEED_ELIMINATION, NULL, NULL, NULL,
                                                NULL);
  g_autofree char *caption2 = wy_paper_item_caption (fig12, differs);

  g_assert_cmpstr (plain, ==, "a Gamma_1 in {3, 4}");
  g_assert_true (g_str_has_suffix (caption, "; they agree on every cell"));
  g_assert_nonnull (strstr (caption, "crosses positions"));
  /* docs/spec.md: the recursion fails for p = 3, q = 2, a = 1, b = 2 */
  g_assert_nonnull (strstr (caption2, "; they differ at "));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/paper-items/catalogue", test_catalogue);
  g_test_add_func ("/core/paper-items/paper000", test_paper000);
  g_test_add_func ("/core/paper-items/paper001-002-004", test_paper001_002_004);
  g_test_add_func ("/core/paper-items/limits", test_limits);
  g_test_add_func ("/core/paper-items/formats", test_formats);
  g_test_add_func ("/core/paper-items/captions", test_captions);
  return g_test_run ();
}
