/* wy-engine.c: the one place that chooses how a game is solved, from what the caller needs. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-board-storage.h"
#include "wy-one-pile-bytes.h"
#include "wy-query.h"
#include "wy-sparse.h"

/* What the query really needs of this game: Grundy values only where
 * they are defined, steps whenever |N_j| is asked. */
static WyNeeds
effective_needs (const WyGame *game, WyNeeds needs)
{
  if (!wy_game_has_grundy (game))
    needs &= ~WY_NEED_GRUNDY;
  if (needs & WY_NEED_STEP_COUNTS)
    needs |= WY_NEED_STEPS;
  return needs;
}

static WySolveFlags
budget_flags (WyNeeds needs)
{
  return (needs & WY_NEED_GRUNDY) ? WY_SOLVE_GRUNDY : WY_SOLVE_DEFAULT;
}

/* The one-pile byte path keeps at most two bytes a position (Grundy values
 * and the statuses they give), well within the budget up to this n. */
#define WY_ONE_PILE_BYTES_MAX 200000000u

/* The cone families (stwythoff, restricted, gamma) have a P-set engine
 * of their own but no sparse steps: it serves the questions of status
 * alone, up to its cap. */
static gboolean
cone_pset (const WyGame *game, WyNeeds needs)
{
  return !(needs & (WY_NEED_STEPS | WY_NEED_GRUNDY)) && !wy_sparse_supports (game)
         && wy_sparse_pset_supports (game);
}

guint
wy_query_max_size (const WyGame *game, WyNeeds needs)
{
  needs = effective_needs (game, needs);
  if (!(needs & WY_NEED_STEPS) && wy_one_pile_fast_supports (game, needs & WY_NEED_GRUNDY))
    return WY_ONE_PILE_BYTES_MAX;
  if (cone_pset (game, needs))
    return MAX (wy_board_max_size (game, budget_flags (needs)), wy_sparse_pset_max_size (game));
  return wy_board_max_size (game, budget_flags (needs));
}

/* A region's board may sit anywhere on a board this large. */
#define WY_QUERY_REGION_SIZE_MAX 2000000u

guint
wy_query_max_region_size (const WyGame *game, WyNeeds needs)
{
  return MAX (wy_query_max_size (game, needs), WY_QUERY_REGION_SIZE_MAX);
}

/* The side of the board that covers what the caller reads. */
static guint
query_side (const WyGame *game, const WyQuery *query)
{
  guint far;

  if (!query->has_region)
    return query->size;
  far = wy_game_is_one_pile (game) ? query->x1 : MAX (query->x1, query->y1);
  return MIN (query->size, far + 1);
}

WyEngine
wy_query_engine (const WyGame *game, const WyQuery *query)
{
  WyNeeds needs = effective_needs (game, query->needs);

  if (wy_game_is_one_pile (game))
    return !(needs & WY_NEED_STEPS) && wy_one_pile_fast_supports (game, needs & WY_NEED_GRUNDY)
           ? WY_ENGINE_ONE_PILE : WY_ENGINE_DENSE;
  /* the elimination would only give steps nobody reads */
  if ((needs & WY_NEED_GRUNDY) && !(needs & WY_NEED_STEPS))
    return WY_ENGINE_GRUNDY;
  if (cone_pset (game, needs))
    return query_side (game, query) <= wy_sparse_pset_max_size (game) ? WY_ENGINE_SPARSE_PSET
                                                                      : WY_ENGINE_DENSE;
  if ((needs & WY_NEED_GRUNDY) || !wy_sparse_supports (game))
    return WY_ENGINE_DENSE;
  /* |N_j| needs every cell; beyond the dense side a board goes without */
  if ((needs & WY_NEED_STEP_COUNTS) && query_side (game, query) <= WY_BOARD_DENSE_MAX)
    return WY_ENGINE_DENSE;
  return (needs & WY_NEED_STEPS) ? WY_ENGINE_SPARSE : WY_ENGINE_SPARSE_PSET;
}

gboolean
wy_query_get_preview (const WyGame *game, const WyQuery *query, WyQuery *preview)
{
  *preview = *query;
  preview->needs &= ~WY_NEED_STEP_COUNTS;
  preview->needs |= WY_NEED_STEPS;
  /* a board without the Grundy values asked for would show nothing */
  return !(effective_needs (game, query->needs) & WY_NEED_GRUNDY)
         && wy_query_engine (game, query) == WY_ENGINE_DENSE
         && wy_query_engine (game, preview) != WY_ENGINE_DENSE;
}

static gboolean
check_query (const WyGame *game, const WyQuery *query, GError **error)
{
  WyNeeds needs = effective_needs (game, query->needs);
  guint max = wy_query_max_size (game, needs), size = query->size;
  guint side = query_side (game, query);

  if (query->has_region && (query->x0 > query->x1 || query->y0 > query->y1
                            || query->x1 >= size || query->y1 >= size))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("the region %u,%u to %u,%u is not inside the board of size %u"),
                   query->x0, query->y0, query->x1, query->y1, size);
      return FALSE;
    }
  if (query->has_region && size <= wy_query_max_region_size (game, needs) && side > max)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("the region reaches %u: this game is solved exactly on boards of side "
                     "up to %u, so a region must lie below %u"), side - 1, max, max);
      return FALSE;
    }
  if (query->has_region && size <= wy_query_max_region_size (game, needs))
    return TRUE;
  if (size >= 1 && size <= max)
    return TRUE;
  if (size == 0)
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("board size 0 is out of range: the size must be from 1 to %u"), max);
  else if (needs & WY_NEED_GRUNDY)
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("board size %u is beyond the budget for this game: the size must be "
                   "from 1 to %u with Grundy values"), size, max);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("board size %u is beyond the budget for this game: the size must be "
                   "from 1 to %u"), size, max);
  return FALSE;
}

WyBoard *
wy_query_solve (const WyGame *game, const WyQuery *query, GError **error)
{
  WyNeeds needs;
  guint side;

  g_return_val_if_fail (game != NULL && query != NULL, NULL);
  if (!check_query (game, query, error))
    return NULL;
  needs = effective_needs (game, query->needs);
  side = query_side (game, query);
  switch (wy_query_engine (game, query))
    {
    case WY_ENGINE_ONE_PILE:
      return _wy_board_solve_one_pile_bytes (game, side, (needs & WY_NEED_GRUNDY) != 0,
                                             query->cancellable, error);
    case WY_ENGINE_SPARSE:
    case WY_ENGINE_SPARSE_PSET:
      return wy_board_solve_sparse (game, side, (needs & WY_NEED_STEPS) != 0, query->progress,
                                    query->user_data, query->cancellable, error);
    case WY_ENGINE_GRUNDY:
      return _wy_board_solve_grundy (game, side, query->progress, query->user_data,
                                     query->cancellable, error);
    case WY_ENGINE_DENSE:
    default:
      return _wy_board_solve_dense (game, side, (needs & WY_NEED_GRUNDY) != 0, query->progress,
                                    query->user_data, query->cancellable, error);
    }
}
