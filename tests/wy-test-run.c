/* wy-test-run.c: run the built `wythoff` as a program and check what it prints (shared by the CLI tests). */
#include <glib.h>
#include <string.h>
#include <sys/wait.h>

#include "wy-test-run.h"

const char *wythoff;

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
