/* wy-line-sweep3.c: the plain yardstick of the 3-heap line games: every
 * cell of the cube in order z, y, x, and one flag per line through each
 * cell (a byte: a P-position lies on the line); a cell is P iff no line
 * through it is flagged. One line a direction: a set of heaps the move
 * takes the same amount from (three for Nim, seven for the equal-amount
 * game). */
#include <stdlib.h>

#include "wy-line-sweep3.h"

int
wy_line_sweep3 (unsigned S, int all, FILE *out)
{
  size_t s = S, w = 2 * s;
  /* x: by (y, z); y: by (x, z); z: by (x, y); xy: by (x - y, z); xz: by
   * (x - z, y); yz: by (y - z, x); xyz: by (x - y, x - z) */
  unsigned char *fx = calloc (s * s, 1), *fy = calloc (s * s, 1), *fz = calloc (s * s, 1);
  unsigned char *fxy = calloc (w * s, 1), *fxz = calloc (w * s, 1), *fyz = calloc (w * s, 1);
  unsigned char *fxyz = calloc (w * w, 1);
  int failed = !fx || !fy || !fz || !fxy || !fxz || !fyz || !fxyz;

  for (unsigned z = 0; z < S && !failed; z++)
    for (unsigned y = 0; y < S; y++)
      for (unsigned x = 0; x < S; x++)
        {
          unsigned char *l[7] = {
            &fx[z * s + y], &fy[z * s + x], &fz[y * s + x], &fxy[(x + s - y) * s + z],
            &fxz[(x + s - z) * s + y], &fyz[(y + s - z) * s + x], &fxyz[(x + s - y) * w + x + s - z],
          };
          int n = all ? 7 : 3, p = 1;
          for (int i = 0; i < n; i++)
            p &= !*l[i];
          if (!p)
            continue;
          for (int i = 0; i < n; i++)
            *l[i] = 1;
          fprintf (out, "(%u, %u, %u)\n", x, y, z);
        }
  free (fx);
  free (fy);
  free (fz);
  free (fxy);
  free (fxz);
  free (fyz);
  free (fxyz);
  return failed || fflush (out) != 0;
}
