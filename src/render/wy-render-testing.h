/* wy-render-testing.h: the figure readers' entry for the tests and the fuzz targets, and only
 * for them (tests/ and tests/fuzz/ include this header): the readers of a figure on memory,
 * so that hostile bytes reach them without a file. The window and the command read files
 * (wy_export_read_provenance). And the count of the rasters and arrows a window's cache drew. */
#pragma once

#include "wy-export-private.h"

G_BEGIN_DECLS

/* wy_export_read_provenance on a figure in memory (PNG, SVG or PDF); name is for messages. */
gboolean  wy_provenance_read_bytes  (const guint8 *data, gsize length, const char *name,
                                     WyProvenance *out, GError **error);

/* The rasters of a dense board's cells the window's cache computed so far (wy-render.h's
 * wy_tile_cache_forget_raster): a frame that changes only the marks over the cells adds none. */
guint     wy_tile_cache_n_rasters   (WyTileCache *cache);
/* The pictures of a selection's arrows the cache drew so far: a frame that changes nothing of
 * them (the pointer's hover) adds none. */
guint     wy_tile_cache_n_arrows    (WyTileCache *cache);

G_END_DECLS
