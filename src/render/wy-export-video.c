/* wy-export-video.c: the frames of a video (GIF, WebM): which step each shows, its fade and its caption, drawn by the one renderer. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-export-private.h"

/*
 * A video shows the steps in order, fade frames a step: the first fade - 1
 * of them blend the step over the step before (weights k/fade, k = 1 ..
 * fade - 1), the last is the step's own figure. Step 1 has nothing before
 * it and is shown whole. The frames run at fps * fade a second, so a step
 * lasts 1/fps seconds whatever the fade. A WebM (one rate) then repeats the
 * final board for the pause; a GIF holds its last frame longer instead.
 *
 * A caption keeps its room under the board in every frame, so that the
 * frames are one size; its text is drawn in the frames that begin within
 * the first caption_seconds (0: in all of them).
 */

double
wy_export_video_rate (const WyExportOptions *o)
{
  return (o->fps > 0 ? o->fps : WY_EXPORT_DEFAULT_FPS) * MAX (o->fade, 1u);
}

guint
wy_export_video_frames (const WyBoard *board, const WyExportOptions *o)
{
  guint n = MAX (wy_board_get_n_steps (board), 1) * MAX (o->fade, 1u);

  if (o->format == WY_EXPORT_WEBM)
    n += (guint) MAX (ceil (WY_EXPORT_FINAL_PAUSE * wy_export_video_rate (o) - 1e-9) - 1, 0);
  return n;
}

void
wy_video_init (WyVideo *v, const WyBoard *board, const WyExportOptions *o,
               const WyRenderOptions *r, int w, int h, const WyTempFile *t)
{
  double rate = wy_export_video_rate (o);

  *v = (WyVideo) { .board = board, .r = *r, .w = w, .h = h, .t = t,
                   .n_steps = MAX (wy_board_get_n_steps (board), 1),
                   .fade = MAX (o->fade, 1u), .rate = rate,
                   .n_frames = wy_export_video_frames (board, o),
                   .caption_frames = G_MAXUINT };
  if (r->caption && *r->caption && o->caption_seconds > 0)
    v->caption_frames = (guint) MIN (ceil (o->caption_seconds * rate - 1e-9), G_MAXUINT);
}

void
wy_video_clear (WyVideo *v)
{
  g_clear_pointer (&v->before, cairo_surface_destroy);
  g_clear_pointer (&v->after, cairo_surface_destroy);
}

void
wy_video_frame_info (const WyVideo *v, guint i, guint *step, guint *k, gboolean *caption)
{
  guint last = v->n_steps * v->fade;

  *step = i < last ? i / v->fade + 1 : v->n_steps;
  *k = i < last ? i % v->fade + 1 : v->fade;
  if (*step == 1)
    *k = v->fade;
  *caption = i < v->caption_frames;
}

/* A new surface, a and b blended: (a (n - k) + b k) / n, rounded, channel
 * by channel (the frames are opaque). NULL with an error without memory. */
static cairo_surface_t *
blend (const WyVideo *v, cairo_surface_t *a, cairo_surface_t *b, guint k, guint n,
       GError **error)
{
  cairo_surface_t *out = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, v->w, v->h);
  const guint8 *pa = cairo_image_surface_get_data (a), *pb = cairo_image_surface_get_data (b);
  guint8 *po = cairo_image_surface_get_data (out);
  gsize size = (gsize) cairo_image_surface_get_stride (a) * v->h;

  if (cairo_surface_status (out) != CAIRO_STATUS_SUCCESS
      || cairo_image_surface_get_stride (out) != cairo_image_surface_get_stride (a))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY, _("Could not write “%s”: %s"),
                   v->t->target, cairo_status_to_string (cairo_surface_status (out)));
      cairo_surface_destroy (out);
      return NULL;
    }
  cairo_surface_flush (out);
  for (gsize i = 0; i < size; i++)
    po[i] = (guint8) ((pa[i] * (n - k) + pb[i] * k + n / 2) / n);
  cairo_surface_mark_dirty (out);
  return out;
}

/* The figure of a step, with its caption drawn or only its room kept. */
static cairo_surface_t *
render_step (WyVideo *v, guint step, gboolean caption, GError **error)
{
  WyRenderOptions frame = v->r;

  frame.step = step;
  frame.caption_hidden = !caption;
  return wy_export_render_frame (v->board, &frame, v->w, v->h, v->t, error);
}

cairo_surface_t *
wy_video_frame (WyVideo *v, guint i, GError **error)
{
  guint step, k;
  gboolean caption;

  wy_video_frame_info (v, i, &step, &k, &caption);
  if (!v->after || v->after_step != step || v->after_caption != caption)
    {
      gboolean next = v->after && v->after_step + 1 == step && v->after_caption == caption;

      g_clear_pointer (&v->before, cairo_surface_destroy);
      if (next)
        v->before = g_steal_pointer (&v->after);
      g_clear_pointer (&v->after, cairo_surface_destroy);
      if (!(v->after = render_step (v, step, caption, error)))
        return NULL;
      v->after_step = step, v->after_caption = caption;
    }
  if (k == v->fade)
    return cairo_surface_reference (v->after);
  if (!v->before && !(v->before = render_step (v, step - 1, caption, error)))
    return NULL;
  return blend (v, v->before, v->after, k, v->fade, error);
}
