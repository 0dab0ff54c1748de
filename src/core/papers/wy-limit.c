/* wy-limit.c: x_n / n sampled along log n, with the Perron limit and paper 001 Table 3's printed value. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>

#include "wy-limit.h"
#include "wy-paper-items.h"

gboolean
wy_limit_supported (const WyGame *game, GError **error)
{
  switch (wy_game_get_family (game))
    {
    case WY_FAMILY_WYTHOFF:
    case WY_FAMILY_FRAENKEL:
    case WY_FAMILY_WYT:
    case WY_FAMILY_NIMPQ:
      return TRUE;
    default:
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("limit is defined for the families wythoff, fraenkel, wyt and nimpq, "
                     "not %s"), wy_family_get_name (wy_game_get_family (game)));
      return FALSE;
    }
}

static void
game_ab (const WyGame *game, int *a, int *b)
{
  WyFamily family = wy_game_get_family (game);

  *a = family == WY_FAMILY_WYTHOFF ? 1 : wy_game_get_param (game, WY_PARAM_A);
  *b = family == WY_FAMILY_WYTHOFF || family == WY_FAMILY_FRAENKEL
       ? 1 : wy_game_get_param (game, WY_PARAM_B);
}

gboolean
wy_limit_perron_reason (const WyGame *game, double *root, double *limit, const char **why)
{
  int a, b;

  game_ab (game, &a, &b);
  /* the reasons are part of the fixed output of `wythoff limit`: untranslated */
  *why = NULL;
  if (!wy_limit_supported (game, NULL))
    *why = "paper 000 speaks of no limit for this family";
  else if (wy_game_is_misere (game))
    *why = "paper 000 gives it for normal play only";
  else if (wy_game_has_blocking (game))
    *why = "for p > 1 or q > 1 paper 000 only conjectures a limit";
  else if (a < 1)
    *why = "a must be at least 1";
  else if (!wy_perron_limit (a, b, root, limit))
    *why = "the Perron root is not defined for these parameters";
  return *why == NULL;
}

gboolean
wy_limit_perron (const WyGame *game, double *limit)
{
  double root;
  const char *why;

  return wy_limit_perron_reason (game, &root, limit, &why);
}

gboolean
wy_limit_printed (const WyGame *game, double *value)
{
  int a, b;

  if (!wy_limit_supported (game, NULL) || wy_game_is_misere (game) || wy_game_has_blocking (game))
    return FALSE;
  game_ab (game, &a, &b);
  if (a > 5 || b > 5 || b < 1)
    return FALSE;
  *value = wy_paper_limit_printed (a, b);
  return TRUE;
}

void
wy_limit_series_free (WyLimitSeries *series)
{
  if (!series)
    return;
  g_free (series->game);
  if (series->points) /* NULL in a zero-filled series, as a binding makes one */
    g_array_unref (series->points);
  g_free (series);
}

GArray *
wy_limit_series_get_points (const WyLimitSeries *series)
{
  return series->points;
}

WyLimitSeries *
wy_limit_series_copy (const WyLimitSeries *series)
{
  WyLimitSeries *copy = g_memdup2 (series, sizeof *series);

  copy->game = g_strdup (series->game);
  copy->points = series->points ? g_array_copy (series->points) : NULL;
  return copy;
}

WyLimitSeries *
wy_limit_series (const WyGame *game, guint64 count, guint k, GCancellable *cancellable,
                 GError **error)
{
  g_autoptr (WyLimitSeries) s = g_new0 (WyLimitSeries, 1);

  s->points = g_array_new (FALSE, FALSE, sizeof (WyLimitPoint));
  if (!wy_limit_supported (game, error))
    return NULL;
  if (k < 2 || k > WY_LIMIT_MAX_SERIES || count < 1)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("the series needs 2 to %u points and a count of at least 1"),
                   WY_LIMIT_MAX_SERIES);
      return NULL;
    }
  s->game = wy_game_to_string (game);
  s->has_perron = wy_limit_perron (game, &s->perron);
  s->has_printed = wy_limit_printed (game, &s->printed);
  g_autofree guint64 *ns = g_new (guint64, k);
  g_autoptr (GArray) pairs = NULL;
  guint n_ns = 0;

  for (guint i = 0; i < k; i++)
    {
      /* n = count^(i/(k-1)), rounded; where rounding repeats a small n, the next one, and
       * no further than leaves room for the points after it: k distinct n when count has
       * them (else 1 .. count, a repeat skipped) */
      guint64 room = k - 1 - i, last = count > room ? count - room : 1;
      guint64 n = MAX ((guint64) llround (exp (log ((double) count) * i / (k - 1))), 1);

      if (n_ns > 0)
        n = MAX (n, ns[n_ns - 1] + 1);
      n = MIN (n, last);
      if (n_ns == 0 || ns[n_ns - 1] < n)
        ns[n_ns++] = n;
    }
  /* one pass of the recursion for every point (the series cost the sum of
   * its points before: --count 10^8 --series 60 ran past 10 minutes) */
  pairs = wy_recursion_terms (game, ns, n_ns, cancellable, error);
  if (pairs == NULL)
    return NULL;
  for (guint i = 0; i < n_ns; i++)
    {
      guint64 x = g_array_index (pairs, WyPair, i).x;
      WyLimitPoint p = { ns[i], x, (double) x / (double) ns[i] };
      g_array_append_val (s->points, p);
    }
  return g_steal_pointer (&s);
}
