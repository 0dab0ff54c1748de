/* wy-cli-bench-grundy.c: `wythoff bench` items for Grundy values: the core against the bitset yardstick. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <string.h>
#include <time.h>

#include "wy-board.h"
#include "wy-cli-bench-grundy.h"

/* The yardstick of issue 10 (as tests/grundy-yardstick.c): one bitset of
 * values per row, column and diagonal, the value of a cell the first zero
 * of their OR. Wythoff's game; values into g (S x S). */
static void
yardstick (guint S, guint32 *g)
{
  gsize W = 3 * (gsize) S / 64 + 1;
  g_autofree guint64 *row = g_new0 (guint64, W);
  g_autofree guint64 *col = g_new0 (guint64, W * S);
  g_autofree guint64 *dia = g_new0 (guint64, W * 2 * S);

  for (guint y = 0; y < S; y++)
    {
      memset (row, 0, W * sizeof (guint64));
      for (guint x = 0; x < S; x++)
        {
          guint64 *c = col + W * x, *d = dia + W * (x + S - y), m;
          gsize w = 0;
          while (!~(m = row[w] | c[w] | d[w]))
            w++;
          guint32 v = (guint32) (w * 64 + __builtin_ctzll (~m));
          g[(gsize) y * S + x] = v;
          row[v / 64] |= G_GUINT64_CONSTANT (1) << (v % 64);
          c[v / 64] |= G_GUINT64_CONSTANT (1) << (v % 64);
          d[v / 64] |= G_GUINT64_CONSTANT (1) << (v % 64);
        }
    }
}

/* Core time of this process: the machine is shared, so wall time says
 * little about the work. */
static double
cpu_seconds (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

gboolean
wy_bench_grundy_yardstick (guint size, double *seconds, GError **error)
{
  g_autofree guint32 *g = g_new (guint32, (gsize) size * size);
  double t0 = cpu_seconds ();

  yardstick (size, g);
  *seconds = cpu_seconds () - t0;
  return TRUE;
}

gboolean
wy_bench_grundy_core (const char *rule, guint size, double *seconds, GError **error)
{
  WyGame *game = wy_game_parse (rule, error);
  WyBoard *board = NULL;
  double t0, plain = 0;

  if (!game)
    return FALSE;
  /* the values alone: a solve with them minus one without (the elimination) */
  t0 = cpu_seconds ();
  board = wy_board_solve (game, size, WY_SOLVE_DEFAULT, NULL, NULL, NULL, error);
  plain = cpu_seconds () - t0;
  if (board)
    {
      wy_board_unref (board);
      t0 = cpu_seconds ();
      board = wy_board_solve (game, size, WY_SOLVE_GRUNDY, NULL, NULL, NULL, error);
      *seconds = MAX (cpu_seconds () - t0 - plain, 0.0);
    }
  wy_game_free (game);
  if (!board)
    return FALSE;
  wy_board_unref (board);
  return TRUE;
}
