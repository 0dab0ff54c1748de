/* wy-claim-check.c: a claim checked against the exact solver, within a time budget. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "wy-analysis.h"
#include "wy-board-private.h"
#include "wy-recursion.h"
#include "wy-solution.h"
#include "wy-game-file-private.h"
#include "wy-automaton-private.h"
#include "wy-english-private.h"
#include "wy-watch-private.h"

/* The state of one check: its game, budget, and the verdict it comes to. */
typedef struct {
  const WyClaim *claim;
  const WyGame  *game;
  double         seconds;
  WyWatch        watch;
  char          *detail;   /* in the user's language */
  char          *english;  /* the same in English, as a file records a counterexample */
  gpointer       user;     /* the thread's locale while the English is written */
  GError        *error;
  const char    *caveat;   /* a msgid after a verdict on terms not proven final, else "" */
} Check;

#define V(c, key) (&(c)->claim->values[key])

static void
english_begin (Check *c)
{
  c->user = _wy_english_begin ();
}

static void
english_end (Check *c, char *english)
{
  _wy_english_end (c->user);
  g_free (c->english);
  c->english = english;
}

static WyClaimVerdict
set_detail (Check *c, WyClaimVerdict verdict, char *detail)
{
  g_free (c->detail);
  c->detail = detail;
  return verdict;
}

/* The verdict, with the detail that says why: g_strdup_printf's arguments, a format from _()
 * or g_dngettext() first, are evaluated twice, in English (the thread in the C locale), then
 * in the user's language; they must have no side effects. */
#define say(c, verdict, ...) \
  (english_begin (c), english_end ((c), g_strdup_printf (__VA_ARGS__)), \
   set_detail ((c), (verdict), g_strdup_printf (__VA_ARGS__)))

/* An error of the solver: beyond the budget when the time ran out or a cap
 * or the memory refused the size; any other error is an error. */
static WyClaimVerdict
solver_failed (Check *c, GError *error)
{
  if (c->watch.fired || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    /* Translators: %g is the time budget in seconds */
    say (c, WY_CLAIM_BEYOND_BUDGET, _("stopped after the time budget, %g s"), c->seconds);
  else if (error->domain == WY_ERROR && (error->code == WY_ERROR_RANGE
                                         || error->code == WY_ERROR_MEMORY))
    /* Translators: %s is the solver's reason, e.g. a cap on the board's side */
    say (c, WY_CLAIM_BEYOND_BUDGET, _("beyond the budget: %s"), error->message);
  else
    {
      c->error = error;
      return WY_CLAIM_UNCHECKED;
    }
  g_error_free (error);
  return WY_CLAIM_BEYOND_BUDGET;
}

/* The caveat appended to a verdict on terms, in the language of the moment. */
static const char *
caveat (const Check *c)
{
  return c->caveat != NULL && *c->caveat ? _(c->caveat) : "";
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
              /* Translators: appended to "72 terms of ppos-x from term 0 agree" and the like */
              : N_(", on the boards solved (terms not proven final for this game)");
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
      /* Translators: "term 5 of ppos-x is 8, A000201 has 9": a sequence's name, an A-number */
      return refuted (c, _("term %llu of %s is %lld, %s has %lld"),
                      (unsigned long long) (first + i), V (c, WY_CKEY_WHAT)->text,
                      (long long) g_array_index (got, gint64, i), V (c, WY_CKEY_OEIS)->text,
                      (long long) g_array_index (want, gint64, i));
  /* Translators: "72 terms of ppos-x from term 0 agree with A001951", then a caveat or
   * nothing */
  return holds (c, g_dngettext (GETTEXT_PACKAGE, "%u term of %s from term %llu agrees with %s%s",
                                "%u terms of %s from term %llu agree with %s%s", want->len),
                want->len, V (c, WY_CKEY_WHAT)->text, (unsigned long long) first,
                V (c, WY_CKEY_OEIS)->text, caveat (c));
}

/* ---- boards ---- */

static WyClaimVerdict
beyond_side (Check *c, guint size, guint max, const char *reason)
{
  /* Translators: a board's side, the solver's reason (e.g. a cap on the board's side), the
   * largest side */
  return say (c, WY_CLAIM_BEYOND_BUDGET, _("a board of side %u is beyond the budget (%s): the "
                                           "largest side within the budget is %u"), size,
              reason ? reason : "", max);
}

/* The largest side the game is solved on with these needs within seconds, and why. */
static guint
max_side (const WyGame *game, WyNeeds needs, double seconds, char **reason)
{
  WyQuery query = { .needs = needs };

  wy_query_set_time_budget (&query, MAX (seconds, WY_TIME_BUDGET_MIN));
  return wy_solve_max_side (game, &query, reason);
}

/* The game solved on a board of this side, or NULL with the verdict. */
static WySolution *
solve (Check *c, const WyGame *game, guint size, WyNeeds needs, WyClaimVerdict *verdict)
{
  WyQuery query = { .size = size, .needs = needs, .cancellable = c->watch.cancellable };
  g_autofree char *reason = NULL;
  GError *error = NULL;
  WySolution *solution;
  guint max = max_side (game, needs, c->seconds, &reason);

  if (size > max)
    {
      *verdict = beyond_side (c, size, max, reason);
      return NULL;
    }
  wy_query_set_time_budget (&query, c->seconds);
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
  /* Translators: %g is the time budget in seconds, then a row and the number of rows */
  say (c, WY_CLAIM_BEYOND_BUDGET, _("stopped after the time budget, %g s, at row %u of %u"),
       c->seconds, y, n);
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
      /* Translators: %s is a family's name, e.g. nimpq */
      c->error = g_error_new (WY_ERROR, WY_ERROR_UNSUPPORTED, _("no paper gives %s a recursion"),
                              wy_family_get_name (wy_game_get_family (c->game)));
      return WY_CLAIM_UNCHECKED;
    }
  if (!(solution = solve (c, c->game, size, WY_NEED_FORMULA, &verdict)))
    return verdict;
  if (!wy_solution_get_comparison (solution, &cmp))
    return say (c, WY_CLAIM_BEYOND_BUDGET, _("the recursion could not be evaluated on a board "
                                             "of side %u"), size);
  if (cmp.n_disagree == 0)
    return holds (c, _("the recursion and the exact solver agree on every cell below %u"), size);
  /* Translators: the paper's recursion and the solver: the number of cells, the board's side,
   * the first cell (x, y) and its status, P or N */
  return refuted (c, g_dngettext (GETTEXT_PACKAGE, "they differ at %u cell below %u, the first "
                                  "(%u, %u): the exact solver says %s", "they differ at %u cells "
                                  "below %u, the first (%u, %u): the exact solver says %s",
                                  cmp.n_disagree), cmp.n_disagree, size, cmp.first.x,
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
          /* Translators: "term 5 of ppos-x is 8, the formula gives 9.5"; %s is a
           * sequence's name */
          return refuted (c, _("term %llu of %s is %lld, the formula gives %.6Lg"),
                          (unsigned long long) (first + i), what, (long long) term,
                          finite ? v : (long double) NAN);
        }
    }
  _wy_real_expr_free (expr);
  /* Translators: "72 terms of ppos-x from term 0 agree" (with the formula), then a caveat or
   * nothing */
  return holds (c, g_dngettext (GETTEXT_PACKAGE, "%llu term of %s from term %llu agrees%s",
                                "%llu terms of %s from term %llu agree%s", count),
                (unsigned long long) count, what, (unsigned long long) first, caveat (c));
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
          /* Translators: "term 9 of ppos-x is 14, not term 4 + 8 = 15": a term, a
           * sequence's name, its value, the term a period before, the salt, their sum */
          return refuted (c, _("term %llu of %s is %lld, not term %llu + %lld = %lld"),
                          (unsigned long long) (first + y + p), what,
                          (long long) g_array_index (v, gint64, y + p),
                          (unsigned long long) (first + y), (long long) s,
                          (long long) (g_array_index (v, gint64, y) + s));
        last_bad = y;
      }
  t = given ? t : (guint64) (last_bad + 1);
  /* without a preperiod: the relation must hold over two periods at least at the end */
  if (!given && t + 2 * p >= count)
    /* Translators: a period, a salt (added each period), the number of terms, a sequence's
     * name, the term where the period fails */
    return refuted (c, g_dngettext (GETTEXT_PACKAGE, "no period %llu with salt %lld in %llu term "
                                    "of %s: it fails at term %llu", "no period %llu with salt "
                                    "%lld in %llu terms of %s: it fails at term %llu", count),
                    (unsigned long long) p, (long long) s, (unsigned long long) count, what,
                    (unsigned long long) (first + last_bad + p));
  /* Translators: a period, a salt (added each period), the term it starts at, a sequence's
   * name, the number of terms */
  return holds (c, g_dngettext (GETTEXT_PACKAGE, "period %llu, salt %lld from term %llu of %s to "
                                "the last of %llu term", "period %llu, salt %lld from term %llu "
                                "of %s to the last of %llu terms", count),
                (unsigned long long) p, (long long) s, (unsigned long long) (first + t), what,
                (unsigned long long) count);
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
      /* Translators: %s is a position, "(3, 5)" or "7" */
      return refuted (c, _("%s is a P-position, beyond the bound %u"), where, bound);
    }
  return holds (c, _("no P-position from %u to %u"), bound, size - 1);
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

/* The first cell where the two boards differ, by z, y, x (the cell's index (z * size + y) *
 * size + x): its statuses, and with grundy its values, said. */
static WyClaimVerdict
differ_at (Check *c, const WyBoard *ba, const WyBoard *bb, guint size, guint64 i,
           gboolean grundy)
{
  gboolean cube = wy_game_get_heaps (c->game) == 3;
  guint x = i % size, row = i / size, y = cube ? row % size : row, z = cube ? row / size : 0;
  int ga, gb;
  WyStatus sa = cell_of (ba, cube, x, y, z, &ga), sb = cell_of (bb, cube, x, y, z, &gb);
  g_autofree char *where = cell_text (c->game, x, y, z);

  if (sa != sb)
    /* Translators: "(3, 5) is P here and N in wythoff": a position, its status in this game
     * and in the other, the other game's rule */
    return refuted (c, _("%s is %s here and %s in %s"), where, status_name (sa),
                    status_name (sb), V (c, WY_CKEY_GAME)->text);
  /* Translators: a position, its Grundy values here and in the other game (its rule, the
   * last %s) */
  return refuted (c, _("%s has Grundy value %d here and %d in %s"), where, ga, gb,
                  V (c, WY_CKEY_GAME)->text);
}

/* The first cell where the two boards differ, or HOLDS; rows are (y, z) lines along x. */
static WyClaimVerdict
equals_cells (Check *c, const WyBoard *ba, const WyBoard *bb, guint size, gboolean grundy)
{
  gboolean cube = wy_game_get_heaps (c->game) == 3;
  guint rows = wy_game_is_one_pile (c->game) ? 1 : size, planes = cube ? size : 1;
  guint64 at;

  if (_wy_board_first_difference (ba, bb, grundy, &at))
    return at == G_MAXUINT64 ? WY_CLAIM_HOLDS : differ_at (c, ba, bb, size, at, grundy);
  /* one pile (its 0 may be no position), or values beyond a bulk read: cell by cell */
  for (guint z = 0; z < planes; z++)
    for (guint y = 0; y < rows; y++)
      for (guint x = 0; x < size; x++)
        {
          if (x == 0 && out_of_time (c, z * rows + y, planes * rows))
            return WY_CLAIM_BEYOND_BUDGET;
          int ga, gb;
          WyStatus sa = cell_of (ba, cube, x, y, z, &ga), sb = cell_of (bb, cube, x, y, z, &gb);
          if (sa != sb || (grundy && ga != gb))
            return differ_at (c, ba, bb, size, ((guint64) z * rows + y) * size + x, grundy);
        }
  return WY_CLAIM_HOLDS;
}

/* The largest side of the claim: each game solved within half the budget, which both
 * solves share; beyond it the verdict, naming it. */
static gboolean
equals_fits (Check *c, const WyGame *other, guint size, WyNeeds needs,
             WyClaimVerdict *verdict)
{
  g_autofree char *why_a = NULL, *why_b = NULL;
  guint a = max_side (c->game, needs, c->seconds / 2, &why_a);
  guint b = max_side (other, needs, c->seconds / 2, &why_b);

  if (size <= MIN (a, b))
    return TRUE;
  /* Translators: a board's side, the solver's reason (e.g. a cap on the board's side), the
   * largest side */
  *verdict = say (c, WY_CLAIM_BEYOND_BUDGET, _("a board of side %u is beyond the budget (%s, "
                                               "for each of the two games, which share the "
                                               "budget): the largest side within the budget is "
                                               "%u"), size, a <= b ? why_a : why_b, MIN (a, b));
  return FALSE;
}

static WyClaimVerdict
check_equals (Check *c)
{
  guint size = V (c, WY_CKEY_SIZE)->number;
  gboolean grundy = V (c, WY_CKEY_GRUNDY)->set && V (c, WY_CKEY_GRUNDY)->number;
  WyNeeds needs = grundy ? WY_NEED_GRUNDY : WY_NEED_STATUS;
  g_autoptr (WyGame) other = wy_game_parse (V (c, WY_CKEY_GAME)->text, NULL);
  WyClaimVerdict verdict = WY_CLAIM_HOLDS;
  gboolean fits = equals_fits (c, other, size, needs, &verdict);
  g_autoptr (WySolution) a = fits ? solve (c, c->game, size, needs, &verdict) : NULL;
  g_autoptr (WySolution) b = a ? solve (c, other, size, needs, &verdict) : NULL;
  const WyBoard *ba, *bb;

  if (!a || !b)
    return verdict;
  ba = wy_solution_get_board (a);
  bb = wy_solution_get_board (b);
  if (grundy && (!wy_board_has_grundy (ba) || !wy_board_has_grundy (bb)))
    {
      c->error = wy_board_has_grundy (ba)
                 /* Translators: the first %s is "Grundy=true", a key of the game file; the
                  * second a game's rule */
                 ? g_error_new (WY_ERROR, WY_ERROR_UNSUPPORTED, _("%s, but %s has no Grundy "
                                "values"), "Grundy=true", V (c, WY_CKEY_GAME)->text)
                 /* Translators: "Grundy=true" is a key of the game file */
                 : g_error_new (WY_ERROR, WY_ERROR_UNSUPPORTED, _("%s, but the game has no "
                                "Grundy values"), "Grundy=true");
      return WY_CLAIM_UNCHECKED;
    }
  if ((verdict = equals_cells (c, ba, bb, size, grundy)) != WY_CLAIM_HOLDS)
    return verdict;
  if (grundy)
    return holds (c, _("the same Grundy values on every position below %u"), size);
  return holds (c, _("the same outcomes on every position below %u"), size);
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
        /* Translators: a position, its Grundy value, the value the table gives */
        return refuted (c, _("%s has Grundy value %d, the table %d"), where, got, want);
    }
  else if (wy_board_get_status (board, p->x, p->y) != WY_STATUS_P)
    /* Translators: %s is a position, "(3, 5)" or "7" */
    return refuted (c, _("%s is an N-position"), where);
  return WY_CLAIM_HOLDS;
}

static WyClaimVerdict
table_holds (Check *c, guint n, gboolean values, gboolean complete)
{
  if (values && complete)
    return holds (c, g_dngettext (GETTEXT_PACKAGE, "the %u position has the listed value, and "
                                  "no other P-position lies in its box", "the %u positions "
                                  "have the listed values, and no other P-position lies in their "
                                  "box", n), n);
  if (values)
    return holds (c, g_dngettext (GETTEXT_PACKAGE, "the %u position has the listed value",
                                  "the %u positions have the listed values", n), n);
  if (complete)
    return holds (c, g_dngettext (GETTEXT_PACKAGE, "the %u position is P, and no other "
                                  "P-position lies in its box", "the %u positions are P, and "
                                  "no other P-position lies in their box", n), n);
  return holds (c, g_dngettext (GETTEXT_PACKAGE, "the %u position is P", "the %u positions are P",
                                n), n);
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
    {
      guint max = max_side (c->game, values ? WY_NEED_GRUNDY : WY_NEED_STATUS, c->seconds, NULL);

      /* Translators: the largest position a file's board holds, then the largest side */
      return say (c, WY_CLAIM_BEYOND_BUDGET, _("a position beyond %u: the board is beyond the "
                                               "budget, the largest side within the budget is "
                                               "%u"), WY_GAME_FILE_MAX_SIZE - 1,
                  MIN (max, WY_GAME_FILE_MAX_SIZE));
    }
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
          /* Translators: %s is a position, "(3, 5)" or "7" */
          return refuted (c, _("%s is a P-position the table leaves out"), where);
        }
  return table_holds (c, rows->len, values != NULL, complete);
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
  guint max;
  int agree;

  if (!(a = wy_automaton_parse_walnut (V (c, WY_CKEY_AUTOMATON)->text, -1, "automaton", &error)))
    return c->error = error, WY_CLAIM_UNCHECKED;
  wy_query_set_time_budget (&query, c->seconds);
  if (size > (max = wy_solve_max_side (c->game, &query, &reason)))
    return beyond_side (c, size, max, reason);
  agree = _wy_automaton_check_game (a, c->game, size, c->watch.cancellable, &bx, &by, &error);
  if (agree < 0)
    return solver_failed (c, error);
  if (agree == 0)
    {
      g_autofree char *where = position_text (c->game, bx, by);
      gboolean accepts = wy_automaton_accepts (a, bx, by);

      if (wy_automaton_leading_zeros_matter (a, bx, by))
        /* Translators: %s is a position, "(3, 5)" or "7" */
        return refuted (c, _("the automaton's answer for %s changes with a leading zero"), where);
      if (accepts)
        /* Translators: %s is a position, "(3, 5)" or "7"; N is its status */
        return refuted (c, _("%s: the automaton accepts it, the exact P-set says N"), where);
      /* Translators: %s is a position, "(3, 5)" or "7"; P is its status */
      return refuted (c, _("%s: the automaton rejects it, the exact P-set says P"), where);
    }
  /* Translators: "the automaton (15 states, msd_ost[0 2]) accepts exactly the P-positions below
   * 65536": its number of states, its numeration's name, the board's side */
  return holds (c, g_dngettext (GETTEXT_PACKAGE, "the automaton (%u state, %s) accepts exactly "
                                "the P-positions below %u", "the automaton (%u states, %s) "
                                "accepts exactly the P-positions below %u",
                                wy_automaton_get_n_states (a)), wy_automaton_get_n_states (a),
                wy_num_system_get_name (wy_automaton_get_num_system (a)), size);
}

WyClaimVerdict
_wy_claim_check_english (const WyClaim *claim, const WyGameFile *file, double seconds,
                         GCancellable *cancellable, char **detail, char **english,
                         GError **error)
{
  Check c = { claim, NULL, seconds };
  WyClaimVerdict verdict;

  if (detail)
    *detail = NULL;
  if (english)
    *english = NULL;
  g_return_val_if_fail (claim != NULL && file != NULL, WY_CLAIM_UNCHECKED);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable),
                        WY_CLAIM_UNCHECKED);
  if (seconds == 0)
    c.seconds = wy_solve_get_time_budget ();
  if (!(c.seconds >= 1 && c.seconds <= 600))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE, _("a time budget of %g s is out of range, "
                                                      "1 to 600 (0: the process's)"), seconds);
      return WY_CLAIM_UNCHECKED;
    }
  c.game = file->game;
  _wy_watch_start (&c.watch, c.seconds, cancellable);
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
  _wy_watch_stop (&c.watch);
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
      g_clear_pointer (&c.english, g_free);
    }
  if (detail)
    *detail = g_steal_pointer (&c.detail);
  if (english)
    *english = g_steal_pointer (&c.english);
  g_free (c.detail);
  g_free (c.english);
  return verdict;
}

WyClaimVerdict
wy_claim_check (const WyClaim *claim, const WyGameFile *file, double seconds,
                GCancellable *cancellable, char **detail, GError **error)
{
  return _wy_claim_check_english (claim, file, seconds, cancellable, detail, NULL, error);
}
