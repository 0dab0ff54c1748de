/* wy-render-limit.h: the limit plot (x_n / n against log n) and its export to PNG, SVG, PDF and TikZ. */
#pragma once

#include <cairo.h>

#include "wy-export.h"
#include "wy-limit.h"

G_BEGIN_DECLS

/* Draw the plot into width x height surface units. */
void      wy_render_limit       (cairo_t *cr, const WyLimitSeries *series, double width,
                                 double height);

/* Write the plot, width pixels wide (3:2) at dpi, in the format of the
 * file's extension, atomically like wy_export_write. */
gboolean  wy_export_limit_write (const WyLimitSeries *series, double width, double dpi,
                                 const char *filename, GError **error);

G_END_DECLS
