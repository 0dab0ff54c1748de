/* block-sweep.c: `block-sweep S Q`, the yardstick of wy-block-sweep.c as a program of its own. */
#include <stdlib.h>

#include "wy-block-sweep.h"

int
main (int argc, char **argv)
{
  if (argc != 3 || atoi (argv[1]) < 1 || atoi (argv[2]) < 1)
    {
      fprintf (stderr, "usage: block-sweep S Q (S, Q >= 1)\n");
      return 2;
    }
  return wy_block_sweep ((unsigned) atoi (argv[1]), (unsigned) atoi (argv[2]), stdout);
}
