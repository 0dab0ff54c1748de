/* wy-play.h: "play from here": which moves are legal or blocked, and the program's replies. */
#pragma once

#include "wy-board.h"

G_BEGIN_DECLS

/**
 * WyPlayVerdict:
 * @WY_PLAY_LEGAL: the move is made
 * @WY_PLAY_ILLEGAL: no such move from there
 * @WY_PLAY_BLOCKED: legal, but the program (the previous player) blocks it
 *
 * What becomes of a player's move in "play from here" (wy_play_judge()).
 */
typedef enum {
  WY_PLAY_LEGAL,
  WY_PLAY_ILLEGAL,
  WY_PLAY_BLOCKED,
} WyPlayVerdict;

/**
 * wy_play_is_available:
 * @game: a game
 * @error: return location for the reason it is not, or %NULL
 *
 * Whether "play from here" plays @game: not a game with memory (Imitation
 * Nim: its legal moves depend on the moves before), nor a game of three heaps
 * (play moves on a board of one or two piles, and a slice of the cube is not
 * the game).
 *
 * Returns: %TRUE when it does; %FALSE with @error (%WY_ERROR_UNSUPPORTED)
 *   saying why
 */
WY_AVAILABLE_IN_ALL
gboolean wy_play_is_available (const WyGame *game, GError **error);

/**
 * wy_play_is_legal:
 * @board: a board
 * @from: the position
 * @to: the position moved to
 *
 * Whether the player to move can go from @from to @to in one move, blocks
 * aside.
 *
 * Returns: %TRUE for a legal move; %FALSE when either position is off the
 *   board
 */
WY_AVAILABLE_IN_ALL
gboolean wy_play_is_legal (const WyBoard *board, const WyPos *from, const WyPos *to);
/**
 * wy_play_has_move:
 * @board: a board
 * @from: the position
 *
 * Whether the position has any move at all.
 *
 * Returns: %TRUE when there is a move; %FALSE off the board
 */
WY_AVAILABLE_IN_ALL
gboolean wy_play_has_move (const WyBoard *board, const WyPos *from);
/**
 * wy_play_reply:
 * @board: a board
 * @from: the position
 * @move: (out caller-allocates): the program's move
 *
 * The program's move: the first winning move when there is one; otherwise
 * the smallest legal move to an N-position (a move into a P-position would
 * be blocked in a blocking game), else any legal move.
 *
 * Returns: whether there is a move (%FALSE: none, or @from off the board)
 */
WY_AVAILABLE_IN_ALL
gboolean wy_play_reply    (const WyBoard *board, const WyPos *from, WyMove *move);

/**
 * wy_play_judge:
 * @board: a board
 * @from: the position
 * @to: the position the player moves to
 *
 * What becomes of the player's move from @from to @to: made, not a move, or
 * blocked by the program (the previous player) in a blocking game.
 *
 * Returns: the verdict
 */
WY_AVAILABLE_IN_ALL
WyPlayVerdict wy_play_judge (const WyBoard *board, const WyPos *from, const WyPos *to);

/**
 * WyPlayRecord:
 *
 * A game of "play from here" and its record: the start position and the
 * positions moved to, in turn, by the player and the program. Either may
 * move first (the program when wy_play_record_answer() is asked before any
 * move); wy_play_record_take_back() goes back a move pair at a time, to the
 * start. The record judges the player's moves (wy_play_judge()) and makes
 * the program's (wy_play_reply()).
 */
typedef struct _WyPlayRecord WyPlayRecord;

#define WY_TYPE_PLAY_RECORD (wy_play_record_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_play_record_get_type (void) G_GNUC_CONST;

/**
 * wy_play_record_new:
 * @board: the board played on
 * @start: the start position
 * @error: return location for a #GError, or %NULL
 *
 * A game from @start, with no move yet: the player's turn, or the program's
 * when it is asked to start (wy_play_record_answer()).
 *
 * Returns: (transfer full) (nullable): the new record; %NULL with @error
 *   (%WY_ERROR_RANGE) when @start is off the board or no position of the
 *   game (UpMark's 0), (%WY_ERROR_UNSUPPORTED) for a game play does not play
 *   (wy_play_is_available())
 */
WY_AVAILABLE_IN_ALL
WyPlayRecord *wy_play_record_new          (WyBoard *board, const WyPos *start, GError **error);
/**
 * wy_play_record_ref: (skip)
 * @record: a record
 *
 * Bindings manage lifetimes themselves.
 *
 * Returns: (transfer full): @record
 */
WY_AVAILABLE_IN_ALL
WyPlayRecord *wy_play_record_ref          (WyPlayRecord *record);
/**
 * wy_play_record_unref: (skip)
 * @record: a record
 *
 * Bindings manage lifetimes themselves.
 */
WY_AVAILABLE_IN_ALL
void          wy_play_record_unref        (WyPlayRecord *record);
/**
 * wy_play_record_get_position:
 * @record: a record
 * @pos: (out caller-allocates): the position now
 *
 * The position the game is at: the start, or the last position moved to.
 */
WY_AVAILABLE_IN_ALL
void          wy_play_record_get_position (const WyPlayRecord *record, WyPos *pos);
/**
 * wy_play_record_get_n_moves:
 * @record: a record
 *
 * How many moves have been made since the start, the player's and the
 * program's.
 *
 * Returns: the number of moves
 */
WY_AVAILABLE_IN_ALL
guint         wy_play_record_get_n_moves  (const WyPlayRecord *record);
/**
 * wy_play_record_is_players_turn:
 * @record: a record
 *
 * Whose move it is: the player's at the start, and after each of the
 * program's moves; the program's after each of the player's.
 *
 * Returns: %TRUE when it is the player's move
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_play_record_is_players_turn (const WyPlayRecord *record);
/**
 * wy_play_record_play:
 * @record: a record
 * @to: the position the player moves to
 *
 * The player's move from the position now to @to, judged by wy_play_judge()
 * and recorded when legal. Not the player's turn: %WY_PLAY_ILLEGAL.
 *
 * Returns: the verdict (%WY_PLAY_LEGAL: the move is made)
 */
WY_AVAILABLE_IN_ALL
WyPlayVerdict wy_play_record_play         (WyPlayRecord *record, const WyPos *to);
/**
 * wy_play_record_answer:
 * @record: a record
 * @move: (out caller-allocates) (optional): the program's move
 *
 * The program's move from the position now (wy_play_reply()), recorded: on
 * its turn, or before any move (then the program starts).
 *
 * Returns: whether the program moved (%FALSE: it has no move, or it is the
 *   player's turn after a move)
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_play_record_answer       (WyPlayRecord *record, WyMove *move);
/**
 * wy_play_record_take_back:
 * @record: a record
 *
 * Take back the last move pair, the player's move and the program's answer
 * to it (only the player's move when the program had none), back to the
 * player's turn. When only the program's first move is left (it started),
 * that is taken back: the game is at its start again, no one having moved.
 *
 * Returns: the number of moves taken back (0 at the start)
 */
WY_AVAILABLE_IN_ALL
guint         wy_play_record_take_back    (WyPlayRecord *record);
/**
 * wy_play_record_to_string:
 * @record: a record
 *
 * The game so far as the window's side panel writes positions, the start
 * first: "(6, 8) → (5, 7) → (3, 5)"; a one-pile game's "9 → 3".
 *
 * Returns: (transfer full): the record's text
 */
WY_AVAILABLE_IN_ALL
char         *wy_play_record_to_string    (const WyPlayRecord *record);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyPlayRecord, wy_play_record_unref)

G_END_DECLS
