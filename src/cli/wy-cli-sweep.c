/* wy-cli-sweep.c: `wythoff sweep GRID --question Q`: one question over a grid of rule strings, solved in parallel on the local cores, one row per rule (CSV or JSON) in the grid's order. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wy-cli-common.h"
#include "wy-cli-commands.h"
#include "wy-limit.h"
#include "wy-solution-private.h"

#define SWEEP_MAX_RULES 100000
#define SWEEP_MAX_COUNT 100000000
#define SWEEP_MAX_THREADS 256

typedef enum {
  QUESTION_FIRST_DISAGREEMENT,
  QUESTION_LIMIT,
  QUESTION_N_STEPS,
  QUESTION_N_PPOS,
} Question;

static const char *const question_names[] = {
  "first-disagreement", "limit", "n-steps", "n-ppos",
};

/* The CSV header of each question (the JSON keys are the same). */
static const char *const question_columns[] = {
  "rule,size,disagreements,first_x,first_y,exact",
  "rule,n,x_n,x_n_over_n,perron_root,limit",
  "rule,size,steps",
  "rule,size,ppos",
};

/* ---- the grid: brace groups {A..B} and {u,v,...} expanded as a shell does ---- */

typedef struct {
  gsize      start, end;   /* the group's bytes in the text, braces included */
  GPtrArray *items;        /* char *, its alternatives */
} Group;

static void
group_clear (gpointer data)
{
  Group *g = data;

  g_ptr_array_unref (g->items);
}

static gboolean
parse_int (const char *text, gint64 *out)
{
  const char *p = text;
  gboolean minus = FALSE;
  guint64 v;

  if (*p == '-')
    {
      minus = TRUE;
      p++;
    }
  if (!wy_cli_parse_whole (p, &v) || v > G_MAXINT32)
    return FALSE;
  *out = minus ? -(gint64) v : (gint64) v;
  return TRUE;
}

/* The range {A..B} (dots at its "..") into g->items; *count as for parse_group. */
static gboolean
parse_range (const char *body, const char *dots, Group *g, guint64 *count, GError **error)
{
  g_autofree char *a_text = g_strndup (body, (gsize) (dots - body));
  gint64 a, b;

  if (!parse_int (a_text, &a) || !parse_int (dots + 2, &b))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("sweep: {%s} in the grid is not a range of integers {A..B}"), body);
      return FALSE;
    }
  if (b < a)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("sweep: the range {%s} in the grid is empty (%lld > %lld)"), body,
                   (long long) a, (long long) b);
      return FALSE;
    }
  if (*count <= SWEEP_MAX_RULES)
    *count = (guint64) (b - a + 1) > SWEEP_MAX_RULES ? SWEEP_MAX_RULES + 1
             : *count * (guint64) (b - a + 1);
  if (*count > SWEEP_MAX_RULES)
    return TRUE;
  for (gint64 v = a; v <= b; v++)
    g_ptr_array_add (g->items, g_strdup_printf ("%" G_GINT64_FORMAT, v));
  return TRUE;
}

/* The alternatives of the group {body} into g->items; the product of the
 * groups' sizes so far in *count (saturating). */
static gboolean
parse_group (const char *grid, const char *body, Group *g, guint64 *count, GError **error)
{
  const char *dots = strstr (body, "..");
  guint depth = 0;

  g->items = g_ptr_array_new_with_free_func (g_free);
  if (*body == '\0')
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("sweep: the grid %s has an empty group {}"), grid);
      return FALSE;
    }
  if (dots != NULL)
    return parse_range (body, dots, g, count, error);
  /* alternatives split at the commas outside parentheses: {adjoin:base=(wyt:a=2,b=1),nim} */
  for (const char *start = body, *c = body; ; c++)
    if (*c == '\0' || (*c == ',' && depth == 0))
      {
        if (c == start)
          {
            g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                         _("sweep: the group {%s} in the grid has an empty alternative"), body);
            return FALSE;
          }
        g_ptr_array_add (g->items, g_strndup (start, (gsize) (c - start)));
        if (*c == '\0')
          break;
        start = c + 1;
      }
    else if (*c == '(')
      depth++;
    else if (*c == ')' && depth > 0)
      depth--;
  *count = MIN (*count * g->items->len, (guint64) SWEEP_MAX_RULES + 1);
  return TRUE;
}

/* The groups {...} of a grid in order, the number of rules they make in *count; NULL with
 * error for a bad group or more than SWEEP_MAX_RULES rules. */
static GArray *
parse_groups (const char *grid, guint64 *count, GError **error)
{
  g_autoptr (GArray) groups = g_array_new (FALSE, TRUE, sizeof (Group));
  const char *p = grid;

  g_array_set_clear_func (groups, group_clear);
  *count = 1;
  while ((p = strchr (p, '{')) != NULL)
    {
      const char *close = strchr (p + 1, '}');
      const char *inner = strchr (p + 1, '{');
      Group g = { 0 };

      if (close == NULL || (inner != NULL && inner < close))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("sweep: the grid %s has a '{' without its '}' (groups do not nest)"),
                       grid);
          return NULL;
        }
      g_autofree char *body = g_strndup (p + 1, (gsize) (close - p - 1));
      g.start = (gsize) (p - grid);
      g.end = (gsize) (close - grid) + 1;
      gboolean ok = parse_group (grid, body, &g, count, error);
      g_array_append_val (groups, g);
      if (!ok)
        return NULL;
      if (*count > SWEEP_MAX_RULES)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("sweep: the grid %s has more than %d rules"), grid, SWEEP_MAX_RULES);
          return NULL;
        }
      p = close + 1;
    }
  return g_steal_pointer (&groups);
}

/**
 * The rule strings of a grid, the first group varying slowest; NULL with
 * error for a bad group or more than SWEEP_MAX_RULES rules.
 */
static GPtrArray *
expand_grid (const char *grid, GError **error)
{
  g_autoptr (GPtrArray) rules = NULL;
  guint64 count;
  g_autoptr (GArray) groups = parse_groups (grid, &count, error);

  if (groups == NULL)
    return NULL;
  rules = g_ptr_array_new_full ((guint) count, g_free);
  g_autofree guint *digit = g_new0 (guint, groups->len + 1);
  for (guint64 r = 0; r < count; r++)
    {
      GString *rule = g_string_new (NULL);
      gsize at = 0;

      for (guint k = 0; k < groups->len; k++)
        {
          const Group *g = &g_array_index (groups, Group, k);
          g_string_append_len (rule, grid + at, (gssize) (g->start - at));
          g_string_append (rule, g_ptr_array_index (g->items, digit[k]));
          at = g->end;
        }
      g_string_append (rule, grid + at);
      g_ptr_array_add (rules, g_string_free (rule, FALSE));
      /* the next combination: the last group fastest */
      for (guint k = groups->len; k-- > 0;)
        {
          if (++digit[k] < g_array_index (groups, Group, k).items->len)
            break;
          digit[k] = 0;
        }
    }
  return g_steal_pointer (&rules);
}

/* ---- one rule's row ---- */

typedef struct {
  Question  question;
  guint     size;    /* the board side (board questions) */
  guint     count;   /* N (limit) */
  WyGame  **games;
  guint64   board_bytes;  /* the largest board's memory (wy_solve_memory) */
  char    **rows;    /* the rows, CSV and JSON, filled by the workers */
  GError  **errors;
  gboolean  json;
  GMutex    lock;
  GCond     cond;
  guint     done;
  gint      failed;  /* atomic: stop starting new rules */
} Sweep;

static void
csv_rule (GString *row, const char *rule)
{
  g_string_append_c (row, '"');
  for (const char *c = rule; *c; c++)
    {
      if (*c == '"')
        g_string_append_c (row, '"');
      g_string_append_c (row, *c);
    }
  g_string_append_c (row, '"');
}

/* A row of named values: JSON object or CSV line; values NULL are empty
 * (CSV) or null (JSON). keys from question_columns. */
static char *
make_row (const Sweep *s, const char *rule, const char *const *values, guint n_values)
{
  g_auto (GStrv) keys = g_strsplit (question_columns[s->question], ",", -1);
  GString *row = g_string_new (NULL);

  if (s->json)
    {
      WyJson json;

      _wy_json_init (&json, row);
      _wy_json_begin_object (&json);
      _wy_json_string (_wy_json_key (&json, "rule"), rule);
      for (guint i = 0; i < n_values; i++)
        _wy_json_raw (_wy_json_key (&json, keys[i + 1]), values[i]);
      _wy_json_end_object (&json);
    }
  else
    {
      csv_rule (row, rule);
      for (guint i = 0; i < n_values; i++)
        g_string_append_printf (row, ",%s", values[i] ? values[i] : "");
    }
  return g_string_free (row, FALSE);
}

/* A text value: a JSON string, or as it is for CSV. */
static char *
json_or_plain (const Sweep *s, const char *text)
{
  GString *value = g_string_new (NULL);

  if (s->json)
    wy_json_append_string (value, text);
  else
    g_string_append (value, text);
  return g_string_free (value, FALSE);
}

/* The row of --question limit: x_N / N of the recursion and the Perron limit. */
static char *
limit_row (const Sweep *s, const WyGame *game, const char *rule, GError **error)
{
  char *v[5] = { NULL };
  WyPair pair;
  double root, limit;
  const char *why;
  char *row;

  if (!wy_recursion_nth (game, s->count, &pair, error))
    return NULL;
  v[0] = g_strdup_printf ("%u", s->count);
  v[1] = g_strdup_printf ("%" G_GUINT64_FORMAT, pair.x);
  v[2] = g_strdup_printf ("%.6f", (double) pair.x / s->count);
  if (wy_limit_perron_reason (game, &root, &limit, &why))
    {
      v[3] = g_strdup_printf ("%.6f", root);
      v[4] = g_strdup_printf ("%.6f", limit);
    }
  row = make_row (s, rule, (const char *const *) v, 5);
  for (guint i = 0; i < 5; i++)
    g_free (v[i]);
  return row;
}

/* The values of a board question after the size, into v[1], ...: their
 * number with the size, or 0 with error. */
static guint
board_values (const Sweep *s, const WySolution *solution, const char *rule, char **v,
              GError **error)
{
  const WyBoard *board = wy_solution_get_board (solution);

  if (s->question == QUESTION_FIRST_DISAGREEMENT)
    {
      WyComparison cmp;

      if (!wy_solution_get_comparison (solution, &cmp))
        {
          const char *why = wy_solution_get_formula_error (solution);
          g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED, _("the formula of %s: %s"), rule,
                       why ? why : _("no comparison"));
          return 0;
        }
      v[1] = g_strdup_printf ("%u", cmp.n_disagree);
      if (cmp.n_disagree > 0 && cmp.has_first)
        {
          v[2] = g_strdup_printf ("%u", cmp.first.x);
          v[3] = g_strdup_printf ("%u", cmp.first.y);
          v[4] = json_or_plain (s, wy_cli_status_name (cmp.exact_status));
        }
      return 5;
    }
  if (s->question == QUESTION_N_STEPS)
    {
      v[1] = g_strdup_printf ("%u", wy_board_get_n_steps (board));
      return 2;
    }
  WyPposIter iter;
  WyPos p;
  guint64 n = 0;

  wy_ppos_iter_init (&iter, board);
  while (wy_ppos_iter_next (&iter, &p))
    n++;
  v[1] = g_strdup_printf ("%" G_GUINT64_FORMAT, n);
  return 2;
}

static char *
rule_row (Sweep *s, const WyGame *game, GError **error)
{
  g_autofree char *rule = wy_game_to_string (game);
  g_autoptr (WySolution) solution = NULL;
  char *v[5] = { NULL };
  char *row = NULL;
  guint n_values;

  if (s->question == QUESTION_LIMIT)
    return limit_row (s, game, rule, error);

  WyNeeds needs = s->question == QUESTION_FIRST_DISAGREEMENT ? WY_NEED_FORMULA
                  : s->question == QUESTION_N_STEPS ? WY_NEED_STEPS : WY_NEED_STATUS;
  v[0] = g_strdup_printf ("%u", s->size);
  if (needs == WY_NEED_FORMULA && !wy_recursion_available (game))
    n_values = 5;
  else if ((solution = wy_solve (game, &(WyQuery) { .size = s->size, .needs = needs }, error)))
    n_values = board_values (s, solution, rule, v, error);
  else
    n_values = 0;
  if (n_values > 0)
    row = make_row (s, rule, (const char *const *) v, n_values);
  for (guint i = 0; i < 5; i++)
    g_free (v[i]);
  return row;
}

static void
sweep_worker (gpointer data, gpointer user_data)
{
  Sweep *s = user_data;
  guint i = GPOINTER_TO_UINT (data) - 1;
  GError *error = NULL;
  char *row = NULL;

  if (!g_atomic_int_get (&s->failed))
    {
      row = rule_row (s, s->games[i], &error);
      if (row == NULL)
        g_atomic_int_set (&s->failed, TRUE);
    }
  g_mutex_lock (&s->lock);
  s->rows[i] = row;
  s->errors[i] = error;
  s->done++;
  g_cond_signal (&s->cond);
  g_mutex_unlock (&s->lock);
}

/* ---- the command ---- */

static gboolean
parse_question (const char *text, Question *out, GError **error)
{
  for (guint q = 0; q < G_N_ELEMENTS (question_names); q++)
    if (text && strcmp (text, question_names[q]) == 0)
      {
        *out = q;
        return TRUE;
      }
  g_autofree char *guess = wy_cli_did_you_mean (text, question_names,
                                                G_N_ELEMENTS (question_names));
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               text ? _("sweep: unknown --question '%s'%s: choose first-disagreement, limit, "
                        "n-steps or n-ppos")
                    : _("sweep needs --question%s%s: first-disagreement, limit, n-steps or n-ppos"),
               text ? text : "", guess);
  return FALSE;
}

/* Every rule parsed and checked before anything is solved: a bad one
 * names itself and its place in the grid. */
static gboolean
check_rules (Sweep *s, GPtrArray *rules, const char *size_text, GError **error)
{
  WyNeeds needs = s->question == QUESTION_FIRST_DISAGREEMENT ? WY_NEED_FORMULA
                  : s->question == QUESTION_N_STEPS ? WY_NEED_STEPS : WY_NEED_STATUS;

  s->games = g_new0 (WyGame *, rules->len);
  for (guint i = 0; i < rules->len; i++)
    {
      const char *text = g_ptr_array_index (rules, i);
      GError *local = NULL;
      WyGame *game = wy_game_parse (text, &local);
      gboolean ok = game != NULL;

      s->games[i] = game;
      if (ok && s->question == QUESTION_LIMIT)
        ok = wy_limit_supported (game, &local);
      if (ok && s->question != QUESTION_LIMIT)
        {
          /* a rule no paper gives a formula is not solved: its row is empty */
          WyQuery query = { .needs = (needs & WY_NEED_FORMULA) && !wy_recursion_available (game)
                                     ? WY_NEED_STATUS : needs };
          ok = wy_cli_parse_size (game, size_text, query.needs, &query.size, &local);
          s->size = query.size;
          if (ok)
            {
              guint64 bytes = wy_solve_memory (game, &query);
              s->board_bytes = MAX (s->board_bytes, bytes);
            }
        }
      if (!ok)
        {
          g_set_error (error, local->domain, local->code, _("sweep: rule %u of %u, %s: %s"), i + 1,
                       rules->len, text, local->message);
          g_error_free (local);
          return FALSE;
        }
    }
  return TRUE;
}

/* The threads whose boards fit the memory budget together: fewer than
 * asked (or than the processors) is said on stderr. */
static guint
fit_threads (const Sweep *s, guint n, guint threads)
{
  guint64 budget = wy_solve_get_memory_budget ();
  guint fit = (guint) CLAMP (budget / MAX (s->board_bytes, 1), 1, SWEEP_MAX_THREADS);

  if (fit >= MIN (threads, n))
    return threads;
  g_printerr (g_dngettext (GETTEXT_PACKAGE,
                           "wythoff: sweep: a board of size %u takes up to %llu MB, so %u "
                           "threads would pass the memory budget of %llu MB: %u thread at "
                           "once\n",
                           "wythoff: sweep: a board of size %u takes up to %llu MB, so %u "
                           "threads would pass the memory budget of %llu MB: %u threads at "
                           "once\n", fit),
              s->size, (unsigned long long) (s->board_bytes >> 20), MIN (threads, n),
              (unsigned long long) (budget >> 20), fit);
  return fit;
}

static gboolean
run_sweep (Sweep *s, guint n, guint threads, GError **error)
{
  WyCliProgress progress;
  GThreadPool *pool = g_thread_pool_new (sweep_worker, s, (gint) MIN (threads, n), FALSE, NULL);

  wy_cli_progress_init (&progress, g_strdup_printf ("sweep: %u rules", n));
  for (guint i = 0; i < n; i++)
    g_thread_pool_push (pool, GUINT_TO_POINTER (i + 1), NULL);
  g_mutex_lock (&s->lock);
  while (s->done < n)
    {
      g_cond_wait (&s->cond, &s->lock);
      if (progress.tty)
        wy_cli_progress ((double) s->done / n, &progress);
    }
  g_mutex_unlock (&s->lock);
  g_thread_pool_free (pool, FALSE, TRUE);
  wy_cli_progress_clear (&progress);
  for (guint i = 0; i < n; i++)
    if (s->errors[i] != NULL)
      {
        g_autofree char *rule = wy_game_to_string (s->games[i]);
        g_set_error (error, s->errors[i]->domain, s->errors[i]->code, _("sweep: rule %u of %u, %s: "
                       "%s"), i + 1, n, rule, s->errors[i]->message);
        return FALSE;
      }
  return TRUE;
}

/* The text of the options, as given. */
typedef struct {
  char *question;
  char *size;
  char *count;
  char *format;
  char *threads;
} SweepArgs;

static void
sweep_args_clear (SweepArgs *a)
{
  g_free (a->question);
  g_free (a->size);
  g_free (a->count);
  g_free (a->format);
  g_free (a->threads);
}

static const char sweep_help[] =
  N_("GRID is a rule string with groups {A..B} (integers, A <= B) or {u,v,...} (split at\n"
     "commas outside parentheses), expanded as a shell does, the first group varying\n"
     "slowest; at most 100000 rules, e.g.\n"
     "  wythoff sweep 'nimpq:p={1..6},q={1..6},a={1..3},b={1..3}' --question first-disagreement "
     "--size 200\n"
     "  wythoff sweep 'wyt:a={1..20},b={1..20}' --question limit --count 100000\n"
     "\n"
     "Questions and their columns (one row per rule, in the grid's order):\n"
     "  first-disagreement  rule,size,disagreements,first_x,first_y,exact\n"
     "      the paper's recursion against the exact solver (as 'wythoff compare'); the first\n"
     "      cell that differs by y then x, empty when they agree; exact is P or N there;\n"
     "      all empty where no paper gives a formula\n"
     "  limit               rule,n,x_n,x_n_over_n,perron_root,limit\n"
     "      x_N / N of the recursion and the Perron limit (as 'wythoff limit'; empty\n"
     "      where paper 000 proves none)\n"
     "  n-steps             rule,size,steps   the number of elimination steps\n"
     "  n-ppos              rule,size,ppos    the number of P-positions with x, y < S\n"
     "\n"
     "rule is the canonical rule string (quoted in CSV). json: "
     "{\"question\":Q,\"rows\":[{\"rule\":...},...]}\n"
     "with null for an empty value. Every rule is checked before any is solved: a bad\n"
     "one, an empty range or too many rules exit with status 2. Each thread holds one\n"
     "board: when threads x the largest board would pass the memory budget (2 GiB),\n"
     "there are fewer threads, said on stderr.");

static gboolean
parse_sweep_args (SweepArgs *a, int *argc, char ***argv, GError **error)
{
  GOptionEntry entries[] = {
    { "question", 'q', 0, G_OPTION_ARG_STRING, &a->question,
      N_("first-disagreement, limit, n-steps or n-ppos"), N_("Q") },
    { "size", 's', 0, G_OPTION_ARG_STRING, &a->size,
      N_("Board side (first-disagreement, n-steps, n-ppos)"), N_("S") },
    { "count", 'n', 0, G_OPTION_ARG_STRING, &a->count, N_("The index N of x_N (limit)"), N_("N") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &a->format,
      N_("csv (default) or json"), N_("FORMAT") },
    { "threads", 't', 0, G_OPTION_ARG_STRING, &a->threads,
      N_("Rules solved at once (default: the processors)"), N_("T") },
    { NULL }
  };

  return wy_cli_parse_options ("sweep", N_("GRID"), N_("One question over a grid of rule strings, "
                                  "the rules solved in parallel."), sweep_help, entries, 1, argc,
                               argv, error);
}

/* --count N for --question limit, --size S for the others. */
static gboolean
check_count_size (const SweepArgs *a, Sweep *s, GError **error)
{
  if (s->question == QUESTION_LIMIT)
    {
      if (a->size)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("sweep: --question limit takes --count N, not --size"));
          return FALSE;
        }
      return wy_cli_parse_uint ("--count", a->count, 1, SWEEP_MAX_COUNT, &s->count, error);
    }
  if (a->count)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("sweep: --count is for --question limit; %s takes --size S"),
                   question_names[s->question]);
      return FALSE;
    }
  if (a->size == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("sweep: --question %s needs --size S"), question_names[s->question]);
      return FALSE;
    }
  return TRUE;
}

/* The options into a, the question, format and --count into s, --threads into *threads. */
static gboolean
parse_sweep (SweepArgs *a, Sweep *s, guint *threads, int *argc, char ***argv, GError **error)
{
  WyTableFormat format;

  if (!parse_sweep_args (a, argc, argv, error)
      || !parse_question (a->question, &s->question, error)
      || !wy_cli_parse_format (a->format, WY_CLI_ALLOW (WY_TABLE_CSV)
                               | WY_CLI_ALLOW (WY_TABLE_JSON), &format, error)
      || (a->threads != NULL
          && !wy_cli_parse_uint ("--threads", a->threads, 1, SWEEP_MAX_THREADS, threads, error))
      || !check_count_size (a, s, error))
    return FALSE;
  s->json = format == WY_TABLE_JSON;
  return TRUE;
}

/* The rows in the grid's order in the JSON object {"question":Q,"rows":[...]}. */
static void
write_json_rows (const Sweep *s, guint n, GString *out)
{
  WyJson json;

  _wy_json_init (&json, out);
  _wy_json_begin_object (&json);
  _wy_json_string (_wy_json_key (&json, "question"), question_names[s->question]);
  _wy_json_begin_array (_wy_json_key (&json, "rows"));
  for (guint i = 0; i < n; i++)
    {
      _wy_json_raw (&json, s->rows[i]);
      if (!wy_cli_write_some (out))
        return;
    }
  _wy_json_end_array (&json);
  _wy_json_end_object (&json);
  g_string_append_c (out, '\n');
}

/* The rows in the grid's order, under the CSV header or in the JSON object. */
static void
write_rows (const Sweep *s, guint n, GString *out)
{
  if (s->json)
    {
      write_json_rows (s, n, out);
      return;
    }
  g_string_append_printf (out, "%s\n", question_columns[s->question]);
  for (guint i = 0; i < n; i++)
    {
      g_string_append (out, s->rows[i]);
      g_string_append_c (out, '\n');
      if (!wy_cli_write_some (out))
        break;
    }
}

/* Solve the n checked rules of s on threads threads and write their rows to out. */
static gboolean
solve_and_write (Sweep *s, guint n, guint threads, GString *out, GError **error)
{
  gboolean ok;

  g_mutex_init (&s->lock);
  g_cond_init (&s->cond);
  s->rows = g_new0 (char *, n);
  s->errors = g_new0 (GError *, n);
  ok = run_sweep (s, n, fit_threads (s, n, threads), error);
  if (ok)
    write_rows (s, n, out);
  for (guint i = 0; i < n; i++)
    {
      g_free (s->rows[i]);
      g_clear_error (&s->errors[i]);
    }
  g_free (s->rows);
  g_free (s->errors);
  g_mutex_clear (&s->lock);
  g_cond_clear (&s->cond);
  return ok;
}

int
wy_cli_sweep (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) rules = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  SweepArgs a = { 0 };
  Sweep s = { 0 };
  guint threads = g_get_num_processors ();
  gboolean ok;

  ok = parse_sweep (&a, &s, &threads, &argc, &argv, &error)
       && (rules = expand_grid (argv[1], &error)) != NULL
       && check_rules (&s, rules, a.size, &error)
       && solve_and_write (&s, rules->len, threads, out, &error);
  if (s.games)
    for (guint i = 0; rules && i < rules->len; i++)
      if (s.games[i])
        wy_game_free (s.games[i]);
  g_free (s.games);
  sweep_args_clear (&a);
  return ok ? wy_cli_write (out) : wy_cli_fail_error (error);
}
