/* wy-window-feedback.c: what the window says: the message bar, news as toasts, and feedback
 * that never lies: a refused size offers the allowed one, a failed solve leaves the header
 * showing the board shown, the message of a one-off act (a figure that would not open) goes
 * with the next act. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-window-private.h"
#include "wy-ui-strings.h"

/* ---- the message bar ---- */

void
_wy_window_show_message (WyWindow *self, GtkMessageType type, const char *message)
{
  /* the core's messages are clauses ("b must be ..."): shown alone, a sentence */
  g_autofree char *sentence = wy_ui_sentence (message);

  gtk_info_bar_set_message_type (GTK_INFO_BAR (self->error_bar), type);
  gtk_label_set_text (GTK_LABEL (self->error_label), sentence);
  _wy_window_offer_size (self, 0);
  self->act_error = FALSE;
  self->note_shown = FALSE;
  self->view_said = FALSE;
  gtk_info_bar_set_revealed (GTK_INFO_BAR (self->error_bar), TRUE);
}

void
_wy_window_show_error (WyWindow *self, const char *message)
{
  _wy_window_show_message (self, GTK_MESSAGE_ERROR, message);
}

void
_wy_window_hide_message (WyWindow *self)
{
  _wy_window_offer_size (self, 0);
  self->view_said = FALSE;
  gtk_info_bar_set_revealed (GTK_INFO_BAR (self->error_bar), FALSE);
}

/* A new board answers an earlier failure, not what was said about this change; nor a
 * one-off act's error (a file handed over that would not open, said while the window's
 * first board is solved), which the next act withdraws. */
void
_wy_window_hide_error (WyWindow *self)
{
  if (gtk_info_bar_get_message_type (GTK_INFO_BAR (self->error_bar)) == GTK_MESSAGE_ERROR
      && !self->act_error)
    _wy_window_hide_message (self);
}

/* ---- news as toasts ---- */

guint _wy_window_toast_timeout = 5;

static void
on_toast_dismissed (AdwToast *toast, WyWindow *self)
{
  if (self->toast == toast)
    self->toast = NULL;
  if (self->size_toast == toast)
    self->size_toast = NULL;
}

/* GTK 4.8 has no announcement, and libadwaita 1.2's toast is a plain widget: the board (or
 * the 3-D view), when it has the focus, as after a key that brings news (Ctrl+Alt+C, Ctrl+P,
 * Alt+A), tells it as its description, which a screen reader reads. */
void
_wy_window_tell (WyWindow *self, const char *title)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus != NULL && (focus == GTK_WIDGET (self->board_view)
                        || (self->heaps3 != NULL && focus == self->heaps3->cube_view)))
    gtk_accessible_update_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    title, -1);
}

/* The latest news replaces the news before it. */
AdwToast *
_wy_window_toast (WyWindow *self, const char *title)
{
  g_autofree char *markup = g_markup_escape_text (title, -1);
  AdwToast *toast;

  _wy_window_tell (self, title);

  /* news shown is replaced in place: a toast dismissed while it slides in
   * and another added at once crash libadwaita 1.2's overlay */
  if (self->toast != NULL)
    {
      adw_toast_set_title (self->toast, markup);
      adw_toast_set_button_label (self->toast, NULL);
      adw_toast_set_action_name (self->toast, NULL);
      self->size_toast = NULL;  /* that news is gone */
      return self->toast;
    }
  toast = adw_toast_new (markup);
  adw_toast_set_timeout (toast, _wy_window_toast_timeout);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_toast_dismissed), self, 0);
  self->toast = toast;
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (self->toast_overlay), toast);
  return toast;
}

/* ---- a size offered ---- */

static void
use_size (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);

  _wy_window_hide_message (self);
  if (self->size_toast != NULL)
    adw_toast_dismiss (self->size_toast);
  g_object_set (self, "board-size", g_variant_get_uint32 (param), NULL);
}

/* The bar's button "Use N" (0: none). */
void
_wy_window_offer_size (WyWindow *self, guint size)
{
  g_autofree char *label = g_strdup_printf (_("Use %u"), size);

  gtk_widget_set_visible (self->offer_button, size > 0);
  if (size == 0)
    return;
  gtk_button_set_label (GTK_BUTTON (self->offer_button), label);
  /* the target first: the button checks it against the action's */
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->offer_button),
                                          g_variant_new_uint32 (size));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->offer_button), "win.use-size");
}

/* What the user types into the size field, read here so that a refused
 * value is named, with the largest allowed a click away, instead of silently
 * replaced. */
static int
on_size_input (GtkSpinButton *spin, double *value, WyWindow *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));
  guint max;
  guint64 size;

  /* the field loses the focus while the window is taken apart: nothing to read */
  if (self->size_adjustment == NULL)
    return FALSE;
  max = (guint) gtk_adjustment_get_upper (self->size_adjustment);
  if (g_ascii_string_to_unsigned (text, 10, 1, max, &size, NULL))
    {
      *value = size;
      return TRUE;
    }
  {
    g_autofree char *msg =
      g_strdup_printf (_("The board size “%s” is not allowed for this game: give a whole number "
                         "from 1 to %u. The size stays %u."), text, max, self->size);
    AdwToast *toast = _wy_window_toast (self, msg);

    /* at the largest already, "Use N" would change nothing */
    if (max != self->size)
      _wy_window_toast_offer_size (self, toast, max);
  }
  return GTK_INPUT_ERROR;
}

/* A toast's button that sets the size. */
void
_wy_window_toast_offer_size (WyWindow *self, AdwToast *toast, guint size)
{
  g_autofree char *label = g_strdup_printf (_("Use %u"), size);

  adw_toast_set_action_target_value (toast, g_variant_new_uint32 (size));
  adw_toast_set_action_name (toast, "win.use-size");
  adw_toast_set_button_label (toast, label);
}

/* A solve refused or over its budget: the header goes back to the board
 * shown (never a size the board does not have) and the message offers the
 * side the core allows (wy_solve_get_allowed_size: 0, none). */
void
_wy_window_solve_failed (WyWindow *self, const char *message, guint allowed)
{
  WyBoard *board = _wy_window_get_board (self);

  _wy_window_show_error (self, message);
  if (board != NULL && wy_board_get_size (board) != self->size
      && wy_game_equal (wy_board_get_game (board), self->game))
    {
      /* the size field follows, nothing is solved anew, and the size
       * refused leaves no step in the history */
      self->user_size = self->size = wy_board_get_size (board);
      self->restoring = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), wy_window_properties[WY_WINDOW_PROP_BOARD_SIZE]);
      self->restoring = FALSE;
      g_clear_handle_id (&self->solve_idle, g_source_remove);
      if (self->undo_states->len > 0
          && g_strcmp0 (((WyHistoryEntry *) g_ptr_array_index (self->undo_states,
                                                                self->undo_states->len - 1))->state,
                        self->history_state) == 0)
        g_ptr_array_remove_index (self->undo_states, self->undo_states->len - 1);
    }
  if (allowed > 0 && allowed != self->size)
    _wy_window_offer_size (self, allowed);
}

/* ---- an opened figure's style, offered ---- */

void
_wy_window_offer_style (WyWindow *self, WyStyle style)
{
  AdwToast *toast = _wy_window_toast (self, style == WY_STYLE_PAPER
                                      ? _("The figure is drawn in the paper style; the window "
                                          "keeps its screen style.")
                                      : _("The figure is drawn in the screen style; the window "
                                          "keeps its paper style."));

  adw_toast_set_action_target_value (toast, g_variant_new_string (wy_style_get_name (style)));
  adw_toast_set_action_name (toast, "win.style");
  adw_toast_set_button_label (toast, style == WY_STYLE_PAPER ? _("Use Paper Style")
                                                             : _("Use Screen Style"));
}

/* ---- a note of what is shown ---- */

void
_wy_window_show_note (WyWindow *self, const char *message)
{
  _wy_window_show_message (self, GTK_MESSAGE_INFO, message);
  self->note_shown = TRUE;
}

/* Another game or size (undo, the controls, another file): the note named the one before. */
void
_wy_window_shown_changed (WyWindow *self)
{
  if (self->note_shown)
    _wy_window_hide_message (self);
  self->note_shown = FALSE;
}

/* ---- the message of a one-off act ---- */

/* A figure that would not open, a copy that failed: said until the next act. */
void
_wy_window_show_act_error (WyWindow *self, const char *message)
{
  _wy_window_show_error (self, message);
  self->act_error = TRUE;
}

/* The next act (an export, another figure, a window opened) withdraws it. */
void
_wy_window_act (WyWindow *self)
{
  if (self->act_error)
    _wy_window_hide_message (self);
  self->act_error = FALSE;
}

static void
on_active_changed (WyWindow *self)
{
  /* another window (the About window, the gallery, a dialog) took the focus */
  if (!gtk_window_is_active (GTK_WINDOW (self)))
    _wy_window_act (self);
}

/* ---- set-up ---- */

void
_wy_window_feedback_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, WyWindow, offer_button);
  gtk_widget_class_install_action (widget_class, "win.use-size", "u", use_size);
}

void
_wy_window_feedback_init (WyWindow *self)
{
  g_signal_connect (self, "notify::is-active", G_CALLBACK (on_active_changed), NULL);
  g_signal_connect (self->size_spin, "input", G_CALLBACK (on_size_input), self);
}

/* A rule typed, not solved, that another game replaced in the field (wy-window.c keeps it):
 * said with a way back once the game's own news is said. */
void
_wy_window_say_rule_kept (WyWindow *self)
{
  AdwToast *toast;

  if (!self->rule_kept)
    return;
  self->rule_kept = FALSE;
  toast = _wy_window_toast (self, _("The rule you typed was kept, not solved."));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.restore-typed-rule");
}
