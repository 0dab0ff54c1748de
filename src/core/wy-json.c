/* wy-json.c: compact JSON, the one writer of the core's tables and the command line. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>
#include <string.h>

#include "wy-json-private.h"
#include "wy-table.h"

#define MAX_DEPTH 63

void
wy_json_append_string (GString *out, const char *text)
{
  g_string_append_c (out, '"');
  for (const guchar *p = (const guchar *) text; *p; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (out, "\\%c", *p);
      else if (*p < 0x20)
        g_string_append_printf (out, "\\u%04x", *p);
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

void
_wy_json_init (WyJson *json, GString *out)
{
  *json = (WyJson) { .out = out };
}

/* Before a value or a key: the comma after the container's previous one. */
static void
separate (WyJson *json)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << json->depth;

  if (json->keyed)
    json->keyed = FALSE;
  else if (json->filled & bit)
    g_string_append_c (json->out, ',');
  json->filled |= bit;
}

static void
begin (WyJson *json, char bracket)
{
  g_return_if_fail (json->depth < MAX_DEPTH);
  separate (json);
  g_string_append_c (json->out, bracket);
  json->depth++;
  json->filled &= ~(G_GUINT64_CONSTANT (1) << json->depth);
}

static void
end (WyJson *json, char bracket)
{
  g_return_if_fail (json->depth > 0 && !json->keyed);
  json->depth--;
  g_string_append_c (json->out, bracket);
}

void
_wy_json_begin_object (WyJson *json)
{
  begin (json, '{');
}

void
_wy_json_end_object (WyJson *json)
{
  end (json, '}');
}

void
_wy_json_begin_array (WyJson *json)
{
  begin (json, '[');
}

void
_wy_json_end_array (WyJson *json)
{
  end (json, ']');
}

WyJson *
_wy_json_key (WyJson *json, const char *key)
{
  separate (json);
  wy_json_append_string (json->out, key);
  g_string_append_c (json->out, ':');
  json->keyed = TRUE;
  return json;
}

void
_wy_json_string (WyJson *json, const char *text)
{
  if (text == NULL)
    {
      _wy_json_null (json);
      return;
    }
  separate (json);
  wy_json_append_string (json->out, text);
}

/* The digits by hand: a listing of millions of values costs no printf each. */
static void
append_digits (GString *out, guint64 value)
{
  char digits[20];
  guint n = sizeof digits;

  do
    {
      digits[--n] = (char) ('0' + value % 10);
      value /= 10;
    }
  while (value);
  /* GLib 2.74's g_string_append_len is not inline: the common case copied here */
  if (out->len + (sizeof digits - n) < out->allocated_len)
    {
      memcpy (out->str + out->len, digits + n, sizeof digits - n);
      out->len += sizeof digits - n;
      out->str[out->len] = '\0';
    }
  else
    g_string_append_len (out, digits + n, (gssize) (sizeof digits - n));
}

void
_wy_json_int (WyJson *json, gint64 value)
{
  separate (json);
  if (value < 0)
    {
      g_string_append_c (json->out, '-');
      append_digits (json->out, (guint64) -(value + 1) + 1);
    }
  else
    append_digits (json->out, (guint64) value);
}

void
_wy_json_uint (WyJson *json, guint64 value)
{
  separate (json);
  append_digits (json->out, value);
}

void
_wy_json_double (WyJson *json, double value, int precision)
{
  char format[16], text[64];

  if (!isfinite (value))
    {
      _wy_json_null (json);
      return;
    }
  separate (json);
  g_snprintf (format, sizeof format, "%%.%df", CLAMP (precision, 0, 17));
  g_string_append (json->out, g_ascii_formatd (text, sizeof text, format, value));
}

void
_wy_json_bool (WyJson *json, gboolean value)
{
  _wy_json_raw (json, value ? "true" : "false");
}

void
_wy_json_null (WyJson *json)
{
  _wy_json_raw (json, "null");
}

void
_wy_json_raw (WyJson *json, const char *value)
{
  separate (json);
  g_string_append (json->out, value ? value : "null");
}
