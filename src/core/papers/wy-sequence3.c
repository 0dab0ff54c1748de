/* wy-sequence3.c: the sequences of three heaps: the P-positions with a
 * fixed smallest heap X, (X, y, z) with X <= y <= z by y (Sun and
 * Zeilberger's A^2_n and A^3_n of Fraenkel's game, A^1 = X). */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-analysis-private.h"
#include "wy-solution-private.h"
#include "wy-solution.h"

/* How many terms a board holds, said in a refusal (here, beside the three heaps' refusal, so
 * that wy-sequence.c, which calls this file, is not called back). */
char *
_wy_sequence_terms_there (guint64 available)
{
  if (available == 0)
    return g_strdup (_("no term from the first one asked is settled there"));
  return g_strdup_printf (_("the count must be from 1 to %u here"),
                          (guint) MIN (available, (guint64) WY_SEQUENCE_MAX_COUNT));
}

/* The built-in families have exactly one P-position on each line along z
 * (a heap alone may be taken from: at most one; finitely many options of
 * (X, y, z) leave the third heap's line, so some z is free): the terms up
 * to y are known once every line below y has met its P-position (and
 * wy_sequence_check_game admits no other game). The terms from the cube
 * of side S: FALSE when a line's P-position lies beyond it before count
 * terms are known. */
static gboolean
terms_on_cube (const WyBoard *board, gboolean z_terms, guint X, guint64 first, guint64 count,
               GArray *terms)
{
  guint S = wy_board_get_size (board);
  guint64 n = 0;

  for (guint y = X; y < S; y++)
    {
      guint z = 0, step;
      while (z < S && wy_board_get_cell3 (board, X, y, z, &step) != WY_STATUS_P)
        z++;
      if (z >= S)
        return FALSE;
      if (z < y || y < X)
        continue;
      if (n >= first)
        {
          gint64 v = z_terms ? z : y;
          g_array_append_val (terms, v);
        }
      if (++n >= first + count)
        return TRUE;
    }
  return FALSE;
}

GArray *
_wy_sequence_ppos3_terms (const WyGame *game, gboolean z_terms, guint X, guint64 first,
                          guint64 count, GCancellable *cancellable, GError **error)
{
  guint max = wy_solve_max_size (game, WY_NEED_STATUS, NULL);

  if (X >= max)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("X = %u is beyond the largest cube this game is solved on (side %u): X "
                     "must be from 0 to %u"), X, max, max - 1);
      return NULL;
    }
  for (guint64 S = MIN (MAX (32, (guint64) X + 2 * (first + count) + 2), max);;
       S = MIN (2 * S, max))
    {
      WyQuery query = { .needs = WY_NEED_STATUS, .size = (guint) S, .cancellable = cancellable };
      g_autoptr (WySolution) solution = wy_solve (game, &query, error);
      g_autoptr (GArray) terms = NULL;

      if (!solution)
        return NULL;
      terms = g_array_new (FALSE, FALSE, sizeof (gint64));
      if (terms_on_cube (wy_solution_get_board (solution), z_terms, X, first, count, terms))
        return g_steal_pointer (&terms);
      if (S >= max)
        {
          g_autofree char *n = g_strdup_printf ("%" G_GUINT64_FORMAT, first + count);
          g_autofree char *there = _wy_sequence_terms_there (terms->len);

          g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "%s term of X = %u reaches beyond the largest cube this "
                                    "game is solved on (side %u): %s",
                                    "%s terms of X = %u reach beyond the largest cube this game "
                                    "is solved on (side %u): %s",
                                    (gulong) MIN (first + count, (guint64) G_MAXULONG)),
                       n, X, max, there);
          return NULL;
        }
    }
}
