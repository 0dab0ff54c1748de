/* wy-render-offsets.c: the Grundy classes' offsets from the P-positions against the value, one line per board size, and its export. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>

#include "wy-export-private.h"
#include "wy-render-limit.h"

/* One colour per board side, S/8 .. S, from light to dark. */
static const double line_rgb[4][3] = {
  { 0.62, 0.75, 0.93 }, { 0.35, 0.55, 0.88 }, { 0.15, 0.35, 0.75 }, { 0.05, 0.12, 0.45 },
};

typedef struct {
  double left, right, top, bottom;
  double x1, y1;   /* values 0 .. x1 across, offsets 0 .. y1 up */
} Frame;

static double px (const Frame *f, double g) { return f->left + g / f->x1 * (f->right - f->left); }
static double py (const Frame *f, double v) { return f->bottom - v / f->y1 * (f->bottom - f->top); }

static void
axes (cairo_t *cr, const Frame *f, const WyOffsetsPlot *plot, double font)
{
  guint top = plot->classes->len - 1, step = MAX (1, (top + 9) / 10);

  wy_render_plot_box (cr, f->left, f->top, f->right, f->bottom, font);
  for (guint g = 0; g <= top; g += step)
    {
      g_autofree char *label = g_strdup_printf ("%u", g);
      wy_render_plot_xtick (cr, px (f, g), f->bottom, label, font);
    }
  for (int i = 0; i <= 4; i++)
    {
      double v = f->y1 * i / 4;
      g_autofree char *label = g_strdup_printf ("%.1f", v);
      wy_render_plot_ytick (cr, f->left, py (f, v), label, font);
    }
  wy_render_plot_text (cr, "Grundy value g", (f->left + f->right) / 2, f->bottom + 2.0 * font,
                       0.5, 1.0);
}

static void
legend (cairo_t *cr, const Frame *f, const WyOffsetsPlot *plot, double font)
{
  for (guint k = 0; k < 4; k++)
    {
      g_autofree char *label = g_strdup_printf ("side %u", plot->size >> (3 - k));
      double y = f->top + (1.2 + 1.3 * k) * font;
      cairo_set_source_rgb (cr, line_rgb[k][0], line_rgb[k][1], line_rgb[k][2]);
      cairo_move_to (cr, f->left + 0.8 * font, y);
      cairo_line_to (cr, f->left + 2.6 * font, y);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      wy_render_plot_text (cr, label, f->left + 3.0 * font, y, 0.0, 0.5);
    }
}

void
wy_render_offsets (cairo_t *cr, const WyOffsetsPlot *plot, double width, double height)
{
  const WyClassOffsets *c = (const WyClassOffsets *) plot->classes->data;
  double font = MAX (width / 60, 6);
  Frame f = { 5.5 * font, width - 1.5 * font, 2.5 * font, height - 3.5 * font,
              MAX (plot->classes->len - 1, 1), 1 };
  const char *title = plot->golden ? "greatest |y − φx| of each Grundy value of %s, x <= y"
                                    : "greatest distance to the row's P-position of each "
                                      "Grundy value of %s";

  for (guint g = 0; g < plot->classes->len; g++)
    f.y1 = MAX (f.y1, c[g].max_abs[3] * 1.08);
  wy_render_plot_begin (cr, font, title, plot->game, f.left, FALSE);
  axes (cr, &f, plot, font);
  cairo_set_line_width (cr, font * 0.12);
  for (guint k = 0; k < 4; k++)
    {
      cairo_set_source_rgb (cr, line_rgb[k][0], line_rgb[k][1], line_rgb[k][2]);
      for (guint g = 0; g < plot->classes->len; g++)
        (g ? cairo_line_to : cairo_move_to) (cr, px (&f, g), py (&f, c[g].max_abs[k]));
      cairo_stroke (cr);
    }
  legend (cr, &f, plot, font);
  cairo_restore (cr);
}

static void
draw_offsets (cairo_t *cr, gconstpointer data, double w, double h)
{
  wy_render_offsets (cr, data, w, h);
}

gboolean
wy_export_offsets_write (const WyOffsetsPlot *plot, double width, double dpi,
                         const char *filename, GCancellable *cancellable, GError **error)
{
  g_autofree char *title = g_strdup_printf ("Wythoff Lattice: the offsets of the Grundy classes "
                                            "0 to %u of %s on %u x %u", plot->classes->len - 1,
                                            plot->game, plot->size, plot->size);

  g_return_val_if_fail (plot->classes->len > 0, FALSE);
  return wy_export_view_plot_write (draw_offsets, plot, "offsets", plot->game, plot->size, title, width,
                                    dpi, filename, cancellable, error);
}
