/* wy-spelling-private.h: the name a user probably meant by a misspelt one, for the "did you
 * mean" of a message (wy-spelling.c; private to this tree: the core, the window, the CLI). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The one of the n names nearest to word when it is near enough to be a slip of typing (one
 * letter wrong, missing, added or two swapped; two such slips in words of five letters or
 * more; ASCII case ignored), NULL when none is or two are equally near. Words and names
 * shorter than three letters get no guess: too many names lie one letter away. */
const char *_wy_spelling_nearest (const char *word, const char *const *names, gsize n);

G_END_DECLS
