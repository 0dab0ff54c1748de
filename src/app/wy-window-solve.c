/* wy-window-solve.c: the window's solving in the background: progress, cancel, the result
 * handed on to be shown. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-window-private.h"

#define PROGRESS_DELAY_MS 200  /* fast solves never flash a progress bar */
#define PREVIEW_MIN_SIZE 1000  /* below this the full solve is fast enough */

static void
stop_progress (WyWindow *self)
{
  g_clear_handle_id (&self->progress_timeout, g_source_remove);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->progress_revealer), FALSE);
}

static gboolean
show_progress (gpointer data)
{
  WyWindow *self = data;

  self->progress_timeout = 0;
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->progress_revealer), TRUE);
  return G_SOURCE_REMOVE;
}

static void
on_solve_progress (double fraction, gpointer data)
{
  WyWindow *self = data;
  double seconds = (g_get_monotonic_time () - self->change_time) / 1e6;
  g_autofree char *text = NULL;

  fraction = CLAMP (fraction, 0, 1);
  /* how far, and how long so far: a long solve says it is working */
  /* Translators: a solve's progress: "40 %, 12 s so far" */
  text = g_strdup_printf (_("%.0f %%, %.0f s so far"), 100 * fraction, seconds);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress_bar), fraction);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress_bar), text);
  gtk_progress_bar_set_show_text (GTK_PROGRESS_BAR (self->progress_bar), TRUE);
}

/* A solve's result shown: the full board, or the quick preview while the full one runs. */
static void
show_result (WyWindow *self, WySolution *result, gboolean quick)
{
  _wy_window_hide_error (self);
  _wy_window_update_view (self);
  self->showing_quick = quick;
  _wy_window_set_result (self, result);
}

static void
on_solved (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (WyWindow) self = data;
  g_autoptr (GError) error = NULL;
  WySolution *result = wy_solve_finish (res, &error);

  /* A newer solve replaced this one (or the window is closing). */
  if (g_task_get_cancellable (G_TASK (res)) != self->cancellable)
    {
      g_clear_pointer (&result, wy_solution_unref);
      return;
    }
  /* Progress updates still queued must not arrive after the result. */
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  stop_progress (self);
  if (result == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _wy_window_solve_failed (self, error->message, wy_solve_get_allowed_size (res));
      return;
    }
  show_result (self, result, FALSE);
}

/* A quick sparse board (steps on demand, no |N_j| or Grundy values)
 * painted while the full solve runs: it keeps a parameter change on a
 * large board within a frame or two. */
static void
on_preview (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (WyWindow) self = data;
  WySolution *result = wy_solve_finish (res, NULL);

  /* Discarded when the full board (or a newer solve) came first. */
  if (result == NULL || self->cancellable == NULL
      || g_task_get_cancellable (G_TASK (res)) != self->cancellable)
    {
      g_clear_pointer (&result, wy_solution_unref);
      return;
    }
  show_result (self, result, TRUE);
}

static void
start_solve (WyWindow *self)
{
  g_autofree char *label = NULL;
  WyQuery query = _wy_window_query (self), preview;
  int top;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  self->showing_quick = FALSE;
  top = _wy_window_grundy_top (self);
  label = wy_game_is_one_pile (self->game)
    ? g_strdup_printf (_("Solving 0 to %u…"), self->size - 1)
    : wy_game_get_heaps (self->game) == 3
    ? g_strdup_printf (_("Solving %u × %u × %u…"), self->size, self->size, self->size)
    : top >= 0
    ? g_strdup_printf (_("Solving %u × %u and the Grundy classes 0 to %d…"), self->size,
                       self->size, top)
    : g_strdup_printf (_("Solving %u × %u…"), self->size, self->size);
  gtk_label_set_text (GTK_LABEL (self->progress_label), label);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress_bar), 0);
  gtk_progress_bar_set_show_text (GTK_PROGRESS_BAR (self->progress_bar), FALSE);
  if (self->progress_timeout == 0
      && !gtk_revealer_get_reveal_child (GTK_REVEALER (self->progress_revealer)))
    self->progress_timeout = g_timeout_add (PROGRESS_DELAY_MS, show_progress, self);
  /* the core knows whether a quicker exact board exists */
  if (self->size >= PREVIEW_MIN_SIZE && wy_solve_get_preview (self->game, &query, &preview))
    wy_solve_async (self->game, &preview, self->cancellable, on_preview, g_object_ref (self));
  query.progress = on_solve_progress;
  query.user_data = self;
  wy_solve_async (self->game, &query, self->cancellable, on_solved, g_object_ref (self));
}

static gboolean
solve_idle (gpointer data)
{
  WyWindow *self = data;

  self->solve_idle = 0;
  start_solve (self);
  return G_SOURCE_REMOVE;
}

/* Several changes in one main loop iteration cost one solve. */
void
_wy_window_queue_solve (WyWindow *self)
{
  if (self->game == NULL)
    return;
  self->change_time = g_get_monotonic_time ();
  if (self->solve_idle != 0)
    return;
  self->solve_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, solve_idle, self, NULL);
}

static void
cancel_solve (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);

  if (self->cancellable == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  stop_progress (self);
  if (self->showing_quick)
    _wy_window_show_message (self, GTK_MESSAGE_INFO,
                            _("Solving cancelled; the board shows the quick answer: exact "
                              "P-positions and steps, without the counts |Nⱼ|."));
  else
    _wy_window_show_message (self, GTK_MESSAGE_INFO,
                            self->result ? _("Solving cancelled; the board shows the previous game.")
                                         : _("Solving cancelled."));
}

void
_wy_window_solve_dispose (WyWindow *self)
{
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->progress_timeout, g_source_remove);
  g_clear_handle_id (&self->solve_idle, g_source_remove);
}

void
_wy_window_solve_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.cancel-solve", NULL, cancel_solve);
}
