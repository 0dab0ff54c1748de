/* wy-side-model.h: the largest board side a time model allows within a budget. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What a board of this side costs by a model: seconds (or any measure
 * that grows with the side). */
typedef double (*WySideCost) (guint side, gconstpointer model);

/* The largest side from lo to hi whose cost is within budget (lo when
 * none is): a binary search, the cost growing with the side. */
static inline guint
wy_side_within (guint lo, guint hi, WySideCost cost, gconstpointer model, double budget)
{
  while (lo < hi)
    {
      guint mid = lo + (hi - lo + 1) / 2;
      if (cost (mid, model) <= budget)
        lo = mid;
      else
        hi = mid - 1;
    }
  return lo;
}

G_END_DECLS
