/* wy-recursion-board.c: the formula against an exact board: the cells where they differ. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>

#include "wy-recursion-private.h"

GArray *
wy_recursion_disagreements (const WyBoard *board, const GArray *formula)
{
  GArray *bad = g_array_new (FALSE, FALSE, sizeof (WyPos));
  g_autoptr (GArray) f = g_array_sized_new (FALSE, FALSE, sizeof (WyPos), formula->len);
  const WyPos *exact;
  guint n_exact, i = 0, j = 0;

  /* the formula's cells on this board, in the board's order */
  for (guint k = 0; k < formula->len; k++)
    {
      const WyPos *p = &g_array_index (formula, WyPos, k);
      if (wy_board_contains (board, p->x, p->y))
        g_array_append_vals (f, p, 1);
    }
  g_array_sort (f, wy_recursion_cmp_pos);
  exact = wy_board_get_ppos (board, &n_exact);
  while (i < n_exact || j < f->len)
    {
      const WyPos *fp = j < f->len ? &g_array_index (f, WyPos, j) : NULL;
      int c = i == n_exact ? 1 : !fp ? -1 : wy_recursion_cmp_pos (&exact[i], fp);

      if (c == 0)
        {
          i++, j++;
          continue;
        }
      g_array_append_vals (bad, c < 0 ? &exact[i++] : &g_array_index (f, WyPos, j++), 1);
    }
  return bad;
}

gboolean
wy_recursion_compare (const WyBoard *board, WyComparison *out, GError **error)
{
  g_autoptr (GArray) formula = NULL;
  g_autoptr (GArray) bad = NULL;

  g_return_val_if_fail (board != NULL && out != NULL, FALSE);
  memset (out, 0, sizeof *out);
  formula = wy_recursion_ppos (wy_board_get_game (board), wy_board_get_size (board), error);
  if (!formula)
    return FALSE;
  bad = wy_recursion_disagreements (board, formula);
  out->n_disagree = bad->len;
  if (bad->len > 0)
    {
      out->has_first = TRUE;
      out->first = g_array_index (bad, WyPos, 0);
      out->exact_status = wy_board_get_status (board, out->first.x, out->first.y);
    }
  return TRUE;
}
