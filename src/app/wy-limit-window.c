/* wy-limit-window.c: the limit plot in a window: x_n / n of the current game against log n, with the Perron limit and paper 001's printed value (win.limit-plot). */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-limit-window.h"
#include "wy-render-limit.h"
#include "wy-window-private.h"

#define PLOT_COUNT 1000000
#define PLOT_POINTS 80

static void
draw_plot (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  const WyLimitSeries *series = data;

  wy_render_limit (cr, series, width, height);
}

static void
series_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;
  WyLimitSeries *series = wy_limit_series (data, PLOT_COUNT, PLOT_POINTS, cancellable, &error);

  if (series)
    g_task_return_pointer (task, series, (GDestroyNotify) wy_limit_series_free);
  else
    g_task_return_error (task, error);
}

static void
weak_ref_free (GWeakRef *ref)
{
  g_weak_ref_clear (ref);
  g_free (ref);
}

/* data: a weak reference to the plot window, which may be gone (closed,
 * or destroyed with its parent) by the time the series is ready. */
static void
series_ready (GObject *source, GAsyncResult *result, gpointer data)
{
  GtkWindow *plot = g_weak_ref_get (data);
  g_autoptr (GError) error = NULL;
  WyLimitSeries *series = g_task_propagate_pointer (G_TASK (result), &error);
  GtkWidget *child;

  weak_ref_free (data);
  if (!plot)
    {
      g_clear_pointer (&series, wy_limit_series_free);
      return;
    }
  if (!series)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          child = gtk_label_new (error->message);
          gtk_label_set_wrap (GTK_LABEL (child), TRUE);
          gtk_window_set_child (plot, child);
        }
      g_object_unref (plot);
      return;
    }
  child = gtk_drawing_area_new ();
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (child), draw_plot, series,
                                  (GDestroyNotify) wy_limit_series_free);
  gtk_window_set_child (plot, child);
  g_object_set_data (G_OBJECT (plot), "wy-series", series);
  g_object_unref (plot);
}

GtkWindow *
wy_limit_window_new (WyWindow *window, const WyGame *game)
{
  GtkWidget *plot = gtk_window_new ();
  GCancellable *cancellable = g_cancellable_new ();
  GWeakRef *ref = g_new0 (GWeakRef, 1);
  GTask *task;

  g_weak_ref_init (ref, plot);
  task = g_task_new (NULL, cancellable, series_ready, ref);
  g_autofree char *rule = wy_game_to_string (game);
  g_autofree char *title = g_strdup_printf (_("Limit of x_n/n: %s"), rule);

  /* the task's callback holds a weak reference only */
  gtk_window_set_title (GTK_WINDOW (plot), title);
  gtk_window_set_transient_for (GTK_WINDOW (plot), GTK_WINDOW (window));
  gtk_window_set_destroy_with_parent (GTK_WINDOW (plot), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (plot), 720, 480);
  gtk_window_set_child (GTK_WINDOW (plot), gtk_spinner_new ());
  gtk_spinner_start (GTK_SPINNER (gtk_window_get_child (GTK_WINDOW (plot))));
  /* closing the window stops the computation */
  g_signal_connect_swapped (plot, "destroy", G_CALLBACK (g_cancellable_cancel), cancellable);
  g_object_set_data_full (G_OBJECT (plot), "wy-cancellable", cancellable, g_object_unref);
  g_task_set_task_data (task, wy_game_copy (game), (GDestroyNotify) wy_game_free);
  g_task_run_in_thread (task, series_thread);
  g_object_unref (task);
  return GTK_WINDOW (plot);
}

static void
open_plot (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WyWindow *window = WY_WINDOW (widget);
  WyBoard *board = wy_window_get_board (window);

  if (!board)
    return;
  gtk_window_present (wy_limit_window_new (window, wy_board_get_game (board)));
}

void
wy_limit_window_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.limit-plot", NULL, open_plot);
}
