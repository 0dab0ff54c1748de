/* wy-class-offsets.c: where the Grundy value classes lie: each class's offsets from the P-positions' line, and how they grow with the board. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>

#include "wy-analysis.h"
#include "wy-game-private.h"
#include "wy-grundy-classes.h"

#define PHI 1.6180339887498948482

gboolean
wy_class_offsets_golden (const WyGame *game)
{
  guint a, b, c;

  /* Wythoff's game by any of its names (fraenkel:a=1, wyt:a=1,b=1, wytc:a=1,b=1,c=1, nimpq
   * without blocking): one game, one measure */
  if (_wy_game_get_group (game) != WY_GROUP_LINES || !wy_game_has_grundy (game))
    return FALSE;
  wy_game_get_bands (game, &a, &b, &c);
  return a == 1 && b == 1 && c == 1;
}

/* For each row y, the x of its P-positions (class 0), as a start index into
 * the sorted class: rows hold at most a few. */
static guint *
row_starts (const GArray *p, guint size)
{
  guint *start = g_try_new0 (guint, (gsize) size + 1);
  const WyPos *pos = (const WyPos *) p->data;

  if (!start)
    return NULL;
  for (guint i = 0; i < p->len; i++)
    start[pos[i].y + 1]++;
  for (guint y = 0; y < size; y++)
    start[y + 1] += start[y];
  return start;
}

static gboolean
row_offset (const GArray *p, const guint *start, guint x, guint y, double *offset)
{
  const WyPos *pos = (const WyPos *) p->data;
  gboolean found = FALSE;

  for (guint i = start[y]; i < start[y + 1]; i++)
    {
      double d = (double) x - pos[i].x;
      if (!found || fabs (d) < fabs (*offset))
        *offset = d;
      found = TRUE;
    }
  return found;
}

static void
class_offsets (const GArray *cls, const GArray *p, const guint *start, gboolean golden,
               guint size, WyClassOffsets *out)
{
  const WyPos *pos = (const WyPos *) cls->data;

  out->count = cls->len;
  for (guint i = 0; i < cls->len; i++)
    {
      guint x = pos[i].x, y = pos[i].y;
      double off;

      if (x > y)
        continue;
      if (golden)
        off = y - PHI * x;
      else if (!row_offset (p, start, x, y, &off))
        continue;
      if (!out->has_offset)
        out->min_offset = out->max_offset = off;
      out->has_offset = TRUE;
      out->min_offset = MIN (out->min_offset, off);
      out->max_offset = MAX (out->max_offset, off);
      /* on the board of side S/8, S/4, S/2 and S (whole sides, as the table names them:
       * 46 / 8 = 5 holds y < 5) */
      for (guint k = 0; k < 4; k++)
        if (y < size >> (3 - k))
          out->max_abs[k] = MAX (out->max_abs[k], fabs (off));
    }
}

GArray *
wy_class_offsets (const WyGame *game, guint size, guint top, WyProgressFunc progress,
                  gpointer user_data, GCancellable *cancellable, GError **error)
{
  g_autoptr (GPtrArray) classes = NULL;
  g_autofree guint *start = NULL;
  gboolean golden = wy_class_offsets_golden (game);
  GArray *out;

  if (!wy_grundy_class_check (game, size, top, error)
      || !(classes = wy_grundy_classes (game, size, top, progress, user_data, cancellable,
                                        error)))
    return NULL;
  if (!(start = row_starts (g_ptr_array_index (classes, 0), size)))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for the classes of a board of size %u"), size);
      return NULL;
    }
  out = g_array_sized_new (FALSE, TRUE, sizeof (WyClassOffsets), top + 1);
  for (guint g = 0; g <= top; g++)
    {
      WyClassOffsets c = { .value = g };
      class_offsets (g_ptr_array_index (classes, g), g_ptr_array_index (classes, 0), start,
                     golden, size, &c);
      g_array_append_val (out, c);
    }
  return out;
}
