/* test-render-strip.c: a one-pile strip of many cells drawn as a barcode of its P-positions: bars a
 * readable height where square cells would be under a pixel, hit-testing over the bars' height,
 * small strips square as before; the targets of a selection's winning moves framed. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <math.h>

#include "wy-test-render.h"

static WyRenderOptions
options (WyStyle style)
{
  WyRenderOptions o;

  wy_render_options_init (&o);
  o.style = style;
  o.min_font = style == WY_STYLE_SCREEN ? 12 : 0;  /* the window's, an export's */
  return o;
}

/* The pixels from the strip's bottom edge up to height above it, in the middle of the column at
 * x: all as dark as a P mark? */
static gboolean
dark_column (const Picture *pic, double x, double height)
{
  for (double dy = 1.5; dy < height - 1; dy += 1)
    if (luma_at (pic, x, pic->layout.origin_y - dy) > 0.6)
      return FALSE;
  return TRUE;
}

/* Mark and UpMark on 100000 cells, in the window's board (840 x 600) and an export 1000 wide
 * at its natural height: each pixel of the strip holds a P-position, so the strip is a dark
 * bar at least 40 units high (it was a hairline: cells are 1/100 of a pixel). */
static void
test_bars_at_fit (void)
{
  const char *rules[] = { "mark:k=2", "upmark" };

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    for (int style = 0; style < WY_N_STYLES; style++)
      {
        WyBoard *board = solve (rules[r], 100000, WY_NEED_ELIMINATION);
        WyRenderOptions o = options (style);
        double w = style == WY_STYLE_SCREEN ? 840 : 1000;
        double h = style == WY_STYLE_SCREEN ? 600 : ceil (wy_layout_natural_height (board, &o, w));
        Picture pic;

        picture_draw (&pic, board, &o, (int) w, (int) h);
        g_test_message ("%s, %s, %.0f x %.0f: cell %g, strip bottom at %.1f", rules[r],
                        wy_style_get_name (style), w, h, pic.layout.cell, pic.layout.origin_y);
        g_assert_cmpfloat (pic.layout.cell, <, 0.01);
        g_assert_cmpfloat (pic.layout.origin_y, >=, 40);
        for (double f = 0.1; f < 1; f += 0.2)
          g_assert_true (dark_column (&pic, pic.layout.origin_x + f * 100000 * pic.layout.cell,
                                      40));
        /* no bar above it */
        g_assert_cmpfloat (luma_at (&pic, w / 2, MAX (0, pic.layout.origin_y - 52)), >, 0.9);
        picture_clear (&pic);
        wy_board_unref (board);
      }
}

/* Mark-2 on 300 cells 1000 units wide: cells of about 3 units, bars 48 high (WY_LAYOUT_BAR);
 * the P-positions 0, 2, 6 dark the whole height, the N-positions 1, 3, 4 plain; a point
 * anywhere in a bar is its cell, above and below it none. */
static void
test_barcode_and_hits (void)
{
  WyBoard *board = solve ("mark:k=2", 300, WY_NEED_ELIMINATION);
  WyRenderOptions o = options (WY_STYLE_PAPER);
  const guint p[] = { 0, 2, 6 }, n[] = { 1, 3, 4 };
  double row;
  Picture pic;

  picture_draw (&pic, board, &o, 1000, 400);
  row = wy_layout_row (&pic.layout);
  g_test_message ("cell %g, row %g", pic.layout.cell, row);
  g_assert_cmpfloat (pic.layout.cell, <, WY_LAYOUT_BAR_BELOW);
  g_assert_cmpfloat (row, ==, WY_LAYOUT_BAR);
  for (guint i = 0; i < G_N_ELEMENTS (p); i++)
    {
      double cx, cy;
      wy_layout_cell_center (&pic.layout, p[i], 0, &cx, &cy);
      g_assert_cmpfloat (fabs (cy - (pic.layout.origin_y - row / 2)), <, 1e-9);
      g_assert_true (dark_column (&pic, cx, row));
      wy_layout_cell_center (&pic.layout, n[i], 0, &cx, NULL);
      g_assert_cmpfloat (luma_at (&pic, cx, pic.layout.origin_y - row / 2), >, 0.9);
    }
  for (guint x = 0; x < 300; x += 37)
    for (double f = 0.02; f < 1; f += 0.16)
      {
        WyPos pos;
        double cx;
        wy_layout_cell_center (&pic.layout, x, 0, &cx, NULL);
        g_assert_true (wy_layout_cell_at (&pic.layout, board, cx, pic.layout.origin_y - f * row,
                                          &pos));
        g_assert_cmpuint (pos.x, ==, x);
        g_assert_cmpuint (pos.y, ==, 0);
        g_assert_false (wy_layout_cell_at (&pic.layout, board, cx, pic.layout.origin_y - row - 1,
                                           NULL));
        g_assert_false (wy_layout_cell_at (&pic.layout, board, cx, pic.layout.origin_y + 1, NULL));
      }
  picture_clear (&pic);
  wy_board_unref (board);
}

/* A strip of cells at least WY_LAYOUT_BAR_BELOW wide keeps square cells (64 cells in the
 * window's board: about 13 px), and so its drawing; a board is never barred. */
static void
test_small_square (void)
{
  const struct { const char *rule; guint size; } cases[] = {
    { "mark:k=2", 64 }, { "upmark", 24 }, { "wythoff", 1000 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      WyBoard *board = solve (cases[i].rule, cases[i].size, WY_NEED_ELIMINATION);
      WyRenderOptions o = options (WY_STYLE_SCREEN);
      WyLayout l;

      wy_layout_fit (board, &o, 840, 600, &l);
      g_assert_cmpfloat (l.row, ==, 0);
      g_assert_cmpfloat (wy_layout_row (&l), ==, l.cell);
      wy_board_unref (board);
    }
}

/* Zoomed in (the window), the bars keep their height until the cells are as tall: then the
 * cells are square again. */
static void
test_zoom (void)
{
  WyBoard *board = solve ("mark:k=2", 100000, WY_NEED_ELIMINATION);
  WyRenderOptions o = options (WY_STYLE_SCREEN);
  WyLayout fit, l;
  double bar;

  wy_layout_fit (board, &o, 840, 600, &fit);
  bar = wy_layout_row (&fit);
  g_assert_cmpfloat (bar, ==, WY_LAYOUT_BAR);
  for (double zoom = 1; zoom < 1e5; zoom *= 3)
    {
      l = fit;
      wy_layout_zoom (&l, zoom);
      g_assert_cmpfloat (fabs (l.cell - fit.cell * zoom), <, 1e-9 * l.cell);
      g_assert_cmpfloat (wy_layout_row (&l), ==, MAX (bar, l.cell));
    }
  wy_board_unref (board);
}

/* How many pixels of the screen style's selection colour (0xc01c8c) lie in the box
 * [x0, x1) x [y0, y1). */
static guint
select_pixels (const Picture *pic, int x0, int y0, int x1, int y1)
{
  const guint8 *data = cairo_image_surface_get_data (pic->surface);
  int stride = cairo_image_surface_get_stride (pic->surface);
  guint count = 0;

  for (int y = MAX (y0, 0); y < y1; y++)
    for (int x = MAX (x0, 0); x < x1; x++)
      {
        guint32 p = ((const guint32 *) (data + (gsize) y * stride))[x];
        int r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
        count += ABS (r - 0xc0) < 24 && ABS (g - 0x1c) < 24 && ABS (b - 0x8c) < 24;
      }
  return count;
}

/* On Mark's strip each winning move's target is framed: the arc from 13 to 6 ends under the
 * note, which is drawn over it and hid its head. */
static void
test_targets_framed (void)
{
  WyBoard *board = solve ("mark:k=2", 40, WY_NEED_ELIMINATION);
  WyRenderOptions o;
  Picture pic = { 0 };
  double cx, cy, cell;
  guint frame;

  wy_render_options_init (&o);
  o.has_selection = TRUE;
  o.selection = (WyPos) { 13, 0 };
  picture_draw (&pic, board, &o, 860, 200);
  cell = pic.layout.cell;
  /* the left edge of 6 (the target, 13 halved), within the cell, at mid-height */
  wy_layout_cell_center (&pic.layout, 6, 0, &cx, &cy);
  frame = select_pixels (&pic, (int) (cx - cell * 0.5), (int) (cy - cell * 0.2),
                         (int) (cx - cell * 0.3), (int) (cy + cell * 0.2));
  g_test_message ("cell %.1f px: %u pixels of the frame of 6", cell, frame);
  g_assert_cmpuint (frame, >, 4);
  /* 4 is no target of 13 */
  wy_layout_cell_center (&pic.layout, 4, 0, &cx, &cy);
  g_assert_cmpuint (select_pixels (&pic, (int) (cx - cell * 0.5), (int) (cy - cell * 0.2),
                                   (int) (cx - cell * 0.3), (int) (cy + cell * 0.2)), ==, 0);
  picture_clear (&pic);
  wy_board_unref (board);
}

/* A strip of square cells (take 1 to 3, 24 cells, 600 wide: the manual's figure) at its natural
 * height: without a selection there are no arcs, so no blank band above it where they would go
 * (there was one 2.5 cells high); with a selection its arcs get that room, all in the picture. */
static void
test_natural_height_arcs (void)
{
  WyBoard *board = solve ("pile:rule=(d<=3)", 24, WY_NEED_ELIMINATION);
  WyRenderOptions o = options (WY_STYLE_PAPER);
  double plain = ceil (wy_layout_natural_height (board, &o, 600)), with;
  Picture pic = { 0 };
  double cell;

  picture_draw (&pic, board, &o, 600, (int) plain);
  cell = pic.layout.cell;
  g_test_message ("no selection: %.0f high, cell %.1f, the strip's top at %.1f", plain, cell,
                  pic.layout.origin_y - wy_layout_row (&pic.layout));
  g_assert_cmpfloat (pic.layout.origin_y - wy_layout_row (&pic.layout), <, cell);
  picture_clear (&pic);

  o.has_selection = TRUE;
  o.selection = (WyPos) { 23, 0 };
  with = ceil (wy_layout_natural_height (board, &o, 600));
  g_test_message ("a selection: %.0f high", with);
  g_assert_cmpfloat (with - plain, >=, 2 * cell);
  wy_board_unref (board);
}

/* The pixels of the picture's edges that differ from its top left corner (the background). */
static guint
edge_pixels_drawn (const Picture *pic)
{
  const guint8 *data = cairo_image_surface_get_data (pic->surface);
  int stride = cairo_image_surface_get_stride (pic->surface);
  int w = cairo_image_surface_get_width (pic->surface);
  int h = cairo_image_surface_get_height (pic->surface);
  guint32 bg = *(const guint32 *) data;
  guint drawn = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      if ((y == 0 || y == h - 1 || x == 0 || x == w - 1)
          && *(const guint32 *) (data + (gsize) y * stride + 4 * x) != bg)
        drawn++;
  return drawn;
}

/* A strip's step or Grundy key is a bar at least 6.4 labels high with its title above it,
 * beside a strip one cell high: at the figure's natural height all of it is inside, nothing
 * drawn on the edges (the bar ran past the top and bottom, the title cut off). */
static void
test_legend_inside (void)
{
  const struct { const char *rule; guint size; WyView view; guint step; } cases[] = {
    { "mark:k=3", 40, WY_VIEW_ELIMINATION, 2 }, { "mark:k=3", 40, WY_VIEW_GRUNDY, 0 },
    { "upmark", 30, WY_VIEW_ELIMINATION, 0 }, { "pile:rule=(d<=3)", 24, WY_VIEW_ELIMINATION, 1 },
    { "mark:k=2", 100000, WY_VIEW_ELIMINATION, 0 },
  };
  const double widths[] = { 1000, 216 };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    for (int style = 0; style < WY_N_STYLES; style++)
      for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
        {
          WyBoard *board = solve (cases[c].rule, cases[c].size,
                                  WY_NEED_ELIMINATION | WY_NEED_GRUNDY);
          WyRenderOptions o = options (style);
          double h;
          Picture pic = { 0 };
          guint drawn;

          o.view = cases[c].view;
          o.step = cases[c].step;
          h = ceil (wy_layout_natural_height (board, &o, widths[i]));
          picture_draw (&pic, board, &o, (int) widths[i], (int) h);
          drawn = edge_pixels_drawn (&pic);
          g_test_message ("%s on %u, %s view, %s, %.0f x %.0f: %u pixels drawn on the edges",
                          cases[c].rule, cases[c].size, wy_view_get_name (o.view),
                          wy_style_get_name (style), widths[i], h, drawn);
          g_assert_cmpuint (drawn, ==, 0);
          picture_clear (&pic);
          wy_board_unref (board);
        }
}

/* The first dark run in the column at x, from y down: its height, and where it ends (*end;
 * -1: none before the image's bottom). */
static double
dark_run_below (const Picture *pic, double x, double y, double *end)
{
  int h = cairo_image_surface_get_height (pic->surface);
  double top = -1;

  *end = -1;
  for (double py = y; py < h; py += 1)
    {
      gboolean dark = luma_at (pic, x, py) < 0.5;

      if (dark && top < 0)
        top = py;
      else if (!dark && top >= 0)
        {
          *end = py;
          return py - top;
        }
    }
  return -1;
}

/* Where the next dark run starts in the column at x, from y down (-1: none). */
static double
next_dark_below (const Picture *pic, double x, double y)
{
  int h = cairo_image_surface_get_height (pic->surface);

  for (double py = y; py < h; py += 1)
    if (luma_at (pic, x, py) < 0.5)
      return py;
  return -1;
}

/* Mark-2's dopey 2 is a filled disc under its cell: as large as a label's text at most (the
 * legend's "dopey ●" beside it), and still a disc of a few pixels; on a strip of 3 to 10
 * cells it was 0.28 of the cell, up to 90 px beside labels of 17. At 30 cells and more it
 * kept its size (0.28 of the cell, then under the text's). The label "2" follows within 3
 * lines of text of the strip (a band 0.7 of the cell high held the marks: 230 px of white
 * on 3 cells). */
static void
test_marks_size (void)
{
  const guint sizes[] = { 3, 5, 10, 30, 60 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int style = 0; style < WY_N_STYLES; style++)
      {
        WyBoard *board = solve ("mark:k=2", sizes[i], WY_NEED_ELIMINATION);
        WyRenderOptions o = options (style);
        double w = style == WY_STYLE_SCREEN ? 840 : 1000;
        double h = style == WY_STYLE_SCREEN ? 600 : ceil (wy_layout_natural_height (board, &o, w));
        double font, cx, cy, extent, end, label;
        Picture pic;

        picture_draw (&pic, board, &o, (int) w, (int) h);
        font = wy_render_font_for (&pic.layout, &o);
        wy_layout_cell_center (&pic.layout, 2, 0, &cx, &cy);
        /* below the strip's frame */
        extent = dark_run_below (&pic, cx, pic.layout.origin_y + 4, &end);
        label = next_dark_below (&pic, cx, end + 1);
        g_test_message ("mark:k=2 on %u, %s, %.0f x %.0f: cell %.1f, text %.1f, mark %.0f high, "
                        "label %.0f below the strip", sizes[i], wy_style_get_name (style), w, h,
                        pic.layout.cell, font, extent, label - pic.layout.origin_y);
        g_assert_cmpfloat (extent, >=, 3);
        g_assert_cmpfloat (extent, <=, font);
        g_assert_cmpfloat (label, >, end);
        g_assert_cmpfloat (label - pic.layout.origin_y, <=, 3 * font);
        if (sizes[i] >= 30)
          g_assert_cmpfloat (fabs (extent - 0.28 * pic.layout.cell), <=, 2);
        picture_clear (&pic);
        wy_board_unref (board);
      }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/strip/bars-at-fit", test_bars_at_fit);
  g_test_add_func ("/render/strip/barcode-and-hits", test_barcode_and_hits);
  g_test_add_func ("/render/strip/small-square", test_small_square);
  g_test_add_func ("/render/strip/zoom", test_zoom);
  g_test_add_func ("/render/strip/targets-framed", test_targets_framed);
  g_test_add_func ("/render/strip/natural-height-arcs", test_natural_height_arcs);
  g_test_add_func ("/render/strip/legend-inside", test_legend_inside);
  g_test_add_func ("/render/strip/marks-size", test_marks_size);
  return g_test_run ();
}
