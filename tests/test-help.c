/* test-help.c: the user manual from the window: F1 and Help in the main menu open the manual
 * in the desktop's help viewer (a program of the build tree, as this test is, opens the build
 * tree's: ghelp:BUILD/help/uninstalled/LANG, which holds the pages and their figures), and
 * without a viewer the window says so and where the pages are. The viewer is a script of the
 * test's own, made the handler of help: and ghelp: in a user's folders of this run alone, so
 * that Yelp is never launched. */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"
#include "wy-test-paths.h"

#include <glib/gstdio.h>
#include <string.h>

#include "wy-application.h"
#include "wy-test-widgets.h"
#include "wy-test-window.h"

#define HELP_TYPE "x-scheme-handler/help"
#define GHELP_TYPE "x-scheme-handler/ghelp"
#define UNINSTALLED_HELP WY_TEST_BUILD_ROOT "/help/uninstalled"
#define VIEWER_ID "wy-test-help-viewer.desktop"

static GtkApplication *app;  /* one for the program: its id is registered once */
static char *tmp_dir;
static char *opened_path;  /* what the viewer was asked to open, a line a launch */

/* The viewer (a script that writes its argument down) and its desktop file, in the user's
 * data folder of this run; set before GTK and GIO read the folders. */
static void
make_viewer (void)
{
  g_autofree char *viewer = g_build_filename (tmp_dir, "viewer", NULL);
  g_autofree char *data = g_build_filename (tmp_dir, "data", NULL);
  g_autofree char *apps = g_build_filename (data, "applications", NULL);
  g_autofree char *desktop = g_build_filename (apps, VIEWER_ID, NULL);
  g_autofree char *cache = g_build_filename (apps, "mimeinfo.cache", NULL);
  g_autofree char *config = g_build_filename (tmp_dir, "config", NULL);
  g_autofree char *script = NULL, *entry = NULL;
  g_autoptr (GError) error = NULL;

  opened_path = g_build_filename (tmp_dir, "opened", NULL);
  script = g_strdup_printf ("#!/bin/sh\nprintf '%%s\\n' \"$1\" >> '%s'\n", opened_path);
  entry = g_strdup_printf ("[Desktop Entry]\nType=Application\nName=Help viewer of the tests\n"
                           "Exec=%s %%u\nMimeType=" HELP_TYPE ";" GHELP_TYPE ";\nNoDisplay=true\n", viewer);
  g_assert_cmpint (g_mkdir_with_parents (apps, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (config, 0700), ==, 0);
  g_file_set_contents (viewer, script, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (viewer, 0700), ==, 0);
  g_file_set_contents (desktop, entry, -1, &error);
  g_assert_no_error (error);
  /* GIO finds a folder's handlers in its cache, as update-desktop-database writes it */
  g_file_set_contents (cache, "[MIME Cache]\n" HELP_TYPE "=" VIEWER_ID ";\n"
                       GHELP_TYPE "=" VIEWER_ID ";\n", -1, &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
}

/* The test's viewer is the only handler of the scheme (of its type; any other, Yelp say, is
 * removed from the user's associations of this run); FALSE: no handler at all. */
static void
use_viewer_for (const char *scheme, const char *type, gboolean ours)
{
  GList *all;
  g_autoptr (GAppInfo) handler = NULL;
  g_autoptr (GError) error = NULL;

  /* the user's default and associations of an earlier call go first */
  g_app_info_reset_type_associations (type);
  all = g_app_info_get_all_for_type (type);
  for (GList *l = all; l != NULL; l = l->next)
    {
      const char *id = g_app_info_get_id (l->data);

      g_test_message ("a handler of %s: %s", scheme, id);
      if (ours && g_strcmp0 (id, VIEWER_ID) == 0)
        g_app_info_set_as_default_for_type (l->data, type, &error);
      else
        g_app_info_remove_supports_type (l->data, type, &error);
      g_assert_no_error (error);
    }
  g_list_free_full (all, g_object_unref);
  handler = g_app_info_get_default_for_uri_scheme (scheme);
  if (ours)
    g_assert_cmpstr (handler ? g_app_info_get_id (handler) : NULL, ==, VIEWER_ID);
  else if (handler != NULL)
    g_error ("%s still opens %s: here", g_app_info_get_id (handler), scheme);
}

/* help: of the installed program and ghelp: of the build tree's alike */
static void
use_viewer (gboolean ours)
{
  use_viewer_for ("help", HELP_TYPE, ours);
  use_viewer_for ("ghelp", GHELP_TYPE, ours);
}

static gboolean
viewer_opened (WyWindow *window, gpointer data)
{
  return g_file_test (opened_path, G_FILE_TEST_EXISTS);
}

/* The viewer was launched once, with the address expected. */
static void
assert_manual_opened (const char *expected)
{
  g_autofree char *opened = NULL;
  g_autoptr (GError) error = NULL;

  wy_test_wait_until (NULL, viewer_opened, NULL);
  /* the script writes its line at once; wait for the line's end */
  do
    {
      g_clear_pointer (&opened, g_free);
      g_file_get_contents (opened_path, &opened, NULL, &error);
      g_assert_no_error (error);
    }
  while (strchr (opened, '\n') == NULL);
  g_assert_cmpstr (g_strchomp (opened), ==, expected);
  g_assert_cmpint (g_unlink (opened_path), ==, 0);
}

/* The figures a page names (<media src="figures/NAME.png">) are files of the folder; the
 * number named, added to *named. */
static void
assert_media_there (const char *dir, const char *page, int *named)
{
  g_autofree char *path = g_build_filename (dir, page, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GRegex) media = g_regex_new ("<media\\b[^>]*\\ssrc=\"([^\"]+)\"", 0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  for (g_regex_match (media, text, 0, &match); g_match_info_matches (match);
       g_match_info_next (match, NULL))
    {
      g_autofree char *src = g_match_info_fetch (match, 1);
      g_autofree char *figure = g_build_filename (dir, src, NULL);

      g_test_message ("%s names %s", page, src);
      if (!g_file_test (figure, G_FILE_TEST_IS_REGULAR))
        g_error ("%s names %s, not in %s", page, src, dir);
      (*named)++;
    }
}

/* The build tree's manual in LANG, as a program of the build tree opens it: a Mallard folder
 * (index.page) with every page of the English manual, in LANG (the German pages are the
 * merged ones, in German), and every figure the pages name. */
static void
assert_build_manual (const char *lang)
{
  g_autofree char *dir = g_build_filename (UNINSTALLED_HELP, lang, NULL);
  g_autoptr (GDir) english = g_dir_open (WY_TEST_SOURCE_ROOT "/help/C", 0, NULL);
  g_autofree char *index = g_build_filename (dir, "index.page", NULL), *text = NULL;
  const char *name;
  int pages = 0, named = 0;

  g_assert_nonnull (english);
  g_assert_true (g_file_test (index, G_FILE_TEST_IS_REGULAR));
  while ((name = g_dir_read_name (english)) != NULL)
    if (g_str_has_suffix (name, ".page"))
      {
        assert_media_there (dir, name, &named);
        pages++;
      }
  g_assert_cmpint (pages, >, 1);
  /* the pages name figures (help/figures), or this checks nothing of them */
  g_assert_cmpint (named, >, 0);
  g_assert_true (g_file_get_contents (index, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, g_str_equal (lang, "de") ? "xml:lang=\"de\"" : "<page"));
}

/* A window of the application, as the program runs it (the accelerators are the
 * application's, installed as it starts). */
static WyWindow *
open_app_window (void)
{
  WyWindow *window = wy_test_open_window (1000, 700);

  gtk_window_set_application (GTK_WINDOW (window), app);
  return window;
}

/* F1 as the window takes it: the application's shortcut for F1, activated on the window. */
static void
press_f1 (WyWindow *window)
{
  g_autoptr (GtkShortcut) shortcut = wy_test_find_shortcut (GTK_WIDGET (window), "F1", FALSE);
  GtkShortcutAction *action;

  g_assert_nonnull (shortcut);
  action = gtk_shortcut_get_action (shortcut);
  g_assert_true (GTK_IS_NAMED_ACTION (action));
  g_assert_cmpstr (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), ==, "app.help");
  g_assert_true (gtk_shortcut_action_activate (action, 0, GTK_WIDGET (window),
                                               gtk_shortcut_get_arguments (shortcut)));
}

/* A build tree whose path has a space, '?', '#', '%' or a non-ASCII letter: the address
 * read back as Yelp reads ghelp:/PATH (the text up to '?' or '#', as file:/PATH) is the
 * folder itself. */
static void
test_uri_escaped (void)
{
  const char *folders[] = { "/home/a b/My Projects/wythoff/_build/help/uninstalled/C",
                            "/tmp/w?x#y%z/help/uninstalled/de", "/tmp/Übung/help/C",
                            UNINSTALLED_HELP "/C" };

  for (guint i = 0; i < G_N_ELEMENTS (folders); i++)
    {
      g_autofree char *uri = wy_application_help_uri_for_folder (folders[i]);
      g_autofree char *file_uri = NULL, *path = NULL;
      g_autoptr (GFile) file = NULL;

      g_assert_true (g_str_has_prefix (uri, "ghelp:/"));
      g_assert_null (strpbrk (uri, "?# "));
      file_uri = g_strconcat ("file:/", uri + strlen ("ghelp:/"), NULL);
      file = g_file_new_for_uri (file_uri);
      path = g_file_get_path (file);
      g_assert_cmpstr (path, ==, folders[i]);
    }
}

static void
test_f1 (void)
{
  WyWindow *window = open_app_window ();
  g_auto (GStrv) actions = gtk_application_get_actions_for_accel (app, "F1");

  use_viewer (TRUE);
  g_assert_cmpstrv (actions, ((const char *[]) { "app.help", NULL }));
  press_f1 (window);
  assert_manual_opened ("ghelp:" UNINSTALLED_HELP "/C");
  assert_build_manual ("C");
  /* nothing said: the viewer has it */
  g_assert_false (gtk_info_bar_get_revealed (GTK_INFO_BAR (window->error_bar)));
  wy_test_close_window (window);
}

/* The item of the menu model whose label is label: its section and index there. */
static gboolean
find_item (GMenuModel *model, const char *label, GMenuModel **section, int *index)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *text = NULL;
      g_autoptr (GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);
      GMenuModel *child;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &text)
          && g_str_equal (text, label))
        {
          *section = model;
          *index = i;
          return TRUE;
        }
      while (g_menu_link_iter_get_next (links, NULL, &child))
        {
          gboolean found = find_item (child, label, section, index);

          g_object_unref (child);
          if (found)
            return TRUE;
        }
    }
  return FALSE;
}

static char *
item_action (GMenuModel *section, int index)
{
  char *action = NULL;

  g_menu_model_get_item_attribute (section, index, G_MENU_ATTRIBUTE_ACTION, "s", &action);
  return action;
}

/* The open menu's button labelled label (its items are GTK's model buttons, which activate
 * their item's action when clicked). */
static GtkWidget *
find_menu_button (GtkWidget *widget, const char *label)
{
  if (GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_label (GTK_LABEL (widget)), label))
    return gtk_widget_get_parent (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_menu_button (c, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Help, in the main menu's last section between Keyboard Shortcuts and About (GNOME's
 * order), chosen as a user chooses it, opens the manual. */
static void
test_menu_item (void)
{
  WyWindow *window = open_app_window ();
  GtkMenuButton *button = GTK_MENU_BUTTON (window->primary_menu_button);
  GMenuModel *section = NULL;
  int index = -1;
  g_autofree char *action = NULL, *before = NULL, *after = NULL;
  GtkWidget *item;

  use_viewer (TRUE);
  g_assert_true (find_item (gtk_menu_button_get_menu_model (button), "_Help", &section, &index));
  action = item_action (section, index);
  g_assert_cmpstr (action, ==, "app.help");
  g_assert_cmpint (index, >, 0);
  g_assert_cmpint (index + 1, <, g_menu_model_get_n_items (section));
  before = item_action (section, index - 1);
  after = item_action (section, index + 1);
  g_assert_cmpstr (before, ==, "win.show-help-overlay");
  g_assert_cmpstr (after, ==, "app.about");

  gtk_menu_button_popup (button);
  wy_test_drain ();
  item = find_menu_button (GTK_WIDGET (gtk_menu_button_get_popover (button)), "_Help");
  g_assert_nonnull (item);
  g_assert_true (gtk_widget_is_sensitive (item) && gtk_widget_get_mapped (item));
  /* the key beside it */
  g_assert_nonnull (find_menu_button (item, "F1"));
  g_signal_emit_by_name (item, "clicked");
  assert_manual_opened ("ghelp:" UNINSTALLED_HELP "/C");
  wy_test_close_window (window);
}

/* A reader of German (help/LINGUAS has de) gets the German pages, with the same figures; a
 * language without a translation, the English ones. */
static void
test_f1_language (void)
{
  WyWindow *window = open_app_window ();

  use_viewer (TRUE);
  g_setenv ("LANGUAGE", "de", TRUE);
  press_f1 (window);
  assert_manual_opened ("ghelp:" UNINSTALLED_HELP "/de");
  assert_build_manual ("de");
  g_setenv ("LANGUAGE", "eo", TRUE);
  press_f1 (window);
  assert_manual_opened ("ghelp:" UNINSTALLED_HELP "/C");
  g_setenv ("LANGUAGE", "en", TRUE);
  wy_test_close_window (window);
}

static gboolean
message_shown (WyWindow *window, gpointer data)
{
  return gtk_info_bar_get_revealed (GTK_INFO_BAR (window->error_bar));
}

/* No help viewer (none installed): no crash, and the window says that the manual could not
 * be opened and where its pages are. */
static void
test_no_viewer (void)
{
  WyWindow *window = open_app_window ();
  g_autofree char *index = g_build_filename (UNINSTALLED_HELP "/C", "index.page", NULL);
  const char *text;

  use_viewer (FALSE);
  press_f1 (window);
  wy_test_wait_until (window, message_shown, NULL);
  text = gtk_label_get_text (GTK_LABEL (window->error_label));
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "The manual could not be opened"));
  g_assert_nonnull (strstr (text, "no help viewer is installed"));
  /* a program of the build tree names the folder of the build tree's pages, which are there */
  g_assert_nonnull (strstr (text, "Its pages are in " UNINSTALLED_HELP "/C."));
  g_assert_true (g_file_test (index, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (opened_path, G_FILE_TEST_EXISTS));
  wy_test_close_window (window);
}

static void
rm_rf (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFileEnumerator) children =
    g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_NAME,
                               G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  GFileInfo *info;

  while (children && (info = g_file_enumerator_next_file (children, NULL, NULL)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, g_file_info_get_name (info), NULL);

      rm_rf (child);
      g_object_unref (info);
    }
  g_remove (path);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  /* English, whatever the language of the run (test_f1_language sets its own) */
  g_setenv ("LANGUAGE", "en", TRUE);
  tmp_dir = g_dir_make_tmp ("wy-test-help-XXXXXX", &error);
  g_assert_no_error (error);
  make_viewer ();
  gtk_test_init (&argc, &argv, NULL);
  app = GTK_APPLICATION (wy_application_new ());
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  /* in this order: the last removes the viewer */
  g_test_add_func ("/gui/help/uri-escaped", test_uri_escaped);
  g_test_add_func ("/gui/help/f1", test_f1);
  g_test_add_func ("/gui/help/menu-item", test_menu_item);
  g_test_add_func ("/gui/help/language", test_f1_language);
  g_test_add_func ("/gui/help/no-viewer", test_no_viewer);
  status = g_test_run ();
  g_object_unref (app);
  rm_rf (tmp_dir);
  g_free (tmp_dir);
  g_free (opened_path);
  return status;
}
