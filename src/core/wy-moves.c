/* wy-moves.c: the legal moves of a game, an adjoin's base P-positions grown by the rule engine as far as a question reaches. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-engine.h"
#include "wy-rule.h"

WyLineKind
wy_game_move_line (const WyGame *game, guint x, guint y, guint dx, guint dy)
{
  return _wy_game_move_line (game, x, y, dx, dy, _wy_engine_grow_base);
}

guint
wy_game_move_lines_also (const WyGame *game, guint x, guint y, guint dx, guint dy)
{
  WyLineKind kind = wy_game_move_line (game, x, y, dx, dy);
  WyGroup group = _wy_game_get_group (game);
  guint a, b, c, lines;

  /* only the bands of the line families overlap */
  if (kind == WY_LINE_NONE || game == NULL || wy_game_is_custom (game)
      || (group != WY_GROUP_LINES && group != WY_GROUP_LINES_BLOCK))
    return 0;
  wy_game_get_bands (game, &a, &b, &c);
  lines = (guint) (dx < b) << WY_LINE_COLUMN | (guint) (dy < c) << WY_LINE_ROW
          | (guint) ((guint) ABS ((int) dx - (int) dy) < a) << WY_LINE_DIAGONAL;
  return lines & ~(1u << kind);
}

gboolean
wy_game_is_move (const WyGame *game, guint x, guint y, guint dx, guint dy)
{
  return wy_game_move_line (game, x, y, dx, dy) != WY_LINE_NONE;
}

gboolean
wy_game_is_move3 (const WyGame *game, guint x, guint y, guint z, guint dx, guint dy, guint dz)
{
  g_return_val_if_fail (game != NULL, FALSE);
  return wy_game_get_heaps (game) == 3
         && _wy_game_is_move3 (game, x, y, z, dx, dy, dz, _wy_engine_grow_base);
}
