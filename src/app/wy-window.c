/* wy-window.c: the main window: game and size, solving in the background, what the board shows. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-accessible.h"
#include "wy-automaton-panel.h"
#include "wy-grundy-classes.h"
#include "wy-limit.h"
#include "wy-window-private.h"
#include "wy-window-library.h"
#include "wy-ui-strings.h"
#include "wy-shortcuts.h"

#define DEFAULT_RULE WY_WINDOW_DEFAULT_RULE

G_DEFINE_FINAL_TYPE (WyWindow, wy_window, ADW_TYPE_APPLICATION_WINDOW)

static void
notify (WyWindow *self, guint prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), wy_window_properties[prop]);
}

static void
on_error_bar_response (GtkInfoBar *bar, int response, WyWindow *self)
{
  _wy_window_hide_message (self);
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
  guint max = MIN (WY_WINDOW_SIZE_MAX, wy_solve_max_side (self->game, &query, NULL));
  guint want = MAX (MIN (self->user_size, max), 1), old = self->size;
  g_autofree char *tip = g_strdup_printf (_("Board size, from 1 to %u"), max);

  /* a lower upper bound clamps the adjustment, which sets board-size */
  self->clamping = TRUE;
  gtk_adjustment_set_upper (self->size_adjustment, MAX (max, 1));
  gtk_widget_set_tooltip_text (self->size_spin, tip);
  if (want < self->user_size && old > want)
    {
      g_autofree char *msg =
        g_strdup_printf (_("The board size was reduced to %u, the largest this game can be "
                           "solved on (allowed: 1 to %u)."), max, max);
      self->size_toast = _wy_window_toast (self, msg);
    }
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
  g_clear_pointer (&self->game, wy_game_free);
  self->game = wy_game_copy (game);
  wy_game_controls_set_game (self->game_controls, self->game);
  update_size_range (self);
  _wy_window_update_view (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.limit-plot",
                                 wy_limit_supported (self->game, NULL));
  notify (self, WY_WINDOW_PROP_RULE);
  _wy_window_queue_solve (self);
}

static void
set_rule (WyWindow *self, const char *rule)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse (rule ? rule : DEFAULT_RULE, &error);

  if (game == NULL)
    {
      g_autofree char *msg = g_strdup_printf (_("Cannot open the game “%s”: %s"),
                                              rule, error->message);
      _wy_window_show_error (self, msg);
      return;
    }
  _wy_window_set_game (self, game);
  wy_game_free (game);
}

static void
on_game_controls_changed (WyGameControls *controls, WyWindow *self)
{
  _wy_window_set_game (self, wy_game_controls_get_game (controls));
}

static void
on_game_controls_error (WyGameControls *controls, const char *message, WyWindow *self)
{
  /* "": the rule being typed is right again */
  if (*message == '\0')
    _wy_window_hide_message (self);
  else
    _wy_window_show_error (self, message);
}

static void
set_view (WyWindow *self, const char *name)
{
  WyView view;

  if (!wy_view_from_name (name, &view) || view == self->view)
    return;
  self->view = view;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->view_drop_down), view);
  _wy_window_hide_message (self);
  _wy_window_update_view (self);
  /* Grundy values (or classes) are computed only on demand. */
  if (_wy_window_result_lacks_view (self))
    _wy_window_queue_solve (self);
  notify (self, WY_WINDOW_PROP_VIEW);
}

static void
on_view_selected (GtkDropDown *drop, GParamSpec *pspec, WyWindow *self)
{
  guint selected = gtk_drop_down_get_selected (drop);

  if (selected < WY_N_VIEWS)
    set_view (self, wy_view_get_name (selected));
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
  self->size = size;
  notify (self, WY_WINDOW_PROP_BOARD_SIZE);
  /* the size may cross the dense Grundy cap: classes or values */
  _wy_window_show_control (self, &self->classes_shown, _wy_window_grundy_top (self) >= 0,
                           WY_WINDOW_PROP_CLASSES_SHOWN);
  _wy_window_queue_solve (self);
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

/* The board and the inspector are bound to "solution"; the frame that
 * shows a new result is timed. */
static void
on_result_changed (WyWindow *self)
{
  wy_board_view_trace_frame (self->board_view, self->change_time);
}

void
_wy_window_apply_provenance (WyWindow *self, const WyProvenance *prov)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse (prov->game, &error);

  if (game == NULL)
    {
      g_autofree char *msg = g_strdup_printf (_("The figure names a game this version cannot "
                                                "open: %s"), error->message);
      _wy_window_show_error (self, msg);
      return;
    }
  self->has_pending = TRUE;
  self->pending_step = prov->step;
  self->pending_has_selection = prov->has_selection;
  self->pending_selection = prov->selection;
  _wy_window_set_game (self, game);
  wy_game_free (game);
  set_board_size (self, prov->size);
  if (self->size < prov->size)
    {
      /* a figure of a 2,000,000 board opens at the window's largest */
      g_autofree char *msg = g_strdup_printf (_("The figure shows a board of side %u; the window "
                                                "shows it up to side %u."), prov->size,
                                              self->size);
      _wy_window_toast (self, msg);
    }
  set_view (self, wy_view_get_name (prov->view));
  /* the window keeps its style (a figure of the command line is in the
   * paper style) and says so, with the figure's a click away */
  if (prov->style != self->style)
    _wy_window_offer_style (self, prov->style);
  if (prov->has_classes)
    g_object_set (self, "grundy-classes", prov->classes, NULL);
  if (!_wy_window_is_solving (self))
    _wy_window_apply_pending (self);
}

static void
set_rule_action (GtkWidget *widget, const char *action, GVariant *param)
{
  set_rule (WY_WINDOW (widget), g_variant_get_string (param, NULL));
}

static void
wy_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WyWindow *self = WY_WINDOW (object);

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
    case WY_WINDOW_PROP_SHOW_LINES:
      g_value_set_boolean (value, self->show_lines);
      break;
    case WY_WINDOW_PROP_SHOW_GRID:
      g_value_set_boolean (value, self->show_grid);
      break;
    case WY_WINDOW_PROP_STEP:
      g_value_set_uint (value, self->step);
      break;
    case WY_WINDOW_PROP_PLAYING:
      g_value_set_boolean (value, self->playing);
      break;
    case WY_WINDOW_PROP_PLAY_MODE:
      g_value_set_boolean (value, self->play_mode);
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
    case WY_WINDOW_PROP_CLASSES_SHOWN:
    case WY_WINDOW_PROP_BAND_SHOWN:
      g_value_set_boolean (value, prop_id == WY_WINDOW_PROP_BAND_SHOWN ? self->band_shown
                                                                      : self->classes_shown);
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
      set_rule (self, g_value_get_string (value));
      break;
    case WY_WINDOW_PROP_BOARD_SIZE:
      set_board_size (self, g_value_get_uint (value));
      break;
    case WY_WINDOW_PROP_VIEW:
      set_view (self, g_value_get_string (value));
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
bind_settings (WyWindow *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema =
    source ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;

  /* Without the schema (run from an unconfigured tree) the defaults serve. */
  if (schema == NULL)
    {
      g_message ("GSettings schema %s not found; settings will not be saved", APP_ID);
      return;
    }
  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "rule", self, "rule", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "board-size", self, "board-size", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "view", self, "view", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "style", self, "style", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "speed", self, "speed", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "grundy-classes", self, "grundy-classes",
                   G_SETTINGS_BIND_DEFAULT);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static gboolean
wy_window_close_request (GtkWindow *window)
{
  WyWindow *self = WY_WINDOW (window);
  int width, height;

  if (self->settings != NULL)
    {
      gtk_window_get_default_size (window, &width, &height);
      g_settings_delay (self->settings);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
      g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
      g_settings_apply (self->settings);
    }
  return GTK_WINDOW_CLASS (wy_window_parent_class)->close_request (window);
}

static void
wy_window_dispose (GObject *object)
{
  WyWindow *self = WY_WINDOW (object);

  _wy_window_solve_dispose (self);
  _wy_window_set_playing (self, FALSE);
  g_clear_handle_id (&self->refocus_idle, g_source_remove);
  _wy_window_desktop_dispose (self);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), WY_TYPE_WINDOW);
  G_OBJECT_CLASS (wy_window_parent_class)->dispose (object);
}

static void
wy_window_finalize (GObject *object)
{
  WyWindow *self = WY_WINDOW (object);

  g_clear_pointer (&self->result, wy_solution_unref);
  _wy_window_heaps3_finalize (self);
  g_clear_pointer (&self->game, wy_game_free);
  G_OBJECT_CLASS (wy_window_parent_class)->finalize (object);
}

static void
install_properties (GObjectClass *object_class)
{
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
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
  /* bumped (and notified) for every new result: see _wy_window_get_result */
  p[WY_WINDOW_PROP_SOLVE_SERIAL] =
    g_param_spec_uint ("solve-serial", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the highest Grundy class shown beyond the dense cap */
  p[WY_WINDOW_PROP_GRUNDY_CLASSES] =
    g_param_spec_uint ("grundy-classes", NULL, NULL, 0, WY_LOW_CLASSES_MAX_TOP,
                       WY_LOW_CLASSES_DEFAULT_TOP, rw);
  /* the solved result shown (NULL before the first), and the selected cell
   * (NULL: none): the parts of the window bind to them */
  p[WY_WINDOW_PROP_SOLUTION] =
    g_param_spec_boxed ("solution", NULL, NULL, WY_TYPE_SOLUTION,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  p[WY_WINDOW_PROP_SELECTION] = g_param_spec_boxed ("selection", NULL, NULL, WY_TYPE_POS, rw);
  /* the inspector's controls of the classes and of a class's band, where the view offers them */
  p[WY_WINDOW_PROP_CLASSES_SHOWN] =
    g_param_spec_boolean ("classes-shown", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  p[WY_WINDOW_PROP_BAND_SHOWN] =
    g_param_spec_boolean ("band-shown", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, WY_WINDOW_N_PROPS, p);
}

static void
bind_template (GtkWidgetClass *widget_class)
{
  gtk_widget_class_set_template_from_resource (widget_class, "/org/wythoff/Lattice/ui/wy-window.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, WyWindow, name)
  CHILD (game_controls);
  CHILD (size_spin);
  CHILD (size_adjustment);
  CHILD (view_drop_down);
  CHILD (error_bar);
  CHILD (error_label);
  CHILD (play_bar);
  CHILD (play_label);
  CHILD (progress_revealer);
  CHILD (progress_label);
  CHILD (progress_bar);
  CHILD (board_view);
  CHILD (inspector);
  CHILD (sum_panel);
  CHILD (play_button);
  CHILD (step_scale);
  CHILD (step_adjustment);
  CHILD (step_label);
  CHILD (speed_label);
  CHILD (speed_adjustment);
  CHILD (hover_label);
  CHILD (zoom_label);
  CHILD (primary_menu_button);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, on_game_controls_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_game_controls_error);
  gtk_widget_class_bind_template_callback (widget_class, on_error_bar_response);
}

static void
wy_window_class_init (WyWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = wy_window_dispose;
  object_class->finalize = wy_window_finalize;
  object_class->get_property = wy_window_get_property;
  object_class->set_property = wy_window_set_property;
  window_class->close_request = wy_window_close_request;
  install_properties (object_class);

  /* the widget tests make windows without an AdwApplication */
  adw_init ();
  g_type_ensure (WY_TYPE_GAME_CONTROLS);
  g_type_ensure (WY_TYPE_BOARD_VIEW);
  g_type_ensure (WY_TYPE_INSPECTOR);
  g_type_ensure (WY_TYPE_SUM_PANEL);
  g_type_ensure (WY_TYPE_AUTOMATON_PANEL);
  bind_template (widget_class);
  _wy_window_desktop_class_init (widget_class);
  _wy_window_feedback_class_init (widget_class);

  gtk_widget_class_install_action (widget_class, "win.set-rule", "s", set_rule_action);
  _wy_window_board_class_init (widget_class);
  gtk_widget_class_install_property_action (widget_class, "win.view", "view");
  gtk_widget_class_install_property_action (widget_class, "win.style", "style");
  gtk_widget_class_install_property_action (widget_class, "win.show-lines", "show-lines");
  gtk_widget_class_install_property_action (widget_class, "win.show-grid", "show-grid");
  _wy_window_solve_class_init (widget_class);
  _wy_window_steps_class_init (widget_class);
  _wy_window_play_class_init (widget_class);
  _wy_window_actions_class_init (widget_class);
  _wy_window_heaps3_class_init (widget_class);
  _wy_window_library_class_init (widget_class);
  /* after every action is installed: the zoom keys and Escape */
  wy_shortcuts_add_bindings (widget_class);
}

static void
load_css (void)
{
  static gboolean loaded;
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr (GtkCssProvider) provider = NULL;

  if (loaded || display == NULL)
    return;
  loaded = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/org/wythoff/Lattice/ui/style.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static gboolean
refocus_board (gpointer data)
{
  WyWindow *self = data;

  self->refocus_idle = 0;
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  return G_SOURCE_REMOVE;
}

/* Enter in a number field (the size, a parameter) gives the keys back to
 * the board: Page Up steps back instead of growing the field's value. */
static void
on_number_entered (WyWindow *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

/* After the main menu (a game, a style, an appearance) the keys are the
 * board's again: Space, the arrows, Home. The menu button takes the focus
 * back as the popover closes, so the board takes it after that. */
static void
on_primary_menu_closed (GtkPopover *popover, WyWindow *self)
{
  if (self->refocus_idle == 0)
    self->refocus_idle = g_idle_add (refocus_board, self);
}

/* What the board shows follows the window's properties; the inspector
 * follows the solution, the selection and the controls the view offers. */
static void
bind_parts (WyWindow *self)
{
  const char *shown[] = { "solution", "style", "show-lines", "show-grid" };
  const char *inspected[] = { "solution", "selection", "classes-shown", "band-shown" };

  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    g_object_bind_property (self, shown[i], self->board_view, shown[i], G_BINDING_SYNC_CREATE);
  for (guint i = 0; i < G_N_ELEMENTS (inspected); i++)
    g_object_bind_property (self, inspected[i], self->inspector, inspected[i],
                            G_BINDING_SYNC_CREATE);
}

static void
wy_window_init (WyWindow *self)
{
  load_css ();
  self->size = self->user_size = 23;
  self->speed = 2.0;
  self->show_lines = TRUE;
  self->show_grid = TRUE;
  self->grundy_top = WY_LOW_CLASSES_DEFAULT_TOP;
  self->toast_timeout = 5;  /* libadwaita's */
  gtk_widget_init_template (GTK_WIDGET (self));
  g_object_bind_property (self, "grundy-classes", self->inspector, "grundy-classes",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "board-size", self->size_adjustment, "value",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "speed", self->speed_adjustment, "value",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  bind_parts (self);
  g_object_bind_property (self, "rule", self->sum_panel, "rule", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "selection", self->sum_panel, "position", G_BINDING_SYNC_CREATE);
  /* both ways: a new board without the selected cell drops it */
  g_object_bind_property (self, "selection", self->board_view, "selection",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_signal_connect (self->view_drop_down, "notify::selected", G_CALLBACK (on_view_selected), self);
  /* GTK 4.8's spin button has no "activate" of its own: its text field's */
  g_signal_connect_object (gtk_editable_get_delegate (GTK_EDITABLE (self->size_spin)), "activate",
                           G_CALLBACK (on_number_entered), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (self->game_controls, "number-entered",
                           G_CALLBACK (on_number_entered), self, G_CONNECT_SWAPPED);
  _wy_window_board_init (self);
  _wy_window_heaps3_init (self);
  g_signal_connect (gtk_menu_button_get_popover (GTK_MENU_BUTTON (self->primary_menu_button)),
                    "closed", G_CALLBACK (on_primary_menu_closed), self);
  /* the parts that follow the result, board first */
  g_signal_connect (self, "notify::solve-serial", G_CALLBACK (on_result_changed), NULL);
  _wy_window_steps_init (self);
  _wy_window_play_init (self);
  {
    g_autoptr (GtkWindow) overlay = wy_shortcuts_new_help_overlay ();
    gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self),
                                             GTK_SHORTCUTS_WINDOW (overlay));
  }
  wy_accessible_name_tree (GTK_WIDGET (self));
  set_rule (self, DEFAULT_RULE);
  bind_settings (self);
  _wy_window_desktop_init (self);
  _wy_window_library_init (self);
  _wy_window_feedback_init (self);
}

WyWindow *
wy_window_new (GtkApplication *application)
{
  return g_object_new (WY_TYPE_WINDOW, "application", application, NULL);
}
