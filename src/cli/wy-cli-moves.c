/* wy-cli-moves.c: `wythoff moves`: the status, step and winning moves of one position. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <errno.h>
#include <string.h>

#include "wy-cli-common.h"
#include "wy-table.h"
#include "wy-cli-commands.h"

static gboolean
parse_coordinate (const char *text, guint *out)
{
  guint64 v;

  if (!wy_cli_parse_whole (text, &v) || v > G_MAXUINT)
    return FALSE;
  *out = (guint) v;
  return TRUE;
}

/* POS is "x,y" for two-pile games and "n" for one-pile games. */
static gboolean
parse_position (const WyGame *game, const char *text, WyPos *pos, GError **error)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);
  gboolean one_pile = wy_game_is_one_pile (game);
  const char *family = wy_family_get_name (wy_game_get_family (game));

  pos->y = 0;
  if (one_pile && (g_strv_length (parts) != 1 || !parse_coordinate (parts[0], &pos->x)))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "position '%s' is not a whole number n: %s is a one-pile game", text, family);
      return FALSE;
    }
  if (!one_pile && (g_strv_length (parts) != 2 || !parse_coordinate (parts[0], &pos->x)
                    || !parse_coordinate (parts[1], &pos->y)))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "position '%s' is not of the form x,y with whole numbers x, y >= 0", text);
      return FALSE;
    }
  if (pos->x < wy_game_first_position (game))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "%u is not a position of %s: n must be at least %u", pos->x, family,
                   wy_game_first_position (game));
      return FALSE;
    }
  return TRUE;
}

/* The largest side of a whole board with these needs. */
static guint
max_side (const WyGame *game, WyNeeds needs)
{
  return wy_solve_max_side (game, &(WyQuery) { .needs = needs }, NULL);
}

/* The board: --size if given (the position must lie on it), else just
 * big enough for the position (max: the side the status reaches). */
static gboolean
position_board_size (const WyGame *game, const char *size_text, const WyPos *pos, guint max,
                     guint *size, GError **error)
{
  guint64 need = (guint64) MAX (pos->x, pos->y) + 1;
  g_autofree char *text = NULL;

  if (size_text)
    {
      if (!wy_cli_parse_region_size (game, size_text, WY_NEED_STEPS, size, error))
        return FALSE;
      if (need <= *size)
        return TRUE;
      text = wy_cli_pos_text (wy_game_is_one_pile (game), pos->x, pos->y);
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "position %s is outside the board of side %u: %s must be from %u to %u",
                   text, *size, wy_game_is_one_pile (game) ? "n" : "x and y",
                   wy_game_first_position (game), *size - 1);
      return FALSE;
    }
  if (need > max)
    {
      g_autofree char *rule = wy_game_to_string (game);
      text = wy_cli_pos_text (wy_game_is_one_pile (game), pos->x, pos->y);
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   "position %s needs a board beyond the memory budget: for %s coordinates "
                   "must be from 0 to %u", text, rule, max - 1);
      return FALSE;
    }
  *size = (guint) need;
  return TRUE;
}

static void
moves_text (GString *out, const WyBoard *board, const WyPos *pos, const GArray *moves)
{
  gboolean one_pile = wy_board_is_one_pile (board);
  g_autofree char *rule = wy_game_to_string (wy_board_get_game (board));
  g_autofree char *here = wy_cli_pos_text (one_pile, pos->x, pos->y);

  g_string_append_printf (out, "game: %s\nposition: %s\nstatus: %s\n", rule, here,
                          wy_cli_status_name (wy_board_get_status (board, pos->x, pos->y)));
  if (wy_board_has_steps (board))
    g_string_append_printf (out, "step: %u\n", wy_board_get_step (board, pos->x, pos->y));
  else
    g_string_append_printf (out, "step: not computed (the steps of %s reach side %u within "
                            "the time budget of %g s, further with --time-budget; its P-set, "
                            "side %u)\n", rule,
                            max_side (wy_board_get_game (board), WY_NEED_STEPS),
                            wy_solve_get_time_budget (),
                            max_side (wy_board_get_game (board), WY_NEED_STATUS));
  g_string_append_printf (out, "winning moves: %u\n", moves->len);
  for (guint i = 0; i < moves->len; i++)
    {
      const WyMove *m = &g_array_index (moves, WyMove, i);
      g_autofree char *to = wy_cli_pos_text (one_pile, m->target.x, m->target.y);
      g_autofree char *taken = one_pile ? g_strdup_printf ("%u", m->dx)
                                        : g_strdup_printf ("(%u, %u)", m->dx, m->dy);
      g_string_append_printf (out, "  -> %s  remove %s  %s\n", to, taken,
                              wy_line_kind_get_name (m->line));
    }
}

static void
moves_json (GString *out, const WyBoard *board, const WyPos *pos, const GArray *moves)
{
  gboolean one_pile = wy_board_is_one_pile (board);
  g_autofree char *rule = wy_game_to_string (wy_board_get_game (board));

  g_string_append (out, "{\"game\":");
  wy_json_append_string (out, rule);
  g_string_append (out, ",\"position\":");
  wy_cli_json_pos (out, one_pile, pos->x, pos->y);
  g_string_append_printf (out, ",\"status\":\"%s\",\"step\":",
                          wy_cli_status_name (wy_board_get_status (board, pos->x, pos->y)));
  if (wy_board_has_steps (board))
    g_string_append_printf (out, "%u", wy_board_get_step (board, pos->x, pos->y));
  else
    g_string_append (out, "null");
  g_string_append (out, ",\"winning_moves\":[");
  for (guint i = 0; i < moves->len; i++)
    {
      const WyMove *m = &g_array_index (moves, WyMove, i);
      if (i)
        g_string_append_c (out, ',');
      wy_cli_json_pos (out, one_pile, m->target.x, m->target.y);
    }
  g_string_append (out, "]}\n");
}

static const char moves_help[] =
  "POS is x,y (one-pile games: n). The board defaults to the smallest that holds POS.\n"
  "text: lines \"game:\", \"position:\", \"status:\", \"step:\", \"winning moves: K\" and one\n"
  "line \"  -> TARGET  remove AMOUNT  LINE\" per move (LINE: column, row, diagonal, cone,\n"
  "generator, subtract or divide);\n"
  "json: {\"game\":RULE,\"position\":[x,y],\"status\":\"P|N\",\"step\":J,"
  "\"winning_moves\":[[x,y],...]}\n(one-pile: numbers instead of [x,y]). Beyond the side\n"
  "its steps reach within the time budget, a game whose P-set reaches further\n"
  "(stwythoff, restricted, gamma: 4096 in 2 s, and 2000000) gives the status and\n"
  "winning moves, the step \"not computed\" (json: null).";

static WyBoard *
moves_board (const char *rule, const char *pos_text, const char *size_text, WyPos *pos,
             GError **error)
{
  g_autoptr (WyGame) game = wy_cli_parse_game (rule, error);
  WyQuery query = { .needs = WY_NEED_STEPS, .has_region = TRUE };
  guint steps_max;

  if (!game || !parse_position (game, pos_text, pos, error))
    return NULL;
  steps_max = max_side (game, WY_NEED_STEPS);
  if (!position_board_size (game, size_text, pos, MAX (steps_max, max_side (game, WY_NEED_STATUS)),
                            &query.size, error))
    return NULL;
  /* beyond the steps' side, the status and moves from the P-set alone */
  if (MAX (pos->x, pos->y) >= steps_max)
    query.needs = WY_NEED_STATUS;
  /* a position's moves and their targets lie below-left of it */
  query.x0 = query.x1 = pos->x;
  query.y0 = query.y1 = pos->y;
  return wy_cli_query (game, &query, error);
}

int
wy_cli_moves (int argc, char **argv)
{
  g_autofree char *size = NULL, *format = NULL;
  GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_STRING, &size, "Board side (default: just holds POS)", "S" },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format, "text (default) or json", "FORMAT" },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GArray) moves = NULL;
  WyTableFormat fmt;
  WyBoard *board;
  WyPos pos;

  if (!wy_cli_parse_options ("moves", "GAME POS", "The status, elimination step and winning "
                             "moves of one position.", moves_help, entries, 2, &argc, &argv,
                             &error)
      || !wy_cli_parse_format (format, WY_CLI_ALLOW (WY_TABLE_TEXT)
                               | WY_CLI_ALLOW (WY_TABLE_JSON), &fmt, &error)
      || !(board = moves_board (argv[1], argv[2], size, &pos, &error)))
    return wy_cli_fail_error (error);
  moves = wy_board_list_winning_moves (board, pos.x, pos.y);
  if (fmt == WY_TABLE_JSON)
    moves_json (out, board, &pos, moves);
  else
    moves_text (out, board, &pos, moves);
  wy_board_unref (board);
  return wy_cli_write (out);
}
