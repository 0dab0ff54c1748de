/* wy-limit.h: the curve x_n / n of a recursion (log-spaced samples) and the lines it tends to: the Perron limit and paper 001's printed L(a, b). */
#pragma once

#include "wy-recursion.h"

G_BEGIN_DECLS

/**
 * WY_LIMIT_MAX_SERIES:
 *
 * The most points one wy_limit_series() gives.
 */
#define WY_LIMIT_MAX_SERIES 10000

/**
 * WyLimitPoint:
 * @n: the index n
 * @x: x_n of the paper's recursion
 * @ratio: x_n / n
 *
 * One point of the curve x_n / n.
 */
typedef struct {
  guint64 n;
  guint64 x;
  double  ratio;
} WyLimitPoint;

#define WY_TYPE_LIMIT_POINT (wy_limit_point_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_limit_point_get_type (void) G_GNUC_CONST;

/**
 * WyLimitSeries:
 * @game: the canonical rule string
 * @points: (element-type WyLimitPoint): the points, n increasing (from
 *   Python: wy_limit_series_get_points())
 * @has_perron: whether paper 000 proves a limit
 * @perron: the Perron limit a / (r - 1) (paper 000 section 6)
 * @has_printed: whether paper 001 Table 3 prints a value (wyt, wythoff and
 *   fraenkel with a <= 5, b <= 5)
 * @printed: that value
 *
 * The curve x_n / n of a recursion and its limits.
 */
typedef struct {
  char    *game;
  GArray  *points;
  gboolean has_perron;
  double   perron;
  gboolean has_printed;
  double   printed;
} WyLimitSeries;

#define WY_TYPE_LIMIT_SERIES (wy_limit_series_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_limit_series_get_type (void) G_GNUC_CONST;

/**
 * wy_limit_series:
 * @game: a game
 * @count: the last n
 * @k: how many points
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for a #GError
 *
 * k points (2 <= k <= WY_LIMIT_MAX_SERIES; every n from 1 to count if k > count)
 * at distinct n spaced evenly in log n from 1 to count (rounded, a repeated small n
 * moved on to the next), for wythoff, fraenkel, wyt and nimpq.
 *
 * Returns: (transfer full): the series, or %NULL with @error set
 */
WY_AVAILABLE_IN_ALL
WyLimitSeries *wy_limit_series      (const WyGame *game, guint64 count, guint k,
                                     GCancellable *cancellable, GError **error);
/**
 * wy_limit_series_copy: (skip)
 * @series: a series
 *
 * A deep copy of the series. Bindings manage lifetimes themselves.
 *
 * Returns: (transfer full): a deep copy
 */
WY_AVAILABLE_IN_ALL
WyLimitSeries *wy_limit_series_copy (const WyLimitSeries *series);
/**
 * wy_limit_series_get_points:
 * @series: a series
 *
 * The points of the curve x_n / n (the series' points field, for bindings).
 *
 * Returns: (transfer none) (nullable) (element-type WyLimitPoint): the points, n
 *   increasing; %NULL in a zero-filled series (Python's Wy.LimitSeries())
 */
WY_AVAILABLE_IN_ALL
GArray        *wy_limit_series_get_points (const WyLimitSeries *series);
/**
 * wy_limit_series_free: (skip)
 * @series: a series
 *
 * Frees the series and its points. Bindings manage lifetimes themselves.
 */
WY_AVAILABLE_IN_ALL
void           wy_limit_series_free (WyLimitSeries *series);

/**
 * wy_limit_supported:
 * @game: a game
 * @error: return location for a #GError
 *
 * Whether paper 000 section 6 speaks of a limit of x_n / n for the game's
 * family (wythoff, fraenkel, wyt, nimpq).
 *
 * Returns: %TRUE when it does; %FALSE with %WY_ERROR_UNSUPPORTED otherwise
 */
WY_AVAILABLE_IN_ALL
gboolean       wy_limit_supported   (const WyGame *game, GError **error);
/**
 * wy_limit_perron_reason:
 * @game: a game
 * @root: (out): the Perron root r
 * @limit: (out): the limit a / (r - 1)
 * @why: (out) (transfer none) (nullable): why there is none, in words
 *
 * The Perron root and limit where paper 000 proves it; otherwise FALSE
 * and *why says why not, in words.
 *
 * Returns: whether paper 000 proves a limit for the game
 */
WY_AVAILABLE_IN_ALL
gboolean       wy_limit_perron_reason (const WyGame *game, double *root, double *limit,
                                       const char **why);
/**
 * wy_limit_perron:
 * @game: a game
 * @limit: (out): the limit
 *
 * The Perron limit where paper 000 proves it (normal play, no blocking, a, b >= 1).
 *
 * Returns: whether there is one
 */
WY_AVAILABLE_IN_ALL
gboolean       wy_limit_perron      (const WyGame *game, double *limit);
/**
 * wy_limit_printed:
 * @game: a game
 * @value: (out): the printed value
 *
 * Paper 001 Table 3's printed value for the game, if it lists one.
 *
 * Returns: whether the table lists the game
 */
WY_AVAILABLE_IN_ALL
gboolean       wy_limit_printed     (const WyGame *game, double *value);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyLimitSeries, wy_limit_series_free)

G_END_DECLS
