/* wy-board-view-input.c: the board's pointer, touch and keys: hover, clicks, pan, zoom; and the
 * table of the signals they emit, which class_init in wy-board-view.c fills. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <math.h>

#include "wy-board-view-private.h"

guint wy_board_view_signals[WY_BOARD_VIEW_N_SIGNALS];

static gboolean
cell_at (WyBoardView *self, double px, double py, WyPos *cell)
{
  WyLayout layout;

  if (self->board == NULL)
    return FALSE;
  wy_board_view_compute_layout (self, &layout);
  return wy_layout_cell_at (&layout, self->board, px, py, cell);
}

static void
set_hover (WyBoardView *self, const WyPos *pos)
{
  gboolean has = pos != NULL;

  if (has == self->options.has_hover
      && (!has || (pos->x == self->options.hover.x && pos->y == self->options.hover.y)))
    return;
  self->options.has_hover = has;
  if (has)
    self->options.hover = *pos;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, wy_board_view_signals[WY_BOARD_VIEW_HOVER_CHANGED], 0, has,
                 has ? pos->x : 0, has ? pos->y : 0);
}

/* A new board: the status line tells the cell under the pointer (else the keyboard cursor's)
 * on it, or nothing; never a cell of the board before. */
void
wy_board_view_hover_again (WyBoardView *self)
{
  WyPos pos;
  gboolean has;

  /* no board (taken apart): nothing to tell */
  self->options.has_hover = FALSE;
  if (self->board == NULL)
    return;
  has = self->has_pointer && cell_at (self, self->pointer_x, self->pointer_y, &pos);
  self->options.has_hover = has;
  if (has)
    self->options.hover = pos;
  else if (self->options.has_cursor)
    {
      has = TRUE;
      pos = self->options.cursor;
    }
  g_signal_emit (self, wy_board_view_signals[WY_BOARD_VIEW_HOVER_CHANGED], 0, has,
                 has ? pos.x : 0, has ? pos.y : 0);
}

static void
on_motion (GtkEventControllerMotion *motion, double x, double y, WyBoardView *self)
{
  WyPos pos;

  self->has_pointer = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  set_hover (self, cell_at (self, x, y, &pos) ? &pos : NULL);
}

static void
on_leave (GtkEventControllerMotion *motion, WyBoardView *self)
{
  self->has_pointer = FALSE;
  set_hover (self, NULL);
}

gboolean
wy_board_view_click_at (WyBoardView *self, double px, double py)
{
  WyPos pos;

  g_return_val_if_fail (WY_IS_BOARD_VIEW (self), FALSE);
  if (!cell_at (self, px, py, &pos))
    return FALSE;
  g_signal_emit (self, wy_board_view_signals[WY_BOARD_VIEW_CELL_CLICKED], 0, pos.x, pos.y);
  return TRUE;
}

static void
on_click_released (GtkGestureClick *click, int n_press, double x, double y, WyBoardView *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  /* the end of a pan is no click */
  if (n_press == 1 && !self->dragged)
    wy_board_view_click_at (self, x, y);
}

static void
on_drag_begin (GtkGestureDrag *drag, double x, double y, WyBoardView *self)
{
  self->drag_x = self->drag_y = 0;
  self->dragged = FALSE;
}

static void
on_drag_update (GtkGestureDrag *drag, double ox, double oy, WyBoardView *self)
{
  /* Small movements stay clicks. */
  if (self->drag_x == 0 && self->drag_y == 0 && hypot (ox, oy) < 4)
    return;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  self->dragged = TRUE;
  wy_board_view_pan_by (self, ox - self->drag_x, oy - self->drag_y);
  self->drag_x = ox;
  self->drag_y = oy;
}

static void
on_drag_end (GtkGestureDrag *drag, double ox, double oy, WyBoardView *self)
{
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "crosshair");
}

static gboolean
on_scroll (GtkEventControllerScroll *scroll, double dx, double dy, WyBoardView *self)
{
  GdkModifierType mods =
    gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (scroll));

  if (mods & GDK_CONTROL_MASK)
    {
      double px = self->has_pointer ? self->pointer_x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      double py = self->has_pointer ? self->pointer_y : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

      wy_board_view_zoom_at (self, pow (WY_BOARD_VIEW_ZOOM_STEP, -dy), px, py);
      return TRUE;
    }
  wy_board_view_pan_by (self, -dx * 40, -dy * 40);
  return TRUE;
}

static void
on_zoom_scale_changed (GtkGestureZoom *gesture, double scale, WyBoardView *self)
{
  double px, py, *last = g_object_get_data (G_OBJECT (gesture), "wy-last-scale");

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &px, &py))
    return;
  if (last == NULL)
    {
      last = g_new (double, 1);
      *last = 1.0;
      g_object_set_data_full (G_OBJECT (gesture), "wy-last-scale", last, g_free);
    }
  wy_board_view_zoom_at (self, scale / *last, px, py);
  *last = scale;
}

static void
on_zoom_end (GtkGesture *gesture, GdkEventSequence *sequence, WyBoardView *self)
{
  g_object_set_data (G_OBJECT (gesture), "wy-last-scale", NULL);
}

/* Enter: what a click on the cursor's cell does. */
gboolean
wy_board_view_activate_cursor (WyBoardView *self)
{
  g_return_val_if_fail (WY_IS_BOARD_VIEW (self), FALSE);
  if (self->board == NULL || !self->options.has_cursor)
    return FALSE;
  g_signal_emit (self, wy_board_view_signals[WY_BOARD_VIEW_CELL_CLICKED], 0,
                 self->options.cursor.x, self->options.cursor.y);
  return TRUE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state,
                WyBoardView *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      wy_board_view_move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      wy_board_view_move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      wy_board_view_move_cursor (self, 0, 1);   /* y grows upwards */
      return TRUE;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      wy_board_view_move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_ISO_Enter:
      if (!self->options.has_cursor)
        wy_board_view_move_cursor (self, 0, 0);
      return wy_board_view_activate_cursor (self);
    default:
      return FALSE;
    }
}

void
wy_board_view_add_controllers (WyBoardView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *scroll =
    gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkGesture *zoom = gtk_gesture_zoom_new ();

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (widget, keys);
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (widget, motion);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (widget, scroll);
  g_signal_connect (zoom, "scale-changed", G_CALLBACK (on_zoom_scale_changed), self);
  g_signal_connect (zoom, "end", G_CALLBACK (on_zoom_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (zoom));
}
