/* wy-export.c: a figure exported: its options and their ranges, the budgets of all steps and of a video, one file or a set of frames written atomically through the writer its format's row names. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <errno.h>
#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>

#include "wy-enum-nick.h"
#include "wy-export-private.h"
#include "wy-render-enum-types.h"
#include "wy-render-private.h"

#define WY_EXPORT_MAX_PIXELS (200.0 * 1000 * 1000)

void
wy_export_options_init (WyExportOptions *options)
{
  *options = (WyExportOptions) { .format = WY_EXPORT_PNG, .width = 1000, .unit = WY_UNIT_PX,
                                 .dpi = 300, .fps = WY_EXPORT_DEFAULT_FPS };
  wy_render_options_init (&options->render);
  options->render.style = WY_STYLE_PAPER;
}

/* the unit's names in any case: "px", "cm", "in" or "PX" on a command line */
WY_DEFINE_ENUM_NAMES (WyUnit, wy_unit, WY_TYPE_UNIT, WY_N_UNITS, TRUE)

/* Pixels per unit at the options' dpi. */
static double
pixels_per_unit (const WyExportOptions *o)
{
  return o->unit == WY_UNIT_PX ? 1.0 : o->dpi / (o->unit == WY_UNIT_CM ? 2.54 : 1.0);
}

void
wy_export_width_range (const WyExportOptions *options, double *min, double *max)
{
  double per = pixels_per_unit (options);

  *min = WY_EXPORT_MIN_SIDE / per;
  *max = WY_EXPORT_MAX_SIDE / per;
}

gboolean
wy_export_check_options (const WyExportOptions *o, GError **error)
{
  double w;

  if (!(o->dpi >= WY_EXPORT_MIN_DPI && o->dpi <= WY_EXPORT_MAX_DPI))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE, _("DPI %g is out of range: use 10 to 4800"),
                   o->dpi);
      return FALSE;
    }
  if (o->unit >= WY_N_UNITS || !(o->width > 0))
    {
      g_set_error_literal (error, WY_ERROR, WY_ERROR_RANGE,
                           _("The figure width must be positive"));
      return FALSE;
    }
  w = o->width * pixels_per_unit (o);
  if (w >= WY_EXPORT_MIN_SIDE && w <= WY_EXPORT_MAX_SIDE)
    return TRUE;
  /* a width in pixels is the figure's own: the resolution plays no part in it */
  if (o->unit == WY_UNIT_PX)
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 g_dngettext (GETTEXT_PACKAGE,
                              "A figure %.0f pixel wide is out of range: use 16 to %d pixels",
                              "A figure %.0f pixels wide is out of range: use 16 to %d pixels",
                              (gulong) lround (MIN (w, 1e9))), w, WY_EXPORT_MAX_SIDE);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("A figure %.0f pixels wide is out of range: use 16 to %d pixels "
                   "(width times DPI)"), w, WY_EXPORT_MAX_SIDE);
  return FALSE;
}

/* Width and height of the drawing in pixels (fractional for cm and in). */
static gboolean
layout_size (const WyBoard *board, const WyExportOptions *o, double *w, double *h,
             GError **error)
{
  if (!wy_export_check_options (o, error))
    return FALSE;
  *w = o->width * pixels_per_unit (o);
  *h = wy_layout_natural_height (board, &o->render, *w);
  if (*h > WY_EXPORT_MAX_SIDE || *w * *h > WY_EXPORT_MAX_PIXELS)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("The figure would be %.0f×%.0f pixels, too large: at most %u pixels a "
                     "side and %.0f million in all; choose a smaller width or DPI"), *w, *h,
                   WY_EXPORT_MAX_SIDE, WY_EXPORT_MAX_PIXELS / 1e6);
      return FALSE;
    }
  return TRUE;
}

gboolean
wy_export_get_pixel_size (const WyBoard *board, const WyExportOptions *options, guint *width,
                          guint *height, GError **error)
{
  double w, h;

  if (!layout_size (board, options, &w, &h, error))
    return FALSE;
  *width = (guint) lround (w);
  *height = (guint) lround (h);
  return TRUE;
}

char *
wy_export_frame_name (const char *filename, guint frame, guint n_frames)
{
  g_autofree char *dir = g_path_get_dirname (filename);
  g_autofree char *base = g_path_get_basename (filename);
  char *dot = strrchr (base, '.');
  g_autofree char *ext = g_strdup (dot && dot != base ? dot : "");
  guint digits = 3;
  g_autofree char *name = NULL;

  for (guint n = n_frames; n >= 1000; n /= 10)
    digits++;
  if (dot && dot != base)
    *dot = '\0';
  name = g_strdup_printf ("%s-%0*u%s", base, (int) digits, frame, ext);
  if (strchr (filename, G_DIR_SEPARATOR) == NULL)
    return g_steal_pointer (&name);
  return g_build_filename (dir, name, NULL);
}

/* ---- files ---- */

static gboolean
write_one (const WyBoard *board, const WyExportOptions *o, const WyRenderOptions *r, double w,
           double h, WyTempFile *t, WyExportProgress *progress, GError **error)
{
  return wy_export_format_get_info (o->format)->write (board, o, r, w, h, t, progress, error);
}

/* The staging folder's files, then the folder. */
static void
remove_stage (const char *stage)
{
  g_autoptr (GDir) d = g_dir_open (stage, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (stage, name, NULL);
      g_unlink (path);
    }
  g_rmdir (stage);
}

/* Every staged frame over its name (through its links, keeping an old
 * frame's permissions), then the old set's frames beyond the new count.
 * Renames only: no cancel is looked at once the set is complete. */
static gboolean
move_frames (const char *stage, const char *filename, guint n, GError **error)
{
  for (guint j = 1; j <= n; j++)
    {
      g_autofree char *name = wy_export_frame_name (filename, j, n);
      g_autofree char *base = g_path_get_basename (name);
      g_autofree char *staged = g_build_filename (stage, base, NULL);
      g_autofree char *final = wy_temp_resolve (name, error);
      GStatBuf st;

      if (!final)
        return FALSE;
      if (g_stat (final, &st) == 0)
        g_chmod (staged, st.st_mode & 07777);
      if (g_rename (staged, final) != 0)
        {
          g_set_error (error, WY_ERROR, WY_ERROR_IO, _("Could not write “%s”: %s"), name,
                       g_strerror (errno));
          return FALSE;
        }
    }
  /* an old set's frames beyond the new count (same names) go with it */
  for (guint j = n + 1;; j++)
    {
      g_autofree char *name = wy_export_frame_name (filename, j, n);

      if (!g_file_test (name, G_FILE_TEST_IS_REGULAR) || g_file_test (name, G_FILE_TEST_IS_SYMLINK)
          || g_unlink (name) != 0)
        break;
    }
  return TRUE;
}

/* Frames, one file each, replaced as one set: every frame is written into
 * a hidden folder beside them and, once all are complete, renamed over its
 * name, so an interrupt never leaves part of a new set beside part of an
 * old one. A failure or a cancel removes the folder: the old set stays. */
static gboolean
write_frames (const WyBoard *board, const WyExportOptions *o, const WyRenderOptions *r,
              double w, double h, const char *filename, GCancellable *cancellable,
              WyExportProgress *progress, GError **error)
{
  guint n = MAX (wy_board_get_n_steps (board), 1);
  g_autofree char *first = wy_export_frame_name (filename, 1, n);
  g_autofree char *dir = g_path_get_dirname (first);
  g_autofree char *stage = g_build_filename (dir, ".wy-frames-XXXXXX", NULL);
  WyRenderOptions frame = *r;
  gboolean ok = TRUE;

  if (!g_mkdtemp_full (stage, 0700))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_IO, _("Could not write “%s”: %s"), first,
                   g_strerror (errno));
      return FALSE;
    }
  for (guint j = 1; ok && j <= n; j++)
    {
      g_autofree char *name = wy_export_frame_name (filename, j, n);
      g_autofree char *base = g_path_get_basename (name);
      g_autofree char *staged = g_build_filename (stage, base, NULL);
      WyTempFile t;
      frame.step = j;
      ok = wy_temp_open (&t, staged, cancellable, error)
           && write_one (board, o, &frame, w, h, &t, progress, error)
           && wy_temp_commit (&t, error);
      wy_temp_discard (&t);
      if (ok)
        wy_export_progress_step (progress);
    }
  ok = ok && move_frames (stage, filename, n, error);
  remove_stage (stage);
  return ok;
}

/* All steps cost every frame's pixels (PNG) or every page's cells (the
 * vector formats): some 23 million pixels a second, so these budgets keep
 * a set to a couple of minutes (2,600 steps of 12,000 pixels would take
 * 100 minutes). */
#define WY_EXPORT_MAX_SET_PIXELS 3e9
#define WY_EXPORT_MAX_SET_CELLS 2e9

/* A video renders and encodes every frame's pixels (a GIF renders each
 * step twice: once for its palette, once to encode it). Measured: every
 * step of wythoff at 1000 as a WebM 1080 pixels wide, 387 frames, 0.45
 * billion pixels, took 61 s (7.4 million pixels a second; the same steps
 * as PNG frames 31 s): two billion are a few minutes. Every step of
 * wythoff at 4096, 1080 pixels wide: 1570 frames, 1.8 billion pixels, 473 s
 * beside a sanitizer test run, 3.5 MB, played by Chromium. */
#define WY_EXPORT_MAX_VIDEO_PIXELS 2e9

/* The video's format written by this build, of all steps. */
static gboolean
video_allowed (const WyExportOptions *o, GError **error)
{
  const WyExportFormatInfo *info = wy_export_format_get_info (o->format);

  if (!info->available)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("This build of Wythoff Lattice writes no %s: it was built without %s"),
                   info->name, info->needs);
      return FALSE;
    }
  if (!o->all_steps)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("A %s is the elimination as a video: choose all steps, or write one step "
                     "as PNG"), info->name);
      return FALSE;
    }
  return TRUE;
}

static gboolean
video_in_budget (const WyBoard *board, const WyExportOptions *o, double w, double h,
                 GError **error)
{
  double n = wy_export_video_frames (board, o);

  if (!video_allowed (o, error))
    return FALSE;
  if (!(o->fps == 0 || (o->fps >= WY_EXPORT_MIN_FPS && o->fps <= WY_EXPORT_MAX_FPS)))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("%g steps a second is out of range: use %g to %g"), o->fps,
                   WY_EXPORT_MIN_FPS, WY_EXPORT_MAX_FPS);
      return FALSE;
    }
  if (o->fade > WY_EXPORT_MAX_FADE)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("%u frames a step is out of range: use 1 to %u"), o->fade,
                   WY_EXPORT_MAX_FADE);
      return FALSE;
    }
  if (wy_export_video_rate (o) > WY_EXPORT_MAX_RATE + 1e-9)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("%g steps a second of %u frames each are %g frames a second: at most %g; "
                     "show fewer steps a second or fewer frames a step"),
                   o->fps > 0 ? o->fps : WY_EXPORT_DEFAULT_FPS, MAX (o->fade, 1u),
                   wy_export_video_rate (o), WY_EXPORT_MAX_RATE);
      return FALSE;
    }
  if (!(o->caption_seconds >= 0 && o->caption_seconds <= WY_EXPORT_MAX_CAPTION_SECONDS))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("a caption shown for %g seconds is out of range: use 0 (throughout) to %g"),
                   o->caption_seconds, WY_EXPORT_MAX_CAPTION_SECONDS);
      return FALSE;
    }
  if (n * w * h > WY_EXPORT_MAX_VIDEO_PIXELS)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("the video would be %.0f frames of %.0f×%.0f pixels, %.2f billion in all: "
                     "at most %.0f billion (a few minutes); choose a smaller width"),
                   n, w, h, n * w * h / 1e9, WY_EXPORT_MAX_VIDEO_PIXELS / 1e9);
      return FALSE;
    }
  return TRUE;
}

static gboolean
steps_in_budget (const WyBoard *board, const WyExportOptions *o, GError **error)
{
  guint max = wy_export_format_is_video (o->format) ? WY_EXPORT_MAX_VIDEO_STEPS
                                                    : WY_EXPORT_MAX_STEPS;

  if (o->all_steps && wy_board_get_n_steps (board) > max)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("all steps would be %u pages or frames: at most %u; export single steps, "
                     "or a smaller board"), wy_board_get_n_steps (board), max);
      return FALSE;
    }
  return TRUE;
}

gboolean
wy_export_check_video (const WyBoard *board, const WyExportOptions *options, GError **error)
{
  double w, h;

  g_return_val_if_fail (wy_export_format_is_video (options->format), FALSE);
  if (!layout_size (board, options, &w, &h, error))
    return FALSE;
  if (!steps_in_budget (board, options, error))
    return FALSE;
  return video_in_budget (board, options, lround (w), lround (h), error);
}

static gboolean
all_steps_in_budget (const WyBoard *board, const WyExportOptions *o, double w, double h,
                     GError **error)
{
  double n = MAX (wy_board_get_n_steps (board), 1);
  double cells = (double) wy_board_get_size (board) * (wy_board_is_one_pile (board) ? 1
                                                       : wy_board_get_size (board));

  if (wy_export_format_is_video (o->format))
    return video_in_budget (board, o, w, h, error);
  if (wy_export_format_get_info (o->format)->raster && n * w * h > WY_EXPORT_MAX_SET_PIXELS)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("all steps would be %.0f frames of %.0f×%.0f pixels, %.1f billion in all: "
                     "at most %.0f billion (a couple of minutes); choose a smaller width"),
                   n, w, h, n * w * h / 1e9, WY_EXPORT_MAX_SET_PIXELS / 1e9);
      return FALSE;
    }
  if (!wy_export_format_get_info (o->format)->raster && n * cells > WY_EXPORT_MAX_SET_CELLS)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("all steps would draw %.0f pages of %.0f cells, %.1f billion in all: at "
                     "most %.0f billion (a couple of minutes); choose a smaller board"),
                   n, cells, n * cells / 1e9, WY_EXPORT_MAX_SET_CELLS / 1e9);
      return FALSE;
    }
  return TRUE;
}

gboolean
wy_export_write (const WyBoard *board, const WyExportOptions *options, const char *filename,
                 GError **error)
{
  return wy_export_write_full (board, options, filename, NULL, NULL, NULL, error);
}

gboolean
wy_export_write_full (const WyBoard *board, const WyExportOptions *options,
                      const char *filename, WyProgressFunc progress, gpointer user_data,
                      GCancellable *cancellable, GError **error)
{
  WyExportProgress p = { progress, user_data, 0, 1 };
  const WyExportFormatInfo *info;
  WyRenderOptions r;
  WyTempFile t;
  double w, h;
  gboolean ok;

  g_return_val_if_fail (board && options && filename, FALSE);
  if (!layout_size (board, options, &w, &h, error))
    return FALSE;
  if (options->format >= WY_N_EXPORT_FORMATS)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("unknown figure format for “%s”"),
                   filename);
      return FALSE;
    }
  info = wy_export_format_get_info (options->format);
  if (info->raster)
    {
      w = lround (w);
      h = lround (h);
    }
  r = options->render;
  r.has_hover = FALSE;
  r.cancellable = cancellable;
  if (info->video && !options->all_steps
      && !video_in_budget (board, options, w, h, error))
    return FALSE;
  if (!steps_in_budget (board, options, error))
    return FALSE;
  if (options->all_steps && !all_steps_in_budget (board, options, w, h, error))
    return FALSE;
  if (!wy_export_preflight (options, w, h, filename, error))
    return FALSE;
  if (options->all_steps)
    p.total = MAX (wy_board_get_n_steps (board), 1);
  if (info->video)
    p.total = wy_export_video_frames (board, options);
  if (options->format == WY_EXPORT_GIF)
    p.total *= 2;   /* a pass for the palette, one to encode */
  if (options->all_steps && !info->one_file)
    return write_frames (board, options, &r, w, h, filename, cancellable, &p, error);
  ok = wy_temp_open (&t, filename, cancellable, error)
       && write_one (board, options, &r, w, h, &t, &p, error) && wy_temp_commit (&t, error);
  wy_temp_discard (&t);
  if (ok && !info->one_file)
    wy_export_progress_step (&p);
  return ok;
}
