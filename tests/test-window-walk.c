/* test-window-walk.c: what a researcher met walking through the window (h113): the frames of
 * the selected, the hovered and the keyboard's cell on a board of few, large cells stay at
 * the cell's edge (on a board of size 1 the selection's was 60 px wide, over the axis labels
 * and off the view; the hover's a 30 px band, the cursor's a 40 px dashed one); a size typed
 * beyond the cap at the cap offered no change (h123). */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <math.h>
#include <string.h>
#include <gtk/gtk.h>

#include "wy-board-view-private.h"
#include "wy-test-window.h"
#include "wy-window-private.h"

/* The frames a drawing has, all of one cell. */
enum { SELECTION = 1, HOVER = 2, CURSOR = 4 };

/* Draw what the board view shows, as it draws it, with the frames of cell at given. */
static cairo_surface_t *
draw_view (WyWindow *window, guint frames, WyPos at)
{
  WyRenderOptions options;

  wy_board_view_get_options (window->board_view, &options);
  options.has_selection = (frames & SELECTION) != 0;
  options.selection = at;
  options.has_hover = (frames & HOVER) != 0;
  options.hover = at;
  options.has_cursor = (frames & CURSOR) != 0;
  options.cursor = at;
  return wy_test_draw_board (window, &options, NULL);
}

/* How far the pixel (x, y) lies from the edge of the rectangle [x0, x1] x [y0, y1], outside
 * or inside it. */
static double
from_edge (int x, int y, double x0, double y0, double x1, double y1)
{
  double px = x + 0.5, py = y + 0.5;
  double dx = MAX (MAX (x0 - px, px - x1), 0), dy = MAX (MAX (y0 - py, py - y1), 0);

  if (dx > 0 || dy > 0)
    return hypot (dx, dy);
  return MIN (MIN (px - x0, x1 - px), MIN (py - y0, y1 - py));
}

/* The pixels that the frames of cell at change (a drawing with them against one without)
 * near the edge of cell (within 0.35 of the labels' font, where the row labels end) and
 * farther from it; inside: only those in that cell. */
static void
count_frame (WyWindow *window, guint frame, WyPos at, WyPos cell, gboolean inside, guint *near,
             guint *far)
{
  cairo_surface_t *with = draw_view (window, frame, at), *without = draw_view (window, 0, at);
  int stride = cairo_image_surface_get_stride (with);
  int width = cairo_image_surface_get_width (with), height = cairo_image_surface_get_height (with);
  const guchar *a = cairo_image_surface_get_data (with), *b = cairo_image_surface_get_data (without);
  WyRenderOptions options;
  WyLayout layout;
  double cx, cy, half, half_row, reach;

  wy_board_view_get_options (window->board_view, &options);
  wy_test_board_layout (window->board_view, &layout);
  wy_layout_cell_center (&layout, cell.x, cell.y, &cx, &cy);
  half = layout.cell / 2;
  half_row = wy_layout_row (&layout) / 2;
  reach = 0.35 * wy_render_font_for (&layout, &options);
  *near = *far = 0;
  for (int py = 0; py < height; py++)
    for (int px = 0; px < width; px++)
      if (memcmp (a + py * stride + 4 * px, b + py * stride + 4 * px, 3) != 0)
        {
          gboolean in = fabs (px + 0.5 - cx) < half && fabs (py + 0.5 - cy) < half_row;
          double d = from_edge (px, py, cx - half, cy - half_row, cx + half, cy + half_row);

          if (inside && !in)
            continue;
          if (d > reach)
            (*far)++;
          else
            (*near)++;
        }
  g_test_message ("cell %.1f px, labels %.1f px from it: %u pixels of the frame near the "
                  "cell's edge, %u farther", layout.cell, reach, *near, *far);
  cairo_surface_destroy (with);
  cairo_surface_destroy (without);
}

/* wythoff --size 1 (and 3), (0, 0) clicked, hovered, under the keyboard's cursor: each frame
 * is drawn, and nothing of it lies where the axis labels are or deep in the cell (their
 * widths grew with the cell: 12 %, 6 % and 8 % of a 500 px cell). */
static void
test_frames_large_cells (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  const guint sizes[] = { 1, 3 };

  wy_test_set_rule (window, "wythoff");
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      guint near, far;

      g_object_set (window, "board-size", sizes[i], "view", "outcome", NULL);
      wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
      wy_test_click_cell (window, 0, 0);
      wy_test_wait_frame (GTK_WIDGET (window->board_view));
      /* the selection as the click made it */
      g_assert_true (window->board_view->options.has_selection);
      for (guint frame = SELECTION; frame <= CURSOR; frame <<= 1)
        {
          count_frame (window, frame, (WyPos) { 0, 0 }, (WyPos) { 0, 0 }, FALSE, &near, &far);
          g_assert_cmpuint (near, >, 100);
          g_assert_cmpuint (far, ==, 0);
        }
    }
  wy_test_close_window (window);
}

/* mark:k=3 --size 4, 1 selected: its winning move's target 0 is framed on the strip, its
 * frame at the cell's edge (it was 8 % of the cell wide over a halo twice that, which cut the
 * P-position's disc of 0 to an octagon). */
static void
test_strip_target_frame (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  guint near, far;

  wy_test_set_rule (window, "mark:k=3");
  g_object_set (window, "board-size", 4, "view", "outcome", NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  wy_test_click_cell (window, 1, 0);
  wy_test_wait_frame (GTK_WIDGET (window->board_view));
  g_assert_true (window->board_view->options.has_selection);
  count_frame (window, SELECTION, (WyPos) { 1, 0 }, (WyPos) { 0, 0 }, TRUE, &near, &far);
  g_assert_cmpuint (near, >, 100);
  g_assert_cmpuint (far, ==, 0);
  wy_test_close_window (window);
}

/* Draw the outcome view the window shows at step (0: final), without its key, lines or
 * frames: what differs between two steps off the board is the new P-positions' rings. */
static cairo_surface_t *
draw_step (WyWindow *window, guint step, WyLayout *layout, double *font)
{
  WyRenderOptions options;
  cairo_surface_t *surface;

  wy_board_view_get_options (window->board_view, &options);
  options.step = step;
  options.key = options.paper_key = options.lines = FALSE;
  options.has_selection = options.has_hover = options.has_cursor = FALSE;
  surface = wy_test_draw_board (window, &options, layout);
  *font = wy_render_font_for (layout, &options);
  return surface;
}

/* The pixels of the square board of side size (layout) that differ between two drawings,
 * off the board: within reach of it, and farther. */
static void
off_board (cairo_surface_t *one, cairo_surface_t *other, const WyLayout *layout, guint size,
           double reach, guint *near, guint *far)
{
  int stride = cairo_image_surface_get_stride (one);
  int width = cairo_image_surface_get_width (one), height = cairo_image_surface_get_height (one);
  double x0 = layout->origin_x, x1 = layout->origin_x + size * layout->cell;
  double y0 = layout->origin_y - size * layout->cell, y1 = layout->origin_y;

  *near = *far = 0;
  for (int py = 0; py < height; py++)
    for (int px = 0; px < width; px++)
      {
        gsize at = (gsize) py * stride + 4 * px;

        if (memcmp (cairo_image_surface_get_data (one) + at,
                    cairo_image_surface_get_data (other) + at, 3) == 0
            || (px + 0.5 > x0 && px + 0.5 < x1 && py + 0.5 > y0 && py + 0.5 < y1))
          continue;
        if (from_edge (px, py, x0, y0, x1, y1) > reach)
          (*far)++;
        else
          (*near)++;
      }
  g_test_message ("cell %.1f px, labels %.1f px from the board: %u pixels off the board near "
                  "it, %u farther", layout->cell, reach, *near, *far);
  cairo_surface_destroy (one);
  cairo_surface_destroy (other);
}

/* wythoff --size 3 at step 2: the rings of P_2 = (1, 2), (2, 1) stay within 0.35 of the
 * labels' font of the board (where the labels and the legend begin; a pixel more for
 * antialiasing): a ring 0.62 of a 170 px cell wide, its line 0.09 of it, went 28 px beyond
 * the board, over the step legend and off the view's top. */
static void
test_rings_large_cells (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  cairo_surface_t *ringed, *final;
  WyLayout layout;
  double font;
  guint near, far;

  wy_test_set_rule (window, "wythoff");
  g_object_set (window, "board-size", 3, "view", "outcome", NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  ringed = draw_step (window, 2, &layout, &font);
  final = draw_step (window, 0, &layout, &font);
  off_board (ringed, final, &layout, 3, 0.35 * font + 1, &near, &far);
  g_assert_cmpuint (near, >, 10);
  g_assert_cmpuint (far, ==, 0);
  wy_test_close_window (window);
}

/* nimpq:a=1,b=2,p=3,q=2 --size 3 in the formula view: its one disagreement, (2, 2) at the
 * board's top right, is marked within 0.35 of the labels' font of the board (a pixel more
 * for antialiasing): the ringed cross, 0.575 of a 200 px cell wide and its line 0.12 of it,
 * went 27 px beyond the board, next to the key's line. */
static void
test_disagreement_large_cells (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  WyRenderOptions options;
  WyLayout layout;
  cairo_surface_t *surface;
  const guchar *data;
  double reach, x1;
  guint beside = 0, beyond = 0;
  int stride, width, height;

  wy_test_set_rule (window, "nimpq:a=1,b=2,p=3,q=2");
  g_object_set (window, "board-size", 3, "view", "formula", NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  surface = draw_view (window, 0, (WyPos) { 0, 0 });
  wy_board_view_get_options (window->board_view, &options);
  wy_test_board_layout (window->board_view, &layout);
  reach = 0.35 * wy_render_font_for (&layout, &options) + 1;
  x1 = layout.origin_x + 3 * layout.cell;
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  width = cairo_image_surface_get_width (surface), height = cairo_image_surface_get_height (surface);
  /* the screen style's colour of a disagreement, 0xe01b24, right of the board */
  for (int py = 0; py < height; py++)
    for (int px = (int) x1; px < width; px++)
      {
        guint32 c = *(const guint32 *) (data + py * stride + 4 * px);
        int r = (c >> 16) & 0xff, g = (c >> 8) & 0xff, b = c & 0xff;

        if (ABS (r - 0xe0) < 24 && ABS (g - 0x1b) < 24 && ABS (b - 0x24) < 24)
          {
            if (px + 0.5 - x1 > reach)
              beyond++;
            else
              beside++;
          }
      }
  g_test_message ("cell %.1f px, labels %.1f px from the board: %u pixels of the mark right of "
                  "the board near it, %u farther", layout.cell, reach, beside, beyond);
  g_assert_cmpuint (beside, >, 4);
  g_assert_cmpuint (beyond, ==, 0);
  cairo_surface_destroy (surface);
  wy_test_close_window (window);
}

/* A size typed beyond the cap while the board already has the cap: the toast says the size
 * stays and offers no button, which would change nothing. */
static void
test_typed_size_at_cap (void)
{
  WyWindow *window = wy_test_open_window (1200, 800);
  guint max;

  max = (guint) gtk_adjustment_get_upper (window->size_adjustment);
  g_object_set (window, "board-size", max, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  g_assert_cmpuint (wy_board_get_size (_wy_window_get_board (window)), ==, max);
  gtk_editable_set_text (GTK_EDITABLE (window->size_spin), "99999999");
  gtk_spin_button_update (GTK_SPIN_BUTTON (window->size_spin));
  g_assert_nonnull (window->toast);
  g_assert_null (adw_toast_get_action_name (window->toast));
  g_assert_null (adw_toast_get_button_label (window->toast));
  wy_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/walk/frames-large-cells", test_frames_large_cells);
  g_test_add_func ("/gui/walk/strip-target-frame", test_strip_target_frame);
  g_test_add_func ("/gui/walk/rings-large-cells", test_rings_large_cells);
  g_test_add_func ("/gui/walk/disagreement-large-cells", test_disagreement_large_cells);
  g_test_add_func ("/gui/walk/typed-size-at-cap", test_typed_size_at_cap);
  return g_test_run ();
}
