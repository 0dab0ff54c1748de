/* wy-test-desktop.h: helpers of the widget tests of the window on the desktop: a user's
 * data of its own, German, a narrow window (360 px): nothing clipped, a window of the main
 * window's opened narrow; a file dropped on the window. */
#pragma once

#include <gtk/gtk.h>

#include "wy-window.h"

G_BEGIN_DECLS

/* A user's data of the test's own: a new directory (made from template, as
 * g_dir_make_tmp does) set as XDG_DATA_HOME; returns its path. */
char     *wy_test_own_data_home      (const char *template);
/* German, whose labels are longer, as a user has it: Debian's de_DE.UTF-8, compiled into
 * tmp_dir where the system lacks it. */
void      wy_test_use_german         (const char *tmp_dir);
/* Back to the tests' language. */
void      wy_test_use_english        (void);
/* A condition (wy_test_wait_until): widget is mapped and has a width. */
gboolean  wy_test_shown              (WyWindow *window, gpointer widget);
/* Every widget shown in top lies within its surface and has at least the width it asks
 * for (none is clipped), once a frame has laid out what changed; returns how many were
 * checked. */
guint     wy_test_assert_not_clipped (GtkWidget *top, GtkWidget *widget);
/* A window of the main window's (of type), opened by action: no wider than the main
 * window, nothing in it clipped. */
gpointer  wy_test_open_narrow        (WyWindow *window, const char *action, GType type);

/* Drop the file at path on the window, as a file manager does; TRUE when it was taken. */
gboolean  wy_test_drop_file          (WyWindow *window, const char *path);

G_END_DECLS
