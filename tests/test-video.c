/* test-video.c: the elimination as GIF, decoded back (giflib) and compared frame by frame with the step PNGs; for GIF and WebM alike budgets, bad input, cancel and SIGINT. */
#define G_LOG_DOMAIN "wy-test"
#define _GNU_SOURCE /* kill, symlink */

#include "config.h"

#include <math.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cairo.h>
#include <gif_lib.h>
#include <gst/gst.h>
#include <gst/app/gstappsink.h>
#include <glib/gstdio.h>

#include "wy-export.h"
#include "wy-test-dir.h"
#include "wy-test-run.h"
#include "wy-test-solve.h"
#include "wy-test-export.h"
#include "wy-test-video.h"

static cairo_surface_t *
step_png (const char *dir, const char *style, guint j)
{
  return step_png_captioned (dir, style, j, NULL);
}

/* ---- GIF ---- */

typedef struct {
  GifFileType *gif;
  guint32     *canvas;   /* the picture after each frame, as 0xRRGGBB */
  int          w, h;
} Gif;

static void
gif_open (Gif *g, const char *path)
{
  int code = 0;

  g->gif = DGifOpenFileName (path, &code);
  g_assert_nonnull (g->gif);
  g_assert_cmpint (DGifSlurp (g->gif), ==, GIF_OK);
  g->w = g->gif->SWidth;
  g->h = g->gif->SHeight;
  g->canvas = g_new0 (guint32, (gsize) g->w * g->h);
  g_assert_nonnull (g->gif->SColorMap);
}

static void
gif_close (Gif *g)
{
  int code;

  DGifCloseFile (g->gif, &code);
  g_free (g->canvas);
}

/* Frame i over the canvas ("do not dispose", transparent pixels keep the
 * picture below); its delay in centiseconds. */
static int
gif_apply (Gif *g, int i)
{
  SavedImage *im = &g->gif->SavedImages[i];
  const GifImageDesc *d = &im->ImageDesc;
  const ColorMapObject *map = d->ColorMap ? d->ColorMap : g->gif->SColorMap;
  GraphicsControlBlock gcb;

  g_assert_cmpint (DGifSavedExtensionToGCB (g->gif, i, &gcb), ==, GIF_OK);
  g_assert_cmpint (gcb.DisposalMode, ==, DISPOSE_DO_NOT);
  g_assert_cmpint (d->Left + d->Width, <=, g->w);
  g_assert_cmpint (d->Top + d->Height, <=, g->h);
  g_assert_false (d->Interlace);
  if (i == 0)   /* the first frame is the whole picture */
    {
      g_assert_cmpint (d->Width, ==, g->w);
      g_assert_cmpint (d->Height, ==, g->h);
      g_assert_cmpint (gcb.TransparentColor, ==, NO_TRANSPARENT_COLOR);
    }
  for (int y = 0; y < d->Height; y++)
    for (int x = 0; x < d->Width; x++)
      {
        int c = im->RasterBits[(gsize) y * d->Width + x];
        const GifColorType *rgb;
        if (c == gcb.TransparentColor)
          continue;
        g_assert_cmpint (c, <, map->ColorCount);
        rgb = &map->Colors[c];
        g->canvas[(gsize) (d->Top + y) * g->w + d->Left + x] =
          ((guint32) rgb->Red << 16) | ((guint32) rgb->Green << 8) | rgb->Blue;
      }
  return gcb.DelayTime;
}

/* The comment extensions (giflib keeps those before the first frame with
 * it; a comment's sub-blocks after the first come as "continue" blocks). */
static char *
gif_comment (const Gif *g)
{
  GString *s = g_string_new (NULL);
  const SavedImage *first = &g->gif->SavedImages[0];
  gboolean in_comment = FALSE;

  for (int i = 0; i < first->ExtensionBlockCount; i++)
    {
      const ExtensionBlock *e = &first->ExtensionBlocks[i];
      if (e->Function != CONTINUE_EXT_FUNC_CODE)
        in_comment = e->Function == COMMENT_EXT_FUNC_CODE;
      if (in_comment)
        g_string_append_len (s, (const char *) e->Bytes, e->ByteCount);
    }
  return g_string_free (s, FALSE);
}

/* Pixels of the canvas unlike the PNG; the PNG's size must be the GIF's. */
static guint64
gif_differences (const Gif *g, cairo_surface_t *png, double *squared)
{
  guint64 n = 0;

  g_assert_cmpint (cairo_image_surface_get_width (png), ==, g->w);
  g_assert_cmpint (cairo_image_surface_get_height (png), ==, g->h);
  *squared = 0;
  for (int y = 0; y < g->h; y++)
    for (int x = 0; x < g->w; x++)
      {
        guint32 a = g->canvas[(gsize) y * g->w + x], b = surface_rgb (png, x, y);
        if (a != b)
          n++;
        for (int c = 0; c < 24; c += 8)
          {
            double e = (double) ((a >> c) & 0xff) - (double) ((b >> c) & 0xff);
            *squared += e * e;
          }
      }
  return n;
}

/* The test of the issue: fig2.gif under 200 KB, six frames equal to the
 * step PNGs pixel for pixel, 0.5 s a step, the final board 3 s, the
 * provenance in the comment. */
static void
test_gif_frames (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *path = g_build_filename (dir, "fig2.gif", NULL);
  g_autofree char *comment = NULL;
  WyBoard *board = wy_test_solve_rule ("wyt:a=1,b=2", 23);
  GStatBuf st;
  Gif g;

  g_assert_cmpuint (wy_board_get_n_steps (board), ==, FIG2_STEPS);
  run_ok ((const char *const[]) { "export", FIG2, "--all-steps", "--style", "paper", "-o", path,
                                  NULL });
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_test_message ("fig2.gif: %ld bytes", (long) st.st_size);
  g_assert_cmpint (st.st_size, <, 200 * 1000);
  gif_open (&g, path);
  g_assert_cmpint (g.gif->ImageCount, ==, wy_board_get_n_steps (board));
  for (int i = 0; i < g.gif->ImageCount; i++)
    {
      g_autoptr (cairo_surface_t) png = step_png (dir, "paper", i + 1);
      int delay = gif_apply (&g, i);
      double sq;

      /* 2 steps a second; the last frame held 3 s */
      g_assert_cmpint (delay, ==, i + 1 < g.gif->ImageCount ? 50 : 300);
      g_assert_cmpuint (gif_differences (&g, png, &sq), ==, 0);
    }
  comment = gif_comment (&g);
  g_assert_true (g_str_has_prefix (comment, "Wythoff Lattice: wyt:a=1,b=2 on 23x23, outcome, "
                                            "steps 1 to 6\n"));
  g_assert_nonnull (strstr (comment, "\nwythoff:game=wyt:a=1,b=2\n"));
  g_assert_nonnull (strstr (comment, "\nwythoff:size=23\n"));
  g_assert_nonnull (strstr (comment, "\nwythoff:view=outcome\n"));
  g_assert_nonnull (strstr (comment, "\nwythoff:step=all\n"));
  g_assert_null (strstr (comment, "quantized"));
  gif_close (&g);
  wy_board_unref (board);
  g_assert_cmpuint (dir_count (dir), ==, 1);
  rm_rf (dir);
}

/* --fade 3 --caption TEXT --caption-seconds 1: three frames a step at six
 * a second (delays of 17 or 16 hundredths adding up without drift), step 1
 * whole, then each step blended over the one before at 1/3 and 2/3 (the
 * rounding the export documents) and whole; the caption drawn in the first
 * six frames, its room kept and blank after. */
#define CAPTION "Figure 2: WYT(1,2) on a 23×23 board"

/* The canvas against the captioned figure: equal, or when the caption is
 * hidden equal outside the caption's room and blank (white) where the
 * figure has the caption's text. */
static void
assert_frame (const Gif *g, cairo_surface_t *captioned, gboolean caption)
{
  guint64 blanked = 0;
  double sq;

  if (caption)
    {
      g_assert_cmpuint (gif_differences (g, captioned, &sq), ==, 0);
      return;
    }
  for (int y = 0; y < g->h; y++)
    for (int x = 0; x < g->w; x++)
      {
        guint32 have = g->canvas[(gsize) y * g->w + x], png = surface_rgb (captioned, x, y);
        if (have == png)
          continue;
        /* only in the last twentieth of the figure, where the caption is */
        g_assert_cmpint (y, >=, g->h - g->h / 20);
        g_assert_cmphex (have, ==, 0xffffff);
        blanked++;
      }
  g_assert_cmpuint (blanked, >, 100);
}

static void
test_gif_fade_caption (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *path = g_build_filename (dir, "fade.gif", NULL);
  cairo_surface_t *pngs[FIG2_STEPS + 1];
  g_autofree char *comment = NULL;
  int elapsed = 0;
  Gif g;

  run_ok ((const char *const[]) { "export", FIG2, "--all-steps", "--style", "paper", "--fade",
                                  "3", "--caption", CAPTION, "--caption-seconds", "1", "-o",
                                  path, NULL });
  step_pngs (dir, CAPTION, pngs);
  gif_open (&g, path);
  comment = gif_comment (&g);
  g_assert_null (strstr (comment, "quantized"));
  g_assert_nonnull (strstr (comment, "\nwythoff:fade=3"));
  g_assert_cmpint (g.gif->ImageCount, ==, 3 * FIG2_STEPS);
  g_assert_cmpint (g.w, ==, cairo_image_surface_get_width (pngs[1]));
  g_assert_cmpint (g.h, ==, cairo_image_surface_get_height (pngs[1]));
  for (int i = 0; i < g.gif->ImageCount; i++)
    {
      guint j = (guint) i / 3 + 1, k = (guint) i % 3 + 1;
      int delay = gif_apply (&g, i);
      g_autoptr (cairo_surface_t) want = NULL;

      if (i + 1 < g.gif->ImageCount)
        {
          elapsed += delay;
          g_assert_cmpint (elapsed, ==, (int) lround (100.0 * (i + 1) / 6));
        }
      else
        g_assert_cmpint (delay, ==, 300);
      want = k == 3 || j == 1 ? cairo_surface_reference (pngs[j])
                              : blend (pngs[j - 1], pngs[j], k, 3);
      /* a second at six frames a second shows the caption */
      assert_frame (&g, want, i < 6);
    }
  gif_close (&g);
  step_pngs_free (pngs);
  g_assert_cmpuint (dir_count (dir), ==, 1);
  rm_rf (dir);
}

/* The paper style is kept exactly even when its antialiased greys take all
 * 256 levels (Wythoff's game on 10 x 10: every grey from 0 to 255): the
 * GIF then holds 256 colours and writes its changed rectangles opaque, with
 * no index spared for "unchanged" (it once quantized them to 255 and said
 * so, against the README's "the paper style always"). */
static void
test_gif_256_greys (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *path = g_build_filename (dir, "greys.gif", NULL);
  g_autofree char *comment = NULL;
  Run run = { 0 };
  Gif g;

  RUN (&run, "export", "wythoff", "--size", "10", "--all-steps", "--style", "paper", "-o", path);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  run_clear (&run);
  gif_open (&g, path);
  comment = gif_comment (&g);
  g_assert_null (strstr (comment, "quantized"));
  g_assert_cmpint (g.gif->SColorMap->ColorCount, ==, 256);
  for (int i = 0; i < g.gif->ImageCount; i++)
    {
      g_autofree char *png_path = g_strdup_printf ("%s/step-%d.png", dir, i + 1);
      g_autofree char *step = g_strdup_printf ("%d", i + 1);
      cairo_surface_t *png;
      double sq;

      run_ok ((const char *const[]) { "export", "wythoff", "--size", "10", "--style", "paper",
                                      "--step", step, "-o", png_path, NULL });
      png = cairo_image_surface_create_from_png (png_path);
      g_unlink (png_path);
      gif_apply (&g, i);
      g_assert_cmpuint (gif_differences (&g, png, &sq), ==, 0);
      cairo_surface_destroy (png);
    }
  gif_close (&g);
  g_assert_cmpuint (dir_count (dir), ==, 1);
  rm_rf (dir);
}

/* The screen style has more colours than a GIF holds: quantized (said on
 * stderr and in the comment), the main colours kept exactly, the frames
 * still close to the PNGs; --fps sets the delay. */
static void
test_gif_quantized (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *path = g_build_filename (dir, "screen.gif", NULL);
  g_autofree char *comment = NULL;
  Run run = { 0 };
  Gif g;

  RUN (&run, "export", FIG2, "--all-steps", "--style", "screen", "--fps", "10", "-o", path);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.err, "wythoff: "));
  g_assert_nonnull (strstr (run.err, "quantized to 255"));
  g_assert_true (strchr (run.err, '\n') == run.err + strlen (run.err) - 1);
  run_clear (&run);
  gif_open (&g, path);
  g_assert_cmpint (g.gif->ImageCount, ==, FIG2_STEPS);
  for (int i = 0; i < g.gif->ImageCount; i++)
    {
      g_autoptr (cairo_surface_t) png = step_png (dir, "screen", i + 1);
      int delay = gif_apply (&g, i);
      guint64 n = (guint64) g.w * g.h, diff;
      double sq, psnr;

      g_assert_cmpint (delay, ==, i + 1 < g.gif->ImageCount ? 10 : 300);
      diff = gif_differences (&g, png, &sq);
      psnr = 10 * log10 (255.0 * 255.0 / MAX (sq / (3.0 * n), 1e-9));
      g_test_message ("screen frame %d: %" G_GUINT64_FORMAT " pixels differ, PSNR %.1f dB",
                      i + 1, diff, psnr);
      /* the background, cells, marks and lines exact: only edge shades move */
      g_assert_cmpuint (diff, <, n / 50);
      g_assert_cmpfloat (psnr, >, 45);
    }
  comment = gif_comment (&g);
  g_assert_nonnull (strstr (comment, "wythoff:colours="));
  g_assert_nonnull (strstr (comment, "wythoff:fps=10"));
  gif_close (&g);
  rm_rf (dir);
}

/* ---- both ---- */

/* Refused before anything is written, the limit named. */
static void
test_video_refused (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *gif = g_build_filename (dir, "x.gif", NULL);
  g_autofree char *webm = g_build_filename (dir, "x.webm", NULL);
  g_autofree char *png = g_build_filename (dir, "x.png", NULL);
  g_autofree char *from = NULL;
  Run run = { 0 };

  /* 115 frames of 5000 x 5000: beyond the two billion pixels */
  CHECK_ERROR (FRAGMENTS ("115 frames", "at most 2 billion"), "export", "wythoff", "--size",
               "300", "--all-steps", "--width", "5000", "-o", gif);
  CHECK_ERROR (FRAGMENTS ("at most 2 billion"), "export", "wythoff", "--size", "300",
               "--all-steps", "--width", "5000", "-o", webm);
  /* more steps than a video holds (wyt:a=1,b=2 at 30000 has over 5000) */
  CHECK_ERROR (FRAGMENTS ("at most 5000"), "export", "wyt:a=1,b=2", "--size", "30000",
               "--all-steps", "--width", "100", "-o", gif);
  CHECK_ERROR (FRAGMENTS ("--all-steps"), "export", FIG2, "-o", gif);
  CHECK_ERROR (FRAGMENTS ("--all-steps"), "export", FIG2, "--step", "2", "-o", webm);
  CHECK_ERROR (FRAGMENTS ("--fps", "0.25", "30"), "export", FIG2, "--all-steps", "--fps", "100",
               "-o", gif);
  CHECK_ERROR (FRAGMENTS ("--fps", "0.25", "30"), "export", FIG2, "--all-steps", "--fps", "0",
               "-o", webm);
  CHECK_ERROR (FRAGMENTS ("--fps", ".gif"), "export", FIG2, "--fps", "3", "-o", png);
  CHECK_ERROR (FRAGMENTS ("--fade 11", "1 to 10"), "export", FIG2, "--all-steps", "--fade", "11",
               "-o", gif);
  CHECK_ERROR (FRAGMENTS ("--fade 0", "1 to 10"), "export", FIG2, "--all-steps", "--fade", "0",
               "-o", gif);
  CHECK_ERROR (FRAGMENTS ("--fade 2.5", "whole number"), "export", FIG2, "--all-steps", "--fade",
               "2.5", "-o", webm);
  CHECK_ERROR (FRAGMENTS ("60 frames a second", "at most 50"), "export", FIG2, "--all-steps",
               "--fps", "20", "--fade", "3", "-o", webm);
  CHECK_ERROR (FRAGMENTS ("--fade", ".gif"), "export", FIG2, "--fade", "2", "-o", png);
  CHECK_ERROR (FRAGMENTS ("--caption-seconds", "--caption TEXT"), "export", FIG2,
               "--all-steps", "--caption-seconds", "2", "-o", gif);
  CHECK_ERROR (FRAGMENTS ("--caption-seconds 4000", "0 to 3600"), "export", FIG2,
               "--all-steps", "--caption", "x", "--caption-seconds", "4000", "-o", gif);
  CHECK_ERROR (FRAGMENTS ("--caption", "control character"), "export", FIG2, "--caption",
               "a\nb", "-o", png);
  g_assert_cmpuint (dir_count (dir), ==, 0);
  /* a video is not a figure to redraw: a clear message, no crash */
  run_ok ((const char *const[]) { "export", FIG2, "--all-steps", "-o", gif, NULL });
  run_ok ((const char *const[]) { "export", FIG2, "--all-steps", "-o", webm, NULL });
  for (guint i = 0; i < 2; i++)
    {
      RUN (&run, "export", "--from", i ? webm : gif, "-o", png);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_true (g_str_has_prefix (run.err, "wythoff: "));
      g_assert_nonnull (strstr (run.err, "PNG"));
      run_clear (&run);
    }
  g_assert_cmpuint (dir_count (dir), ==, 2);
  rm_rf (dir);
}

typedef struct {
  GCancellable *cancellable;
  guint         calls;
  double        last;
} Cancel;

static void
cancel_on_third (double fraction, gpointer data)
{
  Cancel *c = data;

  g_assert_cmpfloat (fraction, >, c->last);
  g_assert_cmpfloat (fraction, <=, 1.0);
  c->last = fraction;
  if (++c->calls == 3)
    g_cancellable_cancel (c->cancellable);
}

static void
count_progress (double fraction, gpointer data)
{
  Cancel *c = data;

  g_assert_cmpfloat (fraction, >, c->last);
  c->last = fraction;
  c->calls++;
}

/* In process, as the window writes: progress to 1, and a cancel leaves
 * nothing (no file, no temporary file). */
static void
test_video_cancel (void)
{
  g_autofree char *dir = make_tmp ();
  WyBoard *board = wy_test_solve_rule ("wythoff", 100);
  const WyExportFormat formats[] = { WY_EXPORT_GIF, WY_EXPORT_WEBM };

  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_autofree char *path = g_strdup_printf ("%s/v.%s", dir,
                                               wy_export_format_get_name (formats[f]));
      g_autoptr (GError) error = NULL;
      Cancel c = { g_cancellable_new (), 0, 0 };
      Cancel p = { NULL, 0, 0 };
      WyExportOptions o;

      wy_export_options_init (&o);
      o.format = formats[f];
      o.width = 400;
      o.all_steps = TRUE;
      g_assert_false (wy_export_write_full (board, &o, path, cancel_on_third, &c, c.cancellable,
                                            &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_cmpuint (dir_count (dir), ==, 0);
      g_clear_error (&error);
      g_object_unref (c.cancellable);
      /* uncancelled: the progress reaches 1 */
      g_assert_true (wy_export_write_full (board, &o, path, count_progress, &p, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpfloat (p.last, ==, 1.0);
      g_assert_cmpuint (dir_count (dir), ==, 1);
      g_unlink (path);
    }
  wy_board_unref (board);
  rm_rf (dir);
}

/* Is the writer's hidden temporary file in dir? */
static gboolean
writer_busy (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    if (name[0] == '.' && strstr (name, ".wy-"))
      return TRUE;
  return FALSE;
}

/* SIGINT in the middle of a long video: exit 130, "interrupted", nothing
 * left. */
static void
test_video_interrupted (void)
{
  const char *names[] = { "long.gif", "long.webm" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *dir = make_tmp ();
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      const char *argv[] = { wythoff, "export", "wythoff", "--size", "300", "--all-steps",
                             "--width", "2000", "-o", path, NULL };
      g_autoptr (GError) error = NULL;
      g_autofree char *err = NULL;
      int err_fd, status;
      GPid pid;

      g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL,
                                               G_SPAWN_DO_NOT_REAP_CHILD
                                               | G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, &pid,
                                               NULL, NULL, &err_fd, &error));
      g_assert_no_error (error);
      for (guint k = 0; k < 500 && !writer_busy (dir); k++)
        g_usleep (10000);
      g_assert_true (writer_busy (dir));
      g_usleep (300000);   /* well into the frames */
      g_assert_cmpint (kill (pid, SIGINT), ==, 0);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      {
        g_autoptr (GIOChannel) ch = g_io_channel_unix_new (err_fd);
        g_io_channel_set_close_on_unref (ch, TRUE);
        g_io_channel_read_to_end (ch, &err, NULL, NULL);
      }
      g_test_message ("%s: %s", names[i], err);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 130);
      g_assert_true (g_str_has_prefix (err, "wythoff: interrupted"));
      g_assert_cmpuint (dir_count (dir), ==, 0);
      rm_rf (dir);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  gst_init (&argc, &argv);
  wythoff = g_getenv ("WYTHOFF");
  g_assert_nonnull (wythoff);
  g_test_add_func ("/render/video/gif-frames", test_gif_frames);
  g_test_add_func ("/render/video/gif-quantized", test_gif_quantized);
  g_test_add_func ("/render/video/gif-256-greys", test_gif_256_greys);
  g_test_add_func ("/render/video/gif-fade-caption", test_gif_fade_caption);
  g_test_add_func ("/render/video/refused", test_video_refused);
  g_test_add_func ("/render/video/cancel", test_video_cancel);
  g_test_add_func ("/render/video/interrupted", test_video_interrupted);
  return g_test_run ();
}
