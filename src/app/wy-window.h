/* wy-window.h: the main window. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The game a new window shows before any setting or argument. */
#define WY_WINDOW_DEFAULT_RULE "wyt:a=1,b=2"
/* The largest board the window shows (and opens from a figure). */
#define WY_WINDOW_SIZE_MAX 100000u

#define WY_TYPE_WINDOW (wy_window_get_type ())
G_DECLARE_FINAL_TYPE (WyWindow, wy_window, WY, WINDOW, AdwApplicationWindow)

WyWindow *wy_window_new (GtkApplication *application);

G_END_DECLS
