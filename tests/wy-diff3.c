/* wy-diff3.c: the differential test of three heaps (/core/differential/heaps3, run by
 * test-differential): the core against the independent brute force of wy-brute3.c on
 * every 3-heap family, random cube sides, misère play, random rules of your own in dx,
 * dy, dz, x, y, z and adjoins over the families. Status, step and Grundy value of every
 * cell, the P-set engine, and the winning moves of the report. Each case logs its rule and
 * seed (WY_DIFF_SEED repeats one). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wy-brute3.h"
#include "wy-diff3.h"
#include "wy-report.h"
#include "wy-test-solve.h"

/* A random expression, printed in full parentheses and evaluated here on
 * its own (a division by zero or an overflow makes the move illegal). */
typedef struct Expr3 Expr3;
struct Expr3 {
  char   op;      /* 'v' variable, 'c' constant, or + - * / % < = & | ! m M a */
  int    var;     /* dx dy dz x y z */
  gint64 value;
  Expr3 *a, *b;
};

static const char *const var_names[] = { "dx", "dy", "dz", "x", "y", "z" };

static Expr3 *
expr_new (char op, Expr3 *a, Expr3 *b)
{
  Expr3 *e = g_new0 (Expr3, 1);
  e->op = op;
  e->a = a;
  e->b = b;
  return e;
}

static void
expr_free (Expr3 *e)
{
  if (!e)
    return;
  expr_free (e->a);
  expr_free (e->b);
  g_free (e);
}

static Expr3 *
random_term (GRand *r, guint depth)
{
  int kind = depth == 0 ? g_rand_int_range (r, 0, 3) : g_rand_int_range (r, 0, 8);
  static const char ops[] = "+-*/%mM";

  if (kind <= 1)
    {
      Expr3 *e = expr_new ('v', NULL, NULL);
      e->var = g_rand_int_range (r, 0, 6);
      return e;
    }
  if (kind == 2)
    {
      Expr3 *e = expr_new ('c', NULL, NULL);
      e->value = g_rand_int_range (r, 0, 5);
      return e;
    }
  if (kind == 3)
    return expr_new ('a', random_term (r, depth - 1), NULL);
  return expr_new (ops[g_rand_int_range (r, 0, 7)], random_term (r, depth - 1),
                   random_term (r, depth - 1));
}

static Expr3 *
random_condition (GRand *r, guint depth)
{
  int kind = depth == 0 ? 0 : g_rand_int_range (r, 0, 5);

  if (kind <= 1)
    return expr_new (g_rand_boolean (r) ? '<' : '=', random_term (r, g_rand_int_range (r, 0, 3)),
                     random_term (r, g_rand_int_range (r, 0, 3)));
  if (kind == 2)
    return expr_new ('!', random_condition (r, depth - 1), NULL);
  return expr_new (g_rand_boolean (r) ? '|' : '&', random_condition (r, depth - 1),
                   random_condition (r, depth - 1));
}

static void
expr_print (const Expr3 *e, GString *out)
{
  static const struct { char op; const char *text; } names[] = {
    { '<', "<" }, { '=', "==" }, { '&', "&&" }, { '|', "||" }, { '+', "+" }, { '-', "-" },
    { '*', "*" }, { '/', "/" }, { '%', "%" },
  };

  switch (e->op)
    {
    case 'v': g_string_append (out, var_names[e->var]); return;
    case 'c': g_string_append_printf (out, "%" G_GINT64_FORMAT, e->value); return;
    case '!': g_string_append (out, "!("); expr_print (e->a, out); g_string_append_c (out, ')');
      return;
    case 'a': g_string_append (out, "abs("); expr_print (e->a, out);
      g_string_append_c (out, ')'); return;
    case 'm': case 'M':
      g_string_append (out, e->op == 'm' ? "min(" : "max(");
      expr_print (e->a, out);
      g_string_append_c (out, ',');
      expr_print (e->b, out);
      g_string_append_c (out, ')');
      return;
    default:
      g_string_append_c (out, '(');
      expr_print (e->a, out);
      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        if (names[i].op == e->op)
          g_string_append (out, names[i].text);
      expr_print (e->b, out);
      g_string_append_c (out, ')');
    }
}

/* FALSE: an error on the way (the move is illegal); floor division and
 * modulo as docs/rules.md defines them. */
static gboolean
expr_eval (const Expr3 *e, const gint64 *vars, gint64 *v)
{
  gint64 a = 0, b = 0;

  if (e->op == 'v' || e->op == 'c')
    {
      *v = e->op == 'v' ? vars[e->var] : e->value;
      return TRUE;
    }
  if (e->op == '&' || e->op == '|')
    {
      if (!expr_eval (e->a, vars, &a))
        return FALSE;
      if ((a != 0) == (e->op == '|'))
        return (*v = a != 0), TRUE;
      if (!expr_eval (e->b, vars, &b))
        return FALSE;
      return (*v = b != 0), TRUE;
    }
  if (!expr_eval (e->a, vars, &a) || (e->b && !expr_eval (e->b, vars, &b)))
    return FALSE;
  switch (e->op)
    {
    case '!': *v = !a; return TRUE;
    case 'a': *v = a < 0 ? -a : a; return TRUE;
    case 'm': *v = MIN (a, b); return TRUE;
    case 'M': *v = MAX (a, b); return TRUE;
    case '<': *v = a < b; return TRUE;
    case '=': *v = a == b; return TRUE;
    case '+': *v = a + b; return TRUE;
    case '-': *v = a - b; return TRUE;
    case '*': *v = a * b; return TRUE;
    case '/':
    case '%':
      if (b == 0)
        return FALSE;
      {
        gint64 q = a / b, m = a % b;
        if (m != 0 && ((m < 0) != (b < 0)))
          q--, m += b;
        *v = e->op == '/' ? q : m;
      }
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

static gboolean
expr_move (gpointer data, guint x, guint y, guint z, guint dx, guint dy, guint dz)
{
  gint64 vars[6] = { dx, dy, dz, x, y, z }, v;

  return expr_eval (data, vars, &v) && v != 0;
}

/* The core's cube of the game against the brute force's: every cell. */
static void
compare_cube (const char *rule_text, const Br3Rule *rule, guint size, guint32 seed)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule_text, &error);
  gboolean grundy;
  Br3Board *ref;
  g_autoptr (WyBoard) board = NULL;
  g_autoptr (WyBoard) pset = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (wy_game_get_heaps (game), ==, 3);
  grundy = wy_game_has_grundy (game);
  ref = br3_solve (rule, size, grundy);
  board = wy_test_solve (game, size, WY_NEED_STEPS | (grundy ? WY_NEED_GRUNDY : 0), NULL, NULL,
                         NULL, &error);
  g_assert_no_error (error);
  pset = wy_test_solve (game, size, WY_NEED_STATUS, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint z = 0; z < size; z++)
    for (guint y = 0; y < size; y++)
      for (guint x = 0; x < size; x++)
        {
          gsize i = br3_index (size, x, y, z);
          guint step, pstep;
          WyStatus s = wy_board_get_cell3 (board, x, y, z, &step);
          WyStatus ps = wy_board_get_cell3 (pset, x, y, z, &pstep);
          int g = wy_board_get_grundy3 (board, x, y, z);
          if (s != ref->status[i] || step != ref->step[i] || ps != ref->status[i]
              || (grundy && g != ref->grundy[i]))
            g_error ("MISMATCH %s side %u (case seed %u) at (%u, %u, %u): %d/%u/%d, set %d, "
                     "brute %d/%u/%d", rule_text, size, seed, x, y, z, s, step, g, ps,
                     ref->status[i], ref->step[i], ref->grundy ? ref->grundy[i] : -1);
        }
  g_assert_cmpuint (wy_board_get_n_steps (board), ==, ref->n_rounds);
  br3_board_free (ref);
}

/* The winning moves of a few cells: every move into a P-position. */
static void
compare_moves (const char *rule_text, const Br3Rule *rule, guint size, GRand *r)
{
  g_autoptr (WyGame) game = wy_game_parse (rule_text, NULL);
  WyQuery q = { .needs = WY_NEED_STEPS, .size = size };
  g_autoptr (WySolution) sol = wy_solve (game, &q, NULL);
  const WyBoard *board = wy_solution_get_board (sol);

  for (guint k = 0; k < 5; k++)
    {
      guint x = g_rand_int_range (r, 0, size), y = g_rand_int_range (r, 0, size);
      guint z = g_rand_int_range (r, 0, size), want = 0;
      g_autoptr (WyReport) report = wy_solution_describe3 (sol, x, y, z, NULL);
      const GArray *moves = wy_report_get_winning_moves (report);
      gboolean n = wy_board_get_cell3 (board, x, y, z, NULL) == WY_STATUS_N;

      g_assert_cmpuint (wy_report_get_z (report), ==, z);
      for (guint dz = 0; dz <= z; dz++)
        for (guint dy = 0; dy <= y; dy++)
          for (guint dx = 0; dx <= x; dx++)
            want += n && br3_is_move (rule, x, y, z, dx, dy, dz)
                    && wy_board_get_cell3 (board, x - dx, y - dy, z - dz, NULL) == WY_STATUS_P;
      g_assert_cmpuint (moves->len, ==, want);
      for (guint i = 0; i < moves->len; i++)
        {
          const WyMove *m = &g_array_index (moves, WyMove, i);
          g_assert_true (br3_is_move (rule, x, y, z, m->dx, m->dy, m->dz));
          g_assert_cmpuint (m->target.x + m->dx, ==, x);
          g_assert_cmpuint (m->target.y + m->dy, ==, y);
          g_assert_cmpuint (m->target_z + m->dz, ==, z);
        }
    }
}

static guint32
case_seed (void)
{
  const char *fixed = g_getenv ("WY_DIFF_SEED");

  return fixed ? (guint32) strtoul (fixed, NULL, 10) : (guint32) g_test_rand_int ();
}

/* Base families of an adjoin: their rule and moves (the base's P-positions as moves). */
typedef struct {
  Br3Rule  base;
  guint8  *base_status;
  guint    size;
} Adjoin3;

static gboolean
adjoin_move (gpointer data, guint x, guint y, guint z, guint dx, guint dy, guint dz)
{
  Adjoin3 *a = data;

  return br3_is_move (&a->base, x, y, z, dx, dy, dz)
         || a->base_status[br3_index (a->size, dx, dy, dz)] == 1;
}

void
wy_diff3_test (guint n_cases)
{
  static const char *const names[] = { "nim:heaps=3", "wythoff:heaps=3", "fraenkel3" };

  for (guint k = 0; k < n_cases; k++)
    {
      guint32 seed = case_seed ();
      GRand *r = g_rand_new_with_seed (seed);
      Br3Rule rule = { .misere = g_rand_int_range (r, 0, 3) == 0 };
      guint kind = g_rand_int_range (r, 0, 5), size = g_rand_int_range (r, 1, 10);
      g_autofree char *text = NULL;
      Expr3 *e = NULL;
      Adjoin3 adjoin = { .size = size };

      if (kind < 3)
        {
          rule.family = (Br3Family) kind;
          text = g_strdup_printf ("%s%s", names[kind],
                                  !rule.misere ? "" : kind == 2 ? ":play=misere" : ",play=misere");
        }
      else if (kind == 3)
        {
          g_autoptr (GString) s = g_string_new (NULL);
          /* a rule that names dz or z: three heaps */
          do
            {
              expr_free (e);
              e = random_condition (r, 3);
              g_string_truncate (s, 0);
              expr_print (e, s);
            }
          while (!strstr (s->str, "z"));
          rule.family = BR3_CUSTOM;
          rule.custom_move = expr_move;
          rule.custom_data = e;
          text = g_strdup_printf ("moves:rule=(%s)%s", s->str, rule.misere ? ",play=misere" : "");
        }
      else
        {
          adjoin.base.family = (Br3Family) g_rand_int_range (r, 0, 3);
          adjoin.base_status = br3_status (&adjoin.base, size);
          rule.family = BR3_CUSTOM;
          rule.custom_move = adjoin_move;
          rule.custom_data = &adjoin;
          text = g_strdup_printf ("adjoin:base=(%s)%s", names[adjoin.base.family],
                                  rule.misere ? ",play=misere" : "");
        }
      g_test_message ("%s, side %u: case seed %u (WY_DIFF_SEED=%u repeats it)", text, size,
                      seed, seed);
      compare_cube (text, &rule, size, seed);
      compare_moves (text, &rule, size, r);
      expr_free (e);
      g_free (adjoin.base_status);
      g_rand_free (r);
    }
}
