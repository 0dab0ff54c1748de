/* wy-shortcuts.h: every keyboard shortcut of the window, in one table that the actions and
 * the help overlay share. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Install them: accelerators on the application, bindings on the class,
 * step keys as a window controller. */
void       wy_shortcuts_set_accels       (GtkApplication *app);
void       wy_shortcuts_add_bindings     (GtkWidgetClass *widget_class);
void       wy_shortcuts_add_step_keys    (GtkWidget *window,
                                          gboolean (*allowed) (GtkWidget *window,
                                                               const char *action));
/* The Keyboard Shortcuts window, built from the table. */
GtkWindow *wy_shortcuts_new_help_overlay (void);

G_END_DECLS
