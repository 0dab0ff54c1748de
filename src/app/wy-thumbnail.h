/* wy-thumbnail.h: a board drawn small, as the export draws it: the Paper Figures gallery's and
 * the game library's thumbnails. */
#pragma once

#include <gtk/gtk.h>

#include "wy-render.h"
#include "wy-solution.h"

G_BEGIN_DECLS

/* What a thumbnail shows: the game's board of side size in a view and style. */
typedef struct {
  WyView   view;
  WyStyle  style;
  gboolean dark;    /* the screen style on a dark background */
  guint    size;
  int      width;   /* pixels; the height follows (wy_thumbnail_height) */
} WyThumbnailSpec;

/* A thumbnail's height for a game: a third of its width for a one-pile game's strip. */
int         wy_thumbnail_height  (const WyGame *game, int width);
/* Solve and draw (safe in a worker thread: it touches no widget). The pixels are
 * cairo's ARGB32 rows (premultiplied, native byte order) of *stride bytes; NULL
 * when the game cannot be solved at that size or cancellable was cancelled. A
 * heat map has no legend, whose numbers a thumbnail cannot show legibly. */
GBytes     *wy_thumbnail_draw    (const WyGame *game, const WyThumbnailSpec *spec,
                                  GCancellable *cancellable, int *stride);
/* The pixels as a texture (in the main thread). */
GdkTexture *wy_thumbnail_texture (GBytes *pixels, int width, int height, int stride);

G_END_DECLS
