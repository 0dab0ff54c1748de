/* test-files.c: figures written by the one writer: links followed, read-only refused, permissions kept, interrupts clean. */
#define G_LOG_DOMAIN "wy-test"
/* symlink, kill, WEXITSTATUS */
#define _DEFAULT_SOURCE

#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "wy-export.h"
#include "wy-test-dir.h"
#include "wy-test-solve.h"

/* Run `wythoff export ARGS...`; the exit status, stderr in *err. */
static int
run_export (char **err, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  va_list ap;
  int wait = 0;

  g_ptr_array_add (argv, (char *) g_getenv ("WYTHOFF"));
  g_ptr_array_add (argv, (char *) "export");
  va_start (ap, err);
  for (const char *a = va_arg (ap, const char *); a; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL,
                               NULL, NULL, NULL, err, &wait, NULL));
  g_assert_true (WIFEXITED (wait));
  return WEXITSTATUS (wait);
}

static gboolean
is_png (const char *path)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  return g_file_get_contents (path, &data, &len, NULL) && len > 8
         && memcmp (data, "\x89PNG", 4) == 0;
}

/* -o link.png writes the file the link names and keeps the link. */
static void
test_link (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-files-XXXXXX", NULL);
  g_autofree char *real = g_build_filename (dir, "real.png", NULL);
  g_autofree char *link = g_build_filename (dir, "link.png", NULL);
  g_autofree char *err = NULL;
  struct stat st;

  g_assert_true (g_file_set_contents (real, "old", -1, NULL));
  g_assert_cmpint (symlink ("real.png", link), ==, 0);
  g_assert_cmpint (run_export (&err, "wythoff", "--size", "10", "-o", link, NULL), ==, 0);
  g_assert_cmpint (lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_true (is_png (real));
  g_assert_cmpuint (dir_count (dir), ==, 2);
  rm_rf (dir);
}

/* A link to a device (the disk that is always full) is refused, not "written". */
static void
test_link_to_device (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-files-XXXXXX", NULL);
  g_autofree char *full = g_build_filename (dir, "full.png", NULL);
  g_autofree char *err = NULL;

  g_assert_cmpint (symlink ("/dev/full", full), ==, 0);
  g_assert_cmpint (run_export (&err, "wythoff", "--size", "10", "-o", full, NULL), ==, 2);
  g_assert_true (g_str_has_prefix (err, "wythoff: "));
  g_assert_nonnull (strstr (err, "full.png"));
  g_assert_nonnull (strstr (err, "not a regular file"));
  g_assert_cmpuint (dir_count (dir), ==, 1);
  rm_rf (dir);
}

/* A read-only file is refused and left as it was (even for root, who could
 * write it); a writable one keeps its permissions when replaced. */
static void
test_permissions (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-files-XXXXXX", NULL);
  g_autofree char *ro = g_build_filename (dir, "ro.png", NULL);
  g_autofree char *mine = g_build_filename (dir, "mine.png", NULL);
  g_autofree char *err = NULL, *data = NULL;
  struct stat st;

  g_assert_true (g_file_set_contents (ro, "keep", -1, NULL));
  g_assert_cmpint (g_chmod (ro, 0444), ==, 0);
  g_assert_cmpint (run_export (&err, "wythoff", "--size", "10", "-o", ro, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "ro.png"));
  g_assert_nonnull (strstr (err, "read-only"));
  g_assert_true (strchr (err, '\n') == err + strlen (err) - 1);
  g_assert_true (g_file_get_contents (ro, &data, NULL, NULL));
  g_assert_cmpstr (data, ==, "keep");
  g_assert_cmpint (stat (ro, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0444);
  g_clear_pointer (&err, g_free);

  g_assert_true (g_file_set_contents (mine, "old", -1, NULL));
  g_assert_cmpint (g_chmod (mine, 0600), ==, 0);
  g_assert_cmpint (run_export (&err, "wythoff", "--size", "10", "-o", mine, NULL), ==, 0);
  g_assert_true (is_png (mine));
  g_assert_cmpint (stat (mine, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_assert_cmpuint (dir_count (dir), ==, 2);
  g_chmod (ro, 0644);
  rm_rf (dir);
}

/* SIGTERM or SIGINT part-way through a long export: status 128 + signal,
 * one line, and no file at all (frames written so far, temporary files). */
static void
interrupt_export (const char *name, int sig)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-files-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, name, NULL);
  const char *argv[] = { g_getenv ("WYTHOFF"), "export", "wythoff", "--size", "300",
                         "--all-steps", "--width", "400", "-o", out, NULL };
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;
  gboolean pdf = g_str_has_suffix (name, ".pdf");
  int err_fd, status;
  GPid pid;

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL,
                                           G_SPAWN_DO_NOT_REAP_CHILD
                                           | G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, &pid,
                                           NULL, NULL, &err_fd, &error));
  /* wait until the export is well under way: its temporary file (or the
   * hidden folder its frames are staged in) is there */
  for (guint i = 0; i < 6000 && dir_count (dir) < 1; i++)
    g_usleep (10000);
  g_assert_cmpuint (dir_count (dir), >=, 1);
  g_usleep (pdf ? 200000 : 400000);
  g_assert_cmpint (kill (pid, sig), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  {
    g_autoptr (GIOChannel) ch = g_io_channel_unix_new (err_fd);
    g_io_channel_set_close_on_unref (ch, TRUE);
    g_io_channel_read_to_end (ch, &err, NULL, NULL);
  }
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 128 + sig);
  g_assert_true (g_str_has_prefix (err, "wythoff: interrupted"));
  g_assert_cmpuint (dir_count (dir), ==, 0);
  rm_rf (dir);
}

static void
test_interrupt (void)
{
  interrupt_export ("frames.png", SIGTERM);
  interrupt_export ("all.pdf", SIGINT);
}

/* In process: progress rises to 1, and a cancel part-way leaves nothing. */
typedef struct {
  double last;
  guint calls;
  GCancellable *cancel_after_two;
} Watch;

static void
watch_progress (double fraction, gpointer data)
{
  Watch *w = data;

  g_assert_cmpfloat (fraction, >, w->last);
  g_assert_cmpfloat (fraction, <=, 1.0);
  w->last = fraction;
  if (++w->calls == 2 && w->cancel_after_two)
    g_cancellable_cancel (w->cancel_after_two);
}

static void
test_progress_and_cancel (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-files-XXXXXX", NULL);
  WyGame *game = wy_game_parse ("wythoff", NULL);
  WyBoard *board = wy_test_solve (game, 40, WY_NEED_ELIMINATION, NULL, NULL, NULL, NULL);
  const char *names[] = { "f.png", "f.svg", "f.pdf" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    for (guint cancel = 0; cancel < 2; cancel++)
      {
        g_autofree char *path = g_build_filename (dir, names[i], NULL);
        g_autoptr (GCancellable) cancellable = g_cancellable_new ();
        g_autoptr (GError) error = NULL;
        Watch w = { 0, 0, cancel ? cancellable : NULL };
        WyExportOptions o;
        gboolean ok;

        wy_export_options_init (&o);
        g_assert_true (wy_export_format_from_filename (path, &o.format, NULL));
        o.width = 200;
        o.all_steps = TRUE;
        ok = wy_export_write_full (board, &o, path, watch_progress, &w, cancellable, &error);
        if (cancel)
          {
            g_assert_false (ok);
            g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
            g_assert_cmpuint (dir_count (dir), ==, 0);
          }
        else
          {
            g_assert_no_error (error);
            g_assert_cmpfloat (w.last, ==, 1.0);
            g_assert_cmpuint (w.calls, ==, wy_board_get_n_steps (board));
            rm_rf (dir);
            g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
          }
      }
  wy_board_unref (board);
  wy_game_free (game);
  rm_rf (dir);
}

/* Tables go the same way: through a link, and never over a read-only file. */
static void
test_text (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-files-XXXXXX", NULL);
  g_autofree char *real = g_build_filename (dir, "t.csv", NULL);
  g_autofree char *link = g_build_filename (dir, "l.csv", NULL);
  g_autofree char *data = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (real, "old", -1, NULL));
  g_assert_cmpint (symlink ("t.csv", link), ==, 0);
  g_assert_true (wy_export_write_text (link, "a,b\n", 4, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (real, &data, NULL, NULL));
  g_assert_cmpstr (data, ==, "a,b\n");
  g_assert_cmpint (g_chmod (real, 0444), ==, 0);
  g_assert_false (wy_export_write_text (link, "c\n", 2, NULL, &error));
  g_assert_error (error, WY_ERROR, WY_ERROR_IO);
  g_assert_cmpuint (dir_count (dir), ==, 2);
  g_chmod (real, 0644);
  rm_rf (dir);
}

static long
peak_kib (void)
{
  struct rusage ru;

  getrusage (RUSAGE_SELF, &ru);
  return ru.ru_maxrss;
}

/* Reading the provenance of a sparse 8 GiB figure costs what a small one
 * does: an SVG is read in its first window (its <desc> is there: found), a
 * PDF by the startxref at its end (after 8 GiB of zeros there is none:
 * refused), never mapped or scanned whole. */
static void
test_sparse_figures (void)
{
  static const char *const names[] = { "f.svg", "f.pdf" };
  g_autofree char *dir = g_dir_make_tmp ("wy-files-XXXXXX", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autofree char *err = NULL;
      g_autoptr (GError) error = NULL;
      WyProvenance prov;
      long before = peak_kib ();
      gboolean ok;

      g_assert_cmpint (run_export (&err, "wythoff", "--size", "23", "-o", path, NULL), ==, 0);
      g_assert_cmpint (truncate (path, (off_t) 8 << 30), ==, 0);
      g_test_timer_start ();
      ok = wy_export_read_provenance (path, &prov, &error);
      g_test_message ("%s: %.3f s, peak +%ld KiB: %s", names[i], g_test_timer_elapsed (),
                      peak_kib () - before, error ? error->message : prov.game);
      g_assert_cmpfloat (g_test_timer_elapsed (), <, 2.0);
      g_assert_cmpint (peak_kib () - before, <, 32 << 10);
      if (i == 0)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          g_assert_cmpstr (prov.game, ==, "wythoff");
          g_assert_cmpuint (prov.size, ==, 23);
        }
      else
        {
          g_assert_false (ok);
          g_assert_error (error, WY_ERROR, WY_ERROR_PARSE);
        }
      wy_provenance_clear (&prov);
    }
  rm_rf (dir);
}

/* A FIFO, a device or a folder is no figure: refused at once with one
 * line naming what it is (a FIFO without a writer blocked for ever). */
static void
test_not_a_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wy-files-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "figure.png", NULL);
  g_autofree char *out = g_build_filename (dir, "out.png", NULL);
  const char *const paths[][2] = { { fifo, "a FIFO" }, { "/dev/zero", "a device" },
                                   { dir, "a folder" } };

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autofree char *err = NULL;
      g_autoptr (GError) error = NULL;
      WyProvenance prov;

      g_test_timer_start ();
      g_assert_false (wy_export_read_provenance (paths[i][0], &prov, &error));
      g_assert_error (error, WY_ERROR, WY_ERROR_IO);
      g_assert_nonnull (strstr (error->message, paths[i][1]));
      g_assert_cmpint (run_export (&err, "--from", paths[i][0], "-o", out, NULL), ==, 2);
      g_test_message ("%s", err);
      g_assert_nonnull (strstr (err, paths[i][1]));
      /* one line */
      g_assert_true (strchr (err, '\n') == err + strlen (err) - 1);
      g_assert_cmpfloat (g_test_timer_elapsed (), <, 5.0);
    }
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  rm_rf (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("WYTHOFF"));
  g_test_add_func ("/render/files/link", test_link);
  g_test_add_func ("/render/files/link-to-device", test_link_to_device);
  g_test_add_func ("/render/files/permissions", test_permissions);
  g_test_add_func ("/render/files/interrupt", test_interrupt);
  g_test_add_func ("/render/files/progress-and-cancel", test_progress_and_cancel);
  g_test_add_func ("/render/files/text", test_text);
  g_test_add_func ("/render/files/sparse-figures", test_sparse_figures);
  g_test_add_func ("/render/files/not-a-file", test_not_a_file);
  return g_test_run ();
}
