/* wy-numeration-panel.h: the inspector's reading of a position of Gamma_1 in paper 002's numeration system U. */
#pragma once

#include <gtk/gtk.h>
#include "wy-report.h"

G_BEGIN_DECLS

#define WY_TYPE_NUMERATION_PANEL (wy_numeration_panel_get_type ())
G_DECLARE_FINAL_TYPE (WyNumerationPanel, wy_numeration_panel, WY, NUMERATION_PANEL, GtkWidget)

typedef enum {
  WY_NUMERATION_PANEL_BASES,       /* "u = 2, 10, 42, 178, …" */
  WY_NUMERATION_PANEL_EVEN,        /* the even parts (x − x mod 2, y − y mod 2) */
  WY_NUMERATION_PANEL_REP_X,       /* "R(12) = 11 — vile" */
  WY_NUMERATION_PANEL_REP_Y,
  WY_NUMERATION_PANEL_PREDICTION,  /* what Corollary 3.6 predicts, with n */
  WY_NUMERATION_PANEL_AGREEMENT,   /* beside the exact status; a disagreement marked */
  WY_NUMERATION_PANEL_N_PARTS
} WyNumerationPanelPart;

/* Show the report's reading of its position beside its exact status; hidden
 * where paper 002 defines no system U (any game but gamma:i=1 with s >= 2) or
 * report is NULL. */
void       wy_numeration_panel_set_report   (WyNumerationPanel *self, const WyReport *report);
/* The reading r of a position in u beside its exact status (what set_report shows). */
void       wy_numeration_panel_set_reading  (WyNumerationPanel *self, const WyNumeration *u,
                                             const WyNumerationReading *r, WyStatus exact);

G_END_DECLS
