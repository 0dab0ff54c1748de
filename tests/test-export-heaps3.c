/* test-export-heaps3.c: `wythoff export` of three heaps: a slice's P-positions against `wythoff ppos`, slices side by side, the 3-D view, and bad input. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "wy-test-run.h"
#include "wy-test-export.h"

static int
by_text (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* "u,v" of every \fill[ppos] (u,v) of a TikZ figure, sorted, one a line. */
static char *
tikz_cells (const char *path)
{
  g_autofree char *tex = NULL;
  g_autoptr (GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  GString *out = g_string_new (NULL);
  guint u, v;

  g_assert_true (g_file_get_contents (path, &tex, NULL, NULL));
  for (const char *p = tex; (p = strstr (p, "\\fill[ppos] (")) != NULL; p++)
    if (sscanf (p, "\\fill[ppos] (%u,%u)", &u, &v) == 2)
      g_ptr_array_add (cells, g_strdup_printf ("%u,%u", u, v));
  g_ptr_array_sort (cells, by_text);
  for (guint i = 0; i < cells->len; i++)
    g_string_append_printf (out, "%s\n", (char *) cells->pdata[i]);
  return g_string_free (out, FALSE);
}

/* The P-positions `wythoff ppos` lists with coordinate axis = k, as the
 * slice's cells (u, v): (x, y) for z, (x, z) for y, (y, z) for x. */
static char *
ppos_cells (const char *rule, const char *size, guint axis, guint k)
{
  Run run = { 0 };
  g_auto (GStrv) lines = NULL;
  g_autoptr (GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  GString *out = g_string_new (NULL);
  guint c[3];

  RUN (&run, "ppos", rule, "--size", size, "--format", "csv");
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    if (sscanf (lines[i], "%u,%u,%u", &c[0], &c[1], &c[2]) == 3 && c[axis] == k)
      g_ptr_array_add (cells, g_strdup_printf ("%u,%u", c[axis == 0 ? 1 : 0],
                                               c[axis == 2 ? 1 : 2]));
  run_clear (&run);
  g_ptr_array_sort (cells, by_text);
  for (guint i = 0; i < cells->len; i++)
    g_string_append_printf (out, "%s\n", (char *) cells->pdata[i]);
  return g_string_free (out, FALSE);
}

/* The P-positions a slice draws are the core's with that coordinate, for
 * each axis and each family of three heaps. */
static void
test_slice_cells (void)
{
  static const struct { const char *rule, *size, *slice; guint axis, k; } cases[] = {
    { "nim:heaps=3", "8", "z=3", 2, 3 },
    { "nim:heaps=3", "8", "y=5", 1, 5 },
    { "nim:heaps=3", "8", "x=0", 0, 0 },
    { "wythoff:heaps=3", "12", "z=2", 2, 2 },
    { "wythoff:heaps=3", "12", "x=7", 0, 7 },
    { "fraenkel3", "10", "y=4", 1, 4 },
  };
  g_autofree char *dir = g_dir_make_tmp ("wy-heaps3-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "slice.tex", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Run run = { 0 };
      g_autofree char *drawn = NULL, *core = NULL;

      RUN (&run, "export", cases[i].rule, "--size", cases[i].size, "--slice", cases[i].slice,
           "-o", path);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      drawn = tikz_cells (path);
      core = ppos_cells (cases[i].rule, cases[i].size, cases[i].axis, cases[i].k);
      g_test_message ("%s %s:\n%s", cases[i].rule, cases[i].slice, core);
      g_assert_cmpstr (core, !=, "");
      g_assert_cmpstr (drawn, ==, core);
    }
  g_remove (path);
  g_rmdir (dir);
}

/* Slices side by side and the 3-D view are written, their titles naming them. */
static void
test_figures (void)
{
  static const struct { const char *file, *option, *value, *title; } cases[] = {
    { "four.png", "--slices", "z=0,1,2,3", "slices z=0,1,2,3" },
    { "four.svg", "--slices", "x=1,6", "slices x=1,6" },
    { "four.pdf", "--slices", "y=0,2,4,6,8", "slices y=0,2,4,6,8" },
    { "cube.png", "--3d", NULL, "P-positions in 3-D" },
    { "cube.svg", "--turn", "30,60", "P-positions in 3-D" },
    { "cube.pdf", "--3d", NULL, "P-positions in 3-D" },
  };
  g_autofree char *dir = g_dir_make_tmp ("wy-heaps3-XXXXXX", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, cases[i].file, NULL);
      g_autofree char *text = NULL;
      Run run = { 0 };

      if (g_str_equal (cases[i].option, "--turn"))
        RUN (&run, "export", "wythoff:heaps=3", "--size", "10", "--3d", "--turn", cases[i].value,
             "--step", "2", "--dark", "--style", "screen", "-o", path);
      else if (cases[i].value == NULL)
        RUN (&run, "export", "wythoff:heaps=3", "--size", "10", cases[i].option, "--select",
             "1,2,3", "-o", path);
      else
        RUN (&run, "export", "wythoff:heaps=3", "--size", "10", cases[i].option, cases[i].value,
             "--view", "elimination", "-o", path);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      text = run_read_file (path);
      if (!g_str_has_suffix (path, ".pdf"))
        g_assert_nonnull (strstr (text, cases[i].title));
      /* the provenance as a board figure's: an SVG's <desc> held only the title, a PDF had no
       * Creator */
      if (g_str_has_suffix (path, ".svg"))
        for (const char *const *key = (const char *const[]) { "<desc>", "Software=Wythoff Lattice",
                                                              "wythoff:game=wythoff:heaps=3",
                                                              "wythoff:size=10", "wythoff:view=",
                                                              NULL };
             *key; key++)
          g_assert_nonnull (strstr (text, *key));
      if (g_str_has_suffix (path, ".pdf"))
        g_assert_true (file_contains (path, "/Creator (Wythoff Lattice"));
      g_remove (path);
    }
  g_rmdir (dir);
}

/* A figure of slices names its step, as the 3-D view's and a board's title do: slices at
 * step 2 and the final slices had the same title ("..., slices z=0,1, elimination"), two
 * pictures under one provenance. */
static void
test_slices_step (void)
{
  static const struct { const char *file, *step, *title; } cases[] = {
    { "at2.png", "2", "slices z=0,1, elimination, step 2" },
    { "at2.svg", "2", "slices z=0,1, elimination, step 2" },
    { "final.png", "0", "slices z=0,1, elimination, final" },
  };
  g_autofree char *dir = g_dir_make_tmp ("wy-heaps3-XXXXXX", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, cases[i].file, NULL);
      g_autofree char *text = NULL;
      Run run = { 0 };

      RUN (&run, "export", "wythoff:heaps=3", "--size", "12", "--slices", "z=0,1", "--view",
           "elimination", "--step", cases[i].step, "-o", path);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      text = run_read_file (path);
      g_test_message ("%s: %s", cases[i].file, cases[i].title);
      g_assert_nonnull (strstr (text, cases[i].title));
      g_remove (path);
    }
  g_rmdir (dir);
}

/* A figure of a slice with a selection, redrawn as another plane or as slices: its
 * selection is a cell of its own plane, (x, z) = (2, 5) of y = 3, the position (2, 3, 5);
 * '--from y3.png --slice z=2' marked (2, 5) of z = 2, the position (2, 5, 2), and
 * '--slices z=1,2' marked (2, 5) in both (--select with --slices is refused). Redrawn as
 * another plane, the figure is that plane's without a selection; as its own, it keeps it. */
static void
test_slice_from_selection (void)
{
  static const struct { const char *option, *value, *direct_select; } cases[] = {
    { "--slice", "z=2", NULL },
    { "--slices", "z=1,2", NULL },
    { "--slice", "y=3", "2,3,5" },
  };
  g_autofree char *dir = g_dir_make_tmp ("wy-heaps3-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "y3.png", NULL);
  g_autofree char *again = g_build_filename (dir, "again.png", NULL);
  g_autofree char *direct = g_build_filename (dir, "direct.png", NULL);
  Run run = { 0 };

  RUN (&run, "export", "fraenkel3", "--size", "10", "--slice", "y=3", "--select", "2,3,5", "-o",
       path);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *a = NULL, *b = NULL;
      gsize na, nb;

      RUN (&run, "export", "--from", path, cases[i].option, cases[i].value, "-o", again);
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      if (cases[i].direct_select)
        RUN (&run, "export", "fraenkel3", "--size", "10", cases[i].option, cases[i].value,
             "--select", cases[i].direct_select, "-o", direct);
      else
        RUN (&run, "export", "fraenkel3", "--size", "10", cases[i].option, cases[i].value, "-o",
             direct);
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      g_test_message ("--from y3.png %s %s", cases[i].option, cases[i].value);
      g_assert_true (g_file_get_contents (again, &a, &na, NULL));
      g_assert_true (g_file_get_contents (direct, &b, &nb, NULL));
      g_assert_cmpmem (a, na, b, nb);
      g_remove (again);
      g_remove (direct);
    }
  g_remove (path);
  g_rmdir (dir);
}

/* A slice's figure names its plane (title and provenance), so that
 * `export --from` redraws that very slice, byte for byte, without being
 * told --slice again (it once refused, and --slice of another plane drew
 * another figure under the same provenance). */
static void
test_slice_from (void)
{
  static const struct { const char *file, *slice, *redrawn; } cases[] = {
    { "y3.png", "y=3", "again.png" },
    { "x1.svg", "x=1", "again.svg" },
    { "z2.pdf", "z=2", "again.pdf" },
    { "z5.png", "z=5", "again.svg" },
  };
  g_autofree char *dir = g_dir_make_tmp ("wy-heaps3-XXXXXX", NULL);

  /* a PDF's creation date from it, not the clock: the two exports may fall in different
   * seconds */
  g_setenv ("SOURCE_DATE_EPOCH", "1700000000", TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, cases[i].file, NULL);
      g_autofree char *again = g_build_filename (dir, cases[i].redrawn, NULL);
      g_autofree char *direct = g_build_filename (dir, "direct", NULL);
      g_autofree char *title = g_strdup_printf ("slice %s", cases[i].slice);
      g_autofree char *a = NULL, *b = NULL;
      g_autofree char *ext = g_strdup (strrchr (cases[i].redrawn, '.'));
      g_autofree char *direct_ext = g_strconcat (direct, ext, NULL);
      gsize na, nb;
      Run run = { 0 };

      RUN (&run, "export", "nim:heaps=3", "--size", "8", "--slice", cases[i].slice,
           "--view", "elimination", "-o", path);
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      if (!g_str_has_suffix (path, ".pdf"))
        g_assert_true (file_contains (path, title));
      RUN (&run, "export", "--from", path, "-o", again);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      /* the same figure as drawn from the rule with --slice */
      RUN (&run, "export", "nim:heaps=3", "--size", "8", "--slice", cases[i].slice,
           "--view", "elimination", "-o", direct_ext);
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      g_assert_true (g_file_get_contents (again, &a, &na, NULL));
      g_assert_true (g_file_get_contents (direct_ext, &b, &nb, NULL));
      g_assert_cmpmem (a, na, b, nb);
      g_remove (path);
      g_remove (again);
      g_remove (direct_ext);
    }
  g_unsetenv ("SOURCE_DATE_EPOCH");
  g_rmdir (dir);
}

/* A figure of a slice redrawn (--from) with a --size that leaves its plane out: the message
 * named a --slice y=3 the user never gave ("--slice y=3: the slice y=3 is outside the board:
 * K must be from 0 to 2"); now it names the --from file, its plane and --size, and the sides
 * that keep the plane. Another --slice is read as the user's. */
static void
test_slice_from_small (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-heaps3-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "y3.png", NULL);
  g_autofree char *again = g_build_filename (dir, "again.png", NULL);
  Run run = { 0 };

  RUN (&run, "export", "nim:heaps=3", "--size", "8", "--slice", "y=3", "-o", path);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  CHECK_ERROR (FRAGMENTS ("--size 3", "y3.png", "slice y=3", "from 4 to "), "export", "--from", path,
               "--size", "3", "-o", again);
  RUN (&run, "export", "--from", path, "--size", "3", "-o", again);
  g_assert_null (strstr (run.err, "--slice y=3"));
  run_clear (&run);
  g_assert_false (g_file_test (again, G_FILE_TEST_EXISTS));
  CHECK_ERROR (FRAGMENTS ("--slice z=5", "outside the board", "0 to 2"), "export", "--from",
               path, "--size", "3", "--slice", "z=5", "-o", again);
  RUN (&run, "export", "--from", path, "--size", "4", "-o", again);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  g_remove (again);
  g_remove (path);
  g_rmdir (dir);
}

/* Bad input: one line naming the problem and the range, no file. */
static void
test_bad_input (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-heaps3-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "f.png", NULL);
  g_autofree char *gif = g_build_filename (dir, "f.gif", NULL);

  CHECK_ERROR (FRAGMENTS ("--slice z=8", "outside the board", "0 to 7"),
               "export", "nim:heaps=3", "--size", "8", "--slice", "z=8", "-o", png);
  CHECK_ERROR (FRAGMENTS ("--slices z=0,9", "z=9", "outside the board", "0 to 7"),
               "export", "nim:heaps=3", "--size", "8", "--slices", "z=0,9", "-o", png);
  /* a second axis, or no number, is not "the slice z=y=2 outside the board" */
  CHECK_ERROR (FRAGMENTS ("--slices z=1,y=2: 'y=2' is not a whole number",
                          "one axis, z=K1,K2,...", "0 to 7"),
               "export", "nim:heaps=3", "--size", "8", "--slices", "z=1,y=2", "-o", png);
  CHECK_ERROR (FRAGMENTS ("--slice z=a: 'a' is not a whole number"),
               "export", "nim:heaps=3", "--size", "8", "--slice", "z=a", "-o", png);
  CHECK_ERROR (FRAGMENTS ("--slice w=1", "names no axis", "x=K, y=K or z=K"),
               "export", "nim:heaps=3", "--size", "8", "--slice", "w=1", "-o", png);
  CHECK_ERROR (FRAGMENTS ("--slice", "three heaps", "has 2"),
               "export", "wyt", "--size", "8", "--slice", "z=1", "-o", png);
  CHECK_ERROR (FRAGMENTS ("--3d", "three heaps"), "export", "wyt", "--size", "8", "--3d", "-o", png);
  CHECK_ERROR (FRAGMENTS ("three heaps", "--slice z=K", "0 to 7", "--3d"),
               "export", "nim:heaps=3", "--size", "8", "-o", png);
  CHECK_ERROR (FRAGMENTS ("exclude each other"),
               "export", "nim:heaps=3", "--size", "8", "--slice", "z=1", "--3d", "-o", png);
  CHECK_ERROR (FRAGMENTS ("--select 1,2,3", "not in the slice z=2", "must be 2"),
               "export", "nim:heaps=3", "--size", "8", "--slice", "z=2", "--select", "1,2,3",
               "-o", png);
  CHECK_ERROR (FRAGMENTS ("--select 1,2,9", "X,Y,Z from 0 to 7"),
               "export", "nim:heaps=3", "--size", "8", "--3d", "--select", "1,2,9", "-o", png);
  CHECK_ERROR (FRAGMENTS ("--turn", "add --3d"),
               "export", "nim:heaps=3", "--size", "8", "--slice", "z=1", "--turn", "10,10",
               "-o", png);
  CHECK_ERROR (FRAGMENTS ("--slices", "24 planes", "1 to 16"),
               "export", "nim:heaps=3", "--size", "30", "--slices",
               "z=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23", "-o", png);
  CHECK_ERROR (FRAGMENTS ("--caption", "with --slice", "not with --slices"),
               "export", "nim:heaps=3", "--size", "8", "--slices", "z=1,2", "--caption", "A",
               "-o", png);
  /* the 3-D view draws P-positions by step: a Grundy or formula view asked of it is refused,
   * not drawn as the plain view */
  CHECK_ERROR (FRAGMENTS ("3-D view", "not the grundy view", "--slice or --slices"),
               "export", "nim:heaps=3", "--size", "8", "--3d", "--view", "grundy", "-o", png);
  CHECK_ERROR (FRAGMENTS ("3-D view", "not the formula view", "--slice or --slices"),
               "export", "fraenkel3", "--size", "8", "--3d", "--view", "formula", "-o", png);
  CHECK_ERROR (FRAGMENTS ("--3d", "one picture", "--step"),
               "export", "nim:heaps=3", "--size", "8", "--3d", "--all-steps", "-o", gif);
  /* the 3-D view and slices are plots, 100 to 10000 pixels wide: a width the board accepts but
   * a plot does not is refused naming --width and the plot's range, before the solve (the
   * plot's writer refused it after, in English in every locale, naming no option) */
  CHECK_ERROR (FRAGMENTS ("--width 50", "--3d", "100 to 10000 pixels"),
               "export", "nim:heaps=3", "--size", "8", "--3d", "--width", "50", "-o", png);
  CHECK_ERROR (FRAGMENTS ("--width 20000", "--slices", "100 to 10000 pixels"),
               "export", "nim:heaps=3", "--size", "8", "--slices", "z=0,1", "--width", "20000",
               "-o", png);
  CHECK_ERROR (FRAGMENTS ("3 in at 4800 dpi", "14400 pixels", "--3d", "100 to 10000 pixels"),
               "export", "nim:heaps=3", "--size", "8", "--3d", "--unit", "in", "--dpi", "4800",
               "-o", png);
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (gif, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
}

/* A slice's figure says which plane it is and which heaps its axes are: a board of the
 * plane y = 2 has x across and z up, one of x = 1 y across and z up (a single slice said
 * nothing, the panels of x or y planes only "x = 1"). */
static void
test_slice_labels (void)
{
  static const struct { const char *option, *value, *said; } cases[] = {
    { "--slice", "y=2", "the slice y = 2: x across, z up" },
    { "--slice", "x=5", "the slice x = 5: y across, z up" },
    { "--slice", "z=0", "the slice z = 0: x across, y up" },
    { "--slices", "x=1,3", "x = 1 (y across, z up)" },
    { "--slices", "y=0,6", "y = 6 (x across, z up)" },
    { "--slices", "z=4,7", "z = 7" },
  };
  g_autofree char *dir = g_dir_make_tmp ("wy-heaps3-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "f.pdf", NULL);
  g_autofree char *tex = g_build_filename (dir, "f.tex", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = NULL, *said_tight = NULL;
      g_auto (GStrv) said = NULL;
      Run run = { 0 };

      RUN (&run, "export", "wythoff:heaps=3", "--size", "8", cases[i].option, cases[i].value,
           "-o", pdf);
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      text = pdf_text (pdf, TRUE);
      said = g_strsplit (cases[i].said, " ", -1);
      said_tight = g_strjoinv ("", said);
      g_test_message ("%s %s: %s", cases[i].option, cases[i].value, text);
      g_assert_nonnull (strstr (text, said_tight));
      g_remove (pdf);
      if (g_str_equal (cases[i].option, "--slices"))
        continue;
      /* the TikZ figure writes it too */
      RUN (&run, "export", "wythoff:heaps=3", "--size", "8", cases[i].option, cases[i].value,
           "-o", tex);
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      g_assert_true (file_contains (tex, cases[i].said));
      g_remove (tex);
    }
  g_rmdir (dir);
}

/* The 3-D view names 0 and size - 1 at the ends of each axis; at size 1 they are one cell,
 * named once (it wrote "0 x 0" on each axis, the letter between two zeros). */
static void
test_cube_axis_ends (void)
{
  static const struct { const char *size; guint zeros; } cases[] = { { "1", 3 }, { "2", 3 } };
  g_autofree char *dir = g_dir_make_tmp ("wy-heaps3-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "c.pdf", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = NULL;
      guint zeros = 0;
      Run run = { 0 };

      RUN (&run, "export", "wythoff:heaps=3", "--size", cases[i].size, "--3d", "-o", pdf);
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      text = pdf_text (pdf, TRUE);
      g_test_message ("--3d --size %s: %s", cases[i].size, text);
      for (const char *c = text; *c; c++)
        zeros += *c == '0';
      g_assert_cmpuint (zeros, ==, cases[i].zeros);
      g_remove (pdf);
    }
  g_rmdir (dir);
}

/* `wythoff export` of the arguments, then of more (NULL-terminated, or NULL), to out: it
 * succeeds and says nothing. */
static void
export_ok (const char *const *args, const char *const *more, const char *out)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  Run run = { 0 };

  g_ptr_array_add (argv, "export");
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  for (guint i = 0; more && more[i]; i++)
    g_ptr_array_add (argv, (char *) more[i]);
  g_ptr_array_add (argv, "-o");
  g_ptr_array_add (argv, (char *) out);
  g_ptr_array_add (argv, NULL);
  run_argv (&run, (const char *const *) argv->pdata);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
}

static void
assert_same_bytes (const char *a_path, const char *b_path)
{
  g_autofree char *a = NULL, *b = NULL;
  gsize na, nb;

  g_assert_true (g_file_get_contents (a_path, &a, &na, NULL));
  g_assert_true (g_file_get_contents (b_path, &b, &nb, NULL));
  g_assert_cmpmem (a, na, b, nb);
}

#define ARGS(...) ((const char *const[]) { __VA_ARGS__, NULL })
/* A 3-D view and slices side by side, none of their options the defaults. */
#define CUBE_ARGS "wythoff:heaps=3", "--size", "12", "--3d", "--turn", "30.5,20", "--select", \
  "1,2,0", "--step", "2", "--style", "screen", "--width", "700"
#define SLICES_ARGS "fraenkel3", "--size", "10", "--slices", "x=0,3,5", "--view", \
  "elimination", "--step", "1", "--dark", "--no-grid", "--no-axes", "--width", "900"

/* The 3-D view and slices side by side are redrawn from their figure (`export --from`), byte
 * for byte in the format they were written in (it refused them: "a plot, which its command
 * draws again, not its file"). */
static void
test_plot_redraw (void)
{
  static const char *const files[] = { "cube.png", "cube.svg", "cube.pdf",
                                       "four.png", "four.svg", "four.pdf", "tiny.svg" };
  g_autofree char *dir = g_dir_make_tmp ("wy-heaps3-XXXXXX", NULL);

  /* a PDF's creation date from it, not the clock */
  g_setenv ("SOURCE_DATE_EPOCH", "1700000000", TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i], NULL);
      g_autofree char *again = g_strconcat (dir, "/again", strrchr (files[i], '.'), NULL);

      g_test_message ("%s", files[i]);
      /* a turn whose shortest text has an exponent ("1e-14") reads back too */
      if (i == 6)
        export_ok (ARGS ("nim:heaps=3", "--size", "6", "--3d", "--turn", "0.00000000000001,20"),
                   NULL, path);
      else
        export_ok (i < 3 ? ARGS (CUBE_ARGS) : ARGS (SLICES_ARGS), NULL, path);
      export_ok (ARGS ("--from", path), NULL, again);
      assert_same_bytes (path, again);
      g_remove (again);
      g_remove (path);
    }
  g_unsetenv ("SOURCE_DATE_EPOCH");
  g_rmdir (dir);
}

/* Options given with --from override the figure's: the redrawn figure is the one the
 * command with the figure's options and those draws (a cube's selection goes with it to the
 * 3-D view only: another view draws the cube's planes). */
static void
test_plot_overrides (void)
{
  static const struct { gboolean cube; const char *more[5], *direct[16], *ext; } cases[] = {
    { TRUE, { "--turn", "90,10" },
      { "wythoff:heaps=3", "--size", "12", "--3d", "--turn", "90,10", "--select", "1,2,0",
        "--step", "2", "--style", "screen", "--width", "700" }, ".png" },
    { TRUE, { "--step", "0", "--width", "300" },
      { "wythoff:heaps=3", "--size", "12", "--3d", "--turn", "30.5,20", "--select", "1,2,0",
        "--style", "screen", "--width", "300" }, ".svg" },
    { TRUE, { "--select", "3,3,3", "--style", "paper" },
      { "wythoff:heaps=3", "--size", "12", "--3d", "--turn", "30.5,20", "--select", "3,3,3",
        "--step", "2", "--width", "700" }, ".pdf" },
    { TRUE, { "--size", "8" },
      { "wythoff:heaps=3", "--size", "8", "--3d", "--turn", "30.5,20", "--select", "1,2,0",
        "--step", "2", "--style", "screen", "--width", "700" }, ".png" },
    { TRUE, { "--slice", "z=1" },
      { "wythoff:heaps=3", "--size", "12", "--slice", "z=1", "--step", "2", "--style", "screen",
        "--width", "700" }, ".png" },
    { TRUE, { "--slices", "y=1,2" },
      { "wythoff:heaps=3", "--size", "12", "--slices", "y=1,2", "--step", "2", "--style",
        "screen", "--width", "700" }, ".svg" },
    { FALSE, { "--3d" },
      { "fraenkel3", "--size", "10", "--3d", "--step", "1", "--dark", "--no-axes", "--width",
        "900" }, ".png" },
    { FALSE, { "--slices", "z=4", "--view", "outcome" },
      { "fraenkel3", "--size", "10", "--slices", "z=4", "--step", "1", "--dark", "--no-grid",
        "--no-axes", "--width", "900" }, ".svg" },
    { FALSE, { "--slice", "y=2", "--step", "0" },
      { "fraenkel3", "--size", "10", "--slice", "y=2", "--view", "elimination", "--dark",
        "--no-grid", "--no-axes", "--width", "900" }, ".pdf" },
  };
  g_autofree char *dir = g_dir_make_tmp ("wy-heaps3-XXXXXX", NULL);
  g_autofree char *cube = g_build_filename (dir, "cube.png", NULL);
  g_autofree char *four = g_build_filename (dir, "four.svg", NULL);

  g_setenv ("SOURCE_DATE_EPOCH", "1700000000", TRUE);
  export_ok (ARGS (CUBE_ARGS), NULL, cube);
  export_ok (ARGS (SLICES_ARGS), NULL, four);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *again = g_strconcat (dir, "/again", cases[i].ext, NULL);
      g_autofree char *direct = g_strconcat (dir, "/direct", cases[i].ext, NULL);

      g_test_message ("--from %s %s %s", cases[i].cube ? "cube.png" : "four.svg",
                      cases[i].more[0], cases[i].more[1]);
      export_ok (ARGS ("--from", cases[i].cube ? cube : four), cases[i].more, again);
      export_ok (cases[i].direct, NULL, direct);
      assert_same_bytes (again, direct);
      g_remove (again);
      g_remove (direct);
    }
  g_unsetenv ("SOURCE_DATE_EPOCH");
  g_remove (cube);
  g_remove (four);
  g_rmdir (dir);
}

/* A figure as an older writer wrote it: its SVG's <desc> without the keys that redraw it. */
static void
strip_to_old (const char *path)
{
  static const char *const old[] = { "Software=", "wythoff:game=", "wythoff:view=",
                                     "wythoff:size=", "wythoff:version=" };
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  GString *out = g_string_new (NULL);
  gboolean in_desc = FALSE;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      gboolean keep = !in_desc || g_str_equal (lines[i], "</desc>");

      for (guint k = 0; !keep && k < G_N_ELEMENTS (old); k++)
        keep = g_str_has_prefix (lines[i], old[k]);
      in_desc = (in_desc || g_str_equal (lines[i], "<desc>"))
                && !g_str_equal (lines[i], "</desc>");
      if (keep)
        g_string_append_printf (out, "%s%s", lines[i], lines[i + 1] ? "\n" : "");
    }
  g_assert_true (g_file_set_contents (path, out->str, out->len, NULL));
  g_string_free (out, TRUE);
}

/* Options that do not fit the figure redrawn are refused naming them and what is allowed,
 * and nothing is written; a figure without the keys that redraw it (an older writer's) is
 * refused naming the key and the command that draws it again, as the other plots are. */
static void
test_plot_from_refused (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-heaps3-XXXXXX", NULL);
  g_autofree char *cube = g_build_filename (dir, "cube.png", NULL);
  g_autofree char *four = g_build_filename (dir, "four.png", NULL);
  g_autofree char *old = g_build_filename (dir, "old.svg", NULL);
  g_autofree char *again = g_build_filename (dir, "again.png", NULL);
  g_autofree char *tex = g_build_filename (dir, "again.tex", NULL);

  export_ok (ARGS (CUBE_ARGS), NULL, cube);
  export_ok (ARGS (SLICES_ARGS), NULL, four);
  CHECK_ERROR (FRAGMENTS ("--select 1,2", "X,Y,Z from 0 to 11"), "export", "--from", cube,
               "--select", "1,2", "-o", again);
  CHECK_ERROR (FRAGMENTS ("3-D view", "not the grundy view", "--slice or --slices"), "export",
               "--from", cube, "--view", "grundy", "-o", again);
  CHECK_ERROR (FRAGMENTS ("--caption", "not with --3d"), "export", "--from", cube, "--caption",
               "A", "-o", again);
  CHECK_ERROR (FRAGMENTS ("3-D view", ".png, .svg or .pdf", "not as .tex"), "export", "--from",
               cube, "-o", tex);
  CHECK_ERROR (FRAGMENTS ("the figure shows step 2", "--step from 0 to 1"), "export", "--from",
               cube, "--size", "2", "-o", again);
  CHECK_ERROR (FRAGMENTS ("--width 50", "100 to 10000 pixels"), "export", "--from", cube,
               "--width", "50", "-o", again);
  CHECK_ERROR (FRAGMENTS ("--turn", "add --3d"), "export", "--from", four, "--turn", "10,10",
               "-o", again);
  CHECK_ERROR (FRAGMENTS ("--select", "--slice or --3d"), "export", "--from", four, "--select",
               "1,1", "-o", again);
  CHECK_ERROR (FRAGMENTS ("--size 4", "four.png", "the slices x=0,3,5", "from 6 to",
                          "other planes with --slices"),
               "export", "--from", four, "--size", "4", "-o", again);
  for (guint i = 0; i < 2; i++)
    {
      export_ok (i ? ARGS (SLICES_ARGS) : ARGS (CUBE_ARGS), NULL, old);
      strip_to_old (old);
      CHECK_ERROR (FRAGMENTS ("old.svg", "is a plot", i ? "side by side (wythoff export GAME "
                              "--slices)" : "the 3-D view of three heaps (wythoff export GAME "
                              "--3d)", i ? "written without wythoff:slice-view"
                              : "written without wythoff:turn", "draw it again with its command"),
                   "export", "--from", old, "-o", again);
    }
  g_assert_false (g_file_test (again, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (tex, G_FILE_TEST_EXISTS));
  g_remove (old);
  g_remove (cube);
  g_remove (four);
  g_rmdir (dir);
}

/* The other plots are still drawn again by their command only: the limit's has a key of its
 * own, wythoff:count, which was called one "this program does not write". */
static void
test_limit_from (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-heaps3-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "limit.png", NULL);
  g_autofree char *again = g_build_filename (dir, "again.png", NULL);
  Run run = { 0 };

  RUN (&run, "limit", "wyt", "--count", "100", "--series", "20", "-o", path);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  CHECK_ERROR (FRAGMENTS ("limit.png", "is a plot", "the limit (wythoff limit GAME",
                          "only a board's figure (outcome, elimination, grundy or formula)"),
               "export", "--from", path, "-o", again);
  g_assert_false (g_file_test (again, G_FILE_TEST_EXISTS));
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  wythoff = g_getenv ("WYTHOFF");
  g_test_add_func ("/cli/heaps3/slice-cells", test_slice_cells);
  g_test_add_func ("/cli/heaps3/figures", test_figures);
  g_test_add_func ("/cli/heaps3/slices-step", test_slices_step);
  g_test_add_func ("/cli/heaps3/slice-from", test_slice_from);
  g_test_add_func ("/cli/heaps3/slice-from-small", test_slice_from_small);
  g_test_add_func ("/cli/heaps3/slice-from-selection", test_slice_from_selection);
  g_test_add_func ("/cli/heaps3/bad-input", test_bad_input);
  g_test_add_func ("/cli/heaps3/plot-redraw", test_plot_redraw);
  g_test_add_func ("/cli/heaps3/plot-overrides", test_plot_overrides);
  g_test_add_func ("/cli/heaps3/plot-from-refused", test_plot_from_refused);
  g_test_add_func ("/cli/heaps3/limit-from", test_limit_from);
  g_test_add_func ("/cli/heaps3/slice-labels", test_slice_labels);
  g_test_add_func ("/cli/heaps3/cube-axis-ends", test_cube_axis_ends);
  return g_test_run ();
}
