/* test-game-file.c: game files (issue 37): the shipped library read and written back byte for
 * byte, random rules through a file, every refusal one line naming file, line and key, the
 * library's folders; the claims' verdicts and their budget in wy-game-file-claims.c. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "wythoff.h"
#include "wy-test-dir.h"
#include "fuzz/wy-fuzz-targets.h"
#include "wy-game-file-claims.h"

/* The shipped folder: $WY_GAMES_DIR (tests/meson.build sets the source tree's). */
static GPtrArray *
shipped_paths (void)
{
  g_autofree char *dir = wy_library_games_dir ();
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)))
    if (g_str_has_suffix (name, ".wygame"))
      g_ptr_array_add (paths, g_build_filename (dir, name, NULL));
  return paths;
}

static void
test_round_trip (void)
{
  g_autoptr (GPtrArray) paths = shipped_paths ();

  /* issue 37: at least 30 games */
  g_assert_cmpuint (paths->len, >=, 30);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autofree char *bytes = NULL, *written = NULL, *base = g_path_get_basename (path);
      gsize len, out_len;
      GError *error = NULL;
      g_autoptr (WyGameFile) file = wy_game_file_load (path, &error);

      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &bytes, &len, NULL));
      written = wy_game_file_to_data (file, &out_len);
      if (out_len != len || memcmp (bytes, written, len) != 0)
        g_error ("%s is not in the canonical layout: written back it reads\n%s", path, written);
      /* the file's name is its Name; a reference and a claim each */
      g_assert_true (g_str_has_prefix (base, wy_game_file_get_name (file)));
      g_assert_cmpuint (strlen (base), ==, strlen (wy_game_file_get_name (file)) + 7);
      g_assert_nonnull (wy_game_file_get_reference (file));
      g_assert_cmpuint (wy_game_file_get_n_claims (file), >=, 1);
    }
}

/* A random rule string: a family with random keys in their ranges (small values), misere
 * and block now and then, a rule of your own from a few shapes. */
static char *
random_rule (GRand *rand)
{
  static const char *const moves[] = {
    "dx==0||dy==0||dx==dy", "min(dx,dy)<%d||abs(dx-dy)<%d", "dx==0||dy==0||(dx-dy)%%%d==0",
    "dx+dy<=%d||dx==dy", "x%%%d==dx||dy==0",
  };
  static const char *const piles[] = { "d<=%d", "d==1||d==%d", "n-d==n/%d||d==1", "d%%%d==1" };
  WyFamily family = g_rand_int_range (rand, 0, WY_N_FAMILIES);
  GString *out = g_string_new (wy_family_get_name (family));
  guint n_keys;
  const WyParamSpec *keys = wy_family_get_keys (family, &n_keys);
  char sep = ':';

  if (family == WY_FAMILY_MOVES || family == WY_FAMILY_PILE)
    {
      const char *shape = family == WY_FAMILY_MOVES ? moves[g_rand_int_range (rand, 0, 5)]
                                                    : piles[g_rand_int_range (rand, 0, 4)];
      g_autofree char *expr = g_strdup_printf (shape, g_rand_int_range (rand, 2, 6),
                                               g_rand_int_range (rand, 1, 4));
      g_string_append_printf (out, ":rule=(%s)", expr);
      sep = ',';
    }
  else if (family == WY_FAMILY_ADJOIN)
    {
      static const char *const bases[] = { "nim", "wythoff", "mark:k=3", "wyt:a=2,b=2" };
      g_string_append_printf (out, ":base=(%s)", bases[g_rand_int_range (rand, 0, 4)]);
      sep = ',';
    }
  for (guint k = 0; k < n_keys; k++)
    if (g_rand_boolean (rand))
      {
        int hi = MIN (keys[k].max, keys[k].min + 6);
        g_string_append_printf (out, "%c%s=%d", sep, keys[k].key,
                                g_rand_int_range (rand, keys[k].min, hi + 1));
        sep = ',';
      }
  if (wy_family_allows_misere (family) && g_rand_int_range (rand, 0, 4) == 0)
    g_string_append_printf (out, "%cplay=misere", sep);
  return g_string_free (out, FALSE);
}

static void
test_random_rules (void)
{
  guint32 seed = g_test_rand_int ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autofree char *dir = g_dir_make_tmp ("wy-game-file-XXXXXX", NULL);
  guint done = 0;

  g_test_message ("random rules: seed %u", seed);
  for (guint tries = 0; done < 1000 && tries < 100000; tries++)
    {
      g_autofree char *rule = random_rule (rand), *path = NULL, *name = NULL;
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      g_autoptr (WyGameFile) file = NULL, back = NULL;
      g_autoptr (WyGame) again = NULL;
      g_autofree char *a = NULL, *b = NULL;
      GError *error = NULL;

      if (!game)
        continue; /* a combination the family refuses */
      name = g_strdup_printf ("random-%u", done);
      file = wy_game_file_new (game, name);
      /* a new file each time: no fsync for a file replaced (g_file_set_contents) */
      path = g_build_filename (dir, name, NULL);
      g_assert_true (wy_game_file_save (file, path, &error));
      g_assert_no_error (error);
      back = wy_game_file_load (path, &error);
      if (!back)
        g_error ("seed %u: %s written to a file does not read back: %s", seed, rule,
                 error->message);
      again = wy_game_file_get_game (back);
      if (!wy_game_equal (game, again))
        g_error ("seed %u: %s read back is another game", seed, rule);
      a = wy_game_file_to_data (file, NULL);
      b = wy_game_file_to_data (back, NULL);
      g_assert_cmpstr (a, ==, b);
      g_unlink (path);
      done++;
    }
  g_assert_cmpuint (done, ==, 1000);
  rm_rf (dir);
}

static void
test_errors (void)
{
  g_autofree char *big = g_strnfill (WY_GAME_FILE_MAX_BYTES + 1, '#');

  refused ("", "t.wygame: a game file begins with [Game]");
  refused ("[Claim 1]\nKind=table\n", "t.wygame:1: a game file begins with [Game]");
  refused ("Name=t\n", "t.wygame:1: a key before the first group");
  refused ("[Game]\nName=t\n", "t.wygame:1: [Game] Version: missing");
  refused ("[Game]\nVersion=2\n", "t.wygame:2: [Game] Version: version 2 is newer than this "
           "program reads (1)");
  refused ("[Game]\nVersion=1\nName=t\nTitle=x\nRule=wythoff\nView=outcome\nSize=0\nStep=0\n",
           "t.wygame:7: [Game] Size: 0 is out of range, 1 to 65536");
  refused ("[Game]\nVersion=1\nName=t\nTitle=x\nRule=wyt:a=-1\nView=outcome\nSize=9\nStep=0\n",
           "t.wygame:5: [Game] Rule: ");
  refused ("[Game]\nVersion=1\nName=T!\n", "t.wygame:3: [Game] Name: 'T!' must begin with");
  refused ("[Game]\nVersion=1\nName=t\nName=u\n", "t.wygame:4: the key Name comes twice");
  refused ("[Game]\nVersion=1\nColour=red\n", "t.wygame:3: [Game] Colour: not a key of [Game]");
  refused ("[Game]\nVersion=1\nName=t\nTitle=x\nView=outcome\nSize=9\nStep=0\n",
           "t.wygame:1: [Game] Rule: missing");
  refused ("[Game]\nVersion=1\nName=t\nTitle=a\\qb\n",
           "t.wygame:4: [Game] Title: \\q is not an escape");
  refused ("[Game]\nVersion=1\nName=t\nTitle=a\\nb\n",
           "t.wygame:4: [Game] Title: a control character");
  refused ("[Game]\nVersion=1\nView=sideways\n",
           "t.wygame:3: [Game] View: 'sideways' is not a view");
  refused ("[Game]\nVersion=1\nOEIS=A12:ppos-x;\n", "[Game] OEIS: 'A12:ppos-x' is not ANNNNNN");
  refused ("[Game]\nVersion=1\nDOI=doi.org\n", "[Game] DOI: 'doi.org' is not a DOI");
  refused ("[Game]\nVersion=1\n\x01\n", "t.wygame:3: not a Key=Value line");
  /* a whole number too large for 64 bits is out of range, as one a little too large */
  refused ("[Game]\nVersion=1\nName=t\nTitle=x\nRule=wythoff\nView=outcome\n"
           "Size=99999999999999999999999\nStep=0\n",
           "t.wygame:7: [Game] Size: 99999999999999999999999 is out of range, 1 to 65536");
  refused ("[Game]\nVersion=1\nName=t\nTitle=x\nRule=wythoff\nView=outcome\nSize=-\n",
           "t.wygame:7: [Game] Size: '-' is not a whole number");
  /* binary bytes are not a game file, not "a key before the first group" */
  refused ("\x01\x02\x03garbage", "t.wygame:1: a control character (0x01) before the first "
           "group: not a game file");
  {
    /* a UTF-8 byte-order mark is skipped */
    g_autofree char *bom = g_strconcat ("\xef\xbb\xbf", good, NULL);
    g_autoptr (GError) error = NULL;
    g_autoptr (WyGameFile) file = wy_game_file_parse (bom, -1, "t.wygame", &error);

    g_assert_no_error (error);
    g_assert_cmpstr (wy_game_file_get_name (file), ==, "t");
  }
  refused (big, "bytes: a game file holds at most 262144");
  {
    g_autofree char *nul = g_strdup (good);
    GError *error = NULL;
    nul[3] = '\0';
    g_assert_null (wy_game_file_parse (nul, sizeof good - 1, "t.wygame", &error));
    ASSERT_REFUSED (FALSE, error, "a NUL byte");
  }
}

/* Bytes that are not UTF-8, or a NUL, are refused at their line and column, as any other
 * refusal (the reader once said "t.wygame: not UTF-8 text", no line, however long the file). */
static void
test_errors_bytes (void)
{
  refused ("[Game]\nVersion=1\nName=t\nTitle=ab\xff\xfe\nRule=wythoff\n",
           "t.wygame:4: not UTF-8 text: the byte 0xff at column 9");
  refused ("[Game]\nVersion=1\nName=t\nTitle=caf\xc3\n", "t.wygame:4: not UTF-8 text: the "
           "byte 0xc3 at column 10");
  /* a byte-order mark, skipped, is no column */
  refused ("\xef\xbb\xbf[Game\xff]\n", "t.wygame:1: not UTF-8 text: the byte 0xff at column 6");
  {
    static const char nul[] = "[Game]\nVersion=1\nName=t\0x\n";
    GError *error = NULL;

    g_assert_null (wy_game_file_parse (nul, sizeof nul - 1, "t.wygame", &error));
    ASSERT_REFUSED (FALSE, error, "t.wygame:3: a NUL byte at column 7: a game file is text");
  }
}

/* [Game] OEIS pairs an A-number with a sequence of the game, as a claim's What does: a
 * sequence the game has not (of another number of heaps or piles, Grundy values of a game
 * without them) was taken, and `library list --oeis` listed the game under it. */
static void
test_oeis_of_the_game (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGameFile) ok = NULL;

  refused ("[Game]\nVersion=1\nName=t\nTitle=x\nRule=wythoff:heaps=3\nOEIS=A000201:ppos-x;\n"
           "View=outcome\nSize=9\nStep=0\n", "t.wygame:6: [Game] OEIS: 'A000201:ppos-x': ppos-x "
           "is a sequence of one- or two-heap games, and wythoff3 has 3 heaps");
  refused ("[Game]\nVersion=1\nName=t\nTitle=x\nRule=wythoff\nOEIS=A000201:ppos-x;"
           "A000201:ppos3-y=0;\nView=outcome\nSize=9\nStep=0\n", "t.wygame:6: [Game] OEIS: "
           "'A000201:ppos3-y=0': ppos3-y=0 is a sequence of three-heap games, and wythoff has 2");
  /* the OEIS line before the rule's: checked once the rule is known */
  refused ("[Game]\nVersion=1\nName=t\nTitle=x\nOEIS=A000201:ppos-x;\nRule=mark\n"
           "View=outcome\nSize=9\nStep=0\n", "t.wygame:5: [Game] OEIS: 'A000201:ppos-x': ppos-x "
           "is a sequence of two-pile games, and mark has one pile");
  refused ("[Game]\nVersion=1\nName=t\nTitle=x\nRule=wythoff:play=misere\n"
           "OEIS=A002251:grundy-row=1;\nView=outcome\nSize=9\nStep=0\n",
           "t.wygame:6: [Game] OEIS: 'A002251:grundy-row=1': grundy-row=1: wythoff:play=misere "
           "has no Grundy values");
  refused ("[Game]\nVersion=1\nName=t\nTitle=x\nRule=moves:rule=(dz==0)\n"
           "OEIS=A000201:ppos3-y=0;\nView=outcome\nSize=9\nStep=0\n",
           "t.wygame:6: [Game] OEIS: 'A000201:ppos3-y=0': ppos3-y=0: ppos3-y and ppos3-z are "
           "defined for nim:heaps=3, wythoff:heaps=3 and fraenkel3");
  /* the game's own sequences load */
  ok = wy_game_file_parse ("[Game]\nVersion=1\nName=t\nTitle=x\nRule=wythoff:heaps=3\n"
                           "OEIS=A000201:ppos3-y=0;A001950:ppos3-z=0;\nView=outcome\nSize=9\n"
                           "Step=0\n", -1, "t.wygame", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (wy_game_file_get_oeis (ok)[1], ==, "A001950:ppos3-z=0");
}

/* good with its Title replaced */
static char *
titled (const char *title)
{
  return g_strdup_printf ("[Game]\nVersion=1\nName=t\nTitle=%s\nRule=wythoff\nView=outcome\n"
                          "Size=10\nStep=0\n", title);
}

/* The setters refuse what the reader does; a file's name is shown escaped in a message. */
static void
invisible_by_setters_and_names (void)
{
  GError *error = NULL;

  {
    g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
    g_autoptr (WyGameFile) file = wy_game_file_new (game, NULL);
    const char *authors[] = { "A\u2068B", NULL };

    ASSERT_REFUSED (wy_game_file_set_title (file, "evil\u202egpj.exe", &error), error,
                    "Title: U+202E RIGHT-TO-LEFT OVERRIDE at column 5");
    ASSERT_REFUSED (wy_game_file_set_authors (file, authors, &error), error,
                    "Authors: U+2068 FIRST STRONG ISOLATE at column 2");
    ASSERT_REFUSED (wy_game_file_set_notes (file, "\u200b", &error), error, "Notes: U+200B");
  }
  {
    /* a file's name is shown escaped in a message: it cannot turn the line around */
    g_autoptr (WyGameFile) file = wy_game_file_parse ("", -1, "evil\u202e.wygame", &error);

    ASSERT_REFUSED (file != NULL, error, "evil\\u202e.wygame: a game file begins with [Game]");
  }
}

/* Texts shown in the library, the window's title and `library list`: a character that
 * changes the direction of the text around it, or is invisible, is refused naming its key,
 * the character and its column (a title could else be spoofed, or look empty); ordinary
 * text of any script, combining marks and the joiners scripts and emoji need are kept. */
static void
test_invisible_text (void)
{
  static const gunichar hidden[] = { 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067,
                                     0x2068, 0x2069, 0x200b, 0x2060, 0xfeff, 0x2028, 0x2029 };
  static const char *const kept[] = {
    "משחק ויתהוף", "لعبة ويثوف", "بازی\u200cهای ویتهوف", "Wytho\u0308ff's game",
    "👩\u200d👩\u200d👧 plays", "क्\u200dष and क्\u200cष", "Ⅲ · 三堆", "Notes\u00adwith soft hyphen",
  };
  GError *error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (hidden); i++)
    {
      char c[7] = { 0 };
      g_autofree char *text = NULL, *want = NULL;

      g_unichar_to_utf8 (hidden[i], c);
      text = g_strdup_printf ("[Game]\nVersion=1\nName=t\nTitle=Wyt%shoff\n", c);
      want = g_strdup_printf ("t.wygame:4: [Game] Title: U+%04X ", hidden[i]);
      refused (text, want);
      refused (text, "at column 4");
    }
  refused ("[Game]\nVersion=1\nName=t\nTitle=Wyt\u202ehoff\n", "t.wygame:4: [Game] Title: U+202E "
           "RIGHT-TO-LEFT OVERRIDE at column 4: it changes the direction of the text around it");
  refused ("[Game]\nVersion=1\nName=t\nTitle=Wyt\u200bhoff\n", "t.wygame:4: [Game] Title: U+200B "
           "ZERO WIDTH SPACE at column 4: an invisible character");
  /* every text key: a list's element, a claim's text, notes, a counterexample */
  refused ("[Game]\nVersion=1\nAuthors=A. Fraenkel;\u2067B. C;\n", "[Game] Authors: U+2067 "
           "RIGHT-TO-LEFT ISOLATE at column 1");
  refused ("[Game]\nVersion=1\nReference=x \ufeff\n", "[Game] Reference: U+FEFF");
  refused ("[Game]\nVersion=1\nNotes=line\\nline\u202d\n", "[Game] Notes: U+202D "
           "LEFT-TO-RIGHT OVERRIDE at column 10");
  refused_claims ("\n[Claim 1]\nKind=finite\nText=\u202eeurt\nBound=3\nSize=9\nVerdict=holds\n",
                  "t.wygame:12: [Claim 1] Text: U+202E");
  /* the other control characters: DEL and the C1 controls (U+0085 breaks a line) */
  refused ("[Game]\nVersion=1\nName=t\nTitle=a\x7f" "b\n", "[Game] Title: a control character "
           "(U+007F) at column 2");
  refused ("[Game]\nVersion=1\nName=t\nTitle=a\xc2\x85" "b\n", "[Game] Title: a control character "
           "(U+0085) at column 2");
  /* a text that shows nothing */
  refused ("[Game]\nVersion=1\nName=t\nTitle=\\s\n", "[Game] Title: no visible character");
  refused ("[Game]\nVersion=1\nName=t\nTitle=\\s\u200e \u3000\n",
           "[Game] Title: no visible character");
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *text = titled (kept[i]);
      g_autoptr (WyGameFile) file = wy_game_file_parse (text, -1, "t.wygame", &error);

      g_assert_no_error (error);
      g_assert_cmpstr (wy_game_file_get_title (file), ==, kept[i]);
    }
  invisible_by_setters_and_names ();
}

/* The side a file's game is shown on in its view, as the core caps it for the window
 * (the elimination steps, in the grundy view the Grundy classes), asked as a user would */
static guint
view_cap (const char *rule, gboolean grundy, char **reason)
{
  g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
  WyQuery query = { .needs = WY_NEED_ELIMINATION | (grundy ? WY_NEED_GRUNDY_CLASSES : 0) };

  return wy_solve_max_side (game, &query, reason);
}

/* A file asking for a board beyond its game's cap (Size 65536 of a cube) was shown at the
 * cap, and nothing said so: the core says the side it is shown on and, when cut, to what
 * and why. Two heaps, one pile and three, in the outcome and grundy views. */
static void
test_shown_size (void)
{
  static const struct { const char *rule, *view; gboolean cut; } cases[] = {
    { "wythoff:heaps=3", "outcome", TRUE }, { "nim:heaps=3", "grundy", TRUE },
    { "moves:rule=(dx==0||dy==0||dx==dy)", "elimination", TRUE }, { "wythoff", "outcome", FALSE },
    { "wythoff", "grundy", FALSE }, { "mark", "grundy", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("[Game]\nVersion=1\nName=t\nTitle=t\nRule=%s\n"
                                               "View=%s\nSize=65536\nStep=0\n", cases[i].rule,
                                               cases[i].view);
      g_autoptr (GError) error = NULL;
      g_autoptr (WyGameFile) file = wy_game_file_parse (text, -1, "t.wygame", &error);
      g_autofree char *reason = NULL, *note = NULL, *want = NULL;
      guint cap = view_cap (cases[i].rule, g_str_equal (cases[i].view, "grundy"), &reason);
      guint shown = wy_game_file_get_shown_size (file, &note);

      g_assert_no_error (error);
      g_test_message ("%s in %s: %u; %s", cases[i].rule, cases[i].view, shown, note);
      g_assert_cmpuint (wy_game_file_get_size (file), ==, 65536);
      g_assert_cmpuint (cap < 65536, ==, cases[i].cut);
      if (!cases[i].cut)
        {
          g_assert_cmpuint (shown, ==, 65536);
          g_assert_null (note);
          continue;
        }
      g_assert_cmpuint (shown, ==, cap);
      want = g_strdup_printf ("Size 65536 is cut to %u, the largest side %s is solved on in "
                              "the %s view (%s)", cap, cases[i].rule, cases[i].view, reason);
      g_assert_cmpstr (note, ==, want);
      g_assert_cmpuint (wy_game_file_get_shown_size (file, NULL), ==, cap);
    }
}

static void
test_claim_errors (void)
{
  g_autoptr (GString) many = g_string_new (NULL);

  refused_claims ("\n[Claim 2]\nKind=finite\n",
                  "t.wygame:10: [Claim 2]: the group after [Game] is [Claim 1]");
  refused_claims ("\n[Claim 1]\nKind=oracle\n",
                  "t.wygame:11: [Claim 1] Kind: 'oracle' is not a kind");
  refused_claims ("\n[Claim 1]\nKind=finite\nText=t\nBound=3\nVerdict=holds\n",
                  "t.wygame:10: [Claim 1] Size: missing (a claim of kind finite");
  refused_claims ("\n[Claim 1]\nKind=finite\nText=t\nBound=3\nSize=9\nTerms=1;\nVerdict=holds\n",
                  "t.wygame:15: [Claim 1] Terms: not a key of a claim of kind finite");
  refused_claims ("\n[Claim 1]\nKind=finite\nText=t\nBound=3\nSize=9\nVerdict=false\n",
                  "[Claim 1] Counterexample: missing: a claim marked false names");
  refused_claims ("\n[Claim 1]\nKind=oeis\nText=t\nOEIS=A000201\nWhat=pile-p\nTerms=1;x;\n"
                  "Verdict=holds\n", "t.wygame:15: [Claim 1] Terms: 'x' is not a whole number");
  refused_claims ("\n[Claim 1]\nKind=oeis\nText=t\nOEIS=A000201\nWhat=pile-p\nTerms=1;\n"
                  "Verdict=holds\n",
                  "t.wygame:14: [Claim 1] What: pile-p is a sequence of one-pile games");
  refused_claims ("\n[Claim 1]\nKind=formula\nText=t\nWhat=ppos-x\nExpression=floor(n*)\n"
                  "Count=5\nVerdict=holds\n",
                  "t.wygame:14: [Claim 1] Expression: a term expected at column 9");
  refused_claims ("\n[Claim 1]\nKind=table\nText=t\nPositions=1,2;3;\nVerdict=holds\n",
                  "t.wygame:13: [Claim 1] Positions: '3' is not a position x,y");
  refused_claims ("\n[Claim 1]\nKind=period\nText=t\nWhat=grundy-row=1\nPeriod=5\nSalt=5\n"
                  "Preperiod=20\nCount=25\nVerdict=holds\n",
                  "[Claim 1] Count: 25 terms do not reach two periods past the preperiod (30)");
  refused_claims ("\n[Claim 1]\nKind=finite\nText=t\nBound=3\nSize=9\nVerdict=true\n",
                  "[Claim 1] Verdict: 'true' is not a verdict: holds, false, beyond-budget or "
                  "unchecked");
  for (guint i = 1; i <= WY_GAME_FILE_MAX_CLAIMS + 1; i++)
    g_string_append_printf (many, "\n[Claim %u]\nKind=finite\nText=t\nBound=3\nSize=9\n"
                            "Verdict=unchecked\n", i);
  refused_claims (many->str, "more than 64 claims");
}

/* The claims' errors word by word (their English kept as the messages were marked for
 * translation), and one value a value, not "1 values". */
static void
test_claim_errors_worded (void)
{
  refused_claims ("\n[Claim 1]\nKind=table\nText=t\nPositions=0,0;1,2;\nValues=0;\n"
                  "Verdict=holds\n", "[Claim 1] Values: 1 value for 2 positions: one Grundy "
                  "value each");
  refused_claims ("\n[Claim 1]\nKind=table\nText=t\nPositions=0,0;1,2;\nValues=0;1;2;\n"
                  "Verdict=holds\n", "[Claim 1] Values: 3 values for 2 positions: one Grundy "
                  "value each");
  refused_claims ("\n[Claim 1]\nKind=period\nText=t\nWhat=grundy-row=1\nPeriod=5\nSalt=5\n"
                  "Count=10\nVerdict=holds\n", "[Claim 1] Count: 10 terms cannot show a period "
                  "of 5: more than twice the period");
  refused_claims ("\n[Claim 1]\nKind=finite\nText=t\nBound=9\nSize=9\nVerdict=holds\n",
                  "[Claim 1] Size: the board must be larger than the bound (9)");
  refused_claims ("\n[Claim 1]\nKind=formula\nText=t\nRecursion=true\nSize=10\nCount=5\n"
                  "Verdict=holds\n", "[Claim 1] Count: a claim of the paper's recursion "
                  "(Recursion=true) takes Size only");
  refused_claims ("\n[Claim 1]\nKind=formula\nText=t\nWhat=ppos-x\nExpression=n\nCount=5\n"
                  "Size=10\nVerdict=holds\n", "[Claim 1] Size: Size goes with Recursion=true; a "
                  "formula of a sequence has What, Expression and Count");
  refused_claims ("\n[Claim 1]\nKind=formula\nText=t\nWhat=ppos-x\nCount=5\nVerdict=holds\n",
                  "[Claim 1] Expression: missing: a formula has What, Expression and Count (or "
                  "Recursion=true and Size)");
  refused_claims ("\n[Claim 1]\nKind=oeis\nText=t\nOEIS=B000201\nWhat=ppos-x\nTerms=1;\n"
                  "Verdict=holds\n", "[Claim 1] OEIS: 'B000201' is not an A-number (A and six "
                  "digits: A000201)");
  refused_claims ("\n[Claim 1]\nKind=formula\nText=t\nWhat=ppos-x\nExpression=floor(n*)\n"
                  "Count=5\nVerdict=holds\n", "a term expected at column 9 (a formula has "
                  "numbers, n, x, phi, + - * / ^, floor, ceil, sqrt, abs, min, max and "
                  "parentheses)");
}

static void
test_new_and_setters (void)
{
  g_autoptr (WyGame) game = wy_game_parse ("wyt:a=1,b=2", NULL);
  g_autoptr (WyGameFile) file = wy_game_file_new (game, NULL);
  const char *authors[] = { "V. Gurvich", NULL };
  GError *error = NULL;
  g_autofree char *text = NULL;
  g_autoptr (WyGameFile) back = NULL;

  g_assert_cmpstr (wy_game_file_get_name (file), ==, "wyt-a-1-b-2");
  g_assert_cmpstr (wy_game_file_get_view (file), ==, "outcome");
  g_assert_true (wy_game_file_set_title (file, " Leading space; and a semicolon", &error));
  g_assert_true (wy_game_file_set_authors (file, authors, &error));
  /* notes keep line breaks and tabs (docs/game-files.md lists \t among the escapes; before,
   * a tab in Notes was refused as a control character) */
  g_assert_true (wy_game_file_set_notes (file, "two\nlines \\ and a backslash\tand a tab",
                                         &error));
  g_assert_true (wy_game_file_set_view (file, "grundy", &error));
  g_assert_true (wy_game_file_set_size (file, 200, &error));
  g_assert_true (wy_game_file_set_step (file, 3, &error));
  g_assert_no_error (error);
  ASSERT_REFUSED (wy_game_file_set_view (file, "3d", &error), error, "View: '3d' is not a view");
  ASSERT_REFUSED (wy_game_file_set_size (file, 0, &error), error, "Size: 0 is out of range");
  ASSERT_REFUSED (wy_game_file_set_title (file, "a\tb", &error), error, "control character");
  ASSERT_REFUSED (wy_game_file_set_notes (file, "a\rb", &error), error, "control character");
  ASSERT_REFUSED (wy_game_file_set_title (file, NULL, &error), error, "Title: required");
  text = wy_game_file_to_data (file, NULL);
  back = wy_game_file_parse (text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (wy_game_file_get_title (back), ==, " Leading space; and a semicolon");
  g_assert_cmpstr (wy_game_file_get_notes (back), ==, "two\nlines \\ and a backslash\tand a tab");
  g_assert_cmpstr (wy_game_file_get_authors (back)[0], ==, "V. Gurvich");
  g_assert_cmpuint (wy_game_file_get_size (back), ==, 200);
  g_assert_cmpuint (wy_game_file_get_step (back), ==, 3);
  g_assert_null (wy_game_file_get_claim (back, 0));
  g_assert_cmpuint (wy_game_file_get_year (back), ==, 0);
}

static void
write_file (const char *dir, const char *name, const char *text)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static void
test_library (void)
{
  g_autofree char *root = g_dir_make_tmp ("wy-library-XXXXXX", NULL);
  g_autofree char *shipped = g_build_filename (root, "shipped", NULL);
  g_autofree char *old_games = g_strdup (g_getenv ("WY_GAMES_DIR"));
  g_autofree char *user = NULL, *added = NULL;
  g_auto (GStrv) problems = NULL;
  g_autoptr (GPtrArray) files = NULL;
  g_autoptr (WyGame) game = wy_game_parse ("nim", NULL);
  g_autoptr (WyGameFile) mine = wy_game_file_new (game, "b");
  GError *error = NULL;

  g_assert_cmpint (g_mkdir (shipped, 0755), ==, 0);
  write_file (shipped, "b.wygame", "[Game]\nVersion=1\nName=b\nTitle=B\nRule=wythoff\n"
              "View=outcome\n"
              "Size=10\nStep=0\n");
  write_file (shipped, "a.wygame", "[Game]\nVersion=1\nName=a\nTitle=A\nRule=nim\nView=outcome\n"
              "Size=10\nStep=0\n");
  write_file (shipped, "broken.wygame", "[Game]\nVersion=1\nSize=-3\n");
  write_file (shipped, "notes.txt", "not a game");
  g_setenv ("WY_GAMES_DIR", shipped, TRUE);
  g_setenv ("XDG_DATA_HOME", root, TRUE);
  /* GLib reads XDG_DATA_HOME once: the user folder is under the first one it read */
  user = wy_library_user_dir ();
  g_assert_true (g_str_has_prefix (user, root));
  added = wy_library_add (mine, FALSE, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (added, user));
  g_assert_null (wy_library_add (mine, FALSE, &error));
  ASSERT_REFUSED (FALSE, error, "exists");
  files = wy_library_list_full (&problems, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (files->len, >=, 3);
  g_assert_cmpstr (wy_game_file_get_name (g_ptr_array_index (files, 0)), ==, "a");
  g_assert_cmpstr (wy_game_file_get_name (g_ptr_array_index (files, 1)), ==, "b");
  g_assert_false (wy_game_file_is_user (g_ptr_array_index (files, 1)));
  g_assert_cmpstr (wy_game_file_get_name (g_ptr_array_index (files, 2)), ==, "b");
  g_assert_true (wy_game_file_is_user (g_ptr_array_index (files, 2)));
  g_assert_cmpuint (g_strv_length (problems), ==, 1);
  g_assert_nonnull (strstr (problems[0], "broken.wygame:3: [Game] Size: -3 is out of range"));
  g_unlink (added);
  rm_rf (root);
  if (old_games)
    g_setenv ("WY_GAMES_DIR", old_games, TRUE);
}

/* Mutations of the shipped files through the fuzz target's checks: bytes flipped,
 * inserted, cut, lines copied between files, edge values pasted after a '='. */
#define MUTATION_ROUNDS 20000

static const char *const edge_values[] = {
  "", "0", "-1", "2", "65536", "65537", "99999999999999999999", "x", "\\", "\\s", "\\q",
  ";", ";;", "1,2", "1,2,3", "true", "false", "holds", "false\nCounterexample=x", "[Claim 9]",
  "\xff", "\x01", "A000201:ppos-x;", "floor(((((n", "moves:rule=(1)",
};

static void
mutate (GRand *r, GString *b, const GPtrArray *texts)
{
  for (guint k = 0, n = g_rand_int_range (r, 1, 4); k < n; k++)
    {
      guint at = b->len ? g_rand_int_range (r, 0, b->len) : 0;
      const char *other = g_ptr_array_index (texts, g_rand_int_range (r, 0, texts->len));
      const char *line = other + g_rand_int_range (r, 0, strlen (other));
      const char *eq = strchr (b->str + at, '=');
      gsize cut = g_rand_int_range (r, 1, 40);

      switch (g_rand_int_range (r, 0, 5))
        {
        case 0: if (b->len) b->str[at] = (char) g_rand_int_range (r, 0, 256); break;
        case 1: g_string_erase (b, at, MIN (cut, b->len - at)); break;
        case 2: g_string_insert_len (b, at, line, strcspn (line, "\n") + 1); break;
        case 3: if (eq) g_string_insert (b, eq - b->str + 1, edge_values[g_rand_int_range (r, 0,
                                         G_N_ELEMENTS (edge_values))]); break;
        default: g_string_insert_c (b, at, "[]=;\\\n#,"[g_rand_int_range (r, 0, 9)]); break;
        }
    }
}

static void
test_mutations (void)
{
  guint32 seed = g_test_rand_int ();
  g_autoptr (GRand) r = g_rand_new_with_seed (seed);
  g_autoptr (GPtrArray) paths = shipped_paths ();
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  g_test_message ("mutations: seed %u", seed);
  for (guint i = 0; i < paths->len; i++)
    {
      char *text;
      g_assert_true (g_file_get_contents (g_ptr_array_index (paths, i), &text, NULL, NULL));
      g_ptr_array_add (texts, text);
    }
  for (guint i = 0; i < MUTATION_ROUNDS; i++)
    {
      g_autoptr (GString) b = g_string_new (g_ptr_array_index (texts, g_rand_int_range (r, 0,
                                                                      texts->len)));
      mutate (r, b, texts);
      wy_fuzz_game_file ((const guint8 *) b->str, b->len);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/game-file/round-trip", test_round_trip);
  g_test_add_func ("/core/game-file/random-rules", test_random_rules);
  g_test_add_func ("/core/game-file/errors", test_errors);
  g_test_add_func ("/core/game-file/errors-bytes", test_errors_bytes);
  g_test_add_func ("/core/game-file/oeis-of-the-game", test_oeis_of_the_game);
  g_test_add_func ("/core/game-file/invisible-text", test_invisible_text);
  g_test_add_func ("/core/game-file/shown-size", test_shown_size);
  g_test_add_func ("/core/game-file/claim-errors", test_claim_errors);
  g_test_add_func ("/core/game-file/claim-errors-worded", test_claim_errors_worded);
  g_test_add_func ("/core/game-file/verdict-names", test_verdict_names);
  g_test_add_func ("/core/game-file/checks", test_checks);
  g_test_add_func ("/core/game-file/unproven-terms", test_unproven_terms);
  g_test_add_func ("/core/game-file/heaps3", test_heaps3);
  g_test_add_func ("/core/game-file/budget", test_budget);
  g_test_add_func ("/core/game-file/equals-caps", test_equals_caps);
  g_test_add_func ("/core/game-file/cancelled-check", test_cancelled_check);
  g_test_add_func ("/core/game-file/automaton", test_automaton_claims);
  g_test_add_func ("/core/game-file/automaton-add", test_automaton_add);
  g_test_add_func ("/core/game-file/new-and-setters", test_new_and_setters);
  g_test_add_func ("/core/game-file/library", test_library);
  g_test_add_func ("/core/game-file/mutations", test_mutations);
  g_test_add_func ("/core/game-file/detail-translated", test_detail_translated);
  return g_test_run ();
}
