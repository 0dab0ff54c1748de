/* wy-engine.c: the one place that chooses how a game is solved, from what the caller needs (the size limits: wy-caps.c). */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-board-private.h"
#include "wy-one-pile-bytes.h"
#include "wy-caps.h"
#include "wy-engine.h"
#include "wy-grundy-private.h"
#include "wy-sparse.h"
#include "wy-line-rule.h"

static WyBoard *
solve_dense (const WyGame *game, guint size, gboolean grundy, WyProgressFunc progress,
                       gpointer user_data, GCancellable *cancellable, GError **error)
{
  WyBoard *board;
  gboolean ok;

  board = wy_board_alloc (game, size, error);
  if (!board)
    return NULL;
  if (wy_game_is_custom (game))
    ok = wy_solve_rule (board, grundy, progress, user_data, cancellable, error);
  else if (board->one_pile)
    ok = wy_solve_one_pile (board, grundy, cancellable, error);
  else if (wy_game_has_memory (game))
    ok = wy_solve_imitation (board, progress, user_data, cancellable, error);
  else if (wy_game_get_family (game) >= WY_FAMILY_STWYTHOFF)
    ok = wy_solve_cone (board, grundy, progress, user_data, cancellable, error);
  else
    ok = wy_solve_lines (board, grundy, progress, user_data, cancellable, error);
  if (!ok)
    {
      wy_board_unref (board);
      return NULL;
    }
  wy_board_finish (board);
  if (progress)
    progress (1.0, user_data);
  return board;
}

/* A byte per position from the one-pile fast path: status, or Grundy
 * values (and the status they imply); no steps. */
static WyBoard *
solve_one_pile_bytes (const WyGame *game, guint size, gboolean grundy,
                                GCancellable *cancellable, GError **error)
{
  WyBoard *board;
  guint8 *bytes;

  bytes = grundy ? wy_one_pile_grundy (game, size, cancellable, error)
                 : wy_one_pile_status (game, size, cancellable, error);
  if (!bytes)
    return NULL;
  board = _wy_board_new (game, size);
  if (!grundy)
    {
      board->status = bytes;
      return board;
    }
  board->grundy8 = bytes;
  board->status = g_malloc (size);
  _wy_advise_huge (board->status, size);
  /* 0xff (no position) only at upmark's 0: a loop without branches */
  board->status[0] = bytes[0] == 0xff ? WY_STATUS_NONE : WY_STATUS_P;
  for (guint n = 1; n < size; n++)
    {
      guint8 g = bytes[n];
      board->status[n] = g == 0 ? WY_STATUS_P : WY_STATUS_N;
      board->max_grundy = MAX (board->max_grundy, g);
    }
  return board;
}

/* The sweeps report their progress from 0.5 to 1 (after an elimination);
 * alone, from 0 to 1. */
typedef struct {
  WyProgressFunc progress;
  gpointer       user_data;
} SweepProgress;

static void
sweep_progress (double fraction, gpointer data)
{
  SweepProgress *p = data;

  p->progress (2 * fraction - 1, p->user_data);
}

/* The Grundy values of a two-pile game alone, and the status they give (P
 * iff the value is 0, f^Q = 0 with block=Q too); no steps. */
static WyBoard *
solve_grundy (const WyGame *game, guint size, WyProgressFunc progress,
                        gpointer user_data, GCancellable *cancellable, GError **error)
{
  SweepProgress p = { progress, user_data };
  WyGrundyFunc sweep = wy_game_is_custom (game) ? wy_grundy_rule
                       : wy_game_get_family (game) >= WY_FAMILY_STWYTHOFF ? wy_grundy_cone
                       : wy_grundy_lines;
  WyBoard *board = _wy_board_new (game, size);
  gsize cells = (gsize) size * size;

  g_return_val_if_fail (!board->one_pile && wy_game_has_grundy (game), NULL);
  board->status = g_try_malloc (cells);
  if (!board->status)
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("not enough memory for a board of size %u"), size);
  if (!board->status || !sweep (board, progress ? sweep_progress : NULL, &p, cancellable, error))
    {
      wy_board_unref (board);
      return NULL;
    }
  for (gsize i = 0; i < cells; i++)
    board->status[i] = board->grundy[i] == 0 ? WY_STATUS_P : WY_STATUS_N;
  if (progress)
    progress (1.0, user_data);
  return board;
}

/* The Grundy values of the W x H rectangle from the origin (a line family
 * without blocking): a board of that width and height. Where the game is
 * symmetric (b = c) and W > H, swept transposed, so that its rows are the
 * thin side (the scratch grows with the row). */
static WyBoard *
solve_grundy_rect (const WyGame *game, guint W, guint H, WyProgressFunc progress,
                   gpointer user_data, GCancellable *cancellable, GError **error)
{
  SweepProgress p = { progress, user_data };
  WyBoard *board = _wy_board_new (game, MAX (W, H));
  guint a, b, c;
  gboolean transpose;
  gsize cells = (gsize) W * H;

  wy_game_get_bands (game, &a, &b, &c);
  transpose = b == c && W > H;
  board->width = transpose ? H : W;
  board->height = transpose ? W : H;
  board->status = g_try_malloc (cells);
  if (!board->status)
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("not enough memory for a board of size %u"), MAX (W, H));
  if (!board->status
      || !wy_grundy_lines_rect (board, progress ? sweep_progress : NULL, &p, cancellable, error))
    {
      wy_board_unref (board);
      return NULL;
    }
  if (transpose)
    {
      /* g(x, y) = g(y, x): the swept board's row x is column x */
      gint32 *g = g_try_malloc_n (cells, sizeof (gint32));
      if (!g)
        {
          g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                       _("not enough memory for a board of size %u"), MAX (W, H));
          wy_board_unref (board);
          return NULL;
        }
      for (guint x0 = 0; x0 < W; x0 += 64)
        for (guint y0 = 0; y0 < H; y0 += 64)
          for (guint x = x0; x < MIN (x0 + 64, W); x++)
            for (guint y = y0; y < MIN (y0 + 64, H); y++)
              g[(gsize) y * W + x] = board->grundy[(gsize) x * H + y];
      g_free (board->grundy);
      board->grundy = g;
      board->width = W;
      board->height = H;
    }
  for (gsize i = 0; i < cells; i++)
    board->status[i] = board->grundy[i] == 0 ? WY_STATUS_P : WY_STATUS_N;
  if (progress)
    progress (1.0, user_data);
  return board;
}
/* A region of a one-pile game's steps alone (Mark, UpMark, block=1): a
 * strip keeps the positions below x1 / k and the region's (a 16-bit step
 * each, the statuses as bits), never the whole board. */
static gboolean
one_pile_region (const WyGame *game, const WyQuery *query, WyNeeds needs)
{
  return query->has_region && wy_game_is_one_pile (game) && !wy_game_is_custom (game)
         && wy_game_get_block (game) <= 1 && (needs & WY_NEED_STEPS)
         && !(needs & (WY_NEED_STEP_COUNTS | WY_NEED_GRUNDY));
}


WyEngine
wy_solve_engine (const WyGame *game, const WyQuery *query)
{
  WyNeeds needs = _wy_caps_needs (game, query->needs);

  /* rules of your own: one sweep gives status, steps and Grundy values;
   * the Grundy values alone come faster */
  if (wy_game_is_custom (game))
    return (needs & WY_NEED_GRUNDY) && !(needs & WY_NEED_STEPS) && !wy_game_is_one_pile (game)
           ? WY_ENGINE_GRUNDY : WY_ENGINE_DENSE;
  if (wy_game_is_one_pile (game))
    return !(needs & WY_NEED_STEPS) && wy_one_pile_fast_supports (game, needs & WY_NEED_GRUNDY)
           ? WY_ENGINE_ONE_PILE : WY_ENGINE_DENSE;
  /* the elimination would only give steps nobody reads */
  if ((needs & WY_NEED_GRUNDY) && !(needs & WY_NEED_STEPS))
    return WY_ENGINE_GRUNDY;
  if (_wy_caps_cone_pset (game, needs))
    return _wy_caps_query_side (game, query) <= wy_sparse_pset_max_size (game) ? WY_ENGINE_SPARSE_PSET
                                                                      : WY_ENGINE_DENSE;
  if ((needs & WY_NEED_GRUNDY) || !wy_sparse_supports (game))
    return WY_ENGINE_DENSE;
  /* |N_j| needs every cell; beyond the dense side a board goes without */
  if ((needs & WY_NEED_STEP_COUNTS) && _wy_caps_query_side (game, query) <= _wy_caps_step_counts_side (game))
    return WY_ENGINE_DENSE;
  return (needs & WY_NEED_STEPS) ? WY_ENGINE_SPARSE : WY_ENGINE_SPARSE_PSET;
}

gboolean
wy_solve_get_preview (const WyGame *game, const WyQuery *query, WyQuery *preview)
{
  *preview = *query;
  /* the classes, if asked, come with the full answer only */
  preview->needs &= ~(WY_NEED_STEP_COUNTS | WY_NEED_GRUNDY_CLASSES);
  preview->needs |= WY_NEED_STEPS;
  /* a board without the Grundy values asked for would show nothing */
  return !(_wy_caps_needs (game, query->needs) & WY_NEED_GRUNDY)
         && wy_solve_engine (game, query) == WY_ENGINE_DENSE
         && wy_solve_engine (game, preview) != WY_ENGINE_DENSE;
}

WyBoard *
_wy_engine_solve (const WyGame *game, const WyQuery *query, GError **error)
{
  WyNeeds needs;
  guint side;

  g_return_val_if_fail (game != NULL && query != NULL, NULL);
  if (!_wy_caps_check_query (game, query, error))
    return NULL;
  needs = _wy_caps_needs (game, query->needs);
  side = _wy_caps_query_side (game, query);
  switch (wy_solve_engine (game, query))
    {
    case WY_ENGINE_ONE_PILE:
      return solve_one_pile_bytes (game, side, (needs & WY_NEED_GRUNDY) != 0,
                                             query->cancellable, error);
    case WY_ENGINE_SPARSE:
    case WY_ENGINE_SPARSE_PSET:
      return _wy_sparse_board_solve (game, side, (needs & WY_NEED_STEPS) != 0, query->progress,
                                    query->user_data, query->cancellable, error);
    case WY_ENGINE_GRUNDY:
      if (_wy_caps_grundy_rect (game, query))
        return solve_grundy_rect (game, query->x1 + 1, query->y1 + 1, query->progress,
                                  query->user_data, query->cancellable, error);
      return solve_grundy (game, side, query->progress, query->user_data,
                                     query->cancellable, error);
    case WY_ENGINE_DENSE:
    default:
      if (one_pile_region (game, query, needs))
        {
          GError *local = NULL;
          WyBoard *board = _wy_solve_one_pile_region (game, query->x0, side, query->cancellable,
                                                      &local);
          if (local)
            g_propagate_error (error, local);
          if (board || local)
            return board;
        }
      return solve_dense (game, side, (needs & WY_NEED_GRUNDY) != 0, query->progress,
                                    query->user_data, query->cancellable, error);
    }
}
