/* wy-brute.h: an independent brute-force elimination, written from docs/spec.md alone.
 *
 * It shares no code with src/core: its own rule parameters, its own legal
 * moves (the table of docs/spec.md), its own blocking test (exhaustive
 * assignment of the blocked moves to classes), and the Bouton-von Neumann
 * elimination run literally, step by step, as docs/spec.md states it. Slow on
 * purpose (small boards only); it is the reference the core is tested
 * against. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  BR_NIM,
  BR_WYTHOFF,
  BR_FRAENKEL,
  BR_WYT,
  BR_WYTC,
  BR_NIMPQ,
  BR_STWYTHOFF,
  BR_RESTRICTED,
  BR_GAMMA,
  BR_IMITATION,
  BR_MARK,
  BR_UPMARK,
  BR_CUSTOM,   /* the legal moves from a callback (rules of your own) */
  BR_N_FAMILIES
} BrFamily;

typedef enum {
  BR_LINECOUNT,
  BR_ABSTRACT,
  BR_SEC7,
} BrReading;

/* A rule: the family and every parameter (those it does not use are ignored). */
typedef struct {
  BrFamily  family;
  int       a, b, c, p, q, s, t, i, k;
  BrReading reading;
  gboolean  misere;
  int       block;   /* uniform blocking block=Q (docs/spec.md); 0 or 1: none */
  /* BR_CUSTOM: is removing (dx, dy) from (x, y) legal? Called only within
   * the piles (dx <= x, dy <= y, dx + dy > 0; one pile: dy = 0, dx >= 1) */
  gboolean (*custom_move) (gpointer data, guint x, guint y, guint dx, guint dy);
  gpointer  custom_data;
  gboolean  custom_one_pile;
} BrRule;

enum { BR_NONE = 0, BR_P = 1, BR_N = 2 };

typedef struct {
  guint     size;
  gboolean  one_pile;
  guint8   *status;  /* BR_NONE / BR_P / BR_N, index y * size + x (one pile: x) */
  guint    *step;
  int      *grundy;  /* NULL unless asked (normal play, no blocking, no memory) */
  guint     n_steps;
} BrBoard;

/* The family's name and its rule string with every key it has. */
const char *br_family_name    (BrFamily family);
gboolean    br_family_one_pile (BrFamily family);
char       *br_rule_string    (const BrRule *rule);
/* Is removing (dx, dy) from (x, y) legal (one pile: dx is what n loses)? */
gboolean    br_is_move        (const BrRule *rule, guint x, guint y, guint dx, guint dy);
/* Does the game have Sprague-Grundy values (no typed blocking, no memory, normal
 * play)? With block=Q they are f^Q = mex^Q. */
gboolean    br_has_grundy     (const BrRule *rule);

/* The elimination of the size x size board (one pile: 0..size-1). */
BrBoard    *br_solve          (const BrRule *rule, guint size, gboolean grundy);
void        br_board_free     (BrBoard *board);

static inline guint
br_index (const BrBoard *b, guint x, guint y)
{
  return b->one_pile ? x : y * b->size + x;
}

G_END_DECLS
