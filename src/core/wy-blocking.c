/* wy-blocking.c: can the previous player block every move into a P-position? (GAMES.md, nimpq) */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <stdlib.h>

#include "wy-board-private.h"

#define CLASS_DIAG 1u   /* abstract: A;  sec7: dx == dy (both only when a >= 1) */
#define CLASS_X    2u   /* abstract: BX; sec7: dx == 0  */
#define CLASS_Y    4u   /* abstract: BY; sec7: dy == 0  */

/* Capacitated Hall condition: the moves can be charged to classes within
 * the budgets iff, for every set T of classes, the moves that belong only
 * to classes in T number at most the budgets of T. */
static gboolean
hall_covers (const guint *membership, guint n, const guint budget[3])
{
  for (guint T = 0; T < 8; T++)
    {
      guint need = 0, cap = 0;
      for (guint i = 0; i < n; i++)
        if ((membership[i] & ~T) == 0)
          need++;
      for (guint c = 0; c < 3; c++)
        if (T & (1u << c))
          cap += budget[c];
      if (need > cap)
        return FALSE;
    }
  return TRUE;
}

/* linecount: N iff a near-diagonal move, p diagonal moves, or q moves with
 * dx == k <= dy (or dy == k <= dx) for one k < b. A move is diagonal-type
 * only when legal as one, |dx - dy| < a: none when a = 0 (GAMES.md). */
static gboolean
linecount_covers (guint a, guint b, guint p, guint q, const guint *dx, const guint *dy, guint n)
{
  guint diag = 0;

  for (guint i = 0; i < n; i++)
    {
      guint d = dx[i] > dy[i] ? dx[i] - dy[i] : dy[i] - dx[i];
      if (d > 0 && d < a)
        return FALSE;
      if (d == 0 && a > 0 && ++diag >= p)
        return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      guint cx = 0, cy = 0;
      if (dx[i] < b && dx[i] <= dy[i])
        for (guint j = 0; j < n; j++)
          cx += dx[j] == dx[i] && dx[j] <= dy[j];
      if (dy[i] < b && dy[i] <= dx[i])
        for (guint j = 0; j < n; j++)
          cy += dy[j] == dy[i] && dy[j] <= dx[j];
      if (cx >= q || cy >= q)
        return FALSE;
    }
  return TRUE;
}

gboolean
wy_blocking_covers (const WyGame *game, const guint *dx, const guint *dy, guint n)
{
  guint a = wy_game_get_param (game, WY_PARAM_A), b = wy_game_get_param (game, WY_PARAM_B);
  guint p = wy_game_get_param (game, WY_PARAM_P), q = wy_game_get_param (game, WY_PARAM_Q);
  guint budget[3] = { p - 1, q - 1, q - 1 };
  g_autofree guint *member = NULL;

  if (n == 0)
    return TRUE;
  if (!wy_game_has_blocking (game))
    return FALSE;
  if (wy_game_get_reading (game) == WY_READING_LINECOUNT)
    return linecount_covers (a, b, p, q, dx, dy, n);
  member = g_new0 (guint, n);
  for (guint i = 0; i < n; i++)
    {
      guint d = dx[i] > dy[i] ? dx[i] - dy[i] : dy[i] - dx[i];
      if (wy_game_get_reading (game) == WY_READING_ABSTRACT)
        member[i] = (d < a ? CLASS_DIAG : 0) | (dx[i] < b && dx[i] <= dy[i] ? CLASS_X : 0)
                    | (dy[i] < b && dy[i] <= dx[i] ? CLASS_Y : 0);
      else
        member[i] = (d == 0 && a > 0 ? CLASS_DIAG : 0) | (dx[i] == 0 ? CLASS_X : 0)
                    | (dy[i] == 0 ? CLASS_Y : 0);
    }
  return hall_covers (member, n, budget);
}
