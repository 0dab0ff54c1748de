/* wy-english-private.h: the calling thread in the C locale for a while, in which gettext
 * answers every msgid with itself: the text written meanwhile is English whatever the user's
 * language (a claim's counterexample as a game file records it, the command's JSON). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Switch the calling thread to the C locale; returns its locale before, for _wy_english_end. */
gpointer _wy_english_begin (void);

/* The calling thread back in the locale _wy_english_begin returned. */
void     _wy_english_end   (gpointer user);

G_END_DECLS
