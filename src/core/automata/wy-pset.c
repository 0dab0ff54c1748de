/* wy-pset.c: the exact P-set below n, indexed by x for the automata's readers. */
#include "config.h"
#include "wy-automaton-private.h"
#include "wy-solution-private.h"
#include "wy-solution.h"

#include <glib/gi18n-lib.h>
#include <string.h>

guint
_wy_pset_max_size (const WyGame *game)
{
  guint max = wy_solve_max_size (game, WY_NEED_STATUS, NULL);

  return max ? MIN (max, (guint) G_MAXINT32) : (guint) G_MAXINT32;
}

gboolean
_wy_pset_init (WyPset *set, const WyGame *game, guint n, GCancellable *cancellable,
               GError **error)
{
  WyQuery query = { .needs = WY_NEED_STATUS, .size = MAX (n, 1), .cancellable = cancellable };
  g_autoptr (WySolution) solution = NULL;
  const WyPos *pos;
  guint n_pos;

  memset (set, 0, sizeof *set);
  set->n = n;
  set->tracks = wy_game_get_heaps (game);
  if (set->tracks > 2)
    {
      g_autofree char *rule = wy_game_to_string (game);

      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("automata read games of one or two heaps: %s is played on %u heaps"), rule,
                   set->tracks);
      return FALSE;
    }
  if (!(solution = wy_solve (game, &query, error)))
    return FALSE;
  pos = wy_board_get_ppos (wy_solution_get_board (solution), &n_pos);
  if (set->tracks == 1)
    {
      set->first = wy_game_first_position (game);
      set->p = g_new0 (guint8, MAX (n, 1));
      for (guint i = 0; i < n_pos; i++)
        if (pos[i].x < n)
          set->p[pos[i].x] = 1;
      return TRUE;
    }
  set->start = g_new0 (guint32, (gsize) n + 2);
  for (guint i = 0; i < n_pos; i++)
    if (pos[i].x < n && pos[i].y < n)
      set->start[pos[i].x + 2]++;
  for (guint x = 2; x < n + 2; x++)
    set->start[x] += set->start[x - 1];
  set->ys = g_new (guint32, MAX (set->start[n + 1], 1));
  /* by y then x: each row's ys arrive sorted */
  for (guint i = 0; i < n_pos; i++)
    if (pos[i].x < n && pos[i].y < n)
      set->ys[set->start[pos[i].x + 1]++] = pos[i].y;
  return TRUE;
}

void
_wy_pset_clear (WyPset *set)
{
  g_clear_pointer (&set->start, g_free);
  g_clear_pointer (&set->ys, g_free);
  g_clear_pointer (&set->p, g_free);
}

guint32
_wy_pset_lower (const WyPset *set, guint x, guint64 lo)
{
  guint32 a = set->start[x], b = set->start[x + 1];

  while (a < b)
    {
      guint32 m = a + (b - a) / 2;

      if (set->ys[m] < lo)
        a = m + 1;
      else
        b = m;
    }
  return a;
}
