/* wy-application.h: the application: one window, app-wide actions, light and dark style. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define WY_TYPE_APPLICATION (wy_application_get_type ())
G_DECLARE_FINAL_TYPE (WyApplication, wy_application, WY, APPLICATION, AdwApplication)

/* The user manual's address (app.help, F1): Yelp finds its pages in
 * share/help/C/wythoff-lattice. */
#define WY_HELP_URI "help:wythoff-lattice"

WyApplication *wy_application_new (void);

G_END_DECLS
