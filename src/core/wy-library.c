/* wy-library.c: the game library: the shipped folder and the user's, listed by name; a file added to the user's; a game named by a rule string or a library game's name. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "wy-game-file-private.h"
#include "wy-game-private.h"
#include "wy-spelling-private.h"
#include "wy-uninstalled-private.h"

#define EXTENSION ".wygame"
/* A folder holds at most this many game files (the rest are named as left out): with
 * WY_GAME_FILE_MAX_BYTES each, a list stays within 256 MiB. */
#define MAX_FILES 1000u

char *
wy_library_games_dir (void)
{
  const char *env = g_getenv ("WY_GAMES_DIR");
  const char *source = _wy_uninstalled_source_dir ();

  if (env && *env)
    return g_strdup (env);
  /* a program of the build tree reads the source tree's games */
  if (source)
    return g_build_filename (source, "data", "games", NULL);
#ifdef WY_GAMES_DIR_FROM_PROGRAM
  /* installed by pip (-Dwheel=true): the games inside the Python package, found from the
   * program's folder (the Python layer sets WY_GAMES_DIR for the library it loads) */
  {
    g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
    g_autofree char *bindir = exe ? g_path_get_dirname (exe) : NULL;
    g_autofree char *beside = bindir ? g_build_filename (bindir, WY_GAMES_DIR_FROM_PROGRAM, NULL) : NULL;
    g_autofree char *dir = beside ? g_canonicalize_filename (beside, NULL) : NULL;

    if (dir && g_file_test (dir, G_FILE_TEST_IS_DIR))
      return g_steal_pointer (&dir);
  }
#endif
  return g_strdup (WY_GAMES_DIR);
}

char *
wy_library_user_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "wythoff-lattice", "games", NULL);
}

static int
by_name (gconstpointer pa, gconstpointer pb)
{
  const WyGameFile *a = *(WyGameFile *const *) pa, *b = *(WyGameFile *const *) pb;
  int c = strcmp (wy_game_file_get_name (a), wy_game_file_get_name (b));

  return c != 0 ? c : a->user - b->user;
}

static int
by_text (gconstpointer pa, gconstpointer pb)
{
  return strcmp (*(char *const *) pa, *(char *const *) pb);
}

/* The .wygame files of a folder, sorted by file name (for a stable order of the problems). */
/* A library's file is NAME.wygame: a game is found by its name, and `library add` writes
 * it so. Another one is a problem (said, left out), and file is dropped. */
static gboolean
named_as_its_file (WyGameFile *file, const char *base, const char *path, GPtrArray *problems)
{
  const char *name = wy_game_file_get_name (file);
  g_autofree char *want = g_strconcat (name, EXTENSION, NULL);

  if (strcmp (base, want) == 0)
    return TRUE;
  g_ptr_array_add (problems, g_strdup_printf ("%s: its Name is %s, so its file must be %s in a "
                                              "library folder (rename the file or change its "
                                              "Name)", path, name, want));
  wy_game_file_unref (file);
  return FALSE;
}

static gboolean
scan (const char *dir, gboolean user, GPtrArray *files, GPtrArray *problems, GError **error)
{
  g_autoptr (GDir) d = NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GError *local = NULL;
  const char *name;

  if (!(d = g_dir_open (dir, 0, &local)))
    {
      /* the user's folder need not exist; one that cannot be read is a problem, and the
       * shipped games are still listed */
      gboolean missing = g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT);
      if (!user)
        g_set_error (error, WY_ERROR, WY_ERROR_IO, "%s", local->message);
      else if (!missing)
        g_ptr_array_add (problems, g_strdup (local->message));
      g_error_free (local);
      return user;
    }
  while ((name = g_dir_read_name (d)))
    if (g_str_has_suffix (name, EXTENSION) && name[0] != '.')
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, by_text);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, g_ptr_array_index (names, i), NULL);
      WyGameFile *file;

      if (i >= MAX_FILES)
        {
          g_ptr_array_add (problems, g_strdup_printf ("%s: more than %u game files: the rest are "
                                                      "left out", dir, MAX_FILES));
          break;
        }
      if (!(file = wy_game_file_load (path, &local)))
        {
          g_ptr_array_add (problems, g_strdup (local->message));
          g_clear_error (&local);
          continue;
        }
      if (!named_as_its_file (file, g_ptr_array_index (names, i), path, problems))
        continue;
      file->user = user;
      g_ptr_array_add (files, file);
    }
  return TRUE;
}

GPtrArray *
wy_library_list_full (char ***problems, GError **error)
{
  g_autofree char *shipped = wy_library_games_dir (), *user = wy_library_user_dir ();
  GPtrArray *files = g_ptr_array_new_with_free_func ((GDestroyNotify) wy_game_file_unref);
  GPtrArray *bad = g_ptr_array_new_with_free_func (g_free);

  if (problems)
    *problems = NULL;
  if (!scan (shipped, FALSE, files, bad, error) || !scan (user, TRUE, files, bad, error))
    {
      g_ptr_array_unref (files);
      g_ptr_array_unref (bad);
      return NULL;
    }
  g_ptr_array_sort (files, by_name);
  g_ptr_array_add (bad, NULL);
  if (problems)
    *problems = (char **) g_ptr_array_free (bad, FALSE);
  else
    g_ptr_array_unref (bad);
  return files;
}

GPtrArray *
wy_library_list (GError **error)
{
  return wy_library_list_full (NULL, error);
}

/* A name that parses as a rule string is that rule wherever a game is read
 * (wy_game_new_from_text): a file of another rule under it would be listed and never opened
 * by its name. */
static gboolean
name_is_no_other_rule (const WyGameFile *file, GError **error)
{
  const char *name = wy_game_file_get_name (file), *path = wy_game_file_get_path (file);
  g_autoptr (WyGame) named = wy_game_parse (name, NULL), game = NULL;
  g_autofree char *as_rule = NULL, *own = NULL;

  if (!named)
    return TRUE;
  as_rule = wy_game_to_string (named);
  game = wy_game_file_get_game (file);
  own = wy_game_to_string (game);
  if (strcmp (as_rule, own) == 0)
    return TRUE;
  /* Translators: a file's path and ": " (or nothing), a name, the rule the name parses as,
   * the file's rule, the name again; "[Game] Name" is the file's group and key, untranslated */
  g_set_error (error, WY_ERROR, WY_ERROR_PARSE, _("%s%s[Game] Name: '%s' is the rule %s, and "
               "the file's Rule is %s: a command or the window reading '%s' opens the rule, "
               "never this file; name it otherwise (a name that is no rule string)"),
               path ? path : "", path ? ": " : "", name, as_rule, wy_game_file_get_rule (file),
               name);
  return FALSE;
}

char *
wy_library_add (const WyGameFile *file, gboolean replace, GError **error)
{
  g_autofree char *dir = wy_library_user_dir (), *base = NULL, *path = NULL;

  g_return_val_if_fail (file != NULL, NULL);
  if (!name_is_no_other_rule (file, error))
    return NULL;
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved = errno;
      g_set_error (error, WY_ERROR, WY_ERROR_IO, "%s: %s", dir, g_strerror (saved));
      return NULL;
    }
  base = g_strconcat (wy_game_file_get_name (file), EXTENSION, NULL);
  path = g_build_filename (dir, base, NULL);
  if (!replace && g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, WY_ERROR, WY_ERROR_IO, _("%s exists: a game of the name %s is in the "
                   "library already; give this one another name, or replace that one "
                   "(wythoff library add --replace, Replace in the window's Save to "
                   "Library)"), path, wy_game_file_get_name (file));
      return NULL;
    }
  if (!wy_game_file_save (file, path, error))
    return NULL;
  return g_steal_pointer (&path);
}

/* Whether a file could be named text: a text that none could is no name to look up. */
static gboolean
could_be_name (const char *text)
{
  const WyFieldSpec *spec = _wy_game_file_spec (WY_KEY_NAME);

  return strlen (text) <= (gsize) spec->max && spec->check (spec, text, NULL);
}

/* The user's file of a name comes after a shipped one in the list: the last match wins. */
static WyGameFile *
find_in (GPtrArray *files, const char *name)
{
  WyGameFile *found = NULL;

  for (guint i = 0; i < files->len; i++)
    if (strcmp (wy_game_file_get_name (g_ptr_array_index (files, i)), name) == 0)
      found = g_ptr_array_index (files, i);
  return found;
}

WyGameFile *
wy_library_find (const char *name)
{
  g_autoptr (GPtrArray) files = NULL;
  WyGameFile *found;

  g_return_val_if_fail (name != NULL, NULL);
  if (!could_be_name (name) || !(files = wy_library_list (NULL)))
    return NULL;
  found = find_in (files, name);
  return found ? wy_game_file_ref (found) : NULL;
}

/* The problem of a library's file NAME.wygame that does not read (the user's or a shipped
 * one), or NULL: each problem begins with its file's path. */
static char *
file_problem (char **problems, const char *name)
{
  g_autofree char *base = g_strconcat (name, EXTENSION, NULL);
  g_autofree char *user = wy_library_user_dir (), *shipped = wy_library_games_dir ();
  const char *dirs[] = { user, shipped };

  for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
    {
      g_autofree char *path = g_build_filename (dirs[d], base, NULL);
      g_autofree char *display = g_filename_display_name (path);
      gsize len = strlen (display);

      for (guint i = 0; problems != NULL && problems[i] != NULL; i++)
        if (strncmp (problems[i], display, len) == 0 && problems[i][len] == ':')
          return g_strdup (problems[i]);
    }
  return NULL;
}

/* The game of the library's file named name; else NULL and, in *meant, the name a slip of
 * typing probably meant (NULL for none), or in *problem why the file of that name does not
 * read. */
static WyGame *
library_game (const char *name, char **meant, char **problem)
{
  g_autoptr (GPtrArray) files = NULL;
  g_autofree const char **names = NULL;
  g_auto (GStrv) problems = NULL;
  WyGameFile *found;

  if (!could_be_name (name) || !(files = wy_library_list_full (&problems, NULL)))
    return NULL;
  if ((found = find_in (files, name)))
    return wy_game_file_get_game (found);
  if ((*problem = file_problem (problems, name)))
    return NULL;
  names = g_new (const char *, files->len);
  for (guint i = 0; i < files->len; i++)
    names[i] = wy_game_file_get_name (g_ptr_array_index (files, i));
  *meant = g_strdup (_wy_spelling_nearest (name, names, files->len));
  return NULL;
}

WyGame *
wy_game_new_from_text (const char *text, GError **error)
{
  GError *local = NULL;
  g_autofree char *meant = NULL, *problem = NULL;
  WyGame *game;
  char *message;

  g_return_val_if_fail (text != NULL, NULL);
  if ((game = wy_game_parse (text, &local)))
    return game;
  /* only a failed parse of a word asks the library */
  if (!g_error_matches (local, WY_ERROR, WY_ERROR_PARSE) || strchr (text, ':'))
    {
      g_propagate_error (error, local);
      return NULL;
    }
  if ((game = library_game (text, &meant, &problem)))
    {
      g_error_free (local);
      return game;
    }
  if (problem)
    /* Translators: a game's name, then the problem of its file: "/home/.../mine.wygame:4:
     * ..." */
    message = g_strdup_printf (_("'%s' is a game of the library whose file does not read: %s"),
                               text, problem);
  else if (meant && !_wy_family_nearest (text))
    message = g_strdup_printf (_("%s; or name a game of the library: did you mean '%s'?"),
                               local->message, meant);
  else
    message = g_strdup_printf (_("%s; or name a game of the library"), local->message);
  g_free (local->message);
  local->message = message;
  g_propagate_error (error, local);
  return NULL;
}
