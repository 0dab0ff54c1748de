/* wy-render-private.h: state shared by the render files while one board is drawn. */
#pragma once

#include "wy-render.h"

G_BEGIN_DECLS

typedef struct {
  double r, g, b, a;
} WyRgba;

typedef struct {
  WyRgba background;   /* around the board */
  WyRgba cell;         /* undecided or plain cells */
  WyRgba grid;
  WyRgba text;
  WyRgba mark;         /* P-positions */
  WyRgba mark_new;     /* P_j */
  WyRgba ring;         /* around P_j */
  WyRgba decided;      /* N cells of earlier steps */
  WyRgba decided_new;  /* N_j */
  WyRgba line;         /* the lines of N_j */
  WyRgba select;       /* selection and its arrows: a hue no heat map uses */
  WyRgba hover;
  WyRgba bad;          /* formula disagreements */
  WyRgba formula;      /* formula marks */
  WyRgba absent;       /* cells that are not positions */
  WyRgba halo;         /* behind marks drawn on coloured cells */
} WyPalette;

/* Cell classes of the outcome view at a step. */
typedef enum {
  WY_CLASS_PLAIN,
  WY_CLASS_ABSENT,
  WY_CLASS_DECIDED,
  WY_CLASS_DECIDED_NEW,
  WY_CLASS_MARK,
  WY_CLASS_MARK_NEW,
} WyCellClass;

typedef struct {
  cairo_t               *cr;
  const WyBoard         *board;
  const WyRenderOptions *opt;
  const WyLayout        *lay;
  WyPalette              pal;
  guint                  size;     /* columns */
  guint                  rows;     /* size, or 1 for a strip */
  gboolean               one_pile;
  gboolean               vector;   /* PDF/SVG/PS: no pixel snapping, one element per mark */
  guint                  step;     /* 0: final; else clamped to n_steps */
  double                 font;
  double                 px;       /* one device pixel in user units */
  gboolean               tiny;     /* a cell is narrower than a pixel */
  double                 row;      /* height of a row of cells (wy_layout_row) */
  gboolean               bars;     /* a strip of cells taller than wide (a barcode) */
  guint                  x0, x1, y0, y1; /* visible cells, half open */
  double                 clip[4];  /* x1, y1, x2, y2 */
  double                 dxx, dx0, dyy, dy0; /* user to device, for snapping */
} WyRenderCtx;

/* Has the export that draws been cancelled? Checked a row at a time. */
static inline gboolean
wy_render_cancelled (const WyRenderCtx *ctx)
{
  return ctx->opt->cancellable != NULL && g_cancellable_is_cancelled (ctx->opt->cancellable);
}

/* The formula view's P-positions, from options->formula; NULL: none to draw. */
static inline const GArray *
wy_render_formula_ppos (const WyRenderOptions *options)
{
  return options->formula != NULL ? wy_solution_get_formula_ppos (options->formula) : NULL;
}

/* wy-render-base.c: the ground of the render files (they call it; it calls none of them) */
guint       wy_render_n_digits      (guint v);
double      wy_render_font_size     (const WyLayout *layout);
double      wy_render_snap_x        (const WyRenderCtx *ctx, double x);
double      wy_render_snap_y        (const WyRenderCtx *ctx, double y);
void        wy_render_cell_rect     (const WyRenderCtx *ctx, guint x, guint y, double *rx,
                                     double *ry, double *rw, double *rh);
void        wy_render_set_color     (cairo_t *cr, const WyRgba *c);
void        wy_render_set_font      (const WyRenderCtx *ctx, double size, gboolean bold);
/* The largest font size up to size at which a text, width (data, size) wide, fits room: a
 * small font's hinted letters are wider than the large one's scaled, so the width is
 * measured again at each size tried. */
typedef double (*WyRenderWidthFunc) (gpointer data, double size);
/* A text to measure (the data of a WyRenderWidthFunc). */
typedef struct {
  WyRenderCtx *ctx;
  const char  *text;
} WyRenderText;
double      wy_render_fit_size      (WyRenderWidthFunc width, gpointer data, double size,
                                     double room);
gboolean    wy_render_has_legend    (const WyBoard *board, const WyRenderOptions *options);
/* The room the legend takes right of the board (its margin), for a font size. */
double      wy_render_legend_width  (const WyBoard *board, const WyRenderOptions *options,
                                     double font);
gboolean    wy_render_has_key       (const WyBoard *board, const WyRenderOptions *options);
gboolean    wy_render_has_strip_marks (const WyBoard *board);
/* The band under a strip of Mark that holds its dopey and vile marks, for cells and labels of
 * these sizes: 0.7 of the cell, at most 1.5 of the font (a strip of a few cells, hundreds of
 * units wide, had as high a band of white under it); 0 without marks. */
double      wy_render_strip_band    (const WyBoard *board, double cell, double font);
/* The Grundy view by the classes 0..K (options->grundy_classes) of this very board. */
gboolean    wy_render_shows_classes (const WyBoard *board, const WyRenderOptions *options);
void        wy_render_colormap      (double t, gboolean paper, WyRgba *out);
/* The colours of a style (the screen's light or dark). */
void        wy_render_palette       (WyStyle style, gboolean dark, WyPalette *out);
/* A figure's start beside the board's own (the cube, the slices):
 * cairo_save, the style's colours in pal and width x height filled with
 * their background (the caller restores). */
void        wy_render_page_begin    (cairo_t *cr, WyStyle style, gboolean dark, double width,
                                     double height, WyPalette *pal);
/* Draw img (w x h pixels) with its top-left at (x, y), each pixel ux wide and uy high. Its
 * maker marks it dirty once filled: a raster the window keeps (wy-render-memo.c) is painted
 * again while a frame recorded before still holds it, and may not be marked again. */
void        wy_render_paint_image   (WyRenderCtx *ctx, cairo_surface_t *img, double x, double y,
                                     double ux, double uy);

/* One band of rows [iy0, iy1) of a raster pass: pixel (ix, iy) shows cell
 * (x0 + ix, y1 - 1 - iy), or with sample the cell under the pixel's centre
 * (cells smaller than a pixel; the pixel's height uy, or 0: a pixel's). */
typedef struct {
  const WyRenderCtx *ctx;
  guint8            *data;
  int                stride;
  guint              w, n_colors;
  const guint32     *table;   /* key -> colour; table[0] for key 0 */
  gboolean           sample;
  double             bx, by;  /* sample: the top-left pixel's corner, user units */
  guint              iy0, iy1;
  double             uy;
} WyBand;

/* wy-render-colors.c: the colour of every cell */
/* The steps or Grundy values shaded (the elimination view, the Grundy view). */
gboolean    wy_render_heat_view     (const WyRenderCtx *ctx);
/* Number of colours of the heat views (steps or Grundy values, at most 256). */
guint       wy_render_n_colors      (const WyRenderCtx *ctx);
void        wy_render_bucket_color  (const WyRenderCtx *ctx, guint bucket, WyRgba *out);
/* Fill key of a cell: 0 leaves it plain; 1 not a position; heat views 2 + colour bucket. */
guint       wy_render_cell_key      (const WyRenderCtx *ctx, guint x, guint y, guint n_colors);
/* The key of a cell of Grundy class g (0..K, or -1: plain) under the classes view. */
guint       wy_render_class_value_key (const WyRenderCtx *ctx, guint x, guint y, int g,
                                       guint n_colors);
guint       wy_render_classes_key   (const WyRenderCtx *ctx, guint x, guint y, guint n_colors);
void        wy_render_key_color     (const WyRenderCtx *ctx, guint key, WyRgba *out);
guint32     wy_render_argb          (const WyRgba *c);
void        wy_render_color_table   (const WyRenderCtx *ctx, guint n_colors, guint32 *table,
                                     guint32 plain);
gpointer    wy_render_fill_band     (gpointer band); /* a WyBand; returns NULL (a GThreadFunc) */

/* wy-render-classes.c: the Grundy view by the classes 0..K (options->grundy_classes) */
/* Cells smaller than a pixel: each pixel of the w x h map at (bx, by)
 * shows the lowest class among its cells. */
void        wy_render_classes_tiny  (WyRenderCtx *ctx, double bx, double by, guint w, guint h);
/* The legend's box for the values not computed, above the bar; returns
 * the height it takes off the bar's top. */
double      wy_render_classes_legend (WyRenderCtx *ctx, double x, double top, double width,
                                      double bucket);
char       *wy_render_classes_note  (const WyRenderOptions *options);

/* wy-render-memo.c: a dense board's last raster, kept for the window */
typedef struct _WyRasterMemo WyRasterMemo;
WyRasterMemo *wy_raster_memo_new      (void);
void          wy_raster_memo_free     (WyRasterMemo *memo);
void          wy_raster_memo_forget   (WyRasterMemo *memo);
guint         wy_raster_memo_n_filled (const WyRasterMemo *memo);
/* The raster kept for what proto (its h rows, in format) would fill, or NULL: a new
 * reference. */
cairo_surface_t *wy_raster_memo_lookup (WyRasterMemo *memo, const WyBand *proto, guint h,
                                        cairo_format_t format);
/* img filled from proto kept in place of the last (not when the render was cancelled). */
void          wy_raster_memo_store    (WyRasterMemo *memo, const WyBand *proto, guint h,
                                       cairo_format_t format, cairo_surface_t *img);

/* wy-render-arrows.c: the picture of the selection's arrows, kept for the window. draw
 * draws them on ctx (the selection's moves of the options); paint paints them from the
 * picture kept, drawn anew when something that decides it changed; FALSE, nothing painted,
 * where no picture is kept (an export, moves the render asks the board, a transform). */
typedef struct _WyArrowsMemo WyArrowsMemo;
typedef void (*WyArrowsDraw) (WyRenderCtx *ctx);
WyArrowsMemo *wy_arrows_memo_new      (void);
void          wy_arrows_memo_free     (WyArrowsMemo *memo);
void          wy_arrows_memo_forget   (WyArrowsMemo *memo);
guint         wy_arrows_memo_n_filled (const WyArrowsMemo *memo);
gboolean      wy_arrows_memo_paint    (WyArrowsMemo *memo, WyRenderCtx *ctx, WyArrowsDraw draw);

/* wy-render-tiles.c */
WyRasterMemo *wy_tile_cache_get_memo  (WyTileCache *cache); /* NULL: none */
WyArrowsMemo *wy_tile_cache_get_arrows (WyTileCache *cache); /* NULL: none */
gboolean    wy_render_tiles         (WyRenderCtx *ctx, WyTileCache *cache, guint n_colors);

/* wy-render-cells.c */
void        wy_render_cells         (WyRenderCtx *ctx);
void        wy_render_grid          (WyRenderCtx *ctx);
void        wy_render_marks         (WyRenderCtx *ctx);
void        wy_render_tiny          (WyRenderCtx *ctx);

/* The marks of the formula view, for its key. */
typedef enum {
  WY_SAMPLE_EXACT,     /* P by the exact solver */
  WY_SAMPLE_FORMULA,   /* P by the formula only */
  WY_SAMPLE_BOTH,      /* P by both */
  WY_SAMPLE_BAD,       /* the two disagree */
  WY_N_SAMPLES
} WyFormulaSample;

/* wy-render-overlay.c */
void        wy_render_band          (WyRenderCtx *ctx);
void        wy_render_lines         (WyRenderCtx *ctx);
void        wy_render_formula       (WyRenderCtx *ctx);
void        wy_render_selection     (WyRenderCtx *ctx);
void        wy_render_hover         (WyRenderCtx *ctx);
void        wy_render_blocks        (WyRenderCtx *ctx);
void        wy_render_cursor        (WyRenderCtx *ctx);
void        wy_render_strip_marks   (WyRenderCtx *ctx);
/* Whether the strip's dopey and vile marks are drawn: the game has them, cells of 4 px up. */
gboolean    wy_render_strip_marks_drawn (const WyRenderCtx *ctx);
void        wy_render_formula_sample (WyRenderCtx *ctx, WyFormulaSample kind, double cx,
                                      double cy, double cell);

/* wy-render-legend.c */
char       *wy_render_note          (const WyBoard *board, const WyRenderOptions *options);
/* Why a Grundy view of a board without Grundy values shows its outcomes. */
char       *wy_render_grundy_missing_note (const WyBoard *board);
/* Why a TikZ figure of a board larger than max_side shows its P-positions alone. */
char       *wy_render_unshaded_note (guint max_side);
/* A figure's notes (NULL-terminated) as one line: "; " between them, ". " before one that
 * opens with a capital. */
char       *wy_render_join_notes    (char **parts);
/* The words naming a cube's plane ("z=2") and the axes its board shows. */
char       *wy_render_plane_note    (const char *plane);
/* The formula view's part of it: how the formula and the exact board agree. */
char       *wy_render_formula_note  (const WyBoard *board, const WyRenderOptions *options);
/* The words of the formula view's key for a kind of mark. */
const char *wy_render_sample_label  (WyFormulaSample kind);
void        wy_render_axes          (WyRenderCtx *ctx);
void        wy_render_legend        (WyRenderCtx *ctx);
/* The least height the legend takes (a figure of a strip is at least as high). */
double      wy_render_legend_min_height (double font);
void        wy_render_draw_note     (WyRenderCtx *ctx);
void        wy_render_key           (WyRenderCtx *ctx);
double      wy_render_key_height    (const WyRenderCtx *ctx); /* 0 without a key */
/* The rows the key takes at this label size on a surface this wide (0: no key). */
guint       wy_render_key_rows      (const WyBoard *board, const WyRenderOptions *options,
                                     double font, double width);
guint       wy_render_label_every   (double cell, double font, guint size);

/* wy-render-caption.c: the caption under the figure (options->caption) */
double      wy_render_caption_height (const WyRenderOptions *options, double font);
void        wy_render_draw_caption  (WyRenderCtx *ctx);
/* A line of the plain notation typeset in sans-serif of this size (scripts raised and
 * smaller, NIM^{p,q}_{a,b} stacked) from x on a baseline; its width, drawn only if draw. */
double      wy_render_typeset       (cairo_t *cr, const char *line, double size, double x,
                                     double baseline, gboolean draw);

G_END_DECLS
