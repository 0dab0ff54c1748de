/* wy-export-pdf.c: the PDF writer: the figure drawn by Cairo at its physical size, a page a step for all steps, its provenance in the Keywords. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <cairo-pdf.h>

#include "wy-export-private.h"

void
wy_export_pdf_date (cairo_surface_t *surface)
{
  const char *epoch = g_getenv ("SOURCE_DATE_EPOCH");
  guint64 seconds;
  g_autoptr (GDateTime) date = NULL;
  g_autofree char *iso = NULL;

  if (!epoch || !g_ascii_string_to_unsigned (epoch, 10, 0, G_MAXINT64, &seconds, NULL)
      || !(date = g_date_time_new_from_unix_utc ((gint64) seconds)))
    return;
  iso = g_date_time_format (date, "%Y-%m-%dT%H:%M:%SZ");
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATE_DATE, iso);
}

static void
pdf_metadata (cairo_surface_t *surface, const WyBoard *board, const WyRenderOptions *r,
              gboolean all_steps, double width, double dpi)
{
  /* a set of all steps is titled as one, its wythoff:step "all" */
  g_auto (GStrv) pairs = wy_export_vector_pairs (all_steps
                                                 ? wy_export_all_steps_pairs (board, r)
                                                 : wy_export_provenance_pairs (board, r),
                                                 width, dpi);
  g_autofree char *keys = wy_export_keywords (pairs);
  const WyGame *game = wy_board_get_game (board);
  /* metadata stays English, whatever the locale */
  const char *family = wy_family_get_english_title (wy_game_get_family (game));
  g_autofree char *subject = g_strdup_printf ("%s, %s view%s", family, wy_view_get_name (r->view),
                                              all_steps ? ", one page per elimination step" : "");

  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, pairs[1]);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_SUBJECT, subject);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_KEYWORDS, keys);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, pairs[3]);
  wy_export_pdf_date (surface);
}

gboolean
wy_export_write_pdf (const WyBoard *board, const WyExportOptions *o,
                     const WyRenderOptions *r, double w, double h, WyTempFile *t,
                     WyExportProgress *progress, GError **error)
{
  cairo_surface_t *surface = cairo_pdf_surface_create_for_stream (wy_temp_write_func, t,
                                                                  w * 72 / o->dpi, h * 72 / o->dpi);
  guint n_pages = o->all_steps ? MAX (wy_board_get_n_steps (board), 1) : 1;
  WyRenderOptions page = *r;
  cairo_t *cr = cairo_create (surface);
  gboolean ok;

  pdf_metadata (surface, board, r, o->all_steps, w, o->dpi);
  for (guint p = 1; p <= n_pages && !g_cancellable_is_cancelled (t->cancellable); p++)
    {
      if (o->all_steps)
        page.step = p;
      cairo_save (cr);
      cairo_scale (cr, 72 / o->dpi, 72 / o->dpi);
      wy_export_draw_figure (cr, board, &page, w, h, FALSE);
      cairo_restore (cr);
      cairo_show_page (cr);
      wy_export_progress_step (progress);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  ok = wy_export_check_surface (surface, t, error);
  cairo_surface_destroy (surface);
  return ok;
}

