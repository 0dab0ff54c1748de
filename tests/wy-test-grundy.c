/* wy-test-grundy.c: the line families' moves, their rules and a brute-force mex (shared by the Grundy tests). */
#include <gio/gio.h>
#include <string.h>

#include "wy-test-grundy.h"

/* Legal moves of the line families, written out from docs/spec.md's table,
 * apart from the core. */
gboolean
line_move (const char *family, guint a, guint b, guint c, guint dx, guint dy)
{
  guint d = dx > dy ? dx - dy : dy - dx;

  if (dx + dy == 0)
    return FALSE;
  if (g_str_equal (family, "nim"))
    return dx == 0 || dy == 0;
  if (g_str_equal (family, "wythoff"))
    return dx == 0 || dy == 0 || dx == dy;
  if (g_str_equal (family, "fraenkel"))
    return MIN (dx, dy) == 0 || d < a;
  if (g_str_equal (family, "wyt"))
    return MIN (dx, dy) < b || d < a;
  g_assert (g_str_equal (family, "wytc"));
  return d < a || dx < b || dy < c;
}

/* mex^q of the values of the options: the least z occurring fewer than q
 * times. Brute force over every (dx, dy). */
gint32 *
brute_grundy (const char *family, guint a, guint b, guint c, guint q, guint S)
{
  gint32 *g = g_new (gint32, S * S);
  guint *count = g_new (guint, 3 * S * S + 2);

  for (guint y = 0; y < S; y++)
    for (guint x = 0; x < S; x++)
      {
        guint n = 0;
        memset (count, 0, sizeof (guint) * (3 * S * S + 2));
        for (guint dy = 0; dy <= y; dy++)
          for (guint dx = 0; dx <= x; dx++)
            if (line_move (family, a, b, c, dx, dy))
              {
                count[g[(y - dy) * S + x - dx]]++;
                n++;
              }
        guint z = 0;
        while (z <= n && count[z] >= q)
          z++;
        g[y * S + x] = (gint32) z;
      }
  g_free (count);
  return g;
}

/* The rule text of a line family with these bands and block=q. */
char *
family_rule (const char *family, guint a, guint b, guint c, guint q)
{
  g_autofree char *rule = NULL;

  if (g_str_equal (family, "nim") || g_str_equal (family, "wythoff"))
    rule = g_strdup (family);
  else if (g_str_equal (family, "fraenkel"))
    rule = g_strdup_printf ("fraenkel:a=%u", a);
  else if (g_str_equal (family, "wyt"))
    rule = g_strdup_printf ("wyt:a=%u,b=%u", a, b);
  else
    rule = g_strdup_printf ("wytc:a=%u,b=%u,c=%u", a, b, c);
  if (q == 1)
    return g_steal_pointer (&rule);
  return g_strdup_printf ("%s%cblock=%u", rule, strchr (rule, ':') ? ',' : ':', q);
}

/* The line families; from index 2 on, those with free bands. */
const char *const line_families[5] = { "nim", "wythoff", "fraenkel", "wyt", "wytc" };

/* Random bands for family f: a < max_a, b < max_b, c < max_c (wytc; the
 * others have c = b), then what the family fixes: nim a = 0, wythoff a = 1,
 * and b = c = 1 for nim, wythoff and fraenkel. */
void
random_bands (GRand *rand, const char *f, guint max_a, guint max_b, guint max_c, guint *a,
              guint *b, guint *c)
{
  *a = g_rand_int_range (rand, 0, max_a);
  *b = g_rand_int_range (rand, 1, max_b);
  *c = g_str_equal (f, "wytc") ? (guint) g_rand_int_range (rand, 1, max_c) : *b;
  if (g_str_equal (f, "nim") || g_str_equal (f, "wythoff"))
    *a = g_str_equal (f, "nim") ? 0 : 1;
  if (g_str_equal (f, "nim") || g_str_equal (f, "wythoff") || g_str_equal (f, "fraenkel"))
    *b = *c = 1;
}

/* A progress callback: cancel data (a GCancellable) past 30 %. */
void
cancel_midway (double fraction, gpointer data)
{
  if (fraction > 0.3)
    g_cancellable_cancel (data);
}
