/* wy-game-moves.c: the legal moves of the built-in families and of rules
 * of your own, and the kind of line each lies on. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-game-private.h"

/* Column band width b, row band width c, diagonal band a of the line
 * families, all seen as wytc; imitation as nim. */
static void
line_params (const WyGame *game, guint *a, guint *b, guint *c)
{
  *a = game->param[WY_PARAM_A];
  *b = game->param[WY_PARAM_B];
  *c = game->family == WY_FAMILY_WYTC ? (guint) game->param[WY_PARAM_C] : *b;
  /* imitation's moves are Nim's (its memory only forbids some): no diagonal */
  if (game->family == WY_FAMILY_NIM || game->family == WY_FAMILY_IMITATION)
    *a = 0;
  if (game->family == WY_FAMILY_WYTHOFF || game->family == WY_FAMILY_FRAENKEL)
    *b = *c = 1;
  if (game->family == WY_FAMILY_WYTHOFF)
    *a = 1;
}

guint
_wy_game_column_reach (const WyGame *game, guint *band)
{
  guint step = _wy_family_info (game->family)->column_step, a, b, c;

  *band = 1;
  if (step == 0 || _wy_game_blocks (game) || wy_game_get_heaps (game) != 2)
    return 0;
  /* the line families' column band: every dy with dx < b (docs/spec.md, section 2) */
  if (_wy_game_get_group (game) == WY_GROUP_LINES)
    {
      line_params (game, &a, &b, &c);
      *band = MAX (b, 1);
    }
  return step;
}

/* Generators satisfy A'_n < B'_n, and A'_n increases: binary search. */
static gboolean
is_generator (const WyGame *game, guint dx, guint dy)
{
  const guint *ga = (const guint *) game->gen_a->data;
  const guint *gb = (const guint *) game->gen_b->data;
  guint lo = 0, hi = game->gen_a->len, k = MIN (dx, dy);

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      if (ga[mid] < k)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo < game->gen_a->len && ga[lo] == k && gb[lo] == MAX (dx, dy);
}

/* (s,t)-Wythoff's two-pile move: 0 < k <= l with l - k < (s-1) k + t. */
static gboolean
is_cone (const WyGame *game, guint dx, guint dy)
{
  guint64 k = MIN (dx, dy), l = MAX (dx, dy);
  guint64 s = game->param[WY_PARAM_S], t = game->param[WY_PARAM_T];

  return k > 0 && l < s * k + t;
}

gboolean
_wy_game_moves_invariant (const WyGame *game)
{
  const WyGame *base = _wy_game_get_base (game);

  /* the built-in families: every two-pile move set depends on (dx, dy)
   * alone; Mark's and UpMark's halving moves depend on n */
  if (!game->rule)
    return !wy_game_is_one_pile (game);
  return wy_rule_is_invariant (game->rule) && (!base || _wy_game_moves_invariant (base));
}

void
_wy_game_rule_moves_row (const WyGame *game, gboolean one_pile, guint dx0, guint x0, int xstep,
                         guint dy, guint y, guint n, guint8 *legal)
{
  const WyGame *base = _wy_game_get_base (game);

  if (base && base->rule)
    _wy_game_rule_moves_row (base, one_pile, dx0, x0, xstep, dy, y, n, legal);
  else if (base)
    for (guint i = 0; i < n; i++)
      legal[i] = _wy_game_move_line (base, x0 + xstep * (int) i, y, dx0 + i, dy,
                                     NULL) != WY_LINE_NONE;
  wy_rule_moves_row (game->rule, one_pile, dx0, x0, xstep, dy, y, n, legal);
}

/* A rule of your own: an adjoin's base move keeps its base's kind; the rule's own moves (an
 * expression's, an adjoin's base P-positions) by direction. */
static WyLineKind
rule_move_line (const WyGame *game, guint x, guint y, guint dx, guint dy, WyRuleGrowFunc grow)
{
  const WyGame *base = _wy_game_get_base (game);
  gboolean one_pile = wy_game_is_one_pile (game);
  WyLineKind kind;

  if (dx > x || dy > y || dx + dy == 0 || (one_pile && dy != 0))
    return WY_LINE_NONE;
  if (base && (kind = _wy_game_move_line (base, x, y, dx, dy, grow)) != WY_LINE_NONE)
    return kind;
  if (!wy_rule_is_move (game->rule, one_pile, x, y, dx, dy, grow))
    return WY_LINE_NONE;
  if (one_pile)
    return WY_LINE_SUBTRACT;
  return dx == 0 ? WY_LINE_COLUMN : dy == 0 ? WY_LINE_ROW
         : dx == dy ? WY_LINE_DIAGONAL : WY_LINE_MOVE;
}

/* The kind of a move on three heaps: from x alone a row, from y alone a
 * column (as on two heaps), from z alone a pillar (through the slices), the
 * same amount from two or three heaps a diagonal, unequal amounts a move. */
WyLineKind
_wy_game_move_line3 (const WyGame *game, guint x, guint y, guint z, guint dx, guint dy,
                     guint dz, WyRuleGrowFunc grow)
{
  if (!_wy_game_is_move3 (game, x, y, z, dx, dy, dz, grow))
    return WY_LINE_NONE;
  guint k = MAX (dx, MAX (dy, dz));

  if (dy == 0 && dz == 0)
    return WY_LINE_ROW;
  if (dx == 0 && dz == 0)
    return WY_LINE_COLUMN;
  if (dx == 0 && dy == 0)
    return WY_LINE_PILLAR;
  /* from two or three heaps: a diagonal when the amounts are the same */
  return (dx == 0 || dx == k) && (dy == 0 || dy == k) && (dz == 0 || dz == k)
         ? WY_LINE_DIAGONAL : WY_LINE_MOVE;
}

WyLineKind
_wy_game_move_line (const WyGame *game, guint x, guint y, guint dx, guint dy,
                    WyRuleGrowFunc grow)
{
  guint a, b, c;

  if (game->rule && wy_game_get_heaps (game) == 3)
    return _wy_game_move_line3 (game, x, y, 0, dx, dy, 0, grow);
  if (game->rule)
    return rule_move_line (game, x, y, dx, dy, grow);
  if (_wy_family_info (game->family)->group == WY_GROUP_HEAPS3)
    return _wy_game_move_line3 (game, x, y, 0, dx, dy, 0, grow);
  if (_wy_family_info (game->family)->one_pile)
    {
      guint k = game->param[WY_PARAM_K];
      if (dy != 0 || dx == 0 || dx > x || (game->family == WY_FAMILY_UPMARK && x < 2))
        return WY_LINE_NONE;
      if (game->family == WY_FAMILY_MARK)
        {
          if (dx <= k - 1)
            return WY_LINE_SUBTRACT;
          return x - dx == x / k ? WY_LINE_DIVIDE : WY_LINE_NONE;
        }
      if (dx == 1)
        return WY_LINE_SUBTRACT;
      return x - dx == (x + 1) / 2 ? WY_LINE_DIVIDE : WY_LINE_NONE;
    }
  if (dx > x || dy > y || dx + dy == 0)
    return WY_LINE_NONE;
  switch (game->family)
    {
    case WY_FAMILY_STWYTHOFF:
    case WY_FAMILY_RESTRICTED:
    case WY_FAMILY_GAMMA:
      if (game->family != WY_FAMILY_STWYTHOFF && (dx % 2 || dy % 2))
        return game->family == WY_FAMILY_GAMMA && is_generator (game, dx, dy)
               ? WY_LINE_GENERATOR : WY_LINE_NONE;
      if (dx == 0)
        return WY_LINE_COLUMN;
      if (dy == 0)
        return WY_LINE_ROW;
      if (is_cone (game, dx, dy))
        return dx == dy ? WY_LINE_DIAGONAL : WY_LINE_CONE;
      return game->family == WY_FAMILY_GAMMA && is_generator (game, dx, dy)
             ? WY_LINE_GENERATOR : WY_LINE_NONE;
    case WY_FAMILY_IMITATION:
      return dx == 0 ? WY_LINE_COLUMN : dy == 0 ? WY_LINE_ROW : WY_LINE_NONE;
    default:
      line_params (game, &a, &b, &c);
      if (dx < b)
        return WY_LINE_COLUMN;
      if (dy < c)
        return WY_LINE_ROW;
      if ((guint) ABS ((int) dx - (int) dy) < a)
        return WY_LINE_DIAGONAL;
      return WY_LINE_NONE;
    }
}

void
wy_game_get_bands (const WyGame *game, guint *a, guint *b, guint *c)
{
  line_params (game, a, b, c);
}

/* The moves of the 3-heap families (docs/spec.md, "Three heaps"). */
gboolean
_wy_game_is_move3 (const WyGame *game, guint x, guint y, guint z, guint dx, guint dy, guint dz,
                   WyRuleGrowFunc grow)
{
  guint n = (dx > 0) + (dy > 0) + (dz > 0);

  if (dx > x || dy > y || dz > z || n == 0)
    return FALSE;
  if (game->rule)
    return wy_game_get_heaps (game) == 3
           && ((_wy_game_get_base (game)
                && _wy_game_is_move3 (_wy_game_get_base (game), x, y, z, dx, dy, dz, grow))
               || wy_rule_is_move3 (game->rule, x, y, z, dx, dy, dz, grow));
  switch (game->family)
    {
    case WY_FAMILY_NIM3:
      return n == 1;
    case WY_FAMILY_WYTHOFF3:
      /* the same k from every heap of a nonempty set */
      return (dx == 0 || dy == 0 || dx == dy) && (dx == 0 || dz == 0 || dx == dz)
             && (dy == 0 || dz == 0 || dy == dz);
    case WY_FAMILY_FRAENKEL3:
      /* one heap, any amount; or (a1, a2, a3) with a1 ^ a2 ^ a3 = 0 */
      return n == 1 || (dx ^ dy ^ dz) == 0;
    default:
      return FALSE;
    }
}
