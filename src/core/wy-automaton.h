/* wy-automaton.h: numeration systems (base k, Zeckendorf, Ostrowski) and finite automata
 * for a game's P-positions in them: inferred from the exact P-set, written and read in
 * Walnut's format, checked against the exact P-set (docs/automata.md). */
#pragma once

#include <gio/gio.h>

#include "wy-game.h"

G_BEGIN_DECLS

/**
 * WyBaseKind:
 * @WY_BASE_K: base k (msd_k): digits 0 .. k - 1, place values k^i
 * @WY_BASE_FIB: Zeckendorf (msd_fib): place values 1, 2, 3, 5, 8, ..., no 11
 * @WY_BASE_OSTROWSKI: Ostrowski of a quadratic irrational (msd_ost[...])
 *
 * The kinds of numeration system an automaton reads its tracks in.
 */
typedef enum {
  WY_BASE_K,
  WY_BASE_FIB,
  WY_BASE_OSTROWSKI,
} WyBaseKind;

/**
 * WY_NUM_SYSTEM_MAX_DIGIT:
 *
 * The largest k of msd_k and the largest partial quotient of an Ostrowski
 * system.
 */
#define WY_NUM_SYSTEM_MAX_DIGIT 36

/**
 * WyNumSystem:
 *
 * A numeration system in Walnut's terms (msd_k, msd_fib, msd_ost): greedy
 * representations, most significant digit first (wy_num_system_new()).
 */
typedef struct _WyNumSystem WyNumSystem;

#define WY_TYPE_NUM_SYSTEM (wy_num_system_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_num_system_get_type (void) G_GNUC_CONST;

/**
 * wy_num_system_new:
 * @walnut_name: "msd_2" … "msd_36", "msd_fib", "msd_ost[0 1]" (the continued fraction
 *   [a0; p1 … pk repeating]), "msd_ost[0 3 1][1 2]" (preperiod and period, as Walnut's
 *   `ost` command takes them), the file form "msd_ost_0_3_1__1_2", or the same without
 *   "msd_" ("2", "fib", "ost[0 1]")
 * @error: return location for a #GError
 *
 * A numeration system: greedy representations, most significant digit first. An
 * Ostrowski system is the one Walnut's `ost` command makes: a0 is taken as 0, and a1 = 1
 * as [0; a2 + 1, a3, ...] ("msd_ost[0 1]" is named "msd_ost[0 2][1]").
 *
 * Returns: (transfer full): the system, or %NULL with @error set (%WY_ERROR_PARSE naming
 *   the accepted forms and ranges)
 */
WY_AVAILABLE_IN_ALL
WyNumSystem *wy_num_system_new       (const char *walnut_name, GError **error);
/**
 * wy_num_system_for_game:
 * @game: a game
 *
 * The numeration system in which the game's P-positions are known to form an
 * automaton, the one the papers read the game in: Zeckendorf (`msd_fib`) for Wythoff's
 * game, the Ostrowski system of [0; a, a, a, ...] (`msd_ost[0 a]`) for Fraenkel's
 * a-Wythoff (its P-positions are Beatty sequences of [1; a, a, a, ...]), base k for
 * Mark-k (its P-positions are the dopey numbers in base k, paper 004), base 2 for
 * UpMark (evil and odious, paper 004) and for Nim. Games with blocking and the other
 * families have none. `wythoff automaton` and the window start from it.
 *
 * Returns: (transfer full) (nullable): the system, or %NULL where none is known
 */
WY_AVAILABLE_IN_ALL
WyNumSystem *wy_num_system_for_game  (const WyGame *game);
/**
 * wy_num_system_ref: (skip)
 * @ns: a numeration system
 *
 * Takes a reference; bindings manage lifetimes themselves.
 *
 * Returns: @ns
 */
WY_AVAILABLE_IN_ALL
WyNumSystem *wy_num_system_ref       (WyNumSystem *ns);
/**
 * wy_num_system_unref: (skip)
 * @ns: a numeration system
 *
 * Drops a reference; the last one frees the system. Bindings manage
 * lifetimes themselves.
 */
WY_AVAILABLE_IN_ALL
void         wy_num_system_unref     (WyNumSystem *ns);
/**
 * wy_num_system_get_kind:
 * @ns: a numeration system
 *
 * The kind of the system: base k, Zeckendorf (Fibonacci) or Ostrowski.
 *
 * Returns: the kind
 */
WY_AVAILABLE_IN_ALL
WyBaseKind   wy_num_system_get_kind  (const WyNumSystem *ns);
/**
 * wy_num_system_get_name:
 * @ns: a numeration system
 *
 * The system's canonical name, as Walnut writes it.
 *
 * Returns: (transfer none): "msd_2", "msd_fib", "msd_ost[0 2]",
 *   "msd_ost[0 3 1][1 2]" ...
 */
WY_AVAILABLE_IN_ALL
const char  *wy_num_system_get_name  (const WyNumSystem *ns);
/**
 * wy_num_system_get_file_name:
 * @ns: a numeration system
 *
 * The system's name as a Walnut file's first line holds it (no spaces),
 * the name to give Walnut's `ost` command.
 *
 * Returns: (transfer none): "msd_2", "msd_ost_0__2" ...
 */
WY_AVAILABLE_IN_ALL
const char  *wy_num_system_get_file_name (const WyNumSystem *ns);
/**
 * wy_num_system_get_n_digits:
 * @ns: a numeration system
 *
 * The number of digits of one track: a representation's digits lie in
 * 0 .. n_digits - 1.
 *
 * Returns: the number of digits
 */
WY_AVAILABLE_IN_ALL
guint        wy_num_system_get_n_digits (const WyNumSystem *ns);
/**
 * wy_num_system_get_largest:
 * @ns: a numeration system
 *
 * The largest number the system writes: its places stop past 2^58 or at
 * 64 places (Zeckendorf's at 17167680177564). wy_num_system_represent()
 * refuses a larger one, and wy_automaton_accepts() rejects it.
 *
 * Returns: the largest number represented
 */
WY_AVAILABLE_IN_ALL
guint64      wy_num_system_get_largest (const WyNumSystem *ns);
/**
 * wy_num_system_represent:
 * @ns: a numeration system
 * @n: a number
 * @error: return location for a #GError
 *
 * The greedy representation of @n, most significant digit first, without
 * leading zeros (0 is the one digit 0). A number beyond
 * wy_num_system_get_largest() is refused (%WY_ERROR_RANGE naming it).
 *
 * Returns: (transfer full) (nullable) (element-type guint8): the digits, or %NULL with
 *   @error set
 */
WY_AVAILABLE_IN_ALL
GArray      *wy_num_system_represent (const WyNumSystem *ns, guint64 n, GError **error);

/**
 * WyAutomaton:
 *
 * A deterministic automaton over a numeration system that reads a position's
 * representations, most significant digit first, on one track (one pile) or
 * two (x then y), and accepts a set of positions: the P-positions when
 * inferred from the exact P-set (wy_automaton_infer()), or what a file in
 * Walnut's form says (wy_automaton_parse_walnut()), which
 * wy_automaton_check() compares with the exact P-set.
 */
typedef struct _WyAutomaton WyAutomaton;

#define WY_TYPE_AUTOMATON (wy_automaton_get_type ())
WY_AVAILABLE_IN_ALL
GType wy_automaton_get_type (void) G_GNUC_CONST;

/**
 * WY_AUTOMATON_MAX_STATES:
 *
 * The largest number of states a file may declare and inference may build.
 */
#define WY_AUTOMATON_MAX_STATES 100000

/**
 * wy_automaton_min_size:
 * @ns: the numeration system
 *
 * The least data wy_automaton_infer() takes in @ns: the positions below it
 * are words long enough for suffixes of two lengths (3 in msd_fib, 4 in
 * msd_2, 1296 in msd_36).
 *
 * Returns: the least @n of wy_automaton_infer() in @ns
 */
WY_AVAILABLE_IN_ALL
guint        wy_automaton_min_size   (const WyNumSystem *ns);
/**
 * wy_automaton_infer:
 * @game: a game of one or two heaps
 * @ns: the numeration system
 * @n: the data: every position with heaps below @n (the exact P-set)
 * @max_states: the bound on the states (live states, the dead one not counted)
 * @cancellable: (nullable): to stop
 * @error: return location for a #GError
 *
 * The smallest deterministic automaton consistent with the P-positions
 * below @n, from the Myhill–Nerode classes of prefixes told apart by suffixes up to a
 * length that grows until the automaton is stable, then checked against
 * every position below @n (wy_automaton_get_checked_to). One track (one
 * pile) or two (x then y), tracks padded to a common length.
 *
 * Returns: (transfer full): the automaton, or %NULL with @error set:
 *   %WY_ERROR_UNSUPPORTED when no automaton results (more than @max_states
 *   classes: no automaton of at most @max_states states fits the data; no
 *   stable automaton within the data; one that disagrees with the data; too
 *   little data), %WY_ERROR_RANGE for @n or @max_states out of range
 */
WY_AVAILABLE_IN_ALL
WyAutomaton *wy_automaton_infer      (const WyGame *game, const WyNumSystem *ns, guint n,
                                      guint max_states, GCancellable *cancellable,
                                      GError **error);
/**
 * wy_automaton_parse_walnut:
 * @text: (array length=len) (element-type guint8): the file's text
 * @len: its length, or -1 when nul-terminated
 * @name: (nullable): the file's name in messages
 * @error: return location for a #GError
 *
 * Reads an automaton in Walnut's format: the numeration systems (msd_, one a
 * track, the same for every track), then each state's line "q output"
 * followed by its transitions "a b -> q". Every error names
 * name:line:column and what was expected (%WY_ERROR_PARSE); bounded
 * (WY_AUTOMATON_MAX_STATES states, 16 MiB).
 *
 * Returns: (transfer full): the automaton, or %NULL with @error set
 */
WY_AVAILABLE_IN_ALL
WyAutomaton *wy_automaton_parse_walnut (const char *text, gssize len, const char *name,
                                        GError **error);
/**
 * wy_automaton_ref: (skip)
 * @a: an automaton
 *
 * Takes a reference; bindings manage lifetimes themselves.
 *
 * Returns: @a
 */
WY_AVAILABLE_IN_ALL
WyAutomaton *wy_automaton_ref        (WyAutomaton *a);
/**
 * wy_automaton_unref: (skip)
 * @a: an automaton
 *
 * Drops a reference; the last one frees the automaton. Bindings manage
 * lifetimes themselves.
 */
WY_AVAILABLE_IN_ALL
void         wy_automaton_unref      (WyAutomaton *a);
/**
 * wy_automaton_to_walnut:
 * @a: an automaton
 *
 * The automaton as Walnut reads it (wy_automaton_parse_walnut() reads it
 * back): the numeration system of each track, then each state's line and its
 * transitions.
 *
 * Returns: (transfer full): the automaton in Walnut's format
 */
WY_AVAILABLE_IN_ALL
char        *wy_automaton_to_walnut  (const WyAutomaton *a);
/**
 * wy_automaton_to_dot:
 * @a: an automaton
 *
 * The automaton as a Graphviz digraph, to draw it.
 *
 * Returns: (transfer full): the automaton as a Graphviz digraph
 */
WY_AVAILABLE_IN_ALL
char        *wy_automaton_to_dot     (const WyAutomaton *a);
/**
 * wy_automaton_accepts:
 * @a: an automaton
 * @x: the first heap (one track: the pile)
 * @y: the second heap (ignored with one track)
 *
 * Whether the automaton accepts the position, its heaps read in the
 * automaton's numeration system; below wy_automaton_get_checked_to() that
 * says whether it is a P-position of the game checked. A heap beyond
 * wy_num_system_get_largest() of its system is not read: %FALSE, whatever
 * the automaton would say (the Python binding refuses it).
 *
 * Returns: %TRUE when the position is accepted
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_automaton_accepts    (const WyAutomaton *a, guint64 x, guint64 y);
/**
 * wy_automaton_leading_zeros_matter:
 * @a: an automaton
 * @x: the first heap (one track: the pile)
 * @y: the second heap (ignored with one track)
 *
 * Whether the automaton's answer for the position changes with leading zeros:
 * read with more zeros in front of its digits (the same number; Walnut
 * reads a number with any number of them), or with no digits at all for 0,
 * the automaton says otherwise than wy_automaton_accepts().
 *
 * Returns: %TRUE when some number of leading zeros changes the answer
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_automaton_leading_zeros_matter (const WyAutomaton *a, guint64 x, guint64 y);
/**
 * wy_automaton_check:
 * @a: an automaton
 * @game: a game with as many heaps as @a has tracks
 * @n: compare every position with heaps below @n (one pile: from
 *   wy_game_first_position(), upmark has no pile 0)
 * @cancellable: (nullable): a #GCancellable, or %NULL
 * @bad_x: (out) (optional): the first disagreement's x
 * @bad_y: (out) (optional): its y (one pile: 0)
 * @error: return location for a #GError
 *
 * Compares the positions the automaton accepts with the exact P-set of
 * @game below @n, each position read at every number of leading zeros (and 0
 * as no digits): an answer that changes with a leading zero is a
 * disagreement (wy_automaton_leading_zeros_matter() says which). A check that holds raises wy_automaton_get_checked_to()
 * to @n (a fact the automaton keeps).
 *
 * Returns: TRUE when they agree; FALSE with *@bad_x, *@bad_y (the first
 *   disagreement, by max(x, y) then y then x) and no error, or FALSE with
 *   @error set (the game does not fit the automaton, @n beyond the budget,
 *   %G_IO_ERROR_CANCELLED once @cancellable is cancelled)
 */
WY_AVAILABLE_IN_ALL
gboolean     wy_automaton_check      (const WyAutomaton *a, const WyGame *game, guint n,
                                      GCancellable *cancellable, guint64 *bad_x,
                                      guint64 *bad_y, GError **error);
/**
 * wy_automaton_get_n_states:
 * @a: an automaton
 *
 * The number of its live states (the dead state is not a state).
 *
 * Returns: the number of states
 */
WY_AVAILABLE_IN_ALL
guint        wy_automaton_get_n_states (const WyAutomaton *a);
/**
 * wy_automaton_get_checked_to:
 * @a: an automaton
 *
 * How far the automaton was checked: every position with heaps below it
 * agrees with the exact P-set (wy_automaton_infer(), wy_automaton_check()).
 *
 * Returns: the bound, 0 when never checked
 */
WY_AVAILABLE_IN_ALL
guint        wy_automaton_get_checked_to (const WyAutomaton *a);
/**
 * wy_automaton_get_n_tracks:
 * @a: an automaton
 *
 * The number of tracks, one a heap.
 *
 * Returns: 1 or 2
 */
WY_AVAILABLE_IN_ALL
guint        wy_automaton_get_n_tracks (const WyAutomaton *a);
/**
 * wy_automaton_get_alphabet_size:
 * @a: an automaton
 *
 * The number of letters: n_digits ^ n_tracks; a letter is d_x * n_digits +
 * d_y (one track: d_x).
 *
 * Returns: the size of the alphabet
 */
WY_AVAILABLE_IN_ALL
guint        wy_automaton_get_alphabet_size (const WyAutomaton *a);
/**
 * wy_automaton_get_num_system:
 * @a: an automaton
 *
 * The numeration system the automaton reads every track in.
 *
 * Returns: (transfer none): the numeration system of every track
 */
WY_AVAILABLE_IN_ALL
const WyNumSystem *wy_automaton_get_num_system (const WyAutomaton *a);
/**
 * wy_automaton_get_suffix_length:
 * @a: an automaton
 *
 * The length of the suffixes inference told the classes of prefixes apart
 * by.
 *
 * Returns: the length, 0 for an automaton read from a file
 */
WY_AVAILABLE_IN_ALL
guint        wy_automaton_get_suffix_length (const WyAutomaton *a);
/**
 * wy_automaton_get_transitions:
 * @a: an automaton
 *
 * gint32 [n_states][alphabet]: the next state, or -1 (rejects from there on).
 * State 0 is the initial state.
 *
 * Returns: (transfer full): the table
 */
WY_AVAILABLE_IN_ALL
GBytes      *wy_automaton_get_transitions (const WyAutomaton *a);
/**
 * wy_automaton_get_accepting:
 * @a: an automaton
 *
 * guint8 [n_states]: 1 for an accepting state.
 *
 * Returns: (transfer full): the outputs
 */
WY_AVAILABLE_IN_ALL
GBytes      *wy_automaton_get_accepting (const WyAutomaton *a);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyNumSystem, wy_num_system_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WyAutomaton, wy_automaton_unref)

G_END_DECLS
