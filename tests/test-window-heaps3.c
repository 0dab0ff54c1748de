/* test-window-heaps3.c: a game of three heaps in the window: the slice shown as the board, its slider, axis and keys, the 3-D view, figures of them opened, a rule of one's own, 360 px. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>

#include "wy-cube-view.h"
#include "wy-inspector-private.h"
#include "wy-test-window.h"
#include "wy-window-library.h"

static GtkWidget *
part (WyWindow *window, const char *name)
{
  GtkWidget *w = wy_test_heaps3_part (window, name);

  g_assert_nonnull (w);
  return w;
}

/* The board shown is the slice axis = k of the window's cube. */
static void
assert_slice (WyWindow *window, WyAxis axis, guint k)
{
  WySolution *slice = (WySolution *) _wy_window_get_result (window), *cube = NULL;
  WyAxis a = WY_AXIS_X;
  guint got = G_MAXUINT;
  g_autofree char *label = g_strdup_printf ("%s = %u", axis == WY_AXIS_X ? "x"
                                            : axis == WY_AXIS_Y ? "y" : "z", k);

  g_assert_nonnull (slice);
  g_assert_true (wy_solution_get_slice_of (slice, &a, &got, &cube));
  g_assert_cmpint (a, ==, axis);
  g_assert_cmpuint (got, ==, k);
  g_assert_cmpuint (wy_board_get_heaps (wy_solution_get_board (slice)), ==, 2);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part (window, "label"))), ==, label);
  g_assert_cmpfloat (gtk_range_get_value (GTK_RANGE (part (window, "scale"))), ==, k);
}

/* 3-heap Nim: the slice's P-positions are the cells whose three heaps XOR to 0. */
static void
assert_nim_cells (WyWindow *window, guint k)
{
  WyBoard *board = _wy_window_get_board (window);
  guint size = wy_board_get_size (board);

  for (guint v = 0; v < size; v++)
    for (guint u = 0; u < size; u++)
      g_assert_cmpint (wy_board_get_status (board, u, v), ==,
                       (u ^ v ^ k) == 0 ? WY_STATUS_P : WY_STATUS_N);
}

static WyWindow *
open_nim3 (int width)
{
  WyWindow *window = wy_test_open_window (width, 700);
  guint serial;

  wy_test_set_rule (window, "nim:heaps=3");
  serial = wy_test_solve_serial (window);
  g_object_set (window, "board-size", 8, NULL);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  return window;
}

/* The slider, the axis and the [ ] actions pick the slice; the step and
 * the selection stay; a game of two heaps hides the bar. */
static void
test_slice_slider (void)
{
  WyWindow *window = open_nim3 (1000);
  WyPos pos = { 1, 2 };
  const WyReport *report;
  guint steps;

  g_assert_true (gtk_widget_get_visible (part (window, "bar")));
  assert_slice (window, WY_AXIS_Z, 0);
  assert_nim_cells (window, 0);
  /* the steps and counts are the whole cube's: 8 x 8 P-positions (x ^ y ^ z = 0) */
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (window->step_label)),
                            "64 P-positions"));
  gtk_range_set_value (GTK_RANGE (part (window, "scale")), 5);
  assert_slice (window, WY_AXIS_Z, 5);
  assert_nim_cells (window, 5);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.slice-forward", NULL));
  assert_slice (window, WY_AXIS_Z, 6);
  for (guint i = 0; i < 2; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.slice-back", NULL));
  assert_slice (window, WY_AXIS_Z, 4);
  /* the step and the selected cell stay as the slice changes */
  steps = wy_board_get_n_steps (_wy_window_get_board (window));
  g_assert_cmpuint (steps, >=, 2);
  g_object_set (window, "step", 2, "selection", &pos, NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (part (window, "axis")), WY_AXIS_X);
  assert_slice (window, WY_AXIS_X, 4);
  assert_nim_cells (window, 4);
  g_assert_cmpuint (window->step, ==, 2);
  g_assert_cmpuint (wy_test_board_step (window->board_view), ==, 2);
  g_assert_true (window->has_selection);
  /* the inspector explains the cube's cell: x = 4, (y, z) = (1, 2) */
  report = wy_inspector_get_report (window->inspector);
  g_assert_nonnull (report);
  g_assert_cmpuint (wy_report_get_heaps (report), ==, 3);
  g_assert_cmpuint (wy_report_get_x (report), ==, 4);
  g_assert_cmpuint (wy_report_get_y (report), ==, 1);
  g_assert_cmpuint (wy_report_get_z (report), ==, 2);
  /* every view draws a slice */
  for (guint v = 0; v < WY_N_VIEWS; v++)
    {
      g_object_set (window, "view", wy_view_get_name (v), NULL);
      wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
    }
  /* the end of the range: no further */
  gtk_range_set_value (GTK_RANGE (part (window, "scale")), 7);
  assert_slice (window, WY_AXIS_X, 7);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.slice-forward", NULL);
  assert_slice (window, WY_AXIS_X, 7);
  wy_test_set_rule (window, "wyt");
  g_assert_false (gtk_widget_get_visible (part (window, "bar")));
  g_assert_cmpuint (wy_board_get_heaps (_wy_window_get_board (window)), ==, 2);
  g_assert_null (_wy_window_heaps3_get_cube (window));
  wy_test_close_window (window);
}

/* The 3-D view: shown by its toggle, turned by the arrows, following the
 * step and the slice; a ball picked moves the slice to it and selects it. */
static void
test_cube_view (void)
{
  WyWindow *window = open_nim3 (1000);
  WyCubeView *view = WY_CUBE_VIEW (part (window, "cube-view"));
  WyCubeOptions o, turned;
  guint xyz[3] = { 3, 5, 6 };

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (part (window, "toggle")), TRUE);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (part (window, "stack"))), ==,
                   "cube");
  wy_test_drain ();
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
  wy_cube_view_get_options (view, &o);
  wy_test_send_key_to (GTK_WIDGET (view), GDK_KEY_Left);
  wy_test_send_key_to (GTK_WIDGET (view), GDK_KEY_Up);
  wy_cube_view_get_options (view, &turned);
  g_assert_cmpfloat (fabs (turned.yaw - o.yaw), >, 1);
  g_assert_cmpfloat (turned.pitch, >, o.pitch);
  g_object_set (window, "step", 1, NULL);
  wy_cube_view_get_options (view, &o);
  g_assert_cmpuint (o.step, ==, 1);
  g_signal_emit_by_name (view, "cell-picked", xyz[0], xyz[1], xyz[2]);
  assert_slice (window, WY_AXIS_Z, 6);
  g_assert_true (window->has_selection);
  g_assert_cmpuint (window->selection.x, ==, 3);
  g_assert_cmpuint (window->selection.y, ==, 5);
  wy_cube_view_get_options (view, &o);
  g_assert_true (o.has_slice && o.slice_k == 6 && o.slice_axis == WY_AXIS_Z);
  g_assert_true (o.has_selection);
  g_assert_cmpuint (o.selection[0], ==, 3);
  g_assert_cmpuint (o.selection[2], ==, 6);
  /* the step follows the window's step while the view is shown */
  g_assert_cmpuint (o.step, ==, window->step);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (part (window, "toggle")), FALSE);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (part (window, "stack"))), ==,
                   "slice");
  wy_test_close_window (window);
}

static GBytes *
file_bytes (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GMappedFile) file = g_mapped_file_new (path, FALSE, &error);

  g_assert_no_error (error);
  return g_mapped_file_get_bytes (file);
}

/* A video of the 3-D view is refused before Export, saying what is written; PNG is
 * taken (the dialog left on PNG). */
static void
check_cube_video_refused (WyExportDialog *dialog)
{
  GtkWidget *message;

  /* a video of the 3-D view is refused before Export, saying what is written */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (wy_test_dialog_child (dialog, "format")),
                              WY_EXPORT_GIF);
  message = wy_test_dialog_child (dialog, "error_label");
  g_assert_true (gtk_widget_get_visible (message));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (message)), ".png, .svg or .pdf"));
  g_assert_false (gtk_widget_get_sensitive (wy_test_dialog_child (dialog, "export_button")));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (wy_test_dialog_child (dialog, "format")),
                              WY_EXPORT_PNG);
  g_assert_true (gtk_widget_get_sensitive (wy_test_dialog_child (dialog, "export_button")));
}

/* `wythoff export --from path` redraws the figure byte for byte. */
static void
redraw_same (const char *path)
{
  g_autofree char *again = g_strconcat (path, ".again.png", NULL);
  const char *argv[] = { g_getenv ("WYTHOFF"), "export", "--from", path, "-o", again, NULL };
  g_autofree char *err = NULL;
  g_autoptr (GBytes) a = NULL, b = NULL;
  int status = -1;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                               NULL, NULL, &err, &status, NULL));
  g_assert_cmpstr (err, ==, "");
  g_assert_cmpint (status, ==, 0);
  a = file_bytes (path);
  b = file_bytes (again);
  g_assert_true (g_bytes_equal (a, b));
  g_unlink (again);
}

/* Export Figure in the 3-D view writes the 3-D view as it is drawn (turned, its slice
 * outlined, the selection ringed), not the slice: the same bytes as the cube's figure drawn
 * with the view's options; PNG, SVG or PDF, one step. */
static void
test_cube_export (void)
{
  WyWindow *window = open_nim3 (1000);
  WyCubeView *view = WY_CUBE_VIEW (part (window, "cube-view"));
  g_autofree char *dir = g_dir_make_tmp ("wy-cube-XXXXXX", NULL);
  g_autofree char *shown = g_build_filename (dir, "shown.png", NULL);
  g_autofree char *drawn = g_build_filename (dir, "drawn.png", NULL);
  g_autofree char *unturned = g_build_filename (dir, "unturned.png", NULL);
  g_autoptr (GBytes) shown_bytes = NULL, drawn_bytes = NULL, unturned_bytes = NULL;
  g_autoptr (GError) error = NULL;
  WySolution *cube = NULL;
  WyExportDialog *dialog;
  WyExportOptions e;
  WyCubeOptions o;

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (part (window, "toggle")), TRUE);
  wy_test_drain ();
  wy_test_send_key_to (GTK_WIDGET (view), GDK_KEY_Left);
  g_signal_emit_by_name (view, "cell-picked", 3, 5, 6);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export", NULL));
  dialog = wy_test_find_toplevel (WY_TYPE_EXPORT_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (wy_export_dialog_get_options (dialog, &e, &error));
  g_assert_no_error (error);
  /* a square drawing with the steps' key under it */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (wy_test_dialog_child (dialog, "size_label"))),
                   ==, "1000 × 1100 pixels");
  check_cube_video_refused (dialog);
  wy_test_export (dialog, shown);
  /* the same figure from render, with the options the view draws with */
  g_assert_true (wy_solution_get_slice_of ((WySolution *) _wy_window_get_result (window), NULL,
                                          NULL, &cube));
  wy_cube_view_get_options (view, &o);
  g_assert_true (o.has_slice && o.slice_k == 6 && o.has_selection);
  o.style = e.render.style;
  o.key = e.render.key;
  o.dark = FALSE;
  g_assert_true (wy_export_cube_write (wy_solution_get_board (cube), &o, &e, drawn, NULL,
                                       &error));
  g_assert_no_error (error);
  shown_bytes = file_bytes (shown);
  drawn_bytes = file_bytes (drawn);
  g_assert_true (g_bytes_equal (shown_bytes, drawn_bytes));
  /* `wythoff export --from` redraws it, its turn, outlined slice and selection read back */
  redraw_same (shown);
  /* ... and the turn is in it */
  o.yaw += 30;
  g_assert_true (wy_export_cube_write (wy_solution_get_board (cube), &o, &e, unturned, NULL,
                                       &error));
  unturned_bytes = file_bytes (unturned);
  g_assert_false (g_bytes_equal (shown_bytes, unturned_bytes));
  g_unlink (shown);
  g_unlink (drawn);
  g_unlink (unturned);
  g_rmdir (dir);
  wy_test_close_window (window);
}

/* The window shows an opened figure of the 3-D view as it was: the 3-D view on, turned as in
 * it, its outlined slice (else the z plane of its position), the position selected, its step
 * and key. */
static void
assert_cube_opened (WyWindow *window, const WyCubeOptions *want, guint step)
{
  WyCubeView *view = WY_CUBE_VIEW (part (window, "cube-view"));
  WyCubeOptions o;

  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (part (window, "toggle"))));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (part (window, "stack"))), ==,
                   "cube");
  assert_slice (window, want->slice_axis, want->slice_k);
  wy_cube_view_get_options (view, &o);
  g_assert_cmpfloat (o.yaw, ==, want->yaw);
  g_assert_cmpfloat (o.pitch, ==, want->pitch);
  g_assert_cmpint (o.key, ==, want->key);
  g_assert_true (o.has_selection);
  for (guint a = 0; a < 3; a++)
    g_assert_cmpuint (o.selection[a], ==, want->selection[a]);
  g_assert_cmpuint (window->step, ==, step);
  g_assert_cmpuint (o.step, ==, step);
}

static void
open_figure (WyWindow *window, const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);

  g_assert_true (wy_window_open_file (window, file));
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  wy_test_drain ();
}

/* The window's own export of the 3-D view, as Export Figure writes it. */
static void
export_shown (WyWindow *window, const char *path)
{
  WyExportDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export", NULL));
  dialog = wy_test_find_toplevel (WY_TYPE_EXPORT_DIALOG);
  g_assert_nonnull (dialog);
  wy_test_export (dialog, path);
}

/* A figure of the 3-D view opened in the window shows the 3-D view as it was turned, with its
 * position selected and its step (it showed the slice z = 0, unturned): one the command line
 * wrote, from a game of two heaps, and one the window wrote, reopened after the view changed. */
static void
test_open_cube_figure (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  WyCubeView *view = WY_CUBE_VIEW (part (window, "cube-view"));
  g_autofree char *dir = g_dir_make_tmp ("wy-open3-XXXXXX", NULL);
  g_autofree char *cli = g_build_filename (dir, "cli.png", NULL);
  g_autofree char *own = g_build_filename (dir, "own.png", NULL);
  const char *argv[] = { g_getenv ("WYTHOFF"), "export", "nim:heaps=3", "--size", "8", "--3d",
                         "--turn", "40,25", "--select", "1,2,3", "--step", "1", "-o", cli, NULL };
  WyCubeOptions want = { .yaw = 40, .pitch = 25, .slice_axis = WY_AXIS_Z, .slice_k = 3,
                         .selection = { 1, 2, 3 }, .key = FALSE };
  g_autofree char *err = NULL;
  int status = -1;
  guint serial;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                               NULL, NULL, &err, &status, NULL));
  g_assert_cmpstr (err, ==, "");
  g_assert_cmpint (status, ==, 0);
  wy_test_set_rule (window, "nim");
  g_assert_null (_wy_window_heaps3_get_cube (window));
  open_figure (window, cli);
  /* the command line's paper style draws no key */
  assert_cube_opened (window, &want, 1);
  /* turned, another position and slice, the last step: the window's export of it reopens so
   * after the view changed (the same game and size: no new solve) */
  wy_test_send_key_to (GTK_WIDGET (view), GDK_KEY_Left);
  g_signal_emit_by_name (view, "cell-picked", 2, 4, 6);
  g_object_set (window, "step", 2, NULL);
  wy_cube_view_get_options (view, &want);
  export_shown (window, own);
  wy_test_send_key_to (GTK_WIDGET (view), GDK_KEY_Up);
  _wy_window_heaps3_set_slice (window, WY_AXIS_X, 1);
  g_object_set (window, "step", 0, NULL);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (part (window, "toggle")), FALSE);
  open_figure (window, own);
  assert_cube_opened (window, &want, want.step);
  /* the paper figure's key went with it: another size has the window's key again (the
   * window has no switch for it, so it stayed off) */
  open_figure (window, cli);
  wy_cube_view_get_options (view, &want);
  g_assert_false (want.key);
  serial = wy_test_solve_serial (window);
  g_object_set (window, "board-size", 9, NULL);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  wy_cube_view_get_options (view, &want);
  g_assert_true (want.key);
  g_unlink (cli);
  g_unlink (own);
  g_rmdir (dir);
  wy_test_close_window (window);
}

/* `wythoff export nim:heaps=3 --size 8 PLANES -o path` */
static void
cli_figure (const char *planes, const char *path)
{
  g_auto (GStrv) argv = g_strsplit_set (planes, " ", -1);
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();
  g_auto (GStrv) all = NULL;
  g_autofree char *err = NULL;
  int status = -1;

  g_assert_nonnull (g_getenv ("WYTHOFF"));
  g_strv_builder_add_many (b, g_getenv ("WYTHOFF"), "export", "nim:heaps=3", "--size", "8", NULL);
  g_strv_builder_addv (b, (const char **) argv);
  g_strv_builder_add_many (b, "-o", path, NULL);
  all = g_strv_builder_end (b);
  g_assert_true (g_spawn_sync (NULL, all, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL,
                               &err, &status, NULL));
  g_assert_cmpstr (err, ==, "");
  g_assert_cmpint (status, ==, 0);
}

/* A figure of a slice opens on its plane, one of slices side by side on the first of theirs,
 * in the slice view (the 3-D view, shown before, off): they opened on the slice shown. */
static void
test_open_slice_figures (void)
{
  WyWindow *window = open_nim3 (1000);
  g_autofree char *dir = g_dir_make_tmp ("wy-open3-XXXXXX", NULL);
  g_autofree char *slice = g_build_filename (dir, "slice.png", NULL);
  g_autofree char *slices = g_build_filename (dir, "slices.png", NULL);
  GtkWidget *toggle = part (window, "toggle");

  cli_figure ("--slice x=5", slice);
  cli_figure ("--slices y=4,6,7", slices);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
  open_figure (window, slice);
  assert_slice (window, WY_AXIS_X, 5);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)));
  open_figure (window, slices);
  assert_slice (window, WY_AXIS_Y, 4);
  g_unlink (slice);
  g_unlink (slices);
  g_rmdir (dir);
  wy_test_close_window (window);
}

/* Export Figure of a slice says which slice the figure is, in its caption (it read "board
 * 8 × 8", the same for every slice). */
static void
test_slice_export_caption (void)
{
  WyWindow *window = open_nim3 (1000);
  WyExportDialog *dialog;
  const char *caption;

  gtk_range_set_value (GTK_RANGE (part (window, "scale")), 4);
  assert_slice (window, WY_AXIS_Z, 4);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export", NULL));
  dialog = wy_test_find_toplevel (WY_TYPE_EXPORT_DIALOG);
  g_assert_nonnull (dialog);
  caption = gtk_editable_get_text (GTK_EDITABLE (wy_test_dialog_child (dialog, "caption")));
  g_test_message ("%s", caption);
  g_assert_cmpstr (caption, ==, "Nim (three heaps): nim:heaps=3, slice z = 4 of 8 × 8 × 8.");
  gtk_window_destroy (GTK_WINDOW (dialog));
  wy_test_close_window (window);
}

/* The side panel names positions by three coordinates; choosing a winning
 * move's target opens its slice with it selected. (1, 2, 4) of 3-heap Nim
 * has one winning move: to (1, 2, 3). */
static void
test_move_target (void)
{
  WyWindow *window = open_nim3 (1000);
  WyPos pos = { 1, 2 };
  GtkWidget *row, *label;

  gtk_range_set_value (GTK_RANGE (part (window, "scale")), 4);
  g_object_set (window, "selection", &pos, NULL);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (window->inspector->pos_title)), ==,
                   "(1, 2, 4)");
  row = gtk_widget_get_first_child (window->inspector->moves_list);
  g_assert_nonnull (row);
  g_assert_null (gtk_widget_get_next_sibling (row));
  label = gtk_widget_get_first_child (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, "(1, 2, 3)");
  g_signal_emit_by_name (window->inspector->moves_list, "row-activated", row);
  assert_slice (window, WY_AXIS_Z, 3);
  g_assert_true (window->has_selection);
  g_assert_cmpuint (window->selection.x, ==, 1);
  g_assert_cmpuint (window->selection.y, ==, 2);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (window->inspector->pos_title)), ==,
                   "(1, 2, 3)");
  wy_test_close_window (window);
}

/* A rule of one's own naming dz, typed into the rule field, is a game of
 * three heaps and gives 3-heap Nim's P-positions, slice by slice. */
static void
test_user_rule (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  GtkWidget *entry;
  guint serial;

  wy_test_set_rule (window, "moves:rule=(dx==0||dy==0)");
  g_assert_false (gtk_widget_get_visible (part (window, "bar")));
  entry = wy_test_rule_entry (window->game_controls);
  gtk_editable_set_text (GTK_EDITABLE (entry), "dx==0&&dy==0||dx==0&&dz==0||dy==0&&dz==0");
  g_assert_null (wy_test_window_error (window));
  serial = wy_test_solve_serial (window);
  g_signal_emit_by_name (entry, "activate");
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  g_assert_null (wy_test_window_error (window));
  g_assert_nonnull (_wy_window_heaps3_get_cube (window));
  g_assert_true (gtk_widget_get_visible (part (window, "bar")));
  serial = wy_test_solve_serial (window);
  g_object_set (window, "board-size", 8, NULL);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  for (guint k = 0; k < 8; k++)
    {
      gtk_range_set_value (GTK_RANGE (part (window, "scale")), k);
      assert_slice (window, WY_AXIS_Z, k);
      assert_nim_cells (window, k);
    }
  wy_test_close_window (window);
}

static gboolean
laid_out (WyWindow *window, gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (window)) == GPOINTER_TO_INT (data)
         && gtk_widget_get_width (wy_test_heaps3_part (window, "scale")) > 0;
}

/* 360 px: the bar fits beside the narrow layout, the slider keeps a width. */
static void
test_narrow (void)
{
  WyWindow *window = open_nim3 (360);
  int min;

  wy_test_wait_until (window, laid_out, GINT_TO_POINTER (360));
  wy_test_drain ();
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("minimum width %d, slice slider %d px", min,
                  gtk_widget_get_width (part (window, "scale")));
  g_assert_cmpint (min, <=, WY_WINDOW_NARROW_MIN);
  g_assert_cmpint (gtk_widget_get_width (part (window, "scale")), >=, 80);
  wy_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/heaps3/slice-slider", test_slice_slider);
  g_test_add_func ("/gui/heaps3/cube-view", test_cube_view);
  g_test_add_func ("/gui/heaps3/cube-export", test_cube_export);
  g_test_add_func ("/gui/heaps3/open-cube-figure", test_open_cube_figure);
  g_test_add_func ("/gui/heaps3/open-slice-figures", test_open_slice_figures);
  g_test_add_func ("/gui/heaps3/slice-export-caption", test_slice_export_caption);
  g_test_add_func ("/gui/heaps3/move-target", test_move_target);
  g_test_add_func ("/gui/heaps3/user-rule", test_user_rule);
  g_test_add_func ("/gui/heaps3/narrow", test_narrow);
  return g_test_run ();
}
