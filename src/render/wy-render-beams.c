/* wy-render-beams.c: the P-beams plot: the slope y/x of every P-position (x <= y) against y, the beams marked, and its export. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>

#include "wy-export-private.h"
#include "wy-render-limit.h"

typedef struct {
  double left, right, top, bottom;
  double x1, s0, s1;   /* y 1 .. x1 across (logarithmic), slopes s0 .. s1 up */
} Frame;

/* y on a logarithmic scale: the slopes settle onto the beams over decades */
static double
px (const Frame *f, double y)
{
  return f->left + log10 (MAX (y, 1)) / log10 (MAX (f->x1, 10)) * (f->right - f->left);
}
static double py (const Frame *f, double s)
{
  return f->bottom - (s - f->s0) / (f->s1 - f->s0) * (f->bottom - f->top);
}

static void
axes (cairo_t *cr, const Frame *f, double font)
{
  wy_render_plot_box (cr, f->left, f->top, f->right, f->bottom, font);
  for (double y = 1; y <= f->x1; y *= 10)
    {
      g_autofree char *label = g_strdup_printf ("%.0f", y);
      wy_render_plot_xtick (cr, px (f, y), f->bottom, label, font);
    }
  /* slopes at steps of 0.25 */
  for (double s = ceil (f->s0 * 4) / 4; s <= f->s1; s += 0.25)
    {
      g_autofree char *label = g_strdup_printf ("%.2f", s);
      wy_render_plot_ytick (cr, f->left, py (f, s), label, font);
    }
  wy_render_plot_text (cr, "y, the larger pile (logarithmic)", (f->left + f->right) / 2,
                       f->bottom + 2.0 * font, 0.5, 1.0);
}

void
wy_render_beams (cairo_t *cr, const WyBeamsPlot *plot, double width, double height)
{
  const WyBeam *b = (const WyBeam *) plot->beams->data;
  double font = MAX (width / 60, 6), dot = MAX (width / 600, 1);
  Frame f = { 5.5 * font, width - 10.5 * font, 3.5 * font, height - 3.5 * font,
              MAX (plot->size, 1), 1, 2 };
  g_autofree char *title = g_strdup_printf ("slope y/x of the P-positions x <= y of %%s on %u x %u",
                                            plot->size, plot->size);
  g_autofree char *note = g_strdup_printf ("dashed: the beams of the positions with y >= %u "
                                           "(slope, count)", plot->size / 4);

  /* slopes from 1 to a little above the steepest beam (near the origin
   * slopes run far higher: cut off) */
  for (guint i = 0; i < plot->beams->len; i++)
    f.s1 = MAX (f.s1, b[i].max_slope * 1.15);
  wy_render_plot_begin (cr, font, title, plot->game, f.left, FALSE);
  wy_render_plot_text (cr, note, f.left, 2.5 * font, 0.0, 0.5);
  cairo_save (cr);
  cairo_rectangle (cr, f.left, f.top, f.right - f.left, f.bottom - f.top);
  cairo_clip (cr);
  cairo_set_source_rgb (cr, 0.1, 0.25, 0.65);
  for (guint i = 0; i < plot->n_ppos; i++)
    {
      const WyPos *p = &plot->ppos[i];
      if (p->x >= 1 && p->x <= p->y)
        cairo_rectangle (cr, px (&f, p->y) - dot / 2, py (&f, (double) p->y / p->x) - dot / 2,
                         dot, dot);
    }
  cairo_fill (cr);
  cairo_restore (cr);
  axes (cr, &f, font);
  /* each beam: a dashed line at its slope, labelled on the right */
  cairo_set_source_rgb (cr, 0.8, 0.15, 0.1);
  cairo_set_line_width (cr, font * 0.06);
  for (guint i = 0; i < plot->beams->len; i++)
    {
      g_autofree char *label = g_strdup_printf ("%.4f (%" G_GUINT64_FORMAT ")", b[i].slope,
                                                b[i].count);
      double dash = font * 0.5;
      cairo_set_dash (cr, &dash, 1, 0);
      cairo_move_to (cr, px (&f, plot->size / 4.0), py (&f, b[i].slope));
      cairo_line_to (cr, f.right, py (&f, b[i].slope));
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      wy_render_plot_text (cr, label, f.right + 0.4 * font, py (&f, b[i].slope), 0.0, 0.5);
    }
  cairo_restore (cr);
}

static void
draw_beams (cairo_t *cr, gconstpointer data, double w, double h)
{
  wy_render_beams (cr, data, w, h);
}

gboolean
wy_export_beams_write (const WyBeamsPlot *plot, double width, double dpi, const char *filename,
                       GCancellable *cancellable, GError **error)
{
  g_autofree char *title = g_strdup_printf ("Wythoff Lattice: the P-beams of %s on %u x %u",
                                            plot->game, plot->size, plot->size);

  return wy_export_view_plot_write (draw_beams, plot, "beams", plot->game, plot->size, title,
                                    width, dpi, filename, cancellable, error);
}
