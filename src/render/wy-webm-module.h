/* wy-webm-module.h: the interface of the WebM module (GStreamer), loaded only when a WebM is written. */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

G_BEGIN_DECLS

/*
 * The wythoff command links no GStreamer: the WebM writer is a module
 * (libwythoff-webm.so) opened the first time a WebM is written, so the other
 * commands start and allocate as before and a build without GStreamer lacks
 * only the module. The module sees no board: the render layer hands it the
 * frames, the tags and the writer's temporary file.
 */
typedef struct {
  int           w, h;
  double        fps;          /* frames a second */
  guint         n_frames;
  const char   *title, *comment, *application;
  int           fd;           /* the writer's temporary file */
  const char   *target;       /* for messages */
  GCancellable *cancellable;
  GQuark        domain;       /* WY_ERROR */
  /* frame i (0-based) as an opaque ARGB32 surface (a reference the module
   * drops), or NULL with an error */
  cairo_surface_t *(*render)   (guint frame, gpointer data, GError **error);
  void             (*progress) (gpointer data);
  gpointer      data;
} WyWebmJob;

#define WY_WEBM_MODULE_SYMBOL "wy_webm_module_write"
typedef gboolean (*WyWebmWriteFunc) (const WyWebmJob *job, GError **error);

G_END_DECLS
