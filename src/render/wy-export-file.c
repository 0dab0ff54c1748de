/* wy-export-file.c: files written through GIO's g_file_replace: atomic, through links, keeping permissions. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-export-private.h"

static void
set_write_error (const WyTempFile *t, const GError *cause, GError **error)
{
  if (g_error_matches (cause, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_set_error (error, WY_ERROR, WY_ERROR_CANCELLED, _("Writing “%s” was cancelled"),
                 t->target);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_IO, _("Could not write “%s”: %s"), t->target,
                 cause->message);
}

void
wy_temp_take_error (WyTempFile *t, GError **error)
{
  if (g_cancellable_is_cancelled (t->cancellable))
    g_set_error (error, WY_ERROR, WY_ERROR_CANCELLED, _("Writing “%s” was cancelled"),
                 t->target);
  else if (t->error)
    set_write_error (t, t->error, error);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_IO, _("Could not write “%s”"), t->target);
}

/* Refuse what g_file_replace would silently replace or cannot replace:
 * a read-only file (root may write it, but its owner said no) and
 * anything that is not a regular file (a link to /dev/full, say). */
static gboolean
check_target (WyTempFile *t, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (GFileInfo) info = g_file_query_info (t->file, G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                                  G_FILE_ATTRIBUTE_UNIX_MODE,
                                                  G_FILE_QUERY_INFO_NONE, NULL, &local);

  if (!info)
    {
      if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return TRUE;
      set_write_error (t, local, error);
      return FALSE;
    }
  t->existed = TRUE;
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_IO,
                   _("Could not write “%s”: it is not a regular file"), t->target);
      return FALSE;
    }
  if (g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_UNIX_MODE)
      && !(g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_UNIX_MODE) & 0200))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_IO,
                   _("Could not write “%s”: it is read-only; it was left as it is"), t->target);
      return FALSE;
    }
  return TRUE;
}

gboolean
wy_temp_open (WyTempFile *t, const char *target, GCancellable *cancellable, GError **error)
{
  g_autoptr (GError) local = NULL;

  *t = (WyTempFile) { .target = g_strdup (target), .file = g_file_new_for_path (target),
                      .cancellable = cancellable ? g_object_ref (cancellable) : NULL };
  if (!check_target (t, error))
    return FALSE;
  /* An existing file (or the file a link points to) is replaced only when
   * the stream closes; a new one is created in place and removed again on
   * failure (wy_temp_discard). */
  t->out = g_file_replace (t->file, NULL, FALSE, G_FILE_CREATE_NONE, cancellable, &local);
  if (!t->out)
    {
      set_write_error (t, local, error);
      return FALSE;
    }
  t->created = !t->existed;
  return TRUE;
}

cairo_status_t
wy_temp_write_func (void *closure, const unsigned char *data, unsigned int length)
{
  WyTempFile *t = closure;

  if (t->error || !t->out)
    return CAIRO_STATUS_WRITE_ERROR;
  if (length > 0 && !g_output_stream_write_all (G_OUTPUT_STREAM (t->out), data, length, NULL,
                                                t->cancellable, &t->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

gboolean
wy_temp_commit (WyTempFile *t, GError **error)
{
  g_autoptr (GError) local = NULL;
  GOutputStream *out = G_OUTPUT_STREAM (t->out);

  if (t->error || g_cancellable_set_error_if_cancelled (t->cancellable, &local))
    {
      if (local)
        set_write_error (t, local, error);
      else
        wy_temp_take_error (t, error);
      return FALSE;
    }
  /* closing renames the complete file into place (and a full disk may
   * only show here) */
  if (!g_output_stream_close (out, t->cancellable, &local))
    {
      set_write_error (t, local, error);
      return FALSE;
    }
  g_clear_object (&t->out);
  t->created = FALSE;
  return TRUE;
}

void
wy_temp_discard (WyTempFile *t)
{
  if (t->out)
    {
      /* closing with a cancelled cancellable drops GIO's temporary file
       * and leaves the original alone */
      g_autoptr (GCancellable) abort = g_cancellable_new ();
      g_cancellable_cancel (abort);
      g_output_stream_close (G_OUTPUT_STREAM (t->out), abort, NULL);
      g_clear_object (&t->out);
    }
  if (t->created)
    g_file_delete (t->file, NULL, NULL);
  t->created = FALSE;
  g_clear_error (&t->error);
  g_clear_object (&t->file);
  g_clear_object (&t->cancellable);
  g_clear_pointer (&t->target, g_free);
}

void
wy_temp_unlink_committed (WyTempFile *t)
{
  if (t->file)
    g_file_delete (t->file, NULL, NULL);
}

gboolean
wy_export_write_text (const char *filename, const char *text, gsize length, GError **error)
{
  WyTempFile t;
  gboolean ok;

  ok = wy_temp_open (&t, filename, NULL, error);
  if (ok && length > 0 && wy_temp_write_func (&t, (const guint8 *) text, length)
                          != CAIRO_STATUS_SUCCESS)
    ok = FALSE, wy_temp_take_error (&t, error);
  ok = ok && wy_temp_commit (&t, error);
  wy_temp_discard (&t);
  return ok;
}
