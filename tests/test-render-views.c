/* test-render-views.c: every view and style draws what the board says, checked pixel by pixel. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <math.h>

#include "wy-render-limit.h"
#include "wy-test-render.h"

/* RGB of the pixel at a point of cell (x, y), offset in cells from its centre. */
static guint32
cell_rgb (const Picture *pic, guint x, guint y, double dx)
{
  const guint8 *data = cairo_image_surface_get_data (pic->surface);
  int stride = cairo_image_surface_get_stride (pic->surface);
  double cx, cy;

  wy_layout_cell_center (&pic->layout, x, y, &cx, &cy);
  cx += dx * pic->layout.cell;
  return ((const guint32 *) (data + (gsize) floor (cy) * stride))[(int) floor (cx)] & 0xffffff;
}

static guint
rgb_distance (guint32 a, guint32 b)
{
  guint d = 0;

  for (int sh = 0; sh <= 16; sh += 8)
    d = MAX (d, (guint) ABS ((int) ((a >> sh) & 0xff) - (int) ((b >> sh) & 0xff)));
  return d;
}

/* What a cell should show, from the board alone: the class of its fill
 * (left of its mark) and of its centre (the mark, if any). Heat views fill
 * by step or Grundy value; the others shade what the step decided. */
typedef struct {
  int fill, centre;  /* -1: plain */
} Expect;

/* not checked: around a new P mark the screen style lights the cell up */
#define SKIP G_MININT

static Expect
expect_cell (const WyBoard *board, WyView view, guint shown, guint x, guint y)
{
  guint step;
  WyStatus s = wy_board_get_cell (board, x, y, &step);
  gboolean heat = view == WY_VIEW_ELIMINATION
                  || (view == WY_VIEW_GRUNDY && wy_board_has_grundy (board));
  gboolean decided = shown == 0 || step <= shown;
  Expect e = { -1, -1 };

  if (heat && decided)
    e.fill = view == WY_VIEW_GRUNDY ? wy_board_get_grundy (board, x, y) : (int) step;
  else if (!heat && shown)
    e.fill = step < shown ? 1000 : step == shown ? 1001 : -1;
  e.centre = e.fill;
  if (s == WY_STATUS_P && decided)
    e.centre = shown && step == shown ? 2001 : 2000;
  if (s == WY_STATUS_P && !heat && shown && step == shown)
    e.fill = SKIP;
  return e;
}

/* The ring of a new P mark reaches into the cell to its right. */
static gboolean
new_mark (const WyBoard *board, guint shown, guint x, guint y)
{
  guint step;

  return shown && wy_board_get_cell (board, x, y, &step) == WY_STATUS_P && step == shown;
}

/* Cells of one expected class look alike; classes that must differ do. */
static void
check_classes (GHashTable *seen, int key, guint32 rgb, const char *what)
{
  gpointer old;

  if (g_hash_table_lookup_extended (seen, GINT_TO_POINTER (key), NULL, &old))
    {
      if (rgb_distance (GPOINTER_TO_UINT (old), rgb) > 3)
        g_error ("%s: class %d drawn as %06x and as %06x", what, key, GPOINTER_TO_UINT (old),
                 rgb);
      return;
    }
  g_hash_table_insert (seen, GINT_TO_POINTER (key), GUINT_TO_POINTER (rgb));
}

static void
check_distinct (GHashTable *seen, int spread, const char *what)
{
  GHashTableIter i, j;
  gpointer ka, va, kb, vb;

  g_hash_table_iter_init (&i, seen);
  while (g_hash_table_iter_next (&i, &ka, &va))
    {
      g_hash_table_iter_init (&j, seen);
      while (g_hash_table_iter_next (&j, &kb, &vb))
        {
          int a = GPOINTER_TO_INT (ka), b = GPOINTER_TO_INT (kb);
          /* heat colours are a ramp: only values well apart must differ */
          /* (old and new P marks may share a colour: the new ones have rings) */
          gboolean apart = a != b && !(a >= 2000 && b >= 2000)
                           && (a >= 1000 || b >= 1000 || a < 0 || b < 0
                               || ABS (a - b) * 6 >= spread);
          if (apart && rgb_distance (GPOINTER_TO_UINT (va), GPOINTER_TO_UINT (vb)) < 6)
            g_error ("%s: classes %d and %d both drawn as %06x", what, a, b,
                     GPOINTER_TO_UINT (va));
        }
    }
}

static void
check_view_pixels (const WyBoard *board, const WyRenderOptions *o, const char *what)
{
  g_autoptr (GHashTable) fills = g_hash_table_new (NULL, NULL);
  g_autoptr (GHashTable) centres = g_hash_table_new (NULL, NULL);
  guint size = wy_board_get_size (board), rows = wy_board_is_one_pile (board) ? 1 : size;
  int spread = o->view == WY_VIEW_GRUNDY ? (int) wy_board_get_max_grundy (board) + 1
                                         : (int) wy_board_get_n_steps (board);
  Picture pic = { 0 };

  picture_draw (&pic, board, o, 1200, 1200);
  g_assert_cmpint (cairo_surface_status (pic.surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpfloat (pic.layout.cell, >=, 30);
  for (guint y = 0; y < rows; y++)
    for (guint x = 0; x < size; x++)
      {
        Expect e;
        if (wy_board_get_status (board, x, y) == WY_STATUS_NONE)
          continue;
        e = expect_cell (board, o->view, o->step, x, y);
        /* left of centre, clear of marks (to 0.4 cell), rings (from 0.57) and
         * grid lines (0.5), with cells of some 38 pixels */
        if (e.fill != SKIP && !(x > 0 && new_mark (board, o->step, x - 1, y)))
          check_classes (fills, e.fill, cell_rgb (&pic, x, y, -0.44), what);
        check_classes (centres, e.centre, cell_rgb (&pic, x, y, 0), what);
      }
  check_distinct (fills, spread, what);
  check_distinct (centres, spread, what);
  picture_clear (&pic);
}

static void
test_views_draw (void)
{
  /* every view and style draws what the board says: the P marks and the
   * shading of the decided cells, or a heat colour per step or Grundy
   * value (where defined); with hover and selection it still draws */
  const char *rules[] = { "wythoff", "nimpq:p=2", "mark:k=3", "upmark" };

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    {
      WyBoard *board = solve (rules[r], 30, (WY_NEED_ELIMINATION | WY_NEED_GRUNDY));
      for (guint v = 0; v < WY_N_VIEWS; v++)
        for (guint s = 0; s < WY_N_STYLES; s++)
          for (guint step = 0; step <= 2; step++)
            {
              g_autofree char *what = g_strdup_printf ("%s %s %s step %u", rules[r],
                                                       wy_view_get_name (v),
                                                       wy_style_get_name (s), step);
              WyRenderOptions o;
              Picture pic = { 0 };
              wy_render_options_init (&o);
              o.view = v;
              o.style = s;
              o.dark = step == 1;
              o.step = step;
              o.lines = FALSE;  /* the lines of N_j cross cells: checked elsewhere */
              check_view_pixels (board, &o, what);
              o.lines = TRUE;
              o.has_hover = TRUE;
              o.hover = (WyPos) { 3, 0 };
              o.has_selection = TRUE;
              o.selection = (WyPos) { 5, 0 };
              picture_draw (&pic, board, &o, 400, 300);
              g_assert_cmpint (cairo_surface_status (pic.surface), ==, CAIRO_STATUS_SUCCESS);
              picture_clear (&pic);
            }
      wy_board_unref (board);
    }
}

/* A Grundy class's band (Wythoff, class 0: the P-positions' offsets): the
 * cells inside it are drawn as without the band, those outside darker. */
static void
test_band (void)
{
  WyBoard *board = solve ("wythoff", 20, WY_NEED_ELIMINATION | WY_NEED_GRUNDY);
  WyRenderOptions o;
  Picture plain = { 0 }, band = { 0 };

  wy_render_options_init (&o);
  o.view = WY_VIEW_GRUNDY;
  picture_draw (&plain, board, &o, 600, 600);
  o.has_band = TRUE;
  o.band_golden = TRUE;
  o.band_min = 0;     /* class 0 of Wythoff: offsets y - phi x in [0, 0.618] */
  o.band_max = 0.618;
  picture_draw (&band, board, &o, 600, 600);
  /* (3, 5): 5 - 3 phi = 0.146, inside; its mirror (5, 3) too; (2, 7) outside */
  g_assert_cmpuint (cell_rgb (&band, 3, 5, 0.3), ==, cell_rgb (&plain, 3, 5, 0.3));
  g_assert_cmpuint (cell_rgb (&band, 5, 3, 0.3), ==, cell_rgb (&plain, 5, 3, 0.3));
  g_assert_cmpuint (cell_rgb (&band, 3, 5, 0.3), !=, 0);
  g_assert_cmpuint (cell_rgb (&band, 2, 7, 0.3), !=, cell_rgb (&plain, 2, 7, 0.3));
  g_assert_cmpuint (cell_rgb (&band, 7, 2, 0.3), !=, cell_rgb (&plain, 7, 2, 0.3));
  /* ... and visibly so, whatever the cell's colour (issue 38: the dark cells of
   * the heat map barely changed under a dark veil) */
  for (guint x = 0; x < 20; x++)
    for (guint y = x; y < 20; y++)
      if (y - 1.6180339887 * x < -0.05 || y - 1.6180339887 * x > 0.67)
        g_assert_cmpuint (rgb_distance (cell_rgb (&band, x, y, 0.3), cell_rgb (&plain, x, y, 0.3)),
                        >=, 60);
  picture_clear (&plain);
  picture_clear (&band);
  wy_board_unref (board);
}

/* The band of a game that is not symmetric: wytc:a=1,b=2,c=1 has its P-positions at (2n, n),
 * and its class 1 the offsets -3 to -2 on the cells x <= y (the brute force of the class
 * sweep); those are the band, and their mirrors below the diagonal are not (the cells
 * x > y of value 1 lie from -3 to 1 of their rows' P-positions). */
static void
test_band_not_symmetric (void)
{
  WyBoard *board = solve ("wytc:a=1,b=2,c=1", 20, WY_NEED_ELIMINATION | WY_NEED_GRUNDY);
  WyRenderOptions o;
  Picture plain = { 0 }, band = { 0 };
  guint inside = 0;

  wy_render_options_init (&o);
  o.view = WY_VIEW_GRUNDY;
  picture_draw (&plain, board, &o, 600, 600);
  o.has_band = TRUE;
  o.band_golden = FALSE;
  o.band_min = -3;
  o.band_max = -2;
  picture_draw (&band, board, &o, 600, 600);
  for (guint y = 1; y < 19; y++)
    for (guint x = 0; x < y; x++)
      if (cell_rgb (&band, x, y, 0.3) == cell_rgb (&plain, x, y, 0.3))
        {
          /* in the band above the diagonal; its mirror (y, x) is veiled (a P-position's
           * mark is drawn above the veil: not sampled) */
          inside++;
          if (wy_board_get_grundy (board, y, x) != 0)
            g_assert_cmpuint (rgb_distance (cell_rgb (&band, y, x, 0.3),
                                            cell_rgb (&plain, y, x, 0.3)), >=, 60);
        }
  g_assert_cmpuint (inside, >, 0);
  picture_clear (&plain);
  picture_clear (&band);
  wy_board_unref (board);
}

/* The limit plot in the dark window is dark, its curve still drawn; the page of an export
 * stays white. Luma of the corner (the background) and the darkest and lightest pixels. */
static void
plot_lumas (const WyLimitSeries *series, gboolean dark, double *corner, double *lo, double *hi)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 600, 400);
  cairo_t *cr = cairo_create (surface);
  const guint8 *data;
  int stride;

  wy_render_limit (cr, series, 600, 400, dark);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  *lo = 1, *hi = 0;
  for (int y = 0; y < 400; y++)
    for (int x = 0; x < 600; x++)
      {
        guint32 p = ((const guint32 *) (data + (gsize) y * stride))[x];
        double l = (0.299 * ((p >> 16) & 0xff) + 0.587 * ((p >> 8) & 0xff)
                    + 0.114 * (p & 0xff)) / 255;

        if (x == 0 && y == 0)
          *corner = l;
        *lo = MIN (*lo, l), *hi = MAX (*hi, l);
      }
  cairo_surface_destroy (surface);
}

static void
test_limit_plot_dark (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("wyt:a=1,b=2", NULL);
  WyLimitSeries *series = wy_limit_series (game, 10000, 50, NULL, NULL);
  double corner, lo, hi;

  g_assert_nonnull (series);
  plot_lumas (series, FALSE, &corner, &lo, &hi);
  g_assert_cmpfloat (corner, ==, 1.0);
  g_assert_cmpfloat (lo, <, 0.1);
  plot_lumas (series, TRUE, &corner, &lo, &hi);
  g_assert_cmpfloat (corner, <, 0.2);
  g_assert_cmpfloat (hi, >, 0.85);
  wy_limit_series_free (series);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/views", test_views_draw);
  g_test_add_func ("/render/band", test_band);
  g_test_add_func ("/render/band-not-symmetric", test_band_not_symmetric);
  g_test_add_func ("/render/limit-plot-dark", test_limit_plot_dark);
  return g_test_run ();
}
