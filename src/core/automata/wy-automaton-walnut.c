/* wy-automaton-walnut.c: a hostile-input reader of Walnut's automaton format: the
 * numeration systems on the first line, then "STATE OUTPUT" and its transitions
 * "a b -> STATE"; every error at file:line:column with what was expected. */
#include "config.h"
#include "wy-automaton-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#define MAX_FILE (16u << 20)
#define MAX_TABLE (1u << 24) /* states x letters */

typedef struct {
  const char  *name;
  guint        line;
  const char  *start, *p, *end;   /* the line, the cursor, its end */
  GError     **error;
} Reader;

typedef struct { guint32 q, letter; gint32 r; guint line, column; } Edge;

static gboolean
fail (Reader *rd, const char *at, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (Reader *rd, const char *at, const char *format, ...)
{
  va_list args;
  g_autofree char *what = NULL;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  if (rd->error != NULL && *rd->error == NULL)
    g_set_error (rd->error, WY_ERROR, WY_ERROR_PARSE, "%s:%u:%u: %s", rd->name, rd->line,
                 (guint) (at - rd->start) + 1, what);
  return FALSE;
}

static void
skip_blanks (Reader *rd)
{
  while (rd->p < rd->end && (*rd->p == ' ' || *rd->p == '\t'))
    rd->p++;
}

static gboolean
at_arrow (const Reader *rd, const char *c)
{
  return c + 1 < rd->end && c[0] == '-' && c[1] == '>';
}

/* The next token (up to a blank or "->", which is one: Walnut needs no blanks around it), or
 * an empty one at the end of the line. */
static const char *
token (Reader *rd, gsize *len)
{
  skip_blanks (rd);
  const char *t = rd->p;

  if (at_arrow (rd, t))
    rd->p += 2;
  else
    while (rd->p < rd->end && *rd->p != ' ' && *rd->p != '\t' && !at_arrow (rd, rd->p))
      rd->p++;
  *len = (gsize) (rd->p - t);
  return t;
}

static char *
shown (const char *t, gsize len)
{
  if (len == 0)
    return g_strdup (_("the end of the line"));
  g_autofree char *raw = g_strndup (t, MIN (len, 24));
  GString *s = g_string_new ("\"");

  for (const char *c = raw; *c; c++)
    if (g_ascii_isprint (*c))
      g_string_append_c (s, *c);
    else
      g_string_append_printf (s, "\\x%02x", (guchar) *c);
  g_string_append (s, len > 24 ? "...\"" : "\"");
  return g_string_free (s, FALSE);
}

/* A whole number below limit: what names it in the message. */
static gboolean
number (Reader *rd, guint limit, const char *what, guint *out)
{
  gsize len;
  const char *t = token (rd, &len);
  guint64 v = 0;

  for (gsize i = 0; i < len && v < G_MAXUINT32; i++)
    v = g_ascii_isdigit (t[i]) ? v * 10 + (guint) (t[i] - '0') : G_MAXUINT64;
  if (len == 0 || v >= limit)
    {
      g_autofree char *s = shown (t, len);
      return fail (rd, t, _("expected %s (a whole number from 0 to %u), found %s"), what,
                   limit - 1, s);
    }
  *out = (guint) v;
  return TRUE;
}

/* One token of the first line against the first track's system. */
static gboolean
header_word (Reader *rd, const char *t, gsize len, guint tracks, char **first,
             WyNumSystem **ns)
{
  g_autofree char *word = g_strndup (t, len);
  g_autoptr (GError) local = NULL;

  if (tracks > 2)
    return fail (rd, t, _("expected one or two numeration systems (one a track: one pile, or "
                   "x and y), found a third"));
  if (*first != NULL && strcmp (word, *first) != 0)
    {
      g_autofree char *was = shown (*first, strlen (*first)), *is = shown (t, len);

      return fail (rd, t,
                   _("expected the same numeration system on every track (%s), found %s"), was,
                   is);
    }
  if (*first == NULL && !(*ns = wy_num_system_new (word, &local)))
    return fail (rd, t, "%s", local->message);
  if (*first == NULL)
    *first = g_steal_pointer (&word);
  return TRUE;
}

/* The first line: one numeration system a track, the same for every track. */
static WyNumSystem *
header (Reader *rd, guint *tracks)
{
  WyNumSystem *ns = NULL;
  g_autofree char *first = NULL;
  gsize len;
  const char *t;

  *tracks = 0;
  while ((t = token (rd, &len)), len > 0)
    if (!header_word (rd, t, len, ++*tracks, &first, &ns))
      {
        g_clear_pointer (&ns, wy_num_system_unref);
        return NULL;
      }
  return ns;
}

/* "STATE OUTPUT": *q, and whether it accepts. */
static gboolean
state_line (Reader *rd, guint *q, guint8 *accept, guint8 *declared)
{
  const char *at;
  guint o;

  skip_blanks (rd);
  at = rd->p;
  if (!number (rd, WY_AUTOMATON_MAX_STATES, _("a state"), q))
    return FALSE;
  if (declared[*q])
    return fail (rd, at, _("state %u is declared a second time"), *q);
  skip_blanks (rd);
  at = rd->p;
  if (!number (rd, 2, _("the state's output (0 rejects, 1 accepts; a word automaton's outputs "
                 "are not read)"), &o))
    return FALSE;
  skip_blanks (rd);
  if (rd->p < rd->end)
    return fail (rd, rd->p, _("expected the end of the line after \"STATE OUTPUT\""));
  declared[*q] = 1;
  accept[*q] = (guint8) o;
  return TRUE;
}

/* "a b -> STATE" (one digit a track). */
static gboolean
transition_line (Reader *rd, const WyNumSystem *ns, guint tracks, guint q, GArray *edges)
{
  Edge e = { .q = q, .line = rd->line };
  gsize len;
  const char *t;
  guint d, r;

  for (guint i = 0; i < tracks; i++)
    {
      g_autofree char *what = g_strdup_printf (_("a digit of %s"), ns->file_name);

      if (!number (rd, ns->n_digits, what, &d))
        return FALSE;
      e.letter = e.letter * ns->n_digits + d;
    }
  t = token (rd, &len);
  if (len != 2 || strncmp (t, "->", 2) != 0)
    {
      g_autofree char *s = shown (t, len);
      return fail (rd, t, g_dngettext (GETTEXT_PACKAGE, "expected \"->\" after %u digit, found %s",
                                       "expected \"->\" after %u digits, found %s", tracks),
                   tracks, s);
    }
  skip_blanks (rd);
  e.column = (guint) (rd->p - rd->start) + 1;
  if (!number (rd, WY_AUTOMATON_MAX_STATES, _("the target state"), &r))
    return FALSE;
  skip_blanks (rd);
  if (rd->p < rd->end)
    return fail (rd, rd->p, _("expected the end of the line after the target state (one "
                   "target: the automaton must be deterministic)"));
  e.r = (gint32) r;
  g_array_append_val (edges, e);
  return TRUE;
}

typedef struct {
  WyNumSystem *ns;
  guint        tracks, n_states;
  gint         current;      /* the state whose transitions follow, -1 before any */
  guint        last_line;    /* the line declaring the highest state */
  guint8      *accept, *declared;
  GArray      *edges;
} Parse;

static gboolean
read_line (Reader *rd, Parse *ps)
{
  skip_blanks (rd);
  if (rd->p == rd->end || *rd->p == '#') /* a blank line, or a comment (Walnut's own files
                                           * open with one, in any text) */
    return TRUE;
  for (const char *c = rd->p; c < rd->end; c++)
    if (((guchar) *c < 0x20 && *c != '\t') || (guchar) *c >= 0x7f)
      return fail (rd, c, _("unexpected byte 0x%02x (the format is plain ASCII text)"),
                   (guchar) *c);
  if (ps->ns == NULL)
    return (ps->ns = header (rd, &ps->tracks)) != NULL;
  if (g_strstr_len (rd->p, rd->end - rd->p, "->") != NULL)
    {
      if (ps->current < 0)
        return fail (rd, rd->p, _("expected a state line \"STATE OUTPUT\" before the first "
                       "transition"));
      return transition_line (rd, ps->ns, ps->tracks, (guint) ps->current, ps->edges);
    }
  guint q;
  const char *at = rd->p;

  if (!state_line (rd, &q, ps->accept, ps->declared))
    return FALSE;
  /* Walnut's initial state is the first one declared; this reader's is state 0 */
  if (ps->current < 0 && q != 0)
    return fail (rd, at, _("expected state 0 first, found state %u (Walnut's initial state is "
                   "the first one declared, this reader's state 0: they must be the same)"), q);
  ps->current = (gint) q;
  if (q + 1 > ps->n_states)
    ps->n_states = q + 1, ps->last_line = rd->line;
  return TRUE;
}

/* Every line; rd->line ends at the last. */
static gboolean
read_lines (Reader *rd, Parse *ps, const char *text, gsize len)
{
  const char *p = text, *end = text + len;

  while (p < end)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      const char *stop = nl ? nl : end;

      rd->line++;
      rd->start = rd->p = p;
      rd->end = stop > p && stop[-1] == '\r' ? stop - 1 : stop;
      if (!read_line (rd, ps))
        return FALSE;
      p = nl ? nl + 1 : end;
    }
  return TRUE;
}

static gboolean
fail_at (Reader *rd, guint line, guint column, const char *what)
{
  g_set_error (rd->error, WY_ERROR, WY_ERROR_PARSE, "%s:%u:%u: %s", rd->name, line, column,
               what);
  return FALSE;
}

/* The table from the edges: every target declared, one transition a letter. */
static WyAutomaton *
build (Reader *rd, Parse *ps)
{
  g_autoptr (WyAutomaton) a = NULL;
  g_autofree char *what = NULL;

  for (guint q = 0; q < ps->n_states; q++)
    if (!ps->declared[q])
      return what = g_strdup_printf (_("expected state %u to be declared (states are numbered "
                                       "0 to %u, each with its line \"STATE OUTPUT\")"), q,
                                     ps->n_states - 1), fail_at (rd, ps->last_line, 1, what),
           NULL;
  a = _wy_automaton_new (ps->ns, ps->tracks, ps->n_states);
  if ((guint64) ps->n_states * a->alphabet > MAX_TABLE)
    return what = g_strdup_printf (_("%u states of %u letters are more than the %u transitions "
                                     "read"), ps->n_states, a->alphabet, MAX_TABLE),
           fail_at (rd, rd->line, 1, what), NULL;
  memcpy (a->accept, ps->accept, ps->n_states);
  for (guint i = 0; i < ps->edges->len; i++)
    {
      const Edge *e = &g_array_index (ps->edges, Edge, i);
      gint32 *slot = &a->next[(gsize) e->q * a->alphabet + e->letter];

      if ((guint) e->r >= ps->n_states)
        return what = g_strdup_printf (_("expected a declared state, found %d (states 0 to %u)"),
                                       e->r, ps->n_states - 1),
               fail_at (rd, e->line, e->column, what), NULL;
      if (*slot >= 0)
        return what = g_strdup_printf (_("state %u has a second transition on this letter (the "
                                         "automaton must be deterministic)"), e->q),
               fail_at (rd, e->line, 1, what), NULL;
      *slot = e->r;
    }
  return g_steal_pointer (&a);
}

static WyAutomaton *
parse_utf8 (const char *text, gsize len, const char *name, GError **error)
{
  Reader rd = { .name = name, .error = error };
  Parse ps = { .current = -1 };
  WyAutomaton *a = NULL;

  ps.accept = g_new0 (guint8, WY_AUTOMATON_MAX_STATES);
  ps.declared = g_new0 (guint8, WY_AUTOMATON_MAX_STATES);
  ps.edges = g_array_new (FALSE, FALSE, sizeof (Edge));
  if (read_lines (&rd, &ps, text, len))
    {
      rd.line = MAX (rd.line, 1);
      if (ps.ns == NULL)
        fail_at (&rd, rd.line, 1, _("expected the numeration systems (msd_2, msd_fib, ...) on "
                   "the first line, found an empty file"));
      else if (ps.n_states == 0)
        fail_at (&rd, rd.line, 1, _("expected at least one state line \"STATE OUTPUT\" (state "
                   "0 is the initial state)"));
      else
        a = build (&rd, &ps);
    }
  if (ps.ns != NULL)
    wy_num_system_unref (ps.ns);
  g_free (ps.accept);
  g_free (ps.declared);
  g_array_unref (ps.edges);
  return a;
}

WyAutomaton *
wy_automaton_parse_walnut (const char *text, gssize len, const char *name, GError **error)
{
  g_return_val_if_fail (text != NULL || len == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  gsize n = len < 0 ? strlen (text) : (gsize) len;
  const guchar *u = (const guchar *) text;

  name = name ? name : "automaton";
  if (n > MAX_FILE)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("%s: %llu bytes are more than the %u an automaton file may have"), name,
                   (unsigned long long) n, MAX_FILE);
      return NULL;
    }
  if (n >= 3 && u[0] == 0xef && u[1] == 0xbb && u[2] == 0xbf)
    return parse_utf8 (text + 3, n - 3, name, error);
  if (n >= 2 && ((u[0] == 0xfe && u[1] == 0xff) || (u[0] == 0xff && u[1] == 0xfe)))
    {
      /* older Walnut wrote UTF-16 */
      g_autofree char *utf8 = g_convert (text + 2, (gssize) (n - 2), "UTF-8",
                                         u[0] == 0xfe ? "UTF-16BE" : "UTF-16LE", NULL, NULL,
                                         NULL);
      if (utf8 == NULL)
        {
          g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                       _("%s:1:1: expected UTF-16 text after its byte order mark, found bytes "
                         "that are not"), name);
          return NULL;
        }
      return parse_utf8 (utf8, strlen (utf8), name, error);
    }
  return parse_utf8 (text, n, name, error);
}
