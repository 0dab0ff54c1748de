/* test-a11y-read.c: widget tests of what a screen reader reads: each control it reaches has a
 * name (GTK 4.8 reads an unnamed one by its type, "GtkDropDown", and an icon-only button by
 * its image, "GtkImage"), in the window in its states (a position selected, three heaps,
 * play, a rule of your own) and in every window it opens; what the window says of an error,
 * of a move in play and as news reaches a screen reader. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>
#include <gtk/gtk.h>

#include "wy-test-widgets.h"
#include "wy-test-window.h"
#include "wy-window-private.h"

/* The accessible label widget has of its own ("" when none). */
static char *
own_label (GtkWidget *widget)
{
  /* the value, when it is not "" ("undefined" when never set) */
  char *value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                    GTK_ACCESSIBLE_PROPERTY_LABEL, "");

  if (value == NULL || strcmp (value, "undefined") == 0)
    {
      g_free (value);
      return g_strdup ("");
    }
  return value;
}

/* Whether a screen reader reads a name for widget, as GTK 4.8 computes it: its label, else
 * the widgets that label it ("GtkLabel<0x...>", named by their text); a drop-down's or a
 * menu button's inner button is named by it; an image is named by its type. */
static gboolean
is_named (GtkWidget *widget)
{
  g_autofree char *label = own_label (widget);
  g_autofree char *by = NULL;
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (label[0] != '\0')
    return TRUE;
  by = gtk_test_accessible_check_relation (GTK_ACCESSIBLE (widget),
                                           GTK_ACCESSIBLE_RELATION_LABELLED_BY, NULL);
  if (by == NULL)
    return FALSE;
  if (parent != NULL && (GTK_IS_DROP_DOWN (parent) || GTK_IS_MENU_BUTTON (parent))
      && g_str_has_prefix (by, G_OBJECT_TYPE_NAME (parent)))
    return is_named (parent);
  return !g_str_has_prefix (by, "GtkImage");
}

/* A control a screen reader reaches: the drop-downs, fields, sliders, switches, check
 * buttons and lists (the field itself: the focus goes to its text, which GTK 4.8 hides
 * from screen readers), and the buttons that take the focus (not a spin button's own). */
static gboolean
is_control (GtkWidget *widget)
{
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget));

  if (GTK_IS_DROP_DOWN (widget) || GTK_IS_SPIN_BUTTON (widget) || GTK_IS_ENTRY (widget)
      || GTK_IS_SEARCH_ENTRY (widget) || GTK_IS_SCALE (widget) || GTK_IS_SWITCH (widget)
      || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_LIST_BOX (widget))
    return TRUE;
  return GTK_IS_BUTTON (widget) && gtk_widget_get_focusable (widget)
         && role == GTK_ACCESSIBLE_ROLE_BUTTON;
}

/* The controls shown under widget that have no name (appended to unnamed). */
static void
find_unnamed (GtkWidget *widget, GString *unnamed)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (is_control (widget) && !is_named (widget))
    {
      const char *tip = gtk_widget_get_tooltip_text (widget);

      g_string_append_printf (unnamed, "%s%s (%s)", unnamed->len ? ", " : "",
                              G_OBJECT_TYPE_NAME (widget), tip ? tip : "no tooltip");
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    find_unnamed (c, unnamed);
}

static void
assert_named (GtkWidget *top, const char *what)
{
  g_autoptr (GString) unnamed = g_string_new (NULL);

  find_unnamed (top, unnamed);
  g_test_message ("%s: unnamed: %s", what, unnamed->len ? unnamed->str : "none");
  g_assert_cmpstr (unnamed->str, ==, "");
}

/* The window in its states: at start, a position selected (its moves listed, the automaton
 * and the sum offered), three heaps (the slice bar, the 3-D view), play, a rule of your own. */
static void
test_window_named (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);

  assert_named (GTK_WIDGET (window), "at start");
  wy_test_set_rule (window, "wythoff");
  _wy_window_select (window, &(WyPos) { 2, 2 });
  wy_test_drain ();
  assert_named (GTK_WIDGET (window), "(2, 2) selected");
  g_object_set (window, "play-mode", TRUE, NULL);
  wy_test_drain ();
  assert_named (GTK_WIDGET (window), "play");
  g_object_set (window, "play-mode", FALSE, NULL);
  wy_test_set_rule (window, "nim:heaps=3");
  assert_named (GTK_WIDGET (window), "three heaps");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (wy_test_heaps3_part (window, "toggle")), TRUE);
  wy_test_drain ();
  assert_named (GTK_WIDGET (window), "three heaps in 3-D");
  wy_test_set_rule (window, "moves:rule=(dx==dy)");
  assert_named (GTK_WIDGET (window), "a rule of your own");
  wy_test_close_window (window);
}

/* Every window the main window opens. */
static void
test_windows_named (void)
{
  WyWindow *window = wy_test_open_window (1366, 740);
  const char *actions[] = { "win.library", "win.paper-gallery", "win.limit-plot", "win.export",
                            "win.save-to-library", "win.show-help-overlay" };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      GList *before = gtk_window_list_toplevels (), *after;
      GtkWindow *opened = NULL;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), actions[i], NULL));
      wy_test_drain ();
      after = gtk_window_list_toplevels ();
      for (GList *l = after; l; l = l->next)
        if (l->data != (gpointer) window && gtk_widget_get_visible (l->data)
            && (!g_list_find (before, l->data) || GTK_IS_SHORTCUTS_WINDOW (l->data)))
          opened = l->data;
      g_list_free (before);
      g_list_free (after);
      g_assert_nonnull (opened);
      assert_named (GTK_WIDGET (opened), actions[i]);
      gtk_window_close (opened);
      wy_test_drain ();
    }
  wy_test_close_window (window);
}

/* ---- what the window says of an error or of a move in play reaches a screen reader ---- */

/* The message bar is an alert, which a screen reader reads as it appears; a rule of your own
 * that does not parse marks its field invalid, with the message as its description, until
 * it parses. */
static void
test_errors_read (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  GtkWidget *entry;
  const char *error;

  gtk_test_accessible_assert_role (window->error_bar, GTK_ACCESSIBLE_ROLE_ALERT);
  wy_test_set_rule (window, "moves:rule=(dx==0||dy==0||dx==dy)");
  entry = wy_test_rule_entry (window->game_controls);
  gtk_test_accessible_assert_state (entry, GTK_ACCESSIBLE_STATE_INVALID,
                                    GTK_ACCESSIBLE_INVALID_FALSE);
  gtk_editable_set_text (GTK_EDITABLE (entry), "dx==0||dw");
  error = wy_test_window_error (window);
  g_assert_nonnull (error);
  g_test_message ("the rule's error: %s", error);
  gtk_test_accessible_assert_state (entry, GTK_ACCESSIBLE_STATE_INVALID,
                                    GTK_ACCESSIBLE_INVALID_TRUE);
  {
    g_autofree char *description = gtk_test_accessible_check_property (
      GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");

    g_test_message ("the field's description: %s", description);
    g_assert_cmpstr (description, ==, error);
  }
  gtk_editable_set_text (GTK_EDITABLE (entry), "dx==0 || dy==0");
  gtk_test_accessible_assert_state (entry, GTK_ACCESSIBLE_STATE_INVALID,
                                    GTK_ACCESSIBLE_INVALID_FALSE);
  wy_test_close_window (window);
}

/* The board tells what the play bar shows. */
static void
assert_board_tells_bar (WyWindow *window)
{
  gtk_test_accessible_assert_property (window->board_view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       wy_test_child_text (window, WY_TYPE_WINDOW, "play_label"));
}

/* Enter on the cursor's cell: the board tells the core's whole report of the position, what
 * the side panel shows (the step that decided it, the Grundy value, the formula's verdict),
 * not its status alone. */
static void
test_selection_told (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  const char *report;
  g_autofree char *told = NULL;

  wy_test_set_rule (window, "wythoff");
  gtk_widget_grab_focus (GTK_WIDGET (window->board_view));
  wy_test_send_key (window, GDK_KEY_Right);
  wy_test_send_key (window, GDK_KEY_Up);
  wy_test_send_key (window, GDK_KEY_Up);
  wy_test_send_key (window, GDK_KEY_Return);
  wy_test_drain ();
  report = wy_report_get_text (wy_inspector_get_report (window->inspector));
  g_test_message ("the report of (1, 2): %s", report);
  g_assert_true (g_str_has_prefix (report, "(1, 2): P-position"));
  g_assert_nonnull (strstr (report, "\nDecided at step "));
  told = g_strdup_printf ("Selected %s", report);
  gtk_test_accessible_assert_property (window->board_view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       told);
  wy_test_close_window (window);
}

/* News (a toast: libadwaita 1.2's is a plain widget, not read) brought by a key pressed on
 * the board is told there (or on the 3-D view): the table copied (Ctrl+Alt+C), play refused
 * (Ctrl+P). */
static void
test_news_told (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  const char *actions[] = { "win.copy-table-csv", "win.play-mode" };

  wy_test_set_rule (window, "nim:heaps=3");
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      gtk_widget_grab_focus (GTK_WIDGET (window->board_view));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), actions[i], NULL));
      wy_test_drain ();
      g_test_message ("%s: %s", actions[i], wy_test_window_news (window));
      g_assert_nonnull (wy_test_window_news (window));
      gtk_test_accessible_assert_property (window->board_view,
                                           GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                           wy_test_window_news (window));
    }
  /* the 3-D view has the keys once shown */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (wy_test_heaps3_part (window, "toggle")), TRUE);
  wy_test_drain ();
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == wy_test_heaps3_part (window, "cube-view"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-table-csv", NULL));
  wy_test_drain ();
  gtk_test_accessible_assert_property (wy_test_heaps3_part (window, "cube-view"),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       wy_test_window_news (window));
  wy_test_close_window (window);
}

/* Condition: the program has answered (the bar says it is the player's move again). */
static gboolean
program_answered (WyWindow *window, gpointer data)
{
  return strstr (wy_test_play_message (window), "Your move") != NULL;
}

/* The board, which has the focus in play, tells what the play bar says: the game begun,
 * the program's answer; not what the selection alone says ("Selected (1, 2): ..."). */
static void
test_play_told (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);

  wy_test_set_rule (window, "wythoff");
  gtk_widget_grab_focus (GTK_WIDGET (window->board_view));
  wy_test_click_cell (window, 4, 6);
  g_object_set (window, "play-mode", TRUE, NULL);
  wy_test_drain ();
  g_test_message ("play begun: %s", wy_test_play_message (window));
  g_assert_true (g_str_has_prefix (wy_test_play_message (window), "You play first from (4, 6)"));
  assert_board_tells_bar (window);
  wy_test_click_cell (window, 4, 5);
  wy_test_wait_until (window, program_answered, NULL);
  g_test_message ("answered: %s", wy_test_play_message (window));
  assert_board_tells_bar (window);
  wy_test_close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/a11y/window-named", test_window_named);
  g_test_add_func ("/gui/a11y/windows-named", test_windows_named);
  g_test_add_func ("/gui/a11y/errors-read", test_errors_read);
  g_test_add_func ("/gui/a11y/selection-told", test_selection_told);
  g_test_add_func ("/gui/a11y/play-told", test_play_told);
  g_test_add_func ("/gui/a11y/news-told", test_news_told);
  return g_test_run ();
}
