/* wy-cli-cells.c: `wythoff ppos`, `steps` and `grundy`: per-position listings, streamed. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <string.h>

#include "wy-cli-common.h"
#include "wy-cli-cube.h"
#include "wy-cli-out.h"
#include "wy-table.h"
#include "wy-cli-commands.h"

static void
out_pos (WyOut *out, gboolean one_pile, const WyPos *p, char sep)
{
  wy_out_uint (out, p->x);
  if (!one_pile)
    {
      wy_out_char (out, sep);
      wy_out_uint (out, p->y);
    }
}

/* A strip's P-positions, one "n" a line: they increase, so the decimal
 * text of the last one is advanced by the gap (a digit or two) rather
 * than formatted anew (tens of millions of lines at 2 * 10^8). */
#define STRIP_END 24

static void
ppos_strip (WyOut *out, const WyBoard *board)
{
  /* the digits end at STRIP_END, the newline after them; every line is
   * copied as STRIP_END bytes (one fixed copy), of which len + 1 count */
  char text[2 * STRIP_END];
  guint len = 1;
  guint64 last = 0;
  WyPposIter iter;
  WyPos p;

  memset (text, '0', sizeof text);
  text[STRIP_END] = '\n';
  wy_ppos_iter_init (&iter, board);
  while (wy_ppos_iter_next (&iter, &p))
    {
      guint64 gap = p.x - last;
      guint i = STRIP_END, carry = 0;
      for (; gap > 0 || carry; gap /= 10)
        {
          guint digit = (guint) (text[--i] - '0') + (guint) (gap % 10) + carry;
          carry = digit >= 10;
          text[i] = (char) ('0' + digit - 10 * carry);
        }
      len = MAX (len, STRIP_END - i);
      last = p.x;
      wy_out_reserve (out);
      memcpy (out->buf + out->len, text + STRIP_END - len, STRIP_END);
      out->len += len + 1;
    }
}

/* One P-position per line: "(x, y)", "x,y" or "n". */
static void
ppos_lines (WyOut *out, const WyBoard *board, WyTableFormat fmt)
{
  gboolean one_pile = wy_board_is_one_pile (board);
  WyPposIter iter;
  WyPos p;

  if (fmt == WY_TABLE_CSV)
    wy_out_text (out, one_pile ? "n\n" : "x,y\n");
  if (one_pile)
    {
      ppos_strip (out, board);
      return;
    }
  wy_ppos_iter_init (&iter, board);
  while (wy_ppos_iter_next (&iter, &p))
    {
      wy_out_reserve (out);
      if (fmt == WY_TABLE_TEXT && !one_pile)
        {
          wy_out_char (out, '(');
          wy_out_uint (out, p.x);
          wy_out_text (out, ", ");
          wy_out_uint (out, p.y);
          wy_out_char (out, ')');
        }
      else
        out_pos (out, one_pile, &p, ',');
      wy_out_char (out, '\n');
    }
}

/* {"game":RULE,"size":S,"ppos":[[x,y],...]} (one pile [n,...]; a cube [[x,y,z],...] by z, y,
 * x), made in a GString a value at a time and streamed through out. */
static void
ppos_json (WyOut *out, const WyBoard *board, guint size)
{
  g_autofree char *rule = wy_game_to_string (wy_board_get_game (board));
  g_autoptr (GString) text = g_string_sized_new (1u << 17);
  gboolean heaps3 = wy_board_get_heaps (board) == 3;
  const WyPos *cube = NULL;
  guint n = 0;
  WyPposIter iter;
  WyPos p;
  WyJson json;

  wy_cli_json_begin_game (&json, text, rule);
  _wy_json_uint (_wy_json_key (&json, "size"), size);
  _wy_json_begin_array (_wy_json_key (&json, "ppos"));
  /* a cube's list may be empty (NULL): the iterator is for boards alone */
  if (heaps3)
    cube = wy_board_get_ppos (board, &n);
  else
    wy_ppos_iter_init (&iter, board);
  for (guint i = 0; i < n; i++)
    {
      wy_cli_json_triple (&json, cube[i].x, cube[i].y % size, cube[i].y / size);
      wy_out_drain (out, text, FALSE);
    }
  while (!heaps3 && wy_ppos_iter_next (&iter, &p))
    {
      wy_cli_json_pos (&json, wy_board_is_one_pile (board), p.x, p.y);
      wy_out_drain (out, text, FALSE);
    }
  _wy_json_end_array (&json);
  _wy_json_end_object (&json);
  g_string_append_c (text, '\n');
  wy_out_drain (out, text, TRUE);
}

int
wy_cli_ppos (int argc, char **argv)
{
  g_autofree char *size = NULL, *format = NULL;
  GOptionEntry entries[] = {
    WY_CLI_SIZE_OPTION (&size),
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format,
      N_("text (default), csv or json"), N_("FORMAT") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (WyBoard) board = NULL;
  WyTableFormat fmt;
  WyOut out;

  wy_cli_allow_heaps3 ();
  if (!wy_cli_parse_options ("ppos", N_("GAME"), N_("Every P-position with coordinates below S, "
                                "sorted by y then x (three heaps: by z, y, x)."),
                             N_("text: one \"(x, y)\" per line; csv: header x,y (one-pile: n);\n"
                                "json: {\"game\":RULE,\"size\":S,\"ppos\":[[x,y],...]} (one-pile: "
                                "[n,...])."), entries, 1, &argc, &argv, &error)
      || !wy_cli_parse_format (format, WY_CLI_ALLOW (WY_TABLE_TEXT) | WY_CLI_ALLOW (WY_TABLE_CSV)
                               | WY_CLI_ALLOW (WY_TABLE_JSON), &fmt, &error)
      || !(board = wy_cli_load_board (argv[1], size, WY_NEED_STATUS, &error)))
    return wy_cli_fail_error (error);
  wy_out_init (&out);
  if (fmt == WY_TABLE_JSON)
    ppos_json (&out, board, wy_board_get_size (board));
  else if (wy_board_get_heaps (board) == 3)
    wy_cli_ppos3 (&out, board, fmt);
  else
    ppos_lines (&out, board, fmt);
  return wy_out_finish (&out);
}

/* The CSV value columns of cells x0 .. x0 + n - 1 of row y, a row at a
 * time: values[i] of cell x0 + i, -1 for no row (upmark's 0 is not a
 * position); tags (NULL: none) a letter written before it, "P," or "N,". */
typedef void (*RowValues) (const WyBoard *board, guint y, guint x0, guint n, gint32 *values,
                           char *tags);

static void
step_row (const WyBoard *board, guint y, guint x0, guint n, gint32 *values, char *tags)
{
  g_autoptr (GArray) steps = NULL;
  g_autoptr (GArray) status = wy_board_get_cell_row (board, y, x0, n, &steps, NULL);

  for (guint i = 0; i < n; i++)
    {
      WyStatus s = g_array_index (status, WyStatus, i);
      values[i] = s == WY_STATUS_NONE ? -1 : (gint32) g_array_index (steps, guint, i);
      tags[i] = s == WY_STATUS_P ? 'P' : 'N';
    }
}

static void
grundy_row (const WyBoard *board, guint y, guint x0, guint n, gint32 *values, char *tags)
{
  g_autoptr (GArray) row = wy_board_get_grundy_row (board, y, x0, n, NULL);

  for (guint i = 0; i < n; i++)
    values[i] = row ? g_array_index (row, gint32, i) : -1;
}

/* --region X0,Y0,X1,Y1 (one-pile: N0,N1) inside the board of the given
 * side, into the query; NULL: all of it. */
static gboolean
parse_region (gboolean one_pile, guint size, const char *text, WyQuery *query, GError **error)
{
  g_auto (GStrv) parts = NULL;
  guint v[4];

  if (text == NULL)
    return TRUE;
  parts = g_strsplit (text, ",", -1);
  if (!one_pile && g_strv_length (parts) == 6)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("--region '%s' gives three coordinates per corner: a game of two heaps takes "
                     "X0,Y0,X1,Y1"), text);
      return FALSE;
    }
  if (g_strv_length (parts) != (one_pile ? 2u : 4u))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   one_pile ? _("--region '%s' is not of the form N0,N1")
                            : _("--region '%s' is not of the form X0,Y0,X1,Y1"), text);
      return FALSE;
    }
  if (!wy_cli_parse_region_coordinates (text, parts, one_pile ? "N0,N1" : "X0,Y0,X1,Y1", size, v,
                                        error))
    return FALSE;
  query->has_region = TRUE;
  if (one_pile)
    *query = (WyQuery) { query->needs, query->size, TRUE, v[0], 0, v[1], 0 };
  else
    *query = (WyQuery) { query->needs, query->size, TRUE, v[0], v[1], v[2], v[3] };
  if (query->x0 > query->x1 || query->y0 > query->y1)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("--region '%s' is empty: the first corner must be below-left of the second"),
                   text);
      return FALSE;
    }
  return TRUE;
}

/* A whole number as decimal text, advanced by one without dividing: its
 * n digits from text[0]; copied out as a whole (a row has room). */
#define DECIMAL_MAX 16
typedef struct {
  char  text[DECIMAL_MAX];
  guint n;
} Decimal;

static void
decimal_set (Decimal *d, guint64 value)
{
  char digits[DECIMAL_MAX];
  guint n = 0;

  do
    {
      digits[n++] = (char) ('0' + value % 10);
      value /= 10;
    }
  while (value);
  for (d->n = 0; n > 0;)
    d->text[d->n++] = digits[--n];
}

static void
decimal_next (Decimal *d)
{
  guint i = d->n;

  while (i > 0 && d->text[i - 1] == '9')
    d->text[--i] = '0';
  if (i > 0)
    d->text[i - 1]++;
  else
    {
      /* 9...9 + 1 = 10...0 */
      d->text[0] = '1';
      d->text[d->n++] = '0';
    }
}

static inline void
out_decimal (WyOut *out, const Decimal *d)
{
  G_STATIC_ASSERT (DECIMAL_MAX * 2 + 64 < WY_OUT_ROW_MAX);
  memcpy (out->buf + out->len, d->text, DECIMAL_MAX);
  out->len += d->n;
}

/* Every position of the region by y then x: "x,y," (one-pile: "n,") then
 * the values. The coordinates are written as text kept from cell to cell. */
/* A row (a one-pile board is one row of up to 2 * 10^8) is read this many
 * cells at a time. */
#define CELLS_CHUNK 65536u

static void
cells_csv (WyOut *out, const WyBoard *board, const WyQuery *q, const char *columns,
           RowValues row_values, gboolean tagged)
{
  gboolean one_pile = wy_board_is_one_pile (board);
  guint last = wy_board_get_size (board) - 1;
  guint x1 = q->has_region ? q->x1 : last, y1 = q->has_region ? q->y1 : (one_pile ? 0 : last);
  guint chunk = MIN (x1 - q->x0 + 1, CELLS_CHUNK);
  g_autofree gint32 *row = g_new (gint32, chunk);
  g_autofree char *tags = tagged ? g_new (char, chunk) : NULL;
  Decimal dx, dy;

  wy_out_text (out, one_pile ? "n," : "x,y,");
  wy_out_text (out, columns);
  wy_out_char (out, '\n');
  for (guint y = q->y0; y <= y1; y++)
    for (guint x = q->x0; x <= x1; x += chunk)
      {
        guint n = MIN (chunk, x1 - x + 1);

        decimal_set (&dx, x);
        decimal_set (&dy, y);
        row_values (board, y, x, n, row, tags);
        for (guint i = 0; i < n; i++, decimal_next (&dx))
          {
            if (row[i] < 0)
              continue;
            wy_out_reserve (out);
            out_decimal (out, &dx);
            wy_out_char (out, ',');
            if (!one_pile)
              {
                out_decimal (out, &dy);
                wy_out_char (out, ',');
              }
            if (tags)
              {
                wy_out_char (out, tags[i]);
                wy_out_char (out, ',');
              }
            wy_out_uint (out, (guint) row[i]);
            wy_out_char (out, '\n');
          }
      }
}

/* A subcommand that prints one CSV row per position of a solved board. */
typedef struct {
  const char  *name, *summary, *description, *columns;
  WyNeeds      needs;
  gboolean   (*check) (const WyGame *game, GError **error); /* NULL: any game */
  RowValues    row_values;
  gboolean     tagged;      /* row_values writes tags */
  gboolean     value;       /* --value G listed (grundy: wy_cli_grundy_class takes it) */
} CellsCommand;

static int
cells_command (const CellsCommand *cmd, int argc, char **argv)
{
  g_autofree char *size = NULL, *format = NULL, *region_text = NULL, *value = NULL;
  GOptionEntry entries[] = {
    WY_CLI_SIZE_OPTION (&size),
    { "region", 'r', 0, G_OPTION_ARG_STRING, &region_text,
      N_("Only x0 <= x <= x1, y0 <= y <= y1 (one-pile: N0,N1; three heaps: "
         "X0,Y0,Z0,X1,Y1,Z1)"), N_("X0,Y0,X1,Y1") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format, N_("csv (the only one)"), N_("FORMAT") },
    /* listed so that --help names every option; a command line with it never comes here */
    { cmd->value ? "value" : NULL, 'V', 0, G_OPTION_ARG_STRING, &value,
      N_("Only the positions with Grundy value G (0 to 255), on the whole board; csv or json (see "
         "below)"), N_("G") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = NULL;
  g_autoptr (WyBoard) board = NULL;
  WyQuery query = { .needs = cmd->needs };
  WyTableFormat fmt;
  WyOut out;

  wy_cli_allow_heaps3 ();
  if (!wy_cli_parse_options (cmd->name, N_("GAME"), cmd->summary, cmd->description, entries, 1,
                             &argc, &argv, &error)
      || !wy_cli_parse_format (format, WY_CLI_ALLOW (WY_TABLE_CSV), &fmt, &error)
      || !(game = wy_cli_parse_game (argv[1], &error))
      || (cmd->check && !cmd->check (game, &error))
      || !(region_text ? wy_cli_parse_region_size (game, size, cmd->needs, &query.size, &error)
                       : wy_cli_parse_size (game, size, cmd->needs, &query.size, &error))
      || !(wy_game_get_heaps (game) == 3 && region_text
           ? wy_cli_parse_region3 (query.size, region_text, &query, &error)
           : parse_region (wy_game_is_one_pile (game), query.size, region_text, &query, &error))
      || !(board = wy_cli_query (game, &query, &error)))
    return wy_cli_fail_error (error);
  wy_out_init (&out);
  if (wy_board_get_heaps (board) == 3)
    {
      wy_cli_cells3 (&out, board, &query, cmd->needs == WY_NEED_GRUNDY);
      return wy_out_finish (&out);
    }
  cells_csv (&out, board, &query, cmd->columns, cmd->row_values, cmd->tagged);
  return wy_out_finish (&out);
}

int
wy_cli_steps (int argc, char **argv)
{
  static const CellsCommand cmd = {
    "steps", N_("The status and Bouton-von Neumann elimination step of every position on the "
                "board."),
    N_("csv: header x,y,status,step (one-pile: n,status,step), rows by y then x;\n"
       "status is P or N; step j means the position is in P_j or N_j.\n"
       "Three heaps: header x,y,z,status,step, rows by z, y, x."),
    "status,step", WY_NEED_STEPS, NULL, step_row, TRUE
  };

  return cells_command (&cmd, argc, argv);
}

int
wy_cli_grundy (int argc, char **argv)
{
  static const CellsCommand cmd = {
    "grundy", N_("The Sprague-Grundy value of every position on the board."),
    N_("csv: header x,y,g (one-pile: n,g), rows by y then x.\n"
       "With block=Q the value is Gurvich's f^Q = mex^Q (the least value fewer than Q options "
       "have).\n"
       "Defined in normal play for every family but nimpq with blocking (p or q > 1) and "
       "imitation.\n"
       "wythoff grundy GAME --value G --size S lists only the positions with g = G (line families, "
       "sizes to 2000000).\n"
       "Three heaps: header x,y,z,g, rows by z, y, x."),
    "g", WY_NEED_GRUNDY, wy_game_check_grundy, grundy_row, FALSE, TRUE
  };

  if (wy_cli_grundy_wants_class (argc, argv))
    return wy_cli_grundy_class (argc, argv);
  return cells_command (&cmd, argc, argv);
}
