/* wy-brute3.h: an independent brute force of the games on three heaps,
 * written from docs/spec.md ("Three heaps") alone: its own moves, and the
 * Bouton-von Neumann elimination run literally, round by round. Slow on
 * purpose (small cubes); br3_status is a plain recursion for the
 * P-positions of larger cubes. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  BR3_NIM,       /* one heap, any positive amount */
  BR3_WYTHOFF,   /* the same k > 0 from every heap of a nonempty set */
  BR3_FRAENKEL,  /* one heap; or (a1, a2, a3), a_i <= heap_i, not all 0, a1 ^ a2 ^ a3 = 0 */
  BR3_CUSTOM,    /* the moves from a callback */
} Br3Family;

typedef struct {
  Br3Family family;
  gboolean  misere;
  gboolean (*custom_move) (gpointer data, guint x, guint y, guint z, guint dx, guint dy,
                           guint dz);
  gpointer  custom_data;
} Br3Rule;

typedef struct {
  guint    size;
  guint8  *status;   /* 1 P, 2 N; index (z * size + y) * size + x */
  guint   *step;
  int     *grundy;   /* NULL unless asked (normal play) */
  guint    n_rounds;
} Br3Board;

gboolean  br3_is_move     (const Br3Rule *rule, guint x, guint y, guint z, guint dx, guint dy,
                           guint dz);
/* Every cell by the literal elimination (all (dx, dy, dz) tried). */
Br3Board *br3_solve       (const Br3Rule *rule, guint size, gboolean grundy);
void      br3_board_free  (Br3Board *board);
/* The status alone (1 P, 2 N) of the built-in families on a larger cube:
 * P iff no option is P, the options enumerated by their definition. */
guint8   *br3_status      (const Br3Rule *rule, guint size);

static inline gsize
br3_index (guint size, guint x, guint y, guint z)
{
  return ((gsize) z * size + y) * size + x;
}

G_END_DECLS
