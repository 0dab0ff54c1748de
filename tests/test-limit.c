/* test-limit.c: the limit series: samples equal the recursion's full sequence, the Perron and printed lines where the papers give them. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "wy-limit.h"

static WyLimitSeries *
series (const char *rule, guint64 count, guint k)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_parse (rule, &error);
  WyLimitSeries *s;

  g_assert_no_error (error);
  s = wy_limit_series (game, count, k, NULL, &error);
  g_assert_no_error (error);
  return s;
}

/* Samples against wy_recursion_pairs (the whole sequence). */
static void
test_samples (void)
{
  const char *rules[] = { "wyt:a=1,b=2", "wythoff", "fraenkel:a=3", "nimpq:a=2,b=1,p=2,q=1" };

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    {
      g_autoptr (WyLimitSeries) s = series (rules[r], 20000, 25);
      g_autoptr (WyGame) game = wy_game_parse (rules[r], NULL);
      g_autoptr (GArray) pairs = wy_recursion_pairs (game, 20001, NULL);
      const WyLimitPoint *p = (const WyLimitPoint *) s->points->data;

      g_assert_cmpuint (s->points->len, >=, 20);
      g_assert_cmpuint (s->points->len, <=, 25);
      g_assert_cmpuint (p[0].n, ==, 1);
      g_assert_cmpuint (p[s->points->len - 1].n, ==, 20000);
      for (guint i = 0; i < s->points->len; i++)
        {
          g_assert_true (i == 0 || p[i].n > p[i - 1].n);
          g_assert_cmpuint (p[i].x, ==, g_array_index (pairs, WyPair, p[i].n).x);
          g_assert_cmpfloat (p[i].ratio, ==, (double) p[i].x / p[i].n);
        }
      /* evenly in log n: the middle sample near sqrt(count) */
      g_assert_cmpfloat (fabs (log ((double) p[s->points->len / 2].n) - log (20000) / 2), <, 0.5);
    }
}

/* k points, as asked, wherever count has k values of n (else every n from 1 to count):
 * distinct, increasing, from 1 to count. Rounding count^(i/(k-1)) repeats small n; a
 * repeat dropped gave fewer points than asked (7 of 8 for n up to 14). */
static void
test_point_count (void)
{
  static const struct { guint64 count; guint k; } cases[] = {
    { 14, 8 }, { 20000, 25 }, { 100, 60 }, { 1000, 1000 }, { 5, 10 }, { 1, 2 }, { 2, 2 },
    { 3, 3 }, { 1000000, 10000 },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr (WyLimitSeries) s = series ("wyt:a=1,b=2", cases[c].count, cases[c].k);
      const WyLimitPoint *p = (const WyLimitPoint *) s->points->data;

      g_assert_cmpuint (s->points->len, ==, MIN (cases[c].k, cases[c].count));
      g_assert_cmpuint (p[0].n, ==, 1);
      g_assert_cmpuint (p[s->points->len - 1].n, ==, cases[c].count);
      for (guint i = 1; i < s->points->len; i++)
        g_assert_cmpuint (p[i].n, >, p[i - 1].n);
    }
}

static void
test_lines (void)
{
  g_autoptr (WyLimitSeries) a = series ("wyt:a=1,b=2", 1000000, 10);
  g_autoptr (WyLimitSeries) b = series ("wythoff", 1000, 5);
  g_autoptr (WyLimitSeries) c = series ("nimpq:a=1,b=1,p=2,q=1", 1000, 5);
  g_autoptr (WyLimitSeries) d = series ("wyt:a=6,b=1", 1000, 5);
  const WyLimitPoint *last = &g_array_index (a->points, WyLimitPoint, a->points->len - 1);

  g_assert_true (a->has_perron && a->has_printed);
  g_assert_cmpfloat_with_epsilon (a->perron, 3.079596, 1e-6);
  g_assert_cmpfloat (a->printed, ==, 3.080);
  g_assert_cmpfloat_with_epsilon (last->ratio, a->perron, 1e-4);
  g_assert_cmpfloat_with_epsilon (b->perron, (1 + sqrt (5)) / 2, 1e-9);
  g_assert_cmpfloat (b->printed, ==, 1.618);
  /* blocking: paper 000 proves no limit, paper 001 prints none */
  g_assert_false (c->has_perron || c->has_printed);
  /* a = 6 is beyond Table 3 */
  g_assert_true (d->has_perron);
  g_assert_false (d->has_printed);
}

static void
test_refused (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) mark = wy_game_parse ("mark", NULL);
  g_autoptr (WyGame) wyt = wy_game_parse ("wyt", NULL);

  g_assert_null (wy_limit_series (mark, 100, 10, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED);
  g_clear_error (&error);
  g_assert_null (wy_limit_series (wyt, 100, 1, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
  g_clear_error (&error);
  g_assert_null (wy_limit_series (wyt, 100, WY_LIMIT_MAX_SERIES + 1, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_RANGE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/limit/samples", test_samples);
  g_test_add_func ("/core/limit/point-count", test_point_count);
  g_test_add_func ("/core/limit/lines", test_lines);
  g_test_add_func ("/core/limit/refused", test_refused);
  return g_test_run ();
}
