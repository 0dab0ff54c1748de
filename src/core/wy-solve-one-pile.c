/* wy-solve-one-pile.c: exact solver for Fraenkel's one-pile games Mark-k and UpMark. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-board-private.h"
#include "wy-one-pile-fast.h"

/* The options of n: at most k - 1 subtractions and one division. */
static guint
options (const WyGame *game, guint n, guint *out)
{
  guint count = 0;

  if (wy_game_get_family (game) == WY_FAMILY_UPMARK)
    {
      if (n >= 2)
        out[count++] = n - 1;
      if (n >= 3)
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

/* The Grundy values from the byte-per-position fast path. */
static gboolean
one_pile_grundy (WyBoard *board, GCancellable *cancellable, GError **error)
{
  g_autofree guint8 *g = wy_one_pile_grundy (board->game, board->size, cancellable, error);

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

gboolean
wy_solve_one_pile (WyBoard *board, WySolveFlags flags, GCancellable *cancellable,
                   GError **error)
{
  const WyGame *game = board->game;
  gboolean misere = wy_game_is_misere (game);
  guint k = wy_game_get_param (game, WY_PARAM_K);
  g_autofree guint *opt = g_new (guint, k + 2);

  for (guint n = wy_game_first_position (game); n < board->size; n++)
    {
      guint count = options (game, n, opt), pmin = 0, smax = 0;

      if ((n & 0xfffff) == 0 && g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      for (guint i = 0; i < count; i++)
        {
          guint s = board->step[opt[i]];
          smax = MAX (smax, s);
          if (board->status[opt[i]] == WY_STATUS_P && (pmin == 0 || s < pmin))
            pmin = s;
        }
      board->status[n] = (pmin > 0 || (count == 0 && misere)) ? WY_STATUS_N : WY_STATUS_P;
      board->step[n] = pmin > 0 ? pmin : count == 0 ? 1 : smax + 1;
    }
  return !(flags & WY_SOLVE_GRUNDY) || one_pile_grundy (board, cancellable, error);
}
