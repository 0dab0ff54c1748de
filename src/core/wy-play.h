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
 * blocked by the program (the previous player) in a blocking game: one of its blocks
 * before this move (wy_play_choose_blocks()).
 *
 * Returns: the verdict
 */
WY_AVAILABLE_IN_ALL
WyPlayVerdict wy_play_judge (const WyBoard *board, const WyPos *from, const WyPos *to);

/**
 * wy_play_blocks_allowed:
 * @board: a board
 * @from: the position the next player moves from
 * @targets: (array length=n_targets) (nullable): the positions of the moves blocked (a
 *   move is counted by the position it reaches)
 * @n_targets: how many
 * @error: return location for the reason they are not, or %NULL
 *
 * Whether the previous player may block these moves of the next player, all at once,
 * before the next move (docs/spec.md §3): none in a game without blocking; at most Q - 1
 * with block=Q; for nimpq, by the budgets of its reading (the line rule's own judgement).
 * A position twice counts once.
 *
 * Returns: %TRUE when they may; %FALSE with @error (%WY_ERROR_RANGE) naming @from when it
 *   is no position of the board, a target that is no move from @from, or the budget
 *   (wy_play_describe_budget()) the set exceeds
 */
WY_AVAILABLE_IN_ALL
gboolean wy_play_blocks_allowed (const WyBoard *board, const WyPos *from,
                                 const WyPos *targets, guint n_targets, GError **error);
/**
 * wy_play_has_blocks:
 * @game: a game
 *
 * Whether the previous player may block moves before each move: nimpq's typed blocking
 * (p > 1 or q > 1) or block=Q > 1.
 *
 * Returns: %TRUE in a game with blocking
 */
WY_AVAILABLE_IN_ALL
gboolean wy_play_has_blocks      (const WyGame *game);
/**
 * wy_play_blocks_left:
 * @game: a game
 * @n_blocked: the moves blocked so far this turn
 *
 * How many more moves the previous player may block where the budget is a count
 * (block=Q: Q - 1 - @n_blocked, never below 0; no blocking: 0).
 *
 * Returns: the count, or -1 where the budget is not one count (nimpq's typed blocking:
 *   wy_play_blocks_allowed() judges each set)
 */
WY_AVAILABLE_IN_ALL
int      wy_play_blocks_left     (const WyGame *game, guint n_blocked);
/**
 * wy_play_describe_budget:
 * @game: a game
 *
 * What the previous player may block before each move, in words: "at most 2 moves"
 * (block=3), "up to 1 diagonal-type and 2 row/column-type moves (reading: linecount)"
 * (nimpq), "no move" without blocking.
 *
 * Returns: (transfer full): the budget's text
 */
WY_AVAILABLE_IN_ALL
char    *wy_play_describe_budget (const WyGame *game);
/**
 * wy_play_choose_blocks:
 * @board: a board
 * @from: the position the player moves from
 *
 * The program's blocks before the player's move from @from (the program is the previous
 * player): the player's moves into P-positions, nearest first, as many as the budget
 * allows; from a P-position that is all of them (which is what makes it P). Empty in a
 * game without blocking.
 *
 * Returns: (transfer container) (element-type WyPos): the targets of the blocked moves
 */
WY_AVAILABLE_IN_ALL
GArray  *wy_play_choose_blocks   (const WyBoard *board, const WyPos *from);
/**
 * wy_play_reply_avoiding:
 * @board: a board
 * @from: the position
 * @blocked: (array length=n_blocked) (nullable): the targets the player has blocked
 * @n_blocked: how many
 * @move: (out caller-allocates): the program's move
 *
 * The program's move among the moves the player has not blocked: a move into a
 * P-position when one is left (from an N-position one always is, when the blocks are
 * allowed: wy_play_blocks_allowed()), else the smallest move to an N-position, else any.
 *
 * Returns: whether there is an unblocked move (%FALSE: none, or @from off the board)
 */
WY_AVAILABLE_IN_ALL
gboolean wy_play_reply_avoiding  (const WyBoard *board, const WyPos *from,
                                  const WyPos *blocked, guint n_blocked, WyMove *move);

/**
 * WyPlayRecord:
 *
 * A game of "play from here" and its record: the start position and the
 * positions moved to, in turn, by the player and the program. Either may
 * move first (the program when wy_play_record_answer() is asked before any
 * move); wy_play_record_take_back() goes back a move pair at a time, to the
 * start, and wy_play_record_redo() makes the moves taken back again. In a
 * game with blocking it holds the blocks of the turn
 * (wy_play_record_get_blocks()). The record judges the player's moves
 * (wy_play_judge()) and makes the program's (wy_play_reply_avoiding()).
 *
 * Not thread-safe: one thread at a time may use a record (C callers that share it
 * lock around their calls; the Python binding holds a lock of its own for you).
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
 * The program's move from the position now, recorded: on its turn, around the
 * player's blocks (wy_play_record_toggle_block(), wy_play_reply_avoiding()), or
 * before any move (then the program starts; after wy_play_record_hand_over() the
 * player may have blocked some of its moves).
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
 * The moves taken back wait for wy_play_record_redo() until a new move; the
 * blocks of the turn leave with them (the player's, on the program's turn, come back
 * with the redo that makes that turn again).
 *
 * Returns: the number of moves taken back (0 at the start)
 */
WY_AVAILABLE_IN_ALL
guint         wy_play_record_take_back    (WyPlayRecord *record);
/**
 * wy_play_record_hand_over:
 * @record: a record
 *
 * Before any move, the player lets the program start: it is the program's turn, on which
 * the player may block its first move (wy_play_record_toggle_block()) before
 * wy_play_record_answer() makes it. wy_play_record_take_back() hands the turn back.
 *
 * Returns: %TRUE; %FALSE after a move
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_play_record_hand_over    (WyPlayRecord *record);
/**
 * wy_play_record_get_blocks:
 * @record: a record
 *
 * The blocks of the turn, forgotten after its move: on the player's turn the program's
 * (wy_play_choose_blocks(), which wy_play_record_play() refuses as %WY_PLAY_BLOCKED); on
 * the program's turn the player's (wy_play_record_toggle_block()), which
 * wy_play_record_answer() avoids.
 *
 * Returns: (transfer container) (element-type WyPos): the targets of the blocked moves
 */
WY_AVAILABLE_IN_ALL
GArray       *wy_play_record_get_blocks   (const WyPlayRecord *record);
/**
 * wy_play_record_toggle_block:
 * @record: a record
 * @target: the position a move of the program reaches
 * @error: return location for the reason it is refused, or %NULL
 *
 * On the program's turn (after the player's move), the player blocks the program's move to
 * @target, or lifts that block. A block is refused when it is not the program's turn
 * (%WY_ERROR_UNSUPPORTED), when @target is no move of the program, or when the blocks
 * would exceed the budget of the game (%WY_ERROR_RANGE, the message naming the budget:
 * wy_play_blocks_allowed()).
 *
 * Returns: %TRUE when the block was made or lifted
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_play_record_toggle_block (WyPlayRecord *record, const WyPos *target,
                                           GError **error);
/**
 * wy_play_record_has_move:
 * @record: a record
 *
 * Whether the player to move (the player or the program) has a move the blocks of the
 * turn (wy_play_record_get_blocks()) leave. A player who has none cannot move: in normal
 * play that player has lost.
 *
 * Returns: %TRUE when there is an unblocked move
 */
WY_AVAILABLE_IN_ALL
gboolean      wy_play_record_has_move     (const WyPlayRecord *record);

/**
 * WyPlayWinner:
 * @WY_PLAY_NO_WINNER: the game goes on: the side to move has a move
 * @WY_PLAY_PLAYER_WINS: the player has won
 * @WY_PLAY_PROGRAM_WINS: the program has won
 *
 * Who has won a game of "play from here" (wy_play_record_get_winner()).
 */
typedef enum {
  WY_PLAY_NO_WINNER,
  WY_PLAY_PLAYER_WINS,
  WY_PLAY_PROGRAM_WINS,
} WyPlayWinner;

/**
 * wy_play_record_get_winner:
 * @record: a record
 *
 * Who has won: no one while the side to move has a move the blocks of the turn leave
 * (wy_play_record_has_move()); otherwise that side cannot move, and it has lost in normal
 * play and won in misère play.
 *
 * Returns: the winner, or %WY_PLAY_NO_WINNER while the game goes on
 */
WY_AVAILABLE_IN_ALL
WyPlayWinner  wy_play_record_get_winner   (const WyPlayRecord *record);
/**
 * wy_play_record_get_n_redo:
 * @record: a record
 *
 * How many moves taken back (wy_play_record_take_back()) wait to be made again; a new move
 * forgets them.
 *
 * Returns: the number of moves wy_play_record_redo() can make again
 */
WY_AVAILABLE_IN_ALL
guint         wy_play_record_get_n_redo   (const WyPlayRecord *record);
/**
 * wy_play_record_redo:
 * @record: a record
 *
 * On the player's turn, make again what the last wy_play_record_take_back() took back: the
 * program's first move when it started, else the player's move and the program's answer
 * (the player's move alone when the program had none, the game then being the program's
 * turn, with the blocks the player had made on it: wy_play_record_get_blocks() and
 * wy_play_record_get_winner() as before the take back).
 *
 * Returns: the number of moves made again (0: none waits, or not the player's turn)
 */
WY_AVAILABLE_IN_ALL
guint         wy_play_record_redo         (WyPlayRecord *record);
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
