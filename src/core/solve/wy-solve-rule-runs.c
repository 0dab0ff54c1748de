/* wy-solve-rule-runs.c: Grundy values of a pattern rule whose moves run along lines.
 *
 * A rule such as dx==0||dy==0||dx==dy lets a cell read O(side) options,
 * which a plain mex pays for cell by cell. Most of those options lie on a
 * few runs of the pattern that reach the board's edge: a row dy with every
 * dx >= a, a column dx with every dy >= a, a diagonal dx - dy = k with every
 * dy >= a. The options of (x, y) along such a run are a prefix of one line
 * of the board (row y - dy up to x - a; column x - dx up to y - a; the
 * diagonal through (x - k, y) up to row y - a), so each run keeps, per
 * line, the set of values of that prefix as a bitset that only grows. A
 * cell's mex is the first zero of the OR of its runs' bitsets and of the
 * values of the pattern's remaining moves. Plain mex (block=1) only: the
 * runs may overlap, which a union ignores and a count would not. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>

#include "wy-engine.h"

/* A run is worth its bitsets from this length on; at most this many runs. */
#define RUN_MIN 24u
#define RUNS_MAX 48u
/* The bitsets of the column and diagonal runs may take this much memory. */
#define RUNS_MEMORY ((gsize) 384 << 20)

typedef enum { RUN_ROW, RUN_COLUMN, RUN_DIAGONAL } RunKind;

typedef struct {
  RunKind  kind;
  int      line;  /* row run: dy; column run: dx; diagonal run: k = dx - dy */
  guint    from;  /* row run: the first dx; column and diagonal runs: the first dy */
  guint64 *sets;  /* row: one bitset; column: one per column; diagonal: one per diagonal */
} Run;

typedef struct {
  guint     W, H, nw;
  guint64  *pattern, *covered;  /* a bit per (dx, dy), rows of pw words */
  guint     pw;
  Run       runs[RUNS_MAX];
  guint     n_runs;
  /* the moves on no run, as rows dy of ascending dx; the rows that have
   * any, ascending */
  guint    *rest_start;
  guint32  *rest;
  guint    *rest_rows;
  guint     n_rest_rows;
} Runs;

static inline gboolean
bit (const guint64 *rows, guint pw, guint dx, guint dy)
{
  return (rows[(gsize) dy * pw + dx / 64] >> (dx % 64)) & 1;
}

static inline void
set_bit (guint64 *rows, guint pw, guint dx, guint dy)
{
  rows[(gsize) dy * pw + dx / 64] |= (guint64) 1 << (dx % 64);
}

static gboolean
add_run (Runs *r, RunKind kind, int line, guint from)
{
  if (r->n_runs == RUNS_MAX)
    return FALSE;
  r->runs[r->n_runs++] = (Run) { kind, line, from, NULL };
  return TRUE;
}

/* The runs to the board's edge, longest directions first; FALSE when there
 * are too many to pay off. */
static gboolean
find_runs (Runs *r)
{
  guint W = r->W, H = r->H, pw = r->pw;

  for (guint dy = 0; dy < H; dy++)
    if (bit (r->pattern, pw, W - 1, dy))
      {
        guint a = W - 1;
        while (a > 0 && bit (r->pattern, pw, a - 1, dy))
          a--;
        if (W - a >= RUN_MIN)
          {
            if (!add_run (r, RUN_ROW, (int) dy, a))
              return FALSE;
            for (guint dx = a; dx < W; dx++)
              set_bit (r->covered, pw, dx, dy);
          }
      }
  for (guint dx = 0; dx < W; dx++)
    if (bit (r->pattern, pw, dx, H - 1))
      {
        guint a = H - 1;
        while (a > 0 && bit (r->pattern, pw, dx, a - 1))
          a--;
        /* the prefixes grow a row at a time: a run starts below the cell's row */
        a = MAX (a, 1u);
        if (a < H && H - a >= RUN_MIN)
          {
            if (!add_run (r, RUN_COLUMN, (int) dx, a))
              return FALSE;
            for (guint dy = a; dy < H; dy++)
              set_bit (r->covered, pw, dx, dy);
          }
      }
  for (int k = -(int) H + 1; k < (int) W; k++)
    {
      guint first = k < 0 ? (guint) -k : 0;
      guint last = MIN (H - 1, (guint) ((int) W - 1 - k)), a;
      if (first > last || !bit (r->pattern, pw, last + k, last))
        continue;
      a = last;
      while (a > first && bit (r->pattern, pw, a - 1 + k, a - 1))
        a--;
      a = MAX (a, 1u);
      if (a <= last && last - a + 1 >= RUN_MIN)
        {
          if (!add_run (r, RUN_DIAGONAL, k, a))
            return FALSE;
          for (guint dy = a; dy <= last; dy++)
            set_bit (r->covered, pw, dy + k, dy);
        }
    }
  return r->n_runs > 0;
}

static inline void
add_value (guint64 *set, gint32 v)
{
  set[v / 64] |= (guint64) 1 << (v % 64);
}

/* The pattern's bitmap, its runs, their bitsets and the moves on no run;
 * FALSE: decline (no runs, or not the memory for them). */
static gboolean
runs_setup (Runs *r, const guint *row_start, const guint32 *dxs, guint64 **scratch)
{
  guint W = r->W, H = r->H, n_rest = 0;
  gsize memory = 0;

  r->pw = (W + 63) / 64;
  /* a value is at most the number of options, so at most the pattern's size */
  r->nw = (row_start[H] + 2) / 64 + 1;
  /* without the memory for the runs, the plain sweep (which says so) */
  r->pattern = g_try_new0 (guint64, (gsize) r->pw * H);
  r->covered = g_try_new0 (guint64, (gsize) r->pw * H);
  if (!r->pattern || !r->covered)
    return FALSE;
  for (guint dy = 0; dy < H; dy++)
    for (guint i = row_start[dy]; i < row_start[dy + 1]; i++)
      set_bit (r->pattern, r->pw, dxs[i], dy);
  if (!find_runs (r))
    return FALSE;
  for (guint i = 0; i < r->n_runs; i++)
    memory += (r->runs[i].kind == RUN_ROW ? 1 : r->runs[i].kind == RUN_COLUMN ? W : W + H)
              * (gsize) r->nw * 8;
  if (memory > RUNS_MEMORY)
    return FALSE;
  for (guint i = 0; i < r->n_runs; i++)
    {
      Run *run = &r->runs[i];
      gsize n = run->kind == RUN_ROW ? 1 : run->kind == RUN_COLUMN ? W : W + H;
      if (!(run->sets = g_try_new0 (guint64, n * r->nw)))
        return FALSE;
    }
  r->rest = g_try_new (guint32, (gsize) row_start[H] + 1);
  r->rest_start = g_try_new (guint, H + 1);
  r->rest_rows = g_try_new (guint, H);
  *scratch = g_try_new0 (guint64, r->nw);
  if (!r->rest || !r->rest_start || !r->rest_rows || !*scratch)
    return FALSE;
  for (guint dy = 0; dy < H; dy++)
    {
      r->rest_start[dy] = n_rest;
      for (guint i = row_start[dy]; i < row_start[dy + 1]; i++)
        if (!bit (r->covered, r->pw, dxs[i], dy))
          r->rest[n_rest++] = dxs[i];
      if (n_rest > r->rest_start[dy])
        r->rest_rows[r->n_rest_rows++] = dy;
    }
  r->rest_start[H] = n_rest;
  return TRUE;
}

/* The lines' prefixes grow by the row that has come into reach of row y. */
static void
runs_grow (Runs *r, guint y, const gint32 *g, guint64 *work)
{
  guint W = r->W, H = r->H;

  for (guint i = 0; i < r->n_runs; i++)
    {
      Run *run = &r->runs[i];
      if (run->kind == RUN_ROW)
        memset (run->sets, 0, (gsize) r->nw * 8);
      else if (y >= run->from)
        {
          guint row = y - run->from;
          for (guint c = 0; c < W; c++)
            {
              /* the diagonal of (c, row) is c - row, offset by H - 1 */
              gsize line = run->kind == RUN_COLUMN ? c : (gsize) c - row + H - 1;
              add_value (run->sets + line * r->nw, g[(gsize) row * W + c]);
            }
          *work += W;
        }
    }
}

/* The run bitsets that reach cell (x, y) (a row run takes its value in
 * first); inlined into the sweep's innermost loop. */
static guint
cell_sets (Runs *r, guint x, guint y, const gint32 *g, const guint64 **sets)
{
  guint W = r->W, H = r->H, n_sets = 0;

  for (guint i = 0; i < r->n_runs; i++)
    {
      Run *run = &r->runs[i];
      if (run->kind == RUN_ROW)
        {
          guint dy = (guint) run->line;
          if (y < dy || x < run->from)
            continue;
          add_value (run->sets, g[(gsize) (y - dy) * W + x - run->from]);
          sets[n_sets++] = run->sets;
        }
      else if (run->kind == RUN_COLUMN)
        {
          if (y < run->from || x < (guint) run->line)
            continue;
          sets[n_sets++] = run->sets + (gsize) (x - run->line) * r->nw;
        }
      else
        {
          /* the targets lie on the diagonal through (x - k, y) */
          gssize d = (gssize) x - run->line - (gssize) y;
          if (y < run->from || d + (gssize) H - 1 < 0 || d >= (gssize) W)
            continue;
          sets[n_sets++] = run->sets + (gsize) (d + H - 1) * r->nw;
        }
    }
  return n_sets;
}

static void
runs_clear (Runs *r)
{
  for (guint i = 0; i < r->n_runs; i++)
    g_free (r->runs[i].sets);
  g_free (r->pattern);
  g_free (r->covered);
  g_free (r->rest_start);
  g_free (r->rest);
  g_free (r->rest_rows);
}

/* The values of the moves of (x, y) on no run, added to scratch (the
 * highest word they reach in *top); the rows looked at. */
static guint
rest_values (const Runs *r, guint x, guint y, const gint32 *g, guint64 *scratch, guint *top)
{
  guint i = 0;

  for (guint dy; i < r->n_rest_rows && (dy = r->rest_rows[i]) <= y; i++)
    {
      const gint32 *row = g + (gsize) (y - dy) * r->W + x;
      const guint32 *d = r->rest + r->rest_start[dy];
      const guint32 *e = r->rest + r->rest_start[dy + 1];
      for (; d < e && *d <= x; d++)
        {
          guint32 value = (guint32) row[-(gssize) *d];
          add_value (scratch, (gint32) value);
          *top = MAX (*top, value / 64);
        }
    }
  return i;
}

WyRunsResult
_wy_grundy_runs (guint W, guint H, const guint *row_start, const guint32 *dxs, gint32 *g,
                 guint *max_grundy, guint64 *work, WyRunsCheck check, gpointer data,
                 GError **error)
{
  Runs r = { W, H, 0 };
  WyRunsResult result = WY_RUNS_DECLINED;
  g_autofree guint64 *scratch = NULL;

  if (!runs_setup (&r, row_start, dxs, &scratch))
    goto out;
  result = WY_RUNS_FAILED;
  for (guint y = 0; y < H; y++)
    {
      if (!check (data, y, TRUE, error))
        goto out;
      runs_grow (&r, y, g, work);
      for (guint x = 0; x < W; x++)
        {
          const guint64 *sets[RUNS_MAX];
          guint n_sets = 0, top = 0, v;

          if ((x & 63) == 63 && !check (data, y, FALSE, error))
            goto out;
          n_sets = cell_sets (&r, x, y, g, sets);
          /* the moves on no run, one by one */
          *work += rest_values (&r, x, y, g, scratch, &top) + 1;
          for (guint w = 0;; w++)
            {
              guint64 m = w < r.nw ? scratch[w] : 0;
              for (guint i = 0; i < n_sets; i++)
                m |= sets[i][w];
              if (m != ~(guint64) 0)
                {
                  v = w * 64 + (guint) __builtin_ctzll (~m);
                  /* a word of each bitset, 2 units: they lie apart in memory */
                  *work += (guint64) 2 * (w + 1) * (n_sets + 1);
                  break;
                }
            }
          memset (scratch, 0, (gsize) (top + 1) * 8);
          g[(gsize) y * W + x] = (gint32) v;
          *max_grundy = MAX (*max_grundy, v);
        }
    }
  result = WY_RUNS_DONE;
out:
  runs_clear (&r);
  return result;
}
