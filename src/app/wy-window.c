/* wy-window.c: the main window: its class and instance set up (the template, the parts' set-up
 * in turn, the bindings and the settings), the game's controls and the view's drop-down wired,
 * closing (asked first while an export writes; the state saved) and its disposal. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-accessible.h"
#include "wy-automaton-panel.h"
#include "wy-window-private.h"
#include "wy-window-library.h"
#include "wy-shortcuts.h"

#define DEFAULT_RULE WY_WINDOW_DEFAULT_RULE
/* The window's width and height as the settings keep them (the schema's range). */
#define SAVED_SIZE_MIN 1
#define SAVED_SIZE_MAX 32767

G_DEFINE_FINAL_TYPE (WyWindow, wy_window, ADW_TYPE_APPLICATION_WINDOW)

static void
on_error_bar_response (GtkInfoBar *bar, int response, WyWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  _wy_window_hide_message (self);
  /* the bar hides with the focus in it (its close button): the keys are the board's */
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (bar)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
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

/* A rule typed, not solved, that another game replaced in the field: kept, and said with a way
 * back (GNOME's undo rather than a question before opening the game), once the game's own news
 * (a size cut, an undo's) is said (_wy_window_say_rule_kept). */
static void
on_game_controls_rule_kept (WyWindow *self)
{
  self->rule_kept = TRUE;
}

/* The toast's Undo: the game solved as the rule was typed, and the rule typed over it. */
static void
restore_typed_rule_action (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  g_autoptr (WyGame) game = NULL;
  g_autofree char *typed = wy_game_controls_take_kept_rule (self->game_controls, &game);

  if (typed == NULL)
    return;
  _wy_window_set_game (self, game);
  wy_game_controls_set_typed_rule (self->game_controls, typed);
  wy_game_controls_focus_rule (self->game_controls);
}

static void
on_view_selected (GtkDropDown *drop, GParamSpec *pspec, WyWindow *self)
{
  guint selected = gtk_drop_down_get_selected (drop);

  if (selected < WY_N_VIEWS)
    _wy_window_set_view (self, wy_view_get_name (selected));
}

/* The board and the inspector are bound to "solution"; the frame that
 * shows a new result is timed. */
static void
on_result_changed (WyWindow *self)
{
  wy_board_view_trace_frame (self->board_view, self->change_time);
}

static void
set_rule_action (GtkWidget *widget, const char *action, GVariant *param)
{
  _wy_window_set_rule (WY_WINDOW (widget), g_variant_get_string (param, NULL));
}

/* The step and the cell of the last run, shown once the first board is solved; a game or size
 * of the command line (any other) drops them (wy-window-properties.c), and a value that no
 * longer fits is left out when they are applied (_wy_window_apply_pending). */
static void
restore_step_and_cell (WyWindow *self)
{
  gint32 x, y;

  g_settings_get (self->settings, "selected-cell", "(ii)", &x, &y);
  self->has_pending = self->pending_saved = TRUE;
  self->pending_step = g_settings_get_uint (self->settings, "step");
  self->pending_has_selection = x >= 0 && y >= 0;
  self->pending_selection = (WyPos) { MAX (x, 0), MAX (y, 0) };
}

/* The rule written to the settings as the game changes; a saved rule this version cannot read
 * (a later version's family, a rule of your own it wrote, a hand edit) stays saved, not
 * overwritten with the default game shown instead, until another game is chosen. */
static GVariant *
rule_to_setting (const GValue *value, const GVariantType *type, gpointer data)
{
  WyWindow *self = data;
  const char *rule = g_value_get_string (value);

  return self->saved_rule_unread || rule == NULL ? NULL : g_variant_new_string (rule);
}

/* A saved rule that does not read: the window says so once the saved size and view (which
 * take a message away as a new act) are in place, and the step and the cell saved with that
 * game are not the default game's. */
static void
say_unread_rule (WyWindow *self)
{
  g_autofree char *rule = g_settings_get_string (self->settings, "rule");

  self->has_pending = self->pending_saved = FALSE;
  _wy_window_set_rule (self, rule);
}

/* A rule of your own typed and not solved when the window last closed, in the field again
 * over the game last solved (a game of the command line, another, shows its own rule). */
static void
restore_typed_rule (WyWindow *self)
{
  g_autofree char *typed = g_settings_get_string (self->settings, "rule-typed");

  if (*typed != '\0')
    wy_game_controls_set_typed_rule (self->game_controls, typed);
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
  g_settings_bind_with_mapping (self->settings, "rule", self, "rule", G_SETTINGS_BIND_DEFAULT,
                                NULL, rule_to_setting, self, NULL);
  {
    g_autofree char *saved = g_settings_get_string (self->settings, "rule");
    g_autoptr (WyGame) game = wy_game_parse (saved, NULL);

    self->saved_rule_unread = game == NULL;
  }
  g_settings_bind (self->settings, "board-size", self, "board-size", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "view", self, "view", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "style", self, "style", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-lines", self, "show-lines", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-grid", self, "show-grid", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "speed", self, "speed", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "grundy-classes", self, "grundy-classes",
                   G_SETTINGS_BIND_DEFAULT);
  /* the schema's range keeps a bad value of the settings file out (its default instead) */
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  restore_step_and_cell (self);
  if (self->saved_rule_unread)
    say_unread_rule (self);
  else
    restore_typed_rule (self);
}

/* The step and the cell shown as the window closes (those still to be restored when the
 * first board has not come yet); a cell beyond the schema's int is none. */
static void
save_step_and_cell (WyWindow *self)
{
  gboolean pending = self->has_pending;
  gboolean has_cell = pending ? self->pending_has_selection : self->has_selection;
  WyPos cell = pending ? self->pending_selection : self->selection;

  /* the default game shown for a saved rule that does not read: that game's stay saved */
  if (self->saved_rule_unread)
    return;
  if (cell.x > G_MAXINT32 || cell.y > G_MAXINT32)
    has_cell = FALSE;
  g_settings_set_uint (self->settings, "step", pending ? self->pending_step : self->step);
  g_settings_set (self->settings, "selected-cell", "(ii)", has_cell ? (gint32) cell.x : -1,
                  has_cell ? (gint32) cell.y : -1);
}

static void
save_window_state (WyWindow *self)
{
  GtkWindow *window = GTK_WINDOW (self);
  g_autofree char *typed = NULL;
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (self->settings);
  /* within the schema's range, which a value outside would fail */
  g_settings_set_int (self->settings, "window-width",
                      CLAMP (width, SAVED_SIZE_MIN, SAVED_SIZE_MAX));
  g_settings_set_int (self->settings, "window-height",
                      CLAMP (height, SAVED_SIZE_MIN, SAVED_SIZE_MAX));
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  /* the size asked for, not the one a game's or view's cap cut it to: it comes back where
   * the cap allows it, as within the session */
  g_settings_set_uint (self->settings, "board-size", self->user_size);
  save_step_and_cell (self);
  typed = wy_game_controls_get_typed_rule (self->game_controls);
  /* a saved rule that does not read keeps the rule typed for it too */
  if (!self->saved_rule_unread)
    g_settings_set_string (self->settings, "rule-typed", typed != NULL ? typed : "");
  g_settings_apply (self->settings);
}

static void
on_close_question_response (AdwMessageDialog *question, const char *response, WyWindow *self)
{
  WyExportDialog *dialog = wy_export_dialog_get_exporting (GTK_WINDOW (self));

  if (!g_str_equal (response, "stop"))
    return;
  /* closing the dialog cancels its worker; the application, which the worker holds, ends
   * once the worker has removed what it began */
  if (dialog != NULL)
    gtk_window_close (GTK_WINDOW (dialog));
  gtk_window_close (GTK_WINDOW (self));
}

/* Closing (Ctrl+Q, Ctrl+W, the close button) while the Export dialog writes asks first, as
 * GNOME's applications do; TRUE while the question is open. */
static gboolean
ask_before_closing (WyWindow *self)
{
  WyExportDialog *dialog = wy_export_dialog_get_exporting (GTK_WINDOW (self));
  g_autofree char *name = NULL, *body = NULL;
  AdwMessageDialog *question;

  if (dialog == NULL)
    return FALSE;
  if (self->close_question != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->close_question));
      return TRUE;
    }
  name = g_filename_display_basename (wy_export_dialog_get_path (dialog));
  /* Translators: %s is the name of the file the export writes */
  body = g_strdup_printf (_("“%s” is not written yet. Stopping leaves no new file; a file "
                            "already there stays as it was."), name);
  /* over the Export dialog, which goes (and the question with it) when it has written */
  question = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (dialog),
                                                         _("Stop the export and quit?"), body));
  gtk_window_set_destroy_with_parent (GTK_WINDOW (question), TRUE);
  adw_message_dialog_add_responses (question, "cancel", _("_Cancel"),
                                    "stop", _("_Stop and Quit"), NULL);
  adw_message_dialog_set_response_appearance (question, "stop", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (question, "cancel");
  adw_message_dialog_set_close_response (question, "cancel");
  g_signal_connect_object (question, "response", G_CALLBACK (on_close_question_response), self,
                           0);
  self->close_question = GTK_WIDGET (question);
  g_object_add_weak_pointer (G_OBJECT (question), (gpointer *) &self->close_question);
  gtk_window_present (GTK_WINDOW (question));
  return TRUE;
}

static gboolean
wy_window_close_request (GtkWindow *window)
{
  WyWindow *self = WY_WINDOW (window);

  if (ask_before_closing (self))
    return TRUE;
  /* asked, but the export has stopped meanwhile (a signal) */
  if (self->close_question != NULL)
    gtk_window_destroy (GTK_WINDOW (self->close_question));
  if (self->settings != NULL)
    save_window_state (self);
  return GTK_WINDOW_CLASS (wy_window_parent_class)->close_request (window);
}

/* A field that has the focus takes its typed text as the template goes (the size, a
 * game's parameter): nothing of the half-disposed window answers it. */
static void
quiet_fields (WyWindow *self)
{
  gpointer fields[] = { self->game_controls, self->size_adjustment, self->speed_adjustment,
                        self->step_adjustment };

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    if (fields[i] != NULL)
      g_signal_handlers_disconnect_by_data (fields[i], self);
}

static void
wy_window_dispose (GObject *object)
{
  WyWindow *self = WY_WINDOW (object);

  quiet_fields (self);
  _wy_window_solve_dispose (self);
  _wy_window_set_playing (self, FALSE);
  g_clear_handle_id (&self->refocus_idle, g_source_remove);
  g_clear_handle_id (&self->focus_lost_idle, g_source_remove);
  g_clear_weak_pointer (&self->close_question);
  _wy_window_desktop_dispose (self);
  _wy_window_play_dispose (self);
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
  window_class->close_request = wy_window_close_request;
  _wy_window_properties_class_init (object_class);

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
  gtk_widget_class_install_action (widget_class, "win.restore-typed-rule", NULL,
                                   restore_typed_rule_action);
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

/* GTK 4.8 drops the focus when the focused button goes grey or hides as it is pressed
 * (Clear Sum, Program Starts): the keys go back to the board, not nowhere (where Tab
 * started over and the arrows did nothing). Not as the window closes (it is unmapped). */
static gboolean
refocus_lost (gpointer data)
{
  WyWindow *self = data;

  self->focus_lost_idle = 0;
  if (gtk_root_get_focus (GTK_ROOT (self)) == NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  return G_SOURCE_REMOVE;
}

static void
on_focus_lost (WyWindow *self)
{
  if (gtk_root_get_focus (GTK_ROOT (self)) == NULL && gtk_widget_get_mapped (GTK_WIDGET (self))
      && self->focus_lost_idle == 0)
    self->focus_lost_idle = g_idle_add (refocus_lost, self);
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

/* GTK 4.8's popover does not shrink to the screen (its layout asks for no resize): the main
 * menu, taller than 600 pixels, ran off a 1366 x 768 or 1024 x 600 screen with its last items
 * out of reach. Before it opens, its list (a GtkPopoverMenu's child is a scrolled window)
 * scrolls within the monitor's height below the button, less room for a top bar, the
 * popover's arrow and its padding. */
#define MENU_SCREEN_MARGIN 96

static void
fit_primary_menu (GtkMenuButton *button, gpointer data)
{
  GtkWidget *widget = GTK_WIDGET (button);
  GtkWidget *list = gtk_popover_get_child (gtk_menu_button_get_popover (button));
  GtkNative *native = gtk_widget_get_native (widget);
  GdkSurface *surface = native != NULL ? gtk_native_get_surface (native) : NULL;
  GdkMonitor *monitor = surface != NULL
    ? gdk_display_get_monitor_at_surface (gtk_widget_get_display (widget), surface) : NULL;
  GdkRectangle screen;
  double x, bottom;

  if (!GTK_IS_SCROLLED_WINDOW (list) || monitor == NULL
      || !gtk_widget_translate_coordinates (widget, GTK_WIDGET (native), 0,
                                            gtk_widget_get_height (widget), &x, &bottom))
    return;
  gdk_monitor_get_geometry (monitor, &screen);
  gtk_scrolled_window_set_max_content_height (
    GTK_SCROLLED_WINDOW (list), MAX (screen.height - (int) bottom - MENU_SCREEN_MARGIN, 160));
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
  g_signal_connect_object (self->game_controls, "rule-kept",
                           G_CALLBACK (on_game_controls_rule_kept), self, G_CONNECT_SWAPPED);
  _wy_window_board_init (self);
  _wy_window_heaps3_init (self);
  g_signal_connect (gtk_menu_button_get_popover (GTK_MENU_BUTTON (self->primary_menu_button)),
                    "closed", G_CALLBACK (on_primary_menu_closed), self);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->primary_menu_button),
                                         fit_primary_menu, NULL, NULL);
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
  _wy_window_set_rule (self, DEFAULT_RULE);
  bind_settings (self);
  _wy_window_desktop_init (self);
  _wy_window_library_init (self);
  _wy_window_feedback_init (self);
  /* the keys are the board's from the start (the arrows move its cursor), not the first
   * field's in the header */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->board_view));
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (on_focus_lost), NULL);
}

WyWindow *
wy_window_new (GtkApplication *application)
{
  return g_object_new (WY_TYPE_WINDOW, "application", application, NULL);
}
