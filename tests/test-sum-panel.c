/* test-sum-panel.c: the window's Sum panel: paper 004's (1, 3, 4) added position by position;
 * Add Position tells the sum where the focus is. */
#include "config.h"

#include <string.h>
#include <gtk/gtk.h>

#include "wy-test-widgets.h"

static void
select_and_add (WySumPanel *panel, const WyGame *game, guint n)
{
  WyPos pos = { n, 0 };

  wy_sum_panel_set_position (panel, game, &pos);
  g_assert_true (wy_sum_panel_add (panel));
}

static void
test_paper004 (void)
{
  WySumPanel *panel = WY_SUM_PANEL (g_object_ref_sink (g_object_new (WY_TYPE_SUM_PANEL, NULL)));
  g_autoptr (WyGame) mark = wy_game_parse ("mark", NULL);
  g_autoptr (WyGame) misere = wy_game_parse ("mark:play=misere", NULL);
  WyPos three = { 3, 0 };

  select_and_add (panel, mark, 1);
  select_and_add (panel, mark, 3);
  select_and_add (panel, mark, 4);
  g_autofree char *sum = wy_test_sum_text (panel);
  g_assert_nonnull (strstr (sum, "Nim-sum 2:"));
  /* the winning move 3 -> 2 is marked as the move from the position selected, 3 (every
   * component is on this board: "on this board" told them apart by nothing) */
  wy_sum_panel_set_position (panel, mark, &three);
  g_autofree char *text = wy_test_sum_text (panel);
  /* components counted from 0, as `wythoff sum` and the core's refusals count them */
  g_assert_nonnull (strstr (text, "component 0: mark:k=2 at 1, g = 1"));
  g_assert_nonnull (strstr (text, "Nim-sum 2"));
  g_assert_nonnull (strstr (text, "component 1: 3 → 2 (g = 0) ◀ from the selection"));
  /* a misère game is not summed: the button is off and the core's reason shows before a
   * click; a click anyway is refused, naming the next number */
  wy_sum_panel_set_position (panel, misere, &three);
  gboolean can_add = TRUE;
  g_object_get (panel, "can-add", &can_add, NULL);
  g_assert_false (can_add);
  g_assert_cmpstr (wy_test_child_text (panel, WY_TYPE_SUM_PANEL, "refusal"), ==,
                   "mark:k=2,play=misere is in misère play: misère sums follow other rules than "
                   "the nim-sum, so only normal play is summed");
  g_assert_true (gtk_widget_has_css_class (wy_test_child (panel, WY_TYPE_SUM_PANEL, "refusal"),
                                           "dim-label"));
  g_assert_false (wy_sum_panel_add (panel));
  g_autofree char *refused = wy_test_sum_text (panel);
  g_assert_nonnull (strstr (refused, "Not added: component 3: mark:k=2,play=misere is in misère"));
  g_assert_cmpuint (wy_test_sum_n_components (panel), ==, 3);
  wy_sum_panel_clear (panel);
  g_assert_cmpuint (wy_test_sum_n_components (panel), ==, 0);
  g_object_unref (panel);
}

/* UpMark's 0 is not a position (the inspector says so): the button is off, and a refusal
 * is told as one, apart from the list of components, which it does not join. */
static void
test_not_a_position (void)
{
  WySumPanel *panel = WY_SUM_PANEL (g_object_ref_sink (g_object_new (WY_TYPE_SUM_PANEL, NULL)));
  g_autoptr (WyGame) upmark = wy_game_parse ("upmark", NULL);
  g_autoptr (WyGame) misere = wy_game_parse ("mark:play=misere", NULL);
  GtkWidget *refusal = wy_test_child (panel, WY_TYPE_SUM_PANEL, "refusal");
  WyPos zero = { 0, 0 }, three = { 3, 0 };
  g_autofree char *sum = NULL;
  gboolean can_add;

  wy_sum_panel_set_position (panel, upmark, &zero);
  g_object_get (panel, "can-add", &can_add, NULL);
  g_assert_false (can_add);
  g_assert_false (wy_sum_panel_add (panel));
  g_assert_cmpuint (wy_test_sum_n_components (panel), ==, 0);
  g_assert_null (strstr (wy_test_child_text (panel, WY_TYPE_SUM_PANEL, "components"),
                         "component 0"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (refusal)), ==,
                   "Not added: component 0: 0 is not a position of upmark (n must be at least 1)");
  g_assert_true (gtk_widget_get_visible (refusal) && gtk_widget_has_css_class (refusal, "error"));
  /* its 1 is: added, and the refusal is gone */
  select_and_add (panel, upmark, 1);
  g_assert_false (gtk_widget_get_visible (refusal));
  sum = wy_test_sum_text (panel);
  g_assert_nonnull (strstr (sum, "component 0: upmark at 1, g = 0"));
  /* a refusal beside a sum keeps its nim-sum and winning moves in view */
  wy_sum_panel_set_position (panel, misere, &three);
  g_assert_true (gtk_widget_get_visible (refusal));
  g_assert_false (wy_sum_panel_add (panel));
  g_assert_true (gtk_widget_get_visible (refusal));
  g_assert_nonnull (strstr (wy_test_child_text (panel, WY_TYPE_SUM_PANEL, "result"),
                            "Nim-sum 0"));
  g_object_unref (panel);
}

/* Add Position pressed from the keyboard keeps the focus: a screen reader hears the sum there,
 * as the button's description (what the panel shows after the press). */
static void
test_add_told (void)
{
  WySumPanel *panel = WY_SUM_PANEL (g_object_ref_sink (g_object_new (WY_TYPE_SUM_PANEL, NULL)));
  g_autoptr (WyGame) wythoff = wy_game_parse ("wythoff", NULL);
  GtkWidget *add = wy_test_child (panel, WY_TYPE_SUM_PANEL, "add_button");
  g_autofree char *shown = NULL;

  wy_sum_panel_set_position (panel, wythoff, &(WyPos) { 1, 2 });
  wy_test_click (add);
  g_assert_cmpuint (wy_test_sum_n_components (panel), ==, 1);
  shown = wy_sum_panel_get_text (panel);
  g_test_message ("told: %s", shown);
  g_assert_nonnull (strstr (shown, "component 0: wythoff at (1, 2), g = 0"));
  gtk_test_accessible_assert_property (add, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, shown);
  g_object_unref (panel);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/sum-panel/paper004", test_paper004);
  g_test_add_func ("/gui/sum-panel/add-told", test_add_told);
  g_test_add_func ("/gui/sum-panel/not-a-position", test_not_a_position);
  return g_test_run ();
}
