/* wy-table-private.h: what the papers' tables share (papers/wy-table.c, wy-paper-tables.c). */
#pragma once

#include "wy-json-private.h"
#include "wy-recursion.h"

G_BEGIN_DECLS

/* A table's rows as one JSON object into json (wy_table_format's JSON, a paper item's tables). */
G_GNUC_INTERNAL
void _wy_table_json (WyJson *json, const WyGame *game, const GArray *rows, gboolean recursion);

G_END_DECLS
