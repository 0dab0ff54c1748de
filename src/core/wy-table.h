/* wy-table.h: the papers' tables of P-positions (n, x_n, y_n, y_n - x_n) as text, CSV, JSON and LaTeX. */
#pragma once

#include "wy-recursion.h"

G_BEGIN_DECLS

/**
 * WyTableFormat:
 * @WY_TABLE_TEXT: plain text
 * @WY_TABLE_CSV: comma-separated values
 * @WY_TABLE_JSON: JSON
 * @WY_TABLE_LATEX: a LaTeX tabular
 *
 * The formats a table of P-positions is written in (wy_table_format()).
 */
typedef enum {
  WY_TABLE_TEXT,
  WY_TABLE_CSV,
  WY_TABLE_JSON,
  WY_TABLE_LATEX,
} WyTableFormat;

/**
 * WY_N_TABLE_FORMATS:
 *
 * The number of table formats (no sentinel inside the enumeration, whose
 * registered type lists real values only).
 */
#define WY_N_TABLE_FORMATS (WY_TABLE_LATEX + 1)

/**
 * wy_table_format_from_filename:
 * @filename: a file name
 * @out: (out): the format
 * @error: return location for a #GError
 *
 * The format named by a file's extension: .txt, .csv, .json or .tex
 * (case-insensitive).
 *
 * Returns: whether the extension names a format
 */
WY_AVAILABLE_IN_ALL
gboolean    wy_table_format_from_filename (const char *filename, WyTableFormat *out,
                                           GError **error);

/**
 * wy_table_row_d:
 * @row: a row (x_n, y_n) of a table
 *
 * The difference d = y - x of a row; the papers' tables sort by |d| first.
 *
 * Returns: y - x
 */
WY_AVAILABLE_IN_ALL
gint64      wy_table_row_d                (const WyPair *row);
/**
 * wy_table_sort_rows:
 * @rows: (element-type WyPair): the rows
 *
 * The rows in the papers' table order: by |d|, then x, then y.
 *
 * Returns: (transfer container) (element-type WyPair): a new array of the rows in table order
 */
WY_AVAILABLE_IN_ALL
GArray     *wy_table_sort_rows            (const GArray *rows);

/**
 * wy_table_rows_from_ppos:
 * @game: the game
 * @size: the board side
 * @ppos: (array length=n_ppos): the board's P-positions, by y then x
 * @n_ppos: how many
 *
 * The rows an exactly solved board settles, in table order.
 * Two-pile games: the P-positions with x <= y (every P-position for games
 * that are not symmetric), by d then x, as far as every row so far
 * satisfies 2 max (x, y) + 2 <= size: the rows then agree with those of
 * the board of half the side (see wy-table.c). One-pile games: (a_n, b_n)
 * for every n the strip holds both of (Fraenkel's tables: b_n the n-th
 * P-position, a_n the n-th other number, a_0 = 0). ppos is the board's
 * P-position list (wy_board_get_ppos or wy_sparse_ppos).
 *
 * Returns: (transfer container) (element-type WyPair): the rows
 */
WY_AVAILABLE_IN_ALL
GArray     *wy_table_rows_from_ppos       (const WyGame *game, guint size, const WyPos *ppos,
                                           guint n_ppos);
/**
 * wy_table_rows_from_board:
 * @board: an exact board
 *
 * wy_table_rows_from_ppos() of the board's P-positions; none for a cube
 * (three heaps), a slice's own for a slice of one.
 *
 * Returns: (transfer container) (element-type WyPair): the rows
 */
WY_AVAILABLE_IN_ALL
GArray     *wy_table_rows_from_board      (const WyBoard *board);
/**
 * wy_table_rows_on_board:
 * @board: an exact board
 *
 * Every row whose pair lies on the board (max (x, y) < S), made final by
 * a quick sparse solve of side 2 S + 2 where there is one (a status query
 * that wy_solve_engine does not give the dense engine); otherwise as
 * wy_table_rows_from_board.
 *
 * Returns: (transfer container) (element-type WyPair): the rows
 */
WY_AVAILABLE_IN_ALL
GArray     *wy_table_rows_on_board        (const WyBoard *board);
/**
 * wy_table_exact_rows:
 * @game: the game
 * @count: how many rows
 * @progress: (scope call) (nullable) (closure user_data): called with the fraction done
 * @user_data: data for @progress
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * The first count rows from the exact solver, in table order, on a board
 * grown until they are final (see wy-table-exact.c); WY_ERROR_MEMORY,
 * naming the largest count, when they need a board beyond the budget;
 * WY_ERROR_UNSUPPORTED for a game of three heaps (a table lists pairs).
 *
 * Returns: (transfer container) (element-type WyPair): the rows
 */
WY_AVAILABLE_IN_ALL
GArray     *wy_table_exact_rows           (const WyGame *game, guint count,
                                           WyProgressFunc progress, gpointer user_data,
                                           GCancellable *cancellable, GError **error);
/**
 * wy_table_is_proven:
 * @game: the game
 *
 * Whether the rows of wy_table_exact_rows() are proven final. A row counts
 * as final when the board of half the side holds it too; for the built-in
 * families the papers' P-positions grow linearly along the table, so no
 * pair of a smaller difference lies beyond. A rule of your own has no such
 * theory: its rows are those the boards show, and a P-position of a small
 * difference far out (a diagonal move allowed only near the corner, say)
 * is not ruled out.
 *
 * One-pile games are exact: every n the strip holds is final. A game of
 * three heaps has no table.
 *
 * Returns: %TRUE for the built-in families of one or two piles and one pile
 */
WY_AVAILABLE_IN_ALL
gboolean    wy_table_is_proven            (const WyGame *game);
/**
 * wy_table_rows_from_recursion:
 * @game: the game
 * @count: how many rows
 * @error: return location for a #GError
 *
 * The first count rows from the paper's recursion, in the paper's order;
 * WY_ERROR_UNSUPPORTED when no paper gives one.
 *
 * Returns: (transfer container) (element-type WyPair): the rows
 */
WY_AVAILABLE_IN_ALL
GArray     *wy_table_rows_from_recursion  (const WyGame *game, guint count, GError **error);

/**
 * wy_table_format:
 * @game: the game
 * @rows: (element-type WyPair): the rows
 * @format: the format
 * @recursion: whether the rows come from the recursion
 *
 * The table as text. Two-pile columns n, x, y, d; one-pile n, a, b.
 * recursion only sets the JSON "source" ("recursion" or "exact").
 *
 * Returns: (transfer full): the text
 */
WY_AVAILABLE_IN_ALL
char       *wy_table_format               (const WyGame *game, const GArray *rows,
                                           WyTableFormat format, gboolean recursion);

/**
 * wy_json_append_string:
 * @out: the string to append to
 * @text: the text
 *
 * Appends @text to @out as a JSON string literal: quotes, backslashes and
 * control characters escaped.
 */
WY_AVAILABLE_IN_ALL
void     wy_json_append_string (GString *out, const char *text);

G_END_DECLS
