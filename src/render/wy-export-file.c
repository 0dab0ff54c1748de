/* wy-export-file.c: the one writer of every file: complete content in a temporary file beside the target, then one rename. */
#define G_LOG_DOMAIN "wy-render"
#define _GNU_SOURCE /* lstat, fchown, O_CLOEXEC under -std=c11 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>

#include "wy-export-private.h"

/*
 * Why a file is never left half-written. The content goes to a hidden
 * temporary file in the directory of the file it will replace (for a
 * symbolic link, of the file the link names, so the link stays and shows the
 * new content); only when it is complete and flushed to disk is it renamed
 * over the target, which the operating system does in one step. Until then
 * the final name is never opened: an old figure stays byte for byte, a new
 * one does not appear. A failure, a cancel or an interrupt (SIGINT, SIGTERM
 * and SIGHUP cancel the writer) removes the temporary file; SIGKILL or a lost
 * display may leave it behind, hidden (".NAME.wy-XXXXXX"), the target intact.
 *
 * A replaced file keeps its permissions, and its owner when the writer may
 * set it (root). A file with other hard links is replaced by the rename like
 * any other: its other names keep the old content.
 */

void
wy_temp_set_cancelled (const WyTempFile *t, GError **error)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Writing “%s” was cancelled"),
               t->target);
}

static void
set_errno (const WyTempFile *t, int code, GError **error)
{
  g_set_error (error, WY_ERROR, WY_ERROR_IO, _("Could not write “%s”: %s"), t->target,
               g_strerror (code));
}

void
wy_temp_take_error (WyTempFile *t, GError **error)
{
  if (g_cancellable_is_cancelled (t->cancellable))
    wy_temp_set_cancelled (t, error);
  else if (t->error)
    g_propagate_error (error, g_steal_pointer (&t->error));
  else
    g_set_error (error, WY_ERROR, WY_ERROR_IO, _("Could not write “%s”"), t->target);
}

gboolean
wy_temp_fail (WyTempFile *t, const char *why, GError **error)
{
  if (t->error || g_cancellable_is_cancelled (t->cancellable))
    wy_temp_take_error (t, error);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_IO, _("Could not write “%s”: %s"), t->target, why);
  return FALSE;
}

/* The file a target names: itself, or through its symbolic links the file
 * they point to (which may not exist yet). */
char *
wy_temp_resolve (const char *target, GError **error)
{
  g_autofree char *path = g_canonicalize_filename (target, NULL);

  for (guint hops = 0; hops < 40; hops++)
    {
      GStatBuf st;
      g_autofree char *link = NULL, *dir = NULL;

      if (g_lstat (path, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&path);
      if (!(link = g_file_read_link (path, error)))
        return NULL;
      dir = g_path_get_dirname (path);
      g_free (path);
      path = g_canonicalize_filename (link, dir);
    }
  g_set_error (error, WY_ERROR, WY_ERROR_IO, _("Could not write “%s”: too many symbolic links"),
               target);
  return NULL;
}

/* Refuse what must not be replaced: a read-only file (root may write it,
 * but its owner said no) and anything that is not a regular file (a link to
 * /dev/full, a directory). */
static gboolean
check_target (WyTempFile *t, GError **error)
{
  if (g_stat (t->final, &t->st) != 0)
    {
      if (errno == ENOENT)
        return TRUE;
      set_errno (t, errno, error);
      return FALSE;
    }
  t->existed = TRUE;
  if (!S_ISREG (t->st.st_mode))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_IO,
                   _("Could not write “%s”: it is not a regular file"), t->target);
      return FALSE;
    }
  if (!(t->st.st_mode & S_IWUSR))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_IO,
                   _("Could not write “%s”: it is read-only; it was left as it is"), t->target);
      return FALSE;
    }
  return TRUE;
}

static mode_t
new_file_mode (void)
{
  static gsize mask;

  if (g_once_init_enter (&mask))
    {
      mode_t m = umask (022);
      umask (m);
      g_once_init_leave (&mask, (gsize) m + 1);
    }
  return 0666 & ~(mode_t) (mask - 1);
}

/* The temporary file's name beside the target, ".BASE.wy-XXXXXX", with BASE cut (between
 * characters) so that the name fits the folder's longest name: a target of a legal name of
 * 245 to 255 bytes was "File name too long", though the name given was not. */
static char *
temp_name (const char *dir, const char *base)
{
  long name_max = pathconf (dir, _PC_NAME_MAX);
  gsize room = (name_max > 0 ? (gsize) name_max : 255) - strlen (".") - strlen (".wy-XXXXXX");
  gsize len = strlen (base);

  if (len > room)
    {
      const char *cut = base + room;

      /* back to the start of a character, if the name is UTF-8 */
      if (g_utf8_validate (base, -1, NULL))
        while (cut > base && (*cut & 0xc0) == 0x80)
          cut--;
      len = cut - base;
    }
  return g_strdup_printf ("%s/.%.*s.wy-XXXXXX", dir, (int) len, base);
}

gboolean
wy_temp_open (WyTempFile *t, const char *target, GCancellable *cancellable, GError **error)
{
  g_autofree char *dir = NULL, *base = NULL;

  *t = (WyTempFile) { .target = g_strdup (target), .fd = -1,
                      .cancellable = cancellable ? g_object_ref (cancellable) : NULL };
  if (!(t->final = wy_temp_resolve (target, error)) || !check_target (t, error))
    return FALSE;
  dir = g_path_get_dirname (t->final);
  base = g_path_get_basename (t->final);
  t->temp = temp_name (dir, base);
  t->fd = g_mkstemp_full (t->temp, O_WRONLY | O_CLOEXEC, 0600);
  if (t->fd < 0)
    {
      set_errno (t, errno, error);
      g_clear_pointer (&t->temp, g_free);
      return FALSE;
    }
  /* the replaced file's permissions and owner (root may keep the owner) */
  if (fchmod (t->fd, t->existed ? t->st.st_mode & 07777 : new_file_mode ()) != 0
      || (t->existed && (t->st.st_uid != geteuid () || t->st.st_gid != getegid ())
          && fchown (t->fd, t->st.st_uid, t->st.st_gid) != 0 && errno != EPERM))
    {
      set_errno (t, errno, error);
      return FALSE;
    }
  return TRUE;
}

cairo_status_t
wy_temp_write_func (void *closure, const unsigned char *data, unsigned int length)
{
  WyTempFile *t = closure;

  if (t->error || t->fd < 0)
    return CAIRO_STATUS_WRITE_ERROR;
  if (g_cancellable_set_error_if_cancelled (t->cancellable, &t->error))
    return CAIRO_STATUS_WRITE_ERROR;
  while (length > 0)
    {
      gssize n = write (t->fd, data, length);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          set_errno (t, n < 0 ? errno : ENOSPC, &t->error);
          return CAIRO_STATUS_WRITE_ERROR;
        }
      data += n;
      length -= (unsigned int) n;
    }
  return CAIRO_STATUS_SUCCESS;
}

gboolean
wy_temp_commit (WyTempFile *t, GError **error)
{
  int fd = t->fd;

  if (t->error || g_cancellable_is_cancelled (t->cancellable))
    {
      wy_temp_take_error (t, error);
      return FALSE;
    }
  /* the content on disk before its name (a full disk may only show here) */
  t->fd = -1;
  if (fsync (fd) != 0 || close (fd) != 0)
    {
      set_errno (t, errno, error);
      return FALSE;
    }
  if (g_rename (t->temp, t->final) != 0)
    {
      set_errno (t, errno, error);
      return FALSE;
    }
  g_clear_pointer (&t->temp, g_free);
  return TRUE;
}

void
wy_temp_discard (WyTempFile *t)
{
  if (t->fd >= 0)
    close (t->fd);
  if (t->temp)
    g_unlink (t->temp);
  g_clear_pointer (&t->temp, g_free);
  g_clear_pointer (&t->final, g_free);
  g_clear_error (&t->error);
  g_clear_object (&t->cancellable);
  g_clear_pointer (&t->target, g_free);
  t->fd = -1;
}

gboolean
wy_export_write_text (const char *filename, const char *text, gsize length,
                      GCancellable *cancellable, GError **error)
{
  WyTempFile t;
  gboolean ok;

  ok = wy_temp_open (&t, filename, cancellable, error);
  if (ok && length > 0 && wy_temp_write_func (&t, (const guint8 *) text, length)
                          != CAIRO_STATUS_SUCCESS)
    ok = FALSE, wy_temp_take_error (&t, error);
  ok = ok && wy_temp_commit (&t, error);
  wy_temp_discard (&t);
  return ok;
}
