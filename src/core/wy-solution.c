/* wy-solution.c: the one way into solving: the board and whatever else the caller asked for. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-caps.h"
#include "wy-engine.h"
#include "wy-error-private.h"
#include "wy-solution-private.h"
#include "wy-solution.h"
#include "wy-board-private.h"

struct _WySolution {
  gatomicrefcount  ref;
  WyGame          *game;
  WyNeeds          needs;
  WyEngine         engine;
  WyBoard         *board;
  gint64           elapsed_us;
  GArray          *formula_ppos;   /* WyPos, NULL when no recursion */
  GArray          *disagree;       /* WyPos where formula and exact differ, by y then x */
  gboolean         has_comparison;
  WyComparison     comparison;
  char            *formula_error;  /* why the formula could not be evaluated */
  WyLowClasses    *grundy_classes; /* the Grundy classes 0..K asked for, else NULL */
  WySolution      *cube;           /* a slice: the cube's solution, its axis and plane */
  WyAxis           axis;
  guint            k;
};

/* The formula's P-positions, where they disagree with the exact board
 * (computed once, here) and the comparison drawn from it; a formula that
 * cannot be evaluated leaves its reason, never a failure. */
static void
add_formula (WySolution *solution)
{
  GError *error = NULL;
  WyComparison *cmp = &solution->comparison;

  if (!wy_recursion_available (solution->game))
    return;
  solution->formula_ppos = wy_recursion_ppos (solution->game,
                                              wy_board_get_size (solution->board), &error);
  if (solution->formula_ppos == NULL)
    {
      solution->formula_error = g_strdup (error->message);
      g_error_free (error);
      return;
    }
  solution->disagree = wy_recursion_disagreements (solution->board, solution->formula_ppos);
  solution->has_comparison = TRUE;
  cmp->n_disagree = solution->disagree->len;
  cmp->has_first = cmp->n_disagree > 0;
  if (cmp->has_first)
    {
      cmp->first = g_array_index (solution->disagree, WyPos, 0);
      cmp->exact_status = wy_board_get_status (solution->board, cmp->first.x, cmp->first.y);
    }
}

/* With classes to sweep, the board takes the first part of the progress. */
#define BOARD_SHARE 0.2

typedef struct {
  const WyQuery *query;
  double         start, share;
} Share;

static void
share_progress (double fraction, gpointer data)
{
  const Share *share = data;

  share->query->progress (share->start + share->share * fraction, share->query->user_data);
}

static gboolean
add_classes (WySolution *solution, const WyQuery *query, GError **error)
{
  Share share = { query, BOARD_SHARE, 1 - BOARD_SHARE };

  solution->grundy_classes =
    wy_low_classes_compute (solution->game, wy_board_get_size (solution->board), query->classes,
                            query->progress ? share_progress : NULL, &share,
                            query->cancellable, error);
  return solution->grundy_classes != NULL;
}

static WySolution *
solve (const WyGame *game, const WyQuery *query, GError **error)
{
  g_autoptr (WySolution) solution = NULL;
  gboolean classes = (query->needs & WY_NEED_GRUNDY_CLASSES) && wy_game_has_grundy (game)
                     && wy_game_get_heaps (game) != 3;
  Share share = { query, 0, classes ? BOARD_SHARE : 1 };
  WyQuery board_query = *query;
  gint64 start = g_get_monotonic_time ();

  if (classes && query->classes > WY_LOW_CLASSES_MAX_TOP)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("Grundy classes 0 to %u: the top class must be from 0 to %u"),
                   query->classes, WY_LOW_CLASSES_MAX_TOP);
      return NULL;
    }
  /* a cube has no classes: they are its every Grundy value (_wy_caps_needs), which the
   * engine no longer sees once the classes are taken off */
  if ((query->needs & WY_NEED_GRUNDY_CLASSES) && wy_game_get_heaps (game) == 3)
    board_query.needs |= WY_NEED_GRUNDY;
  board_query.needs &= ~(WY_NEED_FORMULA | WY_NEED_GRUNDY_CLASSES);
  board_query.progress = query->progress ? share_progress : NULL;
  board_query.user_data = &share;
  solution = g_new0 (WySolution, 1);
  g_atomic_ref_count_init (&solution->ref);
  solution->game = wy_game_copy (game);
  solution->needs = query->needs;
  solution->engine = wy_solve_engine (game, &board_query);
  solution->board = _wy_engine_solve (game, &board_query, error);
  if (solution->board == NULL || (classes && !add_classes (solution, query, error)))
    return NULL;
  solution->elapsed_us = g_get_monotonic_time () - start;
  if (query->needs & WY_NEED_FORMULA)
    add_formula (solution);
  return g_steal_pointer (&solution);
}

/* A query's own time budget, in force from budget_enter to budget_leave on
 * this thread: the engines read the process's budget
 * (wy_solve_get_time_budget, wy-query.c), so a query with another one sets
 * it for its solve and holds other solves off meanwhile; solves under the
 * process's budget run side by side. A solve inside a solve (a progress
 * callback, a rule's base game) runs under the outer one's budget. */
typedef struct {
  gboolean entered, exclusive;
  double   saved;
} BudgetScope;

static GRWLock budget_lock;
static GPrivate budget_depth;

static void
budget_enter (const WyQuery *query, BudgetScope *scope)
{
  guint depth = GPOINTER_TO_UINT (g_private_get (&budget_depth));

  *scope = (BudgetScope) { .entered = depth == 0 };
  g_private_set (&budget_depth, GUINT_TO_POINTER (depth + 1));
  if (!scope->entered)
    return;
  g_rw_lock_reader_lock (&budget_lock);
  if (query->time_budget == 0 || query->time_budget == wy_solve_get_time_budget ())
    return;
  g_rw_lock_reader_unlock (&budget_lock);
  g_rw_lock_writer_lock (&budget_lock);
  scope->exclusive = TRUE;
  scope->saved = wy_solve_get_time_budget ();
  wy_solve_set_time_budget (query->time_budget);
}

static void
budget_leave (BudgetScope *scope)
{
  guint depth = GPOINTER_TO_UINT (g_private_get (&budget_depth));

  g_private_set (&budget_depth, GUINT_TO_POINTER (depth - 1));
  if (!scope->entered)
    return;
  if (scope->exclusive)
    {
      wy_solve_set_time_budget (scope->saved);
      g_rw_lock_writer_unlock (&budget_lock);
    }
  else
    g_rw_lock_reader_unlock (&budget_lock);
}

WySolution *
wy_solve (const WyGame *game, const WyQuery *query, GError **error)
{
  BudgetScope scope;
  g_autoptr (WyQuery) held = NULL;
  WySolution *solution;
  GError *local = NULL;
  guint allowed;

  g_return_val_if_fail (game != NULL && query != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  /* a query of wy_query_new() is solved as a copy, which holds its progress function's
   * data: a binding may set another function while this one runs (from the function
   * itself, or another thread), and free the data the solve is calling with */
  held = query->owned ? wy_query_copy (query) : NULL;
  budget_enter (held ? held : query, &scope);
  solution = solve (game, held ? held : query, &local);
  budget_leave (&scope);
  /* the side a refusal allows, as its message names it: the one field a
   * solve writes (a query never refused is never written) */
  allowed = _wy_error_get_allowed_size (local);
  if (wy_query_get_allowed_size (query) != allowed)
    g_atomic_int_set ((gint *) &((WyQuery *) query)->allowed_size, (gint) allowed);
  if (local != NULL)
    g_propagate_error (error, local);
  return solution;
}

guint
wy_solve_max_side (const WyGame *game, const WyQuery *query, char **reason)
{
  const char *why = NULL;
  guint max;

  g_return_val_if_fail (game != NULL && query != NULL, 0);
  max = _wy_caps_max_side (_wy_engine_desc (game), game, query->needs, query->has_region, query->time_budget, &why);
  if (reason != NULL)
    *reason = g_strdup (why);
  return max;
}

WySolution *
wy_solution_ref (WySolution *solution)
{
  g_atomic_ref_count_inc (&solution->ref);
  return solution;
}

void
wy_solution_unref (WySolution *solution)
{
  if (solution == NULL || !g_atomic_ref_count_dec (&solution->ref))
    return;
  wy_game_free (solution->game);
  g_clear_pointer (&solution->board, wy_board_unref);
  g_clear_pointer (&solution->formula_ppos, g_array_unref);
  g_clear_pointer (&solution->disagree, g_array_unref);
  g_free (solution->formula_error);
  g_clear_pointer (&solution->grundy_classes, wy_low_classes_unref);
  g_clear_pointer (&solution->cube, wy_solution_unref);
  g_free (solution);
}

WySolution *
wy_solution_get_slice (WySolution *solution, WyAxis axis, guint k, GError **error)
{
  static const char names[] = "xyz";
  WySolution *slice;
  guint size;

  g_return_val_if_fail (solution != NULL && axis <= WY_AXIS_Z, NULL);
  size = wy_board_get_size (solution->board);
  if (wy_board_get_heaps (solution->board) != 3)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("a slice is cut from a game of three heaps: this game has %u"),
                   wy_board_get_heaps (solution->board));
      return NULL;
    }
  if (k >= size)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("the slice %c=%u is not on the cube: %c must be from 0 to %u"),
                   names[axis], k, names[axis], size - 1);
      return NULL;
    }
  slice = g_new0 (WySolution, 1);
  g_atomic_ref_count_init (&slice->ref);
  slice->game = wy_game_copy (solution->game);
  slice->needs = solution->needs;
  slice->engine = solution->engine;
  slice->board = _wy_board_new_slice (solution->board, axis, k);
  slice->elapsed_us = solution->elapsed_us;
  slice->cube = wy_solution_ref (solution);
  slice->axis = axis;
  slice->k = k;
  return slice;
}

gboolean
wy_solution_get_slice_of (WySolution *slice, WyAxis *axis, guint *k, WySolution **cube)
{
  g_return_val_if_fail (slice != NULL, FALSE);
  if (axis)
    *axis = slice->axis;
  if (k)
    *k = slice->k;
  if (cube)
    *cube = slice->cube;
  return slice->cube != NULL;
}

const WyGame *
wy_solution_get_game (const WySolution *solution)
{
  return solution->game;
}

WyNeeds
wy_solution_get_needs (const WySolution *solution)
{
  return solution->needs;
}

WyEngine
wy_solution_get_engine (const WySolution *solution)
{
  return solution->engine;
}

WyBoard *
wy_solution_get_board (const WySolution *solution)
{
  return solution->board;
}

gint64
wy_solution_get_elapsed (const WySolution *solution)
{
  return solution->elapsed_us;
}

GArray *
wy_solution_get_formula_ppos (const WySolution *solution)
{
  return solution->formula_ppos;
}

gboolean
wy_solution_get_comparison (const WySolution *solution, WyComparison *out)
{
  if (solution->has_comparison && out != NULL)
    *out = solution->comparison;
  return solution->has_comparison;
}

GArray *
wy_solution_get_disagreements (const WySolution *solution)
{
  return solution->disagree;
}

const char *
wy_solution_get_formula_error (const WySolution *solution)
{
  return solution->formula_error;
}

WyLowClasses *
wy_solution_get_grundy_classes (const WySolution *solution)
{
  return solution->grundy_classes;
}
