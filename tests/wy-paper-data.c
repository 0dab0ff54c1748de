/* wy-paper-data.c: the reader of the paper tables in tests/data. */
#include <string.h>

#include "wy-paper-data.h"

void
wy_paper_table_free (WyPaperTable *t)
{
  g_free (t->file);
  g_free (t->id);
  g_free (t->kind);
  g_ptr_array_unref (t->games);
  g_ptr_array_unref (t->rows);
  g_free (t);
}

/* Feed one line (comment stripped, not blank) into T. */
static void
add_line (WyPaperTable *t, const char *line)
{
  g_auto (GStrv) raw = g_strsplit_set (line, " \t", -1);
  GStrvBuilder *b = g_strv_builder_new ();
  GStrv w;

  for (guint i = 0; raw[i]; i++)
    if (*raw[i])
      g_strv_builder_add (b, raw[i]);
  w = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  if (g_str_equal (w[0], "game") && w[1])
    g_ptr_array_add (t->games, g_strdup (w[1]));
  else if (g_str_equal (w[0], "table") && w[1])
    t->id = g_strdup (w[1]);
  else if (g_str_equal (w[0], "kind") && w[1])
    t->kind = g_strdup (w[1]);
  else
    {
      g_ptr_array_add (t->rows, w);
      return;
    }
  g_strfreev (w);
}

/* The tables of tests/data/FILE, in file order (WyPaperTable *, owned by the array).
 * A blank line ends a table; a line holding only a comment does not. */
GPtrArray *
wy_paper_data_load (const char *file)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", file, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  GPtrArray *tables = g_ptr_array_new_with_free_func ((GDestroyNotify) wy_paper_table_free);
  WyPaperTable *t = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      char *hash = strchr (lines[i], '#');

      if (hash)
        *hash = '\0';
      if (*g_strstrip (lines[i]) == '\0')
        {
          if (!hash)
            t = NULL;
          continue;
        }
      if (!t)
        {
          t = g_new0 (WyPaperTable, 1);
          t->file = g_strdup (file);
          t->games = g_ptr_array_new_with_free_func (g_free);
          t->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
          g_ptr_array_add (tables, t);
        }
      add_line (t, lines[i]);
    }
  return tables;
}
