/* test-rule-budget.c: expensive rules of your own through the command line keep to the time budget: refused at once, or done within the budget and a second.
 *
 * Issue 34's rules (each took 3 to 67 s of processor before this: accepted,
 * then refused or solved long past the budget) and more of the kind
 * (nested modulo, products, large block=Q, one pile, misère, adjoin, a
 * position-dependent rule), run with --time-budget 2. A refusal must come
 * within 0.5 s of processor time and name the largest size; that size must
 * then run, within the budget and a second. A run that is accepted must
 * end within the budget and a second, whatever its exit. Processor time
 * and peak memory from wait4 (wy-test-run.c). */
#define G_LOG_DOMAIN "wy-test"

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "wy-test-run.h"

#define BUDGET 2.0
/* a refusal "at once" (the model's probes and the command's start) */
#define REFUSAL_SECONDS 0.5

typedef struct {
  const char *command;
  const char *game;
  const char *size;
} Case;

static const Case cases[] = {
  { "steps", "moves:rule=(1),block=1000", "1024" },
  { "ppos", "pile:rule=(1),block=1000", "100000" },
  { "ppos", "moves:rule=((dx+dy)%2==1)", "4096" },
  { "ppos", "moves:rule=((dx+dy)%2==1)", "1000" },
  { "ppos", "moves:rule=((dx+dy)%2==1)", "300" },
  { "grundy", "moves:rule=(1)", "1024" },
  { "ppos", "moves:rule=((dx*dy)%7<3)", "8192" },
  { "ppos", "moves:rule=(((dx%5)*(dy%3))%2==0)", "8192" },
  { "ppos", "moves:rule=(dx+dy<=2+(x*y)%3)", "512" },
  { "grundy", "moves:rule=(dx+dy<=2+(x*y)%3)", "512" },
  { "ppos", "pile:rule=(d%2==1)", "1000000" },
  { "ppos", "pile:rule=((n*d)%3!=1)", "100000000" },
  { "grundy", "pile:rule=(1)", "100000" },
  { "ppos", "moves:rule=(dx%2==0&&dy%2==0),play=misere", "16384" },
  { "ppos", "adjoin:base=(moves:rule=((dx+dy)%2==1))", "4096" },
  { "ppos", "moves:rule=(dx*dy>=0),block=500", "1024" },
};

/* One run at this size: its processor seconds, stderr and exit status. */
static double
run_at (const Case *c, const char *size, char **err, int *status)
{
  const char *args[] = { c->command, c->game, "--size", size, "--time-budget", "2", NULL };
  guint64 out_bytes;
  double cpu;
  glong kb = run_peak (args, &out_bytes, &cpu, err, status);

  *status = WIFEXITED (*status) ? WEXITSTATUS (*status) : -1;

  g_test_message ("%s '%s' --size %s: exit %d, %.2f s of processor, %ld MB, %s", c->command,
                  c->game, size, *status, cpu, kb / 1024, **err ? *err : "(no message)");
  return cpu;
}

/* The largest size a refusal names: "from 1 to N" or "at most N". */
static guint
named_size (const char *err)
{
  const char *p = strstr (err, "from 1 to ");

  if (p)
    return (guint) strtoul (p + strlen ("from 1 to "), NULL, 10);
  p = strstr (err, "at most ");
  g_assert_nonnull (p);
  return (guint) strtoul (p + strlen ("at most "), NULL, 10);
}

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autofree char *err = NULL, *again = NULL, *size = NULL;
  int status;
  double cpu = run_at (c, c->size, &err, &status);

  g_assert_true (status == 0 || status == 2);
  g_assert_cmpfloat (cpu, <=, BUDGET + 1);
  if (status == 0)
    return;
  /* refused: at once by the model, or by the deadline within the budget */
  if (!strstr (err, "reached the time budget"))
    g_assert_cmpfloat (cpu, <, REFUSAL_SECONDS);
  size = g_strdup_printf ("%u", named_size (err));
  g_assert_cmpuint (named_size (err), >=, 1);
  cpu = run_at (c, size, &again, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpfloat (cpu, <=, BUDGET + 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  wythoff = g_getenv ("WYTHOFF");
  g_assert_nonnull (wythoff);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/rule-budget/%u-%s", i, cases[i].command);
      g_test_add_data_func (path, &cases[i], test_case);
    }
  return g_test_run ();
}
