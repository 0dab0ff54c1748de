/* wy-cli-bench-grundy.h: Grundy items of `wythoff bench`. */
#pragma once

#include <glib.h>

/* The bitset yardstick on Wythoff's game, S x S; seconds of core time. */
gboolean wy_bench_grundy_yardstick (guint size, double *seconds, GError **error);
/* The Grundy values alone: wy_board_solve with them minus without; core time. */
gboolean wy_bench_grundy_core      (const char *rule, guint size, double *seconds, GError **error);
