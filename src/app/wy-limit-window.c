/* wy-limit-window.c: the limit plot window: x_n / n of a game against log n, with the Perron
 * limit and paper 001's printed value, the last value and whether the limit is proved; export. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-accessible.h"
#include "wy-board-view.h"
#include "wy-export-dialog.h"
#include "wy-limit-window.h"
#include "wy-render-limit.h"
#include "wy-ui-strings.h"

#define PLOT_COUNT 1000000
#define PLOT_POINTS 80
#define EXPORT_WIDTH 1200
#define EXPORT_DPI 150

struct _WyLimitWindow {
  GtkWindow      parent_instance;

  WyGame        *game;
  WyLimitSeries *series;
  GCancellable  *cancellable;
  char          *summary;     /* the "summary" property, the label under the plot */
  GtkFileChooserNative *chooser;

  /* template children */
  GtkWidget     *stack;       /* "computing" (a spinner) or "plot" */
  GtkWidget     *area;
  GtkWidget     *export_button;
};

G_DEFINE_FINAL_TYPE (WyLimitWindow, wy_limit_window, GTK_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_SUMMARY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_summary (WyLimitWindow *self, const char *text)
{
  g_free (self->summary);
  self->summary = g_strdup (text);
  /* to a screen reader the plot is an image described by the sentence under it */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->area),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUMMARY]);
}

static void
draw_plot (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  WyLimitWindow *self = data;

  /* the window's plot in the theme's colours (an export stays the white page) */
  if (self->series != NULL)
    wy_render_limit (cr, self->series, width, height,
                     wy_board_view_theme_is_dark (GTK_WIDGET (area)));
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

/* The last value, and what the papers say of the limit. */
static char *
summary_text (const WyLimitSeries *s, const WyGame *game)
{
  const WyLimitPoint *last = &g_array_index (s->points, WyLimitPoint, s->points->len - 1);
  g_autofree char *n = g_strdup_printf ("%llu", (unsigned long long) last->n);
  g_autofree char *value = g_strdup_printf (_("At n = %s, xₙ / n = %.6f."), n, last->ratio);
  const char *limit;
  g_autofree char *printed = NULL;

  if (s->has_perron)
    {
      g_autofree char *proved =
        g_strdup_printf (_("The limit %.6f is proved (paper 000, section 6)."), s->perron);
      return g_strdup_printf ("%s %s", value, proved);
    }
  if (s->has_printed)
    printed = g_strdup_printf (_("Paper 001 prints %.3f (Table 3), found numerically: the limit "
                                 "is only conjectured."), s->printed);
  limit = printed ? printed
          : wy_game_has_blocking (game)
          ? _("No limit is proved for this game: paper 000 only conjectures one.")
          : _("No limit is proved for this game.");
  return g_strdup_printf ("%s %s", value, limit);
}

static void
series_ready (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GError) error = NULL;
  WyLimitSeries *series = g_task_propagate_pointer (G_TASK (result), &error);
  g_autoptr (WyLimitWindow) self = data;

  /* closed meanwhile: nothing to show */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    {
      g_clear_pointer (&series, wy_limit_series_free);
      return;
    }
  if (series == NULL)
    {
      g_autofree char *sentence = wy_ui_sentence (error->message);

      set_summary (self, sentence);
      gtk_widget_set_visible (self->stack, FALSE);
      return;
    }
  self->series = series;
  {
    g_autofree char *text = summary_text (series, self->game);
    set_summary (self, text);
  }
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "plot");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "limit.export", TRUE);
  /* the keys to Export, not to the summary: the only other thing to focus, a selectable
   * label, shows a text cursor as if it were a field to edit */
  if (!GTK_IS_BUTTON (gtk_root_get_focus (GTK_ROOT (self))))
    gtk_widget_grab_focus (self->export_button);
}

gboolean
wy_limit_window_export (WyLimitWindow *self, const char *filename, GError **error)
{
  g_return_val_if_fail (WY_IS_LIMIT_WINDOW (self) && self->series != NULL, FALSE);
  return wy_export_limit_write (self->series, EXPORT_WIDTH, EXPORT_DPI, filename, NULL, error);
}

static void
on_chooser_response (GtkNativeDialog *chooser, int response, WyLimitWindow *self)
{
  g_autoptr (GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&self->chooser);
  path = file ? g_file_get_path (file) : NULL;
  if (path != NULL && !wy_limit_window_export (self, path, &error))
    {
      g_autofree char *sentence = wy_ui_sentence (error->message);
      set_summary (self, sentence);
    }
}

static void
export_action (GtkWidget *widget, const char *action, GVariant *param)
{
  WyLimitWindow *self = WY_LIMIT_WINDOW (widget);
  g_autofree char *rule = wy_game_to_string (self->game);
  g_autofree char *name = NULL;

  if (self->series == NULL || self->chooser != NULL)
    return;
  g_strcanon (rule, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789=-", '-');
  name = g_strdup_printf ("%s-limit.png", rule);
  self->chooser = wy_export_chooser_show (GTK_WINDOW (self), _("Export Plot"), name,
                                          G_CALLBACK (on_chooser_response), self);
}

WyLimitWindow *
wy_limit_window_new (GtkWindow *parent, const WyGame *game)
{
  WyLimitWindow *self = g_object_new (WY_TYPE_LIMIT_WINDOW, "transient-for", parent, NULL);
  g_autofree char *rule = wy_game_to_string (game);
  g_autofree char *title = g_strdup_printf (_("Limit of xₙ / n: %s"), rule);
  /* the window is the callback's reference, let go on the main thread */
  GTask *task = g_task_new (NULL, self->cancellable, series_ready, g_object_ref (self));

  self->game = wy_game_copy (game);
  gtk_window_set_title (GTK_WINDOW (self), title);
  g_task_set_task_data (task, wy_game_copy (game), (GDestroyNotify) wy_game_free);
  g_task_run_in_thread (task, series_thread);
  g_object_unref (task);
  return self;
}

static void
wy_limit_window_dispose (GObject *object)
{
  WyLimitWindow *self = WY_LIMIT_WINDOW (object);

  /* closing the window stops the computation */
  g_cancellable_cancel (self->cancellable);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  G_OBJECT_CLASS (wy_limit_window_parent_class)->dispose (object);
}

static void
wy_limit_window_finalize (GObject *object)
{
  WyLimitWindow *self = WY_LIMIT_WINDOW (object);

  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->series, wy_limit_series_free);
  g_clear_pointer (&self->game, wy_game_free);
  g_free (self->summary);
  G_OBJECT_CLASS (wy_limit_window_parent_class)->finalize (object);
}

static void
wy_limit_window_get_property (GObject *object, guint prop_id, GValue *value,
                              GParamSpec *pspec)
{
  if (prop_id == PROP_SUMMARY)
    g_value_set_string (value, WY_LIMIT_WINDOW (object)->summary);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
wy_limit_window_class_init (WyLimitWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wy_limit_window_dispose;
  object_class->finalize = wy_limit_window_finalize;
  object_class->get_property = wy_limit_window_get_property;
  /* what the window says under the plot ("" while computing) */
  properties[PROP_SUMMARY] =
    g_param_spec_string ("summary", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/wythoff/Lattice/ui/wy-limit-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WyLimitWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, WyLimitWindow, area);
  gtk_widget_class_bind_template_child (widget_class, WyLimitWindow, export_button);
  gtk_widget_class_install_action (widget_class, "limit.export", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close",
                                       NULL);
}

static void
wy_limit_window_init (WyLimitWindow *self)
{
  self->cancellable = g_cancellable_new ();
  self->summary = g_strdup ("");
  gtk_widget_init_template (GTK_WIDGET (self));
  /* "_Export…" reads "Export…" */
  wy_accessible_name_tree (GTK_WIDGET (self));
  /* nothing to export until the plot is computed */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "limit.export", FALSE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->area), draw_plot, self, NULL);
}
