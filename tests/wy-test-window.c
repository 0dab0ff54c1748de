/* wy-test-window.c: helpers the widget tests share: open a window, wait for it, change its game. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include "wy-board-view-private.h"
#include "wy-export-dialog.h"
#include "wy-test-window.h"

static gboolean
wake (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

void
wy_test_wait_until (WyWindow *window, WyTestCondition cond, gpointer data)
{
  gint64 end = g_get_monotonic_time () + WY_TEST_TIMEOUT_MS * 1000;
  guint id = g_timeout_add (10, wake, NULL);

  while (!cond (window, data))
    {
      if (g_get_monotonic_time () > end)
        g_error ("%s: timed out after %d s waiting for the window", g_test_get_path (),
                 WY_TEST_TIMEOUT_MS / 1000);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (id);
}

gboolean
wy_test_solved_since (WyWindow *window, gpointer serial)
{
  return !_wy_window_is_solving (window)
         && wy_test_solve_serial (window) > GPOINTER_TO_UINT (serial);
}

gboolean
wy_test_idle_and_drawn (WyWindow *window, gpointer data)
{
  WyLayout layout;

  wy_test_board_layout (window->board_view, &layout);
  return !_wy_window_is_solving (window) && _wy_window_get_board (window) != NULL
         && layout.cell > 0;
}

void
wy_test_drain (void)
{
  for (int i = 0; i < 20; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
}

static void
count_frame (GdkFrameClock *clock, gpointer frames)
{
  (*(guint *) frames)++;
}

static gboolean
frame_painted (WyWindow *window, gpointer frames)
{
  return *(guint *) frames > 0;
}

void
wy_test_wait_frame (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  guint frames = 0;
  gulong id;

  g_assert_nonnull (clock);
  wy_test_drain ();
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (count_frame), &frames);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT);
  wy_test_wait_until (NULL, frame_painted, &frames);
  g_signal_handler_disconnect (clock, id);
}

static void
reset_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema =
    source ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;
  g_autoptr (GSettings) settings = NULL;
  g_auto (GStrv) keys = NULL;

  if (schema == NULL)
    return;
  settings = g_settings_new (APP_ID);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
  g_settings_sync ();
}

WyWindow *
wy_test_open_window (int width, int height)
{
  WyWindow *window;

  reset_settings ();
  /* news stays until read, however slow the machine */
  _wy_window_toast_timeout = 0;
  window = wy_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  wy_test_drain ();
  return window;
}

void
wy_test_close_window (WyWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  wy_test_drain ();
}

void
wy_test_set_rule (WyWindow *window, const char *rule)
{
  guint serial = wy_test_solve_serial (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.set-rule", "s", rule));
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  wy_test_drain ();
}

void
wy_test_show_game (WyWindow *window, const char *rule, guint size)
{
  guint serial = wy_test_solve_serial (window);

  g_object_set (window, "board-size", size, NULL);
  if (_wy_window_is_solving (window) || wy_test_solve_serial (window) > serial)
    wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  wy_test_set_rule (window, rule);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
}

void
wy_test_write_figure (WyWindow *window, const char *path)
{
  WyRenderOptions options;

  wy_board_view_get_options (window->board_view, &options);
  wy_test_export (wy_export_dialog_present (GTK_WINDOW (window), window->result, &options), path);
}

void
wy_test_send_key (WyWindow *window, guint keyval)
{
  wy_test_send_key_to (GTK_WIDGET (window->board_view), keyval);
}

void
wy_test_send_key_to (GtkWidget *widget, guint keyval)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        g_signal_emit_by_name (c, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
    }
  g_assert_true (handled);
}

GtkWidget *
wy_test_dialog_child (WyExportDialog *dialog, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), WY_TYPE_EXPORT_DIALOG,
                                                    name));
}

gboolean
wy_test_export_started (WyWindow *window, gpointer dialog)
{
  return gtk_progress_bar_get_fraction (GTK_PROGRESS_BAR (wy_test_dialog_child (dialog, "progress"))) > 0;
}

gboolean
wy_test_export_ended (WyWindow *window, gpointer dialog)
{
  return !wy_export_dialog_is_exporting (dialog);
}

void
wy_test_export (WyExportDialog *dialog, const char *path)
{
  g_object_ref (dialog);
  wy_export_dialog_write_async (dialog, path);
  wy_test_wait_until (NULL, wy_test_export_ended, dialog);
  /* done, the dialog has closed; refused, it stays open and says why */
  if (gtk_widget_get_visible (GTK_WIDGET (dialog)))
    g_error ("%s: the export to %s failed: %s", g_test_get_path (), path,
             gtk_label_get_text (GTK_LABEL (wy_test_dialog_child (dialog, "error_label"))));
  g_object_unref (dialog);
}

/* The entries of the window's sections (its search page holds copies of them). */
static void
collect_shortcuts (GtkWidget *widget, GPtrArray *out, gboolean in_section)
{
  in_section = in_section || GTK_IS_SHORTCUTS_SECTION (widget);
  if (in_section && GTK_IS_SHORTCUTS_SHORTCUT (widget))
    g_ptr_array_add (out, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_shortcuts (c, out, in_section);
}

GPtrArray *
wy_test_shown_shortcuts (WyWindow *window)
{
  GtkShortcutsWindow *overlay =
    gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  GPtrArray *shown = g_ptr_array_new ();

  g_assert_nonnull (overlay);
  collect_shortcuts (GTK_WIDGET (overlay), shown, FALSE);
  return shown;
}

gpointer
wy_test_find_toplevel (GType type)
{
  GListModel *tops = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (tops, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type))
        return w;
    }
  return NULL;
}

guint
wy_test_board_size (WyWindow *window)
{
  return wy_test_get_uint (window, "board-size");
}

gboolean
wy_test_band_shown (WyWindow *window, gpointer data)
{
  const char *text = wy_test_band_text (window->inspector);
  return text && *text;
}

/* The text of a PDF (pdftotext, of poppler-utils, a test package). */
char *
wy_test_pdf_text (const char *path)
{
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  const char *argv[] = { pdftotext, "-q", path, "-", NULL };
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int wait;

  g_assert_nonnull (pdftotext);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out,
                               NULL, &wait, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (wait, NULL));
  return out;
}

cairo_surface_t *
wy_test_draw_board (WyWindow *window, const WyRenderOptions *options, WyLayout *layout)
{
  GtkWidget *view = GTK_WIDGET (window->board_view);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24,
                                                         gtk_widget_get_width (view),
                                                         gtk_widget_get_height (view));
  cairo_t *cr = cairo_create (surface);
  WyLayout own;

  if (layout == NULL)
    layout = &own;
  wy_test_board_layout (window->board_view, layout);
  wy_render_draw (cr, _wy_window_get_board (window), options, layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}
