/* line-sweep3.c: `line-sweep3 S nim|wythoff`, the yardstick of wy-line-sweep3.c as a program of its own. */
#include <stdlib.h>
#include <string.h>

#include "wy-line-sweep3.h"

int
main (int argc, char **argv)
{
  if (argc != 3 || atoi (argv[1]) < 1
      || (strcmp (argv[2], "nim") != 0 && strcmp (argv[2], "wythoff") != 0))
    {
      fprintf (stderr, "usage: line-sweep3 S nim|wythoff (S >= 1)\n");
      return 2;
    }
  return wy_line_sweep3 ((unsigned) atoi (argv[1]), strcmp (argv[2], "wythoff") == 0, stdout);
}
