/* wy-window-steps.c: the window's elimination animation: steps, scrubbing, playback. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wy-window-private.h"
#include "wy-shortcuts.h"

/* The board whose elimination is played: a slice of three heaps is
 * animated, and counted, by the steps of its whole cube. */
static WyBoard *
steps_board (WyWindow *self)
{
  return _wy_window_heaps3_active (self)
         ? wy_solution_get_board (_wy_window_heaps3_get_cube (self))
         : _wy_window_get_board (self);
}

static guint
n_steps (WyWindow *self)
{
  WyBoard *board = steps_board (self);

  return board ? wy_board_get_n_steps (board) : 0;
}

guint
_wy_window_n_steps (WyWindow *self)
{
  return n_steps (self);
}

/* "₁₂" for 12: the papers write P_j and N_j with subscripts. */
static char *
subscript (guint n)
{
  static const char *digits[] = { "₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉" };
  g_autofree char *plain = g_strdup_printf ("%u", n);
  GString *out = g_string_new (NULL);

  for (const char *c = plain; *c; c++)
    g_string_append (out, digits[*c - '0']);
  return g_string_free (out, FALSE);
}

/* Steps 1..m are the animation; 0 is the finished board, placed after m. */
static guint
pos_of (WyWindow *self, guint step)
{
  return step == 0 ? n_steps (self) + 1 : step;
}

static guint
step_of (WyWindow *self, guint pos)
{
  return pos > n_steps (self) ? 0 : MAX (pos, 1);
}

/* A step's text that breaks only after a " · ": inside a part ("Step 3 of 6", "|N₂| = 146")
 * and before each "·" every space is a no-break space and each "|" is joined to what
 * follows (U+2060), since Pango 1.50 breaks there whatever its allow-breaks attribute says
 * ("|N₂|" at the end of a line and "= 146" alone on the next). A text without " · ", the
 * final line ("Final: 31 P-positions after 13 steps"), breaks between any words. */
static char *
unbreakable_parts (const char *text)
{
  GString *out = g_string_new (NULL);
  const char *sep = strstr (text, " · ");

  for (const char *c = text; *c; c++)
    if (sep == NULL)
      g_string_append_c (out, *c);
    else if (c == sep)
      {
        g_string_append (out, "\u00a0· ");
        c += strlen (" · ") - 1;
        sep = strstr (c + 1, " · ") ? strstr (c + 1, " · ") : c + strlen (c);
      }
    else if (*c == ' ')
      g_string_append (out, "\u00a0");
    else if (*c == '|')
      g_string_append (out, "|\u2060");
    else
      g_string_append_c (out, *c);
  return g_string_free (out, FALSE);
}

static void
set_step_text (WyWindow *self, const char *plain)
{
  g_autofree char *text = unbreakable_parts (plain);

  gtk_label_set_text (GTK_LABEL (self->step_label), text);
  /* the slider reads as the step it shows, not as its position (n + 1 for the final board) */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->step_scale),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

static void
update_label (WyWindow *self)
{
  WyBoard *board = steps_board (self);
  guint n_p = 0, n_n;
  g_autofree char *sub = NULL;
  g_autofree char *text = NULL;

  if (board == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->step_label), "");
      return;
    }
  if (self->step == 0)
    {
      g_autofree char *ppos = NULL;
      guint n = n_steps (self);

      wy_board_get_ppos (board, &n_p);
      ppos = g_strdup_printf (ngettext ("%u P-position", "%u P-positions", n_p), n_p);
      /* Translators: %s is "12 P-positions" */
      text = g_strdup_printf (ngettext ("Final: %s after %u step", "Final: %s after %u steps", n),
                              ppos, n);
      set_step_text (self, text);
      return;
    }
  wy_board_get_step_ppos (board, self->step, &n_p);
  n_n = wy_board_get_step_n_count (board, self->step);
  sub = subscript (self->step);
  if (wy_board_has_step_n_counts (board))
    /* Translators: "Step 3 of 6 · |P₃| = 2 · |N₃| = 120"; the %s are subscript step numbers. */
    text = g_strdup_printf (_("Step %u of %u · |P%s| = %u · |N%s| = %u"),
                            self->step, n_steps (self), sub, n_p, sub, n_n);
  else
    /* Translators: "Step 3 of 6 · |P₃| = 2"; %s is a subscript step number. */
    text = g_strdup_printf (_("Step %u of %u · |P%s| = %u"), self->step, n_steps (self), sub,
                            n_p);
  set_step_text (self, text);
}

static void
update_actions (WyWindow *self)
{
  guint n = n_steps (self), pos = pos_of (self, self->step);
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "win.step-first", n > 0 && pos > 1);
  gtk_widget_action_set_enabled (widget, "win.step-back", n > 0 && pos > 1);
  gtk_widget_action_set_enabled (widget, "win.step-forward", n > 0 && pos <= n);
  gtk_widget_action_set_enabled (widget, "win.step-last", n > 0 && pos <= n);
  gtk_widget_action_set_enabled (widget, "win.playing", n > 0);
}

void
_wy_window_set_step (WyWindow *self, guint step)
{
  guint n = n_steps (self);

  step = step > n ? 0 : step;
  if (step != self->step)
    {
      self->step = step;
      g_object_notify_by_pspec (G_OBJECT (self), wy_window_properties[WY_WINDOW_PROP_STEP]);
    }
  wy_board_view_set_step (self->board_view, step);
  if ((guint) gtk_adjustment_get_value (self->step_adjustment) != pos_of (self, step))
    gtk_adjustment_set_value (self->step_adjustment, pos_of (self, step));
  update_label (self);
  update_actions (self);
}

static gboolean
on_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  WyWindow *self = WY_WINDOW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  gint64 interval = (gint64) (G_USEC_PER_SEC / CLAMP (self->speed, 0.25, 20));

  if (now - self->last_advance < interval)
    return G_SOURCE_CONTINUE;
  /* Keep the rhythm even when a frame comes late, without bursts. */
  self->last_advance = MAX (self->last_advance + interval, now - interval);
  _wy_window_set_step (self, step_of (self, pos_of (self, self->step) + 1));
  if (self->step == 0)
    {
      self->tick_id = 0;
      _wy_window_set_playing (self, FALSE);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

void
_wy_window_set_playing (WyWindow *self, gboolean playing)
{
  playing = playing && n_steps (self) > 0;
  if (playing == self->playing)
    return;
  self->playing = playing;
  if (playing)
    {
      GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

      /* Playing at the end starts over. */
      if (self->step == 0)
        _wy_window_set_step (self, 1);
      self->last_advance = clock ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
      self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_tick, NULL, NULL);
    }
  else if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  gtk_button_set_icon_name (GTK_BUTTON (self->play_button),
                            playing ? "media-playback-pause-symbolic"
                                    : "media-playback-start-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->play_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  playing ? _("Pause") : _("Play"), -1);
  g_object_notify_by_pspec (G_OBJECT (self), wy_window_properties[WY_WINDOW_PROP_PLAYING]);
}

/* A new board opens on its final step, with the scale marked per step. */
/* A new result: the scale gets its steps, the board shows the final one. */
static void
on_result_changed (WyWindow *self)
{
  guint n = n_steps (self);

  _wy_window_set_playing (self, FALSE);
  gtk_scale_clear_marks (GTK_SCALE (self->step_scale));
  gtk_adjustment_configure (self->step_adjustment, n + 1, 1, n + 1, 1, 1, 0);
  if (n <= 60)
    for (guint j = 1; j <= n + 1; j++)
      gtk_scale_add_mark (GTK_SCALE (self->step_scale), j, GTK_POS_BOTTOM, NULL);
  gtk_widget_set_sensitive (self->step_scale, n > 0);
  self->step = G_MAXUINT;
  _wy_window_set_step (self, 0);
}

static void
on_step_scale_changed (GtkAdjustment *adjustment, WyWindow *self)
{
  guint step = step_of (self, (guint) (gtk_adjustment_get_value (adjustment) + 0.5));

  if (step != self->step && n_steps (self) > 0)
    _wy_window_set_step (self, step);
}

static void
step_action (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);

  guint pos = pos_of (self, self->step);

  _wy_window_set_playing (self, FALSE);
  if (g_str_equal (action, "win.step-first"))
    _wy_window_set_step (self, 1);
  else if (g_str_equal (action, "win.step-back"))
    _wy_window_set_step (self, step_of (self, pos > 1 ? pos - 1 : 1));
  else if (g_str_equal (action, "win.step-forward"))
    _wy_window_set_step (self, step_of (self, pos + 1));
  else
    _wy_window_set_step (self, 0);
  /* GTK 4.8 has no announcement: the board, which has the focus as the keys step, tells
   * the step it shows now (once a step, never while the animation plays) */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->board_view),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  gtk_label_get_text (GTK_LABEL (self->step_label)), -1);
}

/* Text fields and the step scale keep their own use of these keys. */
static gboolean
focus_wants_keys (WyWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  return focus != NULL && (GTK_IS_EDITABLE (focus) || GTK_IS_RANGE (focus)
                           || GTK_IS_DROP_DOWN (focus)
                           || gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL);
}

/* Space presses a focused button, switch, check box or row (the play button too), as
 * everywhere in GTK; from the board and the text beside it, it plays. */
static gboolean
focus_takes_space (WyWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  return focus != NULL && (GTK_IS_BUTTON (focus) || GTK_IS_SWITCH (focus)
                           || GTK_IS_CHECK_BUTTON (focus) || GTK_IS_LIST_BOX_ROW (focus));
}

/* The step keys (wy-shortcuts.c) yield to fields that use them. */
static gboolean
step_keys_allowed (GtkWidget *window, const char *action)
{
  if (g_str_equal (action, "win.playing") && focus_takes_space (WY_WINDOW (window)))
    return FALSE;
  return !focus_wants_keys (WY_WINDOW (window));
}

void
_wy_window_steps_init (WyWindow *self)
{
  g_signal_connect (self, "notify::solve-serial", G_CALLBACK (on_result_changed), NULL);
  wy_shortcuts_add_step_keys (GTK_WIDGET (self), step_keys_allowed);
  g_signal_connect (self->step_adjustment, "value-changed", G_CALLBACK (on_step_scale_changed),
                    self);
  update_label (self);
  update_actions (self);
}

void
_wy_window_steps_class_init (GtkWidgetClass *widget_class)
{
  static const char *actions[] = { "win.step-first", "win.step-back",
                                   "win.step-forward", "win.step-last" };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    gtk_widget_class_install_action (widget_class, actions[i], NULL, step_action);
  gtk_widget_class_install_property_action (widget_class, "win.playing", "playing");
}
