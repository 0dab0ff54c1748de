/* test-typed-close.c: a field holding text not yet taken (typed, no Enter) while its window
 * closes. GTK takes the text as the field loses the focus, in the middle of the window's
 * disposal: the window's handlers must not run on half-disposed widgets (each gave a
 * CRITICAL, found by random clicks and keys on the window). The tests run with
 * G_DEBUG=fatal-warnings, so a CRITICAL fails them. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <gtk/gtk.h>

#include "wy-export-dialog.h"
#include "wy-test-solve.h"
#include "wy-test-window.h"
#include "wy-window-private.h"

/* The first spin button below widget whose "wy-key" (a game's parameter) is key, or any
 * when key is NULL. */
static GtkWidget *
find_spin (GtkWidget *widget, const char *key)
{
  if (GTK_IS_SPIN_BUTTON (widget)
      && (key == NULL || g_strcmp0 (g_object_get_data (G_OBJECT (widget), "wy-key"), key) == 0))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_spin (c, key);
      if (found)
        return found;
    }
  return NULL;
}

/* Type text into the field as a user does: focused, the text set, no Enter. */
static void
type_into (GtkWidget *spin, const char *text)
{
  g_assert_nonnull (spin);
  g_assert_true (gtk_widget_grab_focus (spin));
  gtk_editable_set_text (GTK_EDITABLE (spin), text);
  wy_test_drain ();
  g_assert_true (gtk_widget_has_focus (spin)
                 || gtk_widget_has_focus (gtk_widget_get_focus_child (spin)));
}

/* A game's parameter typed (block 7 over 2), then the window closed. */
static void
test_game_parameter (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);

  wy_test_set_rule (window, "wythoff:block=2");
  type_into (find_spin (GTK_WIDGET (window), "block"), "7");
  wy_test_close_window (window);
}

/* The inspector's Grundy classes (a board beyond the dense cap) typed, then the window
 * closed. */
static void
test_grundy_classes (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
  guint serial = wy_test_solve_serial (window);

  wy_test_set_rule (window, "wythoff");
  g_object_set (window, "view", "grundy", "board-size",
                wy_test_max_side (game, WY_NEED_ELIMINATION | WY_NEED_GRUNDY) + 104, NULL);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  wy_test_drain ();
  g_assert_cmpint (_wy_window_grundy_top (window), >=, 0);
  type_into (find_spin (GTK_WIDGET (window->inspector), NULL), "3");
  wy_test_close_window (window);
}

/* The Export dialog's width typed, then the dialog closed (Escape, its close action). */
static void
test_export_width (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
  g_autoptr (WySolution) solution = wy_solve (game, &(WyQuery) { .needs = WY_NEED_STATUS,
                                                                 .size = 30 }, NULL);
  WyRenderOptions options;
  GtkWidget *dialog;

  wy_render_options_init (&options);
  dialog = GTK_WIDGET (wy_export_dialog_present (GTK_WINDOW (window), solution, &options));
  wy_test_drain ();
  type_into (GTK_WIDGET (gtk_widget_get_template_child (dialog, WY_TYPE_EXPORT_DIALOG, "width")),
             "3");
  g_assert_true (gtk_widget_activate_action (dialog, "window.close", NULL));
  wy_test_drain ();
  wy_test_close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/typed-close/game-parameter", test_game_parameter);
  g_test_add_func ("/gui/typed-close/grundy-classes", test_grundy_classes);
  g_test_add_func ("/gui/typed-close/export-width", test_export_width);
  return g_test_run ();
}
