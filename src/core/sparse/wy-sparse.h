/* wy-sparse.h: the exact P-set of a large board in memory O(size), never size^2 cells. */
#pragma once

#include "wy-board.h"

G_BEGIN_DECLS

/* Can wy_sparse_ppos solve this game? The line families nim, wythoff,
 * fraenkel, wyt, wytc (normal and misere play) and nimpq under
 * reading=linecount (or another reading where it coincides with
 * linecount: p = q = 1 or a = b = 1). */
gboolean  wy_sparse_supports (const WyGame *game);

/* Largest size wy_sparse_ppos accepts for the game (memory budget; with
 * block=Q the sweep's time model within seconds, handed down by the caps). */
guint     wy_sparse_max_size (const WyGame *game, double seconds);

/* Every P-position of the size x size board, sorted by y then x, by the
 * exact rules of docs/spec.md (not a paper's recursion). WY_ERROR_UNSUPPORTED
 * for a game wy_sparse_supports refuses, WY_ERROR_RANGE for a size out of
 * range, G_IO_ERROR_CANCELLED when cancelled. */
GArray   *wy_sparse_ppos     (const WyGame   *game,
                              guint           size,
                              WyProgressFunc  progress,
                              gpointer        user_data,
                              GCancellable   *cancellable,
                              GError        **error);

/* The exact P-set alone, without the line index (no steps): the games of
 * wy_sparse_supports, and (s,t)-Wythoff, Restricted and Gamma_i in normal
 * play without block=Q (wy-sparse-cone.c). */
gboolean  wy_sparse_pset_supports (const WyGame *game);
/* Largest size wy_sparse_pset accepts for the game (memory and time; 0
 * for a game it does not support). */
guint     wy_sparse_pset_max_size (const WyGame *game);
/* As wy_sparse_ppos, for the games of wy_sparse_pset_supports. */
GArray   *wy_sparse_pset          (const WyGame   *game,
                                   guint           size,
                                   WyProgressFunc  progress,
                                   gpointer        user_data,
                                   GCancellable   *cancellable,
                                   GError        **error);

/* The P-set of a sparse board indexed by lines, with the elimination step
 * of every P-position (wy-sparse-steps.c), so that the step of any cell is
 * answered on demand in O(p + q) lookups. */
typedef struct _WyLineIndex WyLineIndex;

/* For the games of wy_sparse_supports. ppos: from wy_sparse_ppos;
 * borrowed, it must outlive the index. */
WyLineIndex    *wy_line_index_new        (const WyGame   *game,
                                          guint           size,
                                          const GArray   *ppos,
                                          WyProgressFunc  progress,
                                          gpointer        user_data,
                                          GCancellable   *cancellable,
                                          GError        **error);
void            wy_line_index_free       (WyLineIndex *index);
guint           wy_line_index_get_n_steps (const WyLineIndex *index);
/* The step of each P-position, in the order of ppos. */
const guint32  *wy_line_index_get_p_steps (const WyLineIndex *index);
/* Status of any cell (a lookup of its row); thread-safe. */
WyStatus        wy_line_index_get_status (const WyLineIndex *index, guint x, guint y);
/* The step of any cell; thread-safe. */
guint           wy_line_index_get_step   (const WyLineIndex *index, guint x, guint y);
/* Status and step of a cell; thread-safe. */
WyStatus        wy_line_index_get_cell   (const WyLineIndex *index, guint x, guint y, guint *step);
/* The same for cells x0 .. x0 + n - 1 of row y at once (without blocking
 * from minima over windows of the row, not cell by cell); thread-safe. */
void            wy_line_index_get_row    (const WyLineIndex *index, guint y, guint x0, guint n,
                                          WyStatus *status, guint *step);

/* Every cell's status (WyStatus bytes) and step, row by row (S * S of
 * each; status may be NULL): the bulk reads of a sparse board, in one
 * sweep for the rules without blocking, cell by cell otherwise. */
void            wy_line_index_fill       (const WyLineIndex *index, guint8 *status,
                                          guint32 *step);

/* A sparse board from the exact P-set and, with steps, its line index
 * (sparse/wy-sparse-board.c), which the board reads its cells through.
 * Without steps, the status of a cell is a lookup in the P-set (wy-board.c). */
WyBoard  *_wy_sparse_board_solve (const WyGame *game, guint size, gboolean steps,
                                  WyProgressFunc progress, gpointer user_data,
                                  GCancellable *cancellable, GError **error);

/* The exact P-set of (s,t)-Wythoff, Restricted and Gamma_i in normal play
 * without block=Q, by a row sweep in memory O(size) (wy-sparse-cone.c);
 * wy_sparse_pset serves it. */
gboolean  _wy_sparse_cone_supports (const WyGame *game);
guint     _wy_sparse_cone_max_size (const WyGame *game);
GArray   *_wy_sparse_cone_ppos     (const WyGame *game, guint size, WyProgressFunc progress,
                                    gpointer user_data, GCancellable *cancellable,
                                    GError **error);

/* The exact P-set of nim, wythoff, fraenkel, wyt and wytc with block=Q > 1
 * by a row sweep over saturating line counters (wy-sparse-block.c);
 * wy_sparse_ppos serves it. Its cap is a time model's (a budget of
 * seconds) and the memory's, lower with steps (the line index). */
gboolean  _wy_sparse_block_supports (const WyGame *game);
/* What a caller of the block sweep reads: the P-set, the steps of some
 * cells, or the step of every cell (a figure, the window: up to a million
 * of them, one a pixel). */
typedef enum {
  WY_BLOCK_READS_PSET,
  WY_BLOCK_READS_STEPS,
  WY_BLOCK_READS_EVERY_STEP,
} WyBlockReads;
/* Within a budget of seconds; by_time (may be NULL): the time model sets
 * the cap, not the memory. */
guint     _wy_sparse_block_max_size (const WyGame *game, WyBlockReads reads, double seconds,
                                     gboolean *by_time);
GArray   *_wy_sparse_block_ppos     (const WyGame *game, guint size, WyProgressFunc progress,
                                     gpointer user_data, GCancellable *cancellable,
                                     GError **error);

G_END_DECLS
