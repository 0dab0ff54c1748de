/* test-export.c: exported figures read back: PNG pixels and chunks, SVG marks, PDF pages and frames. */
#define G_LOG_DOMAIN "wy-test"
/* geteuid, setrlimit, SIGXFSZ, WEXITSTATUS, mount */
#define _GNU_SOURCE

#include "config.h"

#include <math.h>
#include <signal.h>
#include <string.h>
#include <png.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "wy-export.h"
#include "wy-test-dir.h"
#include "wy-test-solve.h"
#include "wy-test-export.h"

/* ---- expectations from the papers, not from the solver ---- */

typedef struct {
  const char *rule;
  guint size;
  const guint (*pairs)[2];  /* x <= y; both orientations are P */
  guint n_pairs;
} Expected;

/* Paper 000, Table 1, NIM^{1,1}_{1,2} (= wyt:a=1,b=2): every pair with y < 23 */
static const guint wyt12[][2] = { { 0, 0 }, { 2, 3 }, { 5, 7 }, { 9, 12 }, { 11, 15 },
                                  { 14, 19 } };
/* Paper 000, Table 1, NIM^{2,1}_{1,1} (= nimpq:p=2); the next pair (18,23) is off the board */
static const guint nimpq2[][2] = { { 0, 0 }, { 1, 1 }, { 2, 3 }, { 4, 5 }, { 6, 8 }, { 7, 9 },
                                   { 10, 13 }, { 11, 14 }, { 12, 16 }, { 15, 19 }, { 17, 22 } };
/* Paper 004: P/N of Mark for n = 0..23 */
static const char *mark_pn = "PNPNNNPNPNPNNNPNNNPNNNPN";

/* Wythoff (paper 000 section 3): (floor(n phi), floor(n phi^2)) */
static gboolean
wythoff_is_p (guint x, guint y)
{
  double phi = (1 + sqrt (5)) / 2;
  guint a = MIN (x, y), b = MAX (x, y);

  for (guint n = 0; n <= b; n++)
    if ((guint) floor (n * phi) == a && (guint) floor (n * phi * phi) == b)
      return TRUE;
  return FALSE;
}

static gboolean
expected_is_p (const Expected *e, guint x, guint y)
{
  if (strcmp (e->rule, "wythoff") == 0)
    return wythoff_is_p (x, y);
  if (strcmp (e->rule, "mark:k=2") == 0)
    return y == 0 && mark_pn[x] == 'P';
  for (guint i = 0; i < e->n_pairs; i++)
    if ((e->pairs[i][0] == x && e->pairs[i][1] == y) || (e->pairs[i][0] == y && e->pairs[i][1] == x))
      return TRUE;
  return FALSE;
}

static guint
expected_count (const Expected *e)
{
  guint n = 0, rows = strcmp (e->rule, "mark:k=2") == 0 ? 1 : e->size;

  for (guint y = 0; y < rows; y++)
    for (guint x = 0; x < e->size; x++)
      n += expected_is_p (e, x, y);
  return n;
}

static const Expected games[] = {
  { "wythoff", 23, NULL, 0 },
  { "wyt:a=1,b=2", 23, wyt12, G_N_ELEMENTS (wyt12) },
  { "nimpq:p=2", 23, nimpq2, G_N_ELEMENTS (nimpq2) },
  { "mark:k=2", 24, NULL, 0 },
};

/* ---- helpers ---- */

static double
png_luma (const PngData *d, double px, double py)
{
  guint x = (guint) floor (px), y = (guint) floor (py);
  const guint8 *p;

  g_assert_cmpuint (x, <, d->width);
  g_assert_cmpuint (y, <, d->height);
  p = d->rgba + ((gsize) y * d->width + x) * 4;
  g_assert_cmpuint (p[3], ==, 255);
  return (0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2]) / 255.0;
}

/* ---- PNG: size, pHYs, text chunks ---- */

static void
test_png_size_dpi (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *a = g_build_filename (dir, "a.png", NULL);
  g_autofree char *b = g_build_filename (dir, "b.png", NULL);
  WyBoard *board = wy_test_solve_rule ("wythoff", 23);
  g_autoptr (GError) error = NULL;
  WyExportOptions o;
  PngData d = { 0 };
  guint w, h;

  /* 8 cm at 300 dpi: 8 / 2.54 * 300 = 944.9 pixels; 300 dpi = 11811 px/m */
  wy_export_options_init (&o);
  o.width = 8;
  o.unit = WY_UNIT_CM;
  o.dpi = 300;
  g_assert_true (wy_export_write (board, &o, a, &error));
  g_assert_no_error (error);
  png_data_read (&d, a);
  g_assert_cmpuint (d.width, ==, 945);
  g_assert_cmpint (d.phys_unit, ==, PNG_RESOLUTION_METER);
  g_assert_cmpuint (d.ppm_x, ==, 11811);
  g_assert_cmpuint (d.ppm_y, ==, 11811);
  /* a square board with its labels: about square */
  g_assert_cmpuint (d.height, >, 0.9 * d.width);
  g_assert_cmpuint (d.height, <, 1.1 * d.width);
  g_assert_true (wy_export_get_pixel_size (board, &o, &w, &h, &error));
  g_assert_cmpuint (w, ==, d.width);
  g_assert_cmpuint (h, ==, d.height);
  png_data_clear (&d);

  /* 2 in at 150 dpi: 300 px; 150 dpi = 5905.5 -> 5906 px/m */
  o.width = 2;
  o.unit = WY_UNIT_IN;
  o.dpi = 150;
  g_assert_true (wy_export_write (board, &o, b, &error));
  png_data_read (&d, b);
  g_assert_cmpuint (d.width, ==, 300);
  g_assert_cmpuint (d.ppm_x, ==, 5906);
  png_data_clear (&d);
  wy_board_unref (board);
  rm_rf (dir);
}

static void
test_png_text (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *path = g_build_filename (dir, "fig.png", NULL);
  WyBoard *board = wy_test_solve_rule ("wyt:b=2", 23);
  g_autoptr (GError) error = NULL;
  WyExportOptions o;
  PngData d = { 0 };
  WyProvenance prov;
  const char *keys[] = { "Title", "Software", "wythoff:game", "wythoff:size", "wythoff:step",
                         "wythoff:view", "wythoff:style", "wythoff:dark", "wythoff:axes",
                         "wythoff:selection", "wythoff:version" };

  wy_export_options_init (&o);
  o.width = 400;
  o.render.step = 2;
  o.render.view = WY_VIEW_ELIMINATION;
  o.render.style = WY_STYLE_SCREEN;
  o.render.has_selection = TRUE;
  o.render.selection = (WyPos) { 9, 6 };
  g_assert_true (wy_export_write (board, &o, path, &error));
  png_data_read (&d, path);
  /* exactly the documented chunks */
  g_assert_cmpuint (g_hash_table_size (d.text), ==, G_N_ELEMENTS (keys));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_assert_true (g_hash_table_contains (d.text, keys[i]));
  g_assert_cmpstr (g_hash_table_lookup (d.text, "Software"), ==, "Wythoff Lattice " PACKAGE_VERSION);
  /* canonical rule string: the defaults written out */
  g_assert_cmpstr (g_hash_table_lookup (d.text, "wythoff:game"), ==, "wyt:a=1,b=2");
  g_assert_cmpstr (g_hash_table_lookup (d.text, "wythoff:size"), ==, "23");
  g_assert_cmpstr (g_hash_table_lookup (d.text, "wythoff:step"), ==, "2");
  g_assert_cmpstr (g_hash_table_lookup (d.text, "wythoff:view"), ==, "elimination");
  g_assert_cmpstr (g_hash_table_lookup (d.text, "wythoff:style"), ==, "screen");
  g_assert_cmpstr (g_hash_table_lookup (d.text, "wythoff:dark"), ==, "no");
  g_assert_cmpstr (g_hash_table_lookup (d.text, "wythoff:axes"), ==, "yes");
  g_assert_cmpstr (g_hash_table_lookup (d.text, "wythoff:selection"), ==, "9,6");
  g_assert_cmpstr (g_hash_table_lookup (d.text, "wythoff:version"), ==, PACKAGE_VERSION);
  g_assert_nonnull (strstr (g_hash_table_lookup (d.text, "Title"), "wyt:a=1,b=2"));
  png_data_clear (&d);

  /* and the reader gives the same back */
  g_assert_true (wy_export_read_provenance (path, &prov, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (prov.game, ==, "wyt:a=1,b=2");
  g_assert_cmpuint (prov.size, ==, 23);
  g_assert_cmpuint (prov.step, ==, 2);
  g_assert_cmpint (prov.view, ==, WY_VIEW_ELIMINATION);
  g_assert_cmpint (prov.style, ==, WY_STYLE_SCREEN);
  g_assert_true (prov.axes);
  g_assert_true (prov.has_selection);
  g_assert_cmpuint (prov.selection.x, ==, 9);
  g_assert_cmpuint (prov.selection.y, ==, 6);
  g_assert_cmpuint (prov.width, ==, 400);
  g_assert_cmpfloat (fabs (prov.dpi - 300), <, 0.01);
  wy_provenance_clear (&prov);
  wy_board_unref (board);
  rm_rf (dir);
}

/* ---- PNG pixels: P dark, N light, at the centres the layout predicts ---- */

static void
probe_game (const Expected *e, const char *dir)
{
  g_autofree char *path = g_strdup_printf ("%s/%s.png", dir, e->rule);
  WyBoard *board = wy_test_solve_rule (e->rule, e->size);
  g_autoptr (GError) error = NULL;
  guint rows = wy_board_is_one_pile (board) ? 1 : e->size;
  WyExportOptions o;
  WyLayout layout;
  PngData d = { 0 };

  wy_export_options_init (&o);
  o.width = 920;
  g_assert_true (wy_export_write (board, &o, path, &error));
  g_assert_no_error (error);
  png_data_read (&d, path);
  /* the layout the export used: fit to the pixel size, snapped to pixels */
  wy_layout_fit (board, &o.render, d.width, d.height, &layout);
  wy_layout_snap (&layout);
  for (guint y = 0; y < rows; y++)
    for (guint x = 0; x < e->size; x++)
      {
        double cx, cy, v;
        wy_layout_cell_center (&layout, x, y, &cx, &cy);
        v = png_luma (&d, cx, cy);
        if (expected_is_p (e, x, y))
          g_assert_cmpfloat (v, <, 0.3);
        else
          g_assert_cmpfloat (v, >, 0.9);
      }
  png_data_clear (&d);
  wy_board_unref (board);
}

static void
test_png_probes (void)
{
  g_autofree char *dir = make_tmp ();

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    probe_game (&games[i], dir);
  rm_rf (dir);
}

/* ---- SVG: well-formed, one P mark per P-position ---- */

typedef struct {
  guint marks;
  guint symbol_depth;
} SvgCount;

static void
svg_start (GMarkupParseContext *ctx, const char *name, const char **attr_names,
           const char **attr_values, gpointer data, GError **error)
{
  SvgCount *c = data;

  if (strcmp (name, "symbol") == 0)
    c->symbol_depth++;
  if (strcmp (name, "path") != 0 || c->symbol_depth > 0)
    return;
  /* the paper style fills P marks, and only them, in pure black */
  for (guint i = 0; attr_names[i]; i++)
    if (strcmp (attr_names[i], "style") == 0 && strstr (attr_values[i], "fill:rgb(0%,0%,0%)"))
      c->marks++;
}

static void
svg_end (GMarkupParseContext *ctx, const char *name, gpointer data, GError **error)
{
  SvgCount *c = data;

  if (strcmp (name, "symbol") == 0)
    c->symbol_depth--;
}

static void
test_svg_marks (void)
{
  g_autofree char *dir = make_tmp ();

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/%s.svg", dir, games[i].rule);
      g_autofree char *text = NULL;
      g_autoptr (GError) error = NULL;
      WyBoard *board = wy_test_solve_rule (games[i].rule, games[i].size);
      GMarkupParser parser = { svg_start, svg_end };
      SvgCount count = { 0 };
      GMarkupParseContext *ctx = g_markup_parse_context_new (&parser, 0, &count, NULL);
      WyExportOptions o;

      wy_export_options_init (&o);
      o.format = WY_EXPORT_SVG;
      o.width = 10;
      o.unit = WY_UNIT_CM;
      g_assert_true (wy_export_write (board, &o, path, &error));
      g_assert_true (g_file_get_contents (path, &text, NULL, &error));
      g_assert_true (g_markup_parse_context_parse (ctx, text, -1, &error));
      g_assert_true (g_markup_parse_context_end_parse (ctx, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (count.marks, ==, expected_count (&games[i]));
      /* 17 for Wythoff: (0,0) and 8 pairs (floor(n phi), floor(n phi^2)) below 23 */
      if (i == 0)
        g_assert_cmpuint (count.marks, ==, 17);
      g_assert_nonnull (strstr (text, "wythoff:game="));
      g_assert_nonnull (strstr (text, "width=\"283.46"));  /* 10 cm in points */
      g_markup_parse_context_free (ctx);
      wy_board_unref (board);
    }
  rm_rf (dir);
}

/* ---- PDF: one page per elimination step ---- */

static void
check_pdfinfo_pages (const char *path, guint pages)
{
  g_autofree char *pdfinfo = g_find_program_in_path ("pdfinfo");
  g_autofree char *out = NULL;
  g_autofree char *want = g_strdup_printf ("Pages:           %u\n", pages);
  const char *argv[] = { pdfinfo, path, NULL };
  int wait;

  if (!pdfinfo)
    g_error ("pdfinfo is missing: install poppler-utils (scripts/test does)");
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, &wait, NULL));
  g_assert_nonnull (strstr (out, want));
  g_assert_nonnull (strstr (out, "Creator:         Wythoff Lattice " PACKAGE_VERSION));
}

static void
test_pdf_pages (void)
{
  /* docs/spec.md: NIM^{2,1}_{1,1} on 23x23 ends after 11 steps, NIM^{1,1}_{1,2} after 6 */
  const struct { const char *rule; guint steps; } cases[] = { { "nimpq:p=2", 11 },
                                                              { "wyt:a=1,b=2", 6 } };
  g_autofree char *dir = make_tmp ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/steps-%u.pdf", dir, i);
      WyBoard *board = wy_test_solve_rule (cases[i].rule, 23);
      g_autoptr (GError) error = NULL;
      WyExportOptions o;

      wy_export_options_init (&o);
      o.format = WY_EXPORT_PDF;
      o.all_steps = TRUE;
      g_assert_true (wy_export_write (board, &o, path, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (pdf_pages (path), ==, cases[i].steps);
      check_pdfinfo_pages (path, cases[i].steps);
      /* the provenance in the metadata */
      g_assert_true (file_contains (path, "wythoff:size=23"));
      g_assert_true (file_contains (path, "wythoff:step=all"));
      wy_board_unref (board);
    }
  g_assert_cmpuint (dir_count (dir), ==, 2);
  /* a board with more steps than pages allowed: refused, nothing written */
  {
    g_autofree char *path = g_strdup_printf ("%s/many.pdf", dir);
    WyBoard *board = wy_test_solve_rule ("wyt:a=1,b=2", 5000);
    g_autoptr (GError) error = NULL;
    WyExportOptions o;

    g_assert_cmpuint (wy_board_get_n_steps (board), >, WY_EXPORT_MAX_STEPS);
    wy_export_options_init (&o);
    o.format = WY_EXPORT_PDF;
    o.all_steps = TRUE;
    g_assert_false (wy_export_write (board, &o, path, &error));
    g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
    g_assert_nonnull (strstr (error->message, "at most 1000"));
    wy_board_unref (board);
  }
  g_assert_cmpuint (dir_count (dir), ==, 2);
  rm_rf (dir);
}

/* A heat view in a PDF: cells as rectangles (editable) while they are
 * few, one image of a pixel per cell beyond (a 600 board drew some 10^5
 * rectangles a page: 1.7 MB a page, 485 MB for the steps of an 800 board). */
static void
test_pdf_heat_cells (void)
{
  const struct { guint size; gboolean image; } cases[] = { { 40, FALSE }, { 600, TRUE } };
  g_autofree char *dir = make_tmp ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/heat-%u.pdf", dir, cases[i].size);
      WyBoard *board = wy_test_solve_rule ("wyt:a=1,b=2", cases[i].size);
      g_autoptr (GError) error = NULL;
      WyExportOptions o;
      GStatBuf st;

      wy_export_options_init (&o);
      o.format = WY_EXPORT_PDF;
      o.render.view = WY_VIEW_ELIMINATION;
      o.render.step = wy_board_get_n_steps (board) / 2;
      g_assert_true (wy_export_write (board, &o, path, &error));
      g_assert_no_error (error);
      g_assert_cmpint (file_contains (path, "/Subtype /Image"), ==, cases[i].image);
      g_assert_cmpint (g_stat (path, &st), ==, 0);
      g_assert_cmpint (st.st_size, <, 200000);
      wy_board_unref (board);
    }
  rm_rf (dir);
}

static void
test_png_frames (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *path = g_build_filename (dir, "fig.png", NULL);
  g_autofree char *name = NULL;
  WyBoard *board = wy_test_solve_rule ("wyt:a=1,b=2", 23);
  g_autoptr (GError) error = NULL;
  WyExportOptions o;

  wy_export_options_init (&o);
  o.width = 300;
  o.all_steps = TRUE;
  g_assert_true (wy_export_write (board, &o, path, &error));
  g_assert_no_error (error);
  /* six steps, six frames, nothing else */
  g_assert_cmpuint (dir_count (dir), ==, 6);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  for (guint j = 1; j <= 6; j++)
    {
      g_autofree char *frame = g_strdup_printf ("%s/fig-%03u.png", dir, j);
      g_autofree char *step = g_strdup_printf ("%u", j);
      PngData d = { 0 };
      png_data_read (&d, frame);
      g_assert_cmpstr (g_hash_table_lookup (d.text, "wythoff:step"), ==, step);
      png_data_clear (&d);
    }
  name = wy_export_frame_name ("a/b.c/fig.pdf", 7, 1200);
  g_assert_cmpstr (name, ==, "a/b.c/fig-0007.pdf");
  wy_board_unref (board);
  rm_rf (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/export/png/size-dpi", test_png_size_dpi);
  g_test_add_func ("/render/export/pdf/heat-cells", test_pdf_heat_cells);
  g_test_add_func ("/render/export/png/text", test_png_text);
  g_test_add_func ("/render/export/png/probes", test_png_probes);
  g_test_add_func ("/render/export/png/frames", test_png_frames);
  g_test_add_func ("/render/export/svg/marks", test_svg_marks);
  g_test_add_func ("/render/export/pdf/pages", test_pdf_pages);
  return g_test_run ();
}
