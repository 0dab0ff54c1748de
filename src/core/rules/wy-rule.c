/* wy-rule.c: the move sets of rules of your own (docs/rules.md).
 *
 * moves:rule=(EXPR) and pile:rule=(EXPR) hold a parsed expression;
 * adjoin:base=(RULE) holds its base game (opaque here: the base's own moves
 * are the game's to answer, wy-game-moves.c) and, once handed in by the rule
 * engine (solve/wy-engine.c), the base's P-positions up to some side (a
 * bit each), shared by every copy of the game and grown under a lock when
 * a larger board asks: the moves an adjoin adds. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-rule.h"

/* reference counted as a g_atomic_rc_box */
struct _WyRule {
  WyExpr  *expr;
  gpointer base;
  GDestroyNotify free_base;
  char    *text;
  /* adjoin: the base's P-positions on a side x side board, a bit each,
   * rows of `words` words (one row for one pile) */
  GMutex   lock;
  guint64 *p_bits;
  guint    side, words;
  /* a position-dependent expression taken apart (wy_expr_split): NULL when
   * it cannot be */
  GPtrArray *patterns, *filters;
};

WyRule *
wy_rule_new_expr (const char *text, gboolean one_pile, guint *column, GError **error)
{
  WyExpr *expr = wy_expr_parse (text, one_pile, column, error);
  WyRule *rule;
  g_autofree char *canon = NULL;

  if (!expr)
    return NULL;
  rule = g_atomic_rc_box_new0 (WyRule);
  rule->expr = expr;
  canon = wy_expr_to_string (expr);
  rule->text = g_strdup_printf ("(%s)", canon);
  g_mutex_init (&rule->lock);
  if (!wy_rule_is_invariant (rule))
    {
      rule->patterns = g_ptr_array_new_with_free_func ((GDestroyNotify) wy_expr_free);
      rule->filters = g_ptr_array_new_with_free_func ((GDestroyNotify) wy_expr_free);
      /* every variable is a pile's size or what a move takes: below 2^31 */
      if (!wy_expr_split (expr, G_MAXINT32, rule->patterns, rule->filters))
        {
          g_clear_pointer (&rule->patterns, g_ptr_array_unref);
          g_clear_pointer (&rule->filters, g_ptr_array_unref);
        }
    }
  return rule;
}

guint
wy_rule_get_terms (const WyRule *rule, WyExpr *const **patterns, WyExpr *const **filters)
{
  if (!rule->patterns)
    return 0;
  *patterns = (WyExpr *const *) rule->patterns->pdata;
  *filters = (WyExpr *const *) rule->filters->pdata;
  return rule->patterns->len;
}

WyRule *
wy_rule_new_adjoin (gpointer base, const char *base_text, GDestroyNotify free_base)
{
  WyRule *rule = g_atomic_rc_box_new0 (WyRule);

  rule->base = base;
  rule->free_base = free_base;
  rule->text = g_strdup_printf ("(%s)", base_text);
  g_mutex_init (&rule->lock);
  return rule;
}

WyRule *
wy_rule_ref (WyRule *rule)
{
  return g_atomic_rc_box_acquire (rule);
}

/* What the rule holds, freed with its last reference. */
static void
rule_clear (WyRule *rule)
{
  wy_expr_free (rule->expr);
  if (rule->base)
    rule->free_base (rule->base);
  g_free (rule->text);
  g_free (rule->p_bits);
  g_clear_pointer (&rule->patterns, g_ptr_array_unref);
  g_clear_pointer (&rule->filters, g_ptr_array_unref);
  g_mutex_clear (&rule->lock);
}

void
wy_rule_unref (WyRule *rule)
{
  if (rule)
    g_atomic_rc_box_release_full (rule, (GDestroyNotify) rule_clear);
}

const char *
wy_rule_get_text (const WyRule *rule)
{
  return rule->text;
}

guint
wy_rule_get_lane_cost (const WyRule *rule)
{
  /* an adjoin's move is a bit of its base's P-positions */
  return rule->expr ? wy_expr_lane_cost (rule->expr) : 1;
}

gconstpointer
wy_rule_get_base (const WyRule *rule)
{
  return rule->base;
}

gboolean
wy_rule_is_invariant (const WyRule *rule)
{
  /* an adjoin's own moves, the base's P-positions, are (dx, dy) alone */
  return !rule->expr
         || (!wy_expr_uses (rule->expr, WY_EXPR_X) && !wy_expr_uses (rule->expr, WY_EXPR_Y));
}

guint
wy_rule_get_base_side (const WyRule *rule_)
{
  WyRule *rule = (WyRule *) rule_;
  guint side;

  g_mutex_lock (&rule->lock);
  side = rule->side;
  g_mutex_unlock (&rule->lock);
  return side;
}

void
wy_rule_take_base_pset (const WyRule *rule_, guint64 *bits, guint side, guint words)
{
  WyRule *rule = (WyRule *) rule_;

  g_mutex_lock (&rule->lock);
  if (side > rule->side)
    {
      g_free (rule->p_bits);
      rule->p_bits = g_steal_pointer (&bits);
      rule->side = side;
      rule->words = words;
    }
  g_mutex_unlock (&rule->lock);
  g_free (bits);
}

/* Is (dx, dy, dz) a P-position of the base (not the origin)? Two heaps:
 * dz = 0, row dy; three: row dz * side + dy of the base's cube. */
static gboolean
base_is_p (const WyRule *rule_, gboolean one_pile, guint dx, guint dy, guint dz,
           WyRuleGrowFunc grow)
{
  WyRule *rule = (WyRule *) rule_;
  guint far = MAX (dx, MAX (dy, dz));
  gboolean known, p = FALSE;

  g_mutex_lock (&rule->lock);
  known = far < rule->side;
  g_mutex_unlock (&rule->lock);
  if (!known && grow)
    {
      g_autoptr (GError) error = NULL;
      if (!grow (rule, one_pile, far + 1, &error))
        {
          g_warning ("adjoin: %s", error->message);
          return FALSE;
        }
    }
  g_mutex_lock (&rule->lock);
  if (far < rule->side)
    p = (rule->p_bits[((gsize) dz * rule->side + dy) * rule->words + dx / 64] >> (dx % 64)) & 1;
  g_mutex_unlock (&rule->lock);
  return p;
}

gboolean
wy_rule_is_move (const WyRule *rule, gboolean one_pile, guint x, guint y, guint dx, guint dy,
                 WyRuleGrowFunc grow)
{
  if (dx > x || dy > y || dx + dy == 0 || (one_pile && dy != 0))
    return FALSE;
  if (rule->expr)
    return wy_expr_holds (rule->expr, dx, dy, x, y);
  return base_is_p (rule, one_pile, dx, dy, 0, grow);
}

gboolean
wy_rule_is_heaps3 (const WyRule *rule)
{
  return rule->expr
         && (wy_expr_uses (rule->expr, WY_EXPR_DZ) || wy_expr_uses (rule->expr, WY_EXPR_Z));
}

gboolean
wy_rule_is_move3 (const WyRule *rule, guint x, guint y, guint z, guint dx, guint dy, guint dz,
                  WyRuleGrowFunc grow)
{
  if (dx > x || dy > y || dz > z || dx + dy + dz == 0)
    return FALSE;
  if (rule->expr)
    return wy_expr_holds3 (rule->expr, dx, dy, dz, x, y, z);
  return base_is_p (rule, FALSE, dx, dy, dz, grow);
}

void
wy_rule_moves_row (const WyRule *rule, gboolean one_pile, guint dx0, guint x0, int xstep,
                   guint dy, guint y, guint n, guint8 *legal)
{
  if (rule->expr)
    wy_expr_holds_row (rule->expr, dx0, x0, xstep, dy, y, n, legal);
  /* an adjoin: legal holds the base's moves; its P-positions are moves too */
  if (rule->base)
    {
      g_mutex_lock ((GMutex *) &rule->lock);
      for (guint i = 0; i < n; i++)
        {
          guint dx = dx0 + i;
          if (!legal[i] && dx < rule->side && dy < rule->side)
            legal[i] = (rule->p_bits[(gsize) dy * rule->words + dx / 64] >> (dx % 64)) & 1;
        }
      g_mutex_unlock ((GMutex *) &rule->lock);
    }
  /* the bounds of every move: never more than a pile holds */
  for (guint i = 0; i < n; i++)
    {
      guint dx = dx0 + i, x = x0 + xstep * (int) i;
      if (dx > x || dy > y || dx + dy == 0 || (one_pile && dy != 0))
        legal[i] = 0;
    }
}
