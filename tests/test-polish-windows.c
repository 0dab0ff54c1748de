/* test-polish-windows.c: widget tests of the windows beside the board (issue 22): the
 * Export dialog, the Limit Plot and the Paper Figures, as a new user met them. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "wy-board-view-private.h"
#include "wy-export-dialog.h"
#include "wy-limit-window.h"
#include "wy-paper-gallery.h"
#include "wy-test-window.h"
#include "wy-window-private.h"

/* ---- item 6: the Export dialog: TikZ listed, a caption, white paper, no half file ---- */

static guint
format_index (WyExportDialog *dialog, const char *prefix)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (wy_test_dialog_child (dialog, "format")));

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (GtkStringObject) item = g_list_model_get_item (model, i);
      if (g_str_has_prefix (gtk_string_object_get_string (item), prefix))
        return i;
    }
  g_assert_not_reached ();
}

/* The PNG's top left pixel, and how many of its pixels in the bottom
 * rows (a caption's last line) are dark. */
static guint
png_dark_bottom (const char *path, guint rows, guint32 *corner)
{
  cairo_surface_t *png = cairo_image_surface_create_from_png (path);
  int width = cairo_image_surface_get_width (png), height = cairo_image_surface_get_height (png);
  int stride = cairo_image_surface_get_stride (png);
  const guchar *data;
  guint dark = 0;

  g_assert_cmpint (cairo_surface_status (png), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_flush (png);
  data = cairo_image_surface_get_data (png);
  *corner = *(const guint32 *) data & 0xffffff;
  for (int y = height - (int) rows; y < height; y++)
    for (int x = 0; x < width; x++)
      dark += (*(const guint32 *) (data + y * stride + 4 * x) & 0xff) < 0x80;
  cairo_surface_destroy (png);
  return dark;
}

/* The Export dialog of what the window shows, in the screen style. */
static WyExportDialog *
screen_dialog (WyWindow *window)
{
  WyRenderOptions options;
  WyExportDialog *dialog;

  wy_board_view_get_options (window->board_view, &options);
  dialog = wy_export_dialog_present (GTK_WINDOW (window), window->result, &options);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (wy_test_dialog_child (dialog, "style")),
                              WY_STYLE_SCREEN);
  return dialog;
}

/* PNG on white paper, then with a caption: the game and its rule, under the figure when
 * asked for. */
static void
check_png_paper_and_caption (WyWindow *window, const char *plain, const char *captioned)
{
  WyExportDialog *dialog;
  guint32 corner;
  guint dark_plain, dark_captioned;

  /* each export as a user makes it: the dialog, its fields, Export (which closes it) */
  dialog = screen_dialog (window);
  /* PNG on white paper: #FFFFFF, not the window's #FAFAFA */
  wy_test_export (dialog, plain);
  dark_plain = png_dark_bottom (plain, 30, &corner);
  g_assert_cmphex (corner, ==, 0xffffff);
  /* the caption: the game and its rule, under the figure when asked for */
  dialog = screen_dialog (window);
  g_assert_nonnull (strstr (gtk_editable_get_text (GTK_EDITABLE (wy_test_dialog_child (dialog, "caption"))),
                            "wyt:a=1,b=2"));
  g_assert_false (gtk_widget_get_sensitive (wy_test_dialog_child (dialog, "caption")));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (wy_test_dialog_child (dialog, "caption_check")), TRUE);
  g_assert_true (gtk_widget_get_sensitive (wy_test_dialog_child (dialog, "caption")));
  wy_test_export (dialog, captioned);
  dark_captioned = png_dark_bottom (captioned, 30, &corner);
  g_test_message ("dark pixels at the bottom: %u, with a caption %u", dark_plain, dark_captioned);
  g_assert_cmpuint (dark_captioned, >, dark_plain + 100);
}

/* TikZ is in the list: chosen there, a name without extension gets .tex */
static void
check_tikz_listed (WyWindow *window, const char *tikz, const char *tex)
{
  WyExportDialog *dialog = screen_dialog (window);
  g_autofree char *text = NULL;

  gtk_drop_down_set_selected (GTK_DROP_DOWN (wy_test_dialog_child (dialog, "format")),
                              format_index (dialog, "TikZ"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (wy_test_dialog_child (dialog, "caption_check")), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (wy_test_dialog_child (dialog, "caption")), "A caption of my own");
  wy_test_export (dialog, tikz);
  g_assert_true (g_file_get_contents (tex, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "tikzpicture"));
  g_assert_nonnull (strstr (text, "A caption of my own"));
}

/* a long export (every step of a 600 board, a PDF page each) is never
 * under its final name until it is complete */
static void
check_no_half_file (WyWindow *window, const char *all)
{
  WyRenderOptions options;
  WyExportDialog *dialog;

  wy_test_set_rule (window, "wythoff");
  g_object_set (window, "board-size", 600, "view", "elimination", NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  wy_board_view_get_options (window->board_view, &options);
  dialog = g_object_ref (wy_export_dialog_present (GTK_WINDOW (window), window->result, &options));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (wy_test_dialog_child (dialog, "format")),
                              format_index (dialog, "PDF"));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (wy_test_dialog_child (dialog, "steps")), 1);
  wy_export_dialog_write_async (dialog, all);
  wy_test_wait_until (window, wy_test_export_started, dialog);
  g_assert_false (g_file_test (all, G_FILE_TEST_EXISTS));
  wy_test_wait_until (window, wy_test_export_ended, dialog);
  g_assert_true (g_file_test (all, G_FILE_TEST_EXISTS));
  g_object_unref (dialog);
}

static void
test_export_dialog (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wy-test-polish-XXXXXX", &error);
  g_autofree char *plain = g_build_filename (dir, "plain.png", NULL);
  g_autofree char *captioned = g_build_filename (dir, "captioned.png", NULL);
  g_autofree char *tikz = g_build_filename (dir, "figure", NULL);
  g_autofree char *tex = g_build_filename (dir, "figure.tex", NULL);
  g_autofree char *all = g_build_filename (dir, "all.pdf", NULL);

  check_png_paper_and_caption (window, plain, captioned);
  check_tikz_listed (window, tikz, tex);
  check_no_half_file (window, all);
  {
    const char *files[] = { plain, captioned, tex, all };
    for (guint i = 0; i < G_N_ELEMENTS (files); i++)
      g_assert_cmpint (g_unlink (files[i]), ==, 0);
    g_assert_cmpint (g_rmdir (dir), ==, 0);   /* nothing else: no temporary file left */
  }
  wy_test_close_window (window);
}

/* ---- item 7: the Paper Figures and the Limit Plot close on Escape and Ctrl+W; the
 * plot is offered where a limit exists, says its number and whether it is proved ---- */

/* What pressing accel does in widget: its class's shortcut of that trigger. */
static gboolean
press_shortcut (GtkWidget *widget, const char *accel)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (c)); k++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (c), k);
          g_autofree char *trigger =
            gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (g_str_equal (trigger, accel))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  return FALSE;
}

static WyLimitWindow *
find_limit_window (void)
{
  return wy_test_find_toplevel (WY_TYPE_LIMIT_WINDOW);
}

static gboolean
limit_computed (WyWindow *window, gpointer plot)
{
  return *wy_test_limit_summary (plot) != '\0';
}

/* The axes of WYT(1, 2)'s limit plot: n reads 10⁰ to 10⁶, as a paper writes it, not 10^3;
 * the ratio reads round values (it ran 1.910, 2.236, 2.562, ...). */
static void
assert_limit_axes (const char *pdf)
{
  g_autofree char *text = wy_test_pdf_text (pdf);

  g_test_message ("the plot's text: %s", text);
  for (guint d = 0; d < 7; d++)
    g_assert_nonnull (strstr (text, (const char *[]) { "10⁰", "10¹", "10²", "10³", "10⁴", "10⁵",
                                                       "10⁶" }[d]));
  g_assert_null (strstr (text, "^"));
  for (guint t = 0; t < 5; t++)
    g_assert_nonnull (strstr (text, (const char *[]) { "\n2.00\n", "\n2.25\n", "\n2.50\n",
                                                       "\n2.75\n", "\n3.00\n" }[t]));
  g_assert_null (strstr (text, "2.562"));
}

/* The Paper Figures window closes with Escape and with Ctrl+W. */
static void
assert_gallery_closes (WyWindow *window)
{
  const char *keys[] = { "Escape", "<Control>w" };

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      GtkWindow *gallery;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paper-gallery", NULL));
      wy_test_drain ();
      gallery = wy_test_find_toplevel (WY_TYPE_PAPER_GALLERY);
      g_assert_nonnull (gallery);
      g_assert_true (press_shortcut (GTK_WIDGET (gallery), keys[k]));
      wy_test_drain ();
      g_assert_null (wy_test_find_toplevel (WY_TYPE_PAPER_GALLERY));
    }
}

static void
test_limit_and_gallery_windows (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  WyLimitWindow *plot;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wy-test-polish-XXXXXX", &error);
  g_autofree char *png = g_build_filename (dir, "limit.png", NULL);
  g_autofree char *pdf = g_build_filename (dir, "limit.pdf", NULL);

  assert_gallery_closes (window);
  /* WYT(1, 2): the last value and the proved limit; exported */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.limit-plot", NULL));
  plot = find_limit_window ();
  g_assert_nonnull (plot);
  wy_test_wait_until (window, limit_computed, plot);
  g_test_message ("%s", wy_test_limit_summary (plot));
  g_assert_nonnull (strstr (wy_test_limit_summary (plot), "At n = 1000000, xₙ / n = 3.0795"));
  g_assert_nonnull (strstr (wy_test_limit_summary (plot), "is proved"));
  /* the keys are the Export button's, not the summary's: a focused selectable label showed a
   * text cursor, as if the summary were a field to edit */
  g_assert_true (GTK_IS_BUTTON (gtk_root_get_focus (GTK_ROOT (plot))));
  g_assert_true (wy_limit_window_export (plot, png, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));
  g_assert_true (wy_limit_window_export (plot, pdf, &error));
  g_assert_no_error (error);
  assert_limit_axes (pdf);
  g_assert_cmpint (g_unlink (pdf), ==, 0);
  g_assert_true (press_shortcut (GTK_WIDGET (plot), "Escape"));
  wy_test_drain ();
  g_assert_null (find_limit_window ());

  /* blocking: the limit only conjectured, and said so */
  wy_test_set_rule (window, "nimpq:p=2,q=2");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.limit-plot", NULL));
  plot = find_limit_window ();
  wy_test_wait_until (window, limit_computed, plot);
  g_test_message ("%s", wy_test_limit_summary (plot));
  g_assert_nonnull (strstr (wy_test_limit_summary (plot), "only conjectures"));
  g_assert_true (press_shortcut (GTK_WIDGET (plot), "<Control>w"));
  wy_test_drain ();
  g_assert_null (find_limit_window ());

  /* a family without a limit is not offered one */
  wy_test_set_rule (window, "gamma:i=1,s=2,t=3");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.limit-plot", NULL);
  wy_test_drain ();
  g_assert_null (find_limit_window ());
  g_assert_cmpint (g_unlink (png), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  wy_test_close_window (window);
}

/* ---- item 10: the gallery reads as the papers write, and says what it changes ---- */

static void
test_gallery (void)
{
  WyWindow *window = wy_test_open_window (1024, 700);
  GtkWindow *gallery = wy_window_new_paper_gallery (window);
  GtkListBox *list = g_object_get_data (G_OBJECT (gallery), "wy-list");
  g_autoptr (GString) text = g_string_new (NULL);
  GtkListBoxRow *row = NULL;
  g_autofree char *style = NULL, *view = NULL;
  guint serial = wy_test_solve_serial (window);

  wy_test_collect_text (GTK_WIDGET (gallery), text);
  /* "NIM^{1,1}_{2,1}" is drawn with scripts, not written in TeX */
  g_assert_nonnull (strstr (text->str, "Paper 000, Figure 1: NIM"));
  g_assert_null (strstr (text->str, "^{"));
  g_assert_null (strstr (text->str, "_{"));
  g_assert_null (strstr (text->str, "$"));
  /* opening an item keeps the user's style and says what it changed */
  g_object_set (window, "style", "screen", NULL);
  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i)) != NULL; i++)
    if (g_str_equal (((const WyPaperItem *) g_object_get_data (G_OBJECT (row), "wy-paper-item"))->id,
                     "000:fig13"))
      break;
  g_assert_nonnull (row);
  g_signal_emit_by_name (list, "row-activated", row);
  wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
  g_object_get (window, "style", &style, "view", &view, NULL);
  g_assert_cmpstr (style, ==, "screen");
  g_assert_cmpstr (view, ==, "formula");
  g_assert_nonnull (wy_test_window_error (window));
  g_assert_nonnull (strstr (wy_test_window_error (window), "000:fig13"));
  wy_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gui/polish/export-dialog", test_export_dialog);
  g_test_add_func ("/gui/polish/limit-and-gallery-windows", test_limit_and_gallery_windows);
  g_test_add_func ("/gui/polish/gallery", test_gallery);
  return g_test_run ();
}
