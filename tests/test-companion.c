/* test-companion.c: the papers' companion commands of `wythoff` (check, numeration, figure), run as a program. */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "config.h"

static const char *wythoff;

typedef struct {
  char *out;
  char *err;
  int status;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

static void
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

#define RUN(run, ...) run_argv ((run), (const char *const[]) { __VA_ARGS__, NULL })

/* Exit 2, nothing on stdout, one line on stderr holding fragment. */
static void
check_error (const char *fragment, const char *const *args)
{
  Run run = { 0 };

  run_argv (&run, args);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, "wythoff: "));
  g_assert_true (strchr (run.err, '\n') == run.err + strlen (run.err) - 1);
  if (!strstr (run.err, fragment))
    g_error ("stderr '%s' lacks '%s'", run.err, fragment);
  run_clear (&run);
}

#define CHECK_ERROR(fragment, ...) check_error ((fragment), (const char *const[]) { __VA_ARGS__, NULL })

static guint
count_lines (const char *text, const char *needle)
{
  guint n = 0;

  for (const char *p = text; (p = strstr (p, needle)); p += strlen (needle))
    n++;
  return n;
}

static void
test_check_mark (void)
{
  Run run = { 0 };

  RUN (&run, "check", "mark", "--upto", "5000");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpuint (count_lines (run.out, "holds to 5000\n"), ==, 24);
  g_assert_cmpuint (count_lines (run.out, "fails"), ==, 0);
  g_assert_nonnull (strstr (run.out, "mark3-dopey"));
  g_assert_nonnull (strstr (run.out, "upmark-spite"));
  run_clear (&run);
  RUN (&run, "check", "mark", "--upto", "100", "--format", "json");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "[\n  {\"id\": \"mark2-dopey\""));
  g_assert_cmpuint (count_lines (run.out, "\"holds\": true"), ==, 24);
  run_clear (&run);
  CHECK_ERROR ("--upto", "check", "mark", "--upto", "10");
  CHECK_ERROR ("--upto", "check", "mark", "--upto", "x");
  CHECK_ERROR ("mark", "check", "wythoff");
  CHECK_ERROR ("json", "check", "mark", "--format", "csv");
}

/* GAMES.md's example: s = 2, t in {3, 4}: R(12) = 11, R(52) = 110. */
static void
test_numeration (void)
{
  Run run = { 0 };

  RUN (&run, "numeration", "gamma:i=1,s=2,t=3", "52");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "game: gamma:i=1,s=2,t=3\n"
                   "bases: 2 10 42 178 754 3194 13530 57314 ... (digits 0..4, a digit 4 is "
                   "followed by one < 1)\n"
                   "N: 52\nR: 110\ntrailing zeros: 1\nclass: dopey\n"
                   "generator: (V_5, D_5) = (12, 52)\n");
  run_clear (&run);
  RUN (&run, "numeration", "gamma:i=1,s=2,t=4", "13", "--format", "json");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "{\"game\": \"gamma:i=1,s=2,t=4\", \"n\": 13, \"even\": 12, \"digits\": [1, 1], "
                   "\"representation\": \"11\", \"trailing_zeros\": 0, \"class\": \"vile\", "
                   "\"index\": 5, \"vile_number\": 12, \"dopey_number\": 52}\n");
  run_clear (&run);
  RUN (&run, "numeration", "gamma:i=1,s=2,t=3", "178");
  g_assert_nonnull (strstr (run.out, "R: 1000\n"));
  g_assert_nonnull (strstr (run.out, "class: dopey\n"));
  run_clear (&run);
  CHECK_ERROR ("Gamma_1 only", "numeration", "gamma:i=2,s=2,t=3", "10");
  CHECK_ERROR ("Gamma_1 only", "numeration", "restricted:s=2,t=3", "10");
  CHECK_ERROR ("s >= 2", "numeration", "gamma:i=1,s=1,t=3", "10");
  CHECK_ERROR ("from 0 to", "numeration", "gamma:i=1,s=2,t=3", "4x");
  CHECK_ERROR ("from 0 to", "numeration", "gamma:i=1,s=2,t=3", "99999999999999999999");
  CHECK_ERROR ("GAME N", "numeration", "gamma:i=1,s=2,t=3");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  wythoff = g_getenv ("WYTHOFF");
  if (!wythoff)
    {
      g_printerr ("WYTHOFF is not set: run this through meson test\n");
      return 77;
    }
  g_test_add_func ("/companion/check-mark", test_check_mark);
  g_test_add_func ("/companion/numeration", test_numeration);
  return g_test_run ();
}
