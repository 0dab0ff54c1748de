/* wy-cli-library.c: `wythoff library`: list, show and check the game files; add one, export a rule as one. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "wy-cli-common.h"
#include "wy-cli-library.h"
#include "wy-game-file.h"
#include "wy-game-file-private.h"

/* Exit status of `library check` when a verdict differs from the file's. */
#define EXIT_DIFFERS 1

typedef struct {
  char    *name, *author, *oeis, *output, *automaton, *format_text;
  gboolean replace;
  double   seconds;
  WyTableFormat format;
} Options;

static gboolean
contains_fold (const char *text, const char *part)
{
  g_autofree char *a = text ? g_utf8_casefold (text, -1) : NULL;
  g_autofree char *b = g_utf8_casefold (part, -1);

  return a && strstr (a, b) != NULL;
}

static gboolean
strv_contains_fold (const char *const *strv, const char *part)
{
  for (guint i = 0; strv[i]; i++)
    if (contains_fold (strv[i], part))
      return TRUE;
  return FALSE;
}

/* An A-number: A and six digits (a or A). */
static gboolean
is_a_number (const char *text)
{
  return (text[0] == 'A' || text[0] == 'a') && strlen (text) == 7
         && strspn (text + 1, "0123456789") == 6;
}

static gboolean
matches (const WyGameFile *file, const Options *o)
{
  return (!o->name || contains_fold (wy_game_file_get_name (file), o->name)
          || contains_fold (wy_game_file_get_title (file), o->name))
         && (!o->author || strv_contains_fold (wy_game_file_get_authors (file), o->author))
         && (!o->oeis || strv_contains_fold (wy_game_file_get_oeis (file), o->oeis));
}

/* The library; a file that does not load is named, one line each, and counted. */
static GPtrArray *
load_library (guint *n_problems, GError **error)
{
  g_auto (GStrv) problems = NULL;
  GPtrArray *files = wy_library_list_full (&problems, error);

  for (guint i = 0; problems && problems[i]; i++)
    {
      g_autofree char *line = wy_cli_escape (g_strdup (problems[i]), WY_CLI_MESSAGE_MAX);
      fprintf (stderr, "wythoff: %s\n", line);
    }
  if (n_problems)
    *n_problems = problems ? g_strv_length (problems) : 0;
  return files;
}

static void
strv_json (WyJson *json, const char *const *strv)
{
  _wy_json_begin_array (json);
  for (guint i = 0; strv[i]; i++)
    _wy_json_string (json, strv[i]);
  _wy_json_end_array (json);
}

static void
claims_json (WyJson *json, const WyGameFile *f)
{
  _wy_json_begin_array (json);
  for (guint i = 0; i < wy_game_file_get_n_claims (f); i++)
    {
      const WyClaim *c = wy_game_file_get_claim (f, i);

      _wy_json_begin_object (json);
      _wy_json_string (_wy_json_key (json, "kind"), wy_claim_get_kind (c));
      _wy_json_string (_wy_json_key (json, "text"), wy_claim_get_text (c));
      _wy_json_string (_wy_json_key (json, "recorded"),
                       wy_claim_verdict_get_name (wy_claim_get_recorded (c)));
      _wy_json_string (_wy_json_key (json, "counterexample"), wy_claim_get_counterexample (c));
      _wy_json_end_object (json);
    }
  _wy_json_end_array (json);
}

/* A game file as one JSON object, its fields in the order of `library show`. */
static void
file_json (WyJson *json, const WyGameFile *f)
{
  g_autofree char *note = NULL;

  _wy_json_begin_object (json);
  _wy_json_string (_wy_json_key (json, "name"), wy_game_file_get_name (f));
  _wy_json_string (_wy_json_key (json, "title"), wy_game_file_get_title (f));
  _wy_json_string (_wy_json_key (json, "rule"), wy_game_file_get_rule (f));
  strv_json (_wy_json_key (json, "authors"), wy_game_file_get_authors (f));
  _wy_json_string (_wy_json_key (json, "reference"), wy_game_file_get_reference (f));
  if (wy_game_file_get_year (f))
    _wy_json_uint (_wy_json_key (json, "year"), wy_game_file_get_year (f));
  else
    _wy_json_null (_wy_json_key (json, "year"));
  _wy_json_string (_wy_json_key (json, "doi"), wy_game_file_get_doi (f));
  _wy_json_string (_wy_json_key (json, "arxiv"), wy_game_file_get_arxiv (f));
  strv_json (_wy_json_key (json, "oeis"), wy_game_file_get_oeis (f));
  _wy_json_string (_wy_json_key (json, "view"), wy_game_file_get_view (f));
  _wy_json_uint (_wy_json_key (json, "size"), wy_game_file_get_size (f));
  /* the side it is shown on: its Size, or the core's cap with why */
  _wy_json_uint (_wy_json_key (json, "shown_size"), wy_game_file_get_shown_size (f, &note));
  _wy_json_string (_wy_json_key (json, "size_note"), note);
  _wy_json_uint (_wy_json_key (json, "step"), wy_game_file_get_step (f));
  _wy_json_string (_wy_json_key (json, "file"), wy_game_file_get_path (f));
  _wy_json_bool (_wy_json_key (json, "user"), wy_game_file_is_user (f));
  claims_json (_wy_json_key (json, "claims"), f);
  _wy_json_string (_wy_json_key (json, "notes"), wy_game_file_get_notes (f));
  _wy_json_end_object (json);
}

static int
run_list (const Options *o)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) files = load_library (NULL, &error);
  g_autoptr (GString) out = g_string_new (NULL);
  WyJson json;

  if (!files)
    return wy_cli_fail_error (error);
  _wy_json_init (&json, out);
  if (o->format == WY_TABLE_JSON)
    _wy_json_begin_array (&json);
  for (guint i = 0; i < files->len; i++)
    {
      const WyGameFile *f = g_ptr_array_index (files, i);
      if (!matches (f, o))
        continue;
      if (o->format == WY_TABLE_JSON)
        file_json (&json, f);
      else
        g_string_append_printf (out, "%-28s %-40s %s%s\n", wy_game_file_get_name (f),
                                wy_game_file_get_rule (f), wy_game_file_get_title (f),
                                wy_game_file_is_user (f) ? " (yours)" : "");
    }
  if (o->format == WY_TABLE_JSON)
    {
      _wy_json_end_array (&json);
      g_string_append_c (out, '\n');
    }
  return wy_cli_write (out);
}

/* A file named NAME in the library (the user's of that name when there are two), or a path. */
static WyGameFile *
find_game (GPtrArray *files, const char *name, GError **error)
{
  WyGameFile *found = NULL;

  if (strchr (name, '/') || g_str_has_suffix (name, ".wygame"))
    return wy_game_file_load (name, error);
  for (guint i = 0; files && i < files->len; i++)
    if (strcmp (wy_game_file_get_name (g_ptr_array_index (files, i)), name) == 0)
      found = g_ptr_array_index (files, i);
  if (!found)
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("no game '%s' in the library "
                   "(see wythoff library list)"), name);
  return found ? wy_game_file_ref (found) : NULL;
}

static void
append_field (GString *out, const char *label, const char *value)
{
  if (value)
    g_string_append_printf (out, "%-10s %s\n", label, value);
}

static void
show_file (GString *out, const WyGameFile *f)
{
  g_autofree char *authors = g_strjoinv ("; ", (char **) wy_game_file_get_authors (f));
  g_autofree char *oeis = g_strjoinv (" ", (char **) wy_game_file_get_oeis (f));
  g_autofree char *year = wy_game_file_get_year (f) ? g_strdup_printf ("%u",
                                                       wy_game_file_get_year (f)) : NULL;
  g_autofree char *note = NULL;

  append_field (out, "name:", wy_game_file_get_name (f));
  append_field (out, "title:", wy_game_file_get_title (f));
  append_field (out, "rule:", wy_game_file_get_rule (f));
  append_field (out, "authors:", *authors ? authors : NULL);
  append_field (out, "reference:", wy_game_file_get_reference (f));
  append_field (out, "year:", year);
  append_field (out, "doi:", wy_game_file_get_doi (f));
  append_field (out, "arxiv:", wy_game_file_get_arxiv (f));
  append_field (out, "oeis:", *oeis ? oeis : NULL);
  g_string_append_printf (out, "%-10s %s, size %u, step %u\n", "view:", wy_game_file_get_view (f),
                          wy_game_file_get_size (f), wy_game_file_get_step (f));
  wy_game_file_get_shown_size (f, &note);
  append_field (out, "shown:", note);
  append_field (out, "file:", wy_game_file_get_path (f));
  for (guint i = 0; i < wy_game_file_get_n_claims (f); i++)
    {
      const WyClaim *c = wy_game_file_get_claim (f, i);
      g_string_append_printf (out, "claim %u:  [%s] %s (%s", i + 1, wy_claim_get_kind (c),
                              wy_claim_get_text (c),
                              wy_claim_verdict_get_name (wy_claim_get_recorded (c)));
      if (wy_claim_get_counterexample (c))
        g_string_append_printf (out, ": %s", wy_claim_get_counterexample (c));
      g_string_append (out, ")\n");
    }
  if (wy_game_file_get_notes (f))
    g_string_append_printf (out, "notes:\n%s\n", wy_game_file_get_notes (f));
}

static int
run_show (const char *name, const Options *o)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) files = load_library (NULL, &error);
  g_autoptr (WyGameFile) f = NULL;
  g_autoptr (GString) out = g_string_new (NULL);

  if (!files || !(f = find_game (files, name, &error)))
    return wy_cli_fail_error (error);
  if (o->format == WY_TABLE_JSON)
    {
      WyJson json;

      _wy_json_init (&json, out);
      file_json (&json, f);
      g_string_append_c (out, '\n');
    }
  else
    show_file (out, f);
  return wy_cli_write (out);
}

typedef struct {
  guint holds, marked_false, beyond, unchecked, differ;
} Tally;

/* One claim's verdict as a line of out, or with json as an object of its "claims" array. */
static void
claim_out (GString *out, WyJson *json, const WyGameFile *f, guint i, WyClaimVerdict v,
           const char *detail, const GError *error, gboolean same)
{
  const WyClaim *c = wy_game_file_get_claim (f, i);
  const char *recorded = wy_claim_verdict_get_name (wy_claim_get_recorded (c));
  const char *counterexample = !same && wy_claim_get_recorded (c) == WY_CLAIM_FALSE
                               ? wy_claim_get_counterexample (c) : NULL;

  if (!json)
    {
      g_string_append_printf (out, "%s claim %u (%s): %s: %s%s%s\n",
                              wy_game_file_get_name (f), i + 1, wy_claim_get_kind (c),
                              error ? "error" : wy_claim_verdict_get_name (v),
                              error ? error->message : detail ? detail : "",
                              same ? "" : "; the file records ", same ? "" : recorded);
      if (counterexample)
        g_string_append_printf (out, "  (recorded counterexample: %s)\n", counterexample);
      return;
    }
  _wy_json_begin_object (json);
  _wy_json_string (_wy_json_key (json, "game"), wy_game_file_get_name (f));
  _wy_json_uint (_wy_json_key (json, "claim"), i + 1);
  _wy_json_string (_wy_json_key (json, "kind"), wy_claim_get_kind (c));
  _wy_json_string (_wy_json_key (json, "verdict"),
                   error ? "error" : wy_claim_verdict_get_name (v));
  _wy_json_string (_wy_json_key (json, "detail"), error ? error->message : detail);
  _wy_json_string (_wy_json_key (json, "recorded"), recorded);
  _wy_json_bool (_wy_json_key (json, "as_recorded"), same);
  _wy_json_string (_wy_json_key (json, "recorded_counterexample"), counterexample);
  _wy_json_end_object (json);
}

/* One claim checked and told; whether the verdict (and counterexample) is what the file
 * records. */
static gboolean
check_claim (GString *out, WyJson *json, const WyGameFile *f, guint i, double seconds,
             Tally *t)
{
  const WyClaim *c = wy_game_file_get_claim (f, i);
  g_autoptr (GError) error = NULL;
  g_autofree char *detail = NULL, *english = NULL;
  WyClaimVerdict v = _wy_claim_check_english (c, f, seconds, NULL, &detail, &english, &error);
  WyClaimVerdict recorded = wy_claim_get_recorded (c);
  /* the file records its counterexample in English, whatever the user's language */
  gboolean same = !error && v == recorded
                  && (v != WY_CLAIM_FALSE
                      || g_strcmp0 (english, wy_claim_get_counterexample (c)) == 0);

  t->holds += v == WY_CLAIM_HOLDS && !error;
  t->marked_false += v == WY_CLAIM_FALSE;
  t->beyond += v == WY_CLAIM_BEYOND_BUDGET;
  t->unchecked += v == WY_CLAIM_UNCHECKED && !error;
  t->differ += !same;
  /* JSON, for other tools, says the detail in English, as the files */
  claim_out (out, json, f, i, v, json ? english : detail, error, same);
  return same;
}

/* The tally after the claims: a line of out, or with json the fields that close its object. */
static void
tally_out (GString *out, WyJson *json, const Tally *t, guint games, guint n_problems,
           guint n_unknown)
{
  if (json)
    {
      _wy_json_end_array (json);
      _wy_json_uint (_wy_json_key (json, "games"), games);
      _wy_json_uint (_wy_json_key (json, "holds"), t->holds);
      _wy_json_uint (_wy_json_key (json, "marked_false"), t->marked_false);
      _wy_json_uint (_wy_json_key (json, "beyond_budget"), t->beyond);
      _wy_json_uint (_wy_json_key (json, "unchecked"), t->unchecked);
      _wy_json_uint (_wy_json_key (json, "differ"), t->differ);
      _wy_json_uint (_wy_json_key (json, "files_not_loaded"), n_problems);
      _wy_json_uint (_wy_json_key (json, "names_not_found"), n_unknown);
      _wy_json_end_object (json);
      g_string_append_c (out, '\n');
      return;
    }
  g_string_append_printf (out, "%u hold, %u marked false, %u beyond the budget", t->holds,
                          t->marked_false, t->beyond);
  if (t->unchecked)
    g_string_append_printf (out, ", %u unchecked", t->unchecked);
  g_string_append_printf (out, " (%u game%s); %u differ from the files", games,
                          games == 1 ? "" : "s", t->differ);
  if (n_problems)
    g_string_append_printf (out, "; %u file%s did not load", n_problems,
                            n_problems == 1 ? "" : "s");
  if (n_unknown)
    g_string_append_printf (out, "; %u name%s not found", n_unknown, n_unknown == 1 ? "" : "s");
  g_string_append_c (out, '\n');
}

static int
run_check (char **names, guint n_names, const Options *o)
{
  g_autoptr (GError) error = NULL;
  guint n_problems = 0, n_unknown = 0;
  g_autoptr (GPtrArray) files = load_library (&n_problems, &error);
  g_autoptr (GPtrArray) chosen =
    g_ptr_array_new_with_free_func ((GDestroyNotify) wy_game_file_unref);
  g_autoptr (GString) out = g_string_new (NULL);
  Tally t = { 0 };
  WyJson j, *json = o->format == WY_TABLE_JSON ? &j : NULL;

  if (!files)
    return wy_cli_fail_error (error);
  /* a named file that does not load is said and counted, as one of the folders'; a name
   * the library does not hold is said and counted apart */
  for (guint i = 0; i < n_names; i++)
    {
      g_autoptr (GError) problem = NULL;
      WyGameFile *f = find_game (files, names[i], &problem);

      if (f)
        g_ptr_array_add (chosen, f);
      else
        {
          g_autofree char *line = wy_cli_escape (g_strdup (problem->message), WY_CLI_MESSAGE_MAX);

          fprintf (stderr, "wythoff: %s\n", line);
          if (g_error_matches (problem, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE))
            n_unknown++;
          else
            n_problems++;
        }
    }
  for (guint i = 0; n_names == 0 && i < files->len; i++)
    if (matches (g_ptr_array_index (files, i), o))
      g_ptr_array_add (chosen, wy_game_file_ref (g_ptr_array_index (files, i)));
  _wy_json_init (&j, out);
  if (json)
    {
      _wy_json_begin_object (json);
      _wy_json_begin_array (_wy_json_key (json, "claims"));
    }
  for (guint i = 0; i < chosen->len; i++)
    for (guint k = 0; k < wy_game_file_get_n_claims (g_ptr_array_index (chosen, i)); k++)
      {
        check_claim (out, json, g_ptr_array_index (chosen, i), k, o->seconds, &t);
        if (!wy_cli_write_some (out))
          return wy_cli_write (out);
      }
  tally_out (out, json, &t, chosen->len, n_problems, n_unknown);
  if (wy_cli_write (out) != 0)
    return WY_CLI_EXIT_ERROR;
  return t.differ || n_problems || n_unknown ? EXIT_DIFFERS : 0;
}

/* add: the claims checked as check does; a verdict other than the recorded one is a warning
 * on stderr (the file is the user's to correct, and is added). */
static void
warn_claims (const WyGameFile *f, double seconds)
{
  for (guint i = 0; i < wy_game_file_get_n_claims (f); i++)
    {
      g_autoptr (GString) line = g_string_new (NULL);
      Tally t = { 0 };

      if (check_claim (line, NULL, f, i, seconds, &t))
        continue;
      g_auto (GStrv) lines = g_strsplit (g_strchomp (line->str), "\n", -1);
      for (guint k = 0; lines[k]; k++)
        {
          g_autofree char *text = wy_cli_escape (g_strdup (g_strstrip (lines[k])),
                                                 WY_CLI_MESSAGE_MAX);

          fprintf (stderr, _("wythoff: warning: %s\n"), text);
        }
    }
}

/* add: a shipped game of the name is hidden behind the user's from now on (yours come first,
 * docs/game-files.md): allowed, and said. */
static void
note_shadowed (const WyGameFile *f)
{
  g_autoptr (GPtrArray) files = wy_library_list (NULL);
  const char *name = wy_game_file_get_name (f);

  for (guint i = 0; files && i < files->len; i++)
    {
      const WyGameFile *shipped = g_ptr_array_index (files, i);

      if (!wy_game_file_is_user (shipped) && strcmp (wy_game_file_get_name (shipped), name) == 0)
        fprintf (stderr, _("wythoff: note: %s is the name of a shipped game too (%s): a command or "
                   "the window reading '%s' opens yours (%s) from now on\n"), name,
                 wy_game_file_get_rule (shipped), name, wy_game_file_get_rule (f));
    }
}

static int
run_add (const char *path, const Options *o)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGameFile) f = NULL;
  g_autofree char *written = NULL, *note = NULL;
  g_autoptr (GString) out = g_string_new (NULL);

  /* '' was ": Operation not supported" */
  if (!*path)
    return wy_cli_fail (_("library add: '' names no file: give FILE, a .wygame file"));
  f = wy_game_file_load (path, &error);
  if (!f || !(written = wy_library_add (f, o->replace, &error)))
    return wy_cli_fail_error (error);
  warn_claims (f, o->seconds);
  note_shadowed (f);
  /* a Size the window cannot show: said now, not first when the window opens the game */
  wy_game_file_get_shown_size (f, &note);
  if (note)
    fprintf (stderr, _("wythoff: note: %s\n"), note);
  g_string_append_printf (out, "added %s as %s\n", wy_game_file_get_name (f), written);
  return wy_cli_write (out);
}

/* The data an exported automaton claim is inferred from and checked on. */
#define EXPORT_AUTOMATON_SIZE 65536

/* Whether the game's boards reach the positions the claim is inferred from; if not, why, and
 * how far --time-budget reaches (before: the core's "the size must be from 1 to 62", though
 * library export takes no size). */
static gboolean
automaton_reach (const WyGame *game, const char *numeration, GError **error)
{
  WyQuery query = { .needs = WY_NEED_STATUS };
  guint max = wy_solve_max_side (game, &query, NULL);
  g_autofree char *rule = NULL, *reason = NULL, *raise = NULL;

  if (max >= EXPORT_AUTOMATON_SIZE)
    return TRUE;
  rule = wy_game_to_string (game);
  wy_cli_cap_words (game, &query, EXPORT_AUTOMATON_SIZE, &reason, &raise);
  g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
               _("library export --automaton %s: the claim is inferred from the positions below "
                 "%u, beyond the budget for %s (%s): its boards reach side %u at most%s"),
               numeration, EXPORT_AUTOMATON_SIZE, rule, reason, max, raise);
  return FALSE;
}

/* An automaton of the game's P-positions in the numeration, inferred and added as a claim. */
static gboolean
add_automaton (WyGameFile *f, const WyGame *game, const char *numeration, GError **error)
{
  g_autoptr (WyNumSystem) ns = wy_num_system_new (numeration, error);
  g_autoptr (WyAutomaton) a = NULL;
  g_autofree char *text = NULL;
  guint n;

  if (!ns)
    return g_prefix_error (error, _("library export --automaton: ")), FALSE;
  if (!automaton_reach (game, numeration, error))
    return FALSE;
  if (!(a = wy_automaton_infer (game, ns, EXPORT_AUTOMATON_SIZE, 1000, NULL, error)))
    return g_prefix_error (error, _("library export --automaton %s: "),
                           numeration), FALSE;
  n = wy_automaton_get_n_states (a);
  text = g_strdup_printf ("Written in %s, the P-positions are the words this automaton of %u "
                          "state%s accepts (inferred by wythoff automaton from the positions "
                          "below %u; a proof needs Walnut).", wy_num_system_get_name (ns), n,
                          n == 1 ? "" : "s", EXPORT_AUTOMATON_SIZE);
  return wy_game_file_add_automaton_claim (f, a, EXPORT_AUTOMATON_SIZE, text, error);
}

static int
run_export (const char *rule, const Options *o)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);
  g_autoptr (WyGameFile) f = NULL;
  g_autofree char *text = NULL;

  if (!game)
    {
      g_autoptr (WyGameFile) named = wy_library_find (rule);

      if (named)
        return wy_cli_fail (_("library export takes a rule: '%s' is a game of the library, its "
                              "rule %s (its file: 'wythoff library show %s')"), rule,
                            wy_game_file_get_rule (named), rule);
      return wy_cli_fail_error (error);
    }
  if (!o->output)
    return wy_cli_fail (_("library export needs -o FILE (a .wygame file; - for stdout)"));
  f = wy_game_file_new (game, o->name);
  /* the core replaces a name that is not one: asked for by name, say so */
  if (o->name && strcmp (wy_game_file_get_name (f), o->name) != 0)
    return wy_cli_fail (_("library export: --name '%s' is not a game file's name: 1 to 64 "
                          "lower-case letters, digits, '-', '_' and '.', beginning with a letter "
                          "or a digit"), o->name);
  if (o->automaton && !add_automaton (f, game, o->automaton, &error))
    return wy_cli_fail_error (error);
  text = wy_game_file_to_data (f, NULL);
  if (strcmp (o->output, "-") == 0)
    {
      g_autoptr (GString) out = g_string_new (text);
      return wy_cli_write (out);
    }
  return wy_cli_write_text (o->output, text);
}

/* An action not known, or a known one with the wrong number of arguments. */
static int
wrong_action (const char *action, int n_args)
{
  static const char *const usages[][2] = {
    { "list", "list [--name TEXT] [--author TEXT] [--oeis ANUMBER] [--format text|json]" },
    { "show", "show NAME [--format text|json]" }, { "add", "add FILE [--replace]" },
    { "export", "export RULE -o FILE [--name NAME] [--automaton NUMERATION]" } };

  for (guint i = 0; i < G_N_ELEMENTS (usages); i++)
    if (strcmp (action, usages[i][0]) == 0)
      return wy_cli_fail (g_dngettext (GETTEXT_PACKAGE,
                                       "library %s: give it as 'wythoff library %s' (%d argument "
                                       "given; see 'wythoff library --help')",
                                       "library %s: give it as 'wythoff library %s' (%d arguments "
                                       "given; see 'wythoff library --help')", n_args),
                          action, usages[i][1], n_args);
  if (*action)
    return wy_cli_fail (_("library: unknown action '%s': the actions are list, show NAME, check "
                          "[NAME...], add FILE and export RULE -o FILE (see 'wythoff library "
                          "--help')"), action);
  return wy_cli_fail (_("library needs an action: list, show NAME, check [NAME...], add FILE or "
                        "export RULE -o FILE (see 'wythoff library --help')"));
}

/* An option given to an action that does not take it ("list --replace" was ignored), named
 * with the actions that take it; 0 when each option given goes with the action. */
static int
refuse_misplaced (const char *action, const Options *o)
{
  const struct {
    const char *option;
    gboolean    given;
    const char *actions, *words;
  } options[] = {
    { "--name", o->name != NULL, " list check export ", N_("list, check and export") },
    { "--author", o->author != NULL, " list check ", N_("list and check") },
    { "--oeis", o->oeis != NULL, " list check ", N_("list and check") },
    { "-o", o->output != NULL, " export ", "export" },
    { "--automaton", o->automaton != NULL, " export ", "export" },
    { "--replace", o->replace, " add ", "add" },
    { "--format", o->format_text != NULL, " list show check ", N_("list, show and check (text or "
                                                                   "json)") },
  };
  g_autofree char *word = g_strdup_printf (" %s ", action);

  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    if (options[i].given && (!*action || !strstr (options[i].actions, word)))
      return wy_cli_fail (_("library%s%s: %s is for %s"), *action ? " " : "", action,
                          options[i].option, _(options[i].words));
  return 0;
}

/* The action, once its options are known to go with it. */
static int
run_action (const char *action, int argc, char **argv, Options *o)
{
  g_autoptr (GError) error = NULL;

  if (!wy_cli_parse_format (o->format_text, WY_CLI_ALLOW (WY_TABLE_TEXT)
                           | WY_CLI_ALLOW (WY_TABLE_JSON), &o->format, &error))
    return wy_cli_fail_error (error);
  if (o->oeis && !is_a_number (o->oeis))
    return wy_cli_fail (_("--oeis %s is not an A-number: A and six digits, as A000201"), o->oeis);
  if (strcmp (action, "list") == 0 && argc == 2)
    return run_list (o);
  if (strcmp (action, "show") == 0 && argc == 3)
    return run_show (argv[2], o);
  if (strcmp (action, "check") == 0)
    return run_check (argv + 2, argc - 2, o);
  if (strcmp (action, "add") == 0 && argc == 3)
    return run_add (argv[2], o);
  if (strcmp (action, "export") == 0 && argc == 3)
    return run_export (argv[2], o);
  return wrong_action (action, argc - 2);
}

static const char description[] =
  N_("Actions:\n"
     "  list [--name TEXT] [--author TEXT] [--oeis ANUMBER]   the games, one a line\n"
     "  show NAME                     a game's file: reference, OEIS numbers, claims\n"
     "  check [NAME|FILE ...]         every claim against the exact solver (all games when none\n"
     "                                is named; the filters choose among them); a line a claim\n"
     "                                and \"N hold, M marked false, K beyond the budget\"; exit\n"
     "                                status 1 when a verdict differs from the file's or a\n"
     "                                file does not load (said, and the others checked)\n"
     "  add FILE [--replace]          read FILE, every field checked, into your library; its\n"
     "                                claims are checked, and a verdict other than the one\n"
     "                                recorded is a warning (the file is added)\n"
     "  export RULE -o FILE [--name NAME] [--automaton NUMERATION]\n"
     "                                a new game file of the rule; --automaton msd_fib (msd_2,\n"
     "                                msd_ost[0 2], ...) adds an automaton of its P-positions\n"
     "                                inferred and checked below 65536, as a claim\n"
     "\n"
     "list and show --format json: an array of the games, or the game, each an object\n"
     "{name, title, rule, authors, reference, year, doi, arxiv, oeis, view, size, step, file,\n"
     "user (yours, not shipped), claims [{kind, text, recorded, counterexample}], notes}\n"
     "(null where the file has none).\n"
     "check --format json: one object {claims [{game, claim (its number), kind, verdict, detail,\n"
     "recorded, as_recorded, recorded_counterexample}], games, holds, marked_false,\n"
     "beyond_budget, unchecked, differ, files_not_loaded}.\n"
     "\n"
     "Shipped games come from $WY_GAMES_DIR or the installed folder, yours from\n"
     "$XDG_DATA_HOME/wythoff-lattice/games. The format: docs/game-files.md.");

int
wy_cli_library (int argc, char **argv)
{
  Options o = { 0 };
  GOptionEntry entries[] = {
    { "name", 0, 0, G_OPTION_ARG_STRING, &o.name,
      N_("list, check: games whose name or title holds TEXT; export: the file's "
         "name"), N_("TEXT") },
    { "author", 0, 0, G_OPTION_ARG_STRING, &o.author,
      N_("list, check: games by an author whose name holds TEXT"), N_("TEXT") },
    { "oeis", 0, 0, G_OPTION_ARG_STRING, &o.oeis,
      N_("list, check: games related to the A-number"), N_("ANUMBER") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o.output,
      N_("export: the file to write"), N_("FILE") },
    { "automaton", 0, 0, G_OPTION_ARG_STRING, &o.automaton,
      N_("export: add an automaton claim in this numeration (msd_fib, msd_2, msd_ost[0 2], "
         "...)"), N_("NUMERATION") },
    { "replace", 0, 0, G_OPTION_ARG_NONE, &o.replace,
      N_("add: replace your game of the same name"), NULL },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &o.format_text,
      N_("list, show, check: text (default) or json"), N_("FORMAT") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  const char *action;
  int status;

  if (!wy_cli_check_argv ("library", entries, argc, argv, &error)
      || !wy_cli_parse_goptions ("library", N_("list|show|check|add|export [ARG...]"),
                                 N_("The game library: games of the literature as files, with "
                                    "their references and claims that check themselves."),
                                 description, entries, &argc, &argv, &error))
    return wy_cli_fail_error (error);
  action = argc > 1 ? argv[1] : "";
  o.seconds = 0;
  status = refuse_misplaced (action, &o);
  if (status == 0)
    status = run_action (action, argc, argv, &o);
  g_free (o.name);
  g_free (o.author);
  g_free (o.oeis);
  g_free (o.output);
  g_free (o.automaton);
  g_free (o.format_text);
  return status;
}
