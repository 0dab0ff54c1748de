/* wy-line-rule.c: when a cell of a line family becomes N, given its moves into P. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

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
  rule->block = wy_game_get_block (game);
  rule->linecount = wy_game_get_reading (game) == WY_READING_LINECOUNT;
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

/* W is small: insertion sort by step. */
static void
sort_found (WyFound *w, guint n)
{
  for (guint i = 1; i < n; i++)
    {
      WyFound f = w[i];
      guint j = i;
      for (; j > 0 && w[j - 1].step > f.step; j--)
        w[j] = w[j - 1];
      w[j] = f;
    }
}

/* linecount: the moves, taken by step, become unblockable at the first one
 * that is near-diagonal or completes p diagonal moves or q moves of one
 * column (dx == k <= dy) or row (dy == k <= dx) class. */
static guint
linecount_step (const WyLineRule *r, const WyFound *w, guint n)
{
  guint diag = 0;

  for (guint i = 0; i < n; i++)
    {
      guint d = w[i].dx > w[i].dy ? w[i].dx - w[i].dy : w[i].dy - w[i].dx, cx = 0, cy = 0;
      if ((d > 0 && d < r->a) || (d == 0 && ++diag >= r->p))
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
      sort_found (found->items, n);
      return w[rule->block - 1].step;
    }
  if (!rule->blocking)
    {
      for (guint i = 0; i < n; i++)
        best = MIN (best, w[i].step);
      return best;
    }
  sort_found (found->items, n);
  if (rule->linecount)
    return linecount_step (rule, w, n);
  if (!found->sx)
    {
      found->sx = g_array_new (FALSE, FALSE, sizeof (guint));
      found->sy = g_array_new (FALSE, FALSE, sizeof (guint));
    }
  g_array_set_size (found->sx, n);
  g_array_set_size (found->sy, n);
  guint *dx = (guint *) found->sx->data, *dy = (guint *) found->sy->data;
  for (guint i = 0; i < n; i++)
    {
      dx[i] = w[i].dx;
      dy[i] = w[i].dy;
      if (i + 1 < n && w[i + 1].step == w[i].step)
        continue;
      if (!wy_blocking_covers (rule->game, dx, dy, i + 1))
        return w[i].step;
    }
  return 0;
}
