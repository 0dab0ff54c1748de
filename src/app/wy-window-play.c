/* wy-window-play.c: the window's "play from here" mode against the program. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-window-private.h"
#include "wy-play.h"
#include "wy-ui-strings.h"

static void
say (WyWindow *self, const char *text)
{
  gtk_label_set_text (GTK_LABEL (self->play_label), text);
  gtk_info_bar_set_revealed (GTK_INFO_BAR (self->play_bar), self->play_mode);
}

static char *
pos_text (WyWindow *self, const WyPos *pos)
{
  return wy_ui_format_pos (pos, wy_board_is_one_pile (_wy_window_get_board (self)));
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
      text = g_strdup_printf (_("You play first from %s: click the position to move to."), at);
      self->play_started = TRUE;
      self->play_pos = *pos;
    }
  _wy_window_select (self, pos);
  say (self, text);
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

/* The player's move is done; now the program answers, or the game ends. */
static void
answer (WyWindow *self, const WyPos *to)
{
  WyBoard *board = _wy_window_get_board (self);
  gboolean misere = wy_game_is_misere (wy_board_get_game (board));
  g_autofree char *moved = pos_text (self, to);
  g_autofree char *text = NULL;
  g_autofree char *reply_text = NULL;
  g_autofree char *removal = NULL;
  WyMove reply;

  if (!wy_play_reply (board, to, &reply))
    {
      text = g_strdup_printf (misere ? _("You moved to %s. The program cannot move, so it wins "
                                         "(misère play).")
                                     : _("You moved to %s. The program cannot move: you win!"),
                              moved);
      self->play_started = FALSE;
      _wy_window_select (self, to);
      say (self, text);
      return;
    }
  self->play_pos = reply.target;
  _wy_window_select (self, &reply.target);
  reply_text = pos_text (self, &reply.target);
  removal = play_move_text (&reply, wy_board_is_one_pile (board));
  if (!wy_play_has_move (board, &reply.target))
    {
      self->play_started = FALSE;
      text = g_strdup_printf (misere ? _("You moved to %s; the program answered %s (%s). You "
                                         "cannot move, so you win (misère play).")
                                     : _("You moved to %s; the program answered %s (%s). You "
                                         "cannot move: the program wins."),
                              moved, reply_text, removal);
    }
  else
    text = g_strdup_printf (_("You moved to %s; the program answered %s (%s). Your move."),
                            moved, reply_text, removal);
  say (self, text);
}

gboolean
_wy_window_play_click (WyWindow *self, const WyPos *pos)
{
  WyBoard *board = _wy_window_get_board (self);
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  g_autofree char *text = NULL;

  if (!self->play_mode || board == NULL)
    return FALSE;
  if (!self->play_started)
    {
      start_at (self, pos);
      return TRUE;
    }
  from = pos_text (self, &self->play_pos);
  to = pos_text (self, pos);
  switch (wy_play_judge (board, &self->play_pos, pos))
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
  return TRUE;
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
}

void
_wy_window_play_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_property_action (widget_class, "win.play-mode", "play-mode");
}
