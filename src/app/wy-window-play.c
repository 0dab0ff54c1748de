/* wy-window-play.c: the window's "play from here" mode against the program. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-window-private.h"
#include "wy-play.h"
#include "wy-ui-strings.h"

/* The bar's message: a position never broken over two lines ("(6," then "11)"). GTK 4.8 has
 * no announcement: the board, which has the focus in play, tells it as its description (after
 * the selection's, "Selected (1, 2): ...", which would hide the answer and who has won). */
static void
say (WyWindow *self, const char *text)
{
  g_autofree char *whole = wy_ui_pairs_whole (text);

  gtk_label_set_text (GTK_LABEL (self->play_label), whole);
  gtk_info_bar_set_revealed (GTK_INFO_BAR (self->play_bar), self->play_mode);
  if (self->play_mode)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->board_view),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, whole, -1);
}

static char *
pos_text (WyWindow *self, const WyPos *pos)
{
  return wy_ui_format_pos (pos, wy_board_is_one_pile (_wy_window_get_board (self)));
}

/* The positions of blocks, as the bar lists them: "(3, 5)", "(3, 5) and (5, 3)". */
static char *
blocks_text (WyWindow *self, const GArray *blocks)
{
  g_autoptr (GString) list = g_string_new (NULL);
  g_autofree char *last = NULL;

  for (guint i = 0; i + 1 < blocks->len; i++)
    {
      g_autofree char *one = pos_text (self, &g_array_index (blocks, WyPos, i));

      g_string_append_printf (list, i > 0 ? ", %s" : "%s", one);
    }
  last = pos_text (self, &g_array_index (blocks, WyPos, blocks->len - 1));
  if (blocks->len == 1)
    return g_steal_pointer (&last);
  /* Translators: the last two of a list of positions, "(1, 2), (3, 5) and (5, 3)" */
  return g_strdup_printf (_("%s and %s"), list->str, last);
}

/* Whether the game is on and it is the program's turn (in a game with blocking, after the
 * player's move or before the program's first one: the player may block first). */
static gboolean
programs_turn (WyWindow *self)
{
  return self->play_mode && self->play_started && self->play_record != NULL
         && !wy_play_record_is_players_turn (self->play_record);
}

/* The blocks of the turn (the core's: the program's or the player's) crossed out on the
 * board; none when no game is on. */
static void
show_blocks (WyWindow *self)
{
  g_autoptr (GArray) blocks = NULL;

  if (self->play_mode && self->play_started && self->play_record != NULL)
    blocks = wy_play_record_get_blocks (self->play_record);
  wy_board_view_set_blocks (self->board_view, blocks && blocks->len ? blocks : NULL,
                            programs_turn (self));
}

/* " The program blocks (3, 5) and (5, 3)." before the player's move, "" when it blocks
 * nothing. */
static char *
program_blocks_note (WyWindow *self)
{
  g_autoptr (GArray) blocks = wy_play_record_get_blocks (self->play_record);
  g_autofree char *list = NULL, *sentence = NULL;

  if (blocks->len == 0 || programs_turn (self))
    return g_strdup ("");
  list = blocks_text (self, blocks);
  /* Translators: %s lists the blocked positions, "(3, 5) and (5, 3)" */
  sentence = g_strdup_printf (_("The program blocks %s."), list);
  return g_strconcat (" ", sentence, NULL);
}

/* text (taken), then what the program blocks before the player's move. */
static char *
with_note (WyWindow *self, char *text)
{
  g_autofree char *owned = text;
  g_autofree char *note = program_blocks_note (self);

  return g_strconcat (owned, note, NULL);
}

/* The record and the buttons follow the game: the program may start before any move or
 * move after the player's blocks, a move pair is taken back after one and made again
 * after that (Ctrl+Z and Ctrl+Shift+Z, wy-window-desktop.c, follow "play-record"). */
static void
refresh (WyWindow *self)
{
  guint moves = self->play_record ? wy_play_record_get_n_moves (self->play_record) : 0;
  gboolean first = self->play_mode && self->play_started && moves == 0 && !programs_turn (self);
  gboolean back = self->play_mode && (moves > 0 || programs_turn (self));
  gboolean let = programs_turn (self);
  gboolean redo = self->play_mode && self->play_record != NULL
                  && wy_play_record_get_n_redo (self->play_record) > 0
                  && wy_play_record_is_players_turn (self->play_record);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-program-starts", first || let);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-take-back", back);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-redo", redo);
  gtk_widget_set_visible (self->play_first_button, first);
  gtk_widget_set_visible (self->play_let_move_button, let);
  gtk_widget_set_visible (self->play_take_back_button, back);
  gtk_widget_set_visible (self->play_redo_button, redo);
  show_blocks (self);
  if (moves > 0)
    {
      g_autofree char *moves_text = wy_play_record_to_string (self->play_record);
      /* Translators: the game's record, e.g. "Moves so far: (6, 8) → (3, 5) → (2, 4)" */
      g_autofree char *text = g_strdup_printf (_("Moves so far: %s"), moves_text);
      g_autofree char *whole = wy_ui_pairs_whole (text);

      gtk_label_set_text (GTK_LABEL (self->play_record_label), whole);
    }
  gtk_widget_set_visible (self->play_record_label, self->play_mode && moves > 0);
  g_object_notify_by_pspec (G_OBJECT (self), wy_window_properties[WY_WINDOW_PROP_PLAY_RECORD]);
}

/* The bar says text of pos, where a game starts or is taken back or redone to: pos
 * selected first (its announcement before the bar's), then the buttons follow. */
static void
say_at (WyWindow *self, const WyPos *pos, const char *text)
{
  _wy_window_select (self, pos);
  say (self, text);
  refresh (self);
}

/* A new game from pos (NULL: none). */
static void
set_record (WyWindow *self, const WyPos *pos)
{
  g_clear_pointer (&self->play_record, wy_play_record_unref);
  if (pos != NULL)
    self->play_record = wy_play_record_new (_wy_window_get_board (self), pos, NULL);
}

/* The bar's sentence for a game over at its start, pos: no move at all, or the program
 * blocks every move (the core says who has won). */
static char *
over_at_start (WyWindow *self, const WyPos *pos, WyPlayWinner winner)
{
  WyBoard *board = _wy_window_get_board (self);
  gboolean misere = wy_game_is_misere (wy_board_get_game (board));
  g_autofree char *at = pos_text (self, pos);

  if (wy_play_has_move (board, pos))
    return g_strdup_printf (_("The program blocks every move from %s: you cannot move, "
                              "so the program wins."), at);
  return g_strdup_printf (winner == WY_PLAY_PROGRAM_WINS
                          ? (misere ? _("There is no move from %s: you cannot move, so the "
                                        "program wins (misère play).")
                                    : _("There is no move from %s: you cannot move, so the "
                                        "program wins."))
                          : (misere ? _("There is no move from %s: you cannot move, so you "
                                        "win (misère play).")
                                    : _("There is no move from %s: you cannot move, so you "
                                        "win.")), at);
}

/* A game from pos, the player first: refused where pos is no position (UpMark's 0), over at
 * once where the player cannot move (the core's record says who has won). */
static void
start_at (WyWindow *self, const WyPos *pos)
{
  WyBoard *board = _wy_window_get_board (self);
  g_autofree char *at = pos_text (self, pos);
  g_autofree char *text = NULL;
  WyPlayWinner winner;

  self->play_started = FALSE;
  set_record (self, NULL);
  if (wy_board_get_status (board, pos->x, pos->y) == WY_STATUS_NONE)
    text = g_strdup_printf (_("%s is not a position of this game: click the position to start "
                              "from."), at);
  else
    {
      set_record (self, pos);
      winner = wy_play_record_get_winner (self->play_record);
      self->play_started = winner == WY_PLAY_NO_WINNER;
      if (self->play_started)
        text = with_note (self, g_strdup_printf (_("You play first from %s: click the position "
                                                   "to move to, or let the program start."),
                                                 at));
      else
        {
          text = over_at_start (self, pos, winner);
          set_record (self, NULL);
        }
    }
  say_at (self, pos, text);
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
  /* each time in play without hints, unless the player asks again; the arrows go (or, out
   * of play, come back) */
  _wy_window_set_play_hints (self, FALSE);
  _wy_window_show_selection_moves (self);
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

void
_wy_window_set_play_hints (WyWindow *self, gboolean hints)
{
  if (hints == self->play_hints)
    return;
  self->play_hints = hints;
  _wy_window_show_selection_moves (self);
  g_object_notify_by_pspec (G_OBJECT (self), wy_window_properties[WY_WINDOW_PROP_PLAY_HINTS]);
}

void
_wy_window_play_arrange (WyWindow *self, gboolean narrow)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->play_buttons),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
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
 * sentences (each with the position before, the one moved to and what was taken), by
 * WyPlayWinner: the game goes on [0], or the player cannot move and wins, in misère play
 * [1], or loses [2]. */
static void
say_program_moved (WyWindow *self, const char *before, const WyMove *move,
                   const char *const sentences[3])
{
  WyBoard *board = _wy_window_get_board (self);
  g_autofree char *to = pos_text (self, &move->target);
  g_autofree char *removal = play_move_text (move, wy_board_is_one_pile (board));
  g_autofree char *text = NULL;
  /* the player has no move left (none at all, or the program blocks them all): the core
   * says who has won */
  WyPlayWinner winner = wy_play_record_get_winner (self->play_record);

  _wy_window_select (self, &move->target);
  self->play_started = winner == WY_PLAY_NO_WINNER;
  text = g_strdup_printf (sentences[winner], before, to, removal);
  if (winner == WY_PLAY_NO_WINNER)
    text = with_note (self, text);
  say (self, text);
}

/* The player's move is done; now the program answers, or the game ends. */
static void
answer (WyWindow *self, const WyPos *to)
{
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
  text = g_strdup_printf (wy_play_record_get_winner (self->play_record) == WY_PLAY_PROGRAM_WINS
                          ? _("You moved to %s. The program cannot move, so it wins "
                              "(misère play).")
                          : _("You moved to %s. The program cannot move: you win!"),
                          moved);
  self->play_started = FALSE;
  _wy_window_select (self, to);
  say (self, text);
}

/* How many more moves the player may block, by the core's budget. */
static char *
blocks_hint (const WyGame *game, guint n_blocked)
{
  int left = wy_play_blocks_left (game, n_blocked);
  g_autofree char *budget = NULL;

  if (left == 0 && n_blocked > 0)
    return g_strdup (_("You may block no more moves of the program: press Let the Program "
                       "Move."));
  if (left >= 0)
    return g_strdup_printf (ngettext ("You may block %d more move of the program (click its "
                                      "position), then press Let the Program Move.",
                                      "You may block %d more moves of the program (click their "
                                      "positions), then press Let the Program Move.", left),
                            left);
  budget = wy_play_describe_budget (game);
  /* Translators: %s is the budget, e.g. "up to 1 diagonal-type and 2 row/column-type moves
   * (reading: linecount)" */
  return g_strdup_printf (_("You may block moves of the program (click their positions), %s, "
                            "then press Let the Program Move."), budget);
}

/* The bar on the program's turn in a game with blocking: what went before (first, or
 * NULL), how many more moves the player may block (not after a refusal, which names the
 * budget) and what is blocked. */
static void
say_players_blocks (WyWindow *self, const char *first, gboolean refused)
{
  const WyGame *game = wy_board_get_game (_wy_window_get_board (self));
  g_autoptr (GArray) blocks = wy_play_record_get_blocks (self->play_record);
  g_autoptr (GString) text = g_string_new (first);

  if (!refused)
    {
      g_autofree char *hint = blocks_hint (game, blocks->len);

      g_string_append_printf (text, "%s%s", text->len ? " " : "", hint);
    }
  if (blocks->len > 0)
    {
      g_autofree char *list = blocks_text (self, blocks);

      /* Translators: %s lists the positions, "(3, 5) and (5, 3)" */
      g_string_append_c (text, ' ');
      g_string_append_printf (text, _("You block %s."), list);
    }
  say (self, text->str);
}

/* The player has moved to 'to': the program answers at once, or, in a game with blocking
 * where it has a move, the player may first block some of its moves. */
static void
after_players_move (WyWindow *self, const WyPos *to)
{
  g_autofree char *moved = pos_text (self, to);
  g_autofree char *first = NULL;

  if (!wy_play_has_blocks (wy_board_get_game (_wy_window_get_board (self)))
      || !wy_play_record_has_move (self->play_record))
    {
      answer (self, to);
      return;
    }
  _wy_window_select (self, to);
  /* Translators: the first sentence of the bar when the player may block the program */
  first = g_strdup_printf (_("You moved to %s."), moved);
  say_players_blocks (self, first, FALSE);
}

/* A click on the program's turn: the player blocks the program's move there, or lifts the
 * block; a block the core refuses (no move of the program, over the budget) says why. */
static void
toggle_block (WyWindow *self, const WyPos *pos)
{
  g_autoptr (GError) error = NULL;

  if (wy_play_record_toggle_block (self->play_record, pos, &error))
    say_players_blocks (self, NULL, FALSE);
  else
    say_players_blocks (self, error->message, TRUE);
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
  if (programs_turn (self))
    {
      toggle_block (self, pos);
      refresh (self);
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
      text = with_note (self, g_strdup_printf (_("The program blocks the move to %s. Your move "
                                                 "from %s."), to, from));
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
  after_players_move (self, pos);
  refresh (self);
  return TRUE;
}

/* Before any move: in a game with blocking the turn passes to the program first, the player
 * may block its moves and then lets it move (program_starts again); else, or then, the
 * program moves from start. */
static void
program_moves_first (WyWindow *self, const WyPos *start, const char *const sentences[3])
{
  g_autofree char *from = pos_text (self, start);
  g_autofree char *text = NULL;
  WyMove move;

  if (wy_play_record_is_players_turn (self->play_record)
      && wy_play_has_blocks (wy_board_get_game (_wy_window_get_board (self))))
    {
      wy_play_record_hand_over (self->play_record);
      /* Translators: the first sentence of the bar when the player may block the program's
       * first move */
      text = g_strdup_printf (_("The program moves first from %s."), from);
      say_players_blocks (self, text, FALSE);
      return;
    }
  if (wy_play_record_answer (self->play_record, &move))
    {
      say_program_moved (self, from, &move, sentences);
      return;
    }
  /* the player blocked every move of the program */
  self->play_started = FALSE;
  text = g_strdup_printf (_("You blocked every move of the program from %s: it cannot move, so "
                            "you win."), from);
  say (self, text);
}

/* "Program Starts": before any move, the program moves first from the start position, with
 * the move it would answer there (wy_play_record_answer). "Let the Program Move", the same
 * action on the program's turn: it moves around the player's blocks. */
static void
program_starts (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  const char *const sentences[] = {
    _("The program started from %s and moved to %s (%s). Your move."),
    _("The program started from %s and moved to %s (%s). You cannot move, so you win (misère "
      "play)."),
    _("The program started from %s and moved to %s (%s). You cannot move: the program wins."),
  };
  WyPos start;

  if (!self->play_started || self->play_record == NULL)
    return;
  wy_play_record_get_position (self->play_record, &start);
  if (programs_turn (self) && wy_play_record_get_n_moves (self->play_record) > 0)
    answer (self, &start);
  else if (wy_play_record_get_n_moves (self->play_record) == 0)
    program_moves_first (self, &start, sentences);
  refresh (self);
}

/* "Take Back" (Ctrl+Z in play): the player's last move and the program's answer, back to the
 * player's turn; at last the program's first move, back to the start. */
static void
take_back (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  g_autofree char *at_text = NULL, *text = NULL;
  gboolean handed_over;
  WyPos at;

  if (!self->play_mode || self->play_record == NULL)
    return;
  /* before any move, the turn handed to the program comes back to the player */
  handed_over = programs_turn (self) && wy_play_record_get_n_moves (self->play_record) == 0;
  if (wy_play_record_take_back (self->play_record) == 0 && !handed_over)
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
  text = with_note (self, text);
  say_at (self, &at, text);
}

/* "Redo" (Ctrl+Shift+Z in play): the moves taken back, made again a move pair at a time
 * until a new move is made; a player's move that had no answer comes back alone, and the
 * program's turn follows as after any move. */
static void
redo (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  g_autofree char *at_text = NULL, *text = NULL;
  WyPos at;

  if (!self->play_mode || self->play_record == NULL
      || wy_play_record_redo (self->play_record) == 0)
    return;
  wy_play_record_get_position (self->play_record, &at);
  self->play_started = TRUE;
  if (!wy_play_record_is_players_turn (self->play_record))
    {
      after_players_move (self, &at);
      refresh (self);
      return;
    }
  at_text = pos_text (self, &at);
  if (wy_play_record_has_move (self->play_record))
    text = with_note (self, g_strdup_printf (_("Redone up to %s. Your move."), at_text));
  else
    {
      self->play_started = FALSE;
      text = g_strdup_printf (wy_play_record_get_winner (self->play_record)
                              == WY_PLAY_PLAYER_WINS
                              ? _("Redone up to %s. You cannot move, so you win (misère "
                                  "play).")
                              : _("Redone up to %s. You cannot move: the program wins."),
                              at_text);
    }
  say_at (self, &at, text);
}

/* A new game or size ends the game being played, said with the moves made: the bar that
 * showed them goes. */
static void
on_result_changed (WyWindow *self)
{
  guint moves = self->play_record ? wy_play_record_get_n_moves (self->play_record) : 0;
  g_autofree char *text = NULL;

  if (!self->play_mode)
    return;
  if (moves > 0)
    {
      g_autofree char *record = wy_play_record_to_string (self->play_record);
      g_autofree char *said = NULL;

      /* Translators: the record as in "Moves so far: %s", e.g. "(6, 8) → (3, 5)" */
      said = g_strdup_printf (_("Play ended: the game or the board size changed. The moves "
                                "were %s."), record);
      text = wy_ui_pairs_whole (said);
    }
  else
    text = g_strdup (_("Play ended: the game or the board size changed."));
  _wy_window_set_play_mode (self, FALSE);
  _wy_window_toast (self, text);
}

void
_wy_window_play_init (WyWindow *self)
{
  g_signal_connect (self, "notify::solve-serial", G_CALLBACK (on_result_changed), NULL);
  /* the record copies with plain spaces, as it would be pasted into a paper */
  wy_ui_label_copies_plain (self->play_record_label);
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
  CHILD (play_let_move_button);
  CHILD (play_redo_button);
  CHILD (play_buttons);
  CHILD (play_hints_button);
#undef CHILD
  gtk_widget_class_install_property_action (widget_class, "win.play-mode", "play-mode");
  gtk_widget_class_install_property_action (widget_class, "win.play-hints", "play-hints");
  gtk_widget_class_install_action (widget_class, "win.play-program-starts", NULL,
                                   program_starts);
  gtk_widget_class_install_action (widget_class, "win.play-take-back", NULL, take_back);
  gtk_widget_class_install_action (widget_class, "win.play-redo", NULL, redo);
}
