/* wy-one-pile-bytes.c: Mark-k and UpMark to very large n, one byte per position, no steps. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-board-private.h"
#include "wy-error-private.h"
#include "wy-one-pile-bytes.h"

#define WY_ONE_PILE_FAST_MAX (G_GUINT64_CONSTANT (1) << 31)
#define CHUNK (1u << 24)
#define UNDEFINED 0xff

/* mex of two values of at most 2 (k = 2 and UpMark): the bits set */
static const guint8 mex2[8] = { 0, 1, 0, 2, 0, 1, 0, 3 };

typedef struct {
  const WyGame *game;
  guint8       *out;
  guint64       n;
  guint         k;
  gboolean      upmark;
  gboolean      misere;
  /* Mark-k's sliding window of the last k - 1 values */
  guint32       count[64];
  guint64       mask;
  guint64       last_p;
} Fast;

gboolean
wy_one_pile_fast_supports (const WyGame *game, gboolean grundy)
{
  return wy_game_is_one_pile (game) && !wy_game_is_custom (game) && wy_game_get_block (game) == 1
         && !(grundy && wy_game_is_misere (game));
}

guint64
wy_one_pile_max (const WyGame *game)
{
  return WY_ONE_PILE_FAST_MAX;
}

static guint8
mex_bits (guint64 bits)
{
  return (guint8) __builtin_ctzll (~bits);
}

/* g(i) for i in [from, to) of Mark-k, k >= 3: the window holds g(i-k+1 ..
 * i-1); the last value and the mask stay in registers, i / k is counted. */
static void
mark_grundy_range (Fast *f, guint64 from, guint64 to)
{
  guint8 *g = f->out, v = g[from - 1];
  guint64 mask = f->mask, q = from / f->k, r = from % f->k;

  for (guint64 i = from; i < to; i++)
    {
      if (f->count[v]++ == 0)
        mask |= G_GUINT64_CONSTANT (1) << v;
      if (i >= f->k)
        {
          guint8 w = g[i - f->k];
          if (--f->count[w] == 0)
            mask &= ~(G_GUINT64_CONSTANT (1) << w);
        }
      v = g[i] = mex_bits (mask | (G_GUINT64_CONSTANT (1) << g[q]));
      if (++r == f->k)
        {
          r = 0;
          q++;
        }
    }
  f->mask = mask;
}

/* k = 2 and UpMark: two options, values at most 2. */
static void
two_option_grundy_range (Fast *f, guint64 from, guint64 to)
{
  guint8 *g = f->out;

  if (f->upmark)
    for (guint64 i = from; i < to; i++)
      g[i] = mex2[(1u << g[i - 1]) | (1u << g[(i + 1) / 2])];
  else
    for (guint64 i = from; i < to; i++)
      g[i] = mex2[(1u << g[i - 1]) | (1u << g[i / 2])];
}

/* Status: P iff no option is P. A P-position has no P-option, so Mark-k's
 * window of the last k - 1 holds a P-position iff the last one lies within
 * it (f->last_p: the last P-position + 1, 0 for none). */
static void
status_range (Fast *f, guint64 from, guint64 to)
{
  guint8 *s = f->out;

  if (f->upmark)
    {
      for (guint64 i = from; i < to; i++)
        s[i] = s[i - 1] == WY_STATUS_P || s[(i + 1) / 2] == WY_STATUS_P ? WY_STATUS_N
                                                                         : WY_STATUS_P;
      return;
    }
  guint64 last_p = f->last_p, q = from / f->k, r = from % f->k;
  for (guint64 i = from; i < to; i++)
    {
      gboolean p = (last_p == 0 || i - (last_p - 1) >= f->k) && s[q] != WY_STATUS_P;
      s[i] = p ? WY_STATUS_P : WY_STATUS_N;
      last_p = p ? i + 1 : last_p;
      /* q = i / k, counted */
      if (++r == f->k)
        {
          r = 0;
          q++;
        }
    }
  f->last_p = last_p;
}

static guint8 *
run (Fast *f, gboolean grundy, GCancellable *cancellable, GError **error)
{
  guint64 first = f->upmark ? 3 : 1;

  if (grundy)
    {
      f->out[0] = f->upmark ? UNDEFINED : 0;
      if (f->upmark && f->n > 1)
        f->out[1] = 0;
      if (f->upmark && f->n > 2)
        f->out[2] = 1;
    }
  else
    {
      f->out[0] = f->upmark ? WY_STATUS_NONE : f->misere ? WY_STATUS_N : WY_STATUS_P;
      f->last_p = f->out[0] == WY_STATUS_P;
      if (f->upmark && f->n > 1)
        f->out[1] = f->misere ? WY_STATUS_N : WY_STATUS_P;
      if (f->upmark && f->n > 2)
        f->out[2] = f->misere ? WY_STATUS_P : WY_STATUS_N;
    }
  for (guint64 from = first; from < f->n; from += CHUNK)
    {
      guint64 to = MIN (f->n, from + CHUNK);
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          g_free (f->out);
          return NULL;
        }
      if (!grundy)
        status_range (f, from, to);
      else if (f->upmark || f->k == 2)
        two_option_grundy_range (f, from, to);
      else
        mark_grundy_range (f, from, to);
    }
  return f->out;
}

static guint8 *
start (const WyGame *game, guint64 n, gboolean grundy, GCancellable *cancellable,
       GError **error)
{
  Fast f = { game };

  if (wy_game_get_block (game) > 1)
    {
      g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                           _("the fast one-pile path has no blocking: block must be 1"));
      return NULL;
    }
  if (!wy_game_is_one_pile (game) || (grundy && wy_game_is_misere (game)))
    {
      if (grundy)
        g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                             _("fast Grundy values are defined for the one-pile games mark "
                               "and upmark in normal play only"));
      else
        g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                             _("fast one-pile statuses are defined for the one-pile games "
                               "mark and upmark only"));
      return NULL;
    }
  if (n < 1 || n > WY_ONE_PILE_FAST_MAX)
    {
      _wy_error_refuse (error, n < 1 ? WY_ERROR_RANGE : WY_ERROR_MEMORY,
                        (guint) WY_ONE_PILE_FAST_MAX,
                        _("n = %llu is out of range: n must be from 1 to %llu"),
                        (unsigned long long) n, (unsigned long long) WY_ONE_PILE_FAST_MAX);
      return NULL;
    }
  f.n = n;
  f.upmark = wy_game_get_family (game) == WY_FAMILY_UPMARK;
  f.k = f.upmark ? 2 : (guint) wy_game_get_param (game, WY_PARAM_K);
  f.misere = wy_game_is_misere (game);
  f.out = g_try_malloc (n);
  if (!f.out)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   g_dngettext (GETTEXT_PACKAGE, "not enough memory for %llu position",
                                "not enough memory for %llu positions", n),
                   (unsigned long long) n);
      return NULL;
    }
  _wy_advise_huge (f.out, n);
  return run (&f, grundy, cancellable, error);
}

guint8 *
wy_one_pile_grundy (const WyGame *game, guint64 n, GCancellable *cancellable, GError **error)
{
  return start (game, n, TRUE, cancellable, error);
}

guint8 *
wy_one_pile_status (const WyGame *game, guint64 n, GCancellable *cancellable, GError **error)
{
  return start (game, n, FALSE, cancellable, error);
}
