/* wy-cli-automaton.c: `wythoff automaton`: an automaton for a game's P-positions in a
 * numeration system, inferred and checked, in Walnut's format or DOT; and --check FILE,
 * an automaton (Walnut's format) against the exact P-set (docs/automata.md). */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include "wy-automaton.h"
#include "wy-render-automaton.h"
#include "wy-cli-common.h"
#include "wy-cli-commands.h"

#define DEFAULT_SIZE 100000u
#define DEFAULT_CHECK 1000000u

typedef struct {
  char *base, *size, *check_to, *max_states, *format, *check, *output;
} Options;

/* The option values GOption gave (they were never freed). */
static void
options_clear (Options *o)
{
  g_free (o->base), g_free (o->size), g_free (o->check_to), g_free (o->max_states);
  g_free (o->format), g_free (o->check), g_free (o->output);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

/* The side named by option, or the default within the game's budget. */
static gboolean
side (const WyGame *game, const char *option, const char *text, guint def, guint *out,
      GError **error)
{
  WyQuery q = { .needs = WY_NEED_STATUS, .size = 1 };

  if (text != NULL)
    return wy_cli_parse_side (game, option, text, WY_NEED_STATUS, out, error);
  *out = wy_solve_max_side (game, &q, NULL);
  *out = MIN (def, *out);
  return TRUE;
}

/* size within the least data inference takes in ns (wy_automaton_min_size): below it, the
 * core's "automaton: the size must be from 3 ... (2 given)" named no option. */
static gboolean
enough_data (const WyGame *game, const WyNumSystem *ns, guint size, GError **error)
{
  WyQuery q = { .needs = WY_NEED_STATUS, .size = 1 };
  guint least = wy_automaton_min_size (ns);

  if (size >= least)
    return TRUE;
  g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
               _("--size %u is too small for an automaton in %s: --size must be from %u to %u"),
               size, wy_num_system_get_name (ns), least, wy_solve_max_side (game, &q, NULL));
  return FALSE;
}

/* The automaton itself, as Walnut's file has it: "initial" 0, the accepting states, and each
 * transition [from, [a digit a track], to], by state then letter; a transition to the
 * rejecting sink is left out, as Walnut's file leaves it out. */
static void
automaton_json (WyJson *j, const WyAutomaton *a)
{
  g_autoptr (GBytes) accepting = wy_automaton_get_accepting (a);
  g_autoptr (GBytes) table = wy_automaton_get_transitions (a);
  const guint8 *accepts = g_bytes_get_data (accepting, NULL);
  const gint32 *next = g_bytes_get_data (table, NULL);
  guint n_states = wy_automaton_get_n_states (a), n_letters = wy_automaton_get_alphabet_size (a);
  guint n_digits = wy_num_system_get_n_digits (wy_automaton_get_num_system (a));
  gboolean two = wy_automaton_get_n_tracks (a) == 2;

  _wy_json_uint (_wy_json_key (j, "initial"), 0);
  _wy_json_begin_array (_wy_json_key (j, "accepting"));
  for (guint q = 0; q < n_states; q++)
    if (accepts[q])
      _wy_json_uint (j, q);
  _wy_json_end_array (j);
  _wy_json_begin_array (_wy_json_key (j, "transitions"));
  for (guint q = 0; q < n_states; q++)
    for (guint letter = 0; letter < n_letters; letter++)
      if (next[(gsize) q * n_letters + letter] >= 0)
        {
          _wy_json_begin_array (j);
          _wy_json_uint (j, q);
          _wy_json_begin_array (j);
          _wy_json_uint (j, two ? letter / n_digits : letter);
          if (two)
            _wy_json_uint (j, letter % n_digits);
          _wy_json_end_array (j);
          _wy_json_uint (j, (guint) next[(gsize) q * n_letters + letter]);
          _wy_json_end_array (j);
        }
  _wy_json_end_array (j);
}

static void
summary (GString *out, const char *rule, const WyAutomaton *a, guint size, gboolean json)
{
  const char *ns = wy_num_system_get_name (wy_automaton_get_num_system (a));

  if (json)
    {
      WyJson j;

      wy_cli_json_begin_game (&j, out, rule);
      _wy_json_string (_wy_json_key (&j, "numeration"), ns);
      _wy_json_uint (_wy_json_key (&j, "tracks"), wy_automaton_get_n_tracks (a));
      _wy_json_uint (_wy_json_key (&j, "states"), wy_automaton_get_n_states (a));
      _wy_json_uint (_wy_json_key (&j, "suffix_length"), wy_automaton_get_suffix_length (a));
      _wy_json_uint (_wy_json_key (&j, "inferred_below"), size);
      _wy_json_uint (_wy_json_key (&j, "checked_to"), wy_automaton_get_checked_to (a));
      automaton_json (&j, a);
      _wy_json_end_object (&j);
      g_string_append_c (out, '\n');
    }
  else
    g_string_append_printf (out, "game: %s\nnumeration: %s (%u track%s)\nstates: %u\n"
                            "suffix length: %u\ninferred from: every position below %u\n"
                            "checked to: %u (every position below it agrees with the exact "
                            "P-set; a proof needs Walnut)\n", rule, ns,
                            wy_automaton_get_n_tracks (a),
                            wy_automaton_get_n_tracks (a) == 1 ? "" : "s",
                            wy_automaton_get_n_states (a), wy_automaton_get_suffix_length (a),
                            size, wy_automaton_get_checked_to (a));
}

/* --check's verdict: {"game","states","size","agrees","first":[x,y], x (one pile) or null}. */
static void
check_json (GString *out, const char *rule, const WyAutomaton *a, guint size, gboolean holds,
            guint64 x, guint64 y)
{
  WyJson json;

  wy_cli_json_begin_game (&json, out, rule);
  _wy_json_uint (_wy_json_key (&json, "states"), wy_automaton_get_n_states (a));
  _wy_json_uint (_wy_json_key (&json, "size"), size);
  _wy_json_bool (_wy_json_key (&json, "agrees"), holds);
  if (holds)
    _wy_json_null (_wy_json_key (&json, "first"));
  else
    wy_cli_json_pos (_wy_json_key (&json, "first"), wy_automaton_get_n_tracks (a) == 1,
                     (guint) x, (guint) y);
  _wy_json_end_object (&json);
  g_string_append_c (out, '\n');
}

/* The first disagreement, as a sentence. */
static char *
disagreement (const WyAutomaton *a, guint64 x, guint64 y, guint n)
{
  gboolean one = wy_automaton_get_n_tracks (a) == 1;
  gboolean accepts = wy_automaton_accepts (a, x, y);
  g_autofree char *pos = one ? g_strdup_printf ("%" G_GUINT64_FORMAT, x)
                             : g_strdup_printf ("(%" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT
                                                ")", x, y);

  if (wy_automaton_leading_zeros_matter (a, x, y))
    return g_strdup_printf ("first disagreement below %u: the automaton's answer for %s "
                            "changes with a leading zero (Walnut reads a number with any "
                            "number of them)", n, pos);
  return g_strdup_printf ("first disagreement below %u: %s: the automaton %s it, the exact "
                          "P-set says %s", n, pos, accepts ? "accepts" : "rejects",
                          accepts ? "N" : "P");
}

static gboolean
figure_format (const char *format)
{
  return g_strcmp0 (format, "png") == 0 || g_strcmp0 (format, "svg") == 0
         || g_strcmp0 (format, "pdf") == 0;
}

/* output names a figure of that format. */
static gboolean
figure_named (const char *output, const char *format)
{
  g_autofree char *lower = output ? g_ascii_strdown (output, -1) : NULL;
  g_autofree char *ext = g_strconcat (".", format, NULL);

  return lower && g_str_has_suffix (lower, ext);
}

/* -o FILE.png, .svg or .pdf: the figure. */
static gboolean
is_figure (const char *output)
{
  g_autofree char *lower = output ? g_ascii_strdown (output, -1) : NULL;

  return lower && (g_str_has_suffix (lower, ".png") || g_str_has_suffix (lower, ".svg")
                   || g_str_has_suffix (lower, ".pdf"));
}

static int
emit (const WyAutomaton *a, const char *rule, guint size, const Options *o)
{
  g_autoptr (GString) out = g_string_new (NULL);
  gboolean dot = g_strcmp0 (o->format, "dot") == 0;
  g_autofree char *file = dot ? wy_automaton_to_dot (a) : wy_automaton_to_walnut (a);

  if (is_figure (o->output))
    {
      g_autoptr (GError) error = NULL;
      const WyNumSystem *ns = wy_automaton_get_num_system (a);
      g_autofree char *title = g_strdup_printf ("%s in %s: %u state%s, checked to %u",
                                                rule, wy_num_system_get_name (ns),
                                                wy_automaton_get_n_states (a),
                                                wy_automaton_get_n_states (a) == 1 ? "" : "s",
                                                wy_automaton_get_checked_to (a));

      if (!wy_export_automaton_write (a, title, 800, o->output, &error))
        return wy_cli_fail_error (error);
    }
  else if (o->output != NULL)
    {
      int status = wy_cli_write_text (o->output, file);

      if (status != 0)
        return status;
    }
  if (o->output != NULL || g_strcmp0 (o->format, "text") == 0 || o->format == NULL
      || g_strcmp0 (o->format, "json") == 0)
    summary (out, rule, a, size, g_strcmp0 (o->format, "json") == 0);
  if (o->output == NULL && (g_strcmp0 (o->format, "text") == 0 || o->format == NULL))
    g_string_append_c (out, '\n');
  if (o->output == NULL && g_strcmp0 (o->format, "json") != 0)
    g_string_append (out, file);
  return wy_cli_write (out);
}

/* A result that is not an automaton: said on stdout, status 1 (in JSON: the automaton null and
 * the reason). */
static int
no_automaton (const char *rule, const Options *o, const char *message)
{
  g_autoptr (GString) out = g_string_new (NULL);

  if (g_strcmp0 (o->format, "json") == 0)
    {
      WyJson j;

      wy_cli_json_begin_game (&j, out, rule);
      _wy_json_null (_wy_json_key (&j, "automaton"));
      _wy_json_string (_wy_json_key (&j, "reason"), message);
      _wy_json_end_object (&j);
      g_string_append_c (out, '\n');
    }
  else
    g_string_append_printf (out, "no automaton: %s\n", message);
  return wy_cli_write (out) != 0 ? WY_CLI_EXIT_ERROR : 1;
}

static int
run_infer (const WyGame *game, const char *rule, const Options *o)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyNumSystem) ns = NULL;
  g_autoptr (WyAutomaton) a = NULL;
  guint size, check_to, max_states = 1000;
  guint64 bx, by;

  /* without --base: the game's own system where the core knows one, else Zeckendorf */
  ns = o->base ? NULL : wy_num_system_for_game (game);
  if (!(ns = ns ? ns : wy_num_system_new (o->base ? o->base : "fib", &error))
      || !side (game, "--size", o->size, DEFAULT_SIZE, &size, &error)
      || !enough_data (game, ns, size, &error)
      || !side (game, "--check-to", o->check_to, MAX (DEFAULT_CHECK, size), &check_to, &error)
      || (o->max_states && !wy_cli_parse_uint ("--max-states", o->max_states, 1,
                                               WY_AUTOMATON_MAX_STATES, &max_states, &error)))
    return wy_cli_fail_error (error);
  if (!(a = wy_automaton_infer (game, ns, size, max_states, NULL, &error)))
    return g_error_matches (error, WY_ERROR, WY_ERROR_UNSUPPORTED) ? no_automaton (rule, o, error->message)
                                                                   : wy_cli_fail_error (error);
  if (check_to > size && !wy_automaton_check (a, game, check_to, NULL, &bx, &by, &error))
    {
      g_autofree char *why = error ? NULL : disagreement (a, bx, by, check_to);

      return error ? wy_cli_fail_error (error) : no_automaton (rule, o, why);
    }
  return emit (a, rule, size, o);
}

/* An automaton file, read up to its limit and no further: the size a file states is no
 * bound (a device, /dev/zero, states 0 and never ends). */
static WyAutomaton *
load (const char *path, GError **error)
{
  const gsize most = 16 << 20;
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFileInputStream) in = g_file_read (file, NULL, error);
  g_autoptr (GByteArray) text = g_byte_array_new ();
  guint8 chunk[65536];
  gsize got = 0;

  if (in == NULL)
    return NULL;
  do
    {
      if (!g_input_stream_read_all (G_INPUT_STREAM (in), chunk, sizeof chunk, &got, NULL, error))
        return NULL;
      g_byte_array_append (text, chunk, (guint) got);
    }
  while (got == sizeof chunk && text->len <= most);
  if (text->len > most)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("%s: more than the %llu bytes an automaton file may have"), path,
                   (unsigned long long) most);
      return NULL;
    }
  return wy_automaton_parse_walnut ((const char *) text->data, (gssize) text->len, path, error);
}

static int
run_check (const WyGame *game, const char *rule, const Options *o)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyAutomaton) a = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  guint n;
  guint64 bx, by;
  gboolean json = g_strcmp0 (o->format, "json") == 0, holds;

  if (!(a = load (o->check, &error)) || !side (game, "--size", o->size, DEFAULT_SIZE, &n, &error))
    return wy_cli_fail_error (error);
  holds = wy_automaton_check (a, game, n, NULL, &bx, &by, &error);
  if (error)
    return wy_cli_fail_error (error);
  g_autofree char *line = holds ? g_strdup_printf ("agrees with the exact P-set on every "
                                                   "position below %u", n)
                                 : disagreement (a, bx, by, n);

  if (json)
    check_json (out, rule, a, n, holds, bx, by);
  else
    g_string_append_printf (out, "game: %s\nautomaton: %s (%u state%s, %s)\n%s\n",
                            rule, o->check, wy_automaton_get_n_states (a),
                            wy_automaton_get_n_states (a) == 1 ? "" : "s",
                            wy_num_system_get_name (wy_automaton_get_num_system (a)), line);
  int status = wy_cli_write (out);

  return status != 0 ? status : holds ? 0 : 1;
}

/* The options that do not go together, or 0 when they do: the status of the refusal. */
static int
refuse_options (const Options *o)
{
  const char *formats[] = { "text", "walnut", "dot", "json", "png", "svg", "pdf" };
  WyExportFormat other;
  gboolean known;

  known = o->format == NULL;
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    known = known || g_strcmp0 (o->format, formats[i]) == 0;
  if (!known)
    {
      g_autofree char *guess = wy_cli_did_you_mean (o->format, formats, G_N_ELEMENTS (formats));

      /* in the words of every other command's --format */
      return wy_cli_fail (_("--format %s is not available here%s: choose text, walnut, dot, json, "
                            "png, svg or pdf"), o->format, guess);
    }
  if (o->check && (o->base || o->check_to || o->output || o->max_states))
    return wy_cli_fail (_("--check FILE takes only --size and --format (text or json)"));
  if (o->check && o->format && g_strcmp0 (o->format, "text") != 0
      && g_strcmp0 (o->format, "json") != 0)
    return wy_cli_fail (_("--check FILE writes its verdict as text or json, not %s"), o->format);
  /* a file named "-" was written, where library export -o - means standard output */
  if (g_strcmp0 (o->output, "-") == 0)
    return wy_cli_fail (_("-o - names no file: for the automaton on standard output give --format "
                          "walnut (or dot) without -o"));
  if (figure_format (o->format) && !figure_named (o->output, o->format))
    return wy_cli_fail (_("--format %s writes a figure: give -o FILE.%s"), o->format, o->format);
  /* a name of another export format (.gif, .webm, .tex) would get Walnut's text */
  if (o->output && !is_figure (o->output)
      && wy_export_format_from_filename (o->output, &other, NULL))
    return wy_cli_fail (_("-o %s: an automaton's figure is a .png, .svg or .pdf, not a .%s (any "
                          "other name, such as FILE.txt, gets the automaton in Walnut's format)"),
                        o->output, wy_export_format_get_name (other));
  return 0;
}

int
wy_cli_automaton (int argc, char **argv)
{
  g_auto (Options) o = { 0 };
  GOptionEntry entries[] = {
    { "base", 'b', 0, G_OPTION_ARG_STRING, &o.base,
      N_("fib, K (2 to 36) or ost[A0 P1 ... Pk]: the numeration system (default: the game's own, 2 "
         "for nim, mark:k=K's K, ost[0 A] for fraenkel:a=A, else fib)"), N_("BASE") },
    { "size", 's', 0, G_OPTION_ARG_STRING, &o.size,
      N_("Infer from (--check: compare) every position below N (default 100000)"), N_("N") },
    { "check-to", 0, 0, G_OPTION_ARG_STRING, &o.check_to,
      N_("Then check the automaton on every position below N2 (default 1000000; N2 up to N "
         "checks nothing beyond N)"), N_("N2") },
    { "max-states", 'm', 0, G_OPTION_ARG_STRING, &o.max_states,
      N_("At most M states (default 1000)"), N_("M") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &o.format,
      N_("text (default), walnut, dot, json; png, svg or pdf with -o FILE of that extension (the "
         "figure)"), N_("FORMAT") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o.output,
      N_("Write the automaton to FILE: Walnut's format (DOT with --format dot), or its figure when "
         "FILE ends in .png, .svg or .pdf"), N_("FILE") },
    { "check", 'c', 0, G_OPTION_ARG_FILENAME, &o.check,
      N_("Read an automaton in Walnut's format and compare it with the exact P-set below N (the "
         "verdict as text or json)"), N_("FILE") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = NULL;
  g_autofree char *rule = NULL;
  int status;

  if (!wy_cli_parse_options ("automaton", N_("GAME"), N_("A finite automaton for the game's "
                                "P-positions in a numeration system (docs/automata.md)."),
                             N_("Infers the smallest automaton consistent with every P-position "
                                "below N, checks it\n"
                                "below N2 and writes it in Walnut's format (or DOT). --check FILE "
                                "reads an automaton\n"
                                "in Walnut's format and gives the first disagreement with the "
                                "exact P-set below N.\n"
                                "Exit status 1: no automaton fits, or the automaton disagrees."),
                             entries, 1, &argc, &argv, &error)
      || !(game = wy_cli_parse_game (argv[1], &error)))
    return wy_cli_fail_error (error);
  if ((status = refuse_options (&o)) != 0)
    return status;
  rule = wy_game_to_string (game);
  return o.check ? run_check (game, rule, &o) : run_infer (game, rule, &o);
}
