/* wy-test-export.c: boards solved, temporary folders, PNGs read back with libpng, PDF pages counted and their text read (shared by the export tests). */
#include <string.h>
#include <png.h>
#include <glib/gstdio.h>

#include "wy-test-solve.h"
#include "wy-test-export.h"

char *
make_tmp (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("wy-export-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

void
png_data_read (PngData *d, const char *path)
{
  FILE *fp = g_fopen (path, "rb");
  png_structp png = png_create_read_struct (PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png_create_info_struct (png);
  png_textp text;
  int n_text = 0;
  g_autofree png_bytep *rows = NULL;

  g_assert_nonnull (fp);
  g_assert_false (setjmp (png_jmpbuf (png)));
  png_init_io (png, fp);
  png_read_info (png, info);
  d->width = png_get_image_width (png, info);
  d->height = png_get_image_height (png, info);
  g_assert_cmpint (png_get_bit_depth (png, info), ==, 8);
  g_assert_cmpint (png_get_color_type (png, info), ==, PNG_COLOR_TYPE_RGBA);
  g_assert_true (png_get_pHYs (png, info, &d->ppm_x, &d->ppm_y, &d->phys_unit));
  d->text = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  png_get_text (png, info, &text, &n_text);
  for (int i = 0; i < n_text; i++)
    g_hash_table_insert (d->text, g_strdup (text[i].key), g_strdup (text[i].text));
  d->rgba = g_malloc ((gsize) d->width * d->height * 4);
  rows = g_new (png_bytep, d->height);
  for (guint y = 0; y < d->height; y++)
    rows[y] = d->rgba + (gsize) y * d->width * 4;
  png_read_image (png, rows);
  png_read_end (png, NULL);
  png_destroy_read_struct (&png, &info, NULL);
  fclose (fp);
}

void
png_data_clear (PngData *d)
{
  g_clear_pointer (&d->text, g_hash_table_unref);
  g_clear_pointer (&d->rgba, g_free);
}

/* strstr for files with NUL bytes in them */
gboolean
file_contains (const char *path, const char *needle)
{
  g_autofree char *text = NULL;
  gsize len, n = strlen (needle);

  g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  for (gsize i = 0; i + n <= len; i++)
    if (memcmp (text + i, needle, n) == 0)
      return TRUE;
  return FALSE;
}

guint
pdf_pages (const char *path)
{
  g_autofree char *text = NULL;
  gsize len;
  guint n = 0;

  g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  /* page objects, not the /Pages tree; the file holds binary streams */
  for (gsize i = 0; i + 12 < len; i++)
    n += memcmp (text + i, "/Type /Page", 11) == 0 && text[i + 11] != 's';
  return n;
}

char *
pdf_text (const char *path, gboolean tight)
{
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  char *out = NULL;
  g_auto (GStrv) words = NULL;

  g_assert_nonnull (pdftotext);
  const char *argv[] = { pdftotext, "-q", path, "-", NULL };
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out,
                               NULL, NULL, NULL));
  if (!tight)
    return out;
  words = g_strsplit_set (out, " \n", -1);
  g_free (out);
  return g_strjoinv ("", words);
}
