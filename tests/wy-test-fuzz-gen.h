/* wy-test-fuzz-gen.h: generated figures for the fuzz test, each with the verdict the reader must give. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Generated figures: first every key with each of its good and bad values
 * in each text encoding, each fault with each of its variants, then random
 * cases; each one's verdict asserted. */
void generated_figures (const GByteArray *seed);

G_END_DECLS
