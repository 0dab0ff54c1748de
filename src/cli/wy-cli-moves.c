/* wy-cli-moves.c: `wythoff moves`: the status, step and winning moves of one position. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <string.h>

#include "wy-cli-common.h"
#include "wy-cli-cube.h"
#include "wy-table.h"
#include "wy-cli-commands.h"
#include "wy-report.h"
#include "wy-english-private.h"

/* POS is "x,y" for two-pile games and "n" for one-pile games. */
static gboolean
parse_position (const WyGame *game, const char *text, WyPos *pos, GError **error)
{
  const char *family = wy_family_get_name (wy_game_get_family (game));

  if (!wy_cli_split_position (game, text, pos))
    {
      if (wy_game_is_one_pile (game))
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("position '%s' is not a whole number n: %s is a one-pile game"), text,
                     family);
      else
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("position '%s' is not of the form x,y with whole numbers x, y >= 0"), text);
      return FALSE;
    }
  if (pos->x < wy_game_first_position (game))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%u is not a position of %s: n must be at least %u"), pos->x, family,
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

/* The position in a message: as parsed, or as given when a coordinate was
 * beyond 32 bits (wy_cli_parse_coordinate). */
static char *
shown_position (const WyGame *game, const WyPos *pos, const char *pos_text)
{
  if (pos->x == WY_CLI_HUGE_COORDINATE || pos->y == WY_CLI_HUGE_COORDINATE)
    return g_strstrip (g_strdup (pos_text));
  return wy_cli_pos_text (wy_game_is_one_pile (game), pos->x, pos->y);
}

/* The board: --size if given (the position must lie on it), else just big enough for the
 * position, up to the side the status or the steps reach, whichever is further. */
static gboolean
position_board_size (const WyGame *game, const char *size_text, const WyPos *pos,
                     const char *pos_text, guint steps_max, guint status_max, guint *size,
                     GError **error)
{
  guint64 need = (guint64) MAX (pos->x, pos->y) + 1;
  guint max = MAX (steps_max, status_max);
  g_autofree char *text = NULL;

  if (size_text)
    {
      if (!wy_cli_parse_region_size (game, size_text, WY_NEED_STEPS, size, error))
        return FALSE;
      if (need <= *size)
        return TRUE;
      text = shown_position (game, pos, pos_text);
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("position %s is outside the board of side %u: %s must be from %u to %u"),
                   text, *size, wy_game_is_one_pile (game) ? "n" : _("x and y"),
                   wy_game_first_position (game), *size - 1);
      return FALSE;
    }
  if (need > max)
    {
      g_autofree char *rule = wy_game_to_string (game);
      g_autofree char *reason = NULL, *raise = NULL;
      /* the words of the side max is: the status's, or the steps' where they reach further */
      WyNeeds needs = max == status_max ? WY_NEED_STATUS : WY_NEED_STEPS;

      wy_cli_cap_words (game, &(WyQuery) { .needs = needs }, need, &reason, &raise);
      text = shown_position (game, pos, pos_text);
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("position %s needs a board beyond the budget for this game (%s): for %s "
                     "coordinates must be from %u to %u%s"), text, reason, rule,
                   wy_game_first_position (game), max - 1, raise);
      return FALSE;
    }
  *size = (guint) need;
  return TRUE;
}

static void
moves_text (GString *out, const WyReport *report)
{
  gboolean one_pile = wy_report_is_one_pile (report);
  const WyGame *game = wy_report_get_game (report);
  g_autofree char *rule = wy_game_to_string (game);
  gboolean three = wy_report_get_heaps (report) == 3;
  g_autofree char *here = three ? g_strdup_printf ("(%u, %u, %u)", wy_report_get_x (report),
                                                   wy_report_get_y (report),
                                                   wy_report_get_z (report))
                                : wy_cli_pos_text (one_pile, wy_report_get_x (report),
                                                   wy_report_get_y (report));
  const GArray *moves = wy_report_get_winning_moves (report);

  g_string_append_printf (out, "game: %s\nposition: %s\nstatus: %s\n", rule, here,
                          wy_cli_status_name (wy_report_get_status (report)));
  if (wy_report_has_step (report))
    g_string_append_printf (out, "step: %u\n", wy_report_get_step (report));
  else
    g_string_append_printf (out, "step: not computed (the steps of %s reach side %u within "
                            "the time budget of %g s, further with --time-budget; its P-set, "
                            "side %u)\n", rule, max_side (game, WY_NEED_STEPS),
                            wy_solve_get_time_budget (), max_side (game, WY_NEED_STATUS));
  if (wy_report_get_grundy (report) >= 0)
    g_string_append_printf (out, "grundy: %d\n", wy_report_get_grundy (report));
  if (wy_report_get_verdict (report) != WY_VERDICT_NO_FORMULA)
    g_string_append_printf (out, "formula: %s\n",
                            wy_verdict_get_name (wy_report_get_verdict (report)));
  g_string_append_printf (out, "winning moves: %u\n", moves->len);
  for (guint i = 0; i < moves->len; i++)
    {
      const WyMove *m = &g_array_index (moves, WyMove, i);
      g_autofree char *to = three ? g_strdup_printf ("(%u, %u, %u)", m->target.x, m->target.y,
                                                     m->target_z)
                                  : wy_cli_pos_text (one_pile, m->target.x, m->target.y);
      g_autofree char *taken = one_pile ? g_strdup_printf ("%u", m->dx)
                               : three ? g_strdup_printf ("(%u, %u, %u)", m->dx, m->dy, m->dz)
                               : g_strdup_printf ("(%u, %u)", m->dx, m->dy);
      g_string_append_printf (out, "  -> %s  remove %s  %s\n", to, taken,
                              wy_line_kind_get_name (m->line));
    }
}

/* A list of moves as their targets: [[x,y],...] (one pile: [n,...]; three heaps [[x,y,z],...]). */
static void
json_targets (WyJson *json, const WyReport *report, const GArray *moves)
{
  if (wy_report_get_heaps (report) == 3)
    {
      wy_cli_json_targets3 (json, moves);
      return;
    }
  _wy_json_begin_array (json);
  for (guint i = 0; i < moves->len; i++)
    {
      const WyMove *m = &g_array_index (moves, WyMove, i);
      wy_cli_json_pos (json, wy_report_is_one_pile (report), m->target.x, m->target.y);
    }
  _wy_json_end_array (json);
}

static void
json_lines (WyJson *json, const GArray *lines)
{
  _wy_json_begin_array (json);
  for (guint i = 0; i < lines->len; i++)
    {
      const WyLine *l = &g_array_index (lines, WyLine, i);

      _wy_json_begin_object (json);
      _wy_json_string (_wy_json_key (json, "kind"), wy_line_kind_get_name (l->kind));
      wy_cli_json_pos (_wy_json_key (json, "origin"), FALSE, l->origin.x, l->origin.y);
      wy_cli_json_pos (_wy_json_key (json, "from"), FALSE, l->x0, l->y0);
      _wy_json_begin_array (_wy_json_key (json, "direction"));
      _wy_json_int (json, l->ux);
      _wy_json_int (json, l->uy);
      _wy_json_end_array (json);
      _wy_json_uint (_wy_json_key (json, "length"), l->length);
      _wy_json_end_object (json);
    }
  _wy_json_end_array (json);
}

static void
json_numeration (WyJson *json, const WyReport *report)
{
  const WyNumeration *u = wy_report_get_numeration_system (report);
  WyNumerationReading r;
  g_autofree char *rx = NULL, *ry = NULL;

  if (!wy_report_get_numeration (report, &r))
    {
      _wy_json_null (json);
      return;
    }
  rx = wy_numeration_rep_string (u, &r.rx);
  ry = wy_numeration_rep_string (u, &r.ry);
  _wy_json_begin_object (json);
  _wy_json_begin_array (_wy_json_key (json, "even"));
  _wy_json_uint (json, r.xbar);
  _wy_json_uint (json, r.ybar);
  _wy_json_end_array (json);
  _wy_json_string (_wy_json_key (json, "rx"), rx);
  _wy_json_string (_wy_json_key (json, "ry"), ry);
  _wy_json_bool (_wy_json_key (json, "x_vile"), r.x_vile);
  _wy_json_bool (_wy_json_key (json, "y_vile"), r.y_vile);
  _wy_json_uint (_wy_json_key (json, "n"), r.n);
  _wy_json_uint (_wy_json_key (json, "partner"), r.partner);
  _wy_json_bool (_wy_json_key (json, "predicts_p"), r.predicts_p);
  _wy_json_end_object (json);
}

static void
json_int_or_null (WyJson *json, const char *key, gboolean known, gint64 value)
{
  if (known)
    _wy_json_int (_wy_json_key (json, key), value);
  else
    _wy_json_null (_wy_json_key (json, key));
}

/* The report's every field; the first five as they always were. */
static void
moves_json (GString *out, const WyReport *report)
{
  g_autofree char *rule = wy_game_to_string (wy_report_get_game (report));
  WyJson json;

  wy_cli_json_begin_game (&json, out, rule);
  _wy_json_key (&json, "position");
  if (wy_report_get_heaps (report) == 3)
    wy_cli_json_triple (&json, wy_report_get_x (report), wy_report_get_y (report),
                        wy_report_get_z (report));
  else
    wy_cli_json_pos (&json, wy_report_is_one_pile (report), wy_report_get_x (report),
                     wy_report_get_y (report));
  _wy_json_string (_wy_json_key (&json, "status"),
                   wy_cli_status_name (wy_report_get_status (report)));
  json_int_or_null (&json, "step", wy_report_has_step (report), wy_report_get_step (report));
  json_targets (_wy_json_key (&json, "winning_moves"), report,
                wy_report_get_winning_moves (report));
  json_int_or_null (&json, "grundy", wy_report_get_grundy (report) >= 0,
                    wy_report_get_grundy (report));
  json_int_or_null (&json, "grundy_at_least", wy_report_get_grundy_bound (report) > 0,
                    wy_report_get_grundy_bound (report));
  json_targets (_wy_json_key (&json, "eliminators"), report, wy_report_get_eliminators (report));
  json_lines (_wy_json_key (&json, "step_lines"), wy_report_get_step_lines (report));
  _wy_json_string (_wy_json_key (&json, "verdict"),
                   wy_verdict_get_name (wy_report_get_verdict (report)));
  _wy_json_string (_wy_json_key (&json, "explanation"), wy_report_get_explanation (report));
  json_numeration (_wy_json_key (&json, "numeration"), report);
  _wy_json_end_object (&json);
  g_string_append_c (out, '\n');
}

static const char moves_help[] =
  N_("POS is x,y (one-pile games: n; three heaps: x,y,z, and json's positions [x,y,z]).\n"
     "The board defaults to the smallest that holds POS.\n"
     "text: lines \"game:\", \"position:\", \"status:\", \"step:\", \"winning moves: K\" and one\n"
     "line \"  -> TARGET  remove AMOUNT  LINE\" per move (LINE: column, row, diagonal, cone,\n"
     "generator, subtract, divide, pillar or move; a pillar takes from z alone on three\n"
     "heaps, a move is one of a rule of your own or of unequal amounts from three heaps,\n"
     "off those lines);\n"
     "json: {\"game\": RULE, \"position\": [x,y], \"status\": \"P|N\", \"step\": J,\n"
     "\"winning_moves\": [[x,y], ...], \"grundy\": G, \"grundy_at_least\": B,\n"
     "\"eliminators\": [[x,y], ...], \"step_lines\": [{\"kind\", \"origin\", \"from\",\n"
     "\"direction\", \"length\" (0: to the board's edge)}],\n"
     "\"verdict\": \"agrees|formula-p|formula-n|none\",\n"
     "\"explanation\": TEXT, \"numeration\": {...}} (unknown: null; one-pile: numbers\n"
     "instead of [x,y]). Beyond the side its steps reach within the time budget, a game\n"
     "whose P-set reaches further (stwythoff, restricted, gamma: 4096 in 2 s, and\n"
     "2000000) gives the status and winning moves, the step \"not computed\" (json: null).");

/* The Grundy value and the formula's verdict, each where the game has it and the board
 * with it stays within the caps (the report's fields are null and "none" otherwise): one
 * pile's formula runs over the whole strip, and the caps price it (15,000,000 at 2 s). */
static WyNeeds
report_extras (const WyGame *game, WyNeeds needs, guint size)
{
  WyNeeds extras = 0;

  if (wy_game_has_grundy (game) && size <= max_side (game, needs | WY_NEED_GRUNDY))
    extras |= WY_NEED_GRUNDY;
  if (wy_recursion_available (game) && size <= max_side (game, needs | extras | WY_NEED_FORMULA))
    extras |= WY_NEED_FORMULA;
  return extras;
}

/* The report of a position on the board: its texts in English, as every output of the command
 * (json's explanation of a blocking game is for other programs; the position lies on the
 * board, so there is no error to say in the user's language). */
static WyReport *
describe_in_english (WySolution *solution, const WyPos *pos, GError **error)
{
  gpointer user = _wy_english_begin ();
  WyReport *report = wy_solution_describe (solution, pos->x, pos->y, error);

  _wy_english_end (user);
  return report;
}

static WyReport *
moves_report (const char *rule, const char *pos_text, const char *size_text, GError **error)
{
  g_autoptr (WyGame) game = wy_cli_parse_game (rule, error);
  WyQuery query = { .needs = WY_NEED_STEPS, .has_region = TRUE };
  g_autoptr (WySolution) solution = NULL;
  guint steps_max;
  WyPos pos;

  if (game && wy_game_get_heaps (game) == 3)
    return wy_cli_moves_report3 (game, pos_text, size_text, error);
  if (!game || !parse_position (game, pos_text, &pos, error))
    return NULL;
  steps_max = max_side (game, WY_NEED_STEPS);
  if (!position_board_size (game, size_text, &pos, pos_text, steps_max,
                            max_side (game, WY_NEED_STATUS), &query.size, error))
    return NULL;
  /* beyond the steps' side, the status and moves from the P-set alone */
  if (MAX (pos.x, pos.y) >= steps_max)
    query.needs = WY_NEED_STATUS;
  query.needs |= report_extras (game, query.needs, query.size);
  /* a position's moves and their targets lie below-left of it; a rule of one's own's
   * step lines run as far as the cells they eliminate: the whole board */
  query.has_region = !wy_game_is_custom (game);
  query.x0 = query.x1 = pos.x;
  query.y0 = query.y1 = pos.y;
  solution = wy_cli_solve (game, &query, error);
  return solution ? describe_in_english (solution, &pos, error) : NULL;
}

int
wy_cli_moves (int argc, char **argv)
{
  g_autofree char *size = NULL, *format = NULL;
  GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_STRING, &size,
      N_("Board side (default: just holds POS)"), N_("S") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format, N_("text (default) or json"), N_("FORMAT") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (WyReport) report = NULL;
  WyTableFormat fmt;

  wy_cli_allow_heaps3 ();
  if (!wy_cli_parse_options ("moves", N_("GAME POS"), N_("The status, elimination step and winning "
                                "moves of one position."), moves_help, entries, 2, &argc, &argv,
                             &error)
      || !wy_cli_parse_format (format, WY_CLI_ALLOW (WY_TABLE_TEXT)
                               | WY_CLI_ALLOW (WY_TABLE_JSON), &fmt, &error)
      || !(report = moves_report (argv[1], argv[2], size, &error)))
    return wy_cli_fail_error (error);
  if (fmt == WY_TABLE_JSON)
    moves_json (out, report);
  else
    moves_text (out, report);
  return wy_cli_write (out);
}
