/* wy-grundy.c: Sprague-Grundy values g(v) = mex{g(w)} over the options w of v. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-board-private.h"

/* mex through a stamp array: seen[v] == stamp marks value v for this cell. */
typedef struct {
  guint32 *seen;
  guint    cap;
  guint32  stamp;
} Mex;

static void
mex_mark (Mex *m, gint32 v)
{
  if ((guint) v < m->cap)
    m->seen[v] = m->stamp;
}

static gint32
mex_take (Mex *m)
{
  gint32 v = 0;

  while ((guint) v < m->cap && m->seen[v] == m->stamp)
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

static gboolean
run (WyBoard *board, gboolean lines, WyProgressFunc progress, gpointer user_data,
     GCancellable *cancellable, GError **error)
{
  guint a = 0, b = 0, c = 0, S = board->size;
  /* g(v) is at most the number of options of v */
  Mex m = { NULL, 4 * S + 2 * S + 16, 1 };

  if (lines)
    {
      wy_game_get_bands (board->game, &a, &b, &c);
      m.cap = (b + c + 2 * a + 1) * S + 16;
    }
  else
    m.cap = S * S + 16;
  m.seen = g_new0 (guint32, m.cap);
  board->grundy = g_new0 (gint32, (gsize) S * S);
  for (guint y = 0; y < S; y++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          g_free (m.seen);
          return FALSE;
        }
      for (guint x = 0; x < S; x++)
        {
          if (lines)
            {
              for (guint k = 0; k < b && k <= x; k++)
                mark_along (&m, board, x - k, y, 0, 1, k == 0);
              for (guint k = 0; k < c && k <= y; k++)
                mark_along (&m, board, x, y - k, 1, 0, k == 0);
              for (int e = 1 - (int) a; e < (int) a; e++)
                {
                  guint dy0 = e < 0 ? (guint) -e : 0, dx0 = dy0 + e;
                  if (dx0 <= x && dy0 <= y)
                    mark_along (&m, board, x - dx0, y - dy0, 1, 1, e == 0);
                }
            }
          else
            for (guint ty = 0; ty <= y; ty++)
              for (guint tx = 0; tx <= x; tx++)
                if (wy_game_is_move (board->game, x, y, x - tx, y - ty))
                  mex_mark (&m, board->grundy[wy_board_index (board, tx, ty)]);
          gint32 g = mex_take (&m);
          board->grundy[wy_board_index (board, x, y)] = g;
          board->max_grundy = MAX (board->max_grundy, (guint) g);
        }
      if (progress && (y & 31) == 0)
        progress (0.5 + 0.5 * y / S, user_data);
    }
  g_free (m.seen);
  return TRUE;
}

gboolean
wy_grundy_generic (WyBoard *board, GCancellable *cancellable, GError **error)
{
  return run (board, FALSE, NULL, NULL, cancellable, error);
}
