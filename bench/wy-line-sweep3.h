/* wy-line-sweep3.h: the plain yardstick of `ppos nim:heaps=3` and `ppos wythoff:heaps=3`
 * (plain C, no GLib). */
#pragma once

#include <stdio.h>

/* Every P-position of the cube of side S, written as `ppos` writes them
 * ("(x, y, z)" a line, by z, y, x): 3-heap Nim (all = 0: moves from one
 * heap) or the equal-amount game (all = 1: the same amount from any
 * nonempty set of heaps); 0 on success. */
int wy_line_sweep3 (unsigned S, int all, FILE *out);
