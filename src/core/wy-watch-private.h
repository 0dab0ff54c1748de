/* wy-watch-private.h: a time budget kept by a watchdog thread, which cancels the work when the
 * time is up (the claims' checks). */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct {
  GCancellable *cancellable;  /* the one the work hears */
  GMutex        lock;
  GCond         cond;
  gboolean      done;
  gboolean      fired;        /* the time ran out */
  double        seconds;
  GThread      *thread;
  GCancellable *caller;       /* the caller's, or NULL */
  gulong        caller_id;
} WyWatch;

void _wy_watch_start (WyWatch *w, double seconds, GCancellable *caller);
void _wy_watch_stop  (WyWatch *w);

G_END_DECLS
