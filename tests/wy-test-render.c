/* wy-test-render.c: helpers the render tests share: solve a rule, draw a board into an image. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <math.h>

#include "wy-test-render.h"
#include "wy-test-solve.h"

WyBoard *
solve (const char *rule, guint size, WyNeeds flags)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse (rule, &error);
  WyBoard *board;

  g_assert_no_error (error);
  board = wy_test_solve (game, size, flags, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  wy_game_free (game);
  return board;
}

WySolution *
solve_solution (const char *rule, guint size, WyNeeds needs)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);
  WySolution *solution;

  g_assert_no_error (error);
  solution = wy_solve (game, &(WyQuery) { .needs = needs, .size = size }, &error);
  g_assert_no_error (error);
  return solution;
}

void
picture_draw (Picture *pic, const WyBoard *board, const WyRenderOptions *o, int w, int h)
{
  cairo_t *cr;

  pic->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (pic->surface);
  wy_layout_fit (board, o, w, h, &pic->layout);
  wy_render_draw (cr, board, o, &pic->layout);
  cairo_destroy (cr);
  cairo_surface_flush (pic->surface);
}

void
picture_clear (Picture *pic)
{
  g_clear_pointer (&pic->surface, cairo_surface_destroy);
}

/* Luma in [0, 1] of the pixel at (px, py). */
double
luma_at (const Picture *pic, double px, double py)
{
  int x = (int) floor (px), y = (int) floor (py);
  const guint8 *data = cairo_image_surface_get_data (pic->surface);
  int stride = cairo_image_surface_get_stride (pic->surface);
  guint32 p;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, cairo_image_surface_get_width (pic->surface));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (pic->surface));
  p = ((const guint32 *) (data + (gsize) y * stride))[x];
  return (0.299 * ((p >> 16) & 0xff) + 0.587 * ((p >> 8) & 0xff) + 0.114 * (p & 0xff)) / 255.0;
}

double
cell_luma (const Picture *pic, guint x, guint y, double dx, double dy)
{
  double cx, cy;

  wy_layout_cell_center (&pic->layout, x, y, &cx, &cy);
  return luma_at (pic, cx + dx * pic->layout.cell, cy - dy * pic->layout.cell);
}

WyRenderOptions
paper_options (guint step)
{
  WyRenderOptions o;

  wy_render_options_init (&o);
  o.style = WY_STYLE_PAPER;
  o.step = step;
  return o;
}
