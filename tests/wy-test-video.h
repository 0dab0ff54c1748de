/* wy-test-video.h: Figure 2's step PNGs from the built `wythoff`, as surfaces, and blends of them (shared by the video tests). */
#pragma once

#include <glib.h>
#include <cairo.h>

G_BEGIN_DECLS

/* paper 000's Figure 2: WYT(1,2) on 23 x 23, six steps */
#define FIG2 "wyt:a=1,b=2", "--size", "23"
#define FIG2_STEPS 6u

G_DEFINE_AUTOPTR_CLEANUP_FUNC (cairo_surface_t, cairo_surface_destroy)

/* Run wythoff ARGS (NULL-terminated); anything but exit 0 is an error. */
void             run_ok             (const char *const *args);
/* The PNG of step j (the one renderer), as a surface; with a caption
 * when one is given. */
cairo_surface_t *step_png_captioned (const char *dir, const char *style, guint j,
                                     const char *caption);
/* The paper-style PNGs of Figure 2's steps 1 .. FIG2_STEPS into pngs[1 ..]. */
void             step_pngs          (const char *dir, const char *caption, cairo_surface_t **pngs);
void             step_pngs_free     (cairo_surface_t **pngs);
/* The pixel (x, y) of an image surface as 0xRRGGBB. */
guint32          surface_rgb        (cairo_surface_t *s, int x, int y);
/* A new surface: a + (b - a) k / n, channel by channel, rounded. */
cairo_surface_t *blend              (cairo_surface_t *a, cairo_surface_t *b, guint k, guint n);

G_END_DECLS
