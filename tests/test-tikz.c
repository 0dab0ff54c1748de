/* test-tikz.c: the TikZ export: its structure (one path per mark and line, sizes in cm, escaped caption), compiled by pdflatex. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "wy-export.h"
#include "wy-test-solve.h"

static char *
export_tex (const WyBoard *board, WyExportOptions *o, const char *dir, const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, name, NULL);
  char *text = NULL;
  WyExportFormat format;

  g_assert_true (wy_export_format_from_filename (path, &format, &error));
  g_assert_cmpint (format, ==, WY_EXPORT_TIKZ);
  o->format = format;
  g_assert_true (wy_export_write (board, o, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static guint
count (const char *text, const char *needle)
{
  guint n = 0;

  for (const char *p = text; (p = strstr (p, needle)); p += strlen (needle))
    n++;
  return n;
}

static void
assert_balanced (const char *tex)
{
  int depth = 0;

  for (const char *p = tex; *p; p++)
    {
      if (*p == '%' && (p == tex || p[-1] != '\\'))
        {
          /* a comment runs to the end of the line */
          while (*p && *p != '\n')
            p++;
          if (!*p)
            break;
        }
      else if (*p == '{' && (p == tex || p[-1] != '\\'))
        depth++;
      else if (*p == '}' && (p == tex || p[-1] != '\\'))
        depth--;
      g_assert_cmpint (depth, >=, 0);
    }
  g_assert_cmpint (depth, ==, 0);
  g_assert_cmpuint (count (tex, "\\begin{"), ==, count (tex, "\\end{"));
}

/* pdflatex compiles the file to a PDF. */
static void
compile (const char *dir, const char *name)
{
  g_autofree char *pdflatex = g_find_program_in_path ("pdflatex");
  g_autofree char *pdf = NULL;
  g_autofree char *out = NULL;
  int status = 0;

  /* scripts/test installs it (texlive-latex-base, texlive-pictures): a
   * TikZ figure that does not compile is a failure, and so is no compiler */
  g_assert_nonnull (pdflatex);
  const char *argv[] = { pdflatex, "-interaction=nonstopmode", "-halt-on-error", name, NULL };
  g_assert_true (g_spawn_sync (dir, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL,
                               &status, NULL));
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("pdflatex %s failed:\n%s", name, out);
  pdf = g_build_filename (dir, name, NULL);
  strcpy (strrchr (pdf, '.'), ".pdf");
  g_assert_true (g_file_test (pdf, G_FILE_TEST_EXISTS));
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* The final board: one \fill per P-position, sized in cm. */
static void
test_final (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-tikz-XXXXXX", NULL);
  g_autoptr (WyBoard) board = wy_test_solve_rule ("wythoff", 30);
  g_autofree char *tex = NULL;
  WyExportOptions o;
  guint n_ppos;

  wy_export_options_init (&o);
  o.width = 12;
  o.unit = WY_UNIT_CM;
  o.render.caption = "Wythoff's game: 100% of {P} & x_n";
  wy_board_get_ppos (board, &n_ppos);
  tex = export_tex (board, &o, dir, "final.tex");
  if (!g_str_has_prefix (tex, "% Wythoff Lattice: wythoff on 30x30"))
    g_error ("starts: %.200s", tex);
  g_assert_nonnull (strstr (tex, "% wythoff:game=wythoff\n"));
  g_assert_nonnull (strstr (tex, "\\begin{tikzpicture}[x=0.3750cm,y=0.3750cm,"));
  g_assert_cmpuint (count (tex, "\\fill[ppos]"), ==, n_ppos);
  g_assert_cmpuint (count (tex, "\\fill[pnew]"), ==, 0);
  g_assert_nonnull (strstr (tex, "\\fill[ppos] (3,5) rectangle +(1,1);\n"));
  g_assert_nonnull (strstr (tex, "\\draw[cellgrid] (0,0) grid (30,30);\n"));
  /* labels every 5: 6 on each axis */
  g_assert_cmpuint (count (tex, "\\node[label,below]"), ==, 6);
  g_assert_cmpuint (count (tex, "\\node[label,left]"), ==, 6);
  /* the caption's notation typeset as in the other formats: x_n with its subscript */
  g_assert_nonnull (strstr (tex, "{Wythoff's game: 100\\% of \\{P\\} \\& x$_{n}$}"));
  /* no per-pixel output: every line is short */
  for (const char *p = tex, *e; (e = strchr (p, '\n')); p = e + 1)
    g_assert_cmpint (e - p, <, 200);
  assert_balanced (tex);
  compile (dir, "final.tex");
  remove_dir (dir);
}

/* The formula view: the paper's P-positions as rings (white on an exact P), each
 * disagreement as a ringed cross, and the key and the note above the board, as the other
 * formats draw them. NIM^{2,1}_{1,2} of paper 000 §10 (p = 3, q = 2, a = 1, b = 2) fails
 * its recursion from (2, 2) on. */
static void
test_formula (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-tikz-XXXXXX", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse ("nimpq:a=1,b=2,p=3,q=2", &error);
  g_autoptr (WySolution) solution = wy_solve (game, &(WyQuery) {
                                                .size = 30,
                                                .needs = WY_NEED_ELIMINATION | WY_NEED_FORMULA },
                                              &error);
  const WyBoard *board = wy_solution_get_board (solution);
  const GArray *bad = wy_solution_get_disagreements (solution);
  const GArray *formula = wy_solution_get_formula_ppos (solution);
  g_autofree char *tex = NULL;
  guint on_p = 0, rings = 0;
  WyExportOptions o;

  g_assert_no_error (error);
  g_assert_nonnull (bad);
  g_assert_cmpuint (bad->len, ==, 48);
  for (guint i = 0; i < formula->len; i++)
    {
      const WyPos *p = &g_array_index (formula, WyPos, i);
      if (p->x < 30 && p->y < 30)
        {
          rings++;
          on_p += wy_board_get_status (board, p->x, p->y) == WY_STATUS_P;
        }
    }
  wy_export_options_init (&o);
  o.width = 12;
  o.unit = WY_UNIT_CM;
  o.render.view = WY_VIEW_FORMULA;
  o.render.formula = solution;
  tex = export_tex (board, &o, dir, "formula.tex");
  g_test_message ("%u rings (%u on an exact P), %u disagreements", rings, on_p, bad->len);
  /* the board's marks (in cells), and one of each in the key (in em) */
  g_assert_cmpuint (count (tex, "circle (0.22)"), ==, rings);
  g_assert_cmpuint (count (tex, "\\draw[fring]"), ==, rings - on_p + 1);
  g_assert_cmpuint (count (tex, "\\draw[fringp]"), ==, on_p + 1);
  g_assert_cmpuint (count (tex, "\\draw[bad]"), ==, bad->len + 1);
  g_assert_nonnull (strstr (tex, "\\draw[bad] (2.5,2.5) "));
  g_assert_nonnull (strstr (tex, "48 cells disagree, the first at (2, 2)"));
  g_assert_nonnull (strstr (tex, "{formula P}"));
  assert_balanced (tex);
  compile (dir, "formula.tex");
  /* no formula asked: no rings */
  o.render.view = WY_VIEW_OUTCOME;
  g_free (tex);
  tex = export_tex (board, &o, dir, "outcome.tex");
  g_assert_cmpuint (count (tex, "fring]"), ==, 0);
  g_assert_cmpuint (count (tex, "\\draw[bad]"), ==, 0);
  remove_dir (dir);
}

/* The elimination view shades the cells of N_j by j and the Grundy view by value (writing
 * the values on a small board), under the grid, with a key; the outcome view and a board
 * past the shading's side have the P-positions alone. */
static void
test_shading (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-tikz-XXXXXX", NULL);
  g_autoptr (WyBoard) board = NULL;
  g_autoptr (WyBoard) big = wy_test_solve_rule ("wythoff", 500);
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", &error);
  g_autofree char *tex = NULL;
  WyExportOptions o;

  board = wy_test_solve (game, 20, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL, NULL, NULL,
                         &error);
  g_assert_no_error (error);
  wy_export_options_init (&o);
  o.width = 12;
  o.unit = WY_UNIT_CM;
  o.render.view = WY_VIEW_ELIMINATION;
  tex = export_tex (board, &o, dir, "steps.tex");
  /* (1, 0) .. (19, 0) go to (0, 0) at step 1: one run in the lightest grey */
  g_assert_nonnull (strstr (tex, "\\fill[black!8] (1,0) rectangle (20,1);\n"));
  g_assert_true (strstr (tex, "% the shading") < strstr (tex, "\\draw[cellgrid]"));
  g_assert_nonnull (strstr (tex, "{eliminated at step 1}"));
  g_assert_nonnull (strstr (tex, "{to 8}"));
  assert_balanced (tex);
  compile (dir, "steps.tex");
  g_free (tex);
  o.render.view = WY_VIEW_GRUNDY;
  tex = export_tex (board, &o, dir, "grundy.tex");
  /* g(1, 0) = 1, g(2, 1) = 0 (a P-position: its mark, no number) */
  g_assert_nonnull (strstr (tex, "\\node[gval] at (1.5,0.5) {1};\n"));
  g_assert_null (strstr (tex, "at (2.5,1.5) {"));
  g_assert_nonnull (strstr (tex, "{Grundy value 1}"));
  assert_balanced (tex);
  compile (dir, "grundy.tex");
  g_free (tex);
  o.render.view = WY_VIEW_OUTCOME;
  tex = export_tex (board, &o, dir, "outcome.tex");
  g_assert_null (strstr (tex, "\\fill[black!"));
  g_free (tex);
  o.render.view = WY_VIEW_ELIMINATION;
  tex = export_tex (big, &o, dir, "big.tex");
  g_assert_null (strstr (tex, "\\fill[black!"));
  remove_dir (dir);
}

/* The vertical lines a scan across the compiled picture meets, at a height
 * that fraction of its inked box from the top: pdftoppm renders the PDF
 * (poppler-utils, a test package), each run of ink is one line. */
static guint
lines_across (const char *dir, const char *pdf_name, double from_top)
{
  g_autofree char *pdftoppm = g_find_program_in_path ("pdftoppm");
  g_autofree char *pdf = g_build_filename (dir, pdf_name, NULL);
  g_autofree char *pgm = NULL;
  gsize len;
  guint w, h, top = G_MAXUINT, bottom = 0, left = G_MAXUINT, right = 0, runs = 0;
  int header = 0;
  const guint8 *px;
  gboolean ink = FALSE;

  g_assert_nonnull (pdftoppm);
  const char *argv[] = { pdftoppm, "-r", "300", "-gray", "-singlefile", pdf, "scan", NULL };
  g_assert_true (g_spawn_sync (dir, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL,
                               NULL, NULL));
  pgm = g_build_filename (dir, "scan.pgm", NULL);
  g_autofree char *data = NULL;
  g_assert_true (g_file_get_contents (pgm, &data, &len, NULL));
  g_assert_cmpint (sscanf (data, "P5 %u %u 255%n", &w, &h, &header), ==, 2);
  px = (const guint8 *) data + header + 1;
  g_assert_cmpuint (len, >=, (gsize) header + 1 + (gsize) w * h);
  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < w; x++)
      if (px[(gsize) y * w + x] < 245)
        {
          top = MIN (top, y), bottom = MAX (bottom, y);
          left = MIN (left, x), right = MAX (right, x);
        }
  g_assert_cmpuint (top, <, bottom);
  const guint8 *row = px + (gsize) (top + from_top * (bottom - top)) * w;
  for (guint x = left; x <= right; x++)
    {
      if (row[x] < 245 && !ink)
        runs++;
      ink = row[x] < 245;
    }
  return runs;
}

/* The grid has a line at every cell, whatever the cell's size in cm (TikZ's
 * grid steps 1cm unless told): a scan across the top row, which holds no
 * P-position, meets the frame and the grid lines between the 4 columns. */
static void
test_grid_cells (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-tikz-XXXXXX", NULL);
  g_autoptr (WyBoard) board = wy_test_solve_rule ("wythoff", 4);
  g_autofree char *tex = NULL;
  WyExportOptions o;

  wy_export_options_init (&o);
  o.render.axes = FALSE;
  for (guint i = 0; i < 3; i++)
    {
      /* cells of 0.5, 0.3 and 1.5 cm */
      static const double width[] = { 3, 1.8, 9 };
      o.width = width[i];
      o.unit = WY_UNIT_CM;
      tex = export_tex (board, &o, dir, "grid.tex");
      compile (dir, "grid.tex");
      g_assert_cmpuint (lines_across (dir, "grid.pdf", 1.0 / 8), ==, 5);
      g_clear_pointer (&tex, g_free);
    }
  remove_dir (dir);
}

/* A step: P_j stands out, the lines of N_j one path each, the selection and its moves. */
static void
test_step (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-tikz-XXXXXX", NULL);
  g_autoptr (WyBoard) board = wy_test_solve_rule ("wyt:a=1,b=2", 23);
  g_autoptr (GArray) rays = wy_board_list_step_lines (board, 2);
  g_autoptr (GArray) moves = wy_board_list_winning_moves (board, 10, 7);
  g_autofree char *tex = NULL;
  g_autofree char *bare = NULL;
  WyExportOptions o;

  wy_export_options_init (&o);
  o.render.step = 2;
  o.render.lines = TRUE;
  o.render.has_selection = TRUE;
  o.render.selection = (WyPos) { 10, 7 };
  /* a paper's notation (wy_paper_caption_plain): scripts, and symbols in math mode, so
   * that pdflatex's text fonts, which lack them, compile it */
  o.render.caption = "Paper 000, Figure 2: NIM^{1,1}_{1,2}; a_n = floor(n*phi) <= b_n";
  tex = export_tex (board, &o, dir, "step.tex");
  g_assert_nonnull (strstr (tex, "{Paper 000, Figure 2: NIM$^{1,1}_{1,2}$; a$_{n}$ = "
                                 "$\\lfloor $n*$\\varphi \\rfloor $ $\\leq $ b$_{n}$}"));
  /* docs/spec.md: P_2 = {(2,3), (3,2)} */
  g_assert_cmpuint (count (tex, "\\fill[pnew]"), ==, 2);
  g_assert_nonnull (strstr (tex, "\\fill[pnew] (3,2) rectangle +(1,1);"));
  g_assert_cmpuint (count (tex, "\\fill[ppos]"), ==, 1);
  g_assert_cmpuint (count (tex, "\\draw[elim]"), ==, rays->len);
  g_assert_cmpuint (rays->len, >, 0);
  g_assert_nonnull (strstr (tex, "\\draw[select] (10,7) rectangle +(1,1);"));
  g_assert_cmpuint (count (tex, "\\draw[move]"), ==, moves->len);
  assert_balanced (tex);
  compile (dir, "step.tex");
  o.render.lines = FALSE;
  o.render.has_selection = FALSE;
  o.render.axes = FALSE;
  o.render.grid = FALSE;
  bare = export_tex (board, &o, dir, "bare.tex");
  g_assert_cmpuint (count (bare, "\\draw[elim]"), ==, 0);
  g_assert_null (strstr (bare, "\\draw[select]"));
  g_assert_null (strstr (bare, "\\node[label"));
  g_assert_null (strstr (bare, "grid ("));
  g_assert_nonnull (strstr (bare, "\\draw[frame] (0,0) rectangle (23,23);"));
  remove_dir (dir);
}

/* A strip (one pile) and a large board: no grid, a frame and the marks. */
static void
test_strip_and_large (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-tikz-XXXXXX", NULL);
  g_autoptr (WyBoard) strip = wy_test_solve_rule ("mark", 24);
  g_autoptr (WyBoard) large = wy_test_solve_rule ("wythoff", 400);
  g_autofree char *a = NULL, *b = NULL;
  WyExportOptions o;
  guint n_ppos;

  wy_export_options_init (&o);
  o.render.has_selection = TRUE;
  o.render.selection = (WyPos) { 13, 0 };
  a = export_tex (strip, &o, dir, "strip.tex");
  /* Mark's P-positions below 24: 0 2 6 8 10 14 18 22 */
  g_assert_cmpuint (count (a, "\\fill[ppos]"), ==, 8);
  g_assert_nonnull (strstr (a, "\\fill[ppos] (22,0) rectangle +(1,1);"));
  g_assert_nonnull (strstr (a, "\\draw[frame] (0,0) rectangle (24,1);"));
  g_assert_cmpuint (count (a, "\\node[label,left]"), ==, 0);
  g_assert_cmpuint (count (a, "\\draw[move]"), ==, 1);
  assert_balanced (a);
  compile (dir, "strip.tex");
  o.render.has_selection = FALSE;
  b = export_tex (large, &o, dir, "large.tex");
  wy_board_get_ppos (large, &n_ppos);
  g_assert_cmpuint (count (b, "\\fill[ppos]"), ==, n_ppos);
  g_assert_null (strstr (b, "grid ("));
  assert_balanced (b);
  remove_dir (dir);
}

/* A TikZ figure says, as the other formats' note line does, why it shows P-positions alone:
 * a Grundy view of a game without Grundy values (blocking), an elimination view of a board
 * larger than it shades; and which plane of a cube a slice is (it said nothing). */
static void
test_notes (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-tikz-XXXXXX", NULL);
  g_autoptr (WyBoard) blocking = wy_test_solve_rule ("nimpq:p=2", 12);
  g_autoptr (WyBoard) large = wy_test_solve_rule ("wythoff", 401);
  g_autoptr (WyBoard) small = wy_test_solve_rule ("wythoff", 400);
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *d = NULL;
  WyExportOptions o;

  wy_export_options_init (&o);
  o.render.view = WY_VIEW_GRUNDY;
  a = export_tex (blocking, &o, dir, "blocking.tex");
  g_assert_nonnull (strstr (a, "No Grundy values for this game"));
  g_assert_cmpuint (count (a, "\\fill[black!"), ==, 0);
  assert_balanced (a);
  compile (dir, "blocking.tex");
  o.render.view = WY_VIEW_ELIMINATION;
  b = export_tex (large, &o, dir, "large.tex");
  g_assert_nonnull (strstr (b, "shades boards up to side 400: showing the P-positions"));
  c = export_tex (small, &o, dir, "small.tex");
  g_assert_null (strstr (c, "shades boards up to side"));
  g_assert_cmpuint (count (c, "\\fill[black!"), >, 0);
  o.render.plane = "y=3";
  d = export_tex (small, &o, dir, "plane.tex");
  g_assert_nonnull (strstr (d, "the slice y = 3: x across, z up"));
  assert_balanced (d);
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/tikz/final", test_final);
  g_test_add_func ("/render/tikz/step", test_step);
  g_test_add_func ("/render/tikz/formula", test_formula);
  g_test_add_func ("/render/tikz/shading", test_shading);
  g_test_add_func ("/render/tikz/grid-cells", test_grid_cells);
  g_test_add_func ("/render/tikz/strip-and-large", test_strip_and_large);
  g_test_add_func ("/render/tikz/notes", test_notes);
  return g_test_run ();
}
