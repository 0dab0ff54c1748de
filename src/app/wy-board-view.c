/* wy-board-view.c: the board widget's class: its properties and signals, what it shows (the
 * setters), drawing through the render layer and timing the frames. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-board-view-private.h"

G_DEFINE_FINAL_TYPE (WyBoardView, wy_board_view, GTK_TYPE_WIDGET)

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

/* A new board: a new size is a new picture, a selection or cursor off it goes. */
static void
set_board (WyBoardView *self, WyBoard *board)
{
  gboolean same_size;

  same_size = self->board != NULL && board != NULL
              && wy_board_get_size (self->board) == wy_board_get_size (board)
              && wy_board_is_one_pile (self->board) == wy_board_is_one_pile (board);
  if (board != NULL)
    wy_board_ref (board);
  g_clear_pointer (&self->board, wy_board_unref);
  self->board = board;
  /* the last board's raster and arrows hold it: let them go now, not at the next ones */
  wy_tile_cache_forget_raster (self->options.tiles);
  /* A new size is a new picture; the same size keeps the user's zoom. */
  if (!same_size)
    wy_board_view_zoom_fit (self);
  if (self->options.has_selection && board != NULL
      && !wy_board_contains (board, self->options.selection.x, self->options.selection.y))
    {
      self->options.has_selection = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self),
                                wy_board_view_properties[WY_BOARD_VIEW_PROP_SELECTION]);
    }
  if (self->options.has_cursor && board != NULL
      && !wy_board_contains (board, self->options.cursor.x, self->options.cursor.y))
    self->options.has_cursor = FALSE;
  wy_board_view_describe_cursor (self);
  wy_board_view_hover_again (self);
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
  /* the options lend the render the solution held here and its classes: never those just
   * freed (the layout reads them before the next snapshot) */
  self->options.formula = solution;
  self->options.grundy_classes = solution ? wy_solution_get_grundy_classes (solution) : NULL;
  set_board (self, solution ? wy_solution_get_board (solution) : NULL);
  g_object_notify_by_pspec (G_OBJECT (self), wy_board_view_properties[WY_BOARD_VIEW_PROP_SOLUTION]);
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
  g_object_notify_by_pspec (G_OBJECT (self), wy_board_view_properties[WY_BOARD_VIEW_PROP_STYLE]);
}

void
wy_board_view_set_step (WyBoardView *self, guint step)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  if (self->options.step == step)
    return;
  self->options.step = step;
  redraw (self);
  g_object_notify_by_pspec (G_OBJECT (self), wy_board_view_properties[WY_BOARD_VIEW_PROP_STEP]);
}

void
wy_board_view_set_show_lines (WyBoardView *self, gboolean show)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  if (self->options.lines == show)
    return;
  self->options.lines = show;
  redraw (self);
  g_object_notify_by_pspec (G_OBJECT (self),
                            wy_board_view_properties[WY_BOARD_VIEW_PROP_SHOW_LINES]);
}

void
wy_board_view_set_show_grid (WyBoardView *self, gboolean show)
{
  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  if (self->options.grid == show)
    return;
  self->options.grid = show;
  redraw (self);
  g_object_notify_by_pspec (G_OBJECT (self),
                            wy_board_view_properties[WY_BOARD_VIEW_PROP_SHOW_GRID]);
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
  g_object_notify_by_pspec (G_OBJECT (self),
                            wy_board_view_properties[WY_BOARD_VIEW_PROP_SELECTION]);
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
  options->tiles = NULL;  /* files are drawn whole, in place */
  options->selection_moves = NULL;  /* the view's own, not kept alive for a copy */
  options->blocks = NULL;
}

void
wy_board_view_set_blocks (WyBoardView *self, GArray *blocks, gboolean players)
{
  GArray *old = (GArray *) self->options.blocks;

  g_return_if_fail (WY_IS_BOARD_VIEW (self));
  self->options.blocks = blocks ? g_array_ref (blocks) : NULL;
  self->options.blocks_players = players;
  g_clear_pointer (&old, g_array_unref);
  redraw (self);
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
    case WY_BOARD_VIEW_PROP_ZOOM:
      g_value_set_double (value, wy_board_view_get_zoom (self));
      break;
    case WY_BOARD_VIEW_PROP_STEP:
      g_value_set_uint (value, self->options.step);
      break;
    case WY_BOARD_VIEW_PROP_SOLUTION:
      g_value_set_boxed (value, self->solution);
      break;
    case WY_BOARD_VIEW_PROP_STYLE:
      g_value_set_string (value, wy_style_get_name (self->options.style));
      break;
    case WY_BOARD_VIEW_PROP_SHOW_LINES:
      g_value_set_boolean (value, self->options.lines);
      break;
    case WY_BOARD_VIEW_PROP_SHOW_GRID:
      g_value_set_boolean (value, self->options.grid);
      break;
    case WY_BOARD_VIEW_PROP_SELECTION:
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
    case WY_BOARD_VIEW_PROP_STEP:
      wy_board_view_set_step (self, g_value_get_uint (value));
      break;
    case WY_BOARD_VIEW_PROP_SOLUTION:
      set_solution (self, g_value_get_boxed (value));
      break;
    case WY_BOARD_VIEW_PROP_STYLE:
      {
        WyStyle style;
        if (wy_style_from_name (g_value_get_string (value), &style))
          wy_board_view_set_style (self, style);
      }
      break;
    case WY_BOARD_VIEW_PROP_SHOW_LINES:
      wy_board_view_set_show_lines (self, g_value_get_boolean (value));
      break;
    case WY_BOARD_VIEW_PROP_SHOW_GRID:
      wy_board_view_set_show_grid (self, g_value_get_boolean (value));
      break;
    case WY_BOARD_VIEW_PROP_SELECTION:
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
  if (self->options.selection_moves != NULL)
    g_array_unref ((GArray *) self->options.selection_moves);
  if (self->options.blocks != NULL)
    g_array_unref ((GArray *) self->options.blocks);
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

  wy_board_view_properties[WY_BOARD_VIEW_PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, 0, G_MAXDOUBLE, 1.0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  wy_board_view_properties[WY_BOARD_VIEW_PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* what it shows: a solution (its board, formula and classes), in a style,
   * with or without lines and grid, and the selected cell (NULL: none) */
  wy_board_view_properties[WY_BOARD_VIEW_PROP_SOLUTION] =
    g_param_spec_boxed ("solution", NULL, NULL, WY_TYPE_SOLUTION,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  wy_board_view_properties[WY_BOARD_VIEW_PROP_STYLE] =
    g_param_spec_string ("style", NULL, NULL, "screen",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  wy_board_view_properties[WY_BOARD_VIEW_PROP_SHOW_LINES] =
    g_param_spec_boolean ("show-lines", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  wy_board_view_properties[WY_BOARD_VIEW_PROP_SHOW_GRID] =
    g_param_spec_boolean ("show-grid", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  wy_board_view_properties[WY_BOARD_VIEW_PROP_SELECTION] =
    g_param_spec_boxed ("selection", NULL, NULL, WY_TYPE_POS,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, WY_BOARD_VIEW_N_PROPS, wy_board_view_properties);

  /* (x, y) of a clicked cell; y is 0 on a one-pile strip. */
  wy_board_view_signals[WY_BOARD_VIEW_CELL_CLICKED] =
    g_signal_new ("cell-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /* (inside, x, y) whenever the cell under the pointer changes, and as the keyboard's cursor
   * moves (inside, its cell). */
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
