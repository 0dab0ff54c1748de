/* wy-sum-panel.h: the Sum panel: selected positions added as components of a sum of games. */
#pragma once

#include <gtk/gtk.h>
#include "wy-sum.h"

G_BEGIN_DECLS

#define WY_TYPE_SUM_PANEL (wy_sum_panel_get_type ())
G_DECLARE_FINAL_TYPE (WySumPanel, wy_sum_panel, WY, SUM_PANEL, GtkWidget)

/* The window's game and selected position (pos NULL: none): what "Add"
 * adds, and whose winning moves the panel marks as on the board. */
void         wy_sum_panel_set_position (WySumPanel *self, const WyGame *game, const WyPos *pos);
/* Add the selected position as a component; FALSE (the reason shown) if
 * the core refuses it. */
gboolean     wy_sum_panel_add          (WySumPanel *self);
void         wy_sum_panel_clear        (WySumPanel *self);
/* The key of the Add (or, clear, the Clear) button's mnemonic in the language shown (Alt and
 * it press the button: "_Add Position", a), GDK_KEY_VoidSymbol if none. */
guint        wy_sum_panel_get_key      (WySumPanel *self, gboolean clear);
/* What the panel shows, its texts a line each ("Sum of Games", the components, the nim-sum,
 * its winning moves, a refusal), for a screen reader. */
char        *wy_sum_panel_get_text     (WySumPanel *self);

G_END_DECLS
