/* wy-paper-data.h: the reader of the paper tables in tests/data (format: comments atop each file). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One table of a data file; blank lines separate tables. */
typedef struct {
  char      *file;   /* the data file's name, "paper000-tables.txt" */
  char      *id;     /* from a `table` line, or NULL */
  char      *kind;   /* from a `kind` line, or NULL */
  GPtrArray *games;  /* char *, rule strings from `game` lines */
  GPtrArray *rows;   /* GStrv, the tokens of each other line */
} WyPaperTable;

GPtrArray *wy_paper_data_load (const char *file);
void       wy_paper_table_free (WyPaperTable *t);

G_END_DECLS
