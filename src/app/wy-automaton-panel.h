/* wy-automaton-panel.h: the side panel's Automaton section: an automaton for the current
 * game's P-positions in a numeration system, inferred and checked in a thread, saved as a
 * Walnut file (docs/automata.md). */
#pragma once

#include <gtk/gtk.h>

#include "wy-automaton.h"

G_BEGIN_DECLS

#define WY_TYPE_AUTOMATON_PANEL (wy_automaton_panel_get_type ())
G_DECLARE_FINAL_TYPE (WyAutomatonPanel, wy_automaton_panel, WY, AUTOMATON_PANEL, GtkWidget)

/* Infer for the panel's game in the chosen numeration (in a thread); FALSE without a game. */
gboolean     wy_automaton_panel_infer     (WyAutomatonPanel *self);

G_END_DECLS
