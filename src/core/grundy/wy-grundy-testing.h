/* wy-grundy-testing.h: what only the tests ask of the Grundy engines (no file of src/ but
 * their own calls these; tests/ includes this header), as wy-engine-testing.h does for the
 * solve engines: a seam moved to sizes the brute force reaches. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* wy-grundy-cone.c: the most scratch the cone families' bit sets may take (160 MiB; 0: the
 * counts, as for wide cones, at every side), to check the counts with block=1 on boards
 * the brute force solves. */
void _wy_grundy_cone_set_bits_scratch (guint64 bytes);

G_END_DECLS
