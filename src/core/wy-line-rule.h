/* wy-line-rule.h: when a cell of a line family becomes N, given its moves into P. */
#pragma once

#include "wy-game-private.h"

G_BEGIN_DECLS

/* A move from a cell into a P-position: its size and the P-position's step. */
typedef struct {
  guint dx, dy, step;
} WyFound;

/* The moves of one cell into P, and scratch for the blocking test. Not to
 * be copied: items starts in the inline buffer. */
typedef struct {
  WyFound *items;
  guint    n, cap;
  GArray  *sx, *sy;
  WyFound  inline_items[24];
} WyFoundList;

/* The rule of a line family (nim ... nimpq) seen as bands: diagonal band
 * a, column band b (dx < b), row band c (dy < c), blocking budgets p, q. */
typedef struct {
  const WyGame *game;        /* borrowed; the rule itself needs only the values below */
  guint         a, b, c, p, q;
  guint         block;  /* uniform blocking block=Q: N iff at least Q moves into P */
  gboolean      blocking, linecount, misere;
  WyReading     reading;
} WyLineRule;

void      wy_line_rule_init   (WyLineRule *rule, const WyGame *game);
/* Is (dx, dy) a legal move? */
gboolean  wy_line_rule_allows (const WyLineRule *rule, guint dx, guint dy);
/* The step at which the moves into P become unblockable; 0: never (the
 * cell is P). Sorts the list by step. */
guint     wy_line_rule_n_step (const WyLineRule *rule, WyFoundList *found);

void      wy_found_list_init  (WyFoundList *found);
void      wy_found_list_clear (WyFoundList *found);
void      wy_found_list_add   (WyFoundList *found, guint dx, guint dy, guint step);

G_END_DECLS
