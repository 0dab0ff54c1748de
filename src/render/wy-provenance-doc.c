/* wy-provenance-doc.c: the provenance of an SVG (its <desc>) or a PDF (its Keywords) read
 * back, as strictly as a PNG's: the pairs go through wy_provenance_parse_pairs. */
#define G_LOG_DOMAIN "wy-render"
#define _GNU_SOURCE /* memmem */

#include "config.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>
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
  g_autofree char *caption_at = g_strconcat (separator, "Description=", NULL);
  g_autofree char *keys_text = g_strdup (text);
  char *caption = strstr (keys_text, caption_at);
  g_autofree char *caption_text = NULL;
  gboolean all_steps = FALSE;

  /* the caption comes after the keys, and its text is the user's: neither a
   * part of the last key's value nor keys of its own */
  if (caption != NULL)
    {
      caption_text = g_strdup (caption + strlen (caption_at));
      caption_text[strcspn (caption_text, "\n")] = '\0';   /* an SVG's line */
      *caption = '\0';
    }
  /* an item boundary becomes "\x01" */
  {
    g_auto (GStrv) parts = g_strsplit (keys_text, split_at, -1);
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
        {
          all_steps = TRUE;
          continue;
        }
      g_ptr_array_add (keys, g_strndup (item, eq - item));
      g_ptr_array_add (values, g_strdup (eq + 1));
    }
  if (!wy_provenance_parse_pairs ((const char *const *) keys->pdata,
                                  (const char *const *) values->pdata, keys->len, out, error))
    return FALSE;
  if (caption_text && !wy_provenance_take_caption (out, caption_text, error))
    {
      wy_provenance_clear (out);
      return FALSE;
    }
  out->all_steps = all_steps;
  return TRUE;
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
  return wy_provenance_read_doc_as (wy_provenance_doc_kind (data, length), data, length, name,
                                    out, error);
}

gboolean
wy_provenance_read_doc_as (WyDocKind kind, const guint8 *data, gsize length, const char *name,
                           WyProvenance *out, GError **error)
{
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

/* ---- reading only where the writer puts it ---- */

/* The writer's PDF (Cairo) has its Info dictionary, with the Keywords,
 * right before the cross-reference table that "startxref" at the end points
 * to; its SVG has the <desc> right after the opening tag. So a file is read
 * in two bounded windows, never whole: a sparse 8 GiB file costs what a
 * small one does. */
#define WY_DOC_TAIL     1024u                 /* holds "startxref N %%EOF" */
#define WY_DOC_WINDOW   (4 * WY_DOC_TEXT_MAX) /* the Info object, hex-escaped */

static guint8 *
read_at (int fd, guint64 offset, gsize want, gsize *got)
{
  guint8 *buf = g_malloc (want + 1);
  gsize done = 0;

  while (done < want)
    {
      gssize n = pread (fd, buf + done, want - done, (off_t) (offset + done));
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      done += (gsize) n;
    }
  buf[done] = 0;
  *got = done;
  return buf;
}

/* Where the cross-reference table starts, from the file's last bytes. */
static guint64
pdf_startxref (int fd, guint64 size)
{
  guint64 start = size > WY_DOC_TAIL ? size - WY_DOC_TAIL : 0, xref = size;
  gsize got;
  g_autofree guint8 *tail = read_at (fd, start, (gsize) (size - start), &got);
  const char *at = NULL;

  for (const char *p = (const char *) tail; (p = find (p, got - (p - (char *) tail),
                                                      "startxref")) != NULL; p++)
    at = p;
  if (at != NULL)
    {
      at += strlen ("startxref");
      while (*at == '\r' || *at == '\n' || *at == ' ')
        at++;
      if (g_ascii_isdigit (*at))
        xref = g_ascii_strtoull (at, NULL, 10);
    }
  return MIN (xref, size);
}

gboolean
wy_provenance_read_doc_fd (int fd, guint64 size, WyDocKind kind, const char *name,
                           WyProvenance *out, GError **error)
{
  guint64 end = kind == WY_DOC_PDF ? pdf_startxref (fd, size)
                                   : MIN (size, (guint64) WY_DOC_WINDOW);
  guint64 start = end > WY_DOC_WINDOW ? end - WY_DOC_WINDOW : 0;
  gsize got;
  g_autofree guint8 *window = read_at (fd, start, (gsize) (end - start), &got);

  return wy_provenance_read_doc_as (kind, window, got, name, out, error);
}
