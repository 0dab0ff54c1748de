/* test-feedback.c: widget tests of the window's third round (issue 38): feedback that
 * never lies (a refused size offers the allowed one, messages go with their cause), the
 * fold where it is documented, undo you can see, and the smaller things a user saw. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "wy-board-view-private.h"
#include "wy-engine.h"
#include "wy-engine-testing.h"
#include "wy-export-dialog.h"
#include "wy-inspector-private.h"
#include "wy-paper-gallery.h"
#include "wy-test-window.h"
#include "wy-window-private.h"

static char *tmp_dir;

/* ---- 1: a refused size offers the allowed one; the header shows the board's ---- */

/* The bar offers "Use N"; a click solves that side, and the message and the offer go. */
static void
take_offer (WyWindow *window, guint size)
{
  g_autofree char *label = g_strdup_printf ("Use %u", size);
  guint serial = wy_test_solve_serial (window);

  g_assert_true (gtk_widget_get_visible (window->offer_button));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (window->offer_button)), ==, label);
  g_signal_emit_by_name (window->offer_button, "clicked");
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  g_assert_cmpuint (wy_board_get_size (_wy_window_get_board (window)), ==, size);
  g_assert_null (wy_test_window_error (window));
  g_assert_false (gtk_widget_get_visible (window->offer_button));
}

static void
test_refused_size_offered (void)
{
  WyWindow *window = wy_test_open_window (1200, 800);
  WyBoard *board;

  /* a solve over its budget: the core allows 80; the message, in whatever language, is
   * shown and not read (its numbers are not the offer) */
  g_object_set (window, "board-size", 30, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  board = _wy_window_get_board (window);
  g_assert_cmpuint (wy_board_get_size (board), ==, 30);
  window->size = window->user_size = 512;
  _wy_window_solve_failed (window, "Diese Regel erreichte das Zeitbudget von 2 s auf einem "
                                   "Brett der Größe 512, gelöst unter 90", 80);
  /* the header never shows a size the board does not have */
  g_assert_cmpuint (wy_test_board_size (window), ==, 30);
  g_assert_cmpuint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (window->size_spin)), ==,
                    30);
  g_assert_nonnull (wy_test_window_error (window));
  /* ... and offers 80 as an action */
  take_offer (window, 80);
  wy_test_close_window (window);
}

static gboolean
error_shown (WyWindow *window, gpointer data)
{
  return wy_test_window_error (window) != NULL;
}

/* A rule's solve that reaches its deadline (lowered to a microsecond: it stops before
 * its first row), through the window's own async solve: "Use 1", the side the core says
 * it finished, whatever the message says; the header stays at the board shown. */
static void
test_deadline_size_offered (void)
{
  WyWindow *window = wy_test_open_window (1200, 800);

  wy_test_set_rule (window, "moves:rule=((dx+dy)%2==1)");
  g_object_set (window, "board-size", 30, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  g_assert_cmpuint (wy_board_get_size (_wy_window_get_board (window)), ==, 30);
  _wy_solve_rule_set_time_limit (1e-6);
  g_object_set (window, "board-size", 100, NULL);
  wy_test_wait_until (window, error_shown, NULL);
  _wy_solve_rule_set_time_limit (0);
  g_assert_cmpuint (wy_test_board_size (window), ==, 30);
  take_offer (window, 1);
  wy_test_close_window (window);
}

/* A size typed beyond the game's cap: the toast offers the cap. */
static void
test_typed_size_offered (void)
{
  WyWindow *window = wy_test_open_window (1200, 800);
  guint max, serial;

  wy_test_set_rule (window, "imitation:p=2");
  max = (guint) gtk_adjustment_get_upper (window->size_adjustment);
  gtk_editable_set_text (GTK_EDITABLE (window->size_spin), "99999999");
  gtk_spin_button_update (GTK_SPIN_BUTTON (window->size_spin));
  g_assert_nonnull (window->toast);
  g_assert_cmpstr (adw_toast_get_action_name (window->toast), ==, "win.use-size");
  g_assert_cmpuint (g_variant_get_uint32 (adw_toast_get_action_target_value (window->toast)), ==,
                    max);
  serial = wy_test_solve_serial (window);
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), "win.use-size",
                                                     adw_toast_get_action_target_value (
                                                       window->toast)));
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  g_assert_cmpuint (wy_board_get_size (_wy_window_get_board (window)), ==, max);
  wy_test_close_window (window);
}

/* ---- 2: a figure opened with Ctrl+O is a recent figure ---- */

static gboolean
chooser_shown (WyWindow *window, gpointer data)
{
  return wy_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG) != NULL;
}

static gboolean
recent_has (WyWindow *window, gpointer uri)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  gboolean found = FALSE;

  /* as the window's own (the file chooser records its files under the program's name) */
  for (GList *l = items; l != NULL; l = l->next)
    found = found || (g_str_equal (gtk_recent_info_get_uri (l->data), uri)
                      && gtk_recent_info_has_application (l->data, "wythoff-lattice"));
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  return found;
}

/* The chooser selects a file once it has read the file's folder (a worker's job: under load
 * that takes any number of main loop turns); a response before it opens nothing. */
static gboolean
chooser_has_file (WyWindow *window, gpointer file)
{
  GtkWidget *chooser = wy_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_autoptr (GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  return chosen != NULL && g_file_equal (chosen, file);
}

static void
test_opened_is_recent (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autofree char *path = g_build_filename (tmp_dir, "opened.png", NULL);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  GtkWidget *chooser;
  guint serial;

  wy_test_set_rule (window, "wyt:a=2,b=3");
  /* an exported figure is a recent figure; forgotten, opening it makes it one again */
  wy_test_write_figure (window, path);
  g_assert_true (recent_has (window, uri));
  g_assert_true (gtk_recent_manager_remove_item (gtk_recent_manager_get_default (), uri, NULL));
  g_assert_false (recent_has (window, uri));
  wy_test_set_rule (window, "wythoff");
  serial = wy_test_solve_serial (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-figure", NULL));
  wy_test_wait_until (window, chooser_shown, NULL);
  chooser = wy_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_assert_true (gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL));
  wy_test_wait_until (window, chooser_has_file, file);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  wy_test_wait_until (window, recent_has, uri);
  wy_test_close_window (window);
}

/* ---- 3: an export starts in the last figure's folder ---- */

/* The chooser has a folder (it reads one in a worker). */
static gboolean
chooser_has_folder (WyWindow *window, gpointer data)
{
  GtkWidget *chooser = wy_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_autoptr (GFile) folder = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));

  return folder != NULL;
}

/* Export..., the chooser: the folder it starts in; cancelled. */
static GFile *
chooser_start (WyWindow *window)
{
  WyRenderOptions options;
  WyExportDialog *dialog;
  GtkWidget *chooser;
  GFile *started;

  wy_board_view_get_options (window->board_view, &options);
  dialog = wy_export_dialog_present (GTK_WINDOW (window), window->result, &options);
  g_signal_emit_by_name (wy_test_dialog_child (dialog, "export_button"), "clicked");
  wy_test_wait_until (window, chooser_shown, NULL);
  wy_test_wait_until (window, chooser_has_folder, NULL);
  chooser = wy_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  started = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  gtk_window_destroy (GTK_WINDOW (dialog));
  return started;
}

/* The first export of the session starts in Pictures (or home), not in the folder the
 * program was started from; the next, in the folder of the last file accepted. */
static void
test_export_folder (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  const char *pictures = g_get_user_special_dir (G_USER_DIRECTORY_PICTURES);
  g_autoptr (GFile) expected = g_file_new_for_path (pictures && g_file_test (pictures,
                                                                             G_FILE_TEST_IS_DIR)
                                                    ? pictures : g_get_home_dir ());
  g_autofree char *figure = g_build_filename (tmp_dir, "figures", "first.png", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (figure);
  g_autoptr (GFile) folder = g_file_get_parent (file);
  g_autofree char *cwd_path = g_get_current_dir ();
  g_autoptr (GFile) cwd = g_file_new_for_path (cwd_path);
  g_autoptr (GFile) started = chooser_start (window);
  g_autoptr (GFile) again = NULL;

  g_assert_nonnull (started);
  g_assert_true (g_file_equal (started, expected));
  g_assert_false (g_file_equal (started, cwd));
  g_assert_true (g_file_make_directory (folder, NULL, NULL));
  wy_export_chooser_remember (file);
  again = chooser_start (window);
  g_assert_nonnull (again);
  g_assert_true (g_file_equal (again, folder));
  /* a folder gone since: Pictures (or home) again */
  g_assert_true (g_file_delete (folder, NULL, NULL));
  g_clear_object (&again);
  again = chooser_start (window);
  g_assert_true (g_file_equal (again, expected));
  wy_test_close_window (window);
}

/* ---- 4: a message goes when its cause goes ---- */

static void
test_messages_withdrawn (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autofree char *plain = g_build_filename (tmp_dir, "plain.png", NULL);
  g_autofree char *figure = g_build_filename (tmp_dir, "withdrawn.png", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (plain);
  GtkWindow *gallery;

  /* a PNG this program did not write */
  {
    g_autoptr (GdkPixbuf) pixbuf = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, 4, 4);

    gdk_pixbuf_fill (pixbuf, 0xffffffff);
    g_assert_true (gdk_pixbuf_save (pixbuf, plain, "png", NULL, NULL));
  }
  g_assert_false (_wy_window_open_figure_file (window, file));
  g_assert_nonnull (wy_test_window_error (window));
  /* an export done withdraws it */
  wy_test_write_figure (window, figure);
  g_assert_null (wy_test_window_error (window));
  /* ... and so does another window opened (the gallery) */
  g_assert_false (_wy_window_open_figure_file (window, file));
  g_assert_nonnull (wy_test_window_error (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paper-gallery", NULL));
  gallery = wy_test_find_toplevel (WY_TYPE_PAPER_GALLERY);
  g_assert_nonnull (gallery);
  g_assert_null (wy_test_window_error (window));
  gtk_window_destroy (gallery);
  /* ... and a new game */
  g_assert_false (_wy_window_open_figure_file (window, file));
  wy_test_set_rule (window, "wyt:a=2,b=2");
  g_assert_null (wy_test_window_error (window));
  /* a rule that does not read (a saved one, at start) is said, and a board solved after
   * it does not take that away (the first board at start did); a new game does */
  {
    guint serial = wy_test_solve_serial (window);

    g_object_set (window, "rule", "zzz:q=1", NULL);
    _wy_window_queue_solve (window);
    wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
    g_assert_nonnull (wy_test_window_error (window));
    g_assert_nonnull (strstr (wy_test_window_error (window), "“zzz:q=1”"));
    wy_test_set_rule (window, "wythoff");
    g_assert_null (wy_test_window_error (window));
  }
  wy_test_close_window (window);
}

/* ---- 6: undo and redo are in the main menu and say what they undid ---- */

static gboolean
menu_has_action (GMenuModel *menu, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_str_equal (name, action))
        return TRUE;
      if (section != NULL && menu_has_action (section, action))
        return TRUE;
    }
  return FALSE;
}

static void
undo_and_wait (WyWindow *window, const char *action)
{
  guint serial = wy_test_solve_serial (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
}

static void
test_undo_said (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  GMenuModel *menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (window->primary_menu_button));

  g_assert_true (menu_has_action (menu, "win.undo"));
  g_assert_true (menu_has_action (menu, "win.redo"));
  wy_test_set_rule (window, "wythoff");
  g_object_set (window, "board-size", 40, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  undo_and_wait (window, "win.undo");
  g_assert_cmpstr (wy_test_window_news (window), ==, "Undone: the board size is 23 again.");
  undo_and_wait (window, "win.undo");
  g_assert_cmpstr (wy_test_window_news (window), ==, "Undone: the game is wyt:a=1,b=2 again.");
  undo_and_wait (window, "win.redo");
  g_assert_cmpstr (wy_test_window_news (window), ==, "Redone: the game is wythoff again.");
  /* after Enter in the size field (its text is the size), one Ctrl+Z undoes one change */
  gtk_widget_grab_focus (window->size_spin);
  g_assert_true (GTK_IS_TEXT (gtk_root_get_focus (GTK_ROOT (window))));
  undo_and_wait (window, "win.undo");
  g_assert_cmpstr (wy_test_window_news (window), ==, "Undone: the game is wyt:a=1,b=2 again.");
  wy_test_close_window (window);
}

/* ---- 3: the side panel folds below 800 px, not above (German too) ---- */

static void
use_language (const char *lang)
{
  g_autofree char *out = g_build_filename (tmp_dir, "de_DE.UTF-8", NULL);

  if (g_str_equal (lang, "de") && setlocale (LC_ALL, "de_DE.UTF-8") == NULL)
    {
      const char *argv[] = { "localedef", "-i", "de_DE", "-f", "UTF-8", out, NULL };
      int status = 0;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL,
                                   G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                                   NULL, NULL, &status, NULL));
      g_setenv ("LOCPATH", tmp_dir, TRUE);
      g_assert_nonnull (setlocale (LC_ALL, "de_DE.UTF-8"));
    }
  g_setenv ("LANGUAGE", lang, TRUE);
  if (g_str_equal (lang, "en"))
    setlocale (LC_ALL, "C.UTF-8");
}

static gboolean
controls_aside (WyWindow *window, gpointer aside)
{
  return window->controls_aside == GPOINTER_TO_INT (aside);
}

static void
test_fold_at_800 (gconstpointer lang)
{
  const char *rules[] = { "wythoff", "wyt:a=2,b=3", "wyt:a=1,b=2,play=misere" };
  WyWindow *window;

  use_language (lang);
  window = wy_test_open_window (810, 700);
  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      wy_test_set_rule (window, rules[i]);
      g_test_message ("%s, %s: the wide layout needs %d px", (const char *) lang, rules[i],
                      window->wide_min);
      g_assert_false (window->narrow);
      g_assert_false (adw_flap_get_folded (ADW_FLAP (window->flap)));
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->inspector)));
      /* the window's title and the game, beside the controls or above them */
      g_assert_true (gtk_widget_get_mapped (window->window_title));
    }
  /* NIM^{p,q}_{a,b}'s four parameters leave the header, the side panel stays */
  wy_test_set_rule (window, "nimpq:a=2,b=2,p=3,q=3");
  wy_test_wait_until (window, controls_aside, GINT_TO_POINTER (TRUE));
  g_assert_false (adw_flap_get_folded (ADW_FLAP (window->flap)));
  wy_test_close_window (window);
  /* at full width the controls are in the header, beside the title and the game */
  window = wy_test_open_window (1600, 900);
  wy_test_set_rule (window, "nimpq:a=2,b=2,p=3,q=3");
  wy_test_wait_until (window, controls_aside, GINT_TO_POINTER (FALSE));
  g_assert_true (gtk_widget_get_mapped (window->window_title));
  g_assert_cmpstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (window->window_title)), ==,
                   "nimpq:a=2,b=2,p=3,q=3");
  wy_test_close_window (window);
  window = wy_test_open_window (790, 700);
  g_assert_true (window->narrow);
  wy_test_close_window (window);
  use_language ("en");
}

/* ---- 5: the class band: no "class -1", whole offsets, both sides ---- */

static void
test_class_band_control (void)
{
  WyWindow *window = wy_test_open_window (1200, 800);
  GtkAdjustment *band = window->inspector->band_adjustment;

  wy_test_set_rule (window, "nim");
  g_object_set (window, "view", "grundy", NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  /* off: the field offers no class -1 */
  g_assert_cmpfloat (gtk_adjustment_get_lower (band), >=, 0);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (window->inspector->band_check)));
  g_assert_cmpstr (wy_test_band_text (window->inspector), ==, "");
  /* nim's class 3: x xor y = 3, offsets -3, -1 above the diagonal and 1, 3 below */
  wy_test_set_band_class (window->inspector, 3);
  wy_test_wait_until (window, wy_test_band_shown, NULL);
  g_test_message ("%s", wy_test_band_text (window->inspector));
  g_assert_true (g_str_has_prefix (wy_test_band_text (window->inspector),
                                   "Value 3: offsets -3 to -1 and 1 to 3 (x minus the row's "
                                   "nearest P-position, on both sides of the diagonal)"));
  wy_test_set_band_class (window->inspector, -1);
  g_assert_cmpstr (wy_test_band_text (window->inspector), ==, "");
  wy_test_close_window (window);
}

/* ---- 12: the side panel's text breaks where it should ---- */

/* Does any line of the label begin with this text? */
static gboolean
line_begins_with (GtkWidget *label, const char *start)
{
  PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (label));
  const char *text = pango_layout_get_text (layout);

  for (int i = 0; i < pango_layout_get_line_count (layout); i++)
    if (g_str_has_prefix (text + pango_layout_get_line_readonly (layout, i)->start_index, start))
      return TRUE;
  return FALSE;
}

static void
test_panel_text_breaks (void)
{
  WyWindow *window = wy_test_open_window (1200, 800);
  GtkWidget *rule = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (window->inspector),
                                                   WY_TYPE_INSPECTOR, "game_rule");
  GtkWidget *stats = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (window->inspector),
                                                    WY_TYPE_INSPECTOR, "game_stats");
  g_autofree char *copied = NULL;
  PangoLayout *layout;
  const char *text;

  wy_test_set_rule (window, "moves:rule=(dx==0||dy==0||abs(dx-dy)<2*min(dx,dy)+1||dx==2*dy)");
  /* the new text laid out at its new allocation: a frame after the change (until then the
   * rule's layout can have the new text at the old one's width, 88 pixels: 6 lines, broken
   * anywhere) */
  wy_test_wait_frame (rule);
  /* "solved in 0 ms" never begins a line of its own */
  g_assert_false (line_begins_with (stats, "solved"));
  g_assert_false (line_begins_with (stats, "0"));
  /* the rule breaks after a comma, a colon, || or && only */
  layout = gtk_label_get_layout (GTK_LABEL (rule));
  text = pango_layout_get_text (layout);
  g_assert_cmpint (pango_layout_get_line_count (layout), >, 1);
  for (int i = 1; i < pango_layout_get_line_count (layout); i++)
    {
      int at = pango_layout_get_line_readonly (layout, i)->start_index;
      const char *before = g_utf8_find_prev_char (text, text + at);

      g_assert_true (g_str_has_prefix (before, "\u200b"));
    }
  /* a copy of the rule is the rule, without its break points */
  copied = wy_test_label_copied (rule);
  g_assert_cmpstr (copied, ==, "moves:rule=(dx==0||dy==0||abs(dx-dy)<2*min(dx,dy)+1||dx==2*dy)");
  wy_test_close_window (window);
}

/* The rule's own text and attributes laid out at every width from its longest part (13
 * characters) to 40: each line after the first begins after a break mark. Pango 1.50 broke
 * "moves:rule=(dx==0||dy==0||2*dx==dy||dx==2*dy)" between the two "|" of "||" at 25
 * characters, its allow-breaks attributes notwithstanding ("...dy==0|" over "|2*dx..."). */
static void
test_rule_breaks_at_every_width (void)
{
  WyWindow *window = wy_test_open_window (1200, 800);
  GtkWidget *rule = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (window->inspector),
                                                   WY_TYPE_INSPECTOR, "game_rule");
  g_autoptr (PangoLayout) layout = NULL, one = NULL;
  const char *text;
  int em;

  wy_test_set_rule (window, "moves:rule=(dx==0||dy==0||2*dx==dy||dx==2*dy)");
  wy_test_wait_frame (rule);
  layout = pango_layout_copy (gtk_label_get_layout (GTK_LABEL (rule)));
  text = pango_layout_get_text (layout);
  one = pango_layout_copy (layout);
  pango_layout_set_text (one, "mmmmmmmmmm", -1);
  pango_layout_set_attributes (one, NULL);
  pango_layout_set_width (one, -1);
  pango_layout_get_size (one, &em, NULL);
  for (int chars = 14; chars <= 40; chars++)
    {
      pango_layout_set_width (layout, em / 10 * chars + em / 20);
      for (int i = 1; i < pango_layout_get_line_count (layout); i++)
        {
          int at = pango_layout_get_line_readonly (layout, i)->start_index;
          const char *before = g_utf8_find_prev_char (text, text + at);

          if (!g_str_has_prefix (before, "\u200b"))
            g_error ("at %d characters line %d begins inside a part: %s", chars, i + 1,
                     text + at);
        }
    }
  wy_test_close_window (window);
}

/* ---- 9: the reading's drop-down on the header's line ---- */

static GtkWidget *
first_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = first_label (c);
      if (found)
        return found;
    }
  return NULL;
}

/* The drop-down's label is allocated (after the header's next layout). */
static gboolean
label_placed (WyWindow *window, gpointer drop)
{
  GtkWidget *label = first_label (drop);
  return label != NULL && gtk_widget_get_height (label) > 0;
}

static double
center_y (WyWindow *window, GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  return bounds.origin.y + bounds.size.height / 2;
}

static void
test_reading_aligned (void)
{
  WyWindow *window = wy_test_open_window (1600, 900);
  GtkWidget *reading = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (window->game_controls),
                                                      WY_TYPE_GAME_CONTROLS, "reading");
  GtkWidget *family = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (window->game_controls),
                                                     WY_TYPE_GAME_CONTROLS, "family");

  wy_test_set_rule (window, "nimpq:a=2,b=2,p=3,q=3");
  wy_test_wait_until (window, controls_aside, GINT_TO_POINTER (FALSE));
  wy_test_wait_until (window, label_placed, reading);
  g_test_message ("family %.1f reading %.1f size %.1f", center_y (window, first_label (family)),
                  center_y (window, first_label (reading)), center_y (window, window->size_spin));
  g_assert_cmpfloat (fabs (center_y (window, first_label (reading))
                           - center_y (window, first_label (family))), <=, 1.5);
  g_assert_cmpfloat (fabs (center_y (window, reading) - center_y (window, window->size_spin)),
                     <=, 1.5);
  wy_test_close_window (window);
}

/* ---- 11: the Export dialog asks a video no resolution, names "every step" ---- */

static const char *
every_step_name (WyExportDialog *dialog)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (wy_test_dialog_child (dialog,
                                                                                  "steps")));

  return gtk_string_list_get_string (GTK_STRING_LIST (model), 1);
}

static void
test_export_dialog_fields (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  WyExportDialog *dialog;
  WyRenderOptions options;
  GtkWidget *format;

  wy_render_options_init (&options);
  dialog = wy_export_dialog_present (GTK_WINDOW (window), window->result, &options);
  format = wy_test_dialog_child (dialog, "format");
  g_assert_true (gtk_widget_get_visible (wy_test_dialog_child (dialog, "dpi")));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (format), WY_EXPORT_GIF);
  g_assert_false (gtk_widget_get_visible (wy_test_dialog_child (dialog, "dpi")));
  g_assert_false (gtk_widget_get_visible (wy_test_dialog_child (dialog, "dpi_label")));
  g_assert_cmpstr (every_step_name (dialog), ==, "Every step, a frame each");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (format), WY_EXPORT_WEBM);
  g_assert_false (gtk_widget_get_visible (wy_test_dialog_child (dialog, "dpi")));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (format), WY_EXPORT_PDF);
  g_assert_true (gtk_widget_get_visible (wy_test_dialog_child (dialog, "dpi")));
  g_assert_cmpstr (every_step_name (dialog), ==, "Every step, a page each");
  gtk_window_destroy (GTK_WINDOW (dialog));
  wy_test_close_window (window);
}

/* ---- 10: a figure's style is said, not silently taken; news leaves the figure free ---- */

/* The lowest toast shown over the window (one may still be sliding out). */
static gboolean
lowest_toast (GtkWidget *widget, GtkWidget *within, graphene_rect_t *lowest)
{
  gboolean found = FALSE;
  graphene_rect_t bounds;

  if (g_str_equal (gtk_widget_get_css_name (widget), "toast") && gtk_widget_get_mapped (widget)
      && gtk_widget_compute_bounds (widget, within, &bounds) && bounds.size.height > 0)
    {
      *lowest = bounds;
      return TRUE;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (lowest_toast (c, within, &bounds) && (!found || bounds.origin.y > lowest->origin.y))
      {
        *lowest = bounds;
        found = TRUE;
      }
  return found;
}

static gboolean
toast_shown (WyWindow *window, gpointer data)
{
  graphene_rect_t bounds;

  /* in place: slid in to the overlay's foot */
  return lowest_toast (window->toast_overlay, window->toast_overlay, &bounds)
         && bounds.origin.y > gtk_widget_get_height (window->toast_overlay) / 2
         && bounds.origin.y + bounds.size.height < gtk_widget_get_height (window->toast_overlay);
}

static void
test_figure_style_said (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autofree char *path = g_build_filename (tmp_dir, "paper.png", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *style = NULL;
  graphene_rect_t board, toast;
  guint serial;

  g_object_set (window, "style", "paper", NULL);
  wy_test_set_rule (window, "wyt:a=2,b=3");
  wy_test_write_figure (window, path);
  g_object_set (window, "style", "screen", NULL);
  wy_test_set_rule (window, "wythoff");
  serial = wy_test_solve_serial (window);
  g_assert_true (_wy_window_open_figure_file (window, file));
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  g_object_get (window, "style", &style, NULL);
  g_assert_cmpstr (style, ==, "screen");
  g_assert_cmpstr (wy_test_window_news (window), ==,
                   "The figure is drawn in the paper style; the window keeps its screen style.");
  g_assert_cmpstr (adw_toast_get_action_name (window->toast), ==, "win.style");
  /* the news lies below the board: its axis and colour key stay in sight */
  wy_test_wait_until (window, toast_shown, NULL);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (window->board_view), GTK_WIDGET (window),
                                            &board));
  g_assert_true (lowest_toast (window->toast_overlay, GTK_WIDGET (window), &toast));
  g_test_message ("board bottom %.0f, toast top %.0f", board.origin.y + board.size.height,
                  toast.origin.y);
  g_assert_cmpfloat (toast.origin.y, >=, board.origin.y + board.size.height);
  wy_test_close_window (window);
}

/* ---- 8: the first arrow key after a click moves the cursor one cell ---- */

static void
click_then_key (WyWindow *window, guint x, guint y, guint keyval, guint want_x, guint want_y)
{
  WyLayout layout;
  double px, py;
  WyPos cur;

  wy_test_board_layout (window->board_view, &layout);
  wy_layout_cell_center (&layout, x, y, &px, &py);
  gtk_widget_grab_focus (GTK_WIDGET (window->board_view));
  g_assert_true (wy_board_view_click_at (window->board_view, px, py));
  wy_test_drain ();
  wy_test_send_key (window, keyval);
  g_assert_true (wy_test_board_cursor (window->board_view, &cur));
  g_assert_cmpuint (cur.x, ==, want_x);
  g_assert_cmpuint (cur.y, ==, want_y);
}

static void
test_arrow_after_click (void)
{
  WyWindow *window = wy_test_open_window (1200, 800);

  /* no cursor yet */
  click_then_key (window, 4, 4, GDK_KEY_Right, 5, 4);
  /* a cursor elsewhere: the click moves it, the key moves it one on */
  click_then_key (window, 10, 7, GDK_KEY_Up, 10, 8);
  click_then_key (window, 3, 12, GDK_KEY_Left, 2, 12);
  wy_test_close_window (window);
}

/* ---- 7: stacked, the fields start on one line ---- */

static double
left_x (WyWindow *window, GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  return bounds.origin.x;
}

/* The widget starts where the size field does (once laid out). */
static gboolean
starts_at (WyWindow *window, gpointer widget)
{
  return gtk_widget_get_width (widget) > 0
         && fabs (left_x (window, widget) - left_x (window, window->size_spin)) < 1;
}

static void
test_fields_on_a_grid (void)
{
  WyWindow *window = wy_test_open_window (360, 800);
  GtkWidget *misere = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (window->game_controls),
                                                     WY_TYPE_GAME_CONTROLS, "misere");
  const WyParam params[] = { WY_PARAM_A, WY_PARAM_B, WY_PARAM_P, WY_PARAM_Q };
  double x;

  wy_test_set_rule (window, "nimpq:a=2,b=2,p=3,q=3");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.side-panel", NULL));
  wy_test_wait_until (window, controls_aside, GINT_TO_POINTER (TRUE));
  wy_test_wait_until (window, starts_at,
                      wy_test_param_spin (window->game_controls, WY_PARAM_A));
  x = left_x (window, window->size_spin);
  for (guint i = 0; i < G_N_ELEMENTS (params); i++)
    g_assert_cmpfloat (fabs (left_x (window, wy_test_param_spin (window->game_controls,
                                                                             params[i])) - x),
                       <, 1);
  wy_test_set_rule (window, "wyt:a=2,b=3");
  wy_test_wait_until (window, starts_at, misere);
  wy_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;

  tmp_dir = g_dir_make_tmp ("wy-test-feedback-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/feedback/refused-size-offered", test_refused_size_offered);
  g_test_add_func ("/gui/feedback/deadline-size-offered", test_deadline_size_offered);
  g_test_add_func ("/gui/feedback/typed-size-offered", test_typed_size_offered);
  g_test_add_func ("/gui/feedback/opened-is-recent", test_opened_is_recent);
  g_test_add_func ("/gui/feedback/export-folder", test_export_folder);
  g_test_add_func ("/gui/feedback/messages-withdrawn", test_messages_withdrawn);
  g_test_add_func ("/gui/feedback/undo-said", test_undo_said);
  g_test_add_data_func ("/gui/feedback/fold-at-800", "en", test_fold_at_800);
  g_test_add_data_func ("/gui/feedback/fold-at-800-german", "de", test_fold_at_800);
  g_test_add_func ("/gui/feedback/class-band-control", test_class_band_control);
  g_test_add_func ("/gui/feedback/panel-text-breaks", test_panel_text_breaks);
  g_test_add_func ("/gui/feedback/rule-breaks-at-every-width", test_rule_breaks_at_every_width);
  g_test_add_func ("/gui/feedback/reading-aligned", test_reading_aligned);
  g_test_add_func ("/gui/feedback/export-dialog-fields", test_export_dialog_fields);
  g_test_add_func ("/gui/feedback/figure-style-said", test_figure_style_said);
  g_test_add_func ("/gui/feedback/arrow-after-click", test_arrow_after_click);
  g_test_add_func ("/gui/feedback/fields-on-a-grid", test_fields_on_a_grid);
  return g_test_run ();
}
