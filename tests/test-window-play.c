/* test-window-play.c: widget tests of "play from here" in the window: where a game cannot
 * start (no position, no move), how the program's move is named, and the games play does
 * not play, said alike from the menu and Ctrl+P. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>
#include <gtk/gtk.h>

#include "wy-board-view-private.h"
#include "wy-play.h"
#include "wy-test-widgets.h"
#include "wy-test-window.h"
#include "wy-window-private.h"

/* A new window showing rule at size, (x, y) selected, in play mode: the game starts there. */
static WyWindow *
play_from (const char *rule, guint size, guint x, guint y)
{
  WyWindow *window = wy_test_open_window (1000, 700);

  wy_test_show_game (window, rule, size);
  wy_test_click_cell (window, x, y);
  g_object_set (window, "play-mode", TRUE, NULL);
  return window;
}

static gboolean
playing (WyWindow *window)
{
  gboolean on = FALSE;

  g_object_get (window, "play-mode", &on, NULL);
  return on;
}

/* UpMark's 0 is no position: play refuses to start there and says so (it once started a game
 * in which every click was illegal); a click on a position then starts it. */
static void
test_not_a_position (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  const char *said;

  wy_test_show_game (window, "upmark", 30);
  g_assert_cmpint (wy_board_get_status (_wy_window_get_board (window), 0, 0), ==,
                   WY_STATUS_NONE);
  wy_test_click_cell (window, 0, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play-mode", NULL));
  said = wy_test_play_message (window);
  g_test_message ("at 0: %s", said);
  g_assert_nonnull (strstr (said, "not a position"));
  g_assert_null (strstr (said, "You play first"));
  /* the next click starts from a position */
  wy_test_click_cell (window, 5, 0);
  said = wy_test_play_message (window);
  g_test_message ("at 5: %s", said);
  g_assert_nonnull (strstr (said, "You play first from 5"));
  wy_test_close_window (window);
}

/* A terminal position: no move, and who has won is said at once (normal play: the player,
 * who cannot move, loses; misère: wins); no game is left running. */
static void
test_terminal (void)
{
  struct { const char *rule; guint x, y; const char *winner; } cases[] = {
    { "upmark", 1, 0, "the program wins." },
    { "wythoff", 0, 0, "the program wins." },
    { "wythoff:play=misere", 0, 0, "you win (misère play)." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      WyWindow *window = play_from (cases[i].rule, 20, cases[i].x, cases[i].y);
      const char *said;

      said = wy_test_play_message (window);
      g_test_message ("%s: %s", cases[i].rule, said);
      g_assert_nonnull (strstr (said, "There is no move from"));
      g_assert_true (g_str_has_suffix (said, cases[i].winner));
      g_assert_false (window->play_started);
      wy_test_close_window (window);
    }
}

/* The program's answer is named as the side panel names a move: Mark's division n to n/k
 * is a division, not "take 6" alone. */
static void
test_move_named (void)
{
  WyWindow *window = play_from ("mark:k=3", 30, 29, 0);
  const char *said;

  g_assert_true (window->play_started);
  wy_test_click_cell (window, 9, 0);
  said = wy_test_play_message (window);
  g_test_message ("%s", said);
  /* 9 -> 3 is the division by 3 (a P-position: the program's winning answer) */
  g_assert_nonnull (strstr (said, "answered 3 (take 6 · division)"));
  wy_test_close_window (window);
}

/* Imitation Nim and three heaps: the menu's item and Ctrl+P stay offered, and asking says why
 * play is not available (three heaps once greyed the item and ignored Ctrl+P). */
static void
test_not_available (void)
{
  const char *rules[] = { "imitation:p=2", "nim:heaps=3" };
  const char *why[] = { "memory", "three heaps" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      WyWindow *window = wy_test_open_window (1000, 700);
      g_autoptr (GError) error = NULL;
      g_autoptr (WyGame) game = wy_game_parse (rules[i], NULL);

      g_assert_false (wy_play_is_available (game, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
      wy_test_show_game (window, rules[i], 10);
      /* the action (the menu's item, Ctrl+P) is enabled: activated, it says why not */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play-mode", NULL));
      g_assert_false (playing (window));
      g_test_message ("%s: %s", rules[i], wy_test_window_news (window));
      g_assert_nonnull (wy_test_window_news (window));
      g_assert_nonnull (strstr (wy_test_window_news (window), why[i]));
      g_assert_cmpstr (wy_test_window_news (window), ==, error->message);
      wy_test_close_window (window);
    }
}

static GtkWidget *
bar_part (WyWindow *window, const char *id)
{
  return wy_test_child (window, WY_TYPE_WINDOW, id);
}

/* The record's line as shown ("" while hidden). */
static const char *
record_shown (WyWindow *window)
{
  GtkWidget *label = bar_part (window, "play_record_label");

  return gtk_widget_get_visible (label)
         ? wy_test_plain_spaces (gtk_label_get_text (GTK_LABEL (label))) : "";
}

static void
assert_selected (WyWindow *window, guint x, guint y)
{
  WyPos sel;

  g_assert_true (wy_board_view_get_selection (window->board_view, &sel));
  g_assert_cmpuint (sel.x, ==, x);
  g_assert_cmpuint (sel.y, ==, y);
}

/* The program's move ends the game: the bar says who has won and no game is left running,
 * whether the program answered (wythoff (2, 2) to (1, 1), answered (0, 0)) or started
 * (wythoff from (1, 1); misère Wythoff from (0, 1), where its one move is to (0, 0)). */
static void
test_program_ends (void)
{
  struct { const char *rule; guint x, y; gboolean starts; const char *said; } cases[] = {
    { "wythoff", 2, 2, FALSE, "You moved to (1, 1); the program answered (0, 0) (take 1 and 1 "
                              "· diagonal). You cannot move: the program wins." },
    { "wythoff", 1, 1, TRUE, "The program started from (1, 1) and moved to (0, 0) (take 1 and 1 "
                             "· diagonal). You cannot move: the program wins." },
    { "wythoff:play=misere", 0, 1, TRUE, "The program started from (0, 1) and moved to (0, 0) "
                                         "(take 1 from y · column). You cannot move, so you "
                                         "win (misère play)." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      WyWindow *window = play_from (cases[i].rule, 20, cases[i].x, cases[i].y);
      const char *said;

      if (cases[i].starts)
        wy_test_click (bar_part (window, "play_first_button"));
      else
        wy_test_click_cell (window, 1, 1);
      said = wy_test_play_message (window);
      g_test_message ("%s: %s", cases[i].rule, said);
      g_assert_cmpstr (said, ==, cases[i].said);
      assert_selected (window, 0, 0);
      g_assert_false (window->play_started);
      wy_test_close_window (window);
    }
}

/* "Program Starts": offered before any move; the program's first move from the N-position
 * (6, 8) is its winning move to the P-position (3, 5), named as the side panel names moves,
 * and the bar says it is the player's move; then the button gives way to "Take Back". */
static void
test_program_starts (void)
{
  WyWindow *window = play_from ("wythoff", 20, 6, 8);
  const char *said;

  g_assert_false (gtk_widget_get_visible (bar_part (window, "play_take_back_button")));
  g_assert_cmpstr (record_shown (window), ==, "");
  wy_test_click (bar_part (window, "play_first_button"));
  said = wy_test_play_message (window);
  g_test_message ("%s", said);
  g_assert_cmpstr (said, ==, "The program started from (6, 8) and moved to (3, 5) (take 3 and 3 "
                             "· diagonal). Your move.");
  assert_selected (window, 3, 5);
  g_assert_cmpint (wy_board_get_status (_wy_window_get_board (window), 3, 5), ==, WY_STATUS_P);
  g_assert_cmpstr (record_shown (window), ==, "Moves so far: (6, 8) → (3, 5)");
  g_assert_false (gtk_widget_get_visible (bar_part (window, "play_first_button")));
  g_assert_true (gtk_widget_get_visible (bar_part (window, "play_take_back_button")));
  /* the program does not move twice */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.play-program-starts", NULL);
  g_assert_cmpstr (record_shown (window), ==, "Moves so far: (6, 8) → (3, 5)");
  /* the player's move is answered as before */
  wy_test_click_cell (window, 2, 4);
  said = wy_test_play_message (window);
  g_test_message ("%s", said);
  g_assert_nonnull (strstr (said, "You moved to (2, 4); the program answered (2, 1)"));
  g_assert_true (g_str_has_suffix (said, "Your move."));
  g_assert_cmpstr (record_shown (window), ==,
                   "Moves so far: (6, 8) → (3, 5) → (2, 4) → (2, 1)");
  wy_test_close_window (window);
}

/* Take back (Ctrl+Z is win.undo): a move pair, then the program's first move; the position,
 * the bar's text and the record come back, and the game goes on. Outside play mode Ctrl+Z
 * still undoes the game; in play mode it never does (that would end the game). */
static void
test_take_back (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);
  g_autofree char *rule = NULL;

  wy_test_show_game (window, "nim", 20);
  wy_test_show_game (window, "wythoff", 20);
  wy_test_click_cell (window, 6, 8);
  g_object_set (window, "play-mode", TRUE, NULL);
  /* nothing to take back yet: Ctrl+Z does nothing (the game stays Wythoff's) */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_true (playing (window));
  g_object_get (window, "rule", &rule, NULL);
  g_assert_cmpstr (rule, ==, "wythoff");
  g_clear_pointer (&rule, g_free);
  wy_test_click (bar_part (window, "play_first_button"));
  wy_test_click_cell (window, 2, 4);
  g_assert_cmpstr (record_shown (window), ==,
                   "Moves so far: (6, 8) → (3, 5) → (2, 4) → (2, 1)");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_test_message ("%s", wy_test_play_message (window));
  g_assert_cmpstr (wy_test_play_message (window), ==, "Taken back to (3, 5). Your move.");
  g_assert_cmpstr (record_shown (window), ==, "Moves so far: (6, 8) → (3, 5)");
  assert_selected (window, 3, 5);
  g_object_get (window, "rule", &rule, NULL);
  g_assert_cmpstr (rule, ==, "wythoff");
  /* the button takes back the program's first move: the start again, the program may start */
  wy_test_click (bar_part (window, "play_take_back_button"));
  g_test_message ("%s", wy_test_play_message (window));
  g_assert_true (g_str_has_prefix (wy_test_play_message (window),
                                   "Taken back to the start: you play first from (6, 8)."));
  g_assert_cmpstr (record_shown (window), ==, "");
  assert_selected (window, 6, 8);
  g_assert_true (gtk_widget_get_visible (bar_part (window, "play_first_button")));
  g_assert_false (gtk_widget_get_visible (bar_part (window, "play_take_back_button")));
  /* the game goes on from there */
  wy_test_click_cell (window, 5, 7);
  g_assert_true (g_str_has_prefix (wy_test_play_message (window), "You moved to (5, 7)"));
  /* out of play mode Ctrl+Z undoes the game again */
  g_object_set (window, "play-mode", FALSE, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_clear_pointer (&rule, g_free);
  g_object_get (window, "rule", &rule, NULL);
  g_assert_cmpstr (rule, ==, "nim");
  wy_test_close_window (window);
}

/* The game lost, a take-back goes on: the last move had no answer, it alone goes back. */
static void
test_take_back_after_the_end (void)
{
  WyWindow *window = play_from ("wythoff", 20, 1, 1);

  wy_test_click_cell (window, 0, 0);
  g_assert_nonnull (strstr (wy_test_play_message (window), "you win!"));
  g_assert_false (window->play_started);
  g_assert_cmpstr (record_shown (window), ==, "Moves so far: (1, 1) → (0, 0)");
  wy_test_click (bar_part (window, "play_take_back_button"));
  g_assert_true (window->play_started);
  g_assert_cmpstr (record_shown (window), ==, "");
  assert_selected (window, 1, 1);
  wy_test_close_window (window);
}

/* The record of a one-pile game writes piles as the side panel does, and copies as shown. */
static void
test_record_copied (void)
{
  WyWindow *window = play_from ("mark:k=3", 30, 29, 0);
  g_autofree char *copied = NULL;

  wy_test_click_cell (window, 9, 0);
  wy_test_click_cell (window, 2, 0);
  g_test_message ("%s", record_shown (window));
  g_assert_true (g_str_has_prefix (record_shown (window),
                                   "Moves so far: 29 → 9 → 3 → 2 → "));
  copied = wy_test_label_copied (bar_part (window, "play_record_label"));
  g_assert_cmpstr (copied, ==, record_shown (window));
  wy_test_close_window (window);
}

/* A record of pairs keeps each "(x, y)" on one line with a no-break space, but copies with
 * plain spaces, as a researcher pastes it into a paper (before: U+00A0 in the pasted text). */
static void
test_record_copied_plain (void)
{
  WyWindow *window = play_from ("wythoff", 20, 6, 8);
  GtkWidget *label = bar_part (window, "play_record_label");
  g_autofree char *copied = NULL;

  wy_test_click_cell (window, 5, 7);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "\u00a0"));
  copied = wy_test_label_copied (label);
  g_assert_cmpstr (copied, ==, "Moves so far: (6, 8) → (5, 7) → (5, 3)");
  wy_test_close_window (window);
}

/* The blocks crossed out on the board: the view's, as "(5, 2) (0, 2)" ("" for none), and
 * whether they are drawn as the player's. */
static char *
blocks_drawn (WyWindow *window, gboolean *players)
{
  const GArray *blocks = window->board_view->options.blocks;
  GString *text = g_string_new (NULL);

  for (guint i = 0; blocks != NULL && i < blocks->len; i++)
    g_string_append_printf (text, "%s(%u, %u)", i ? " " : "", g_array_index (blocks, WyPos, i).x,
                            g_array_index (blocks, WyPos, i).y);
  if (players != NULL)
    *players = window->board_view->options.blocks_players;
  return g_string_free (text, FALSE);
}

/* wythoff:block=3 from the P-position (6, 2): the program blocks both moves into P, (5, 2)
 * and (0, 2); the bar says so, the board crosses them out, and a click on one is refused
 * with that reason. After a move the blocks are the next turn's. */
static void
test_program_blocks (void)
{
  WyWindow *window = play_from ("wythoff:block=3", 20, 6, 2);
  g_autofree char *drawn = blocks_drawn (window, NULL);
  const char *said = wy_test_play_message (window);

  g_test_message ("%s", said);
  g_assert_true (g_str_has_suffix (said, "The program blocks (5, 2) and (0, 2)."));
  g_assert_cmpstr (drawn, ==, "(5, 2) (0, 2)");
  wy_test_click_cell (window, 5, 2);
  said = wy_test_play_message (window);
  g_test_message ("%s", said);
  g_assert_true (g_str_has_prefix (said, "The program blocks the move to (5, 2). Your move from "
                                         "(6, 2)."));
  g_assert_cmpstr (record_shown (window), ==, "");
  /* a legal move: in a blocking game the program waits for the player's blocks */
  wy_test_click_cell (window, 6, 1);
  g_assert_true (g_str_has_prefix (wy_test_play_message (window), "You moved to (6, 1)."));
  wy_test_close_window (window);
}

/* wythoff:block=3, (6, 6) to (5, 5): the program's turn. The player blocks two of its three
 * winning moves (a third is refused, naming the budget; so is a cell it cannot reach),
 * lifts one and blocks the other; the bar counts what is left; the board crosses them out
 * in the player's colour; Let the Program Move: it takes the one winning move left. */
static void
test_player_blocks (void)
{
  WyWindow *window = play_from ("wythoff:block=3", 20, 6, 6);
  g_autofree char *drawn = NULL;
  const char *said;
  gboolean players = FALSE;

  wy_test_click_cell (window, 5, 5);
  said = wy_test_play_message (window);
  g_test_message ("%s", said);
  g_assert_cmpstr (said, ==, "You moved to (5, 5). You may block 2 more moves of the program "
                             "(click their positions), then press Let the Program Move.");
  g_assert_true (gtk_widget_get_visible (bar_part (window, "play_let_move_button")));
  wy_test_click_cell (window, 5, 2);
  g_assert_true (g_str_has_prefix (wy_test_play_message (window), "You may block 1 more move"));
  wy_test_click_cell (window, 2, 5);
  said = wy_test_play_message (window);
  g_test_message ("%s", said);
  g_assert_true (g_str_has_suffix (said, "You block (5, 2) and (2, 5)."));
  wy_test_click_cell (window, 0, 0);
  said = wy_test_play_message (window);
  g_test_message ("%s", said);
  g_assert_true (g_str_has_prefix (said, "The previous player may block at most 2 moves before "
                                         "a move"));
  wy_test_click_cell (window, 4, 3);
  g_assert_true (g_str_has_prefix (wy_test_play_message (window), "(4, 3) cannot be reached"));
  drawn = blocks_drawn (window, &players);
  g_assert_cmpstr (drawn, ==, "(5, 2) (2, 5)");
  g_assert_true (players);
  /* lift (2, 5), block (0, 0): the program's one winning move left is (2, 5) */
  wy_test_click_cell (window, 2, 5);
  wy_test_click_cell (window, 0, 0);
  g_clear_pointer (&drawn, g_free);
  drawn = blocks_drawn (window, NULL);
  g_assert_cmpstr (drawn, ==, "(5, 2) (0, 0)");
  wy_test_click (bar_part (window, "play_let_move_button"));
  said = wy_test_play_message (window);
  g_test_message ("%s", said);
  g_assert_true (g_str_has_prefix (said, "You moved to (5, 5); the program answered (2, 5)"));
  g_assert_cmpstr (record_shown (window), ==, "Moves so far: (6, 6) → (5, 5) → (2, 5)");
  /* the player's turn: the program's blocks, in its colour */
  g_clear_pointer (&drawn, g_free);
  drawn = blocks_drawn (window, &players);
  g_assert_false (players);
  g_assert_nonnull (strstr (said, "The program blocks"));
  g_assert_false (gtk_widget_get_visible (bar_part (window, "play_let_move_button")));
  wy_test_close_window (window);
}

/* The program starts in a game with blocking: the player blocks first. wythoff:block=3 from
 * (5, 5): Program Starts hands the turn over, Take Back (Ctrl+Z) hands it back; then the
 * player blocks (0, 0) and (5, 2), and the program takes its one winning move left. */
static void
test_program_starts_blocked (void)
{
  WyWindow *window = play_from ("wythoff:block=3", 20, 5, 5);
  const char *said;

  wy_test_click (bar_part (window, "play_first_button"));
  said = wy_test_play_message (window);
  g_test_message ("%s", said);
  g_assert_true (g_str_has_prefix (said, "The program moves first from (5, 5). You may block 2 "
                                         "more moves"));
  g_assert_true (gtk_widget_get_visible (bar_part (window, "play_let_move_button")));
  g_assert_false (gtk_widget_get_visible (bar_part (window, "play_first_button")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (g_str_has_prefix (wy_test_play_message (window), "Taken back to the start"));
  g_assert_true (gtk_widget_get_visible (bar_part (window, "play_first_button")));
  wy_test_click (bar_part (window, "play_first_button"));
  wy_test_click_cell (window, 0, 0);
  wy_test_click_cell (window, 5, 2);
  g_assert_cmpstr (record_shown (window), ==, "");
  wy_test_click (bar_part (window, "play_let_move_button"));
  said = wy_test_play_message (window);
  g_test_message ("%s", said);
  g_assert_true (g_str_has_prefix (said, "The program started from (5, 5) and moved to (2, 5)"));
  g_assert_cmpstr (record_shown (window), ==, "Moves so far: (5, 5) → (2, 5)");
  wy_test_close_window (window);
}

/* nimpq: the bar names the typed budget of the reading on the program's turn. */
static void
test_player_blocks_nimpq (void)
{
  WyWindow *window = play_from ("nimpq:a=1,b=2,p=2,q=2", 20, 4, 4);
  const WyPos to[] = { { 4, 3 }, { 4, 2 }, { 3, 3 }, { 4, 0 }, { 2, 2 } };
  const char *said = NULL;

  /* the first move the program does not block */
  for (guint i = 0; i < G_N_ELEMENTS (to); i++)
    {
      wy_test_click_cell (window, to[i].x, to[i].y);
      said = wy_test_play_message (window);
      if (g_str_has_prefix (said, "You moved to"))
        break;
    }
  g_test_message ("%s", said);
  g_assert_nonnull (strstr (said, "up to 1 diagonal-type and 1 row/column-type moves "
                                  "(reading: linecount)"));
  wy_test_close_window (window);
}

/* Redo (Ctrl+Shift+Z is win.redo, and the button beside Take Back): after take back the
 * moves come again, the program's first move alone, until a new move is made. */
static void
test_redo (void)
{
  WyWindow *window = play_from ("wythoff", 20, 6, 8);

  wy_test_click (bar_part (window, "play_first_button"));
  wy_test_click_cell (window, 2, 4);
  g_assert_false (gtk_widget_get_visible (bar_part (window, "play_redo_button")));
  wy_test_click (bar_part (window, "play_take_back_button"));
  wy_test_click (bar_part (window, "play_take_back_button"));
  g_assert_cmpstr (record_shown (window), ==, "");
  g_assert_true (gtk_widget_get_visible (bar_part (window, "play_redo_button")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_test_message ("%s", wy_test_play_message (window));
  g_assert_cmpstr (wy_test_play_message (window), ==, "Redone up to (3, 5). Your move.");
  g_assert_cmpstr (record_shown (window), ==, "Moves so far: (6, 8) → (3, 5)");
  wy_test_click (bar_part (window, "play_redo_button"));
  g_assert_cmpstr (record_shown (window), ==,
                   "Moves so far: (6, 8) → (3, 5) → (2, 4) → (2, 1)");
  assert_selected (window, 2, 1);
  g_assert_false (gtk_widget_get_visible (bar_part (window, "play_redo_button")));
  /* a new move forgets what was taken back */
  wy_test_click (bar_part (window, "play_take_back_button"));
  g_assert_true (gtk_widget_get_visible (bar_part (window, "play_redo_button")));
  wy_test_click_cell (window, 3, 4);
  g_assert_false (gtk_widget_get_visible (bar_part (window, "play_redo_button")));
  g_assert_nonnull (strstr (record_shown (window), "(3, 5) → (3, 4)"));
  wy_test_close_window (window);
}

/* Take Back then Redo on the program's turn: the player's blocks come back with the
 * player's move, crossed out in the player's colour and named by the bar (they were once
 * forgotten: the bar offered two blocks again and the board showed none). wythoff:block=3,
 * (6, 6) to (5, 5), blocking (5, 2) and (2, 5); then from (3, 2) to (1, 0), blocking its
 * one move: the player has won, and has again after Redo. */
static void
test_redo_blocks (void)
{
  WyWindow *window = play_from ("wythoff:block=3", 20, 6, 6);
  g_autofree char *drawn = NULL, *before = NULL;
  gboolean players = FALSE;
  const char *said;

  wy_test_click_cell (window, 5, 5);
  wy_test_click_cell (window, 5, 2);
  wy_test_click_cell (window, 2, 5);
  before = g_strdup (wy_test_play_message (window));
  g_assert_true (g_str_has_suffix (before, "You block (5, 2) and (2, 5)."));
  wy_test_click (bar_part (window, "play_take_back_button"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  said = wy_test_play_message (window);
  g_test_message ("%s", said);
  g_assert_cmpstr (said, ==, "You moved to (5, 5). You may block no more moves of the "
                             "program: press Let the Program Move. You block (5, 2) and "
                             "(2, 5).");
  drawn = blocks_drawn (window, &players);
  g_assert_cmpstr (drawn, ==, "(5, 2) (2, 5)");
  g_assert_true (players);
  g_assert_true (gtk_widget_get_visible (bar_part (window, "play_let_move_button")));
  wy_test_click (bar_part (window, "play_let_move_button"));
  g_assert_true (g_str_has_prefix (wy_test_play_message (window),
                                   "You moved to (5, 5); the program answered (0, 0)"));
  wy_test_close_window (window);
  window = play_from ("wythoff:block=3", 20, 3, 2);
  wy_test_click_cell (window, 1, 0);
  wy_test_click_cell (window, 0, 0);
  wy_test_click (bar_part (window, "play_let_move_button"));
  g_clear_pointer (&before, g_free);
  before = g_strdup (wy_test_play_message (window));
  g_assert_cmpstr (before, ==, "You moved to (1, 0). The program cannot move: you win!");
  wy_test_click (bar_part (window, "play_take_back_button"));
  wy_test_click (bar_part (window, "play_redo_button"));
  g_assert_cmpstr (wy_test_play_message (window), ==, before);
  g_assert_false (window->play_started);
  g_assert_cmpstr (record_shown (window), ==, "Moves so far: (3, 2) → (1, 0)");
  wy_test_close_window (window);
}

/* The program started in a game with blocking; its move taken back, the turn handed over to
 * it and back (Program Starts, Take Back), Redo makes the program's first move again as its
 * own, the player's turn following (it was once made as the player's move, and the program
 * was to move a second time). */
static void
test_redo_after_hand_back (void)
{
  WyWindow *window = play_from ("wythoff:block=3", 20, 5, 5);
  g_autofree char *made = NULL;
  const char *said;

  /* the player blocks two of its three wins, (0, 0) ending the game */
  wy_test_click (bar_part (window, "play_first_button"));
  wy_test_click_cell (window, 0, 0);
  wy_test_click_cell (window, 5, 2);
  wy_test_click (bar_part (window, "play_let_move_button"));
  made = g_strdup (record_shown (window));
  g_assert_cmpstr (made, ==, "Moves so far: (5, 5) → (2, 5)");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wy_test_click (bar_part (window, "play_first_button"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  said = wy_test_play_message (window);
  g_test_message ("%s", said);
  g_assert_true (g_str_has_prefix (said, "Redone up to (2, 5). Your move."));
  g_assert_false (gtk_widget_get_visible (bar_part (window, "play_let_move_button")));
  g_assert_cmpstr (record_shown (window), ==, made);
  wy_test_close_window (window);
}

/* In a narrow window (360 px) the play bar's message and record wrap between words, never
 * inside a position: "(6," at the end of a line and "11)" on the next. Every width from
 * 120 px to the message's whole width. */
static void
test_positions_whole (void)
{
  WyWindow *window = wy_test_open_window (360, 700);
  GtkWidget *labels[] = { bar_part (window, "play_label"),
                          bar_part (window, "play_record_label") };

  wy_test_show_game (window, "wythoff", 30);
  wy_test_click_cell (window, 6, 11);
  g_object_set (window, "play-mode", TRUE, NULL);
  wy_test_click_cell (window, 6, 8);
  for (guint k = 0; k < G_N_ELEMENTS (labels); k++)
    {
      PangoLayout *shown = gtk_label_get_layout (GTK_LABEL (labels[k]));
      g_autoptr (PangoLayout) layout = pango_layout_copy (shown);
      int whole;

      pango_layout_set_width (layout, -1);
      pango_layout_get_pixel_size (layout, &whole, NULL);
      g_test_message ("%s", gtk_label_get_text (GTK_LABEL (labels[k])));
      g_assert_nonnull (strchr (gtk_label_get_text (GTK_LABEL (labels[k])), '('));
      for (int width = 120; width <= whole; width++)
        if (wy_test_breaks_a_pair (labels[k], width))
          g_error ("at %d px “%s” breaks inside a position", width,
                   gtk_label_get_text (GTK_LABEL (labels[k])));
    }
  wy_test_close_window (window);
}

/* A new game or board size ends the game being played, and says so with the moves made
 * (it once ended silently: the bar gone, the record lost); a game waiting for its start is
 * said to end too; out of play mode a new game says nothing of play. */
static void
test_ended_by_a_new_game (void)
{
  WyWindow *window = play_from ("wythoff", 20, 6, 8);
  const char *news;

  wy_test_click_cell (window, 3, 5);
  g_assert_true (g_str_has_prefix (record_shown (window), "Moves so far: (6, 8) → (3, 5) → "));
  wy_test_show_game (window, "wythoff:play=misere", 20);
  g_assert_false (playing (window));
  news = wy_test_window_news (window);
  g_test_message ("%s", news ? news : "(no news)");
  g_assert_nonnull (news);
  g_assert_true (g_str_has_prefix (wy_test_plain_spaces (news), "Play ended: the game or the "
                                   "board size changed. The moves were (6, 8) → (3, 5) → "));
  /* waiting for the first click: said without moves */
  g_object_set (window, "play-mode", TRUE, NULL);
  g_assert_true (playing (window));
  wy_test_show_game (window, "wythoff", 20);
  g_assert_false (playing (window));
  g_assert_cmpstr (wy_test_window_news (window), ==,
                   "Play ended: the game or the board size changed.");
  wy_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/play/not-a-position", test_not_a_position);
  g_test_add_func ("/gui/play/terminal", test_terminal);
  g_test_add_func ("/gui/play/move-named", test_move_named);
  g_test_add_func ("/gui/play/program-ends", test_program_ends);
  g_test_add_func ("/gui/play/not-available", test_not_available);
  g_test_add_func ("/gui/play/program-starts", test_program_starts);
  g_test_add_func ("/gui/play/take-back", test_take_back);
  g_test_add_func ("/gui/play/take-back-after-the-end", test_take_back_after_the_end);
  g_test_add_func ("/gui/play/record-copied", test_record_copied);
  g_test_add_func ("/gui/play/record-copied-plain", test_record_copied_plain);
  g_test_add_func ("/gui/play/program-blocks", test_program_blocks);
  g_test_add_func ("/gui/play/player-blocks", test_player_blocks);
  g_test_add_func ("/gui/play/player-blocks-nimpq", test_player_blocks_nimpq);
  g_test_add_func ("/gui/play/redo", test_redo);
  g_test_add_func ("/gui/play/redo-blocks", test_redo_blocks);
  g_test_add_func ("/gui/play/ended-by-a-new-game", test_ended_by_a_new_game);
  g_test_add_func ("/gui/play/redo-after-hand-back", test_redo_after_hand_back);
  g_test_add_func ("/gui/play/program-starts-blocked", test_program_starts_blocked);
  g_test_add_func ("/gui/play/positions-whole", test_positions_whole);
  return g_test_run ();
}
