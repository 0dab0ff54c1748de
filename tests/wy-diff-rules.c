/* wy-diff-rules.c: the differential tests of rules of your own (docs/rules.md). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wy-diff.h"
#include "wy-engine-testing.h"
#include "wy-game-private.h"
#include "wy-rule.h"
#include "wy-test-solve.h"

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

/* Operator op on its evaluated operands a and b (b unused when unary);
 * FALSE: a division by zero or an overflow. */
static gboolean
enode_apply (EOp op, gint64 a, gint64 b, gint64 *v)
{
  switch (op)
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
  return enode_apply (e->op, a, b, v);
}

static gboolean
enode_move (gpointer data, guint x, guint y, guint dx, guint dy)
{
  gint64 var[4] = { dx, dy, x, y }, v;

  return enode_eval (data, var, &v) && v != 0;
}

/* A random rule of your own, its string in c->rule; the brute force's rule
 * calls back into the tree. */
/* The rule of the tree e (misère and block=Q sometimes), named and parsed into c. */
static ENode *
custom_of_tree (Case *c, BrRule *r, gboolean one_pile, ENode *e)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GError) error = NULL;

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

static ENode *
random_custom (Case *c, BrRule *r, gboolean one_pile)
{
  ENode *e = random_condition (c, pick (c, 1, 3), one_pile);

  /* most rules keep a move that empties nothing at once: one token away */
  if (pick (c, 0, 2))
    e = enode (E_OR, enode (E_LE, enode (E_DX, NULL, NULL, 0),
                            enode (E_CONST, NULL, NULL, pick (c, 1, 2)), 0), e, 0);
  return custom_of_tree (c, r, one_pile, e);
}

gpointer
diff_random_custom (Case *c, BrRule *r, gboolean one_pile)
{
  return random_custom (c, r, one_pile);
}

void
diff_custom_free (gpointer tree)
{
  enode_free (tree);
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
void
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
 * edge, bands) and a random remainder, on boards on both sides of 64 rows, from which
 * on the Grundy values are swept along the pattern's runs (the engine's seam,
 * wy-solve-rule.c): every value against the brute force. */
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

/* Runs at the runs' seams (wy-solve-rule-runs.c: a run to the board's edge counts from
 * RUN_MIN = 24 cells, at most RUNS_MAX = 48 runs) on a board of side size; seam 0 .. 2:
 * a row, a column and a diagonal of 23, 24 or 25 cells up to the edge; 3 .. 5: the rows
 * or the columns d < 47, 48 or 49 (as many runs). */
static ENode *
run_seam (Case *c, guint size, guint seam)
{
#define V(op) enode (op, NULL, NULL, 0)
#define K(v) enode (E_CONST, NULL, NULL, (v))
  gint64 from = (gint64) size - 23 - seam, line = pick (c, 0, 3);
  ENode *row, *column, *diagonal;

  if (seam >= 3)
    return enode (E_LT, V (pick (c, 0, 1) ? E_DX : E_DY), K (44 + seam), 0);
  row = enode (E_AND, enode (E_EQ, V (E_DY), K (line), 0), enode (E_GE, V (E_DX), K (from), 0),
               0);
  column = enode (E_AND, enode (E_EQ, V (E_DX), K (line), 0),
                  enode (E_GE, V (E_DY), K (from), 0), 0);
  diagonal = enode (E_AND, enode (E_EQ, V (E_DX), enode (E_ADD, V (E_DY), K (line), 0), 0),
                    enode (E_GE, V (E_DY), K (from - line), 0), 0);
  return enode (E_OR, enode (E_OR, row, column, 0), diagonal, 0);
#undef V
#undef K
}

static gboolean
uses_position (const ENode *e)
{
  return e && (e->op == E_X || e->op == E_Y || uses_position (e->a) || uses_position (e->b));
}

void
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
      /* below the runs' 64 rows now and then */
      size = (guint) pick (&c, i % 4 == 3 ? 58 : 64, LIGHT ? 65 : 68);
      for (guint k = pick (&c, 1, 3); k > 0; k--)
        e = enode (E_OR, e, random_line (&c), 0);
      e = enode (E_OR, e, run_seam (&c, size, i % 6), 0);
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

void
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

void
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

/* The rows of the first rows y < rows of a two-pile rule's board of width W from the
 * legal moves alone (br_is_move; docs/spec.md: P iff fewer than Q moves reach a
 * P-position; misère: a position without a move is N, else P iff no move reaches P),
 * the Grundy values mex^Q when the rule has them (else -1). */
static void
strip_brute (const BrRule *rule, guint W, guint rows, guint8 *status, int *grundy)
{
  g_autofree guint *count = g_new0 (guint, (gsize) W * rows + 2);
  gboolean values = br_has_grundy (rule);
  guint q = MAX (rule->block, 1);

  for (guint y = 0; y < rows; y++)
    for (guint x = 0; x < W; x++)
      {
        guint n = 0, to_p = 0, z = 0;
        for (guint dy = 0; dy <= y; dy++)
          for (guint dx = 0; dx <= x; dx++)
            if (br_is_move (rule, x, y, dx, dy))
              {
                gsize o = (gsize) (y - dy) * W + x - dx;
                n++;
                to_p += status[o] == BR_P;
                if (values)
                  count[grundy[o]]++;
              }
        status[(gsize) y * W + x] = rule->misere ? (n > 0 && to_p == 0 ? BR_P : BR_N)
                                                 : to_p < q ? BR_P : BR_N;
        while (values && count[z] >= q)
          z++;
        grundy[(gsize) y * W + x] = values ? (int) z : -1;
        if (values)
          memset (count, 0, sizeof (guint) * ((gsize) W * rows + 2));
      }
}

/* The first rows of the core's board of rule (one pile: rows 1) against strip_brute. */
static void
strip_case (Case *c, const BrRule *rule, guint size, guint rows)
{
  g_autoptr (GError) error = NULL;
  g_autofree guint8 *status = g_new0 (guint8, (gsize) size * rows);
  g_autofree int *grundy = g_new0 (int, (gsize) size * rows);
  WyNeeds needs = WY_NEED_ELIMINATION | (br_has_grundy (rule) ? WY_NEED_GRUNDY : 0);
  WyBoard *board = core_solve (c, size, needs, &error);

  g_assert_no_error (error);
  strip_brute (rule, size, rows, status, grundy);
  for (guint y = 0; y < rows; y++)
    for (guint x = 0; x < size; x++)
      {
        guint8 got = core_status (wy_board_get_status (board, x, y));
        gsize i = (gsize) y * size + x;
        if (got != status[i])
          mismatch (c, "(%u,%u): %s, brute force %s", x, y, status_name (got),
                    status_name (status[i]));
        if (grundy[i] >= 0 && wy_board_get_grundy (board, x, y) != grundy[i])
          mismatch (c, "(%u,%u): Grundy value %d, brute force %d", x, y,
                    wy_board_get_grundy (board, x, y), grundy[i]);
      }
  wy_board_unref (board);
}

/* A random rule with a term that tells long moves apart (one pile: (d [+ n]) % K == R
 * or d == K n; two piles: dx % K == R or dx == dy + R), so that a lane read wrong
 * past the first 256 shows. */
static ENode *
long_rows_custom (Case *c, BrRule *r, gboolean one_pile)
{
#define K(lo, hi) enode (E_CONST, NULL, NULL, pick (c, lo, hi))
  ENode *dx = enode (E_DX, NULL, NULL, 0), *term;

  switch (pick (c, 0, 2))
    {
    case 0:
      term = enode (E_EQ, enode (E_MOD, dx, K (2, 7), 0), K (0, 1), 0);
      break;
    case 1:
      if (one_pile)
        term = enode (E_EQ, enode (E_MOD, enode (E_ADD, dx, enode (E_X, NULL, NULL, 0), 0),
                                   K (2, 7), 0), K (0, 1), 0);
      else
        term = enode (E_EQ, dx, enode (E_ADD, enode (E_DY, NULL, NULL, 0), K (0, 3), 0), 0);
      break;
    default:
      term = one_pile ? enode (E_EQ, dx, enode (E_MUL, K (1, 3), enode (E_X, NULL, NULL, 0), 0),
                               0)
                      : enode (E_EQ, enode (E_MOD, dx, K (2, 7), 0), K (0, 1), 0);
      break;
    }
#undef K
  return custom_of_tree (c, r, one_pile, enode (E_OR, term, random_condition (c, 1, one_pile),
                                                0));
}

/* A rule's expression is evaluated LANES (256, wy-expr-eval.c) moves at a time: rows of
 * more than 256 lanes, on both sides of the seam. One pile: whole boards of 250 to 530
 * against the brute force. Two piles: the first rows of boards of 250 to 300 (a row of a
 * pattern spans the board; a cell's row of lanes spans x + 1 or W - x), when the rule's
 * cap reaches that far. */
void
test_rules_lanes (void)
{
  guint n = n_cases (4), crossed = 0;

  /* boards near a rule's cap: their answer, not the wall clock of a loaded machine */
  _wy_solve_rule_set_time_limit (WY_TIME_BUDGET_MAX);
  for (guint i = 0; i < 2 * n || (crossed == 0 && i < 2 * n + 4); i++)
    {
      Case c = { 0 };
      BrRule rule;
      gboolean one_pile = i % 2 == 0;
      guint size;
      ENode *e;

      case_begin (&c, one_pile ? "pile:rule, long rows" : "moves:rule, long rows");
      size = one_pile ? (guint) pick (&c, 250, 530) : (guint) pick (&c, 250, 300);
      /* two piles: a rule whose cap reaches the size (most that do are patterns) */
      for (guint tries = 0;; tries++)
        {
          e = long_rows_custom (&c, &rule, one_pile);
          if (one_pile || tries == 40
              || wy_solve_max_size (c.game, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL) >= size)
            break;
          enode_free (e);
          g_clear_pointer (&c.rule, g_free);
          g_clear_pointer (&c.game, wy_game_free);
        }
      g_test_message ("  %s, size %u", c.rule, size);
      if (one_pile)
        {
          full_board (&c, &rule, size);
          grundy_only (&c, &rule, size);
          crossed += size > 257;
        }
      else if (wy_solve_max_size (c.game, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL) < size)
        g_test_message ("  beyond the rule's cap: left out");
      else
        {
          strip_case (&c, &rule, size, 3);
          crossed += size > 257;
        }
      case_end (&c);
      enode_free (e);
    }
  g_assert_cmpuint (crossed, >, 0);
  _wy_solve_rule_set_time_limit (0);
}

/* An adjoin over the first rows of its base: the base's moves, and its P-positions
 * (dx, dy) with dy < rows (a strip's, from strip_brute) as moves. */
typedef struct {
  BrRule  base;
  guint8 *status;
  guint   W, rows;
} StripAdjoin;

static gboolean
strip_adjoin_move (gpointer data, guint x, guint y, guint dx, guint dy)
{
  StripAdjoin *a = data;

  if (br_is_move (&a->base, x, y, dx, dy))
    return TRUE;
  return dx + dy > 0 && dx < a->W && dy < a->rows && a->status[(gsize) dy * a->W + dx] == BR_P;
}

/* The base of a case of test_rules_adjoin_grow, its text (BR_CUSTOM: a pattern with
 * P-positions far along its first rows, a period in dx; its tree in *e). */
static char *
grow_base (Case *c, BrRule *base, BrFamily f, ENode **e)
{
  if (f != BR_CUSTOM)
    {
      random_rule (c, base, f, 20);
      return br_rule_string (base);
    }
  for (guint tries = 0; tries < 40 && (!*e || uses_position (*e)); tries++)
    {
      enode_free (*e);
      g_clear_pointer (&c->rule, g_free);
      g_clear_pointer (&c->game, wy_game_free);
      *e = long_rows_custom (c, base, FALSE);
    }
  g_clear_pointer (&c->game, wy_game_free);
  return g_steal_pointer (&c->rule);
}

/* An adjoin holds its base's P-positions as far as some side, grown when a board asks
 * beyond it (_wy_engine_grow_base: doubled, to the base's cap). Measuring the cost of a
 * rule grows the base first (two piles to 512, one pile to 8192 today), so the other
 * adjoin tests, on small boards, never ask beyond it. Here a board a little wider than
 * the side the base holds after a first solve: the rows y < 3 (one pile: the board)
 * against the brute force. Rows see only the base's P-positions (dx, dy < 3): two-pile
 * bases are mostly rules with a period in dx, whose first rows hold P-positions far out. */
void
test_rules_adjoin_grow (void)
{
  static const BrFamily families[] = { BR_CUSTOM, BR_MARK, BR_CUSTOM, BR_UPMARK, BR_WYTHOFF,
                                       BR_STWYTHOFF };
  guint n = n_cases (6), crossed = 0;

  /* boards near a rule's cap: their answer, not the wall clock of a loaded machine */
  _wy_solve_rule_set_time_limit (WY_TIME_BUDGET_MAX);
  /* a light run (the sanitizers) has one case: on until one crosses, as a mark base does */
  for (guint i = 0; i < n || (crossed == 0 && i < n + G_N_ELEMENTS (families)); i++)
    {
      Case c = { 0 };
      StripAdjoin adjoin = { 0 };
      BrRule rule = { .family = BR_CUSTOM, .custom_move = strip_adjoin_move };
      g_autoptr (GError) error = NULL;
      g_autofree char *base = NULL;
      BrFamily f = families[i % G_N_ELEMENTS (families)];
      guint rows = br_family_one_pile (f) ? 1 : 3, known, size;
      g_autofree int *grundy = NULL;
      ENode *e = NULL;

      case_begin (&c, "adjoin, its base grown");
      base = grow_base (&c, &adjoin.base, f, &e);
      rule.custom_data = &adjoin;
      rule.custom_one_pile = rows == 1;
      rule.misere = pick (&c, 0, 3) == 0;
      c.rule = g_strdup_printf ("adjoin:base=(%s)%s", base, rule.misere ? ",play=misere" : "");
      c.game = wy_game_parse (c.rule, &error);
      g_assert_no_error (error);
      wy_board_unref (core_solve (&c, (guint) pick (&c, 1, 20), WY_NEED_ELIMINATION, &error));
      g_assert_no_error (error);
      known = wy_rule_get_base_side (_wy_game_get_rule (c.game));
      adjoin.W = size = known + (guint) pick (&c, 1, 9);
      adjoin.rows = rows;
      g_test_message ("  %s, the base known to %u, size %u", c.rule, known, size);
      /* a base the cost model grew far (a cheap one-pile base: 131072) is beyond the brute
       * force's reach */
      if (size > (rows == 1 ? 20000 : 1100))
        g_test_message ("  beyond the brute force's reach: left out");
      else if (wy_solve_max_size (c.game, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL) >= size)
        {
          crossed++;
          adjoin.status = g_new0 (guint8, (gsize) size * rows);
          grundy = g_new0 (int, (gsize) size * rows);
          strip_brute (&adjoin.base, size, rows, adjoin.status, grundy);
          strip_case (&c, &rule, size, rows);
          g_assert_cmpuint (wy_rule_get_base_side (_wy_game_get_rule (c.game)), >=, size);
          g_free (adjoin.status);
        }
      else
        g_test_message ("  beyond the adjoin's cap: left out");
      case_end (&c);
      enode_free (e);
    }
  g_assert_cmpuint (crossed, >, 0);
  _wy_solve_rule_set_time_limit (0);
}
