/* wy-ui-strings.c: how positions, moves and statuses read in the interface (translated). */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-ui-strings.h"

char *
wy_ui_format_pos (const WyPos *pos, gboolean one_pile)
{
  if (one_pile)
    return g_strdup_printf ("%u", pos->x);
  return g_strdup_printf ("(%u, %u)", pos->x, pos->y);
}

char *
wy_ui_format_removal (const WyMove *move, gboolean one_pile)
{
  if (one_pile)
    /* Translators: a one-pile move, e.g. "take 3" */
    return g_strdup_printf (_("take %u"), move->dx);
  if (move->dy == 0)
    /* Translators: a move on the first pile, e.g. "take 3 from x" */
    return g_strdup_printf (_("take %u from x"), move->dx);
  if (move->dx == 0)
    return g_strdup_printf (_("take %u from y"), move->dy);
  /* Translators: a move on both piles, e.g. "take 2 and 3" */
  return g_strdup_printf (_("take %u and %u"), move->dx, move->dy);
}

const char *
wy_ui_line_kind_name (WyLineKind kind)
{
  switch (kind)
    {
    case WY_LINE_COLUMN: return _("column");
    case WY_LINE_ROW: return _("row");
    case WY_LINE_DIAGONAL: return _("diagonal");
    case WY_LINE_CONE: return _("cone");
    case WY_LINE_GENERATOR: return _("generator");
    case WY_LINE_SUBTRACT: return _("subtraction");
    case WY_LINE_DIVIDE: return _("division");
    case WY_LINE_NONE:
    default: return _("move");
    }
}

const char *
wy_ui_status_name (WyStatus status)
{
  switch (status)
    {
    case WY_STATUS_P: return _("P-position");
    case WY_STATUS_N: return _("N-position");
    case WY_STATUS_NONE:
    default: return _("Not a position");
    }
}

const char *
wy_ui_status_meaning (WyStatus status)
{
  switch (status)
    {
    case WY_STATUS_P: return _("The previous player wins");
    case WY_STATUS_N: return _("The next player wins");
    case WY_STATUS_NONE:
    default: return _("No game starts here");
    }
}
