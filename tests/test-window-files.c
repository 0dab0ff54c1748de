/* test-window-files.c: what the window opens and what it says of what it does not: a file
 * opened (Ctrl+O, the command line's window) or dropped that is neither a figure nor a game
 * file is refused with the files it opens named (it said only "notes.txt is not a PNG, SVG
 * or PDF figure"), and a text dropped on the window (a rule string) opens that game. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "wy-test-window.h"
#include "wy-window-library.h"
#include "wy-window-private.h"

static char *tmp_dir;

/* Drop value on the window as GTK hands a drop to its target; TRUE when it was taken. */
static gboolean
drop (WyWindow *window, const GValue *value)
{
  GtkDropTarget *target = wy_test_drop_target (window);
  gboolean taken = FALSE;

  g_signal_emit_by_name (target, "drop", value, 10.0, 10.0, &taken);
  wy_test_drain ();
  return taken;
}

static gboolean
drop_text (WyWindow *window, const char *text)
{
  g_auto (GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, text);
  return drop (window, &value);
}

/* notes.txt opened, or dropped: refused, the message naming the file and what the window
 * opens, a figure (PNG, SVG or PDF) or a game file (.wygame); the game stays. */
static void
test_other_file_refused (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autofree char *path = g_build_filename (tmp_dir, "notes.txt", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_auto (GValue) value = G_VALUE_INIT;
  g_autofree char *before = NULL;
  const char *said;

  g_object_get (window, "rule", &before, NULL);
  g_assert_true (g_file_set_contents (path, "not a game\n", -1, NULL));
  g_assert_false (wy_window_open_file (window, file));
  said = wy_test_window_error (window);
  g_test_message ("%s", said);
  g_assert_nonnull (said);
  g_assert_nonnull (strstr (said, "notes.txt"));
  g_assert_nonnull (strstr (said, ".wygame"));
  g_assert_nonnull (strstr (said, "PNG"));
  wy_test_assert_rule (window, before);
  /* dropped: the same */
  _wy_window_hide_message (window);
  g_value_init (&value, G_TYPE_FILE);
  g_value_set_object (&value, file);
  g_assert_false (drop (window, &value));
  g_assert_nonnull (wy_test_window_error (window));
  g_assert_nonnull (strstr (wy_test_window_error (window), ".wygame"));
  g_unlink (path);
  wy_test_close_window (window);
}

/* A rule string dropped as text (from a browser, a terminal, the manual) opens its game; a
 * text that is none says what may be dropped, and the game stays. */
static void
test_drop_rule_text (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  const char *said;

  g_assert_true (drop_text (window, "  wyt:a=2,b=1\n"));
  wy_test_assert_rule (window, "wyt:a=2,b=1");
  g_assert_false (drop_text (window, "hello there"));
  wy_test_assert_rule (window, "wyt:a=2,b=1");
  said = wy_test_window_error (window);
  g_test_message ("%s", said);
  g_assert_nonnull (said);
  g_assert_nonnull (strstr (said, "hello there"));
  g_assert_nonnull (strstr (said, ".wygame"));
  wy_test_close_window (window);
}

/* A figure or a game file that is not a local file (a web address dropped): the message says
 * to copy it to this computer, naming it (it said only "can only be opened from local
 * files"). */
static void
test_remote_file_refused (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  const char *uris[] = { "https://example.org/figure.png", "https://example.org/mine.wygame" };

  for (guint i = 0; i < G_N_ELEMENTS (uris); i++)
    {
      g_autoptr (GFile) file = g_file_new_for_uri (uris[i]);
      const char *said;

      g_assert_false (wy_window_open_file (window, file));
      said = wy_test_window_error (window);
      g_test_message ("%s", said);
      g_assert_nonnull (said);
      g_assert_nonnull (strstr (said, uris[i]));
      g_assert_nonnull (strstr (said, "copy"));
    }
  wy_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("wy-test-files-XXXXXX", &error);
  g_assert_no_error (error);
  g_test_add_func ("/gui/files/other-file-refused", test_other_file_refused);
  g_test_add_func ("/gui/files/drop-rule-text", test_drop_rule_text);
  g_test_add_func ("/gui/files/remote-file-refused", test_remote_file_refused);
  status = g_test_run ();
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return status;
}
