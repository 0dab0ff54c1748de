/* wy-rule-deadline.c: the deadline of a rule's solve, the outermost of
 * each thread, on the thread's processor clock (docs/rules.md). */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <time.h>

#include "wy-engine.h"

static GPrivate deadline_key = G_PRIVATE_INIT (g_free);

/* The budget is seconds of one core: the thread's processor time (a
 * loaded machine stretches the wall clock, not the work), microseconds. */
gint64
_wy_rule_clock (void)
{
  struct timespec t;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t) != 0)
    return g_get_monotonic_time ();
  return (gint64) t.tv_sec * G_USEC_PER_SEC + t.tv_nsec / 1000;
}

gint64
_wy_rule_deadline_enter (double seconds, gint64 *outer)
{
  gint64 *deadline = g_private_get (&deadline_key);

  if (!deadline)
    {
      deadline = g_new0 (gint64, 1);
      g_private_set (&deadline_key, deadline);
    }
  *outer = *deadline;
  if (*deadline == 0)
    *deadline = _wy_rule_clock () + (gint64) (seconds * G_USEC_PER_SEC);
  return *deadline;
}

void
_wy_rule_deadline_leave (gint64 outer)
{
  gint64 *deadline = g_private_get (&deadline_key);

  if (deadline)
    *deadline = outer;
}

