/* wy-file-choosers.c: the file choosers of figures: where an export goes (starting in the
 * last figure's folder) and which figure or game file opens. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-file-choosers.h"
#include "wy-export.h"

/* The folder the last figure went to, this session: the next export starts there. */
static GFile *last_folder;

void
wy_export_chooser_remember (GFile *file)
{
  g_clear_object (&last_folder);
  last_folder = g_file_get_parent (file);
}

static void
remember_folder (GtkNativeDialog *chooser, int response)
{
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT
      && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))))
    wy_export_chooser_remember (file);
}

/* Where an export starts: the last figure's folder (while it is there), else Pictures,
 * else home (not the folder the program was started from). */
static GFile *
start_folder (void)
{
  const char *pictures = g_get_user_special_dir (G_USER_DIRECTORY_PICTURES);

  if (last_folder && g_file_query_exists (last_folder, NULL))
    return g_object_ref (last_folder);
  if (pictures && g_file_test (pictures, G_FILE_TEST_IS_DIR))
    return g_file_new_for_path (pictures);
  return g_file_new_for_path (g_get_home_dir ());
}

GtkFileChooserNative *
wy_export_chooser_show (GtkWindow *parent, const char *title, const char *name,
                        GCallback on_response, gpointer data)
{
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (title, parent, GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
                                 _("_Cancel"));
  g_autoptr (GFile) folder = start_folder ();

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect (chooser, "response", G_CALLBACK (remember_folder), NULL);
  g_signal_connect (chooser, "response", on_response, data);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
  return chooser;
}

static void
on_open_response (GtkNativeDialog *chooser, int response, gpointer data)
{
  g_autoptr (GTask) task = data;
  GFile *file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  g_task_return_pointer (task, file, g_object_unref);
}

/* A filter of the figures whose provenance is read back (PNG, SVG, PDF), game files, or both;
 * named "Figures (PNG, SVG, PDF)", "Game Files (.wygame)" or both. */
static void
add_open_filter (GtkFileChooser *chooser, gboolean figures, gboolean games)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  g_autoptr (GString) names = g_string_new (NULL);
  g_autofree char *title = NULL;

  for (guint i = 0; figures && i < WY_N_EXPORT_FORMATS; i++)
    if (wy_export_format_get_info (i)->opens)
      {
        g_string_append_printf (names, "%s%s", names->len ? ", " : "",
                                wy_export_format_get_info (i)->name);
        gtk_file_filter_add_suffix (filter, wy_export_format_get_info (i)->extension);
      }
  if (games)
    gtk_file_filter_add_suffix (filter, WY_OPEN_GAME_FILE_SUFFIX);
  /* Translators: the open dialog's filters, "Figures (PNG, SVG, PDF)", "Game Files
   * (.wygame)" and "Figures and Game Files (PNG, SVG, PDF, .wygame)" */
  title = figures && games
          ? g_strdup_printf (_("Figures and Game Files (%s, .%s)"), names->str,
                             WY_OPEN_GAME_FILE_SUFFIX)
          : figures ? g_strdup_printf (_("Figures (%s)"), names->str)
                    : g_strdup_printf (_("Game Files (.%s)"), WY_OPEN_GAME_FILE_SUFFIX);
  gtk_file_filter_set_name (filter, title);
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
}

void
wy_open_file_async (GtkWindow *parent, GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task = g_task_new (parent, NULL, callback, user_data);
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Open Figure or Game File"), parent,
                                 GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));

  /* both at first: a figure opens its game, as a game file does */
  add_open_filter (GTK_FILE_CHOOSER (chooser), TRUE, TRUE);
  add_open_filter (GTK_FILE_CHOOSER (chooser), TRUE, FALSE);
  add_open_filter (GTK_FILE_CHOOSER (chooser), FALSE, TRUE);
  g_task_set_source_tag (task, wy_open_file_async);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (on_open_response), task);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

GFile *
wy_open_file_finish (GAsyncResult *result)
{
  return g_task_propagate_pointer (G_TASK (result), NULL);
}
