/* wy-file-choosers.h: the file choosers of figures: where an export goes, which figure or
 * game file opens. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A modal file chooser over parent that asks where to export, name
 * suggested; on_response gets its "response" with data. It starts in the
 * folder of the last file accepted this session, else Pictures, else home. */
GtkFileChooserNative *wy_export_chooser_show (GtkWindow *parent, const char *title,
                                              const char *name, GCallback on_response,
                                              gpointer data);
/* The next chooser starts in file's folder (a chooser's accepted file, remembered). */
void                  wy_export_chooser_remember (GFile *file);

/* The suffix of a game file the open dialog offers (wy-window-library.h's extension). */
#define WY_OPEN_GAME_FILE_SUFFIX "wygame"
/* Ask for a figure this program wrote (PNG, SVG, PDF) or a game file; the file chosen is
 * the window's to open (wy_window_open_file). */
void            wy_open_file_async       (GtkWindow *parent, GAsyncReadyCallback callback,
                                          gpointer user_data);
/* The file chosen (a new reference), or NULL when the user cancelled. */
GFile          *wy_open_file_finish      (GAsyncResult *result);

G_END_DECLS
