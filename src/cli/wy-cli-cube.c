/* wy-cli-cube.c: the text commands on three heaps: `ppos`, `steps`,
 * `grundy` and `moves` of a cube (the third coordinate z). */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <string.h>

#include "wy-cli-common.h"
#include "wy-cli-cube.h"
#include "wy-cli-out.h"
#include "wy-report.h"

static void
out_triple (WyOut *out, guint x, guint y, guint z, const char *sep)
{
  wy_out_uint (out, x);
  wy_out_text (out, sep);
  wy_out_uint (out, y);
  wy_out_text (out, sep);
  wy_out_uint (out, z);
}

/* Every P-position of a cube by z, y, x: "(x, y, z)" or "x,y,z" (JSON: ppos, wy-cli-cells.c). */
void
wy_cli_ppos3 (WyOut *out, const WyBoard *board, WyTableFormat fmt)
{
  guint S = wy_board_get_size (board), n;
  const WyPos *p = wy_board_get_ppos (board, &n);

  if (fmt == WY_TABLE_CSV)
    wy_out_text (out, "x,y,z\n");
  for (guint i = 0; i < n; i++)
    {
      wy_out_reserve (out);
      if (fmt == WY_TABLE_TEXT)
        wy_out_char (out, '(');
      out_triple (out, p[i].x, p[i].y % S, p[i].y / S, fmt == WY_TABLE_TEXT ? ", " : ",");
      if (fmt == WY_TABLE_TEXT)
        wy_out_char (out, ')');
      wy_out_char (out, '\n');
    }
}

/* The coordinates of --region text, split into parts (as many as form names, "X0,Y0,X1,Y1"),
 * each from 0 to size - 1, into v. A coordinate that is empty, not a whole number or off the
 * board is named by the form (it was "--region a is not a whole number", the coordinate
 * unnamed). */
gboolean
wy_cli_parse_region_coordinates (const char *text, char **parts, const char *form, guint size,
                                 guint *v, GError **error)
{
  g_auto (GStrv) names = g_strsplit (form, ",", -1);

  for (guint i = 0; parts[i] && names[i]; i++)
    {
      guint64 value = 0;
      const char *part = g_strstrip (parts[i]);

      if (*part == '\0')
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("--region '%s': %s is empty: give %s, each from 0 to %u"), text,
                     names[i], form, size - 1);
      else if (!wy_cli_parse_whole (part, &value) && !wy_cli_is_negative (part))
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("--region '%s': %s = %s is not a whole number: give %s, each from 0 to %u"),
                     text, names[i], part, form, size - 1);
      else if (wy_cli_is_negative (part) || value > size - 1)
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("--region '%s': %s = %s is off the board: give %s, each from 0 to %u"),
                     text, names[i], part, form, size - 1);
      else
        {
          v[i] = (guint) value;
          continue;
        }
      return FALSE;
    }
  return TRUE;
}

/* --region X0,Y0,Z0,X1,Y1,Z1 of a cube of side size into the query. */
gboolean
wy_cli_parse_region3 (guint size, const char *text, WyQuery *query, GError **error)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);
  guint v[6], n = g_strv_length (parts);

  if (n != 6)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   n == 4 ? _("--region '%s' gives two coordinates per corner: a game of three "
                              "heaps takes X0,Y0,Z0,X1,Y1,Z1")
                          : _("--region '%s' is not of the form X0,Y0,Z0,X1,Y1,Z1 (a game of three "
                              "heaps)"), text);
      return FALSE;
    }
  if (!wy_cli_parse_region_coordinates (text, parts, "X0,Y0,Z0,X1,Y1,Z1", size, v, error))
    return FALSE;
  if (v[0] > v[3] || v[1] > v[4] || v[2] > v[5])
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("--region '%s' is empty: the first corner must lie below the second in every "
                     "coordinate"), text);
      return FALSE;
    }
  wy_query_set_region3 (query, v[0], v[1], v[2], v[3], v[4], v[5]);
  return TRUE;
}

/* One row (y, z) of the region, x0 .. x1: "x,y,z," then the status and
 * step, or the Grundy value; the row read at once (a cube's row z * S + y). */
static void
cells3_row (WyOut *out, const WyBoard *board, guint y, guint z, guint x0, guint x1,
            gboolean grundy)
{
  guint S = wy_board_get_size (board), n = x1 - x0 + 1;
  g_autofree char *yz = g_strdup_printf (",%u,%u,", y, z);
  gsize yz_len = strlen (yz);
  g_autoptr (GArray) steps = NULL;
  g_autoptr (GArray) status = grundy ? NULL
                              : wy_board_get_cell_row (board, z * S + y, x0, n, &steps, NULL);
  g_autoptr (GArray) values = grundy ? wy_board_get_grundy_row (board, z * S + y, x0, n, NULL)
                                     : NULL;

  for (guint i = 0; i < n; i++)
    {
      wy_out_reserve (out);
      wy_out_uint (out, x0 + i);
      memcpy (out->buf + out->len, yz, yz_len);
      out->len += yz_len;
      if (grundy && (!values || g_array_index (values, gint32, i) < 0))
        wy_out_char (out, '-');
      else if (grundy)
        wy_out_uint (out, (guint) g_array_index (values, gint32, i));
      else
        {
          wy_out_char (out, g_array_index (status, WyStatus, i) == WY_STATUS_P ? 'P' : 'N');
          wy_out_char (out, ',');
          wy_out_uint (out, g_array_index (steps, guint, i));
        }
      wy_out_char (out, '\n');
    }
}

/* Every cell of the cube (or the region) by z, y, x. */
void
wy_cli_cells3 (WyOut *out, const WyBoard *board, const WyQuery *q, gboolean grundy)
{
  guint last = wy_board_get_size (board) - 1;
  guint x1 = q->has_region ? q->x1 : last, y1 = q->has_region ? q->y1 : last;
  guint z1 = q->has_region3 ? q->z1 : last, z0 = q->has_region3 ? q->z0 : 0;

  wy_out_text (out, grundy ? "x,y,z,g\n" : "x,y,z,status,step\n");
  for (guint z = z0; z <= z1; z++)
    for (guint y = q->y0; y <= y1; y++)
      cells3_row (out, board, y, z, q->x0, x1, grundy);
}

/* "x,y,z": three whole numbers; a fourth is refused. */
static gboolean
parse_position3 (const WyGame *game, const char *text, guint *c, GError **error)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);
  g_autofree char *rule = wy_game_to_string (game);
  guint n = g_strv_length (parts);

  if (n > 3)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("position '%s' has %u coordinates: %s is a game of three heaps, x,y,z"),
                   text, n, rule);
      return FALSE;
    }
  for (guint i = 0; i < 3; i++)
    if (n != 3 || !wy_cli_parse_coordinate (parts[i], &c[i]))
      {
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("position '%s' is not of the form x,y,z with whole numbers x, y, z >= 0 (%s "
                       "is a game of three heaps)"), text, rule);
        return FALSE;
      }
  return TRUE;
}

/* The report of one cell of a cube: the smallest cube that holds it, or
 * --size; the steps within their cap, the status alone beyond it. */
WyReport *
wy_cli_moves_report3 (const WyGame *game, const char *pos_text, const char *size_text,
                      GError **error)
{
  WyQuery query = { .needs = WY_NEED_STEPS };
  g_autoptr (WySolution) solution = NULL;
  guint c[3], steps_max, status_max, max;
  guint64 need;

  if (!parse_position3 (game, pos_text, c, error))
    return NULL;
  need = (guint64) MAX (c[0], MAX (c[1], c[2])) + 1;
  steps_max = wy_solve_max_side (game, &(WyQuery) { .needs = WY_NEED_STEPS }, NULL);
  status_max = wy_solve_max_side (game, &(WyQuery) { .needs = WY_NEED_STATUS }, NULL);
  max = MAX (steps_max, status_max);
  /* the side a region may lie in (as steps --region asks), not the whole cube's cap */
  if (size_text
      && !wy_cli_parse_region_size (game, size_text, WY_NEED_STATUS, &query.size, error))
    return NULL;
  if (size_text && need > query.size)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("position %s is outside the cube of side %u: x, y and z must be from 0 to %u"),
                   pos_text, query.size, query.size - 1);
      return NULL;
    }
  if (need > max)
    {
      g_autofree char *rule = wy_game_to_string (game);
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("position %s needs a cube beyond the budget: for %s x, y and z must be from 0 "
                     "to %u"), pos_text, rule, max - 1);
      return NULL;
    }
  if (!size_text)
    query.size = (guint) need;
  /* a cell's options lie below it: the cube that holds it is solved */
  if (need > steps_max)
    query.needs = WY_NEED_STATUS;
  /* the Grundy value where the game has it and the cube that holds the cell (the region's,
   * whatever --size) stays within the caps */
  if (wy_game_has_grundy (game)
      && need <= wy_solve_max_side (game, &(WyQuery) { .needs = query.needs
                                                        | WY_NEED_GRUNDY }, NULL))
    query.needs |= WY_NEED_GRUNDY;
  wy_query_set_region3 (&query, c[0], c[1], c[2], c[0], c[1], c[2]);
  solution = wy_cli_solve (game, &query, error);
  return solution ? wy_solution_describe3 (solution, c[0], c[1], c[2], error) : NULL;
}

/* The targets of moves as JSON: [[x,y,z],...]. */
void
wy_cli_json_targets3 (WyJson *json, const GArray *moves)
{
  _wy_json_begin_array (json);
  for (guint i = 0; i < moves->len; i++)
    {
      const WyMove *m = &g_array_index (moves, WyMove, i);
      wy_cli_json_triple (json, m->target.x, m->target.y, m->target_z);
    }
  _wy_json_end_array (json);
}
