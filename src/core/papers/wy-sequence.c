/* wy-sequence.c: the sequences a game produces (P-positions, classes, one pile's P- and N-positions), in OEIS form; the Grundy sequences in wy-sequence-grundy.c. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-analysis-private.h"
#include "wy-game-private.h"
#include "wy-grundy-classes.h"
#include "wy-number-private.h"
#include "wy-solution-private.h"
#include "wy-solution.h"
#include "wy-spelling-private.h"

static const struct {
  const char     *name;
  WySequenceKind  kind;
  gboolean        has_param;
} kinds[] = {
  { "ppos-x", WY_SEQUENCE_PPOS_X, FALSE },
  { "ppos-y", WY_SEQUENCE_PPOS_Y, FALSE },
  { "grundy-row", WY_SEQUENCE_GRUNDY_ROW, TRUE },
  { "grundy-diagonal", WY_SEQUENCE_GRUNDY_DIAGONAL, TRUE },
  { "grundy-triangle", WY_SEQUENCE_GRUNDY_TRIANGLE, FALSE },
  { "grundy-antidiagonal", WY_SEQUENCE_GRUNDY_ANTIDIAGONAL, FALSE },
  { "class", WY_SEQUENCE_CLASS, TRUE },
  { "pile-p", WY_SEQUENCE_PILE_P, FALSE },
  { "pile-n", WY_SEQUENCE_PILE_N, FALSE },
  { "grundy-pile", WY_SEQUENCE_GRUNDY_PILE, FALSE },
  { "ppos3-y", WY_SEQUENCE_PPOS3_Y, TRUE },
  { "ppos3-z", WY_SEQUENCE_PPOS3_Z, TRUE },
};

#define WHAT_LIST "ppos-x, ppos-y, grundy-row=X, grundy-diagonal=D, grundy-triangle, " \
                  "grundy-antidiagonal, class=G, pile-p, pile-n, grundy-pile, ppos3-y=X or " \
                  "ppos3-z=X"

static void
unknown_sequence (const char *what, gsize len, GError **error)
{
  const char *names[G_N_ELEMENTS (kinds)];
  g_autofree char *name = g_strndup (what, len);
  const char *meant;

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    names[i] = kinds[i].name;
  if ((meant = _wy_spelling_nearest (name, names, G_N_ELEMENTS (kinds))))
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                 _("unknown sequence '%.40s' (did you mean '%s'?): choose %s"), what, meant,
                 WHAT_LIST);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("unknown sequence '%.40s': choose %s"),
                 what, WHAT_LIST);
}

/* A parameter as the command line writes numbers: an optional '-', then a whole number,
 * digits or a power ("2^3", as --size takes it); one beyond 63 bits saturated, for the range
 * to refuse. */
static gboolean
parse_param (const char *text, gint64 *out)
{
  const char *p = text;
  gboolean negative;
  guint64 v;

  while (g_ascii_isspace (*p))
    p++;
  negative = *p == '-';
  if (!g_ascii_isdigit (p[negative]) || !_wy_parse_whole (p + negative, &v))
    return FALSE;
  v = MIN (v, (guint64) G_MAXINT64);
  *out = negative ? -(gint64) v : (gint64) v;
  return TRUE;
}

gboolean
wy_sequence_parse (const char *what, WySequenceKind *kind, gint64 *param, GError **error)
{
  const char *eq = strchr (what, '=');
  gsize len = eq ? (gsize) (eq - what) : strlen (what);

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      gboolean number = FALSE;

      if (strlen (kinds[i].name) != len || strncmp (what, kinds[i].name, len) != 0)
        continue;
      *kind = kinds[i].kind;
      *param = 0;
      if (!kinds[i].has_param && eq == NULL)
        return TRUE;
      if (kinds[i].has_param && eq != NULL)
        number = parse_param (eq + 1, param);
      if (number && *param >= -1000000 && *param <= 1000000
          && (*param >= 0 || *kind == WY_SEQUENCE_GRUNDY_DIAGONAL)
          && (*param <= WY_CLASS_VALUE_MAX || *kind != WY_SEQUENCE_CLASS))
        return TRUE;
      /* class=G has the Grundy values' range, not 1000000 */
      if (*kind == WY_SEQUENCE_CLASS && number)
        g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                     _("class=%.40s is out of range: G must be from 0 to %u"), eq + 1,
                     WY_CLASS_VALUE_MAX);
      else if (*kind == WY_SEQUENCE_CLASS)
        g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                     _("class needs a whole number: class=G, G from 0 to %u"), WY_CLASS_VALUE_MAX);
      else if (!kinds[i].has_param)
        g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s takes no value"), kinds[i].name);
      else if (number)
        /* a whole number, out of range (or beyond 64 bits) */
        g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                     _("%s=%.40s is out of range: N must be from %s to 1000000"), kinds[i].name,
                     eq + 1, *kind == WY_SEQUENCE_GRUNDY_DIAGONAL ? "-1000000" : "0");
      else
        g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                     _("%s needs a whole number: %s=N, N from %s to 1000000"), kinds[i].name,
                     kinds[i].name, *kind == WY_SEQUENCE_GRUNDY_DIAGONAL ? "-1000000" : "0");
      return FALSE;
    }
  unknown_sequence (what, len, error);
  return FALSE;
}

static gint
compare_x_then_y (gconstpointer a, gconstpointer b)
{
  const WyPos *p = a, *q = b;

  if (p->x != q->x)
    return p->x < q->x ? -1 : 1;
  return p->y < q->y ? -1 : (p->y > q->y);
}

/* The positions (x <= y) among cells, by x: the sequence's pairs. */
static GArray *
lower_pairs (const GArray *cells)
{
  GArray *pairs = g_array_new (FALSE, FALSE, sizeof (WyPos));

  for (guint i = 0; i < cells->len; i++)
    if (g_array_index (cells, WyPos, i).x <= g_array_index (cells, WyPos, i).y)
      g_array_append_val (pairs, g_array_index (cells, WyPos, i));
  g_array_sort (pairs, compare_x_then_y);
  return pairs;
}

/* The P-positions (or the cells of one Grundy value) on a board of side size. */
static GArray *
cells_on_board (const WyGame *game, WySequenceKind kind, guint value, guint size,
                GCancellable *cancellable, GError **error)
{
  g_autoptr (WySolution) solution = NULL;
  const WyPos *ppos;
  GArray *cells;
  guint n;

  if (kind == WY_SEQUENCE_CLASS)
    return wy_grundy_class (game, size, value, NULL, NULL, cancellable, error);
  solution = wy_solve (game, &(WyQuery) { .needs = WY_NEED_STATUS, .size = size,
                                          .cancellable = cancellable }, error);
  if (!solution)
    return NULL;
  ppos = wy_board_get_ppos (wy_solution_get_board (solution), &n);
  cells = g_array_sized_new (FALSE, FALSE, sizeof (WyPos), n);
  return g_array_append_vals (cells, ppos, n);
}

/* The first column x that the board of side size may leave open above it: a P-position (a
 * cell of the value) of x <= y beyond the board, with y >= size, cannot lie in a column x
 * that has a cell (x'', y'') on the board with x - band < x'' <= x in each class of y mod
 * step, for its move to that cell (_wy_game_column_reach). So the pairs of x up to that
 * column are final; size when every column is closed. */
static guint
first_open_column (const GArray *cells, guint size, guint band, guint step)
{
  g_autofree guint8 *seen = g_new0 (guint8, size);
  guint count[2] = { 0, 0 }, x;

  for (guint i = 0; i < cells->len; i++)
    seen[g_array_index (cells, WyPos, i).x] |= 1u << (g_array_index (cells, WyPos, i).y % step);
  for (x = 0; x < size; x++)
    {
      guint r;

      for (r = 0; r < step; r++)
        {
          count[r] += (seen[x] >> r) & 1;
          if (x >= band)
            count[r] -= (seen[x - band] >> r) & 1;
        }
      for (r = 0; r < step && count[r] > 0; r++)
        ;
      if (r < step)
        break;
    }
  return x;
}

/* How many of the pairs the board settles. With the game's column reach, those of x up to
 * the first open column: a proof. Without one (a rule of your own, blocking, block=Q),
 * those of y below half the side, up to the first that is not, so that a pair of smaller x
 * beyond the board is unlikely: a safeguard, not a proof (wy_sequence_is_proven). */
static guint64
pairs_final (const WyGame *game, const GArray *cells, const GArray *pairs, guint size)
{
  guint band, step = _wy_game_column_reach (game, &band), open;
  guint64 k = 0;

  g_assert (step <= 2);
  if (step == 0)
    {
      while (k < pairs->len && g_array_index (pairs, WyPos, k).y < size / 2)
        k++;
      return k;
    }
  open = first_open_column (cells, size, band, step);
  while (k < pairs->len && g_array_index (pairs, WyPos, k).x <= open)
    k++;
  return k;
}

gboolean
wy_sequence_is_proven (const WyGame *game, WySequenceKind kind)
{
  guint band;

  g_return_val_if_fail (game != NULL, FALSE);
  return (kind != WY_SEQUENCE_PPOS_X && kind != WY_SEQUENCE_PPOS_Y
          && kind != WY_SEQUENCE_CLASS)
         || _wy_game_column_reach (game, &band) > 0;
}

/* Pairs by x, from boards doubling in side until the last term needed is final
 * (pairs_final). */
static GArray *
pair_terms (const WyGame *game, WySequenceKind kind, gint64 param, guint64 first, guint64 count,
            GCancellable *cancellable, GError **error)
{
  guint64 need = first + count;
  guint max, size;

  /* class=G: the sweep's cap for G (390625 for 255 in wythoff), so that a count beyond it is
   * told as one (before, 2000000: the sweep refused "board size 400016 ...: the size must be
   * from 1 to 390625", a size sequence does not take); 1 where there is no sweep, which
   * refuses the game */
  if (kind == WY_SEQUENCE_CLASS)
    max = MAX (_wy_grundy_class_max_size (game, (guint) param, NULL), 1);
  else
    max = wy_solve_max_size (game, WY_NEED_STATUS, NULL);
  for (size = (guint) MIN (MAX (64, 4 * need + 16), max);; size = (guint) MIN ((guint64) size * 2, max))
    {
      g_autoptr (GArray) cells = cells_on_board (game, kind, (guint) param, size, cancellable,
                                                 error);
      g_autoptr (GArray) pairs = cells ? lower_pairs (cells) : NULL;
      guint64 final;
      GArray *terms;

      if (!pairs)
        return NULL;
      final = pairs_final (game, cells, pairs, size);
      if (final >= need)
        {
          terms = g_array_sized_new (FALSE, FALSE, sizeof (gint64), (guint) count);
          for (guint64 i = first; i < need; i++)
            {
              const WyPos *p = &g_array_index (pairs, WyPos, i);
              gint64 v = kind == WY_SEQUENCE_PPOS_Y ? p->y : p->x;
              g_array_append_val (terms, v);
            }
          return terms;
        }
      if (size >= max)
        {
          g_autofree char *there = _wy_sequence_terms_there (final > first ? final - first : 0);

          g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                       _("%u terms reach beyond the largest board this game is solved on "
                         "(side %u): %s"), (guint) need, max, there);
          return NULL;
        }
    }
}

static GArray *
pile_terms (const WyGame *game, WyStatus want, guint64 first, guint64 count,
            GCancellable *cancellable, GError **error)
{
  guint64 need = first + count;
  guint max = wy_solve_max_size (game, WY_NEED_STATUS, NULL), size;

  if (!wy_game_is_one_pile (game))
    {
      g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                           _("pile-p and pile-n are the sequences of one-pile games (mark, "
                             "upmark)"));
      return NULL;
    }
  for (size = (guint) MIN (MAX (64, 4 * need), max);; size = (guint) MIN ((guint64) size * 2, max))
    {
      g_autoptr (WySolution) solution =
        wy_solve (game, &(WyQuery) { .needs = WY_NEED_STATUS, .size = size,
                                     .cancellable = cancellable }, error);
      WyBoard *board;
      GArray *terms;
      guint64 seen = 0;

      if (!solution)
        return NULL;
      board = wy_solution_get_board (solution);
      terms = g_array_sized_new (FALSE, FALSE, sizeof (gint64), (guint) count);
      for (guint n = 0; n < size && seen < need; n++)
        if (wy_board_get_status (board, n, 0) == want && seen++ >= first)
          {
            gint64 v = n;
            g_array_append_val (terms, v);
          }
      if (seen >= need)
        return terms;
      if (size >= max)
        {
          g_autofree char *there = _wy_sequence_terms_there (terms->len);

          g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                       _("%u terms reach beyond the largest pile this game is solved for (%u): "
                         "%s"), (guint) need, max, there);
          g_array_unref (terms);
          return NULL;
        }
      g_array_unref (terms);
    }
}

guint
wy_sequence_offset (WySequenceKind kind)
{
  return kind == WY_SEQUENCE_PILE_P || kind == WY_SEQUENCE_PILE_N ? 1 : 0;
}

guint
wy_sequence_first_index (const WyGame *game, WySequenceKind kind)
{
  g_return_val_if_fail (game != NULL, 0);
  if (kind == WY_SEQUENCE_GRUNDY_PILE && wy_game_is_one_pile (game))
    return wy_game_first_position (game);
  return wy_sequence_offset (kind);
}

static gboolean
is_pile_kind (WySequenceKind kind)
{
  return kind == WY_SEQUENCE_PILE_P || kind == WY_SEQUENCE_PILE_N
         || kind == WY_SEQUENCE_GRUNDY_PILE;
}

static gboolean
is_grundy_kind (WySequenceKind kind)
{
  return kind == WY_SEQUENCE_GRUNDY_ROW || kind == WY_SEQUENCE_GRUNDY_DIAGONAL
         || kind == WY_SEQUENCE_GRUNDY_TRIANGLE || kind == WY_SEQUENCE_GRUNDY_ANTIDIAGONAL
         || kind == WY_SEQUENCE_GRUNDY_PILE;
}

/* The refusal of first below the kind's first index for the game. */
static void
below_first (const WyGame *game, WySequenceKind kind, guint64 first, GError **error)
{
  g_autofree char *rule = wy_game_to_string (game);
  g_autofree char *from = g_strdup_printf ("%" G_GUINT64_FORMAT, first);

  if (kind == WY_SEQUENCE_GRUNDY_PILE)
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("%s has no pile %s: the terms of grundy-pile, g(n), start at n = %u"), rule,
                 from, wy_sequence_first_index (game, kind));
  else
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("%s numbers its terms from %u, as the OEIS does: the first index is at "
                   "least %u"), kind == WY_SEQUENCE_PILE_P ? "pile-p" : "pile-n",
                 wy_sequence_offset (kind), wy_sequence_offset (kind));
}

/* The refusal of a kind of sequence the game's heaps or piles do not have. */
static void
refuse_kind (const WyGame *game, WySequenceKind kind, GError **error)
{
  const char *text;

  if (wy_game_get_heaps (game) == 3)
    text = _("a game of three heaps has the sequences ppos3-y=X and ppos3-z=X");
  else if (kind == WY_SEQUENCE_PPOS3_Y || kind == WY_SEQUENCE_PPOS3_Z)
    text = _("ppos3-y and ppos3-z are the sequences of games of three heaps");
  else if (wy_game_is_one_pile (game))
    text = _("a one-pile game has the sequences pile-p, pile-n and grundy-pile (its Grundy "
             "values g(n))");
  else if (kind == WY_SEQUENCE_GRUNDY_PILE)
    text = _("grundy-pile is the sequence of one-pile games (mark, upmark, pile:); a two-pile "
             "game has grundy-row=X, grundy-diagonal=D, grundy-triangle and "
             "grundy-antidiagonal");
  else
    text = _("pile-p and pile-n are the sequences of one-pile games (mark, upmark)");
  g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED, text);
}

gboolean
wy_sequence_check_game (const WyGame *game, WySequenceKind kind, GError **error)
{
  gboolean ppos3 = kind == WY_SEQUENCE_PPOS3_Y || kind == WY_SEQUENCE_PPOS3_Z;
  WyFamily f;

  g_return_val_if_fail (game != NULL, FALSE);
  if ((wy_game_get_heaps (game) == 3) != ppos3
      || (!ppos3 && wy_game_is_one_pile (game) != is_pile_kind (kind)))
    {
      refuse_kind (game, kind, error);
      return FALSE;
    }
  f = wy_game_get_family (game);
  if (ppos3 && f != WY_FAMILY_NIM3 && f != WY_FAMILY_WYTHOFF3 && f != WY_FAMILY_FRAENKEL3)
    {
      g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                           _("ppos3-y and ppos3-z are defined for nim:heaps=3, wythoff:heaps=3 "
                             "and fraenkel3, whose every line along z holds one P-position"));
      return FALSE;
    }
  if (is_grundy_kind (kind))
    return wy_game_check_grundy (game, error);
  return TRUE;
}

/* wy_sequence_parse for the game it is asked of: an X of ppos3-y=X or ppos3-z=X beyond the
 * parameters' bound (negative, beyond 1000000) is told the game's range of X, below its
 * largest cube's side, as a larger X in range of the bound is (_wy_sequence_ppos3_terms). */
gboolean
_wy_sequence_parse_for (const WyGame *game, const char *what, WySequenceKind *kind,
                        gint64 *param, GError **error)
{
  g_autoptr (GError) local = NULL;
  const char *name;
  guint max;

  /* a name of no sequence leaves kind as it is */
  *kind = WY_SEQUENCE_PPOS_X;
  if (wy_sequence_parse (what, kind, param, &local))
    return TRUE;
  if ((*kind != WY_SEQUENCE_PPOS3_Y && *kind != WY_SEQUENCE_PPOS3_Z)
      || !(g_error_matches (local, WY_ERROR, WY_ERROR_RANGE)
           || g_error_matches (local, WY_ERROR, WY_ERROR_PARSE))
      || !wy_sequence_check_game (game, *kind, NULL))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  max = wy_solve_max_size (game, WY_NEED_STATUS, NULL);
  name = *kind == WY_SEQUENCE_PPOS3_Y ? "ppos3-y" : "ppos3-z";
  if (local->code == WY_ERROR_RANGE)
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("%.40s is out of range: X must be from 0 to %u (the largest cube this game is "
                   "solved on has side %u)"), what, max - 1, max);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                 _("%s needs a whole number: %s=X, X from 0 to %u (the largest cube this game is "
                   "solved on has side %u)"), name, name, max - 1, max);
  return FALSE;
}

GArray *
wy_sequence_terms (const WyGame *game, WySequenceKind kind, gint64 param, guint64 first,
                   guint64 count, GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (game != NULL, NULL);
  if (count < 1 || count > WY_SEQUENCE_MAX_COUNT || first > G_MAXUINT64 - count)
    {
      g_autofree char *n = g_strdup_printf ("%" G_GUINT64_FORMAT, count);
      g_autofree char *from = g_strdup_printf ("%" G_GUINT64_FORMAT, first);

      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("%s terms from term %s: the count must be from 1 to %u"), n, from,
                   WY_SEQUENCE_MAX_COUNT);
      return NULL;
    }
  if (first < wy_sequence_first_index (game, kind))
    {
      below_first (game, kind, first, error);
      return NULL;
    }
  first -= wy_sequence_offset (kind);
  if (!wy_sequence_check_game (game, kind, error))
    return NULL;
  if (kind == WY_SEQUENCE_PPOS3_Y || kind == WY_SEQUENCE_PPOS3_Z)
    return _wy_sequence_ppos3_terms (game, kind == WY_SEQUENCE_PPOS3_Z, (guint) param, first,
                                     count, cancellable, error);
  switch (kind)
    {
    case WY_SEQUENCE_PPOS_X:
    case WY_SEQUENCE_PPOS_Y:
    case WY_SEQUENCE_CLASS:
      return pair_terms (game, kind, param, first, count, cancellable, error);
    case WY_SEQUENCE_GRUNDY_ROW:
    case WY_SEQUENCE_GRUNDY_DIAGONAL:
    case WY_SEQUENCE_GRUNDY_TRIANGLE:
    case WY_SEQUENCE_GRUNDY_ANTIDIAGONAL:
    case WY_SEQUENCE_GRUNDY_PILE:
      return _wy_sequence_grundy_terms (game, kind, param, first, count, cancellable, error);
    case WY_SEQUENCE_PILE_P:
      return pile_terms (game, WY_STATUS_P, first, count, cancellable, error);
    case WY_SEQUENCE_PILE_N:
    default:
      return pile_terms (game, WY_STATUS_N, first, count, cancellable, error);
    }
}
