/* wy-solution-private.h: what the core, the window, the command line and the tests of this
 * tree ask of the solver beyond the public face (not installed, not introspected). */
#pragma once

#include "wy-query.h"

G_BEGIN_DECLS

/* The largest board side a query with these needs accepts for the game
 * under the process's time budget (wy_solve_max_side is the public
 * question), and what sets it (a string kept for good). */
guint     wy_solve_max_size        (const WyGame *game, WyNeeds needs, const char **reason);

/* The engine wy_solve uses for the query (after its checks). */
WyEngine  wy_solve_engine          (const WyGame *game, const WyQuery *query);
/* Is there a quicker exact first answer than the query's own: the board
 * without |N_j| from another engine (not when Grundy values are asked)?
 * Then *preview is that query (owning nothing: a copy of the fields). */
gboolean  wy_solve_get_preview     (const WyGame *game, const WyQuery *query, WyQuery *preview);

/* The memory budget of one board (2 GiB): every cap keeps a board's peak
 * within it; a caller that holds several boards at once (the threads of a
 * sweep) keeps their sum within it, by wy_solve_memory. */
guint64   wy_solve_get_memory_budget (void);
/* The bytes the query's board takes at its peak, estimated before anything
 * is solved from the bytes a cell (or a row, or a position) the caps are
 * computed from: a board at its memory cap is the whole budget, one below
 * it less (an upper estimate: most boards take less). */
guint64   wy_solve_memory          (const WyGame *game, const WyQuery *query);

G_END_DECLS
