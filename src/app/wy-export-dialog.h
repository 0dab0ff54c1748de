/* wy-export-dialog.h: the Export Figure dialog (issue 4); the file choosers beside it. */
#pragma once

#include <gtk/gtk.h>
#include "wy-export.h"
#include "wy-render-heaps3.h"
#include "wy-file-choosers.h"

G_BEGIN_DECLS

#define WY_TYPE_EXPORT_DIALOG (wy_export_dialog_get_type ())
G_DECLARE_FINAL_TYPE (WyExportDialog, wy_export_dialog, WY, EXPORT_DIALOG, GtkWindow)

/* Show the dialog for the solution's board as the window draws it (options: view, step,
 * selection); the formula and Grundy views draw the solution's formula and classes. */
WyExportDialog *wy_export_dialog_present (GtkWindow *parent, WySolution *solution,
                                          const WyRenderOptions *options);
/* The board is the slice axis = k of a three-heap game's cube: its caption and file name
 * say which. */
void            wy_export_dialog_set_slice   (WyExportDialog *self, WyAxis axis, guint k);
/* Export the 3-D view of a three-heap game's cube as the window draws it (view: its turn,
 * step, slice and selection) instead of the board: PNG, SVG or PDF, in the style and with
 * the key the dialog chooses. */
void            wy_export_dialog_set_cube    (WyExportDialog *self, WyBoard *cube,
                                              const WyCubeOptions *view);
/* The options the dialog would export with; FALSE with an error when out of range. */
gboolean        wy_export_dialog_get_options (WyExportDialog *self, WyExportOptions *options,
                                              GError **error);

/* Export to filename in a worker thread, with progress in the dialog; it
 * closes when done, shows the error otherwise. Closing or Cancel stops it
 * and removes what it had begun. */
void            wy_export_dialog_write_async (WyExportDialog *self, const char *filename);
/* The Export dialog over parent whose export is under way (not a reference), or NULL: a
 * window asks before it closes over one. Closing the dialog stops its export. */
WyExportDialog *wy_export_dialog_get_exporting (GtkWindow *parent);
/* The file it writes, or last wrote (NULL before the first export). */
const char     *wy_export_dialog_get_path    (WyExportDialog *self);

G_END_DECLS
