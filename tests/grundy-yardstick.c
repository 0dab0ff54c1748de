/* grundy-yardstick.c: the straightforward Grundy values of Wythoff's game
 * (or Nim), independent of the core, as the speed yardstick of issue 10.
 *
 * One bitset of the values seen so far per row, column and diagonal; the
 * value of (x, y) is the first zero of the OR of its three bitsets. Writes
 * the same CSV as `wythoff grundy GAME --size S --format csv`.
 *
 * usage: grundy-yardstick wythoff|nim S > out.csv */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (int argc, char **argv)
{
  if (argc != 3 || (strcmp (argv[1], "wythoff") && strcmp (argv[1], "nim")))
    {
      fprintf (stderr, "usage: grundy-yardstick wythoff|nim S\n");
      return 2;
    }
  int diag = strcmp (argv[1], "wythoff") == 0;
  long S = atol (argv[2]);
  if (S < 1 || S > 65536)
    {
      fprintf (stderr, "grundy-yardstick: S must be from 1 to 65536\n");
      return 2;
    }
  /* a value is at most the number of options, below 3 S */
  size_t words = (size_t) (3 * S) / 64 + 1;
  uint64_t *row = calloc (words, sizeof *row);
  uint64_t *col = calloc (words * S, sizeof *col);
  uint64_t *dia = calloc (words * 2 * S, sizeof *dia);
  uint32_t *g = malloc (sizeof *g * S * S);

  for (long y = 0; y < S; y++)
    {
      memset (row, 0, words * sizeof *row);
      for (long x = 0; x < S; x++)
        {
          uint64_t *c = col + words * x, *d = dia + words * (x - y + S);
          size_t w = 0;
          uint64_t m;
          for (;; w++)
            {
              m = row[w] | c[w] | (diag ? d[w] : 0);
              if (~m)
                break;
            }
          uint32_t v = (uint32_t) (w * 64 + __builtin_ctzll (~m));
          g[y * S + x] = v;
          row[v / 64] |= UINT64_C (1) << (v % 64);
          c[v / 64] |= UINT64_C (1) << (v % 64);
          d[v / 64] |= UINT64_C (1) << (v % 64);
        }
    }
  printf ("x,y,g\n");
  for (long y = 0; y < S; y++)
    for (long x = 0; x < S; x++)
      printf ("%ld,%ld,%u\n", x, y, g[y * S + x]);
  free (row);
  free (col);
  free (dia);
  free (g);
  return 0;
}
