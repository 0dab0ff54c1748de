/* wy-solve-rule-pattern.c: the pattern of a rule of your own, built once
 * before the sweeps of solve/wy-solve-rule.c: an invariant rule's moves
 * (dx, dy) as rows dy of ascending dx, or the union of a position-dependent
 * rule's terms' patterns with the filter each move takes. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-solve-rule-private.h"

gboolean
_wy_rule_no_memory (const RuleSolver *rs, GError **error)
{
  g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
               _("not enough memory for the moves of this rule on a board of size %u: choose "
                 "a smaller size"), rs->W);
  return FALSE;
}

/* The union of the terms' patterns, each move with the filter it takes. */
gboolean
_wy_rule_build_terms (RuleSolver *rs, GError **error)
{
  WyExpr *const *patterns;
  guint n_terms = wy_rule_get_terms (rs->rule, &patterns, &rs->filters);
  TryVec dxs = { 0 }, filter_of = { 0 };
  g_autofree guint8 *legal = g_try_malloc (rs->W);
  g_autofree gint32 *which = g_try_new (gint32, rs->W);

  rs->row_start = g_try_new (guint, rs->H + 1);
  if (!legal || !which || !rs->row_start || !try_reserve (&dxs, 4, 64)
      || !try_reserve (&filter_of, 4, 64))
    goto fail;
  for (guint dy = 0; dy < rs->H; dy++)
    {
      rs->row_start[dy] = dxs.len;
      for (guint dx = 0; dx < rs->W; dx++)
        which[dx] = G_MININT32;
      for (guint t = 0; t < n_terms; t++)
        {
          gint32 f = rs->filters[t] ? (gint32) t + 1 : 0;
          wy_expr_holds_row (patterns[t], 0, 0, 0, dy, 0, rs->W, legal);
          rs->work += (guint64) rs->W * rs->lane_cost;
          for (guint dx = 0; dx < rs->W; dx++)
            if (legal[dx])
              /* a move of two terms is always a move if either has no filter */
              which[dx] = which[dx] == G_MININT32 ? f : (which[dx] == 0 || f == 0) ? 0 : -1;
        }
      if (!try_reserve (&dxs, 4, rs->W) || !try_reserve (&filter_of, 4, rs->W))
        goto fail;
      for (guint dx = 0; dx < rs->W; dx++)
        if (which[dx] != G_MININT32 && dx + dy > 0 && !(rs->one_pile && dy > 0))
          {
            TRY_PUSH (dxs, guint32, dx);
            TRY_PUSH (filter_of, gint32, which[dx]);
          }
    }
  rs->row_start[rs->H] = dxs.len;
  rs->dxs = dxs.data;
  rs->filter_of = filter_of.data;
  return TRUE;
fail:
  g_free (dxs.data);
  g_free (filter_of.data);
  return _wy_rule_no_memory (rs, error);
}

gboolean
_wy_rule_build_pattern (RuleSolver *rs, GError **error)
{
  /* never empty, so that row pointers are never offsets from NULL */
  TryVec dxs = { 0 };
  g_autofree guint8 *legal = g_try_malloc (rs->W);

  rs->row_start = g_try_new (guint, rs->H + 1);
  if (!legal || !rs->row_start || !try_reserve (&dxs, 4, 64))
    {
      g_free (dxs.data);
      return _wy_rule_no_memory (rs, error);
    }
  for (guint dy = 0; dy < rs->H; dy++)
    {
      rs->row_start[dy] = dxs.len;
      /* x and y as large as the board: only the bounds of the piles use them */
      _wy_rule_moves_row (rs, rs->W - 1, 0, dy, rs->H - 1, rs->W, legal);
      rs->work += (guint64) rs->W * rs->lane_cost;
      if (dxs.len > (guint) 1 << 28 || !try_reserve (&dxs, 4, rs->W))
        {
          g_free (dxs.data);
          if (dxs.len <= (guint) 1 << 28)
            return _wy_rule_no_memory (rs, error);
          g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                       _("the rule has more than 2^28 moves on a board of size %u: choose a "
                         "smaller size"), rs->W);
          return FALSE;
        }
      for (guint dx = 0; dx < rs->W; dx++)
        if (legal[dx])
          TRY_PUSH (dxs, guint32, dx);
    }
  rs->row_start[rs->H] = dxs.len;
  rs->dxs = dxs.data;
  return TRUE;
}
