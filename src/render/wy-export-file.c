/* wy-export-file.c: files written beside their target and renamed into place, never half-written. */
#define G_LOG_DOMAIN "wy-render"
/* fdopen, fsync, O_CLOEXEC */
#define _POSIX_C_SOURCE 200809L

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>

#include "wy-export-private.h"

void
wy_temp_set_error (const WyTempFile *t, int err, GError **error)
{
  g_set_error (error, WY_ERROR, WY_ERROR_IO, _("Could not write “%s”: %s"), t->target,
               g_strerror (err));
}

gboolean
wy_temp_open (WyTempFile *t, const char *target, GError **error)
{
  int fd;

  *t = (WyTempFile) { .target = g_strdup (target) };
  t->tmp = g_strconcat (target, ".XXXXXX", NULL);
  /* 0666 through the umask, like any file a user creates */
  fd = g_mkstemp_full (t->tmp, O_RDWR | O_CLOEXEC, 0666);
  if (fd < 0)
    {
      int err = errno;
      g_clear_pointer (&t->tmp, g_free);
      wy_temp_set_error (t, err, error);
      return FALSE;
    }
  t->fp = fdopen (fd, "wb");
  if (!t->fp)
    {
      int err = errno;
      close (fd);
      wy_temp_set_error (t, err, error);
      return FALSE;
    }
  return TRUE;
}

cairo_status_t
wy_temp_write_func (void *closure, const unsigned char *data, unsigned int length)
{
  WyTempFile *t = closure;

  if (t->err)
    return CAIRO_STATUS_WRITE_ERROR;
  if (length > 0 && fwrite (data, 1, length, t->fp) != length)
    {
      t->err = errno ? errno : EIO;
      return CAIRO_STATUS_WRITE_ERROR;
    }
  return CAIRO_STATUS_SUCCESS;
}

gboolean
wy_temp_close (WyTempFile *t, GError **error)
{
  int err = t->err;
  FILE *fp = g_steal_pointer (&t->fp);

  if (!fp)
    return err == 0;
  errno = 0;
  if (fflush (fp) != 0 && !err)
    err = errno ? errno : EIO;
  /* a full disk may only show here */
  if (fsync (fileno (fp)) != 0 && !err && errno != EINVAL)
    err = errno;
  if (fclose (fp) != 0 && !err)
    err = errno ? errno : EIO;
  if (err)
    {
      t->err = err;
      wy_temp_set_error (t, err, error);
      return FALSE;
    }
  return TRUE;
}

gboolean
wy_temp_commit (WyTempFile *t, GError **error)
{
  if (!wy_temp_close (t, error))
    return FALSE;
  if (g_rename (t->tmp, t->target) != 0)
    {
      wy_temp_set_error (t, errno, error);
      return FALSE;
    }
  g_clear_pointer (&t->tmp, g_free);
  return TRUE;
}

void
wy_temp_discard (WyTempFile *t)
{
  if (t->fp)
    fclose (g_steal_pointer (&t->fp));
  if (t->tmp)
    g_unlink (t->tmp);
  g_clear_pointer (&t->tmp, g_free);
  g_clear_pointer (&t->target, g_free);
}

gboolean
wy_export_write_text (const char *filename, const char *text, gsize length, GError **error)
{
  WyTempFile t;
  gboolean ok;

  if (!wy_temp_open (&t, filename, error))
    {
      wy_temp_discard (&t);
      return FALSE;
    }
  if (length > 0 && fwrite (text, 1, length, t.fp) != length)
    t.err = errno ? errno : EIO;
  ok = wy_temp_commit (&t, error);
  wy_temp_discard (&t);
  return ok;
}
