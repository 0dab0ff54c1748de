/* wy-export-svg.c: the SVG writer: the figure drawn by Cairo at its physical size, its provenance in a <title> and a <desc>. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <string.h>
#include <cairo-svg.h>

#include "wy-export-private.h"

/* Cairo has no SVG metadata call: put a <title> and a <desc> with the
 * provenance right after the opening <svg> tag. */
void
wy_export_svg_metadata (GString *svg, char **pairs)
{
  const char *open = strstr (svg->str, "<svg");
  const char *end = open ? strchr (open, '>') : NULL;
  GString *meta = g_string_new ("\n");

  if (!end)
    return;
  for (guint i = 0; pairs[i] && pairs[i + 1]; i += 2)
    {
      g_autofree char *k = g_markup_escape_text (pairs[i], -1);
      g_autofree char *v = g_markup_escape_text (pairs[i + 1], -1);
      if (i == 0)
        g_string_append_printf (meta, "<title>%s</title>\n<desc>\n", v);
      else
        g_string_append_printf (meta, "%s=%s\n", k, v);
    }
  g_string_append (meta, "</desc>");
  g_string_insert (svg, end - svg->str + 1, meta->str);
  g_string_free (meta, TRUE);
}

gboolean
wy_export_write_svg (const WyBoard *board, const WyExportOptions *o,
                     const WyRenderOptions *r, double w, double h, WyTempFile *t,
                     WyExportProgress *progress, GError **error)
{
  g_autoptr (GString) svg = g_string_new (NULL);
  g_auto (GStrv) pairs = wy_export_vector_pairs (wy_export_provenance_pairs (board, r), w,
                                                 o->dpi);
  cairo_surface_t *surface = cairo_svg_surface_create_for_stream (wy_export_string_write, svg,
                                                                  w * 72 / o->dpi, h * 72 / o->dpi);
  cairo_t *cr;
  gboolean ok;

  cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PT);
  cr = cairo_create (surface);
  cairo_scale (cr, 72 / o->dpi, 72 / o->dpi);
  wy_export_draw_figure (cr, board, r, w, h, FALSE);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  ok = wy_export_check_surface (surface, t, error);
  cairo_surface_destroy (surface);
  if (!ok)
    return FALSE;
  wy_export_svg_metadata (svg, pairs);
  if (wy_temp_write_func (t, (const guint8 *) svg->str, svg->len) != CAIRO_STATUS_SUCCESS)
    {
      wy_temp_take_error (t, error);
      return FALSE;
    }
  return TRUE;
}

