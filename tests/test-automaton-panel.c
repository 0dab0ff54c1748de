/* test-automaton-panel.c: the side panel's Automaton section: Wythoff's game in Zeckendorf
 * (7 states, checked below 10^6), Nim in base 2, no automaton for Wythoff in base 2; a new
 * game forgets the last automaton; a game of three heaps offers no numeration system; each
 * game starts in its own system where the core knows one; Infer stays pressable and tells
 * its answer. */
#include "config.h"

#include <string.h>
#include <gtk/gtk.h>

#include "wy-automaton-panel.h"
#include "wy-test-widgets.h"

/* Infer and wait for the thread's answer. */
static void
infer (WyAutomatonPanel *panel)
{
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  g_assert_true (wy_automaton_panel_infer (panel));
  g_assert_nonnull (strstr (wy_test_automaton_text (panel), "Inferring"));
  while (strstr (wy_test_automaton_text (panel), "Inferring")
         && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
}

/* Let the panel go and wait until it is finalized: a thread still inferring or checking
 * holds it (its task), and a test program that ended under that thread crashed on its way
 * out (once in a fresh-clone run). */
static void
unref_and_wait (WyAutomatonPanel *panel)
{
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  g_object_add_weak_pointer (G_OBJECT (panel), (gpointer *) &panel);
  g_object_unref (panel);
  while (panel && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (panel);
}

static void
test_games (void)
{
  WyAutomatonPanel *panel =
    WY_AUTOMATON_PANEL (g_object_ref_sink (g_object_new (WY_TYPE_AUTOMATON_PANEL, NULL)));
  GtkWidget *drop = wy_test_child (panel, WY_TYPE_AUTOMATON_PANEL, "base_drop_down");

  g_assert_false (wy_automaton_panel_infer (panel));
  g_object_set (panel, "rule", "wythoff", NULL);
  infer (panel);
  g_assert_true (wy_test_automaton_found (panel));
  g_assert_nonnull (strstr (wy_test_automaton_text (panel),
                            "7 states in msd_fib, agreeing with the exact P-set on every "
                            "position below 1000000"));
  /* Nim starts in its own base 2, one state; Wythoff's game is not 2-automatic */
  g_object_set (panel, "rule", "nim", NULL);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (drop)), ==, 1);
  g_assert_false (wy_test_automaton_found (panel));
  infer (panel);
  g_assert_true (wy_test_automaton_found (panel));
  g_assert_true (g_str_has_prefix (wy_test_automaton_text (panel), "1 state in msd_2, "));
  g_object_set (panel, "rule", "wythoff", NULL);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (drop)), ==, 0);
  wy_test_automaton_system (panel, 1);
  infer (panel);
  g_assert_false (wy_test_automaton_found (panel));
  g_assert_true (g_str_has_prefix (wy_test_automaton_text (panel), "No automaton: "));
  /* a game changed while a thread infers: its answer is dropped */
  g_assert_true (wy_automaton_panel_infer (panel));
  g_object_set (panel, "rule", "mark:k=2", NULL);
  for (int i = 0; i < 200; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (wy_test_automaton_found (panel));
  /* three heaps: nothing to infer, and the panel says why; no numeration system to pick */
  g_assert_true (gtk_widget_get_sensitive (drop));
  g_object_set (panel, "rule", "nim:heaps=3", NULL);
  g_assert_false (wy_automaton_panel_infer (panel));
  g_assert_nonnull (strstr (wy_test_automaton_text (panel), "one or two heaps"));
  g_assert_false (gtk_widget_get_sensitive (drop));
  g_object_set (panel, "rule", "wythoff", NULL);
  g_assert_true (gtk_widget_get_sensitive (drop));
  unref_and_wait (panel);
}

/* A game's own system outside the four fixed ones is one more item, picked; a game with none
 * keeps the user's pick among the fixed ones, or starts in Zeckendorf. */
static void
test_own_system (void)
{
  WyAutomatonPanel *panel =
    WY_AUTOMATON_PANEL (g_object_ref_sink (g_object_new (WY_TYPE_AUTOMATON_PANEL, NULL)));
  GtkDropDown *drop = GTK_DROP_DOWN (wy_test_child (panel, WY_TYPE_AUTOMATON_PANEL,
                                                    "base_drop_down"));
  GListModel *model = gtk_drop_down_get_model (drop);

  /* a game with no system of its own after one with: Zeckendorf, as the command line */
  g_object_set (panel, "rule", "nim", NULL);
  g_assert_cmpuint (gtk_drop_down_get_selected (drop), ==, 1);
  g_object_set (panel, "rule", "wyt:a=2,b=3", NULL);
  g_assert_cmpuint (gtk_drop_down_get_selected (drop), ==, 0);
  g_object_set (panel, "rule", "mark:k=5", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 5);
  g_assert_cmpuint (gtk_drop_down_get_selected (drop), ==, 4);
  g_assert_nonnull (strstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 4), "msd_5"));
  infer (panel);
  g_assert_true (g_str_has_prefix (wy_test_automaton_text (panel), "3 states in msd_5, "));
  g_object_set (panel, "rule", "fraenkel:a=3", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 5);
  g_assert_nonnull (strstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 4),
                            "msd_ost[0 3]"));
  g_object_set (panel, "rule", "fraenkel:a=2", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 4);
  g_assert_cmpuint (gtk_drop_down_get_selected (drop), ==, 3);
  /* the user's pick stays for a game with no system of its own */
  wy_test_automaton_system (panel, 2);
  g_object_set (panel, "rule", "wyt:a=2,b=3", NULL);
  g_assert_cmpuint (gtk_drop_down_get_selected (drop), ==, 2);
  g_object_set (panel, "rule", "wyt:a=2,b=4", NULL);
  g_assert_cmpuint (gtk_drop_down_get_selected (drop), ==, 2);
  g_object_set (panel, "rule", "mark:k=7", NULL);
  g_object_set (panel, "rule", "imitation:p=2", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 4);
  g_assert_cmpuint (gtk_drop_down_get_selected (drop), ==, 0);
  unref_and_wait (panel);
}

/* Infer pressed from the keyboard stays pressable (it greyed, and GTK dropped the focus with
 * it), and a screen reader hears the answer on it, where the focus is: its description. */
static void
test_infer_told (void)
{
  WyAutomatonPanel *panel =
    WY_AUTOMATON_PANEL (g_object_ref_sink (g_object_new (WY_TYPE_AUTOMATON_PANEL, NULL)));
  GtkWidget *button = wy_test_child (panel, WY_TYPE_AUTOMATON_PANEL, "infer_button");

  g_object_set (panel, "rule", "wythoff", NULL);
  g_assert_true (wy_automaton_panel_infer (panel));
  g_assert_true (gtk_widget_get_sensitive (button));
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       wy_test_automaton_text (panel));
  while (strstr (wy_test_automaton_text (panel), "Inferring"))
    g_main_context_iteration (NULL, TRUE);
  g_test_message ("told: %s", wy_test_automaton_text (panel));
  g_assert_true (wy_test_automaton_found (panel));
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       wy_test_automaton_text (panel));
  unref_and_wait (panel);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/automaton-panel/games", test_games);
  g_test_add_func ("/gui/automaton-panel/own-system", test_own_system);
  g_test_add_func ("/gui/automaton-panel/infer-told", test_infer_told);
  return g_test_run ();
}
