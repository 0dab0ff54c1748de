/* wy-inspector-work.c: the side panel's work in threads: the period of the selected
 * row, the Grundy value of a cell beyond the classes, the band of one Grundy class. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wy-analysis-private.h"
#include "wy-inspector-private.h"

/* ---- the additive period of the selected row, looked for in a thread ---- */

/* How far a row is looked at: far enough for the rows the window shows
 * (Wythoff's row 16 has period 192 from y = 771), short of a second of work. */
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
  /* the inspector is the callback's reference, let go on the main thread (as the source
   * object, the worker thread could drop the last one and finalize the widget there) */
  task = g_task_new (NULL, *cancel, done, g_object_ref (self));
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, thread);
  g_object_unref (task);
}

static void
period_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  GError *error = NULL;
  gint32 *v;
  WyPeriod *period;

  job->length = MIN (PERIOD_LENGTH, wy_grundy_strip_game_max_length (job->game, job->rows));
  v = wy_grundy_strip (job->game, job->rows, job->length, NULL, NULL, cancellable, &error);
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
    /* Translators: no additive period of the values g(x, y) of column x = %u (a
     * vertical line of the board) among its first %u */
    return g_strdup_printf (_("Column x = %u: no additive period below y = %u"), x, length);
  /* Translators: g(x, y + p) = g(x, y) + s for y >= t; checked below y = length */
  return g_strdup_printf (_("Column x = %u: g(x, y + %lu) = g(x, y) + %ld from y = %lu "
                            "(checked below y = %u)"),
                          x, (unsigned long) p->period, (long) p->salt,
                          (unsigned long) p->preperiod, length);
}

static void
period_done (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (WyInspector) self = data;
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
  g_autoptr (WyInspector) self = data;
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

void
wy_inspector_start_cell_grundy (WyInspector *self, guint x, guint y)
{
  Job *job = job_new (self->game);

  /* (x, rows) is the cell */
  job->x = x;
  job->rows = y;
  job->size = self->size;
  start_job (self, &self->grundy_cancel, job, cell_grundy_thread, cell_grundy_done);
}

/* Rows of the line families, x below the strips' limit: the period of row x. */
void
wy_inspector_show_period (WyInspector *self, const WyReport *report)
{
  guint x = wy_report_get_x (report), rows = x + 1;
  g_autofree char *key = g_strdup_printf ("%s %u", self->rule, x);
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
  if (rows > WY_STRIP_MAX_ROWS || wy_report_is_one_pile (report))
    return;
  /* the thread asks whether the game's strip has values, and finds them */
  job = job_new (self->game);
  job->x = x;
  job->rows = rows;
  start_job (self, &self->period_cancel, job, period_thread, period_done);
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

/* The offsets of a class: y - phi x from the golden line, with three
 * decimals; else whole numbers, and below the diagonal their mirror (nim's
 * class 3: "-3 to -1 and 1 to 3") where the game is symmetric: a game that
 * is not (wytc with b != c) has them on the cells x <= y alone. */
static char *
band_range (const WyClassOffsets *c, gboolean golden, gboolean symmetric)
{
  int lo = (int) c->min_offset, hi = (int) c->max_offset;

  if (golden)
    return g_strdup_printf (_("from %.3f to %.3f"), c->min_offset, c->max_offset);
  if (!symmetric)
    return g_strdup_printf (_("from %d to %d"), lo, hi);
  if (hi < 0)
    /* Translators: a class's offsets above the diagonal and their mirror below it */
    return g_strdup_printf (_("%d to %d and %d to %d"), lo, hi, -hi, -lo);
  if (lo > 0)
    return g_strdup_printf (_("%d to %d and %d to %d"), -hi, -lo, lo, hi);
  return g_strdup_printf (_("from %d to %d"), MIN (lo, -hi), MAX (hi, -lo));
}

static void
band_done (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (WyInspector) self = data;
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
      g_signal_emit (self, wy_inspector_signals[WY_INSPECTOR_BAND_CHANGED], 0, FALSE, golden,
                     0.0, 0.0);
    }
  else
    {
      gboolean symmetric = wy_game_is_symmetric (job->game);
      g_autofree char *range = band_range (c, golden, symmetric);

      /* Translators: the band of a Grundy class: its offsets (a range), measured
       * as the %s after them says */
      text = g_strdup_printf (_("Value %u: offsets %s (%s), %lu positions"), job->value, range,
                              golden ? "y − φx"
                              : symmetric ? _("x minus the row's nearest P-position, on both "
                                              "sides of the diagonal")
                                          : _("x minus the row's nearest P-position, on the "
                                              "cells x ≤ y: the game is not symmetric"),
                              (unsigned long) c->count);
      g_signal_emit (self, wy_inspector_signals[WY_INSPECTOR_BAND_CHANGED], 0, TRUE, golden,
                     c->min_offset, c->max_offset);
    }
  gtk_label_set_text (GTK_LABEL (self->band_label), text);
}

void
wy_inspector_update_band (WyInspector *self)
{
  int value = gtk_check_button_get_active (GTK_CHECK_BUTTON (self->band_check))
              ? (int) gtk_adjustment_get_value (self->band_adjustment) : -1;
  Job *job;

  g_cancellable_cancel (self->band_cancel);
  g_clear_object (&self->band_cancel);
  gtk_label_set_text (GTK_LABEL (self->band_label), "");
  if (value < 0 || self->board == NULL)
    {
      g_signal_emit (self, wy_inspector_signals[WY_INSPECTOR_BAND_CHANGED], 0, FALSE, FALSE,
                     0.0, 0.0);
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
      g_signal_emit (self, wy_inspector_signals[WY_INSPECTOR_BAND_CHANGED], 0, FALSE, FALSE,
                     0.0, 0.0);
    }
  else
    wy_inspector_update_band (self);
}
