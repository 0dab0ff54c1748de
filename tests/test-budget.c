/* test-budget.c: every family at its accepted maximum: the peak memory of the whole command stays within 2 GiB, one more is refused naming the range. */
#define G_LOG_DOMAIN "wy-test"
#include "config.h"

#include <string.h>
#include <sys/wait.h>

#include "wythoff.h"
#include "wy-test-run.h"

/* The declared budget of every command (src/core/solve/wy-caps.c). */
#define BUDGET_KB (2L << 20)

typedef struct {
  const char *name;  /* in the test path */
  const char *rule;
} Family;

/* Every family with its defaults, the rules of your own with theirs, and
 * parameters that meet another cap (a cone's cost, block=Q of the Grundy
 * sweep, nimpq's abstract and sec7 readings with small and wide bands and
 * budgets (their time model), Mark's largest k). */
static const Family families[] = {
  { "nim", "nim" },
  { "wythoff", "wythoff" },
  { "fraenkel", "fraenkel" },
  { "wyt", "wyt" },
  { "wytc", "wytc" },
  { "nimpq", "nimpq" },
  { "stwythoff", "stwythoff" },
  { "restricted", "restricted" },
  { "gamma", "gamma" },
  { "imitation", "imitation" },
  { "mark", "mark" },
  { "upmark", "upmark" },
  { "moves-rule", "moves:rule=(dx==0||dy==0||dx==dy)" },
  { "pile-rule", "pile:rule=(d<=1||n-d==n/2)" },
  { "adjoin-nim", "adjoin:base=(nim)" },
  { "nimpq-abstract", "nimpq:p=2,q=3,reading=abstract" },
  { "nimpq-abstract-wide", "nimpq:a=100,b=100,p=100,q=100,reading=abstract" },
  { "nimpq-sec7-wide", "nimpq:a=1000,b=1000,p=1000,q=1000,reading=sec7" },
  { "wyt-block", "wyt:a=2,b=3,block=3" },
  { "stwythoff-wide", "stwythoff:s=5,t=9" },
  { "mark-k60", "mark:k=60" },
  { "nim3", "nim:heaps=3" },
  { "wythoff3", "wythoff:heaps=3" },
  { "fraenkel3", "fraenkel3" },
  { "moves-rule3", "moves:rule=(dz==1||dx==dy)" },
};

/* The line families (their Grundy values go on along a rectangle). */
static gboolean
line_family (const WyGame *game)
{
  switch (wy_game_get_family (game))
    {
    case WY_FAMILY_NIM:
    case WY_FAMILY_WYTHOFF:
    case WY_FAMILY_FRAENKEL:
    case WY_FAMILY_WYT:
    case WY_FAMILY_WYTC:
    case WY_FAMILY_NIMPQ:
      return TRUE;
    default:
      return FALSE;
    }
}

typedef struct {
  const char *name;
  WyNeeds     needs;
} Command;

/* What each command asks of the core (src/cli/wy-cli-cells.c). */
static const Command commands[] = {
  { "ppos", WY_NEED_STATUS },
  { "steps", WY_NEED_STEPS },
  { "grundy", WY_NEED_GRUNDY },
};

/* The default run holds one case of every engine (and every family once),
 * some 45 s of CPU; the rest, some 90 s more, run with -m slow. Measured
 * (Debian 12, 2 cores): the one-pile strip with steps takes 20 s at
 * 134217728 and peaks at 1.7 GB, the highest of all. */
static const char *const quick[] = {
  "ppos/nim", "ppos/wythoff", "ppos/fraenkel", "ppos/wyt", "ppos/wytc", "ppos/nimpq",
  "ppos/stwythoff", "ppos/restricted", "ppos/gamma", "ppos/imitation",
  "ppos/mark",         /* one pile: a status byte a position */
  "ppos/moves-rule", "ppos/adjoin-nim",
  "steps/wythoff",     /* sparse: the P-set and a line index */
  "steps/stwythoff",   /* dense: a cone family's stored board */
  "steps/imitation",   /* dense: Imitation Nim's state graph */
  "steps/mark",        /* dense: the one-pile strip, the largest peak */
  "steps/pile-rule",   /* dense: a one-pile rule of your own */
  "steps/adjoin-nim",  /* dense: a two-pile rule of your own */
  "grundy/wythoff",    /* the Grundy sweep of a line family */
  "grundy/restricted", /* the Grundy sweep of a cone family */
  "grundy/upmark",     /* one pile: a Grundy byte a position */
  "grundy/moves-rule", /* the Grundy sweep of a rule of your own */
  "ppos/wythoff3",     /* three heaps: the P-set sweep */
  "steps/wythoff3",    /* three heaps: the stored cube by line states */
  "grundy/fraenkel3",  /* three heaps: the stored cube by options */
};

typedef struct {
  const Family  *family;
  const Command *command;
  gboolean       slow;
} Case;

/* The region --region takes from (lo, lo) to (hi, hi): on one pile, two
 * heaps or three. */
static char *
corner_region (WyGame *game, guint lo, guint hi)
{
  if (wy_game_is_one_pile (game))
    return g_strdup_printf ("%u,%u", lo, hi);
  if (wy_game_get_heaps (game) == 3)
    return g_strdup_printf ("%u,%u,%u,%u,%u,%u", lo, lo, lo, hi, hi, hi);
  return g_strdup_printf ("%u,%u,%u,%u", lo, lo, hi, hi);
}

/* One more than the largest side is refused at once, and so is a region
 * beyond the board the core solves (the line families' values: beyond
 * the rectangle's budget). */
static void
check_refused_beyond (const Case *c, WyGame *game, guint max, gboolean region)
{
  const char *cmd = c->command->name;
  gboolean one_pile = wy_game_is_one_pile (game);
  g_autofree char *more = g_strdup_printf ("%u", max + 1);
  g_autofree char *range = g_strdup_printf ("from 1 to %u", max);
  g_autofree char *beyond = corner_region (game, max - 1, max);

  /* one more is refused at once, with the range that applies */
  CHECK_ERROR (FRAGMENTS (range), cmd, c->family->rule, "--size", more);
  if (region && (c->command->needs & WY_NEED_GRUNDY) && !one_pile
      && line_family (game) && wy_game_get_block (game) <= 1)
    {
      /* the line families' Grundy values go on beyond, on the rectangle from
       * the origin (test-grundy-classes /core/grundy/rect-region): refused
       * past its budget, naming it */
      CHECK_ERROR (FRAGMENTS ("rectangle from the origin", "2000000 x 2000000"), cmd,
                   c->family->rule, "--size", "2000000", "--region",
                   "1999999,1999999,1999999,1999999");
    }
  else if (region)
    {
      /* a region one beyond the board the core solves: refused too */
      g_autofree char *upto = g_strdup_printf ("%u", max);
      CHECK_ERROR (FRAGMENTS (upto), cmd, c->family->rule, "--size", more, "--region", beyond);
    }
}

static void
test_at_max (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (WyGame) game = wy_game_parse (c->family->rule, NULL);
  const char *cmd = c->command->name;
  gboolean region;
  g_autofree char *size = NULL, *far = NULL;
  g_autofree char *err = NULL;
  g_autofree char *why = NULL;
  guint64 out_bytes;
  double cpu;
  gint64 start;
  guint max;
  glong kb;
  int status;

  g_assert_nonnull (game);
  /* ppos has no --region; steps and grundy read only the far corner */
  region = strcmp (cmd, "ppos") != 0;
  max = wy_solve_max_side (game, &(WyQuery) { .needs = c->command->needs }, &why);
  g_assert_cmpuint (max, >=, 3);
  size = g_strdup_printf ("%u", max);
  far = corner_region (game, max - 2, max - 1);

  start = g_get_monotonic_time ();
  {
    const char *args[] = { cmd, c->family->rule, "--size", size, region ? "--region" : NULL,
                           far, NULL };
    kb = run_peak (args, &out_bytes, &cpu, &err, &status);
  }
  g_test_message ("%s %s at %u (%s): %ld MB, %.1f s (%.1f s CPU), %" G_GUINT64_FORMAT
                  " bytes out", cmd, c->family->rule, max, why, kb / 1024,
                  (g_get_monotonic_time () - start) / 1e6, cpu, out_bytes);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  g_assert_cmpuint (out_bytes, >, 0);
  g_assert_cmpint (kb, <, BUDGET_KB);

  check_refused_beyond (c, game, max, region);
}

/* `compare` of Mark and UpMark at the side the one-pile formula's model allows (their
 * sequences run over the whole strip: 35 s and 1.8 GB for UpMark at 2 10^8 before the model):
 * it answers within the memory budget, and one more is refused naming the model. */
static void
test_formula_one_pile (void)
{
  const char *const rules[] = { "mark", "upmark" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (WyGame) game = wy_game_parse (rules[i], NULL);
      g_autofree char *why = NULL;
      guint max = wy_solve_max_side (game, &(WyQuery) { .needs = WY_NEED_FORMULA }, &why);
      g_autofree char *size = g_strdup_printf ("%u", max);
      g_autofree char *more = g_strdup_printf ("%u", max + 1);
      g_autofree char *range = g_strdup_printf ("from 1 to %u", max);
      g_autofree char *err = NULL;
      const char *args[] = { "compare", rules[i], "--size", size, NULL };
      guint64 out_bytes;
      double cpu;
      int status;
      glong kb;

      g_assert_nonnull (strstr (why, "one-pile game's formula"));
      kb = run_peak (args, &out_bytes, &cpu, &err, &status);
      g_test_message ("compare %s at %u (%s): %ld MB, %.1f s CPU", rules[i], max, why,
                      kb / 1024, cpu);
      g_assert_cmpstr (err, ==, "");
      g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
      g_assert_cmpint (kb, <, BUDGET_KB);
      CHECK_ERROR (FRAGMENTS (range, "one-pile game's formula"), "compare", rules[i], "--size",
                   more);
    }
}

/* A sum keeps every component's board: six components of Mark at 199999999 (400 MB each)
 * peaked at 2.4 GB, twenty at 8. The sum keeps them within the budget, and the component
 * beyond it is refused naming the memory kept and the budget. */
static void
test_sum_components (void)
{
  const char *args[] = { "sum", "mark", "199999999", "mark", "199999998", "mark", "199999997",
                         "mark", "199999996", "mark", "199999995", "mark", "199999994", NULL };
  g_autofree char *err = NULL;
  guint64 out_bytes;
  double cpu;
  int status;
  glong kb;

  kb = run_peak (args, &out_bytes, &cpu, &err, &status);
  g_test_message ("sum of six Marks at 2 10^8: %ld MB, %.1f s CPU: %s", kb / 1024, cpu, err);
  g_assert_cmpint (kb, <, BUDGET_KB);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 2);
  g_assert_nonnull (strstr (err, "component 5: the sum keeps the Grundy values"));
  g_assert_nonnull (strstr (err, "beyond the memory budget of"));
}

static gboolean
is_quick (const char *path)
{
  for (guint i = 0; i < G_N_ELEMENTS (quick); i++)
    if (strcmp (quick[i], path) == 0)
      return TRUE;
  return FALSE;
}

/* A region beyond the board the time budget solves names the budget, and
 * says when a larger one reaches the region (docs/blocking.md: "A refusal
 * names the budget"). */
static void
test_region_names_budget (void)
{
  Run run = { 0 };

  CHECK_ERROR (FRAGMENTS ("the region reaches 699", "up to 648 (a time budget of 2 s",
                          "a larger time budget (up to 600 s) reaches it"),
               "steps", "wythoff:block=1000", "--size", "700", "--region", "690,690,699,699");
  RUN (&run, "steps", "wythoff:block=1000", "--size", "700", "--region", "690,690,699,699",
       "--time-budget", "30");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "x,y,status,step\n690,690,"));
  run_clear (&run);
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) cases = g_ptr_array_new_with_free_func (g_free);

  g_test_init (&argc, &argv, NULL);
  wythoff = g_getenv ("WYTHOFF");
  g_assert_nonnull (wythoff);
  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    for (guint f = 0; f < G_N_ELEMENTS (families); f++)
      {
        g_autoptr (WyGame) game = wy_game_parse (families[f].rule, NULL);
        g_autofree char *name = g_strdup_printf ("%s/%s", commands[c].name, families[f].name);
        g_autofree char *path = g_strdup_printf ("/cli/budget/max/%s", name);
        Case *k;

        g_assert_nonnull (game);
        if ((commands[c].needs & WY_NEED_GRUNDY) && !wy_game_has_grundy (game))
          continue;
        k = g_new (Case, 1);
        *k = (Case) { &families[f], &commands[c], !is_quick (name) };
        g_ptr_array_add (cases, k);
        /* the costly cases are registered with -m slow only (never skipped);
         * under AddressSanitizer none: its shadow memory distorts the peak */
#ifndef WY_TEST_ASAN
        if (!k->slow || g_test_slow ())
          g_test_add_data_func (path, k, test_at_max);
#endif
      }
  for (guint i = 0; i < G_N_ELEMENTS (quick); i++)
    {
      gboolean found = FALSE;
      for (guint k = 0; k < cases->len; k++)
        {
          const Case *c = cases->pdata[k];
          g_autofree char *name = g_strdup_printf ("%s/%s", c->command->name, c->family->name);
          found |= strcmp (name, quick[i]) == 0;
        }
      if (!found)
        g_error ("quick case %s is not a case", quick[i]);
    }
#ifndef WY_TEST_ASAN
  g_test_add_func ("/cli/budget/formula-one-pile", test_formula_one_pile);
  g_test_add_func ("/cli/budget/region-names-budget", test_region_names_budget);
  g_test_add_func ("/cli/budget/sum-components", test_sum_components);
#endif
  return g_test_run ();
}
