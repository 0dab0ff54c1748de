/* wy-render-heaps3.h: the drawings of a three-heap game: its P-positions in 3-D, slices side by side, and their export. */
#pragma once

#include "wy-export.h"
#include "wy-solution.h"

G_BEGIN_DECLS

/* The 3-D view: the P-positions of a cube drawn as balls in an orthographic
 * projection, nearest last, coloured by the elimination step that decided
 * them; the origin in the far corner, z upwards. */
typedef struct {
  double   yaw;           /* degrees: the turn about the z axis (any value; 215 by default) */
  double   pitch;         /* degrees: how far the view looks down, -89 to 89 (25) */
  guint    step;          /* 0: every P-position; j: those of steps 1..j, step j's ringed */
  WyStyle  style;
  gboolean dark;          /* screen style on a dark background */
  gboolean axes;          /* the cube's frame, the axes named and their ends labelled */
  gboolean key;           /* the colour key of the steps under the cube */
  gboolean has_slice;     /* the plane slice_axis = slice_k, outlined */
  WyAxis   slice_axis;
  guint    slice_k;
  gboolean has_selection;
  guint    selection[3];  /* x, y, z */
} WyCubeOptions;

/* yaw 215, pitch 25, final, screen, light, axes, key, no slice, no selection. */
void     wy_cube_options_init   (WyCubeOptions *options);

/* The P-positions as wy_board_get_ppos_triples gives them (x, y, z, step,
 * four guint32 each) in a cube of side size with n_steps steps. */
typedef struct {
  const guint32 *cells;
  gsize          n;
  guint          size;
  guint          n_steps;
} WyCubePoints;

/* Points of a cube board (borrowing its triples: keep bytes until done). */
void     wy_cube_points_init    (WyCubePoints *points, const WyBoard *cube, GBytes **bytes);

void     wy_render_cube         (cairo_t *cr, const WyCubePoints *points,
                                 const WyCubeOptions *options, double width, double height);
/* The P-position drawn at (px, py) of a width x height drawing, the
 * nearest to the viewer where balls overlap; FALSE: none there. */
gboolean wy_render_cube_pick    (const WyCubePoints *points, const WyCubeOptions *options,
                                 double width, double height, double px, double py,
                                 guint xyz[3]);

/* The 3-D view of a cube as a figure: PNG, SVG or PDF (the format, width
 * and dpi of export; the height follows), written as wy_export_write does;
 * its size in pixels, or why it cannot be written with these options. */
gboolean wy_export_cube_get_pixel_size (const WyBoard *cube, const WyCubeOptions *options,
                                        const WyExportOptions *export, guint *width,
                                        guint *height, GError **error);
gboolean wy_export_cube_write   (const WyBoard *cube, const WyCubeOptions *options,
                                 const WyExportOptions *export, const char *filename,
                                 GCancellable *cancellable, GError **error);

/* Slices of one cube (wy_solution_get_slice) side by side, in rows of at
 * most four, each headed "z = K": small multiples for a paper. The
 * render options of export apply to every slice (no key under each). */
double   wy_render_slices_height (WySolution *const *slices, guint n,
                                  const WyRenderOptions *options, double width);
void     wy_render_slices       (cairo_t *cr, WySolution *const *slices, guint n,
                                 const WyRenderOptions *options, double width, double height);
gboolean wy_export_slices_write (WySolution *const *slices, guint n,
                                 const WyExportOptions *export, const char *filename,
                                 GCancellable *cancellable, GError **error);

/* The winning moves of slice cell (u, v) that stay in the slice, as moves
 * on the slice's board (targets (u', v')), from the core's report of the
 * cube's cell; for WyRenderOptions.selection_moves. NULL: not a slice. */
GArray  *wy_render_slice_moves  (WySolution *slice, guint u, guint v);

/* "x", "y" or "z". */
const char *wy_render_axis_letter (WyAxis axis);

G_END_DECLS
