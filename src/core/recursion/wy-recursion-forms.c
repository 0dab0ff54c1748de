/* wy-recursion-forms.c: mex and its generalisations on explicit sets, closed forms, number classes. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "wy-recursion.h"

/* ---- generalised minimum excludants on explicit sets ---- */

static int
cmp_u64 (const void *pa, const void *pb)
{
  guint64 a = *(const guint64 *) pa, b = *(const guint64 *) pb;
  return a < b ? -1 : a > b;
}

static guint64 *
sorted_copy (const guint64 *set, gsize n)
{
  guint64 *s = g_new (guint64, MAX (n, 1));
  if (n > 0)
    memcpy (s, set, n * sizeof *s);
  qsort (s, n, sizeof *s, cmp_u64);
  return s;
}

/* Least z not covered by [s, s + b - 1]; s sorted ascending. */
static guint64
mex_b_sorted (const guint64 *s, gsize n, guint b)
{
  guint64 z = 0;

  for (gsize i = 0; i < n; i++)
    {
      if (s[i] > z)
        break;
      if (s[i] > G_MAXUINT64 - b)
        return G_MAXUINT64;
      z = MAX (z, s[i] + b);
    }
  return z;
}

guint64
wy_mex (const guint64 *set, gsize n)
{
  return wy_mex_b (set, n, 1);
}

guint64
wy_mex_b (const guint64 *set, gsize n, guint b)
{
  g_return_val_if_fail (set != NULL || n == 0, 0);
  g_autofree guint64 *s = sorted_copy (set, n);
  return mex_b_sorted (s, n, b);
}

guint64
wy_mex_q (const guint64 *multiset, gsize n, guint q)
{
  return wy_mex_qb (multiset, n, q, 1);
}

guint64
wy_mex_qb (const guint64 *multiset, gsize n, guint q, guint b)
{
  g_return_val_if_fail (multiset != NULL || n == 0, 0);
  if (q == 0)
    return G_MAXUINT64;
  g_autofree guint64 *s = sorted_copy (multiset, n);
  gsize m = 0;

  /* keep one copy of each value of multiplicity >= q */
  for (gsize i = 0; i < n;)
    {
      gsize j = i;
      while (j < n && s[j] == s[i])
        j++;
      if (j - i >= q)
        s[m++] = s[i];
      i = j;
    }
  return mex_b_sorted (s, m, b);
}

/* ---- closed forms and number classes ---- */

double
wy_fraenkel_alpha (int a)
{
  g_return_val_if_fail (a >= 0, 0.0);
  return (2.0 - a + sqrt ((double) a * a + 4.0)) / 2.0;
}

/* P_{a,b}(z) / z^(b+1): increasing on z > 1, negative at 1, tends to 1. */
static double
perron_q (int a, int b, double z)
{
  double v = 1.0 - pow (z, -b) - pow (z, -b - 1);

  for (int i = 1; i < a; i++)
    v -= pow (z, (double) ((i * b + a - 1) / a) - b - 1);
  return v;
}

gboolean
wy_perron_limit (int a, int b, double *root, double *limit)
{
  int k, lo_a, lo_b;
  double lo = 1.0, hi = 2.0;

  /* O(a) a root evaluation, some 250 of them: the games' parameters reach 1000 */
  if (a < 1 || b < 1 || a > WY_PERRON_MAX || b > WY_PERRON_MAX)
    return FALSE;
  k = a;
  for (int r = b; r != 0;)
    {
      int t = k % r;
      k = r;
      r = t;
    }
  lo_a = a / k;
  lo_b = b / k;
  while (perron_q (lo_a, lo_b, hi) <= 0)
    hi *= 2;
  for (int it = 0; it < 200 && hi - lo > 1e-15 * hi; it++)
    {
      double mid = (lo + hi) / 2;
      if (perron_q (lo_a, lo_b, mid) > 0)
        hi = mid;
      else
        lo = mid;
    }
  if (root)
    *root = (lo + hi) / 2;
  if (limit)
    *limit = k * lo_a / ((lo + hi) / 2 - 1.0);
  return TRUE;
}

static guint
trailing_zeros (guint64 n, guint k)
{
  guint z = 0;

  for (; n % k == 0; n /= k)
    z++;
  return z;
}

gboolean
wy_is_dopey (guint64 n, guint k)
{
  g_return_val_if_fail (k >= 2, FALSE);
  return n >= 1 && trailing_zeros (n, k) % 2 == 1;
}

gboolean
wy_is_vile (guint64 n, guint k)
{
  g_return_val_if_fail (k >= 2, FALSE);
  return n >= 1 && trailing_zeros (n, k) % 2 == 0;
}

gboolean
wy_is_evil (guint64 n)
{
  return __builtin_popcountll (n) % 2 == 0;
}

gboolean
wy_is_odious (guint64 n)
{
  return !wy_is_evil (n);
}
