/* wy-recursion.c: the papers' recursions as sequences and their predicted P-positions (which
 * recursion a game has: wy-recursion-spec.c; the comparison with a board: wy-recursion-board.c). */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-game-private.h"
#include "wy-recursion-private.h"

#define WY_RECURSION_MAX_COUNT 100000000u        /* 10^8 terms */
#define WY_RECURSION_MAX_NTH   G_GUINT64_CONSTANT (1000000000)
#define WY_RECURSION_BUDGET    ((gsize) 1 << 30)  /* marker arrays, bytes */
#define WY_NO_CAP              G_MAXUINT64

/* ---- the sequence generator ---- */

typedef struct {
  WyRecSpec sp;
  guint64 n;
  guint64 lo;           /* mex^q_b so far: no later x is smaller */
  guint64 cap;          /* values >= cap are not tracked */
  guint64 limit;        /* values tracked so far: [0, limit) */
  guint8 *covered;      /* bitmap: covered by [v, v+b-1] for a value v of multiplicity >= q */
  guint8 *cnt8;         /* multiplicities (saturating at q), q <= 255 */
  guint16 *cnt16;       /* q > 255 */
  gboolean dups;        /* a listed pair may come again (skip convention) */
  guint64 group_id;     /* the current diagonal y - x */
  guint64 group_last;   /* the largest x listed on it, G_MAXUINT64: none */
  guint64 last_priority; /* index of the last pair of S(p, q) */
} WyRecGen;

static inline gboolean
gen_is_covered (const WyRecGen *g, guint64 v)
{
  return v < g->limit && (g->covered[v >> 3] >> (v & 7)) & 1;
}

static guint
gen_count (const WyRecGen *g, guint64 v)
{
  if (v >= g->limit || g->sp.q == 1)
    return 0;
  return g->cnt8 ? g->cnt8[v] : g->cnt16[v];
}

static gboolean
gen_grow (WyRecGen *g, guint64 need, GError **error)
{
  guint64 limit = MAX (MAX (need, g->limit * 2), 1u << 16);
  gsize per = g->sp.q == 1 ? 0 : g->sp.q <= 255 ? 1 : 2;
  guint64 old_bytes = (g->limit + 7) / 8;
  guint64 max_values = (guint64) WY_RECURSION_BUDGET * 8 / (1 + 8 * per);
  guint64 bytes;

  /* doubling may overshoot the budget while need itself still fits */
  limit = MIN (MIN (limit, g->cap), MAX (need, max_values));
  bytes = (limit + 7) / 8 + limit * per;
  if (bytes > WY_RECURSION_BUDGET || limit < need)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("the recursion needs more than %u MiB of memory to go past term %llu "
                     "(values reach %llu); ask for fewer terms"),
                   (guint) (WY_RECURSION_BUDGET >> 20), (unsigned long long) g->n,
                   (unsigned long long) need);
      return FALSE;
    }
  g->covered = g_realloc (g->covered, (limit + 7) / 8);
  memset (g->covered + old_bytes, 0, (limit + 7) / 8 - old_bytes);
  if (per == 1)
    {
      g->cnt8 = g_realloc (g->cnt8, limit);
      memset (g->cnt8 + g->limit, 0, limit - g->limit);
    }
  else if (per == 2)
    {
      g->cnt16 = g_realloc_n (g->cnt16, limit, 2);
      memset (g->cnt16 + g->limit, 0, (limit - g->limit) * 2);
    }
  g->limit = limit;
  return TRUE;
}

/* Mark [v, v + b - 1] covered. */
static gboolean
gen_cover (WyRecGen *g, guint64 v, GError **error)
{
  guint64 end = MIN (v + g->sp.b, g->cap);

  if (end > g->limit && !gen_grow (g, end, error))
    return FALSE;
  for (; v < end && (v & 7); v++)
    g->covered[v >> 3] |= 1u << (v & 7);
  for (; v + 8 <= end; v += 8)
    g->covered[v >> 3] = 0xff;
  for (; v < end; v++)
    g->covered[v >> 3] |= 1u << (v & 7);
  return TRUE;
}

/* Add one copy of v to the multiset. */
static gboolean
gen_insert (WyRecGen *g, guint64 v, GError **error)
{
  guint c;

  if (v >= g->cap)
    return TRUE;
  if (g->sp.q == 1)
    return gen_cover (g, v, error);
  if (v >= g->limit && !gen_grow (g, v + 1, error))
    return FALSE;
  c = gen_count (g, v);
  if (c >= g->sp.q)
    return TRUE;
  if (g->cnt8)
    g->cnt8[v] = c + 1;
  else
    g->cnt16[v] = c + 1;
  return c + 1 < g->sp.q || gen_cover (g, v, error);
}

static gboolean
gen_insert_pair (WyRecGen *g, guint64 x, guint64 y, GError **error)
{
  /* paper 000, Remark 2: a diagonal pair counts once */
  return gen_insert (g, x, error) && (x == y || gen_insert (g, y, error));
}

/* S(p, q) of paper 000 section 10: index j p + i holds (i, i + j),
 * j < q, i < min(p, q - j). */
static gboolean
gen_priority_pair (const WyRecGen *g, guint64 n, WyPair *pair)
{
  guint64 j = n / g->sp.p, i = n % g->sp.p;

  if (!g->sp.priority || j >= g->sp.q || i >= MIN (g->sp.p, g->sp.q - j))
    return FALSE;
  *pair = (WyPair) { i, i + j };
  return TRUE;
}

/* Refuse at once when even a lower bound of the values the first count
 * terms reach exceeds the budget: with q = 1, x_(n+1) - x_n >= b
 * (paper 001, section 8 (ii)), and y_n >= mult x_n + a floor(n/p). */
static gboolean
gen_check_budget (const WyRecSpec *sp, guint64 count, GError **error)
{
  gsize per = sp->q == 1 ? 0 : sp->q <= 255 ? 1 : 2;
  guint64 n = count > 2 ? count - 2 : 0;
  double low = (double) sp->a * (double) (n / sp->p);

  if (sp->q == 1)
    low += (double) sp->mult * sp->b * (double) n;
  if (low * (1.0 / 8 + per) <= (double) WY_RECURSION_BUDGET)
    return TRUE;
  g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
               g_dngettext (GETTEXT_PACKAGE,
                            "%llu term needs more than %u MiB of memory (values reach at least "
                            "%.3g); ask for at most about %.3g terms",
                            "%llu terms need more than %u MiB of memory (values reach at least "
                            "%.3g); ask for at most about %.3g terms", count),
               (unsigned long long) count, (guint) (WY_RECURSION_BUDGET >> 20), low,
               (double) count * WY_RECURSION_BUDGET / (low * (1.0 / 8 + per)));
  return FALSE;
}

static gboolean
gen_init (WyRecGen *g, const WyRecSpec *sp, guint64 cap, guint64 count, GError **error)
{
  memset (g, 0, sizeof *g);
  if (sp->kind == WY_REC_MEX && cap == WY_NO_CAP && !gen_check_budget (sp, count, error))
    return FALSE;
  g->sp = *sp;
  g->cap = cap;
  g->group_id = G_MAXUINT64;
  g->group_last = G_MAXUINT64;
  /* q = 1: x_n increases; p = 1: y_n increases (paper 000, section 9) */
  g->dups = sp->q >= 2 && sp->p >= 2;
  if (sp->kind != WY_REC_MEX)
    return TRUE;
  if (sp->has_first && !gen_insert_pair (g, sp->first.x, sp->first.y, error))
    return FALSE;
  for (guint64 n = 0; sp->priority && n / sp->p < sp->q; n++)
    {
      WyPair pr;
      if (gen_priority_pair (g, n, &pr))
        {
          g->last_priority = n;
          if (!gen_insert_pair (g, pr.x, pr.y, error))
            return FALSE;
        }
    }
  return TRUE;
}

static void
gen_clear (WyRecGen *g)
{
  g_free (g->covered);
  g_free (g->cnt8);
  g_free (g->cnt16);
  memset (g, 0, sizeof *g);
}

static guint64
gen_mex (WyRecGen *g)
{
  while (gen_is_covered (g, g->lo))
    g->lo++;
  return g->lo;
}

/* No pair from term n on has x below this. */
static guint64
gen_floor (WyRecGen *g)
{
  if (g->sp.kind == WY_REC_LINEAR)
    return g->n;
  if (g->sp.priority && g->n <= g->last_priority)
    return 0;
  return gen_mex (g);
}

/* The x of a pair on diagonal diag: the mex x, unless it was listed on
 * this diagonal already. Within a diagonal the listed x increase (a later
 * one is the least value above the mex, which only grows, that is neither
 * covered nor listed), so every uncovered value from the mex up to the
 * last listed one is listed: the answer is then the first uncovered value
 * after it. (A set of the listed x, searched value by value, cost O(p) a
 * term: nimpq with p = q = 1000 took minutes for 10^7 terms.) */
static guint64
gen_unlisted (WyRecGen *g, guint64 x, guint64 diag)
{
  if (g->group_id != diag || g->group_last == G_MAXUINT64 || x > g->group_last)
    return x;
  for (x = g->group_last + 1; gen_is_covered (g, x); x++)
    ;
  return x;
}

static void
gen_list (WyRecGen *g, guint64 x, guint64 diag)
{
  if (!g->dups)
    return;
  if (g->group_id != diag)
    {
      g->group_id = diag;
      g->group_last = G_MAXUINT64;
    }
  if (g->group_last == G_MAXUINT64 || x > g->group_last)
    g->group_last = x;
}

/* Pair n. Terms come in the order of n, which is the tables' order (by
 * y - x, then x): checked for p, q <= 6, a <= 3, b <= 3 over 20000 terms. */
static gboolean
gen_next (WyRecGen *g, WyPair *pair, GError **error)
{
  guint64 n = g->n, diag = g->sp.a * (n / g->sp.p), x;

  if (g->sp.kind == WY_REC_LINEAR)
    *pair = (WyPair) { n, n * g->sp.mult };
  else if (g->sp.has_first && n == 0)
    *pair = g->sp.first;
  else if (gen_priority_pair (g, n, pair))
    gen_list (g, pair->x, diag);
  else
    {
      x = gen_mex (g);
      if (g->dups)
        x = gen_unlisted (g, x, diag);
      *pair = (WyPair) { x, (guint64) ((gint64) (g->sp.mult * x + diag) + g->sp.add) };
      if (!gen_insert_pair (g, pair->x, pair->y, error))
        return FALSE;
      if (g->dups)
        gen_list (g, x, diag);
    }
  g->n++;
  return TRUE;
}

/* ---- public sequence functions ---- */

static gboolean
get_spec (const WyGame *game, WyRecSpec *sp, GError **error)
{
  if (_wy_recursion_spec_for_game (game, sp))
    return TRUE;
  _wy_game_refuse (game, error, _("no paper gives a recursion for the P-positions of %s"));
  return FALSE;
}

GArray *
wy_recursion_pairs (const WyGame *game, guint count, GError **error)
{
  WyRecSpec sp;
  WyRecGen g;
  GArray *out;

  g_return_val_if_fail (game != NULL, NULL);
  if (!get_spec (game, &sp, error))
    return NULL;
  if (count > WY_RECURSION_MAX_COUNT)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("too many terms: %u requested, at most %u (10^8) allowed"),
                   count, WY_RECURSION_MAX_COUNT);
      return NULL;
    }
  if (!gen_init (&g, &sp, WY_NO_CAP, count, error))
    {
      gen_clear (&g);
      return NULL;
    }
  out = g_array_sized_new (FALSE, FALSE, sizeof (WyPair), count);
  g_array_set_size (out, count);
  for (guint n = 0; n < count; n++)
    if (!gen_next (&g, &g_array_index (out, WyPair, n), error))
      {
        g_clear_pointer (&out, g_array_unref);
        break;
      }
  gen_clear (&g);
  return out;
}

/* The generator of game's terms 0 to last (below 10^9); gen_clear (g) after, either way. */
static gboolean
gen_init_upto (WyRecGen *g, const WyGame *game, guint64 last, GError **error)
{
  WyRecSpec sp;

  memset (g, 0, sizeof *g);
  if (!get_spec (game, &sp, error))
    return FALSE;
  if (last >= WY_RECURSION_MAX_NTH)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("term %llu is too far: n must be below 10^9"), (unsigned long long) last);
      return FALSE;
    }
  return gen_init (g, &sp, WY_NO_CAP, last + 1, error);
}

gboolean
wy_recursion_nth (const WyGame *game, guint64 n, WyPair *out, GError **error)
{
  return wy_recursion_nth_progress (game, n, out, NULL, NULL, error);
}

gboolean
wy_recursion_nth_progress (const WyGame *game, guint64 n, WyPair *out, WyProgressFunc progress,
                           gpointer user_data, GError **error)
{
  WyRecGen g;
  gboolean ok;

  g_return_val_if_fail (game != NULL && out != NULL, FALSE);
  ok = gen_init_upto (&g, game, n, error);
  for (guint64 i = 0; ok && i <= n; i++)
    {
      ok = gen_next (&g, out, error);
      if (progress && (i & 0xfffff) == 0)
        progress ((double) i / (n + 1), user_data);
    }
  gen_clear (&g);
  return ok;
}

static gboolean
terms_into (const WyGame *game, const guint64 *ns, guint n_ns, WyPair *out,
            GCancellable *cancellable, GError **error)
{
  WyRecGen g;
  gboolean ok;
  guint64 last;
  WyPair pair;

  g_return_val_if_fail (game != NULL && (n_ns == 0 || (ns != NULL && out != NULL)), FALSE);
  for (guint k = 1; k < n_ns; k++)
    if (ns[k] < ns[k - 1])
      return g_set_error (error, WY_ERROR, WY_ERROR_RANGE, _("the indices must not decrease: "
                          "%llu follows %llu"), (unsigned long long) ns[k],
                          (unsigned long long) ns[k - 1]), FALSE;
  if (n_ns == 0)
    return TRUE;
  last = ns[n_ns - 1];
  ok = gen_init_upto (&g, game, last, error);
  for (guint64 i = 0, k = 0; ok && i <= last; i++)
    {
      ok = gen_next (&g, &pair, error)
           && !((i & 0xfffff) == 0 && g_cancellable_set_error_if_cancelled (cancellable, error));
      for (; ok && k < n_ns && ns[k] == i; k++)
        out[k] = pair;
    }
  gen_clear (&g);
  return ok;
}

static void
add_pos (GArray *out, guint64 x, guint64 y, guint size)
{
  if (x < size && y < size)
    {
      WyPos pos = { (guint) x, (guint) y };
      g_array_append_val (out, pos);
    }
}

/* A pair's positions: its mirror too, unless the game is not symmetric;
 * the four shape's (x + e, y + f); one pile's (y, 0). */
static void
add_pair (GArray *out, const WyRecSpec *sp, const WyPair *pr, guint size)
{
  guint n = sp->shape == WY_SHAPE_FOUR ? 4 : 1;

  if (sp->shape == WY_SHAPE_ONE)
    add_pos (out, pr->y, 0, size);
  else
    for (guint e = 0; e < n; e++)
      {
        add_pos (out, pr->x + (e & 1), pr->y + (e >> 1), size);
        if (sp->shape != WY_SHAPE_AS_STATED)
          add_pos (out, pr->y + (e >> 1), pr->x + (e & 1), size);
      }
}

static void
sort_unique (GArray *out)
{
  WyPos *pos = (WyPos *) out->data;
  guint m = 0;

  g_array_sort (out, wy_recursion_cmp_pos);
  for (guint i = 0; i < out->len; i++)
    if (m == 0 || wy_recursion_cmp_pos (&pos[m - 1], &pos[i]) != 0)
      pos[m++] = pos[i];
  g_array_set_size (out, m);
}

/* The largest side whose P-positions fit the budget: S holds at most q (S + 2) / 2 pairs, a
 * position each (one pile), two or eight (the four shape); markers 1/8 + per a value. */
static guint
ppos_max_side (const WyRecSpec *sp)
{
  double per = sp->q == 1 ? 0 : sp->q <= 255 ? 1 : 2;
  guint k = sp->shape == WY_SHAPE_ONE ? 1 : sp->shape == WY_SHAPE_FOUR ? 8 : 2;
  double bytes = sp->q / 2.0 * k * sizeof (WyPos) + 1.0 / 8 + per;

  return (guint) MIN ((double) WY_RECURSION_BUDGET / bytes - 2, (double) G_MAXUINT);
}

GArray *
wy_recursion_ppos (const WyGame *game, guint size, GError **error)
{
  WyRecSpec sp;
  WyRecGen g = { 0 };
  WyPair pr;
  GArray *out;
  gboolean ok;
  guint max;

  g_return_val_if_fail (game != NULL, NULL);
  if (!get_spec (game, &sp, error))
    return NULL;
  max = ppos_max_side (&sp);
  /* values >= size + 2 can never affect a pair inside the board */
  ok = size <= max && gen_init (&g, &sp, (guint64) size + 2, 0, error);
  out = g_array_new (FALSE, FALSE, sizeof (WyPos));
  while (ok && ((sp.has_first && g.n == 0) || gen_floor (&g) < size))
    {
      ok = gen_next (&g, &pr, error);
      if (ok)
        add_pair (out, &sp, &pr, size);
      if (ok && out->len > WY_RECURSION_BUDGET / sizeof (WyPos)) /* whatever comes */
        ok = FALSE, max = (guint) MIN (gen_floor (&g), size - 1);
    }
  gen_clear (&g);
  if (!ok && size > max)
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY, _("the formula's P-positions on a board of "
                 "side %u need more than %u MiB: the side must be from 1 to %u"), size,
                 (guint) (WY_RECURSION_BUDGET >> 20), max);
  if (!ok)
    return g_array_unref (out), NULL;
  sort_unique (out);
  return out;
}

GArray *
wy_recursion_terms (const WyGame *game, const guint64 *ns, guint n_ns,
                    GCancellable *cancellable, GError **error)
{
  GArray *out = g_array_sized_new (FALSE, TRUE, sizeof (WyPair), n_ns);

  g_array_set_size (out, n_ns);
  if (!terms_into (game, ns, n_ns, (WyPair *) out->data, cancellable, error))
    {
      g_array_unref (out);
      return NULL;
    }
  return out;
}
