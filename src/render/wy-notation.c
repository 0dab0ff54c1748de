/* wy-notation.c: the program's plain notation of mathematics, typeset (see wy-notation.h). */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <string.h>

#include "wy-notation.h"

static void convert (GString *out, const char *p, const char *end);

static void
append_escaped (GString *out, const char *text, gssize len)
{
  g_autofree char *escaped = g_markup_escape_text (text, len);

  g_string_append (out, escaped);
}

static gboolean
word_is (const char *p, const char *end, const char *word)
{
  return (gsize) (end - p) == strlen (word) && strncmp (p, word, end - p) == 0;
}

/* floor(...) as ⌊...⌋ when the brackets do not nest; NULL otherwise. Its spaces do not
 * break: a label wraps before or after the floor, never inside it. */
static const char *
append_floor (GString *out, const char *open, const char *limit)
{
  const char *close = memchr (open, ')', limit - open);
  const char *inner = memchr (open + 1, '(', limit - open - 1);
  g_autoptr (GString) inside = NULL;

  if (close == NULL || (inner != NULL && inner < close))
    return NULL;
  inside = g_string_new ("⌊");
  convert (inside, open + 1, close);
  g_string_replace (inside, " ", "\u00a0", 0);
  g_string_append (out, inside->str);
  g_string_append (out, "⌋");
  return close + 1;
}

/* A word of the notation: Greek letters and sqrt as symbols. */
static const char *
append_word (GString *out, const char *p, const char *limit)
{
  static const char *symbols[][2] = {
    { "alpha", "α" }, { "delta", "δ" }, { "phi", "φ" }, { "Gamma", "Γ" }, { "sqrt", "√" },
  };
  const char *end = p, *next;

  while (end < limit && g_ascii_isalnum (*end))
    end++;
  if (word_is (p, end, "floor") && end < limit && *end == '('
      && (next = append_floor (out, end, limit)) != NULL)
    return next;
  for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
    if (word_is (p, end, symbols[i][0]))
      {
        g_string_append (out, symbols[i][1]);
        return end;
      }
  append_escaped (out, p, end - p);
  return end;
}

/* After ^ or _: a braced group or a run of letters and digits. Returns
 * NULL when nothing follows that could be a script. */
static const char *
append_script (GString *out, const char *tag, const char *p, const char *limit)
{
  const char *start = p, *end, *next;

  if (p < limit && *p == '{')
    {
      if ((end = memchr (p, '}', limit - p)) == NULL)
        return NULL;
      start = p + 1;
      next = end + 1;
    }
  else
    {
      for (end = p; end < limit && g_ascii_isalnum (*end); end++)
        ;
      next = end;
    }
  if (end == start)
    return NULL;
  g_string_append_printf (out, "<%s>", tag);
  append_escaped (out, start, end - start);
  g_string_append_printf (out, "</%s>", tag);
  return next;
}

static void
convert (GString *out, const char *p, const char *limit)
{
  const char *begin = p;

  while (p < limit)
    {
      const char *next = NULL;
      /* a script follows a word or a closing bracket, never a space */
      gboolean after = p > begin && (g_ascii_isalnum (p[-1]) || p[-1] == '}' || p[-1] == ')');
      if ((*p == '_' || *p == '^') && after)
        next = append_script (out, *p == '_' ? "sub" : "sup", p + 1, limit);
      else if (g_ascii_isalpha (*p) && !(p > begin && g_ascii_isalnum (p[-1])))
        next = append_word (out, p, limit);
      else if ((*p == '>' || *p == '<') && p + 1 < limit && p[1] == '=')
        {
          g_string_append (out, *p == '>' ? "≥" : "≤");
          next = p + 2;
        }
      if (next == NULL)
        {
          /* one character, whole if it is multi-byte */
          next = MIN (g_utf8_next_char (p), limit);
          append_escaped (out, p, next - p);
        }
      p = next;
    }
}

char *
wy_notation_markup (const char *plain)
{
  GString *out = g_string_new (NULL);

  if (plain != NULL)
    convert (out, plain, plain + strlen (plain));
  return g_string_free (out, FALSE);
}


/* The runs of a parse: text, and its script as a pointer-sized number. */
typedef struct {
  GPtrArray *texts;
  GArray    *scripts;
  WyScript   script;
} Runs;

static void
run_start (GMarkupParseContext *context, const char *element, const char **names,
           const char **values, gpointer data, GError **error)
{
  Runs *r = data;

  r->script = strcmp (element, "sup") == 0 ? WY_SCRIPT_SUPER
              : strcmp (element, "sub") == 0 ? WY_SCRIPT_SUB : WY_SCRIPT_NONE;
}

static void
run_end (GMarkupParseContext *context, const char *element, gpointer data, GError **error)
{
  ((Runs *) data)->script = WY_SCRIPT_NONE;
}

static void
run_text (GMarkupParseContext *context, const char *text, gsize len, gpointer data,
          GError **error)
{
  Runs *r = data;

  if (len == 0)
    return;
  g_ptr_array_add (r->texts, g_strndup (text, len));
  g_array_append_val (r->scripts, r->script);
}

void
wy_notation_foreach_run (const char *plain, WyNotationRunFunc func, gpointer data)
{
  static const GMarkupParser parser = { run_start, run_end, run_text, NULL, NULL };
  g_autofree char *markup = wy_notation_markup (plain);
  g_autofree char *wrapped = g_strconcat ("<n>", markup, "</n>", NULL);
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GArray) scripts = g_array_new (FALSE, FALSE, sizeof (WyScript));
  Runs r = { texts, scripts, WY_SCRIPT_NONE };
  GMarkupParseContext *context = g_markup_parse_context_new (&parser, 0, &r, NULL);
  gboolean parsed = g_markup_parse_context_parse (context, wrapped, -1, NULL)
                    && g_markup_parse_context_end_parse (context, NULL);

  g_markup_parse_context_free (context);
  /* text the markup cannot hold (a control character): as it is, one run */
  if (!parsed)
    {
      func (plain, WY_SCRIPT_NONE, data);
      return;
    }
  for (guint i = 0; i < texts->len; i++)
    func (texts->pdata[i], g_array_index (scripts, WyScript, i), data);
}
