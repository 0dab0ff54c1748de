/* wy-board-view-private.h: the board widget's state, shared by its files (the widget tests
 * read it too). The files stand in layers, each using only those below it: -layout.c (the
 * geometry), -cursor.c, -input.c, and wy-board-view.c (the class) on top. */
#pragma once

#include "wy-board-view.h"
#include "wy-solution.h"

G_BEGIN_DECLS

struct _WyBoardView {
  GtkWidget        parent_instance;

  WySolution      *solution;   /* the "solution" property: its board, formula and classes */
  WyBoard         *board;
  WyRenderOptions  options;

  /* Zoom relative to the fitted layout, and the board point (in cells) at
   * the centre of the widget; fit mode tracks the widget size instead. */
  gboolean         fit;
  double           zoom;
  double           center_x, center_y;
  double           drag_x, drag_y;     /* offset already applied in this drag */
  gboolean         dragged;            /* this press panned the board */
  gboolean         has_pointer;
  double           pointer_x, pointer_y;
  WyLayout         layout;

  /* frame timing, logged under G_MESSAGES_DEBUG=wy-app */
  gulong           after_paint_id;
  gint64           trace_since;        /* the change the next frame shows */
  gint64           snapshot_start;
  gint64           snapshot_us;
};

/* the factor of one zoom step (a key, a notch of the wheel) */
#define WY_BOARD_VIEW_ZOOM_STEP 1.25

enum {
  WY_BOARD_VIEW_PROP_0,
  WY_BOARD_VIEW_PROP_ZOOM,
  WY_BOARD_VIEW_PROP_STEP,
  WY_BOARD_VIEW_PROP_SOLUTION,
  WY_BOARD_VIEW_PROP_STYLE,
  WY_BOARD_VIEW_PROP_SHOW_LINES,
  WY_BOARD_VIEW_PROP_SHOW_GRID,
  WY_BOARD_VIEW_PROP_SELECTION,
  WY_BOARD_VIEW_N_PROPS
};

/* in wy-board-view-layout.c, which notifies "zoom" */
extern GParamSpec *wy_board_view_properties[WY_BOARD_VIEW_N_PROPS];

enum {
  WY_BOARD_VIEW_CELL_CLICKED,
  WY_BOARD_VIEW_HOVER_CHANGED,
  WY_BOARD_VIEW_N_SIGNALS
};

/* in wy-board-view-input.c, which emits them */
extern guint wy_board_view_signals[WY_BOARD_VIEW_N_SIGNALS];

/* wy-board-view-layout.c, for the other files */
void     wy_board_view_compute_layout  (WyBoardView *self, WyLayout *out);
void     wy_board_view_clamp_center    (WyBoardView *self);
/* Zoom by factor keeping the board point under (px, py) fixed; pan by pixels. */
void     wy_board_view_zoom_at         (WyBoardView *self, double factor, double px, double py);
void     wy_board_view_pan_by          (WyBoardView *self, double dx, double dy);
/* wy-board-view-input.c: the pointer, touch and key controllers */
void     wy_board_view_add_controllers (WyBoardView *self);
/* A new board: "hover-changed" for the cell under the pointer on it (else the cursor's). */
void     wy_board_view_hover_again     (WyBoardView *self);
/* wy-board-view-cursor.c */
void     wy_board_view_describe_cursor (WyBoardView *self);

/* What a primary click at widget point (px, py) does: emits "cell-clicked"
 * for the cell there. FALSE when the point is off the board. */
gboolean wy_board_view_click_at (WyBoardView *self, double px, double py);

/* The keyboard cursor: the arrow keys move it (by dx, dy; the first
 * press shows it), Enter does what a click on its cell does. */
void     wy_board_view_move_cursor     (WyBoardView *self, int dx, int dy);
gboolean wy_board_view_activate_cursor (WyBoardView *self);

G_END_DECLS
