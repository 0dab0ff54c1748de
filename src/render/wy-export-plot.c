/* wy-export-plot.c: a plot (the limit, the class offsets) written to PNG, SVG, PDF or TikZ through the export layer's temporary files. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>
#include <string.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>

#include "wy-export-private.h"

static gboolean
write_string (WyTempFile *t, const GString *text, GError **error)
{
  if (wy_temp_write_func (t, (const guint8 *) text->str, text->len) == CAIRO_STATUS_SUCCESS)
    return TRUE;
  wy_temp_take_error (t, error);
  return FALSE;
}

/* The value of a provenance key, or NULL. */
static const char *
pair_value (char **pairs, const char *key)
{
  for (guint i = 0; pairs[i] && pairs[i + 1]; i += 2)
    if (strcmp (pairs[i], key) == 0)
      return pairs[i + 1];
  return NULL;
}

/* A PDF's Subject: "<view> plot of <game>", or NULL for a plot without a view (an automaton's). */
static char *
plot_subject (char **pairs)
{
  const char *view = pair_value (pairs, "wythoff:view");
  const char *game = pair_value (pairs, "wythoff:game");

  if (!view)
    return NULL;
  return game ? g_strdup_printf ("%s plot of %s", view, game) : g_strdup_printf ("%s plot", view);
}

static gboolean
write_plot (const WyPlot *plot, WyExportFormat format, double w, double h, double dpi,
            WyTempFile *t, GError **error)
{
  g_autoptr (GString) text = g_string_new (NULL);
  cairo_surface_t *surface;
  cairo_t *cr;
  gboolean ok;

  if (format == WY_EXPORT_TIKZ)
    return write_string (t, plot->tikz, error);
  if (format == WY_EXPORT_PNG)
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) w, (int) h);
  else if (format == WY_EXPORT_SVG)
    surface = cairo_svg_surface_create_for_stream (wy_export_string_write, text, w * 72 / dpi,
                                                   h * 72 / dpi);
  else
    surface = cairo_pdf_surface_create_for_stream (wy_temp_write_func, t, w * 72 / dpi,
                                                   h * 72 / dpi);
  if (format == WY_EXPORT_PDF)
    {
      g_autofree char *subject = plot_subject (plot->pairs);

      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, plot->pairs[1]);
      if (subject)
        cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_SUBJECT, subject);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_KEYWORDS, plot->keywords);
      if (pair_value (plot->pairs, "Software"))
        cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR,
                                        pair_value (plot->pairs, "Software"));
      wy_export_pdf_date (surface);
    }
  cr = cairo_create (surface);
  if (format != WY_EXPORT_PNG)
    cairo_scale (cr, 72 / dpi, 72 / dpi);
  plot->draw (cr, plot->data, w, h);
  cairo_destroy (cr);
  if (format == WY_EXPORT_PNG)
    ok = wy_png_write (surface, t, dpi, plot->pairs, error);
  else
    {
      cairo_surface_finish (surface);
      ok = cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS
           || wy_temp_fail (t, cairo_status_to_string (cairo_surface_status (surface)), error);
    }
  cairo_surface_destroy (surface);
  if (ok && format == WY_EXPORT_SVG)
    {
      wy_export_svg_metadata (text, plot->pairs);
      ok = write_string (t, text, error);
    }
  return ok;
}

/* A plot is a still figure: PNG, SVG, PDF, and TikZ where it has its own. */
static gboolean
plot_writes (WyExportFormat format, gboolean tikz)
{
  return format == WY_EXPORT_PNG || format == WY_EXPORT_SVG || format == WY_EXPORT_PDF
         || (format == WY_EXPORT_TIKZ && tikz);
}

static gboolean
plot_refuses (const char *filename, gboolean tikz, GError **error)
{
  g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
               _("“%s”: this plot is written as %s (the file name’s extension)"), filename,
               tikz ? ".png, .svg, .pdf or .tex" : ".png, .svg or .pdf");
  return FALSE;
}

gboolean
wy_export_plot_format (const char *filename, gboolean tikz, WyExportFormat *out,
                       GError **error)
{
  if (wy_export_format_from_filename (filename, out, NULL) && plot_writes (*out, tikz))
    return TRUE;
  return plot_refuses (filename, tikz, error);
}

gboolean
wy_export_plot_write (const WyPlot *plot, WyExportFormat format, double width, double height,
                      double dpi, const char *filename, GCancellable *cancellable,
                      GError **error)
{
  WyTempFile t;
  gboolean ok;

  if (!(width >= WY_EXPORT_PLOT_MIN_WIDTH && width <= WY_EXPORT_PLOT_MAX_WIDTH)
      || !(dpi >= WY_EXPORT_MIN_DPI && dpi <= WY_EXPORT_MAX_DPI))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("the plot must be %d to %d pixels wide at %d to %d dpi"),
                   WY_EXPORT_PLOT_MIN_WIDTH, WY_EXPORT_PLOT_MAX_WIDTH, WY_EXPORT_MIN_DPI,
                   WY_EXPORT_MAX_DPI);
      return FALSE;
    }
  if (!plot_writes (format, plot->tikz != NULL))
    return plot_refuses (filename, plot->tikz != NULL, error);
  if (!wy_temp_open (&t, filename, cancellable, error))
    {
      wy_temp_discard (&t);
      return FALSE;
    }
  ok = write_plot (plot, format, width, height, dpi, &t, error) && wy_temp_commit (&t, error);
  wy_temp_discard (&t);
  return ok;
}

gboolean
wy_export_board_plot_write (void (*draw) (cairo_t *, gconstpointer, double, double),
                            gconstpointer data, const char *view, const char *game, guint size,
                            const char *title, WyExportFormat format, double width,
                            double height, double dpi, const char *filename,
                            GCancellable *cancellable, GError **error)
{
  g_autofree char *side = g_strdup_printf ("%u", size);
  g_autofree char *keys = g_strdup_printf ("wythoff:game=%s; wythoff:view=%s; wythoff:size=%u",
                                           game, view, size);
  const char *pairs[] = { "Title", title, "Software", "Wythoff Lattice " PACKAGE_VERSION,
                          "wythoff:game", game, "wythoff:view", view, "wythoff:size", side,
                          "wythoff:version", PACKAGE_VERSION, NULL };

  return wy_export_plot_write (&(WyPlot) { draw, data, (char **) pairs, keys, NULL }, format,
                               width, height, dpi, filename, cancellable, error);
}

gboolean
wy_export_view_plot_write (void (*draw) (cairo_t *, gconstpointer, double, double),
                           gconstpointer data, const char *view, const char *game, guint size,
                           const char *title, double width, double dpi, const char *filename,
                           GCancellable *cancellable, GError **error)
{
  WyExportFormat format;

  if (!wy_export_plot_format (filename, FALSE, &format, error))
    return FALSE;
  return wy_export_board_plot_write (draw, data, view, game, size, title, format, round (width),
                                     round (width * 2 / 3), dpi, filename, cancellable, error);
}
