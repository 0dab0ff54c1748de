/* test-quit-export.c: quitting, or a signal, while the Export dialog writes: Ctrl+Q and closing
 * the window ask "Stop the export and quit?" (Cancel keeps both; Stop and Quit stops the export
 * and closes the window), SIGTERM, SIGINT and SIGHUP stop it without asking; no new file is
 * left and the old one stays byte for byte. A program of its own: it runs the application
 * (its quit action, its signal handlers). */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <signal.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "wy-application.h"
#include "wy-test-window.h"

#define OLD "old figure"

typedef struct {
  WyApplication  *app;
  WyWindow       *window;   /* weak: NULL once closed */
  WyExportDialog *dialog;   /* a reference */
  char           *dir;
  char           *path;     /* the figure, "old figure" in it */
  WySolution     *solution;
} Fixture;

static void
fixture_set_up (Fixture *f)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse ("wyt:a=1,b=2", NULL);

  f->app = wy_application_new ();
  /* not the one instance of the session's: a program of the tests' own */
  g_application_set_flags (G_APPLICATION (f->app),
                           g_application_get_flags (G_APPLICATION (f->app))
                           | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (f->app), NULL, &error));
  g_assert_no_error (error);
  f->window = wy_window_new (GTK_APPLICATION (f->app));
  g_object_add_weak_pointer (G_OBJECT (f->window), (gpointer *) &f->window);
  gtk_window_present (GTK_WINDOW (f->window));
  wy_test_wait_until (f->window, wy_test_idle_and_drawn, NULL);
  f->dir = g_dir_make_tmp ("wy-test-quit-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "all.pdf", NULL);
  g_assert_true (g_file_set_contents (f->path, OLD, -1, NULL));
  /* every step of a 1500 board, hundreds of pages: seconds to write, never done before
   * the test has asked and answered */
  f->solution = wy_solve (game, &(WyQuery) { .needs = WY_NEED_ELIMINATION, .size = 1500 },
                          &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *f)
{
  if (f->window != NULL)
    gtk_window_destroy (GTK_WINDOW (f->window));
  wy_test_drain ();
  g_clear_object (&f->dialog);
  g_clear_pointer (&f->solution, wy_solution_unref);
  g_unlink (f->path);
  g_rmdir (f->dir);
  g_free (f->path);
  g_free (f->dir);
  g_clear_object (&f->app);
}

/* The Export dialog over the window, writing every step over the old figure. */
static void
start_export (Fixture *f)
{
  WyRenderOptions options;

  wy_render_options_init (&options);
  options.view = WY_VIEW_ELIMINATION;
  f->dialog = g_object_ref (wy_export_dialog_present (GTK_WINDOW (f->window), f->solution,
                                                      &options));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (wy_test_dialog_child (f->dialog, "steps")), 1);
  wy_export_dialog_write_async (f->dialog, f->path);
  wy_test_wait_until (f->window, wy_test_export_started, f->dialog);
}

/* Nothing but the old figure, byte for byte, once the worker has ended. */
static void
assert_old_figure_alone (Fixture *f)
{
  g_autoptr (GDir) listing = NULL;
  g_autofree char *data = NULL;
  const char *name;

  wy_test_wait_until (NULL, wy_test_export_ended, f->dialog);
  g_assert_true (g_file_get_contents (f->path, &data, NULL, NULL));
  g_assert_cmpstr (data, ==, OLD);
  listing = g_dir_open (f->dir, 0, NULL);
  while ((name = g_dir_read_name (listing)))
    g_assert_cmpstr (name, ==, "all.pdf");
}

/* The question asked (a message dialog shown), or NULL. */
static AdwMessageDialog *
question (void)
{
  return wy_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
}

/* The question's button of this label (its mnemonic's "_" left out). */
static GtkWidget *
question_button (AdwMessageDialog *q, const char *label)
{
  GtkWidget *found = NULL;
  GtkWidget *w = GTK_WIDGET (q);

  /* the buttons are deep in its tree: walk it in order */
  while (w != NULL && found == NULL)
    {
      if (GTK_IS_BUTTON (w) && gtk_button_get_label (GTK_BUTTON (w)) != NULL)
        {
          g_autofree char *text = g_strdup (gtk_button_get_label (GTK_BUTTON (w)));
          g_autoptr (GString) plain = g_string_new (text);

          g_string_replace (plain, "_", "", 0);
          if (g_str_equal (plain->str, label))
            found = w;
        }
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && w != GTK_WIDGET (q) && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = (w == NULL || w == GTK_WIDGET (q)) ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  g_assert_nonnull (found);
  return found;
}

/* What a GNOME application asks: stop the export and quit, destructive, or cancel (also
 * Escape), the default. */
static AdwMessageDialog *
assert_asked (void)
{
  AdwMessageDialog *q;

  wy_test_drain ();
  q = question ();
  g_assert_nonnull (q);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (q)));
  g_assert_cmpstr (adw_message_dialog_get_heading (q), ==, "Stop the export and quit?");
  g_assert_true (adw_message_dialog_has_response (q, "stop"));
  g_assert_cmpint (adw_message_dialog_get_response_appearance (q, "stop"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  g_assert_cmpstr (adw_message_dialog_get_close_response (q), ==, "cancel");
  g_assert_cmpstr (adw_message_dialog_get_default_response (q), ==, "cancel");
  return q;
}

/* Ctrl+Q in the Export dialog (it has the focus) asks; Cancel goes on exporting; closing
 * the window asks again; Stop and Quit stops the export and closes the window. */
/* Each test in a process of its own: one application a process (its D-Bus object, the
 * signal that ended it). */
static gboolean
in_own_process (void)
{
  if (g_test_subprocess ())
    return TRUE;
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT
                                   | G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  return FALSE;
}

static void
test_quit_asks (void)
{
  g_autofree char *quit = NULL;
  Fixture fixture = { 0 }, *f = &fixture;

  if (!in_own_process ())
    return;
  fixture_set_up (f);
  start_export (f);
  quit = wy_test_key_action (GTK_WIDGET (f->dialog), "<Control>q");
  g_assert_nonnull (quit);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->dialog), quit, NULL));
  wy_test_click (question_button (assert_asked (), "Cancel"));
  wy_test_drain ();
  g_assert_null (question ());
  g_assert_nonnull (f->window);
  g_assert_true (wy_export_dialog_is_exporting (f->dialog));

  /* the window's close button (or Ctrl+W) asks the same */
  gtk_window_close (GTK_WINDOW (f->window));
  wy_test_click (question_button (assert_asked (), "Stop and Quit"));
  assert_old_figure_alone (f);
  wy_test_drain ();
  g_assert_null (f->window);
  g_assert_null (question ());
  g_assert_cmpint (wy_application_get_signal (f->app), ==, 0);
  fixture_tear_down (f);
}

/* SIGTERM (a logout), SIGINT (Ctrl+C) and SIGHUP (the terminal closed) while the question
 * is up or not: the export stops without asking, the window closes, the application says
 * which signal ended it (main.c exits with 128 + it). */
static void
test_signal_stops (gconstpointer data)
{
  int signal = GPOINTER_TO_INT (data);
  Fixture fixture = { 0 }, *f = &fixture;

  if (!in_own_process ())
    return;
  fixture_set_up (f);
  start_export (f);
  if (signal == SIGHUP)
    {
      gtk_window_close (GTK_WINDOW (f->window));
      assert_asked ();
    }
  g_assert_cmpint (raise (signal), ==, 0);
  assert_old_figure_alone (f);
  wy_test_drain ();
  g_assert_null (f->window);
  g_assert_null (question ());
  g_assert_cmpint (wy_application_get_signal (f->app), ==, signal);
  fixture_tear_down (f);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/quit/export-asks", test_quit_asks);
  g_test_add_data_func ("/gui/quit/sigterm-stops-export", GINT_TO_POINTER (SIGTERM),
                        test_signal_stops);
  g_test_add_data_func ("/gui/quit/sigint-stops-export", GINT_TO_POINTER (SIGINT),
                        test_signal_stops);
  g_test_add_data_func ("/gui/quit/sighup-stops-export-asked", GINT_TO_POINTER (SIGHUP),
                        test_signal_stops);
  return g_test_run ();
}
