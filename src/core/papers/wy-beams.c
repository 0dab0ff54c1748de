/* wy-beams.c: the P-beams: the P-positions clustered by their slope y/x, and how each beam's slope drifts with the board. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <stdlib.h>

#include "wy-analysis.h"

typedef struct {
  double slope;
  guint  y;
} Member;

static int
compare_members (const void *a, const void *b)
{
  double s = ((const Member *) a)->slope, t = ((const Member *) b)->slope;

  return s < t ? -1 : s > t;
}

/* The median slope of the members with lo <= y < hi (sorted by slope); 0
 * when there are none. */
static double
median_slope (const Member *m, guint n, guint lo, guint hi)
{
  guint count = 0, seen = 0;

  for (guint i = 0; i < n; i++)
    count += m[i].y >= lo && m[i].y < hi;
  for (guint i = 0; i < n; i++)
    if (m[i].y >= lo && m[i].y < hi && seen++ == count / 2)
      return m[i].slope;
  return 0;
}

GArray *
wy_beams_find (const WyPos *ppos, guint n_ppos, guint size, guint64 *n_scattered)
{
  GArray *beams = g_array_new (FALSE, FALSE, sizeof (WyBeam));
  g_autofree Member *m = g_new (Member, MAX (n_ppos, 1));
  guint n = 0, first = 0;
  guint64 scattered = 0;

  for (guint i = 0; i < n_ppos; i++)
    if (ppos[i].x >= 1 && ppos[i].x <= ppos[i].y && ppos[i].y >= size / 4)
      m[n++] = (Member) { (double) ppos[i].y / ppos[i].x, ppos[i].y };
  qsort (m, n, sizeof (Member), compare_members);
  for (guint i = 1; i <= n; i++)
    {
      if (i < n && m[i].slope - m[i - 1].slope <= WY_BEAM_GAP * m[i].slope)
        continue;
      /* the cluster first .. i - 1 */
      guint len = i - first;
      if (len < WY_BEAM_MIN_COUNT)
        scattered += len;
      else
        {
          WyBeam b = { m[first + len / 2].slope, m[first].slope, m[i - 1].slope, len,
                       median_slope (m + first, len, 0, size / 2),
                       median_slope (m + first, len, size / 2, G_MAXUINT) };
          g_array_append_val (beams, b);
        }
      first = i;
    }
  if (n_scattered)
    *n_scattered = scattered;
  return beams;
}
