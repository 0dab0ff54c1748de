/* wy-sum.c: sums of games: the nim-sum of the components' Grundy values and the moves that zero it. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-caps.h"
#include "wy-engine.h"
#include "wy-solution.h"
#include "wy-board-private.h"
#include "wy-solution-private.h"
#include "wy-sum.h"

typedef struct {
  WyBoard *board;  /* solved with Grundy values, just holding the position */
  WyPos    pos;
} Component;

struct _WySum {
  GArray *components;  /* Component */
  guint64 bytes;       /* the components' boards, kept within the budget */
};

static void
component_clear (Component *c)
{
  g_clear_pointer (&c->board, wy_board_unref);
}

WySum *
wy_sum_new (void)
{
  WySum *sum = g_new0 (WySum, 1);

  sum->components = g_array_new (FALSE, TRUE, sizeof (Component));
  g_array_set_clear_func (sum->components, (GDestroyNotify) component_clear);
  return sum;
}

WySum *
wy_sum_copy (const WySum *sum)
{
  WySum *copy = wy_sum_new ();

  for (guint i = 0; i < sum->components->len; i++)
    {
      Component c = g_array_index (sum->components, Component, i);

      c.board = wy_board_ref (c.board);
      g_array_append_val (copy->components, c);
    }
  copy->bytes = sum->bytes;
  return copy;
}

void
wy_sum_free (WySum *sum)
{
  if (!sum)
    return;
  g_array_unref (sum->components);
  g_free (sum);
}

/* The position of component n: one the game has, within its Grundy values. */
static gboolean
check_position (const WyGame *game, WyPos pos, guint n, const char *rule, GError **error)
{
  const char *reason = NULL;
  guint max;

  if (wy_game_is_one_pile (game) && pos.y != 0)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("component %u: %s is a one-pile game: its position is the pile n, with "
                     "y = 0 (not %u)"), n, rule, pos.y);
      return FALSE;
    }
  if (wy_game_is_one_pile (game) && pos.x < wy_game_first_position (game))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("component %u: %u is not a position of %s (n must be at least %u)"), n,
                   pos.x, rule, wy_game_first_position (game));
      return FALSE;
    }
  max = wy_solve_max_size (game, WY_NEED_GRUNDY, &reason);
  if (_wy_caps_grundy_reaches (_wy_engine_desc (game), game, pos.x, pos.y))
    return TRUE;
  /* the thin rectangles beyond the square are named only to the games
   * that have them (the line families without blocking) */
  if (max < G_MAXUINT && _wy_caps_grundy_reaches (_wy_engine_desc (game), game, max, 0))
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("component %u: the position is beyond the Grundy values of %s: "
                   "coordinates must be below %u (a line family without blocking goes "
                   "beyond while the rectangle from the origin to the position is within "
                   "the time budget of %g s: some 8 10^6 cells a second for wythoff, fewer "
                   "with wider bands)"), n, rule, max, wy_solve_get_time_budget ());
  else
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("component %u: the position is beyond the Grundy values of %s: "
                   "coordinates must be below %u (%s)"), n, rule, max, reason);
  return FALSE;
}

gboolean
wy_sum_check_game (const WyGame *game, GError **error)
{
  g_return_val_if_fail (game != NULL, FALSE);
  /* asked at every selection in the window: the rule is written only for a refusal */
  if (wy_game_get_heaps (game) != 3 && !wy_game_is_misere (game) && wy_game_has_grundy (game))
    return TRUE;
  if (wy_game_get_heaps (game) == 3)
    _wy_game_refuse (game, error, _("%s is a game of three heaps: a sum's components are "
                                    "games of one or two piles, at positions n or (x, y)"));
  else if (wy_game_is_misere (game))
    _wy_game_refuse (game, error, _("%s is in misère play: misère sums follow other rules "
                                    "than the nim-sum, so only normal play is summed"));
  else if (wy_game_has_memory (game))
    _wy_game_refuse (game, error, _("%s has no Sprague-Grundy values: imitation is a game "
                                    "with memory (a move depends on the moves before it), so "
                                    "it cannot be summed"));
  else
    _wy_game_refuse (game, error, _("%s has no Sprague-Grundy values: nimpq's typed blocking "
                                    "(p or q above 1) has none, so it cannot be summed (a "
                                    "uniform block=Q is summed by f^Q)"));
  return FALSE;
}

static gboolean
check_component (const WyGame *game, WyPos pos, guint n, GError **error)
{
  g_autofree char *rule = wy_game_to_string (game);
  g_autoptr (GError) local = NULL;

  if (!wy_sum_check_game (game, &local))
    {
      /* Translators: a component of a sum, numbered from 0, and why it is refused */
      g_set_error (error, local->domain, local->code, _("component %u: %s"), n, local->message);
      return FALSE;
    }
  return check_position (game, pos, n, rule, error);
}

/* The bytes a board keeps: its cells' statuses, steps and values. */
static guint64
board_bytes (const WyBoard *board)
{
  guint64 cells = (guint64) board->width * board->height;

  return cells * ((board->status ? 1 : 0) + (board->step ? 4 : 0) + (board->grundy ? 4 : 0)
                  + (board->grundy8 ? 1 : 0))
         + (board->ppos ? (guint64) board->ppos->len * sizeof (WyPos) : 0);
}

/* The sum keeps every component's board: with the peak of the next one's solve
 * (wy_solve_memory), within the memory budget of one board (wy-solution-private.h); six
 * components of Mark at 199999999 took 2.4 GB, twenty 8. */
static gboolean
check_memory (const WySum *sum, guint64 bytes, guint n, GError **error)
{
  guint64 budget = wy_solve_get_memory_budget ();

  if (bytes <= budget && sum->bytes <= budget - bytes)
    return TRUE;
  g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
               _("component %u: the sum keeps the Grundy values of each component: %u MiB for "
                 "the %u before it and up to %u MiB to solve this one, beyond the memory "
                 "budget of %u MiB (fewer components at positions this large, or smaller "
                 "positions)"),
               n, (guint) (sum->bytes >> 20), n, (guint) MIN (bytes >> 20, G_MAXUINT),
               (guint) (budget >> 20));
  return FALSE;
}

gboolean
wy_sum_add (WySum *sum, const WyGame *game, guint x, guint y, GCancellable *cancellable,
            GError **error)
{
  WyPos pos = { x, y };
  Component c = { NULL, pos };
  /* the region of the position: the engine covers it from the origin
   * (every option lies there), a square or, beyond, a rectangle */
  WyQuery query = { .needs = WY_NEED_GRUNDY, .size = MAX (pos.x, pos.y) + 1,
                    .has_region = TRUE, .x0 = pos.x, .y0 = pos.y, .x1 = pos.x, .y1 = pos.y,
                    .cancellable = cancellable };
  guint64 bytes;

  g_return_val_if_fail (sum != NULL && game != NULL, FALSE);
  if (!check_component (game, pos, sum->components->len, error))
    return FALSE;
  bytes = wy_solve_memory (game, &query);
  if (!check_memory (sum, bytes, sum->components->len, error))
    return FALSE;
  c.board = _wy_engine_solve (game, &query, error);
  if (!c.board)
    return FALSE;
  g_array_append_val (sum->components, c);
  sum->bytes += board_bytes (c.board);
  return TRUE;
}

guint
wy_sum_get_n_components (const WySum *sum)
{
  return sum->components->len;
}

/* Component i, or NULL with an error naming the components there are. */
static const Component *
get (const WySum *sum, guint i, GError **error)
{
  guint n = sum->components->len;

  if (i < n)
    return &g_array_index (sum->components, Component, i);
  if (n == 0)
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("component %u: the sum has no components yet"), i);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("component %u: the sum's components are numbered from 0 to %u"), i, n - 1);
  return NULL;
}

const WyGame *
wy_sum_get_game (const WySum *sum, guint component, GError **error)
{
  const Component *c = get (sum, component, error);

  return c ? wy_board_get_game (c->board) : NULL;
}

const WyPos *
wy_sum_get_position (const WySum *sum, guint component, GError **error)
{
  const Component *c = get (sum, component, error);

  return c ? &c->pos : NULL;
}

int
wy_sum_get_grundy (const WySum *sum, guint component, GError **error)
{
  const Component *c = get (sum, component, error);

  return c ? wy_board_get_grundy (c->board, c->pos.x, c->pos.y) : -1;
}

guint
wy_sum_get_nim_sum (const WySum *sum)
{
  guint x = 0;

  for (guint i = 0; i < sum->components->len; i++)
    x ^= (guint) wy_sum_get_grundy (sum, i, NULL);
  return x;
}

WyStatus
wy_sum_get_status (const WySum *sum)
{
  return wy_sum_get_nim_sum (sum) == 0 ? WY_STATUS_P : WY_STATUS_N;
}

/* The moves of component i to a position of value want. */
static void
append_moves_to (GArray *moves, const WySum *sum, guint i, int want)
{
  const Component *c = get (sum, i, NULL);
  const WyGame *game = wy_board_get_game (c->board);
  guint x = c->pos.x, y = c->pos.y;

  for (guint ty = 0; ty <= y; ty++)
    for (guint tx = wy_game_first_position (game); tx <= x; tx++)
      if (wy_game_is_move (game, x, y, x - tx, y - ty)
          && wy_board_get_grundy (c->board, tx, ty) == want)
        {
          WySumMove m = { i, c->pos, { tx, ty }, want };
          g_array_append_val (moves, m);
        }
}

GArray *
wy_sum_list_winning_moves (const WySum *sum)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (WySumMove));
  guint nim_sum = wy_sum_get_nim_sum (sum);

  if (nim_sum == 0)
    return moves;
  for (guint i = 0; i < sum->components->len; i++)
    append_moves_to (moves, sum, i, (int) (nim_sum ^ (guint) wy_sum_get_grundy (sum, i, NULL)));
  return moves;
}
