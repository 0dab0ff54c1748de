/* wy-cli-board.c: `wythoff board`: a text picture of the board, finally or after elimination step J. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include "wy-cli-common.h"
#include "wy-cli-commands.h"

/* Wider pictures are unreadable in a terminal; the exports draw big boards. */
#define MAX_PICTURE 1000

static char
cell_symbol (const WyBoard *board, guint x, guint y, guint step)
{
  WyStatus status = wy_board_get_status (board, x, y);
  guint s = wy_board_get_step (board, x, y);

  if (status == WY_STATUS_NONE)
    return ' ';
  if (step == 0 || s < step)
    return status == WY_STATUS_P ? 'P' : '.';
  if (s == step)
    return status == WY_STATUS_P ? '@' : '+';
  return '?';
}

static void
picture_row (GString *out, const WyBoard *board, guint y, guint step, int lw, int cw)
{
  guint size = wy_board_get_size (board);

  if (wy_board_is_one_pile (board))
    g_string_append_printf (out, "%*s |", lw, "");
  else
    g_string_append_printf (out, "%*u |", lw, y);
  for (guint x = 0; x < size; x++)
    g_string_append_printf (out, "%*c", cw, cell_symbol (board, x, y, step));
  g_string_append_c (out, '\n');
}

static void
picture (GString *out, const WyBoard *board, guint step)
{
  guint size = wy_board_get_size (board);
  guint rows = wy_board_is_one_pile (board) ? 1 : size;
  int lw = (int) g_snprintf (NULL, 0, "%u", size - 1), cw = lw + 1;

  /* y upwards with the origin bottom-left, as in the papers' figures */
  for (guint r = rows; r-- > 0;)
    picture_row (out, board, r, step, lw, cw);
  g_string_append_printf (out, "%*s +", lw, "");
  for (guint i = 0; i < size * (guint) cw; i++)
    g_string_append_c (out, '-');
  g_string_append_printf (out, "\n%*s  ", lw, "");
  for (guint x = 0; x < size; x++)
    g_string_append_printf (out, "%*u", cw, x);
  g_string_append_c (out, '\n');
}

static void
header_and_legend (GString *out, const WyBoard *board, guint step, gboolean legend)
{
  g_autofree char *rule = wy_game_to_string (wy_board_get_game (board));
  guint size = wy_board_get_size (board), n = wy_board_get_n_steps (board);

  if (!legend)
    {
      if (wy_board_is_one_pile (board))
        g_string_append_printf (out, "%s on 0..%u", rule, size - 1);
      else
        g_string_append_printf (out, "%s on %ux%u", rule, size, size);
      if (step)
        g_string_append_printf (out, ", after step %u of %u\n", step, n);
      else
        g_string_append_printf (out, ", %u elimination steps\n", n);
      return;
    }
  if (step)
    g_string_append (out, "legend: @ new P-position (P_j)  + eliminated at step j (N_j)  "
                          "P earlier P-position  . eliminated earlier  ? undecided\n");
  else
    g_string_append (out, "legend: P P-position  . N-position\n");
}

static gboolean
parse_step (const WyBoard *board, const char *text, guint *step, GError **error)
{
  guint n = wy_board_get_n_steps (board);

  *step = 0;
  /* 0: the final board, as export's --step 0 */
  if (!text || g_strcmp0 (text, "0") == 0)
    return TRUE;
  if (n == 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--step %s is out of range: this board has no elimination steps"), text);
      return FALSE;
    }
  return wy_cli_parse_uint ("--step", text, 0, n, step, error);
}

static gboolean
check_picture_size (const char *text, GError **error)
{
  guint64 size;

  /* Only the upper bound here (any whole number, however large: board's
   * limit is the picture's); wy_cli_parse_size checks the rest. */
  if (!text || !wy_cli_parse_whole (text, &size) || size <= MAX_PICTURE)
    return TRUE;
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("--size %s is too big for a text picture: the board side must be from 1 to %u "
                 "(use wythoff export for big boards)"), text, MAX_PICTURE);
  return FALSE;
}

int
wy_cli_board (int argc, char **argv)
{
  g_autofree char *size = NULL, *step_text = NULL;
  GOptionEntry entries[] = {
    WY_CLI_SIZE_OPTION (&size),
    { "step", 'j', 0, G_OPTION_ARG_STRING, &step_text,
      N_("Show the elimination after step J (0: final)"), N_("J") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (WyBoard) board = NULL;
  guint step;

  if (!wy_cli_parse_options ("board", N_("GAME"), N_("A text picture of the board: y upwards, "
                                "origin bottom-left."),
                             N_("Without --step: P marks the P-positions, . the N-positions.\n"
                                "With --step J: @ the new P-positions P_J, + the cells eliminated "
                                "at step J (N_J),\n"
                                "P and . those decided at earlier steps, ? the cells still "
                                "undecided.\n"
                                "A title line comes first and a legend line last."),
                             entries, 1, &argc, &argv, &error)
      || !check_picture_size (size, &error)
      || !(board = wy_cli_load_board (argv[1], size, WY_NEED_STEP_COUNTS, &error))
      || !parse_step (board, step_text, &step, &error))
    return wy_cli_fail_error (error);
  header_and_legend (out, board, step, FALSE);
  picture (out, board, step);
  header_and_legend (out, board, step, TRUE);
  return wy_cli_write (out);
}
