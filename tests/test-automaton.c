/* test-automaton.c: automata inferred for Wythoff's game (Zeckendorf), Nim (base 2, 3),
 * Mark (base 2 against OEIS), Fraenkel's 2-Wythoff (Ostrowski of sqrt 2) and a P-set that
 * is not automatic (the numeration systems themselves: test-num-system.c); the Walnut file read
 * back by an independent reader written here from the format's description and run on
 * every pair below 10^4 against the Beatty formula; the hostile-input reader. */
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "wy-automaton.h"
#include "wy-solution.h"

static WyAutomaton *
infer (const char *rule, const char *system, guint n, guint max_states)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);
  g_autoptr (WyNumSystem) ns = game ? wy_num_system_new (system, &error) : NULL;
  WyAutomaton *a;

  g_assert_no_error (error);
  a = wy_automaton_infer (game, ns, n, max_states, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wy_automaton_get_checked_to (a), ==, n);
  return a;
}

static gboolean
check (const WyAutomaton *a, const char *rule, guint n, guint64 *bx, guint64 *by)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);
  gboolean holds = wy_automaton_check (a, game, n, NULL, bx, by, &error);

  g_assert_no_error (error);
  return holds;
}

/* ---- an independent reader of Walnut's format, from its description: the first line
 * names one numeration system a track; then a line "STATE OUTPUT" starts each state,
 * followed by its transitions "a b -> STATE"; state 0 is initial; a missing transition
 * rejects. Only what this test needs: msd_fib on two tracks, few states. */
#define MINI_STATES 64

typedef struct {
  guint n_states;
  int   next[MINI_STATES][4];
  int   accept[MINI_STATES];
} Mini;

static void
mini_read (Mini *m, const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  int cur = -1;

  memset (m->next, 0xff, sizeof m->next);
  g_assert_cmpstr (lines[0], ==, "msd_fib msd_fib");
  m->n_states = 0;
  for (guint i = 1; lines[i]; i++)
    {
      int a, b, q, o;

      if (g_strstrip (lines[i])[0] == '\0')
        continue;
      if (strstr (lines[i], "->"))
        {
          g_assert_cmpint (sscanf (lines[i], "%d %d -> %d", &a, &b, &q), ==, 3);
          g_assert_true (cur >= 0 && a >= 0 && a < 2 && b >= 0 && b < 2);
          m->next[cur][a * 2 + b] = q;
        }
      else
        {
          g_assert_cmpint (sscanf (lines[i], "%d %d", &q, &o), ==, 2);
          g_assert_true (q >= 0 && q < MINI_STATES);
          cur = q;
          m->accept[q] = o;
          m->n_states = MAX (m->n_states, (guint) q + 1);
        }
    }
}

#define BEATTY_N 10000u
#define FIB_LEN 20   /* Fibonacci places 1, 2, 3, 5, ... : 20 digits hold every value below 10^4 */

typedef struct {
  const Mini *m;
  guint       xd[FIB_LEN];
  guint64     fib[FIB_LEN];
  int         partner;     /* x's P-partner, or -1 */
  guint64     accepted, wrong;
} Walk;

/* Every Zeckendorf word of length FIB_LEN for y (no 11, value below BEATTY_N). */
static void
walk_y (Walk *w, guint t, int state, guint64 y, guint prev)
{
  if (state < 0 || y >= BEATTY_N)
    return;
  if (t == FIB_LEN)
    {
      if (w->m->accept[state])
        {
          w->accepted++;
          w->wrong += w->partner != (int) y;
        }
      return;
    }
  for (guint d = 0; d <= (prev ? 0u : 1u); d++)
    walk_y (w, t + 1, w->m->next[state][w->xd[t] * 2 + d],
            y + d * w->fib[FIB_LEN - 1 - t], d);
}

static guint64
isqrt (guint64 v)
{
  guint64 r = (guint64) sqrt ((double) v);

  while (r * r > v)
    r--;
  while ((r + 1) * (r + 1) <= v)
    r++;
  return r;
}

/* Wythoff's P-positions (a_n, b_n), a_n = floor(n phi) = (n + isqrt(5 n^2)) / 2, b_n = a_n + n,
 * and their mirrors. */
static guint64
beatty_partners (int *partner)
{
  guint64 pairs = 0;

  for (guint x = 0; x < BEATTY_N; x++)
    partner[x] = -1;
  for (guint64 n = 0;; n++)
    {
      guint64 a = (n + isqrt (5 * n * n)) / 2, b = a + n;

      if (b >= BEATTY_N)
        break;
      partner[a] = (int) b, partner[b] = (int) a;
      pairs += n == 0 ? 1 : 2;
    }
  return pairs;
}

/* Wythoff's game in Zeckendorf: a small automaton (7 live states), agreeing with the exact
 * P-set below 10^6; its Walnut file read by the reader above and run on every pair below
 * 10^4 against the Beatty formula. */
static void
test_wythoff_fib (void)
{
  g_autoptr (WyAutomaton) a = infer ("wythoff", "msd_fib", 100000, 1000);
  g_autofree char *text = wy_automaton_to_walnut (a);
  g_autofree int *partner = g_new (int, BEATTY_N);
  guint64 pairs = beatty_partners (partner), bx, by;
  gint64 t0 = g_get_monotonic_time ();
  Mini m;
  Walk w = { .m = &m };

  g_assert_cmpuint (wy_automaton_get_n_states (a), ==, 7);
  g_assert_true (check (a, "wythoff", 1000000, &bx, &by));
  g_assert_cmpuint (wy_automaton_get_checked_to (a), ==, 1000000);
  g_test_message ("check below 10^6: %.2f s", (g_get_monotonic_time () - t0) / 1e6);
  mini_read (&m, text);
  g_assert_cmpuint (m.n_states, ==, 7);
  for (guint i = 0; i < FIB_LEN; i++)
    w.fib[i] = i < 2 ? i + 1 : w.fib[i - 1] + w.fib[i - 2];
  for (guint x = 0; x < BEATTY_N; x++)
    {
      guint64 r = x;

      for (guint t = 0; t < FIB_LEN; t++)
        {
          w.xd[t] = r >= w.fib[FIB_LEN - 1 - t];
          r -= w.xd[t] * w.fib[FIB_LEN - 1 - t];
        }
      w.partner = partner[x];
      walk_y (&w, 0, 0, 0, 0);
    }
  g_assert_cmpuint (w.wrong, ==, 0);
  g_assert_cmpuint (w.accepted, ==, pairs);
}

/* Nim: x XOR y = 0, so x = y: one state in any base. */
static void
test_nim (void)
{
  const char *systems[] = { "msd_2", "msd_3", "msd_10" };

  for (guint s = 0; s < G_N_ELEMENTS (systems); s++)
    {
      g_autoptr (WyAutomaton) a = infer ("nim", systems[s], 10000, 100);

      g_assert_cmpuint (wy_automaton_get_n_states (a), ==, 1);
      for (guint64 x = 0; x < 200; x++)
        for (guint64 y = 0; y < 200; y++)
          g_assert_cmpint (wy_automaton_accepts (a, x, y), ==, x == y);
    }
}

static GArray *
oeis_terms (const char *id)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "oeis", id, NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  GArray *terms = g_array_new (FALSE, FALSE, sizeof (guint64));

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    if (lines[i][0] != '#' && lines[i][0] != '\0')
      {
        guint64 v = g_ascii_strtoull (lines[i], NULL, 10);
        g_array_append_val (terms, v);
      }
  g_assert_cmpuint (terms->len, >, 40);
  return terms;
}

/* Mark (k = 2) in base 2, one track: the P-positions are A036554 (and 0), the N-positions
 * A003159; the automaton reads "an odd number of trailing zeros". */
static void
test_mark (void)
{
  g_autoptr (WyAutomaton) a = infer ("mark:k=2", "msd_2", 100000, 100);
  g_autoptr (GArray) p = oeis_terms ("A036554.txt");
  g_autoptr (GArray) n = oeis_terms ("A003159.txt");
  g_autoptr (WyAutomaton) a3 = infer ("mark:k=3", "msd_3", 100000, 100);
  guint64 bx, by;

  g_assert_cmpuint (wy_automaton_get_n_tracks (a), ==, 1);
  g_assert_cmpuint (wy_automaton_get_n_states (a), ==, 3);
  g_assert_true (wy_automaton_accepts (a, 0, 0));
  for (guint i = 0; i < p->len; i++)
    g_assert_true (wy_automaton_accepts (a, g_array_index (p, guint64, i), 0));
  for (guint i = 0; i < n->len; i++)
    g_assert_false (wy_automaton_accepts (a, g_array_index (n, guint64, i), 0));
  /* Mark-3 in base 3: as small, and it holds ten times beyond its data */
  g_assert_cmpuint (wy_automaton_get_n_states (a3), <=, 4);
  g_assert_true (check (a3, "mark:k=3", 1000000, &bx, &by));
}

/* Fraenkel's 2-Wythoff: P-positions (floor(n sqrt 2), floor(n sqrt 2) + 2n), automatic in
 * the Ostrowski numeration of sqrt 2 - 1 = [0; 2, 2, ...]; Wythoff's game in the one of
 * [0; 1, 1, ...] has the Zeckendorf automaton's 7 states. */
static void
test_ostrowski (void)
{
  g_autoptr (WyAutomaton) a = infer ("fraenkel:a=2", "msd_ost[0 2]", 100000, 1000);
  g_autoptr (WyAutomaton) w = infer ("wythoff", "msd_ost[0 1]", 100000, 1000);
  guint64 bx, by;

  g_test_message ("fraenkel:a=2 in msd_ost[0 2]: %u states", wy_automaton_get_n_states (a));
  g_assert_cmpuint (wy_automaton_get_n_states (a), <=, 20);
  g_assert_cmpuint (wy_automaton_get_n_states (w), ==, 7);
  for (guint64 n = 0; n < 5000; n++)
    {
      guint64 x = isqrt (2 * n * n), y = x + 2 * n;

      g_assert_true (wy_automaton_accepts (a, x, y));
      g_assert_true (wy_automaton_accepts (a, y, x));
      g_assert_false (wy_automaton_accepts (a, x, y + 1));
    }
  g_assert_true (check (a, "fraenkel:a=2", 1000000, &bx, &by));
}

/* Each game's own system, as the core names it, from the papers' facts: a-Wythoff's
 * P-positions are (floor(n alpha), floor(n alpha) + a n) with alpha = (2 - a + sqrt(a^2 + 4)) / 2
 * = [1; a, a, ...], automatic in the Ostrowski system of [0; a, a, ...]; Mark-k's are read in
 * base k, UpMark's and Nim's in base 2; games with blocking and the rest have none. */
static void
test_for_game (void)
{
  const char *const own[][2] = {
    { "wythoff", "msd_fib" }, { "fraenkel:a=1", "msd_fib" }, { "fraenkel:a=3", "msd_ost[0 3]" },
    { "nim", "msd_2" }, { "mark:k=2", "msd_2" }, { "mark:k=5", "msd_5" }, { "upmark", "msd_2" },
    { "wyt:a=2,b=3", NULL }, { "wythoff:block=2", NULL }, { "imitation:p=2", NULL },
    { "fraenkel:a=37", NULL }, { "mark:k=37", NULL }, { "nim:heaps=3", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (own); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (own[i][0], NULL);
      g_autoptr (WyNumSystem) ns = wy_num_system_for_game (game);

      g_assert_cmpstr (ns ? wy_num_system_get_name (ns) : NULL, ==, own[i][1]);
    }
  for (int a = 3; a <= 4; a++)
    {
      g_autofree char *rule = g_strdup_printf ("fraenkel:a=%d", a);
      g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
      g_autoptr (WyNumSystem) ns = wy_num_system_for_game (game);
      g_autoptr (WyAutomaton) aut = wy_automaton_infer (game, ns, 100000, 1000, NULL, NULL);

      g_assert_nonnull (aut);
      for (gint64 n = 0; n < 3000; n++)
        {
          gint64 s = (gint64) isqrt ((guint64) (n * n * (a * a + 4))), m = n * (2 - a) + s;
          guint64 x = (guint64) (m >= 0 ? m / 2 : -((-m + 1) / 2)), y = x + (guint64) (a * n);

          g_assert_true (wy_automaton_accepts (aut, x, y));
          g_assert_true (wy_automaton_accepts (aut, y, x));
          g_assert_false (wy_automaton_accepts (aut, x, y + 1));
        }
    }
}

/* Wythoff's P-set is not 2-automatic (phi is irrational): refused, never a wrong automaton. */
static void
test_not_automatic (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
  g_autoptr (WyNumSystem) ns = wy_num_system_new ("msd_2", NULL);
  WyAutomaton *a = wy_automaton_infer (game, ns, 65536, 300, NULL, &error);

  g_assert_null (a);
  g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
  g_assert_nonnull (strstr (error->message, "automatic in this numeration"));
  g_test_message ("%s", error->message);
  g_clear_error (&error);

  /* a game of three heaps has no two-track language: refused, named */
  {
    g_autoptr (WyGame) cube = wy_game_parse ("nim:heaps=3", NULL);
    g_autoptr (WyAutomaton) nim = infer ("nim", "msd_2", 1000, 10);
    guint64 bx, by;

    g_assert_null (wy_automaton_infer (cube, ns, 64, 10, NULL, &error));
    g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
    g_test_message ("%s", error->message);
    g_assert_nonnull (strstr (error->message, "nim:heaps=3 is played on 3 heaps"));
    g_clear_error (&error);
    g_assert_false (wy_automaton_check (nim, cube, 64, NULL, &bx, &by, &error));
    g_assert_nonnull (error);
  }
}

/* Data for one suffix length only: nothing was compared, so nothing "changed"; the reason is
 * too little data, and a count of one is singular (the hunt's find: Nim in base 36 below
 * 36^2 was "no stable automaton: the classes changed with every suffix length up to 1 (1
 * states at the last)"). With two lengths the same data gives Nim's one state. */
static void
test_one_suffix_length (void)
{
  static const struct { const char *rule, *system; guint n; } cases[] = {
    { "nim", "msd_36", 1297 }, { "nim", "msd_2", 4 }, { "wythoff", "msd_fib", 3 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WyGame) game = wy_game_parse (cases[i].rule, NULL);
      g_autoptr (WyNumSystem) ns = wy_num_system_new (cases[i].system, NULL);
      g_autoptr (WyAutomaton) a = wy_automaton_infer (game, ns, cases[i].n, 100, NULL, &error);
      g_autoptr (GError) small = NULL;

      /* the least size (the CLI names --size with it): one less is out of range */
      g_assert_cmpuint (wy_automaton_min_size (ns), ==, i == 0 ? 1296 : cases[i].n);
      g_assert_null (wy_automaton_infer (game, ns, wy_automaton_min_size (ns) - 1, 100, NULL,
                                         &small));
      g_assert_error (small, WY_ERROR, WY_ERROR_RANGE);
      g_assert_null (a);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, "too little data"));
      g_assert_null (strstr (error->message, "changed"));
      g_assert_null (strstr (error->message, " 1 states"));
    }
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
    g_autoptr (WyNumSystem) ns = wy_num_system_new ("msd_fib", NULL);

    g_assert_null (wy_automaton_infer (game, ns, 1000, 1, NULL, &error));
    g_test_message ("%s", error->message);
    g_assert_nonnull (strstr (error->message, "at most 1 state fits"));
    g_assert_null (strstr (error->message, " 1 classes"));
  }
  g_autoptr (WyAutomaton) nim = infer ("nim", "msd_36", 46657, 100);
  g_assert_cmpuint (wy_automaton_get_n_states (nim), ==, 1);
}

/* A checked automaton that is wrong: its first disagreement, by max(x, y) then y then x. */
static void
test_first_disagreement (void)
{
  g_autoptr (WyAutomaton) a = infer ("wythoff", "msd_fib", 10000, 1000);
  g_autofree char *text = wy_automaton_to_walnut (a);
  g_autoptr (GError) error = NULL;
  g_autoptr (WyAutomaton) wrong = NULL;
  char *line;
  guint64 bx = 0, by = 0;

  /* state 0 accepts (0, 0) */
  line = strstr (text, "\n0 1\n");
  g_assert_nonnull (line);
  line[3] = '0';
  wrong = wy_automaton_parse_walnut (text, -1, "wrong", &error);
  g_assert_no_error (error);
  g_assert_false (check (wrong, "wythoff", 1000, &bx, &by));
  g_assert_cmpuint (bx, ==, 0);
  g_assert_cmpuint (by, ==, 0);
  g_assert_cmpuint (wy_automaton_get_checked_to (wrong), ==, 0);
  /* Nim's automaton against Wythoff's game: (1, 1) is accepted, and P only in Nim */
  g_autoptr (WyAutomaton) nim = infer ("nim", "msd_fib", 1000, 100);
  g_assert_false (check (nim, "wythoff", 1000, &bx, &by));
  g_assert_cmpuint (bx, ==, 1);
  g_assert_cmpuint (by, ==, 1);
}

/* A wrong answer that only a leading zero shows, before a wrong answer at the full width:
 * the first disagreement is the earlier one, whichever pass finds it (the hunt's find: the
 * pass over the leading zeros ran only when the full width agreed, so (3, 3) was named where
 * (0, 0) read as "0 0" is rejected; worked out by hand, and by an independent reader in
 * Python on every position and every width). */
static void
test_first_disagreement_zeros (void)
{
  static const char two[] = "msd_2 msd_2\n0 1\n0 0 -> 1\n1 1 -> 2\n1 0\n0 0 -> 2\n"
                            "1 1 -> 2\n2 1\n0 0 -> 2\n1 1 -> 1\n";
  /* mark:k=2 (P: 0, 2, 6, 8, ...): "1" rejected, "01" accepted, "10" rejected */
  static const char one[] = "msd_2\n0 1\n0 -> 1\n1 -> 2\n1 1\n0 -> 1\n1 -> 3\n2 0\n"
                            "0 -> 2\n1 -> 2\n3 1\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (WyAutomaton) a = wy_automaton_parse_walnut (two, -1, "two", &error);
  g_autoptr (WyAutomaton) b = wy_automaton_parse_walnut (one, -1, "one", &error);
  guint64 bx = 9, by = 9;

  g_assert_no_error (error);
  g_assert_false (wy_automaton_accepts (a, 3, 3));
  g_assert_true (wy_automaton_leading_zeros_matter (a, 0, 0));
  for (guint n = 4; n <= 64; n *= 4)
    {
      g_assert_false (check (a, "nim", n, &bx, &by));
      g_assert_cmpuint (bx, ==, 0);
      g_assert_cmpuint (by, ==, 0);
    }
  g_assert_false (wy_automaton_accepts (b, 1, 0));
  g_assert_false (wy_automaton_accepts (b, 2, 0));
  g_assert_false (check (b, "mark:k=2", 100, &bx, &by));
  g_assert_cmpuint (bx, ==, 1);
}

/* Wythoff's automaton united with "x holds 11" (never a valid Zeckendorf word): it agrees
 * with the P-set, but its states stay live everywhere, so that walking a row tries every y.
 * The check is bounded and says so. */
static void
test_costly_check (void)
{
  g_autoptr (WyAutomaton) a = infer ("wythoff", "msd_fib", 10000, 1000);
  g_autoptr (GBytes) table = wy_automaton_get_transitions (a);
  g_autoptr (GBytes) outputs = wy_automaton_get_accepting (a);
  const gint32 *next = g_bytes_get_data (table, NULL);
  const guint8 *accept = g_bytes_get_data (outputs, NULL);
  guint n = wy_automaton_get_n_states (a);
  g_autoptr (GString) text = g_string_new ("msd_fib msd_fib\n");
  g_autoptr (GError) error = NULL;
  guint64 bx, by;

  /* state s * 3 + b: Wythoff's state s (n: none left) and b, the 11-detector's state */
  for (guint s = 0; s <= n; s++)
    for (guint b = 0; b < 3; b++)
      {
        g_string_append_printf (text, "\n%u %u\n", s * 3 + b, b == 2 || (s < n && accept[s]));
        for (guint c = 0; c < 4; c++)
          {
            gint32 t = s < n ? next[s * 4 + c] : -1;
            guint nb = b == 2 ? 2 : c / 2 == 0 ? 0 : b + 1;

            g_string_append_printf (text, "%u %u -> %u\n", c / 2, c % 2,
                                    (t < 0 ? n : (guint) t) * 3 + nb);
          }
      }
  g_autoptr (WyAutomaton) u = wy_automaton_parse_walnut (text->str, -1, "union", &error);
  g_assert_no_error (error);
  g_assert_true (check (u, "wythoff", 300, &bx, &by));
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
  g_assert_false (wy_automaton_check (u, game, 5000, NULL, &bx, &by, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_assert_nonnull (strstr (error->message, "steps a digit of every position below 5000"));
}

typedef struct {
  GCancellable *cancellable;
  guint         ms;
} Later;

static gpointer
cancel_later (gpointer data)
{
  Later *later = data;

  g_usleep (later->ms * G_TIME_SPAN_MILLISECOND);
  g_cancellable_cancel (later->cancellable);
  return NULL;
}

/* A check's cancellable stops it, before it starts and while it runs: 20 ms in, while the
 * exact P-set is solved (about 80 ms here), and 300 ms in, while the automaton is compared
 * with it (most of 2 s); each time in GIO's words, and a cancelled check keeps what it had
 * checked. */
static void
test_cancelled_check (void)
{
  g_autoptr (WyAutomaton) a = infer ("wythoff", "msd_fib", 10000, 1000);
  g_autoptr (WyGame) game = wy_game_parse ("wythoff", NULL);
  g_autoptr (GCancellable) before = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) gio = NULL;
  guint64 bx = 7, by = 7;
  const guint ms[] = { 20, 300 };

  g_cancellable_cancel (before);
  g_cancellable_set_error_if_cancelled (before, &gio);
  g_assert_false (wy_automaton_check (a, game, 2000000, before, &bx, &by, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (bx, ==, 7);
  g_clear_error (&error);

  for (guint i = 0; i < G_N_ELEMENTS (ms); i++)
    {
      g_autoptr (GCancellable) during = g_cancellable_new ();
      Later later = { during, ms[i] };
      GThread *thread = g_thread_new ("cancel", cancel_later, &later);

      g_assert_false (wy_automaton_check (a, game, 2000000, during, &bx, &by, &error));
      g_thread_join (thread);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_cmpstr (error->message, ==, gio->message);
      g_assert_cmpuint (wy_automaton_get_checked_to (a), ==, 10000);
      g_clear_error (&error);
    }

  /* the same automaton, not cancelled, holds there */
  g_assert_true (wy_automaton_check (a, game, 2000000, NULL, &bx, &by, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (wy_automaton_get_checked_to (a), ==, 2000000);
}

/* Walnut's format and back: the same table; DOT names every state. */
static void
test_round_trip (void)
{
  g_autoptr (WyAutomaton) a = infer ("fraenkel:a=2", "msd_ost[0 2]", 20000, 1000);
  g_autofree char *text = wy_automaton_to_walnut (a);
  g_autofree char *dot = wy_automaton_to_dot (a);
  g_autoptr (GError) error = NULL;
  g_autoptr (WyAutomaton) b = wy_automaton_parse_walnut (text, -1, "a.txt", &error);

  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (text, "msd_ost_0__2 msd_ost_0__2\n"));
  g_assert_cmpuint (wy_automaton_get_n_states (b), ==, wy_automaton_get_n_states (a));
  g_autoptr (GBytes) ta = wy_automaton_get_transitions (a);
  g_autoptr (GBytes) tb = wy_automaton_get_transitions (b);
  g_autoptr (GBytes) oa = wy_automaton_get_accepting (a);
  g_autoptr (GBytes) ob = wy_automaton_get_accepting (b);
  g_assert_true (g_bytes_equal (ta, tb));
  g_assert_true (g_bytes_equal (oa, ob));
  g_assert_cmpuint (g_bytes_get_size (ta), ==, wy_automaton_get_n_states (a) * 9 * 4);
  g_assert_true (g_str_has_prefix (dot, "digraph automaton {"));
  for (guint q = 0; q < wy_automaton_get_n_states (a); q++)
    {
      g_autofree char *node = g_strdup_printf ("  q%u [shape=", q);
      g_assert_nonnull (strstr (dot, node));
    }
}

/* Hostile files: one located message each, naming what was expected. */
static void
test_hostile (void)
{
  static const struct { const char *text; const char *where, *what; } cases[] = {
    { "", "f:1:1: ", "expected the numeration systems" },
    { "\n\n", "f:2:1: ", "found an empty file" },
    { "msd_fib msd_2\n", "f:1:9: ", "the same numeration system on every track" },
    { "msd_2 msd_2 msd_2\n", "f:1:13: ", "found a third" },
    { "lsd_2\n", "f:1:1: ", "least significant digit first" },
    { "msd_2\n0 -> 0\n", "f:2:1: ", "expected a state line" },
    { "msd_2\n0 1\n2 -> 0\n", "f:3:1: ", "expected a digit of msd_2 (a whole number from 0 to 1), found \"2\"" },
    { "msd_2\n0 1\n0 => 0 ->\n", "f:3:3: ", "expected \"->\" after 1 digit, found \"=>\"" },
    { "msd_2\n0 1\n0 -> 5\n", "f:3:6: ", "expected a declared state, found 5" },
    { "msd_2\n0 1\n0 -> 0 1\n", "f:3:8: ", "must be deterministic" },
    { "msd_2\n0 1\n0 -> 0\n0 -> 0\n", "f:4:1: ", "second transition" },
    { "msd_2\n0 1\n0 1\n", "f:3:1: ", "state 0 is declared a second time" },
    { "msd_2\n0 2\n", "f:2:3: ", "expected the state's output" },
    { "msd_2\n0 1\n2 1\n0 -> 0\n\n", "f:3:1: ", "expected state 1 to be declared" },
    /* Walnut takes the first state declared as the initial one, this reader state 0: a file
     * that declares another first would be read as two automata (the hunt's find) */
    { "msd_2\n1 1\n", "f:2:1: ", "expected state 0 first" },
    { "msd_2\n\n1 0\n0 -> 1\n\n0 1\n0 -> 0\n", "f:3:1: ", "expected state 0 first, found state 1" },
    { "msd_2\n0 1 1\n", "f:2:5: ", "expected the end of the line" },
    { "msd_2\n0 1\x01\n", "f:2:4: ", "unexpected byte 0x01" },
    { "msd_\xc3\xa9\n", "f:1:5: ", "unexpected byte 0xc3" },
    { "msd_2\n99999999999999999999 1\n", "f:2:1: ", "expected a state (a whole number from 0 to 99999)" },
    { "msd_2\n100000 1\n", "f:2:1: ", "found \"100000\"" },
    { "msd_2\n-1 1\n", "f:2:1: ", "found \"-1\"" },
    { "msd_2\n", "f:1:1: ", "expected at least one state line" },
    { "msd_2 msd_2\n0 1\n0 -> 0\n", "f:3:3: ", "expected a digit of msd_2" },
    { "msd_fib msd_fib\r\n\r\n0 1\r\n0 0 -> 0\r\n1 1 -> 0 \r\n", NULL, NULL },
    /* Walnut's own files open with "#" comments (its Custom Bases); "->" needs no blanks
     * around it in Walnut's grammar (the hunt's find: both refused) */
    { "# Kimberling numeration system 1,3,8,22,60,\xe2\x80\xa6\nmsd_2\n\n0 1\n  # a note\n"
      "0->0\n1 ->1\n\n1 0\n1-> 0\n", NULL, NULL },
    { "msd_2\n0 1\n0 ->\n", "f:3:5: ", "expected the target state" },
    { "msd_2\n0 1 # output\n", "f:2:5: ", "expected the end of the line" },
    { "{0,1}\n", "f:1:1: ", "expected msd_K" },
    { "msd_ost[0 1]\n", "f:1:1: ", "expected msd_K" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WyAutomaton) a = wy_automaton_parse_walnut (cases[i].text, -1, "f", &error);

      if (cases[i].where == NULL)
        {
          g_assert_no_error (error);
          continue;
        }
      g_assert_null (a);
      g_assert_error (error, WY_ERROR, WY_ERROR_PARSE);
      if (!g_str_has_prefix (error->message, cases[i].where)
          || !strstr (error->message, cases[i].what))
        g_error ("case %u: %s", i, error->message);
    }
}

/* Walnut's comments skipped, its "->" read without blanks: 0 -1-> 1 -1-> 0 accepts 3 only */
static void
test_walnut_comments (void)
{
  g_autoptr (WyAutomaton) a = wy_automaton_parse_walnut ("# c\nmsd_2\n0 1\n# d\n0->0\n1 ->1\n"
                                                         "1 0\n1-> 0\n", -1, "f", NULL);
  g_assert_nonnull (a);
  g_assert_true (wy_automaton_accepts (a, 3, 0));
  g_assert_false (wy_automaton_accepts (a, 2, 0));
  g_assert_false (wy_automaton_accepts (a, 1, 0));
}

/* Too big: a file over 16 MiB, a table over 2^24 transitions; a NUL inside; UTF-16. */
static void
test_hostile_sizes (void)
{
  g_autoptr (GString) big = g_string_new ("msd_36 msd_36\n");
  g_autoptr (GError) error = NULL;
  g_autofree char *huge = g_malloc0 ((16u << 20) + 2);
  static const char nul[] = "msd_2\n0 1\n0 -\0> 0\n";
  /* "msd_2\n0 1\n1 -> 0\n" in UTF-16LE with its byte order mark */
  static const char utf16[] = "\xff\xfem\0s\0d\0_\0" "2\0\n\0" "0\0 \0" "1\0\n\0" "1\0 \0-\0>\0 \0" "0\0\n\0";

  for (guint q = 0; q < 13000; q++)
    g_string_append_printf (big, "%u 0\n", q);
  g_assert_null (wy_automaton_parse_walnut (big->str, -1, "big", &error));
  g_assert_nonnull (strstr (error->message, "more than the 16777216 transitions read"));
  g_clear_error (&error);
  memset (huge, ' ', (16u << 20) + 1);
  g_assert_null (wy_automaton_parse_walnut (huge, -1, "huge", &error));
  g_assert_nonnull (strstr (error->message, "bytes are more than"));
  g_clear_error (&error);
  g_assert_null (wy_automaton_parse_walnut (nul, sizeof nul - 1, "nul", &error));
  g_assert_true (g_str_has_prefix (error->message, "nul:3:4: unexpected byte 0x00"));
  g_clear_error (&error);
  /* a long name in the first line is shown cut, in a message a person reads (the fuzzer's
   * find: the second track's name quoted whole) */
  {
    g_autofree char *tail = g_strnfill (2000, 'a');
    g_autofree char *second = g_strconcat ("msd_ost_0__2 msd_ost_0__", tail, "\n", NULL);
    g_autofree char *first = g_strconcat ("msd_", tail + 1850, "\n", NULL);
    g_autofree char *cut = g_strnfill (36, 'a');
    g_autofree char *shown_second = g_strdup ("found \"msd_ost_0__aaaaaaaaaaaaa...\"");
    g_autofree char *shown_first = g_strconcat ("numeration system \"msd_", cut, "...\"", NULL);
    const char *texts[] = { second, first }, *shown[] = { shown_second, shown_first };

    for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
      {
        g_assert_null (wy_automaton_parse_walnut (texts[i], -1, "long", &error));
        g_test_message ("%s", error->message);
        g_assert_cmpuint (strlen (error->message), <, 600);
        g_assert_nonnull (strstr (error->message, shown[i]));
        g_clear_error (&error);
      }
  }
  g_autoptr (WyAutomaton) a = wy_automaton_parse_walnut (utf16, sizeof utf16 - 1, "u", &error);
  g_assert_no_error (error);
  g_assert_true (wy_automaton_accepts (a, 1, 0));
  g_assert_true (wy_automaton_accepts (a, 3, 0));
  g_assert_false (wy_automaton_accepts (a, 2, 0));
}

/* Mutations of a real file: never a crash; every error names the file, line and column. */
static void
test_mutations (void)
{
  g_autoptr (WyAutomaton) a = infer ("wythoff", "msd_fib", 2000, 100);
  g_autofree char *text = wy_automaton_to_walnut (a);
  const char alphabet[] = "0123456789 ->\n\r\tmsd_fib{}#\x01";
  guint32 seed = g_test_rand_int ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  gsize len = strlen (text);

  g_test_message ("seed %u", seed);
  for (guint round = 0; round < 3000; round++)
    {
      g_autofree char *m = g_strdup (text);
      g_autoptr (GError) error = NULL;

      for (guint k = 0, edits = g_rand_int_range (rand, 1, 4); k < edits; k++)
        m[g_rand_int_range (rand, 0, (gint32) len)] =
          alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
      g_autoptr (WyAutomaton) b = wy_automaton_parse_walnut (m, -1, "m", &error);

      if (b == NULL)
        g_assert_true (g_str_has_prefix (error->message, "m:"));
      else
        (void) wy_automaton_accepts (b, 5, 3);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/automaton/wythoff-fib", test_wythoff_fib);
  g_test_add_func ("/core/automaton/nim", test_nim);
  g_test_add_func ("/core/automaton/mark", test_mark);
  g_test_add_func ("/core/automaton/ostrowski", test_ostrowski);
  g_test_add_func ("/core/automaton/for-game", test_for_game);
  g_test_add_func ("/core/automaton/not-automatic", test_not_automatic);
  g_test_add_func ("/core/automaton/one-suffix-length", test_one_suffix_length);
  g_test_add_func ("/core/automaton/first-disagreement", test_first_disagreement);
  g_test_add_func ("/core/automaton/first-disagreement-zeros", test_first_disagreement_zeros);
  g_test_add_func ("/core/automaton/costly-check", test_costly_check);
  g_test_add_func ("/core/automaton/cancelled-check", test_cancelled_check);
  g_test_add_func ("/core/automaton/round-trip", test_round_trip);
  g_test_add_func ("/core/automaton/hostile", test_hostile);
  g_test_add_func ("/core/automaton/walnut-comments", test_walnut_comments);
  g_test_add_func ("/core/automaton/hostile-sizes", test_hostile_sizes);
  g_test_add_func ("/core/automaton/mutations", test_mutations);
  return g_test_run ();
}
