/* wy-inspector.h: the side panel: the game's summary and the selected position explained. */
#pragma once

#include <gtk/gtk.h>
#include "wy-solution.h"
#include "wy-numeration-panel.h"

G_BEGIN_DECLS

#define WY_TYPE_INSPECTOR (wy_inspector_get_type ())
G_DECLARE_FINAL_TYPE (WyInspector, wy_inspector, WY, INSPECTOR, GtkWidget)

GtkWidget *wy_inspector_new           (void);
/* The solved game; the panel keeps what it needs (NULL: nothing solved yet). */
void       wy_inspector_set_result    (WyInspector *self, const WySolution *result);
void       wy_inspector_set_selection (WyInspector *self, const WyPos *pos); /* NULL: none */

/* The control of the Grundy classes shown beyond the dense cap (the
 * "grundy-classes" property, 0 .. WY_LOW_CLASSES_MAX_TOP), shown only
 * where the board's Grundy view takes classes. */
void       wy_inspector_show_classes_control (WyInspector *self, gboolean show);

/* For tests: the targets of the winning moves the panel lists, in order. */
GArray    *wy_inspector_get_listed_moves (WyInspector *self);
/* The selected position's Grundy line as shown, NULL when hidden (for tests). */
const char *wy_inspector_get_grundy_text (WyInspector *self);
/* The Grundy view's band of one class: its control, its class (-1: none), its text. */
void        wy_inspector_show_band_control (WyInspector *self, gboolean show);
void        wy_inspector_set_band_class (WyInspector *self, int value);
const char *wy_inspector_get_band_text (WyInspector *self);
/* The additive period of the selected row, once found (line families, x < 64); NULL before. */
const char *wy_inspector_get_period_text (WyInspector *self);
/* The reading of the selection in Gamma_1's system U (for tests). */
WyNumerationPanel *wy_inspector_get_numeration_panel (WyInspector *self);
/* The selected position's status line ("P-position — ..."), for the tests. */
GtkWidget *wy_inspector_get_status_label (WyInspector *self);

G_END_DECLS
