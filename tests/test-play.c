/* test-play.c: "play from here" in the core: legality against the move rules of
 * docs/spec.md written out independently, the program's blocks (moves into P only, all of
 * them from P-positions; test-play-blocks.c checks them against the rule), and replies that win
 * when there is a win (randomized rules, logged seed). */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>

#include "wy-play.h"
#include "wy-test-solve.h"

/* docs/spec.md's table, "legal move (dx, dy)", for the families below (dx + dy > 0). */
static gboolean
rule_allows (const char *family, guint a, guint b, guint dx, guint dy)
{
  guint diff = dx > dy ? dx - dy : dy - dx;

  if (g_str_equal (family, "nim"))
    return dx == 0 || dy == 0;
  if (g_str_equal (family, "wythoff"))
    return dx == 0 || dy == 0 || dx == dy;
  if (g_str_equal (family, "fraenkel"))
    return MIN (dx, dy) == 0 || diff < a;
  /* wyt and nimpq */
  return MIN (dx, dy) < b || diff < a;
}

static void
check_board (const char *family, const char *rule, guint a, guint b, guint size)
{
  WyBoard *board = wy_test_solve_rule (rule, size);
  gboolean blocking = wy_game_has_blocking (wy_board_get_game (board));

  for (guint x = 0; x < size; x++)
    for (guint y = 0; y < size; y++)
      {
        WyPos from = { x, y };
        WyMove reply;
        gboolean any = FALSE, win = FALSE;
        g_autoptr (GArray) blocks = wy_play_choose_blocks (board, &from);

        for (guint tx = 0; tx <= x; tx++)
          for (guint ty = 0; ty <= y; ty++)
            {
              WyPos to = { tx, ty };
              gboolean legal = (tx < x || ty < y) && rule_allows (family, a, b, x - tx, y - ty);
              WyStatus s = wy_board_get_status (board, tx, ty);
              WyPlayVerdict v = wy_play_judge (board, &from, &to);

              g_assert_cmpint (wy_play_is_legal (board, &from, &to), ==, legal);
              any |= legal;
              win |= legal && s == WY_STATUS_P;
              if (!legal)
                g_assert_cmpint (v, ==, WY_PLAY_ILLEGAL);
              else if (wy_test_pos_in (blocks, &to))
                {
                  /* the program blocks only moves into P, all of them from P */
                  g_assert_true (blocking && s == WY_STATUS_P);
                  g_assert_cmpint (v, ==, WY_PLAY_BLOCKED);
                }
              else if (blocking && s == WY_STATUS_P
                       && wy_board_get_status (board, x, y) == WY_STATUS_P)
                g_assert_not_reached ();
              else
                g_assert_cmpint (v, ==, WY_PLAY_LEGAL);
            }
        g_assert_cmpint (wy_play_has_move (board, &from), ==, any);
        g_assert_cmpint (wy_play_reply (board, &from, &reply), ==, any);
        if (!any)
          continue;
        g_assert_true (wy_play_is_legal (board, &from, &reply.target));
        /* a win when there is one: into a P-position (blocking aside, P has none) */
        if (win && !blocking)
          g_assert_cmpint (wy_board_get_status (board, reply.target.x, reply.target.y), ==,
                           WY_STATUS_P);
        if (wy_board_get_status (board, x, y) == WY_STATUS_N && !blocking)
          g_assert_true (win);
      }
  wy_board_unref (board);
}

static void
test_fixed_games (void)
{
  check_board ("nim", "nim", 0, 1, 12);
  check_board ("wythoff", "wythoff", 1, 1, 14);
  check_board ("fraenkel", "fraenkel:a=3", 3, 1, 14);
}

static void
test_random_games (void)
{
  guint32 seed = g_test_rand_int ();
  GRand *rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  for (guint i = 0; i < 12; i++)
    {
      guint a = g_rand_int_range (rand, 0, 4), b = g_rand_int_range (rand, 1, 4);
      guint p = g_rand_int_range (rand, 1, 4), q = g_rand_int_range (rand, 1, 4);
      gboolean blocking = g_rand_boolean (rand);
      g_autofree char *rule = blocking
        ? g_strdup_printf ("nimpq:a=%u,b=%u,p=%u,q=%u", a, b, p, q)
        : g_strdup_printf ("wyt:a=%u,b=%u", a, b);

      g_test_message ("%s", rule);
      check_board (blocking ? "nimpq" : "wyt", rule, a, b, 10);
    }
  g_rand_free (rand);
}

/* A position off the board has no move and no reply, at once: before, the
 * search for a reply ran through (x + y)^2 / 2 targets (for ever at 2^32 - 1). */
static void
test_off_board (void)
{
  static const char *const rules[] = { "wythoff", "nimpq:a=2,b=2,p=2,q=2", "mark" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      WyBoard *board = wy_test_solve_rule (rules[i], 12);
      guint size = wy_board_get_size (board);
      const WyPos off[] = { { size, 0 }, { 0, size }, { G_MAXUINT, G_MAXUINT },
                            { G_MAXUINT - 1, 3 }, { 3, G_MAXUINT }, { size, size } };

      g_test_message ("%s", rules[i]);
      g_test_timer_start ();
      for (guint k = 0; k < G_N_ELEMENTS (off); k++)
        {
          WyMove move = { 0 };
          WyPos to = { 0, 0 };

          g_assert_false (wy_play_has_move (board, &off[k]));
          g_assert_false (wy_play_reply (board, &off[k], &move));
          g_assert_false (wy_play_is_legal (board, &off[k], &to));
          g_assert_cmpint (wy_play_judge (board, &off[k], &to), ==, WY_PLAY_ILLEGAL);
        }
      g_assert_cmpfloat (g_test_timer_elapsed (), <, 1.0);
      wy_board_unref (board);
    }
}

/* Which games play plays: not those with memory (Imitation Nim), not three heaps; each
 * refusal says why. */
static void
test_available (void)
{
  static const struct { const char *rule; gboolean plays; } games[] = {
    { "wythoff", TRUE }, { "mark:k=3", TRUE }, { "upmark", TRUE }, { "nimpq:p=2", TRUE },
    { "wythoff:play=misere", TRUE }, { "imitation:p=2", FALSE }, { "nim:heaps=3", FALSE },
    { "fraenkel3", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WyGame) game = wy_game_parse (games[i].rule, &error);

      g_assert_no_error (error);
      g_assert_cmpint (wy_play_is_available (game, &error), ==, games[i].plays);
      if (games[i].plays)
        g_assert_no_error (error);
      else
        {
          g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
          g_test_message ("%s: %s", games[i].rule, error->message);
        }
    }
}

/* The program starts: from an N-position its first move is to a P-position (blocking games
 * too: an N-position has a move into P the player cannot block here); from a P-position to
 * an N-position whenever there is one (every move from P in a game without blocking). Then
 * it is the player's turn. */
static void
check_program_starts (const char *rule, guint size)
{
  WyBoard *board = wy_test_solve_rule (rule, size);
  gboolean blocking = wy_game_has_blocking (wy_board_get_game (board));
  guint from_n = 0, from_p = 0;

  for (guint x = 0; x < size; x++)
    for (guint y = 0; y < size; y++)
      {
        WyPos start = { x, y }, at;
        g_autoptr (WyPlayRecord) record = wy_play_record_new (board, &start, NULL);
        WyStatus s = wy_board_get_status (board, x, y);
        WyMove move;

        if (record == NULL)
          {
            g_assert_cmpint (s, ==, WY_STATUS_NONE);
            continue;
          }
        g_assert_true (wy_play_record_is_players_turn (record));
        g_assert_cmpint (wy_play_record_answer (record, &move), ==,
                         wy_play_has_move (board, &start));
        if (!wy_play_has_move (board, &start))
          {
            g_assert_cmpuint (wy_play_record_get_n_moves (record), ==, 0);
            continue;
          }
        g_assert_true (wy_play_is_legal (board, &start, &move.target));
        wy_play_record_get_position (record, &at);
        g_assert_cmpuint (at.x, ==, move.target.x);
        g_assert_cmpuint (at.y, ==, move.target.y);
        g_assert_cmpuint (wy_play_record_get_n_moves (record), ==, 1);
        g_assert_true (wy_play_record_is_players_turn (record));
        /* not the program's turn now */
        g_assert_false (wy_play_record_answer (record, NULL));
        if (s == WY_STATUS_N)
          {
            g_assert_cmpint (wy_board_get_status (board, at.x, at.y), ==, WY_STATUS_P);
            from_n++;
          }
        else if (!blocking)
          {
            g_assert_cmpint (wy_board_get_status (board, at.x, at.y), ==, WY_STATUS_N);
            from_p++;
          }
      }
  g_test_message ("%s: %u starts from N, %u from P", rule, from_n, from_p);
  g_assert_cmpuint (from_n, >, 0);
  g_assert_true (blocking || from_p > 0);
  wy_board_unref (board);
}

static void
test_program_starts (void)
{
  check_program_starts ("wythoff", 14);
  check_program_starts ("wyt:a=2,b=1", 14);
  check_program_starts ("fraenkel:a=3", 14);
  check_program_starts ("nimpq:a=2,b=2,p=2,q=2", 10);
  check_program_starts ("mark:k=3", 40);
  check_program_starts ("upmark", 40);
  check_program_starts ("wythoff:play=misere", 12);
}

/* From a P-position every move the record takes (blocked moves refused) leads to an
 * N-position, and is recorded; a move off the rules is refused and not recorded. */
static void
check_from_p (const char *rule, guint size)
{
  WyBoard *board = wy_test_solve_rule (rule, size);
  guint moves = 0;

  for (guint x = 0; x < size; x++)
    for (guint y = 0; y < size; y++)
      for (guint tx = 0; tx <= x && wy_board_get_status (board, x, y) == WY_STATUS_P; tx++)
        for (guint ty = 0; ty <= y; ty++)
          {
            WyPos start = { x, y }, to = { tx, ty }, at;
            g_autoptr (WyPlayRecord) record = wy_play_record_new (board, &start, NULL);
            WyPlayVerdict v = wy_play_record_play (record, &to);

            g_assert_cmpint (v, ==, wy_play_judge (board, &start, &to));
            wy_play_record_get_position (record, &at);
            g_assert_cmpuint (wy_play_record_get_n_moves (record), ==, v == WY_PLAY_LEGAL);
            g_assert_cmpuint (at.x, ==, v == WY_PLAY_LEGAL ? tx : x);
            g_assert_cmpuint (at.y, ==, v == WY_PLAY_LEGAL ? ty : y);
            if (v != WY_PLAY_LEGAL)
              continue;
            g_assert_cmpint (wy_board_get_status (board, tx, ty), ==, WY_STATUS_N);
            g_assert_false (wy_play_record_is_players_turn (record));
            moves++;
          }
  g_test_message ("%s: %u moves from P", rule, moves);
  g_assert_cmpuint (moves, >, 0);
  wy_board_unref (board);
}

static void
test_from_p (void)
{
  check_from_p ("wythoff", 12);
  check_from_p ("wyt:a=2,b=2", 12);
  check_from_p ("nimpq:a=1,b=1,p=2,q=2", 10);
  check_from_p ("mark:k=2", 30);
}

/* Uniform blocking, block=Q (docs/spec.md 3.2): before each move the previous player may
 * forbid any Q - 1 moves, and a P-position has fewer than Q moves into P, so the program
 * blocks every one of them, as it does for nimpq's typed blocking. Before, only nimpq's
 * moves were blocked: from a P-position of wythoff:block=3 the player moved into P and won. */
static void
test_from_p_uniform_blocking (void)
{
  check_from_p ("wythoff:block=3", 14);
  check_from_p ("wyt:a=1,b=2,block=2", 12);
  check_from_p ("nim:block=4", 12);
  check_from_p ("stwythoff:s=2,t=1,block=3", 12);
  check_from_p ("mark:k=3,block=2", 40);
  check_from_p ("upmark:block=2", 40);
}

static void
assert_at (WyPlayRecord *record, guint x, guint y, guint n, const char *text)
{
  g_autofree char *said = wy_play_record_to_string (record);
  WyPos at;

  wy_play_record_get_position (record, &at);
  g_assert_cmpuint (at.x, ==, x);
  g_assert_cmpuint (at.y, ==, y);
  g_assert_cmpuint (wy_play_record_get_n_moves (record), ==, n);
  g_assert_cmpstr (said, ==, text);
}

/* Take back: a move pair at a time (the player's and the program's answer), only the
 * player's when the program had none, the program's first move last; nothing at the start.
 * The record reads as the side panel writes positions. */
static void
test_take_back (void)
{
  WyBoard *board = wy_test_solve_rule ("wythoff", 12);
  WyPos start = { 6, 8 }, to = { 5, 7 }, far = { 1, 1 }, zero = { 0, 0 };
  g_autoptr (WyPlayRecord) record = wy_play_record_new (board, &start, NULL);
  g_autoptr (WyPlayRecord) end = NULL;
  WyMove move;

  assert_at (record, 6, 8, 0, "(6, 8)");
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 0);
  g_assert_true (wy_play_record_answer (record, &move));
  /* that answer was the program starting: (6, 8) is N, its move goes to P */
  assert_at (record, 3, 5, 1, "(6, 8) → (3, 5)");
  /* the player's turn: (3, 5) to (2, 4) is legal; the program answers (2, 4) → (2, 1) */
  to = (WyPos) { 2, 4 };
  g_assert_cmpint (wy_play_record_play (record, &to), ==, WY_PLAY_LEGAL);
  g_assert_cmpint (wy_play_record_play (record, &far), ==, WY_PLAY_ILLEGAL);  /* not its turn */
  g_assert_true (wy_play_record_answer (record, &move));
  assert_at (record, 2, 1, 3, "(6, 8) → (3, 5) → (2, 4) → (2, 1)");
  g_assert_false (wy_play_record_answer (record, NULL));  /* the player's turn */
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 2);
  assert_at (record, 3, 5, 1, "(6, 8) → (3, 5)");
  g_assert_true (wy_play_record_is_players_turn (record));
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 1);
  assert_at (record, 6, 8, 0, "(6, 8)");
  g_assert_true (wy_play_record_is_players_turn (record));
  /* the player starts this time */
  to = (WyPos) { 5, 7 };
  g_assert_cmpint (wy_play_record_play (record, &to), ==, WY_PLAY_LEGAL);
  g_assert_true (wy_play_record_answer (record, NULL));
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 2);
  assert_at (record, 6, 8, 0, "(6, 8)");
  /* a last move with no answer goes back alone */
  end = wy_play_record_new (board, &far, NULL);
  g_assert_cmpint (wy_play_record_play (end, &zero), ==, WY_PLAY_LEGAL);
  g_assert_false (wy_play_record_answer (end, NULL));
  assert_at (end, 0, 0, 1, "(1, 1) → (0, 0)");
  g_assert_cmpuint (wy_play_record_take_back (end), ==, 1);
  assert_at (end, 1, 1, 0, "(1, 1)");
  wy_board_unref (board);
}

/* A one-pile game's record writes piles alone; a start that is no position is refused, by
 * a message that names it. */
static void
test_record_one_pile (void)
{
  WyBoard *board = wy_test_solve_rule ("mark:k=3", 40);
  WyBoard *up = wy_test_solve_rule ("upmark", 20);
  WyPos start = { 29, 0 }, to = { 9, 0 }, zero = { 0, 0 }, off = { 40, 0 };
  g_autoptr (WyPlayRecord) record = wy_play_record_new (board, &start, NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpint (wy_play_record_play (record, &to), ==, WY_PLAY_LEGAL);
  g_assert_true (wy_play_record_answer (record, NULL));
  text = wy_play_record_to_string (record);
  g_assert_cmpstr (text, ==, "29 → 9 → 3");
  g_assert_null (wy_play_record_new (up, &zero, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "0 is not a position"));
  g_clear_error (&error);
  g_assert_null (wy_play_record_new (board, &off, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_clear_error (&error);
  /* off the strip (y > 0) the message names the cell, not pile 3, which is a position */
  g_assert_null (wy_play_record_new (board, &(WyPos) { 3, 1 }, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "(3, 1) is not a position"));
  wy_board_unref (up);
  wy_board_unref (board);
}

/* A record is a game played: none for a game play does not play (wy_play_is_available), on
 * its board or a slice of its cube, refused with the same reason. Before, a record of
 * Imitation Nim played two-pile Nim without its memory, and one of a cube the plane z = 0. */
static void
test_record_unavailable (void)
{
  static const char *const rules[] = { "imitation:p=2", "nim:heaps=3", "fraenkel3" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (GError) error = NULL, why = NULL;
      g_autoptr (WyGame) game = wy_game_parse (rules[i], &error);
      WyQuery query = { .needs = WY_NEED_ELIMINATION, .size = 6 };
      g_autoptr (WySolution) solution = wy_solve (game, &query, &error);
      g_autoptr (WySolution) slice = NULL;
      WyPos start = { 3, 2 };

      g_assert_no_error (error);
      g_assert_false (wy_play_is_available (game, &why));
      g_assert_null (wy_play_record_new (wy_solution_get_board (solution), &start, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
      g_assert_cmpstr (error->message, ==, why->message);
      g_clear_error (&error);
      if (wy_game_get_heaps (game) != 3)
        continue;
      slice = wy_solution_get_slice (solution, WY_AXIS_Z, 1, &error);
      g_assert_no_error (error);
      g_assert_null (wy_play_record_new (wy_solution_get_board (slice), &start, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
    }
}

/* The player's move: a random legal one the program's blocks leave (FALSE: none). */
static gboolean
play_random_move (WyPlayRecord *record, GRand *rand)
{
  g_autoptr (GPtrArray) targets = g_ptr_array_new_with_free_func (g_free);
  WyPos at;

  wy_play_record_get_position (record, &at);
  for (guint tx = 0; tx <= at.x; tx++)
    for (guint ty = 0; ty <= at.y; ty++)
      g_ptr_array_add (targets, g_memdup2 (&(WyPos) { tx, ty }, sizeof (WyPos)));
  while (targets->len > 0)
    {
      guint i = g_rand_int_range (rand, 0, targets->len);

      if (wy_play_record_play (record, g_ptr_array_index (targets, i)) == WY_PLAY_LEGAL)
        return TRUE;
      g_ptr_array_remove_index_fast (targets, i);
    }
  return FALSE;
}

/* Who has won, against two facts that do not ask the record's rule: at the end the side to
 * move stands on a terminal position of the game, which is P (the mover has lost) or N (in
 * misère play, the mover has won) by the solver; and in normal play the last mover has won
 * (the program when the player cannot make the first move). Random games from every start:
 * the player moves at random, the program replies. */
static void
check_winner (const char *rule, guint size, GRand *rand)
{
  WyBoard *board = wy_test_solve_rule (rule, size);
  gboolean misere = wy_game_is_misere (wy_board_get_game (board));
  guint ended[3] = { 0 };

  for (guint x = 0; x < size; x++)
    for (guint y = 0; y < size; y++)
      {
        WyPos start = { x, y }, at;
        g_autoptr (WyPlayRecord) record = wy_play_record_new (board, &start, NULL);
        WyPlayWinner last_mover = WY_PLAY_PROGRAM_WINS, expected;

        if (record == NULL)
          continue;
        while (wy_play_record_get_winner (record) == WY_PLAY_NO_WINNER)
          {
            g_assert_true (wy_play_record_has_move (record));
            if (wy_play_record_is_players_turn (record))
              g_assert_true (play_random_move (record, rand));
            else
              g_assert_true (wy_play_record_answer (record, NULL));
            last_mover = wy_play_record_is_players_turn (record) ? WY_PLAY_PROGRAM_WINS
                                                                 : WY_PLAY_PLAYER_WINS;
          }
        g_assert_false (wy_play_record_has_move (record));
        wy_play_record_get_position (record, &at);
        expected = wy_play_record_is_players_turn (record)
          == (wy_board_get_status (board, at.x, at.y) == WY_STATUS_N)
          ? WY_PLAY_PLAYER_WINS : WY_PLAY_PROGRAM_WINS;
        g_assert_cmpint (wy_play_record_get_winner (record), ==, expected);
        if (!misere)
          g_assert_cmpint (expected, ==, last_mover);
        ended[expected]++;
      }
  g_test_message ("%s: the player won %u games, the program %u", rule,
                  ended[WY_PLAY_PLAYER_WINS], ended[WY_PLAY_PROGRAM_WINS]);
  g_assert_cmpuint (ended[WY_PLAY_PLAYER_WINS] + ended[WY_PLAY_PROGRAM_WINS], >, 0);
  wy_board_unref (board);
}

static void
test_winner (void)
{
  guint32 seed = g_test_rand_int ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  check_winner ("wythoff", 10, rand);
  check_winner ("wythoff:play=misere", 10, rand);
  check_winner ("wyt:a=2,b=2,play=misere", 10, rand);
  check_winner ("nimpq:a=1,b=1,p=2,q=2", 8, rand);
  check_winner ("wythoff:block=3", 10, rand);
  check_winner ("mark:k=2", 40, rand);
  check_winner ("mark:play=misere", 40, rand);
  check_winner ("upmark:block=2", 40, rand);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/play/fixed", test_fixed_games);
  g_test_add_func ("/core/play/random", test_random_games);
  g_test_add_func ("/core/play/off-board", test_off_board);
  g_test_add_func ("/core/play/available", test_available);
  g_test_add_func ("/core/play/program-starts", test_program_starts);
  g_test_add_func ("/core/play/from-p", test_from_p);
  g_test_add_func ("/core/play/from-p-uniform-blocking", test_from_p_uniform_blocking);
  g_test_add_func ("/core/play/take-back", test_take_back);
  g_test_add_func ("/core/play/record-one-pile", test_record_one_pile);
  g_test_add_func ("/core/play/record-unavailable", test_record_unavailable);
  g_test_add_func ("/core/play/winner", test_winner);
  return g_test_run ();
}
