/* wy-memory.c: the memory a query's board takes, estimated before it is solved (for callers that hold several boards at once). */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-caps.h"
#include "wy-engine.h"
#include "wy-grundy-private.h"

/* The one budget of every board's memory (the engines' caps). */
#define WY_BOARD_MEMORY_BUDGET ((guint64) 2 << 30)

guint64
wy_solve_get_memory_budget (void)
{
  return WY_BOARD_MEMORY_BUDGET;
}

/* A sparse board: its P-set, up to q (block=Q: Q) P-positions a row at 16
 * bytes with the union-finds' 40 bytes a row, and with steps the line
 * index's 36 bytes a P-position (wy-sparse.c, wy-sparse-block.c). */
static guint64
sparse_bytes (const WyGame *game, guint64 side, gboolean steps)
{
  guint64 q = wy_game_get_block (game) > 1 ? wy_game_get_block (game)
              : wy_game_get_family (game) == WY_FAMILY_NIMPQ
              ? (guint64) wy_game_get_param (game, WY_PARAM_Q) : 1;

  return side * (40 + 16 * q + (steps ? 36 * q : 0));
}

guint64
wy_solve_memory (const WyGame *game, const WyQuery *query)
{
  WyNeeds needs = query->needs;
  gboolean grundy = (needs & WY_NEED_GRUNDY) && wy_game_has_grundy (game);
  gboolean steps = (needs & (WY_NEED_STEPS | WY_NEED_STEP_COUNTS)) != 0;
  guint64 side = _wy_caps_query_side (game, query), cell = 1 + 4 + (grundy ? 4 : 0);

  g_return_val_if_fail (game != NULL && query != NULL, 0);
  /* three heaps: the stored cube and its line states, or the P-set sweep's
   * P-positions (solve/wy-solve-heaps3.c) */
  if (wy_game_get_heaps (game) == 3)
    return wy_solve_engine (game, query) == WY_ENGINE_DENSE
           ? side * side * (side * cell + 7 * 4 * 8) : side * side * 8 + side * 64;
  switch (wy_solve_engine (game, query))
    {
    case WY_ENGINE_ONE_PILE:
      return side * (grundy ? 2 : 1);
    case WY_ENGINE_GRUNDY:
      /* a line family's rectangle from the origin to the region */
      if (_wy_caps_grundy_rect (_wy_engine_desc (game), game, query))
        return wy_grundy_lines_rect_bytes (game, query->x1 + 1, query->y1 + 1);
      return side * side * 5;
    case WY_ENGINE_SPARSE:
    case WY_ENGINE_SPARSE_PSET:
      return sparse_bytes (game, side, steps);
    case WY_ENGINE_DENSE:
    default:
      if (wy_game_is_custom (game))
        return (guint64) _wy_rule_cost_bytes (game, grundy, (guint) side, _wy_engine_base_ops ());
      /* one pile: a strip keeps its P-positions twice (8 bytes a position,
       * every second one at most; with block=Q all: 16) and the command 3
       * bytes more (wy-engine.c) */
      if (wy_game_is_one_pile (game))
        return side * (cell + (wy_game_get_block (game) > 1 ? 16 : 8) + 3);
      return side * side * cell;
    }
}
