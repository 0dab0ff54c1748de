/* test-a11y-keys.c: widget tests of the keys the Keyboard Shortcuts window lists, where GTK
 * alone would not make them work: Alt+A and Alt+L, the sum panel's buttons' keys, with the
 * side panel hidden; and the keys left on the board after Enter on a move in the side panel,
 * or a button that goes away once pressed. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <gtk/gtk.h>

#include "wy-test-widgets.h"
#include "wy-test-window.h"
#include "wy-window-private.h"

static void
hide_side_panel (WyWindow *window)
{
  if (adw_flap_get_reveal_flap (ADW_FLAP (window->flap)))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.side-panel", NULL));
  wy_test_drain ();
  g_assert_false (adw_flap_get_reveal_flap (ADW_FLAP (window->flap)));
}

/* The key the window binds to an action, pressed: the action run. */
static void
press (WyWindow *window, const char *accel, const char *action)
{
  g_autofree char *bound = wy_test_key_action (GTK_WIDGET (window), accel);

  g_test_message ("%s: %s", accel, bound);
  g_assert_cmpstr (bound, ==, action);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), bound, NULL));
  wy_test_drain ();
}

/* F9 hid the side panel (or the window is too narrow for it): Alt+A still adds the selected
 * position to the sum, Alt+L clears it (GTK's mnemonics work only on a button shown), and the
 * panel shows what they did, which the board tells. */
static void
test_sum_keys_panel_hidden (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);

  wy_test_set_rule (window, "wythoff");
  _wy_window_select (window, &(WyPos) { 1, 1 });
  wy_test_drain ();
  hide_side_panel (window);
  gtk_widget_grab_focus (GTK_WIDGET (window->board_view));
  press (window, "<Alt>a", "win.sum-add");
  g_assert_cmpuint (wy_test_sum_n_components (window->sum_panel), ==, 1);
  g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (window->flap)));
  /* the board, which has the keys, tells the sum as the panel shows it */
  {
    g_autofree char *told = gtk_test_accessible_check_property (
      GTK_ACCESSIBLE (window->board_view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");

    g_test_message ("told: %s", told);
    g_assert_nonnull (told);
    g_assert_true (g_str_has_prefix (told, "Sum of Games\ncomponent 0: wythoff at (1, 1), g = 2\n"
                                           "Nim-sum 2: an N-position"));
  }
  hide_side_panel (window);
  press (window, "<Alt>l", "win.sum-clear");
  g_assert_cmpuint (wy_test_sum_n_components (window->sum_panel), ==, 0);
  g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (window->flap)));
  wy_test_close_window (window);
}

/* Enter on a winning move in the side panel selects its target; the keys go to the board,
 * which tells the new selection: the list, rebuilt for it, took the focus with the row
 * (GTK 4.8 kept it on the row, out of the window). */
static void
test_move_returns_focus (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  GtkWidget *list, *row;

  wy_test_set_rule (window, "wythoff");
  _wy_window_select (window, &(WyPos) { 2, 2 });
  wy_test_drain ();
  list = wy_test_child (window->inspector, WY_TYPE_INSPECTOR, "moves_list");
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_grab_focus (row));
  g_assert_true (gtk_widget_activate (row));
  wy_test_drain ();
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (window->board_view));
  /* (2, 2)'s winning move is to (0, 0) */
  g_assert_true (window->has_selection && window->selection.x == 0 && window->selection.y == 0);
  wy_test_close_window (window);
}

/* After a button that goes away once pressed, or a bar closed, the keys are the board's. */
static void
assert_board_has_keys (WyWindow *window, const char *after)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  g_test_message ("after %s: the focus on %s", after, focus ? G_OBJECT_TYPE_NAME (focus) : "nothing");
  g_assert_true (focus == GTK_WIDGET (window->board_view));
}

/* Clear Sum (greyed once the sum is empty) and Program Starts (hidden once the program has
 * moved) pressed from the keyboard, the message bar closed with the focus in it: GTK 4.8 left
 * the keys nowhere (Tab started over, arrows did nothing) or on the hidden bar. */
static void
test_gone_returns_focus (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  GtkWidget *clear = wy_test_child (window->sum_panel, WY_TYPE_SUM_PANEL, "clear_button");
  GtkWidget *starts = wy_test_child (window, WY_TYPE_WINDOW, "play_first_button");

  wy_test_set_rule (window, "wythoff");
  _wy_window_select (window, &(WyPos) { 2, 3 });
  wy_test_drain ();
  g_assert_true (wy_sum_panel_add (window->sum_panel));
  wy_test_drain ();
  g_assert_true (gtk_widget_grab_focus (clear));
  wy_test_click (clear);
  wy_test_drain ();
  g_assert_false (gtk_widget_is_sensitive (clear));
  assert_board_has_keys (window, "Clear Sum");

  g_object_set (window, "play-mode", TRUE, NULL);
  wy_test_drain ();
  g_assert_true (gtk_widget_grab_focus (starts));
  wy_test_click (starts);
  wy_test_drain ();
  g_assert_false (gtk_widget_get_visible (starts));
  assert_board_has_keys (window, "Program Starts");
  g_object_set (window, "play-mode", FALSE, NULL);

  _wy_window_show_error (window, "a message");
  wy_test_drain ();
  g_assert_true (gtk_widget_grab_focus (wy_test_child (window, WY_TYPE_WINDOW, "error_label")));
  gtk_info_bar_response (GTK_INFO_BAR (window->error_bar), GTK_RESPONSE_CLOSE);
  wy_test_drain ();
  assert_board_has_keys (window, "the message bar closed");
  wy_test_close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/a11y/sum-keys-panel-hidden", test_sum_keys_panel_hidden);
  g_test_add_func ("/gui/a11y/move-returns-focus", test_move_returns_focus);
  g_test_add_func ("/gui/a11y/gone-returns-focus", test_gone_returns_focus);
  return g_test_run ();
}
