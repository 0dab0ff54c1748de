/* wy-cli-rows.h: the rows of `wythoff table` from the exact solver, on a board grown until they are final. */
#pragma once

#include "wy-recursion.h"

G_BEGIN_DECLS

/* The first count rows (WyPair) in table order, see wy-cli-rows.c. */
GArray  *wy_cli_exact_rows (const WyGame *game, guint count, GError **error);

G_END_DECLS
