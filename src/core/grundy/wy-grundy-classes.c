/* wy-grundy-classes.c: the positions of one Grundy value of a line family on huge boards, class by class. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-board-storage.h"
#include "wy-grundy-classes.h"
#include "wy-line-rule.h"

#define WY_CLASS_SIZE_MAX 2000000u
#define WY_CLASS_VALUE_MAX 255u
/* the cells of the classes below the value, one x per row and class */
#define WY_CLASS_BUDGET ((guint64) 1 << 30)
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
 * Each row holds at most one cell of each class, so the classes below v
 * take one x per row. Closed columns and diagonals live in "next open"
 * union-finds: a row's cell is found in a few jumps.
 */

typedef struct {
  guint32 *parent; /* parent[i] == i: open; closed cells point right */
  guint32  n;      /* index n is a sentinel, always open */
} NextOpen;

typedef struct {
  guint      S, a, b, c;
  NextOpen   cols, diags;   /* diagonal x - y at index x - y + S - 1 */
  guint      n;             /* the classes swept: 0 .. n - 1 */
  guint32   *xs;            /* XS (cl, u, y): the x of class u in row y, or NONE; a row's
                               classes side by side, so that a cell is checked against
                               the lower classes of its row in one cache line or two */
  GArray   **events;        /* ring of a: diagonals closing at a later row */
} Classes;

static guint32
next_open (NextOpen *u, guint32 i)
{
  guint32 r = i;

  while (u->parent[r] != r)
    r = u->parent[r];
  while (u->parent[i] != r)
    {
      guint32 next = u->parent[i];
      u->parent[i] = r;
      i = next;
    }
  return r;
}

static void
close_at (NextOpen *u, guint32 i)
{
  if (i < u->n && u->parent[i] == i)
    u->parent[i] = i + 1;
}

static void
reset (NextOpen *u)
{
  for (guint32 i = 0; i <= u->n; i++)
    u->parent[i] = i;
}

#define XS(cl, u, y) ((cl)->xs[(gsize) (y) * (cl)->n + (u)])

static gboolean
in_lower_class (const Classes *cl, guint v, guint y, guint32 x)
{
  const guint32 *row = &XS (cl, 0, y);

  for (guint u = 0; u < v; u++)
    if (row[u] == x)
      return TRUE;
  return FALSE;
}

/* The class-v cell of row y, or NONE. */
static guint32
find_in_row (Classes *cl, guint v, guint y)
{
  guint32 limit = cl->S, x = 0;
  const guint32 shift = cl->S - 1;

  for (guint k = 1; k < cl->c && k <= y; k++)
    limit = MIN (limit, XS (cl, v, y - k));
  while (x < limit)
    {
      x = next_open (&cl->cols, x);
      if (x >= limit)
        break;
      if (cl->a > 0)
        {
          guint32 d = next_open (&cl->diags, x + shift - y);
          if (d != x + shift - y)
            {
              x = d + y - shift;
              continue;
            }
        }
      if (!in_lower_class (cl, v, y, x))
        return x;
      x++;
    }
  return NONE;
}

static void
close_lines (Classes *cl, guint y, guint32 px)
{
  const guint32 shift = cl->S - 1;

  for (guint k = 0; k < cl->b; k++)
    close_at (&cl->cols, px + k);
  for (int e = 1 - (int) cl->a; e < (int) cl->a; e++)
    {
      gint64 d = (gint64) px - y + shift + e;
      if (d < 0 || d >= 2 * (gint64) cl->S - 1)
        continue;
      if (e >= -1)
        close_at (&cl->diags, (guint32) d);
      else
        {
          /* from row y - e: kept in the ring until then */
          guint32 dd = (guint32) d;
          g_array_append_val (cl->events[(y - e) % cl->a], dd);
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
    close_at (&cl->diags, g_array_index (due, guint32, i));
  g_array_set_size (due, 0);
}

static gboolean
sweep_class (Classes *cl, guint v, GCancellable *cancellable, GError **error)
{
  reset (&cl->cols);
  reset (&cl->diags);
  for (guint i = 0; i < MAX (cl->a, 1u); i++)
    g_array_set_size (cl->events[i], 0);
  for (guint y = 0; y < cl->S; y++)
    {
      if ((y & 0xffff) == 0 && g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      run_events (cl, y);
      guint32 x = find_in_row (cl, v, y);
      XS (cl, v, y) = x;
      if (x != NONE)
        close_lines (cl, y, x);
    }
  return TRUE;
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
  guint64 by_budget = WY_CLASS_BUDGET / (4 * ((guint64) value + 1));
  guint max = (guint) MIN (WY_CLASS_SIZE_MAX, by_budget);
  if (size < 1 || size > max)
    {
      g_set_error (error, WY_ERROR, size < 1 ? WY_ERROR_RANGE : WY_ERROR_MEMORY,
                   _("board size %u is out of range for the positions of Grundy value %u: "
                     "the size must be from 1 to %u"), size, value, max);
      return FALSE;
    }
  return TRUE;
}

static void
classes_clear (Classes *cl)
{
  g_free (cl->xs);
  g_free (cl->cols.parent);
  g_free (cl->diags.parent);
  for (guint i = 0; cl->events && i < MAX (cl->a, 1u); i++)
    g_array_unref (cl->events[i]);
  g_free (cl->events);
}

/* Sweeps the classes 0..top into cl (cleared by the caller). */
static gboolean
sweep_classes (Classes *cl, const WyGame *game, guint size, guint top,
               WyProgressFunc progress, gpointer user_data, GCancellable *cancellable,
               GError **error)
{
  gboolean ok = TRUE;

  if (!wy_grundy_class_check (game, size, top, error))
    return FALSE;
  *cl = (Classes) { size };
  wy_game_get_bands (game, &cl->a, &cl->b, &cl->c);
  cl->n = top + 1;
  cl->xs = g_try_malloc_n ((gsize) size * cl->n, sizeof (guint32));
  cl->cols = (NextOpen) { g_try_malloc_n ((gsize) size + 1, sizeof (guint32)), size };
  cl->diags = (NextOpen) { g_try_malloc_n ((gsize) 2 * size, sizeof (guint32)), 2 * size - 1 };
  cl->events = g_new0 (GArray *, MAX (cl->a, 1u));
  for (guint i = 0; i < MAX (cl->a, 1u); i++)
    cl->events[i] = g_array_new (FALSE, FALSE, sizeof (guint32));
  if (!cl->xs || !cl->cols.parent || !cl->diags.parent)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for the classes of a board of size %u"), size);
      return FALSE;
    }
  for (guint v = 0; v <= top && ok; v++)
    {
      ok = sweep_class (cl, v, cancellable, error);
      if (progress)
        progress ((double) (v + 1) / (top + 1), user_data);
    }
  return ok;
}

/* The cells of class v, sorted by y then x; NULL with error when their
 * array does not fit in memory (probed first: a GArray that cannot grow
 * aborts). */
static GArray *
class_cells (const Classes *cl, guint v, GError **error)
{
  GArray *cells;
  gpointer probe;
  guint n = 0;

  for (guint y = 0; y < cl->S; y++)
    n += XS (cl, v, y) != NONE;
  if (!(probe = g_try_malloc_n (MAX (n, 1), sizeof (WyPos))))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for the classes of a board of size %u"), cl->S);
      return NULL;
    }
  g_free (probe);
  cells = g_array_sized_new (FALSE, FALSE, sizeof (WyPos), n);
  for (guint y = 0; y < cl->S; y++)
    if (XS (cl, v, y) != NONE)
      {
        WyPos p = { XS (cl, v, y), y };
        g_array_append_val (cells, p);
      }
  return cells;
}

GPtrArray *
wy_grundy_classes (const WyGame *game, guint size, guint top, WyProgressFunc progress,
                   gpointer user_data, GCancellable *cancellable, GError **error)
{
  Classes cl = { 0 };
  GPtrArray *out = NULL;

  if (sweep_classes (&cl, game, size, top, progress, user_data, cancellable, error))
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

  if (sweep_classes (&cl, game, size, value, progress, user_data, cancellable, error))
    out = class_cells (&cl, value, error);
  classes_clear (&cl);
  return out;
}
