/* wy-engine.c: the engine groups as descriptors, the size question asked with them (the answers: wy-caps.c, wy-rule-cost.c), and the one place that chooses how a game is solved from what the caller needs. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "wy-board-private.h"
#include "wy-one-pile-bytes.h"
#include "wy-caps.h"
#include "wy-engine.h"
#include "wy-engine-testing.h"
#include "wy-grundy-private.h"
#include "wy-sparse.h"
#include "wy-line-rule.h"

/* The base's P-positions of an adjoin on a side x side board, a bit each
 * (one row for one pile). */
static guint64 *
base_pset_bits (const WyBoard *board, gboolean one_pile, guint side, guint *words,
                GError **error)
{
  guint rows = one_pile ? 1 : wy_game_get_heaps (wy_board_get_game (board)) == 3 ? side * side
                                                                                 : side;
  guint64 *bits;
  WyPposIter iter;
  WyPos p;

  *words = (side + 63) / 64;
  bits = g_try_new0 (guint64, (gsize) *words * rows);
  if (!bits)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                   _("not enough memory for the base game's P-positions"));
      return NULL;
    }
  wy_ppos_iter_init (&iter, board);
  while (wy_ppos_iter_next (&iter, &p))
    if (p.x != 0 || p.y != 0)
      bits[(gsize) p.y * *words + p.x / 64] |= (guint64) 1 << (p.x % 64);
  return bits;
}

/* An adjoin's base solved as far as size and its P-positions handed to the
 * rule: the rules never solve. One grows at a time (its base may be an
 * adjoin: recursive). */
static GRecMutex prepare_lock;

gboolean
_wy_engine_grow_base (const WyRule *rule, gboolean one_pile, guint size, GError **error)
{
  const WyGame *base = wy_rule_get_base (rule);
  guint known, side, max, words;
  WyQuery query = { .needs = WY_NEED_STATUS };
  g_autoptr (WyBoard) board = NULL;
  guint64 *bits = NULL;

  if (!base)
    return TRUE;
  g_rec_mutex_lock (&prepare_lock);
  known = wy_rule_get_base_side (rule);
  if (known < size)
    {
      /* grow by doubling, so that cells asked one by one cost little; a cube (a base of
       * three heaps) to the side asked: its cells are asked after the whole cube's base is
       * grown, and a cube of 64 would cost some seconds where one of 2 is asked */
      side = wy_game_get_heaps (base) == 3 ? size : MAX (size, MAX (64u, 2 * known));
      max = _wy_caps_max_side (_wy_engine_desc (base), base, WY_NEED_STATUS, FALSE, 0, NULL);
      query.size = MIN (side, MAX (max, size));
      board = _wy_engine_solve (base, &query, error);
      if (board && (bits = base_pset_bits (board, one_pile, query.size, &words, error)))
        wy_rule_take_base_pset (rule, bits, query.size, words);
    }
  g_rec_mutex_unlock (&prepare_lock);
  return known >= size || bits != NULL;
}

/* What the rules' cost model asks back (it never solves): an adjoin's base
 * grown for its probes, and the base's largest side. */
static guint
base_status_side (const WyGame *base, double seconds)
{
  return _wy_caps_max_side (_wy_engine_desc (base), base, WY_NEED_STATUS, FALSE, seconds, NULL);
}

static const WyRuleBaseOps base_ops = { _wy_engine_grow_base, base_status_side };

const WyRuleBaseOps *
_wy_engine_base_ops (void)
{
  return &base_ops;
}

/* Rules of your own: the rule's measured cost model (wy-rule-cost.c), and
 * an adjoin's base solved on the same board first, within the memory
 * budget (wy-caps.c). */
static guint
rules_side (const WyGame *game, gboolean grundy, double seconds, const char **reason)
{
  const WyGame *base = _wy_game_get_base (game);
  guint side = wy_solve_rule_max_size (game, grundy, seconds, &base_ops);

  if (base)
    side = MIN (side, base_status_side (base, 0));
  return _wy_caps_rules_side (game, grundy, side, reason);
}

/* The engine groups as descriptors: a family's group is named in the
 * family table (wy-family.c, wy-game-private.h); its descriptor says how a
 * stored board of it is solved, how large it may be (the cost model in
 * wy-caps.c), its Grundy sweep and how its P-options are read. A solver
 * of another shape gets an adapter here. */
static gboolean
rules_solve (WyBoard *board, gboolean grundy, WyProgressFunc progress, gpointer user_data,
             GCancellable *cancellable, GError **error)
{
  return _wy_engine_grow_base (_wy_game_get_rule (board->game), board->one_pile, board->size,
                               error)
         && wy_solve_rule (board, grundy, progress, user_data, cancellable, error);
}

static gboolean
rules_grundy (WyBoard *board, WyProgressFunc progress, gpointer user_data,
              GCancellable *cancellable, GError **error)
{
  return _wy_engine_grow_base (_wy_game_get_rule (board->game), FALSE, board->size, error)
         && wy_grundy_rule (board, progress, user_data, cancellable, error);
}

/* A cube: an adjoin's base (a 3-heap game) grown to the cube's side
 * first, as for two heaps. */
static gboolean
heaps3_solve (WyBoard *board, gboolean grundy, WyProgressFunc progress, gpointer user_data,
              GCancellable *cancellable, GError **error)
{
  const WyRule *rule = _wy_game_get_rule (board->game);

  return (!rule || _wy_engine_grow_base (rule, FALSE, board->size, error))
         && _wy_solve_heaps3 (board, grundy, progress, user_data, cancellable, error);
}

static gboolean
one_pile_solve (WyBoard *board, gboolean grundy, WyProgressFunc progress, gpointer user_data,
                GCancellable *cancellable, GError **error)
{
  return wy_solve_one_pile (board, grundy, cancellable, error);
}

static gboolean
imitation_solve (WyBoard *board, gboolean grundy, WyProgressFunc progress, gpointer user_data,
                 GCancellable *cancellable, GError **error)
{
  return wy_solve_imitation (board, progress, user_data, cancellable, error);
}

static const WyEngineDesc groups[WY_N_GROUPS] = {
  [WY_GROUP_LINES] = { "lines", _wy_caps_lines_side, wy_solve_lines, wy_grundy_lines, NULL,
                       TRUE, _wy_grundy_strip_lines, _wy_grundy_strip_lines_max_length },
  [WY_GROUP_LINES_BLOCK] = { "lines with blocking", _wy_caps_lines_side, wy_solve_lines,
                             wy_grundy_lines, NULL, FALSE, _wy_grundy_strip_lines_block,
                             _wy_grundy_strip_lines_block_max_length },
  [WY_GROUP_CONES] = { "cones", _wy_caps_cones_side, wy_solve_cone, wy_grundy_cone, NULL,
                       FALSE, _wy_grundy_strip_cone, _wy_grundy_strip_cone_max_length },
  [WY_GROUP_CONES_BLOCK] = { "cones with blocking", _wy_caps_cones_side, wy_solve_cone,
                             wy_grundy_cone, NULL, FALSE, _wy_grundy_strip_cone,
                             _wy_grundy_strip_cone_max_length },
  [WY_GROUP_ONE_PILE] = { "one pile", _wy_caps_one_pile_side, one_pile_solve, NULL,
                          _wy_one_pile_p_options, FALSE },
  [WY_GROUP_IMITATION] = { "imitation", _wy_caps_imitation_side, imitation_solve, NULL,
                           wy_imitation_p_options, FALSE, NULL, NULL, TRUE },
  [WY_GROUP_RULES] = { "rules of your own", rules_side, rules_solve, rules_grundy,
                       NULL, FALSE },
  [WY_GROUP_HEAPS3] = { "three heaps", _wy_caps_heaps3_side, heaps3_solve, NULL,
                        _wy_heaps3_p_options, FALSE },
};

const WyEngineDesc *
_wy_engine_desc (const WyGame *game)
{
  return &groups[_wy_game_get_group (game)];
}

/* The size question (wy-caps.c), asked with the game's descriptor. */
guint
wy_solve_max_size (const WyGame *game, WyNeeds needs, const char **reason)
{
  g_return_val_if_fail (game != NULL, 0);
  return _wy_caps_max_side (_wy_engine_desc (game), game, needs, FALSE, 0, reason);
}

guint
wy_solve_max_size_within (const WyGame *game, WyNeeds needs, double seconds, const char **reason)
{
  g_return_val_if_fail (game != NULL, 0);
  g_return_val_if_fail (seconds >= WY_TIME_BUDGET_MIN && seconds <= WY_TIME_BUDGET_MAX, 0);
  return _wy_caps_max_side (_wy_engine_desc (game), game, needs, FALSE, seconds, reason);
}

WyGrundyViewKind
wy_grundy_view_kind (const WyGame *game, guint size)
{
  g_return_val_if_fail (game != NULL, WY_GRUNDY_VIEW_NONE);
  return _wy_caps_view_kind (_wy_engine_desc (game), game, size);
}

guint
wy_grundy_view_max_size (const WyGame *game)
{
  g_return_val_if_fail (game != NULL, 0);
  return _wy_caps_view_max_size (_wy_engine_desc (game), game);
}

static WyBoard *
solve_dense (const WyGame *game, guint size, gboolean grundy, WyProgressFunc progress,
                       gpointer user_data, GCancellable *cancellable, GError **error)
{
  WyBoard *board;
  gboolean ok;

  board = wy_board_alloc (game, size, error);
  if (!board)
    return NULL;
  ok = _wy_engine_desc (game)->solve (board, grundy, progress, user_data, cancellable, error);
  if (!ok)
    {
      wy_board_unref (board);
      return NULL;
    }
  wy_board_finish (board);
  if (progress)
    progress (1.0, user_data);
  return board;
}

/* A byte per position from the one-pile fast path: status, or Grundy
 * values (and the status they imply); no steps. */
static WyBoard *
solve_one_pile_bytes (const WyGame *game, guint size, gboolean grundy,
                                GCancellable *cancellable, GError **error)
{
  WyBoard *board;
  guint8 *bytes;

  bytes = grundy ? wy_one_pile_grundy (game, size, cancellable, error)
                 : wy_one_pile_status (game, size, cancellable, error);
  if (!bytes)
    return NULL;
  board = _wy_board_new (game, size);
  if (!grundy)
    {
      board->status = bytes;
      return board;
    }
  board->grundy8 = bytes;
  board->status = g_malloc (size);
  _wy_advise_huge (board->status, size);
  /* 0xff (no position) only at upmark's 0: a loop without branches */
  board->status[0] = bytes[0] == 0xff ? WY_STATUS_NONE : WY_STATUS_P;
  for (guint n = 1; n < size; n++)
    {
      guint8 g = bytes[n];
      board->status[n] = g == 0 ? WY_STATUS_P : WY_STATUS_N;
      board->max_grundy = MAX (board->max_grundy, g);
    }
  return board;
}

/* The sweeps report their progress from 0.5 to 1 (after an elimination);
 * alone, from 0 to 1. */
typedef struct {
  WyProgressFunc progress;
  gpointer       user_data;
} SweepProgress;

static void
sweep_progress (double fraction, gpointer data)
{
  SweepProgress *p = data;

  p->progress (2 * fraction - 1, p->user_data);
}

/* The Grundy values of a two-pile game alone, and the status they give (P
 * iff the value is 0, f^Q = 0 with block=Q too); no steps. */
static WyBoard *
solve_grundy (const WyGame *game, guint size, WyProgressFunc progress,
                        gpointer user_data, GCancellable *cancellable, GError **error)
{
  SweepProgress p = { progress, user_data };
  WyGrundyFunc sweep = _wy_engine_desc (game)->grundy;
  WyBoard *board = _wy_board_new (game, size);
  gsize cells = (gsize) size * size;

  g_return_val_if_fail (!board->one_pile && wy_game_has_grundy (game) && sweep, NULL);
  board->status = g_try_malloc (cells);
  if (!board->status)
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("not enough memory for a board of size %u"), size);
  if (!board->status || !sweep (board, progress ? sweep_progress : NULL, &p, cancellable, error))
    {
      wy_board_unref (board);
      return NULL;
    }
  for (gsize i = 0; i < cells; i++)
    board->status[i] = board->grundy[i] == 0 ? WY_STATUS_P : WY_STATUS_N;
  if (progress)
    progress (1.0, user_data);
  return board;
}

/* The Grundy values of the W x H rectangle from the origin (a line family
 * without blocking): a board of that width and height. Where the game is
 * symmetric (b = c) and W > H, swept transposed, so that its rows are the
 * thin side (the scratch grows with the row). */
static WyBoard *
solve_grundy_rect (const WyGame *game, guint W, guint H, WyProgressFunc progress,
                   gpointer user_data, GCancellable *cancellable, GError **error)
{
  SweepProgress p = { progress, user_data };
  WyBoard *board = _wy_board_new (game, MAX (W, H));
  guint a, b, c;
  gboolean transpose;
  gsize cells = (gsize) W * H;

  wy_game_get_bands (game, &a, &b, &c);
  transpose = b == c && W > H;
  board->width = transpose ? H : W;
  board->height = transpose ? W : H;
  board->status = g_try_malloc (cells);
  if (!board->status)
    g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                 _("not enough memory for a board of size %u"), MAX (W, H));
  if (!board->status
      || !wy_grundy_lines_rect (board, progress ? sweep_progress : NULL, &p, cancellable, error))
    {
      wy_board_unref (board);
      return NULL;
    }
  if (transpose)
    {
      /* g(x, y) = g(y, x): the swept board's row x is column x */
      gint32 *g = g_try_malloc_n (cells, sizeof (gint32));
      if (!g)
        {
          g_set_error (error, WY_ERROR, WY_ERROR_MEMORY,
                       _("not enough memory for a board of size %u"), MAX (W, H));
          wy_board_unref (board);
          return NULL;
        }
      for (guint x0 = 0; x0 < W; x0 += 64)
        for (guint y0 = 0; y0 < H; y0 += 64)
          for (guint x = x0; x < MIN (x0 + 64, W); x++)
            for (guint y = y0; y < MIN (y0 + 64, H); y++)
              g[(gsize) y * W + x] = board->grundy[(gsize) x * H + y];
      g_free (board->grundy);
      board->grundy = g;
      board->width = W;
      board->height = H;
    }
  for (gsize i = 0; i < cells; i++)
    board->status[i] = board->grundy[i] == 0 ? WY_STATUS_P : WY_STATUS_N;
  if (progress)
    progress (1.0, user_data);
  return board;
}
/* A region of a one-pile game's steps alone (Mark, UpMark, block=1): a
 * strip keeps the positions below x1 / k and the region's (a 16-bit step
 * each, the statuses as bits), never the whole board. */
static gboolean
one_pile_region (const WyGame *game, const WyQuery *query, WyNeeds needs)
{
  return query->has_region && wy_game_is_one_pile (game) && !wy_game_is_custom (game)
         && wy_game_get_block (game) <= 1 && (needs & WY_NEED_STEPS)
         && !(needs & (WY_NEED_STEP_COUNTS | WY_NEED_GRUNDY));
}

WyEngine
wy_solve_engine (const WyGame *game, const WyQuery *query)
{
  WyNeeds needs = _wy_caps_needs (game, query->needs);

  /* three heaps: the P-set sweep of the line games, else the stored cube */
  if (wy_game_get_heaps (game) == 3)
    return !(needs & (WY_NEED_STEPS | WY_NEED_GRUNDY)) && _wy_heaps3_has_pset_sweep (game)
           ? WY_ENGINE_SPARSE_PSET : WY_ENGINE_DENSE;
  /* rules of your own: one sweep gives status, steps and Grundy values;
   * the Grundy values alone come faster */
  if (wy_game_is_custom (game))
    return (needs & WY_NEED_GRUNDY) && !(needs & WY_NEED_STEPS) && !wy_game_is_one_pile (game)
           ? WY_ENGINE_GRUNDY : WY_ENGINE_DENSE;
  if (wy_game_is_one_pile (game))
    return !(needs & WY_NEED_STEPS) && wy_one_pile_fast_supports (game, needs & WY_NEED_GRUNDY)
           ? WY_ENGINE_ONE_PILE : WY_ENGINE_DENSE;
  /* the elimination would only give steps nobody reads (a group with a
   * Grundy sweep of its own) */
  if ((needs & WY_NEED_GRUNDY) && !(needs & WY_NEED_STEPS) && _wy_engine_desc (game)->grundy)
    return WY_ENGINE_GRUNDY;
  if (_wy_caps_cone_pset (game, needs))
    return _wy_caps_query_side (game, query) <= wy_sparse_pset_max_size (game) ? WY_ENGINE_SPARSE_PSET
                                                                      : WY_ENGINE_DENSE;
  if ((needs & WY_NEED_GRUNDY) || !wy_sparse_supports (game))
    return WY_ENGINE_DENSE;
  /* |N_j| needs every cell; beyond the dense side a board goes without */
  if ((needs & WY_NEED_STEP_COUNTS) && _wy_caps_query_side (game, query) <= _wy_caps_step_counts_side (game))
    return WY_ENGINE_DENSE;
  return (needs & WY_NEED_STEPS) ? WY_ENGINE_SPARSE : WY_ENGINE_SPARSE_PSET;
}

gboolean
wy_solve_get_preview (const WyGame *game, const WyQuery *query, WyQuery *preview)
{
  *preview = *query;
  /* the classes, if asked, come with the full answer only */
  preview->needs &= ~(WY_NEED_STEP_COUNTS | WY_NEED_GRUNDY_CLASSES);
  preview->needs |= WY_NEED_STEPS;
  /* a board without the Grundy values asked for would show nothing */
  return !(_wy_caps_needs (game, query->needs) & WY_NEED_GRUNDY)
         && wy_solve_engine (game, query) == WY_ENGINE_DENSE
         && wy_solve_engine (game, preview) != WY_ENGINE_DENSE;
}

WyBoard *
_wy_engine_solve (const WyGame *game, const WyQuery *query, GError **error)
{
  WyNeeds needs;
  guint side;

  g_return_val_if_fail (game != NULL && query != NULL, NULL);
  if (!_wy_caps_check_query (_wy_engine_desc (game), game, query, error))
    return NULL;
  needs = _wy_caps_needs (game, query->needs);
  side = _wy_caps_query_side (game, query);
  switch (wy_solve_engine (game, query))
    {
    case WY_ENGINE_ONE_PILE:
      return solve_one_pile_bytes (game, side, (needs & WY_NEED_GRUNDY) != 0,
                                             query->cancellable, error);
    case WY_ENGINE_SPARSE:
    case WY_ENGINE_SPARSE_PSET:
      if (wy_game_get_heaps (game) == 3)
        return _wy_heaps3_solve_pset (game, side, query->progress, query->user_data,
                                      query->cancellable, error);
      return _wy_sparse_board_solve (game, side, (needs & WY_NEED_STEPS) != 0, query->progress,
                                    query->user_data, query->cancellable, error);
    case WY_ENGINE_GRUNDY:
      if (_wy_caps_grundy_rect (_wy_engine_desc (game), game, query))
        return solve_grundy_rect (game, query->x1 + 1, query->y1 + 1, query->progress,
                                  query->user_data, query->cancellable, error);
      return solve_grundy (game, side, query->progress, query->user_data,
                                     query->cancellable, error);
    case WY_ENGINE_DENSE:
    default:
      if (one_pile_region (game, query, needs))
        {
          GError *local = NULL;
          WyBoard *board = _wy_solve_one_pile_region (game, query->x0, side, query->cancellable,
                                                      &local);
          if (local)
            g_propagate_error (error, local);
          if (board || local)
            return board;
        }
      return solve_dense (game, side, (needs & WY_NEED_GRUNDY) != 0, query->progress,
                                    query->user_data, query->cancellable, error);
    }
}
