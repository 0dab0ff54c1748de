/* test-inspector-click.c: a click on a cell whose report takes as long as a solve (Imitation
 * Nim's: the core solves the board below the cell again) is answered from a thread, a second
 * click cancelling the first; a cell with hundreds of winning moves lists its first ones and
 * the rest as the user asks, and the board draws its arrows once. Behaviour, never time. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <gtk/gtk.h>

#include "wy-board-view-private.h"
#include "wy-inspector-private.h"
#include "wy-render-testing.h"
#include "wy-report.h"
#include "wy-test-window.h"
#include "wy-window-private.h"

typedef struct {
  guint n;      /* reports notified that were there */
  WyPos last;   /* the last one's position */
} Reports;

static void
count_report (WyInspector *inspector, GParamSpec *pspec, Reports *r)
{
  WyReport *report = wy_inspector_get_report (inspector);

  if (report == NULL)
    return;
  r->n++;
  r->last = (WyPos) { wy_report_get_x (report), wy_report_get_y (report) };
}

static gboolean
has_report (WyWindow *window, gpointer data)
{
  return wy_inspector_get_report (window->inspector) != NULL;
}

static gboolean
reports_ended (WyWindow *window, gpointer n)
{
  return window->inspector->reports_ended >= GPOINTER_TO_UINT (n);
}

/* The moves the inspector lists against the core's winning moves of (x, y), in order: all
 * of them, or the first ones. */
static void
assert_lists (WyWindow *window, guint x, guint y, gboolean all)
{
  g_autoptr (GArray) listed = wy_test_listed_moves (window->inspector);
  g_autoptr (GArray) moves = wy_board_list_winning_moves (_wy_window_get_board (window), x, y);

  g_assert_cmpuint (listed->len, <=, moves->len);
  if (all)
    g_assert_cmpuint (listed->len, ==, moves->len);
  for (guint i = 0; i < listed->len; i++)
    {
      g_assert_cmpuint (g_array_index (listed, WyPos, i).x, ==,
                        g_array_index (moves, WyMove, i).target.x);
      g_assert_cmpuint (g_array_index (listed, WyPos, i).y, ==,
                        g_array_index (moves, WyMove, i).target.y);
    }
}

/* The arrows the board draws: the report's moves (none while it is worked out), never
 * asked of the core in a frame. */
static guint
arrows (WyWindow *window)
{
  const GArray *moves = window->board_view->options.selection_moves;

  g_assert_nonnull (moves);
  return moves->len;
}

/* The click returns before the report is there; the board draws no arrow until it comes;
 * then the inspector shows the cell and lists its winning moves, the board draws them. */
static void
test_report_in_thread (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  WyReport *report;

  wy_test_set_rule (window, "imitation:p=2");
  g_object_set (window, "board-size", 300, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  wy_test_click_cell (window, 180, 250);
  g_assert_null (wy_inspector_get_report (window->inspector));
  g_assert_cmpuint (arrows (window), ==, 0);
  wy_test_wait_until (window, has_report, NULL);
  report = wy_inspector_get_report (window->inspector);
  g_assert_cmpuint (wy_report_get_x (report), ==, 180);
  g_assert_cmpuint (wy_report_get_y (report), ==, 250);
  g_assert_cmpuint (wy_report_get_winning_moves (report)->len, >, 0);
  g_assert_cmpuint (arrows (window), ==, wy_report_get_winning_moves (report)->len);
  g_assert_true (gtk_widget_get_visible (window->inspector->position_box));
  assert_lists (window, 180, 250, FALSE);
  wy_test_close_window (window);
}

/* A second click before the first cell's report came: the first is cancelled, never shown;
 * the second is. */
static void
test_second_click_cancels (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  Reports r = { 0 };
  guint ended;

  wy_test_set_rule (window, "imitation:p=2");
  g_object_set (window, "board-size", 300, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  g_signal_connect (window->inspector, "notify::report", G_CALLBACK (count_report), &r);
  ended = window->inspector->reports_ended;
  wy_test_click_cell (window, 290, 280);
  wy_test_click_cell (window, 100, 120);
  wy_test_wait_until (window, reports_ended, GUINT_TO_POINTER (ended + 2));
  wy_test_drain ();
  g_assert_cmpuint (r.n, ==, 1);
  g_assert_cmpuint (r.last.x, ==, 100);
  g_assert_cmpuint (r.last.y, ==, 120);
  g_signal_handlers_disconnect_by_data (window->inspector, &r);
  wy_test_close_window (window);
}

static guint
n_listed (WyWindow *window)
{
  g_autoptr (GArray) listed = wy_test_listed_moves (window->inspector);

  return listed->len;
}

/* The "Show more" row under a list of moves, NULL when there is none. */
static GtkListBoxRow *
more_row (GtkWidget *list)
{
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (g_object_get_data (G_OBJECT (row), "wy-more"))
      return GTK_LIST_BOX_ROW (row);
  return NULL;
}

/* stwythoff's cell with hundreds of winning moves: the first rows at once, the rest a "Show
 * more" at a time, in the core's order, all of them in the end. */
static void
test_rows_as_asked (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  GtkWidget *list = window->inspector->moves_list;
  g_autoptr (GArray) moves = NULL;
  guint shown = 0, asked = 0;
  GtkListBoxRow *more;

  wy_test_set_rule (window, "stwythoff:s=2,t=3");
  g_object_set (window, "board-size", 1200, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  wy_test_click_cell (window, 1180, 1190);
  moves = wy_board_list_winning_moves (_wy_window_get_board (window), 1180, 1190);
  g_assert_cmpuint (moves->len, >, 200);
  assert_lists (window, 1180, 1190, FALSE);
  g_assert_cmpuint (n_listed (window), <=, 30);
  while ((more = more_row (list)) != NULL)
    {
      guint before = n_listed (window);

      g_signal_emit_by_name (list, "row-activated", more);
      shown = n_listed (window);
      g_assert_cmpuint (shown, >, before);
      asked++;
    }
  g_assert_cmpuint (asked, >, 0);
  assert_lists (window, 1180, 1190, TRUE);
  wy_test_close_window (window);
}

/* Frames until the board's size has held for three: a new window's size settles over its
 * first frames (the toplevel's configure, on a loaded machine after the first board is drawn:
 * the board 516, 551, 559, then 560 px high), and each new size draws the arrows anew. */
static void
settle (GtkWidget *board)
{
  guint held = 0;

  for (guint i = 0; i < 100 && held < 3; i++)
    {
      int w = gtk_widget_get_width (board), h = gtk_widget_get_height (board);

      wy_test_wait_frame (board);
      held = gtk_widget_get_width (board) == w && gtk_widget_get_height (board) == h ? held + 1
                                                                                    : 0;
    }
  g_assert_cmpuint (held, ==, 3);
}

/* The arrows of a cell with hundreds of winning moves are drawn once for the frames that
 * change nothing of them (the keyboard's cursor, the pointer's hover), anew for another cell.
 * Counted once the window's size holds (one run in eight failed on a loaded machine: the
 * board still growing by a pixel at the cursor's frames). */
static void
test_arrows_drawn_once (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  GtkWidget *board = GTK_WIDGET (window->board_view);
  WyTileCache *tiles = window->board_view->options.tiles;
  guint before;

  wy_test_set_rule (window, "stwythoff:s=2,t=3");
  g_object_set (window, "board-size", 1200, NULL);
  wy_test_wait_until (window, wy_test_idle_and_drawn, NULL);
  settle (board);
  wy_test_click_cell (window, 1180, 1190);
  wy_test_wait_until (window, has_report, NULL);
  settle (board);
  before = wy_tile_cache_n_arrows (tiles);
  g_assert_cmpuint (before, >, 0);
  for (guint i = 0; i < 3; i++)
    {
      wy_test_send_key (window, GDK_KEY_Left);
      wy_test_wait_frame (board);
    }
  g_assert_cmpuint (wy_tile_cache_n_arrows (tiles), ==, before);
  wy_test_click_cell (window, 1000, 1190);
  wy_test_wait_frame (board);
  g_assert_cmpuint (wy_tile_cache_n_arrows (tiles), ==, before + 1);
  wy_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/inspector/click/report-in-thread", test_report_in_thread);
  g_test_add_func ("/gui/inspector/click/second-click-cancels", test_second_click_cancels);
  g_test_add_func ("/gui/inspector/click/rows-as-asked", test_rows_as_asked);
  g_test_add_func ("/gui/inspector/click/arrows-drawn-once", test_arrows_drawn_once);
  return g_test_run ();
}
