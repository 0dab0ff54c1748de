/* wy-export-limit.c: the limit plot written to PNG, SVG, PDF or TikZ, through the export layer's temporary files. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>
#include <string.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>

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

static cairo_status_t
string_write (void *closure, const unsigned char *data, unsigned int length)
{
  g_string_append_len (closure, (const char *) data, length);
  return CAIRO_STATUS_SUCCESS;
}

static gboolean
write_string (WyTempFile *t, const GString *text, GError **error)
{
  if (wy_temp_write_func (t, (const guint8 *) text->str, text->len) == CAIRO_STATUS_SUCCESS)
    return TRUE;
  wy_temp_take_error (t, error);
  return FALSE;
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

static gboolean
write_plot (const WyLimitSeries *s, WyExportFormat format, double w, double h, double dpi,
            WyTempFile *t, GError **error)
{
  g_auto (GStrv) pairs = limit_pairs (s);
  g_autoptr (GString) text = g_string_new (NULL);
  cairo_surface_t *surface;
  cairo_t *cr;
  gboolean ok;

  if (format == WY_EXPORT_TIKZ)
    {
      g_autoptr (GString) tex = limit_tikz (s, pairs);
      return write_string (t, tex, error);
    }
  if (format == WY_EXPORT_PNG)
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) w, (int) h);
  else if (format == WY_EXPORT_SVG)
    surface = cairo_svg_surface_create_for_stream (string_write, text, w * 72 / dpi, h * 72 / dpi);
  else
    surface = cairo_pdf_surface_create_for_stream (wy_temp_write_func, t, w * 72 / dpi,
                                                   h * 72 / dpi);
  if (format == WY_EXPORT_PDF)
    {
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, pairs[1]);
      g_autofree char *keys = g_strdup_printf ("wythoff:game=%s; wythoff:view=limit; "
                                               "wythoff:count=%s", pairs[5], pairs[9]);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_KEYWORDS, keys);
    }
  cr = cairo_create (surface);
  if (format != WY_EXPORT_PNG)
    cairo_scale (cr, 72 / dpi, 72 / dpi);
  wy_render_limit (cr, s, w, h);
  cairo_destroy (cr);
  if (format == WY_EXPORT_PNG)
    ok = wy_png_write (surface, t, dpi, pairs, error);
  else
    {
      cairo_surface_finish (surface);
      ok = cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS;
      if (!ok)
        g_set_error (error, WY_ERROR, WY_ERROR_IO, "Could not write “%s”: %s", t->target,
                     cairo_status_to_string (cairo_surface_status (surface)));
    }
  cairo_surface_destroy (surface);
  if (ok && format == WY_EXPORT_SVG)
    {
      /* the title after the opening <svg ...> tag, as the board figures have it */
      const char *open = strstr (text->str, "<svg");
      const char *end = open ? strchr (open, '>') : NULL;
      g_autofree char *title = g_markup_printf_escaped ("\n<title>%s</title>", pairs[1]);
      if (end)
        g_string_insert (text, end - text->str + 1, title);
      ok = write_string (t, text, error);
    }
  return ok;
}

gboolean
wy_export_limit_write (const WyLimitSeries *s, double width, double dpi, const char *filename,
                       GError **error)
{
  WyExportFormat format;
  WyTempFile t;
  gboolean ok;

  g_return_val_if_fail (s && s->points->len > 0 && filename, FALSE);
  if (!wy_export_format_from_filename (filename, &format, error))
    return FALSE;
  if (!(width >= 100 && width <= 10000) || !(dpi >= 10 && dpi <= 4800))
    {
      g_set_error_literal (error, WY_ERROR, WY_ERROR_RANGE,
                           "the plot must be 100 to 10000 pixels wide at 10 to 4800 dpi");
      return FALSE;
    }
  if (!wy_temp_open (&t, filename, NULL, error))
    {
      wy_temp_discard (&t);
      return FALSE;
    }
  ok = write_plot (s, format, round (width), round (width * 2 / 3), dpi, &t, error)
       && wy_temp_commit (&t, error);
  wy_temp_discard (&t);
  return ok;
}
