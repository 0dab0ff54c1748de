/* wy-test-export.h: boards solved, temporary folders, PNGs read back with libpng, PDF pages counted and their text read (shared by the export tests). */
#pragma once

#include <glib.h>

#include "wy-board.h"

G_BEGIN_DECLS

/* A PNG read back with libpng: pixels (RGBA), pHYs and the text chunks. */
typedef struct {
  guint width, height;
  guint32 ppm_x, ppm_y;
  int phys_unit;
  GHashTable *text;
  guint8 *rgba;
} PngData;

/* A new temporary folder. */
char    *make_tmp       (void);
void     png_data_read  (PngData *d, const char *path);
void     png_data_clear (PngData *d);
/* strstr for files with NUL bytes in them */
gboolean file_contains  (const char *path, const char *needle);
/* The pages of a PDF, counted from its page objects. */
guint    pdf_pages      (const char *path);
/* The text drawn on a PDF's pages (pdftotext, of poppler-utils, a test package); tight: without
 * its spaces and line breaks, which follow the glyphs' spacing ("z = 7" may come out "z=7"). */
char    *pdf_text       (const char *path, gboolean tight);

G_END_DECLS
