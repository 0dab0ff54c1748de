/* wy-window-library.h: the window and the game library: a game file shown, the game shown as
 * a game file, a file opened (a game file or a figure), the Library and Save actions. */
#pragma once

#include "wy-game-file.h"
#include "wy-window.h"

G_BEGIN_DECLS

/* The extension of a game file (application/x-wythoff-game). */
#define WY_GAME_FILE_EXTENSION ".wygame"

/* Does the name end in .wygame (case ignored)? */
gboolean    wy_is_game_file_name        (const char *name);
/* Show a game file's game, board size, view and step (the style stays the user's), and say
 * so. */
void        wy_window_show_game_file    (WyWindow *self, const WyGameFile *file);
/* The game shown, with its board size, view and step, as a game file named name; NULL
 * with the core's message when the name is not a name or a value out of a file's range.
 * With name NULL: the core's suggestion of a name and title (NULL when no game is shown). */
WyGameFile *wy_window_to_game_file      (WyWindow *self, const char *name, GError **error);
/* Open a file: a game file (.wygame), else a figure with provenance (PNG, SVG, PDF);
 * FALSE with the error shown in the window. */
gboolean    wy_window_open_file         (WyWindow *self, GFile *file);
/* The Game Library over the window, wired to it: a game activated is shown, its Save
 * button saves the game shown (win.library presents it). */
GtkWindow  *wy_window_new_library_page  (WyWindow *self);
/* The Save to Library dialog for the game shown (win.save-to-library). */
GtkWindow  *wy_window_present_library_save (WyWindow *self);
/* win.library (Ctrl+B), win.save-to-library and win.open-figure (Ctrl+O: a figure or a game
 * file). */
void        _wy_window_library_class_init (GtkWidgetClass *widget_class);
/* A file dropped on the window opens. */
void        _wy_window_library_init    (WyWindow *self);

G_END_DECLS
