/* wy-analysis-private.h: the strip's values and their periods as raw arrays, for the core, the
 * window and the command line of this tree (not installed; bindings use wy_grundy_strip_bytes
 * and wy_strip_row_period). */
#pragma once

#include "wy-analysis.h"

G_BEGIN_DECLS

/* The largest Grundy value whose positions wy_grundy_class sweeps (and sequence class=G
 * lists). */
#define WY_CLASS_VALUE_MAX 255u

/* wy_grundy_strip_bytes's values as a new array of rows * length values
 * (g_free), with progress. */
gint32   *wy_grundy_strip (const WyGame *game, guint rows, guint length,
                           WyProgressFunc progress, gpointer user_data,
                           GCancellable *cancellable, GError **error);

/* The longest strip of this game with this many rows: its engine's budget
 * (wy_grundy_strip_max_length for nim and wythoff below 12 rows and for the
 * games without a strip; the other line families' and nim's and wythoff's
 * from 12 rows depend on a, b, c and Q, the cone families' on s, t and
 * Gamma's moves). */
guint     wy_grundy_strip_game_max_length (const WyGame *game, guint rows);

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
 * p exists (wy_strip_row_period over raw values). */
WyPeriod  wy_period_find (const gint32 *v, gsize n, gsize stride);

/* The end of a sequence's refusal at its largest board (papers/wy-sequence3.c):
 * "the count must be from 1 to N here", N the terms there from the first one
 * asked, or that none of them is there. Free it. */
char     *_wy_sequence_terms_there (guint64 available);
/* wy_sequence_parse for game: an X of ppos3-y=X or ppos3-z=X out of range names the game's
 * range of X (papers/wy-sequence3.c). */
gboolean  _wy_sequence_parse_for   (const WyGame *game, const char *what, WySequenceKind *kind,
                                    gint64 *param, GError **error);
/* ppos3-y=X and ppos3-z=X of a 3-heap family (papers/wy-sequence3.c):
 * the P-positions (X, y, z) with X <= y <= z by y, their y or z. */
GArray   *_wy_sequence_ppos3_terms (const WyGame *game, gboolean z_terms, guint X, guint64 first,
                                    guint64 count, GCancellable *cancellable, GError **error);

/* The largest board side wy_grundy_class_check() takes for the classes 0 .. value of game
 * (grundy/wy-grundy-classes.c), 0 for a game it does not sweep; reason (nullable): what sets
 * it, translated. */
guint     _wy_grundy_class_max_size (const WyGame *game, guint value, const char **reason);

/* The Grundy sequences (papers/wy-sequence-grundy.c): grundy-row=X, grundy-diagonal=D,
 * grundy-triangle, grundy-antidiagonal of a two-pile game, grundy-pile of a one-pile game;
 * first in the game's own numbering, the pile n for grundy-pile. */
GArray   *_wy_sequence_grundy_terms (const WyGame *game, WySequenceKind kind, gint64 param,
                                     guint64 first, guint64 count, GCancellable *cancellable,
                                     GError **error);

G_END_DECLS
