/* wy-grundy.c: Sprague-Grundy values f^Q(v) = mex^Q{f^Q(w)} over the options w of v, by counting. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-board-private.h"

/* mex^Q of a multiset through stamped counts: count[v] is the multiplicity
 * of v among this cell's options when seen[v] == stamp. mex^Q is the least
 * value occurring fewer than Q times (Q = 1: the plain mex). */
typedef struct {
  guint32 *seen;
  guint32 *count;
  guint    cap;
  guint32  stamp;
  guint    q;
} Mex;

static void
mex_mark (Mex *m, gint32 v)
{
  if ((guint) v >= m->cap)
    return;
  if (m->seen[v] != m->stamp)
    {
      m->seen[v] = m->stamp;
      m->count[v] = 0;
    }
  m->count[v]++;
}

static gint32
mex_take (Mex *m)
{
  gint32 v = 0;

  while ((guint) v < m->cap && m->seen[v] == m->stamp && m->count[v] >= m->q)
    v++;
  m->stamp++;
  return v;
}

static void
mark_along (Mex *m, const WyBoard *board, guint x, guint y, int ux, int uy, guint first)
{
  for (guint k = first; (guint) (ux * k) <= x && (guint) (uy * k) <= y; k++)
    mex_mark (m, board->grundy[wy_board_index (board, x - ux * k, y - uy * k)]);
}

/* Every option of a line family: bands of b columns, c rows, 2a-1 diagonals. */
static void
mark_lines (Mex *m, const WyBoard *board, guint a, guint b, guint c, guint x, guint y)
{
  /* each option once (mex^Q counts them): the column band dx < b, then
   * the row band dy < c with dx >= b, then the diagonals with dx >= b, dy >= c */
  for (guint k = 0; k < b && k <= x; k++)
    mark_along (m, board, x - k, y, 0, 1, k == 0);
  for (guint k = 0; k < c && k <= y; k++)
    if (x >= b)
      mark_along (m, board, x - b, y - k, 1, 0, 0);
  for (int e = 1 - (int) a; e < (int) a; e++)
    {
      guint dy0 = e < 0 ? (guint) -e : 0, dx0 = dy0 + e;
      for (guint k = 0; dx0 + k <= x && dy0 + k <= y; k++)
        if (dx0 + k >= b && dy0 + k >= c)
          mex_mark (m, board->grundy[wy_board_index (board, x - dx0 - k, y - dy0 - k)]);
    }
}

static gboolean
run (WyBoard *board, gboolean lines, GCancellable *cancellable, GError **error)
{
  guint a = 0, b = 0, c = 0, S = board->size;
  Mex m = { NULL, NULL, 0, 1, wy_game_get_block (board->game) };

  /* f^Q(v) is at most the number of options of v */
  if (lines)
    {
      wy_game_get_bands (board->game, &a, &b, &c);
      m.cap = (b + c + 2 * a + 1) * S + 16;
    }
  else
    m.cap = S * S + 16;
  m.seen = g_new0 (guint32, m.cap);
  m.count = g_new0 (guint32, m.cap);
  board->grundy = g_new0 (gint32, (gsize) board->width * board->height);
  for (guint y = 0; y < board->height; y++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        break;
      for (guint x = 0; x < board->width; x++)
        {
          if (lines)
            mark_lines (&m, board, a, b, c, x, y);
          else
            for (guint ty = 0; ty <= y; ty++)
              for (guint tx = 0; tx <= x; tx++)
                if (wy_game_is_move (board->game, x, y, x - tx, y - ty))
                  mex_mark (&m, board->grundy[wy_board_index (board, tx, ty)]);
          gint32 g = mex_take (&m);
          board->grundy[wy_board_index (board, x, y)] = g;
          board->max_grundy = MAX (board->max_grundy, (guint) g);
        }
    }
  g_free (m.seen);
  g_free (m.count);
  return !g_cancellable_is_cancelled (cancellable);
}

gboolean
wy_grundy_generic (WyBoard *board, GCancellable *cancellable, GError **error)
{
  return run (board, FALSE, cancellable, error);
}

gboolean
wy_grundy_lines_block (WyBoard *board, GCancellable *cancellable, GError **error)
{
  return run (board, TRUE, cancellable, error);
}
