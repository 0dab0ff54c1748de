/* wy-provenance.c: a figure's provenance read back strictly: known keys, each once, values in range. */
#define G_LOG_DOMAIN "wy-render"
#define _GNU_SOURCE /* pread, O_CLOEXEC, S_ISSOCK, fdopen under -std=c11 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <zlib.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>

#include "wy-export-private.h"
#include "wy-solution.h"
#include "wy-render-testing.h"

/* The most of one chunk the reader keeps in memory. */
#define WY_PNG_CHUNK_MAX (64u << 10)

/* ---- the PNG's chunks, read by this program itself ---- */

/*
 * Why a hostile file costs little. The reader walks every chunk from the
 * signature to IEND itself, a fixed buffer at a time, and checks each CRC:
 * a chunk claiming more bytes than the file has, a damaged CRC (text or
 * image data), a missing IEND are damage. Only the text chunks whose
 * keyword starts with "wythoff:" are kept, at most a few short values, so a
 * chunk's claim is never allocated; a wythoff: value that is longer than
 * any this program writes, or compressed text that does not inflate, is
 * refused, never skipped: a key libpng would drop silently cannot make a
 * figure read as another.
 */

typedef struct {
  FILE         *fp;
  const guint8 *data;
  gsize         length, pos;
} WyPngSource;

static gboolean
source_read (WyPngSource *src, guint8 *out, gsize n)
{
  if (src->fp)
    return fread (out, 1, n, src->fp) == n;
  if (n > src->length - src->pos)
    return FALSE;
  memcpy (out, src->data + src->pos, n);
  src->pos += n;
  return TRUE;
}

static guint32
be32 (const guint8 *b)
{
  return (guint32) b[0] << 24 | (guint32) b[1] << 16 | (guint32) b[2] << 8 | b[3];
}

#define WY_PNG_KEYWORD_MAX 80u   /* a keyword and its NUL (PNG: 1 to 79 bytes) */
#define WY_PNG_KEYS_MAX 64u      /* wythoff: values kept; our figures write 11 */

typedef struct {
  GPtrArray *keys, *values;      /* the wythoff: pairs */
  char      *caption;            /* Description */
  guint32    width, height;
  gboolean   has_phys;
  guint32    ppm;                /* pixels per metre */
} PngText;

/* Inflate a zTXt/iTXt value, at most max bytes; NULL when it does not. */
static char *
inflate_value (const guint8 *in, gsize n, gsize max)
{
  z_stream z = { 0 };
  g_autofree char *out = g_malloc (max + 2);
  int rc;

  if (inflateInit (&z) != Z_OK)
    return NULL;
  z.next_in = (Bytef *) in;
  z.avail_in = (uInt) n;
  z.next_out = (Bytef *) out;
  z.avail_out = (uInt) max + 1;
  rc = inflate (&z, Z_FINISH);
  inflateEnd (&z);
  if (rc != Z_STREAM_END)
    return NULL;
  out[z.total_out] = '\0';
  return g_steal_pointer (&out);
}

/* A wythoff: text chunk's value, from the chunk's data after the keyword. */
static char *
text_value (const char *type, const char *key, const guint8 *d, gsize n, GError **error)
{
  gsize max = wy_provenance_value_max (key);
  char *v = NULL;

  if (strcmp (type, "tEXt") == 0)
    return g_strndup ((const char *) d, MIN (n, max + 1));
  if (strcmp (type, "zTXt") == 0)
    v = n >= 1 && d[0] == 0 ? inflate_value (d + 1, n - 1, max) : NULL;
  else
    {
      /* iTXt: flag, method, language NUL, translated keyword NUL, text */
      const guint8 *lang = n >= 2 ? memchr (d + 2, 0, n - 2) : NULL;
      const guint8 *tr = lang ? memchr (lang + 1, 0, n - (lang + 1 - d)) : NULL;
      gsize rest = tr ? n - (tr + 1 - d) : 0;
      if (tr && d[0] == 0)
        v = g_strndup ((const char *) tr + 1, MIN (rest, max + 1));
      else if (tr && d[0] == 1 && d[1] == 0)
        v = inflate_value (tr + 1, rest, max);
    }
  if (!v)
    g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                 _("a %s chunk with a wythoff: key does not decode"), type);
  return v;
}

/* One chunk's data, len bytes: kept (up to keep bytes) and CRC-checked. */
static gboolean
chunk_data (WyPngSource *src, guint32 len, guint8 *keep, gsize keep_max, gulong *crc)
{
  guint8 buf[8192];

  for (guint32 done = 0; done < len;)
    {
      gsize n = MIN ((gsize) (len - done), sizeof buf);
      if (!source_read (src, buf, n))
        return FALSE;
      *crc = crc32 (*crc, buf, (uInt) n);
      if (done < keep_max)
        memcpy (keep + done, buf, MIN (n, keep_max - done));
      done += (guint32) n;
    }
  return TRUE;
}

/* d: a text chunk's data, len its whole length (d holds at most
 * WY_PNG_CHUNK_MAX of it: a longer wythoff: chunk is refused). */
static gboolean
keep_text (PngText *t, const char *type, const guint8 *d, guint32 len, GError **error)
{
  const guint8 *nul = memchr (d, 0, MIN (len, WY_PNG_KEYWORD_MAX));
  char *value;

  if (nul && strcmp ((const char *) d, "Description") == 0 && !t->caption)
    {
      /* the caption (its value checked once the keys are read) */
      t->caption = len <= WY_PNG_CHUNK_MAX ? text_value (type, (const char *) d, nul + 1,
                                                         len - (nul + 1 - d), error) : NULL;
      return t->caption != NULL || len > WY_PNG_CHUNK_MAX;
    }
  if (!nul || !g_str_has_prefix ((const char *) d, "wythoff:"))
    return TRUE;  /* Title, Software, anything another tool added */
  if (t->keys->len >= WY_PNG_KEYS_MAX)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("more than %u wythoff: keys"),
                   WY_PNG_KEYS_MAX);
      return FALSE;
    }
  if (len > WY_PNG_CHUNK_MAX)
    {
      g_autofree char *q = wy_provenance_quote ((const char *) d, WY_QUOTE_MAX);
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s is %u bytes long: at most %u"), q,
                   len, WY_PROVENANCE_MAX_VALUE);
      return FALSE;
    }
  if (!(value = text_value (type, (const char *) d, nul + 1, len - (nul + 1 - d), error)))
    return FALSE;
  g_ptr_array_add (t->keys, g_strdup ((const char *) d));
  g_ptr_array_add (t->values, value);
  return TRUE;
}

static void
damaged (GError **error, const char *what)
{
  g_set_error_literal (error, WY_ERROR, WY_ERROR_PARSE, what);
}

/* Every chunk from after the signature to IEND. FALSE with "damage" set
 * when the file is damaged, else with the provenance's own refusal. */
static gboolean
read_chunks (WyPngSource *src, PngText *t, gboolean *damage, GError **error)
{
  g_autofree guint8 *keep = g_malloc (WY_PNG_CHUNK_MAX);

  *damage = TRUE;
  for (guint n = 0;; n++)
    {
      guint8 head[8], tail[4];
      char type[5] = { 0 };
      guint32 len;
      gulong crc;

      if (!source_read (src, head, 8))
        return damaged (error, n ? _("it ends before IEND") : _("it has no chunks")), FALSE;
      len = be32 (head);
      memcpy (type, head + 4, 4);
      if (len > 0x7fffffffu || (n == 0 && strcmp (type, "IHDR") != 0))
        return damaged (error, _("its chunks are not those of a PNG image")), FALSE;
      crc = crc32 (crc32 (0, NULL, 0), head + 4, 4);
      if (!chunk_data (src, len, keep, WY_PNG_CHUNK_MAX, &crc) || !source_read (src, tail, 4))
        return damaged (error, _("it ends inside a chunk")), FALSE;
      if (be32 (tail) != (guint32) crc)
        {
          g_autofree char *q = wy_provenance_quote (type, 4);
          g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("a %s chunk is damaged (CRC)"), q);
          return FALSE;
        }
      if (strcmp (type, "IHDR") == 0 && len >= 8)
        t->width = be32 (keep), t->height = be32 (keep + 4);
      else if (strcmp (type, "pHYs") == 0 && len == 9 && keep[8] == 1)
        t->has_phys = TRUE, t->ppm = be32 (keep);
      else if (strcmp (type, "IEND") == 0)
        return TRUE;
      else if (strcmp (type, "tEXt") == 0 || strcmp (type, "zTXt") == 0
               || strcmp (type, "iTXt") == 0)
        {
          *damage = FALSE;
          if (!keep_text (t, type, keep, len, error))
            return FALSE;
          *damage = TRUE;
        }
    }
}

typedef enum { READ_OK, READ_FOREIGN, READ_DAMAGED, READ_REFUSED } ReadResult;

/* FOREIGN: a PNG without any wythoff: key; DAMAGED: what is wrong with
 * the file in error; REFUSED: what is wrong with the provenance. */
static ReadResult
read_text (WyPngSource *src, WyProvenance *out, GError **error)
{
  PngText t = { g_ptr_array_new_with_free_func (g_free),
                g_ptr_array_new_with_free_func (g_free) };
  gboolean damage;
  ReadResult result;

  if (!read_chunks (src, &t, &damage, error))
    result = damage ? READ_DAMAGED : READ_REFUSED;
  else if (t.keys->len == 0)
    result = READ_FOREIGN;
  else
    {
      result = wy_provenance_parse_pairs ((const char *const *) t.keys->pdata,
                                          (const char *const *) t.values->pdata, t.keys->len,
                                          out, error) ? READ_OK : READ_REFUSED;
      out->width = t.width;
      out->height = t.height;
      if (result == READ_OK && t.has_phys)
        out->dpi = round (t.ppm * 2.54) / 100;  /* pHYs stores whole pixels per metre */
      if (result == READ_OK && t.caption && !wy_provenance_take_caption (out, t.caption, error))
        {
          wy_provenance_clear (out);
          result = READ_REFUSED;
        }
    }
  g_free (t.caption);
  g_ptr_array_unref (t.keys);
  g_ptr_array_unref (t.values);
  return result;
}

/* Read from src (after its 8 signature bytes) and word the errors. */
static gboolean
read_provenance (WyPngSource *src, const guint8 sig[8], const char *name, WyProvenance *out,
                 GError **error)
{
  g_autoptr (GError) local = NULL;

  *out = (WyProvenance) { 0 };
  static const guint8 png_sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };

  if (memcmp (sig, png_sig, 8) != 0)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("“%s” is not a PNG, SVG or PDF figure"),
                   name);
      return FALSE;
    }
  switch (read_text (src, out, &local))
    {
    case READ_OK:
      return TRUE;
    case READ_FOREIGN:
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("“%s” has no Wythoff Lattice provenance (it was not written by "
                     "wythoff export)"), name);
      break;
    case READ_DAMAGED:
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("“%s” is a damaged PNG image: %s"), name,
                   local->message);
      break;
    case READ_REFUSED:
      g_set_error (error, local->domain, local->code, _("The figure “%s” is refused: %s"), name,
                   local->message);
      break;
    }
  return FALSE;
}

gboolean
wy_provenance_read_bytes (const guint8 *data, gsize length, const char *name,
                          WyProvenance *out, GError **error)
{
  static const guint8 none[8] = { 0 };
  WyPngSource src = { NULL, data, length, MIN (length, 8) };

  if (wy_provenance_doc_kind (data, length) != WY_DOC_OTHER)
    return wy_provenance_read_doc (data, length, name, out, error);
  return read_provenance (&src, length >= 8 ? data : none, name, out, error);
}

static gboolean
open_failed (const char *filename, int err, GError **error)
{
  g_set_error (error, WY_ERROR, WY_ERROR_IO, _("Could not open “%s”: %s"), filename,
               g_strerror (err));
  return FALSE;
}

/* A figure is a regular file: a FIFO would block the reader for ever, a
 * device never ends. Checked before the open (which does not wait, for a
 * FIFO put in its place meanwhile) and again on what was opened. */
static int
open_figure (const char *filename, struct stat *st, GError **error)
{
  int fd;

  if (g_stat (filename, st) != 0)
    return open_failed (filename, errno, error), -1;
  if (S_ISREG (st->st_mode))
    {
      fd = open (filename, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
      if (fd < 0)
        return open_failed (filename, errno, error), -1;
      if (fstat (fd, st) == 0 && S_ISREG (st->st_mode))
        return fd;
      close (fd);
    }
  g_set_error (error, WY_ERROR, WY_ERROR_IO,
               _("“%s” is not a figure file: it is %s; give a PNG, SVG or PDF file"), filename,
               S_ISDIR (st->st_mode) ? _("a folder") : S_ISFIFO (st->st_mode) ? _("a FIFO")
               : S_ISCHR (st->st_mode) || S_ISBLK (st->st_mode) ? _("a device")
               : S_ISSOCK (st->st_mode) ? _("a socket")
               : _("something other than a regular file"));
  return -1;
}

gboolean
wy_export_read_provenance (const char *filename, WyProvenance *out, GError **error)
{
  WyPngSource src = { 0 };
  guint8 sig[8] = { 0 };
  struct stat st;
  WyDocKind kind;
  gboolean ok;
  int fd;

  *out = (WyProvenance) { 0 };
  if ((fd = open_figure (filename, &st, error)) < 0)
    return FALSE;
  if (pread (fd, sig, 8, 0) != 8)
    memset (sig, 0, sizeof sig);
  kind = wy_provenance_doc_kind (sig, sizeof sig);
  if (kind != WY_DOC_OTHER)
    {
      /* an SVG or a PDF: only where the writer puts the provenance */
      ok = wy_provenance_read_doc_fd (fd, (guint64) st.st_size, kind, filename, out, error);
      close (fd);
      return ok;
    }
  src.fp = fdopen (fd, "rb");
  if (!src.fp)
    {
      int err = errno;
      close (fd);
      return open_failed (filename, err, error);
    }
  if (fread (sig, 1, 8, src.fp) != 8)
    memset (sig, 0, sizeof sig);
  ok = read_provenance (&src, sig, filename, out, error);
  fclose (src.fp);
  return ok;
}

void
wy_provenance_apply (const WyProvenance *prov, WyExportOptions *options)
{
  WyRenderOptions *r = &options->render;

  r->view = prov->view;
  r->style = prov->style;
  r->dark = prov->dark;
  r->step = prov->step;
  r->axes = prov->axes;
  r->grid = prov->grid;
  r->lines = prov->lines;
  r->has_selection = prov->has_selection;
  r->selection = prov->selection;
  if (prov->dpi > 0)
    options->dpi = prov->dpi;
  if (prov->width > 0)
    {
      options->width = prov->width;
      options->unit = WY_UNIT_PX;
    }
}
