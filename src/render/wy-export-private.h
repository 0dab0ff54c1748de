/* wy-export-private.h: temporary files and the PNG codec shared by the export files. */
#pragma once

#include <stdio.h>

#include "wy-export.h"

G_BEGIN_DECLS

/* A file written beside its target and renamed into place when complete. */
typedef struct {
  char *target;
  char *tmp;
  FILE *fp;
  int   err;     /* first errno of a failed write, 0 if none */
} WyTempFile;

gboolean  wy_temp_open      (WyTempFile *t, const char *target, GError **error);
/* Flush, sync and close; the temporary file stays until commit or discard. */
gboolean  wy_temp_close     (WyTempFile *t, GError **error);
gboolean  wy_temp_commit    (WyTempFile *t, GError **error);
/* Remove the temporary file (if any) and free; safe after commit. */
void      wy_temp_discard   (WyTempFile *t);
void      wy_temp_set_error (const WyTempFile *t, int err, GError **error);
/* A cairo_write_func_t writing to a WyTempFile. */
cairo_status_t wy_temp_write_func (void *closure, const unsigned char *data, unsigned int length);

/* Provenance as key, value, key, value, ..., NULL. */
char    **wy_export_provenance_pairs (const WyBoard *board, const WyRenderOptions *render);

/* Write an image surface as RGBA PNG with pHYs and tEXt chunks. */
gboolean  wy_png_write      (cairo_surface_t *surface, WyTempFile *t, double dpi,
                             char **pairs, GError **error);

/* wy-export-tikz.c: the board as a standalone TikZ document (sized in cm
 * from the options' width), written to t. */
char     *wy_export_tikz       (const WyBoard *board, const WyExportOptions *o,
                                const WyRenderOptions *r);
gboolean  wy_export_write_tikz (const WyBoard *board, const WyExportOptions *o,
                                const WyRenderOptions *r, WyTempFile *t, GError **error);

G_END_DECLS
