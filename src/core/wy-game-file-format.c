/* wy-game-file-format.c: the key-file syntax of game files: lines, escapes, typed values read and written. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-board.h"
#include "wy-game-file-private.h"

/* ---- lines ---- */

/* No group of the format has more keys. */
#define MAX_KEYS 32u

static void
key_line_clear (WyKeyLine *line)
{
  g_free (line->group);
  g_free (line->key);
  g_free (line->raw);
}

void
_wy_key_lines_free (GArray *lines)
{
  if (lines)
    g_array_unref (lines);
}

static gboolean
is_key_char (char c)
{
  return g_ascii_isalnum (c) || c == '-';
}

/* "[Group]": its name, printable ASCII but for the brackets. */
static char *
group_of (const char *line, gsize n)
{
  if (n < 3 || line[n - 1] != ']')
    return NULL;
  for (gsize i = 1; i + 1 < n; i++)
    if (line[i] < 0x20 || line[i] > 0x7e || line[i] == '[' || line[i] == ']')
      return NULL;
  return g_strndup (line + 1, n - 2);
}

/* Is there a group of this name? */
static gboolean
group_seen (GArray *lines, const char *group)
{
  for (guint i = 0; i < lines->len; i++)
    {
      const char *g = g_array_index (lines, WyKeyLine, i).group;
      if (g && strcmp (g, group) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Is the key in the current group (from the last group line on)? */
static gboolean
key_seen (GArray *lines, const char *key)
{
  for (guint i = lines->len; i-- > 0;)
    {
      const WyKeyLine *l = &g_array_index (lines, WyKeyLine, i);
      if (l->group)
        return FALSE;
      if (strcmp (l->key, key) == 0)
        return TRUE;
    }
  return FALSE;
}

static gboolean
add_line (GArray *lines, const char *text, gsize n, guint number, GError **error)
{
  WyKeyLine line = { .line = number };
  const char *eq = memchr (text, '=', n);
  gsize k_end;

  if (text[0] == '[')
    {
      if (!(line.group = group_of (text, n)))
        return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("a group line must be [NAME] "
                            "in printable characters")), FALSE;
      if (group_seen (lines, line.group))
        {
          g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("the group [%s] comes twice"),
                       line.group);
          return g_free (line.group), FALSE;
        }
      return g_array_append_val (lines, line), TRUE;
    }
  for (gsize i = 0; lines->len == 0 && i < n; i++)
    if ((guchar) text[i] < 0x20 && text[i] != '\t')
      return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("a control character (0x%02x) "
                          "before the first group: not a game file (a game file is text that "
                          "begins with [Game])"), (guchar) text[i]), FALSE;
  if (lines->len == 0)
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                        _("a key before the first group (the file begins with [Game])")), FALSE;
  if (!eq)
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("not a Key=Value line, a [Group], "
                        "a comment (#) or blank")), FALSE;
  for (k_end = eq - text; k_end > 0 && text[k_end - 1] == ' '; k_end--)
    ;
  for (gsize i = 0; i < k_end; i++)
    if (!is_key_char (text[i]))
      return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("a key is letters, digits and '-' "
                          "before '='")), FALSE;
  if (k_end == 0)
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("a key is missing before '='")),
           FALSE;
  line.key = g_strndup (text, k_end);
  if (key_seen (lines, line.key))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("the key %s comes twice in its group"),
                   line.key);
      return g_free (line.key), FALSE;
    }
  for (eq++; eq < text + n && *eq == ' '; eq++)
    ;
  line.raw = g_strndup (eq, text + n - eq);
  return g_array_append_val (lines, line), TRUE;
}

/* The line of p in text (from 1) and its column there in characters (from 1; the bytes
 * before p on its line are valid UTF-8). */
static guint
line_of (const char *text, const char *p, guint *column)
{
  const char *start = text;
  guint line = 1;

  for (const char *q = text; q < p; q++)
    if (*q == '\n')
      line++, start = q + 1;
  *column = (guint) g_utf8_strlen (start, p - start) + 1;
  return line;
}

/* A game file is UTF-8 text without NUL: else refused at the first bad byte's line and
 * column, as every other refusal. */
static gboolean
bytes_are_text (const char *text, gsize len, guint *bad_line, GError **error)
{
  const char *nul = memchr (text, '\0', len), *bad = NULL;
  guint column;

  if (!g_utf8_validate (text, nul ? nul - text : (gssize) len, &bad))
    {
      *bad_line = line_of (text, bad, &column);
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("not UTF-8 text: the byte 0x%02x at column "
                   "%u (a game file is UTF-8)"), (guint) (guchar) *bad, column);
      return FALSE;
    }
  if (nul)
    {
      *bad_line = line_of (text, nul, &column);
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("a NUL byte at column %u: a game file is "
                   "text"), column);
      return FALSE;
    }
  return TRUE;
}

GArray *
_wy_key_lines_parse (const char *text, gsize len, guint *bad_line, GError **error)
{
  GArray *lines = g_array_new (FALSE, TRUE, sizeof (WyKeyLine));
  const char *p = text, *end = text + len;
  guint number = 0, groups = 0, keys = 0;

  g_array_set_clear_func (lines, (GDestroyNotify) key_line_clear);
  if (len >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    p += 3; /* a UTF-8 byte-order mark says nothing: skipped (the writer writes none) */
  if (!bytes_are_text (p, end - p, bad_line, error))
    return g_array_unref (lines), NULL;
  while (p < end)
    {
      const char *nl = memchr (p, '\n', end - p);
      gsize n = (nl ? nl : end) - p;
      const char *s = p;

      number++;
      p = nl ? nl + 1 : end;
      if (n > 0 && s[n - 1] == '\r')
        n--;
      while (n > 0 && (*s == ' ' || *s == '\t'))
        s++, n--;
      if (n == 0 || *s == '#')
        continue;
      /* bounds that keep the checks for repeated groups and keys short */
      groups += s[0] == '[';
      keys = s[0] == '[' ? 0 : keys + 1;
      if (groups > WY_GAME_FILE_MAX_CLAIMS + 1 || keys > MAX_KEYS)
        {
          *bad_line = number;
          g_set_error (error, WY_ERROR, WY_ERROR_RANGE, keys > MAX_KEYS ? _("more than %u keys in "
                       "a group") : _("more than %u claims"), keys > MAX_KEYS ? MAX_KEYS
                       : WY_GAME_FILE_MAX_CLAIMS);
          return g_array_unref (lines), NULL;
        }
      if (!add_line (lines, s, n, number, error))
        {
          *bad_line = number;
          return g_array_unref (lines), NULL;
        }
    }
  return lines;
}

/* ---- escapes (GLib's key-file escapes: \s \n \t \r \\, and \; in lists) ---- */

/* The element of raw from *pos to the next unescaped ';' (list) or the end. */
static char *
unescape (const char *raw, gsize *pos, gboolean list, GError **error)
{
  GString *out = g_string_new (NULL);
  gsize i = *pos;

  for (; raw[i] && !(list && raw[i] == ';'); i++)
    {
      char c = raw[i];
      if (c == '\\')
        {
          switch (raw[++i])
            {
            case 's': c = ' '; break;
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            case 'r': c = '\r'; break;
            case '\\': c = '\\'; break;
            case ';': c = ';'; break;
            default:
              g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("\\%c is not an escape "
                           "(\\s \\n \\t \\r \\\\ \\;)"), raw[i] ? raw[i] : ' ');
              return g_string_free (out, TRUE), NULL;
            }
        }
      g_string_append_c (out, c);
    }
  *pos = raw[i] == ';' ? i + 1 : i;
  return g_string_free (out, FALSE);
}

static void
escape (GString *out, const char *text, gboolean list)
{
  for (const char *p = text; *p; p++)
    switch (*p)
      {
      case ' ': g_string_append (out, p == text ? "\\s" : " "); break;
      case '\n': g_string_append (out, "\\n"); break;
      case '\t': g_string_append (out, "\\t"); break;
      case '\r': g_string_append (out, "\\r"); break;
      case '\\': g_string_append (out, "\\\\"); break;
      case ';': g_string_append (out, list ? "\\;" : ";"); break;
      default: g_string_append_c (out, *p);
      }
}

/* ---- typed values ---- */

gboolean
_wy_field_check_rule (const WyFieldSpec *spec, const char *value, GError **error)
{
  g_autoptr (WyGame) game = wy_game_parse (value, error);

  return game != NULL;
}

/* Characters refused in every text besides the control characters (docs/game-files.md,
 * "Texts"): those that change the direction of the text around them (a title could be
 * made to read backwards, as a file name can with U+202E) and the invisible ones (a title
 * could look empty, or two titles alike differ). Right-to-left scripts need none of them:
 * the text's direction comes from its letters. Kept: the joiners U+200C and U+200D (words
 * of Persian and Indic scripts, emoji sequences), the marks U+200E and U+200F, the soft
 * hyphen, combining marks. */
typedef struct {
  gunichar    first, last;
  const char *name;   /* the character's Unicode name; NULL: a range */
  const char *why;
} Hidden;

static const char direction[] = N_("it changes the direction of the text around it (a "
                                   "right-to-left script needs no such character)");
static const char invisible[] = N_("an invisible character");
static const char separator[] = N_("a line break of Unicode (a text's line breaks are \\n, in "
                                   "Notes only)");

static const Hidden hidden[] = {
  { 0x180e, 0x180e, "MONGOLIAN VOWEL SEPARATOR", invisible },
  { 0x200b, 0x200b, "ZERO WIDTH SPACE", invisible },
  { 0x2028, 0x2028, "LINE SEPARATOR", separator },
  { 0x2029, 0x2029, "PARAGRAPH SEPARATOR", separator },
  { 0x202a, 0x202a, "LEFT-TO-RIGHT EMBEDDING", direction },
  { 0x202b, 0x202b, "RIGHT-TO-LEFT EMBEDDING", direction },
  { 0x202c, 0x202c, "POP DIRECTIONAL FORMATTING", direction },
  { 0x202d, 0x202d, "LEFT-TO-RIGHT OVERRIDE", direction },
  { 0x202e, 0x202e, "RIGHT-TO-LEFT OVERRIDE", direction },
  { 0x2060, 0x2060, "WORD JOINER", invisible },
  { 0x2061, 0x2064, NULL, invisible },   /* the invisible operators of mathematics */
  { 0x2066, 0x2066, "LEFT-TO-RIGHT ISOLATE", direction },
  { 0x2067, 0x2067, "RIGHT-TO-LEFT ISOLATE", direction },
  { 0x2068, 0x2068, "FIRST STRONG ISOLATE", direction },
  { 0x2069, 0x2069, "POP DIRECTIONAL ISOLATE", direction },
  { 0x206a, 0x206f, NULL, direction },   /* deprecated: symmetric swapping, shaping, digits */
  { 0xfeff, 0xfeff, "ZERO WIDTH NO-BREAK SPACE", invisible },
  { 0xfff9, 0xfffb, NULL, invisible },   /* interlinear annotation */
};

const char *
_wy_text_hidden_char (gunichar c, const char **why)
{
  for (guint i = 0; i < G_N_ELEMENTS (hidden); i++)
    if (c >= hidden[i].first && c <= hidden[i].last)
      {
        if (why)
          *why = hidden[i].why;
        return hidden[i].name ? hidden[i].name : "";
      }
  return NULL;
}

/* A character the text may not hold: FALSE with the reason, the character and its column
 * (characters counted from 1). */
static gboolean
check_char (const WyFieldSpec *spec, gunichar c, guint column, GError **error)
{
  gboolean long_text = spec->type == WY_FIELD_LONG_TEXT;
  const char *why = NULL, *name;

  /* free text (Notes) keeps its line breaks and tabs; a line of text, neither */
  if (g_unichar_type (c) == G_UNICODE_CONTROL && !(long_text && (c == '\n' || c == '\t')))
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, long_text
                        ? _("a control character (U+%04X) at column %u")
                        : _("a control character (U+%04X) at column %u: one line of text"), c,
                        column), FALSE;
  if ((name = _wy_text_hidden_char (c, &why)))
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("U+%04X%s%s at column %u: %s"), c,
                        *name ? " " : "", name, column, _(why)), FALSE;
  return TRUE;
}

gboolean
_wy_field_check_text (const WyFieldSpec *spec, const char *value, GError **error)
{
  gsize n = strlen (value);
  gboolean seen = FALSE;
  guint column = 1;

  if (n == 0)
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("empty (leave the key out instead)")),
           FALSE;
  if ((gint64) n > spec->max)
    return g_set_error (error, WY_ERROR, WY_ERROR_RANGE, _("%llu bytes long, at most %lld"),
                        (unsigned long long) n, (long long) spec->max), FALSE;
  /* the reader validated the file's UTF-8; a setter's text comes from a caller */
  if (!g_utf8_validate (value, n, NULL))
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("not UTF-8 text")), FALSE;
  for (const char *p = value; *p; p = g_utf8_next_char (p), column++)
    {
      gunichar c = g_utf8_get_char (p);

      if (!check_char (spec, c, column, error))
        return FALSE;
      seen = seen || !(g_unichar_isspace (c) || g_unichar_type (c) == G_UNICODE_FORMAT);
    }
  if (!seen)
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("no visible character (leave the key "
                        "out instead)")), FALSE;
  return spec->check ? spec->check (spec, value, error) : TRUE;
}

static gboolean
read_int (const WyFieldSpec *spec, const char *text, gint64 *out, GError **error)
{
  char *end = NULL;
  gint64 v;

  errno = 0;
  v = g_ascii_strtoll (text, &end, 10);
  if (*text == '\0' || *end != '\0' || (errno != 0 && errno != ERANGE)
      || !(g_ascii_isdigit (*text) || (*text == '-' && g_ascii_isdigit (text[1]))))
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("'%.40s' is not a whole number"), text),
           FALSE;
  if (errno == ERANGE) /* a whole number too large for 64 bits is out of range too */
    return g_set_error (error, WY_ERROR, WY_ERROR_RANGE, _("%.40s%s is out of range, %lld to %lld"), text,
                        strlen (text) > 40 ? "..." : "", (long long) spec->min,
                        (long long) spec->max), FALSE;
  if (v < spec->min || v > spec->max)
    return g_set_error (error, WY_ERROR, WY_ERROR_RANGE, _("%lld is out of range, %lld to %lld"), (long long) v,
                        (long long) spec->min, (long long) spec->max),
           FALSE;
  return *out = v, TRUE;
}

static gboolean
read_position (const char *text, gboolean one_pile, WyPos *pos, GError **error)
{
  static const WyFieldSpec coord = { "", WY_FIELD_INT, 0, G_MAXINT32, FALSE, NULL };
  g_auto (GStrv) parts = g_strsplit (text, ",", 3);
  guint n = g_strv_length (parts);
  gint64 x, y = 0;

  if (n != (one_pile ? 1u : 2u))
    return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, one_pile ? _("'%.40s' is not a "
                        "position n of one pile") : _("'%.40s' is not a position x,y"), text),
           FALSE;
  if (!read_int (&coord, parts[0], &x, error)
      || (n == 2 && !read_int (&coord, parts[1], &y, error)))
    return FALSE;
  pos->x = x;
  pos->y = y;
  return TRUE;
}

/* A list's elements, each passed to add; at most WY_GAME_FILE_MAX_LIST. */
static gboolean
read_list (const WyFieldSpec *spec, const char *raw, gboolean one_pile, WyFieldValue *out,
           GError **error)
{
  GPtrArray *strv = g_ptr_array_new_with_free_func (g_free);
  gboolean ok = TRUE;

  if (spec->type == WY_FIELD_INTS)
    out->array = g_array_new (FALSE, FALSE, sizeof (gint64));
  else if (spec->type == WY_FIELD_POSITIONS)
    out->array = g_array_new (FALSE, FALSE, sizeof (WyPos));
  for (gsize pos = 0; ok && raw[pos];)
    {
      g_autofree char *item = unescape (raw, &pos, TRUE, error);
      gint64 v;
      WyPos p;

      if (!item)
        ok = FALSE;
      else if (strv->len + (out->array ? out->array->len : 0) >= WY_GAME_FILE_MAX_LIST)
        ok = (g_set_error (error, WY_ERROR, WY_ERROR_RANGE, _("more than %u elements"),
                           WY_GAME_FILE_MAX_LIST), FALSE);
      else if (spec->type == WY_FIELD_INTS)
        ok = read_int (spec, item, &v, error) && (g_array_append_val (out->array, v), TRUE);
      else if (spec->type == WY_FIELD_POSITIONS)
        ok = read_position (item, one_pile, &p, error)
             && (g_array_append_val (out->array, p), TRUE);
      else if ((ok = _wy_field_check_text (spec, item, error)))
        g_ptr_array_add (strv, g_steal_pointer (&item));
    }
  if (ok && strv->len + (out->array ? out->array->len : 0) == 0)
    ok = (g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("an empty list (leave the key out "
                       "instead)")), FALSE);
  g_ptr_array_add (strv, NULL);
  if (ok && spec->type == WY_FIELD_STRV)
    out->strv = (char **) g_ptr_array_free (strv, FALSE);
  else
    g_strfreev ((char **) g_ptr_array_free (strv, FALSE));
  return ok;
}

gboolean
_wy_field_read (const WyFieldSpec *spec, const char *raw, gboolean one_pile, WyFieldValue *out,
                GError **error)
{
  gsize pos = 0;
  g_autofree char *text = NULL;
  WyFieldValue v = { .set = TRUE };

  if (spec->type == WY_FIELD_STRV || spec->type == WY_FIELD_INTS
      || spec->type == WY_FIELD_POSITIONS)
    {
      if (!read_list (spec, raw, one_pile, &v, error))
        return _wy_field_clear (&v), FALSE;
      return _wy_field_clear (out), *out = v, TRUE;
    }
  if (!(text = unescape (raw, &pos, FALSE, error)))
    return FALSE;
  if (spec->type == WY_FIELD_BOOL)
    {
      if (strcmp (text, "true") != 0 && strcmp (text, "false") != 0)
        return g_set_error (error, WY_ERROR, WY_ERROR_PARSE, "'%.40s' is neither true nor false",
                            text), FALSE;
      v.number = text[0] == 't';
    }
  else if (spec->type == WY_FIELD_INT)
    {
      if (!read_int (spec, text, &v.number, error))
        return FALSE;
    }
  else if (!_wy_field_check_text (spec, text, error))
    return FALSE;
  else
    v.text = g_steal_pointer (&text);
  return _wy_field_clear (out), *out = v, TRUE;
}

void
_wy_field_write (GString *out, const WyFieldSpec *spec, const WyFieldValue *value,
                 gboolean one_pile)
{
  if (!value->set)
    return;
  g_string_append_printf (out, "%s=", spec->key);
  switch (spec->type)
    {
    case WY_FIELD_TEXT:
    case WY_FIELD_LONG_TEXT:
      escape (out, value->text, FALSE);
      break;
    case WY_FIELD_INT:
      g_string_append_printf (out, "%" G_GINT64_FORMAT, value->number);
      break;
    case WY_FIELD_BOOL:
      g_string_append (out, value->number ? "true" : "false");
      break;
    case WY_FIELD_STRV:
      for (guint i = 0; value->strv[i]; i++)
        escape (out, value->strv[i], TRUE), g_string_append_c (out, ';');
      break;
    case WY_FIELD_INTS:
      for (guint i = 0; i < value->array->len; i++)
        g_string_append_printf (out, "%" G_GINT64_FORMAT ";",
                                g_array_index (value->array, gint64, i));
      break;
    case WY_FIELD_POSITIONS:
      for (guint i = 0; i < value->array->len; i++)
        {
          const WyPos *p = &g_array_index (value->array, WyPos, i);
          /* one pile: y is 0 and not written (the reader knows the game) */
          if (one_pile)
            g_string_append_printf (out, "%u;", p->x);
          else
            g_string_append_printf (out, "%u,%u;", p->x, p->y);
        }
      break;
    }
  g_string_append_c (out, '\n');
}

void
_wy_field_clear (WyFieldValue *value)
{
  g_clear_pointer (&value->text, g_free);
  g_clear_pointer (&value->strv, g_strfreev);
  g_clear_pointer (&value->array, g_array_unref);
  value->set = FALSE;
  value->number = 0;
}
