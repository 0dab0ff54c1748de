/* wy-board.c: the solved board: its storage and the getters of its cells. */
#define _DEFAULT_SOURCE /* madvise */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>
#include <sys/mman.h>
#include <glib/gi18n-lib.h>

#include "wy-board-private.h"

/* An empty board (no cells stored yet). */
WyBoard *
_wy_board_new (const WyGame *game, guint size)
{
  WyBoard *board = g_atomic_rc_box_new0 (WyBoard);

  board->game = wy_game_copy (game);
  board->size = size;
  board->one_pile = wy_game_is_one_pile (game);
  board->width = size;
  board->heaps = wy_game_get_heaps (game);
  board->height = board->one_pile ? 1 : board->heaps == 3 ? size * size : size;
  return board;
}

/* Large arrays are written once, front to back: on huge pages (where the
 * kernel offers them on request) they take 512 times fewer page faults,
 * which cost more than the writes in a virtual machine. */
#define HUGE_PAGE ((gsize) 2 << 20)

void
_wy_advise_huge (gpointer data, gsize bytes)
{
#ifdef MADV_HUGEPAGE
  guintptr start = ((guintptr) data + HUGE_PAGE - 1) & ~(guintptr) (HUGE_PAGE - 1);
  guintptr end = ((guintptr) data + bytes) & ~(guintptr) (HUGE_PAGE - 1);

  /* a hint only: without huge pages the array works the same */
  if (data && end > start)
    madvise ((gpointer) start, end - start, MADV_HUGEPAGE);
#endif
}

WyBoard *
wy_board_alloc (const WyGame *game, guint size, GError **error)
{
  WyBoard *board = _wy_board_new (game, size);
  gsize cells = (gsize) board->width * board->height;

  board->status = g_try_malloc0 (cells);
  board->step = g_try_malloc0_n (cells, sizeof (guint32));
  if (!board->status || !board->step)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for a board of size %u"), size);
      wy_board_unref (board);
      return NULL;
    }
  _wy_advise_huge (board->status, cells);
  _wy_advise_huge (board->step, cells * sizeof (guint32));
  return board;
}

void
_wy_board_index_steps (WyBoard *board, const guint32 *step)
{
  const WyPos *p = (const WyPos *) board->ppos->data;
  guint n = board->ppos->len;
  guint *start = g_new0 (guint, board->n_steps + 2);
  WyPos *sorted = g_new (WyPos, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    start[step[i] + 1]++;
  for (guint j = 1; j <= board->n_steps; j++)
    start[j + 1] += start[j];
  /* start[j] counts the P-positions of steps below j; placing P_j moves it
   * on to the end of P_j, as wy_board_get_step_ppos reads it */
  for (guint i = 0; i < n; i++)
    sorted[start[step[i]]++] = p[i];
  board->step_start = start;
  board->step_ppos = sorted;
}

static GArray *ppos_from_status (const WyBoard *board);

/* The largest step and |N_j| in one pass, and the P-positions in row
 * order; a strip's P-positions are listed on first use (a listing streams
 * them from the statuses), the P_j on first use (wy_board_get_step_ppos):
 * a listing of every cell's step needs none of them. */
void
wy_board_finish (WyBoard *board)
{
  gsize cells = (gsize) board->width * board->height;
  guint n_steps = 0, room = 64, *n_count = g_new0 (guint, room);

  for (gsize i = 0; i < cells; i++)
    {
      guint s = board->step[i];
      /* |N_j| for every j up to the largest step, of a P-position too */
      if (G_UNLIKELY (s > room))
        {
          guint more = MAX (2 * room, s);
          n_count = g_renew (guint, n_count, more);
          memset (n_count + room, 0, (more - room) * sizeof (guint));
          room = more;
        }
      n_steps = MAX (n_steps, s);
      if (board->status[i] == WY_STATUS_N)
        n_count[s - 1]++;
    }
  board->n_steps = n_steps;
  board->step_n_count = n_count;
  if (!board->one_pile)
    board->ppos = ppos_from_status (board);
}

/* A dense board's P_j on first use (thread-safe). */
static void
ensure_step_index (const WyBoard *board)
{
  WyBoard *b = (WyBoard *) board;

  if (g_once_init_enter (&b->step_ppos))
    {
      guint n;
      const WyPos *p = wy_board_get_ppos (board, &n);
      g_autofree guint32 *step = g_new (guint32, MAX (n, 1));
      WyBoard copy = *b;

      for (guint i = 0; i < n; i++)
        step[i] = b->step[wy_board_index (b, p[i].x, p[i].y)];
      _wy_board_index_steps (&copy, step);
      b->step_start = copy.step_start;
      g_once_init_leave (&b->step_ppos, copy.step_ppos);
    }
}

WyBoard *
wy_board_ref (WyBoard *board)
{
  return g_atomic_rc_box_acquire (board);
}

/* What the board holds, freed with its last reference. */
static void
board_clear (WyBoard *board)
{
  wy_game_free (board->game);
  g_free (board->status);
  g_free (board->step);
  g_free (board->grundy);
  g_free (board->grundy8);
  if (board->ppos)
    g_array_unref (board->ppos);
  g_free (board->step_ppos);
  g_free (board->step_start);
  g_free (board->step_n_count);
  if (board->reader)
    board->reader->free (board->cells);
}

void
wy_board_unref (WyBoard *board)
{
  if (board)
    g_atomic_rc_box_release_full (board, (GDestroyNotify) board_clear);
}

const WyGame *
wy_board_get_game (const WyBoard *board)
{
  return board->game;
}

guint
wy_board_get_size (const WyBoard *board)
{
  return board->size;
}

gboolean
wy_board_is_one_pile (const WyBoard *board)
{
  return board->one_pile;
}

gboolean
wy_board_is_sparse (const WyBoard *board)
{
  return board->reader != NULL && board->reader->sparse;
}

gboolean
wy_board_contains (const WyBoard *board, guint x, guint y)
{
  return x < board->width && y < board->height;
}

/* A board of the P-set alone (sparse/wy-sparse-board.c): ppos is sorted by
 * y then x, a binary search. */
static WyStatus
pset_status (const WyBoard *board, guint x, guint y)
{
  const WyPos *p = (const WyPos *) board->ppos->data;
  guint lo = 0, hi = board->ppos->len;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      if (p[mid].y < y || (p[mid].y == y && p[mid].x < x))
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo < board->ppos->len && p[lo].x == x && p[lo].y == y ? WY_STATUS_P : WY_STATUS_N;
}

WyStatus
wy_board_get_status (const WyBoard *board, guint x, guint y)
{
  /* off the board: no position (the neutral answer, quietly: a binding
   * asking off the board is told so by wy_solution_describe) */
  if (!wy_board_contains (board, x, y))
    return WY_STATUS_NONE;
  if (board->reader)
    return board->reader->status (board->cells, x, y);
  if (!board->status)
    return pset_status (board, x, y);
  return board->status[wy_board_index (board, x, y)];
}

guint
wy_board_get_step (const WyBoard *board, guint x, guint y)
{
  if (!wy_board_contains (board, x, y))
    return 0;
  if (board->reader)
    return board->reader->step (board->cells, x, y);
  if (!board->step)
    return 0;
  return board->step[wy_board_index (board, x, y)];
}

WyStatus
wy_board_get_cell (const WyBoard *board, guint x, guint y, guint *step)
{
  if (!wy_board_contains (board, x, y))
    {
      *step = 0;
      return WY_STATUS_NONE;
    }
  if (board->reader && board->reader->cell)
    return board->reader->cell (board->cells, x, y, step);
  *step = wy_board_get_step (board, x, y);
  return wy_board_get_status (board, x, y);
}

/* The cells x0 .. x0 + n - 1 of row y (on the board) into status and steps. */
static void
cell_row (const WyBoard *board, guint y, guint x0, guint n, WyStatus *status, guint *steps)
{
  if (board->reader)
    {
      board->reader->row (board->cells, y, x0, n, status, steps);
      return;
    }
  if (!board->status || !board->step)
    {
      for (guint i = 0; i < n; i++)
        status[i] = wy_board_get_cell (board, x0 + i, y, &steps[i]);
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      gsize k = wy_board_index (board, x0 + i, y);
      status[i] = board->status[k];
      steps[i] = board->step[k];
    }
}

/* Cells x0 .. x0 + n - 1 of row y all lie on the board. */
static gboolean
row_on_board (const WyBoard *board, guint y, guint x0, guint n)
{
  return n == 0 || (n - 1 <= G_MAXUINT - x0 && wy_board_contains (board, x0, y)
                    && wy_board_contains (board, x0 + n - 1, y));
}

static gboolean
check_row (const WyBoard *board, guint y, guint x0, guint n, GError **error)
{
  guint size = wy_board_get_size (board);

  if (row_on_board (board, y, x0, n))
    return TRUE;
  if (board->heaps == 3)
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("cells (%u, %u) and %u more are not all on the cube's rows: x runs from 0 "
                   "to %u, the row z * %u + y from 0 to %u"), x0, y, n > 0 ? n - 1 : 0,
                 size - 1, size, size * size - 1);
  else if (board->one_pile)
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("positions %u and %u more are not all on the board: n runs from 0 to %u "
                   "(y is 0)"), x0, n > 0 ? n - 1 : 0, size - 1);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("cells (%u, %u) and %u more are not all on the board: x and y run from 0 "
                   "to %u"), x0, y, n > 0 ? n - 1 : 0, size - 1);
  return FALSE;
}

GArray *
wy_board_get_cell_row (const WyBoard *board, guint y, guint x0, guint n, GArray **steps,
                       GError **error)
{
  GArray *status, *step;

  if (steps != NULL)
    *steps = NULL;
  if (!check_row (board, y, x0, n, error))
    return NULL;
  status = g_array_sized_new (FALSE, FALSE, sizeof (WyStatus), n);
  step = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
  g_array_set_size (status, n);
  g_array_set_size (step, n);
  /* no cells is a row anywhere (row_on_board): nothing of row y is read */
  if (n > 0)
    cell_row (board, y, x0, n, (WyStatus *) status->data, (guint *) step->data);
  if (steps != NULL)
    *steps = step;
  else
    g_array_unref (step);
  return status;
}

gboolean
wy_board_has_steps (const WyBoard *board)
{
  return board->step != NULL || board->reader != NULL;
}

gboolean
wy_board_has_grundy (const WyBoard *board)
{
  return board->grundy != NULL || board->grundy8 != NULL;
}

int
wy_board_get_grundy (const WyBoard *board, guint x, guint y)
{
  if (!wy_board_has_grundy (board) || !wy_board_contains (board, x, y))
    return -1;
  if (board->grundy8)
    return board->grundy8[x] == 0xff ? -1 : board->grundy8[x];
  return board->grundy[wy_board_index (board, x, y)];
}

gboolean
_wy_board_check_grundy (const WyBoard *board, GError **error)
{
  /* a solve that dropped the need: say why, not how to ask again */
  if (!wy_game_check_grundy (wy_board_get_game (board), error))
    return FALSE;
  if (wy_board_has_grundy (board))
    return TRUE;
  g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                       _("this board has no Grundy values: solve it with the Grundy values "
                         "needed"));
  return FALSE;
}

GArray *
wy_board_get_grundy_row (const WyBoard *board, guint y, guint x0, guint n, GError **error)
{
  GArray *row;
  gint32 *values;

  /* none at all is an error too: from Python a NULL without one read as no cells ([]) */
  if (!_wy_board_check_grundy (board, error) || !check_row (board, y, x0, n, error))
    return NULL;
  row = g_array_sized_new (FALSE, FALSE, sizeof (gint32), n);
  values = (gint32 *) g_array_set_size (row, n)->data;
  if (board->grundy8)
    for (guint i = 0; i < n; i++)
      values[i] = board->grundy8[x0 + i] == 0xff ? -1 : board->grundy8[x0 + i];
  else if (n > 0)
    memcpy (values, board->grundy + wy_board_index (board, x0, y), n * sizeof (gint32));
  return row;
}

guint
wy_board_get_max_grundy (const WyBoard *board)
{
  return board->max_grundy;
}

/* Boards without steps (the one-pile fast path, Grundy values alone) list
 * their P-positions only when asked: a listing streams them through
 * WyPposIter instead. */
static GArray *
ppos_from_status (const WyBoard *board)
{
  gsize cells = (gsize) board->width * board->height;
  guint n_p = 0;
  GArray *ppos;
  WyPos *p;

  for (gsize i = 0; i < cells; i++)
    n_p += board->status[i] == WY_STATUS_P;
  ppos = g_array_sized_new (FALSE, FALSE, sizeof (WyPos), n_p);
  _wy_advise_huge (ppos->data, (gsize) n_p * sizeof (WyPos));
  g_array_set_size (ppos, n_p);
  p = (WyPos *) ppos->data;
  for (guint y = 0; y < board->height; y++)
    {
      const guint8 *status = board->status + wy_board_index (board, 0, y);
      for (guint x = 0; x < board->width; x++)
        if (status[x] == WY_STATUS_P)
          *p++ = (WyPos) { x, y };
    }
  return ppos;
}

const WyPos *
wy_board_get_ppos (const WyBoard *board, guint *n_ppos)
{
  if (g_once_init_enter (&((WyBoard *) board)->ppos))
    g_once_init_leave (&((WyBoard *) board)->ppos,
                       board->reader && board->reader->ppos
                       ? board->reader->ppos (board->cells, board->width)
                       : ppos_from_status (board));
  *n_ppos = board->ppos->len;
  return (const WyPos *) board->ppos->data;
}

guint
wy_board_get_n_steps (const WyBoard *board)
{
  return board->n_steps;
}

const WyPos *
wy_board_get_step_ppos (const WyBoard *board, guint step, guint *n_ppos)
{
  if (step < 1 || step > board->n_steps)
    {
      *n_ppos = 0;
      return NULL;
    }
  ensure_step_index (board);
  *n_ppos = board->step_start[step] - board->step_start[step - 1];
  return board->step_ppos + board->step_start[step - 1];
}

guint
wy_board_get_step_n_count (const WyBoard *board, guint step)
{
  if (step < 1 || step > board->n_steps || !board->step_n_count)
    return 0;
  return board->step_n_count[step - 1];
}

gboolean
wy_board_has_step_n_counts (const WyBoard *board)
{
  return board->step_n_count != NULL;
}

void
wy_ppos_iter_init (WyPposIter *iter, const WyBoard *board)
{
  iter->board = board;
  iter->next = 0;
  /* a strip's statuses are bits: the list is built from them */
  if (board->reader && board->reader->ppos)
    {
      guint n;
      wy_board_get_ppos (board, &n);
    }
}

WyPposIter *
wy_ppos_iter_new (const WyBoard *board)
{
  WyPposIter *iter = g_new0 (WyPposIter, 1);

  g_return_val_if_fail (board != NULL, iter);
  wy_ppos_iter_init (iter, wy_board_ref ((WyBoard *) board));
  return iter;
}

gboolean
wy_ppos_iter_next (WyPposIter *iter, WyPos *pos)
{
  const WyBoard *board = iter->board;

  if (board == NULL)
    return FALSE;
  if (board->ppos)
    {
      if (iter->next >= board->ppos->len)
        return FALSE;
      *pos = g_array_index (board->ppos, WyPos, iter->next++);
      return TRUE;
    }
  /* a board without steps: scan its statuses */
  while (iter->next < (gsize) board->width * board->height
         && board->status[iter->next] != WY_STATUS_P)
    iter->next++;
  if (iter->next >= (gsize) board->width * board->height)
    return FALSE;
  *pos = (WyPos) { (guint) (iter->next % board->width), (guint) (iter->next / board->width) };
  iter->next++;
  return TRUE;
}

/* The order of P-options: by step, then y, then x. */
gint
_wy_move_compare (gconstpointer a, gconstpointer b)
{
  const WyMove *m = a, *n = b;

  if (m->step != n->step)
    return m->step < n->step ? -1 : 1;
  if (m->target.y != n->target.y)
    return m->target.y < n->target.y ? -1 : 1;
  return m->target.x < n->target.x ? -1 : (m->target.x > n->target.x);
}
