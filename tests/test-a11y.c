/* test-a11y.c: widget tests of the window as someone meets it who cannot use a mouse or who
 * uses a screen reader: every window beside the board closes with Escape and gives the keys
 * back to the board, as the side panel does when F9 hides it with the focus in it, buttons and rows read as what they show, the board and the 3-D view
 * show the focus, Tab leaves a long list, Space presses the focused button, Enter in a
 * dialog's field presses its default, what the board and the 3-D view tell (a step, the
 * cursor's cell in the status line, a turn once a drag ends), the first arrow moves the
 * cursor, Tab stops at a label only where its text is to be copied, the header's text whole
 * under GNOME's Large Text (1.5). */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>
#include <gtk/gtk.h>

#include "wy-test-window.h"
#include "wy-window-private.h"

/* The windows visible now (transfer container). */
static GList *
visible_toplevels (void)
{
  GList *all = gtk_window_list_toplevels (), *shown = NULL;

  for (GList *l = all; l; l = l->next)
    if (gtk_widget_get_visible (l->data))
      shown = g_list_prepend (shown, l->data);
  g_list_free (all);
  return shown;
}

/* The window an action of the main window opens. */
static GtkWindow *
open_by_action (WyWindow *window, const char *action)
{
  g_autoptr (GList) before = visible_toplevels ();
  g_autoptr (GList) after = NULL;
  GtkWindow *opened = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  wy_test_drain ();
  after = visible_toplevels ();
  for (GList *l = after; l; l = l->next)
    if (!g_list_find (before, l->data))
      {
        g_assert_null (opened);
        opened = l->data;
      }
  g_assert_nonnull (opened);
  return opened;
}

/* Every button shown with a mnemonic ("_Save") reads as its text ("Save"). */
static void
assert_buttons_read (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget))
      && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    {
      g_autofree char *text = g_strdup (gtk_button_get_label (GTK_BUTTON (widget)));
      char *u = strchr (text, '_');

      if (u != NULL)
        memmove (u, u + 1, strlen (u));
      g_test_message ("button “%s”", text);
      gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, text);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    assert_buttons_read (c);
}

/* ---- Escape closes every window beside the board; the keys are the board's again ---- */

static void
test_escape_closes (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  const char *actions[] = { "win.library", "win.paper-gallery", "win.limit-plot", "win.export",
                            "win.save-to-library", "win.show-help-overlay" };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      GtkWindow *opened;
      g_autofree char *escape = NULL;

      gtk_widget_grab_focus (GTK_WIDGET (window->board_view));
      opened = open_by_action (window, actions[i]);
      escape = wy_test_key_action (GTK_WIDGET (opened), "Escape");
      g_test_message ("%s: %s, Escape: %s", actions[i], G_OBJECT_TYPE_NAME (opened), escape);
      g_assert_true (g_strcmp0 (escape, "window.close") == 0 || g_strcmp0 (escape, "::close") == 0);
      assert_buttons_read (GTK_WIDGET (opened));
      g_object_add_weak_pointer (G_OBJECT (opened), (gpointer *) &opened);
      if (g_str_equal (escape, "window.close"))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (opened), escape, NULL));
      else
        g_signal_emit_by_name (opened, "close");
      wy_test_drain ();
      /* destroyed, or hidden (the Keyboard Shortcuts window is kept) */
      g_assert_true (opened == NULL || !gtk_widget_get_visible (GTK_WIDGET (opened)));
      if (opened != NULL)
        g_object_remove_weak_pointer (G_OBJECT (opened), (gpointer *) &opened);
      g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (window->board_view));
    }
  wy_test_close_window (window);
}

/* ---- the board shows that it has the keyboard's focus ---- */

/* The widget as it draws itself (its CSS outline too), as pixels. */
static cairo_surface_t *
draw_widget (GtkWidget *widget)
{
  GdkPaintable *paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  GskRenderNode *node;
  cairo_t *cr = cairo_create (surface);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  gsk_render_node_unref (node);
  g_object_unref (paintable);
  cairo_surface_flush (surface);
  return surface;
}

/* How many pixels of the widget's edge (2 px wide) differ between two drawings. */
static guint
edge_changes (cairo_surface_t *a, cairo_surface_t *b)
{
  int width = cairo_image_surface_get_width (a), height = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);
  const guchar *pa = cairo_image_surface_get_data (a), *pb = cairo_image_surface_get_data (b);
  guint changed = 0;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if ((x < 2 || y < 2 || x >= width - 2 || y >= height - 2)
          && memcmp (pa + y * stride + 4 * x, pb + y * stride + 4 * x, 4) != 0)
        changed++;
  return changed;
}

/* Tabbed to, a view marks its edge (as GTK marks a button); not when it has no focus. */
static void
assert_focus_shown (WyWindow *window, GtkWidget *view)
{
  cairo_surface_t *plain, *focused;
  guint edge;

  gtk_widget_grab_focus (window->primary_menu_button);
  wy_test_wait_frame (view);
  plain = draw_widget (view);
  gtk_widget_grab_focus (view);
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  wy_test_wait_frame (view);
  g_assert_true (gtk_widget_get_state_flags (view) & GTK_STATE_FLAG_FOCUS_VISIBLE);
  focused = draw_widget (view);
  edge = 2 * (2 * gtk_widget_get_width (view) + 2 * gtk_widget_get_height (view)) - 16;
  g_test_message ("%s: %u of %u edge pixels change with the focus", G_OBJECT_TYPE_NAME (view),
                  edge_changes (plain, focused), edge);
  g_assert_cmpuint (edge_changes (plain, focused), >=, edge * 9 / 10);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (focused);
}

static void
test_focus_visible (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  GtkWidget *toggle;

  assert_focus_shown (window, GTK_WIDGET (window->board_view));
  /* the 3-D view of three heaps */
  wy_test_set_rule (window, "nim:heaps=3");
  toggle = wy_test_heaps3_part (window, "toggle");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
  wy_test_drain ();
  assert_focus_shown (window, wy_test_heaps3_part (window, "cube-view"));
  wy_test_close_window (window);
}

/* ---- the 3-D view tells its angles once a drag ends, not on every frame of it ---- */

static char *
description (GtkWidget *widget)
{
  /* the value, as it does not match "" */
  char *value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");

  g_assert_nonnull (value);
  return value;
}

static GtkGesture *
drag_gesture (GtkWidget *widget)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (c))
        return GTK_GESTURE (c);
    }
  g_assert_not_reached ();
}

static void
test_cube_told_once (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  GtkWidget *cube;
  GtkGesture *drag;
  g_autofree char *before = NULL, *during = NULL, *after = NULL;

  wy_test_set_rule (window, "nim:heaps=3");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (wy_test_heaps3_part (window, "toggle")), TRUE);
  wy_test_drain ();
  cube = wy_test_heaps3_part (window, "cube-view");
  drag = drag_gesture (cube);
  before = description (cube);
  /* a drag as the gesture reports it: its start, ten frames of it, its end */
  g_signal_emit_by_name (drag, "drag-begin", 100.0, 100.0);
  for (int i = 1; i <= 10; i++)
    g_signal_emit_by_name (drag, "drag-update", 8.0 * i, 3.0 * i);
  during = description (cube);
  g_test_message ("before: %s; during: %s", before, during);
  g_assert_cmpstr (during, ==, before);
  g_signal_emit_by_name (drag, "drag-end", 80.0, 30.0);
  after = description (cube);
  g_test_message ("after: %s", after);
  g_assert_cmpstr (after, !=, before);
  g_assert_nonnull (strstr (after, "°"));
  wy_test_close_window (window);
}

/* ---- the status line tells the keyboard cursor's cell, as it tells the pointer's ---- */

static void
test_cursor_in_status_line (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  const char *line;

  gtk_widget_grab_focus (GTK_WIDGET (window->board_view));
  wy_test_send_key (window, GDK_KEY_Right);
  wy_test_send_key (window, GDK_KEY_Up);
  line = wy_test_child_text (window, WY_TYPE_WINDOW, "hover_label");
  g_test_message ("status line: %s", line);
  g_assert_true (g_str_has_prefix (line, "(1, 1) · N-position · step "));
  wy_test_close_window (window);
}

/* ---- the first arrow moves the cursor, and shows it ---- */

/* The board's keyboard cursor after key (it must be shown). */
static WyPos
cursor_after (WyWindow *window, guint key)
{
  WyPos cursor;

  wy_test_send_key (window, key);
  g_assert_true (wy_test_board_cursor (window->board_view, &cursor));
  return cursor;
}

/* No key is spent on showing the cursor: the first arrow moves from the origin, or from the
 * clicked cell, and the cursor shows where it went (at the edge, where it is). */
static void
test_first_arrow_moves (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  WyPos c;

  gtk_widget_grab_focus (GTK_WIDGET (window->board_view));
  g_assert_false (wy_test_board_cursor (window->board_view, NULL));
  c = cursor_after (window, GDK_KEY_Right);
  g_assert_true (c.x == 1 && c.y == 0);
  g_assert_true (g_str_has_prefix (wy_test_child_text (window, WY_TYPE_WINDOW, "hover_label"),
                                   "(1, 0) · "));
  wy_test_close_window (window);

  window = wy_test_open_window (1366, 740);
  c = cursor_after (window, GDK_KEY_Up);
  g_assert_true (c.x == 0 && c.y == 1);
  wy_test_close_window (window);

  window = wy_test_open_window (1366, 740);
  c = cursor_after (window, GDK_KEY_Left);
  g_assert_true (c.x == 0 && c.y == 0);
  wy_test_close_window (window);

  window = wy_test_open_window (1366, 740);
  wy_test_click_cell (window, 3, 5);
  wy_test_drain ();
  c = cursor_after (window, GDK_KEY_Down);
  g_assert_true (c.x == 3 && c.y == 4);
  wy_test_close_window (window);
}

/* ---- Tab stops at a label only where its text is there to be copied ---- */

static void press_tab (GtkWindow *window, gboolean back);

/* The side panel's labels to copy: the rule, the numeration's bases and representations, and
 * its agreement with the exact solver (a disagreement to report). */
static gboolean
is_label_to_copy (WyWindow *window, GtkWidget *label)
{
  WyNumerationPanel *panel = wy_test_numeration_panel (window->inspector);

  return label == wy_test_child (window->inspector, WY_TYPE_INSPECTOR, "game_rule")
         || label == wy_test_numeration_label (panel, WY_NUMERATION_PANEL_BASES)
         || label == wy_test_numeration_label (panel, WY_NUMERATION_PANEL_REP_X)
         || label == wy_test_numeration_label (panel, WY_NUMERATION_PANEL_REP_Y)
         || label == wy_test_numeration_label (panel, WY_NUMERATION_PANEL_AGREEMENT);
}

/* Tab from the board round the window (a position of Gamma_1 selected: the numeration and
 * the automaton shown in the side panel): the labels it stops at are those to copy, each
 * selectable; the others (the automaton's answer, a reading's sentences) it passes. */
static void
test_tab_stops_at_labels_to_copy (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  guint labels = 0, serial;

  wy_test_set_rule (window, "gamma:i=1,s=2,t=3");
  serial = wy_test_solve_serial (window);
  g_object_set (window, "board-size", 60u, NULL);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  _wy_window_select (window, &(WyPos) { 12, 52 });
  wy_test_drain ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (wy_test_numeration_panel (window->inspector))));
  gtk_widget_grab_focus (GTK_WIDGET (window->board_view));
  for (guint i = 0; i < 200; i++)
    {
      GtkWidget *focus;

      press_tab (GTK_WINDOW (window), FALSE);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus == GTK_WIDGET (window->board_view))
        break;
      if (!GTK_IS_LABEL (focus))
        continue;
      g_test_message ("Tab stops at the label “%s”", gtk_label_get_text (GTK_LABEL (focus)));
      g_assert_true (is_label_to_copy (window, focus));
      g_assert_true (gtk_label_get_selectable (GTK_LABEL (focus)));
      labels++;
    }
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (window->board_view));
  /* the rule, the bases, x's and y's representations, the agreement */
  g_assert_cmpuint (labels, ==, 5);
  wy_test_close_window (window);
}

/* ---- a step taken from the board is told there ---- */

static void
test_step_told (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  const char *actions[] = { "win.step-first", "win.step-forward", "win.step-last",
                            "win.step-back" };

  gtk_widget_grab_focus (GTK_WIDGET (window->board_view));
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      const char *shown;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), actions[i], NULL));
      wy_test_drain ();
      shown = wy_test_child_text (window, WY_TYPE_WINDOW, "step_label");
      g_test_message ("%s: %s", actions[i], shown);
      g_assert_true (g_str_has_prefix (shown, i == 2 ? "Final: " : "Step"));
      gtk_test_accessible_assert_property (window->board_view,
                                           GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, shown);
      /* the step slider reads as the step, not as its position ("7" for the final board) */
      gtk_test_accessible_assert_property (window->step_scale,
                                           GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, shown);
    }
  wy_test_close_window (window);
}

/* ---- large text (GNOME's 1.5): the header's and the side panel's text whole ---- */

/* The labels shown under widget that end in "…" for want of room (appended to cut). */
static void
find_cut_labels (GtkWidget *widget, GString *cut)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    g_string_append_printf (cut, "“%s” ", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    find_cut_labels (c, cut);
}

static void
test_large_text (void)
{
  const char *rules[] = { "nimpq:a=2,b=2,p=3,q=3", "wyt:a=1,b=2", "nim:heaps=3",
                          "restricted:s=1,t=2" };
  GtkSettings *settings = gtk_settings_get_default ();
  int dpi;
  WyWindow *window;

  g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  /* the text scaling of GNOME's Large Text: 1.5 times 96 dpi */
  g_object_set (settings, "gtk-xft-dpi", 96 * 1024 * 3 / 2, NULL);
  window = wy_test_open_window (1366, 740);
  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (GString) cut = g_string_new (NULL);

      wy_test_set_rule (window, rules[i]);
      wy_test_wait_frame (GTK_WIDGET (window));
      find_cut_labels (window->header_bar, cut);
      find_cut_labels (adw_flap_get_flap (ADW_FLAP (window->flap)), cut);
      g_test_message ("%s: cut %s", rules[i], cut->str);
      g_assert_cmpstr (cut->str, ==, "");
    }
  wy_test_close_window (window);
  g_object_set (settings, "gtk-xft-dpi", dpi, NULL);
}

/* ---- Tab leaves a long list at once; the arrows move in it ---- */

/* A Tab (or Shift+Tab) as the window takes it: the key controllers on the way to the focus
 * (in the capture phase), then the window's move of the focus. */
static void
press_tab (GtkWindow *window, gboolean back)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  guint key = back ? GDK_KEY_ISO_Left_Tab : GDK_KEY_Tab;
  GdkModifierType mods = back ? GDK_SHIFT_MASK : 0;
  g_autoptr (GPtrArray) path = g_ptr_array_new ();

  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    g_ptr_array_insert (path, 0, w);
  for (guint i = 0; i < path->len; i++)
    {
      g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (path->pdata[i]);

      for (guint k = 0; k < g_list_model_get_n_items (controllers); k++)
        {
          g_autoptr (GObject) c = g_list_model_get_item (controllers, k);
          gboolean handled = FALSE;

          if (GTK_IS_EVENT_CONTROLLER_KEY (c)
              && gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (c))
                 == GTK_PHASE_CAPTURE)
            g_signal_emit_by_name (c, "key-pressed", key, 0, mods, &handled);
          g_assert_false (handled);
        }
    }
  gtk_widget_child_focus (GTK_WIDGET (window), back ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD);
  wy_test_drain ();
}

/* From the list's second row, Tab leaves it, and Shift+Tab comes back to it. */
static void
assert_tab_leaves (GtkWindow *top, GtkWidget *list)
{
  GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1));
  GtkWidget *focus;

  g_assert_nonnull (row);
  g_assert_true (gtk_widget_grab_focus (row));
  press_tab (top, FALSE);
  focus = gtk_root_get_focus (GTK_ROOT (top));
  g_test_message ("Tab from a row: %s", focus ? G_OBJECT_TYPE_NAME (focus) : "nothing");
  g_assert_nonnull (focus);
  g_assert_false (gtk_widget_is_ancestor (focus, list));
  press_tab (top, TRUE);
  focus = gtk_root_get_focus (GTK_ROOT (top));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, list));
}

static void
test_tab_leaves_lists (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  /* the library's games (the Paper Figures window is its list alone: Tab stays in it) */
  GtkWindow *library = open_by_action (window, "win.library");

  assert_tab_leaves (library, wy_test_child (library, WY_TYPE_LIBRARY_PAGE, "list"));
  gtk_window_destroy (library);
  wy_test_drain ();
  /* the side panel's list of a position's moves: (2, 2) of Wythoff's game has three */
  wy_test_set_rule (window, "wythoff");
  _wy_window_select (window, &(WyPos) { 2, 2 });
  wy_test_drain ();
  g_assert_cmpuint (wy_test_listed_moves (window->inspector)->len, >=, 3);
  assert_tab_leaves (GTK_WINDOW (window),
                     wy_test_child (window->inspector, WY_TYPE_INSPECTOR, "moves_list"));
  wy_test_close_window (window);
}

/* Down in the library's search goes to the first game shown, as in GNOME's searches (it rang
 * the bell: the list was a Tab away). */
static void
test_down_leaves_search (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  GtkWindow *library = open_by_action (window, "win.library");
  GtkWidget *search = wy_test_child (library, WY_TYPE_LIBRARY_PAGE, "search");
  GtkWidget *list = wy_test_child (library, WY_TYPE_LIBRARY_PAGE, "list");
  GtkWidget *first = NULL;

  /* a search that hides the first rows */
  wy_test_library_search (library, "mark");
  for (GtkWidget *c = gtk_widget_get_first_child (list); c && !first; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LIST_BOX_ROW (c) && gtk_widget_get_child_visible (c))
      first = c;
  g_assert_nonnull (first);
  g_assert_true (first != GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0)));
  g_assert_true (gtk_widget_grab_focus (search));
  wy_test_send_key_to (search, GDK_KEY_Down);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (library)) == first);
  gtk_window_destroy (library);
  wy_test_close_window (window);
}

/* ---- Space presses the focused button; it plays the animation from the board ---- */

/* What the window's step key does when pressed (TRUE: it took the key). */
static gboolean
press_step_key (WyWindow *window, const char *accel)
{
  g_autoptr (GtkShortcut) shortcut = wy_test_find_shortcut (GTK_WIDGET (window), accel, FALSE);

  g_assert_nonnull (shortcut);
  g_assert_true (GTK_IS_CALLBACK_ACTION (gtk_shortcut_get_action (shortcut)));
  return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, GTK_WIDGET (window),
                                       NULL);
}

/* The button under widget whose label is this. */
static GtkWidget *
find_button (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_button (c, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_space_presses_buttons (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  GtkWidget *add = find_button (GTK_WIDGET (window->sum_panel), "_Add Position");
  GtkWidget *misere = wy_test_child (window->game_controls, WY_TYPE_GAME_CONTROLS, "misere");
  GtkWidget *focused[] = { add, misere, window->play_button };

  _wy_window_select (window, &(WyPos) { 2, 2 });
  wy_test_drain ();
  for (guint i = 0; i < G_N_ELEMENTS (focused); i++)
    {
      g_test_message ("Space on a %s", G_OBJECT_TYPE_NAME (focused[i]));
      g_assert_true (gtk_widget_grab_focus (focused[i]));
      /* the window leaves Space to the button, which GTK presses */
      g_assert_false (press_step_key (window, "space"));
      g_assert_false (window->playing);
      /* the steps still move */
      g_assert_true (press_step_key (window, "Home"));
    }
  gtk_widget_grab_focus (GTK_WIDGET (window->board_view));
  g_assert_true (press_step_key (window, "space"));
  g_assert_true (window->playing);
  wy_test_close_window (window);
}

/* A game chosen in the library or the papers' figures: the keys are the board's again. */
static void
test_chosen_returns_focus (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  GtkWindow *library, *gallery;
  GtkWidget *list;
  guint serial;

  gtk_widget_grab_focus (GTK_WIDGET (window->board_view));
  library = open_by_action (window, "win.library");
  {
    g_autoptr (GPtrArray) rows = wy_test_library_rows (library);
    g_autofree char *name = wy_test_library_row_name (g_ptr_array_index (rows, 1));

    serial = wy_test_solve_serial (window);
    wy_test_library_open (library, name);
  }
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  wy_test_drain ();
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (window->board_view));
  gallery = open_by_action (window, "win.paper-gallery");
  list = g_object_get_data (G_OBJECT (gallery), "wy-list");
  serial = wy_test_solve_serial (window);
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 3));
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  wy_test_drain ();
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (window->board_view));
  wy_test_close_window (window);
}

/* F9 hides the side panel with the focus in it (its Infer button): the keys are the board's,
 * not a hidden button's (Space pressed it unseen) nor the next one's GTK picks. */
static void
test_hidden_panel_returns_focus (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  GtkWidget *infer = find_button (adw_flap_get_flap (ADW_FLAP (window->flap)), "_Infer");

  g_assert_nonnull (infer);
  g_assert_true (gtk_widget_grab_focus (infer));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.side-panel", NULL));
  wy_test_drain ();
  g_assert_false (adw_flap_get_reveal_flap (ADW_FLAP (window->flap)));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (window->board_view));
  wy_test_close_window (window);
}

/* ---- Enter in a dialog's field presses its default button ---- */

/* Each text field under widget (a spin button's, an entry's) activates the default. */
static void
assert_enter_activates_default (GtkWidget *widget, guint *fields)
{
  if (GTK_IS_POPOVER (widget))
    return;   /* a drop-down's list */
  if (GTK_IS_TEXT (widget))
    {
      g_test_message ("a field of a %s", G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)));
      g_assert_true (gtk_text_get_activates_default (GTK_TEXT (widget)));
      (*fields)++;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    assert_enter_activates_default (c, fields);
}

static void
test_enter_activates_default (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  const char *actions[] = { "win.export", "win.save-to-library" };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      GtkWindow *dialog = open_by_action (window, actions[i]);
      guint fields = 0;

      g_assert_nonnull (gtk_window_get_default_widget (dialog));
      assert_enter_activates_default (GTK_WIDGET (dialog), &fields);
      g_assert_cmpuint (fields, >=, 2);
      gtk_window_destroy (dialog);
      wy_test_drain ();
    }
  wy_test_close_window (window);
}

/* ---- the rows of the Paper Figures read as what they show ---- */

static void
test_gallery_rows_named (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  GtkWindow *gallery = open_by_action (window, "win.paper-gallery");
  GtkWidget *list = g_object_get_data (G_OBJECT (gallery), "wy-list");
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row;
       row = gtk_widget_get_next_sibling (row), n++)
    {
      /* the figure's id, first of its texts (its caption follows) */
      GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      GtkWidget *id = gtk_widget_get_first_child (gtk_widget_get_last_child (box));
      g_autofree char *name = NULL;

      g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (row),
                                                       GTK_ACCESSIBLE_PROPERTY_LABEL));
      name = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row),
                                                 GTK_ACCESSIBLE_PROPERTY_LABEL, "");
      if (n == 0)
        g_test_message ("the first row reads “%s”", name);
      g_assert_true (g_str_has_prefix (name, gtk_label_get_text (GTK_LABEL (id))));
      g_assert_cmpuint (strlen (name), >, strlen (gtk_label_get_text (GTK_LABEL (id))) + 4);
    }
  g_assert_cmpuint (n, >, 10);
  gtk_window_destroy (gallery);
  wy_test_close_window (window);
}

/* ---- the papers' notation reads as words: NIM^{p,q}_{a,b} is no "NIMp,qa,b" ---- */

static char *
label_read (GtkWidget *widget)
{
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                             GTK_ACCESSIBLE_PROPERTY_LABEL, "");
}

static void
assert_spoken (const char *name)
{
  g_assert_null (strpbrk (name, "^_"));  /* ">" and a set "{3, 4}" are words of their own */
  g_assert_null (strstr (name, "  "));
}

static void
test_math_read_aloud (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  GtkWindow *gallery = open_by_action (window, "win.paper-gallery");
  GtkWidget *list = g_object_get_data (G_OBJECT (gallery), "wy-list");
  g_autofree char *first = label_read (gtk_widget_get_first_child (list));
  g_autofree char *title = NULL, *formula = NULL;

  /* 000:fig1, NIM^{1,1}_{2,1}, and every row after it */
  g_test_message ("the first row reads “%s”", first);
  g_assert_nonnull (strstr (first, "NIM superscript 1,1 subscript 2,1 (a = 2"));
  for (GtkWidget *row = gtk_widget_get_first_child (list); row; row = gtk_widget_get_next_sibling (row))
    {
      g_autofree char *name = label_read (row);
      assert_spoken (name);
    }
  gtk_window_destroy (gallery);
  /* the side panel's title and formula of a game written with scripts */
  wy_test_set_rule (window, "nimpq:a=2,b=1,p=1,q=1");
  wy_test_drain ();
  title = label_read (wy_test_child (window->inspector, WY_TYPE_INSPECTOR, "game_title"));
  formula = label_read (wy_test_child (window->inspector, WY_TYPE_INSPECTOR, "formula"));
  g_test_message ("the title reads “%s”, the formula “%s”", title, formula);
  g_assert_nonnull (strstr (title, "NIM superscript p,q subscript a,b"));
  assert_spoken (title);
  g_assert_nonnull (strstr (formula, "subscript n"));
  assert_spoken (formula);
  wy_test_close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/a11y/escape-closes", test_escape_closes);
  g_test_add_func ("/gui/a11y/focus-visible", test_focus_visible);
  g_test_add_func ("/gui/a11y/cube-told-once", test_cube_told_once);
  g_test_add_func ("/gui/a11y/step-told", test_step_told);
  g_test_add_func ("/gui/a11y/large-text", test_large_text);
  g_test_add_func ("/gui/a11y/tab-leaves-lists", test_tab_leaves_lists);
  g_test_add_func ("/gui/a11y/down-leaves-search", test_down_leaves_search);
  g_test_add_func ("/gui/a11y/space-presses-buttons", test_space_presses_buttons);
  g_test_add_func ("/gui/a11y/enter-activates-default", test_enter_activates_default);
  g_test_add_func ("/gui/a11y/gallery-rows-named", test_gallery_rows_named);
  g_test_add_func ("/gui/a11y/chosen-returns-focus", test_chosen_returns_focus);
  g_test_add_func ("/gui/a11y/hidden-panel-returns-focus", test_hidden_panel_returns_focus);
  g_test_add_func ("/gui/a11y/cursor-in-status-line", test_cursor_in_status_line);
  g_test_add_func ("/gui/a11y/first-arrow-moves", test_first_arrow_moves);
  g_test_add_func ("/gui/a11y/tab-stops-at-labels-to-copy", test_tab_stops_at_labels_to_copy);
  g_test_add_func ("/gui/a11y/math-read-aloud", test_math_read_aloud);
  return g_test_run ();
}
