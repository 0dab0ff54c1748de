/* test-desktop.c: widget tests of the window on the desktop: the system's dark style, the
 * layout of a narrow window, toasts, the figure copied as an image, a figure dropped on
 * the window, recent figures, and undo and redo of the game and its size. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>
#include <gtk/gtk.h>

#include "wy-application.h"
#include "wy-board-view-private.h"
#include "wy-export-dialog.h"
#include "wy-limit-window.h"
#include "wy-paper-gallery.h"
#include "wy-test-desktop.h"
#include "wy-test-window.h"
#include "wy-ui-strings.h"
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

/* ---- the desktop's dark style ---- */

static gboolean
style_is (WyWindow *window, gpointer dark)
{
  WyRenderOptions options;

  /* the board draws itself in the style it finds */
  wy_board_view_get_options (window->board_view, &options);
  return adw_style_manager_get_dark (adw_style_manager_get_default ()) == GPOINTER_TO_INT (dark)
         && options.dark == GPOINTER_TO_INT (dark);
}

static void
set_scheme (WyApplication *app, GSettings *desktop, const char *ours, const char *system,
            WyWindow *window, gboolean dark)
{
  g_test_message ("appearance %s, desktop %s: %s", ours, system, dark ? "dark" : "light");
  g_action_group_activate_action (G_ACTION_GROUP (app), "color-scheme",
                                  g_variant_new_string (ours));
  g_settings_set_string (desktop, "color-scheme", system);
  gtk_widget_queue_draw (GTK_WIDGET (window->board_view));
  wy_test_wait_until (window, style_is, GINT_TO_POINTER (dark));
}

/* "Follow System" follows the desktop's color-scheme through AdwStyleManager;
 * Light and Dark override it. */
static void
test_dark_follows_system (void)
{
  g_autoptr (WyApplication) app = wy_application_new ();
  g_autoptr (GSettings) desktop = g_settings_new ("org.gnome.desktop.interface");
  g_autoptr (GError) error = NULL;
  WyWindow *window;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  window = wy_test_open_window (1000, 700);
  set_scheme (app, desktop, "default", "default", window, FALSE);
  set_scheme (app, desktop, "default", "prefer-dark", window, TRUE);
  set_scheme (app, desktop, "default", "prefer-light", window, FALSE);
  set_scheme (app, desktop, "dark", "prefer-light", window, TRUE);
  set_scheme (app, desktop, "light", "prefer-dark", window, FALSE);
  set_scheme (app, desktop, "default", "prefer-dark", window, TRUE);
  set_scheme (app, desktop, "default", "default", window, FALSE);
  wy_test_close_window (window);
}

/* ---- the layout of a narrow window ---- */

/* The window has taken the size asked for (its surface may add a border of
 * a few pixels). */
static gboolean
has_width (WyWindow *window, gpointer width)
{
  int asked, height, shown = gtk_widget_get_width (GTK_WIDGET (window));

  gtk_window_get_default_size (GTK_WINDOW (window), &asked, &height);
  return gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window))) == asked
         && shown <= GPOINTER_TO_INT (width) && shown >= GPOINTER_TO_INT (width) - 10;
}

static void
assert_layout (WyWindow *window, gboolean narrow, int width)
{
  int min;

  wy_test_wait_until (window, has_width, GINT_TO_POINTER (width));
  wy_test_wait_frame (GTK_WIDGET (window));
  g_test_message ("%d px wide: the wide layout needs %d px", width, window->wide_min);
  g_assert_cmpint (adw_flap_get_folded (ADW_FLAP (window->flap)), ==, narrow);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL,
                      NULL);
  g_test_message ("%d px wide: minimum %d, step slider %d px, %s", width, min,
                  gtk_widget_get_width (window->step_scale), narrow ? "narrow" : "wide");
  g_assert_cmpint (min, <=, WY_WINDOW_NARROW_MIN);
  /* the step slider keeps a usable width */
  g_assert_cmpint (gtk_widget_get_width (window->step_scale), >=, 120);
  /* the game's controls: in the side panel when narrow, else in the header
   * where it has room for them (else in the side panel beside the board) */
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (window->game_controls),
                                         window->controls_aside ? window->flap
                                                                : window->header_bar));
  g_assert_true (!narrow || window->controls_aside);
  g_assert_true (width < 1600 || !window->controls_aside);
  g_assert_cmpint (adw_flap_get_reveal_flap (ADW_FLAP (window->flap)), ==, !narrow);
}

static gboolean
controls_shown (WyWindow *window, gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (window->game_controls))
         && gtk_widget_get_width (window->game_box) > 0;
}

/* Below 800 px the side panel folds away; at 360 px everything fits, the
 * game's controls and the side panel are one key away. */
static void
test_narrow_layout (void)
{
  WyWindow *window = wy_test_open_window (360, 700);

  /* the widest header: NIM^{p,q}_{a,b} and its reading */
  wy_test_set_rule (window, "nimpq:a=2,b=2,p=3,q=3,reading=sec7");
  assert_layout (window, TRUE, 360);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.side-panel", NULL));
  g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (window->flap)));
  wy_test_wait_until (window, controls_shown, NULL);
  g_assert_cmpint (gtk_widget_get_width (window->game_box), <=, 360);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.side-panel", NULL));
  g_assert_false (adw_flap_get_reveal_flap (ADW_FLAP (window->flap)));

  /* wider: the side panel comes back beside the board */
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  assert_layout (window, FALSE, 1024);
  gtk_window_set_default_size (GTK_WINDOW (window), 799, 700);
  assert_layout (window, TRUE, 799);
  gtk_window_set_default_size (GTK_WINDOW (window), 1600, 700);
  assert_layout (window, FALSE, 1600);
  wy_test_close_window (window);
}

static void
collect_mnemonics (GtkWidget *widget, GString *keys)
{
  guint key = GTK_IS_LABEL (widget) && gtk_label_get_use_underline (GTK_LABEL (widget))
               ? gtk_label_get_mnemonic_keyval (GTK_LABEL (widget))
               : GDK_KEY_VoidSymbol;

  if (key != GDK_KEY_VoidSymbol && key != 0)
    g_string_append_printf (keys, "<Alt>%s ", gdk_keyval_name (gdk_keyval_to_lower (key)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_mnemonics (c, keys);
}

/* The Alt keys the shortcuts window lists are the sum panel's buttons'
 * in the language shown (German: "Position _anfügen", Alt+A). */
static void
assert_listed_mnemonics (WyWindow *window)
{
  g_autoptr (GString) keys = g_string_new (" ");
  g_autoptr (GPtrArray) shown = wy_test_shown_shortcuts (window);
  guint listed = 0;

  collect_mnemonics (GTK_WIDGET (window->sum_panel), keys);
  g_test_message ("mnemonics: %s", keys->str);
  for (guint i = 0; i < shown->len; i++)
    {
      g_autofree char *accel = NULL;

      g_object_get (shown->pdata[i], "accelerator", &accel, NULL);
      if (g_str_has_prefix (accel, "<Alt>"))
        {
          g_autofree char *key = g_strdup_printf (" %s ", accel);
          g_assert_nonnull (strstr (keys->str, key));
          listed++;
        }
    }
  g_assert_cmpuint (listed, ==, 2);
}

static void
test_narrow_german (void)
{
  WyWindow *window;

  wy_test_use_german (tmp_dir);
  window = wy_test_open_window (360, 700);
  wy_test_set_rule (window, "nimpq:a=2,b=2,p=3,q=3,reading=sec7");
  assert_layout (window, TRUE, 360);
  assert_listed_mnemonics (window);
  /* the longest view's name ("Formel vs. exakt") and the news that this
   * game has no formula still fit */
  g_object_set (window, "view", "formula", NULL);
  wy_test_set_rule (window, "wythoff:block=2");
  g_assert_true (gtk_info_bar_get_revealed (GTK_INFO_BAR (window->error_bar)));
  assert_layout (window, TRUE, 360);
  wy_test_close_window (window);
  /* ... and leave a window of 1024 px in its wide layout (the news wraps) */
  window = wy_test_open_window (1024, 700);
  g_object_set (window, "view", "formula", NULL);
  wy_test_set_rule (window, "wythoff:block=2");
  wy_test_wait_frame (GTK_WIDGET (window));
  g_test_message ("1024 px wide: the wide layout needs %d px", window->wide_min);
  g_assert_false (adw_flap_get_folded (ADW_FLAP (window->flap)));
  g_assert_cmpint (gtk_widget_get_width (window->step_scale), >=, 120);
  g_object_set (window, "view", "outcome", NULL);
  wy_test_close_window (window);
  wy_test_use_english ();
}

/* ---- the Export dialog, the gallery and the limit plot at 360 px ---- */

/* The main window at 360 px wide, in its narrow layout, in German (whose
 * labels are longer) or English. */
static WyWindow *
open_narrow_window (gboolean german)
{
  WyWindow *window;

  if (german)
    wy_test_use_german (tmp_dir);
  window = wy_test_open_window (360, 700);
  assert_layout (window, TRUE, 360);
  return window;
}

static void
close_narrow_window (WyWindow *window)
{
  wy_test_close_window (window);
  wy_test_use_english ();
}

/* At 360 px the Export dialog puts its labels above their fields; wide, beside them. */
static void
test_narrow_export_dialog (gconstpointer german)
{
  WyWindow *window = open_narrow_window (german != NULL);
  WyExportDialog *dialog;
  dialog = wy_test_open_narrow (window, "win.export", WY_TYPE_EXPORT_DIALOG);
  g_assert_true (wy_test_labels_above (GTK_WIDGET (dialog)));
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  assert_layout (window, FALSE, 1024);
  dialog = wy_test_open_narrow (window, "win.export", WY_TYPE_EXPORT_DIALOG);
  g_assert_false (wy_test_labels_above (GTK_WIDGET (dialog)));
  gtk_window_destroy (GTK_WINDOW (dialog));
  close_narrow_window (window);
}

/* At 360 px the gallery's captions wrap beside their thumbnails. */
static void
test_narrow_gallery (gconstpointer german)
{
  WyWindow *window = open_narrow_window (german != NULL);
  gtk_window_destroy (wy_test_open_narrow (window, "win.paper-gallery", WY_TYPE_PAPER_GALLERY));
  close_narrow_window (window);
}

static gboolean
summary_said (WyWindow *window, gpointer plot)
{
  return *wy_test_limit_summary (plot) != '\0';
}

/* At 360 px the limit plot fits, computed or not. */
static void
test_narrow_limit_window (gconstpointer german)
{
  WyWindow *window = open_narrow_window (german != NULL);
  WyLimitWindow *plot;
  plot = wy_test_open_narrow (window, "win.limit-plot", WY_TYPE_LIMIT_WINDOW);
  wy_test_wait_until (window, summary_said, plot);
  wy_test_drain ();
  wy_test_assert_not_clipped (GTK_WIDGET (plot), GTK_WIDGET (plot));
  gtk_window_destroy (GTK_WINDOW (plot));
  close_narrow_window (window);
}

/* ---- German: the formula, the gallery and the limit plot ---- */

/* The first label under root whose text contains needle, or NULL. */
static GtkLabel *
find_label (GtkWidget *root, const char *needle)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root)
      && strstr (gtk_label_get_text (GTK_LABEL (root)), needle))
    return GTK_LABEL (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkLabel *found = find_label (c, needle);
      if (found)
        return found;
    }
  return NULL;
}

/* A label shows what a German reader reads: the translation (found in it),
 * not the English (which is not). */
static void
assert_german (const char *shown, const char *german, const char *english)
{
  g_test_message ("%s", shown);
  g_assert_nonnull (strstr (shown, german));
  g_assert_null (strstr (shown, english));
}

/* The text of markup as a label shows it. */
static char *
markup_text (const char *markup)
{
  char *text = NULL;

  g_assert_true (pango_parse_markup (markup, -1, 0, NULL, &text, NULL, NULL));
  return text;
}

static guint
items_with_board (void)
{
  guint n, with = 0;
  const WyPaperItem *items = wy_paper_items (&n);

  for (guint i = 0; i < n; i++)
    with += wy_paper_item_n_games (&items[i]) > 0;
  return with;
}

/* Under German, the formula (its words and its source), every caption of the
 * gallery and the limit plot's title, summary and error are German, and the
 * outcome view is "Ergebnis" (not "Ausgang"). */
static void
test_german_windows (void)
{
  WyWindow *window;
  GtkWindow *gallery;
  GtkListBoxRow *row;
  WyLimitWindow *plot;
  GListModel *views;
  g_autoptr (WyGame) gamma = wy_game_parse ("gamma:i=1,s=2,t=3", NULL);
  guint n = 0;

  wy_test_use_german (tmp_dir);
  window = wy_test_open_window (1600, 1000);

  /* the formula's tail and its source */
  wy_test_set_rule (window, "nimpq:p=2,q=2");
  assert_german (gtk_label_get_text (find_label (GTK_WIDGET (window->inspector), "mex")),
                 "ein schon aufgeführtes Paar wird übersprungen", "already listed");
  assert_german (gtk_label_get_text (find_label (GTK_WIDGET (window->inspector), "RRR 18-2010")),
                 "Satz 1, Gl. (6), Bemerkung 2, Abschnitt 10", "Theorem");

  /* the outcome view */
  views = gtk_drop_down_get_model (GTK_DROP_DOWN (window->view_drop_down));
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (views), WY_VIEW_OUTCOME), ==,
                   "Ergebnis");

  /* every caption of the gallery, against its English */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paper-gallery", NULL));
  gallery = wy_test_find_toplevel (WY_TYPE_PAPER_GALLERY);
  wy_test_wait_until (window, wy_test_shown, gallery);
  g_assert_cmpstr (gtk_window_get_title (gallery), ==, "Abbildungen der Artikel");
  while ((row = gtk_list_box_get_row_at_index (g_object_get_data (G_OBJECT (gallery), "wy-list"),
                                               n++)) != NULL)
    {
      const WyPaperItem *item = g_object_get_data (G_OBJECT (row), "wy-paper-item");
      g_autofree char *plain = wy_paper_caption_plain (item->caption);
      g_autofree char *markup = wy_ui_math_markup (plain);
      g_autofree char *english = markup_text (markup);
      GtkLabel *caption = find_label (GTK_WIDGET (row), "Artikel");

      g_assert_nonnull (caption);
      g_assert_cmpstr (gtk_label_get_text (caption), !=, english);
      g_assert_null (strstr (gtk_label_get_text (caption), "Paper"));
    }
  g_test_message ("%u captions in German", n - 1);
  g_assert_cmpuint (n - 1, ==, items_with_board ());
  gtk_window_destroy (gallery);

  /* the limit plot: its title and summary; and a family without a limit, its error */
  wy_test_set_rule (window, "wyt:a=1,b=2");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.limit-plot", NULL));
  plot = wy_test_find_toplevel (WY_TYPE_LIMIT_WINDOW);
  wy_test_wait_until (window, summary_said, plot);
  assert_german (gtk_window_get_title (GTK_WINDOW (plot)), "Grenzwert von", "Limit of");
  assert_german (wy_test_limit_summary (plot), "ist bewiesen", "is proved");
  g_assert_nonnull (find_label (GTK_WIDGET (plot), "ist bewiesen"));
  {
    /* the plot's own text too: its axis, title and lines */
    g_autofree char *pdf = g_build_filename (tmp_dir, "limit-de.pdf", NULL);
    g_autofree char *text = NULL;
    g_autoptr (GError) error = NULL;

    g_assert_true (wy_limit_window_export (plot, pdf, &error));
    g_assert_no_error (error);
    text = wy_test_pdf_text (pdf);
    assert_german (text, "Perron-Grenzwert", "Perron limit");
    assert_german (text, "logarithmisch", "log scale");
    assert_german (text, "Artikel 001, Tabelle 3", "paper 001");
    g_assert_cmpint (g_unlink (pdf), ==, 0);
  }
  gtk_window_destroy (GTK_WINDOW (plot));
  plot = wy_limit_window_new (GTK_WINDOW (window), gamma);
  gtk_window_present (GTK_WINDOW (plot));
  wy_test_wait_until (window, summary_said, plot);
  assert_german (wy_test_limit_summary (plot), "ist für die Familien", "is defined");
  gtk_window_destroy (GTK_WINDOW (plot));

  wy_test_close_window (window);
  wy_test_use_english ();
}

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
  dialog = GTK_WIDGET (wy_export_dialog_present (GTK_WINDOW (window),
                                                 _wy_window_get_board (window), &options, NULL, NULL));
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
  /* a size is a parameter as a game is: undone and redone in turn with the games;
   * a game's lower cap lowers the size, and undo brings the size asked for back */
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
  /* in a text field Ctrl+Z undoes the typing, not the game; in the size
   * field with nothing typed it undoes the game or size (issue 38) */
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
  wy_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;

  /* the recent files of a user of our own */
  tmp_dir = g_dir_make_tmp ("wy-test-desktop-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  install_viewer ();
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gui/desktop/dark-follows-system", test_dark_follows_system);
  g_test_add_func ("/gui/desktop/narrow-layout", test_narrow_layout);
  g_test_add_func ("/gui/desktop/narrow-german", test_narrow_german);
  g_test_add_data_func ("/gui/desktop/narrow-export-dialog", NULL, test_narrow_export_dialog);
  g_test_add_data_func ("/gui/desktop/narrow-export-dialog-german", "de",
                        test_narrow_export_dialog);
  g_test_add_data_func ("/gui/desktop/narrow-gallery", NULL, test_narrow_gallery);
  g_test_add_data_func ("/gui/desktop/narrow-gallery-german", "de", test_narrow_gallery);
  g_test_add_data_func ("/gui/desktop/narrow-limit-window", NULL, test_narrow_limit_window);
  g_test_add_data_func ("/gui/desktop/narrow-limit-window-german", "de",
                        test_narrow_limit_window);
  g_test_add_func ("/gui/desktop/german-windows", test_german_windows);
  g_test_add_func ("/gui/desktop/export-toast", test_export_toast);
  g_test_add_func ("/gui/desktop/size-news-goes", test_size_news_goes);
  g_test_add_func ("/gui/desktop/copy-image", test_copy_image);
  g_test_add_func ("/gui/desktop/drop-opens", test_drop_opens);
  g_test_add_func ("/gui/desktop/recent-figures", test_recent_figures);
  g_test_add_func ("/gui/desktop/undo-redo", test_undo_redo);
  return g_test_run ();
}
