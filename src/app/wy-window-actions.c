/* wy-window-actions.c: the window's zoom, table, export, gallery and limit-plot actions. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "wy-window-private.h"
#include "wy-export-dialog.h"
#include "wy-limit-window.h"
#include "wy-paper-gallery.h"

static void
zoom_action (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);

  if (g_str_equal (action, "win.zoom-in"))
    wy_board_view_zoom_in (self->board_view);
  else if (g_str_equal (action, "win.zoom-out"))
    wy_board_view_zoom_out (self->board_view);
  else
    wy_board_view_zoom_fit (self->board_view);
}

/* The table rows whose pairs lie on the board (wy-table.c), in a format. */
char *
_wy_window_table_text (WyWindow *self, WyTableFormat format, guint *n_rows)
{
  WyBoard *board = _wy_window_get_board (self);
  g_autoptr (GArray) rows = NULL;

  if (board == NULL)
    return NULL;
  rows = wy_table_rows_on_board (board);
  if (n_rows != NULL)
    *n_rows = rows->len;
  return wy_table_format (wy_board_get_game (board), rows, format, FALSE);
}

gboolean
_wy_window_save_table (WyWindow *self, const char *filename, GError **error)
{
  WyTableFormat format;
  g_autofree char *text = NULL;

  if (!wy_table_format_from_filename (filename, &format, error))
    return FALSE;
  text = _wy_window_table_text (self, format, NULL);
  if (text == NULL)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED, _("There is no board to tabulate yet."));
      return FALSE;
    }
  return wy_export_write_text (filename, text, strlen (text), NULL, error);
}

static void
copy_table (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  gboolean latex = g_str_equal (action, "win.copy-table-latex");
  guint n = 0;
  g_autofree char *table = _wy_window_table_text (self, latex ? WY_TABLE_LATEX : WY_TABLE_CSV,
                                                 &n);
  g_autofree char *text = NULL;

  if (table == NULL)
    return;
  if (n == 0)
    {
      /* A table without rows is no use in a paper. */
      _wy_window_toast (self, _("The board is too small to settle a row of the table: enlarge it."));
      return;
    }
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), table);
  /* TRANSLATORS: the last %s is a file format, "CSV" or "LaTeX" */
  text = g_strdup_printf (ngettext ("Copied %u table row to the clipboard as %s.",
                                    "Copied %u table rows to the clipboard as %s.", n),
                          n, latex ? "LaTeX" : "CSV");
  _wy_window_toast (self, text);
}

static void
on_save_table_response (GtkNativeDialog *chooser, int response, gpointer data)
{
  g_autoptr (WyWindow) self = data;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL, *text = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  if (file == NULL)
    return;
  path = g_file_get_path (file);
  if (path == NULL)
    g_set_error (&error, WY_ERROR, WY_ERROR_IO, _("Tables can only be saved to local files."));
  else if (_wy_window_save_table (self, path, &error))
    {
      g_autofree char *name = g_file_get_basename (file);
      text = g_strdup_printf (_("Saved the table to “%s”."), name);
      _wy_window_toast (self, text);
      return;
    }
  _wy_window_show_error (self, error->message);
}

static void
save_table (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  WyBoard *board = _wy_window_get_board (self);
  g_autofree char *rule = NULL, *name = NULL;
  GtkFileChooserNative *chooser;

  if (board == NULL)
    return;
  rule = wy_game_to_string (wy_board_get_game (board));
  g_strcanon (rule, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789=-", '-');
  name = g_strdup_printf ("%s-table.csv", rule);
  chooser = gtk_file_chooser_native_new (_("Save Table"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_table_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
export_action (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  WyRenderOptions options;
  WyExportDialog *dialog;

  if (_wy_window_get_board (self) == NULL)
    return;
  _wy_window_act (self);
  wy_board_view_get_options (self->board_view, &options);
  dialog = wy_export_dialog_present (GTK_WINDOW (self), self->result, &options);
  _wy_window_heaps3_export (self, dialog);
}

void
wy_window_show_paper_item (WyWindow *self, const WyPaperItem *item)
{
  WyProvenance prov = { 0 };
  g_autofree char *caption = wy_paper_caption_plain (_(item->caption));
  g_autofree char *msg = NULL;

  prov.game = (char *) item->games[0].rule;
  prov.step = item->step;
  prov.style = self->style;
  prov.axes = TRUE;
  wy_paper_item_view_of (item, &prov.size, &prov.view);
  _wy_window_apply_provenance (self, &prov);
  /* the view and size are the user's settings too: say that they changed */
  msg = g_strdup_printf (_("Showing %s (%s): its game, board size, step and view."), item->id,
                         caption);
  _wy_window_show_note (self, msg);
}

/* A window of the window's (the gallery, a plot) no wider than it: on a
 * phone's 360 px it fits as the window does. */
void
_wy_window_present_within (WyWindow *self, GtkWindow *child)
{
  int width, height, within = gtk_widget_get_width (GTK_WIDGET (self));

  gtk_window_get_default_size (child, &width, &height);
  if (within > 0 && within < width)
    gtk_window_set_default_size (child, within, height);
  _wy_window_act (self);
  gtk_window_present (child);
}

static void
on_paper_item_activated (GtkWindow *gallery, const WyPaperItem *item, WyWindow *self)
{
  wy_window_show_paper_item (self, item);
}

GtkWindow *
wy_window_new_paper_gallery (WyWindow *self)
{
  GtkWindow *gallery = wy_paper_gallery_new (GTK_WINDOW (self));

  g_signal_connect_object (gallery, "item-activated", G_CALLBACK (on_paper_item_activated), self,
                           0);
  return gallery;
}

static void
paper_gallery_action (GtkWidget *widget, const char *action, GVariant *param)
{
  _wy_window_present_within (WY_WINDOW (widget), wy_window_new_paper_gallery (WY_WINDOW (widget)));
}

/* The limit plot of the game shown; offered only where a limit is defined
 * (_wy_window_set_game enables it). */
static void
limit_plot_action (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);

  _wy_window_present_within (self,
                             GTK_WINDOW (wy_limit_window_new (GTK_WINDOW (self), self->game)));
}

void
_wy_window_actions_class_init (GtkWidgetClass *widget_class)
{

  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.copy-table-csv", NULL, copy_table);
  gtk_widget_class_install_action (widget_class, "win.copy-table-latex", NULL, copy_table);
  gtk_widget_class_install_action (widget_class, "win.save-table", NULL, save_table);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.limit-plot", NULL, limit_plot_action);
  gtk_widget_class_install_action (widget_class, "win.paper-gallery", NULL, paper_gallery_action);
}
