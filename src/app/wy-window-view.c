/* wy-window-view.c: the view the board shows: what a solve must compute for it, what the
 * board can show of the game (and why not the view asked for), and the inspector's controls
 * that the view offers. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-grundy-classes.h"
#include "wy-window-private.h"

/* How the Grundy view gets its values at the current size (the core decides). */
static WyGrundyViewKind
grundy_kind (WyWindow *self)
{
  if (self->view != WY_VIEW_GRUNDY || self->game == NULL)
    return WY_GRUNDY_VIEW_NONE;
  return wy_grundy_view_kind (self->game, self->size);
}

/* What the window shows needs: the whole elimination, the formula where a
 * paper gives one, and for the Grundy view every value up to the dense
 * cap or the classes 0..K beyond it. */
WyQuery
_wy_window_query (WyWindow *self)
{
  WyQuery query = { .needs = WY_NEED_ELIMINATION | WY_NEED_FORMULA, .size = self->size };
  WyGrundyViewKind kind = grundy_kind (self);

  if (kind == WY_GRUNDY_VIEW_DENSE)
    query.needs |= WY_NEED_GRUNDY;
  else if (kind == WY_GRUNDY_VIEW_CLASSES)
    {
      query.needs |= WY_NEED_GRUNDY_CLASSES;
      query.classes = self->grundy_top;
    }
  return query;
}

int
_wy_window_grundy_top (WyWindow *self)
{
  return grundy_kind (self) == WY_GRUNDY_VIEW_CLASSES ? (int) self->grundy_top : -1;
}

/* Does the board shown lack what the view needs (Grundy values, or other classes)? */
gboolean
_wy_window_result_lacks_view (WyWindow *self)
{
  const WyLowClasses *lc;

  if (self->result == NULL || self->view != WY_VIEW_GRUNDY || !wy_game_has_grundy (self->game))
    return FALSE;
  lc = wy_solution_get_grundy_classes (self->result);
  if (_wy_window_grundy_top (self) >= 0)
    return lc == NULL || wy_low_classes_get_top (lc) != self->grundy_top;
  return !wy_board_has_grundy (wy_solution_get_board (self->result));
}

/* The view the board can show for this game; *why (NULL: the one asked) says why not the
 * asked one, in the core's words. */
static WyView
effective_view (WyWindow *self, char **why)
{
  g_autoptr (GError) error = NULL;

  *why = NULL;
  if (self->view == WY_VIEW_GRUNDY && !wy_game_check_grundy (self->game, &error))
    /* Translators: %s is the core's reason, e.g. "imitation:p=2 has no Grundy values: ..." */
    *why = g_strdup_printf (_("%s; the board shows outcomes instead."), error->message);
  else if (self->view == WY_VIEW_FORMULA && !wy_recursion_available (self->game))
    /* Translators: %s is the core's reason, e.g. "no recursion in the papers for block=Q: ..." */
    *why = g_strdup_printf (_("No paper gives a formula for this game (%s); the board shows "
                              "outcomes instead."), _(wy_recursion_describe (self->game)));
  return *why ? WY_VIEW_OUTCOME : self->view;
}

/* A control of the inspector's, bound to the property: notified at every
 * update, shown again or not (a band shown anew marks its class anew). */
void
_wy_window_show_control (WyWindow *self, gboolean *shown, gboolean show, guint prop)
{
  *shown = show;
  g_object_notify_by_pspec (G_OBJECT (self), wy_window_properties[prop]);
}

void
_wy_window_update_view (WyWindow *self)
{
  g_autofree char *why = NULL;
  WyView view = effective_view (self, &why);

  /* the style, lines and grid: bound (wy_window_init); the view shown is worked out here */
  wy_board_view_set_view (self->board_view, view);
  /* the range of classes is chosen only where the view shows classes */
  _wy_window_show_control (self, &self->classes_shown, _wy_window_grundy_top (self) >= 0,
                           WY_WINDOW_PROP_CLASSES_SHOWN);
  /* a class's band: the Grundy view of the games whose classes are swept */
  _wy_window_show_control (self, &self->band_shown,
                           view == WY_VIEW_GRUNDY
                           && wy_grundy_class_check (self->game, MAX (self->size, 1), 0, NULL),
                           WY_WINDOW_PROP_BAND_SHOWN);
  /* said while the view asked cannot be shown, withdrawn once it can (another game) */
  if (why != NULL)
    _wy_window_show_message (self, GTK_MESSAGE_INFO, why);
  else if (self->view_said)
    _wy_window_hide_message (self);
  self->view_said = why != NULL;
}
