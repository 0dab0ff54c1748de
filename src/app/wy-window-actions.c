/* wy-window-actions.c: the window's zoom, copy, export and open-figure actions. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-window-private.h"
#include "wy-export-dialog.h"

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

/* The P-positions as CSV, in the board's order (by y, then x), with their step. */
char *
wy_window_table_csv (WyWindow *self)
{
  WyBoard *board = wy_window_get_board (self);
  g_autofree char *rule = NULL;
  const WyPos *ppos;
  guint n;
  GString *csv;

  if (board == NULL)
    return NULL;
  rule = wy_game_to_string (wy_board_get_game (board));
  ppos = wy_board_get_ppos (board, &n);
  csv = g_string_new (NULL);
  g_string_append_printf (csv, "# %s, size %u\n", rule, wy_board_get_size (board));
  g_string_append (csv, wy_board_is_one_pile (board) ? "n,step\n" : "x,y,step\n");
  for (guint i = 0; i < n; i++)
    {
      guint step = wy_board_get_step (board, ppos[i].x, ppos[i].y);

      if (wy_board_is_one_pile (board))
        g_string_append_printf (csv, "%u,%u\n", ppos[i].x, step);
      else
        g_string_append_printf (csv, "%u,%u,%u\n", ppos[i].x, ppos[i].y, step);
    }
  return g_string_free (csv, FALSE);
}

static void
copy_table (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  g_autofree char *csv = wy_window_table_csv (self);
  g_autofree char *text = NULL;
  guint n = 0;

  if (csv == NULL)
    return;
  wy_board_get_ppos (wy_window_get_board (self), &n);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), csv);
  text = g_strdup_printf (ngettext ("Copied %u P-position to the clipboard as CSV.",
                                    "Copied %u P-positions to the clipboard as CSV.", n), n);
  gtk_label_set_text (GTK_LABEL (self->hover_label), text);
}

static void
export_action (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  WyRenderOptions options;

  if (wy_window_get_board (self) == NULL)
    return;
  wy_board_view_get_options (self->board_view, &options);
  wy_export_dialog_present (GTK_WINDOW (self), wy_window_get_board (self), &options,
                            self->result ? self->result->formula_ppos : NULL);
}

static void
on_figure_opened (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (WyWindow) self = data;
  g_autoptr (GError) error = NULL;
  WyProvenance prov = { 0 };

  if (!wy_open_figure_finish (res, &prov, &error))
    {
      if (error != NULL)
        wy_window_show_error (self, error->message);
      return;
    }
  wy_window_apply_provenance (self, &prov);
  wy_provenance_clear (&prov);
}

static void
open_figure (GtkWidget *widget, const char *action, GVariant *param)
{
  wy_open_figure_async (GTK_WINDOW (widget), on_figure_opened, g_object_ref (widget));
}

void
wy_window_actions_class_init (GtkWidgetClass *widget_class)
{
  static const struct { guint key; GdkModifierType mods; const char *action; } keys[] = {
    { GDK_KEY_plus, 0, "win.zoom-in" }, { GDK_KEY_equal, 0, "win.zoom-in" },
    { GDK_KEY_KP_Add, 0, "win.zoom-in" }, { GDK_KEY_minus, 0, "win.zoom-out" },
    { GDK_KEY_KP_Subtract, 0, "win.zoom-out" }, { GDK_KEY_0, 0, "win.zoom-fit" },
    { GDK_KEY_KP_0, 0, "win.zoom-fit" },
    { GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in" },
    { GDK_KEY_equal, GDK_CONTROL_MASK, "win.zoom-in" },
    { GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out" },
    { GDK_KEY_0, GDK_CONTROL_MASK, "win.zoom-fit" },
  };

  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, zoom_action);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_action (widget_class, keys[i].key, keys[i].mods,
                                         keys[i].action, NULL);
  gtk_widget_class_install_action (widget_class, "win.copy-table", NULL, copy_table);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.open-figure", NULL, open_figure);
}
