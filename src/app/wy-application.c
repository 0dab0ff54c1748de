/* wy-application.c: the application: one window, app-wide actions, light and dark style, and
 * SIGTERM, SIGINT and SIGHUP, which stop an export and close the windows before it ends. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-application.h"
#include "wy-export.h"
#include "wy-interrupts-private.h"
#include "wy-shortcuts.h"
#include "wy-uninstalled-private.h"
#include "wy-window-library.h"
#include "wy-window-private.h"

struct _WyApplication {
  AdwApplication  parent_instance;
  GSettings      *settings;
  int             signal;     /* the signal that is ending it, or 0 */
  guint           signal_sources[WY_N_INTERRUPTS];
};

G_DEFINE_FINAL_TYPE (WyApplication, wy_application, ADW_TYPE_APPLICATION)

/* "default" follows the desktop's style (libadwaita asks the settings
 * portal, or GNOME's color-scheme setting); "light" and "dark" force one. */
static void
apply_color_scheme (WyApplication *self)
{
  g_autofree char *scheme = self->settings
    ? g_settings_get_string (self->settings, "color-scheme") : g_strdup ("default");
  AdwColorScheme adw = g_str_equal (scheme, "dark") ? ADW_COLOR_SCHEME_FORCE_DARK
                       : g_str_equal (scheme, "light") ? ADW_COLOR_SCHEME_FORCE_LIGHT
                       : ADW_COLOR_SCHEME_DEFAULT;

  adw_style_manager_set_color_scheme (adw_application_get_style_manager (ADW_APPLICATION (self)),
                                      adw);
}

static void
on_about (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkApplication *app = data;
  static const char *developers[] = { "The Wythoff Lattice authors", NULL };
  GtkWidget *about = adw_about_window_new ();

  g_object_set (about,
                "transient-for", gtk_application_get_active_window (app),
                "modal", TRUE,
                "application-name", _("Wythoff Lattice"),
                "application-icon", APP_ID,
                "version", PACKAGE_VERSION,
                "comments", _("P-positions, elimination steps and winning moves of "
                              "Wythoff's game and its generalisations, drawn like the "
                              "papers' figures"),
                "license-type", GTK_LICENSE_GPL_3_0,
                "developers", developers,
                "translator-credits", _("translator-credits"),
                NULL);
  gtk_window_present (GTK_WINDOW (about));
}

/* ---- the user manual (help/), read in the desktop's help viewer ---- */

/* The build tree's manual in the reader's language (the first of g_get_language_names that
 * help/LINGUAS translates, else English): BUILD/help/uninstalled/LANG, the pages and figures
 * linked there by help/link-uninstalled.sh. */
static char *
uninstalled_help_dir (const char *build)
{
  const char * const *languages = g_get_language_names ();

  for (int i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *dir = g_build_filename (build, "help", "uninstalled", languages[i], NULL);
      g_autofree char *index = g_build_filename (dir, "index.page", NULL);

      if (g_file_test (index, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&dir);
    }
  return g_build_filename (build, "help", "uninstalled", "C", NULL);
}

/* Where the manual's pages are: the build tree's for a program of the build tree (NULL:
 * installed, help:wythoff-lattice, which the viewer looks up in its data folders). */
static char *
help_dir (void)
{
  const char *build = _wy_uninstalled_build_dir ();

  return build != NULL ? uninstalled_help_dir (build) : NULL;
}

/* What the viewer opens: help:wythoff-lattice installed; from the build tree, ghelp: and the
 * folder's path, which Yelp opens as a Mallard document wherever it is (help: is looked up in
 * the data folders alone). */
char *
wy_application_help_uri_for_folder (const char *folder)
{
  g_autofree char *path = g_uri_escape_string (folder, G_URI_RESERVED_CHARS_ALLOWED_IN_PATH,
                                               FALSE);

  return g_strconcat ("ghelp:", path, NULL);
}

static char *
help_uri (void)
{
  g_autofree char *dir = help_dir ();

  return dir != NULL ? wy_application_help_uri_for_folder (dir) : g_strdup (WY_HELP_URI);
}

/* The window to say something in: the active one, else any main window of the application. */
static WyWindow *
main_window (GtkApplication *app)
{
  GtkWindow *active = gtk_application_get_active_window (app);

  if (WY_IS_WINDOW (active))
    return WY_WINDOW (active);
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (WY_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

/* No viewer opened the manual (none installed, as in many minimal set-ups): the window says
 * so, and where the pages are, until the next act. */
static void
on_help_shown (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GtkApplication) app = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GAppInfo) viewer = NULL;
  g_autofree char *message = NULL, *dir = NULL;
  WyWindow *window;

  if (gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error)
      || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
      || (window = main_window (app)) == NULL)
    return;
  dir = help_dir ();
  viewer = g_app_info_get_default_for_uri_scheme (dir != NULL ? "ghelp" : "help");
  if (dir == NULL)
    dir = g_strdup (WY_HELP_DIR);
  if (viewer == NULL)
    /* TRANSLATORS: %s is a folder */
    message = g_strdup_printf (_("The manual could not be opened: no help viewer is installed "
                                 "(GNOME's is Yelp). Its pages are in %s."), dir);
  else
    /* TRANSLATORS: the first %s is the system's reason, the second a folder */
    message = g_strdup_printf (_("The manual could not be opened (%s). Its pages are in %s."),
                               error->message, dir);
  _wy_window_show_act_error (window, message);
}

/* F1 and Help in the main menu: the manual, over the main window (the active one if it is). */
static void
on_help (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkApplication *app = data;
  GtkWindow *parent = GTK_WINDOW (main_window (app));
  g_autofree char *uri = NULL;

  if (parent == NULL)
    return;
  uri = help_uri ();
  gtk_show_uri_full (parent, uri, GDK_CURRENT_TIME, NULL, on_help_shown,
                     g_object_ref (app));
}

/* The application's windows, each a reference (the list freed with g_list_free_full). */
static GList *
list_windows (WyApplication *self)
{
  return g_list_copy_deep (gtk_application_get_windows (GTK_APPLICATION (self)),
                           (GCopyFunc) (void (*) (void)) g_object_ref, NULL);
}

/* Closing the windows saves their state; one whose export is under way asks first, and stays
 * until the question is answered. */
static void
on_quit (GSimpleAction *action, GVariant *param, gpointer data)
{
  GList *windows = list_windows (data);

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free_full (windows, g_object_unref);
}

/* A logout, Ctrl+C in a terminal, a closed terminal: an export under way stops (its worker,
 * which holds the application, removes its temporary file before the process ends), the
 * windows close saving their state, and main.c exits with 128 + the signal. */
static void
interrupt (gpointer data, int signal)
{
  WyApplication *self = data;
  GList *windows;

  if (self->signal != 0)
    return;
  self->signal = signal;
  windows = list_windows (self);
  for (GList *l = windows; l != NULL; l = l->next)
    {
      WyExportDialog *dialog = wy_export_dialog_get_exporting (l->data);

      if (dialog != NULL)
        {
          g_autofree char *name = g_filename_display_name (wy_export_dialog_get_path (dialog));
          /* Translators: one line on standard error when a signal stops an export (as the
           * command wythoff says it); %s is the file */
          g_autofree char *line = g_strdup_printf (_("interrupted: %s was not written"), name);

          g_printerr ("wythoff-lattice: %s\n", line);
          /* closed, it stops its worker: the window then closes without asking */
          gtk_window_close (GTK_WINDOW (dialog));
        }
      gtk_window_close (l->data);
    }
  g_list_free_full (windows, g_object_unref);
}

int
wy_application_get_signal (WyApplication *self)
{
  g_return_val_if_fail (WY_IS_APPLICATION (self), 0);
  return self->signal;
}

static void
wy_application_startup (GApplication *app)
{
  WyApplication *self = WY_APPLICATION (app);
  GSettingsSchemaSource *source;
  g_autoptr (GSettingsSchema) schema = NULL;
  static const GActionEntry entries[] = {
    { .name = "about", .activate = on_about },
    { .name = "help", .activate = on_help },
    { .name = "quit", .activate = on_quit },
  };

  G_APPLICATION_CLASS (wy_application_parent_class)->startup (app);
  g_action_map_add_action_entries (G_ACTION_MAP (app), entries, G_N_ELEMENTS (entries), app);
  source = g_settings_schema_source_get_default ();
  schema = source ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;
  if (schema != NULL)
    {
      g_autoptr (GAction) scheme = NULL;

      self->settings = g_settings_new (APP_ID);
      scheme = g_settings_create_action (self->settings, "color-scheme");
      g_action_map_add_action (G_ACTION_MAP (app), scheme);
      g_signal_connect_swapped (self->settings, "changed::color-scheme",
                                G_CALLBACK (apply_color_scheme), self);
    }
  apply_color_scheme (self);
  wy_shortcuts_set_accels (GTK_APPLICATION (app));
  /* the primary instance's: a remote one hands its command line over and ends */
  _wy_interrupts_watch (self->signal_sources, interrupt, self);
  gtk_window_set_default_icon_name (APP_ID);
}

static void
wy_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (wy_window_new (GTK_APPLICATION (app)));
  gtk_window_present (window);
}

/* The window to show a command line's request in: the active one, or a new one (*fresh). */
static WyWindow *
command_line_window (GApplication *app, gboolean *fresh)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (fresh != NULL)
    *fresh = window == NULL;
  if (window == NULL)
    window = GTK_WINDOW (wy_window_new (GTK_APPLICATION (app)));
  return WY_WINDOW (window);
}

/* The rule a bare --size applies to: the open window's, else the saved one;
 * asked without creating a window, so that a refused size exits at once. */
static char *
current_rule (WyApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  char *rule = NULL;

  if (window != NULL)
    g_object_get (window, "rule", &rule, NULL);
  else if (self->settings != NULL)
    rule = g_settings_get_string (self->settings, "rule");
  return rule ? rule : g_strdup (WY_WINDOW_DEFAULT_RULE);
}

/* A figure the window opens: a PNG, SVG or PDF with provenance. */
static gboolean
is_figure_name (const char *arg)
{
  WyExportFormat format;

  return wy_export_format_from_filename (arg, &format, NULL)
         && wy_export_format_get_info (format)->opens;
}

/* What a command line asks to show: a game, a figure's provenance or a game file. */
typedef struct {
  WyGame       *game;
  gboolean      figure;
  WyProvenance  prov;
  WyGameFile   *file;
  guint64       size;
  gboolean      file_failed;  /* a file (game file, figure) that would not open */
} Request;

static void
request_clear (Request *request)
{
  g_clear_pointer (&request->game, wy_game_free);
  g_clear_pointer (&request->file, wy_game_file_unref);
  wy_provenance_clear (&request->prov);
}

/* A rule string; else a library game's name, which opens its file as the file would (its
 * game, view and size); else the core's message, which names both. */
static gboolean
parse_game (const char *arg, Request *request, GError **error)
{
  if ((request->game = wy_game_parse (arg, NULL)) || (request->file = wy_library_find (arg)))
    return TRUE;
  return (request->game = wy_game_new_from_text (arg, error)) != NULL;
}

/* The one argument: a game file (.wygame), a figure, a rule string or a library game's name. */
static gboolean
parse_argument (GApplicationCommandLine *cmdline, const char *arg, Request *request,
                GError **error)
{
  g_autoptr (GFile) file = NULL;
  g_autofree char *path = NULL;

  if (!wy_is_game_file_name (arg) && !is_figure_name (arg))
    return parse_game (arg, request, error);
  file = g_application_command_line_create_file_for_arg (cmdline, arg);
  path = g_file_get_path (file);
  if (path == NULL)
    g_set_error (error, WY_ERROR, WY_ERROR_IO, _("%s: only a local file can be opened"), arg);
  else if (wy_is_game_file_name (arg))
    request->file = wy_game_file_load (path, error);
  else
    request->figure = wy_export_read_provenance (path, &request->prov, error);
  request->file_failed = request->file == NULL && !request->figure;
  return !request->file_failed;
}

/* --size S, within what the requested game (or the current one) allows. */
static gboolean
parse_size (WyApplication *self, const char *size_text, Request *request, GError **error)
{
  g_autofree char *rule = NULL;
  g_autoptr (WyGame) target = NULL;
  guint max;

  if (request->game)
    target = wy_game_copy (request->game);
  else if (request->file)
    target = wy_game_file_get_game (request->file);
  else
    target = wy_game_parse (request->figure ? request->prov.game : (rule = current_rule (self)),
                            NULL);
  max = target ? wy_solve_max_side (target, &(WyQuery) { .needs = WY_NEED_ELIMINATION }, NULL)
               : WY_WINDOW_SIZE_MAX;
  max = MIN (WY_WINDOW_SIZE_MAX, max);
  if (g_ascii_string_to_unsigned (size_text, 10, 1, max, &request->size, NULL))
    return TRUE;
  g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
               _("--size %s is out of range: the size must be from 1 to %u"), size_text, max);
  return FALSE;
}

static void
show_request (WyWindow *window, const Request *request, gboolean fresh)
{
  if (request->figure)
    _wy_window_apply_provenance (window, &request->prov);
  if (request->file)
    wy_window_show_game_file (window, request->file);
  if (request->game)
    _wy_window_set_game (window, request->game);
  if (request->size > 0)
    g_object_set (window, "board-size", (guint) request->size, NULL);
  /* a new window's history begins with what it was asked to show */
  if (fresh)
    _wy_window_forget_history (window);
  gtk_window_present (GTK_WINDOW (window));
}

/* wythoff-lattice [RULE | FIGURE | GAME-FILE] [--size S]: open a game, what a figure this
 * program wrote shows, or a game file. Bad input: one line, exit status 2 (GApplication makes
 * it 0 where the window then runs here: a file that would not open, said in the window). */
static int
wy_application_command_line (GApplication *app, GApplicationCommandLine *cmdline)
{
  GVariantDict *options = g_application_command_line_get_options_dict (cmdline);
  g_auto (GStrv) argv = NULL;
  g_autoptr (GError) error = NULL;
  Request request = { 0 };
  const char *size_text = NULL;
  gboolean fresh;
  WyWindow *window;
  int argc;

  argv = g_application_command_line_get_arguments (cmdline, &argc);
  if (argc > 2)
    error = g_error_new (WY_ERROR, WY_ERROR_PARSE, _("give one game or one figure, not %d"),
                         argc - 1);
  else if (argc == 2)
    parse_argument (cmdline, argv[1], &request, &error);
  if (!error && g_variant_dict_lookup (options, "size", "&s", &size_text))
    parse_size (WY_APPLICATION (app), size_text, &request, &error);
  if (error)
    g_application_command_line_printerr (cmdline, "wythoff-lattice: %s\n", error->message);
  /* a file handed over (a file manager's Exec=%f) that would not open: the window says why
   * too, opened for it or in front (a bad rule or size is the command line's alone) */
  if (!error || request.file_failed)
    {
      window = command_line_window (app, &fresh);
      show_request (window, &request, fresh);
      if (error)
        _wy_window_show_act_error (window, error->message);
    }
  request_clear (&request);
  return error ? 2 : 0;
}

/* Files handed over by the desktop (D-Bus activation, another instance): each game file or
 * figure opens in the window, the last one shown. A new window's history begins once they are
 * in it, as the command line's does (undo brought back the game saved from the last run). */
static void
wy_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  gboolean fresh;
  WyWindow *window = command_line_window (app, &fresh);

  for (int i = 0; i < n_files; i++)
    wy_window_open_file (window, files[i]);
  if (fresh)
    _wy_window_forget_history (window);
  gtk_window_present (GTK_WINDOW (window));
}

static void
wy_application_finalize (GObject *object)
{
  WyApplication *self = WY_APPLICATION (object);

  g_clear_object (&self->settings);
  _wy_interrupts_unwatch (self->signal_sources);
  G_OBJECT_CLASS (wy_application_parent_class)->finalize (object);
}

static void
wy_application_class_init (WyApplicationClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = wy_application_finalize;
  G_APPLICATION_CLASS (klass)->startup = wy_application_startup;
  G_APPLICATION_CLASS (klass)->activate = wy_application_activate;
  G_APPLICATION_CLASS (klass)->command_line = wy_application_command_line;
  G_APPLICATION_CLASS (klass)->open = wy_application_open;
}

static void
wy_application_init (WyApplication *self)
{
  static const GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_STRING, NULL, N_("Board size (cells per side)"), N_("S") },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self),
                                                     _("[GAME | FIGURE | GAME-FILE]"));
  g_application_set_option_context_summary (G_APPLICATION (self),
    _("GAME is a rule string such as wyt:a=1,b=2 or nimpq:p=2 (see wythoff --help), or "
      "the name of a game of the library (wythoff library list); FIGURE is a PNG, SVG or "
      "PDF figure this program exported; GAME-FILE is a game file (.wygame)."));
}

WyApplication *
wy_application_new (void)
{
  return g_object_new (WY_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_COMMAND_LINE | G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/org/wythoff/Lattice",
                       NULL);
}
