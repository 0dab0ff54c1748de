/* test-rules.c: rules of your own (docs/rules.md): the language, its canonical form, its
 * errors, its arithmetic, adjoin, and the deadline at the time budget. The games themselves
 * are checked against the brute force in test-differential.c (/core/differential/rules-*). */
#include "config.h"

#include <string.h>

#include "wythoff.h"
#include "wy-engine.h"
#include "wy-engine-testing.h"
#include "wy-test-solve.h"

static WyGame *
parse_ok (const char *rule)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse (rule, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* The canonical form: no spaces, the fewest parentheses that keep the tree. */
static void
test_canonical (void)
{
  static const char *const cases[][2] = {
    { "moves:rule=( dx == 0 || dy==0 )", "moves:rule=(dx==0||dy==0)" },
    { "moves", "moves:rule=(dx==0||dy==0||dx==dy)" },
    { "moves:rule=((dx))", "moves:rule=(dx)" },
    { "moves:rule=dx<2", "moves:rule=(dx<2)" },
    /* bare: the value ends at the first comma outside parentheses (docs/rules.md) */
    { "moves:rule=dx==0||dy==0,block=2", "moves:rule=(dx==0||dy==0),block=2" },
    { "moves:rule=min(dx,dy)<2", "moves:rule=(min(dx,dy)<2)" },
    { "moves:rule=((dx-dy)-1)", "moves:rule=(dx-dy-1)" },
    { "moves:rule=(dx-(dy-1))", "moves:rule=(dx-(dy-1))" },
    { "moves:rule=(-(-dx)<1)", "moves:rule=(--dx<1)" },
    { "moves:rule=((dx<dy)==1)", "moves:rule=((dx<dy)==1)" },
    { "moves:rule=(dx==0||(dy==0&&x>1))", "moves:rule=(dx==0||dy==0&&x>1)" },
    { "moves:rule=((dx==0||dy==0)&&x>1)", "moves:rule=((dx==0||dy==0)&&x>1)" },
    { "moves:rule=(min(dx, dy)<2||abs(dx-dy)<1),block=2",
      "moves:rule=(min(dx,dy)<2||abs(dx-dy)<1),block=2" },
    { "pile:rule=(d<=1||n-d==n/2),play=misere", "pile:rule=(d<=1||n-d==n/2),play=misere" },
    { "adjoin", "adjoin:base=(nim)" },
    { "adjoin:base=(wyt:b=2,a=1)", "adjoin:base=(wyt:a=1,b=2)" },
    { "adjoin:base=(adjoin:base=(moves:rule=(dx == 0)))",
      "adjoin:base=(adjoin:base=(moves:rule=(dx==0)))" },
    { "adjoin:base=(mark:k=3),play=misere", "adjoin:base=(mark:k=3),play=misere" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WyGame) game = parse_ok (cases[i][0]);
      g_autofree char *text = wy_game_to_string (game);
      g_autoptr (WyGame) again = parse_ok (text);
      g_assert_cmpstr (text, ==, cases[i][1]);
      g_assert_true (wy_game_equal (game, again));
      g_assert_true (wy_game_is_custom (game));
    }
  {
    g_autoptr (WyGame) a = parse_ok ("moves:rule=(dx==0)");
    g_autoptr (WyGame) b = parse_ok ("moves:rule=(dy==0)");
    g_autoptr (WyGame) c = parse_ok ("adjoin:base=(mark)");
    g_autoptr (WyGame) d = parse_ok ("adjoin:base=(nim)");
    g_assert_false (wy_game_equal (a, b));
    g_assert_true (wy_game_is_one_pile (c));
    g_assert_false (wy_game_is_one_pile (d));
    g_assert_true (wy_game_is_symmetric (d));
    g_assert_false (wy_game_is_symmetric (a));
  }
}

typedef struct {
  const char *rule;
  guint x, y, dx, dy;
  gboolean legal;
} MoveCase;

/* Moves of docs/rules.md's arithmetic: legal or not. */
static const MoveCase move_cases[] = {
  /* floor division and modulo */
  { "moves:rule=((dx-7)/2==-4)", 9, 9, 0, 1, TRUE },
  { "moves:rule=((dx-7)/2==-3)", 9, 9, 0, 1, FALSE },
  { "moves:rule=((dx-7)%2==1)", 9, 9, 0, 1, TRUE },
  { "moves:rule=(7%(dx-2)==-1)", 9, 9, 0, 1, TRUE },
  { "moves:rule=(7/(dx-2)==-4)", 9, 9, 0, 1, TRUE },
  /* a division by zero makes the move illegal, on the evaluated path only */
  { "moves:rule=(dx/dy>=0)", 9, 9, 3, 0, FALSE },
  { "moves:rule=(dx%dy>=0)", 9, 9, 3, 0, FALSE },
  { "moves:rule=(dy==0||dx/dy>=0)", 9, 9, 3, 0, TRUE },
  { "moves:rule=(dy!=0&&dx/dy>=0)", 9, 9, 3, 0, FALSE },
  { "moves:rule=(dx/dy>=0||dy==0)", 9, 9, 3, 0, FALSE },
  /* 64-bit overflow makes the move illegal */
  { "moves:rule=(dx*9223372036854775807>0)", 9, 9, 1, 0, TRUE },
  { "moves:rule=(dx*9223372036854775807>0)", 9, 9, 2, 0, FALSE },
  { "moves:rule=(dx+9223372036854775807>0)", 9, 9, 1, 0, FALSE },
  { "moves:rule=(-9223372036854775807-dx<0)", 9, 9, 1, 0, TRUE },
  { "moves:rule=(-9223372036854775807-dx-dx<0)", 9, 9, 1, 0, FALSE },
  { "moves:rule=(abs(-9223372036854775807-dx)>0)", 9, 9, 1, 0, FALSE },
  { "moves:rule=((-9223372036854775807-dx)/-1>0)", 9, 9, 1, 0, FALSE },
  { "moves:rule=((-9223372036854775807-dx)%-1==0)", 9, 9, 1, 0, TRUE },
  /* comparisons and logic give 0 or 1; any non-zero value is true */
  { "moves:rule=((dx<dy)+(dy<dx)==1)", 9, 9, 1, 2, TRUE },
  { "moves:rule=(dx*3)", 9, 9, 1, 0, TRUE },
  { "moves:rule=(!dx)", 9, 9, 0, 1, TRUE },
  { "moves:rule=(min(dx,dy)==max(dy,dx)-1)", 9, 9, 3, 4, TRUE },
  /* the piles bound every move, whatever the rule says */
  { "moves:rule=(1)", 2, 2, 3, 0, FALSE },
  { "moves:rule=(1)", 2, 2, 0, 0, FALSE },
  { "moves:rule=(x-dx>=y)", 5, 3, 2, 0, TRUE },
  { "moves:rule=(x-dx>=y)", 5, 3, 3, 0, FALSE },
  { "pile:rule=(d<=1||n-d==n/2)", 7, 0, 4, 0, TRUE },
  { "pile:rule=(d<=1||n-d==n/2)", 7, 0, 3, 0, FALSE },
  { "pile:rule=(1)", 7, 0, 8, 0, FALSE },
  /* adjoin: Nim's moves, and its P-positions (k, k) as moves */
  { "adjoin:base=(nim)", 9, 9, 3, 3, TRUE },
  { "adjoin:base=(nim)", 9, 9, 3, 2, FALSE },
  { "adjoin:base=(nim)", 9, 9, 0, 0, FALSE },
  /* Mark adjoined (P-positions 0, 2, 6, 8, 10, ...): from 9, removing 2 or 6 is
   * a move, removing 3 is neither Mark's (9 -> 8 or 4) nor a P-position */
  { "adjoin:base=(mark)", 9, 0, 2, 0, TRUE },
  { "adjoin:base=(mark)", 9, 0, 6, 0, TRUE },
  { "adjoin:base=(mark)", 9, 0, 5, 0, TRUE },
  { "adjoin:base=(mark)", 9, 0, 3, 0, FALSE },
};

/* The arithmetic of docs/rules.md, move by move. */
static void
test_arithmetic (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (move_cases); i++)
    {
      const MoveCase *c = &move_cases[i];
      g_autoptr (WyGame) game = parse_ok (c->rule);
      gboolean legal = wy_game_is_move (game, c->x, c->y, c->dx, c->dy);
      if (legal != c->legal)
        g_error ("%s from (%u,%u) by (%u,%u): %s, expected %s", c->rule, c->x, c->y, c->dx,
                 c->dy, legal ? "legal" : "illegal", c->legal ? "legal" : "illegal");
    }
}

/* The limit is where the message and docs/rules.md say: 64 levels of
 * parentheses, function calls and unary operators are read, 65 are not
 * (the outer parentheses of rule=(...) are the first level). */
static void
check_nesting_limit (void)
{
  static const char *const kinds[][2] = { { "(", ")" }, { "abs(", ")" }, { "!", "" },
                                          { "-", "" } };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    for (guint levels = 63; levels <= 65; levels++)
      {
        g_autoptr (GError) error = NULL;
        g_autoptr (GString) rule = g_string_new ("moves:rule=(");
        g_autoptr (WyGame) game = NULL;

        for (guint i = 1; i < levels; i++)
          g_string_append (rule, kinds[k][0]);
        g_string_append (rule, "dx");
        for (guint i = 1; i < levels; i++)
          g_string_append (rule, kinds[k][1]);
        g_string_append (rule, "==0)");
        game = wy_game_parse (rule->str, &error);
        g_test_message ("%u levels: %s", levels, rule->str);
        if (levels <= 64)
          g_assert_no_error (error);
        else
          g_assert_nonnull (strstr (error->message, "nests more than 64 levels deep"));
      }
}

typedef struct {
  const char *rule;
  const char *message;
} RefusedCase;

/* Hostile rules and a part of the message each gets. */
static const RefusedCase refused_cases[] = {
  { "moves:rule=()", "the rule is empty" },
  { "moves:rule=(   )", "the rule is empty" },
  { "pile:rule=()", "condition on n and d" },
  { "moves:rule=(dx==0", "column 7 of the rule: expected ')' but found the end of the rule" },
  { "moves:rule=(dx==0))", "column 8 of the rule: found ')' with no '(' before it" },
  { "moves:rule=(dw==1)", "column 2 of the rule: unknown name 'dw'" },
  { "pile:rule=(dz==1)", "unknown name 'dz'" },
  { "moves:rule=(d==1)", "the names are dx, dy, x and y" },
  { "pile:rule=(dx==1)", "the names are n and d" },
  { "moves:rule=(sqrt(dx)<2)", "unknown function 'sqrt'" },
  { "moves:rule=(min(dx)<2)", "min takes 2 arguments, not 1" },
  { "moves:rule=(abs(dx,dy)<2)", "abs takes 1 argument, not 2" },
  { "moves:rule=(99999999999999999999>dx)", "column 2 of the rule: the number "
    "99999999999999999999 is too large: numbers go up to 9223372036854775807" },
  { "moves:rule=(9223372036854775808>dx)", "is too large" },
  { "moves:rule=(dx<dy<2)", "column 7 of the rule: comparisons do not chain" },
  { "moves:rule=(dx=1)", "column 4 of the rule: expected ')' but found '='" },
  { "moves:rule=(dx==)", "column 6 of the rule: expected a number, a name or '(' but found ')'" },
  { "moves:rule=dx==", "the rule ends where a value was expected" },
  { "moves:rule=dx==0,dy==0", "unknown key 'dy' for moves" },
  { "moves:rule=(2dx)", "a number runs into a name" },
  { "moves:rule=(dx\x01)", "byte 0x01" },
  /* a character of a paper or of another keyboard: named, and what to write for it */
  { "moves:rule=(dx\xe2\x89\xa4" "dy)",
    "column 4 of the rule: expected ')' but found '\xe2\x89\xa4' (U+2264: write <=)" },
  { "moves:rule=(dx\xe2\x88\x92" "dy>0)", "found '\xe2\x88\x92' (U+2212: write -)" },
  { "pile:rule=(d\xc3\x97" "2<n)", "found '\xc3\x97' (U+00D7: write *)" },
  { "moves:rule=(dx==0\xc2\xa0||dy==0)", "column 7 of the rule: expected ')' but found "
    "'\xc2\xa0' (U+00A0: write a space)" },
  { "moves:rule=(dx==\xc3\xa9)", "column 6 of the rule: expected a number, a name or '(' but "
    "found '\xc3\xa9' (U+00E9)" },
  /* bytes that are no UTF-8 stay bytes */
  { "moves:rule=(dx==\xff)", "found byte 0xff" },
  { "moves:rule=(dx==\xc3)", "found byte 0xc3" },
  { "moves:rule=(1),rule=(2)", "rule is given twice" },
  { "moves:a=1", "unknown key 'a' for moves: its keys are rule, block, play" },
  { "moves:rule=(1),play=misere,block=2", "cannot be combined with play=misere" },
  { "adjoin:base=(imitation)", "a game with memory has no fixed set of moves" },
  { "adjoin:base=(nope)", "unknown game family 'nope'" },
  { "adjoin:base=(moves:rule=(dx==))", "expected a number, a name or '(' but found ')'" },
  { "adjoin:rule=(dx)", "its keys are base, block, play" },
};

/* Hostile rules: one clear message naming the problem (and the column),
 * never a crash; the 10^5-character and 10^4-deep ones included. */
static void
test_errors (void)
{
  g_autofree char *lparens = g_strnfill (100, '('), *rparens = g_strnfill (100, ')');
  g_autofree char *deep = g_strdup_printf ("moves:rule=(%s%s%s)", lparens, "dx", rparens);
  g_autofree char *long_ = NULL;
  g_autofree char *deep4 = NULL;
  GString *s = g_string_new ("moves:rule=(");

  for (guint i = 0; i < G_N_ELEMENTS (refused_cases); i++)
    {
      const RefusedCase *c = &refused_cases[i];
      g_autoptr (GError) error = NULL;
      g_autoptr (WyGame) game = wy_game_parse (c->rule, &error);
      g_assert_null (game);
      g_assert_nonnull (error);
      if (!strstr (error->message, c->message))
        g_error ("%s: \"%s\" does not say \"%s\"", c->rule, error->message, c->message);
    }
  {
    guint column = 0;
    g_autoptr (GError) error = NULL;
    g_assert_false (wy_game_check_rule (WY_FAMILY_MOVES, "dx==0||dw", &column, &error));
    g_assert_cmpuint (column, ==, 8);
    g_assert_nonnull (strstr (error->message, "column 8 of the rule: unknown name 'dw'"));
    g_clear_error (&error);
    g_assert_true (wy_game_check_rule (WY_FAMILY_PILE, "d<=2", &column, &error));
    g_assert_no_error (error);
  }
  {
    g_autoptr (GError) error = NULL;
    g_assert_null (wy_game_parse (deep, &error));
    g_assert_nonnull (strstr (error->message, "nests more than 64 levels deep"));
  }
  check_nesting_limit ();
  for (guint i = 0; i < 100000; i++)
    g_string_append (s, "dx+");
  g_string_append (s, "1)");
  long_ = g_string_free (s, FALSE);
  deep4 = g_strdup ("adjoin:base=(adjoin:base=(adjoin:base=(adjoin:base=(adjoin:base=(nim)))))");
  {
    g_autoptr (GError) error = NULL;
    g_assert_null (wy_game_parse (long_, &error));
    g_assert_nonnull (strstr (error->message, "at most 5000 are allowed"));
  }
  {
    g_autoptr (GError) error = NULL;
    g_assert_null (wy_game_parse (deep4, &error));
    g_assert_nonnull (strstr (error->message, "adjoin nests more than 4 levels deep"));
  }
  {
    /* 1001 characters with the parentheses (docs/rules.md counts them), the string itself
     * short enough */
    g_autofree char *ones = g_strnfill (999, '1');
    g_autofree char *wide = g_strdup_printf ("moves:rule=(%s)", ones);
    g_autoptr (GError) error = NULL;
    g_assert_null (wy_game_parse (wide, &error));
    g_assert_nonnull (strstr (error->message, "the expression is 1001 characters long with its "
                                              "parentheses: it may have at most 1000"));
  }
}

/* Larsson: Wythoff's game is Nim with its P-positions adjoined. */
static void
test_adjoin_nim (void)
{
  g_autoptr (WyGame) adjoin = parse_ok ("adjoin:base=(nim)");
  g_autoptr (WyGame) wythoff = parse_ok ("wythoff");
  g_autoptr (GError) error = NULL;
  WyNeeds needs = WY_NEED_ELIMINATION | WY_NEED_GRUNDY;
  g_autoptr (WyBoard) a = wy_test_solve (adjoin, 200, needs, NULL, NULL, NULL, &error);
  g_autoptr (WyBoard) w = wy_test_solve (wythoff, 200, needs, NULL, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (wy_board_get_n_steps (a), ==, wy_board_get_n_steps (w));
  for (guint y = 0; y < 200; y++)
    for (guint x = 0; x < 200; x++)
      {
        g_assert_cmpint (wy_board_get_status (a, x, y), ==, wy_board_get_status (w, x, y));
        g_assert_cmpuint (wy_board_get_step (a, x, y), ==, wy_board_get_step (w, x, y));
        g_assert_cmpint (wy_board_get_grundy (a, x, y), ==, wy_board_get_grundy (w, x, y));
      }
}

/* The engine and its seams: push (block=1) and pull (block=Q, Grundy)
 * sweeps, pattern and position-dependent rules, each below and at its cap;
 * beyond the cap a refusal naming it. */
static void
test_caps (void)
{
  static const char *const rules[] = {
    "moves:rule=(dx==0||dy==0||dx==dy)",
    "moves:rule=(dx==0||dy==0||dx==dy&&2*dx<=x)",
    "pile:rule=(d<=2)",
    "pile:rule=(d<=1||n-d==n/2)",
    "adjoin:base=(wyt:a=1,b=2)",
  };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (WyGame) game = parse_ok (rules[i]);
      const char *reason = NULL;
      guint max = wy_solve_max_size (game, WY_NEED_ELIMINATION, &reason);
      guint gmax = wy_solve_max_size (game, WY_NEED_GRUNDY, NULL);
      WyQuery query = { .needs = WY_NEED_STATUS, .size = max + 1 };
      g_autoptr (GError) error = NULL;
      g_autoptr (WySolution) beyond = NULL;

      g_assert_cmpuint (max, >=, 128);
      g_assert_cmpuint (gmax, <=, max);
      g_assert_nonnull (reason);
      beyond = wy_solve (game, &query, &error);
      g_assert_null (beyond);
      g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
      g_assert_nonnull (strstr (error->message, "beyond the budget"));
    }
}

/* A rule's solve that reaches its deadline stops and says how far it got,
 * what size would do and how to give it more time (the time limit lowered
 * for the test to a microsecond). */
static void
test_deadline (void)
{
  g_autoptr (WyGame) game = parse_ok ("moves:rule=((dx+dy)%2==1)");
  g_autoptr (GError) error = NULL;
  g_autoptr (WyBoard) small = NULL;
  guint max = wy_solve_max_size (game, WY_NEED_ELIMINATION, NULL);
  WyBoard *board;

  g_assert_cmpuint (max, >=, 100);
  _wy_solve_rule_set_time_limit (1e-6);
  board = wy_test_solve (game, max, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error);
  g_assert_null (board);
  g_assert_error (error, WY_ERROR, WY_ERROR_MEMORY);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "this rule reached the time budget of 1e-06 s on a "
                                           "board of size"));
  g_assert_nonnull (strstr (error->message, "choose a size of at most"));
  g_assert_nonnull (strstr (error->message, "--time-budget"));
  g_clear_error (&error);
  _wy_solve_rule_set_time_limit (0);
  /* within the budget: every cell with x + y even is P (moves change the parity) */
  small = wy_test_solve (game, 40, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint y = 0; y < 40; y++)
    for (guint x = 0; x < 40; x++)
      g_assert_cmpint (wy_board_get_status (small, x, y), ==,
                       (x + y) % 2 ? WY_STATUS_N : WY_STATUS_P);
}

/* Step lines of a rule of your own: for Wythoff's game written as a rule
 * (every move on a row, column or diagonal) each cell of N_j lies on a line
 * drawn at step j, and every line drawn eliminates a cell of N_j. */
static gboolean
on_line (const WyLine *l, guint x, guint y)
{
  guint k;

  if (x < l->x0 || y < l->y0)
    return FALSE;
  if (l->ux == 0)
    k = x == l->x0 ? y - l->y0 : G_MAXUINT;
  else if (l->uy == 0)
    k = y == l->y0 ? x - l->x0 : G_MAXUINT;
  else
    k = x - l->x0 == y - l->y0 ? x - l->x0 : G_MAXUINT;
  return k != G_MAXUINT && (l->length == 0 || k < l->length);
}

static void
test_step_lines (void)
{
  g_autoptr (WyGame) game = parse_ok ("moves:rule=(dx==0||dy==0||dx==dy)");
  g_autoptr (GError) error = NULL;
  g_autoptr (WyBoard) board = wy_test_solve (game, 40, WY_NEED_ELIMINATION, NULL, NULL, NULL,
                                             &error);

  g_assert_no_error (error);
  for (guint j = 1; j <= wy_board_get_n_steps (board); j++)
    {
      g_autoptr (GArray) lines = wy_board_list_step_lines (board, j);
      for (guint y = 0; y < 40; y++)
        for (guint x = 0; x < 40; x++)
          {
            guint s = 0;
            gboolean covered = FALSE;
            if (wy_board_get_cell (board, x, y, &s) != WY_STATUS_N || s != j)
              continue;
            for (guint i = 0; i < lines->len && !covered; i++)
              covered = on_line (&g_array_index (lines, WyLine, i), x, y);
            g_assert_true (covered);
          }
      for (guint i = 0; i < lines->len; i++)
        {
          const WyLine *l = &g_array_index (lines, WyLine, i);
          gboolean eliminates = FALSE;
          g_assert_cmpuint (l->length, >, 0);
          for (guint k = 0, x = l->x0, y = l->y0; k < l->length; k++, x += l->ux, y += l->uy)
            {
              g_assert_true (x < 40 && y < 40);
              guint s = 0;
              eliminates |= wy_board_get_cell (board, x, y, &s) == WY_STATUS_N && s == j;
            }
          g_assert_true (eliminates);
          /* the line ends at its last eliminated cell */
          {
            guint s = 0, x = l->x0 + l->ux * (l->length - 1), y = l->y0 + l->uy * (l->length - 1);
            g_assert_true (wy_board_get_cell (board, x, y, &s) == WY_STATUS_N && s == j);
          }
        }
    }
}

/* A position-dependent rule whose terms each have a factor without x and y
 * is solved as a pattern with filters (wy_expr_split); the same rule made
 * unsplittable (a term that may divide by zero) goes through the rows of
 * lanes. Both give the same board, and the first takes boards as large
 * as a pattern rule. */
static void
test_terms (void)
{
  static const char *const rules[] = {
    "dx==0||dy==0||dx==dy&&2*dx<=min(x,y)",
    "dx<=2&&dy==0||dy<=x%3&&dx==0||dx==dy&&x+y>5",
    "(dx==1||dy==1)&&(x+y)%2==0||dx==dy&&dy<=2",
    "dx+dy<=3&&x!=y||dx==0&&dy==0",
  };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autofree char *split = g_strdup_printf ("moves:rule=(%s)", rules[i]);
      g_autofree char *lanes = g_strdup_printf ("moves:rule=(%s||dx<dx/(dy-dy+1))", rules[i]);
      g_autoptr (WyGame) a = parse_ok (split);
      g_autoptr (WyGame) b = parse_ok (lanes);
      g_autoptr (GError) error = NULL;
      WyNeeds needs = WY_NEED_ELIMINATION | WY_NEED_GRUNDY;
      g_autoptr (WyBoard) ba = wy_test_solve (a, 70, needs, NULL, NULL, NULL, &error);
      g_autoptr (WyBoard) bb = wy_test_solve (b, 70, needs, NULL, NULL, NULL, &error);

      g_assert_no_error (error);
      /* taken apart, the rule reaches further than evaluated lane by lane */
      g_test_message ("%s: largest sides %u and %u", rules[i],
                      wy_solve_max_size (a, WY_NEED_ELIMINATION, NULL),
                      wy_solve_max_size (b, WY_NEED_ELIMINATION, NULL));
      g_assert_cmpuint (wy_solve_max_size (a, WY_NEED_ELIMINATION, NULL), >,
                        2 * wy_solve_max_size (b, WY_NEED_ELIMINATION, NULL));
      g_assert_cmpuint (wy_board_get_n_steps (ba), ==, wy_board_get_n_steps (bb));
      for (guint y = 0; y < 70; y++)
        for (guint x = 0; x < 70; x++)
          {
            g_assert_cmpint (wy_board_get_status (ba, x, y), ==, wy_board_get_status (bb, x, y));
            g_assert_cmpuint (wy_board_get_step (ba, x, y), ==, wy_board_get_step (bb, x, y));
            g_assert_cmpint (wy_board_get_grundy (ba, x, y), ==, wy_board_get_grundy (bb, x, y));
          }
    }
}

/* What sets a cap is named for what it is (wy_solve_max_size's reason). */
static void
test_cap_reasons (void)
{
  static const struct {
    const char *rule;
    WyNeeds needs;
    double seconds;
    const char *reason;
  } cases[] = {
    { "wyt:a=2,b=3,block=3", WY_NEED_ELIMINATION, 2,
      "a time budget of 2 s by the measured model of the blocking sweep" },
    { "wyt:a=2,b=3,block=3", WY_NEED_ELIMINATION, 30,
      "a time budget of 30 s by the measured model of the blocking sweep" },
    /* Q = 1000 with a large budget: up to 1000 P-positions a row, the
     * memory before the time */
    { "wythoff:block=1000", WY_NEED_STATUS, 30, "the memory budget of 2 GiB" },
    { "wythoff", WY_NEED_STEPS, 2, "the largest board without per-cell storage" },
    { "imitation", WY_NEED_STATUS, 2,
      "a time budget of 2 s by the measured model of Imitation Nim's state graph" },
    { "nimpq:a=100,b=100,p=100,q=100,reading=abstract", WY_NEED_STATUS, 2.5,
      "a time budget of 2.5 s by the measured model of the stored board" },
    { "wyt:a=1000,b=1000,block=1000", WY_NEED_GRUNDY, 2,
      "a time budget of 2 s by the measured model of the Grundy values with blocking" },
    /* a rule's cap moves with the budget, and says so */
    { "moves:rule=(dx==0||dy==0||dx==dy)", WY_NEED_STEPS, 20,
      "a time budget of 20 s by the measured model of the rule" },
    { "moves:rule=(dx==0||dy==0||dx==dy)", WY_NEED_GRUNDY, 2,
      "a time budget of 2 s by the measured model of the rule's Grundy values" },
    /* a fixed cap says the budget does not move it */
    { "wythoff", WY_NEED_GRUNDY, 60, "a fixed cap of a few seconds' work for the Grundy values" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WyGame) game = parse_ok (cases[i].rule);
      const char *reason = NULL;
      wy_solve_max_size_within (game, cases[i].needs, cases[i].seconds, &reason);
      g_assert_cmpstr (reason, ==, cases[i].reason);
    }
}

/* A game's rule string reads back as the same game. */
static void
assert_reads_back (const WyGame *game)
{
  g_autofree char *text = wy_game_to_string (game);
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) again = wy_game_parse (text, &error);

  if (error)
    g_error ("%s is refused when read back: %s", text, error->message);
  g_assert_true (wy_game_equal (game, again));
}

/* A bare expression (the window's entry, Wy.Game.new_rule, rule=EXPR
 * without its parentheses) is written back as rule=(EXPR): the limits
 * count those parentheses too, so that every game accepted reads back.
 * Before, 64 unary minus signs or 1000 characters without them were taken,
 * and the program refused the rule string it wrote. */
static void
test_bare_limits (void)
{
  for (guint k = 63; k <= 64; k++)
    for (guint form = 0; form < 3; form++)
      {
        g_autofree char *signs = g_strnfill (k, "-!-"[form]);
        g_autofree char *expr = g_strdup_printf ("%sdx==0", signs);
        g_autofree char *string = g_strdup_printf ("moves:rule=%s", expr);
        g_autoptr (GError) error = NULL;
        g_autoptr (WyGame) game = form == 2 ? wy_game_parse (string, &error)
                                            : wy_game_new_rule (WY_FAMILY_MOVES, expr, &error);
        guint column = 0;

        g_test_message ("%u levels bare (%s)", k + 1, form == 2 ? "rule string" : "new_rule");
        if (k == 63)
          {
            g_assert_no_error (error);
            assert_reads_back (game);
            continue;
          }
        g_assert_null (game);
        g_assert_nonnull (strstr (error->message, "column 64 of the rule: the rule nests more "
                                                  "than 64 levels deep"));
        g_clear_error (&error);
        g_assert_false (wy_game_check_rule (WY_FAMILY_MOVES, expr, &column, &error));
        g_assert_cmpuint (column, ==, 64);
      }
  for (guint length = 998; length <= 999; length++)
    {
      g_autoptr (GString) expr = g_string_new ("dx");
      g_autoptr (GError) error = NULL;
      g_autoptr (WyGame) game = NULL;

      while (expr->len + 4 <= 998)
        g_string_append (expr, "+1");
      g_string_append (expr, ">0");
      while (expr->len < length)
        g_string_append_c (expr, ' ');
      g_assert_cmpuint (expr->len, ==, length);
      game = wy_game_new_rule (WY_FAMILY_MOVES, expr->str, &error);
      if (length == 998)
        {
          g_assert_no_error (error);
          assert_reads_back (game);
        }
      else
        g_assert_nonnull (strstr (error->message, "the expression is 1001 characters long with "
                                                  "its parentheses: it may have at most 1000"));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/rules/canonical", test_canonical);
  g_test_add_func ("/core/rules/arithmetic", test_arithmetic);
  g_test_add_func ("/core/rules/errors", test_errors);
  g_test_add_func ("/core/rules/bare-limits", test_bare_limits);
  g_test_add_func ("/core/rules/adjoin-nim", test_adjoin_nim);
  g_test_add_func ("/core/rules/caps", test_caps);
  g_test_add_func ("/core/rules/deadline", test_deadline);
  g_test_add_func ("/core/rules/step-lines", test_step_lines);
  g_test_add_func ("/core/rules/terms", test_terms);
  g_test_add_func ("/core/rules/cap-reasons", test_cap_reasons);
  return g_test_run ();
}
