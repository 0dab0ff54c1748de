/* wy-cli-library.h: `wythoff library` (wy-cli-library.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int wy_cli_library (int argc, char **argv);

G_END_DECLS
