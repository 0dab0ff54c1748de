/* wy-cli.c: `wythoff`, the command line: dispatch to the subcommands, --help and --version. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-cli-bench.h"
#include "wy-cli-papers.h"
#include "wy-cli-common.h"
#include "wy-cli-commands.h"
#include "wy-cli-export.h"
#include "wy-cli-library.h"
#include "wy-spelling-private.h"
#include "wy-uninstalled-private.h"

typedef struct {
  const char *name;
  int (*run) (int argc, char **argv);
  const char *usage;
  const char *summary;
} WyCommand;

static const WyCommand commands[] = {
  { "ppos", wy_cli_ppos, N_("GAME --size S [--format text|csv|json]"),
    N_("every P-position below S, by y then x") },
  { "table", wy_cli_table, N_("GAME [--count N] [--recursion] [--format text|csv|json|latex]"),
    N_("the papers' table of P-positions") },
  { "steps", wy_cli_steps, N_("GAME --size S [--region X0,Y0,X1,Y1] [--format csv]"),
    N_("status and elimination step of every position (of a region)") },
  { "moves", wy_cli_moves, N_("GAME POS [--size S] [--format text|json]"),
    N_("status, step and winning moves of a position") },
  { "grundy", wy_cli_grundy, N_("GAME --size S [--region X0,Y0,X1,Y1] [--format csv]"),
    N_("Sprague-Grundy values") },
  { "grundy", wy_cli_grundy, N_("GAME --value G --size S [--format csv|json]"),
    N_("the positions with Grundy value G (line families, S to 2000000)") },
  { "board", wy_cli_board, N_("GAME --size S [--step J]"), N_("a text picture of the board") },
  { "sum", wy_cli_sum, N_("GAME POS [GAME POS ...] [--format text|json]"),
    N_("a sum of games: nim-sum of Grundy values, winning moves") },
  { "periods", wy_cli_periods, N_("GAME [--rows R] [--upto N] [--format text|csv|json|latex]"),
    N_("preperiod, period and salt of the Grundy rows x < R") },
  { "sequence", wy_cli_sequence, N_("GAME WHAT [--count N] [--offset K] "
                                    "[--format text|bfile|csv|json] [--check FILE]"),
    N_("a sequence of the game in OEIS form (ppos-x, grundy-row=X, ...)") },
  { "classes", wy_cli_classes, N_("GAME [--upto G] [--size S] [--format text|csv|json] [-o PLOT]"),
    N_("the Grundy classes 0..G: counts and offsets from the P-positions") },
  { "beams", wy_cli_beams, N_("GAME --size S [--format text|csv|json] [-o PLOT]"),
    N_("the P-beams: P-positions clustered by slope y/x") },
  { "compare", wy_cli_compare, N_("GAME --size S"),
    N_("the exact solver against the paper's formula") },
  { "limit", wy_cli_limit_entry, N_("GAME --count N "
                                    "[--series K [--format csv|json|text] [-o PLOT]]"),
    N_("x_N/N and the Perron limit; --series: K points of x_n/n, or their plot") },
  { "sweep", wy_cli_sweep, N_("GRID --question Q [--size S|--count N] [--format csv|json] "
                              "[--threads T]"),
    N_("one question over a grid of rules ('wyt:a={1..5},b={1..5}'), in parallel") },
  { "export", wy_cli_export, N_("GAME ... (see wythoff export --help)"),
    N_("figures (PNG, SVG, PDF) and tables to files") },
  { "check", wy_cli_check, N_("mark [--upto N] [--format text|json]"),
    N_("paper 004's observations on Mark, checked to N") },
  { "numeration", wy_cli_numeration, N_("GAME N [--format text|json]"),
    N_("N in paper 002's numeration system U (gamma:i=1,s=S, S >= 2): vile or dopey") },
  { "automaton", wy_cli_automaton, N_("GAME [--base fib|K|ost[A0 P...]] [--size N] "
                                      "[--format text|walnut|dot|json]"),
    N_("a finite automaton for the P-positions, for Walnut") },
  { "automaton", wy_cli_automaton, N_("--check FILE GAME [--size N] [--format text|json]"),
    N_("an automaton in Walnut's format against the exact P-set") },
  { "figure", wy_cli_figure, N_("--list [--format text|json] | ITEM -o FILE [--no-caption]"),
    N_("the seed papers' figures and tables by name (000:fig1, 001:table3, ...)") },
  { "library", wy_cli_library, N_("list|show NAME [--format text|json]"),
    N_("the game library: games as files with references and self-checking claims") },
  { "library", wy_cli_library,
    N_("check [NAME...] [--format text|json]|add FILE|export RULE -o FILE"),
    N_("the library's claims checked by the solver; a game file of yours added or written") },
  { "bench", wy_cli_bench, N_("[OPTION...] (see wythoff bench --help)"),
    N_("time the solver and the recursion") },
};

static void
append_family (GString *out, WyFamily family)
{
  guint n_keys;
  const WyParamSpec *keys = wy_family_get_keys (family, &n_keys);
  GString *line = g_string_new (NULL);

  g_string_append_printf (line, "  %-11s", wy_family_get_name (family));
  /* Translators: EXPR and GAME as in the usage lines; rule=, base= and the variables stay */
  if (family == WY_FAMILY_MOVES)
    g_string_append (line, _(" rule=(EXPR over dx, dy, x, y)"));
  else if (family == WY_FAMILY_PILE)
    g_string_append (line, _(" rule=(EXPR over n, d)"));
  else if (family == WY_FAMILY_ADJOIN)
    g_string_append (line, _(" base=(GAME)"));
  for (guint k = 0; k < n_keys; k++)
    g_string_append_printf (line, " %s=%d..%d (%d)", keys[k].key, keys[k].min, keys[k].max,
                            keys[k].def);
  if (family == WY_FAMILY_NIMPQ)
    g_string_append (line, " reading=linecount|abstract|sec7");
  if (wy_family_allows_misere (family))
    g_string_append (line, " play=normal|misere");
  g_string_append_printf (out, "%s\n%-15s%s\n", line->str, "", wy_family_get_title (family));
  g_string_free (line, TRUE);
}

static int
print_help (void)
{
  g_autoptr (GString) out = g_string_new (NULL);

  g_string_append (out, _("Usage: wythoff COMMAND ARGS...\n"
                          "\n"
                          "Solve and explore Wythoff's game and its generalisations.\n"
                          "\n"
                          "Commands:\n"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (out, "  %-8s %s\n  %-8s   %s\n", commands[i].name,
                            _(commands[i].usage), "", _(commands[i].summary));
  g_string_append (out, _("\n"
                          "GAME is a rule string family[:key=value,...], e.g. wyt:a=1,b=2 or "
                          "nimpq:a=2,b=2,p=2,q=2,\n"
                          "or the name of a game of the library (wythoff library list), e.g. "
                          "fraenkel-2:\n"
                          "its file's rule (outputs name the rule). A text that is a rule string "
                          "stays one.\n"
                          "Families, their keys with range and (default):\n"));
  for (guint f = 0; f < WY_N_FAMILIES; f++)
    append_family (out, f);
  g_string_append (out, _("\n"
                          "Rules of your own (docs/rules.md): moves:rule=(dx==0||dy==0||dx==dy) is "
                          "Wythoff's game;\n"
                          "EXPR has integers, + - * / % (floor), == != < <= > >=, && || !, min, "
                          "max, abs\n"
                          "and parentheses; a division by zero or an overflow makes the move "
                          "illegal.\n"
                          "adjoin:base=(nim) adds the base's P-positions as moves (Wythoff's game "
                          "again).\n"));
  g_string_append (out, _("\n"
                          "Three heaps (docs/spec.md §9): nim:heaps=3, wythoff:heaps=3 (the same "
                          "amount from any\n"
                          "set of heaps) and fraenkel3, rules naming dz or z, adjoins over them; "
                          "every heap below\n"
                          "--size S. ppos, steps, grundy, moves (POS x,y,z) take them;\n"
                          "sequence (ppos3-y=X, ppos3-z=X) the three built-in families, whose "
                          "every line\n"
                          "along z holds one P-position.\n"));
  g_string_append_printf (out, _("\n"
                          "Every command takes --time-budget SECONDS (%g to %g; %g unless given): "
                          "the sizes\n"
                          "a time model caps grow until a command of them takes about that long\n"
                          "(the blocking sweep, Imitation Nim, the readings abstract and sec7, "
                          "Grundy values\n"
                          "with blocking); the memory's caps stay. A refused size says when it "
                          "raises\n"
                          "the cap.\n"),
                          WY_TIME_BUDGET_MIN, WY_TIME_BUDGET_MAX, WY_TIME_BUDGET_DEFAULT);
  g_string_append (out, _("\n"
                          "Each command has --help (also wythoff help COMMAND). Errors exit with "
                          "status 2 and one line\n"
                          "on stderr.\n"
                          "  wythoff --version   print the version\n"));
  return wy_cli_write (out);
}

/* "ppos, table, ... or bench": the commands, from the one table. */
static char *
command_list (void)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (i == 0 || strcmp (commands[i].name, commands[i - 1].name) != 0)
      g_string_append_printf (out, "%s%s", out->len == 0 ? ""
                              : i + 1 == G_N_ELEMENTS (commands) ? WY_CLI_OR : ", ",
                              commands[i].name);
  return g_string_free (out, FALSE);
}

static int
run_command (int argc, char **argv)
{
  g_autofree char *list = command_list ();
  g_autofree const char **names = NULL;
  const char *meant;

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);
  names = g_new (const char *, G_N_ELEMENTS (commands));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    names[i] = commands[i].name;
  if ((meant = _wy_spelling_nearest (argv[1], names, G_N_ELEMENTS (commands))))
    return wy_cli_fail (_("unknown command '%s' (did you mean '%s'?): choose %s (see wythoff "
                          "--help)"), argv[1], meant, list);
  return wy_cli_fail (_("unknown command '%s': choose %s (see wythoff --help)"), argv[1], list);
}

/* The value of --time-budget, set in the core (which owns its range): a plain decimal, as
 * every number of the command line (wy_cli_parse_decimal), spaces around it forgiven; not
 * 0x10, 1e1 or +20, which g_ascii_strtod would read. */
static gboolean
set_time_budget (const char *text, int *status)
{
  g_autofree char *plain = g_strstrip (g_strdup (text));
  g_autofree char *shown = NULL;
  char *end = NULL;
  double seconds = g_ascii_strtod (plain, &end);
  gboolean number = *plain != '\0' && *end == '\0'
                    && (strspn (plain, "0123456789.") == strlen (plain)
                        || wy_cli_is_negative (plain));

  if (number && wy_solve_set_time_budget (seconds))
    return TRUE;
  shown = wy_cli_escape (g_strdup (text), 40);
  *status = wy_cli_fail (_("--time-budget %s is %s: the budget must be from %g to %g seconds"),
                         shown, number ? _("out of range") : _("not a number"), WY_TIME_BUDGET_MIN,
                         WY_TIME_BUDGET_MAX);
  return FALSE;
}

/* --time-budget SECONDS (or --time-budget=SECONDS), anywhere after the
 * command and before a "--": taken out of argv before the command parses
 * it, and set in the core for every cap a time model sets. */
static gboolean
take_time_budget (int *argc, char **argv, int *status)
{
  int out = 1;
  gboolean given = FALSE;

  for (int i = 1; i < *argc; i++)
    {
      const char *text = NULL;

      if (strcmp (argv[i], "--") == 0)
        {
          while (i < *argc)
            argv[out++] = argv[i++];
          break;
        }
      if (g_str_has_prefix (argv[i], "--time-budget="))
        text = argv[i] + strlen ("--time-budget=");
      else if (strcmp (argv[i], "--time-budget") == 0)
        {
          if (i + 1 == *argc)
            {
              *status = wy_cli_fail (_("--time-budget needs SECONDS, from %g to %g"),
                                     WY_TIME_BUDGET_MIN, WY_TIME_BUDGET_MAX);
              return FALSE;
            }
          text = argv[++i];
        }
      if (!text)
        {
          argv[out++] = argv[i];
          continue;
        }
      /* as every option given twice: the last would win silently */
      if (given)
        {
          *status = wy_cli_fail (_("--time-budget is given twice: give it once"));
          return FALSE;
        }
      given = TRUE;
      if (!set_time_budget (text, status))
        return FALSE;
    }
  argv[out] = NULL;
  *argc = out;
  return TRUE;
}

/* wythoff --help, --version, help [COMMAND] or COMMAND ARGS...: "help COMMAND" (and
 * "--help COMMAND") is the command's own --help; any other word after them was ignored. */
static int
run_top (int argc, char **argv)
{
  gboolean help = strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0
                  || strcmp (argv[1], "help") == 0;
  g_autoptr (GString) out = NULL;

  if (help && argc == 3)
    {
      char *command_help[] = { argv[0], argv[2], (char *) "--help", NULL };
      return run_command (3, command_help);
    }
  if (help && argc > 3)
    return wy_cli_fail (_("%s takes one argument at most, a command: '%s' is one too many (see "
                          "wythoff --help)"), argv[1], argv[3]);
  if (!help && strcmp (argv[1], "--version") == 0 && argc > 2)
    return wy_cli_fail (_("--version takes no argument: '%s' is one too many"), argv[2]);
  if (help)
    return print_help ();
  if (strcmp (argv[1], "--version") != 0)
    return run_command (argc, argv);
  out = g_string_new ("wythoff " PACKAGE_VERSION "\n");
  return wy_cli_write (out);
}

/* Output that could not be written (a full disk) is an error even where
 * GOption printed --help and exited; a reader that has closed the pipe
 * wanted no more (wy_cli_fail_output). */
static void
check_stdout (void)
{
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      int status = wy_cli_fail_output (errno);

      if (status != 0)
        _exit (status);
    }
}

/* A note from the render layer (a GIF's colours quantized): one line,
 * like the command's own messages. */
static void
render_note (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
  g_autofree char *line = wy_cli_escape (g_strdup (message), WY_CLI_MESSAGE_MAX);

  fprintf (stderr, "wythoff: %s\n", line);
}

int
main (int argc, char **argv)
{
  g_autofree char *locales = NULL;
  int status = 0;

  /* Messages in the user's charset, but numbers always with a '.' point:
   * other tools parse our output. */
  setlocale (LC_ALL, "");
  setlocale (LC_NUMERIC, "C");
  /* Messages and --help in the user's language, the core's and ours (one domain), from the
   * build tree's catalogue when this is the program built there, as the window does;
   * GError text is UTF-8. The machine output stays English (no _() on it). */
  locales = _wy_uninstalled_locale_dir ();
  bindtextdomain (GETTEXT_PACKAGE, locales);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  atexit (check_stdout);
  /* A reader that closes the pipe early (| head) ends no command: its writes
   * fail with EPIPE, which says nothing (exit status 0, as a whole output),
   * whether or not the parent ignores SIGPIPE. */
  signal (SIGPIPE, SIG_IGN);
  g_log_set_handler ("wy-render", G_LOG_LEVEL_MESSAGE, render_note, NULL);
  if (argc < 2)
    {
      g_autofree char *list = command_list ();
      return wy_cli_fail (_("no command given: choose one of %s (see wythoff --help)"), list);
    }
  if (!take_time_budget (&argc, argv, &status))
    return status;
  if (argc < 2)
    return wy_cli_fail (_("no command given with --time-budget (see wythoff --help)"));
  return run_top (argc, argv);
}
