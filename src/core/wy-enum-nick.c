/* wy-enum-nick.c: an enum's values by their GEnum nicks. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-enum-nick.h"

const char *
_wy_enum_nick (GType type, int value)
{
  GEnumClass *klass = g_type_class_ref (type);
  const GEnumValue *v = g_enum_get_value (klass, value);

  g_type_class_unref (klass);
  return v != NULL ? v->value_nick : NULL;
}

int
_wy_enum_from_nick (GType type, const char *name, gboolean any_case)
{
  GEnumClass *klass = g_type_class_ref (type);
  int value = -1;

  for (guint i = 0; name != NULL && value < 0 && i < klass->n_values; i++)
    if (any_case ? g_ascii_strcasecmp (name, klass->values[i].value_nick) == 0
                 : g_str_equal (name, klass->values[i].value_nick))
      value = klass->values[i].value;
  g_type_class_unref (klass);
  return value;
}

gboolean
_wy_enum_nick_to (GType type, const char *name, gboolean any_case, int *out)
{
  int value = _wy_enum_from_nick (type, name, any_case);

  if (value >= 0)
    *out = value;
  return value >= 0;
}
