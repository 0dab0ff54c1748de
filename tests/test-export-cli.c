/* test-export-cli.c: `wythoff export` run as a program, and the export library's errors and a full disk. */
#define G_LOG_DOMAIN "wy-test"
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

/* ---- running `wythoff export` ---- */

typedef struct {
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *r)
{
  g_clear_pointer (&r->out, g_free);
  g_clear_pointer (&r->err, g_free);
}

static void
run_cli (Run *r, const char *first, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  const char *bin = g_getenv ("WYTHOFF");
  va_list ap;
  int wait = 0;

  g_assert_nonnull (bin);
  g_ptr_array_add (argv, (char *) bin);
  g_ptr_array_add (argv, (char *) "export");
  va_start (ap, first);
  for (const char *a = first; a; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &r->out, &r->err,
                &wait, &error);
  g_assert_no_error (error);
  r->status = WIFEXITED (wait) ? WEXITSTATUS (wait) : -1;
}

/* exit 2 and exactly one line "wythoff: ..." naming what went wrong */
static void
assert_failed (const Run *r, const char *mentions)
{
  g_assert_cmpint (r->status, ==, 2);
  g_assert_true (g_str_has_prefix (r->err, "wythoff: "));
  g_assert_true (strchr (r->err, '\n') == r->err + strlen (r->err) - 1);
  if (mentions)
    g_assert_nonnull (strstr (r->err, mentions));
}

static void
test_cli_from_round_trip (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *a = g_build_filename (dir, "a.png", NULL);
  g_autofree char *b = g_build_filename (dir, "b.png", NULL);
  g_autofree char *c = g_build_filename (dir, "c.pdf", NULL);
  Run r = { 0 };
  PngData da = { 0 }, db = { 0 };
  GHashTableIter it;
  gpointer key, value;

  run_cli (&r, "nimpq:p=2", "--size", "23", "--step", "3", "--view", "elimination", "--style",
           "screen", "--dpi", "150", "--width", "600", "--select", "5,9", "-o", a, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  run_cli (&r, "--from", a, "-o", b, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  png_data_read (&da, a);
  png_data_read (&db, b);
  g_assert_cmpstr (g_hash_table_lookup (da.text, "wythoff:game"), ==, "nimpq:a=1,b=1,p=2,q=1");
  g_assert_cmpuint (g_hash_table_size (da.text), ==, g_hash_table_size (db.text));
  g_hash_table_iter_init (&it, da.text);
  while (g_hash_table_iter_next (&it, &key, &value))
    g_assert_cmpstr (g_hash_table_lookup (db.text, key), ==, value);
  g_assert_cmpuint (da.width, ==, 600);
  g_assert_cmpuint (db.width, ==, da.width);
  g_assert_cmpuint (db.height, ==, da.height);
  g_assert_cmpuint (db.ppm_x, ==, da.ppm_x);
  g_assert_cmpmem (db.rgba, db.width * db.height * 4, da.rgba, da.width * da.height * 4);
  png_data_clear (&da);
  png_data_clear (&db);

  /* to PDF: the same provenance in its metadata */
  run_cli (&r, "--from", a, "-o", c, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  g_assert_true (file_contains (c, "wythoff:game=nimpq:a=1,b=1,p=2,q=1; wythoff:size=23; "
                                 "wythoff:step=3; wythoff:view=elimination; wythoff:style=screen"));
  g_assert_true (file_contains (c, "wythoff:selection=5,9"));
  g_assert_cmpuint (pdf_pages (c), ==, 1);
  g_assert_cmpuint (dir_count (dir), ==, 3);
  rm_rf (dir);
}

/* Two PNGs of the same size, dpi and pixels. */
static void
assert_same_png (const char *want, const char *got)
{
  PngData dw = { 0 }, dg = { 0 };

  png_data_read (&dw, want);
  png_data_read (&dg, got);
  g_assert_cmpuint (dg.width, ==, dw.width);
  g_assert_cmpuint (dg.height, ==, dw.height);
  g_assert_cmpuint (dg.ppm_x, ==, dw.ppm_x);
  g_assert_cmpmem (dg.rgba, dg.width * dg.height * 4, dw.rgba, dw.width * dw.height * 4);
  png_data_clear (&dw);
  png_data_clear (&dg);
}

/* --no-grid and --no-lines are in the figure's provenance (wythoff:grid=no,
 * wythoff:lines=no, written only when off), so --from redraws the figure
 * pixel for pixel: it once drew the grid and the lines back in. */
static void
test_cli_from_grid_lines (void)
{
  static const char *const options[][2] = {
    { "--no-grid", "wythoff:grid" }, { "--no-lines", "wythoff:lines" },
  };
  g_autofree char *dir = make_tmp ();
  g_autofree char *a = g_build_filename (dir, "a.png", NULL);
  g_autofree char *b = g_build_filename (dir, "b.png", NULL);
  Run r = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      PngData da = { 0 };

      run_cli (&r, "wyt:a=1,b=2", "--size", "12", "--step", "2", "--view", "elimination",
               options[i][0], "-o", a, NULL);
      g_assert_cmpint (r.status, ==, 0);
      run_clear (&r);
      run_cli (&r, "--from", a, "-o", b, NULL);
      g_assert_cmpstr (r.err, ==, "");
      g_assert_cmpint (r.status, ==, 0);
      run_clear (&r);
      png_data_read (&da, a);
      g_assert_cmpstr (g_hash_table_lookup (da.text, options[i][1]), ==, "no");
      /* the other one, on, is not written */
      g_assert_null (g_hash_table_lookup (da.text, options[1 - i][1]));
      png_data_clear (&da);
      assert_same_png (a, b);
    }
  rm_rf (dir);
}

/* Exports the case (output, an option, game, size, view) with the caption to out. */
static void
export_captioned (Run *r, const char *const *c, const char *caption, const char *out)
{
  run_cli (r, c[2], "--size", c[3], "--view", c[4], c[1], "--caption", caption, "-o", out, NULL);
  g_assert_cmpint (r->status, ==, 0);
  run_clear (r);
}

/* A caption ("Description", after the wythoff: keys) is not part of the
 * last key's value: a PDF or SVG whose last key is wythoff:classes or
 * wythoff:grid was refused by its own reader ("wythoff:classes=7;
 * Description=... is not a whole number"). And --from draws the caption
 * again: the figure redrawn as a PNG is the PNG drawn with --caption. */
static void
test_cli_from_captioned (void)
{
  static const char *const cases[][5] = {
    { "c.pdf", "--no-grid", "wythoff", "8", "outcome" },
    { "c.svg", "--no-lines", "wythoff", "8", "elimination" },
    { "c.png", "--no-axes", "wyt:a=2,b=3", "8", "outcome" },
    { "k.pdf", "--no-axes", "wythoff", "6000", "grundy" },   /* the classes 0..7 */
  };
  static const char caption[] = "A caption; wythoff:size=2 <&> \"é\" (x) \\";
  g_autofree char *dir = make_tmp ();
  g_autofree char *b = g_build_filename (dir, "b.png", NULL);
  g_autofree char *c = g_build_filename (dir, "direct.png", NULL);
  Run r = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *a = g_build_filename (dir, cases[i][0], NULL);
      PngData db = { 0 };

      export_captioned (&r, cases[i], caption, a);
      run_cli (&r, "--from", a, "-o", b, NULL);
      g_assert_cmpstr (r.err, ==, "");
      g_assert_cmpint (r.status, ==, 0);
      run_clear (&r);
      export_captioned (&r, cases[i], caption, c);
      png_data_read (&db, b);
      g_assert_cmpstr (g_hash_table_lookup (db.text, "Description"), ==, caption);
      png_data_clear (&db);
      assert_same_png (c, b);
      g_remove (a);
      g_remove (b);
      g_remove (c);
    }
  rm_rf (dir);
}

/* An SVG or PDF records its width in pixels and its dpi (a PNG has them in
 * IHDR and pHYs), so --from redraws it at its size: it once drew 1000
 * pixels at 300 dpi whatever the figure was. */
static void
test_cli_from_vector_size (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *svg = g_build_filename (dir, "a.svg", NULL);
  g_autofree char *svg2 = g_build_filename (dir, "b.svg", NULL);
  g_autofree char *pdf = g_build_filename (dir, "a.pdf", NULL);
  g_autofree char *png = g_build_filename (dir, "a.png", NULL);
  g_autofree char *png2 = g_build_filename (dir, "b.png", NULL);
  g_autofree char *a = NULL, *b = NULL;
  gsize na, nb;
  Run r = { 0 };

  run_cli (&r, "wyt:a=2,b=3", "--size", "20", "--view", "elimination", "--width", "827",
           "--dpi", "150.5", "-o", svg, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  run_cli (&r, "--from", svg, "-o", svg2, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  g_assert_true (g_file_get_contents (svg, &a, &na, NULL));
  g_assert_true (g_file_get_contents (svg2, &b, &nb, NULL));
  g_assert_cmpmem (a, na, b, nb);
  /* a PDF (whose creation date changes) redrawn as a PNG: the PNG of the same options */
  run_cli (&r, "wyt:a=2,b=3", "--size", "20", "--width", "600", "--dpi", "200", "--caption",
           "C", "-o", pdf, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  run_cli (&r, "--from", pdf, "-o", png2, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  run_cli (&r, "wyt:a=2,b=3", "--size", "20", "--width", "600", "--dpi", "200", "--caption",
           "C", "-o", png, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  assert_same_png (png, png2);
  rm_rf (dir);
}

/* SOURCE_DATE_EPOCH, where set, is a PDF's creation date (reproducible builds): two exports
 * seconds apart are the same bytes (the creation date made them differ, and tests comparing
 * PDFs failed when their exports fell in different seconds); unset, the date is the export's. */
static void
test_cli_pdf_date (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *a = g_build_filename (dir, "a.pdf", NULL);
  g_autofree char *b = g_build_filename (dir, "b.pdf", NULL);
  g_autofree char *now = g_build_filename (dir, "now.pdf", NULL);
  g_autofree char *da = NULL, *db = NULL;
  g_autoptr (GDateTime) today = g_date_time_new_now_utc ();
  g_autofree char *year = g_date_time_format (today, "(D:%Y");
  gsize na, nb;
  Run r = { 0 };

  g_setenv ("SOURCE_DATE_EPOCH", "1700000000", TRUE);
  run_cli (&r, "wythoff", "--size", "12", "-o", a, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  g_usleep (1100 * 1000);
  run_cli (&r, "wythoff", "--size", "12", "-o", b, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  g_unsetenv ("SOURCE_DATE_EPOCH");
  g_assert_true (g_file_get_contents (a, &da, &na, NULL));
  g_assert_true (g_file_get_contents (b, &db, &nb, NULL));
  g_assert_cmpmem (da, na, db, nb);
  /* 2023-11-14 22:13:20 UTC (Cairo 1.16 writes it without the D: it puts before its own) */
  g_assert_true (file_contains (a, "/CreationDate (20231114221320Z)"));
  run_cli (&r, "wythoff", "--size", "12", "-o", now, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  g_assert_true (file_contains (now, year));
  rm_rf (dir);
}

/* A PDF of every step redrawn (--from) as a PDF is every step again, the same bytes (it was
 * its final board alone, without a word); as a PNG its final board, said on stderr; --step
 * still draws one step. */
static void
test_cli_from_all_steps (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *all = g_build_filename (dir, "all.pdf", NULL);
  g_autofree char *again = g_build_filename (dir, "again.pdf", NULL);
  g_autofree char *png = g_build_filename (dir, "final.png", NULL);
  g_autofree char *direct = g_build_filename (dir, "direct.png", NULL);
  g_autofree char *da = NULL, *db = NULL;
  gsize na, nb;
  Run r = { 0 };

  g_setenv ("SOURCE_DATE_EPOCH", "1700000000", TRUE);
  run_cli (&r, "wyt:a=1,b=2", "--size", "12", "--all-steps", "-o", all, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  run_cli (&r, "--from", all, "-o", again, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  run_clear (&r);
  g_unsetenv ("SOURCE_DATE_EPOCH");
  g_assert_true (g_file_get_contents (all, &da, &na, NULL));
  g_assert_true (g_file_get_contents (again, &db, &nb, NULL));
  g_assert_cmpmem (da, na, db, nb);
  run_cli (&r, "--from", all, "-o", png, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.err, "holds every step: this is its final board"));
  run_clear (&r);
  run_cli (&r, "wyt:a=1,b=2", "--size", "12", "--width", "1000", "--dpi", "300", "-o", direct,
           NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  assert_same_png (png, direct);
  run_cli (&r, "--from", all, "--step", "2", "-o", again, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  run_clear (&r);
  g_assert_true (file_contains (again, "wythoff:step=2"));
  rm_rf (dir);
}

/* Mark's strip names its dopey and vile marks only where it draws them, in cells of 4 px and
 * up (a strip of 100000 cells on 1000 px said "below: dopey, vile" over marks not drawn). */
static void
test_cli_mark_note (void)
{
  static const struct { const char *size; gboolean said; } cases[] = {
    { "40", TRUE }, { "230", TRUE }, { "240", FALSE }, { "100000", FALSE },
  };
  g_autofree char *dir = make_tmp ();
  g_autofree char *pdf = g_build_filename (dir, "m.pdf", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = NULL;
      Run r = { 0 };

      run_cli (&r, "mark:k=2", "--size", cases[i].size, "--width", "1000", "-o", pdf, NULL);
      g_assert_cmpint (r.status, ==, 0);
      run_clear (&r);
      text = pdf_text (pdf, TRUE);
      g_test_message ("mark:k=2 on %s: %s", cases[i].size, text);
      g_assert_cmpint (strstr (text, "dopey") != NULL, ==, cases[i].said);
    }
  rm_rf (dir);
}

static void
test_cli_formats (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *svg = g_build_filename (dir, "f.svg", NULL);
  g_autofree char *gif = g_build_filename (dir, "f.gif", NULL);
  g_autofree char *none = g_build_filename (dir, "figure", NULL);
  Run r = { 0 };

  run_cli (&r, "mark:k=2", "--size", "24", "--select", "15", "-o", svg, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  run_clear (&r);
  g_assert_true (g_file_test (svg, G_FILE_TEST_IS_REGULAR));
  run_cli (&r, "wythoff", "--size", "23", "-o", gif, NULL);
  assert_failed (&r, ".gif");
  run_clear (&r);
  run_cli (&r, "wythoff", "--size", "23", "-o", none, NULL);
  assert_failed (&r, "figure");
  run_clear (&r);
  run_cli (&r, "wythoff", "--size", "23", "--style", "fancy", "-o", svg, NULL);
  assert_failed (&r, "fancy");
  run_clear (&r);
  run_cli (&r, "wythoff", "--size", "23", "--step", "99", "-o", svg, NULL);
  assert_failed (&r, "--step");
  run_clear (&r);
  run_cli (&r, "wythoff", "--size", "23", "--select", "3,40", "-o", svg, NULL);
  assert_failed (&r, "3,40");
  run_clear (&r);
  /* nothing but the one good figure */
  g_assert_cmpuint (dir_count (dir), ==, 1);
  rm_rf (dir);
}

/* --dark is the screen style on a dark background, as its help says: alone it
 * draws that (the paper style has no dark background, and a figure that said
 * dark=yes in a light paper style was drawn); with --style paper it is refused. */
static void
test_cli_dark (void)
{
  static const char *const styles[] = { NULL, "screen" };  /* --dark alone, and with screen */
  g_autofree char *dir = make_tmp ();
  PngData png[2] = { { 0 } };
  Run r = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (styles); i++)
    {
      g_autofree char *file = g_strdup_printf ("%s/dark-%u.png", dir, i);

      run_cli (&r, "wythoff", "--size", "10", "--dark", "--width", "200", "-o", file,
               styles[i] ? "--style" : NULL, styles[i], NULL);
      g_assert_cmpint (r.status, ==, 0);
      run_clear (&r);
      png_data_read (&png[i], file);
      g_assert_cmpstr (g_hash_table_lookup (png[i].text, "wythoff:style"), ==, "screen");
      g_assert_cmpstr (g_hash_table_lookup (png[i].text, "wythoff:dark"), ==, "yes");
    }
  g_assert_cmpmem (png[0].rgba, png[0].width * png[0].height * 4, png[1].rgba,
                   png[1].width * png[1].height * 4);
  png_data_clear (&png[0]);
  png_data_clear (&png[1]);
  run_cli (&r, "wythoff", "--size", "10", "--dark", "--style", "paper", "-o", "never.png", NULL);
  assert_failed (&r, "--dark");
  run_clear (&r);
  g_assert_false (g_file_test ("never.png", G_FILE_TEST_EXISTS));
  rm_rf (dir);
}

/* The Grundy view beyond the dense values' cap: the low classes, exported
 * and re-rendered from the figure (which names them); a range beyond the
 * classes' refused. */
static void
test_cli_grundy_classes (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *a = g_build_filename (dir, "a.png", NULL);
  g_autofree char *b = g_build_filename (dir, "b.png", NULL);
  Run r = { 0 };
  PngData da = { 0 }, db = { 0 };

  run_cli (&r, "wythoff", "--size", "100000", "--view", "grundy", "--classes", "3", "--width",
           "400", "-o", a, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  run_clear (&r);
  run_cli (&r, "--from", a, "-o", b, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  png_data_read (&da, a);
  png_data_read (&db, b);
  g_assert_cmpstr (g_hash_table_lookup (da.text, "wythoff:view"), ==, "grundy");
  g_assert_cmpstr (g_hash_table_lookup (da.text, "wythoff:size"), ==, "100000");
  g_assert_cmpstr (g_hash_table_lookup (da.text, "wythoff:classes"), ==, "3");
  g_assert_cmpmem (db.rgba, db.width * db.height * 4, da.rgba, da.width * da.height * 4);
  png_data_clear (&da);
  png_data_clear (&db);
  run_cli (&r, "wythoff", "--size", "100000", "--view", "grundy", "--classes", "32", "-o", b,
           NULL);
  assert_failed (&r, "--classes");
  run_clear (&r);
  /* no class sweep for gamma: beyond its dense cap the size is refused */
  run_cli (&r, "gamma:i=1,s=2,t=3", "--size", "5000", "--view", "grundy", "-o", b, NULL);
  assert_failed (&r, "5000");
  run_clear (&r);
  rm_rf (dir);
}

static void
test_cli_unwritable (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *file = g_build_filename (dir, "plain", NULL);
  g_autofree char *under_file = g_build_filename (file, "fig.png", NULL);
  g_autofree char *missing = g_build_filename (dir, "no", "such", "fig.pdf", NULL);
  g_autofree char *ro = g_build_filename (dir, "ro", NULL);
  g_autofree char *in_ro = g_build_filename (ro, "fig.png", NULL);
  Run r = { 0 };

  g_assert_true (g_file_set_contents (file, "x", 1, NULL));
  run_cli (&r, "wythoff", "--size", "23", "-o", under_file, NULL);
  assert_failed (&r, under_file);
  run_clear (&r);
  run_cli (&r, "wythoff", "--size", "23", "-o", missing, NULL);
  assert_failed (&r, missing);
  run_clear (&r);
  g_assert_cmpuint (dir_count (dir), ==, 1);
  /* a read-only directory: by its mode for a user, and for root (whom no
   * mode stops) a file system mounted read-only */
  g_assert_cmpint (g_mkdir (ro, 0555), ==, 0);
  if (geteuid () == 0)
    g_assert_cmpint (mount ("tmpfs", ro, "tmpfs", MS_RDONLY, "size=64k"), ==, 0);
  run_cli (&r, "wythoff", "--size", "23", "--all-steps", "-o", in_ro, NULL);
  assert_failed (&r, "fig-001.png");
  run_clear (&r);
  g_assert_cmpuint (dir_count (ro), ==, 0);
  if (geteuid () == 0)
    g_assert_cmpint (umount (ro), ==, 0);
  g_chmod (ro, 0755);
  rm_rf (dir);
}

static void
test_cli_bad_from (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *text = g_build_filename (dir, "notes.png", NULL);
  g_autofree char *plain = g_build_filename (dir, "plain.png", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.png", NULL);
  g_autofree char *out = g_build_filename (dir, "out.pdf", NULL);
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 20, 20);
  Run r = { 0 };

  g_assert_true (g_file_set_contents (text, "not a picture\n", -1, NULL));
  /* a PNG, but written by Cairo without our text chunks */
  g_assert_cmpint (cairo_surface_write_to_png (s, plain), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (s);
  run_cli (&r, "--from", text, "-o", out, NULL);
  assert_failed (&r, "not a PNG");
  /* an SVG or a PDF is read back too: the message names the three */
  g_assert_nonnull (strstr (r.err, "not a PNG, SVG or PDF figure"));
  run_clear (&r);
  run_cli (&r, "--from", plain, "-o", out, NULL);
  assert_failed (&r, "provenance");
  run_clear (&r);
  run_cli (&r, "--from", missing, "-o", out, NULL);
  assert_failed (&r, "missing.png");
  run_clear (&r);
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (dir_count (dir), ==, 2);
  rm_rf (dir);
}

static void
test_read_provenance_errors (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *text = g_build_filename (dir, "t.png", NULL);
  g_autofree char *missing = g_build_filename (dir, "gone.png", NULL);
  g_autoptr (GError) error = NULL;
  WyProvenance prov;

  g_assert_true (g_file_set_contents (text, "\x89PNG\r\n\x1a\n but then nothing", -1, NULL));
  g_assert_false (wy_export_read_provenance (text, &prov, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "t.png"));
  g_clear_error (&error);
  g_assert_false (wy_export_read_provenance (missing, &prov, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "gone.png"));
  rm_rf (dir);
}

static void
test_full_disk (void)
{
  /* A file size limit stands in for a full disk: writes fail with EFBIG. */
  g_autofree char *dir = make_tmp ();
  const char *names[] = { "big.png", "big.pdf", "big.svg", "frames.png" };
  WyBoard *board = wy_test_solve_rule ("wythoff", 200);
  struct rlimit old, small;

  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &old), ==, 0);
  signal (SIGXFSZ, SIG_IGN);
  small = old;
  small.rlim_cur = 2000;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &small), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autoptr (GError) error = NULL;
      WyExportOptions o;
      wy_export_options_init (&o);
      g_assert_true (wy_export_format_from_filename (path, &o.format, NULL));
      o.width = 2000;
      o.all_steps = g_str_has_prefix (names[i], "frames");
      g_assert_false (wy_export_write (board, &o, path, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_IO);
      g_assert_nonnull (strstr (error->message, o.all_steps ? "frames-001.png" : names[i]));
      /* nothing left: no figure, no temporary file */
      g_assert_cmpuint (dir_count (dir), ==, 0);
    }
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &old), ==, 0);
  wy_board_unref (board);
  rm_rf (dir);
}

static void
test_options_errors (void)
{
  WyBoard *board = wy_test_solve_rule ("wythoff", 23);
  g_autoptr (GError) error = NULL;
  WyExportFormat f;
  WyUnit u;
  WyExportOptions o;
  guint w, h;

  g_assert_true (wy_export_format_from_filename ("x/Fig.PDF", &f, &error));
  g_assert_cmpint (f, ==, WY_EXPORT_PDF);
  g_assert_false (wy_export_format_from_filename ("fig.jpeg", &f, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_PARSE);
  /* the message names every format the table has, TikZ and the videos too */
  g_assert_nonnull (strstr (error->message, ".jpeg"));
  g_assert_nonnull (strstr (error->message, ".png, .svg, .pdf, .tex, .gif or .webm"));
  g_clear_error (&error);
  g_assert_false (wy_export_format_from_filename ("figure", &f, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "no extension"));
  g_assert_nonnull (strstr (error->message, ".png, .svg, .pdf, .tex, .gif or .webm"));
  g_clear_error (&error);
  g_assert_true (wy_unit_from_name ("cm", &u));
  g_assert_cmpint (u, ==, WY_UNIT_CM);
  g_assert_false (wy_unit_from_name ("pt", &u));
  g_assert_false (wy_unit_from_name ("n-units", &u));
  g_assert_true (wy_unit_from_name ("IN", &u)); /* units in any case, as typed */
  g_assert_cmpint (u, ==, WY_UNIT_IN);
  g_assert_cmpstr (wy_unit_get_name (WY_UNIT_PX), ==, "px");
  wy_export_options_init (&o);
  o.dpi = 0;
  g_assert_false (wy_export_get_pixel_size (board, &o, &w, &h, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_clear_error (&error);
  o.dpi = 4800;
  o.width = 100;
  o.unit = WY_UNIT_IN;  /* 480000 pixels */
  g_assert_false (wy_export_get_pixel_size (board, &o, &w, &h, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  wy_board_unref (board);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/export/options", test_options_errors);
  g_test_add_func ("/render/export/read-errors", test_read_provenance_errors);
  g_test_add_func ("/render/export/full-disk", test_full_disk);
  g_test_add_func ("/render/export/cli/from", test_cli_from_round_trip);
  g_test_add_func ("/render/export/cli/from-grid-lines", test_cli_from_grid_lines);
  g_test_add_func ("/render/export/cli/from-captioned", test_cli_from_captioned);
  g_test_add_func ("/render/export/cli/from-vector-size", test_cli_from_vector_size);
  g_test_add_func ("/render/export/cli/formats", test_cli_formats);
  g_test_add_func ("/render/export/cli/pdf-date", test_cli_pdf_date);
  g_test_add_func ("/render/export/cli/mark-note", test_cli_mark_note);
  g_test_add_func ("/render/export/cli/from-all-steps", test_cli_from_all_steps);
  g_test_add_func ("/render/export/cli/dark", test_cli_dark);
  g_test_add_func ("/render/export/cli/unwritable", test_cli_unwritable);
  g_test_add_func ("/render/export/cli/grundy-classes", test_cli_grundy_classes);
  g_test_add_func ("/render/export/cli/bad-from", test_cli_bad_from);
  return g_test_run ();
}
