/* wy-cli-analysis.c: `wythoff sequence`, `periods` and `classes`: sequences in OEIS form, the additive periods of Grundy rows, where the value classes lie. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "wy-analysis-private.h"
#include "wy-cli-commands.h"
#include "wy-cli-common.h"
#include "wy-cli-bfile.h"
#include "wy-render-limit.h"

/* ---- sequence ---- */

typedef enum { SEQ_TEXT, SEQ_BFILE, SEQ_CSV, SEQ_JSON } SeqFormat;

static gboolean
parse_seq_format (const char *text, SeqFormat *out, GError **error)
{
  static const char *names[] = { "text", "bfile", "csv", "json" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (text == NULL || strcmp (text, names[i]) == 0)
      {
        *out = (SeqFormat) i;
        return TRUE;
      }
  g_autofree char *guess = wy_cli_did_you_mean (text, names, G_N_ELEMENTS (names));
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("--format %s is not available here%s: choose text, bfile, csv or json"), text,
               guess);
  return FALSE;
}

static void
terms_json (GString *out, const char *rule, const char *what, guint64 offset,
            const GArray *terms)
{
  WyJson json;

  wy_cli_json_begin_game (&json, out, rule);
  _wy_json_string (_wy_json_key (&json, "sequence"), what);
  _wy_json_uint (_wy_json_key (&json, "offset"), offset);
  _wy_json_begin_array (_wy_json_key (&json, "terms"));
  for (guint i = 0; i < terms->len; i++)
    _wy_json_int (&json, g_array_index (terms, gint64, i));
  _wy_json_end_array (&json);
  _wy_json_end_object (&json);
  g_string_append_c (out, '\n');
}

static void
write_terms (GString *out, const char *rule, const char *what, guint64 offset,
             const GArray *terms, SeqFormat format)
{
  const gint64 *t = (const gint64 *) terms->data;

  if (format == SEQ_JSON)
    {
      terms_json (out, rule, what, offset, terms);
      return;
    }
  if (format == SEQ_CSV)
    g_string_append (out, "n,a\n");
  for (guint i = 0; i < terms->len; i++)
    switch (format)
      {
      case SEQ_BFILE:
        g_string_append_printf (out, "%" G_GUINT64_FORMAT " %" G_GINT64_FORMAT "\n",
                                offset + i, t[i]);
        break;
      case SEQ_CSV:
        g_string_append_printf (out, "%" G_GUINT64_FORMAT ",%" G_GINT64_FORMAT "\n",
                                offset + i, t[i]);
        break;
      case SEQ_TEXT:
      default:
        g_string_append_printf (out, "%s%" G_GINT64_FORMAT, i ? ", " : "", t[i]);
      }
  if (format == SEQ_TEXT)
    g_string_append_c (out, '\n');
}

static const char sequence_help[] =
  N_("WHAT is ppos-x or ppos-y (the P-positions x <= y by x: a_n, b_n; (0, 0) is term 0),\n"
     "grundy-row=X (g(X, y), y = 0, 1, ...), grundy-diagonal=D (g(n, n + D)),\n"
     "grundy-triangle (g(r, c), 0 <= c <= r, by rows), grundy-antidiagonal (the table by\n"
     "antidiagonals: g(0, s), g(1, s - 1), ..., g(s, 0), s = 0, 1, ..., as A003987),\n"
     "class=G (the x of the positions x <= y of value G, by x), pile-p or pile-n (the P- or\n"
     "N-positions of a one-pile game), grundy-pile (one pile: g(n), n = 0, 1, ...),\n"
     "ppos3-y=X or ppos3-z=X (three heaps: the P-positions (X, y, z), X <= y <= z, by y).\n"
     "The Grundy sequences are given for every game with Grundy values, up to its Grundy\n"
     "board (the rows x < 64 of the line and cone families: their strips, further).\n"
     "Terms are numbered as the OEIS numbers the sequences they describe: pile-p and pile-n\n"
     "from 1 (A003159, A007417, A145204; A036554, which leaves out 0, is pile-p of mark\n"
     "from term 2), grundy-pile from the least pile (upmark: 1), the others from 0 (term n\n"
     "of ppos-x is a_n, as in A000201).\n"
     "With --check FILE (a b-file, or one term a line after '#' lines that may say\n"
     "\"offset K\" or \"Offset: K\", K from 0 to 10000000) the file's terms are compared in\n"
     "order with the game's from term --offset on; one line: \"agrees: N terms\" (exit 0) or\n"
     "the first difference (exit 1). A line that is no term, a term beyond 64 bits or an\n"
     "offset out of range is an error naming the line (exit 2).");

/* The text of the options, as given. */
typedef struct {
  char *format;
  char *count;
  char *offset;
  char *check;
} SeqArgs;

static void
seq_args_clear (SeqArgs *a)
{
  g_free (a->format);
  g_free (a->count);
  g_free (a->offset);
  g_free (a->check);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SeqArgs, seq_args_clear)

static gboolean
parse_sequence_args (SeqArgs *a, int *argc, char ***argv, GError **error)
{
  GOptionEntry entries[] = {
    { "count", 'n', 0, G_OPTION_ARG_STRING, &a->count, N_("How many terms (default 20)"), N_("N") },
    { "offset", 0, 0, G_OPTION_ARG_STRING, &a->offset,
      N_("Start at term K (as the OEIS numbers the sequence: pile-p and pile-n from 1, the others "
         "from 0; with --check the default is the file's offset)"), N_("K") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &a->format,
      N_("text, bfile, csv or json"), N_("FORMAT") },
    { "check", 'c', 0, G_OPTION_ARG_FILENAME, &a->check,
      N_("Compare with a b-file or a list of terms and report the first difference"), N_("FILE") },
    { NULL }
  };

  if (!wy_cli_parse_options ("sequence", N_("GAME WHAT"), N_("A sequence of the game, as OEIS "
                                "writes it: terms, or a b-file."), sequence_help, entries, 2, argc,
                             argv,
                             error))
    return FALSE;
  /* both were ignored: the file's terms are compared, and the verdict is one line */
  if (a->check && (a->count || a->format))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("sequence: %s does not go with "
                     "--check FILE, which compares every term of the file and says so in one "
                     "line"), a->count ? "--count" : "--format");
      return FALSE;
    }
  return TRUE;
}

int
wy_cli_sequence (int argc, char **argv)
{
  g_auto (SeqArgs) a = { 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (WyGame) game = NULL;
  g_autoptr (GArray) terms = NULL;
  g_autofree char *rule = NULL;
  WyCliReference ref = { 0 };
  WySequenceKind kind;
  SeqFormat format = SEQ_TEXT;
  guint count = 20, offset = 0;
  gint64 param;
  gboolean ok;
  int status;

  wy_cli_allow_heaps3 ();
  ok = parse_sequence_args (&a, &argc, &argv, &error)
       && parse_seq_format (a.format, &format, &error)
       && (game = wy_cli_parse_game (argv[1], &error))
       && _wy_sequence_parse_for (game, argv[2], &kind, &param, &error)
       && (!a.count || wy_cli_parse_uint ("--count", a.count, 1, WY_CLI_SEQ_MAX_OFFSET, &count,
                                          &error))
       && ((offset = wy_sequence_first_index (game, kind)), TRUE)
       && (!a.offset || wy_cli_parse_uint ("--offset", a.offset, offset, WY_CLI_SEQ_MAX_OFFSET,
                                           &offset, &error))
       && (!a.check || wy_cli_read_reference (a.check, &ref, &error));
  /* the file's first term is compared with the game's term --offset,
   * which defaults to the file's own offset */
  if (ok && a.check)
    {
      if (!a.offset)
        offset = (guint) CLAMP (g_array_index (ref.n, guint64, 0),
                                wy_sequence_first_index (game, kind), WY_CLI_SEQ_MAX_OFFSET);
      count = ref.a->len;
    }
  ok = ok && (terms = wy_sequence_terms (game, kind, param, offset, count, NULL, &error));
  if (!ok)
    {
      wy_cli_reference_clear (&ref);
      return wy_cli_fail_error (error);
    }
  if (!wy_sequence_is_proven (game, kind))
    g_printerr (_("wythoff: note: %s: these terms are not proven final: they are the pairs of the "
                  "board solved whose y lie below half its side, and a pair of smaller x further "
                  "out is not ruled out (the proof covers the built-in games without blocking)\n"),
                argv[1]);
  if (a.check)
    {
      status = wy_cli_check_terms (&ref, terms, a.check, offset);
      wy_cli_reference_clear (&ref);
      return status;
    }
  rule = wy_game_to_string (game);
  write_terms (out, rule, argv[2], offset, terms, format);
  return wy_cli_write (out);
}

/* ---- periods ---- */

static void
period_row (GString *out, WyTableFormat format, guint x, const WyPeriod *p, guint length)
{
  switch (format)
    {
    case WY_TABLE_CSV:
      if (p->found)
        g_string_append_printf (out, "%u,%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT ",%"
                                G_GINT64_FORMAT "\n", x, p->preperiod, p->period, p->salt);
      else
        g_string_append_printf (out, "%u,,,\n", x);
      break;
    case WY_TABLE_LATEX:
      if (p->found)
        g_string_append_printf (out, "%u & %" G_GUINT64_FORMAT " & %" G_GUINT64_FORMAT " & %"
                                G_GINT64_FORMAT " \\\\\n", x, p->preperiod, p->period, p->salt);
      else
        g_string_append_printf (out, "%u & \\multicolumn{3}{l}{none below %u} \\\\\n", x,
                                length);
      break;
    case WY_TABLE_TEXT:
    default:
      if (p->found)
        g_string_append_printf (out, "%5u %10" G_GUINT64_FORMAT " %8" G_GUINT64_FORMAT " %8"
                                G_GINT64_FORMAT "\n", x, p->preperiod, p->period, p->salt);
      else
        g_string_append_printf (out, "%5u  none below %u\n", x, length);
    }
}

/* The text of the options, as given. */
typedef struct {
  char    *format;
  char    *rows;
  char    *upto;
  gboolean columns;
} PeriodsArgs;

static void
periods_args_clear (PeriodsArgs *a)
{
  g_free (a->format);
  g_free (a->rows);
  g_free (a->upto);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PeriodsArgs, periods_args_clear)

static gboolean
parse_periods_args (PeriodsArgs *a, int *argc, char ***argv, GError **error)
{
  GOptionEntry entries[] = {
    { "rows", 'r', 0, G_OPTION_ARG_STRING, &a->rows, N_("Rows x < R (default 8)"), N_("R") },
    { "upto", 'n', 0, G_OPTION_ARG_STRING, &a->upto,
      N_("Values g(x, y) for y < N (default 100000, or the game's longest strip)"), N_("N") },
    { "columns", 0, 0, G_OPTION_ARG_NONE, &a->columns,
      N_("Columns instead of rows (the same for the symmetric games)"), NULL },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &a->format,
      N_("text, csv, json or latex"), N_("FORMAT") },
    { NULL }
  };

  return wy_cli_parse_options ("periods", N_("GAME"), N_("The additive periods of the Grundy rows: "
                                  "g(x, y + p) = g(x, y) + s from a preperiod on."),
                               N_("For each row x < R: the least preperiod t, the least period p "
                                  "and its salt s with\n"
                                  "g(x, y + p) = g(x, y) + s for every t <= y < N - p, confirmed "
                                  "over three periods\n"
                                  "and half the values (N - t >= 3p, N - t >= N/2), or \"none "
                                  "below N\". The values come from the strip x < R, y < N,\n"
                                  "which no move leaves (nim, wythoff, fraenkel, wyt, wytc, "
                                  "stwythoff, restricted and\n"
                                  "gamma in normal play, block=Q too)."),
                               entries, 1, argc, argv, error);
}

/* {"game","upto","rows":[{"row","preperiod","period","salt"} or {"row","period":null}]};
 * with --columns "columns" and "column". */
static void
periods_json (GString *out, const char *rule, const gint32 *strip, guint rows, guint length,
              gboolean columns)
{
  WyJson json;

  wy_cli_json_begin_game (&json, out, rule);
  _wy_json_uint (_wy_json_key (&json, "upto"), length);
  _wy_json_begin_array (_wy_json_key (&json, columns ? "columns" : "rows"));
  for (guint x = 0; x < rows; x++)
    {
      WyPeriod p = wy_period_find (strip + x, length, rows);

      _wy_json_begin_object (&json);
      _wy_json_uint (_wy_json_key (&json, columns ? "column" : "row"), x);
      if (p.found)
        {
          _wy_json_uint (_wy_json_key (&json, "preperiod"), p.preperiod);
          _wy_json_uint (_wy_json_key (&json, "period"), p.period);
          _wy_json_int (_wy_json_key (&json, "salt"), p.salt);
        }
      else
        _wy_json_null (_wy_json_key (&json, "period"));
      _wy_json_end_object (&json);
    }
  _wy_json_end_array (&json);
  _wy_json_end_object (&json);
  g_string_append_c (out, '\n');
}

/* The table of the rows' periods: strip holds g(x, y) for x < rows, y < length; with
 * --columns (a symmetric game) the same numbers are the columns', x and y swapped. */
static void
write_periods (GString *out, WyTableFormat format, const char *rule, const gint32 *strip,
               guint rows, guint length, gboolean columns)
{
  const char *line = columns ? "column" : "row";
  char along = columns ? 'x' : 'y', across = columns ? 'y' : 'x';

  if (format == WY_TABLE_JSON)
    {
      periods_json (out, rule, strip, rows, length, columns);
      return;
    }
  if (format == WY_TABLE_CSV)
    g_string_append_printf (out, "%s,preperiod,period,salt\n", line);
  else if (format == WY_TABLE_LATEX)
    g_string_append_printf (out, "\\begin{tabular}{rrrr}\n$%c$ & preperiod & period & salt "
                            "\\\\\n\\hline\n", across);
  else
    g_string_append_printf (out, "%s, %c < %u\n%*s  preperiod   period     salt\n", rule,
                            along, length, 5, line);
  for (guint x = 0; x < rows; x++)
    {
      WyPeriod p = wy_period_find (strip + x, length, rows);
      period_row (out, format, x, &p, length);
    }
  if (format == WY_TABLE_LATEX)
    g_string_append (out, "\\end{tabular}\n");
}

/* The core's check of the strip, its refusal of a length beyond the budget given as one of
 * --upto, with how far a quarter of the rows reaches. */
static gboolean
check_strip (const WyGame *game, guint rows, guint length, GError **error)
{
  g_autoptr (GError) why = NULL;
  g_autofree char *fewer = NULL;
  guint quarter = MAX (rows / 4, 1);

  if (wy_grundy_strip_check (game, rows, length, &why))
    return TRUE;
  if (!g_error_matches (why, WY_ERROR, WY_ERROR_MEMORY))
    {
      g_propagate_error (error, g_steal_pointer (&why));
      return FALSE;
    }
  if (quarter < rows)
    fewer = g_strdup_printf (_("; --rows %u reaches %u"), quarter,
                             wy_grundy_strip_game_max_length (game, quarter));
  g_set_error (error, WY_ERROR, WY_ERROR_MEMORY, _("--upto %u is beyond the budget: %s%s"), length,
               why->message, fewer ? fewer : "");
  return FALSE;
}

/* --upto N: a refused one names the range the core gives for these rows (before, 1 to 2^32 - 1,
 * the parser's, though 8 rows of wythoff reach 8000000), after the game's own refusal if it has
 * no strip; a length within 32 bits beyond the range is check_strip's to refuse, saying how far
 * fewer rows reach. */
static gboolean
parse_upto (const WyGame *game, guint rows, const char *text, guint *length, GError **error)
{
  if (wy_cli_parse_uint ("--upto", text, 1, G_MAXUINT, length, NULL))
    return TRUE;
  return wy_grundy_strip_check (game, rows, 1, error)
         && wy_cli_parse_uint ("--upto", text, 1, wy_grundy_strip_game_max_length (game, rows),
                               length, error);
}

int
wy_cli_periods (int argc, char **argv)
{
  g_auto (PeriodsArgs) a = { 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (WyGame) game = NULL;
  g_autofree gint32 *strip = NULL;
  g_autofree char *rule = NULL;
  WyTableFormat format = WY_TABLE_TEXT;
  guint rows = 8, length = 100000;
  gboolean ok;

  ok = parse_periods_args (&a, &argc, &argv, &error)
       && wy_cli_parse_format (a.format, WY_CLI_ALLOW (WY_TABLE_TEXT)
                               | WY_CLI_ALLOW (WY_TABLE_CSV)
                               | WY_CLI_ALLOW (WY_TABLE_JSON)
                               | WY_CLI_ALLOW (WY_TABLE_LATEX), &format, &error)
       && (game = wy_cli_parse_game (argv[1], &error))
       && (!a.rows || wy_cli_parse_uint ("--rows", a.rows, 1, WY_STRIP_MAX_ROWS, &rows, &error))
       && (!a.upto || parse_upto (game, rows, a.upto, &length, &error));
  if (ok && !a.upto)
    length = MIN (length, wy_grundy_strip_game_max_length (game, rows));
  if (ok && a.columns && !wy_game_is_symmetric (game))
    g_set_error (&error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                 _("--columns: the strip engine sweeps rows x < R; this game is not symmetric, so "
                   "its columns are another question (not computed)"));
  ok = ok && !error && check_strip (game, rows, length, &error)
       && (strip = wy_grundy_strip (game, rows, length, NULL, NULL, NULL, &error));
  if (!ok)
    return wy_cli_fail_error (error);
  rule = wy_game_to_string (game);
  write_periods (out, format, rule, strip, rows, length, a.columns);
  return wy_cli_write (out);
}

/* ---- classes ---- */

static void
classes_json (GString *out, const char *rule, guint size, gboolean golden, const GArray *classes)
{
  WyJson json;

  wy_cli_json_begin_game (&json, out, rule);
  _wy_json_uint (_wy_json_key (&json, "size"), size);
  _wy_json_string (_wy_json_key (&json, "offset"), golden ? "y - phi x" : "x - x_P");
  _wy_json_begin_array (_wy_json_key (&json, "classes"));
  for (guint g = 0; g < classes->len; g++)
    {
      const WyClassOffsets *k = &g_array_index (classes, WyClassOffsets, g);

      _wy_json_begin_object (&json);
      _wy_json_uint (_wy_json_key (&json, "value"), k->value);
      _wy_json_uint (_wy_json_key (&json, "count"), k->count);
      /* a class with no position x <= y has no offset to state */
      if (k->has_offset)
        {
          _wy_json_double (_wy_json_key (&json, "min_offset"), k->min_offset, 4);
          _wy_json_double (_wy_json_key (&json, "max_offset"), k->max_offset, 4);
        }
      else
        {
          _wy_json_null (_wy_json_key (&json, "min_offset"));
          _wy_json_null (_wy_json_key (&json, "max_offset"));
        }
      _wy_json_begin_array (_wy_json_key (&json, "max_abs"));
      for (guint i = 0; i < 4; i++)
        _wy_json_double (&json, k->max_abs[i], 4);
      _wy_json_end_array (&json);
      _wy_json_end_object (&json);
    }
  _wy_json_end_array (&json);
  _wy_json_end_object (&json);
  g_string_append_c (out, '\n');
}

static void
classes_table (GString *out, WyTableFormat format, const char *rule, guint size,
               gboolean golden, const GArray *classes)
{
  const WyClassOffsets *c = (const WyClassOffsets *) classes->data;

  if (format == WY_TABLE_JSON)
    {
      classes_json (out, rule, size, golden, classes);
      return;
    }
  if (format == WY_TABLE_CSV)
    g_string_append_printf (out, "value,count,min_offset,max_offset,max_abs_%u,max_abs_%u,"
                            "max_abs_%u,max_abs_%u\n", size / 8, size / 4, size / 2, size);
  else
    g_string_append_printf (out, "%s on %u x %u; offset %s of the positions x <= y\n"
                            "    g        count   min offset   max offset   greatest |offset| "
                            "at side %u, %u, %u, %u\n", rule, size, size,
                            golden ? "y - phi x" : "x - x_P (the row's nearest P-position)",
                            size / 8, size / 4, size / 2, size);
  for (guint g = 0; g < classes->len; g++)
    {
      const WyClassOffsets *k = &c[g];
      gboolean csv = format == WY_TABLE_CSV;
      /* a class with no position x <= y has no least or greatest offset: none is stated */
      g_autofree char *lo = !k->has_offset ? g_strdup (csv ? "" : "-")
                            : g_strdup_printf (csv ? "%.4f" : "%.3f", k->min_offset);
      g_autofree char *hi = !k->has_offset ? g_strdup (csv ? "" : "-")
                            : g_strdup_printf (csv ? "%.4f" : "%.3f", k->max_offset);

      if (csv)
        g_string_append_printf (out, "%u,%" G_GUINT64_FORMAT ",%s,%s,%.4f,%.4f,%.4f,%.4f\n",
                                k->value, k->count, lo, hi, k->max_abs[0], k->max_abs[1],
                                k->max_abs[2], k->max_abs[3]);
      else
        g_string_append_printf (out, "%5u %12" G_GUINT64_FORMAT " %12s %12s   %8.3f %8.3f "
                                "%8.3f %8.3f\n", k->value, k->count, lo, hi, k->max_abs[0],
                                k->max_abs[1], k->max_abs[2], k->max_abs[3]);
    }
}

/* --size within the side the core sweeps the classes 0 .. top of game on (a game it does not
 * sweep is refused by wy_class_offsets, naming why): the range named is classes' own. A side
 * the user did not give (given FALSE: the default) is not called "--size". */
static gboolean
classes_size_allowed (const WyGame *game, guint size, gboolean given, guint top, GError **error)
{
  const char *reason = NULL;
  guint max = _wy_grundy_class_max_size (game, top, &reason);

  if (max == 0 || size <= max)
    return TRUE;
  if (given)
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("--size %u is beyond the budget for the classes 0 to %u of this game (%s): "
                   "--size must be from 8 to %u"), size, top, reason, max);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("the default board side %u is beyond the budget for the classes 0 to %u of "
                   "this game (%s): give --size, from 8 to %u"), size, top, reason, max);
  return FALSE;
}

int
wy_cli_classes (int argc, char **argv)
{
  g_autofree char *format_text = NULL, *upto_text = NULL, *size_text = NULL, *output = NULL;
  GOptionEntry entries[] = {
    { "upto", 'g', 0, G_OPTION_ARG_STRING, &upto_text, N_("Values 0 to G (default 15)"), N_("G") },
    { "size", 's', 0, G_OPTION_ARG_STRING, &size_text,
      N_("Board side S (default 100000)"), N_("S") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_text, N_("text, csv or json"), N_("FORMAT") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Also plot the greatest offsets against g (.png, .svg or .pdf)"), N_("FILE") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (WyGame) game = NULL;
  g_autoptr (GArray) classes = NULL;
  g_autofree char *rule = NULL;
  WyTableFormat format = WY_TABLE_TEXT;
  guint top = 15, size = 100000;
  gboolean ok;

  ok = wy_cli_parse_options ("classes", N_("GAME"), N_("Where the Grundy value classes lie: their "
                                "offsets from the P-positions."),
                             N_("For each g <= G: how many positions of the S x S board have value "
                                "g, the least and\n"
                                "greatest offset of those with x <= y (Wythoff: y - phi x; the "
                                "other line families:\n"
                                "x - x_P, x_P the row's nearest P-position; none: \"-\", empty in "
                                "csv, null in json),\n"
                                "and the greatest |offset| on the boards of side S/8, S/4, S/2 and "
                                "S (whole sides).\n"
                                "-o draws the last four against g."),
                             entries, 1, &argc, &argv, &error)
       && wy_cli_parse_format (format_text, WY_CLI_ALLOW (WY_TABLE_TEXT)
                               | WY_CLI_ALLOW (WY_TABLE_CSV)
                               | WY_CLI_ALLOW (WY_TABLE_JSON), &format, &error)
       && (game = wy_cli_parse_game (argv[1], &error))
       && (!upto_text || wy_cli_parse_uint ("--upto", upto_text, 0, 255, &top, &error))
       && (!size_text || wy_cli_parse_uint ("--size", size_text, 8, 2000000, &size, &error))
       && classes_size_allowed (game, size, size_text != NULL, top, &error)
       && (classes = wy_class_offsets (game, size, top, NULL, NULL, NULL, &error));
  if (!ok)
    return wy_cli_fail_error (error);
  rule = wy_game_to_string (game);
  if (output)
    {
      WyOffsetsPlot plot = { rule, size, wy_class_offsets_golden (game), classes };
      int status = wy_cli_write_plot (output, WY_CLI_PLOT_OFFSETS, &plot, 1200);
      if (status != 0)
        return status;
    }
  classes_table (out, format, rule, size, wy_class_offsets_golden (game), classes);
  return wy_cli_write (out);
}

/* ---- beams ---- */

/* A beam's drift: the slope of its outer members less that of its inner ones (0 if either
 * half is empty). */
static double
beam_drift (const WyBeam *b)
{
  return b->slope_inner > 0 && b->slope_outer > 0 ? b->slope_outer - b->slope_inner : 0;
}

static void
beams_json (GString *out, const char *rule, guint size, guint64 members, guint64 scattered,
            const GArray *beams)
{
  WyJson json;

  wy_cli_json_begin_game (&json, out, rule);
  _wy_json_uint (_wy_json_key (&json, "size"), size);
  _wy_json_uint (_wy_json_key (&json, "positions"), members);
  _wy_json_uint (_wy_json_key (&json, "scattered"), scattered);
  _wy_json_begin_array (_wy_json_key (&json, "beams"));
  for (guint i = 0; i < beams->len; i++)
    {
      const WyBeam *b = &g_array_index (beams, WyBeam, i);

      _wy_json_begin_object (&json);
      _wy_json_double (_wy_json_key (&json, "slope"), b->slope, 6);
      _wy_json_double (_wy_json_key (&json, "min_slope"), b->min_slope, 6);
      _wy_json_double (_wy_json_key (&json, "max_slope"), b->max_slope, 6);
      _wy_json_uint (_wy_json_key (&json, "count"), b->count);
      _wy_json_double (_wy_json_key (&json, "slope_inner"), b->slope_inner, 6);
      _wy_json_double (_wy_json_key (&json, "slope_outer"), b->slope_outer, 6);
      _wy_json_double (_wy_json_key (&json, "drift"), beam_drift (b), 6);
      _wy_json_end_object (&json);
    }
  _wy_json_end_array (&json);
  _wy_json_end_object (&json);
  g_string_append_c (out, '\n');
}

static void
beams_table (GString *out, WyTableFormat format, const char *rule, guint size, guint64 members,
             guint64 scattered, const GArray *beams)
{
  const WyBeam *b = (const WyBeam *) beams->data;

  if (format == WY_TABLE_JSON)
    {
      beams_json (out, rule, size, members, scattered, beams);
      return;
    }
  if (format == WY_TABLE_CSV)
    g_string_append (out, "beam,slope,min_slope,max_slope,count,slope_inner,slope_outer,drift\n");
  else
    g_string_append_printf (out, "%s on %u x %u: %" G_GUINT64_FORMAT " P-positions with 1 <= x "
                            "<= y and y >= %u, clustered by slope y/x\n(inner: y < %u, outer: "
                            "y >= %u; drift = outer - inner)\n beam        slope     from to"
                            "           count        inner        outer       drift\n", rule,
                            size, size, members, size / 4, size / 2, size / 2);
  for (guint i = 0; i < beams->len; i++)
    {
      double drift = beam_drift (&b[i]);
      if (format == WY_TABLE_CSV)
        g_string_append_printf (out, "%u,%.6f,%.6f,%.6f,%" G_GUINT64_FORMAT ",%.6f,%.6f,%.6f\n",
                                i + 1, b[i].slope, b[i].min_slope, b[i].max_slope, b[i].count,
                                b[i].slope_inner, b[i].slope_outer, drift);
      else
        g_string_append_printf (out, "%5u %12.6f %8.4f %-8.4f %11" G_GUINT64_FORMAT
                                " %12.6f %12.6f %+11.6f\n", i + 1, b[i].slope, b[i].min_slope,
                                b[i].max_slope, b[i].count, b[i].slope_inner,
                                b[i].slope_outer, drift);
    }
  if (format == WY_TABLE_TEXT)
    g_string_append_printf (out, "scattered (clusters of fewer than %u): %" G_GUINT64_FORMAT
                            "\n", WY_BEAM_MIN_COUNT, scattered);
}

/* wythoff beams --help */
static const char beams_summary[] = N_("The P-beams: the P-positions clustered by their slope y/x.");
static const char beams_description[] =
  N_("The P-positions (x, y) with 1 <= x <= y and y >= S/4 of the S x S board, sorted by slope\n"
     "y/x, form one beam while neighbouring slopes differ by at most 0.2%; clusters of\n"
     "fewer than 5 are counted as scattered. For each beam: its median slope, the least\n"
     "and greatest, its count, the median slope of its members with y < S/2 (inner) and\n"
     "y >= S/2 (outer), and their difference (drift). -o plots the slope of every\n"
     "P-position x <= y against y, the beams dashed. Two-pile games.");

int
wy_cli_beams (int argc, char **argv)
{
  g_autofree char *format_text = NULL, *size_text = NULL, *output = NULL;
  GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_STRING, &size_text, N_("Board side S"), N_("S") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_text, N_("text, csv or json"), N_("FORMAT") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Also plot the slope of every P-position against y (.png, .svg or .pdf)"), N_("FILE") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (WyGame) game = NULL;
  g_autoptr (WyBoard) board = NULL;
  g_autoptr (GArray) beams = NULL;
  g_autofree char *rule = NULL;
  WyTableFormat format = WY_TABLE_TEXT;
  const WyPos *ppos;
  guint size, n;
  guint64 scattered, members = 0;

  if (!wy_cli_parse_options ("beams", N_("GAME"), beams_summary, beams_description,
                             entries, 1, &argc, &argv, &error)
      || !wy_cli_parse_format (format_text, WY_CLI_ALLOW (WY_TABLE_TEXT)
                               | WY_CLI_ALLOW (WY_TABLE_CSV) | WY_CLI_ALLOW (WY_TABLE_JSON),
                               &format, &error)
      || !(game = wy_cli_parse_game (argv[1], &error)))
    return wy_cli_fail_error (error);
  if (wy_game_is_one_pile (game))
    return wy_cli_fail (_("beams: %s is a one-pile game; beams are slopes y/x of two piles"),
                        argv[1]);
  if (!(board = wy_cli_load_board (argv[1], size_text, WY_NEED_STATUS, &error)))
    return wy_cli_fail_error (error);
  size = wy_board_get_size (board);
  ppos = wy_board_get_ppos (board, &n);
  beams = wy_beams_find (ppos, n, size, &scattered);
  for (guint i = 0; i < beams->len; i++)
    members += g_array_index (beams, WyBeam, i).count;
  rule = wy_game_to_string (game);
  if (output)
    {
      WyBeamsPlot plot = { rule, size, ppos, n, beams };
      int status = wy_cli_write_plot (output, WY_CLI_PLOT_BEAMS, &plot, 1200);
      if (status != 0)
        return status;
    }
  beams_table (out, format, rule, size, members + scattered, scattered, beams);
  return wy_cli_write (out);
}
