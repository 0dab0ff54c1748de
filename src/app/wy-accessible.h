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

/* GTK 4.8's list box takes Tab to its next row: through a long list (the library, the
 * papers' figures, a position's moves) Tab would take one press a row. Tab and Shift+Tab
 * leave the list; the arrows move in it. */
void wy_accessible_tab_leaves_list (GtkWidget *list);

/* Down in a search field (field) goes to the first row its list shows, as in GNOME's
 * searches; GTK 4.8 rings the bell there. */
void wy_accessible_down_enters_list (GtkWidget *field, GtkWidget *list);

/* Enter in any text field under root (an entry's, a spin button's, whose value it takes
 * first) presses the window's default button, as in a GTK dialog; not in a drop-down's
 * search. */
void wy_accessible_enter_activates_default (GtkWidget *root);

G_END_DECLS
