/* wy-cli-bench.c: placeholder for the `wythoff bench` subcommand, until its owner writes it. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <stdio.h>

#include "wy-cli-bench.h"

int
wy_cli_bench (int argc, char **argv)
{
  fprintf (stderr, "wythoff: bench is not available yet\n");
  return 2;
}
