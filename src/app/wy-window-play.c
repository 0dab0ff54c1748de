/* wy-window-play.c: the window's "play from here" mode against the program. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-window-private.h"
#include "wy-play.h"
#include "wy-ui-strings.h"

/* The bar's message: a position never broken over two lines ("(6," then "11)"). */
static void
say (WyWindow *self, const char *text)
{
  g_autofree char *whole = wy_ui_pairs_whole (text);

  gtk_label_set_text (GTK_LABEL (self->play_label), whole);
  gtk_info_bar_set_revealed (GTK_INFO_BAR (self->play_bar), self->play_mode);
}

static char *
pos_text (WyWindow *self, const WyPos *pos)
{
  return wy_ui_format_pos (pos, wy_board_is_one_pile (_wy_window_get_board (self)));
}

/* The record and the buttons follow the game: the program may start before any move, a move
 * pair is taken back after one (Ctrl+Z, wy-window-desktop.c, follows "play-record"). */
static void
refresh (WyWindow *self)
{
  guint moves = self->play_record ? wy_play_record_get_n_moves (self->play_record) : 0;
  gboolean first = self->play_mode && self->play_started && moves == 0;
  gboolean back = self->play_mode && moves > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-program-starts", first);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-take-back", back);
  gtk_widget_set_visible (self->play_first_button, first);
  gtk_widget_set_visible (self->play_take_back_button, back);
  if (back)
    {
      g_autofree char *moves_text = wy_play_record_to_string (self->play_record);
      /* Translators: the game's record, e.g. "Moves so far: (6, 8) → (3, 5) → (2, 4)" */
      g_autofree char *text = g_strdup_printf (_("Moves so far: %s"), moves_text);
      g_autofree char *whole = wy_ui_pairs_whole (text);

      gtk_label_set_text (GTK_LABEL (self->play_record_label), whole);
    }
  gtk_widget_set_visible (self->play_record_label, back);
  g_object_notify_by_pspec (G_OBJECT (self), wy_window_properties[WY_WINDOW_PROP_PLAY_RECORD]);
}

/* A new game from pos (NULL: none). */
static void
set_record (WyWindow *self, const WyPos *pos)
{
  g_clear_pointer (&self->play_record, wy_play_record_unref);
  if (pos != NULL)
    self->play_record = wy_play_record_new (_wy_window_get_board (self), pos, NULL);
}

/* A game from pos, the player first: refused where pos is no position (UpMark's 0), over at
 * once where it has no move (who has won is the core's status of pos: the player to move
 * loses at a P-position). */
static void
start_at (WyWindow *self, const WyPos *pos)
{
  WyBoard *board = _wy_window_get_board (self);
  WyStatus status = wy_board_get_status (board, pos->x, pos->y);
  gboolean misere = wy_game_is_misere (wy_board_get_game (board));
  g_autofree char *at = pos_text (self, pos);
  g_autofree char *text = NULL;

  self->play_started = FALSE;
  set_record (self, NULL);
  if (status == WY_STATUS_NONE)
    text = g_strdup_printf (_("%s is not a position of this game: click the position to start "
                              "from."), at);
  else if (!wy_play_has_move (board, pos))
    text = g_strdup_printf (status == WY_STATUS_P
                            ? (misere ? _("There is no move from %s: you cannot move, so the "
                                          "program wins (misère play).")
                                      : _("There is no move from %s: you cannot move, so the "
                                          "program wins."))
                            : (misere ? _("There is no move from %s: you cannot move, so you "
                                          "win (misère play).")
                                      : _("There is no move from %s: you cannot move, so you "
                                          "win.")), at);
  else
    {
      text = g_strdup_printf (_("You play first from %s: click the position to move to, or "
                                "let the program start."), at);
      self->play_started = TRUE;
      set_record (self, pos);
    }
  _wy_window_select (self, pos);
  say (self, text);
  refresh (self);
}

void
_wy_window_set_play_mode (WyWindow *self, gboolean play_mode)
{
  WyBoard *board = _wy_window_get_board (self);
  g_autoptr (GError) error = NULL;
  WyPos sel;

  /* the core says which games play plays (not Imitation Nim, not three heaps); the menu
   * and Ctrl+P offer it for every game and say why not here */
  if (play_mode && self->game != NULL && !wy_play_is_available (self->game, &error))
    {
      _wy_window_toast (self, error->message);
      play_mode = FALSE;
    }
  if (play_mode == self->play_mode)
    return;
  self->play_mode = play_mode;
  self->play_started = FALSE;
  set_record (self, NULL);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), wy_window_properties[WY_WINDOW_PROP_PLAY_MODE]);
  if (!play_mode)
    {
      gtk_info_bar_set_revealed (GTK_INFO_BAR (self->play_bar), FALSE);
      return;
    }
  if (board != NULL && wy_board_view_get_selection (self->board_view, &sel)
      && wy_board_contains (board, sel.x, sel.y))
    start_at (self, &sel);
  else
    say (self, _("Click the position to start from."));
}

/* The program's move as the side panel words it: what it takes, and the core's name of its
 * line ("take 6 · division": Mark's n to n/k is no subtraction). */
static char *
play_move_text (const WyMove *move, gboolean one_pile)
{
  g_autofree char *removal = wy_ui_format_removal (move, one_pile);
  g_autofree char *kind = wy_ui_move_kind (move);

  return g_strdup_printf ("%s · %s", removal, kind);
}

/* The program has made move from the position before: the bar says so in one of three
 * sentences (each with the position before, the one moved to and what was taken): the game
 * goes on [0], or the player cannot move and wins, in misère play [1], or loses [2]. */
static void
say_program_moved (WyWindow *self, const char *before, const WyMove *move,
                   const char *const sentences[3])
{
  WyBoard *board = _wy_window_get_board (self);
  g_autofree char *to = pos_text (self, &move->target);
  g_autofree char *removal = play_move_text (move, wy_board_is_one_pile (board));
  g_autofree char *text = NULL;
  guint which = 0;

  _wy_window_select (self, &move->target);
  if (!wy_play_has_move (board, &move->target))
    {
      self->play_started = FALSE;
      which = wy_game_is_misere (wy_board_get_game (board)) ? 1 : 2;
    }
  text = g_strdup_printf (sentences[which], before, to, removal);
  say (self, text);
}

/* The player's move is done; now the program answers, or the game ends. */
static void
answer (WyWindow *self, const WyPos *to)
{
  gboolean misere = wy_game_is_misere (wy_board_get_game (_wy_window_get_board (self)));
  g_autofree char *moved = pos_text (self, to);
  g_autofree char *text = NULL;
  const char *const sentences[] = {
    _("You moved to %s; the program answered %s (%s). Your move."),
    _("You moved to %s; the program answered %s (%s). You cannot move, so you win (misère "
      "play)."),
    _("You moved to %s; the program answered %s (%s). You cannot move: the program wins."),
  };
  WyMove reply;

  if (wy_play_record_answer (self->play_record, &reply))
    {
      say_program_moved (self, moved, &reply, sentences);
      return;
    }
  text = g_strdup_printf (misere ? _("You moved to %s. The program cannot move, so it wins "
                                     "(misère play).")
                                 : _("You moved to %s. The program cannot move: you win!"),
                          moved);
  self->play_started = FALSE;
  _wy_window_select (self, to);
  say (self, text);
}

gboolean
_wy_window_play_click (WyWindow *self, const WyPos *pos)
{
  WyBoard *board = _wy_window_get_board (self);
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  g_autofree char *text = NULL;
  WyPos at;

  if (!self->play_mode || board == NULL)
    return FALSE;
  if (!self->play_started)
    {
      start_at (self, pos);
      return TRUE;
    }
  wy_play_record_get_position (self->play_record, &at);
  from = pos_text (self, &at);
  to = pos_text (self, pos);
  switch (wy_play_record_play (self->play_record, pos))
    {
    case WY_PLAY_ILLEGAL:
      text = g_strdup_printf (_("Illegal move: %s cannot be reached from %s in one move. Your "
                                "move from %s."), to, from, from);
      break;
    case WY_PLAY_BLOCKED:
      text = g_strdup_printf (_("The program blocks the move to %s. Your move from %s."), to,
                              from);
      break;
    case WY_PLAY_LEGAL:
    default:
      break;
    }
  if (text != NULL)
    {
      say (self, text);
      return TRUE;
    }
  answer (self, pos);
  refresh (self);
  return TRUE;
}

/* "Program Starts": before any move, the program moves first from the start position, with
 * the move it would answer there (wy_play_record_answer). */
static void
program_starts (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  g_autofree char *from = NULL;
  const char *const sentences[] = {
    _("The program started from %s and moved to %s (%s). Your move."),
    _("The program started from %s and moved to %s (%s). You cannot move, so you win (misère "
      "play)."),
    _("The program started from %s and moved to %s (%s). You cannot move: the program wins."),
  };
  WyPos start;
  WyMove move;

  if (!self->play_started || self->play_record == NULL
      || wy_play_record_get_n_moves (self->play_record) > 0)
    return;
  wy_play_record_get_position (self->play_record, &start);
  if (!wy_play_record_answer (self->play_record, &move))
    return;
  from = pos_text (self, &start);
  say_program_moved (self, from, &move, sentences);
  refresh (self);
}

/* "Take Back" (Ctrl+Z in play): the player's last move and the program's answer, back to the
 * player's turn; at last the program's first move, back to the start. */
static void
take_back (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  g_autofree char *at_text = NULL, *text = NULL;
  WyPos at;

  if (!self->play_mode || self->play_record == NULL
      || wy_play_record_take_back (self->play_record) == 0)
    return;
  wy_play_record_get_position (self->play_record, &at);
  at_text = pos_text (self, &at);
  /* a position moved from has a move: the game goes on */
  self->play_started = TRUE;
  if (wy_play_record_get_n_moves (self->play_record) == 0)
    text = g_strdup_printf (_("Taken back to the start: you play first from %s. Click the "
                              "position to move to, or let the program start."), at_text);
  else
    text = g_strdup_printf (_("Taken back to %s. Your move."), at_text);
  _wy_window_select (self, &at);
  say (self, text);
  refresh (self);
}

/* A new game or size ends the game being played. */
static void
on_result_changed (WyWindow *self)
{
  if (self->play_mode)
    _wy_window_set_play_mode (self, FALSE);
}

void
_wy_window_play_init (WyWindow *self)
{
  g_signal_connect (self, "notify::solve-serial", G_CALLBACK (on_result_changed), NULL);
  refresh (self);
}

void
_wy_window_play_dispose (WyWindow *self)
{
  g_clear_pointer (&self->play_record, wy_play_record_unref);
}

void
_wy_window_play_class_init (GtkWidgetClass *widget_class)
{
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, WyWindow, name)
  CHILD (play_record_label);
  CHILD (play_first_button);
  CHILD (play_take_back_button);
#undef CHILD
  gtk_widget_class_install_property_action (widget_class, "win.play-mode", "play-mode");
  gtk_widget_class_install_action (widget_class, "win.play-program-starts", NULL,
                                   program_starts);
  gtk_widget_class_install_action (widget_class, "win.play-take-back", NULL, take_back);
}
