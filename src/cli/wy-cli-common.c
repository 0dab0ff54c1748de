/* wy-cli-common.c: option parsing, errors, solving and output helpers shared by the subcommands. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "wy-cli-common.h"
#include "wy-enum-nick.h"
#include "wy-enum-types.h"
#include "wy-game-file.h"
#include "wy-number-private.h"
#include "wy-spelling-private.h"

/* Show progress only for solves longer than this (microseconds). */
#define WY_CLI_PROGRESS_DELAY 500000

/* One character of text at p (of at most end - p bytes) onto out as a reader sees it safely:
 * a byte that begins no valid UTF-8 character as \xNN, so the line stays UTF-8; a C0 control,
 * DEL and a C1 control (U+0080..U+009F: U+009B is a terminal's CSI) escaped. Returns the
 * bytes it read. */
static gsize
escape_char (GString *out, const char *p, const char *end)
{
  gunichar c = g_utf8_get_char_validated (p, end - p);
  gsize len;

  if (c == (gunichar) -1 || c == (gunichar) -2)
    {
      g_string_append_printf (out, "\\x%02x", (guchar) *p);
      return 1;
    }
  len = g_utf8_next_char (p) - p;
  if (c == '\n' || c == '\r')
    g_string_append_c (out, ' ');
  else if (c < 0x20 || c == 0x7f)
    g_string_append_printf (out, "\\x%02x", c);
  else if (c >= 0x80 && c <= 0x9f)
    g_string_append_printf (out, "\\u%04x", c);
  else
    g_string_append_len (out, p, len);
  return len;
}

char *
wy_cli_escape (char *text, gsize max)
{
  gsize n = strlen (text);
  const char *p = text, *end = text + n;
  GString *out = g_string_sized_new (n);

  /* whole characters only: a cut inside one would leave the line no longer UTF-8 */
  while (p < end && out->len < max)
    p += escape_char (out, p, end);
  if (p < end)
    g_string_append (out, "…");
  g_free (text);
  return g_string_free (out, FALSE);
}

int
wy_cli_fail (const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* Other tools read stderr line by line: exactly one line, with what came
   * from the user (argv, a file) made harmless: control characters
   * escaped, and a message cut to a length a person reads */
  message = wy_cli_escape (message, WY_CLI_MESSAGE_MAX);
  fflush (stdout);
  fprintf (stderr, "wythoff: %s\n", message);
  return WY_CLI_EXIT_ERROR;
}

int
wy_cli_fail_error (const GError *error)
{
  return wy_cli_fail ("%s", error ? error->message : _("unknown error"));
}

/* A parameter string as --help shows it: translated ("" stays "", not the catalogue's header). */
static const char *
shown_parameters (const char *parameter_string)
{
  return *parameter_string ? _(parameter_string) : "";
}

static gboolean
check_n_args (const char *command, const char *parameter_string, guint n_args,
              int argc, char **argv, GError **error)
{
  /* what GAME is, said only to a command that takes one */
  const char *game = strstr (parameter_string, "GAME")
                     ? _("; GAME is a rule string such as wyt:a=1,b=2 or a library game's name "
                         "such as fraenkel-2") : "";

  if ((guint) argc - 1 < n_args)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                   _("%s needs %s%s (see 'wythoff %s --help')"), command,
                   shown_parameters (parameter_string), game, command);
      return FALSE;
    }
  if ((guint) argc - 1 > n_args)
    {
      if (n_args == 0 && !*parameter_string)
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                     _("%s: unexpected argument '%s': it takes no argument, only options (see "
                       "'wythoff %s --help')"), command, argv[1], command);
      else
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                     _("%s: unexpected argument '%s': it takes only %s (see 'wythoff %s --help')"),
                     command, argv[n_args + 1],
                     shown_parameters (parameter_string), command);
      return FALSE;
    }
  return TRUE;
}

/* Does arg name the entry ("--long", "--long=V", "-s")? */
static gboolean
names_entry (const char *arg, const GOptionEntry *e)
{
  gsize n = strlen (e->long_name);

  if (arg[0] == '-' && arg[1] == '-')
    return strncmp (arg + 2, e->long_name, n) == 0 && (arg[2 + n] == '\0' || arg[2 + n] == '=');
  return e->short_name && arg[0] == '-' && arg[1] == e->short_name && arg[2] == '\0';
}

/* What GOption would misread: an option given twice (the last would win
 * silently) and a negative number where a position or value goes ("-1,7"
 * would be an unknown option; after "--", which GOption keeps before an
 * argument that starts with '-', an extra argument). */
gboolean
wy_cli_check_argv (const char *command, const GOptionEntry *entries, int argc, char **argv,
                   GError **error)
{
  gboolean operands = FALSE;

  for (int i = 1; i < argc; i++)
    {
      gboolean is_value = FALSE;

      if (!operands && strcmp (argv[i], "--") == 0)
        {
          operands = TRUE;
          continue;
        }
      /* the value of the option before it is that option's to judge */
      for (const GOptionEntry *e = entries; e->long_name && i > 1 && !operands; e++)
        is_value |= e->arg != G_OPTION_ARG_NONE && !strchr (argv[i - 1], '=')
                    && names_entry (argv[i - 1], e);
      if (!is_value && argv[i][0] == '-' && g_ascii_isdigit (argv[i][1]))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("%s: %s is negative: positions and values are whole numbers from 0"),
                       command, argv[i]);
          return FALSE;
        }
      for (const GOptionEntry *e = entries; e->long_name && !operands; e++)
        for (int j = 1; j < i && names_entry (argv[i], e); j++)
          if (names_entry (argv[j], e) && e->arg != G_OPTION_ARG_NONE)
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("%s: --%s is given twice: give it once"), command, e->long_name);
              return FALSE;
            }
    }
  return TRUE;
}

/* The entries with their text options (G_OPTION_ARG_STRING) taken as bytes (FILENAME):
 * GOption would convert them from the locale's charset, refusing a caption "é" under
 * LC_ALL=C and any value not in that charset with "Invalid byte sequence in conversion
 * input", naming no option. The command reads its arguments as UTF-8 whatever the locale, as
 * it reads GAME and the positions (which GOption leaves alone); text_options () judges them. */
static GOptionEntry *
bytes_entries (const GOptionEntry *entries)
{
  guint n = 0;
  GOptionEntry *copy;

  while (entries[n].long_name)
    n++;
  copy = g_memdup2 (entries, (n + 1) * sizeof *entries);
  for (guint i = 0; i < n; i++)
    if (copy[i].arg == G_OPTION_ARG_STRING)
      copy[i].arg = G_OPTION_ARG_FILENAME;
  return copy;
}

/* The text options' values as UTF-8: as given, else converted from the locale's charset (a
 * Latin-1 terminal), else refused naming the option. */
static gboolean
text_options (const char *command, const GOptionEntry *entries, GError **error)
{
  for (const GOptionEntry *e = entries; e->long_name; e++)
    {
      char **value = e->arg_data;
      char *converted;

      if (e->arg != G_OPTION_ARG_STRING || !*value || g_utf8_validate (*value, -1, NULL))
        continue;
      if (!(converted = g_locale_to_utf8 (*value, -1, NULL, NULL, NULL)))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("%s: --%s %s is not text: it holds bytes that are no UTF-8 (give it "
                         "as UTF-8 text)"), command, e->long_name, *value);
          return FALSE;
        }
      g_free (*value);
      *value = converted;
    }
  return TRUE;
}

/* A file option given as '' names no file: said so, not in the system's words for an empty
 * path ("Operation not supported", "“” has no extension", "cannot tell the format of : "). */
static gboolean
file_options (const char *command, const GOptionEntry *entries, GError **error)
{
  for (const GOptionEntry *e = entries; e->long_name; e++)
    {
      char **value = e->arg_data;

      if (e->arg == G_OPTION_ARG_FILENAME && *value && !**value)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("%s: --%s '' names no file: give a file name"), command, e->long_name);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
is_string (const GOptionEntry *e)
{
  return e->arg == G_OPTION_ARG_STRING || e->arg == G_OPTION_ARG_FILENAME;
}

/* The string options' values before the parse, so that a refusal after GOption's own can undo
 * what it set, as GOption undoes its own on a refusal (a caller frees its values only when
 * the parse succeeds). */
static char **
strings_before (const GOptionEntry *entries)
{
  guint n = 0;
  char **before;

  while (entries[n].long_name)
    n++;
  before = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    if (is_string (&entries[i]))
      before[i] = *(char **) entries[i].arg_data;
  return before;
}

static void
undo_strings (const GOptionEntry *entries, char **before)
{
  for (guint i = 0; entries[i].long_name; i++)
    {
      char **value = entries[i].arg_data;

      if (is_string (&entries[i]) && *value != before[i])
        {
          g_free (*value);
          *value = before[i];
        }
    }
}

gboolean
wy_cli_parse_goptions (const char *command, const char *parameter_string, const char *summary,
                       const char *description, GOptionEntry *entries, int *argc, char ***argv,
                       GError **error)
{
  /* --help in the user's language: GOption translates the summary, the description and the
   * entries in our domain, the parameter string is translated here */
  g_autoptr (GOptionContext) context = g_option_context_new (shown_parameters (parameter_string));
  g_autofree char *prgname = g_strdup_printf ("wythoff %s", command);
  g_autofree GOptionEntry *bytes = bytes_entries (entries);
  g_autofree char **before = strings_before (entries);
  GError *local = NULL;

  /* The usage line reads "wythoff COMMAND [OPTION...] ARGS". */
  g_set_prgname (prgname);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, summary);
  g_option_context_set_description (context, description);
  g_option_context_add_main_entries (context, bytes, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &local))
    {
      g_set_error (error, local->domain, local->code, _("%s: %s (see 'wythoff %s --help')"),
                   command, local->message, command);
      g_error_free (local);
      return FALSE;
    }
  if (text_options (command, entries, error) && file_options (command, entries, error))
    return TRUE;
  undo_strings (entries, before);
  return FALSE;
}

gboolean
wy_cli_parse_options (const char *command, const char *parameter_string, const char *summary,
                      const char *description, GOptionEntry *entries, guint n_args,
                      int *argc, char ***argv, GError **error)
{
  return wy_cli_check_argv (command, entries, *argc, *argv, error)
         && wy_cli_parse_goptions (command, parameter_string, summary, description, entries,
                                   argc, argv, error)
         && check_n_args (command, parameter_string, n_args, *argc, *argv, error);
}

static gboolean heaps3_allowed;

void
wy_cli_allow_heaps3 (void)
{
  heaps3_allowed = TRUE;
}

static gboolean
check_heaps (const WyGame *game, GError **error)
{
  return heaps3_allowed || wy_game_get_heaps (game) != 3
         || wy_cli_refuse_game (game, _("is a game of three heaps (a rule that names dz or z is "
                                  "one): this command takes one or two heaps; ppos, steps, grundy, "
                                  "moves and sequence take three"), error);
}

/* GAME: a rule string, or else the name of a game of the library (the core's
 * wy_game_new_from_text); a word that is neither is told by the core that a library game's
 * name goes there too, and here where to find the names. */
WyGame *
wy_cli_parse_game (const char *rule, GError **error)
{
  GError *local = NULL;
  WyGame *game = wy_game_new_from_text (rule, &local);

  if (!game)
    {
      /* the core adds its hint to exactly these (wy_game_new_from_text) */
      if (g_error_matches (local, WY_ERROR, WY_ERROR_PARSE) && !strchr (rule, ':'))
        {
          char *message = g_strdup_printf ("%s ('wythoff library list')", local->message);

          g_free (local->message);
          local->message = message;
        }
      g_propagate_error (error, local);
      return NULL;
    }
  if (!check_heaps (game, error))
    g_clear_pointer (&game, wy_game_free);
  return game;
}

gboolean
wy_cli_refuse_game (const WyGame *game, const char *why, GError **error)
{
  g_autofree char *rule = wy_game_to_string (game);

  g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED, "%s %s", rule, why);
  return FALSE;
}

gboolean
wy_cli_parse_whole (const char *text, guint64 *out)
{
  return _wy_parse_whole (text, out);
}

gboolean
wy_cli_parse_coordinate (const char *text, guint *out)
{
  guint64 v;

  if (!wy_cli_parse_whole (text, &v))
    return FALSE;
  *out = (guint) MIN (v, (guint64) WY_CLI_HUGE_COORDINATE);
  return TRUE;
}

gboolean
wy_cli_split_position (const WyGame *game, const char *text, WyPos *pos)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);

  pos->y = 0;
  if (wy_game_is_one_pile (game))
    return g_strv_length (parts) == 1 && wy_cli_parse_coordinate (parts[0], &pos->x);
  return g_strv_length (parts) == 2 && wy_cli_parse_coordinate (parts[0], &pos->x)
         && wy_cli_parse_coordinate (parts[1], &pos->y);
}

gboolean
wy_cli_is_negative (const char *text)
{
  const char *p = text;
  gboolean dot = FALSE;

  while (g_ascii_isspace (*p))
    p++;
  if (*p++ != '-' || !(g_ascii_isdigit (*p) || (*p == '.' && g_ascii_isdigit (p[1]))))
    return FALSE;
  for (; g_ascii_isdigit (*p) || (*p == '.' && !dot); p++)
    dot |= *p == '.';
  while (g_ascii_isspace (*p))
    p++;
  return *p == '\0';
}

gboolean
wy_cli_parse_uint (const char *option, const char *text, guint min, guint max,
                   guint *out, GError **error)
{
  guint64 value = 0;

  if (text == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s is required: it must be from %u to %u"), option, min, max);
      return FALSE;
    }
  if (!wy_cli_parse_whole (text, &value) && !wy_cli_is_negative (text))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s %s is not a whole number: %s must be from %u to %u"),
                   option, text, option, min, max);
      return FALSE;
    }
  if (wy_cli_is_negative (text) || value < min || value > max)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s %s is out of range: %s must be from %u to %u"),
                   option, text, option, min, max);
      return FALSE;
    }
  *out = (guint) value;
  return TRUE;
}

/* A decimal number from min to max; unit follows the range in messages. */
gboolean
wy_cli_parse_decimal (const char *option, const char *text, double min, double max,
                      const char *unit, double *out, GError **error)
{
  g_autofree char *t = g_strstrip (g_strdup (text));
  char *end = NULL;
  double v = g_ascii_strtod (t, &end);

  /* plain decimals only: g_ascii_strtod would take 0x10, 1e3, inf */
  if ((!end || *end != '\0' || end == t || !isfinite (v)
       || strspn (t, "0123456789.") != strlen (t)) && !wy_cli_is_negative (t))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s %s is not a number: %s must be from %g to %g%s"), option, text, option,
                   min, max, unit);
      return FALSE;
    }
  if (wy_cli_is_negative (t) || !(v >= min && v <= max))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s %s is out of range: %s must be from %g to %g%s"), option, text, option,
                   min, max, unit);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

/* The formats allowed (bit i: WyTableFormat i), by their GEnum nicks: "text, csv or json". */
static char *
format_list (guint allowed)
{
  GString *s = g_string_new (NULL);
  guint n = 0, seen = 0;

  for (guint i = 0; i < WY_N_TABLE_FORMATS; i++)
    n += (allowed >> i) & 1;
  for (guint i = 0; i < WY_N_TABLE_FORMATS; i++)
    if (allowed & (1u << i))
      {
        seen++;
        g_string_append_printf (s, "%s%s", seen == 1 ? "" : seen == n ? WY_CLI_OR : ", ",
                                _wy_enum_nick (WY_TYPE_TABLE_FORMAT, i));
      }
  return g_string_free (s, FALSE);
}

char *
wy_cli_did_you_mean (const char *word, const char *const *names, gsize n)
{
  const char *meant = _wy_spelling_nearest (word, names, n);

  return meant ? g_strdup_printf (_(" (did you mean '%s'?)"), meant) : g_strdup ("");
}

gboolean
wy_cli_parse_format (const char *text, guint allowed, WyTableFormat *out, GError **error)
{
  const char *names[WY_N_TABLE_FORMATS];
  g_autofree char *list = NULL, *guess = NULL;
  gsize n = 0;
  int format = text == NULL ? g_bit_nth_lsf (allowed, -1)
                            : _wy_enum_from_nick (WY_TYPE_TABLE_FORMAT, text, FALSE);

  if (format >= 0 && format < WY_N_TABLE_FORMATS && (allowed & (1u << format)))
    {
      *out = format;
      return TRUE;
    }
  list = format_list (allowed);
  for (guint i = 0; i < WY_N_TABLE_FORMATS; i++)
    if (allowed & (1u << i))
      names[n++] = _wy_enum_nick (WY_TYPE_TABLE_FORMAT, i);
  guess = wy_cli_did_you_mean (text, names, n);
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("--format %s is not available here%s: choose %s"), text, guess, list);
  return FALSE;
}

/* The side the query's needs reach under the largest time budget: asked only
 * when the side given is beyond the budget's. */
static guint
reach_side (const WyGame *game, const WyQuery *query)
{
  WyQuery most = *query;

  wy_query_set_time_budget (&most, WY_TIME_BUDGET_MAX);
  return wy_solve_max_side (game, &most, NULL);
}

void
wy_cli_cap_words (const WyGame *game, const WyQuery *query, guint64 value, char **reason,
                  char **raise)
{
  guint max = wy_solve_max_side (game, query, reason);
  guint reach = reach_side (game, query);

  *raise = value <= reach ? g_strdup_printf (_("; a larger --time-budget SECONDS (up to %g) "
                                               "reaches it"), WY_TIME_BUDGET_MAX)
           : reach > max ? g_strdup_printf (_("; --time-budget SECONDS (up to %g) reaches at most "
                                              "%u"), WY_TIME_BUDGET_MAX, reach)
           : g_strdup ("");
}

/* The side a query accepts (wy_solve_max_side), asked once; a side beyond it
 * names the reason and, without a region, how far a larger budget reaches. */
static gboolean
parse_size_upto (const WyGame *game, const char *option, const char *text,
                 const WyQuery *query, guint *out, GError **error)
{
  guint max = wy_solve_max_side (game, query, NULL);
  guint64 value = 0;

  if (text == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s is required: the board side S must be from 1 to %u"), option, max);
      return FALSE;
    }
  if (!wy_cli_parse_whole (text, &value) && !wy_cli_is_negative (text))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s %s is not a whole number: the board side must be from 1 to %u"),
                   option, text, max);
      return FALSE;
    }
  if (value == 0 || wy_cli_is_negative (text))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s %s is out of range: the board side must be from 1 to %u"), option, text,
                   max);
      return FALSE;
    }
  if (value > max)
    {
      g_autofree char *rule = wy_game_to_string (game);
      g_autofree char *reason = NULL, *raise = NULL;

      /* a region's message names no reason (memory and time) */
      if (!query->has_region)
        wy_cli_cap_words (game, query, value, &reason, &raise);
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("%s %s is beyond the budget for this game (%s): the board side for %s must be "
                     "from 1 to %u%s"), option, text, reason ? reason : _("memory and time"), rule,
                   max, raise ? raise : "");
      return FALSE;
    }
  *out = (guint) value;
  return TRUE;
}

gboolean
wy_cli_parse_size (const WyGame *game, const char *text, WyNeeds needs,
                   guint *out, GError **error)
{
  return wy_cli_parse_side (game, "--size", text, needs, out, error);
}

gboolean
wy_cli_parse_side (const WyGame *game, const char *option, const char *text, WyNeeds needs,
                   guint *out, GError **error)
{
  WyQuery query = { .needs = needs };

  return parse_size_upto (game, option, text, &query, out, error);
}

gboolean
wy_cli_parse_region_size (const WyGame *game, const char *text, WyNeeds needs,
                          guint *out, GError **error)
{
  WyQuery query = { .needs = needs };

  /* any region: the question is how large a board one may lie on */
  wy_query_set_region (&query, 0, 0, 0, 0);
  return parse_size_upto (game, "--size", text, &query, out, error);
}

void
wy_cli_progress_init (WyCliProgress *p, char *what)
{
  *p = (WyCliProgress) { .start = g_get_monotonic_time (), .last_percent = -1, .what = what,
                         .tty = isatty (STDERR_FILENO) };
  g_mutex_init (&p->lock);
}

void
wy_cli_progress (double fraction, gpointer data)
{
  WyCliProgress *p = data;
  int percent = (int) CLAMP (fraction * 100.0, 0.0, 100.0);

  /* for people watching a terminal, and only for jobs that take a while */
  if (!p->tty || g_get_monotonic_time () - p->start < WY_CLI_PROGRESS_DELAY)
    return;
  g_mutex_lock (&p->lock);
  if (percent != p->last_percent)
    {
      fprintf (stderr, "\rwythoff: %s ... %3d%%", p->what, percent);
      fflush (stderr);
      p->last_percent = percent;
      p->shown = TRUE;
    }
  g_mutex_unlock (&p->lock);
}

void
wy_cli_progress_clear (WyCliProgress *p)
{
  if (p->shown)
    fprintf (stderr, "\r\033[K");
  g_mutex_clear (&p->lock);
  g_clear_pointer (&p->what, g_free);
}

WySolution *
wy_cli_solve (const WyGame *game, const WyQuery *query, GError **error)
{
  g_autofree char *rule = wy_game_to_string (game);
  WyQuery q = *query;
  WyCliProgress progress;
  WySolution *solution;

  wy_cli_progress_init (&progress, g_strdup_printf (_("solving %s on %ux%u"), rule, query->size,
                                                    query->size));
  q.progress = progress.tty ? wy_cli_progress : NULL;
  q.user_data = &progress;
  solution = wy_solve (game, &q, error);
  wy_cli_progress_clear (&progress);
  return solution;
}

WyBoard *
wy_cli_query (const WyGame *game, const WyQuery *query, GError **error)
{
  g_autoptr (WySolution) solution = wy_cli_solve (game, query, error);

  return solution ? wy_board_ref (wy_solution_get_board (solution)) : NULL;
}

const char *
wy_cli_status_name (WyStatus status)
{
  return status == WY_STATUS_P ? "P" : status == WY_STATUS_N ? "N" : "-";
}

char *
wy_cli_pos_text (gboolean one_pile, guint x, guint y)
{
  return one_pile ? g_strdup_printf ("%u", x) : g_strdup_printf ("(%u, %u)", x, y);
}

void
wy_cli_json_pos (WyJson *json, gboolean one_pile, guint x, guint y)
{
  if (one_pile)
    {
      _wy_json_uint (json, x);
      return;
    }
  _wy_json_begin_array (json);
  _wy_json_uint (json, x);
  _wy_json_uint (json, y);
  _wy_json_end_array (json);
}

void
wy_cli_json_begin_game (WyJson *json, GString *out, const char *rule)
{
  _wy_json_init (json, out);
  _wy_json_begin_object (json);
  _wy_json_string (_wy_json_key (json, "game"), rule);
}

void
wy_cli_json_triple (WyJson *json, guint x, guint y, guint z)
{
  _wy_json_begin_array (json);
  _wy_json_uint (json, x);
  _wy_json_uint (json, y);
  _wy_json_uint (json, z);
  _wy_json_end_array (json);
}

int
wy_cli_fail_output (int saved_errno)
{
  /* a closed pipe: the reader (head) has what it wanted; the command goes
   * on (a plot it writes, its verdict's status), its output dropped */
  int status = saved_errno == EPIPE ? 0
               : wy_cli_fail (_("cannot write the output: %s"), g_strerror (saved_errno));

  /* said once: nothing is left for the check at exit to say */
  if (!freopen ("/dev/null", "w", stdout))
    _exit (status);
  return status;
}

int
wy_cli_write (GString *out)
{
  if (fwrite (out->str, 1, out->len, stdout) != out->len || fflush (stdout) != 0)
    return wy_cli_fail_output (errno);
  return 0;
}

gboolean
wy_cli_write_some (GString *out)
{
  if (out->len < (1u << 20))
    return TRUE;
  if (fwrite (out->str, 1, out->len, stdout) != out->len)
    return FALSE;
  g_string_truncate (out, 0);
  return TRUE;
}

WyBoard *
wy_cli_load_board (const char *rule, const char *size_text, WyNeeds needs, GError **error)
{
  g_autoptr (WyGame) game = wy_cli_parse_game (rule, error);
  WyQuery query = { .needs = needs };

  if (!game || !wy_cli_parse_size (game, size_text, needs, &query.size, error))
    return NULL;
  return wy_cli_query (game, &query, error);
}
