/* wy-library-claims.h: the claims the game library shows: a label per claim (the file's
 * record, then the verdict found), checked in a worker within a time budget each, and the
 * verdicts remembered (by the file's text) for the next time the library opens. */
#pragma once

#include <gtk/gtk.h>

#include "wy-game-file.h"

G_BEGIN_DECLS

/* The time budget of one claim's check, in seconds. */
#define WY_LIBRARY_CLAIM_SECONDS 2.0

typedef struct _WyLibraryClaims WyLibraryClaims;
typedef void (*WyLibraryClaimsChanged) (gpointer data);

/* Claims whose verdicts, as they come, call changed (data) in the main context. */
WyLibraryClaims *wy_library_claims_new     (WyLibraryClaimsChanged changed, gpointer data);
/* Stops the checks (the worker ends after its current claim) and frees. */
void             wy_library_claims_free    (WyLibraryClaims *claims);
/* Append a label for each claim of file to box: the verdict remembered from an earlier
 * check, else the file's record until the check. */
void             wy_library_claims_add     (WyLibraryClaims *claims, WyGameFile *file,
                                            GtkWidget *box);
/* Check, in a worker, every claim added whose verdict is not remembered. */
void             wy_library_claims_start   (WyLibraryClaims *claims);
gboolean         wy_library_claims_started (WyLibraryClaims *claims);
/* "Checking the claims: 3 of 80…", then how many hold; NULL without claims. */
char            *wy_library_claims_status  (WyLibraryClaims *claims);

G_END_DECLS
