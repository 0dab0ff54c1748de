/* wy-analysis.h: the questions researchers ask of the values: Grundy strips, row periods, sequences in OEIS form. */
#pragma once

#include <gio/gio.h>
#include "wy-board.h"

G_BEGIN_DECLS

/* ---- Grundy values of a strip: x < rows, y < length ---- */

/**
 * WY_STRIP_MAX_CELLS:
 *
 * The most cells (4 bytes each) a Grundy strip holds.
 */
#define WY_STRIP_MAX_CELLS 64000000u
/**
 * WY_STRIP_MAX_WORK:
 *
 * A Grundy strip of nim or wythoff with fewer than 12 rows costs about
 * rows^2 * length operations: at most this many (some 2 s; 8 rows reach a
 * length of 8 * 10^6, 11 rows 4.3 * 10^6). The other strips' cost models
 * keep the same time.
 */
#define WY_STRIP_MAX_WORK 520000000u
/**
 * WY_STRIP_MAX_ROWS:
 *
 * The most rows (x < rows) a Grundy strip has.
 */
#define WY_STRIP_MAX_ROWS  64u

/**
 * wy_grundy_strip_max_length:
 * @rows: the strip's rows, x < rows
 *
 * The longest strip of this many rows of nim or wythoff below 12 rows (its
 * cells and its work budget, WY_STRIP_MAX_WORK); from 12 rows, and for the
 * other games, a strip has a length of its own (see wy_grundy_strip_check).
 *
 * Returns: the largest length
 */
WY_AVAILABLE_IN_ALL
guint     wy_grundy_strip_max_length (guint rows);
/**
 * wy_grundy_strip_check:
 * @game: a game
 * @rows: the strip's rows
 * @length: its length, y < length
 * @error: return location for a #GError
 *
 * Can wy_grundy_strip answer? The line families (nim, wythoff, fraenkel,
 * wyt, wytc, nimpq without its blocking p, q) and the cone families
 * (stwythoff, restricted, gamma) in normal play, block=Q too; rows from 1
 * to WY_STRIP_MAX_ROWS, length from 1 to wy_grundy_strip_max_length for nim
 * and wythoff below 12 rows (from 12 rows, a cone's strip and a line
 * family's with wider bands or with block=Q > 1: the length its cost gives
 * within the same time, less for wide cones and bands, more for wide columns
 * and for nim's and wythoff's many rows). A message naming the range
 * otherwise.
 *
 * Returns: %TRUE when it can
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_grundy_strip_check (const WyGame *game, guint rows, guint length, GError **error);

/* ---- additive periods ---- */

/**
 * wy_grundy_strip_bytes:
 * @game: a game
 * @rows: the strip's rows, x < rows
 * @length: its length, y < length
 * @cancellable: (nullable): to stop it
 * @error: return location for a #GError
 *
 * The Grundy values g(x, y) for x < rows, y < length: a move never leaves
 * the strip (x only shrinks), so they are exact. Rows * length 32-bit
 * integers in the machine's order, g(x, y) at y * rows + x
 * (`numpy.frombuffer(b.get_data(), numpy.int32).reshape(length, rows)`
 * indexes it as [y, x]).
 *
 * Returns: (transfer full) (nullable): the values, or %NULL with @error set
 */
WY_AVAILABLE_IN_ALL
GBytes   *wy_grundy_strip_bytes (const WyGame *game, guint rows, guint length,
                                 GCancellable *cancellable, GError **error);

/**
 * wy_strip_row_period:
 * @values: 32-bit integers, as wy_grundy_strip_bytes gives them
 * @stride: the step between one row's values (the strip's rows)
 * @offset: the first value (the row x)
 * @preperiod: (out): t, the least y from which the period holds
 * @period: (out): p
 * @salt: (out): the salt s, v(y + p) = v(y) + s for every y >= t
 *
 * The least additive period p of values[offset], values[offset + stride],
 * ... (and its salt s and least preperiod t) such that v(y + p) = v(y) + s
 * for every t <= y < n - p, confirmed over three periods and over half the
 * values at least: n - t >= 3 p and n - t >= n / 2. The additive period of
 * row x of a strip of R rows is wy_strip_row_period (strip, R, x, ...).
 * A stride of 0, or an offset past the values, finds none.
 *
 * Returns: %TRUE when a period was found (the out values are 0 otherwise)
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_strip_row_period (GBytes *values, gsize stride, gsize offset, guint64 *preperiod,
                               guint64 *period, gint64 *salt);

/* ---- sequences in OEIS form ---- */

/**
 * WySequenceKind:
 * @WY_SEQUENCE_PPOS_X: the P-positions (x <= y) by x, their x (a_n)
 * @WY_SEQUENCE_PPOS_Y: their y (b_n)
 * @WY_SEQUENCE_GRUNDY_ROW: g(X, y), y = 0, 1, ... (parameter X)
 * @WY_SEQUENCE_GRUNDY_DIAGONAL: g(n, n + D), n = max(0, -D), ... (parameter D)
 * @WY_SEQUENCE_GRUNDY_TRIANGLE: g(r, c), 0 <= c <= r, r = 0, 1, ...
 * @WY_SEQUENCE_CLASS: the positions (x <= y) of value G by x, their x
 *   (parameter G)
 * @WY_SEQUENCE_PILE_P: one pile: the P-positions in order, from term 1
 * @WY_SEQUENCE_PILE_N: one pile: the N-positions in order, from term 1
 * @WY_SEQUENCE_PPOS3_Y: three heaps: the P-positions (X, y, z), X <= y <= z,
 *   by y: their y (parameter X)
 * @WY_SEQUENCE_PPOS3_Z: their z
 * @WY_SEQUENCE_GRUNDY_ANTIDIAGONAL: the table g(x, y) read by antidiagonals:
 *   g(0, s), g(1, s - 1), ..., g(s, 0) for s = 0, 1, ... (as A003987 reads
 *   x XOR y)
 * @WY_SEQUENCE_GRUNDY_PILE: one pile: g(n), term n the value of a pile of n,
 *   from the game's least pile (wy_sequence_first_index(): 0, UpMark's 1)
 *
 * The sequences of a game in OEIS form (wy_sequence_terms()).
 */
typedef enum {
  WY_SEQUENCE_PPOS_X,
  WY_SEQUENCE_PPOS_Y,
  WY_SEQUENCE_GRUNDY_ROW,
  WY_SEQUENCE_GRUNDY_DIAGONAL,
  WY_SEQUENCE_GRUNDY_TRIANGLE,
  WY_SEQUENCE_CLASS,
  WY_SEQUENCE_PILE_P,
  WY_SEQUENCE_PILE_N,
  WY_SEQUENCE_PPOS3_Y,
  WY_SEQUENCE_PPOS3_Z,
  WY_SEQUENCE_GRUNDY_ANTIDIAGONAL,
  WY_SEQUENCE_GRUNDY_PILE,
} WySequenceKind;

/**
 * wy_sequence_offset:
 * @kind: a sequence
 *
 * The index of the sequence's first term, as the OEIS numbers the
 * sequences this one describes: 1 for pile-p and pile-n (A003159, A007417,
 * A145204 start at a(1); A036554, the P-positions of Mark without 0, is
 * pile-p of `mark` from term 2), 0 for the others (a_0 = b_0 = 0 of the
 * P-positions, so that term n is a_n as in A000201; g(X, 0) of a row;
 * the diagonal's, the triangle's and the antidiagonals' first value; g(0)
 * of grundy-pile, whose first index is the game's least pile:
 * wy_sequence_first_index()).
 *
 * Returns: the first index
 */
WY_AVAILABLE_IN_ALL
guint     wy_sequence_offset (WySequenceKind kind);

/**
 * wy_sequence_first_index:
 * @game: a game
 * @kind: a sequence
 *
 * The index of the sequence's first term for @game: wy_sequence_offset
 * (@kind), except grundy-pile, whose term n is g(n) from the game's least
 * pile (wy_game_first_position(): 1 for upmark, which has no pile 0, as the
 * OEIS numbers such a sequence from its first position).
 *
 * Returns: the first index
 */
WY_AVAILABLE_IN_ALL
guint     wy_sequence_first_index (const WyGame *game, WySequenceKind kind);

/**
 * wy_sequence_parse:
 * @what: "ppos-x", "ppos-y", "grundy-row=X", "grundy-diagonal=D",
 *   "grundy-triangle", "grundy-antidiagonal", "class=G", "pile-p", "pile-n",
 *   "grundy-pile", "ppos3-y=X" or "ppos3-z=X"
 * @kind: (out): the sequence
 * @param: (out): its parameter (X, D or G; 0 for the others)
 * @error: return location for a #GError
 *
 * Reads a sequence's name. Its parameter is a whole number (D may be negative),
 * written out or as a power, as the command line writes sizes ("class=2^3").
 *
 * Returns: %TRUE when it is one
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_sequence_parse (const char *what, WySequenceKind *kind, gint64 *param,
                             GError **error);

/**
 * WY_SEQUENCE_MAX_COUNT:
 *
 * The most terms one call of wy_sequence_terms() gives.
 */
#define WY_SEQUENCE_MAX_COUNT 10000000u

/**
 * wy_sequence_terms:
 * @game: a game
 * @kind: the sequence
 * @param: its parameter
 * @first: the first term's index, in the sequence's own numbering (from
 *   wy_sequence_first_index (@game, @kind): 1 is the first term of pile-p
 *   and pile-n, and of grundy-pile of upmark)
 * @count: how many terms, 1 to WY_SEQUENCE_MAX_COUNT
 * @cancellable: (nullable): to stop it
 * @error: return location for a #GError
 *
 * Terms first .. first + count - 1 of the sequence as gint64. Fails with a
 * message naming the limit when the terms need a board beyond the core's
 * caps, or the first index when @first is below it.
 *
 * Returns: (transfer full) (element-type gint64) (nullable): the terms
 */
WY_AVAILABLE_IN_ALL
GArray   *wy_sequence_terms (const WyGame *game, WySequenceKind kind, gint64 param,
                             guint64 first, guint64 count, GCancellable *cancellable,
                             GError **error);
/**
 * wy_sequence_is_proven:
 * @game: a game
 * @kind: the sequence
 *
 * Whether the terms wy_sequence_terms() gives are proven final. The pairs
 * by x (ppos-x, ppos-y, class=G) are, where every move along a column (of
 * an even amount: restricted, gamma; from a column band dx < b: wyt, wytc)
 * is legal at every position: a pair of smaller x beyond the board would
 * have a move to a cell of its kind on it. Elsewhere (a rule of your own,
 * blocking, block=Q) they are the pairs of the largest board solved, whose
 * y lie below half its side: a safeguard, not a proof. The other kinds
 * are read off boards or strips exactly.
 *
 * Returns: %TRUE when the terms are proven final
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_sequence_is_proven (const WyGame *game, WySequenceKind kind);
/**
 * wy_sequence_check_game:
 * @game: a game
 * @kind: a kind of sequence
 * @error: return location for a #GError
 *
 * Whether the game has the kind of sequence: ppos3-y=X and ppos3-z=X for
 * nim:heaps=3, wythoff:heaps=3 and fraenkel3 (every line along z holds one
 * P-position); pile-p, pile-n and grundy-pile for one pile; the others for
 * two piles; the Grundy kinds in normal play without blocking or memory.
 * wy_sequence_terms() asks it first; a game file's claim asks it when read.
 *
 * Returns: %TRUE when it has, %FALSE with @error set
 *   (%WY_ERROR_UNSUPPORTED, naming the sequences it has) otherwise
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_sequence_check_game (const WyGame *game, WySequenceKind kind, GError **error);

/* ---- where the value classes lie ---- */

/**
 * WyClassOffsets:
 * @value: the Grundy value g
 * @count: the positions of value g on the board (x <= y and x > y)
 * @has_offset: whether some position x <= y of value g has an offset
 * @min_offset: the least offset of those positions
 * @max_offset: the greatest offset of those positions
 * @max_abs: the greatest |offset| on the boards of side S/8, S/4, S/2 and S
 *   (whole sides, rounded down: the positions with y below them)
 *
 * Where the positions of one Grundy value lie. The offset of a position
 * (x, y), x <= y, from the P-positions is, for Wythoff's game, y - phi x
 * (the P-positions lie along y = phi x); for the other line families
 * x - x_P, x_P the nearest P-position of row y.
 */
typedef struct {
  guint    value;
  guint64  count;
  gboolean has_offset;
  double   min_offset, max_offset;
  double   max_abs[4];
} WyClassOffsets;

#define WY_TYPE_CLASS_OFFSETS (wy_class_offsets_get_type ())
WY_AVAILABLE_IN_ALL
GType     wy_class_offsets_get_type (void) G_GNUC_CONST;

/**
 * wy_class_offsets_golden:
 * @game: a game
 *
 * Is the offset y - phi x (Wythoff's game, by any of its names: wythoff,
 * fraenkel:a=1, wyt:a=1,b=1, wytc:a=1,b=1,c=1, nimpq with p = q = a = b = 1)
 * rather than the distance to the row's P-position?
 *
 * Returns: %TRUE for y - phi x
 */
WY_AVAILABLE_IN_ALL
gboolean  wy_class_offsets_golden (const WyGame *game);

/**
 * wy_class_offsets:
 * @game: a game
 * @size: the board's side
 * @top: the highest value
 * @progress: (nullable) (scope call) (closure user_data): called with the fraction done
 * @user_data: (nullable): for @progress
 * @cancellable: (nullable): to stop it
 * @error: return location for a #GError
 *
 * WyClassOffsets of the values 0 .. top on the board of this side, from
 * the exact classes (wy_grundy_classes: line families, normal play,
 * block=1, side up to 2000000).
 *
 * Returns: (transfer container) (element-type WyClassOffsets) (nullable): the offsets, index g
 */
WY_AVAILABLE_IN_ALL
GArray   *wy_class_offsets (const WyGame *game, guint size, guint top, WyProgressFunc progress,
                            gpointer user_data, GCancellable *cancellable, GError **error);

/* ---- the P-beams ---- */

/**
 * WyBeam:
 * @slope: the median slope y/x of its members
 * @min_slope: the least slope of its members
 * @max_slope: the greatest slope of its members
 * @count: its members (all with y >= S/4)
 * @slope_inner: the median slope of the members with y < S/2 (0: none)
 * @slope_outer: the median slope of the members with y >= S/2 (0: none)
 *
 * A beam: P-positions (x, y), 1 <= x <= y, whose slopes y/x cluster (no
 * gap wider than WY_BEAM_GAP of the slope between neighbours), from those
 * with y >= S/4, so that the offsets near the origin do not blur it.
 */
typedef struct {
  double  slope;
  double  min_slope, max_slope;
  guint64 count;
  double  slope_inner;
  double  slope_outer;
} WyBeam;

/**
 * WY_BEAM_GAP:
 *
 * Neighbouring slopes farther apart than this fraction of the slope start a
 * new beam.
 */
#define WY_BEAM_GAP 0.002
/**
 * WY_BEAM_MIN_COUNT:
 *
 * Clusters with fewer members are counted as scattered, not as beams.
 */
#define WY_BEAM_MIN_COUNT 5

#define WY_TYPE_BEAM (wy_beam_get_type ())
WY_AVAILABLE_IN_ALL
GType     wy_beam_get_type (void) G_GNUC_CONST;

/**
 * wy_beams_find:
 * @ppos: (array length=n_ppos): P-positions, any order
 * @n_ppos: how many
 * @size: the board's side S
 * @n_scattered: (out) (optional): members of the clusters too small to be beams
 *
 * The beams of the P-positions with 1 <= x <= y and y >= S/4, by slope,
 * least slope first.
 *
 * Returns: (transfer container) (element-type WyBeam): the beams
 */
WY_AVAILABLE_IN_ALL
GArray   *wy_beams_find (const WyPos *ppos, guint n_ppos, guint size, guint64 *n_scattered);

G_END_DECLS
