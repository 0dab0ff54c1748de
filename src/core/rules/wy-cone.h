/* wy-cone.h: the cells a cone of (s,t)-Wythoff gains along its diagonal. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The options of (x, y) in (s,t)-Wythoff are the column below, the row to
 * the left, and the cone W(x, y) = {(x-K, y-L): 1 <= K <= L <= sK+t-1}
 * with its mirror {(x-L, y-K)} (see wy-grundy-cone.c). The cone and mirror of
 * (x, y), x >= y, contain those of (x-1, y-1) cell for cell; the cells
 * they have more are
 *   K = 1: (x-1, y-L), 1 <= L <= s+t-1, and (x-L, y-1), 2 <= L <= s+t-1;
 *   K >= 2: (x-K, y-sK-j) and (x-sK-j, y-K), j in [t+1-s, t-1],
 * each once, none of them in the column, the row or the older cone: a
 * sweep that keeps one accumulator per diagonal x - y and adds these
 * cells to it holds exactly the cone and mirror of (x, y), and counts
 * (for block=Q) stay exact. wy_cone_new_cells calls each (data, x', y')
 * for each of them; every one lies in a row below y. */
typedef void (*WyConeCellFunc) (gpointer data, guint x, guint y);

static inline void
wy_cone_new_cells (guint s0, guint t0, guint x, guint y, WyConeCellFunc each, gpointer data)
{
  gint64 s = s0, t = t0;

  if (x >= 1)
    for (gint64 L = 1; L <= MIN (s + t - 1, (gint64) y); L++)
      each (data, x - 1, y - L);
  if (y >= 1)
    for (gint64 L = 2; L <= MIN (s + t - 1, (gint64) x); L++)
      each (data, x - L, y - 1);
  /* K >= 2: (x-K, y-sK-j) and (x-sK-j, y-K), j in [t+1-s, t-1] */
  for (gint64 K = 2; s >= 2 && K <= x; K++)
    {
      gint64 hi = (gint64) y - s * K - (t + 1 - s), lo = MAX (0, (gint64) y - s * K - (t - 1));
      if (hi < 0)
        break;
      for (gint64 r = lo; r <= hi; r++)
        each (data, x - K, r);
    }
  for (gint64 K = 2; s >= 2 && K <= y; K++)
    {
      gint64 hi = (gint64) x - s * K - (t + 1 - s), lo = MAX (0, (gint64) x - s * K - (t - 1));
      if (hi < 0)
        break;
      for (gint64 r = lo; r <= hi; r++)
        each (data, r, y - K);
    }
}

G_END_DECLS
