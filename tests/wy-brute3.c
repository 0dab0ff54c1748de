/* wy-brute3.c: the independent brute force of three heaps (wy-brute3.h). */
#include "config.h"

#include <string.h>

#include "wy-brute3.h"

gboolean
br3_is_move (const Br3Rule *rule, guint x, guint y, guint z, guint dx, guint dy, guint dz)
{
  guint taken = (dx > 0) + (dy > 0) + (dz > 0);

  if (dx > x || dy > y || dz > z || taken == 0)
    return FALSE;
  switch (rule->family)
    {
    case BR3_NIM:
      return taken == 1;
    case BR3_WYTHOFF:
      {
        /* every nonzero amount equals the largest */
        guint k = MAX (dx, MAX (dy, dz));
        return (dx == 0 || dx == k) && (dy == 0 || dy == k) && (dz == 0 || dz == k);
      }
    case BR3_FRAENKEL:
      return taken == 1 || (dx ^ dy ^ dz) == 0;
    case BR3_CUSTOM:
    default:
      return rule->custom_move (rule->custom_data, x, y, z, dx, dy, dz);
    }
}

/* One step j of docs/spec.md §4: P_j, the undecided cells all of whose
 * options were decided before it and none of them P (misère: a cell
 * without options is not P); then N_j, the undecided cells with a move
 * into P_1 .. P_j (misère: the cells without options too). */
static gboolean
round_once (const Br3Rule *rule, Br3Board *b, guint round, guint8 *next)
{
  guint S = b->size;
  gboolean any = FALSE;

  memcpy (next, b->status, (gsize) S * S * S);
  for (int phase = 0; phase < 2; phase++)
    for (guint z = 0; z < S; z++)
      for (guint y = 0; y < S; y++)
        for (guint x = 0; x < S; x++)
          {
            gsize i = br3_index (S, x, y, z);
            gboolean ready = TRUE, to_p = FALSE, has = FALSE;
            if (next[i])
              continue;
            for (guint dz = 0; dz <= z; dz++)
              for (guint dy = 0; dy <= y; dy++)
                for (guint dx = 0; dx <= x; dx++)
                  if (br3_is_move (rule, x, y, z, dx, dy, dz))
                    {
                      /* P_j reads the steps before j, N_j reads P_1 .. P_j */
                      guint8 t = (phase == 0 ? b->status : next)[br3_index (S, x - dx, y - dy,
                                                                            z - dz)];
                      has = TRUE;
                      ready &= t != 0;
                      to_p |= t == 1;
                    }
            if (phase == 0 && ready && !to_p && !(rule->misere && !has))
              next[i] = 1;
            else if (phase == 1 && (to_p || (rule->misere && !has)))
              next[i] = 2;
            else
              continue;
            b->step[i] = round;
            any = TRUE;
          }
  memcpy (b->status, next, (gsize) S * S * S);
  return any;
}

static void
grundy_all (const Br3Rule *rule, Br3Board *b)
{
  guint S = b->size;
  guint n = 3 * S + 2;
  g_autofree guint8 *seen = g_new (guint8, n);

  b->grundy = g_new (int, (gsize) S * S * S);
  for (guint z = 0; z < S; z++)
    for (guint y = 0; y < S; y++)
      for (guint x = 0; x < S; x++)
        {
          int g = 0;
          memset (seen, 0, n);
          for (guint dz = 0; dz <= z; dz++)
            for (guint dy = 0; dy <= y; dy++)
              for (guint dx = 0; dx <= x; dx++)
                if (br3_is_move (rule, x, y, z, dx, dy, dz))
                  {
                    int v = b->grundy[br3_index (S, x - dx, y - dy, z - dz)];
                    g_assert (v >= 0 && (guint) v < n);
                    seen[v] = 1;
                  }
          while (seen[g])
            g++;
          b->grundy[br3_index (S, x, y, z)] = g;
        }
}

Br3Board *
br3_solve (const Br3Rule *rule, guint size, gboolean grundy)
{
  Br3Board *b = g_new0 (Br3Board, 1);
  gsize cells = (gsize) size * size * size;
  g_autofree guint8 *next = g_new (guint8, cells);

  b->size = size;
  b->status = g_new0 (guint8, cells);
  b->step = g_new0 (guint, cells);
  for (guint round = 1; round_once (rule, b, round, next); round++)
    b->n_rounds = round;
  if (grundy && !rule->misere)
    grundy_all (rule, b);
  return b;
}

void
br3_board_free (Br3Board *board)
{
  g_free (board->status);
  g_free (board->step);
  g_free (board->grundy);
  g_free (board);
}

/* Is some option of (x, y, z) a P-position? The options by definition:
 * one heap; the same k from a set of two or three; (a, b, a ^ b). */
static gboolean
sees_p (const Br3Rule *rule, const guint8 *st, guint S, guint x, guint y, guint z)
{
  static const guint sets[7][3] = { { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 }, { 1, 1, 0 },
                                    { 1, 0, 1 }, { 0, 1, 1 }, { 1, 1, 1 } };
  guint n_sets = rule->family == BR3_WYTHOFF ? 7 : 3;

  for (guint s = 0; s < n_sets; s++)
    for (guint k = 1; k * sets[s][0] <= x && k * sets[s][1] <= y && k * sets[s][2] <= z; k++)
      if (st[br3_index (S, x - k * sets[s][0], y - k * sets[s][1], z - k * sets[s][2])] == 1)
        return TRUE;
  if (rule->family == BR3_FRAENKEL)
    for (guint a = 0; a <= x; a++)
      for (guint b = 0; b <= y; b++)
        if ((a ^ b) <= z && (a || b) && st[br3_index (S, x - a, y - b, z - (a ^ b))] == 1)
          return TRUE;
  return FALSE;
}

guint8 *
br3_status (const Br3Rule *rule, guint size)
{
  guint8 *st = g_new0 (guint8, (gsize) size * size * size);

  g_assert (rule->family != BR3_CUSTOM);
  for (guint z = 0; z < size; z++)
    for (guint y = 0; y < size; y++)
      for (guint x = 0; x < size; x++)
        {
          gboolean terminal = x + y + z == 0;
          st[br3_index (size, x, y, z)] = sees_p (rule, st, size, x, y, z)
                                          || (rule->misere && terminal) ? 2 : 1;
        }
  return st;
}
