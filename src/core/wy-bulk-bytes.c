/* wy-bulk-bytes.c: the bulk answers as GBytes (wy-bulk.h): each array handed over as it is,
 * its storage becoming the bytes' (no copy), for bindings that view them in place. */
#define G_LOG_DOMAIN "wy-core"
#include "config.h"

#include "wythoff.h"

/* The array's own storage as bytes; NULL stays NULL (the error is set). */
static GBytes *
take_array (GArray *array)
{
  gsize len;

  if (array == NULL)
    return NULL;
  len = (gsize) array->len * g_array_get_element_size (array);
  return g_bytes_new_take (g_array_free (array, FALSE), len);
}

GBytes *
wy_grundy_class_bytes (const WyGame *game, guint size, guint value, WyProgressFunc progress,
                       gpointer user_data, GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (game != NULL, NULL);
  return take_array (wy_grundy_class (game, size, value, progress, user_data, cancellable,
                                      error));
}

GBytes *
wy_grundy_classes_bytes (const WyGame *game, guint size, guint top, WyProgressFunc progress,
                         gpointer user_data, GCancellable *cancellable, GError **error)
{
  g_autoptr (GPtrArray) classes = NULL;
  gsize n = 0, at = 0;
  guint32 *out;

  g_return_val_if_fail (game != NULL, NULL);
  classes = wy_grundy_classes (game, size, top, progress, user_data, cancellable, error);
  if (classes == NULL)
    return NULL;
  for (guint g = 0; g < classes->len; g++)
    n += ((GArray *) g_ptr_array_index (classes, g))->len;
  out = g_new (guint32, 3 * n);
  for (guint g = 0; g < classes->len; g++)
    {
      GArray *one = g_ptr_array_index (classes, g);

      for (guint i = 0; i < one->len; i++, at += 3)
        {
          const WyPos *p = &g_array_index (one, WyPos, i);

          out[at] = g;
          out[at + 1] = p->x;
          out[at + 2] = p->y;
        }
    }
  return g_bytes_new_take (out, 3 * n * sizeof (guint32));
}

GBytes *
wy_recursion_pairs_bytes (const WyGame *game, guint count, GError **error)
{
  g_return_val_if_fail (game != NULL, NULL);
  return take_array (wy_recursion_pairs (game, count, error));
}

GBytes *
wy_recursion_ppos_bytes (const WyGame *game, guint size, GError **error)
{
  g_return_val_if_fail (game != NULL, NULL);
  return take_array (wy_recursion_ppos (game, size, error));
}

GBytes *
wy_class_offsets_bytes (const WyGame *game, guint size, guint top, WyProgressFunc progress,
                        gpointer user_data, GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (game != NULL, NULL);
  return take_array (wy_class_offsets (game, size, top, progress, user_data, cancellable,
                                       error));
}

GBytes *
wy_table_exact_rows_bytes (const WyGame *game, guint count, WyProgressFunc progress,
                           gpointer user_data, GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (game != NULL, NULL);
  return take_array (wy_table_exact_rows (game, count, progress, user_data, cancellable,
                                          error));
}

GBytes *
wy_table_rows_from_recursion_bytes (const WyGame *game, guint count, GError **error)
{
  g_return_val_if_fail (game != NULL, NULL);
  return take_array (wy_table_rows_from_recursion (game, count, error));
}

GBytes *
wy_table_rows_on_board_bytes (const WyBoard *board)
{
  g_return_val_if_fail (board != NULL, NULL);
  return take_array (wy_table_rows_on_board (board));
}

GBytes *
wy_sequence_terms_bytes (const WyGame *game, WySequenceKind kind, gint64 param, guint64 first,
                         guint64 count, GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (game != NULL, NULL);
  return take_array (wy_sequence_terms (game, kind, param, first, count, cancellable, error));
}
