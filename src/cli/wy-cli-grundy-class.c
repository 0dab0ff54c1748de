/* wy-cli-grundy-class.c: `wythoff grundy GAME --value G --size S`: the positions of one Grundy value. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <string.h>

#include "wy-analysis-private.h"
#include "wy-cli-common.h"
#include "wy-cli-commands.h"
#include "wy-grundy-classes.h"
#include "wy-table.h"

gboolean
wy_cli_grundy_wants_class (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    if (g_str_has_prefix (argv[i], "--value") || strcmp (argv[i], "-V") == 0)
      return TRUE;
  return FALSE;
}

static void
class_csv (GString *out, const GArray *pos)
{
  g_string_append (out, "x,y\n");
  for (guint i = 0; i < pos->len; i++)
    {
      const WyPos *p = &g_array_index (pos, WyPos, i);
      g_string_append_printf (out, "%u,%u\n", p->x, p->y);
      if (!wy_cli_write_some (out))
        return;
    }
}

static void
class_json (GString *out, const WyGame *game, guint size, guint value, const GArray *pos)
{
  g_autofree char *rule = wy_game_to_string (game);
  WyJson json;

  wy_cli_json_begin_game (&json, out, rule);
  _wy_json_uint (_wy_json_key (&json, "size"), size);
  _wy_json_uint (_wy_json_key (&json, "value"), value);
  _wy_json_begin_array (_wy_json_key (&json, "positions"));
  for (guint i = 0; i < pos->len; i++)
    {
      const WyPos *p = &g_array_index (pos, WyPos, i);
      wy_cli_json_pos (&json, FALSE, p->x, p->y);
      if (!wy_cli_write_some (out))
        return;
    }
  _wy_json_end_array (&json);
  _wy_json_end_object (&json);
  g_string_append_c (out, '\n');
}

/* The largest value (sizes: FALSE) or board side (sizes: TRUE, of the
 * value) the core's check accepts: its range, asked of it, for the
 * messages of a --value or --size that is no number at all. */
static guint
largest_accepted (const WyGame *game, gboolean sizes, guint value)
{
  guint lo = sizes ? 1 : 0, hi = G_MAXUINT;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2 + 1;

      if (wy_grundy_class_check (game, sizes ? mid : 1, sizes ? value : mid, NULL))
        lo = mid;
      else
        hi = mid - 1;
    }
  return lo;
}

/* --value G and --size S against the ranges of the game (its check first:
 * a game without the sweep says so). A whole size beyond the range is
 * named --size with the core's cap and its reason. */
static gboolean
parse_class_args (const WyGame *game, const char *value_text, const char *size_text,
                  guint *value, guint *size, GError **error)
{
  const char *reason = NULL;
  guint64 whole;
  guint max;

  if (!wy_grundy_class_check (game, 1, 0, error)
      || !wy_cli_parse_uint ("--value", value_text, 0, largest_accepted (game, FALSE, 0), value,
                             error))
    return FALSE;
  max = _wy_grundy_class_max_size (game, *value, &reason);
  if (size_text && wy_cli_parse_whole (size_text, &whole) && whole > max)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("--size %s is beyond the budget for the positions of Grundy value %u (%s): "
                     "--size must be from 1 to %u"), size_text, *value, reason, max);
      return FALSE;
    }
  if (size_text && wy_cli_parse_whole (size_text, &whole) && whole >= 1)
    {
      *size = (guint) whole;
      return TRUE;
    }
  return wy_cli_parse_uint ("--size", size_text, 1, largest_accepted (game, TRUE, *value), size,
                            error);
}

int
wy_cli_grundy_class (int argc, char **argv)
{
  g_autofree char *size_text = NULL, *value_text = NULL, *format = NULL;
  GOptionEntry entries[] = {
    { "value", 'V', 0, G_OPTION_ARG_STRING, &value_text, N_("The Grundy value G"), N_("G") },
    WY_CLI_SIZE_OPTION (&size_text),
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format, N_("csv (default) or json"), N_("FORMAT") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GArray) pos = NULL;

  for (int i = 1; i < argc; i++)
    if (g_str_has_prefix (argv[i], "--region") || strcmp (argv[i], "-r") == 0)
      return wy_cli_fail (_("grundy: --region does not go with --value: the positions of one value "
                            "are listed on the whole S x S board"));
  g_autoptr (WyGame) game = NULL;
  guint size, value;
  WyTableFormat fmt;

  if (!wy_cli_parse_options ("grundy", N_("GAME --value G --size S"),
                             N_("The positions with Grundy value G below S, by y then x, for the "
                                "line families without blocking; S up to 2000000."),
                             N_("csv: header x,y; json: {\"game\":RULE,\"size\":S,\"value\":G,"
                                "\"positions\":[[x,y],...]}."),
                             entries, 1, &argc, &argv, &error)
      || !wy_cli_parse_format (format, WY_CLI_ALLOW (WY_TABLE_CSV)
                               | WY_CLI_ALLOW (WY_TABLE_JSON), &fmt, &error)
      || !(game = wy_cli_parse_game (argv[1], &error))
      || !parse_class_args (game, value_text, size_text, &value, &size, &error)
      || !(pos = wy_grundy_class (game, size, value, NULL, NULL, NULL, &error)))
    return wy_cli_fail_error (error);
  if (fmt == WY_TABLE_JSON)
    class_json (out, game, size, value, pos);
  else
    class_csv (out, pos);
  return wy_cli_write (out);
}
