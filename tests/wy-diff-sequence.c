/* wy-diff-sequence.c: the Grundy sequences (wy_sequence_terms: grundy-row=X,
 * grundy-diagonal=D, grundy-triangle, grundy-antidiagonal, grundy-pile) of random games of
 * every family with Grundy values and of random rules of your own, against a mex computed
 * here from the legal moves alone (br_is_move: the table of docs/spec.md); and both sides of
 * each game's Grundy cap, which the refusal names. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wy-analysis.h"
#include "wy-diff.h"
#include "wy-engine-testing.h"
#include "wy-solution-private.h"
#include "wy-table.h"

/* g(x, y) for x < width, y < rows (one pile: rows 1, g(n), n < width), index y * width + x:
 * mex^Q of the options' values (Q = block, plain mex for Q = 1), -1 where there is no position
 * (UpMark's pile 0). No move makes x larger, so a rectangle x < width is closed under moves. */
int *
diff_mex_rect (const BrRule *rule, guint width, guint rows)
{
  guint q = (guint) MAX (rule->block, 1);
  gsize cells = (gsize) width * rows;
  int *g = g_new (int, cells);
  guint *seen = g_new (guint, cells + 2);

  for (guint y = 0; y < rows; y++)
    for (guint x = 0; x < width; x++)
      {
        guint z = 0;

        memset (seen, 0, (cells + 2) * sizeof *seen);
        if (rule->family == BR_UPMARK && x == 0)
          {
            g[0] = -1;
            continue;
          }
        for (guint dy = 0; dy <= y; dy++)
          for (guint dx = 0; dx <= x; dx++)
            if (dx + dy > 0 && br_is_move (rule, x, y, dx, dy))
              {
                int v = g[(gsize) (y - dy) * width + (x - dx)];
                seen[MIN ((gsize) v, cells + 1)]++;
              }
        while (seen[z] >= q)
          z++;
        g[(gsize) y * width + x] = (int) z;
      }
  g_free (seen);
  return g;
}

static int *
mex_table (const BrRule *rule, guint size, gboolean one_pile)
{
  return diff_mex_rect (rule, size, one_pile ? 1 : size);
}

/* The term k of a kind, from the table (as docs/spec.md §8 numbers it), or -1 beyond it. */
static int
expected_term (const int *g, guint size, WySequenceKind kind, gint64 p, guint64 k)
{
  guint64 r = 0, base = 0, x, y;

  switch (kind)
    {
    case WY_SEQUENCE_GRUNDY_ROW:
      x = (guint64) p, y = k;
      break;
    case WY_SEQUENCE_GRUNDY_DIAGONAL:
      x = (guint64) MAX (0, -p) + k, y = (guint64) ((gint64) x + p);
      break;
    case WY_SEQUENCE_GRUNDY_PILE:
      return k < size ? g[k] : -1;
    default:
      while (base + r + 1 <= k)
        base += ++r;
      x = kind == WY_SEQUENCE_GRUNDY_TRIANGLE ? r : k - base;
      y = kind == WY_SEQUENCE_GRUNDY_TRIANGLE ? k - base : r - (k - base);
      break;
    }
  return x < size && y < size ? g[y * size + x] : -1;
}

/* Every term the table holds of each kind (and a random start) against the core. */
static void
compare_kinds (Case *c, const int *g, guint size, gboolean one_pile)
{
  static const WySequenceKind two[] = { WY_SEQUENCE_GRUNDY_ROW, WY_SEQUENCE_GRUNDY_DIAGONAL,
                                        WY_SEQUENCE_GRUNDY_TRIANGLE,
                                        WY_SEQUENCE_GRUNDY_ANTIDIAGONAL };
  static const WySequenceKind one[] = { WY_SEQUENCE_GRUNDY_PILE };

  for (guint i = 0; i < (one_pile ? 1 : G_N_ELEMENTS (two)); i++)
    {
      WySequenceKind kind = one_pile ? one[i] : two[i];
      gint64 p = kind == WY_SEQUENCE_GRUNDY_ROW ? pick (c, 0, (int) size - 1)
                 : kind == WY_SEQUENCE_GRUNDY_DIAGONAL ? pick (c, 1 - (int) size, (int) size - 1)
                 : 0;
      guint64 first = wy_sequence_first_index (c->game, kind), count = 0;
      g_autoptr (GError) error = NULL;
      g_autoptr (GArray) terms = NULL;

      first += (guint64) pick (c, 0, 2);
      while (expected_term (g, size, kind, p, first + count) >= 0)
        count++;
      if (count == 0)
        continue;
      terms = wy_sequence_terms (c->game, kind, p, first, count, NULL, &error);
      if (!terms)
        {
          mismatch (c, "kind %d (%" G_GINT64_FORMAT ") from %" G_GUINT64_FORMAT ": %s",
                    kind, p, first, error->message);
          continue;
        }
      for (guint64 k = 0; k < count; k++)
        if (g_array_index (terms, gint64, k) != expected_term (g, size, kind, p, first + k))
          {
            mismatch (c, "kind %d (%" G_GINT64_FORMAT ") term %" G_GUINT64_FORMAT ": %"
                      G_GINT64_FORMAT ", the mex %d", kind, p, first + k,
                      g_array_index (terms, gint64, k), expected_term (g, size, kind, p,
                                                                       first + k));
            break;
          }
    }
}

static void
run_case (Case *c, const BrRule *rule, guint size)
{
  gboolean one_pile = wy_game_is_one_pile (c->game);
  int *g = mex_table (rule, size, one_pile);

  BrBoard *ref = br_solve (rule, size, TRUE);

  g_test_message ("  %s, side %u", c->rule, size);
  /* the mex here and the brute force's elimination agree, before either meets the core */
  for (guint i = 0; i < size * (one_pile ? 1 : size); i++)
    if (g[i] >= 0 && g[i] != ref->grundy[i])
      {
        mismatch (c, "the mex gives %d at cell %u, the brute force %d", g[i], i, ref->grundy[i]);
        break;
      }
  br_board_free (ref);
  compare_kinds (c, g, size, one_pile);
  g_free (g);
}

/* Random games of every family with Grundy values (block=Q sometimes) and random rules of
 * your own, two piles and one. */
void
test_sequence_grundy (void)
{
  static const BrFamily families[] = { BR_NIM, BR_WYTHOFF, BR_FRAENKEL, BR_WYT, BR_WYTC,
                                       BR_STWYTHOFF, BR_RESTRICTED, BR_GAMMA, BR_MARK,
                                       BR_UPMARK, BR_CUSTOM, BR_CUSTOM };
  guint n = n_cases (60);

  for (guint i = 0; i < n; i++)
    {
      BrFamily f = families[i % G_N_ELEMENTS (families)];
      gboolean one_pile = br_family_one_pile (f) || (f == BR_CUSTOM && i % 24 == 23);
      Case c = { 0 };
      BrRule rule;
      guint size;
      gpointer tree = NULL;

      case_begin (&c, "sequence grundy");
      size = one_pile ? (guint) pick (&c, 1, 200) : (guint) pick (&c, 1, LIGHT ? 14 : 22);
      if (f == BR_CUSTOM)
        tree = diff_random_custom (&c, &rule, one_pile);
      else
        {
          random_rule (&c, &rule, f, size);
          rule.block = pick (&c, 0, 3) == 0 ? pick (&c, 2, 4) : 1;
          rule.misere = FALSE;
          case_rule (&c, &rule);
        }
      if (wy_game_has_grundy (c.game))
        run_case (&c, &rule, size);
      case_end (&c);
      diff_custom_free (tree);
    }
}

/* The cap of a rule's Grundy board brought down to about target (the seam of
 * wy-engine-testing.h): the terms that need its largest side are the mex's, one more term is
 * refused naming that side. */
static void
check_cap (Case *c, const BrRule *rule, guint target)
{
  gboolean one_pile = wy_game_is_one_pile (c->game);
  WySequenceKind kind = one_pile ? WY_SEQUENCE_GRUNDY_PILE : WY_SEQUENCE_GRUNDY_ROW;
  double seconds = _wy_rule_cost_seconds (c->game, TRUE, target, _wy_engine_base_ops ());
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) terms = NULL;
  g_autoptr (GArray) beyond = NULL;
  g_autofree char *named = NULL;
  gint64 row = one_pile ? 0 : pick (c, 0, 3);
  guint max;
  int *g;

  _wy_rule_cost_set_scale (WY_RULE_TIME_SHARE * wy_solve_get_time_budget () / seconds
                           * (1 - 1e-9));
  max = wy_solve_max_size (c->game, WY_NEED_GRUNDY, NULL);
  g_test_message ("  %s: Grundy cap %u (target %u), row %" G_GINT64_FORMAT, c->rule, max,
                  target, row);
  terms = wy_sequence_terms (c->game, kind, row, 0, max, NULL, &error);
  g_assert_no_error (error);
  beyond = wy_sequence_terms (c->game, kind, row, 0, max + 1, NULL, &error);
  _wy_rule_cost_set_scale (1);
  g_assert_null (beyond);
  g_assert_nonnull (error);
  named = g_strdup_printf (one_pile ? "piles below %u" : "side up to %u", max);
  g_assert_nonnull (strstr (error->message, named));
  g = mex_table (rule, max, one_pile);
  for (guint k = 0; k < max; k++)
    if (g_array_index (terms, gint64, k) != expected_term (g, max, kind, row, k))
      {
        mismatch (c, "at the cap %u, term %u: %" G_GINT64_FORMAT ", the mex %d", max, k,
                  g_array_index (terms, gint64, k), expected_term (g, max, kind, row, k));
        break;
      }
  g_free (g);
}

/* Both sides of the Grundy cap of random rules of your own, two piles and one (the cones'
 * cap, 4096, is the same wy_solve_max_size: a solve of that side takes seconds). */
void
test_sequence_grundy_caps (void)
{
  guint n = n_cases (8);

  for (guint i = 0; i < n; i++)
    {
      gboolean one_pile = i % 2 == 1;
      Case c = { 0 };
      BrRule rule;
      gpointer tree;

      case_begin (&c, "sequence grundy cap");
      tree = diff_random_custom (&c, &rule, one_pile);
      if (wy_game_has_grundy (c.game))
        check_cap (&c, &rule, one_pile ? (guint) pick (&c, 40, 300)
                                       : (guint) pick (&c, 8, LIGHT ? 16 : 28));
      case_end (&c);
      diff_custom_free (tree);
    }
}

/* The pairs x <= y of the brute force's board by x, then y: the P-positions, or the cells of
 * value G (G >= 0). */
static GArray *
brute_pairs (const BrBoard *b, int value)
{
  GArray *pairs = g_array_new (FALSE, FALSE, sizeof (WyPos));

  for (guint x = 0; x < b->size; x++)
    for (guint y = x; y < b->size; y++)
      if (value < 0 ? b->status[br_index (b, x, y)] == BR_P
                    : b->grundy[br_index (b, x, y)] == value)
        g_array_append_val (pairs, ((WyPos) { x, y }));
  return pairs;
}

/* The core's terms (x, and y where ys is given) against the brute force's pairs on its board
 * of side B: the same, in order, up to the end of that board. */
static void
compare_pairs (Case *c, const GArray *xs, const GArray *ys, const GArray *want, guint B)
{
  for (guint k = 0; k < xs->len; k++)
    {
      gint64 x = g_array_index (xs, gint64, k);
      gint64 y = ys ? g_array_index (ys, gint64, k) : -1;

      if (k >= want->len)
        {
          /* beyond the brute force's board: then so is its y */
          if (ys && y < B)
            mismatch (c, "term %u is (%" G_GINT64_FORMAT ", %" G_GINT64_FORMAT "), which "
                      "the brute force does not have", k, x, y);
          return;
        }
      if (x != g_array_index (want, WyPos, k).x
          || (ys && y != g_array_index (want, WyPos, k).y))
        {
          mismatch (c, "term %u is (%" G_GINT64_FORMAT ", %" G_GINT64_FORMAT "), the brute "
                    "force's (%u, %u)", k, x, y, g_array_index (want, WyPos, k).x,
                    g_array_index (want, WyPos, k).y);
          return;
        }
    }
}

/* ppos-x, ppos-y and class=G of random built-in games with every move along a column (of an
 * even amount: restricted, gamma; a column band dx < b: wyt, wytc), normal and misere play,
 * which the core proves final (wy_sequence_is_proven), against the brute force's board of side
 * B: each term the core gives with y < B is the brute force's, in order, and none is missing
 * before it. The blocking games and rules of your own are not proven. */
void
test_sequence_pairs (void)
{
  static const BrFamily families[] = { BR_NIM, BR_WYTHOFF, BR_FRAENKEL, BR_WYT, BR_WYTC,
                                       BR_STWYTHOFF, BR_RESTRICTED, BR_GAMMA };
  guint n = n_cases (24);

  for (guint i = 0; i < n; i++)
    {
      BrFamily f = families[i % G_N_ELEMENTS (families)];
      guint B = LIGHT ? 48 : 80;
      Case c = { 0 };
      BrRule rule;
      BrBoard *ref;
      int value;
      WySequenceKind kind;
      g_autoptr (GArray) want = NULL;
      g_autoptr (GArray) xs = NULL;
      g_autoptr (GArray) ys = NULL;
      g_autoptr (GError) error = NULL;
      guint count;

      case_begin (&c, "sequence pairs");
      random_rule (&c, &rule, f, (guint) pick (&c, 4, 24));
      rule.block = 1;
      case_rule (&c, &rule);
      g_assert_true (wy_sequence_is_proven (c.game, WY_SEQUENCE_PPOS_X));
      /* class=G: the line families' sweep of one value, in normal play */
      value = f <= BR_WYTC && !rule.misere && pick (&c, 0, 2) == 0 ? pick (&c, 0, 4) : -1;
      kind = value < 0 ? WY_SEQUENCE_PPOS_X : WY_SEQUENCE_CLASS;
      ref = br_solve (&rule, B, value >= 0);
      want = brute_pairs (ref, value);
      br_board_free (ref);
      count = (guint) pick (&c, 1, 16);
      g_test_message ("  %s, %s %d, %u terms, brute force side %u", c.rule,
                      value < 0 ? "ppos-x" : "class", value, count, B);
      xs = wy_sequence_terms (c.game, kind, MAX (value, 0), 0, count, NULL, &error);
      if (xs != NULL && kind == WY_SEQUENCE_PPOS_X)
        ys = wy_sequence_terms (c.game, WY_SEQUENCE_PPOS_Y, 0, 0, count, NULL, &error);
      if (error != NULL)
        {
          /* a column band as wide as the board may leave the columns open: a refusal */
          g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
          g_test_message ("  refused: %s", error->message);
          case_end (&c);
          continue;
        }
      compare_pairs (&c, xs, ys, want, B);
      case_end (&c);
    }
}

/* floor (n phi), exactly: (n + isqrt (5 n^2)) / 2. */
static guint64
lower_wythoff (guint64 n)
{
  guint64 r = (guint64) sqrt ((double) (5 * n * n));

  while (r * r > 5 * n * n)
    r--;
  while ((r + 1) * (r + 1) <= 5 * n * n)
    r++;
  return (n + r) / 2;
}

/* Wythoff's pairs (a_n, b_n = a_n + n) on the largest board, of side S: the columns a_n with
 * b_n < S and every b_n hold their pair, so the first open column is a_m, m the least n with
 * b_n >= S, and exactly the terms 0 .. m - 1 are final there. */
static void
check_wythoff_reach (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
  guint S = wy_solve_max_size (game, WY_NEED_STATUS, NULL);
  g_autoptr (GArray) last = NULL;
  g_autoptr (GArray) beyond = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *named = NULL;
  guint64 m = 0;

  while (lower_wythoff (m) + m < S)
    m++;
  g_test_message ("wythoff on side %u: %" G_GUINT64_FORMAT " final terms", S, m);
  last = wy_sequence_terms (game, WY_SEQUENCE_PPOS_Y, 0, m - 1, 1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_array_index (last, gint64, 0), ==, lower_wythoff (m - 1) + m - 1);
  beyond = wy_sequence_terms (game, WY_SEQUENCE_PPOS_Y, 0, 0, m + 1, NULL, &error);
  g_assert_null (beyond);
  named = g_strdup_printf ("the count must be from 1 to %" G_GUINT64_FORMAT " here", m);
  g_assert_nonnull (strstr (error->message, named));
}

/* The proof's reach: not for blocking, block=Q or a rule of your own; every built-in game
 * without them; the Grundy kinds always. */
void
test_sequence_proven (void)
{
  const char *proven[] = { "nim", "wythoff", "fraenkel:a=3", "wyt:a=2,b=3", "wytc:a=1,b=3,c=2",
                           "nimpq:a=2,b=2", "stwythoff:s=2,t=3", "restricted", "gamma:i=3",
                           "wythoff:play=misere" };
  const char *not_proven[] = { "nimpq:p=2,q=2", "wythoff:block=2", "restricted:block=3",
                               "moves:rule=(dx==0||dy==0||dx==dy)", "adjoin:base=(nim)",
                               "pile:rule=(d<=2)",
                               "imitation", "mark", "nim:heaps=3" };

  for (guint i = 0; i < G_N_ELEMENTS (proven); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (proven[i], NULL);
      g_assert_true (wy_sequence_is_proven (game, WY_SEQUENCE_PPOS_Y));
      g_assert_true (wy_sequence_is_proven (game, WY_SEQUENCE_CLASS));
      g_assert_true (wy_table_is_proven (game));
    }
  for (guint i = 0; i < G_N_ELEMENTS (not_proven); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (not_proven[i], NULL);
      g_assert_nonnull (game);
      g_assert_false (wy_sequence_is_proven (game, WY_SEQUENCE_PPOS_X));
      g_assert_true (wy_sequence_is_proven (game, WY_SEQUENCE_GRUNDY_ROW));
      /* a game of three heaps has no table (test-table's three-heaps) */
      g_assert_cmpint (wy_table_is_proven (game), ==,
                       wy_game_get_heaps (game) != 3
                       && (wy_game_is_one_pile (game) || !wy_game_is_custom (game)));
    }
  check_wythoff_reach ();
}
