/* wy-solve-cone.c: exact solver for (s,t)-Wythoff, Restricted (s,t)-Wythoff and Gamma_i. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-board-private.h"
#include "wy-engine.h"
#include "wy-grundy-private.h"

/*
 * Why this is fast and exact. Measured in units g (1 for stwythoff; 2 for
 * restricted and gamma, whose moves other than the generators remove even
 * amounts, so that they stay in one parity class), a move (g i, g j) is a
 * one-pile move (i = 0 or j = 0) or a cone move: 1 <= i <= j <= s i + t' - 1
 * (cone 1) or the same with i and j exchanged (cone 2), where t' = t for
 * stwythoff and ceil(t/2) otherwise (2 l' < 2 s k' + t).
 *
 * Cone 1 of (x, y) is cone 1 of (x - g, y - g s) and two thin pieces:
 * (i = 1, 1 <= j <= s + t' - 1), the cells of column x - g just below; and
 * (i >= 2, i <= j <= i + s - 2), the diagonals through column x - 2g at
 * rows y - g(2 + e), e < s - 1, each up to that column. So with the least
 * P-step and the largest step kept per cell for cone 1 (and for cone 2,
 * from (x - g s, y - g)), for every diagonal, column and row up to the cell,
 * a cell costs O(s + t') instead of a scan of its options. The generators'
 * moves are few: each P-position tells the cells it reaches through them
 * (their step field holds the least such P-step until they are solved).
 */

#define INF G_MAXUINT32

typedef struct {
  guint32 *min, *max;
  guint    rows;
} Ring;

typedef struct {
  WyBoard     *board;
  guint        S, g, s, tp;
  gboolean     misere;
  const guint *gen_a, *gen_b;
  guint        n_gen;
  Ring         cone1, diag;           /* rows back to y - g s */
  Ring         cone2, col, row;       /* rows back to y - g */
} ConeSweep;

static gsize
ring_at (const Ring *r, guint S, guint x, guint y)
{
  return (gsize) (y % r->rows) * S + x;
}

static void
ring_init (Ring *r, guint rows, guint S)
{
  r->rows = MIN (rows, S);
  r->min = g_new (guint32, (gsize) r->rows * S);
  r->max = g_new (guint32, (gsize) r->rows * S);
}

static void
ring_clear (Ring *r)
{
  g_free (r->min);
  g_free (r->max);
}

/* The least P-step and the largest step of a solved cell. */
static inline void
cell_values (const WyBoard *b, guint x, guint y, guint32 *mn, guint32 *mx)
{
  gsize i = wy_board_index (b, x, y);

  *mn = b->status[i] == WY_STATUS_P ? b->step[i] : INF;
  *mx = b->step[i];
}

/* Cone 1 of (x, y) (cone 2 with transposed = TRUE: the same with x and y
 * exchanged), from its predecessor and the two thin pieces. */
static void
cone (ConeSweep *gs, Ring *cone_ring, guint x, guint y, gboolean transposed,
      guint32 *mn, guint32 *mx)
{
  guint S = gs->S, g = gs->g;
  /* u along the piece's line (x for cone 1), v across (y) */
  guint u = transposed ? y : x, v = transposed ? x : y;
  guint32 a = INF, b = 0, cm, cx;

#define AT(uu, vv) (transposed ? (vv) : (uu)), (transposed ? (uu) : (vv))
  if (u >= g && v >= g * gs->s)
    {
      gsize k = ring_at (cone_ring, S, AT (u - g, v - g * gs->s));
      a = cone_ring->min[k];
      b = cone_ring->max[k];
    }
  for (guint j = 1; u >= g && j < gs->s + gs->tp && g * j <= v; j++)
    {
      cell_values (gs->board, AT (u - g, v - g * j), &cm, &cx);
      a = MIN (a, cm);
      b = MAX (b, cx);
    }
  for (guint e = 0; u >= 2 * g && e + 1 < gs->s && g * (2 + e) <= v; e++)
    {
      gsize k = ring_at (&gs->diag, S, AT (u - 2 * g, v - g * (2 + e)));
      a = MIN (a, gs->diag.min[k]);
      b = MAX (b, gs->diag.max[k]);
    }
#undef AT
  *mn = a;
  *mx = b;
  gsize k = ring_at (cone_ring, S, x, y);
  cone_ring->min[k] = a;
  cone_ring->max[k] = b;
}

/* The largest step among the generator moves of (x, y). */
static guint32
generator_max (const ConeSweep *gs, guint x, guint y)
{
  const WyBoard *board = gs->board;
  guint32 best = 0;

  for (guint n = 0; n < gs->n_gen && gs->gen_a[n] <= MIN (x, y); n++)
    {
      guint A = gs->gen_a[n], B = gs->gen_b[n];
      if (B <= y)
        best = MAX (best, board->step[wy_board_index (board, x - A, y - B)]);
      if (B <= x)
        best = MAX (best, board->step[wy_board_index (board, x - B, y - A)]);
    }
  return best;
}

/* A P-position reaches these cells by a generator move: their least
 * P-step so far, until they are solved. */
static void
generator_push (ConeSweep *gs, guint x, guint y, guint32 step)
{
  WyBoard *board = gs->board;
  guint S = gs->S;

  for (guint n = 0; n < gs->n_gen && x + gs->gen_a[n] < S; n++)
    {
      guint A = gs->gen_a[n], B = gs->gen_b[n];
      guint32 *t;
      if (y + B < S)
        {
          t = &board->step[wy_board_index (board, x + A, y + B)];
          *t = *t ? MIN (*t, step) : step;
        }
      if (x + B < S && y + A < S)
        {
          t = &board->step[wy_board_index (board, x + B, y + A)];
          *t = *t ? MIN (*t, step) : step;
        }
    }
}

/* Column, row and diagonal prefixes through (x, y), in steps of g. */
static void
record_lines (ConeSweep *gs, guint x, guint y)
{
  guint S = gs->S, g = gs->g;
  guint32 mn, mx;
  gsize k;

  cell_values (gs->board, x, y, &mn, &mx);
  k = ring_at (&gs->diag, S, x, y);
  gs->diag.min[k] = mn;
  gs->diag.max[k] = mx;
  if (x >= g && y >= g)
    {
      gsize p = ring_at (&gs->diag, S, x - g, y - g);
      gs->diag.min[k] = MIN (mn, gs->diag.min[p]);
      gs->diag.max[k] = MAX (mx, gs->diag.max[p]);
    }
  k = ring_at (&gs->col, S, x, y);
  gs->col.min[k] = y >= g ? MIN (mn, gs->col.min[ring_at (&gs->col, S, x, y - g)]) : mn;
  gs->col.max[k] = y >= g ? MAX (mx, gs->col.max[ring_at (&gs->col, S, x, y - g)]) : mx;
  k = ring_at (&gs->row, S, x, y);
  gs->row.min[k] = x >= g ? MIN (mn, gs->row.min[ring_at (&gs->row, S, x - g, y)]) : mn;
  gs->row.max[k] = x >= g ? MAX (mx, gs->row.max[ring_at (&gs->row, S, x - g, y)]) : mx;
}

static void
solve_cell (ConeSweep *gs, guint x, guint y)
{
  WyBoard *board = gs->board;
  gsize i = wy_board_index (board, x, y);
  guint S = gs->S, g = gs->g;
  guint32 n = board->step[i] ? board->step[i] : INF, m = 0, cm, cx;

  if (y >= g)
    {
      gsize k = ring_at (&gs->col, S, x, y - g);
      n = MIN (n, gs->col.min[k]);
      m = MAX (m, gs->col.max[k]);
    }
  if (x >= g)
    {
      gsize k = ring_at (&gs->row, S, x - g, y);
      n = MIN (n, gs->row.min[k]);
      m = MAX (m, gs->row.max[k]);
    }
  cone (gs, &gs->cone1, x, y, FALSE, &cm, &cx);
  n = MIN (n, cm);
  m = MAX (m, cx);
  cone (gs, &gs->cone2, x, y, TRUE, &cm, &cx);
  n = MIN (n, cm);
  m = MAX (m, cx);
  if (n != INF)
    {
      board->status[i] = WY_STATUS_N;
      board->step[i] = n;
    }
  else
    {
      m = MAX (m, generator_max (gs, x, y));
      if (m == 0 && gs->misere)
        {
          board->status[i] = WY_STATUS_N;   /* terminal: the mover wins */
          board->step[i] = 1;
        }
      else
        {
          board->status[i] = WY_STATUS_P;
          board->step[i] = m + 1;
          generator_push (gs, x, y, m + 1);
        }
    }
  record_lines (gs, x, y);
}

static void
cone_init (ConeSweep *gs, WyBoard *board)
{
  const WyGame *game = board->game;
  guint S = board->size, t = wy_game_get_param (game, WY_PARAM_T);

  gs->board = board;
  gs->S = S;
  gs->g = wy_game_get_family (game) == WY_FAMILY_STWYTHOFF ? 1 : 2;
  gs->s = wy_game_get_param (game, WY_PARAM_S);
  gs->tp = gs->g == 1 ? t : (t + 1) / 2;
  gs->misere = wy_game_is_misere (game);
  gs->gen_a = wy_game_get_generators (game, &gs->gen_b, &gs->n_gen);
  ring_init (&gs->cone1, gs->g * gs->s + 1, S);
  ring_init (&gs->diag, gs->g * gs->s + 1, S);
  ring_init (&gs->cone2, gs->g + 1, S);
  ring_init (&gs->col, gs->g + 1, S);
  ring_init (&gs->row, gs->g + 1, S);
}

gboolean
wy_solve_cone (WyBoard *board, gboolean with_grundy, WyProgressFunc progress,
                  gpointer user_data, GCancellable *cancellable, GError **error)
{
  ConeSweep gs = { 0 };
  WyGrundyTask *grundy;
  gboolean ok = TRUE;

  if (wy_game_get_block (board->game) > 1)
    return _wy_solve_cone_block (board, with_grundy, progress, user_data, cancellable, error);
  cone_init (&gs, board);
  /* the Grundy values on the other core meanwhile */
  grundy = with_grundy
           ? wy_grundy_task_start (board, wy_grundy_cone, progress, user_data, cancellable)
           : NULL;
  for (guint y = 0; y < board->size && ok; y++)
    {
      ok = !g_cancellable_set_error_if_cancelled (cancellable, error);
      for (guint x = 0; x < board->size && ok; x++)
        solve_cell (&gs, x, y);
      if (progress && (y & 63) == 0)
        progress ((double) y / board->size * (grundy ? 0.5 : 1.0), user_data);
    }
  ring_clear (&gs.cone1);
  ring_clear (&gs.diag);
  ring_clear (&gs.cone2);
  ring_clear (&gs.col);
  ring_clear (&gs.row);
  if (grundy && !wy_grundy_task_finish (grundy, ok ? error : NULL))
    ok = FALSE;
  return ok;
}

guint64
wy_solve_cone_cost (const WyGame *game)
{
  guint s = wy_game_get_param (game, WY_PARAM_S), t = wy_game_get_param (game, WY_PARAM_T);

  /* the two cones' pieces: s + t' - 1 and s - 1 cells each */
  return 4 + 2 * (2 * (guint64) s + t);
}
