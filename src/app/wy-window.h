/* wy-window.h: the main window. */
#pragma once

#include <adwaita.h>

#include "wy-paper-items.h"

G_BEGIN_DECLS

/* The game a new window shows before any setting or argument. */
#define WY_WINDOW_DEFAULT_RULE "wyt:a=1,b=2"
/* The largest board the window shows (and opens from a figure). */
#define WY_WINDOW_SIZE_MAX 100000u

#define WY_TYPE_WINDOW (wy_window_get_type ())
G_DECLARE_FINAL_TYPE (WyWindow, wy_window, WY, WINDOW, AdwApplicationWindow)

WyWindow *wy_window_new (GtkApplication *application);
/* Show an item of the papers' catalogue: its game, board size, step and
 * view (the style stays the user's), and say so. */
void      wy_window_show_paper_item (WyWindow *self, const WyPaperItem *item);
/* The Paper Figures gallery over the window, its activated item shown in it. */
GtkWindow *wy_window_new_paper_gallery (WyWindow *self);

G_END_DECLS
