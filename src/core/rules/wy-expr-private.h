/* wy-expr-private.h: the node array of an expression, shared by the parser
 * (wy-expr.c), the evaluator (wy-expr-eval.c) and the shape (wy-expr-tree.c) alone.
 *
 * An expression is a tree of nodes kept in an array, each node after its
 * children, so a row of lanes is evaluated by one pass over the array.
 * Every value carries an error bit (a division by zero or a 64-bit
 * overflow on the evaluated path). */
#pragma once

#include "wy-expr.h"

typedef enum {
  OP_CONST, OP_VAR,
  OP_NEG, OP_NOT, OP_ABS,
  OP_MUL, OP_DIV, OP_MOD, OP_ADD, OP_SUB,
  OP_LT, OP_LE, OP_GT, OP_GE, OP_EQ, OP_NE,
  OP_AND, OP_OR, OP_MIN, OP_MAX,
} Op;

typedef struct {
  Op     op;
  guint  a, b;    /* children (node indices) */
  gint64 value;   /* OP_CONST: the value; OP_VAR: the variable */
} Node;

struct _WyExpr {
  Node    *nodes;
  guint    n_nodes;
  gboolean one_pile;
  guint    uses;   /* bit per WyExprVar */
};
