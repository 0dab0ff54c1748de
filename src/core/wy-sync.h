/* wy-sync.h: GLib's locks and hand-offs made visible to ThreadSanitizer (the project's own threads). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* GLib's GMutex and GThreadPool synchronise through futexes inside the
 * uninstrumented library, so ThreadSanitizer sees none of it and reports
 * every access they order as a race. Under -fsanitize=thread these tell it
 * what happened: a lock acquires what the last unlock released, and a job
 * handed to a pool is released before the push and acquired by the worker.
 * Otherwise they are the plain calls. scripts/tsan runs the threaded tests
 * so. */
#if defined(__SANITIZE_THREAD__)
#define WY_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define WY_TSAN 1
#endif
#endif

#ifdef WY_TSAN
void __tsan_acquire (void *addr);
void __tsan_release (void *addr);
#define wy_sync_acquire(p) __tsan_acquire ((void *) (p))
#define wy_sync_release(p) __tsan_release ((void *) (p))
#else
#define wy_sync_acquire(p) ((void) (p))
#define wy_sync_release(p) ((void) (p))
#endif

static inline void
wy_sync_lock (GMutex *mutex)
{
  g_mutex_lock (mutex);
  wy_sync_acquire (mutex);
}

static inline void
wy_sync_unlock (GMutex *mutex)
{
  wy_sync_release (mutex);
  g_mutex_unlock (mutex);
}

G_END_DECLS
