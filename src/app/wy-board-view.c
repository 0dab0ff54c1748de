/* wy-board-view.c: the board widget: draws through the render layer, zooms, pans, reports cells. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "wy-board-view-private.h"

#define MIN_ZOOM 0.5
#define MAX_CELL_FRACTION 0.5  /* a cell never grows past half the widget */


enum {
  PROP_0,
  PROP_ZOOM,
  PROP_STEP,
  PROP_SOLUTION,
  PROP_STYLE,
  PROP_SHOW_LINES,
  PROP_SHOW_GRID,
  PROP_SELECTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
guint wy_board_view_signals[WY_BOARD_VIEW_N_SIGNALS];

G_DEFINE_FINAL_TYPE (WyBoardView, wy_board_view, GTK_TYPE_WIDGET)

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
  out->cell = fit.cell * self->zoom;
  out->origin_x = width / 2 - self->center_x * out->cell;
  out->origin_y = height / 2 + self->center_y * out->cell;
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
  self->center_y = (layout.origin_y - layout.height / 2) / layout.cell;
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
  WyLayout old;
  double bx, by, zoom, cell;

  unfit (self);
  wy_board_view_compute_layout (self, &old);
  if (old.cell <= 0)
    return;
  zoom = CLAMP (self->zoom * factor, MIN_ZOOM, max_zoom (self));
  bx = (px - old.origin_x) / old.cell;
  by = (old.origin_y - py) / old.cell;
  cell = old.cell * zoom / self->zoom;
  self->zoom = zoom;
  self->center_x = bx + (old.width / 2 - px) / cell;
  self->center_y = by - (old.height / 2 - py) / cell;
  wy_board_view_clamp_center (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
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
  self->center_y += dy / layout.cell;
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

double
wy_board_view_get_zoom (WyBoardView *self)
{
  g_return_val_if_fail (WY_IS_BOARD_VIEW (self), 1.0);
  return self->fit ? 1.0 : self->zoom;
}

/* Light text on the current theme means a dark background. */
gboolean
wy_board_view_theme_is_dark (GtkWidget *widget)
{
  GdkRGBA fg;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  return 0.299 * fg.red + 0.587 * fg.green + 0.114 * fg.blue > 0.5;
}

static void
wy_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  WyBoardView *self = WY_BOARD_VIEW (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  cairo_t *cr;

  wy_board_view_compute_layout (self, &self->layout);
  if (self->board == NULL || width < 1 || height < 1)
    return;
  self->options.dark = wy_board_view_theme_is_dark (widget);
  self->options.formula_ppos = self->formula_ppos;
  self->options.formula_disagree = self->formula_disagree;
  self->snapshot_start = g_get_monotonic_time ();
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  wy_render_draw (cr, self->board, &self->options, &self->layout);
  cairo_destroy (cr);
  self->snapshot_us = g_get_monotonic_time () - self->snapshot_start;
}

/* The frame is on screen: how long drawing (recording) and painting took. */
static void
on_after_paint (GdkFrameClock *clock, WyBoardView *self)
{
  gint64 now = g_get_monotonic_time ();

  if (self->snapshot_start == 0)
    return;
  if (self->trace_since != 0)
    g_debug ("new board on screen %.1f ms after the change (snapshot %.2f ms, frame %.2f ms)",
             (now - self->trace_since) / 1000.0, self->snapshot_us / 1000.0,
             (now - self->snapshot_start) / 1000.0);
  else
    g_debug ("frame: snapshot %.2f ms, painted after %.2f ms", self->snapshot_us / 1000.0,
             (now - self->snapshot_start) / 1000.0);
  self->trace_since = 0;
  self->snapshot_start = 0;
}

/* Log when the next frame is painted, counted from since (monotonic time). */
void
wy_board_view_trace_frame (WyBoardView *self, gint64 since)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  self->trace_since = since;
}

static void
wy_board_view_realize (GtkWidget *widget)
{
  WyBoardView *self = WY_BOARD_VIEW (widget);

  GTK_WIDGET_CLASS (wy_board_view_parent_class)->realize (widget);
  if (!g_log_writer_default_would_drop (G_LOG_LEVEL_DEBUG, G_LOG_DOMAIN))
    self->after_paint_id = g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                                             G_CALLBACK (on_after_paint), self);
}

static void
wy_board_view_unrealize (GtkWidget *widget)
{
  WyBoardView *self = WY_BOARD_VIEW (widget);

  if (self->after_paint_id != 0)
    g_clear_signal_handler (&self->after_paint_id, gtk_widget_get_frame_clock (widget));
  GTK_WIDGET_CLASS (wy_board_view_parent_class)->unrealize (widget);
}

static void
redraw (WyBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wy_board_view_set_board (WyBoardView *self, WyBoard *board, GArray *formula_ppos,
                         GArray *formula_disagree)
{
  gboolean same_size;

  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  same_size = self->board != NULL && board != NULL
              && wy_board_get_size (self->board) == wy_board_get_size (board)
              && wy_board_is_one_pile (self->board) == wy_board_is_one_pile (board);
  if (board != NULL)
    wy_board_ref (board);
  if (formula_ppos != NULL)
    g_array_ref (formula_ppos);
  if (formula_disagree != NULL)
    g_array_ref (formula_disagree);
  g_clear_pointer (&self->board, wy_board_unref);
  g_clear_pointer (&self->formula_ppos, g_array_unref);
  g_clear_pointer (&self->formula_disagree, g_array_unref);
  self->board = board;
  self->formula_ppos = formula_ppos;
  self->formula_disagree = formula_disagree;
  /* the options lend the render this array: never the one just freed
   * (the layout reads it before the next snapshot) */
  self->options.formula_ppos = formula_ppos;
  self->options.formula_disagree = formula_disagree;
  /* A new size is a new picture; the same size keeps the user's zoom. */
  if (!same_size)
    wy_board_view_zoom_fit (self);
  if (self->options.has_selection && board != NULL
      && !wy_board_contains (board, self->options.selection.x, self->options.selection.y))
    {
      self->options.has_selection = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTION]);
    }
  if (self->options.has_cursor && board != NULL
      && !wy_board_contains (board, self->options.cursor.x, self->options.cursor.y))
    self->options.has_cursor = FALSE;
  self->options.has_hover = FALSE;
  wy_board_view_describe_cursor (self);
  redraw (self);
}

/* What a solution shows: its board, the formula's P-positions, the Grundy classes. */
static void
set_solution (WyBoardView *self, WySolution *solution)
{
  if (solution == self->solution)
    return;
  if (solution != NULL)
    wy_solution_ref (solution);
  g_clear_pointer (&self->solution, wy_solution_unref);
  self->solution = solution;
  wy_board_view_set_board (self, solution ? wy_solution_get_board (solution) : NULL,
                           solution ? wy_solution_get_formula_ppos (solution) : NULL,
                           solution ? wy_solution_get_disagreements (solution) : NULL);
  wy_board_view_set_grundy_classes (self, solution ? wy_solution_get_grundy_classes (solution)
                                                   : NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLUTION]);
}

void
wy_board_view_set_grundy_classes (WyBoardView *self, WyLowClasses *classes)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  if (classes == self->grundy_classes)
    return;
  if (classes != NULL)
    wy_low_classes_ref (classes);
  g_clear_pointer (&self->grundy_classes, wy_low_classes_unref);
  self->grundy_classes = classes;
  /* as with the formula: never lend the set just freed */
  self->options.grundy_classes = classes;
  redraw (self);
}

void
wy_board_view_set_band (WyBoardView *self, gboolean has_band, gboolean golden, double min,
                        double max)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  self->options.has_band = has_band;
  self->options.band_golden = golden;
  self->options.band_min = min;
  self->options.band_max = max;
  redraw (self);
}

void
wy_board_view_set_view (WyBoardView *self, WyView view)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self) && view < WY_N_VIEWS);
  self->options.view = view;
  redraw (self);
}

void
wy_board_view_set_style (WyBoardView *self, WyStyle style)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self) && style < WY_N_STYLES);
  if (self->options.style == style)
    return;
  self->options.style = style;
  redraw (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STYLE]);
}

void
wy_board_view_set_step (WyBoardView *self, guint step)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  if (self->options.step == step)
    return;
  self->options.step = step;
  redraw (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

void
wy_board_view_set_show_lines (WyBoardView *self, gboolean show)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  if (self->options.lines == show)
    return;
  self->options.lines = show;
  redraw (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LINES]);
}

void
wy_board_view_set_show_grid (WyBoardView *self, gboolean show)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  if (self->options.grid == show)
    return;
  self->options.grid = show;
  redraw (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_GRID]);
}

void
wy_board_view_set_selection (WyBoardView *self, const WyPos *pos)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  self->options.has_selection = pos != NULL;
  if (pos != NULL)
    self->options.selection = *pos;
  /* one cursor: the keyboard's goes where the click (or a listed move) went */
  if (pos != NULL && self->options.has_cursor)
    {
      self->options.cursor = *pos;
      wy_board_view_describe_cursor (self);
    }
  redraw (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTION]);
}

gboolean
wy_board_view_get_selection (WyBoardView *self, WyPos *pos)
{
  g_return_val_if_fail (WY_IS_BOARD_VIEW (self), FALSE);
  if (self->options.has_selection && pos != NULL)
    *pos = self->options.selection;
  return self->options.has_selection;
}

void
wy_board_view_get_options (WyBoardView *self, WyRenderOptions *options)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  *options = self->options;
  options->formula_ppos = self->formula_ppos;
  options->formula_disagree = self->formula_disagree;
  options->tiles = NULL;  /* files are drawn whole, in place */
  options->selection_moves = NULL;  /* the view's own, not kept alive for a copy */
}

void
wy_board_view_set_selection_moves (WyBoardView *self, GArray *moves)
{
  GArray *old = (GArray *) self->options.selection_moves;

  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  self->options.selection_moves = moves ? g_array_ref (moves) : NULL;
  g_clear_pointer (&old, g_array_unref);
  redraw (self);
}

static void
wy_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                       int *minimum, int *natural, int *min_baseline, int *nat_baseline)
{
  *minimum = 160;
  *natural = 640;
}

static void
wy_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  WyBoardView *self = WY_BOARD_VIEW (widget);

  if (!self->fit)
    wy_board_view_clamp_center (self);
}

static void
wy_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WyBoardView *self = WY_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, wy_board_view_get_zoom (self));
      break;
    case PROP_STEP:
      g_value_set_uint (value, self->options.step);
      break;
    case PROP_SOLUTION:
      g_value_set_boxed (value, self->solution);
      break;
    case PROP_STYLE:
      g_value_set_string (value, wy_style_get_name (self->options.style));
      break;
    case PROP_SHOW_LINES:
      g_value_set_boolean (value, self->options.lines);
      break;
    case PROP_SHOW_GRID:
      g_value_set_boolean (value, self->options.grid);
      break;
    case PROP_SELECTION:
      g_value_set_boxed (value, self->options.has_selection ? &self->options.selection : NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wy_board_view_set_property (GObject *object, guint prop_id, const GValue *value,
                            GParamSpec *pspec)
{
  WyBoardView *self = WY_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_STEP:
      wy_board_view_set_step (self, g_value_get_uint (value));
      break;
    case PROP_SOLUTION:
      set_solution (self, g_value_get_boxed (value));
      break;
    case PROP_STYLE:
      {
        WyStyle style;
        if (wy_style_from_name (g_value_get_string (value), &style))
          wy_board_view_set_style (self, style);
      }
      break;
    case PROP_SHOW_LINES:
      wy_board_view_set_show_lines (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_GRID:
      wy_board_view_set_show_grid (self, g_value_get_boolean (value));
      break;
    case PROP_SELECTION:
      wy_board_view_set_selection (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wy_board_view_finalize (GObject *object)
{
  WyBoardView *self = WY_BOARD_VIEW (object);

  g_clear_pointer (&self->options.tiles, wy_tile_cache_free);
  g_clear_pointer (&self->solution, wy_solution_unref);
  g_clear_pointer (&self->board, wy_board_unref);
  g_clear_pointer (&self->formula_ppos, g_array_unref);
  g_clear_pointer (&self->formula_disagree, g_array_unref);
  g_clear_pointer (&self->grundy_classes, wy_low_classes_unref);
  if (self->options.selection_moves != NULL)
    g_array_unref ((GArray *) self->options.selection_moves);
  G_OBJECT_CLASS (wy_board_view_parent_class)->finalize (object);
}

static void
wy_board_view_class_init (WyBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = wy_board_view_finalize;
  object_class->get_property = wy_board_view_get_property;
  object_class->set_property = wy_board_view_set_property;
  widget_class->snapshot = wy_board_view_snapshot;
  widget_class->realize = wy_board_view_realize;
  widget_class->unrealize = wy_board_view_unrealize;
  widget_class->measure = wy_board_view_measure;
  widget_class->size_allocate = wy_board_view_size_allocate;

  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, 0, G_MAXDOUBLE, 1.0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* what it shows: a solution (its board, formula and classes), in a style,
   * with or without lines and grid, and the selected cell (NULL: none) */
  properties[PROP_SOLUTION] =
    g_param_spec_boxed ("solution", NULL, NULL, WY_TYPE_SOLUTION,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STYLE] =
    g_param_spec_string ("style", NULL, NULL, "screen",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LINES] =
    g_param_spec_boolean ("show-lines", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_GRID] =
    g_param_spec_boolean ("show-grid", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTION] =
    g_param_spec_boxed ("selection", NULL, NULL, WY_TYPE_POS,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (x, y) of a clicked cell; y is 0 on a one-pile strip. */
  wy_board_view_signals[WY_BOARD_VIEW_CELL_CLICKED] =
    g_signal_new ("cell-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /* (inside, x, y) whenever the cell under the pointer changes. */
  wy_board_view_signals[WY_BOARD_VIEW_HOVER_CHANGED] =
    g_signal_new ("hover-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_BOOLEAN, G_TYPE_UINT, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "wy-board-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
on_tiles_ready (gpointer data)
{
  gtk_widget_queue_draw (GTK_WIDGET (data));
}

static void
wy_board_view_init (WyBoardView *self)
{
  wy_render_options_init (&self->options);
  self->options.tiles = wy_tile_cache_new (on_tiles_ready, self);
  self->fit = TRUE;
  self->zoom = 1.0;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "crosshair");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("The positions of the game: click one, or move the cursor "
                                    "with the arrow keys and press Enter, to inspect it"),
                                  -1);
  wy_board_view_add_controllers (self);
}

GtkWidget *
wy_board_view_new (void)
{
  return g_object_new (WY_TYPE_BOARD_VIEW, NULL);
}
