/* wy-board-view.h: the board widget: draws through the render layer, zooms, pans, reports cells. */
#pragma once

#include <gtk/gtk.h>
#include "wy-render.h"

G_BEGIN_DECLS

#define WY_TYPE_BOARD_VIEW (wy_board_view_get_type ())
G_DECLARE_FINAL_TYPE (WyBoardView, wy_board_view, WY, BOARD_VIEW, GtkWidget)

/* The Grundy view's band of one class (wy-render.h's band; FALSE: none). */
void       wy_board_view_set_band      (WyBoardView *self, gboolean has_band, gboolean golden,
                                        double min, double max);
void       wy_board_view_trace_frame   (WyBoardView *self, gint64 since);

void       wy_board_view_set_view      (WyBoardView *self, WyView view);
void       wy_board_view_set_style     (WyBoardView *self, WyStyle style);
void       wy_board_view_set_step      (WyBoardView *self, guint step);
void       wy_board_view_set_show_lines (WyBoardView *self, gboolean show);
void       wy_board_view_set_show_grid (WyBoardView *self, gboolean show);
void       wy_board_view_set_selection (WyBoardView *self, const WyPos *pos); /* NULL: none */
gboolean   wy_board_view_get_selection (WyBoardView *self, WyPos *pos);
/* Does the widget's theme draw light text on a dark background? (The
 * boards and the 3-D view draw their dark style then.) */
gboolean   wy_board_view_theme_is_dark (GtkWidget *widget);
/* The winning moves drawn from the selection (NULL: the board's own); a
 * slice of three heaps gives those that stay in it. */
void       wy_board_view_set_selection_moves (WyBoardView *self, GArray *moves);
/* Play's blocked moves of the turn (WyPos; NULL: none), crossed out: the player's
 * (players) in the selection's colour, else the program's. */
void       wy_board_view_set_blocks    (WyBoardView *self, GArray *blocks, gboolean players);

void       wy_board_view_zoom_in       (WyBoardView *self);
void       wy_board_view_zoom_out      (WyBoardView *self);
void       wy_board_view_zoom_fit      (WyBoardView *self);
double     wy_board_view_get_zoom      (WyBoardView *self); /* 1.0 = whole board fits */

/* The render options the view draws with. */
void       wy_board_view_get_options   (WyBoardView *self, WyRenderOptions *options);

G_END_DECLS
