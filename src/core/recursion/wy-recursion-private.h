/* wy-recursion-private.h: what the files of the papers' recursions share. */
#pragma once

#include "wy-recursion.h"

G_BEGIN_DECLS

/* WyPos by y, then x: the order of a board's P-positions (for qsort). */
static inline int
wy_recursion_cmp_pos (const void *pa, const void *pb)
{
  const WyPos *a = pa, *b = pb;

  if (a->y != b->y)
    return a->y < b->y ? -1 : 1;
  return a->x < b->x ? -1 : a->x > b->x;
}

G_END_DECLS
