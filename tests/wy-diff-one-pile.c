/* wy-diff-one-pile.c: the differential tests of the one-pile games (Mark-k, UpMark). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wy-diff.h"
#include "wy-one-pile-bytes.h"
#include "wy-test-solve.h"

/* The one-pile fast path (a byte per position, in chunks of 2^24) against
 * the brute force, and against the plain recursion across a chunk edge. */
void
test_one_pile_fast (void)
{
  guint n = n_cases (12);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      g_autoptr (GError) error = NULL;
      case_begin (&c, "one-pile fast path");
      random_rule (&c, &rule, pick (&c, 0, 1) ? BR_MARK : BR_UPMARK, 2000);
      case_rule (&c, &rule);
      guint size = pick (&c, 1, 2000);
      g_test_message ("  %s, n < %u", c.rule, size);
      BrBoard *ref = br_solve (&rule, size, TRUE);
      const WyGame *game = c.game;
      g_autofree guint8 *status = wy_one_pile_status (game, size, NULL, &error);
      g_assert_no_error (error);
      for (guint x = 0; x < size; x++)
        if (core_status (status[x]) != ref->status[x])
          mismatch (&c, "fast status of %u is %s, brute force %s", x,
                    status_name (core_status (status[x])), status_name (ref->status[x]));
      if (ref->grundy)
        {
          g_autofree guint8 *g = wy_one_pile_grundy (game, size, NULL, &error);
          g_assert_no_error (error);
          for (guint x = wy_game_first_position (game); x < size; x++)
            if (g[x] != ref->grundy[x])
              mismatch (&c, "fast Grundy value of %u is %u, brute force %d", x, g[x],
                        ref->grundy[x]);
        }
      br_board_free (ref);
      case_end (&c);
    }
}

/* Mark-k's and UpMark's options, from the table of docs/spec.md. */
static guint
one_pile_options (const BrRule *r, guint64 n, guint64 *out)
{
  guint count = 0;

  for (guint64 dx = 1; dx <= n && dx <= (r->family == BR_MARK ? (guint64) r->k : 2); dx++)
    if (br_is_move (r, (guint) n, 0, (guint) dx, 0))
      out[count++] = n - dx;
  if (n >= 1)
    {
      guint64 to = r->family == BR_MARK ? n / r->k : (n + 1) / 2;
      if (to < n && br_is_move (r, (guint) n, 0, (guint) (n - to), 0))
        out[count++] = to;
    }
  return count;
}

/* A case of Mark-k (two in three) or UpMark, without blocking. */
static void
one_pile_case (Case *c, BrRule *rule, const char *what)
{
  case_begin (c, what);
  random_rule (c, rule, pick (c, 0, 2) ? BR_MARK : BR_UPMARK, 100);
  rule->block = 1;
  case_rule (c, rule);
}

void
test_one_pile_chunks (void)
{
  guint n = long_mode () ? 8 : LIGHT ? 1 : 2;

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      g_autoptr (GError) error = NULL;
      guint64 size = (G_GUINT64_CONSTANT (1) << 24) + 4096, opt[64];
      one_pile_case (&c, &rule, "one-pile fast path across a chunk");
      g_test_message ("  %s, n < %" G_GUINT64_FORMAT, c.rule, size);
      const WyGame *game = c.game;
      g_autofree guint8 *status = wy_one_pile_status (game, size, NULL, &error);
      g_assert_no_error (error);
      g_autofree guint8 *g = br_has_grundy (&rule)
                             ? wy_one_pile_grundy (game, size, NULL, &error) : NULL;
      g_assert_no_error (error);
      g_autofree guint8 *want = g_malloc (size), *want_g = g_malloc (size);
      guint64 first = rule.family == BR_UPMARK ? 1 : 0;
      want[0] = BR_NONE;
      want_g[0] = 0;
      for (guint64 x = first; x < size; x++)
        {
          guint count = one_pile_options (&rule, x, opt);
          guint64 seen = 0;
          gboolean p_option = FALSE;
          for (guint j = 0; j < count; j++)
            {
              p_option |= want[opt[j]] == BR_P;
              seen |= G_GUINT64_CONSTANT (1) << want_g[opt[j]];
            }
          want[x] = count == 0 ? (rule.misere ? BR_N : BR_P) : p_option ? BR_N : BR_P;
          want_g[x] = (guint8) __builtin_ctzll (~seen);
          if ((x > (G_GUINT64_CONSTANT (1) << 24) - 4096 || x < 4096) && x >= first
              && (core_status (status[x]) != want[x] || (g && g[x] != want_g[x])))
            mismatch (&c, "fast path at %" G_GUINT64_FORMAT ": %s, recursion %s", x,
                      status_name (core_status (status[x])), status_name (want[x]));
        }
      case_end (&c);
    }
}

/* The elimination of a strip by the plain recursion over the brute force's
 * moves (one_pile_options): an N-position's step is the least of its
 * P-options' steps, a P-position's one more than the largest of its
 * options' (1 without options, N then in misere play). */
static BrBoard *
one_pile_recursion (const BrRule *rule, guint size)
{
  BrBoard *b = g_new0 (BrBoard, 1);
  guint64 opt[64];

  b->size = size;
  b->one_pile = TRUE;
  b->status = g_malloc0 (size);
  b->step = g_new0 (guint, size);
  for (guint x = rule->family == BR_UPMARK ? 1 : 0; x < size; x++)
    {
      guint count = one_pile_options (rule, x, opt), least = 0, top = 0;
      for (guint j = 0; j < count; j++)
        {
          top = MAX (top, b->step[opt[j]]);
          if (b->status[opt[j]] == BR_P && (least == 0 || b->step[opt[j]] < least))
            least = b->step[opt[j]];
        }
      b->status[x] = least || (count == 0 && rule->misere) ? BR_N : BR_P;
      b->step[x] = least ? least : count ? top + 1 : 1;
      b->n_steps = MAX (b->n_steps, b->step[x]);
    }
  return b;
}

/* Every P-position of the board in order, against the reference. */
static void
compare_ppos (Case *c, const WyBoard *board, const BrBoard *ref)
{
  guint n, i = 0;
  const WyPos *p = wy_board_get_ppos (board, &n);

  for (guint x = 0; x < ref->size; x++)
    if (ref->status[x] == BR_P && (i >= n || p[i++].x != x))
      {
        mismatch (c, "P-position %u missing from the P-list", x);
        return;
      }
  if (i != n)
    mismatch (c, "%u P-positions listed, %u in the recursion", n, i);
}

/* Mark-k and UpMark with steps (block=1, wy-solve-one-pile.c's one pass:
 * Mark-k's window of k - 1 options through a deque) against the plain
 * recursion: random k and play, sizes on both sides of the 2^20 positions
 * between checks of the cancellable; status, step, P_j, |N_j|, the
 * P-list and the bulk reads. */
void
test_one_pile_steps (void)
{
  guint n = long_mode () ? 16 : LIGHT ? 2 : 6;

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      g_autoptr (GError) error = NULL;
      one_pile_case (&c, &rule, "one-pile steps");
      guint size = i % 2 ? (guint) pick (&c, 1, 5000)
                         : (1u << 20) - 2048 + (guint) pick (&c, 0, 4096);
      g_test_message ("  %s, n < %u", c.rule, size);
      BrBoard *ref = one_pile_recursion (&rule, size);
      WyBoard *board = core_solve (&c, size, WY_NEED_ELIMINATION, &error);
      g_assert_no_error (error);
      compare_cells (&c, "steps", board, ref, size);
      compare_bulk (&c, "steps", board, ref);
      compare_ppos (&c, board, ref);
      if (size <= 5000 || ref->n_steps <= 64)
        compare_steps (&c, "steps", board, ref);
      wy_board_unref (board);
      br_board_free (ref);
      case_end (&c);
    }
}

/* OEIS facts on Mark-2's board with steps: its N-positions n >= 1 are
 * A003159, its P-positions n >= 1 A036554 (tests/data/oeis), and beyond
 * the terms, as A036554 is defined, the n >= 1 whose binary representation
 * ends in an odd number of zeros are P, across the 2^20 positions between
 * checks of the cancellable. */
void
test_one_pile_steps_oeis (void)
{
  static const char *const files[] = { "A003159.txt", "A036554.txt" };
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse ("mark:k=2", &error);
  guint size = (1u << 20) + 1000;
  WyBoard *board;

  g_assert_no_error (error);
  board = wy_test_solve (game, size, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error);
  wy_game_free (game);
  g_assert_no_error (error);
  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *text = NULL;
      g_auto (GStrv) lines = NULL;
      guint checked = 0;
      g_assert_true (g_file_get_contents (g_test_get_filename (G_TEST_DIST, "data", "oeis",
                                                              files[f], NULL),
                                          &text, NULL, NULL));
      lines = g_strsplit (text, "\n", -1);
      for (guint i = 0; lines[i]; i++)
        if (lines[i][0] != '#' && lines[i][0] != '\0')
          {
            guint n = (guint) g_ascii_strtoull (lines[i], NULL, 10);
            g_assert_cmpint (wy_board_get_status (board, n, 0), ==,
                             f == 0 ? WY_STATUS_N : WY_STATUS_P);
            checked++;
          }
      g_assert_cmpuint (checked, >=, 50);
    }
  g_assert_cmpint (wy_board_get_status (board, 0, 0), ==, WY_STATUS_P);
  for (guint n = 1; n < size; n++)
    if (wy_board_get_status (board, n, 0) != (__builtin_ctz (n) % 2 ? WY_STATUS_P : WY_STATUS_N))
      g_error ("mark:k=2: %u is %s", n, wy_board_get_status (board, n, 0) == WY_STATUS_P ? "P" : "N");
  wy_board_unref (board);
}
