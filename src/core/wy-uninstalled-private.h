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

G_END_DECLS
