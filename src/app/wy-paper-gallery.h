/* wy-paper-gallery.h: the Paper Figures gallery window (win.paper-gallery). */
#pragma once

#include <gtk/gtk.h>

#include "wy-paper-items.h"
#include "wy-window.h"

G_BEGIN_DECLS

/* Install the window action "win.paper-gallery" that opens the gallery. */
void        wy_paper_gallery_class_init (GtkWidgetClass *widget_class);

/* A window listing every item of the catalogue that has a board (thumbnail
 * and caption);
 * activating a row opens the board of that item in window and closes it. */
GtkWindow  *wy_paper_gallery_new        (WyWindow *window);
/* Open item in window: its game, size, step and view (what a row does). */
void        wy_paper_gallery_open_item  (WyWindow *window, const WyPaperItem *item);

G_END_DECLS
