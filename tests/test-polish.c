/* test-polish.c: widget tests of what a new user still tripped on (issue 22): the keys
 * after a typed size, formulas only beside their own game, a header that agrees with
 * the game, one cursor, keys that stay on screen when zoomed, and the rest (the windows
 * beside the board: test-polish-windows.c). */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>
#include <gtk/gtk.h>

#include "wy-board-view-private.h"
#include "wy-export-dialog.h"
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

/* The Grundy view asked of a game without values: the core's reason (block=Q has values, so
 * the reason must not say "blocking" alone), withdrawn once another game has them, kept while
 * the next has none either (a view restored at start with a misère game, then a game from
 * the command line, kept the first game's message over the second's Grundy values). */
static void
test_view_note_withdrawn (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  const char *without[] = { "imitation:p=2", "wythoff:play=misere", "nimpq:a=1,b=1,p=2,q=1" };
  WyRenderOptions options;

  g_object_set (window, "view", "grundy", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (without); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (without[i], NULL);
      g_autoptr (GError) error = NULL;

      wy_test_set_rule (window, without[i]);
      g_assert_false (wy_game_check_grundy (game, &error));
      g_assert_nonnull (wy_test_window_error (window));
      g_assert_nonnull (strstr (wy_test_window_error (window), error->message + 1));
      g_assert_nonnull (strstr (wy_test_window_error (window), "outcomes instead"));
    }
  wy_test_set_rule (window, "wythoff:block=2");
  g_assert_null (wy_test_window_error (window));
  wy_board_view_get_options (window->board_view, &options);
  g_assert_cmpint (options.view, ==, WY_VIEW_GRUNDY);
  /* another message (a refused value) is not the view's to withdraw */
  _wy_window_show_error (window, "an error of another kind");
  _wy_window_update_view (window);
  g_assert_cmpstr (wy_test_window_error (window), ==, "An error of another kind");
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
  g_assert_cmpuint (cur.x, ==, 2);
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
 * 1024 × 600 screen ---- */

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
  wy_test_collect_text (GTK_WIDGET (overlay), shown);
  g_assert_null (strstr (shown->str, "Page_Up"));
  g_assert_null (strstr (shown->str, "Page_Down"));
  g_assert_nonnull (strstr (shown->str, "Page Up"));
  /* it fits the width of a 1024 px screen */
  gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("the shortcuts window needs %d px", min);
  g_assert_cmpint (min, <=, 1024);
  /* and the height of a 600 px screen, below a top bar of 32 px and with the title bar:
   * every section of it, each shown without a warning */
  gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_VERTICAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("the shortcuts window needs %d px of height", min);
  g_assert_cmpint (min, <=, 600 - 32);
  g_object_set (overlay, "section-name", "general", NULL);
  wy_test_drain ();
  g_object_set (overlay, "section-name", "board", NULL);
  wy_test_drain ();
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
  dialog = GTK_WIDGET (wy_export_dialog_present (GTK_WINDOW (window), window->result, &options));
  wy_test_drain ();
  assert_tree_named (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Enter on the cursor's cell: the board, which has the focus, tells the verdict (first; the
   * rest of the core's report follows, test-a11y-read) */
  gtk_widget_grab_focus (GTK_WIDGET (window->board_view));
  wy_test_send_key (window, GDK_KEY_Right);
  wy_test_send_key (window, GDK_KEY_Return);
  {
    g_autofree char *told = g_strdup_printf ("Selected (1, 0): %s",
      gtk_label_get_text (GTK_LABEL (wy_test_status_label (window->inspector))));
    g_autofree char *description = gtk_test_accessible_check_property (
      GTK_ACCESSIBLE (window->board_view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");

    g_assert_nonnull (strstr (told, "position"));
    g_assert_nonnull (description);
    g_assert_true (g_str_has_prefix (description, told));
  }
  wy_test_close_window (window);
}

/* ---- item 5: the legend and the note stay in view when zoomed ---- */

/* Draw what the board view shows, as it draws it, with a change to its options. */
static cairo_surface_t *
draw_view (WyWindow *window, gboolean no_legend, gboolean formula)
{
  WyRenderOptions options;

  wy_board_view_get_options (window->board_view, &options);
  options.no_legend = no_legend;
  if (!formula)
    options.formula = NULL;
  return wy_test_draw_board (window, &options, NULL);
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

/* The parameters' names: a one-letter name is a variable of the papers, in italics (a, b);
 * block is a word, upright as Misère and Size beside it. */
static void
test_param_names_italic (void)
{
  WyWindow *window = wy_test_open_window (1366, 800);
  GtkWidget *params = wy_test_child (window->game_controls, WY_TYPE_GAME_CONTROLS, "params");
  guint n = 0;

  wy_test_set_rule (window, "wyt:a=2,b=3");
  for (GtkWidget *box = gtk_widget_get_first_child (params); box;
       box = gtk_widget_get_next_sibling (box), n++)
    {
      GtkWidget *label = gtk_widget_get_first_child (box);
      const char *key = gtk_label_get_text (GTK_LABEL (label));
      PangoStyle style = pango_font_description_get_style (
        pango_context_get_font_description (gtk_widget_get_pango_context (label)));

      g_test_message ("%s: %s", key, style == PANGO_STYLE_ITALIC ? "italic" : "upright");
      g_assert_cmpint (style == PANGO_STYLE_ITALIC, ==, strlen (key) == 1);
    }
  g_assert_cmpuint (n, ==, 3);   /* a, b, block */
  wy_test_close_window (window);
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
  /* WYT(1, 2): (1, 1) -> (0, 0) takes 1 and 1: in the column band, the row band (dy < 2)
   * and the diagonal */
  _wy_window_select (window, &(WyPos) { 1, 1 });
  wy_test_collect_text (inspector_child (window, "moves_list"), moves);
  g_test_message ("%s", moves->str);
  g_assert_nonnull (strstr (moves->str, "take 1 and 1 · column, also row, diagonal"));
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
  g_test_add_func ("/gui/polish/view-note-withdrawn", test_view_note_withdrawn);
  g_test_add_func ("/gui/polish/header-agrees-with-game", test_header_agrees_with_game);
  g_test_add_func ("/gui/polish/one-cursor", test_one_cursor);
  g_test_add_func ("/gui/polish/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/gui/polish/accessible-names", test_accessible_names);
  g_test_add_func ("/gui/polish/keys-stay-when-zoomed", test_keys_stay_when_zoomed);
  g_test_add_func ("/gui/polish/crossed-cell-explained", test_crossed_cell_explained);
  g_test_add_func ("/gui/polish/smaller-things", test_smaller_things);
  g_test_add_func ("/gui/polish/param-names-italic", test_param_names_italic);
  g_test_add_func ("/gui/polish/strip-caption-over-arcs", test_strip_caption_over_arcs);
  g_test_add_func ("/gui/polish/parts-follow-properties", test_parts_follow_properties);
  return g_test_run ();
}
