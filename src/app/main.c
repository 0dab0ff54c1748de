/* main.c: the entry point of wythoff-lattice. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "wy-application.h"
#include "wy-uninstalled-private.h"

int
main (int argc, char *argv[])
{
  g_autoptr (WyApplication) app = NULL;
  /* from the build tree when this program is the one built there (scripts/run) */
  g_autofree char *locales = _wy_uninstalled_locale_dir ();
  int status;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, locales);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_application_name (_("Wythoff Lattice"));

  app = wy_application_new ();
  status = g_application_run (G_APPLICATION (app), argc, argv);
  /* ended by SIGTERM, SIGINT or SIGHUP once its export had stopped: as a shell says it */
  return wy_application_get_signal (app) ? 128 + wy_application_get_signal (app) : status;
}
