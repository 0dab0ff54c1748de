/* wy-limit-window.h: the limit plot window: x_n / n of a game against log n, its limit, export. */
#pragma once

#include <gtk/gtk.h>

#include "wy-game.h"
#include "wy-limit.h"

G_BEGIN_DECLS

#define WY_TYPE_LIMIT_WINDOW (wy_limit_window_get_type ())
G_DECLARE_FINAL_TYPE (WyLimitWindow, wy_limit_window, WY, LIMIT_WINDOW, GtkWindow)

/* A window over parent that computes x_n / n of game (n up to 10^6) in a
 * thread and draws it with wy_render_limit, says the last value and whether
 * the limit is proved or only conjectured, and exports the plot; or says
 * why there is no plot. Escape and Ctrl+W close it. */
WyLimitWindow       *wy_limit_window_new         (GtkWindow *parent, const WyGame *game);
/* Write the plot, the format from the file's extension (.png, .svg, .pdf, .tex). */
gboolean             wy_limit_window_export      (WyLimitWindow *self, const char *filename,
                                                  GError **error);

G_END_DECLS
