/* wy-expr-tree.c: the shape of a parsed expression: the range of its values
 * (can it fail), its split into terms, and its text written back. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-expr-private.h"

/* ---- the shape of an expression: can it fail, and its terms ---- */

typedef struct {
  gint64   lo, hi;
  gboolean may_fail;
} Range;

/* a + b, a - b or a * b over the ranges: the extremes lie at the corners. */
static Range
corners_range (Op op, Range a, Range b, Range r)
{
  gint64 c[4];
  gboolean over = FALSE;
  gint64 x[2] = { a.lo, a.hi }, y[2] = { b.lo, b.hi };

  for (guint k = 0; k < 4; k++)
    {
      gint64 u = x[k / 2], v = y[op == OP_SUB ? 1 - k % 2 : k % 2];
      over |= op == OP_ADD ? __builtin_add_overflow (u, v, &c[k])
              : op == OP_SUB ? __builtin_sub_overflow (u, v, &c[k])
              : __builtin_mul_overflow (u, v, &c[k]);
    }
  r.may_fail |= over;
  r.lo = MIN (MIN (c[0], c[1]), MIN (c[2], c[3]));
  r.hi = MAX (MAX (c[0], c[1]), MAX (c[2], c[3]));
  return r;
}

static Range
range_of (const WyExpr *expr, guint i, gint64 var_max)
{
  const Node *n = &expr->nodes[i];
  Range a = { 0, 0, FALSE }, b = { 0, 0, FALSE }, r = { 0, 1, FALSE };

  if (n->op == OP_CONST)
    return (Range) { n->value, n->value, FALSE };
  if (n->op == OP_VAR)
    return (Range) { 0, var_max, FALSE };
  a = range_of (expr, n->a, var_max);
  if (n->op >= OP_MUL)
    b = range_of (expr, n->b, var_max);
  r.may_fail = a.may_fail || b.may_fail;
  switch (n->op)
    {
    case OP_NEG:
    case OP_ABS:
      r.may_fail |= a.lo == G_MININT64;
      if (!r.may_fail)
        {
          r.lo = n->op == OP_NEG ? -a.hi : (a.lo >= 0 ? a.lo : a.hi <= 0 ? -a.hi : 0);
          r.hi = n->op == OP_NEG ? -a.lo : MAX (ABS (a.lo), ABS (a.hi));
        }
      return r;
    case OP_ADD:
    case OP_SUB:
    case OP_MUL:
      return corners_range (n->op, a, b, r);
    case OP_DIV:
    case OP_MOD:
      r.may_fail |= (b.lo <= 0 && b.hi >= 0) || (b.lo <= -1 && b.hi >= -1 && a.lo == G_MININT64)
                    || a.lo == G_MININT64 || b.lo == G_MININT64;
      if (!r.may_fail)
        {
          gint64 m = n->op == OP_DIV ? MAX (ABS (a.lo), ABS (a.hi)) : MAX (ABS (b.lo), ABS (b.hi));
          r.lo = -m;
          r.hi = m;
        }
      return r;
    case OP_MIN:
      r.lo = MIN (a.lo, b.lo), r.hi = MIN (a.hi, b.hi);
      return r;
    case OP_MAX:
      r.lo = MAX (a.lo, b.lo), r.hi = MAX (a.hi, b.hi);
      return r;
    default: /* comparisons and logic: 0 or 1 */
      return r;
    }
}

static guint
node_uses (const WyExpr *expr, guint i)
{
  const Node *n = &expr->nodes[i];

  if (n->op == OP_VAR)
    return 1u << n->value;
  if (n->op == OP_CONST)
    return 0;
  return node_uses (expr, n->a) | (n->op >= OP_MUL ? node_uses (expr, n->b) : 0);
}

static void
flatten (const WyExpr *expr, guint i, Op op, GArray *out)
{
  const Node *n = &expr->nodes[i];

  if (n->op == op)
    {
      flatten (expr, n->a, op, out);
      flatten (expr, n->b, op, out);
    }
  else
    g_array_append_val (out, i);
}

/* Copies the subtree at i into nodes (children first); its new index. */
static guint
copy_subtree (const WyExpr *expr, guint i, GArray *nodes)
{
  Node n = expr->nodes[i];

  if (n.op != OP_CONST && n.op != OP_VAR)
    {
      n.a = copy_subtree (expr, n.a, nodes);
      if (n.op >= OP_MUL)
        n.b = copy_subtree (expr, n.b, nodes);
    }
  g_array_append_val (nodes, n);
  return nodes->len - 1;
}

/* The conjunction of the factors, a new expression; NULL for none. */
static WyExpr *
conjunction (const WyExpr *expr, const guint *factors, guint n_factors)
{
  GArray *nodes;
  WyExpr *out;
  guint top = 0;

  if (n_factors == 0)
    return NULL;
  nodes = g_array_new (FALSE, FALSE, sizeof (Node));
  for (guint k = 0; k < n_factors; k++)
    {
      guint f = copy_subtree (expr, factors[k], nodes);
      if (k > 0)
        {
          Node and = { OP_AND, top, f, 0 };
          g_array_append_val (nodes, and);
          f = nodes->len - 1;
        }
      top = f;
    }
  out = g_new0 (WyExpr, 1);
  out->one_pile = expr->one_pile;
  out->n_nodes = nodes->len;
  out->nodes = (Node *) g_array_free (nodes, FALSE);
  for (guint i = 0; i < out->n_nodes; i++)
    if (out->nodes[i].op == OP_VAR)
      out->uses |= 1u << out->nodes[i].value;
  return out;
}

gboolean
wy_expr_split (const WyExpr *expr, gint64 var_max, GPtrArray *patterns, GPtrArray *filters)
{
  g_autoptr (GArray) terms = g_array_new (FALSE, FALSE, sizeof (guint));
  guint position = (1u << WY_EXPR_X) | (1u << WY_EXPR_Y);

  /* without errors on any path, (a || b) && c may be taken apart freely */
  if (range_of (expr, expr->n_nodes - 1, var_max).may_fail)
    return FALSE;
  flatten (expr, expr->n_nodes - 1, OP_OR, terms);
  for (guint t = 0; t < terms->len; t++)
    {
      g_autoptr (GArray) factors = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr (GArray) fixed = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr (GArray) moving = g_array_new (FALSE, FALSE, sizeof (guint));

      flatten (expr, g_array_index (terms, guint, t), OP_AND, factors);
      for (guint k = 0; k < factors->len; k++)
        g_array_append_val ((node_uses (expr, g_array_index (factors, guint, k)) & position)
                            ? moving : fixed, g_array_index (factors, guint, k));
      if (fixed->len == 0)
        {
          /* a term over the whole pattern: nothing to gain */
          g_ptr_array_set_size (patterns, 0);
          g_ptr_array_set_size (filters, 0);
          return FALSE;
        }
      g_ptr_array_add (patterns, conjunction (expr, (guint *) fixed->data, fixed->len));
      g_ptr_array_add (filters, conjunction (expr, (guint *) moving->data, moving->len));
    }
  return TRUE;
}

/* ---- printing ---- */

static int
precedence (Op op)
{
  switch (op)
    {
    case OP_OR: return 1;
    case OP_AND: return 2;
    case OP_LT: case OP_LE: case OP_GT: case OP_GE: case OP_EQ: case OP_NE: return 3;
    case OP_ADD: case OP_SUB: return 4;
    case OP_MUL: case OP_DIV: case OP_MOD: return 5;
    case OP_NEG: case OP_NOT: return 6;
    default: return 7;
    }
}

static const char *
op_text (Op op)
{
  static const char *const text[] = {
    [OP_NEG] = "-", [OP_NOT] = "!", [OP_ABS] = "abs", [OP_MUL] = "*", [OP_DIV] = "/",
    [OP_MOD] = "%", [OP_ADD] = "+", [OP_SUB] = "-", [OP_LT] = "<", [OP_LE] = "<=",
    [OP_GT] = ">", [OP_GE] = ">=", [OP_EQ] = "==", [OP_NE] = "!=", [OP_AND] = "&&",
    [OP_OR] = "||", [OP_MIN] = "min", [OP_MAX] = "max",
  };
  return text[op];
}

static void
print_node (const WyExpr *expr, guint i, int need, GString *out)
{
  static const char *const two[] = { "dx", "dy", "x", "y", "dz", "z" };
  static const char *const one[] = { "d", "dy", "n", "y", "dz", "z" };
  const Node *n = &expr->nodes[i];
  int prec = precedence (n->op);
  gboolean paren = prec < need;

  if (paren)
    g_string_append_c (out, '(');
  switch (n->op)
    {
    case OP_CONST:
      g_string_append_printf (out, "%" G_GINT64_FORMAT, n->value);
      break;
    case OP_VAR:
      g_string_append (out, (expr->one_pile ? one : two)[n->value]);
      break;
    case OP_NEG:
    case OP_NOT:
      g_string_append (out, op_text (n->op));
      print_node (expr, n->a, prec, out);
      break;
    case OP_ABS:
    case OP_MIN:
    case OP_MAX:
      g_string_append_printf (out, "%s(", op_text (n->op));
      print_node (expr, n->a, 1, out);
      if (n->op != OP_ABS)
        {
          g_string_append_c (out, ',');
          print_node (expr, n->b, 1, out);
        }
      g_string_append_c (out, ')');
      break;
    default:
      /* left-associative; a comparison takes no comparison on either side */
      print_node (expr, n->a, prec == 3 ? prec + 1 : prec, out);
      g_string_append (out, op_text (n->op));
      print_node (expr, n->b, prec + 1, out);
      break;
    }
  if (paren)
    g_string_append_c (out, ')');
}

char *
wy_expr_to_string (const WyExpr *expr)
{
  GString *out = g_string_new (NULL);

  print_node (expr, expr->n_nodes - 1, 0, out);
  return g_string_free (out, FALSE);
}
