/* wy-claim-check.c: a claim checked against the exact solver, within a time budget. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>
#include <string.h>

#include "wy-analysis.h"
#include "wy-recursion.h"
#include "wy-solution.h"
#include "wy-game-file-private.h"
#include "wy-automaton-private.h"

/* ---- the budget: a watchdog cancels the work when the time is up ---- */

typedef struct {
  GCancellable *cancellable;
  GMutex        lock;
  GCond         cond;
  gboolean      done;
  gboolean      fired;
  double        seconds;
  GThread      *thread;
  GCancellable *caller;       /* the caller's, or NULL */
  gulong        caller_id;
} Watch;

static gpointer
watch_run (gpointer data)
{
  Watch *w = data;
  gint64 until = g_get_monotonic_time () + (gint64) (w->seconds * G_USEC_PER_SEC);

  g_mutex_lock (&w->lock);
  while (!w->done)
    if (!g_cond_wait_until (&w->cond, &w->lock, until))
      {
        w->fired = TRUE;
        g_cancellable_cancel (w->cancellable);
        break;
      }
  g_mutex_unlock (&w->lock);
  return NULL;
}

static void
caller_cancelled (GCancellable *caller, gpointer cancellable)
{
  g_cancellable_cancel (cancellable);
}

/* The work hears one cancellable: the watchdog's, which the caller's
 * cancellable cancels too. */
static void
watch_start (Watch *w, double seconds, GCancellable *caller)
{
  memset (w, 0, sizeof *w);
  w->cancellable = g_cancellable_new ();
  w->seconds = seconds;
  g_mutex_init (&w->lock);
  g_cond_init (&w->cond);
  w->thread = g_thread_new ("wy-claim-watch", watch_run, w);
  if (caller != NULL)
    {
      w->caller = g_object_ref (caller);
      w->caller_id = g_cancellable_connect (caller, G_CALLBACK (caller_cancelled),
                                            w->cancellable, NULL);
    }
}

static void
watch_stop (Watch *w)
{
  g_mutex_lock (&w->lock);
  w->done = TRUE;
  g_cond_signal (&w->cond);
  g_mutex_unlock (&w->lock);
  g_thread_join (w->thread);
  if (w->caller != NULL)
    {
      g_cancellable_disconnect (w->caller, w->caller_id);
      g_object_unref (w->caller);
    }
  g_mutex_clear (&w->lock);
  g_cond_clear (&w->cond);
  g_object_unref (w->cancellable);
}

/* The state of one check: its game, budget, and the verdict it comes to. */
typedef struct {
  const WyClaim *claim;
  const WyGame  *game;
  double         seconds;
  Watch          watch;
  char          *detail;
  GError        *error;
  const char    *caveat;   /* after a verdict on terms not proven final, else "" */
} Check;

#define V(c, key) (&(c)->claim->values[key])

/* An error of the solver: beyond the budget when the time ran out or a cap
 * or the memory refused the size; any other error is an error. */
static WyClaimVerdict
solver_failed (Check *c, GError *error)
{
  if (c->watch.fired || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    c->detail = g_strdup_printf ("stopped after the time budget, %g s", c->seconds);
  else if (error->domain == WY_ERROR && (error->code == WY_ERROR_RANGE
                                         || error->code == WY_ERROR_MEMORY))
    c->detail = g_strdup_printf ("beyond the budget: %s", error->message);
  else
    {
      c->error = error;
      return WY_CLAIM_UNCHECKED;
    }
  g_error_free (error);
  return WY_CLAIM_BEYOND_BUDGET;
}

/* The verdict, with the detail that says why. */
static WyClaimVerdict
say (Check *c, WyClaimVerdict verdict, const char *format, ...) G_GNUC_PRINTF (3, 4);
static WyClaimVerdict
say (Check *c, WyClaimVerdict verdict, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  c->detail = g_strdup_vprintf (format, args);
  va_end (args);
  return verdict;
}

#define holds(c, ...) say ((c), WY_CLAIM_HOLDS, __VA_ARGS__)
#define refuted(c, ...) say ((c), WY_CLAIM_FALSE, __VA_ARGS__)

/* Terms first .. first + count - 1 of the sequence named what, or NULL with the verdict. */
static GArray *
terms_of (Check *c, const char *what, guint64 *first, guint64 count, WyClaimVerdict *verdict)
{
  WySequenceKind kind;
  gint64 param;
  GError *error = NULL;
  GArray *terms;

  if (!wy_sequence_parse (what, &kind, &param, &error))
    return *verdict = solver_failed (c, error), NULL;
  if (*first == G_MAXUINT64)
    *first = wy_sequence_first_index (c->game, kind);
  terms = wy_sequence_terms (c->game, kind, param, *first, count, c->watch.cancellable, &error);
  if (!terms)
    *verdict = solver_failed (c, error);
  c->caveat = wy_sequence_is_proven (c->game, kind) ? ""
              : ", on the boards solved (terms not proven final for this game)";
  return terms;
}

static guint64
first_of (Check *c)
{
  return V (c, WY_CKEY_FIRST)->set ? (guint64) V (c, WY_CKEY_FIRST)->number : G_MAXUINT64;
}

static WyClaimVerdict
check_oeis (Check *c)
{
  const GArray *want = V (c, WY_CKEY_TERMS)->array;
  guint64 first = first_of (c);
  WyClaimVerdict verdict = WY_CLAIM_HOLDS;
  g_autoptr (GArray) got = terms_of (c, V (c, WY_CKEY_WHAT)->text, &first, want->len, &verdict);

  if (!got)
    return verdict;
  for (guint i = 0; i < want->len; i++)
    if (g_array_index (got, gint64, i) != g_array_index (want, gint64, i))
      return refuted (c, "term %" G_GUINT64_FORMAT " of %s is %" G_GINT64_FORMAT ", %s has %"
                      G_GINT64_FORMAT, first + i, V (c, WY_CKEY_WHAT)->text,
                      g_array_index (got, gint64, i), V (c, WY_CKEY_OEIS)->text,
                      g_array_index (want, gint64, i));
  return holds (c, "%u terms of %s from term %" G_GUINT64_FORMAT " agree with %s%s", want->len,
                V (c, WY_CKEY_WHAT)->text, first, V (c, WY_CKEY_OEIS)->text, c->caveat);
}

/* ---- boards ---- */

/* The game solved on a board of this side, or NULL with the verdict. */
static WySolution *
solve (Check *c, const WyGame *game, guint size, WyNeeds needs, WyClaimVerdict *verdict)
{
  WyQuery query = { .size = size, .needs = needs, .cancellable = c->watch.cancellable };
  g_autofree char *reason = NULL;
  GError *error = NULL;
  WySolution *solution;
  guint max;

  wy_query_set_time_budget (&query, c->seconds);
  max = wy_solve_max_side (game, &query, &reason);
  if (size > max)
    {
      c->detail = g_strdup_printf ("a board of side %u is beyond the budget: %s", size,
                                   reason ? reason : "");
      *verdict = WY_CLAIM_BEYOND_BUDGET;
      return NULL;
    }
  if (!(solution = wy_solve (game, &query, &error)))
    *verdict = solver_failed (c, error);
  return solution;
}

/* The watchdog fired during a loop of the check's own (at row y of n): say so. */
static gboolean
out_of_time (Check *c, guint y, guint n)
{
  if (!g_cancellable_is_cancelled (c->watch.cancellable))
    return FALSE;
  c->detail = g_strdup_printf ("stopped after the time budget, %g s, at row %u of %u", c->seconds,
                               y, n);
  return TRUE;
}

static const char *
status_name (WyStatus status)
{
  return status == WY_STATUS_P ? "P" : "N";
}

/* "(x, y)", or "n" for one pile. */
static char *
position_text (const WyGame *game, guint x, guint y)
{
  return wy_game_is_one_pile (game) ? g_strdup_printf ("%u", x)
                                     : g_strdup_printf ("(%u, %u)", x, y);
}

/* ---- formula: a closed form of a sequence, or the paper's recursion ---- */

static WyClaimVerdict
check_recursion (Check *c)
{
  guint size = V (c, WY_CKEY_SIZE)->number;
  WyClaimVerdict verdict = WY_CLAIM_HOLDS;
  g_autoptr (WySolution) solution = NULL;
  WyComparison cmp = { 0 };

  if (!wy_recursion_available (c->game))
    {
      c->error = g_error_new (WY_ERROR, WY_ERROR_UNSUPPORTED, "no paper gives %s a recursion",
                              wy_family_get_name (wy_game_get_family (c->game)));
      return WY_CLAIM_UNCHECKED;
    }
  if (!(solution = solve (c, c->game, size, WY_NEED_FORMULA, &verdict)))
    return verdict;
  if (!wy_solution_get_comparison (solution, &cmp))
    return c->detail = g_strdup_printf ("the recursion could not be evaluated on a board of side "
                                        "%u", size), WY_CLAIM_BEYOND_BUDGET;
  if (cmp.n_disagree == 0)
    return holds (c, "the recursion and the exact solver agree on every cell below %u", size);
  return refuted (c, "they differ at %u cell%s below %u, the first (%u, %u): the exact solver "
                  "says %s", cmp.n_disagree, cmp.n_disagree == 1 ? "" : "s", size, cmp.first.x,
                  cmp.first.y, status_name (cmp.exact_status));
}

/* The terms x of a formula stands for: ppos-x of two heaps; of three, ppos3-y=X, the smaller
 * of the two free heaps of the P-positions (X, y, z). */
static GArray *
x_terms (Check *c, const char *what, guint64 *first, guint64 count, WyClaimVerdict *verdict)
{
  WySequenceKind kind;
  gint64 param = 0;
  g_autofree char *name = NULL;

  if (wy_sequence_parse (what, &kind, &param, NULL)
      && (kind == WY_SEQUENCE_PPOS3_Y || kind == WY_SEQUENCE_PPOS3_Z))
    name = g_strdup_printf ("ppos3-y=%" G_GINT64_FORMAT, param);
  return terms_of (c, name ? name : "ppos-x", first, count, verdict);
}

static WyClaimVerdict
check_formula (Check *c)
{
  const char *what = V (c, WY_CKEY_WHAT)->text;
  guint64 count = V (c, WY_CKEY_COUNT)->number, first = first_of (c), first_x;
  WyClaimVerdict verdict = WY_CLAIM_HOLDS;
  g_autoptr (GArray) got = NULL, xs = NULL;
  WyRealExpr *expr;

  if (V (c, WY_CKEY_RECURSION)->set)
    return check_recursion (c);
  if (!(got = terms_of (c, what, &first, count, &verdict)))
    return verdict;
  first_x = first;
  expr = _wy_real_expr_parse (V (c, WY_CKEY_EXPRESSION)->text, NULL);
  if (_wy_real_expr_uses_x (expr) && !(xs = x_terms (c, what, &first_x, count, &verdict)))
    return _wy_real_expr_free (expr), verdict;
  for (guint64 i = 0; i < count; i++)
    {
      gint64 term = g_array_index (got, gint64, i);
      long double v;
      gboolean finite = _wy_real_expr_eval (expr, first + i, xs ? g_array_index (xs, gint64, i)
                                            : 0, &v);
      if (!finite || v != (long double) term)
        {
          _wy_real_expr_free (expr);
          return refuted (c, "term %" G_GUINT64_FORMAT " of %s is %" G_GINT64_FORMAT ", the "
                          "formula gives %.6Lg", first + i, what, term,
                          finite ? v : (long double) NAN);
        }
    }
  _wy_real_expr_free (expr);
  return holds (c, "%" G_GUINT64_FORMAT " terms of %s from term %" G_GUINT64_FORMAT " agree%s",
                count, what, first, c->caveat ? c->caveat : "");
}

/* ---- period: v(y + p) = v(y) + s from the preperiod on ---- */

static WyClaimVerdict
check_period (Check *c)
{
  const char *what = V (c, WY_CKEY_WHAT)->text;
  guint64 count = V (c, WY_CKEY_COUNT)->number, first = first_of (c);
  guint64 p = V (c, WY_CKEY_PERIOD)->number;
  gint64 s = V (c, WY_CKEY_SALT)->number, last_bad = -1;
  gboolean given = V (c, WY_CKEY_PREPERIOD)->set;
  guint64 t = 0;
  WyClaimVerdict verdict = WY_CLAIM_HOLDS;
  g_autoptr (GArray) v = terms_of (c, what, &first, count, &verdict);

  if (!v)
    return verdict;
  /* the preperiod is a term's index in the sequence's numbering, t the array's */
  if (given && (guint64) V (c, WY_CKEY_PREPERIOD)->number > first)
    t = V (c, WY_CKEY_PREPERIOD)->number - first;
  for (guint64 y = t; y + p < count; y++)
    if (g_array_index (v, gint64, y + p) != g_array_index (v, gint64, y) + s)
      {
        if (given)
          return refuted (c, "term %" G_GUINT64_FORMAT " of %s is %" G_GINT64_FORMAT ", not "
                          "term %" G_GUINT64_FORMAT " + %" G_GINT64_FORMAT " = %" G_GINT64_FORMAT,
                          first + y + p, what, g_array_index (v, gint64, y + p), first + y, s,
                          g_array_index (v, gint64, y) + s);
        last_bad = y;
      }
  t = given ? t : (guint64) (last_bad + 1);
  /* without a preperiod: the relation must hold over two periods at least at the end */
  if (!given && t + 2 * p >= count)
    return refuted (c, "no period %" G_GUINT64_FORMAT " with salt %" G_GINT64_FORMAT " in %"
                    G_GUINT64_FORMAT " terms of %s: it fails at term %" G_GUINT64_FORMAT, p, s,
                    count, what, first + last_bad + p);
  return holds (c, "period %" G_GUINT64_FORMAT ", salt %" G_GINT64_FORMAT " from term %"
                G_GUINT64_FORMAT " of %s to the last of %" G_GUINT64_FORMAT " terms", p, s,
                first + t, what, count);
}

/* ---- finite: no P-position at or beyond the bound, on a board larger than it ---- */

static WyClaimVerdict
check_finite (Check *c)
{
  guint size = V (c, WY_CKEY_SIZE)->number, bound = V (c, WY_CKEY_BOUND)->number;
  WyClaimVerdict verdict = WY_CLAIM_HOLDS;
  g_autoptr (WySolution) solution = solve (c, c->game, size, WY_NEED_STATUS, &verdict);
  WyPposIter iter;
  WyPos pos, worst = { 0 };
  gboolean found = FALSE;

  if (!solution)
    return verdict;
  wy_ppos_iter_init (&iter, wy_solution_get_board (solution));
  while (wy_ppos_iter_next (&iter, &pos))
    if (MAX (pos.x, pos.y) >= bound
        && (!found || pos.y < worst.y || (pos.y == worst.y && pos.x < worst.x)))
      worst = pos, found = TRUE;
  if (found)
    {
      g_autofree char *where = position_text (c->game, worst.x, worst.y);
      return refuted (c, "%s is a P-position, beyond the bound %u", where, bound);
    }
  return holds (c, "no P-position from %u to %u", bound, size - 1);
}

/* ---- equals: the same outcomes (and Grundy values) cell by cell ---- */

/* Cell (x, y, z) of a board (z = 0 of two heaps or one pile): its status and Grundy value. */
static WyStatus
cell_of (const WyBoard *board, gboolean cube, guint x, guint y, guint z, int *grundy)
{
  if (cube)
    return *grundy = wy_board_get_grundy3 (board, x, y, z), wy_board_get_cell3 (board, x, y, z,
                                                                                 NULL);
  *grundy = wy_board_has_grundy (board) ? wy_board_get_grundy (board, x, y) : -1;
  return wy_board_get_status (board, x, y);
}

static char *
cell_text (const WyGame *game, guint x, guint y, guint z)
{
  return wy_game_get_heaps (game) == 3 ? g_strdup_printf ("(%u, %u, %u)", x, y, z)
                                        : position_text (game, x, y);
}

/* The first cell where the two boards differ, or HOLDS; rows are (y, z) lines along x. */
static WyClaimVerdict
equals_cells (Check *c, const WyBoard *ba, const WyBoard *bb, guint size, gboolean grundy)
{
  gboolean cube = wy_game_get_heaps (c->game) == 3;
  guint rows = wy_game_is_one_pile (c->game) ? 1 : size, planes = cube ? size : 1;

  for (guint z = 0; z < planes; z++)
    for (guint y = 0; y < rows; y++)
      for (guint x = 0; x < size; x++)
        {
          if (x == 0 && out_of_time (c, z * rows + y, planes * rows))
            return WY_CLAIM_BEYOND_BUDGET;
          int ga, gb;
          WyStatus sa = cell_of (ba, cube, x, y, z, &ga), sb = cell_of (bb, cube, x, y, z, &gb);
          if (sa != sb || (grundy && ga != gb))
            {
              g_autofree char *where = cell_text (c->game, x, y, z);
              if (sa != sb)
                return refuted (c, "%s is %s here and %s in %s", where, status_name (sa),
                                status_name (sb), V (c, WY_CKEY_GAME)->text);
              return refuted (c, "%s has Grundy value %d here and %d in %s", where, ga, gb,
                              V (c, WY_CKEY_GAME)->text);
            }
        }
  return WY_CLAIM_HOLDS;
}

static WyClaimVerdict
check_equals (Check *c)
{
  guint size = V (c, WY_CKEY_SIZE)->number;
  gboolean grundy = V (c, WY_CKEY_GRUNDY)->set && V (c, WY_CKEY_GRUNDY)->number;
  WyNeeds needs = grundy ? WY_NEED_GRUNDY : WY_NEED_STATUS;
  g_autoptr (WyGame) other = wy_game_parse (V (c, WY_CKEY_GAME)->text, NULL);
  WyClaimVerdict verdict = WY_CLAIM_HOLDS;
  g_autoptr (WySolution) a = solve (c, c->game, size, needs, &verdict);
  g_autoptr (WySolution) b = a ? solve (c, other, size, needs, &verdict) : NULL;
  const WyBoard *ba, *bb;

  if (!a || !b)
    return verdict;
  ba = wy_solution_get_board (a);
  bb = wy_solution_get_board (b);
  if (grundy && (!wy_board_has_grundy (ba) || !wy_board_has_grundy (bb)))
    {
      c->error = g_error_new (WY_ERROR, WY_ERROR_UNSUPPORTED, "Grundy=true, but %s has no "
                              "Grundy values", wy_board_has_grundy (ba) ? V (c, WY_CKEY_GAME)->text
                              : "the game");
      return WY_CLAIM_UNCHECKED;
    }
  if ((verdict = equals_cells (c, ba, bb, size, grundy)) != WY_CLAIM_HOLDS)
    return verdict;
  return holds (c, "the same %s on every position below %u", grundy ? "Grundy values"
                : "outcomes", size);
}

/* ---- table: the listed positions are P, or have the listed Grundy values; Complete: the
 * P-positions x <= y in their box are the listed ones (of value 0) ---- */

static WyClaimVerdict
table_row (Check *c, const WyBoard *board, const WyPos *p, const GArray *values, guint i)
{
  g_autofree char *where = position_text (c->game, p->x, p->y);

  if (values)
    {
      int want = g_array_index (values, gint64, i), got = wy_board_get_grundy (board, p->x, p->y);
      if (got != want)
        return refuted (c, "%s has Grundy value %d, the table %d", where, got, want);
    }
  else if (wy_board_get_status (board, p->x, p->y) != WY_STATUS_P)
    return refuted (c, "%s is an N-position", where);
  return WY_CLAIM_HOLDS;
}

static WyClaimVerdict
check_table (Check *c)
{
  const GArray *rows = V (c, WY_CKEY_POSITIONS)->array;
  const GArray *values = V (c, WY_CKEY_VALUES)->set ? V (c, WY_CKEY_VALUES)->array : NULL;
  gboolean complete = V (c, WY_CKEY_COMPLETE)->set && V (c, WY_CKEY_COMPLETE)->number;
  guint mx = 0, my = 0, size;
  WyClaimVerdict verdict = WY_CLAIM_HOLDS;
  g_autoptr (WySolution) solution = NULL;
  g_autoptr (GHashTable) listed = g_hash_table_new (g_direct_hash, g_direct_equal);
  const WyBoard *board;

  for (guint i = 0; i < rows->len; i++)
    {
      const WyPos *p = &g_array_index (rows, WyPos, i);
      mx = MAX (mx, p->x);
      my = MAX (my, p->y);
    }
  if ((guint64) MAX (mx, my) + 1 > WY_GAME_FILE_MAX_SIZE)
    return c->detail = g_strdup_printf ("a position beyond %u: the board is beyond the budget",
                                        WY_GAME_FILE_MAX_SIZE - 1), WY_CLAIM_BEYOND_BUDGET;
  size = MAX (mx, my) + 1;
  if (!(solution = solve (c, c->game, size, values ? WY_NEED_GRUNDY : WY_NEED_STATUS, &verdict)))
    return verdict;
  board = wy_solution_get_board (solution);
  for (guint i = 0; i < rows->len; i++)
    {
      const WyPos *p = &g_array_index (rows, WyPos, i);
      if (!values || g_array_index (values, gint64, i) == 0)
        g_hash_table_add (listed, GUINT_TO_POINTER (p->y * size + p->x));
      if ((verdict = table_row (c, board, p, values, i)) != WY_CLAIM_HOLDS)
        return verdict;
    }
  for (guint y = 0; complete && y <= my; y++)
    for (guint x = 0; x <= (wy_game_is_one_pile (c->game) ? mx : MIN (mx, y)); x++)
      if (x == 0 && out_of_time (c, y, my + 1))
        return WY_CLAIM_BEYOND_BUDGET;
      else if (wy_board_get_status (board, x, y) == WY_STATUS_P
          && !g_hash_table_contains (listed, GUINT_TO_POINTER (y * size + x)))
        {
          g_autofree char *where = position_text (c->game, x, y);
          return refuted (c, "%s is a P-position the table leaves out", where);
        }
  return holds (c, "the %u position%s %s%s", rows->len, rows->len == 1 ? "" : "s",
                values ? "have the listed values" : rows->len == 1 ? "is P" : "are P",
                complete ? ", and no other P-position lies in their box" : "");
}

/* ---- automaton: the positions it accepts are the P-positions below Size ---- */

static WyClaimVerdict
check_automaton (Check *c)
{
  guint size = V (c, WY_CKEY_SIZE)->number;
  WyQuery query = { .size = size, .needs = WY_NEED_STATUS };
  g_autofree char *reason = NULL;
  g_autoptr (WyAutomaton) a = NULL;
  GError *error = NULL;
  guint64 bx, by;
  int agree;

  if (!(a = wy_automaton_parse_walnut (V (c, WY_CKEY_AUTOMATON)->text, -1, "automaton", &error)))
    return c->error = error, WY_CLAIM_UNCHECKED;
  wy_query_set_time_budget (&query, c->seconds);
  if (size > wy_solve_max_side (c->game, &query, &reason))
    return say (c, WY_CLAIM_BEYOND_BUDGET, "a board of side %u is beyond the budget: %s", size,
                reason ? reason : "");
  agree = _wy_automaton_check_game (a, c->game, size, c->watch.cancellable, &bx, &by, &error);
  if (agree < 0)
    return solver_failed (c, error);
  if (agree == 0)
    {
      g_autofree char *where = position_text (c->game, bx, by);
      gboolean accepts = wy_automaton_accepts (a, bx, by);

      if (wy_automaton_leading_zeros_matter (a, bx, by))
        return refuted (c, "the automaton's answer for %s changes with a leading zero", where);
      return refuted (c, "%s: the automaton %s it, the exact P-set says %s", where,
                      accepts ? "accepts" : "rejects", accepts ? "N" : "P");
    }
  return holds (c, "the automaton (%u state%s, %s) accepts exactly the P-positions below %u",
                wy_automaton_get_n_states (a), wy_automaton_get_n_states (a) == 1 ? "" : "s",
                wy_num_system_get_name (wy_automaton_get_num_system (a)), size);
}

WyClaimVerdict
wy_claim_check (const WyClaim *claim, const WyGameFile *file, double seconds,
                GCancellable *cancellable, char **detail, GError **error)
{
  Check c = { claim, NULL, seconds };
  WyClaimVerdict verdict;

  if (detail)
    *detail = NULL;
  g_return_val_if_fail (claim != NULL && file != NULL, WY_CLAIM_UNCHECKED);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable),
                        WY_CLAIM_UNCHECKED);
  if (seconds == 0)
    c.seconds = wy_solve_get_time_budget ();
  if (!(c.seconds >= 1 && c.seconds <= 600))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE, "a time budget of %g s is out of range, "
                   "1 to 600 (0: the process's)", seconds);
      return WY_CLAIM_UNCHECKED;
    }
  c.game = file->game;
  watch_start (&c.watch, c.seconds, cancellable);
  switch (claim->kind)
    {
    case WY_CLAIM_KIND_OEIS: verdict = check_oeis (&c); break;
    case WY_CLAIM_KIND_FORMULA: verdict = check_formula (&c); break;
    case WY_CLAIM_KIND_PERIOD: verdict = check_period (&c); break;
    case WY_CLAIM_KIND_FINITE: verdict = check_finite (&c); break;
    case WY_CLAIM_KIND_EQUALS: verdict = check_equals (&c); break;
    case WY_CLAIM_KIND_AUTOMATON: verdict = check_automaton (&c); break;
    default: verdict = check_table (&c); break;
    }
  watch_stop (&c.watch);
  if (g_cancellable_is_cancelled (cancellable))
    {
      /* what the work found once cancelled is no verdict */
      g_clear_error (&c.error);
      g_cancellable_set_error_if_cancelled (cancellable, &c.error);
      verdict = WY_CLAIM_UNCHECKED;
    }
  if (c.error)
    {
      g_propagate_error (error, c.error);
      g_clear_pointer (&c.detail, g_free);
    }
  if (detail)
    *detail = g_steal_pointer (&c.detail);
  g_free (c.detail);
  return verdict;
}
