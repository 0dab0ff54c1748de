/* wy-export-dialog.c: the Export Figure dialog and its worker (issue 4). */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-accessible.h"
#include "wy-app-hold.h"
#include "wy-export-dialog.h"
#include "wy-paper-items.h"
#include "wy-app-testing.h"

struct _WyExportDialog {
  GtkWindow        parent_instance;

  WySolution      *solution;     /* what is exported: its board, formula and Grundy classes */
  WyBoard         *board;        /* the solution's */
  WyBoard         *cube;         /* a three-heap game's cube in 3-D, drawn as cube_view */
  const char      *slice_axis;   /* or the slice of it shown, z = slice_k (NULL: a board) */
  guint            slice_k;
  WyCubeOptions    cube_view;
  WyRenderOptions  render;

  GtkWidget       *format;
  GtkWidget       *width;
  GtkWidget       *unit;
  GtkWidget       *dpi;
  GtkWidget       *dpi_label;
  GtkWidget       *style;
  GtkWidget       *steps;
  GtkWidget       *fps_label;
  GtkWidget       *fps;
  GtkWidget       *fade_label;
  GtkWidget       *fade;
  GtkWidget       *key;
  GtkWidget       *caption_check;
  GtkWidget       *caption;
  char            *caption_text; /* what options.render.caption points to */
  GtkWidget       *size_label;
  GtkWidget       *error_label;
  GtkWidget       *export_button;
  GtkWidget       *progress;
  GtkFileChooserNative *chooser;
  /* an export under way in a worker thread */
  GCancellable    *cancellable;
  char            *path;         /* the file it writes */
  gint             permille;     /* its progress, written by the worker */
  guint            progress_timeout;
  gboolean         disposed;      /* the fields go: what they say as they go is not heard */
};

G_DEFINE_FINAL_TYPE (WyExportDialog, wy_export_dialog, GTK_TYPE_WINDOW)

/* The Format list's entries: the table's rows, in its order. */
static WyExportFormat
selected_format (WyExportDialog *self)
{
  guint i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->format));

  return i < WY_N_EXPORT_FORMATS ? (WyExportFormat) i : WY_EXPORT_PNG;
}

/* A video shows the steps at the window's animation speed. */
static double
window_speed (WyExportDialog *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  double speed = WY_EXPORT_DEFAULT_FPS;

  if (parent && g_object_class_find_property (G_OBJECT_GET_CLASS (parent), "speed"))
    g_object_get (parent, "speed", &speed, NULL);
  return CLAMP (speed, WY_EXPORT_MIN_FPS, WY_EXPORT_MAX_FPS);
}

/* The 3-D view as the window draws it, in the style and with the key the dialog chooses. */
static void
get_cube_view (WyExportDialog *self, const WyExportOptions *options, WyCubeOptions *view)
{
  *view = self->cube_view;
  view->style = options->render.style;
  view->dark = FALSE;
  view->key = options->render.key;
}

/* The figure's size in pixels, or why it cannot be made with these options. */
static gboolean
figure_size (WyExportDialog *self, const WyExportOptions *options, guint *w, guint *h,
             GError **error)
{
  WyCubeOptions view;

  if (self->cube == NULL)
    return wy_export_get_pixel_size (self->board, options, w, h, error);
  get_cube_view (self, options, &view);
  return wy_export_cube_get_pixel_size (self->cube, &view, options, w, h, error);
}

gboolean
wy_export_dialog_get_options (WyExportDialog *self, WyExportOptions *options, GError **error)
{
  guint w, h;

  wy_export_options_init (options);
  options->format = selected_format (self);
  options->fps = gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->fps));
  options->fade = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->fade));
  options->width = gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->width));
  options->unit = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->unit));
  options->dpi = gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->dpi));
  options->all_steps = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->steps)) == 1;
  options->render = self->render;
  options->render.style = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->style));
  options->render.dark = FALSE;
  options->render.has_hover = FALSE;
  /* the outcome view's colour key, in either style */
  options->render.key = options->render.paper_key =
    gtk_check_button_get_active (GTK_CHECK_BUTTON (self->key));
  options->render.caption = gtk_check_button_get_active (GTK_CHECK_BUTTON (self->caption_check))
                            ? self->caption_text : NULL;
  if (self->cube == NULL && wy_export_format_is_video (options->format))
    return wy_export_check_video (self->board, options, error);
  return figure_size (self, options, &w, &h, error);
}

/* "Every step", as the format holds them: a frame each, a page each. */
static void
name_every_step (WyExportDialog *self, WyExportFormat format)
{
  GtkStringList *list = GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (self->steps)));
  const char *name = wy_export_format_is_video (format) ? _("Every step, a frame each")
                     : format == WY_EXPORT_PDF ? _("Every step, a page each")
                     : _("Every step");
  const char *now = gtk_string_list_get_string (list, 1);
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->steps));

  if (now != NULL && g_str_equal (now, name))
    return;
  gtk_string_list_splice (list, 1, 1, (const char *[]) { name, NULL });
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->steps), selected);
}

/* The pixel size the figure will have, or why it cannot be made. */
static void
update_summary (WyExportDialog *self)
{
  g_autoptr (GError) error = NULL;
  WyExportOptions options;
  guint w = 0, h = 0;
  g_autofree char *text = NULL;
  gboolean ok = wy_export_dialog_get_options (self, &options, &error);

  if (ok)
    figure_size (self, &options, &w, &h, NULL);
  if (ok && options.format == WY_EXPORT_GIF && options.render.style == WY_STYLE_SCREEN)
    text = g_strdup_printf (_("%u × %u pixels; a GIF holds 255 colours: the screen style's "
                              "shades may be merged (the paper style stays exact)"), w, h);
  else
    text = ok ? g_strdup_printf (_("%u × %u pixels"), w, h) : NULL;
  gtk_label_set_text (GTK_LABEL (self->size_label), text ? text : "");
  gtk_label_set_text (GTK_LABEL (self->error_label), error ? error->message : "");
  gtk_widget_set_visible (self->error_label, error != NULL);
  gtk_widget_set_sensitive (self->export_button, ok);
  /* the rate and the fade are a video's */
  gtk_widget_set_visible (self->fps_label, wy_export_format_is_video (options.format));
  gtk_widget_set_visible (self->fps, wy_export_format_is_video (options.format));
  gtk_widget_set_visible (self->fade_label, wy_export_format_is_video (options.format));
  gtk_widget_set_visible (self->fade, wy_export_format_is_video (options.format));
  /* Pixels need no resolution; physical units do. A video in pixels has none. */
  gtk_widget_set_sensitive (self->dpi, options.unit != WY_UNIT_PX
                                       || wy_export_format_get_info (options.format)->raster);
  gtk_widget_set_visible (self->dpi, options.unit != WY_UNIT_PX
                                     || !wy_export_format_is_video (options.format));
  gtk_widget_set_visible (self->dpi_label, gtk_widget_get_visible (self->dpi));
  name_every_step (self, options.format);
}

static void
on_caption_changed (GtkEditable *entry, WyExportDialog *self)
{
  if (self->disposed)
    return;
  g_free (self->caption_text);
  self->caption_text = g_strdup (gtk_editable_get_text (entry));
  update_summary (self);
}

/* The caption a figure of the window gets unless edited: the game, its
 * rule, the board, and the step when one is shown. */
static char *
default_caption (WyExportDialog *self)
{
  const WyGame *game = wy_board_get_game (self->board);
  g_autofree char *rule = wy_game_to_string (game);
  guint size = wy_board_get_size (self->board);
  g_autofree char *title = wy_paper_caption_plain (wy_family_get_title (wy_game_get_family (game)));
  /* UpMark's positions begin at 1 */
  guint first = wy_board_get_status (self->board, 0, 0) == WY_STATUS_NONE ? 1 : 0;

  if (self->slice_axis != NULL)
    return self->render.step > 0
      /* Translators: "Nim (three heaps): nim:heaps=3, slice z = 3 of 23 × 23 × 23, after
       * step 2." */
      ? g_strdup_printf (_("%s: %s, slice %s = %u of %u × %u × %u, after step %u."), title, rule,
                         self->slice_axis, self->slice_k, size, size, size, self->render.step)
      : g_strdup_printf (_("%s: %s, slice %s = %u of %u × %u × %u."), title, rule,
                         self->slice_axis, self->slice_k, size, size, size);
  if (wy_board_is_one_pile (self->board))
    return self->render.step > 0
      /* Translators: "Fraenkel's Mark: mark:k=2, piles 0 to 99, after step 3." */
      ? g_strdup_printf (_("%s: %s, piles %u to %u, after step %u."), title, rule, first,
                         size - 1, self->render.step)
      : g_strdup_printf (_("%s: %s, piles %u to %u."), title, rule, first, size - 1);
  return self->render.step > 0
    /* Translators: "Gurvich's WYT(a, b): wyt:a=1,b=2, board 23 × 23, after step 3." */
    ? g_strdup_printf (_("%s: %s, board %u × %u, after step %u."), title, rule, size, size,
                       self->render.step)
    : g_strdup_printf (_("%s: %s, board %u × %u."), title, rule, size, size);
}

static void
on_changed (GObject *object, GParamSpec *pspec, WyExportDialog *self)
{
  /* a field with the focus takes its typed text as the dialog closes */
  if (self->disposed)
    return;
  /* a video is every step: choosing GIF or WebM chooses them */
  if (object == G_OBJECT (self->format) && self->cube == NULL
      && wy_export_format_is_video (selected_format (self)))
    gtk_drop_down_set_selected (GTK_DROP_DOWN (self->steps), 1);
  update_summary (self);
}

static char *
suggested_name (WyExportDialog *self, WyExportFormat format)
{
  WyBoard *board = self->cube ? self->cube : self->board;
  g_autofree char *rule = wy_game_to_string (wy_board_get_game (board));
  /* each slice a file of its own: "-z3" */
  g_autofree char *part = self->cube ? g_strdup ("-3d")
                          : self->slice_axis ? g_strdup_printf ("-%s%u", self->slice_axis,
                                                                self->slice_k)
                          : g_strdup ("");

  g_strcanon (rule, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789=-", '-');
  return g_strdup_printf ("%s-%u%s.%s", rule, wy_board_get_size (board), part,
                          wy_export_format_get_name (format));
}

/* ---- exporting in a worker thread ---- */

typedef struct {
  WySolution      *solution;       /* its board; kept alive for options.render's formula and
                                    * Grundy classes */
  WyBoard         *cube;           /* NULL, or the 3-D view of it is written */
  WyCubeOptions    cube_view;
  WyExportOptions  options;
  char            *caption;        /* kept alive for options.render */
  char            *path;
  gint            *permille;
} ExportJob;

static void
export_job_free (ExportJob *job)
{
  wy_solution_unref (job->solution);
  g_clear_pointer (&job->cube, wy_board_unref);
  g_free (job->caption);
  g_free (job->path);
  g_free (job);
}

static void
export_progress (double fraction, gpointer user_data)
{
  g_atomic_int_set ((gint *) user_data, (gint) CLAMP (fraction * 1000, 0, 1000));
}

static void
export_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  ExportJob *job = data;
  GError *error = NULL;
  gboolean ok = job->cube
    ? wy_export_cube_write (job->cube, &job->cube_view, &job->options, job->path, cancellable,
                            &error)
    : wy_export_write_full (wy_solution_get_board (job->solution), &job->options, job->path,
                            export_progress, job->permille, cancellable, &error);

  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static gboolean
show_progress (gpointer data)
{
  WyExportDialog *self = data;

  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress),
                                 g_atomic_int_get (&self->permille) / 1000.0);
  return G_SOURCE_CONTINUE;
}

static void
set_exporting (WyExportDialog *self, gboolean exporting)
{
  gtk_widget_set_sensitive (self->export_button, !exporting);
  gtk_widget_set_visible (self->progress, exporting);
  g_clear_handle_id (&self->progress_timeout, g_source_remove);
  if (exporting)
    self->progress_timeout = g_timeout_add (100, show_progress, self);
}

static void
on_export_done (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (WyExportDialog) self = data;
  g_autoptr (GError) error = NULL;

  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);

  wy_app_hold (FALSE);
  g_clear_object (&self->cancellable);
  /* closed meanwhile (disposed), or cancelled: a cancelled export left no
   * file behind; nothing to say */
  if (self->board == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (ok)
    {
      GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
      ExportJob *job = g_task_get_task_data (G_TASK (result));

      /* the window gives the news (with a button to open the file); a URI, not the
       * path, which need not be UTF-8 (a GVariant string must be) */
      if (parent != NULL)
        {
          g_autoptr (GFile) file = g_file_new_for_path (job->path);
          g_autofree char *uri = g_file_get_uri (file);

          gtk_widget_activate_action (GTK_WIDGET (parent), "win.exported", "s", uri);
        }
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }
  set_exporting (self, FALSE);
  gtk_label_set_text (GTK_LABEL (self->error_label), error->message);
  gtk_widget_set_visible (self->error_label, TRUE);
}

void
wy_export_dialog_write_async (WyExportDialog *self, const char *filename)
{
  ExportJob *job = g_new0 (ExportJob, 1);
  g_autoptr (GTask) task = NULL;
  WyExportFormat by_name;

  if (!wy_export_dialog_get_options (self, &job->options, NULL))
    {
      g_free (job);
      return;
    }
  /* the worker's own reference to the (immutable) solution the render reads */
  job->solution = wy_solution_ref (self->solution);
  if (self->cube != NULL)
    {
      job->cube = wy_board_ref (self->cube);
      get_cube_view (self, &job->options, &job->cube_view);
    }
  /* the entry may change while the worker draws */
  job->caption = g_strdup (job->options.render.caption);
  job->options.render.caption = job->caption;
  /* The extension, when it names a format, wins; otherwise add the chosen one. */
  if (wy_export_format_from_filename (filename, &by_name, NULL))
    {
      job->options.format = by_name;
      job->path = g_strdup (filename);
    }
  else
    job->path = g_strconcat (filename, ".", wy_export_format_get_name (job->options.format),
                             NULL);
  g_atomic_int_set (&self->permille, 0);
  job->permille = &self->permille;
  g_free (self->path);
  self->path = g_strdup (job->path);
  self->cancellable = g_cancellable_new ();
  gtk_widget_set_visible (self->error_label, FALSE);
  set_exporting (self, TRUE);
  /* the dialog is the callback's reference, let go on the main thread */
  task = g_task_new (NULL, self->cancellable, on_export_done, g_object_ref (self));
  g_task_set_task_data (task, job, (GDestroyNotify) export_job_free);
  wy_app_hold (TRUE);
  g_task_run_in_thread (task, export_thread);
}

gboolean
wy_export_dialog_is_exporting (WyExportDialog *self)
{
  return self->cancellable != NULL;
}

WyExportDialog *
wy_export_dialog_get_exporting (GtkWindow *parent)
{
  GListModel *tops = gtk_window_get_toplevels ();

  /* a dialog closed (Cancel, Stop and Quit) is no longer among them, its worker stopping */
  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (tops, i);

      if (WY_IS_EXPORT_DIALOG (top)
          && gtk_window_get_transient_for (GTK_WINDOW (top)) == parent
          && WY_EXPORT_DIALOG (top)->cancellable != NULL)
        return WY_EXPORT_DIALOG (top);
    }
  return NULL;
}

const char *
wy_export_dialog_get_path (WyExportDialog *self)
{
  g_return_val_if_fail (WY_IS_EXPORT_DIALOG (self), NULL);
  return self->path;
}

/* Ctrl+Q quits from the dialog too, as from the window (which asks first while it exports):
 * the dialog is not the application's window, whose keys it would share. */
static void
quit_action (GtkWidget *widget, const char *action, GVariant *param)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));

  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "app.quit", NULL);
}

/* Cancel stops an export under way (its files are removed) and closes. */
static void
on_cancel_clicked (GtkButton *button, WyExportDialog *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
on_close_request (GtkWindow *window, gpointer data)
{
  WyExportDialog *self = WY_EXPORT_DIALOG (window);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  return FALSE;
}

static void
on_chooser_response (GtkNativeDialog *chooser, int response, WyExportDialog *self)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&self->chooser);
  if (file == NULL)
    return;
  path = g_file_get_path (file);
  if (path == NULL)
    g_set_error (&error, WY_ERROR, WY_ERROR_IO, _("Figures can only be saved to local files."));
  else
    {
      wy_export_dialog_write_async (self, path);
      return;
    }
  gtk_label_set_text (GTK_LABEL (self->error_label), error->message);
  gtk_widget_set_visible (self->error_label, TRUE);
}

static void
on_export_clicked (GtkButton *button, WyExportDialog *self)
{
  WyExportOptions options;
  g_autofree char *name = NULL;

  if (!wy_export_dialog_get_options (self, &options, NULL))
    return;
  name = suggested_name (self, options.format);
  self->chooser = wy_export_chooser_show (GTK_WINDOW (self), _("Export Figure"), name,
                                          G_CALLBACK (on_chooser_response), self);
}

/* The spin buttons say their range, from the template's adjustments. */
static void
range_tooltip (GtkWidget *spin, const char *name)
{
  GtkAdjustment *adj = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (spin));
  g_autofree char *tip = g_strdup_printf (_("%s, from %g to %g"), name,
                                          gtk_adjustment_get_lower (adj),
                                          gtk_adjustment_get_upper (adj));

  gtk_widget_set_tooltip_text (spin, tip);
}

static void
wy_export_dialog_dispose (GObject *object)
{
  WyExportDialog *self = WY_EXPORT_DIALOG (object);

  self->disposed = TRUE;
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->progress_timeout, g_source_remove);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  self->board = NULL;
  g_clear_pointer (&self->solution, wy_solution_unref);
  g_clear_pointer (&self->cube, wy_board_unref);
  g_clear_pointer (&self->caption_text, g_free);
  g_clear_pointer (&self->path, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), WY_TYPE_EXPORT_DIALOG);
  G_OBJECT_CLASS (wy_export_dialog_parent_class)->dispose (object);
}

static void
wy_export_dialog_class_init (WyExportDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wy_export_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/wythoff/Lattice/ui/wy-export-dialog.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, WyExportDialog, name)
  CHILD (format);
  CHILD (width);
  CHILD (unit);
  CHILD (dpi);
  CHILD (dpi_label);
  CHILD (style);
  CHILD (steps);
  CHILD (fps_label);
  CHILD (fps);
  CHILD (fade_label);
  CHILD (fade);
  CHILD (key);
  CHILD (caption_check);
  CHILD (caption);
  CHILD (size_label);
  CHILD (error_label);
  CHILD (export_button);
  CHILD (progress);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_caption_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_export_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_install_action (widget_class, "export.quit", NULL, quit_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_q, GDK_CONTROL_MASK, "export.quit",
                                       NULL);
}

static void
fill_formats (WyExportDialog *self)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  for (guint i = 0; i < WY_N_EXPORT_FORMATS; i++)
    gtk_string_list_append (list, _(wy_export_format_get_info (i)->label));
  g_signal_handlers_block_by_func (self->format, on_changed, self);
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->format), G_LIST_MODEL (list));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->format), 0);
  g_signal_handlers_unblock_by_func (self->format, on_changed, self);
  g_object_unref (list);
}

static void
wy_export_dialog_init (WyExportDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  fill_formats (self);
  wy_accessible_name_tree (GTK_WIDGET (self));
  wy_accessible_enter_activates_default (GTK_WIDGET (self));
  g_signal_connect (self, "close-request", G_CALLBACK (on_close_request), NULL);
  range_tooltip (self->width, _("Width"));
  range_tooltip (self->dpi, _("Resolution in dots per inch"));
}

/* The check boxes' labels wrap. */
static void
wrap_check_label (GtkWidget *check)
{
  for (GtkWidget *c = gtk_widget_get_first_child (check); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LABEL (c))
      {
        gtk_label_set_wrap (GTK_LABEL (c), TRUE);
        gtk_label_set_max_width_chars (GTK_LABEL (c), 30);
      }
}

/* For a window narrower than the dialog (a phone's 360 px): each label goes
 * above its field, the fields take the labels' column, the check boxes'
 * labels wrap, the margins narrow and the dialog takes the window's width
 * (its title shortened where it must be), so that it fits. */
static void
fold (WyExportDialog *self, int width)
{
  /* the window's child (not bound: the window unparents it) */
  GtkWidget *grid = gtk_window_get_child (GTK_WINDOW (self));
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (grid);

  for (GtkWidget *c = gtk_widget_get_first_child (grid); c;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkGridLayoutChild *place =
        GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, c));
      int column = gtk_grid_layout_child_get_column (place);
      int row = gtk_grid_layout_child_get_row (place);
      int span = gtk_grid_layout_child_get_column_span (place);
      /* a field's label: alone in the first column */
      gboolean label = column == 0 && span == 1;

      if (label)
        gtk_label_set_xalign (GTK_LABEL (c), 0);
      else
        gtk_widget_set_hexpand (c, TRUE);  /* the fields share the width */
      gtk_grid_layout_child_set_row (place, 2 * row + !label);
      gtk_grid_layout_child_set_column (place, label ? 0 : MAX (column - 1, 0));
      gtk_grid_layout_child_set_column_span (place, label ? 2 : MIN (span, 2));
    }
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_widget_set_margin_start (grid, 12);
  gtk_widget_set_margin_end (grid, 12);
  wrap_check_label (self->key);
  wrap_check_label (self->caption_check);
  /* a dialog that cannot be resized takes its natural width: its title's */
  gtk_window_set_resizable (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), width, -1);
}

/* The window goes: the dialog with it, and no longer its transient (GTK 4.8 keeps a dialog's
 * parent when the dialog was destroyed before it, and the dialog, which its worker keeps a
 * little longer, would let go of a parent already freed). */
static void
on_parent_destroyed (WyExportDialog *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
  gtk_window_set_transient_for (GTK_WINDOW (self), NULL);
}

WyExportDialog *
wy_export_dialog_present (GtkWindow *parent, WySolution *solution,
                          const WyRenderOptions *options)
{
  WyExportDialog *self = g_object_new (WY_TYPE_EXPORT_DIALOG, "transient-for", parent,
                                       "destroy-with-parent", TRUE, NULL);
  int width;

  g_signal_connect_object (parent, "destroy", G_CALLBACK (on_parent_destroyed), self,
                           G_CONNECT_SWAPPED);
  /* the dialog and its export keep the solution, the options only lend the view's */
  self->solution = wy_solution_ref (solution);
  self->board = wy_solution_get_board (solution);
  self->render = *options;
  self->render.formula = self->solution;
  self->render.grundy_classes = wy_solution_get_grundy_classes (self->solution);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->style), options->style);
  /* a video starts at the window's animation speed */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->fps), window_speed (self));
  {
    g_autofree char *caption = default_caption (self);

    gtk_editable_set_text (GTK_EDITABLE (self->caption), caption);
  }
  update_summary (self);
  gtk_widget_measure (GTK_WIDGET (self), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL,
                      NULL);
  if (gtk_widget_get_mapped (GTK_WIDGET (parent)) && width > gtk_widget_get_width (GTK_WIDGET (parent)))
    fold (self, gtk_widget_get_width (GTK_WIDGET (parent)));
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

void
wy_export_dialog_set_slice (WyExportDialog *self, WyAxis axis, guint k)
{
  g_autofree char *caption = NULL, *plane = NULL;

  g_return_if_fail (WY_IS_EXPORT_DIALOG (self));
  self->slice_axis = wy_render_axis_letter (axis);
  self->slice_k = k;
  /* the figure names its plane, as wythoff export --slice does (interned: it
   * outlives the dialog in a worker's copy of the options) */
  plane = g_strdup_printf ("%s=%u", self->slice_axis, k);
  self->render.plane = g_intern_string (plane);
  caption = default_caption (self);
  gtk_editable_set_text (GTK_EDITABLE (self->caption), caption);
}

void
wy_export_dialog_set_cube (WyExportDialog *self, WyBoard *cube, const WyCubeOptions *view)
{
  g_return_if_fail (WY_IS_EXPORT_DIALOG (self) && cube != NULL && view != NULL);
  g_clear_pointer (&self->cube, wy_board_unref);
  self->cube = wy_board_ref (cube);
  self->cube_view = *view;
  /* the 3-D view is one picture at the step shown, drawn without a caption */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->steps), 0);
  gtk_widget_set_sensitive (self->steps, FALSE);
  gtk_widget_set_visible (self->caption_check, FALSE);
  gtk_widget_set_visible (self->caption, FALSE);
  gtk_check_button_set_label (GTK_CHECK_BUTTON (self->key),
                              _("Colour _key of the steps under the cube"));
  /* the key as the view draws it (an opened figure's, without one) */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->key), view->key);
  update_summary (self);
}
