/* wy-number.c: a whole number as the papers and the command line write it (wy-number-private.h). */
#include "config.h"

#include "wy-number-private.h"

gboolean
_wy_parse_whole (const char *text, guint64 *out)
{
  const char *p = text;
  guint64 v = 0;

  /* spaces around the number are forgiven everywhere alike (a shell quote may add them) */
  while (g_ascii_isspace (*p))
    p++;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  for (; g_ascii_isdigit (*p); p++)
    v = v > (G_MAXUINT64 - 9) / 10 ? G_MAXUINT64 : v * 10 + (guint64) (*p - '0');
  /* a power as the papers write sizes, 10^6 or 2^27 */
  if (*p == '^' && g_ascii_isdigit (p[1]))
    {
      guint64 e = 0, base = v;

      for (p++; g_ascii_isdigit (*p); p++)
        e = MIN (e * 10 + (guint64) (*p - '0'), 64);
      for (v = 1; e > 0; e--)
        v = base != 0 && v > G_MAXUINT64 / base ? G_MAXUINT64 : v * base;
    }
  while (g_ascii_isspace (*p))
    p++;
  if (*p != '\0')
    return FALSE;
  *out = v;
  return TRUE;
}
