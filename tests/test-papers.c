/* test-papers.c: the exact solver reproduces the papers' tables (tests/data/paper*.txt). */
#include <glib.h>

#include "wy-board.h"
#include "wy-paper-data.h"
#include "wy-test-solve.h"

typedef struct {
  const WyPaperTable *table;
  const char         *rule;
} TableGame;

static GPtrArray *all_tables;   /* WyPaperTable *, the data files' tables */
static GPtrArray *all_cases;    /* TableGame *, the test data */

/* ---- data files ---- */

static guint
row_uint (char **row, guint col)
{
  guint64 v = 0;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (g_strv_length (row), >, col);
  g_ascii_string_to_unsigned (row[col], 10, 0, G_MAXUINT, &v, &error);
  g_assert_no_error (error);
  return (guint) v;
}

/* ---- solving ---- */

static WyGame *
parse_game (const char *rule)
{
  g_autoptr(GError) error = NULL;
  WyGame *game = wy_game_parse (rule, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static WyBoard *
solve (const WyGame *game, guint size, WyNeeds flags)
{
  g_autoptr(GError) error = NULL;
  WyBoard *board;

  g_assert_cmpuint (size, <=, wy_solve_max_size (game, flags, NULL));
  board = wy_test_solve (game, size, flags, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (board);
  return board;
}

static WyBoard *
solve_rule (const char *rule, guint size, WyNeeds flags)
{
  WyGame *game = parse_game (rule);
  WyBoard *board = solve (game, size, flags);

  wy_game_free (game);
  return board;
}

static const char *
status_name (WyStatus s)
{
  return s == WY_STATUS_P ? "P" : s == WY_STATUS_N ? "N" : "none";
}

/* ---- two-pile tables of pairs ---- */

static int
cmp_by_diff (gconstpointer a, gconstpointer b)
{
  const WyPos *p = a, *q = b;
  guint dp = p->y - p->x, dq = q->y - q->x;

  if (dp != dq)
    return dp < dq ? -1 : 1;
  return p->x < q->x ? -1 : p->x > q->x;
}

static gboolean
pos_in (const WyPos *v, guint n, guint x, guint y)
{
  for (guint i = 0; i < n; i++)
    if (v[i].x == x && v[i].y == y)
      return TRUE;
  return FALSE;
}

/* The table's rows as pairs; checks n = 0, 1, ... and d = y - x. */
static GArray *
table_pairs (const WyPaperTable *t)
{
  GArray *want = g_array_new (FALSE, FALSE, sizeof (WyPos));

  for (guint i = 0; i < t->rows->len; i++)
    {
      char **row = g_ptr_array_index (t->rows, i);
      WyPos p = { row_uint (row, 1), row_uint (row, 2) };

      g_assert_cmpuint (row_uint (row, 0), ==, i);
      g_assert_cmpuint (p.x, <=, p.y);
      if (g_strv_length (row) > 3)
        g_assert_cmpuint (row_uint (row, 3), ==, p.y - p.x);
      g_array_append_val (want, p);
    }
  g_assert_cmpuint (want->len, >, 0);
  return want;
}

/* Compare wanted and found lists (both ordered by d, then x); report each
 * difference. Returns the number of differences. */
static guint
report_pair_diff (const GArray *want, const GArray *got, const WyBoard *board)
{
  const WyPos *w = (const WyPos *) want->data, *g = (const WyPos *) got->data;
  guint bad = 0;

  for (guint i = 0; i < want->len; i++)
    if (!pos_in (g, got->len, w[i].x, w[i].y))
      {
        g_test_message ("table row n=%u (%u, %u): solver says %s", i, w[i].x, w[i].y,
                        status_name (wy_board_get_status (board, w[i].x, w[i].y)));
        bad++;
      }
  for (guint i = 0; i < got->len; i++)
    if (!pos_in (w, want->len, g[i].x, g[i].y))
      {
        g_test_message ("solver P-position (%u, %u) is not in the table", g[i].x, g[i].y);
        bad++;
      }
  for (guint i = 0; bad == 0 && i < want->len; i++)
    if (w[i].x != g[i].x || w[i].y != g[i].y)
      {
        g_test_message ("table row n=%u (%u, %u) out of (d, x) order", i, w[i].x, w[i].y);
        bad++;
      }
  return bad;
}

/* The table's extent. A table ordered by d = y - x, then x, lists the first
 * rows of that infinite order: every diagonal d < D (D = its last row's d)
 * is complete, while the last diagonal may be cut off after the table's
 * largest y, Y. So the solver's P-positions with x <= y and (d < D, or
 * d == D and y <= Y) must be exactly the rows, in order. A complete diagonal
 * could in principle hold a P-position far out; the board is 3 (Y + 1) wide
 * to look well beyond the table. */
static void
check_pairs (const WyGame *game, const GArray *want)
{
  const WyPos *w = (const WyPos *) want->data;
  guint dmax = w[want->len - 1].y - w[want->len - 1].x, ymax = 0, n_ppos, bad;
  g_autoptr(GArray) got = g_array_new (FALSE, FALSE, sizeof (WyPos));
  WyBoard *board;
  const WyPos *pp;

  for (guint i = 0; i < want->len; i++)
    ymax = MAX (ymax, w[i].y);
  board = solve (game, 3 * (ymax + 1), WY_NEED_ELIMINATION);
  pp = wy_board_get_ppos (board, &n_ppos);
  for (guint i = 0; i < n_ppos; i++)
    {
      guint d = pp[i].y - pp[i].x;

      if (pp[i].x <= pp[i].y && (d < dmax || (d == dmax && pp[i].y <= ymax)))
        g_array_append_val (got, pp[i]);
      if (wy_game_is_symmetric (game)
          && wy_board_get_status (board, pp[i].y, pp[i].x) != WY_STATUS_P)
        g_test_message ("(%u, %u) is P but its mirror image is not", pp[i].x, pp[i].y);
    }
  g_array_sort (got, cmp_by_diff);
  bad = report_pair_diff (want, got, board);
  wy_board_unref (board);
  if (bad)
    g_test_fail ();
}

static void
test_pairs (gconstpointer data)
{
  const TableGame *tg = data;
  g_autoptr(GArray) want = table_pairs (tg->table);
  WyGame *game = parse_game (tg->rule);

  check_pairs (game, want);
  wy_game_free (game);
}

/* ---- paper 002: P-generators of Gamma_1 ---- */

/* The generators (A_n, B_n), n <= m, all even, give the P-positions
 * (A_n + e, B_n + f), e, f in {0, 1}, and their mirror images (Theorem 3.1).
 * A later generator has B_n > B_m (Lemma 2.4), so on a board of side
 * B_m + 2 (coordinates up to B_m + 1) the P-set must be exactly these. */
static void
test_generators (gconstpointer data)
{
  const TableGame *tg = data;
  g_autoptr(GArray) gen = table_pairs (tg->table);
  const WyPos *g = (const WyPos *) gen->data;
  guint side = g[gen->len - 1].y + 2, bad = 0;
  WyBoard *board = solve_rule (tg->rule, side, WY_NEED_ELIMINATION);

  for (guint y = 0; y < side; y++)
    for (guint x = 0; x < side; x++)
      {
        guint lo = MIN (x, y) & ~1u, hi = MAX (x, y) & ~1u;
        gboolean want = pos_in (g, gen->len, lo, hi);
        WyStatus s = wy_board_get_status (board, x, y);

        if (want != (s == WY_STATUS_P))
          {
            g_test_message ("(%u, %u): table says %s, solver says %s", x, y,
                            want ? "P" : "N", status_name (s));
            bad++;
          }
      }
  wy_board_unref (board);
  if (bad)
    g_test_fail ();
}

/* ---- paper 004: one-pile games ---- */

static void
check_one_status (const WyBoard *board, guint n, WyStatus want, guint *bad)
{
  WyStatus s = wy_board_get_status (board, n, 0);

  if (s != want)
    {
      g_test_message ("n = %u: table says %s, solver says %s", n, status_name (want),
                      status_name (s));
      (*bad)++;
    }
}

static void
test_one_pile_status (const WyPaperTable *t, const char *rule)
{
  guint last = t->rows->len - 1, bad = 0;
  WyBoard *board = solve_rule (rule, last + 1, WY_NEED_ELIMINATION);

  for (guint i = 0; i <= last; i++)
    {
      char **row = g_ptr_array_index (t->rows, i);
      const char *s = row[1];

      g_assert_cmpuint (row_uint (row, 0), ==, i);
      g_assert_true (g_str_equal (s, "P") || g_str_equal (s, "N"));
      check_one_status (board, i, *s == 'P' ? WY_STATUS_P : WY_STATUS_N, &bad);
    }
  wy_board_unref (board);
  if (bad)
    g_test_fail ();
}

static void
test_one_pile_grundy (const WyPaperTable *t, const char *rule)
{
  guint last = t->rows->len - 1, bad = 0;
  WyBoard *board = solve_rule (rule, last + 1, (WY_NEED_ELIMINATION | WY_NEED_GRUNDY));

  g_assert_true (wy_board_has_grundy (board));
  for (guint i = 0; i <= last; i++)
    {
      char **row = g_ptr_array_index (t->rows, i);
      int want = (int) row_uint (row, 1), got = wy_board_get_grundy (board, i, 0);

      g_assert_cmpuint (row_uint (row, 0), ==, i);
      if (want != got)
        {
          g_test_message ("g(%u): table says %d, solver says %d", i, want, got);
          bad++;
        }
    }
  wy_board_unref (board);
  if (bad)
    g_test_fail ();
}

/* Sequences a_n (N) and b_n (P), both increasing, splitting the integers:
 * a position m <= max b is P iff it is some b_n (a later b is larger), and
 * N otherwise. The a_n themselves are checked against that (an extraction
 * check: an a_n that is also a b_n, other than a_0 = b_0 = 0, is an error). */
static void
test_one_pile_sequences (const WyPaperTable *t, const char *rule)
{
  guint len = t->rows->len, bad = 0;
  g_autofree guint *a = g_new (guint, len), *b = g_new (guint, len);
  WyGame *game = parse_game (rule);
  guint first = wy_game_first_position (game);
  WyBoard *board;

  for (guint i = 0; i < len; i++)
    {
      char **row = g_ptr_array_index (t->rows, i);

      g_assert_cmpuint (row_uint (row, 0), ==, i);
      a[i] = row_uint (row, 1);
      b[i] = row_uint (row, 2);
      g_assert_true (i == 0 || (a[i] > a[i - 1] && b[i] > b[i - 1]));
    }
  board = solve (game, b[len - 1] + 1, WY_NEED_ELIMINATION);
  for (guint m = 0, j = 0; m <= b[len - 1]; m++)
    {
      gboolean is_b = j < len && b[j] == m;

      j += is_b;
      if (m < first)
        check_one_status (board, m, WY_STATUS_NONE, &bad);
      else
        check_one_status (board, m, is_b ? WY_STATUS_P : WY_STATUS_N, &bad);
    }
  for (guint i = 0, j = 0; i < len; i++)
    {
      while (j < len && b[j] < a[i])
        j++;
      g_assert_true (j == len || b[j] != a[i] || (i == 0 && a[0] == 0));
    }
  wy_board_unref (board);
  wy_game_free (game);
  if (bad)
    g_test_fail ();
}

static void
test_one_pile (gconstpointer data)
{
  const TableGame *tg = data;
  const char *kind = tg->table->kind;

  g_assert_nonnull (kind);
  if (g_str_equal (kind, "status"))
    test_one_pile_status (tg->table, tg->rule);
  else if (g_str_equal (kind, "grundy"))
    test_one_pile_grundy (tg->table, tg->rule);
  else if (g_str_equal (kind, "sequences"))
    test_one_pile_sequences (tg->table, tg->rule);
  else
    g_assert_not_reached ();
}

/* ---- paper 001 section 6: misere play ---- */

static gboolean
board_is_p (const WyBoard *board, guint x, guint y)
{
  return wy_board_get_status (board, x, y) == WY_STATUS_P;
}

/* a = 1: P_N \ P_M = {(0,0), (b,b+1), (b+1,b)}, P_M \ P_N = {(0,1), (1,0), (b+1,b+1)}. */
static void
test_misere_a1 (gconstpointer data)
{
  guint b = GPOINTER_TO_UINT (data), side = 40, bad = 0;
  g_autofree char *rule = g_strdup_printf ("wyt:a=1,b=%u", b);
  g_autofree char *mrule = g_strdup_printf ("wyt:a=1,b=%u,play=misere", b);
  WyBoard *normal = solve_rule (rule, side, WY_NEED_ELIMINATION);
  WyBoard *misere = solve_rule (mrule, side, WY_NEED_ELIMINATION);
  const WyPos only_n[] = { { 0, 0 }, { b, b + 1 }, { b + 1, b } };
  const WyPos only_m[] = { { 0, 1 }, { 1, 0 }, { b + 1, b + 1 } };

  for (guint y = 0; y < side; y++)
    for (guint x = 0; x < side; x++)
      {
        gboolean pn = board_is_p (normal, x, y), pm = board_is_p (misere, x, y);
        gboolean want_n = pos_in (only_n, 3, x, y), want_m = pos_in (only_m, 3, x, y);

        if ((pn && !pm) != want_n || (pm && !pn) != want_m)
          {
            g_test_message ("(%u, %u): normal %s, misere %s", x, y, pn ? "P" : "N", pm ? "P" : "N");
            bad++;
          }
      }
  wy_board_unref (normal);
  wy_board_unref (misere);
  if (bad)
    g_test_fail ();
}

/* a > 1: P_M and P_N are disjoint, and P_M is the set of ones of the
 * (normal play) Sprague-Grundy function (Ferguson, quoted in section 6). */
static void
test_misere_a2 (void)
{
  guint side = 40, bad = 0;

  for (guint a = 2; a <= 3; a++)
    for (guint b = 1; b <= 3; b++)
      {
        g_autofree char *rule = g_strdup_printf ("wyt:a=%u,b=%u", a, b);
        g_autofree char *mrule = g_strdup_printf ("wyt:a=%u,b=%u,play=misere", a, b);
        WyBoard *normal = solve_rule (rule, side, (WY_NEED_ELIMINATION | WY_NEED_GRUNDY));
        WyBoard *misere = solve_rule (mrule, side, WY_NEED_ELIMINATION);

        for (guint y = 0; y < side; y++)
          for (guint x = 0; x < side; x++)
            if (board_is_p (misere, x, y) != (wy_board_get_grundy (normal, x, y) == 1))
              {
                g_test_message ("%s (%u, %u): misere %s, normal g = %d", mrule, x, y,
                                board_is_p (misere, x, y) ? "P" : "N",
                                wy_board_get_grundy (normal, x, y));
                bad++;
              }
        wy_board_unref (normal);
        wy_board_unref (misere);
      }
  if (bad)
    g_test_fail ();
}

/* ---- elimination steps (docs/spec.md, paper 000 section 8, paper 001 section 4) ---- */

static void
assert_step (const WyBoard *board, guint step, const WyPos *want, guint n_want)
{
  guint n;
  const WyPos *got = wy_board_get_step_ppos (board, step, &n);

  g_assert_cmpuint (n, ==, n_want);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (got[i].x, ==, want[i].x);
      g_assert_cmpuint (got[i].y, ==, want[i].y);
    }
}

static void
test_steps_wyt12 (void)
{
  WyBoard *board = solve_rule ("wyt:a=1,b=2", 23, WY_NEED_ELIMINATION);
  const WyPos p1[] = { { 0, 0 } };
  const WyPos p2[] = { { 3, 2 }, { 2, 3 } };  /* sorted by y, then x */
  const WyPos p3[] = { { 7, 5 }, { 5, 7 } };

  assert_step (board, 1, p1, 1);
  assert_step (board, 2, p2, 2);
  assert_step (board, 3, p3, 2);
  g_assert_cmpuint (wy_board_get_n_steps (board), ==, 6);
  wy_board_unref (board);
}

static void
test_steps_nimpq_p2 (void)
{
  WyBoard *board = solve_rule ("nimpq:p=2", 23, WY_NEED_ELIMINATION);
  const WyPos p1[] = { { 0, 0 } };
  const WyPos p2[] = { { 1, 1 } };
  const WyPos p3[] = { { 3, 2 }, { 2, 3 } };

  assert_step (board, 1, p1, 1);
  assert_step (board, 2, p2, 1);
  assert_step (board, 3, p3, 2);
  g_assert_cmpuint (wy_board_get_n_steps (board), ==, 11);
  g_assert_cmpint (wy_board_get_status (board, 2, 2), ==, WY_STATUS_N);
  g_assert_cmpuint (wy_board_get_step (board, 2, 2), ==, 2);
  wy_board_unref (board);
}

/* ---- nimpq readings coincide when p = q = 1 or a = b = 1 ---- */

static void
test_readings_agree (void)
{
  static const guint pqab[][4] = {
    { 1, 1, 2, 3 }, { 1, 1, 3, 1 }, { 2, 1, 1, 1 }, { 3, 1, 1, 1 }, { 1, 2, 1, 1 },
    { 1, 4, 1, 1 }, { 2, 2, 1, 1 }, { 4, 3, 1, 1 }, { 3, 5, 1, 1 }, { 3, 3, 1, 1 },
  };
  guint side = 30, bad = 0;

  for (guint k = 0; k < G_N_ELEMENTS (pqab); k++)
    {
      g_autofree char *rule = g_strdup_printf ("nimpq:p=%u,q=%u,a=%u,b=%u", pqab[k][0],
                                               pqab[k][1], pqab[k][2], pqab[k][3]);
      WyGame *base = parse_game (rule);
      WyBoard *lc = solve (base, side, WY_NEED_ELIMINATION);

      for (WyReading r = WY_READING_ABSTRACT; r < WY_N_READINGS; r++)
        {
          WyGame *other = wy_game_with_reading (base, r);
          WyBoard *ob = solve (other, side, WY_NEED_ELIMINATION);

          for (guint y = 0; y < side; y++)
            for (guint x = 0; x < side; x++)
              if (wy_board_get_status (lc, x, y) != wy_board_get_status (ob, x, y))
                {
                  g_test_message ("%s: (%u, %u) linecount %s, %s %s", rule, x, y,
                                  status_name (wy_board_get_status (lc, x, y)),
                                  wy_reading_get_name (r),
                                  status_name (wy_board_get_status (ob, x, y)));
                  bad++;
                }
          wy_board_unref (ob);
          wy_game_free (other);
        }
      wy_board_unref (lc);
      wy_game_free (base);
    }
  if (bad)
    g_test_fail ();
}

/* ---- registration ---- */

/* Paper 000's tables, in file order, as (p, q, a, b) and table number. */
static const guint paper000_index[14][5] = {
  { 1, 1, 2, 1, 1 }, { 2, 1, 1, 1, 1 }, { 1, 1, 1, 2, 1 }, { 1, 2, 1, 1, 1 },
  { 3, 1, 2, 1, 2 }, { 1, 2, 1, 2, 2 }, { 2, 1, 2, 3, 3 }, { 1, 2, 2, 2, 3 },
  { 4, 3, 1, 1, 4 }, { 3, 5, 1, 1, 4 }, { 2, 2, 2, 1, 5 }, { 2, 2, 2, 2, 5 },
  { 2, 2, 1, 2, 5 }, { 3, 3, 2, 2, 5 },
};

/* Test path of a table of paper 000 (no `table` line: named by parameters). */
static char *
paper000_path (const char *rule, guint k)
{
  WyGame *game = parse_game (rule);
  guint p = wy_game_get_param (game, WY_PARAM_P), q = wy_game_get_param (game, WY_PARAM_Q);
  guint a = wy_game_get_param (game, WY_PARAM_A), b = wy_game_get_param (game, WY_PARAM_B);

  wy_game_free (game);
  g_assert_cmpuint (k, <, G_N_ELEMENTS (paper000_index));
  g_assert_true (p == paper000_index[k][0] && q == paper000_index[k][1]
                 && a == paper000_index[k][2] && b == paper000_index[k][3]);
  return g_strdup_printf ("/core/papers/000/table%u/p%uq%ua%ub%u", paper000_index[k][4], p, q, a, b);
}

static char *
case_path (const char *paper, const WyPaperTable *t, const char *rule, guint k)
{
  if (g_str_equal (paper, "000") && !t->id)
    return paper000_path (rule, k);
  g_assert_nonnull (t->id);
  if (t->games->len > 1)
    {
      WyGame *game = parse_game (rule);
      char *path = g_strdup_printf ("/core/papers/%s/%s/s%dt%d", paper, t->id,
                                    wy_game_get_param (game, WY_PARAM_S),
                                    wy_game_get_param (game, WY_PARAM_T));
      wy_game_free (game);
      return path;
    }
  return g_strdup_printf ("/core/papers/%s/%s", paper, t->id);
}

/* One test per (table, game) of tests/data/FILE; the tables join all_tables. */
static void
load_and_register (const char *paper, const char *file, GTestDataFunc func)
{
  GPtrArray *tables = wy_paper_data_load (file);

  for (guint k = 0; k < tables->len; k++)
    {
      const WyPaperTable *t = g_ptr_array_index (tables, k);

      g_assert_cmpuint (t->games->len, >, 0);
      for (guint j = 0; j < t->games->len; j++)
        {
          TableGame *tg = g_new0 (TableGame, 1);
          g_autofree char *path = NULL;

          tg->table = t;
          tg->rule = g_ptr_array_index (t->games, j);
          path = case_path (paper, t, tg->rule, k);
          g_ptr_array_add (all_cases, tg);
          g_test_add_data_func (path, tg, func);
        }
    }
  g_ptr_array_extend_and_steal (all_tables, tables);
}

int
main (int argc, char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  all_tables = g_ptr_array_new_with_free_func ((GDestroyNotify) wy_paper_table_free);
  all_cases = g_ptr_array_new_with_free_func (g_free);

  load_and_register ("000", "paper000-tables.txt", test_pairs);
  g_assert_cmpuint (all_tables->len, ==, 14);
  load_and_register ("000", "paper000-text.txt", test_pairs);
  load_and_register ("001", "paper001-tables.txt", test_pairs);
  load_and_register ("002", "paper002-table1.txt", test_generators);
  load_and_register ("004", "paper004-tables.txt", test_one_pile);

  for (guint b = 1; b <= 5; b++)
    {
      g_autofree char *path = g_strdup_printf ("/core/papers/001/misere/a1b%u", b);
      g_test_add_data_func (path, GUINT_TO_POINTER (b), test_misere_a1);
    }
  g_test_add_func ("/core/papers/001/misere/a2-3b1-3", test_misere_a2);
  g_test_add_func ("/core/papers/001/steps/wyt-a1b2", test_steps_wyt12);
  g_test_add_func ("/core/papers/000/steps/nimpq-p2", test_steps_nimpq_p2);
  g_test_add_func ("/core/papers/000/readings-agree", test_readings_agree);

  ret = g_test_run ();
  g_ptr_array_unref (all_cases);
  g_ptr_array_unref (all_tables);
  return ret;
}
