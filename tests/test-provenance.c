/* test-provenance.c: hostile figures: every provenance key read strictly, damage named, messages one safe line. */
#define G_LOG_DOMAIN "wy-test"
/* WEXITSTATUS, wait4 */
#define _DEFAULT_SOURCE

#include "config.h"

#include <string.h>
#include <png.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <glib/gstdio.h>

#include "wy-export.h"
#include "wy-export-private.h"
#include "wy-render-testing.h"
#include "wy-solution.h"
#include "wy-test-solve.h"
#include "wy-test-png.h"

/* The keys a figure of wyt:a=1,b=2 on 23x23 carries, in the writer's order. */
static const char *const good[][2] = {
  { "Title", "Wythoff Lattice: wyt:a=1,b=2 on 23x23, outcome, final" },
  { "Software", "Wythoff Lattice " PACKAGE_VERSION },
  { "wythoff:game", "wyt:a=1,b=2" },
  { "wythoff:size", "23" },
  { "wythoff:step", "2" },
  { "wythoff:view", "elimination" },
  { "wythoff:style", "screen" },
  { "wythoff:dark", "no" },
  { "wythoff:axes", "yes" },
  { "wythoff:selection", "9,6" },
  { "wythoff:version", PACKAGE_VERSION },
  { "wythoff:classes", "5" },
};

/* A 2x2 PNG with the given text pairs (NULL-terminated key, value list). */
static void
write_png_pairs (const char *path, const char *const *kv)
{
  FILE *fp = g_fopen (path, "wb");
  png_structp png = png_create_write_struct (PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png_create_info_struct (png);
  guint8 row[8] = { 0 };
  png_text text[64];
  int n = 0;

  g_assert_nonnull (fp);
  g_assert_false (setjmp (png_jmpbuf (png)));
  png_init_io (png, fp);
  png_set_IHDR (png, info, 2, 2, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  for (; kv[2 * n]; n++)
    {
      g_assert_cmpint (n, <, 64);
      text[n] = (png_text) { .compression = PNG_TEXT_COMPRESSION_NONE,
                             .key = (char *) kv[2 * n], .text = (char *) kv[2 * n + 1],
                             .text_length = strlen (kv[2 * n + 1]) };
    }
  /* one png_set_text call per pair: libpng keeps duplicates as they come */
  for (int i = 0; i < n; i++)
    png_set_text (png, info, &text[i], 1);
  png_write_info (png, info);
  png_write_row (png, row);
  png_write_row (png, row);
  png_write_end (png, info);
  png_destroy_write_struct (&png, &info);
  fclose (fp);
}

/* The good pairs with key replaced by value (value NULL: dropped), plus an extra pair. */
static GPtrArray *
pairs_with (const char *key, const char *value, const char *extra_key, const char *extra_value)
{
  GPtrArray *kv = g_ptr_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      const char *v = strcmp (good[i][0], key) == 0 ? value : good[i][1];
      if (v)
        {
          g_ptr_array_add (kv, (char *) good[i][0]);
          g_ptr_array_add (kv, (char *) v);
        }
    }
  if (extra_key)
    {
      g_ptr_array_add (kv, (char *) extra_key);
      g_ptr_array_add (kv, (char *) extra_value);
    }
  g_ptr_array_add (kv, NULL);
  return kv;
}

/* one line, no control characters, short */
static void
assert_safe_message (const char *message)
{
  g_assert_true (g_utf8_validate (message, -1, NULL));
  for (const char *p = message; *p; p++)
    g_assert_cmpint ((guchar) *p, >=, 0x20);
  g_assert_cmpuint (strlen (message), <, 400);
}

typedef struct {
  const char *key, *value;
  const char *extra_key, *extra_value;
  const char *needle;  /* the message must name the problem */
} Bad;

static const Bad bad[] = {
  /* wrapped around 2^32 to 23 before */
  { "wythoff:size", "4294967319", NULL, NULL, "wythoff:size=4294967319 is out of range" },
  { "wythoff:size", "23abc", NULL, NULL, "wythoff:size=23abc is not a whole number" },
  { "wythoff:size", "23.9", NULL, NULL, "wythoff:size=23.9 is not a whole number" },
  { "wythoff:size", "-1", NULL, NULL, "wythoff:size=-1 is not a whole number" },
  { "wythoff:size", " 23", NULL, NULL, "not a whole number" },
  { "wythoff:size", "", NULL, NULL, "not a whole number" },
  { "wythoff:size", "0", NULL, NULL, "from 1 to" },
  { "wythoff:size", NULL, NULL, NULL, "wythoff:size is missing" },
  { "wythoff:game", NULL, NULL, NULL, "wythoff:game is missing" },
  { "wythoff:game", "chess", NULL, NULL, "unknown game family" },
  { "wythoff:game", "wyt:a=1,a=2", NULL, NULL, "given twice" },
  /* a 23x23 board cannot have more steps than cells */
  { "wythoff:step", "530", NULL, NULL, "wythoff:step=530 is out of range: it must be from 0 to 529" },
  { "wythoff:step", "4294967298", NULL, NULL, "wythoff:step=4294967298 is out of range" },
  { "wythoff:step", "-1", NULL, NULL, "not a whole number" },
  { "wythoff:view", "pretty", NULL, NULL, "wythoff:view=pretty is unknown" },
  { "wythoff:style", "Paper", NULL, NULL, "wythoff:style=Paper is unknown" },
  { "wythoff:dark", "1", NULL, NULL, "wythoff:dark=1 is unknown: it must be yes or no" },
  { "wythoff:axes", "", NULL, NULL, "wythoff:axes= is unknown" },
  { "wythoff:selection", "23,0", NULL, NULL, "not a position on a board of side 23" },
  { "wythoff:selection", "1,2,3", NULL, NULL, "not a position" },
  { "wythoff:selection", "1", NULL, NULL, "not a position" },
  { "wythoff:selection", "-1,2", NULL, NULL, "not a position" },
  { "wythoff:classes", "32", NULL, NULL, "wythoff:classes=32 is out of range: it must be from 0 to 31" },
  { "wythoff:classes", "seven", NULL, NULL, "wythoff:classes=seven is not a whole number" },
  { "Title", "x", "wythoff:colour", "red", "wythoff:colour is not a key this program writes" },
  /* duplicates leaked the first string before, and the last one won */
  { "Title", "x", "wythoff:game", "wythoff", "wythoff:game is given twice" },
  { "Title", "x", "wythoff:version", "9", "wythoff:version is given twice" },
  { "Title", "x", "wythoff:size", "23", "wythoff:size is given twice" },
};

static void
test_strict (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-prov-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "fig.png", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GPtrArray) kv = pairs_with (bad[i].key, bad[i].value, bad[i].extra_key,
                                             bad[i].extra_value);
      g_autoptr (GError) error = NULL;
      WyProvenance prov;

      write_png_pairs (path, (const char *const *) kv->pdata);
      if (wy_export_read_provenance (path, &prov, &error))
        g_error ("%s=%s accepted", bad[i].key, bad[i].value);
      g_assert_nonnull (error);
      g_assert_null (prov.game);
      g_assert_null (prov.version);
      if (!strstr (error->message, bad[i].needle) || !strstr (error->message, "fig.png"))
        g_error ("%s=%s: message '%s' lacks '%s'", bad[i].key, bad[i].value, error->message,
                 bad[i].needle);
      assert_safe_message (error->message);
    }
  g_unlink (path);
  g_rmdir (dir);
}

/* Every documented key, read back as written. */
static void
assert_all_keys (const char *path)
{
  g_autoptr (GPtrArray) all = pairs_with ("", NULL, NULL, NULL);
  g_autoptr (GError) error = NULL;
  WyProvenance prov;

  write_png_pairs (path, (const char *const *) all->pdata);
  g_assert_true (wy_export_read_provenance (path, &prov, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (prov.game, ==, "wyt:a=1,b=2");
  g_assert_cmpuint (prov.size, ==, 23);
  g_assert_cmpuint (prov.step, ==, 2);
  g_assert_cmpint (prov.view, ==, WY_VIEW_ELIMINATION);
  g_assert_cmpint (prov.style, ==, WY_STYLE_SCREEN);
  g_assert_true (prov.has_selection);
  g_assert_cmpuint (prov.selection.x, ==, 9);
  g_assert_cmpstr (prov.version, ==, PACKAGE_VERSION);
  g_assert_true (prov.has_classes);
  g_assert_cmpuint (prov.classes, ==, 5);
  wy_provenance_clear (&prov);
}

static void
test_good_and_seams (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-prov-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "fig.png", NULL);
  WyGame *wythoff = wy_game_parse ("wythoff", NULL);
  WyGame *mark = wy_game_parse ("mark:k=2", NULL);
  WyGame *gamma = wy_game_parse ("gamma:i=1,s=2,t=3", NULL);
  struct {
    const char *game;
    guint size;
    const char *view;
    gboolean ok;
  } seams[] = {
    { "wythoff", wy_solve_max_size (wythoff, WY_NEED_ELIMINATION, NULL), "outcome", TRUE },
    { "wythoff", wy_solve_max_size (wythoff, WY_NEED_ELIMINATION, NULL) + 1, "outcome", FALSE },
    { "wythoff", wy_solve_max_size (wythoff, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL), "grundy", TRUE },
    /* beyond the dense values the Grundy view shows the low classes, to their cap */
    { "wythoff", wy_solve_max_size (wythoff, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL) + 1, "grundy", TRUE },
    { "wythoff", wy_grundy_view_max_size (wythoff), "grundy", TRUE },
    { "wythoff", wy_grundy_view_max_size (wythoff) + 1, "grundy", FALSE },
    /* gamma has no class sweep: its dense cap is the Grundy view's */
    { "gamma:i=1,s=2,t=3", wy_solve_max_size (gamma, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL), "grundy", TRUE },
    { "gamma:i=1,s=2,t=3", wy_solve_max_size (gamma, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL) + 1, "grundy", FALSE },
    { "mark:k=2", wy_solve_max_size (mark, WY_NEED_ELIMINATION, NULL), "outcome", TRUE },
    { "mark:k=2", wy_solve_max_size (mark, WY_NEED_ELIMINATION, NULL) + 1, "outcome", FALSE },
    /* the 40 KB figure that cost 20 s and 2.5 GB before anything was shown */
    { "mark:k=2", 200000000, "outcome", FALSE },
  };
  g_autoptr (GError) error = NULL;
  WyProvenance prov;

  assert_all_keys (path);

  /* the board side against the command line's budget, on both sides of it */
  for (guint i = 0; i < G_N_ELEMENTS (seams); i++)
    {
      g_autofree char *size = g_strdup_printf ("%u", seams[i].size);
      const char *kv[] = { "wythoff:game", seams[i].game, "wythoff:size", size,
                           "wythoff:view", seams[i].view, NULL };
      g_clear_error (&error);
      write_png_pairs (path, kv);
      g_assert_cmpint (wy_export_read_provenance (path, &prov, &error), ==, seams[i].ok);
      if (!seams[i].ok)
        g_assert_nonnull (strstr (error->message, "out of range"));
      wy_provenance_clear (&prov);
    }
  wy_game_free (wythoff);
  wy_game_free (mark);
  wy_game_free (gamma);
  g_unlink (path);
  g_rmdir (dir);
}

/* Control characters from the file never reach the message raw; a long value is cut. */
static void
test_safe_messages (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-prov-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "fig.png", NULL);
  g_autofree char *huge = g_strnfill (1 << 20, 'a');
  g_autofree char *long_value = g_strnfill (1000, 'b');
  const char *values[] = { "\x1b]0;owned\x07wyt", "wyt:a=1\nb=2", huge, long_value,
                           "\xff\xfe" };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    for (guint k = 0; k < 3; k++)
      {
        const char *key = (const char *[]) { "wythoff:game", "wythoff:size", "wythoff:view" }[k];
        g_autoptr (GPtrArray) kv = pairs_with (key, values[i], NULL, NULL);
        g_autoptr (GError) error = NULL;
        WyProvenance prov;

        write_png_pairs (path, (const char *const *) kv->pdata);
        g_assert_false (wy_export_read_provenance (path, &prov, &error));
        assert_safe_message (error->message);
        /* (a megabyte is more than any chunk of a figure: refused unread) */
        g_assert_nonnull (strstr (error->message, key));
      }
  g_unlink (path);
  g_rmdir (dir);
}

static gsize
find (const guint8 *data, gsize len, const char *needle)
{
  gsize n = strlen (needle);

  for (gsize i = 0; i + n <= len; i++)
    if (memcmp (data + i, needle, n) == 0)
      return i;
  g_assert_not_reached ();
}

/* A real figure whose text chunk lost a bit: damage, not someone else's PNG. */
static void
test_damaged (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-prov-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "fig.png", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree guint8 *data = NULL;
  WyGame *game = wy_game_parse ("wythoff", NULL);
  WyBoard *board = wy_test_solve (game, 23, WY_NEED_ELIMINATION, NULL, NULL, NULL, NULL);
  WyExportOptions o;
  WyProvenance prov;
  gsize len, at;

  wy_export_options_init (&o);
  o.width = 100;
  g_assert_true (wy_export_write (board, &o, path, &error));
  g_assert_true (g_file_get_contents (path, (char **) &data, &len, NULL));
  at = find (data, len, "wythoff:size");
  g_assert_cmpint (data[at + 13], ==, '2');
  data[at + 13] ^= 0x01;  /* size 23 -> 33: the CRC no longer matches */
  g_assert_true (g_file_set_contents (path, (char *) data, len, NULL));
  g_assert_false (wy_export_read_provenance (path, &prov, &error));
  g_assert_nonnull (strstr (error->message, "damaged"));
  g_assert_null (strstr (error->message, "not written by"));
  g_assert_nonnull (strstr (error->message, "CRC"));
  g_clear_error (&error);
  /* with the CRC fixed the value is read, and it is a valid rule */
  {
    guint8 *chunk = data + at - 4;  /* the chunk type "tEXt" */
    guint32 n = (guint32) data[at - 8] << 24 | data[at - 7] << 16 | data[at - 6] << 8
                | data[at - 5];
    guint32 crc = crc_of (chunk, n + 4);
    guint8 *c = chunk + 4 + n;
    c[0] = crc >> 24, c[1] = crc >> 16, c[2] = crc >> 8, c[3] = crc;
  }
  g_assert_true (g_file_set_contents (path, (char *) data, len, NULL));
  g_assert_true (wy_export_read_provenance (path, &prov, &error));
  g_assert_cmpuint (prov.size, ==, 33);
  wy_provenance_clear (&prov);
  wy_board_unref (board);
  wy_game_free (game);
  g_unlink (path);
  g_rmdir (dir);
}

/* A few bytes that claim a 128 MB text chunk are damage, read without
 * allocating what they claim (libpng would). */
static void
test_huge_chunk (void)
{
  static const guint8 head[] = {
    0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n',
    0, 0, 0, 13, 'I', 'H', 'D', 'R', 0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0, 0x72, 0xb6, 0x0d, 0x24,
    0x08, 0, 0, 0, 't', 'E', 'X', 't', 'w', 'y', 't', 'h', 'o', 'f', 'f', ':', 'g', 'a', 'm', 'e',
  };
  g_autofree char *dir = g_dir_make_tmp ("wy-prov-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "huge.png", NULL);
  g_autoptr (GError) error = NULL;
  WyProvenance prov;

  g_assert_true (g_file_set_contents (path, (const char *) head, sizeof head, NULL));
  g_assert_false (wy_export_read_provenance (path, &prov, &error));
  g_assert_nonnull (strstr (error->message, "damaged"));
  g_assert_nonnull (strstr (error->message, "ends inside a chunk"));
  g_unlink (path);
  g_rmdir (dir);
}

/* `wythoff export --from` refuses what the reader refuses, and a step the
 * solved board does not have, with exit status 2 and one line. */
static void
test_cli_from (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-prov-XXXXXX", NULL);
  g_autofree char *fig = g_build_filename (dir, "fig.png", NULL);
  g_autofree char *out = g_build_filename (dir, "out.png", NULL);
  const char *steps[] = { "500", "4294967319" };
  const char *bin = g_getenv ("WYTHOFF");

  g_assert_nonnull (bin);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autoptr (GPtrArray) kv = pairs_with ("wythoff:step", steps[i], NULL, NULL);
      /* the 2-pixel picture is no real figure: give a width */
      const char *argv[] = { bin, "export", "--from", fig, "--width", "100", "-o", out, NULL };
      g_autofree char *err = NULL;
      int status = 0;

      write_png_pairs (fig, (const char *const *) kv->pdata);
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                                   NULL, NULL, &err, &status, NULL));
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 2);
      g_assert_true (g_str_has_prefix (err, "wythoff: "));
      g_assert_true (strchr (err, '\n') == err + strlen (err) - 1);
      g_assert_nonnull (strstr (err, "step"));
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }
  g_unlink (fig);
  g_rmdir (dir);
}

/* Cairo's two ways of writing a PDF string: a literal with escapes, and
 * UTF-16BE hex. */
static void
assert_pdf_strings (void)
{
  /* literal with escapes, and UTF-16BE hex ("wythoff:game=wyt" ...) */
  static const char literal[] = "%PDF-1.5\n\0\0binary\n<< /Keywords (wythoff:game=wyt:a=1\\,b=2; "
                                "wythoff:size=30; wythoff:step=all) >>";
  const char *hex_text = "wythoff:game=wythoff; wythoff:size=12; wythoff:step=4";
  g_autoptr (GString) hex = g_string_new ("%PDF-1.4\n/Keywords <FEFF");
  g_autoptr (GError) error = NULL;
  WyProvenance got = { 0 };

  g_assert_true (wy_provenance_read_doc ((const guint8 *) literal, sizeof literal - 1, "l.pdf",
                                         &got, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (got.game, ==, "wyt:a=1,b=2");
  g_assert_cmpuint (got.size, ==, 30);
  g_assert_cmpuint (got.step, ==, 0);
  wy_provenance_clear (&got);
  for (const char *c = hex_text; *c; c++)
    g_string_append_printf (hex, "00%02X", *c);
  g_string_append (hex, ">");
  g_assert_true (wy_provenance_read_doc ((const guint8 *) hex->str, hex->len, "h.pdf", &got,
                                         &error));
  g_assert_no_error (error);
  g_assert_cmpstr (got.game, ==, "wythoff");
  g_assert_cmpuint (got.step, ==, 4);
  wy_provenance_clear (&got);
}

/* A document without provenance or with a wrong key is refused. */
static void
assert_docs_refused (void)
{
  const char *refused[][2] = {
    { "<?xml version=\"1.0\"?><svg><desc>a drawing</desc></svg>", "no Wythoff Lattice provenance" },
    { "<?xml version=\"1.0\"?><svg><desc>\nwythoff:game=wyt\nwythoff:size=23", "no Wythoff Lattice provenance" },
    { "<svg><desc>\nwythoff:game=wyt\nwythoff:size=23\nwythoff:colour=red\n</desc>", "not a key" },
    { "<svg><desc>\nwythoff:game=wyt\nwythoff:size=0\n</desc>", "size" },
    { "%PDF-1.5 /Keywords (wythoff:game=wyt; wythoff:size=23", "no Wythoff Lattice provenance" },
    { "%PDF-1.5 /Keywords <FEFF00zz>", "no Wythoff Lattice provenance" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr (GError) error = NULL;
      WyProvenance got = { 0 };

      g_assert_false (wy_provenance_read_doc ((const guint8 *) refused[i][0],
                                              strlen (refused[i][0]), "bad", &got, &error));
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, refused[i][1]));
      g_assert_null (got.game);
    }
  {
    /* a backslash before a NUL byte: the escape is the NUL itself */
    static const char nul[] = "%PDF-1.5 /Keywords (wythoff:game=wyt\\\0; wythoff:size=23)";
    g_autoptr (GError) error = NULL;
    WyProvenance got = { 0 };

    g_assert_false (wy_provenance_read_doc ((const guint8 *) nul, sizeof nul - 1, "nul.pdf", &got,
                                            &error));
    g_assert_nonnull (error);
  }
}

/* The SVG's <desc> and the PDF's Keywords read back as the PNG's text
 * chunks do (the window opens any of them); a PDF of every step opens at
 * its final board; Cairo's two ways of writing a PDF string; a document
 * without provenance or with a wrong key is refused. */
static void
test_svg_pdf (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-prov-XXXXXX", NULL);
  const char *names[] = { "fig.png", "fig.svg", "fig.pdf", "all.pdf" };
  g_autoptr (WyGame) game = wy_game_parse ("nimpq:p=2,q=2", NULL);
  g_autoptr (WyBoard) board = wy_test_solve (game, 23, WY_NEED_ELIMINATION, NULL, NULL, NULL,
                                             NULL);
  WyProvenance png = { 0 };
  WyExportOptions options;

  wy_export_options_init (&options);
  options.render.step = 3;
  options.render.view = WY_VIEW_ELIMINATION;
  options.render.style = WY_STYLE_SCREEN;
  options.render.has_selection = TRUE;
  options.render.selection = (WyPos) { 7, 4 };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autoptr (GError) error = NULL;
      WyProvenance got = { 0 };

      options.all_steps = g_str_has_prefix (names[i], "all");
      g_assert_true (wy_export_format_from_filename (path, &options.format, NULL));
      g_assert_true (wy_export_write (board, &options, path, &error));
      g_assert_no_error (error);
      g_assert_true (wy_export_read_provenance (path, i == 0 ? &png : &got, &error));
      g_assert_no_error (error);
      if (i > 0)
        {
          g_assert_cmpstr (got.game, ==, png.game);
          g_assert_cmpuint (got.size, ==, png.size);
          g_assert_cmpuint (got.step, ==, options.all_steps ? 0 : png.step);
          g_assert_cmpuint (got.view, ==, png.view);
          g_assert_cmpuint (got.style, ==, png.style);
          g_assert_cmpint (got.has_selection, ==, png.has_selection);
          g_assert_cmpuint (got.selection.x, ==, png.selection.x);
          g_assert_cmpuint (got.selection.y, ==, png.selection.y);
          g_assert_cmpstr (got.version, ==, png.version);
        }
      wy_provenance_clear (&got);
      g_unlink (path);
    }
  g_assert_cmpstr (png.game, ==, "nimpq:a=1,b=1,p=2,q=2");
  g_assert_cmpuint (png.step, ==, 3);
  wy_provenance_clear (&png);
  assert_pdf_strings ();
  assert_docs_refused ();
  g_rmdir (dir);
}

/* ---- the 3-D view and slices side by side ---- */

/* The keys of a 3-D view of wythoff:heaps=3 on 12 (cube) or of slices of it, as the writer
 * writes them, with key replaced by value (value NULL: dropped), plus an extra pair; old: only
 * the keys an older writer gave them (no step, turn or view of the boards). */
static GPtrArray *
plot_pairs (gboolean cube, gboolean old, const char *key, const char *value,
            const char *extra_key, const char *extra_value)
{
  static const char *const both[][2] = {
    { "Title", "Wythoff Lattice: wythoff:heaps=3 on 12x12x12" },
    { "Software", "Wythoff Lattice " PACKAGE_VERSION },
    { "wythoff:game", "wythoff:heaps=3" }, { "wythoff:view", NULL }, { "wythoff:size", "12" },
    { "wythoff:step", "2" }, { "wythoff:style", "screen" }, { "wythoff:dark", "yes" },
    { "wythoff:axes", "no" }, { NULL, NULL }, { NULL, NULL },
    { "wythoff:version", PACKAGE_VERSION },
  };
  GPtrArray *kv = g_ptr_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (both); i++)
    {
      const char *k = both[i][0], *v = both[i][1];

      if (i == 3)
        v = cube ? "cube" : "slices y=0,3,11";
      if (i == 9 || i == 10)
        {
          k = cube ? (i == 9 ? "wythoff:selection" : "wythoff:turn")
                   : (i == 9 ? "wythoff:slice-view" : NULL);
          v = cube ? (i == 9 ? "1,2,11" : "-30.5,-10") : "elimination";
        }
      if (k && strcmp (k, key) == 0)
        v = value;
      if (!k || !v || (old && !(i <= 4 || i == 11)))
        continue;
      g_ptr_array_add (kv, (char *) k);
      g_ptr_array_add (kv, (char *) v);
    }
  if (extra_key)
    {
      g_ptr_array_add (kv, (char *) extra_key);
      g_ptr_array_add (kv, (char *) extra_value);
    }
  g_ptr_array_add (kv, NULL);
  return kv;
}

static gboolean
read_plot (const char *path, GPtrArray *kv, WyProvenance *prov, GError **error)
{
  write_png_pairs (path, (const char *const *) kv->pdata);
  g_ptr_array_unref (kv);
  return wy_export_read_provenance (path, prov, error);
}

/* The keys that redraw the 3-D view and slices side by side are read back as written. */
static void
test_plots_read (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-prov-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "fig.png", NULL);
  g_autoptr (GError) error = NULL;
  WyProvenance prov;

  g_assert_true (read_plot (path, plot_pairs (TRUE, FALSE, "", NULL, "wythoff:outline", "x=4"),
                            &prov, &error));
  g_assert_no_error (error);
  g_assert_true (prov.cube);
  g_assert_null (prov.slices);
  g_assert_true (prov.has_turn);
  g_assert_cmpfloat (prov.yaw, ==, -30.5);
  g_assert_cmpfloat (prov.pitch, ==, -10);
  g_assert_true (prov.has_point);
  g_assert_cmpuint (prov.point[0], ==, 1);
  g_assert_cmpuint (prov.point[2], ==, 11);
  /* a cube's selection is three coordinates: none of them is a board's */
  g_assert_false (prov.has_selection);
  g_assert_true (prov.has_outline);
  g_assert_cmpint (prov.outline_axis, ==, WY_AXIS_X);
  g_assert_cmpuint (prov.outline_k, ==, 4);
  g_assert_false (prov.has_key);
  g_assert_cmpuint (prov.step, ==, 2);
  g_assert_true (prov.dark);
  g_assert_false (prov.axes);
  wy_provenance_clear (&prov);
  /* the writer's shortest text of a turn dragged back near 0 has an exponent */
  g_assert_true (read_plot (path, plot_pairs (TRUE, FALSE, "wythoff:turn",
                                              "1.4210854715202004e-14,-89", "wythoff:key", "no"),
                            &prov, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (prov.yaw, ==, 1.4210854715202004e-14);
  g_assert_cmpfloat (prov.pitch, ==, -89);
  g_assert_true (prov.has_key);
  g_assert_false (prov.key);
  wy_provenance_clear (&prov);
  g_assert_true (read_plot (path, plot_pairs (FALSE, FALSE, "", NULL, "wythoff:grid", "no"),
                            &prov, &error));
  g_assert_no_error (error);
  g_assert_false (prov.cube);
  g_assert_cmpstr (prov.slices, ==, "y=0,3,11");
  g_assert_cmpint (prov.view, ==, WY_VIEW_ELIMINATION);
  g_assert_false (prov.grid);
  g_assert_false (prov.has_turn);
  /* the first of the slices, as an axis and K (the window opens on it) */
  g_assert_cmpint (prov.plane_axis, ==, WY_AXIS_Y);
  g_assert_cmpuint (prov.plane_k, ==, 0);
  wy_provenance_clear (&prov);
  g_assert_true (read_plot (path, plot_pairs (FALSE, FALSE, "wythoff:view", "slices z=07,3", NULL,
                                              NULL), &prov, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (prov.slices, ==, "z=7,3");
  g_assert_cmpint (prov.plane_axis, ==, WY_AXIS_Z);
  g_assert_cmpuint (prov.plane_k, ==, 7);
  wy_provenance_clear (&prov);
  /* a slice's plane, in canonical text and as an axis and K */
  write_png_pairs (path, (const char *const[]) {
    "wythoff:game", "wythoff:heaps=3", "wythoff:view", "elimination", "wythoff:size", "12",
    "wythoff:plane", "y=011", NULL });
  g_assert_true (wy_export_read_provenance (path, &prov, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (prov.plane, ==, "y=11");
  g_assert_cmpint (prov.plane_axis, ==, WY_AXIS_Y);
  g_assert_cmpuint (prov.plane_k, ==, 11);
  wy_provenance_clear (&prov);
  g_unlink (path);
  g_rmdir (dir);
}

/* Figures of the 3-D view (cube) or of slices with a key replaced or added, and what the
 * reader's refusal names. */
typedef struct {
  gboolean    cube, old;
  const char *key, *value, *extra_key, *extra_value;
  const char *needle;  /* the message must name the problem */
} PlotCase;

static const PlotCase plot_cases[] = {
  { TRUE, FALSE, "wythoff:turn", "30,90", NULL, NULL, "wythoff:turn=30,90 is not YAW,PITCH" },
  { TRUE, FALSE, "wythoff:turn", "361,0", NULL, NULL, "a yaw from -360 to 360 degrees" },
  { TRUE, FALSE, "wythoff:turn", "30", NULL, NULL, "a pitch from -89 to 89" },
  { TRUE, FALSE, "wythoff:turn", "0x10,3", NULL, NULL, "is not YAW,PITCH" },
  { TRUE, FALSE, "wythoff:turn", "inf,3", NULL, NULL, "is not YAW,PITCH" },
  { TRUE, FALSE, "wythoff:turn", "1e3,3", NULL, NULL, "is not YAW,PITCH" },
  { TRUE, FALSE, "wythoff:turn", "+3,3", NULL, NULL, "is not YAW,PITCH" },
  { TRUE, FALSE, "wythoff:turn", "--3,3", NULL, NULL, "is not YAW,PITCH" },
  { TRUE, FALSE, "wythoff:selection", "1,2,12", NULL, NULL,
    "wythoff:selection=1,2,12 is not a position in the cube of side 12" },
  { TRUE, FALSE, "wythoff:selection", "1,2", NULL, NULL, "use none or x,y,z" },
  { TRUE, FALSE, "", NULL, "wythoff:key", "maybe", "wythoff:key=maybe is unknown" },
  { TRUE, FALSE, "", NULL, "wythoff:outline", "z=12", "not a plane of the cube of side 12" },
  { TRUE, FALSE, "", NULL, "wythoff:plane", "z=1", "wythoff:plane is given, but the figure "
    "is not a slice" },
  { TRUE, FALSE, "", NULL, "wythoff:slice-view", "outcome", "wythoff:slice-view is given, but "
    "the figure is not slices side by side" },
  { TRUE, FALSE, "wythoff:game", "wyt", NULL, NULL, "a figure of three heaps, but the game has "
    "2 heaps" },
  { TRUE, FALSE, "wythoff:step", "1729", NULL, NULL, "from 0 to 1728" },
  { FALSE, FALSE, "wythoff:view", "slices y=0,12", NULL, NULL, "wythoff:view=slices y=0,12 "
    "does not name the slices of a cube of side 12" },
  { FALSE, FALSE, "wythoff:view", "slices w=1", NULL, NULL, "1 to 16 planes K from 0 to 11" },
  { FALSE, FALSE, "wythoff:view", "slices", NULL, NULL, "wythoff:view=slices does not name" },
  { TRUE, FALSE, "wythoff:view", "cube z", NULL, NULL, "wythoff:view=cube z is unknown" },
  { FALSE, FALSE, "wythoff:view", "slices z=0,1,2,3,4,5,6,7,8,9,10,11,0,1,2,3,4", NULL, NULL,
    "does not name the slices" },
  { FALSE, FALSE, "wythoff:slice-view", "pretty", NULL, NULL, "wythoff:slice-view=pretty is "
    "unknown" },
  { FALSE, FALSE, "", NULL, "wythoff:turn", "1,1", "wythoff:turn is given, but the figure is "
    "not the 3-D view" },
  { FALSE, FALSE, "", NULL, "wythoff:selection", "1,1", "wythoff:selection is given, but the "
    "figure is not a board or the 3-D view" },
  { TRUE, TRUE, "", NULL, NULL, NULL, "wythoff:view=cube is a plot, the 3-D view of three heaps "
    "(wythoff export GAME --3d), written without wythoff:turn" },
  { FALSE, TRUE, "", NULL, NULL, NULL, "slices of three heaps side by side (wythoff export GAME "
    "--slices), written without wythoff:slice-view" },
};

/* The same keys read strictly: each value in range, and on its own kind of figure only; a
 * figure of either without them (an older writer's) is refused naming the key it lacks. */
static void
test_plots_strict (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-prov-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "fig.png", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (plot_cases); i++)
    {
      g_autoptr (GError) error = NULL;
      const PlotCase *c = &plot_cases[i];
      WyProvenance prov;

      g_test_message ("%s=%s %s=%s", c->key, c->value, c->extra_key, c->extra_value);
      g_assert_false (read_plot (path, plot_pairs (c->cube, c->old, c->key, c->value,
                                                   c->extra_key, c->extra_value), &prov, &error));
      g_assert_nonnull (error);
      g_assert_null (prov.game);
      g_assert_null (prov.slices);
      if (!strstr (error->message, c->needle) || !strstr (error->message, "fig.png"))
        g_error ("message '%s' lacks '%s'", error->message, c->needle);
      assert_safe_message (error->message);
    }
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/provenance/strict", test_strict);
  g_test_add_func ("/render/provenance/good-and-seams", test_good_and_seams);
  g_test_add_func ("/render/provenance/safe-messages", test_safe_messages);
  g_test_add_func ("/render/provenance/damaged", test_damaged);
  g_test_add_func ("/render/provenance/huge-chunk", test_huge_chunk);
  g_test_add_func ("/render/provenance/cli-from", test_cli_from);
  g_test_add_func ("/render/provenance/svg-pdf", test_svg_pdf);
  g_test_add_func ("/render/provenance/plots-read", test_plots_read);
  g_test_add_func ("/render/provenance/plots-strict", test_plots_strict);
  return g_test_run ();
}
