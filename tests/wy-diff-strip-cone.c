/* wy-diff-strip-cone.c: the strip engine of the cone families (wy_grundy_strip on
 * stwythoff, restricted and gamma, block=Q too) against a mex^Q computed here from the legal
 * moves alone (br_is_move: the table of docs/spec.md), against the dense Grundy board where
 * both exist and against Wythoff's line strip ((1,1)-Wythoff is Wythoff's game); its length
 * limit on both sides; and a row beyond the dense board's cap through wy_sequence_terms. The
 * cases' loops and checks are shared with the line strip's tests (wy-diff-strip-block.c). */
#include "config.h"

#include <string.h>

#include "wy-analysis-private.h"
#include "wy-diff.h"
#include "wy-engine.h"
#include "wy-solution.h"
#include "wy-solution-private.h"

static const BrFamily cone_families[] = { BR_STWYTHOFF, BR_RESTRICTED, BR_GAMMA };

/* A random cone rule: small s and t mostly, sometimes wide ones (many cone cells a row),
 * block=Q a third of the time (small Q, or beyond most cells' options). */
static void
cone_rule (Case *c, BrRule *rule, guint i, guint size)
{
  random_rule (c, rule, cone_families[i % G_N_ELEMENTS (cone_families)], size);
  rule->misere = FALSE;
  if (pick (c, 0, 3) == 0)
    rule->s = pick (c, 1, 12);
  if (pick (c, 0, 3) == 0)
    rule->t = pick (c, 1, 30);
  switch (pick (c, 0, 5))
    {
    case 0:
      rule->block = pick (c, 2, 5);
      break;
    case 1:
      rule->block = pick (c, 6, 300);
      break;
    default:
      rule->block = 1;
      break;
    }
  case_rule (c, rule);
}

/* The strip's values against want (x < R, y < N, width stride). */
void
diff_compare_strip (Case *c, const char *how, const gint32 *got, guint R, guint N,
                    const int *want, guint stride)
{
  for (guint y = 0; y < N; y++)
    for (guint x = 0; x < R; x++)
      if (got[(gsize) y * R + x] != want[(gsize) y * stride + x])
        {
          mismatch (c, "strip %u x %u: g(%u, %u) = %d, %s %d", R, N, x, y,
                    got[(gsize) y * R + x], how, want[(gsize) y * stride + x]);
          return;
        }
}

/* The strip got (NULL: refused with error) against the mex^Q of the rule's moves. */
static void
diff_strip_against_mex (Case *c, const BrRule *rule, const gint32 *got, guint R, guint N,
                        const GError *error)
{
  int *want;

  if (!got)
    {
      mismatch (c, "strip %u x %u refused: %s", R, N, error->message);
      return;
    }
  want = diff_mex_rect (rule, R, N);
  diff_compare_strip (c, "the mex^Q", got, R, N, want, R);
  g_free (want);
}

/* n cases of a rule by rule_of on a board of side S (64 to max_side, within the game's
 * cap): the strip of R x S cells (R up to 64) against the Grundy board. */
void
diff_strip_board_cases (const char *what, guint n, guint max_side, DiffStripRuleFunc rule_of)
{
  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      guint S, R, cap;
      g_autoptr (GError) error = NULL;
      g_autoptr (WyBoard) board = NULL;
      g_autofree gint32 *got = NULL;
      g_autofree int *want = NULL;

      case_begin (&c, what);
      S = (guint) pick (&c, 64, (int) max_side);
      R = (guint) pick (&c, 1, 64);
      rule_of (&c, &rule, i, S);
      /* wide bands and small Q cost the board more: within its cap */
      cap = wy_solve_max_size (c.game, WY_NEED_GRUNDY, NULL);
      S = MIN (S, cap);
      g_test_message ("  %s, strip %u x %u", c.rule, R, S);
      board = core_solve (&c, S, WY_NEED_GRUNDY, &error);
      g_assert_no_error (error);
      got = wy_grundy_strip (c.game, R, S, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      want = g_new (int, (gsize) R * S);
      for (guint y = 0; y < S; y++)
        for (guint x = 0; x < R; x++)
          want[(gsize) y * R + x] = wy_board_get_grundy (board, x, y);
      diff_compare_strip (&c, "the board", got, R, S, want, R);
      case_end (&c);
    }
}

/* Each rule's strips of 1, 22, 43 and 64 rows: the longest (the descriptor's limit, at least
 * 100) accepted, one more refused naming the range and the game. */
void
diff_strip_limits (const char *const *rules, guint n)
{
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < n; i++)
    for (guint rows = 1; rows <= WY_STRIP_MAX_ROWS; rows += 21)
      {
        g_autoptr (WyGame) game = wy_game_parse (rules[i], NULL);
        guint max = _wy_engine_desc (game)->strip_max_length (game, rows);
        g_autofree char *named = g_strdup_printf ("from 1 to %u", max);

        g_test_message ("%s, %u rows: up to %u", rules[i], rows, max);
        g_assert_cmpuint (max, >=, 100);
        g_assert_cmpuint (max, ==, wy_grundy_strip_game_max_length (game, rows));
        g_assert_true (wy_grundy_strip_check (game, rows, max, NULL));
        g_assert_false (wy_grundy_strip_check (game, rows, max + 1, &error));
        g_assert_nonnull (strstr (error->message, named));
        g_assert_nonnull (strstr (error->message, rules[i]));
        g_clear_error (&error);
      }
}

/* Row x of the rule through wy_sequence_terms: 4 times the dense board's cap, and equal to
 * the board's row on a board of side 1024. */
void
diff_strip_sequence (const char *rule, gint64 x)
{
  g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
  guint cap = wy_solve_max_size (game, WY_NEED_GRUNDY, NULL), S = 1024;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) terms = NULL;
  g_autoptr (WySolution) solution = NULL;
  WyBoard *board;

  terms = wy_sequence_terms (game, WY_SEQUENCE_GRUNDY_ROW, x, 0, 4 * cap, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (terms->len, ==, 4 * cap);
  solution = wy_solve (game, &(WyQuery) { .needs = WY_NEED_GRUNDY, .size = S }, &error);
  g_assert_no_error (error);
  board = wy_solution_get_board (solution);
  for (guint y = 0; y < S; y++)
    g_assert_cmpint (g_array_index (terms, gint64, y), ==,
                     wy_board_get_grundy (board, (guint) x, y));
}

/* n cases of a rule by rule_of (case i, its size) with random R and N, up to a few hundred
 * rows (the columns' and diagonals' windows move once the values pass 64): the strip
 * (strip_of, NULL: wy_grundy_strip) against the mex^Q of the rule's moves. */
void
diff_strip_brute_cases (const char *what, guint n, DiffStripRuleFunc rule_of,
                        DiffStripFunc strip_of)
{
  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      guint R, N;
      g_autoptr (GError) error = NULL;
      g_autofree gint32 *got = NULL;

      case_begin (&c, what);
      R = (guint) (pick (&c, 0, 3) == 0 ? pick (&c, 1, 3) : pick (&c, 1, 12));
      N = i % 4 == 3 ? (guint) pick (&c, 200, LIGHT ? 260 : 420) / MAX (1, R / 3)
                     : (guint) pick (&c, 1, 150);
      rule_of (&c, &rule, i, N);
      g_test_message ("  %s, strip %u x %u", c.rule, R, N);
      got = strip_of ? strip_of (&c, &rule, R, N, &error)
                     : wy_grundy_strip (c.game, R, N, NULL, NULL, NULL, &error);
      diff_strip_against_mex (&c, &rule, got, R, N, error);
      case_end (&c);
    }
}

/* Random R (odd and even: Restricted and Gamma halve it) and N. */
void
test_strip_cone_brute (void)
{
  diff_strip_brute_cases ("cone strip", n_cases (36), cone_rule, NULL);
}

/* Fixed cases where every column's and diagonal's window moves (the values pass 64 and
 * twice the gap), odd and even R and N, a Type III move on both sides of R. */
void
test_strip_cone_windows (void)
{
  static const struct { BrFamily f; int s, t, i, block; guint R, N; } cases[] = {
    { BR_STWYTHOFF, 2, 1, 1, 1, 3, 400 },
    { BR_STWYTHOFF, 1, 3, 1, 2, 4, 331 },
    { BR_RESTRICTED, 1, 2, 1, 1, 5, 401 },
    { BR_GAMMA, 2, 3, 2, 1, 6, 300 },
    { BR_GAMMA, 1, 1, 3, 3, 9, 251 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Case c = { 0 };
      BrRule rule = { .family = cases[i].f, .s = cases[i].s, .t = cases[i].t, .i = cases[i].i,
                      .block = cases[i].block };
      guint R = cases[i].R, N = cases[i].N;
      g_autoptr (GError) error = NULL;
      g_autofree gint32 *got = NULL;
      g_autofree int *want = NULL;

      case_begin (&c, "cone strip windows");
      case_rule (&c, &rule);
      g_test_message ("  %s, strip %u x %u", c.rule, R, N);
      got = wy_grundy_strip (c.game, R, N, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      want = diff_mex_rect (&rule, R, N);
      diff_compare_strip (&c, "the mex", got, R, N, want, R);
      case_end (&c);
    }
}

/* The dense cone engine's board (wy_grundy_cone) and the strip agree where both exist. */
void
test_strip_cone_board (void)
{
  diff_strip_board_cases ("cone strip and board", n_cases (12), LIGHT ? 200 : 600, cone_rule);
}

/* The longest strip is accepted and one more row refused, naming the range; misère play
 * (no Grundy values) is refused naming the families; (1,1)-Wythoff's strip is Wythoff's
 * (the line strip) far beyond any board, and Restricted (1,2)'s is Wythoff's on halved
 * piles (odd rows and length). */
void
test_strip_cone_limits (void)
{
  static const char *const rules[] = { "stwythoff:s=2,t=1", "restricted:s=3,t=4",
                                       "gamma:i=2,s=1,t=1", "stwythoff:s=1000,t=1000,block=7",
                                       "gamma:i=4,s=1000,t=1000" };
  g_autoptr (WyGame) misere = wy_game_parse ("stwythoff:s=2,t=1,play=misere", NULL);
  g_autoptr (WyGame) st11 = wy_game_parse ("stwythoff", NULL);
  g_autoptr (WyGame) wythoff = wy_game_parse ("wythoff", NULL);
  g_autoptr (WyGame) restricted = wy_game_parse ("restricted:s=1,t=2", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree gint32 *a = NULL, *b = NULL;

  diff_strip_limits (rules, G_N_ELEMENTS (rules));
  /* Gamma's listed Type III moves reach A' >= 64 even for s = t = 1000 (the strip of 64
   * rows reads those with A' < 64, at any length) */
  for (int i = 2; i <= 4; i++)
    {
      g_autofree char *rule = g_strdup_printf ("gamma:i=%d,s=1000,t=1000", i);
      g_autoptr (WyGame) gamma = wy_game_parse (rule, NULL);
      const guint *gb, *ga;
      guint n = 0;

      ga = wy_game_get_generators (gamma, &gb, &n);
      g_assert_cmpuint (n, >, 0);
      g_assert_cmpuint (ga[n - 1], >=, WY_STRIP_MAX_ROWS);
    }
  g_assert_false (wy_grundy_strip_check (misere, 4, 100, &error));
  g_assert_nonnull (strstr (error->message, "cone families"));
  g_clear_error (&error);
  a = wy_grundy_strip (st11, 20, 50000, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  b = wy_grundy_strip (wythoff, 20, 50000, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (a, 20 * 50000 * sizeof (gint32), b, 20 * 50000 * sizeof (gint32));
  g_clear_pointer (&a, g_free);
  /* Restricted (1,2) moves evenly inside (1,1)-Wythoff's cone: on halved piles it is
   * Wythoff's game, g(x, y) = g_W(x >> 1, y >> 1) (docs/spec.md; 002 §1) */
  a = wy_grundy_strip (restricted, 19, 40001, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint y = 0; y < 40001; y++)
    for (guint x = 0; x < 19; x++)
      if (a[y * 19 + x] != b[(y >> 1) * 20 + (x >> 1)])
        g_error ("restricted:s=1,t=2: g(%u, %u) = %d, Wythoff's g(%u, %u) = %d", x, y,
                 a[y * 19 + x], x >> 1, y >> 1, b[(y >> 1) * 20 + (x >> 1)]);
}

/* A row of (2,1)-Wythoff through wy_sequence_terms: beyond the dense board's cap, and equal
 * to the board's row on the board (the command line's test compares the whole cap). */
void
test_strip_cone_sequence (void)
{
  diff_strip_sequence ("stwythoff:s=2,t=1", 5);
}
