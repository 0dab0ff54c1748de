/* wy-export-memory.c: before a figure's file is opened, the memory it will need is there and the fonts are loaded, so that a tight limit ends in one line, never in a crash inside a library with a hidden file left. */
#define G_LOG_DOMAIN "wy-render"
#define _GNU_SOURCE /* MAP_ANONYMOUS, MAP_NORESERVE under -std=c11 */

#include "config.h"

#include <sys/mman.h>
#include <sys/resource.h>
#include <glib/gi18n-lib.h>

#include "wy-export-private.h"

/* What an export takes beyond its surfaces, measured under address-space
 * limits (ulimit -v) on the smallest figures: the fonts (fontconfig reads
 * its whole configuration), the writer's thread, libpng and giflib; a WebM
 * adds GStreamer's encoder and its threads (with 224 MiB left it wrote, with
 * 160 MiB it hung in a thread that never started). */
#define WY_EXPORT_BASE_BYTES ((gsize) 48 << 20)
#define WY_EXPORT_GIF_BYTES  ((gsize) 64 << 20)
#define WY_EXPORT_WEBM_BYTES ((gsize) 200 << 20)

static gsize
export_needs (const WyExportOptions *options, double w, double h)
{
  double pixels = options->format == WY_EXPORT_PNG || wy_export_format_is_video (options->format)
                  ? w * h : 0;
  /* a frame, the one before it (a fade or the GIF's indices) and the pixel map of cells
   * smaller than a pixel */
  double surfaces = pixels * (wy_export_format_is_video (options->format) ? 3 * 4 + 2 : 4 + 1);
  gsize base = options->format == WY_EXPORT_WEBM ? WY_EXPORT_WEBM_BYTES
               : options->format == WY_EXPORT_GIF ? WY_EXPORT_GIF_BYTES : WY_EXPORT_BASE_BYTES;

  return base + (gsize) MIN (surfaces, (double) (G_MAXSIZE / 2));
}

/* Under an address-space limit, is there room for need bytes more? A
 * reservation that touches no page answers exactly (mmap counts towards
 * RLIMIT_AS as every allocation does). */
static gboolean
has_headroom (gsize need)
{
  struct rlimit rl;
  void *p;

  if (getrlimit (RLIMIT_AS, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY)
    return TRUE;
  p = mmap (NULL, need, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED)
    return FALSE;
  munmap (p, need);
  return TRUE;
}

/* Cairo's toy fonts (wy_render_set_font) load fontconfig on first use;
 * done here, once, where a failure is an answer and no file is open. */
static gboolean
fonts_ready (void)
{
  static gsize once = 0;
  static gboolean ok;

  if (g_once_init_enter (&once))
    {
      cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
      cairo_t *cr = cairo_create (s);
      cairo_text_extents_t e;

      cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                              CAIRO_FONT_WEIGHT_NORMAL);
      cairo_set_font_size (cr, 10);
      cairo_text_extents (cr, "0123456789", &e);
      ok = cairo_status (cr) == CAIRO_STATUS_SUCCESS && e.width > 0;
      cairo_destroy (cr);
      cairo_surface_destroy (s);
      g_once_init_leave (&once, 1);
    }
  return ok;
}

gboolean
wy_export_preflight (const WyExportOptions *options, double w, double h, const char *filename,
                     GError **error)
{
  gsize need = export_needs (options, w, h);

  if (!has_headroom (need))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("Not enough memory to write “%s”: it needs about %u MiB, "
                     "more than the address-space limit (ulimit -v) leaves free"), filename,
                   (guint) (need >> 20));
      return FALSE;
    }
  if (!fonts_ready ())
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("Could not write “%s”: the fonts could not be loaded (not enough "
                     "memory?)"), filename);
      return FALSE;
    }
  return TRUE;
}
