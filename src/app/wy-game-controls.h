/* wy-game-controls.h: the header bar's game picker: family, parameters, reading, misère. */
#pragma once

#include <gtk/gtk.h>
#include "wy-game.h"

G_BEGIN_DECLS

#define WY_TYPE_GAME_CONTROLS (wy_game_controls_get_type ())
G_DECLARE_FINAL_TYPE (WyGameControls, wy_game_controls, WY, GAME_CONTROLS, GtkWidget)

/* Show game in the controls without emitting "game-changed". */
void          wy_game_controls_set_game (WyGameControls *self, const WyGame *game);
const WyGame *wy_game_controls_get_game (WyGameControls *self);
/* The text typed in the rule field of a rule of your own and not solved yet (no Enter), or
 * NULL (the field shows the game's rule, or the game has none); set: such a text shown in the
 * field again (the game shown has a field). */
char         *wy_game_controls_get_typed_rule (WyGameControls *self);
void          wy_game_controls_set_typed_rule (WyGameControls *self, const char *text);
/* The rule typed that another game replaced in the field ("rule-kept"), and the game solved
 * then, taken (free both; NULL, NULL without: taken, or brought back by its family). */
char         *wy_game_controls_take_kept_rule (WyGameControls *self, WyGame **game);
/* The focus in the rule field, the cursor at the end of its text (to type on). */
void          wy_game_controls_focus_rule (WyGameControls *self);
/* The labels of the parameters and of misère (NONE in the header; a caller
 * that stacks the controls sets HORIZONTAL and adds its own labels). */
GtkSizeGroup  *wy_game_controls_get_label_group (WyGameControls *self);

G_END_DECLS
