/* wy-window-properties.c: the window's properties: their specs, reading and setting them, and
 * what a new game, board size, view or style does (the size the game allows, a solve queued);
 * an opened figure's game, size and view applied. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-limit.h"
#include "wy-window-private.h"

#define DEFAULT_RULE WY_WINDOW_DEFAULT_RULE

static void
notify (WyWindow *self, guint prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), wy_window_properties[prop]);
}

/* The last run's step and cell, waiting for the first board, were another game's or size's
 * (a command line's); a figure's, a game file's or an undo's go with their game and size. */
static void
drop_saved_step (WyWindow *self)
{
  if (self->pending_saved)
    self->has_pending = self->pending_saved = FALSE;
}

/* The size asked for is beyond max, the largest this game is solved on: said in a toast. */
static void
say_size_cut (WyWindow *self, guint max)
{
  g_autofree char *msg =
    g_strdup_printf (_("The board size was reduced to %u, the largest this game can be "
                       "solved on (allowed: 1 to %u)."), max, max);

  self->size_toast = _wy_window_toast (self, msg);
}

/* The spin button never offers a size the core would refuse for this game;
 * a game with a lower cap lowers the size and says so, and a game that
 * allows it again brings back the size the user chose. */
static void
update_size_range (WyWindow *self)
{
  /* the Grundy view reaches beyond the dense cap where the core sweeps classes */
  WyQuery query = { .needs = WY_NEED_ELIMINATION
                              | (self->view == WY_VIEW_GRUNDY ? WY_NEED_GRUNDY_CLASSES : 0) };
  guint cap = wy_solve_max_side (self->game, &query, NULL);
  guint max = MIN (WY_WINDOW_SIZE_MAX, cap);
  guint want = MAX (MIN (self->user_size, max), 1), old = self->size;
  g_autofree char *tip = g_strdup_printf (_("Board size, from 1 to %u"), max);

  /* a lower upper bound clamps the adjustment, which sets board-size */
  self->clamping = TRUE;
  gtk_adjustment_set_upper (self->size_adjustment, MAX (max, 1));
  gtk_widget_set_tooltip_text (self->size_spin, tip);
  if (want < self->user_size && old > want)
    say_size_cut (self, max);
  else if (want == self->user_size && self->size_toast != NULL)
    adw_toast_dismiss (self->size_toast);  /* the size is back: no longer news */
  if (want != self->size)
    {
      self->size = want;
      notify (self, WY_WINDOW_PROP_BOARD_SIZE);
    }
  self->clamping = FALSE;
}

void
_wy_window_set_game (WyWindow *self, const WyGame *game)
{
  g_return_if_fail (WY_IS_WINDOW (self) && game != NULL);
  if (self->game != NULL && wy_game_equal (self->game, game))
    return;
  /* another game is an act: a one-off act's error goes, and a note of the game before */
  _wy_window_act (self);
  _wy_window_shown_changed (self);
  drop_saved_step (self);
  self->saved_rule_unread = FALSE;  /* another game chosen: saved */
  g_clear_pointer (&self->game, wy_game_free);
  self->game = wy_game_copy (game);
  wy_game_controls_set_game (self->game_controls, self->game);
  update_size_range (self);
  _wy_window_update_view (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.limit-plot",
                                 wy_limit_supported (self->game, NULL));
  notify (self, WY_WINDOW_PROP_RULE);
  _wy_window_queue_solve (self);
  if (!self->restoring)  /* an undo says it after its own news */
    _wy_window_say_rule_kept (self);
}

void
_wy_window_set_rule (WyWindow *self, const char *rule)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse (rule ? rule : DEFAULT_RULE, &error);

  if (game == NULL)
    {
      g_autofree char *msg = g_strdup_printf (_("Cannot open the game “%s”: %s"),
                                              rule, error->message);
      /* said until the next act: the first board's solve (a saved rule that no longer
       * reads, at start) must not take it away */
      _wy_window_show_act_error (self, msg);
      return;
    }
  _wy_window_set_game (self, game);
  wy_game_free (game);
}

void
_wy_window_set_view (WyWindow *self, const char *name)
{
  WyView view;
  guint size = self->size;

  if (!wy_view_from_name (name, &view) || view == self->view)
    return;
  self->view = view;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->view_drop_down), view);
  _wy_window_hide_message (self);
  /* the Grundy view's side is the core's for its classes (as a game file's Size is cut):
   * the board is cut to it, and the size asked for comes back with another view */
  update_size_range (self);
  _wy_window_update_view (self);
  /* Grundy values (or classes) are computed only on demand; a new side is a new board */
  if (self->size != size || _wy_window_result_lacks_view (self))
    _wy_window_queue_solve (self);
  notify (self, WY_WINDOW_PROP_VIEW);
}

static void
set_style (WyWindow *self, const char *name)
{
  WyStyle style;

  if (!wy_style_from_name (name, &style) || style == self->style)
    return;
  self->style = style;
  _wy_window_update_view (self);
  notify (self, WY_WINDOW_PROP_STYLE);
}

static void
set_board_size (WyWindow *self, guint size)
{
  if (!self->clamping)
    self->user_size = size;
  size = CLAMP (size, 1, (guint) gtk_adjustment_get_upper (self->size_adjustment));
  if (size == self->size)
    return;
  _wy_window_act (self);
  _wy_window_shown_changed (self);
  drop_saved_step (self);
  /* the same game at another size: the step and the cell looked at stay, as far as the new
   * board has them (those of an undo or a file, pending already, are theirs) */
  if (!self->has_pending && _wy_window_get_board (self) != NULL)
    {
      self->has_pending = TRUE;
      self->pending_saved = FALSE;
      self->pending_step = self->step;
      self->pending_has_selection = self->has_selection;
      self->pending_selection = self->selection;
    }
  self->size = size;
  notify (self, WY_WINDOW_PROP_BOARD_SIZE);
  /* the size may cross the dense Grundy cap: classes or values */
  _wy_window_show_control (self, &self->classes_shown, _wy_window_grundy_top (self) >= 0,
                           WY_WINDOW_PROP_CLASSES_SHOWN);
  _wy_window_queue_solve (self);
}

/* A size asked for by the property (the settings restored, the command line, a caller): one
 * beyond the game's cap is said, as a game with a lower cap says it (the field's own never is;
 * an undo says what it did, an opened file its own cut). */
static void
set_board_size_asked (WyWindow *self, guint size)
{
  guint max = (guint) gtk_adjustment_get_upper (self->size_adjustment);

  set_board_size (self, size);
  if (size > max && !self->clamping && !self->restoring)
    say_size_cut (self, max);
}

static void
set_grundy_top (WyWindow *self, guint top)
{
  top = MIN (top, WY_LOW_CLASSES_MAX_TOP);
  if (top == self->grundy_top)
    return;
  self->grundy_top = top;
  notify (self, WY_WINDOW_PROP_GRUNDY_CLASSES);
  if (_wy_window_result_lacks_view (self))
    _wy_window_queue_solve (self);
}

/* What a figure or (game_file) a game file shows, applied. */
static void
apply_shown (WyWindow *self, const WyProvenance *prov, gboolean game_file)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse (prov->game, &error);

  if (game == NULL)
    {
      g_autofree char *msg = g_strdup_printf (game_file ? _("The game file names a game this "
                                                            "version cannot open: %s")
                                                        : _("The figure names a game this "
                                                            "version cannot open: %s"),
                                              error->message);
      _wy_window_show_error (self, msg);
      return;
    }
  self->has_pending = TRUE;
  self->pending_saved = FALSE;
  self->pending_step = prov->step;
  self->pending_has_selection = prov->has_selection;
  self->pending_selection = prov->selection;
  /* the game and its size change together: one step for undo (notify::rule and
   * notify::board-size reach the history once both are in place) */
  g_object_freeze_notify (G_OBJECT (self));
  _wy_window_set_game (self, game);
  wy_game_free (game);
  set_board_size (self, prov->size);
  g_object_thaw_notify (G_OBJECT (self));
  /* the view before the cut is said: its side is the one the size is cut to */
  _wy_window_set_view (self, wy_view_get_name (prov->view));
  if (self->size < prov->size)
    {
      /* a figure of a 2,000,000 board opens at the window's largest */
      g_autofree char *msg = g_strdup_printf (game_file ? _("The game file asks for a board of "
                                                            "side %u; the window shows it up to "
                                                            "side %u.")
                                                        : _("The figure shows a board of side %u; "
                                                            "the window shows it up to side %u."),
                                              prov->size, self->size);
      _wy_window_toast (self, msg);
    }
  /* the window keeps its style (a figure of the command line is in the
   * paper style) and says so, with the figure's a click away */
  if (prov->style != self->style)
    _wy_window_offer_style (self, prov->style);
  if (prov->has_classes)
    g_object_set (self, "grundy-classes", prov->classes, NULL);
  /* three heaps: the slice, or the 3-D view as turned, that the figure shows */
  _wy_window_heaps3_apply_figure (self, prov);
  if (!_wy_window_is_solving (self))
    _wy_window_apply_pending (self);
}

void
_wy_window_apply_provenance (WyWindow *self, const WyProvenance *prov)
{
  apply_shown (self, prov, FALSE);
}

void
_wy_window_apply_game_file (WyWindow *self, const WyProvenance *prov)
{
  apply_shown (self, prov, TRUE);
}

/* The field behind a boolean property that reads it as it is (NULL: another property). */
static const gboolean *
boolean_field (WyWindow *self, guint prop_id)
{
  switch (prop_id)
    {
    case WY_WINDOW_PROP_SHOW_LINES: return &self->show_lines;
    case WY_WINDOW_PROP_SHOW_GRID: return &self->show_grid;
    case WY_WINDOW_PROP_PLAYING: return &self->playing;
    case WY_WINDOW_PROP_PLAY_MODE: return &self->play_mode;
    case WY_WINDOW_PROP_PLAY_HINTS: return &self->play_hints;
    case WY_WINDOW_PROP_CLASSES_SHOWN: return &self->classes_shown;
    case WY_WINDOW_PROP_BAND_SHOWN: return &self->band_shown;
    default: return NULL;
    }
}

static void
wy_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WyWindow *self = WY_WINDOW (object);
  const gboolean *flag = boolean_field (self, prop_id);

  if (flag != NULL)
    {
      g_value_set_boolean (value, *flag);
      return;
    }
  switch (prop_id)
    {
    case WY_WINDOW_PROP_RULE:
      g_value_take_string (value, self->game ? wy_game_to_string (self->game) : NULL);
      break;
    case WY_WINDOW_PROP_BOARD_SIZE:
      g_value_set_uint (value, self->size);
      break;
    case WY_WINDOW_PROP_VIEW:
      g_value_set_string (value, wy_view_get_name (self->view));
      break;
    case WY_WINDOW_PROP_STYLE:
      g_value_set_string (value, wy_style_get_name (self->style));
      break;
    case WY_WINDOW_PROP_SPEED:
      g_value_set_double (value, self->speed);
      break;
    case WY_WINDOW_PROP_STEP:
      g_value_set_uint (value, self->step);
      break;
    case WY_WINDOW_PROP_PLAY_RECORD:
      g_value_take_string (value, self->play_record ? wy_play_record_to_string (self->play_record)
                                                    : NULL);
      break;
    case WY_WINDOW_PROP_SOLVE_SERIAL:
      g_value_set_uint (value, self->solve_serial);
      break;
    case WY_WINDOW_PROP_GRUNDY_CLASSES:
      g_value_set_uint (value, self->grundy_top);
      break;
    case WY_WINDOW_PROP_SOLUTION:
      g_value_set_boxed (value, self->result);
      break;
    case WY_WINDOW_PROP_SELECTION:
      g_value_set_boxed (value, self->has_selection ? &self->selection : NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
set_flag (WyWindow *self, gboolean *flag, gboolean value, guint prop)
{
  if (*flag == value)
    return;
  *flag = value;
  _wy_window_update_view (self);
  notify (self, prop);
}

static void
wy_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  WyWindow *self = WY_WINDOW (object);

  switch (prop_id)
    {
    case WY_WINDOW_PROP_RULE:
      _wy_window_set_rule (self, g_value_get_string (value));
      break;
    case WY_WINDOW_PROP_BOARD_SIZE:
      set_board_size_asked (self, g_value_get_uint (value));
      break;
    case WY_WINDOW_PROP_VIEW:
      _wy_window_set_view (self, g_value_get_string (value));
      break;
    case WY_WINDOW_PROP_STYLE:
      set_style (self, g_value_get_string (value));
      break;
    case WY_WINDOW_PROP_SPEED:
      if (self->speed != g_value_get_double (value))
        {
          self->speed = g_value_get_double (value);
          notify (self, prop_id);
        }
      break;
    case WY_WINDOW_PROP_SHOW_LINES:
      set_flag (self, &self->show_lines, g_value_get_boolean (value), prop_id);
      break;
    case WY_WINDOW_PROP_SHOW_GRID:
      set_flag (self, &self->show_grid, g_value_get_boolean (value), prop_id);
      break;
    case WY_WINDOW_PROP_STEP:
      _wy_window_set_step (self, g_value_get_uint (value));
      break;
    case WY_WINDOW_PROP_PLAYING:
      _wy_window_set_playing (self, g_value_get_boolean (value));
      break;
    case WY_WINDOW_PROP_PLAY_MODE:
      _wy_window_set_play_mode (self, g_value_get_boolean (value));
      break;
    case WY_WINDOW_PROP_PLAY_HINTS:
      _wy_window_set_play_hints (self, g_value_get_boolean (value));
      break;
    case WY_WINDOW_PROP_GRUNDY_CLASSES:
      set_grundy_top (self, g_value_get_uint (value));
      break;
    case WY_WINDOW_PROP_SELECTION:
      _wy_window_select (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
install_properties (GObjectClass *object_class)
{
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamSpec **p = wy_window_properties;

  p[WY_WINDOW_PROP_RULE] = g_param_spec_string ("rule", NULL, NULL, DEFAULT_RULE, rw);
  p[WY_WINDOW_PROP_BOARD_SIZE] = g_param_spec_uint ("board-size", NULL, NULL, 1, WY_WINDOW_SIZE_MAX, 23,
                                                     rw);
  p[WY_WINDOW_PROP_VIEW] = g_param_spec_string ("view", NULL, NULL, "outcome", rw);
  p[WY_WINDOW_PROP_STYLE] = g_param_spec_string ("style", NULL, NULL, "screen", rw);
  p[WY_WINDOW_PROP_SPEED] = g_param_spec_double ("speed", NULL, NULL, 0.25, 20, 2, rw);
  p[WY_WINDOW_PROP_SHOW_LINES] = g_param_spec_boolean ("show-lines", NULL, NULL, TRUE, rw);
  p[WY_WINDOW_PROP_SHOW_GRID] = g_param_spec_boolean ("show-grid", NULL, NULL, TRUE, rw);
  p[WY_WINDOW_PROP_STEP] = g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0, rw);
  p[WY_WINDOW_PROP_PLAYING] = g_param_spec_boolean ("playing", NULL, NULL, FALSE, rw);
  p[WY_WINDOW_PROP_PLAY_MODE] = g_param_spec_boolean ("play-mode", NULL, NULL, FALSE, rw);
  /* in play, the winning moves drawn all the same (Hints) */
  p[WY_WINDOW_PROP_PLAY_HINTS] = g_param_spec_boolean ("play-hints", NULL, NULL, FALSE, rw);
  /* the record of the game played, "(6, 8) → (3, 5)" (NULL: none); notified at each move */
  p[WY_WINDOW_PROP_PLAY_RECORD] = g_param_spec_string ("play-record", NULL, NULL, NULL, ro);
  /* bumped (and notified) for every new result: see _wy_window_get_result */
  p[WY_WINDOW_PROP_SOLVE_SERIAL] =
    g_param_spec_uint ("solve-serial", NULL, NULL, 0, G_MAXUINT, 0, ro);
  /* the highest Grundy class shown beyond the dense cap */
  p[WY_WINDOW_PROP_GRUNDY_CLASSES] =
    g_param_spec_uint ("grundy-classes", NULL, NULL, 0, WY_LOW_CLASSES_MAX_TOP,
                       WY_LOW_CLASSES_DEFAULT_TOP, rw);
  /* the solved result shown (NULL before the first), and the selected cell
   * (NULL: none): the parts of the window bind to them */
  p[WY_WINDOW_PROP_SOLUTION] = g_param_spec_boxed ("solution", NULL, NULL, WY_TYPE_SOLUTION, ro);
  p[WY_WINDOW_PROP_SELECTION] = g_param_spec_boxed ("selection", NULL, NULL, WY_TYPE_POS, rw);
  /* the inspector's controls of the classes and of a class's band, where the view offers them */
  p[WY_WINDOW_PROP_CLASSES_SHOWN] = g_param_spec_boolean ("classes-shown", NULL, NULL, FALSE, ro);
  p[WY_WINDOW_PROP_BAND_SHOWN] = g_param_spec_boolean ("band-shown", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, WY_WINDOW_N_PROPS, p);
}

void
_wy_window_properties_class_init (GObjectClass *object_class)
{
  object_class->get_property = wy_window_get_property;
  object_class->set_property = wy_window_set_property;
  install_properties (object_class);
}
