/* wy-export-gif.c: the elimination as an animated GIF (giflib): one frame a step, one palette from the frames' own colours. */
#define G_LOG_DOMAIN "wy-render"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-export-private.h"

#ifdef WY_HAVE_GIF
#include <gif_lib.h>

/*
 * Why the GIF is exact and small. The figures are drawn in a few colours
 * (with the shades antialiasing makes between them), so a first pass
 * renders every step and counts its colours: up to 256 the palette holds
 * them all and every frame is the step's PNG pixel for pixel. Beyond (a
 * screen style with many antialiased hues) the palette is cut down by
 * median cut, each part keeping its most frequent colour exactly (the
 * background, the marks, the lines), and the GIF's comment says so. The
 * second pass renders each step again and writes only the rectangle that
 * changed since the step before, its unchanged pixels transparent (the
 * index after the colours), kept under the next frame ("do not dispose"): most of a step's
 * board is the step before. With 256 colours no index is left for
 * "unchanged" (the paper style's greys can take all 256 levels): the
 * rectangles are then written opaque, still exact.
 */

#define MAX_COLOURS 255u   /* and one index for "unchanged" */
#define GIF_COLOURS 256u   /* all of a palette: then no index for "unchanged" */

typedef struct {
  guint32 rgb;
  guint64 count;
} Colour;

/* A cairo ARGB32 pixel as 0xRRGGBB (the frames are opaque). */
static inline guint32
pixel_rgb (const guint8 *row, int x)
{
  return ((const guint32 *) row)[x] & 0xffffff;
}

static guint
channel (guint32 rgb, guint c)
{
  return (rgb >> (16 - 8 * c)) & 0xff;
}

/* Count the colours of a frame into counts (rgb -> count). */
static void
count_colours (cairo_surface_t *s, GHashTable *counts)
{
  const guint8 *data = cairo_image_surface_get_data (s);
  int w = cairo_image_surface_get_width (s), h = cairo_image_surface_get_height (s);
  int stride = cairo_image_surface_get_stride (s);

  for (int y = 0; y < h; y++)
    {
      const guint8 *row = data + (gsize) y * stride;
      for (int x = 0; x < w;)
        {
          guint32 rgb = pixel_rgb (row, x);
          gpointer old;
          int run = 1;

          while (x + run < w && pixel_rgb (row, x + run) == rgb)
            run++;
          old = g_hash_table_lookup (counts, GUINT_TO_POINTER (rgb + 1));
          g_hash_table_insert (counts, GUINT_TO_POINTER (rgb + 1),
                               GSIZE_TO_POINTER (GPOINTER_TO_SIZE (old) + (gsize) run));
          x += run;
        }
    }
}

static int
compare_count (const void *a, const void *b)
{
  const Colour *x = a, *y = b;

  if (x->count != y->count)
    return x->count < y->count ? 1 : -1;
  return x->rgb < y->rgb ? -1 : x->rgb > y->rgb;
}

static guint sort_channel;

static int
compare_channel (const void *a, const void *b)
{
  guint x = channel (((const Colour *) a)->rgb, sort_channel);
  guint y = channel (((const Colour *) b)->rgb, sort_channel);

  return x < y ? -1 : x > y;
}

typedef struct {
  guint first, n;   /* a run of the colours array */
} Box;

/* The channel of a box's widest range, and that range. */
static guint
box_range (const Colour *c, const Box *b, guint *which)
{
  guint best = 0;

  *which = 0;
  for (guint ch = 0; ch < 3; ch++)
    {
      guint lo = 255, hi = 0;
      for (guint i = b->first; i < b->first + b->n; i++)
        {
          lo = MIN (lo, channel (c[i].rgb, ch));
          hi = MAX (hi, channel (c[i].rgb, ch));
        }
      if (hi - lo > best)
        best = hi - lo, *which = ch;
    }
  return best;
}

/* Median cut of the n colours into at most MAX_COLOURS boxes; each box is
 * represented by its most frequent colour. The colours are reordered. */
static guint
median_cut (Colour *c, guint n, guint32 *palette)
{
  Box boxes[MAX_COLOURS];
  guint n_boxes = 1;

  boxes[0] = (Box) { 0, n };
  while (n_boxes < MAX_COLOURS)
    {
      guint pick = G_MAXUINT, widest = 0, ch = 0;
      guint64 half, sum = 0;
      guint cut;

      for (guint i = 0; i < n_boxes; i++)
        {
          guint which, r = boxes[i].n > 1 ? box_range (c, &boxes[i], &which) : 0;
          if (r > widest)
            widest = r, pick = i, ch = which;
        }
      if (pick == G_MAXUINT)
        break;
      sort_channel = ch;
      qsort (c + boxes[pick].first, boxes[pick].n, sizeof *c, compare_channel);
      for (guint i = boxes[pick].first; i < boxes[pick].first + boxes[pick].n; i++)
        sum += c[i].count;
      /* cut: the first colour of the second half; both halves non-empty */
      half = sum / 2, sum = 0;
      for (cut = boxes[pick].first + 1; cut < boxes[pick].first + boxes[pick].n - 1; cut++)
        if ((sum += c[cut - 1].count) >= half)
          break;
      boxes[n_boxes++] = (Box) { cut, boxes[pick].first + boxes[pick].n - cut };
      boxes[pick].n = cut - boxes[pick].first;
    }
  for (guint i = 0; i < n_boxes; i++)
    {
      guint top = boxes[i].first;
      for (guint j = boxes[i].first; j < boxes[i].first + boxes[i].n; j++)
        if (c[j].count > c[top].count)
          top = j;
      palette[i] = c[top].rgb;
    }
  return n_boxes;
}

static guint
nearest (const guint32 *palette, guint n, guint32 rgb)
{
  guint best = 0, best_d = G_MAXUINT;

  for (guint i = 0; i < n; i++)
    {
      guint d = 0;
      for (guint ch = 0; ch < 3; ch++)
        {
          int e = (int) channel (palette[i], ch) - (int) channel (rgb, ch);
          d += (guint) (e * e);
        }
      if (d < best_d)
        best_d = d, best = i;
    }
  return best;
}

/* The palette from the colour counts, and every colour's index in it (in
 * counts' place: rgb + 1 -> index + 1). The number of colours found. */
static guint
make_palette (GHashTable *counts, guint32 *palette, guint *n_palette)
{
  guint n = g_hash_table_size (counts), i = 0;
  g_autofree Colour *c = g_new (Colour, n);
  GHashTableIter it;
  gpointer key, value;

  g_hash_table_iter_init (&it, counts);
  while (g_hash_table_iter_next (&it, &key, &value))
    c[i++] = (Colour) { GPOINTER_TO_UINT (key) - 1, GPOINTER_TO_SIZE (value) };
  qsort (c, n, sizeof *c, compare_count);
  if (n <= GIF_COLOURS)
    {
      for (i = 0; i < n; i++)
        palette[i] = c[i].rgb;
      *n_palette = n;
    }
  else
    *n_palette = median_cut (c, n, palette);
  g_hash_table_iter_init (&it, counts);
  while (g_hash_table_iter_next (&it, &key, &value))
    g_hash_table_iter_replace (&it, GUINT_TO_POINTER (nearest (palette, *n_palette,
                                                               GPOINTER_TO_UINT (key) - 1)
                                                      + 1));
  return n;
}

/* A frame as palette indices. */
static void
index_frame (cairo_surface_t *s, GHashTable *index, guint8 *out)
{
  const guint8 *data = cairo_image_surface_get_data (s);
  int w = cairo_image_surface_get_width (s), h = cairo_image_surface_get_height (s);
  int stride = cairo_image_surface_get_stride (s);
  guint32 last = G_MAXUINT32;
  guint8 last_i = 0;

  for (int y = 0; y < h; y++)
    {
      const guint8 *row = data + (gsize) y * stride;
      for (int x = 0; x < w; x++)
        {
          guint32 rgb = pixel_rgb (row, x);
          if (rgb != last)
            {
              last = rgb;
              last_i = (guint8) (GPOINTER_TO_UINT (g_hash_table_lookup (index,
                                                                        GUINT_TO_POINTER (rgb + 1)))
                                 - 1);
            }
          *out++ = last_i;
        }
    }
}

static int
gif_output (GifFileType *gif, const GifByteType *data, int length)
{
  WyTempFile *t = gif->UserData;

  return wy_temp_write_func (t, data, (unsigned int) length) == CAIRO_STATUS_SUCCESS ? length
                                                                                     : 0;
}

static gboolean
gif_failed (WyTempFile *t, int code, GError **error)
{
  return wy_temp_fail (t, GifErrorString (code) ? GifErrorString (code) : "giflib failed",
                       error);
}

/* The provenance as the comment: the title, then "key=value" lines. */
static char *
gif_comment (const WyBoard *board, const WyRenderOptions *r, const WyExportOptions *o,
             guint found, guint kept)
{
  g_auto (GStrv) pairs = wy_export_all_steps_pairs (board, r);
  GString *s = g_string_new (pairs[1]);
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  for (guint i = 2; pairs[i] && pairs[i + 1]; i += 2)
    g_string_append_printf (s, "\n%s=%s", pairs[i], pairs[i + 1]);
  g_string_append_printf (s, "\nwythoff:fps=%s",
                          g_ascii_dtostr (buf, sizeof buf,
                                          o->fps > 0 ? o->fps : WY_EXPORT_DEFAULT_FPS));
  if (o->fade > 1)
    g_string_append_printf (s, "\nwythoff:fade=%u", o->fade);
  if (found > kept)
    g_string_append_printf (s, "\nwythoff:colours=%u quantized to %u", found, kept);
  return g_string_free (s, FALSE);
}

static gboolean
put_header (GifFileType *gif, const guint32 *palette, guint n_palette, int w, int h,
            const char *comment)
{
  int bits = 1;
  ColorMapObject *map;
  static const GifByteType loop[3] = { 1, 0, 0 };   /* play for ever */
  gboolean ok;

  /* the index for "unchanged" after the colours, when there is room */
  while ((1u << bits) < MIN (n_palette + 1, GIF_COLOURS))
    bits++;
  map = GifMakeMapObject (1 << bits, NULL);
  if (!map)
    return FALSE;
  memset (map->Colors, 0, sizeof (GifColorType) * (1u << bits));
  for (guint i = 0; i < n_palette; i++)
    map->Colors[i] = (GifColorType) { channel (palette[i], 0), channel (palette[i], 1),
                                      channel (palette[i], 2) };
  EGifSetGifVersion (gif, true);
  ok = EGifPutScreenDesc (gif, w, h, 8, 0, map) == GIF_OK
       && EGifPutExtensionLeader (gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK
       && EGifPutExtensionBlock (gif, 11, "NETSCAPE2.0") == GIF_OK
       && EGifPutExtensionBlock (gif, 3, loop) == GIF_OK
       && EGifPutExtensionTrailer (gif) == GIF_OK
       && EGifPutComment (gif, comment) == GIF_OK;
  GifFreeMapObject (map);
  return ok;
}

/* One frame: the rectangle where cur differs from prev (all of it for the
 * first frame), unchanged pixels transparent (none when transparent is
 * NO_TRANSPARENT_COLOR); prev becomes cur. */
static gboolean
put_frame (GifFileType *gif, guint8 *prev, const guint8 *cur, gboolean first, int w, int h,
           int delay, int transparent, guint8 *line)
{
  int x0 = w, y0 = h, x1 = -1, y1 = -1;
  gboolean keep = !first && transparent != NO_TRANSPARENT_COLOR;
  GraphicsControlBlock gcb = { .DisposalMode = DISPOSE_DO_NOT, .UserInputFlag = false,
                               .DelayTime = delay,
                               .TransparentColor = keep ? transparent : NO_TRANSPARENT_COLOR };
  GifByteType ext[4];

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      if (first || prev[(gsize) y * w + x] != cur[(gsize) y * w + x])
        {
          x0 = MIN (x0, x), x1 = MAX (x1, x);
          y0 = MIN (y0, y), y1 = MAX (y1, y);
        }
  if (x1 < 0)   /* the same picture: one transparent pixel carries the delay */
    x0 = x1 = y0 = y1 = 0;
  EGifGCBToExtension (&gcb, ext);
  if (EGifPutExtension (gif, GRAPHICS_EXT_FUNC_CODE, 4, ext) != GIF_OK
      || EGifPutImageDesc (gif, x0, y0, x1 - x0 + 1, y1 - y0 + 1, false, NULL) != GIF_OK)
    return FALSE;
  for (int y = y0; y <= y1; y++)
    {
      const guint8 *c = cur + (gsize) y * w;
      guint8 *p = prev + (gsize) y * w;
      for (int x = x0; x <= x1; x++)
        line[x - x0] = keep && p[x] == c[x] ? (guint8) transparent : c[x];
      memcpy (p + x0, c + x0, (gsize) (x1 - x0 + 1));
      if (EGifPutLine (gif, line, x1 - x0 + 1) != GIF_OK)
        return FALSE;
    }
  return TRUE;
}

static gboolean
cancelled (WyTempFile *t, GError **error)
{
  if (!g_cancellable_is_cancelled (t->cancellable) && !t->error)
    return FALSE;
  wy_temp_take_error (t, error);
  return TRUE;
}

/* The first pass: every frame's colours. */
static gboolean
count_frames (WyVideo *v, GHashTable *counts, WyTempFile *t, WyExportProgress *progress,
              GError **error)
{
  for (guint i = 0; i < v->n_frames; i++)
    {
      cairo_surface_t *s;

      if (cancelled (t, error) || !(s = wy_video_frame (v, i, error)))
        return FALSE;
      count_colours (s, counts);
      cairo_surface_destroy (s);
      wy_export_progress_step (progress);
    }
  return TRUE;
}

/* Frame i's delay in hundredths of a second: frames at rate a second,
 * rounded so that they do not drift, at least 2 (what browsers keep); the
 * last holds the final board. */
static int
frame_delay (const WyVideo *v, guint i)
{
  int delay = (int) (lround (100.0 * (i + 1) / v->rate) - lround (100.0 * i / v->rate));

  delay = MAX (delay, 2);
  if (i + 1 == v->n_frames)
    delay = MAX (delay, (int) lround (100 * WY_EXPORT_FINAL_PAUSE));
  return delay;
}

static gboolean
write_frames (GifFileType *gif, WyVideo *v, GHashTable *index, guint n_palette, WyTempFile *t,
              WyExportProgress *progress, GError **error)
{
  int w = v->w, h = v->h;
  g_autofree guint8 *prev = g_try_malloc ((gsize) w * h), *cur = g_try_malloc ((gsize) w * h);
  g_autofree guint8 *line = g_try_malloc ((gsize) w);

  if (!prev || !cur || !line)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY, _("Out of memory writing “%s”"),
                   t->target);
      return FALSE;
    }
  for (guint i = 0; i < v->n_frames; i++)
    {
      cairo_surface_t *s;

      if (cancelled (t, error) || !(s = wy_video_frame (v, i, error)))
        return FALSE;
      index_frame (s, index, cur);
      cairo_surface_destroy (s);
      if (!put_frame (gif, prev, cur, i == 0, w, h, frame_delay (v, i),
                      n_palette < GIF_COLOURS ? (int) n_palette : NO_TRANSPARENT_COLOR, line))
        return gif_failed (t, gif->Error, error);
      wy_export_progress_step (progress);
    }
  return TRUE;
}

gboolean
wy_export_write_gif (const WyBoard *board, const WyExportOptions *o, const WyRenderOptions *r,
                     double width, double height, WyTempFile *t, WyExportProgress *progress,
                     GError **error)
{
  int w = (int) width, h = (int) height;
  g_autoptr (GHashTable) index = g_hash_table_new (NULL, NULL);
  g_autofree char *comment = NULL;
  guint32 palette[GIF_COLOURS];
  guint n_palette, found;
  WyVideo v;
  GifFileType *gif;
  int code = 0;
  gboolean ok;

  wy_video_init (&v, board, o, r, w, h, t);
  if (!count_frames (&v, index, t, progress, error))
    {
      wy_video_clear (&v);
      return FALSE;
    }
  found = make_palette (index, palette, &n_palette);
  if (found > n_palette)
    g_message (_("%s: the figure has %u colours, more than the %u a GIF keeps beside its "
                 "index for unchanged pixels: quantized to %u"), t->target, found, MAX_COLOURS,
               n_palette);
  comment = gif_comment (board, r, o, found, n_palette);
  if (!(gif = EGifOpen (t, gif_output, &code)))
    {
      wy_video_clear (&v);
      return gif_failed (t, code, error);
    }
  ok = put_header (gif, palette, n_palette, w, h, comment)
         ? write_frames (gif, &v, index, n_palette, t, progress, error)
         : gif_failed (t, gif->Error, error);
  wy_video_clear (&v);
  if (EGifCloseFile (gif, &code) != GIF_OK && ok)
    return gif_failed (t, code, error);
  return ok && !cancelled (t, error);
}

#else /* !WY_HAVE_GIF */

gboolean
wy_export_write_gif (const WyBoard *board, const WyExportOptions *o, const WyRenderOptions *r,
                     double width, double height, WyTempFile *t, WyExportProgress *progress,
                     GError **error)
{
  g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
               _("This build of Wythoff Lattice writes no %s: it was built without %s"), "GIF",
               "giflib (libgif-dev)");
  return FALSE;
}

#endif
