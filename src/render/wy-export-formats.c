/* wy-export-formats.c: the table of export formats: each format's name, extension, MIME type, kind and writer, the one place the export, the window and the command line read them from. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-export-private.h"

#ifdef WY_HAVE_GIF
#define WY_GIF_BUILT TRUE
#else
#define WY_GIF_BUILT FALSE
#endif
#ifdef WY_HAVE_GSTREAMER
#define WY_WEBM_BUILT TRUE
#else
#define WY_WEBM_BUILT FALSE
#endif

/* In the order of WyExportFormat (its values are the rows' indices). */
static const WyExportFormatInfo formats[WY_N_EXPORT_FORMATS] = {
  { WY_EXPORT_PNG, "PNG", "png", "PNG", "image/png",
    .raster = TRUE, .opens = TRUE, .available = TRUE, .write = wy_export_write_png },
  { WY_EXPORT_SVG, "SVG", "svg", "SVG", "image/svg+xml",
    .opens = TRUE, .available = TRUE, .write = wy_export_write_svg },
  { WY_EXPORT_PDF, "PDF", "pdf", "PDF", "application/pdf",
    .one_file = TRUE, .opens = TRUE, .available = TRUE, .write = wy_export_write_pdf },
  { WY_EXPORT_TIKZ, "TikZ", "tex", N_("TikZ (LaTeX)"), "text/x-tex",
    .available = TRUE, .write = wy_export_write_tikz },
  { WY_EXPORT_GIF, "GIF", "gif", N_("GIF (video of every step)"), "image/gif",
    .raster = TRUE, .video = TRUE, .one_file = TRUE, .needs = "giflib (libgif-dev)",
    .available = WY_GIF_BUILT, .write = wy_export_write_gif },
  { WY_EXPORT_WEBM, "WebM", "webm", N_("WebM (video of every step)"), "video/webm",
    .raster = TRUE, .video = TRUE, .one_file = TRUE,
    .needs = "GStreamer (libgstreamer1.0-dev)", .available = WY_WEBM_BUILT,
    .write = wy_export_write_webm },
};

const WyExportFormatInfo *
wy_export_format_get_info (WyExportFormat format)
{
  g_return_val_if_fail (format < WY_N_EXPORT_FORMATS, NULL);
  return &formats[format];
}

const char *
wy_export_format_get_name (WyExportFormat format)
{
  g_return_val_if_fail (format < WY_N_EXPORT_FORMATS, NULL);
  return formats[format].extension;
}

gboolean
wy_export_format_is_video (WyExportFormat format)
{
  return format < WY_N_EXPORT_FORMATS && formats[format].video;
}

gboolean
wy_export_format_from_name (const char *name, WyExportFormat *out)
{
  for (guint i = 0; name && i < WY_N_EXPORT_FORMATS; i++)
    if (g_ascii_strcasecmp (name, formats[i].extension) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

gboolean
wy_export_format_from_filename (const char *filename, WyExportFormat *out, GError **error)
{
  g_autofree char *base = g_path_get_basename (filename);
  const char *dot = strrchr (base, '.');
  g_autofree char *figures = NULL, *videos = NULL, *all = NULL;

  if (dot && wy_export_format_from_name (dot + 1, out))
    return TRUE;
  figures = wy_export_format_extensions (FALSE, ", ");
  videos = wy_export_format_extensions (TRUE, _(" or "));
  all = g_strdup_printf ("%s, %s", figures, videos);
  if (!dot || dot == base)
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                 _("“%s” has no extension: name the file %s"), filename, all);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                 _("unknown figure format “%s” of “%s”: use %s"), dot, filename, all);
  return FALSE;
}

char *
wy_export_format_extensions (gboolean video, const char *last)
{
  GString *s = g_string_new (NULL);
  guint n = 0, k = 0;

  for (guint i = 0; i < WY_N_EXPORT_FORMATS; i++)
    n += formats[i].video == video;
  for (guint i = 0; i < WY_N_EXPORT_FORMATS; i++)
    if (formats[i].video == video)
      {
        k++;
        g_string_append_printf (s, "%s.%s", k == 1 ? "" : k == n ? last : ", ",
                                formats[i].extension);
      }
  return g_string_free (s, FALSE);
}
