/* wy-query.h: a caller says what it needs of a game; the core chooses the engine and the method. */
#pragma once

#include "wy-board.h"

G_BEGIN_DECLS

/* What the caller will read from the board. The status of every cell and
 * the P-positions always come with it. */
typedef enum {
  WY_NEED_STATUS      = 0,
  WY_NEED_STEPS       = 1 << 0, /* the step of any cell, P_j and the step lines */
  WY_NEED_STEP_COUNTS = 1 << 1, /* |N_j| of every step (implies steps) */
  WY_NEED_GRUNDY      = 1 << 2, /* Sprague-Grundy values (if the game has them) */
} WyNeeds;

/* The engines the core chooses from (for tests, benchmarks and logs). */
typedef enum {
  WY_ENGINE_DENSE,       /* every cell stored, with its step */
  WY_ENGINE_SPARSE,      /* the exact P-set and a line index: steps on demand */
  WY_ENGINE_SPARSE_PSET, /* the exact P-set alone: status by lookup, no steps */
  WY_ENGINE_ONE_PILE,    /* a byte per position (status or Grundy value), no steps */
  WY_ENGINE_GRUNDY,      /* two piles: the Grundy values alone (status from them), no steps */
} WyEngine;

typedef struct {
  WyNeeds         needs;
  guint           size;      /* the board side (one pile: positions 0 .. size - 1) */
  /* When has_region, the caller reads only x0 <= x <= x1, y0 <= y <= y1
   * (one pile: x0 .. x1): a cell depends only on the cells below-left of
   * it, so the core may solve just the board that covers the region. */
  gboolean        has_region;
  guint           x0, y0, x1, y1;
  WyProgressFunc  progress;
  gpointer        user_data;
  GCancellable   *cancellable;
} WyQuery;

/* The largest size a query with these needs accepts for the game. */
guint     wy_query_max_size (const WyGame *game, WyNeeds needs);

/* With a region only the board that covers it is solved, so the size
 * may be larger (up to this); the region must lie within
 * wy_query_max_size of the origin. */
guint     wy_query_max_region_size (const WyGame *game, WyNeeds needs);

/* The engine wy_query_solve uses for the query (after its checks). */
WyEngine  wy_query_engine   (const WyGame *game, const WyQuery *query);

/* Is there a quicker exact first answer than the query's own: the board
 * without |N_j| from another engine (not when Grundy values are asked)?
 * Then *preview is that query. */
gboolean  wy_query_get_preview (const WyGame *game, const WyQuery *query, WyQuery *preview);

/* Solve what the query needs, exactly, by the cheapest engine. The board
 * answers every cell of the region (or of the whole board); its size may
 * be smaller than query->size when a region was given. Fails with a
 * message naming the limit when the size is beyond the budget. */
WyBoard  *wy_query_solve    (const WyGame *game, const WyQuery *query, GError **error);

G_END_DECLS
