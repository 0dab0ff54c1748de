/* wy-recursion-private.h: what the files of the papers' recursions share. */
#pragma once

#include "wy-recursion.h"

G_BEGIN_DECLS

/* WyPos by y, then x: the order of a board's P-positions (for qsort). */
G_GNUC_INTERNAL
int wy_recursion_cmp_pos (const void *pa, const void *pb);

G_END_DECLS
