/* test-lost-display.c: the window's export survives a lost display and SIGKILL: the old figure byte for byte, a new one absent; SIGTERM stops it and leaves nothing else. */
#define G_LOG_DOMAIN "wy-test"
/* kill */
#define _DEFAULT_SOURCE

#include "config.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

#include "wy-test-dir.h"

/*
 * The real program (wythoff-lattice) runs on an X server of its own (Xvfb)
 * under a session bus of its own (dbus-run-session: a running copy of the
 * program elsewhere is never asked instead), driven as a user would with
 * xdotool: Ctrl+E, a width of 14000 pixels, Export..., the file's name, and
 * Replace for an existing one. Once the writer's hidden temporary file holds
 * the first bytes of the PNG, the X server is killed (or the program is
 * SIGKILLed).
 *
 * What is left: the target as it was (absent, or the old figure byte for
 * byte) and at most the writer's hidden ".fig.png.wy-XXXXXX" beside it.
 * Neither a lost display (Xlib ends the program with exit(1) from the main
 * thread while the worker writes) nor SIGKILL runs the writer's clean-up, so
 * that temporary file may stay (src/render/wy-export-file.c says so).
 *
 * SIGTERM (a logout), which the program hears, stops the export: the worker removes its
 * temporary file before the program ends, with status 128 + 15 and one line on standard
 * error; nothing is left beside the figure.
 */

#define FIGURE "fig.png"
#define OLD "old figure"

typedef struct {
  char        *dir;      /* where the figure goes (the program's working folder, Pictures) */
  char        *config;   /* its XDG_CONFIG_HOME, beside dir */
  char        *log;      /* the program's stderr */
  char        *display;  /* ":N" */
  GSubprocess *xvfb;
  GSubprocess *app;      /* dbus-run-session running the program */
} Session;

static const char *
app_path (void)
{
  const char *path = g_getenv ("WYTHOFF_LATTICE");

  g_assert_nonnull (path);
  return path;
}

static void
need_program (const char *name)
{
  g_autofree char *path = g_find_program_in_path (name);

  if (path == NULL)
    g_error ("%s is not installed (scripts/setup.sh installs it)", name);
}

/* An X server of our own; its display number from -displayfd. */
static void
start_xvfb (Session *s)
{
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GError) error = NULL;
  char buf[32] = { 0 };
  gssize n, got = 0;
  int fds[2];

  g_assert_cmpint (pipe (fds), ==, 0);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                                        | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_take_fd (launcher, fds[1], 3);
  s->xvfb = g_subprocess_launcher_spawn (launcher, &error, "Xvfb", "-displayfd", "3", "-screen",
                                         "0", "1600x1000x24", "-nolisten", "tcp", NULL);
  g_assert_no_error (error);
  g_clear_object (&launcher);  /* closes our copy of the write end */
  while (got < (gssize) sizeof buf - 1 && !strchr (buf, '\n')
         && (n = read (fds[0], buf + got, sizeof buf - 1 - got)) > 0)
    got += n;
  close (fds[0]);
  g_assert_nonnull (strchr (buf, '\n'));
  *strchr (buf, '\n') = '\0';
  s->display = g_strdup_printf (":%s", buf);
}

/* xdotool ARGS on our display: its exit status; its output in *out. */
static int
xdo (Session *s, char **out, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_auto (GStrv) env = g_environ_setenv (g_get_environ (), "DISPLAY", s->display, TRUE);
  g_autoptr (GError) error = NULL;
  int status;

  g_ptr_array_add (argv, (char *) "xdotool");
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, env, G_SPAWN_SEARCH_PATH
                               | G_SPAWN_STDERR_TO_DEV_NULL | (out ? 0 : G_SPAWN_STDOUT_TO_DEV_NULL),
                               NULL, NULL, out, NULL, &status, &error));
  g_assert_no_error (error);
  return g_spawn_check_wait_status (status, NULL) ? 0 : 1;
}

#define XDO(s, ...) xdo ((s), NULL, (const char *const[]) { __VA_ARGS__, NULL })

/* The first visible window whose name is exactly title (or of the
 * program's class when title is NULL); 0 if none; *count of them. */
static gulong
find_window (Session *s, const char *title, guint *count)
{
  g_autofree char *out = NULL, *pattern = title ? g_strdup_printf ("^%s$", title) : NULL;
  g_auto (GStrv) lines = NULL;
  const char *args[] = { "search", "--onlyvisible", title ? "--name" : "--class",
                         title ? pattern : "wythoff-lattice", NULL };
  guint n = 0;

  if (xdo (s, &out, args) != 0)  /* none found: what it printed is dropped */
    {
      g_free (out);
      out = g_strdup ("");
    }
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    n += lines[i][0] != '\0';
  if (count)
    *count = n;
  return n ? strtoul (lines[0], NULL, 10) : 0;
}

/* Wait (up to seconds) until at least n windows of that title are visible. */
static gulong
wait_window (Session *s, const char *title, guint n, guint seconds)
{
  for (guint i = 0; i < seconds * 10; i++)
    {
      guint count;
      gulong w = find_window (s, title, &count);
      if (w && count >= n)
        return w;
      g_usleep (100000);
    }
  g_error ("no window '%s' (%u) after %u s", title ? title : "wythoff-lattice", n, seconds);
  return 0;
}

/* The writer's hidden temporary file beside the figure, NULL if none. */
static char *
find_temp (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    if (g_str_has_prefix (name, "." FIGURE ".wy-"))
      return g_build_filename (dir, name, NULL);
  return NULL;
}

static void
start_app (Session *s)
{
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GError) error = NULL;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_subprocess_launcher_set_cwd (launcher, s->dir);
  /* the export's chooser starts in Pictures: here, the figure's folder (user-dirs.dirs in a
   * configuration folder of its own, beside it) */
  {
    g_autofree char *dirs = g_build_filename (s->config, "user-dirs.dirs", NULL);
    g_autofree char *line = g_strdup_printf ("XDG_PICTURES_DIR=\"%s\"\n", s->dir);

    g_assert_cmpint (g_mkdir_with_parents (s->config, 0700), ==, 0);
    g_assert_true (g_file_set_contents (dirs, line, -1, NULL));
    g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", s->config, TRUE);
  }
  g_subprocess_launcher_set_stderr_file_path (launcher, s->log);
  g_subprocess_launcher_setenv (launcher, "DISPLAY", s->display, TRUE);
  /* a bus of its own */
  g_subprocess_launcher_unsetenv (launcher, "DBUS_SESSION_BUS_ADDRESS");
  g_subprocess_launcher_unsetenv (launcher, "WAYLAND_DISPLAY");
  g_subprocess_launcher_setenv (launcher, "GDK_BACKEND", "x11", TRUE);
  /* a 4096 board: some 2 s to solve; as a 14000-pixel PNG, seconds to write */
  s->app = g_subprocess_launcher_spawn (launcher, &error, "dbus-run-session", "--",
                                        app_path (), "wythoff", "--size", "4096", NULL);
  g_assert_no_error (error);
}

/* Ctrl+E, the width, Export..., the name (and Replace): the export starts. */
static void
start_export (Session *s, gboolean replace)
{
  gulong window = wait_window (s, NULL, 1, 60);
  g_autofree char *id = g_strdup_printf ("%lu", window);
  gboolean open = FALSE;

  /* the action does nothing until the board is solved: ask again */
  for (guint i = 0; i < 60 && !open; i++)
    {
      XDO (s, "windowfocus", "--sync", id, "key", "ctrl+e");
      g_usleep (500000);
      open = find_window (s, "Export Figure", NULL) != 0;
    }
  g_assert_true (open);
  /* the focus starts on the format: the width, then back to Export... */
  XDO (s, "key", "Tab", "ctrl+a");
  XDO (s, "type", "14000");
  XDO (s, "key", "Tab", "shift+Tab", "shift+Tab", "shift+Tab", "Return");
  /* the file chooser (titled like the dialog), its name field focused */
  wait_window (s, "Export Figure", 2, 30);
  g_usleep (300000);
  XDO (s, "key", "ctrl+a");
  XDO (s, "type", FIGURE);
  XDO (s, "key", "Return");
  if (replace)
    {
      /* "A file named ... already exists": Replace has the focus */
      g_usleep (1000000);
      XDO (s, "key", "Return");
    }
}

/* GSubprocess reaps its child itself: no identifier once it has ended. */
static gboolean
app_ended (GSubprocess *app)
{
  return g_subprocess_get_identifier (app) == NULL;
}

/* Wait for the program to end (up to seconds); its wait status, -1 if it did not. */
static int
wait_app (Session *s, guint seconds)
{
  gint64 end = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  while (!app_ended (s->app) && g_get_monotonic_time () < end)
    g_usleep (20000);
  if (!app_ended (s->app))
    return -1;
  return g_subprocess_get_status (s->app);
}

static void
session_end (Session *s)
{
  if (s->app && !app_ended (s->app))
    g_subprocess_force_exit (s->app);
  if (s->xvfb && g_subprocess_get_identifier (s->xvfb))
    g_subprocess_force_exit (s->xvfb);
  if (s->app)
    g_subprocess_wait (s->app, NULL, NULL);
  if (s->xvfb)
    g_subprocess_wait (s->xvfb, NULL, NULL);
  g_clear_object (&s->app);
  g_clear_object (&s->xvfb);
  rm_rf (s->dir);
  rm_rf (s->config);
  g_unlink (s->log);
  g_free (s->dir);
  g_free (s->log);
  g_free (s->config);
  g_free (s->display);
}

typedef enum { KILL_DISPLAY, KILL_PROGRAM, TERM_PROGRAM } How;

typedef struct {
  How      how;
  gboolean old;  /* an old figure under the name */
} Case;

/* The writer under way: its temporary file, with bytes in it if they come soon; returns
 * how many it had. */
static goffset
wait_mid_write (Session *s, const Case *c, const char *target)
{
  g_autofree char *temp = NULL, *log = NULL;
  GStatBuf st;
  goffset written = 0;

  /* the writer under way: its temporary file, with bytes in it if they come soon */
  for (guint i = 0; i < 300 && !(temp = find_temp (s->dir)); i++)
    g_usleep (100000);
  if (temp == NULL)
    {
      g_file_get_contents (s->log, &log, NULL, NULL);
      g_error ("the export never started (the program said: %s)", log ? log : "");
    }
  /* mid-write: the PNG's first bytes (some 6 s of drawing first, 7 s of writing) */
  for (guint i = 0; i < 300 && g_stat (temp, &st) == 0 && (written = st.st_size) == 0; i++)
    g_usleep (100000);
  g_assert_cmpint (written, >, 0);
  g_assert_true (g_file_test (temp, G_FILE_TEST_EXISTS));
  g_assert_false (c->old ? FALSE : g_file_test (target, G_FILE_TEST_EXISTS));
  return written;
}

/* Kill the X server, or the program (SIGKILL or SIGTERM, its pid asked of its window). */
static void
interrupt (Session *s, How how)
{
  if (how == KILL_DISPLAY)
    {
      g_subprocess_send_signal (s->xvfb, SIGKILL);
    }
  else
    {
      gulong window = find_window (s, NULL, NULL);
      g_autofree char *id = g_strdup_printf ("%lu", window), *pid = NULL;
      const char *args[] = { "getwindowpid", id, NULL };
      g_assert_cmpint (xdo (s, &pid, args), ==, 0);
      g_assert_cmpint (kill (atoi (pid), how == TERM_PROGRAM ? SIGTERM : SIGKILL), ==, 0);
    }
}

/* The figure as it was, and nothing else beside it but at most the writer's hidden
 * temporary file. */
static void
assert_figure_as_it_was (const Case *c, const char *dir, const char *target)
{
  g_autoptr (GDir) d = NULL;
  const char *name;
  guint temps = 0;

  /* the figure as it was */
  if (c->old)
    {
      g_autofree char *kept = NULL;
      g_assert_true (g_file_get_contents (target, &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, OLD);
    }
  else
    g_assert_false (g_file_test (target, G_FILE_TEST_EXISTS));
  /* nothing else beside it but at most the writer's hidden temporary file */
  d = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (d)))
    {
      if (c->old && strcmp (name, FIGURE) == 0)
        continue;
      g_assert_true (g_str_has_prefix (name, "." FIGURE ".wy-"));
      g_assert_cmpuint (strlen (name), ==, strlen ("." FIGURE ".wy-XXXXXX"));
      temps++;
    }
  /* a signal the program hears leaves none */
  g_assert_cmpuint (temps, <=, c->how == TERM_PROGRAM ? 0 : 1);
  g_test_message ("left beside the figure: %u hidden temporary file(s)", temps);
}

static void
test_interrupted_export (gconstpointer data)
{
  const Case *c = data;
  Session s = { 0 };
  g_autofree char *target = NULL, *log = NULL;
  goffset written;
  int status;

  need_program ("Xvfb");
  need_program ("xdotool");
  need_program ("dbus-run-session");
  s.dir = g_dir_make_tmp ("wy-lost-XXXXXX", NULL);
  s.log = g_strconcat (s.dir, ".log", NULL);
  s.config = g_strconcat (s.dir, ".config", NULL);
  target = g_build_filename (s.dir, FIGURE, NULL);
  if (c->old)
    g_assert_true (g_file_set_contents (target, OLD, -1, NULL));
  start_xvfb (&s);
  start_app (&s);
  start_export (&s, c->old);

  written = wait_mid_write (&s, c, target);
  interrupt (&s, c->how);
  status = wait_app (&s, 30);
  g_file_get_contents (s.log, &log, NULL, NULL);
  g_test_message ("%s: the temporary file had %" G_GOFFSET_FORMAT " bytes; the program ended "
                  "with wait status %d; it said: %s",
                  c->how == KILL_DISPLAY ? "display killed"
                  : c->how == KILL_PROGRAM ? "SIGKILL" : "SIGTERM",
                  written, status, log ? log : "");
  /* a lost display ends the program, it does not hang */
  g_assert_cmpint (status, !=, -1);
  /* SIGTERM: 128 + 15 (dbus-run-session hands the program's status on), said in one line */
  if (c->how == TERM_PROGRAM)
    {
      g_assert_true (g_subprocess_get_if_exited (s.app));
      g_assert_cmpint (g_subprocess_get_exit_status (s.app), ==, 128 + SIGTERM);
      g_assert_nonnull (strstr (log, "wythoff-lattice: interrupted: "));
    }

  assert_figure_as_it_was (c, s.dir, target);
  session_end (&s);
}

int
main (int argc, char **argv)
{
  static const Case display_new = { KILL_DISPLAY, FALSE }, display_old = { KILL_DISPLAY, TRUE };
  static const Case kill_old = { KILL_PROGRAM, TRUE }, term_old = { TERM_PROGRAM, TRUE };

  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/gui/lost-display/new-figure", &display_new, test_interrupted_export);
  g_test_add_data_func ("/gui/lost-display/old-figure", &display_old, test_interrupted_export);
  g_test_add_data_func ("/gui/sigkill/old-figure", &kill_old, test_interrupted_export);
  g_test_add_data_func ("/gui/sigterm/old-figure", &term_old, test_interrupted_export);
  return g_test_run ();
}
