/* test-heaps3.c: three heaps (issue 36; docs/spec.md, "Three heaps"): the rule strings,
 * the families against the brute force of wy-brute3.c at the sizes the issue names, 3-heap
 * Nim's P-positions x ^ y ^ z = 0, Fraenkel's game with a heap of 0 as Wythoff's game, rules
 * of your own equal to the families, slices, reports, regions, the P-triples, the caps, and
 * the solve's progress and cancellation. */
#include "config.h"

#include <string.h>

#include "wy-brute3.h"
#include "wy-game-private.h"
#include "wy-report.h"
#include "wy-rule.h"
#include "wy-test-solve.h"

static WyGame *
parse (const char *rule)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse (rule, &error);

  g_assert_no_error (error);
  return game;
}

static void
assert_parse_error (const char *rule, const char *fragment)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);

  g_assert_null (game);
  g_assert_nonnull (error);
  if (!strstr (error->message, fragment))
    g_error ("%s: '%s' does not say '%s'", rule, error->message, fragment);
}

static void
test_rule_strings (void)
{
  static const struct { const char *rule, *canon; WyFamily family; guint heaps; } cases[] = {
    { "nim:heaps=3", "nim:heaps=3", WY_FAMILY_NIM3, 3 },
    { "nim3", "nim:heaps=3", WY_FAMILY_NIM3, 3 },
    { "wythoff:heaps=3,play=misere", "wythoff:heaps=3,play=misere", WY_FAMILY_WYTHOFF3, 3 },
    { "wythoff:heaps=2", "wythoff", WY_FAMILY_WYTHOFF, 2 },
    { "fraenkel3", "fraenkel3", WY_FAMILY_FRAENKEL3, 3 },
    { "moves:rule=(dz==1)", "moves:rule=(dz==1)", WY_FAMILY_MOVES, 3 },
    { "moves:rule=(dx==1&&z>0)", "moves:rule=(dx==1&&z>0)", WY_FAMILY_MOVES, 3 },
    { "moves:rule=(dx==1)", "moves:rule=(dx==1)", WY_FAMILY_MOVES, 2 },
    { "adjoin:base=(nim:heaps=3)", "adjoin:base=(nim:heaps=3)", WY_FAMILY_ADJOIN, 3 },
    { "mark", "mark:k=2", WY_FAMILY_MARK, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WyGame) game = parse (cases[i].rule);
      g_autofree char *canon = wy_game_to_string (game);
      g_autoptr (WyGame) again = parse (canon);

      g_assert_cmpstr (canon, ==, cases[i].canon);
      g_assert_cmpint (wy_game_get_family (game), ==, cases[i].family);
      g_assert_cmpuint (wy_game_get_heaps (game), ==, cases[i].heaps);
      g_assert_true (wy_game_equal (game, again));
    }
  assert_parse_error ("nim:heaps=4", "heaps must be 2 or 3");
  assert_parse_error ("fraenkel:heaps=3", "nim and wythoff only");
  assert_parse_error ("nim:heaps=3,block=2", "three heaps");
  assert_parse_error ("moves:rule=(dz==1),block=2", "three heaps");
  {
    g_autoptr (WyGame) w = parse ("wythoff:heaps=3");
    g_autoptr (WyGame) f = parse ("fraenkel3");
    g_assert_true (wy_game_is_move3 (w, 3, 3, 3, 2, 0, 2));
    g_assert_false (wy_game_is_move3 (w, 3, 3, 3, 2, 1, 2));
    g_assert_true (wy_game_is_move3 (f, 3, 3, 3, 1, 2, 3));
    g_assert_false (wy_game_is_move3 (f, 3, 3, 3, 1, 2, 2));
    g_assert_false (wy_game_is_move3 (f, 1, 1, 1, 0, 0, 0));
  }
}

static WyBoard *
solve (const char *rule, guint size, WyNeeds needs)
{
  g_autoptr (WyGame) game = parse (rule);
  g_autoptr (GError) error = NULL;
  WyBoard *board = wy_test_solve (game, size, needs, NULL, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (wy_board_get_heaps (board), ==, 3);
  return board;
}

/* The core's statuses of the cube against the brute force's, with
 * steps and with the status alone. */
static void
assert_brute (const char *rule, Br3Family family, guint size)
{
  Br3Rule br = { family, FALSE, NULL, NULL };
  g_autofree guint8 *want = br3_status (&br, size);
  g_autoptr (WyGame) game = parse (rule);
  WyNeeds needs[] = { WY_NEED_STATUS, WY_NEED_STEPS };

  for (guint k = 0; k < G_N_ELEMENTS (needs); k++)
    {
      g_autoptr (WyBoard) board = NULL;
      /* the steps where their cap reaches */
      if (size > wy_test_max_side (game, needs[k]))
        continue;
      board = solve (rule, size, needs[k]);
      for (guint z = 0; z < size; z++)
        for (guint y = 0; y < size; y++)
          for (guint x = 0; x < size; x++)
            if (wy_board_get_cell3 (board, x, y, z, NULL) != want[br3_index (size, x, y, z)])
              g_error ("%s side %u needs %d: (%u, %u, %u) differs from the brute force", rule,
                       size, needs[k], x, y, z);
    }
}

static void
test_brute_sizes (void)
{
  assert_brute ("wythoff:heaps=3", BR3_WYTHOFF, 101);
  assert_brute ("nim:heaps=3", BR3_NIM, 64);
  assert_brute ("fraenkel3", BR3_FRAENKEL, 64);
}

/* 3-heap Nim: P iff x ^ y ^ z = 0, on the stored cube and by the sweep at side 1024. */
static void
test_nim_xor (void)
{
  g_autoptr (WyBoard) cube = solve ("nim:heaps=3", 64, WY_NEED_STEPS);
  g_autoptr (WyBoard) big = solve ("nim:heaps=3", 1024, WY_NEED_STATUS);
  guint n;
  const WyPos *p = wy_board_get_ppos (big, &n);

  for (guint z = 0; z < 64; z++)
    for (guint y = 0; y < 64; y++)
      for (guint x = 0; x < 64; x++)
        g_assert_cmpint (wy_board_get_cell3 (cube, x, y, z, NULL) == WY_STATUS_P, ==,
                         (x ^ y ^ z) == 0);
  g_assert_cmpuint (n, ==, 1024 * 1024);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (p[i].x ^ (p[i].y % 1024) ^ (p[i].y / 1024), ==, 0);
  /* the calls of two coordinates read the cube's rows z * 64 + y: (1, 0, 1) is row 64, and
   * a row past them is refused with the rows' range, not the side's */
  g_assert_cmpint (wy_board_get_status (cube, 1, 64), ==, WY_STATUS_P);
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (GArray) row = wy_board_get_cell_row (cube, 4096, 0, 64, NULL, &error);
    g_assert_null (row);
    g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
    g_assert_nonnull (strstr (error->message, "the row z * 64 + y from 0 to 4095"));
  }
}

/* Fraenkel's game with a heap of 0 is Wythoff's game (status and step). */
static void
test_fraenkel_planes (void)
{
  guint S = 40;
  g_autoptr (WyBoard) cube = solve ("fraenkel3", S, WY_NEED_STEPS);
  g_autoptr (WyGame) wythoff = parse ("wythoff");
  g_autoptr (WyBoard) plane = wy_test_solve (wythoff, S, WY_NEED_STEPS, NULL, NULL, NULL, NULL);

  for (guint v = 0; v < S; v++)
    for (guint u = 0; u < S; u++)
      {
        guint want_step, s0, s1, s2;
        WyStatus want = wy_board_get_cell (plane, u, v, &want_step);
        g_assert_cmpint (wy_board_get_cell3 (cube, 0, u, v, &s0), ==, want);
        g_assert_cmpint (wy_board_get_cell3 (cube, u, 0, v, &s1), ==, want);
        g_assert_cmpint (wy_board_get_cell3 (cube, u, v, 0, &s2), ==, want);
        g_assert_cmpuint (s0, ==, want_step);
        g_assert_cmpuint (s1, ==, want_step);
        g_assert_cmpuint (s2, ==, want_step);
      }
}

/* Two games' cubes agree cell by cell: status, step, Grundy value. */
static void
assert_same (const char *a, const char *b, guint size)
{
  g_autoptr (WyBoard) x = solve (a, size, WY_NEED_STEPS | WY_NEED_GRUNDY);
  g_autoptr (WyBoard) y = solve (b, size, WY_NEED_STEPS | WY_NEED_GRUNDY);

  for (guint k = 0; k < size; k++)
    for (guint j = 0; j < size; j++)
      for (guint i = 0; i < size; i++)
        {
          guint sx, sy;
          g_assert_cmpint (wy_board_get_cell3 (x, i, j, k, &sx), ==,
                           wy_board_get_cell3 (y, i, j, k, &sy));
          g_assert_cmpuint (sx, ==, sy);
          g_assert_cmpint (wy_board_get_grundy3 (x, i, j, k), ==,
                           wy_board_get_grundy3 (y, i, j, k));
        }
}

static void
test_rule_equals_family (void)
{
  assert_same ("moves:rule=(dx+dy+dz==max(dx,max(dy,dz)))", "nim:heaps=3", 14);
  assert_same ("moves:rule=((dx==0||dy==0||dx==dy)&&(dx==0||dz==0||dx==dz)"
               "&&(dy==0||dz==0||dy==dz))", "wythoff:heaps=3", 14);
  /* the P-positions of 3-heap Nim adjoined to it: its own moves and the XOR moves */
  assert_same ("adjoin:base=(nim:heaps=3)", "fraenkel3", 14);
}

static void
test_slices (void)
{
  g_autoptr (WyGame) game = parse ("wythoff:heaps=3");
  WyQuery q = { .needs = WY_NEED_STEPS | WY_NEED_GRUNDY, .size = 12 };
  g_autoptr (WySolution) cube = wy_solve (game, &q, NULL);
  const WyBoard *board = wy_solution_get_board (cube);
  g_autoptr (GError) error = NULL;

  for (WyAxis axis = WY_AXIS_X; axis <= WY_AXIS_Z; axis++)
    {
      g_autoptr (WySolution) slice = wy_solution_get_slice (cube, axis, 5, &error);
      const WyBoard *plane = wy_solution_get_board (slice);
      WyAxis got_axis;
      guint got_k;
      WySolution *of;

      g_assert_no_error (error);
      g_assert_true (wy_solution_get_slice_of (slice, &got_axis, &got_k, &of));
      g_assert_true (of == cube && got_axis == axis && got_k == 5);
      g_assert_cmpuint (wy_board_get_heaps (plane), ==, 2);
      g_assert_cmpuint (wy_board_get_size (plane), ==, 12);
      for (guint v = 0; v < 12; v++)
        for (guint u = 0; u < 12; u++)
          {
            guint x = axis == WY_AXIS_X ? 5 : u;
            guint y = axis == WY_AXIS_Y ? 5 : axis == WY_AXIS_X ? u : v;
            guint z = axis == WY_AXIS_Z ? 5 : v, s1, s2;
            g_assert_cmpint (wy_board_get_cell (plane, u, v, &s1), ==,
                             wy_board_get_cell3 (board, x, y, z, &s2));
            g_assert_cmpuint (s1, ==, s2);
            g_assert_cmpint (wy_board_get_grundy (plane, u, v), ==,
                             wy_board_get_grundy3 (board, x, y, z));
          }
      {
        g_autoptr (WyReport) r = wy_solution_describe (slice, 3, 4, &error);
        g_autoptr (GArray) lines = wy_board_list_step_lines (plane, 2);
        g_assert_no_error (error);
        g_assert_cmpuint (wy_report_get_heaps (r), ==, 3);
        g_assert_cmpuint (wy_report_get_x (r) + wy_report_get_y (r) + wy_report_get_z (r), ==,
                          3 + 4 + 5);
        g_assert_cmpuint (lines->len, ==, 0);
      }
    }
  g_assert_null (wy_solution_get_slice (cube, WY_AXIS_Z, 12, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_assert_nonnull (strstr (error->message, "0 to 11"));
  g_clear_error (&error);
  g_assert_null (wy_solution_describe (cube, 1, 2, &error));
  g_assert_nonnull (strstr (error->message, "three"));
  g_clear_error (&error);
  g_assert_null (wy_solution_describe3 (cube, 1, 2, 12, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
}

/* guint32 x, y, z, step per P-position, by step then z, y, x. */
static void
test_triples (void)
{
  g_autoptr (WyBoard) board = solve ("fraenkel3", 20, WY_NEED_STEPS);
  g_autoptr (GBytes) bytes = wy_board_get_ppos_triples (board);
  gsize len;
  const guint32 *t = g_bytes_get_data (bytes, &len);
  guint n, count = 0;

  wy_board_get_ppos (board, &n);
  g_assert_cmpuint (len, ==, 16 * (gsize) n);
  for (guint i = 0; i < n; i++)
    {
      guint step;
      g_assert_cmpint (wy_board_get_cell3 (board, t[4 * i], t[4 * i + 1], t[4 * i + 2], &step),
                       ==, WY_STATUS_P);
      g_assert_cmpuint (step, ==, t[4 * i + 3]);
      if (i > 0)
        {
          const guint32 *a = t + 4 * (i - 1), *b = t + 4 * i;
          guint64 ka = ((guint64) a[3] << 48) | ((guint64) a[2] << 32) | (a[1] << 16) | a[0];
          guint64 kb = ((guint64) b[3] << 48) | ((guint64) b[2] << 32) | (b[1] << 16) | b[0];
          g_assert_cmpuint (ka, <, kb);
        }
    }
  for (guint z = 0; z < 20; z++)
    for (guint y = 0; y < 20; y++)
      for (guint x = 0; x < 20; x++)
        count += wy_board_get_cell3 (board, x, y, z, NULL) == WY_STATUS_P;
  g_assert_cmpuint (count, ==, n);
}

/* A region of a cube: the covering cube, equal to the whole one there. */
static void
test_region (void)
{
  g_autoptr (WyGame) game = parse ("wythoff:heaps=3");
  g_autoptr (WyBoard) whole = solve ("wythoff:heaps=3", 30, WY_NEED_STEPS);
  WyQuery q = { .needs = WY_NEED_STEPS, .size = 30 };
  g_autoptr (WyBoard) part = NULL;
  g_autoptr (GError) error = NULL;

  wy_query_set_region3 (&q, 3, 4, 5, 9, 8, 17);
  part = wy_test_query (game, &q, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wy_board_get_size (part), ==, 18);
  for (guint z = 5; z <= 17; z++)
    for (guint y = 4; y <= 8; y++)
      for (guint x = 3; x <= 9; x++)
        {
          guint a, b;
          g_assert_cmpint (wy_board_get_cell3 (part, x, y, z, &a), ==,
                           wy_board_get_cell3 (whole, x, y, z, &b));
          g_assert_cmpuint (a, ==, b);
        }
  wy_query_set_region3 (&q, 0, 0, 5, 1, 1, 30);
  g_assert_null (wy_solve (game, &q, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
}

/* A region of two coordinates on a game of three heaps names no z: it was solved as the
 * cube of its x and y (side 3 of the 30 asked), every cell above z = 2 quietly NONE; now
 * refused, naming the six coordinates a cube's region takes. */
static void
test_region_without_z (void)
{
  const char *rules[] = { "fraenkel3", "wythoff:heaps=3", "moves:rule=(dz>0)" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    for (WyNeeds needs = WY_NEED_STATUS; needs <= WY_NEED_STEPS; needs += WY_NEED_STEPS)
      {
        g_autoptr (WyGame) game = parse (rules[i]);
        WyQuery q = { .needs = needs, .size = 30 };
        g_autoptr (GError) error = NULL;

        wy_query_set_region (&q, 0, 0, 2, 2);
        g_assert_null (wy_solve (game, &q, &error));
        g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
        g_assert_nonnull (strstr (error->message, "x0, y0, z0, x1, y1, z1"));
      }
}

/* A report of a board solved without steps (the P-set sweep) knows no step: its
 * eliminators, "the P-options decided no later than it", were every P-option (their steps
 * and its own read 0), three of (3, 2, 2)'s in 3-heap Nim where the steps name one. */
static WySolution *
solve_query (const char *rule, guint size, WyNeeds needs)
{
  g_autoptr (WyGame) game = parse (rule);
  g_autoptr (GError) error = NULL;
  WySolution *solution = wy_solve (game, &(WyQuery) { .needs = needs, .size = size }, &error);

  g_assert_no_error (error);
  return solution;
}

static void
test_eliminators_without_steps (void)
{
  const char *rules[] = { "nim:heaps=3", "wythoff:heaps=3" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (WySolution) pset = solve_query (rules[i], 12, WY_NEED_STATUS);
      g_autoptr (WySolution) steps = solve_query (rules[i], 12, WY_NEED_STEPS);
      guint fewer = 0;

      for (guint c = 0; c < 12 * 12 * 12; c++)
        {
          guint x = c % 12, y = c / 12 % 12, z = c / 144;
          g_autoptr (WyReport) a = wy_solution_describe3 (pset, x, y, z, NULL);
          g_autoptr (WyReport) b = wy_solution_describe3 (steps, x, y, z, NULL);

          g_assert_cmpuint (wy_report_get_winning_moves (a)->len, ==,
                            wy_report_get_winning_moves (b)->len);
          g_assert_cmpuint (wy_report_get_eliminators (a)->len, ==, 0);
          fewer += wy_report_get_eliminators (b)->len < wy_report_get_winning_moves (b)->len;
        }
      /* the case is there: N cells with P-options of later steps than their own */
      g_assert_cmpuint (fewer, >, 0);
    }
  /* two heaps alike: Wythoff's game without steps, (30, 31) */
  {
    g_autoptr (WySolution) pset = solve_query ("wythoff", 40, WY_NEED_STATUS);
    g_autoptr (WyReport) r = wy_solution_describe (pset, 30, 31, NULL);

    g_assert_cmpuint (wy_report_get_winning_moves (r)->len, ==, 2);
    g_assert_cmpuint (wy_report_get_eliminators (r)->len, ==, 0);
  }
}

/* A move's line on three heaps, told from its amounts alone: one heap alone is a row (x), a
 * column (y) or a pillar (z, through the slices); the same amount from two or three heaps a
 * diagonal; unequal amounts (fraenkel3's moves of nim-sum 0, a rule's) a move. A move from z
 * alone was a "move", as if it were none of these. */
static WyLineKind
line_by_amounts (const WyMove *m)
{
  guint k = MAX (m->dx, MAX (m->dy, m->dz));
  guint heaps = (m->dx > 0) + (m->dy > 0) + (m->dz > 0);

  if (heaps == 1)
    return m->dx ? WY_LINE_ROW : m->dy ? WY_LINE_COLUMN : WY_LINE_PILLAR;
  return (m->dx == 0 || m->dx == k) && (m->dy == 0 || m->dy == k) && (m->dz == 0 || m->dz == k)
         ? WY_LINE_DIAGONAL : WY_LINE_MOVE;
}

static void
test_move_lines (void)
{
  const char *rules[] = { "nim:heaps=3", "wythoff:heaps=3", "fraenkel3",
                          "moves:rule=(dx+dz==2||dy==dz)" };
  guint seen[WY_LINE_PILLAR + 1] = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (WyGame) game = parse (rules[i]);
      g_autoptr (WySolution) solution = solve_query (rules[i], 9, WY_NEED_STEPS);

      for (guint c = 0; c < 9 * 9 * 9; c++)
        {
          guint x = c % 9, y = c / 9 % 9, z = c / 81;
          g_autoptr (WyReport) r = wy_solution_describe3 (solution, x, y, z, NULL);
          const GArray *moves = wy_report_get_winning_moves (r);

          for (guint j = 0; j < moves->len; j++)
            {
              const WyMove *m = &g_array_index (moves, WyMove, j);

              g_assert_true (wy_game_is_move3 (game, x, y, z, m->dx, m->dy, m->dz));
              if (m->line != line_by_amounts (m))
                g_error ("%s (%u, %u, %u) take (%u, %u, %u): %s, not %s", rules[i], x, y, z,
                         m->dx, m->dy, m->dz, wy_line_kind_get_name (m->line),
                         wy_line_kind_get_name (line_by_amounts (m)));
              seen[m->line]++;
            }
        }
    }
  /* every kind of three heaps met */
  g_assert_cmpuint (seen[WY_LINE_ROW] * seen[WY_LINE_COLUMN] * seen[WY_LINE_PILLAR], >, 0);
  g_assert_cmpuint (seen[WY_LINE_DIAGONAL] * seen[WY_LINE_MOVE], >, 0);
  g_assert_cmpstr (wy_line_kind_get_name (WY_LINE_PILLAR), ==, "pillar");
}

/* The Grundy classes asked of a cube are every Grundy value of it (_wy_caps_needs, as the
 * caps count them: wy_solve_max_side is the Grundy values' side): the solve stripped the
 * classes before the engine saw them, so a cube came back without any value (the P-set
 * sweep's board at side 10), and a side beyond the Grundy values' cap was solved. */
static void
test_grundy_classes (void)
{
  g_autoptr (WyGame) game = parse ("nim:heaps=3");
  g_autoptr (GError) error = NULL;
  g_autoptr (WySolution) solution = NULL;
  WyQuery q = { .needs = WY_NEED_GRUNDY_CLASSES, .size = 10 };
  guint cap = wy_test_max_side (game, WY_NEED_GRUNDY);
  const WyBoard *board;

  g_assert_cmpuint (wy_test_max_side (game, WY_NEED_GRUNDY_CLASSES), ==, cap);
  solution = wy_solve (game, &q, &error);
  g_assert_no_error (error);
  board = wy_solution_get_board (solution);
  g_assert_true (wy_board_has_grundy (board));
  for (guint c = 0; c < 1000; c++)
    g_assert_cmpint (wy_board_get_grundy3 (board, c % 10, c / 10 % 10, c / 100), ==,
                     (c % 10) ^ (c / 10 % 10) ^ (c / 100));
  q.size = cap + 1;
  g_assert_null (wy_solve (game, &q, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
}

/* The caps the issue asks for: the P-set at side 1024, the steps at 256;
 * one more than a cap is refused naming it. */
static void
test_caps (void)
{
  const char *rules[] = { "nim:heaps=3", "wythoff:heaps=3" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (WyGame) game = parse (rules[i]);
      guint pset = wy_test_max_side (game, WY_NEED_STATUS);
      guint steps = wy_test_max_side (game, WY_NEED_STEPS);
      WyQuery q = { .needs = WY_NEED_STEPS, .size = steps + 1 };
      g_autoptr (GError) error = NULL;
      g_autofree char *max = g_strdup_printf ("%u", steps);

      g_test_message ("%s: P-set cap %u, steps cap %u", rules[i], pset, steps);
      g_assert_cmpuint (pset, >=, 1024);
      g_assert_cmpuint (steps, >=, 256);
      g_assert_null (wy_solve (game, &q, &error));
      g_assert_nonnull (strstr (error->message, max));
    }
}

/* The caps of adjoins over three heaps count their bases: each level solves its base's
 * cube first and asks every move of its base, a level each. The model gave every chain the
 * cap of one rule (22 in 2 s), where four adjoins over 3-heap Nim took 8.3 s at it and three
 * over a rule 5.8 s. */
static void
test_adjoin_caps (void)
{
  const char *chains[][3] = {
    { "moves:rule=(dz<=3)", "adjoin:base=(moves:rule=(dz<=3))",
      "adjoin:base=(adjoin:base=(adjoin:base=(moves:rule=(dz<=3))))" },
    { "adjoin:base=(nim:heaps=3)", "adjoin:base=(adjoin:base=(nim:heaps=3))",
      "adjoin:base=(adjoin:base=(adjoin:base=(adjoin:base=(nim:heaps=3))))" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (chains); i++)
    {
      guint cap[3];
      for (guint j = 0; j < 3; j++)
        {
          g_autoptr (WyGame) game = parse (chains[i][j]);
          cap[j] = wy_test_max_side (game, WY_NEED_STEPS);
          g_test_message ("%s: cap %u", chains[i][j], cap[j]);
        }
      g_assert_cmpuint (cap[1], <, cap[0]);
      g_assert_cmpuint (cap[2], <, cap[1]);
    }
}

/* An adjoin over a base of three heaps solves its base on the cube it needs: the base was
 * grown to a side of at least 64, as a two-heap base's board is, and a cube of 64 (or the
 * base's cap) costs as much as the whole time budget: a cube of side 2 of
 * adjoin:base=(fraenkel3) took 1.6 s, three adjoins over a rule 7 s. */
static void
test_adjoin_base_side (void)
{
  const char *rules[] = { "adjoin:base=(fraenkel3)", "adjoin:base=(moves:rule=(dz<=3))",
                          "adjoin:base=(adjoin:base=(wythoff:heaps=3))" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    for (guint size = 2; size <= 5; size += 3)
      {
        g_autoptr (WyGame) game = parse (rules[i]);
        const WyRule *rule = _wy_game_get_rule (game);
        g_autoptr (WyBoard) board = wy_test_solve (game, size, WY_NEED_STEPS, NULL, NULL, NULL,
                                                    NULL);

        g_assert_cmpuint (wy_board_get_heaps (board), ==, 3);
        g_test_message ("%s at %u: its base grown to %u", rules[i], size,
                        wy_rule_get_base_side (rule));
        g_assert_cmpuint (wy_rule_get_base_side (rule), ==, size);
      }
}

static void
cancel_at_first (double fraction, gpointer data)
{
  GCancellable *cancellable = data;

  g_assert_cmpfloat (fraction, >=, 0);
  g_assert_cmpfloat (fraction, <=, 1);
  g_cancellable_cancel (cancellable);
}

typedef struct {
  double last;
  guint  calls;
} Progress;

static void
count_progress (double fraction, gpointer data)
{
  Progress *p = data;

  g_assert_cmpfloat (fraction, >=, p->last);
  p->last = fraction;
  p->calls++;
}

/* Steps of side 256: progress that grows to 1, and a cancel that stops the solve. */
static void
test_progress_cancel (void)
{
  g_autoptr (WyGame) game = parse ("wythoff:heaps=3");
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WyBoard) stopped = wy_test_solve (game, 256, WY_NEED_STEPS, cancel_at_first,
                                               cancellable, cancellable, &error);
  Progress p = { 0, 0 };
  g_autoptr (WyBoard) board = NULL;

  g_assert_null (stopped);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  board = wy_test_solve (game, 256, WY_NEED_STEPS, count_progress, &p, NULL, NULL);
  g_assert_nonnull (board);
  g_assert_cmpuint (p.calls, >, 10);
  g_assert_cmpfloat (p.last, ==, 1.0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/heaps3/rule-strings", test_rule_strings);
  g_test_add_func ("/core/heaps3/brute-sizes", test_brute_sizes);
  g_test_add_func ("/core/heaps3/nim-xor", test_nim_xor);
  g_test_add_func ("/core/heaps3/fraenkel-planes", test_fraenkel_planes);
  g_test_add_func ("/core/heaps3/rule-equals-family", test_rule_equals_family);
  g_test_add_func ("/core/heaps3/slices", test_slices);
  g_test_add_func ("/core/heaps3/triples", test_triples);
  g_test_add_func ("/core/heaps3/region", test_region);
  g_test_add_func ("/core/heaps3/region-without-z", test_region_without_z);
  g_test_add_func ("/core/heaps3/eliminators-without-steps", test_eliminators_without_steps);
  g_test_add_func ("/core/heaps3/move-lines", test_move_lines);
  g_test_add_func ("/core/heaps3/grundy-classes", test_grundy_classes);
  g_test_add_func ("/core/heaps3/caps", test_caps);
  g_test_add_func ("/core/heaps3/adjoin-base-side", test_adjoin_base_side);
  g_test_add_func ("/core/heaps3/adjoin-caps", test_adjoin_caps);
  g_test_add_func ("/core/heaps3/progress-cancel", test_progress_cancel);
  return g_test_run ();
}
