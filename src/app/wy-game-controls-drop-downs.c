/* wy-game-controls-drop-downs.c: the picker's family and reading drop-downs, in two looks. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-game.h"
#include "wy-game-controls-private.h"
#include "wy-ui-strings.h"

/* A drop-down item's labels: its name, and in the list a dimmed caption
 * below it (*caption; NULL on the compact button, whose name is centred on
 * the header's line). Returns the name. */
static GtkWidget *
set_item_labels (GtkListItem *item, gboolean compact, int spacing, GtkWidget **caption)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, spacing);
  GtkWidget *name = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_box_append (GTK_BOX (box), name);
  *caption = NULL;
  if (compact)
    gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  else
    {
      *caption = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (*caption), 0);
      gtk_widget_add_css_class (*caption, "dim-label");
      gtk_widget_add_css_class (*caption, "caption");
      gtk_box_append (GTK_BOX (box), *caption);
    }
  gtk_list_item_set_child (item, box);
  g_object_set_data (G_OBJECT (item), "wy-labels", box);
  return name;
}

static GtkWidget *
item_labels (GtkListItem *item)
{
  return g_object_get_data (G_OBJECT (item), "wy-labels");
}

static void
family_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer compact)
{
  GtkWidget *rule;
  GtkWidget *title = set_item_labels (item, compact != NULL, 0, &rule);

  /* Short symbols, never ellipsized: Pango 1.50 warns on ellipsized
   * sub- and superscripts, and the header bar gives its start box no
   * more than the minimum. */
  if (compact)
    gtk_label_set_width_chars (GTK_LABEL (title), 11);
}

/* The button shows the family's symbol, the list its name and title. */
static void
family_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer compact)
{
  GtkWidget *title = gtk_widget_get_first_child (item_labels (item));
  GtkWidget *rule = gtk_widget_get_next_sibling (title);
  GtkStringObject *name = gtk_list_item_get_item (item);
  g_autofree char *line = NULL;
  WyFamily family;

  if (name == NULL || !wy_family_from_name (gtk_string_object_get_string (name), &family))
    return;
  if (compact)
    {
      wy_ui_label_set_math (title, wy_family_get_symbol (family));
      return;
    }
  gtk_label_set_text (GTK_LABEL (title), wy_family_get_menu_name (family));
  line = g_strdup_printf ("%s · %s", wy_family_get_symbol (family), wy_family_get_name (family));
  wy_ui_label_set_math (rule, line);
}

static GtkListItemFactory *
item_factory (GCallback setup, GCallback bind, gboolean compact)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", setup, GINT_TO_POINTER (compact));
  g_signal_connect (factory, "bind", bind, GINT_TO_POINTER (compact));
  return factory;
}

/* The list's rows end in a check mark on the drop-down's choice, as GTK's own list does. */
static void
check_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer drop)
{
  GtkWidget *labels = gtk_list_item_get_child (item);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_widget_set_hexpand (labels, TRUE);
  g_object_ref (labels);
  gtk_list_item_set_child (item, row);
  gtk_box_append (GTK_BOX (row), labels);
  g_object_unref (labels);
  gtk_box_append (GTK_BOX (row), check);
}

static void
check_sync (GtkDropDown *drop, GParamSpec *pspec, GtkListItem *item)
{
  GtkWidget *check = gtk_widget_get_last_child (gtk_list_item_get_child (item));

  gtk_widget_set_opacity (check,
                          gtk_list_item_get_position (item) == gtk_drop_down_get_selected (drop));
}

static void
check_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer drop)
{
  g_signal_connect_object (drop, "notify::selected", G_CALLBACK (check_sync), item, 0);
  check_sync (drop, NULL, item);
}

static void
check_unbind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer drop)
{
  g_signal_handlers_disconnect_by_func (drop, check_sync, item);
}

/* A drop-down of names in two looks from one setup and bind pair: compact
 * on the button, in full in the list. */
/* A template's drop-down gets its N names and its two looks: compact on
 * the button, full in the list with a check mark on the choice. */
static void
set_drop_down_items (GtkWidget *drop, guint n, const char *(*name) (guint), GCallback setup,
                     GCallback bind)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr (GtkListItemFactory) compact = item_factory (setup, bind, TRUE);
  g_autoptr (GtkListItemFactory) full = item_factory (setup, bind, FALSE);

  for (guint i = 0; i < n; i++)
    gtk_string_list_append (names, name (i));

  g_signal_connect (full, "setup", G_CALLBACK (check_setup), drop);
  g_signal_connect (full, "bind", G_CALLBACK (check_bind), drop);
  g_signal_connect (full, "unbind", G_CALLBACK (check_unbind), drop);

  gtk_drop_down_set_model (GTK_DROP_DOWN (drop), G_LIST_MODEL (names));
  gtk_drop_down_set_factory (GTK_DROP_DOWN (drop), compact);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (drop), full);
}

static void
reading_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer compact)
{
  GtkWidget *text;

  set_item_labels (item, compact != NULL, 2, &text);
  if (text != NULL)
    {
      gtk_label_set_wrap (GTK_LABEL (text), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (text), 52);
      gtk_label_set_width_chars (GTK_LABEL (text), 52);
    }
}

/* The button shows the reading's name; the list also what it blocks. */
static void
reading_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer compact)
{
  GtkWidget *name = gtk_widget_get_first_child (item_labels (item));
  GtkWidget *text = gtk_widget_get_next_sibling (name);
  guint reading = gtk_list_item_get_position (item);

  if (reading >= WY_N_READINGS)
    return;
  gtk_label_set_text (GTK_LABEL (name), wy_ui_reading_name (reading));
  if (text != NULL)
    gtk_label_set_text (GTK_LABEL (text), wy_ui_reading_explanation (reading));
}

/* The tooltip and the accessible description explain the chosen reading. */
static void
explain_reading (GtkWidget *drop)
{
  guint reading = gtk_drop_down_get_selected (GTK_DROP_DOWN (drop));
  g_autofree char *tip = NULL;

  if (reading >= WY_N_READINGS)
    return;
  tip = g_strdup_printf (_("Reading of the blocking rule: %s (reading=%s). %s"),
                         wy_ui_reading_name (reading), wy_reading_get_name (reading),
                         wy_ui_reading_explanation (reading));
  gtk_widget_set_tooltip_text (drop, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  wy_ui_reading_explanation (reading), -1);
}

void
_wy_game_controls_setup_reading_drop_down (GtkWidget *drop)
{
  set_drop_down_items (drop, WY_N_READINGS, (const char *(*) (guint)) wy_reading_get_name,
                       G_CALLBACK (reading_setup), G_CALLBACK (reading_bind));
  explain_reading (drop);
  g_signal_connect (drop, "notify::selected", G_CALLBACK (explain_reading), NULL);
}

void
_wy_game_controls_setup_family_drop_down (GtkWidget *drop)
{
  set_drop_down_items (drop, WY_N_FAMILIES, (const char *(*) (guint)) wy_family_get_name,
                       G_CALLBACK (family_setup), G_CALLBACK (family_bind));
}
