/* wy-test-video.c: Figure 2's step PNGs from the built `wythoff`, as surfaces, and blends of them (shared by the video tests). */
#include <glib/gstdio.h>

#include "wy-test-run.h"
#include "wy-test-video.h"

void
run_ok (const char *const *args)
{
  Run run = { 0 };

  run_argv (&run, args);
  if (run.status != 0)
    g_error ("wythoff %s ...: status %d, %s", args[0], run.status, run.err);
  run_clear (&run);
}

/* The PNG of step j (the one renderer), as a surface; with a caption
 * when one is given. */
cairo_surface_t *
step_png_captioned (const char *dir, const char *style, guint j, const char *caption)
{
  g_autofree char *path = g_strdup_printf ("%s/step-%s-%u.png", dir, style, j);
  g_autofree char *step = g_strdup_printf ("%u", j);
  cairo_surface_t *s;

  if (caption)
    run_ok ((const char *const[]) { "export", FIG2, "--style", style, "--step", step,
                                    "--caption", caption, "-o", path, NULL });
  else
    run_ok ((const char *const[]) { "export", FIG2, "--style", style, "--step", step, "-o",
                                    path, NULL });
  s = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (s), ==, CAIRO_STATUS_SUCCESS);
  g_unlink (path);
  return s;
}

/* The paper-style PNGs of Figure 2's steps 1 .. FIG2_STEPS into pngs[1 ..]. */
void
step_pngs (const char *dir, const char *caption, cairo_surface_t **pngs)
{
  for (guint j = 1; j <= FIG2_STEPS; j++)
    pngs[j] = step_png_captioned (dir, "paper", j, caption);
}

void
step_pngs_free (cairo_surface_t **pngs)
{
  for (guint j = 1; j <= FIG2_STEPS; j++)
    cairo_surface_destroy (pngs[j]);
}

guint32
surface_rgb (cairo_surface_t *s, int x, int y)
{
  const guint8 *row = cairo_image_surface_get_data (s)
                      + (gsize) y * cairo_image_surface_get_stride (s);

  return ((const guint32 *) row)[x] & 0xffffff;
}

/* A new surface: a + (b - a) k / n, channel by channel, rounded. */
cairo_surface_t *
blend (cairo_surface_t *a, cairo_surface_t *b, guint k, guint n)
{
  int w = cairo_image_surface_get_width (a), h = cairo_image_surface_get_height (a);
  cairo_surface_t *out = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  int stride = cairo_image_surface_get_stride (out);

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 p = surface_rgb (a, x, y), q = surface_rgb (b, x, y), want = 0;
        for (int c = 0; c < 24; c += 8)
          want |= ((((p >> c) & 0xff) * (n - k) + ((q >> c) & 0xff) * k + n / 2) / n) << c;
        ((guint32 *) (cairo_image_surface_get_data (out) + (gsize) y * stride))[x] = want;
      }
  cairo_surface_mark_dirty (out);
  return out;
}
