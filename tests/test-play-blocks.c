/* test-play-blocks.c: the blocks of "play from here" against a brute force written from
 * docs/spec.md §3 alone: before each move the previous player may forbid some of the next
 * player's moves, block=Q any Q - 1 of them (counted by the position reached), nimpq by the
 * budgets of its reading. Random small games (logged seed): the statuses follow from that
 * rule; the program's blocks are within the budget and, from a P-position, forbid every
 * move into P; the player's blocks within the budget leave the program a win from an
 * N-position; a set over the budget is refused. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>

#include "wy-play.h"
#include "wy-test-solve.h"

/* The blocking rule of one game, as the brute force reads it. */
typedef struct {
  gboolean  pq;       /* nimpq's typed blocking; else block=Q */
  guint     block;    /* Q */
  guint     a, b, p, q;
  WyReading reading;
} Rule;

/* linecount (spec §3.1): a set can be blocked unless a move is near-diagonal, p moves have
 * dx = dy (a >= 1), or q moves share a column class dx = k <= dy (k < b) or a row class. */
static gboolean
linecount_ok (const Rule *r, const guint *dx, const guint *dy, guint n)
{
  guint diag = 0;

  for (guint i = 0; i < n; i++)
    {
      guint d = dx[i] > dy[i] ? dx[i] - dy[i] : dy[i] - dx[i], col = 0, row = 0;

      if (d > 0 && d < r->a)
        return FALSE;
      diag += d == 0 && r->a > 0;
      for (guint j = 0; j < n; j++)
        {
          col += dx[i] < r->b && dx[i] <= dy[i] && dx[j] == dx[i] && dx[j] <= dy[j];
          row += dy[i] < r->b && dy[i] <= dx[i] && dy[j] == dy[i] && dy[j] <= dx[j];
        }
      if (col >= r->q || row >= r->q)
        return FALSE;
    }
  return diag < r->p;
}

/* abstract and sec7: may move i of a set be charged to class c (0: diagonal type, budget
 * p - 1; 1: column, 2: row, q - 1 each)? */
static gboolean
in_class (const Rule *r, guint c, guint dx, guint dy)
{
  guint d = dx > dy ? dx - dy : dy - dx;

  if (r->reading == WY_READING_ABSTRACT)
    return c == 0 ? d < r->a : c == 1 ? dx < r->b && dx <= dy : dy < r->b && dy <= dx;
  return c == 0 ? d == 0 && r->a > 0 : c == 1 ? dx == 0 : dy == 0;
}

/* Every way of charging moves i.. to classes, used[] counting the charges so far. */
static gboolean
charge (const Rule *r, const guint *dx, const guint *dy, guint n, guint i, guint used[3])
{
  if (i == n)
    return TRUE;
  for (guint c = 0; c < 3; c++)
    {
      guint budget = c == 0 ? r->p - 1 : r->q - 1;

      if (!in_class (r, c, dx[i], dy[i]) || used[c] >= budget)
        continue;
      used[c]++;
      if (charge (r, dx, dy, n, i + 1, used))
        return TRUE;
      used[c]--;
    }
  return FALSE;
}

/* Can the previous player block the moves (dx[i], dy[i]), all distinct? */
static gboolean
brute_ok (const Rule *r, const guint *dx, const guint *dy, guint n)
{
  guint used[3] = { 0 };

  if (!r->pq)
    return n < r->block;
  if (r->reading == WY_READING_LINECOUNT)
    return linecount_ok (r, dx, dy, n);
  /* no charge covers more moves than the budgets together (and 3^n stays small) */
  if (n > r->p - 1 + 2 * (r->q - 1))
    return FALSE;
  return charge (r, dx, dy, n, 0, used);
}

/* The targets ts[0..n) as moves from 'from'. */
static gboolean
brute_ok_targets (const Rule *r, const WyPos *from, const WyPos *ts, guint n)
{
  g_autofree guint *dx = g_new (guint, n + 1);
  g_autofree guint *dy = g_new (guint, n + 1);

  for (guint i = 0; i < n; i++)
    dx[i] = from->x - ts[i].x, dy[i] = from->y - ts[i].y;
  return brute_ok (r, dx, dy, n);
}

/* The legal targets of 'from', and those into P (by the board's statuses). */
static void
targets_of (WyBoard *board, const WyPos *from, GArray *all, GArray *into_p)
{
  g_array_set_size (all, 0);
  g_array_set_size (into_p, 0);
  for (guint tx = 0; tx <= from->x; tx++)
    for (guint ty = 0; ty <= from->y; ty++)
      {
        WyPos to = { tx, ty };

        if (!wy_play_is_legal (board, from, &to))
          continue;
        g_array_append_val (all, to);
        if (wy_board_get_status (board, tx, ty) == WY_STATUS_P)
          g_array_append_val (into_p, to);
      }
}

/* A random subset of all, of up to max elements. */
static GArray *
random_subset (GRand *rand, const GArray *all, guint max)
{
  GArray *sub = g_array_new (FALSE, FALSE, sizeof (WyPos));
  guint n = all->len ? g_rand_int_range (rand, 0, MIN (max, all->len) + 1) : 0;

  while (sub->len < n)
    {
      const WyPos *p = &g_array_index (all, WyPos, g_rand_int_range (rand, 0, all->len));

      if (!wy_test_pos_in (sub, p))
        g_array_append_val (sub, *p);
    }
  return sub;
}

/* The program's blocks before the player's move from 'from': allowed, every move into P
 * from a P-position, else as many moves into P as the budget allows (no other could be
 * added); the player's moves judged against them. */
static void
check_program_blocks (const Rule *r, WyBoard *board, const WyPos *from, GArray *into_p)
{
  g_autoptr (GArray) blocks = wy_play_choose_blocks (board, from);
  WyStatus s = wy_board_get_status (board, from->x, from->y);

  g_assert_true (brute_ok_targets (r, from, (WyPos *) blocks->data, blocks->len));
  g_assert_true (wy_play_blocks_allowed (board, from, (WyPos *) blocks->data, blocks->len,
                                         NULL));
  for (guint i = 0; i < blocks->len; i++)
    g_assert_true (wy_test_pos_in (into_p, &g_array_index (blocks, WyPos, i)));
  if (s == WY_STATUS_P)
    g_assert_cmpuint (blocks->len, ==, into_p->len);
  for (guint i = 0; i < into_p->len; i++)
    {
      const WyPos *t = &g_array_index (into_p, WyPos, i);

      g_assert_cmpint (wy_play_judge (board, from, t), ==,
                       wy_test_pos_in (blocks, t) ? WY_PLAY_BLOCKED : WY_PLAY_LEGAL);
      if (wy_test_pos_in (blocks, t))
        continue;
      g_array_append_val (blocks, *t);
      g_assert_false (brute_ok_targets (r, from, (WyPos *) blocks->data, blocks->len));
      g_array_set_size (blocks, blocks->len - 1);
    }
}

/* Is some target of ts[] not in sub? */
static gboolean
some_left (GArray *ts, GArray *sub)
{
  for (guint i = 0; i < ts->len; i++)
    if (!wy_test_pos_in (sub, &g_array_index (ts, WyPos, i)))
      return TRUE;
  return FALSE;
}

/* The player's blocks before the program's move: random sets judged as the brute force
 * judges them (a refusal names the budget); within the budget the program's move avoids
 * them, and goes into P wherever the player left such a move (from an N-position one always
 * is left): from a P-position too, where the player blocked less than it might. */
static void
check_player_blocks (const Rule *r, WyBoard *board, const WyPos *from, GArray *all,
                     GArray *into_p, GRand *rand)
{
  WyStatus s = wy_board_get_status (board, from->x, from->y);

  for (guint k = 0; k < 6; k++)
    {
      g_autoptr (GArray) sub = random_subset (rand, all, r->pq ? 2 * r->q + r->p : r->block);
      g_autoptr (GError) error = NULL;
      gboolean ok = brute_ok_targets (r, from, (WyPos *) sub->data, sub->len);
      WyMove move;

      g_assert_cmpint (wy_play_blocks_allowed (board, from, (WyPos *) sub->data, sub->len,
                                               &error), ==, ok);
      if (!ok)
        {
          g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
          g_assert_nonnull (strstr (error->message, "may block"));
          continue;
        }
      g_assert_no_error (error);
      if (!wy_play_reply_avoiding (board, from, (WyPos *) sub->data, sub->len, &move))
        {
          /* every move blocked: the position had no move into P (else one is left) */
          g_assert_cmpuint (sub->len, ==, all->len);
          continue;
        }
      g_assert_true (wy_play_is_legal (board, from, &move.target));
      g_assert_false (wy_test_pos_in (sub, &move.target));
      if (s == WY_STATUS_N)
        g_assert_true (some_left (into_p, sub));
      if (some_left (into_p, sub))
        g_assert_cmpint (wy_board_get_status (board, move.target.x, move.target.y), ==,
                         WY_STATUS_P);
    }
}

static void
check_game (const Rule *r, const char *rule, guint size, GRand *rand)
{
  WyBoard *board = wy_test_solve_rule (rule, size);
  gboolean one_pile = wy_board_is_one_pile (board);
  g_autoptr (GArray) all = g_array_new (FALSE, FALSE, sizeof (WyPos));
  g_autoptr (GArray) into_p = g_array_new (FALSE, FALSE, sizeof (WyPos));
  guint n_p = 0;

  g_test_message ("%s", rule);
  for (guint y = 0; y < (one_pile ? 1 : size); y++)
    for (guint x = 0; x < size; x++)
      {
        WyPos from = { x, y };
        WyStatus s = wy_board_get_status (board, x, y);

        if (s == WY_STATUS_NONE)
          continue;
        targets_of (board, &from, all, into_p);
        /* the status by the rule: P iff its moves into P can all be blocked */
        g_assert_cmpint (s, ==, brute_ok_targets (r, &from, (WyPos *) into_p->data,
                                                  into_p->len) ? WY_STATUS_P : WY_STATUS_N);
        n_p += s == WY_STATUS_P && into_p->len > 0;
        check_program_blocks (r, board, &from, into_p);
        check_player_blocks (r, board, &from, all, into_p, rand);
      }
  g_test_message ("%u P-positions with moves into P (blocked)", n_p);
  wy_board_unref (board);
}

static const char *const block_families[] = {
  "nim", "wythoff", "fraenkel:a=2", "wyt:a=2,b=2", "stwythoff:s=2,t=3", "restricted:s=1,t=2",
  "gamma:i=1,s=2,t=2", "mark:k=3", "upmark", "moves:rule=dx<=2||dy<=2",
};

static void
test_block_q (void)
{
  guint32 seed = g_test_rand_int ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);

  g_test_message ("seed %u", seed);
  for (guint i = 0; i < G_N_ELEMENTS (block_families); i++)
    {
      Rule r = { .pq = FALSE, .block = g_rand_int_range (rand, 1, 5) };
      const char *f = block_families[i];
      g_autofree char *rule = g_strdup_printf ("%s%sblock=%u", f, strchr (f, ':') ? "," : ":",
                                               r.block);

      check_game (&r, rule, strstr (f, "mark") ? 40 : 11, rand);
    }
}

static void
test_nimpq (void)
{
  guint32 seed = g_test_rand_int ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  static const char *const readings[] = { "linecount", "abstract", "sec7" };

  g_test_message ("seed %u", seed);
  for (guint i = 0; i < 12; i++)
    {
      Rule r = { .pq = TRUE, .reading = i % 3, .a = g_rand_int_range (rand, 0, 3),
                 .b = g_rand_int_range (rand, 1, 4), .p = g_rand_int_range (rand, 1, 4),
                 .q = g_rand_int_range (rand, 1, 4) };
      g_autofree char *rule = g_strdup_printf ("nimpq:a=%u,b=%u,p=%u,q=%u,reading=%s", r.a,
                                               r.b, r.p, r.q, readings[i % 3]);

      check_game (&r, rule, 10, rand);
    }
}

/* The budget is named where a set is refused: block=3's two moves; a start off the board is
 * named as that. */
static void
test_refusal (void)
{
  WyBoard *board = wy_test_solve_rule ("wythoff:block=3", 12);
  WyPos from = { 5, 5 };
  const WyPos three[] = { { 4, 5 }, { 5, 4 }, { 4, 4 } };
  const WyPos far = { 6, 0 };
  g_autoptr (GError) error = NULL;

  g_assert_true (wy_play_blocks_allowed (board, &from, three, 2, NULL));
  g_assert_false (wy_play_blocks_allowed (board, &from, three, 3, &error));
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "at most 2 moves"));
  g_clear_error (&error);
  g_assert_false (wy_play_blocks_allowed (board, &from, &far, 1, &error));
  g_test_message ("%s", error->message);
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_clear_error (&error);
  /* from off the board: that is the problem named, not the target (once "(4, 5) cannot be
   * reached from (20, 5) in one move") */
  g_assert_false (wy_play_blocks_allowed (board, &(WyPos) { 20, 5 }, three, 1, &error));
  g_test_message ("%s", error->message);
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_assert_nonnull (strstr (error->message, "(20, 5) is not a position of this board"));
  wy_board_unref (board);
}

/* The record on the program's turn: the player's blocks toggle, are refused past block=3's
 * two moves (the message naming them) and where no move of the program goes, and the
 * program's move avoids them: from the N-position (5, 5) it wins still. On the player's
 * turn the record's blocks are the program's, and a block is refused there. */
static void
test_record_blocks (void)
{
  WyBoard *board = wy_test_solve_rule ("wythoff:block=3", 14);
  WyPos start = { 7, 7 }, at = { 5, 5 }, off = { 6, 6 };
  g_autoptr (WyPlayRecord) record = wy_play_record_new (board, &start, NULL);
  g_autoptr (GArray) wins = wy_board_list_winning_moves (board, 5, 5);
  g_autoptr (GArray) shown = NULL;
  g_autoptr (GError) error = NULL;
  WyMove move;

  g_assert_cmpint (wy_board_get_status (board, 5, 5), ==, WY_STATUS_N);
  g_assert_cmpuint (wins->len, >=, 3);
  g_assert_false (wy_play_record_toggle_block (record, &at, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
  g_clear_error (&error);
  g_assert_cmpint (wy_play_record_play (record, &at), ==,
                   wy_play_judge (board, &start, &at));
  if (wy_play_record_get_n_moves (record) == 0)
    g_test_fail_printf ("(7, 7) to (5, 5) blocked: pick another start");
  for (guint i = 0; i < 2; i++)
    g_assert_true (wy_play_record_toggle_block (record, &g_array_index (wins, WyMove, i).target,
                                                NULL));
  g_assert_false (wy_play_record_toggle_block (record, &g_array_index (wins, WyMove, 2).target,
                                               &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_assert_nonnull (strstr (error->message, "at most 2 moves"));
  g_clear_error (&error);
  g_assert_false (wy_play_record_toggle_block (record, &off, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_clear_error (&error);
  /* lifted and made again */
  g_assert_true (wy_play_record_toggle_block (record, &g_array_index (wins, WyMove, 1).target,
                                              NULL));
  shown = wy_play_record_get_blocks (record);
  g_assert_cmpuint (shown->len, ==, 1);
  g_clear_pointer (&shown, g_array_unref);
  g_assert_true (wy_play_record_toggle_block (record, &g_array_index (wins, WyMove, 1).target,
                                              NULL));
  g_assert_true (wy_play_record_has_move (record));
  g_assert_true (wy_play_record_answer (record, &move));
  for (guint i = 0; i < 2; i++)
    g_assert_false (move.target.x == g_array_index (wins, WyMove, i).target.x
                    && move.target.y == g_array_index (wins, WyMove, i).target.y);
  g_assert_cmpint (wy_board_get_status (board, move.target.x, move.target.y), ==,
                   WY_STATUS_P);
  /* the player's turn: the program's blocks, all the moves into P from this P-position */
  shown = wy_play_record_get_blocks (record);
  {
    g_autoptr (GArray) chosen = wy_play_choose_blocks (board, &move.target);
    g_assert_cmpuint (shown->len, ==, chosen->len);
  }
  wy_board_unref (board);
}

/* Redo after take back: the moves come again in turn, the program's first move alone; a
 * new move forgets them. */
static void
test_redo (void)
{
  WyBoard *board = wy_test_solve_rule ("wythoff", 12);
  WyPos start = { 6, 8 }, to = { 2, 4 }, other = { 6, 2 }, at;
  g_autoptr (WyPlayRecord) record = wy_play_record_new (board, &start, NULL);
  g_autofree char *text = NULL;

  g_assert_cmpuint (wy_play_record_redo (record), ==, 0);
  g_assert_true (wy_play_record_answer (record, NULL));              /* (6, 8) → (3, 5) */
  g_assert_cmpint (wy_play_record_play (record, &to), ==, WY_PLAY_LEGAL);
  g_assert_true (wy_play_record_answer (record, NULL));              /* → (2, 1) */
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 2);
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 1);
  g_assert_cmpuint (wy_play_record_get_n_redo (record), ==, 3);
  g_assert_cmpuint (wy_play_record_redo (record), ==, 1);
  g_assert_true (wy_play_record_is_players_turn (record));
  g_assert_cmpuint (wy_play_record_redo (record), ==, 2);
  text = wy_play_record_to_string (record);
  g_assert_cmpstr (text, ==, "(6, 8) → (3, 5) → (2, 4) → (2, 1)");
  g_assert_cmpuint (wy_play_record_redo (record), ==, 0);
  /* the program's first move taken back and made anew: what waited is forgotten */
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 2);
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 1);
  g_assert_true (wy_play_record_answer (record, NULL));
  g_assert_cmpuint (wy_play_record_get_n_redo (record), ==, 0);
  /* and so does the player's new move */
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 1);
  g_assert_cmpuint (wy_play_record_get_n_redo (record), ==, 1);
  g_assert_cmpint (wy_play_record_play (record, &other), ==, WY_PLAY_LEGAL);
  g_assert_cmpuint (wy_play_record_get_n_redo (record), ==, 0);
  wy_play_record_get_position (record, &at);
  g_assert_cmpuint (at.x, ==, 6);
  g_assert_cmpuint (at.y, ==, 2);
  wy_board_unref (board);
}

/* The program starts, the player having blocked first: wythoff:block=3 from (5, 5), whose
 * three winning moves the player may block two of; the program takes the third. Handed
 * over, a take back gives the turn back; after a move there is nothing to hand over. */
static void
test_hand_over (void)
{
  WyBoard *board = wy_test_solve_rule ("wythoff:block=3", 14);
  WyPos start = { 5, 5 }, at;
  g_autoptr (WyPlayRecord) record = wy_play_record_new (board, &start, NULL);
  g_autoptr (GArray) wins = wy_board_list_winning_moves (board, 5, 5);
  WyMove move;

  g_assert_cmpuint (wins->len, ==, 3);
  g_assert_false (wy_play_record_toggle_block (record, &g_array_index (wins, WyMove, 0).target,
                                               NULL));
  g_assert_true (wy_play_record_hand_over (record));
  g_assert_false (wy_play_record_is_players_turn (record));
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 0);
  g_assert_true (wy_play_record_is_players_turn (record));
  g_assert_cmpuint (wy_play_record_get_n_redo (record), ==, 0);
  g_assert_true (wy_play_record_hand_over (record));
  for (guint i = 0; i < 2; i++)
    g_assert_true (wy_play_record_toggle_block (record, &g_array_index (wins, WyMove, i).target,
                                                NULL));
  g_assert_true (wy_play_record_answer (record, &move));
  wy_play_record_get_position (record, &at);
  g_assert_cmpuint (at.x, ==, g_array_index (wins, WyMove, 2).target.x);
  g_assert_cmpuint (at.y, ==, g_array_index (wins, WyMove, 2).target.y);
  g_assert_true (wy_play_record_is_players_turn (record));
  g_assert_false (wy_play_record_hand_over (record));
  wy_board_unref (board);
}

/* The program started, its move was taken back, and the turn handed over to it and taken
 * back again: the move waiting is still the program's first, and redo makes it as that,
 * back to the player's turn (it was once made again as the player's move, the program's
 * turn following, so that the program would have moved twice). */
static void
test_redo_after_hand_back (void)
{
  WyBoard *board = wy_test_solve_rule ("wythoff:block=2", 12);
  WyPos start = { 6, 8 };
  g_autoptr (WyPlayRecord) record = wy_play_record_new (board, &start, NULL);
  g_autofree char *made = NULL, *text = NULL;

  g_assert_true (wy_play_record_hand_over (record));
  g_assert_true (wy_play_record_answer (record, NULL));
  made = wy_play_record_to_string (record);
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 1);
  g_assert_true (wy_play_record_hand_over (record));
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 0);
  g_assert_true (wy_play_record_is_players_turn (record));
  g_assert_cmpuint (wy_play_record_get_n_redo (record), ==, 1);
  g_assert_cmpuint (wy_play_record_redo (record), ==, 1);
  g_assert_true (wy_play_record_is_players_turn (record));
  g_assert_cmpuint (wy_play_record_get_n_moves (record), ==, 1);
  /* and taken back once more, it is the program's move again that waits */
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 1);
  g_assert_cmpuint (wy_play_record_redo (record), ==, 1);
  g_assert_true (wy_play_record_is_players_turn (record));
  text = wy_play_record_to_string (record);
  g_assert_cmpstr (text, ==, made);
  wy_board_unref (board);
}

/* Everything a redo must bring back, in words: the record's text, whose turn, the blocks of
 * the turn (in the order made), who has won, whether the side to move can, and the moves
 * waiting to be made again. */
static char *
record_state (const WyPlayRecord *record)
{
  g_autoptr (GArray) blocks = wy_play_record_get_blocks (record);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autofree char *moves = wy_play_record_to_string (record);

  g_string_append_printf (text, "%s; %s's turn; blocks", moves,
                          wy_play_record_is_players_turn (record) ? "player" : "program");
  for (guint i = 0; i < blocks->len; i++)
    g_string_append_printf (text, " (%u, %u)", g_array_index (blocks, WyPos, i).x,
                            g_array_index (blocks, WyPos, i).y);
  g_string_append_printf (text, "; winner %d; has move %d; redo %u",
                          wy_play_record_get_winner (record), wy_play_record_has_move (record),
                          wy_play_record_get_n_redo (record));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Take back then redo from the program's turn after the player has blocked some of its
 * moves: the blocks come back with the player's move (they were once forgotten, the
 * program then free to take a move the player had blocked), and so does the end of a game
 * the player won by blocking every move of the program. wythoff:block=3 (two blocks): from
 * (7, 7) the player moves to (5, 5) and blocks two of its three winning moves; from (3, 2)
 * to (1, 0) and blocks its one move, (0, 0). Deeper, a move pair taken back before. */
static void
test_redo_blocks (void)
{
  WyBoard *board = wy_test_solve_rule ("wythoff:block=3", 14);
  WyPos start = { 7, 7 }, at = { 5, 5 }, end = { 3, 2 }, one = { 1, 0 }, zero = { 0, 0 };
  g_autoptr (WyPlayRecord) record = wy_play_record_new (board, &start, NULL);
  g_autoptr (WyPlayRecord) won = wy_play_record_new (board, &end, NULL);
  g_autoptr (GArray) wins = wy_board_list_winning_moves (board, 5, 5);
  g_autofree char *before = NULL, *after = NULL, *pair = NULL;
  WyPos next;

  /* (5, 5) -> (2, 5), the program's winning move left; then (2, 2), blocking (0, 0) */
  g_assert_cmpint (wy_play_record_play (record, &at), ==, WY_PLAY_LEGAL);
  for (guint i = 0; i < 2; i++)
    g_assert_true (wy_play_record_toggle_block (record, &g_array_index (wins, WyMove, i).target,
                                                NULL));
  before = record_state (record);
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 1);
  g_assert_cmpuint (wy_play_record_redo (record), ==, 1);
  after = record_state (record);
  g_assert_cmpstr (after, ==, before);
  /* a move pair, then the player's move with its blocks: two take backs, two redos */
  g_assert_true (wy_play_record_answer (record, NULL));
  wy_play_record_get_position (record, &next);
  g_assert_cmpuint (next.x, ==, 2);
  g_assert_cmpuint (next.y, ==, 5);
  g_assert_cmpint (wy_play_record_play (record, &(WyPos) { 2, 2 }), ==, WY_PLAY_LEGAL);
  g_assert_true (wy_play_record_toggle_block (record, &zero, NULL));
  g_clear_pointer (&before, g_free);
  before = record_state (record);
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 1);
  pair = record_state (record);
  g_assert_cmpuint (wy_play_record_take_back (record), ==, 2);
  g_assert_cmpuint (wy_play_record_redo (record), ==, 2);
  g_clear_pointer (&after, g_free);
  after = record_state (record);
  g_assert_cmpstr (after, ==, pair);
  g_assert_cmpuint (wy_play_record_redo (record), ==, 1);
  g_clear_pointer (&after, g_free);
  after = record_state (record);
  g_assert_cmpstr (after, ==, before);
  /* the player won by blocking the program's one move: won again after redo */
  g_assert_cmpint (wy_play_record_play (won, &one), ==, WY_PLAY_LEGAL);
  g_assert_true (wy_play_record_toggle_block (won, &zero, NULL));
  g_assert_cmpint (wy_play_record_get_winner (won), ==, WY_PLAY_PLAYER_WINS);
  g_assert_false (wy_play_record_answer (won, NULL));
  g_clear_pointer (&before, g_free);
  before = record_state (won);
  g_assert_cmpuint (wy_play_record_take_back (won), ==, 1);
  g_assert_cmpint (wy_play_record_get_winner (won), ==, WY_PLAY_NO_WINNER);
  g_assert_cmpuint (wy_play_record_redo (won), ==, 1);
  g_clear_pointer (&after, g_free);
  after = record_state (won);
  g_assert_cmpstr (after, ==, before);
  wy_board_unref (board);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/play-blocks/block-q", test_block_q);
  g_test_add_func ("/core/play-blocks/nimpq", test_nimpq);
  g_test_add_func ("/core/play-blocks/refusal", test_refusal);
  g_test_add_func ("/core/play-blocks/record", test_record_blocks);
  g_test_add_func ("/core/play-blocks/redo", test_redo);
  g_test_add_func ("/core/play-blocks/hand-over", test_hand_over);
  g_test_add_func ("/core/play-blocks/redo-after-hand-back", test_redo_after_hand_back);
  g_test_add_func ("/core/play-blocks/redo-blocks", test_redo_blocks);
  return g_test_run ();
}
