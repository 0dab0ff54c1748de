/* wy-cli-out.c: a buffered writer to standard output with its own integer formatting. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "wy-cli-common.h"
#include "wy-cli-out.h"

void
wy_out_init (WyOut *out)
{
  *out = (WyOut) { .buf = g_malloc (WY_OUT_CAPACITY) };
}

void
wy_out_flush (WyOut *out)
{
  /* after a failed write, drop the rest: the error is reported at the end */
  if (!out->failed && out->len > 0 && fwrite (out->buf, 1, out->len, stdout) != out->len)
    {
      out->failed = TRUE;
      out->saved_errno = errno;
    }
  out->len = 0;
}

int
wy_out_finish (WyOut *out)
{
  wy_out_flush (out);
  if (!out->failed && fflush (stdout) != 0)
    {
      out->failed = TRUE;
      out->saved_errno = errno;
    }
  g_clear_pointer (&out->buf, g_free);
  if (out->failed)
    return wy_cli_fail_output (out->saved_errno);
  return 0;
}

void
wy_out_text (WyOut *out, const char *text)
{
  gsize n = strlen (text);

  g_return_if_fail (n <= WY_OUT_ROW_MAX);
  memcpy (out->buf + out->len, text, n);
  out->len += n;
}

void
wy_out_string (WyOut *out, const char *text, gssize length)
{
  gsize n = length < 0 ? strlen (text) : (gsize) length;

  while (n > 0)
    {
      gsize room = WY_OUT_CAPACITY - out->len, k = MIN (n, room);
      memcpy (out->buf + out->len, text, k);
      out->len += k;
      text += k;
      n -= k;
      if (out->len == WY_OUT_CAPACITY)
        wy_out_flush (out);
    }
}

void
wy_out_drain (WyOut *out, GString *text, gboolean all)
{
  if (!all && text->len < (1u << 16))
    return;
  wy_out_string (out, text->str, text->len);
  g_string_truncate (text, 0);
}
