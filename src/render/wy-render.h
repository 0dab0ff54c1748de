/* wy-render.h: the one drawing function for boards and strips, used by the window and every export. */
#pragma once

#include <cairo.h>
#include "wy-board.h"
#include "wy-low-classes.h"
#include "wy-recursion.h"
#include "wy-solution.h"

G_BEGIN_DECLS

typedef enum {
  WY_VIEW_OUTCOME,      /* P marks on N cells */
  WY_VIEW_ELIMINATION,  /* cells shaded by step */
  WY_VIEW_GRUNDY,       /* heat map with legend (where defined) */
  WY_VIEW_FORMULA,      /* paper's recursion overlaid, disagreements marked */
  WY_N_VIEWS /*< skip >*/
} WyView;

typedef enum {
  WY_STYLE_SCREEN,      /* colour */
  WY_STYLE_PAPER,       /* black and white, like the papers' figures */
  WY_N_STYLES /*< skip >*/
} WyStyle;

/* Names by the GEnum nicks (wy-render-enum-types.h): "outcome", "elimination", "grundy",
 * "formula"; "screen", "paper". */
const char *wy_view_get_name  (WyView view);
gboolean    wy_view_from_name (const char *name, WyView *out);
const char *wy_style_get_name (WyStyle style);
gboolean    wy_style_from_name (const char *name, WyStyle *out);

/* Tiles of the sampled heat of a sparse board, computed by workers (one
 * per core) for a window; ready is called in the main context when tiles
 * arrive, to redraw. Exports pass none and compute in place. */
typedef struct _WyTileCache WyTileCache;

WyTileCache *wy_tile_cache_new  (void (*ready) (gpointer data), gpointer data);
void         wy_tile_cache_free (WyTileCache *cache);
/* A dense board's cells are rastered in place, and the last raster is kept by the cache and
 * painted again while nothing that decides its pixels changed (a frame that moves only the
 * hover, selection or cursor); so is the picture of the selection's arrows. Let the raster
 * and the picture kept go (a new board: the old one is freed at once). */
void         wy_tile_cache_forget_raster (WyTileCache *cache);

typedef struct {
  WyView     view;
  WyStyle    style;
  gboolean   dark;          /* screen style on a dark background */
  guint      step;          /* show the elimination after step j; 0 = all steps (final) */
  gboolean   axes;          /* axis labels 0..S-1 */
  gboolean   grid;          /* cell grid lines */
  gboolean   lines;         /* draw the lines of N_step over the board */
  gboolean   has_selection;
  WyPos      selection;     /* highlighted, with its winning moves as arrows */
  gboolean   has_hover;
  WyPos      hover;
  gboolean   has_cursor;
  WyPos      cursor;        /* the keyboard's cell: a dashed frame */
  gboolean   key;           /* the outcome view's colour key under the board (screen style) */
  gboolean   paper_key;     /* the same in the paper style, where it is optional (default off) */
  double     min_font;      /* the smallest text drawn, in surface units; 0: by the layout alone */
  /* For WY_VIEW_FORMULA: the solution whose paper's recursion the view draws, read as it
   * gives them: its P-positions (wy_solution_get_formula_ppos) and where they disagree with
   * the exact answer (wy_solution_get_disagreements). NULL: none. */
  const WySolution *formula;
  WyTileCache  *tiles;        /* the window's; NULL: compute everything in place */
  const char   *caption;      /* drawn in lines under the figure; NULL: none */
  /* Three heaps: the plane of the cube the board is ("z=2"), named in a
   * figure's title and provenance (wythoff:plane); NULL: a board. */
  const char   *plane;
  gboolean      caption_hidden; /* keep the caption's room, draw no text (a video's later frames) */
  /* For WY_VIEW_GRUNDY on a board without Grundy values (beyond the dense
   * cap, wy_grundy_view_kind): the classes 0..K of the same game and size,
   * coloured by value; every other cell is left plain. May be NULL. */
  const WyLowClasses *grundy_classes;
  /* For WY_VIEW_GRUNDY: a class's band, shaded: the cells whose offset
   * from the P-positions (wy-analysis.h: y - phi x when golden, else x - x_P
   * of the nearest P-position of the row; x <= y, mirrored) lies in
   * [band_min, band_max]. */
  gboolean   has_band;
  gboolean   band_golden;
  double     band_min, band_max;
  gboolean   no_legend;     /* no colour bar beside a heat map (a thumbnail too small to read it) */
  /* An export's: once cancelled (SIGINT, SIGTERM, SIGHUP, the window's Cancel) the
   * drawing stops at the next row or layer, and what it drew is thrown
   * away. NULL: draw to the end (the window's screen). */
  GCancellable *cancellable;
  /* The winning moves drawn from the selection (WyMove, targets on this
   * board); NULL: the board's own (wy_board_list_winning_moves). A slice
   * of three heaps gives those that stay in it (wy_render_slice_moves). */
  const GArray *selection_moves;
  /* Play's blocked moves of the turn (WyPos, cells on this board; the core chose them or
   * the player made them: wy_play_record_get_blocks), each crossed out; with
   * blocks_players in the selection's colour (the player's blocks), else in the warning
   * colour (the program's). NULL: none. */
  const GArray *blocks;
  gboolean      blocks_players;
} WyRenderOptions;

void wy_render_options_init (WyRenderOptions *options); /* outcome, screen, final, axes, grid, lines, key */

/* Where the board sits on the surface, in surface units (pixels or points).
 * Cell (x, y) covers [origin_x + x*cell, origin_x + (x+1)*cell] horizontally
 * and [origin_y - (y+1)*row, origin_y - y*row] vertically (y upwards), row
 * being wy_layout_row: the cell's side, except on a strip whose square cells
 * would be too small to read (wy_layout_fit), where the cells are bars. */
typedef struct {
  double cell;        /* width of one cell (its side, when square) */
  double origin_x;    /* left edge of column 0 */
  double origin_y;    /* bottom edge of row 0 */
  double width;       /* the surface */
  double height;
  double row;         /* height of a row of cells; 0: cell (square cells) */
} WyLayout;

/* A one-pile strip whose fitted cells are narrower than this (surface units) is drawn as a
 * barcode: cells of that width, WY_LAYOUT_BAR high (or as high as the surface allows). */
#define WY_LAYOUT_BAR_BELOW 8.0
#define WY_LAYOUT_BAR 48.0

/* The height of a row of cells: layout->row, or the cell's side. */
double   wy_layout_row         (const WyLayout *layout);
/* Scale a fitted layout's cells by zoom (the origin stays the caller's): a strip's bars keep
 * their height until the cells are as tall. */
void     wy_layout_zoom        (WyLayout *layout, double zoom);

/* The size of the axis labels for this layout: it follows the cells, and never
 * makes the smallest text (0.9 of it) smaller than options->min_font. */
double wy_render_font_for (const WyLayout *layout, const WyRenderOptions *options);

/* A layout that fits the whole board (with room for the axis labels and,
 * for the Grundy view, the legend) into width x height. */
void     wy_layout_fit         (const WyBoard *board, const WyRenderOptions *options,
                                double width, double height, WyLayout *layout);
/* The cell under surface point (px, py); FALSE outside the board. */
gboolean wy_layout_cell_at     (const WyLayout *layout, const WyBoard *board,
                                double px, double py, WyPos *cell);
void     wy_layout_cell_center (const WyLayout *layout, guint x, guint y, double *px, double *py);
/* The height at which wy_layout_fit fills the given width (square cells,
 * margins for labels, legend and note): the natural aspect of a figure. */
double   wy_layout_natural_height (const WyBoard *board, const WyRenderOptions *options,
                                   double width);
/* Round the cell to whole units and the origin to whole pixels, for crisp
 * raster output (only when a cell is at least 3 units). */
void     wy_layout_snap        (WyLayout *layout);

/* Draw the board as the options say. Only the cells inside the surface (or
 * the current clip) are drawn, so a huge board zoomed in stays fast; when a
 * cell is smaller than a pixel each pixel shows whether its block of cells
 * holds a P-position. */
void     wy_render_draw        (cairo_t *cr, const WyBoard *board,
                                const WyRenderOptions *options, const WyLayout *layout);

G_END_DECLS
