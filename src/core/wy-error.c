/* wy-error.c: the core's error domain, WY_ERROR. A refusal of a size carries the side the
 * core would solve as data (an extended GError), so that wy_solve hands it to its query
 * (wy_query_get_allowed_size) and no caller reads numbers out of a translated sentence. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-error.h"
#include "wy-error-private.h"

typedef struct {
  guint allowed_size;
} WyErrorPrivate;

/* The private data sits before the GError, aligned as GLib lays it out
 * (G_DEFINE_EXTENDED_ERROR's own reading, which would name the quark "WyError"). */
static WyErrorPrivate *
error_private (const GError *error)
{
  const gsize align = 2 * sizeof (gsize);
  const gsize size = (sizeof (WyErrorPrivate) + (align - 1)) & -align;

  return (WyErrorPrivate *) (((guint8 *) error) - size);
}

static void
private_init (GError *error)
{
  error_private (error)->allowed_size = 0;
}

static void
private_copy (const GError *src, GError *dest)
{
  error_private (dest)->allowed_size = error_private (src)->allowed_size;
}

static void
private_clear (GError *error)
{
}

/* The quark keeps its name (Python's GLib.Error.domain is "wy-error-quark"). */
GQuark
wy_error_quark (void)
{
  static GQuark quark;
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      quark = g_error_domain_register_static ("wy-error-quark", sizeof (WyErrorPrivate),
                                              private_init, private_copy, private_clear);
      g_once_init_leave (&initialized, 1);
    }
  return quark;
}

void
_wy_error_refuse (GError **error, gint code, guint allowed, const char *format, ...)
{
  GError *made;
  va_list args;

  if (error == NULL)
    return;
  va_start (args, format);
  made = g_error_new_valist (WY_ERROR, code, format, args);
  va_end (args);
  error_private (made)->allowed_size = allowed;
  g_propagate_error (error, made);
}

guint
_wy_error_get_allowed_size (const GError *error)
{
  if (error == NULL || error->domain != WY_ERROR)
    return 0;
  return error_private (error)->allowed_size;
}
