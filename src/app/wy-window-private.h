/* wy-window-private.h: the window's state, shared by its source files, and what each of them
 * offers those above it (the widget tests read it too). */
#pragma once

#include "wy-window.h"
#include "wy-board-view.h"
#include "wy-game-controls.h"
#include "wy-sum-panel.h"
#include "wy-inspector.h"
#include "wy-solution-private.h"
#include "wy-play.h"
#include "wy-export.h"
#include "wy-export-dialog.h"
#include "wy-table.h"

G_BEGIN_DECLS

typedef struct _WyHeaps3 WyHeaps3;

/* A state of undo and redo: the game and size as "size rule", and the step
 * and cell the user had there, given back with it. */
typedef struct {
  char     *state;
  guint     step;
  gboolean  has_selection;
  WyPos     selection;
} WyHistoryEntry;

struct _WyWindow {
  AdwApplicationWindow parent_instance;

  GSettings       *settings;
  WyGame          *game;          /* what the controls ask for */
  guint            size;
  guint            user_size;     /* the size asked for; size is less where the game caps it */
  gboolean         clamping;      /* size follows the game's cap, not the user */
  gboolean         saved_rule_unread; /* the settings' rule does not read: kept, not overwritten */
  WyView           view;
  WyStyle          style;
  double           speed;
  gboolean         show_lines;
  gboolean         show_grid;
  guint            grundy_top;    /* beyond the dense Grundy cap: the classes 0..grundy_top */

  WySolution   *result;        /* what is shown: the "solution" property */
  gboolean         has_selection; /* the "selection" property */
  gboolean         told_pending;  /* the selection is read out when its report comes */
  gboolean         classes_shown; /* "classes-shown", "band-shown": the inspector's */
  gboolean         band_shown;    /* controls the view offers (bound to it) */
  WyPos            selection;
  GCancellable    *cancellable;   /* of the solve under way */
  guint            progress_timeout;
  guint            solve_idle;
  guint            solve_serial;  /* "solve-serial": bumped per finished solve */
  gint64           change_time;   /* monotonic time of the change being solved */
  gboolean         showing_quick; /* the board is the quick one; the full solve runs */

  guint            step;          /* 1..n_steps, 0 without a board */
  gboolean         playing;
  guint            tick_id;
  gint64           last_advance;  /* frame time of the last step while playing */

  gboolean         has_pending;   /* an opened figure's step and selection, or the last run's */
  gboolean         pending_saved; /* they are the last run's (the settings'), for its game */
  guint            pending_step;
  gboolean         pending_has_selection;
  WyPos            pending_selection;

  gboolean         play_mode;
  gboolean         play_started;  /* a game is on and the player is to move */
  WyPlayRecord    *play_record;   /* the game played (NULL: none) */
  gboolean         play_hints;    /* in play, the board draws the winning moves all the same */

  gboolean         narrow;        /* the layout for a narrow window */
  gboolean         info_in_row;   /* narrow, with the step's text, speed and view on one row */
  gboolean         controls_aside; /* the game's controls in the side panel, not the header */
  int              layout_width;  /* the width the layout was chosen for (0: choose anew) */
  int              wide_min;      /* the minimum widths of the wide and narrow layouts */
  int              aside_min;     /* ... and of the wide one with the controls aside */
  int              narrow_min;
  AdwToast        *toast;         /* the news shown (not a reference) */
  AdwToast        *size_toast;    /* "the board size was reduced", while it holds */
  GPtrArray       *undo_states;   /* WyHistoryEntry: the games and sizes before this one,
                                     the latest last */
  GPtrArray       *redo_states;   /* WyHistoryEntry: those undone, the latest last */
  char            *history_state; /* the game and size the history knows as current */
  gboolean         restoring;     /* an undo or redo is changing them */
  gboolean         rule_kept;     /* a rule typed was kept as the game changed: news to say */
  gboolean         act_error;     /* the message shown is a one-off act's (wy-window-feedback.c) */
  gboolean         note_shown;    /* the message names the game and size shown (a game file's) */
  gboolean         view_said;     /* the message says why the view asked is not shown */

  /* template children */
  GtkWidget       *header_bar;
  GtkWidget       *window_title;
  GtkWidget       *game_box;
  GtkWidget       *flap_button;
  GtkWidget       *toast_overlay;
  GtkWidget       *flap;
  GtkWidget       *narrow_game_slot;
  GtkWidget       *animation_bar;
  GtkWidget       *step_info;
  GtkWidget       *speed_label;
  GMenu           *recent_section;
  WyGameControls  *game_controls;
  GtkWidget       *size_spin;
  GtkAdjustment   *size_adjustment;
  GtkWidget       *view_drop_down;
  GtkWidget       *error_bar;
  GtkWidget       *error_label;
  GtkWidget       *offer_button;  /* "Use N": the size the core allows */
  GtkWidget       *play_bar;
  GtkWidget       *play_label;
  GtkWidget       *play_record_label;
  GtkWidget       *play_first_button;
  GtkWidget       *play_take_back_button;
  GtkWidget       *play_let_move_button;
  GtkWidget       *play_redo_button;
  GtkWidget       *play_buttons;
  GtkWidget       *play_hints_button;
  GtkWidget       *progress_revealer;
  GtkWidget       *progress_label;
  GtkWidget       *progress_bar;
  WyBoardView     *board_view;
  WyInspector     *inspector;
  WySumPanel      *sum_panel;
  GtkWidget       *play_button;
  GtkWidget       *step_scale;
  GtkAdjustment   *step_adjustment;
  GtkWidget       *step_label;
  GtkAdjustment   *speed_adjustment;
  GtkWidget       *hover_label;
  GtkWidget       *zoom_label;
  GtkWidget       *primary_menu_button;
  guint            refocus_idle;
  guint            focus_lost_idle; /* the keys back to the board once the focus is lost */
  GtkWidget       *close_question; /* "Stop the export and quit?" while it is asked (weak) */
  WyHeaps3        *heaps3;        /* a game of three heaps: the cube, its slice (wy-window-heaps3.c) */
};

/* A game of three heaps (wy-window-heaps3.c): the cube solved, the slice of it that the board
 * shows, and the slice bar and 3-D view that choose it. */
struct _WyHeaps3 {
  WySolution    *cube;        /* the solved cube; NULL for a game of one or two heaps */
  WyAxis         axis;        /* the slice shown: axis = k */
  guint          k;
  gboolean       updating;    /* the bar follows the state: no feedback */
  GtkWidget     *bar;
  GtkWidget     *axis_drop;
  GtkWidget     *scale;
  GtkAdjustment *adjustment;
  GtkWidget     *slice_label;
  GtkWidget     *view_toggle;
  GtkWidget     *stack;
  GtkWidget     *cube_view;
  gboolean       figure_pending; /* an opened figure's view, once its cube is there: */
  gboolean       figure_cube;    /* the 3-D view (else the slice) */
};

enum {
  WY_WINDOW_PROP_0,
  WY_WINDOW_PROP_RULE,
  WY_WINDOW_PROP_BOARD_SIZE,
  WY_WINDOW_PROP_VIEW,
  WY_WINDOW_PROP_STYLE,
  WY_WINDOW_PROP_SPEED,
  WY_WINDOW_PROP_SHOW_LINES,
  WY_WINDOW_PROP_SHOW_GRID,
  WY_WINDOW_PROP_STEP,
  WY_WINDOW_PROP_PLAYING,
  WY_WINDOW_PROP_PLAY_MODE,
  WY_WINDOW_PROP_PLAY_RECORD,
  WY_WINDOW_PROP_PLAY_HINTS,
  WY_WINDOW_PROP_SOLVE_SERIAL,
  WY_WINDOW_PROP_GRUNDY_CLASSES,
  WY_WINDOW_PROP_SOLUTION,
  WY_WINDOW_PROP_SELECTION,
  WY_WINDOW_PROP_CLASSES_SHOWN,
  WY_WINDOW_PROP_BAND_SHOWN,
  WY_WINDOW_N_PROPS
};

/* The window's source files stand in layers, from the ground up in the order of the sections
 * below: each calls only those before it. Above them stand wy-window-library.c (declared in
 * wy-window-library.h) and, at the top, wy-window.c, which sets each part up. */

/* wy-window-state.c: the state that every part reads */
extern GParamSpec *wy_window_properties[WY_WINDOW_N_PROPS];

WyBoard *_wy_window_get_board         (WyWindow *self);
gboolean _wy_window_is_solving        (WyWindow *self);
/* The solved result the window shows (NULL before the first). Parts of the
 * window follow it by connecting to "notify::solve-serial", which is
 * notified once for every new result, after it is in place: the board and
 * the inspector, the steps, play, and any panel added later. */
const WySolution *_wy_window_get_result (WyWindow *self);
/* The selected cell (NULL: none), read out once the inspector has its report. */
void     _wy_window_select            (WyWindow *self, const WyPos *pos);
/* The inspector's report changed: the board's arrows from it (none while it is worked out;
 * a cube's slice keeps its own), and the position read out (wy-window-state.c). */
void     _wy_window_report_changed    (WyWindow *self);
void     _wy_window_show_selection_moves (WyWindow *self);
gboolean _wy_window_heaps3_active     (WyWindow *self);  /* a cube is shown */
/* The cube shown (NULL: none). */
WySolution *_wy_window_heaps3_get_cube (WyWindow *self);

/* wy-window-feedback.c: the message bar, toasts, a size offered, a failed solve, the message
 * of a one-off act */
void     _wy_window_show_error        (WyWindow *self, const char *message);
void     _wy_window_show_message      (WyWindow *self, GtkMessageType type, const char *message);
void     _wy_window_hide_message      (WyWindow *self);
void     _wy_window_hide_error        (WyWindow *self); /* only an error, not a warning */
/* Transient news, as a toast; returns it (not a reference). */
AdwToast *_wy_window_toast            (WyWindow *self, const char *title);
/* Seconds a toast shows: libadwaita's 5; 0, until dismissed (the tests set it before their first
 * window: news given while a window is built, a size restored beyond the game's cap, timed out
 * before a slow first solve ended and the test read it). */
extern guint _wy_window_toast_timeout;
/* The news of a rule typed that a game just replaced in the field (kept by wy-window.c). */
void     _wy_window_say_rule_kept     (WyWindow *self);
/* What a screen reader is to hear after a key, as the description of the board or the 3-D
 * view when it has the focus (GTK 4.8 has no announcement); the toasts' news goes there. */
void     _wy_window_tell              (WyWindow *self, const char *text);
void     _wy_window_feedback_class_init (GtkWidgetClass *widget_class);
void     _wy_window_feedback_init     (WyWindow *self);
/* The error bar's button "Use N" (0: none); a toast's. */
void     _wy_window_offer_size        (WyWindow *self, guint size);
void     _wy_window_toast_offer_size  (WyWindow *self, AdwToast *toast, guint size);
/* An opened figure's style, not the window's: said, and offered in a toast. */
void     _wy_window_offer_style       (WyWindow *self, WyStyle style);
/* A solve failed (not cancelled): the message, the header back to the board shown, and
 * "Use N" for the side the core allows (wy_solve_get_allowed_size; 0: none). */
void     _wy_window_solve_failed      (WyWindow *self, const char *message, guint allowed);
/* A note naming the game and size shown ("Showing T: its game, board size ..."), withdrawn when
 * either changes (_wy_window_shown_changed). */
void     _wy_window_show_note         (WyWindow *self, const char *message);
void     _wy_window_shown_changed     (WyWindow *self);
/* The error of a one-off act (a figure that would not open), withdrawn by the next act. */
void     _wy_window_show_act_error    (WyWindow *self, const char *message);
void     _wy_window_act               (WyWindow *self);

/* wy-window-play.c: "play from here" */
void     _wy_window_play_class_init   (GtkWidgetClass *widget_class);
void     _wy_window_set_play_mode     (WyWindow *self, gboolean play_mode);
/* Hints: in play, the board draws the position's winning moves (else none: they would give
 * the game away); off at each start of play mode. */
void     _wy_window_set_play_hints    (WyWindow *self, gboolean hints);
/* The bar's buttons in a row beside the message, or (narrow) in a column. */
void     _wy_window_play_arrange      (WyWindow *self, gboolean narrow);
/* Returns TRUE when play mode took the click. */
gboolean _wy_window_play_click        (WyWindow *self, const WyPos *pos);
void     _wy_window_play_init         (WyWindow *self);
void     _wy_window_play_dispose      (WyWindow *self);

/* wy-window-steps.c: the elimination animation */
void     _wy_window_steps_class_init  (GtkWidgetClass *widget_class);
void     _wy_window_steps_init        (WyWindow *self);
void     _wy_window_set_step          (WyWindow *self, guint step);
/* The number of steps of the board shown (of its cube for a slice); 0 without a board. */
guint    _wy_window_n_steps           (WyWindow *self);
void     _wy_window_set_playing       (WyWindow *self, gboolean playing);

/* wy-window-heaps3.c: the result shown, and a game of three heaps: a slice of the cube as
 * the board, the 3-D view */
/* Show a solved result (taking it): the board, the inspector and the steps follow. */
void     _wy_window_set_result        (WyWindow *self, WySolution *result);
/* An opened figure's step and selection, once its board is shown. */
void     _wy_window_apply_pending     (WyWindow *self);
void     _wy_window_heaps3_class_init (GtkWidgetClass *widget_class);
void     _wy_window_heaps3_init       (WyWindow *self);
void     _wy_window_heaps3_finalize   (WyWindow *self);
/* A result to show: a cube is kept and its slice returned (a new reference
 * in place of result's); any other result is returned as it is. */
WySolution *_wy_window_heaps3_take    (WyWindow *self, WySolution *result);
void     _wy_window_heaps3_set_slice  (WyWindow *self, WyAxis axis, guint k);
/* The Export dialog writes the 3-D view as it is drawn when that view is shown. */
void     _wy_window_heaps3_export     (WyWindow *self, WyExportDialog *dialog);
/* An opened figure of three heaps shown as it was: the 3-D view turned as in it, its
 * outlined plane (else its selection's z plane) as the slice, the position selected; a
 * slice's figure its plane, slices side by side the first of theirs. */
void     _wy_window_heaps3_apply_figure (WyWindow *self, const WyProvenance *prov);

/* wy-window-view.c: the view the board shows */
/* What the window shows needs of a solve. */
WyQuery  _wy_window_query             (WyWindow *self);
/* The highest Grundy class the solve sweeps (the Grundy view beyond the
 * dense cap), or -1 when the view takes none. */
int      _wy_window_grundy_top        (WyWindow *self);
/* Does the board shown lack what the view needs (Grundy values, or other classes)? */
gboolean _wy_window_result_lacks_view (WyWindow *self);
/* The view the board shows, the inspector's controls it offers, and why not the view asked. */
void     _wy_window_update_view       (WyWindow *self);
/* A control of the inspector's shown or not (prop: WY_WINDOW_PROP_CLASSES_SHOWN or _BAND_SHOWN). */
void     _wy_window_show_control      (WyWindow *self, gboolean *shown, gboolean show, guint prop);

/* wy-window-solve.c: solving in the background */
void     _wy_window_solve_class_init  (GtkWidgetClass *widget_class);
void     _wy_window_solve_dispose     (WyWindow *self);
void     _wy_window_queue_solve       (WyWindow *self);

/* wy-window-board.c: the cell under the pointer, the zoom, a class's band */
void     _wy_window_board_class_init  (GtkWidgetClass *widget_class);
void     _wy_window_board_init        (WyWindow *self);

/* wy-window-properties.c: the properties; what a new game, size or view does */
void     _wy_window_properties_class_init (GObjectClass *object_class);
void     _wy_window_set_game          (WyWindow *self, const WyGame *game);
/* The game a rule names (NULL: the default); a rule that names none is said. */
void     _wy_window_set_rule          (WyWindow *self, const char *rule);
/* The view named (wy_view_get_name); another name changes nothing. */
void     _wy_window_set_view          (WyWindow *self, const char *name);
/* Show what an exported figure shows: game, size, view, style, step, selection. */
void     _wy_window_apply_provenance  (WyWindow *self, const WyProvenance *prov);
/* The same for what a game file asks for, said as a game file's (not a figure's). */
void     _wy_window_apply_game_file   (WyWindow *self, const WyProvenance *prov);

/* wy-window-desktop.c: the adaptive layout, copy as image, a figure file opened, recent
 * figures, undo and redo of the game and its size */
/* Below this width the side panel folds away and the bars take two rows. */
#define WY_WINDOW_NARROW_WIDTH 800
/* The narrow layout fits a phone's 360 px. */
#define WY_WINDOW_NARROW_MIN 360
void     _wy_window_desktop_class_init (GtkWidgetClass *widget_class);
void     _wy_window_desktop_init      (WyWindow *self);
void     _wy_window_desktop_dispose   (WyWindow *self);
/* Open what a figure file's provenance shows (PNG, SVG or PDF); FALSE with
 * the error shown when it has none. */
gboolean _wy_window_open_figure_file  (WyWindow *self, GFile *file);
/* Remember a figure written or opened (GtkRecentManager). */
void     _wy_window_add_recent        (WyWindow *self, GFile *file);
/* The history starts at the game and size shown: a new window's, once the command line's
 * game is in it (undo brought back the game saved from the last run). */
void     _wy_window_forget_history    (WyWindow *self);

/* wy-window-actions.c: tables, zoom, export, the gallery and the limit plot */
void     _wy_window_actions_class_init (GtkWidgetClass *widget_class);
/* The table of the rows the current board settles (NULL without a board). */
char    *_wy_window_table_text        (WyWindow *self, WyTableFormat format, guint *n_rows);
/* Save it, the format from the file's extension (.csv, .tex, .json, .txt). */
gboolean _wy_window_save_table        (WyWindow *self, const char *filename, GError **error);
/* Present a window of the window's (the gallery, a plot, the library) no wider than it. */
void     _wy_window_present_within    (WyWindow *self, GtkWindow *child);

G_END_DECLS
