/* wy-game-file-claims.c: test-game-file's claims checked: verdicts, heaps3, automata, budget. */
#include "config.h"
#include "wy-test-paths.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "wy-game-file-claims.h"
#include "wy-game-file-private.h"
#include "wy-watch-testing.h"

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
void
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

void
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
void
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
void
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

void
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
void
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
void
test_budget (void)
{
  g_autoptr (WyGameFile) slow = with_claims ("moves:rule=(dx==0||dy==0||(dx-dy)%3==0),block=2",
    "[Claim 1]\nKind=formula\nText=t\nWhat=ppos-x\nExpression=n\nCount=10000000\nVerdict=holds\n");
  gint64 start = g_get_monotonic_time ();

  g_assert_cmpint (verdict (slow, 0, 1, "budget"), ==, WY_CLAIM_BEYOND_BUDGET);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 20 * G_USEC_PER_SEC);
}

/* The largest side an equals claim of these games is checked on under a budget of
 * seconds: each game solved in half of it (the core's caps, asked as a user would). */
static guint
equals_cap (const char *rule, const char *other, WyNeeds needs, double seconds)
{
  guint cap = G_MAXUINT;
  const char *rules[] = { rule, other };

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (rules[i], NULL);
      WyQuery query = { .needs = needs };
      guint max;

      g_assert_true (wy_query_set_time_budget (&query, MAX (seconds / 2, WY_TIME_BUDGET_MIN)));
      max = wy_solve_max_side (game, &query, NULL);
      cap = MIN (cap, max);
    }
  return cap;
}

/* An equals claim at the caps: past them refused before solving, naming the largest side
 * within the budget (it said "beyond the budget" without a size that would do); just
 * inside the window's cap of a cube it holds (its cells were compared one by one, past the
 * budget, where the P-positions say the same). Two heaps, one pile and three alike. */
static void
equals_past (const char *rule, const char *other, gboolean grundy, guint size, guint cap)
{
  g_autofree char *claim = g_strdup_printf ("[Claim 1]\nKind=equals\nText=t\nGame=%s\n"
                                            "Grundy=%s\nSize=%u\nVerdict=holds\n", other,
                                            grundy ? "true" : "false", size);
  g_autoptr (WyGameFile) file = with_claims (rule, claim);
  g_autofree char *want = g_strdup_printf ("a board of side %u is beyond the budget (", size);
  g_autofree char *largest = g_strdup_printf ("): the largest side within the budget is %u",
                                              cap);
  gint64 start = g_get_monotonic_time ();

  g_assert_cmpint (verdict (file, 0, 2, want), ==, WY_CLAIM_BEYOND_BUDGET);
  g_assert_cmpint (verdict (file, 0, 2, largest), ==, WY_CLAIM_BEYOND_BUDGET);
  /* refused by the caps, not after a solve */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 1 * G_USEC_PER_SEC);
}

void
test_equals_caps (void)
{
  static const struct { const char *rule, *other; gboolean grundy; } cases[] = {
    { "wythoff:heaps=3", "nim:heaps=3", FALSE },
    { "wythoff:heaps=3", "wythoff:heaps=3", TRUE },
    { "fraenkel3", "adjoin:base=(nim:heaps=3)", FALSE },
    { "moves:rule=(dx==0||dy==0||dx==dy)", "wythoff", FALSE },
    { "wythoff", "moves:rule=(dx==0||dy==0||dx==dy)", TRUE },
    { "mark", "pile:rule=(d<=1||n-d==n/2)", TRUE },
  };
  g_autoptr (WyGameFile) cube = with_claims ("wythoff:heaps=3",
    "[Claim 1]\nKind=equals\nText=t\nGame=wythoff:heaps=3\nSize=349\nVerdict=holds\n\n"
    "[Claim 2]\nKind=equals\nText=t\nGame=nim:heaps=3\nSize=349\nVerdict=holds\n");
  g_autoptr (WyGameFile) wide = with_claims ("nim",
    "[Claim 1]\nKind=equals\nText=t\nGame=wyt:a=0,b=1\nSize=65536\nVerdict=holds\n");
  g_autoptr (WyGameFile) pile = with_claims ("mark",
    "[Claim 1]\nKind=equals\nText=t\nGame=mark:k=2\nSize=65536\n"
    "Grundy=true\nVerdict=holds\n");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      WyNeeds needs = cases[i].grundy ? WY_NEED_GRUNDY : WY_NEED_STATUS;
      guint cap = equals_cap (cases[i].rule, cases[i].other, needs, 2);

      g_test_message ("%s = %s: cap %u", cases[i].rule, cases[i].other, cap);
      g_assert_cmpuint (cap, <, WY_GAME_FILE_MAX_SIZE);
      equals_past (cases[i].rule, cases[i].other, cases[i].grundy, WY_GAME_FILE_MAX_SIZE, cap);
      equals_past (cases[i].rule, cases[i].other, cases[i].grundy, cap + 1, cap);
    }
  /* a table's position beyond the largest board a file names: the largest side said too */
  for (guint i = 0; i < 2; i++)
    {
      const char *rule = i ? "moves:rule=(dx==0||dy==0||dx==dy)" : "wythoff";
      g_autoptr (WyGameFile) far = with_claims (rule, "[Claim 1]\nKind=table\nText=t\n"
                                                "Positions=70000,0;\nVerdict=holds\n");
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      WyQuery query = { .needs = WY_NEED_STATUS };
      g_autofree char *want = NULL;
      guint max;

      g_assert_true (wy_query_set_time_budget (&query, 2));
      max = wy_solve_max_side (game, &query, NULL);
      want = g_strdup_printf ("a position beyond 65535: the board is beyond the budget, the "
                              "largest side within the budget is %u", MIN (max, 65536));
      g_assert_cmpint (verdict (far, 0, 2, want), ==, WY_CLAIM_BEYOND_BUDGET);
    }
  /* the window's cap of wythoff:heaps=3 (its elimination steps in 2 s): the P-positions
   * compared, the first difference in the order of the cells (z, y, x) */
  g_assert_cmpint (verdict (cube, 0, 2, "the same outcomes on every position below 349"), ==,
                   WY_CLAIM_HOLDS);
  g_assert_cmpint (verdict (cube, 1, 2, "(1, 1, 0) is N here and P in nim:heaps=3"), ==,
                   WY_CLAIM_FALSE);
  /* two heaps without stored cells, and one pile, at the largest Size a file names */
  g_assert_cmpint (verdict (wide, 0, 1, "the same outcomes on every position below 65536"), ==,
                   WY_CLAIM_HOLDS);
  g_assert_cmpint (verdict (pile, 0, 2, "the same Grundy values on every position below 65536"),
                   ==, WY_CLAIM_HOLDS);
}

static gpointer
cancel_later (gpointer cancellable)
{
  g_usleep (100 * 1000);
  g_cancellable_cancel (cancellable);
  return NULL;
}

/* Wythoff's table of its first 4000 P-positions (x_n, x_n + n), x_n = floor(n phi), and no
 * other in their box: the check's own loop reads some 3.4 10^7 cells of a board without
 * stored cells. */
static WyGameFile *
wythoff_box (void)
{
  g_autoptr (GString) claim = g_string_new ("[Claim 1]\nKind=table\nText=t\nPositions=");

  for (guint n = 0; n < WY_GAME_FILE_MAX_LIST; n++)
    {
      guint x = (guint) floor (n * (1 + sqrt (5)) / 2);
      g_string_append_printf (claim, "%u,%u;", x, x + n);
    }
  g_string_append (claim, "\nComplete=true\nVerdict=holds\n");
  return with_claims ("wythoff", claim->str);
}

/* A check, with a budget of 600 s, cancelled before it starts and while it runs: in the
 * solver (slow) and in the check's own loop over the cells (wide); then with a cancellable
 * that stays uncancelled, the budget stops it as before. */
void
test_cancelled_check (void)
{
  g_autoptr (WyGameFile) slow = with_claims ("moves:rule=(dx==0||dy==0||(dx-dy)%3==0),block=2",
    "[Claim 1]\nKind=formula\nText=t\nWhat=ppos-x\nExpression=n\nCount=10000000\nVerdict=holds\n");
  g_autoptr (WyGameFile) wide = wythoff_box ();
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
    /* a cancellable that is not cancelled: the budget still stops the check, as a budget;
     * its second waits 10 ms, so that a fast machine's loop (about 1 s here) is stopped too */
    g_autoptr (GCancellable) cancellable = g_cancellable_new ();
    g_autoptr (GError) error = NULL;
    g_autofree char *detail = NULL;

    _wy_watch_set_scale (0.01);
    g_assert_cmpint (wy_claim_check (wy_game_file_get_claim (wide, 0), wide, 1, cancellable,
                                     &detail, &error), ==, WY_CLAIM_BEYOND_BUDGET);
    _wy_watch_set_scale (1);
    g_assert_no_error (error);
    g_assert_true (g_str_has_prefix (detail, "stopped after the time budget, 1 s"));
  }
}

/* A claim's detail and the English of it, checked: the verdict as want. */
static void
detail_and_english (const WyGameFile *file, guint i, WyClaimVerdict want, char **detail,
                    char **english)
{
  GError *error = NULL;

  g_assert_cmpint (_wy_claim_check_english (wy_game_file_get_claim (file, i), file, 0, NULL,
                                            detail, english, &error), ==, want);
  g_assert_no_error (error);
}

/* The detail is in the user's language (German from the build's catalogue; C.UTF-8, which
 * every glibc has, lets LANGUAGE choose), the English beside it is what a file records as a
 * counterexample; and one position is one, not "1 positions". */
void
test_detail_translated (void)
{
  g_autoptr (WyGameFile) file = with_claims ("wythoff",
    "[Claim 1]\nKind=table\nText=t\nPositions=0,0;1,2;\nVerdict=holds\n\n"
    "[Claim 2]\nKind=table\nText=t\nPositions=3,5;\nVerdict=holds\n\n"
    "[Claim 3]\nKind=table\nText=t\nPositions=1,1;\nVerdict=false\n"
    "Counterexample=(1, 1) is an N-position\n");
  const char *english[] = { "the 2 positions are P", "the 1 position is P",
                            "(1, 1) is an N-position" };
  WyClaimVerdict want[] = { WY_CLAIM_HOLDS, WY_CLAIM_HOLDS, WY_CLAIM_FALSE };

  for (guint i = 0; i < G_N_ELEMENTS (english); i++)
    {
      g_autofree char *detail = NULL, *en = NULL;
      detail_and_english (file, i, want[i], &detail, &en);
      g_assert_cmpstr (detail, ==, english[i]);
      g_assert_cmpstr (en, ==, english[i]);
    }
  g_assert_cmpstr (wy_claim_get_counterexample (wy_game_file_get_claim (file, 2)), ==,
                   english[2]);
  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  g_setenv ("LANGUAGE", "de", TRUE);
  bindtextdomain (GETTEXT_PACKAGE, WY_TEST_BUILD_ROOT "/po");
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  for (guint i = 0; i < G_N_ELEMENTS (english); i++)
    {
      g_autofree char *detail = NULL, *en = NULL;
      detail_and_english (file, i, want[i], &detail, &en);
      g_test_message ("claim %u: %s", i + 1, detail);
      g_assert_cmpstr (en, ==, english[i]);
      g_assert_cmpstr (detail, !=, english[i]);
      g_assert_true (g_utf8_validate (detail, -1, NULL));
    }
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "C");
}
