/* wy-board-cube.c: the board of three heaps: a cube of side size, stored
 * as a board size wide and size^2 high (cell (x, y, z) at row z * size + y),
 * its cells, P-positions and slices. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>

#include "wy-board-private.h"

guint
wy_board_get_heaps (const WyBoard *board)
{
  g_return_val_if_fail (board != NULL, 2);
  return board->heaps;
}

static gboolean
on_cube (const WyBoard *board, guint x, guint y, guint z)
{
  return board->heaps == 3 && x < board->size && y < board->size && z < board->size;
}

WyStatus
wy_board_get_cell3 (const WyBoard *board, guint x, guint y, guint z, guint *step)
{
  guint s = 0;
  WyStatus status = WY_STATUS_NONE;

  g_return_val_if_fail (board != NULL, WY_STATUS_NONE);
  if (on_cube (board, x, y, z))
    status = wy_board_get_cell (board, x, z * board->size + y, &s);
  if (step)
    *step = s;
  return status;
}

int
wy_board_get_grundy3 (const WyBoard *board, guint x, guint y, guint z)
{
  g_return_val_if_fail (board != NULL, -1);
  if (!on_cube (board, x, y, z))
    return -1;
  return wy_board_get_grundy (board, x, z * board->size + y);
}

GBytes *
wy_board_get_ppos_triples (const WyBoard *board)
{
  guint n, S, n_steps = 0;
  const WyPos *p;
  guint32 *out, *steps;
  g_autofree guint *start = NULL;

  g_return_val_if_fail (board != NULL, NULL);
  if (board->heaps != 3)
    return g_bytes_new (NULL, 0);
  S = board->size;
  p = wy_board_get_ppos (board, &n);
  steps = g_new (guint32, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      steps[i] = board->step ? board->step[wy_board_index (board, p[i].x, p[i].y)] : 0;
      n_steps = MAX (n_steps, steps[i]);
    }
  /* a counting sort by step keeps the order z, y, x within a step */
  start = g_new0 (guint, n_steps + 2);
  for (guint i = 0; i < n; i++)
    start[steps[i] + 1]++;
  for (guint j = 1; j <= n_steps + 1; j++)
    start[j] += start[j - 1];
  out = g_new (guint32, 4 * (gsize) MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      guint32 *t = out + 4 * (gsize) start[steps[i]]++;
      t[0] = p[i].x;
      t[1] = p[i].y % S;
      t[2] = p[i].y / S;
      t[3] = steps[i];
    }
  g_free (steps);
  return g_bytes_new_take (out, 4 * sizeof (guint32) * (gsize) n);
}

/* The cube's row and column of slice cell (u, v). */
static void
slice_cell (guint axis, guint k, guint S, guint u, guint v, guint *x, guint *row)
{
  guint cx = axis == 0 ? k : u, cy = axis == 1 ? k : axis == 0 ? u : v;
  guint cz = axis == 2 ? k : v;

  *x = cx;
  *row = cz * S + cy;
}

WyBoard *
_wy_board_new_slice (const WyBoard *cube, guint axis, guint k)
{
  guint S = cube->size;
  WyBoard *board = _wy_board_new (cube->game, S);
  gsize cells = (gsize) S * S;

  board->heaps = 2;
  board->height = S;
  board->status = g_malloc (cells);
  board->step = cube->step || cube->reader ? g_malloc (cells * sizeof (guint32)) : NULL;
  board->grundy = cube->grundy ? g_malloc (cells * sizeof (gint32)) : NULL;
  board->max_grundy = cube->max_grundy;
  for (guint v = 0; v < S; v++)
    for (guint u = 0; u < S; u++)
      {
        guint x, row, step;
        gsize i = (gsize) v * S + u;
        slice_cell (axis, k, S, u, v, &x, &row);
        board->status[i] = wy_board_get_cell (cube, x, row, &step);
        if (board->step)
          board->step[i] = step;
        if (board->grundy)
          board->grundy[i] = cube->grundy[(gsize) row * S + x];
      }
  if (board->step)
    {
      wy_board_finish (board);
      /* the slice is played by its cube's elimination: the same steps (its
       * later |N_j| are 0), so every slice, the cube and the animation of
       * either share one scale of steps */
      if (cube->n_steps > board->n_steps)
        {
          board->step_n_count = g_renew (guint, board->step_n_count, MAX (cube->n_steps, 64));
          memset (board->step_n_count + board->n_steps, 0,
                  (MAX (cube->n_steps, 64) - board->n_steps) * sizeof (guint));
          board->n_steps = cube->n_steps;
        }
    }
  return board;
}
