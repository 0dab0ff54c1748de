/* test-window-settings.c: the window read from a settings file a user edited by hand (or another
 * version wrote): values the schema's ranges refuse are not applied. A program of its own: it
 * reads a settings file (GSettings' keyfile backend), where the other widget tests keep their
 * settings in memory. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "wy-test-window.h"
#include "wy-window-private.h"

/* window-width=-5, window-height=-7: the window opens at its default size, without a critical
 * (G_DEBUG=fatal-warnings makes one fatal): gtk_window_set_default_size was given -5. */
static void
test_bad_window_size (void)
{
  WyWindow *window = wy_window_new (NULL);
  int width = 0, height = 0;

  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_test_message ("default size %d x %d", width, height);
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  wy_test_drain ();
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp_dir = g_dir_make_tmp ("wy-test-settings-XXXXXX", &error);
  g_autofree char *dir = NULL, *keyfile = NULL;
  int status;

  g_assert_no_error (error);
  dir = g_build_filename (tmp_dir, "glib-2.0", "settings", NULL);
  keyfile = g_build_filename (dir, "keyfile", NULL);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (keyfile, "[org/wythoff/Lattice]\n"
                                      "window-width=-5\nwindow-height=-7\n", -1, NULL));
  /* before anything asks GSettings for its backend */
  g_setenv ("XDG_CONFIG_HOME", tmp_dir, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "keyfile", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/settings/bad-window-size", test_bad_window_size);
  status = g_test_run ();
  g_unlink (keyfile);
  g_rmdir (dir);
  {
    g_autofree char *glib_dir = g_build_filename (tmp_dir, "glib-2.0", NULL);
    g_rmdir (glib_dir);
  }
  g_rmdir (tmp_dir);
  return status;
}
