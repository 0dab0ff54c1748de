/* wy-automaton-private.h: the numeration systems' and automata's insides, shared by the
 * files of automata/ (the writer, the Walnut reader, inference and the check). */
#pragma once

#include "wy-automaton.h"

G_BEGIN_DECLS

/* Place values are kept while they fit comfortably in 64 bits. */
#define WY_NS_MAX_PLACES 64
#define WY_NS_MAX_CF 16   /* preperiod and period lengths of an Ostrowski system */

struct _WyNumSystem {
  gint        ref_count;
  WyBaseKind  kind;
  char       *name;       /* canonical: msd_2, msd_fib, msd_ost[0 2] */
  char       *file_name;  /* without spaces: msd_ost_0__2 */
  guint       base;       /* WY_BASE_K */
  guint       n_pre, n_per;
  guint       pre[WY_NS_MAX_CF], per[WY_NS_MAX_CF]; /* continued fraction, a_0 first */
  guint       n_places;
  guint64     place[WY_NS_MAX_PLACES]; /* the value of a 1 at position i (0: least) */
  guint8      bound[WY_NS_MAX_PLACES]; /* the largest digit at position i */
  gboolean    pair_rule;  /* a largest digit at i + 1 forces 0 at i (fib, Ostrowski) */
  guint       n_digits;
};

struct _WyAutomaton {
  gint         ref_count;
  WyNumSystem *ns;
  guint        tracks, n_digits, alphabet, n_states;
  gint32      *next;      /* [n_states * alphabet]; -1: reject from there on */
  guint8      *accept;    /* [n_states] */
  guint        checked_to;
  guint        suffix_length;
};

/* The number of digits that holds every value below n (at least 1). */
guint        _wy_ns_length      (const WyNumSystem *ns, guint64 n);
/* The greedy digits of n at exactly len positions, most significant first;
 * FALSE when n needs more. */
gboolean     _wy_ns_digits      (const WyNumSystem *ns, guint64 n, guint len, guint8 *out);
/* Is digits[0 .. p - 1] the beginning of a valid word of length len? */
gboolean     _wy_ns_prefix_ok   (const WyNumSystem *ns, const guint8 *digits, guint p, guint len);
/* The value of digits[0 .. p - 1] followed by len - p zeros. */
guint64      _wy_ns_prefix_value (const WyNumSystem *ns, const guint8 *digits, guint p, guint len);

/* The states leading zeros reach: out[0] the start, out[k] after k zero letters, each
 * state once, -1 (the dead state) last when the zeros reach it; out holds n_states + 1.
 * Their number (0 without states). */
guint        _wy_automaton_zero_states (const WyAutomaton *a, gint32 *out);

/* A new automaton with n_states states, every transition -1, none accepting. */
WyAutomaton *_wy_automaton_new  (const WyNumSystem *ns, guint tracks, guint n_states);

/* The exact P-set below n, indexed for both readers (inference and the check). */
typedef struct {
  guint    n, tracks;
  guint32 *start;   /* two heaps: [n + 1] offsets into ys, by x */
  guint32 *ys;      /* the y of every P-position (x, y), sorted per x */
  guint8  *p;       /* one pile: [n], 1 for P */
  guint    first;   /* one pile: the first position (wy_game_first_position: upmark's 1) */
} WyPset;

/* The largest n _wy_pset_init takes for game: the side its P-positions are solved on (the
 * core's cap), at most G_MAXINT32. */
guint        _wy_pset_max_size  (const WyGame *game);
gboolean     _wy_pset_init      (WyPset *set, const WyGame *game, guint n,
                                 GCancellable *cancellable, GError **error);
void         _wy_pset_clear     (WyPset *set);
/* The first index of ys in x's row with y >= lo. */
guint32      _wy_pset_lower     (const WyPset *set, guint x, guint64 lo);

/* Compare a with the P-set below set->n: 1 agree, 0 disagree (*bx, *by the first
 * disagreement by max(x, y) then y then x), -1 cancelled, -2 beyond its bound of steps. */
int          _wy_automaton_check_set (const WyAutomaton *a, const WyPset *set,
                                      GCancellable *cancellable, guint64 *bx, guint64 *by);
/* wy_automaton_check as a verdict: 1 agree, 0 disagree (*bx, *by the first
 * disagreement), -1 with error set (the game does not fit, the solver failed, cancelled:
 * G_IO_ERROR_CANCELLED, beyond the bound of steps: WY_ERROR_RANGE). */
int          _wy_automaton_check_game (const WyAutomaton *a, const WyGame *game, guint n,
                                       GCancellable *cancellable, guint64 *bx, guint64 *by,
                                       GError **error);

G_END_DECLS
