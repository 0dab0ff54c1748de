/* wy-rule-cost.c: what a rule of your own costs before it is solved (its deadline: wy-rule-deadline.c).
 *
 * A rule's sweep (solve/wy-solve-rule.c) counts its work in units of about
 * a nanosecond: a cell, a pattern entry read or pushed, a row looked at, a
 * lane of a position-dependent rule per node. How many units a board
 * costs depends on the rule's moves and on how many P-positions it has,
 * which no reading of the rule's text can tell; so the model measures: it
 * solves the rule on small boards (16, 32, 64, ... two piles; 1024, 2048,
 * ... one pile), each stopped past WY_PROBE_CAP units, until a probe has
 * cost WY_PROBE_ENOUGH, and takes the growth between the last two probes
 * as a power of the side, never below the cells' (2, one pile 1) and never
 * above the most a sweep can cost (every cell reading every cell below
 * it: 4, one pile 2). The pattern's entries a cell (its density) give the
 * memory of the pattern beside the board's, the largest probe's lists a
 * cell the sweep's (a one-pile P-position's movers: up to 8 bytes a
 * position of the pile, 2.2 · 10^8 bytes of pile:rule=((n*d)%3!=1) at the
 * old cap of 26,315,578, which took it past the deadline). An adjoin adds
 * its base's own solve. The largest side is the one whose model stays within
 * WY_RULE_TIME_SHARE of the time budget and within the memory budget.
 *
 * It never solves: an adjoin's base is grown, and its largest side asked,
 * through the WyRuleBaseOps the engine hands down (wy-engine.c).
 *
 * The model is a forecast: a rule whose moves change their kind beyond
 * the probes' boards may cost more. The sweep then stops at the deadline
 * (wy_solve_get_time_budget seconds after it began) and says so. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>

#include "wy-engine-testing.h"
#include "wy-rule-cost.h"
#include "wy-side-model.h"
#include "wy-solve-rule.h"

/* The probes: enough work to measure the growth, at most this much each. */
#define WY_PROBE_ENOUGH 4.0e6
#define WY_PROBE_CAP ((guint64) 60 * 1000 * 1000)
/* the largest probes (two piles, one pile) */
#define WY_PROBE_MAX 512u
#define WY_PROBE_PILE_MAX (1u << 22)
/* an adjoin's base may cost its probes this much (processor seconds) */
#define WY_PROBE_BASE_SECONDS 0.05
/* Units a processor second of the sweeps, at the sizes the model allows
 * (docs/rules.md): measured 0.8 to 1.65 · 10^9 on one machine of the
 * project's, 0.79 to 1.3 · 10^9 on another (2026-11-30), where the CI's
 * run of a rule at 1.0 · 10^9 reached the deadline; the slower end. */
#define WY_RULE_UNITS_A_SECOND 0.8e9
/* and the seconds a byte of the board costs to map and clear: 0.13 s of
 * the kernel's for the 84 MB of side 4096, 0.74 s for the 320 MB of side
 * 8000 (beside a dozen other processes) */
#define WY_RULE_BYTE_SECONDS 2.0e-9
/* and the units' rate falls once the board outgrows the caches: a board
 * of B bytes runs them 1 + min (B / WY_RULE_CACHE_BYTES, 1) times slower,
 * half the rate at most (pile:rule=((n*d)%3!=1) made 0.5 to 0.6 · 10^9
 * units a second on its 240 MB, 0.35 · 10^9 beside three busy processes;
 * at the caps this gives, the rules of tests/test-rule-budget.c take 0.2
 * to 1.6 s of processor of the 2 s) */
#define WY_RULE_CACHE_BYTES (512.0 * 1024 * 1024)
/* the engines' memory budget (wy-engine.c), and the bytes a cell: status
 * and step, the Grundy values, an adjoin's base board */
#define WY_RULE_MEMORY ((double) ((guint64) 2 << 30))
/* a pattern's entries are at most 2^28 (wy-solve-rule.c) */
#define WY_RULE_ENTRIES_MAX ((double) (1u << 28))

typedef struct {
  gboolean one_pile, grundy, adjoin;
  guint    side;     /* the largest probe */
  double   work;     /* its units */
  double   alpha;    /* the work grows as the side to this power beyond it */
  double   density;  /* the pattern's entries a cell of the probe */
  double   lists;    /* the bytes of its sweep's lists a cell */
} RuleCost;

/* ---- the probes ---- */

/* An adjoin's base on a board of this side: its own model, or for a
 * built-in base its cap's time grown as the cells. */
static double
base_seconds (const WyGame *game, guint side, double seconds, const WyRuleBaseOps *ops)
{
  const WyGame *base = _wy_game_get_base (game);
  guint max;

  if (wy_game_is_custom (base))
    return _wy_rule_cost_seconds (base, FALSE, side, ops);
  max = MAX (ops->base_side (base, seconds), 1u);
  return side <= max ? seconds * ((double) side / max) * ((double) side / max) : G_MAXDOUBLE;
}

/* Probe sides double from the first until one costs WY_PROBE_ENOUGH (two
 * piles: and is at least 64, where the Grundy sweep takes a pattern's
 * runs), the growth from the last two. */
static void
measure (const WyGame *game, RuleCost *c, const WyRuleBaseOps *ops)
{
  guint first = c->one_pile ? 1024 : 16, last = c->one_pile ? WY_PROBE_PILE_MAX : WY_PROBE_MAX;
  double lo = c->one_pile ? 1 : 2, hi = c->one_pile ? 2 : 4, prev = 0;

  c->alpha = hi;
  for (guint side = first; side <= last; side *= 2)
    {
      WyRuleProbe p = { 0 };
      gboolean ok;

      /* an adjoin's probe solves its base first, on a board up to twice as large */
      if (c->adjoin && prev > 0
          && base_seconds (game, 2 * side, WY_TIME_BUDGET_DEFAULT, ops) > WY_PROBE_BASE_SECONDS)
        return;
      ok = ops->grow (_wy_game_get_rule (game), c->one_pile, side, NULL)
           && _wy_solve_rule_probe (game, side, c->grundy, WY_PROBE_CAP, &p);

      c->side = side;
      c->density = (double) p.entries / (c->one_pile ? side : (double) side * side);
      c->lists = (double) p.lists / (c->one_pile ? side : (double) side * side);
      /* stopped: at least the cap, and as steep as a sweep can be */
      if (!ok)
        {
          c->work = MAX ((double) WY_PROBE_CAP, prev * pow (2, hi));
          c->alpha = hi;
          return;
        }
      c->work = MAX ((double) p.work, 1);
      if (prev > 0)
        c->alpha = CLAMP (log2 (c->work / prev), lo, hi);
      if (prev > 0 && c->work >= WY_PROBE_ENOUGH && (c->one_pile || side >= 64))
        return;
      prev = c->work;
    }
}

/* The measured cost of the game (its own, the base's apart), once a
 * process: the probes of a rule cost some milliseconds. */
static RuleCost
rule_cost (const WyGame *game, gboolean grundy, const WyRuleBaseOps *ops)
{
  static GMutex lock;
  static GHashTable *cache;
  g_autofree char *rule = wy_game_to_string (game);
  g_autofree char *key = g_strdup_printf ("%d %s", grundy, rule);
  RuleCost c = { 0 }, *known;

  g_mutex_lock (&lock);
  if (!cache)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  known = g_hash_table_lookup (cache, key);
  if (known)
    c = *known;
  g_mutex_unlock (&lock);
  if (known)
    return c;
  c.one_pile = wy_game_is_one_pile (game);
  c.grundy = grundy;
  c.adjoin = _wy_game_get_base (game) != NULL;
  measure (game, &c, ops);
  g_mutex_lock (&lock);
  g_hash_table_replace (cache, g_steal_pointer (&key), g_memdup2 (&c, sizeof c));
  g_mutex_unlock (&lock);
  return c;
}

/* ---- the model ---- */

/* For tests: the model's seconds times this (1: as measured). */
static double scale = 1;

void
_wy_rule_cost_set_scale (double factor)
{
  scale = factor > 0 ? factor : 1;
}

typedef struct {
  const WyGame        *game;
  RuleCost             cost;
  double               seconds;  /* the budget the search is for */
  const WyRuleBaseOps *ops;
} Model;

/* Bytes of a board of this side: status and step (and the Grundy values),
 * the pattern, the sweep's lists (as many bytes a cell as the largest
 * probe's: a one-pile P-position's movers may be most of the pile), an
 * adjoin's base board beside it. */
static double
model_bytes (guint side, gconstpointer data)
{
  const RuleCost *c = &((const Model *) data)->cost;
  double cells = c->one_pile ? side : (double) side * side;
  double entries = c->density * cells;

  if (entries > WY_RULE_ENTRIES_MAX)
    return G_MAXDOUBLE;
  return cells * (5 + (c->grundy ? 4 : 0) + (c->adjoin ? 5 : 0) + c->lists) + 4 * entries;
}

static double
model_seconds (guint side, gconstpointer data)
{
  const Model *m = data;
  const RuleCost *c = &m->cost;
  double units = c->work * pow ((double) side / c->side, c->alpha);
  double bytes = model_bytes (side, data);

  return scale * (units / WY_RULE_UNITS_A_SECOND * (1 + MIN (bytes / WY_RULE_CACHE_BYTES, 1))
                  + bytes * WY_RULE_BYTE_SECONDS)
         + (c->adjoin ? base_seconds (m->game, side, m->seconds, m->ops) : 0);
}

double
_wy_rule_cost_bytes (const WyGame *game, gboolean grundy, guint size, const WyRuleBaseOps *ops)
{
  Model m = { game, rule_cost (game, grundy, ops), wy_solve_get_time_budget (), ops };

  return model_bytes (size, &m);
}

double
_wy_rule_cost_seconds (const WyGame *game, gboolean grundy, guint size, const WyRuleBaseOps *ops)
{
  Model m = { game, rule_cost (game, grundy, ops), wy_solve_get_time_budget (), ops };

  return model_seconds (size, &m);
}

guint
wy_solve_rule_max_size (const WyGame *game, gboolean grundy, double seconds,
                        const WyRuleBaseOps *ops)
{
  Model m = { game, rule_cost (game, grundy, ops), seconds, ops };
  const WyGame *base = _wy_game_get_base (game);
  guint hi = m.cost.one_pile ? G_MAXINT32 : G_MAXUINT16;

  /* an adjoin solves its base on the same board first */
  if (base)
    hi = MIN (hi, ops->base_side (base, seconds));
  hi = wy_side_within (1, hi, model_bytes, &m, WY_RULE_MEMORY);
  return wy_side_within (1, hi, model_seconds, &m, WY_RULE_TIME_SHARE * seconds);
}
