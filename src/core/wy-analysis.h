/* wy-analysis.h: the questions researchers ask of the values: Grundy strips, row periods, sequences in OEIS form. */
#pragma once

#include <gio/gio.h>
#include "wy-board.h"

G_BEGIN_DECLS

/* ---- Grundy values of a strip: x < rows, y < length ---- */

/* A strip holds at most this many cells (4 bytes each), */
#define WY_STRIP_MAX_CELLS 64000000u
/* and costs about rows^2 * length operations: at most this many (some 2 s;
 * 12 rows reach 3.6 * 10^6, 32 rows 500,000). */
#define WY_STRIP_MAX_WORK 520000000u
/* and at most this many rows (x < rows). */
#define WY_STRIP_MAX_ROWS  64u

/* Can wy_grundy_strip answer? The line families (nim, wythoff, fraenkel,
 * wyt, wytc, nimpq without blocking) in normal play with block=1; rows from
 * 1 to WY_STRIP_MAX_ROWS, length from 1 to wy_grundy_strip_max_length. A
 * message naming the range otherwise. */
WY_AVAILABLE_IN_ALL
guint     wy_grundy_strip_max_length (guint rows);
WY_AVAILABLE_IN_ALL
gboolean  wy_grundy_strip_check (const WyGame *game, guint rows, guint length, GError **error);

/* The Grundy values g(x, y) for x < rows, y < length, at [y * rows + x]:
 * a move never leaves the strip (x only shrinks), so they are exact. A new
 * array of rows * length values (transfer full, g_free). */
WY_AVAILABLE_IN_ALL
gint32   *wy_grundy_strip (const WyGame *game, guint rows, guint length,
                           WyProgressFunc progress, gpointer user_data,
                           GCancellable *cancellable, GError **error);

/* ---- additive periods ---- */

typedef struct {
  gboolean found;
  guint64  preperiod; /* the least t: v(y + p) = v(y) + s for every y >= t */
  guint64  period;    /* the least such p */
  gint64   salt;      /* s */
} WyPeriod;

/* The least additive period p of v[0], v[stride], ..., v[(n-1) stride]
 * (and its salt s and least preperiod t) such that v(y + p) = v(y) + s for
 * every t <= y < n - p, confirmed over three periods and over half the
 * values at least: n - t >= 3 p and n - t >= n / 2. Not found when no such
 * p exists. */
WY_AVAILABLE_IN_ALL
WyPeriod  wy_period_find (const gint32 *v, gsize n, gsize stride);

/* ---- sequences in OEIS form ---- */

typedef enum {
  WY_SEQUENCE_PPOS_X,           /* a_n: P-positions (x <= y) by x, their x */
  WY_SEQUENCE_PPOS_Y,           /* b_n: their y */
  WY_SEQUENCE_GRUNDY_ROW,       /* g(X, y), y = 0, 1, ... (param X) */
  WY_SEQUENCE_GRUNDY_DIAGONAL,  /* g(n, n + D), n = max(0, -D), ... (param D) */
  WY_SEQUENCE_GRUNDY_TRIANGLE,  /* g(r, c), 0 <= c <= r, r = 0, 1, ... */
  WY_SEQUENCE_CLASS,            /* positions (x <= y) of value G by x, their x (param G) */
  WY_SEQUENCE_PILE_P,           /* one pile: the P-positions in order */
  WY_SEQUENCE_PILE_N,           /* one pile: the N-positions in order */
} WySequenceKind;

/* "ppos-x", "ppos-y", "grundy-row=X", "grundy-diagonal=D",
 * "grundy-triangle", "class=G", "pile-p" or "pile-n". */
WY_AVAILABLE_IN_ALL
gboolean  wy_sequence_parse (const char *what, WySequenceKind *kind, gint64 *param,
                             GError **error);

/* Terms first .. first + count - 1 (index 0 is the first term of the
 * sequence as listed above) as gint64; a new array (transfer full). Fails
 * with a message naming the limit when the terms need a board beyond the
 * core's caps. */
WY_AVAILABLE_IN_ALL
GArray   *wy_sequence_terms (const WyGame *game, WySequenceKind kind, gint64 param,
                             guint64 first, guint64 count, GCancellable *cancellable,
                             GError **error);

/* ---- where the value classes lie ---- */

/* The offset of a position (x, y), x <= y, from the P-positions: for
 * Wythoff's game y - phi x (the P-positions lie along y = phi x); for the
 * other line families x - x_P, x_P the nearest P-position of row y. */
typedef struct {
  guint    value;      /* g */
  guint64  count;      /* positions of value g on the board (x <= y and x > y) */
  gboolean has_offset; /* some position x <= y of value g has an offset */
  double   min_offset, max_offset;
  /* the greatest |offset| on the boards of side S/8, S/4, S/2 and S */
  double   max_abs[4];
} WyClassOffsets;

/* Is the offset y - phi x (Wythoff's game) rather than the distance to the
 * row's P-position? */
WY_AVAILABLE_IN_ALL
gboolean  wy_class_offsets_golden (const WyGame *game);

/* WyClassOffsets of the values 0 .. top on the board of this side, from
 * the exact classes (wy_grundy_classes: line families, normal play,
 * block=1, side up to 2000000); a new array (transfer full). */
WY_AVAILABLE_IN_ALL
GArray   *wy_class_offsets (const WyGame *game, guint size, guint top, WyProgressFunc progress,
                            gpointer user_data, GCancellable *cancellable, GError **error);

G_END_DECLS
