/* wy-diff.h: the differential tests' harness (wy-diff.c): random cases with their own
 * logged seeds, the core's board of a case's rule, and the comparisons of every reading
 * against the brute force (wy-brute.h); and the tests of each family group (test-differential.c:
 * the two-pile families; wy-diff-one-pile.c; wy-diff-rules.c: rules of your own). */
#pragma once

#include <glib.h>

#include "wy-board.h"
#include "wy-brute.h"
#include "wy-query.h"

G_BEGIN_DECLS

/* Sanitizers and unoptimised builds are several times slower: fewer cases. */
#if defined(__SANITIZE_ADDRESS__) || !defined(__OPTIMIZE__)
#define LIGHT 1
#else
#define LIGHT 0
#endif

typedef struct {
  GRand  *rand;
  guint32 seed;
  char   *rule;
  WyGame *game;   /* the rule, parsed once (gamma's parse is slow) */
  guint   failures;
} Case;

/* Many more cases under `-m slow` or WY_DIFF_LONG=1. */
gboolean    long_mode      (void);
/* How many cases: normal, or many more in long mode, or few when light. */
guint       n_cases        (guint normal);
/* A number from lo to hi, of the case's own generator. */
int         pick           (Case *c, int lo, int hi);
/* Small values mostly, sometimes large relative to the board. */
int         band           (Case *c, int lo, guint size);
/* Random parameters of family on a board of side size. */
void        random_rule    (Case *c, BrRule *r, BrFamily family, guint size);
/* A case: its seed drawn (or WY_DIFF_SEED) and logged; its end; its rule named and parsed. */
void        case_begin     (Case *c, const char *what);
void        case_end       (Case *c);
void        case_rule      (Case *c, const BrRule *rule);
/* Report a disagreement (the first few of a case), fail the test, go on. */
void        mismatch       (Case *c, const char *format, ...) G_GNUC_PRINTF (2, 3);
const char *status_name    (guint8 s);
/* The core's board of the case's rule. */
WyBoard    *core_solve     (Case *c, guint size, WyNeeds flags, GError **error);
guint8      core_status    (WyStatus s);
/* The comparisons with the brute force: status and step of the cells x, y < region (the
 * status alone: compare_pset); the bulk reads; the steps and each P_j; the moves of
 * (x, y); the Grundy values. */
void        compare_cells  (Case *c, const char *how, const WyBoard *board, const BrBoard *ref,
                            guint region);
void        compare_pset   (Case *c, const char *how, const WyBoard *board, const BrBoard *ref,
                            guint region);
void        compare_bulk   (Case *c, const char *how, const WyBoard *board, const BrBoard *ref);
void        compare_steps  (Case *c, const char *how, const WyBoard *board, const BrBoard *ref);
void        compare_moves  (Case *c, const BrRule *rule, const WyBoard *board, const BrBoard *ref,
                            guint x, guint y);
void        compare_grundy (Case *c, const WyBoard *board, const BrBoard *ref);
/* One rule on a full small board: every query against the brute force (and the case run). */
void        full_board     (Case *c, const BrRule *rule, guint size);
void        run_full_board (Case *c, const BrRule *rule, guint size);

/* The tests of the one-pile games (wy-diff-one-pile.c) and of rules of your own
 * (wy-diff-rules.c). */
void        test_one_pile_fast       (void);
void        test_one_pile_chunks     (void);
void        test_one_pile_steps      (void);
void        test_one_pile_steps_oeis (void);
void        test_rules_random        (void);
void        test_rules_builtin       (void);
void        test_rules_adjoin        (void);
void        test_rules_runs          (void);
void        test_rules_lanes         (void);
void        test_rules_adjoin_grow   (void);
/* wy-diff-rules.c: a random rule of your own, named and parsed into c (misère and block=Q
 * sometimes), r the brute force's rule calling back into its tree; free the tree after. */
gpointer    diff_random_custom       (Case *c, BrRule *r, gboolean one_pile);
void        diff_custom_free         (gpointer tree);
/* The Grundy sequences (wy-diff-sequence.c), and the mex^Q of every cell x < width,
 * y < rows from the legal moves alone (br_is_move; one pile: rows 1), y * width + x. */
void        test_sequence_grundy      (void);
void        test_sequence_grundy_caps (void);
void        test_sequence_pairs       (void);
void        test_sequence_proven      (void);
int        *diff_mex_rect             (const BrRule *rule, guint width, guint rows);
/* The cone families' strip engine (wy-diff-strip-cone.c), and what the strip tests share: a
 * strip against want (x < R, y < N, width stride); n cases of random rules (rule_of: case i
 * of size size) whose strips (strip_of: NULL, wy_grundy_strip) are checked against the
 * mex^Q of their moves, and against their Grundy boards. */
typedef void (*DiffStripRuleFunc) (Case *c, BrRule *rule, guint i, guint size);
void        diff_compare_strip        (Case *c, const char *how, const gint32 *got, guint R,
                                       guint N, const int *want, guint stride);
typedef gint32 *(*DiffStripFunc) (Case *c, const BrRule *rule, guint R, guint N,
                                   GError **error);
void        diff_strip_brute_cases    (const char *what, guint n, DiffStripRuleFunc rule_of,
                                       DiffStripFunc strip_of);
void        diff_strip_board_cases    (const char *what, guint n, guint max_side,
                                       DiffStripRuleFunc rule_of);
/* The length limits of n rules' strips on both sides; row x of a rule through
 * wy_sequence_terms beyond its board's cap and equal to its board on it. */
void        diff_strip_limits         (const char *const *rules, guint n);
void        diff_strip_sequence       (const char *rule, gint64 x);
void        test_strip_cone_brute     (void);
void        test_strip_cone_windows   (void);
void        test_strip_cone_board     (void);
void        test_strip_cone_limits    (void);
void        test_strip_cone_sequence  (void);
/* The line families' strip engine with block=Q (wy-diff-strip-block.c). */
void        test_strip_block_brute    (void);
void        test_strip_lines_brute    (void);
void        test_strip_lines_rows     (void);
void        test_strip_lines_limits   (void);
void        test_strip_block_board    (void);
void        test_strip_block_plain    (void);
void        test_strip_block_limits   (void);
void        test_strip_block_sequence (void);

G_END_DECLS
