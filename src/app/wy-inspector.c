/* wy-inspector.c: the side panel: the game's summary and the selected position explained. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wy-analysis-private.h"
#include "wy-inspector.h"
#include "wy-numeration-panel.h"
#include "wy-ui-strings.h"

#define MAX_ROWS 200

struct _WyInspector {
  GtkWidget  parent_instance;

  WySolution *solution;   /* the "solution" property: what is inspected */
  WyBoard   *board;
  WyLowClasses *classes;  /* the Grundy classes beyond the dense cap, or NULL */
  GArray    *disagree;    /* WyPos where the formula (when computed) is wrong, or NULL */
  gboolean   has_selection;
  WyPos      selection;

  GtkWidget *box;
  GtkWidget *game_title;
  GtkWidget *game_rule;
  GtkWidget *game_stats;
  GtkWidget *classes_box;
  GtkAdjustment *classes_adjustment;
  GtkWidget *band_box;
  GtkAdjustment *band_adjustment;
  GtkWidget *band_label;
  GCancellable *band_cancel;
  GtkWidget *formula;
  GtkWidget *formula_source;
  GtkWidget *comparison;
  GtkWidget *empty;
  GtkWidget *position_box;
  GtkWidget *pos_title;
  GtkWidget *pos_status;
  GtkWidget *pos_step;
  GtkWidget *pos_formula;
  GtkWidget *pos_grundy;
  GCancellable *grundy_cancel;  /* the value of a cell beyond the classes */
  GtkWidget *pos_period;
  GCancellable *period_cancel;  /* the row period being looked for */
  char      *period_key;        /* its game and row, and what was found */
  char      *period_text;
  WyNumerationPanel *numeration;
  GtkWidget *elim_heading;
  GtkWidget *elim_list;
  GtkWidget *moves_heading;
  GtkWidget *moves_list;
  GtkWidget *explain_heading;
  GtkWidget *explain;
};

enum {
  MOVE_ACTIVATED,
  BAND_CHANGED,
  N_SIGNALS
};

enum {
  PROP_0,
  PROP_GRUNDY_CLASSES,
  PROP_SOLUTION,
  N_PROPS
};

static guint signals[N_SIGNALS];
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (WyInspector, wy_inspector, GTK_TYPE_WIDGET)

static void on_band_changed (WyInspector *self);

static void
clear_list (GtkWidget *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (list), child);
}

/* A row naming a move's target, why it matters, and the line it runs along. */
static void
append_move_row (GtkWidget *list, const WyMove *move, gboolean one_pile, gboolean show_removal)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *target = gtk_label_new (NULL);
  GtkWidget *detail = gtk_label_new (NULL);
  g_autofree char *pos = wy_ui_format_pos (&move->target, one_pile);
  /* step 0: not computed (far out on a large board) */
  g_autofree char *what = show_removal ? wy_ui_format_removal (move, one_pile)
                          : move->step > 0 ? g_strdup_printf (_("step %u"), move->step) : NULL;
  g_autofree char *line = wy_ui_move_kind (move, one_pile);
  g_autofree char *text = what ? g_strdup_printf ("%s · %s", what, line) : g_strdup (line);
  WyPos *data = g_new (WyPos, 1);

  *data = move->target;
  gtk_label_set_text (GTK_LABEL (target), pos);
  gtk_widget_add_css_class (target, "wy-pos");
  gtk_label_set_text (GTK_LABEL (detail), text);
  gtk_label_set_xalign (GTK_LABEL (detail), 1);
  /* wrapped, never cut: "take 12 and 13 · column, also diagonal" */
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_label_set_justify (GTK_LABEL (detail), GTK_JUSTIFY_RIGHT);
  gtk_widget_set_hexpand (detail, TRUE);
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_box_append (GTK_BOX (box), target);
  gtk_box_append (GTK_BOX (box), detail);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), "wy-target", data, g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, pos,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
}

static void
append_more_row (GtkWidget *list, guint hidden)
{
  g_autofree char *text = g_strdup_printf (ngettext ("and %u more", "and %u more", hidden), hidden);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "dim-label");
  gtk_list_box_append (GTK_LIST_BOX (list), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_parent (label)), FALSE);
}

/* Returns how many rows were added. */
static guint
fill_moves (GtkWidget *list, GArray *moves, gboolean one_pile, gboolean show_removal,
            guint max_step)
{
  guint n = 0, hidden = 0;

  clear_list (list);
  for (guint i = 0; moves != NULL && i < moves->len; i++)
    {
      const WyMove *move = &g_array_index (moves, WyMove, i);

      if (move->step > max_step)
        continue;
      /* A long list helps nobody and costs widgets on huge boards. */
      if (n >= MAX_ROWS)
        {
          hidden++;
          continue;
        }
      append_move_row (list, move, one_pile, show_removal);
      n++;
    }
  if (hidden > 0)
    append_more_row (list, hidden);
  gtk_widget_set_visible (list, n > 0);
  return n;
}

static char *
format_stats (const WySolution *result)
{
  WyBoard *board = wy_solution_get_board (result);
  guint size = wy_board_get_size (board), n_ppos, steps = wy_board_get_n_steps (board);
  g_autofree char *dims = wy_board_is_one_pile (board)
    ? g_strdup_printf (_("0 to %u"), size - 1)
    : g_strdup_printf ("%u × %u", size, size);
  /* no-break spaces keep "solved in 0 ms" on one line */
  g_autofree char *solved = g_strdup_printf (_("solved in %.0f ms"),
                                             wy_solution_get_elapsed (result) / 1000.0);
  g_auto (GStrv) words = g_strsplit (solved, " ", -1);
  g_autofree char *ms = g_strjoinv ("\u00a0", words);
  g_autofree char *p = NULL;
  g_autofree char *s = NULL;

  wy_board_get_ppos (board, &n_ppos);
  p = g_strdup_printf (ngettext ("%u P-position", "%u P-positions", n_ppos), n_ppos);
  s = g_strdup_printf (ngettext ("%u step", "%u steps", steps), steps);
  return g_strdup_printf ("%s · %s · %s · %s", dims, p, s, ms);
}

static char *
format_comparison (const WySolution *result)
{
  WyComparison comparison, *cmp = &comparison;
  gboolean one_pile = wy_board_is_one_pile (wy_solution_get_board (result));
  g_autofree char *first = NULL;

  if (wy_solution_get_formula_error (result) != NULL)
    return g_strdup_printf (_("The formula could not be evaluated: %s"),
                            wy_solution_get_formula_error (result));
  if (!wy_solution_get_comparison (result, &comparison))
    return NULL;
  if (cmp->n_disagree == 0)
    return g_strdup (_("✓ The formula agrees with the exact solver on every cell."));
  first = wy_ui_format_pos (&cmp->first, one_pile);
  return g_strdup_printf (ngettext ("✗ %u cell disagrees; the first is %s (exact: %s).",
                                     "✗ %u cells disagree; the first is %s (exact: %s).",
                                     cmp->n_disagree),
                          cmp->n_disagree, first, wy_ui_status_name (cmp->exact_status));
}

void
wy_inspector_set_result (WyInspector *self, const WySolution *result)
{
  g_autofree char *rule = NULL;
  g_autofree char *stats = NULL;
  g_autofree char *cmp = NULL;
  g_autofree char *title = NULL;
  g_autofree char *describe = NULL;
  const WyGame *game;
  gboolean formula;

  g_return_if_fail (WY_IS_INSPECTOR (self));
  if (result != self->solution)
    {
      WySolution *old = self->solution;

      self->solution = result ? wy_solution_ref ((WySolution *) result) : NULL;
      g_clear_pointer (&old, wy_solution_unref);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLUTION]);
    }
  g_clear_pointer (&self->board, wy_board_unref);
  g_clear_pointer (&self->classes, wy_low_classes_unref);
  g_clear_pointer (&self->disagree, g_array_unref);
  if (result == NULL || wy_solution_get_board (result) == NULL)
    {
      wy_inspector_set_selection (self, NULL);
      return;
    }
  self->board = wy_board_ref (wy_solution_get_board (result));
  if (wy_solution_get_formula_ppos (result) != NULL)
    self->disagree = wy_recursion_disagreements (self->board, wy_solution_get_formula_ppos (result));
  self->classes = wy_solution_get_grundy_classes (result) ? wy_low_classes_ref (wy_solution_get_grundy_classes (result)) : NULL;
  game = wy_board_get_game (self->board);
  rule = wy_game_to_string (game);
  stats = format_stats (result);
  cmp = format_comparison (result);
  formula = wy_recursion_available (game);
  title = wy_ui_game_title (game);
  /* the formula's words (misère, "a pair already listed is skipped") and its
   * source ("Theorem 1, eq. (3)") in the user's language */
  describe = formula ? wy_ui_math_markup (_(wy_recursion_describe (game))) : NULL;
  gtk_label_set_markup (GTK_LABEL (self->game_title), title);
  gtk_label_set_text (GTK_LABEL (self->game_rule), rule);
  gtk_label_set_text (GTK_LABEL (self->game_stats), stats);
  gtk_label_set_markup (GTK_LABEL (self->formula), describe ? describe : "");
  gtk_label_set_text (GTK_LABEL (self->formula_source), formula ? _(wy_recursion_source (game)) : "");
  gtk_label_set_text (GTK_LABEL (self->comparison), cmp ? cmp : "");
  gtk_widget_set_visible (self->formula, formula);
  gtk_widget_set_visible (self->formula_source, formula);
  gtk_widget_set_visible (self->comparison, cmp != NULL);
  if (self->has_selection && wy_board_contains (self->board, self->selection.x, self->selection.y))
    wy_inspector_set_selection (self, &self->selection);
  else
    wy_inspector_set_selection (self, NULL);
  /* a new board: its class's band anew */
  if (gtk_widget_get_visible (self->band_box))
    on_band_changed (self);
}

static void start_cell_grundy (WyInspector *self, guint x, guint y);

static void
show_grundy (WyInspector *self, guint x, guint y)
{
  int g = wy_board_has_grundy (self->board) ? wy_board_get_grundy (self->board, x, y) : -1;
  g_autofree char *text = g >= 0 ? g_strdup_printf (_("Grundy value %d"), g) : NULL;

  g_cancellable_cancel (self->grundy_cancel);
  g_clear_object (&self->grundy_cancel);
  /* beyond the dense cap: the value when its class was swept, else a bound
   * until the core has the value of the cell alone (where it can) */
  if (text == NULL && self->classes != NULL)
    {
      text = wy_ui_format_class_value (self->classes, x, y);
      if (wy_low_classes_get_value (self->classes, x, y) < 0)
        start_cell_grundy (self, x, y);
    }

  gtk_label_set_text (GTK_LABEL (self->pos_grundy), text ? text : "");
  gtk_widget_set_visible (self->pos_grundy, text != NULL);
}

/* ---- the additive period of the selected row, looked for in a thread ---- */

/* How far a row is looked at: far enough for the rows the window shows
 * (Wythoff's row 10 has period 192), short of a second of work. */
#define PERIOD_LENGTH 60000u

/* What a thread of the side panel works on: the game, and the row's
 * strip (the period) or the board and value (the band). */
typedef struct {
  WyGame *game;
  guint   x, rows, length;
  guint   size, value;
} Job;

static Job *
job_new (const WyGame *game)
{
  Job *job = g_new0 (Job, 1);

  job->game = wy_game_copy (game);
  return job;
}

static void
job_free (Job *job)
{
  wy_game_free (job->game);
  g_free (job);
}

/* Runs thread over job, cancelling what *cancel stood for; done gets the result. */
static void
start_job (WyInspector *self, GCancellable **cancel, Job *job, GTaskThreadFunc thread,
           GAsyncReadyCallback done)
{
  GTask *task;

  g_cancellable_cancel (*cancel);
  g_clear_object (cancel);
  *cancel = g_cancellable_new ();
  task = g_task_new (self, *cancel, done, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, thread);
  g_object_unref (task);
}

static void
period_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  GError *error = NULL;
  gint32 *v = wy_grundy_strip (job->game, job->rows, job->length, NULL, NULL, cancellable,
                               &error);
  WyPeriod *period;

  if (!v)
    {
      g_task_return_error (task, error);
      return;
    }
  period = g_new (WyPeriod, 1);
  *period = wy_period_find (v + job->x, job->length, job->rows);
  g_free (v);
  g_task_return_pointer (task, period, g_free);
}

static char *
period_text (const WyPeriod *p, guint x, guint length)
{
  if (!p->found)
    /* Translators: no additive period of row x = %u among its first %u values */
    return g_strdup_printf (_("Row x = %u: no additive period below y = %u"), x, length);
  /* Translators: g(x, y + p) = g(x, y) + s for y >= t; checked below y = length */
  return g_strdup_printf (_("Row x = %u: g(x, y + %lu) = g(x, y) + %ld from y = %lu "
                            "(checked below y = %u)"),
                          x, (unsigned long) p->period, (long) p->salt,
                          (unsigned long) p->preperiod, length);
}

static void
period_done (GObject *source, GAsyncResult *result, gpointer data)
{
  WyInspector *self = WY_INSPECTOR (source);
  g_autoptr (GError) error = NULL;
  g_autofree WyPeriod *period = g_task_propagate_pointer (G_TASK (result), &error);
  Job *job = g_task_get_task_data (G_TASK (result));

  if (!period)
    return; /* cancelled: another row was asked */
  g_free (self->period_text);
  self->period_text = period_text (period, job->x, job->length);
  gtk_label_set_text (GTK_LABEL (self->pos_period), self->period_text);
  gtk_widget_set_visible (self->pos_period, TRUE);
}

/* The Grundy value of one cell beyond the classes: the core's region of
 * that cell (the rectangle from the origin, where the game has one). */
static void
cell_grundy_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  GError *error = NULL;
  WyQuery query = { .needs = WY_NEED_GRUNDY, .size = job->size, .has_region = TRUE,
                    .x0 = job->x, .y0 = job->rows, .x1 = job->x, .y1 = job->rows,
                    .cancellable = cancellable };
  g_autoptr (WySolution) solution = wy_solve (job->game, &query, &error);

  if (!solution)
    g_task_return_error (task, error);
  else
    g_task_return_int (task, wy_board_get_grundy (wy_solution_get_board (solution), job->x, job->rows));
}

static void
cell_grundy_done (GObject *source, GAsyncResult *result, gpointer data)
{
  WyInspector *self = WY_INSPECTOR (source);
  g_autoptr (GError) error = NULL;
  gssize g = g_task_propagate_int (G_TASK (result), &error);
  Job *job = g_task_get_task_data (G_TASK (result));
  g_autofree char *text = NULL;

  /* cancelled (another cell), or beyond what the core computes: the bound stays */
  if (error || g < 0 || !self->has_selection || self->selection.x != job->x
      || self->selection.y != job->rows)
    return;
  text = g_strdup_printf (_("Grundy value %d"), (int) g);
  gtk_label_set_text (GTK_LABEL (self->pos_grundy), text);
}

static void
start_cell_grundy (WyInspector *self, guint x, guint y)
{
  Job *job = job_new (wy_board_get_game (self->board));

  /* (x, rows) is the cell */
  job->x = x;
  job->rows = y;
  job->size = wy_board_get_size (self->board);
  start_job (self, &self->grundy_cancel, job, cell_grundy_thread, cell_grundy_done);
}

/* Rows of the line families, x below the strips' limit: the period of row x. */
static void
show_period (WyInspector *self, guint x)
{
  const WyGame *game = wy_board_get_game (self->board);
  guint rows = x + 1, length;
  g_autofree char *rule = wy_game_to_string (game);
  g_autofree char *key = g_strdup_printf ("%s %u", rule, x);
  Job *job;

  if (self->period_key && strcmp (key, self->period_key) == 0 && self->period_text)
    {
      gtk_label_set_text (GTK_LABEL (self->pos_period), self->period_text);
      gtk_widget_set_visible (self->pos_period, TRUE);
      return;
    }
  g_cancellable_cancel (self->period_cancel);
  g_clear_object (&self->period_cancel);
  g_clear_pointer (&self->period_text, g_free);
  g_free (self->period_key);
  self->period_key = g_steal_pointer (&key);
  gtk_widget_set_visible (self->pos_period, FALSE);
  if (rows > WY_STRIP_MAX_ROWS || wy_board_is_one_pile (self->board))
    return;
  length = MIN (PERIOD_LENGTH, wy_grundy_strip_max_length (rows));
  if (!wy_grundy_strip_check (game, rows, length, NULL))
    return;
  job = job_new (game);
  job->x = x;
  job->rows = rows;
  job->length = length;
  start_job (self, &self->period_cancel, job, period_thread, period_done);
}

static void
show_options (WyInspector *self, guint x, guint y, WyStatus status, guint step)
{
  g_autoptr (GArray) options = wy_board_list_p_options (self->board, x, y);
  g_autoptr (GArray) moves = wy_board_list_winning_moves (self->board, x, y);
  gboolean one_pile = wy_board_is_one_pile (self->board);
  guint n_elim;

  /* For an N cell the P-options decided no later than it eliminate it; for
   * a P cell of a blocking game they are the ones the blocks cover. */
  n_elim = fill_moves (self->elim_list, options, one_pile, FALSE,
                       status == WY_STATUS_N ? step : G_MAXUINT);
  gtk_label_set_text (GTK_LABEL (self->elim_heading),
                      status == WY_STATUS_N ? _("Eliminated by") : _("P-options covered by blocks"));
  gtk_widget_set_visible (self->elim_heading, n_elim > 0);
  fill_moves (self->moves_list, moves, one_pile, TRUE, G_MAXUINT);
  gtk_widget_set_visible (self->moves_heading, TRUE);
  gtk_label_set_text (GTK_LABEL (self->moves_heading),
                      moves->len > 0 ? _("Winning moves")
                      : _("No winning move: this is a P-position"));
}

static void
show_explanation (WyInspector *self, guint x, guint y)
{
  g_autofree char *text = NULL;

  if (wy_game_has_blocking (wy_board_get_game (self->board)))
    text = wy_board_explain (self->board, x, y);
  gtk_label_set_text (GTK_LABEL (self->explain), text ? text : "");
  gtk_widget_set_visible (self->explain, text != NULL);
  gtk_widget_set_visible (self->explain_heading, text != NULL);
}

/* A crossed cell explained: the formula's verdict beside the exact one. */
static void
show_formula_verdict (WyInspector *self, const WyPos *pos, WyStatus status)
{
  gboolean wrong = FALSE;
  g_autofree char *text = NULL;

  for (guint i = 0; self->disagree != NULL && i < self->disagree->len && !wrong; i++)
    wrong = g_array_index (self->disagree, WyPos, i).x == pos->x
            && g_array_index (self->disagree, WyPos, i).y == pos->y;
  if (wrong)
    /* Translators: "✗ Here the formula says P-position, the exact solver N-position (...)." */
    text = g_strdup_printf (_("✗ Here the formula says %s, the exact solver %s (the cross on the "
                              "board)."),
                            wy_ui_status_name (status == WY_STATUS_P ? WY_STATUS_N : WY_STATUS_P),
                            wy_ui_status_name (status));
  else if (self->disagree != NULL)
    text = g_strdup (_("✓ The formula agrees with the exact solver here."));
  gtk_label_set_text (GTK_LABEL (self->pos_formula), text ? text : "");
  gtk_widget_set_visible (self->pos_formula, text != NULL);
}

void
wy_inspector_set_selection (WyInspector *self, const WyPos *pos)
{
  WyStatus status;
  guint step;
  g_autofree char *title = NULL;
  g_autofree char *step_text = NULL;
  g_autofree char *status_text = NULL;

  g_return_if_fail (WY_IS_INSPECTOR (self));
  self->has_selection = pos != NULL && self->board != NULL
                        && wy_board_contains (self->board, pos->x, pos->y);
  gtk_widget_set_visible (self->position_box, self->has_selection);
  gtk_widget_set_visible (self->empty, !self->has_selection);
  if (!self->has_selection)
    {
      clear_list (self->moves_list);
      clear_list (self->elim_list);
      return;
    }
  self->selection = *pos;
  status = wy_board_get_status (self->board, pos->x, pos->y);
  step = wy_board_get_step (self->board, pos->x, pos->y);
  title = wy_ui_format_pos (pos, wy_board_is_one_pile (self->board));
  status_text = g_strdup_printf ("%s — %s", wy_ui_status_name (status),
                                 wy_ui_status_meaning (status));
  step_text = step > 0 ? g_strdup_printf (_("Decided at step %u"), step) : NULL;
  gtk_label_set_text (GTK_LABEL (self->pos_title), title);
  gtk_label_set_text (GTK_LABEL (self->pos_status), status_text);
  gtk_widget_set_css_classes (self->pos_status, (const char *[]) {
    "wy-status", status == WY_STATUS_P ? "wy-status-p" : "wy-status-n", NULL });
  gtk_label_set_text (GTK_LABEL (self->pos_step), step_text ? step_text : "");
  gtk_widget_set_visible (self->pos_step, step_text != NULL);
  show_formula_verdict (self, pos, status);
  show_grundy (self, pos->x, pos->y);
  show_period (self, pos->x);
  /* hidden for every game but Gamma_1 (s >= 2) */
  wy_numeration_panel_set_position (self->numeration, wy_board_get_game (self->board), pos,
                                    status);
  show_options (self, pos->x, pos->y, status, step);
  show_explanation (self, pos->x, pos->y);
}

/* ---- one Grundy class's band, its offsets found in a thread ---- */

static void
band_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  GError *error = NULL;
  GArray *offsets = wy_class_offsets (job->game, job->size, job->value, NULL, NULL, cancellable,
                                      &error);

  if (offsets)
    g_task_return_pointer (task, offsets, (GDestroyNotify) g_array_unref);
  else
    g_task_return_error (task, error);
}

static void
band_done (GObject *source, GAsyncResult *result, gpointer data)
{
  WyInspector *self = WY_INSPECTOR (source);
  Job *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) offsets = g_task_propagate_pointer (G_TASK (result), &error);
  const WyClassOffsets *c;
  gboolean golden;
  g_autofree char *text = NULL;

  if (!offsets)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        gtk_label_set_text (GTK_LABEL (self->band_label), error->message);
      return;
    }
  c = &g_array_index (offsets, WyClassOffsets, job->value);
  golden = wy_class_offsets_golden (job->game);
  if (!c->has_offset)
    {
      text = g_strdup_printf (_("No position of value %u on this board"), job->value);
      g_signal_emit (self, signals[BAND_CHANGED], 0, FALSE, golden, 0.0, 0.0);
    }
  else
    {
      /* Translators: the band of a Grundy class: its offsets from %.3f to %.3f,
       * measured as the last %s says */
      text = g_strdup_printf (_("Value %u: offsets from %.3f to %.3f (%s), %lu positions"),
                              job->value, c->min_offset, c->max_offset,
                              golden ? "y − φx" : _("x minus the row's nearest P-position"),
                              (unsigned long) c->count);
      g_signal_emit (self, signals[BAND_CHANGED], 0, TRUE, golden, c->min_offset, c->max_offset);
    }
  gtk_label_set_text (GTK_LABEL (self->band_label), text);
}

static void
on_band_changed (WyInspector *self)
{
  int value = (int) gtk_adjustment_get_value (self->band_adjustment);
  Job *job;

  g_cancellable_cancel (self->band_cancel);
  g_clear_object (&self->band_cancel);
  gtk_label_set_text (GTK_LABEL (self->band_label), "");
  if (value < 0 || self->board == NULL)
    {
      g_signal_emit (self, signals[BAND_CHANGED], 0, FALSE, FALSE, 0.0, 0.0);
      return;
    }
  job = job_new (wy_board_get_game (self->board));
  job->size = wy_board_get_size (self->board);
  job->value = (guint) value;
  start_job (self, &self->band_cancel, job, band_thread, band_done);
}

void
wy_inspector_show_band_control (WyInspector *self, gboolean show)
{
  g_return_if_fail (WY_IS_INSPECTOR (self));
  gtk_widget_set_visible (self->band_box, show);
  /* a hidden control marks nothing; shown again, it marks its class anew */
  if (!show)
    {
      g_cancellable_cancel (self->band_cancel);
      g_signal_emit (self, signals[BAND_CHANGED], 0, FALSE, FALSE, 0.0, 0.0);
    }
  else
    on_band_changed (self);
}

void
wy_inspector_set_band_class (WyInspector *self, int value)
{
  g_return_if_fail (WY_IS_INSPECTOR (self));
  gtk_adjustment_set_value (self->band_adjustment, value);
}

const char *
wy_inspector_get_band_text (WyInspector *self)
{
  g_return_val_if_fail (WY_IS_INSPECTOR (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->band_label));
}

void
wy_inspector_show_classes_control (WyInspector *self, gboolean show)
{
  g_return_if_fail (WY_IS_INSPECTOR (self));
  gtk_widget_set_visible (self->classes_box, show);
}

static void
on_classes_changed (WyInspector *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GRUNDY_CLASSES]);
}

static void
wy_inspector_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WyInspector *self = WY_INSPECTOR (object);

  if (prop_id == PROP_GRUNDY_CLASSES)
    g_value_set_uint (value, (guint) gtk_adjustment_get_value (self->classes_adjustment));
  else if (prop_id == PROP_SOLUTION)
    g_value_set_boxed (value, self->solution);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
wy_inspector_set_property (GObject *object, guint prop_id, const GValue *value,
                           GParamSpec *pspec)
{
  WyInspector *self = WY_INSPECTOR (object);

  /* the adjustment notifies through on_classes_changed when the value changes */
  if (prop_id == PROP_GRUNDY_CLASSES)
    gtk_adjustment_set_value (self->classes_adjustment, g_value_get_uint (value));
  else if (prop_id == PROP_SOLUTION)
    wy_inspector_set_result (self, g_value_get_boxed (value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

WyNumerationPanel *
wy_inspector_get_numeration_panel (WyInspector *self)
{
  g_return_val_if_fail (WY_IS_INSPECTOR (self), NULL);
  return self->numeration;
}

const char *
wy_inspector_get_period_text (WyInspector *self)
{
  g_return_val_if_fail (WY_IS_INSPECTOR (self), NULL);
  if (!gtk_widget_get_visible (self->position_box) || !gtk_widget_get_visible (self->pos_period))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (self->pos_period));
}

const char *
wy_inspector_get_grundy_text (WyInspector *self)
{
  g_return_val_if_fail (WY_IS_INSPECTOR (self), NULL);
  if (!gtk_widget_get_visible (self->position_box) || !gtk_widget_get_visible (self->pos_grundy))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (self->pos_grundy));
}

GtkWidget *
wy_inspector_get_status_label (WyInspector *self)
{
  g_return_val_if_fail (WY_IS_INSPECTOR (self), NULL);
  return self->pos_status;
}

GArray *
wy_inspector_get_listed_moves (WyInspector *self)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (WyPos));

  g_return_val_if_fail (WY_IS_INSPECTOR (self), out);
  for (GtkWidget *row = gtk_widget_get_first_child (self->moves_list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      WyPos *pos = g_object_get_data (G_OBJECT (row), "wy-target");

      if (pos != NULL)
        g_array_append_val (out, *pos);
    }
  return out;
}

static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, WyInspector *self)
{
  WyPos *pos = g_object_get_data (G_OBJECT (row), "wy-target");

  if (pos != NULL)
    g_signal_emit (self, signals[MOVE_ACTIVATED], 0, pos->x, pos->y);
}

static void
wy_inspector_dispose (GObject *object)
{
  WyInspector *self = WY_INSPECTOR (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), WY_TYPE_INSPECTOR);
  g_cancellable_cancel (self->period_cancel);
  g_clear_object (&self->period_cancel);
  g_cancellable_cancel (self->band_cancel);
  g_clear_object (&self->band_cancel);
  g_cancellable_cancel (self->grundy_cancel);
  g_clear_object (&self->grundy_cancel);
  g_clear_pointer (&self->period_key, g_free);
  g_clear_pointer (&self->period_text, g_free);
  g_clear_pointer (&self->board, wy_board_unref);
  g_clear_pointer (&self->classes, wy_low_classes_unref);
  g_clear_pointer (&self->disagree, g_array_unref);
  g_clear_pointer (&self->solution, wy_solution_unref);
  G_OBJECT_CLASS (wy_inspector_parent_class)->dispose (object);
}

static void
wy_inspector_class_init (WyInspectorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wy_inspector_dispose;
  g_type_ensure (WY_TYPE_NUMERATION_PANEL);
  object_class->get_property = wy_inspector_get_property;
  object_class->set_property = wy_inspector_set_property;
  properties[PROP_GRUNDY_CLASSES] =
    g_param_spec_uint ("grundy-classes", NULL, NULL, 0, WY_LOW_CLASSES_MAX_TOP,
                       WY_LOW_CLASSES_DEFAULT_TOP,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the solved result inspected (wy_inspector_set_result) */
  properties[PROP_SOLUTION] =
    g_param_spec_boxed ("solution", NULL, NULL, WY_TYPE_SOLUTION,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  /* (x, y): the user picked a listed move's target. */
  signals[MOVE_ACTIVATED] =
    g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /* (has, golden, min, max): the band of the chosen Grundy class to mark, or none. */
  signals[BAND_CHANGED] =
    g_signal_new ("band-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 4, G_TYPE_BOOLEAN, G_TYPE_BOOLEAN,
                  G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/wythoff/Lattice/ui/wy-inspector.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, WyInspector, name)
  CHILD (box);
  CHILD (game_title);
  CHILD (game_rule);
  CHILD (game_stats);
  CHILD (classes_box);
  CHILD (classes_adjustment);
  CHILD (band_box);
  CHILD (band_adjustment);
  CHILD (band_label);
  CHILD (formula);
  CHILD (formula_source);
  CHILD (comparison);
  CHILD (empty);
  CHILD (position_box);
  CHILD (pos_title);
  CHILD (pos_status);
  CHILD (pos_step);
  CHILD (pos_formula);
  CHILD (pos_grundy);
  CHILD (pos_period);
  CHILD (numeration);
  CHILD (elim_heading);
  CHILD (elim_list);
  CHILD (moves_heading);
  CHILD (moves_list);
  CHILD (explain_heading);
  CHILD (explain);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_classes_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_band_changed);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wy-inspector");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
wy_inspector_init (WyInspector *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_adjustment_configure (self->classes_adjustment, WY_LOW_CLASSES_DEFAULT_TOP, 0,
                            WY_LOW_CLASSES_MAX_TOP, 1, 4, 0);
  /* a click on a listed move shows its target */
  gtk_list_box_set_activate_on_single_click (GTK_LIST_BOX (self->moves_list), TRUE);
}

GtkWidget *
wy_inspector_new (void)
{
  return g_object_new (WY_TYPE_INSPECTOR, NULL);
}
