/* wy-test-widgets.h: what the widget tests read of the app's widgets, as a user sees them:
 * their template children (gtk_widget_get_template_child) and the widgets built in code
 * (found in their trees) through public GTK API, their properties, and the window's state
 * that the tests share the header of. */
#pragma once

#include <gtk/gtk.h>

#include "wy-window-private.h"
#include "wy-app-testing.h"
#include "wy-numeration-panel.h"
#include "wy-sum-panel.h"
#include "wy-automaton-panel.h"
#include "wy-limit-window.h"
#include "wy-library-page.h"

G_BEGIN_DECLS

/* A template child of widget (of the template of type), by its id; fails the test without. */
GtkWidget  *wy_test_child             (gpointer widget, GType type, const char *id);
/* The text of the label that is that template child. */
const char *wy_test_child_text        (gpointer widget, GType type, const char *id);
/* The text of every label in widget's tree, in tree order, each followed by a newline,
 * appended to all. */
void        wy_test_collect_text      (GtkWidget *widget, GString *all);
/* A guint property of object. */
guint       wy_test_get_uint          (gpointer object, const char *property);

/* The window: the error shown under the board (NULL without), the news in its toast (NULL
 * without), the play bar's message, the count of finished solves ("solve-serial"). */
const char *wy_test_window_error      (WyWindow *window);
/* The window's drop target (fails the test without); the window's rule is want. */
GtkDropTarget *wy_test_drop_target    (WyWindow *window);
void        wy_test_assert_rule       (WyWindow *window, const char *want);
const char *wy_test_window_news       (WyWindow *window);
const char *wy_test_play_message      (WyWindow *window);
/* text as read aloud or copied: a no-break space as a space (the labels keep "(2, 3)" whole) */
const char *wy_test_plain_spaces      (const char *text);
/* What Copy puts on the clipboard from a selectable label, all of it selected (free it). */
char       *wy_test_label_copied      (GtkWidget *label);
/* Does label's text, laid out width px wide, break a line inside a position "(6, 11)"? */
gboolean    wy_test_breaks_a_pair     (GtkWidget *label, int width);
guint       wy_test_solve_serial      (WyWindow *window);
/* A part of a game of three heaps: "bar" (the slice bar), "axis", "scale", "label",
 * "toggle" (its widgets in order), "stack" (the board and the cube), "cube-view". */
GtkWidget  *wy_test_heaps3_part       (WyWindow *window, const char *name);

/* The board: its layout now, its keyboard cursor (FALSE when hidden), the step it shows,
 * the board it draws, and the smallest text the interface's font allows (0.8 of it, at
 * least 10 px). */
void        wy_test_board_layout      (WyBoardView *view, WyLayout *layout);
/* Click the centre of cell (x, y) as the board view lays it out now. */
void        wy_test_click_cell        (WyWindow *window, guint x, guint y);
gboolean    wy_test_board_cursor      (WyBoardView *view, WyPos *pos);
guint       wy_test_board_step        (WyBoardView *view);
WyBoard    *wy_test_board_shown       (WyBoardView *view);
double      wy_test_min_font          (GtkWidget *widget);

/* The game's controls: a parameter's spin button (NULL when the family lacks it), the rule
 * entry. */
GtkWidget  *wy_test_param_spin        (WyGameControls *controls, WyParam param);
GtkWidget  *wy_test_rule_entry        (WyGameControls *controls);

/* The inspector: the band's text; show the band of a Grundy class (-1: none); the shown
 * position's Grundy and period lines (NULL when hidden); its status label; the moves it
 * lists (an array of WyPos); its numeration panel. */
const char *wy_test_band_text         (WyInspector *inspector);
void        wy_test_set_band_class    (WyInspector *inspector, int value);
const char *wy_test_grundy_text       (WyInspector *inspector);
const char *wy_test_period_text       (WyInspector *inspector);
GtkWidget  *wy_test_status_label      (WyInspector *inspector);
GArray     *wy_test_listed_moves      (WyInspector *inspector);
WyNumerationPanel *wy_test_numeration_panel (WyInspector *inspector);
/* The numeration panel's label of a part; whether it shows a disagreement (marked in the
 * theme's error style). */
GtkWidget  *wy_test_numeration_label  (WyNumerationPanel *panel, WyNumerationPanelPart part);
gboolean    wy_test_numeration_disagrees (WyNumerationPanel *panel);

/* Where the labels of a window's fields are (those naming a field by mnemonic, both
 * shown): TRUE when each is above its field, FALSE when each is beside it (left of it, on
 * its line); fails the test for a mixture or when no label names a field. */
gboolean    wy_test_labels_above      (GtkWidget *top);

/* A dialog's widgets as a user finds them: the field a label with this text names (its
 * mnemonic widget; the text without the mnemonic's "_"), failing the test without; the
 * message it shows in the error style (a label of the "error" class, shown), or NULL;
 * a click on a button, which must be shown and sensitive (fails the test otherwise). */
GtkWidget  *wy_test_field             (gpointer top, const char *label);
const char *wy_test_shown_error       (gpointer top);
/* The button shown in top's tree whose label is label ("_Replace"), or NULL. */
GtkWidget  *wy_test_shown_button      (gpointer top, const char *label);
void        wy_test_click             (GtkWidget *button);

/* The shortcut of a shortcut controller of widget (its class's key bindings among them) that
 * takes a key ("Escape", "<Control>plus"; any of its alternatives), or NULL; signals: FALSE
 * leaves out GTK's own key bindings, which emit signals (a window's arrows move the focus). */
GtkShortcut *wy_test_find_shortcut    (GtkWidget *widget, const char *accel, gboolean signals);
/* What a shortcut controller of widget (its class's key bindings among them) does with a
 * key ("Escape"): the name of the action it activates ("window.close"), "::" and the name of
 * a signal it emits ("::close"), "" for another action; NULL when no controller takes it. */
char       *wy_test_key_action        (GtkWidget *widget, const char *accel);

/* The Game Library: the rows its list shows (GtkListBoxRow, the search hides the others),
 * in order (transfer container); the first row shown of this game name, or NULL; a row's
 * name (its "name · rule" line's first part), its picture (the paintable of its image, NULL
 * before it is drawn), the text of its claim i (a label after the name line with its
 * verdict in bold), or NULL. */
GPtrArray  *wy_test_library_rows      (gpointer page);
GtkWidget  *wy_test_library_row       (gpointer page, const char *name);
char       *wy_test_library_row_name  (GtkWidget *row);
GdkPaintable *wy_test_library_picture (GtkWidget *row);
const char *wy_test_library_claim     (GtkWidget *row, guint i);
/* Open the row shown of this game name as a user does (activated: a click, or Enter);
 * fails the test without. Search as a user types in the search field, until the list
 * follows. */
void        wy_test_library_open      (gpointer page, const char *name);
void        wy_test_library_search    (gpointer page, const char *text);
/* Does the library's status line say no work is under way (hidden, or not ending in "…"
 * as "Drawing the boards: 2 of 4…" and "Checking the claims: 3 of 8…" do)? */
gboolean    wy_test_library_at_rest   (gpointer page);

/* The Sum panel's lines (components, result, moves, refusal), newly allocated. */
char       *wy_test_sum_text          (WySumPanel *panel);
guint       wy_test_sum_n_components  (WySumPanel *panel);
/* The Automaton panel's answer; whether it has an automaton (to save); choose its
 * numeration system by index. */
const char *wy_test_automaton_text    (WyAutomatonPanel *panel);
gboolean    wy_test_automaton_found   (WyAutomatonPanel *panel);
void        wy_test_automaton_system  (WyAutomatonPanel *panel, guint index);
/* The limit plot's "summary" (valid while the window lives). */
const char *wy_test_limit_summary     (WyLimitWindow *plot);

G_END_DECLS
