/* wy-application.h: the application: one window, app-wide actions, light and dark style,
 * the signals that end it. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define WY_TYPE_APPLICATION (wy_application_get_type ())
G_DECLARE_FINAL_TYPE (WyApplication, wy_application, WY, APPLICATION, AdwApplication)

/* The user manual's address (app.help, F1): Yelp finds its pages in
 * share/help/C/wythoff-lattice. */
#define WY_HELP_URI "help:wythoff-lattice"

WyApplication *wy_application_new (void);
/* The build tree's manual at folder (an absolute path) as the help viewer's address:
 * ghelp: and the path, escaped as a file: URI's (Yelp reads ghelp:/PATH as file:/PATH, so a
 * space, '?' or '#' in the path must be escaped). */
char          *wy_application_help_uri_for_folder (const char *folder);
/* The signal (SIGTERM, SIGINT, SIGHUP) that ended the application, or 0: the program exits
 * with 128 + it, as a shell reports a process the signal ended. */
int            wy_application_get_signal (WyApplication *self);

G_END_DECLS
