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

G_END_DECLS
