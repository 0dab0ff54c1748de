/* wy-limit-window.h: the limit plot window (win.limit-plot). */
#pragma once

#include <gtk/gtk.h>

#include "wy-window.h"
#include "wy-game.h"

G_BEGIN_DECLS

/* Install "win.limit-plot": the plot of the window's current game. */
void       wy_limit_window_class_init (GtkWidgetClass *widget_class);
/* A window that computes x_n / n of game (n up to 10^6) in a thread and
 * draws it with wy_render_limit, or shows why there is no limit. The
 * series is the window's data "wy-series" once drawn. */
GtkWindow *wy_limit_window_new        (WyWindow *window, const WyGame *game);

G_END_DECLS
