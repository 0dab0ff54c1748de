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

G_END_DECLS
