/* wy-diff-strip-block.c: the strip engine of the line families with block=Q
 * (wy_grundy_strip on nim, wythoff, fraenkel, wyt and wytc, wy-grundy-strip-block.c) against
 * a mex^Q computed here from the legal moves alone (br_is_move: the table of docs/spec.md),
 * against the dense block engine's board (wy-grundy-block.c) where both exist, and with
 * Q = 1 against the plain line strip byte for byte; Q = 1 on both sides of the choice
 * between the plain and the counted strip, and its limits; its length limit on both sides; the
 * refusals that remain (nimpq's typed blocking, misère play); and a row beyond the dense
 * board's cap through wy_sequence_terms. */
#include "config.h"

#include <string.h>

#include "wy-analysis-private.h"
#include "wy-diff.h"
#include "wy-engine.h"
#include "wy-solution.h"
#include "wy-solution-private.h"

static const BrFamily line_families[] = { BR_NIM, BR_WYTHOFF, BR_FRAENKEL, BR_WYT, BR_WYTC };

/* The widest bands asked of random_rule: band () goes up to 3 past the size it is given, and
 * a, b, c reach 1000 (c = 1003 from the size 1000 ended a long run's case 518468861). */
#define WIDEST 997u

/* A random line rule in normal play with block=Q: small Q mostly, sometimes beyond most
 * cells' options; wide bands now and then (band: relative to size). */
static void
line_rule (Case *c, BrRule *rule, guint i, guint size, int min_block)
{
  random_rule (c, rule, line_families[i % G_N_ELEMENTS (line_families)], size);
  rule->misere = FALSE;
  switch (pick (c, 0, 5))
    {
    case 0:
      rule->block = pick (c, MAX (min_block, 6), 300);
      break;
    case 1:
      rule->block = min_block;
      break;
    default:
      rule->block = pick (c, MAX (min_block, 2), 5);
      break;
    }
  case_rule (c, rule);
}

/* A random line rule, block=1 one case in five (the block strip itself). */
static void
line_rule_brute (Case *c, BrRule *rule, guint i, guint size)
{
  line_rule (c, rule, i, size, i % 5 == 4 ? 1 : 2);
}

/* The block strip itself, Q = 1 too (the descriptor sends nim's and wythoff's Q = 1 to the
 * plain strip). */
static gint32 *
block_strip (Case *c, const BrRule *rule, guint R, guint N, GError **error)
{
  return rule->block > 1 ? wy_grundy_strip (c->game, R, N, NULL, NULL, NULL, error)
                         : _wy_grundy_strip_lines_block (c->game, R, N, NULL, NULL, NULL, error);
}

/* Random R and N (the columns' windows move once the values pass 64), Q = 1 too. */
void
test_strip_block_brute (void)
{
  diff_strip_brute_cases ("line strip with block=Q", n_cases (40), line_rule_brute,
                          block_strip);
}

/* A random line rule with block=Q > 1 (bands up to the parameters' 1000). */
static void
line_rule_blocking (Case *c, BrRule *rule, guint i, guint size)
{
  line_rule (c, rule, i, MIN (size, WIDEST), 2);
}

/* The dense block engine's board (wy_grundy_lines_block) and the strip agree where both
 * exist. */
void
test_strip_block_board (void)
{
  diff_strip_board_cases ("line strip with block=Q and board", n_cases (12),
                          LIGHT ? 200 : long_mode () ? 1500 : 600, line_rule_blocking);
}

/* A line rule without blocking next to the strip's choice by bands
 * (_wy_grundy_strip_lines_counted): nim or wythoff (the plain strip below
 * WY_STRIP_COUNTED_ROWS rows) when counted is FALSE; else one of a = 2, b = 2, c = 2 just
 * past them, or bands up to wide (the counted strip at any rows), a narrow enough for the
 * plain strip's (x + 1)(2a - 1) a cell when plain_ok. */
static void
line_rule_routed (Case *c, BrRule *rule, gboolean counted, guint size, gboolean plain_ok)
{
  random_rule (c, rule, BR_WYTC, size);
  rule->misere = FALSE;
  rule->block = 1;
  if (!counted)
    {
      rule->family = pick (c, 0, 1) ? BR_NIM : BR_WYTHOFF;
      rule->a = rule->family == BR_WYTHOFF;
      rule->b = rule->c = 1;
    }
  else if (pick (c, 0, 2) > 0)
    {
      int past = pick (c, 0, 2);

      rule->a = past == 0 ? 2 : pick (c, 0, 1);
      rule->b = past == 1 ? 2 : 1;
      rule->c = past == 2 ? 2 : 1;
    }
  else
    {
      rule->b = MAX (rule->b, 2);
      rule->a = plain_ok ? MIN (rule->a, 12) : rule->a;
      rule->b = plain_ok ? MIN (rule->b, 40) : rule->b;
      rule->c = plain_ok ? MIN (rule->c, 12) : rule->c;
    }
  case_rule (c, rule);
  g_test_message ("  %s: the %s strip below %u rows", c->rule, counted ? "counted" : "plain",
                  WY_STRIP_COUNTED_ROWS);
  if (_wy_grundy_strip_lines_counted (c->game, 1) != counted)
    mismatch (c, "the %s strip expected", counted ? "counted" : "plain");
}

/* The strip the choice gives a line rule without blocking of R rows: counted for wide bands,
 * and for nim's and wythoff's from WY_STRIP_COUNTED_ROWS rows; checked against the choice. */
static gboolean
routed_counted (Case *c, gboolean wide, guint R)
{
  gboolean counted = wide || R >= WY_STRIP_COUNTED_ROWS;

  if (_wy_grundy_strip_lines_counted (c->game, R) != counted)
    mismatch (c, "%u rows: the %s strip expected", R, counted ? "counted" : "plain");
  return counted;
}

/* block=1: the block strip's counts give the plain strip's mex, byte for byte, on long
 * strips of random line games on both sides of the strip's choice, and the strip the
 * descriptor chooses is the same (wide bands with Q = 1 are in test_strip_lines_brute). */
void
test_strip_block_plain (void)
{
  guint n = n_cases (10);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      guint R, N;
      g_autoptr (GError) error = NULL;
      g_autofree gint32 *plain = NULL, *counted = NULL, *chosen = NULL;

      case_begin (&c, "line strip block=1, counted and plain");
      R = (guint) pick (&c, 1, 64);
      N = (guint) pick (&c, 1000, LIGHT ? 3000 : long_mode () ? 60000 : 12000);
      /* the plain strip costs (x + 1)(2a - 1) + c R a cell: narrow bands keep it short;
       * with b > 1 it scans from each column's low to the union's, N a cell */
      line_rule_routed (&c, &rule, i % 2, MIN (N, WIDEST), TRUE);
      routed_counted (&c, i % 2, R);
      if (rule.b > 1)
        N = MIN (N, 2500);
      N = MIN (N, wy_grundy_strip_game_max_length (c.game, R));
      g_test_message ("  strip %u x %u", R, N);
      plain = _wy_grundy_strip_lines_plain (c.game, R, N, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      counted = _wy_grundy_strip_lines_block (c.game, R, N, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      chosen = wy_grundy_strip (c.game, R, N, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      if (memcmp (plain, counted, (gsize) R * N * sizeof (gint32)) != 0)
        mismatch (&c, "strip %u x %u: the counted strip differs from the plain one", R, N);
      if (memcmp (plain, chosen, (gsize) R * N * sizeof (gint32)) != 0)
        mismatch (&c, "strip %u x %u: the chosen strip differs from the plain one", R, N);
      case_end (&c);
    }
}

/* A random line rule without blocking, on the plain strip's side of the choice (odd i) or
 * the counted strip's, bands up to size. */
static void
line_rule_either (Case *c, BrRule *rule, guint i, guint size)
{
  line_rule_routed (c, rule, i % 2 == 0, size, FALSE);
}

/* Q = 1 through the entry (wy_grundy_strip, the descriptor's choice) against the mex of the
 * legal moves, on both sides of the choice. */
void
test_strip_lines_brute (void)
{
  diff_strip_brute_cases ("line strip without blocking", n_cases (30), line_rule_either, NULL);
}

/* Nim's and wythoff's strips on both sides of the rows' seam (plain below
 * WY_STRIP_COUNTED_ROWS rows, counted from there), through the entry, against the mex of the
 * legal moves: R next to the seam mostly, up to WY_STRIP_MAX_ROWS now and then. */
void
test_strip_lines_rows (void)
{
  for (guint i = 0; i < n_cases (16); i++)
    {
      Case c = { 0 };
      BrRule rule;
      guint R, N, drawn;
      g_autoptr (GError) error = NULL;
      g_autofree gint32 *got = NULL;
      g_autofree int *want = NULL;

      case_begin (&c, "nim and wythoff strips next to the rows' seam");
      line_rule_routed (&c, &rule, FALSE, 1, FALSE);
      R = i % 4 == 3 ? (guint) pick (&c, 1, WY_STRIP_MAX_ROWS)
                     : WY_STRIP_COUNTED_ROWS + (guint) pick (&c, 0, 3) - 2;
      /* drawn once: MAX () evaluates its arguments twice */
      drawn = (guint) pick (&c, 1, LIGHT ? 150 : long_mode () ? 900 : 400);
      N = MAX (1, drawn / MAX (1, R / WY_STRIP_COUNTED_ROWS));
      g_test_message ("  %s, strip %u x %u, the %s strip", c.rule, R, N,
                      routed_counted (&c, FALSE, R) ? "counted" : "plain");
      got = wy_grundy_strip (c.game, R, N, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      want = diff_mex_rect (&rule, R, N);
      diff_compare_strip (&c, "the mex", got, R, N, want, R);
      case_end (&c);
    }
}

/* The length limit of a line family without blocking: the counted strip's cost model past
 * nim and wythoff (wyt:a=0,b=3 with 37 rows took 3.5 s for 11,371 values of a limit of
 * 379,839, wytc:a=319,b=2,c=3 with 28 rows 6.9 s for 10,360 of 663,265: the plain strip's
 * scan grows with the length), the plain strip's rows^2 * length budget for those two, whose
 * cell costs some R operations whatever the length; random games on both sides. */
void
test_strip_lines_limits (void)
{
  static const char *const wide[] = { "wyt:a=0,b=3", "wytc:a=319,b=2,c=3", "fraenkel:a=2",
                                      "fraenkel:a=1000", "wytc:a=1,b=1,c=1000",
                                      "wyt:a=1000,b=1000" };

  diff_strip_limits (wide, G_N_ELEMENTS (wide));
  for (guint i = 0; i < n_cases (40); i++)
    {
      Case c = { 0 };
      BrRule rule;
      guint R, max;
      gboolean counted;

      case_begin (&c, "line strip limit without blocking");
      R = (guint) pick (&c, 1, WY_STRIP_MAX_ROWS);
      line_rule_routed (&c, &rule, i % 2, WIDEST, FALSE);
      counted = routed_counted (&c, i % 2, R);
      max = wy_grundy_strip_game_max_length (c.game, R);
      g_test_message ("  %u rows: up to %u", R, max);
      if (counted && max != _wy_grundy_strip_lines_block_max_length (c.game, R))
        mismatch (&c, "%u rows: not the counted strip's limit", R);
      if (!counted && (max != wy_grundy_strip_max_length (R)
                       || (guint64) R * R * max > WY_STRIP_MAX_WORK))
        mismatch (&c, "%u rows: %u is not the plain strip's budget", R, max);
      if (max < 100 || (guint64) R * max > WY_STRIP_MAX_CELLS)
        mismatch (&c, "%u rows: %u is out of the cells' range", R, max);
      case_end (&c);
    }
}

/* The longest strip is accepted and one more refused, naming the range and the game;
 * nimpq's typed blocking and misère play are refused, the message naming the families
 * that have a strip. */
void
test_strip_block_limits (void)
{
  static const char *const rules[] = { "wythoff:block=2", "nim:block=1000", "fraenkel:a=7,block=3",
                                       "wyt:a=1000,b=1000,block=1000",
                                       "wytc:a=3,b=2,c=1000,block=5" };
  g_autoptr (WyGame) misere = wy_game_parse ("wythoff:play=misere", NULL);
  g_autoptr (WyGame) typed = wy_game_parse ("nimpq:p=2,q=3", NULL);
  g_autoptr (GError) error = NULL;

  diff_strip_limits (rules, G_N_ELEMENTS (rules));
  g_assert_false (wy_grundy_strip_check (typed, 4, 100, &error));
  g_assert_nonnull (strstr (error->message, "rows of its P-set are finite"));
  g_clear_error (&error);
  g_assert_false (wy_grundy_strip_check (misere, 4, 100, &error));
  g_assert_nonnull (strstr (error->message, "line families"));
  g_assert_nonnull (strstr (error->message, "block=Q too"));
  g_clear_error (&error);
}

/* A row of wythoff:block=3 through wy_sequence_terms: beyond the dense board's cap, and
 * equal to the board's row on the board. */
void
test_strip_block_sequence (void)
{
  diff_strip_sequence ("wythoff:block=3", 2);
}
