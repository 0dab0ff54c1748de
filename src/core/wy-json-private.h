/* wy-json-private.h: one writer of compact JSON for the core's tables and the command line of
 * this tree (not installed): it places the commas itself; no spaces, one document a line. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The writer appends to out, which it does not own: the caller may write out's text away and
 * truncate it between two values (a long listing), for the writer's state is its own. */
typedef struct {
  GString *out;
  guint    depth;  /* the open objects and arrays, at most 63 */
  guint64  filled; /* bit d: the container at depth d holds a value already */
  gboolean keyed;  /* a key was written: its value follows it without a comma */
} WyJson;

void    _wy_json_init         (WyJson *json, GString *out);

void    _wy_json_begin_object (WyJson *json);
void    _wy_json_end_object   (WyJson *json);
void    _wy_json_begin_array  (WyJson *json);
void    _wy_json_end_array    (WyJson *json);

/* An object's key; the value follows: _wy_json_uint (_wy_json_key (json, "size"), size). */
WyJson *_wy_json_key          (WyJson *json, const char *key);

/* A string (escaped by wy_json_append_string), or null for NULL. */
void    _wy_json_string       (WyJson *json, const char *text);
void    _wy_json_int          (WyJson *json, gint64 value);
void    _wy_json_uint         (WyJson *json, guint64 value);
/* value with precision digits after the point ("%.*f"); null when not finite. */
void    _wy_json_double       (WyJson *json, double value, int precision);
void    _wy_json_bool         (WyJson *json, gboolean value);
void    _wy_json_null         (WyJson *json);
/* A value already written as JSON (a row made apart), or null for NULL. */
void    _wy_json_raw          (WyJson *json, const char *value);

G_END_DECLS
