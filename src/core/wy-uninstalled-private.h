/* wy-uninstalled-private.h: whether the running program is one of a build tree, and that
 * build tree's and its source tree's folders (wy-uninstalled.c says how it is told). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The build tree's top folder when the running program is one of its programs (scripts/run's
 * window, the tests, a command run from _build/ by hand); NULL for an installed program. */
const char *_wy_uninstalled_build_dir (void);

/* The source tree of that build tree; NULL for an installed program. */
const char *_wy_uninstalled_source_dir (void);

/* The folder of the translations to bind GETTEXT_PACKAGE to: the build tree's po/ for a
 * program of the build tree, else the installed LOCALEDIR. Free with g_free(). */
char *_wy_uninstalled_locale_dir (void);

G_END_DECLS
