/* wy-engine-desc.h: an engine group's descriptor, for the engine (wy-engine.c, which
 * holds one for each group) and the size question it hands it to (wy-caps.c) (private). */
#pragma once

#include "wy-board-private.h"
#include "wy-game-private.h"
#include "wy-grundy-private.h"

G_BEGIN_DECLS

/* An engine group's descriptor (wy-engine.c): one for each WyGroup
 * (wy-game-private.h), which the family table names for each family. */
typedef struct {
  const char  *name;
  /* the cost model: the largest side of its stored (or sparse) board,
   * with the Grundy values or not, within seconds and the memory budget,
   * and what sets it (wy-caps.c) */
  guint      (*max_side)  (const WyGame *game, gboolean grundy, double seconds,
                           const char **reason);
  /* fills a stored board (wy_board_alloc): status and step, and the
   * Grundy values when asked; FALSE with error only when cancelled or out
   * of memory */
  gboolean   (*solve)     (WyBoard *board, gboolean with_grundy, WyProgressFunc progress,
                           gpointer user_data, GCancellable *cancellable, GError **error);
  /* the Grundy values alone of a two-pile board; NULL: none */
  WyGrundyFunc grundy;
  /* the P-options of (x, y) from its few options, appended to moves in
   * the order of _wy_move_compare (none once cancellable is cancelled);
   * NULL: from the P-positions */
  GArray    *(*p_options) (const WyBoard *board, guint x, guint y, GArray *moves,
                           GCancellable *cancellable);
  /* its Grundy values reach beyond the square, on the rectangle from the
   * origin to a region's far corner (wy_grundy_lines_rect) */
  gboolean     grundy_rect;
  /* the Grundy values of a long strip x < R, y < N, which no move leaves,
   * and its longest strip of R rows (wy_grundy_strip); NULL: none */
  WyStripFunc *strip;
  guint      (*strip_max_length) (const WyGame *game, guint rows);
  /* p_options solves the board below the position again (work of the order
   * of the solve: wy_solution_describe_is_slow) */
  gboolean     p_options_solve;
} WyEngineDesc;

G_END_DECLS
