/* wy-board-view-cursor.c: the board's keyboard cursor, and what it tells screen readers. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-board-view-private.h"
#include "wy-ui-strings.h"

/* Screen readers hear the cursor's cell and what it is. */
void
wy_board_view_describe_cursor (WyBoardView *self)
{
  const WyPos *c = &self->options.cursor;
  g_autofree char *pos = NULL;
  g_autofree char *text = NULL;
  guint step;

  if (self->board == NULL || !self->options.has_cursor)
    return;
  pos = wy_ui_format_pos (c, wy_board_is_one_pile (self->board));
  step = wy_board_get_step (self->board, c->x, c->y);
  text = step > 0
    ? g_strdup_printf (_("Cursor at %s: %s, decided at step %u. Enter selects it."), pos,
                       wy_status_get_label (wy_board_get_status (self->board, c->x, c->y)), step)
    : g_strdup_printf (_("Cursor at %s: %s. Enter selects it."), pos,
                       wy_status_get_label (wy_board_get_status (self->board, c->x, c->y)));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
}

/* Keep the cursor on screen when zoomed in. */
static void
reveal_cursor (WyBoardView *self)
{
  WyLayout layout;
  double cx, cy;

  wy_board_view_compute_layout (self, &layout);
  if (self->fit || layout.cell <= 0)
    return;
  wy_layout_cell_center (&layout, self->options.cursor.x, self->options.cursor.y, &cx, &cy);
  if (cx >= layout.cell && cy >= wy_layout_row (&layout) && cx <= layout.width - layout.cell
      && cy <= layout.height - wy_layout_row (&layout))
    return;
  self->center_x = self->options.cursor.x + 0.5;
  self->center_y = self->options.cursor.y + 0.5;
  wy_board_view_clamp_center (self);
}

void
wy_board_view_move_cursor (WyBoardView *self, int dx, int dy)
{
  guint size, rows;
  WyPos *c = &self->options.cursor;

  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  if (self->board == NULL)
    return;
  size = wy_board_get_size (self->board);
  rows = wy_board_is_one_pile (self->board) ? 1 : size;
  /* the first key moves at once, from the clicked cell or else from the origin, and shows
   * the cursor there (Right shows it at (1, 0)); the keys after go on from the cursor */
  if (!self->options.has_cursor)
    *c = self->options.has_selection ? self->options.selection : (WyPos) { 0, 0 };
  self->options.has_cursor = TRUE;
  c->x = (guint) CLAMP ((gint64) c->x + dx, 0, (gint64) size - 1);
  c->y = (guint) CLAMP ((gint64) c->y + dy, 0, (gint64) rows - 1);
  reveal_cursor (self);
  wy_board_view_describe_cursor (self);
  /* the status line tells the cursor's cell as it tells the one under the pointer */
  g_signal_emit (self, wy_board_view_signals[WY_BOARD_VIEW_HOVER_CHANGED], 0, TRUE, c->x, c->y);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
