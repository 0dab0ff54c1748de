/* wy-export-draw.c: the export writers' ground: a figure fitted and drawn into a surface (a frame as an image, exactly as a PNG of it), a surface's status checked, the provenance pairs a figure carries, and the progress of pages and frames. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-export-private.h"

char **
wy_export_provenance_pairs (const WyBoard *board, const WyRenderOptions *r)
{
  GStrvBuilder *b = g_strv_builder_new ();
  g_autofree char *game = wy_game_to_string (wy_board_get_game (board));
  guint size = wy_board_get_size (board);
  g_autofree char *step = g_strdup_printf ("%u", r->step);
  g_autofree char *side = g_strdup_printf ("%u", size);
  g_autofree char *sel = r->has_selection
                         ? g_strdup_printf ("%u,%u", r->selection.x, r->selection.y)
                         : g_strdup ("none");
  g_autofree char *title = NULL, *plane = NULL;
  char **pairs;

  /* a slice of a cube says which: nothing else in the figure tells z=2 from y=2 */
  plane = r->plane ? g_strdup_printf (", slice %s", r->plane) : g_strdup ("");
  if (r->step)
    title = g_strdup_printf ("Wythoff Lattice: %s on %ux%u%s, %s, step %u", game, size,
                             wy_board_is_one_pile (board) ? 1 : size, plane,
                             wy_view_get_name (r->view), r->step);
  else
    title = g_strdup_printf ("Wythoff Lattice: %s on %ux%u%s, %s, final", game, size,
                             wy_board_is_one_pile (board) ? 1 : size, plane,
                             wy_view_get_name (r->view));
  g_strv_builder_add_many (b, "Title", title, "Software", "Wythoff Lattice " PACKAGE_VERSION,
                           "wythoff:game", game, "wythoff:size", side, "wythoff:step", step,
                           "wythoff:view", wy_view_get_name (r->view),
                           "wythoff:style", wy_style_get_name (r->style),
                           "wythoff:dark", r->dark ? "yes" : "no",
                           "wythoff:axes", r->axes ? "yes" : "no",
                           "wythoff:selection", sel, "wythoff:version", PACKAGE_VERSION, NULL);
  if (r->plane)
    g_strv_builder_add_many (b, "wythoff:plane", r->plane, NULL);
  /* the grid and the lines of N_j only when off: a figure with both says what it always did */
  if (!r->grid)
    g_strv_builder_add_many (b, "wythoff:grid", "no", NULL);
  if (!r->lines)
    g_strv_builder_add_many (b, "wythoff:lines", "no", NULL);
  if (r->view == WY_VIEW_GRUNDY && r->grundy_classes)
    {
      g_autofree char *top = g_strdup_printf ("%u", wy_low_classes_get_top (r->grundy_classes));
      g_strv_builder_add_many (b, "wythoff:classes", top, NULL);
    }
  if (r->caption && *r->caption)
    g_strv_builder_add_many (b, "Description", r->caption, NULL);
  pairs = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return pairs;
}

void
wy_export_draw_figure (cairo_t *cr, const WyBoard *board, const WyRenderOptions *r, double w, double h,
             gboolean snap)
{
  WyLayout layout;

  wy_layout_fit (board, r, w, h, &layout);
  if (snap)
    wy_layout_snap (&layout);
  wy_render_draw (cr, board, r, &layout);
}

gboolean
wy_export_check_surface (cairo_surface_t *surface, WyTempFile *t, GError **error)
{
  cairo_status_t status = cairo_surface_status (surface);

  if (t->error || g_cancellable_is_cancelled (t->cancellable) || status != CAIRO_STATUS_SUCCESS)
    return wy_temp_fail (t, cairo_status_to_string (status), error);
  return TRUE;
}

/* The bytes a frame's pixels are cleared in between two looks at the cancellable. */
#define TOUCH_BYTES (16u << 20)

static const cairo_user_data_key_t pixels_key;

/* A new ARGB32 surface of w x h pixels, all 0 as cairo's own, whose memory is touched
 * TOUCH_BYTES at a time with the cancellable looked at between: a large figure's first
 * touch of its pixels (784 MB at 14,000 px, over a second where page faults are slow)
 * would otherwise sit in the background's one cairo_fill, which no signal stops. NULL
 * with an error when cancelled or out of memory. */
static cairo_surface_t *
new_frame_surface (int w, int h, const WyTempFile *t, GError **error)
{
  int stride = cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, w);
  gsize bytes = stride > 0 && h > 0 ? (gsize) stride * (gsize) h : 0;
  guint8 *pixels = bytes > 0 ? g_try_malloc (bytes) : NULL;
  cairo_surface_t *surface;
  cairo_status_t status;

  for (gsize at = 0; pixels && at < bytes; at += TOUCH_BYTES)
    {
      if (g_cancellable_is_cancelled (t->cancellable))
        {
          g_free (pixels);
          wy_temp_set_cancelled (t, error);
          return NULL;
        }
      memset (pixels + at, 0, MIN (TOUCH_BYTES, bytes - at));
    }
  surface = pixels ? cairo_image_surface_create_for_data (pixels, CAIRO_FORMAT_ARGB32, w, h,
                                                          stride)
                   : cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  status = cairo_surface_status (surface);
  if (status == CAIRO_STATUS_SUCCESS && pixels)
    status = cairo_surface_set_user_data (surface, &pixels_key, pixels, g_free);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY, _("Could not write “%s”: %s"), t->target,
                   cairo_status_to_string (status));
      cairo_surface_destroy (surface);
      g_free (pixels);
      return NULL;
    }
  return surface;
}

cairo_surface_t *
wy_export_render_frame (const WyBoard *board, const WyRenderOptions *r, int w, int h,
                        const WyTempFile *t, GError **error)
{
  cairo_surface_t *surface = new_frame_surface (w, h, t, error);
  cairo_t *cr;

  if (!surface)
    return NULL;
  cr = cairo_create (surface);
  wy_export_draw_figure (cr, board, r, w, h, TRUE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static char *
all_steps_title (const WyBoard *board, const WyRenderOptions *r)
{
  g_autofree char *rule = wy_game_to_string (wy_board_get_game (board));

  return g_strdup_printf ("Wythoff Lattice: %s on %ux%u, %s, steps 1 to %u", rule,
                          wy_board_get_size (board),
                          wy_board_is_one_pile (board) ? 1 : wy_board_get_size (board),
                          wy_view_get_name (r->view), MAX (wy_board_get_n_steps (board), 1));
}

char **
wy_export_all_steps_pairs (const WyBoard *board, const WyRenderOptions *r)
{
  char **pairs = wy_export_provenance_pairs (board, r);

  g_free (pairs[1]);
  pairs[1] = all_steps_title (board, r);
  for (guint i = 0; pairs[i] && pairs[i + 1]; i += 2)
    if (strcmp (pairs[i], "wythoff:step") == 0)
      {
        g_free (pairs[i + 1]);
        pairs[i + 1] = g_strdup ("all");
      }
  return pairs;
}

char **
wy_export_vector_pairs (char **pairs, double width, double dpi)
{
  GStrvBuilder *b = g_strv_builder_new ();
  char dpi_text[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *w = g_strdup_printf ("%.0f", width);
  gboolean added = FALSE;
  char **out;

  /* the shortest text that reads back as the same double */
  g_ascii_dtostr (dpi_text, sizeof dpi_text, dpi);
  for (guint i = 0; pairs[i] && pairs[i + 1]; i += 2)
    {
      if (!added && strcmp (pairs[i], "Description") == 0)
        {
          g_strv_builder_add_many (b, "wythoff:width", w, "wythoff:dpi", dpi_text, NULL);
          added = TRUE;
        }
      g_strv_builder_add_many (b, pairs[i], pairs[i + 1], NULL);
    }
  if (!added)
    g_strv_builder_add_many (b, "wythoff:width", w, "wythoff:dpi", dpi_text, NULL);
  out = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  g_strfreev (pairs);
  return out;
}

char *
wy_export_keywords (char *const *pairs)
{
  GString *keys = g_string_new (NULL);

  for (guint i = 4; pairs[i] && pairs[i + 1]; i += 2)
    g_string_append_printf (keys, "%s%s=%s", keys->len ? "; " : "", pairs[i], pairs[i + 1]);
  return g_string_free (keys, FALSE);
}

void
wy_export_progress_step (WyExportProgress *p)
{
  p->done++;
  if (p->func)
    p->func ((double) p->done / MAX (p->total, 1), p->user_data);
}

cairo_status_t
wy_export_string_write (void *closure, const unsigned char *data, unsigned int length)
{
  g_string_append_len (closure, (const char *) data, length);
  return CAIRO_STATUS_SUCCESS;
}
