/* wy-limit.h: the curve x_n / n of a recursion (log-spaced samples) and the lines it tends to: the Perron limit and paper 001's printed L(a, b). */
#pragma once

#include "wy-recursion.h"

G_BEGIN_DECLS

#define WY_LIMIT_MAX_SERIES 10000

typedef struct {
  guint64 n;
  guint64 x;      /* x_n of the paper's recursion */
  double  ratio;  /* x_n / n */
} WyLimitPoint;

typedef struct {
  char    *game;          /* canonical rule string */
  GArray  *points;        /* WyLimitPoint, n increasing */
  gboolean has_perron;
  double   perron;        /* a / (r - 1), paper 000 section 6 */
  gboolean has_printed;
  double   printed;       /* paper 001 Table 3, for wyt (and wythoff, fraenkel) with a <= 5, b <= 5 */
} WyLimitSeries;

/* k points (2 <= k <= WY_LIMIT_MAX_SERIES, fewer if k > count) at n spaced
 * evenly in log n from 1 to count, for wythoff, fraenkel, wyt and nimpq. */
WY_AVAILABLE_IN_ALL
WyLimitSeries *wy_limit_series      (const WyGame *game, guint64 count, guint k,
                                     GCancellable *cancellable, GError **error);
WY_AVAILABLE_IN_ALL
void           wy_limit_series_free (WyLimitSeries *series);

/* Does paper 000 section 6 speak of a limit of x_n / n for this family
 * (wythoff, fraenkel, wyt, nimpq)? WY_ERROR_UNSUPPORTED if not. */
WY_AVAILABLE_IN_ALL
gboolean       wy_limit_supported   (const WyGame *game, GError **error);
/* The Perron root and limit where paper 000 proves it; otherwise FALSE
 * and *why says why not, in words. */
WY_AVAILABLE_IN_ALL
gboolean       wy_limit_perron_reason (const WyGame *game, double *root, double *limit,
                                       const char **why);
/* The Perron limit where paper 000 proves it (normal play, no blocking, a, b >= 1). */
WY_AVAILABLE_IN_ALL
gboolean       wy_limit_perron      (const WyGame *game, double *limit);
/* Paper 001 Table 3's printed value for the game, if it lists one. */
WY_AVAILABLE_IN_ALL
gboolean       wy_limit_printed     (const WyGame *game, double *value);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyLimitSeries, wy_limit_series_free)

G_END_DECLS
