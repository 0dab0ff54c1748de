/* wy-expr.c: parse the expressions of rules of your own, and name what
 * went wrong where; their ranges, terms and text written back are in
 * wy-expr-tree.c, evaluation in wy-expr-eval.c. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-expr-private.h"
#include "wy-error.h"

/* ---- parsing ---- */

typedef struct {
  const char *text;
  const char *p;
  gboolean    one_pile;
  GArray     *nodes;
  guint       depth;
  guint       column;  /* of the error */
  GError    **error;
  gboolean    failed;
} Parser;

static guint
column_of (Parser *ps, const char *at)
{
  return (guint) (at - ps->text) + 1;
}

static void fail (Parser *ps, const char *at, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
fail (Parser *ps, const char *at, const char *format, ...)
{
  va_list args;
  g_autofree char *what = NULL;

  if (ps->failed)
    return;
  ps->failed = TRUE;
  ps->column = column_of (ps, at);
  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  /* Translators: %u is a column of the rule, %s says what is wrong there */
  g_set_error (ps->error, WY_ERROR, WY_ERROR_PARSE, _("column %u of the rule: %s"), ps->column,
               what);
}

static void
skip_space (Parser *ps)
{
  while (*ps->p == ' ' || *ps->p == '\t')
    ps->p++;
}

static const char *
names_hint (Parser *ps)
{
  return ps->one_pile ? _("the names are n and d, and the functions min, max and abs")
                      : _("the names are dx, dy, x and y (dz and z on three heaps), and the functions "
                          "min, max and abs");
}

static guint
add_node (Parser *ps, Op op, guint a, guint b, gint64 value)
{
  Node node = { op, a, b, value };

  g_array_append_val (ps->nodes, node);
  return ps->nodes->len - 1;
}

/* Characters a rule copied from a paper or typed on another keyboard may
 * hold, and what the language writes for them. */
static const struct {
  gunichar    c;
  const char *ascii;
} look_alikes[] = {
  { 0x2264, "<=" }, { 0x2265, ">=" }, { 0x2260, "!=" }, { 0x2261, "==" }, { 0x2212, "-" },
  { 0x2013, "-" }, { 0x00D7, "*" }, { 0x22C5, "*" }, { 0x00B7, "*" }, { 0x00F7, "/" },
  { 0x2227, "&&" }, { 0x2228, "||" }, { 0x00AC, "!" },
};

/* A character beyond ASCII, for a message: itself, its code point and,
 * for a look-alike of an operator or a space, what to write; NULL when the
 * bytes are no UTF-8. */
static char *
describe_unicode (const char *p)
{
  gunichar c = g_utf8_get_char_validated (p, -1);
  g_autofree char *text = NULL;

  if (c == (gunichar) -1 || c == (gunichar) -2)
    return NULL;
  text = g_strndup (p, g_utf8_next_char (p) - p);
  if (g_unichar_isspace (c) || c == 0x00A0 || c == 0x202F)
    /* Translators: a character of the rule that is a space but not ' ' */
    return g_strdup_printf (_("'%s' (U+%04X: write a space)"), text, c);
  for (guint i = 0; i < G_N_ELEMENTS (look_alikes); i++)
    if (look_alikes[i].c == c)
      /* Translators: a character of the rule, its code point and the operator to write */
      return g_strdup_printf (_("'%s' (U+%04X: write %s)"), text, c, look_alikes[i].ascii);
  return g_strdup_printf ("'%s' (U+%04X)", text, c);
}

/* What the next character is, for a message: "end of the rule", 'c', a
 * character beyond ASCII or a byte that is no UTF-8. */
static char *
describe_here (Parser *ps)
{
  char *unicode;

  if (*ps->p == '\0')
    return g_strdup (_("the end of the rule"));
  if (g_ascii_isprint (*ps->p))
    return g_strdup_printf ("'%c'", *ps->p);
  if ((guchar) *ps->p >= 0x80 && (unicode = describe_unicode (ps->p)))
    return unicode;
  return g_strdup_printf ("byte 0x%02x", (guchar) *ps->p);
}

static guint parse_or (Parser *ps);

static gboolean
accept (Parser *ps, const char *token)
{
  skip_space (ps);
  if (strncmp (ps->p, token, strlen (token)) != 0)
    return FALSE;
  ps->p += strlen (token);
  return TRUE;
}

static void
expect (Parser *ps, char c, const char *what)
{
  skip_space (ps);
  if (*ps->p == c)
    {
      ps->p++;
      return;
    }
  g_autofree char *here = describe_here (ps);
  fail (ps, ps->p, _("expected %s but found %s"), what, here);
}

/* One level more of parentheses or unary operators: at most
 * WY_EXPR_MAX_DEPTH (docs/rules.md), which keeps the parser's recursion
 * (seven calls a level) shallow. */
static gboolean
enter_level (Parser *ps, const char *at)
{
  if (++ps->depth <= WY_EXPR_MAX_DEPTH)
    return TRUE;
  fail (ps, at, _("the rule nests more than %d levels deep"), WY_EXPR_MAX_DEPTH);
  return FALSE;
}

static guint
parse_parens (Parser *ps)
{
  guint e;

  if (!enter_level (ps, ps->p))
    return 0;
  ps->p++;
  e = parse_or (ps);
  ps->depth--;
  expect (ps, ')', _("')'"));
  return e;
}

static guint
parse_call (Parser *ps, const char *name, const char *at, Op op, guint n_args)
{
  guint args[2] = { 0, 0 }, n = 0;

  if (!enter_level (ps, ps->p))
    return 0;
  ps->p++; /* ( */
  for (;;)
    {
      guint arg = parse_or (ps);
      if (ps->failed)
        return 0;
      if (n < 2)
        args[n] = arg;
      n++;
      if (!accept (ps, ","))
        break;
    }
  ps->depth--;
  expect (ps, ')', _("')' closing the arguments"));
  if (ps->failed)
    return 0;
  if (n != n_args)
    {
      fail (ps, at, g_dngettext (GETTEXT_PACKAGE, "%s takes %u argument, not %u",
                                 "%s takes %u arguments, not %u", n_args), name, n_args, n);
      return 0;
    }
  return add_node (ps, op, args[0], args[1], 0);
}

/* A number: up to G_MAXINT64, not running into a name. */
static guint
parse_number (Parser *ps, const char *at)
{
  guint64 v = 0;

  while (g_ascii_isdigit (*ps->p))
    {
      guint d = (guint) (*ps->p++ - '0');
      if (v > ((guint64) G_MAXINT64 - d) / 10)
        {
          while (g_ascii_isdigit (*ps->p))
            ps->p++;
          fail (ps, at, _("the number %.*s is too large: numbers go up to %lld"),
                (int) MIN (ps->p - at, 30), at, (long long) G_MAXINT64);
          return 0;
        }
      v = v * 10 + d;
    }
  if (g_ascii_isalpha (*ps->p) || *ps->p == '_')
    {
      fail (ps, ps->p, _("a number runs into a name"));
      return 0;
    }
  return add_node (ps, OP_CONST, 0, 0, (gint64) v);
}

/* A name: a function call (min, max, abs) or a variable of the rule's kind. */
static guint
parse_name (Parser *ps, const char *at)
{
  static const struct { const char *name; gboolean one_pile; WyExprVar var; } vars[] = {
    { "dx", FALSE, WY_EXPR_DX }, { "dy", FALSE, WY_EXPR_DY }, { "x", FALSE, WY_EXPR_X },
    { "y", FALSE, WY_EXPR_Y }, { "d", TRUE, WY_EXPR_DX }, { "n", TRUE, WY_EXPR_X },
    { "dz", FALSE, WY_EXPR_DZ }, { "z", FALSE, WY_EXPR_Z },
  };
  g_autofree char *name = NULL;

  while (g_ascii_isalnum (*ps->p) || *ps->p == '_')
    ps->p++;
  name = g_strndup (at, MIN (ps->p - at, 40));
  skip_space (ps);
  if (*ps->p == '(')
    {
      if (strcmp (name, "min") == 0)
        return parse_call (ps, name, at, OP_MIN, 2);
      if (strcmp (name, "max") == 0)
        return parse_call (ps, name, at, OP_MAX, 2);
      if (strcmp (name, "abs") == 0)
        return parse_call (ps, name, at, OP_ABS, 1);
      fail (ps, at, _("unknown function '%s': %s"), name, names_hint (ps));
      return 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (vars); i++)
    if (vars[i].one_pile == ps->one_pile && strcmp (name, vars[i].name) == 0)
      return add_node (ps, OP_VAR, 0, 0, vars[i].var);
  fail (ps, at, _("unknown name '%s': %s"), name, names_hint (ps));
  return 0;
}

static guint
parse_primary (Parser *ps)
{
  skip_space (ps);
  if (g_ascii_isdigit (*ps->p))
    return parse_number (ps, ps->p);
  if (g_ascii_isalpha (*ps->p) || *ps->p == '_')
    return parse_name (ps, ps->p);
  if (*ps->p == '(')
    return parse_parens (ps);
  if (*ps->p == '\0')
    fail (ps, ps->p, _("the rule ends where a value was expected"));
  else
    {
      g_autofree char *here = describe_here (ps);
      fail (ps, ps->p, _("expected a number, a name or '(' but found %s"), here);
    }
  return 0;
}

static guint
parse_unary (Parser *ps)
{
  guint e;
  Op op;

  skip_space (ps);
  if (*ps->p == '!' && ps->p[1] != '=')
    op = OP_NOT;
  else if (*ps->p == '-')
    op = OP_NEG;
  else
    return parse_primary (ps);
  /* a unary operator is a level, as a parenthesis is (parse_primary) */
  if (!enter_level (ps, ps->p))
    return 0;
  ps->p++;
  e = parse_unary (ps);
  e = ps->failed ? 0 : add_node (ps, op, e, 0, 0);
  ps->depth--;
  return e;
}

/* One left-associative level: operands from `next`, joined by the level's
 * operators (tokens[i] makes ops[i]). */
static guint
parse_level (Parser *ps, guint (*next) (Parser *), const char *const *tokens, const Op *ops,
             guint n_ops)
{
  guint a = next (ps);

  while (!ps->failed)
    {
      guint k = 0;
      while (k < n_ops && !accept (ps, tokens[k]))
        k++;
      if (k == n_ops)
        break;
      guint b = next (ps);
      a = ps->failed ? 0 : add_node (ps, ops[k], a, b, 0);
    }
  return a;
}

static guint
parse_mul (Parser *ps)
{
  static const char *const tokens[] = { "*", "/", "%" };
  static const Op ops[] = { OP_MUL, OP_DIV, OP_MOD };

  return parse_level (ps, parse_unary, tokens, ops, G_N_ELEMENTS (ops));
}

static guint
parse_add (Parser *ps)
{
  static const char *const tokens[] = { "+", "-" };
  static const Op ops[] = { OP_ADD, OP_SUB };

  return parse_level (ps, parse_mul, tokens, ops, G_N_ELEMENTS (ops));
}

static gboolean
accept_comparison (Parser *ps, Op *op)
{
  static const struct { const char *token; Op op; } ops[] = {
    { "==", OP_EQ }, { "!=", OP_NE }, { "<=", OP_LE }, { ">=", OP_GE },
    { "<", OP_LT }, { ">", OP_GT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (ops); i++)
    if (accept (ps, ops[i].token))
      {
        *op = ops[i].op;
        return TRUE;
      }
  return FALSE;
}

static guint
parse_cmp (Parser *ps)
{
  guint a = parse_add (ps), b;
  Op op;

  if (ps->failed || !accept_comparison (ps, &op))
    return a;
  b = parse_add (ps);
  if (ps->failed)
    return 0;
  skip_space (ps);
  {
    const char *at = ps->p;
    Op again;
    if (accept_comparison (ps, &again))
      {
        fail (ps, at, _("comparisons do not chain: write a<b&&b<c for a<b<c"));
        return 0;
      }
  }
  return add_node (ps, op, a, b, 0);
}

/* operand (token operand)*, joined by op from the left. */
static guint
parse_chain (Parser *ps, const char *token, Op op, guint (*operand) (Parser *ps))
{
  guint a = operand (ps);

  while (!ps->failed && accept (ps, token))
    {
      guint b = operand (ps);
      a = ps->failed ? 0 : add_node (ps, op, a, b, 0);
    }
  return a;
}

static guint
parse_and (Parser *ps)
{
  return parse_chain (ps, "&&", OP_AND, parse_cmp);
}

static guint
parse_or (Parser *ps)
{
  return parse_chain (ps, "||", OP_OR, parse_and);
}

/* Is the whole text in one pair of parentheses, as rule=(EXPR) is? */
static gboolean
fully_wrapped (const char *text)
{
  const char *p = text + strspn (text, " \t");
  int depth = 0;

  if (*p != '(')
    return FALSE;
  for (; *p; p++)
    if (*p == '(')
      depth++;
    else if (*p == ')' && --depth == 0)
      return p[1 + strspn (p + 1, " \t")] == '\0';
  return FALSE;
}

/* Refuses a text too long for an expression or with nothing in it; its starting depth in
 * *depth (1 for a bare expression). */
static gboolean
check_text (const char *text, gboolean one_pile, guint *depth, guint *column, GError **error)
{
  gsize length = strlen (text), counted = length;

  /* A bare expression (the window's entry, rule=EXPR) is written back as
   * rule=(EXPR): its parentheses count, a level and two characters, so
   * that the rule string written reads back. */
  if (!fully_wrapped (text))
    {
      *depth = 1;
      counted += 2;
    }
  if (counted > WY_EXPR_MAX_LENGTH)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("the expression is %lu characters long with its parentheses: it may have at "
                     "most %d"),
                   (unsigned long) counted, WY_EXPR_MAX_LENGTH);
      return FALSE;
    }
  if (strspn (text, " \t()") == length)
    {
      g_set_error_literal (error, WY_ERROR, WY_ERROR_PARSE,
                           one_pile ? _("the rule is empty: write a condition on n and d, "
                                        "such as d<=2")
                                    : _("the rule is empty: write a condition on dx, dy, x "
                                        "and y, such as dx==0||dy==0"));
      if (column)
        *column = 1;
      return FALSE;
    }
  return TRUE;
}

WyExpr *
wy_expr_parse (const char *text, gboolean one_pile, guint *column, GError **error)
{
  Parser ps = { text, text, one_pile, NULL, 0, 0, error, FALSE };
  WyExpr *expr;

  g_return_val_if_fail (text != NULL, NULL);
  if (column)
    *column = 0;
  if (!check_text (text, one_pile, &ps.depth, column, error))
    return NULL;
  ps.nodes = g_array_new (FALSE, FALSE, sizeof (Node));
  parse_or (&ps);
  skip_space (&ps);
  if (!ps.failed && *ps.p != '\0')
    {
      g_autofree char *here = describe_here (&ps);
      fail (&ps, ps.p, *ps.p == ')' ? _("found %s with no '(' before it")
                                    : _("expected an operator but found %s"), here);
    }
  if (ps.failed)
    {
      if (column)
        *column = ps.column;
      g_array_unref (ps.nodes);
      return NULL;
    }
  expr = g_new0 (WyExpr, 1);
  expr->one_pile = one_pile;
  expr->n_nodes = ps.nodes->len;
  expr->nodes = (Node *) g_array_free (ps.nodes, FALSE);
  for (guint i = 0; i < expr->n_nodes; i++)
    if (expr->nodes[i].op == OP_VAR)
      expr->uses |= 1u << expr->nodes[i].value;
  return expr;
}

void
wy_expr_free (WyExpr *expr)
{
  if (!expr)
    return;
  g_free (expr->nodes);
  g_free (expr);
}

gboolean
wy_expr_uses (const WyExpr *expr, WyExprVar var)
{
  return (expr->uses >> var) & 1;
}
