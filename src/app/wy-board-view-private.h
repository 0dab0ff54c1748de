/* wy-board-view-private.h: testing entry points of the board widget. */
#pragma once

#include "wy-board-view.h"

G_BEGIN_DECLS

/* What a primary click at widget point (px, py) does: emits "cell-clicked"
 * for the cell there. FALSE when the point is off the board. */
gboolean wy_board_view_click_at (WyBoardView *self, double px, double py);

G_END_DECLS
