/* wy-render-cube.c: the 3-D view of a three-heap game's P-positions: an orthographic Cairo drawing, turned by yaw and pitch. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-render-heaps3.h"
#include "wy-render-private.h"

#define DEFAULT_YAW 215.0
#define DEFAULT_PITCH 25.0

void
wy_cube_options_init (WyCubeOptions *options)
{
  *options = (WyCubeOptions) { .yaw = DEFAULT_YAW, .pitch = DEFAULT_PITCH,
                               .style = WY_STYLE_SCREEN, .axes = TRUE, .key = TRUE,
                               .slice_axis = WY_AXIS_Z };
}

const char *
wy_render_axis_letter (WyAxis axis)
{
  return axis == WY_AXIS_X ? "x" : axis == WY_AXIS_Y ? "y" : "z";
}

void
wy_cube_points_init (WyCubePoints *points, const WyBoard *cube, GBytes **bytes)
{
  gsize len = 0;

  *bytes = wy_board_get_ppos_triples (cube);
  points->cells = *bytes ? g_bytes_get_data (*bytes, &len) : NULL;
  points->n = len / (4 * sizeof (guint32));
  points->size = wy_board_get_size (cube);
  points->n_steps = wy_board_get_n_steps (cube);
}

/* ---- the projection ---- */

typedef struct {
  double cy, sy, cp, sp;   /* cos and sin of yaw and pitch */
  double centre;           /* the cube's centre on each axis */
  double scale, ox, oy;    /* units to surface: u * scale + ox, oy - v * scale */
} WyProj;

/* Surface point and depth (larger: nearer the viewer) of cube point (x, y, z). */
static void
project (const WyProj *p, double x, double y, double z, double *sx, double *sy, double *depth)
{
  double X = x - p->centre, Y = y - p->centre, Z = z - p->centre;
  double xr = X * p->cy - Y * p->sy, yr = X * p->sy + Y * p->cy;

  *sx = p->ox + xr * p->scale;
  *sy = p->oy - (Z * p->cp + yr * p->sp) * p->scale;
  if (depth)
    *depth = Z * p->sp - yr * p->cp;
}

/* The corners of the cube's frame: cells are unit cubes centred on their coordinates. */
static void
corner (guint size, guint i, double c[3])
{
  for (guint a = 0; a < 3; a++)
    c[a] = (i >> a & 1) ? size - 0.5 : -0.5;
}

static double
key_height (const WyCubePoints *pts, const WyCubeOptions *o, double font)
{
  return o->key && pts->n_steps > 1 ? font * 3.2 : 0;
}

static double
cube_font (double width, double height)
{
  return CLAMP (MIN (width, height) / 34.0, 9.0, 40.0);
}

/* Fit the projected frame into the drawing, with room for the labels and the key. */
static void
proj_init (WyProj *p, const WyCubePoints *pts, const WyCubeOptions *o, double w, double h)
{
  double pitch = CLAMP (o->pitch, -89.0, 89.0) * G_PI / 180, yaw = o->yaw * G_PI / 180;
  double font = cube_font (w, h), margin = o->axes ? font * 2.6 : font * 0.6;
  double x0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y0 = G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  double avail_h = h - key_height (pts, o, font);

  *p = (WyProj) { cos (yaw), sin (yaw), cos (pitch), sin (pitch), (pts->size - 1) / 2.0, 1, 0, 0 };
  for (guint i = 0; i < 8; i++)
    {
      double c[3], sx, sy;

      corner (MAX (pts->size, 1), i, c);
      project (p, c[0], c[1], c[2], &sx, &sy, NULL);
      x0 = MIN (x0, sx), x1 = MAX (x1, sx), y0 = MIN (y0, sy), y1 = MAX (y1, sy);
    }
  p->scale = MAX (MIN ((w - 2 * margin) / MAX (x1 - x0, 1e-9),
                       (avail_h - 2 * margin) / MAX (y1 - y0, 1e-9)), 1e-6);
  p->ox = w / 2 - (x0 + x1) / 2 * p->scale;
  p->oy = avail_h / 2 - (y0 + y1) / 2 * p->scale;
}

/* ---- the points ---- */

typedef struct {
  double   sx, sy, depth;
  guint32  i;              /* index into the triples */
} WyDot;

static int
by_depth (const void *a, const void *b)
{
  double da = ((const WyDot *) a)->depth, db = ((const WyDot *) b)->depth;

  return (da > db) - (da < db);
}

static gboolean
shown (const WyCubePoints *pts, const WyCubeOptions *o, gsize i)
{
  guint step = pts->cells[4 * i + 3];

  return o->step == 0 || (step >= 1 && step <= o->step);
}

/* The points shown at the options' step, projected, farthest first. */
static GArray *
project_points (const WyCubePoints *pts, const WyCubeOptions *o, const WyProj *p)
{
  GArray *dots = g_array_sized_new (FALSE, FALSE, sizeof (WyDot), pts->n);

  for (gsize i = 0; i < pts->n; i++)
    if (shown (pts, o, i))
      {
        const guint32 *c = pts->cells + 4 * i;
        WyDot d = { .i = (guint32) i };

        project (p, c[0], c[1], c[2], &d.sx, &d.sy, &d.depth);
        g_array_append_val (dots, d);
      }
  qsort (dots->data, dots->len, sizeof (WyDot), by_depth);
  return dots;
}

static double
ball_radius (const WyProj *p)
{
  return MAX (0.42 * p->scale, 1.1);
}

static void
mix (WyRgba *c, const WyRgba *with, double t)
{
  c->r += (with->r - c->r) * t;
  c->g += (with->g - c->g) * t;
  c->b += (with->b - c->b) * t;
}

/* A P-position's colour: its step on the heat scale (the paper's greys),
 * fogged towards the background with distance. */
static void
dot_color (const WyCubePoints *pts, const WyCubeOptions *o, const WyPalette *pal, guint step,
           double far, WyRgba *out)
{
  double t = pts->n_steps > 1 ? (double) (MAX (step, 1) - 1) / (pts->n_steps - 1) : 0.0;

  /* paper: black to light grey by step, no fog that would read as a later step */
  if (o->style == WY_STYLE_PAPER)
    {
      double v = 0.8 * t;
      *out = (WyRgba) { v, v, v, 1 };
      return;
    }
  /* on a dark background the scale's darkest end would vanish: it starts higher */
  wy_render_colormap (o->dark ? 0.22 + 0.78 * t : t, FALSE, out);
  mix (out, &pal->background, (o->dark ? 0.3 : 0.45) * far);
}

static void
draw_dot (cairo_t *cr, const WyDot *d, double r, const WyRgba *fill, const WyRgba *edge)
{
  if (r < 2.5)
    {
      cairo_rectangle (cr, d->sx - r, d->sy - r, 2 * r, 2 * r);
      wy_render_set_color (cr, fill);
      cairo_fill (cr);
      return;
    }
  cairo_new_sub_path (cr);
  cairo_arc (cr, d->sx, d->sy, r, 0, 2 * G_PI);
  wy_render_set_color (cr, fill);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (r / 7, 0.6));
  wy_render_set_color (cr, edge);
  cairo_stroke (cr);
}

static gboolean
in_slice (const WyCubeOptions *o, const guint32 *c)
{
  return o->has_slice && c[o->slice_axis] == o->slice_k;
}

static void
draw_points (cairo_t *cr, const WyCubePoints *pts, const WyCubeOptions *o, const WyPalette *pal,
             const WyProj *p)
{
  g_autoptr (GArray) dots = project_points (pts, o, p);
  double r = ball_radius (p), d0, d1;

  if (dots->len == 0)
    return;
  d0 = g_array_index (dots, WyDot, 0).depth;
  d1 = g_array_index (dots, WyDot, dots->len - 1).depth;
  for (guint k = 0; k < dots->len; k++)
    {
      const WyDot *d = &g_array_index (dots, WyDot, k);
      const guint32 *c = pts->cells + 4 * d->i;
      WyRgba fill, edge = o->style == WY_STYLE_PAPER ? pal->text : pal->background;
      double far = d1 > d0 ? (d1 - d->depth) / (d1 - d0) : 0;

      dot_color (pts, o, pal, c[3], far, &fill);
      if (o->step != 0 && c[3] == o->step)
        edge = pal->mark_new;
      else if (in_slice (o, c))
        edge = pal->select;
      draw_dot (cr, d, (o->step != 0 && c[3] == o->step) ? r * 1.15 : r, &fill, &edge);
    }
}

/* ---- the frame, the axes, the slice, the selection ---- */

static void
line3 (cairo_t *cr, const WyProj *p, const double a[3], const double b[3])
{
  double x, y;

  project (p, a[0], a[1], a[2], &x, &y, NULL);
  cairo_move_to (cr, x, y);
  project (p, b[0], b[1], b[2], &x, &y, NULL);
  cairo_line_to (cr, x, y);
}

/* The twelve edges; back ones (touching the corner farthest away) before
 * the points, the rest after, so balls sit inside the frame. */
static void
draw_frame (cairo_t *cr, const WyCubePoints *pts, const WyProj *p, const WyPalette *pal,
            gboolean back, double line)
{
  double best = G_MAXDOUBLE;
  guint far = 0;

  for (guint i = 0; i < 8; i++)
    {
      double c[3], sx, sy, depth;

      corner (pts->size, i, c);
      project (p, c[0], c[1], c[2], &sx, &sy, &depth);
      if (depth < best)
        best = depth, far = i;
    }
  for (guint i = 0; i < 8; i++)
    for (guint a = 0; a < 3; a++)
      if (!(i >> a & 1))
        {
          guint j = i | 1u << a;
          double c[3], e[3];

          if ((i == far || j == far) != back)
            continue;
          corner (pts->size, i, c);
          corner (pts->size, j, e);
          line3 (cr, p, c, e);
        }
  cairo_set_line_width (cr, line);
  wy_render_set_color (cr, &pal->grid);
  cairo_stroke (cr);
}

static void
text_at (cairo_t *cr, const char *text, double x, double y)
{
  cairo_text_extents_t ext;

  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, x - ext.x_bearing - ext.width / 2, y - ext.y_bearing - ext.height / 2);
  cairo_show_text (cr, text);
}

/* The edge parallel to axis a on the drawing's rim, where its labels go:
 * the lowest for x and y, the one farthest aside for z. Its ends (at 0
 * and at size - 1 on that axis) in ends[0..1], surface units. */
static void
label_edge (const WyProj *p, guint size, guint a, double ends[2][2])
{
  double cx, cy, best = -G_MAXDOUBLE;

  project (p, p->centre, p->centre, p->centre, &cx, &cy, NULL);
  for (guint i = 0; i < 4; i++)
    {
      double c[3], e[2][2], score;

      for (guint end = 0; end < 2; end++)
        {
          c[a] = end ? size - 0.5 : -0.5;
          c[(a + 1) % 3] = (i & 1) ? size - 0.5 : -0.5;
          c[(a + 2) % 3] = (i & 2) ? size - 0.5 : -0.5;
          project (p, c[0], c[1], c[2], &e[end][0], &e[end][1], NULL);
        }
      score = a == WY_AXIS_Z ? fabs ((e[0][0] + e[1][0]) / 2 - cx) + ((e[0][0] < cx) ? 1e-6 : 0)
                             : (e[0][1] + e[1][1]) / 2 - cy;
      if (score > best)
        {
          best = score;
          memcpy (ends, e, sizeof e);
        }
    }
}

/* Each axis named at the middle of its rim edge, 0 and size - 1 at its ends; a board of one
 * cell has one coordinate, named once at the middle with the letter beyond it. */
static void
draw_axes (cairo_t *cr, const WyCubePoints *pts, const WyProj *p, const WyPalette *pal,
           double font)
{
  double cx, cy;
  g_autofree char *last = g_strdup_printf ("%u", pts->size ? pts->size - 1 : 0);

  wy_render_set_color (cr, &pal->text);
  project (p, p->centre, p->centre, p->centre, &cx, &cy, NULL);
  for (guint a = 0; a < 3; a++)
    {
      double e[2][2] = { { 0 } }, mx, my, dx, dy, len, out;

      label_edge (p, pts->size, a, e);
      mx = (e[0][0] + e[1][0]) / 2, my = (e[0][1] + e[1][1]) / 2;
      /* outwards: away from the edge's line, on the side away from the centre */
      dx = -(e[1][1] - e[0][1]), dy = e[1][0] - e[0][0];
      len = MAX (hypot (dx, dy), 1e-9);
      dx /= len, dy /= len;
      if (dx * (mx - cx) + dy * (my - cy) < 0)
        dx = -dx, dy = -dy;
      cairo_select_font_face (cr, "serif", CAIRO_FONT_SLANT_ITALIC, CAIRO_FONT_WEIGHT_NORMAL);
      cairo_set_font_size (cr, font * 1.15);
      out = pts->size > 1 ? 1.5 : 2.3;
      text_at (cr, wy_render_axis_letter (a), mx + dx * font * out, my + dy * font * out);
      cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
      cairo_set_font_size (cr, font * 0.85);
      if (pts->size <= 1)
        {
          text_at (cr, "0", mx + dx * font, my + dy * font);
          continue;
        }
      /* the labels face the first and last cells, not the corners two axes share */
      for (guint end = 0; end < 2; end++)
        {
          double t = pts->size > 0 ? 0.5 / pts->size : 0, f = end ? 1 - t : t;
          double x = e[0][0] + (e[1][0] - e[0][0]) * f, y = e[0][1] + (e[1][1] - e[0][1]) * f;
          /* and a little inwards along the edge, clear of the other axis's label */
          double ux = (e[1][0] - e[0][0]) / MAX (hypot (e[1][0] - e[0][0], e[1][1] - e[0][1]), 1e-9);
          double uy = (e[1][1] - e[0][1]) / MAX (hypot (e[1][0] - e[0][0], e[1][1] - e[0][1]), 1e-9);
          double in = (end ? -1 : 1) * font * 0.6;

          text_at (cr, end ? last : "0", x + dx * font + ux * in, y + dy * font + uy * in);
        }
    }
}

/* The plane slice_axis = slice_k, a translucent square with its outline. */
static void
draw_slice (cairo_t *cr, const WyCubePoints *pts, const WyCubeOptions *o, const WyProj *p,
            const WyPalette *pal, double line)
{
  guint u = (o->slice_axis + 1) % 3, v = (o->slice_axis + 2) % 3;
  double lo = -0.5, hi = pts->size - 0.5;
  double quad[4][2] = { { lo, lo }, { hi, lo }, { hi, hi }, { lo, hi } };

  for (guint i = 0; i < 4; i++)
    {
      double c[3], x, y;

      c[o->slice_axis] = o->slice_k;
      c[u] = quad[i][0];
      c[v] = quad[i][1];
      project (p, c[0], c[1], c[2], &x, &y, NULL);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, pal->select.r, pal->select.g, pal->select.b, 0.08);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, pal->select.r, pal->select.g, pal->select.b, 0.8);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
}

static void
draw_selection (cairo_t *cr, const WyCubeOptions *o, const WyProj *p, const WyPalette *pal)
{
  double x, y, r = ball_radius (p) * 1.6 + 2;

  project (p, o->selection[0], o->selection[1], o->selection[2], &x, &y, NULL);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_line_width (cr, MAX (r / 5, 1.5));
  wy_render_set_color (cr, &pal->select);
  cairo_stroke (cr);
}

/* ---- the key: the steps' colours ---- */

static void
draw_key (cairo_t *cr, const WyCubePoints *pts, const WyCubeOptions *o, const WyPalette *pal,
          double w, double h, double font)
{
  double bar_w = MIN (w * 0.6, font * 22), x0 = (w - bar_w) / 2, y0 = h - font * 2.4;
  const int n = 64;
  g_autofree char *last = g_strdup_printf ("%u", pts->n_steps);

  for (int i = 0; i < n; i++)
    {
      WyRgba c;

      dot_color (pts, o, pal, 1 + (guint) lround ((double) i / (n - 1) * (pts->n_steps - 1)), 0,
                 &c);
      wy_render_set_color (cr, &c);
      cairo_rectangle (cr, x0 + bar_w * i / n, y0, bar_w / n + 0.5, font * 0.8);
      cairo_fill (cr);
    }
  wy_render_set_color (cr, &pal->text);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, font * 0.85);
  text_at (cr, "1", x0 - font * 0.9, y0 + font * 0.4);
  text_at (cr, last, x0 + bar_w + font * (0.6 + 0.3 * strlen (last)), y0 + font * 0.4);
  /* Translators: under the 3-D view's colour scale */
  text_at (cr, _("elimination step"), w / 2, y0 + font * 1.55);
}

void
wy_render_cube (cairo_t *cr, const WyCubePoints *points, const WyCubeOptions *options,
                double width, double height)
{
  WyPalette pal;
  WyProj p;
  double font = cube_font (width, height), line;

  g_return_if_fail (cr && points && options);
  wy_render_page_begin (cr, options->style, options->dark, width, height, &pal);
  if (points->size > 0 && width > 1 && height > 1)
    {
      proj_init (&p, points, options, width, height);
      line = MAX (font / 12, 0.8);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      draw_frame (cr, points, &p, &pal, TRUE, line);
      draw_points (cr, points, options, &pal, &p);
      draw_frame (cr, points, &p, &pal, FALSE, line);
      if (options->has_slice && options->slice_k < points->size)
        draw_slice (cr, points, options, &p, &pal, line * 1.5);
      if (options->has_selection)
        draw_selection (cr, options, &p, &pal);
      if (options->axes)
        draw_axes (cr, points, &p, &pal, font);
      if (key_height (points, options, font) > 0)
        draw_key (cr, points, options, &pal, width, height, font);
    }
  cairo_restore (cr);
}

gboolean
wy_render_cube_pick (const WyCubePoints *points, const WyCubeOptions *options, double width,
                     double height, double px, double py, guint xyz[3])
{
  WyProj p;
  g_autoptr (GArray) dots = NULL;
  double r;

  if (points->size == 0)
    return FALSE;
  proj_init (&p, points, options, width, height);
  dots = project_points (points, options, &p);
  r = MAX (ball_radius (&p), 4.0);
  /* nearest first: the ball drawn on top */
  for (guint k = dots->len; k-- > 0;)
    {
      const WyDot *d = &g_array_index (dots, WyDot, k);

      if (hypot (d->sx - px, d->sy - py) <= r)
        {
          for (guint a = 0; a < 3; a++)
            xyz[a] = points->cells[4 * d->i + a];
          return TRUE;
        }
    }
  return FALSE;
}
