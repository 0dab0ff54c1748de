/* wy-cli-export.c: placeholder for the `wythoff export` subcommand, until its owner writes it. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <stdio.h>

#include "wy-cli-export.h"

int
wy_cli_export (int argc, char **argv)
{
  fprintf (stderr, "wythoff: export is not available yet\n");
  return 2;
}
