/* wy-board-query.c: questions about a solved board: P-options, winning moves, elimination lines. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-board-private.h"
#include "wy-engine.h"
#include "wy-line-rule.h"

GArray *
wy_board_list_p_options (const WyBoard *board, guint x, guint y)
{
  return _wy_board_list_p_options_cancellable (board, x, y, NULL, NULL);
}

GArray *
_wy_board_list_p_options_cancellable (const WyBoard *board, guint x, guint y,
                                      GCancellable *cancellable, GError **error)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (WyMove));
  guint n;
  const WyPos *ppos;

  if (!wy_board_contains (board, x, y))
    return moves;
  /* Imitation Nim, Mark and UpMark: their few options, not the P-list (a
   * strip builds it from 2^27 bits) */
  if (_wy_engine_desc (board->game)->p_options)
    {
      _wy_engine_desc (board->game)->p_options (board, x, y, moves, cancellable);
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        g_clear_pointer (&moves, g_array_unref);
      return moves;
    }
  ppos = wy_board_get_ppos (board, &n);
  for (guint i = 0; i < n && ppos[i].y <= y; i++)
    {
      const WyPos *t = &ppos[i];
      if (t->x > x || (t->x == x && t->y == y))
        continue;
      WyLineKind line = wy_game_move_line (board->game, x, y, x - t->x, y - t->y);
      if (line == WY_LINE_NONE)
        continue;
      WyMove m = { *t, x - t->x, y - t->y, WY_STATUS_P,
                   wy_board_get_step (board, t->x, t->y), line, 0, 0,
                   wy_game_move_lines_also (board->game, x, y, x - t->x, y - t->y) };
      g_array_append_val (moves, m);
    }
  g_array_sort (moves, _wy_move_compare);
  return moves;
}

GArray *
wy_board_list_winning_moves (const WyBoard *board, guint x, guint y)
{
  if (!wy_board_contains (board, x, y) || wy_board_get_status (board, x, y) != WY_STATUS_N)
    return g_array_new (FALSE, FALSE, sizeof (WyMove));
  return wy_board_list_p_options (board, x, y);
}

/* A game with blocking (block=Q, nimpq): can the previous player block all n moves into P? */
static char *
explain_blocks (const WyGame *game, WyStatus status, guint n)
{
  g_autofree char *budget = _wy_game_describe_blocks (game);

  if (status == WY_STATUS_N)
    /* Translators: %s is what the previous player may block, e.g. "at most 2 moves" or
     * "up to 1 diagonal-type and 2 row/column-type moves (reading: linecount)" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%u move into P-positions; the previous player may block "
                                         "%s: it cannot be blocked, so it is N.",
                                         "%u moves into P-positions; the previous player may block "
                                         "%s: they cannot all be blocked, so it is N.",
                                         n),
                            n, budget);
  /* Translators: %s is what the previous player may block, e.g. "at most 2 moves" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u move into P-positions; the previous player may block "
                                       "%s: it can be blocked, so it is P.",
                                       "%u moves into P-positions; the previous player may block "
                                       "%s: they can all be blocked, so it is P.",
                                       n),
                          n, budget);
}

static char *
explain_summary (const WyBoard *board, guint x, guint y, GArray *moves)
{
  const WyGame *game = board->game;
  WyStatus status = wy_board_get_status (board, x, y);
  guint n = moves->len;

  if (status == WY_STATUS_NONE)
    return g_strdup ("");
  if (!_wy_game_blocks (game))
    {
      if (status == WY_STATUS_N)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%u move into P-positions: any of them wins.",
                                             "%u moves into P-positions: any of them wins.", n),
                                n);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%u move into P-positions: none, so every move loses.",
                                           "%u moves into P-positions: none, so every move loses.",
                                           n),
                              n);
    }
  return explain_blocks (game, status, n);
}

/* One blocking class: how many of the moves into P fall in it, and how
 * many of those the budget lets the previous player block (-1: none). */
static void
append_class (GString *s, const char *name, guint count, int budget)
{
  if (count == 0)
    return;
  g_string_append_c (s, ' ');
  if (budget < 0)
    /* Translators: "%s: %u, never blockable." e.g. "Near-diagonal moves: 1, never blockable." */
    g_string_append_printf (s, _("%s: %u, never blockable."), name, count);
  else
    /* Translators: e.g. "Diagonal moves: 2, at most 1 blockable." */
    g_string_append_printf (s, _("%s: %u, at most %d blockable."), name, count, budget);
}

/* The moves into P by the classes of the game's reading (docs/spec.md). */
static void
append_classes (GString *s, const WyGame *game, const GArray *moves)
{
  guint a = wy_game_get_param (game, WY_PARAM_A), b = wy_game_get_param (game, WY_PARAM_B);
  int p = wy_game_get_param (game, WY_PARAM_P) - 1, q = wy_game_get_param (game, WY_PARAM_Q) - 1;
  WyReading reading = wy_game_get_reading (game);
  guint near = 0, diag = 0, other = 0;

  for (guint i = 0; i < moves->len; i++)
    {
      const WyMove *m = &g_array_index (moves, WyMove, i);
      guint d = m->dx > m->dy ? m->dx - m->dy : m->dy - m->dx;
      near += reading != WY_READING_SEC7 && d > 0 && d < a;
      /* dx == dy is diagonal-type only when a >= 1 (docs/spec.md) */
      diag += reading == WY_READING_ABSTRACT ? d < a : d == 0 && a > 0;
      other += reading == WY_READING_SEC7 && (d > 0 || a == 0) && m->dx > 0 && m->dy > 0;
    }
  if (reading == WY_READING_LINECOUNT)
    append_class (s, _("Near-diagonal moves"), near, -1);
  append_class (s, reading == WY_READING_ABSTRACT ? _("Moves with |dx - dy| < a")
                                                  : _("Diagonal moves"), diag, p);
  if (reading == WY_READING_ABSTRACT)
    {
      guint bx = 0, by = 0;
      for (guint i = 0; i < moves->len; i++)
        {
          const WyMove *m = &g_array_index (moves, WyMove, i);
          bx += m->dx < b && m->dx <= m->dy;
          by += m->dy < b && m->dy <= m->dx;
        }
      append_class (s, _("Column-type moves (dx < b)"), bx, q);
      append_class (s, _("Row-type moves (dy < b)"), by, q);
      return;
    }
  for (guint k = 0; k < (reading == WY_READING_SEC7 ? 1 : b); k++)
    {
      guint col = 0, row = 0;
      for (guint i = 0; i < moves->len; i++)
        {
          const WyMove *m = &g_array_index (moves, WyMove, i);
          col += m->dx == k && m->dx <= m->dy;
          row += m->dy == k && m->dy <= m->dx;
        }
      g_autofree char *cname = g_strdup_printf (_("Column moves with dx = %u"), k);
      g_autofree char *rname = g_strdup_printf (_("Row moves with dy = %u"), k);
      append_class (s, cname, col, q);
      append_class (s, rname, row, q);
    }
  append_class (s, _("Other moves"), other, -1);
}

char *
wy_board_explain (const WyBoard *board, guint x, guint y)
{
  g_autoptr (GArray) moves = wy_board_list_p_options (board, x, y);
  g_autofree char *summary = explain_summary (board, x, y, moves);
  GString *s = g_string_new (summary);

  if (wy_game_has_blocking (board->game) && moves->len > 0)
    append_classes (s, board->game, moves);
  return g_string_free (s, FALSE);
}

static void
add_line (GArray *lines, WyLineKind kind, const WyPos *p, guint x0, guint y0, int ux, int uy,
          guint length)
{
  WyLine l = { kind, *p, x0, y0, ux, uy, length };
  g_array_append_val (lines, l);
}

/* How many P-positions of steps <= step lie on the line through p with
 * direction (ux, uy), at or before p. */
static guint
count_before (const WyBoard *board, const WyPos *p, int ux, int uy)
{
  guint count = 0;

  for (guint k = 0; (guint) (ux * k) <= p->x && (guint) (uy * k) <= p->y; k++)
    count += wy_board_get_status (board, p->x - ux * k, p->y - uy * k) == WY_STATUS_P;
  return count;
}

/* Lines of the line families: bands of b columns, c rows, 2a-1 diagonals.
 * With blocking, a column or diagonal through p eliminates only once it
 * holds q (or p) P-positions. */
static void
lines_of_bands (const WyBoard *board, const WyPos *p, GArray *lines)
{
  guint a, b, c;
  gboolean blocking = wy_game_has_blocking (board->game);
  guint pp = wy_game_get_param (board->game, WY_PARAM_P);
  guint qq = wy_game_get_param (board->game, WY_PARAM_Q);
  gboolean col_on = !blocking || count_before (board, p, 0, 1) >= qq;
  gboolean row_on = !blocking || count_before (board, p, 1, 0) >= qq;
  gboolean sec7 = wy_game_get_reading (board->game) == WY_READING_SEC7;

  wy_game_get_bands (board->game, &a, &b, &c);
  for (guint k = 0; k < MAX (b, c); k++)
    {
      /* a move with dx == k (column band) reaches the cells above p from
       * dy = 0 on; the blocking classes count only dx == k <= dy */
      guint from = (blocking && !sec7) ? MAX (k, 1) : (k == 0);
      if (k < b && (col_on || (sec7 && k > 0)))
        add_line (lines, WY_LINE_COLUMN, p, p->x + k, p->y + from, 0, 1, 0);
      if (k < c && (row_on || (sec7 && k > 0)))
        add_line (lines, WY_LINE_ROW, p, p->x + from, p->y + k, 1, 0, 0);
    }
  for (int e = 1 - (int) a; e < (int) a; e++)
    {
      if (e == 0 && blocking && count_before (board, p, 1, 1) < pp)
        continue;
      guint dy0 = e < 0 ? (guint) -e : 0, dx0 = dy0 + e;
      add_line (lines, WY_LINE_DIAGONAL, p, p->x + dx0 + (e == 0), p->y + dy0 + (e == 0), 1, 1, 0);
    }
}

static void
lines_of_cone (const WyBoard *board, const WyPos *p, GArray *lines)
{
  guint s = wy_game_get_param (board->game, WY_PARAM_S);
  guint t = wy_game_get_param (board->game, WY_PARAM_T);
  gboolean even = wy_game_get_family (board->game) != WY_FAMILY_STWYTHOFF;
  guint k0 = even ? 2 : 1;

  add_line (lines, WY_LINE_COLUMN, p, p->x, p->y + k0, 0, 1, 0);
  add_line (lines, WY_LINE_ROW, p, p->x + k0, p->y, 1, 0, 0);
  add_line (lines, WY_LINE_DIAGONAL, p, p->x + k0, p->y + k0, 1, 1, 0);
  if (s > 1 || t > 1)
    {
      /* the cone's steep edges: l = s k + t - 1 */
      add_line (lines, WY_LINE_CONE, p, p->x + k0, p->y + s * k0 + t - 1, 1, s, 0);
      add_line (lines, WY_LINE_CONE, p, p->x + s * k0 + t - 1, p->y + k0, s, 1, 0);
    }
}

static void
lines_of_one_pile (const WyBoard *board, const WyPos *p, GArray *lines)
{
  guint k = wy_game_get_param (board->game, WY_PARAM_K);

  if (wy_game_get_family (board->game) == WY_FAMILY_UPMARK)
    {
      add_line (lines, WY_LINE_SUBTRACT, p, p->x + 1, 0, 1, 0, 1);
      add_line (lines, WY_LINE_DIVIDE, p, 2 * p->x - 1, 0, 1, 0, 2);
      return;
    }
  add_line (lines, WY_LINE_SUBTRACT, p, p->x + 1, 0, 1, 0, k - 1);
  if (p->x > 0)
    add_line (lines, WY_LINE_DIVIDE, p, k * p->x, 0, 1, 0, k);
}

/* Does the ray through p (from (x0, y0) along (ux, uy)) hold a cell of
 * N_step whose move into p is legal and runs along a line of this kind? */
static gboolean
ray_eliminates (const WyBoard *board, const WyPos *p, WyLineKind kind, guint x0, guint y0,
                int ux, int uy, guint step)
{
  for (guint x = x0, y = y0; x < board->size && y < board->size; x += ux, y += uy)
    {
      guint s = 0;
      if (wy_board_get_cell (board, x, y, &s) == WY_STATUS_N && s == step
          && wy_game_move_line (board->game, x, y, x - p->x, y - p->y) == kind)
        return TRUE;
    }
  return FALSE;
}

static void
add_line_if_eliminates (const WyBoard *board, const WyPos *p, WyLineKind kind, guint x0,
                        guint y0, int ux, int uy, guint step, GArray *lines)
{
  if (ray_eliminates (board, p, kind, x0, y0, ux, uy, step))
    add_line (lines, kind, p, x0, y0, ux, uy, 0);
}

/* A rule of your own: the ray from p along (ux, uy), up to the last cell
 * of N_step it eliminates by a move along it (none: no line). */
static void
add_rule_line (const WyBoard *board, const WyPos *p, WyLineKind kind, int ux, int uy,
               guint step, GArray *lines)
{
  guint last = 0;

  for (guint k = 1, x = p->x + ux, y = p->y + uy; x < board->size && y < board->size;
       k++, x += ux, y += uy)
    {
      guint s = 0;
      if (wy_board_get_cell (board, x, y, &s) == WY_STATUS_N && s == step
          && wy_game_move_line (board->game, x, y, x - p->x, y - p->y) == kind)
        last = k;
    }
  if (last > 0)
    add_line (lines, kind, p, p->x + ux, p->y + uy, ux, uy, last);
}

/* reading=abstract and sec7 charge the moves into P to classes that are
 * not the lines: a line through p is drawn when it eliminates a cell of
 * N_step, that is, when the move of such a cell into p runs along it (by
 * wy_game_move_line's kind). Every cell of N_step has a move into P_step,
 * so each lies on a drawn line. Dense boards only (these readings have no
 * sparse method). */
static void
lines_of_elimination (const WyBoard *board, const WyPos *p, guint step, GArray *lines)
{
  guint a, b, c;

  wy_game_get_bands (board->game, &a, &b, &c);
  for (guint k = 0; k < MAX (b, c); k++)
    {
      if (k < b)
        add_line_if_eliminates (board, p, WY_LINE_COLUMN, p->x + k, p->y + (k == 0), 0, 1, step,
                                lines);
      if (k < c)
        add_line_if_eliminates (board, p, WY_LINE_ROW, p->x + (k == 0), p->y + k, 1, 0, step,
                                lines);
    }
  for (int e = 1 - (int) a; e < (int) a; e++)
    {
      guint dy0 = e < 0 ? (guint) -e : 0, dx0 = dy0 + e;
      add_line_if_eliminates (board, p, WY_LINE_DIAGONAL, p->x + dx0 + (e == 0),
                              p->y + dy0 + (e == 0), 1, 1, step, lines);
    }
}

/* Are the step lines those of the reading's own elimination (not the
 * line-count lines)? For nimpq under abstract or sec7 where they differ
 * from linecount (p, q > 1 with a or b > 1). */
static gboolean
lines_by_elimination (const WyBoard *board)
{
  const WyGame *game = board->game;

  return !board->one_pile && wy_game_has_blocking (game)
         && wy_game_get_reading (game) != WY_READING_LINECOUNT
         && !(wy_game_get_param (game, WY_PARAM_A) == 1
              && wy_game_get_param (game, WY_PARAM_B) == 1);
}

GArray *
wy_board_list_step_lines (const WyBoard *board, guint step)
{
  GArray *lines = g_array_new (FALSE, FALSE, sizeof (WyLine));
  guint n;
  const WyPos *ppos;

  /* three heaps: no step lines on a cube or its slices (docs/api.md) */
  if (wy_game_get_heaps (board->game) == 3)
    return lines;
  ppos = wy_board_get_step_ppos (board, step, &n);

  for (guint i = 0; i < n; i++)
    {
      if (wy_game_is_custom (board->game))
        {
          /* rules of your own (docs/rules.md): the row, column and diagonal
           * through p where they eliminate a cell of this step; one pile: none */
          if (!board->one_pile)
            {
              const WyPos *p = &ppos[i];
              add_rule_line (board, p, WY_LINE_COLUMN, 0, 1, step, lines);
              add_rule_line (board, p, WY_LINE_ROW, 1, 0, step, lines);
              add_rule_line (board, p, WY_LINE_DIAGONAL, 1, 1, step, lines);
            }
        }
      else if (board->one_pile)
        lines_of_one_pile (board, &ppos[i], lines);
      else if (lines_by_elimination (board))
        lines_of_elimination (board, &ppos[i], step, lines);
      else if (_wy_family_get_group (wy_game_get_family (board->game)) == WY_GROUP_CONES)
        lines_of_cone (board, &ppos[i], lines);
      else
        lines_of_bands (board, &ppos[i], lines);
    }
  return lines;
}
