/* test-window.c: widget tests of what a new user meets in the window: focus after the
 * menu, legible colours and labels, sizes that change with a word, the width of the
 * header bar, the readings explained, the keyboard cursor on the board. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"
#include "wy-test-paths.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>
#include <string.h>
#include <gtk/gtk.h>

#include "wy-board-view-private.h"
#include "wy-render-private.h"
#include "wy-render-testing.h"
#include "wy-ui-strings.h"
#include "wy-application.h"
#include "wy-test-window.h"
#include "wy-window-private.h"

static void
set_dark (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
  wy_test_drain ();
}

/* ---- item 3: the keys are the board's again after the main menu ---- */

static void
test_focus_after_menu (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  GtkMenuButton *menu = GTK_MENU_BUTTON (window->primary_menu_button);
  const char *actions[][3] = {
    { "win.style", "s", "paper" }, { "win.set-rule", "s", "wythoff" },
    { "win.style", "s", "screen" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      gtk_widget_grab_focus (window->primary_menu_button);
      gtk_menu_button_popup (menu);
      wy_test_drain ();
      /* what choosing an item does: the action, then the menu closes */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), actions[i][0],
                                                 actions[i][1], actions[i][2]));
      gtk_menu_button_popdown (menu);
      wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
      wy_test_drain ();
      g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (window->board_view));
    }
  wy_test_close_window (window);
}

/* ---- item 2: the status line is legible in both styles ---- */

static double
luminance (const GdkRGBA *c)
{
  double v[3] = { c->red, c->green, c->blue };

  for (int i = 0; i < 3; i++)
    v[i] = v[i] <= 0.03928 ? v[i] / 12.92 : pow ((v[i] + 0.055) / 1.055, 2.4);
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}

/* WCAG's contrast ratio of fg over bg (fg's alpha blended onto bg). */
static double
contrast (const GdkRGBA *fg, const GdkRGBA *bg)
{
  GdkRGBA mixed = { fg->red * fg->alpha + bg->red * (1 - fg->alpha),
                    fg->green * fg->alpha + bg->green * (1 - fg->alpha),
                    fg->blue * fg->alpha + bg->blue * (1 - fg->alpha), 1 };
  double a = luminance (&mixed), b = luminance (bg);

  return (MAX (a, b) + 0.05) / (MIN (a, b) + 0.05);
}

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
static void
assert_legible (GtkWidget *label, const char *what)
{
  GtkStyleContext *style = gtk_widget_get_style_context (label);
  GdkRGBA fg, bg;
  double ratio;

  gtk_style_context_get_color (style, &fg);
  g_assert_true (gtk_style_context_lookup_color (style, "window_bg_color", &bg)
                 || gtk_style_context_lookup_color (style, "theme_bg_color", &bg));
  fg.alpha *= gtk_widget_get_opacity (label);
  ratio = contrast (&fg, &bg);
  g_test_message ("%s: contrast %.2f", what, ratio);
  g_assert_cmpfloat (ratio, >=, 4.5);
}
G_GNUC_END_IGNORE_DEPRECATIONS

static void
test_status_contrast (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  WyPos p = { 2, 3 }, n = { 7, 7 };

  for (int dark = 0; dark <= 1; dark++)
    {
      set_dark (dark);
      _wy_window_select (window, &p);
      wy_test_drain ();
      assert_legible (wy_test_status_label (window->inspector),
                      dark ? "P status, dark" : "P status, light");
      _wy_window_select (window, &n);
      wy_test_drain ();
      assert_legible (wy_test_status_label (window->inspector),
                      dark ? "N status, dark" : "N status, light");
    }
  set_dark (FALSE);
  wy_test_close_window (window);
}

/* ---- item 11: menus, names and messages read well ---- */

static void
assert_menu_labels_plain (GMenuModel *model)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *label = NULL;
      g_autoptr (GMenuModel) sub = g_menu_model_get_item_link (model, i, G_MENU_LINK_SUBMENU);
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        /* U+02D2 looks like an apostrophe between the scripts */
        g_assert_null (strstr (label, "\u02d2"));
      if (sub)
        assert_menu_labels_plain (sub);
      if (section)
        assert_menu_labels_plain (section);
    }
}

static void
test_names_and_messages (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  GtkWidget *spin;

  assert_menu_labels_plain (gtk_menu_button_get_menu_model (
                              GTK_MENU_BUTTON (window->primary_menu_button)));
  wy_test_set_rule (window, "nimpq:a=2,b=2,p=3,q=3");
  /* one name each: a label property and no labelled-by relation ("Parameter a a") */
  spin = wy_test_param_spin (window->game_controls, WY_PARAM_A);
  gtk_test_accessible_assert_property (spin, GTK_ACCESSIBLE_PROPERTY_LABEL, "Parameter a");
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (spin),
                                                    GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (window->size_spin),
                                                    GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  /* the core's clauses become sentences */
  _wy_window_show_error (window, "b must be from 1 to 1000");
  g_assert_cmpstr (wy_test_window_error (window), ==, "B must be from 1 to 1000");
  wy_test_close_window (window);
}

/* ---- item 7: sizes change with a word, and come back ---- */

static void
test_size_changes_said (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autofree char *max_text = NULL;
  guint max;

  g_object_set (window, "board-size", 1000, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  /* the cone families with block=Q are stored to 600 (Imitation Nim, once
   * capped at 300, now reaches some 3900) */
  wy_test_set_rule (window, "stwythoff:block=2");
  max = wy_test_board_size (window);
  g_assert_cmpuint (max, <, 1000);
  max_text = g_strdup_printf ("%u", max);
  g_assert_nonnull (wy_test_window_news (window));
  g_assert_nonnull (strstr (wy_test_window_news (window), max_text));
  /* back to a game that allows it: the user's size again */
  wy_test_set_rule (window, "wythoff");
  g_assert_cmpuint (wy_test_board_size (window), ==, 1000);

  /* a size typed out of range is named, and the size stays */
  gtk_editable_set_text (GTK_EDITABLE (window->size_spin), "0");
  gtk_spin_button_update (GTK_SPIN_BUTTON (window->size_spin));
  g_assert_cmpuint (wy_test_board_size (window), ==, 1000);
  g_assert_nonnull (wy_test_window_news (window));
  g_assert_nonnull (strstr (wy_test_window_news (window), "“0”"));
  gtk_editable_set_text (GTK_EDITABLE (window->size_spin), "150000");
  gtk_spin_button_update (GTK_SPIN_BUTTON (window->size_spin));
  g_assert_cmpuint (wy_test_board_size (window), ==, 1000);
  g_assert_nonnull (strstr (wy_test_window_news (window), "“150000”"));
  wy_test_close_window (window);
}

/* ---- item 10: NIM^{p,q}_{a,b} fits a 1024 px window ---- */

static int
min_width_with_nimpq (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  int min, nat;

  /* the widest reading name; the spin buttons are as wide for any value */
  wy_test_set_rule (window, "nimpq:a=2,b=2,p=3,q=3,reading=sec7");
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  /* the window may narrow further, to its narrow layout: the wide one is meant */
  g_assert_false (window->narrow);
  min = window->wide_min;
  wy_test_close_window (window);
  return min;
}

static void
test_min_width (void)
{
  int min = min_width_with_nimpq ();

  g_test_message ("window minimum width with NIM^{p,q}_{a,b}: %d px", min);
  g_assert_cmpint (min, <=, 1024);
  /* German labels are longer: measured with the build tree's translation */
  if (setlocale (LC_ALL, "de_DE.UTF-8") != NULL)
    {
      g_setenv ("LANGUAGE", "de", TRUE);
      bindtextdomain (GETTEXT_PACKAGE, WY_TEST_BUILD_ROOT "/po");
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
      g_assert_cmpstr (_("Size"), ==, "Größe");
      min = min_width_with_nimpq ();
      g_test_message ("in German: %d px", min);
      g_assert_cmpint (min, <=, 1024);
      g_unsetenv ("LANGUAGE");
      setlocale (LC_ALL, "C.UTF-8");
    }
  else
    g_test_message ("no de_DE.UTF-8 locale: German not measured");
}

/* ---- item 8: the readings have names and say what they block ---- */

static void
test_readings_explained (void)
{
  /* the key facts of each reading in docs/spec.md */
  const char *facts[WY_N_READINGS][2] = {
    [WY_READING_LINECOUNT] = { "0 < |dx − dy| < a", "at least p moves" },
    [WY_READING_ABSTRACT] = { "BX if dx < b and dx ≤ dy", "p − 1 moves charged to A" },
    [WY_READING_SEC7] = { "dx = dy", "dy = 0" },
  };

  for (guint r = 0; r < WY_N_READINGS; r++)
    {
      const char *name = wy_ui_reading_name (r);

      g_assert_cmpstr (name, !=, wy_reading_get_name (r));
      g_assert_cmpuint (strlen (name), >, 3);
      for (guint i = 0; i < 2; i++)
        g_assert_nonnull (strstr (wy_ui_reading_explanation (r), facts[r][i]));
      for (guint s = 0; s < r; s++)
        g_assert_cmpstr (name, !=, wy_ui_reading_name (s));
    }
}

/* ---- item 12: the keyboard cursor ---- */

static void
test_keyboard_cursor (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  guint keys[] = { GDK_KEY_Right, GDK_KEY_Right, GDK_KEY_KP_Right, GDK_KEY_Up, GDK_KEY_Up,
                   GDK_KEY_KP_Up, GDK_KEY_Left, GDK_KEY_Down };
  WyPos cur, sel;
  g_autoptr (GArray) listed = NULL;

  g_assert_false (wy_test_board_cursor (window->board_view, NULL));
  /* from the origin, the first key too */
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    wy_test_send_key (window, keys[i]);
  g_assert_true (wy_test_board_cursor (window->board_view, &cur));
  g_assert_cmpuint (cur.x, ==, 2);
  g_assert_cmpuint (cur.y, ==, 2);
  /* screen readers hear where the cursor is and what is there */
  gtk_test_accessible_assert_property (window->board_view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Cursor at (2, 2): N-position, decided at step 1. "
                                       "Enter selects it.");
  /* Enter selects it: the inspector lists its winning moves, the board draws them */
  wy_test_send_key (window, GDK_KEY_Return);
  g_assert_true (wy_board_view_get_selection (window->board_view, &sel));
  g_assert_cmpuint (sel.x, ==, 2);
  g_assert_cmpuint (sel.y, ==, 2);
  listed = wy_test_listed_moves (window->inspector);
  g_assert_cmpuint (listed->len, >, 0);
  /* the cursor stays on the board */
  for (guint i = 0; i < 30; i++)
    wy_test_send_key (window, GDK_KEY_Left);
  wy_test_board_cursor (window->board_view, &cur);
  g_assert_cmpuint (cur.x, ==, 0);
  wy_test_close_window (window);
}

/* ---- a strip of many cells: a barcode a few dozen pixels high ---- */

/* Click at fraction f of the strip's height over cell n; TRUE when it selected (n, 0). */
static gboolean
click_strip (WyWindow *window, guint n, double f)
{
  WyLayout layout;
  WyPos sel;
  double px, py;

  wy_test_board_layout (window->board_view, &layout);
  wy_layout_cell_center (&layout, n, 0, &px, NULL);
  py = layout.origin_y - f * wy_layout_row (&layout);
  if (!wy_board_view_click_at (window->board_view, px, py))
    return FALSE;
  wy_test_drain ();
  return wy_board_view_get_selection (window->board_view, &sel) && sel.x == n && sel.y == 0;
}

/* Mark on 100000 cells, zoomed to fit: cells of 1/100 px, the strip a bar of WY_LAYOUT_BAR
 * px; a click anywhere in its height selects the position under it, above it none; zoomed in,
 * the bars keep their height; 64 cells keep square cells, as before. */
static void
test_strip_bars (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  const guint n[] = { 0, 12345, 66666, 99999 };
  WyLayout layout;

  wy_test_set_rule (window, "mark:k=2");
  g_object_set (window, "board-size", 100000, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  wy_test_board_layout (window->board_view, &layout);
  g_test_message ("cell %g px, row %g px", layout.cell, wy_layout_row (&layout));
  g_assert_cmpfloat (layout.cell, <, 0.02);
  g_assert_cmpfloat (wy_layout_row (&layout), ==, WY_LAYOUT_BAR);
  for (guint i = 0; i < G_N_ELEMENTS (n); i++)
    for (double f = 0.05; f < 1; f += 0.3)
      g_assert_true (click_strip (window, n[i], f));
  g_assert_false (click_strip (window, 500, 1.05));
  g_assert_false (click_strip (window, 500, -0.05));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-in", NULL));
  wy_test_drain ();
  wy_test_board_layout (window->board_view, &layout);
  g_assert_cmpfloat (wy_layout_row (&layout), ==, WY_LAYOUT_BAR);
  g_assert_true (click_strip (window, 50000, 0.9));
  g_object_set (window, "board-size", 64, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-fit", NULL));
  wy_test_board_layout (window->board_view, &layout);
  g_assert_cmpfloat (layout.cell, >, WY_LAYOUT_BAR_BELOW);
  g_assert_cmpfloat (layout.row, ==, 0);
  wy_test_close_window (window);
}

/* ---- item 6: on-screen text keeps a legible size; labels thin out ---- */

static void
test_min_label_size (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  guint sizes[] = { 23, 40, 100, 1000 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      WyRenderOptions options;
      WyLayout layout;
      double font, min;
      guint every;

      g_object_set (window, "board-size", sizes[i], NULL);
      wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
      wy_test_drain ();
      wy_test_board_layout (window->board_view, &layout);
      wy_board_view_get_options (window->board_view, &options);
      min = wy_test_min_font (GTK_WIDGET (window->board_view));
      font = wy_render_font_for (&layout, &options);
      every = wy_render_label_every (layout.cell, font, sizes[i]);
      g_test_message ("size %u: cell %.1f px, labels %.1f px, smallest text %.1f px, every %u",
                      sizes[i], layout.cell, font, 0.9 * font, every);
      g_assert_cmpfloat (min, >=, 10.0);
      g_assert_cmpfloat (options.min_font, ==, min);
      g_assert_cmpfloat (0.9 * font, >=, min - 1e-9);
      /* labels never closer than their own width */
      g_assert_cmpfloat (every * layout.cell, >=, 1.2 * font);
    }
  wy_test_close_window (window);
}

/* ---- every key the Keyboard Shortcuts window shows does something ---- */

static gboolean
window_has_action (WyWindow *window, const char *name)
{
  GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS (window);
  const char *action_name, *property;
  const GVariantType *type;
  GType owner;

  for (guint i = 0; gtk_widget_class_query_action (klass, i, &owner, &action_name, &type, &property);
       i++)
    if (g_str_equal (action_name, name))
      return TRUE;
  return g_str_has_prefix (name, "win.")
         && g_action_map_lookup_action (G_ACTION_MAP (window), name + 4) != NULL;
}

/* "win.view::grundy" names an action of the window or the application. */
static gboolean
action_exists (WyWindow *window, const char *detailed)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (window));
  g_autofree char *name = NULL;
  g_autoptr (GVariant) target = NULL;

  g_assert_true (g_action_parse_detailed_name (detailed, &name, &target, NULL));
  if (g_str_has_prefix (name, "app."))
    return g_action_map_lookup_action (G_ACTION_MAP (app), name + 4) != NULL;
  return window_has_action (window, name);
}

/* Does a shortcut controller of the widget take this key for the app (its class's key
 * bindings, the window's step keys; not GTK's own bindings)? The name of the action it
 * activates in *action where it names one. */
static gboolean
controller_takes (GtkWidget *widget, const char *accel, char **action)
{
  /* GTK's own key bindings (a window's arrows move the focus) emit signals */
  g_autoptr (GtkShortcut) shortcut = wy_test_find_shortcut (widget, accel, FALSE);
  GtkShortcutAction *a = shortcut ? gtk_shortcut_get_action (shortcut) : NULL;

  if (shortcut == NULL)
    return FALSE;
  if (action != NULL)
    *action = GTK_IS_NAMED_ACTION (a)
              ? g_strdup (gtk_named_action_get_action_name (GTK_NAMED_ACTION (a))) : NULL;
  return TRUE;
}

static gboolean
has_primary_menu (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (has_primary_menu (c))
      return TRUE;
  return FALSE;
}

/* One key the overlay lists: an accelerator of the application (its action there), a key
 * binding or step key of the window (its action there), F10 (the main menu), an Alt key
 * (a button's mnemonic, test-desktop's), or one the board takes. */
static void
assert_key_works (WyWindow *window, const char *title, const char *accel)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (window));
  g_auto (GStrv) actions = gtk_application_get_actions_for_accel (app, accel);
  g_autofree char *bound = NULL;
  guint key;
  GdkModifierType mods;

  g_test_message ("%s: %s", accel, title);
  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  if (actions[0] != NULL)
    for (guint k = 0; actions[k] != NULL; k++)
      g_assert_true (action_exists (window, actions[k]));
  else if (controller_takes (GTK_WIDGET (window), accel, &bound))
    g_assert_true (bound == NULL || action_exists (window, bound));
  else if (key == GDK_KEY_F10)
    g_assert_true (has_primary_menu (GTK_WIDGET (window)));
  else if (!(mods & GDK_ALT_MASK))
    {
      if (mods != 0)
        g_error ("%s (%s): no accelerator or key binding takes it", accel, title);
      wy_test_send_key (window, key);
    }
}

/* GTK's own spelling of an accelerator ("<Shift><Control>c"), to compare two. */
static char *
accel_name (const char *accel)
{
  guint key;
  GdkModifierType mods;

  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  return gtk_accelerator_name (key, mods);
}

/* The keys of one of the overlay's entries: "<Control>1...4" is the range Ctrl+1 to Ctrl+4. */
static GStrv
expand_range (const char *accel)
{
  g_auto (GStrv) ends = g_strsplit (accel, "...", 2);
  GStrvBuilder *keys = g_strv_builder_new ();
  guint first, last;
  GdkModifierType mods, none;

  if (ends[1] == NULL)
    g_strv_builder_add (keys, accel);
  else
    {
      g_assert_true (gtk_accelerator_parse (ends[0], &first, &mods));
      g_assert_true (gtk_accelerator_parse (ends[1], &last, &none));
      g_assert_cmpuint (first, <, last);
      for (guint key = first; key <= last; key++)
        {
          g_autofree char *name = gtk_accelerator_name (key, mods);
          g_strv_builder_add (keys, name);
        }
    }
  return g_strv_builder_end (keys);
}

/* What the overlay lists works, what the application binds is listed, and the arrows are
 * the board's (no step key or binding of the window takes them). */
static void
test_shortcuts_shown_work (void)
{
  g_autoptr (WyApplication) wy_app = wy_application_new ();
  GtkApplication *app = GTK_APPLICATION (wy_app);
  g_autoptr (GError) error = NULL;
  WyWindow *window;
  g_autoptr (GPtrArray) shown = NULL;
  g_autoptr (GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto (GStrv) described = NULL;

  /* the application installs its accelerators as it starts */
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  window = wy_test_open_window (1000, 700);
  gtk_window_set_application (GTK_WINDOW (window), app);
  shown = wy_test_shown_shortcuts (window);
  described = gtk_application_list_action_descriptions (app);
  g_assert_cmpuint (g_strv_length (described), >=, 15);
  g_assert_cmpuint (shown->len, >=, 30);
  g_test_message ("the overlay lists %u shortcuts", shown->len);
  for (guint i = 0; i < shown->len; i++)
    {
      g_autofree char *title = NULL, *accels = NULL;
      g_auto (GStrv) keys = NULL;

      g_object_get (shown->pdata[i], "title", &title, "accelerator", &accels, NULL);
      g_assert_true (title && *title && accels && *accels);
      keys = g_strsplit (accels, " ", -1);
      for (guint k = 0; keys[k] != NULL; k++)
        {
          g_auto (GStrv) range = expand_range (keys[k]);

          for (guint r = 0; range[r] != NULL; r++)
            {
              assert_key_works (window, title, range[r]);
              g_hash_table_add (listed, accel_name (range[r]));
            }
        }
    }
  for (guint i = 0; described[i] != NULL; i++)
    {
      g_auto (GStrv) accels = gtk_application_get_accels_for_action (app, described[i]);

      for (guint k = 0; accels[k] != NULL; k++)
        if (!g_str_has_prefix (accels[k], "KP_") && !g_str_has_suffix (accels[k], "equal"))
          {
            g_autofree char *name = accel_name (accels[k]);

            g_test_message ("%s: %s, listed", described[i], name);
            g_assert_true (g_hash_table_contains (listed, name));
          }
    }
  g_assert_false (controller_takes (GTK_WIDGET (window), "Left", NULL));
  g_assert_false (controller_takes (GTK_WIDGET (window), "Right", NULL));
  g_assert_false (controller_takes (GTK_WIDGET (window), "Up", NULL));
  g_assert_false (controller_takes (GTK_WIDGET (window), "Down", NULL));
  wy_test_close_window (window);
}

/* ---- parts follow the result through notify::solve-serial ---- */

typedef struct {
  guint notified;
  gboolean board_current;
} Follower;

static void
on_result (WyWindow *window, GParamSpec *pspec, Follower *f)
{
  const WySolution *result = _wy_window_get_result (window);

  f->notified++;
  /* a part added later (connected last) sees the board already showing it */
  f->board_current = result != NULL
                     && wy_test_board_shown (window->board_view) == wy_solution_get_board (result);
}

static void
test_parts_follow_result (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  Follower f = { 0 };
  gulong id = g_signal_connect (window, "notify::solve-serial", G_CALLBACK (on_result), &f);

  wy_test_set_rule (window, "wythoff");
  g_assert_cmpuint (f.notified, >=, 1);
  g_assert_true (f.board_current);
  g_assert_true (wy_game_equal (wy_board_get_game (wy_solution_get_board (_wy_window_get_result (window))),
                                wy_board_get_game (_wy_window_get_board (window))));
  g_signal_handler_disconnect (window, id);
  wy_test_close_window (window);
}

/* ---- item 9: the About logo is the real icon, uninstalled too ---- */

static void
test_icon_in_resources (void)
{
  /* GtkApplication adds <resource-base-path>/icons to the icon theme */
  gsize size = 0;

  g_assert_true (g_resources_get_info ("/org/wythoff/Lattice/icons/scalable/apps/"
                                       APP_ID ".svg", 0, &size, NULL, NULL));
  g_assert_cmpuint (size, >, 100);
}

/* ---- the overlay names the views as the view drop-down does: Ctrl+2 was "steps" there and
 * "Elimination" in the drop-down ---- */

static void
test_view_keys_named (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autoptr (GPtrArray) shown = wy_test_shown_shortcuts (window);
  GListModel *views = gtk_drop_down_get_model (GTK_DROP_DOWN (window->view_drop_down));
  g_autofree char *title = NULL;

  for (guint i = 0; i < shown->len && title == NULL; i++)
    {
      g_autofree char *accels = NULL;

      g_object_get (shown->pdata[i], "accelerator", &accels, NULL);
      if (strstr (accels, "<Control>1") != NULL || strstr (accels, "<Primary>1") != NULL)
        g_object_get (shown->pdata[i], "title", &title, NULL);
    }
  g_assert_nonnull (title);
  g_assert_cmpuint (g_list_model_get_n_items (views), ==, 4);
  for (guint i = 0; i < g_list_model_get_n_items (views); i++)
    {
      g_autoptr (GtkStringObject) item = g_list_model_get_item (views, i);
      g_auto (GStrv) words = g_strsplit (gtk_string_object_get_string (item), " ", 2);
      g_autofree char *word = g_utf8_strdown (words[0], -1);
      g_autofree char *said = g_utf8_strdown (title, -1);

      g_test_message ("view %u: %s in \"%s\"", i + 1, word, title);
      g_assert_nonnull (strstr (said, word));
    }
  wy_test_close_window (window);
}

/* ---- the main menu fits its screen: on a 1366 x 768 or 1024 x 600 screen its last items
 * (Keyboard Shortcuts, About) ran off the bottom, out of reach: GTK 4.8's popover does not
 * shrink to the screen by itself ---- */

static void
test_menu_fits_screen (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  GtkWidget *button = window->primary_menu_button;
  GtkPopover *popover;
  GtkWidget *list;
  GdkRectangle screen;
  double x, bottom;
  int natural;

  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  wy_test_drain ();
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (popover)));
  gdk_monitor_get_geometry (gdk_display_get_monitor_at_surface (
                              gtk_widget_get_display (button),
                              gtk_native_get_surface (GTK_NATIVE (window))), &screen);
  g_assert_true (gtk_widget_translate_coordinates (button, GTK_WIDGET (window), 0,
                                                   gtk_widget_get_height (button), &x, &bottom));
  /* the menu's list scrolls within the room below the button, whatever the screen */
  list = gtk_popover_get_child (popover);
  g_assert_true (GTK_IS_SCROLLED_WINDOW (list));
  g_assert_cmpint (gtk_scrolled_window_get_max_content_height (GTK_SCROLLED_WINDOW (list)), >, 0);
  gtk_widget_measure (GTK_WIDGET (popover), GTK_ORIENTATION_VERTICAL, -1, NULL, &natural,
                      NULL, NULL);
  g_assert_cmpint (natural, <=, screen.height - (int) bottom);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  wy_test_close_window (window);
}

/* ---- a dense board's cells coloured once for the frames that change only what lies over
 * them ---- */

static void
test_click_keeps_raster (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  GtkWidget *board = GTK_WIDGET (window->board_view);
  WyTileCache *tiles = window->board_view->options.tiles;
  guint serial = window->solve_serial, before;

  g_object_set (window, "rule", "wyt:a=1,b=2", "board-size", 1500, "view", "elimination", NULL);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  /* the full board, not the quick one shown meanwhile */
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  _wy_window_set_step (window, 40);
  wy_test_wait_frame (board);
  before = wy_tile_cache_n_rasters (tiles);
  g_assert_cmpuint (before, >, 0);
  /* a click (the selection and its moves), the keyboard's cursor: the same cells */
  g_signal_emit_by_name (board, "cell-clicked", 700u, 400u);
  wy_test_wait_frame (board);
  wy_test_send_key (window, GDK_KEY_Right);
  wy_test_wait_frame (board);
  g_assert_cmpuint (wy_tile_cache_n_rasters (tiles), ==, before);
  /* a step colours them anew */
  _wy_window_set_step (window, 41);
  wy_test_wait_frame (board);
  g_assert_cmpuint (wy_tile_cache_n_rasters (tiles), >, before);
  wy_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gui/window/focus-after-menu", test_focus_after_menu);
  g_test_add_func ("/gui/window/status-contrast", test_status_contrast);
  g_test_add_func ("/gui/window/names-and-messages", test_names_and_messages);
  g_test_add_func ("/gui/window/size-changes-said", test_size_changes_said);
  g_test_add_func ("/gui/window/min-width", test_min_width);
  g_test_add_func ("/gui/ui/readings-explained", test_readings_explained);
  g_test_add_func ("/gui/window/keyboard-cursor", test_keyboard_cursor);
  g_test_add_func ("/gui/window/min-label-size", test_min_label_size);
  g_test_add_func ("/gui/window/strip-bars", test_strip_bars);
  g_test_add_func ("/gui/app/icon-in-resources", test_icon_in_resources);
  g_test_add_func ("/gui/window/shortcuts-shown-work", test_shortcuts_shown_work);
  g_test_add_func ("/gui/window/parts-follow-result", test_parts_follow_result);
  g_test_add_func ("/gui/window/menu-fits-screen", test_menu_fits_screen);
  g_test_add_func ("/gui/window/view-keys-named", test_view_keys_named);
  g_test_add_func ("/gui/window/click-keeps-raster", test_click_keeps_raster);
  return g_test_run ();
}
