/* wy-app-hold.h: a worker's hold on the application. The Export dialog and the automaton
 * panel hold it while their thread runs: quitting (a closed window, Stop and Quit, a signal)
 * cancels the thread and waits the moment until it has seen the cancel and removed what it
 * began, rather than end the process under it. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Hold (TRUE) or release (FALSE) the default application; nothing where there is none (a
 * widget test without one). */
static inline void
wy_app_hold (gboolean hold)
{
  GApplication *app = g_application_get_default ();

  if (app && hold)
    g_application_hold (app);
  else if (app)
    g_application_release (app);
}

G_END_DECLS
