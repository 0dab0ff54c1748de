/* wy-render-limit.c: the limit plot: x_n / n against n on a log scale, with the Perron limit and paper 001's printed value as lines. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>

#include "wy-render-limit.h"
#include "wy-render-private.h"

typedef struct {
  double left, right, top, bottom;  /* the plot area */
  double lx0, lx1, y0, y1;          /* log10 n and ratio ranges */
} Frame;

static double
px_of (const Frame *f, double n)
{
  return f->left + (log10 (n) - f->lx0) / (f->lx1 - f->lx0) * (f->right - f->left);
}

static double
py_of (const Frame *f, double v)
{
  return f->bottom - (v - f->y0) / (f->y1 - f->y0) * (f->bottom - f->top);
}

static void
ranges (const WyLimitSeries *s, Frame *f)
{
  const WyLimitPoint *p = (const WyLimitPoint *) s->points->data;
  double lo = INFINITY, hi = -INFINITY, pad;

  for (guint i = 0; i < s->points->len; i++)
    lo = MIN (lo, p[i].ratio), hi = MAX (hi, p[i].ratio);
  if (s->has_perron)
    lo = MIN (lo, s->perron), hi = MAX (hi, s->perron);
  if (s->has_printed)
    lo = MIN (lo, s->printed), hi = MAX (hi, s->printed);
  pad = MAX ((hi - lo) * 0.08, 0.05);
  f->y0 = lo - pad;
  f->y1 = hi + pad;
  f->lx0 = 0;
  f->lx1 = MAX (log10 ((double) p[s->points->len - 1].n), 1);
}

void
wy_render_plot_text (cairo_t *cr, const char *text, double x, double y, double ax, double ay)
{
  cairo_text_extents_t e;

  cairo_text_extents (cr, text, &e);
  cairo_move_to (cr, x - ax * e.x_advance, y + ay * e.height);
  cairo_show_text (cr, text);
}

/* A plot's colours: the page of a figure, and the dark window's (GNOME's dark view colours;
 * the curve a lighter blue that keeps its contrast there). */
typedef struct {
  double page, ink, curve[3];
} PlotColors;

static const PlotColors plot_colors[2] = {
  { 1.0, 0.0, { 0.1, 0.3, 0.75 } },
  { 0.118, 0.92, { 0.47, 0.68, 0.93 } },
};

/* The title: the format's words typeset as notation (x_n with its script, <= as a sign),
 * the game's rule string in place of its %s as it was typed. */
static void
plot_title (cairo_t *cr, double font, const char *format, const char *game, double x)
{
  const char *at = strstr (format, "%s");
  g_autofree char *before = g_strndup (format, at ? (gsize) (at - format) : strlen (format));
  g_autofree char *plain = g_strdup_printf (format, game);
  cairo_text_extents_t e;

  /* on the baseline the plain title had */
  cairo_text_extents (cr, plain, &e);
  double baseline = 1.2 * font + 0.5 * e.height;
  x += wy_render_typeset (cr, before, font, x, baseline, TRUE);
  if (at == NULL)
    return;
  cairo_set_font_size (cr, font);
  cairo_text_extents (cr, game, &e);
  cairo_move_to (cr, x, baseline);
  cairo_show_text (cr, game);
  wy_render_typeset (cr, at + 2, font, x + e.x_advance, baseline, TRUE);
  cairo_set_font_size (cr, font);
}

void
wy_render_plot_begin (cairo_t *cr, double font, const char *format, const char *game,
                      double x, gboolean dark)
{
  const PlotColors *c = &plot_colors[dark ? 1 : 0];

  cairo_save (cr);
  cairo_set_source_rgb (cr, c->page, c->page, c->page);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, c->ink, c->ink, c->ink);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, font);
  plot_title (cr, font, format, game, x);
}

void
wy_render_plot_box (cairo_t *cr, double left, double top, double right, double bottom,
                    double font)
{
  cairo_set_line_width (cr, font * 0.08);
  cairo_rectangle (cr, left, top, right - left, bottom - top);
  cairo_stroke (cr);
}

void
wy_render_plot_xtick (cairo_t *cr, double x, double bottom, const char *label, double font)
{
  cairo_move_to (cr, x, bottom);
  cairo_line_to (cr, x, bottom + 0.4 * font);
  cairo_stroke (cr);
  wy_render_plot_text (cr, label, x, bottom + 0.6 * font, 0.5, 1.0);
}

void
wy_render_plot_ytick (cairo_t *cr, double left, double y, const char *label, double font)
{
  cairo_move_to (cr, left - 0.4 * font, y);
  cairo_line_to (cr, left, y);
  cairo_stroke (cr);
  wy_render_plot_text (cr, label, left - 0.6 * font, y, 1.0, 0.5);
}

/* "10³": the power as a superscript, as a paper writes it. */
static char *
power_of_ten (int d)
{
  static const char *digits[] = { "⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹" };
  g_autofree char *plain = g_strdup_printf ("%d", d);
  GString *out = g_string_new ("10");

  for (const char *c = plain; *c; c++)
    g_string_append (out, *c == '-' ? "⁻" : digits[*c - '0']);
  return g_string_free (out, FALSE);
}

/* A round step for the ratio axis, 1, 2, 2.5 or 5 times a power of ten, giving at most six
 * intervals; *decimals: the digits after the point its multiples need. */
static double
ratio_step (double range, int *decimals)
{
  static const double nice[] = { 1, 2, 2.5, 5, 10 };
  double unit = pow (10, floor (log10 (range / 6))), step = unit;

  for (guint i = 0; i < G_N_ELEMENTS (nice); i++)
    if (nice[i] * unit >= range / 6)
      {
        step = nice[i] * unit;
        break;
      }
  for (*decimals = 0; *decimals < 6; (*decimals)++)
    {
      double scaled = step * pow (10, *decimals);
      if (fabs (scaled - round (scaled)) < 1e-6)
        break;
    }
  return step;
}

static void
axes (cairo_t *cr, const Frame *f, double font)
{
  int decimals;
  double step = ratio_step (f->y1 - f->y0, &decimals);

  wy_render_plot_box (cr, f->left, f->top, f->right, f->bottom, font);
  for (int d = 0; d <= (int) floor (f->lx1); d++)
    {
      g_autofree char *label = power_of_ten (d);
      wy_render_plot_xtick (cr, px_of (f, pow (10, d)), f->bottom, label, font);
    }
  for (double k = ceil (f->y0 / step - 1e-9); k * step <= f->y1 + 1e-9 * step; k++)
    {
      double v = k * step;
      g_autofree char *label = g_strdup_printf ("%.*f", decimals, v);
      wy_render_plot_ytick (cr, f->left, py_of (f, v), label, font);
    }
  wy_render_plot_text (cr, _("n (log scale)"), (f->left + f->right) / 2, f->bottom + 2.0 * font, 0.5, 1.0);
}

static void
hline (cairo_t *cr, const Frame *f, double v, gboolean dashed, const char *label, double font)
{
  /* the Perron label above its line, the printed one below: they are close */
  double y = dashed ? py_of (f, v) + 1.4 * font : py_of (f, v) - 0.4 * font;
  double dash[] = { font * 0.5, font * 0.3 };

  cairo_set_dash (cr, dash, dashed ? 2 : 0, 0);
  cairo_move_to (cr, f->left, py_of (f, v));
  cairo_line_to (cr, f->right, py_of (f, v));
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  wy_render_plot_text (cr, label, f->right - 0.3 * font, y, 1.0, 0.0);
}

void
wy_render_limit (cairo_t *cr, const WyLimitSeries *s, double width, double height,
                 gboolean dark)
{
  const double *curve = plot_colors[dark ? 1 : 0].curve;
  const WyLimitPoint *p = (const WyLimitPoint *) s->points->data;
  /* legible at a phone's width too */
  double font = MAX (width / 60, 10);
  Frame f = { 5.5 * font, width - 1.5 * font, 2.5 * font, height - 3.5 * font };

  g_return_if_fail (s->points->len > 0);
  /* Translators: a plot's title; %s is the game's rule string */
  wy_render_plot_begin (cr, font, _("x_n / n of %s"), s->game, f.left, dark);
  ranges (s, &f);
  {
    /* the last value, which the curve ends on */
    const WyLimitPoint *last = &p[s->points->len - 1];
    g_autofree char *value = g_strdup_printf ("n = %llu: %.6f", (unsigned long long) last->n,
                                              last->ratio);

    wy_render_plot_text (cr, value, f.right, 1.2 * font, 1.0, 0.5);
  }
  axes (cr, &f, font);
  cairo_set_line_width (cr, font * 0.06);
  if (s->has_perron)
    {
      g_autofree char *label = g_strdup_printf (_("Perron limit %.6f"), s->perron);
      hline (cr, &f, s->perron, FALSE, label, font);
    }
  if (s->has_printed)
    {
      g_autofree char *label = g_strdup_printf (_("paper 001, Table 3: %.3f"), s->printed);
      hline (cr, &f, s->printed, TRUE, label, font);
    }
  cairo_set_source_rgb (cr, curve[0], curve[1], curve[2]);
  cairo_set_line_width (cr, font * 0.12);
  for (guint i = 0; i < s->points->len; i++)
    (i ? cairo_line_to : cairo_move_to) (cr, px_of (&f, p[i].n), py_of (&f, p[i].ratio));
  cairo_stroke (cr);
  cairo_restore (cr);
}
