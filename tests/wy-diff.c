/* wy-diff.c: the differential tests' harness (wy-diff.h). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wy-diff.h"
#include "wy-test-solve.h"
gboolean
long_mode (void)
{
  return g_test_slow () || g_strcmp0 (g_getenv ("WY_DIFF_LONG"), "1") == 0;
}

/* How many cases: normal, or many more in long mode, or few when light. */
guint
n_cases (guint normal)
{
  if (long_mode ())
    return normal * 20;
  return LIGHT ? MAX (normal / 5, 1) : normal;
}

int
pick (Case *c, int lo, int hi)
{
  return g_rand_int_range (c->rand, lo, hi + 1);
}

/* Small values mostly, sometimes large relative to the board. */
int
band (Case *c, int lo, guint size)
{
  switch (pick (c, 0, 9))
    {
    case 0:
      return pick (c, lo, MAX (lo, (int) size + 3));
    case 1:
      return lo;
    default:
      return pick (c, lo, lo + 3);
    }
}

void
random_rule (Case *c, BrRule *r, BrFamily family, guint size)
{
  memset (r, 0, sizeof *r);
  r->family = family;
  r->a = band (c, 0, size);
  r->b = band (c, 1, size);
  r->c = band (c, 1, size);
  r->p = pick (c, 1, long_mode () ? 8 : 5);
  r->q = pick (c, 1, long_mode () ? 8 : 5);
  r->s = pick (c, 1, 4);
  r->t = pick (c, 1, 5);
  r->i = pick (c, 1, 4);
  r->k = pick (c, 0, 5) == 0 ? pick (c, 2, 60) : pick (c, 2, 5);
  r->reading = (BrReading) pick (c, 0, 2);
  if (family == BR_IMITATION)
    r->p = pick (c, 1, 3);
  /* play=misere: every family without blocking or memory */
  r->misere = family != BR_NIMPQ && family != BR_IMITATION && pick (c, 0, 3) == 0;
}

void
case_begin (Case *c, const char *what)
{
  const char *fixed = g_getenv ("WY_DIFF_SEED");

  c->seed = fixed ? (guint32) strtoul (fixed, NULL, 10) : (guint32) g_test_rand_int ();
  c->rand = g_rand_new_with_seed (c->seed);
  c->rule = NULL;
  g_test_message ("%s: case seed %u (WY_DIFF_SEED=%u repeats it)", what, c->seed, c->seed);
}

void
case_end (Case *c)
{
  g_rand_free (c->rand);
  g_free (c->rule);
  c->rule = NULL;
  g_clear_pointer (&c->game, wy_game_free);
}

void
case_rule (Case *c, const BrRule *rule)
{
  g_autoptr (GError) error = NULL;

  c->rule = br_rule_string (rule);
  c->game = wy_game_parse (c->rule, &error);
  g_assert_no_error (error);
}

/* Report a disagreement (the first few of a case), fail the test, go on. */
void
mismatch (Case *c, const char *format, ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  if (c->failures++ < 8)
    g_test_message ("MISMATCH %s (case seed %u): %s", c->rule, c->seed, text);
  g_test_fail ();
}

const char *
status_name (guint8 s)
{
  return s == BR_P ? "P" : s == BR_N ? "N" : "-";
}

/* The core's board of a rule; the game is freed at once, so a board that
 * kept a pointer to it would be caught (under ASan). */
WyBoard *
core_solve (Case *c, guint size, WyNeeds flags, GError **error)
{
  WyGame *game = wy_game_copy (c->game);
  WyBoard *board;

  board = wy_test_solve (game, size, flags, NULL, NULL, NULL, error);
  wy_game_free (game);
  return board;
}

guint8
core_status (WyStatus s)
{
  return s == WY_STATUS_P ? BR_P : s == WY_STATUS_N ? BR_N : BR_NONE;
}

/* Status and step of the cells x, y < region. */
void
compare_cells (Case *c, const char *how, const WyBoard *board, const BrBoard *ref, guint region)
{
  guint h = ref->one_pile ? 1 : region;

  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < region; x++)
      {
        guint step = 0, i = br_index (ref, x, y);
        guint8 got = core_status (wy_board_get_cell (board, x, y, &step));
        if (got != ref->status[i] || (got != BR_NONE && step != ref->step[i]))
          mismatch (c, "%s size %u: (%u,%u) is %s at step %u, brute force %s at step %u", how,
                    wy_board_get_size (board), x, y, status_name (got), step,
                    status_name (ref->status[i]), ref->step[i]);
        if (wy_board_get_status (board, x, y) != wy_board_get_cell (board, x, y, &step))
          mismatch (c, "%s: get_status and get_cell disagree at (%u,%u)", how, x, y);
      }
}

/* The status alone of the cells x, y < region (a board of the P-set engines has no
 * steps), cell by cell and by the bulk read. */
void
compare_pset (Case *c, const char *how, const WyBoard *board, const BrBoard *ref, guint region)
{
  guint h = ref->one_pile ? 1 : region, S = wy_board_get_size (board);
  g_autoptr (GBytes) status = wy_board_get_statuses (board, NULL);
  const guint8 *st = g_bytes_get_data (status, NULL);

  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < region; x++)
      {
        guint8 got = core_status (wy_board_get_status (board, x, y));
        guint8 bulk = core_status (st[(gsize) y * S + x]);
        if (got != ref->status[br_index (ref, x, y)] || bulk != got)
          mismatch (c, "%s size %u: (%u,%u) is %s (bulk read %s), brute force %s", how, S, x,
                    y, status_name (got), status_name (bulk),
                    status_name (ref->status[br_index (ref, x, y)]));
      }
}

/* The bulk reads (wy-board-bytes.c: the board's storage, or a sparse
 * board's sweep) cell by cell against the brute force. */
void
compare_bulk (Case *c, const char *how, const WyBoard *board, const BrBoard *ref)
{
  guint S = wy_board_get_size (board), h = ref->one_pile ? 1 : S;
  g_autoptr (GBytes) status = wy_board_get_statuses (board, NULL);
  g_autoptr (GBytes) step = wy_board_get_steps (board, NULL);
  const guint8 *st = g_bytes_get_data (status, NULL);
  const guint32 *sp = g_bytes_get_data (step, NULL);

  g_assert_cmpuint (g_bytes_get_size (status), ==, (gsize) S * h);
  g_assert_cmpuint (g_bytes_get_size (step), ==, (gsize) S * h * sizeof (guint32));
  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < S; x++)
      {
        guint i = br_index (ref, x, y), k = y * S + x;
        guint want_step = ref->status[i] == BR_NONE ? 0 : ref->step[i];
        if (core_status (st[k]) != ref->status[i] || sp[k] != want_step)
          mismatch (c, "%s size %u, bulk read: (%u,%u) is %s at step %u, brute force %s at "
                    "step %u", how, S, x, y, status_name (core_status (st[k])), sp[k],
                    status_name (ref->status[i]), ref->step[i]);
      }
}

/* The number of steps and each P_j (and |N_j| where the board counts it). */
void
compare_steps (Case *c, const char *how, const WyBoard *board, const BrBoard *ref)
{
  guint S = ref->size, h = ref->one_pile ? 1 : S;

  if (wy_board_get_n_steps (board) != ref->n_steps)
    mismatch (c, "%s size %u: %u steps, brute force %u", how, S, wy_board_get_n_steps (board),
              ref->n_steps);
  for (guint j = 1; j <= MIN (ref->n_steps, wy_board_get_n_steps (board)); j++)
    {
      guint n, want = 0, n_count = 0;
      const WyPos *pj = wy_board_get_step_ppos (board, j, &n);
      for (guint i = 0; i < n; i++)
        {
          guint k = br_index (ref, pj[i].x, pj[i].y);
          if (ref->status[k] != BR_P || ref->step[k] != j)
            mismatch (c, "%s: (%u,%u) is in P_%u, brute force %s at step %u", how, pj[i].x,
                      pj[i].y, j, status_name (ref->status[k]), ref->step[k]);
        }
      for (guint k = 0; k < S * h; k++)
        {
          want += ref->status[k] == BR_P && ref->step[k] == j;
          n_count += ref->status[k] == BR_N && ref->step[k] == j;
        }
      if (n != want)
        mismatch (c, "%s: |P_%u| = %u, brute force %u", how, j, n, want);
      if (wy_board_has_step_n_counts (board) && wy_board_get_step_n_count (board, j) != n_count)
        mismatch (c, "%s: |N_%u| = %u, brute force %u", how, j,
                  wy_board_get_step_n_count (board, j), n_count);
    }
}

/* Moves from (x, y) into P: the P-options; the winning moves are those of
 * an N cell, none of a P cell. */
void
compare_moves (Case *c, const BrRule *rule, const WyBoard *board, const BrBoard *ref, guint x,
               guint y)
{
  g_autoptr (GArray) opts = wy_board_list_p_options (board, x, y);
  g_autoptr (GArray) wins = wy_board_list_winning_moves (board, x, y);
  guint i = br_index (ref, x, y), want = 0, h = ref->one_pile ? 0 : y;

  for (guint ty = 0; ty <= h; ty++)
    for (guint tx = 0; tx <= x; tx++)
      {
        guint t = br_index (ref, tx, ty);
        if (ref->status[t] == BR_P && br_is_move (rule, x, y, x - tx, y - ty))
          want++;
      }
  for (guint k = 0; k < opts->len; k++)
    {
      const WyMove *m = &g_array_index (opts, WyMove, k);
      guint t = br_index (ref, m->target.x, m->target.y);
      if (m->target.x > x || m->target.y > y || ref->status[t] != BR_P
          || !br_is_move (rule, x, y, x - m->target.x, y - m->target.y)
          || m->step != ref->step[t] || m->dx != x - m->target.x || m->dy != y - m->target.y)
        mismatch (c, "(%u,%u): P-option (%u,%u) step %u is not a move into P_%u", x, y,
                  m->target.x, m->target.y, m->step, ref->step[t]);
    }
  if (opts->len != want)
    mismatch (c, "(%u,%u): %u P-options, brute force %u", x, y, opts->len, want);
  if (wins->len != (ref->status[i] == BR_N ? want : 0))
    mismatch (c, "(%u,%u) %s: %u winning moves, brute force %u", x, y,
              status_name (ref->status[i]), wins->len, ref->status[i] == BR_N ? want : 0);
}

void
compare_grundy (Case *c, const WyBoard *board, const BrBoard *ref)
{
  guint h = ref->one_pile ? 1 : ref->size;

  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < ref->size; x++)
      {
        int want = ref->grundy[br_index (ref, x, y)], got = wy_board_get_grundy (board, x, y);
        if (got != want)
          mismatch (c, "(%u,%u): Grundy value %d, brute force %d", x, y, got, want);
      }
}

/* One rule on a full small board: every query against the brute force. */
void
full_board (Case *c, const BrRule *rule, guint size)
{
  g_autoptr (GError) error = NULL;
  BrBoard *ref = br_solve (rule, size, TRUE);
  WyBoard *board = core_solve (c, size, WY_NEED_ELIMINATION, &error);
  guint h = ref->one_pile ? 1 : size;

  g_assert_no_error (error);
  compare_cells (c, "dense", board, ref, size);
  compare_steps (c, "dense", board, ref);
  compare_bulk (c, "dense", board, ref);
  if (rule->family != BR_IMITATION)
    for (guint y = 0; y < h; y++)
      for (guint x = 0; x < size; x++)
        if (ref->status[br_index (ref, x, y)] != BR_NONE)
          compare_moves (c, rule, board, ref, x, y);
  wy_board_unref (board);
  /* WY_NEED_STEPS: the sparse board, at a small size */
  board = core_solve (c, size, WY_NEED_STEPS, &error);
  g_assert_no_error (error);
  compare_cells (c, "quick", board, ref, size);
  compare_steps (c, "quick", board, ref);
  compare_bulk (c, "quick", board, ref);
  if (wy_board_is_sparse (board))
    for (guint y = 0; y < size; y += 3)
      for (guint x = 0; x < size; x += 2)
        compare_moves (c, rule, board, ref, x, y);
  wy_board_unref (board);
  /* WY_NEED_STATUS: the P-set engines (the line families' sweeps without steps, the cone
   * families' wy-sparse-cone.c, the one-pile bytes, the three heaps' P-set sweep) */
  board = core_solve (c, size, WY_NEED_STATUS, &error);
  g_assert_no_error (error);
  compare_pset (c, "P-set", board, ref, size);
  wy_board_unref (board);
  if (br_has_grundy (rule))
    {
      board = core_solve (c, size, (WY_NEED_ELIMINATION | WY_NEED_GRUNDY), &error);
      g_assert_no_error (error);
      g_assert_true (wy_board_has_grundy (board));
      compare_cells (c, "grundy", board, ref, size);
      compare_grundy (c, board, ref);
      wy_board_unref (board);
    }
  br_board_free (ref);
}

/* One case: the rule named, the whole board checked and timed, the case ended. */
void
run_full_board (Case *c, const BrRule *rule, guint size)
{
  case_rule (c, rule);
  g_test_message ("  %s, size %u", c->rule, size);
  g_test_timer_start ();
  full_board (c, rule, size);
  g_test_message ("  %.3f s", g_test_timer_elapsed ());
  case_end (c);
}
