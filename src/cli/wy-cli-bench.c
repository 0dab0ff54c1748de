/* wy-cli-bench.c: `wythoff bench`: the speed and memory targets of issues 2 and 5, measured here. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include "wy-board.h"
#include "wy-cli-bench.h"
#include "wy-cli-bench-grundy.h"
#include "wy-cli-common.h"
#include "wy-one-pile-fast.h"
#include "wy-recursion.h"
#include "wy-sparse.h"

typedef struct _BenchItem BenchItem;

/* Runs the item once; *seconds is the measured time. */
typedef gboolean (*BenchFunc) (const BenchItem *item, double *seconds, GError **error);

struct _BenchItem {
  const char *name;     /* for --only */
  const char *what;     /* what is measured, as printed */
  BenchFunc   run;
  const char *rule;
  guint64     size;     /* board side, terms or n */
  double      target;   /* seconds; 0: no target, for comparison */
  double      mem_mb;   /* peak memory target; 0: none */
  gboolean    slow;     /* skipped by --quick */
};

static gboolean run_dense (const BenchItem *item, double *seconds, GError **error);
static gboolean run_sparse (const BenchItem *item, double *seconds, GError **error);
static gboolean run_steps (const BenchItem *item, double *seconds, GError **error);
static gboolean run_window (const BenchItem *item, double *seconds, GError **error);
static gboolean run_recursion (const BenchItem *item, double *seconds, GError **error);
static gboolean run_limit (const BenchItem *item, double *seconds, GError **error);
static gboolean run_mark (const BenchItem *item, double *seconds, GError **error);
static gboolean run_naive (const BenchItem *item, double *seconds, GError **error);
static gboolean run_sieve (const BenchItem *item, double *seconds, GError **error);
static gboolean run_grundy (const BenchItem *item, double *seconds, GError **error);
static gboolean run_grundy_yardstick (const BenchItem *item, double *seconds, GError **error);

#define WYT "wyt:a=1,b=2"
#define NIMPQ "nimpq:a=2,b=2,p=2,q=2"

static const BenchItem items[] = {
  { "dense-wyt", "dense solve with steps, " WYT ", 2000x2000", run_dense, WYT, 2000, 1, 0, FALSE },
  { "dense-nimpq", "dense solve with steps, " NIMPQ ", 2000x2000", run_dense, NIMPQ, 2000, 1, 0,
    FALSE },
  { "recursion-1e6", "wyt recursion, " WYT ", 10^6 terms", run_recursion, WYT, 1000000, 1, 0,
    FALSE },
  { "recursion-1e7", "wyt recursion, " WYT ", 10^7 terms", run_recursion, WYT, 10000000, 1, 0,
    FALSE },
  { "limit-1e8", "wythoff limit " WYT " --count 10^8", run_limit, WYT, 100000000, 10, 0, TRUE },
  { "sparse-wyt12", "sparse exact P-set, " WYT ", 10^6x10^6", run_sparse, WYT, 1000000, 1, 0,
    FALSE },
  { "sparse-wyt23", "sparse exact P-set, wyt:a=2,b=3, 10^6x10^6", run_sparse, "wyt:a=2,b=3",
    1000000, 1, 0, FALSE },
  { "sparse-nimpq", "sparse exact P-set, " NIMPQ ", 10^6x10^6", run_sparse, NIMPQ, 1000000, 1, 0,
    FALSE },
  { "steps-wyt12", "steps of every P-position, " WYT ", 10^6x10^6", run_steps, WYT, 1000000, 2,
    0, FALSE },
  { "steps-wyt23", "steps of every P-position, wyt:a=2,b=3, 10^6x10^6", run_steps,
    "wyt:a=2,b=3", 1000000, 2, 0, FALSE },
  { "steps-nimpq", "steps of every P-position, " NIMPQ ", 10^6x10^6", run_steps, NIMPQ, 1000000,
    2, 0, FALSE },
  { "steps-window", "steps of a 1000x1000 window at (999000,999000), " WYT ", on demand",
    run_window, WYT, 1000000, 0.1, 0, FALSE },
  { "mark-1e8", "mark:k=2 P-set and Grundy values, n < 10^8", run_mark, "mark:k=2", 100000000,
    2, 0, FALSE },
  { "full-wythoff", "full per-cell elimination, wythoff, 4096x4096", run_dense, "wythoff", 4096,
    1, 0, FALSE },
  { "full-wyt", "full per-cell elimination, " WYT ", 4096x4096", run_dense, WYT, 4096, 1, 0,
    FALSE },
  { "board-100k", "board for the window, " WYT ", 100000x100000", run_dense, WYT, 100000, 1, 500,
    FALSE },
  { "naive-2000", "naive O(S^3) solve, " WYT ", 2000x2000", run_naive, WYT, 2000, 0, 0, TRUE },
  { "naive-4000", "naive O(S^3) solve, " WYT ", 4000x4000", run_naive, WYT, 4000, 0, 0, TRUE },
  { "sieve-2000", "O(S^2) sieve, no steps, " WYT ", 2000x2000", run_sieve, WYT, 2000, 0, 0,
    FALSE },
  { "sieve-4000", "O(S^2) sieve, no steps, " WYT ", 4000x4000", run_sieve, WYT, 4000, 0, 0,
    FALSE },
  { "dense-4000", "dense solve with steps, " WYT ", 4000x4000", run_dense, WYT, 4000, 0, 0,
    FALSE },
  { "sparse-2000", "sparse exact P-set, " WYT ", 2000x2000", run_sparse, WYT, 2000, 0, 0, FALSE },
  { "sparse-4000", "sparse exact P-set, " WYT ", 4000x4000", run_sparse, WYT, 4000, 0, 0, FALSE },
  { "grundy-wythoff", "Grundy values alone, wythoff, 4096x4096 (core time)", run_grundy, "wythoff", 4096,
    1, 0, FALSE },
  { "grundy-yardstick", "Grundy values by the bitset yardstick, wythoff, 4096x4096 (core time)",
    run_grundy_yardstick, "wythoff", 4096, 0, 0, FALSE },
  { "grundy-wyt", "Grundy values alone, " WYT ", 4096x4096 (core time)", run_grundy, WYT, 4096, 0, 0,
    FALSE },
};

static gboolean
run_grundy (const BenchItem *item, double *seconds, GError **error)
{
  return wy_bench_grundy_core (item->rule, (guint) item->size, seconds, error);
}

static gboolean
run_grundy_yardstick (const BenchItem *item, double *seconds, GError **error)
{
  return wy_bench_grundy_yardstick ((guint) item->size, seconds, error);
}

static double
now (void)
{
  return g_get_monotonic_time () / 1e6;
}

/* Peak resident memory of this process and its finished children, in MB. */
static double
peak_mb (void)
{
  struct rusage self, children;

  getrusage (RUSAGE_SELF, &self);
  getrusage (RUSAGE_CHILDREN, &children);
  return MAX (self.ru_maxrss, children.ru_maxrss) / 1024.0;
}

static WyGame *
item_game (const BenchItem *item, GError **error)
{
  return wy_game_parse (item->rule, error);
}

static gboolean
run_dense (const BenchItem *item, double *seconds, GError **error)
{
  WyGame *game = item_game (item, error);
  WyBoard *board;
  double t0 = now ();

  if (!game)
    return FALSE;
  board = wy_board_solve (game, (guint) item->size, 0, NULL, NULL, NULL, error);
  *seconds = now () - t0;
  if (board)
    wy_board_unref (board);
  wy_game_free (game);
  return board != NULL;
}

static gboolean
run_sparse (const BenchItem *item, double *seconds, GError **error)
{
  WyGame *game = item_game (item, error);
  GArray *ppos;
  double t0 = now ();

  if (!game)
    return FALSE;
  ppos = wy_sparse_ppos (game, (guint) item->size, NULL, NULL, NULL, error);
  *seconds = now () - t0;
  if (ppos)
    g_array_unref (ppos);
  wy_game_free (game);
  return ppos != NULL;
}

/* The P-set, then the line index with every P-position's step (the
 * P-set's own time is not counted: see sparse-*). */
static WyLineIndex *
solve_index (const BenchItem *item, GArray **ppos, double *seconds, GError **error)
{
  WyGame *game = item_game (item, error);
  WyLineIndex *index = NULL;
  double t0;

  if (!game)
    return NULL;
  *ppos = wy_sparse_ppos (game, (guint) item->size, NULL, NULL, NULL, error);
  t0 = now ();
  if (*ppos)
    index = wy_line_index_new (game, (guint) item->size, *ppos, NULL, NULL, NULL, error);
  *seconds = now () - t0;
  wy_game_free (game);
  return index;
}

static gboolean
run_steps (const BenchItem *item, double *seconds, GError **error)
{
  GArray *ppos = NULL;
  WyLineIndex *index = solve_index (item, &ppos, seconds, error);

  wy_line_index_free (index);
  if (ppos)
    g_array_unref (ppos);
  return index != NULL;
}

static gboolean
run_window (const BenchItem *item, double *seconds, GError **error)
{
  GArray *ppos = NULL;
  WyLineIndex *index = solve_index (item, &ppos, seconds, error);
  guint64 sum = 0;
  double t0 = now ();

  for (guint y = (guint) item->size - 1000; index && y < item->size; y++)
    for (guint x = (guint) item->size - 1000; x < item->size; x++)
      sum += wy_line_index_get_step (index, x, y);
  *seconds = now () - t0;
  g_debug ("window step sum %" G_GUINT64_FORMAT, sum);
  wy_line_index_free (index);
  if (ppos)
    g_array_unref (ppos);
  return index != NULL;
}

static gboolean
run_recursion (const BenchItem *item, double *seconds, GError **error)
{
  WyGame *game = item_game (item, error);
  GArray *pairs;
  double t0 = now ();

  if (!game)
    return FALSE;
  pairs = wy_recursion_pairs (game, (guint) item->size, error);
  *seconds = now () - t0;
  if (pairs)
    g_array_unref (pairs);
  wy_game_free (game);
  return pairs != NULL;
}

/* The command itself, in a child process, so its memory is its own. */
static gboolean
run_limit (const BenchItem *item, double *seconds, GError **error)
{
  g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, item->size);
  char *argv[] = { "/proc/self/exe", "limit", (char *) item->rule, "--count", count, NULL };
  g_autofree char *out = NULL, *err = NULL;
  int status;
  double t0 = now ();

  if (!g_spawn_sync (NULL, argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, error))
    return FALSE;
  *seconds = now () - t0;
  if (!g_spawn_check_wait_status (status, NULL))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_IO, "wythoff limit failed: %s",
                   g_strstrip (err));
      return FALSE;
    }
  return TRUE;
}

static gboolean
run_mark (const BenchItem *item, double *seconds, GError **error)
{
  WyGame *game = item_game (item, error);
  guint8 *g;
  guint64 n_p = 0;
  gboolean ok;
  double t0 = now ();

  if (!game)
    return FALSE;
  g = wy_one_pile_grundy (game, item->size, NULL, error);
  /* the P-set is g == 0 */
  for (guint64 i = 0; g && i < item->size; i++)
    n_p += g[i] == 0;
  *seconds = now () - t0;
  ok = g != NULL && n_p > 0;
  g_free (g);
  wy_game_free (game);
  return ok;
}

/* The approach issue 5 replaces: for every cell, walk its row, column
 * and diagonal bands cell by cell, outwards, until a P-position is found. */
static gboolean
naive_has_p_option (const guint8 *p, guint S, guint a, guint b, guint x, guint y)
{
  for (guint k = 0; k < b && k <= y; k++)
    for (guint dx = k ? 0 : 1; dx <= x; dx++)
      if (p[(gsize) (y - k) * S + x - dx])
        return TRUE;
  for (int e = 1 - (int) a; e < (int) a; e++)
    for (guint dy = e < 0 ? (guint) -e : 0, dx = dy + e; dx <= x && dy <= y; dx++, dy++)
      if (dx + dy > 0 && p[(gsize) (y - dy) * S + x - dx])
        return TRUE;
  for (guint k = 0; k < b && k <= x; k++)
    for (guint dy = k ? 0 : 1; dy <= y; dy++)
      if (p[(gsize) (y - dy) * S + x - k])
        return TRUE;
  return FALSE;
}

static gboolean
check_count (const BenchItem *item, guint64 count, GError **error)
{
  WyGame *game = item_game (item, NULL);
  g_autoptr (GArray) ppos = wy_sparse_ppos (game, (guint) item->size, NULL, NULL, NULL, NULL);

  wy_game_free (game);
  if (ppos && ppos->len == count)
    return TRUE;
  g_set_error (error, WY_ERROR, WY_ERROR_IO, "%s found %" G_GUINT64_FORMAT
               " P-positions, the sparse solver %u", item->name, count, ppos ? ppos->len : 0);
  return FALSE;
}

static gboolean
run_naive (const BenchItem *item, double *seconds, GError **error)
{
  guint S = (guint) item->size;
  g_autofree guint8 *p = g_malloc0 ((gsize) S * S);
  guint64 count = 0;
  double t0 = now ();

  /* wyt:a=1,b=2 */
  for (guint y = 0; y < S; y++)
    for (guint x = 0; x < S; x++)
      if (!naive_has_p_option (p, S, 1, 2, x, y))
        {
          p[(gsize) y * S + x] = 1;
          count++;
        }
  *seconds = now () - t0;
  return check_count (item, count, error);
}

/* Mark the cells a P-position reaches in one move: its bands of b
 * columns, b rows and 2a-1 diagonals, each cell once per line. */
static void
sieve_mark (guint8 *n, guint S, guint a, guint b, guint x, guint y)
{
  for (guint k = 0; k < b && x + k < S; k++)
    for (guint t = y + (k == 0); t < S; t++)
      n[(gsize) t * S + x + k] = 1;
  for (guint k = 0; k < b && y + k < S; k++)
    for (guint t = x + (k == 0); t < S; t++)
      n[(gsize) (y + k) * S + t] = 1;
  for (int e = 1 - (int) a; e < (int) a; e++)
    for (guint dy = e < 0 ? (guint) -e : 0, dx = dy + e; x + dx < S && y + dy < S; dx++, dy++)
      if (dx + dy > 0)
        n[(gsize) (y + dy) * S + x + dx] = 1;
}

static gboolean
run_sieve (const BenchItem *item, double *seconds, GError **error)
{
  guint S = (guint) item->size;
  g_autofree guint8 *n = g_malloc0 ((gsize) S * S);
  guint64 count = 0;
  double t0 = now ();

  for (guint y = 0; y < S; y++)
    for (guint x = 0; x < S; x++)
      if (!n[(gsize) y * S + x])
        {
          sieve_mark (n, S, 1, 2, x, y);
          count++;
        }
  *seconds = now () - t0;
  return check_count (item, count, error);
}

static gboolean
item_met (const BenchItem *item, double seconds, double mb)
{
  return (item->target == 0 || seconds < item->target) && (item->mem_mb == 0 || mb < item->mem_mb);
}

/* Run one item in this process and print its line; FALSE if it failed or
 * missed its target. */
static gboolean
run_item (const BenchItem *item)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) line = g_string_new (NULL);
  double seconds = 0, mb;

  if (!item->run (item, &seconds, &error))
    {
      printf ("%s: failed: %s\n", item->what, error->message);
      return FALSE;
    }
  mb = peak_mb ();
  if (seconds < 0.01)
    g_string_printf (line, "%s: %.2f ms", item->what, seconds * 1000);
  else
    g_string_printf (line, "%s: %.3f s", item->what, seconds);
  if (item->target > 0)
    g_string_append_printf (line, " (target < %g s)", item->target);
  g_string_append_printf (line, ", peak %.0f MB", mb);
  if (item->mem_mb > 0)
    g_string_append_printf (line, " (target < %g MB)", item->mem_mb);
  if (item->target > 0 || item->mem_mb > 0)
    g_string_append (line, item_met (item, seconds, mb) ? " ok" : " MISSED");
  else
    g_string_append (line, " (for comparison)");
  printf ("%s\n", line->str);
  return item_met (item, seconds, mb);
}

/* Each item in a child process ("bench --only NAME"), so that its peak
 * memory is its own; in this process if spawning fails. */
static gboolean
run_child (const BenchItem *item)
{
  char *argv[] = { "/proc/self/exe", "bench", "--only", (char *) item->name, NULL };
  g_autofree char *out = NULL;
  int status;

  if (!g_spawn_sync (NULL, argv, NULL, G_SPAWN_CHILD_INHERITS_STDIN, NULL, NULL, &out, NULL,
                     &status, NULL))
    return run_item (item);
  fputs (out, stdout);
  fflush (stdout);
  return g_spawn_check_wait_status (status, NULL);
}

static const BenchItem *
find_item (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    if (strcmp (items[i].name, name) == 0)
      return &items[i];
  return NULL;
}

static char *
describe_items (void)
{
  GString *s = g_string_new ("Items (for --only):\n");

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    g_string_append_printf (s, "  %-14s %s%s\n", items[i].name, items[i].what,
                            items[i].slow ? " (slow: skipped by --quick)" : "");
  g_string_append (s, "Exit status 0 when every target is met, 1 otherwise.");
  return g_string_free (s, FALSE);
}

int
wy_cli_bench (int argc, char **argv)
{
  gboolean quick = FALSE;
  g_autofree char *only = NULL, *description = describe_items ();
  GOptionEntry entries[] = {
    { "quick", 0, 0, G_OPTION_ARG_NONE, &quick, "Skip the slow items", NULL },
    { "only", 0, 0, G_OPTION_ARG_STRING, &only, "Run one item, in this process", "NAME" },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  guint met = 0, targets = 0, compared = 0, failed = 0;

  if (!wy_cli_parse_options ("bench", "", "Time the solver, the recursion and the one-pile "
                             "fast path against the targets of issues 2 and 5; one line each "
                             "with the measured time and peak memory.", description, entries, 0,
                             &argc, &argv, &error))
    return wy_cli_fail_error (error);
  if (only)
    {
      const BenchItem *item = find_item (only);
      if (!item)
        return wy_cli_fail ("--only %s is not a benchmark item: see wythoff bench --help", only);
      return run_item (item) ? 0 : 1;
    }
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      gboolean has_target = items[i].target > 0 || items[i].mem_mb > 0;
      if (quick && items[i].slow)
        continue;
      if (run_child (&items[i]))
        has_target ? met++ : compared++;
      else if (!has_target)
        failed++;
      targets += has_target;
    }
  printf ("%u of %u targets met; %u items for comparison ran%s%s\n", met, targets, compared,
          failed ? ", some failed" : "", quick ? " (--quick: the slow items skipped)" : "");
  return met == targets && failed == 0 ? 0 : 1;
}
