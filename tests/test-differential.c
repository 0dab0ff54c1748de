/* test-differential.c: the core against an independent brute force (wy-brute.c), on random rules.
 *
 * Every family, every reading of nimpq's blocking, misere play, random small
 * parameters (a = 0 and bands wider than the board included): status and
 * step of every cell, the P_j, Grundy values, winning moves and P-options
 * of full small boards; and regions near the origin of boards on both sides
 * of every internal size switch (dense up to WY_BOARD_DENSE_MAX, sparse
 * beyond; WY_NEED_STEPS's sparse board at small sizes; the one-pile fast
 * path and its chunks). A cell's status and step depend only on the cells
 * below-left of it, so a region near the origin of a large board must equal
 * the brute force of that region.
 *
 * Each case draws its own seed from g_test_rand_int () and logs it with the
 * rule: rerun the program with --seed (printed by GLib) to repeat a run, or
 * set WY_DIFF_SEED to one case's seed to repeat that case. `-m slow` or
 * WY_DIFF_LONG=1 runs many more cases. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wy-board.h"
#include "wy-brute.h"
#include "wy-diff3.h"
#include "wy-one-pile-bytes.h"
#include "wy-test-solve.h"

/* Sanitizers and unoptimised builds are several times slower: fewer cases. */
#if defined(__SANITIZE_ADDRESS__) || !defined(__OPTIMIZE__)
#define LIGHT 1
#else
#define LIGHT 0
#endif

static gboolean
long_mode (void)
{
  return g_test_slow () || g_strcmp0 (g_getenv ("WY_DIFF_LONG"), "1") == 0;
}

/* How many cases: normal, or many more in long mode, or few when light. */
static guint
n_cases (guint normal)
{
  if (long_mode ())
    return normal * 20;
  return LIGHT ? MAX (normal / 5, 1) : normal;
}

typedef struct {
  GRand  *rand;
  guint32 seed;
  char   *rule;
  WyGame *game;   /* the rule, parsed once (gamma's parse is slow) */
  guint   failures;
} Case;

static int
pick (Case *c, int lo, int hi)
{
  return g_rand_int_range (c->rand, lo, hi + 1);
}

/* Small values mostly, sometimes large relative to the board. */
static int
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

static void
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

static void
case_begin (Case *c, const char *what)
{
  const char *fixed = g_getenv ("WY_DIFF_SEED");

  c->seed = fixed ? (guint32) strtoul (fixed, NULL, 10) : (guint32) g_test_rand_int ();
  c->rand = g_rand_new_with_seed (c->seed);
  c->rule = NULL;
  g_test_message ("%s: case seed %u (WY_DIFF_SEED=%u repeats it)", what, c->seed, c->seed);
}

static void
case_end (Case *c)
{
  g_rand_free (c->rand);
  g_free (c->rule);
  c->rule = NULL;
  g_clear_pointer (&c->game, wy_game_free);
}

static void
case_rule (Case *c, const BrRule *rule)
{
  g_autoptr (GError) error = NULL;

  c->rule = br_rule_string (rule);
  c->game = wy_game_parse (c->rule, &error);
  g_assert_no_error (error);
}

/* Report a disagreement (the first few of a case), fail the test, go on. */
G_GNUC_PRINTF (2, 3) static void
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

static const char *
status_name (guint8 s)
{
  return s == BR_P ? "P" : s == BR_N ? "N" : "-";
}

/* The core's board of a rule; the game is freed at once, so a board that
 * kept a pointer to it would be caught (under ASan). */
static WyBoard *
core_solve (Case *c, guint size, WyNeeds flags, GError **error)
{
  WyGame *game = wy_game_copy (c->game);
  WyBoard *board;

  board = wy_test_solve (game, size, flags, NULL, NULL, NULL, error);
  wy_game_free (game);
  return board;
}

static guint8
core_status (WyStatus s)
{
  return s == WY_STATUS_P ? BR_P : s == WY_STATUS_N ? BR_N : BR_NONE;
}

/* Status and step of the cells x, y < region. */
static void
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

/* The bulk reads (wy-board-bytes.c: the board's storage, or a sparse
 * board's sweep) cell by cell against the brute force. */
static void
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
static void
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
static void
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

static void
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
static void
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
static void
run_full_board (Case *c, const BrRule *rule, guint size)
{
  case_rule (c, rule);
  g_test_message ("  %s, size %u", c->rule, size);
  g_test_timer_start ();
  full_board (c, rule, size);
  g_test_message ("  %.3f s", g_test_timer_elapsed ());
  case_end (c);
}

static void
test_full_boards (void)
{
  guint n = n_cases (12);

  for (guint f = 0; f < BR_CUSTOM; f++)
    for (guint i = 0; i < n; i++)
      {
        Case c = { 0 };
        BrRule rule;
        guint size;
        case_begin (&c, br_family_name (f));
        size = f == BR_IMITATION ? (guint) pick (&c, 4, 9)
               : br_family_one_pile (f) ? (guint) pick (&c, 1, 300)
               : (guint) pick (&c, 1, long_mode () ? 40 : 26);
        random_rule (&c, &rule, f, size);
        run_full_board (&c, &rule, size);
      }
}

/* (s,t)-Wythoff, Restricted and Gamma_i with block=Q: Q small, or beyond
 * most cells' count of options (boards nearly all P, steps up to x+y+1),
 * t sometimes wide; status, step, P_j, P-options and f^Q of every cell. */
static void
test_cone_block (void)
{
  static const BrFamily families[] = { BR_STWYTHOFF, BR_RESTRICTED, BR_GAMMA };
  guint n = n_cases (24);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      guint size;
      case_begin (&c, "cone block=Q");
      size = (guint) pick (&c, 1, long_mode () ? 48 : LIGHT ? 24 : 40);
      random_rule (&c, &rule, families[i % G_N_ELEMENTS (families)], size);
      rule.misere = FALSE;
      if (pick (&c, 0, 2) == 0)
        rule.t = pick (&c, 1, 2 * size + 3);
      if (pick (&c, 0, 3) == 0)
        rule.s = pick (&c, 1, size + 3);
      switch (pick (&c, 0, 3))
        {
        case 0:
          rule.block = pick (&c, 2, 4);
          break;
        case 1:
          rule.block = pick (&c, 5, 3 * size + 5);
          break;
        case 2:
          rule.block = pick (&c, 2, size * size / 4 + 2);
          break;
        default:
          rule.block = 1000;
          break;
        }
      run_full_board (&c, &rule, size);
    }
}

/* nim, wythoff, fraenkel, wyt and wytc with block=Q (the sparse sweep of
 * wy-sparse-block.c beside the stored board): Q small, around the word
 * masks' limit (64) or beyond most cells' count of moves; boards on both
 * sides of a word (64 cells); status, step, P_j, P-options and f^Q. */
static void
test_line_block (void)
{
  static const BrFamily families[] = { BR_NIM, BR_WYTHOFF, BR_FRAENKEL, BR_WYT, BR_WYTC };
  static const int block[4][2] = { { 2, 4 }, { 5, 40 }, { 63, 66 }, { 67, 1000 } };
  guint n = n_cases (30);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      guint size, k;
      case_begin (&c, "line block=Q");
      size = pick (&c, 0, 3) == 0 ? (guint) pick (&c, 63, 66)
             : (guint) pick (&c, 1, long_mode () ? 48 : LIGHT ? 24 : 40);
      random_rule (&c, &rule, families[i % G_N_ELEMENTS (families)], size);
      rule.misere = FALSE;
      k = (guint) pick (&c, 0, 3);
      rule.block = pick (&c, block[k][0], block[k][1]);
      run_full_board (&c, &rule, size);
    }
}

/* nimpq under every reading, with the parameters where they differ. */
static void
test_blocking_readings (void)
{
  guint n = n_cases (400);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      guint size;
      case_begin (&c, "nimpq");
      size = pick (&c, 8, 24);
      random_rule (&c, &rule, BR_NIMPQ, size);
      rule.p = pick (&c, 1, long_mode () ? 8 : 5);
      rule.q = pick (&c, 2, long_mode () ? 8 : 5);
      rule.a = pick (&c, 0, 3);
      rule.b = pick (&c, 1, 4);
      case_rule (&c, &rule);
      g_test_message ("  %s, size %u", c.rule, size);
      full_board (&c, &rule, size);
      case_end (&c);
    }
}

/* A region near the origin of a large board (either side of the
 * dense/sparse switch) against the brute force of that region. */
static void
large_region (Case *c, const BrRule *rule, guint size, guint region)
{
  g_autoptr (GError) error = NULL;
  guint max = wy_solve_max_size (c->game, WY_NEED_ELIMINATION, NULL);
  BrBoard *ref;
  WyBoard *board;
  if (size > max)
    {
      /* refused with the limit named, never approximated */
      g_autofree char *limit = g_strdup_printf ("%u", max);
      board = core_solve (c, size, WY_NEED_ELIMINATION, &error);
      g_assert_null (board);
      g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
      g_assert_nonnull (strstr (error->message, limit));
      return;
    }
  ref = br_solve (rule, region, FALSE);
  board = core_solve (c, size, WY_NEED_ELIMINATION, &error);
  g_assert_no_error (error);
  compare_cells (c, wy_board_is_sparse (board) ? "sparse" : "dense", board, ref, region);
  for (guint y = 0; y < region; y += 2)
    for (guint x = 0; x < region; x += 3)
      compare_moves (c, rule, board, ref, x, y);
  wy_board_unref (board);
  br_board_free (ref);
}

static BrFamily
line_family (Case *c)
{
  static const BrFamily lines[] = { BR_NIM, BR_WYTHOFF, BR_FRAENKEL, BR_WYT, BR_WYTC,
                                    BR_NIMPQ, BR_NIMPQ, BR_NIMPQ };
  return lines[pick (c, 0, G_N_ELEMENTS (lines) - 1)];
}

/* Just above the switch: the sparse board (or, for readings without a
 * sparse method, the dense one or a refusal). */
static void
test_above_dense_max (void)
{
  guint n = n_cases (24);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      guint size;
      case_begin (&c, "above the dense maximum");
      size = WY_BOARD_DENSE_MAX + (guint) pick (&c, 1, 3);
      random_rule (&c, &rule, line_family (&c), 20);
      /* a few reading=abstract/sec7 boards take seconds: not too many */
      if (rule.family == BR_NIMPQ && rule.reading != BR_LINECOUNT && pick (&c, 0, 3) > 0)
        rule.reading = BR_LINECOUNT;
      case_rule (&c, &rule);
      g_test_message ("  %s, size %u", c.rule, size);
      large_region (&c, &rule, size, long_mode () ? 32 : 20);
      case_end (&c);
    }
}

/* At the switch: the largest dense board (a few seconds each). */
static void
test_at_dense_max (void)
{
  guint n = long_mode () ? 20 : LIGHT ? 1 : 3;

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      case_begin (&c, "at the dense maximum");
      random_rule (&c, &rule, line_family (&c), 20);
      rule.a = MIN (rule.a, 3);
      rule.b = MIN (rule.b, 3);
      rule.c = MIN (rule.c, 3);
      case_rule (&c, &rule);
      g_test_message ("  %s, size %u", c.rule, WY_BOARD_DENSE_MAX);
      large_region (&c, &rule, WY_BOARD_DENSE_MAX, long_mode () ? 32 : 20);
      case_end (&c);
    }
}

/* At the other size caps (per-cell Grundy values of the line families,
 * the cone families, Imitation's state graph): a region near the origin of
 * the largest board allowed, statuses, steps and Grundy values. */
static void
test_at_caps (void)
{
  static const BrFamily families[] = { BR_WYT, BR_IMITATION, BR_STWYTHOFF, BR_NIMPQ,
                                       BR_RESTRICTED, BR_GAMMA };
  guint n = long_mode () ? G_N_ELEMENTS (families) * 3 : LIGHT ? 1 : 2;

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      case_begin (&c, "at a size cap");
      random_rule (&c, &rule, families[i % G_N_ELEMENTS (families)], 16);
      rule.misere = FALSE;
      case_rule (&c, &rule);
      for (guint grundy = 0; grundy < 2; grundy++)
        {
          g_autoptr (GError) error = NULL;
          WyNeeds flags = WY_NEED_ELIMINATION | (grundy ? WY_NEED_GRUNDY : 0);
          guint max = wy_solve_max_size (c.game, flags, NULL);
          if (grundy && !br_has_grundy (&rule))
            continue;
          /* the sparse board has no cap of this kind */
          if (!grundy && wy_test_has_quick (c.game))
            continue;
          g_test_message ("  %s, size %u%s", c.rule, max, grundy ? " with Grundy values" : "");
          BrBoard *ref = br_solve (&rule, 16, grundy);
          WyBoard *board = core_solve (&c, max, flags, &error);
          g_assert_no_error (error);
          compare_cells (&c, "at the cap", board, ref, 16);
          for (guint y = 0; grundy && y < 16; y++)
            for (guint x = 0; x < 16; x++)
              if (wy_board_get_grundy (board, x, y) != ref->grundy[y * 16 + x])
                mismatch (&c, "size %u: (%u,%u) has Grundy value %d, brute force %d", max, x, y,
                          wy_board_get_grundy (board, x, y), ref->grundy[y * 16 + x]);
          wy_board_unref (board);
          br_board_free (ref);
          g_assert_null (core_solve (&c, max + 1, flags, &error));
          g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
        }
      case_end (&c);
    }
}

/* The cases, by name. */
static void
test_known_cases (void)
{
  static const struct {
    const char *rule;
    guint size, x, y;
    WyStatus status;
    guint step;
  } cases[] = {
    /* its one move into P_1 can be blocked: N at step 2 on every board */
    { "nimpq:reading=sec7,p=2,q=2", 4097, 2, 0, WY_STATUS_N, 2 },
    { "nimpq:reading=sec7,p=2,q=2", 4096, 2, 0, WY_STATUS_N, 2 },
    { "nimpq:reading=abstract,p=2,q=2", 4097, 2, 0, WY_STATUS_N, 2 },
    { "nimpq:reading=sec7,p=2,q=2", 30, 2, 0, WY_STATUS_N, 2 },
    /* a = 0: no diagonal-type moves, (1,1) -> (0,0) is unblockable under sec7 */
    { "nimpq:a=0,b=2,p=2,q=2,reading=sec7", 30, 1, 1, WY_STATUS_N, 1 },
    { "nimpq:a=0,b=2,p=2,q=2,reading=sec7", 4097, 1, 1, WY_STATUS_N, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      WyGame *game = wy_game_parse (cases[i].rule, &error);
      WyBoard *board;
      guint step = 0;

      g_assert_no_error (error);
      if (cases[i].size > wy_solve_max_size (game, WY_NEED_ELIMINATION, NULL))
        {
          wy_game_free (game);
          continue;
        }
      board = wy_test_solve (game, cases[i].size, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error);
      wy_game_free (game);
      g_assert_no_error (error);
      g_assert_cmpint (wy_board_get_cell (board, cases[i].x, cases[i].y, &step), ==,
                       cases[i].status);
      g_assert_cmpuint (step, ==, cases[i].step);
      wy_board_unref (board);
    }
}

/* Is (x, y) on the ray of a step line? */
static gboolean
on_line (const WyLine *l, guint x, guint y)
{
  gint64 dx = (gint64) x - l->x0, dy = (gint64) y - l->y0, t;

  if (l->ux == 0 && l->uy == 0)
    return dx == 0 && dy == 0;
  t = l->ux != 0 ? dx / l->ux : dy / l->uy;
  return t >= 0 && dx == t * l->ux && dy == t * l->uy && (l->length == 0 || t < l->length);
}

/* The step lines of nimpq and the line families: each runs through a
 * P-position of P_j, every cell of N_j lies on one; under abstract and
 * sec7 (where they differ from linecount) each line also holds a cell of
 * N_j whose move into the line's P-position is legal: the lines are those
 * of the reading's own elimination. */
static void step_lines_board (Case *c, const BrRule *rule, const WyBoard *board,
                              const BrBoard *ref);

static void
step_lines_case (Case *c, const BrRule *rule, guint size)
{
  BrBoard *ref = br_solve (rule, size, FALSE);

  /* the stored board, and the sparse one where the game has it */
  for (guint quick = 0; quick < 2; quick++)
    {
      g_autoptr (GError) error = NULL;
      WyBoard *board = core_solve (c, size, quick ? WY_NEED_STEPS : WY_NEED_ELIMINATION, &error);
      g_assert_no_error (error);
      step_lines_board (c, rule, board, ref);
      wy_board_unref (board);
    }
  br_board_free (ref);
}

static void
step_lines_board (Case *c, const BrRule *rule, const WyBoard *board, const BrBoard *ref)
{
  guint size = ref->size;
  gboolean own = rule->family == BR_NIMPQ && rule->reading != BR_LINECOUNT
                 && (rule->p > 1 || rule->q > 1) && !(rule->a == 1 && rule->b == 1);

  for (guint j = 1; j <= ref->n_steps; j++)
    {
      g_autoptr (GArray) lines = wy_board_list_step_lines (board, j);
      for (guint i = 0; i < lines->len; i++)
        {
          const WyLine *l = &g_array_index (lines, WyLine, i);
          guint o = br_index (ref, l->origin.x, l->origin.y);
          gboolean eliminates = FALSE;
          if (ref->status[o] != BR_P || ref->step[o] != j)
            mismatch (c, "step %u: a line through (%u,%u), not in P_%u", j, l->origin.x,
                      l->origin.y, j);
          for (guint y = 0; y < size; y++)
            for (guint x = 0; x < size; x++)
              eliminates |= on_line (l, x, y) && ref->status[br_index (ref, x, y)] == BR_N
                            && ref->step[br_index (ref, x, y)] == j && x >= l->origin.x
                            && y >= l->origin.y
                            && br_is_move (rule, x, y, x - l->origin.x, y - l->origin.y);
          if (own && !eliminates)
            mismatch (c, "step %u: the %s line from (%u,%u) along (%d,%d) eliminates no cell "
                      "of N_%u", j, wy_line_kind_get_name (l->kind), l->x0, l->y0, l->ux,
                      l->uy, j);
        }
      for (guint y = 0; y < size; y++)
        for (guint x = 0; x < size; x++)
          {
            guint k = br_index (ref, x, y);
            gboolean covered = FALSE;
            if (ref->status[k] != BR_N || ref->step[k] != j || (x == 0 && y == 0))
              continue;
            for (guint i = 0; i < lines->len && !covered; i++)
              covered = on_line (&g_array_index (lines, WyLine, i), x, y);
            if (!covered)
              mismatch (c, "step %u: (%u,%u) is in N_%u but on no step line", j, x, y, j);
          }
    }
}

static void
test_step_lines (void)
{
  guint n = n_cases (30);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      guint size;
      case_begin (&c, "step lines");
      size = pick (&c, 6, 22);
      random_rule (&c, &rule, i % 2 ? BR_NIMPQ : line_family (&c), size);
      if (rule.family == BR_NIMPQ)
        {
          rule.a = pick (&c, 0, 3);
          rule.b = pick (&c, 1, 3);
          rule.reading = (BrReading) (i / 2 % 3);
        }
      case_rule (&c, &rule);
      g_test_message ("  %s, size %u", c.rule, size);
      step_lines_case (&c, &rule, size);
      case_end (&c);
    }
}

/* The brute force itself against the facts docs/spec.md states. */
static void
test_brute_checks (void)
{
  BrRule wyt = { BR_WYT, .a = 1, .b = 2 }, nimpq = { BR_NIMPQ, .a = 1, .b = 1, .p = 2, .q = 1 };
  BrBoard *w = br_solve (&wyt, 23, FALSE), *n = br_solve (&nimpq, 23, FALSE);
  BrRule mark = { BR_MARK, .k = 2 };
  BrBoard *m = br_solve (&mark, 24, TRUE);
  /* paper 004: g(0..23) of Mark */
  static const int mark_g[24] = { 0, 1, 0, 2, 1, 2, 0, 1, 0, 2, 0, 1, 2, 1, 0, 2, 1, 2,
                                   0, 1, 2, 1, 0, 2 };

  /* wyt a=1,b=2 on 23 x 23: P_2 = {(2,3),(3,2)}, P_3 = {(5,7),(7,5)}, 6 steps */
  g_assert_cmpuint (w->n_steps, ==, 6);
  g_assert_cmpuint (w->status[3 * 23 + 2], ==, BR_P);
  g_assert_cmpuint (w->step[3 * 23 + 2], ==, 2);
  g_assert_cmpuint (w->step[5 * 23 + 7], ==, 3);
  /* NIM^{2,1}_{1,1}: P_2 = {(1,1)}, P_3 = {(2,3),(3,2)}, 11 steps, (2,2) in N_2 */
  g_assert_cmpuint (n->n_steps, ==, 11);
  g_assert_cmpuint (n->status[24], ==, BR_P);
  g_assert_cmpuint (n->step[24], ==, 2);
  g_assert_cmpuint (n->step[3 * 23 + 2], ==, 3);
  g_assert_cmpuint (n->status[48], ==, BR_N);
  g_assert_cmpuint (n->step[48], ==, 2);
  for (guint x = 0; x < 24; x++)
    g_assert_cmpint (m->grundy[x], ==, mark_g[x]);
  /* imitation: starting outcomes equal nimpq with that p and q = a = b = 1 */
  for (int p = 1; p <= 3; p++)
    {
      BrRule im = { BR_IMITATION, .p = p }, nq = { BR_NIMPQ, .a = 1, .b = 1, .p = p, .q = 1 };
      BrBoard *bi = br_solve (&im, 12, FALSE), *bn = br_solve (&nq, 12, FALSE);
      g_assert_cmpmem (bi->status, 144, bn->status, 144);
      br_board_free (bi);
      br_board_free (bn);
    }
  br_board_free (w);
  br_board_free (n);
  br_board_free (m);
}

/* reading=abstract/sec7 where they differ from linecount: exact dense
 * boards up to WY_BOARD_DENSE_MAX, beyond it a refusal naming the limit;
 * where they coincide (a = b = 1), the sparse board. */
static void
test_reading_cap (void)
{
  static const char *rules[] = { "nimpq:p=3,q=2,a=2,b=2,reading=abstract",
                                 "nimpq:p=3,q=2,a=2,b=2,reading=sec7",
                                 "nimpq:a=0,b=2,p=2,q=2,reading=sec7" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (GError) error = NULL;
      WyGame *game = wy_game_parse (rules[i], &error);
      g_autofree char *limit = g_strdup_printf ("%u", WY_BOARD_DENSE_MAX);

      g_assert_no_error (error);
      g_assert_cmpuint (wy_solve_max_size (game, WY_NEED_ELIMINATION, NULL), ==, WY_BOARD_DENSE_MAX);
      g_assert_null (wy_test_solve (game, WY_BOARD_DENSE_MAX + 1, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
      g_assert_nonnull (strstr (error->message, limit));
      wy_game_free (game);
    }
  WyGame *same = wy_game_parse ("nimpq:p=3,q=2,reading=abstract", NULL);
  g_assert_true (wy_test_has_quick (same));
  g_assert_cmpuint (wy_solve_max_size (same, WY_NEED_ELIMINATION, NULL), >, WY_BOARD_DENSE_MAX);
  wy_game_free (same);
}

/* The one-pile fast path (a byte per position, in chunks of 2^24) against
 * the brute force, and against the plain recursion across a chunk edge. */
static void
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

static void
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
static void
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
static void
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

/* ---- rules of your own (docs/rules.md) ----
 *
 * Random expressions are trees built here, printed for the core and
 * evaluated here by the tests' own reading of the language (floor division
 * and modulo; a division by zero or a 64-bit overflow on the evaluated
 * path makes the move illegal), then solved by the brute force through its
 * move callback. */

typedef enum {
  E_CONST, E_DX, E_DY, E_X, E_Y,
  E_NEG, E_NOT, E_ABS,
  E_ADD, E_SUB, E_MUL, E_DIV, E_MOD,
  E_LT, E_LE, E_GT, E_GE, E_EQ, E_NE, E_AND, E_OR, E_MIN, E_MAX,
} EOp;

typedef struct ENode {
  EOp           op;
  gint64        value;
  struct ENode *a, *b;
} ENode;

static void
enode_free (ENode *e)
{
  if (!e)
    return;
  enode_free (e->a);
  enode_free (e->b);
  g_free (e);
}

static ENode *
enode (EOp op, ENode *a, ENode *b, gint64 value)
{
  ENode *e = g_new0 (ENode, 1);
  e->op = op;
  e->a = a;
  e->b = b;
  e->value = value;
  return e;
}

/* An arithmetic term over the variables (one pile: d and n only). */
static ENode *
random_term (Case *c, guint depth, gboolean one_pile)
{
  static const EOp vars2[] = { E_DX, E_DY, E_X, E_Y }, vars1[] = { E_DX, E_X };
  int kind = depth == 0 ? pick (c, 0, 2) : pick (c, 0, 9);

  if (kind <= 1)
    return one_pile ? enode (vars1[pick (c, 0, 1)], NULL, NULL, 0)
                    : enode (vars2[pick (c, 0, 3)], NULL, NULL, 0);
  if (kind == 2)
    /* small constants mostly; now and then one that overflows a product */
    return enode (E_CONST, NULL, NULL, pick (c, 0, 30) == 0 ? G_MAXINT64 / 2 : pick (c, 0, 6));
  if (kind == 3)
    return enode (pick (c, 0, 1) ? E_NEG : E_ABS, random_term (c, depth - 1, one_pile), NULL, 0);
  {
    static const EOp ops[] = { E_ADD, E_SUB, E_MUL, E_DIV, E_MOD, E_MIN, E_MAX };
    EOp op = ops[pick (c, 0, G_N_ELEMENTS (ops) - 1)];
    return enode (op, random_term (c, depth - 1, one_pile), random_term (c, depth - 1, one_pile),
                  0);
  }
}

/* A condition: comparisons of terms joined by && || !. */
static ENode *
random_condition (Case *c, guint depth, gboolean one_pile)
{
  int kind = depth == 0 ? 0 : pick (c, 0, 4);

  if (kind <= 1)
    {
      EOp op = (EOp) pick (c, E_LT, E_NE);
      return enode (op, random_term (c, pick (c, 0, 2), one_pile),
                    random_term (c, pick (c, 0, 2), one_pile), 0);
    }
  if (kind == 2)
    return enode (E_NOT, random_condition (c, depth - 1, one_pile), NULL, 0);
  return enode (pick (c, 0, 2) ? E_OR : E_AND, random_condition (c, depth - 1, one_pile),
                random_condition (c, depth - 1, one_pile), 0);
}

/* Fully parenthesised; the core prints its own canonical form. */
static void
enode_print (const ENode *e, gboolean one_pile, GString *out)
{
  static const char *const text[] = {
    [E_NEG] = "-", [E_NOT] = "!", [E_ABS] = "abs", [E_ADD] = "+", [E_SUB] = "-", [E_MUL] = "*",
    [E_DIV] = "/", [E_MOD] = "%", [E_LT] = "<", [E_LE] = "<=", [E_GT] = ">", [E_GE] = ">=",
    [E_EQ] = "==", [E_NE] = "!=", [E_AND] = "&&", [E_OR] = "||", [E_MIN] = "min",
    [E_MAX] = "max",
  };

  switch (e->op)
    {
    case E_CONST: g_string_append_printf (out, "%" G_GINT64_FORMAT, e->value); return;
    case E_DX: g_string_append (out, one_pile ? "d" : "dx"); return;
    case E_DY: g_string_append (out, "dy"); return;
    case E_X: g_string_append (out, one_pile ? "n" : "x"); return;
    case E_Y: g_string_append (out, "y"); return;
    case E_NEG: case E_NOT:
      g_string_append_printf (out, "%s(", text[e->op]);
      enode_print (e->a, one_pile, out);
      g_string_append_c (out, ')');
      return;
    case E_ABS: case E_MIN: case E_MAX:
      g_string_append_printf (out, "%s(", text[e->op]);
      enode_print (e->a, one_pile, out);
      if (e->b)
        {
          g_string_append (out, ", ");
          enode_print (e->b, one_pile, out);
        }
      g_string_append_c (out, ')');
      return;
    default:
      g_string_append_c (out, '(');
      enode_print (e->a, one_pile, out);
      g_string_append_printf (out, " %s ", text[e->op]);
      enode_print (e->b, one_pile, out);
      g_string_append_c (out, ')');
      return;
    }
}

/* FALSE: a division by zero or an overflow on the evaluated path. */
static gboolean
enode_eval (const ENode *e, const gint64 *var, gint64 *v)
{
  gint64 a = 0, b = 0;

  switch (e->op)
    {
    case E_CONST: *v = e->value; return TRUE;
    case E_DX: case E_DY: case E_X: case E_Y: *v = var[e->op - E_DX]; return TRUE;
    case E_AND: case E_OR:
      if (!enode_eval (e->a, var, &a))
        return FALSE;
      if ((e->op == E_OR) == (a != 0))
        {
          *v = a != 0;
          return TRUE;
        }
      if (!enode_eval (e->b, var, &b))
        return FALSE;
      *v = b != 0;
      return TRUE;
    default:
      break;
    }
  if (!enode_eval (e->a, var, &a) || (e->b && !enode_eval (e->b, var, &b)))
    return FALSE;
  switch (e->op)
    {
    case E_NEG: return !__builtin_sub_overflow ((gint64) 0, a, v);
    case E_NOT: *v = !a; return TRUE;
    case E_ABS:
      if (a == G_MININT64)
        return FALSE;
      *v = a < 0 ? -a : a;
      return TRUE;
    case E_ADD: return !__builtin_add_overflow (a, b, v);
    case E_SUB: return !__builtin_sub_overflow (a, b, v);
    case E_MUL: return !__builtin_mul_overflow (a, b, v);
    case E_DIV:
      if (b == 0 || (a == G_MININT64 && b == -1))
        return FALSE;
      /* floor: round toward minus infinity */
      *v = a / b;
      if ((a % b != 0) && ((a < 0) != (b < 0)))
        *v -= 1;
      return TRUE;
    case E_MOD:
      if (b == 0)
        return FALSE;
      /* floor modulo: the sign of b */
      *v = b == -1 ? 0 : a % b;
      if (*v != 0 && ((*v < 0) != (b < 0)))
        *v += b;
      return TRUE;
    case E_LT: *v = a < b; return TRUE;
    case E_LE: *v = a <= b; return TRUE;
    case E_GT: *v = a > b; return TRUE;
    case E_GE: *v = a >= b; return TRUE;
    case E_EQ: *v = a == b; return TRUE;
    case E_NE: *v = a != b; return TRUE;
    case E_MIN: *v = MIN (a, b); return TRUE;
    case E_MAX: *v = MAX (a, b); return TRUE;
    default: g_assert_not_reached ();
    }
}

static gboolean
enode_move (gpointer data, guint x, guint y, guint dx, guint dy)
{
  gint64 var[4] = { dx, dy, x, y }, v;

  return enode_eval (data, var, &v) && v != 0;
}

/* A random rule of your own, its string in c->rule; the brute force's rule
 * calls back into the tree. */
static ENode *
random_custom (Case *c, BrRule *r, gboolean one_pile)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  ENode *e = random_condition (c, pick (c, 1, 3), one_pile);

  /* most rules keep a move that empties nothing at once: one token away */
  if (pick (c, 0, 2))
    e = enode (E_OR, enode (E_LE, enode (E_DX, NULL, NULL, 0),
                            enode (E_CONST, NULL, NULL, pick (c, 1, 2)), 0), e, 0);
  memset (r, 0, sizeof *r);
  r->family = BR_CUSTOM;
  r->custom_move = enode_move;
  r->custom_data = e;
  r->custom_one_pile = one_pile;
  r->misere = pick (c, 0, 4) == 0;
  r->block = !r->misere && pick (c, 0, 3) == 0 ? pick (c, 2, 4) : 1;
  g_string_append (text, one_pile ? "pile:rule=(" : "moves:rule=(");
  enode_print (e, one_pile, text);
  g_string_append_c (text, ')');
  if (r->block > 1)
    g_string_append_printf (text, ",block=%d", r->block);
  if (r->misere)
    g_string_append (text, ",play=misere");
  c->rule = g_strdup (text->str);
  c->game = wy_game_parse (c->rule, &error);
  g_assert_no_error (error);
  return e;
}

/* The Grundy values alone (the engine without steps) against the brute force. */
static void
grundy_only (Case *c, const BrRule *rule, guint size)
{
  g_autoptr (GError) error = NULL;
  BrBoard *ref;
  WyBoard *board;

  if (!br_has_grundy (rule))
    return;
  ref = br_solve (rule, size, TRUE);
  board = core_solve (c, size, WY_NEED_GRUNDY, &error);
  g_assert_no_error (error);
  compare_grundy (c, board, ref);
  wy_board_unref (board);
  br_board_free (ref);
}

/* Random expressions, two piles and one, with block=Q and misère play:
 * every cell, step, P_j, P-option and Grundy value. */
static void
test_rules_random (void)
{
  guint n = n_cases (400);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      gboolean one_pile = i % 4 == 3;
      guint size;
      ENode *e;

      case_begin (&c, one_pile ? "pile:rule" : "moves:rule");
      size = one_pile ? (guint) pick (&c, 1, 120) : (guint) pick (&c, 1, LIGHT ? 12 : 20);
      e = random_custom (&c, &rule, one_pile);
      g_test_message ("  %s, size %u", c.rule, size);
      full_board (&c, &rule, size);
      grundy_only (&c, &rule, size);
      case_end (&c);
      enode_free (e);
    }
}

/* Pattern rules made of lines (rows, columns, diagonals to the board's
 * edge, bands) and a random remainder, on boards of 64 and more, where the
 * Grundy values are swept along the pattern's runs (the engine's seam at
 * 64 rows): every value against the brute force. */
static ENode *
random_line (Case *c)
{
#define DX enode (E_DX, NULL, NULL, 0)
#define DY enode (E_DY, NULL, NULL, 0)
#define K(lo, hi) enode (E_CONST, NULL, NULL, pick (c, lo, hi))
  switch (pick (c, 0, 4))
    {
    case 0: return enode (E_EQ, DX, K (0, 3), 0);
    case 1: return enode (E_EQ, DY, K (0, 3), 0);
    case 2: return enode (E_EQ, DX, enode (E_ADD, DY, K (0, 3), 0), 0);
    case 3: return enode (E_EQ, DY, enode (E_ADD, DX, K (0, 3), 0), 0);
    default: return enode (E_LT, enode (E_ABS, enode (E_SUB, DX, DY, 0), NULL, 0), K (1, 3), 0);
    }
#undef DX
#undef DY
#undef K
}

static gboolean
uses_position (const ENode *e)
{
  return e && (e->op == E_X || e->op == E_Y || uses_position (e->a) || uses_position (e->b));
}

static void
test_rules_runs (void)
{
  guint n = n_cases (6);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      g_autoptr (GString) text = g_string_new ("moves:rule=(");
      g_autoptr (GError) error = NULL;
      ENode *e;
      guint size;

      case_begin (&c, "rule along runs");
      e = random_line (&c);
      size = (guint) pick (&c, 64, LIGHT ? 65 : 72);
      for (guint k = pick (&c, 1, 3); k > 0; k--)
        e = enode (E_OR, e, random_line (&c), 0);
      if (pick (&c, 0, 1))
        {
          /* a remainder that keeps the rule a pattern (no x, y) */
          ENode *rest = random_condition (&c, 1, FALSE);
          if (uses_position (rest))
            enode_free (rest);
          else
            e = enode (E_OR, e, rest, 0);
        }
      memset (&rule, 0, sizeof rule);
      rule.family = BR_CUSTOM;
      rule.custom_move = enode_move;
      rule.custom_data = e;
      enode_print (e, FALSE, text);
      g_string_append_c (text, ')');
      c.rule = g_strdup (text->str);
      c.game = wy_game_parse (c.rule, &error);
      g_assert_no_error (error);
      g_test_message ("  %s, size %u", c.rule, size);
      grundy_only (&c, &rule, size);
      case_end (&c);
      enode_free (e);
    }
}

/* The built-in families written as rules: the same game, by the brute
 * force of the built-in family (and so of the built-in engine). */
static char *
builtin_as_rule (const BrRule *r)
{
  const char *cone = "(min(dx,dy)==0||max(dx,dy)<%d*min(dx,dy)+%d)";
  g_autofree char *body = NULL;

  switch (r->family)
    {
    case BR_NIM: body = g_strdup ("dx==0||dy==0"); break;
    case BR_WYTHOFF: body = g_strdup ("dx==0||dy==0||dx==dy"); break;
    case BR_FRAENKEL: body = g_strdup_printf ("dx==0||dy==0||abs(dx-dy)<%d", r->a); break;
    case BR_WYT: body = g_strdup_printf ("min(dx,dy)<%d||abs(dx-dy)<%d", r->b, r->a); break;
    case BR_WYTC: body = g_strdup_printf ("dx<%d||dy<%d||abs(dx-dy)<%d", r->b, r->c, r->a); break;
    case BR_STWYTHOFF: body = g_strdup_printf (cone, r->s, r->t); break;
    case BR_RESTRICTED:
      {
        g_autofree char *c = g_strdup_printf (cone, r->s, r->t);
        body = g_strdup_printf ("dx%%2==0&&dy%%2==0&&%s", c);
      }
      break;
    case BR_MARK: body = g_strdup_printf ("d<=%d||n-d==n/%d", r->k - 1, r->k); break;
    default: g_assert_not_reached ();
    }
  g_autofree char *block = r->block > 1 ? g_strdup_printf (",block=%d", r->block) : g_strdup ("");
  return g_strdup_printf ("%s:rule=(%s)%s%s", r->family == BR_MARK ? "pile" : "moves", body,
                          block, r->misere ? ",play=misere" : "");
}

static void
test_rules_builtin (void)
{
  static const BrFamily families[] = { BR_NIM, BR_WYTHOFF, BR_FRAENKEL, BR_WYT, BR_WYTC,
                                       BR_STWYTHOFF, BR_RESTRICTED, BR_MARK };
  guint n = n_cases (24);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      BrRule rule;
      g_autoptr (GError) error = NULL;
      BrFamily f = families[i % G_N_ELEMENTS (families)];
      guint size;

      case_begin (&c, "built-in as a rule");
      size = f == BR_MARK ? (guint) pick (&c, 1, 200) : (guint) pick (&c, 1, LIGHT ? 14 : 24);
      random_rule (&c, &rule, f, size);
      rule.block = !rule.misere && pick (&c, 0, 3) == 0 ? pick (&c, 2, 3) : 1;
      c.rule = builtin_as_rule (&rule);
      c.game = wy_game_parse (c.rule, &error);
      g_assert_no_error (error);
      g_test_message ("  %s, size %u", c.rule, size);
      full_board (&c, &rule, size);
      grundy_only (&c, &rule, size);
      case_end (&c);
    }
}

/* adjoin:base=(B): B's moves and B's P-positions (not the origin) as moves. */
typedef struct {
  BrRule   base;
  BrBoard *base_board;
} Adjoin;

static gboolean
adjoin_move (gpointer data, guint x, guint y, guint dx, guint dy)
{
  Adjoin *a = data;
  const BrBoard *b = a->base_board;

  if (br_is_move (&a->base, x, y, dx, dy))
    return TRUE;
  return dx + dy > 0 && dx < b->size && dy < (b->one_pile ? 1u : b->size)
         && b->status[br_index (b, dx, dy)] == BR_P;
}

static void
test_rules_adjoin (void)
{
  static const BrFamily families[] = { BR_NIM, BR_WYTHOFF, BR_WYT, BR_STWYTHOFF, BR_GAMMA,
                                       BR_NIMPQ, BR_MARK, BR_CUSTOM };
  guint n = n_cases (24);

  for (guint i = 0; i < n; i++)
    {
      Case c = { 0 };
      Adjoin adjoin = { 0 };
      BrRule rule = { 0 };
      g_autoptr (GError) error = NULL;
      g_autofree char *base = NULL;
      BrFamily f = families[i % G_N_ELEMENTS (families)];
      ENode *e = NULL;
      guint size;

      case_begin (&c, "adjoin");
      size = f == BR_MARK ? (guint) pick (&c, 1, 150) : (guint) pick (&c, 1, LIGHT ? 12 : 20);
      if (f == BR_CUSTOM)
        {
          e = random_custom (&c, &adjoin.base, FALSE);
          base = g_steal_pointer (&c.rule);
          g_clear_pointer (&c.game, wy_game_free);
        }
      else
        {
          random_rule (&c, &adjoin.base, f, size);
          base = br_rule_string (&adjoin.base);
        }
      adjoin.base_board = br_solve (&adjoin.base, size, FALSE);
      rule.family = BR_CUSTOM;
      rule.custom_move = adjoin_move;
      rule.custom_data = &adjoin;
      rule.custom_one_pile = adjoin.base_board->one_pile;
      rule.misere = pick (&c, 0, 3) == 0;
      c.rule = g_strdup_printf ("adjoin:base=(%s)%s", base, rule.misere ? ",play=misere" : "");
      c.game = wy_game_parse (c.rule, &error);
      g_assert_no_error (error);
      g_test_message ("  %s, size %u", c.rule, size);
      full_board (&c, &rule, size);
      grundy_only (&c, &rule, size);
      case_end (&c);
      br_board_free (adjoin.base_board);
      enode_free (e);
    }
}

/* Three heaps: every family, misère, random rules in dz and z (wy-diff3.c). */
static void
test_heaps3 (void)
{
  wy_diff3_test (n_cases (30));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/differential/brute-checks", test_brute_checks);
  g_test_add_func ("/core/differential/known-cases", test_known_cases);
  g_test_add_func ("/core/differential/reading-cap", test_reading_cap);
  g_test_add_func ("/core/differential/full-boards", test_full_boards);
  g_test_add_func ("/core/differential/blocking-readings", test_blocking_readings);
  g_test_add_func ("/core/differential/cone-block", test_cone_block);
  g_test_add_func ("/core/differential/line-block", test_line_block);
  g_test_add_func ("/core/differential/above-dense-max", test_above_dense_max);
  g_test_add_func ("/core/differential/at-dense-max", test_at_dense_max);
  g_test_add_func ("/core/differential/at-caps", test_at_caps);
  g_test_add_func ("/core/differential/step-lines", test_step_lines);
  g_test_add_func ("/core/differential/one-pile-fast", test_one_pile_fast);
  g_test_add_func ("/core/differential/one-pile-chunks", test_one_pile_chunks);
  g_test_add_func ("/core/differential/one-pile-steps", test_one_pile_steps);
  g_test_add_func ("/core/differential/one-pile-steps-oeis", test_one_pile_steps_oeis);
  g_test_add_func ("/core/differential/rules-random", test_rules_random);
  g_test_add_func ("/core/differential/rules-builtin", test_rules_builtin);
  g_test_add_func ("/core/differential/rules-adjoin", test_rules_adjoin);
  g_test_add_func ("/core/differential/rules-runs", test_rules_runs);
  g_test_add_func ("/core/differential/heaps3", test_heaps3);
  return g_test_run ();
}
