/* test-solver.c: the fast solvers against a literal Bouton-von Neumann elimination, on many games. */
#include <glib.h>
#include <string.h>

#include "wy-board.h"
#include "wy-report.h"
#include "wy-test-solve.h"

/* The reference: moves by wy_game_is_move only, blocking rules written out
 * from docs/spec.md by brute force, and the elimination run step by step
 * exactly as docs/spec.md states it. Small boards only. */

typedef struct {
  const WyGame *game;
  guint S, W, H;
  WyStatus *status;
  guint *step;
} Ref;

#define IDX(r, x, y) ((y) * (r)->W + (x))

/* Try every way of charging each move to one class it belongs to. */
static gboolean
assign (const guint *member, guint n, guint i, guint budget[3])
{
  if (i == n)
    return TRUE;
  for (guint c = 0; c < 3; c++)
    if ((member[i] & (1u << c)) && budget[c] > 0)
      {
        budget[c]--;
        gboolean ok = assign (member, n, i + 1, budget);
        budget[c]++;
        if (ok)
          return TRUE;
      }
  return FALSE;
}

static gboolean
ref_is_n (const Ref *r, guint x, guint y, guint upto)
{
  const WyGame *g = r->game;
  guint a = wy_game_get_param (g, WY_PARAM_A), b = wy_game_get_param (g, WY_PARAM_B);
  guint p = wy_game_get_param (g, WY_PARAM_P), q = wy_game_get_param (g, WY_PARAM_Q);
  guint n = 0, member[4096], diag = 0, colk[64] = { 0 }, rowk[64] = { 0 }, moves = 0;
  gboolean blocking = wy_game_has_blocking (g);
  WyReading reading = wy_game_get_reading (g);

  for (guint ty = 0; ty <= y; ty++)
    for (guint tx = 0; tx <= x; tx++)
      {
        guint dx = x - tx, dy = y - ty;
        if (!wy_game_is_move (g, x, y, dx, dy))
          continue;
        moves++;
        if (r->status[IDX (r, tx, ty)] != WY_STATUS_P || r->step[IDX (r, tx, ty)] > upto)
          continue;
        guint d = dx > dy ? dx - dy : dy - dx;
        if (!blocking)
          return TRUE;
        if (reading == WY_READING_LINECOUNT)
          {
            if (d > 0 && d < a)
              return TRUE;
            diag += d == 0 && a > 0; /* a = 0: no diagonal-type moves (docs/spec.md) */
            if (dx < b && dx <= dy)
              colk[dx]++;
            if (dy < b && dy <= dx)
              rowk[dy]++;
          }
        else if (reading == WY_READING_ABSTRACT)
          member[n++] = (d < a) | ((dx < b && dx <= dy) << 1) | ((dy < b && dy <= dx) << 2);
        else
          member[n++] = (d == 0 && a > 0) | ((dx == 0) << 1) | ((dy == 0) << 2);
      }
  if (wy_game_is_misere (g) && moves == 0)
    return TRUE;
  if (!blocking)
    return FALSE;
  if (reading == WY_READING_LINECOUNT)
    {
      if (diag >= p)
        return TRUE;
      for (guint k = 0; k < b && k < 64; k++)
        if (colk[k] >= q || rowk[k] >= q)
          return TRUE;
      return FALSE;
    }
  guint budget[3] = { p - 1, q - 1, q - 1 };
  return !assign (member, n, 0, budget);
}

static gboolean
ref_options_decided (const Ref *r, guint x, guint y)
{
  for (guint ty = 0; ty <= y; ty++)
    for (guint tx = 0; tx <= x; tx++)
      if (wy_game_is_move (r->game, x, y, x - tx, y - ty)
          && r->status[IDX (r, tx, ty)] == WY_STATUS_NONE)
        return FALSE;
  return TRUE;
}

static guint
ref_solve (Ref *r)
{
  guint j, first = wy_game_first_position (r->game), undecided = 0;
  g_autofree gboolean *newp = g_new0 (gboolean, r->W * r->H);

  for (guint y = 0; y < r->H; y++)
    for (guint x = first; x < r->W; x++)
      undecided++;
  for (j = 1; undecided > 0; j++)
    {
      memset (newp, 0, sizeof (gboolean) * r->W * r->H);
      for (guint y = 0; y < r->H; y++)
        for (guint x = first; x < r->W; x++)
          if (r->status[IDX (r, x, y)] == WY_STATUS_NONE && ref_options_decided (r, x, y)
              && !ref_is_n (r, x, y, j - 1))
            newp[IDX (r, x, y)] = TRUE;
      for (guint i = 0; i < r->W * r->H; i++)
        if (newp[i])
          {
            r->status[i] = WY_STATUS_P;
            r->step[i] = j;
            undecided--;
          }
      for (guint y = 0; y < r->H; y++)
        for (guint x = first; x < r->W; x++)
          if (r->status[IDX (r, x, y)] == WY_STATUS_NONE && ref_is_n (r, x, y, j))
            {
              r->status[IDX (r, x, y)] = WY_STATUS_N;
              r->step[IDX (r, x, y)] = j;
              undecided--;
            }
      g_assert_cmpuint (j, <, 100000);
    }
  return j - 1;
}

static void
compare_with_reference (gconstpointer data)
{
  const char *rule = data;
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse (rule, &error);
  g_assert_no_error (error);
  guint S = wy_game_is_one_pile (game) ? 60 : 17;
  Ref r = { game, S, S, wy_game_is_one_pile (game) ? 1 : S };
  r.status = g_new0 (WyStatus, r.W * r.H);
  r.step = g_new0 (guint, r.W * r.H);
  guint n_steps = ref_solve (&r);

  WyBoard *board = wy_test_solve (game, S, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint y = 0; y < r.H; y++)
    for (guint x = 0; x < r.W; x++)
      {
        if (wy_board_get_status (board, x, y) != r.status[IDX (&r, x, y)]
            || wy_board_get_step (board, x, y) != r.step[IDX (&r, x, y)])
          g_error ("%s (%u,%u): solver %d step %u, reference %d step %u", rule, x, y,
                   wy_board_get_status (board, x, y), wy_board_get_step (board, x, y),
                   r.status[IDX (&r, x, y)], r.step[IDX (&r, x, y)]);
      }
  g_assert_cmpuint (wy_board_get_n_steps (board), ==, n_steps);
  wy_board_unref (board);
  wy_game_free (game);
  g_free (r.status);
  g_free (r.step);
}

static const char *sweep[] = {
  "nim", "wythoff", "fraenkel:a=2", "fraenkel:a=3", "fraenkel:a=0",
  "wyt:a=1,b=2", "wyt:a=2,b=3", "wyt:a=3,b=2", "wyt:a=0,b=2", "wyt:a=2,b=2",
  "wytc:a=1,b=1,c=2", "wytc:a=2,b=3,c=1", "wytc:a=0,b=2,c=3",
  "nimpq:p=2", "nimpq:q=2", "nimpq:p=3", "nimpq:p=2,q=2", "nimpq:a=2,b=2,p=2,q=2",
  "nimpq:a=2,p=3", "nimpq:b=2,q=2", "nimpq:a=2,b=3,p=2", "nimpq:a=1,b=2,p=3,q=2",
  "nimpq:a=3,b=2,p=2,q=3", "nimpq:a=0,b=2,q=2", "nimpq:a=2,b=2,p=3,q=3",
  "nimpq:p=2,reading=abstract", "nimpq:a=2,b=2,p=2,q=2,reading=abstract",
  "nimpq:a=2,b=3,p=2,q=2,reading=abstract", "nimpq:a=3,b=2,p=3,q=2,reading=abstract",
  "nimpq:a=2,b=2,p=2,q=2,reading=sec7", "nimpq:a=3,b=2,p=2,q=3,reading=sec7",
  "nimpq:q=3,reading=sec7",
  "wythoff:play=misere", "wyt:a=1,b=3,play=misere", "wyt:a=2,b=2,play=misere",
  "nim:play=misere", "wytc:a=1,b=2,c=1,play=misere",
  "stwythoff", "stwythoff:s=2,t=1", "stwythoff:s=2,t=3", "stwythoff:s=3,t=2,play=misere",
  "restricted", "restricted:s=2,t=3", "restricted:s=2,t=4,play=misere",
  "gamma:i=1,s=2,t=3", "gamma:i=2,s=2,t=4", "gamma:i=3,s=1,t=1", "gamma:i=4,s=2,t=3",
  "mark", "mark:k=3", "mark:k=4", "mark:play=misere", "mark:k=3,play=misere",
  "upmark", "upmark:play=misere",
};

/* docs/spec.md's elimination checks (papers 000 and 001 worked examples). */
static void
assert_step (const WyBoard *board, guint step, const guint *xy, guint n)
{
  guint count;
  const WyPos *p = wy_board_get_step_ppos (board, step, &count);
  g_assert_cmpuint (count, ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (p[i].x, ==, xy[2 * i]);
      g_assert_cmpuint (p[i].y, ==, xy[2 * i + 1]);
    }
}

static void
test_elimination_wyt12 (void)
{
  WyGame *game = wy_game_parse ("wyt:a=1,b=2", NULL);
  WyBoard *board = wy_test_solve (game, 23, WY_NEED_ELIMINATION, NULL, NULL, NULL, NULL);
  static const guint p1[] = { 0, 0 }, p2[] = { 3, 2, 2, 3 }, p3[] = { 7, 5, 5, 7 };

  assert_step (board, 1, p1, 1);
  assert_step (board, 2, p2, 2);
  assert_step (board, 3, p3, 2);
  g_assert_cmpuint (wy_board_get_n_steps (board), ==, 6);
  /* N_1: two columns, two rows and the main diagonal through (0,0) */
  g_assert_cmpuint (wy_board_get_step (board, 1, 22), ==, 1);
  g_assert_cmpuint (wy_board_get_step (board, 22, 1), ==, 1);
  g_assert_cmpuint (wy_board_get_step (board, 15, 15), ==, 1);
  g_assert_cmpuint (wy_board_get_step (board, 2, 4), ==, 2);
  wy_board_unref (board);
  wy_game_free (game);
}

static void
test_elimination_nimpq_p2 (void)
{
  WyGame *game = wy_game_parse ("nimpq:p=2", NULL);
  WyBoard *board = wy_test_solve (game, 23, WY_NEED_ELIMINATION, NULL, NULL, NULL, NULL);
  static const guint p1[] = { 0, 0 }, p2[] = { 1, 1 }, p3[] = { 3, 2, 2, 3 };

  assert_step (board, 1, p1, 1);
  assert_step (board, 2, p2, 1);
  assert_step (board, 3, p3, 2);
  g_assert_cmpuint (wy_board_get_n_steps (board), ==, 11);
  g_assert_cmpint (wy_board_get_status (board, 2, 2), ==, WY_STATUS_N);
  g_assert_cmpuint (wy_board_get_step (board, 2, 2), ==, 2);
  wy_board_unref (board);
  wy_game_free (game);
}

/* Paper 000 section 8: N_2 of NIM^{1,1}_{1,2} through (2,3) is two columns
 * {2 <= x <= 3, y >= 3}, two rows {3 <= y <= 4, x >= 2} and the diagonal
 * {y = x + 1 > 3}, without (2,3) itself; symmetric for (3,2). */
static gboolean
has_line (GArray *lines, WyLineKind kind, guint x0, guint y0, int ux, int uy)
{
  for (guint i = 0; i < lines->len; i++)
    {
      WyLine *l = &g_array_index (lines, WyLine, i);
      if (l->kind == kind && l->x0 == x0 && l->y0 == y0 && l->ux == ux && l->uy == uy)
        return TRUE;
    }
  return FALSE;
}

static void
test_step_lines (void)
{
  WyGame *game = wy_game_parse ("wyt:a=1,b=2", NULL);
  WyBoard *board = wy_test_solve (game, 23, WY_NEED_ELIMINATION, NULL, NULL, NULL, NULL);
  GArray *lines = wy_board_list_step_lines (board, 2);

  g_assert_cmpuint (lines->len, ==, 10);
  g_assert_true (has_line (lines, WY_LINE_COLUMN, 2, 4, 0, 1));
  g_assert_true (has_line (lines, WY_LINE_COLUMN, 3, 3, 0, 1));
  g_assert_true (has_line (lines, WY_LINE_ROW, 3, 3, 1, 0));
  g_assert_true (has_line (lines, WY_LINE_ROW, 2, 4, 1, 0));
  g_assert_true (has_line (lines, WY_LINE_DIAGONAL, 3, 4, 1, 1));
  g_assert_true (has_line (lines, WY_LINE_DIAGONAL, 4, 3, 1, 1));
  g_array_unref (lines);
  wy_board_unref (board);
  wy_game_free (game);

  /* NIM^{2,1}_{1,1}: (0,0) eliminates no diagonal (p = 2 blocks it); at step
   * 2 the diagonal through (1,1) does, from (2,2) on. */
  game = wy_game_parse ("nimpq:p=2", NULL);
  board = wy_test_solve (game, 23, WY_NEED_ELIMINATION, NULL, NULL, NULL, NULL);
  lines = wy_board_list_step_lines (board, 1);
  g_assert_cmpuint (lines->len, ==, 2);
  g_assert_false (has_line (lines, WY_LINE_DIAGONAL, 1, 1, 1, 1));
  g_array_unref (lines);
  lines = wy_board_list_step_lines (board, 2);
  g_assert_true (has_line (lines, WY_LINE_DIAGONAL, 2, 2, 1, 1));
  g_assert_true (has_line (lines, WY_LINE_COLUMN, 1, 2, 0, 1));
  g_assert_true (has_line (lines, WY_LINE_ROW, 2, 1, 1, 0));
  g_array_unref (lines);
  wy_board_unref (board);
  wy_game_free (game);
}

static void
assert_moves (const char *rule, guint x, guint y, const guint *targets, guint n)
{
  WyGame *game = wy_game_parse (rule, NULL);
  WyBoard *board = wy_test_solve (game, MAX (x, y) + 1, WY_NEED_ELIMINATION, NULL, NULL, NULL, NULL);
  GArray *moves = wy_board_list_winning_moves (board, x, y);

  g_assert_cmpuint (moves->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      gboolean found = FALSE;
      for (guint j = 0; j < moves->len; j++)
        {
          WyMove *m = &g_array_index (moves, WyMove, j);
          found |= m->target.x == targets[2 * i] && m->target.y == targets[2 * i + 1];
          g_assert_cmpint (m->status, ==, WY_STATUS_P);
          g_assert_cmpuint (m->dx, ==, x - m->target.x);
        }
      g_assert_true (found);
    }
  g_array_unref (moves);
  wy_board_unref (board);
  wy_game_free (game);
}

/* Winning moves worked out by hand from Wythoff's P-positions (0,0), (1,2),
 * (3,5), (4,7), ... and Mark's P-positions. */
static void
test_winning_moves (void)
{
  static const guint w44[] = { 0, 0 };
  static const guint w57[] = { 3, 5, 5, 3, 4, 7 };
  static const guint mark7[] = { 6, 0 };

  assert_moves ("wythoff", 4, 4, w44, 1);
  assert_moves ("wythoff", 5, 7, w57, 3);
  assert_moves ("wythoff", 3, 5, NULL, 0);
  /* Mark: 7 -> 6 or 7 -> 3; 6 = 110b has an odd number of trailing zeros
   * (dopey, P), 3 = 11b has none (vile, N) */
  assert_moves ("mark", 7, 0, mark7, 1);
}

/* WY_NEED_STEPS: the same statuses, P-positions and steps; one-pile games
 * have no quick path (the flag is ignored). */
static void
test_quick (void)
{
  static const char *rules[] = { "wythoff", "wyt:a=2,b=3", "nimpq:a=2,b=2,p=2,q=2",
                                 "wytc:a=1,b=2,c=3", "wyt:a=1,b=2,play=misere", "mark",
                                 "wyt:a=12,b=9" };

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    {
      g_autoptr (WyGame) game = wy_game_parse (rules[r], NULL);
      g_autoptr (WyBoard) full = wy_test_solve (game, 300, WY_NEED_ELIMINATION, NULL, NULL, NULL, NULL);
      g_autoptr (WyBoard) quick = wy_test_solve (game, 300, WY_NEED_STEPS, NULL, NULL,
                                                  NULL, NULL);
      guint nf, nq;
      const WyPos *pf = wy_board_get_ppos (full, &nf), *pq = wy_board_get_ppos (quick, &nq);

      g_assert_cmpuint (nf, ==, nq);
      g_assert_cmpmem (pf, nf * sizeof (WyPos), pq, nq * sizeof (WyPos));
      for (guint y = 0; y < wy_board_get_size (full) && !wy_board_is_one_pile (full); y += 7)
        for (guint x = 0; x < 300; x++)
          {
            g_assert_cmpint (wy_board_get_status (full, x, y), ==,
                             wy_board_get_status (quick, x, y));
            g_assert_cmpuint (wy_board_get_step (full, x, y), ==,
                              wy_board_get_step (quick, x, y));
          }
      g_assert_cmpuint (wy_board_get_n_steps (quick), ==, wy_board_get_n_steps (full));
      g_assert_true (wy_board_is_sparse (quick) == wy_test_has_quick (game));
    }
}

/* NIM^{2,1}_{1,1}: (1,1) is P because its one diagonal move into P, to
 * (0,0), can be blocked (p - 1 = 1); (2,2) is N with two. */
static void
test_explain (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("nimpq:p=2", NULL);
  g_autoptr (WyBoard) board = wy_test_solve (game, 23, WY_NEED_ELIMINATION, NULL, NULL, NULL, NULL);
  g_autofree char *p11 = wy_board_explain (board, 1, 1);
  g_autofree char *n22 = wy_board_explain (board, 2, 2);

  g_test_message ("%s | %s", p11, n22);
  g_assert_true (g_str_has_prefix (p11, "1 move into P-positions; the previous player may block up "
                                   "to 1 diagonal-type and 0 row/column-type moves (reading: "
                                   "linecount): it can be blocked, so it is P."));
  g_assert_nonnull (strstr (p11, "Diagonal moves: 1, at most 1 blockable."));
  g_assert_nonnull (strstr (n22, "they cannot all be blocked, so it is N."));
  g_assert_nonnull (strstr (n22, "Diagonal moves: 2, at most 1 blockable."));
}

/* The report of a position (what `wythoff moves` prints and the side panel shows) explains
 * why its moves into P can or cannot all be blocked in every game with blocking: nimpq's
 * typed blocking and block=Q alike (wy_report_get_explanation: NULL only without blocking).
 * Before, a block=Q game's report had no explanation though the board had one. */
static void
test_explain_report (void)
{
  static const struct { const char *rule; guint size; gboolean explained; } games[] = {
    { "nimpq:p=2", 12, TRUE }, { "wythoff:block=2", 12, TRUE }, { "wyt:a=2,b=3,block=3", 12, TRUE },
    { "stwythoff:s=2,t=1,block=3", 12, TRUE }, { "mark:k=3,block=2", 40, TRUE },
    { "upmark:block=2", 40, TRUE }, { "wythoff", 12, FALSE }, { "mark:k=3", 40, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WyGame) game = wy_game_parse (games[i].rule, &error);
      WyQuery query = { .needs = WY_NEED_ELIMINATION, .size = games[i].size };
      g_autoptr (WySolution) solution = wy_solve (game, &query, &error);
      const WyBoard *board;
      guint rows;

      g_assert_no_error (error);
      board = wy_solution_get_board (solution);
      rows = wy_board_is_one_pile (board) ? 1 : games[i].size;
      g_test_message ("%s", games[i].rule);
      for (guint y = 0; y < rows; y++)
        for (guint x = 0; x < games[i].size; x++)
          {
            g_autoptr (WyReport) report = wy_solution_describe (solution, x, y, &error);
            g_autofree char *explained = wy_board_explain (board, x, y);
            const char *text = wy_report_get_explanation (report);

            g_assert_no_error (error);
            /* it follows the status name after a dash: "P-position — the previous player wins" */
            g_assert_true (g_ascii_islower (wy_report_get_status_meaning (report)[0]));
            if (wy_board_get_status (board, x, y) == WY_STATUS_NONE || !games[i].explained)
              {
                g_assert_null (text);
                continue;
              }
            g_assert_cmpstr (text, ==, explained);
            if (wy_board_get_status (board, x, y) == WY_STATUS_P)
              g_assert_nonnull (strstr (text, "it is P"));
            else
              g_assert_true (strstr (text, "wins") || strstr (text, "it is N"));
            g_assert_nonnull (strstr (wy_report_get_text (report), text));
          }
    }
}

static void
test_size_errors (void)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse ("wythoff", NULL);

  g_assert_null (wy_test_solve (game, 0, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_assert_nonnull (strstr (error->message, "must be from 1 to"));
  g_clear_error (&error);
  g_assert_null (wy_test_solve (game, 100000000, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
  g_clear_error (&error);
  GCancellable *cancel = g_cancellable_new ();
  g_cancellable_cancel (cancel);
  g_assert_null (wy_test_solve (game, 100, WY_NEED_ELIMINATION, NULL, NULL, cancel, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_object_unref (cancel);
  wy_game_free (game);
}

/* Cell (x, y) of a block=Q board against the rule read from its own
 * options (steps: room for them); whether it is P. */
static gboolean
check_block_cell (const WyGame *game, WyBoard *board, guint q, guint x, guint y, guint *steps)
{
  guint step, n = 0, max = 0, want, *p = steps;
  WyStatus st = wy_board_get_cell (board, x, y, &step);

  for (guint ty = 0; ty <= y; ty++)
    for (guint tx = 0; tx <= x; tx++)
      if (wy_game_is_move (game, x, y, x - tx, y - ty))
        {
          guint ts;
          if (wy_board_get_cell (board, tx, ty, &ts) == WY_STATUS_P)
            p[n++] = ts;
          max = MAX (max, ts);
        }
  if (n >= q)
    {
      /* the Q-th smallest: a partial selection sort */
      for (guint a = 0; a < q; a++)
        for (guint b = a + 1; b < n; b++)
          if (p[b] < p[a])
            {
              guint tmp = p[a];
              p[a] = p[b];
              p[b] = tmp;
            }
      want = p[q - 1];
    }
  else
    want = max + 1;
  g_assert_cmpint (st, ==, n >= q ? WY_STATUS_N : WY_STATUS_P);
  g_assert_cmpuint (step, ==, want);
  return st == WY_STATUS_P;
}

/* The block=Q rules of (s,t)-Wythoff, Restricted and Gamma whose boards
 * have thousands of P-positions at the largest side (the cell-by-cell
 * solver took many minutes there): each solves, and cells spread over the
 * board (every other one near the x axis, where most are P) agree with
 * the rule of docs/spec.md read from the board's own options (fewer than Q
 * P-options: P at one step after the largest option step; else N at the
 * Q-th smallest step of a P-option). tests/test-differential.c checks
 * every cell of small boards against the brute force. */
static void
test_cone_block_largest (void)
{
  static const char *rules[] = {
    "stwythoff:s=1,t=1000,block=1000", "stwythoff:s=5,t=7,block=1000", "gamma:i=2,block=50",
  };

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    {
      g_autoptr (GError) error = NULL;
      WyGame *game = wy_game_parse (rules[r], &error);
      guint S, q, n_p = 0;
      WyBoard *board;
      GRand *rand = g_rand_new_with_seed (r + 1);
      g_autofree guint *steps = NULL;

      g_assert_no_error (error);
      S = wy_solve_max_size (game, WY_NEED_ELIMINATION, NULL);
      g_assert_cmpuint (S, >=, 600);
      S = 600;
      q = wy_game_get_block (game);
      g_test_timer_start ();
      board = wy_test_solve (game, S, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      g_test_message ("%s at %u: %.2f s", rules[r], S, g_test_timer_elapsed ());
      steps = g_new (guint, (gsize) S * S);
      for (guint k = 0; k < 40; k++)
        {
          /* the corners, then random cells */
          guint x = k < 2 ? S - 1 : (guint) g_rand_int_range (rand, 0, S);
          guint y = k == 0 ? S - 1 : k == 1 ? 0
                    : (guint) g_rand_int_range (rand, 0, k % 2 ? 24 : S);
          n_p += check_block_cell (game, board, q, x, y, steps);
        }
      g_test_message ("  %u of the 40 cells checked are P", n_p);
      wy_board_unref (board);
      wy_game_free (game);
      g_rand_free (rand);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (sweep); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/solver/reference/%s", sweep[i]);
      g_test_add_data_func (path, sweep[i], compare_with_reference);
    }
  g_test_add_func ("/core/solver/elimination/wyt-a1-b2", test_elimination_wyt12);
  g_test_add_func ("/core/solver/elimination/nimpq-p2", test_elimination_nimpq_p2);
  g_test_add_func ("/core/solver/size-errors", test_size_errors);
  g_test_add_func ("/core/solver/step-lines", test_step_lines);
  g_test_add_func ("/core/solver/quick", test_quick);
  g_test_add_func ("/core/solver/explain", test_explain);
  g_test_add_func ("/core/solver/explain-report", test_explain_report);
  g_test_add_func ("/core/solver/winning-moves", test_winning_moves);
  g_test_add_func ("/core/solver/cone-block-largest", test_cone_block_largest);
  return g_test_run ();
}
