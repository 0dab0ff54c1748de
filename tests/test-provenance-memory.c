/* test-provenance-memory.c: hostile chunk streams read in constant memory, and the one-pile games' memory budgets measured. */
#define G_LOG_DOMAIN "wy-test"
#define _DEFAULT_SOURCE

#include "config.h"

#include <string.h>
#include <png.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <glib/gstdio.h>

#include "wy-export.h"
#include "wy-export-private.h"
#include "wy-render-testing.h"
#include "wy-solution.h"
#include "wy-test-solve.h"
#include "wy-test-png.h"

/* Peak resident kilobytes of a `wythoff` run. */
static glong
peak_kb (const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  /* meson's MALLOC_PERTURB_ fills every allocation, making untouched pages resident */
  g_auto (GStrv) env = g_environ_unsetenv (g_get_environ (), "MALLOC_PERTURB_");
  struct rusage usage;
  GPid pid;
  int status;

  g_ptr_array_add (argv, (char *) g_getenv ("WYTHOFF"));
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_async (NULL, (char **) argv->pdata, env,
                                G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                                &pid, &error));
  g_assert_cmpint (wait4 (pid, &status, 0, &usage), ==, pid);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  return usage.ru_maxrss;
}

/* The largest strip a one-pile game accepts fits the declared 2 GiB: the
 * memory a cell really costs, measured on a whole command between two
 * sizes, times the largest size (3.2 GB for grundy upmark before). */
static void
test_one_pile_budget (void)
{
  const char *games[] = { "upmark", "mark:k=2", "mark:k=5" };

#if defined(__SANITIZE_ADDRESS__)
  g_test_skip ("AddressSanitizer's shadow memory distorts the peak");
  return;
#endif
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    for (guint grundy = 0; grundy < 2; grundy++)
      {
        const char *cmd = grundy ? "grundy" : "ppos";
        /* the far end of the strip: a region near 0 solves only that much */
        const char *small[] = { cmd, games[i], "--size", "1000", "--region", "998,999", NULL };
        const char *big[] = { cmd, games[i], "--size", "4000000", "--region", "3999998,3999999",
                              NULL };
        WyGame *game = wy_game_parse (games[i], NULL);
        guint max = wy_solve_max_size (game, grundy ? WY_NEED_GRUNDY : WY_NEED_STATUS, NULL);
        double per_cell;

        if (!grundy)
          small[4] = big[4] = NULL;  /* ppos has no --region */
        per_cell = (peak_kb (big) - peak_kb (small)) * 1024.0 / 4000000;
        g_test_message ("%s %s: %.2f bytes a cell, at most %u cells: %.2f GiB", cmd, games[i],
                        per_cell, max, per_cell * max / (1 << 30));
        g_assert_cmpfloat (per_cell * max, <=, 2.0 * (1 << 30));
        wy_game_free (game);
      }
}

/* ---- hostile chunk streams, built from a real figure's chunks ---- */

typedef enum { FIG_WHOLE, FIG_BAD_IDAT_CRC, FIG_CUT_IN_IDAT, FIG_NO_IEND } FigureDamage;

typedef struct {
  char    type[5];
  GBytes *data;
} Chunk;

static void
chunk_clear (gpointer p)
{
  g_bytes_unref (((Chunk *) p)->data);
}

/* The chunks of a real 23 x 23 figure. */
static GArray *
figure_chunks (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-prov-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "fig.png", NULL);
  g_autofree guint8 *data = NULL;
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
  g_autoptr (WyBoard) board = wy_test_solve (game, 23, WY_NEED_ELIMINATION, NULL, NULL, NULL, NULL);
  GArray *chunks = g_array_new (FALSE, FALSE, sizeof (Chunk));
  WyExportOptions o;
  gsize len, pos = 8;

  g_array_set_clear_func (chunks, chunk_clear);
  wy_export_options_init (&o);
  o.width = 100;
  g_assert_true (wy_export_write (board, &o, path, NULL));
  g_assert_true (g_file_get_contents (path, (char **) &data, &len, NULL));
  while (pos + 12 <= len)
    {
      guint32 n = (guint32) data[pos] << 24 | data[pos + 1] << 16 | data[pos + 2] << 8 | data[pos + 3];
      Chunk c = { { 0 }, g_bytes_new (data + pos + 8, n) };
      memcpy (c.type, data + pos + 4, 4);
      g_array_append_val (chunks, c);
      pos += 12 + n;
    }
  g_unlink (path);
  g_rmdir (dir);
  return chunks;
}

static void
put_chunk (GByteArray *png, const char *type, const guint8 *data, guint32 n, gboolean good_crc)
{
  guint8 be[4] = { n >> 24, n >> 16, n >> 8, n };
  g_autoptr (GByteArray) body = g_byte_array_new ();
  guint32 crc;

  g_byte_array_append (png, be, 4);
  g_byte_array_append (body, (const guint8 *) type, 4);
  g_byte_array_append (body, data, n);
  crc = crc_of (body->data, body->len) ^ (good_crc ? 0 : 1);
  g_byte_array_append (png, body->data, body->len);
  be[0] = crc >> 24, be[1] = crc >> 16, be[2] = crc >> 8, be[3] = crc;
  g_byte_array_append (png, be, 4);
}

static void
put_text (GByteArray *png, const char *type, const char *key, const guint8 *value, gsize n)
{
  g_autoptr (GByteArray) d = g_byte_array_new ();

  g_byte_array_append (d, (const guint8 *) key, strlen (key) + 1);
  g_byte_array_append (d, value, n);
  put_chunk (png, type, d->data, d->len, TRUE);
}

/* The figure's chunks with `extra` foreign text chunks first, then before
 * IDAT what before() adds, the image data damaged as asked. */
static GByteArray *
build_png (GArray *chunks, guint extra, void (*before) (GByteArray *), FigureDamage damage)
{
  static const guint8 sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
  GByteArray *png = g_byte_array_new ();

  g_byte_array_append (png, sig, 8);
  for (guint i = 0; i < chunks->len; i++)
    {
      const Chunk *c = &g_array_index (chunks, Chunk, i);
      gsize n;
      const guint8 *d = g_bytes_get_data (c->data, &n);
      if (i == 1)
        for (guint k = 0; k < extra; k++)
          {
            g_autofree char *key = g_strdup_printf ("Comment%u", k);
            put_text (png, "tEXt", key, (const guint8 *) "x", 1);
          }
      if (strcmp (c->type, "IDAT") == 0 && before)
        before (png), before = NULL;
      if (strcmp (c->type, "IEND") == 0 && damage == FIG_NO_IEND)
        break;
      put_chunk (png, c->type, d, (guint32) n,
                 !(strcmp (c->type, "IDAT") == 0 && damage == FIG_BAD_IDAT_CRC));
      if (strcmp (c->type, "IDAT") == 0 && damage == FIG_CUT_IN_IDAT)
        {
          g_byte_array_set_size (png, png->len - 4 - n / 2);
          break;
        }
    }
  return png;
}

static gboolean
read_png_bytes (const GByteArray *png, WyProvenance *prov, GError **error)
{
  return wy_provenance_read_bytes (png->data, png->len, "hostile.png", prov, error);
}

static void
add_twice (GByteArray *png)
{
  put_text (png, "tEXt", "wythoff:game", (const guint8 *) "nim", 3);
}

static void
add_bad_ztxt (GByteArray *png)
{
  static const guint8 junk[] = { 0, 0x78, 0x9c, 0xde, 0xad, 0xbe, 0xef };
  put_text (png, "zTXt", "wythoff:style", junk, sizeof junk);
}

static void
add_claim (GByteArray *png)
{
  static const guint8 head[] = { 0x7f, 0xff, 0xff, 0xff, 't', 'E', 'X', 't', 'w', 'y' };
  g_byte_array_append (png, head, sizeof head);
}

/* Peak resident memory of this process, in kilobytes. */
static glong
self_peak_kb (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

/* Many chunks, then a claim of 2 GiB: damage, read in constant memory;
 * more than libpng's 256 cached chunks never hide a key, a duplicate one is
 * refused, an undecodable zTXt with a wythoff: key is refused, and damaged
 * image data after the text (CRC, cut, no IEND) is damage. */
static void
test_hostile_chunks (void)
{
  g_autoptr (GArray) chunks = figure_chunks ();
  WyProvenance prov = { 0 };
  GError *error = NULL;
  glong before;

  {
    g_autoptr (GByteArray) png = build_png (chunks, 1022, add_claim, FIG_NO_IEND);
    before = self_peak_kb ();
    g_assert_cmpuint (png->len, <, 40000);
    g_assert_false (read_png_bytes (png, &prov, &error));
    g_assert_nonnull (strstr (error->message, "damaged"));
    g_assert_cmpint (self_peak_kb () - before, <, 8 * 1024);
    g_clear_error (&error);
  }
  {
    g_autoptr (GByteArray) png = build_png (chunks, 300, NULL, FIG_WHOLE);
    g_assert_true (read_png_bytes (png, &prov, &error));
    g_assert_no_error (error);
    g_assert_cmpstr (prov.game, ==, "wythoff");
    g_assert_cmpuint (prov.size, ==, 23);
    wy_provenance_clear (&prov);
  }
  {
    g_autoptr (GByteArray) png = build_png (chunks, 300, add_twice, FIG_WHOLE);
    g_assert_false (read_png_bytes (png, &prov, &error));
    g_assert_nonnull (strstr (error->message, "given twice"));
    g_clear_error (&error);
  }
  {
    g_autoptr (GByteArray) png = build_png (chunks, 0, add_bad_ztxt, FIG_WHOLE);
    g_assert_false (read_png_bytes (png, &prov, &error));
    g_assert_nonnull (strstr (error->message, "does not decode"));
    g_clear_error (&error);
  }
  for (FigureDamage d = FIG_BAD_IDAT_CRC; d <= FIG_NO_IEND; d++)
    {
      g_autoptr (GByteArray) png = build_png (chunks, 0, NULL, d);
      g_assert_false (read_png_bytes (png, &prov, &error));
      g_assert_nonnull (strstr (error->message, "damaged"));
      g_clear_error (&error);
    }
}

/* One-pile games with block=Q at their accepted maximum: most positions
 * may be P, and the peak stays within the 2 GiB budget (3.2 GB before). */
static void
test_one_pile_block_budget (void)
{
  static const char *const games[] = { "upmark:block=1000", "mark:k=60,block=1000",
                                       "mark:k=3,block=2" };
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (games[i], NULL);
      guint max = wy_solve_max_size (game, WY_NEED_STEPS, NULL);
      g_autofree char *size = g_strdup_printf ("%u", max);
      g_autofree char *region = g_strdup_printf ("%u,%u", max - 10, max - 1);
      const char *steps[] = { "steps", games[i], "--size", size, "--region", region, NULL };
      glong kb = peak_kb (steps);

      g_test_message ("steps %s at %u: %ld MB", games[i], max, kb / 1024);
      g_assert_cmpint (kb, <, 2L << 20);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/provenance/hostile-chunks", test_hostile_chunks);
  g_test_add_func ("/cli/budget/one-pile", test_one_pile_budget);
#if !defined(__SANITIZE_ADDRESS__)
  /* (AddressSanitizer's shadow memory distorts a peak: the plain build measures it) */
  g_test_add_func ("/cli/budget/one-pile-block", test_one_pile_block_budget);
#endif
  return g_test_run ();
}
