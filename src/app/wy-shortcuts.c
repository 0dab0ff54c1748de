/* wy-shortcuts.c: every keyboard shortcut of the window, in one table that the actions and
 * the help overlay share (the widget tests check that every key the overlay shows works). */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wy-accessible.h"
#include "wy-shortcuts.h"

typedef enum {
  WY_SHORTCUT_ACCEL,    /* an application accelerator: also shown in the menus */
  WY_SHORTCUT_STEP,     /* a window key that yields to text fields and lists */
  WY_SHORTCUT_BINDING,  /* a key binding of the window class */
  WY_SHORTCUT_BOARD,    /* handled by the board when it has the focus (listed for help) */
  WY_SHORTCUT_GTK,      /* handled by GTK: a button's mnemonic (the sum's, bound by the window
                         * too, wy-window-desktop.c), the main menu (listed for help) */
} WyShortcutKind;

typedef struct {
  WyShortcutKind kind;
  const char    *action;   /* "win.step-back"; NULL for the board's keys */
  const char    *accels;   /* GTK accelerators, separated by spaces; the first is shown first */
  const char    *group;    /* the help overlay's group (untranslated; N_) */
  const char    *title;    /* what it does (untranslated; N_); NULL: shown in the row above */
} WyShortcut;

#define STEPS N_("Elimination Steps")
#define BOARD N_("Board")
#define FILES N_("Files")
#define GENERAL N_("General")
#define HEAPS3 N_("Three Heaps")

/* In the order of the help overlay. The arrows move the board's cursor, so
 * the steps are on Page Up and Page Down. A pair of keys shares a row, and the
 * views a row as a range (Ctrl+1 ... 4), so that the window fits a screen 600 px
 * high: the board's 13 lines (with its title) fill a column, the steps, the three
 * heaps and the files share the next. */
static const WyShortcut shortcuts[] = {
  { WY_SHORTCUT_BOARD, NULL, "Left Right Up Down", BOARD, N_("Move the cursor on the board") },
  { WY_SHORTCUT_BOARD, NULL, "Return KP_Enter", BOARD, N_("Select the cursor's position") },
  { WY_SHORTCUT_BINDING, "win.zoom-in", "plus <Control>plus equal <Control>equal KP_Add",
    BOARD, N_("Zoom in") },
  { WY_SHORTCUT_BINDING, "win.zoom-out", "minus <Control>minus KP_Subtract", BOARD,
    N_("Zoom out") },
  { WY_SHORTCUT_BINDING, "win.zoom-fit", "0 <Control>0 KP_0", BOARD,
    N_("Fit the board to the window") },
  { WY_SHORTCUT_BINDING, "win.clear-selection", "Escape", BOARD, N_("Clear the selection") },
  { WY_SHORTCUT_ACCEL, "win.show-lines", "<Control>l", BOARD, N_("Show elimination lines") },
  { WY_SHORTCUT_ACCEL, "win.show-grid", "<Control>g", BOARD, N_("Show the grid") },
  { WY_SHORTCUT_ACCEL, "win.play-mode", "<Control>p", BOARD,
    N_("Play from the selected position") },
  { WY_SHORTCUT_ACCEL, "win.play-program-starts", "<Control><Shift>p", BOARD,
    N_("Let the program move in play") },
  { WY_SHORTCUT_ACCEL, "win.view::outcome", "<Control>1", BOARD,
    N_("Outcome, elimination, Grundy, formula") },
  { WY_SHORTCUT_ACCEL, "win.view::elimination", "<Control>2", BOARD, NULL },
  { WY_SHORTCUT_ACCEL, "win.view::grundy", "<Control>3", BOARD, NULL },
  { WY_SHORTCUT_ACCEL, "win.view::formula", "<Control>4", BOARD, NULL },
  { WY_SHORTCUT_GTK, NULL, "<Alt>a", BOARD, N_("Add the selection to the sum") },
  { WY_SHORTCUT_GTK, NULL, "<Alt>l", BOARD, N_("Clear the sum") },
  { WY_SHORTCUT_STEP, "win.playing", "space", STEPS, N_("Play or pause the animation") },
  { WY_SHORTCUT_STEP, "win.step-back", "Page_Up KP_Page_Up", STEPS,
    N_("Step back or forward") },
  { WY_SHORTCUT_STEP, "win.step-forward", "Page_Down KP_Page_Down", STEPS, NULL },
  { WY_SHORTCUT_STEP, "win.step-first", "Home KP_Home", STEPS, N_("First or last step") },
  { WY_SHORTCUT_STEP, "win.step-last", "End KP_End", STEPS, NULL },
  { WY_SHORTCUT_STEP, "win.slice-back", "bracketleft", HEAPS3, N_("Previous or next slice") },
  { WY_SHORTCUT_STEP, "win.slice-forward", "bracketright", HEAPS3, NULL },
  { WY_SHORTCUT_BOARD, NULL, "Left Right Up Down", HEAPS3, N_("Turn the 3-D view") },
  { WY_SHORTCUT_ACCEL, "win.export", "<Control>e", FILES, N_("Export the figure") },
  { WY_SHORTCUT_ACCEL, "win.open-figure", "<Control>o", FILES,
    N_("Open a figure or a game file (or drop one)") },
  { WY_SHORTCUT_ACCEL, "win.library", "<Control>b", FILES, N_("Open the game library") },
  { WY_SHORTCUT_ACCEL, "win.copy-image", "<Control><Shift>c", FILES,
    N_("Copy the figure as an image") },
  { WY_SHORTCUT_ACCEL, "win.copy-table-csv", "<Control><Alt>c", FILES,
    N_("Copy the table as CSV") },
  { WY_SHORTCUT_ACCEL, "win.save-table", "<Control><Shift>s", FILES, N_("Save the table") },
  { WY_SHORTCUT_ACCEL, "win.undo", "<Control>z", GENERAL,
    N_("Undo a change of the game or the board size; in play, take back a move") },
  { WY_SHORTCUT_ACCEL, "win.redo", "<Control><Shift>z", GENERAL,
    N_("Redo the change or the move undone") },
  { WY_SHORTCUT_ACCEL, "win.side-panel", "F9", GENERAL,
    N_("Show or hide the side panel") },
  { WY_SHORTCUT_GTK, NULL, "F10", GENERAL, N_("Open the main menu") },
  { WY_SHORTCUT_ACCEL, "win.show-help-overlay", "<Control>question", GENERAL,
    N_("Keyboard shortcuts") },
  { WY_SHORTCUT_ACCEL, "app.help", "F1", GENERAL, N_("Open the manual") },
  { WY_SHORTCUT_ACCEL, "window.close", "<Control>w", GENERAL, N_("Close the window") },
  { WY_SHORTCUT_ACCEL, "app.quit", "<Control>q", GENERAL, N_("Quit") },
};

void
wy_shortcuts_set_accels (GtkApplication *app)
{
  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    if (shortcuts[i].kind == WY_SHORTCUT_ACCEL)
      {
        g_auto (GStrv) accels = g_strsplit (shortcuts[i].accels, " ", -1);
        gtk_application_set_accels_for_action (app, shortcuts[i].action,
                                               (const char *const *) accels);
      }
}

void
wy_shortcuts_add_bindings (GtkWidgetClass *widget_class)
{
  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    if (shortcuts[i].kind == WY_SHORTCUT_BINDING)
      {
        g_auto (GStrv) accels = g_strsplit (shortcuts[i].accels, " ", -1);
        for (guint k = 0; accels[k] != NULL; k++)
          {
            guint key;
            GdkModifierType mods;
            if (gtk_accelerator_parse (accels[k], &key, &mods))
              gtk_widget_class_add_binding_action (widget_class, key, mods,
                                                   shortcuts[i].action, NULL);
          }
      }
}

static gboolean
on_step_key (GtkWidget *widget, GVariant *args, gpointer data)
{
  gboolean (*allowed) (GtkWidget *, const char *) =
    g_object_get_data (G_OBJECT (widget), "wy-step-allowed");

  if (allowed != NULL && !allowed (widget, data))
    return FALSE;
  return gtk_widget_activate_action (widget, data, NULL);
}

/* The trigger of a step key: any of its accelerators (NULL if one does not parse). */
static GtkShortcutTrigger *
shortcut_trigger (const WyShortcut *shortcut)
{
  /* GTK writes alternatives with "|" */
  g_auto (GStrv) accels = g_strsplit (shortcut->accels, " ", -1);
  g_autofree char *text = g_strjoinv ("|", accels);

  return gtk_shortcut_trigger_parse_string (text);
}

/* They run before focus navigation, except where allowed says a field needs them. */
void
wy_shortcuts_add_step_keys (GtkWidget *window,
                            gboolean (*allowed) (GtkWidget *window, const char *action))
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  g_object_set_data (G_OBJECT (window), "wy-step-allowed", allowed);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    if (shortcuts[i].kind == WY_SHORTCUT_STEP)
      gtk_shortcut_controller_add_shortcut (
        GTK_SHORTCUT_CONTROLLER (controller),
        gtk_shortcut_new (shortcut_trigger (&shortcuts[i]),
                          gtk_callback_action_new (on_step_key, (gpointer) shortcuts[i].action,
                                                   NULL)));
  gtk_widget_add_controller (window, controller);
}

/* The overlay shows the main keys, not the keypad's twins. */
static char *
shown_accels (const char *accels)
{
  g_auto (GStrv) all = g_strsplit (accels, " ", -1);
  GString *out = g_string_new (NULL);

  for (guint k = 0; all[k] != NULL; k++)
    if (!g_str_has_prefix (all[k], "KP_") && !g_str_has_suffix (all[k], "equal"))
      g_string_append_printf (out, "%s%s", out->len ? " " : "", all[k]);
  return g_string_free (out, FALSE);
}

G_GNUC_PRINTF (2, 0) static void
append_escaped (GString *ui, const char *format, ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_markup_vprintf_escaped (format, args);
  va_end (args);
  g_string_append (ui, text);
}

/* GTK 4.8 names the keys it has no symbol for by their key names, "Page_Up"
 * (only a translation of GTK's says "Bild↑"): a keycap reads "Page Up". */
static void
relabel_keycaps (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "keycap")
      && strchr (gtk_label_get_label (GTK_LABEL (widget)), '_') != NULL)
    {
      g_autofree char *text = g_strdup (gtk_label_get_label (GTK_LABEL (widget)));

      g_strdelimit (text, "_", ' ');
      gtk_label_set_label (GTK_LABEL (widget), text);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    relabel_keycaps (c);
}

/* The keys of the row that begins at first (and the rows shown in it, up to *end): a pair
 * as alternatives, a longer run as a range ("<Control>1...4"). */
static char *
row_accels (guint first, guint *end)
{
  GString *out = g_string_new (NULL);
  guint last = first + 1;

  while (last < G_N_ELEMENTS (shortcuts) && shortcuts[last].title == NULL)
    last++;
  *end = last;
  if (last - first > 2)
    {
      guint key = 0;
      GdkModifierType mods;
      g_autofree char *to = NULL;

      /* the last key without its modifiers, as GNOME writes a range: Ctrl + 1 ⋯ 4 */
      gtk_accelerator_parse (shortcuts[last - 1].accels, &key, &mods);
      to = gtk_accelerator_name (key, 0);
      g_string_printf (out, "%s...%s", shortcuts[first].accels, to);
      return g_string_free (out, FALSE);
    }
  for (guint k = first; k < last; k++)
    {
      g_autofree char *accels = shown_accels (shortcuts[k].accels);
      g_string_append_printf (out, "%s%s", out->len ? " " : "", accels);
    }
  return g_string_free (out, FALSE);
}

/* The section of the help overlay a group is in: its name and title. */
static void
group_section (const char *group, const char **name, const char **title)
{
  gboolean general = g_str_equal (group, GENERAL);

  *name = general ? "general" : "board";
  *title = general ? GENERAL : N_("Board and Files");
}

/* Starts the group of shortcuts[i], closing the one before (group) and, at a new section,
 * the section before. */
static void
append_group (GString *ui, const char *group, guint i)
{
  const char *name, *title, *before = NULL, *unused;

  group_section (shortcuts[i].group, &name, &title);
  if (group != NULL)
    {
      g_string_append (ui, "</object></child>");
      group_section (group, &before, &unused);
    }
  if (before == NULL || !g_str_equal (before, name))
    {
      if (before != NULL)
        g_string_append (ui, "</object></child>");
      append_escaped (ui, "<child><object class=\"GtkShortcutsSection\">"
                      "<property name=\"section-name\">%s</property>"
                      "<property name=\"title\">%s</property>"
                      "<property name=\"max-height\">14</property>", name, _(title), NULL);
    }
  append_escaped (ui, "<child><object class=\"GtkShortcutsGroup\">"
                  "<property name=\"title\">%s</property>", _(shortcuts[i].group), NULL);
}

/* Two sections of one page each: GTK 4.8's switcher between the pages of a section warns of
 * a label of negative width as the window opens, while the sections' menu in the title bar
 * does not. Two columns of at most 14 lines (a group's title is one), with the flatter
 * keycaps of style.css, keep the window below 568 px: a 600 px screen below a top bar; the
 * general keys have a section of their own, as the files' and theirs side by side would be
 * wider than 1024 px. */
GtkWindow *
wy_shortcuts_new_help_overlay (void)
{
  GString *ui = g_string_new ("<interface><object class=\"GtkShortcutsWindow\" id=\"help_overlay\">"
                              "<property name=\"modal\">True</property>");
  g_autoptr (GtkBuilder) builder = NULL;
  const char *group = NULL;

  for (guint i = 0, end; i < G_N_ELEMENTS (shortcuts); i = end)
    {
      g_autofree char *accels = row_accels (i, &end);
      if (group == NULL || !g_str_equal (group, shortcuts[i].group))
        {
          append_group (ui, group, i);
          group = shortcuts[i].group;
        }
      append_escaped (ui, "<child><object class=\"GtkShortcutsShortcut\">"
                      "<property name=\"title\">%s</property>"
                      "<property name=\"accelerator\">%s</property>"
                      "</object></child>", _(shortcuts[i].title), accels);
    }
  g_string_append (ui, "</object></child></object></child></object></interface>");
  builder = gtk_builder_new ();
  {
    g_autofree char *text = g_string_free (g_steal_pointer (&ui), FALSE);
    g_autoptr (GError) error = NULL;

    if (!gtk_builder_add_from_string (builder, text, -1, &error))
      g_error ("help overlay: %s", error->message);
  }
  relabel_keycaps (GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay")));
  /* its search button shows an icon alone */
  wy_accessible_name_tree (GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay")));
  return g_object_ref (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
}
