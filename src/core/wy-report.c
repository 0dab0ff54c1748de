/* wy-report.c: everything the core says of one position of a solution, in one answer. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-board-private.h"
#include "wy-engine.h"
#include "wy-game-private.h"
#include "wy-report.h"

struct _WyReport {
  gatomicrefcount     ref;
  WyGame             *game;
  WyPos               pos;
  guint               z, heaps;          /* three heaps: the third coordinate; 1, 2 or 3 */
  gboolean            one_pile;
  WyStatus            status;
  gboolean            has_step;
  guint               step;
  int                 grundy;        /* -1: not known */
  guint               grundy_bound;  /* the value is at least this; 0: no bound */
  GArray             *eliminators;   /* WyMove */
  GArray             *lines;         /* WyLine */
  GArray             *moves;         /* WyMove */
  WyVerdict           verdict;
  gboolean            has_numeration;
  WyNumeration        numeration;
  WyNumerationReading reading;
  char               *step_text, *grundy_text, *verdict_text, *explanation, *text;
};

const char *
wy_status_get_label (WyStatus status)
{
  switch (status)
    {
    case WY_STATUS_P: return _("P-position");
    case WY_STATUS_N: return _("N-position");
    case WY_STATUS_NONE:
    default: return _("Not a position");
    }
}

static const char *
status_meaning (WyStatus status)
{
  switch (status)
    {
    case WY_STATUS_P: return _("the previous player wins");
    case WY_STATUS_N: return _("the next player wins");
    case WY_STATUS_NONE:
    default: return _("no game starts here");
    }
}

const char *
wy_verdict_get_name (WyVerdict verdict)
{
  switch (verdict)
    {
    case WY_VERDICT_AGREES: return "agrees";
    case WY_VERDICT_FORMULA_P: return "formula-p";
    case WY_VERDICT_FORMULA_N: return "formula-n";
    case WY_VERDICT_NO_FORMULA:
    default: return "none";
    }
}

static char *
format_pos (const WyReport *r)
{
  if (r->one_pile)
    return g_strdup_printf ("%u", r->pos.x);
  if (r->heaps == 3)
    return g_strdup_printf ("(%u, %u, %u)", r->pos.x, r->pos.y, r->z);
  return g_strdup_printf ("(%u, %u)", r->pos.x, r->pos.y);
}

static gboolean
check_position (const WyBoard *board, guint x, guint y, GError **error)
{
  guint size = wy_board_get_size (board);
  const WyGame *game = wy_board_get_game (board);

  if (wy_board_contains (board, x, y))
    return TRUE;
  if (wy_board_is_one_pile (board))
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("position (%u, %u) is not on the board: n must be from %u to %u, and y 0"),
                 x, y, wy_game_first_position (game), size - 1);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("position (%u, %u) is not on the board: x and y must be from 0 to %u"),
                 x, y, size - 1);
  return FALSE;
}

/* The formula's word on the position, from the solution's disagreements
 * (sorted by y then x). */
static WyVerdict
find_verdict (const WySolution *solution, const WyPos *pos, WyStatus status)
{
  const GArray *bad = wy_solution_get_disagreements (solution);
  guint lo = 0, hi = bad ? bad->len : 0;

  if (bad == NULL)
    return WY_VERDICT_NO_FORMULA;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      const WyPos *p = &g_array_index (bad, WyPos, mid);

      if (p->y == pos->y && p->x == pos->x)
        return status == WY_STATUS_P ? WY_VERDICT_FORMULA_N : WY_VERDICT_FORMULA_P;
      if (p->y < pos->y || (p->y == pos->y && p->x < pos->x))
        lo = mid + 1;
      else
        hi = mid;
    }
  return WY_VERDICT_AGREES;
}

static void
read_grundy (WyReport *r, const WySolution *solution, const WyBoard *board)
{
  const WyLowClasses *classes = wy_solution_get_grundy_classes (solution);

  r->grundy = wy_board_has_grundy (board) ? wy_board_get_grundy (board, r->pos.x, r->pos.y) : -1;
  /* beyond the dense cap: the value when its class was swept, else a bound */
  if (r->grundy < 0 && classes != NULL)
    {
      r->grundy = wy_low_classes_get_value (classes, r->pos.x, r->pos.y);
      if (r->grundy < 0)
        r->grundy_bound = wy_low_classes_get_top (classes) + 1;
    }
  if (r->grundy >= 0)
    r->grundy_text = g_strdup_printf (_("Grundy value %d"), r->grundy);
  else if (r->grundy_bound > 0)
    r->grundy_text = g_strdup_printf (_("Grundy value ≥ %u (not computed)"), r->grundy_bound);
}

/* The P-options (options) that decided the position; the step's lines from them. */
static void
read_elimination (WyReport *r, const WyBoard *board, const GArray *options)
{
  guint max_step = r->status == WY_STATUS_N ? r->step : G_MAXUINT;
  g_autoptr (GArray) lines = NULL;

  r->eliminators = g_array_new (FALSE, FALSE, sizeof (WyMove));
  r->lines = g_array_new (FALSE, FALSE, sizeof (WyLine));
  /* without steps (a P-set board) which P-option came first is unknown: none is named */
  for (guint i = 0; i < options->len && (r->has_step || r->status != WY_STATUS_N); i++)
    if (g_array_index (options, WyMove, i).step <= max_step)
      g_array_append_vals (r->eliminators, &g_array_index (options, WyMove, i), 1);
  if (r->status != WY_STATUS_N || r->step == 0 || r->eliminators->len == 0)
    return;
  lines = wy_board_list_step_lines (board, r->step);
  for (guint i = 0; i < lines->len; i++)
    {
      const WyLine *l = &g_array_index (lines, WyLine, i);

      for (guint j = 0; j < r->eliminators->len; j++)
        if (g_array_index (r->eliminators, WyMove, j).target.x == l->origin.x
            && g_array_index (r->eliminators, WyMove, j).target.y == l->origin.y)
          {
            g_array_append_vals (r->lines, l, 1);
            break;
          }
    }
}

static char *
verdict_text (WyVerdict verdict, WyStatus status)
{
  switch (verdict)
    {
    case WY_VERDICT_FORMULA_P:
    case WY_VERDICT_FORMULA_N:
      /* Translators: "✗ Here the formula says P-position, the exact solver N-position (...)." */
      return g_strdup_printf (_("✗ Here the formula says %s, the exact solver %s (the cross on "
                                "the board)."),
                              wy_status_get_label (status == WY_STATUS_P ? WY_STATUS_N
                                                                         : WY_STATUS_P),
                              wy_status_get_label (status));
    case WY_VERDICT_AGREES:
      return g_strdup (_("✓ The formula agrees with the exact solver here."));
    case WY_VERDICT_NO_FORMULA:
    default:
      return NULL;
    }
}

/* Every text of the report, a line each. */
static char *
whole_text (const WyReport *r)
{
  g_autofree char *where = format_pos (r);
  GString *s = g_string_new (NULL);
  const char *more[] = { r->step_text, r->grundy_text, r->verdict_text, r->explanation };

  g_string_append_printf (s, "%s: %s — %s", where, wy_status_get_label (r->status),
                          status_meaning (r->status));
  for (guint i = 0; i < G_N_ELEMENTS (more); i++)
    if (more[i] != NULL)
      g_string_append_printf (s, "\n%s", more[i]);
  return g_string_free (s, FALSE);
}

static void
read_texts (WyReport *r, const WyBoard *board)
{
  if (r->has_step && r->step > 0)
    r->step_text = g_strdup_printf (_("Decided at step %u"), r->step);
  r->verdict_text = verdict_text (r->verdict, r->status);
  if (_wy_game_blocks (r->game) && r->status != WY_STATUS_NONE)
    r->explanation = wy_board_explain (board, r->pos.x, r->pos.y);
  r->text = whole_text (r);
}

/* The cube's cell of a slice's cell (u, v). */
static void
cube_cell (WyAxis axis, guint k, guint u, guint v, guint *x, guint *y, guint *z)
{
  *x = axis == WY_AXIS_X ? k : u;
  *y = axis == WY_AXIS_Y ? k : axis == WY_AXIS_X ? u : v;
  *z = axis == WY_AXIS_Z ? k : v;
}

WyReport *
wy_solution_describe3 (WySolution *solution, guint x, guint y, guint z, GError **error)
{
  const WyBoard *board;
  guint size, step;
  WyReport *r;

  g_return_val_if_fail (solution != NULL, NULL);
  board = wy_solution_get_board (solution);
  size = wy_board_get_size (board);
  if (wy_board_get_heaps (board) != 3)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("position (%u, %u, %u) has three coordinates: this game has %u heaps"),
                   x, y, z, wy_board_get_heaps (board));
      return NULL;
    }
  if (x >= size || y >= size || z >= size)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("position (%u, %u, %u) is not on the cube: x, y and z must be from 0 "
                     "to %u"), x, y, z, size - 1);
      return NULL;
    }
  r = g_new0 (WyReport, 1);
  g_atomic_ref_count_init (&r->ref);
  r->game = wy_game_copy (wy_solution_get_game (solution));
  r->pos = (WyPos) { x, y };
  r->z = z;
  r->heaps = 3;
  r->status = wy_board_get_cell3 (board, x, y, z, &step);
  r->has_step = wy_board_has_steps (board);
  r->step = r->has_step ? step : 0;
  r->grundy = wy_board_get_grundy3 (board, x, y, z);
  if (r->grundy >= 0)
    r->grundy_text = g_strdup_printf (_("Grundy value %d"), r->grundy);
  r->eliminators = wy_board_list_p_options (board, x, z * size + y);
  for (guint i = r->eliminators->len; i-- > 0;)
    if (r->status != WY_STATUS_N || !r->has_step
        || g_array_index (r->eliminators, WyMove, i).step > r->step)
      g_array_remove_index (r->eliminators, i);
  r->lines = g_array_new (FALSE, FALSE, sizeof (WyLine));
  r->moves = r->status == WY_STATUS_N ? wy_board_list_p_options (board, x, z * size + y)
                                      : g_array_new (FALSE, FALSE, sizeof (WyMove));
  r->verdict = WY_VERDICT_NO_FORMULA;
  read_texts (r, board);
  return r;
}

/* wy_solution_describe, stopped with an error when cancellable is cancelled. */
static WyReport *
describe (WySolution *solution, guint x, guint y, GCancellable *cancellable, GError **error)
{
  const WyBoard *board;
  WyReport *r;
  WySolution *cube;
  WyAxis axis;
  guint k, cx, cy, cz;
  g_autoptr (GArray) options = NULL;

  board = wy_solution_get_board (solution);
  if (wy_board_get_heaps (board) == 3)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("position (%u, %u) has two coordinates: a game of three heaps needs "
                     "three (x, y, z)"), x, y);
      return NULL;
    }
  if (!check_position (board, x, y, error))
    return NULL;
  if (wy_solution_get_slice_of (solution, &axis, &k, &cube))
    {
      cube_cell (axis, k, x, y, &cx, &cy, &cz);
      return wy_solution_describe3 (cube, cx, cy, cz, error);
    }
  /* listed once: Imitation Nim's P-options re-solve the board below the position */
  options = _wy_board_list_p_options_cancellable (board, x, y, cancellable, error);
  if (options == NULL)
    return NULL;
  r = g_new0 (WyReport, 1);
  r->heaps = wy_board_is_one_pile (board) ? 1 : 2;
  g_atomic_ref_count_init (&r->ref);
  r->game = wy_game_copy (wy_solution_get_game (solution));
  r->pos = (WyPos) { x, y };
  r->one_pile = wy_board_is_one_pile (board);
  r->status = wy_board_get_status (board, x, y);
  r->has_step = wy_board_has_steps (board);
  r->step = r->has_step ? wy_board_get_step (board, x, y) : 0;
  read_grundy (r, solution, board);
  read_elimination (r, board, options);
  /* the winning moves (wy_board_list_winning_moves): the P-options of an N-position */
  r->moves = r->status == WY_STATUS_N ? g_array_copy (options)
                                      : g_array_new (FALSE, FALSE, sizeof (WyMove));
  r->verdict = find_verdict (solution, &r->pos, r->status);
  r->has_numeration = wy_numeration_init (&r->numeration, r->game, NULL)
                      && wy_numeration_read (&r->numeration, x, y, &r->reading);
  read_texts (r, board);
  return r;
}

WyReport *
wy_solution_describe (WySolution *solution, guint x, guint y, GError **error)
{
  g_return_val_if_fail (solution != NULL, NULL);
  return describe (solution, x, y, NULL, error);
}

gboolean
wy_solution_describe_is_slow (WySolution *solution)
{
  g_return_val_if_fail (solution != NULL, FALSE);
  return _wy_engine_desc (wy_solution_get_game (solution))->p_options_solve;
}

typedef struct {
  WySolution *solution;
  guint       x, y;
} DescribeJob;

static void
describe_job_free (gpointer data)
{
  DescribeJob *job = data;

  wy_solution_unref (job->solution);
  g_free (job);
}

static void
describe_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  DescribeJob *job = data;
  GError *error = NULL;
  WyReport *report = describe (job->solution, job->x, job->y, cancellable, &error);

  if (report)
    g_task_return_pointer (task, report, (GDestroyNotify) wy_report_unref);
  else
    g_task_return_error (task, error);
}

void
wy_solution_describe_async (WySolution *solution, guint x, guint y, GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;
  DescribeJob *job;

  g_return_if_fail (solution != NULL);
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, wy_solution_describe_async);
  job = g_new0 (DescribeJob, 1);
  job->solution = wy_solution_ref (solution);
  job->x = x;
  job->y = y;
  g_task_set_task_data (task, job, describe_job_free);
  g_task_run_in_thread (task, describe_thread);
}

WyReport *
wy_solution_describe_finish (GAsyncResult *result, GError **error)
{
  if (!g_task_is_valid (result, NULL)
      || g_task_get_source_tag (G_TASK (result)) != wy_solution_describe_async)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           "not a result of wy_solution_describe_async");
      return NULL;
    }
  return g_task_propagate_pointer (G_TASK (result), error);
}

WyReport *
wy_report_ref (WyReport *report)
{
  g_return_val_if_fail (report != NULL, NULL);
  g_atomic_ref_count_inc (&report->ref);
  return report;
}

void
wy_report_unref (WyReport *report)
{
  if (report == NULL || !g_atomic_ref_count_dec (&report->ref))
    return;
  wy_game_free (report->game);
  g_array_unref (report->eliminators);
  g_array_unref (report->lines);
  g_array_unref (report->moves);
  g_free (report->step_text);
  g_free (report->grundy_text);
  g_free (report->verdict_text);
  g_free (report->explanation);
  g_free (report->text);
  g_free (report);
}

/* The getters: every one reads what wy_solution_describe stored. */
#define GETTER(type, name, expr)                     \
  type                                               \
  wy_report_##name (const WyReport *report)          \
  {                                                  \
    return (expr);                                   \
  }

GETTER (const WyGame *, get_game, report->game)
GETTER (guint, get_x, report->pos.x)
GETTER (guint, get_y, report->pos.y)
GETTER (guint, get_z, report->z)
GETTER (guint, get_heaps, report->heaps)
GETTER (gboolean, is_one_pile, report->one_pile)
GETTER (WyStatus, get_status, report->status)
GETTER (gboolean, has_step, report->has_step)
GETTER (guint, get_step, report->step)
GETTER (int, get_grundy, report->grundy)
GETTER (guint, get_grundy_bound, report->grundy_bound)
GETTER (GArray *, get_eliminators, report->eliminators)
GETTER (GArray *, get_step_lines, report->lines)
GETTER (GArray *, get_winning_moves, report->moves)
GETTER (WyVerdict, get_verdict, report->verdict)
GETTER (const char *, get_status_name, wy_status_get_label (report->status))
GETTER (const char *, get_status_meaning, status_meaning (report->status))
GETTER (const char *, get_step_text, report->step_text)
GETTER (const char *, get_grundy_text, report->grundy_text)
GETTER (const char *, get_verdict_text, report->verdict_text)
GETTER (const char *, get_explanation, report->explanation)
GETTER (const char *, get_text, report->text)
GETTER (const WyNumeration *, get_numeration_system,
        report->has_numeration ? &report->numeration : NULL)

gboolean
wy_report_get_numeration (const WyReport *report, WyNumerationReading *reading)
{
  if (report->has_numeration && reading != NULL)
    *reading = report->reading;
  return report->has_numeration;
}
