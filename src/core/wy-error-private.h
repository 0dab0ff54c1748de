/* wy-error-private.h: a refusal's allowed side, carried by its WY_ERROR as data beside the
 * sentence that names it (wy-error.c; private). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Set *error (as g_set_error) to a refusal of a size whose message names allowed, the
 * largest side the core would take instead (0: none). The number the message shows and
 * the one wy_query_get_allowed_size gives are this one value. */
void      _wy_error_refuse           (GError **error, gint code, guint allowed,
                                      const char *format, ...) G_GNUC_PRINTF (4, 5);
/* The side a WY_ERROR names as allowed; 0 for any other error, or none named. */
guint     _wy_error_get_allowed_size (const GError *error);

G_END_DECLS
