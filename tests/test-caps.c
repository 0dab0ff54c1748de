/* test-caps.c: the size caps of every family, each need and several time budgets, the engine chosen and the preview, pinned against tests/data/caps.txt (a reshaping of the core must not move them). */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <string.h>

#include "wythoff.h"
#include "wy-engine-testing.h"
#include "wy-test-solve.h"

/* Every family with its defaults, and parameters that meet another cap:
 * blocking (lines, cones, one pile), misère, the readings of nimpq, wide
 * bands and cones, gamma's generators, rules of one's own of each kind
 * (invariant, position-dependent, patterns with filters, adjoin). */
static const char *const rules[] = {
  "nim", "wythoff", "fraenkel", "wyt", "wytc", "nimpq", "stwythoff", "restricted", "gamma",
  "imitation", "mark", "upmark",
  "moves:rule=(dx==0||dy==0||dx==dy)", "pile:rule=(d<=1||n-d==n/2)", "adjoin:base=(nim)",
  "nim:block=2", "wythoff:block=3", "fraenkel:a=3,block=20", "wyt:a=2,b=3,block=3",
  "wytc:a=100,b=100,c=7,block=1000", "wythoff:play=misere",
  "nimpq:p=2,q=3,reading=abstract", "nimpq:a=100,b=100,p=100,q=100,reading=abstract",
  "nimpq:a=1000,b=1000,p=1000,q=1000,reading=sec7", "nimpq:a=5,b=3,p=1,q=1",
  "wyt:a=1000,b=1000", "fraenkel:a=40",
  "stwythoff:s=5,t=9", "stwythoff:s=1000,t=1000", "stwythoff:block=2", "restricted:s=3,t=2",
  "gamma:i=3,s=2,t=5", "gamma:block=4", "imitation:p=7",
  "mark:k=60", "mark:k=3,block=2", "upmark:block=5", "upmark:play=misere",
  "moves:rule=(dx<=2&&dy<=2),block=2", "moves:rule=(dx+dy<=x%3+1)",
  "pile:rule=(d<=n%5+1)", "pile:rule=(d<=3),block=3", "adjoin:base=(wythoff)",
  "adjoin:base=(mark)", "adjoin:base=(adjoin:base=(nim))",
  "nim:heaps=3", "wythoff:heaps=3", "fraenkel3", "wythoff:heaps=3,play=misere",
  "moves:rule=(dz==1||dx==dy)", "adjoin:base=(nim:heaps=3)",
};

static const struct { const char *name; WyNeeds needs; } needs_list[] = {
  { "status", WY_NEED_STATUS },
  { "steps", WY_NEED_STEPS },
  { "counts", WY_NEED_STEP_COUNTS },
  { "grundy", WY_NEED_GRUNDY },
  { "grundy+steps", WY_NEED_GRUNDY | WY_NEED_STEPS },
  { "all", WY_NEED_GRUNDY | WY_NEED_ELIMINATION },
  { "classes", WY_NEED_GRUNDY_CLASSES },
  { "formula", WY_NEED_FORMULA | WY_NEED_STEPS },
};

static const double budgets[] = { 1.0, 2.0, 7.5, 60.0, 600.0 };

static void
append_engines (GString *out, const WyGame *game, WyNeeds needs, guint max)
{
  const guint sizes[] = { 1, 100, 2048, 5000, max, max + 1 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      WyQuery query = { .size = sizes[i], .needs = needs }, preview;
      gboolean has_preview = wy_solve_get_preview (game, &query, &preview);

      g_string_append_printf (out, " %u:%d%s", sizes[i], wy_solve_engine (game, &query),
                              has_preview ? "p" : "");
      /* a small region far out on the board */
      query.has_region = TRUE;
      query.x0 = query.x1 = sizes[i] - 1;
      query.y0 = query.y1 = MIN (3u, sizes[i] - 1);
      g_string_append_printf (out, "/%d", wy_solve_engine (game, &query));
    }
}

static void
append_rule (GString *out, const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (text, &error);

  g_assert_no_error (error);
  g_string_append_printf (out, "%s grundy-view %u\n", text, wy_grundy_view_max_size (game));
  for (guint n = 0; n < G_N_ELEMENTS (needs_list); n++)
    {
      const char *reason = NULL;
      guint max = wy_solve_max_size (game, needs_list[n].needs, &reason);

      g_string_append_printf (out, "%s %s %u (%s) region %u", text, needs_list[n].name, max,
                              reason, wy_test_max_region_side (game, needs_list[n].needs));
      for (guint b = 0; b < G_N_ELEMENTS (budgets); b++)
        {
          const char *why = NULL;
          guint within = wy_solve_max_size_within (game, needs_list[n].needs, budgets[b], &why);

          g_string_append_printf (out, " | %g s %u (%s)", budgets[b], within, why);
        }
      append_engines (out, game, needs_list[n].needs, max);
      g_string_append_c (out, '\n');
    }
}

static void
test_caps_pinned (void)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autofree char *expected = NULL;
  const char *write = g_getenv ("WY_CAPS_WRITE");
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) want = NULL, got = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    append_rule (out, rules[i]);
  if (write)
    {
      g_file_set_contents (write, out->str, -1, &error);
      g_assert_no_error (error);
    }
  g_file_get_contents (g_test_get_filename (G_TEST_DIST, "data", "caps.txt", NULL), &expected,
                       NULL, &error);
  g_assert_no_error (error);
  want = g_strsplit (expected, "\n", -1);
  got = g_strsplit (out->str, "\n", -1);
  for (guint i = 0; want[i] || got[i]; i++)
    {
      if (g_strcmp0 (want[i], got[i]) != 0)
        g_test_message ("line %u: wanted\n  %s\ngot\n  %s", i + 1, want[i], got[i]);
      g_assert_cmpstr (got[i], ==, want[i]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/caps/pinned", test_caps_pinned);
  return g_test_run ();
}
