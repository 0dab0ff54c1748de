/* wy-automaton-check.c: the positions an automaton accepts against the exact P-set below n,
 * row by row, each row's accepted y enumerated in increasing order. */
#include "config.h"
#include "wy-automaton-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* A walk that took more than its bound of steps. */
#define TOO_COSTLY (G_MAXUINT64 - 1)
/* The steps a check may take: this many a digit of every position below n. */
#define STEPS_A_DIGIT 32

typedef struct {
  const WyAutomaton *a;
  const WyNumSystem *ns;
  guint              len;   /* every value below n fits this many digits */
  guint64            n;
  guint              width; /* this pass reads every position at this many digits */
  guint64            lim;   /* below min(n, the first value of width + 1 digits) */
  gint32             start; /* from this state (-1: the dead one) */
  guint8            *live;  /* [(len + 1) * n_states]: some word of that length is accepted */
  guint64            steps, max_steps; /* the digits tried, and the bound on them */
} Checker;

static void
checker_init (Checker *c, const WyAutomaton *a, guint64 n)
{
  guint s = a->n_states;

  c->a = a;
  c->ns = a->ns;
  c->n = n;
  c->len = _wy_ns_length (a->ns, n > 0 ? n - 1 : 0);
  c->width = c->len, c->lim = n, c->start = 0;
  c->steps = 0;
  c->max_steps = STEPS_A_DIGIT * n * (c->len + 1) + 1000000;
  c->live = g_new0 (guint8, (gsize) (c->len + 1) * MAX (s, 1));
  memcpy (c->live, a->accept, s);
  for (guint r = 1; r <= c->len; r++)
    for (guint q = 0; q < s; q++)
      for (guint l = 0; l < a->alphabet && !c->live[(gsize) r * s + q]; l++)
        {
          gint32 t = a->next[(gsize) q * a->alphabet + l];

          c->live[(gsize) r * s + q] = t >= 0 && c->live[(gsize) (r - 1) * s + t];
        }
}

/* The first y where x's row (x digits dx) differs from the P-set's ys[0 .. np - 1]
 * (sorted), or G_MAXUINT64: a depth-first walk over y's digits in increasing order. */
static guint64
row_first_diff (Checker *c, const guint8 *dx, const guint32 *ys, guint np)
{
  const WyAutomaton *a = c->a;
  const WyNumSystem *ns = c->ns;
  gint32 st[WY_NS_MAX_PLACES + 1];
  guint64 val[WY_NS_MAX_PLACES + 1];
  int dig[WY_NS_MAX_PLACES + 1];
  guint i = 0;
  int t = 0;

  st[0] = c->start, val[0] = 0, dig[0] = -1;
  while (a->n_states > 0 && c->start >= 0 && t >= 0)
    {
      if ((guint) t == c->width)
        {
          if (a->accept[st[t]] && i < np && ys[i] == val[t])
            i++;
          else if (a->accept[st[t]])
            return i < np && ys[i] < val[t] ? ys[i] : val[t];
          t--;
          continue;
        }
      int d = ++dig[t];
      guint pos = c->width - 1 - (guint) t;

      if (++c->steps > c->max_steps)
        return TOO_COSTLY;
      guint64 v = val[t] + (guint64) d * ns->place[pos];

      if (d > ns->bound[pos] || v >= c->lim
          || (t > 0 && ns->pair_rule && dig[t - 1] == ns->bound[pos + 1] && d != 0))
        {
          t--;
          continue;
        }
      if (i < np && ys[i] < v)
        return ys[i];  /* every y from here on is above the next P-position's */
      gint32 q = a->next[(gsize) st[t] * a->alphabet + dx[t] * a->n_digits + (guint) d];

      if (q < 0 || !c->live[(gsize) (c->width - (guint) t - 1) * a->n_states + q])
        continue;
      t++;
      st[t] = q, val[t] = v, dig[t] = -1;
    }
  return i < np ? ys[i] : G_MAXUINT64;
}

static gboolean
before (guint64 x, guint64 y, guint64 bx, guint64 by)
{
  guint64 m = MAX (x, y), bm = MAX (bx, by);

  return m != bm ? m < bm : y != by ? y < by : x < bx;
}

static int
check_two (Checker *c, const WyPset *set, GCancellable *cancellable, guint64 *bx,
           guint64 *by)
{
  guint8 dx[WY_NS_MAX_PLACES];
  gboolean found = FALSE;

  for (guint64 x = 0; x < c->lim && (!found || x <= MAX (*bx, *by)); x++)
    {
      if (x % 1024 == 0 && g_cancellable_is_cancelled (cancellable))
        return -1;
      _wy_ns_digits (c->ns, x, c->width, dx);
      guint64 y = row_first_diff (c, dx, set->ys + set->start[x],
                                  _wy_pset_lower (set, (guint) x, c->lim) - set->start[x]);

      if (y == TOO_COSTLY)
        return -2;

      if (y != G_MAXUINT64 && (!found || before (x, y, *bx, *by)))
        *bx = x, *by = y, found = TRUE;
    }
  return found ? 0 : 1;
}

typedef struct { guint p, q; } Pair;

static guint
uf_find (guint *parent, guint v)
{
  while (parent[v] != v)
    v = parent[v] = parent[parent[v]];
  return v;
}

/* State v's successor on letter l, the dead state (n_states) for none. */
static guint
succ (const WyAutomaton *a, guint v, guint l)
{
  gint32 r = v < a->n_states ? a->next[(gsize) v * a->alphabet + l] : -1;

  return r < 0 ? a->n_states : (guint) r;
}

/* Do the states that leading zeros reach (zs[0 .. nz - 1], zs[0] the start) accept the same
 * words as the start, so that no answer depends on leading zeros? Hopcroft and Karp's
 * union-find over pairs of states, the dead state n_states. Words that are no number's
 * digits count too: FALSE leaves the question to the passes over the positions. */
static gboolean
zeros_never_matter (const WyAutomaton *a, const gint32 *zs, guint nz)
{
  guint s = a->n_states;
  g_autofree guint *parent = g_new (guint, s + 1);
  g_autoptr (GArray) todo = g_array_new (FALSE, FALSE, sizeof (Pair));
  gboolean same = TRUE;

  for (guint v = 0; v <= s; v++)
    parent[v] = v;
  for (guint k = 1; k < nz; k++)
    {
      Pair pq = { 0, zs[k] < 0 ? s : (guint) zs[k] };

      if (uf_find (parent, pq.p) != uf_find (parent, pq.q))
        parent[uf_find (parent, pq.p)] = uf_find (parent, pq.q), g_array_append_val (todo, pq);
    }
  while (todo->len > 0 && same)
    {
      Pair pq = g_array_index (todo, Pair, todo->len - 1);

      g_array_set_size (todo, todo->len - 1);
      same = (pq.p < s && a->accept[pq.p]) == (pq.q < s && a->accept[pq.q]);
      for (guint l = 0; l < a->alphabet && same; l++)
        {
          Pair next = { succ (a, pq.p, l), succ (a, pq.q, l) };
          guint rp = uf_find (parent, next.p), rq = uf_find (parent, next.q);

          if (rp != rq)
            parent[rp] = rq, g_array_append_val (todo, next);
        }
    }
  return same;
}

static gboolean
p_at_origin (const WyPset *set)
{
  return set->tracks == 2 ? set->start[1] > set->start[0] && set->ys[0] == 0 : set->p[0] != 0;
}

/* Two tracks, every position at every number of leading zeros: at each width below c->len
 * from the start, at c->len from each state leading zeros reach (zs[1 ..]); the first
 * disagreement as check_two's. */
static int
check_zeros_two (Checker *c, const WyPset *set, const gint32 *zs, guint nz,
                 GCancellable *cancellable, guint64 *bx, guint64 *by)
{
  gboolean found = FALSE;

  for (guint k = 1; k < c->len + nz - 1; k++)
    {
      guint64 x, y;

      c->width = MIN (k, c->len);
      c->start = k < c->len ? 0 : zs[k - c->len + 1];
      c->lim = MIN (c->n, c->ns->place[c->width]);
      c->steps = 0;
      int v = check_two (c, set, cancellable, &x, &y);

      if (v < 0)
        return v;
      if (v == 0 && (!found || before (x, y, *bx, *by)))
        *bx = x, *by = y, found = TRUE;
    }
  return found ? 0 : 1;
}

/* One track: each pile's shortest digits from each state leading zeros reach. */
static int
check_zeros_one (const WyAutomaton *a, const WyPset *set, const gint32 *zs, guint nz,
                 GCancellable *cancellable, guint64 *bx)
{
  guint8 d[WY_NS_MAX_PLACES];

  for (guint64 x = set->first; x < set->n; x++)
    {
      guint len = _wy_ns_length (a->ns, x);

      if (x % 1024 == 0 && g_cancellable_is_cancelled (cancellable))
        return -1;
      _wy_ns_digits (a->ns, x, len, d);
      for (guint k = 1; k < nz; k++)
        {
          gint32 q = zs[k];

          for (guint t = 0; t < len && q >= 0; t++)
            q = a->next[(gsize) q * a->alphabet + d[t]];
          if ((q >= 0 && a->accept[q]) != (set->p[x] != 0))
            return *bx = x, 0;
        }
    }
  return 1;
}

/* The answers the main pass did not read: each position at every number of leading zeros,
 * and (0, 0) or 0 as no digits at all; nothing to read when leading zeros lead to states that
 * accept what the start accepts. */
static int
check_zeros (Checker *c, const WyPset *set, GCancellable *cancellable, guint64 *bx, guint64 *by)
{
  const WyAutomaton *a = c->a;
  g_autofree gint32 *zs = g_new (gint32, a->n_states + 2);
  guint nz = _wy_automaton_zero_states (a, zs);

  if (a->n_states == 0 || zeros_never_matter (a, zs, nz))
    return 1;
  *bx = *by = 0;
  if ((a->tracks == 2 || set->first == 0) && (a->accept[0] != 0) != p_at_origin (set))
    return 0;
  return a->tracks == 2 ? check_zeros_two (c, set, zs, nz, cancellable, bx, by)
                        : check_zeros_one (a, set, zs, nz, cancellable, bx);
}

int
_wy_automaton_check_set (const WyAutomaton *a, const WyPset *set, GCancellable *cancellable,
                         guint64 *bx, guint64 *by)
{
  Checker c;
  int verdict = 1;

  checker_init (&c, a, set->n);
  *bx = *by = 0;
  if (a->tracks == 2)
    verdict = check_two (&c, set, cancellable, bx, by);
  else
    for (guint64 x = set->first; x < set->n && verdict == 1; x++)
      if (wy_automaton_accepts (a, x, 0) != (set->p[x] != 0))
        *bx = x, verdict = 0;
  /* the passes over leading zeros run even after a disagreement: one they find may come
   * before it (a position wrong only with fewer digits than the full width) */
  if (verdict >= 0)
    {
      guint64 zx = 0, zy = 0;
      int zeros = check_zeros (&c, set, cancellable, &zx, &zy);

      if (zeros < 0)
        verdict = zeros;
      else if (zeros == 0 && (verdict == 1 || before (zx, zy, *bx, *by)))
        *bx = zx, *by = zy, verdict = 0;
    }
  g_debug ("check below %u: %" G_GUINT64_FORMAT " steps", set->n, c.steps);
  g_free (c.live);
  return verdict;
}

int
_wy_automaton_check_game (const WyAutomaton *a, const WyGame *game, guint n,
                          GCancellable *cancellable, guint64 *bx, guint64 *by, GError **error)
{
  guint heaps = wy_game_get_heaps (game);
  WyPset set;
  int verdict;

  *bx = *by = 0;
  if (heaps != a->tracks)
    {
      g_autofree char *tracks = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u track",
                                                              "%u tracks", a->tracks), a->tracks);
      g_autofree char *of_game = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u heap",
                                                               "%u heaps", heaps), heaps);

      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("automaton check: the automaton has %s and the game %s (they must be "
                     "equal)"), tracks, of_game);
      return -1;
    }
  if (n == 0 || n > G_MAXINT32)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("automaton check: the size must be from 1 to %u (%u given)"),
                   _wy_pset_max_size (game), n);
      return -1;
    }
  if (!_wy_pset_init (&set, game, n, cancellable, error))
    return -1;
  verdict = _wy_automaton_check_set (a, &set, cancellable, bx, by);
  _wy_pset_clear (&set);
  if (verdict == -1) /* cancelled: GIO's words, as a cancelled solve says */
    g_cancellable_set_error_if_cancelled (cancellable, error);
  if (verdict == -2)
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("automaton check: more than %d steps a digit of every position below %u "
                   "(the automaton's states stay live where it accepts nothing); give a "
                   "smaller size"), STEPS_A_DIGIT, n);
  if (verdict == 1 && n > wy_automaton_get_checked_to (a))
    g_atomic_int_set ((gint *) &((WyAutomaton *) a)->checked_to, (gint) n);
  return MAX (verdict, -1);
}

gboolean
wy_automaton_check (const WyAutomaton *a, const WyGame *game, guint n,
                    GCancellable *cancellable, guint64 *bad_x, guint64 *bad_y, GError **error)
{
  g_return_val_if_fail (a != NULL && game != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  guint64 bx = 0, by = 0;
  int verdict = _wy_automaton_check_game (a, game, n, cancellable, &bx, &by, error);

  if (verdict < 0)
    return FALSE;
  if (bad_x)
    *bad_x = bx;
  if (bad_y)
    *bad_y = by;
  return verdict == 1;
}
