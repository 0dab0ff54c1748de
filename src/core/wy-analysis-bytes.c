/* wy-analysis-bytes.c: the analyses for bindings: a strip's values as bytes, a period found in them. */
#define G_LOG_DOMAIN "wy-core"
#include "config.h"

#include "wy-analysis-private.h"

GBytes *
wy_grundy_strip_bytes (const WyGame *game, guint rows, guint length, GCancellable *cancellable,
                       GError **error)
{
  gint32 *v;

  g_return_val_if_fail (game != NULL, NULL);
  v = wy_grundy_strip (game, rows, length, NULL, NULL, cancellable, error);
  if (!v)
    return NULL;
  return g_bytes_new_take (v, (gsize) rows * length * sizeof (gint32));
}

gboolean
wy_strip_row_period (GBytes *values, gsize stride, gsize offset, guint64 *preperiod,
                    guint64 *period, gint64 *salt)
{
  gsize size = 0;
  const gint32 *v;
  gsize n;
  WyPeriod p = { 0 };

  g_return_val_if_fail (values != NULL, FALSE);
  v = g_bytes_get_data (values, &size);
  n = size / sizeof (gint32);
  if (offset < n && stride > 0)
    p = wy_period_find (v + offset, (n - offset + stride - 1) / stride, stride);
  *preperiod = p.found ? p.preperiod : 0;
  *period = p.found ? p.period : 0;
  *salt = p.found ? p.salt : 0;
  return p.found;
}
