/* test-polish.c: widget tests of what a new user still tripped on (issue 22): the keys
 * after a typed size, formulas only beside their own game, a header that agrees with
 * the game, one cursor, keys that stay on screen when zoomed, and the rest. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "wy-board-view-private.h"
#include "wy-export-dialog.h"
#include "wy-limit-window.h"
#include "wy-paper-gallery.h"
#include "wy-test-window.h"
#include "wy-window-private.h"

/* What Enter in a spin button does: its text field's "activate". */
static void
press_enter_in (GtkWidget *spin)
{
  gtk_widget_grab_focus (spin);
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate");
  wy_test_drain ();
}

static GtkWidget *
focus_of (WyWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

/* ---- item 1: the board has the keys as the window opens, and again after a size is typed
 * and Enter pressed: Page Up steps back ---- */

static void
test_enter_gives_keys_back (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  GtkWidget *spin_a = wy_test_param_spin (window->game_controls, WY_PARAM_A);
  guint serial = wy_test_solve_serial (window);
  guint size;

  /* the arrows move the board's cursor, as the shortcuts window says, rather than the
   * focus into a parameter's field, where Up raised it */
  g_assert_true (focus_of (window) == GTK_WIDGET (window->board_view));
  gtk_editable_set_text (GTK_EDITABLE (window->size_spin), "30");
  press_enter_in (window->size_spin);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  g_object_get (window, "board-size", &size, NULL);
  g_assert_cmpuint (size, ==, 30);
  /* the board has the keys again: Page Up is a step, not a size */
  g_assert_true (focus_of (window) == GTK_WIDGET (window->board_view));
  /* the game's parameters alike */
  gtk_editable_set_text (GTK_EDITABLE (spin_a), "2");
  press_enter_in (spin_a);
  g_assert_true (focus_of (window) == GTK_WIDGET (window->board_view));
  wy_test_close_window (window);
}

/* ---- item 2: the block-free recursion is never set beside a blocked game ---- */

static void
test_no_formula_beside_blocking (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  const char *games[][2] = { { "wyt:a=1,b=2,block=2", "block=Q" }, { "wythoff:block=3", "block=Q" },
                             { "nimpq:a=2,b=2,p=3,q=3,reading=abstract", "reading" },
                             { "nimpq:a=2,b=2,p=3,q=3,reading=sec7", "reading" } };

  g_object_set (window, "view", "formula", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      WyBoardView *view = window->board_view;
      WyRenderOptions options;

      wy_test_set_rule (window, games[i][0]);
      g_test_message ("%s: %s", games[i][0], wy_test_window_error (window));
      /* no comparison is made, none is drawn, and the window says why */
      g_assert_false (wy_solution_get_comparison (_wy_window_get_result (window), NULL));
      wy_board_view_get_options (view, &options);
      g_assert_cmpint (options.view, ==, WY_VIEW_OUTCOME);
      g_assert_nonnull (wy_test_window_error (window));
      g_assert_nonnull (strstr (wy_test_window_error (window), "formula"));
      /* the core's reason: the recursion belongs to another game */
      g_assert_nonnull (strstr (wy_test_window_error (window), games[i][1]));
    }
  wy_test_close_window (window);
}

/* ---- item 3: the header agrees with the game; a refused value is named ---- */

static int
spin_value (WyWindow *window, WyParam param)
{
  return gtk_spin_button_get_value_as_int (
    GTK_SPIN_BUTTON (wy_test_param_spin (window->game_controls, param)));
}

static void
test_header_agrees_with_game (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  GtkWidget *block, *spin_a;
  g_autofree char *rule = NULL;
  struct { WyParam param; const char *text; const char *range; } typed[] = {
    { WY_PARAM_A, "999999", "“999999”" }, { WY_PARAM_B, "0", "“0”" },
    { WY_PARAM_BLOCK, "5000", "“5000”" },
  };

  wy_test_set_rule (window, "wyt:a=1,b=2,play=misere");
  block = wy_test_param_spin (window->game_controls, WY_PARAM_BLOCK);
  g_assert_nonnull (block);
  /* block + with misère on: refused, said, and the spin shows the game's 1 */
  gtk_spin_button_spin (GTK_SPIN_BUTTON (block), GTK_SPIN_STEP_FORWARD, 1);
  wy_test_drain ();
  g_object_get (window, "rule", &rule, NULL);
  g_assert_cmpstr (rule, ==, "wyt:a=1,b=2,play=misere");
  g_assert_cmpint (spin_value (window, WY_PARAM_BLOCK), ==, 1);
  g_assert_nonnull (wy_test_window_error (window));
  g_assert_nonnull (strstr (wy_test_window_error (window), "misere"));

  /* typed values out of range are named with the range, and stay */
  wy_test_set_rule (window, "wyt:a=1,b=2");
  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      GtkWidget *spin = wy_test_param_spin (window->game_controls, typed[i].param);
      int before = spin_value (window, typed[i].param);

      _wy_window_hide_message (window);
      gtk_editable_set_text (GTK_EDITABLE (spin), typed[i].text);
      gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
      wy_test_drain ();
      g_assert_cmpint (spin_value (window, typed[i].param), ==, before);
      g_assert_nonnull (wy_test_window_error (window));
      g_test_message ("%s", wy_test_window_error (window));
      g_assert_nonnull (strstr (wy_test_window_error (window), typed[i].range));
      g_assert_nonnull (strstr (wy_test_window_error (window), "from"));
    }
  /* a value in range is taken without a word */
  _wy_window_hide_message (window);
  spin_a = wy_test_param_spin (window->game_controls, WY_PARAM_A);
  gtk_editable_set_text (GTK_EDITABLE (spin_a), "3");
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin_a));
  wy_test_drain ();
  g_assert_cmpint (spin_value (window, WY_PARAM_A), ==, 3);
  g_assert_null (wy_test_window_error (window));
  wy_test_close_window (window);
}

/* ---- item 8: one cursor: a click moves it, the arrows go on from there ---- */

static void
test_one_cursor (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  WyLayout layout;
  WyPos cur, sel;
  double px, py;

  /* the first key after a click (no cursor shown yet) moves on from the
   * clicked cell */
  wy_test_board_layout (window->board_view, &layout);
  wy_layout_cell_center (&layout, 3, 5, &px, &py);
  g_assert_true (wy_board_view_click_at (window->board_view, px, py));
  wy_test_drain ();
  wy_test_send_key (window, GDK_KEY_Up);
  g_assert_true (wy_test_board_cursor (window->board_view, &cur));
  g_assert_cmpuint (cur.x, ==, 3);
  g_assert_cmpuint (cur.y, ==, 6);
  wy_test_close_window (window);

  window = wy_test_open_window (1024, 700);
  wy_test_send_key (window, GDK_KEY_Right);
  wy_test_send_key (window, GDK_KEY_Right);
  g_assert_true (wy_test_board_cursor (window->board_view, &cur));
  g_assert_cmpuint (cur.x, ==, 1);
  /* a click on (5, 7): the cursor is there, one marker */
  wy_test_board_layout (window->board_view, &layout);
  wy_layout_cell_center (&layout, 5, 7, &px, &py);
  g_assert_true (wy_board_view_click_at (window->board_view, px, py));
  wy_test_drain ();
  g_assert_true (wy_board_view_get_selection (window->board_view, &sel));
  g_assert_cmpuint (sel.x, ==, 5);
  g_assert_cmpuint (sel.y, ==, 7);
  g_assert_true (wy_test_board_cursor (window->board_view, &cur));
  g_assert_cmpuint (cur.x, ==, 5);
  g_assert_cmpuint (cur.y, ==, 7);
  /* the arrows go on from the clicked cell */
  wy_test_send_key (window, GDK_KEY_Right);
  g_assert_true (wy_test_board_cursor (window->board_view, &cur));
  g_assert_cmpuint (cur.x, ==, 6);
  g_assert_cmpuint (cur.y, ==, 7);
  /* a selection from elsewhere (the inspector's move list) moves it too */
  _wy_window_select (window, &(WyPos) { 2, 3 });
  g_assert_true (wy_test_board_cursor (window->board_view, &cur));
  g_assert_cmpuint (cur.x, ==, 2);
  g_assert_cmpuint (cur.y, ==, 3);
  wy_test_close_window (window);
}

/* ---- item 13: the shortcuts window opens without a warning, lists every key and fits a
 * 1024 × 768 screen ---- */

static void
collect_accels (GtkWidget *widget, GString *all)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *accel = NULL;
      g_object_get (widget, "accelerator", &accel, NULL);
      g_string_append_printf (all, "%s ", accel ? accel : "");
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_accels (c, all);
}

static void
collect_label_texts (GtkWidget *widget, GString *all)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (all, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_label_texts (c, all);
}

static void
test_shortcuts_window (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  GtkShortcutsWindow *overlay =
    gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_autoptr (GString) accels = g_string_new (NULL);
  g_autoptr (GString) shown = g_string_new (NULL);
  const char *wanted[] = { "F10", "<Alt>a", "<Control>1...4", "Page_Up", "Page_Down",
                           "<Control>e" };
  int min;

  /* G_DEBUG=fatal-warnings (the test environment): a GTK warning fails here */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  wy_test_drain ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  collect_accels (GTK_WIDGET (overlay), accels);
  g_test_message ("%s", accels->str);
  for (guint i = 0; i < G_N_ELEMENTS (wanted); i++)
    g_assert_nonnull (strstr (accels->str, wanted[i]));
  /* keycaps read as keys, not as key names */
  collect_label_texts (GTK_WIDGET (overlay), shown);
  g_assert_null (strstr (shown->str, "Page_Up"));
  g_assert_null (strstr (shown->str, "Page_Down"));
  g_assert_nonnull (strstr (shown->str, "Page Up"));
  /* it fits the width of a 1024 px screen */
  gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("the shortcuts window needs %d px", min);
  g_assert_cmpint (min, <=, 1024);
  /* and the height of a 768 px screen, below a top bar and with the title bar */
  gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_VERTICAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("the shortcuts window needs %d px of height", min);
  g_assert_cmpint (min, <=, 700);
  gtk_window_close (GTK_WINDOW (overlay));
  wy_test_close_window (window);
}

/* ---- item 11: names a screen reader reads once; the verdict is told ---- */

static void
assert_named_once (GtkWidget *button, const char *name)
{
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, name);
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button),
                                                    GTK_ACCESSIBLE_RELATION_LABELLED_BY));
}

static void
find_buttons (GtkWidget *widget, GPtrArray *buttons, GPtrArray *drops)
{
  if (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget))
      && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    g_ptr_array_add (buttons, widget);
  if (GTK_IS_DROP_DOWN (widget))
    g_ptr_array_add (drops, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    find_buttons (c, buttons, drops);
}

static void
find_icon_buttons (GtkWidget *widget, GPtrArray *buttons)
{
  if (GTK_IS_BUTTON (widget) && gtk_button_get_icon_name (GTK_BUTTON (widget)) != NULL)
    g_ptr_array_add (buttons, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    find_icon_buttons (c, buttons);
}

static void
assert_tree_named (GtkWidget *root)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  g_autoptr (GPtrArray) drops = g_ptr_array_new ();

  find_buttons (root, buttons, drops);
  g_assert_cmpuint (buttons->len, >, 0);
  g_assert_cmpuint (drops->len, >, 0);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *b = buttons->pdata[i];
      g_autofree char *name = g_strdup (gtk_button_get_label (GTK_BUTTON (b)));
      char *u = strchr (name, '_');

      memmove (u, u + 1, strlen (u));
      g_test_message ("button %s", name);
      assert_named_once (b, name);
    }
  /* an info bar's close button, an icon, is named */
  if (WY_IS_WINDOW (root))
    {
      g_ptr_array_set_size (buttons, 0);
      find_icon_buttons (WY_WINDOW (root)->error_bar, buttons);
      g_assert_cmpuint (buttons->len, ==, 1);
      gtk_test_accessible_assert_property (buttons->pdata[0], GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           "Close");
    }
  /* a drop-down's button is named by the drop-down or its field's label */
  for (guint i = 0; i < drops->len; i++)
    {
      GtkWidget *button = gtk_widget_get_first_child (drops->pdata[i]);

      g_assert_true (GTK_IS_TOGGLE_BUTTON (button));
      g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button),
                                                       GTK_ACCESSIBLE_RELATION_LABELLED_BY));
    }
}

static void
test_accessible_names (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  WyRenderOptions options;
  GtkWidget *dialog;

  assert_tree_named (GTK_WIDGET (window));
  wy_board_view_get_options (window->board_view, &options);
  dialog = GTK_WIDGET (wy_export_dialog_present (GTK_WINDOW (window), _wy_window_get_board (window),
                                                 &options, NULL, NULL));
  wy_test_drain ();
  assert_tree_named (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Enter on the cursor's cell: the board, which has the focus, tells the verdict */
  gtk_widget_grab_focus (GTK_WIDGET (window->board_view));
  wy_test_send_key (window, GDK_KEY_Up);
  wy_test_send_key (window, GDK_KEY_Right);
  wy_test_send_key (window, GDK_KEY_Return);
  {
    g_autofree char *told = g_strdup_printf ("Selected (1, 0): %s",
      gtk_label_get_text (GTK_LABEL (wy_test_status_label (window->inspector))));

    g_assert_nonnull (strstr (told, "position"));
    gtk_test_accessible_assert_property (window->board_view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         told);
  }
  wy_test_close_window (window);
}

/* ---- item 6: the Export dialog: TikZ listed, a caption, white paper, no half file ---- */

static guint
format_index (WyExportDialog *dialog, const char *prefix)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (wy_test_dialog_child (dialog, "format")));

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (GtkStringObject) item = g_list_model_get_item (model, i);
      if (g_str_has_prefix (gtk_string_object_get_string (item), prefix))
        return i;
    }
  g_assert_not_reached ();
}

/* The PNG's top left pixel, and how many of its pixels in the bottom
 * rows (a caption's last line) are dark. */
static guint
png_dark_bottom (const char *path, guint rows, guint32 *corner)
{
  cairo_surface_t *png = cairo_image_surface_create_from_png (path);
  int width = cairo_image_surface_get_width (png), height = cairo_image_surface_get_height (png);
  int stride = cairo_image_surface_get_stride (png);
  const guchar *data;
  guint dark = 0;

  g_assert_cmpint (cairo_surface_status (png), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_flush (png);
  data = cairo_image_surface_get_data (png);
  *corner = *(const guint32 *) data & 0xffffff;
  for (int y = height - (int) rows; y < height; y++)
    for (int x = 0; x < width; x++)
      dark += (*(const guint32 *) (data + y * stride + 4 * x) & 0xff) < 0x80;
  cairo_surface_destroy (png);
  return dark;
}

/* The Export dialog of what the window shows, in the screen style. */
static WyExportDialog *
screen_dialog (WyWindow *window)
{
  WyRenderOptions options;
  WyExportDialog *dialog;

  wy_board_view_get_options (window->board_view, &options);
  dialog = wy_export_dialog_present (GTK_WINDOW (window), _wy_window_get_board (window),
                                     &options, NULL, NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (wy_test_dialog_child (dialog, "style")),
                              WY_STYLE_SCREEN);
  return dialog;
}

static void
test_export_dialog (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wy-test-polish-XXXXXX", &error);
  g_autofree char *plain = g_build_filename (dir, "plain.png", NULL);
  g_autofree char *captioned = g_build_filename (dir, "captioned.png", NULL);
  g_autofree char *tikz = g_build_filename (dir, "figure", NULL);
  g_autofree char *tex = g_build_filename (dir, "figure.tex", NULL);
  g_autofree char *all = g_build_filename (dir, "all.pdf", NULL);
  g_autofree char *text = NULL;
  WyRenderOptions options;
  WyExportDialog *dialog;
  guint32 corner;
  guint dark_plain, dark_captioned;

  /* each export as a user makes it: the dialog, its fields, Export (which closes it) */
  dialog = screen_dialog (window);
  /* PNG on white paper: #FFFFFF, not the window's #FAFAFA */
  wy_test_export (dialog, plain);
  dark_plain = png_dark_bottom (plain, 30, &corner);
  g_assert_cmphex (corner, ==, 0xffffff);
  /* the caption: the game and its rule, under the figure when asked for */
  dialog = screen_dialog (window);
  g_assert_nonnull (strstr (gtk_editable_get_text (GTK_EDITABLE (wy_test_dialog_child (dialog, "caption"))),
                            "wyt:a=1,b=2"));
  g_assert_false (gtk_widget_get_sensitive (wy_test_dialog_child (dialog, "caption")));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (wy_test_dialog_child (dialog, "caption_check")), TRUE);
  g_assert_true (gtk_widget_get_sensitive (wy_test_dialog_child (dialog, "caption")));
  wy_test_export (dialog, captioned);
  dark_captioned = png_dark_bottom (captioned, 30, &corner);
  g_test_message ("dark pixels at the bottom: %u, with a caption %u", dark_plain, dark_captioned);
  g_assert_cmpuint (dark_captioned, >, dark_plain + 100);
  /* TikZ is in the list: chosen there, a name without extension gets .tex */
  dialog = screen_dialog (window);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (wy_test_dialog_child (dialog, "format")),
                              format_index (dialog, "TikZ"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (wy_test_dialog_child (dialog, "caption_check")), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (wy_test_dialog_child (dialog, "caption")), "A caption of my own");
  wy_test_export (dialog, tikz);
  g_assert_true (g_file_get_contents (tex, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "tikzpicture"));
  g_assert_nonnull (strstr (text, "A caption of my own"));

  /* a long export (every step of a 600 board, a PDF page each) is never
   * under its final name until it is complete */
  wy_test_set_rule (window, "wythoff");
  g_object_set (window, "board-size", 600, "view", "elimination", NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  wy_board_view_get_options (window->board_view, &options);
  dialog = g_object_ref (wy_export_dialog_present (GTK_WINDOW (window),
                                                   _wy_window_get_board (window), &options, NULL, NULL));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (wy_test_dialog_child (dialog, "format")),
                              format_index (dialog, "PDF"));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (wy_test_dialog_child (dialog, "steps")), 1);
  wy_export_dialog_write_async (dialog, all);
  wy_test_wait_until (window, wy_test_export_started, dialog);
  g_assert_false (g_file_test (all, G_FILE_TEST_EXISTS));
  wy_test_wait_until (window, wy_test_export_ended, dialog);
  g_assert_true (g_file_test (all, G_FILE_TEST_EXISTS));
  g_object_unref (dialog);
  {
    const char *files[] = { plain, captioned, tex, all };
    for (guint i = 0; i < G_N_ELEMENTS (files); i++)
      g_assert_cmpint (g_unlink (files[i]), ==, 0);
    g_assert_cmpint (g_rmdir (dir), ==, 0);   /* nothing else: no temporary file left */
  }
  wy_test_close_window (window);
}

/* ---- item 7: the Paper Figures and the Limit Plot close on Escape and Ctrl+W; the
 * plot is offered where a limit exists, says its number and whether it is proved ---- */

/* What pressing accel does in widget: its class's shortcut of that trigger. */
static gboolean
press_shortcut (GtkWidget *widget, const char *accel)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (c)); k++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (c), k);
          g_autofree char *trigger =
            gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (g_str_equal (trigger, accel))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  return FALSE;
}

static WyLimitWindow *
find_limit_window (void)
{
  return wy_test_find_toplevel (WY_TYPE_LIMIT_WINDOW);
}

static gboolean
limit_computed (WyWindow *window, gpointer plot)
{
  return *wy_test_limit_summary (plot) != '\0';
}


/* The axes of WYT(1, 2)'s limit plot: n reads 10⁰ to 10⁶, as a paper writes it, not 10^3;
 * the ratio reads round values (it ran 1.910, 2.236, 2.562, ...). */
static void
assert_limit_axes (const char *pdf)
{
  g_autofree char *text = wy_test_pdf_text (pdf);

  g_test_message ("the plot's text: %s", text);
  for (guint d = 0; d < 7; d++)
    g_assert_nonnull (strstr (text, (const char *[]) { "10⁰", "10¹", "10²", "10³", "10⁴", "10⁵",
                                                       "10⁶" }[d]));
  g_assert_null (strstr (text, "^"));
  for (guint t = 0; t < 5; t++)
    g_assert_nonnull (strstr (text, (const char *[]) { "\n2.00\n", "\n2.25\n", "\n2.50\n",
                                                       "\n2.75\n", "\n3.00\n" }[t]));
  g_assert_null (strstr (text, "2.562"));
}

static void
test_limit_and_gallery_windows (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  GtkWindow *gallery;
  WyLimitWindow *plot;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wy-test-polish-XXXXXX", &error);
  g_autofree char *png = g_build_filename (dir, "limit.png", NULL);
  g_autofree char *pdf = g_build_filename (dir, "limit.pdf", NULL);
  const char *keys[] = { "Escape", "<Control>w" };

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paper-gallery", NULL));
      wy_test_drain ();
      gallery = wy_test_find_toplevel (WY_TYPE_PAPER_GALLERY);
      g_assert_nonnull (gallery);
      g_assert_true (press_shortcut (GTK_WIDGET (gallery), keys[k]));
      wy_test_drain ();
      g_assert_null (wy_test_find_toplevel (WY_TYPE_PAPER_GALLERY));
    }

  /* WYT(1, 2): the last value and the proved limit; exported */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.limit-plot", NULL));
  plot = find_limit_window ();
  g_assert_nonnull (plot);
  wy_test_wait_until (window, limit_computed, plot);
  g_test_message ("%s", wy_test_limit_summary (plot));
  g_assert_nonnull (strstr (wy_test_limit_summary (plot), "At n = 1000000, x_n / n = 3.0795"));
  g_assert_nonnull (strstr (wy_test_limit_summary (plot), "is proved"));
  g_assert_true (wy_limit_window_export (plot, png, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));
  g_assert_true (wy_limit_window_export (plot, pdf, &error));
  g_assert_no_error (error);
  assert_limit_axes (pdf);
  g_assert_cmpint (g_unlink (pdf), ==, 0);
  g_assert_true (press_shortcut (GTK_WIDGET (plot), "Escape"));
  wy_test_drain ();
  g_assert_null (find_limit_window ());

  /* blocking: the limit only conjectured, and said so */
  wy_test_set_rule (window, "nimpq:p=2,q=2");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.limit-plot", NULL));
  plot = find_limit_window ();
  wy_test_wait_until (window, limit_computed, plot);
  g_test_message ("%s", wy_test_limit_summary (plot));
  g_assert_nonnull (strstr (wy_test_limit_summary (plot), "only conjectures"));
  g_assert_true (press_shortcut (GTK_WIDGET (plot), "<Control>w"));
  wy_test_drain ();
  g_assert_null (find_limit_window ());

  /* a family without a limit is not offered one */
  wy_test_set_rule (window, "gamma:i=1,s=2,t=3");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.limit-plot", NULL);
  wy_test_drain ();
  g_assert_null (find_limit_window ());
  g_assert_cmpint (g_unlink (png), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  wy_test_close_window (window);
}

/* ---- item 10: the gallery reads as the papers write, and says what it changes ---- */

static void
collect_text (GtkWidget *widget, GString *all)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (all, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_text (c, all);
}

static void
test_gallery (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  GtkWindow *gallery = wy_window_new_paper_gallery (window);
  GtkListBox *list = g_object_get_data (G_OBJECT (gallery), "wy-list");
  g_autoptr (GString) text = g_string_new (NULL);
  GtkListBoxRow *row = NULL;
  g_autofree char *style = NULL, *view = NULL;
  guint serial = wy_test_solve_serial (window);

  collect_text (GTK_WIDGET (gallery), text);
  /* "NIM^{1,1}_{2,1}" is drawn with scripts, not written in TeX */
  g_assert_nonnull (strstr (text->str, "Paper 000, Figure 1: NIM"));
  g_assert_null (strstr (text->str, "^{"));
  g_assert_null (strstr (text->str, "_{"));
  g_assert_null (strstr (text->str, "$"));
  /* opening an item keeps the user's style and says what it changed */
  g_object_set (window, "style", "screen", NULL);
  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i)) != NULL; i++)
    if (g_str_equal (((const WyPaperItem *) g_object_get_data (G_OBJECT (row), "wy-paper-item"))->id,
                     "000:fig13"))
      break;
  g_assert_nonnull (row);
  g_signal_emit_by_name (list, "row-activated", row);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  g_object_get (window, "style", &style, "view", &view, NULL);
  g_assert_cmpstr (style, ==, "screen");
  g_assert_cmpstr (view, ==, "formula");
  g_assert_nonnull (wy_test_window_error (window));
  g_assert_nonnull (strstr (wy_test_window_error (window), "000:fig13"));
  wy_test_close_window (window);
}

/* ---- item 5: the legend and the note stay in view when zoomed ---- */

/* Draw what the board view shows, as it draws it, with a change to its options. */
static cairo_surface_t *
draw_view (WyWindow *window, gboolean no_legend, gboolean formula)
{
  WyBoardView *view = window->board_view;
  int width = gtk_widget_get_width (GTK_WIDGET (view)), height = gtk_widget_get_height (GTK_WIDGET (view));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);
  WyRenderOptions options;
  WyLayout layout;

  wy_board_view_get_options (view, &options);
  wy_test_board_layout (view, &layout);
  options.no_legend = no_legend;
  if (!formula)
    options.formula_ppos = NULL;
  wy_render_draw (cr, _wy_window_get_board (window), &options, &layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Pixels that differ in the rectangle x0..x1, y0..y1. */
static guint
differ (cairo_surface_t *a, cairo_surface_t *b, int x0, int x1, int y0, int y1)
{
  int stride = cairo_image_surface_get_stride (a);
  const guchar *pa = cairo_image_surface_get_data (a), *pb = cairo_image_surface_get_data (b);
  guint n = 0;

  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      n += memcmp (pa + y * stride + 4 * x, pb + y * stride + 4 * x, 3) != 0;
  return n;
}

static void
test_keys_stay_when_zoomed (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  int width, height;
  guint legend, note;

  g_object_set (window, "board-size", 60, NULL);
  wy_test_set_rule (window, "wythoff");
  for (int view = 0; view < 2; view++)
    {
      g_object_set (window, "view", view == 0 ? "grundy" : "formula", NULL);
      wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
      wy_board_view_zoom_fit (window->board_view);
      for (int i = 0; i < 8; i++)
        wy_board_view_zoom_in (window->board_view);
      wy_test_drain ();
      gtk_widget_queue_draw (GTK_WIDGET (window->board_view));
      wy_test_drain ();
      width = gtk_widget_get_width (GTK_WIDGET (window->board_view));
      height = gtk_widget_get_height (GTK_WIDGET (window->board_view));
      if (view == 0)
        {
          /* the Grundy legend: at the right edge of the zoomed view */
          cairo_surface_t *with = draw_view (window, FALSE, TRUE), *without = draw_view (window, TRUE, TRUE);

          legend = differ (with, without, width * 7 / 8, width, 0, height);
          g_test_message ("legend pixels in view: %u", legend);
          g_assert_cmpuint (legend, >, 1000);
          cairo_surface_destroy (with);
          cairo_surface_destroy (without);
        }
      else
        {
          /* the formula's note ("agrees", or "not computed"): at the top */
          cairo_surface_t *computed = draw_view (window, FALSE, TRUE), *not = draw_view (window, FALSE, FALSE);

          note = differ (computed, not, 0, width, 0, 40);
          g_test_message ("note pixels in view: %u", note);
          g_assert_cmpuint (note, >, 100);
          cairo_surface_destroy (computed);
          cairo_surface_destroy (not);
        }
    }
  wy_test_close_window (window);
}

/* ---- item 9: a crossed cell of the formula view is explained ---- */

static void
test_crossed_cell_explained (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  WyComparison cmp;
  GtkWidget *verdict;
  WyPos good = { 0, 0 };

  /* docs/spec.md: the formula fails for p=3, q=2, a=1, b=2 */
  g_object_set (window, "view", "formula", "board-size", 40, NULL);
  wy_test_set_rule (window, "nimpq:a=1,b=2,p=3,q=2");
  g_assert_true (wy_solution_get_comparison (_wy_window_get_result (window), &cmp));
  g_assert_cmpuint (cmp.n_disagree, >, 0);
  _wy_window_select (window, &cmp.first);
  verdict = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window->inspector),
                                                       WY_TYPE_INSPECTOR, "pos_formula"));
  g_assert_true (gtk_widget_get_visible (verdict));
  g_test_message ("%s", gtk_label_get_text (GTK_LABEL (verdict)));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (verdict)),
                            cmp.exact_status == WY_STATUS_P
                            ? "formula says N-position, the exact solver P-position"
                            : "formula says P-position, the exact solver N-position"));
  _wy_window_select (window, &good);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (verdict)), "agrees"));
  /* a game without a formula: nothing said */
  wy_test_set_rule (window, "wythoff:block=2");
  _wy_window_select (window, &good);
  g_assert_false (gtk_widget_get_visible (verdict));
  wy_test_close_window (window);
}

/* ---- item 14: smaller things ---- */

static GtkWidget *
inspector_child (WyWindow *window, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window->inspector),
                                                    WY_TYPE_INSPECTOR, name));
}

static void
test_smaller_things (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  g_autoptr (GString) moves = g_string_new (NULL);
  const char *stats;

  /* "solved in 0 ms" never wraps inside */
  stats = gtk_label_get_text (GTK_LABEL (inspector_child (window, "game_stats")));
  g_test_message ("%s", stats);
  g_assert_nonnull (strstr (stats, "solved\u00a0in\u00a0"));
  /* WYT(1, 2): (1, 1) -> (0, 0) takes 1 and 1: a column move that is diagonal too */
  _wy_window_select (window, &(WyPos) { 1, 1 });
  collect_text (inspector_child (window, "moves_list"), moves);
  g_test_message ("%s", moves->str);
  g_assert_nonnull (strstr (moves->str, "take 1 and 1 · column, also diagonal"));
  /* a long move label wraps rather than being cut */
  {
    GtkWidget *row = gtk_widget_get_first_child (inspector_child (window, "moves_list"));
    GtkWidget *detail = gtk_widget_get_last_child (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)));

    g_assert_true (GTK_IS_LABEL (detail));
    g_assert_true (gtk_label_get_wrap (GTK_LABEL (detail)));
    g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (detail)), ==, PANGO_ELLIPSIZE_NONE);
  }
  /* Liu-Li's Γ₁ for gamma:i=1 */
  wy_test_set_rule (window, "gamma:i=1,s=2,t=3");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (inspector_child (window, "game_title"))), ==,
                   "Liu-Li's Γ1");
  wy_test_set_rule (window, "mark:k=3");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (inspector_child (window, "game_title"))), ==,
                   "Fraenkel's Mark-3");
  stats = gtk_label_get_text (GTK_LABEL (inspector_child (window, "game_stats")));
  g_assert_true (g_str_has_prefix (stats, "0 to 22 · "));
  /* UpMark's positions begin at 1 (docs/spec.md) */
  wy_test_set_rule (window, "upmark");
  stats = gtk_label_get_text (GTK_LABEL (inspector_child (window, "game_stats")));
  g_test_message ("%s", stats);
  g_assert_true (g_str_has_prefix (stats, "1 to 22 · "));
  wy_test_close_window (window);
}

/* A strip's winning-move arc passes under its caption, not over it. */
static void
test_strip_caption_over_arcs (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  cairo_surface_t *surface;
  WyLayout layout;
  int stride, hot = 0;
  const guchar *data;
  double top;

  g_object_set (window, "board-size", 24, NULL);
  wy_test_set_rule (window, "mark:k=2");
  /* 13 -> 6 by halving: the arc lands left, where the caption is */
  _wy_window_select (window, &(WyPos) { 13, 0 });
  wy_test_drain ();
  wy_test_board_layout (window->board_view, &layout);
  surface = draw_view (window, FALSE, TRUE);
  stride = cairo_image_surface_get_stride (surface);
  data = cairo_image_surface_get_data (surface);
  top = layout.origin_y - layout.cell;
  for (int y = (int) (top - 22); y < (int) (top - 4); y++)
    for (int x = (int) layout.origin_x; x < (int) (layout.origin_x + 7 * layout.cell); x++)
      {
        guint32 px = *(const guint32 *) (data + y * stride + 4 * x);
        int r = px >> 16 & 0xff, g = px >> 8 & 0xff, b = px & 0xff;
        /* the selection's magenta, unfaded */
        hot += r > 150 && g < 90 && b > 100;
      }
  g_test_message ("arc pixels over the caption: %d", hot);
  g_assert_cmpint (hot, ==, 0);
  cairo_surface_destroy (surface);
  wy_test_close_window (window);
}

/* ---- state flows by properties: the board shows what the window holds ---- */

static void
test_parts_follow_properties (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  WySolution *solution = NULL, *shown = NULL;
  g_autofree char *style = NULL, *rule = NULL;
  gboolean grid = TRUE;
  WyPos *sel = NULL;
  WyPos far = { 20, 21 };

  g_object_get (window, "solution", &solution, NULL);
  g_object_get (window->board_view, "solution", &shown, NULL);
  g_assert_true (solution == _wy_window_get_result (window));
  g_assert_true (shown == solution);
  g_clear_pointer (&shown, wy_solution_unref);
  g_object_get (window->inspector, "solution", &shown, NULL);
  g_assert_true (shown == solution);
  g_clear_pointer (&solution, wy_solution_unref);
  g_clear_pointer (&shown, wy_solution_unref);
  g_object_set (window, "style", "paper", "show-grid", FALSE, NULL);
  g_object_get (window->board_view, "style", &style, "show-grid", &grid, NULL);
  g_assert_cmpstr (style, ==, "paper");
  g_assert_false (grid);
  /* the selection: set on the window, shown on the board and in the inspector */
  g_object_set (window, "selection", &far, NULL);
  g_object_get (window->board_view, "selection", &sel, NULL);
  g_assert_nonnull (sel);
  g_assert_cmpuint (sel->x, ==, 20);
  g_assert_cmpuint (sel->y, ==, 21);
  g_boxed_free (WY_TYPE_POS, sel);
  /* and the sum panel adds it, in the window's game */
  g_object_get (window->sum_panel, "position", &sel, "rule", &rule, NULL);
  g_assert_nonnull (sel);
  g_assert_cmpuint (sel->x, ==, 20);
  g_assert_cmpstr (rule, ==, "wyt:a=1,b=2");
  g_boxed_free (WY_TYPE_POS, sel);
  sel = NULL;
  /* a smaller board drops it, on the window too */
  g_object_set (window, "board-size", 10, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  wy_test_drain ();
  g_object_get (window, "selection", &sel, NULL);
  g_assert_null (sel);
  wy_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gui/polish/enter-gives-keys-back", test_enter_gives_keys_back);
  g_test_add_func ("/gui/polish/no-formula-beside-blocking", test_no_formula_beside_blocking);
  g_test_add_func ("/gui/polish/header-agrees-with-game", test_header_agrees_with_game);
  g_test_add_func ("/gui/polish/one-cursor", test_one_cursor);
  g_test_add_func ("/gui/polish/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/gui/polish/accessible-names", test_accessible_names);
  g_test_add_func ("/gui/polish/export-dialog", test_export_dialog);
  g_test_add_func ("/gui/polish/limit-and-gallery-windows", test_limit_and_gallery_windows);
  g_test_add_func ("/gui/polish/gallery", test_gallery);
  g_test_add_func ("/gui/polish/keys-stay-when-zoomed", test_keys_stay_when_zoomed);
  g_test_add_func ("/gui/polish/crossed-cell-explained", test_crossed_cell_explained);
  g_test_add_func ("/gui/polish/smaller-things", test_smaller_things);
  g_test_add_func ("/gui/polish/strip-caption-over-arcs", test_strip_caption_over_arcs);
  g_test_add_func ("/gui/polish/parts-follow-properties", test_parts_follow_properties);
  return g_test_run ();
}
