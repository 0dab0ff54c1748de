/* wy-grundy-classes.c: the positions of one Grundy value of a line family on huge boards, class by class. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-board-storage.h"
#include "wy-grundy-classes.h"
#include "wy-line-rule.h"

#define WY_CLASS_SIZE_MAX 2000000u
#define WY_CLASS_VALUE_MAX 255u
/* the open lines of every class (some 3 bits a row each) and the x of
 * each class kept */
#define WY_CLASS_BUDGET ((guint64) 1 << 30)
/* The time model (row_work): a row costs each class some 32 units, one
 * more for each 16 classes (their lines share the cache), and one more for
 * each column, diagonal and row its cell closes or reads (the bands: b,
 * 2a - 1, c - 1). Measured (G = 15 at 500000, the two-core
 * machine under load): 44 ns a row and class for wythoff (so some 1.4 ns a
 * unit), 0.5 ns more for each unit of b and 2a (wyt:a=100,b=100), 1.5 ns
 * for each of c (wytc:c=100). The budget is the work of wythoff's G = 64
 * at 2 10^6: 5.5 s of processor time (5.7 s wall, median of 3); G = 255
 * at 507812 took 7.2 s (55 ns a row and class): hence the term in G. */
#define WY_CLASS_WORK ((guint64) 2000000 * 65 * 40)
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

typedef struct {
  guint      S, a, b, c;
  guint      n;             /* the classes 0 .. n - 1 */
  OpenSet   *cols, *diags;  /* each class's; diagonal x - y at index x - y + S - 1 */
  guint64   *col_words, *dia_words;   /* their words, interleaved */
  GArray   **events;        /* ring of a: (class, diagonal) pairs closing at a later row */
  guint32   *ring;          /* RING (cl, y, v): class v's x in row y, for c rows */
  guint32   *row;           /* the row's cells found so far (n_row of them) */
  guint      n_row;
  guint64   *taken;         /* the same, a bit at each x (cleared after the row) */
  guint      keep;          /* the classes from keep on are kept, in out */
  guint32   *out;           /* OUT (cl, y, v) */
} Classes;

#define RING(cl, y, v) ((cl)->ring[(gsize) ((y) % (cl)->c) * (cl)->n + (v)])
#define OUT(cl, y, v) ((cl)->out[(gsize) (y) * ((cl)->n - (cl)->keep) + (v) - (cl)->keep])

/* Class v's cell of row y, or NONE: the first x below the row band's
 * limit whose column and diagonal are open for v and that no lower class
 * takes. The next open column and diagonal are jumped to; from there 64
 * cells are weighed at once. */
static guint32
find_in_row (Classes *cl, guint v, guint y)
{
  OpenSet *cols = &cl->cols[v], *diags = &cl->diags[v];
  guint32 limit = cl->S, x = open_first (cols);
  const guint32 shift = cl->S - 1;

  for (guint k = 1; k < cl->c && k <= y; k++)
    limit = MIN (limit, RING (cl, y - k, v));
  for (;;)
    {
      guint64 w;

      x = open_next (cols, x);
      if (x >= limit)
        return NONE;
      w = window (cols->l0, cols->s, x);
      if (cl->a > 0)
        {
          guint32 d = open_next (diags, x + shift - y);
          if (d != x + shift - y)
            {
              x = d + y - shift;
              continue;
            }
          w &= window (diags->l0, diags->s, d);
        }
      w &= ~window (cl->taken, 1, x);
      if (w)
        return x + __builtin_ctzll (w) < limit ? x + __builtin_ctzll (w) : NONE;
      x += 64;
    }
}

/* Class v's cell (px, y) closes its lines. */
static void
close_lines (Classes *cl, guint v, guint y, guint32 px)
{
  const guint32 shift = cl->S - 1;

  for (guint k = 0; k < cl->b; k++)
    open_close (&cl->cols[v], px + k);
  for (int e = 1 - (int) cl->a; e < (int) cl->a; e++)
    {
      gint64 d = (gint64) px - y + shift + e;
      if (d < 0 || d >= 2 * (gint64) cl->S - 1)
        continue;
      if (e >= -1)
        open_close (&cl->diags[v], (guint32) d);
      else
        {
          /* from row y - e: kept in the ring until then */
          guint32 pair[2] = { v, (guint32) d };
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

static gboolean
sweep (Classes *cl, WyProgressFunc progress, gpointer user_data, GCancellable *cancellable,
       GError **error)
{
  for (guint y = 0; y < cl->S; y++)
    {
      if ((y & 0xfff) == 0)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return FALSE;
          if (progress && y > 0)
            progress ((double) y / cl->S, user_data);
        }
      run_events (cl, y);
      cl->n_row = 0;
      for (guint v = 0; v < cl->n; v++)
        {
          guint32 x = find_in_row (cl, v, y);
          RING (cl, y, v) = x;
          if (v >= cl->keep)
            OUT (cl, y, v) = x;
          if (x == NONE)
            continue;
          close_lines (cl, v, y, x);
          cl->row[cl->n_row++] = x;
          cl->taken[x / 64] |= BIT (x);
        }
      for (guint i = 0; i < cl->n_row; i++)
        cl->taken[cl->row[i] / 64] = 0;
    }
  if (progress)
    progress (1.0, user_data);
  return TRUE;
}

/* The bytes a row keeps to sweep the classes 0..top: the open column and
 * diagonals of each class (3 bits and their summaries) and the x of the
 * classes kept (all of them, for wy_grundy_classes). */
static guint64
row_bytes (guint top)
{
  return (guint64) (top + 1) * 4 / 8 + 4 * (guint64) (top + 1);
}

/* The work of a row (WY_CLASS_WORK). */
static guint64
row_work (const WyGame *game, guint top)
{
  guint a, b, c;

  wy_game_get_bands (game, &a, &b, &c);
  return ((guint64) top + 1) * (32 + ((guint64) top + 1) / 16 + b + 2 * (guint64) a + c);
}

gboolean
wy_grundy_class_check (const WyGame *game, guint size, guint value, GError **error)
{
  WyFamily family = wy_game_get_family (game);
  g_autofree char *rule = wy_game_to_string (game);

  if (family > WY_FAMILY_NIMPQ || !wy_game_has_grundy (game) || wy_game_get_block (game) > 1)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("the positions of one Grundy value are swept for the line families "
                     "(nim, wythoff, fraenkel, wyt, wytc) in normal play without blocking, "
                     "not for %s"), rule);
      return FALSE;
    }
  if (value > WY_CLASS_VALUE_MAX)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("Grundy value %u is out of range: the value must be from 0 to %u"), value,
                   WY_CLASS_VALUE_MAX);
      return FALSE;
    }
  guint64 by_memory = WY_CLASS_BUDGET / row_bytes (value);
  guint64 by_time = WY_CLASS_WORK / row_work (game, value);
  guint max = (guint) MIN (WY_CLASS_SIZE_MAX, MIN (by_memory, by_time));
  if (size < 1)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("board size %u is out of range for the positions of Grundy value %u: "
                     "the size must be from 1 to %u"), size, value, max);
      return FALSE;
    }
  if (size > max)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("board size %u is out of range for the positions of Grundy value %u: "
                     "the size must be from 1 to %u (%s)"), size, value, max,
                   max == WY_CLASS_SIZE_MAX ? _("the largest board of the sweep")
                   : by_time < by_memory ? _("a time budget of a few seconds")
                   : _("the memory budget of 1 GiB"));
      return FALSE;
    }
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
  g_free (cl->out);
}

/* Class v's cells, sorted by y then x; NULL with error when their array
 * does not fit in memory (probed first: a GArray that cannot grow
 * aborts). */
static GArray *
class_cells (const Classes *cl, guint v, GError **error)
{
  GArray *cells;
  gpointer probe;
  guint n = 0;

  for (guint y = 0; y < cl->S; y++)
    n += OUT (cl, y, v) != NONE;
  if (!(probe = g_try_malloc_n (MAX (n, 1), sizeof (WyPos))))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for the classes of a board of size %u"), cl->S);
      return NULL;
    }
  g_free (probe);
  cells = g_array_sized_new (FALSE, FALSE, sizeof (WyPos), n);
  for (guint y = 0; y < cl->S; y++)
    if (OUT (cl, y, v) != NONE)
      {
        WyPos p = { OUT (cl, y, v), y };
        g_array_append_val (cells, p);
      }
  return cells;
}

/* Sweeps the classes 0..top into cl (cleared by the caller), keeping the
 * cells of the classes from keep on. */
static gboolean
sweep_classes (Classes *cl, const WyGame *game, guint size, guint top, guint keep,
               WyProgressFunc progress, gpointer user_data, GCancellable *cancellable,
               GError **error)
{
  gboolean ok;

  if (!wy_grundy_class_check (game, size, top, error))
    return FALSE;
  *cl = (Classes) { size };
  wy_game_get_bands (game, &cl->a, &cl->b, &cl->c);
  cl->n = top + 1;
  cl->keep = keep;
  cl->cols = g_new0 (OpenSet, cl->n);
  cl->diags = g_new0 (OpenSet, cl->n);
  cl->events = g_new0 (GArray *, MAX (cl->a, 1u));
  for (guint i = 0; i < MAX (cl->a, 1u); i++)
    cl->events[i] = g_array_new (FALSE, FALSE, 2 * sizeof (guint32));
  cl->ring = g_try_malloc_n ((gsize) MIN (cl->c, size) * cl->n, sizeof (guint32));
  cl->c = MIN (cl->c, size);
  cl->row = g_new (guint32, cl->n);
  cl->taken = g_new0 (guint64, size / 64 + 2);
  cl->out = g_try_malloc_n ((gsize) size * (cl->n - keep), sizeof (guint32));
  cl->col_words = g_try_malloc_n (open_words (size) * cl->n, sizeof (guint64));
  cl->dia_words = g_try_malloc_n (open_words (2 * size - 1) * cl->n, sizeof (guint64));
  ok = cl->ring && cl->out && cl->col_words && cl->dia_words;
  for (guint v = 0; v < cl->n && ok; v++)
    {
      open_init (&cl->cols[v], cl->col_words, cl->n, v, size);
      open_init (&cl->diags[v], cl->dia_words, cl->n, v, 2 * size - 1);
    }
  if (!ok)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for the classes of a board of size %u"), size);
      return FALSE;
    }
  return sweep (cl, progress, user_data, cancellable, error);
}

GPtrArray *
wy_grundy_classes (const WyGame *game, guint size, guint top, WyProgressFunc progress,
                   gpointer user_data, GCancellable *cancellable, GError **error)
{
  Classes cl = { 0 };
  GPtrArray *out = NULL;

  if (sweep_classes (&cl, game, size, top, 0, progress, user_data, cancellable, error))
    {
      out = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
      for (guint v = 0; v <= top && out; v++)
        {
          GArray *cells = class_cells (&cl, v, error);
          if (cells)
            g_ptr_array_add (out, cells);
          else
            g_clear_pointer (&out, g_ptr_array_unref);
        }
    }
  classes_clear (&cl);
  return out;
}

GArray *
wy_grundy_class (const WyGame *game, guint size, guint value, WyProgressFunc progress,
                 gpointer user_data, GCancellable *cancellable, GError **error)
{
  Classes cl = { 0 };
  GArray *out = NULL;

  if (sweep_classes (&cl, game, size, value, value, progress, user_data, cancellable, error))
    out = class_cells (&cl, value, error);
  classes_clear (&cl);
  return out;
}
