/* test-desktop.c: widget tests of the window's looks on the desktop: the system's dark
 * style, the layout of a narrow window and its dialogs, the windows in German (what the
 * window does there, toasts to undo: test-desktop-actions.c). */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>
#include <gtk/gtk.h>
#include <math.h>

#include "wy-application.h"
#include "wy-board-view-private.h"
#include "wy-export-dialog.h"
#include "wy-limit-window.h"
#include "wy-paper-gallery.h"
#include "wy-test-desktop.h"
#include "wy-test-window.h"
#include "wy-ui-strings.h"
#include "wy-window-private.h"

static char *tmp_dir;      /* the user's data (XDG_DATA_HOME) and German, where compiled */

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
  graphene_rect_t view, text;

  /* the widest header: NIM^{p,q}_{a,b} and its reading */
  wy_test_set_rule (window, "nimpq:a=2,b=2,p=3,q=3,reading=sec7");
  assert_layout (window, TRUE, 360);
  g_assert_false (window->info_in_row);
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
  /* the step's text, speed and view on one row below the slider, all in the window */
  g_assert_true (window->info_in_row);
  g_assert_true (gtk_widget_compute_bounds (window->view_drop_down, GTK_WIDGET (window), &view));
  g_assert_cmpfloat (view.origin.x + view.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_true (gtk_widget_compute_bounds (window->step_label, GTK_WIDGET (window), &text));
  g_assert_cmpfloat (fabs (view.origin.y - text.origin.y), <, text.size.height);
  gtk_window_set_default_size (GTK_WINDOW (window), 1600, 700);
  assert_layout (window, FALSE, 1600);
  wy_test_close_window (window);
}

/* ---- the step's text ---- */

/* Does a line of the step's text end at a part's end (" · ") or at the text's end? */
static gboolean
line_ends_part (const char *text, PangoLayoutLine *line)
{
  g_autofree char *got = g_strndup (text + line->start_index, line->length);

  g_strchomp (got);
  return text[line->start_index + line->length] == '\0' || g_str_has_suffix (got, "·");
}

/* However narrow its room, the step's text breaks only after a " · ": never inside
 * "|N₂| = 160" ("|N₂|" at the end of a line and "= 160" alone on the next). Each width from
 * that of its widest part to that of the whole text, in the layout the label has. */
static void
test_step_text_breaks (void)
{
  WyWindow *window = wy_test_open_window (1024, 640);
  g_autoptr (PangoLayout) layout = NULL;
  const char *text;
  int whole, widest = 0;

  wy_test_set_rule (window, "moves:rule=(dx==0||dy==0||dx==dy)");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.step-first", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.step-forward", NULL));
  wy_test_drain ();
  layout = pango_layout_copy (gtk_label_get_layout (GTK_LABEL (window->step_label)));
  text = pango_layout_get_text (layout);
  g_test_message ("the step's text: %s", text);
  g_assert_nonnull (strstr (text, "· "));
  pango_layout_set_width (layout, -1);
  pango_layout_get_pixel_size (layout, &whole, NULL);
  {
    g_auto (GStrv) parts = g_strsplit (text, "· ", -1);
    g_autoptr (PangoLayout) part = pango_layout_copy (layout);

    for (guint i = 0; parts[i] != NULL; i++)
      {
        g_autofree char *with_dot = g_strconcat (parts[i], "·", NULL);
        int w;
        pango_layout_set_text (part, with_dot, -1);
        pango_layout_get_pixel_size (part, &w, NULL);
        widest = MAX (widest, w + 1);
      }
  }
  for (int width = widest; width <= whole; width++)
    {
      pango_layout_set_width (layout, width * PANGO_SCALE);
      for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
        if (!line_ends_part (text, l->data))
          g_error ("at %d px a line of “%s” ends inside a part: “%.*s”", width, text,
                   ((PangoLayoutLine *) l->data)->length,
                   text + ((PangoLayoutLine *) l->data)->start_index);
    }
  wy_test_close_window (window);
}

/* ---- the check mark on the drop-downs' choice ---- */

/* The check marks shown in a drop-down's open list, and the first label of each one's row. */
static void
collect_checks (GtkWidget *widget, GPtrArray *names)
{
  if (GTK_IS_IMAGE (widget) && gtk_widget_get_mapped (widget) && gtk_widget_get_opacity (widget) > 0
      && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), "object-select-symbolic") == 0)
    {
      GtkWidget *labels = gtk_widget_get_first_child (gtk_widget_get_parent (widget));
      g_ptr_array_add (names, (gpointer) gtk_label_get_text (
                                GTK_LABEL (gtk_widget_get_first_child (labels))));
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_checks (c, names);
}

static gboolean
list_open (WyWindow *window, gpointer drop)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new ();

  collect_checks (drop, names);
  return names->len > 0;
}

/* The families' and the readings' lists mark the game's choice, as GTK's own lists do,
 * and only it; the mark follows the choice. */
static void
test_list_check_mark (void)
{
  WyWindow *window = wy_test_open_window (1366, 900);
  GtkWidget *family = wy_test_child (window->game_controls, WY_TYPE_GAME_CONTROLS, "family");
  GtkWidget *reading = wy_test_child (window->game_controls, WY_TYPE_GAME_CONTROLS, "reading");
  g_autoptr (GPtrArray) names = g_ptr_array_new ();

  wy_test_set_rule (window, "nimpq:a=1,b=2,p=2,q=1,reading=sec7");
  g_signal_emit_by_name (family, "activate");
  wy_test_wait_until (window, list_open, family);
  collect_checks (family, names);
  g_assert_cmpuint (names->len, ==, 1);
  g_assert_cmpstr (names->pdata[0], ==, wy_family_get_menu_name (WY_FAMILY_NIMPQ));
  g_ptr_array_set_size (names, 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (family), WY_FAMILY_FRAENKEL);
  wy_test_wait_frame (GTK_WIDGET (window));
  collect_checks (family, names);
  g_assert_cmpuint (names->len, ==, 1);
  g_assert_cmpstr (names->pdata[0], ==, wy_family_get_menu_name (WY_FAMILY_FRAENKEL));

  g_ptr_array_set_size (names, 0);
  wy_test_set_rule (window, "nimpq:a=1,b=2,p=2,q=1,reading=sec7");
  g_signal_emit_by_name (reading, "activate");
  wy_test_wait_until (window, list_open, reading);
  collect_checks (reading, names);
  g_assert_cmpuint (names->len, ==, 1);
  g_assert_cmpstr (names->pdata[0], ==, wy_ui_reading_name (WY_READING_SEC7));
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

/* Three heaps in German: the slice bar ("Schicht", the axis, the slider, "z = 348", "3-D")
 * still lets the window narrow to 360 px (its slider asked 96 px, and the window could not
 * go below 371 px), and at 360 px every part of the animation bar is inside the window. */
static void
test_narrow_slices_german (void)
{
  WyWindow *window;
  graphene_rect_t view;
  int min;

  wy_test_use_german (tmp_dir);
  window = wy_test_open_window (400, 700);
  wy_test_set_rule (window, "wythoff:heaps=3");
  g_object_set (window, "board-size", 600, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  /* the last slice of the cube (the size is capped below 600 for three heaps): three digits */
  _wy_window_heaps3_set_slice (window, WY_AXIS_Z, wy_test_board_size (window) - 1);
  g_assert_cmpuint (strlen (gtk_label_get_text (GTK_LABEL (window->heaps3->slice_label))), ==, 7);
  wy_test_wait_frame (GTK_WIDGET (window));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL,
                      NULL);
  g_test_message ("three heaps in German: the window's minimum %d px", min);
  g_assert_cmpint (min, <=, WY_WINDOW_NARROW_MIN);
  gtk_window_set_default_size (GTK_WINDOW (window), WY_WINDOW_NARROW_MIN, 700);
  assert_layout (window, TRUE, WY_WINDOW_NARROW_MIN);
  g_assert_true (gtk_widget_compute_bounds (window->view_drop_down, GTK_WIDGET (window), &view));
  g_assert_cmpfloat (view.origin.x + view.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
  wy_test_close_window (window);
  wy_test_use_english ();
}

/* Narrow, the step's text, speed and view share a row only while they fit: a longer text
 * than the one the row was chosen for puts them on rows (at start-up the row was chosen
 * before the first result's text, and at 360 px in German the view's drop-down was then
 * cut at the window's edge). */
static void
test_narrow_bar_follows_text (void)
{
  WyWindow *window;
  graphene_rect_t view;

  wy_test_use_german (tmp_dir);
  window = wy_test_open_window (400, 700);
  /* the layout chosen for a short text, as before the first result */
  gtk_label_set_text (GTK_LABEL (window->step_label), "");
  gtk_window_set_default_size (GTK_WINDOW (window), WY_WINDOW_NARROW_MIN, 700);
  assert_layout (window, TRUE, WY_WINDOW_NARROW_MIN);
  g_assert_true (window->info_in_row);
  gtk_label_set_text (GTK_LABEL (window->step_label),
                      "Endstand: 64579 P-Positionen nach 125 Schritten");
  wy_test_wait_frame (GTK_WIDGET (window));
  wy_test_wait_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_compute_bounds (window->view_drop_down, GTK_WIDGET (window), &view));
  g_test_message ("%s: the view's drop-down ends at %g of %d px",
                  window->info_in_row ? "one row" : "rows", view.origin.x + view.size.width,
                  gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpfloat (view.origin.x + view.size.width, <=,
                     gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_false (window->info_in_row);
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

/* Under German, every caption of the gallery (against its English; as many as the papers'
 * items with a board). */
static void
assert_german_gallery (WyWindow *window)
{
  GtkWindow *gallery;
  GtkListBoxRow *row;
  guint n = 0;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paper-gallery", NULL));
  gallery = wy_test_find_toplevel (WY_TYPE_PAPER_GALLERY);
  wy_test_wait_until (window, wy_test_shown, gallery);
  g_assert_cmpstr (gtk_window_get_title (gallery), ==, "Abbildungen der Artikel");
  while ((row = gtk_list_box_get_row_at_index (g_object_get_data (G_OBJECT (gallery), "wy-list"),
                                               n++)) != NULL)
    {
      const WyPaperItem *item = g_object_get_data (G_OBJECT (row), "wy-paper-item");
      g_autofree char *plain = wy_paper_caption_plain (item->caption);
      g_autofree char *markup = wy_notation_markup (plain);
      g_autofree char *english = markup_text (markup);
      GtkLabel *caption = find_label (GTK_WIDGET (row), "Artikel");

      g_assert_nonnull (caption);
      g_assert_cmpstr (gtk_label_get_text (caption), !=, english);
      g_assert_null (strstr (gtk_label_get_text (caption), "Paper"));
    }
  g_test_message ("%u captions in German", n - 1);
  g_assert_cmpuint (n - 1, ==, items_with_board ());
  gtk_window_destroy (gallery);
}

/* Under German, the limit plot: its title and summary; and a family without a limit, its
 * error. */
static void
assert_german_limit_plot (WyWindow *window)
{
  g_autoptr (WyGame) gamma = wy_game_parse ("gamma:i=1,s=2,t=3", NULL);
  WyLimitWindow *plot;

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
}

/* The Save to Library dialog the action opens: the modal window shown over from. */
static GtkWindow *
shown_dialog (GtkWindow *from)
{
  GtkWindow *dialog = NULL;
  GList *windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (gtk_window_get_transient_for (l->data) == from && gtk_window_get_modal (l->data)
        && gtk_widget_get_visible (l->data))
      dialog = l->data;
  g_list_free (windows);
  g_assert_nonnull (dialog);
  return dialog;
}

/* Under German, the Save to Library dialog shows its title whole between its buttons ("In
 * der Bibliothek speichern" was cut to "In der Bibliothek s…"); at 360 px it is no wider
 * than the window. */
static void
test_german_save_title (void)
{
  const int widths[] = { 1366, 360 };

  wy_test_use_german (tmp_dir);
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      WyWindow *window = wy_test_open_window (widths[i], 700);
      GtkWindow *dialog;
      GtkLabel *title;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save-to-library",
                                                 NULL));
      dialog = shown_dialog (GTK_WINDOW (window));
      wy_test_wait_frame (GTK_WIDGET (dialog));
      wy_test_wait_frame (GTK_WIDGET (dialog));
      title = find_label (gtk_window_get_titlebar (dialog), "Bibliothek");
      g_assert_nonnull (title);
      g_test_message ("%d px: the dialog %d px, its title “%s”%s", widths[i],
                      gtk_widget_get_width (GTK_WIDGET (dialog)), gtk_label_get_text (title),
                      pango_layout_is_ellipsized (gtk_label_get_layout (title)) ? " cut" : "");
      if (widths[i] > 800)
        g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (title)));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=,
                       gtk_widget_get_width (GTK_WIDGET (window)));
      gtk_window_destroy (dialog);
      wy_test_close_window (window);
    }
  wy_test_use_english ();
}

/* Under German, the formula (its words and its source), every caption of the
 * gallery and the limit plot's title, summary and error are German, and the
 * outcome view is "Ergebnis" (not "Ausgang"). */
static void
test_german_windows (void)
{
  WyWindow *window;
  GListModel *views;

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
  assert_german_gallery (window);

  /* the limit plot: its title and summary; and a family without a limit, its error */
  assert_german_limit_plot (window);

  wy_test_close_window (window);
  wy_test_use_english ();
}

int
main (int argc, char *argv[])
{
  /* a user of our own */
  tmp_dir = wy_test_own_data_home ("wy-test-desktop-XXXXXX");
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gui/desktop/dark-follows-system", test_dark_follows_system);
  g_test_add_func ("/gui/desktop/narrow-layout", test_narrow_layout);
  g_test_add_func ("/gui/desktop/narrow-german", test_narrow_german);
  g_test_add_func ("/gui/desktop/narrow-slices-german", test_narrow_slices_german);
  g_test_add_func ("/gui/desktop/narrow-bar-follows-text", test_narrow_bar_follows_text);
  g_test_add_func ("/gui/desktop/list-check-mark", test_list_check_mark);
  g_test_add_func ("/gui/desktop/step-text-breaks", test_step_text_breaks);
  g_test_add_data_func ("/gui/desktop/narrow-export-dialog", NULL, test_narrow_export_dialog);
  g_test_add_data_func ("/gui/desktop/narrow-export-dialog-german", "de",
                        test_narrow_export_dialog);
  g_test_add_data_func ("/gui/desktop/narrow-gallery", NULL, test_narrow_gallery);
  g_test_add_data_func ("/gui/desktop/narrow-gallery-german", "de", test_narrow_gallery);
  g_test_add_data_func ("/gui/desktop/narrow-limit-window", NULL, test_narrow_limit_window);
  g_test_add_data_func ("/gui/desktop/narrow-limit-window-german", "de",
                        test_narrow_limit_window);
  g_test_add_func ("/gui/desktop/german-windows", test_german_windows);
  g_test_add_func ("/gui/desktop/german-save-title", test_german_save_title);
  return g_test_run ();
}
