/* wy-game-controls-private.h: what the game picker's files share. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A template's drop-down of the families, or of the readings (wy-game-controls-drop-downs.c):
 * its names, compact on the button and in full in the list; the reading's explained in its
 * tooltip and accessible description as the choice changes. */
void _wy_game_controls_setup_family_drop_down  (GtkWidget *drop);
void _wy_game_controls_setup_reading_drop_down (GtkWidget *drop);

G_END_DECLS
