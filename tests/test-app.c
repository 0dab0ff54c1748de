/* test-app.c: widget tests of the main window: solving, steps, selection, play, a figure
 * exported and opened (the tables and the other exports: test-app-export.c). */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <gtk/gtk.h>

#include "wy-analysis.h"
#include "wy-board-view-private.h"
#include "wy-export-dialog.h"
#include "wy-play.h"
#include "wy-ui-strings.h"
#include "wy-test-window.h"
#include "wy-window-private.h"
#include "wy-test-solve.h"

static void
assert_game (WyWindow *window, const char *rule)
{
  g_autoptr (GError) error = NULL;
  WyGame *expected = wy_game_parse (rule, &error);

  g_assert_no_error (error);
  g_assert_nonnull (_wy_window_get_board (window));
  g_assert_true (wy_game_equal (wy_board_get_game (_wy_window_get_board (window)), expected));
  wy_game_free (expected);
}

static void
test_window_builds (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  WyBoard *board = _wy_window_get_board (window);
  g_autofree char *rule = NULL;

  assert_game (window, "wyt:a=1,b=2");
  g_assert_cmpuint (wy_board_get_size (board), ==, 23);
  g_assert_cmpuint (wy_board_get_n_steps (board), ==, 6);
  g_object_get (window, "rule", &rule, NULL);
  g_assert_cmpstr (rule, ==, "wyt:a=1,b=2");
  g_assert_null (wy_test_window_error (window));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (window->step_label)), !=, "");
  wy_test_close_window (window);
}

static void
test_change_game (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  GtkWidget *spin;
  guint serial, n;
  const WyPos *p2;

  wy_test_set_rule (window, "nimpq:p=2");
  assert_game (window, "nimpq:p=2");
  g_assert_cmpuint (wy_board_get_n_steps (_wy_window_get_board (window)), ==, 11);
  p2 = wy_board_get_step_ppos (_wy_window_get_board (window), 2, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (p2[0].x, ==, 1);
  g_assert_cmpuint (p2[0].y, ==, 1);

  /* The header bar's spin buttons change the game too. */
  spin = wy_test_param_spin (window->game_controls, WY_PARAM_A);
  g_assert_nonnull (spin);
  serial = wy_test_solve_serial (window);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 2);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  assert_game (window, "nimpq:a=2,p=2");

  /* A new size re-solves at that size. */
  serial = wy_test_solve_serial (window);
  g_object_set (window, "board-size", 30u, NULL);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  g_assert_cmpuint (wy_board_get_size (_wy_window_get_board (window)), ==, 30);
  wy_test_close_window (window);
}

static void
test_bad_rule (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.set-rule", "s",
                                             "wyt:a=-3"));
  g_assert_nonnull (wy_test_window_error (window));
  g_assert_nonnull (strstr (wy_test_window_error (window), "wyt:a=-3"));
  /* The board is still the previous one. */
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  assert_game (window, "wyt:a=1,b=2");
  /* Misère switched on with block=2: the message begins with the key as it is typed, not
   * "Block=2" (no key) */
  wy_test_set_rule (window, "wythoff:block=2");
  gtk_switch_set_active (GTK_SWITCH (wy_test_child (window->game_controls, WY_TYPE_GAME_CONTROLS,
                                                    "misere")), TRUE);
  g_test_message ("%s", wy_test_window_error (window));
  g_assert_true (g_str_has_prefix (wy_test_window_error (window), "block=2 cannot be combined"));
  wy_test_close_window (window);
}

/* The menu items of a popover, in order (GtkModelButton is GTK's own type: found by name). */
static void
collect_items (GtkWidget *widget, GPtrArray *items)
{
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkModelButton"))
    g_ptr_array_add (items, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_items (c, items);
}

/* Opens the examples' menu beside the rule entry, checks that it offers n examples, every
 * one sensitive (on GTK 4.8 a menu set as the controls were built showed them all greyed
 * out), and chooses the k-th (from 0). */
static void
activate_example (WyWindow *window, guint n, guint k)
{
  GtkWidget *button = wy_test_child (window->game_controls, WY_TYPE_GAME_CONTROLS,
                                     "rule_examples");
  g_autoptr (GPtrArray) items = g_ptr_array_new ();

  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  wy_test_drain ();
  collect_items (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button))), items);
  g_assert_cmpuint (items->len, ==, n);
  for (guint i = 0; i < items->len; i++)
    g_assert_true (gtk_widget_is_sensitive (g_ptr_array_index (items, i)));
  g_signal_emit_by_name (g_ptr_array_index (items, k), "clicked");
  wy_test_drain ();
}

/* "Your own rule": the entry checks what is typed (the error and its
 * column, the game untouched), Enter solves it, an example replaces it. */
static void
test_own_rule (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  GtkWidget *entry;
  guint serial;

  wy_test_set_rule (window, "moves:rule=(dx==0||dy==0||dx==dy)");
  assert_game (window, "moves:rule=(dx==0||dy==0||dx==dy)");
  g_assert_cmpuint (wy_board_get_n_steps (_wy_window_get_board (window)), >, 1);
  entry = wy_test_rule_entry (window->game_controls);
  g_assert_true (gtk_widget_get_visible (entry));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "dx==0||dy==0||dx==dy");

  gtk_editable_set_text (GTK_EDITABLE (entry), "dx==0||dw");
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  g_assert_nonnull (wy_test_window_error (window));
  g_assert_nonnull (strstr (wy_test_window_error (window),
                            "olumn 8 of the rule: unknown name 'dw'"));
  g_signal_emit_by_name (entry, "activate");
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  assert_game (window, "moves:rule=(dx==0||dy==0||dx==dy)");

  gtk_editable_set_text (GTK_EDITABLE (entry), "dx==0 || dy==0");
  g_assert_false (gtk_widget_has_css_class (entry, "error"));
  g_assert_null (wy_test_window_error (window));
  serial = wy_test_solve_serial (window);
  g_signal_emit_by_name (entry, "activate");
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  assert_game (window, "moves:rule=(dx==0||dy==0)");
  /* Nim: the P-positions are the diagonal */
  g_assert_cmpint (wy_board_get_status (_wy_window_get_board (window), 5, 5), ==, WY_STATUS_P);

  /* the menu beside the entry, as a user opens it: every example can be chosen */
  serial = wy_test_solve_serial (window);
  activate_example (window, 5, 4);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  assert_game (window, "moves:rule=(dx==0||dy==0||dx==dy&&2*dx<=min(x,y))");

  serial = wy_test_solve_serial (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->game_controls), "controls.example", "s",
                                             "min(dx,dy)<2||abs(dx-dy)<1"));
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  assert_game (window, "moves:rule=(min(dx,dy)<2||abs(dx-dy)<1)");
  g_assert_cmpint (wy_board_get_status (_wy_window_get_board (window), 3, 2), ==, WY_STATUS_P);

  /* adjoin: the entry holds the base */
  wy_test_set_rule (window, "adjoin:base=(nim)");
  assert_game (window, "adjoin:base=(nim)");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "nim");
  g_assert_cmpint (wy_board_get_status (_wy_window_get_board (window), 2, 1), ==, WY_STATUS_P);
  wy_test_close_window (window);
}

/* Enter in the rule entry after what is typed */
static void
enter_rule (WyWindow *window, GtkWidget *entry, const char *text)
{
  guint serial = wy_test_solve_serial (window);

  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  g_signal_emit_by_name (entry, "activate");
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  wy_test_drain ();
}

/* The rule entry takes the name of a game of the library, as `wythoff` takes it for GAME:
 * the window shows that game, the controls show its family and parameters (or its rule),
 * not the name; an unknown word gets the core's message, which names both ways. */
static void
test_own_rule_names (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  GtkWidget *entry = wy_test_rule_entry (window->game_controls);
  GtkWidget *family = wy_test_child (window->game_controls, WY_TYPE_GAME_CONTROLS, "family");
  GtkWidget *rule_box = wy_test_child (window->game_controls, WY_TYPE_GAME_CONTROLS, "rule_box");
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) unknown = wy_game_new_from_text ("fraenkle-2", &error);
  g_autofree char *tooltip = NULL;

  wy_test_set_rule (window, "moves:rule=(dx==0||dy==0)");
  /* a name being typed is no error before Enter looks it up */
  gtk_editable_set_text (GTK_EDITABLE (entry), "fraenkel-2");
  g_assert_false (gtk_widget_has_css_class (entry, "error"));
  g_assert_null (wy_test_window_error (window));
  enter_rule (window, entry, "fraenkel-2");
  assert_game (window, "fraenkel:a=2");
  g_assert_null (wy_test_window_error (window));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (family)), ==, WY_FAMILY_FRAENKEL);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (
                     GTK_SPIN_BUTTON (wy_test_param_spin (window->game_controls, WY_PARAM_A))),
                   ==, 2);
  g_assert_false (gtk_widget_get_visible (rule_box));
  /* a game of the library that is a rule of one's own: the entry shows its rule */
  wy_test_set_rule (window, "moves:rule=(dx==0||dy==0)");
  enter_rule (window, entry, "subtraction-1-2-3");
  assert_game (window, "pile:rule=(d<=3)");
  g_assert_true (gtk_widget_get_visible (rule_box));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "d<=3");
  /* a rule string is a game of its own too */
  enter_rule (window, entry, "wyt:a=2,b=3");
  assert_game (window, "wyt:a=2,b=3");
  /* adjoin's base may be named */
  wy_test_set_rule (window, "adjoin:base=(nim)");
  enter_rule (window, entry, "fraenkel-2");
  assert_game (window, "adjoin:base=(fraenkel:a=2)");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "fraenkel:a=2");
  /* an unknown word: the core's message, where the entry shows errors; the game stays */
  g_assert_null (unknown);
  wy_test_set_rule (window, "moves:rule=(dx==0||dy==0)");
  gtk_editable_set_text (GTK_EDITABLE (entry), "fraenkle-2");
  g_assert_false (gtk_widget_has_css_class (entry, "error"));
  g_signal_emit_by_name (entry, "activate");
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  assert_game (window, "moves:rule=(dx==0||dy==0)");
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  /* the window's line begins with a capital */
  g_assert_cmpstr (wy_test_window_error (window) + 1, ==, error->message + 1);
  /* GTK 4's getter gives a copy (transfer full) */
  tooltip = gtk_entry_get_icon_tooltip_text (GTK_ENTRY (entry), GTK_ENTRY_ICON_SECONDARY);
  g_assert_cmpstr (tooltip, ==, error->message);
  g_assert_true (g_str_has_suffix (error->message, "; or name a game of the library: did you "
                                   "mean 'fraenkel-2'?"));
  /* an expression's own mistake keeps the expression's message and column */
  gtk_editable_set_text (GTK_EDITABLE (entry), "dx==0||dw");
  g_signal_emit_by_name (entry, "activate");
  g_assert_nonnull (strstr (wy_test_window_error (window), "olumn 8 of the rule: unknown name 'dw'"));
  wy_test_close_window (window);
}

static guint
shown_step (WyWindow *window)
{
  return wy_test_board_step (window->board_view);
}

static void
step (WyWindow *window, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
}

static void
test_steps (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);

  g_assert_cmpuint (shown_step (window), ==, 0); /* the finished board */
  step (window, "win.step-first");
  g_assert_cmpuint (shown_step (window), ==, 1);
  step (window, "win.step-forward");
  g_assert_cmpuint (shown_step (window), ==, 2);
  step (window, "win.step-forward");
  g_assert_cmpuint (shown_step (window), ==, 3);
  step (window, "win.step-back");
  g_assert_cmpuint (shown_step (window), ==, 2);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (window->step_label)), "2"));
  step (window, "win.step-last");
  g_assert_cmpuint (shown_step (window), ==, 0);
  step (window, "win.step-back");
  g_assert_cmpuint (shown_step (window), ==, 6);
  /* Scrubbing the scale shows that step. */
  gtk_adjustment_set_value (window->step_adjustment, 4);
  g_assert_cmpuint (shown_step (window), ==, 4);
  wy_test_close_window (window);
}

static gboolean
reached_final (WyWindow *window, gpointer data)
{
  gboolean playing;

  g_object_get (window, "playing", &playing, NULL);
  return !playing && shown_step (window) == 0;
}

static void
test_playback (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);

  g_object_set (window, "speed", 20.0, NULL);
  step (window, "win.step-first");
  g_object_set (window, "playing", TRUE, NULL);
  wy_test_wait_until (window, reached_final, NULL);
  wy_test_close_window (window);
}

static void
assert_inspector_lists_winning_moves (WyWindow *window, guint x, guint y)
{
  g_autoptr (GArray) listed = wy_test_listed_moves (window->inspector);
  g_autoptr (GArray) moves = wy_board_list_winning_moves (_wy_window_get_board (window), x, y);

  g_assert_cmpuint (listed->len, ==, moves->len);
  for (guint i = 0; i < moves->len; i++)
    {
      const WyMove *move = &g_array_index (moves, WyMove, i);
      const WyPos *pos = &g_array_index (listed, WyPos, i);

      g_assert_cmpuint (pos->x, ==, move->target.x);
      g_assert_cmpuint (pos->y, ==, move->target.y);
    }
}

static void
select_and_check (WyWindow *window, guint x, guint y)
{
  WyPos sel;

  wy_test_click_cell (window, x, y);
  g_assert_true (wy_board_view_get_selection (window->board_view, &sel));
  g_assert_cmpuint (sel.x, ==, x);
  g_assert_cmpuint (sel.y, ==, y);
  assert_inspector_lists_winning_moves (window, x, y);
}

static void
test_click_selects (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autoptr (GArray) listed = NULL;

  select_and_check (window, 7, 7);   /* N: to (0,0), (7,5), (5,7) */
  listed = wy_test_listed_moves (window->inspector);
  g_assert_cmpuint (listed->len, ==, 3);
  select_and_check (window, 2, 3);   /* P: none */
  select_and_check (window, 22, 22);
  select_and_check (window, 0, 0);

  /* Zoomed in, the computed coordinates still hit the cell. */
  step (window, "win.zoom-in");
  step (window, "win.zoom-in");
  select_and_check (window, 11, 12);
  step (window, "win.clear-selection");
  g_assert_false (wy_board_view_get_selection (window->board_view, NULL));

  wy_test_set_rule (window, "nimpq:p=2");
  select_and_check (window, 2, 2);
  select_and_check (window, 1, 1);
  wy_test_close_window (window);
}

static gboolean
period_shown (WyWindow *window, gpointer data)
{
  return wy_test_period_text (window->inspector) != NULL;
}

/* A clicked row's additive period, found in a thread (Dress, Flammenkamp
 * and Pink: Wythoff's row 3 has period 6 from y = 8, as `wythoff periods`
 * finds), of a line family and of a cone family. */
static void
test_row_period (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);

  wy_test_set_rule (window, "wythoff");
  select_and_check (window, 3, 5);
  wy_test_wait_until (window, period_shown, NULL);
  g_assert_cmpstr (wy_test_period_text (window->inspector), ==,
                   "Column x = 3: g(x, y + 6) = g(x, y) + 6 from y = 8 (checked below y = 60000)");
  select_and_check (window, 4, 2);
  wy_test_wait_until (window, period_shown, NULL);
  g_assert_nonnull (strstr (wy_test_period_text (window->inspector),
                            "g(x, y + 12) = g(x, y) + 12 from y = 9"));
  /* a cone family's strip (`wythoff periods stwythoff:s=2,t=3 --rows 4 --upto 60000`) */
  wy_test_set_rule (window, "stwythoff:s=2,t=3");
  select_and_check (window, 3, 5);
  wy_test_wait_until (window, period_shown, NULL);
  g_assert_cmpstr (wy_test_period_text (window->inspector), ==,
                   "Column x = 3: g(x, y + 12) = g(x, y) + 12 from y = 31 "
                   "(checked below y = 60000)");
  /* a family without strips (a rule of your own) shows none */
  wy_test_set_rule (window, "moves:rule=(dx==0||dy==0||dx==dy)");
  select_and_check (window, 3, 5);
  g_assert_null (wy_test_period_text (window->inspector));
  wy_test_close_window (window);
}

/* The window on rule's Grundy view, and the offsets of its class value as the core's
 * wy_class_offsets gives them on the window's board. */
static WyClassOffsets
band_offsets (WyWindow *window, const char *rule, guint value)
{
  g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
  g_autoptr (GArray) offsets = NULL;

  wy_test_set_rule (window, rule);
  g_object_set (window, "view", "grundy", NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  offsets = wy_class_offsets (game, wy_board_get_size (_wy_window_get_board (window)), value,
                              NULL, NULL, NULL, NULL);
  return g_array_index (offsets, WyClassOffsets, value);
}

/* The Grundy view marks one class's band: its offsets, as the core's
 * wy_class_offsets gives them (`wythoff classes`), shown beside it. */
static void
test_class_band (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  WyClassOffsets c = band_offsets (window, "wythoff", 2);
  g_autofree char *want = g_strdup_printf ("Value 2: offsets from %.3f to %.3f (y − φx), %lu "
                                           "positions", c.min_offset, c.max_offset,
                                           (unsigned long) c.count);

  wy_test_set_band_class (window->inspector, 2);
  wy_test_wait_until (window, wy_test_band_shown, NULL);
  g_assert_cmpstr (wy_test_band_text (window->inspector), ==, want);
  /* none marked: no text */
  wy_test_set_band_class (window->inspector, -1);
  g_assert_cmpstr (wy_test_band_text (window->inspector), ==, "");
  wy_test_close_window (window);
}

/* A game that is not symmetric (wytc with b != c) has its class's offsets on the cells x <= y
 * alone: the band's sentence states them so, with no mirror below the diagonal. */
static void
test_class_band_not_symmetric (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  WyClassOffsets c = band_offsets (window, "wytc:a=1,b=2,c=1", 1);
  g_autofree char *want = g_strdup_printf ("Value 1: offsets from %d to %d (x minus the row's "
                                           "nearest P-position, on the cells x ≤ y: the game is "
                                           "not symmetric), %lu positions", (int) c.min_offset,
                                           (int) c.max_offset, (unsigned long) c.count);

  wy_test_set_band_class (window->inspector, 1);
  wy_test_wait_until (window, wy_test_band_shown, NULL);
  g_assert_cmpstr (wy_test_band_text (window->inspector), ==, want);
  wy_test_close_window (window);
}

static void
test_play (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  WyPos sel;

  wy_test_click_cell (window, 7, 7);
  g_object_set (window, "play-mode", TRUE, NULL);
  /* (8, 8) is not reachable from (7, 7). */
  wy_test_click_cell (window, 8, 8);
  g_assert_nonnull (strstr (wy_test_play_message (window), "(8, 8)"));
  g_assert_true (wy_board_view_get_selection (window->board_view, &sel));
  g_assert_cmpuint (sel.x, ==, 7);
  /* (7, 6): an N-position; the program answers with a winning move into P. */
  wy_test_click_cell (window, 7, 6);
  g_assert_true (wy_board_view_get_selection (window->board_view, &sel));
  g_assert_cmpint (wy_board_get_status (_wy_window_get_board (window), sel.x, sel.y), ==,
                   WY_STATUS_P);
  g_object_set (window, "play-mode", FALSE, NULL);

  /* From (1, 1) the move to (0, 0) wins at once. */
  wy_test_click_cell (window, 1, 1);
  g_object_set (window, "play-mode", TRUE, NULL);
  wy_test_click_cell (window, 0, 0);
  g_assert_nonnull (strstr (wy_test_play_message (window), "win"));
  wy_test_close_window (window);
}

static void
test_play_reply (void)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse ("wythoff", &error);
  WyBoard *board = wy_test_solve (game, 12, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error);
  WyPos from = { 5, 5 }, to = { 1, 2 }, zero = { 0, 0 };
  WyMove move;

  g_assert_no_error (error);
  g_assert_true (wy_play_is_legal (board, &from, &zero));
  g_assert_false (wy_play_is_legal (board, &from, &to));
  g_assert_false (wy_play_has_move (board, &zero));
  g_assert_true (wy_play_reply (board, &from, &move));
  g_assert_cmpint (move.status, ==, WY_STATUS_P);
  /* From a P-position every reply goes to N. */
  from = (WyPos) { 3, 5 };
  g_assert_true (wy_play_reply (board, &from, &move));
  g_assert_cmpint (wy_board_get_status (board, move.target.x, move.target.y), ==, WY_STATUS_N);
  g_assert_false (wy_play_reply (board, &zero, &move));
  wy_board_unref (board);
  wy_game_free (game);
}

static gboolean
has_size (WyWindow *window, gpointer size)
{
  WyBoard *board = _wy_window_get_board (window);

  return board && wy_board_get_size (board) == GPOINTER_TO_UINT (size);
}

static void
test_cancel (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autoptr (WyGame) cone = wy_game_parse ("stwythoff:s=2,t=3", NULL);
  g_autoptr (WyGame) wyt = wy_game_parse ("wyt:a=1,b=2", NULL);
  guint serial = wy_test_solve_serial (window);
  guint max = wy_test_max_side (cone, WY_NEED_ELIMINATION);
  WyBoard *board;

  /* A game without a quick answer: cancel a big solve, the previous
   * board stays. */
  _wy_window_set_game (window, cone);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  g_object_set (window, "board-size", MIN (max, 3000u), NULL);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-solve", NULL));
  g_assert_false (_wy_window_is_solving (window));
  g_assert_cmpuint (wy_board_get_size (_wy_window_get_board (window)), ==, 23);
  g_assert_nonnull (strstr (wy_test_window_error (window), "previous game"));

  /* wyt has one: once the quick board is shown, cancelling keeps it (its
   * statuses and steps are exact) and says so. */
  g_object_set (window, "board-size", 23u, NULL);
  wy_test_wait_until (window, has_size, GUINT_TO_POINTER (23));
  wy_test_wait_until (window, wy_test_solved_since,
                      GUINT_TO_POINTER (wy_test_solve_serial (window)));
  _wy_window_set_game (window, wyt);
  g_object_set (window, "board-size", 3000u, NULL);
  wy_test_wait_until (window, has_size, GUINT_TO_POINTER (3000));
  board = _wy_window_get_board (window);
  if (_wy_window_is_solving (window))
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-solve",
                                                 NULL));
      g_assert_true (_wy_window_get_board (window) == board);
      g_assert_true (wy_board_is_sparse (board));
      g_assert_cmpuint (wy_board_get_step (board, 2999, 1234), >, 0);
      g_assert_nonnull (strstr (wy_test_window_error (window), "quick answer"));
    }
  wy_test_close_window (window);
}

static void
test_export_and_open (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wy-test-app-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "figure.png", NULL);
  WyProvenance prov = { 0 };

  g_assert_no_error (error);
  wy_test_set_rule (window, "nimpq:p=2");
  step (window, "win.step-first");
  step (window, "win.step-forward");
  wy_test_write_figure (window, path);

  /* Opening the figure restores its game and step. */
  wy_test_set_rule (window, "wythoff");
  g_assert_true (wy_export_read_provenance (path, &prov, &error));
  g_assert_no_error (error);
  {
    guint serial = wy_test_solve_serial (window);

    _wy_window_apply_provenance (window, &prov);
    wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  }
  assert_game (window, "nimpq:p=2");
  g_assert_cmpuint (shown_step (window), ==, 2);
  wy_provenance_clear (&prov);
  g_unlink (path);
  g_rmdir (dir);
  wy_test_close_window (window);
}

/* ---- notation as Pango markup ---- */

static void
assert_markup (const char *plain, const char *markup)
{
  g_autofree char *got = wy_notation_markup (plain);

  g_assert_cmpstr (got, ==, markup);
  g_assert_true (pango_parse_markup (got, -1, 0, NULL, NULL, NULL, NULL));
}

/* A move on three heaps names its heaps ("take 0, 0 and 4 · move" named none), and a move
 * from z alone is a pillar; unequal amounts keep the three numbers. */
static void
test_removal3 (void)
{
  const struct { guint dx, dy, dz; WyLineKind line; const char *text; } cases[] = {
    { 3, 0, 0, WY_LINE_ROW, "take 3 from x · row" },
    { 0, 2, 0, WY_LINE_COLUMN, "take 2 from y · column" },
    { 0, 0, 4, WY_LINE_PILLAR, "take 4 from z · pillar" },
    { 2, 2, 0, WY_LINE_DIAGONAL, "take 2 from x and y · diagonal" },
    { 1, 0, 1, WY_LINE_DIAGONAL, "take 1 from x and z · diagonal" },
    { 0, 5, 5, WY_LINE_DIAGONAL, "take 5 from y and z · diagonal" },
    { 2, 2, 2, WY_LINE_DIAGONAL, "take 2 from x, y and z · diagonal" },
    { 1, 2, 3, WY_LINE_MOVE, "take 1, 2 and 3 · move" },
    { 1, 2, 0, WY_LINE_MOVE, "take 1, 2 and 0 · move" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      WyMove m = { { 0, 0 }, cases[i].dx, cases[i].dy, WY_STATUS_P, 1, cases[i].line,
                   cases[i].dz, 0, 0 };
      g_autofree char *take = wy_ui_format_removal3 (&m, 3);
      g_autofree char *kind = wy_ui_move_kind (&m);
      g_autofree char *text = g_strdup_printf ("%s · %s", take, kind);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

static void
test_math_markup (void)
{
  assert_markup ("x_n = mex^q_b{x_i, y_i : i < n}",
                 "x<sub>n</sub> = mex<sup>q</sup><sub>b</sub>{x<sub>i</sub>, y<sub>i</sub> "
                 ": i &lt; n}");
  assert_markup ("NIM^{p,q}_{a,b} & co", "NIM<sup>p,q</sup><sub>a,b</sub> &amp; co");
  assert_markup ("(t + delta_t + 4) n", "(t + δ<sub>t</sub> + 4) n");
  assert_markup ("y_n = x_n + a floor(n/p) for n >= 1",
                 "y<sub>n</sub> = x<sub>n</sub> + a ⌊n/p⌋ for n ≥ 1");
  /* no script after a space, an empty or an unclosed one stays as it is */
  assert_markup ("a _b c^ d_{e", "a _b c^ d_{e");
  assert_markup ("Liu-Li's Gamma_i", "Liu-Li&apos;s Γ<sub>i</sub>");
  /* a floor never breaks across lines: "⌊n" above "φ⌋" read as two formulas */
  assert_markup ("x_n = floor(n phi), alpha = (2 + sqrt(a^2 + 4))/2",
                 "x<sub>n</sub> = ⌊n\u00a0φ⌋, α = (2 + √(a<sup>2</sup> + 4))/2");
  assert_markup ("floor(k a_n + 1)", "⌊k\u00a0a<sub>n</sub>\u00a0+\u00a01⌋");
  assert_markup ("", "");
}

/* Every family's title and formula becomes valid markup; the translatable
 * titles are the core's. */
static void
test_family_markup (void)
{
  /* The English titles, as docs/spec.md names the families (the tests run untranslated). */
  static const char *titles[WY_N_FAMILIES] = {
    [WY_FAMILY_NIM] = "Nim (two piles)", [WY_FAMILY_WYTHOFF] = "Wythoff's game",
    [WY_FAMILY_FRAENKEL] = "Fraenkel's a-Wythoff", [WY_FAMILY_WYT] = "Gurvich's WYT(a,b)",
    [WY_FAMILY_WYTC] = "Gurvich's WYT(a,b,c)",
    [WY_FAMILY_NIMPQ] = "Gurvich's NIM^{p,q}_{a,b} with blocking",
    [WY_FAMILY_STWYTHOFF] = "(s,t)-Wythoff",
    [WY_FAMILY_RESTRICTED] = "Restricted (s,t)-Wythoff (Liu-Li)",
    [WY_FAMILY_GAMMA] = "Liu-Li's Gamma_i", [WY_FAMILY_IMITATION] = "Larsson's Imitation Nim",
    [WY_FAMILY_MARK] = "Fraenkel's Mark-k", [WY_FAMILY_UPMARK] = "Fraenkel's UpMark",
    [WY_FAMILY_MOVES] = "Your own rule (two piles)", [WY_FAMILY_PILE] = "Your own rule (one pile)",
    [WY_FAMILY_ADJOIN] = "Larsson's adjoin operator",
    [WY_FAMILY_NIM3] = "Nim (three heaps)",
    [WY_FAMILY_WYTHOFF3] = "The same amount from any set of three heaps",
    [WY_FAMILY_FRAENKEL3] = "Fraenkel's 3-heap Wythoff",
  };
  g_autofree char *nimpq = wy_notation_markup (wy_family_get_title (WY_FAMILY_NIMPQ));

  g_assert_cmpstr (nimpq, ==, "Gurvich&apos;s NIM<sup>p,q</sup><sub>a,b</sub> with blocking");
  for (guint f = 0; f < WY_N_FAMILIES; f++)
    {
      g_assert_cmpstr (wy_family_get_title (f), ==, titles[f]);
      for (guint g = 0; g < f; g++)
        g_assert_cmpstr (wy_family_get_menu_name (f), !=, wy_family_get_menu_name (g));
    }
  for (guint f = 0; f < WY_N_FAMILIES; f++)
    {
      g_autofree char *title = wy_notation_markup (wy_family_get_title (f));
      g_autofree char *symbol = wy_notation_markup (wy_family_get_symbol (f));

      g_assert_true (pango_parse_markup (title, -1, 0, NULL, NULL, NULL, NULL));
      g_assert_true (pango_parse_markup (symbol, -1, 0, NULL, NULL, NULL, NULL));
      g_assert_cmpstr (wy_family_get_menu_name (f), !=, "");
      g_assert_null (strstr (title, "^{"));
    }
}

/* The recursions of the papers read without raw scripts. */
static void
test_recursion_markup (void)
{
  const char *rules[] = { "wythoff", "fraenkel:a=2", "wyt:a=0,b=2", "wyt:a=1,b=2,play=misere",
                          "wyt:a=2,b=2,play=misere", "wyt:a=0,b=2,play=misere", "nimpq:p=2",
                          "nimpq:p=2,q=2", "nimpq:a=1,b=1,p=2,q=2", "stwythoff:s=1,t=2",
                          "restricted:s=1,t=2", "imitation:p=2", "mark:k=2", "upmark",
                          "wytc:a=1,b=2,c=3" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (rules[i], NULL);
      g_autofree char *rec = NULL;

      g_assert_nonnull (game);
      if (!wy_recursion_available (game))
        continue;
      rec = wy_notation_markup (wy_recursion_describe (game));
      g_assert_true (pango_parse_markup (rec, -1, 0, NULL, NULL, NULL, NULL));
      g_assert_null (strstr (rec, "_"));
      g_assert_null (strstr (rec, "^"));
    }
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gui/ui/removal3", test_removal3);
  g_test_add_func ("/gui/ui/math-markup", test_math_markup);
  g_test_add_func ("/gui/ui/family-markup", test_family_markup);
  g_test_add_func ("/gui/ui/recursion-markup", test_recursion_markup);

  g_test_add_func ("/gui/window/builds", test_window_builds);
  g_test_add_func ("/gui/window/change-game", test_change_game);
  g_test_add_func ("/gui/window/bad-rule", test_bad_rule);
  g_test_add_func ("/gui/window/own-rule", test_own_rule);
  g_test_add_func ("/gui/window/own-rule-names", test_own_rule_names);
  g_test_add_func ("/gui/window/steps", test_steps);
  g_test_add_func ("/gui/window/playback", test_playback);
  g_test_add_func ("/gui/window/click-selects", test_click_selects);
  g_test_add_func ("/gui/window/row-period", test_row_period);
  g_test_add_func ("/gui/window/class-band", test_class_band);
  g_test_add_func ("/gui/window/class-band-not-symmetric", test_class_band_not_symmetric);
  g_test_add_func ("/gui/window/play", test_play);
  g_test_add_func ("/gui/play/reply", test_play_reply);
  g_test_add_func ("/gui/window/cancel", test_cancel);
  g_test_add_func ("/gui/window/export-and-open", test_export_and_open);
  return g_test_run ();
}
