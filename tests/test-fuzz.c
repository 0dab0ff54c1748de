/* test-fuzz.c: a deterministic mutation loop over rule strings and real PNG figures, and generated figures each with its verdict (run under ASan/UBSan too). */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "wy-export-private.h"
#include "wy-render-testing.h"
#include "fuzz/wy-fuzz-targets.h"
#include "wy-test-solve.h"
#include "wy-test-png.h"
#include "wy-test-fuzz-gen.h"

/* Iterations: a few seconds under the sanitizers; WY_FUZZ_ITERATIONS scales
 * them, WY_FUZZ_SEED picks another (logged) sequence. The generated
 * figures' seed is g_test_rand_int's (GLib's --seed) unless WY_FUZZ_SEED. */
#define RULE_ROUNDS 50000
#define PNG_ROUNDS 20000

static const char *const rule_seeds[] = {
  "wythoff", "nim", "fraenkel:a=2", "wyt:a=1,b=2", "wytc:a=1,b=2,c=3", "wyt:a=2,b=3,play=misere",
  "nimpq:a=2,b=2,p=2,q=2", "nimpq:p=3,reading=sec7", "stwythoff:s=2,t=1", "restricted:s=1,t=2",
  /* (gamma with i = 2..4 costs 0.3 s a parse: left to its own test) */
  "gamma:s=2,t=1", "imitation:p=2", "mark:k=5", "upmark:play=misere", " wyt : a = 1 ",
  "wyt:a=1,a=2",
  /* rules of your own: each parsed one is also solved on a small board
   * against its scalar moves (wy_fuzz_rule) */
  "moves:rule=(min(dx,dy)<2||abs(dx-dy)<1)", "moves:rule=(dx==0||dy==0||x%3==dy/(dx-1)),block=2",
  "moves:rule=(-dx*9223372036854775807<-1||!(dy>x))", "pile:rule=(d<=1||n-d==n/2),play=misere",
  "adjoin:base=(adjoin:base=(nim))", "adjoin:base=(moves:rule=(max(dx,dy)%2==1))",
};

/* Values that sit on or just past an edge. */
static const char *const edges[] = {
  "0", "1", "-1", "2", "1000", "1001", "4294967295", "4294967296", "4294967319",
  "99999999999999999999", "23abc", "23.9", " 23", "", "yes", "no", "none", "0,0", "1,2,3",
  "outcome", "grundy", "paper", "\x1b[31m", "\xff\xfe", "wyt:a=1,b=2", "mark:k=2",
};

/* ---- byte mutations ---- */

static void
insert_bytes (GByteArray *b, guint at, const guint8 *data, guint n)
{
  guint len = b->len;

  g_byte_array_set_size (b, len + n);
  memmove (b->data + at + n, b->data + at, len - at);
  memcpy (b->data + at, data, n);
}

static void
mutate_bytes (GRand *r, GByteArray *b, const GPtrArray *others)
{
  guint n = g_rand_int_range (r, 1, 5);

  for (guint k = 0; k < n; k++)
    {
      guint len = b->len, at = len ? g_rand_int_range (r, 0, len) : 0;
      switch (g_rand_int_range (r, 0, 7))
        {
        case 0:
          if (len)
            b->data[at] ^= 1u << g_rand_int_range (r, 0, 8);
          break;
        case 1:
          if (len)
            b->data[at] = (guint8) g_rand_int_range (r, 0, 256);
          break;
        case 2:
          {
            guint8 c = (guint8) ",=:-0123456789 a\0\xff"[g_rand_int_range (r, 0, 18)];
            insert_bytes (b, at, &c, 1);
          }
          break;
        case 3:
          if (len)
            {
              guint cut = g_rand_int_range (r, 1, 8);
              g_byte_array_remove_range (b, at, MIN (cut, len - at));
            }
          break;
        case 4:
          {
            const char *e = edges[g_rand_int_range (r, 0, G_N_ELEMENTS (edges))];
            insert_bytes (b, at, (const guint8 *) e, strlen (e));
          }
          break;
        case 5:
          if (len && len < 4096)
            {
              /* duplicate a stretch */
              guint n2 = g_rand_int_range (r, 1, 16);
              n2 = MIN (n2, len - at);
              g_autofree guint8 *copy = g_memdup2 (b->data + at, n2);
              g_byte_array_append (b, copy, n2);
            }
          break;
        default:
          if (others && others->len)
            {
              /* splice: our head, another seed's tail */
              GByteArray *o = g_ptr_array_index (others, g_rand_int_range (r, 0, others->len));
              guint from = o->len ? g_rand_int_range (r, 0, o->len) : 0;
              g_byte_array_set_size (b, at);
              g_byte_array_append (b, o->data + from, o->len - from);
            }
          break;
        }
    }
}

static void
test_rules (void)
{
  g_autoptr (GRand) r = new_rand ("rules", 20261122);
  g_autoptr (GPtrArray) seeds = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
  guint n = rounds (RULE_ROUNDS);

  for (guint i = 0; i < G_N_ELEMENTS (rule_seeds); i++)
    {
      g_ptr_array_add (seeds, bytes_of (rule_seeds[i], strlen (rule_seeds[i])));
      wy_fuzz_rule ((const guint8 *) rule_seeds[i], strlen (rule_seeds[i]));
    }
  for (guint i = 0; i < n; i++)
    {
      GByteArray *s = g_ptr_array_index (seeds, g_rand_int_range (r, 0, seeds->len));
      GByteArray *b = bytes_of ((const char *) s->data, s->len);
      mutate_bytes (r, b, seeds);
      wy_fuzz_rule (b->data, b->len);
      g_byte_array_unref (b);
    }
  g_test_message ("%u rule strings", n);
}

/* ---- PNG figures ---- */

static void
mutate_chunks (GRand *r, GPtrArray *chunks, const GPtrArray *texts)
{
  guint i = chunks->len > 2 ? g_rand_int_range (r, 1, chunks->len - 1) : 0;
  GByteArray *c = chunks->len ? g_ptr_array_index (chunks, i) : NULL;

  switch (g_rand_int_range (r, 0, 5))
    {
    case 0:  /* a chunk's data, CRC kept right */
      if (c && c->len > 4)
        {
          GByteArray *data = bytes_of ((const char *) c->data + 4, c->len - 4);
          mutate_bytes (r, data, texts);
          g_byte_array_set_size (c, 4);
          g_byte_array_append (c, data->data, data->len);
          g_byte_array_unref (data);
        }
      break;
    case 1:  /* a chunk twice */
      if (c)
        g_ptr_array_insert (chunks, i, bytes_of ((const char *) c->data, c->len));
      break;
    case 2:  /* a chunk gone */
      if (c)
        g_ptr_array_remove_index (chunks, i);
      break;
    default:  /* a key with a value from the edge */
      g_ptr_array_insert (chunks, MAX (i, 1),
                          text_chunk (keys[g_rand_int_range (r, 0, G_N_ELEMENTS (keys))],
                                      edges[g_rand_int_range (r, 0, G_N_ELEMENTS (edges))]));
      break;
    }
}

/* Real figures from the render API: the seeds. */
static GPtrArray *
figure_seeds (void)
{
  GPtrArray *seeds = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
  g_autofree char *dir = g_dir_make_tmp ("wy-fuzz-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "seed.png", NULL);
  const struct { const char *rule; guint size; WyView view; guint step; gboolean sel; } figs[] = {
    { "wythoff", 10, WY_VIEW_OUTCOME, 0, FALSE },
    { "nimpq:p=2", 8, WY_VIEW_ELIMINATION, 2, TRUE },
    { "mark:k=3", 12, WY_VIEW_GRUNDY, 0, TRUE },
    { "upmark", 9, WY_VIEW_FORMULA, 1, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (figs); i++)
    {
      g_autoptr (GError) error = NULL;
      WyGame *game = wy_game_parse (figs[i].rule, NULL);
      WyBoard *board = wy_test_solve (game, figs[i].size, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL, NULL, NULL,
                                       &error);
      WyExportOptions o;
      char *data;
      gsize len;

      g_assert_no_error (error);
      wy_export_options_init (&o);
      o.width = 16;
      o.render.view = figs[i].view;
      o.render.step = figs[i].step;
      o.render.has_selection = figs[i].sel;
      o.render.selection = (WyPos) { 1, 0 };
      g_assert_true (wy_export_write (board, &o, path, &error));
      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      g_ptr_array_add (seeds, g_byte_array_new_take ((guint8 *) data, len));
      wy_board_unref (board);
      wy_game_free (game);
    }
  g_unlink (path);
  g_rmdir (dir);
  return seeds;
}

static void
test_figures (void)
{
  g_autoptr (GRand) r = new_rand ("figures", 20261122);
  g_autoptr (GPtrArray) seeds = figure_seeds ();
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
  guint n = rounds (PNG_ROUNDS);

  for (guint i = 0; i < G_N_ELEMENTS (edges); i++)
    g_ptr_array_add (texts, bytes_of (edges[i], strlen (edges[i])));
  for (guint i = 0; i < seeds->len; i++)
    {
      GByteArray *s = g_ptr_array_index (seeds, i);
      WyProvenance prov;
      /* the seeds themselves are read back whole */
      g_assert_true (wy_provenance_read_bytes (s->data, s->len, "seed.png", &prov, NULL));
      wy_provenance_clear (&prov);
    }
  for (guint i = 0; i < n; i++)
    {
      GByteArray *s = g_ptr_array_index (seeds, g_rand_int_range (r, 0, seeds->len));
      GByteArray *png;

      if (i % 4 == 0)
        {
          /* raw bytes: mostly damage the reader must name */
          png = bytes_of ((const char *) s->data, s->len);
          mutate_bytes (r, png, seeds);
        }
      else
        {
          g_autoptr (GPtrArray) chunks = split_chunks (s);
          guint k = g_rand_int_range (r, 1, 4);
          while (k--)
            mutate_chunks (r, chunks, texts);
          png = join_chunks (chunks);
        }
      wy_fuzz_provenance (png->data, png->len);
      g_byte_array_unref (png);
    }
  g_test_message ("%u figures", n);
  generated_figures (g_ptr_array_index (seeds, 0));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/fuzz/rules", test_rules);
  g_test_add_func ("/render/fuzz/figures", test_figures);
  return g_test_run ();
}
