/* wy-inspector-private.h: the side panel's state, shared by its source files. */
#pragma once

#include "wy-inspector.h"

G_BEGIN_DECLS

struct _WyInspector {
  GtkWidget  parent_instance;

  WySolution *solution;   /* the "solution" property: what is inspected */
  WyBoard   *board;
  const WyGame *game;     /* the board's, and its rule string and side, read once a board */
  char      *rule;
  guint      size;
  WyReport  *report;      /* the selected position, as the core describes it, or NULL */
  gboolean   describe_slow;     /* the core: a report takes as long as a solve */
  GCancellable *report_cancel;  /* the report being worked out in a thread */
  guint      working_timeout;   /* then: shows that it is being worked out */
  guint      reports_ended;     /* threads' reports taken or dropped (cancelled): the tests' */
  gboolean   has_selection;
  WyPos      selection;
  gint64     click_time;  /* when the selection was asked (the debug log's clock) */

  GtkWidget *box;
  GtkWidget *game_title;
  GtkWidget *game_rule;
  GtkWidget *game_stats;
  GtkWidget *classes_box;
  GtkAdjustment *classes_adjustment;
  GtkWidget *band_box;
  GtkAdjustment *band_adjustment;
  GtkWidget     *band_check;     /* a class's band marked or none */
  GtkWidget *band_label;
  GCancellable *band_cancel;
  GtkWidget *formula;
  GtkWidget *formula_source;
  GtkWidget *comparison;
  GtkWidget *empty;
  GtkWidget *position_box;
  GtkWidget *pos_title;
  GtkWidget *pos_working;  /* "Working out…" while the report is worked out */
  GtkWidget *pos_details;  /* the rest, from the report */
  GtkWidget *pos_status;
  GtkWidget *pos_step;
  GtkWidget *pos_formula;
  GtkWidget *pos_grundy;
  GCancellable *grundy_cancel;  /* the value of a cell beyond the classes */
  GtkWidget *pos_period;
  GCancellable *period_cancel;  /* the row period being looked for */
  char      *period_key;        /* its game and row, and what was found */
  char      *period_text;
  WyNumerationPanel *numeration;
  GtkWidget *elim_heading;
  GtkWidget *elim_list;
  GtkWidget *moves_box;
  GtkWidget *moves_heading;
  GtkWidget *moves_list;
  GtkWidget *explain_heading;
  GtkWidget *explain;
};

enum {
  WY_INSPECTOR_MOVE_ACTIVATED,
  WY_INSPECTOR_BAND_CHANGED,
  WY_INSPECTOR_N_SIGNALS
};

extern guint wy_inspector_signals[WY_INSPECTOR_N_SIGNALS];

/* wy-inspector.c: the report (NULL: none yet), notified; the selection shown from it */
void     wy_inspector_take_report       (WyInspector *self, WyReport *report);
void     wy_inspector_show_selection    (WyInspector *self);

/* wy-inspector-moves.c: a list of moves, its first rows built and a "Show more" row under
 * them; the list emptied; the next rows where the "Show more" row was activated (FALSE:
 * another row). fill returns how many moves the list has. */
guint    wy_inspector_fill_moves        (GtkWidget *list, GArray *moves, guint heaps,
                                         gboolean show_removal);
void     wy_inspector_clear_moves       (GtkWidget *list);
gboolean wy_inspector_show_more_moves   (GtkWidget *list, GtkListBoxRow *row);

/* wy-inspector-work.c: the work in threads */
/* The additive period of the report's row (line families, x below the strips' limit). */
void     wy_inspector_show_period       (WyInspector *self, const WyReport *report);
/* The Grundy value of cell (x, y) beyond the classes, shown once found. */
void     wy_inspector_start_cell_grundy (WyInspector *self, guint x, guint y);
/* The band of the class the band control names, found anew ("on_band_changed" in the template). */
void     wy_inspector_update_band       (WyInspector *self);

G_END_DECLS
