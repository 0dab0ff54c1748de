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

/* For tests: show the rows that match text as the search field does (words, each in
 * the name, title, rule, authors, reference or A-numbers, case ignored). */
void       wy_library_page_search     (WyLibraryPage *self, const char *text);
/* The game files of the rows shown, in order (transfer container). */
GPtrArray *wy_library_page_shown      (WyLibraryPage *self);
/* Thumbnails and claim checks not yet done. */
guint      wy_library_page_pending    (WyLibraryPage *self);
/* Activate the first row shown whose file has this name; FALSE when none. */
gboolean   wy_library_page_open       (WyLibraryPage *self, const char *name);
/* The status line: the claims' checking, then how many hold. */
const char   *wy_library_page_get_status    (WyLibraryPage *self);
/* The thumbnail a row shows (NULL before it is drawn). */
GdkPaintable *wy_library_page_get_thumbnail (WyLibraryPage *self, const char *name);
/* The text a row shows for its claim i (after the checks: the verdict found). */
char      *wy_library_page_claim_text (WyLibraryPage *self, const char *name, guint i);

G_END_DECLS
