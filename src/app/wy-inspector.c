/* wy-inspector.c: the side panel: the game's summary and the selected position explained. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wy-accessible.h"
#include "wy-analysis-private.h"
#include "wy-inspector-private.h"
#include "wy-numeration-panel.h"
#include "wy-report.h"
#include "wy-ui-strings.h"

enum {
  PROP_0,
  PROP_GRUNDY_CLASSES,
  PROP_SOLUTION,
  PROP_SELECTION,
  PROP_CLASSES_SHOWN,
  PROP_BAND_SHOWN,
  PROP_REPORT,
  N_PROPS
};

guint wy_inspector_signals[WY_INSPECTOR_N_SIGNALS];
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (WyInspector, wy_inspector, GTK_TYPE_WIDGET)

/* The words of a phrase joined by no-break spaces. */
static char *
glued (const char *phrase)
{
  g_auto (GStrv) words = g_strsplit (phrase, " ", -1);

  return g_strjoinv ("\u00a0", words);
}

/* The rule breaks after a comma, a colon, || or && (a zero-width space there), never inside
 * a part: every other pair of characters is joined by a word joiner (U+2060). Pango 1.50
 * breaks after "|" whatever its allow-breaks attribute says ("...dy==0|" at the end of a line,
 * "|2*dx..." on the next, wy-window-steps.c meets it too). A part longer than the line breaks
 * anywhere (wrap-mode word-char). Both marks are left out of a copy (wy_ui_label_copies_plain). */
static void
show_rule (GtkWidget *label, const char *rule)
{
  g_autoptr (GRegex) after = g_regex_new ("([,:]|\\|\\||&&)", 0, 0, NULL);
  g_autofree char *marked = g_regex_replace (after, rule, -1, 0, "\\1\u200b", 0, NULL);
  g_autoptr (GString) text = g_string_new (NULL);

  for (const char *c = marked; *c; c = g_utf8_next_char (c))
    {
      const char *next = g_utf8_next_char (c);

      g_string_append_len (text, c, next - c);
      if (*next && !g_str_has_prefix (c, "\u200b") && !g_str_has_prefix (next, "\u200b"))
        g_string_append (text, "\u2060");
    }
  gtk_label_set_text (GTK_LABEL (label), text->str);
}

static char *
format_stats (const WySolution *shown)
{
  WySolution *cube = NULL;
  /* a slice of three heaps: the whole cube's */
  const WySolution *result = wy_solution_get_slice_of ((WySolution *) shown, NULL, NULL, &cube)
                             ? cube : shown;
  WyBoard *board = wy_solution_get_board (result);
  guint size = wy_board_get_size (board), n_ppos, steps = wy_board_get_n_steps (board);
  /* the strip's first position: UpMark's is 1 (its 0 is no position) */
  guint first = wy_board_get_status (board, 0, 0) == WY_STATUS_NONE ? 1 : 0;
  g_autofree char *dims = wy_board_is_one_pile (board)
    /* Translators: the positions of a one-pile game, "0 to 22" */
    ? g_strdup_printf (_("%u to %u"), first, size - 1)
    : cube ? g_strdup_printf ("%u × %u × %u", size, size, size)
    : g_strdup_printf ("%u × %u", size, size);
  /* no-break spaces keep "solved in 0 ms" on one line, and with the steps
   * before it: the line breaks after the P-positions, never before "solved" */
  g_autofree char *solved = g_strdup_printf (_("solved in %.0f ms"),
                                             wy_solution_get_elapsed (result) / 1000.0);
  g_autofree char *ms = glued (solved);
  g_autofree char *p = NULL, *pw = NULL;
  g_autofree char *s = NULL, *sw = NULL;

  wy_board_get_ppos (board, &n_ppos);
  /* a number stays with its word: "6 steps" never breaks */
  pw = g_strdup_printf (ngettext ("%u P-position", "%u P-positions", n_ppos), n_ppos);
  sw = g_strdup_printf (ngettext ("%u step", "%u steps", steps), steps);
  p = glued (pw);
  s = glued (sw);
  return g_strdup_printf ("%s · %s · %s\u00a0·\u00a0%s", dims, p, s, ms);
}

static char *
format_comparison (const WySolution *result)
{
  WyComparison comparison, *cmp = &comparison;
  gboolean one_pile = wy_board_is_one_pile (wy_solution_get_board (result));
  g_autofree char *first = NULL;

  if (wy_solution_get_formula_error (result) != NULL)
    return g_strdup_printf (_("The formula could not be evaluated: %s"),
                            wy_solution_get_formula_error (result));
  if (!wy_solution_get_comparison (result, &comparison))
    return NULL;
  if (cmp->n_disagree == 0)
    return g_strdup (_("✓ The formula agrees with the exact solver on every cell."));
  {
    /* "N-position" never breaks at its hyphen: a no-break hyphen; "(1, 2)" never at its
     * comma: a no-break space */
    g_autofree char *pos = wy_ui_format_pos (&cmp->first, one_pile);
    g_auto (GStrv) parts = g_strsplit (wy_status_get_label (cmp->exact_status), "-", -1);
    g_autofree char *status = g_strjoinv ("\u2011", parts);

    first = wy_ui_pairs_whole (pos);

    return g_strdup_printf (ngettext ("✗ %u cell disagrees; the first is %s (exact: %s).",
                                       "✗ %u cells disagree; the first is %s (exact: %s).",
                                       cmp->n_disagree),
                            cmp->n_disagree, first, status);
  }
}

void
wy_inspector_set_result (WyInspector *self, const WySolution *result)
{
  g_autofree char *rule = NULL;
  g_autofree char *stats = NULL;
  g_autofree char *cmp = NULL;
  g_autofree char *title = NULL;
  const char *describe;
  const WyGame *game;
  gboolean formula;

  g_return_if_fail (WY_IS_INSPECTOR (self));
  if (result != self->solution)
    {
      WySolution *old = self->solution;

      self->solution = result ? wy_solution_ref ((WySolution *) result) : NULL;
      g_clear_pointer (&old, wy_solution_unref);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLUTION]);
    }
  g_clear_pointer (&self->board, wy_board_unref);
  self->game = NULL;
  if (result == NULL || wy_solution_get_board (result) == NULL)
    {
      wy_inspector_set_selection (self, NULL);
      return;
    }
  self->board = wy_board_ref (wy_solution_get_board (result));
  /* asked once a solution: a report of one of its cells may take as long as the solve */
  self->describe_slow = wy_solution_describe_is_slow ((WySolution *) result);
  game = self->game = wy_board_get_game (self->board);
  self->size = wy_board_get_size (self->board);
  rule = wy_game_to_string (game);
  g_free (self->rule);
  self->rule = g_strdup (rule);
  stats = format_stats (result);
  cmp = format_comparison (result);
  formula = wy_recursion_available (game);
  title = wy_ui_game_title_plain (game);
  /* the formula's words (misère, "a pair already listed is skipped") and its
   * source ("Theorem 1, eq. (3)") in the user's language */
  describe = formula ? _(wy_recursion_describe (game)) : "";
  wy_ui_label_set_math (self->game_title, title);
  show_rule (self->game_rule, rule);
  gtk_label_set_text (GTK_LABEL (self->game_stats), stats);
  wy_ui_label_set_math (self->formula, describe);
  gtk_label_set_text (GTK_LABEL (self->formula_source), formula ? _(wy_recursion_source (game)) : "");
  gtk_label_set_text (GTK_LABEL (self->comparison), cmp ? cmp : "");
  gtk_widget_set_visible (self->formula, formula);
  gtk_widget_set_visible (self->formula_source, formula);
  gtk_widget_set_visible (self->comparison, cmp != NULL);
  /* the selection anew, off the new board none */
  wy_inspector_set_selection (self, self->has_selection ? &self->selection : NULL);
  /* a new board: its class's band anew */
  if (gtk_widget_get_visible (self->band_box))
    wy_inspector_update_band (self);
}

/* The value, or the bound of its class until the core has the value of
 * the cell alone (where it can). */
static void
show_grundy (WyInspector *self, const WyReport *report)
{
  const char *text = wy_report_get_grundy_text (report);

  g_cancellable_cancel (self->grundy_cancel);
  g_clear_object (&self->grundy_cancel);
  if (wy_report_get_grundy_bound (report) > 0)
    wy_inspector_start_cell_grundy (self, wy_report_get_x (report), wy_report_get_y (report));
  gtk_label_set_text (GTK_LABEL (self->pos_grundy), text ? text : "");
  gtk_widget_set_visible (self->pos_grundy, text != NULL);
}

static void
show_options (WyInspector *self, const WyReport *report)
{
  GArray *moves = wy_report_get_winning_moves (report);
  guint heaps = wy_report_get_heaps (report);
  WyStatus status = wy_report_get_status (report);
  const char *heading;
  guint n_elim;

  /* For an N cell the P-options decided no later than it eliminate it; for
   * a P cell of a blocking game they are the ones the blocks cover. */
  n_elim = wy_inspector_fill_moves (self->elim_list, wy_report_get_eliminators (report), heaps,
                                    FALSE);
  gtk_label_set_text (GTK_LABEL (self->elim_heading),
                      status == WY_STATUS_N ? _("Eliminated by") : _("P-options covered by blocks"));
  gtk_widget_set_visible (self->elim_heading, n_elim > 0);
  wy_inspector_fill_moves (self->moves_list, moves, heaps, TRUE);
  /* not a position (UpMark's 0): no moves to list and no P-position to say it is */
  gtk_widget_set_visible (self->moves_heading, status != WY_STATUS_NONE);
  if (moves->len > 0)
    heading = _("Winning moves");
  else if (status == WY_STATUS_N) /* the end of a misère game */
    heading = _("No move left: in misère play the player who cannot move wins");
  else
    heading = _("No winning move: this is a P-position");
  gtk_label_set_text (GTK_LABEL (self->moves_heading), heading);
}

void
wy_inspector_set_moves_hidden (WyInspector *self, gboolean hidden)
{
  g_return_if_fail (WY_IS_INSPECTOR (self));
  gtk_widget_set_visible (self->moves_box, !hidden);
}

/* A label shown with its text, or hidden without one. */
static void
show_text (GtkWidget *label, const char *text)
{
  gtk_label_set_text (GTK_LABEL (label), text ? text : "");
  gtk_widget_set_visible (label, text != NULL);
}

/* The selected position, from the core's one report of it. */
static void
show_report (WyInspector *self, const WyReport *report)
{
  WyStatus status = wy_report_get_status (report);
  g_autofree char *title = NULL;
  g_autofree char *status_text = NULL;

  title = wy_report_get_heaps (report) == 3
    ? g_strdup_printf ("(%u, %u, %u)", wy_report_get_x (report), wy_report_get_y (report),
                       wy_report_get_z (report))
    : wy_ui_format_pos (&self->selection, wy_report_is_one_pile (report));
  status_text = g_strdup_printf ("%s — %s", wy_report_get_status_name (report),
                                 wy_report_get_status_meaning (report));
  gtk_label_set_text (GTK_LABEL (self->pos_title), title);
  gtk_label_set_text (GTK_LABEL (self->pos_status), status_text);
  gtk_widget_set_css_classes (self->pos_status, (const char *[]) {
    "wy-status", status == WY_STATUS_P ? "wy-status-p" : "wy-status-n", NULL });
  show_text (self->pos_step, wy_report_get_step_text (report));
  show_text (self->pos_formula, wy_report_get_verdict_text (report));
  show_grundy (self, report);
  wy_inspector_show_period (self, report);
  /* hidden for every game but Gamma_1 (s >= 2) */
  wy_numeration_panel_set_report (self->numeration, report);
  show_options (self, report);
  show_text (self->explain, wy_report_get_explanation (report));
  gtk_widget_set_visible (self->explain_heading, wy_report_get_explanation (report) != NULL);
}

/* The frame after a report was shown has painted it: how long since the click (for
 * G_MESSAGES_DEBUG=wy-app, as the board view tells its frames). */
static void
on_report_painted (GdkFrameClock *clock, WyInspector *self)
{
  g_debug ("position shown %.1f ms after the click",
           (g_get_monotonic_time () - self->click_time) / 1000.0);
  g_signal_handlers_disconnect_by_func (clock, on_report_painted, self);
}

static void
log_when_painted (WyInspector *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (clock == NULL || g_log_writer_default_would_drop (G_LOG_LEVEL_DEBUG, G_LOG_DOMAIN))
    return;
  g_signal_handlers_disconnect_by_func (clock, on_report_painted, self);
  g_signal_connect_object (clock, "after-paint", G_CALLBACK (on_report_painted), self, 0);
}

/* The report of the selected position (NULL: none, or not yet: a thread works it out),
 * notified: the window draws its winning moves and reads it out. */
void
wy_inspector_take_report (WyInspector *self, WyReport *report)
{
  g_clear_pointer (&self->report, wy_report_unref);
  self->report = report;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPORT]);
}

/* The selected position from its report, or the hint to click one without a report. */
void
wy_inspector_show_selection (WyInspector *self)
{
  self->has_selection = self->report != NULL;
  gtk_widget_set_visible (self->position_box, self->has_selection);
  gtk_widget_set_visible (self->empty, !self->has_selection);
  gtk_widget_set_visible (self->pos_working, FALSE);
  gtk_widget_set_visible (self->pos_details, TRUE);
  if (!self->has_selection)
    {
      wy_inspector_clear_moves (self->moves_list);
      wy_inspector_clear_moves (self->elim_list);
      return;
    }
  show_report (self, self->report);
  log_when_painted (self);
}

/* ---- the report of a cell whose describing takes as long as a solve ---- */

/* A report that comes sooner never flashes the working state; until then the panel shows
 * the cell before. */
#define WORKING_DELAY_MS 150

static gboolean
show_working (gpointer data)
{
  WyInspector *self = data;
  g_autofree char *title = wy_ui_format_pos (&self->selection,
                                             wy_board_is_one_pile (self->board));

  self->working_timeout = 0;
  gtk_label_set_text (GTK_LABEL (self->pos_title), title);
  gtk_widget_set_visible (self->pos_details, FALSE);
  gtk_widget_set_visible (self->pos_working, TRUE);
  gtk_widget_set_visible (self->position_box, TRUE);
  gtk_widget_set_visible (self->empty, FALSE);
  return G_SOURCE_REMOVE;
}

static void
report_done (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (WyInspector) self = data;
  g_autoptr (GError) error = NULL;
  WyReport *report = wy_solution_describe_finish (result, &error);

  self->reports_ended++;
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return; /* another cell, another board, or the panel gone */
  g_clear_object (&self->report_cancel);
  g_clear_handle_id (&self->working_timeout, g_source_remove);
  /* off the board: no report, no selection */
  wy_inspector_take_report (self, report);
  wy_inspector_show_selection (self);
}

static void
start_report (WyInspector *self)
{
  self->report_cancel = g_cancellable_new ();
  self->working_timeout = g_timeout_add (WORKING_DELAY_MS, show_working, self);
  /* the inspector is the callback's reference, let go on the main thread */
  wy_solution_describe_async (self->solution, self->selection.x, self->selection.y,
                              self->report_cancel, report_done, g_object_ref (self));
}

static void
stop_report (WyInspector *self)
{
  g_cancellable_cancel (self->report_cancel);
  g_clear_object (&self->report_cancel);
  g_clear_handle_id (&self->working_timeout, g_source_remove);
}

/* A click asks the core one question: wy_solution_describe, in a thread where the core said
 * of the solution that it takes as long as a solve: start_report. */
void
wy_inspector_set_selection (WyInspector *self, const WyPos *pos)
{
  g_return_if_fail (WY_IS_INSPECTOR (self));
  self->click_time = g_get_monotonic_time ();
  stop_report (self);
  if (pos != NULL && self->solution != NULL && self->describe_slow)
    {
      /* selected now, shown when the report comes (off the board: then no selection) */
      self->selection = *pos;
      self->has_selection = TRUE;
      wy_inspector_take_report (self, NULL);
      start_report (self);
      return;
    }
  /* off the board: no report, no selection */
  wy_inspector_take_report (self, pos != NULL && self->solution != NULL
                                  ? wy_solution_describe (self->solution, pos->x, pos->y, NULL)
                                  : NULL);
  if (self->report != NULL)
    self->selection = *pos;
  wy_inspector_show_selection (self);
}

/**
 * wy_inspector_get_report:
 * @self: the inspector
 *
 * Returns: (nullable) (transfer none): the report of the selected position
 */
WyReport *
wy_inspector_get_report (WyInspector *self)
{
  g_return_val_if_fail (WY_IS_INSPECTOR (self), NULL);
  return self->report;
}

void
wy_inspector_show_classes_control (WyInspector *self, gboolean show)
{
  g_return_if_fail (WY_IS_INSPECTOR (self));
  gtk_widget_set_visible (self->classes_box, show);
}

static void
on_classes_changed (WyInspector *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GRUNDY_CLASSES]);
}

static void
wy_inspector_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WyInspector *self = WY_INSPECTOR (object);

  if (prop_id == PROP_GRUNDY_CLASSES)
    g_value_set_uint (value, (guint) gtk_adjustment_get_value (self->classes_adjustment));
  else if (prop_id == PROP_SOLUTION)
    g_value_set_boxed (value, self->solution);
  else if (prop_id == PROP_SELECTION)
    g_value_set_boxed (value, self->has_selection ? &self->selection : NULL);
  else if (prop_id == PROP_REPORT)
    g_value_set_boxed (value, self->report);
  else if (prop_id == PROP_CLASSES_SHOWN || prop_id == PROP_BAND_SHOWN)
    g_value_set_boolean (value, gtk_widget_get_visible (prop_id == PROP_BAND_SHOWN
                                                        ? self->band_box : self->classes_box));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
wy_inspector_set_property (GObject *object, guint prop_id, const GValue *value,
                           GParamSpec *pspec)
{
  WyInspector *self = WY_INSPECTOR (object);

  /* the adjustment notifies through on_classes_changed when the value changes */
  if (prop_id == PROP_GRUNDY_CLASSES)
    gtk_adjustment_set_value (self->classes_adjustment, g_value_get_uint (value));
  else if (prop_id == PROP_SOLUTION)
    wy_inspector_set_result (self, g_value_get_boxed (value));
  else if (prop_id == PROP_SELECTION)
    wy_inspector_set_selection (self, g_value_get_boxed (value));
  else if (prop_id == PROP_CLASSES_SHOWN)
    wy_inspector_show_classes_control (self, g_value_get_boolean (value));
  else if (prop_id == PROP_BAND_SHOWN)
    wy_inspector_show_band_control (self, g_value_get_boolean (value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, WyInspector *self)
{
  WyPos *pos = g_object_get_data (G_OBJECT (row), "wy-target");

  if (wy_inspector_show_more_moves (GTK_WIDGET (list), row))
    return;
  if (pos != NULL)
    g_signal_emit (self, wy_inspector_signals[WY_INSPECTOR_MOVE_ACTIVATED], 0, pos->x, pos->y);
}

static void
wy_inspector_dispose (GObject *object)
{
  WyInspector *self = WY_INSPECTOR (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), WY_TYPE_INSPECTOR);
  stop_report (self);
  g_cancellable_cancel (self->period_cancel);
  g_clear_object (&self->period_cancel);
  g_cancellable_cancel (self->band_cancel);
  g_clear_object (&self->band_cancel);
  g_cancellable_cancel (self->grundy_cancel);
  g_clear_object (&self->grundy_cancel);
  g_clear_pointer (&self->period_key, g_free);
  g_clear_pointer (&self->period_text, g_free);
  g_clear_pointer (&self->rule, g_free);
  g_clear_pointer (&self->board, wy_board_unref);
  g_clear_pointer (&self->report, wy_report_unref);
  g_clear_pointer (&self->solution, wy_solution_unref);
  G_OBJECT_CLASS (wy_inspector_parent_class)->dispose (object);
}

static void
bind_template (GtkWidgetClass *widget_class)
{
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/wythoff/Lattice/ui/wy-inspector.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, WyInspector, name)
  CHILD (box);
  CHILD (game_title);
  CHILD (game_rule);
  CHILD (game_stats);
  CHILD (classes_box);
  CHILD (classes_adjustment);
  CHILD (band_box);
  CHILD (band_adjustment);
  CHILD (band_check);
  CHILD (band_label);
  CHILD (formula);
  CHILD (formula_source);
  CHILD (comparison);
  CHILD (empty);
  CHILD (position_box);
  CHILD (pos_title);
  CHILD (pos_working);
  CHILD (pos_details);
  CHILD (pos_status);
  CHILD (pos_step);
  CHILD (pos_formula);
  CHILD (pos_grundy);
  CHILD (pos_period);
  CHILD (numeration);
  CHILD (elim_heading);
  CHILD (elim_list);
  CHILD (moves_box);
  CHILD (moves_heading);
  CHILD (moves_list);
  CHILD (explain_heading);
  CHILD (explain);
#undef CHILD
}

static void
wy_inspector_class_init (WyInspectorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wy_inspector_dispose;
  g_type_ensure (WY_TYPE_NUMERATION_PANEL);
  object_class->get_property = wy_inspector_get_property;
  object_class->set_property = wy_inspector_set_property;
  properties[PROP_GRUNDY_CLASSES] =
    g_param_spec_uint ("grundy-classes", NULL, NULL, 0, WY_LOW_CLASSES_MAX_TOP,
                       WY_LOW_CLASSES_DEFAULT_TOP,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the solved result inspected (wy_inspector_set_result) */
  properties[PROP_SOLUTION] =
    g_param_spec_boxed ("solution", NULL, NULL, WY_TYPE_SOLUTION,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the selected cell (NULL: none), and whether the controls of the
   * classes and of a class's band are shown: the window binds them */
  properties[PROP_SELECTION] =
    g_param_spec_boxed ("selection", NULL, NULL, WY_TYPE_POS,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CLASSES_SHOWN] =
    g_param_spec_boolean ("classes-shown", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BAND_SHOWN] =
    g_param_spec_boolean ("band-shown", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the report of the selected position (wy_inspector_get_report), notified when it comes */
  properties[PROP_REPORT] =
    g_param_spec_boxed ("report", NULL, NULL, WY_TYPE_REPORT,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  /* (x, y): the user picked a listed move's target. */
  wy_inspector_signals[WY_INSPECTOR_MOVE_ACTIVATED] =
    g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /* (has, golden, min, max): the band of the chosen Grundy class to mark, or none. */
  wy_inspector_signals[WY_INSPECTOR_BAND_CHANGED] =
    g_signal_new ("band-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 4, G_TYPE_BOOLEAN, G_TYPE_BOOLEAN,
                  G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  bind_template (widget_class);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_classes_changed);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_band_changed",
                                                G_CALLBACK (wy_inspector_update_band));
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wy-inspector");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
wy_inspector_init (WyInspector *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* a copy of the rule is the rule itself, without the zero-width spaces that let it break
   * between its tokens */
  wy_ui_label_copies_plain (self->game_rule);
  gtk_adjustment_configure (self->classes_adjustment, WY_LOW_CLASSES_DEFAULT_TOP, 0,
                            WY_LOW_CLASSES_MAX_TOP, 1, 4, 0);
  /* a click on a listed move shows its target */
  gtk_list_box_set_activate_on_single_click (GTK_LIST_BOX (self->moves_list), TRUE);
  wy_accessible_tab_leaves_list (self->moves_list);
  wy_accessible_tab_leaves_list (self->elim_list);
}
