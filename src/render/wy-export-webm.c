/* wy-export-webm.c: the elimination as a WebM video: the frames of the one renderer handed to the GStreamer module (wy-webm-module.c), opened on first use. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <string.h>
#include <gmodule.h>
#include <glib/gi18n-lib.h>

#include "wy-export-private.h"
#include "wy-uninstalled-private.h"
#include "wy-webm-module.h"

#define MODULE_NAME "libwythoff-webm." G_MODULE_SUFFIX

typedef struct {
  WyVideo           video;
  WyExportProgress *progress;
} Frames;

static cairo_surface_t *
render_frame (guint i, gpointer data, GError **error)
{
  return wy_video_frame (&((Frames *) data)->video, i, error);
}

static void
progress_step (gpointer data)
{
  wy_export_progress_step (((Frames *) data)->progress);
}

/* The module beside the program in the build tree, else where it is
 * installed; WY_WEBM_MODULE names another (the tests). */
static char *
module_path (void)
{
  const char *env = g_getenv ("WY_WEBM_MODULE");
  const char *build = _wy_uninstalled_build_dir ();

  if (env && *env)
    return g_strdup (env);
  if (build)
    return g_build_filename (build, "src", "render", MODULE_NAME, NULL);
  return g_build_filename (WY_MODULE_DIR, MODULE_NAME, NULL);
}

static WyWebmWriteFunc
load_module (GError **error)
{
  static gsize done;
  static WyWebmWriteFunc func;
  static char *failure;

  if (g_once_init_enter (&done))
    {
      g_autofree char *path = module_path ();
      GModule *module = g_module_open (path, G_MODULE_BIND_LOCAL);
      gpointer symbol = NULL;

      if (module && g_module_symbol (module, WY_WEBM_MODULE_SYMBOL, &symbol))
        {
          g_module_make_resident (module);
          func = (WyWebmWriteFunc) symbol;
        }
      else
        failure = g_strdup (g_module_error ());
      g_once_init_leave (&done, 1);
    }
  if (!func)
    g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                 _("Writing WebM needs the module of this program that speaks to GStreamer, "
                   "and it did not load: %s"), failure ? failure : "?");
  return func;
}

gboolean
wy_export_write_webm (const WyBoard *board, const WyExportOptions *o, const WyRenderOptions *r,
                      double width, double height, WyTempFile *t, WyExportProgress *progress,
                      GError **error)
{
  int w = (int) width, h = (int) height;
  g_auto (GStrv) pairs = wy_export_all_steps_pairs (board, r);
  g_autofree char *keys = wy_export_keywords (pairs);
  Frames frames = { .progress = progress };
  WyWebmJob job = { .w = w, .h = h, .fps = wy_export_video_rate (o),
                    .n_frames = wy_export_video_frames (board, o),
                    .title = pairs[1], .application = pairs[3], .fd = t->fd,
                    .target = t->target, .cancellable = t->cancellable, .domain = WY_ERROR,
                    .render = render_frame, .progress = progress_step, .data = &frames };
  WyWebmWriteFunc write;
  gboolean ok;

  if (!(write = load_module (error)))
    return FALSE;
  /* the provenance as the PDF's keywords */
  job.comment = keys;
  wy_video_init (&frames.video, board, o, r, w, h, t);
  ok = write (&job, error);
  wy_video_clear (&frames.video);
  return ok;
}
