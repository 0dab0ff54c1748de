/* wy-provenance-doc.c: the provenance of an SVG (its <desc>) or a PDF (its Keywords) read
 * back, as strictly as a PNG's: the pairs go through wy_provenance_parse_pairs. */
#define G_LOG_DOMAIN "wy-render"
#define _GNU_SOURCE /* memmem */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-export-private.h"

/* No description this program writes is longer: a longer one is not ours. */
#define WY_DOC_TEXT_MAX (64u << 10)

/* A PDF has NUL bytes before its Keywords: memmem, not strstr. */
static const char *
find (const char *data, gsize length, const char *needle)
{
  return memmem (data, length, needle, strlen (needle));
}

/* The SVG's <desc>: one key=value a line, the values escaped as XML text. */
static char *
svg_description (const char *data, gsize length)
{
  const char *start = find (data, MIN (length, WY_DOC_TEXT_MAX), "<desc>");
  const char *end;
  g_autofree char *text = NULL;
  GString *out;

  if (start == NULL)
    return NULL;
  start += strlen ("<desc>");
  end = find (start, MIN (length - (start - data), WY_DOC_TEXT_MAX), "</desc>");
  if (end == NULL)
    return NULL;
  text = g_strndup (start, end - start);
  out = g_string_sized_new (end - start);
  for (const char *p = text; *p != '\0'; p++)
    {
      static const char *const entities[][2] = {
        { "&amp;", "&" }, { "&lt;", "<" }, { "&gt;", ">" }, { "&quot;", "\"" },
        { "&#39;", "'" }, { "&apos;", "'" },
      };
      guint e = 0;

      while (e < G_N_ELEMENTS (entities) && !g_str_has_prefix (p, entities[e][0]))
        e++;
      if (e < G_N_ELEMENTS (entities))
        {
          g_string_append (out, entities[e][1]);
          p += strlen (entities[e][0]) - 1;
        }
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

/* The PDF's Keywords, "key=value; key=value", as Cairo writes a text string:
 * (literal) with backslash escapes, or <FEFF...> in UTF-16BE hex. */
static char *
pdf_keywords (const char *data, gsize length)
{
  const char *p = find (data, length, "/Keywords");
  const char *end = data + length;
  GString *out;

  if (p == NULL)
    return NULL;
  p += strlen ("/Keywords");
  while (p < end && g_ascii_isspace (*p))
    p++;
  if (p < end && *p == '<')
    {
      g_autoptr (GByteArray) bytes = g_byte_array_new ();
      g_autofree gunichar2 *units = NULL;

      for (p++; p + 1 < end && *p != '>' && bytes->len < WY_DOC_TEXT_MAX; p += 2)
        {
          int hi = g_ascii_xdigit_value (p[0]), lo = g_ascii_xdigit_value (p[1]);
          guint8 b = hi * 16 + lo;
          if (hi < 0 || lo < 0)
            return NULL;
          g_byte_array_append (bytes, &b, 1);
        }
      if (bytes->len < 2 || bytes->data[0] != 0xfe || bytes->data[1] != 0xff)
        return NULL;
      units = g_new0 (gunichar2, bytes->len / 2);
      for (guint i = 1; i < bytes->len / 2; i++)
        units[i - 1] = bytes->data[2 * i] << 8 | bytes->data[2 * i + 1];
      return g_utf16_to_utf8 (units, bytes->len / 2 - 1, NULL, NULL, NULL);
    }
  if (p >= end || *p != '(')
    return NULL;
  out = g_string_new (NULL);
  for (p++; p < end && *p != ')' && out->len < WY_DOC_TEXT_MAX; p++)
    {
      if (*p == '\\' && p + 1 < end)
        {
          /* the letter, then what it stands for: \n is a newline, \( a "(" */
          static const char escapes[] = "n\nr\rt\tb\bf\f";
          const char *e = *++p != '\0' ? strchr (escapes, *p) : NULL;
          g_string_append_c (out, e != NULL && (e - escapes) % 2 == 0 ? e[1] : *p);
        }
      else
        g_string_append_c (out, *p);
    }
  if (p >= end || *p != ')')
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

/* Pairs from text: items split where separator is followed by "wythoff:" (a
 * value may hold the separator), each item split at its first "=". */
static gboolean
parse_text (const char *text, const char *separator, WyProvenance *out, GError **error)
{
  g_autoptr (GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *marked = NULL;
  g_auto (GStrv) items = NULL;
  g_autofree char *split_at = g_strconcat (separator, "wythoff:", NULL);

  /* an item boundary becomes "\x01" */
  {
    g_auto (GStrv) parts = g_strsplit (text, split_at, -1);
    marked = g_strjoinv ("\x01wythoff:", parts);
  }
  items = g_strsplit (marked, "\x01", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *item = g_strstrip (items[i]);
      const char *eq = strchr (item, '=');

      if (eq == NULL || !g_str_has_prefix (item, "wythoff:"))
        continue;
      /* a PDF of every step (one page each) opens at its final board */
      if (g_str_equal (item, "wythoff:step=all"))
        continue;
      g_ptr_array_add (keys, g_strndup (item, eq - item));
      g_ptr_array_add (values, g_strdup (eq + 1));
    }
  return wy_provenance_parse_pairs ((const char *const *) keys->pdata,
                                    (const char *const *) values->pdata, keys->len, out, error);
}

static gboolean
starts_with (const guint8 *data, gsize length, const char *prefix)
{
  return length >= strlen (prefix) && memcmp (data, prefix, strlen (prefix)) == 0;
}

/* From the first bytes (8 are enough): Cairo's SVGs start with "<?xml". */
WyDocKind
wy_provenance_doc_kind (const guint8 *data, gsize length)
{
  if (starts_with (data, length, "%PDF-"))
    return WY_DOC_PDF;
  if (starts_with (data, length, "<?xml") || starts_with (data, length, "<svg"))
    return WY_DOC_SVG;
  return WY_DOC_OTHER;
}

gboolean
wy_provenance_read_doc (const guint8 *data, gsize length, const char *name, WyProvenance *out,
                        GError **error)
{
  WyDocKind kind = wy_provenance_doc_kind (data, length);
  g_autofree char *text = kind == WY_DOC_PDF ? pdf_keywords ((const char *) data, length)
                          : kind == WY_DOC_SVG ? svg_description ((const char *) data, length)
                          : NULL;
  g_autoptr (GError) local = NULL;

  *out = (WyProvenance) { 0 };
  if (text == NULL || strstr (text, "wythoff:") == NULL)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("“%s” has no Wythoff Lattice provenance (it was not written by "
                     "wythoff export)"), name);
      return FALSE;
    }
  if (!parse_text (text, kind == WY_DOC_PDF ? "; " : "\n", out, &local))
    {
      g_set_error (error, local->domain, local->code, _("The figure “%s” is refused: %s"), name,
                   local->message);
      return FALSE;
    }
  return TRUE;
}
