/* wy-expr-eval.c: evaluate the expressions of rules of your own, one move
 * at a time (short-circuit, scalar) or a row of lanes at once (eager, one
 * pass over the node array; a && b and a || b take b's error only where a
 * does not decide, so the two agree). */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>

#include "wy-expr-private.h"

/* Floor division and modulo; FALSE on a division by zero or an overflow. */
static inline gboolean
floor_div (gint64 a, gint64 b, gint64 *q)
{
  if (b == 0 || (a == G_MININT64 && b == -1))
    return FALSE;
  *q = a / b - ((a % b != 0) && ((a < 0) != (b < 0)));
  return TRUE;
}

static inline gboolean
floor_mod (gint64 a, gint64 b, gint64 *r)
{
  if (b == 0)
    return FALSE;
  if (b == -1)
    {
      *r = 0;
      return TRUE;
    }
  *r = a % b;
  if (*r != 0 && ((*r < 0) != (b < 0)))
    *r += b;
  return TRUE;
}

/* One operation on values a, b; FALSE: an error. */
static inline gboolean
apply (Op op, gint64 a, gint64 b, gint64 *v)
{
  switch (op)
    {
    case OP_NEG: return !__builtin_sub_overflow ((gint64) 0, a, v);
    case OP_NOT: *v = a == 0; return TRUE;
    case OP_ABS:
      if (a == G_MININT64)
        return FALSE;
      *v = a < 0 ? -a : a;
      return TRUE;
    case OP_MUL: return !__builtin_mul_overflow (a, b, v);
    case OP_DIV: return floor_div (a, b, v);
    case OP_MOD: return floor_mod (a, b, v);
    case OP_ADD: return !__builtin_add_overflow (a, b, v);
    case OP_SUB: return !__builtin_sub_overflow (a, b, v);
    case OP_LT: *v = a < b; return TRUE;
    case OP_LE: *v = a <= b; return TRUE;
    case OP_GT: *v = a > b; return TRUE;
    case OP_GE: *v = a >= b; return TRUE;
    case OP_EQ: *v = a == b; return TRUE;
    case OP_NE: *v = a != b; return TRUE;
    case OP_MIN: *v = MIN (a, b); return TRUE;
    case OP_MAX: *v = MAX (a, b); return TRUE;
    default: g_assert_not_reached ();
    }
}

/* Scalar, with real short-circuits; FALSE: an error on the evaluated path. */
static gboolean
eval_node (const WyExpr *expr, guint i, const gint64 *vars, gint64 *v)
{
  const Node *n = &expr->nodes[i];
  gint64 a, b;

  switch (n->op)
    {
    case OP_CONST: *v = n->value; return TRUE;
    case OP_VAR: *v = vars[n->value]; return TRUE;
    case OP_AND:
    case OP_OR:
      if (!eval_node (expr, n->a, vars, &a))
        return FALSE;
      if ((a != 0) == (n->op == OP_OR))
        {
          *v = a != 0;
          return TRUE;
        }
      if (!eval_node (expr, n->b, vars, &b))
        return FALSE;
      *v = b != 0;
      return TRUE;
    case OP_NEG: case OP_NOT: case OP_ABS:
      return eval_node (expr, n->a, vars, &a) && apply (n->op, a, 0, v);
    default:
      return eval_node (expr, n->a, vars, &a) && eval_node (expr, n->b, vars, &b)
             && apply (n->op, a, b, v);
    }
}

gboolean
wy_expr_holds (const WyExpr *expr, gint64 dx, gint64 dy, gint64 x, gint64 y)
{
  gint64 vars[WY_EXPR_N_VARS] = { dx, dy, x, y }, v;

  return eval_node (expr, expr->n_nodes - 1, vars, &v) && v != 0;
}

gboolean
wy_expr_holds3 (const WyExpr *expr, gint64 dx, gint64 dy, gint64 dz, gint64 x, gint64 y,
                gint64 z)
{
  gint64 vars[WY_EXPR_N_VARS] = { dx, dy, x, y, dz, z }, v;

  return eval_node (expr, expr->n_nodes - 1, vars, &v) && v != 0;
}

#define LANES 256

/* Scratch for a row: a value and an error byte per node and lane, kept
 * per thread. */
typedef struct {
  gsize   n_nodes;
  gint64 *val;
  guint8 *err;
  guint8 *varies;
  gint64 *fixed_val;
  guint8 *fixed_err;
} Scratch;

static void
scratch_free (Scratch *sc)
{
  g_free (sc->val);
  g_free (sc->err);
  g_free (sc->varies);
  g_free (sc->fixed_val);
  g_free (sc->fixed_err);
  g_free (sc);
}

static GPrivate scratch_key = G_PRIVATE_INIT ((GDestroyNotify) scratch_free);

static Scratch *
get_scratch (guint n_nodes)
{
  Scratch *sc = g_private_get (&scratch_key);

  if (!sc)
    {
      sc = g_new0 (Scratch, 1);
      g_private_set (&scratch_key, sc);
    }
  if (sc->n_nodes < n_nodes)
    {
      sc->n_nodes = MAX (n_nodes, 16u);
      sc->val = g_renew (gint64, sc->val, sc->n_nodes * LANES);
      sc->err = g_renew (guint8, sc->err, sc->n_nodes * LANES);
      sc->varies = g_renew (guint8, sc->varies, sc->n_nodes);
      sc->fixed_val = g_renew (gint64, sc->fixed_val, sc->n_nodes);
      sc->fixed_err = g_renew (guint8, sc->fixed_err, sc->n_nodes);
    }
  return sc;
}

#define LOOP(expr) for (guint l = 0; l < m; l++) { expr; }
#define BINARY(cmp) LOOP (v[l] = va[l] cmp vb[l]; e[l] = ea[l] | eb[l])

/* Which nodes vary across the row? A node that depends on dy and y alone
 * (and x when xstep is 0) has one value across the row: it is computed
 * once here and copied to the lanes. */
static void
fix_constant_nodes (const WyExpr *expr, Scratch *sc, const gint64 *vars, int xstep)
{
  for (guint i = 0; i < expr->n_nodes; i++)
    {
      const Node *nd = &expr->nodes[i];
      guint8 *varies = sc->varies;

      if (nd->op == OP_VAR)
        varies[i] = nd->value == WY_EXPR_DX || (nd->value == WY_EXPR_X && xstep != 0);
      else if (nd->op == OP_CONST)
        varies[i] = FALSE;
      else
        varies[i] = varies[nd->a] || (nd->op >= OP_MUL && varies[nd->b]);
      if (!varies[i])
        {
          gint64 r = 0;
          gboolean ok = eval_node (expr, i, vars, &r);
          sc->fixed_val[i] = ok ? r : 0;
          sc->fixed_err[i] = !ok;
        }
    }
}

/* Node nd's m lanes (v, e) from its children's (va, ea, vb, eb); the
 * variables dx and x of lane l are dx0 + l and x0 + xstep l. */
static void
eval_lanes (const Node *nd, guint m, gint64 *v, guint8 *e, const gint64 *va, const guint8 *ea,
            const gint64 *vb, const guint8 *eb, const gint64 *vars, int xstep)
{
  switch (nd->op)
    {
    case OP_CONST:
      LOOP (v[l] = nd->value; e[l] = 0);
      break;
    case OP_VAR:
      memset (e, 0, m);
      if (nd->value == WY_EXPR_DX)
        LOOP (v[l] = vars[WY_EXPR_DX] + l)
      else if (nd->value == WY_EXPR_X)
        LOOP (v[l] = vars[WY_EXPR_X] + (gint64) xstep * l)
      else
        LOOP (v[l] = vars[nd->value])
      break;
    case OP_AND:
      LOOP (guint8 decided = ea[l] | (va[l] == 0);
            e[l] = ea[l] | (eb[l] & !decided);
            v[l] = !decided & (vb[l] != 0))
      break;
    case OP_OR:
      LOOP (guint8 decided = ea[l] | (va[l] != 0);
            e[l] = ea[l] | (eb[l] & !decided);
            v[l] = (!ea[l] & (va[l] != 0)) | (!decided & (vb[l] != 0)))
      break;
    case OP_EQ: BINARY (==); break;
    case OP_NE: BINARY (!=); break;
    case OP_LT: BINARY (<); break;
    case OP_LE: BINARY (<=); break;
    case OP_GT: BINARY (>); break;
    case OP_GE: BINARY (>=); break;
    case OP_MIN: LOOP (v[l] = MIN (va[l], vb[l]); e[l] = ea[l] | eb[l]); break;
    case OP_MAX: LOOP (v[l] = MAX (va[l], vb[l]); e[l] = ea[l] | eb[l]); break;
    case OP_NOT: LOOP (v[l] = va[l] == 0; e[l] = ea[l]); break;
    case OP_ADD: LOOP (e[l] = ea[l] | eb[l] | __builtin_add_overflow (va[l], vb[l], &v[l])); break;
    case OP_SUB: LOOP (e[l] = ea[l] | eb[l] | __builtin_sub_overflow (va[l], vb[l], &v[l])); break;
    case OP_MUL: LOOP (e[l] = ea[l] | eb[l] | __builtin_mul_overflow (va[l], vb[l], &v[l])); break;
    default: /* NEG, ABS, DIV, MOD */
      {
        gboolean binary = nd->op == OP_DIV || nd->op == OP_MOD;
        LOOP (gint64 r = 0;
              gboolean ok = apply (nd->op, va[l], binary ? vb[l] : 0, &r);
              v[l] = r;
              e[l] = ea[l] | (binary ? eb[l] : 0) | !ok)
      }
      break;
    }
}

/* A call to apply and its division: measured with perf, pile:rule=(d<=1||n-d==n/2)
 * and moves:rule=(dx+dy<=2+(x*y)%3) spend 10 to 13 ns a lane (11 nodes). */
#define CALL_NODE_COST 2

guint
wy_expr_lane_cost (const WyExpr *expr)
{
  guint cost = 0;

  for (guint i = 0; i < expr->n_nodes; i++)
    switch (expr->nodes[i].op)
      {
      case OP_NEG: case OP_ABS: case OP_DIV: case OP_MOD:
        cost += CALL_NODE_COST;
        break;
      default:
        cost++;
      }
  return cost;
}

void
wy_expr_holds_row (const WyExpr *expr, gint64 dx0, gint64 x0, int xstep, gint64 dy, gint64 y,
                   guint n, guint8 *legal)
{
  guint nn = expr->n_nodes;
  Scratch *sc = get_scratch (nn);
  gint64 *val = sc->val;
  guint8 *err = sc->err;
  gint64 vars[WY_EXPR_N_VARS] = { dx0, dy, x0, y };

  fix_constant_nodes (expr, sc, vars, xstep);
  for (guint base = 0; base < n; base += LANES)
    {
      guint m = MIN (LANES, n - base);
      gint64 lane_vars[WY_EXPR_N_VARS] = { dx0 + base, dy, x0 + (gint64) xstep * base, y };
      const gint64 *v;
      const guint8 *e;

      for (guint i = 0; i < nn; i++)
        {
          const Node *nd = &expr->nodes[i];
          gint64 *vi = val + (gsize) i * LANES;
          guint8 *ei = err + (gsize) i * LANES;

          if (!sc->varies[i])
            {
              gint64 c = sc->fixed_val[i];
              memset (ei, sc->fixed_err[i], m);
              for (guint l = 0; l < m; l++)
                vi[l] = c;
              continue;
            }
          eval_lanes (nd, m, vi, ei, val + (gsize) nd->a * LANES, err + (gsize) nd->a * LANES,
                      val + (gsize) nd->b * LANES, err + (gsize) nd->b * LANES, lane_vars, xstep);
        }
      v = val + (gsize) (nn - 1) * LANES;
      e = err + (gsize) (nn - 1) * LANES;
      for (guint l = 0; l < m; l++)
        legal[base + l] = !e[l] && v[l] != 0;
    }
}
