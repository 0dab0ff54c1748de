/* wy-sparse-steps.c: the elimination step of every cell of a sparse board, from its P-set alone. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-board-private.h"
#include "wy-line-index-private.h"

/*
 * Why this is exact, and why it is fast.
 *
 * The step of an N cell o is wy_line_rule_n_step over its moves into P: the
 * step of one P-position P' with o in region(P') = P' + M (M: the moves).
 * So it needs only the few P-positions on o's lines, and their steps.
 *
 * The step of a P-position P is 1 + the largest step among its options
 * (docs/spec.md; the same as the dense solver's). An option of value k is a
 * P-position of step k, or an N cell whose step k is that of a P-position
 * P' with the option in region(P'). So visit the P-positions P' below-left
 * of P in order of decreasing step (best-first over a max segment tree on
 * the columns) and stop at the first one that is an option of P, or whose
 * region meets the options of P in an N cell of step exactly step(P'). That
 * value is the largest: a larger one would have been met first. The meeting
 * cells are intersections of a line of P' + M with a line of P - M: one
 * cell, or a segment when the two lines lie on each other.
 *
 * In practice the first or second P' visited is the answer, so the steps of
 * all P-positions take O(#P log S), not the O(S^2) of a per-cell solve.
 */

typedef struct {
  guint32 key;
  guint32 node; /* a segment-tree node, or G_MAXUINT32 for the P-position (x, y) */
  guint32 x, y;
} HeapItem;

typedef struct {
  HeapItem *items;
  guint     n, cap;
} Heap;

static void
heap_push (Heap *h, guint32 key, guint32 node, guint32 x, guint32 y)
{
  guint i;

  if (h->n == h->cap)
    {
      h->cap = MAX (64, 2 * h->cap);
      h->items = g_renew (HeapItem, h->items, h->cap);
    }
  i = h->n++;
  while (i > 0 && h->items[(i - 1) / 2].key < key)
    {
      h->items[i] = h->items[(i - 1) / 2];
      i = (i - 1) / 2;
    }
  h->items[i] = (HeapItem) { key, node, x, y };
}

static HeapItem
heap_pop (Heap *h)
{
  HeapItem top = h->items[0], last = h->items[--h->n];
  guint i = 0;

  for (;;)
    {
      guint c = 2 * i + 1;
      if (c >= h->n)
        break;
      if (c + 1 < h->n && h->items[c + 1].key > h->items[c].key)
        c++;
      if (h->items[c].key <= last.key)
        break;
      h->items[i] = h->items[c];
      i = c;
    }
  if (h->n > 0)
    h->items[i] = last;
  return top;
}

static void
add_line (WyLineIndex *li, gint64 bx, gint64 by, gint64 ux, gint64 uy, gint64 tmin)
{
  li->lines[li->n_lines++] = (MoveLine) { bx, by, ux, uy, tmin };
}

/* M as lines: columns dx = j < b, rows dy = j < c, diagonals dx - dy = e,
 * |e| < a. At most 4000 lines (a, b, c <= 1000); their pairs are many only
 * for the widest bands, whose boards hold few P-positions. */
static void
build_lines (WyLineIndex *li)
{
  const WyLineRule *r = &li->rule;

  li->lines = g_new (MoveLine, r->b + r->c + 2 * r->a);
  for (guint j = 0; j < r->b; j++)
    add_line (li, j, 0, 0, 1, j == 0);
  for (guint j = 0; j < r->c; j++)
    add_line (li, 0, j, 1, 0, j == 0);
  for (int e = 1 - (int) r->a; e < (int) r->a; e++)
    add_line (li, MAX (e, 0), MAX (-e, 0), 1, 1, e == 0);
}

/* Bucket the P-positions by column (or diagonal): start[k] is bucket k's
 * first entry; slot[i] is P-position i's entry. Row order within a bucket. */
static gboolean
counting_sort (guint32 **start, Entry **entries, guint32 **slot, guint n_keys, const WyPos *p,
               guint n, guint S, gboolean diagonal)
{
  *start = g_try_malloc0_n ((gsize) n_keys + 1, sizeof (guint32));
  *entries = g_try_malloc_n (MAX (n, 1), sizeof (Entry));
  *slot = g_try_malloc_n (MAX (n, 1), sizeof (guint32));
  if (!*start || !*entries || !*slot)
    return FALSE;
  for (guint i = 0; i < n; i++)
    (*start)[(diagonal ? p[i].x + S - 1 - p[i].y : p[i].x) + 1]++;
  for (guint k = 0; k < n_keys; k++)
    (*start)[k + 1] += (*start)[k];
  for (guint i = 0; i < n; i++)
    {
      guint k = diagonal ? p[i].x + S - 1 - p[i].y : p[i].x;
      (*slot)[i] = (*start)[k]++;
      (*entries)[(*slot)[i]] = (Entry) { diagonal ? p[i].x : p[i].y, 0 };
    }
  for (guint k = n_keys; k > 0; k--)
    (*start)[k] = (*start)[k - 1];
  (*start)[0] = 0;
  return TRUE;
}

static gint64
find_ppos (const WyLineIndex *li, guint x, guint y)
{
  guint lo = li->row_start[y], hi = li->row_start[y + 1];

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      if (li->p[mid].x < x)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo < li->row_start[y + 1] && li->p[lo].x == x ? (gint64) lo : -1;
}

/* Every move from the N cell (x, y) into a P-position. */
static void
gather (const WyLineIndex *li, guint x, guint y, WyFoundList *found)
{
  const WyLineRule *r = &li->rule;
  const WyPos *p = li->p;
  int d = (int) x - (int) y;

  found->n = 0;
  for (guint c = x + 1 > r->b ? x + 1 - r->b : 0; c <= x; c++)
    for (const Entry *e = li->col + li->col_start[c]; e < li->col + li->col_start[c + 1]; e++)
      {
        if (e->pos > y || (c == x && e->pos == y))
          break;
        wy_found_list_add (found, x - c, y - e->pos, e->step);
      }
  for (guint row = y + 1 > r->c ? y + 1 - r->c : 0; row <= y; row++)
    for (guint id = li->row_start[row]; id < li->row_start[row + 1]; id++)
      {
        if (p[id].x > x)
          break;
        if (x - p[id].x >= r->b)
          wy_found_list_add (found, x - p[id].x, y - row, li->step[id]);
      }
  for (int e = 1 - (int) r->a; e < (int) r->a; e++)
    {
      gint64 dd = (gint64) d + e + li->S - 1;
      if (dd < 0 || dd > 2 * (gint64) li->S - 2)
        continue;
      for (const Entry *en = li->diag + li->diag_start[dd]; en < li->diag + li->diag_start[dd + 1];
           en++)
        {
          guint px = en->pos, py = (guint) ((gint64) px + li->S - 1 - dd);
          if (px > x || py > y)
            break;
          if (x - px >= r->b && y - py >= r->c)
            wy_found_list_add (found, x - px, y - py, en->step);
        }
    }
}

guint
_wy_line_index_n_cell_step (const WyLineIndex *li, guint x, guint y, WyFoundList *found)
{
  if (li->rule.misere && x == 0 && y == 0)
    return 1;
  gather (li, x, y, found);
  return wy_line_rule_n_step (&li->rule, found);
}

/* Without blocking: does the cell (x, y), not a P-position, move to a
 * P-position of step below k? The lines of gather, left at the first
 * such P-position; a band's columns (rows) are one run of entries. */
static gboolean
moves_below (const WyLineIndex *li, guint x, guint y, guint k)
{
  const WyLineRule *r = &li->rule;
  guint c0 = x + 1 > r->b ? x + 1 - r->b : 0, r0 = y + 1 > r->c ? y + 1 - r->c : 0;

  for (const Entry *e = li->col + li->col_start[c0]; e < li->col + li->col_start[x + 1]; e++)
    if (e->pos <= y && e->step < k)
      return TRUE;
  for (guint id = li->row_start[r0]; id < li->row_start[y + 1]; id++)
    if (li->p[id].x <= x && li->step[id] < k)
      return TRUE;
  for (int e = 1 - (int) r->a; e < (int) r->a; e++)
    {
      gint64 dd = (gint64) x - y + e + li->S - 1;
      if (dd < 0 || dd > 2 * (gint64) li->S - 2)
        continue;
      for (const Entry *en = li->diag + li->diag_start[dd];
           en < li->diag + li->diag_start[dd + 1]; en++)
        {
          guint px = en->pos, py = (guint) ((gint64) px + li->S - 1 - dd);
          if (px > x || py > y)
            break;
          if (en->step < k)
            return TRUE;
        }
    }
  return FALSE;
}

/* Is o = (ox, oy) an N cell of step k? (It lies in the region of a
 * P-position of step k: without blocking its step is at most k, and k
 * unless it moves to a P-position of a smaller step.) */
static gboolean
meets (const WyLineIndex *li, gint64 ox, gint64 oy, guint k, WyFoundList *found)
{
  if (find_ppos (li, (guint) ox, (guint) oy) >= 0)
    return FALSE;
  if (!li->rule.blocking && li->rule.block <= 1 && !(li->rule.misere && ox == 0 && oy == 0))
    return !moves_below (li, (guint) ox, (guint) oy, k);
  return _wy_line_index_n_cell_step (li, (guint) ox, (guint) oy, found) == k;
}

/* Does region(P') meet the options of P in an N cell of step k = step(P')? */
static gboolean
region_meets_options (const WyLineIndex *li, const WyPos *from, const WyPos *to, guint k,
                      WyFoundList *found)
{
  gint64 Dx = (gint64) to->x - from->x, Dy = (gint64) to->y - from->y;

  for (guint i = 0; i < li->n_lines; i++)
    for (guint j = 0; j < li->n_lines; j++)
      {
        const MoveLine *l1 = &li->lines[i], *l2 = &li->lines[j];
        gint64 rx = Dx - l1->bx - l2->bx, ry = Dy - l1->by - l2->by;
        if (l1->ux == l2->ux && l1->uy == l2->uy)
          {
            /* the two lines lie on each other: a segment, t + u = s */
            gint64 s;
            if (l1->ux == 0)
              s = rx == 0 ? ry : -1;
            else if (l1->uy == 0)
              s = ry == 0 ? rx : -1;
            else
              s = rx == ry ? rx : -1;
            for (gint64 t = l1->tmin; t <= s - l2->tmin; t++)
              if (meets (li, from->x + l1->bx + t * l1->ux, from->y + l1->by + t * l1->uy, k,
                         found))
                return TRUE;
            continue;
          }
        /* t * u1 + u * u2 = r, with a determinant of +-1 */
        gint64 det = l1->ux * l2->uy - l1->uy * l2->ux;
        gint64 t = (rx * l2->uy - ry * l2->ux) * det;
        gint64 u = (l1->ux * ry - l1->uy * rx) * det;
        if (t >= l1->tmin && u >= l2->tmin
            && meets (li, from->x + l1->bx + t * l1->ux, from->y + l1->by + t * l1->uy, k, found))
          return TRUE;
      }
  return FALSE;
}

/* The largest step among the options of P-position i (all P-positions
 * before it in row order have their steps). */
static guint
largest_option_step (WyLineIndex *li, guint i, const guint32 *tree, guint M, Heap *heap,
                     WyFoundList *found)
{
  const WyPos *P = &li->p[i];
  guint floor = li->rule.misere && wy_line_rule_allows (&li->rule, P->x, P->y) ? 1 : 0;

  heap->n = 0;
  if (tree[1] > floor)
    heap_push (heap, tree[1], 1, 0, 0);
  while (heap->n > 0)
    {
      HeapItem it = heap_pop (heap);
      if (it.key <= floor)
        break;
      if (it.node == G_MAXUINT32)
        {
          const WyPos *Q = &(WyPos) { it.x, it.y };
          if (wy_line_rule_allows (&li->rule, P->x - Q->x, P->y - Q->y)
              || region_meets_options (li, Q, P, it.key, found))
            return it.key;
          continue;
        }
      if (it.node >= M)
        {
          guint c = it.node - M;
          /* the P-positions of column c before P in row order */
          for (const Entry *e = li->col + li->col_start[c]; e < li->col + li->col_start[c + 1]
               && (e->pos < P->y || (e->pos == P->y && c < P->x)); e++)
            heap_push (heap, e->step, G_MAXUINT32, c, e->pos);
          continue;
        }
      /* the children whose columns start at or left of P's */
      guint level = g_bit_storage (it.node) - 1, width = M >> (level + 1);
      guint lo = (it.node - (1u << level)) * 2 * width;
      for (guint child = 2 * it.node; child <= 2 * it.node + 1; child++, lo += width)
        if (lo <= P->x && tree[child] > floor)
          heap_push (heap, tree[child], child, 0, 0);
    }
  return floor;
}

static gboolean
solve_steps (WyLineIndex *li, WyProgressFunc progress, gpointer user_data,
             GCancellable *cancellable, GError **error)
{
  guint M = 1;
  guint32 *tree;
  Heap heap = { NULL, 0, 0 };
  WyFoundList found;
  gboolean ok = TRUE;

  while (M < li->S)
    M *= 2;
  tree = g_try_malloc0_n (2 * (gsize) M, sizeof (guint32));
  if (!tree)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for a board of size %u"), li->S);
      return FALSE;
    }
  wy_found_list_init (&found);
  /* an N cell's step is that of a P-position, but for misere's (0, 0) */
  li->n_steps = li->rule.misere ? 1 : 0;
  for (guint i = 0; i < li->n && ok; i++)
    {
      if ((i & 4095) == 0)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            ok = FALSE;
          else if (progress)
            progress ((double) i / li->n, user_data);
        }
      guint s = largest_option_step (li, i, tree, M, &heap, &found) + 1;
      li->step[i] = li->col[li->col_slot[i]].step = li->diag[li->diag_slot[i]].step = s;
      li->n_steps = MAX (li->n_steps, s);
      for (guint v = M + li->p[i].x; v >= 1 && tree[v] < s; v /= 2)
        tree[v] = s;
    }
  wy_found_list_clear (&found);
  g_free (heap.items);
  g_free (tree);
  return ok;
}

WyLineIndex *
wy_line_index_new (const WyGame *game, guint size, const GArray *ppos, WyProgressFunc progress,
                   gpointer user_data, GCancellable *cancellable, GError **error)
{
  WyLineIndex *li = g_new0 (WyLineIndex, 1);
  gboolean ok;

  /* the caller's game may be freed before the index (the board keeps the
   * index, not the caller's game): the rule must point at our own copy */
  li->game = wy_game_copy (game);
  wy_line_rule_init (&li->rule, li->game);
  li->S = size;
  li->p = (const WyPos *) ppos->data;
  li->n = ppos->len;
  build_lines (li);
  li->step = g_try_malloc0_n (MAX (li->n, 1), sizeof (guint32));
  li->row_start = g_try_malloc0_n ((gsize) size + 1, sizeof (guint32));
  ok = li->step && li->row_start
       && counting_sort (&li->col_start, &li->col, &li->col_slot, size, li->p, li->n, size, FALSE)
       && counting_sort (&li->diag_start, &li->diag, &li->diag_slot, 2 * size - 1, li->p, li->n,
                         size, TRUE);
  if (!ok)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for a board of size %u"), size);
      wy_line_index_free (li);
      return NULL;
    }
  for (guint i = 0; i < li->n; i++)
    li->row_start[li->p[i].y + 1]++;
  for (guint y = 0; y < size; y++)
    li->row_start[y + 1] += li->row_start[y];
  if (!solve_steps (li, progress, user_data, cancellable, error))
    {
      wy_line_index_free (li);
      return NULL;
    }
  g_clear_pointer (&li->col_slot, g_free);
  g_clear_pointer (&li->diag_slot, g_free);
  return li;
}

void
wy_line_index_free (WyLineIndex *li)
{
  if (!li)
    return;
  g_free (li->lines);
  g_free (li->step);
  g_free (li->row_start);
  g_free (li->col_start);
  g_free (li->col);
  g_free (li->col_slot);
  g_free (li->diag_start);
  g_free (li->diag);
  g_free (li->diag_slot);
  wy_game_free (li->game);
  g_free (li);
}

guint
wy_line_index_get_n_steps (const WyLineIndex *li)
{
  return li->n_steps;
}

const guint32 *
wy_line_index_get_p_steps (const WyLineIndex *li)
{
  return li->step;
}

WyStatus
wy_line_index_get_status (const WyLineIndex *li, guint x, guint y)
{
  g_return_val_if_fail (x < li->S && y < li->S, WY_STATUS_NONE);
  return find_ppos (li, x, y) >= 0 ? WY_STATUS_P : WY_STATUS_N;
}

WyStatus
wy_line_index_get_cell (const WyLineIndex *li, guint x, guint y, guint *step)
{
  gint64 i;
  WyFoundList found;

  g_return_val_if_fail (x < li->S && y < li->S, WY_STATUS_NONE);
  i = find_ppos (li, x, y);
  if (i >= 0)
    {
      *step = li->step[i];
      return WY_STATUS_P;
    }
  wy_found_list_init (&found);
  *step = _wy_line_index_n_cell_step (li, x, y, &found);
  wy_found_list_clear (&found);
  return WY_STATUS_N;
}
