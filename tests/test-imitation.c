/* test-imitation.c: Imitation Nim solver against a brute force over full states. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <math.h>

#include <gio/gio.h>

#include "wy-engine.h"
#include "wy-report.h"
#include "wy-solution.h"
#include "wy-test-solve.h"

/*
 * The reference: every state (x, y, pile last taken from, amount, own run,
 * opponent's run) of a small board, its options listed straight from the
 * rules, and the Bouton-von Neumann elimination run literally, round by
 * round: P_j = undecided states whose options are all N; N_j = undecided
 * states with an option in P_1..P_j.
 */
#define BRUTE_SIZE 20

typedef struct {
  guint   size, p;
  guint   n_states;
  guint8 *status;   /* WyStatus; NONE while undecided or not a state */
  guint  *step;
  GArray *opt_start; /* guint: options of state i are opts[start[i] .. start[i+1]) */
  GArray *opts;
} Brute;

/* lp: 0 none, 1 the previous move took r from pile x, 2 from pile y */
static guint
brute_index (const Brute *b, guint x, guint y, guint lp, guint r, guint own, guint opp)
{
  guint s = b->size;

  return ((((x * s + y) * 3 + lp) * s + r) * b->p + own) * b->p + opp;
}

static gboolean
brute_valid (const Brute *b, guint x, guint y, guint lp, guint r)
{
  guint piles[2] = { x, y };

  if (lp == 0)
    return r == 0;
  /* the position before the previous move lies on the board */
  return r > 0 && piles[lp - 1] + r < b->size;
}

/* Is taking k from pile i (0: x, 1: y) an imitation in this state? */
static gboolean
brute_is_imitation (guint x, guint y, guint lp, guint r, guint i, guint k)
{
  guint before[2] = { x, y };
  guint c;

  if (lp == 0)
    return FALSE;
  c = lp - 1;
  before[c] += r;
  /* C is the pile not larger before the previous move */
  if (before[c] > before[1 - c])
    return FALSE;
  return i == 1 - c && k == r;
}

static void
brute_add_options (Brute *b, guint x, guint y, guint lp, guint r, guint own, guint opp)
{
  for (guint i = 0; i < 2; i++)
    for (guint k = 1; k <= (i == 0 ? x : y); k++)
      {
        gboolean imit = brute_is_imitation (x, y, lp, r, i, k);
        guint nx = i == 0 ? x - k : x, ny = i == 1 ? y - k : y;
        guint t;

        /* at most p - 1 imitations in a row of one player's moves */
        if (imit && own + 1 > b->p - 1)
          continue;
        t = brute_index (b, nx, ny, i + 1, k, opp, imit ? own + 1 : 0);
        g_array_append_val (b->opts, t);
      }
}

static void
brute_build (Brute *b)
{
  guint s = b->size;

  b->opt_start = g_array_new (FALSE, FALSE, sizeof (guint));
  b->opts = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint x = 0; x < s; x++)
    for (guint y = 0; y < s; y++)
      for (guint lp = 0; lp < 3; lp++)
        for (guint r = 0; r < s; r++)
          for (guint own = 0; own < b->p; own++)
            for (guint opp = 0; opp < b->p; opp++)
              {
                g_array_append_val (b->opt_start, b->opts->len);
                if (brute_valid (b, x, y, lp, r))
                  brute_add_options (b, x, y, lp, r, own, opp);
              }
  g_array_append_val (b->opt_start, b->opts->len);
}

/* Does state i have an option of status st (any: FALSE if one is undecided)? */
static gboolean
brute_has_option (const Brute *b, guint i, WyStatus st, gboolean all)
{
  guint from = g_array_index (b->opt_start, guint, i);
  guint to = g_array_index (b->opt_start, guint, i + 1);

  for (guint j = from; j < to; j++)
    {
      gboolean match = b->status[g_array_index (b->opts, guint, j)] == st;
      if (match != all)
        return !all;
    }
  return all;
}

static guint
brute_round (Brute *b, guint j, const gboolean *valid)
{
  GArray *new_p = g_array_new (FALSE, FALSE, sizeof (guint));
  guint decided = 0;

  for (guint i = 0; i < b->n_states; i++)
    if (valid[i] && b->status[i] == WY_STATUS_NONE && brute_has_option (b, i, WY_STATUS_N, TRUE))
      g_array_append_val (new_p, i);
  for (guint k = 0; k < new_p->len; k++)
    {
      guint i = g_array_index (new_p, guint, k);
      b->status[i] = WY_STATUS_P;
      b->step[i] = j;
    }
  decided += new_p->len;
  for (guint i = 0; i < b->n_states; i++)
    if (valid[i] && b->status[i] == WY_STATUS_NONE && brute_has_option (b, i, WY_STATUS_P, FALSE))
      {
        b->status[i] = WY_STATUS_N;
        b->step[i] = j;
        decided++;
      }
  g_array_unref (new_p);
  return decided;
}

static Brute *
brute_solve (guint size, guint p)
{
  Brute *b = g_new0 (Brute, 1);
  g_autofree gboolean *valid = NULL;
  guint left = 0;

  b->size = size;
  b->p = p;
  b->n_states = size * size * 3 * size * p * p;
  b->status = g_new0 (guint8, b->n_states);
  b->step = g_new0 (guint, b->n_states);
  valid = g_new0 (gboolean, b->n_states);
  brute_build (b);
  for (guint x = 0; x < size; x++)
    for (guint y = 0; y < size; y++)
      for (guint lp = 0; lp < 3; lp++)
        for (guint r = 0; r < size; r++)
          for (guint k = 0; k < p * p; k++)
            if (brute_valid (b, x, y, lp, r))
              {
                valid[brute_index (b, x, y, lp, r, k / p, k % p)] = TRUE;
                left++;
              }
  for (guint j = 1; left > 0; j++)
    {
      guint decided = brute_round (b, j, valid);
      g_assert_cmpuint (decided, >, 0);
      left -= decided;
    }
  return b;
}

static void
brute_free (Brute *b)
{
  g_array_unref (b->opt_start);
  g_array_unref (b->opts);
  g_free (b->status);
  g_free (b->step);
  g_free (b);
}

static void
check_brute (gconstpointer data)
{
  guint p = GPOINTER_TO_UINT (data);
  g_autofree char *rule = g_strdup_printf ("imitation:p=%u", p);
  WyBoard *board = wy_test_solve_rule (rule, BRUTE_SIZE);
  Brute *b = brute_solve (BRUTE_SIZE, p);
  guint n_p = 0, max_step = 0;

  for (guint x = 0; x < BRUTE_SIZE; x++)
    for (guint y = 0; y < BRUTE_SIZE; y++)
      {
        guint i = brute_index (b, x, y, 0, 0, 0, 0);

        if (wy_board_get_status (board, x, y) != b->status[i]
            || wy_board_get_step (board, x, y) != b->step[i])
          g_error ("p=%u (%u,%u): solver %d step %u, brute force %d step %u", p, x, y,
                   wy_board_get_status (board, x, y), wy_board_get_step (board, x, y),
                   b->status[i], b->step[i]);
        n_p += b->status[i] == WY_STATUS_P;
        max_step = MAX (max_step, b->step[i]);
      }
  /* the reference itself is not degenerate */
  g_assert_cmpuint (n_p, >=, 5);
  g_assert_cmpuint (max_step, >=, 3);
  brute_free (b);
  wy_board_unref (board);
}

/* The move of m is legal from the start (x, y), sorted after prev, and
 * lands on a P state of the brute force with its step. */
static void
check_move (const Brute *b, guint x, guint y, const WyMove *m, const WyMove *prev)
{
  guint lp = m->dx > 0 ? 1 : 2, k = m->dx > 0 ? m->dx : m->dy;
  guint i;

  g_assert_true ((m->dx == 0) != (m->dy == 0));
  g_assert_cmpuint (m->target.x + m->dx, ==, x);
  g_assert_cmpuint (m->target.y + m->dy, ==, y);
  g_assert_cmpint (m->line, ==, m->dx == 0 ? WY_LINE_COLUMN : WY_LINE_ROW);
  g_assert_cmpint (m->status, ==, WY_STATUS_P);
  i = brute_index (b, m->target.x, m->target.y, lp, k, 0, 0);
  g_assert_cmpint (b->status[i], ==, WY_STATUS_P);
  g_assert_cmpuint (m->step, ==, b->step[i]);
  if (prev != NULL)
    g_assert_true (prev->step < m->step
                   || (prev->step == m->step && (prev->target.y < m->target.y
                       || (prev->target.y == m->target.y && prev->target.x < m->target.x))));
}

/* How many moves from the start (x, y) land on P states of the brute force. */
static guint
brute_count_p_options (const Brute *b, guint x, guint y)
{
  guint n = 0;

  for (guint k = 1; k <= x; k++)
    n += b->status[brute_index (b, x - k, y, 1, k, 0, 0)] == WY_STATUS_P;
  for (guint k = 1; k <= y; k++)
    n += b->status[brute_index (b, x, y - k, 2, k, 0, 0)] == WY_STATUS_P;
  return n;
}

/* Winning moves and P-options against the brute force's states. */
static void
check_moves (gconstpointer data)
{
  guint p = GPOINTER_TO_UINT (data), size = 15;
  g_autofree char *rule = g_strdup_printf ("imitation:p=%u", p);
  WyBoard *board = wy_test_solve_rule (rule, size);
  Brute *b = brute_solve (size, p);

  for (guint x = 0; x < size; x++)
    for (guint y = 0; y < size; y++)
      {
        g_autoptr (GArray) opts = wy_board_list_p_options (board, x, y);
        g_autoptr (GArray) win = wy_board_list_winning_moves (board, x, y);
        gboolean is_n = wy_board_get_status (board, x, y) == WY_STATUS_N;

        g_assert_cmpuint (opts->len, ==, brute_count_p_options (b, x, y));
        for (guint i = 0; i < opts->len; i++)
          check_move (b, x, y, &g_array_index (opts, WyMove, i),
                      i > 0 ? &g_array_index (opts, WyMove, i - 1) : NULL);
        g_assert_cmpuint (win->len, ==, is_n ? opts->len : 0);
        if (is_n)
          g_assert_cmpuint (win->len, >, 0);
        for (guint i = 0; i < win->len; i++)
          g_assert_cmpmem (&g_array_index (win, WyMove, i), sizeof (WyMove),
                           &g_array_index (opts, WyMove, i), sizeof (WyMove));
      }
  brute_free (b);
  wy_board_unref (board);
}

/*
 * p = 1 from (2, 2): no imitation is ever allowed, so the memory forbids
 * one move. (0,0) is P_1; (0,1), (1,0) without memory are N_1.
 * - to (0,2), having taken 2 from x: the opponent may not take 2 from y,
 *   only 1, to (0,1) (N_1, no memory: y was larger): P_2.
 * - to (1,2), having taken 1 from x: not 1 from y; 2 from y gives (1,0),
 *   N_1; 1 from x gives (0,2) where 1 from y is forbidden but 2 from y
 *   reaches (0,0), so N_1: all options N_1, P_2.
 * By symmetry all four moves win, each into P_2:
 * (2,0), (2,1) along the column, then (0,2), (1,2) along the row.
 */
static void
test_moves_2_2 (void)
{
  static const WyMove expected[] = {
    { { 2, 0 }, 0, 2, WY_STATUS_P, 2, WY_LINE_COLUMN },
    { { 2, 1 }, 0, 1, WY_STATUS_P, 2, WY_LINE_COLUMN },
    { { 0, 2 }, 2, 0, WY_STATUS_P, 2, WY_LINE_ROW },
    { { 1, 2 }, 1, 0, WY_STATUS_P, 2, WY_LINE_ROW },
  };
  WyBoard *board = wy_test_solve_rule ("imitation:p=1", 10);
  g_autoptr (GArray) win = wy_board_list_winning_moves (board, 2, 2);

  g_assert_cmpint (wy_board_get_status (board, 2, 2), ==, WY_STATUS_N);
  g_assert_cmpuint (wy_board_get_step (board, 2, 2), ==, 2);
  g_assert_cmpuint (win->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < win->len; i++)
    {
      const WyMove *m = &g_array_index (win, WyMove, i);

      g_assert_cmpuint (m->target.x, ==, expected[i].target.x);
      g_assert_cmpuint (m->target.y, ==, expected[i].target.y);
      g_assert_cmpuint (m->dx, ==, expected[i].dx);
      g_assert_cmpuint (m->dy, ==, expected[i].dy);
      g_assert_cmpint (m->status, ==, expected[i].status);
      g_assert_cmpuint (m->step, ==, expected[i].step);
      g_assert_cmpint (m->line, ==, expected[i].line);
    }
  wy_board_unref (board);
}

/*
 * Imitation Nim moves as two-pile Nim: its step lines are rows and columns,
 * never a diagonal. With p = 3, (0, 0), (1, 1) and (2, 2) are P-positions of
 * steps 1, 2, 3: a diagonal drawn through (0, 0) at step 1 would "eliminate"
 * the P-positions (1, 1) and (2, 2).
 */
static void
test_step_lines (void)
{
  for (guint p = 1; p <= 3; p++)
    {
      g_autofree char *rule = g_strdup_printf ("imitation:p=%u", p);
      WyBoard *board = wy_test_solve_rule (rule, 24);
      guint n_lines = 0;

      for (guint step = 1; step <= wy_board_get_n_steps (board); step++)
        {
          g_autoptr (GArray) lines = wy_board_list_step_lines (board, step);

          for (guint i = 0; i < lines->len; i++)
            {
              WyLineKind kind = g_array_index (lines, WyLine, i).kind;

              g_assert_true (kind == WY_LINE_ROW || kind == WY_LINE_COLUMN);
            }
          n_lines += lines->len;
        }
      g_assert_cmpuint (n_lines, >, 0);
      wy_board_unref (board);
    }
}

/*
 * A position's report gives as its winning moves the P-options it lists for
 * the eliminators (listed once: Imitation Nim's P-options re-solve the board
 * below the position; `wythoff moves imitation:p=16 1000,1200 --size 1201`
 * went from 4.50 s to 2.66 s, farm-bench, docs/blocking.md), the same as
 * wy_board_list_winning_moves: every P-option of an N-position, none of a
 * P-position.
 */
static void
test_describe_moves (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("imitation:p=3", NULL);
  WyQuery query = { .needs = WY_NEED_STEPS, .size = 40 };
  g_autoptr (GError) error = NULL;
  g_autoptr (WySolution) solution = wy_solve (game, &query, &error);
  const WyBoard *board = wy_solution_get_board (solution);
  guint n_moves = 0;

  g_assert_no_error (error);
  for (guint y = 0; y < 40; y += 3)
    for (guint x = 0; x < 40; x += 2)
      {
        g_autoptr (GArray) want = wy_board_list_winning_moves (board, x, y);
        g_autoptr (WyReport) r = wy_solution_describe (solution, x, y, NULL);
        const GArray *got = wy_report_get_winning_moves (r);

        g_assert_cmpuint (got->len, ==, want->len);
        if (want->len > 0)
          g_assert_cmpmem (got->data, got->len * sizeof (WyMove), want->data,
                           want->len * sizeof (WyMove));
        n_moves += got->len;
      }
  g_assert_cmpuint (n_moves, >, 0);
}

static WySolution *
solve_solution (const char *rule, guint size)
{
  g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
  WyQuery query = { .needs = WY_NEED_ELIMINATION, .size = size };
  g_autoptr (GError) error = NULL;
  WySolution *solution = wy_solve (game, &query, &error);

  g_assert_no_error (error);
  return solution;
}

static void
got_report (GObject *source, GAsyncResult *result, gpointer data)
{
  GAsyncResult **out = data;

  *out = g_object_ref (result);
}

/* wy_solution_describe_async's report, or its error, with a cancellable cancelled first. */
static WyReport *
describe_in_thread (WySolution *solution, guint x, guint y, gboolean cancel, GError **error)
{
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GAsyncResult) result = NULL;

  if (cancel)
    g_cancellable_cancel (cancellable);
  wy_solution_describe_async (solution, x, y, cancellable, got_report, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return wy_solution_describe_finish (result, error);
}

/* The report of Imitation Nim solves the board below the position again: the core says so
 * (the window asks it in a thread then), the thread's report is the one of
 * wy_solution_describe, and a cancel stops the solve of the options itself (asked with a
 * cancelled cancellable, the sweep gives no option; the board's P-options the cancel). */
static void
test_describe_async (void)
{
  g_autoptr (WySolution) solution = solve_solution ("imitation:p=3", 40);
  g_autoptr (WySolution) wythoff = solve_solution ("wythoff", 40);
  g_autoptr (GCancellable) cancelled = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) none = NULL, some = NULL;

  g_assert_true (wy_solution_describe_is_slow (solution));
  g_assert_false (wy_solution_describe_is_slow (wythoff));
  for (guint y = 1; y < 40; y += 7)
    for (guint x = 0; x < 40; x += 5)
      {
        g_autoptr (WyReport) want = wy_solution_describe (solution, x, y, NULL);
        g_autoptr (WyReport) got = describe_in_thread (solution, x, y, FALSE, &error);
        const GArray *a = wy_report_get_winning_moves (want);
        const GArray *b = wy_report_get_winning_moves (got);

        g_assert_no_error (error);
        g_assert_cmpstr (wy_report_get_text (got), ==, wy_report_get_text (want));
        g_assert_cmpuint (b->len, ==, a->len);
        if (a->len > 0)
          g_assert_cmpmem (b->data, b->len * sizeof (WyMove), a->data, a->len * sizeof (WyMove));
      }
  g_assert_null (describe_in_thread (solution, 30, 20, TRUE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_null (describe_in_thread (solution, 40, 0, FALSE, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_clear_error (&error);
  /* (30, 20) has P-options; asked with a cancelled cancellable the sweep stops: none */
  some = wy_board_list_p_options (wy_solution_get_board (solution), 30, 20);
  g_assert_cmpuint (some->len, >, 0);
  g_cancellable_cancel (cancelled);
  none = wy_imitation_p_options (wy_solution_get_board (solution), 30, 20,
                                 g_array_new (FALSE, FALSE, sizeof (WyMove)), cancelled);
  g_assert_cmpuint (none->len, ==, 0);
  g_assert_null (_wy_board_list_p_options_cancellable (wy_solution_get_board (solution), 30, 20,
                                                       cancelled, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* Starting outcomes equal those of nimpq with the same p (docs/spec.md). */
static void
check_nimpq (gconstpointer data)
{
  guint p = GPOINTER_TO_UINT (data), size = 80;
  g_autofree char *rule = g_strdup_printf ("imitation:p=%u", p);
  g_autofree char *rule2 = g_strdup_printf ("nimpq:p=%u", p);
  WyBoard *board = wy_test_solve_rule (rule, size);
  WyBoard *ref = wy_test_solve_rule (rule2, size);
  guint n_p = 0;

  for (guint x = 0; x < size; x++)
    for (guint y = 0; y < size; y++)
      {
        WyStatus st = wy_board_get_status (board, x, y);

        if (st != wy_board_get_status (ref, x, y))
          g_error ("p=%u (%u,%u): imitation %d, nimpq %d", p, x, y, st,
                   wy_board_get_status (ref, x, y));
        n_p += st == WY_STATUS_P;
      }
  g_assert_cmpuint (n_p, >, 40);
  wy_board_unref (board);
  wy_board_unref (ref);
}

/* p = 1 (no imitation) is Wythoff's game: P = {(floor(n phi), floor(n phi^2))}. */
static void
test_wythoff (void)
{
  static const guint first[][2] = { { 0, 0 }, { 1, 2 }, { 3, 5 }, { 4, 7 }, { 6, 10 },
                                    { 8, 13 }, { 9, 15 }, { 11, 18 } };
  guint size = 80;
  WyBoard *board = wy_test_solve_rule ("imitation", size);
  double phi = (1 + sqrt (5)) / 2;
  guint n_p = 0;

  for (guint n = 0; n < G_N_ELEMENTS (first); n++)
    {
      g_assert_cmpint (wy_board_get_status (board, first[n][0], first[n][1]), ==, WY_STATUS_P);
      g_assert_cmpint (wy_board_get_status (board, first[n][1], first[n][0]), ==, WY_STATUS_P);
    }
  for (guint n = 0; n * phi * phi < size; n++)
    {
      guint a = (guint) floor (n * phi), b = (guint) floor (n * phi * phi);
      g_assert_cmpint (wy_board_get_status (board, a, b), ==, WY_STATUS_P);
      g_assert_cmpint (wy_board_get_status (board, b, a), ==, WY_STATUS_P);
      n_p += a == b ? 1 : 2;
    }
  for (guint x = 0; x < size; x++)
    for (guint y = 0; y < size; y++)
      n_p -= wy_board_get_status (board, x, y) == WY_STATUS_P;
  g_assert_cmpuint (n_p, ==, 0);
  wy_board_unref (board);
}

static void
record_progress (double fraction, gpointer user_data)
{
  GArray *seen = user_data;

  g_array_append_val (seen, fraction);
}

/* FNV-1a over every cell, by y then x: its status (P or N) and its step
 * (4 bytes, little-endian), as the CSV of `steps` lists them. */
static guint64
board_hash (WyBoard *board, guint size)
{
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  for (guint y = 0; y < size; y++)
    for (guint x = 0; x < size; x++)
      {
        guint step;
        guint8 bytes[5];
        bytes[0] = wy_board_get_cell (board, x, y, &step) == WY_STATUS_P ? 'P' : 'N';
        for (guint i = 0; i < 4; i++)
          bytes[i + 1] = (guint8) (step >> (8 * i));
        for (guint i = 0; i < 5; i++)
          h = (h ^ bytes[i]) * G_GUINT64_CONSTANT (0x100000001b3);
      }
  return h;
}

/* The 300 boards of the per-cell solver the sweep replaced (its cap was
 * 300), hashed from its `steps` output: unchanged. */
static void
test_board_300 (void)
{
  const guint64 want[] = { G_GUINT64_CONSTANT (0x889e79cb63925f3d),
                           G_GUINT64_CONSTANT (0x39efccdfb9727c85),
                           G_GUINT64_CONSTANT (0x7c436f6ce9080b3c) };

  for (guint p = 1; p <= 3; p++)
    {
      g_autofree char *rule = g_strdup_printf ("imitation:p=%u", p);
      WyGame *game = wy_game_parse (rule, NULL);
      g_autoptr (GError) error = NULL;
      WyBoard *board = wy_test_solve (game, 300, WY_NEED_STEPS, NULL, NULL, NULL, &error);

      g_assert_no_error (error);
      g_assert_cmphex (board_hash (board, 300), ==, want[p - 1]);
      wy_board_unref (board);
      wy_game_free (game);
    }
}

/* A board of 2000 agrees with the board of 300 where they overlap (a
 * state's options lie below it), and its cap is the time model's: one
 * more is refused. */
static void
test_board_large (void)
{
  WyGame *game = wy_game_parse ("imitation:p=2", NULL);
  g_autoptr (GError) error = NULL;
  WyBoard *small = wy_test_solve (game, 300, WY_NEED_STEPS, NULL, NULL, NULL, &error);
  WyBoard *large = wy_test_solve (game, 2000, WY_NEED_STEPS, NULL, NULL, NULL, &error);
  guint max = wy_solve_max_size (game, WY_NEED_STEPS, NULL);

  g_assert_no_error (error);
  g_assert_cmpuint (max, >=, 2000);
  for (guint y = 0; y < 300; y++)
    for (guint x = 0; x < 300; x++)
      {
        guint s1, s2;
        WyStatus a = wy_board_get_cell (small, x, y, &s1), b = wy_board_get_cell (large, x, y, &s2);
        if (a != b || s1 != s2)
          g_error ("(%u,%u): %u step %u on 300, %u step %u on 2000", x, y, a, s1, b, s2);
      }
  g_assert_null (wy_test_solve (game, max + 1, WY_NEED_STEPS, NULL, NULL, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
  wy_board_unref (small);
  wy_board_unref (large);
  wy_game_free (game);
}

static void
test_progress_cancel (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GArray) seen = g_array_new (FALSE, FALSE, sizeof (double));
  WyGame *game = wy_game_parse ("imitation:p=3", &error);
  WyBoard *board;

  g_assert_no_error (error);
  board = wy_test_solve (game, 64, WY_NEED_ELIMINATION, record_progress, seen, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (seen->len, >, 1);
  for (guint i = 1; i < seen->len; i++)
    g_assert_cmpfloat (g_array_index (seen, double, i), >=, g_array_index (seen, double, i - 1));
  g_assert_cmpfloat (g_array_index (seen, double, seen->len - 1), <=, 1.0);
  wy_board_unref (board);

  g_cancellable_cancel (cancellable);
  board = wy_test_solve (game, 64, WY_NEED_ELIMINATION, NULL, NULL, cancellable, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (board);
  wy_game_free (game);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (guint p = 1; p <= 4; p++)
    {
      g_autofree char *path = g_strdup_printf ("/core/imitation/brute/p%u", p);
      g_test_add_data_func (path, GUINT_TO_POINTER (p), check_brute);
    }
  for (guint p = 1; p <= 16; p++)
    {
      g_autofree char *path = g_strdup_printf ("/core/imitation/nimpq/p%u", p);
      g_test_add_data_func (path, GUINT_TO_POINTER (p), check_nimpq);
    }
  for (guint p = 1; p <= 3; p++)
    {
      g_autofree char *path = g_strdup_printf ("/core/imitation/moves/p%u", p);
      g_test_add_data_func (path, GUINT_TO_POINTER (p), check_moves);
    }
  g_test_add_func ("/core/imitation/moves-2-2", test_moves_2_2);
  g_test_add_func ("/core/imitation/step-lines", test_step_lines);
  g_test_add_func ("/core/imitation/describe-moves", test_describe_moves);
  g_test_add_func ("/core/imitation/describe-async", test_describe_async);
  g_test_add_func ("/core/imitation/wythoff", test_wythoff);
  g_test_add_func ("/core/imitation/progress-cancel", test_progress_cancel);
  g_test_add_func ("/core/imitation/board-300", test_board_300);
  g_test_add_func ("/core/imitation/board-large", test_board_large);
  return g_test_run ();
}
