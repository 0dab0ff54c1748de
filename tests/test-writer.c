/* test-writer.c: no figure is ever lost: interrupts, SIGKILL and a full disk against links, hard links, foreign owners and frame sets. */
#define G_LOG_DOMAIN "wy-test"
/* symlink, link, kill, chown, mount */
#define _GNU_SOURCE

#include "config.h"

#include <pwd.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "wy-test-dir.h"

/* A long export: the writer is under way for seconds. */
#define LONG_EXPORT "export", "wythoff", "--size", "4096", "--view", "elimination", "--width", \
                    "9000"

/* Is there a hidden temporary file of the writer in dir (".NAME.wy-...")
 * or a staging folder of frames (".wy-frames-...")? */
static gboolean
writer_busy (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    if (name[0] == '.' && (strstr (name, ".wy-") || g_str_has_prefix (name, ".wy-frames-")))
      return TRUE;
  return FALSE;
}

/* Start wythoff ARGS, send sig once the writer is busy in dir, and return
 * the exit status (128 + n for a signal that killed it); stderr in *err. */
static int
run_and_signal (const char *dir, int sig, char **err, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int err_fd, status;
  GPid pid;

  g_ptr_array_add (argv, (char *) g_getenv ("WYTHOFF"));
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv->pdata, NULL,
                                           G_SPAWN_DO_NOT_REAP_CHILD
                                           | G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, &pid,
                                           NULL, NULL, &err_fd, &error));
  /* the writer's temporary file shows it is under way (the board solved,
   * the memory and fonts checked); a slow build (ThreadSanitizer with
   * MALLOC_PERTURB_ takes some 8 s to get there) is given a minute */
  for (guint i = 0; i < 6000 && !writer_busy (dir); i++)
    g_usleep (10000);
  g_usleep (100000);
  g_assert_cmpint (kill (pid, sig), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  {
    g_autoptr (GIOChannel) ch = g_io_channel_unix_new (err_fd);
    g_io_channel_set_close_on_unref (ch, TRUE);
    g_io_channel_read_to_end (ch, err, NULL, NULL);
  }
  return WIFEXITED (status) ? WEXITSTATUS (status) : 128 + WTERMSIG (status);
}

#define ARGS(...) ((const char *const[]) { __VA_ARGS__, NULL })

static void
assert_contents (const char *path, const char *want)
{
  g_autofree char *data = NULL;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_cmpstr (data, ==, want);
}

/* SIGINT while writing through a symbolic link: the file it names stays
 * byte for byte, the link stays a link, nothing is left behind. */
static void
test_symlink_interrupted (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-writer-XXXXXX", NULL);
  g_autofree char *real = g_build_filename (dir, "t.png", NULL);
  g_autofree char *link = g_build_filename (dir, "l.png", NULL);
  g_autofree char *err = NULL;
  GStatBuf st;

  g_assert_true (g_file_set_contents (real, "old figure", -1, NULL));
  g_assert_cmpint (symlink ("t.png", link), ==, 0);
  g_assert_cmpint (run_and_signal (dir, SIGINT, &err, ARGS (LONG_EXPORT, "-o", link)), ==, 130);
  g_assert_true (g_str_has_prefix (err, "wythoff: interrupted"));
  assert_contents (real, "old figure");
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpuint (dir_count (dir), ==, 2);
  rm_rf (dir);
}

/* SIGTERM over a file with two names: both keep the old content. */
static void
test_hard_link_interrupted (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-writer-XXXXXX", NULL);
  g_autofree char *one = g_build_filename (dir, "one.png", NULL);
  g_autofree char *two = g_build_filename (dir, "two.png", NULL);
  g_autofree char *err = NULL;

  g_assert_true (g_file_set_contents (one, "old figure", -1, NULL));
  g_assert_cmpint (link (one, two), ==, 0);
  g_assert_cmpint (run_and_signal (dir, SIGTERM, &err, ARGS (LONG_EXPORT, "-o", one)), ==, 143);
  assert_contents (one, "old figure");
  assert_contents (two, "old figure");
  g_assert_cmpuint (dir_count (dir), ==, 2);
  rm_rf (dir);
}

/* Another user's file: intact under SIGINT; replaced whole when the export
 * completes, keeping its owner and permissions (the tests run as root,
 * which may set the owner). */
static void
test_foreign_owner (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-writer-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "f.png", NULL);
  g_autofree char *err = NULL;
  struct passwd *nobody = getpwnam ("nobody");
  GStatBuf st;

  g_assert_nonnull (nobody);
  g_assert_true (g_file_set_contents (path, "old figure", -1, NULL));
  g_assert_cmpint (chown (path, nobody->pw_uid, nobody->pw_gid), ==, 0);
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_cmpint (run_and_signal (dir, SIGINT, &err, ARGS (LONG_EXPORT, "-o", path)), ==, 130);
  assert_contents (path, "old figure");
  g_assert_cmpuint (dir_count (dir), ==, 1);
  {
    const char *argv[] = { g_getenv ("WYTHOFF"), "export", "wythoff", "--size", "23", "-o",
                           path, NULL };
    int status;
    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                                 NULL, NULL, NULL, &status, NULL));
    g_assert_cmpint (status, ==, 0);
  }
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpuint (st.st_mode & 07777, ==, 0640);
  if (geteuid () == 0)
    g_assert_cmpuint (st.st_uid, ==, nobody->pw_uid);
  rm_rf (dir);
}

/* SIGKILL cannot be caught: an old target is still intact, a new one is
 * not there at all (the hidden temporary file may stay). */
static void
test_sigkill (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-writer-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "k.png", NULL);
  g_autofree char *err = NULL;

  g_autofree char *fresh = g_build_filename (dir, "new.png", NULL);
  g_autofree char *err2 = NULL;

  g_assert_true (g_file_set_contents (path, "old figure", -1, NULL));
  g_assert_cmpint (run_and_signal (dir, SIGKILL, &err, ARGS (LONG_EXPORT, "-o", path)), ==,
                   128 + SIGKILL);
  assert_contents (path, "old figure");
  /* a new file never appears under its name before it is complete */
  g_assert_cmpint (run_and_signal (dir, SIGKILL, &err2, ARGS (LONG_EXPORT, "-o", fresh)), ==,
                   128 + SIGKILL);
  g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));
  /* nothing else is left but the writer's hidden ".NAME.wy-XXXXXX", one a run */
  {
    g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;
    guint temps = 0;

    while ((name = g_dir_read_name (d)))
      if (strcmp (name, "k.png") != 0)
        {
          g_assert_true (g_str_has_prefix (name, ".k.png.wy-")
                         || g_str_has_prefix (name, ".new.png.wy-"));
          g_assert_cmpuint (strlen (name), ==, strlen (name) - strlen (strstr (name, ".wy-"))
                                               + strlen (".wy-XXXXXX"));
          temps++;
        }
    g_assert_cmpuint (temps, <=, 2);
  }
  rm_rf (dir);
}

/* A figure (the papers' items go through the same writer). */
static void
test_figure_interrupted (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-writer-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "f.png", NULL);
  g_autofree char *err = NULL;

  g_assert_true (g_file_set_contents (path, "old figure", -1, NULL));
  g_assert_cmpint (run_and_signal (dir, SIGINT, &err,
                                   ARGS ("figure", "000:fig14", "-w", "14000", "-o", path)),
                   ==, 130);
  assert_contents (path, "old figure");
  g_assert_cmpuint (dir_count (dir), ==, 1);
  rm_rf (dir);
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

static char *
hash_frames (const char *dir)
{
  g_autoptr (GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (d)))
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, names->pdata[i], NULL);
      g_autofree char *data = NULL;
      gsize len;
      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      g_checksum_update (sum, (const guchar *) names->pdata[i], -1);
      g_checksum_update (sum, (const guchar *) data, len);
    }
  return g_strdup (g_checksum_get_string (sum));
}

/* An interrupted --all-steps over an existing frame set leaves the old set
 * whole; a complete one replaces it whole (no old frame beyond the new
 * count). */
static void
test_frame_set (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-writer-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "fr.png", NULL);
  g_autofree char *before = NULL, *after = NULL, *err = NULL;
  const char *argv[] = { g_getenv ("WYTHOFF"), "export", "wythoff", "--size", "300",
                         "--all-steps", "--width", "300", "-o", out, NULL };
  const char *small[] = { g_getenv ("WYTHOFF"), "export", "wythoff", "--size", "23",
                          "--all-steps", "-o", out, NULL };
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                               NULL, NULL, NULL, &status, NULL));
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpuint (dir_count (dir), >, 100);
  before = hash_frames (dir);
  g_assert_cmpint (run_and_signal (dir, SIGINT, &err,
                                   ARGS ("export", "wythoff", "--size", "400", "--all-steps",
                                         "--width", "2000", "-o", out)), ==, 130);
  after = hash_frames (dir);
  g_assert_cmpstr (before, ==, after);
  /* the 23 x 23 elimination has 9 steps: 9 frames, the old 115 gone */
  g_assert_true (g_spawn_sync (NULL, (char **) small, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                               NULL, NULL, NULL, &status, NULL));
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpuint (dir_count (dir), ==, 9);
  rm_rf (dir);
}

/* The small file system of test_full_disk, unmounted at exit whatever
 * happens. */
static char *mounted;

static void
unmount_at_exit (void)
{
  if (mounted)
    umount2 (mounted, MNT_DETACH);
}

/* A full disk (a 64 KiB tmpfs): the export fails with one line, the old
 * file the link names stays, and no temporary file fills the disk. */
static void
test_full_disk (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-writer-XXXXXX", NULL);
  g_autofree char *mnt = g_build_filename (dir, "small", NULL);
  g_autofree char *real = g_build_filename (mnt, "t.png", NULL);
  g_autofree char *link = g_build_filename (dir, "l.png", NULL);
  g_autofree char *fresh = g_build_filename (mnt, "new.png", NULL);
  const char *argv[] = { g_getenv ("WYTHOFF"), "export", "wythoff", "--size", "1000", "--view",
                         "elimination", "--width", "3000", "-o", link, NULL };
  const char *argv2[] = { g_getenv ("WYTHOFF"), "export", "wythoff", "--size", "1000", "--view",
                          "elimination", "--width", "3000", "-o", fresh, NULL };
  g_autofree char *err = NULL;
  int status;

  g_assert_cmpint (g_mkdir (mnt, 0755), ==, 0);
  g_assert_cmpint (mount ("tmpfs", mnt, "tmpfs", 0, "size=64k"), ==, 0);
  mounted = g_strdup (mnt);
  g_assert_true (g_file_set_contents (real, "old figure", -1, NULL));
  g_assert_cmpint (symlink (real, link), ==, 0);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                               NULL, NULL, &err, &status, NULL));
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 2);
  g_assert_nonnull (strstr (err, "No space left"));
  assert_contents (real, "old figure");
  g_assert_cmpuint (dir_count (mnt), ==, 1);
  g_assert_true (g_spawn_sync (NULL, (char **) argv2, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                               NULL, NULL, NULL, &status, NULL));
  g_assert_cmpint (WEXITSTATUS (status), ==, 2);
  g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (dir_count (mnt), ==, 1);
  g_assert_cmpint (umount (mnt), ==, 0);
  g_clear_pointer (&mounted, g_free);
  rm_rf (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("WYTHOFF"));
  atexit (unmount_at_exit);
  g_test_add_func ("/render/writer/symlink-interrupted", test_symlink_interrupted);
  g_test_add_func ("/render/writer/hard-link-interrupted", test_hard_link_interrupted);
  g_test_add_func ("/render/writer/foreign-owner", test_foreign_owner);
  g_test_add_func ("/render/writer/sigkill", test_sigkill);
  g_test_add_func ("/render/writer/figure-interrupted", test_figure_interrupted);
  g_test_add_func ("/render/writer/frame-set", test_frame_set);
  g_test_add_func ("/render/writer/full-disk", test_full_disk);
  return g_test_run ();
}
