/* wy-test-dir.c: temporary folders of the file tests: count what is left, remove them. */
#include <glib/gstdio.h>

#include "wy-test-dir.h"

guint
dir_count (const char *dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (d);
  while (g_dir_read_name (d))
    n++;
  g_dir_close (d);
  return n;
}

void
rm_rf (const char *dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        rm_rf (path);
      else
        g_unlink (path);
    }
  if (d)
    g_dir_close (d);
  g_rmdir (dir);
}
