/* wy-cli-cube.h: the text commands on three heaps (wy-cli-cube.c). */
#pragma once

#include "wy-cli-common.h"
#include "wy-cli-out.h"
#include "wy-report.h"

G_BEGIN_DECLS

void      wy_cli_ppos3          (WyOut *out, const WyBoard *board, WyTableFormat fmt);
gboolean  wy_cli_parse_region3  (guint size, const char *text, WyQuery *query, GError **error);
gboolean  wy_cli_parse_region_coordinates (const char *text, char **parts, const char *form,
                                           guint size, guint *v, GError **error);
void      wy_cli_cells3         (WyOut *out, const WyBoard *board, const WyQuery *q,
                                 gboolean grundy);
WyReport *wy_cli_moves_report3  (const WyGame *game, const char *pos_text,
                                 const char *size_text, GError **error);
void      wy_cli_json_targets3  (WyJson *json, const GArray *moves);

G_END_DECLS
