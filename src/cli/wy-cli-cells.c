/* wy-cli-cells.c: `wythoff ppos`, `steps` and `grundy`: per-position listings of a solved board. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <string.h>

#include "wy-cli-common.h"
#include "wy-table.h"
#include "wy-cli-commands.h"

static void
ppos_text (GString *out, const WyBoard *board, const WyPos *ppos, guint n)
{
  gboolean one_pile = wy_board_is_one_pile (board);

  for (guint i = 0; i < n; i++)
    if (one_pile)
      g_string_append_printf (out, "%u\n", ppos[i].x);
    else
      g_string_append_printf (out, "(%u, %u)\n", ppos[i].x, ppos[i].y);
}

static void
ppos_csv (GString *out, const WyBoard *board, const WyPos *ppos, guint n)
{
  gboolean one_pile = wy_board_is_one_pile (board);

  g_string_append (out, one_pile ? "n\n" : "x,y\n");
  for (guint i = 0; i < n; i++)
    if (one_pile)
      g_string_append_printf (out, "%u\n", ppos[i].x);
    else
      g_string_append_printf (out, "%u,%u\n", ppos[i].x, ppos[i].y);
}

static void
ppos_json (GString *out, const WyBoard *board, const WyPos *ppos, guint n)
{
  g_autofree char *rule = wy_game_to_string (wy_board_get_game (board));

  g_string_append (out, "{\"game\":");
  wy_json_append_string (out, rule);
  g_string_append_printf (out, ",\"size\":%u,\"ppos\":[", wy_board_get_size (board));
  for (guint i = 0; i < n; i++)
    {
      if (i)
        g_string_append_c (out, ',');
      wy_cli_json_pos (out, wy_board_is_one_pile (board), ppos[i].x, ppos[i].y);
    }
  g_string_append (out, "]}\n");
}

int
wy_cli_ppos (int argc, char **argv)
{
  g_autofree char *size = NULL, *format = NULL;
  GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_STRING, &size, "Board side: positions with x, y < S", "S" },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format, "text (default), csv or json", "FORMAT" },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  WyCliFormat fmt;
  WyBoard *board;
  const WyPos *ppos;
  guint n;

  if (!wy_cli_parse_options ("ppos", "GAME", "Every P-position with coordinates below S, "
                             "sorted by y then x.",
                             "text: one \"(x, y)\" per line; csv: header x,y (one-pile: n);\n"
                             "json: {\"game\":RULE,\"size\":S,\"ppos\":[[x,y],...]} "
                             "(one-pile: [n,...]).", entries, 1, &argc, &argv, &error)
      || !wy_cli_parse_format (format, WY_CLI_FORMAT_TEXT | WY_CLI_FORMAT_CSV
                               | WY_CLI_FORMAT_JSON, &fmt, &error)
      || !(board = wy_cli_load_board (argv[1], size, WY_SOLVE_DEFAULT, &error)))
    return wy_cli_fail_error (error);
  ppos = wy_board_get_ppos (board, &n);
  if (fmt == WY_CLI_FORMAT_CSV)
    ppos_csv (out, board, ppos, n);
  else if (fmt == WY_CLI_FORMAT_JSON)
    ppos_json (out, board, ppos, n);
  else
    ppos_text (out, board, ppos, n);
  wy_board_unref (board);
  return wy_cli_write (out);
}

/* v and then sep, without printf: the per-cell CSV of a 4096 board has
 * 16 million rows. */
static void
append_uint (GString *out, guint v, char sep)
{
  char buf[16], *p = buf + sizeof buf;

  *--p = sep;
  do
    *--p = (char) ('0' + v % 10);
  while (v /= 10);
  gsize n = buf + sizeof buf - p;

  if (out->len + n < out->allocated_len)
    {
      memcpy (out->str + out->len, p, n);
      out->len += n;
      out->str[out->len] = '\0';
    }
  else
    g_string_append_len (out, p, n);
}

/* The CSV value columns of one cell, after its coordinates. */
typedef void (*CellValues) (GString *out, const WyBoard *board, guint x, guint y);

static void
step_values (GString *out, const WyBoard *board, guint x, guint y)
{
  g_string_append_printf (out, "%s,%u\n", wy_cli_status_name (wy_board_get_status (board, x, y)),
                          wy_board_get_step (board, x, y));
}

static void
grundy_values (GString *out, const WyBoard *board, guint x, guint y)
{
  int g = wy_board_get_grundy (board, x, y);

  if (g < 0)
    g_string_append (out, "-1\n");
  else
    append_uint (out, (guint) g, '\n');
}

/* The cells listed: x0 <= x <= x1, y0 <= y <= y1. */
typedef struct {
  guint x0, y0, x1, y1;
} Region;

/* --region X0,Y0,X1,Y1 (one-pile: N0,N1) inside the board; NULL: all of it. */
static gboolean
parse_region (const WyBoard *board, const char *text, Region *region, GError **error)
{
  guint size = wy_board_get_size (board), last = size - 1;
  gboolean one_pile = wy_board_is_one_pile (board);
  g_auto (GStrv) parts = NULL;
  guint v[4];

  *region = (Region) { 0, 0, last, one_pile ? 0 : last };
  if (text == NULL)
    return TRUE;
  parts = g_strsplit (text, ",", -1);
  if (g_strv_length (parts) != (one_pile ? 2u : 4u))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   one_pile ? "--region '%s' is not of the form N0,N1"
                            : "--region '%s' is not of the form X0,Y0,X1,Y1", text);
      return FALSE;
    }
  for (guint i = 0; parts[i]; i++)
    if (!wy_cli_parse_uint ("--region", g_strstrip (parts[i]), 0, last, &v[i], error))
      return FALSE;
  if (one_pile)
    *region = (Region) { v[0], 0, v[1], 0 };
  else
    *region = (Region) { v[0], v[1], v[2], v[3] };
  if (region->x0 > region->x1 || region->y0 > region->y1)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   "--region '%s' is empty: the first corner must be below-left of the second",
                   text);
      return FALSE;
    }
  return TRUE;
}

/* Every position of the region by y then x: "x,y," (one-pile: "n,") then
 * the values. */
static void
cells_csv (GString *out, const WyBoard *board, const Region *r, const char *columns,
           CellValues values)
{
  gboolean one_pile = wy_board_is_one_pile (board);

  g_string_append_printf (out, "%s,%s\n", one_pile ? "n" : "x,y", columns);
  for (guint y = r->y0; y <= r->y1; y++)
    for (guint x = r->x0; x <= r->x1; x++)
      {
        /* upmark's n = 0 is not a position */
        if (wy_board_get_status (board, x, y) == WY_STATUS_NONE)
          continue;
        append_uint (out, x, ',');
        if (!one_pile)
          append_uint (out, y, ',');
        values (out, board, x, y);
        if (!wy_cli_write_some (out))
          return;
      }
}

/* A subcommand that prints one CSV row per position of a solved board. */
typedef struct {
  const char  *name, *summary, *description, *columns;
  WySolveFlags flags;
  gboolean   (*check) (const char *rule, GError **error); /* NULL: any game */
  CellValues   values;
} CellsCommand;

static int
cells_command (const CellsCommand *cmd, int argc, char **argv)
{
  g_autofree char *size = NULL, *format = NULL, *region_text = NULL;
  GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_STRING, &size, "Board side: positions with x, y < S", "S" },
    { "region", 'r', 0, G_OPTION_ARG_STRING, &region_text,
      "Only x0 <= x <= x1, y0 <= y <= y1 (one-pile: N0,N1)", "X0,Y0,X1,Y1" },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format, "csv (the only one)", "FORMAT" },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  WyCliFormat fmt;
  WyBoard *board;
  Region region;

  if (!wy_cli_parse_options (cmd->name, "GAME", cmd->summary, cmd->description, entries, 1,
                             &argc, &argv, &error)
      || !wy_cli_parse_format (format, WY_CLI_FORMAT_CSV, &fmt, &error)
      || (cmd->check && !cmd->check (argv[1], &error))
      || !(board = wy_cli_load_board (argv[1], size, cmd->flags, &error)))
    return wy_cli_fail_error (error);
  if (!parse_region (board, region_text, &region, &error))
    {
      wy_board_unref (board);
      return wy_cli_fail_error (error);
    }
  cells_csv (out, board, &region, cmd->columns, cmd->values);
  wy_board_unref (board);
  return wy_cli_write (out);
}

int
wy_cli_steps (int argc, char **argv)
{
  static const CellsCommand cmd = {
    "steps", "The status and Bouton-von Neumann elimination step of every position on the "
    "board.",
    "csv: header x,y,status,step (one-pile: n,status,step), rows by y then x;\nstatus is P "
    "or N; step j means the position is in P_j or N_j.",
    "status,step", WY_SOLVE_DEFAULT, NULL, step_values
  };

  return cells_command (&cmd, argc, argv);
}

static gboolean
check_grundy (const char *rule, GError **error)
{
  WyGame *game = wy_cli_parse_game (rule, error);
  gboolean ok = game != NULL;

  if (game && !wy_game_has_grundy (game))
    {
      g_autofree char *canon = wy_game_to_string (game);
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   "%s has no Sprague-Grundy values: they are defined only for games in normal "
                   "play without blocking (nimpq needs p=1 and q=1) or memory (not imitation)",
                   canon);
      ok = FALSE;
    }
  if (game)
    wy_game_free (game);
  return ok;
}

int
wy_cli_grundy (int argc, char **argv)
{
  static const CellsCommand cmd = {
    "grundy", "The Sprague-Grundy value of every position on the board.",
    "csv: header x,y,g (one-pile: n,g), rows by y then x.\nDefined for normal play without "
    "blocking or memory.",
    "g", WY_SOLVE_GRUNDY, check_grundy, grundy_values
  };

  if (wy_cli_grundy_wants_class (argc, argv))
    return wy_cli_grundy_class (argc, argv);
  return cells_command (&cmd, argc, argv);
}
