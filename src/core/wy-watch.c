/* wy-watch.c: a time budget kept by a watchdog thread, which cancels the work when the time is
 * up. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>

#include "wy-watch-private.h"
#include "wy-watch-testing.h"

/* the tests scale the real time a budget waits (wy-watch-testing.h) */
static double scale = 1;

void
_wy_watch_set_scale (double factor)
{
  scale = factor;
}

static gpointer
watch_run (gpointer data)
{
  WyWatch *w = data;
  gint64 until = g_get_monotonic_time () + (gint64) (w->seconds * scale * G_USEC_PER_SEC);

  g_mutex_lock (&w->lock);
  while (!w->done)
    if (!g_cond_wait_until (&w->cond, &w->lock, until))
      {
        w->fired = TRUE;
        g_cancellable_cancel (w->cancellable);
        break;
      }
  g_mutex_unlock (&w->lock);
  return NULL;
}

static void
caller_cancelled (GCancellable *caller, gpointer cancellable)
{
  g_cancellable_cancel (cancellable);
}

/* The work hears one cancellable: the watchdog's, which the caller's
 * cancellable cancels too. */
void
_wy_watch_start (WyWatch *w, double seconds, GCancellable *caller)
{
  memset (w, 0, sizeof *w);
  w->cancellable = g_cancellable_new ();
  w->seconds = seconds;
  g_mutex_init (&w->lock);
  g_cond_init (&w->cond);
  w->thread = g_thread_new ("wy-claim-watch", watch_run, w);
  if (caller != NULL)
    {
      w->caller = g_object_ref (caller);
      w->caller_id = g_cancellable_connect (caller, G_CALLBACK (caller_cancelled),
                                            w->cancellable, NULL);
    }
}

void
_wy_watch_stop (WyWatch *w)
{
  g_mutex_lock (&w->lock);
  w->done = TRUE;
  g_cond_signal (&w->cond);
  g_mutex_unlock (&w->lock);
  g_thread_join (w->thread);
  if (w->caller != NULL)
    {
      g_cancellable_disconnect (w->caller, w->caller_id);
      g_object_unref (w->caller);
    }
  g_mutex_clear (&w->lock);
  g_cond_clear (&w->cond);
  g_object_unref (w->cancellable);
}
