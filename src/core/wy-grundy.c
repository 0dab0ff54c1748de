/* wy-grundy.c: Sprague-Grundy values f^Q(v) = mex^Q{f^Q(w)} over the options w of v, by counting. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-board-private.h"

/* The generic families' Grundy values count every option once: a side up
 * to their P-set cap when the options (one pile, the cone) stay few. */
#define WY_GRUNDY_GENERIC_SIDE 600u
#define WY_GRUNDY_GENERIC_WORK 2e9

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

static void
mark_cell (Mex *m, const WyBoard *board, guint x, guint y)
{
  mex_mark (m, board->grundy[wy_board_index (board, x, y)]);
}

/* (s,t)-Wythoff, Restricted and Gamma: the options by kind, each once:
 * one pile, the cone 0 < k <= l < s k + t (every amount even but in
 * (s,t)-Wythoff), then the Type III moves not already counted. */
static void
mark_generic (Mex *m, const WyBoard *board, guint x, guint y)
{
  const WyGame *game = board->game;
  guint step = wy_game_get_family (game) == WY_FAMILY_STWYTHOFF ? 1 : 2;
  guint64 s = wy_game_get_param (game, WY_PARAM_S), t = wy_game_get_param (game, WY_PARAM_T);
  guint top = MAX (x, y), n_gen;
  const guint *gb, *ga = wy_game_get_generators (game, &gb, &n_gen);

  for (guint d = step; d <= y; d += step)
    mark_cell (m, board, x, y - d);
  for (guint d = step; d <= x; d += step)
    mark_cell (m, board, x - d, y);
  for (guint k = step; k <= MIN (x, y); k += step)
    for (guint l = k; l <= top && l < s * k + t; l += step)
      {
        if (l <= y)
          mark_cell (m, board, x - k, y - l);
        if (l != k && l <= x)
          mark_cell (m, board, x - l, y - k);
      }
  for (guint i = 0; i < n_gen && ga[i] <= top; i++)
    {
      if (ga[i] <= x && gb[i] <= y
          && wy_game_move_line (game, x, y, ga[i], gb[i]) == WY_LINE_GENERATOR)
        mark_cell (m, board, x - ga[i], y - gb[i]);
      if (gb[i] != ga[i] && gb[i] <= x && ga[i] <= y
          && wy_game_move_line (game, x, y, gb[i], ga[i]) == WY_LINE_GENERATOR)
        mark_cell (m, board, x - gb[i], y - ga[i]);
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
            mark_generic (&m, board, x, y);
          gint32 g = mex_take (&m);
          board->grundy[wy_board_index (board, x, y)] = g;
          board->max_grundy = MAX (board->max_grundy, (guint) g);
        }
    }
  g_free (m.seen);
  g_free (m.count);
  return !g_cancellable_is_cancelled (cancellable);
}

/* About how many options the cells of a side-S board have together. */
static double
generic_work (const WyGame *game, double S)
{
  double s = wy_game_get_param (game, WY_PARAM_S), t = wy_game_get_param (game, WY_PARAM_T);
  double cone = MIN (S * S / 3.0, (s - 1.0) * S * S / 6.0 + t * S);
  double even = wy_game_get_family (game) == WY_FAMILY_STWYTHOFF ? 1.0 : 0.25;

  return S * S * (2.0 * S + cone) * even;
}

guint
wy_grundy_generic_max_size (const WyGame *game)
{
  guint lo = 16, hi = WY_GRUNDY_GENERIC_SIDE;

  /* the largest side whose options take a few seconds in all */
  while (lo < hi)
    {
      guint mid = (lo + hi + 1) / 2;
      if (generic_work (game, mid) <= WY_GRUNDY_GENERIC_WORK)
        lo = mid;
      else
        hi = mid - 1;
    }
  return lo;
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
