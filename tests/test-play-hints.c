/* test-play-hints.c: widget tests of the play bar and of what the window shows in play: no
 * winning moves (the board's arrows, the side panel's lists) unless Hints is pressed, the
 * bar's buttons in a row beside the message, in a column in a narrow window. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <math.h>
#include <gtk/gtk.h>

#include "wy-board-view-private.h"
#include "wy-test-widgets.h"
#include "wy-test-window.h"
#include "wy-window-private.h"

static GtkWidget *
bar_part (WyWindow *window, const char *id)
{
  return wy_test_child (window, WY_TYPE_WINDOW, id);
}

/* The winning moves the board draws as arrows from the selection (-1: none given, the board's
 * own). */
static int
arrows_drawn (WyWindow *window)
{
  const GArray *moves = window->board_view->options.selection_moves;

  return moves != NULL ? (int) moves->len : -1;
}

static gboolean
has_report (WyWindow *window, gpointer data)
{
  return wy_inspector_get_report (window->inspector) != NULL;
}

/* The visible buttons of the play bar (GtkButton and its subclasses), in tree order. */
static void
collect_buttons (GtkWidget *widget, GPtrArray *buttons)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_BUTTON (widget))
    {
      g_ptr_array_add (buttons, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_buttons (child, buttons);
}

/* The play bar's revealer has ended its transition: the bar stands at its size. */
static gboolean
bar_revealed (WyWindow *window, gpointer data)
{
  GtkWidget *bar = bar_part (window, "play_bar");

  for (GtkWidget *child = gtk_widget_get_first_child (bar); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_REVEALER (child))
      return gtk_revealer_get_child_revealed (GTK_REVEALER (child));
  g_assert_not_reached ();
}

/* In a window of 1024 px the play bar's buttons sit in one row beside the message (they
 * once stood in a column, the bar as tall as three buttons), left to right, each whole. */
static void
assert_buttons_in_a_row (WyWindow *window, guint want)
{
  GtkWidget *bar = bar_part (window, "play_bar");
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  graphene_rect_t first = { 0 }, prev = { 0 };

  wy_test_wait_until (window, bar_revealed, NULL);
  wy_test_wait_frame (bar);
  collect_buttons (bar, buttons);
  g_assert_cmpuint (buttons->len, ==, want);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      graphene_rect_t r;
      int min;

      g_assert_true (gtk_widget_compute_bounds (button, bar, &r));
      gtk_widget_measure (button, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      g_test_message ("%s at (%.0f, %.0f), %.0f × %.0f",
                      gtk_button_get_label (GTK_BUTTON (button))
                        ? gtk_button_get_label (GTK_BUTTON (button)) : "(icon)",
                      r.origin.x, r.origin.y, r.size.width, r.size.height);
      g_assert_cmpfloat (r.size.width, >=, min);
      if (i == 0)
        first = r;
      else
        {
          /* the same row: one top, one height; the next to the right of the last */
          g_assert_cmpfloat (fabs (r.origin.y - first.origin.y), <, 1);
          g_assert_cmpfloat (fabs (r.size.height - first.size.height), <, 1);
          g_assert_cmpfloat (r.origin.x, >=, prev.origin.x + prev.size.width);
        }
      prev = r;
    }
  /* the bar is one button's row high (and the message's, which is one line at 1024 px) */
  g_assert_cmpint (gtk_widget_get_height (bar), <, 2 * first.size.height);
}

/* The side panel lists the position's winning moves and the P-positions that eliminate it
 * (shown: on the screen, its ancestors too). */
static gboolean
moves_listed (WyWindow *window)
{
  GtkWidget *moves = wy_test_child (window->inspector, WY_TYPE_INSPECTOR, "moves_list");
  GtkWidget *elim = wy_test_child (window->inspector, WY_TYPE_INSPECTOR, "elim_list");

  g_assert_cmpint (gtk_widget_is_visible (moves), ==, gtk_widget_is_visible (elim));
  return gtk_widget_is_visible (moves);
}

/* In play the board draws no winning move of the position, nor does the side panel list
 * them: they would give the game away (they once stayed, the selection's as outside play).
 * Hints shows them, for the position the game is at; they go with Hints off, and Stop
 * Playing brings them back. The buttons sit in a row in a window of 1024 px. */
static void
test_no_arrows_in_play (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  GtkWidget *hints;
  int before;

  wy_test_show_game (window, "wythoff", 12);
  wy_test_click_cell (window, 8, 7);
  wy_test_wait_until (window, has_report, NULL);
  /* (8, 7): to (2, 1) and to (4, 7) */
  before = arrows_drawn (window);
  g_assert_cmpint (before, ==, 2);
  g_assert_true (moves_listed (window));
  g_object_set (window, "play-mode", TRUE, NULL);
  wy_test_wait_until (window, has_report, NULL);
  g_assert_true (window->play_started);
  g_assert_cmpint (arrows_drawn (window), ==, 0);
  g_assert_false (moves_listed (window));
  /* Program Starts, Hints, Stop Playing */
  assert_buttons_in_a_row (window, 3);
  hints = bar_part (window, "play_hints_button");
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (hints)));
  wy_test_click (hints);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (hints)));
  g_assert_cmpint (arrows_drawn (window), ==, before);
  g_assert_true (moves_listed (window));
  /* the winning move, to (4, 7): the program answers, to an N-position; the arrows are those
   * of where it moved to */
  wy_test_click_cell (window, 4, 7);
  wy_test_wait_until (window, has_report, NULL);
  g_test_message ("%s", wy_test_play_message (window));
  g_assert_cmpint (arrows_drawn (window), ==,
                   (int) wy_report_get_winning_moves (
                     wy_inspector_get_report (window->inspector))->len);
  g_assert_cmpint (arrows_drawn (window), >, 0);
  g_assert_true (moves_listed (window));
  wy_test_click (hints);
  g_assert_cmpint (arrows_drawn (window), ==, 0);
  g_assert_false (moves_listed (window));
  /* Take Back, Hints, Stop Playing */
  assert_buttons_in_a_row (window, 3);
  g_object_set (window, "play-mode", FALSE, NULL);
  g_assert_cmpint (arrows_drawn (window), >, 0);
  g_assert_true (moves_listed (window));
  /* play again: Hints off again, whatever the last time had */
  g_object_set (window, "play-hints", TRUE, NULL);
  g_object_set (window, "play-mode", TRUE, NULL);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (hints)));
  g_assert_cmpint (arrows_drawn (window), ==, 0);
  g_assert_false (moves_listed (window));
  wy_test_close_window (window);
}

/* The bar with its most buttons (Let the Program Move, Take Back, Hints, Stop Playing) still
 * fits the narrowest window (360 px, test-desktop): there they stand in a column. */
static void
test_narrow_bar (void)
{
  WyWindow *window = wy_test_open_window (360, 700);
  GtkOrientation orientation;
  int min;

  wy_test_show_game (window, "wythoff:block=3", 20);
  wy_test_click_cell (window, 6, 6);
  g_object_set (window, "play-mode", TRUE, NULL);
  wy_test_click_cell (window, 5, 5);
  g_assert_true (gtk_widget_get_visible (bar_part (window, "play_let_move_button")));
  g_assert_true (gtk_widget_get_visible (bar_part (window, "play_take_back_button")));
  g_assert_true (window->narrow);
  g_object_get (bar_part (window, "play_buttons"), "orientation", &orientation, NULL);
  g_assert_cmpint (orientation, ==, GTK_ORIENTATION_VERTICAL);
  gtk_widget_measure (bar_part (window, "play_bar"), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL,
                      NULL, NULL);
  g_test_message ("the play bar needs %d px", min);
  g_assert_cmpint (min, <=, 360);
  wy_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/play/no-arrows-in-play", test_no_arrows_in_play);
  g_test_add_func ("/gui/play/narrow-bar", test_narrow_bar);
  return g_test_run ();
}
