/* wy-render-automaton.c: an automaton as a figure: the states on a circle (accepting ones
 * doubled, the initial one entered by an arrow), each transition a curved arrow labelled
 * with its letters, loops outside the circle. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>

#include "wy-export-private.h"
#include "wy-render-automaton.h"

typedef struct {
  double cx, cy, ring, node;   /* the circle of states and a state's radius */
  guint  n;
} Layout;

static void
state_center (const Layout *l, guint q, double *x, double *y)
{
  double t = l->n == 1 ? -G_PI / 2 : -G_PI / 2 + 2 * G_PI * q / l->n;

  *x = l->cx + (l->n == 1 ? 0 : l->ring * cos (t));
  *y = l->cy + (l->n == 1 ? 0 : l->ring * sin (t));
}

/* The letters from q to r, as "x,y" separated by spaces. */
static char *
edge_label (const WyAutomaton *a, guint q, gint32 r, GBytes *table)
{
  const gint32 *next = g_bytes_get_data (table, NULL);
  guint alphabet = wy_automaton_get_alphabet_size (a);
  guint d = wy_num_system_get_n_digits (wy_automaton_get_num_system (a));
  GString *s = g_string_new (NULL);

  for (guint c = 0; c < alphabet; c++)
    if (next[(gsize) q * alphabet + c] == r)
      {
        if (s->len)
          g_string_append_c (s, ' ');
        if (wy_automaton_get_n_tracks (a) == 2)
          g_string_append_printf (s, "%u,%u", c / d, c % d);
        else
          g_string_append_printf (s, "%u", c);
      }
  return g_string_free (s, FALSE);
}

static void
arrow_head (cairo_t *cr, double x, double y, double angle, double size)
{
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x - size * cos (angle - 0.4), y - size * sin (angle - 0.4));
  cairo_line_to (cr, x - size * cos (angle + 0.4), y - size * sin (angle + 0.4));
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
centered_text (cairo_t *cr, const char *text, double x, double y)
{
  cairo_text_extents_t e;

  cairo_text_extents (cr, text, &e);
  cairo_move_to (cr, x - e.width / 2 - e.x_bearing, y - e.height / 2 - e.y_bearing);
  cairo_show_text (cr, text);
}

/* A transition's letters on a white ground, readable where arrows cross. */
static void
label_text (cairo_t *cr, const char *text, double x, double y)
{
  cairo_text_extents_t e;
  double pad = 2;

  cairo_text_extents (cr, text, &e);
  cairo_rectangle (cr, x - e.width / 2 - pad, y - e.height / 2 - pad, e.width + 2 * pad,
                   e.height + 2 * pad);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  centered_text (cr, text, x, y);
}

/* A loop outside the circle, its label beyond it. */
static void
draw_loop (cairo_t *cr, const Layout *l, guint q, const char *label)
{
  double x, y, ox, oy, len;

  state_center (l, q, &x, &y);
  ox = x - l->cx, oy = y - l->cy;
  len = hypot (ox, oy);
  if (len < 1e-9)
    ox = 0, oy = -1, len = 1;
  ox /= len, oy /= len;
  double lx = x + ox * l->node * 1.6, ly = y + oy * l->node * 1.6;

  cairo_new_sub_path (cr);
  cairo_arc (cr, lx, ly, l->node * 0.7, 0, 2 * G_PI);
  cairo_stroke (cr);
  arrow_head (cr, x + ox * l->node + oy * l->node * 0.3, y + oy * l->node - ox * l->node * 0.3,
              atan2 (-oy, -ox), l->node * 0.35);
  label_text (cr, label, x + ox * l->node * 3.1, y + oy * l->node * 3.1);
}

/* q to r: a quadratic curve bent to its left, so that r to q does not cover it. */
static void
draw_edge (cairo_t *cr, const Layout *l, guint q, guint r, const char *label)
{
  double x0, y0, x1, y1;

  state_center (l, q, &x0, &y0);
  state_center (l, r, &x1, &y1);
  double dx = x1 - x0, dy = y1 - y0, len = hypot (dx, dy);
  double mx = (x0 + x1) / 2 - dy / len * len * 0.15, my = (y0 + y1) / 2 + dx / len * len * 0.15;
  double a0 = atan2 (my - y0, mx - x0), a1 = atan2 (y1 - my, x1 - mx);
  double sx = x0 + l->node * cos (a0), sy = y0 + l->node * sin (a0);
  double ex = x1 - l->node * cos (a1), ey = y1 - l->node * sin (a1);

  cairo_move_to (cr, sx, sy);
  cairo_curve_to (cr, (sx + 2 * mx) / 3, (sy + 2 * my) / 3, (ex + 2 * mx) / 3,
                  (ey + 2 * my) / 3, ex, ey);
  cairo_stroke (cr);
  arrow_head (cr, ex, ey, a1, l->node * 0.35);
  /* the curve at t = 0.4, nearer its start: the two ways between two states part */
  double t = 0.4, u = 1 - t, b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t;
  label_text (cr, label, b0 * sx + b1 * (sx + 2 * mx) / 3 + b2 * (ex + 2 * mx) / 3 + b3 * ex,
              b0 * sy + b1 * (sy + 2 * my) / 3 + b2 * (ey + 2 * my) / 3 + b3 * ey);
}

static void
draw_states (cairo_t *cr, const Layout *l, const guint8 *accept)
{
  char number[16];

  for (guint q = 0; q < l->n; q++)
    {
      double x, y;

      state_center (l, q, &x, &y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, l->node, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, accept[q] ? 0.85 : 1, accept[q] ? 0.92 : 1, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      cairo_stroke (cr);
      if (accept[q])
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y, l->node * 0.82, 0, 2 * G_PI);
          cairo_stroke (cr);
        }
      g_snprintf (number, sizeof number, "%u", q);
      centered_text (cr, number, x, y);
    }
}

void
wy_render_automaton (cairo_t *cr, const WyAutomaton *a, const char *title, double width,
                     double height)
{
  g_autoptr (GBytes) table = wy_automaton_get_transitions (a);
  g_autoptr (GBytes) outputs = wy_automaton_get_accepting (a);
  const gint32 *next = g_bytes_get_data (table, NULL);
  guint alphabet = wy_automaton_get_alphabet_size (a);
  double side = MIN (width, height);
  Layout l = { width / 2, height / 2 + side * 0.03, side * 0.3, 0, wy_automaton_get_n_states (a) };

  l.node = MIN (side * 0.05, l.n > 1 ? l.ring * sin (G_PI / l.n) * 0.6 : side * 0.05);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, side * 0.028);
  centered_text (cr, title, width / 2, side * 0.04);
  cairo_set_font_size (cr, MAX (l.node * 0.55, side * 0.012));
  cairo_set_line_width (cr, MAX (side * 0.002, 1));
  for (guint q = 0; q < l.n; q++)
    for (guint c = 0; c < alphabet; c++)
      {
        gint32 r = next[(gsize) q * alphabet + c];
        gboolean first = r >= 0;

        for (guint e = 0; e < c && first; e++)
          first = next[(gsize) q * alphabet + e] != r;
        if (!first)
          continue;
        g_autofree char *label = edge_label (a, q, r, table);
        if ((guint) r == q)
          draw_loop (cr, &l, q, label);
        else
          draw_edge (cr, &l, q, (guint) r, label);
      }
  if (l.n > 0)
    {
      double x, y;

      /* the initial arrow from the upper left, clear of the loop above and the last state */
      state_center (&l, 0, &x, &y);
      cairo_move_to (cr, x - l.node * 2.5, y - l.node * 2.5);
      cairo_line_to (cr, x - l.node * G_SQRT2 / 2, y - l.node * G_SQRT2 / 2);
      cairo_stroke (cr);
      arrow_head (cr, x - l.node * G_SQRT2 / 2, y - l.node * G_SQRT2 / 2, G_PI / 4, l.node * 0.35);
    }
  draw_states (cr, &l, g_bytes_get_data (outputs, NULL));
}

typedef struct {
  const WyAutomaton *a;
  const char        *title;
} Figure;

static void
draw_figure (cairo_t *cr, gconstpointer data, double width, double height)
{
  const Figure *f = data;

  wy_render_automaton (cr, f->a, f->title, width, height);
}

gboolean
wy_export_automaton_write (const WyAutomaton *a, const char *title, double width,
                           const char *filename, GError **error)
{
  const char *pairs[] = { "Title", title, "Software", "Wythoff Lattice " PACKAGE_VERSION, NULL };
  WyExportFormat format;

  if (!wy_export_plot_format (filename, FALSE, &format, error))
    return FALSE;
  return wy_export_plot_write (&(WyPlot) { draw_figure, &(Figure) { a, title }, (char **) pairs,
                                           "", NULL }, format, width, width, 96, filename, NULL,
                               error);
}
