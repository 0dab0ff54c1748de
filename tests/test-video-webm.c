/* test-video-webm.c: the elimination as WebM: decoded back (GStreamer) and compared frame by frame with the step PNGs, with a fade, and a missing plugin. */
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

/* The WebM's frames may differ from the PNGs by VP8's loss and the round
 * trip through 8-bit limited-range I420: on average at most
 * WEBM_MEAN_TOLERANCE (of 255) a channel, and at most 1 % of the pixels by
 * more than WEBM_PIXEL_TOLERANCE in any channel (antialiased edges and
 * small digits). Measured on fig2 (paper style): a mean of 2.2 to 2.9, a
 * uniform darkening by 2 to 3 levels (white comes back as 253 whatever the
 * quantizer) and no pixel off by more than 64. */
#define WEBM_MEAN_TOLERANCE 4.0
#define WEBM_PIXEL_TOLERANCE 64
#define WEBM_PIXEL_FRACTION 0.01

typedef struct {
  GPtrArray *frames;   /* cairo surfaces, BGRx as ARGB32 */
  int        w, h;
  char      *comment, *title;
} Webm;

/* One decoded frame (BGRx) as a cairo surface; its size into v. */
static cairo_surface_t *
webm_frame (Webm *v, GstSample *sample)
{
  GstStructure *s = gst_caps_get_structure (gst_sample_get_caps (sample), 0);
  GstBuffer *buf = gst_sample_get_buffer (sample);
  GstMapInfo map;
  cairo_surface_t *frame;
  int stride;

  g_assert_true (gst_structure_get_int (s, "width", &v->w));
  g_assert_true (gst_structure_get_int (s, "height", &v->h));
  frame = cairo_image_surface_create (CAIRO_FORMAT_RGB24, v->w, v->h);
  stride = cairo_image_surface_get_stride (frame);
  g_assert_true (gst_buffer_map (buf, &map, GST_MAP_READ));
  /* the decoder's rows are 4-byte aligned, as cairo's */
  g_assert_cmpuint (map.size, >=, (gsize) v->w * 4 * v->h);
  for (int y = 0; y < v->h; y++)
    memcpy (cairo_image_surface_get_data (frame) + (gsize) y * stride,
            map.data + (gsize) y * v->w * 4, (gsize) v->w * 4);
  gst_buffer_unmap (buf, &map);
  cairo_surface_mark_dirty (frame);
  return frame;
}

/* No error, and the tags the muxer wrote, into v. */
static void
webm_read_bus (Webm *v, GstBus *bus)
{
  GstMessage *msg;

  while ((msg = gst_bus_pop (bus)))
    {
      g_assert_cmpint (GST_MESSAGE_TYPE (msg), !=, GST_MESSAGE_ERROR);
      if (GST_MESSAGE_TYPE (msg) == GST_MESSAGE_TAG)
        {
          GstTagList *tags = NULL;
          char *text = NULL;
          gst_message_parse_tag (msg, &tags);
          if (!v->comment && gst_tag_list_get_string (tags, GST_TAG_COMMENT, &text))
            v->comment = text;
          if (!v->title && gst_tag_list_get_string (tags, GST_TAG_TITLE, &text))
            v->title = text;
          gst_tag_list_unref (tags);
        }
      gst_message_unref (msg);
    }
}

/* Decode with uridecodebin ! videoconvert ! appsink, every frame. */
static void
webm_decode (Webm *v, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *uri = g_filename_to_uri (path, NULL, &error);
  g_autofree char *desc = g_strdup_printf ("uridecodebin uri=%s ! videoconvert ! "
                                           "video/x-raw,format=BGRx ! appsink name=sink "
                                           "sync=false", uri);
  GstElement *pipeline = gst_parse_launch (desc, &error);
  GstElement *sink;
  g_autoptr (GstBus) bus = NULL;
  GstSample *sample;

  g_assert_no_error (error);
  sink = gst_bin_get_by_name (GST_BIN (pipeline), "sink");
  bus = gst_element_get_bus (pipeline);
  v->frames = g_ptr_array_new_with_free_func ((GDestroyNotify) cairo_surface_destroy);
  g_assert_cmpint (gst_element_set_state (pipeline, GST_STATE_PLAYING), !=,
                   GST_STATE_CHANGE_FAILURE);
  while ((sample = gst_app_sink_pull_sample (GST_APP_SINK (sink))))
    {
      g_ptr_array_add (v->frames, webm_frame (v, sample));
      gst_sample_unref (sample);
    }
  webm_read_bus (v, bus);
  gst_element_set_state (pipeline, GST_STATE_NULL);
  gst_object_unref (sink);
  gst_object_unref (pipeline);
}

static void
webm_clear (Webm *v)
{
  g_ptr_array_unref (v->frames);
  g_free (v->comment);
  g_free (v->title);
}

/* Mean absolute difference a channel, and the fraction of pixels off by
 * more than WEBM_PIXEL_TOLERANCE. */
static void
frame_error (cairo_surface_t *a, cairo_surface_t *b, double *mean, double *far)
{
  int w = cairo_image_surface_get_width (a), h = cairo_image_surface_get_height (a);
  double sum = 0;
  guint64 n_far = 0;

  g_assert_cmpint (cairo_image_surface_get_width (b), ==, w);
  g_assert_cmpint (cairo_image_surface_get_height (b), ==, h);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 p = surface_rgb (a, x, y), q = surface_rgb (b, x, y);
        int worst = 0;
        for (int c = 0; c < 24; c += 8)
          {
            int e = abs ((int) ((p >> c) & 0xff) - (int) ((q >> c) & 0xff));
            sum += e;
            worst = MAX (worst, e);
          }
        n_far += worst > WEBM_PIXEL_TOLERANCE;
      }
  *mean = sum / (3.0 * w * h);
  *far = (double) n_far / ((double) w * h);
}

/* fig2.webm: one frame a step at 2 a second and the final board repeated
 * for 3 s (6 + 5 frames), the figure's size, each frame the step's PNG
 * within the tolerance; the provenance in its tags. */
static void
test_webm_frames (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *path = g_build_filename (dir, "fig2.webm", NULL);
  cairo_surface_t *pngs[FIG2_STEPS + 1];
  GStatBuf st;
  Webm v = { 0 };

  run_ok ((const char *const[]) { "export", FIG2, "--all-steps", "--style", "paper", "-o", path,
                                  NULL });
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_test_message ("fig2.webm: %ld bytes", (long) st.st_size);
  webm_decode (&v, path);
  g_assert_cmpuint (v.frames->len, ==, FIG2_STEPS + 5);
  step_pngs (dir, NULL, pngs);
  g_assert_cmpint (v.w, ==, cairo_image_surface_get_width (pngs[1]));
  g_assert_cmpint (v.h, ==, cairo_image_surface_get_height (pngs[1]));
  for (guint i = 0; i < v.frames->len; i++)
    {
      guint j = MIN (i + 1, FIG2_STEPS);
      double mean, far, other_mean, other_far;

      frame_error (v.frames->pdata[i], pngs[j], &mean, &far);
      g_test_message ("webm frame %u (step %u): mean error %.3f, %.4f %% of pixels off by "
                      "more than %d", i + 1, j, mean, far * 100, WEBM_PIXEL_TOLERANCE);
      g_assert_cmpfloat (mean, <=, WEBM_MEAN_TOLERANCE);
      g_assert_cmpfloat (far, <=, WEBM_PIXEL_FRACTION);
      /* and it is this step, not a neighbour: a neighbour is further */
      if (j > 1)
        {
          frame_error (v.frames->pdata[i], pngs[j - 1], &other_mean, &other_far);
          g_assert_cmpfloat (other_far, >, far);
        }
    }
  g_assert_nonnull (v.title);
  g_assert_cmpstr (v.title, ==, "Wythoff Lattice: wyt:a=1,b=2 on 23x23, outcome, steps 1 to 6");
  g_assert_nonnull (v.comment);
  g_assert_nonnull (strstr (v.comment, "wythoff:game=wyt:a=1,b=2"));
  g_assert_nonnull (strstr (v.comment, "wythoff:size=23"));
  g_assert_nonnull (strstr (v.comment, "wythoff:view=outcome"));
  step_pngs_free (pngs);
  webm_clear (&v);
  g_assert_cmpuint (dir_count (dir), ==, 1);
  rm_rf (dir);
}

/* --fade 2: two frames a step at four a second, the final board repeated
 * for 3 s (12 + 11 frames); a step's first frame is the blend of it and
 * the step before, nearer that than either. */
static void
test_webm_fade (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *path = g_build_filename (dir, "fade.webm", NULL);
  cairo_surface_t *pngs[FIG2_STEPS + 1];
  Webm v = { 0 };

  run_ok ((const char *const[]) { "export", FIG2, "--all-steps", "--style", "paper", "--fade",
                                  "2", "-o", path, NULL });
  webm_decode (&v, path);
  g_assert_cmpuint (v.frames->len, ==, 2 * FIG2_STEPS + 11);
  step_pngs (dir, NULL, pngs);
  for (guint i = 0; i < v.frames->len; i++)
    {
      guint j = MIN (i / 2 + 1, FIG2_STEPS);
      gboolean whole = i % 2 == 1 || j == 1 || i >= 2 * FIG2_STEPS;
      g_autoptr (cairo_surface_t) want = whole ? cairo_surface_reference (pngs[j])
                                               : blend (pngs[j - 1], pngs[j], 1, 2);
      double mean, far, other_mean, other_far;

      frame_error (v.frames->pdata[i], want, &mean, &far);
      g_assert_cmpfloat (mean, <=, WEBM_MEAN_TOLERANCE);
      g_assert_cmpfloat (far, <=, WEBM_PIXEL_FRACTION);
      if (!whole)
        {
          frame_error (v.frames->pdata[i], pngs[j], &other_mean, &other_far);
          g_assert_cmpfloat (other_mean, >, mean);
          frame_error (v.frames->pdata[i], pngs[j - 1], &other_mean, &other_far);
          g_assert_cmpfloat (other_mean, >, mean);
        }
    }
  step_pngs_free (pngs);
  webm_clear (&v);
  rm_rf (dir);
}

/* A GStreamer without plugins-good: one line naming the element and the
 * Debian package, nothing written. */
static void
test_webm_missing_plugin (void)
{
  g_autofree char *dir = make_tmp ();
  g_autofree char *plugins = g_build_filename (dir, "plugins", NULL);
  g_autofree char *path = g_build_filename (dir, "out.webm", NULL);
  g_autofree char *registry = g_build_filename (dir, "registry.bin", NULL);
  const char *base[] = { "libgstcoreelements.so", "libgstapp.so", "libgstvideoconvertscale.so" };
  g_auto (GStrv) env = g_get_environ ();
  g_autofree char *out = NULL, *err = NULL;
  const char *argv[] = { wythoff, "export", FIG2, "--all-steps", "-o", path, NULL };
  int status;

  g_assert_cmpint (g_mkdir (plugins, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (base); i++)
    {
      g_autofree char *from = g_build_filename (WY_GST_PLUGINS_DIR, base[i], NULL);
      g_autofree char *to = g_build_filename (plugins, base[i], NULL);
      g_assert_true (g_file_test (from, G_FILE_TEST_EXISTS));
      g_assert_cmpint (symlink (from, to), ==, 0);
    }
  env = g_environ_setenv (env, "GST_PLUGIN_SYSTEM_PATH_1_0", plugins, TRUE);
  env = g_environ_setenv (env, "GST_REGISTRY_1_0", registry, TRUE);
  env = g_environ_unsetenv (env, "GST_PLUGIN_PATH_1_0");
  env = g_environ_unsetenv (env, "GST_PLUGIN_PATH");
  g_assert_true (g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, NULL));
  g_test_message ("%s", err);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 2);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (g_str_has_prefix (err, "wythoff: "));
  g_assert_true (strchr (err, '\n') == err + strlen (err) - 1);
  g_assert_nonnull (strstr (err, "vp8enc"));
  g_assert_nonnull (strstr (err, "gstreamer1.0-plugins-good"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  rm_rf (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  gst_init (&argc, &argv);
  wythoff = g_getenv ("WYTHOFF");
  g_assert_nonnull (wythoff);
  g_test_add_func ("/render/video/webm-frames", test_webm_frames);
  g_test_add_func ("/render/video/webm-fade", test_webm_fade);
  g_test_add_func ("/render/video/webm-missing-plugin", test_webm_missing_plugin);
  return g_test_run ();
}
