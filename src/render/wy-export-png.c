/* wy-export-png.c: PNG written with libpng: pixels, pHYs and the provenance text chunks. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <png.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>

#include "wy-export-private.h"

/* ---- writing ---- */

typedef struct {
  jmp_buf     jmp;
  WyTempFile *file;
  char        message[256];
} WyPngIo;

static void
png_error_cb (png_structp png, png_const_charp msg)
{
  WyPngIo *io = png_get_error_ptr (png);

  g_strlcpy (io->message, msg, sizeof io->message);
  longjmp (io->jmp, 1);
}

static void
png_warning_cb (png_structp png, png_const_charp msg)
{
  /* libpng warnings are not the user's concern */
}

static void
png_write_cb (png_structp png, png_bytep data, size_t length)
{
  WyPngIo *io = png_get_io_ptr (png);

  if (wy_temp_write_func (io->file, data, length) != CAIRO_STATUS_SUCCESS)
    png_error (png, "write error");
}

static void
png_flush_cb (png_structp png)
{
}

/* Cairo's premultiplied native-endian ARGB32 to straight RGBA bytes. */
static void
unpremultiply_row (const guint32 *src, guint8 *dst, guint width)
{
  for (guint x = 0; x < width; x++)
    {
      guint32 p = src[x];
      guint a = p >> 24, r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
      if (a != 0 && a != 255)
        {
          r = MIN ((r * 255 + a / 2) / a, 255);
          g = MIN ((g * 255 + a / 2) / a, 255);
          b = MIN ((b * 255 + a / 2) / a, 255);
        }
      dst[4 * x] = r;
      dst[4 * x + 1] = g;
      dst[4 * x + 2] = b;
      dst[4 * x + 3] = a;
    }
}

static void
set_text (png_structp png, png_infop info, char **pairs)
{
  guint n = g_strv_length (pairs) / 2;
  g_autofree png_text *text = g_new0 (png_text, n);

  for (guint i = 0; i < n; i++)
    {
      text[i].compression = PNG_TEXT_COMPRESSION_NONE;
      text[i].key = pairs[2 * i];
      text[i].text = pairs[2 * i + 1];
      text[i].text_length = strlen (pairs[2 * i + 1]);
    }
  png_set_text (png, info, text, n);
}

gboolean
wy_png_write (cairo_surface_t *surface, WyTempFile *t, double dpi, char **pairs, GError **error)
{
  WyPngIo io = { .file = t };
  guint w = cairo_image_surface_get_width (surface);
  guint h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data;
  g_autofree guint8 *row = g_try_malloc ((gsize) w * 4);
  png_structp png = row ? png_create_write_struct (PNG_LIBPNG_VER_STRING, &io, png_error_cb,
                                                   png_warning_cb) : NULL;
  png_infop info = png ? png_create_info_struct (png) : NULL;
  guint ppm = (guint) lround (dpi / 0.0254);

  if (!info)
    {
      png_destroy_write_struct (&png, NULL);
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY, _("Out of memory writing “%s”"), t->target);
      return FALSE;
    }
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  if (setjmp (io.jmp))
    {
      png_destroy_write_struct (&png, &info);
      return wy_temp_fail (t, io.message, error);
    }
  png_set_write_fn (png, &io, png_write_cb, png_flush_cb);
  png_set_IHDR (png, info, w, h, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_pHYs (png, info, ppm, ppm, PNG_RESOLUTION_METER);
  set_text (png, info, pairs);
  png_write_info (png, info);
  for (guint y = 0; y < h; y++)
    {
      /* a signal is heard between rows: zlib may go on for seconds
       * before it hands the writer a byte (a large, plain image) */
      if (g_cancellable_is_cancelled (t->cancellable))
        png_error (png, "cancelled");
      unpremultiply_row ((const guint32 *) (data + (gsize) y * stride), row, w);
      png_write_row (png, row);
    }
  png_write_end (png, info);
  png_destroy_write_struct (&png, &info);
  return TRUE;
}

gboolean
wy_export_write_png (const WyBoard *board, const WyExportOptions *o,
                     const WyRenderOptions *r, double w, double h, WyTempFile *t,
                     WyExportProgress *progress, GError **error)
{
  cairo_surface_t *surface = wy_export_render_frame (board, r, (int) lround (w),
                                                     (int) lround (h), t, error);
  g_auto (GStrv) pairs = NULL;
  gboolean ok;

  if (!surface)
    return FALSE;
  pairs = wy_export_provenance_pairs (board, r);
  ok = wy_png_write (surface, t, o->dpi, pairs, error);
  cairo_surface_destroy (surface);
  return ok;
}

