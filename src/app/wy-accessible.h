/* wy-accessible.h: what screen readers hear of the widgets GTK 4.8 names poorly. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Under root: a button with a mnemonic ("_Cancel") is named by its text
 * alone ("Cancel", not "_Cancel Cancel"), and the button inside a drop-down
 * by the drop-down ("View", not "GtkToggleButton"). Call it once the
 * widgets are built; a drop-down's name is its accessible label. */
void wy_accessible_name_tree (GtkWidget *root);

/* A controller for a plain window that is a dialog: Escape closes it ("window.close"), as
 * it closes GTK's dialogs, for those who cannot reach its Cancel button. */
GtkEventController *wy_accessible_escape_closes (void);

G_END_DECLS
