/* test-low-classes.c: the Grundy classes 0..K beyond the dense cap: exact against the dense values, and where the core chooses them. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <gio/gio.h>

#include "wy-board.h"
#include "wy-low-classes.h"
#include "wy-test-solve.h"

static WyGame *
parse (const char *rule)
{
  g_autoptr (GError) error = NULL;
  WyGame *game = wy_game_parse (rule, &error);

  g_assert_no_error (error);
  return game;
}

/* Every cell: the value when it is at most top, -1 otherwise, never another number. */
static void
test_against_dense (gconstpointer data)
{
  const char *rule = data;
  g_autoptr (WyGame) game = parse (rule);
  g_autoptr (GError) error = NULL;
  const guint size = 300, top = 5;
  g_autoptr (WyBoard) board = wy_test_solve (game, size, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL, NULL, NULL,
                                              &error);
  g_autoptr (WyLowClasses) lc = NULL;
  guint counts[6] = { 0 };

  g_assert_no_error (error);
  lc = wy_low_classes_compute (game, size, top, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wy_low_classes_get_top (lc), ==, top);
  g_assert_cmpuint (wy_low_classes_get_size (lc), ==, size);
  for (guint y = 0; y < size; y++)
    for (guint x = 0; x < size; x++)
      {
        int g = wy_board_get_grundy (board, x, y);
        int shown = wy_low_classes_get_value (lc, x, y);
        g_assert_cmpint (shown, ==, g <= (int) top ? g : -1);
        if (shown >= 0)
          {
            counts[shown]++;
            g_assert_cmpuint (wy_low_classes_get_x (lc, y, shown), ==, x);
          }
      }
  for (guint v = 0; v <= top; v++)
    g_assert_cmpuint (wy_low_classes_count (lc, v), ==, counts[v]);
  g_assert_cmpint (wy_low_classes_get_value (lc, size, 0), ==, -1);
  g_assert_cmpuint (wy_low_classes_get_x (lc, 0, top + 1), ==, G_MAXUINT);
}

/* Dense values up to the cap, the classes beyond it, nothing where neither exists. */
static void
test_kind (void)
{
  g_autoptr (WyGame) wythoff = parse ("wythoff");
  g_autoptr (WyGame) misere = parse ("wythoff:play=misere");
  g_autoptr (WyGame) gamma = parse ("gamma:i=1,s=2,t=3");
  guint cap = wy_solve_max_size (wythoff, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL);

  g_assert_cmpint (wy_grundy_view_kind (wythoff, cap), ==, WY_GRUNDY_VIEW_DENSE);
  g_assert_cmpint (wy_grundy_view_kind (wythoff, cap + 1), ==, WY_GRUNDY_VIEW_CLASSES);
  g_assert_cmpint (wy_grundy_view_kind (wythoff, 100000), ==, WY_GRUNDY_VIEW_CLASSES);
  g_assert_cmpuint (wy_grundy_view_max_size (wythoff), ==, 2000000);
  g_assert_cmpint (wy_grundy_view_kind (wythoff, 2000001), ==, WY_GRUNDY_VIEW_NONE);
  g_assert_cmpint (wy_grundy_view_kind (misere, 100), ==, WY_GRUNDY_VIEW_NONE);
  g_assert_cmpuint (wy_grundy_view_max_size (misere), ==, 0);
  /* no class sweep for gamma: the dense cap is all */
  cap = wy_solve_max_size (gamma, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL);
  g_assert_cmpint (wy_grundy_view_kind (gamma, cap + 1), ==, WY_GRUNDY_VIEW_NONE);
  g_assert_cmpuint (wy_grundy_view_max_size (gamma), ==, cap);
}

/* Beyond the cap: the same classes as on the dense board where the two
 * overlap (a cell depends only on the cells below-left of it). */
static void
test_seam (void)
{
  g_autoptr (WyGame) game = parse ("wythoff");
  guint cap = wy_solve_max_size (game, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WyBoard) dense = wy_test_solve (game, cap, WY_NEED_ELIMINATION | WY_NEED_GRUNDY, NULL, NULL, NULL,
                                              &error);
  g_autoptr (WyLowClasses) lc = NULL;

  g_assert_no_error (error);
  lc = wy_low_classes_compute (game, cap + 100, 3, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint y = cap - 200; y < cap; y++)
    for (guint v = 0; v <= 3; v++)
      {
        guint x = wy_low_classes_get_x (lc, y, v);
        if (x < cap)
          g_assert_cmpint (wy_board_get_grundy (dense, x, y), ==, (int) v);
      }
}

static void
record (double fraction, gpointer data)
{
  double *last = data;

  g_assert_cmpfloat (fraction, >=, *last - 1e-9);
  g_assert_cmpfloat (fraction, <=, 1.0 + 1e-9);
  *last = fraction;
}

static void
test_refused_and_cancelled (void)
{
  g_autoptr (WyGame) game = parse ("wythoff");
  g_autoptr (WyGame) misere = parse ("wythoff:play=misere");
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  WyLowClasses *lc;
  double last = 0;

  lc = wy_low_classes_compute (game, 1000, WY_LOW_CLASSES_MAX_TOP + 1, NULL, NULL, NULL, &error);
  g_assert_null (lc);
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_clear_error (&error);
  lc = wy_low_classes_compute (misere, 1000, 3, NULL, NULL, NULL, &error);
  g_assert_null (lc);
  g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
  g_clear_error (&error);
  g_cancellable_cancel (cancellable);
  lc = wy_low_classes_compute (game, 1000, 3, NULL, NULL, cancellable, &error);
  g_assert_null (lc);
  g_assert_nonnull (error);
  g_clear_error (&error);
  lc = wy_low_classes_compute (game, 1000, 3, record, &last, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (last, >, 0.999);
  wy_low_classes_unref (lc);
}

int
main (int argc, char **argv)
{
  static const char *rules[] = { "wythoff", "wyt:a=1,b=2", "fraenkel:a=2", "nim", "wytc:a=1,b=1,c=2",
                                 "nimpq:p=1,q=1" };

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/low-classes/against-dense/%s", rules[i]);
      g_test_add_data_func (path, rules[i], test_against_dense);
    }
  g_test_add_func ("/core/low-classes/kind", test_kind);
  g_test_add_func ("/core/low-classes/seam", test_seam);
  g_test_add_func ("/core/low-classes/refused-and-cancelled", test_refused_and_cancelled);
  return g_test_run ();
}
