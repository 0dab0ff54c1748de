/* wy-cli-sum.c: `wythoff sum`: a sum of games, its nim-sum and the moves that make it 0. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <string.h>

#include "wy-cli-common.h"
#include "wy-cli-commands.h"
#include "wy-sum.h"
#include "wy-table.h"

/* POS of component n: "x,y" for two-pile games, "n" for one-pile games. */
static gboolean
parse_position (const WyGame *game, guint n, const char *text, WyPos *pos, GError **error)
{
  gboolean one_pile = wy_game_is_one_pile (game);
  const char *family = wy_family_get_name (wy_game_get_family (game));

  if (!wy_cli_split_position (game, text, pos))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   one_pile ? _("component %u: position '%s' is not a whole number n: %s is a "
                                "one-pile game")
                            : _("component %u: position '%s' is not of the form x,y with whole "
                                "numbers x, y >= 0 (%s is a two-pile game)"), n, text, family);
      return FALSE;
    }
  return TRUE;
}

static void
pos_json (WyJson *json, const WyGame *game, WyPos pos)
{
  wy_cli_json_pos (json, wy_game_is_one_pile (game), pos.x, pos.y);
}

static void
sum_json (GString *out, const WySum *sum, GArray *moves)
{
  WyJson json;

  _wy_json_init (&json, out);
  _wy_json_begin_object (&json);
  _wy_json_begin_array (_wy_json_key (&json, "components"));
  for (guint i = 0; i < wy_sum_get_n_components (sum); i++)
    {
      g_autofree char *rule = wy_game_to_string (wy_sum_get_game (sum, i, NULL));
      _wy_json_begin_object (&json);
      _wy_json_string (_wy_json_key (&json, "game"), rule);
      pos_json (_wy_json_key (&json, "position"), wy_sum_get_game (sum, i, NULL),
                *wy_sum_get_position (sum, i, NULL));
      _wy_json_int (_wy_json_key (&json, "grundy"), wy_sum_get_grundy (sum, i, NULL));
      _wy_json_end_object (&json);
    }
  _wy_json_end_array (&json);
  _wy_json_uint (_wy_json_key (&json, "nim_sum"), wy_sum_get_nim_sum (sum));
  _wy_json_string (_wy_json_key (&json, "status"), wy_cli_status_name (wy_sum_get_status (sum)));
  _wy_json_begin_array (_wy_json_key (&json, "winning_moves"));
  for (guint i = 0; i < moves->len; i++)
    {
      const WySumMove *m = &g_array_index (moves, WySumMove, i);
      const WyGame *game = wy_sum_get_game (sum, m->component, NULL);
      _wy_json_begin_object (&json);
      _wy_json_uint (_wy_json_key (&json, "component"), m->component);
      pos_json (_wy_json_key (&json, "from"), game, m->from);
      pos_json (_wy_json_key (&json, "to"), game, m->to);
      _wy_json_int (_wy_json_key (&json, "grundy"), m->grundy);
      _wy_json_end_object (&json);
    }
  _wy_json_end_array (&json);
  _wy_json_end_object (&json);
  g_string_append_c (out, '\n');
}

static void
sum_text (GString *out, const WySum *sum, GArray *moves)
{
  for (guint i = 0; i < wy_sum_get_n_components (sum); i++)
    {
      const WyGame *game = wy_sum_get_game (sum, i, NULL);
      WyPos pos = *wy_sum_get_position (sum, i, NULL);
      g_autofree char *rule = wy_game_to_string (game);
      g_autofree char *p = wy_cli_pos_text (wy_game_is_one_pile (game), pos.x, pos.y);
      g_string_append_printf (out, "component %u: %s at %s, g = %d\n", i, rule, p,
                              wy_sum_get_grundy (sum, i, NULL));
    }
  g_string_append_printf (out, "nim-sum: %u\nstatus: %s\nwinning moves: %u\n",
                          wy_sum_get_nim_sum (sum), wy_cli_status_name (wy_sum_get_status (sum)),
                          moves->len);
  for (guint i = 0; i < moves->len; i++)
    {
      const WySumMove *m = &g_array_index (moves, WySumMove, i);
      gboolean one_pile = wy_game_is_one_pile (wy_sum_get_game (sum, m->component, NULL));
      g_autofree char *from = wy_cli_pos_text (one_pile, m->from.x, m->from.y);
      g_autofree char *to = wy_cli_pos_text (one_pile, m->to.x, m->to.y);
      g_string_append_printf (out, "  component %u: %s -> %s (g = %d)\n", m->component, from, to,
                              m->grundy);
    }
}

/* The GAME POS pairs into a sum. */
static WySum *
build_sum (int argc, char **argv, GError **error)
{
  g_autoptr (WySum) sum = wy_sum_new ();

  if (argc < 3 || (argc - 1) % 2 != 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                   argc < 3 ? _("sum needs at least one GAME POS pair (see 'wythoff sum --help')")
                            : _("sum needs GAME POS pairs: '%s' has no position (see 'wythoff sum "
                                "--help')"), argv[argc - 1]);
      return NULL;
    }
  for (int i = 1; i + 1 < argc; i += 2)
    {
      g_autoptr (WyGame) game = wy_cli_parse_game (argv[i], error);
      WyPos pos;
      if (!game || !parse_position (game, (guint) (i / 2), argv[i + 1], &pos, error)
          || !wy_sum_add (sum, game, pos.x, pos.y, NULL, error))
        return NULL;
    }
  return g_steal_pointer (&sum);
}

static const char sum_help[] =
  N_("POS is x,y (one-pile games: n). Misère components are refused.\n"
     "text: one line per component, the nim-sum, the status and the winning moves;\n"
     "json: {\"components\":[{\"game\",\"position\",\"grundy\"}],\"nim_sum\",\"status\",\n"
     "\"winning_moves\":[{\"component\" (from 0),\"from\",\"to\",\"grundy\" (of to)}]}.");

int
wy_cli_sum (int argc, char **argv)
{
  g_autofree char *format = NULL;
  GOptionEntry entries[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format, N_("text (default) or json"), N_("FORMAT") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (WySum) sum = NULL;
  g_autoptr (GArray) moves = NULL;
  WyTableFormat fmt;

  /* a POS may not start with '-', so the options and the pairs do not mix up: a negative
   * one is refused as such (GOption would call it an unknown option) */
  if (!wy_cli_check_argv ("sum", entries, argc, argv, &error)
      || !wy_cli_parse_goptions ("sum", N_("GAME POS [GAME POS ...]"), N_("A sum of games: one "
                                    "position of each component; a move moves in one component. "
                                    "Its value is the nim-sum of the components' Grundy values "
                                    "(f^Q with block=Q); it is P iff 0."), sum_help, entries, &argc,
                                 &argv, &error)
      || !wy_cli_parse_format (format, WY_CLI_ALLOW (WY_TABLE_TEXT)
                               | WY_CLI_ALLOW (WY_TABLE_JSON), &fmt, &error)
      || !(sum = build_sum (argc, argv, &error)))
    return wy_cli_fail_error (error);
  moves = wy_sum_list_winning_moves (sum);
  if (fmt == WY_TABLE_JSON)
    sum_json (out, sum, moves);
  else
    sum_text (out, sum, moves);
  return wy_cli_write (out);
}
