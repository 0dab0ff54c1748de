/* wy-interrupts.c: the window and the command hear SIGTERM, SIGINT and SIGHUP through the
 * same watches, so that both stop their work on the same signals. */
#define G_LOG_DOMAIN "wy-core"

#include "wy-interrupts-private.h"

#include <glib-unix.h>
#include <signal.h>

static const int interrupting_signals[WY_N_INTERRUPTS] = { SIGTERM, SIGINT, SIGHUP };

/* One watch: whom to tell, and of which signal. */
typedef struct {
  WyInterruptFunc func;
  gpointer        data;
  int             signal;
} Watch;

static gboolean
on_signal (gpointer data)
{
  const Watch *watch = data;

  watch->func (watch->data, watch->signal);
  return G_SOURCE_CONTINUE;
}

void
_wy_interrupts_watch (guint sources[WY_N_INTERRUPTS], WyInterruptFunc func, gpointer data)
{
  for (guint i = 0; i < WY_N_INTERRUPTS; i++)
    {
      Watch *watch = g_new (Watch, 1);

      *watch = (Watch) { func, data, interrupting_signals[i] };
      sources[i] = g_unix_signal_add_full (G_PRIORITY_DEFAULT, watch->signal, on_signal, watch,
                                           g_free);
    }
}

void
_wy_interrupts_unwatch (guint sources[WY_N_INTERRUPTS])
{
  for (guint i = 0; i < WY_N_INTERRUPTS; i++)
    g_clear_handle_id (&sources[i], g_source_remove);
}
