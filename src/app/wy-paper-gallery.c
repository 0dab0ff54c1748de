/* wy-paper-gallery.c: the Paper Figures gallery: every figure and table of the seed papers with a thumbnail and its caption; a row opens the board at the item's game, size and step. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-paper-gallery.h"
#include "wy-solution.h"
#include "wy-thumbnail.h"
#include "wy-ui-strings.h"

#define THUMB_PX 112

struct _WyPaperGallery {
  GtkWindow  parent_instance;

  GtkWidget *list;       /* template child */
};

G_DEFINE_FINAL_TYPE (WyPaperGallery, wy_paper_gallery, GTK_TYPE_WINDOW)

enum { ITEM_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* Table items open the board of their first game at this side. */
#define TABLE_SIDE 32u

static guint
item_size (const WyPaperItem *item)
{
  return wy_paper_item_has_figure (item) ? item->size : TABLE_SIDE;
}

static WyView
item_view (const WyPaperItem *item)
{
  WyView view = WY_VIEW_OUTCOME;

  if (item->view)
    wy_view_from_name (item->view, &view);
  return view;
}

void
wy_paper_item_view_of (const WyPaperItem *item, guint *size, WyView *view)
{
  *size = item_size (item);
  *view = item_view (item);
}

/* The item's board drawn small, as the export would draw it, in black and white. */
static GdkTexture *
thumbnail (const WyPaperItem *item)
{
  g_autoptr (WyGame) game = wy_game_parse (item->games[0].rule, NULL);
  WyThumbnailSpec spec = { .view = item_view (item), .style = WY_STYLE_PAPER,
                           .size = item_size (item), .width = THUMB_PX };

  return wy_thumbnail_new (game, &spec, NULL);
}

static GtkWidget *
item_row (const WyPaperItem *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *id = gtk_label_new (item->id);
  /* the caption in the user's language (the catalogue marks them N_) */
  g_autofree char *caption = wy_paper_caption_plain (_(item->caption));
  GtkWidget *label = gtk_label_new (NULL);
  g_autoptr (GdkTexture) texture = thumbnail (item);
  GtkWidget *picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_widget_set_size_request (picture, THUMB_PX, THUMB_PX / 3);
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), FALSE);
  gtk_widget_add_css_class (id, "heading");
  gtk_label_set_xalign (GTK_LABEL (id), 0);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* the paper's notation with its sub- and superscripts, in a column as
   * wide as the window gives, down to a phone's (360 px) */
  wy_ui_label_set_math (label, caption);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 70);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (text), id);
  gtk_box_append (GTK_BOX (text), label);
  gtk_box_append (GTK_BOX (box), picture);
  gtk_box_append (GTK_BOX (box), text);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  /* GTK 4.8 names a row by no text inside it: a screen reader reads its id and caption */
  {
    g_autofree char *said = wy_ui_math_speech (caption);
    g_autofree char *name = g_strdup_printf ("%s. %s", item->id, said);

    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  }
  g_object_set_data (G_OBJECT (row), "wy-paper-item", (gpointer) item);
  return row;
}

static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, WyPaperGallery *self)
{
  const WyPaperItem *item = g_object_get_data (G_OBJECT (row), "wy-paper-item");

  g_signal_emit (self, signals[ITEM_ACTIVATED], 0, item);
  gtk_window_destroy (GTK_WINDOW (self));
}

GtkWindow *
wy_paper_gallery_new (GtkWindow *parent)
{
  WyPaperGallery *self = g_object_new (WY_TYPE_PAPER_GALLERY, "transient-for", parent, NULL);
  guint n;
  const WyPaperItem *items = wy_paper_items (&n);

  /* every item with a board (001:table3, the limits, has none) */
  for (guint i = 0; i < n; i++)
    if (wy_paper_item_n_games (&items[i]) > 0)
      gtk_list_box_append (GTK_LIST_BOX (self->list), item_row (&items[i]));
  return GTK_WINDOW (self);
}

static void
wy_paper_gallery_class_init (WyPaperGalleryClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/wythoff/Lattice/ui/wy-paper-gallery.ui");
  /* A row was activated: its item (a const WyPaperItem *) is to be shown. */
  signals[ITEM_ACTIVATED] = g_signal_new ("item-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          1, G_TYPE_POINTER);
  gtk_widget_class_bind_template_child (widget_class, WyPaperGallery, list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close",
                                       NULL);
}

static void
wy_paper_gallery_init (WyPaperGallery *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* the list, for tests */
  g_object_set_data (G_OBJECT (self), "wy-list", self->list);
}
