/* wy-one-pile-bytes.h: P-set and Grundy values of the one-pile games to very large n, a byte per position. */
#pragma once

#include <gio/gio.h>
#include "wy-game.h"

G_BEGIN_DECLS

/* Can the byte arrays below answer this game? Mark and UpMark without
 * blocking (block=1); Grundy values in normal play only. */
gboolean wy_one_pile_fast_supports (const WyGame *game, gboolean grundy);

/* Largest n the byte arrays below accept (memory budget). */
guint64  wy_one_pile_max       (const WyGame *game);

/* Grundy values g(0), ..., g(n-1) of mark or upmark in normal play, one
 * byte each (g <= k for Mark-k, <= 2 for UpMark); upmark's 0, not a
 * position, is 0xff. WY_ERROR_UNSUPPORTED in misere play or for a
 * two-pile game. */
guint8  *wy_one_pile_grundy    (const WyGame *game, guint64 n, GCancellable *cancellable,
                                GError **error);

/* The WyStatus of 0, ..., n-1 as bytes, in normal or misere play. */
guint8  *wy_one_pile_status    (const WyGame *game, guint64 n, GCancellable *cancellable,
                                GError **error);

G_END_DECLS
