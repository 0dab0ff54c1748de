/* test-export-formats.c: the table of export formats: each row agrees with the names, the
 * registered MIME types and what the export writes and reads back. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "wy-export.h"
#include "wy-test-dir.h"
#include "wy-test-solve.h"

/* The IANA media types (and text/x-tex, the shared MIME database's) of the extensions. */
static const struct {
  const char *extension, *mime_type;
  gboolean    video, opens;
} facts[] = {
  { "png", "image/png", FALSE, TRUE },      { "svg", "image/svg+xml", FALSE, TRUE },
  { "pdf", "application/pdf", FALSE, TRUE }, { "tex", "text/x-tex", FALSE, FALSE },
  { "gif", "image/gif", TRUE, FALSE },       { "webm", "video/webm", TRUE, FALSE },
};

static void
test_rows (void)
{
  g_assert_cmpuint (G_N_ELEMENTS (facts), ==, WY_N_EXPORT_FORMATS);
  for (guint i = 0; i < WY_N_EXPORT_FORMATS; i++)
    {
      const WyExportFormatInfo *info = wy_export_format_get_info (i);
      g_autofree char *upper = g_ascii_strup (info->extension, -1);
      g_autofree char *file = g_strconcat ("dir/fig.", upper, NULL);
      WyExportFormat by_name = WY_N_EXPORT_FORMATS, by_file = WY_N_EXPORT_FORMATS;

      g_test_message ("row %u: %s", i, info->extension);
      g_assert_cmpuint (info->format, ==, i);
      g_assert_cmpstr (info->extension, ==, facts[i].extension);
      g_assert_cmpstr (info->mime_type, ==, facts[i].mime_type);
      g_assert_cmpint (info->video, ==, facts[i].video);
      g_assert_cmpint (info->opens, ==, facts[i].opens);
      g_assert_cmpstr (wy_export_format_get_name (i), ==, info->extension);
      g_assert_true (wy_export_format_from_name (upper, &by_name));
      g_assert_cmpuint (by_name, ==, i);
      g_assert_true (wy_export_format_from_filename (file, &by_file, NULL));
      g_assert_cmpuint (by_file, ==, i);
      g_assert_cmpint (wy_export_format_is_video (i), ==, info->video);
      g_assert_nonnull (info->write);
      g_assert_nonnull (info->name);
      g_assert_nonnull (info->label);
      /* a video is pixels, all steps in one file */
      g_assert_true (!info->video || (info->raster && info->one_file));
      /* a build that may lack a format says what it needs */
      g_assert_true (info->available || info->needs != NULL);
    }
}

static void
test_extensions (void)
{
  g_autofree char *videos = wy_export_format_extensions (TRUE, " or ");
  g_autofree char *figures = wy_export_format_extensions (FALSE, ", ");

  g_assert_cmpstr (videos, ==, ".gif or .webm");
  g_assert_cmpstr (figures, ==, ".png, .svg, .pdf, .tex");
}

/* Every format this build writes is written from its row; exactly the rows
 * that say so are read back, with their game and size. */
static void
test_write_and_open (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse ("wyt:a=1,b=2", &error);
  WyBoard *board = wy_test_solve (game, 8, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error);
  g_autofree char *dir = g_dir_make_tmp ("wy-formats-XXXXXX", &error);

  g_assert_no_error (error);
  for (guint i = 0; i < WY_N_EXPORT_FORMATS; i++)
    {
      const WyExportFormatInfo *info = wy_export_format_get_info (i);
      g_autofree char *name = g_strconcat ("fig.", info->extension, NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      WyExportOptions o;
      WyProvenance prov = { 0 };

      if (!info->available)
        continue;
      g_test_message ("writing %s", name);
      wy_export_options_init (&o);
      o.format = i;
      o.width = 200;
      o.all_steps = info->video;
      g_assert_true (wy_export_write (board, &o, path, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
      g_assert_cmpint (wy_export_read_provenance (path, &prov, &error), ==, info->opens);
      if (info->opens)
        {
          g_assert_cmpstr (prov.game, ==, "wyt:a=1,b=2");
          g_assert_cmpuint (prov.size, ==, 8);
        }
      g_clear_error (&error);
      wy_provenance_clear (&prov);
    }
  wy_board_unref (board);
  rm_rf (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/export/formats/rows", test_rows);
  g_test_add_func ("/render/export/formats/extensions", test_extensions);
  g_test_add_func ("/render/export/formats/write-and-open", test_write_and_open);
  return g_test_run ();
}
