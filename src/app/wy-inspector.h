/* wy-inspector.h: the side panel: the game's summary and the selected position explained. */
#pragma once

#include <gtk/gtk.h>
#include "wy-solution.h"
#include "wy-numeration-panel.h"

G_BEGIN_DECLS

#define WY_TYPE_INSPECTOR (wy_inspector_get_type ())
G_DECLARE_FINAL_TYPE (WyInspector, wy_inspector, WY, INSPECTOR, GtkWidget)

/* The solved game; the panel keeps what it needs (NULL: nothing solved yet). */
void       wy_inspector_set_result    (WyInspector *self, const WySolution *result);
void       wy_inspector_set_selection (WyInspector *self, const WyPos *pos); /* NULL: none */
/* The position's winning moves and its eliminators not listed (in play, without hints: they
 * would give the game away). */
void       wy_inspector_set_moves_hidden (WyInspector *self, gboolean hidden);
/* The core's report of the selected position (NULL: none), which the panel shows. */
WyReport  *wy_inspector_get_report    (WyInspector *self);

/* The control of the Grundy classes shown beyond the dense cap (the
 * "grundy-classes" property, 0 .. WY_LOW_CLASSES_MAX_TOP), shown only
 * where the board's Grundy view takes classes. */
void       wy_inspector_show_classes_control (WyInspector *self, gboolean show);

/* The Grundy view's band of one class: its control. */
void        wy_inspector_show_band_control (WyInspector *self, gboolean show);

G_END_DECLS
