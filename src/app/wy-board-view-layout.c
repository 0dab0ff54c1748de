/* wy-board-view-layout.c: the board widget's geometry: the layout from zoom and centre, zooming
 * and panning; and the table of its properties, which class_init in wy-board-view.c fills. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <string.h>

#include "wy-board-view-private.h"

#define MIN_ZOOM 0.5
#define MAX_CELL_FRACTION 0.5  /* a cell never grows past half the widget */

GParamSpec *wy_board_view_properties[WY_BOARD_VIEW_N_PROPS];

/* On screen no text is smaller than 0.8 of the interface's font (and 10 px):
 * the labels thin out instead. */
static void
update_min_font (WyBoardView *self)
{
  PangoContext *pango = gtk_widget_get_pango_context (GTK_WIDGET (self));
  const PangoFontDescription *desc = pango_context_get_font_description (pango);
  double size = desc ? pango_font_description_get_size (desc) / (double) PANGO_SCALE : 11;

  if (desc && !pango_font_description_get_size_is_absolute (desc))
    size *= 96.0 / 72.0;
  self->options.min_font = MAX (10.0, 0.8 * size);
}

static void
fit_layout (WyBoardView *self, double width, double height, WyLayout *out)
{
  update_min_font (self);
  wy_layout_fit (self->board, &self->options, width, height, out);
}

/* The layout for the current size from zoom and centre. */
void
wy_board_view_compute_layout (WyBoardView *self, WyLayout *out)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  WyLayout fit;

  memset (out, 0, sizeof *out);
  out->width = width;
  out->height = height;
  if (self->board == NULL || width < 1 || height < 1)
    return;
  fit_layout (self, width, height, &fit);
  if (self->fit)
    {
      *out = fit;
      return;
    }
  *out = fit;
  /* a strip of bars keeps their height while its cells grow (center_y counts rows) */
  wy_layout_zoom (out, self->zoom);
  out->origin_x = width / 2 - self->center_x * out->cell;
  out->origin_y = height / 2 + self->center_y * wy_layout_row (out);
}

static double
max_zoom (WyBoardView *self)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  WyLayout fit;

  if (self->board == NULL || width < 1 || height < 1)
    return 1.0;
  fit_layout (self, width, height, &fit);
  if (fit.cell <= 0)
    return 1.0;
  return MAX (1.0, MIN (width, height) * MAX_CELL_FRACTION / fit.cell);
}

/* Leave fit mode, keeping what is on screen where it is. */
static void
unfit (WyBoardView *self)
{
  WyLayout layout;

  if (!self->fit)
    return;
  wy_board_view_compute_layout (self, &layout);
  self->fit = FALSE;
  self->zoom = 1.0;
  if (layout.cell <= 0)
    return;
  self->center_x = (layout.width / 2 - layout.origin_x) / layout.cell;
  self->center_y = (layout.origin_y - layout.height / 2) / wy_layout_row (&layout);
}

void
wy_board_view_clamp_center (WyBoardView *self)
{
  double size = self->board ? wy_board_get_size (self->board) : 1;
  double rows = self->board && wy_board_is_one_pile (self->board) ? 1 : size;

  self->center_x = CLAMP (self->center_x, 0, size);
  self->center_y = CLAMP (self->center_y, 0, rows);
}

/* Zoom by factor keeping the board point under (px, py) fixed. */
void
wy_board_view_zoom_at (WyBoardView *self, double factor, double px, double py)
{
  WyLayout old, next;
  double bx, by, zoom, cell, row;

  unfit (self);
  wy_board_view_compute_layout (self, &old);
  if (old.cell <= 0)
    return;
  zoom = CLAMP (self->zoom * factor, MIN_ZOOM, max_zoom (self));
  bx = (px - old.origin_x) / old.cell;
  by = (old.origin_y - py) / wy_layout_row (&old);
  cell = old.cell * zoom / self->zoom;
  self->zoom = zoom;
  wy_board_view_compute_layout (self, &next);
  row = next.row > 0 ? next.row : cell;
  self->center_x = bx + (old.width / 2 - px) / cell;
  self->center_y = by - (old.height / 2 - py) / row;
  wy_board_view_clamp_center (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), wy_board_view_properties[WY_BOARD_VIEW_PROP_ZOOM]);
}

void
wy_board_view_pan_by (WyBoardView *self, double dx, double dy)
{
  WyLayout layout;

  unfit (self);
  wy_board_view_compute_layout (self, &layout);
  if (layout.cell <= 0)
    return;
  self->center_x -= dx / layout.cell;
  self->center_y += dy / wy_layout_row (&layout);
  wy_board_view_clamp_center (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wy_board_view_zoom_in (WyBoardView *self)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  wy_board_view_zoom_at (self, WY_BOARD_VIEW_ZOOM_STEP,
                         gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                         gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
wy_board_view_zoom_out (WyBoardView *self)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  wy_board_view_zoom_at (self, 1 / WY_BOARD_VIEW_ZOOM_STEP,
                         gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                         gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
wy_board_view_zoom_fit (WyBoardView *self)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  self->fit = TRUE;
  self->zoom = 1.0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), wy_board_view_properties[WY_BOARD_VIEW_PROP_ZOOM]);
}

double
wy_board_view_get_zoom (WyBoardView *self)
{
  g_return_val_if_fail (WY_IS_BOARD_VIEW (self), 1.0);
  return self->fit ? 1.0 : self->zoom;
}
