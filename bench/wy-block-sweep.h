/* wy-block-sweep.h: the plain O(S^2) yardstick of `ppos wythoff:block=Q` (plain C, no GLib). */
#pragma once

#include <stdio.h>

/* Every P-position of wythoff:block=Q on the S x S board, written as
 * `ppos` writes them ("(x, y)" a line, by y then x); 0 on success. */
int wy_block_sweep (unsigned S, unsigned Q, FILE *out);
