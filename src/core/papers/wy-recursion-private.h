/* wy-recursion-private.h: what the files of the papers' recursions and tables share. */
#pragma once

#include "wy-json-private.h"
#include "wy-recursion.h"

G_BEGIN_DECLS

/* WyPos by y, then x: the order of a board's P-positions (for qsort). */
G_GNUC_INTERNAL
int wy_recursion_cmp_pos (const void *pa, const void *pb);

/* A table's rows as one JSON object into json (wy_table_format's JSON, a paper item's tables). */
G_GNUC_INTERNAL
void _wy_table_json (WyJson *json, const WyGame *game, const GArray *rows, gboolean recursion);

G_END_DECLS
