/* wy-numeration.c: the numeration system U of paper 002 section 3, and Corollary 3.6's P-positions of Gamma_1. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-numeration.h"

/* The theorem is about Gamma_1 itself: normal play, no blocking, no other variant (as the
 * recursions, which belong to the game they were written for). */
static gboolean
plain_gamma (const WyGame *game, guint s, guint t, GError **error)
{
  g_autofree char *plain = g_strdup_printf ("gamma:i=1,s=%u,t=%u", s, t);
  g_autofree char *given = wy_game_to_string (game);
  g_autoptr (WyGame) base = wy_game_parse (plain, NULL);
  g_autofree char *canon = base ? wy_game_to_string (base) : g_strdup (plain);

  if (strcmp (canon, given) == 0)
    return TRUE;
  g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
               _("paper 002 gives its numeration system U for %s in normal play without "
                 "blocking, not for %s: misère play and block=Q are other games"), canon, given);
  return FALSE;
}

gboolean
wy_numeration_init (WyNumeration *u, const WyGame *game, GError **error)
{
  guint64 prev, cur;

  g_return_val_if_fail (u != NULL && game != NULL, FALSE);
  if (wy_game_get_family (game) != WY_FAMILY_GAMMA || wy_game_get_param (game, WY_PARAM_I) != 1)
    {
      g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                           _("paper 002 gives its numeration system U for Gamma_1 only: "
                             "use gamma:i=1 with s >= 2"));
      return FALSE;
    }
  u->s = (guint) wy_game_get_param (game, WY_PARAM_S);
  u->t = (guint) wy_game_get_param (game, WY_PARAM_T);
  if (!plain_gamma (game, u->s, u->t, error))
    return FALSE;
  if (u->s < 2)
    {
      g_autofree char *rule = wy_game_to_string (game);

      /* s=1 is gamma's default: name it, the user may not have written it */
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE, _("%s has s=%u: the numeration system U "
                   "needs s >= 2 (u_(-1) = 2/(s-1)): give gamma:i=1,s=S with S >= 2"), rule,
                   u->s);
      return FALSE;
    }
  u->r = u->s + (u->t + 1) / 2;
  /* u_1 = r u_0 + (s - 1) u_(-1) = 2r + 2, then the recurrence */
  u->bases[0] = 2;
  u->n_bases = 1;
  prev = 2;
  cur = 2 * u->r + 2;
  while (prev <= WY_NUMERATION_MAX && u->n_bases < WY_NUMERATION_MAX_DIGITS)
    {
      guint64 next;
      u->bases[u->n_bases++] = cur;
      if (cur > WY_NUMERATION_MAX)
        break;
      /* beyond MAX the value only has to stay above it */
      if (__builtin_mul_overflow (u->r, cur, &next)
          || __builtin_add_overflow (next, (guint64) (u->s - 1) * prev, &next))
        next = G_MAXUINT64;
      prev = cur;
      cur = next;
    }
  return TRUE;
}

/* A system wy_numeration_init made: its bases from 2 up, increasing (a
 * binding may hand one built empty, or with fields set by hand). */
static gboolean
system_ok (const WyNumeration *u)
{
  if (u == NULL || u->s < 2 || u->n_bases < 1 || u->n_bases > WY_NUMERATION_MAX_DIGITS
      || u->bases[0] != 2 || u->r != u->s + (u->t + 1) / 2)
    return FALSE;
  for (guint i = 1; i < u->n_bases; i++)
    if (u->bases[i] <= u->bases[i - 1])
      return FALSE;
  return TRUE;
}

static gboolean
rep_ok (const WyNumerationRep *rep)
{
  return rep != NULL && rep->len >= 1 && rep->len <= WY_NUMERATION_MAX_DIGITS;
}

/* R(n) of an even n <= WY_NUMERATION_MAX in a sound system. */
static void
represent (const WyNumeration *u, guint64 n, WyNumerationRep *rep)
{
  int top = 0;

  while (top + 1 < (int) u->n_bases && u->bases[top + 1] <= n)
    top++;
  rep->len = (guint) top + 1;
  for (int i = top; i >= 0; i--)
    {
      rep->digits[i] = n / u->bases[i];
      n -= rep->digits[i] * u->bases[i];
    }
}

gboolean
wy_numeration_represent (const WyNumeration *u, guint64 n, WyNumerationRep *rep,
                         GError **error)
{
  memset (rep, 0, sizeof *rep);
  rep->len = 1;
  if (!system_ok (u))
    {
      g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                           _("the numeration system is empty: make it with wy_numeration_init "
                             "from gamma:i=1 with s >= 2"));
      return FALSE;
    }
  if (n % 2 != 0 || n > WY_NUMERATION_MAX)
    {
      g_autofree char *max = g_strdup_printf ("%" G_GUINT64_FORMAT, WY_NUMERATION_MAX);
      g_autofree char *given = g_strdup_printf ("%" G_GUINT64_FORMAT, n);

      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("R(n) is defined for even n from 0 to %s, not %s"), max, given);
      return FALSE;
    }
  represent (u, n, rep);
  return TRUE;
}

guint64
wy_numeration_value (const WyNumeration *u, const WyNumerationRep *rep)
{
  guint64 n = 0;

  if (!system_ok (u) || !rep_ok (rep) || rep->len > u->n_bases)
    return 0;
  for (guint i = 0; i < rep->len; i++)
    n += rep->digits[i] * u->bases[i];
  return n;
}

char *
wy_numeration_rep_string (const WyNumeration *u, const WyNumerationRep *rep)
{
  GString *out = g_string_new (NULL);

  if (!system_ok (u) || !rep_ok (rep))
    return g_string_free (out, FALSE);
  for (int i = (int) rep->len - 1; i >= 0; i--)
    {
      if (u->r > 9 && i < (int) rep->len - 1)
        g_string_append_c (out, '.');
      g_string_append_printf (out, "%" G_GUINT64_FORMAT, rep->digits[i]);
    }
  return g_string_free (out, FALSE);
}

gboolean
wy_numeration_rep_valid (const WyNumeration *u, const WyNumerationRep *rep)
{
  if (!system_ok (u) || !rep_ok (rep) || rep->len > u->n_bases
      || (rep->len > 1 && rep->digits[rep->len - 1] == 0))
    return FALSE;
  for (guint i = 0; i < rep->len; i++)
    {
      if (rep->digits[i] > u->r)
        return FALSE;
      if (i > 0 && rep->digits[i] == u->r && rep->digits[i - 1] >= u->s - 1)
        return FALSE;
    }
  return TRUE;
}

guint
wy_numeration_trailing_zeros (const WyNumerationRep *rep)
{
  guint z = 0;

  if (!rep_ok (rep) || (rep->len == 1 && rep->digits[0] == 0))
    return 0;
  while (z < rep->len && rep->digits[z] == 0)
    z++;
  return z;
}

gboolean
wy_numeration_is_vile (const WyNumeration *u, guint64 n)
{
  WyNumerationRep rep;

  if (!wy_numeration_represent (u, n, &rep, NULL))
    return FALSE;
  return wy_numeration_trailing_zeros (&rep) % 2 == 0;
}

/* The value of LR(n): every digit one place up. */
static gboolean
shift_left (const WyNumeration *u, const WyNumerationRep *rep, guint64 *out)
{
  guint64 n = 0;

  if (rep->len + 1 > u->n_bases)
    return FALSE;
  for (guint i = 0; i < rep->len; i++)
    {
      guint64 term;
      if (__builtin_mul_overflow (rep->digits[i], u->bases[i + 1], &term)
          || __builtin_add_overflow (n, term, &n))
        return FALSE;
    }
  *out = n;
  return n <= WY_NUMERATION_MAX;
}

gboolean
wy_numeration_generator (const WyNumeration *u, guint64 n, guint64 *v, guint64 *d, guint64 *m)
{
  WyNumerationRep rep;
  guint64 step;

  if (!wy_numeration_represent (u, n, &rep, NULL))
    return FALSE;
  step = 2 * ((u->t + 1) / 2) + 4;
  if (n == 0)
    *v = *d = 0;
  else if (wy_numeration_trailing_zeros (&rep) % 2 == 0)
    {
      *v = n;
      if (!shift_left (u, &rep, d))
        return FALSE;
    }
  else
    {
      /* drop one trailing 0: R(V) with R(D) = LR(V) */
      *d = n;
      *v = 0;
      for (guint i = 1; i < rep.len; i++)
        *v += rep.digits[i] * u->bases[i - 1];
    }
  *m = (*d - (u->s - 1) * *v) / step;
  return TRUE;
}

gboolean
wy_numeration_is_ppos (const WyNumeration *u, guint64 x, guint64 y)
{
  guint64 lo = MIN (x, y) & ~G_GUINT64_CONSTANT (1), hi = MAX (x, y) & ~G_GUINT64_CONSTANT (1);
  WyNumerationRep rep;
  guint64 shifted;

  if (hi == 0)
    return TRUE;
  if (lo == 0 || hi > WY_NUMERATION_MAX || !system_ok (u))
    return FALSE;
  represent (u, lo, &rep);
  return wy_numeration_trailing_zeros (&rep) % 2 == 0 && shift_left (u, &rep, &shifted)
         && shifted == hi;
}

/* The P-positions Corollary 3.6 puts in row y of the board of side size,
 * increasing: (x - x mod 2) is the partner of y - y mod 2 in its
 * P-generator, the dopey D_m of a vile V_m or the other way round (0 for
 * 0), as wy_numeration_is_ppos reads a cell. */
static guint
row_ppos (const WyNumeration *u, guint y, guint size, guint64 *xs)
{
  guint64 even = y - y % 2, v, d, m, partner;
  guint n = 0;

  if (!wy_numeration_generator (u, even, &v, &d, &m))
    return 0;
  partner = even == v ? d : v;
  if (partner > WY_NUMERATION_MAX)
    return 0;
  for (guint64 x = partner; x <= partner + 1 && x < size; x++)
    xs[n++] = x;
  return n;
}

gboolean
wy_numeration_read (const WyNumeration *u, guint64 x, guint64 y, WyNumerationReading *out)
{
  guint64 v, d;

  memset (out, 0, sizeof *out);
  out->xbar = x & ~G_GUINT64_CONSTANT (1);
  out->ybar = y & ~G_GUINT64_CONSTANT (1);
  if (out->xbar > WY_NUMERATION_MAX || out->ybar > WY_NUMERATION_MAX || !system_ok (u))
    return FALSE;
  represent (u, out->xbar, &out->rx);
  represent (u, out->ybar, &out->ry);
  out->x_vile = wy_numeration_trailing_zeros (&out->rx) % 2 == 0;
  out->y_vile = wy_numeration_trailing_zeros (&out->ry) % 2 == 0;
  if (!wy_numeration_generator (u, out->xbar, &v, &d, &out->n))
    return FALSE;
  /* V_0 = D_0 = 0 */
  out->partner = out->xbar == v ? d : v;
  out->predicts_p = out->ybar == out->partner;
  return TRUE;
}

gboolean
wy_numeration_check_board (const WyNumeration *u, const WyBoard *board, WyPos *first, guint *n_p)
{
  guint size, n, i = 0;
  const WyPos *p;

  g_return_val_if_fail (board != NULL && first != NULL && n_p != NULL, FALSE);
  *first = (WyPos) { 0, 0 };
  *n_p = 0;
  if (!system_ok (u))
    return FALSE;
  size = wy_board_get_size (board);
  p = wy_board_get_ppos (board, &n);
  /* row by row, the board's P-positions (sorted by y then x) against the
   * Corollary's two: O(size + n), not a test of every cell */
  *n_p = n;
  for (guint y = 0; y < size; y++)
    {
      guint64 want[2];
      guint n_want = row_ppos (u, y, size, want), k = 0;

      for (; i < n && p[i].y == y; i++, k++)
        if (k >= n_want || want[k] != p[i].x)
          {
            /* the first cell where exactly one of them has a P-position */
            *first = k < n_want && want[k] < p[i].x ? (WyPos) { (guint) want[k], y } : p[i];
            return FALSE;
          }
      if (k < n_want)
        {
          *first = (WyPos) { (guint) want[k], y };
          return FALSE;
        }
    }
  return TRUE;
}
