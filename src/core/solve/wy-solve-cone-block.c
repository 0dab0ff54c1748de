/* wy-solve-cone-block.c: (s,t)-Wythoff, Restricted and Gamma_i with block=Q, diagonal by diagonal. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>

#include "wy-board-private.h"
#include "wy-engine.h"
#include "wy-cone.h"
#include "wy-grundy-private.h"

/* The elimination with block=Q: an undecided cell becomes N at the
 * smallest step j at which it has Q moves into P_1..P_j, i.e. at the Q-th
 * smallest step of its P-options; a cell with fewer than Q P-options is
 * P, at one step after the largest step of any option (step 1 when it
 * has none).
 *
 * The sweep is that of the Sprague-Grundy values (wy-grundy-cone.c): every
 * move of Restricted and Gamma_i is even in both piles, so each parity
 * class is a copy of (s, ceil(t/2))-Wythoff (plus the halved Type III
 * moves) on the halved piles, with the same statuses and steps (they
 * follow from the options alone). The options of (x, y) are then four
 * disjoint parts: the column below, the row to the left, the cone and
 * mirror (kept per diagonal, gaining the cells of wy_cone_new_cells) and
 * the Type III options (read one by one). Each part keeps the largest
 * step of its cells and a histogram of the steps of its P-cells, in
 * blocks of 64 steps with a count per block, so the Q-th smallest step of
 * the union is a walk over the blocks and then one block. A step is at
 * most x + y + 1 (a cell of step j > 1 has an option of step j - 1), so
 * the histograms are 2n long from the start. The games are symmetric:
 * only cells x >= y are computed, the others copied. */

#define BLOCK_SHIFT 6

typedef struct {
  guint32 *count;   /* P-cells of step v, v < V */
  guint32 *block;   /* P-cells of steps in [64 b, 64 b + 64) */
  guint32  total;   /* P-cells */
  guint32  max;     /* the largest step of any cell, 0 when none */
} Part;

typedef struct {
  guint     n, s, t, q;
  guint     V, B;          /* steps < V, B blocks */
  guint8   *p;             /* p[y * n + x]: is P (halved game) */
  guint32  *step;          /* step[y * n + x] */
  guint     n_gen;
  guint    *ga, *gb;       /* Type III moves (ga, gb) and (gb, ga), halved */
  Part      row, gen;
  Part     *col, *dia;     /* column x; diagonal x - y >= 0 */
  Part     *cone;          /* the diagonal wy_cone_new_cells extends */
  guint32  *count_mem, *block_mem;
} Sweep;

static void
part_init (Sweep *sw, Part *part, gsize i)
{
  part->count = sw->count_mem + i * sw->V;
  part->block = sw->block_mem + i * sw->B;
}

static inline void
part_add (Part *part, gboolean p, guint32 step)
{
  part->max = MAX (part->max, step);
  if (p)
    {
      part->count[step]++;
      part->block[step >> BLOCK_SHIFT]++;
      part->total++;
    }
}

static inline void
part_remove_p (Part *part, guint32 step)
{
  part->count[step]--;
  part->block[step >> BLOCK_SHIFT]--;
  part->total--;
}

static inline void
part_clear (const Sweep *sw, Part *part)
{
  memset (part->count, 0, sw->V * sizeof (guint32));
  memset (part->block, 0, sw->B * sizeof (guint32));
  part->total = 0;
  part->max = 0;
}

static void
dia_add (gpointer data, guint x, guint y)
{
  Sweep *sw = data;
  gsize i = (gsize) y * sw->n + x;

  part_add (sw->cone, sw->p[i], sw->step[i]);
}

/* The Type III options of (x, y) into sw->gen. */
static void
gen_fill (Sweep *sw, guint x, guint y, int sign)
{
  for (guint i = 0; i < sw->n_gen && sw->gb[i] <= x; i++)
    for (int m = 0; m < 2; m++)
      {
        guint dx = m ? sw->gb[i] : sw->ga[i], dy = m ? sw->ga[i] : sw->gb[i];
        gsize j;
        if (dy > y)
          continue;
        j = (gsize) (y - dy) * sw->n + (x - dx);
        if (sign > 0)
          part_add (&sw->gen, sw->p[j], sw->step[j]);
        else if (sw->p[j])
          part_remove_p (&sw->gen, sw->step[j]);
      }
}

/* Status and step of (x, y), x >= y. */
static void
solve_cell (Sweep *sw, guint x, guint y)
{
  const Part *parts[4] = { &sw->row, &sw->col[x], &sw->dia[x - y], &sw->gen };
  gsize i = (gsize) y * sw->n + x;
  guint32 total = 0, seen = 0, b, v;

  /* the diagonal gains the new cells of the cone */
  sw->cone = &sw->dia[x - y];
  wy_cone_new_cells (sw->s, sw->t, x, y, dia_add, sw);
  sw->gen.max = 0;
  if (sw->n_gen)
    gen_fill (sw, x, y, 1);
  for (int k = 0; k < 4; k++)
    total += parts[k]->total;
  if (total < sw->q)
    {
      guint32 m = 0;
      for (int k = 0; k < 4; k++)
        m = MAX (m, parts[k]->max);
      sw->p[i] = TRUE;
      sw->step[i] = m + 1;
    }
  else
    {
      /* the Q-th smallest P-step: its block, then the step */
      for (b = 0;; b++)
        {
          guint32 c = 0;
          for (int k = 0; k < 4; k++)
            c += parts[k]->block[b];
          if (seen + c >= sw->q)
            break;
          seen += c;
        }
      for (v = b << BLOCK_SHIFT;; v++)
        {
          for (int k = 0; k < 4; k++)
            seen += parts[k]->count[v];
          if (seen >= sw->q)
            break;
        }
      sw->p[i] = FALSE;
      sw->step[i] = v;
    }
  if (sw->n_gen)
    gen_fill (sw, x, y, -1);
}

static gboolean
sweep_run (Sweep *sw, WyProgressFunc progress, gpointer user_data, double share,
           GCancellable *cancellable, GError **error)
{
  guint n = sw->n;

  for (guint y = 0; y < n; y++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      part_clear (sw, &sw->row);
      for (guint x = 0; x < n; x++)
        {
          gsize i = (gsize) y * n + x;
          if (x < y)
            {
              sw->p[i] = sw->p[(gsize) x * n + y];
              sw->step[i] = sw->step[(gsize) x * n + y];
            }
          else
            solve_cell (sw, x, y);
          part_add (&sw->row, sw->p[i], sw->step[i]);
          part_add (&sw->col[x], sw->p[i], sw->step[i]);
        }
      if (progress && (y & 15) == 0)
        progress ((double) y / n * share, user_data);
    }
  return TRUE;
}

/* The sweep's state for a board of side S (halved for the even-move
 * families), with the Type III moves below the board, halved. */
static void
sweep_init (Sweep *sw, const WyGame *game, guint S, gboolean halve)
{
  guint t = wy_game_get_param (game, WY_PARAM_T), n_gen = 0;
  const guint *gb, *ga = wy_game_get_generators (game, &gb, &n_gen);
  gsize parts;

  sw->n = halve ? (S + 1) / 2 : S;
  sw->s = wy_game_get_param (game, WY_PARAM_S);
  sw->t = halve ? (t + 1) / 2 : t;
  sw->q = wy_game_get_block (game);
  /* steps 1 .. 2n - 1; one block more than they need */
  sw->B = ((2 * sw->n + 1) >> BLOCK_SHIFT) + 2;
  sw->V = sw->B << BLOCK_SHIFT;
  /* row, gen, n columns and n diagonals */
  parts = 2 * (gsize) sw->n + 2;
  sw->count_mem = g_new0 (guint32, parts * sw->V);
  sw->block_mem = g_new0 (guint32, parts * sw->B);
  sw->col = g_new0 (Part, sw->n);
  sw->dia = g_new0 (Part, sw->n);
  part_init (sw, &sw->row, 0);
  part_init (sw, &sw->gen, 1);
  for (guint x = 0; x < sw->n; x++)
    {
      part_init (sw, &sw->col[x], 2 + x);
      part_init (sw, &sw->dia[x], 2 + sw->n + x);
    }
  sw->p = g_new0 (guint8, (gsize) sw->n * sw->n);
  sw->step = g_new0 (guint32, (gsize) sw->n * sw->n);
  sw->ga = g_new (guint, n_gen + 1);
  sw->gb = g_new (guint, n_gen + 1);
  for (guint i = 0; i < n_gen && ga[i] < S; i++)
    {
      g_assert (ga[i] % 2 == 0 && gb[i] % 2 == 0 && ga[i] < gb[i]);
      sw->ga[sw->n_gen] = ga[i] / 2;
      sw->gb[sw->n_gen++] = gb[i] / 2;
    }
}

static void
sweep_clear (Sweep *sw)
{
  g_free (sw->count_mem);
  g_free (sw->block_mem);
  g_free (sw->col);
  g_free (sw->dia);
  g_free (sw->p);
  g_free (sw->step);
  g_free (sw->ga);
  g_free (sw->gb);
}

gboolean
_wy_solve_cone_block (WyBoard *board, gboolean with_grundy, WyProgressFunc progress,
                         gpointer user_data, GCancellable *cancellable, GError **error)
{
  const WyGame *game = board->game;
  gboolean halve = wy_game_get_family (game) != WY_FAMILY_STWYTHOFF;
  guint S = board->size;
  WyGrundyTask *grundy;
  Sweep sw = { 0 };
  gboolean ok;

  /* block=Q is refused in misère play (wy-game-parse.c), where a terminal cell
   * would be N */
  g_return_val_if_fail (!wy_game_is_misere (game), FALSE);
  sweep_init (&sw, game, S, halve);
  /* the Grundy values on the other core meanwhile */
  grundy = with_grundy
           ? wy_grundy_task_start (board, wy_grundy_cone, progress, user_data, cancellable)
           : NULL;
  ok = sweep_run (&sw, progress, user_data, grundy ? 0.5 : 1.0, cancellable, error);
  for (guint y = 0; ok && y < S; y++)
    for (guint x = 0; x < S; x++)
      {
        gsize i = wy_board_index (board, x, y);
        gsize j = halve ? (gsize) (y >> 1) * sw.n + (x >> 1) : (gsize) y * sw.n + x;
        board->status[i] = sw.p[j] ? WY_STATUS_P : WY_STATUS_N;
        board->step[i] = sw.step[j];
      }
  sweep_clear (&sw);
  if (grundy && !wy_grundy_task_finish (grundy, ok ? error : NULL))
    ok = FALSE;
  return ok;
}
