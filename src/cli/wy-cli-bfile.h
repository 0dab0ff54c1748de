/* wy-cli-bfile.h: the reference terms of `wythoff sequence --check FILE`. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The largest term offset (--offset, a file's "offset K" or first n) and term count. */
#define WY_CLI_SEQ_MAX_OFFSET 10000000

/* A b-file ("n a(n)" lines) or a plain list (one term a line, the first
 * at the offset, which a '#' line may state as "offset K"). */
typedef struct {
  GArray  *n;      /* guint64 */
  GArray  *a;      /* gint64 */
  gboolean has_offset;
  guint64  offset;
} WyCliReference;

/* Read path; every bad line is an error naming the file, the line and the problem. */
gboolean wy_cli_read_reference  (const char *path, WyCliReference *ref, GError **error);
void     wy_cli_reference_clear (WyCliReference *ref);
/* Compare the reference's terms, in order, with the game's from its term offset on; the
 * verdict printed, its exit status returned. */
int      wy_cli_check_terms     (const WyCliReference *ref, const GArray *terms,
                                 const char *path, guint offset);

G_END_DECLS
