/* wy-render-limit.h: the plots beside the board: the limit (x_n / n against log n), the Grundy classes' offsets and the P-beams, and their export. */
#pragma once

#include <cairo.h>

#include "wy-export.h"
#include "wy-analysis.h"
#include "wy-limit.h"

G_BEGIN_DECLS

/* Draw the plot into width x height surface units: a white page, or (dark) the colours of
 * a dark window; a written figure is always the page. */
void      wy_render_limit       (cairo_t *cr, const WyLimitSeries *series, double width,
                                 double height, gboolean dark);

/* Write the plot, width pixels wide (3:2) at dpi, in the format of the
 * file's extension, atomically like wy_export_write. */
gboolean  wy_export_limit_write (const WyLimitSeries *series, double width, double dpi,
                                 const char *filename, GCancellable *cancellable,
                                 GError **error);

/* Text whose anchor (ax, ay in [0, 1] of its width and height) is at x, y. */
void      wy_render_plot_text   (cairo_t *cr, const char *text, double x, double y, double ax,
                                 double ay);

/* A plot's start: cairo_save, a white page and black sans-serif text of this size (dark:
 * a dark page and light text), and the title at x on the first line (the caller restores):
 * format in the plain notation, with one %s for the game's rule string. */
void      wy_render_plot_begin  (cairo_t *cr, double font, const char *format,
                                 const char *game, double x, gboolean dark);

/* A plot's axes, in lines scaled to the font: the box around the area
 * left..right, top..bottom; a tick below the area at x with its label
 * under it; a tick left of the area at y with its label left of it. */
void      wy_render_plot_box    (cairo_t *cr, double left, double top, double right,
                                 double bottom, double font);
void      wy_render_plot_xtick  (cairo_t *cr, double x, double bottom, const char *label,
                                 double font);
void      wy_render_plot_ytick  (cairo_t *cr, double left, double y, const char *label,
                                 double font);

/* The class offsets (WyClassOffsets of wy_class_offsets): the greatest
 * |offset| of each value on the boards of side S/8, S/4, S/2 and S, as
 * four lines, written like wy_export_limit_write (no TikZ). */
typedef struct {
  const char   *game;    /* the rule string */
  guint         size;    /* S */
  gboolean      golden;  /* the offset is y - phi x */
  const GArray *classes; /* WyClassOffsets */
} WyOffsetsPlot;

void      wy_render_offsets       (cairo_t *cr, const WyOffsetsPlot *plot, double width,
                                   double height);
gboolean  wy_export_offsets_write (const WyOffsetsPlot *plot, double width, double dpi,
                                   const char *filename, GCancellable *cancellable,
                                   GError **error);

/* The P-beams (wy_beams_find): the slope y/x of every P-position x <= y
 * against y, each beam a dashed line with its slope and count, written
 * like wy_export_limit_write (no TikZ). */
typedef struct {
  const char   *game;    /* the rule string */
  guint         size;    /* S */
  const WyPos  *ppos;    /* every P-position of the board */
  guint         n_ppos;
  const GArray *beams;   /* WyBeam */
} WyBeamsPlot;

void      wy_render_beams       (cairo_t *cr, const WyBeamsPlot *plot, double width,
                                 double height);
gboolean  wy_export_beams_write (const WyBeamsPlot *plot, double width, double dpi,
                                 const char *filename, GCancellable *cancellable,
                                 GError **error);

G_END_DECLS
