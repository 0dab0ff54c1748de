/* wy-spelling.c: the name a user probably meant (see wy-spelling-private.h). */
#include "config.h"

#include <string.h>

#include "wy-spelling-private.h"

#define LONGEST 64

/* The optimal string alignment distance of a and b (insertions, deletions, substitutions
 * and swaps of two neighbours), ASCII case ignored; both at most LONGEST bytes long. */
static guint
distance (const char *a, gsize m, const char *b, gsize n)
{
  guint d[LONGEST + 1][LONGEST + 1];

  for (gsize i = 0; i <= m; i++)
    d[i][0] = i;
  for (gsize j = 0; j <= n; j++)
    d[0][j] = j;
  for (gsize i = 1; i <= m; i++)
    for (gsize j = 1; j <= n; j++)
      {
        gboolean same = g_ascii_tolower (a[i - 1]) == g_ascii_tolower (b[j - 1]);
        guint best = MIN (d[i - 1][j] + 1, d[i][j - 1] + 1);

        best = MIN (best, d[i - 1][j - 1] + (same ? 0 : 1));
        if (i > 1 && j > 1 && g_ascii_tolower (a[i - 1]) == g_ascii_tolower (b[j - 2])
            && g_ascii_tolower (a[i - 2]) == g_ascii_tolower (b[j - 1]))
          best = MIN (best, d[i - 2][j - 2] + 1);
        d[i][j] = best;
      }
  return d[m][n];
}

const char *
_wy_spelling_nearest (const char *word, const char *const *names, gsize n)
{
  gsize m = word ? strlen (word) : 0;
  const char *nearest = NULL;
  guint best = G_MAXUINT;
  gboolean tie = FALSE;

  if (m < 3 || m > LONGEST)
    return NULL;
  for (gsize k = 0; k < n; k++)
    {
      gsize len = names[k] ? strlen (names[k]) : 0;
      guint limit = MIN (m, len) >= 5 ? 2 : 1, dist;

      if (len < 3 || len > LONGEST)
        continue;
      dist = distance (word, m, names[k], len);
      if (dist > limit || dist > best)
        continue;
      if (dist == best)
        tie = tie || g_ascii_strcasecmp (names[k], nearest) != 0;
      else
        nearest = names[k], best = dist, tie = FALSE;
    }
  return tie ? NULL : nearest;
}
