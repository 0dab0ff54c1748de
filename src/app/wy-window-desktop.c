/* wy-window-desktop.c: the window on the desktop: a layout that narrows, the figure copied
 * as an image, a figure file opened, recent figures, and undo and redo of the game and its
 * size. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "wy-window-private.h"

/* The recent figures this program wrote or opened are marked with its name. */
#define RECENT_APP "wythoff-lattice"
#define RECENT_MAX 8
/* Games remembered for undo. */
#define HISTORY_MAX 100

static void (*parent_size_allocate) (GtkWidget *widget, int width, int height, int baseline);
static void (*parent_measure) (GtkWidget *widget, GtkOrientation orientation, int for_size,
                               int *minimum, int *natural, int *min_baseline, int *nat_baseline);

/* ---- the layout for a narrow window ---- */

/* The game's controls in the header, or at the top of the side panel (one
 * below the other) where the header has no room for them. */
static void
place_controls (WyWindow *self, gboolean aside)
{
  GtkOrientation orientation = aside ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL;
  AdwHeaderBar *header = ADW_HEADER_BAR (self->header_bar);

  if (aside == self->controls_aside)
    return;
  self->controls_aside = aside;
  g_object_ref (self->game_box);
  if (aside)
    {
      adw_header_bar_remove (header, self->game_box);
      gtk_box_append (GTK_BOX (self->narrow_game_slot), self->game_box);
    }
  else
    {
      gtk_box_remove (GTK_BOX (self->narrow_game_slot), self->game_box);
      adw_header_bar_pack_start (header, self->game_box);
    }
  g_object_unref (self->game_box);
  gtk_widget_set_visible (self->narrow_game_slot, aside);
  /* stacked, the fields start on one line: their labels are one column */
  gtk_size_group_set_mode (wy_game_controls_get_label_group (self->game_controls),
                           aside ? GTK_SIZE_GROUP_HORIZONTAL : GTK_SIZE_GROUP_NONE);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->game_box), orientation);
  gtk_orientable_set_orientation (
    GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self->game_controls))),
    orientation);
  /* the four parameters of NIM^{p,q}_{a,b} one below the other */
  gtk_orientable_set_orientation (
    GTK_ORIENTABLE (gtk_widget_get_template_child (GTK_WIDGET (self->game_controls),
                                                   WY_TYPE_GAME_CONTROLS, "params")),
    orientation);
}

/* The step's text, the speed and the view: on one row, or (in_row FALSE) the text above
 * the speed and the view, the speed's label above its field. */
static void
arrange_step_info (WyWindow *self, gboolean in_row)
{
  GtkOrientation orientation = in_row ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL;

  self->info_in_row = in_row;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->step_info), orientation);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_parent (self->speed_label)),
                                  orientation);
  gtk_widget_set_halign (self->speed_label, in_row ? GTK_ALIGN_FILL : GTK_ALIGN_START);
  gtk_widget_set_valign (self->view_drop_down, in_row ? GTK_ALIGN_FILL : GTK_ALIGN_END);
}

/* Narrow, the step's text, speed and view share a row below the slider where the width
 * holds them at their natural width (a window of 800 px), else each takes a row (a
 * phone). The window's minimum stays that of the rows (wy_window_measure). */
static void
arrange_narrow_bar (WyWindow *self, int width)
{
  int natural, bar = gtk_widget_get_width (self->animation_bar);
  int shown = gtk_widget_get_width (GTK_WIDGET (self));

  arrange_step_info (self, FALSE);
  gtk_widget_measure (GTK_WIDGET (self), GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
  arrange_step_info (self, TRUE);
  gtk_widget_measure (self->animation_bar, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural,
                      NULL, NULL);
  /* the bar's room is the window's width less its frame and padding (known once shown) */
  if (natural > width - (bar > 0 && shown > bar ? shown - bar : 0))
    arrange_step_info (self, FALSE);
}

/* A longer step's text than the row was chosen for (the first result's, after the window
 * was laid out) may no longer fit it: narrow, the row is chosen again. Only ever from the
 * row to rows, so that the bar does not jump at each step of the animation. */
static void
on_step_text_for_layout (WyWindow *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));

  if (!self->narrow || !self->info_in_row || width <= 0)
    return;
  arrange_narrow_bar (self, width);
  if (!self->info_in_row)
    gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* Narrow: the game's controls go to the top of the side panel, which folds
 * over the board (the header's button or F9 shows it), and the animation bar
 * takes more rows, so that the step slider keeps its width. */
static void
apply_layout (WyWindow *self, gboolean narrow, gboolean aside)
{
  GtkOrientation orientation = narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL;

  place_controls (self, aside || narrow);
  if (narrow == self->narrow)
    return;
  self->narrow = narrow;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->animation_bar), orientation);
  _wy_window_play_arrange (self, narrow);
  arrange_step_info (self, !narrow);
  adw_flap_set_fold_policy (ADW_FLAP (self->flap),
                            narrow ? ADW_FLAP_FOLD_POLICY_ALWAYS : ADW_FLAP_FOLD_POLICY_NEVER);
  adw_flap_set_reveal_flap (ADW_FLAP (self->flap), !narrow);
}

/* The window may always become as narrow as its narrow layout: the wider
 * ones' minimums (kept in wide_min and aside_min) only decide where the
 * layouts change. */
static void
wy_window_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                   int *natural, int *min_baseline, int *nat_baseline)
{
  WyWindow *self = WY_WINDOW (widget);

  parent_measure (widget, orientation, for_size, minimum, natural, min_baseline, nat_baseline);
  if (orientation != GTK_ORIENTATION_HORIZONTAL)
    return;
  /* the widths the layouts need whatever the height: a measure for a small
   * height (GTK asks one while the window opens) asks more of wrapping text
   * than the window will ever have to give */
  if (self->narrow)
    {
      if (for_size < 0 && !self->info_in_row)
        self->narrow_min = *minimum;
      *minimum = MIN (*minimum, self->narrow_min);
    }
  else
    {
      if (for_size < 0)
        *(self->controls_aside ? &self->aside_min : &self->wide_min) = *minimum;
      *minimum = MIN (*minimum, self->narrow_min);
    }
}

/* Does the layout fit the width (measuring it records its minimum)? whole: the title, if
 * shown, is whole, not cut to a word and "…" (which large text reaches first). */
static gboolean
layout_fits (WyWindow *self, gboolean aside, gboolean title, gboolean whole, int width)
{
  int title_min = 0, title_nat = 0;

  gtk_widget_set_visible (self->window_title, title);
  apply_layout (self, FALSE, aside);
  gtk_widget_measure (GTK_WIDGET (self), GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
  if (title && whole)
    gtk_widget_measure (self->window_title, GTK_ORIENTATION_HORIZONTAL, -1, &title_min,
                        &title_nat, NULL, NULL);
  return width >= MAX (WY_WINDOW_NARROW_WIDTH,
                       (aside ? self->aside_min : self->wide_min) + title_nat - title_min);
}

/* The fullest layout beside the board that fits, applied: the controls in the header
 * beside the whole title and the game; without the title where the controls alone fill
 * the header (NIM^{p,q}_{a,b} at 1024 px); else the controls in the side panel, below the
 * whole title (a German header, large text). */
static gboolean
choose_wide_layout (WyWindow *self, int width)
{
  if (layout_fits (self, FALSE, TRUE, TRUE, width))
    return TRUE;
  if (!layout_fits (self, FALSE, TRUE, FALSE, width) && layout_fits (self, FALSE, FALSE, FALSE, width))
    return TRUE;
  return layout_fits (self, TRUE, TRUE, FALSE, width);
}

/* The fullest layout that fits (choose_wide_layout), the side panel beside the board from
 * WY_WINDOW_NARROW_WIDTH up; else narrow. Decided before the children are allocated, so
 * that none gets less than its minimum, and anew when the width or the game changes. */
static void
choose_layout (WyWindow *self, int width)
{
  self->layout_width = width;
  if (width < WY_WINDOW_NARROW_WIDTH || !choose_wide_layout (self, width))
    {
      gtk_widget_set_visible (self->window_title, TRUE);
      apply_layout (self, TRUE, TRUE);
      arrange_narrow_bar (self, width);
    }
}

static void
wy_window_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  WyWindow *self = WY_WINDOW (widget);

  if (width != self->layout_width)
    choose_layout (self, width);
  parent_size_allocate (widget, width, height, baseline);
}

/* Another game: its controls may fit the header now, or no longer (chosen
 * at once, so that no measure sees the old layout with the new controls). */
static void
on_game_for_layout (WyWindow *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));

  self->layout_width = 0;
  if (width > 0)
    choose_layout (self, width);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* F9 and the header's button: the side panel shown or hidden, folded over the board or beside
 * it (a wider window gives the board its room); a change of layout shows it again beside the
 * board and hides it over the board (apply_layout). */
static void
toggle_side_panel (GtkWidget *widget, const char *action, GVariant *param)
{
  AdwFlap *flap = ADW_FLAP (WY_WINDOW (widget)->flap);

  adw_flap_set_reveal_flap (flap, !adw_flap_get_reveal_flap (flap));
}

/* The header's button where the side panel folds over the board, or is hidden beside it
 * (F9 hid it): the way back without the key. */
static void
on_flap_for_button (WyWindow *self)
{
  AdwFlap *flap = ADW_FLAP (self->flap);

  gtk_widget_set_visible (self->flap_button,
                          adw_flap_get_folded (flap) || !adw_flap_get_reveal_flap (flap));
}

/* The side panel hidden (F9, or folded over the board and closed) with the focus in it: the
 * keys are the board's, not a hidden button's nor the next one GTK would pick. */
static void
on_flap_for_focus (WyWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *panel = adw_flap_get_flap (ADW_FLAP (self->flap));

  if (!adw_flap_get_reveal_flap (ADW_FLAP (self->flap)) && focus != NULL && panel != NULL
      && gtk_widget_is_ancestor (focus, panel))
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

static void
on_rule_for_title (WyWindow *self)
{
  g_autofree char *rule = NULL;

  g_object_get (self, "rule", &rule, NULL);
  adw_window_title_set_subtitle (ADW_WINDOW_TITLE (self->window_title), rule);
}

/* ---- recent figures ---- */

static const char *
figure_mime_type (const char *path)
{
  WyExportFormat format;

  return wy_export_format_from_filename (path, &format, NULL)
         ? wy_export_format_get_info (format)->mime_type : NULL;
}

void
_wy_window_add_recent (WyWindow *self, GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *path = g_file_get_path (file);
  GtkRecentData data = {
    .mime_type = (char *) (path && figure_mime_type (path) ? figure_mime_type (path)
                                                            : "application/octet-stream"),
    .app_name = (char *) RECENT_APP,
    .app_exec = (char *) "wythoff-lattice %u",
  };

  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

static int
newer_first (gconstpointer a, gconstpointer b)
{
  GDateTime *ta = gtk_recent_info_get_modified ((GtkRecentInfo *) a);
  GDateTime *tb = gtk_recent_info_get_modified ((GtkRecentInfo *) b);

  return g_date_time_compare (tb, ta);
}

/* A figure the window can open: a format whose provenance is read back (PNG, SVG, PDF). */
static gboolean
is_openable_figure (GtkRecentInfo *info)
{
  const char *type = gtk_recent_info_get_mime_type (info);
  gboolean opens = FALSE;

  for (guint i = 0; i < WY_N_EXPORT_FORMATS; i++)
    opens = opens || (wy_export_format_get_info (i)->opens
                      && g_str_equal (type, wy_export_format_get_info (i)->mime_type));
  return opens && gtk_recent_info_has_application (info, RECENT_APP)
         && gtk_recent_info_exists (info);
}

static void
update_recent_menu (WyWindow *self)
{
  GList *items = g_list_sort (gtk_recent_manager_get_items (gtk_recent_manager_get_default ()),
                              newer_first);
  guint n = 0;

  g_menu_remove_all (self->recent_section);
  for (GList *l = items; l != NULL && n < RECENT_MAX; l = l->next)
    if (is_openable_figure (l->data))
      {
        /* a file's "_" is not a mnemonic */
        g_auto (GStrv) parts = g_strsplit (gtk_recent_info_get_display_name (l->data), "_", -1);
        g_autofree char *label = g_strjoinv ("__", parts);
        g_autoptr (GMenuItem) item = g_menu_item_new (label, NULL);

        g_menu_item_set_action_and_target (item, "win.open-recent", "s",
                                           gtk_recent_info_get_uri (l->data));
        g_menu_append_item (self->recent_section, item);
        n++;
      }
  if (n == 0)
    g_menu_append (self->recent_section, _("No recent figures"), NULL);
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

/* ---- opening a figure: a file dropped (wy-window-library.c), a recent one ---- */

/* A file read as a figure that is none and not named as one (notes.txt, a .wygame's other
 * file): the message says what the window opens (it said only "“notes.txt” is not a PNG,
 * SVG or PDF figure"); a file that could not be read, or a figure's own fault, as it is. */
static void
say_not_opened (WyWindow *self, GFile *file, const GError *error)
{
  g_autofree char *name = g_file_get_basename (file), *msg = NULL;
  WyExportFormat format;

  if (g_error_matches (error, WY_ERROR, WY_ERROR_IO) || name == NULL
      || (wy_export_format_from_filename (name, &format, NULL)
          && wy_export_format_get_info (format)->opens))
    {
      _wy_window_show_act_error (self, error->message);
      return;
    }
  msg = g_strdup_printf (_("“%s” is not a file Wythoff Lattice opens: it opens the figures "
                           "it exports (PNG, SVG or PDF) and game files (.wygame)."), name);
  _wy_window_show_act_error (self, msg);
}

gboolean
_wy_window_open_figure_file (WyWindow *self, GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GError) error = NULL;
  WyProvenance prov = { 0 };

  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (&error, WY_ERROR, WY_ERROR_IO,
                   _("Figures can only be opened from local files: copy %s to a folder of "
                     "this computer, and open that copy."), uri);
    }
  else if (wy_export_read_provenance (path, &prov, &error))
    {
      _wy_window_act (self);
      _wy_window_apply_provenance (self, &prov);
      wy_provenance_clear (&prov);
      _wy_window_add_recent (self, file);
      return TRUE;
    }
  say_not_opened (self, file, error);
  return FALSE;
}

static void
open_recent (GtkWidget *widget, const char *action, GVariant *param)
{
  g_autoptr (GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));

  _wy_window_open_figure_file (WY_WINDOW (widget), file);
}

/* ---- an exported figure: news with a button to open it ---- */

static void
open_file (GtkWidget *widget, const char *action, GVariant *param)
{
  gtk_show_uri (GTK_WINDOW (widget), g_variant_get_string (param, NULL), GDK_CURRENT_TIME);
}

/* The Export dialog says here that it wrote a file (its URI: a path need not be UTF-8). */
static void
figure_exported (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  g_autoptr (GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = path ? g_filename_display_basename (path)
                               : g_file_get_parse_name (file);
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *title = g_strdup_printf (_("Exported “%s”."), name);
  AdwToast *toast = _wy_window_toast (self, title);

  _wy_window_act (self);
  /* the target first: the button checks it against the action's */
  adw_toast_set_action_target_value (toast, g_variant_new_string (uri));
  adw_toast_set_action_name (toast, "win.open-file");
  adw_toast_set_button_label (toast, _("_Open"));
  _wy_window_add_recent (self, file);
}

/* ---- the figure as an image on the clipboard ---- */

/* The figure the Export dialog writes by default (a PNG with provenance,
 * 1000 px wide), as the window shows it. */
static GBytes *
figure_png (WyWindow *self, GError **error)
{
  g_autofree char *dir = g_dir_make_tmp ("wythoff-copy-XXXXXX", error);
  g_autofree char *path = NULL;
  WyExportOptions options;
  char *data = NULL;
  gsize length = 0;
  gboolean ok;

  if (dir == NULL)
    return NULL;
  path = g_build_filename (dir, "figure.png", NULL);
  wy_export_options_init (&options);
  wy_board_view_get_options (self->board_view, &options.render);
  options.render.dark = FALSE;
  options.render.has_hover = FALSE;
  ok = wy_export_write (_wy_window_get_board (self), &options, path, error)
       && g_file_get_contents (path, &data, &length, error);
  g_unlink (path);
  g_rmdir (dir);
  return ok ? g_bytes_new_take (data, length) : NULL;
}

static void
copy_image (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) png = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autoptr (GdkContentProvider) content = NULL;

  if (_wy_window_get_board (self) == NULL)
    return;
  png = figure_png (self, &error);
  texture = png ? gdk_texture_new_from_bytes (png, &error) : NULL;
  if (texture == NULL)
    {
      _wy_window_show_act_error (self, error->message);
      return;
    }
  /* the PNG itself first, so that a paste keeps the provenance */
  content = gdk_content_provider_new_union ((GdkContentProvider *[]) {
                                              gdk_content_provider_new_for_bytes ("image/png", png),
                                              gdk_content_provider_new_typed (GDK_TYPE_TEXTURE,
                                                                              texture),
                                            }, 2);
  gdk_clipboard_set_content (gtk_widget_get_clipboard (widget), content);
  _wy_window_toast (self, _("Copied the figure to the clipboard as an image."));
}

/* ---- undo and redo of the game and its size ---- */

/* A state of the history: the board size asked for and the rule, as
 * "size rule" (a size change is a parameter change, as a game's is). */
static char *
current_state (WyWindow *self)
{
  g_autofree char *rule = NULL;

  g_object_get (self, "rule", &rule, NULL);
  return g_strdup_printf ("%u %s", self->user_size, rule);
}

/* The state left, with the step and cell shown there (still the window's
 * while the new board is solved). */
static WyHistoryEntry *
history_entry (WyWindow *self, char *state)
{
  WyHistoryEntry *entry = g_new0 (WyHistoryEntry, 1);

  *entry = (WyHistoryEntry) { state, self->step, self->has_selection, self->selection };
  return entry;
}

static void
history_entry_free (WyHistoryEntry *entry)
{
  g_free (entry->state);
  g_free (entry);
}

/* In play mode undo takes back a move (a game or size changed would end the game) and redo
 * makes it again; the game's history waits until play mode ends. */
static void
update_history_actions (WyWindow *self)
{
  gboolean undo = self->undo_states->len > 0, redo = self->redo_states->len > 0;

  if (self->play_mode)
    {
      /* a move, or the turn handed to the program before any move */
      undo = self->play_record != NULL && (wy_play_record_get_n_moves (self->play_record) > 0
                                           || !wy_play_record_is_players_turn (self->play_record));
      redo = self->play_record != NULL && wy_play_record_get_n_redo (self->play_record) > 0
             && wy_play_record_is_players_turn (self->play_record);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", undo);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", redo);
}

static void
on_play_for_history (WyWindow *self)
{
  if (self->undo_states != NULL)  /* not disposed */
    update_history_actions (self);
}

/* Every new game or size is a step back for undo, unless undo or redo made it. */
static void
on_state_for_history (WyWindow *self)
{
  g_autofree char *state = NULL;

  if (self->undo_states == NULL)  /* disposed */
    return;
  state = current_state (self);
  if (g_strcmp0 (state, self->history_state) == 0)
    return;
  if (!self->restoring && self->history_state != NULL)
    {
      g_ptr_array_add (self->undo_states,
                       history_entry (self, g_steal_pointer (&self->history_state)));
      if (self->undo_states->len > HISTORY_MAX)
        g_ptr_array_remove_index (self->undo_states, 0);
      g_ptr_array_set_size (self->redo_states, 0);
    }
  g_free (self->history_state);
  self->history_state = g_steal_pointer (&state);
  update_history_actions (self);
}

void
_wy_window_forget_history (WyWindow *self)
{
  g_ptr_array_set_size (self->undo_states, 0);
  g_ptr_array_set_size (self->redo_states, 0);
  g_clear_pointer (&self->history_state, g_free);
  on_state_for_history (self);
}

/* Ctrl+Z in a text field undoes the typing; in a number field with nothing
 * typed (the size after Enter) it undoes the game or size, as elsewhere. */
static gboolean
typing_to_undo (GtkWidget *focus)
{
  GtkWidget *spin = focus ? gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) : NULL;
  const char *text;
  char *end;
  gint64 typed;

  if (focus == NULL || !GTK_IS_TEXT (focus))
    return FALSE;
  if (spin == NULL)
    return TRUE;
  text = gtk_editable_get_text (GTK_EDITABLE (focus));
  typed = g_ascii_strtoll (text, &end, 10);
  return *text == '\0' || *end != '\0'
         || typed != gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));
}

/* What an undo or redo changed, said in a toast: "Undone: the board size is 23 again". */
static void
say_history (WyWindow *self, gboolean undo, const char *from, const char *to)
{
  const char *from_rule = strchr (from, ' ') + 1, *to_rule = strchr (to, ' ') + 1;
  g_autofree char *what = NULL;
  g_autofree char *title = NULL;

  if (!g_str_equal (from_rule, to_rule))
    /* Translators: what an undo or redo brought back */
    what = g_strdup_printf (_("the game is %s"), to_rule);
  else
    what = g_strdup_printf (_("the board size is %u"), (guint) g_ascii_strtoull (to, NULL, 10));
  /* Translators: "Undone: the game is wythoff again." */
  title = undo ? g_strdup_printf (_("Undone: %s again."), what)
               : g_strdup_printf (_("Redone: %s again."), what);
  _wy_window_toast (self, title);
}

static void
history_action (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  gboolean undo = g_str_equal (action, "win.undo");
  GPtrArray *from = undo ? self->undo_states : self->redo_states;
  GPtrArray *to = undo ? self->redo_states : self->undo_states;
  WyHistoryEntry *entry;
  g_autofree char *was = NULL;
  char *rule;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (typing_to_undo (focus))
    {
      gtk_widget_activate_action (focus, undo ? "text.undo" : "text.redo", NULL);
      return;
    }
  if (self->play_mode)
    {
      gtk_widget_activate_action (widget, undo ? "win.play-take-back" : "win.play-redo", NULL);
      return;
    }
  if (from->len == 0)
    return;
  entry = g_ptr_array_steal_index (from, from->len - 1);
  was = g_strdup (self->history_state);
  g_ptr_array_add (to, history_entry (self, g_strdup (self->history_state)));
  rule = strchr (entry->state, ' ') + 1;
  /* the step and cell come back with the board (as an opened figure's) */
  self->has_pending = TRUE;
  self->pending_saved = FALSE;
  self->pending_step = entry->step;
  self->pending_has_selection = entry->has_selection;
  self->pending_selection = entry->selection;
  self->restoring = TRUE;
  /* the game first: its cap may lower the size, which then comes back */
  g_object_set (self, "rule", rule, "board-size",
                (guint) g_ascii_strtoull (entry->state, NULL, 10), NULL);
  self->restoring = FALSE;
  on_state_for_history (self);
  say_history (self, undo, was, entry->state);
  _wy_window_say_rule_kept (self);
  history_entry_free (entry);
}

/* ---- set-up ---- */

/* Alt+A and Alt+L (the sum panel's buttons' keys, their mnemonics in the language shown),
 * which the Keyboard Shortcuts window lists: GTK's mnemonics work only on a button shown, and
 * F9 or a narrow window hides the side panel. They show it, with what they did. */
static void
sum_action (GtkWidget *widget, const char *action, GVariant *param)
{
  WyWindow *self = WY_WINDOW (widget);
  g_autofree char *told = NULL;

  adw_flap_set_reveal_flap (ADW_FLAP (self->flap), TRUE);
  if (g_str_equal (action, "win.sum-add"))
    wy_sum_panel_add (self->sum_panel);
  else
    wy_sum_panel_clear (self->sum_panel);
  /* and told where the keys are */
  told = wy_sum_panel_get_text (self->sum_panel);
  _wy_window_tell (self, told);
}

static void
add_sum_keys (WyWindow *self)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();
  const char *actions[] = { "win.sum-add", "win.sum-clear" };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      guint key = wy_sum_panel_get_key (self->sum_panel, i == 1);

      if (key != GDK_KEY_VoidSymbol)
        gtk_shortcut_controller_add_shortcut (
          GTK_SHORTCUT_CONTROLLER (keys),
          gtk_shortcut_new (gtk_keyval_trigger_new (gdk_keyval_to_lower (key), GDK_ALT_MASK),
                            gtk_named_action_new (actions[i])));
    }
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

void
_wy_window_desktop_class_init (GtkWidgetClass *widget_class)
{
  parent_size_allocate = widget_class->size_allocate;
  parent_measure = widget_class->measure;
  widget_class->size_allocate = wy_window_size_allocate;
  widget_class->measure = wy_window_measure;
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, WyWindow, name)
  CHILD (header_bar);
  CHILD (window_title);
  CHILD (game_box);
  CHILD (flap_button);
  CHILD (toast_overlay);
  CHILD (flap);
  CHILD (narrow_game_slot);
  CHILD (animation_bar);
  CHILD (step_info);
  CHILD (recent_section);
#undef CHILD
  gtk_widget_class_install_action (widget_class, "win.side-panel", NULL, toggle_side_panel);
  gtk_widget_class_install_action (widget_class, "win.sum-add", NULL, sum_action);
  gtk_widget_class_install_action (widget_class, "win.sum-clear", NULL, sum_action);
  gtk_widget_class_install_action (widget_class, "win.copy-image", NULL, copy_image);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent);
  gtk_widget_class_install_action (widget_class, "win.open-file", "s", open_file);
  gtk_widget_class_install_action (widget_class, "win.exported", "s", figure_exported);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, history_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, history_action);
}

/* After the game and the settings are in place: the history starts here. */
void
_wy_window_desktop_init (WyWindow *self)
{
  self->narrow_min = WY_WINDOW_NARROW_MIN;
  /* the size's label (before its field) in the controls' column of labels */
  gtk_size_group_add_widget (wy_game_controls_get_label_group (self->game_controls),
                             gtk_widget_get_prev_sibling (self->size_spin));

  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (update_recent_menu), self, G_CONNECT_SWAPPED);
  update_recent_menu (self);

  self->undo_states = g_ptr_array_new_with_free_func ((GDestroyNotify) history_entry_free);
  self->redo_states = g_ptr_array_new_with_free_func ((GDestroyNotify) history_entry_free);
  g_signal_connect (self, "notify::rule", G_CALLBACK (on_state_for_history), NULL);
  g_signal_connect (self, "notify::board-size", G_CALLBACK (on_state_for_history), NULL);
  g_signal_connect (self, "notify::play-mode", G_CALLBACK (on_play_for_history), NULL);
  g_signal_connect (self, "notify::play-record", G_CALLBACK (on_play_for_history), NULL);
  g_signal_connect (self, "notify::rule", G_CALLBACK (on_rule_for_title), NULL);
  g_signal_connect (self, "notify::rule", G_CALLBACK (on_game_for_layout), NULL);
  g_signal_connect_swapped (self->step_label, "notify::label",
                            G_CALLBACK (on_step_text_for_layout), self);
  on_state_for_history (self);
  on_rule_for_title (self);
  g_signal_connect_object (self->flap, "notify::folded", G_CALLBACK (on_flap_for_button), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::reveal-flap", G_CALLBACK (on_flap_for_button),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::reveal-flap", G_CALLBACK (on_flap_for_focus),
                           self, G_CONNECT_SWAPPED);
  on_flap_for_button (self);
  add_sum_keys (self);
}

void
_wy_window_desktop_dispose (WyWindow *self)
{
  g_signal_handlers_disconnect_by_data (gtk_recent_manager_get_default (), self);
  g_clear_pointer (&self->undo_states, g_ptr_array_unref);
  g_clear_pointer (&self->redo_states, g_ptr_array_unref);
  g_clear_pointer (&self->history_state, g_free);
}
