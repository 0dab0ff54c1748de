/* main.c: the entry point of wythoff-lattice. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "wy-application.h"

/* The translations: from the build tree when this program is the one built
 * there (scripts/run), so that it speaks the user's language uninstalled. */
static const char *
locale_dir (void)
{
  static char build_dir[] = WY_BUILD_ROOT G_DIR_SEPARATOR_S "po";
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);

  if (exe != NULL && g_str_has_prefix (exe, WY_BUILD_ROOT G_DIR_SEPARATOR_S))
    return build_dir;
  return LOCALEDIR;
}

int
main (int argc, char *argv[])
{
  g_autoptr (WyApplication) app = NULL;
  int status;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_application_name (_("Wythoff Lattice"));

  app = wy_application_new ();
  status = g_application_run (G_APPLICATION (app), argc, argv);
  /* ended by SIGTERM, SIGINT or SIGHUP once its export had stopped: as a shell says it */
  return wy_application_get_signal (app) ? 128 + wy_application_get_signal (app) : status;
}
