/* test-render-tiny.c: boards whose cells are smaller than a pixel: the P-positions sampled
 * and still seen, a frame on a small board, labels over a zoomed view, only the visible cells
 * drawn, a sparse board far out, the heat map sampled, the tiles of the window and the raster
 * it keeps. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <math.h>

#include "wy-render-testing.h"
#include "wy-test-render.h"

static void
test_tiny_cells (void)
{
  /* Wythoff 2000 x 2000 on 500 x 500 pixels: each pixel holding a P-pair
   * (floor(n phi), floor(n phi^2)) is dark, the main diagonal is light */
  WyBoard *board = solve ("wythoff", 2000, WY_NEED_ELIMINATION);
  WyRenderOptions o = paper_options (0);
  Picture pic = { 0 };
  double phi = (1 + sqrt (5)) / 2;

  picture_draw (&pic, board, &o, 500, 500);
  g_assert_cmpfloat (pic.layout.cell, <, 1);
  for (guint n = 1; floor (n * phi * phi) < 2000; n += 7)
    {
      guint a = (guint) floor (n * phi), b = (guint) floor (n * phi * phi);
      g_assert_cmpfloat (cell_luma (&pic, a, b, 0, 0), <, DARK);
      g_assert_cmpfloat (cell_luma (&pic, b, a, 0, 0), <, DARK);
    }
  for (guint d = 100; d < 2000; d += 100)
    g_assert_cmpfloat (cell_luma (&pic, d, d, 0, 0), >, PLAIN);
  picture_clear (&pic);
  wy_board_unref (board);
}

/* A board of three cells a side: the frame stays a line (it grew with the cell, 7 px on
 * screen, over the row labels), while the cells keep their size. */
static void
test_frame_small_board (void)
{
  WyBoard *board = solve ("wythoff", 3, WY_NEED_ELIMINATION);
  WyRenderOptions o;
  Picture pic = { 0 };
  double background;

  wy_render_options_init (&o);
  picture_draw (&pic, board, &o, 700, 700);
  g_assert_cmpfloat (pic.layout.cell, >, 150);
  /* the background beside the board, between two labels (at a row's border) */
  background = luma_at (&pic, pic.layout.origin_x - 12, pic.layout.origin_y - pic.layout.cell);
  g_assert_cmpfloat (luma_at (&pic, pic.layout.origin_x - 3, pic.layout.origin_y - pic.layout.cell),
                     ==, background);
  g_assert_cmpfloat (luma_at (&pic, pic.layout.origin_x - 1, pic.layout.origin_y - pic.layout.cell),
                     <, background);
  picture_clear (&pic);
  wy_board_unref (board);
}

/* A picture of a board drawn at a layout of its own (zoomed in or panned). */
static void
draw_centred (Picture *pic, const WyBoard *board, const WyRenderOptions *o, WyLayout layout)
{
  cairo_t *cr;

  pic->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) layout.width,
                                             (int) layout.height);
  pic->layout = layout;
  cr = cairo_create (pic->surface);
  wy_render_draw (cr, board, o, &pic->layout);
  cairo_destroy (cr);
  cairo_surface_flush (pic->surface);
}

/* Zoomed in, the row labels pinned to the left edge hide what is under them: (3, 5), a
 * P-position, showed through their band as a pale half disc. */
static void
test_pinned_labels_opaque (void)
{
  WyBoard *board = solve ("wythoff", 200, WY_NEED_ELIMINATION);
  WyRenderOptions o = paper_options (0);
  Picture pic = { 0 };

  /* cells of 40 px, column 3 from x = 5, row 5 centred at y = 200 */
  draw_centred (&pic, board, &o, (WyLayout) { .cell = 40, .origin_x = 5 - 3 * 40,
                                         .origin_y = 200 + 5.5 * 40, .width = 400,
                                         .height = 400 });
  /* the disc of (3, 5) inside the band, below its label, is the band's colour, as is (3, 6),
   * an N-position */
  g_assert_cmpfloat (cell_luma (&pic, 3, 5, 0, 0), <, 0.5);
  g_assert_cmpfloat (luma_at (&pic, 23, 208), ==, luma_at (&pic, 23, 168));
  picture_clear (&pic);
  wy_board_unref (board);
}

static void
test_clip_only_visible (void)
{
  /* Zoomed in: the board drawn through a clip gives the same pixels there */
  WyBoard *board = solve ("wythoff", 200, WY_NEED_ELIMINATION);
  WyRenderOptions o = paper_options (0);
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 400);
  cairo_t *cr = cairo_create (s);
  Picture pic = { s };

  /* cells of 40 px with (100, 100) at the centre of the view */
  pic.layout = (WyLayout) { .cell = 40, .origin_x = 200 - 100.5 * 40,
                            .origin_y = 200 + 100.5 * 40, .width = 400, .height = 400 };
  wy_render_draw (cr, board, &o, &pic.layout);
  cairo_surface_flush (s);
  /* P-positions (x, y) have |y - x| = n near x / phi, far from (100, 100) */
  g_assert_cmpfloat (cell_luma (&pic, 100, 100, 0, 0), >, PLAIN);
  cairo_destroy (cr);
  cairo_surface_destroy (s);
  wy_board_unref (board);
}

/* A 400x400 picture of the 20x20 cells around (5000, 5000). */
static void
draw_far (Picture *pic, WyBoard *board, const WyRenderOptions *o)
{
  draw_centred (pic, board, o, (WyLayout) { .cell = 20, .origin_x = 200 - 5000.5 * 20,
                                       .origin_y = 200 + 5000.5 * 20, .width = 400,
                                       .height = 400 });
}

static void
test_sparse_far_steps (void)
{
  /* Large boards know the step of every cell: far out, the last step
   * shades every cell (5000, 5000) is N, and step 1 leaves it plain. */
  WyBoard *board = solve ("wythoff", 6000, WY_NEED_ELIMINATION);
  guint n = wy_board_get_n_steps (board);
  Picture pic = { 0 };
  WyRenderOptions o = paper_options (n);

  g_assert_cmpuint (wy_board_get_step (board, 5000, 5000), >, 0);
  o.view = WY_VIEW_ELIMINATION;
  draw_far (&pic, board, &o);
  g_assert_cmpfloat (cell_luma (&pic, 5000, 5000, -0.3, 0.3), <, PLAIN);
  g_assert_cmpfloat (cell_luma (&pic, 5003, 4998, -0.3, 0.3), <, PLAIN);
  picture_clear (&pic);
  o.step = 1;
  draw_far (&pic, board, &o);
  g_assert_cmpfloat (cell_luma (&pic, 5003, 4998, -0.3, 0.3), >, PLAIN);
  picture_clear (&pic);
  wy_board_unref (board);
}

/* Cells smaller than a pixel: the heat views sample the cell under each
 * pixel's centre (on every core), the animation shades what is decided. */
static void
test_tiny_heat (void)
{
  WyBoard *board = solve ("wyt:a=1,b=2", 2000, WY_NEED_ELIMINATION);
  WyRenderOptions o = paper_options (0);
  Picture pic = { 0 };
  cairo_t *cr;
  /* a pixel is 4 x 4 cells: the cells (4i + 2, 4j + 2) are sampled.
   * (1002, 302) is decided late, far from every line of the first steps */
  guint x = 1002, y = 302, step = wy_board_get_step (board, x, y);

  g_assert_cmpuint (step, >, 50);
  o.view = WY_VIEW_ELIMINATION;
  for (guint j = 0; j < 3; j++)
    {
      o.step = j == 0 ? 0 : j == 1 ? step - 1 : step;
      pic.surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 520, 520);
      pic.layout = (WyLayout) { .cell = 0.25, .origin_x = 10, .origin_y = 510,
                                .width = 520, .height = 520 };
      cr = cairo_create (pic.surface);
      wy_render_draw (cr, board, &o, &pic.layout);
      cairo_destroy (cr);
      cairo_surface_flush (pic.surface);
      /* final and at its step: shaded; the step before: plain */
      if (j == 1)
        g_assert_cmpfloat (cell_luma (&pic, x, y, 0, 0), >, PLAIN);
      else
        g_assert_cmpfloat (cell_luma (&pic, x, y, 0, 0), <, PLAIN);
      /* step 1 decided the diagonal of (0, 0) at once */
      g_assert_cmpfloat (cell_luma (&pic, 1502, 1502, 0, 0), <, PLAIN);
      picture_clear (&pic);
    }
  wy_board_unref (board);
}

static void
on_tiles_ready (gpointer data)
{
  (*(guint *) data)++;
}

/* cell 0.01: the whole board, a cell sampled per pixel; cell 3: the cells
 * around (30000, 20000), three pixels each */
/* A 600 x 600 picture of the board at the layout given. */
static cairo_surface_t *
draw_600 (WyBoard *board, const WyRenderOptions *o, WyLayout l)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 600, 600);
  cairo_t *cr = cairo_create (s);

  l.width = l.height = 600;
  wy_render_draw (cr, board, o, &l);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  return s;
}

static cairo_surface_t *
draw_sampled (WyBoard *board, const WyRenderOptions *o, double cell)
{
  /* whole-pixel origin: the window's tiles and the in-place pass show the
   * same cells */
  return draw_600 (board, o, (WyLayout) { .cell = cell,
                                          .origin_x = cell < 1 ? 50 : 300 - 30000 * cell,
                                          .origin_y = cell < 1 ? 550 : 300 + 20000 * cell });
}

/* The window's tiles, computed by workers, end up as the in-place pass. */
static void
test_tiles (void)
{
  WyBoard *board = solve ("wyt:a=1,b=2", 50000, WY_NEED_ELIMINATION);
  WyRenderOptions o = paper_options (0);
  guint ready = 0;

  g_assert_true (wy_board_is_sparse (board));
  o.view = WY_VIEW_ELIMINATION;
  for (guint i = 0; i < 2; i++)
    {
      double cell = i == 0 ? 0.01 : 3;
      cairo_surface_t *want, *got = NULL;
      gint64 end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

      o.tiles = NULL;
      want = draw_sampled (board, &o, cell);
      o.tiles = wy_tile_cache_new (on_tiles_ready, &ready);
      for (;;)
        {
          g_clear_pointer (&got, cairo_surface_destroy);
          got = draw_sampled (board, &o, cell);
          if (memcmp (cairo_image_surface_get_data (want), cairo_image_surface_get_data (got),
                      (gsize) cairo_image_surface_get_stride (want) * 600) == 0)
            break;
          g_assert_cmpint (g_get_monotonic_time (), <, end);
          g_main_context_iteration (NULL, FALSE);
          g_usleep (1000);
        }
      /* the in-place pass may match before a worker's tile is announced:
       * the announcement comes through the main context */
      while (ready == 0 && g_get_monotonic_time () < end)
        {
          g_main_context_iteration (NULL, FALSE);
          g_usleep (1000);
        }
      g_assert_cmpuint (ready, >, 0);
      wy_tile_cache_free (o.tiles);
      cairo_surface_destroy (got);
      cairo_surface_destroy (want);
    }
  wy_board_unref (board);
}

/* A 600 x 600 picture of the board, cells of the size given, cell (1000, 600) at its centre. */
static cairo_surface_t *
draw_around (WyBoard *board, const WyRenderOptions *o, double cell)
{
  return draw_600 (board, o, (WyLayout) { .cell = cell, .origin_x = round (300 - 1000 * cell),
                                          .origin_y = round (300 + 600 * cell) });
}

/* The same board drawn in place, and with the window's cache (its tiles, its raster): the same
 * pixels; *n_rasters (with the cache) the rasters the cache computed so far. */
static void
draw_both (WyBoard *board, WyRenderOptions *o, WyTileCache *cache, double cell, guint *n_rasters)
{
  cairo_surface_t *want, *got;

  o->tiles = NULL;
  want = draw_around (board, o, cell);
  o->tiles = cache;
  got = draw_around (board, o, cell);
  o->tiles = NULL;
  g_assert_cmpmem (cairo_image_surface_get_data (want), cairo_image_surface_get_stride (want) * 600,
                   cairo_image_surface_get_data (got), cairo_image_surface_get_stride (got) * 600);
  *n_rasters = wy_tile_cache_n_rasters (cache);
  cairo_surface_destroy (got);
  cairo_surface_destroy (want);
}

/* A dense board's cells are coloured once for the window's frames that change only what lies
 * over them (the hover, the selection, the cursor), again when a step, the view, the style or
 * the zoom changes, or the cache let its raster go; every frame as drawn in place. */
static void
test_raster_kept (void)
{
  WyBoard *board = solve ("wythoff", 2000, WY_NEED_ELIMINATION);
  WyRenderOptions o = paper_options (0);
  guint ready = 0, n;

  g_assert_false (wy_board_is_sparse (board));
  o.view = WY_VIEW_ELIMINATION;
  o.step = 300;
  /* cell 0.1: the whole board, a cell sampled per pixel; cell 3: a raster of the cells seen */
  for (guint i = 0; i < 2; i++)
    {
      double cell = i == 0 ? 0.1 : 3;
      WyTileCache *cache = wy_tile_cache_new (on_tiles_ready, &ready);
      guint first;

      draw_both (board, &o, cache, cell, &first);
      g_assert_cmpuint (first, ==, 1);
      o.has_hover = TRUE;
      o.hover = (WyPos) { 1000, 600 };
      draw_both (board, &o, cache, cell, &n);
      o.has_selection = o.has_cursor = TRUE;
      o.selection = o.cursor = (WyPos) { 1001, 601 };
      draw_both (board, &o, cache, cell, &n);
      g_assert_cmpuint (n, ==, 1);
      o.step = 301;
      draw_both (board, &o, cache, cell, &n);
      g_assert_cmpuint (n, ==, 2);
      o.style = WY_STYLE_SCREEN;
      draw_both (board, &o, cache, cell, &n);
      g_assert_cmpuint (n, ==, 3);
      draw_both (board, &o, cache, cell * 2, &n);
      g_assert_cmpuint (n, ==, 4);
      wy_tile_cache_forget_raster (cache);
      draw_both (board, &o, cache, cell * 2, &n);
      g_assert_cmpuint (n, ==, 5);
      o = paper_options (0);
      o.view = WY_VIEW_ELIMINATION;
      o.step = 300;
      wy_tile_cache_free (cache);
    }
  wy_board_unref (board);
}

/* The same for the Grundy classes beyond the dense cap, swept on a sparse board. */
static void
test_raster_kept_classes (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", &error);
  WySolution *sol = wy_solve (game, &(WyQuery) { .needs = WY_NEED_ELIMINATION
                                                          | WY_NEED_GRUNDY_CLASSES,
                                                 .size = 20000, .classes = 3 }, &error);
  WyBoard *board;
  WyRenderOptions o = paper_options (0);
  WyTileCache *cache;
  guint ready = 0, n;

  g_assert_no_error (error);
  board = wy_solution_get_board (sol);
  o.view = WY_VIEW_GRUNDY;
  o.grundy_classes = wy_solution_get_grundy_classes (sol);
  g_assert_true (wy_board_is_sparse (board) && o.grundy_classes != NULL);
  cache = wy_tile_cache_new (on_tiles_ready, &ready);
  draw_both (board, &o, cache, 0.02, &n);
  g_assert_cmpuint (n, ==, 1);
  o.has_hover = o.has_selection = TRUE;
  o.hover = o.selection = (WyPos) { 1000, 600 };
  draw_both (board, &o, cache, 0.02, &n);
  g_assert_cmpuint (n, ==, 1);
  o.step = 50;
  draw_both (board, &o, cache, 0.02, &n);
  g_assert_cmpuint (n, ==, 2);
  wy_tile_cache_free (cache);
  wy_solution_unref (sol);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/tiny", test_tiny_cells);
  g_test_add_func ("/render/clip", test_clip_only_visible);
  g_test_add_func ("/render/frame-small-board", test_frame_small_board);
  g_test_add_func ("/render/pinned-labels-opaque", test_pinned_labels_opaque);
  g_test_add_func ("/render/sparse", test_sparse_far_steps);
  g_test_add_func ("/render/tiny-heat", test_tiny_heat);
  g_test_add_func ("/render/tiles", test_tiles);
  g_test_add_func ("/render/raster-kept", test_raster_kept);
  g_test_add_func ("/render/raster-kept-classes", test_raster_kept_classes);
  return g_test_run ();
}
