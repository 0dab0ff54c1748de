/* wy-paper-gallery.h: the Paper Figures gallery window (win.paper-gallery). */
#pragma once

#include <gtk/gtk.h>

#include "wy-paper-items.h"
#include "wy-render.h"

G_BEGIN_DECLS

#define WY_TYPE_PAPER_GALLERY (wy_paper_gallery_get_type ())
G_DECLARE_FINAL_TYPE (WyPaperGallery, wy_paper_gallery, WY, PAPER_GALLERY, GtkWindow)

/* A window over parent listing every item of the catalogue that has a
 * board (thumbnail and caption); activating a row emits "item-activated"
 * (the const WyPaperItem *, as a pointer: the window shows it) and closes
 * the gallery, as Escape and Ctrl+W do. */
GtkWindow  *wy_paper_gallery_new        (GtkWindow *parent);
/* The game, size, step and view the window shows for item. */
void        wy_paper_item_view_of       (const WyPaperItem *item, guint *size, WyView *view);

G_END_DECLS
