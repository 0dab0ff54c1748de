/* wy-uninstalled.c: a program of the build tree finds the build tree and the source tree,
 * where its translations, video module, game library and manual are before they are installed.
 *
 * How it is told: meson.build writes wythoff-uninstalled.ini at the build tree's top (never
 * installed), naming that folder and the source tree. A program looks for the file in its own
 * folder (/proc/self/exe) and the MAX_UP folders above: the build tree's programs lie at most
 * two below its top (src/app, src/cli, tests, bench). No path of either tree is
 * compiled in, so that the installed programs and library name neither (reproducible builds:
 * two builds in different folders give the same files; the test installed-paths and
 * scripts/test-package check it).
 *
 * Why a file rather than a variable of the environment that scripts/run and meson test set:
 * the rule stays what it was, a program of the build tree reads the build tree, however it is
 * started (by hand from _build/, under gdb or valgrind, by scripts/run, by a test), with
 * nothing to set. The file names its own folder: a copy elsewhere, or one above an installed
 * program, names another folder and is ignored. */
#define G_LOG_DOMAIN "wy-core"

#include "config.h"

#include "wy-uninstalled-private.h"

#include <glib/gstdio.h>

#define MARKER "wythoff-uninstalled.ini"
#define GROUP "Uninstalled"
#define MAX_UP 2

typedef struct {
  char *build;
  char *source;
} Trees;

/* DIR's marker, if it is there and names DIR as the build tree. Raw values (no escapes read):
 * a folder is any string. */
static gboolean
read_marker (const char *dir, Trees *trees)
{
  g_autofree char *path = g_build_filename (dir, MARKER, NULL);
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autofree char *build = NULL, *source = NULL;
  GStatBuf named, here;

  if (!g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, NULL))
    return FALSE;
  build = g_key_file_get_value (file, GROUP, "BuildDir", NULL);
  source = g_key_file_get_value (file, GROUP, "SourceDir", NULL);
  /* the same folder, however named (meson may name it through a symbolic link) */
  if (build == NULL || source == NULL || *source == '\0' || g_stat (build, &named) != 0
      || g_stat (dir, &here) != 0 || named.st_dev != here.st_dev || named.st_ino != here.st_ino)
    return FALSE;
  trees->build = g_strdup (dir);
  trees->source = g_steal_pointer (&source);
  g_debug ("run uninstalled: the build tree %s, the source tree %s", trees->build, trees->source);
  return TRUE;
}

/* Looked up once a process (the program's folder does not change). */
static const Trees *
find_trees (void)
{
  static Trees trees;
  static gsize done;

  if (g_once_init_enter (&done))
    {
      g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
      char *dir = exe != NULL ? g_path_get_dirname (exe) : NULL;

      for (int up = 0; dir != NULL && up <= MAX_UP && !read_marker (dir, &trees); up++)
        {
          char *parent = g_path_get_dirname (dir);

          g_free (dir);
          dir = parent;
        }
      g_free (dir);
      g_once_init_leave (&done, 1);
    }
  return &trees;
}

const char *
_wy_uninstalled_build_dir (void)
{
  return find_trees ()->build;
}

const char *
_wy_uninstalled_source_dir (void)
{
  return find_trees ()->source;
}

/* The window and the command alike: a program of the build tree speaks the user's language
 * before it is installed (HACKING.md, "Running uninstalled"). */
char *
_wy_uninstalled_locale_dir (void)
{
  const char *build = _wy_uninstalled_build_dir ();

  return build != NULL ? g_build_filename (build, "po", NULL) : g_strdup (LOCALEDIR);
}
