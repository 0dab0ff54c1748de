/* test-inspector.c: widget tests of what the inspector and the board read out of a position: the Grundy
 * classes on a board beyond the dense cap (issue 10) and Gamma_1's numeration system U (issue 13). */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "wy-board-view-private.h"
#include "wy-export-dialog.h"
#include "wy-numeration.h"
#include "wy-test-window.h"
#include "wy-window-private.h"
#include "wy-test-solve.h"

static void
set_and_wait (WyWindow *window, const char *property, ...)
{
  guint serial = wy_test_solve_serial (window);
  va_list args;

  va_start (args, property);
  g_object_set_valist (G_OBJECT (window), property, args);
  va_end (args);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  wy_test_drain ();
}

static const char *
grundy_line (WyWindow *window, guint x, guint y)
{
  WyPos pos = { x, y };

  _wy_window_select (window, &pos);
  return wy_test_grundy_text (window->inspector);
}

static gboolean
grundy_is (WyWindow *window, gpointer text)
{
  return g_strcmp0 (wy_test_grundy_text (window->inspector), text) == 0;
}

/* ---- issue 10: the low classes beyond the dense Grundy cap ---- */

/* The colour a picture shows left of a cell's centre (clear of its mark). */
static guint32
fill_rgb (cairo_surface_t *img, const WyLayout *l, guint x, guint y)
{
  const guint8 *data = cairo_image_surface_get_data (img);
  int stride = cairo_image_surface_get_stride (img);
  double cx, cy;

  wy_layout_cell_center (l, x, y, &cx, &cy);
  cx -= 0.3 * l->cell;
  return ((const guint32 *) (data + (gsize) floor (cy) * stride))[(int) floor (cx)] & 0xffffff;
}

/* The board as the window draws it, zoomed on the cells around (cx, cy);
 * each cell's fill against the dense values of the cap's board: one
 * colour per value 0..top, all different, and the plain cell colour for
 * every larger value. */
static void
check_painted (WyWindow *window, const WyBoard *dense, guint cx, guint cy, guint top)
{
  WyRenderOptions options;
  WyLayout l = { .cell = 10, .width = 400, .height = 400 };
  cairo_surface_t *img = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, 400);
  cairo_t *cr = cairo_create (img);
  g_autoptr (GHashTable) colour = g_hash_table_new (NULL, NULL);
  guint dense_size = wy_board_get_size (dense), checked = 0;

  wy_board_view_get_options (window->board_view, &options);
  g_assert_nonnull (options.grundy_classes);
  options.dark = FALSE;
  options.has_selection = options.has_hover = options.has_cursor = FALSE;
  l.origin_x = 200 - cx * l.cell;
  l.origin_y = 200 + cy * l.cell;
  wy_render_draw (cr, _wy_window_get_board (window), &options, &l);
  cairo_surface_flush (img);
  /* clear of the axis labels the zoomed view keeps at its edges */
  for (guint y = cy - 12; y < cy + 12 && y < dense_size; y++)
    for (guint x = cx - 12; x < cx + 12; x++)
      {
        int g = wy_board_get_grundy (dense, x, y);
        int key = g <= (int) top ? g : -1;
        guint32 rgb = fill_rgb (img, &l, x, y);
        gpointer seen;
        if (g_hash_table_lookup_extended (colour, GINT_TO_POINTER (key + 1), NULL, &seen))
          {
            if (GPOINTER_TO_UINT (seen) != rgb)
              g_error ("(%u, %u), value %d: colour %06x, other cells of it %06x", x, y, g, rgb,
                       GPOINTER_TO_UINT (seen));
          }
        else
          g_hash_table_insert (colour, GINT_TO_POINTER (key + 1), GUINT_TO_POINTER (rgb));
        checked++;
      }
  g_test_message ("%u cells checked, %u colours", checked, g_hash_table_size (colour));
  /* the values beyond the classes are plain (the light palette's white cell) */
  g_assert_cmphex (GPOINTER_TO_UINT (g_hash_table_lookup (colour, GINT_TO_POINTER (0))), ==,
                   0xffffff);
  /* every shown value appears here and has a colour of its own */
  g_assert_cmpuint (g_hash_table_size (colour), ==, top + 2);
  {
    g_autoptr (GList) values = g_hash_table_get_values (colour);
    for (GList *a = values; a; a = a->next)
      for (GList *b = a->next; b; b = b->next)
        g_assert_cmphex (GPOINTER_TO_UINT (a->data), !=, GPOINTER_TO_UINT (b->data));
  }
  cairo_destroy (cr);
  cairo_surface_destroy (img);
}

/* The Export dialog of the window's board writes the classes' figure and
 * keeps them alive while the window moves on. */
static void
check_export (WyWindow *window)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-test-inspector-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "classes.png", NULL);
  g_autoptr (GError) error = NULL;
  WyRenderOptions options;
  WyExportDialog *dialog;
  WyProvenance prov;

  wy_board_view_get_options (window->board_view, &options);
  dialog = wy_export_dialog_present (GTK_WINDOW (window), window->result, &options);
  /* the board view lets go of its solution: the dialog (and its worker) has its own */
  g_object_set (window->board_view, "solution", NULL, NULL);
  wy_test_export (dialog, path);
  g_object_set (window->board_view, "solution", window->result, NULL);
  g_assert_true (wy_export_read_provenance (path, &prov, &error));
  g_assert_cmpint (prov.view, ==, WY_VIEW_GRUNDY);
  g_assert_cmpuint (prov.size, ==, wy_board_get_size (_wy_window_get_board (window)));
  wy_provenance_clear (&prov);
  g_unlink (path);
  g_rmdir (dir);
}

/* A cell of value g near (x0, y0) on the dense board, searching the row y0 on. */
static gboolean
find_value (const WyBoard *dense, int g, guint y0, WyPos *out)
{
  guint size = wy_board_get_size (dense);

  for (guint y = y0; y < size; y++)
    for (guint x = 0; x < size; x++)
      if (wy_board_get_grundy (dense, x, y) == g)
        {
          *out = (WyPos) { x, y };
          return TRUE;
        }
  return FALSE;
}

/* At the cap: every value, no classes, no classes control; one beyond it: the classes 0..7
 * (the seam: the dense board covers the rows below cap), and the control fits 1024 px. */
static void
check_classes_beyond_cap (WyWindow *window, guint cap)
{
  const WySolution *result;

  wy_test_set_rule (window, "wythoff");
  /* at the cap: every value, no classes, no classes control */
  set_and_wait (window, "view", "grundy", "board-size", cap, NULL);
  result = _wy_window_get_result (window);
  g_assert_true (wy_board_has_grundy (wy_solution_get_board (result)));
  g_assert_null (wy_solution_get_grundy_classes (result));
  g_assert_cmpint (_wy_window_grundy_top (window), ==, -1);
  /* one beyond it: the classes 0..7 (the seam: the dense board covers the rows below cap) */
  set_and_wait (window, "board-size", cap + 104, NULL);
  result = _wy_window_get_result (window);
  g_assert_null (wy_test_window_error (window));
  g_assert_false (wy_board_has_grundy (wy_solution_get_board (result)));
  g_assert_nonnull (wy_solution_get_grundy_classes (result));
  g_assert_cmpuint (wy_low_classes_get_top (wy_solution_get_grundy_classes (result)), ==, 7);
  g_assert_cmpint (_wy_window_grundy_top (window), ==, 7);
  /* the classes control fits the 1024 px window too */
  {
    int min, nat;
    gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL,
                        NULL);
    g_assert_cmpint (min, <=, 1024);
  }
}

/* The inspector: a value only where its class was swept; beyond the classes the core's value
 * of the cell alone follows. */
static void
check_inspector_values (WyWindow *window, const WyGame *game, const WyBoard *dense, guint cap)
{
  const int values[] = { 0, 1, 5, 7, 8, 30 };
  WyPos pos = { 0 };
  char expected[64];

  /* the inspector: a value only where its class was swept */
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_assert_true (find_value (dense, values[i], cap - 30, &pos));
      if (values[i] <= 7)
        g_snprintf (expected, sizeof expected, "Grundy value %d", values[i]);
      else
        g_snprintf (expected, sizeof expected, "Grundy value ≥ 8 (not computed)");
      g_assert_cmpstr (grundy_line (window, pos.x, pos.y), ==, expected);
    }
  /* beyond the classes the core's value of the cell alone follows (the
   * rectangle from the origin; issue 24), beyond the square's side too */
  g_assert_true (find_value (dense, 30, cap - 30, &pos));
  g_assert_cmpstr (grundy_line (window, pos.x, pos.y), ==, "Grundy value ≥ 8 (not computed)");
  wy_test_wait_until (window, grundy_is, (gpointer) "Grundy value 30");
  {
    g_autoptr (WyBoard) far = NULL;
    WyQuery query = { .needs = WY_NEED_GRUNDY, .size = cap + 104, .has_region = TRUE,
                      .x0 = cap + 50, .y0 = 7, .x1 = cap + 50, .y1 = 7 };
    int g;

    far = wy_test_query (game, &query, NULL);
    g_assert_nonnull (far);
    g = wy_board_get_grundy (far, cap + 50, 7);
    g_assert_cmpint (g, >, 7);
    g_snprintf (expected, sizeof expected, "Grundy value %d", g);
    grundy_line (window, cap + 50, 7);
    wy_test_wait_until (window, grundy_is, expected);
  }
}

/* Fewer classes: swept again, a value 5 is now beyond them; a figure that showed the
 * classes 0..5 opens with them. */
static void
check_fewer_classes (WyWindow *window, const WyBoard *dense, guint cap)
{
  WyPos pos = { 0 };

  /* fewer classes: swept again; a value 5 is now beyond them */
  set_and_wait (window, "grundy-classes", 3u, NULL);
  g_assert_cmpuint (wy_low_classes_get_top (wy_solution_get_grundy_classes (_wy_window_get_result (window))), ==, 3);
  check_painted (window, dense, 2505, cap - 40, 3);
  g_assert_true (find_value (dense, 5, cap - 30, &pos));
  g_assert_cmpstr (grundy_line (window, pos.x, pos.y), ==, "Grundy value ≥ 4 (not computed)");
  g_assert_true (find_value (dense, 2, cap - 30, &pos));
  g_assert_cmpstr (grundy_line (window, pos.x, pos.y), ==, "Grundy value 2");
  /* a figure that showed the classes 0..5 opens with them */
  {
    WyProvenance prov = { .game = (char *) "wythoff", .size = cap + 104,
                          .view = WY_VIEW_GRUNDY, .has_classes = TRUE, .classes = 5 };
    guint serial = wy_test_solve_serial (window);

    _wy_window_apply_provenance (window, &prov);
    wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
    wy_test_drain ();
    g_assert_cmpint (_wy_window_grundy_top (window), ==, 5);
    g_assert_cmpuint (wy_low_classes_get_top (wy_solution_get_grundy_classes (_wy_window_get_result (window))),
                      ==, 5);
  }
}

static void
test_grundy_classes (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
  guint cap = wy_test_max_side (game, WY_NEED_ELIMINATION | WY_NEED_GRUNDY);
  g_autoptr (WyBoard) dense = wy_test_solve (game, cap, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL, NULL, NULL, NULL);

  g_assert_nonnull (dense);
  check_classes_beyond_cap (window, cap);
  check_painted (window, dense, 2505, cap - 40, 7);
  check_export (window);
  check_inspector_values (window, game, dense, cap);
  check_fewer_classes (window, dense, cap);
  wy_test_close_window (window);
}

/* A sweep of 100000 rows is cancelled like any solve: the board shown stays. */
static void
test_grundy_classes_cancel (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  const WySolution *before, *after;

  wy_test_set_rule (window, "wythoff");
  set_and_wait (window, "view", "grundy", "board-size", 5000u, NULL);
  before = _wy_window_get_result (window);
  g_object_set (window, "grundy-classes", 31u, "board-size", 100000u, NULL);
  /* the solve starts from an idle */
  while (window->cancellable == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-solve", NULL));
  wy_test_drain ();
  g_assert_false (_wy_window_is_solving (window));
  /* the earlier board, or the quick one that came first: never part of a sweep */
  after = _wy_window_get_result (window);
  g_assert_true (after == before || wy_solution_get_grundy_classes (after) == NULL);
  /* said as information, not as an error */
  g_assert_nonnull (strstr (wy_test_window_error (window), "cancelled"));
  g_assert_cmpint (gtk_info_bar_get_message_type (GTK_INFO_BAR (window->error_bar)), ==,
                   GTK_MESSAGE_INFO);
  wy_test_close_window (window);
}

/* ---- issue 13: the numeration system U of Gamma_1 ---- */

static const char *
part_text (WyWindow *window, WyNumerationPanelPart part)
{
  WyNumerationPanel *panel = wy_test_numeration_panel (window->inspector);

  return gtk_label_get_text (GTK_LABEL (wy_test_numeration_label (panel, part)));
}

/* "R(12) = 11" and its kind, from the core. */
static void
assert_rep (WyWindow *window, WyNumerationPanelPart part, const WyNumeration *u, guint64 n)
{
  WyNumerationRep rep;
  g_autofree char *digits = NULL;
  g_autofree char *want = NULL;
  const char *shown = part_text (window, part);

  g_assert_true (wy_numeration_represent (u, n, &rep, NULL));
  digits = wy_numeration_rep_string (u, &rep);
  want = g_strdup_printf ("R(%" G_GUINT64_FORMAT ") = %s — %s", n, digits,
                          wy_numeration_is_vile (u, n) ? "vile" : "dopey");
  g_assert_cmpstr (shown, ==, want);
}

static void
select_pos (WyWindow *window, guint x, guint y)
{
  WyPos pos = { x, y };

  _wy_window_select (window, &pos);
}

static void
test_numeration (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  WyNumerationPanel *panel = wy_test_numeration_panel (window->inspector);
  GtkWidget *agreement = wy_test_numeration_label (panel, WY_NUMERATION_PANEL_AGREEMENT);
  g_autoptr (WyGame) game = wy_game_parse ("gamma:i=1,s=2,t=3", NULL);
  WyNumeration u;
  WyNumerationReading reading;
  WyBoard *board;

  g_assert_true (wy_numeration_init (&u, game, NULL));
  wy_test_set_rule (window, "gamma:i=1,s=2,t=3");
  set_and_wait (window, "board-size", 60u, NULL);
  board = _wy_window_get_board (window);
  /* docs/spec.md: R(12) = 11, R(52) = 110; (12, 52) = (V_5, D_5) is P */
  select_pos (window, 12, 52);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  assert_rep (window, WY_NUMERATION_PANEL_REP_X, &u, 12);
  assert_rep (window, WY_NUMERATION_PANEL_REP_Y, &u, 52);
  g_assert_cmpstr (part_text (window, WY_NUMERATION_PANEL_REP_X), ==, "R(12) = 11 — vile");
  g_assert_cmpstr (part_text (window, WY_NUMERATION_PANEL_REP_Y), ==, "R(52) = 110 — dopey");
  g_assert_nonnull (strstr (part_text (window, WY_NUMERATION_PANEL_PREDICTION),
                            "P-position: (12, 52) = (V5, D5)"));
  g_assert_false (wy_test_numeration_disagrees (panel));
  g_assert_false (gtk_widget_has_css_class (agreement, "error"));
  g_assert_true (gtk_label_get_selectable (GTK_LABEL (agreement)));
  /* odd coordinates read as their even parts */
  select_pos (window, 13, 53);
  assert_rep (window, WY_NUMERATION_PANEL_REP_X, &u, 12);
  assert_rep (window, WY_NUMERATION_PANEL_REP_Y, &u, 52);
  g_assert_nonnull (strstr (part_text (window, WY_NUMERATION_PANEL_EVEN), "(12, 52)"));
  /* an N-position: 20 = D_2 pairs with V_2 = 4 */
  select_pos (window, 20, 40);
  g_assert_nonnull (strstr (part_text (window, WY_NUMERATION_PANEL_PREDICTION),
                            "N-position: 20 = D2 pairs only with V2 = 4, not with 40"));
  /* every cell: the Corollary against the exact status, as the panel shows it */
  for (guint y = 0; y < 60; y += 3)
    for (guint x = 0; x < 60; x++)
      {
        select_pos (window, x, y);
        g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
        g_assert_cmpint (wy_test_numeration_disagrees (panel), ==,
                         wy_numeration_is_ppos (&u, x, y)
                         != (wy_board_get_status (board, x, y) == WY_STATUS_P));
        g_assert_false (wy_test_numeration_disagrees (panel));
      }
  /* a disagreement is marked, in words and colour */
  g_assert_true (wy_numeration_read (&u, 12, 52, &reading));
  wy_numeration_panel_set_reading (panel, &u, &reading, WY_STATUS_N);
  g_assert_true (wy_test_numeration_disagrees (panel));
  g_assert_true (gtk_widget_has_css_class (agreement, "error"));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (agreement)), "✗"));
  /* no system U: hidden */
  wy_test_set_rule (window, "wythoff");
  select_pos (window, 3, 5);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));
  wy_test_set_rule (window, "gamma:i=2,s=2,t=3");
  select_pos (window, 3, 5);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));
  wy_test_close_window (window);
}

/* ---- not a position: UpMark's 0 ---- */

/* The text of the labels a user sees (shown, with every parent shown). */
static void
shown_text (GtkWidget *widget, GString *all)
{
  if (!gtk_widget_is_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (all, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    shown_text (c, all);
}

/* Cells without a move that are no P-position: UpMark's 0 (not a position) and the end of a
 * misère game (an N-position: who cannot move wins). Each said "No winning move: this is a
 * P-position" under its status. */
static void
test_not_a_position (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  const char *cases[][2] = {
    { "upmark", "Not a position" }, { "wythoff:play=misere", "N-position" },
  };
  WyPos zero = { 0, 0 };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GString) text = g_string_new (NULL);

      wy_test_set_rule (window, cases[i][0]);
      _wy_window_select (window, &zero);
      wy_test_drain ();
      shown_text (GTK_WIDGET (window->inspector), text);
      g_test_message ("%s", text->str);
      g_assert_nonnull (strstr (text->str, cases[i][1]));
      g_assert_null (strstr (text->str, "this is a P-position"));
    }
  wy_test_close_window (window);
}

/* The formula's verdict names its first disagreement whole however narrow the side panel:
 * "(1," never ends a line with "2)" on the next. Every width from 120 px to its whole width. */
static void
test_first_disagreement_whole (void)
{
  WyWindow *window = wy_test_open_window (1366, 800);
  GtkWidget *label = wy_test_child (window->inspector, WY_TYPE_INSPECTOR, "comparison");
  g_autoptr (PangoLayout) layout = NULL;
  int whole;

  wy_test_set_rule (window, "wytc:a=1,b=2,c=3");
  layout = pango_layout_copy (gtk_label_get_layout (GTK_LABEL (label)));
  pango_layout_set_width (layout, -1);
  pango_layout_get_pixel_size (layout, &whole, NULL);
  g_test_message ("%s", gtk_label_get_text (GTK_LABEL (label)));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "the first is ("));
  for (int width = 120; width <= whole; width++)
    if (wy_test_breaks_a_pair (label, width))
      g_error ("at %d px “%s” breaks inside a position", width,
               gtk_label_get_text (GTK_LABEL (label)));
  wy_test_close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/inspector/grundy-classes", test_grundy_classes);
  g_test_add_func ("/gui/inspector/grundy-classes-cancel", test_grundy_classes_cancel);
  g_test_add_func ("/gui/inspector/numeration", test_numeration);
  g_test_add_func ("/gui/inspector/not-a-position", test_not_a_position);
  g_test_add_func ("/gui/inspector/first-disagreement-whole", test_first_disagreement_whole);
  return g_test_run ();
}
