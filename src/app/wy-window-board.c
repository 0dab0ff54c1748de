/* wy-window-board.c: what the board and the inspector report: a cell clicked (selected, or a
 * move in play), the cell under the pointer, the zoom, a class's band. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-window-private.h"
#include "wy-ui-strings.h"

static void
on_inspector_band_changed (WyInspector *inspector, gboolean has, gboolean golden, double min,
                           double max, WyWindow *self)
{
  wy_board_view_set_band (self->board_view, has, golden, min, max);
}

static void
on_board_cell_clicked (WyBoardView *view, guint x, guint y, WyWindow *self)
{
  WyPos pos = { x, y };

  if (_wy_window_play_click (self, &pos))
    return;
  _wy_window_select (self, &pos);
}

/* A move's target chosen in the side panel (Enter on its row): the keys go to the board (the
 * 3-D view where it shows), which tells the new selection; the list, rebuilt for it, took the
 * focus with the row. */
static void
on_inspector_move_activated (WyInspector *inspector, guint x, guint y, WyWindow *self)
{
  GtkWidget *board = GTK_WIDGET (self->board_view);

  on_board_cell_clicked (self->board_view, x, y, self);
  if (!gtk_widget_get_mapped (board) && self->heaps3 != NULL)
    board = self->heaps3->cube_view;
  gtk_widget_grab_focus (board);
}

static void
on_board_hover_changed (WyBoardView *view, gboolean inside, guint x, guint y, WyWindow *self)
{
  WyBoard *board = _wy_window_get_board (self);
  g_autofree char *text = NULL;
  g_autofree char *pos_text = NULL;
  WyPos pos = { x, y };
  WyStatus status;
  int grundy;

  if (!inside || board == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->hover_label), "");
      return;
    }
  status = wy_board_get_status (board, x, y);
  pos_text = wy_ui_format_pos (&pos, wy_board_is_one_pile (board));
  /* step 0: not computed (far out on a large board) */
  text = wy_board_get_step (board, x, y) > 0
    ? g_strdup_printf (_("%s · %s · step %u"), pos_text, wy_status_get_label (status),
                       wy_board_get_step (board, x, y))
    : g_strdup_printf ("%s · %s", pos_text, wy_status_get_label (status));
  grundy = wy_board_has_grundy (board) ? wy_board_get_grundy (board, x, y) : -1;
  if (grundy >= 0)
    {
      char *more = g_strdup_printf (_("%s · Grundy value %d"), text, grundy);

      g_free (text);
      text = more;
    }
  else if (wy_solution_get_grundy_classes (self->result) != NULL)
    {
      g_autofree char *value = wy_ui_format_class_value (wy_solution_get_grundy_classes (self->result), x, y);
      char *more = g_strdup_printf ("%s · %s", text, value);

      g_free (text);
      text = more;
    }
  gtk_label_set_text (GTK_LABEL (self->hover_label), text);
}

static void
on_board_zoom_changed (WyBoardView *view, GParamSpec *pspec, WyWindow *self)
{
  g_autofree char *text = g_strdup_printf (_("Zoom %.0f%%"), 100 * wy_board_view_get_zoom (view));

  gtk_label_set_text (GTK_LABEL (self->zoom_label), text);
}

static void
clear_selection (GtkWidget *widget, const char *action, GVariant *param)
{
  _wy_window_select (WY_WINDOW (widget), NULL);
}

void
_wy_window_board_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_board_cell_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_board_hover_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_board_zoom_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_inspector_move_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_inspector_band_changed);
  gtk_widget_class_install_action (widget_class, "win.clear-selection", NULL, clear_selection);
}

void
_wy_window_board_init (WyWindow *self)
{
  on_board_zoom_changed (self->board_view, NULL, self);
  g_signal_connect_swapped (self->inspector, "notify::report",
                            G_CALLBACK (_wy_window_report_changed), self);
}
