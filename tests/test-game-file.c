/* test-game-file.c: game files (issue 37): the shipped library read and written back byte for
 * byte, random rules through a file, every refusal one line naming file, line and key, the
 * claims' verdicts and their budget, the library's folders. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "wythoff.h"
#include "wy-test-dir.h"
#include "fuzz/wy-fuzz-targets.h"

/* The call failed with a WY_ERROR whose message holds want. */
#define ASSERT_REFUSED(ok, error, want)                                   \
  G_STMT_START {                                                          \
    g_assert_false (ok);                                                  \
    g_assert_nonnull (error);                                             \
    g_assert_true ((error)->domain == WY_ERROR);                          \
    g_assert_null (strchr ((error)->message, '\n'));                      \
    if (strstr ((error)->message, (want)) == NULL)                        \
      g_error ("'%s' does not name '%s'", (error)->message, (want));      \
    g_clear_error (&(error));                                             \
  } G_STMT_END

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

static const char good[] =
  "[Game]\nVersion=1\nName=t\nTitle=A test\nRule=wythoff\nView=outcome\nSize=10\nStep=0\n";

/* good with text appended (a claim, a key) or a line replaced */
static void
refused (const char *text, const char *want)
{
  GError *error = NULL;
  g_autoptr (WyGameFile) file = wy_game_file_parse (text, -1, "t.wygame", &error);

  ASSERT_REFUSED (file != NULL, error, want);
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

/* good and these claims: refused with want */
static void
refused_claims (const char *claims, const char *want)
{
  g_autofree char *text = g_strconcat (good, claims, NULL);

  refused (text, want);
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

/* A file of good and these claims, parsed. */
static WyGameFile *
with_claims (const char *rule, const char *claims)
{
  g_autofree char *text = g_strdup_printf ("[Game]\nVersion=1\nName=t\nTitle=t\nRule=%s\n"
                                           "View=outcome\nSize=10\nStep=0\n\n%s", rule, claims);
  GError *error = NULL;
  WyGameFile *file = wy_game_file_parse (text, -1, "t.wygame", &error);

  g_assert_no_error (error);
  return file;
}

/* The verdicts' names, as files record them. */
static void
test_verdict_names (void)
{
  const char *names[] = { "holds", "false", "beyond-budget", "unchecked" };

  for (WyClaimVerdict v = WY_CLAIM_HOLDS; v <= WY_CLAIM_UNCHECKED; v++)
    {
      g_autofree char *claims = g_strdup_printf ("[Claim 1]\nKind=finite\nText=t\nBound=3\n"
                                                 "Size=9\nVerdict=%s%s\n", names[v],
                                                 v == WY_CLAIM_FALSE ? "\nCounterexample=9"
                                                                     : "");
      g_autoptr (WyGameFile) file = with_claims ("nim", claims);

      g_assert_cmpstr (wy_claim_verdict_get_name (v), ==, names[v]);
      g_assert_cmpint (wy_claim_get_recorded (wy_game_file_get_claim (file, 0)), ==, v);
    }
}

static WyClaimVerdict
verdict (const WyGameFile *file, guint i, double seconds, const char *want)
{
  g_autofree char *detail = NULL;
  GError *error = NULL;
  WyClaimVerdict v = wy_claim_check (wy_game_file_get_claim (file, i), file, seconds, NULL,
                                     &detail, &error);

  g_assert_no_error (error);
  if (want && (!detail || !strstr (detail, want)))
    g_error ("'%s' does not name '%s'", detail, want);
  return v;
}

static void
test_checks (void)
{
  g_autoptr (WyGameFile) w = with_claims ("wythoff",
    "[Claim 1]\nKind=oeis\nText=t\nOEIS=A000201\nWhat=ppos-x\nFirst=1\nTerms=1;3;4;6;9;\n"
    "Verdict=holds\n\n"
    "[Claim 2]\nKind=formula\nText=t\nWhat=ppos-y\nExpression=floor(n*phi^2)\nCount=2000\n"
    "Verdict=holds\n\n"
    "[Claim 3]\nKind=formula\nText=t\nWhat=ppos-y\n"
    "Expression=floor(n*phi^2)+floor(1/(1+abs(n-7)))\nCount=20\nVerdict=holds\n\n"
    "[Claim 4]\nKind=period\nText=t\nWhat=grundy-row=3\nPeriod=6\nSalt=6\nCount=200\n"
    "Verdict=holds\n\n"
    "[Claim 5]\nKind=period\nText=t\nWhat=grundy-row=3\nPeriod=5\nSalt=5\nCount=200\n"
    "Verdict=holds\n\n"
    "[Claim 6]\nKind=finite\nText=t\nBound=5\nSize=9\nVerdict=holds\n\n"
    "[Claim 7]\nKind=equals\nText=t\nGame=wyt:a=1,b=1\nSize=100\nGrundy=true\nVerdict=holds\n\n"
    "[Claim 8]\nKind=equals\nText=t\nGame=fraenkel:a=2\nSize=100\nVerdict=holds\n\n"
    "[Claim 9]\nKind=table\nText=t\nPositions=0,0;1,2;3,5;\nComplete=true\nVerdict=holds\n\n"
    "[Claim 10]\nKind=table\nText=t\nPositions=0,0;3,5;\nComplete=true\nVerdict=holds\n\n"
    "[Claim 11]\nKind=automaton\nText=t\nSize=2000\nNumeration=msd_2\n"
    "Automaton=msd_2 msd_2\\n\\n0 1\\n0 0 -> 0\\n1 1 -> 0\\n\nVerdict=holds\n\n"
    "[Claim 12]\nKind=equals\nText=t\nGame=imitation\nSize=65536\nVerdict=holds\n\n"
    "[Claim 13]\nKind=period\nText=t\nWhat=grundy-row=3\nPeriod=6\nSalt=6\nPreperiod=2\nCount=200\n"
    "Verdict=holds\n");

  g_assert_cmpint (verdict (w, 0, 0, "term 5 of ppos-x is 8, A000201 has 9"), ==, WY_CLAIM_FALSE);
  g_assert_cmpint (verdict (w, 1, 0, "2000 terms"), ==, WY_CLAIM_HOLDS);
  g_assert_cmpint (verdict (w, 2, 0, "term 7 of ppos-y is 18, the formula gives 19"), ==,
                   WY_CLAIM_FALSE);
  g_assert_cmpint (verdict (w, 3, 0, "period 6, salt 6 from term 8 of grundy-row=3"), ==,
                   WY_CLAIM_HOLDS);
  g_assert_cmpint (verdict (w, 4, 0, "no period 5"), ==, WY_CLAIM_FALSE);
  g_assert_cmpint (verdict (w, 5, 0, "(5, 3) is a P-position, beyond the bound 5"), ==,
                   WY_CLAIM_FALSE);
  g_assert_cmpint (verdict (w, 6, 0, "the same Grundy values"), ==, WY_CLAIM_HOLDS);
  g_assert_cmpint (verdict (w, 7, 0, "(2, 1) is P here and N in fraenkel:a=2"), ==,
                   WY_CLAIM_FALSE);
  g_assert_cmpint (verdict (w, 8, 0, "no other"), ==, WY_CLAIM_HOLDS);
  g_assert_cmpint (verdict (w, 9, 0, "(1, 2) is a P-position the table leaves out"), ==,
                   WY_CLAIM_FALSE);
  /* Nim's automaton (x = y) read as Wythoff's: (1, 1), the first by max(x, y), is N */
  g_assert_cmpint (verdict (w, 10, 0, "(1, 1): the automaton accepts it, the exact P-set says N"),
                   ==, WY_CLAIM_FALSE);
  g_assert_cmpint (verdict (w, 11, 0, "beyond the budget"), ==, WY_CLAIM_BEYOND_BUDGET);
  g_assert_cmpint (verdict (w, 12, 0, "of grundy-row=3 is"), ==, WY_CLAIM_FALSE);
  g_assert_cmpstr (wy_claim_get_kind (wy_game_file_get_claim (w, 10)), ==, "automaton");
  {
    GError *error = NULL;
    g_assert_cmpint (wy_claim_check (wy_game_file_get_claim (w, 0), w, 0.5, NULL, NULL, &error), ==,
                     WY_CLAIM_UNCHECKED);
    ASSERT_REFUSED (FALSE, error, "out of range, 1 to 600");
  }
}

/* Wythoff's moves as a rule of your own: its pairs are the boards', and the verdict says so;
 * the built-in game's are proven, and its verdict has no such words. */
static void
test_unproven_terms (void)
{
  const char *claim = "[Claim 1]\nKind=oeis\nText=t\nOEIS=A000201\nWhat=ppos-x\nFirst=1\n"
                      "Terms=1;3;4;6;8;\nVerdict=holds\n";
  g_autoptr (WyGameFile) rule = with_claims ("moves:rule=(dx==0||dy==0||dx==dy)", claim);
  g_autoptr (WyGameFile) game = with_claims ("wythoff", claim);
  g_autofree char *detail = NULL;

  g_assert_cmpint (verdict (rule, 0, 0, "agree with A000201, on the boards solved (terms not "
                            "proven final for this game)"), ==, WY_CLAIM_HOLDS);
  g_assert_cmpint (wy_claim_check (wy_game_file_get_claim (game, 0), game, 0, NULL, &detail,
                                   NULL), ==, WY_CLAIM_HOLDS);
  g_assert_cmpstr (detail, ==, "5 terms of ppos-x from term 1 agree with A000201");
}

/* A claim of a three-heap game refused with want. */
static void
refused_heaps3 (const char *rule, const char *claim, const char *want)
{
  g_autofree char *text = g_strdup_printf ("[Game]\nVersion=1\nName=t\nTitle=t\nRule=%s\n"
                                           "View=outcome\nSize=10\nStep=0\n\n[Claim 1]\n"
                                           "Kind=%s\nVerdict=holds\n", rule, claim);

  refused (text, want);
}

/* Three heaps (docs/spec.md, section 9): the claims that apply, checked over the cube; the others
 * refused when the file is read. */
static void
test_heaps3 (void)
{
  /* Bouton: 3-heap Nim's P-positions are x ^ y ^ z = 0, so (1, 2n + 2, 2n + 3) with X = 1;
   * fraenkel3 and wythoff:heaps=3 agree on the plane z = 0 (both Wythoff's game), not at
   * (1, 1, 1): no move of fraenkel3 empties it (1 ^ 1 ^ 1 = 1), wythoff:heaps=3 takes 1 from
   * each heap. */
  g_autoptr (WyGameFile) n = with_claims ("nim:heaps=3",
    "[Claim 1]\nKind=formula\nText=t\nWhat=ppos3-z=1\nExpression=x+1\nCount=100\n"
    "Verdict=holds\n\n"
    "[Claim 2]\nKind=formula\nText=t\nWhat=ppos3-z=1\nExpression=x+2\nCount=100\n"
    "Verdict=holds\n\n"
    "[Claim 3]\nKind=equals\nText=t\nGame=moves:rule=((dx>0)+(dy>0)+(dz>0)==1)\nSize=12\n"
    "Grundy=true\nVerdict=holds\n\n"
    "[Claim 4]\nKind=equals\nText=t\nGame=wythoff:heaps=3\nSize=12\nVerdict=holds\n\n"
    "[Claim 5]\nKind=period\nText=t\nWhat=ppos3-y=1\nPeriod=1\nSalt=2\nCount=100\n"
    "Verdict=holds\n");
  g_autoptr (WyGameFile) f = with_claims ("fraenkel3",
    "[Claim 1]\nKind=equals\nText=t\nGame=wythoff:heaps=3\nSize=12\nVerdict=holds\n\n"
    "[Claim 2]\nKind=oeis\nText=t\nOEIS=A000201\nWhat=ppos3-y=0\nFirst=1\n"
    "Terms=1;3;4;6;8;9;11;12;14;16;\nVerdict=holds\n");

  g_assert_cmpint (verdict (n, 0, 0, "100 terms of ppos3-z=1"), ==, WY_CLAIM_HOLDS);
  g_assert_cmpint (verdict (n, 1, 0, "term 0 of ppos3-z=1 is 3, the formula gives 4"), ==,
                   WY_CLAIM_FALSE);
  g_assert_cmpint (verdict (n, 2, 0, "the same Grundy values on every position below 12"), ==,
                   WY_CLAIM_HOLDS);
  g_assert_cmpint (verdict (n, 3, 0, "(1, 1, 0) is P here and N in wythoff:heaps=3"), ==,
                   WY_CLAIM_FALSE);
  g_assert_cmpint (verdict (n, 4, 0, "period 1, salt 2"), ==, WY_CLAIM_HOLDS);
  g_assert_cmpint (verdict (f, 0, 0, "(1, 1, 1) is P here and N in wythoff:heaps=3"), ==,
                   WY_CLAIM_FALSE);
  g_assert_cmpint (verdict (f, 1, 0, "agree with A000201"), ==, WY_CLAIM_HOLDS);

  refused_heaps3 ("nim:heaps=3", "finite\nText=t\nBound=3\nSize=9",
                  "[Claim 1] Kind: a game of three heaps has claims of kind formula");
  refused_heaps3 ("fraenkel3", "table\nText=t\nPositions=0,0;", "a game of three heaps");
  refused_heaps3 ("wythoff:heaps=3", "automaton\nText=t\nSize=9\nNumeration=msd_2\n"
                  "Automaton=msd_2 msd_2\\n\\n0 1\\n0 0 -> 0\\n", "a game of three heaps");
  refused_heaps3 ("nim:heaps=3", "formula\nText=t\nRecursion=true\nSize=9",
                  "a game of three heaps");
  refused_heaps3 ("nim:heaps=3", "formula\nText=t\nWhat=ppos-x\nExpression=n\nCount=5",
                  "[Claim 1] What: ppos-x is a sequence of one- or two-heap games, and nim3 has 3");
  refused_heaps3 ("wythoff", "formula\nText=t\nWhat=ppos3-y=0\nExpression=n\nCount=5",
                  "What: ppos3-y=0 is a sequence of three-heap games, and wythoff has 2 heaps");
  /* a rule of three heaps may hold several P-positions on a line along z: no ppos3 */
  refused_heaps3 ("moves:rule=((dx>0)+(dy>0)+(dz>0)==1)",
                  "period\nText=t\nWhat=ppos3-y=1\nPeriod=1\nSalt=2\nCount=100",
                  "[Claim 1] What: ppos3-y=1: ppos3-y and ppos3-z are defined for nim:heaps=3, "
                  "wythoff:heaps=3 and fraenkel3");
  /* nor Grundy values where the game has none */
  refused_heaps3 ("wythoff:play=misere", "formula\nText=t\nWhat=grundy-row=1\nExpression=n\n"
                  "Count=5", "[Claim 1] What: grundy-row=1: wythoff:play=misere has no Grundy "
                  "values: they are defined in normal play without nimpq's blocking (p = q = 1) or "
                  "imitation's memory (block=Q has them, f^Q)");
  refused_heaps3 ("nim:heaps=3", "equals\nText=t\nGame=nim\nSize=9",
                  "Game: a game of 3 heaps equals only a game of as many heaps, and nim has 2");
}

/* Wythoff's game in Zeckendorf numeration (docs/automata.md: 7 states), as a claim's Walnut
 * text; its P-positions agree with the pairs (floor(n phi), floor(n phi) + n) read in
 * Zeckendorf by an independent reader (below 150). */
static const char wythoff_fib[] =
  "msd_fib msd_fib\\n\\n"
  "0 1\\n0 0 -> 0\\n0 1 -> 1\\n1 0 -> 2\\n\\n"
  "1 0\\n1 0 -> 3\\n\\n"
  "2 0\\n0 1 -> 4\\n\\n"
  "3 1\\n0 0 -> 5\\n0 1 -> 1\\n\\n"
  "4 1\\n0 0 -> 6\\n1 0 -> 2\\n\\n"
  "5 0\\n0 0 -> 3\\n0 1 -> 1\\n\\n"
  "6 0\\n0 0 -> 4\\n1 0 -> 2\\n";

static char *
automaton_claim (const char *numeration, guint size, const char *walnut)
{
  return g_strdup_printf ("[Claim 1]\nKind=automaton\nText=t\nSize=%u\nNumeration=%s\n"
                          "Automaton=%s\nVerdict=holds\n", size, numeration, walnut);
}

static void
test_automaton_claims (void)
{
  g_autofree char *right = automaton_claim ("msd_fib", 65536, wythoff_fib);
  /* state 6 without its transition on (1, 0): (10, 6) = 10010 over 01001 is lost */
  g_autoptr (GString) broken = g_string_new (wythoff_fib);
  g_autofree char *wrong = NULL, *mark = automaton_claim ("msd_2", 65536,
    "msd_2\\n\\n0 1\\n0 -> 0\\n1 -> 1\\n\\n1 0\\n0 -> 2\\n1 -> 1\\n\\n2 1\\n0 -> 1\\n"
    "1 -> 1\\n");
  g_autofree char *slow = automaton_claim ("msd_2", 65536, "msd_2 msd_2\\n\\n0 1\\n0 0 -> 0\\n");

  g_string_replace (broken, "6 0\\n0 0 -> 4\\n1 0 -> 2", "6 0\\n0 0 -> 4", 1);
  wrong = automaton_claim ("msd_fib", 1000, broken->str);
  {
    g_autoptr (WyGameFile) w = with_claims ("wythoff", right);
    g_autoptr (WyGameFile) bad = with_claims ("wythoff", wrong);
    g_autoptr (WyGameFile) m = with_claims ("mark:k=2", mark);
    g_autoptr (WyGameFile) s = with_claims ("moves:rule=(dx==0||dy==0||(dx-dy)%3==0),block=2",
                                            slow);
    g_autofree char *text = wy_game_file_to_data (w, NULL);

    g_assert_nonnull (strstr (text, right));  /* written back as read */
    g_assert_cmpint (verdict (w, 0, 0, "the automaton (7 states, msd_fib) accepts exactly the "
                              "P-positions below 65536"), ==, WY_CLAIM_HOLDS);
    g_assert_cmpint (verdict (bad, 0, 0, "(10, 6): the automaton rejects it, the exact P-set "
                              "says P"), ==, WY_CLAIM_FALSE);
    /* Mark's P-positions in base 2: 0 and A036554, an odd number of trailing zeros */
    g_assert_cmpint (verdict (m, 0, 0, "(3 states, msd_2)"), ==, WY_CLAIM_HOLDS);
    g_assert_cmpint (verdict (s, 0, 1, "budget"), ==, WY_CLAIM_BEYOND_BUDGET);
  }
  refused_claims ("\n[Claim 1]\nKind=automaton\nText=t\nSize=9\nNumeration=msd_fib\n"
                  "Automaton=msd_fib msd_fib\\n\\n0 1\\n0 2 -> 0\\n\nVerdict=holds\n",
                  "t.wygame:15: [Claim 1] Automaton: automaton:4:");
  refused_claims ("\n[Claim 1]\nKind=automaton\nText=t\nSize=9\nNumeration=msd_2\n"
                  "Automaton=msd_fib msd_fib\\n\\n0 1\\n0 0 -> 0\\n\nVerdict=holds\n",
                  "t.wygame:14: [Claim 1] Numeration: msd_2, and the automaton reads msd_fib");
  refused_claims ("\n[Claim 1]\nKind=automaton\nText=t\nSize=9\nNumeration=msd_1\n"
                  "Automaton=msd_2\\n\\n0 1\\n\nVerdict=holds\n",
                  "t.wygame:14: [Claim 1] Numeration: ");
  refused_claims ("\n[Claim 1]\nKind=automaton\nText=t\nSize=9\nNumeration=msd_2\n"
                  "Automaton=msd_2\\n\\n0 1\\n\nVerdict=holds\n",
                  "[Claim 1] Automaton: the automaton has 1 track and the game 2 heaps");
  refused_claims ("\n[Claim 1]\nKind=automaton\nText=t\nNumeration=msd_2\n"
                  "Automaton=msd_2\\n\\n0 1\\n\nVerdict=holds\n",
                  "[Claim 1] Size: missing (a claim of kind automaton must have it)");
}

/* An automaton claim added by the program: Nim's automaton on Wythoff's game, recorded false
 * with its first counterexample, written and read back the same. */
static void
test_automaton_add (void)
{
  g_autoptr (WyAutomaton) nim = wy_automaton_parse_walnut ("msd_2 msd_2\n\n0 1\n0 0 -> 0\n"
                                                           "1 1 -> 0\n", -1, NULL, NULL);
  g_autoptr (WyGameFile) f = with_claims ("wythoff", "");
  g_autoptr (WyGameFile) back = NULL;
  g_autofree char *text = NULL, *again = NULL;
  GError *error = NULL;
  const WyClaim *c;

  g_assert_false (wy_game_file_add_automaton_claim (f, nim, 0, NULL, &error));
  ASSERT_REFUSED (FALSE, error, "a size from 1 to 65536 (0 given)");
  g_assert_true (wy_game_file_add_automaton_claim (f, nim, 100, NULL, &error));
  g_assert_no_error (error);
  c = wy_game_file_get_claim (f, 0);
  g_assert_cmpint (wy_claim_get_recorded (c), ==, WY_CLAIM_FALSE);
  g_assert_cmpstr (wy_claim_get_counterexample (c), ==, "(1, 1): the automaton accepts it, "
                   "the exact P-set says N");
  text = wy_game_file_to_data (f, NULL);
  back = wy_game_file_parse (text, -1, "t.wygame", &error);
  g_assert_no_error (error);
  again = wy_game_file_to_data (back, NULL);
  g_assert_cmpstr (again, ==, text);
}

/* A check that would run longer than its budget stops at it and says so. */
static void
test_budget (void)
{
  g_autoptr (WyGameFile) slow = with_claims ("moves:rule=(dx==0||dy==0||(dx-dy)%3==0),block=2",
    "[Claim 1]\nKind=formula\nText=t\nWhat=ppos-x\nExpression=n\nCount=10000000\nVerdict=holds\n");
  gint64 start = g_get_monotonic_time ();

  g_autoptr (WyGameFile) wide = with_claims ("nim",
    "[Claim 1]\nKind=equals\nText=t\nGame=wyt:a=0,b=1\nSize=65536\nVerdict=holds\n");

  g_assert_cmpint (verdict (slow, 0, 1, "budget"), ==, WY_CLAIM_BEYOND_BUDGET);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 20 * G_USEC_PER_SEC);
  /* the check's own loop over the cells hears the watchdog too */
  start = g_get_monotonic_time ();
  g_assert_cmpint (verdict (wide, 0, 1, "stopped after the time budget, 1 s, at row"), ==,
                   WY_CLAIM_BEYOND_BUDGET);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 20 * G_USEC_PER_SEC);
}

static gpointer
cancel_later (gpointer cancellable)
{
  g_usleep (100 * 1000);
  g_cancellable_cancel (cancellable);
  return NULL;
}

/* A check, with a budget of 600 s, cancelled before it starts and while it runs: in the
 * solver (slow) and in the check's own loop over the cells (wide, 3 minutes uncancelled);
 * then with a cancellable that stays uncancelled, the budget stops it as before. */
static void
test_cancelled_check (void)
{
  g_autoptr (WyGameFile) slow = with_claims ("moves:rule=(dx==0||dy==0||(dx-dy)%3==0),block=2",
    "[Claim 1]\nKind=formula\nText=t\nWhat=ppos-x\nExpression=n\nCount=10000000\nVerdict=holds\n");
  g_autoptr (WyGameFile) wide = with_claims ("nim",
    "[Claim 1]\nKind=equals\nText=t\nGame=wyt:a=0,b=1\nSize=65536\nVerdict=holds\n");
  WyGameFile *files[] = { slow, wide };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    for (guint before = 0; before < 2; before++)
      {
        g_autoptr (GCancellable) cancellable = g_cancellable_new ();
        g_autoptr (GError) error = NULL;
        g_autofree char *detail = NULL;
        GThread *canceller = NULL;
        gint64 start = g_get_monotonic_time ();
        WyClaimVerdict v;

        if (before)
          g_cancellable_cancel (cancellable);
        else
          canceller = g_thread_new ("cancel", cancel_later, cancellable);
        v = wy_claim_check (wy_game_file_get_claim (files[i], 0), files[i], 600, cancellable,
                            &detail, &error);
        if (canceller)
          g_thread_join (canceller);
        g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
        g_assert_cmpint (v, ==, WY_CLAIM_UNCHECKED);
        g_assert_null (detail);
        g_assert_cmpint (g_get_monotonic_time () - start, <, 20 * G_USEC_PER_SEC);
      }
  {
    /* a cancellable that is not cancelled: the budget still stops the check, as a budget */
    g_autoptr (GCancellable) cancellable = g_cancellable_new ();
    g_autoptr (GError) error = NULL;
    g_autofree char *detail = NULL;

    g_assert_cmpint (wy_claim_check (wy_game_file_get_claim (wide, 0), wide, 1, cancellable,
                                     &detail, &error), ==, WY_CLAIM_BEYOND_BUDGET);
    g_assert_no_error (error);
    g_assert_true (g_str_has_prefix (detail, "stopped after the time budget, 1 s"));
  }
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
  g_assert_true (wy_game_file_set_notes (file, "two\nlines \\ and a backslash", &error));
  g_assert_true (wy_game_file_set_view (file, "grundy", &error));
  g_assert_true (wy_game_file_set_size (file, 200, &error));
  g_assert_true (wy_game_file_set_step (file, 3, &error));
  g_assert_no_error (error);
  ASSERT_REFUSED (wy_game_file_set_view (file, "3d", &error), error, "View: '3d' is not a view");
  ASSERT_REFUSED (wy_game_file_set_size (file, 0, &error), error, "Size: 0 is out of range");
  ASSERT_REFUSED (wy_game_file_set_title (file, "a\tb", &error), error, "control character");
  ASSERT_REFUSED (wy_game_file_set_title (file, NULL, &error), error, "Title: required");
  text = wy_game_file_to_data (file, NULL);
  back = wy_game_file_parse (text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (wy_game_file_get_title (back), ==, " Leading space; and a semicolon");
  g_assert_cmpstr (wy_game_file_get_notes (back), ==, "two\nlines \\ and a backslash");
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
  g_test_add_func ("/core/game-file/claim-errors", test_claim_errors);
  g_test_add_func ("/core/game-file/verdict-names", test_verdict_names);
  g_test_add_func ("/core/game-file/checks", test_checks);
  g_test_add_func ("/core/game-file/unproven-terms", test_unproven_terms);
  g_test_add_func ("/core/game-file/heaps3", test_heaps3);
  g_test_add_func ("/core/game-file/budget", test_budget);
  g_test_add_func ("/core/game-file/cancelled-check", test_cancelled_check);
  g_test_add_func ("/core/game-file/automaton", test_automaton_claims);
  g_test_add_func ("/core/game-file/automaton-add", test_automaton_add);
  g_test_add_func ("/core/game-file/new-and-setters", test_new_and_setters);
  g_test_add_func ("/core/game-file/library", test_library);
  g_test_add_func ("/core/game-file/mutations", test_mutations);
  return g_test_run ();
}
