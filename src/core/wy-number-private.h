/* wy-number-private.h: a whole number as the papers and the command line write it, digits or a
 * power such as 10^6 (wy-number.c; private to this tree: the core's sequence names, the CLI's
 * options and positions). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* text as a whole number: spaces around it forgiven, then digits, optionally ^ and the digits
 * of a power (2^27); one beyond 64 bits saturated at G_MAXUINT64, for the caller's range to
 * refuse. A sign, a fraction or anything else: FALSE. */
gboolean _wy_parse_whole (const char *text, guint64 *out);

G_END_DECLS
