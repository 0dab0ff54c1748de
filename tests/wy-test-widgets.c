/* wy-test-widgets.c: what the widget tests read of the app's widgets, as a user sees them. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>

#include "wy-board-view-private.h"
#include "wy-test-widgets.h"

GtkWidget *
wy_test_child (gpointer widget, GType type, const char *id)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (widget), type, id);

  g_assert_nonnull (child);
  return GTK_WIDGET (child);
}

const char *
wy_test_child_text (gpointer widget, GType type, const char *id)
{
  return gtk_label_get_text (GTK_LABEL (wy_test_child (widget, type, id)));
}

guint
wy_test_get_uint (gpointer object, const char *property)
{
  guint value;

  g_object_get (object, property, &value, NULL);
  return value;
}

void
wy_test_collect_text (GtkWidget *widget, GString *all)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (all, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    wy_test_collect_text (c, all);
}

/* ---- the window ---- */

const char *
wy_test_window_error (WyWindow *window)
{
  if (!gtk_info_bar_get_revealed (GTK_INFO_BAR (wy_test_child (window, WY_TYPE_WINDOW,
                                                               "error_bar"))))
    return NULL;
  return wy_test_child_text (window, WY_TYPE_WINDOW, "error_label");
}

const char *
wy_test_window_news (WyWindow *window)
{
  /* the toast shown (libadwaita 1.2's overlay lists none) */
  return window->toast ? adw_toast_get_title (window->toast) : NULL;
}

const char *
wy_test_play_message (WyWindow *window)
{
  return wy_test_plain_spaces (wy_test_child_text (window, WY_TYPE_WINDOW, "play_label"));
}

const char *
wy_test_plain_spaces (const char *text)
{
  g_auto (GStrv) parts = g_strsplit (text, "\u00a0", -1);
  g_autofree char *plain = g_strjoinv (" ", parts);

  return g_intern_string (plain);
}

char *
wy_test_label_copied (GtkWidget *label)
{
  GdkContentProvider *content;
  GValue value = G_VALUE_INIT;
  char *text;

  g_assert_true (gtk_label_get_selectable (GTK_LABEL (label)));
  gtk_label_select_region (GTK_LABEL (label), 0, -1);
  g_assert_true (gtk_widget_activate_action (label, "clipboard.copy", NULL));
  content = gdk_clipboard_get_content (gtk_widget_get_clipboard (label));
  g_assert_nonnull (content);
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
  text = g_value_dup_string (&value);
  g_value_unset (&value);
  return text;
}

guint
wy_test_solve_serial (WyWindow *window)
{
  return wy_test_get_uint (window, "solve-serial");
}

static GtkWidget *
find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named (c, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
wy_test_heaps3_part (WyWindow *window, const char *name)
{
  /* the bar: "Slice" label, axis, scale, label, toggle; the stack below it */
  static const char *const in_bar[] = { "", "axis", "scale", "label", "toggle" };
  GtkWidget *bar = find_named (GTK_WIDGET (window), "slice-bar");
  GtkWidget *c;
  guint i = 0;

  g_assert_nonnull (bar);
  if (g_str_equal (name, "bar"))
    return bar;
  if (g_str_equal (name, "stack") || g_str_equal (name, "cube-view"))
    {
      GtkWidget *stack = gtk_widget_get_next_sibling (bar);

      g_assert_true (GTK_IS_STACK (stack));
      return g_str_equal (name, "stack") ? stack
                                          : gtk_stack_get_child_by_name (GTK_STACK (stack), "cube");
    }
  for (c = gtk_widget_get_first_child (bar); c; c = gtk_widget_get_next_sibling (c), i++)
    if (i < G_N_ELEMENTS (in_bar) && g_str_equal (name, in_bar[i]))
      return c;
  return NULL;
}

/* ---- the board ---- */

void
wy_test_board_layout (WyBoardView *view, WyLayout *layout)
{
  wy_board_view_compute_layout (view, layout);
}

void
wy_test_click_cell (WyWindow *window, guint x, guint y)
{
  WyLayout layout;
  double px, py;

  wy_test_board_layout (window->board_view, &layout);
  g_assert_cmpfloat (layout.cell, >, 0);
  wy_layout_cell_center (&layout, x, y, &px, &py);
  g_assert_true (wy_board_view_click_at (window->board_view, px, py));
}

gboolean
wy_test_board_cursor (WyBoardView *view, WyPos *pos)
{
  if (view->options.has_cursor && pos != NULL)
    *pos = view->options.cursor;
  return view->options.has_cursor;
}

guint
wy_test_board_step (WyBoardView *view)
{
  return wy_test_get_uint (view, "step");
}

WyBoard *
wy_test_board_shown (WyBoardView *view)
{
  return view->board;
}

double
wy_test_min_font (GtkWidget *widget)
{
  const PangoFontDescription *desc =
    pango_context_get_font_description (gtk_widget_get_pango_context (widget));
  double size = desc ? pango_font_description_get_size (desc) / (double) PANGO_SCALE : 11;

  /* points to pixels at 96 dpi */
  if (desc && !pango_font_description_get_size_is_absolute (desc))
    size *= 96.0 / 72.0;
  return MAX (10.0, 0.8 * size);
}

/* ---- the game's controls ---- */

GtkWidget *
wy_test_param_spin (WyGameControls *controls, WyParam param)
{
  GtkWidget *params = wy_test_child (controls, WY_TYPE_GAME_CONTROLS, "params");
  const char *key = NULL;

  /* the key's name, from any family that takes it */
  for (WyFamily f = 0; f < WY_N_FAMILIES && key == NULL; f++)
    {
      guint n;
      const WyParamSpec *keys = wy_family_get_keys (f, &n);

      for (guint i = 0; i < n; i++)
        if (keys[i].param == param)
          key = keys[i].key;
    }
  g_assert_nonnull (key);
  /* each a box of a label (the key) and its spin button */
  for (GtkWidget *box = gtk_widget_get_first_child (params); box;
       box = gtk_widget_get_next_sibling (box))
    {
      GtkWidget *label = gtk_widget_get_first_child (box);

      if (GTK_IS_LABEL (label) && g_str_equal (gtk_label_get_text (GTK_LABEL (label)), key))
        return gtk_widget_get_next_sibling (label);
    }
  return NULL;
}

GtkWidget *
wy_test_rule_entry (WyGameControls *controls)
{
  return wy_test_child (controls, WY_TYPE_GAME_CONTROLS, "rule_entry");
}

/* ---- the inspector ---- */

const char *
wy_test_band_text (WyInspector *inspector)
{
  return wy_test_child_text (inspector, WY_TYPE_INSPECTOR, "band_label");
}

void
wy_test_set_band_class (WyInspector *inspector, int value)
{
  GObject *adjustment = gtk_widget_get_template_child (GTK_WIDGET (inspector),
                                                       WY_TYPE_INSPECTOR, "band_adjustment");
  GtkWidget *check = wy_test_child (inspector, WY_TYPE_INSPECTOR, "band_check");

  /* as a user does: the class in its spin button, then the check box (-1: off) */
  if (value >= 0)
    gtk_adjustment_set_value (GTK_ADJUSTMENT (adjustment), value);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), value >= 0);
}

/* A line of the shown position, NULL when hidden. */
static const char *
position_text (WyInspector *inspector, const char *id)
{
  GtkWidget *label = wy_test_child (inspector, WY_TYPE_INSPECTOR, id);

  if (!gtk_widget_get_visible (wy_test_child (inspector, WY_TYPE_INSPECTOR, "position_box"))
      || !gtk_widget_get_visible (label))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (label));
}

const char *
wy_test_grundy_text (WyInspector *inspector)
{
  return position_text (inspector, "pos_grundy");
}

const char *
wy_test_period_text (WyInspector *inspector)
{
  return position_text (inspector, "pos_period");
}

GtkWidget *
wy_test_status_label (WyInspector *inspector)
{
  return wy_test_child (inspector, WY_TYPE_INSPECTOR, "pos_status");
}

GArray *
wy_test_listed_moves (WyInspector *inspector)
{
  GtkWidget *list = wy_test_child (inspector, WY_TYPE_INSPECTOR, "moves_list");
  GArray *out = g_array_new (FALSE, FALSE, sizeof (WyPos));

  /* each row keeps the position a click on it goes to */
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      WyPos *pos = g_object_get_data (G_OBJECT (row), "wy-target");

      if (pos != NULL)
        g_array_append_val (out, *pos);
    }
  return out;
}

WyNumerationPanel *
wy_test_numeration_panel (WyInspector *inspector)
{
  return WY_NUMERATION_PANEL (wy_test_child (inspector, WY_TYPE_INSPECTOR, "numeration"));
}

GtkWidget *
wy_test_numeration_label (WyNumerationPanel *panel, WyNumerationPanelPart part)
{
  static const char *const ids[WY_NUMERATION_PANEL_N_PARTS] = {
    [WY_NUMERATION_PANEL_BASES] = "bases",
    [WY_NUMERATION_PANEL_EVEN] = "even",
    [WY_NUMERATION_PANEL_REP_X] = "rep_x",
    [WY_NUMERATION_PANEL_REP_Y] = "rep_y",
    [WY_NUMERATION_PANEL_PREDICTION] = "prediction",
    [WY_NUMERATION_PANEL_AGREEMENT] = "agreement",
  };

  g_assert_cmpuint (part, <, WY_NUMERATION_PANEL_N_PARTS);
  return wy_test_child (panel, WY_TYPE_NUMERATION_PANEL, ids[part]);
}

gboolean
wy_test_numeration_disagrees (WyNumerationPanel *panel)
{
  GtkWidget *agreement = wy_test_numeration_label (panel, WY_NUMERATION_PANEL_AGREEMENT);

  return gtk_widget_get_visible (GTK_WIDGET (panel))
         && gtk_widget_has_css_class (agreement, "error");
}

/* ---- a dialog's layout ---- */

static void
place_labels (GtkWidget *top, GtkWidget *widget, guint *above, guint *beside)
{
  GtkWidget *field = GTK_IS_LABEL (widget) ? gtk_label_get_mnemonic_widget (GTK_LABEL (widget))
                                           : NULL;
  graphene_rect_t l, f;

  /* a check box's own label names it from inside: not a field's label */
  if (field != NULL && gtk_widget_get_mapped (widget) && gtk_widget_get_mapped (field)
      && !gtk_widget_is_ancestor (widget, field)
      && gtk_widget_compute_bounds (widget, top, &l) && gtk_widget_compute_bounds (field, top, &f))
    {
      if (l.origin.y + l.size.height <= f.origin.y)
        (*above)++;
      else if (l.origin.x + l.size.width <= f.origin.x && l.origin.y < f.origin.y + f.size.height
               && f.origin.y < l.origin.y + l.size.height)
        (*beside)++;
      else
        g_error ("the label \"%s\" is neither above nor beside its field",
                 gtk_label_get_text (GTK_LABEL (widget)));
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    place_labels (top, c, above, beside);
}

gboolean
wy_test_labels_above (GtkWidget *top)
{
  guint above = 0, beside = 0;

  place_labels (top, top, &above, &beside);
  g_test_message ("%s: %u labels above their fields, %u beside", G_OBJECT_TYPE_NAME (top), above,
                  beside);
  g_assert_cmpuint (above + beside, >, 0);
  g_assert_true (above == 0 || beside == 0);
  return above > 0;
}

/* ---- a dialog's widgets ---- */

/* The widgets of type in top's tree, in order (transfer container). */
static GPtrArray *
descendants (GtkWidget *top, GType type, GPtrArray *out)
{
  if (out == NULL)
    out = g_ptr_array_new ();
  if (G_TYPE_CHECK_INSTANCE_TYPE (top, type))
    g_ptr_array_add (out, top);
  for (GtkWidget *c = gtk_widget_get_first_child (top); c; c = gtk_widget_get_next_sibling (c))
    descendants (c, type, out);
  return out;
}

GtkWidget *
wy_test_field (gpointer top, const char *label)
{
  g_autoptr (GPtrArray) labels = descendants (GTK_WIDGET (top), GTK_TYPE_LABEL, NULL);

  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *l = g_ptr_array_index (labels, i);

      if (gtk_label_get_mnemonic_widget (l) != NULL
          && g_str_equal (gtk_label_get_text (l), label))
        return gtk_label_get_mnemonic_widget (l);
    }
  g_error ("no field labelled “%s”", label);
  return NULL;
}

GtkDropTarget *
wy_test_drop_target (WyWindow *window)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (c))
        return GTK_DROP_TARGET (c);
    }
  g_error ("the window takes no drop");
  return NULL;
}

void
wy_test_assert_rule (WyWindow *window, const char *want)
{
  g_autofree char *rule = NULL;

  g_object_get (window, "rule", &rule, NULL);
  g_assert_cmpstr (rule, ==, want);
}

GtkWidget *
wy_test_shown_button (gpointer top, const char *label)
{
  g_autoptr (GPtrArray) buttons = descendants (GTK_WIDGET (top), GTK_TYPE_BUTTON, NULL);

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *b = g_ptr_array_index (buttons, i);

      if (gtk_widget_is_visible (b) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (b)), label) == 0)
        return b;
    }
  return NULL;
}

const char *
wy_test_shown_error (gpointer top)
{
  g_autoptr (GPtrArray) labels = descendants (GTK_WIDGET (top), GTK_TYPE_LABEL, NULL);

  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *l = g_ptr_array_index (labels, i);

      if (gtk_widget_has_css_class (l, "error") && gtk_widget_is_visible (l))
        return gtk_label_get_text (GTK_LABEL (l));
    }
  return NULL;
}

void
wy_test_click (GtkWidget *button)
{
  g_assert_true (gtk_widget_is_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  /* what a click does (gtk_widget_activate would wait for the button's pressed look) */
  g_signal_emit_by_name (button, "clicked");
}

/* ---- keys ---- */

GtkShortcut *
wy_test_find_shortcut (GtkWidget *widget, const char *accel, gboolean signals)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  guint key;
  GdkModifierType mods;
  g_autofree char *name = NULL;

  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  name = gtk_accelerator_name (key, mods);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      guint n = GTK_IS_SHORTCUT_CONTROLLER (c) ? g_list_model_get_n_items (G_LIST_MODEL (c)) : 0;

      for (guint k = 0; k < n; k++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (c), k);
          g_autofree char *text = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
          g_auto (GStrv) triggers = g_strsplit (text, "|", -1);

          if (g_strv_contains ((const char *const *) triggers, name)
              && (signals || !GTK_IS_SIGNAL_ACTION (gtk_shortcut_get_action (shortcut))))
            return g_steal_pointer (&shortcut);
        }
    }
  return NULL;
}

char *
wy_test_key_action (GtkWidget *widget, const char *accel)
{
  g_autoptr (GtkShortcut) shortcut = wy_test_find_shortcut (widget, accel, TRUE);
  GtkShortcutAction *a = shortcut ? gtk_shortcut_get_action (shortcut) : NULL;

  if (a == NULL)
    return NULL;
  if (GTK_IS_NAMED_ACTION (a))
    return g_strdup (gtk_named_action_get_action_name (GTK_NAMED_ACTION (a)));
  if (GTK_IS_SIGNAL_ACTION (a))
    return g_strdup_printf ("::%s", gtk_signal_action_get_signal_name (GTK_SIGNAL_ACTION (a)));
  return g_strdup ("");
}

/* ---- the game library ---- */

GPtrArray *
wy_test_library_rows (gpointer page)
{
  GtkWidget *list = wy_test_child (page, WY_TYPE_LIBRARY_PAGE, "list");
  GPtrArray *rows = g_ptr_array_new ();

  /* a row the search hides is not child-visible */
  for (GtkWidget *c = gtk_widget_get_first_child (list); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LIST_BOX_ROW (c) && gtk_widget_get_child_visible (c))
      g_ptr_array_add (rows, c);
  return rows;
}

char *
wy_test_library_row_name (GtkWidget *row)
{
  /* its labels: the title, "name · rule", the reference (when it has one), the claims */
  g_autoptr (GPtrArray) labels = descendants (row, GTK_TYPE_LABEL, NULL);
  const char *line, *dot;

  g_assert_cmpuint (labels->len, >=, 2);
  line = gtk_label_get_text (g_ptr_array_index (labels, 1));
  dot = strstr (line, " · ");
  return g_strndup (line, dot ? (gsize) (dot - line) : strlen (line));
}

GtkWidget *
wy_test_library_row (gpointer page, const char *name)
{
  g_autoptr (GPtrArray) rows = wy_test_library_rows (page);

  for (guint i = 0; i < rows->len; i++)
    {
      g_autofree char *row_name = wy_test_library_row_name (g_ptr_array_index (rows, i));

      if (g_str_equal (row_name, name))
        return g_ptr_array_index (rows, i);
    }
  return NULL;
}

GdkPaintable *
wy_test_library_picture (GtkWidget *row)
{
  g_autoptr (GPtrArray) images = descendants (row, GTK_TYPE_IMAGE, NULL);

  g_assert_cmpuint (images->len, ==, 1);
  return gtk_image_get_paintable (g_ptr_array_index (images, 0));
}

const char *
wy_test_library_claim (GtkWidget *row, guint i)
{
  g_autoptr (GPtrArray) labels = descendants (row, GTK_TYPE_LABEL, NULL);
  guint n = 0;

  /* after the title and the name line; the reference is plain text */
  for (guint k = 2; k < labels->len; k++)
    if (gtk_label_get_use_markup (g_ptr_array_index (labels, k)) && n++ == i)
      return gtk_label_get_text (g_ptr_array_index (labels, k));
  return NULL;
}

void
wy_test_library_open (gpointer page, const char *name)
{
  GtkWidget *row = wy_test_library_row (page, name);

  g_assert_nonnull (row);
  g_assert_true (gtk_widget_activate (row));
}

typedef struct {
  const char *text;
  gboolean    searched;
} Search;

static void
on_search_changed (GtkSearchEntry *entry, Search *search)
{
  /* (text set anew is first deleted: the empty search is reported at once) */
  search->searched = g_str_equal (gtk_editable_get_text (GTK_EDITABLE (entry)), search->text);
}

void
wy_test_library_search (gpointer page, const char *text)
{
  GtkWidget *entry = wy_test_child (page, WY_TYPE_LIBRARY_PAGE, "search");
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  Search search = { text, FALSE };
  gulong id;

  if (g_str_equal (gtk_editable_get_text (GTK_EDITABLE (entry)), text))
    return;
  id = g_signal_connect (entry, "search-changed", G_CALLBACK (on_search_changed), &search);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  /* the entry reports the search a moment after the typing stops */
  while (!search.searched)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      g_main_context_iteration (NULL, TRUE);
    }
  g_signal_handler_disconnect (entry, id);
}

gboolean
wy_test_library_at_rest (gpointer page)
{
  GtkWidget *status = wy_test_child (page, WY_TYPE_LIBRARY_PAGE, "status");

  return !gtk_widget_get_visible (status)
         || !g_str_has_suffix (gtk_label_get_text (GTK_LABEL (status)), "…");
}

/* ---- the side panels and the limit plot ---- */

char *
wy_test_sum_text (WySumPanel *panel)
{
  return g_strdup_printf ("%s\n%s\n%s\n%s",
                          wy_test_child_text (panel, WY_TYPE_SUM_PANEL, "components"),
                          wy_test_child_text (panel, WY_TYPE_SUM_PANEL, "result"),
                          wy_test_child_text (panel, WY_TYPE_SUM_PANEL, "moves"),
                          wy_test_child_text (panel, WY_TYPE_SUM_PANEL, "refusal"));
}

guint
wy_test_sum_n_components (WySumPanel *panel)
{
  return wy_test_get_uint (panel, "n-components");
}

const char *
wy_test_automaton_text (WyAutomatonPanel *panel)
{
  return wy_test_child_text (panel, WY_TYPE_AUTOMATON_PANEL, "result");
}

gboolean
wy_test_automaton_found (WyAutomatonPanel *panel)
{
  /* "Save as Walnut File…" offers the automaton found, and only one */
  return gtk_widget_get_sensitive (wy_test_child (panel, WY_TYPE_AUTOMATON_PANEL, "save_button"));
}

void
wy_test_automaton_system (WyAutomatonPanel *panel, guint index)
{
  GtkWidget *drop = wy_test_child (panel, WY_TYPE_AUTOMATON_PANEL, "base_drop_down");

  g_assert_cmpuint (index, <, g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (drop))));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), index);
}

const char *
wy_test_limit_summary (WyLimitWindow *plot)
{
  char *summary;

  /* kept on the window, so that the caller borrows it as it would a getter's */
  g_object_get (plot, "summary", &summary, NULL);
  g_object_set_data_full (G_OBJECT (plot), "wy-test-summary", summary, g_free);
  return summary;
}

/* Does a line of label's text break inside a position, "(6, 11)"? */
gboolean
wy_test_breaks_a_pair (GtkWidget *label, int width)
{
  g_autoptr (PangoLayout) layout = pango_layout_copy (gtk_label_get_layout (GTK_LABEL (label)));
  const char *text = pango_layout_get_text (layout);

  pango_layout_set_width (layout, width * PANGO_SCALE);
  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;
      gboolean in_pair = FALSE;   /* after a "(" and a digit, before its ")" */

      for (int i = 0; i < line->start_index + line->length; i++)
        in_pair = text[i] == '(' ? g_ascii_isdigit (text[i + 1]) : text[i] == ')' ? FALSE
                  : in_pair;
      if (in_pair)
        return TRUE;
    }
  return FALSE;
}
