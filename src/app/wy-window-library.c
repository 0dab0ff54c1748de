/* wy-window-library.c: the window and the game library: a game file shown (from the library,
 * the command line, a drop), a file dropped on the window or chosen in the open dialog
 * opened, the game shown saved as a game file, and the actions. */
#define G_LOG_DOMAIN "wy-app"

#include "config.h"

#include <glib/gi18n.h>

#include "wy-export-dialog.h"
#include "wy-library-page.h"
#include "wy-library-save.h"
#include "wy-window-library.h"
#include "wy-window-private.h"

gboolean
wy_is_game_file_name (const char *name)
{
  g_autofree char *lower = g_ascii_strdown (name, -1);

  return g_str_has_suffix (lower, WY_GAME_FILE_EXTENSION);
}

void
wy_window_show_game_file (WyWindow *self, const WyGameFile *file)
{
  WyProvenance prov = { 0 };
  g_autofree char *msg = NULL, *cut = NULL;

  prov.game = (char *) wy_game_file_get_rule (file);
  /* the side the core solves the game on in its view: the file's Size or, cut, its cap */
  prov.size = wy_game_file_get_shown_size (file, &cut);
  prov.step = wy_game_file_get_step (file);
  prov.style = self->style;
  prov.axes = TRUE;
  if (!wy_view_from_name (wy_game_file_get_view (file), &prov.view))
    prov.view = WY_VIEW_OUTCOME;
  _wy_window_apply_game_file (self, &prov);
  /* the view and size are the user's settings too: say that they changed */
  /* Translators: a game file's title and name */
  msg = g_strdup_printf (_("Showing %s (%s): its game, board size, step and view."),
                         wy_game_file_get_title (file), wy_game_file_get_name (file));
  if (cut != NULL)
    {
      /* the cut said where the note stays, not only in a toast that goes */
      char *with = g_strdup_printf ("%s %s.", msg, cut);
      g_free (msg);
      msg = with;
    }
  _wy_window_show_note (self, msg);
}

WyGameFile *
wy_window_to_game_file (WyWindow *self, const char *name, GError **error)
{
  g_autoptr (WyGameFile) file = NULL;

  if (self->game == NULL)
    {
      g_set_error (error, WY_ERROR, WY_ERROR_UNSUPPORTED, _("There is no game to save yet."));
      return NULL;
    }
  /* a suggestion: the core's name and title for the game */
  if (name == NULL)
    return wy_game_file_new (self->game, NULL);
  if (*name == '\0')
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("Give the game a name: 1 to 64 lower-case letters, digits, “-”, “_” "
                     "and “.”."));
      return NULL;
    }
  file = wy_game_file_new (self->game, name);
  /* the core replaces a name that is not a name: refuse it instead */
  if (!g_str_equal (wy_game_file_get_name (file), name))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_PARSE,
                   _("“%s” cannot name a game file: use 1 to 64 lower-case letters, digits, "
                     "“-”, “_” and “.”."), name);
      return NULL;
    }
  if (!wy_game_file_set_size (file, self->size, error)
      || !wy_game_file_set_view (file, wy_view_get_name (self->view), error)
      || !wy_game_file_set_step (file, self->step, error))
    return NULL;
  return g_steal_pointer (&file);
}

static gboolean
open_game_file (WyWindow *self, GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGameFile) game_file = NULL;

  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (&error, WY_ERROR, WY_ERROR_IO,
                   _("Game files can only be opened from local files: copy %s to a folder "
                     "of this computer, and open that copy."), uri);
    }
  else
    game_file = wy_game_file_load (path, &error);
  if (game_file == NULL)
    {
      /* as a figure's: said until the next act (a new window's first board keeps it) */
      _wy_window_show_act_error (self, error->message);
      return FALSE;
    }
  wy_window_show_game_file (self, game_file);
  return TRUE;
}

gboolean
wy_window_open_file (WyWindow *self, GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  if (name != NULL && wy_is_game_file_name (name))
    return open_game_file (self, file);
  return _wy_window_open_figure_file (self, file);
}

static void
on_file_chosen (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (WyWindow) self = data;
  g_autoptr (GFile) file = wy_open_file_finish (res);

  if (file != NULL)
    wy_window_open_file (self, file);
}

/* Ctrl+O: a figure or a game file, opened as a drop or the command line opens it. */
static void
open_action (GtkWidget *widget, const char *action, GVariant *param)
{
  wy_open_file_async (GTK_WINDOW (widget), on_file_chosen, g_object_ref (widget));
}

/* A text dropped: the game of a rule string or of the name of a game of the library (as the
 * rule field takes it); another text says what may be dropped. */
static gboolean
drop_text (WyWindow *self, const char *dropped)
{
  g_autofree char *text = g_strstrip (g_strdup (dropped)), *shown = NULL, *msg = NULL;
  g_autofree char *start = g_utf8_substring (text, 0, 60);
  g_autoptr (GError) error = NULL;
  g_autoptr (WyGame) game = wy_game_new_from_text (text, &error);

  if (game != NULL)
    {
      _wy_window_set_game (self, game);
      return TRUE;
    }
  /* a page of text is not repeated whole */
  shown = g_utf8_strlen (text, -1) > 60 ? g_strconcat (start, "…", NULL) : g_strdup (text);
  msg = g_strdup_printf (_("The text dropped, “%s”, is no game: drop a rule string (such as "
                           "“wyt:a=1,b=2”), a game file (.wygame) or a figure it exported "
                           "(PNG, SVG or PDF)."), shown);
  _wy_window_show_act_error (self, msg);
  return FALSE;
}

static gboolean
on_drop (GtkDropTarget *target, const GValue *value, double x, double y, WyWindow *self)
{
  GFile *file = NULL;

  if (G_VALUE_HOLDS_STRING (value))
    return drop_text (self, g_value_get_string (value));
  if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    file = g_value_get_object (value);
  else if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));

      file = files ? files->data : NULL;
      g_slist_free (files);
    }
  return file != NULL && wy_window_open_file (self, file);
}

static WyGameFile *
make_file (GObject *window, const char *name, GError **error)
{
  return wy_window_to_game_file (WY_WINDOW (window), name, error);
}

/* A save from the window's menu: said in a toast. */
static void
on_saved (GObject *window, const char *name, const char *path)
{
  g_autofree char *msg = g_strdup_printf (_("Saved “%s” to the library."), name);

  _wy_window_toast (WY_WINDOW (window), msg);
}

/* A save from the library: said in the window, and the library lists it. */
static void
on_saved_in_library (GObject *library, const char *name, const char *path)
{
  GtkWindow *window = gtk_window_get_transient_for (GTK_WINDOW (library));

  if (WY_IS_WINDOW (window))
    on_saved (G_OBJECT (window), name, path);
  wy_library_page_reload (WY_LIBRARY_PAGE (library));
}

static void
on_library_save (WyLibraryPage *library, WyWindow *self)
{
  wy_library_save_present (GTK_WINDOW (library), G_OBJECT (self), make_file, on_saved_in_library,
                           G_OBJECT (library));
}

static void
on_library_game (WyLibraryPage *library, const WyGameFile *file, WyWindow *self)
{
  wy_window_show_game_file (self, file);
}

GtkWindow *
wy_window_new_library_page (WyWindow *self)
{
  GtkWindow *library = wy_library_page_new (GTK_WINDOW (self));

  g_signal_connect_object (library, "game-activated", G_CALLBACK (on_library_game), self, 0);
  g_signal_connect_object (library, "save-requested", G_CALLBACK (on_library_save), self, 0);
  return library;
}

GtkWindow *
wy_window_present_library_save (WyWindow *self)
{
  return wy_library_save_present (GTK_WINDOW (self), G_OBJECT (self), make_file, on_saved,
                                  G_OBJECT (self));
}

static void
library_action (GtkWidget *widget, const char *action, GVariant *param)
{
  _wy_window_present_within (WY_WINDOW (widget), wy_window_new_library_page (WY_WINDOW (widget)));
}

static void
save_action (GtkWidget *widget, const char *action, GVariant *param)
{
  wy_window_present_library_save (WY_WINDOW (widget));
}

/* A file dropped on the window opens (wy_window_open_file), a text its game (the files a
 * file manager drops come as files, the first type taken). */
void
_wy_window_library_init (WyWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);

  gtk_drop_target_set_gtypes (target, (GType[]) { GDK_TYPE_FILE_LIST, G_TYPE_FILE,
                                                  G_TYPE_STRING }, 3);
  g_signal_connect (target, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

void
_wy_window_library_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.library", NULL, library_action);
  gtk_widget_class_install_action (widget_class, "win.save-to-library", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.open-figure", NULL, open_action);
}
