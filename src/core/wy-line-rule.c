/* wy-line-rule.c: when a cell of a line family becomes N, given its moves into P. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wy-board-private.h"
#include "wy-line-rule.h"

void
wy_line_rule_init (WyLineRule *rule, const WyGame *game)
{
  rule->game = game;
  wy_game_get_bands (game, &rule->a, &rule->b, &rule->c);
  rule->blocking = wy_game_has_blocking (game);
  rule->misere = wy_game_is_misere (game);
  rule->p = wy_game_get_param (game, WY_PARAM_P);
  rule->q = wy_game_get_param (game, WY_PARAM_Q);
  rule->reading = wy_game_get_reading (game);
  rule->linecount = rule->reading == WY_READING_LINECOUNT;
  rule->block = wy_game_get_block (game);
}

gboolean
wy_line_rule_allows (const WyLineRule *rule, guint dx, guint dy)
{
  guint d = dx > dy ? dx - dy : dy - dx;

  return dx + dy > 0 && (dx < rule->b || dy < rule->c || d < rule->a);
}

void
wy_found_list_init (WyFoundList *found)
{
  found->items = found->inline_items;
  found->n = 0;
  found->cap = G_N_ELEMENTS (found->inline_items);
  found->sx = found->sy = NULL;
}

void
wy_found_list_clear (WyFoundList *found)
{
  if (found->items != found->inline_items)
    g_free (found->items);
  if (found->sx)
    g_array_unref (found->sx);
  if (found->sy)
    g_array_unref (found->sy);
  wy_found_list_init (found);
}

void
wy_found_list_add (WyFoundList *found, guint dx, guint dy, guint step)
{
  if (found->n == found->cap)
    {
      WyFound *items = g_new (WyFound, 2 * found->cap);
      memcpy (items, found->items, found->n * sizeof (WyFound));
      if (found->items != found->inline_items)
        g_free (found->items);
      found->items = items;
      found->cap *= 2;
    }
  found->items[found->n++] = (WyFound) { dx, dy, step };
}

static int
compare_found (const void *a, const void *b)
{
  const WyFound *f = a, *g = b;
  return f->step < g->step ? -1 : f->step > g->step;
}

/* Sort by step: insertion sort while W is small, qsort beyond. */
static void
sort_found (WyFound *w, guint n)
{
  if (n > 32)
    {
      qsort (w, n, sizeof (WyFound), compare_found);
      return;
    }
  for (guint i = 1; i < n; i++)
    {
      WyFound f = w[i];
      guint j = i;
      for (; j > 0 && w[j - 1].step > f.step; j--)
        w[j] = w[j - 1];
      w[j] = f;
    }
}

/* The k-th smallest step (from 0) of w, by quickselect: expected O(n),
 * where a sort costs O(n log n) (block=Q: up to 3 Q moves a cell). The
 * order of w is changed. */
static guint
select_step (WyFound *w, guint n, guint k)
{
  guint lo = 0, hi = n - 1;

  if (n <= 32)
    {
      sort_found (w, n);
      return w[k].step;
    }
  while (lo < hi)
    {
      guint pivot = w[lo + (hi - lo) / 2].step, i = lo, j = hi;
      while (i <= j)
        {
          while (w[i].step < pivot)
            i++;
          while (w[j].step > pivot)
            j--;
          if (i <= j)
            {
              WyFound t = w[i];
              w[i] = w[j];
              w[j] = t;
              i++;
              if (j == 0)
                break;
              j--;
            }
        }
      /* lo..j <= pivot, i..hi >= pivot, j < i */
      if (k <= j && j != G_MAXUINT)
        hi = j;
      else if (k >= i)
        lo = i;
      else
        return w[k].step;
    }
  return w[k].step;
}

/* linecount: the moves, taken by step, become unblockable at the first one
 * that is near-diagonal or completes p diagonal moves or q moves of one
 * column (dx == k <= dy) or row (dy == k <= dx) class. A move dx == dy is
 * diagonal-type only when legal as one, |dx - dy| < a: with a = 0 it is a
 * row/column move only and p has no effect (docs/spec.md). */
static guint
linecount_step (const WyLineRule *r, const WyFound *w, guint n)
{
  guint diag = 0;

  for (guint i = 0; i < n; i++)
    {
      guint d = w[i].dx > w[i].dy ? w[i].dx - w[i].dy : w[i].dy - w[i].dx, cx = 0, cy = 0;
      if ((d > 0 && d < r->a) || (d == 0 && r->a > 0 && ++diag >= r->p))
        return w[i].step;
      for (guint j = 0; j <= i; j++)
        {
          cx += w[i].dx < r->b && w[i].dx <= w[i].dy && w[j].dx == w[i].dx && w[j].dx <= w[j].dy;
          cy += w[i].dy < r->b && w[i].dy <= w[i].dx && w[j].dy == w[i].dy && w[j].dy <= w[j].dx;
        }
      if (cx >= r->q || cy >= r->q)
        return w[i].step;
    }
  return 0;
}

/* abstract and sec7: the classes a move may be charged to (bit 0: the
 * diagonal-type class, budget p - 1; bit 1: column, bit 2: row, q - 1
 * each), as docs/spec.md defines them; 0: it can never be blocked. */
static guint
move_classes (const WyLineRule *r, guint dx, guint dy)
{
  guint d = dx > dy ? dx - dy : dy - dx;

  if (r->reading == WY_READING_ABSTRACT)
    return (d < r->a ? 1u : 0u) | (dx < r->b && dx <= dy ? 2u : 0u)
           | (dy < r->b && dy <= dx ? 4u : 0u);
  /* sec7; dx == dy is diagonal-type only when a >= 1 */
  return (d == 0 && r->a > 0 ? 1u : 0u) | (dx == 0 ? 2u : 0u) | (dy == 0 ? 4u : 0u);
}

/* abstract and sec7: the moves, taken by step, become unblockable at the
 * first step whose moves (with all before) no assignment covers. By the
 * capacitated Hall condition they can all be charged within the budgets
 * iff, for every set T of classes, the moves whose classes all lie in T
 * number at most T's budget: count them as they come (a move counts for
 * every T holding its classes), and the first count beyond its budget
 * gives the step (the moves of one step share it). W sorted by step. */
static guint
classes_step (const WyLineRule *r, const WyFound *w, guint n)
{
  guint need[8] = { 0 }, cap[8];

  for (guint T = 0; T < 8; T++)
    cap[T] = (T & 1 ? r->p - 1 : 0) + (T & 2 ? r->q - 1 : 0) + (T & 4 ? r->q - 1 : 0);
  for (guint i = 0; i < n; i++)
    {
      guint m = move_classes (r, w[i].dx, w[i].dy);
      if (m == 0)
        return w[i].step;
      for (guint T = m; T < 8; T = (T + 1) | m)
        if (++need[T] > cap[T])
          return w[i].step;
    }
  return 0;
}

/* More than p - 1 + 2 (q - 1) moves can never all be blocked, so the step
 * is at most that of the (p + 2q - 2)-th move by step, or that of the first
 * move in no class: keep only the smallest few instead of sorting W. */
static guint
classes_n_step (const WyLineRule *r, WyFoundList *found)
{
  guint keep = (r->p - 1) + 2 * (r->q - 1) + 1, n = found->n, kept = 0, never = G_MAXUINT;
  WyFound *w = found->items;

  if (keep >= n || keep > 64)
    {
      sort_found (w, n);
      return classes_step (r, w, n);
    }
  WyFound best[64];
  for (guint i = 0; i < n; i++)
    {
      /* under abstract every legal move has a class (min(dx, dy) < b or
       * |dx - dy| < a); under sec7 most moves have none */
      if (r->reading == WY_READING_SEC7 && move_classes (r, w[i].dx, w[i].dy) == 0)
        never = MIN (never, w[i].step);
      if (kept == keep && w[i].step >= best[kept - 1].step)
        continue;
      guint j = kept < keep ? kept++ : kept - 1;
      for (; j > 0 && best[j - 1].step > w[i].step; j--)
        best[j] = best[j - 1];
      best[j] = w[i];
    }
  guint s = classes_step (r, best, kept);
  return MIN (never, s == 0 ? G_MAXUINT : s);
}

guint
wy_line_rule_n_step (const WyLineRule *rule, WyFoundList *found)
{
  const WyFound *w = found->items;
  guint best = G_MAXUINT, n = found->n;

  if (n == 0)
    return 0;
  if (!rule->blocking && rule->block > 1)
    {
      /* N_j: the Q-th move into P_1..P_j makes the position N */
      if (n < rule->block)
        return 0;
      return select_step (found->items, n, rule->block - 1);
    }
  if (!rule->blocking)
    {
      for (guint i = 0; i < n; i++)
        best = MIN (best, w[i].step);
      return best;
    }
  if (!rule->linecount)
    return classes_n_step (rule, found);
  sort_found (found->items, n);
  return linecount_step (rule, w, n);
}
