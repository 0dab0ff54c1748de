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
  int      width;   /* pixels; the height follows: a third of it for a one-pile game's strip */
} WyThumbnailSpec;

/* Solve and draw (safe in a worker thread: it touches no widget). The pixels are
 * cairo's ARGB32 rows (premultiplied, native byte order) of *stride bytes; NULL
 * when the game cannot be solved at that size or cancellable was cancelled. A
 * heat map has no legend, whose numbers a thumbnail cannot show legibly. */
GBytes     *wy_thumbnail_draw    (const WyGame *game, const WyThumbnailSpec *spec,
                                  GCancellable *cancellable, int *stride);
/* The same drawing as a texture, or NULL as above. A texture is immutable, so that a worker
 * may make it and hand it to the main thread. */
GdkTexture *wy_thumbnail_new     (const WyGame *game, const WyThumbnailSpec *spec,
                                  GCancellable *cancellable);

G_END_DECLS
