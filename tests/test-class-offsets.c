/* test-class-offsets.c: where the Grundy value classes lie (wy_class_offsets, `wythoff classes`)
 * against the independent brute force: the counts, the least and greatest offset, and the
 * greatest |offset| on the boards of side S/8, S/4, S/2 and S, on sides that 8 does not
 * divide; and Wythoff's game measured from its golden line under every name it has. */
#include <glib.h>
#include <math.h>

#include "wythoff.h"
#include "wy-brute.h"

#define PHI 1.6180339887498948482

/* lo and hi with a tie taken below the row's P-position ([0]) and above it ([1]) */
typedef struct {
  guint64  count;
  gboolean has;
  double   lo[2], hi[2], max_abs[4];
} Want;

/* The offset of (x, y), x <= y, from the brute force's board: y - phi x (golden), else x - x_P
 * with x_P the nearest P-position of row y (either, at a tie: *tie says so). */
static gboolean
offset_of (const BrBoard *b, gboolean golden, guint x, guint y, double *off, gboolean *tie)
{
  gboolean found = FALSE;

  *tie = FALSE;
  if (golden)
    {
      *off = y - PHI * x;
      return TRUE;
    }
  for (guint xp = 0; xp < b->size; xp++)
    {
      double d = (double) x - xp;

      if (b->grundy[br_index (b, xp, y)] != 0)
        continue;
      if (found && fabs (d) == fabs (*off) && d != *off)
        *tie = TRUE;
      if (!found || fabs (d) < fabs (*off))
        *off = d, *tie = FALSE;
      found = TRUE;
    }
  return found;
}

static void
brute_class (const BrBoard *b, gboolean golden, int value, Want *w)
{
  guint size = b->size, side[4] = { size / 8, size / 4, size / 2, size };

  *w = (Want) { 0 };
  for (guint y = 0; y < size; y++)
    for (guint x = 0; x < size; x++)
      {
        double off = 0;
        gboolean tie;

        if (b->grundy[br_index (b, x, y)] != value)
          continue;
        w->count++;
        if (x > y || !offset_of (b, golden, x, y, &off, &tie))
          continue;
        /* a tie's sign is the code's choice: the least and greatest offset lie between
         * those of either choice */
        for (guint t = 0; t < 2; t++)
          {
            double o = tie ? (t ? fabs (off) : -fabs (off)) : off;

            w->lo[t] = w->has ? MIN (w->lo[t], o) : o;
            w->hi[t] = w->has ? MAX (w->hi[t], o) : o;
          }
        w->has = TRUE;
        for (guint k = 0; k < 4; k++)
          if (y < side[k])
            w->max_abs[k] = MAX (w->max_abs[k], fabs (off));
      }
}

static void
check_rule (const BrRule *rule, guint size, guint top, gboolean golden)
{
  g_autofree char *text = br_rule_string (rule);
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (text, &error);
  g_autoptr (GArray) got = NULL;
  BrBoard *b;

  g_assert_no_error (error);
  g_test_message ("%s on side %u, values 0 to %u", text, size, top);
  g_assert_cmpint (wy_class_offsets_golden (game), ==, golden);
  got = wy_class_offsets (game, size, top, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  b = br_solve (rule, size, TRUE);
  for (guint g = 0; g <= top; g++)
    {
      const WyClassOffsets *c = &g_array_index (got, WyClassOffsets, g);
      Want w;

      brute_class (b, golden, (int) g, &w);
      g_assert_cmpuint (c->count, ==, w.count);
      if (w.has)
        {
          g_assert_true (c->has_offset);
          g_assert_cmpfloat (c->min_offset, >=, w.lo[0] - 1e-9);
          g_assert_cmpfloat (c->min_offset, <=, w.lo[1] + 1e-9);
          g_assert_cmpfloat (c->max_offset, >=, w.hi[0] - 1e-9);
          g_assert_cmpfloat (c->max_offset, <=, w.hi[1] + 1e-9);
        }
      for (guint k = 0; k < 4; k++)
        g_assert_cmpfloat_with_epsilon (c->max_abs[k], w.max_abs[k], 1e-9);
    }
  br_board_free (b);
}

/* The boards of side S/8, S/4 and S/2 hold the positions below those sides, as the table's
 * header names them (46 / 8 = 5: y < 5, not y <= 5); random line families, seed logged. */
static void
test_sides (void)
{
  const char *fixed = g_getenv ("WY_CLASS_SEED");
  guint32 seed = fixed ? (guint32) g_ascii_strtoull (fixed, NULL, 10) : (guint32) g_test_rand_int ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  static const BrFamily families[] = { BR_NIM, BR_WYTHOFF, BR_FRAENKEL, BR_WYT, BR_WYTC };

  g_test_message ("seed %u (WY_CLASS_SEED=%u repeats it)", seed, seed);
  for (guint i = 0; i < 12; i++)
    {
      BrRule rule = { families[g_rand_int_range (rand, 0, G_N_ELEMENTS (families))] };
      /* a side that 8 divides now and then, mostly one it does not */
      guint size = (guint) (i % 4 == 0 ? 8 * g_rand_int_range (rand, 1, 9)
                                       : g_rand_int_range (rand, 8, 70));

      rule.a = g_rand_int_range (rand, 2, 5);
      rule.b = g_rand_int_range (rand, 1, 4);
      rule.c = g_rand_int_range (rand, 1, 4);
      if (rule.family == BR_WYTHOFF)
        rule.a = rule.b = rule.c = 1;
      check_rule (&rule, size, (guint) g_rand_int_range (rand, 0, 12),
                  rule.family == BR_WYTHOFF);
    }
}

/* Wythoff's game under its other names (docs/spec.md, section 2: fraenkel with a = 1, wyt
 * with a = b = 1, wytc with a = b = c = 1) is measured as Wythoff's game is: from y = phi x. */
static void
test_wythoff_names (void)
{
  static const BrRule names[] = {
    { BR_WYTHOFF, .a = 1, .b = 1, .c = 1 },
    { BR_FRAENKEL, .a = 1, .b = 1, .c = 1 },
    { BR_WYT, .a = 1, .b = 1, .c = 1 },
    { BR_WYTC, .a = 1, .b = 1, .c = 1 },
  };
  static const BrRule others[] = {
    { BR_WYT, .a = 1, .b = 2, .c = 2 },
    { BR_WYTC, .a = 1, .b = 1, .c = 2 },
    { BR_FRAENKEL, .a = 2, .b = 1, .c = 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    check_rule (&names[i], 29, 6, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    check_rule (&others[i], 29, 6, FALSE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/class-offsets/sides", test_sides);
  g_test_add_func ("/core/class-offsets/wythoff-names", test_wythoff_names);
  return g_test_run ();
}
