/* wy-test-fuzz-gen.c: generated figures for the fuzz test, each with the verdict the reader must give. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>
#include <zlib.h>

#include "wy-export-private.h"
#include "wy-render-testing.h"
#include "fuzz/wy-fuzz-targets.h"
#include "wy-test-solve.h"
#include "wy-test-png.h"
#include "wy-test-fuzz-gen.h"
#include "wy-test-fuzz-gen-private.h"

/* Generated figures (every key, text encoding, many chunks, damage), each
 * with the verdict it must get, after a sweep of every variant. */
#define GEN_ROUNDS 2000

/* ---- generated figures: each with the verdict the reader must give ---- */

static const char *const fault_names[N_FAULTS] = {
  "none", "value", "missing", "unknown", "twice", "undecodable", "damage", "no keys", "huge",
};

#define N_DAMAGE 9

static const char *const unknown_keys[] = {
  "wythoff:colour", "wythoff:", "wythoff:Game", "wythoff:game ", "wythoff:sizes",
  "wythoff:game\x01", "wythoff:wythoff:game",
};

/* A written key at random. */
static guint
some_key (Gen *g)
{
  guint k;

  do
    k = pick (g->r, N_KNOWN);
  while (!g->value[k]);
  return k;
}

/* Where png's first chunk of type starts (its length field). */
static gsize
chunk_at (const GByteArray *png, const char *type)
{
  gsize at = 8;

  while (at + 12 <= png->len && memcmp (png->data + at + 4, type, 4) != 0)
    at += 12 + get32 (png->data + at);
  g_assert_cmpuint (at + 12, <=, png->len);
  return at;
}

static void
put32_at (guint8 *p, guint32 v)
{
  p[0] = v >> 24, p[1] = v >> 16, p[2] = v >> 8, p[3] = v;
}

/* The image data (IDAT and after it, the text before) damaged: variant < N_DAMAGE. */
static void
damage_image (GRand *r, GByteArray *png, guint variant, GString *desc)
{
  gsize idat = chunk_at (png, "IDAT");
  guint32 len = get32 (png->data + idat);
  guint8 bit = 1u << pick (r, 8);

  g_assert_cmpuint (len, >, 0);
  g_assert_cmpmem (png->data + png->len - 8, 4, "IEND", 4);
  g_string_append_printf (desc, " damage %u", variant);
  switch (variant)
    {
    case 0:  /* a bit of the data: the CRC wrong */
      png->data[idat + 8 + pick (r, len)] ^= bit;
      break;
    case 1:  /* a bit of the CRC */
      png->data[idat + 8 + len + pick (r, 4)] ^= bit;
      break;
    case 2:  /* the type's case: the CRC wrong */
      png->data[idat + 4 + pick (r, 4)] ^= 0x20;
      break;
    case 3:  /* cut in IDAT, its CRC or just before it */
      g_byte_array_set_size (png, idat + pick (r, 12 + len));
      break;
    case 4:  /* no IEND */
      g_byte_array_set_size (png, png->len - 12);
      break;
    case 5:  /* cut in IEND */
      g_byte_array_set_size (png, png->len - g_rand_int_range (r, 1, 12));
      break;
    case 6:  /* the IEND's CRC */
      png->data[png->len - 1 - pick (r, 4)] ^= bit;
      break;
    case 7:  /* IDAT claims more than it has */
      put32_at (png->data + idat, len + g_rand_int_range (r, 1, 100));
      break;
    default:  /* IDAT claims more than a PNG chunk may */
      put32_at (png->data + idat, len | 0x80000000u);
      break;
    }
}

/* Insert chunk c at a random place of texts (from `from` on). */
static void
insert_anywhere (GRand *r, GPtrArray *texts, guint from, GByteArray *c)
{
  g_ptr_array_insert (texts, g_rand_int_range (r, from, texts->len + 1), c);
}

static void
describe (GString *desc, const char *key, const char *value, const char *how)
{
  g_autofree char *q = wy_provenance_quote (value, 24);

  g_string_append_printf (desc, " %s=%s (%s%s)", key, q, how, strlen (value) > 24 ? ", long" : "");
}

/* The written keys' chunks into texts (from `first` on), the undecodable
 * or huge one among them as the fault asks. */
static void
gen_key_chunks (Gen *g, GPtrArray *texts, guint first, guint sub)
{
  GRand *r = g->r;
  guint odd = N_KNOWN;

  if (g->fault == FAULT_UNDECODABLE || g->fault == FAULT_HUGE)
    odd = some_key (g);
  for (guint k = 0; k < N_KNOWN; k++)
    if (g->value[k] && g->fault != FAULT_NO_KEYS)
      {
        GByteArray *c = k == odd && g->fault == FAULT_UNDECODABLE
                        ? undecodable_chunk (r, keys[k], g->value[k], sub)
                        : encoded_chunk (r, g->enc[k], keys[k], g->value[k]);
        if (k == odd && g->fault == FAULT_HUGE)
          {
            /* past the value's end (a NUL, or the zlib stream's end) bytes
             * up to more than 64 KiB: the value read alone would be good */
            guint n = (64u << 10) - c->len + 5 + pick (r, 1000);
            g_autofree guint8 *pad = g_malloc (n);
            memset (pad, 'j', n);
            pad[0] = '\0';
            g_byte_array_append (c, pad, n);
          }
        insert_anywhere (r, texts, first, c);
        describe (g->desc, keys[k], g->value[k], k == odd && g->fault == FAULT_UNDECODABLE
                  ? "undecodable" : enc_names[g->enc[k]]);
        if (k == odd && g->fault == FAULT_HUGE)
          g_string_append_printf (g->desc, "[chunk of %u bytes]", c->len - 4);
      }
}

/* A key given twice, or one the reader does not know, as the fault asks. */
static void
gen_extra_key (Gen *g, GPtrArray *texts, guint sub)
{
  GRand *r = g->r;

  if (g->fault == FAULT_TWICE)
    {
      /* the same key again, same value or another, before or after the first */
      guint k = some_key (g);
      const char *v = pick (r, 2) ? g->value[k] : "1";
      Enc enc = pick (r, N_ENCS);
      insert_anywhere (r, texts, 0, encoded_chunk (r, enc, keys[k], v));
      describe (g->desc, keys[k], v, "again");
      g->expect = "given twice";
    }
  else if (g->fault == FAULT_UNKNOWN)
    {
      const char *key = unknown_keys[sub];
      Enc enc = pick (r, N_ENCS);
      insert_anywhere (r, texts, 0, encoded_chunk (r, enc, key, "1"));
      describe (g->desc, key, "1", enc_names[enc]);
      g->expect = "not a key this program writes";
    }
}

/* The figure of case g: its text chunks among the base figure's, with the
 * fault (sub: its variant) on it. */
static GByteArray *
gen_png (Gen *g, guint sub)
{
  GRand *r = g->r;
  const GenFixed *fx = g->fx;
  g_autoptr (GPtrArray) texts = g_ptr_array_new ();
  g_autoptr (GPtrArray) chunks = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
  guint many = pick (r, 4), first, where;
  GByteArray *png;

  /* foreign text: a few chunks, or 300 before the wythoff: ones, or 300 among them */
  for (guint i = 0, n = many >= 2 ? 300 : pick (r, 6); i < n; i++)
    {
      GByteArray *f = g_ptr_array_index (fx->foreign, pick (r, fx->foreign->len));
      g_ptr_array_add (texts, bytes_of ((const char *) f->data, f->len));
    }
  first = many == 2 ? texts->len : 0;
  g_string_append_printf (g->desc, "; %u foreign chunks%s;", texts->len,
                          many == 2 ? " before" : many == 3 ? " among" : "");
  gen_key_chunks (g, texts, first, sub);
  gen_extra_key (g, texts, sub);
  /* the text after IHDR, or between the image data and IEND */
  for (guint i = 0; i < fx->base->len; i++)
    {
      GByteArray *c = g_ptr_array_index (fx->base, i);
      g_ptr_array_add (chunks, bytes_of ((const char *) c->data, c->len));
    }
  where = g->fault != FAULT_DAMAGE && pick (r, 4) == 0 ? chunks->len - 1 : 1;
  for (guint i = 0; i < texts->len; i++)
    g_ptr_array_insert (chunks, where + i, g_ptr_array_index (texts, i));
  png = join_chunks (chunks);
  if (g->fault == FAULT_DAMAGE)
    damage_image (r, png, sub, g->desc);
  return png;
}

/* Read case g's figure: the verdict and the values are those wanted. */
static void
gen_check (Gen *g, const GByteArray *png)
{
  g_autoptr (GError) error = NULL;
  WyProvenance got;
  const WyProvenance *w = &g->want;
  gboolean ok = wy_provenance_read_bytes (png->data, png->len, "gen.png", &got, &error);

#define GEN_CHECK(cond)                                                                   \
  G_STMT_START {                                                                          \
    if (!(cond))                                                                          \
      g_error ("%s\n  wanted %s, got %s: %s", g->desc->str, fault_names[g->fault],        \
               ok ? "accepted" : "refused", error ? error->message : "(no error)");     \
  } G_STMT_END
  GEN_CHECK (ok == (g->fault == FAULT_NONE));
  GEN_CHECK (ok == (error == NULL));
  if (!ok)
    {
      GEN_CHECK (got.game == NULL && got.version == NULL);
      GEN_CHECK (strstr (error->message, g->expect)
                 || (g->expect2 && strstr (error->message, g->expect2)));
      return;
    }
  GEN_CHECK (g_strcmp0 (got.game, w->game) == 0);
  GEN_CHECK (got.size == w->size && got.step == w->step);
  GEN_CHECK (got.view == w->view && got.style == w->style);
  GEN_CHECK (got.dark == w->dark && got.axes == w->axes);
  GEN_CHECK (got.has_selection == w->has_selection);
  GEN_CHECK (!w->has_selection || (got.selection.x == w->selection.x
                                   && got.selection.y == w->selection.y));
  GEN_CHECK (g_strcmp0 (got.version, w->version) == 0);
  GEN_CHECK (got.has_classes == w->has_classes && got.classes == w->classes);
  GEN_CHECK (got.width == g->fx->width && got.height == g->fx->height);
  GEN_CHECK (got.dpi == g->fx->dpi);
#undef GEN_CHECK
  wy_provenance_clear (&got);
}

/* One case as asked: read, checked, and fed to the fuzz target's checks. */
static void
gen_run (GRand *r, const GenFixed *fx, guint index, const GenAsk *ask, guint *counts)
{
  Gen g = { .r = r, .fx = fx, .ask = ask,
            .want = { .view = WY_VIEW_OUTCOME, .style = WY_STYLE_PAPER, .axes = TRUE } };
  guint sub = ask->sub;
  GByteArray *png;

  g.desc = g_string_new (NULL);
  gen_values (&g);
  if (ask->force < N_KNOWN && ask->enc < N_ENCS)
    g.enc[ask->force] = ask->enc;
  if (g.fault == FAULT_NONE)
    g.fault = ask->fault;
  switch (g.fault)
    {
    case FAULT_MISSING:
      g.expect = sub ? "wythoff:size is missing" : "wythoff:game is missing";
      g_clear_pointer (&g.value[sub ? K_SIZE : K_GAME], g_free);
      break;
    case FAULT_UNDECODABLE:
      g.expect = "does not decode";
      break;
    case FAULT_DAMAGE:
      g.expect = "damaged PNG image";
      break;
    case FAULT_NO_KEYS:
      g.expect = "no Wythoff Lattice provenance";
      break;
    case FAULT_HUGE:
      g.expect = "bytes long";
      break;
    default:
      break;
    }
  g_string_printf (g.desc, "case %u: %s", index, fault_names[g.fault]);
  png = gen_png (&g, sub);
  gen_check (&g, png);
  wy_fuzz_provenance (png->data, png->len);
  counts[g.fault]++;
  g_byte_array_unref (png);
  for (guint k = 0; k < N_KNOWN; k++)
    g_free (g.value[k]);
  wy_provenance_clear (&g.want);
  g_string_free (g.desc, TRUE);
}

/* Text chunks a reader must pass over: other keys, look-alikes of ours,
 * other tools' compressed text, some that do not decode. */
static GPtrArray *
foreign_chunks (GRand *r)
{
  static const char *const pairs[][2] = {
    { "Title", "Wythoff Lattice: wythoff on 10x10" }, { "Software", "Wythoff Lattice" },
    { "Comment", "wythoff:game=nim" }, { "Wythoff:game", "nim" }, { "wythoff", "x" },
    { "WYTHOFF:size", "0" }, { " wythoff:game", "bad" }, { "game", "nosuchgame" },
    { "wythoff-size", "0" }, { "Author", "\xff\xfe" }, { "Description", "" },
  };
  GPtrArray *f = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
  g_autofree char *many = g_strnfill (1000, 'a');
  g_autofree char *keyword = g_strnfill (100, 'k');
  GByteArray *c;

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    for (Enc enc = 0; enc < N_ENCS; enc++)
      g_ptr_array_add (f, encoded_chunk (r, enc, pairs[i][0], pairs[i][1]));
  g_ptr_array_add (f, encoded_chunk (r, ENC_ZTXT, "Comment", many));
  for (guint v = 0; v < N_UNDECODABLE; v++)
    g_ptr_array_add (f, undecodable_chunk (r, "Comment", "wythoff:game", v));
  g_ptr_array_add (f, bytes_of ("tEXtno separator", 16));
  g_ptr_array_add (f, bytes_of ("zTXt", 4));
  g_ptr_array_add (f, bytes_of ("iTXt", 4));
  c = bytes_of ("tEXt", 4);
  append_string (c, keyword, TRUE);  /* a keyword longer than PNG's 79 bytes */
  g_ptr_array_add (f, c);
  g_ptr_array_add (f, bytes_of ("prVtwythoff:game\0nim", 20));
  return f;
}

/* The fixed part: the seed figure's chunks without its text, the games. */
static void
gen_fixed_init (GenFixed *fx, GRand *r, const GByteArray *seed)
{
  WyProvenance prov;

  g_assert_true (wy_provenance_read_bytes (seed->data, seed->len, "seed.png", &prov, NULL));
  fx->width = prov.width;
  fx->height = prov.height;
  fx->dpi = prov.dpi;
  wy_provenance_clear (&prov);
  fx->base = split_chunks (seed);
  for (guint i = fx->base->len; i-- > 0;)
    {
      GByteArray *c = g_ptr_array_index (fx->base, i);
      if (memcmp (c->data, "tEXt", 4) == 0 || memcmp (c->data, "zTXt", 4) == 0
          || memcmp (c->data, "iTXt", 4) == 0)
        g_ptr_array_remove_index (fx->base, i);
    }
  for (guint i = 0; i < G_N_ELEMENTS (good_games); i++)
    {
      g_autoptr (GError) error = NULL;
      WyGame *game = wy_game_parse (good_games[i], &error);
      g_assert_no_error (error);
      fx->canon[i] = wy_game_to_string (game);
      fx->one_pile[i] = wy_game_is_one_pile (game);
      fx->max_size[i][0] = wy_test_max_side (game, WY_NEED_ELIMINATION);
      fx->max_size[i][1] = wy_test_max_side (game, WY_NEED_ELIMINATION | WY_NEED_GRUNDY_CLASSES);
      wy_game_free (game);
    }
  /* the bad games are bad, so a refusal for them is the right one */
  for (guint i = 0; i < G_N_ELEMENTS (bad_games); i++)
    {
      WyGame *game = wy_game_parse (bad_games[i], NULL);
      g_assert_null (game);
    }
  fx->foreign = foreign_chunks (r);
  for (int level = 0; level < 10; level++)
    {
      static const char text[] = "wyt:a=1,b=2";
      g_autoptr (GByteArray) z = g_byte_array_new ();
      guint8 want[64];
      uLongf n = sizeof want;

      g_assert_cmpint (compress2 (want, &n, (const Bytef *) text, strlen (text), level), ==, Z_OK);
      append_deflated (z, text, strlen (text), level);
      g_assert_cmpmem (z->data, z->len, want, n);
    }
}

/* Generated figures: first every key with each of its good and bad values
 * in each text encoding, each fault with each of its variants, then random
 * cases; each one's verdict asserted. */
void
generated_figures (const GByteArray *seed)
{
  g_autoptr (GRand) r = new_rand ("generated figures", g_test_rand_int ());
  GenFixed fx = { 0 };
  guint counts[N_FAULTS] = { 0 }, index = 0, n = rounds (GEN_ROUNDS);
  GString *tally = g_string_new (NULL);

  gen_fixed_init (&fx, r, seed);
  /* every value of every key, in every encoding, on one pile and two, in
   * the Grundy view (its own budget) and another */
  for (guint k = 0; k < N_KNOWN; k++)
    for (guint good = 0; good < 2; good++)
      for (guint v = 0; v < n_variants[k][!good]; v++)
        for (Enc enc = 0; enc < N_ENCS; enc++)
          for (int c = 0; c < 4; c++)
            {
              GenAsk ask = { k, good, v, enc, c & 1, c >> 1, FAULT_NONE, 0 };
              gen_run (r, &fx, index++, &ask, counts);
            }
  /* every fault with each of its variants */
  for (Fault f = FAULT_MISSING; f < N_FAULTS; f++)
    {
      guint subs = f == FAULT_UNDECODABLE ? N_UNDECODABLE : f == FAULT_DAMAGE ? N_DAMAGE
                   : f == FAULT_UNKNOWN ? G_N_ELEMENTS (unknown_keys) : f == FAULT_MISSING ? 2 : 1;
      for (guint s = 0; s < subs; s++)
        for (guint i = 0; i < 8; i++)
          {
            GenAsk ask = { N_KNOWN, TRUE, 0, N_ENCS, -1, -1, f, s };
            gen_run (r, &fx, index++, &ask, counts);
          }
    }
  /* then at random */
  for (guint i = 0; i < n; i++)
    {
      Fault f = pick (r, 3) ? pick (r, N_FAULTS) : FAULT_NONE;
      GenAsk ask = { f == FAULT_VALUE ? pick (r, N_KNOWN) : N_KNOWN, FALSE, 0, N_ENCS, -1, -1, f, 0 };
      ask.variant = ask.force < N_KNOWN ? pick (r, n_variants[ask.force][1]) : 0;
      ask.sub = f == FAULT_UNDECODABLE ? pick (r, N_UNDECODABLE)
                : f == FAULT_DAMAGE ? pick (r, N_DAMAGE)
                : f == FAULT_UNKNOWN ? pick (r, G_N_ELEMENTS (unknown_keys))
                : f == FAULT_MISSING ? pick (r, 2) : 0;
      gen_run (r, &fx, index++, &ask, counts);
    }
  for (guint f = 0; f < N_FAULTS; f++)
    g_string_append_printf (tally, "%s%s %u", f ? ", " : "", fault_names[f], counts[f]);
  g_test_message ("%u generated figures (%s)", index, tally->str);
  for (guint f = 0; f < N_FAULTS; f++)
    g_assert_cmpuint (counts[f], >, 0);
  g_string_free (tally, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (good_games); i++)
    g_free (fx.canon[i]);
  g_ptr_array_unref (fx.base);
  g_ptr_array_unref (fx.foreign);
  deflaters_end ();
}
