/* wy-claim-expr.c: a formula claim's closed form: real arithmetic over n (and x), floor, ceil, sqrt, phi. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "wy-game-file-private.h"

#define MAX_NODES 256u
#define MAX_DEPTH 48u

typedef enum {
  OP_NUM, OP_N, OP_X, OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_POW, OP_NEG,
  OP_FLOOR, OP_CEIL, OP_SQRT, OP_ABS, OP_MIN, OP_MAX,
} Op;

typedef struct {
  Op          op;
  long double value;
  int         a, b;
} Node;

struct _WyRealExpr {
  Node     nodes[MAX_NODES];
  guint    n_nodes;
  int      root;
  gboolean uses_x;
};

typedef struct {
  WyRealExpr *expr;
  const char *text, *p;
  guint       depth;
  GError    **error;
} Parser;

static const struct { const char *name; Op op; guint args; } functions[] = {
  { "floor", OP_FLOOR, 1 }, { "ceil", OP_CEIL, 1 }, { "sqrt", OP_SQRT, 1 },
  { "abs", OP_ABS, 1 }, { "min", OP_MIN, 2 }, { "max", OP_MAX, 2 },
};

static int expr (Parser *ps);

/* what: a msgid (N_) */
static int
problem (Parser *ps, const char *what)
{
  if (ps->error && !*ps->error)
    /* Translators: "too long a formula at column 7 (a formula has numbers, n, x, phi, + - * / ^,
     * floor, ceil, sqrt, abs, min, max and parentheses)": a problem, a column, the names and
     * operators a formula may use, to keep as they are */
    g_set_error (ps->error, WY_ERROR, WY_ERROR_PARSE, _("%s at column %u (a formula has numbers, "
                                                        "%s and parentheses)"), _(what),
                 (guint) (ps->p - ps->text) + 1,
                 "n, x, phi, + - * / ^, floor, ceil, sqrt, abs, min, max");
  return -1;
}

static int
node (Parser *ps, Op op, long double value, int a, int b)
{
  if (a < 0 || b < -1 || (b == -1 && op >= OP_ADD && op <= OP_POW)
      || ps->expr->n_nodes >= MAX_NODES)
    return a < 0 || b < -1 ? -1 : problem (ps, N_("too long a formula"));
  ps->expr->nodes[ps->expr->n_nodes] = (Node) { op, value, a, b };
  return ps->expr->n_nodes++;
}

static void
skip (Parser *ps)
{
  while (*ps->p == ' ')
    ps->p++;
}

static gboolean
take (Parser *ps, char c)
{
  skip (ps);
  if (*ps->p != c)
    return FALSE;
  ps->p++;
  return TRUE;
}

static int
call (Parser *ps, guint f)
{
  int a, b = -1;

  if (!take (ps, '('))
    return problem (ps, N_("'(' expected after a function"));
  a = expr (ps);
  if (functions[f].args == 2 && (a < 0 || !take (ps, ',') || (b = expr (ps)) < 0))
    return a < 0 || b < -1 ? -1 : problem (ps, N_("a second argument expected"));
  if (a < 0 || !take (ps, ')'))
    return a < 0 ? -1 : problem (ps, N_("')' expected"));
  return node (ps, functions[f].op, 0, a, functions[f].args == 2 ? b : -1);
}

static int
primary (Parser *ps)
{
  skip (ps);
  if (g_ascii_isdigit (*ps->p) || *ps->p == '.')
    {
      char *end;
      long double v = g_ascii_strtod (ps->p, &end);
      if (end == ps->p)
        return problem (ps, N_("a number expected"));
      ps->p = end;
      return node (ps, OP_NUM, v, 0, -1);
    }
  if (take (ps, '('))
    {
      int e = expr (ps);
      return e < 0 ? -1 : take (ps, ')') ? e : problem (ps, N_("')' expected"));
    }
  if (g_ascii_isalpha (*ps->p))
    {
      const char *start = ps->p;
      gsize n;
      while (g_ascii_isalnum (*ps->p))
        ps->p++;
      n = ps->p - start;
      if (n == 1 && *start == 'n')
        return node (ps, OP_N, 0, 0, -1);
      if (n == 1 && *start == 'x')
        return ps->expr->uses_x = TRUE, node (ps, OP_X, 0, 0, -1);
      if (n == 3 && strncmp (start, "phi", 3) == 0)
        return node (ps, OP_NUM, (1.0L + sqrtl (5.0L)) / 2.0L, 0, -1);
      for (guint f = 0; f < G_N_ELEMENTS (functions); f++)
        if (strlen (functions[f].name) == n && strncmp (start, functions[f].name, n) == 0)
          return call (ps, f);
      ps->p = start;
      return problem (ps, N_("an unknown name"));
    }
  return problem (ps, *ps->p ? N_("a term expected") : N_("the formula ends too soon"));
}

static int
unary (Parser *ps)
{
  int a;

  if (++ps->depth > MAX_DEPTH)
    return problem (ps, N_("too deeply nested"));
  if (take (ps, '-'))
    a = node (ps, OP_NEG, 0, unary (ps), -1);
  else
    {
      a = primary (ps);
      if (a >= 0 && take (ps, '^'))
        a = node (ps, OP_POW, 0, a, unary (ps));
    }
  ps->depth--;
  return a;
}

static int
term (Parser *ps)
{
  int a = unary (ps);

  while (a >= 0)
    if (take (ps, '*'))
      a = node (ps, OP_MUL, 0, a, unary (ps));
    else if (take (ps, '/'))
      a = node (ps, OP_DIV, 0, a, unary (ps));
    else
      break;
  return a;
}

static int
expr (Parser *ps)
{
  int a;

  if (++ps->depth > MAX_DEPTH)
    return problem (ps, N_("too deeply nested"));
  a = term (ps);
  while (a >= 0)
    if (take (ps, '+'))
      a = node (ps, OP_ADD, 0, a, term (ps));
    else if (take (ps, '-'))
      a = node (ps, OP_SUB, 0, a, term (ps));
    else
      break;
  ps->depth--;
  return a;
}

WyRealExpr *
_wy_real_expr_parse (const char *text, GError **error)
{
  WyRealExpr *e = g_new0 (WyRealExpr, 1);
  Parser ps = { e, text, text, 0, error };

  e->root = expr (&ps);
  skip (&ps);
  if (e->root >= 0 && *ps.p != '\0')
    e->root = problem (&ps, N_("an unexpected character"));
  if (e->root < 0)
    {
      if (error && !*error)
        g_set_error_literal (error, WY_ERROR, WY_ERROR_PARSE, _("not a formula"));
      return g_free (e), NULL;
    }
  return e;
}

static long double
eval (const WyRealExpr *e, int i, long double n, long double x)
{
  const Node *v = &e->nodes[i];
  long double a = v->a >= 0 && v->op > OP_X ? eval (e, v->a, n, x) : 0;
  long double b = v->b >= 0 ? eval (e, v->b, n, x) : 0;

  switch (v->op)
    {
    case OP_NUM: return v->value;
    case OP_N: return n;
    case OP_X: return x;
    case OP_ADD: return a + b;
    case OP_SUB: return a - b;
    case OP_MUL: return a * b;
    case OP_DIV: return a / b;
    case OP_POW: return powl (a, b);
    case OP_NEG: return -a;
    case OP_FLOOR: return floorl (a);
    case OP_CEIL: return ceill (a);
    case OP_SQRT: return sqrtl (a);
    case OP_ABS: return fabsl (a);
    case OP_MIN: return a < b ? a : b;
    case OP_MAX: return a > b ? a : b;
    }
  return NAN;
}

gboolean
_wy_real_expr_eval (const WyRealExpr *expr, long double n, long double x, long double *out)
{
  *out = eval (expr, expr->root, n, x);
  return isfinite (*out);
}

gboolean
_wy_real_expr_uses_x (const WyRealExpr *expr)
{
  return expr->uses_x;
}

void
_wy_real_expr_free (WyRealExpr *expr)
{
  g_free (expr);
}
