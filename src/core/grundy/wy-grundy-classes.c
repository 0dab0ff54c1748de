/* wy-grundy-classes.c: the positions of one Grundy value of a line family on huge boards, class by class. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-analysis-private.h"
#include "wy-board-private.h"
#include "wy-grundy-classes.h"
#include "wy-grundy-private.h"
#include "wy-lanes.h"
#include "wy-line-rule.h"
#include "wy-sync.h"

#define NONE G_MAXUINT32

/*
 * Why this is exact. A cell has g = v iff g >= v (it is in none of the
 * classes 0..v-1) and none of its options has g = v. So class v is found
 * like the P-set (wy-sparse.c, without blocking), row by row, x increasing,
 * among the cells not in a lower class: in row y the class-v cell is the
 * first such x whose lines hold no class-v cell yet. A class-v cell
 * (px, py) then
 *  - ends its row (dy = 0 moves), and limits the next c - 1 rows to
 *    x < px (row band, dy < c);
 *  - closes columns px .. px+b-1 from row py + 1 (column band, dx < b);
 *  - closes diagonal px - py + e, |e| < a, from row py + max(1, -e).
 *
 * Why it is fast. The classes 0..top are swept together, row by row, v
 * increasing within a row: the cells of the lower classes of a row are
 * then the few found just before, kept sorted in a small array (cache
 * resident), and nothing a row learnt of the lower classes is stored. Each
 * class keeps its open columns and diagonals as bits with two levels of
 * summary (OpenSet): the next open line is a few word reads away, and
 * from there 64 cells are weighed at once. A row costs a few word
 * operations a class, and the lines a class reads move slowly along its
 * P-beams, so they stay in the cache: the time grows as S (top + 1).
 */

/* The open lines of one kind, a bit each, with two levels of summary
 * (a bit for each word that has a bit set), so that the next open line is
 * found in a few word reads however far it is. The words past n stay 0.
 * The classes' sets are interleaved word by word (stride: their number):
 * the classes look for their cells near the same lines (the P-beams), so
 * they share cache lines, and no two classes' words fall in one cache set
 * as whole arrays of each would. */
typedef struct {
  guint64 *l0, *l1, *l2;
  gsize    s;               /* the stride of a level's words */
  guint32  n;               /* lines 0 .. n - 1 */
  guint32  first;           /* no line below is open (lines only close) */
  gsize    n0, n1, n2;      /* words of each level */
} OpenSet;

#define BIT(i) (G_GUINT64_CONSTANT (1) << ((i) & 63))
#define L0(u, w) ((u)->l0[(gsize) (w) * (u)->s])
#define L1(u, w) ((u)->l1[(gsize) (w) * (u)->s])
#define L2(u, w) ((u)->l2[(gsize) (w) * (u)->s])

/* The words of the n_sets sets of n lines each, interleaved. */
static gsize
open_words (guint32 n)
{
  gsize n0 = n / 64 + 2, n1 = n0 / 64 + 2;

  return n0 + n1 + n1 / 64 + 2;
}

/* Set v of n_sets in words (open_words (n) * n_sets), every line open. */
static void
open_init (OpenSet *u, guint64 *words, guint n_sets, guint v, guint32 n)
{
  u->n = n;
  u->first = 0;
  u->s = n_sets;
  u->n0 = n / 64 + 2;
  u->n1 = u->n0 / 64 + 2;
  u->n2 = u->n1 / 64 + 2;
  u->l0 = words + v;
  u->l1 = u->l0 + u->n0 * n_sets;
  u->l2 = u->l1 + u->n1 * n_sets;
  for (gsize w = 0; w < u->n0; w++)
    L0 (u, w) = w < n / 64 ? G_MAXUINT64 : w == n / 64 && n % 64 ? BIT (n) - 1 : 0;
  for (gsize w = 0; w < u->n1; w++)
    L1 (u, w) = 0;
  for (gsize w = 0; w < u->n2; w++)
    L2 (u, w) = 0;
  for (gsize w = 0; w < u->n0; w++)
    if (L0 (u, w))
      L1 (u, w / 64) |= BIT (w);
  for (gsize w = 0; w < u->n1; w++)
    if (L1 (u, w))
      L2 (u, w / 64) |= BIT (w);
}

static inline void
open_close (OpenSet *u, guint32 i)
{
  gsize w = i / 64;

  if (i >= u->n || !(L0 (u, w) & BIT (i)))
    return;
  if ((L0 (u, w) &= ~BIT (i)) == 0 && (L1 (u, w / 64) &= ~BIT (w)) == 0)
    L2 (u, w / 4096) &= ~BIT (w / 64);
}

/* The first open line >= i, or n. */
static inline guint32
open_next (const OpenSet *u, guint32 i)
{
  gsize w, j, k;
  guint64 m;

  if (i >= u->n)
    return u->n;
  w = i / 64;
  if ((m = L0 (u, w) & (G_MAXUINT64 << (i & 63))))
    return (guint32) (w * 64 + __builtin_ctzll (m));
  w++;
  j = w / 64;
  if (!(m = L1 (u, j) & (G_MAXUINT64 << (w & 63))))
    {
      k = ++j / 64;
      m = k < u->n2 ? L2 (u, k) & (G_MAXUINT64 << (j & 63)) : 0;
      while (m == 0)
        {
          if (++k >= u->n2)
            return u->n;
          m = L2 (u, k);
        }
      j = k * 64 + __builtin_ctzll (m);
      m = L1 (u, j);
    }
  w = j * 64 + __builtin_ctzll (m);
  return (guint32) (w * 64 + __builtin_ctzll (L0 (u, w)));
}

/* The first open line (or n). */
static inline guint32
open_first (OpenSet *u)
{
  if (u->first < u->n && !(L0 (u, u->first / 64) & BIT (u->first)))
    u->first = open_next (u, u->first);
  return u->first;
}

/* Bits i .. i + 63 of a bit array of words stride apart (with a word to
 * spare beyond i). */
static inline guint64
window (const guint64 *bits, gsize stride, guint32 i)
{
  gsize w = i / 64;
  guint s = i & 63;

  return s ? (bits[w * stride] >> s) | (bits[(w + 1) * stride] << (64 - s)) : bits[w * stride];
}

/* The classes v0 .. v0 + n - 1 of a sweep: all of them in one lane, or
 * the lower and upper half in two. */
typedef struct {
  guint      S, a, b, c;
  guint      v0, n;
  OpenSet   *cols, *diags;  /* class v0 + i's at i; diagonal x - y at index x - y + S - 1 */
  guint64   *col_words, *dia_words;   /* their words, interleaved */
  GArray   **events;        /* ring of a: (class, diagonal) pairs closing at a later row */
  guint32   *ring;          /* RING (cl, y, i): class v0 + i's x in row y, for c rows */
  guint32   *row;           /* the row's cells found so far (n_row of them) */
  guint      n_row;
  guint64   *taken;         /* the same, a bit at each x (cleared after the row) */
  guint      keep, n_out;   /* the classes keep .. keep + n_out - 1 are kept, in out */
  guint32   *out;           /* OUT (cl, y, v), shared by the lanes */
} __attribute__ ((aligned (64))) Classes;   /* a lane's own cache lines: n_row changes often */

#define RING(cl, y, i) ((cl)->ring[(gsize) ((y) % (cl)->c) * (cl)->n + (i)])
#define OUT(cl, y, v) ((cl)->out[(gsize) (y) * (cl)->n_out + (v) - (cl)->keep])

/* Class v0 + i's cell of row y, or NONE: the first x below the row band's
 * limit whose column and diagonal are open for it and that no lower class
 * takes. The next open column and diagonal are jumped to; from there 64
 * cells are weighed at once. */
static guint32
find_in_row (Classes *cl, guint i, guint y)
{
  OpenSet *cols = &cl->cols[i], *diags = &cl->diags[i];
  guint32 limit = cl->S, x = open_first (cols);
  const guint32 shift = cl->S - 1;

  for (guint k = 1; k < cl->c && k <= y; k++)
    limit = MIN (limit, RING (cl, y - k, i));
  for (;;)
    {
      guint64 w;

      if (x >= limit)
        return NONE;
      if (cl->a > 0)
        {
          guint32 d = open_next (diags, x + shift - y);
          if (d != x + shift - y)
            {
              x = open_next (cols, d + y - shift);
              continue;
            }
          w = window (cols->l0, cols->s, x) & window (diags->l0, diags->s, d);
        }
      else
        w = window (cols->l0, cols->s, x);
      w &= ~window (cl->taken, 1, x);
      if (w)
        return x + __builtin_ctzll (w) < limit ? x + __builtin_ctzll (w) : NONE;
      x = open_next (cols, x + 64);
    }
}

/* Class v0 + i's cell (px, y) closes its lines. */
static void
close_lines (Classes *cl, guint i, guint y, guint32 px)
{
  const guint32 shift = cl->S - 1;

  for (guint k = 0; k < cl->b; k++)
    open_close (&cl->cols[i], px + k);
  for (int e = 1 - (int) cl->a; e < (int) cl->a; e++)
    {
      gint64 d = (gint64) px - y + shift + e;
      if (d < 0 || d >= 2 * (gint64) cl->S - 1)
        continue;
      if (e >= -1)
        open_close (&cl->diags[i], (guint32) d);
      else
        {
          /* from row y - e: kept in the ring until then */
          guint32 pair[2] = { i, (guint32) d };
          g_array_append_vals (cl->events[(y - e) % cl->a], pair, 1);
        }
    }
}

static void
run_events (Classes *cl, guint y)
{
  GArray *due;

  if (cl->a < 2)
    return;
  due = cl->events[y % cl->a];
  for (guint i = 0; i < due->len; i++)
    {
      const guint32 *pair = &g_array_index (due, guint32, 2 * i);
      open_close (&cl->diags[pair[0]], pair[1]);
    }
  g_array_set_size (due, 0);
}

/* Row y of the lane's classes, after the lower classes' cells of the row
 * (lower: n_lower of them, NONE for none) are taken. */
static void
sweep_row (Classes *cl, guint y, const guint32 *lower, guint n_lower)
{
  run_events (cl, y);
  cl->n_row = 0;
  for (guint i = 0; i < n_lower; i++)
    if (lower[i] != NONE)
      {
        cl->row[cl->n_row++] = lower[i];
        cl->taken[lower[i] / 64] |= BIT (lower[i]);
      }
  guint32 *ring = &RING (cl, y, 0);

  for (guint i = 0; i < cl->n; i++)
    {
      guint32 x = find_in_row (cl, i, y);
      ring[i] = x;
      if (cl->v0 + i >= cl->keep)
        OUT (cl, y, cl->v0 + i) = x;
      if (x == NONE)
        continue;
      close_lines (cl, i, y, x);
      cl->row[cl->n_row++] = x;
      cl->taken[x / 64] |= BIT (x);
    }
  for (guint i = 0; i < cl->n_row; i++)
    cl->taken[cl->row[i] / 64] = 0;
}

/* Cancel checked and progress reported every this many rows. */
#define CHECK_ROWS 4096u

/*
 * Two lanes. The lower half of the classes runs in one thread and the
 * upper half in another, a pipeline: the upper lane's row y needs the
 * lower lane's cells of row y (which it must not take), handed over in a
 * ring of HANDOFF_ROWS rows; the lower lane may run that far ahead. A lane
 * that must wait spins briefly, then sleeps until the other is an eighth
 * of the ring further (one wait for many rows, not one a row), and the
 * other wakes it only then. The ring decouples the lanes by milliseconds,
 * longer than a time slice. On a machine that becomes loaded the lanes
 * would still wait on each other more than they gain: once each of them
 * has slept a quarter of the sweep's time (judged after its first 100 ms),
 * the upper lane stops at its next row and the lower lane takes its
 * classes over, catching up from the ring, and goes on alone. One lane
 * asleep alone is no load: the lanes' halves are not the same work (the
 * upper lane's classes weigh the lower ones' cells too), and the lighter
 * waits for the heavier while that runs on (the same sum of the lanes' sleep
 * sent Wythoff's 256 classes at 390625 alone on a free machine, twice the
 * time, one run in two).
 */
#define HANDOFF_ROWS 8192u
#define SPINS 1024
/* A lane publishes its count every this many rows (and before it waits):
 * its cache line moves to the other core that much less often. */
#define PUBLISH_ROWS 16u

/* Each lane's, on a cache line of its own. */
typedef struct {
  gint done;   /* atomic: the rows the lane has done, as published */
  gint want;   /* atomic: the other lane's count it sleeps for (0: none) */
} __attribute__ ((aligned (64))) LaneCount;

typedef struct {
  Classes   cl[2];
  guint     n_lanes, ring_rows;
  guint32  *out;       /* OUT: the kept classes' x, every row */
  guint32  *handoff;   /* the lower lane's cells of row y at (y % ring_rows) * cl[0].n */
  LaneCount count[2];
  gint      stop;      /* atomic: the lower lane stopped (cancelled) */
  gint      solo;      /* atomic: the lower lane goes on alone */
  gint      upper_off; /* atomic: the upper lane has stopped, count[1].done exact */
  guint     solo_row;  /* or from this row on (tests; G_MAXUINT: only when loaded) */
  gint64    start, slept[2];  /* the sweep's start, each lane's time asleep (under lock), us */
  GMutex    lock;
  GCond     cond;
} Sweep;

#define SOLO_AFTER_US 100000
#define SOLO_FRACTION 4

/* A lane's count of rows done: the other lane, asleep, is woken once the
 * count reaches what it waits for. Its load of want after our store of
 * done, against its store of want before its load of done, are
 * sequentially consistent: one of us sees the other. */
static void
publish (Sweep *sw, guint lane, guint rows)
{
  guint want;

  g_atomic_int_set (&sw->count[lane].done, (gint) rows);
  want = (guint) g_atomic_int_get (&sw->count[!lane].want);
  if (G_UNLIKELY (want > 0 && want <= rows))
    {
      wy_sync_lock (&sw->lock);
      g_cond_broadcast (&sw->cond);
      wy_sync_unlock (&sw->lock);
    }
}

/* After a lane's row y. */
static inline void
row_done (Sweep *sw, guint lane, guint y)
{
  if ((y + 1) % PUBLISH_ROWS == 0 || y + 1 == sw->cl[0].S)
    publish (sw, lane, y + 1);
}

/* Before a lane's row y: until the other lane has done need rows (seen:
 * its count last read); FALSE when the sweep stops or the lower lane is to
 * go on alone. A lane that waits first publishes its own count, so the
 * two never wait on each other. */
static gboolean
await_rows (Sweep *sw, guint lane, guint y, guint need, guint *seen)
{
  gint *done = &sw->count[!lane].done;

  if (*seen >= need || (*seen = (guint) g_atomic_int_get (done)) >= need)
    return TRUE;
  publish (sw, lane, y);
  need = MIN (need + MAX (sw->ring_rows / 8, 1u) - 1, sw->cl[0].S);
  for (guint spins = 0; spins < SPINS; spins++)
    if ((*seen = (guint) g_atomic_int_get (done)) >= need)
      return TRUE;
  wy_sync_lock (&sw->lock);
  gint64 t0 = g_get_monotonic_time (), t1;
  g_atomic_int_set (&sw->count[lane].want, (gint) need);
  while ((*seen = (guint) g_atomic_int_get (done)) < need && !g_atomic_int_get (&sw->stop)
         && !g_atomic_int_get (&sw->solo))
    g_cond_wait_until (&sw->cond, &sw->lock, g_get_monotonic_time () + 2000);
  g_atomic_int_set (&sw->count[lane].want, 0);
  t1 = g_get_monotonic_time ();
  sw->slept[lane] += t1 - t0;
  if (t1 - sw->start > SOLO_AFTER_US
      && MIN (sw->slept[0], sw->slept[1]) * SOLO_FRACTION > t1 - sw->start)
    {
      g_atomic_int_set (&sw->solo, 1);
      g_cond_broadcast (&sw->cond);
    }
  wy_sync_unlock (&sw->lock);
  return *seen >= need;
}

/* Lane 1 stops, after row rows - 1: its count exact, the lower lane told. */
static void
upper_off (Sweep *sw, guint rows)
{
  wy_sync_lock (&sw->lock);
  g_atomic_int_set (&sw->count[1].done, (gint) rows);
  g_atomic_int_set (&sw->upper_off, 1);
  g_cond_broadcast (&sw->cond);
  wy_sync_unlock (&sw->lock);
}

static gpointer
upper_lane (gpointer data)
{
  Sweep *sw = data;
  Classes *cl = &sw->cl[1];
  guint seen = 0, y;

  for (y = 0; y < cl->S; y++)
    {
      if (g_atomic_int_get (&sw->solo) || !await_rows (sw, 1, y, y + 1, &seen))
        break;
      sweep_row (cl, y, sw->handoff + (gsize) (y % sw->ring_rows) * sw->cl[0].n, sw->cl[0].n);
      row_done (sw, 1, y);
    }
  upper_off (sw, y);
  return NULL;
}

/* The lower lane, at row y, takes the upper lane's classes over once that
 * has stopped: the rows it has not done are still in the ring. */
static void
take_over (Sweep *sw, guint y)
{
  guint n0 = sw->cl[0].n;

  wy_sync_lock (&sw->lock);
  g_atomic_int_set (&sw->solo, 1);
  g_cond_broadcast (&sw->cond);
  while (!g_atomic_int_get (&sw->upper_off))
    g_cond_wait_until (&sw->cond, &sw->lock, g_get_monotonic_time () + 2000);
  wy_sync_unlock (&sw->lock);
  for (guint r = (guint) g_atomic_int_get (&sw->count[1].done); r < y; r++)
    sweep_row (&sw->cl[1], r, sw->handoff + (gsize) (r % sw->ring_rows) * n0, n0);
}

/* The lower lane (or the only one) in this thread. */
static gboolean
lower_lane (Sweep *sw, WyProgressFunc progress, gpointer user_data, GCancellable *cancellable,
            GError **error)
{
  Classes *cl = &sw->cl[0];
  guint seen = 0;
  gboolean alone = sw->n_lanes == 1;

  for (guint y = 0; y < cl->S; y++)
    {
      if (y % CHECK_ROWS == 0)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return FALSE;
          if (progress && y > 0)
            progress ((double) y / cl->S, user_data);
        }
      /* the slot of row y is free once the upper lane is done with row
       * y - ring_rows; or the lower lane goes on alone */
      if (!alone && (y == sw->solo_row || g_atomic_int_get (&sw->solo)
                     || (y >= sw->ring_rows
                         && !await_rows (sw, 0, y, y - sw->ring_rows + 1, &seen))))
        {
          take_over (sw, y);
          alone = TRUE;
        }
      if (alone)
        {
          sweep_row (cl, y, NULL, 0);
          if (sw->n_lanes == 2)
            sweep_row (&sw->cl[1], y, &RING (cl, y, 0), cl->n);
          continue;
        }
      sweep_row (cl, y, NULL, 0);
      for (guint i = 0; i < cl->n; i++)
        sw->handoff[(gsize) (y % sw->ring_rows) * cl->n + i] = RING (cl, y, i);
      row_done (sw, 0, y);
    }
  /* the upper lane may have been told to stop, or may be just behind: the
   * rows it has left, from the ring */
  if (!alone)
    take_over (sw, cl->S);
  return TRUE;
}

static void
classes_clear (Classes *cl)
{
  g_free (cl->col_words);
  g_free (cl->dia_words);
  g_free (cl->cols);
  g_free (cl->diags);
  for (guint i = 0; cl->events && i < MAX (cl->a, 1u); i++)
    g_array_unref (cl->events[i]);
  g_free (cl->events);
  g_free (cl->ring);
  g_free (cl->row);
  g_free (cl->taken);
}

/* The classes v0 .. v0 + n - 1 of a sweep of n_all, their kept cells in
 * out; FALSE when memory runs out (cleared by the caller). */
static gboolean
classes_init (Classes *cl, const WyGame *game, guint size, guint v0, guint n, guint n_all,
              guint keep, guint32 *out)
{
  *cl = (Classes) { size, .v0 = v0, .n = n, .keep = keep, .n_out = n_all - keep, .out = out };
  wy_game_get_bands (game, &cl->a, &cl->b, &cl->c);
  cl->cols = g_new0 (OpenSet, n);
  cl->diags = g_new0 (OpenSet, n);
  cl->events = g_new0 (GArray *, MAX (cl->a, 1u));
  for (guint i = 0; i < MAX (cl->a, 1u); i++)
    cl->events[i] = g_array_new (FALSE, FALSE, 2 * sizeof (guint32));
  cl->c = MIN (cl->c, size);
  cl->ring = g_try_malloc_n ((gsize) cl->c * n, sizeof (guint32));
  cl->row = g_new (guint32, n_all);
  cl->taken = g_new0 (guint64, size / 64 + 2);
  cl->col_words = g_try_malloc_n (open_words (size) * n, sizeof (guint64));
  cl->dia_words = g_try_malloc_n (open_words (2 * size - 1) * n, sizeof (guint64));
  if (!cl->ring || !cl->col_words || !cl->dia_words)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      open_init (&cl->cols[i], cl->col_words, n, i, size);
      open_init (&cl->diags[i], cl->dia_words, n, i, 2 * size - 1);
    }
  return TRUE;
}

static void
sweep_clear (Sweep *sw)
{
  for (guint l = 0; l < sw->n_lanes; l++)
    classes_clear (&sw->cl[l]);
  if (sw->n_lanes == 2)
    {
      g_mutex_clear (&sw->lock);
      g_cond_clear (&sw->cond);
    }
  g_free (sw->handoff);
  g_free (sw->out);
}

/* The classes 0..top in n_lanes lanes (the upper lane from class
 * (top + 2) / 2 on), keeping the cells of the classes from keep on. */
static gboolean
sweep_init (Sweep *sw, const WyGame *game, guint size, guint top, guint keep, guint n_lanes,
            guint ring_rows, GError **error)
{
  guint n = top + 1, n0 = n_lanes == 2 ? (n + 1) / 2 : n;
  gboolean ok;

  *sw = (Sweep) { .n_lanes = n_lanes, .ring_rows = ring_rows };
  sw->out = g_try_malloc_n ((gsize) size * (n - keep), sizeof (guint32));
  ok = classes_init (&sw->cl[0], game, size, 0, n0, n, keep, sw->out);
  if (n_lanes == 2)
    {
      ok = classes_init (&sw->cl[1], game, size, n0, n - n0, n, keep, sw->out) && ok;
      sw->handoff = g_try_malloc_n ((gsize) ring_rows * n0, sizeof (guint32));
      g_mutex_init (&sw->lock);
      g_cond_init (&sw->cond);
    }
  if (!ok || !sw->out || (n_lanes == 2 && !sw->handoff))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for the classes of a board of size %u"), size);
      return FALSE;
    }
  return TRUE;
}

/* The cells of classes v0..v1, each sorted by y then x, read in one pass
 * over the rows, which hold the classes side by side (a pass a class read
 * a cache line a cell: 2.6 s of 6.7 for 32 classes at 10^6); NULL with
 * error when they do not fit in memory (probed first, at the sizes the
 * GArrays take: one that cannot grow aborts). */
static GPtrArray *
class_cells (const Sweep *sw, guint v0, guint v1, GError **error)
{
  const Classes *cl = &sw->cl[0];
  g_autofree guint *n = g_new0 (guint, v1 - v0 + 1);
  GPtrArray *out;
  gsize bytes = 0;
  gpointer probe;

  for (guint y = 0; y < cl->S; y++)
    for (guint v = v0; v <= v1; v++)
      n[v - v0] += OUT (cl, y, v) != NONE;
  for (guint v = v0; v <= v1; v++)
    bytes += (gsize) 1 << g_bit_storage ((gsize) MAX (n[v - v0], 1) * sizeof (WyPos));
  if (!(probe = g_try_malloc (bytes)))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for the classes of a board of size %u"), cl->S);
      return NULL;
    }
  g_free (probe);
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint v = v0; v <= v1; v++)
    g_ptr_array_add (out, g_array_sized_new (FALSE, FALSE, sizeof (WyPos), n[v - v0]));
  for (guint y = 0; y < cl->S; y++)
    for (guint v = v0; v <= v1; v++)
      if (OUT (cl, y, v) != NONE)
        {
          WyPos p = { OUT (cl, y, v), y };
          g_array_append_val ((GArray *) g_ptr_array_index (out, v - v0), p);
        }
  return out;
}

/* Two lanes from this side and this many classes on: below, a thread
 * costs more than it gains. */
#define WY_CLASS_TWO_LANES_SIZE 65536u
#define WY_CLASS_TWO_LANES_CLASSES 4u

/* Sweeps the classes 0..top into sw (cleared by the caller), keeping the
 * cells of the classes from keep on, in n_lanes lanes (1 or 2; two need
 * at least two classes) handing over ring_rows rows, the lower lane alone
 * from solo_row on (G_MAXUINT: only if the lanes wait too long). */
static gboolean
sweep_run (Sweep *sw, const WyGame *game, guint size, guint top, guint keep, guint n_lanes,
           guint ring_rows, guint solo_row, WyProgressFunc progress, gpointer user_data,
           GCancellable *cancellable, GError **error)
{
  GThread *upper = NULL;
  gboolean ok;

  g_return_val_if_fail (n_lanes == 1 || (n_lanes == 2 && top >= 1 && ring_rows >= 1), FALSE);
  if (!wy_grundy_class_check (game, size, top, error)
      || !sweep_init (sw, game, size, top, keep, n_lanes, ring_rows, error))
    return FALSE;
  sw->solo_row = solo_row;
  sw->start = g_get_monotonic_time ();
  if (n_lanes == 2 && !(upper = g_thread_try_new ("wy-classes", upper_lane, sw, NULL)))
    {
      /* no thread: one lane */
      sweep_clear (sw);
      if (!sweep_init (sw, game, size, top, keep, 1, 0, error))
        return FALSE;
    }
  ok = lower_lane (sw, progress, user_data, cancellable, error);
  if (upper)
    {
      if (!ok)
        {
          wy_sync_lock (&sw->lock);
          g_atomic_int_set (&sw->stop, 1);
          g_cond_broadcast (&sw->cond);
          wy_sync_unlock (&sw->lock);
        }
      g_thread_join (upper);
    }
  if (ok && progress)
    progress (1.0, user_data);
  return ok;
}

static guint
lanes_for (guint size, guint top)
{
  return size >= WY_CLASS_TWO_LANES_SIZE && top + 1 >= WY_CLASS_TWO_LANES_CLASSES
         ? wy_lanes_count () : 1;
}

GPtrArray *
_wy_grundy_classes_lanes (const WyGame *game, guint size, guint top, guint n_lanes,
                          guint ring_rows, guint solo_row, WyProgressFunc progress,
                          gpointer user_data, GCancellable *cancellable, GError **error)
{
  Sweep sw = { 0 };
  GPtrArray *out = NULL;

  if (sweep_run (&sw, game, size, top, 0, n_lanes, ring_rows, solo_row, progress, user_data,
                 cancellable, error))
    out = class_cells (&sw, 0, top, error);
  sweep_clear (&sw);
  return out;
}

guint32 *
_wy_grundy_classes_table (const WyGame *game, guint size, guint top, guint *counts,
                          WyProgressFunc progress, gpointer user_data,
                          GCancellable *cancellable, GError **error)
{
  Sweep sw = { 0 };
  guint32 *xs = NULL;

  if (sweep_run (&sw, game, size, top, 0, lanes_for (size, top), HANDOFF_ROWS, G_MAXUINT,
                 progress, user_data, cancellable, error))
    xs = g_steal_pointer (&sw.out);
  sweep_clear (&sw);
  for (guint y = 0; xs && y < size; y++)
    for (guint v = 0; v <= top; v++)
      counts[v] += xs[(gsize) y * (top + 1) + v] != NONE;
  return xs;
}

GPtrArray *
wy_grundy_classes (const WyGame *game, guint size, guint top, WyProgressFunc progress,
                   gpointer user_data, GCancellable *cancellable, GError **error)
{
  return _wy_grundy_classes_lanes (game, size, top, lanes_for (size, top), HANDOFF_ROWS,
                                   G_MAXUINT, progress, user_data, cancellable, error);
}

GArray *
wy_grundy_class (const WyGame *game, guint size, guint value, WyProgressFunc progress,
                 gpointer user_data, GCancellable *cancellable, GError **error)
{
  Sweep sw = { 0 };
  g_autoptr (GPtrArray) cells = NULL;

  if (sweep_run (&sw, game, size, value, value, lanes_for (size, value), HANDOFF_ROWS,
                 G_MAXUINT, progress, user_data, cancellable, error))
    cells = class_cells (&sw, value, value, error);
  sweep_clear (&sw);
  return cells ? g_array_ref (g_ptr_array_index (cells, 0)) : NULL;
}
