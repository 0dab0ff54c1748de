/* wy-grundy-private.h: the Grundy sweeps of the engines (private to the core). */
#pragma once

#include "wy-board-private.h"

G_BEGIN_DECLS

/* Sprague-Grundy values of a solved board (grundy/wy-grundy-cone.c). */
gboolean  wy_grundy_lines   (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                             GCancellable *cancellable, GError **error);
/* (s,t)-Wythoff, Restricted and Gamma (any block=Q): progress from 0.5 to
 * 1 (grundy/wy-grundy-cone.c). */
gboolean  wy_grundy_cone (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                             GCancellable *cancellable, GError **error);
/* A Grundy sweep (wy_grundy_lines, wy_grundy_cone) in a thread of its
 * own, beside the elimination (wy-grundy-task.c); its progress (from 0.5 to
 * 1) is reported once finish is called, which joins it (always call it
 * before the board goes). */
typedef gboolean (*WyGrundyFunc) (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                                  GCancellable *cancellable, GError **error);
typedef struct _WyGrundyTask WyGrundyTask;
WyGrundyTask *wy_grundy_task_start  (WyBoard *board, WyGrundyFunc sweep, WyProgressFunc progress,
                                     gpointer user_data, GCancellable *cancellable);
gboolean      wy_grundy_task_finish (WyGrundyTask *task, GError **error);
/* f^Q = mex^Q of a line family with block=Q > 1, by counts per line,
 * progress from 0.5 to 1 (wy-grundy-block.c), and its largest side. */
gboolean  wy_grundy_lines_block (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                                 GCancellable *cancellable, GError **error);
guint     wy_grundy_lines_block_max_size (const WyGame *game, double seconds);
/* The largest side wy_grundy_cone takes for (s,t)-Wythoff, Restricted
 * and Gamma (grundy/wy-grundy-cone.c). */
guint     wy_grundy_cone_max_size (const WyGame *game);
/* A cone game's sweep: Restricted and Gamma are halved (every move is even): the side n of
 * `side` cells, s, and t (ceil(t/2) when halved). Returns whether the game is halved. */
gboolean  _wy_grundy_cone_halve (const WyGame *game, guint side, guint *n, guint *s,
                                 guint *t);
/* wy_grundy_lines without block=Q, in one lane or two (threads sharing
 * the rows; wy_grundy_lines chooses by the side), the first lane alone
 * from row solo_row on (as under load; G_MAXUINT: only under load), for
 * tests. */
gboolean  _wy_grundy_lines_lanes (WyBoard *board, guint n_lanes, guint solo_row,
                                  WyProgressFunc progress, gpointer user_data,
                                  GCancellable *cancellable, GError **error);
/* wy_grundy_classes in n_lanes lanes (1, or 2 for top >= 1: the upper half
 * of the classes a pipeline behind the lower), the lower lane at most
 * ring_rows rows ahead and alone from solo_row on (as under load;
 * G_MAXUINT: only under load), for tests (wy_grundy_classes picks two
 * lanes on large boards of a free machine, 8192 rows). */
GPtrArray *_wy_grundy_classes_lanes (const WyGame *game, guint size, guint top, guint n_lanes,
                                     guint ring_rows, guint solo_row, WyProgressFunc progress,
                                     gpointer user_data, GCancellable *cancellable,
                                     GError **error);
/* The classes 0..top of wy_grundy_classes as the sweep's own table, handed
 * over: xs[y * (top + 1) + v] the x of value v in row y, or G_MAXUINT32;
 * counts[v] (zeroed by the caller) gets each class's cells. NULL with error. */
guint32   *_wy_grundy_classes_table (const WyGame *game, guint size, guint top, guint *counts,
                                     WyProgressFunc progress, gpointer user_data,
                                     GCancellable *cancellable, GError **error);
/* The Grundy values of a line family without blocking on the rectangle of
 * the board's width x height cells (any shape: its ring of diagonals
 * keeps the scratch to the width); and whether a W x H rectangle is
 * within its time and scratch budgets, swept with its thin side along the
 * rows where the game is symmetric (wy-grundy-lines.c). */
gboolean  wy_grundy_lines_rect      (WyBoard *board, WyProgressFunc progress, gpointer user_data,
                                     GCancellable *cancellable, GError **error);
gboolean  wy_grundy_lines_rect_fits (const WyGame *game, guint W, guint H, double seconds);
/* The bytes of a W x H rectangle's solve at its peak: its values, statuses, the copy of a
 * transposed sweep and the scratch (wy_solve_memory). */
guint64   wy_grundy_lines_rect_bytes (const WyGame *game, guint W, guint H);
/* The Grundy values of a strip x < rows, y < length (no move leaves it), a
 * new array [y * rows + x]: of a line family without blocking
 * (wy-grundy-strip.c: the plain strip for nim and wythoff, the counted one
 * for wider bands) and with block=Q > 1 (wy-grundy-strip-block.c), and
 * of the cone families, any block=Q (wy-grundy-strip-cone.c); and the
 * longest strip of rows rows within the budget. The engine descriptors
 * name them; wy_grundy_strip_check has
 * checked the game, rows and length. */
typedef gint32 *WyStripFunc (const WyGame *game, guint rows, guint length,
                             WyProgressFunc progress, gpointer user_data,
                             GCancellable *cancellable, GError **error);
WyStripFunc _wy_grundy_strip_lines;
guint     _wy_grundy_strip_lines_max_length (const WyGame *game, guint rows);
/* The choice behind those two (wy-grundy-strip.c): TRUE when a line family's
 * strip of rows rows without blocking is counted (the block strip with Q = 1:
 * bands wider than wythoff's, or WY_STRIP_COUNTED_ROWS rows or more), FALSE
 * for the plain strip (nim and wythoff below that many rows). */
#define WY_STRIP_COUNTED_ROWS 12u
gboolean  _wy_grundy_strip_lines_counted (const WyGame *game, guint rows);
WyStripFunc _wy_grundy_strip_lines_plain;
WyStripFunc _wy_grundy_strip_lines_block;
guint     _wy_grundy_strip_lines_block_max_length (const WyGame *game, guint rows);
WyStripFunc _wy_grundy_strip_cone;
guint     _wy_grundy_strip_cone_max_length (const WyGame *game, guint rows);
/* The largest side wy_grundy_lines takes for a line family (wy-grundy-lines.c). */
guint     wy_grundy_lines_max_size (const WyGame *game);

G_END_DECLS
