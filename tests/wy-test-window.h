/* wy-test-window.h: helpers the widget tests share: open a window, wait for it, change its game. */
#pragma once

#include <gtk/gtk.h>

#include "wy-window-private.h"
#include "wy-export-dialog.h"
#include "wy-test-widgets.h"

G_BEGIN_DECLS

/* Fail a test that waits longer than this for the window. */
#define WY_TEST_TIMEOUT_MS 60000

typedef gboolean (*WyTestCondition) (WyWindow *window, gpointer data);

/* Run the main loop until cond holds; fail the test after the timeout. */
void      wy_test_wait_until     (WyWindow *window, WyTestCondition cond, gpointer data);
/* Conditions: solved after the serial given (GUINT_TO_POINTER); idle with
 * a board drawn. */
gboolean  wy_test_solved_since   (WyWindow *window, gpointer serial);
gboolean  wy_test_idle_and_drawn (WyWindow *window, gpointer data);
/* Handle whatever is pending, then run the main loop until the frame clock of widget
 * (mapped) has painted a frame begun after that: whatever changed is laid out as the user
 * sees it (a layout waits for the next frame, which a drain may not reach on a loaded
 * machine). */
void      wy_test_wait_frame     (GtkWidget *widget);
/* Handle whatever is pending, a few rounds. */
void      wy_test_drain          (void);
/* A new window at the default settings (the memory backend keeps what the
 * previous window saved), presented and drawn. */
WyWindow *wy_test_open_window    (int width, int height);
void      wy_test_close_window   (WyWindow *window);
/* Change the game through the window's action and wait for the new board. */
void      wy_test_set_rule       (WyWindow *window, const char *rule);
/* The board size, then the game, each waited for until solved, idle and drawn. */
void      wy_test_show_game      (WyWindow *window, const char *rule, guint size);
/* Write the figure the Export dialog makes of what the window shows (the
 * format from the file's extension), without asking: wy_test_export(). */
void      wy_test_write_figure   (WyWindow *window, const char *path);
/* What the board's key controller does with a key press (its own signal);
 * fails unless the board takes the key. */
void      wy_test_send_key       (WyWindow *window, guint keyval);
/* The same for any widget's key controllers. */
void      wy_test_send_key_to    (GtkWidget *widget, guint keyval);
/* A template child of the Export dialog, by its id. */
GtkWidget *wy_test_dialog_child  (WyExportDialog *dialog, const char *name);
/* Conditions on an Export dialog (data): its export has made progress; it has ended. */
gboolean  wy_test_export_started (WyWindow *window, gpointer dialog);
gboolean  wy_test_export_ended   (WyWindow *window, gpointer dialog);
/* Export as the dialog's Export does once a file is chosen (its worker, the window's news
 * and Recent Figures, the dialog closed), and wait until it is written; fails when the
 * dialog refuses, with its message. */
void      wy_test_export         (WyExportDialog *dialog, const char *path);

/* The entries the window's Keyboard Shortcuts window shows (GtkShortcutsShortcut, borrowed:
 * their "title" and "accelerator", GTK's keys separated by spaces), in their order. */
GPtrArray *wy_test_shown_shortcuts (WyWindow *window);

/* A toplevel window of this type (not a reference), or NULL. */
gpointer  wy_test_find_toplevel  (GType type);
/* The board size the window's header shows (its "board-size"). */
guint     wy_test_board_size     (WyWindow *window);
/* Condition: the side panel shows the text of a class's band. */
gboolean  wy_test_band_shown     (WyWindow *window, gpointer data);
/* The text of a PDF (pdftotext, of poppler-utils, a test package). */
char      *wy_test_pdf_text      (const char *path);
/* The board the window shows, drawn as its board view draws it (its size and layout) with
 * options (the view's, wy_board_view_get_options, changed by the caller); layout: the
 * view's, when not NULL. */
cairo_surface_t *wy_test_draw_board (WyWindow *window, const WyRenderOptions *options,
                                     WyLayout *layout);

G_END_DECLS
