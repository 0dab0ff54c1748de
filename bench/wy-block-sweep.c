/* wy-block-sweep.c: the plain O(S^2) yardstick of `ppos wythoff:block=Q`:
 * a row sweep with a saturating counter per row, column and diagonal, no
 * stored board. A position is P iff fewer than Q of its moves reach P: the
 * P-positions left in its row, below in its column and below-left on its
 * diagonal. */
#include <stdlib.h>

#include "wy-block-sweep.h"

int
wy_block_sweep (unsigned S, unsigned Q, FILE *out)
{
  unsigned *col = calloc (S, sizeof *col), *diag = calloc (2 * (size_t) S, sizeof *diag);

  if (!col || !diag)
    return 1;
  for (unsigned y = 0; y < S; y++)
    {
      unsigned row = 0, *d = diag + S - y; /* d[x]: diagonal x - y */
      for (unsigned x = 0; x < S; x++)
        if (row + col[x] + d[x] < Q)
          {
            fprintf (out, "(%u, %u)\n", x, y);
            row++;
            col[x]++;
            d[x]++;
          }
    }
  free (col);
  free (diag);
  return fflush (out) != 0;
}
