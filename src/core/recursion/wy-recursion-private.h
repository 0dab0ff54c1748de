/* wy-recursion-private.h: what the files of the papers' recursions share. */
#pragma once

#include "wy-recursion.h"

G_BEGIN_DECLS

/* Which recursion a game has (wy-recursion-spec.c), read by the generator (wy-recursion.c). */
typedef enum {
  WY_REC_NONE,
  WY_REC_MEX,      /* x_n = mex^q_b, y_n = mult x_n + a floor(n/p) + add */
  WY_REC_LINEAR,   /* x_n = n, y_n = n min(b, c): paper 001 section 7 */
} WyRecKind;

typedef enum {
  WY_SHAPE_PAIR,   /* (x, y) and (y, x) */
  WY_SHAPE_FOUR,   /* (x + e, y + f), e, f in {0, 1}, and mirrors */
  WY_SHAPE_ONE,    /* one pile: P-position (y, 0) */
  WY_SHAPE_AS_STATED, /* (x, y) alone: the paper's pairs of a game that is not symmetric */
} WyShape;

typedef struct {
  WyRecKind kind;
  WyShape shape;
  guint b, q, p;
  guint64 a, mult;
  gint64 add;
  gboolean has_first;    /* (x_0, y_0) given by the paper */
  WyPair first;
  gboolean priority;     /* paper 000 section 10: the order S(p, q) */
  const char *describe;
  const char *source;
} WyRecSpec;

/* Fill the recursion of a game; FALSE when no paper gives one. */
gboolean _wy_recursion_spec_for_game (const WyGame *game, WyRecSpec *sp);

/* WyPos by y, then x: the order of a board's P-positions (for qsort). */
static inline int
wy_recursion_cmp_pos (const void *pa, const void *pb)
{
  const WyPos *a = pa, *b = pb;

  if (a->y != b->y)
    return a->y < b->y ? -1 : 1;
  return a->x < b->x ? -1 : a->x > b->x;
}

G_END_DECLS
