/* wy-sparse.h: the exact P-set of a large board in memory O(size), never size^2 cells. */
#pragma once

#include "wy-board.h"

G_BEGIN_DECLS

/* Can wy_sparse_ppos solve this game? The line families nim, wythoff,
 * fraenkel, wyt, wytc (normal and misere play) and nimpq under
 * reading=linecount (or another reading where it coincides with
 * linecount: p = q = 1 or a = b = 1). */
gboolean  wy_sparse_supports (const WyGame *game);

/* Largest size wy_sparse_ppos accepts for the game (memory budget). */
guint     wy_sparse_max_size (const WyGame *game);

/* Every P-position of the size x size board, sorted by y then x, by the
 * exact rules of GAMES.md (not a paper's recursion). WY_ERROR_UNSUPPORTED
 * for a game wy_sparse_supports refuses, WY_ERROR_RANGE for a size out of
 * range, G_IO_ERROR_CANCELLED when cancelled. */
GArray   *wy_sparse_ppos     (const WyGame   *game,
                              guint           size,
                              WyProgressFunc  progress,
                              gpointer        user_data,
                              GCancellable   *cancellable,
                              GError        **error);

G_END_DECLS
