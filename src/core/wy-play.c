/* wy-play.c: "play from here": which moves are legal or blocked, and the program's
 * replies. The game's rules live here, in the core; the window only asks. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-play-private.h"

gboolean
wy_play_is_available (const WyGame *game, GError **error)
{
  g_return_val_if_fail (game != NULL, FALSE);
  if (wy_game_has_memory (game))
    return g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                                _("Play is not available for games with memory: the legal "
                                  "moves depend on the moves before.")), FALSE;
  if (wy_game_get_heaps (game) == 3)
    return g_set_error_literal (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                                _("Play is not available for games of three heaps: play moves "
                                  "on a board of one or two piles, and a slice of the cube is "
                                  "not the game.")), FALSE;
  return TRUE;
}

gboolean
_wy_play_is_position (const WyBoard *board, const WyPos *pos)
{
  return wy_board_contains (board, pos->x, pos->y)
         && wy_board_get_status (board, pos->x, pos->y) != WY_STATUS_NONE;
}

gboolean
wy_play_is_legal (const WyBoard *board, const WyPos *from, const WyPos *to)
{
  const WyGame *game = wy_board_get_game (board);

  if (!wy_board_contains (board, from->x, from->y))
    return FALSE;
  if (to->x > from->x || to->y > from->y || (to->x == from->x && to->y == from->y))
    return FALSE;
  if (!_wy_play_is_position (board, to))
    return FALSE;
  return wy_game_is_move (game, from->x, from->y, from->x - to->x, from->y - to->y);
}

/* Calls visit on each legal target, nearest first, until it returns TRUE. */
static gboolean
each_target (const WyBoard *board, const WyPos *from,
             gboolean (*visit) (const WyBoard *, const WyPos *, const WyPos *, gpointer),
             gpointer data)
{
  guint total = from->x + from->y;

  for (guint removed = 1; removed <= total; removed++)
    for (guint dx = 0; dx <= MIN (removed, from->x); dx++)
      {
        guint dy = removed - dx;
        WyPos to = { from->x - dx, from->y - dy };

        if (dy > from->y)
          continue;
        if (wy_play_is_legal (board, from, &to) && visit (board, from, &to, data))
          return TRUE;
      }
  return FALSE;
}

/* What a scan for a move looks for: a target of that status (WY_STATUS_NONE: any), not
 * among the blocked ones; found, it is *out. */
typedef struct {
  WyStatus     status;
  const WyPos *blocked;
  guint        n_blocked;
  WyPos       *out;
} Wanted;

static gboolean
take (const WyBoard *board, const WyPos *from, const WyPos *to, gpointer data)
{
  Wanted *w = data;

  if (w->status != WY_STATUS_NONE && wy_board_get_status (board, to->x, to->y) != w->status)
    return FALSE;
  if (_wy_play_holds (w->blocked, w->n_blocked, to))
    return FALSE;
  *w->out = *to;
  return TRUE;
}

gboolean
_wy_play_holds (const WyPos *ps, guint n, const WyPos *p)
{
  for (guint i = 0; i < n; i++)
    if (ps[i].x == p->x && ps[i].y == p->y)
      return TRUE;
  return FALSE;
}

static gboolean
collect (const WyBoard *board, const WyPos *from, const WyPos *to, gpointer data)
{
  Wanted *w = data;
  GArray *out = (GArray *) w->out;

  if (w->status == WY_STATUS_NONE || wy_board_get_status (board, to->x, to->y) == w->status)
    g_array_append_val (out, *to);
  return FALSE;
}

/* Nearest first, as each_target visits them: by the number taken, then by dx. */
static int
compare_nearest (gconstpointer a, gconstpointer b, gpointer data)
{
  const WyPos *p = a, *q = b, *from = data;
  guint rp = (from->x - p->x) + (from->y - p->y), rq = (from->x - q->x) + (from->y - q->y);

  if (rp != rq)
    return rp < rq ? -1 : 1;
  return p->x > q->x ? -1 : p->x < q->x;
}

GArray *
_wy_play_targets (const WyBoard *board, const WyPos *from, WyStatus status)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (WyPos));
  Wanted w = { status, NULL, 0, (WyPos *) out };
  g_autoptr (GArray) options = NULL;

  if (!wy_board_contains (board, from->x, from->y))
    return out;
  if (status != WY_STATUS_P)
    {
      each_target (board, from, collect, &w);
      return out;
    }
  /* the moves into P: the board's P-options (its P-positions, not every cell), each a
   * legal move */
  options = wy_board_list_p_options (board, from->x, from->y);
  for (guint i = 0; i < options->len; i++)
    {
      const WyPos *to = &g_array_index (options, WyMove, i).target;

      if (wy_play_is_legal (board, from, to)
          && !_wy_play_holds ((WyPos *) out->data, out->len, to))
        g_array_append_val (out, *to);
    }
  g_array_sort_with_data (out, compare_nearest, (gpointer) from);
  return out;
}

gboolean
wy_play_has_move (const WyBoard *board, const WyPos *from)
{
  WyPos to;
  Wanted w = { WY_STATUS_NONE, NULL, 0, &to };

  /* off the board there is nothing to play (and the scan would not end) */
  if (!wy_board_contains (board, from->x, from->y))
    return FALSE;
  return each_target (board, from, take, &w);
}

/* The move from 'from' to 'to' as the side panel reads it. */
static void
fill_move (const WyBoard *board, const WyPos *from, const WyPos *to, WyMove *move)
{
  const WyGame *game = wy_board_get_game (board);

  move->target = *to;
  move->dx = from->x - to->x;
  move->dy = from->y - to->y;
  move->status = wy_board_get_status (board, to->x, to->y);
  move->step = wy_board_get_step (board, to->x, to->y);
  move->line = wy_game_move_line (game, from->x, from->y, move->dx, move->dy);
  move->also = wy_game_move_lines_also (game, from->x, from->y, move->dx, move->dy);
  move->dz = move->target_z = 0;
}

/* The program's move from 'from' to none of blocked[0..n_blocked): the first winning move
 * left; then, where the player may have left one (blocks given), a move into P; else the
 * smallest move to an N-position, else any. */
static gboolean
reply_around (const WyBoard *board, const WyPos *from, const WyPos *blocked, guint n_blocked,
              gboolean into_p_left, WyMove *move)
{
  g_autoptr (GArray) wins = NULL;
  WyPos to;
  Wanted n = { WY_STATUS_N, blocked, n_blocked, &to };
  Wanted any = { WY_STATUS_NONE, blocked, n_blocked, &to };

  if (!wy_board_contains (board, from->x, from->y))
    return FALSE;
  wins = wy_board_list_winning_moves (board, from->x, from->y);
  for (guint i = 0; i < wins->len; i++)
    if (!_wy_play_holds (blocked, n_blocked, &g_array_index (wins, WyMove, i).target))
      {
        *move = g_array_index (wins, WyMove, i);
        return TRUE;
      }
  /* from a P-position a move into P the player did not block wins too */
  if (into_p_left)
    {
      g_autoptr (GArray) into_p = _wy_play_targets (board, from, WY_STATUS_P);

      for (guint i = 0; i < into_p->len; i++)
        if (!_wy_play_holds (blocked, n_blocked, &g_array_index (into_p, WyPos, i)))
          {
            fill_move (board, from, &g_array_index (into_p, WyPos, i), move);
            return TRUE;
          }
    }
  if (!each_target (board, from, take, &n) && !each_target (board, from, take, &any))
    return FALSE;
  fill_move (board, from, &to, move);
  return TRUE;
}

gboolean
wy_play_reply (const WyBoard *board, const WyPos *from, WyMove *move)
{
  return reply_around (board, from, NULL, 0, FALSE, move);
}

gboolean
wy_play_reply_avoiding (const WyBoard *board, const WyPos *from, const WyPos *blocked,
                        guint n_blocked, WyMove *move)
{
  g_return_val_if_fail (board != NULL && from != NULL && move != NULL, FALSE);
  g_return_val_if_fail (blocked != NULL || n_blocked == 0, FALSE);
  return reply_around (board, from, blocked, n_blocked, TRUE, move);
}

gboolean
_wy_play_has_move_avoiding (const WyBoard *board, const WyPos *from, const WyPos *blocked,
                            guint n_blocked)
{
  WyPos to;
  Wanted any = { WY_STATUS_NONE, blocked, n_blocked, &to };

  return wy_board_contains (board, from->x, from->y) && each_target (board, from, take, &any);
}

/* A position as the window's side panel writes it: "(6, 8)", a one-pile game's "9"; a cell
 * off a one-pile game's strip (y > 0) as a cell, lest it read as a pile. */
char *
_wy_play_pos_text (const WyBoard *board, const WyPos *pos)
{
  if (wy_board_is_one_pile (board) && pos->y == 0)
    return g_strdup_printf ("%u", pos->x);
  return g_strdup_printf ("(%u, %u)", pos->x, pos->y);
}
