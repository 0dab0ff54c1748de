/* wy-provenance.c: a figure's provenance read back strictly: known keys, each once, values in range. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <png.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>

#include "wy-export-private.h"
#include "wy-solution.h"

/* No value this program writes is longer (a rule string is under 80 bytes);
 * anything longer is not ours and is refused before it is parsed. */
#define WY_PROVENANCE_MAX_VALUE 256u
/* What the reader allocates for one chunk, and how many ancillary chunks it keeps. */
#define WY_PNG_CHUNK_MAX (64u << 10)
#define WY_PNG_CHUNKS_MAX 256u
/* How much of a value from the file a message quotes. */
#define WY_QUOTE_MAX 40u

char *
wy_provenance_quote (const char *text, gsize max_chars)
{
  GString *s = g_string_new (NULL);
  const char *p = text, *end = text + strlen (text);
  gsize n = 0;

  /* A file's bytes must not reach a terminal raw: control characters and
   * bytes that are not UTF-8 become \xNN; long values are cut. */
  while (p < end)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);
      if (n++ == max_chars)
        {
          g_string_append (s, "…");
          break;
        }
      if (c == (gunichar) -1 || c == (gunichar) -2 || c < 0x20 || (c >= 0x7f && c < 0xa0))
        {
          g_string_append_printf (s, "\\x%02x", (guchar) *p);
          p++;
        }
      else
        {
          g_string_append_unichar (s, c);
          p = g_utf8_next_char (p);
        }
    }
  return g_string_free (s, FALSE);
}

/* ---- the keys ---- */

typedef enum {
  KEY_GAME,
  KEY_SIZE,
  KEY_STEP,
  KEY_VIEW,
  KEY_STYLE,
  KEY_DARK,
  KEY_AXES,
  KEY_SELECTION,
  KEY_VERSION,
  KEY_CLASSES,
  N_KEYS
} Key;

static const char *const key_names[N_KEYS] = {
  "wythoff:game", "wythoff:size", "wythoff:step", "wythoff:view", "wythoff:style",
  "wythoff:dark", "wythoff:axes", "wythoff:selection", "wythoff:version", "wythoff:classes",
};

/* A whole number: decimal digits only (no sign, space or fraction), from min to max. */
static gboolean
parse_whole (Key key, const char *v, guint64 min, guint64 max, guint64 *out, GError **error)
{
  g_autofree char *q = wy_provenance_quote (v, WY_QUOTE_MAX);
  gsize digits = strspn (v, "0123456789");

  if (digits == 0 || v[digits] != '\0')
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("%s=%s is not a whole number: it must be from %llu to %llu"),
                   key_names[key], q, (unsigned long long) min, (unsigned long long) max);
      return FALSE;
    }
  if (!g_ascii_string_to_unsigned (v, 10, min, max, out, NULL))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("%s=%s is out of range: it must be from %llu to %llu"),
                   key_names[key], q, (unsigned long long) min, (unsigned long long) max);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_choice (Key key, const char *v, const char *choices, gboolean ok, GError **error)
{
  g_autofree char *q = NULL;

  if (ok)
    return TRUE;
  q = wy_provenance_quote (v, WY_QUOTE_MAX);
  g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s=%s is unknown: it must be %s"),
               key_names[key], q, choices);
  return FALSE;
}

static gboolean
parse_yes_no (Key key, const char *v, gboolean *out, GError **error)
{
  *out = g_strcmp0 (v, "yes") == 0;
  return parse_choice (key, v, "yes or no", *out || g_strcmp0 (v, "no") == 0, error);
}

/* The game and the board side, checked against the budget the command
 * line would apply, before anyone starts solving. */
static gboolean
parse_game_size (const char *const *v, WyProvenance *out, gboolean *one_pile, GError **error)
{
  g_autoptr (GError) local = NULL;
  WyGame *game;
  guint64 size;
  guint max;

  game = wy_game_parse (v[KEY_GAME], &local);
  if (!game)
    {
      g_autofree char *q = wy_provenance_quote (local->message, 3 * WY_QUOTE_MAX);
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE, "%s: %s", key_names[KEY_GAME], q);
      return FALSE;
    }
  /* a Grundy figure beyond the dense values' cap shows the low classes */
  max = wy_solve_max_size (game, WY_NEED_ELIMINATION | (out->view == WY_VIEW_GRUNDY
                                                         ? WY_NEED_GRUNDY_CLASSES : 0), NULL);
  if (!parse_whole (KEY_SIZE, v[KEY_SIZE], 1, max, &size, error))
    {
      wy_game_free (game);
      return FALSE;
    }
  out->game = wy_game_to_string (game);
  out->size = (guint) size;
  *one_pile = wy_game_is_one_pile (game);
  wy_game_free (game);
  return TRUE;
}

/* "none" or "x,y" on the board (y = 0 on a strip). */
static gboolean
parse_selection (const char *v, gboolean one_pile, WyProvenance *out, GError **error)
{
  g_auto (GStrv) xy = NULL;
  guint64 x, y;

  out->has_selection = FALSE;
  if (strcmp (v, "none") == 0)
    return TRUE;
  xy = g_strsplit (v, ",", 3);
  if (g_strv_length (xy) != 2
      || !parse_whole (KEY_SELECTION, xy[0], 0, out->size - 1, &x, NULL)
      || !parse_whole (KEY_SELECTION, xy[1], 0, one_pile ? 0 : out->size - 1, &y, NULL))
    {
      g_autofree char *q = wy_provenance_quote (v, WY_QUOTE_MAX);
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("%s=%s is not a position on a board of side %u: use none or x,y"),
                   key_names[KEY_SELECTION], q, out->size);
      return FALSE;
    }
  out->selection = (WyPos) { (guint) x, (guint) y };
  out->has_selection = TRUE;
  return TRUE;
}

static gboolean
parse_values (const char *const *v, WyProvenance *out, GError **error)
{
  gboolean one_pile = FALSE;
  guint64 step, cells, classes;

  for (guint k = 0; k < 2; k++)
    if (!v[k])
      {
        g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s is missing"), key_names[k]);
        return FALSE;
      }
  if ((v[KEY_VIEW] && !parse_choice (KEY_VIEW, v[KEY_VIEW], "outcome, elimination, grundy or "
                                     "formula", wy_view_from_name (v[KEY_VIEW], &out->view),
                                     error))
      || (v[KEY_STYLE] && !parse_choice (KEY_STYLE, v[KEY_STYLE], "paper or screen",
                                         wy_style_from_name (v[KEY_STYLE], &out->style), error))
      || (v[KEY_DARK] && !parse_yes_no (KEY_DARK, v[KEY_DARK], &out->dark, error))
      || (v[KEY_AXES] && !parse_yes_no (KEY_AXES, v[KEY_AXES], &out->axes, error))
      || !parse_game_size (v, out, &one_pile, error)
      || (v[KEY_SELECTION] && !parse_selection (v[KEY_SELECTION], one_pile, out, error)))
    return FALSE;
  /* Every step decides at least one cell; the solved board's own count is
   * checked by whoever solves it. */
  cells = one_pile ? out->size : MIN ((guint64) out->size * out->size, G_MAXUINT);
  if (v[KEY_STEP] && !parse_whole (KEY_STEP, v[KEY_STEP], 0, cells, &step, error))
    return FALSE;
  out->step = v[KEY_STEP] ? (guint) step : 0;
  if (v[KEY_CLASSES]
      && !parse_whole (KEY_CLASSES, v[KEY_CLASSES], 0, WY_LOW_CLASSES_MAX_TOP, &classes, error))
    return FALSE;
  out->has_classes = v[KEY_CLASSES] != NULL;
  out->classes = out->has_classes ? (guint) classes : 0;
  out->version = g_strdup (v[KEY_VERSION]);
  return TRUE;
}

gboolean
wy_provenance_parse_pairs (const char *const *keys, const char *const *values, guint n,
                           WyProvenance *out, GError **error)
{
  const char *v[N_KEYS] = { NULL };

  *out = (WyProvenance) { .view = WY_VIEW_OUTCOME, .style = WY_STYLE_PAPER, .axes = TRUE };
  for (guint i = 0; i < n; i++)
    {
      guint k = 0;
      if (!g_str_has_prefix (keys[i], "wythoff:"))
        continue;  /* Title, Software and anything another tool added */
      while (k < N_KEYS && strcmp (keys[i], key_names[k]) != 0)
        k++;
      if (k == N_KEYS || v[k])
        {
          g_autofree char *q = wy_provenance_quote (keys[i], WY_QUOTE_MAX);
          g_set_error (error, WY_ERROR, WY_ERROR_PARSE, k == N_KEYS
                       ? _("%s is not a key this program writes") : _("%s is given twice"), q);
          return FALSE;
        }
      if (strlen (values[i]) > WY_PROVENANCE_MAX_VALUE)
        {
          g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s is %zu bytes long: at most %u"),
                       keys[i], strlen (values[i]), WY_PROVENANCE_MAX_VALUE);
          return FALSE;
        }
      v[k] = values[i];
    }
  if (parse_values (v, out, error))
    return TRUE;
  wy_provenance_clear (out);
  return FALSE;
}

/* ---- the PNG's text chunks ---- */

typedef struct {
  jmp_buf       jmp;
  char          message[200];
  FILE         *fp;
  const guint8 *data;
  gsize         length, pos;
} WyPngSource;

static void
source_error_cb (png_structp png, png_const_charp msg)
{
  WyPngSource *src = png_get_error_ptr (png);

  g_strlcpy (src->message, msg, sizeof src->message);
  longjmp (src->jmp, 1);
}

static void
source_warning_cb (png_structp png, png_const_charp msg)
{
  /* what matters is refused through the CRC action and the checks below */
}

static void
source_read_cb (png_structp png, png_bytep out, size_t n)
{
  WyPngSource *src = png_get_io_ptr (png);

  if (src->fp ? fread (out, 1, n, src->fp) != n : n > src->length - src->pos)
    png_error (png, "the file ends early");
  if (!src->fp)
    {
      memcpy (out, src->data + src->pos, n);
      src->pos += n;
    }
}

static gboolean
source_peek (WyPngSource *src, gsize pos, guint8 *out, gsize n)
{
  if (src->fp)
    return pos < G_MAXINT32 && fseek (src->fp, (long) pos, SEEK_SET) == 0
           && fread (out, 1, n, src->fp) == n;
  if (pos > src->length || n > src->length - pos)
    return FALSE;
  memcpy (out, src->data + pos, n);
  return TRUE;
}

/* libpng 1.6.39 allocates what a text chunk claims before reading it (128
 * MB for a few bytes that say so): walk the chunk headers before the image
 * data first and refuse a chunk longer than any figure has. */
static gboolean
scan_chunks (WyPngSource *src, GError **error)
{
  gsize pos = 8;
  guint8 head[8];
  gboolean ok = TRUE;

  for (guint n = 0; ok && n < 4 * WY_PNG_CHUNKS_MAX && source_peek (src, pos, head, 8); n++)
    {
      guint32 len = (guint32) head[0] << 24 | (guint32) head[1] << 16 | head[2] << 8 | head[3];
      if (memcmp (head + 4, "IDAT", 4) == 0 || memcmp (head + 4, "IEND", 4) == 0)
        break;
      if (len > WY_PNG_CHUNK_MAX)
        {
          g_autofree char *type = g_strndup ((const char *) head + 4, 4);
          g_autofree char *q = wy_provenance_quote (type, 4);
          g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                       "a %s chunk claims %u bytes (at most %u)", q, len, WY_PNG_CHUNK_MAX);
          ok = FALSE;
        }
      pos += 12 + (gsize) len;
    }
  if (src->fp)
    fseek (src->fp, 8, SEEK_SET);
  return ok;
}

typedef enum { READ_OK, READ_FOREIGN, READ_DAMAGED, READ_REFUSED } ReadResult;

/* FOREIGN: a PNG without any wythoff: key; DAMAGED: libpng's complaint in
 * error; REFUSED: what is wrong with the provenance in error. */
static ReadResult
read_text (WyPngSource *src, WyProvenance *out, GError **error)
{
  png_structp png = png_create_read_struct (PNG_LIBPNG_VER_STRING, src, source_error_cb,
                                            source_warning_cb);
  png_infop info = png ? png_create_info_struct (png) : NULL;
  g_autofree const char **keys = NULL, **values = NULL;
  png_textp text = NULL;
  png_uint_32 rx, ry;
  int unit, n_text = 0;
  gboolean ours = FALSE;
  ReadResult result;

  if (!scan_chunks (src, error))
    {
      png_destroy_read_struct (&png, &info, NULL);
      return READ_DAMAGED;
    }
  if (!info || setjmp (src->jmp))
    {
      g_autofree char *q = wy_provenance_quote (src->message[0] ? src->message
                                                : _("out of memory"), 2 * WY_QUOTE_MAX);
      png_destroy_read_struct (&png, &info, NULL);
      g_set_error_literal (error, WY_ERROR, WY_ERROR_PARSE, q);
      return READ_DAMAGED;
    }
  png_set_read_fn (png, src, source_read_cb);
  png_set_sig_bytes (png, 8);
  /* a text chunk whose CRC fails is damage, not a foreign file: by
   * default libpng drops it with a warning */
  png_set_crc_action (png, PNG_CRC_DEFAULT, PNG_CRC_ERROR_QUIT);
  /* a few bytes claiming a chunk of 100 MB or a million chunks must not
   * cost that much memory (our figures have 11 short text chunks) */
  png_set_chunk_malloc_max (png, WY_PNG_CHUNK_MAX);
  png_set_chunk_cache_max (png, WY_PNG_CHUNKS_MAX);
  png_read_info (png, info);
  png_get_text (png, info, &text, &n_text);
  keys = g_new0 (const char *, n_text + 1);
  values = g_new0 (const char *, n_text + 1);
  for (int i = 0; i < n_text; i++)
    {
      keys[i] = text[i].key;
      values[i] = text[i].text ? text[i].text : "";
      ours |= g_str_has_prefix (keys[i], "wythoff:");
    }
  result = !ours ? READ_FOREIGN
           : wy_provenance_parse_pairs (keys, values, n_text, out, error) ? READ_OK
           : READ_REFUSED;
  if (result == READ_OK)
    {
      out->width = png_get_image_width (png, info);
      out->height = png_get_image_height (png, info);
      if (png_get_pHYs (png, info, &rx, &ry, &unit) && unit == PNG_RESOLUTION_METER)
        out->dpi = round (rx * 2.54) / 100;  /* pHYs stores whole pixels per metre */
    }
  png_destroy_read_struct (&png, &info, NULL);
  return result;
}

/* Read from src (after its 8 signature bytes) and word the errors. */
static gboolean
read_provenance (WyPngSource *src, const guint8 sig[8], const char *name, WyProvenance *out,
                 GError **error)
{
  g_autoptr (GError) local = NULL;

  *out = (WyProvenance) { 0 };
  if (png_sig_cmp (sig, 0, 8) != 0)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("“%s” is not a PNG image"), name);
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
  WyPngSource src = { .data = data, .length = length, .pos = MIN (length, 8) };

  return read_provenance (&src, length >= 8 ? data : none, name, out, error);
}

gboolean
wy_export_read_provenance (const char *filename, WyProvenance *out, GError **error)
{
  WyPngSource src = { 0 };
  guint8 sig[8] = { 0 };
  gboolean ok;

  *out = (WyProvenance) { 0 };
  src.fp = g_fopen (filename, "rb");
  if (!src.fp)
    {
      int err = errno;
      g_set_error (error, WY_ERROR, WY_ERROR_IO, _("Could not open “%s”: %s"), filename,
                   g_strerror (err));
      return FALSE;
    }
  if (fread (sig, 1, 8, src.fp) != 8)
    memset (sig, 0, sizeof sig);
  ok = read_provenance (&src, sig, filename, out, error);
  fclose (src.fp);
  return ok;
}

void
wy_provenance_clear (WyProvenance *prov)
{
  g_clear_pointer (&prov->game, g_free);
  g_clear_pointer (&prov->version, g_free);
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
