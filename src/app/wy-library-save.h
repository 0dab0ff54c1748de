/* wy-library-save.h: the Save to Library dialog: the window's game stored as a game file in
 * the user's library folder, under a name the user gives. */
#pragma once

#include <gtk/gtk.h>

#include "wy-game-file.h"

G_BEGIN_DECLS

/* The game source shows as a game file named name; with name NULL, a suggestion (a name
 * made from the rule, and a title), or NULL when source shows no game. */
typedef WyGameFile *(*WyLibraryMakeFile) (GObject *source, const char *name, GError **error);
/* Called after a save with the name given and the path written. */
typedef void (*WyLibrarySaved) (GObject *owner, const char *name, const char *path);

/* A dialog over parent asking a name (make's suggestion) and a title for the game source
 * shows (its "rule" property names it); Save writes it (atomically, never over a file of
 * the same name), then calls saved (owner) while owner lives. A refused name or a failed
 * write is one message in the dialog, which stays open. */
GtkWindow *wy_library_save_present (GtkWindow *parent, GObject *source, WyLibraryMakeFile make,
                                    WyLibrarySaved saved, GObject *owner);

G_END_DECLS
