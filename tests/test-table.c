/* test-table.c: the papers' tables from wy-table.c: rows from boards and recursions, and their four formats; the one JSON writer (wy-json.c) that writes their JSON and the command's. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wy-json-private.h"
#include "wy-table.h"
#include "wy-test-solve.h"

/* Paper 000, Table 1, "NIM11 12" (p = q = 1, a = 1, b = 2), n = 0..10, as
 * the paper prints them. */
static const char nim11_12_csv[] =
  "n,x,y,d\n"
  "0,0,0,0\n"
  "1,2,3,1\n"
  "2,5,7,2\n"
  "3,9,12,3\n"
  "4,11,15,4\n"
  "5,14,19,5\n"
  "6,17,23,6\n"
  "7,21,28,7\n"
  "8,25,33,8\n"
  "9,27,36,9\n"
  "10,30,40,10\n";

static const char nim11_12_latex[] =
  "\\begin{tabular}{|r|r|r|r|}\n"
  "\\hline\n"
  "$n$ & $x_n$ & $y_n$ & $y_n - x_n$ \\\\\n"
  "\\hline\n"
  "0 & 0 & 0 & 0 \\\\\n"
  "1 & 2 & 3 & 1 \\\\\n"
  "2 & 5 & 7 & 2 \\\\\n"
  "3 & 9 & 12 & 3 \\\\\n"
  "4 & 11 & 15 & 4 \\\\\n"
  "5 & 14 & 19 & 5 \\\\\n"
  "6 & 17 & 23 & 6 \\\\\n"
  "7 & 21 & 28 & 7 \\\\\n"
  "8 & 25 & 33 & 8 \\\\\n"
  "9 & 27 & 36 & 9 \\\\\n"
  "10 & 30 & 40 & 10 \\\\\n"
  "\\hline\n"
  "\\end{tabular}\n";

static WyGame *
parse (const char *rule)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse (rule, &error);

  g_assert_no_error (error);
  return game;
}

static WyBoard *
solve (const WyGame *game, guint size)
{
  g_autoptr (GError) error = NULL;
  WyBoard *board = wy_test_solve (game, size, WY_NEED_ELIMINATION, NULL, NULL, NULL, &error);

  g_assert_no_error (error);
  return board;
}

static void
assert_format (const WyGame *game, const GArray *rows, WyTableFormat format,
               gboolean recursion, const char *expected)
{
  g_autofree char *text = wy_table_format (game, rows, format, recursion);

  g_assert_cmpstr (text, ==, expected);
}

/* The exact solver's rows on a board that settles 11 of them. */
static void
test_paper_exact (void)
{
  g_autoptr (WyGame) game = parse ("nimpq:a=1,b=2");
  g_autoptr (WyBoard) board = solve (game, 100);
  g_autoptr (GArray) rows = wy_table_rows_from_board (board);

  g_assert_cmpuint (rows->len, >=, 11);
  g_array_set_size (rows, 11);
  assert_format (game, rows, WY_TABLE_CSV, FALSE, nim11_12_csv);
  assert_format (game, rows, WY_TABLE_LATEX, FALSE, nim11_12_latex);
}

static void
test_paper_recursion (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = parse ("wyt:a=1,b=2");
  g_autoptr (GArray) rows = wy_table_rows_from_recursion (game, 11, &error);

  g_assert_no_error (error);
  assert_format (game, rows, WY_TABLE_CSV, TRUE, nim11_12_csv);
  assert_format (game, rows, WY_TABLE_LATEX, TRUE, nim11_12_latex);
}

/* A board settles only the rows with 2 max (x, y) + 2 <= its side. */
static void
test_settled (void)
{
  g_autoptr (WyGame) game = parse ("wyt:a=1,b=2");
  g_autoptr (WyBoard) board = solve (game, 23);
  g_autoptr (GArray) rows = wy_table_rows_from_board (board);

  assert_format (game, rows, WY_TABLE_CSV, FALSE, "n,x,y,d\n0,0,0,0\n1,2,3,1\n2,5,7,2\n");
}

/* The default board of the window, 23 x 23, shows the rows n = 0..5 of
 * paper 000's Table 1 for NIM^{1,1}_{1,2}: the next, (17, 23), is off it. */
static void
test_on_board (void)
{
  static const guint64 expect[][2] = { { 0, 0 }, { 2, 3 }, { 5, 7 }, { 9, 12 }, { 11, 15 },
                                       { 14, 19 } };
  g_autoptr (WyGame) game = wy_game_parse ("wyt:a=1,b=2", NULL);
  g_autoptr (WyBoard) board = wy_test_solve (game, 23, WY_NEED_ELIMINATION, NULL, NULL, NULL, NULL);
  g_autoptr (GArray) rows = wy_table_rows_on_board (board);

  g_assert_cmpuint (rows->len, ==, G_N_ELEMENTS (expect));
  for (guint i = 0; i < rows->len; i++)
    {
      g_assert_cmpuint (g_array_index (rows, WyPair, i).x, ==, expect[i][0]);
      g_assert_cmpuint (g_array_index (rows, WyPair, i).y, ==, expect[i][1]);
    }
}

/* The cone families too (their P-set engine): the rows on a board are
 * the table's rows, from the exact solver grown until final, up to the
 * first whose pair is off the board. */
static void
test_on_board_cone (void)
{
  const char *rules[] = { "stwythoff:s=2,t=3", "restricted:s=1,t=2", "gamma:i=1,s=2,t=3",
                          "gamma:i=3,s=1,t=4" };

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WyGame) game = wy_game_parse (rules[r], NULL);
      g_autoptr (WyBoard) board = wy_test_solve (game, 40, WY_NEED_ELIMINATION, NULL, NULL, NULL, NULL);
      g_autoptr (GArray) rows = wy_table_rows_on_board (board);
      g_autoptr (GArray) table = wy_table_exact_rows (game, rows->len + 1, NULL, NULL, NULL,
                                                      &error);
      WyPair *next;

      g_assert_no_error (error);
      for (guint i = 0; i < rows->len; i++)
        {
          g_assert_cmpuint (g_array_index (rows, WyPair, i).x, ==,
                            g_array_index (table, WyPair, i).x);
          g_assert_cmpuint (g_array_index (rows, WyPair, i).y, ==,
                            g_array_index (table, WyPair, i).y);
        }
      next = &g_array_index (table, WyPair, rows->len);
      g_assert_cmpuint (MAX (next->x, next->y), >=, 40);
    }
}

static void
test_text_json (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = parse ("wyt:b=2");
  g_autoptr (GArray) rows = wy_table_rows_from_recursion (game, 2, &error);

  g_assert_no_error (error);
  assert_format (game, rows, WY_TABLE_TEXT, FALSE, " n  x  y  d\n 0  0  0  0\n 1  2  3  1\n");
  assert_format (game, rows, WY_TABLE_JSON, FALSE,
                 "{\"game\":\"wyt:a=1,b=2\",\"source\":\"exact\",\"rows\":["
                 "{\"n\":0,\"x\":0,\"y\":0,\"d\":0},{\"n\":1,\"x\":2,\"y\":3,\"d\":1}]}\n");
}

/* The writer places the commas: first values, nested containers, empty ones, a key's value;
 * strings escaped, NULL and a value not finite as null, doubles at their precision; the text
 * may be truncated between two values (a long listing written away). */
static void
test_json_writer (void)
{
  g_autoptr (GString) out = g_string_new (NULL);
  WyJson json;

  _wy_json_init (&json, out);
  _wy_json_begin_object (&json);
  _wy_json_string (_wy_json_key (&json, "s"), "a \"b\"\\\n");
  _wy_json_begin_array (_wy_json_key (&json, "empty"));
  _wy_json_end_array (&json);
  _wy_json_begin_array (_wy_json_key (&json, "a"));
  _wy_json_int (&json, G_MININT64);
  _wy_json_uint (&json, G_MAXUINT64);
  _wy_json_begin_object (&json);
  _wy_json_end_object (&json);
  _wy_json_begin_array (&json);
  _wy_json_uint (&json, 0);
  _wy_json_end_array (&json);
  _wy_json_end_array (&json);
  _wy_json_double (_wy_json_key (&json, "d"), 1.0 / 3, 4);
  _wy_json_double (_wy_json_key (&json, "nan"), NAN, 6);
  _wy_json_double (_wy_json_key (&json, "round"), 2.5, 0);
  _wy_json_string (_wy_json_key (&json, "none"), NULL);
  _wy_json_bool (_wy_json_key (&json, "t"), TRUE);
  g_assert_cmpstr (out->str, ==, "{\"s\":\"a \\\"b\\\"\\\\\\u000a\",\"empty\":[],"
                   "\"a\":[-9223372036854775808,18446744073709551615,{},[0]],\"d\":0.3333,"
                   "\"nan\":null,\"round\":2,\"none\":null,\"t\":true");
  g_string_truncate (out, 0);
  _wy_json_raw (_wy_json_key (&json, "raw"), "[1,2]");
  _wy_json_null (_wy_json_key (&json, "n"));
  _wy_json_end_object (&json);
  g_assert_cmpstr (out->str, ==, ",\"raw\":[1,2],\"n\":null}");
  g_assert_cmpuint (json.depth, ==, 0);
}

/* Paper 004's Mark: a_n 0 1 3 4 5 7 9 11, b_n 0 2 6 8 10 14 18 22 (those below 24). */
static void
test_one_pile (void)
{
  g_autoptr (WyGame) game = parse ("mark");
  g_autoptr (WyBoard) board = solve (game, 24);
  g_autoptr (GArray) rows = wy_table_rows_from_board (board);

  assert_format (game, rows, WY_TABLE_CSV, FALSE,
                 "n,a,b\n0,0,0\n1,1,2\n2,3,6\n3,4,8\n4,5,10\n5,7,14\n6,9,18\n7,11,22\n");
}

static void
test_no_recursion (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = parse ("stwythoff:s=1,t=2");
  g_autofree char *rule = wy_game_to_string (game);
  g_autofree char *said = g_strdup_printf ("the papers give no recursion for %s: use the exact "
                                           "solver", rule);

  g_assert_null (wy_table_rows_from_recursion (game, 5, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
  g_assert_cmpstr (error->message, ==, said);
}

/* The papers' tables list pairs of a game of one or two heaps. A game of three heaps has
 * none: the exact rows are refused naming the reason, never proven, and a cube's board
 * settles no row. Before, the core listed the pairs of the cube's plane z = 0 as the table
 * of nim:heaps=3 ((0,0), (1,1), (2,2), ...) and called them proven; only the command line
 * refused. */
static void
test_three_heaps (void)
{
  static const char *const rules[] = { "nim:heaps=3", "wythoff:heaps=3", "fraenkel3",
                                       "moves:rule=(dx+dy+dz==1)" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WyGame) game = parse (rules[i]);
      g_autofree char *rule = wy_game_to_string (game);
      g_autoptr (WyBoard) board = wy_test_solve (game, 6, WY_NEED_ELIMINATION, NULL, NULL,
                                                 NULL, NULL);
      g_autoptr (GArray) settled = wy_table_rows_from_board (board);
      g_autoptr (GArray) shown = wy_table_rows_on_board (board);

      g_test_message ("%s", rules[i]);
      g_assert_null (wy_table_exact_rows (game, 5, NULL, NULL, NULL, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
      g_assert_nonnull (strstr (error->message, "three heaps"));
      g_assert_true (g_str_has_prefix (error->message, rule));
      g_assert_false (wy_table_is_proven (game));
      g_assert_cmpuint (settled->len, ==, 0);
      g_assert_cmpuint (shown->len, ==, 0);
    }
  /* a slice's rows are its own P-positions (before: those of the plane z = 0) */
  for (guint k = 0; k < 4; k++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WyGame) game = parse ("wythoff:heaps=3");
      WyQuery query = { .needs = WY_NEED_ELIMINATION, .size = 12 };
      g_autoptr (WySolution) cube = wy_solve (game, &query, &error);
      g_autoptr (WySolution) slice = wy_solution_get_slice (cube, WY_AXIS_Z, k, &error);
      const WyBoard *board = wy_solution_get_board (slice);
      g_autoptr (GArray) shown = wy_table_rows_on_board (board);
      g_autoptr (GArray) settled = wy_table_rows_from_board (board);

      g_assert_no_error (error);
      g_assert_cmpuint (shown->len, ==, settled->len);
      for (guint i = 0; i < shown->len; i++)
        {
          const WyPair *row = &g_array_index (shown, WyPair, i);
          g_assert_cmpint (wy_board_get_status (board, (guint) row->x, (guint) row->y), ==,
                           WY_STATUS_P);
        }
    }
}

static void
test_filename (void)
{
  static const struct { const char *name; WyTableFormat format; } ok[] = {
    { "t.csv", WY_TABLE_CSV }, { "dir.x/T.TEX", WY_TABLE_LATEX },
    { "a.b.json", WY_TABLE_JSON }, { "t.txt", WY_TABLE_TEXT },
  };
  static const char *bad[] = { "t.pdf", "table", "dir.csv/table", "t." };

  for (guint i = 0; i < G_N_ELEMENTS (ok); i++)
    {
      WyTableFormat format;
      g_assert_true (wy_table_format_from_filename (ok[i].name, &format, NULL));
      g_assert_cmpint (format, ==, ok[i].format);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      WyTableFormat format;
      g_assert_false (wy_table_format_from_filename (bad[i], &format, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
      g_assert_nonnull (strstr (error->message, ".csv, .tex, .json or .txt"));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/table/paper000-nim11-12/exact", test_paper_exact);
  g_test_add_func ("/core/table/paper000-nim11-12/recursion", test_paper_recursion);
  g_test_add_func ("/core/table/settled", test_settled);
  g_test_add_func ("/core/table/on-board", test_on_board);
  g_test_add_func ("/core/table/on-board-cone", test_on_board_cone);
  g_test_add_func ("/core/table/text-json", test_text_json);
  g_test_add_func ("/core/table/json-writer", test_json_writer);
  g_test_add_func ("/core/table/one-pile", test_one_pile);
  g_test_add_func ("/core/table/no-recursion", test_no_recursion);
  g_test_add_func ("/core/table/three-heaps", test_three_heaps);
  g_test_add_func ("/core/table/filename", test_filename);
  return g_test_run ();
}
