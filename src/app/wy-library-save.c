/* wy-library-save.c: the Save to Library dialog: a name and a title for the game a source
 * (the window) shows, written by the core (atomically, into the user's folder); a refusal
 * stays in the dialog as one message. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-accessible.h"
#include "wy-library-save.h"

typedef struct {
  GObject        *source;     /* not a reference: the dialog dies with it */
  WyLibraryMakeFile make;
  WyLibrarySaved  saved;
  GWeakRef        owner;
  GtkWidget      *name;
  GtkWidget      *title;
  GtkWidget      *error;
  GtkWidget      *replace;    /* shown under a refusal for a name taken in the library */
  GtkWidget      *save;
  GtkWidget      *cancel;
} SaveDialog;

static void
save_dialog_free (gpointer data)
{
  SaveDialog *d = data;

  g_weak_ref_clear (&d->owner);
  g_free (d);
}

static SaveDialog *
dialog_of (GtkWindow *dialog)
{
  return g_object_get_data (G_OBJECT (dialog), "wy-save-dialog");
}

static void
show_error (SaveDialog *d, const char *message)
{
  gtk_label_set_text (GTK_LABEL (d->error), message ? message : "");
  gtk_widget_set_visible (d->error, message != NULL);
  gtk_widget_set_visible (d->replace, FALSE);
}

/* A game of the name in the user's library: a refusal to add is the name taken, which
 * Replace may overwrite (the core's message says both ways out). */
static gboolean
name_taken (const char *name)
{
  g_autofree char *dir = wy_library_user_dir ();
  g_autofree char *base = g_strconcat (name, ".wygame", NULL);
  g_autofree char *path = g_build_filename (dir, base, NULL);

  return g_file_test (path, G_FILE_TEST_EXISTS);
}

/* Write the file (over one of the name with replace); FALSE with the message shown. */
static gboolean
save (GtkWindow *dialog, gboolean replace)
{
  SaveDialog *d = dialog_of (dialog);
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGameFile) file = NULL;
  g_autoptr (GObject) owner = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (d->name))));
  g_autofree char *title = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (d->title))));

  file = d->make (d->source, name, &error);
  if (file != NULL && *title && !wy_game_file_set_title (file, title, &error))
    g_clear_pointer (&file, wy_game_file_unref);
  if (file != NULL)
    path = wy_library_add (file, replace, &error);
  if (path == NULL)
    {
      show_error (d, error->message);
      gtk_widget_set_visible (d->replace, file != NULL && !replace && name_taken (name));
      return FALSE;
    }
  owner = g_weak_ref_get (&d->owner);
  if (owner != NULL && d->saved != NULL)
    d->saved (owner, name, path);
  gtk_window_destroy (dialog);
  return TRUE;
}

static void
on_save (GtkWidget *button, GtkWindow *dialog)
{
  save (dialog, FALSE);
}

static void
on_replace (GtkWidget *button, GtkWindow *dialog)
{
  save (dialog, TRUE);
}

static void
on_name_changed (GtkEditable *name, SaveDialog *d)
{
  gtk_widget_set_sensitive (d->save, *gtk_editable_get_text (name) != '\0');
  show_error (d, NULL);
}

static void
on_title_changed (GtkEditable *title, SaveDialog *d)
{
  show_error (d, NULL);
}

static GtkWidget *
field (GtkWidget *box, const char *label_text, const char *text, const char *hint)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (label_text);
  GtkWidget *entry = gtk_entry_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), entry);
  gtk_widget_add_css_class (label, "heading");
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  label, NULL, -1);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), entry);
  if (hint != NULL)
    {
      GtkWidget *note = gtk_label_new (hint);

      gtk_label_set_wrap (GTK_LABEL (note), TRUE);
      gtk_label_set_xalign (GTK_LABEL (note), 0);
      gtk_widget_add_css_class (note, "caption");
      gtk_widget_add_css_class (note, "dim-label");
      gtk_box_append (GTK_BOX (box), note);
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, hint, -1);
    }
  return entry;
}

static GtkWidget *
header_bar (GtkWindow *dialog, SaveDialog *d)
{
  GtkWidget *header = gtk_header_bar_new ();
  GtkWidget *cancel = d->cancel = gtk_button_new_with_mnemonic (_("_Cancel"));

  gtk_header_bar_set_show_title_buttons (GTK_HEADER_BAR (header), FALSE);
  d->save = gtk_button_new_with_mnemonic (_("_Save"));
  gtk_widget_add_css_class (d->save, "suggested-action");
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_destroy), dialog);
  g_signal_connect (d->save, "clicked", G_CALLBACK (on_save), dialog);
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), cancel);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), d->save);
  return header;
}

/* The fields: the game saved, its name (a suggestion from the rule), its title, the error. */
static GtkWidget *
content (SaveDialog *d)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autofree char *rule = NULL, *intro = NULL;
  g_autoptr (WyGameFile) suggestion = NULL;

  g_object_get (d->source, "rule", &rule, NULL);
  suggestion = d->make (d->source, NULL, NULL);
  intro = g_strdup_printf (_("The game shown, %s, with its board size, view and step, as a "
                             "game file in your library."), rule ? rule : "");
  gtk_box_append (GTK_BOX (box), gtk_label_new (intro));
  gtk_label_set_wrap (GTK_LABEL (gtk_widget_get_last_child (box)), TRUE);
  gtk_label_set_xalign (GTK_LABEL (gtk_widget_get_last_child (box)), 0);
  d->name = field (box, _("_Name"), suggestion ? wy_game_file_get_name (suggestion) : "",
                   _("1 to 64 lower-case letters, digits, “-”, “_” and “.”; the file is "
                     "NAME.wygame."));
  d->title = field (box, _("_Title"), suggestion ? wy_game_file_get_title (suggestion) : "",
                    NULL);
  d->error = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (d->error), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (d->error), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (d->error), 0);
  gtk_label_set_selectable (GTK_LABEL (d->error), TRUE);
  gtk_widget_add_css_class (d->error, "error");
  gtk_widget_set_visible (d->error, FALSE);
  gtk_box_append (GTK_BOX (box), d->error);
  d->replace = gtk_button_new_with_mnemonic (_("_Replace"));
  gtk_widget_add_css_class (d->replace, "destructive-action");
  gtk_widget_set_halign (d->replace, GTK_ALIGN_END);
  gtk_widget_set_visible (d->replace, FALSE);
  gtk_box_append (GTK_BOX (box), d->replace);
  g_object_set (box, "margin-start", 12, "margin-end", 12, "margin-top", 12,
                "margin-bottom", 12, NULL);
  g_signal_connect (d->name, "changed", G_CALLBACK (on_name_changed), d);
  g_signal_connect (d->title, "changed", G_CALLBACK (on_title_changed), d);
  return box;
}

/* Shown, its title styled (bold, which a measure before sees narrower): wide enough for the
 * title whole between the buttons ("In der Bibliothek speichern" was cut to "In der
 * Bibliothek s…"), up to the width of the window it is over. The title is centred: the
 * wider button's width on both sides. */
static void
on_map (GtkWindow *dialog, gpointer parent_width)
{
  SaveDialog *d = g_object_get_data (G_OBJECT (dialog), "wy-save-dialog");
  int natural, save, cancel, width, height, within = GPOINTER_TO_INT (parent_width);

  gtk_widget_measure (gtk_window_get_titlebar (dialog), GTK_ORIENTATION_HORIZONTAL, -1, NULL,
                      &natural, NULL, NULL);
  gtk_widget_measure (d->save, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &save, NULL, NULL);
  gtk_widget_measure (d->cancel, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &cancel, NULL, NULL);
  natural += ABS (save - cancel);
  gtk_window_get_default_size (dialog, &width, &height);
  if (within > 0)
    natural = MIN (natural, within);
  if (natural > width)
    gtk_window_set_default_size (dialog, natural, -1);
}

GtkWindow *
wy_library_save_present (GtkWindow *parent, GObject *source, WyLibraryMakeFile make,
                         WyLibrarySaved saved, GObject *owner)
{
  GtkWindow *dialog = GTK_WINDOW (gtk_window_new ());
  SaveDialog *d = g_new0 (SaveDialog, 1);
  int width = gtk_widget_get_width (GTK_WIDGET (parent));

  d->source = source;
  d->make = make;
  d->saved = saved;
  g_weak_ref_init (&d->owner, owner);
  g_object_set_data_full (G_OBJECT (dialog), "wy-save-dialog", d, save_dialog_free);
  gtk_window_set_title (dialog, _("Save to Library"));
  gtk_window_set_transient_for (dialog, parent);
  gtk_window_set_modal (dialog, TRUE);
  gtk_window_set_destroy_with_parent (dialog, TRUE);
  /* a phone's 360 px: no wider than the window it is over; wider than 440 px where the
   * title needs it (on_map) */
  gtk_window_set_default_size (dialog, width > 0 ? MIN (width, 440) : 440, -1);
  gtk_window_set_titlebar (dialog, header_bar (dialog, d));
  g_signal_connect (dialog, "map", G_CALLBACK (on_map), GINT_TO_POINTER (width));
  gtk_window_set_child (dialog, content (d));
  g_signal_connect (d->replace, "clicked", G_CALLBACK (on_replace), dialog);
  gtk_window_set_default_widget (dialog, d->save);
  gtk_widget_set_sensitive (d->save, *gtk_editable_get_text (GTK_EDITABLE (d->name)) != '\0');
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "wy-save-dialog");
  /* a plain window: Escape closes it as it closes a dialog; its buttons read "Save", not
   * "_Save" */
  gtk_widget_add_controller (GTK_WIDGET (dialog), wy_accessible_escape_closes ());
  wy_accessible_name_tree (GTK_WIDGET (dialog));
  gtk_window_present (dialog);
  gtk_widget_grab_focus (d->name);
  return dialog;
}
