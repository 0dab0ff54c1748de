/* wy-bulk.h: the bulk answers as GBytes, for bindings that view them without a copy
 * (Python: wythoff.view, numpy arrays over the bytes' own memory). */
#pragma once

#include "wy-analysis.h"
#include "wy-grundy-classes.h"
#include "wy-recursion.h"
#include "wy-table.h"

G_BEGIN_DECLS

/**
 * wy_grundy_class_bytes:
 * @game: a line family
 * @size: the board side
 * @value: the Grundy value
 * @progress: (scope call) (nullable) (closure user_data): called with the fraction done
 * @user_data: data for @progress
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * wy_grundy_class() as bytes: the positions of value g as pairs of guint32
 * (x, y) in the machine's order, sorted by y then x (numpy: uint32,
 * `.reshape(-1, 2)`). The class's own storage, not a copy.
 *
 * Returns: (transfer full) (nullable): the positions, 8 bytes each
 */
WY_AVAILABLE_IN_ALL
GBytes   *wy_grundy_class_bytes   (const WyGame *game, guint size, guint value,
                                   WyProgressFunc progress, gpointer user_data,
                                   GCancellable *cancellable, GError **error);

/**
 * wy_grundy_classes_bytes:
 * @game: a line family
 * @size: the board side
 * @top: the top value
 * @progress: (scope call) (nullable) (closure user_data): called with the fraction done
 * @user_data: data for @progress
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * wy_grundy_classes() as bytes: every position of value 0 .. top as a
 * triple of guint32 (g, x, y), by g, then y, then x (numpy: uint32,
 * `.reshape(-1, 3)`).
 *
 * Returns: (transfer full) (nullable): the positions, 12 bytes each
 */
WY_AVAILABLE_IN_ALL
GBytes   *wy_grundy_classes_bytes (const WyGame *game, guint size, guint top,
                                   WyProgressFunc progress, gpointer user_data,
                                   GCancellable *cancellable, GError **error);

/**
 * wy_recursion_pairs_bytes:
 * @game: a game
 * @count: how many pairs
 * @error: return location for a #GError
 *
 * wy_recursion_pairs() as bytes: pairs of guint64 (x_n, y_n), n = 0 ..
 * count - 1 (numpy: uint64, `.reshape(-1, 2)`).
 *
 * Returns: (transfer full) (nullable): the pairs, 16 bytes each
 */
WY_AVAILABLE_IN_ALL
GBytes   *wy_recursion_pairs_bytes (const WyGame *game, guint count, GError **error);

/**
 * wy_recursion_ppos_bytes:
 * @game: a game
 * @size: the board side
 * @error: return location for a #GError
 *
 * wy_recursion_ppos() as bytes: the formula's P-positions on the board as
 * pairs of guint32 (x, y), by y then x (numpy: uint32, `.reshape(-1, 2)`).
 *
 * Returns: (transfer full) (nullable): the P-positions, 8 bytes each
 */
WY_AVAILABLE_IN_ALL
GBytes   *wy_recursion_ppos_bytes  (const WyGame *game, guint size, GError **error);

/**
 * wy_class_offsets_bytes:
 * @game: a game
 * @size: the board's side
 * @top: the highest value
 * @progress: (scope call) (nullable) (closure user_data): called with the fraction done
 * @user_data: data for @progress
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * wy_class_offsets() as bytes: top + 1 #WyClassOffsets records as C lays
 * them out (72 bytes each on 64-bit machines: value guint32, 4 bytes of
 * padding, count guint64, has_offset gint32, 4 bytes of padding,
 * min_offset, max_offset and max_abs[4] doubles; numpy: the structured
 * dtype of these fields with align=True).
 *
 * Returns: (transfer full) (nullable): the records, index g
 */
WY_AVAILABLE_IN_ALL
GBytes   *wy_class_offsets_bytes   (const WyGame *game, guint size, guint top,
                                    WyProgressFunc progress, gpointer user_data,
                                    GCancellable *cancellable, GError **error);

/**
 * wy_table_exact_rows_bytes:
 * @game: the game
 * @count: how many rows
 * @progress: (scope call) (nullable) (closure user_data): called with the fraction done
 * @user_data: data for @progress
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * wy_table_exact_rows() as bytes: pairs of guint64 (x, y) in table order
 * (numpy: uint64, `.reshape(-1, 2)`).
 *
 * Returns: (transfer full) (nullable): the rows, 16 bytes each
 */
WY_AVAILABLE_IN_ALL
GBytes   *wy_table_exact_rows_bytes (const WyGame *game, guint count,
                                     WyProgressFunc progress, gpointer user_data,
                                     GCancellable *cancellable, GError **error);

/**
 * wy_table_rows_from_recursion_bytes:
 * @game: the game
 * @count: how many rows
 * @error: return location for a #GError
 *
 * wy_table_rows_from_recursion() as bytes: pairs of guint64 (x, y) in the
 * paper's order.
 *
 * Returns: (transfer full) (nullable): the rows, 16 bytes each
 */
WY_AVAILABLE_IN_ALL
GBytes   *wy_table_rows_from_recursion_bytes (const WyGame *game, guint count, GError **error);

/**
 * wy_table_rows_on_board_bytes:
 * @board: an exact board
 *
 * wy_table_rows_on_board() as bytes: pairs of guint64 (x, y) in table order.
 *
 * Returns: (transfer full): the rows, 16 bytes each
 */
WY_AVAILABLE_IN_ALL
GBytes   *wy_table_rows_on_board_bytes (const WyBoard *board);

/**
 * wy_sequence_terms_bytes:
 * @game: a game
 * @kind: the sequence
 * @param: its parameter
 * @first: the first term's index
 * @count: how many terms
 * @cancellable: (nullable): to stop it
 * @error: return location for a #GError
 *
 * wy_sequence_terms() as bytes: count gint64 in the machine's order
 * (numpy: int64).
 *
 * Returns: (transfer full) (nullable): the terms, 8 bytes each
 */
WY_AVAILABLE_IN_ALL
GBytes   *wy_sequence_terms_bytes  (const WyGame *game, WySequenceKind kind, gint64 param,
                                    guint64 first, guint64 count, GCancellable *cancellable,
                                    GError **error);

G_END_DECLS
