/* wy-cli-check.h: `wythoff check`, paper 004's observations checked. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int wy_cli_check (int argc, char **argv);

G_END_DECLS
