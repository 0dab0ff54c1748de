/* wy-app-testing.h: what the widget tests read or do that no public GTK API reaches, and
 * only for them (no file of src/ but their own calls these; tests/ includes this header).
 * The rest of what the tests read they reach through the widgets' template children,
 * their trees and properties (tests/wy-test-widgets.c). */
#pragma once

#include "wy-export-dialog.h"

G_BEGIN_DECLS

/* Is an export's worker under way? (After Cancel no widget says when it has ended and
 * removed what it began.) */
gboolean     wy_export_dialog_is_exporting (WyExportDialog *self);

G_END_DECLS
