/* wy-test-dir.h: temporary folders of the file tests: count what is left, remove them. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Files in a folder; remove a folder and all it holds. */
guint  dir_count (const char *dir);
void   rm_rf     (const char *dir);

G_END_DECLS
