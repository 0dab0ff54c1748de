/* wy-app-testing.h: what the widget tests read or do that no public GTK API reaches, and
 * only for them (no file of src/ but their own calls these; tests/ includes this header).
 * The rest of what the tests read they reach through the widgets' template children and
 * properties (tests/wy-test-widgets.c). */
#pragma once

#include "wy-export-dialog.h"
#include "wy-library-page.h"
#include "wy-library-save.h"

G_BEGIN_DECLS

/* Is an export's worker under way? (After Cancel no widget says when it has ended and
 * removed what it began.) */
gboolean     wy_export_dialog_is_exporting (WyExportDialog *self);

/* The library page's rows (built in code; a row's file, its pending thumbnail and claim
 * checks are the page's own): the game files of the rows shown, in order (transfer
 * container); thumbnails and claim checks not yet done; activate the first row shown
 * whose file has this name (FALSE when none); the thumbnail a row shows (NULL before it
 * is drawn); the text a row shows for its claim i (after the checks: the verdict found). */
GPtrArray   *wy_library_page_shown         (WyLibraryPage *self);
guint        wy_library_page_pending       (WyLibraryPage *self);
gboolean     wy_library_page_open          (WyLibraryPage *self, const char *name);
GdkPaintable *wy_library_page_get_thumbnail (WyLibraryPage *self, const char *name);
char        *wy_library_page_claim_text    (WyLibraryPage *self, const char *name, guint i);

/* The Save dialog of the library (built in code): fill its fields and save as Save does
 * (TRUE when it saved and closed), even where the button is insensitive (an empty name,
 * whose refusal the tests check too); the message it shows, or NULL. */
gboolean     wy_library_save_submit        (GtkWindow *dialog, const char *name,
                                            const char *title);
const char  *wy_library_save_get_error     (GtkWindow *dialog);

G_END_DECLS
