/* wy-ui-strings.h: how positions, moves and statuses read in the interface (translated). */
#pragma once

#include "wy-board.h"

G_BEGIN_DECLS

char       *wy_ui_format_pos      (const WyPos *pos, gboolean one_pile);  /* "(2, 3)" or "7" */
char       *wy_ui_format_removal  (const WyMove *move, gboolean one_pile); /* "take 2 from y" */
const char *wy_ui_line_kind_name  (WyLineKind kind);
const char *wy_ui_status_name     (WyStatus status);                    /* "P-position" */
const char *wy_ui_status_meaning  (WyStatus status);                    /* "the previous player wins" */

G_END_DECLS
