/* wy-solve-one-pile.c: exact solver for Fraenkel's one-pile games Mark-k and UpMark. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-board-private.h"

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

gboolean
wy_solve_one_pile (WyBoard *board, WySolveFlags flags, GCancellable *cancellable,
                   GError **error)
{
  const WyGame *game = board->game;
  gboolean misere = wy_game_is_misere (game);
  guint k = wy_game_get_param (game, WY_PARAM_K);
  g_autofree guint *opt = g_new (guint, k + 2);

  if (flags & WY_SOLVE_GRUNDY)
    board->grundy = g_new0 (gint32, board->size);
  for (guint n = wy_game_first_position (game); n < board->size; n++)
    {
      guint count = options (game, n, opt), pmin = 0, smax = 0;
      guint64 seen = 0;

      if ((n & 0xfffff) == 0 && g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      for (guint i = 0; i < count; i++)
        {
          guint s = board->step[opt[i]];
          smax = MAX (smax, s);
          if (board->status[opt[i]] == WY_STATUS_P && (pmin == 0 || s < pmin))
            pmin = s;
          if (board->grundy && board->grundy[opt[i]] < 64)
            seen |= G_GUINT64_CONSTANT (1) << board->grundy[opt[i]];
        }
      board->status[n] = (pmin > 0 || (count == 0 && misere)) ? WY_STATUS_N : WY_STATUS_P;
      board->step[n] = pmin > 0 ? pmin : count == 0 ? 1 : smax + 1;
      if (board->grundy)
        {
          gint32 g = 0;
          while (seen & (G_GUINT64_CONSTANT (1) << g))
            g++;
          board->grundy[n] = g;
          board->max_grundy = MAX (board->max_grundy, (guint) g);
        }
    }
  if (board->grundy && wy_game_first_position (game) == 1)
    board->grundy[0] = -1;
  return TRUE;
}
