/* wy-window-state.c: the window's state that its parts read: the specs of its properties,
 * the board and the result shown, whether a solve runs, the selection (announced to screen
 * readers), and the cube of three heaps shown. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-window-private.h"

GParamSpec *wy_window_properties[WY_WINDOW_N_PROPS];

WyBoard *
_wy_window_get_board (WyWindow *self)
{
  g_return_val_if_fail (WY_IS_WINDOW (self), NULL);
  return self->result ? wy_solution_get_board (self->result) : NULL;
}

gboolean
_wy_window_is_solving (WyWindow *self)
{
  g_return_val_if_fail (WY_IS_WINDOW (self), FALSE);
  return self->cancellable != NULL || self->solve_idle != 0;
}

const WySolution *
_wy_window_get_result (WyWindow *self)
{
  g_return_val_if_fail (WY_IS_WINDOW (self), NULL);
  return self->result;
}

/* GTK 4.8 has no announcement: the board, which has the focus, describes the selected
 * position by the core's whole report of it, what the side panel shows (its status, the step
 * that decided it, its Grundy value, the formula's verdict, a blocking's reason), and screen
 * readers read the focused widget's new description. */
static void
announce_verdict (WyWindow *self)
{
  const WyReport *report = wy_inspector_get_report (self->inspector);
  g_autofree char *text = NULL;

  if (report == NULL)
    return;
  /* Translators: "Selected " and the report of the position, a line each: "Selected (2, 3):
   * P-position — the previous player wins", "Decided at step 2", ... */
  text = g_strdup_printf (_("Selected %s"), wy_report_get_text (report));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->board_view),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

void
_wy_window_select (WyWindow *self, const WyPos *pos)
{
  g_return_if_fail (WY_IS_WINDOW (self));
  /* the board, the inspector and the sum panel are bound to "selection" */
  self->has_selection = pos != NULL;
  if (pos != NULL)
    self->selection = *pos;
  g_object_notify_by_pspec (G_OBJECT (self), wy_window_properties[WY_WINDOW_PROP_SELECTION]);
  /* last: the board described its cursor on the new selection (a report that comes from a
   * thread is read out when it comes) */
  self->told_pending = pos != NULL && wy_inspector_get_report (self->inspector) == NULL;
  announce_verdict (self);
}

/* The board's arrows: the winning moves of the inspector's report, none while the core works
 * it out, so that no frame asks the core for them (Imitation Nim's solve the board below the
 * cell again); a cube's slice has its own (wy-window-heaps3.c). None in play, where they
 * would give the game away, unless the player asks for hints; nor does the side panel list
 * them then. */
void
_wy_window_show_selection_moves (WyWindow *self)
{
  const WyReport *report = wy_inspector_get_report (self->inspector);
  gboolean hidden = self->play_mode && !self->play_hints;
  g_autoptr (GArray) none = NULL;

  /* the side panel's list of them too */
  wy_inspector_set_moves_hidden (self->inspector, hidden);
  if (_wy_window_heaps3_active (self))
    return;
  if (report == NULL || hidden)
    none = g_array_new (FALSE, FALSE, sizeof (WyMove));
  wy_board_view_set_selection_moves (self->board_view,
                                     none ? none : wy_report_get_winning_moves (report));
}

/* The inspector's report of the selection came (at once, or from its thread): the board
 * draws its moves, and a screen reader hears one that came from the thread. */
void
_wy_window_report_changed (WyWindow *self)
{
  _wy_window_show_selection_moves (self);
  if (self->told_pending && wy_inspector_get_report (self->inspector) != NULL)
    {
      self->told_pending = FALSE;
      announce_verdict (self);
    }
}

gboolean
_wy_window_heaps3_active (WyWindow *self)
{
  return self->heaps3 != NULL && self->heaps3->cube != NULL;
}

/* The cube shown. */
WySolution *
_wy_window_heaps3_get_cube (WyWindow *self)
{
  return self->heaps3->cube;
}
