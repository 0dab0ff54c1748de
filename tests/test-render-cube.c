/* test-render-cube.c: the drawings of three heaps: the 3-D view (what it draws at a step, turned, picked back) and slices side by side. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>

#include "wy-render-heaps3.h"
#include "wy-test-solve.h"

#define W 400
#define H 440

/* A pixel of an ARGB32 surface as 0xRRGGBB. */
static guint32
pixel (cairo_surface_t *s, int x, int y)
{
  const guint8 *row = cairo_image_surface_get_data (s) + y * cairo_image_surface_get_stride (s);

  return ((const guint32 *) row)[x] & 0xffffff;
}

static cairo_surface_t *
draw_cube (const WyCubePoints *pts, const WyCubeOptions *o)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, W, H);
  cairo_t *cr = cairo_create (s);

  wy_render_cube (cr, pts, o, W, H);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  return s;
}

/* Pixels that are neither the background nor a grey (frame, labels): the balls. */
static guint
count_colored (cairo_surface_t *s, double *cx, double *cy)
{
  guint n = 0;
  double sx = 0, sy = 0;

  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      {
        guint32 p = pixel (s, x, y);
        int r = p >> 16, g = p >> 8 & 0xff, b = p & 0xff;

        if (MAX (r, MAX (g, b)) - MIN (r, MIN (g, b)) > 40)
          n++, sx += x, sy += y;
      }
  if (n > 0 && cx)
    *cx = sx / n, *cy = sy / n;
  return n;
}

/* One P-position of step 2 in a cube of side 6: hidden at step 1, shown
 * at step 2 and in the final view, and clicked where it is drawn it is
 * picked back, whatever the turn. */
static void
test_one_ball (void)
{
  const guint32 cells[] = { 4, 1, 3, 2 };
  WyCubePoints pts = { cells, 1, 6, 3 };
  WyCubeOptions o;
  double cx = 0, cy = 0, yaws[] = { 215, 0, 90, 300 };

  wy_cube_options_init (&o);
  o.key = FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (yaws); i++)
    {
      cairo_surface_t *s;
      guint xyz[3] = { 0 };

      o.yaw = yaws[i];
      o.step = 1;
      s = draw_cube (&pts, &o);
      g_assert_cmpuint (count_colored (s, NULL, NULL), ==, 0);
      cairo_surface_destroy (s);
      o.step = 0;
      s = draw_cube (&pts, &o);
      g_assert_cmpuint (count_colored (s, &cx, &cy), >, 100);
      cairo_surface_destroy (s);
      g_test_message ("yaw %g: the ball at (%.1f, %.1f)", yaws[i], cx, cy);
      g_assert_true (wy_render_cube_pick (&pts, &o, W, H, cx, cy, xyz));
      g_assert_cmpuint (xyz[0], ==, 4);
      g_assert_cmpuint (xyz[1], ==, 1);
      g_assert_cmpuint (xyz[2], ==, 3);
      /* far from it: nothing */
      g_assert_false (wy_render_cube_pick (&pts, &o, W, H, cx + 150 > W ? cx - 150 : cx + 150,
                                           cy, xyz));
    }
}

/* Turning moves the ball; turning a full circle brings it back. */
static void
test_turn (void)
{
  const guint32 cells[] = { 5, 0, 0, 1 };
  WyCubePoints pts = { cells, 1, 6, 1 };
  WyCubeOptions o;
  double x0, y0, x1, y1, x2, y2;
  cairo_surface_t *s;

  wy_cube_options_init (&o);
  s = draw_cube (&pts, &o);
  count_colored (s, &x0, &y0);
  cairo_surface_destroy (s);
  o.yaw += 90;
  s = draw_cube (&pts, &o);
  count_colored (s, &x1, &y1);
  cairo_surface_destroy (s);
  o.yaw += 270;
  s = draw_cube (&pts, &o);
  count_colored (s, &x2, &y2);
  cairo_surface_destroy (s);
  g_assert_cmpfloat (hypot (x1 - x0, y1 - y0), >, 30);
  g_assert_cmpfloat (hypot (x2 - x0, y2 - y0), <, 1);
}

/* 3-heap Nim's P-positions from the core: one ball each (x ^ y ^ z = 0),
 * the key and the slice drawn; the figure written as PNG, SVG and PDF. */
static void
test_nim_cube (void)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse ("nim:heaps=3", &error);
  WyBoard *cube;
  g_autoptr (GBytes) bytes = NULL;
  WyCubePoints pts;
  WyCubeOptions o;
  WyExportOptions e;
  g_autofree char *dir = g_dir_make_tmp ("wy-heaps3-XXXXXX", NULL);
  const char *names[] = { "cube.png", "cube.svg", "cube.pdf" };
  guint n = 0;

  g_assert_no_error (error);
  cube = wy_test_solve (game, 8, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  wy_cube_points_init (&pts, cube, &bytes);
  for (guint z = 0; z < 8; z++)
    for (guint y = 0; y < 8; y++)
      for (guint x = 0; x < 8; x++)
        n += (x ^ y ^ z) == 0;
  g_assert_cmpuint (pts.n, ==, n);
  for (gsize i = 0; i < pts.n; i++)
    g_assert_cmpuint (pts.cells[4 * i] ^ pts.cells[4 * i + 1] ^ pts.cells[4 * i + 2], ==, 0);
  wy_cube_options_init (&o);
  o.has_slice = TRUE;
  o.slice_k = 3;
  wy_export_options_init (&e);
  e.width = 300;
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);

      g_assert_true (wy_export_format_from_filename (path, &e.format, NULL));
      g_assert_true (wy_export_cube_write (cube, &o, &e, path, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
      g_remove (path);
    }
  /* a video is not a 3-D view: refused, nothing written */
  e.format = WY_EXPORT_GIF;
  {
    g_autofree char *path = g_build_filename (dir, "cube.gif", NULL);

    g_assert_false (wy_export_cube_write (cube, &o, &e, path, NULL, &error));
    g_assert_nonnull (error);
    g_test_message ("%s", error->message);
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }
  g_rmdir (dir);
  wy_board_unref (cube);
  wy_game_free (game);
}

/* A slice's winning moves that stay in it: (1, 2, 4) of 3-heap Nim has one
 * winning move, to (1, 2, 3): in the slice y = 2 it is (1, 4) -> (1, 3);
 * in z = 4 it leaves the slice. */
static void
test_slice_moves (void)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse ("nim:heaps=3", &error);
  WyQuery query = { .needs = WY_NEED_ELIMINATION, .size = 8 };
  g_autoptr (WySolution) cube = wy_solve (game, &query, &error);
  g_autoptr (WySolution) y2 = wy_solution_get_slice (cube, WY_AXIS_Y, 2, &error);
  g_autoptr (WySolution) z4 = wy_solution_get_slice (cube, WY_AXIS_Z, 4, &error);
  g_autoptr (GArray) in_y = NULL, in_z = NULL, none = NULL;

  g_assert_no_error (error);
  /* every slice is played by the cube's steps: one scale for small multiples */
  g_assert_cmpuint (wy_board_get_n_steps (wy_solution_get_board (y2)), ==,
                    wy_board_get_n_steps (wy_solution_get_board (cube)));
  g_assert_cmpuint (wy_board_get_n_steps (wy_solution_get_board (z4)), ==,
                    wy_board_get_n_steps (wy_solution_get_board (cube)));
  in_y = wy_render_slice_moves (y2, 1, 4);
  in_z = wy_render_slice_moves (z4, 1, 2);
  g_assert_cmpuint (in_y->len, ==, 1);
  g_assert_cmpuint (g_array_index (in_y, WyMove, 0).target.x, ==, 1);
  g_assert_cmpuint (g_array_index (in_y, WyMove, 0).target.y, ==, 3);
  g_assert_cmpuint (in_z->len, ==, 0);
  /* not a slice: the board's own moves serve */
  none = wy_render_slice_moves (cube, 1, 2);
  g_assert_null (none);
  wy_game_free (game);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/heaps3/one-ball", test_one_ball);
  g_test_add_func ("/render/heaps3/turn", test_turn);
  g_test_add_func ("/render/heaps3/nim-cube", test_nim_cube);
  g_test_add_func ("/render/heaps3/slice-moves", test_slice_moves);
  return g_test_run ();
}
