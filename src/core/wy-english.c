/* wy-english.c: a thread's messages in English for a while (wy-english-private.h). */
#define G_LOG_DOMAIN "wy-core"
#define _GNU_SOURCE /* newlocale, uselocale under -std=c11 */

#include "config.h"

#include <locale.h>

#include "wy-english-private.h"

/* The C locale, in which gettext answers every message with its msgid: English. */
static locale_t
english_locale (void)
{
  static gsize once = 0;

  if (g_once_init_enter (&once))
    g_once_init_leave (&once, (gsize) newlocale (LC_ALL_MASK, "C", (locale_t) 0));
  return (locale_t) once;
}

gpointer
_wy_english_begin (void)
{
  return uselocale (english_locale ());
}

void
_wy_english_end (gpointer user)
{
  uselocale ((locale_t) user);
}
