/* wy-test-png.c: PNG chunks taken apart and put together, text chunks in every encoding (shared by the fuzz tests). */
#include <string.h>
#include <zlib.h>

#include "wy-test-png.h"

guint
rounds (guint base)
{
  const char *scale = g_getenv ("WY_FUZZ_ITERATIONS");

  return scale ? (guint) (base * g_ascii_strtod (scale, NULL)) : base;
}

GRand *
new_rand (const char *what, guint32 seed)
{
  const char *env = g_getenv ("WY_FUZZ_SEED");

  if (env)
    seed = (guint32) g_ascii_strtoull (env, NULL, 10);

  g_test_message ("%s: seed %u (WY_FUZZ_SEED to repeat)", what, seed);
  return g_rand_new_with_seed (seed);
}

GByteArray *
bytes_of (const char *s, gsize n)
{
  GByteArray *b = g_byte_array_new ();

  g_byte_array_append (b, (const guint8 *) s, n);
  return b;
}

guint32
crc_of (const guint8 *p, gsize n)
{
  guint32 c = 0xffffffffu;

  for (gsize i = 0; i < n; i++)
    {
      c ^= p[i];
      for (int k = 0; k < 8; k++)
        c = (c >> 1) ^ (0xedb88320u & -(c & 1));
    }
  return c ^ 0xffffffffu;
}

guint32
get32 (const guint8 *p)
{
  return (guint32) p[0] << 24 | (guint32) p[1] << 16 | (guint32) p[2] << 8 | p[3];
}

static void
put32 (GByteArray *b, guint32 v)
{
  guint8 p[4] = { v >> 24, v >> 16, v >> 8, v };

  g_byte_array_append (b, p, 4);
}

/* A PNG's chunks (type + data each), without the signature. */
GPtrArray *
split_chunks (const GByteArray *png)
{
  GPtrArray *chunks = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
  gsize at = 8;

  while (at + 12 <= png->len)
    {
      guint32 n = get32 (png->data + at);
      if (n > png->len - at - 12)
        break;
      g_ptr_array_add (chunks, bytes_of ((const char *) png->data + at + 4, n + 4));
      at += 12 + n;
    }
  return chunks;
}

/* Chunks back to a PNG, every CRC right: the mutation reaches the reader. */
GByteArray *
join_chunks (const GPtrArray *chunks)
{
  GByteArray *png = bytes_of ("\x89PNG\r\n\x1a\n", 8);

  for (guint i = 0; i < chunks->len; i++)
    {
      GByteArray *c = g_ptr_array_index (chunks, i);
      put32 (png, c->len - 4);
      g_byte_array_append (png, c->data, c->len);
      put32 (png, crc_of (c->data, c->len));
    }
  return png;
}

const char *const keys[] = {
  "wythoff:game", "wythoff:size", "wythoff:step", "wythoff:view", "wythoff:style",
  "wythoff:dark", "wythoff:axes", "wythoff:selection", "wythoff:version", "wythoff:classes",
  "wythoff:colour", "Title",
};
G_STATIC_ASSERT (G_N_ELEMENTS (keys) == N_KNOWN + 2);

/* A tEXt chunk "key\0value" (type included). */
GByteArray *
text_chunk (const char *key, const char *value)
{
  GByteArray *c = bytes_of ("tEXt", 4);

  g_byte_array_append (c, (const guint8 *) key, strlen (key) + 1);
  g_byte_array_append (c, (const guint8 *) value, strlen (value));
  return c;
}

const char *const enc_names[N_ENCS] = { "tEXt", "zTXt", "iTXt", "iTXt/z" };

/* One zlib deflater a level, kept from value to value: compress2 would set
 * up and free some 256 KiB for each (most of the run's time, in brk). What
 * they write is compress2's, byte for byte (checked in gen_fixed_init). */
static z_stream deflaters[10];
static gboolean deflaters_ready[10];

void
append_deflated (GByteArray *c, const char *text, gsize n, int level)
{
  z_stream *z = &deflaters[level];
  guint at = c->len;
  uLong len;

  if (deflaters_ready[level])
    g_assert_cmpint (deflateReset (z), ==, Z_OK);
  else
    g_assert_cmpint (deflateInit (z, level), ==, Z_OK);
  deflaters_ready[level] = TRUE;
  len = deflateBound (z, n);
  g_byte_array_set_size (c, at + len);
  z->next_in = (Bytef *) text;
  z->avail_in = (uInt) n;
  z->next_out = c->data + at;
  z->avail_out = (uInt) len;
  g_assert_cmpint (deflate (z, Z_FINISH), ==, Z_STREAM_END);
  g_byte_array_set_size (c, at + z->total_out);
}

void
deflaters_end (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (deflaters); i++)
    if (deflaters_ready[i])
      {
        deflateEnd (&deflaters[i]);
        deflaters_ready[i] = FALSE;
      }
}

void
append_string (GByteArray *c, const char *s, gboolean nul)
{
  g_byte_array_append (c, (const guint8 *) s, strlen (s) + (nul ? 1 : 0));
}

/* A chunk (type included) of type and keyword, its data still to come. */
static GByteArray *
keyword_chunk (const char *type, const char *key)
{
  GByteArray *c = bytes_of (type, 4);

  append_string (c, key, TRUE);
  return c;
}

/* An iTXt's flag, method, language and translated keyword. */
static void
append_itxt_head (GRand *r, GByteArray *c, guint8 flag, guint8 method)
{
  static const char *const langs[] = { "", "en", "de-CH", "x-wythoff" };
  static const char *const translated[] = { "", "Spiel", "wythoff:size" };
  guint8 head[2] = { flag, method };

  g_byte_array_append (c, head, 2);
  append_string (c, langs[g_rand_int_range (r, 0, G_N_ELEMENTS (langs))], TRUE);
  append_string (c, translated[g_rand_int_range (r, 0, G_N_ELEMENTS (translated))], TRUE);
}

/* The text chunk of key and value in the encoding: all four read the same. */
GByteArray *
encoded_chunk (GRand *r, Enc enc, const char *key, const char *value)
{
  GByteArray *c;

  if (enc == ENC_TEXT)
    return text_chunk (key, value);
  c = keyword_chunk (enc == ENC_ZTXT ? "zTXt" : "iTXt", key);
  if (enc == ENC_ZTXT)
    g_byte_array_append (c, (const guint8 *) "", 1);  /* method 0 */
  else
    append_itxt_head (r, c, enc == ENC_ITXT_Z, 0);
  if (enc == ENC_ITXT)
    append_string (c, value, FALSE);
  else
    append_deflated (c, value, strlen (value), g_rand_int_range (r, 0, 10));
  return c;
}

/* A zTXt or iTXt chunk of key that does not decode (variant < N_UNDECODABLE). */
GByteArray *
undecodable_chunk (GRand *r, const char *key, const char *value, guint variant)
{
  g_autoptr (GByteArray) z = g_byte_array_new ();
  gboolean ztxt = variant < 5;
  GByteArray *c = keyword_chunk (ztxt ? "zTXt" : "iTXt", key);
  guint8 method = (guint8) g_rand_int_range (r, 1, 256);

  append_deflated (z, value, strlen (value), g_rand_int_range (r, 0, 10));
  switch (variant)
    {
    case 0:  /* a zlib header, then junk */
      {
        guint8 junk[18] = { 0, 0x78, 0x9c };
        guint n = g_rand_int_range (r, 3, sizeof junk + 1);
        for (guint i = 3; i < n; i++)
          junk[i] = (guint8) g_rand_int (r);
        g_byte_array_append (c, junk, n);
      }
      break;
    case 1:  /* the stream cut */
      g_byte_array_append (c, (const guint8 *) "", 1);
      g_byte_array_append (c, z->data, g_rand_int_range (r, 0, z->len));
      break;
    case 2:  /* the stream's check damaged */
      z->data[z->len - 1 - g_rand_int_range (r, 0, 4)] ^= 1u << g_rand_int_range (r, 0, 8);
      g_byte_array_append (c, (const guint8 *) "", 1);
      g_byte_array_append (c, z->data, z->len);
      break;
    case 3:  /* a method that is not deflate */
      g_byte_array_append (c, &method, 1);
      g_byte_array_append (c, z->data, z->len);
      break;
    case 4:  /* nothing after the keyword */
      break;
    case 5:  /* iTXt: the stream cut */
      append_itxt_head (r, c, 1, 0);
      g_byte_array_append (c, z->data, g_rand_int_range (r, 0, z->len));
      break;
    case 6:  /* iTXt: a method that is not deflate */
      append_itxt_head (r, c, 1, method);
      g_byte_array_append (c, z->data, z->len);
      break;
    case 7:  /* iTXt: a flag that is neither 0 nor 1 */
      append_itxt_head (r, c, (guint8) g_rand_int_range (r, 2, 256), 0);
      append_string (c, value, FALSE);
      break;
    case 8:  /* iTXt: the translated keyword not ended */
      g_byte_array_append (c, (const guint8 *) "\0\0en\0Spiel", 10);
      append_string (c, value, FALSE);
      break;
    case 9:  /* iTXt: nothing after the keyword */
      break;
    case 10:  /* iTXt: the flag alone */
      g_byte_array_append (c, (const guint8 *) "", 1);
      break;
    default:  /* iTXt: the language not ended */
      g_byte_array_append (c, (const guint8 *) "\0\0en", 4);
      append_string (c, value, FALSE);
      break;
    }
  return c;
}
