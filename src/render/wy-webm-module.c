/* wy-webm-module.c: the WebM module: frames through GStreamer (appsrc ! videoconvert ! vp8enc ! webmmux ! fdsink into the writer's temporary file). */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <gst/gst.h>
#include <gst/app/gstappsrc.h>

#include "wy-webm-module.h"
#include "wy-game.h"   /* the error codes only: the module links no core */

/*
 * Cairo's ARGB32 is a native 32-bit word, opaque here: BGRx in memory on a
 * little-endian machine, xRGB on a big-endian one. One frame a step at
 * fps, the final board repeated for the pause (one rate for the whole
 * video). VP8 in constrained-quality mode near lossless keeps the thin
 * lines and small digits legible; the frames between steps cost almost
 * nothing. fdsink writes into the writer's temporary file and may seek back
 * (webmmux writes the duration and the cues at the end), so the file is
 * complete before it is renamed.
 */

gboolean wy_webm_module_write (const WyWebmJob *job, GError **error);

typedef struct {
  const char *element;
  const char *package;
} Needed;

static const Needed needed[] = {
  { "appsrc", "gstreamer1.0-plugins-base" },
  { "videoconvert", "gstreamer1.0-plugins-base" },
  { "capsfilter", "libgstreamer1.0-0" },
  { "vp8enc", "gstreamer1.0-plugins-good" },
  { "webmmux", "gstreamer1.0-plugins-good" },
  { "fdsink", "libgstreamer1.0-0" },
};

/* Frames waiting for the encoder at most. */
#define QUEUED_FRAMES 4

static void
set_io_error (const WyWebmJob *job, const char *why, GError **error)
{
  g_set_error (error, job->domain, WY_ERROR_IO, _("Could not write “%s”: %s"), job->target, why);
}

static gboolean
gst_ready (const WyWebmJob *job, GError **error)
{
  static gsize done;
  static GError *init_error;

  if (g_once_init_enter (&done))
    {
      gst_init_check (NULL, NULL, &init_error);
      g_once_init_leave (&done, 1);
    }
  if (init_error)
    {
      g_set_error (error, job->domain, WY_ERROR_UNSUPPORTED, _("GStreamer could not start: %s"),
                   init_error->message);
      return FALSE;
    }
  return TRUE;
}

/* The pipeline's elements in needed[]'s order, or an error naming the
 * Debian package of the first one missing. */
static gboolean
make_elements (const WyWebmJob *job, GstElement **el, GError **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (needed); i++)
    if (!(el[i] = gst_element_factory_make (needed[i].element, NULL)))
      {
        for (guint k = 0; k < i; k++)
          gst_object_unref (el[k]);
        g_set_error (error, job->domain, WY_ERROR_UNSUPPORTED,
                     _("Writing WebM needs GStreamer's %s element: install the Debian package "
                       "%s"), needed[i].element, needed[i].package);
        return FALSE;
      }
  return TRUE;
}

static GstElement *
make_pipeline (const WyWebmJob *job, GstElement **src, GError **error)
{
  GstElement *el[G_N_ELEMENTS (needed)];
  GstElement *pipeline;
  GstCaps *caps;
  int num, den;

  if (!make_elements (job, el, error))
    return NULL;
  gst_util_double_to_fraction (job->fps, &num, &den);
  caps = gst_caps_new_simple ("video/x-raw", "format", G_TYPE_STRING,
                              G_BYTE_ORDER == G_LITTLE_ENDIAN ? "BGRx" : "xRGB",
                              "width", G_TYPE_INT, job->w, "height", G_TYPE_INT, job->h,
                              "framerate", GST_TYPE_FRACTION, num, den,
                              "pixel-aspect-ratio", GST_TYPE_FRACTION, 1, 1, NULL);
  /* not "block": a push that waits for a stalled encoder would never see
   * its error or the cancel; run() waits itself, looking at both */
  g_object_set (el[0], "caps", caps, "format", GST_FORMAT_TIME, "block", FALSE,
                "max-bytes", (guint64) job->w * job->h * 4 * QUEUED_FRAMES, NULL);
  gst_caps_unref (caps);
  /* BT.601 whatever the size: what a VP8 decoder assumes (else a hue shift) */
  caps = gst_caps_from_string ("video/x-raw,format=I420,colorimetry=bt601");
  g_object_set (el[2], "caps", caps, NULL);
  gst_caps_unref (caps);
  /* "good" quality, not realtime: realtime trades quality for the time it
   * has, so the same export came out 121 KB or 207 KB under load */
  g_object_set (el[3], "deadline", (gint64) 1000000, "cpu-used", 4, "threads", 4, NULL);
  gst_util_set_object_arg (G_OBJECT (el[3]), "end-usage", "cq");
  g_object_set (el[3], "cq-level", 4, "min-quantizer", 0, "max-quantizer", 20,
                "target-bitrate", 4000000, "keyframe-max-dist", 300, NULL);
  g_object_set (el[5], "fd", job->fd, "sync", FALSE, NULL);
  gst_tag_setter_add_tags (GST_TAG_SETTER (el[4]), GST_TAG_MERGE_REPLACE,
                           GST_TAG_TITLE, job->title, GST_TAG_COMMENT, job->comment,
                           GST_TAG_APPLICATION_NAME, job->application,
                           GST_TAG_ENCODER, job->application, NULL);
  pipeline = gst_pipeline_new ("wythoff-webm");
  gst_bin_add_many (GST_BIN (pipeline), el[0], el[1], el[2], el[3], el[4], el[5], NULL);
  if (!gst_element_link_many (el[0], el[1], el[2], el[3], el[4], el[5], NULL))
    {
      set_io_error (job, "the GStreamer elements do not link", error);
      gst_object_unref (pipeline);
      return NULL;
    }
  *src = el[0];
  return pipeline;
}

static void
set_cancelled (const WyWebmJob *job, GError **error)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Writing “%s” was cancelled"),
               job->target);
}

/* An error on the bus, as the file's error; TRUE when there was one. */
static gboolean
bus_error (const WyWebmJob *job, GstMessage *msg, GError **error)
{
  g_autoptr (GError) e = NULL;

  if (!msg || GST_MESSAGE_TYPE (msg) != GST_MESSAGE_ERROR)
    return FALSE;
  gst_message_parse_error (msg, &e, NULL);
  set_io_error (job, e ? e->message : "GStreamer failed", error);
  return TRUE;
}

/* Cancelled, or an error on the bus: the error set. */
static gboolean
stopped (const WyWebmJob *job, GstBus *bus, GError **error)
{
  GstMessage *msg;
  gboolean failed;

  if (g_cancellable_is_cancelled (job->cancellable))
    {
      set_cancelled (job, error);
      return TRUE;
    }
  msg = gst_bus_pop_filtered (bus, GST_MESSAGE_ERROR);
  failed = bus_error (job, msg, error);
  if (msg)
    gst_message_unref (msg);
  return failed;
}

/* Wait until the encoder has taken the queued frames but a few, a
 * hundredth of a second at a time; FALSE (the error set) when it stopped
 * or the writer is cancelled. */
static gboolean
wait_for_room (const WyWebmJob *job, GstElement *src, GstBus *bus, GError **error)
{
  guint64 max = (guint64) job->w * job->h * 4 * (QUEUED_FRAMES - 1);

  while (gst_app_src_get_current_level_bytes (GST_APP_SRC (src)) > max)
    {
      if (stopped (job, bus, error))
        return FALSE;
      g_usleep (10000);
    }
  return !stopped (job, bus, error);
}

/* Push frame i (its picture, shared with the buffer). */
static gboolean
push (GstElement *src, cairo_surface_t *s, guint i, double fps)
{
  gsize size = (gsize) cairo_image_surface_get_stride (s) * cairo_image_surface_get_height (s);
  GstBuffer *buf = gst_buffer_new_wrapped_full (GST_MEMORY_FLAG_READONLY,
                                                cairo_image_surface_get_data (s), size, 0, size,
                                                cairo_surface_reference (s),
                                                (GDestroyNotify) cairo_surface_destroy);

  GST_BUFFER_PTS (buf) = (GstClockTime) llround (i * GST_SECOND / fps);
  GST_BUFFER_DURATION (buf) = (GstClockTime) llround ((i + 1) * GST_SECOND / fps)
                              - GST_BUFFER_PTS (buf);
  return gst_app_src_push_buffer (GST_APP_SRC (src), buf) == GST_FLOW_OK;
}

/* Wait for the end of the stream (the muxer's last write), a tenth of a
 * second at a time, looking at the cancel. */
static gboolean
finish (const WyWebmJob *job, GstBus *bus, GError **error)
{
  for (;;)
    {
      GstMessage *msg = gst_bus_timed_pop_filtered (bus, 100 * GST_MSECOND,
                                                    GST_MESSAGE_EOS | GST_MESSAGE_ERROR);
      gboolean failed = bus_error (job, msg, error);
      gboolean eos = msg && GST_MESSAGE_TYPE (msg) == GST_MESSAGE_EOS;

      if (msg)
        gst_message_unref (msg);
      if (failed)
        return FALSE;
      if (eos)
        return TRUE;
      if (g_cancellable_is_cancelled (job->cancellable))
        {
          set_cancelled (job, error);
          return FALSE;
        }
    }
}

static gboolean
run (const WyWebmJob *job, GstElement *pipeline, GstElement *src, GError **error)
{
  g_autoptr (GstBus) bus = gst_element_get_bus (pipeline);
  cairo_surface_t *s = NULL;
  gboolean ok = FALSE;

  if (gst_element_set_state (pipeline, GST_STATE_PLAYING) == GST_STATE_CHANGE_FAILURE)
    {
      if (!stopped (job, bus, error))
        set_io_error (job, "GStreamer did not start", error);
      return FALSE;
    }
  for (guint i = 0; i < job->n_frames; i++)
    {
      if (!wait_for_room (job, src, bus, error))
        break;
      g_clear_pointer (&s, cairo_surface_destroy);
      if (!(s = job->render (i, job->data, error)))
        break;
      if (!push (src, s, i, job->fps))
        {
          if (!stopped (job, bus, error))
            set_io_error (job, "GStreamer stopped", error);
          break;
        }
      job->progress (job->data);
      if (i + 1 == job->n_frames)
        {
          gst_app_src_end_of_stream (GST_APP_SRC (src));
          ok = finish (job, bus, error);
        }
    }
  g_clear_pointer (&s, cairo_surface_destroy);
  return ok;
}

gboolean
wy_webm_module_write (const WyWebmJob *job, GError **error)
{
  GstElement *pipeline, *src = NULL;
  gboolean ok;

  if (!gst_ready (job, error) || !(pipeline = make_pipeline (job, &src, error)))
    return FALSE;
  ok = run (job, pipeline, src, error);
  gst_element_set_state (pipeline, GST_STATE_NULL);
  gst_object_unref (pipeline);
  return ok;
}
