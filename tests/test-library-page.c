/* test-library-page.c: widget tests of the game library in the window: the search, the
 * thumbnails, a game opened (its rule, size, view and step), Save to Library (a file that
 * loads back, bad names refused, nothing half-written), a game file opened from the command
 * line, by the desktop and by a drop, and the library at 360 px in English and German. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <gtk/gtk.h>

#include "wy-application.h"
#include "wy-library-page.h"
#include "wy-test-dir.h"
#include "wy-test-desktop.h"
#include "wy-test-window.h"
#include "wy-thumbnail.h"
#include "wy-window-library.h"

static char *tmp_dir;     /* the user's data (XDG_DATA_HOME) and the shipped library */
static char *games_dir;   /* the library "shipped" for the tests (WY_GAMES_DIR) */

/* The shipped library of the tests: four games (one of three heaps) with their settings and authors. */
typedef struct {
  const char *name, *rule, *title, *author, *view;
  guint       size, step;
} Shipped;

static const Shipped shipped[] = {
  { "fraenkel3", "fraenkel3", "Fraenkel's three-heap game", "X. Sun", "elimination", 24, 0 },
  { "mark", "mark:k=2", "Mark", "A. S. Fraenkel", "outcome", 100, 0 },
  { "nim", "nim", "Two-pile Nim", "C. L. Bouton", "outcome", 30, 0 },
  { "wythoff", "wythoff", "Wythoff's game", "W. A. Wythoff", "elimination", 40, 3 },
};

static void
write_shipped (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      const Shipped *s = &shipped[i];
      g_autoptr (WyGame) game = wy_game_parse (s->rule, NULL);
      g_autoptr (WyGameFile) file = wy_game_file_new (game, s->name);
      g_autofree char *base = g_strconcat (s->name, ".wygame", NULL);
      g_autofree char *path = g_build_filename (games_dir, base, NULL);
      const char *authors[] = { s->author, NULL };
      g_autoptr (GError) error = NULL;

      g_assert_true (wy_game_file_set_title (file, s->title, &error));
      g_assert_true (wy_game_file_set_authors (file, authors, &error));
      g_assert_true (wy_game_file_set_view (file, s->view, &error));
      g_assert_true (wy_game_file_set_size (file, s->size, &error));
      g_assert_true (wy_game_file_set_step (file, s->step, &error));
      g_assert_true (wy_game_file_save (file, path, &error));
      g_assert_no_error (error);
    }
}

static char *
user_file (const char *name)
{
  g_autofree char *dir = wy_library_user_dir ();
  g_autofree char *base = g_strconcat (name, ".wygame", NULL);

  return g_build_filename (dir, base, NULL);
}

/* ---- the window's state ---- */

static void
assert_shows (WyWindow *window, const char *rule, guint size, const char *view, guint step)
{
  g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
  g_autofree char *canonical = wy_game_to_string (game);
  g_autofree char *shown_rule = NULL, *shown_view = NULL;
  guint shown_size = 0, shown_step = 0;

  g_object_get (window, "rule", &shown_rule, "board-size", &shown_size, "view", &shown_view,
                "step", &shown_step, NULL);
  g_test_message ("shows %s at %u, %s, step %u", shown_rule, shown_size, shown_view,
                  shown_step);
  g_assert_cmpstr (shown_rule, ==, canonical);
  g_assert_cmpuint (shown_size, ==, size);
  g_assert_cmpstr (shown_view, ==, view);
  g_assert_cmpuint (shown_step, ==, step);
  g_assert_true (wy_game_equal (wy_board_get_game (_wy_window_get_board (window)), game));
}

static gboolean
shows_rule (WyWindow *window, gpointer rule)
{
  g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
  WyBoard *board = _wy_window_get_board (window);

  return !_wy_window_is_solving (window) && board != NULL
         && wy_game_equal (wy_board_get_game (board), game) && !window->has_pending;
}

/* ---- the library page ---- */

static WyLibraryPage *
open_library (WyWindow *window)
{
  WyLibraryPage *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.library", NULL));
  page = wy_test_find_toplevel (WY_TYPE_LIBRARY_PAGE);
  g_assert_nonnull (page);
  wy_test_wait_until (window, wy_test_shown, page);
  return page;
}

/* The library's status line says no work is under way: every picture drawn, every claim
 * checked. */
static gboolean
page_done (WyWindow *window, gpointer page)
{
  return wy_test_library_at_rest (page);
}

/* The names of the rows shown, "a b c". */
static char *
shown_names (WyLibraryPage *page)
{
  g_autoptr (GPtrArray) rows = wy_test_library_rows (page);
  g_autoptr (GString) names = g_string_new (NULL);

  for (guint i = 0; i < rows->len; i++)
    {
      g_autofree char *name = wy_test_library_row_name (g_ptr_array_index (rows, i));

      g_string_append_printf (names, "%s%s", i ? " " : "", name);
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

/* The text of a row's claim i, or NULL (the row named shown). */
static const char *
claim_text (WyLibraryPage *page, const char *name, guint i)
{
  GtkWidget *row = wy_test_library_row (page, name);

  g_assert_nonnull (row);
  return wy_test_library_claim (row, i);
}

static GdkPaintable *
picture (WyLibraryPage *page, const char *name)
{
  GtkWidget *row = wy_test_library_row (page, name);

  g_assert_nonnull (row);
  return wy_test_library_picture (row);
}

static void
assert_search (WyLibraryPage *page, const char *text, const char *names)
{
  g_autofree char *shown = NULL;

  wy_test_library_search (page, text);
  shown = shown_names (page);
  g_test_message ("search “%s”: %s", text, shown);
  g_assert_cmpstr (shown, ==, names);
}

/* The search looks in the name, title, rule and authors, case ignored, every word. */
static void
test_search (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  WyLibraryPage *page = open_library (window);

  assert_search (page, "", "fraenkel3 mark nim wythoff");
  assert_search (page, "NIM", "nim");
  assert_search (page, "fraenkel", "fraenkel3 mark");
  assert_search (page, "wythoff elimination", "");
  assert_search (page, "  w.  wythoff ", "wythoff");
  assert_search (page, "mark:k=2", "mark");
  assert_search (page, "zzz", "");
  g_assert_null (wy_test_library_row (page, "nim"));  /* nothing to open */
  assert_search (page, "", "fraenkel3 mark nim wythoff");
  wy_test_wait_until (window, page_done, page);
  gtk_window_destroy (GTK_WINDOW (page));
  wy_test_close_window (window);
}

/* The user's files that do not load are listed under the search with their reasons
 * (docs/game-files.md: a misnamed file is "said among the files that did not load"),
 * and the list goes once they are gone. */
static void
test_problems (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autofree char *bad = user_file ("bad"), *misnamed = user_file ("other");
  g_autofree char *dir = wy_library_user_dir ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse ("nim", NULL);
  g_autoptr (WyGameFile) file = wy_game_file_new (game, "nim-own");
  WyLibraryPage *page;
  GtkWidget *problems;
  const char *text;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (bad, "garbage\n", -1, &error));
  g_assert_true (wy_game_file_save (file, misnamed, &error));
  g_assert_no_error (error);
  page = open_library (window);
  problems = wy_test_child (page, WY_TYPE_LIBRARY_PAGE, "problems");
  g_assert_true (gtk_widget_get_visible (problems));
  g_assert_cmpstr (gtk_expander_get_label (GTK_EXPANDER (problems)), ==,
                   "2 game files did not load");
  text = wy_test_child_text (page, WY_TYPE_LIBRARY_PAGE, "problems_text");
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "bad.wygame:1: a key before the first group"));
  g_assert_nonnull (strstr (text, "other.wygame"));
  assert_search (page, "", "fraenkel3 mark nim wythoff");
  g_assert_cmpint (g_unlink (bad), ==, 0);
  g_assert_cmpint (g_unlink (misnamed), ==, 0);
  wy_library_page_reload (page);
  g_assert_false (gtk_widget_get_visible (problems));
  wy_test_wait_until (window, page_done, page);
  gtk_window_destroy (GTK_WINDOW (page));
  wy_test_close_window (window);
}

/* Every row gets its thumbnail from a worker; a second library takes them from the cache
 * at once. */
static void
test_thumbnails (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  WyLibraryPage *page = open_library (window);

  wy_test_wait_until (window, page_done, page);
  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      GdkPaintable *thumb = picture (page, shipped[i].name);

      g_assert_nonnull (thumb);
      g_assert_cmpint (gdk_paintable_get_intrinsic_width (thumb), ==, WY_LIBRARY_THUMB_PX);
    }
  gtk_window_destroy (GTK_WINDOW (page));
  page = WY_LIBRARY_PAGE (wy_window_new_library_page (window));
  g_assert_true (wy_test_library_at_rest (page));
  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    g_assert_nonnull (picture (page, shipped[i].name));
  gtk_window_destroy (GTK_WINDOW (page));
  wy_test_close_window (window);
}

/* A user's file with two claims on Wythoff's game: a table of P-positions that holds, and
 * one that the file records as holding though (4, 6) is an N-position. */
static const char claims_file[] =
  "[Game]\nVersion=1\nName=claims\nTitle=Claims\nRule=wythoff\nView=outcome\nSize=16\n"
  "Step=0\n\n"
  "[Claim 1]\nKind=table\nText=The P-positions (0,0), (1,2), (3,5).\n"
  "Positions=0,0;1,2;3,5;\nVerdict=holds\n\n"
  "[Claim 2]\nKind=table\nText=The P-position (4,6).\nPositions=4,6;\nVerdict=holds\n";

/* A file whose Size is beyond its game's cap (an adjoin over three heaps: side 19 or so in
 * 2 s) has its thumbnail drawn at the side the core shows it on, not none (it was drawn at
 * the Size, beyond the cap, and the row had no picture). */
static void
test_thumbnail_at_cap (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autofree char *path = user_file ("deep");
  g_autofree char *dir = g_path_get_dirname (path);
  WyLibraryPage *page;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "[Game]\nVersion=1\nName=deep\nTitle=Deep\n"
                                      "Rule=adjoin:base=(nim:heaps=3)\nView=outcome\n"
                                      "Size=64\nStep=0\n", -1, NULL));
  page = WY_LIBRARY_PAGE (wy_window_new_library_page (window));
  gtk_window_present (GTK_WINDOW (page));
  wy_test_wait_until (window, page_done, page);
  g_assert_nonnull (picture (page, "deep"));
  gtk_window_destroy (GTK_WINDOW (page));
  g_assert_cmpint (g_unlink (path), ==, 0);
  wy_test_close_window (window);
}

/* The claims show the file's record first, then the verdict the worker finds (saying so
 * where it differs from the record), and the status line says the pictures are drawn, then
 * counts the verdicts; the library opened again remembers the verdicts. */
static void
test_claims (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autofree char *path = user_file ("claims");
  g_autofree char *dir = g_path_get_dirname (path);
  const char *first, *second;
  WyLibraryPage *page;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, claims_file, -1, NULL));
  /* its picture is drawn first (no other game has its rule, size and view), said */
  page = WY_LIBRARY_PAGE (wy_window_new_library_page (window));
  g_assert_false (wy_test_library_at_rest (page));
  g_assert_true (g_str_has_prefix (wy_test_child_text (page, WY_TYPE_LIBRARY_PAGE, "status"),
                                   "Drawing the boards: 0 of "));
  gtk_window_present (GTK_WINDOW (page));
  first = claim_text (page, "claims", 0);
  g_test_message ("before the check: %s", first);
  g_assert_true (g_str_has_prefix (first, "Holds (recorded): The P-positions (0,0)"));
  wy_test_wait_until (window, page_done, page);
  first = claim_text (page, "claims", 0);
  second = claim_text (page, "claims", 1);
  g_test_message ("checked: %s / %s", first, second);
  /* the claim's sentence runs on into the worker's detail, without its full stop */
  g_assert_true (g_str_has_prefix (first, "Holds: The P-positions (0,0), (1,2), (3,5) — "));
  g_assert_true (g_str_has_prefix (second, "False (the file records: Holds): The P-position"));
  g_assert_nonnull (strstr (second, "(4, 6)"));
  g_assert_null (claim_text (page, "claims", 2));
  /* the shipped games claim nothing */
  g_assert_null (claim_text (page, "wythoff", 0));
  g_assert_nonnull (strstr (wy_test_child_text (page, WY_TYPE_LIBRARY_PAGE, "status"),
                            "1 hold, 1 false"));
  gtk_window_destroy (GTK_WINDOW (page));
  /* opened again: the verdicts found are remembered (the thumbnails too), none checks */
  page = WY_LIBRARY_PAGE (wy_window_new_library_page (window));
  g_assert_true (wy_test_library_at_rest (page));
  g_assert_nonnull (strstr (wy_test_child_text (page, WY_TYPE_LIBRARY_PAGE, "status"),
                            "1 hold, 1 false"));
  g_assert_nonnull (picture (page, "claims"));
  second = claim_text (page, "claims", 1);
  g_assert_true (g_str_has_prefix (second, "False (the file records: Holds)"));
  gtk_window_destroy (GTK_WINDOW (page));
  g_assert_cmpint (g_unlink (path), ==, 0);
  wy_test_close_window (window);
}

/* A row opens its game at its size, view and step, and the library closes. */
static void
test_open (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  WyLibraryPage *page = open_library (window);
  GtkWidget *watch = GTK_WIDGET (page);
  GtkWidget *search;

  g_object_add_weak_pointer (G_OBJECT (watch), (gpointer *) &watch);
  wy_test_library_open (page, "wythoff");
  wy_test_wait_until (window, shows_rule, (gpointer) "wythoff");
  assert_shows (window, "wythoff", 40, "elimination", 3);
  g_assert_null (watch);  /* the library closed */
  page = open_library (window);
  wy_test_library_open (page, "mark");
  wy_test_wait_until (window, shows_rule, (gpointer) "mark:k=2");
  assert_shows (window, "mark:k=2", 100, "outcome", 0);
  /* Enter in the search opens the first game shown */
  page = open_library (window);
  search = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), WY_TYPE_LIBRARY_PAGE,
                                                     "search"));
  gtk_editable_set_text (GTK_EDITABLE (search), "two-pile");
  g_signal_emit_by_name (search, "activate");
  wy_test_wait_until (window, shows_rule, (gpointer) "nim");
  assert_shows (window, "nim", 30, "outcome", 0);
  g_assert_null (wy_test_find_toplevel (WY_TYPE_LIBRARY_PAGE));
  wy_test_close_window (window);
}

/* A game of three heaps opens as its cube's slice z = 0 (docs/spec.md, section 9), at the
 * file's size and view; its thumbnail is that slice. */
static void
test_open_heaps3 (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  WyLibraryPage *page = open_library (window);
  WySolution *slice, *cube = NULL;
  WyAxis axis = WY_AXIS_X;
  guint k = 99;

  WyThumbnailSpec spec = { WY_VIEW_OUTCOME, WY_STYLE_SCREEN, FALSE, 24, 96 };
  g_autoptr (WyGame) f3 = wy_game_parse ("fraenkel3", NULL);
  g_autoptr (WyGame) wythoff = wy_game_parse ("wythoff", NULL);
  g_autoptr (GBytes) a = NULL, b = NULL;
  int sa = 0, sb = 0;

  /* the thumbnail of a cube is its plane z = 0: for fraenkel3 Wythoff's game, cell for cell */
  a = wy_thumbnail_draw (f3, &spec, NULL, &sa);
  b = wy_thumbnail_draw (wythoff, &spec, NULL, &sb);
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_cmpint (sa, ==, sb);
  g_assert_true (g_bytes_equal (a, b));
  wy_test_wait_until (window, page_done, page);
  g_assert_nonnull (picture (page, "fraenkel3"));
  wy_test_library_open (page, "fraenkel3");
  wy_test_wait_until (window, shows_rule, (gpointer) "fraenkel3");
  assert_shows (window, "fraenkel3", 24, "elimination", 0);
  slice = (WySolution *) _wy_window_get_result (window);
  g_assert_nonnull (slice);
  g_assert_true (wy_solution_get_slice_of (slice, &axis, &k, &cube));
  g_assert_cmpint (axis, ==, WY_AXIS_Z);
  g_assert_cmpuint (k, ==, 0);
  g_assert_cmpuint (wy_board_get_heaps (wy_solution_get_board (cube)), ==, 3);
  /* the plane z = 0 of fraenkel3 is Wythoff's game: (1, 2) is P, (1, 1) N */
  g_assert_cmpint (wy_board_get_status (wy_solution_get_board (slice), 1, 2), ==, WY_STATUS_P);
  g_assert_cmpint (wy_board_get_status (wy_solution_get_board (slice), 1, 1), ==, WY_STATUS_N);
  wy_test_close_window (window);
}

/* ---- Save to Library ---- */

/* The Save to Library dialog the action opens: the modal window shown over from. */
static GtkWindow *
open_save_dialog (GtkWidget *from, const char *action)
{
  GList *windows;
  GtkWindow *dialog = NULL;

  g_assert_true (gtk_widget_activate_action (from, action, NULL));
  windows = gtk_window_list_toplevels ();
  for (GList *l = windows; l != NULL; l = l->next)
    if (gtk_window_get_transient_for (l->data) == GTK_WINDOW (from)
        && gtk_window_get_modal (l->data) && gtk_widget_get_visible (l->data))
      dialog = l->data;
  g_list_free (windows);
  g_assert_nonnull (dialog);
  return dialog;
}

/* Fill the dialog's Name (and Title, unless NULL) as a user types them, and press Save;
 * TRUE when the dialog saved and closed. */
static gboolean
save_as (GtkWindow *dialog, const char *name, const char *title)
{
  GtkWidget *watch = GTK_WIDGET (dialog);

  gtk_editable_set_text (GTK_EDITABLE (wy_test_field (dialog, "Name")), name);
  if (title != NULL)
    gtk_editable_set_text (GTK_EDITABLE (wy_test_field (dialog, "Title")), title);
  /* Save is the dialog's default: the button Enter in a field presses */
  g_object_add_weak_pointer (G_OBJECT (watch), (gpointer *) &watch);
  wy_test_click (gtk_window_get_default_widget (dialog));
  if (watch != NULL)
    g_object_remove_weak_pointer (G_OBJECT (watch), (gpointer *) &watch);
  return watch == NULL;
}

static guint
user_files (void)
{
  g_autofree char *dir = wy_library_user_dir ();

  return g_file_test (dir, G_FILE_TEST_IS_DIR) ? dir_count (dir) : 0;
}

static void
assert_saved (const char *name, const char *rule, guint size, const char *view, guint step,
              const char *title)
{
  g_autofree char *path = user_file (name);
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGameFile) file = wy_game_file_load (path, &error);
  g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
  g_autoptr (WyGame) loaded = NULL;

  g_assert_no_error (error);
  loaded = wy_game_file_get_game (file);
  g_assert_true (wy_game_equal (loaded, game));
  g_assert_cmpstr (wy_game_file_get_name (file), ==, name);
  g_assert_cmpuint (wy_game_file_get_size (file), ==, size);
  g_assert_cmpstr (wy_game_file_get_view (file), ==, view);
  g_assert_cmpuint (wy_game_file_get_step (file), ==, step);
  g_assert_cmpstr (wy_game_file_get_title (file), ==, title);
}

/* A refused save leaves one message in the dialog and nothing in the user's folder. */
static void
assert_refused (GtkWindow *dialog, const char *name, const char *says)
{
  guint before = user_files ();

  g_assert_false (save_as (dialog, name, NULL));
  g_test_message ("“%s”: %s", name, wy_test_shown_error (dialog));
  g_assert_nonnull (wy_test_shown_error (dialog));
  g_assert_nonnull (strstr (wy_test_shown_error (dialog), says));
  g_assert_null (strchr (wy_test_shown_error (dialog), '\n'));
  g_assert_cmpuint (user_files (), ==, before);
}

/* An empty name: Save is insensitive, Enter in the field does nothing; typing again clears
 * the message. */
static void
assert_empty_refused (GtkWindow *dialog)
{
  GtkWidget *name = wy_test_field (dialog, "Name");
  guint before = user_files ();

  g_assert_nonnull (wy_test_shown_error (dialog));  /* the message of the name before */
  gtk_editable_set_text (GTK_EDITABLE (name), "");
  g_assert_null (wy_test_shown_error (dialog));
  g_assert_false (gtk_widget_get_sensitive (gtk_window_get_default_widget (dialog)));
  /* Enter in a field of activates-default */
  g_assert_true (gtk_widget_activate_action (name, "default.activate", NULL));
  wy_test_drain ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_null (wy_test_shown_error (dialog));
  g_assert_cmpuint (user_files (), ==, before);
}

/* The window's own rule, size, view and step saved under a name the user gives; refused:
 * a name that is not one, a name taken. */
static void
test_save (void)
{
  const char *rule = "moves:rule=(min(dx,dy)<2||abs(dx-dy)<1)";
  WyWindow *window = wy_test_open_window (1000, 700);
  GtkWindow *dialog;
  g_autofree char *path = user_file ("my-rule");
  g_autofree char *before = NULL, *after = NULL;

  wy_test_set_rule (window, rule);
  g_object_set (window, "board-size", 50, "view", "elimination", NULL);
  wy_test_wait_until (window, shows_rule, (gpointer) rule);
  g_object_set (window, "step", 2, NULL);
  dialog = open_save_dialog (GTK_WIDGET (window), "win.save-to-library");
  assert_refused (dialog, "My Rule!", "My Rule!");
  /* a name that is a rule of its own opens that rule wherever a game is read: refused */
  assert_refused (dialog, "nim", "'nim' is the rule nim");
  assert_empty_refused (dialog);
  g_assert_true (save_as (dialog, "my-rule", "My own rule"));
  assert_saved ("my-rule", rule, 50, "elimination", 2, "My own rule");
  g_assert_nonnull (strstr (wy_test_window_news (window), "my-rule"));
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  /* the name is taken now: the file stays as it was */
  wy_test_set_rule (window, "nim");
  dialog = open_save_dialog (GTK_WIDGET (window), "win.save-to-library");
  assert_refused (dialog, "my-rule", "my-rule");
  /* the way out said: another name, or Replace (shown for a name taken, pressed here) */
  g_assert_nonnull (strstr (wy_test_shown_error (dialog), "another name"));
  g_assert_nonnull (wy_test_shown_button (dialog, "_Replace"));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  gtk_editable_set_text (GTK_EDITABLE (wy_test_field (dialog, "Name")), "my-rule2");
  g_assert_null (wy_test_shown_button (dialog, "_Replace"));  /* another name: nothing to replace */
  assert_refused (dialog, "my-rule", "my-rule");
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  wy_test_click (wy_test_shown_button (dialog, "_Replace"));
  g_assert_null (dialog);  /* saved and closed */
  g_clear_pointer (&after, g_free);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_nonnull (strstr (after, "Rule=nim\n"));
  wy_test_close_window (window);
}

/* Saved from the library's own button: the list shows the new file, the user's. */
static void
test_save_from_library (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  WyLibraryPage *page;
  GtkWindow *dialog;
  g_autofree char *names = NULL;

  wy_test_set_rule (window, "wyt:a=2,b=3");
  page = open_library (window);
  dialog = open_save_dialog (GTK_WIDGET (page), "library.save");
  g_assert_true (save_as (dialog, "wyt-2-3", NULL));
  assert_search (page, "wyt:a=2,b=3", "wyt-2-3");
  wy_test_library_search (page, "");
  names = shown_names (page);
  g_assert_nonnull (strstr (names, "wyt-2-3"));
  g_assert_null (strstr (strstr (names, "wyt-2-3") + 1, "wyt-2-3"));
  /* the list holds the new rows only, one per file */
  {
    g_autoptr (GPtrArray) files = wy_library_list (NULL);
    GtkWidget *list = wy_test_child (page, WY_TYPE_LIBRARY_PAGE, "list");
    guint n_rows = 0;

    for (GtkWidget *c = gtk_widget_get_first_child (list); c; c = gtk_widget_get_next_sibling (c))
      n_rows += GTK_IS_LIST_BOX_ROW (c);
    g_assert_cmpuint (n_rows, ==, files->len);
  }
  wy_test_wait_until (window, page_done, page);
  g_assert_nonnull (picture (page, "wyt-2-3"));
  wy_test_library_open (page, "wyt-2-3");
  wy_test_wait_until (window, shows_rule, (gpointer) "wyt:a=2,b=3");
  wy_test_close_window (window);
}

/* ---- a game file opened: command line, the desktop, a drop ---- */

typedef struct {
  WyApplication *app;
  const char    *rule;
  char          *shown;  /* what the window showed: "rule size view step", "undo" and the
                          * number of changes it can undo */
} RunCheck;

/* While the application runs: once its window shows the game, note what it shows and close. */
static gboolean
check_and_close (gpointer data)
{
  RunCheck *check = data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (check->app));
  g_autofree char *rule = NULL, *view = NULL;
  guint size, step;

  if (window == NULL || !shows_rule (WY_WINDOW (window), (gpointer) check->rule))
    return G_SOURCE_CONTINUE;
  g_object_get (window, "rule", &rule, "board-size", &size, "view", &view, "step", &step, NULL);
  check->shown = g_strdup_printf ("%s %u %s %u undo %u", rule, size, view, step,
                                  WY_WINDOW (window)->undo_states->len);
  gtk_window_destroy (window);
  return G_SOURCE_REMOVE;
}

/* Run the application (of its own, not unique) on a command line; what its window showed
 * of rule (NULL: the run opens no window). */
static int
run_app (int argc, char **argv, const char *rule, char **shown)
{
  g_autoptr (WyApplication) app = wy_application_new ();
  RunCheck check = { app, rule, NULL };
  guint id = 0;
  int status;

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app))
                           | G_APPLICATION_NON_UNIQUE);
  if (rule != NULL)
    id = g_timeout_add (20, check_and_close, &check);
  status = g_application_run (G_APPLICATION (app), argc, argv);
  if (id != 0 && check.shown == NULL)
    g_source_remove (id);
  *shown = check.shown;
  return status;
}

/* wythoff-lattice FILE.wygame opens it (and --size still applies). The window's history
 * starts at what it opens with: nothing to undo (undo brought back the game saved from the
 * last run, which this run never showed). A missing or bad game file: status 2, and the
 * window says why (test-desktop-actions.c, /gui/desktop/command-line-bad-file). */
static void
test_command_line (void)
{
  g_autofree char *file = g_build_filename (games_dir, "wythoff.wygame", NULL);
  char *argv[] = { (char *) "wythoff-lattice", file, NULL };
  char *sized[] = { (char *) "wythoff-lattice", file, (char *) "--size", (char *) "20", NULL };
  char *rule[] = { (char *) "wythoff-lattice", (char *) "nim", NULL };
  char *shown = NULL;

  g_assert_cmpint (run_app (2, argv, "wythoff", &shown), ==, 0);
  g_assert_cmpstr (shown, ==, "wythoff 40 elimination 3 undo 0");
  g_clear_pointer (&shown, g_free);
  g_assert_cmpint (run_app (4, sized, "wythoff", &shown), ==, 0);
  g_assert_cmpstr (shown, ==, "wythoff 20 elimination 3 undo 0");
  g_clear_pointer (&shown, g_free);
  /* a rule: the size and view saved by the run before, nothing to undo */
  g_assert_cmpint (run_app (2, rule, "nim", &shown), ==, 0);
  g_assert_true (g_str_has_prefix (shown, "nim ") && g_str_has_suffix (shown, " undo 0"));
  g_clear_pointer (&shown, g_free);
}

/* wythoff-lattice NAME opens the library's game of that name as its file would open: its
 * game, view and size; a word that names no game and is no rule is refused, status 2. */
static void
test_command_line_name (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("fraenkel:a=2", NULL);
  g_autoptr (WyGameFile) file = wy_game_file_new (game, "two-wythoff");
  g_autoptr (WyGameFile) found = NULL;
  g_autofree char *path = NULL;
  char *named[] = { (char *) "wythoff-lattice", (char *) "two-wythoff", NULL };
  char *unknown[] = { (char *) "wythoff-lattice", (char *) "two-wythof", NULL };
  char *shown = NULL;

  g_assert_true (wy_game_file_set_view (file, "outcome", NULL));
  g_assert_true (wy_game_file_set_size (file, 50, NULL));
  path = wy_library_add (file, TRUE, NULL);
  g_assert_nonnull (path);
  found = wy_library_find ("two-wythoff");
  g_assert_nonnull (found);
  g_assert_cmpstr (wy_game_file_get_name (found), ==, "two-wythoff");
  g_assert_null (wy_library_find ("two-wythof"));
  g_assert_null (wy_library_find ("fraenkel:a=2"));
  g_assert_cmpint (run_app (2, named, "fraenkel:a=2", &shown), ==, 0);
  g_assert_cmpstr (shown, ==, "fraenkel:a=2 50 outcome 0 undo 0");
  g_clear_pointer (&shown, g_free);
  g_assert_cmpint (run_app (2, unknown, NULL, &shown), ==, 2);
  g_assert_null (shown);
  g_assert_cmpint (g_remove (path), ==, 0);
}

/* The desktop hands over files (GApplication's open): a game file opens, in a new window
 * whose history starts at it (nothing to undo: the window's first game, saved by the run
 * before, was never shown); so does one dropped on the window, one step (game and size
 * together) that undo takes back; a bad one is refused naming the file. */
static void
test_open_and_drop (void)
{
  g_autoptr (WyApplication) app = wy_application_new ();
  g_autofree char *nim = g_build_filename (games_dir, "nim.wygame", NULL);
  g_autofree char *mark = g_build_filename (games_dir, "mark.wygame", NULL);
  g_autofree char *bad = g_build_filename (tmp_dir, "bad.wygame", NULL);
  g_autoptr (GFile) nim_file = g_file_new_for_path (nim);
  g_autoptr (GError) error = NULL;
  WyWindow *window;

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app))
                           | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_application_open (G_APPLICATION (app), &nim_file, 1, "");
  window = WY_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  wy_test_wait_until (window, shows_rule, (gpointer) "nim");
  assert_shows (window, "nim", 30, "outcome", 0);
  g_assert_cmpuint (window->undo_states->len, ==, 0);
  g_assert_true (wy_test_drop_file (window, mark));
  wy_test_wait_until (window, shows_rule, (gpointer) "mark:k=2");
  assert_shows (window, "mark:k=2", 100, "outcome", 0);
  /* one step (the game and its size came together), and undo brings back what was shown */
  g_assert_cmpuint (window->undo_states->len, ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wy_test_wait_until (window, shows_rule, (gpointer) "nim");
  assert_shows (window, "nim", 30, "outcome", 0);
  g_assert_true (g_file_set_contents (bad, "[Game]\nVersion=99\n", -1, NULL));
  g_assert_false (wy_test_drop_file (window, bad));
  g_test_message ("%s", wy_test_window_error (window));
  g_assert_nonnull (strstr (wy_test_window_error (window), "bad.wygame"));
  gtk_window_destroy (GTK_WINDOW (window));
  wy_test_drain ();
}

/* ---- narrow and German ---- */

static void
test_narrow (gconstpointer german)
{
  WyWindow *window;
  WyLibraryPage *page;
  GtkWindow *dialog;

  if (german)
    wy_test_use_german (tmp_dir);
  window = wy_test_open_window (360, 700);
  page = wy_test_open_narrow (window, "win.library", WY_TYPE_LIBRARY_PAGE);
  wy_test_wait_until (window, page_done, page);
  wy_test_drain ();
  wy_test_assert_not_clipped (GTK_WIDGET (page), GTK_WIDGET (page));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (page)), ==,
                   german ? "Spielbibliothek" : "Game Library");
  dialog = open_save_dialog (GTK_WIDGET (page), "library.save");
  wy_test_wait_until (window, wy_test_shown, dialog);
  wy_test_drain ();
  g_test_message ("the save dialog: %d px", gtk_widget_get_width (GTK_WIDGET (dialog)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=, 360);
  wy_test_assert_not_clipped (GTK_WIDGET (dialog), GTK_WIDGET (dialog));
  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (page));
  wy_test_close_window (window);
  if (german)
    wy_test_use_english ();
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  int status;

  tmp_dir = g_dir_make_tmp ("wy-test-library-XXXXXX", &error);
  g_assert_no_error (error);
  data = g_build_filename (tmp_dir, "data", NULL);
  games_dir = g_build_filename (tmp_dir, "games", NULL);
  g_assert_cmpint (g_mkdir_with_parents (games_dir, 0700), ==, 0);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("WY_GAMES_DIR", games_dir, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  write_shipped ();

  g_test_add_func ("/gui/library/search", test_search);
  g_test_add_func ("/gui/library/problems", test_problems);
  g_test_add_func ("/gui/library/thumbnails", test_thumbnails);
  g_test_add_func ("/gui/library/thumbnail-at-cap", test_thumbnail_at_cap);
  g_test_add_func ("/gui/library/claims", test_claims);
  g_test_add_func ("/gui/library/open", test_open);
  g_test_add_func ("/gui/library/open-heaps3", test_open_heaps3);
  g_test_add_func ("/gui/library/save", test_save);
  g_test_add_func ("/gui/library/save-from-library", test_save_from_library);
  g_test_add_func ("/gui/library/command-line", test_command_line);
  g_test_add_func ("/gui/library/command-line-name", test_command_line_name);
  g_test_add_func ("/gui/library/open-and-drop", test_open_and_drop);
  g_test_add_data_func ("/gui/library/narrow", NULL, test_narrow);
  g_test_add_data_func ("/gui/library/narrow-german", "de", test_narrow);
  status = g_test_run ();
  rm_rf (tmp_dir);
  g_free (games_dir);
  g_free (tmp_dir);
  return status;
}
