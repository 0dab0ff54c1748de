/* wy-cube-view.h: the 3-D view of a three-heap game's P-positions: drawn by render, turned by dragging or the arrow keys. */
#pragma once

#include <gtk/gtk.h>
#include "wy-render-heaps3.h"

G_BEGIN_DECLS

#define WY_TYPE_CUBE_VIEW (wy_cube_view_get_type ())
G_DECLARE_FINAL_TYPE (WyCubeView, wy_cube_view, WY, CUBE_VIEW, GtkWidget)

GtkWidget *wy_cube_view_new           (void);

/* The cube shown (a board of three heaps, or NULL). */
void       wy_cube_view_set_board     (WyCubeView *self, WyBoard *cube);
void       wy_cube_view_set_step      (WyCubeView *self, guint step);
void       wy_cube_view_set_style     (WyCubeView *self, WyStyle style);
void       wy_cube_view_set_slice     (WyCubeView *self, WyAxis axis, guint k);
void       wy_cube_view_set_selection (WyCubeView *self, const guint *xyz); /* NULL: none */
/* The options the view draws with (yaw, pitch, step, slice, selection, style, dark), which
 * an export of the view as shown takes. */
void       wy_cube_view_get_options   (WyCubeView *self, WyCubeOptions *options);
/* Turn the view to yaw and pitch (degrees, as an opened figure was turned; pitch clamped to
 * -89..89). */
void       wy_cube_view_set_turn      (WyCubeView *self, double yaw, double pitch);
/* The colour key of the steps under the cube (shown by default). */
void       wy_cube_view_set_key       (WyCubeView *self, gboolean key);
/* Turn the view by so many degrees (yaw about z, pitch clamped to -89..89). */
void       wy_cube_view_rotate        (WyCubeView *self, double yaw, double pitch);

G_END_DECLS
