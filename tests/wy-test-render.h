/* wy-test-render.h: helpers the render tests share: solve a rule, draw a board into an image. */
#pragma once

#include "wy-render.h"
#include "wy-solution.h"

G_BEGIN_DECLS

/* The board of a rule string, solved; the test fails on any error. */
WyBoard *solve (const char *rule, guint size, WyNeeds needs);
/* The same, the whole solution (its formula with WY_NEED_FORMULA). */
WySolution *solve_solution (const char *rule, guint size, WyNeeds needs);

/* A board drawn into an ARGB image, with the layout it was drawn at. */
typedef struct {
  cairo_surface_t *surface;
  WyLayout layout;
} Picture;

void     picture_draw  (Picture *pic, const WyBoard *board, const WyRenderOptions *o, int w,
                        int h);
void     picture_clear (Picture *pic);
/* Luma in [0, 1] of the pixel at (px, py); the test fails outside the image. */
double   luma_at       (const Picture *pic, double px, double py);
/* Luma at a point of cell (x, y), offset in cells from its centre. */
double   cell_luma     (const Picture *pic, guint x, guint y, double dx, double dy);
/* The paper style's options at step (0: final). */
WyRenderOptions paper_options (guint step);

/* Luma thresholds: a dark mark, and a plain cell. */
#define DARK 0.3
#define PLAIN 0.97

G_END_DECLS
