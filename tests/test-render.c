/* test-render.c: the board renderer: layout maths, names, and pixels at the places the papers predict. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <math.h>

#include "wy-notation.h"
#include "wy-test-render.h"

/* ---- helpers ---- */

/* ---- names ---- */

static void
test_names (void)
{
  for (guint v = 0; v < WY_N_VIEWS; v++)
    {
      WyView back;
      g_assert_true (wy_view_from_name (wy_view_get_name (v), &back));
      g_assert_cmpint (back, ==, v);
    }
  for (guint s = 0; s < WY_N_STYLES; s++)
    {
      WyStyle back;
      g_assert_true (wy_style_from_name (wy_style_get_name (s), &back));
      g_assert_cmpint (back, ==, s);
    }
  WyView view;
  WyStyle style;
  g_assert_cmpstr (wy_view_get_name (WY_VIEW_ELIMINATION), ==, "elimination");
  g_assert_cmpstr (wy_style_get_name (WY_STYLE_PAPER), ==, "paper");
  g_assert_false (wy_view_from_name ("heat", &view));
  g_assert_false (wy_style_from_name ("print", &style));
  g_assert_false (wy_view_from_name (NULL, &view));
  /* the names are the GEnum nicks, matched exactly; the counts are no names */
  g_assert_false (wy_view_from_name ("Outcome", &view));
  g_assert_false (wy_view_from_name ("n-views", &view));
  g_assert_false (wy_style_from_name ("n-styles", &style));
  g_assert_cmpstr (wy_view_get_name (WY_VIEW_FORMULA), ==, "formula");
  g_assert_cmpstr (wy_style_get_name (WY_STYLE_SCREEN), ==, "screen");
}

/* ---- layout ---- */

static void
check_fit (const WyBoard *board, const WyRenderOptions *o, double w, double h)
{
  WyLayout l;
  guint size = wy_board_get_size (board);
  guint rows = wy_board_is_one_pile (board) ? 1 : size;

  wy_layout_fit (board, o, w, h, &l);
  g_assert_cmpfloat (l.width, ==, w);
  g_assert_cmpfloat (l.height, ==, h);
  g_assert_cmpfloat (l.cell, >, 0);
  /* the whole board is on the surface */
  g_assert_cmpfloat (l.origin_x, >=, 0);
  g_assert_cmpfloat (l.origin_x + size * l.cell, <=, w + 1e-9);
  g_assert_cmpfloat (l.origin_y - rows * wy_layout_row (&l), >=, -1e-9);
  g_assert_cmpfloat (l.origin_y, <=, h + 1e-9);
  /* and it fills the surface in one direction, leaving only margins */
  /* (a strip also has room for its note and its dopey/vile marks) */
  g_assert_true (size * l.cell > 0.75 * w
                 || rows * wy_layout_row (&l) > (rows == 1 ? 0.3 : 0.75) * h);
  if (o->axes)
    {
      /* room for the labels: left of column 0 and under row 0 */
      g_assert_cmpfloat (l.origin_y, <, h - 4);
      if (!wy_board_is_one_pile (board))
        g_assert_cmpfloat (l.origin_x, >, 4);
    }
}

static void
test_layout_fit (void)
{
  const char *rules[] = { "wythoff", "nimpq:p=2", "mark:k=2" };
  const guint sizes[] = { 1, 2, 23, 100, 1000 };
  const double surfaces[][2] = { { 1000, 1000 }, { 800, 600 }, { 300, 900 }, { 2000, 400 } };

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      {
        WyBoard *board = solve (rules[r], sizes[s], WY_NEED_ELIMINATION);
        for (guint f = 0; f < G_N_ELEMENTS (surfaces); f++)
          for (int axes = 0; axes < 2; axes++)
            {
              WyRenderOptions o = paper_options (0);
              o.axes = axes;
              check_fit (board, &o, surfaces[f][0], surfaces[f][1]);
            }
        wy_board_unref (board);
      }
}

static void
test_layout_no_axes_is_larger (void)
{
  WyBoard *board = solve ("wythoff", 23, WY_NEED_ELIMINATION);
  WyRenderOptions with = paper_options (0), without = paper_options (0);
  WyLayout a, b;

  without.axes = FALSE;
  wy_layout_fit (board, &with, 600, 600, &a);
  wy_layout_fit (board, &without, 600, 600, &b);
  g_assert_cmpfloat (b.cell, >, a.cell);
  wy_board_unref (board);
}

static void
test_layout_cells (void)
{
  WyBoard *board = solve ("wythoff", 23, WY_NEED_ELIMINATION);
  WyRenderOptions o = paper_options (0);
  WyLayout l;
  WyPos p;
  double x0, y0, x1, y1;

  wy_layout_fit (board, &o, 700, 500, &l);
  /* x to the right, y upwards, origin bottom-left */
  wy_layout_cell_center (&l, 0, 0, &x0, &y0);
  wy_layout_cell_center (&l, 1, 1, &x1, &y1);
  g_assert_cmpfloat (fabs (x1 - x0 - l.cell), <, 1e-9);
  g_assert_cmpfloat (fabs (y0 - y1 - l.cell), <, 1e-9);
  g_assert_cmpfloat (fabs (x0 - (l.origin_x + l.cell / 2)), <, 1e-9);
  g_assert_cmpfloat (fabs (y0 - (l.origin_y - l.cell / 2)), <, 1e-9);
  for (guint y = 0; y < 23; y++)
    for (guint x = 0; x < 23; x++)
      {
        double cx, cy;
        wy_layout_cell_center (&l, x, y, &cx, &cy);
        g_assert_true (wy_layout_cell_at (&l, board, cx, cy, &p));
        g_assert_cmpuint (p.x, ==, x);
        g_assert_cmpuint (p.y, ==, y);
        /* just inside the corners of the cell */
        g_assert_true (wy_layout_cell_at (&l, board, cx - 0.49 * l.cell, cy + 0.49 * l.cell, &p));
        g_assert_true (p.x == x && p.y == y);
        g_assert_true (wy_layout_cell_at (&l, board, cx + 0.49 * l.cell, cy - 0.49 * l.cell, &p));
        g_assert_true (p.x == x && p.y == y);
      }
  g_assert_false (wy_layout_cell_at (&l, board, l.origin_x - 1, l.origin_y - 1, &p));
  g_assert_false (wy_layout_cell_at (&l, board, l.origin_x + 1, l.origin_y + 1, &p));
  g_assert_false (wy_layout_cell_at (&l, board, l.origin_x + 23 * l.cell + 1, l.origin_y - 1, &p));
  g_assert_false (wy_layout_cell_at (&l, board, l.origin_x + 1, l.origin_y - 23 * l.cell - 1, &p));
  wy_board_unref (board);
}

static void
test_layout_strip (void)
{
  WyBoard *board = solve ("mark:k=2", 24, WY_NEED_ELIMINATION);
  WyRenderOptions o = paper_options (0);
  WyLayout l;
  WyPos p;
  double cx, cy;

  wy_layout_fit (board, &o, 900, 200, &l);
  check_fit (board, &o, 900, 200);
  wy_layout_cell_center (&l, 23, 0, &cx, &cy);
  g_assert_true (wy_layout_cell_at (&l, board, cx, cy, &p));
  g_assert_cmpuint (p.x, ==, 23);
  g_assert_cmpuint (p.y, ==, 0);
  /* one row only */
  g_assert_false (wy_layout_cell_at (&l, board, cx, cy - l.cell, &p));
  /* the natural height of a strip is much less than its width */
  g_assert_cmpfloat (wy_layout_natural_height (board, &o, 900), <, 400);
  wy_board_unref (board);
}

static void
test_natural_height (void)
{
  WyBoard *board = solve ("wythoff", 23, WY_NEED_ELIMINATION);
  WyRenderOptions o = paper_options (0);
  double h = wy_layout_natural_height (board, &o, 1000);
  WyLayout l;

  /* a square board with labels on the left and below: about square */
  g_assert_cmpfloat (h, >, 900);
  g_assert_cmpfloat (h, <, 1100);
  /* at that height the width is what limits the board */
  wy_layout_fit (board, &o, 1000, h, &l);
  g_assert_cmpfloat (l.origin_y - 23 * l.cell, >=, 0);
  g_assert_cmpfloat (l.origin_y - 23 * l.cell, <, 0.1 * h);
  wy_board_unref (board);
}

/* ---- pixels: paper 000 section 8, the elimination of Figures 2 and 3 ---- */


static void
assert_plain (const Picture *pic, guint x, guint y)
{
  g_assert_cmpfloat (cell_luma (pic, x, y, -0.35, 0.35), >, PLAIN);
}

/* earlier N cells lightly shaded, N_j darker: both between mark and plain */
static void
assert_decided (const Picture *pic, guint x, guint y, gboolean new_step)
{
  double v = cell_luma (pic, x, y, -0.35, 0.35);

  if (new_step)
    g_assert_true (v > 0.55 && v < 0.84);
  else
    g_assert_true (v > 0.84 && v < 0.96);
}

static void
assert_mark (const Picture *pic, guint x, guint y, gboolean ringed)
{
  g_assert_cmpfloat (cell_luma (pic, x, y, 0, 0), <, DARK);
  /* P_j has a ring just outside its cell */
  if (ringed)
    g_assert_cmpfloat (cell_luma (pic, x, y, 0.62, 0), <, 0.6);
  else
    g_assert_cmpfloat (cell_luma (pic, x, y, 0.62, 0), >, 0.6);
}

static void
test_figure2_step2 (void)
{
  /* NIM^{1,1}_{1,2}: N_1 = columns x <= 1, rows y <= 1, the diagonal;
   * P_2 = {(2,3), (3,2)}; N_2 = columns 2..3 (y >= 3) and 3..4 (y >= 2),
   * the rows likewise, the diagonals y = x + 1 and x = y + 1. */
  WyBoard *board = solve ("wyt:a=1,b=2", 23, WY_NEED_ELIMINATION);
  WyRenderOptions o = paper_options (2);
  Picture pic = { 0 };

  o.lines = FALSE;
  picture_draw (&pic, board, &o, 920, 920);
  assert_mark (&pic, 0, 0, FALSE);
  assert_mark (&pic, 2, 3, TRUE);
  assert_mark (&pic, 3, 2, TRUE);
  assert_decided (&pic, 0, 7, FALSE);
  assert_decided (&pic, 1, 20, FALSE);
  assert_decided (&pic, 9, 1, FALSE);
  assert_decided (&pic, 8, 8, FALSE);
  assert_decided (&pic, 2, 10, TRUE);
  assert_decided (&pic, 4, 17, TRUE);
  assert_decided (&pic, 12, 4, TRUE);
  assert_decided (&pic, 20, 2, TRUE);
  assert_decided (&pic, 8, 9, TRUE);
  assert_decided (&pic, 15, 14, TRUE);
  /* P_3 = {(5,7), (7,5)} and what lies off every line: still undecided */
  assert_plain (&pic, 5, 7);
  assert_plain (&pic, 7, 5);
  assert_plain (&pic, 6, 12);
  assert_plain (&pic, 20, 10);
  picture_clear (&pic);
  wy_board_unref (board);
}

static void
test_figure3_step2 (void)
{
  /* NIM^{2,1}_{1,1}: N_1 = column x = 0 and row y = 0 only (diagonal moves
   * can be blocked); P_2 = {(1,1)}; N_2 = column x = 1, row y = 1 and the
   * diagonal x = y >= 2 (docs/spec.md: (2,2) is in N_2). */
  WyBoard *board = solve ("nimpq:p=2", 23, WY_NEED_ELIMINATION);
  WyRenderOptions o = paper_options (2);
  Picture pic = { 0 };

  o.lines = FALSE;
  picture_draw (&pic, board, &o, 920, 920);
  assert_mark (&pic, 0, 0, FALSE);
  assert_mark (&pic, 1, 1, TRUE);
  assert_decided (&pic, 0, 5, FALSE);
  assert_decided (&pic, 14, 0, FALSE);
  assert_decided (&pic, 1, 7, TRUE);
  assert_decided (&pic, 9, 1, TRUE);
  assert_decided (&pic, 2, 2, TRUE);
  assert_decided (&pic, 16, 16, TRUE);
  /* P_3 = {(2,3), (3,2)} is not decided yet, nor (4,6) */
  assert_plain (&pic, 2, 3);
  assert_plain (&pic, 3, 2);
  assert_plain (&pic, 4, 6);
  picture_clear (&pic);
  wy_board_unref (board);
}

static void
test_step_lines (void)
{
  /* the lines of N_2 of Figure 3 run along row y = 1 from (1,1) */
  WyBoard *board = solve ("nimpq:p=2", 23, WY_NEED_ELIMINATION);
  WyRenderOptions o = paper_options (2);
  Picture pic = { 0 };

  picture_draw (&pic, board, &o, 920, 920);
  g_assert_cmpfloat (cell_luma (&pic, 12, 1, 0, 0), <, 0.5);
  g_assert_cmpfloat (cell_luma (&pic, 1, 12, 0, 0), <, 0.5);
  /* ... and not through cells no line of step 2 reaches */
  g_assert_cmpfloat (cell_luma (&pic, 12, 5, 0, 0), >, PLAIN);
  picture_clear (&pic);
  wy_board_unref (board);
}

/* ---- selection, formula, other views ---- */

/* The board in the paper style, side x side pixels, with the cell (x, y) selected. */
static void
draw_selected (Picture *pic, const WyBoard *board, guint x, guint y, int side)
{
  WyRenderOptions o = paper_options (0);

  o.has_selection = TRUE;
  o.selection = (WyPos) { x, y };
  picture_draw (pic, board, &o, side, side);
}

static void
test_selection_arrow (void)
{
  /* Wythoff: from (9,6) the only winning move is the diagonal one to (7,4)
   * (the P-pair (4,7) of floor(n phi), floor(n phi^2)). */
  WyBoard *board = solve ("wythoff", 23, WY_NEED_ELIMINATION);
  Picture pic = { 0 };

  draw_selected (&pic, board, 9, 6, 920);
  /* the arrow crosses the centre of (8,5), halfway to (7,4) */
  g_assert_cmpfloat (cell_luma (&pic, 8, 5, 0, 0), <, 0.5);
  /* no arrow towards (3,5), which is no legal move */
  g_assert_cmpfloat (cell_luma (&pic, 6, 5, 0, 0.0), >, PLAIN);
  /* the selected cell is outlined */
  g_assert_cmpfloat (cell_luma (&pic, 9, 6, -0.45, 0), <, 0.5);
  picture_clear (&pic);
  wy_board_unref (board);
}

/* A selected P-position keeps its mark: the selection's frame and its halo once lay inside
 * the cell, as wide as a small cell's margin, and covered all of the disc but a dot (the
 * window at 1024 x 600, 30 x 30 cells). */
static void
test_selection_keeps_mark (void)
{
  WyBoard *board = solve ("wythoff", 30, WY_NEED_ELIMINATION);
  Picture pic = { 0 };

  for (int side = 440; side <= 920; side += 480)
    {
      draw_selected (&pic, board, 3, 5, side);
      g_test_message ("%d px: luma at a quarter cell from the centre %.2f", side,
                      cell_luma (&pic, 3, 5, 0.25, 0));
      g_assert_cmpfloat (cell_luma (&pic, 3, 5, 0, 0), <, 0.5);
      g_assert_cmpfloat (cell_luma (&pic, 3, 5, 0.25, 0), <, 0.5);
      g_assert_cmpfloat (cell_luma (&pic, 3, 5, -0.25, 0), <, 0.5);
      g_assert_cmpfloat (cell_luma (&pic, 3, 5, 0, 0.25), <, 0.5);
      picture_clear (&pic);
    }
  wy_board_unref (board);
}

/* Play's blocks are crossed out: a cross through the blocked cell's centre and along its
 * diagonals, not across its middle row; a cell not blocked stays plain. */
static void
test_blocks_crossed (void)
{
  WyBoard *board = solve ("wythoff", 23, WY_NEED_ELIMINATION);
  g_autoptr (GArray) blocks = g_array_new (FALSE, FALSE, sizeof (WyPos));
  WyRenderOptions o = paper_options (0);
  const WyPos cell = { 6, 5 };
  Picture pic = { 0 };

  g_assert_cmpint (wy_board_get_status (board, 6, 5), ==, WY_STATUS_N);
  g_array_append_val (blocks, cell);
  o.blocks = blocks;
  picture_draw (&pic, board, &o, 920, 920);
  g_assert_cmpfloat (cell_luma (&pic, 6, 5, 0, 0), <, 0.5);
  g_assert_cmpfloat (cell_luma (&pic, 6, 5, 0.2, 0.2), <, 0.5);
  g_assert_cmpfloat (cell_luma (&pic, 6, 5, -0.2, 0.2), <, 0.5);
  g_assert_cmpfloat (cell_luma (&pic, 6, 5, 0.3, 0), >, PLAIN);
  g_assert_cmpfloat (cell_luma (&pic, 8, 5, 0, 0), >, PLAIN);
  picture_clear (&pic);
  o.blocks = NULL;
  picture_draw (&pic, board, &o, 920, 920);
  g_assert_cmpfloat (cell_luma (&pic, 6, 5, 0, 0), >, PLAIN);
  picture_clear (&pic);
  wy_board_unref (board);
}

/* A dark 5 x 5 block in the band above the board, near its left edge. */
static gboolean
key_mark_above (const Picture *pic, guint size)
{
  double top = pic->layout.origin_y - size * pic->layout.cell;

  for (double y = 0; y + 5 < top; y++)
    for (double x = pic->layout.origin_x; x < pic->layout.origin_x + 40; x++)
      {
        gboolean dark = TRUE;
        for (int dy = 0; dy < 5 && dark; dy++)
          for (int dx = 0; dx < 5 && dark; dx++)
            dark = luma_at (pic, x + dx, y + dy) < 0.3;
        if (dark)
          return TRUE;
      }
  return FALSE;
}

/* Is (x, y) or a cell next to it in the list? */
static gboolean
near_any (const GArray *cells, guint x, guint y)
{
  for (guint i = 0; i < cells->len; i++)
    if (ABS ((int) g_array_index (cells, WyPos, i).x - (int) x) <= 1
        && ABS ((int) g_array_index (cells, WyPos, i).y - (int) y) <= 1)
      return TRUE;
  return FALSE;
}

static void
test_formula_disagreement (void)
{
  /* docs/spec.md: the papers' recursion fails for p=3, q=2, a=1, b=2. The view draws what
   * the solution gives: a ringed cross on each cell where its formula and the exact answer
   * disagree, no ring around an exact P-position they agree on ((0, 0) among them), and
   * nothing without the solution; its key, above the board, starts with the exact P mark. */
  g_autoptr (WySolution) solution = solve_solution ("nimpq:a=1,b=2,p=3,q=2", 23,
                                                    WY_NEED_ELIMINATION | WY_NEED_FORMULA);
  const WyBoard *board = wy_solution_get_board (solution);
  const GArray *bad = wy_solution_get_disagreements (solution);
  WyRenderOptions o = paper_options (0);
  Picture with = { 0 }, without = { 0 };

  g_assert_cmpuint (bad ? bad->len : 0, >, 0);
  g_assert_false (near_any (bad, 0, 0));
  o.view = WY_VIEW_FORMULA;
  picture_draw (&without, board, &o, 920, 920);
  o.formula = solution;
  picture_draw (&with, board, &o, 920, 920);
  for (guint i = 0; i < bad->len; i++)
    {
      const WyPos *p = &g_array_index (bad, WyPos, i);
      g_assert_cmpfloat (cell_luma (&with, p->x, p->y, 0.25, 0.25), <, 0.5);  /* the cross */
      g_assert_cmpfloat (cell_luma (&with, p->x, p->y, 0.55, 0), <, 0.6);    /* its ring */
      g_assert_cmpfloat (cell_luma (&without, p->x, p->y, 0.55, 0), >, 0.6);
    }
  for (guint y = 0; y < 23; y++)
    for (guint x = 0; x < 23; x++)
      if (wy_board_get_status (board, x, y) == WY_STATUS_P && !near_any (bad, x, y))
        g_assert_cmpfloat (cell_luma (&with, x, y, 0.55, 0), >, 0.6);
  g_assert_true (key_mark_above (&with, 23));
  picture_clear (&with);
  picture_clear (&without);
  o.view = WY_VIEW_OUTCOME;
  picture_draw (&with, board, &o, 920, 920);
  g_assert_false (key_mark_above (&with, 23));
  picture_clear (&with);
}

/* The formula view's key and note above the board fit a narrow figure: a
 * small font's hinted letters are wider than the large one's scaled, so
 * the text once ran off the right edge ("...the first at"). Ink in the
 * note's band, none at the figure's right edge there. */
static void
test_formula_note_fits (void)
{
  g_autoptr (WySolution) solution = solve_solution ("nimpq:a=1,b=2,p=3,q=2", 24,
                                                    WY_NEED_ELIMINATION | WY_NEED_FORMULA);
  const WyBoard *board = wy_solution_get_board (solution);
  WyRenderOptions o = paper_options (0);
  static const int widths[] = { 300, 240, 420, 170 };

  o.view = WY_VIEW_FORMULA;
  o.formula = solution;
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      Picture pic = { 0 };
      int w = widths[i];
      double top;
      guint ink = 0, edge = 0;

      picture_draw (&pic, board, &o, w, w);
      top = pic.layout.origin_y - 24 * wy_layout_row (&pic.layout);
      for (int py = 0; py < (int) top - 1; py++)
        {
          for (int px = (int) pic.layout.origin_x; px < w - 4; px++)
            ink += luma_at (&pic, px + 0.5, py + 0.5) < 0.5;
          for (int px = w - 3; px < w; px++)
            edge += luma_at (&pic, px + 0.5, py + 0.5) < 0.8;
        }
      g_test_message ("width %d: %u dark pixels in the note, %u at the edge", w, ink, edge);
      g_assert_cmpuint (ink, >, 20);
      g_assert_cmpuint (edge, ==, 0);
      picture_clear (&pic);
    }
}

static void
collect_run (const char *text, WyScript script, gpointer data)
{
  g_string_append_printf (data, "%s%s|", script == WY_SCRIPT_SUPER ? "^" :
                          script == WY_SCRIPT_SUB ? "_" : "", text);
}

/* The runs a caption is typeset in: the notation's scripts and symbols, as the window's
 * markup; text the markup cannot hold (not UTF-8), as it is. */
static void
test_notation_runs (void)
{
  static const char *cases[][2] = {
    { "NIM^{p,q}_{a,b}", "NIM|^p,q|_a,b|" },
    { "x_n = floor(n*phi) <= y", "x|_n| = ⌊n*φ⌋ ≤ y|" },
    { "snake_case? a _b", "snake|_case|? a _b|" },
    { "a\001b x_n", "a\001b x|_n|" },
    /* not UTF-8: no markup holds it */
    { "a\377b x_n", "a\377b x_n|" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GString) got = g_string_new (NULL);
      wy_notation_foreach_run (cases[i][0], collect_run, got);
      g_assert_cmpstr (got->str, ==, cases[i][1]);
    }
}

static void
test_grundy_heat (void)
{
  /* Wythoff's g(0,0) = 0 and g(1,0) = 1, ..., larger values further out:
   * the heat map (light to dark in paper style) gets darker with g. */
  WyBoard *board = solve ("wythoff", 23, (WY_NEED_ELIMINATION | WY_NEED_GRUNDY));
  WyRenderOptions o = paper_options (0);
  Picture pic = { 0 };

  o.view = WY_VIEW_GRUNDY;
  picture_draw (&pic, board, &o, 920, 920);
  /* g(0,1) = 1 < g(0,20) = 20 (the piles of Nim along an axis) */
  g_assert_cmpfloat (cell_luma (&pic, 0, 1, -0.4, 0.4), >,
                     cell_luma (&pic, 0, 20, -0.4, 0.4) + 0.1);
  picture_clear (&pic);
  wy_board_unref (board);
}

/* ---- speed (only with -m perf; never a timed assertion) ---- */

/* Time rounds of drawing a board of rule and size in a view at w x h px. */
static void
perf_frames (const char *rule, guint size, WyView view, int w, int h, int rounds)
{
  WyBoard *board = solve (rule, size, WY_NEED_ELIMINATION);
  WyRenderOptions o;
  Picture pic = { 0 };
  cairo_t *cr;
  gint64 t0;
  double ms;

  wy_render_options_init (&o);
  o.view = view;
  picture_draw (&pic, board, &o, w, h);
  cr = cairo_create (pic.surface);
  t0 = g_get_monotonic_time ();
  for (int i = 0; i < rounds; i++)
    wy_render_draw (cr, board, &o, &pic.layout);
  cairo_surface_flush (pic.surface);
  ms = (g_get_monotonic_time () - t0) / 1e3 / rounds;
  g_test_minimized_result (ms / 1e3, "%s %ux%u, %s view, at %dx%d px: %.2f ms per frame", rule,
                           size, size, wy_view_get_name (view), w, h, ms);
  cairo_destroy (cr);
  picture_clear (&pic);
  wy_board_unref (board);
}

static void
test_perf_2000 (void)
{
  perf_frames ("wythoff", 2000, WY_VIEW_OUTCOME, 1000, 1000, 50);
}

/* The sampled heat of a 100000 board in place (every core): what the
 * window's tile workers share out, for one whole view. */
static void
test_perf_heat_100k (void)
{
  perf_frames ("wyt:a=1,b=2", 100000, WY_VIEW_ELIMINATION, 1000, 700, 10);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/names", test_names);
  g_test_add_func ("/render/layout/fit", test_layout_fit);
  g_test_add_func ("/render/layout/no-axes", test_layout_no_axes_is_larger);
  g_test_add_func ("/render/layout/cells", test_layout_cells);
  g_test_add_func ("/render/layout/strip", test_layout_strip);
  g_test_add_func ("/render/layout/natural-height", test_natural_height);
  g_test_add_func ("/render/steps/figure2", test_figure2_step2);
  g_test_add_func ("/render/steps/figure3", test_figure3_step2);
  g_test_add_func ("/render/steps/lines", test_step_lines);
  g_test_add_func ("/render/selection", test_selection_arrow);
  g_test_add_func ("/render/selection-keeps-mark", test_selection_keeps_mark);
  g_test_add_func ("/render/blocks-crossed", test_blocks_crossed);
  g_test_add_func ("/render/formula", test_formula_disagreement);
  g_test_add_func ("/render/formula-note-fits", test_formula_note_fits);
  g_test_add_func ("/render/notation-runs", test_notation_runs);
  g_test_add_func ("/render/grundy", test_grundy_heat);
  if (g_test_perf ())
    {
      g_test_add_func ("/render/perf/2000", test_perf_2000);
      g_test_add_func ("/render/perf/heat-100k", test_perf_heat_100k);
    }
  return g_test_run ();
}
