/* wy-test-run.c: run the built `wythoff` as a program and check what it prints (shared by the CLI tests). */
/* wait4 */
#define _DEFAULT_SOURCE

#include <glib.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include "wy-test-run.h"

const char *wythoff;

char *
run_read_file (const char *path)
{
  char *data = NULL;
  gsize len = 0;

  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  /* binary files: make the embedded NULs searchable */
  for (gsize i = 0; i < len; i++)
    if (data[i] == '\0')
      data[i] = ' ';
  return data;
}

guint
count_lines (const char *text, const char *needle)
{
  guint n = 0;

  for (const char *p = text; (p = strstr (p, needle)); p += strlen (needle))
    n++;
  return n;
}

void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

void
run_argv (Run *run, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int wait_status = 0;

  g_ptr_array_add (argv, (char *) wythoff);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  run->status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}

void
check_output (const char *expected, const char *const *args)
{
  Run run = { 0 };

  run_argv (&run, args);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected);
  run_clear (&run);
}

void
check_error (const char *const *args, const char *const *fragments)
{
  Run run = { 0 };

  run_argv (&run, args);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, "wythoff: "));
  g_assert_true (g_str_has_suffix (run.err, "\n"));
  g_assert_true (strchr (run.err, '\n') == run.err + strlen (run.err) - 1);
  for (guint i = 0; fragments[i]; i++)
    if (!strstr (run.err, fragments[i]))
      g_error ("stderr '%s' lacks '%s'", run.err, fragments[i]);
  run_clear (&run);
}

/* Run wythoff ARGS with its output through a pipe that is read and thrown
 * away; its peak resident memory (kB) and what it wrote. */
glong
run_peak (const char *const *args, guint64 *out_bytes, double *cpu, char **err, int *status)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  /* meson's MALLOC_PERTURB_ fills every allocation, making untouched pages resident */
  g_auto (GStrv) env = g_environ_unsetenv (g_get_environ (), "MALLOC_PERTURB_");
  g_autoptr (GString) err_text = g_string_new (NULL);
  struct rusage usage;
  int out_fd, err_fd;
  char buf[65536];
  gssize n;
  GPid pid;

  g_ptr_array_add (argv, (char *) wythoff);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv->pdata, env,
                                           G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid, NULL,
                                           &out_fd, &err_fd, &error));
  g_assert_no_error (error);
  /* stderr holds a line at most: it fits the pipe while stdout drains */
  *out_bytes = 0;
  while ((n = read (out_fd, buf, sizeof buf)) != 0)
    if (n > 0)
      *out_bytes += (guint64) n;
  while ((n = read (err_fd, buf, sizeof buf)) > 0)
    g_string_append_len (err_text, buf, n);
  close (out_fd);
  close (err_fd);
  g_assert_cmpint (wait4 (pid, status, 0, &usage), ==, pid);
  *err = g_string_free (g_steal_pointer (&err_text), FALSE);
  *cpu = usage.ru_utime.tv_sec + usage.ru_stime.tv_sec
         + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
  return usage.ru_maxrss;
}

guint
run_refused_max (const char *command, const char *rule)
{
  Run run = { 0 };
  const char *from;
  guint max;

  RUN (&run, command, rule, "--size", "99999999");
  from = strstr (run.err, "from 1 to ");
  g_assert_nonnull (from);
  max = (guint) g_ascii_strtoull (from + strlen ("from 1 to "), NULL, 10);
  run_clear (&run);
  return max;
}
