/* wy-board-bytes.c: every cell of a board at once, as GBytes a binding reads without a call per cell (numpy.frombuffer). */
#define G_LOG_DOMAIN "wy-core"
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "wythoff.h"
#include "wy-board-private.h"
#include "wy-game-private.h"

/* A bulk read holds at most this many cells (a quarter of the memory
 * budget for four-byte values): a sparse board of side 10^5 is read by
 * cells or by region, not whole. */
#define WY_BOARD_BYTES_MAX_SIDE 16384u
#define WY_BOARD_BYTES_MAX_CELLS ((guint64) WY_BOARD_BYTES_MAX_SIDE * WY_BOARD_BYTES_MAX_SIDE)
/* the largest cube within as many cells: 645^3 <= 2^28 < 646^3 */
#define WY_BOARD_BYTES_MAX_CUBE 645u

/* The board's own storage as bytes, without a copy: the bytes hold a
 * reference to the board (whose cells never change once solved). */
static GBytes *
board_bytes (const WyBoard *board, gconstpointer data, gsize size)
{
  return g_bytes_new_with_free_func (data, size, (GDestroyNotify) wy_board_unref,
                                     wy_board_ref ((WyBoard *) board));
}

static gboolean
check_cells (const WyBoard *board, guint64 *n_cells, GError **error)
{
  *n_cells = (guint64) board->width * board->height;
  if (*n_cells <= WY_BOARD_BYTES_MAX_CELLS)
    return TRUE;
  /* a cube: the same cells, a side of their cube root (645) */
  if (board->heaps == 3)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("cube side %u is too large to read every cell at once: the side must be "
                     "from 1 to %u; read single cells or a slice instead"), board->size,
                   WY_BOARD_BYTES_MAX_CUBE);
      return FALSE;
    }
  g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
               _("board size %u is too large to read every cell at once: the size must be "
                 "from 1 to %u; read single cells instead"), board->size, WY_BOARD_BYTES_MAX_SIDE);
  return FALSE;
}

/**
 * wy_board_get_statuses:
 * @board: a board
 * @error: return location for a #GError
 *
 * The status of every cell, one byte each (a #WyStatus: 0 none, 1 P, 2 N),
 * row by row: a two-pile board of side S gives S * S bytes, the cell (x, y)
 * at y * S + x; a one-pile board gives S bytes, position n at n. In Python,
 * `numpy.frombuffer(b.get_data(), numpy.uint8).reshape(S, S)` indexes it
 * as [y, x].
 *
 * Returns: (transfer full): the statuses, or %NULL with @error set
 *   (%WY_ERROR_MEMORY) when the board has more cells than a bulk read holds
 */
GBytes *
wy_board_get_statuses (const WyBoard *board, GError **error)
{
  guint64 n;
  guint8 *out;

  g_return_val_if_fail (board != NULL, NULL);
  if (!check_cells (board, &n, error))
    return NULL;
  if (board->status != NULL)
    return board_bytes (board, board->status, n);
  if (board->ppos != NULL && !board->one_pile)
    {
      /* a sparse board: N but for its P-set */
      const WyPos *p = (const WyPos *) board->ppos->data;

      out = g_malloc (n);
      memset (out, WY_STATUS_N, n);
      for (guint i = 0; i < board->ppos->len; i++)
        out[wy_board_index (board, p[i].x, p[i].y)] = WY_STATUS_P;
      return g_bytes_new_take (out, n);
    }
  out = g_malloc (n);
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      out[(gsize) y * board->width + x] = (guint8) wy_board_get_status (board, x, y);
  return g_bytes_new_take (out, n);
}

/**
 * wy_board_get_steps:
 * @board: a board solved with %WY_NEED_STEPS
 * @error: return location for a #GError
 *
 * The elimination step of every cell as a guint32 in the machine's byte
 * order (numpy.uint32), in the layout of wy_board_get_statuses(); 0 where
 * a cell is not a position.
 *
 * Returns: (transfer full): the steps, or %NULL with @error set when the
 *   board has no steps (%WY_ERROR_UNSUPPORTED) or too many cells
 */
GBytes *
wy_board_get_steps (const WyBoard *board, GError **error)
{
  guint64 n;
  guint32 *out;

  g_return_val_if_fail (board != NULL, NULL);
  if (!wy_board_has_steps (board))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED,
                   _("this board has no elimination steps: solve it with the steps needed"));
      return NULL;
    }
  if (!check_cells (board, &n, error))
    return NULL;
  if (board->step != NULL)
    return board_bytes (board, board->step, n * sizeof (guint32));
  if (board->reader != NULL && board->reader->fill != NULL)
    {
      out = g_new (guint32, n);
      board->reader->fill (board->cells, NULL, out);
      return g_bytes_new_take (out, n * sizeof (guint32));
    }
  out = g_new (guint32, n);
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      {
        guint step = 0;

        wy_board_get_cell (board, x, y, &step);
        out[(gsize) y * board->width + x] = step;
      }
  return g_bytes_new_take (out, n * sizeof (guint32));
}

/**
 * wy_board_get_grundy_values:
 * @board: a board solved with %WY_NEED_GRUNDY
 * @error: return location for a #GError
 *
 * The Sprague-Grundy value of every cell as a gint32 in the machine's byte
 * order (numpy.int32), -1 where it is undefined, in the layout of
 * wy_board_get_statuses().
 *
 * Returns: (transfer full): the values, or %NULL with @error set when the
 *   board has none (%WY_ERROR_UNSUPPORTED) or too many cells
 */
GBytes *
wy_board_get_grundy_values (const WyBoard *board, GError **error)
{
  guint64 n;
  gint32 *out;

  g_return_val_if_fail (board != NULL, NULL);
  if (!_wy_board_check_grundy (board, error) || !check_cells (board, &n, error))
    return NULL;
  if (board->grundy != NULL)
    return board_bytes (board, board->grundy, n * sizeof (gint32));
  out = g_new (gint32, n);
  for (guint y = 0; y < board->height; y++)
    for (guint x = 0; x < board->width; x++)
      out[(gsize) y * board->width + x] = wy_board_get_grundy (board, x, y);
  return g_bytes_new_take (out, n * sizeof (gint32));
}

/**
 * wy_board_get_ppos_pairs:
 * @board: a board
 *
 * Every P-position as a pair of guint32 (x, y) in the machine's byte order,
 * sorted by y then x (one-pile: (n, 0)): in Python
 * `numpy.frombuffer(b.get_data(), numpy.uint32).reshape(-1, 2)`. The
 * board's own list of them (wy_board_get_ppos()), not a copy.
 *
 * Returns: (transfer full): the P-positions, 8 bytes each
 */
GBytes *
wy_board_get_ppos_pairs (const WyBoard *board)
{
  const WyPos *ppos;
  guint n;

  G_STATIC_ASSERT (sizeof (WyPos) == 2 * sizeof (guint32));
  g_return_val_if_fail (board != NULL, NULL);
  ppos = wy_board_get_ppos (board, &n);
  return board_bytes (board, ppos, (gsize) n * sizeof (WyPos));
}

/**
 * wy_bytes_get_address:
 * @bytes: bytes from a bulk read
 *
 * The address of the data of @bytes as an integer, for a view of it
 * without a copy from a binding: PyGObject's GLib.Bytes.get_data() copies
 * the data into a Python bytes (for 64 MB of steps that copy costs as much
 * as the read), while `ctypes.c_char * size` at this address, kept with the
 * GLib.Bytes, is a buffer numpy.frombuffer views in place
 * (python/wythoff_numpy.py does so). The address is valid while @bytes is.
 *
 * Returns: the address of the data (0 for empty bytes)
 */
guint64
wy_bytes_get_address (GBytes *bytes)
{
  g_return_val_if_fail (bytes != NULL, 0);
  return (guint64) (guintptr) g_bytes_get_data (bytes, NULL);
}

/* ---- two boards compared ---- */

/* The first P-position of one board and not of the other, by rows (on a cube by z, then y)
 * and x, as a cell's index: the first cell where the outcomes differ; G_MAXUINT64 for none.
 * Two and three heaps have P- and N-positions only: the P-positions say it all, and a cube
 * of the P-set sweep (side 2000 and more) has far fewer of them than cells. */
static guint64
ppos_differ (const WyBoard *ba, const WyBoard *bb)
{
  WyPposIter ia, ib;
  WyPos pa, pb;
  gboolean ha, hb;
  guint64 a, b;

  wy_ppos_iter_init (&ia, ba);
  wy_ppos_iter_init (&ib, bb);
  do
    ha = wy_ppos_iter_next (&ia, &pa), hb = wy_ppos_iter_next (&ib, &pb);
  while (ha && hb && pa.x == pb.x && pa.y == pb.y);
  a = ha ? (guint64) pa.y * ba->width + pa.x : G_MAXUINT64;
  b = hb ? (guint64) pb.y * bb->width + pb.x : G_MAXUINT64;
  return MIN (a, b);
}

/* The first cell whose Grundy values differ, from the boards' values read at once (equal
 * values, equal statuses); FALSE when a board has more cells than a bulk read holds. */
static gboolean
grundy_differ (const WyBoard *ba, const WyBoard *bb, guint64 *at)
{
  g_autoptr (GBytes) a = wy_board_get_grundy_values (ba, NULL);
  g_autoptr (GBytes) b = a ? wy_board_get_grundy_values (bb, NULL) : NULL;
  const gint32 *va, *vb;
  gsize n;

  if (!a || !b)
    return FALSE;
  va = g_bytes_get_data (a, &n);
  vb = g_bytes_get_data (b, NULL);
  *at = G_MAXUINT64;
  for (gsize i = 0; i < n / sizeof (gint32) && *at == G_MAXUINT64; i++)
    if (va[i] != vb[i])
      *at = i;
  return TRUE;
}

gboolean
_wy_board_first_difference (const WyBoard *a, const WyBoard *b, gboolean grundy, guint64 *at)
{
  g_return_val_if_fail (a->size == b->size && a->heaps == b->heaps, FALSE);
  if (grundy)
    return grundy_differ (a, b, at);
  if (a->one_pile)
    return FALSE;
  *at = ppos_differ (a, b);
  return TRUE;
}
