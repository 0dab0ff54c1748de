/* wy-paper-gallery.c: the Paper Figures gallery: every figure and table of the seed papers with a thumbnail and its caption; a row opens the board at the item's game, size and step. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-paper-gallery.h"
#include "wy-window-private.h"

#define THUMB_PX 112
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

/* The item's board drawn small, as the export would draw it. */
static GdkTexture *
thumbnail (const WyPaperItem *item)
{
  g_autoptr (WyGame) game = wy_game_parse (item->games[0].rule, NULL);
  g_autoptr (WySolution) solution = NULL;
  g_autoptr (GBytes) bytes = NULL;
  WyQuery query = { 0 };
  WyBoard *board;
  WyRenderOptions r;
  WyLayout layout;
  cairo_surface_t *surface;
  cairo_t *cr;
  GdkTexture *texture;
  int height = wy_game_is_one_pile (game) ? THUMB_PX / 3 : THUMB_PX;

  wy_render_options_init (&r);
  r.style = WY_STYLE_PAPER;
  r.view = item_view (item);
  r.axes = FALSE;
  query.size = item_size (item);
  query.needs = WY_NEED_ELIMINATION | (r.view == WY_VIEW_GRUNDY ? WY_NEED_GRUNDY : 0)
                | (r.view == WY_VIEW_FORMULA ? WY_NEED_FORMULA : 0);
  solution = wy_solve (game, &query, NULL);
  if (!solution)
    return NULL;
  board = wy_solution_get_board (solution);
  r.formula_ppos = wy_solution_get_formula_ppos (solution);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, THUMB_PX, height);
  cr = cairo_create (surface);
  wy_layout_fit (board, &r, THUMB_PX, height, &layout);
  wy_render_draw (cr, board, &r, &layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * height);
  texture = gdk_memory_texture_new (THUMB_PX, height, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  return texture;
}

static GtkWidget *
item_row (const WyPaperItem *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *id = gtk_label_new (item->id);
  g_autofree char *caption = wy_paper_caption_plain (item->caption);
  GtkWidget *label = gtk_label_new (caption);
  g_autoptr (GdkTexture) texture = thumbnail (item);
  GtkWidget *picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_widget_set_size_request (picture, THUMB_PX, THUMB_PX / 3);
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), FALSE);
  gtk_widget_add_css_class (id, "heading");
  gtk_label_set_xalign (GTK_LABEL (id), 0);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_box_append (GTK_BOX (text), id);
  gtk_box_append (GTK_BOX (text), label);
  gtk_box_append (GTK_BOX (box), picture);
  gtk_box_append (GTK_BOX (box), text);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data (G_OBJECT (row), "wy-paper-item", (gpointer) item);
  return row;
}

void
wy_paper_gallery_open_item (WyWindow *window, const WyPaperItem *item)
{
  WyProvenance prov = { 0 };

  prov.game = (char *) item->games[0].rule;
  prov.size = item_size (item);
  prov.step = item->step;
  prov.view = item_view (item);
  prov.style = WY_STYLE_PAPER;
  prov.axes = TRUE;
  wy_window_apply_provenance (window, &prov);
}

static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, GtkWindow *gallery)
{
  WyWindow *window = g_object_get_data (G_OBJECT (gallery), "wy-window");
  const WyPaperItem *item = g_object_get_data (G_OBJECT (row), "wy-paper-item");

  wy_paper_gallery_open_item (window, item);
  gtk_window_destroy (gallery);
}

GtkWindow *
wy_paper_gallery_new (WyWindow *window)
{
  GtkWidget *gallery = gtk_window_new ();
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkWidget *list = gtk_list_box_new ();
  guint n;
  const WyPaperItem *items = wy_paper_items (&n);

  gtk_window_set_title (GTK_WINDOW (gallery), _("Paper Figures"));
  gtk_window_set_transient_for (GTK_WINDOW (gallery), GTK_WINDOW (window));
  gtk_window_set_default_size (GTK_WINDOW (gallery), 640, 600);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (gallery), TRUE);
  gtk_list_box_set_activate_on_single_click (GTK_LIST_BOX (list), TRUE);
  /* every item with a board (001:table3, the limits, has none) */
  for (guint i = 0; i < n; i++)
    if (wy_paper_item_n_games (&items[i]) > 0)
      gtk_list_box_append (GTK_LIST_BOX (list), item_row (&items[i]));
  g_object_set_data (G_OBJECT (gallery), "wy-window", window);
  g_object_set_data (G_OBJECT (gallery), "wy-list", list);
  g_signal_connect (list, "row-activated", G_CALLBACK (on_row_activated), gallery);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), list);
  gtk_window_set_child (GTK_WINDOW (gallery), scroll);
  return GTK_WINDOW (gallery);
}

static void
open_gallery (GtkWidget *widget, const char *action, GVariant *parameter)
{
  gtk_window_present (wy_paper_gallery_new (WY_WINDOW (widget)));
}

void
wy_paper_gallery_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.paper-gallery", NULL, open_gallery);
}
