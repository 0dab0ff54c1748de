/* wy-accessible.c: what screen readers hear of the widgets GTK 4.8 names poorly. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-accessible.h"

/* "C_lear Sum" -> "Clear Sum"; "__" is an underscore. */
static char *
without_mnemonic (const char *label)
{
  GString *out = g_string_new (NULL);

  for (const char *c = label; *c; c++)
    {
      if (*c == '_' && c[1] != '\0')
        c++;
      g_string_append_c (out, *c);
    }
  return g_string_free (out, FALSE);
}

/* GTK 4.8 names a widget by its label property and then by the widgets
 * that label it: a button's label property is its raw "_Cancel", and its
 * text child labels it again. One clean name, no relation. */
static void
name_once (GtkWidget *widget, const char *label)
{
  g_autofree char *name = without_mnemonic (label);

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

static GtkWidget *
drop_down_button (GtkWidget *drop)
{
  for (GtkWidget *c = gtk_widget_get_first_child (drop); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_TOGGLE_BUTTON (c))
      return c;
  return NULL;
}

/* What a button that shows this icon alone does (NULL: an icon of ours, named where used). */
static const char *
icon_label (const char *icon)
{
  if (g_strcmp0 (icon, "window-close-symbolic") == 0)
    return _("Close");
  if (g_strcmp0 (icon, "edit-find-symbolic") == 0)
    return _("Search");
  return NULL;
}

/* labels: FALSE, the drop-downs' buttons named by their drop-downs; TRUE,
 * by the field labels that name the drop-down ("_Format"), which win. */
static void
name_tree (GtkWidget *root, gboolean labels)
{
  if (!labels && GTK_IS_BUTTON (root) && gtk_button_get_use_underline (GTK_BUTTON (root))
      && gtk_button_get_label (GTK_BUTTON (root)) != NULL)
    name_once (root, gtk_button_get_label (GTK_BUTTON (root)));
  if (!labels && GTK_IS_CHECK_BUTTON (root)
      && gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (root))
      && gtk_check_button_get_label (GTK_CHECK_BUTTON (root)) != NULL)
    name_once (root, gtk_check_button_get_label (GTK_CHECK_BUTTON (root)));
  /* GTK's buttons that show an icon only (read "GtkImage"): an info bar's close button,
   * the Keyboard Shortcuts window's search */
  if (!labels && GTK_IS_BUTTON (root) && gtk_button_get_label (GTK_BUTTON (root)) == NULL
      && icon_label (gtk_button_get_icon_name (GTK_BUTTON (root))) != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    icon_label (gtk_button_get_icon_name (GTK_BUTTON (root))), -1);
  if (!labels && GTK_IS_DROP_DOWN (root) && drop_down_button (root) != NULL)
    gtk_accessible_update_relation (GTK_ACCESSIBLE (drop_down_button (root)),
                                    GTK_ACCESSIBLE_RELATION_LABELLED_BY, root, NULL, -1);
  if (labels && GTK_IS_LABEL (root))
    {
      GtkWidget *field = gtk_label_get_mnemonic_widget (GTK_LABEL (root));
      GtkWidget *button = GTK_IS_DROP_DOWN (field) ? drop_down_button (field) : NULL;

      if (button != NULL)
        gtk_accessible_update_relation (GTK_ACCESSIBLE (button),
                                        GTK_ACCESSIBLE_RELATION_LABELLED_BY, root, NULL, -1);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    name_tree (c, labels);
}

void
wy_accessible_name_tree (GtkWidget *root)
{
  name_tree (root, FALSE);
  name_tree (root, TRUE);
}

GtkEventController *
wy_accessible_escape_closes (void)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  return keys;
}

/* The last (or first) row shown. */
static GtkWidget *
edge_row (GtkWidget *list, gboolean first)
{
  for (GtkWidget *c = first ? gtk_widget_get_first_child (list) : gtk_widget_get_last_child (list);
       c; c = first ? gtk_widget_get_next_sibling (c) : gtk_widget_get_prev_sibling (c))
    if (GTK_IS_LIST_BOX_ROW (c) && gtk_widget_get_visible (c) && gtk_widget_get_child_visible (c)
        && gtk_widget_get_focusable (c))
      return c;
  return NULL;
}

/* Tab from a row: from the last row, so that the window's Tab, which follows, leaves the
 * list; Shift+Tab from the first. */
static gboolean
on_list_key (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
             GtkWidget *list)
{
  gboolean back = keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK);
  GtkWidget *edge;

  if ((keyval != GDK_KEY_Tab && keyval != GDK_KEY_KP_Tab && keyval != GDK_KEY_ISO_Left_Tab)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return FALSE;
  edge = edge_row (list, back);
  if (edge != NULL && gtk_widget_get_focus_child (list) != NULL)
    gtk_widget_grab_focus (edge);
  return FALSE;
}

void
wy_accessible_tab_leaves_list (GtkWidget *list)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_return_if_fail (GTK_IS_LIST_BOX (list));
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_list_key), list);
  gtk_widget_add_controller (list, keys);
}

static gboolean
on_field_key (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
              GtkWidget *list)
{
  GtkWidget *first;

  if ((keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down)
      || (state & (GDK_SHIFT_MASK | GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return FALSE;
  first = edge_row (list, TRUE);
  return first != NULL && gtk_widget_grab_focus (first);
}

void
wy_accessible_down_enters_list (GtkWidget *field, GtkWidget *list)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_return_if_fail (GTK_IS_LIST_BOX (list));
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_field_key), list);
  gtk_widget_add_controller (field, keys);
}

void
wy_accessible_enter_activates_default (GtkWidget *root)
{
  if (GTK_IS_POPOVER (root))
    return;
  if (GTK_IS_TEXT (root))
    gtk_text_set_activates_default (GTK_TEXT (root), TRUE);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    wy_accessible_enter_activates_default (c);
}
