/* wy-export-heaps3.c: slices of a cube side by side (small multiples), and the figures of a three-heap game written to PNG, SVG or PDF. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>

#include "wy-export-private.h"
#include "wy-report.h"
#include "wy-render-heaps3.h"
#include "wy-render-private.h"

#define MAX_COLUMNS 4u

static guint
n_columns (guint n)
{
  return MIN (MAX (n, 1), MAX_COLUMNS);
}

/* A slice's panel draws the board alone: no key or caption under each. */
static void
panel_options (const WyRenderOptions *options, WyRenderOptions *panel)
{
  *panel = *options;
  panel->key = FALSE;
  panel->paper_key = FALSE;
  panel->caption = NULL;
}

static double
title_height (double panel_width)
{
  return ceil (CLAMP (panel_width / 14.0, 9.0, 36.0) * 1.8);
}

double
wy_render_slices_height (WySolution *const *slices, guint n, const WyRenderOptions *options,
                         double width)
{
  guint cols = n_columns (n), rows = (n + cols - 1) / cols;
  double pw = width / cols, ph = 0;
  WyRenderOptions panel;

  g_return_val_if_fail (slices != NULL && n > 0, width);
  panel_options (options, &panel);
  for (guint i = 0; i < n; i++)
    ph = MAX (ph, wy_layout_natural_height (wy_solution_get_board (slices[i]), &panel, pw));
  return ceil (rows * (ph + title_height (pw)));
}

/* "z = 3" over a panel; a plane of x or y names its axes, which are not the board's x and y. */
static char *
slice_title (WySolution *slice)
{
  WyAxis axis = WY_AXIS_Z;
  guint k = 0;
  WySolution *cube = NULL;

  if (!wy_solution_get_slice_of (slice, &axis, &k, &cube))
    return g_strdup ("");
  if (axis == WY_AXIS_Z)
    return g_strdup_printf ("%s = %u", wy_render_axis_letter (axis), k);
  /* Translators: a panel of a cube's planes: "x = 1 (y across, z up)" */
  return g_strdup_printf (_("%s = %u (%s across, z up)"), wy_render_axis_letter (axis), k,
                          axis == WY_AXIS_X ? "y" : "x");
}

static void
draw_title (cairo_t *cr, const WyRenderOptions *options, const char *text, double x, double y,
            double w, double h)
{
  WyPalette pal;
  cairo_text_extents_t ext;

  wy_render_palette (options->style, options->dark, &pal);
  cairo_select_font_face (cr, "serif", CAIRO_FONT_SLANT_ITALIC, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, h / 1.8);
  cairo_text_extents (cr, text, &ext);
  /* a narrow panel: the title smaller rather than over its neighbour's */
  if (ext.width > 0.94 * w)
    {
      cairo_set_font_size (cr, h / 1.8 * 0.94 * w / ext.width);
      cairo_text_extents (cr, text, &ext);
    }
  wy_render_set_color (cr, &pal.text);
  cairo_move_to (cr, x + (w - ext.width) / 2 - ext.x_bearing,
                 y + (h - ext.height) / 2 - ext.y_bearing);
  cairo_show_text (cr, text);
}

void
wy_render_slices (cairo_t *cr, WySolution *const *slices, guint n,
                  const WyRenderOptions *options, double width, double height)
{
  guint cols = n_columns (n), rows = (n + cols - 1) / cols;
  double pw = width / cols, th = title_height (pw);
  double ph = height / MAX (rows, 1) - th;
  WyRenderOptions panel;
  WyPalette pal;

  g_return_if_fail (cr && slices && n > 0 && options);
  panel_options (options, &panel);
  wy_render_page_begin (cr, options->style, options->dark, width, height, &pal);
  for (guint i = 0; i < n; i++)
    {
      double x = (i % cols) * pw, y = (i / cols) * (ph + th);
      g_autofree char *title = slice_title (slices[i]);
      WyLayout layout;

      draw_title (cr, options, title, x, y, pw, th);
      cairo_save (cr);
      cairo_rectangle (cr, x, y + th, pw, ph);
      cairo_clip (cr);
      cairo_translate (cr, x, y + th);
      wy_layout_fit (wy_solution_get_board (slices[i]), &panel, pw, ph, &layout);
      wy_render_draw (cr, wy_solution_get_board (slices[i]), &panel, &layout);
      cairo_restore (cr);
    }
  cairo_restore (cr);
}

GArray *
wy_render_slice_moves (WySolution *slice, guint u, guint v)
{
  g_autoptr (WyReport) report = NULL;
  WyAxis axis;
  guint k;
  GArray *all, *out;

  if (!wy_solution_get_slice_of (slice, &axis, &k, NULL)
      || (report = wy_solution_describe (slice, u, v, NULL)) == NULL)
    return NULL;
  all = wy_report_get_winning_moves (report);
  out = g_array_new (FALSE, FALSE, sizeof (WyMove));
  for (guint i = 0; all != NULL && i < all->len; i++)
    {
      WyMove m = g_array_index (all, WyMove, i);
      guint t[3] = { m.target.x, m.target.y, m.target_z };

      if (t[axis] != k)
        continue;
      m.target = (WyPos) { t[axis == WY_AXIS_X ? WY_AXIS_Y : WY_AXIS_X],
                           t[axis == WY_AXIS_Z ? WY_AXIS_Y : WY_AXIS_Z] };
      g_array_append_val (out, m);
    }
  return out;
}

/* ---- the figures ---- */

static double
pixel_width (const WyExportOptions *e)
{
  return e->width * (e->unit == WY_UNIT_PX ? 1.0 : e->unit == WY_UNIT_CM ? e->dpi / 2.54 : e->dpi);
}

/* Only single pictures: PNG, SVG and PDF, one step. */
static gboolean
check_format (const WyExportOptions *e, const char *what, GError **error)
{
  if (!wy_export_check_options (e, error))
    return FALSE;
  if (e->format == WY_EXPORT_PNG || e->format == WY_EXPORT_SVG || e->format == WY_EXPORT_PDF)
    {
      if (!e->all_steps)
        return TRUE;
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("%s is one picture at one step: leave out all steps"), what);
      return FALSE;
    }
  g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
               _("%s is written as .png, .svg or .pdf, not as .%s"), what,
               wy_export_format_get_name (e->format));
  return FALSE;
}

typedef struct {
  WySolution *const *slices;
  guint n;
  const WyRenderOptions *options;
  const WyCubePoints *points;
  const WyCubeOptions *cube;
} WyHeaps3Plot;

static void
draw_slices_plot (cairo_t *cr, gconstpointer data, double width, double height)
{
  const WyHeaps3Plot *p = data;

  wy_render_slices (cr, p->slices, p->n, p->options, width, height);
}

static void
draw_cube_plot (cairo_t *cr, gconstpointer data, double width, double height)
{
  const WyHeaps3Plot *p = data;

  wy_render_cube (cr, p->points, p->cube, width, height);
}

/* A figure's height in pixels within what an export writes. */
static gboolean
height_fits (double h, GError **error)
{
  if (h <= WY_EXPORT_MAX_SIDE)
    return TRUE;
  g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
               _("the figure would be %.0f pixels high, more than %u: give a smaller width"),
               h, WY_EXPORT_MAX_SIDE);
  return FALSE;
}

/* What redraws the 3-D view: its turn, its selection, and its key and outlined plane where
 * they are not what the command line draws (the key the style's, no plane). */
static void
cube_pairs (GStrvBuilder *b, const WyCubeOptions *c, guint size)
{
  char yaw[G_ASCII_DTOSTR_BUF_SIZE], pitch[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *turn = NULL, *sel = NULL, *outline = NULL;

  sel = c->has_selection ? g_strdup_printf ("%u,%u,%u", c->selection[0], c->selection[1],
                                            c->selection[2])
                         : g_strdup ("none");
  /* the shortest text that reads back as the same double */
  turn = g_strdup_printf ("%s,%s", g_ascii_dtostr (yaw, sizeof yaw, c->yaw),
                          g_ascii_dtostr (pitch, sizeof pitch, c->pitch));
  g_strv_builder_add_many (b, "wythoff:selection", sel, "wythoff:turn", turn, NULL);
  if (c->key != (c->style == WY_STYLE_SCREEN))
    g_strv_builder_add_many (b, "wythoff:key", c->key ? "yes" : "no", NULL);
  if (c->has_slice && c->slice_k < size)
    {
      outline = g_strdup_printf ("%s=%u", wy_render_axis_letter (c->slice_axis), c->slice_k);
      g_strv_builder_add_many (b, "wythoff:outline", outline, NULL);
    }
}

/* The provenance of such a figure, in a board figure's keys: its title, the game and side,
 * the view ("cube" or "slices z=0,1,2", which no board figure has: a reader that does not
 * redraw them refuses them rather than misread them), and what redraws it: the step, style
 * and axes, the 3-D view's turn and selection or the view of the slices' boards, and a vector
 * figure's width and dpi. */
static char **
plot_pairs (const WyBoard *board, const char *view, const char *title, const WyHeaps3Plot *p,
            const WyExportOptions *e, double w)
{
  GStrvBuilder *b = g_strv_builder_new ();
  g_autofree char *game = wy_game_to_string (wy_board_get_game (board));
  g_autofree char *side = g_strdup_printf ("%u", wy_board_get_size (board));
  const WyRenderOptions *r = p->options;
  const WyCubeOptions *c = p->cube;
  g_autofree char *step = g_strdup_printf ("%u", c ? c->step : r->step);
  char **pairs;

  g_strv_builder_add_many (b, "Title", title, "Software", "Wythoff Lattice " PACKAGE_VERSION,
                           "wythoff:game", game, "wythoff:view", view, "wythoff:size", side,
                           "wythoff:step", step,
                           "wythoff:style", wy_style_get_name (c ? c->style : r->style),
                           "wythoff:dark", (c ? c->dark : r->dark) ? "yes" : "no",
                           "wythoff:axes", (c ? c->axes : r->axes) ? "yes" : "no", NULL);
  if (c)
    cube_pairs (b, c, wy_board_get_size (board));
  else
    g_strv_builder_add_many (b, "wythoff:slice-view", wy_view_get_name (r->view), NULL);
  /* the grid and the lines of N_j only when off, as a board figure says them */
  if (!c && !r->grid)
    g_strv_builder_add_many (b, "wythoff:grid", "no", NULL);
  if (!c && !r->lines)
    g_strv_builder_add_many (b, "wythoff:lines", "no", NULL);
  g_strv_builder_add_many (b, "wythoff:version", PACKAGE_VERSION, NULL);
  pairs = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  /* a PNG has its width and dpi in IHDR and pHYs */
  return e->format == WY_EXPORT_PNG ? pairs : wy_export_vector_pairs (pairs, round (w), e->dpi);
}

static gboolean
write_plot (const WyBoard *board, const char *view, const char *title, void (*draw) (cairo_t *, gconstpointer, double, double),
            const WyHeaps3Plot *plot, const WyExportOptions *e, double w, double h,
            const char *filename, GCancellable *cancellable, GError **error)
{
  g_auto (GStrv) pairs = NULL;
  g_autofree char *keys = NULL;

  if (!height_fits (h, error))
    return FALSE;
  pairs = plot_pairs (board, view, title, plot, e, w);
  keys = wy_export_keywords (pairs);
  return wy_export_plot_write (&(WyPlot) { draw, plot, pairs, keys, NULL }, e->format, round (w),
                               round (h), e->dpi, filename, cancellable, error);
}

gboolean
wy_export_cube_get_pixel_size (const WyBoard *cube, const WyCubeOptions *options,
                               const WyExportOptions *export, guint *width, guint *height,
                               GError **error)
{
  double w = round (pixel_width (export)), h;

  if (!check_format (export, _("The 3-D view"), error))
    return FALSE;
  /* room for the key under a square drawing */
  h = round (w * (options->key && wy_board_get_n_steps (cube) > 1 ? 1.1 : 1.0));
  if (!height_fits (h, error))
    return FALSE;
  *width = w;
  *height = h;
  return TRUE;
}

gboolean
wy_export_cube_write (const WyBoard *cube, const WyCubeOptions *options,
                      const WyExportOptions *export, const char *filename,
                      GCancellable *cancellable, GError **error)
{
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *game = NULL, *title = NULL;
  WyCubePoints points;
  guint w, h;

  if (!wy_export_cube_get_pixel_size (cube, options, export, &w, &h, error))
    return FALSE;
  wy_cube_points_init (&points, cube, &bytes);
  game = wy_game_to_string (wy_board_get_game (cube));
  title = g_strdup_printf ("Wythoff Lattice: %s on %ux%ux%u, P-positions in 3-D, %s%.0u", game,
                           points.size, points.size, points.size,
                           options->step ? "step " : "final", options->step);
  return write_plot (cube, "cube", title, draw_cube_plot,
                     &(WyHeaps3Plot) { .points = &points, .cube = options }, export, w, h,
                     filename, cancellable, error);
}

gboolean
wy_export_slices_write (WySolution *const *slices, guint n, const WyExportOptions *export,
                        const char *filename, GCancellable *cancellable, GError **error)
{
  const WyBoard *board;
  g_autofree char *game = NULL, *title = NULL;
  g_autoptr (GString) view = g_string_new ("slices");
  double w = round (pixel_width (export)), h;

  g_return_val_if_fail (slices != NULL && n > 0, FALSE);
  if (!check_format (export, _("A figure of slices"), error))
    return FALSE;
  board = wy_solution_get_board (slices[0]);
  for (guint i = 0; i < n; i++)
    {
      WyAxis axis = WY_AXIS_Z;
      guint k = 0;
      WySolution *cube = NULL;

      wy_solution_get_slice_of (slices[i], &axis, &k, &cube);
      if (i == 0)
        g_string_append_printf (view, " %s=", wy_render_axis_letter (axis));
      g_string_append_printf (view, "%s%u", i ? "," : "", k);
    }
  h = wy_render_slices_height (slices, n, &export->render, w);
  game = wy_game_to_string (wy_board_get_game (board));
  /* the step, as a board's title names it: slices at a step and the final ones differed */
  title = g_strdup_printf ("Wythoff Lattice: %s on %ux%u, %s, %s, %s%.0u", game,
                           wy_board_get_size (board), wy_board_get_size (board), view->str,
                           wy_view_get_name (export->render.view),
                           export->render.step ? "step " : "final", export->render.step);
  return write_plot (board, view->str, title, draw_slices_plot,
                     &(WyHeaps3Plot) { .slices = slices, .n = n, .options = &export->render },
                     export, w, h, filename, cancellable, error);
}
