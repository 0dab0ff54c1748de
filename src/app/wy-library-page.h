/* wy-library-page.h: the Game Library window (win.library): every game file of the library,
 * shipped and the user's, searchable, with thumbnails and the claims' verdicts. */
#pragma once

#include <gtk/gtk.h>

#include "wy-game-file.h"

G_BEGIN_DECLS

#define WY_TYPE_LIBRARY_PAGE (wy_library_page_get_type ())
G_DECLARE_FINAL_TYPE (WyLibraryPage, wy_library_page, WY, LIBRARY_PAGE, GtkWindow)

/* The thumbnails' width in pixels, and the largest board side they show. */
#define WY_LIBRARY_THUMB_PX 96
#define WY_LIBRARY_THUMB_SIDE 64u

/* A window over parent listing the library (wy_library_list): a row per game file with
 * its thumbnail (drawn in a worker, cached), title, name, rule, reference and claims;
 * the claims are checked in a worker (wy-library-claims.h). Activating a row emits
 * game-activated (the WyGameFile) and closes the library, as Escape and Ctrl+W do; its
 * Save button emits save-requested. The window wires both (wy_window_new_library_page). */
GtkWindow *wy_library_page_new        (GtkWindow *parent);
/* List the library again (after a save). */
void       wy_library_page_reload     (WyLibraryPage *self);

G_END_DECLS
