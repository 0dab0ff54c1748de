/* wy-test-grundy.h: the line families' moves, their rules and a brute-force mex (shared by the Grundy tests). */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The line families; from index 2 on, those with free bands. */
extern const char *const line_families[5];

/* Legal moves of the line families, written out from docs/spec.md's table,
 * apart from the core. */
gboolean line_move    (const char *family, guint a, guint b, guint c, guint dx, guint dy);
/* mex^q of the values of the options: the least z occurring fewer than q
 * times. Brute force over every (dx, dy); S x S values, g_free them. */
gint32  *brute_grundy (const char *family, guint a, guint b, guint c, guint q, guint S);
/* The rule text of a line family with these bands and block=q. */
char    *family_rule  (const char *family, guint a, guint b, guint c, guint q);
/* Random bands for family f: a < max_a, b < max_b, c < max_c (wytc; the
 * others have c = b), then what the family fixes: nim a = 0, wythoff a = 1,
 * and b = c = 1 for nim, wythoff and fraenkel. */
void     random_bands (GRand *rand, const char *f, guint max_a, guint max_b, guint max_c,
                       guint *a, guint *b, guint *c);
/* A progress callback: cancel data (a GCancellable) past 30 %. */
void     cancel_midway (double fraction, gpointer data);

G_END_DECLS
