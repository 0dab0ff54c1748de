/* wy-export-limit.c: the limit plot written to PNG, SVG, PDF or TikZ, through the export layer's temporary files. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "wy-export-private.h"
#include "wy-render-limit.h"

static char **
limit_pairs (const WyLimitSeries *s)
{
  const WyLimitPoint *last = &g_array_index (s->points, WyLimitPoint, s->points->len - 1);
  g_autofree char *title = g_strdup_printf ("Wythoff Lattice: x_n/n of %s, n = 1 to %"
                                            G_GUINT64_FORMAT, s->game, last->n);
  g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, last->n);
  GStrvBuilder *b = g_strv_builder_new ();
  char **pairs;

  g_strv_builder_add_many (b, "Title", title, "Software", "Wythoff Lattice " PACKAGE_VERSION,
                           "wythoff:game", s->game, "wythoff:view", "limit", "wythoff:count",
                           count, "wythoff:version", PACKAGE_VERSION, NULL);
  pairs = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return pairs;
}

/* A TikZ picture of the same plot: the curve in one path, in log10 n. */
static GString *
limit_tikz (const WyLimitSeries *s, char **pairs)
{
  GString *out = g_string_new (NULL);
  const WyLimitPoint *p = (const WyLimitPoint *) s->points->data;
  double lx1 = MAX (log10 ((double) p[s->points->len - 1].n), 1);

  g_string_append_printf (out, "%% %s\n\\IfFileExists{standalone.cls}"
                          "{\\documentclass[tikz,border=2mm]{standalone}}\n"
                          "  {\\documentclass{article}\\usepackage{tikz}\\pagestyle{empty}}\n"
                          "\\begin{document}\n\\begin{tikzpicture}[x=%.4fcm,y=1cm]\n", pairs[1],
                          10.0 / lx1);
  g_string_append (out, "% x: log10 n; y: x_n/n\n\\draw[->] (0,0) -- ");
  g_string_append_printf (out, "(%.3f,0) node[below left] {$\\log_{10} n$};\n", lx1);
  g_string_append_printf (out, "\\draw[blue,thick] plot coordinates {");
  for (guint i = 0; i < s->points->len; i++)
    g_string_append_printf (out, "%s(%.4f,%.6f)", i % 6 ? " " : "\n  ", log10 ((double) p[i].n),
                            p[i].ratio);
  g_string_append (out, "};\n");
  if (s->has_perron)
    g_string_append_printf (out, "\\draw (0,%.6f) -- (%.3f,%.6f) node[above left] "
                            "{Perron %.6f};\n", s->perron, lx1, s->perron, s->perron);
  if (s->has_printed)
    g_string_append_printf (out, "\\draw[dashed] (0,%.6f) -- (%.3f,%.6f) node[below left] "
                            "{paper 001, Table 3: %.3f};\n", s->printed, lx1, s->printed,
                            s->printed);
  g_string_append (out, "\\end{tikzpicture}\n\\end{document}\n");
  return out;
}

static void
draw_limit (cairo_t *cr, gconstpointer data, double w, double h)
{
  wy_render_limit (cr, data, w, h, FALSE);
}

gboolean
wy_export_limit_write (const WyLimitSeries *s, double width, double dpi, const char *filename,
                       GCancellable *cancellable, GError **error)
{
  g_auto (GStrv) pairs = NULL;
  g_autofree char *keys = NULL;
  g_autoptr (GString) tikz = NULL;
  WyExportFormat format;
  gboolean ok;

  g_return_val_if_fail (s && s->points->len > 0 && filename, FALSE);
  if (!wy_export_plot_format (filename, TRUE, &format, error))
    return FALSE;
  pairs = limit_pairs (s);
  keys = g_strdup_printf ("wythoff:game=%s; wythoff:view=limit; wythoff:count=%s", pairs[5],
                          pairs[9]);
  tikz = format == WY_EXPORT_TIKZ ? limit_tikz (s, pairs) : NULL;
  ok = wy_export_plot_write (&(WyPlot) { draw_limit, s, pairs, keys, tikz }, format,
                             round (width), round (width * 2 / 3), dpi, filename, cancellable,
                             error);
  return ok;
}
