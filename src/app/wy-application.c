/* wy-application.c: the application: one window, app-wide actions, light and dark style. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-application.h"
#include "wy-window.h"

struct _WyApplication {
  GtkApplication  parent_instance;
  GSettings      *settings;
};

G_DEFINE_FINAL_TYPE (WyApplication, wy_application, GTK_TYPE_APPLICATION)

static void
apply_color_scheme (WyApplication *self)
{
  g_autofree char *scheme = self->settings
    ? g_settings_get_string (self->settings, "color-scheme") : g_strdup ("default");
  GtkSettings *gtk_settings = gtk_settings_get_default ();

  /* GTK 4.8 has no system preference of its own: "default" is light. */
  if (gtk_settings != NULL)
    g_object_set (gtk_settings, "gtk-application-prefer-dark-theme",
                  g_str_equal (scheme, "dark"), NULL);
}

static void
on_about (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkApplication *app = data;
  static const char *authors[] = { "The Wythoff Lattice authors", NULL };

  gtk_show_about_dialog (gtk_application_get_active_window (app),
                         "program-name", _("Wythoff Lattice"),
                         "logo-icon-name", APP_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("P-positions, elimination steps and winning moves of "
                                       "Wythoff's game and its generalisations, drawn like the "
                                       "papers' figures"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "authors", authors,
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static void
on_quit (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkWindow *window;

  /* Closing the windows saves their state. */
  while ((window = gtk_application_get_active_window (GTK_APPLICATION (data))) != NULL)
    gtk_window_close (window);
}

static void
set_accels (GtkApplication *app)
{
  static const struct { const char *action; const char *accels[3]; } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "win.export", { "<Control>e", NULL } },
    { "win.open-figure", { "<Control>o", NULL } },
    { "win.copy-table-csv", { "<Control><Shift>c", NULL } },
    { "win.save-table", { "<Control><Shift>s", NULL } },
    { "win.play-mode", { "<Control>p", NULL } },
    { "win.show-lines", { "<Control>l", NULL } },
    { "win.show-grid", { "<Control>g", NULL } },
    { "window.close", { "<Control>w", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (app, accels[i].action, accels[i].accels);
}

static void
wy_application_startup (GApplication *app)
{
  WyApplication *self = WY_APPLICATION (app);
  GSettingsSchemaSource *source;
  g_autoptr (GSettingsSchema) schema = NULL;
  static const GActionEntry entries[] = {
    { .name = "about", .activate = on_about },
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
  set_accels (GTK_APPLICATION (app));
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

static void
wy_application_finalize (GObject *object)
{
  WyApplication *self = WY_APPLICATION (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (wy_application_parent_class)->finalize (object);
}

static void
wy_application_class_init (WyApplicationClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = wy_application_finalize;
  G_APPLICATION_CLASS (klass)->startup = wy_application_startup;
  G_APPLICATION_CLASS (klass)->activate = wy_application_activate;
}

static void
wy_application_init (WyApplication *self)
{
}

WyApplication *
wy_application_new (void)
{
  return g_object_new (WY_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", "/org/wythoff/Lattice",
                       NULL);
}
