/* wy-caps.c: how large a board may be: the one place that answers the size limit of a game, from what the caller needs, its group's descriptor (which the engine hands in) and the time and memory budgets. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>

#include "wy-caps.h"
#include "wy-engine.h"
#include "wy-engine-desc.h"
#include "wy-error-private.h"
#include "wy-grundy-classes.h"
#include "wy-grundy-private.h"
#include "wy-line-rule.h"
#include "wy-low-classes.h"
#include "wy-one-pile-bytes.h"
#include "wy-recursion.h"
#include "wy-side-model.h"
#include "wy-sparse.h"

/* Per-cell storage may use at most this much memory. */
#define WY_MEMORY_BUDGET ((guint64) 2 << 30)
#define WY_ONE_PILE_MAX 200000000u
/* one pile with block=Q > 1: a time budget of a few seconds */
#define WY_ONE_PILE_BLOCK_MAX 10000000u
/* stwythoff, restricted, gamma: up to WY_CONE_MAX while a board costs at
 * most WY_CONE_BUDGET cell operations (wy_solve_cone_cost: wide
 * cones for large s and t), never below WY_CONE_MIN. */
#define WY_CONE_MAX 4096u
#define WY_CONE_MIN 600u
#define WY_CONE_BUDGET ((guint64) 4096 * 4096 * 40)
/* Line families without a sparse method (abstract, sec7) stay dense: at most
 * this many operations (wy_solve_lines_cost a cell) a second of the time
 * budget. Measured: 2.0 10^9 operations (nimpq:a=b=p=q=100 under abstract
 * at 209) took 1.8 to 2.6 s on the quiet machine, 2.7 s of processor
 * beside three other processes, `ppos` and `steps` alike (the quiet
 * table's ppos 2.55 s against steps 1.83 s did not come back: both 2.68
 * to 2.72 s, twice each); 1.2 10^9 at 4096 with small parameters 1.2 to
 * 1.5 s. This rate aims at some 1.5 s at the cap. */
#define WY_LINES_DENSE_OPS_A_SECOND 0.62e9
/* Beyond WY_BOARD_DENSE_MAX the line families get a sparse
 * board (no per-cell storage), up to WY_SPARSE_BOARD_MAX. */
#define WY_SPARSE_BOARD_MAX 2000000u

static guint64
bytes_per_cell (gboolean grundy)
{
  return 1 + 4 + (grundy ? 4 : 0);
}

static const char *const reason_memory = N_("the memory budget of 2 GiB");
/* caps that a few seconds' work set once: --time-budget does not move them */
static const char *const reason_time = N_("a fixed cap of a few seconds' work");
static const char *const reason_grundy =
  N_("a fixed cap of a few seconds' work for the Grundy values");
static const char *const reason_sparse = N_("the largest board without per-cell storage");
static const char *const reason_dense = N_("the largest board stored cell by cell");
/* the caps a time model sets within the time budget (wy_solve_set_time_budget) */
static const char *const reason_block = N_("the measured model of the blocking sweep");
static const char *const reason_lines_dense = N_("the measured model of the stored board");
static const char *const reason_imitation_model = N_("the measured model of Imitation Nim's state graph");
static const char *const reason_grundy_block = N_("the measured model of the Grundy values with blocking");
static const char *const reason_step_reads = N_("the measured model of reading every cell's step");
static const char *const reason_cone_model = N_("the measured model of the cone families' stored board");
static const char *const reason_one_pile_figure = N_("the measured model of a one-pile game's figure");
static const char *const reason_one_pile_formula = N_("the measured model of a one-pile game's formula");
static const char *const reason_rule = N_("the measured model of the rule");
static const char *const reason_rule_grundy = N_("the measured model of the rule's Grundy values");

/* "a time budget of 2 s by the measured model of ...", kept for good (one
 * string a budget and model) so that it can be returned without transfer */
static const char *
budget_reason (const char *model, double seconds)
{
  g_autofree char *text = g_strdup_printf (_("a time budget of %g s by %s"), seconds, _(model));

  return g_intern_string (text);
}

/* The positions of a one-pile strip within the memory budget: its P-positions
 * kept twice (8 bytes) and what a command keeps besides (3), see below. */
static guint64
one_pile_memory_max (gboolean grundy)
{
  return WY_MEMORY_BUDGET / (bytes_per_cell (grundy) + 8 + 3);
}

/* The side of a stored square board within the memory budget. */
static guint
by_memory_side (gboolean grundy)
{
  return (guint) sqrt ((double) (WY_MEMORY_BUDGET / bytes_per_cell (grundy)));
}

/* The largest side up to max whose board costs at most the budget (the
 * cost a cell grows with the side while the bands are wider than it). */
static double
lines_dense_ops (guint side, gconstpointer game)
{
  return (double) side * side * wy_solve_lines_cost (game, side);
}

static guint
lines_dense_side (const WyGame *game, guint max, double seconds)
{
  return wy_side_within (1, max, lines_dense_ops, game, WY_LINES_DENSE_OPS_A_SECOND * seconds);
}

/* |N_j| of a line family with block=Q > 1 needs the per-cell engine; the
 * block sweep gives the rest (steps on demand) faster. A stored board
 * costs about 4 10^-8 Q^0.7 (w / 68)^0.6 s a cell, w the operations of
 * its lines (wy_solve_lines_cost; 68 for wythoff), measured by `export`
 * (processor time, three other processes on the 2 cores): wythoff:block=2
 * 0.83 s at 4096, =20 0.88 s at 2048, =50 1.30 s at 2048, =200 1.23 s at
 * 1024, =1000 3.79 s at 1024; wyt:a=100,b=100,block=20 1.46 s at 1500,
 * wyt:a=1000,b=1000,block=1000 16.8 s at 700 (1.9 s at 270, the side of
 * the whole budget). The side up to which the per-cell engine answers
 * within 3/4 of the budget (a margin, as the sweep's); beyond it the
 * sweep answers without |N_j|, as beyond WY_BOARD_DENSE_MAX. */
static double
block_counts_seconds (guint side, gconstpointer game)
{
  double cell = 4e-8 * pow (wy_game_get_block (game), 0.7)
                * pow (wy_solve_lines_cost (game, side) / 68.0, 0.6);

  return (double) side * side * cell;
}

static guint
block_counts_side (const WyGame *game, double seconds)
{
  return wy_side_within (1, WY_BOARD_DENSE_MAX, block_counts_seconds, game, 0.75 * seconds);
}

/* Every cell's step (export, the window's figure) read from a sparse line
 * board: each read gathers the P-positions of the cell's bands, and a
 * figure reads about as many cells as it has pixels whatever the board's
 * side. Measured (the default figure, processor time, quiet): some 1.1 ms
 * a band line (2a + b + c lines), times sqrt ((p + q) / 4) for the blocking
 * budgets (wyt:a=b=1000 at 2 10^6: 3.35 s; wytc:a=b=c=1000: 4.4 s;
 * nimpq:a=b=p=q=1000 at 16384: 70 s). Three quarters of the budget, as the
 * other models keep: bands of some 1300 lines in the default 2 s. */
static gboolean
step_reads_fit (const WyGame *game, double seconds)
{
  guint a, b, c;
  double lines, blocking = 1;

  wy_game_get_bands (game, &a, &b, &c);
  lines = 2.0 * a + b + c;
  if (wy_game_has_blocking (game))
    blocking = sqrt (MAX (1.0, (wy_game_get_param (game, WY_PARAM_P)
                                + (double) wy_game_get_param (game, WY_PARAM_Q)) / 4));
  return 1.1e-3 * lines * blocking <= 0.75 * seconds;
}

/* The side up to which |N_j| comes from a stored board. */
guint
_wy_caps_step_counts_side (const WyGame *game)
{
  double seconds = wy_solve_get_time_budget ();

  return _wy_sparse_block_supports (game) ? block_counts_side (game, seconds)
                                          : WY_BOARD_DENSE_MAX;
}

/* A figure of Mark or UpMark (every position's step and |N_j|): its board,
 * some 7.4 bytes a position (992 MB at 2^27), is built in one pass in
 * 0.8 s at 2^27 alone, but took 1.8 to 3.3 s right after another large
 * command (the caps table, twice: the memory handed back is slow to touch
 * again, most of it system time). So at most 3.3 s / 2^27 a position,
 * three quarters of the budget. */
#define WY_ONE_PILE_FIGURE_A_POSITION (3.3 / 134217728.0)

static guint
one_pile_figure_side (double seconds)
{
  return (guint) MIN (0.75 * seconds / WY_ONE_PILE_FIGURE_A_POSITION, (double) WY_ONE_PILE_MAX);
}

/* The formula of Mark or UpMark beside the exact answer (wy_recursion_ppos and the
 * disagreements, wy-solution.c) runs its sequences over the whole strip: some 9 bytes and
 * FORMULA_A_POSITION seconds a position, the slowest game (UpMark) on a quiet machine. Within
 * three quarters of the budget, as the figure (was unpriced: `compare upmark` at 2 10^8 took
 * 35 s and 1.8 GB). */
#define WY_ONE_PILE_FORMULA_A_POSITION (100e-9)

static guint
one_pile_formula_side (double seconds)
{
  return (guint) MIN (0.75 * seconds / WY_ONE_PILE_FORMULA_A_POSITION, (double) WY_ONE_PILE_MAX);
}

/* The memory of a cone family's stored board without Grundy values: 5
 * bytes a cell, and the sweep's rings of min and max (8 bytes a cell):
 * two of g s + 1 rows, three of g + 1 (wy-solve-cone.c). */
static double
cone_bytes (guint side, gconstpointer game)
{
  double g = wy_game_get_family (game) == WY_FAMILY_STWYTHOFF ? 1 : 2;
  double s = wy_game_get_param (game, WY_PARAM_S);

  return (double) side * side * bytes_per_cell (FALSE)
         + (double) side * 8 * (2 * (g * s + 1) + 3 * (g + 1));
}

/* The side of a cone family's stored board at the default budget: that
 * of WY_CONE_BUDGET cell operations, 4096 for small s and t down to 600
 * for s, t = 1000, each measured within 0.9 s at its cap (README's table
 * of caps). */
static double
cone_base_side (const WyGame *game)
{
  return CLAMP (sqrt ((double) WY_CONE_BUDGET / wy_solve_cone_cost (game)), WY_CONE_MIN,
                WY_CONE_MAX);
}

/* A cell's work on a board of this side: the cones' thin pieces, s + t
 * and s cells, cut by the board. */
static double
cone_cell_cost (const WyGame *game, double side)
{
  double s = wy_game_get_param (game, WY_PARAM_S), t = wy_game_get_param (game, WY_PARAM_T);

  return 4 + 2 * (MIN (s + t, side) + MIN (s, side));
}

/* The time of a board by the model: the default budget at the base side,
 * growing with the cells and their work. Measured, quiet: s = 2, t = 3
 * 0.79 s at 4096 and 3.24 s at 8192 (steps, the far corner); s = t = 1000
 * 0.78 / 1.88 / 4.28 / 7.12 s at 600 / 800 / 1000 / 1200 (the cones span
 * the board: the time grows as the side cubed), where the model gives
 * 2 / 4.6 / 8.6 / 14.7 s. */
static double
cone_seconds (guint side, gconstpointer game)
{
  double base = cone_base_side (game);

  return WY_TIME_BUDGET_DEFAULT * side * side * cone_cell_cost (game, side)
         / (base * base * cone_cell_cost (game, base));
}

/* The side of a cone family's stored board without Grundy values (the
 * steps, |N_j|) within the time budget and the memory budget. */
static guint
cone_side (const WyGame *game, double seconds, const char **reason)
{
  guint by_memory = wy_side_within (1, G_MAXUINT16, cone_bytes, game, (double) WY_MEMORY_BUDGET);
  guint side = wy_side_within (1, by_memory, cone_seconds, game, seconds);

  *reason = side == by_memory ? reason_memory : reason_cone_model;
  return side;
}

/* The cost models of the engine groups (their descriptors in wy-engine.c):
 * the largest side of a stored or sparse board, and what sets it. */

/* Rules of your own: the side of the rule's measured cost model (and its
 * base's, which the engine asks: wy-engine.c), within the memory budget. */
guint
_wy_caps_rules_side (const WyGame *game, gboolean grundy, guint model, const char **reason)
{
  guint memory = wy_game_is_one_pile (game) ? (guint) one_pile_memory_max (grundy)
                                            : by_memory_side (grundy);

  *reason = model < memory ? (grundy ? reason_rule_grundy : reason_rule) : reason_memory;
  return MIN (model, memory);
}

/* A strip also keeps its P-positions twice (by position and by step), 8
 * bytes each; n -> n-1 is a move of every one-pile game, so at most every
 * second cell is P: 8 bytes a cell more, and 3 for what a command keeps
 * besides (measured: 12.9 bytes a cell for steps, 14.9 for ppos, 16.9 for
 * grundy; tests/test-provenance.c /budget/one-pile). */
guint
_wy_caps_one_pile_side (const WyGame *game, gboolean grundy, double seconds,
                        const char **reason)
{
  guint strip;

  *reason = reason_memory;
  if (wy_game_get_block (game) <= 1)
    return (guint) MIN (one_pile_memory_max (grundy), WY_ONE_PILE_MAX);
  /* with block=Q most positions may be P: both lists hold them all (16
   * bytes a cell more), and each position weighs its k options against Q
   * (measured: 54 s and 3.2 GB at 2^27 before this cap) */
  strip = (guint) (WY_MEMORY_BUDGET / (bytes_per_cell (grundy) + 16 + 3));
  if (strip > WY_ONE_PILE_BLOCK_MAX)
    *reason = reason_time;
  return MIN (strip, WY_ONE_PILE_BLOCK_MAX);
}

/* The cone families: their time model, with block=Q the slow sweep's floor. */
guint
_wy_caps_cones_side (const WyGame *game, gboolean grundy, double seconds, const char **reason)
{
  guint side;

  *reason = reason_time;
  if (wy_game_get_block (game) > 1)
    return WY_CONE_MIN;
  if (!grundy)
    return cone_side (game, seconds, reason);
  side = MIN ((guint) cone_base_side (game), by_memory_side (TRUE));
  /* the Grundy values never beyond the P-set's own side */
  if (wy_grundy_cone_max_size (game) < side)
    {
      *reason = reason_grundy;
      side = wy_grundy_cone_max_size (game);
    }
  return side;
}

guint
_wy_caps_imitation_side (const WyGame *game, gboolean grundy, double seconds,
                         const char **reason)
{
  guint side = wy_solve_imitation_max_size (game, seconds);
  /* the sweep's aggregates beside the board: a raised time budget reaches
   * sides whose state graph would not fit in memory */
  guint by_memory = (guint) sqrt (WY_MEMORY_BUDGET / (bytes_per_cell (grundy)
                                                      + wy_solve_imitation_bytes_per_cell (game)));

  *reason = side <= by_memory ? reason_imitation_model : reason_memory;
  return MIN (side, by_memory);
}

/* The line families: the Grundy sweeps' caps, a sparse board where the
 * rule has one, else the stored board's time model. */
guint
_wy_caps_lines_side (const WyGame *game, gboolean grundy, double seconds, const char **reason)
{
  guint by_memory = by_memory_side (grundy), side;

  *reason = reason_memory;
  if (grundy)
    {
      gboolean block = wy_game_get_block (game) > 1;
      side = block ? MIN (wy_grundy_lines_block_max_size (game, seconds),
                          _wy_caps_lines_side (game, FALSE, seconds, reason))
                   : wy_grundy_lines_max_size (game);
      if (side < by_memory)
        *reason = block ? reason_grundy_block : reason_grundy;
      return MIN (by_memory, side);
    }
  if (wy_sparse_supports (game))
    {
      side = MIN (WY_SPARSE_BOARD_MAX, wy_sparse_max_size (game, wy_solve_get_time_budget ()));
      if (side > by_memory)
        *reason = reason_sparse;
      return MAX (by_memory, side);
    }
  /* nimpq under reading=abstract or sec7, where they differ from
   * linecount, has no sparse method: dense boards only, up to the dense
   * side and a time budget (a few seconds), never an approximation; a
   * region beyond it is still answered */
  side = lines_dense_side (game, MIN (by_memory, WY_BOARD_DENSE_MAX), seconds);
  if (side < MIN (by_memory, WY_BOARD_DENSE_MAX))
    *reason = reason_lines_dense;
  else if (WY_BOARD_DENSE_MAX < by_memory)
    *reason = reason_dense;
  return MIN (MIN (by_memory, WY_BOARD_DENSE_MAX), side);
}

/* The largest side of a stored or sparse board: the group's cost model. */
static guint
board_max_size (const WyEngineDesc *desc, const WyGame *game, gboolean grundy, double seconds,
                const char **reason)
{
  return desc->max_side (game, grundy, seconds, reason);
}

/* The Grundy view (wy-low-classes.h): every value up to the dense cap, the
 * classes 0..K beyond it where they can be swept. */
WyGrundyViewKind
_wy_caps_view_kind (const WyEngineDesc *desc, const WyGame *game, guint size)
{
  const char *why;

  if (!wy_game_has_grundy (game) || size < 1)
    return WY_GRUNDY_VIEW_NONE;
  if (size <= board_max_size (desc, game, TRUE, wy_solve_get_time_budget (), &why))
    return WY_GRUNDY_VIEW_DENSE;
  /* the classes come with the outcomes of a board without Grundy values */
  if (size <= board_max_size (desc, game, FALSE, wy_solve_get_time_budget (), &why)
      && wy_grundy_class_check (game, size, WY_LOW_CLASSES_MAX_TOP, NULL))
    return WY_GRUNDY_VIEW_CLASSES;
  return WY_GRUNDY_VIEW_NONE;
}

guint
_wy_caps_view_max_size (const WyEngineDesc *desc, const WyGame *game)
{
  const char *why;
  guint dense, lo, hi;

  if (!wy_game_has_grundy (game))
    return 0;
  dense = board_max_size (desc, game, TRUE, wy_solve_get_time_budget (), &why);
  if (_wy_caps_view_kind (desc, game, dense + 1) != WY_GRUNDY_VIEW_CLASSES)
    return dense;
  /* the classes reach a side by side until a cap: find it by halving */
  lo = dense + 1;
  hi = MAX (board_max_size (desc, game, FALSE, wy_solve_get_time_budget (), &why), lo);
  while (lo < hi)
    {
      guint mid = lo + (hi - lo + 1) / 2;
      if (_wy_caps_view_kind (desc, game, mid) == WY_GRUNDY_VIEW_CLASSES)
        lo = mid;
      else
        hi = mid - 1;
    }
  return lo;
}

/* What the query really needs of this game: Grundy values only where
 * they are defined, steps whenever |N_j| is asked. */
WyNeeds
_wy_caps_needs (const WyGame *game, WyNeeds needs)
{
  if (!wy_game_has_grundy (game))
    needs &= ~(WY_NEED_GRUNDY | WY_NEED_GRUNDY_CLASSES);
  if (needs & WY_NEED_STEP_COUNTS)
    needs |= WY_NEED_STEPS;
  /* three heaps: every Grundy value of the cube, no classes beyond it */
  if ((needs & WY_NEED_GRUNDY_CLASSES) && wy_game_get_heaps (game) == 3)
    needs = (needs & ~WY_NEED_GRUNDY_CLASSES) | WY_NEED_GRUNDY;
  return needs;
}

/* The line families' Grundy values on a rectangle: a region beyond the
 * square's side, from the origin to its far corner, within the budget of
 * wy_grundy_lines_rect_fits. */
static gboolean
rect_family (const WyEngineDesc *desc, const WyGame *game)
{
  return desc->grundy_rect && wy_game_has_grundy (game);
}

gboolean
_wy_caps_grundy_rect (const WyEngineDesc *desc, const WyGame *game, const WyQuery *query)
{
  WyNeeds needs = _wy_caps_needs (game, query->needs);
  const char *why;

  double seconds = wy_solve_get_time_budget ();

  return query->has_region && (needs & WY_NEED_GRUNDY) && !(needs & WY_NEED_STEPS)
         && rect_family (desc, game)
         && MAX (query->x1, query->y1) >= board_max_size (desc, game, TRUE, seconds, &why)
         && wy_grundy_lines_rect_fits (game, query->x1 + 1, query->y1 + 1, seconds);
}

gboolean
_wy_caps_grundy_reaches (const WyEngineDesc *desc, const WyGame *game, guint x, guint y)
{
  guint max = _wy_caps_max_side (desc, game, WY_NEED_GRUNDY, FALSE, 0, NULL);

  return (x < max && y < max)
         || (rect_family (desc, game)
             && wy_grundy_lines_rect_fits (game, x + 1, y + 1, wy_solve_get_time_budget ()));
}

/* The one-pile byte path keeps at most two bytes a position (Grundy values
 * and the statuses they give), well within the budget up to this n. */
#define WY_ONE_PILE_BYTES_MAX 200000000u

/* The cone families (stwythoff, restricted, gamma) have a P-set engine
 * of their own but no sparse steps: it serves the questions of status
 * alone, up to its cap. */
gboolean
_wy_caps_cone_pset (const WyGame *game, WyNeeds needs)
{
  return !(needs & (WY_NEED_STEPS | WY_NEED_GRUNDY)) && !wy_sparse_supports (game)
         && wy_sparse_pset_supports (game);
}

/* block=Q: the sweep's P-set, with steps its line index (time and memory);
 * the dense board below its side for |N_j|. */
static guint
block_sweep_side (const WyGame *game, WyNeeds needs, double seconds, const char **why)
{
  gboolean by_time;
  WyBlockReads reads = (needs & WY_NEED_STEP_COUNTS) ? WY_BLOCK_READS_EVERY_STEP
                       : (needs & WY_NEED_STEPS) ? WY_BLOCK_READS_STEPS
                       : WY_BLOCK_READS_PSET;
  guint max = _wy_sparse_block_max_size (game, reads, seconds, &by_time);

  *why = by_time ? reason_block : reason_memory;
  /* |N_j| from the per-cell engine, where it reaches further */
  if (reads == WY_BLOCK_READS_EVERY_STEP && block_counts_side (game, seconds) > max)
    max = block_counts_side (game, seconds);
  /* a large budget: never beyond the other sparse boards */
  if (max > WY_SPARSE_BOARD_MAX)
    {
      max = WY_SPARSE_BOARD_MAX;
      *why = reason_sparse;
    }
  return max;
}

/* The group's stored (or sparse) board, a cone family's P-set beyond it,
 * and the figures' own models. */
static guint
board_side (const WyEngineDesc *desc, const WyGame *game, WyNeeds needs, double seconds, const char **why)
{
  guint max = board_max_size (desc, game, (needs & WY_NEED_GRUNDY) != 0, seconds, why);

  if (_wy_caps_cone_pset (game, needs) && wy_sparse_pset_max_size (game) > max)
    {
      *why = reason_sparse;
      max = wy_sparse_pset_max_size (game);
    }
  /* a figure of a one-pile game: its whole board, within the budget */
  if ((needs & WY_NEED_STEP_COUNTS) && wy_game_is_one_pile (game) && !wy_game_is_custom (game)
      && wy_game_get_block (game) == 1 && one_pile_figure_side (seconds) < max)
    {
      *why = reason_one_pile_figure;
      max = one_pile_figure_side (seconds);
    }
  /* a figure of a sparse board with wide bands: the stored board only */
  if ((needs & WY_NEED_STEP_COUNTS) && !(needs & WY_NEED_GRUNDY) && wy_sparse_supports (game)
      && max > WY_BOARD_DENSE_MAX && !step_reads_fit (game, seconds))
    {
      *why = reason_step_reads;
      max = MIN (max, _wy_caps_step_counts_side (game));
    }
  return max;
}

/* What sets the cap, as a sentence: a time model names the budget. */
static const char *
reason_text (const char *why, double seconds)
{
  return why == reason_block || why == reason_lines_dense || why == reason_imitation_model
         || why == reason_grundy_block || why == reason_step_reads
         || why == reason_cone_model || why == reason_one_pile_figure
         || why == reason_one_pile_formula || why == reason_rule || why == reason_rule_grundy
         /* the three-heap engine's time models (solve/wy-solve-heaps3.c) */
         || g_str_has_prefix (why, "the measured model of the three-heap")
         ? budget_reason (why, seconds) : _(why);
}

/* A region's board may sit anywhere on a board this large. */
#define WY_QUERY_REGION_SIZE_MAX 2000000u
static const char *const reason_region = N_("the largest board a region may lie on");

guint
_wy_caps_max_side (const WyEngineDesc *desc, const WyGame *game, WyNeeds needs, gboolean region, double seconds,
                   const char **reason)
{
  const char *why = NULL;
  guint max;

  if (seconds == 0)
    seconds = wy_solve_get_time_budget ();
  needs = _wy_caps_needs (game, needs);
  /* the Grundy view: every value up to the dense cap, the classes beyond */
  if (needs & WY_NEED_GRUNDY_CLASSES)
    {
      why = reason_grundy;
      max = _wy_caps_view_max_size (desc, game);
    }
  else if (!(needs & (WY_NEED_STEPS | WY_NEED_GRUNDY)) && _wy_heaps3_has_pset_sweep (game))
    max = _wy_caps_heaps3_pset_side (game, seconds, &why);
  else if (!(needs & WY_NEED_STEPS) && wy_one_pile_fast_supports (game, needs & WY_NEED_GRUNDY))
    {
      why = reason_memory;
      max = WY_ONE_PILE_BYTES_MAX;
    }
  else if (!(needs & WY_NEED_GRUNDY) && _wy_sparse_block_supports (game))
    max = block_sweep_side (game, needs, seconds, &why);
  else
    max = board_side (desc, game, needs, seconds, &why);
  if (region && max < WY_QUERY_REGION_SIZE_MAX)
    {
      max = WY_QUERY_REGION_SIZE_MAX;
      why = reason_region;
    }
  /* a one-pile formula costs its whole strip, a region's too */
  if ((needs & WY_NEED_FORMULA) && wy_game_is_one_pile (game) && wy_recursion_available (game)
      && one_pile_formula_side (seconds) < max)
    {
      max = one_pile_formula_side (seconds);
      why = reason_one_pile_formula;
    }
  if (reason)
    *reason = reason_text (why, seconds);
  return max;
}

/* The side of the board that covers what the caller reads. */
guint
_wy_caps_query_side (const WyGame *game, const WyQuery *query)
{
  guint far;

  if (!query->has_region)
    return query->size;
  far = wy_game_is_one_pile (game) ? query->x1 : MAX (query->x1, query->y1);
  if (query->has_region3)
    far = MAX (far, query->z1);
  return MIN (query->size, far + 1);
}

/* A region names only the coordinates the game has: a one-pile game's line is y = 0, a
 * game of one or two heaps has no z (a binding may set any; off them, every cell read was
 * quietly neutral). */
static gboolean
check_region_axes (const WyGame *game, const WyQuery *q, GError **error)
{
  if (wy_game_is_one_pile (game) && (q->y0 != 0 || q->y1 != 0))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("the region %u,%u to %u,%u is off the line of a one-pile game: its "
                     "region's rows are 0 (y0 = y1 = 0)"), q->x0, q->y0, q->x1, q->y1);
      return FALSE;
    }
  if (q->has_region3 && wy_game_get_heaps (game) < 3 && (q->z0 != 0 || q->z1 != 0))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("the region reaches z = %u: a game of one or two heaps has no z (z0 = z1 = 0, "
                     "or a region of x and y)"), MAX (q->z0, q->z1));
      return FALSE;
    }
  /* the mirror: a region of x and y alone on a cube was solved as the cube of its x and y */
  if (!q->has_region3 && wy_game_get_heaps (game) == 3)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                   _("the region %u,%u to %u,%u names no z: a game of three heaps takes a region "
                     "of x, y and z (x0, y0, z0, x1, y1, z1)"), q->x0, q->y0, q->x1, q->y1);
      return FALSE;
    }
  return TRUE;
}

/* A region must hold a cell (its first corner below-left of the second, or below in each
 * coordinate) and lie inside the board. */
static gboolean
check_region (const WyGame *game, const WyQuery *q, guint size, GError **error)
{
  gboolean three = q->has_region3;
  gboolean empty = q->x0 > q->x1 || q->y0 > q->y1 || (three && q->z0 > q->z1);

  if (q->has_region && !check_region_axes (game, q, error))
    return FALSE;
  if (!q->has_region
      || (!empty && q->x1 < size && q->y1 < size && (!three || q->z1 < size)))
    return TRUE;
  if (three && empty)
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("the region %u,%u,%u to %u,%u,%u is empty: the first corner must lie below "
                   "the second in each coordinate"), q->x0, q->y0, q->z0, q->x1, q->y1, q->z1);
  else if (three)
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("the region %u,%u,%u to %u,%u,%u is not inside the cube of side %u"),
                 q->x0, q->y0, q->z0, q->x1, q->y1, q->z1, size);
  else if (empty)
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("the region %u,%u to %u,%u is empty: the first corner must be below-left "
                   "of the second"), q->x0, q->y0, q->x1, q->y1);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
                 _("the region %u,%u to %u,%u is not inside the board of size %u"),
                 q->x0, q->y0, q->x1, q->y1, size);
  return FALSE;
}

/* Every need this version knows (wy-query.h): a binding may set any bits. */
#define KNOWN_NEEDS \
  (WY_NEED_STEPS | WY_NEED_STEP_COUNTS | WY_NEED_GRUNDY | WY_NEED_FORMULA | WY_NEED_GRUNDY_CLASSES)

static gboolean
check_needs (const WyQuery *query, GError **error)
{
  if (!(query->needs & ~KNOWN_NEEDS))
    return TRUE;
  g_set_error (error, WY_ERROR, WY_ERROR_RANGE,
               _("the needs %#x hold bits this version does not know (%#x): the needs it knows "
                 "are %#x (steps, step counts, Grundy values, the formula, the Grundy classes)"),
               query->needs, query->needs & ~KNOWN_NEEDS, KNOWN_NEEDS);
  return FALSE;
}

/* A region reaching beyond side max, where this game is solved exactly: always FALSE, with
 * the reason (the rectangle of Grundy values beyond the time budget, or the board's side). */
static gboolean
refuse_far_region (const WyEngineDesc *desc, const WyGame *game, const WyQuery *query,
                   WyNeeds needs, guint side, guint max, const char *why, GError **error)
{
  guint reach;

  if ((needs & WY_NEED_GRUNDY) && !(needs & WY_NEED_STEPS) && rect_family (desc, game))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("the region reaches %u,%u: beyond side %u the Grundy values are computed "
                     "on the rectangle from the origin to the region's far corner, here %u x %u "
                     "cells, beyond the time budget of %g s (some 8 10^6 cells a second for "
                     "wythoff, fewer with wider bands; a larger --time-budget reaches further)"),
                   query->x1, query->y1, max, query->x1 + 1, query->y1 + 1,
                   wy_solve_get_time_budget ());
      return FALSE;
    }
  /* the reason names the budget; a larger time budget may reach the region */
  reach = _wy_caps_max_side (desc, game, needs, FALSE, WY_TIME_BUDGET_MAX, NULL);
  if (side <= reach)
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("the region reaches %u: this game is solved exactly on boards of side "
                   "up to %u (%s), so a region must lie below %u; a larger time budget "
                   "(up to %g s) reaches it"), side - 1, max, why, max, WY_TIME_BUDGET_MAX);
  else
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("the region reaches %u: this game is solved exactly on boards of side "
                   "up to %u (%s), so a region must lie below %u"), side - 1, max, why, max);
  return FALSE;
}

/* A board size off 1..max: always FALSE, with the range. */
static gboolean
refuse_size (guint size, guint max, WyNeeds needs, const char *why, GError **error)
{
  if (size == 0)
    _wy_error_refuse (error, WY_ERROR_RANGE, max,
                      _("board size 0 is out of range: the size must be from 1 to %u"), max);
  else if (needs & WY_NEED_GRUNDY)
    _wy_error_refuse (error, WY_ERROR_MEMORY, max,
                      _("board size %u is beyond the budget for this game (%s): the size must "
                        "be from 1 to %u with Grundy values"), size, why, max);
  else
    _wy_error_refuse (error, WY_ERROR_MEMORY, max,
                      _("board size %u is beyond the budget for this game (%s): the size must "
                        "be from 1 to %u"), size, why, max);
  return FALSE;
}

gboolean
_wy_caps_check_query (const WyEngineDesc *desc, const WyGame *game, const WyQuery *query,
                      GError **error)
{
  WyNeeds needs = _wy_caps_needs (game, query->needs);
  const char *why = NULL;
  guint max = _wy_caps_max_side (desc, game, needs, FALSE, 0, &why), size = query->size;
  guint side = _wy_caps_query_side (game, query);
  /* a region's board may sit on a board this large (wy_solve_max_side of a query with a
   * region); a line family's rectangle of Grundy values is solved from the origin to the
   * region whatever the board, so the rectangle's own budget decides (a sum's component at
   * (3000000, 0), which wy_sum_add found within it, was refused as a board of that size) */
  gboolean region = query->has_region && (size <= MAX (max, WY_QUERY_REGION_SIZE_MAX)
                                          || _wy_caps_grundy_rect (desc, game, query));

  if (!check_needs (query, error) || !check_region (game, query, size, error))
    return FALSE;
  if (region && side > max)
    return _wy_caps_grundy_rect (desc, game, query)
           || refuse_far_region (desc, game, query, needs, side, max, why, error);
  if (region || (size >= 1 && size <= max))
    return TRUE;
  return refuse_size (size, max, needs, why, error);
}
