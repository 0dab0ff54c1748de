/* test-numeration.c: paper 002's system U: the paper's examples, unique representation by brute force, Theorem 3.5 and Corollary 3.6 against the exact solver. */
#include <glib.h>
#include <string.h>

#include "wy-numeration.h"
#include "wy-solution.h"
#include "wy-paper-data.h"
#include "wy-test-solve.h"

/* The board the Corollary is checked on, for every game listed: the exact
 * P-set of gamma comes from the sparse engine (wy-sparse-cone.c, tested
 * against the dense solver in test-query.c), a fraction of a second at
 * this side; under -m slow the engine's cap (2000000). `wythoff
 * numeration GAME N --check S` checks any side the engine takes. */
#define COROLLARY_MAX 100000u

static void
init (WyNumeration *u, const char *rule)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);

  g_assert_no_error (error);
  g_assert_true (wy_numeration_init (u, game, &error));
  g_assert_no_error (error);
}

static char *
rep_of (const WyNumeration *u, guint64 n)
{
  WyNumerationRep rep;

  g_assert_true (wy_numeration_represent (u, n, &rep, NULL));
  return wy_numeration_rep_string (u, &rep);
}

/* docs/spec.md and paper 002 Example 3.3, Table 2 and the text's (12, 52), (20, 84). */
static void
test_paper_examples (void)
{
  static const struct { guint64 n; const char *r; } table2[] = {
    { 0, "0" }, { 2, "1" }, { 8, "4" }, { 10, "10" }, { 12, "11" }, { 20, "20" }, { 40, "40" },
    { 42, "100" }, { 52, "110" }, { 62, "120" }, { 84, "200" }, { 122, "234" }, { 124, "240" },
    { 126, "300" }, { 166, "340" }, { 168, "400" }, { 176, "404" }, { 178, "1000" },
    { 180, "1001" } };
  const char *rules[] = { "gamma:i=1,s=2,t=3", "gamma:i=1,s=2,t=4" };

  for (guint g = 0; g < G_N_ELEMENTS (rules); g++)
    {
      WyNumeration u;
      init (&u, rules[g]);
      g_assert_cmpuint (u.r, ==, 4);
      g_assert_cmpuint (u.bases[0], ==, 2);
      g_assert_cmpuint (u.bases[1], ==, 10);
      g_assert_cmpuint (u.bases[2], ==, 42);
      g_assert_cmpuint (u.bases[3], ==, 178);
      for (guint i = 0; i < G_N_ELEMENTS (table2); i++)
        {
          g_autofree char *r = rep_of (&u, table2[i].n);
          g_assert_cmpstr (r, ==, table2[i].r);
        }
      /* (12, 52) is a P-generator, (20, 84) is not though LR(20) = R(84) */
      g_assert_true (wy_numeration_is_ppos (&u, 12, 52));
      g_assert_true (wy_numeration_is_ppos (&u, 53, 13));
      g_assert_false (wy_numeration_is_ppos (&u, 20, 84));
    }
}

/* Every digit string obeying the rule (length <= 5) has a distinct value,
 * and they are exactly the even numbers below u_5: the representation is
 * unique and the greedy one is it. */
static void
test_unique (void)
{
  const char *rules[] = { "gamma:i=1,s=2,t=3", "gamma:i=1,s=3,t=1", "gamma:i=1,s=4,t=6" };

  for (guint g = 0; g < G_N_ELEMENTS (rules); g++)
    {
      WyNumeration u;
      WyNumerationRep rep = { .len = 5 };
      guint64 top, count = 0;
      g_autoptr (GHashTable) seen = g_hash_table_new (g_int64_hash, g_int64_equal);
      g_autoptr (GArray) values = g_array_new (FALSE, FALSE, sizeof (gint64));

      init (&u, rules[g]);
      top = u.bases[5];
      for (guint64 code = 0;; code++)
        {
          guint64 c = code;
          for (guint i = 0; i < 5; i++, c /= u.r + 1)
            rep.digits[i] = c % (u.r + 1);
          if (c)
            break;
          /* the rule without the leading-zero condition: pad to 5 digits */
          gboolean ok = TRUE;
          for (guint i = 1; i < 5; i++)
            ok = ok && !(rep.digits[i] == u.r && rep.digits[i - 1] >= u.s - 1);
          if (!ok)
            continue;
          gint64 v = (gint64) wy_numeration_value (&u, &rep);
          g_array_append_val (values, v);
          count++;
        }
      for (guint i = 0; i < values->len; i++)
        {
          gint64 *v = &g_array_index (values, gint64, i);
          g_assert_cmpint (*v % 2, ==, 0);
          g_assert_cmpint (*v, <, (gint64) top);
          g_assert_false (g_hash_table_contains (seen, v));
          g_hash_table_add (seen, v);
        }
      g_assert_cmpuint (count, ==, top / 2);
      for (guint64 n = 0; n < top; n += 2)
        {
          WyNumerationRep r;
          g_assert_true (wy_numeration_represent (&u, n, &r, NULL));
          g_assert_true (wy_numeration_rep_valid (&u, &r));
          g_assert_cmpuint (wy_numeration_value (&u, &r), ==, n);
        }
    }
}

/* Theorem 3.5: (V_n, D_n) = (A_n, B_n) of eq. (4), computed here by mex:
 * A_n = mex{A_i, A_i + 1, B_i, B_i + 1}, B_n = (s - 1) A_n + (t + delta + 4) n. */
static void
test_theorem (void)
{
  const guint st[][2] = { { 2, 3 }, { 2, 4 }, { 2, 1 }, { 3, 1 }, { 3, 2 }, { 5, 7 }, { 7, 2 } };
  const guint limit = 200000;

  for (guint g = 0; g < G_N_ELEMENTS (st); g++)
    {
      g_autofree char *rule = g_strdup_printf ("gamma:i=1,s=%u,t=%u", st[g][0], st[g][1]);
      g_autofree guint8 *used = g_malloc0 (limit + 2);
      guint s = st[g][0], t = st[g][1], a = 0;
      WyNumeration u;

      init (&u, rule);
      for (guint64 n = 0; a < limit; n++)
        {
          guint64 b = (guint64) (s - 1) * a + (t + t % 2 + 4) * n, v, d, m;
          g_assert_true (wy_numeration_is_vile (&u, a));
          g_assert_true (wy_numeration_generator (&u, a, &v, &d, &m));
          g_assert_cmpuint (v, ==, a);
          g_assert_cmpuint (d, ==, b);
          g_assert_cmpuint (m, ==, n);
          if (n > 0)
            {
              g_assert_false (wy_numeration_is_vile (&u, b));
              g_assert_true (wy_numeration_generator (&u, b, &v, &d, &m));
              g_assert_cmpuint (v, ==, a);
              g_assert_cmpuint (m, ==, n);
            }
          used[a] = used[a + 1] = 1;
          if (b < limit)
            used[b] = used[b + 1] = 1;
          while (a < limit && used[a])
            a++;
        }
    }
}

/* Table 1 of the paper (tests/data) read through U. */
static void
test_table1 (void)
{
  g_autoptr (GPtrArray) tables = wy_paper_data_load ("paper002-table1.txt");
  guint rows = 0;

  for (guint i = 0; i < tables->len; i++)
    {
      WyPaperTable *t = g_ptr_array_index (tables, i);
      for (guint g = 0; g < t->games->len; g++)
        {
          WyNumeration u;
          init (&u, g_ptr_array_index (t->games, g));
          for (guint r = 0; r < t->rows->len; r++)
            {
              char **row = g_ptr_array_index (t->rows, r);
              guint64 n = g_ascii_strtoull (row[0], NULL, 10), v, d, m;
              guint64 a = g_ascii_strtoull (row[1], NULL, 10);
              g_assert_true (wy_numeration_generator (&u, a, &v, &d, &m));
              g_assert_cmpuint (m, ==, n);
              g_assert_cmpuint (d, ==, g_ascii_strtoull (row[2], NULL, 10));
              rows++;
            }
        }
    }
  g_assert_cmpuint (rows, ==, 30);
}

/* Corollary 3.6 against the exact P-set on the COROLLARY_MAX board (the
 * engine's cap under -m slow); the first counterexample is named. */
static void
test_corollary (gconstpointer data)
{
  const char *rule = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);
  guint max = wy_solve_max_size (game, WY_NEED_STATUS, NULL);
  WyQuery q = { .needs = WY_NEED_STATUS, .size = g_test_slow () ? max : COROLLARY_MAX };
  g_autoptr (WyBoard) board = NULL;
  WyNumeration u;
  WyPos first;
  guint n_p = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (max, >=, COROLLARY_MAX);
  g_assert_cmpint (wy_solve_engine (game, &q), ==, WY_ENGINE_SPARSE_PSET);
  board = wy_test_query (game, &q, &error);
  g_assert_no_error (error);
  init (&u, rule);
  g_test_message ("%s: Corollary 3.6 checked on %ux%u", rule, q.size, q.size);
  if (!wy_numeration_check_board (&u, board, &first, &n_p))
    g_error ("%s: (%u, %u) is %s, Corollary 3.6 says otherwise", rule, first.x, first.y,
             wy_board_get_status (board, first.x, first.y) == WY_STATUS_P ? "P" : "N");
  /* not vacuous: every row whose even part is dopey holds two */
  g_assert_cmpuint (n_p, >, q.size / (u.r + 1));
}

/* Under -m slow: random s >= 2 and t, each on the engine's largest board. */
static void
test_corollary_random (void)
{
  if (!g_test_slow ())
    {
      g_test_skip ("random games on the largest boards only under -m slow");
      return;
    }
  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *rule = g_strdup_printf ("gamma:i=1,s=%d,t=%d",
                                               g_test_rand_int_range (2, 13),
                                               g_test_rand_int_range (1, 41));
      test_corollary (rule);
    }
}

/* The check by rows equals Corollary 3.6 read cell by cell
 * (wy_numeration_is_ppos): the same verdict and the same first differing
 * cell, on boards of Gamma_1 and of games it differs from. */
static void
test_check_rows (void)
{
  const char *boards[] = { "gamma:i=1,s=2,t=3", "gamma:i=1,s=3,t=1", "restricted:s=2,t=3",
                           "gamma:i=2,s=3,t=2", "stwythoff:s=2,t=3", "gamma:i=1,s=2,t=4" };
  const char *systems[] = { "gamma:i=1,s=2,t=3", "gamma:i=1,s=3,t=1", "gamma:i=1,s=3,t=2" };

  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    for (guint k = 0; k < G_N_ELEMENTS (systems); k++)
      {
        g_autoptr (WyGame) game = wy_game_parse (boards[b], NULL);
        guint size = (guint) g_test_rand_int_range (1, 300);
        WyQuery q = { .needs = WY_NEED_STATUS, .size = size };
        g_autoptr (WyBoard) board = wy_test_query (game, &q, NULL);
        gboolean want = TRUE, holds;
        WyPos first = { 0 }, want_first = { 0 };
        guint n_p = 0, want_n = 0;
        WyNumeration u;

        init (&u, systems[k]);
        for (guint y = 0; y < size; y++)
          for (guint x = 0; x < size; x++)
            {
              gboolean p = wy_board_get_status (board, x, y) == WY_STATUS_P;
              want_n += p;
              if (want && p != wy_numeration_is_ppos (&u, x, y))
                {
                  want = FALSE;
                  want_first = (WyPos) { x, y };
                }
            }
        holds = wy_numeration_check_board (&u, board, &first, &n_p);
        g_test_message ("%s read by U of %s on %ux%u: %s", boards[b], systems[k], size, size,
                        want ? "holds" : "fails");
        g_assert_cmpint (holds, ==, want);
        g_assert_cmpuint (n_p, ==, want_n);
        if (!want)
          {
            g_assert_cmpuint (first.x, ==, want_first.x);
            g_assert_cmpuint (first.y, ==, want_first.y);
          }
      }
}

/* The paper's literal (floor(x/2), floor(y/2)) = (V_n, D_n) is not it: it
 * would make (2, 10) N ((1, 5) is no generator) and (12, 60) P ((6, 30) is). */
static void
test_literal_floor (void)
{
  WyNumeration u;
  g_autoptr (WyGame) game = wy_game_parse ("gamma:i=1,s=2,t=3", NULL);
  g_autoptr (WyBoard) board = wy_test_solve (game, 64, WY_NEED_ELIMINATION, NULL, NULL, NULL, NULL);

  init (&u, "gamma:i=1,s=2,t=3");
  g_assert_cmpint (wy_board_get_status (board, 2, 10), ==, WY_STATUS_P);
  g_assert_cmpint (wy_board_get_status (board, 12, 60), ==, WY_STATUS_N);
  g_assert_true (wy_numeration_is_ppos (&u, 2, 10));
  g_assert_true (wy_numeration_is_ppos (&u, 6, 30));
  g_assert_false (wy_numeration_is_ppos (&u, 12, 60));
}

/* The check finds a planted difference: a board of another game. */
static void
test_check_finds (void)
{
  WyNumeration u;
  WyPos first;
  guint n_p;
  g_autoptr (WyGame) restricted = wy_game_parse ("restricted:s=2,t=3", NULL);
  g_autoptr (WyBoard) board = wy_test_solve (restricted, 40, WY_NEED_ELIMINATION, NULL, NULL, NULL,
                                              NULL);

  init (&u, "gamma:i=1,s=2,t=3");
  /* the restricted game's P-generator (A'_1, B'_1) = (2, 8) is the Type III
   * move Gamma_1 adds, so the boards differ first at (8, 2) */
  g_assert_false (wy_numeration_check_board (&u, board, &first, &n_p));
  g_assert_cmpuint (first.x, ==, 8);
  g_assert_cmpuint (first.y, ==, 2);
}

static void
test_refused (void)
{
  const char *rules[] = { "gamma:i=2,s=2,t=3", "gamma:i=1,s=1,t=3", "restricted:s=2,t=3",
                          "wythoff" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WyGame) game = wy_game_parse (rules[i], NULL);
      WyNumeration u;
      g_assert_false (wy_numeration_init (&u, game, &error));
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "s >= 2"));
      /* s=1 (gamma:i=1's default) is named with the rule: it said only "needs s >= 2" */
      if (i == 1)
        g_assert_nonnull (strstr (error->message, "gamma:i=1,s=1,t=3 has s=1"));
    }
}

/* Large N: the greedy representation stays valid and exact near the top. */
static void
test_large (void)
{
  WyNumeration u;
  guint64 ns[] = { WY_NUMERATION_MAX, WY_NUMERATION_MAX - 2, 999999999998, 1ull << 40 };

  init (&u, "gamma:i=1,s=2,t=3");
  for (guint i = 0; i < G_N_ELEMENTS (ns); i++)
    {
      WyNumerationRep rep;
      g_assert_true (wy_numeration_represent (&u, ns[i], &rep, NULL));
      g_assert_true (wy_numeration_rep_valid (&u, &rep));
      g_assert_cmpuint (wy_numeration_value (&u, &rep), ==, ns[i]);
    }
}

/* The inspector's reading of a position: the even parts, their kinds, and
 * the generator index n counted as the n-th vile number (V_0 = 0), with
 * the prediction equal to wy_numeration_is_ppos everywhere. */
static void
test_read (void)
{
  WyNumeration u;
  WyNumerationReading r;
  g_autoptr (GArray) vile = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autofree char *rx = NULL, *ry = NULL;

  init (&u, "gamma:i=1,s=2,t=3");
  g_assert_true (wy_numeration_read (&u, 13, 53, &r));
  g_assert_cmpuint (r.xbar, ==, 12);
  g_assert_cmpuint (r.ybar, ==, 52);
  rx = wy_numeration_rep_string (&u, &r.rx);
  ry = wy_numeration_rep_string (&u, &r.ry);
  g_assert_cmpstr (rx, ==, "11");
  g_assert_cmpstr (ry, ==, "110");
  g_assert_true (r.x_vile);
  g_assert_false (r.y_vile);
  g_assert_true (r.predicts_p);
  g_assert_cmpuint (r.partner, ==, 52);
  for (guint64 n = 0; n <= 200; n += 2)
    if (wy_numeration_is_vile (&u, n))
      g_array_append_val (vile, n);
  g_assert_cmpuint (r.n, ==, 5);
  g_assert_cmpuint (g_array_index (vile, guint64, r.n), ==, 12);
  /* the other way round: (D_5, V_5), and a near miss */
  g_assert_true (wy_numeration_read (&u, 52, 12, &r));
  g_assert_true (r.predicts_p && r.n == 5 && r.partner == 12 && !r.x_vile);
  g_assert_true (wy_numeration_read (&u, 12, 50, &r));
  g_assert_false (r.predicts_p);
  for (guint y = 0; y < 120; y++)
    for (guint x = 0; x < 120; x++)
      {
        g_assert_true (wy_numeration_read (&u, x, y, &r));
        g_assert_cmpint (r.predicts_p, ==, wy_numeration_is_ppos (&u, x, y));
        if (r.x_vile)
          g_assert_cmpuint (g_array_index (vile, guint64, r.n), ==, r.xbar);
        else
          g_assert_cmpuint (g_array_index (vile, guint64, r.n), ==, r.partner);
      }
}

int
main (int argc, char **argv)
{
  static const char *corollary_rules[] = { "gamma:i=1,s=2,t=3", "gamma:i=1,s=2,t=4",
                                           "gamma:i=1,s=3,t=1", "gamma:i=1,s=2,t=1" };

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/numeration/paper-examples", test_paper_examples);
  g_test_add_func ("/core/numeration/unique", test_unique);
  g_test_add_func ("/core/numeration/theorem-3.5", test_theorem);
  g_test_add_func ("/core/numeration/table1", test_table1);
  for (guint i = 0; i < G_N_ELEMENTS (corollary_rules); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/numeration/corollary-3.6/%s", corollary_rules[i]);
      g_test_add_data_func (path, corollary_rules[i], test_corollary);
    }
  g_test_add_func ("/core/numeration/corollary-3.6-random", test_corollary_random);
  g_test_add_func ("/core/numeration/check-rows", test_check_rows);
  g_test_add_func ("/core/numeration/literal-floor", test_literal_floor);
  g_test_add_func ("/core/numeration/refused", test_refused);
  g_test_add_func ("/core/numeration/check-finds", test_check_finds);
  g_test_add_func ("/core/numeration/large", test_large);
  g_test_add_func ("/core/numeration/read", test_read);
  return g_test_run ();
}
