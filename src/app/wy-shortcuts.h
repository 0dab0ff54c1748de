/* wy-shortcuts.h: every keyboard shortcut of the window, in one table that the actions,
 * the help overlay and the tests share. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum {
  WY_SHORTCUT_ACCEL,    /* an application accelerator: also shown in the menus */
  WY_SHORTCUT_STEP,     /* a window key that yields to text fields and lists */
  WY_SHORTCUT_BINDING,  /* a key binding of the window class */
  WY_SHORTCUT_BOARD,    /* handled by the board when it has the focus (listed for help) */
  WY_SHORTCUT_GTK,      /* handled by GTK: a button's mnemonic, the main menu (listed for help) */
} WyShortcutKind;

typedef struct {
  WyShortcutKind kind;
  const char    *action;   /* "win.step-back"; NULL for the board's keys */
  const char    *accels;   /* GTK accelerators, separated by spaces; the first is shown first */
  const char    *group;    /* the help overlay's group (untranslated; N_) */
  const char    *title;    /* what it does (untranslated; N_) */
} WyShortcut;

/* Install them: accelerators on the application, bindings on the class,
 * step keys as a window controller. */
void       wy_shortcuts_set_accels       (GtkApplication *app);
void       wy_shortcuts_add_bindings     (GtkWidgetClass *widget_class);
void       wy_shortcuts_add_step_keys    (GtkWidget *window,
                                          gboolean (*allowed) (GtkWidget *window));
/* The trigger of a step key: any of its accelerators (NULL if one does not parse). */
GtkShortcutTrigger *wy_shortcuts_trigger (const WyShortcut *shortcut);
/* The Keyboard Shortcuts window, built from the table. */
GtkWindow *wy_shortcuts_new_help_overlay (void);

G_END_DECLS
