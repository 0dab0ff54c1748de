/* wy-solve-one-pile.c: exact solver for Fraenkel's one-pile games Mark-k and UpMark. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>

#include "wy-board-storage.h"
#include "wy-engine.h"
#include "wy-one-pile-bytes.h"

/* The options of n: at most k - 1 subtractions and one division. */
static guint
options (const WyGame *game, guint n, guint *out)
{
  guint count = 0;

  if (wy_game_get_family (game) == WY_FAMILY_UPMARK)
    {
      if (n >= 2)
        out[count++] = n - 1;
      /* each target once: for n = 3, ceil(n/2) is n - 1 */
      if (n >= 4)
        out[count++] = (n + 1) / 2;
      return count;
    }
  guint k = wy_game_get_param (game, WY_PARAM_K);
  for (guint j = 1; j <= k - 1 && j <= n; j++)
    out[count++] = n - j;
  if (n >= 1 && n / k < n - MIN (k - 1, n))
    out[count++] = n / k;
  return count;
}

/* The q-th smallest of the n steps (sorted in place); 0 when n < q. With
 * block=Q a position is N from the Q-th move into P on. */
static guint
q_th_smallest (guint *s, guint n, guint q)
{
  if (n < q)
    return 0;
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && s[j - 1] > s[j]; j--)
      {
        guint t = s[j];
        s[j] = s[j - 1];
        s[j - 1] = t;
      }
  return s[q - 1];
}

/* The Grundy values from the byte-per-position fast path. */
/* f^Q = mex^Q with block=Q > 1: the least value among the at most k
 * options' values occurring fewer than Q times. */
static void
one_pile_block_grundy (WyBoard *board)
{
  const WyGame *game = board->game;
  guint k = wy_game_get_param (game, WY_PARAM_K), q = wy_game_get_block (game);
  g_autofree guint *opt = g_new (guint, k + 2);
  g_autofree guint *count = g_new (guint, k + 4);

  board->grundy = g_new0 (gint32, board->size);
  board->grundy[0] = wy_game_first_position (game) == 1 ? -1 : 0;
  for (guint n = wy_game_first_position (game); n < board->size; n++)
    {
      guint n_opt = options (game, n, opt), g = 0;
      memset (count, 0, sizeof (guint) * (k + 4));
      for (guint i = 0; i < n_opt; i++)
        if ((guint) board->grundy[opt[i]] < k + 4)
          count[board->grundy[opt[i]]]++;
      while (count[g] >= q)
        g++;
      board->grundy[n] = (gint32) g;
      board->max_grundy = MAX (board->max_grundy, g);
    }
}

static gboolean
one_pile_grundy (WyBoard *board, GCancellable *cancellable, GError **error)
{
  g_autofree guint8 *g = NULL;

  if (wy_game_get_block (board->game) > 1)
    {
      one_pile_block_grundy (board);
      return TRUE;
    }
  g = wy_one_pile_grundy (board->game, board->size, cancellable, error);

  if (!g)
    return FALSE;
  board->grundy = g_new (gint32, board->size);
  for (guint n = 0; n < board->size; n++)
    {
      board->grundy[n] = g[n] == 0xff ? -1 : g[n];
      if (g[n] != 0xff)
        board->max_grundy = MAX (board->max_grundy, g[n]);
    }
  return TRUE;
}

/* Positions are solved in chunks of this many between checks of the
 * cancellable. */
#define CHUNK (1u << 20)

/* One position from its options' steps with block=1: top is the largest
 * step of an option, least the smallest of a P-option (0: none). */
static inline void
settle (WyBoard *board, guint n, guint32 top, guint32 least)
{
  board->status[n] = least ? WY_STATUS_N : WY_STATUS_P;
  board->step[n] = least ? least : top + 1;
}

static inline guint32
least_of (guint32 least, guint32 s)
{
  return least && least < s ? least : s;
}

/* Mark-k with block=1 from n = 1 on, in one pass. The options of n are the
 * window n - 1 .. n - sub (sub = min (k - 1, n)) and n / k (inside the
 * window when they coincide, harmless for a minimum and a maximum). A
 * P-position has no P-option, so a window holds at most one P-position,
 * the last one; the largest step of the window is the front of a deque
 * of positions whose steps fall from front to back. */
static gboolean
mark_steps (WyBoard *board, guint k, GCancellable *cancellable, GError **error)
{
  const guint8 *status = board->status;
  const guint32 *step = board->step;
  guint deque[64], head = 0, tail = 0;
  guint64 last_p = board->status[0] == WY_STATUS_P ? 0 : G_MAXUINT64;

  for (guint from = 1; from < board->size; from += CHUNK)
    {
      guint to = MIN (board->size, from + CHUNK);
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      for (guint n = from; n < to; n++)
        {
          guint low = n > k - 1 ? n - (k - 1) : 0, d = n / k;
          guint32 least = 0;
          while (tail != head && step[deque[(tail - 1) & 63]] <= step[n - 1])
            tail--;
          deque[tail++ & 63] = n - 1;
          if (deque[head & 63] < low)
            head++;
          if (last_p != G_MAXUINT64 && last_p >= low)
            least = step[last_p];
          if (status[d] == WY_STATUS_P)
            least = least_of (least, step[d]);
          settle (board, n, MAX (step[deque[head & 63]], step[d]), least);
          if (!least)
            last_p = n;
        }
    }
  return TRUE;
}

/* UpMark with block=1 from n = 2 on: the options n - 1 and (n + 1) / 2 (one
 * and the same for n = 2 and 3). */
static gboolean
upmark_steps (WyBoard *board, GCancellable *cancellable, GError **error)
{
  const guint8 *status = board->status;
  const guint32 *step = board->step;

  for (guint from = 2; from < board->size; from += CHUNK)
    {
      guint to = MIN (board->size, from + CHUNK);
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      for (guint n = from; n < to; n++)
        {
          guint a = n - 1, b = (n + 1) / 2;
          guint32 least = status[a] == WY_STATUS_P ? step[a] : 0;
          if (status[b] == WY_STATUS_P)
            least = least_of (least, step[b]);
          settle (board, n, MAX (step[a], step[b]), least);
        }
    }
  return TRUE;
}

/* Mark and UpMark with block=1: the first position has no option (P, or N
 * in misere play, step 1), every later one at least one. */
static gboolean
one_pile_steps (WyBoard *board, GCancellable *cancellable, GError **error)
{
  const WyGame *game = board->game;
  guint first = wy_game_first_position (game);

  if (board->size <= first)
    return TRUE;
  board->status[first] = wy_game_is_misere (game) ? WY_STATUS_N : WY_STATUS_P;
  board->step[first] = 1;
  if (wy_game_get_family (game) == WY_FAMILY_UPMARK)
    return upmark_steps (board, cancellable, error);
  return mark_steps (board, wy_game_get_param (game, WY_PARAM_K), cancellable, error);
}

gboolean
wy_solve_one_pile (WyBoard *board, gboolean with_grundy, GCancellable *cancellable,
                   GError **error)
{
  const WyGame *game = board->game;
  gboolean misere = wy_game_is_misere (game);
  guint k = wy_game_get_param (game, WY_PARAM_K);
  g_autofree guint *opt = g_new (guint, k + 2);
  g_autofree guint *pstep = g_new (guint, k + 2);
  guint block = wy_game_get_block (game);

  if (block == 1)
    return one_pile_steps (board, cancellable, error)
           && (!with_grundy || one_pile_grundy (board, cancellable, error));
  for (guint n = wy_game_first_position (game); n < board->size; n++)
    {
      guint count = options (game, n, opt), pmin = 0, smax = 0, n_p = 0;

      if ((n & 0xfffff) == 0 && g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      for (guint i = 0; i < count; i++)
        {
          guint s = board->step[opt[i]];
          smax = MAX (smax, s);
          if (board->status[opt[i]] == WY_STATUS_P)
            pstep[n_p++] = s;
        }
      pmin = q_th_smallest (pstep, n_p, block);
      board->status[n] = (pmin > 0 || (count == 0 && misere)) ? WY_STATUS_N : WY_STATUS_P;
      board->step[n] = pmin > 0 ? pmin : count == 0 ? 1 : smax + 1;
    }
  return !with_grundy || one_pile_grundy (board, cancellable, error);
}
