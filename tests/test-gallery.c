/* test-gallery.c: the Paper Figures gallery: one row per catalogue item with a thumbnail; a row opens its board. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "wy-limit.h"
#include "wy-limit-window.h"
#include "wy-paper-gallery.h"
#include "wy-test-window.h"
#include "wy-window-library.h"
#include "wy-window-private.h"

static GtkListBoxRow *
row_of (GtkWindow *gallery, const char *id)
{
  GtkListBox *list = g_object_get_data (G_OBJECT (gallery), "wy-list");

  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, i);
      const WyPaperItem *item;
      if (!row)
        g_error ("no row %s", id);
      item = g_object_get_data (G_OBJECT (row), "wy-paper-item");
      if (strcmp (item->id, id) == 0)
        return row;
    }
}

static gboolean
has_gallery (void)
{
  GListModel *tops = gtk_window_get_toplevels ();
  gboolean found = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (tops, i);
      const char *title = gtk_window_get_title (w);
      found = found || (title && strcmp (title, "Paper Figures") == 0);
    }
  return found;
}

/* Every item has a row with a thumbnail. */
static void
test_rows (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  GtkWindow *gallery = wy_window_new_paper_gallery (window);
  GtkListBox *list = g_object_get_data (G_OBJECT (gallery), "wy-list");
  guint n;
  const WyPaperItem *items = wy_paper_items (&n);

  int r = 0;

  for (guint i = 0; i < n; i++)
    {
      GtkListBoxRow *row;
      GtkWidget *picture;
      if (wy_paper_item_n_games (&items[i]) == 0)
        {
          /* only 001:table3, the limits, has no board */
          g_assert_cmpstr (items[i].id, ==, "001:table3");
          continue;
        }
      row = gtk_list_box_get_row_at_index (list, r++);
      picture = gtk_widget_get_first_child (gtk_list_box_row_get_child (row));
      g_assert_true (g_object_get_data (G_OBJECT (row), "wy-paper-item") == &items[i]);
      g_assert_true (GTK_IS_PICTURE (picture));
      g_assert_nonnull (gtk_picture_get_paintable (GTK_PICTURE (picture)));
    }
  g_assert_cmpint (r, ==, (int) n - 1);
  g_assert_null (gtk_list_box_get_row_at_index (list, r));
  gtk_window_destroy (gallery);
  /* the menu's action opens it */
  g_assert_false (has_gallery ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paper-gallery", NULL));
  wy_test_drain ();
  g_assert_true (has_gallery ());
  gtk_window_destroy (GTK_WINDOW (window));
  wy_test_drain ();
}

static gboolean
bar_mapped (WyWindow *window, gpointer gallery)
{
  GtkWidget *bar = gtk_window_get_titlebar (gallery);

  return bar != NULL && gtk_widget_get_mapped (bar);
}

/* The gallery has a header bar for its title bar, as the other secondary windows (the library,
 * the limit plot: wy-limit-window.ui) have: their title and close button in the same kind of
 * bar. */
static void
test_header_bar (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  GtkWindow *gallery = wy_window_new_paper_gallery (window);
  GtkWindow *library = wy_window_new_library_page (window);
  GtkWindow *windows[] = { library, gallery };

  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    {
      GtkWidget *bar = gtk_window_get_titlebar (windows[i]);
      g_test_message ("%s: %s", G_OBJECT_TYPE_NAME (windows[i]),
                      bar ? G_OBJECT_TYPE_NAME (bar) : "no title bar");
      g_assert_true (GTK_IS_HEADER_BAR (bar));
      g_assert_true (gtk_header_bar_get_show_title_buttons (GTK_HEADER_BAR (bar)));
    }
  /* shown, the bar is on screen */
  gtk_window_present (gallery);
  wy_test_wait_until (window, bar_mapped, gallery);
  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    gtk_window_destroy (windows[i]);
  gtk_window_destroy (GTK_WINDOW (window));
  wy_test_drain ();
}

/* A row opens the item's game, size and view, and closes the gallery. */
static void
test_open (void)
{
  static const struct { const char *id, *rule, *view; guint size; } cases[] = {
    { "000:fig13", "nimpq:a=2,b=2,p=2,q=2", "formula", 31 },
    { "000:fig6", "nimpq:a=2,b=1,p=3,q=1", "elimination", 23 },
    { "004:mark3", "mark:k=3", "outcome", 24 },
    { "001:table2", "wyt:a=1,b=2", "outcome", 32 },
  };
  WyWindow *window = wy_test_open_window (1000, 700);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GtkWindow *gallery = wy_window_new_paper_gallery (window);
      GtkListBox *list = g_object_get_data (G_OBJECT (gallery), "wy-list");
      guint serial = wy_test_solve_serial (window);
      g_autoptr (WyGame) want = wy_game_parse (cases[i].rule, NULL);
      g_autofree char *view = NULL;
      WyBoard *board;

      gtk_window_present (gallery);
      g_signal_emit_by_name (list, "row-activated", row_of (gallery, cases[i].id));
      wy_test_wait_until (window, wy_test_solved_since, GUINT_TO_POINTER (serial));
      board = _wy_window_get_board (window);
      g_assert_true (wy_game_equal (wy_board_get_game (board), want));
      g_assert_cmpuint (wy_board_get_size (board), ==, cases[i].size);
      g_object_get (window, "view", &view, NULL);
      g_assert_cmpstr (view, ==, cases[i].view);
      wy_test_drain ();
      g_assert_false (has_gallery ());
    }
  gtk_window_destroy (GTK_WINDOW (window));
  wy_test_drain ();
}

/* The limit plot window of the current game draws its series and says its last value and
 * what the papers say of the limit; its Export Plot writes them (the TikZ's curve, the Perron
 * line and paper 001's printed value); a game without a limit says so and shows no plot. */
static void
test_limit_plot (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autoptr (WyGame) mark = wy_game_parse ("mark", NULL);
  WyLimitWindow *plot = wy_limit_window_new (GTK_WINDOW (window),
                                             wy_board_get_game (_wy_window_get_board (window)));
  WyLimitWindow *none = wy_limit_window_new (GTK_WINDOW (window), mark);
  GtkWidget *stack = wy_test_child (plot, WY_TYPE_LIMIT_WINDOW, "stack");
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  g_autofree char *dir = g_dir_make_tmp ("wy-limit-XXXXXX", NULL);
  g_autofree char *tex = g_build_filename (dir, "limit.tex", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  while (!*wy_test_limit_summary (plot) || !*wy_test_limit_summary (none))
    {
      if (g_get_monotonic_time () > end)
        g_error ("timed out waiting for the plot");
      g_main_context_iteration (NULL, TRUE);
    }
  /* the window's default game is wyt:a=1,b=2, whose limit paper 000 proves */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (plot)), ==, "Limit of xₙ / n: wyt:a=1,b=2");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "plot");
  g_assert_nonnull (strstr (wy_test_limit_summary (plot), "At n = 1000000"));
  g_assert_nonnull (strstr (wy_test_limit_summary (plot), "is proved"));
  /* to a screen reader the plot is an image, described by the sentence under it */
  {
    GtkWidget *area = wy_test_child (plot, WY_TYPE_LIMIT_WINDOW, "area");

    g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (area)), ==,
                     GTK_ACCESSIBLE_ROLE_IMG);
    gtk_test_accessible_assert_property (area, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         wy_test_limit_summary (plot));
  }
  g_assert_true (wy_limit_window_export (plot, tex, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (tex, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "x_n/n of wyt:a=1,b=2, n = 1 to 1000000"));
  g_assert_nonnull (strstr (text, "plot coordinates"));
  g_assert_nonnull (strstr (text, "{Perron "));
  g_assert_nonnull (strstr (text, "{paper 001, Table 3: "));
  /* Mark has no x_n / n: no plot, a sentence naming the game */
  g_assert_false (gtk_widget_get_visible (wy_test_child (none, WY_TYPE_LIMIT_WINDOW, "stack")));
  g_assert_nonnull (strstr (wy_test_limit_summary (none), "mark"));
  g_unlink (tex);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (plot));
  gtk_window_destroy (GTK_WINDOW (none));
  gtk_window_destroy (GTK_WINDOW (window));
  wy_test_drain ();
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/gallery/rows", test_rows);
  g_test_add_func ("/gui/gallery/open", test_open);
  g_test_add_func ("/gui/gallery/header-bar", test_header_bar);
  g_test_add_func ("/gui/limit-plot", test_limit_plot);
  return g_test_run ();
}
