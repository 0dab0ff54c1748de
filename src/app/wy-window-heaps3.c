/* wy-window-heaps3.c: the result the window shows (with an opened figure's step, selection,
 * slice and 3-D turn), and a game of three heaps in it: one slice of the cube as the board, its
 * slider and keys, and the 3-D view. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#include <sys/resource.h>

#include "wy-cube-view.h"
#include "wy-inspector-private.h"
#include "wy-window-private.h"
#include "wy-ui-strings.h"

static const char *const axis_names[] = { "x", "y", "z", NULL };

/* The cube's cell (x, y, z) of slice cell (u, v). */
static void
cube_cell (WyAxis axis, guint k, guint u, guint v, guint xyz[3])
{
  xyz[axis] = k;
  xyz[axis == WY_AXIS_X ? WY_AXIS_Y : WY_AXIS_X] = u;
  xyz[axis == WY_AXIS_Z ? WY_AXIS_Y : WY_AXIS_Z] = v;
}

/* The slice cell (u, v) of cube cell xyz in the plane of axis. */
static WyPos
slice_cell (WyAxis axis, const guint xyz[3])
{
  return (WyPos) { xyz[axis == WY_AXIS_X ? WY_AXIS_Y : WY_AXIS_X],
                   xyz[axis == WY_AXIS_Z ? WY_AXIS_Y : WY_AXIS_Z] };
}

static guint
cube_size (WyHeaps3 *h)
{
  return h->cube ? wy_board_get_size (wy_solution_get_board (h->cube)) : 0;
}

static void
update_label (WyWindow *self)
{
  WyHeaps3 *h = self->heaps3;
  g_autofree char *text = g_strdup_printf ("%s = %u", axis_names[h->axis], h->k);
  g_autofree char *tip = NULL;

  gtk_label_set_text (GTK_LABEL (h->slice_label), text);
  /* Translators: the slice slider's tooltip: "The slice z = 3 of 0 to 22 ([ and ] step it)" */
  tip = g_strdup_printf (_("The slice %s = %u, of 0 to %u ([ and ] step it)"),
                         axis_names[h->axis], h->k, MAX (cube_size (h), 1) - 1);
  gtk_widget_set_tooltip_text (h->scale, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (h->scale), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  tip, -1);
}

/* The bar follows the state; the 3-D view follows the cube and the slice. */
static void
sync_widgets (WyWindow *self)
{
  WyHeaps3 *h = self->heaps3;
  guint size = cube_size (h);

  h->updating = TRUE;
  gtk_widget_set_visible (h->bar, h->cube != NULL);
  if (h->cube == NULL)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (h->view_toggle), FALSE);
  else if (h->figure_pending)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (h->view_toggle), h->figure_cube);
  h->figure_pending = h->figure_pending && h->cube == NULL;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (h->axis_drop), h->axis);
  gtk_adjustment_configure (h->adjustment, h->k, 0, MAX (size, 1) - 1, 1, MAX (size / 8, 1), 0);
  h->updating = FALSE;
  update_label (self);
  wy_cube_view_set_board (WY_CUBE_VIEW (h->cube_view),
                          h->cube ? wy_solution_get_board (h->cube) : NULL);
  wy_cube_view_set_slice (WY_CUBE_VIEW (h->cube_view), h->axis, h->k);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.slice-back", h->cube && h->k > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.slice-forward",
                                 h->cube && h->k + 1 < size);
}

/* The slice of the cube for the bar's axis and k, or NULL with the error shown. */
static WySolution *
current_slice (WyWindow *self)
{
  WyHeaps3 *h = self->heaps3;
  g_autoptr (GError) error = NULL;
  WySolution *slice;

  h->k = MIN (h->k, MAX (cube_size (h), 1) - 1);
  slice = wy_solution_get_slice (h->cube, h->axis, h->k, &error);
  if (slice == NULL)
    _wy_window_show_error (self, error->message);
  return slice;
}

WySolution *
_wy_window_heaps3_take (WyWindow *self, WySolution *result)
{
  WyHeaps3 *h = self->heaps3;
  WySolution *slice, *of = NULL;

  /* another slice of the cube shown (show_slice) */
  if (wy_solution_get_slice_of (result, NULL, NULL, &of) && of == h->cube && of != NULL)
    return result;
  g_clear_pointer (&h->cube, wy_solution_unref);
  if (wy_board_get_heaps (wy_solution_get_board (result)) == 3)
    {
      /* play from here moves in a plane: not a cube's game */
      if (self->play_mode)
        _wy_window_set_play_mode (self, FALSE);
      /* an opened figure's key stays with its cube: another game or size has the window's
       * own (the window has no switch for it) */
      if (!h->figure_pending)
        wy_cube_view_set_key (WY_CUBE_VIEW (h->cube_view), TRUE);
      h->cube = result;
      slice = current_slice (self);
      if (slice != NULL)
        result = slice;
      else
        g_clear_pointer (&h->cube, wy_solution_unref);
    }
  sync_widgets (self);
  return result;
}

void
_wy_window_apply_pending (WyWindow *self)
{
  WyBoard *board = _wy_window_get_board (self);
  const WyPos *cell = &self->pending_selection;

  /* on the full board: the quick one's step gives way to the final step when it comes */
  if (!self->has_pending || board == NULL || self->showing_quick)
    return;
  self->has_pending = self->pending_saved = FALSE;
  /* what no longer fits (a settings file edited, a board the window shows smaller than a
   * figure's) is left out: a step beyond the last shows the last, a cell off the board none */
  _wy_window_set_step (self, MIN (self->pending_step, _wy_window_n_steps (self)));
  _wy_window_select (self, self->pending_has_selection
                           && wy_board_contains (board, cell->x, cell->y) ? cell : NULL);
}

/* Under G_MESSAGES_DEBUG=wy-app: what a change cost until its board arrived. */
static void
debug_result (WyWindow *self, const WySolution *result)
{
  struct rusage usage = { 0 };
  g_autofree char *rule = wy_game_to_string (wy_board_get_game (wy_solution_get_board (result)));

  getrusage (RUSAGE_SELF, &usage);
  g_debug ("%s at %u: solved in %.1f ms, board shown %.1f ms after the change; "
           "peak RSS %ld MB", rule, wy_board_get_size (wy_solution_get_board (result)),
           wy_solution_get_elapsed (result) / 1000.0, (g_get_monotonic_time () - self->change_time) / 1000.0,
           usage.ru_maxrss / 1024);
}

void
_wy_window_set_result (WyWindow *self, WySolution *result)
{
  /* a cube shows as one of its slices */
  result = _wy_window_heaps3_take (self, result);
  g_clear_pointer (&self->result, wy_solution_unref);
  self->result = result;
  debug_result (self, result);
  /* the parts bound to "solution" first (the board), then those that
   * follow the serial (_wy_window_get_result) */
  g_object_notify_by_pspec (G_OBJECT (self), wy_window_properties[WY_WINDOW_PROP_SOLUTION]);
  self->solve_serial++;
  g_object_notify_by_pspec (G_OBJECT (self), wy_window_properties[WY_WINDOW_PROP_SOLVE_SERIAL]);
  _wy_window_apply_pending (self);
}

/* Another slice of the same cube: the step, playing and the cell selected
 * in the plane stay. */
static void
show_slice (WyWindow *self)
{
  guint step = self->step;
  gboolean playing = self->playing, has_selection = self->has_selection;
  WyPos selection = self->selection;
  WySolution *slice;

  if (self->heaps3->cube == NULL || (slice = current_slice (self)) == NULL)
    return;
  _wy_window_set_result (self, slice);
  _wy_window_set_step (self, step);
  if (playing)
    _wy_window_set_playing (self, TRUE);
  _wy_window_select (self, has_selection ? &selection : NULL);
  sync_widgets (self);
}

void
_wy_window_heaps3_set_slice (WyWindow *self, WyAxis axis, guint k)
{
  WyHeaps3 *h = self->heaps3;

  if (h->cube == NULL || axis > WY_AXIS_Z || (axis == h->axis && k == h->k))
    return;
  h->axis = axis;
  h->k = MIN (k, cube_size (h) - 1);
  show_slice (self);
}

static void
on_scale_changed (GtkAdjustment *adjustment, WyWindow *self)
{
  WyHeaps3 *h = self->heaps3;

  if (!h->updating)
    _wy_window_heaps3_set_slice (self, h->axis, (guint) (gtk_adjustment_get_value (adjustment) + 0.5));
}

static void
on_axis_selected (GtkDropDown *drop, GParamSpec *pspec, WyWindow *self)
{
  WyHeaps3 *h = self->heaps3;
  guint axis = gtk_drop_down_get_selected (drop);

  if (!h->updating && axis <= WY_AXIS_Z)
    _wy_window_heaps3_set_slice (self, axis, h->k);
}

static void
slice_action (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  WyHeaps3 *h = self->heaps3;

  if (h->cube == NULL)
    return;
  if (g_str_equal (action, "win.slice-back") && h->k > 0)
    _wy_window_heaps3_set_slice (self, h->axis, h->k - 1);
  else if (g_str_equal (action, "win.slice-forward"))
    _wy_window_heaps3_set_slice (self, h->axis, h->k + 1);
}

void
_wy_window_heaps3_export (WyWindow *self, WyExportDialog *dialog)
{
  WyHeaps3 *h = self->heaps3;
  WyCubeOptions view;

  if (h == NULL || h->cube == NULL)
    return;
  if (!g_str_equal (gtk_stack_get_visible_child_name (GTK_STACK (h->stack)), "cube"))
    {
      wy_export_dialog_set_slice (dialog, h->axis, h->k);
      return;
    }
  wy_cube_view_get_options (WY_CUBE_VIEW (h->cube_view), &view);
  wy_export_dialog_set_cube (dialog, wy_solution_get_board (h->cube), &view);
}

/* The slice an opened figure of three heaps shows: the 3-D view's outlined plane, else the z
 * plane of the position selected in it, else z = 0; a slice's plane; the first of slices side
 * by side. FALSE: a figure of one or two heaps. */
static gboolean
figure_slice (const WyProvenance *prov, WyAxis *axis, guint *k)
{
  *axis = WY_AXIS_Z;
  *k = 0;
  if (prov->cube && prov->has_outline)
    {
      *axis = prov->outline_axis;
      *k = prov->outline_k;
    }
  else if (prov->cube && prov->has_point)
    *k = prov->point[WY_AXIS_Z];
  else if (prov->plane || prov->slices)
    {
      *axis = prov->plane_axis;
      *k = prov->plane_k;
    }
  return prov->cube || prov->plane || prov->slices;
}

void
_wy_window_heaps3_apply_figure (WyWindow *self, const WyProvenance *prov)
{
  WyHeaps3 *h = self->heaps3;
  WyCubeView *view = WY_CUBE_VIEW (h->cube_view);
  WySolution *slice;
  WyAxis axis;
  guint k;

  h->figure_pending = FALSE;
  if (!figure_slice (prov, &axis, &k))
    return;
  if (prov->has_turn)
    wy_cube_view_set_turn (view, prov->yaw, prov->pitch);
  /* the key as the figure drew it (the style's, unless it says); a slice's: the window's own */
  wy_cube_view_set_key (view, !prov->cube || (prov->has_key ? prov->key
                                                            : prov->style == WY_STYLE_SCREEN));
  /* the window selects a cell of the slice it shows: the figure's position, when on it */
  if (prov->cube)
    {
      self->pending_has_selection = prov->has_point && prov->point[axis] == k;
      self->pending_selection = slice_cell (axis, prov->point);
    }
  h->axis = axis;
  h->k = k;
  h->figure_pending = TRUE;
  h->figure_cube = prov->cube;
  /* the cube is there (the same game at the same size): its slice now, the step and
   * position pending with it; else the cube's result shows them (_wy_window_heaps3_take) */
  if (h->cube == NULL || _wy_window_is_solving (self))
    return;
  slice = current_slice (self);
  if (slice != NULL)
    _wy_window_set_result (self, slice);
  sync_widgets (self);
}

static void
on_view_toggled (GtkToggleButton *toggle, WyWindow *self)
{
  gboolean cube = gtk_toggle_button_get_active (toggle);

  gtk_stack_set_visible_child_name (GTK_STACK (self->heaps3->stack), cube ? "cube" : "slice");
  gtk_widget_grab_focus (cube ? self->heaps3->cube_view : GTK_WIDGET (self->board_view));
}

/* A ball clicked in the 3-D view: its slice (on the axis shown) and the cell in it. */
static void
on_cell_picked (WyCubeView *view, guint x, guint y, guint z, WyWindow *self)
{
  WyHeaps3 *h = self->heaps3;
  guint xyz[3] = { x, y, z };
  WyPos pos = slice_cell (h->axis, xyz);

  _wy_window_heaps3_set_slice (self, h->axis, xyz[h->axis]);
  _wy_window_select (self, &pos);
}

/* A move's target chosen in the side panel: the window selected its x, y
 * in the slice shown; the target's own slice and cell replace that. */
static void
on_move_row_activated (GtkListBox *list, GtkListBoxRow *row, WyWindow *self)
{
  WyHeaps3 *h = self->heaps3;
  const WyPos *target = g_object_get_data (G_OBJECT (row), "wy-target");
  guint z1 = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "wy-target-z")), xyz[3];
  WyPos pos;

  if (h->cube == NULL || target == NULL || z1 == 0)
    return;
  xyz[0] = target->x, xyz[1] = target->y, xyz[2] = z1 - 1;
  pos = slice_cell (h->axis, xyz);
  _wy_window_heaps3_set_slice (self, h->axis, xyz[h->axis]);
  _wy_window_select (self, &pos);
}

static void
on_selection_changed (WyWindow *self)
{
  WyHeaps3 *h = self->heaps3;
  guint xyz[3];

  if (h->cube == NULL || !self->has_selection || self->result == NULL)
    {
      wy_cube_view_set_selection (WY_CUBE_VIEW (h->cube_view), NULL);
      /* a board of two heaps: the inspector's report's moves */
      _wy_window_show_selection_moves (self);
      return;
    }
  {
    g_autoptr (GArray) moves = wy_render_slice_moves (self->result, self->selection.x,
                                                      self->selection.y);
    wy_board_view_set_selection_moves (self->board_view, moves);
  }
  cube_cell (h->axis, h->k, self->selection.x, self->selection.y, xyz);
  wy_cube_view_set_selection (WY_CUBE_VIEW (h->cube_view), xyz);
}

static void
on_step_changed (WyWindow *self)
{
  wy_cube_view_set_step (WY_CUBE_VIEW (self->heaps3->cube_view), self->step);
}

static void
on_style_changed (WyWindow *self)
{
  wy_cube_view_set_style (WY_CUBE_VIEW (self->heaps3->cube_view), self->style);
}

/* The cell under the pointer with its three coordinates. */
static void
on_hover_changed (WyBoardView *view, gboolean inside, guint u, guint v, WyWindow *self)
{
  WyHeaps3 *h = self->heaps3;
  WyBoard *board = _wy_window_get_board (self);
  g_autofree char *text = NULL;
  guint xyz[3], step;

  if (h->cube == NULL || !inside || board == NULL)
    return;
  cube_cell (h->axis, h->k, u, v, xyz);
  step = wy_board_get_step (board, u, v);
  text = step > 0
    ? g_strdup_printf (_("(%u, %u, %u) · %s · step %u"), xyz[0], xyz[1], xyz[2],
                       wy_status_get_label (wy_board_get_status (board, u, v)), step)
    : g_strdup_printf ("(%u, %u, %u) · %s", xyz[0], xyz[1], xyz[2],
                       wy_status_get_label (wy_board_get_status (board, u, v)));
  gtk_label_set_text (GTK_LABEL (self->hover_label), text);
}

static GtkWidget *
build_bar (WyWindow *self, WyHeaps3 *h)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *axis_label = gtk_label_new_with_mnemonic (_("Sli_ce"));

  gtk_widget_add_css_class (bar, "toolbar");
  gtk_widget_set_name (bar, "slice-bar");
  h->axis_drop = gtk_drop_down_new_from_strings (axis_names);
  gtk_widget_set_tooltip_text (h->axis_drop, _("The axis the slices cross"));
  gtk_label_set_mnemonic_widget (GTK_LABEL (axis_label), h->axis_drop);
  h->adjustment = gtk_adjustment_new (0, 0, 0, 1, 1, 0);
  h->scale = gtk_scale_new (GTK_ORIENTATION_HORIZONTAL, h->adjustment);
  gtk_scale_set_draw_value (GTK_SCALE (h->scale), FALSE);
  gtk_widget_set_hexpand (h->scale, TRUE);
  /* the bar's minimum is the window's at its narrowest (360 px, German's "Schicht" and
   * "z = 348" counted): the slider widens with the window, the keys move it anyway */
  gtk_widget_set_size_request (h->scale, 64, -1);
  h->slice_label = gtk_label_new (NULL);
  gtk_label_set_width_chars (GTK_LABEL (h->slice_label), 6);
  gtk_widget_add_css_class (h->slice_label, "numeric");
  h->view_toggle = gtk_toggle_button_new_with_label (_("3-D"));
  gtk_widget_set_tooltip_text (h->view_toggle, _("Show the P-positions in 3-D (drag or the arrow "
                                                 "keys turn them)"));
  gtk_box_append (GTK_BOX (bar), axis_label);
  gtk_box_append (GTK_BOX (bar), h->axis_drop);
  gtk_box_append (GTK_BOX (bar), h->scale);
  gtk_box_append (GTK_BOX (bar), h->slice_label);
  gtk_box_append (GTK_BOX (bar), h->view_toggle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (h->scale), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Slice"), -1);
  gtk_widget_set_visible (bar, FALSE);
  return bar;
}

/* The board's place in the flap gets the bar above it and the 3-D view beside it in a stack. */
static void
build (WyWindow *self, WyHeaps3 *h)
{
  GtkWidget *board = GTK_WIDGET (self->board_view), *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  h->bar = build_bar (self, h);
  h->stack = gtk_stack_new ();
  h->cube_view = wy_cube_view_new ();
  gtk_widget_set_vexpand (h->stack, TRUE);
  g_object_ref (board);
  adw_flap_set_content (ADW_FLAP (self->flap), box);
  gtk_stack_add_named (GTK_STACK (h->stack), board, "slice");
  g_object_unref (board);
  gtk_stack_add_named (GTK_STACK (h->stack), h->cube_view, "cube");
  gtk_box_append (GTK_BOX (box), h->bar);
  gtk_box_append (GTK_BOX (box), h->stack);
}

void
_wy_window_heaps3_init (WyWindow *self)
{
  WyHeaps3 *h = self->heaps3 = g_new0 (WyHeaps3, 1);

  h->axis = WY_AXIS_Z;
  build (self, h);
  g_signal_connect (h->adjustment, "value-changed", G_CALLBACK (on_scale_changed), self);
  g_signal_connect (h->axis_drop, "notify::selected", G_CALLBACK (on_axis_selected), self);
  g_signal_connect (h->view_toggle, "toggled", G_CALLBACK (on_view_toggled), self);
  g_signal_connect (h->cube_view, "cell-picked", G_CALLBACK (on_cell_picked), self);
  g_signal_connect (self, "notify::selection", G_CALLBACK (on_selection_changed), NULL);
  g_signal_connect (self, "notify::step", G_CALLBACK (on_step_changed), NULL);
  g_signal_connect (self, "notify::solve-serial", G_CALLBACK (on_selection_changed), NULL);
  g_signal_connect (self, "notify::style", G_CALLBACK (on_style_changed), NULL);
  g_signal_connect_after (self->board_view, "hover-changed", G_CALLBACK (on_hover_changed), self);
  g_signal_connect_after (self->inspector->moves_list, "row-activated",
                          G_CALLBACK (on_move_row_activated), self);
  g_signal_connect_after (self->inspector->elim_list, "row-activated",
                          G_CALLBACK (on_move_row_activated), self);
  sync_widgets (self);
}

void
_wy_window_heaps3_finalize (WyWindow *self)
{
  if (self->heaps3 == NULL)
    return;
  g_clear_pointer (&self->heaps3->cube, wy_solution_unref);
  g_clear_pointer (&self->heaps3, g_free);
}

void
_wy_window_heaps3_class_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (WY_TYPE_CUBE_VIEW);
  gtk_widget_class_install_action (widget_class, "win.slice-back", NULL, slice_action);
  gtk_widget_class_install_action (widget_class, "win.slice-forward", NULL, slice_action);
}
