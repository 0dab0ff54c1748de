/* test-desktop-actions.c: widget tests of what the window does on the desktop: news as
 * toasts, the figure copied as an image, a figure dropped on the window, recent figures,
 * and undo and redo of the game and its size. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <gtk/gtk.h>

#include "wy-application.h"
#include "wy-board-view-private.h"
#include "wy-export-dialog.h"
#include "wy-test-widgets.h"
#include "wy-window-library.h"
#include "wy-test-desktop.h"
#include "wy-test-window.h"
#include "wy-window-private.h"

static char *tmp_dir;      /* the user's data (recent files, applications) and the figures */
static char *viewer_note;  /* what the stand-in image viewer was asked to open */

/* The user's image viewer: a stand-in that writes down what it opens,
 * the default for PNG (the data directory's applications and mimeapps.list). */
static void
install_viewer (void)
{
  g_autofree char *apps = g_build_filename (tmp_dir, "applications", NULL);
  g_autofree char *script = g_build_filename (tmp_dir, "viewer.sh", NULL);
  g_autofree char *desktop = g_build_filename (apps, "wy-test-viewer.desktop", NULL);
  g_autofree char *mimeapps = g_build_filename (apps, "mimeapps.list", NULL);
  g_autofree char *script_text = NULL, *desktop_text = NULL;

  viewer_note = g_build_filename (tmp_dir, "viewer-opened", NULL);
  script_text = g_strdup_printf ("#!/bin/sh\nprintf %%s \"$1\" > '%s.part' && mv '%s.part' '%s'\n",
                                 viewer_note, viewer_note, viewer_note);
  desktop_text = g_strdup_printf ("[Desktop Entry]\nType=Application\nName=Viewer\n"
                                  "Exec=%s %%u\nMimeType=image/png;\n", script);
  g_assert_cmpint (g_mkdir_with_parents (apps, 0700), ==, 0);
  g_assert_true (g_file_set_contents (script, script_text, -1, NULL));
  g_assert_cmpint (g_chmod (script, 0700), ==, 0);
  g_assert_true (g_file_set_contents (desktop, desktop_text, -1, NULL));
  g_assert_true (g_file_set_contents (mimeapps, "[Default Applications]\n"
                                      "image/png=wy-test-viewer.desktop\n", -1, NULL));
}

static void
assert_game (WyWindow *window, const char *rule)
{
  g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
  g_autofree char *canonical = wy_game_to_string (game);
  g_autofree char *shown = NULL;

  g_object_get (window, "rule", &shown, NULL);
  g_assert_cmpstr (shown, ==, canonical);
  g_assert_nonnull (_wy_window_get_board (window));
  g_assert_true (wy_game_equal (wy_board_get_game (_wy_window_get_board (window)), game));
}

static gboolean recent_listed (WyWindow *window, gpointer uri);

/* ---- news as toasts ---- */

static gboolean
export_ended (WyWindow *window, gpointer data)
{
  GtkWidget **dialog = data;

  return *dialog == NULL;  /* destroyed when done */
}

static gboolean
viewer_opened (WyWindow *window, gpointer data)
{
  return g_file_test (viewer_note, G_FILE_TEST_EXISTS);
}

/* A finished export says so, with a button that opens the file, and the
 * file is among the recent figures. */
static void
test_export_toast (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autofree char *path = g_build_filename (tmp_dir, "toast-figure.png", NULL);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  WyRenderOptions options;
  GtkWidget *dialog;
  AdwToast *toast;

  g_assert_null (wy_test_window_news (window));
  wy_board_view_get_options (window->board_view, &options);
  dialog = GTK_WIDGET (wy_export_dialog_present (GTK_WINDOW (window), window->result, &options));
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  wy_export_dialog_write_async (WY_EXPORT_DIALOG (dialog), path);
  wy_test_wait_until (window, export_ended, &dialog);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_nonnull (wy_test_window_news (window));
  g_assert_nonnull (strstr (wy_test_window_news (window), "toast-figure.png"));
  toast = window->toast;
  g_assert_cmpstr (adw_toast_get_action_name (toast), ==, "win.open-file");
  g_assert_cmpstr (g_variant_get_string (adw_toast_get_action_target_value (toast), NULL), ==,
                   uri);
  g_assert_true (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), uri));
  /* its button opens the file in the desktop's application for it (here a
   * stand-in, see main, that notes what it was given) */
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window),
                                                     adw_toast_get_action_name (toast),
                                                     adw_toast_get_action_target_value (toast)));
  wy_test_wait_until (window, viewer_opened, NULL);
  {
    g_autofree char *opened = NULL;

    g_assert_true (g_file_get_contents (viewer_note, &opened, NULL, NULL));
    g_test_message ("the viewer was given %s", opened);
    g_assert_true (g_str_equal (opened, path) || g_str_equal (opened, uri));
  }
  wy_test_close_window (window);
}

/* A folder whose name is not UTF-8 (café in Latin-1): the figure is written, the news names
 * it as the desktop shows such a name, its button opens the file written, and it is a recent
 * figure (the dialog once handed the path over as a GVariant string, which must be UTF-8:
 * a critical, "[Invalid UTF-8]", an Open button for a missing file). */
static void
test_export_non_utf8_folder (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autofree char *dir = g_build_filename (tmp_dir, "caf\xe9", NULL);
  g_autofree char *path = g_build_filename (dir, "caf\xe9-fig.png", NULL);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autofree char *shown = g_filename_display_basename (path);
  WyRenderOptions options;
  GtkWidget *dialog;
  AdwToast *toast;

  g_assert_nonnull (uri);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  wy_board_view_get_options (window->board_view, &options);
  dialog = GTK_WIDGET (wy_export_dialog_present (GTK_WINDOW (window), window->result, &options));
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  wy_export_dialog_write_async (WY_EXPORT_DIALOG (dialog), path);
  wy_test_wait_until (window, export_ended, &dialog);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_test_message ("news: %s", wy_test_window_news (window));
  g_assert_nonnull (strstr (wy_test_window_news (window), shown));
  g_assert_null (strstr (wy_test_window_news (window), "Invalid"));
  toast = window->toast;
  g_assert_cmpstr (g_variant_get_string (adw_toast_get_action_target_value (toast), NULL), ==,
                   uri);
  g_assert_true (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), uri));
  wy_test_wait_until (window, recent_listed, uri);
  wy_test_close_window (window);
}

/* "The board size was reduced" is news while it holds: it goes when the
 * size comes back. */
static void
test_size_news_goes (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);

  g_object_set (window, "board-size", 5000, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  wy_test_set_rule (window, "imitation:p=2");
  g_assert_cmpuint (wy_board_get_size (_wy_window_get_board (window)), <, 5000);
  g_assert_nonnull (wy_test_window_news (window));
  g_assert_nonnull (strstr (wy_test_window_news (window), "reduced"));
  g_assert_null (wy_test_window_error (window));
  wy_test_set_rule (window, "wythoff");
  g_assert_cmpuint (wy_board_get_size (_wy_window_get_board (window)), ==, 5000);
  g_assert_null (wy_test_window_news (window));
  wy_test_close_window (window);
}

/* ---- the figure as an image ---- */

static void
on_texture (GObject *source, GAsyncResult *result, gpointer data)
{
  GdkTexture **texture = data;
  g_autoptr (GError) error = NULL;

  *texture = gdk_clipboard_read_texture_finish (GDK_CLIPBOARD (source), result, &error);
  g_assert_no_error (error);
}

static gboolean
texture_read (WyWindow *window, gpointer data)
{
  return *(GdkTexture **) data != NULL;
}

/* Ctrl+Shift+C puts the figure on the clipboard: an image (a texture), and
 * the PNG with its provenance. */
static void
test_copy_image (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  gboolean varied = FALSE;
  int width, height;

  gdk_clipboard_set_text (clipboard, "not an image");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-image", NULL));
  g_assert_true (gdk_content_formats_contain_gtype (gdk_clipboard_get_formats (clipboard),
                                                    GDK_TYPE_TEXTURE));
  g_assert_true (gdk_content_formats_contain_mime_type (gdk_clipboard_get_formats (clipboard),
                                                        "image/png"));
  gdk_clipboard_read_texture_async (clipboard, NULL, on_texture, &texture);
  wy_test_wait_until (window, texture_read, &texture);
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  g_test_message ("copied image: %d x %d", width, height);
  g_assert_cmpint (width, ==, 1000);  /* the Export dialog's default figure */
  g_assert_cmpint (height, >, 500);
  pixels = g_malloc (4 * width * height);
  gdk_texture_download (texture, pixels, 4 * width);
  for (int i = 4; !varied && i < 4 * width * height; i += 4)
    varied = memcmp (pixels, pixels + i, 4) != 0;
  g_assert_true (varied);
  g_assert_nonnull (strstr (wy_test_window_news (window), "image"));
  wy_test_close_window (window);
}

/* ---- a figure dropped on the window ---- */

/* A PNG, SVG or PDF this program wrote, dropped on the window, opens its
 * game at its step; another file is refused with a reason. */
static void
test_drop_opens (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  const char *names[] = { "dropped.png", "dropped.svg", "dropped.pdf" };
  g_autofree char *other = g_build_filename (tmp_dir, "other.png", NULL);

  wy_test_set_rule (window, "nimpq:p=2");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.step-first", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.step-forward", NULL));
  /* each figure shows the game at step 2, and so does the window after the drop */
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (tmp_dir, names[i], NULL);
      g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
      guint serial;

      wy_test_write_figure (window, path);

      wy_test_set_rule (window, "wythoff");
      serial = wy_test_solve_serial (window);
      g_test_message ("dropping %s", names[i]);
      g_assert_true (wy_test_drop_file (window, path));
      wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
      wy_test_drain ();
      assert_game (window, "nimpq:p=2");
      g_assert_cmpuint (wy_test_board_step (window->board_view), ==, 2);
      g_assert_null (wy_test_window_error (window));
      g_assert_true (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), uri));
    }

  g_assert_true (g_file_set_contents (other, "\x89PNG\r\n\x1a\n", 8, NULL));
  g_assert_false (wy_test_drop_file (window, other));
  g_assert_nonnull (wy_test_window_error (window));
  assert_game (window, "nimpq:p=2");
  wy_test_close_window (window);
}

/* ---- a file handed over, or chosen in the open dialog ---- */

typedef struct {
  WyApplication *app;
  char          *error;  /* what the window said */
} RunCheck;

/* While the application runs: once its window says why the file did not open, note it and
 * close (the window opens for the file, and its first board keeps the message). */
static gboolean
note_error_and_close (gpointer data)
{
  RunCheck *check = data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (check->app));

  if (window == NULL || _wy_window_is_solving (WY_WINDOW (window))
      || _wy_window_get_board (WY_WINDOW (window)) == NULL
      || wy_test_window_error (WY_WINDOW (window)) == NULL)
    return G_SOURCE_CONTINUE;
  wy_test_drain ();
  check->error = g_strdup (wy_test_window_error (WY_WINDOW (window)));
  gtk_window_destroy (window);
  return G_SOURCE_REMOVE;
}

/* A game file or a figure given on the command line (a file manager's Exec=%f) that would not
 * open: the window opens and says why, naming the file (no window at all before, the reason
 * on the launcher's standard error alone). (The status: 2 for a second launch, at once;
 * GApplication's own 0 for the first, whose window ran.) */
static void
test_command_line_bad_file (void)
{
  g_autofree char *bad = g_build_filename (tmp_dir, "bad.wygame", NULL);
  g_autofree char *missing = g_build_filename (tmp_dir, "missing-figure.png", NULL);
  const char *files[] = { bad, missing, "missing-game.wygame", "http://example.org/remote.wygame" };

  g_assert_true (g_file_set_contents (bad, "[Game]\nVersion=99\n", -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr (WyApplication) app = wy_application_new ();
      RunCheck check = { app, NULL };
      g_autofree char *base = g_path_get_basename (files[i]);
      char *argv[] = { (char *) "wythoff-lattice", (char *) files[i], NULL };
      guint id;

      g_application_set_flags (G_APPLICATION (app),
                               g_application_get_flags (G_APPLICATION (app))
                               | G_APPLICATION_NON_UNIQUE);
      id = g_timeout_add (20, note_error_and_close, &check);
      g_application_run (G_APPLICATION (app), 2, argv);
      if (check.error == NULL)
        g_source_remove (id);
      g_test_message ("%s: %s", files[i], check.error);
      g_assert_nonnull (check.error);
      g_assert_nonnull (strstr (check.error, base));
      g_free (check.error);
    }
}

static gboolean
chooser_shown (WyWindow *window, gpointer data)
{
  return wy_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG) != NULL;
}

static gboolean
chooser_has_file (WyWindow *window, gpointer file)
{
  GtkWidget *chooser = wy_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_autoptr (GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  return chosen != NULL && g_file_equal (chosen, file);
}

static gboolean
shows_rule (WyWindow *window, gpointer rule)
{
  g_autofree char *shown = NULL;

  g_object_get (window, "rule", &shown, NULL);
  return g_str_equal (shown, rule) && !_wy_window_is_solving (window);
}

/* Ctrl+O opens a game file as the command line does (it said "is not a PNG, SVG or PDF
 * figure"); its filters offer figures and game files, both at first. */
static void
test_open_game_file (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autofree char *path = g_build_filename (tmp_dir, "opened-nim.wygame", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WyGame) game = wy_game_parse ("nim", NULL);
  g_autoptr (WyGameFile) game_file = wy_game_file_new (game, "opened-nim");
  g_autoptr (GListModel) filters = NULL;
  GtkWidget *chooser;

  g_assert_true (wy_game_file_set_size (game_file, 17, NULL));
  g_assert_true (wy_game_file_save (game_file, path, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-figure", NULL));
  wy_test_wait_until (window, chooser_shown, NULL);
  chooser = wy_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  filters = gtk_file_chooser_get_filters (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpuint (g_list_model_get_n_items (filters), ==, 3);
  {
    g_autoptr (GtkFileFilter) first = g_list_model_get_item (filters, 0);

    g_test_message ("first filter: %s", gtk_file_filter_get_name (first));
    g_assert_nonnull (strstr (gtk_file_filter_get_name (first), ".wygame"));
    g_assert_nonnull (strstr (gtk_file_filter_get_name (first), "PNG"));
  }
  g_assert_true (gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL));
  wy_test_wait_until (window, chooser_has_file, file);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  wy_test_wait_until (window, shows_rule, (gpointer) "nim");
  g_assert_cmpuint (wy_test_board_size (window), ==, 17);
  g_assert_nonnull (wy_test_window_error (window));
  g_assert_nonnull (strstr (wy_test_window_error (window), "Showing"));
  wy_test_close_window (window);
}

/* A game file's board larger than its game is solved on is said as the game file's, not a
 * figure's, in the note that stays (a toast said it without why, and went): the side it is
 * cut to and the core's reason; the window shows that side. */
static void
test_game_file_too_large (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  /* Imitation Nim: a cap of some thousands */
  g_autoptr (WyGame) game = wy_game_parse ("imitation:p=2", NULL);
  g_autoptr (WyGameFile) file = wy_game_file_new (game, "large");
  g_autofree char *cut = NULL;
  guint shown;

  g_assert_true (wy_game_file_set_size (file, 65536, NULL));
  shown = wy_game_file_get_shown_size (file, &cut);
  g_assert_cmpuint (shown, <, 65536);
  g_assert_nonnull (cut);
  wy_window_show_game_file (window, file);
  g_test_message ("%s", wy_test_window_error (window));
  g_assert_nonnull (wy_test_window_error (window));
  g_assert_true (g_str_has_prefix (wy_test_window_error (window), "Showing "));
  g_assert_nonnull (strstr (wy_test_window_error (window), cut));
  g_assert_null (strstr (wy_test_window_error (window), "figure"));
  g_assert_cmpuint (wy_test_board_size (window), ==, shown);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  g_assert_nonnull (strstr (wy_test_window_error (window), cut));
  wy_test_close_window (window);
}

/* ---- texts of what is shown, never of what was ---- */

/* "Showing T (name): its game, board size ..." names what a game file brought; it goes when
 * undo or a new game replaces that (it stayed). */
static void
test_note_goes (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autoptr (WyGame) game = wy_game_parse ("nim", NULL);
  g_autoptr (WyGameFile) file = wy_game_file_new (game, "noted");
  guint serial = wy_test_solve_serial (window);

  g_assert_true (wy_game_file_set_size (file, 30, NULL));
  wy_window_show_game_file (window, file);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  g_assert_nonnull (wy_test_window_error (window));
  g_assert_nonnull (strstr (wy_test_window_error (window), "Showing"));
  serial = wy_test_solve_serial (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  g_assert_null (wy_test_window_error (window));
  /* and after a new game */
  wy_window_show_game_file (window, file);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  g_assert_nonnull (wy_test_window_error (window));
  wy_test_set_rule (window, "wythoff");
  g_assert_null (wy_test_window_error (window));
  wy_test_close_window (window);
}

static const char *
status_line (WyWindow *window)
{
  return wy_test_child_text (window, WY_TYPE_WINDOW, "hover_label");
}

/* The status line tells a cell of the board shown: on another game the same cell anew, on a
 * smaller board that no longer holds it nothing (it kept the board before's text). */
static void
test_status_line_follows (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);

  gtk_widget_grab_focus (GTK_WIDGET (window->board_view));
  for (guint i = 0; i < 20; i++)
    {
      wy_test_send_key (window, GDK_KEY_Right);
      wy_test_send_key (window, GDK_KEY_Up);
    }
  g_test_message ("%s", status_line (window));
  g_assert_true (g_str_has_prefix (status_line (window), "(20, 20) · N-position"));
  wy_test_set_rule (window, "nim");
  g_test_message ("%s", status_line (window));
  g_assert_true (g_str_has_prefix (status_line (window), "(20, 20) · P-position"));
  g_object_set (window, "board-size", 10, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  wy_test_drain ();
  g_test_message ("on 10: '%s'", status_line (window));
  g_assert_cmpstr (status_line (window), ==, "");
  wy_test_close_window (window);
}

/* ---- F9 at any width ---- */

/* F9 hides and shows the side panel beside the board as well as over it (it acted only
 * where the panel folds, below 800 px). */
static void
test_side_panel_wide (void)
{
  WyWindow *window = wy_test_open_window (1200, 700);
  AdwFlap *flap = ADW_FLAP (window->flap);

  g_assert_false (adw_flap_get_folded (flap));
  g_assert_true (adw_flap_get_reveal_flap (flap));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.side-panel", NULL));
  g_assert_false (adw_flap_get_reveal_flap (flap));
  /* the header's button is the way back without the key */
  g_assert_true (gtk_widget_get_visible (window->flap_button));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.side-panel", NULL));
  g_assert_true (adw_flap_get_reveal_flap (flap));
  g_assert_false (gtk_widget_get_visible (window->flap_button));
  wy_test_close_window (window);
}

/* ---- recent figures ---- */

static gboolean
menu_has_target (GMenuModel *menu, const char *uri)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *target = NULL;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_TARGET, "s", &target)
          && g_str_equal (target, uri))
        return TRUE;
    }
  return FALSE;
}

static gboolean
recent_listed (WyWindow *window, gpointer uri)
{
  return menu_has_target (G_MENU_MODEL (window->recent_section), uri);
}

/* A figure written or opened is in the main menu's Recent Figures, newest
 * first, and opens from there. */
static void
test_recent_figures (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autofree char *path = g_build_filename (tmp_dir, "recent_figure.png", NULL);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autofree char *label = NULL;
  guint serial;

  wy_test_set_rule (window, "wyt:a=2,b=3");
  wy_test_write_figure (window, path);
  {
    g_autoptr (GFile) file = g_file_new_for_path (path);
    _wy_window_add_recent (window, file);
  }
  wy_test_wait_until (window, recent_listed, uri);
  /* the newest first; its "_" is not a mnemonic */
  g_assert_true (g_menu_model_get_item_attribute (G_MENU_MODEL (window->recent_section), 0,
                                                  G_MENU_ATTRIBUTE_LABEL, "s", &label));
  g_assert_cmpstr (label, ==, "recent__figure.png");
  wy_test_set_rule (window, "wythoff");
  serial = wy_test_solve_serial (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-recent", "s", uri));
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  assert_game (window, "wyt:a=2,b=3");
  wy_test_close_window (window);
}

/* ---- undo and redo ---- */

static void
history (WyWindow *window, const char *action, const char *rule)
{
  guint serial = wy_test_solve_serial (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  assert_game (window, rule);
}

/* Undo or redo, then the game and the board size (property, field, board). */
static void
history_sized (WyWindow *window, const char *action, const char *rule, guint size)
{
  guint shown;

  history (window, action, rule);
  g_object_get (window, "board-size", &shown, NULL);
  g_assert_cmpuint (shown, ==, size);
  g_assert_cmpuint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (window->size_spin)), ==,
                    size);
  g_assert_cmpuint (wy_board_get_size (_wy_window_get_board (window)), ==, size);
}

static void
set_size (WyWindow *window, guint size)
{
  g_object_set (window, "board-size", size, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
}

/* A size is a parameter as a game is: undone and redone in turn with the games;
 * a game's lower cap lowers the size, and undo brings the size asked for back. */
static void
check_size_history (WyWindow *window)
{
  guint size;

  g_object_get (window, "board-size", &size, NULL);
  set_size (window, 40);
  set_size (window, 5000);
  wy_test_set_rule (window, "imitation:p=2");
  g_assert_cmpuint (wy_board_get_size (_wy_window_get_board (window)), <, 5000);
  history_sized (window, "win.undo", "wythoff", 5000);
  history_sized (window, "win.undo", "wythoff", 40);
  history_sized (window, "win.undo", "wythoff", size);
  history_sized (window, "win.undo", "wyt:a=2,b=2", size);
  history_sized (window, "win.redo", "wythoff", size);
  history_sized (window, "win.redo", "wythoff", 40);
  g_assert_cmpuint (window->redo_states->len, ==, 2);
  /* a new size forgets what was undone */
  set_size (window, 41);
  g_assert_cmpuint (window->redo_states->len, ==, 0);
  history_sized (window, "win.undo", "wythoff", 40);
  history_sized (window, "win.redo", "wythoff", 41);
}

/* Undo and redo give back the step and the cell the user had in the state they return
 * to (a size that drops the cell, then undone, brings it back). */
static void
check_step_history (WyWindow *window)
{
  WyPos cell = { 20, 20 }, *shown = NULL;
  guint step;

  wy_test_set_rule (window, "fraenkel:a=2");
  set_size (window, 23);
  _wy_window_set_step (window, 3);
  _wy_window_select (window, &cell);
  set_size (window, 10);
  _wy_window_set_step (window, 2);
  history_sized (window, "win.undo", "fraenkel:a=2", 23);
  g_object_get (window, "step", &step, "selection", &shown, NULL);
  g_assert_cmpuint (step, ==, 3);
  g_assert_nonnull (shown);
  g_assert_cmpuint (shown->x, ==, 20);
  g_assert_cmpuint (shown->y, ==, 20);
  g_free (shown);
  history_sized (window, "win.redo", "fraenkel:a=2", 10);
  g_object_get (window, "step", &step, NULL);
  g_assert_cmpuint (step, ==, 2);
}

/* In a text field Ctrl+Z undoes the typing, not the game; in the size
 * field with nothing typed it undoes the game or size (issue 38). */
static void
check_undo_in_size_field (WyWindow *window)
{
  GtkWidget *text = gtk_widget_get_first_child (window->size_spin);

  while (text && !GTK_IS_TEXT (text))
    text = gtk_widget_get_next_sibling (text);
  g_assert_nonnull (text);
  g_assert_true (gtk_widget_grab_focus (text));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == text);
  gtk_editable_set_text (GTK_EDITABLE (text), "77");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wy_test_drain ();
  assert_game (window, "wythoff");
  g_assert_cmpuint (window->undo_states->len, ==, 4);
  gtk_editable_set_text (GTK_EDITABLE (text), "41");
  history_sized (window, "win.undo", "wythoff", 40);
}

/* Ctrl+Z and Ctrl+Shift+Z flip between games and board sizes, whichever way
 * they changed: the controls, the menu, a figure. */
static void
test_undo_redo (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autoptr (WyGame) fraenkel = wy_game_parse ("fraenkel:a=3", NULL);

  /* nothing to undo or redo yet */
  g_assert_cmpuint (window->undo_states->len, ==, 0);
  g_assert_cmpuint (window->redo_states->len, ==, 0);
  wy_test_set_rule (window, "wyt:a=2,b=2");
  wy_test_set_rule (window, "nimpq:p=2");
  _wy_window_set_game (window, fraenkel);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  assert_game (window, "fraenkel:a=3");
  history (window, "win.undo", "nimpq:p=2");
  history (window, "win.undo", "wyt:a=2,b=2");
  history (window, "win.redo", "nimpq:p=2");
  history (window, "win.undo", "wyt:a=2,b=2");
  history (window, "win.undo", "wyt:a=1,b=2");
  /* nothing before the first game */
  g_assert_cmpuint (window->undo_states->len, ==, 0);
  history (window, "win.redo", "wyt:a=2,b=2");
  /* a new game forgets what was undone */
  wy_test_set_rule (window, "wythoff");
  g_assert_cmpuint (window->redo_states->len, ==, 0);
  history (window, "win.undo", "wyt:a=2,b=2");
  history (window, "win.redo", "wythoff");
  g_assert_cmpuint (window->redo_states->len, ==, 0);
  check_size_history (window);
  check_undo_in_size_field (window);
  check_step_history (window);
  wy_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  /* the recent files of a user of our own */
  tmp_dir = wy_test_own_data_home ("wy-test-desktop-XXXXXX");
  install_viewer ();
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gui/desktop/export-toast", test_export_toast);
  g_test_add_func ("/gui/desktop/export-non-utf8-folder", test_export_non_utf8_folder);
  g_test_add_func ("/gui/desktop/size-news-goes", test_size_news_goes);
  g_test_add_func ("/gui/desktop/copy-image", test_copy_image);
  g_test_add_func ("/gui/desktop/drop-opens", test_drop_opens);
  g_test_add_func ("/gui/desktop/recent-figures", test_recent_figures);
  g_test_add_func ("/gui/desktop/undo-redo", test_undo_redo);
  g_test_add_func ("/gui/desktop/command-line-bad-file", test_command_line_bad_file);
  g_test_add_func ("/gui/desktop/open-game-file", test_open_game_file);
  g_test_add_func ("/gui/desktop/game-file-too-large", test_game_file_too_large);
  g_test_add_func ("/gui/desktop/note-goes", test_note_goes);
  g_test_add_func ("/gui/desktop/status-line-follows", test_status_line_follows);
  g_test_add_func ("/gui/desktop/side-panel-wide", test_side_panel_wide);
  return g_test_run ();
}
