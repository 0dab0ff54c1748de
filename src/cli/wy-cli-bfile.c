/* wy-cli-bfile.c: `wythoff sequence --check FILE`: a b-file or a plain list of terms read,
 * each bad line named, and compared with the game's terms. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "wy-cli-bfile.h"
#include "wy-cli-common.h"

static gboolean
bad_line (GError **error, const char *path, guint lineno, const char *format, ...)
  G_GNUC_PRINTF (4, 5);

static gboolean
bad_line (GError **error, const char *path, guint lineno, const char *format, ...)
{
  va_list ap;
  g_autofree char *why = NULL;

  va_start (ap, format);
  why = g_strdup_vprintf (format, ap);
  va_end (ap);
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("%s, line %u: %s"), path, lineno,
               why);
  return FALSE;
}

/* A comment; "offset K" in it (the first one; any case, "Offset: K" and "offset=K" too)
 * states a plain list's offset, 0 to WY_CLI_SEQ_MAX_OFFSET as --offset. */
static gboolean
parse_comment (WyCliReference *ref, const char *line, guint lineno, const char *path,
               GError **error)
{
  g_autofree char *lower = g_ascii_strdown (line, -1);
  const char *o = strstr (lower, "offset");
  char *end;
  guint64 v;

  if (!o || ref->has_offset)
    return TRUE;
  o = line + (o - lower) + 6;
  if (*o == ':' || *o == '=')
    o++;
  else if (*o != ' ')
    return TRUE; /* "offsets", not an offset */
  for (; *o == ' '; o++)
    ;
  if (!g_ascii_isdigit (*o) && !(*o == '-' && g_ascii_isdigit (o[1])))
    return TRUE; /* words, not an offset */
  errno = 0;
  v = *o == '-' ? 0 : g_ascii_strtoull (o, &end, 10);
  if (*o == '-' || errno == ERANGE || v > WY_CLI_SEQ_MAX_OFFSET)
    return bad_line (error, path, lineno, _("offset %.24s is out of range: an offset is a whole "
                       "number from 0 to %u (as --offset)"), o, WY_CLI_SEQ_MAX_OFFSET);
  ref->offset = v;
  ref->has_offset = TRUE;
  return TRUE;
}

/* The line's fields, apart by any run of blanks (a b-file's columns may be lined up). */
static GStrv
split_fields (const char *line)
{
  g_auto (GStrv) all = g_strsplit_set (line, " \t\r", -1);
  GPtrArray *f = g_ptr_array_new ();

  for (guint i = 0; all[i]; i++)
    if (all[i][0] != '\0')
      g_ptr_array_add (f, g_strdup (all[i]));
  g_ptr_array_add (f, NULL);
  return (GStrv) g_ptr_array_free (f, FALSE);
}

static gboolean
parse_reference_line (WyCliReference *ref, const char *line, guint lineno, const char *path,
                      GError **error)
{
  g_auto (GStrv) f = NULL;
  gint64 a;
  guint64 n;
  char *end;

  if (line[0] == '#')
    return parse_comment (ref, line, lineno, path, error);
  f = split_fields (line);
  if (f[0] == NULL)
    return TRUE;
  if (g_strv_length (f) > 2)
    goto bad;
  errno = 0;
  a = g_ascii_strtoll (f[g_strv_length (f) - 1], &end, 10);
  if (*end != '\0' || end == f[g_strv_length (f) - 1])
    goto bad;
  if (errno == ERANGE)
    return bad_line (error, path, lineno, _("the term %.40s is beyond 64 bits (from %lld to %lld)"),
                                          f[g_strv_length (f) - 1],
                     (long long) G_MININT64, (long long) G_MAXINT64);
  n = ref->a->len;
  if (f[1] != NULL && !wy_cli_parse_whole (f[0], &n))
    goto bad;
  if (f[1] != NULL && ref->n->len == 0 && n > WY_CLI_SEQ_MAX_OFFSET)
    return bad_line (error, path, lineno, _("the first n, %llu, is out of range: the first term's "
                                            "n is from 0 to %u (as --offset)"),
                     (unsigned long long) n, WY_CLI_SEQ_MAX_OFFSET);
  /* the terms are compared in order: a b-file's n must run by one */
  if (f[1] != NULL && ref->n->len > 0
      && n != g_array_index (ref->n, guint64, ref->n->len - 1) + 1)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s, line %u: n = %llu follows n = %llu: a b-file's n must run by one, as its "
                     "terms are compared in order"), path, lineno,
                   (unsigned long long) n,
                   (unsigned long long) g_array_index (ref->n, guint64, ref->n->len - 1));
      return FALSE;
    }
  g_array_append_val (ref->n, n);
  g_array_append_val (ref->a, a);
  return TRUE;
bad:
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("%s, line %u: not a term (a b-file line \"n a(n)\" or one integer)"), path,
               lineno);
  return FALSE;
}

/* One line of the file into line (its '\n' dropped); FALSE at the end. A line longer than
 * the buffer or holding a NUL byte is an error: the file is read a line at a time, so that
 * one that never ends (/dev/zero) or is not text costs no more than the buffer. */
static gboolean
read_line (FILE *in, char *line, gsize size, guint lineno, const char *path, gboolean *failed,
           GError **error)
{
  gsize len = 0;
  int c;

  while ((c = getc (in)) != EOF && c != '\n')
    {
      if (c == '\0' || len + 1 >= size)
        {
          *failed = TRUE;
          return bad_line (error, path, lineno, c == '\0' ? _("a NUL byte: the file is not text")
                           : _("longer than %llu characters: a b-file line is \"n a(n)\" or one "
                               "integer"), (unsigned long long) (size - 1));
        }
      line[len++] = (char) c;
    }
  line[len] = '\0';
  return c != EOF || len > 0;
}

/* The file a line at a time, each parsed; at most as many terms as --count takes. */
static gboolean
read_lines (FILE *in, const char *path, WyCliReference *ref, gboolean *bfile, GError **error)
{
  char line[4096];
  gboolean failed = FALSE;

  for (guint lineno = 1; read_line (in, line, sizeof line, lineno, path, &failed, error);
       lineno++)
    {
      /* a UTF-8 byte-order mark, as some editors write at a file's start, is no term */
      if (lineno == 1 && g_str_has_prefix (line, "\xEF\xBB\xBF"))
        memmove (line, line + 3, strlen (line + 3) + 1);
      if (!parse_reference_line (ref, line, lineno, path, error))
        return FALSE;
      *bfile |= strchr (g_strstrip (line), ' ') != NULL && line[0] != '#';
      if (ref->a->len > WY_CLI_SEQ_MAX_OFFSET)
        return bad_line (error, path, lineno, _("more than %u terms: a file is compared term by "
                           "term, at most %u (as --count)"), WY_CLI_SEQ_MAX_OFFSET,
                         WY_CLI_SEQ_MAX_OFFSET);
    }
  if (!failed && ferror (in))
    g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), _("Error reading file "
                   "\u201c%s\u201d: %s"), path, g_strerror (errno));
  return !failed && !ferror (in);
}

gboolean
wy_cli_read_reference (const char *path, WyCliReference *ref, GError **error)
{
  FILE *in = fopen (path, "r");
  gboolean bfile = FALSE, ok;

  if (in == NULL)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), _("Failed to open file "
                     "\u201c%s\u201d: %s"), path, g_strerror (saved));
      return FALSE;
    }
  ref->n = g_array_new (FALSE, FALSE, sizeof (guint64));
  ref->a = g_array_new (FALSE, FALSE, sizeof (gint64));
  ok = read_lines (in, path, ref, &bfile, error);
  fclose (in);
  if (!ok)
    return FALSE;
  if (ref->a->len == 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("%s holds no terms"), path);
      return FALSE;
    }
  /* a plain list: its terms are numbered from the offset */
  if (!bfile)
    for (guint i = 0; i < ref->n->len; i++)
      g_array_index (ref->n, guint64, i) = ref->offset + i;
  return TRUE;
}

void
wy_cli_reference_clear (WyCliReference *ref)
{
  g_clear_pointer (&ref->n, g_array_unref);
  g_clear_pointer (&ref->a, g_array_unref);
}

/* Compare the reference's terms, in order, with the game's from its term
 * offset on; a difference is named by the reference's own numbering, and by
 * the game's where --offset set it apart. */
int
wy_cli_check_terms (const WyCliReference *ref, const GArray *terms, const char *path, guint offset)
{
  for (guint i = 0; i < ref->a->len && i < terms->len; i++)
    {
      guint64 n = g_array_index (ref->n, guint64, i);
      gint64 want = g_array_index (ref->a, gint64, i);
      gint64 got = g_array_index (terms, gint64, i);
      g_autofree char *game_term = n == (guint64) offset + i ? g_strdup ("")
                                   : g_strdup_printf (", the game's term %" G_GUINT64_FORMAT,
                                                      (guint64) offset + i);

      if (got != want)
        {
          printf ("first difference at n = %" G_GUINT64_FORMAT " (term %u of %s%s): the file "
                  "has %" G_GINT64_FORMAT ", the game gives %" G_GINT64_FORMAT "\n", n, i + 1,
                  path, game_term, want, got);
          return 1;
        }
    }
  printf ("agrees: %u terms of %s\n", ref->a->len, path);
  return 0;
}
