/* wy-cube-view.c: the 3-D view widget: the render layer's drawing of the P-positions, turned by dragging or the arrow keys, a ball clicked picks its position. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "wy-board-view.h"
#include "wy-cube-view.h"

#define KEY_DEGREES 10.0
#define DRAG_DEGREES_PER_PX 0.5
#define CLICK_SLOP 4.0

struct _WyCubeView {
  GtkWidget      parent_instance;

  WyBoard       *cube;
  GBytes        *bytes;     /* the cube's P-positions, borrowed by points */
  WyCubePoints   points;
  WyCubeOptions  options;
  double         drag_yaw, drag_pitch;  /* at the drag's start */
};

enum { CELL_PICKED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (WyCubeView, wy_cube_view, GTK_TYPE_WIDGET)

static void
wy_cube_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  WyCubeView *self = WY_CUBE_VIEW (widget);
  double width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->cube == NULL || width < 1 || height < 1)
    return;
  self->options.dark = wy_board_view_theme_is_dark (widget);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  wy_render_cube (cr, &self->points, &self->options, width, height);
  cairo_destroy (cr);
}

static void
describe (WyCubeView *self)
{
  g_autofree char *text =
    /* Translators: the 3-D view's accessible description; %.0f are degrees */
    g_strdup_printf (_("Turned %.0f° about z, looking down %.0f°; drag or use the arrow keys to "
                       "turn it"), fmod (self->options.yaw + 360.0, 360.0), self->options.pitch);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
}

/* tell: describe the new angles (a screen reader reads each description: a drag tells its
 * end, not each of its frames) */
static void
set_angles (WyCubeView *self, double yaw, double pitch, gboolean tell)
{
  self->options.yaw = fmod (yaw, 360.0);
  self->options.pitch = CLAMP (pitch, -89.0, 89.0);
  if (tell)
    describe (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wy_cube_view_rotate (WyCubeView *self, double yaw, double pitch)
{
  g_return_if_fail (WY_IS_CUBE_VIEW (self));
  set_angles (self, self->options.yaw + yaw, self->options.pitch + pitch, TRUE);
}

void
wy_cube_view_set_turn (WyCubeView *self, double yaw, double pitch)
{
  g_return_if_fail (WY_IS_CUBE_VIEW (self));
  set_angles (self, yaw, pitch, TRUE);
}

void
wy_cube_view_set_key (WyCubeView *self, gboolean key)
{
  g_return_if_fail (WY_IS_CUBE_VIEW (self));
  self->options.key = key;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, WyCubeView *self)
{
  self->drag_yaw = self->options.yaw;
  self->drag_pitch = self->options.pitch;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, WyCubeView *self)
{
  if (hypot (dx, dy) < CLICK_SLOP)
    return;
  set_angles (self, self->drag_yaw - dx * DRAG_DEGREES_PER_PX,
              self->drag_pitch + dy * DRAG_DEGREES_PER_PX, FALSE);
}

/* A drag tells where it ended; a press and release without one picks the ball under it. */
static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, WyCubeView *self)
{
  double x, y;
  guint xyz[3];

  if (hypot (dx, dy) >= CLICK_SLOP)
    describe (self);
  if (hypot (dx, dy) >= CLICK_SLOP || self->cube == NULL
      || !gtk_gesture_drag_get_start_point (gesture, &x, &y))
    return;
  if (wy_render_cube_pick (&self->points, &self->options, gtk_widget_get_width (GTK_WIDGET (self)),
                           gtk_widget_get_height (GTK_WIDGET (self)), x, y, xyz))
    g_signal_emit (self, signals[CELL_PICKED], 0, xyz[0], xyz[1], xyz[2]);
}

static gboolean
on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
        WyCubeView *self)
{
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      wy_cube_view_rotate (self, KEY_DEGREES, 0);
      return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      wy_cube_view_rotate (self, -KEY_DEGREES, 0);
      return TRUE;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      wy_cube_view_rotate (self, 0, KEY_DEGREES);
      return TRUE;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      wy_cube_view_rotate (self, 0, -KEY_DEGREES);
      return TRUE;
    default:
      return FALSE;
    }
}

void
wy_cube_view_set_board (WyCubeView *self, WyBoard *cube)
{
  g_return_if_fail (WY_IS_CUBE_VIEW (self));
  if (cube == self->cube)
    return;
  g_clear_pointer (&self->bytes, g_bytes_unref);
  self->points = (WyCubePoints) { 0 };
  self->cube = cube;
  if (cube != NULL)
    wy_cube_points_init (&self->points, cube, &self->bytes);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wy_cube_view_set_step (WyCubeView *self, guint step)
{
  g_return_if_fail (WY_IS_CUBE_VIEW (self));
  self->options.step = step;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wy_cube_view_set_style (WyCubeView *self, WyStyle style)
{
  g_return_if_fail (WY_IS_CUBE_VIEW (self));
  self->options.style = style;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wy_cube_view_set_slice (WyCubeView *self, WyAxis axis, guint k)
{
  g_return_if_fail (WY_IS_CUBE_VIEW (self));
  self->options.has_slice = TRUE;
  self->options.slice_axis = axis;
  self->options.slice_k = k;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wy_cube_view_set_selection (WyCubeView *self, const guint *xyz)
{
  g_return_if_fail (WY_IS_CUBE_VIEW (self));
  self->options.has_selection = xyz != NULL;
  for (guint a = 0; xyz && a < 3; a++)
    self->options.selection[a] = xyz[a];
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wy_cube_view_get_options (WyCubeView *self, WyCubeOptions *options)
{
  g_return_if_fail (WY_IS_CUBE_VIEW (self));
  *options = self->options;
  options->dark = wy_board_view_theme_is_dark (GTK_WIDGET (self));
}

static void
wy_cube_view_finalize (GObject *object)
{
  WyCubeView *self = WY_CUBE_VIEW (object);

  g_clear_pointer (&self->bytes, g_bytes_unref);
  G_OBJECT_CLASS (wy_cube_view_parent_class)->finalize (object);
}

static void
wy_cube_view_class_init (WyCubeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = wy_cube_view_finalize;
  widget_class->snapshot = wy_cube_view_snapshot;
  /* A ball was clicked: its x, y and z. */
  signals[CELL_PICKED] = g_signal_new ("cell-picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT,
                                       G_TYPE_UINT, G_TYPE_UINT);
  gtk_widget_class_set_css_name (widget_class, "wy-cube-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
wy_cube_view_init (WyCubeView *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  wy_cube_options_init (&self->options);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_size_request (GTK_WIDGET (self), 160, 160);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The P-positions in 3-D"), -1);
  describe (self);
}

GtkWidget *
wy_cube_view_new (void)
{
  return g_object_new (WY_TYPE_CUBE_VIEW, NULL);
}
