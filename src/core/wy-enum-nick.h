/* wy-enum-nick.h: an enum's values by their GEnum nicks, the names the rule strings, files,
 * settings and command lines use (no hand-written name tables). */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* The nick of value in the registered enum type, NULL when it has none. A static type's
 * class, and so its nicks, lives as long as the process. */
const char *_wy_enum_nick      (GType type, int value);

/* The value whose nick is name (ASCII case ignored when any_case); -1 when none is (name
 * NULL included). For the project's enums, whose values are never negative. */
int         _wy_enum_from_nick (GType type, const char *name, gboolean any_case);

/* The public *_from_name of an enum: the value whose nick is name stored in *out (an enum's
 * storage, an int as GLib keeps it) and TRUE; FALSE, *out untouched, when none is. */
gboolean    _wy_enum_nick_to   (GType type, const char *name, gboolean any_case, int *out);

/* Defines the public pair of an enum's names by its nicks, as G_DEFINE_ENUM_TYPE defines a
 * type: const char *type_name##_get_name (TypeName value), NULL past n_values, and
 * gboolean type_name##_from_name (const char *name, TypeName *out), as _wy_enum_nick_to. */
#define WY_DEFINE_ENUM_NAMES(TypeName, type_name, type, n_values, any_case) \
  const char *                                                              \
  type_name##_get_name (TypeName value)                                      \
  {                                                                          \
    g_return_val_if_fail (value < (n_values), NULL);                         \
    return _wy_enum_nick ((type), value);                                    \
  }                                                                          \
                                                                             \
  gboolean                                                                   \
  type_name##_from_name (const char *name, TypeName *out)                    \
  {                                                                          \
    return _wy_enum_nick_to ((type), name, (any_case), (int *) out);         \
  }

G_END_DECLS
