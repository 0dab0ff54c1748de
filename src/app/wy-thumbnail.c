/* wy-thumbnail.c: a board drawn small, as the export draws it (the gallery's and the library's
 * thumbnails); the drawing touches no widget, so that a worker thread may do it. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include "wy-thumbnail.h"

/* A thumbnail's height for a game: a third of its width for a one-pile game's strip. */
static int
thumbnail_height (const WyGame *game, int width)
{
  return wy_game_is_one_pile (game) ? width / 3 : width;
}

GBytes *
wy_thumbnail_draw (const WyGame *game, const WyThumbnailSpec *spec, GCancellable *cancellable,
                   int *stride)
{
  g_autoptr (WySolution) solution = NULL;
  WyQuery query = { 0 };
  WyRenderOptions r;
  WyLayout layout;
  cairo_surface_t *surface;
  cairo_t *cr;
  GBytes *bytes;
  int height = thumbnail_height (game, spec->width);

  wy_render_options_init (&r);
  r.style = spec->style;
  r.dark = spec->dark;
  r.view = spec->view;
  r.axes = FALSE;
  r.key = FALSE;
  r.no_legend = TRUE;
  r.cancellable = cancellable;
  query.size = spec->size;
  query.cancellable = cancellable;
  query.needs = WY_NEED_ELIMINATION | (r.view == WY_VIEW_GRUNDY ? WY_NEED_GRUNDY : 0)
                | (r.view == WY_VIEW_FORMULA ? WY_NEED_FORMULA : 0);
  solution = wy_solve (game, &query, NULL);
  /* a cube (three heaps) is drawn as its plane z = 0, as the window opens it */
  if (solution != NULL && wy_game_get_heaps (game) == 3)
    {
      WySolution *slice = wy_solution_get_slice (solution, WY_AXIS_Z, 0, NULL);
      wy_solution_unref (solution);
      solution = slice;
    }
  if (solution == NULL || g_cancellable_is_cancelled (cancellable))
    return NULL;
  r.formula = solution;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, spec->width, height);
  cr = cairo_create (surface);
  wy_layout_fit (wy_solution_get_board (solution), &r, spec->width, height, &layout);
  wy_render_draw (cr, wy_solution_get_board (solution), &r, &layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  *stride = cairo_image_surface_get_stride (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) *stride * height);
  cairo_surface_destroy (surface);
  return bytes;
}

GdkTexture *
wy_thumbnail_new (const WyGame *game, const WyThumbnailSpec *spec, GCancellable *cancellable)
{
  int stride = 0;
  g_autoptr (GBytes) pixels = wy_thumbnail_draw (game, spec, cancellable, &stride);

  if (pixels == NULL)
    return NULL;
  return gdk_memory_texture_new (spec->width, thumbnail_height (game, spec->width),
                                 GDK_MEMORY_DEFAULT, pixels, stride);
}
