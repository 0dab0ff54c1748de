/* wy-sparse.c: exact P-set of the line families by a row sweep that jumps over closed lines. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-board-private.h"
#include "wy-query.h"
#include "wy-sparse.h"
#include "wy-line-rule.h"
#include "wy-sweep.h"

#define WY_SPARSE_BUDGET ((guint64) 2 << 30)
#define WY_SPARSE_LIMIT (1u << 30)

/*
 * Why this is exact. Under the rules of docs/spec.md (linecount reading; without
 * blocking p = q = 1) a cell (x, y) is N iff one of these holds, and each is
 * monotone: once a line is closed it stays closed for every row above.
 *  - a P-position (px, py) with 0 < |dx - dy| < a: diagonal px-py+e is closed
 *    from row py + max(0, -e), 0 < |e| < a;
 *  - p P-positions below-left on the diagonal x - y (a >= 1): closed from the
 *    row after the p-th;
 *  - q P-positions in column x - k with dx = k <= dy (k < b): so column c,
 *    its q-th P-position in row sat, closes column c + k from row
 *    sat + max(k, 1) (without blocking every dy counts: from sat + 1);
 *  - q P-positions in row y - k with dy = k <= dx (k < c), k >= 1: x at or
 *    beyond the q-th one's x (+ k with blocking); k = 0: the q-th P-position
 *    found in this row ends the row.
 * Closed columns and diagonals live in "next open" union-finds, so a row's
 * P-positions are found in a few jumps. With a = 0 there are no
 * diagonal-type moves: dx = dy < b is a row/column move only and p has no
 * effect (docs/spec.md).
 */

typedef struct {
  guint32 index;
  guint32 diagonal; /* 0: a column, 1: a diagonal */
} Event;

/* A row holding q P-positions and the limit it puts on the rows above:
 * x >= value (+ y with blocking) is N in row y while y - row < c. */
typedef struct {
  guint32 row;
  gint64  value;
} FullRow;

typedef struct {
  guint     S;
  guint     a, b, c, p, q;
  gboolean  blocking, misere;
  WyNextOpen cols, diags;    /* diagonal x - y at index x - y + S - 1 */
  guint32  *col_count;       /* P-positions per column (q > 1) */
  guint32  *diag_count;      /* per diagonal (p > 1) */
  FullRow  *window;          /* sliding minimum over the last c - 1 full rows */
  guint     head, len;       /* ring of capacity c */
  GArray  **events;          /* ring of closures by the row they start at */
  guint     n_events;
  GArray   *ppos;
} Sparse;

gboolean
wy_sparse_supports (const WyGame *game)
{
  WyFamily family = wy_game_get_family (game);

  /* block=Q: a sweep of its own (wy-sparse-block.c) */
  if (_wy_sparse_block_supports (game))
    return TRUE;
  if (_wy_game_get_group (game) != WY_GROUP_LINES)
    return FALSE;
  if (family != WY_FAMILY_NIMPQ || wy_game_get_reading (game) == WY_READING_LINECOUNT
      || !wy_game_has_blocking (game))
    return TRUE;
  return wy_game_get_param (game, WY_PARAM_A) == 1 && wy_game_get_param (game, WY_PARAM_B) == 1;
}

static void
get_budgets (const WyGame *game, guint *p, guint *q)
{
  gboolean nimpq = wy_game_get_family (game) == WY_FAMILY_NIMPQ;

  *p = nimpq ? (guint) wy_game_get_param (game, WY_PARAM_P) : 1;
  *q = nimpq ? (guint) wy_game_get_param (game, WY_PARAM_Q) : 1;
}

guint
wy_sparse_max_size (const WyGame *game, double seconds)
{
  guint p, q;

  if (_wy_sparse_block_supports (game))
    return _wy_sparse_block_max_size (game, WY_BLOCK_READS_PSET, seconds, NULL);
  get_budgets (game, &p, &q);
  /* union-finds, counts, and up to q P-positions a row (array growth x2) */
  guint64 per_row = 4 + 8 + 4 + 8 + 16 * (guint64) q;
  return (guint) MIN (WY_SPARSE_BUDGET / per_row, WY_SPARSE_LIMIT);
}

static void
schedule (Sparse *sp, guint row, guint32 index, gboolean diagonal)
{
  Event e = { index, diagonal };

  if (row < sp->S)
    g_array_append_val (sp->events[row % sp->n_events], e);
}

static void
apply_events (Sparse *sp, guint y)
{
  GArray *list = sp->events[y % sp->n_events];

  for (guint i = 0; i < list->len; i++)
    {
      Event *e = &g_array_index (list, Event, i);
      wy_next_open_close (e->diagonal ? &sp->diags : &sp->cols, e->index);
    }
  g_array_set_size (list, 0);
}

/* Row y is full at x: keep the window's values increasing. */
static void
push_full_row (Sparse *sp, guint y, guint32 x)
{
  gint64 value = sp->blocking ? (gint64) x - y : x;

  while (sp->len > 0 && sp->window[(sp->head + sp->len - 1) % sp->c].value >= value)
    sp->len--;
  sp->window[(sp->head + sp->len) % sp->c] = (FullRow) { y, value };
  sp->len++;
}

/* Cells at or right of the limit are N by a row band below: the least
 * x_r + (y - r) (without blocking x_r) over the full rows r > y - c. */
static guint
row_limit (Sparse *sp, guint y)
{
  while (sp->len > 0 && sp->window[sp->head].row + sp->c <= y)
    {
      sp->head = (sp->head + 1) % sp->c;
      sp->len--;
    }
  if (sp->len == 0)
    return sp->S;
  return (guint) MIN ((gint64) sp->S, sp->window[sp->head].value + (sp->blocking ? y : 0));
}

static void
add_ppos (Sparse *sp, guint32 x, guint y)
{
  WyPos pos = { x, y };
  guint32 di = x + sp->S - 1 - y;

  g_array_append_val (sp->ppos, pos);
  /* Near diagonals: those above close now, those below from the row where
   * they pass column x. A closed diagonal stays closed, so only the open
   * ones are visited (a jump over the closed): with a = 1000 visiting all
   * 2a - 2 cost seconds. */
  for (guint32 i = wy_next_open_find (&sp->diags, di + 1);
       sp->a > 1 && i < di + sp->a && i < sp->diags.n; i = wy_next_open_find (&sp->diags, i))
    wy_next_open_close (&sp->diags, i);
  for (guint32 i = wy_next_open_find (&sp->diags, di >= sp->a - 1 ? di - (sp->a - 1) : 0);
       sp->a > 1 && i < di; i = wy_next_open_find (&sp->diags, i + 1))
    schedule (sp, y + (di - i), i, TRUE);
  if (sp->a > 0 && (sp->p == 1 || ++sp->diag_count[di] == sp->p))
    schedule (sp, y + 1, di, TRUE);
  if (sp->q == 1 || ++sp->col_count[x] == sp->q)
    for (guint k = 0; k < sp->b && x + k < sp->S; k++)
      schedule (sp, y + MAX (sp->blocking ? k : 0, 1), x + k, FALSE);
}

static void
solve_row (gpointer sweep, guint y)
{
  Sparse *sp = sweep;
  guint limit, found = 0;
  guint32 x = (sp->misere && y == 0) ? 1 : 0;

  apply_events (sp, y);
  limit = row_limit (sp, y);
  while (x < limit)
    {
      x = wy_next_open_find (&sp->cols, x);
      if (x >= limit)
        break;
      guint32 di = x + sp->S - 1 - y, dj = wy_next_open_find (&sp->diags, di);
      if (dj != di)
        {
          x = dj + y - (sp->S - 1);
          continue;
        }
      add_ppos (sp, x, y);
      if (++found == sp->q)
        break;
      x++;
    }
  if (found == sp->q)
    push_full_row (sp, y, x);
}

static gboolean
sparse_init (Sparse *sp, const WyGame *game, guint size)
{
  sp->S = size;
  wy_game_get_bands (game, &sp->a, &sp->b, &sp->c);
  get_budgets (game, &sp->p, &sp->q);
  sp->blocking = wy_game_has_blocking (game);
  sp->misere = wy_game_is_misere (game);
  sp->n_events = MAX (MAX (sp->a, sp->b), 1) + 1;
  sp->events = wy_sweep_rings_new (sp->n_events, sizeof (Event));
  sp->window = g_new (FullRow, sp->c);
  sp->ppos = g_array_new (FALSE, FALSE, sizeof (WyPos));
  if (!wy_next_open_init (&sp->cols, size) || !wy_next_open_init (&sp->diags, 2 * size - 1))
    return FALSE;
  if (sp->q > 1 && !(sp->col_count = g_try_malloc0_n (size, sizeof (guint32))))
    return FALSE;
  if (sp->a > 0 && sp->p > 1
      && !(sp->diag_count = g_try_malloc0_n (2 * (gsize) size, sizeof (guint32))))
    return FALSE;
  return TRUE;
}

static void
sparse_clear (Sparse *sp)
{
  g_free (sp->cols.parent);
  g_free (sp->diags.parent);
  g_free (sp->col_count);
  g_free (sp->diag_count);
  g_free (sp->window);
  wy_sweep_rings_free (sp->events, sp->n_events);
}

static gboolean
check_game (const WyGame *game, guint size, GError **error)
{
  if (!wy_sparse_supports (game))
    {
      _wy_game_refuse (game, error,
                       _("the sparse solver does not support %s: only nim, wythoff, fraenkel, "
                         "wyt, wytc and nimpq (reading=linecount) are supported"));
      return FALSE;
    }
  return wy_sweep_check_size (size, wy_sparse_max_size (game, WY_TIME_BUDGET_MAX), error);
}

GArray *
wy_sparse_ppos (const WyGame *game, guint size, WyProgressFunc progress, gpointer user_data,
                GCancellable *cancellable, GError **error)
{
  Sparse sp = { 0 };
  GArray *ppos = NULL;
  gboolean ok;

  g_return_val_if_fail (game != NULL, NULL);
  if (!check_game (game, size, error))
    return NULL;
  if (_wy_sparse_block_supports (game))
    return _wy_sparse_block_ppos (game, size, progress, user_data, cancellable, error);
  ok = (sparse_init (&sp, game, size) || wy_sweep_refuse_memory (size, error))
       && wy_sweep_rows (&sp, solve_row, size, 0xffff, progress, user_data, cancellable, error);
  if (ok)
    ppos = g_array_ref (sp.ppos);
  g_array_unref (sp.ppos);
  sparse_clear (&sp);
  return ppos;
}

gboolean
wy_sparse_pset_supports (const WyGame *game)
{
  return wy_sparse_supports (game) || _wy_sparse_cone_supports (game);
}

guint
wy_sparse_pset_max_size (const WyGame *game)
{
  if (wy_sparse_supports (game))
    return wy_sparse_max_size (game, WY_TIME_BUDGET_MAX);
  return _wy_sparse_cone_supports (game) ? _wy_sparse_cone_max_size (game) : 0;
}

GArray *
wy_sparse_pset (const WyGame *game, guint size, WyProgressFunc progress, gpointer user_data,
                GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (game != NULL, NULL);
  if (_wy_sparse_cone_supports (game))
    return _wy_sparse_cone_ppos (game, size, progress, user_data, cancellable, error);
  return wy_sparse_ppos (game, size, progress, user_data, cancellable, error);
}
