/* wy-cli-bench.c: `wythoff bench`: whole commands timed as users meet them, beside plain yardsticks. */
#define G_LOG_DOMAIN "wy-cli"
#define _GNU_SOURCE /* wait4 */

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "wy-cli-bench.h"
#include "wy-cli-common.h"

/* One benchmark: a wythoff command line, run as a child process with its
 * output drained through a pipe, timed from the outside (wall clock, peak
 * resident memory); optionally beside a yardstick command that does the
 * same work plainly, with a bound on the ratio. */
typedef struct {
  const char *name;          /* for --only */
  const char *what;          /* what is measured, as printed */
  const char *command;       /* the arguments after "wythoff", split at spaces */
  const char *yardstick;     /* NULL, or the arguments of the command to compare with */
  double      target;        /* seconds; 0: none */
  double      mem_mb;        /* peak memory; 0: none */
  double      max_ratio;     /* command / yardstick; 0: for comparison only */
  gboolean    slow;          /* skipped by --quick */
  gboolean    loaded;        /* run beside two busy processes (both commands) */
} BenchItem;

/* Where the export item writes its figure (removed afterwards). */
#define WY_BENCH_OUTPUT "/tmp/wythoff-bench-figure"

/* a dense board with every step and |N_j|, as the window and figures need */
#define EXPORT_4096 "--size 4096 --view elimination -o " WY_BENCH_OUTPUT ".png"
#define CORNER_4096 "--size 4096 --region 4095,4095,4095,4095"

static const BenchItem items[] = {
  { "ppos-4096", "ppos wythoff --size 4096, against --size 4097",
    "ppos wythoff --size 4096", "ppos wythoff --size 4097", 0, 0, 3, FALSE },
  { "steps-csv", "steps wythoff --size 4096 --format csv, against a plain loop and writer",
    "steps wythoff --size 4096 --format csv", "bench --yardstick plain-steps wythoff 4096",
    0, 0, 1.3, FALSE },
  { "steps-mark", "steps mark:k=2 --size 2^27, the last 1000, against a plain loop (time and "
    "memory within 2x)",
    "steps mark:k=2 --size 134217728 --region 134216728,134217727",
    "bench --yardstick plain-steps mark:k=2 134217728", 0, 1300, 2, TRUE },
  { "steps-mark60", "steps mark:k=60 --size 2^27, the last 1000, against a plain loop over the 59 "
    "subtractions (time and memory within 2x)",
    "steps mark:k=60 --size 134217728 --region 134216728,134217727",
    "bench --yardstick plain-steps mark:k=60 134217728", 0, 1300, 2, TRUE },
  { "ppos-mark", "ppos mark:k=2 --size 10^8", "ppos mark:k=2 --size 100000000", NULL, 2, 400, 0,
    FALSE },
  { "grundy-mark", "grundy mark:k=2 --size 10^8, the last 1000",
    "grundy mark:k=2 --size 100000000 --region 99999000,99999999", NULL, 2, 400, 0, FALSE },
  { "ppos-wyt12", "ppos wyt:a=1,b=2 --size 10^6", "ppos wyt:a=1,b=2 --size 1000000", NULL, 1,
    100, 0, FALSE },
  { "ppos-wyt23", "ppos wyt:a=2,b=3 --size 10^6", "ppos wyt:a=2,b=3 --size 1000000", NULL, 1,
    100, 0, FALSE },
  { "ppos-nimpq", "ppos nimpq:a=2,b=2,p=2,q=2 --size 10^6",
    "ppos nimpq:a=2,b=2,p=2,q=2 --size 1000000", NULL, 1, 100, 0, FALSE },
  { "ppos-gamma", "ppos gamma:i=1,s=2,t=3 --size 10^5 --format csv",
    "ppos gamma:i=1,s=2,t=3 --size 100000 --format csv", NULL, 1, 100, 0, FALSE },
  { "ppos-stwythoff", "ppos stwythoff:s=2,t=3 --size 2*10^6 (the cap of its P-set)",
    "ppos stwythoff:s=2,t=3 --size 2000000", NULL, 1, 200, 0, FALSE },
  { "ppos-gamma2", "ppos gamma:i=2,s=1,t=1 --size 160900 (its cap: the Type III vectors)",
    "ppos gamma:i=2,s=1,t=1 --size 160900", NULL, 5, 100, 0, FALSE },
  { "steps-far", "steps wythoff, a 1000x1000 region at (999000, 999000) of a 10^6 board",
    "steps wythoff --size 1000000 --region 999000,999000,999999,999999", NULL, 2, 200, 0,
    FALSE },
  { "moves-mark", "moves mark:k=2 134217727 --size 2^27 (a strip, the options alone)",
    "moves mark:k=2 134217727 --size 134217728", NULL, 2, 300, 0, FALSE },
  { "moves-far", "moves wythoff 485410,785410 (--size 10^6)",
    "moves wythoff 485410,785410 --size 1000000", NULL, 2, 200, 0, FALSE },
  { "moves-wide", "moves wyt:a=1000,b=1000 1999999,1999999 --size 2*10^6 (a far cell of a wide "
    "band)", "moves wyt:a=1000,b=1000 1999999,1999999 --size 2000000", NULL, 1, 200, 0, FALSE },
  { "cap-wythoff", "steps wythoff, the far corner of a 4096 board", "steps wythoff " CORNER_4096,
    NULL, 2, 500, 0, FALSE },
  { "cap-wyt-1000", "export wyt:a=1000,b=1000 --size 4096 (every cell with |N_j|) -o PNG",
    "export wyt:a=1000,b=1000 " EXPORT_4096, NULL, 3, 1000, 0, FALSE },
  { "cap-wytc-1000", "export wytc:a=1000,b=1,c=1000 --size 4096 (every cell with |N_j|) -o PNG",
    "export wytc:a=1000,b=1,c=1000 " EXPORT_4096, NULL, 3, 1000, 0, FALSE },
  { "cap-fraenkel-1000", "export fraenkel:a=1000 --size 4096 (every cell with |N_j|) -o PNG",
    "export fraenkel:a=1000 " EXPORT_4096, NULL, 3, 1000, 0, FALSE },
  { "cap-nimpq-1000",
    "export nimpq:a=1000,b=1000,p=1000,q=1000 --size 4096 (every cell with |N_j|) -o PNG",
    "export nimpq:a=1000,b=1000,p=1000,q=1000 " EXPORT_4096, NULL, 3, 1000, 0, FALSE },
  { "cap-abstract", "steps nimpq:a=2,b=2,p=3,q=2,reading=abstract, far corner of 4096",
    "steps nimpq:a=2,b=2,p=3,q=2,reading=abstract " CORNER_4096, NULL, 5, 500, 0, FALSE },
  { "cap-sec7", "steps nimpq:a=2,b=2,p=3,q=2,reading=sec7, far corner of 4096",
    "steps nimpq:a=2,b=2,p=3,q=2,reading=sec7 " CORNER_4096, NULL, 5, 500, 0, FALSE },
  { "cap-stwythoff", "steps stwythoff:s=2,t=3, the far corner of a 4096 board",
    "steps stwythoff:s=2,t=3 " CORNER_4096, NULL, 2, 500, 0, FALSE },
  { "cap-gamma", "steps gamma:i=2,s=2,t=3, the far corner of a 4096 board",
    "steps gamma:i=2,s=2,t=3 " CORNER_4096, NULL, 2, 500, 0, FALSE },
  { "export-4096", "export wyt:a=1,b=2 --size 4096 --view elimination -o PNG",
    "export wyt:a=1,b=2 --size 4096 --view elimination -o " WY_BENCH_OUTPUT ".png", NULL, 5,
    1000, 0, FALSE },
  { "grundy-4096", "grundy wythoff --size 4096 --format csv, against a bitset and a plain writer",
    "grundy wythoff --size 4096 --format csv", "bench --yardstick grundy-bitset wythoff 4096",
    0, 0, 1.3, FALSE },
  { "grundy-loaded", "grundy wythoff --size 2000 --format csv beside two busy processes, "
    "against its sweep in one lane",
    "grundy wythoff --size 2000 --format csv", "bench --yardstick one-lane wythoff 2000", 0, 0,
    1.1, FALSE, TRUE },
  { "grundy-bands", "grundy wytc:a=2,b=2,c=3 --size 4096 --format csv (bands of 3 lines)",
    "grundy wytc:a=2,b=2,c=3 --size 4096 --format csv", NULL, 2.5, 150, 0, FALSE },
  { "grundy-gamma2", "grundy gamma:i=2,s=1,t=1 --size 4096 --format csv (Type III moves)",
    "grundy gamma:i=2,s=1,t=1 --size 4096 --format csv", NULL, 5, 150, 0, FALSE },
  { "grundy-class", "grundy wythoff --value 16 --size 10^6 (the positions with g = 16)",
    "grundy wythoff --value 16 --size 1000000", NULL, 2, 500, 0, FALSE },
  { "class-loaded", "grundy wythoff --value 16 --size 10^6 beside two busy processes, against "
    "its sweep in one lane",
    "grundy wythoff --size 1000000 --value 16", "bench --yardstick one-lane-value-16 wythoff 1000000",
    0, 0, 1.1, FALSE, TRUE },
  { "grundy-value-64", "grundy wythoff --value 64 --size 2*10^6 (the classes 0..64 in two lanes "
    "on a free machine)",
    "grundy wythoff --value 64 --size 2000000", NULL, 5, 200, 0, TRUE },
  { "grundy-value-255", "grundy wythoff --value 255 --size 390625 (its cap by the time model)",
    "grundy wythoff --value 255 --size 390625", NULL, 5, 200, 0, TRUE },
  { "grundy-rect", "grundy wythoff --size 10^5, a column of 1000 at x = 99999 (the 10^8 cells "
    "from the origin, within --time-budget 12)",
    "grundy wythoff --size 100000 --region 99999,0,99999,999 --time-budget 12", NULL, 12, 1000,
    0, TRUE },
  { "sum-far", "sum wythoff 5000,3000 wythoff 2,1 (a rectangle of 1.5 10^7 cells)",
    "sum wythoff 5000,3000 wythoff 2,1", NULL, 2, 300, 0, FALSE },
  { "sum-thin", "sum wythoff 0,16666665 (a column of Grundy values at the sum's cap: each row "
    "cleared by the words it set, not the column's range of values)",
    "sum wythoff 0,16666665", NULL, 5, 500, 0, FALSE },
  { "periods-strip", "periods wythoff --rows 12 --upto 10^6 (the strip engine, 1.2 10^7 cells)",
    "periods wythoff --rows 12 --upto 1000000", NULL, 2, 200, 0, FALSE },
  { "periods-cone-strip", "periods stwythoff:s=2,t=1 --rows 12 --upto 10^6 (the cone families' "
    "strip engine)", "periods stwythoff:s=2,t=1 --rows 12 --upto 1000000", NULL, 3, 200, 0,
    FALSE },
  { "periods-block-strip", "periods wythoff:block=2 --rows 12 --upto 10^6 (the line families' "
    "strip engine with block=Q)", "periods wythoff:block=2 --rows 12 --upto 1000000", NULL, 2,
    200, 0, FALSE },
  { "periods-wide-strip", "periods wyt:a=0,b=3 --rows 37 --upto 10^6 (a line family's counted "
    "strip without blocking; the plain strip took 3.5 s for 11,371)",
    "periods wyt:a=0,b=3 --rows 37 --upto 1000000", NULL, 3, 300, 0, FALSE },
  { "classes-1e6", "classes wythoff --upto 15 --size 10^6 (the offsets of 16 classes)",
    "classes wythoff --upto 15 --size 1000000", NULL, 4, 500, 0, FALSE },
  { "limit-series", "limit wyt:a=1,b=2 --count 10^8 --series 60 (one pass of the recursion)",
    "limit wyt:a=1,b=2 --count 100000000 --series 60 --format csv", NULL, 10, 1000, 0, TRUE },
  /* rules of your own (docs/rules.md), against the built-in engine of the same game */
  { "rule-ppos-4096", "ppos moves:rule=(dx==0||dy==0||dx==dy) --size 4096 (a pattern rule)",
    "ppos moves:rule=(dx==0||dy==0||dx==dy) --size 4096", "ppos wythoff --size 4096", 2, 300,
    0, FALSE },
  { "rule-steps-4096", "steps of the same rule, the far corner of a 4096 board",
    "steps moves:rule=(dx==0||dy==0||dx==dy) " CORNER_4096, "steps wythoff " CORNER_4096, 2,
    500, 0, FALSE },
  { "rule-grundy-1024", "grundy moves:rule=(min(dx,dy)<2||abs(dx-dy)<1) --size 1024 --format csv",
    "grundy moves:rule=(min(dx,dy)<2||abs(dx-dy)<1) --size 1024 --format csv",
    "grundy wyt:a=1,b=2 --size 1024 --format csv", 2, 300, 0, FALSE },
  { "rule-dependent", "steps moves:rule=(dx==0||dy==0||dx==dy&&2*dx<=min(x,y)), the far corner "
    "of a 1024 board (position-dependent, taken apart into terms)",
    "steps moves:rule=(dx==0||dy==0||dx==dy&&2*dx<=min(x,y)) --size 1024 "
    "--region 1023,1023,1023,1023", NULL, 2, 300, 0, FALSE },
  { "rule-lanes", "steps moves:rule=(dx==0||dy==0||dx==dy||dx+dy==(x+y)%7+2) at its cap 342 "
    "(a term without a pattern: rows of lanes)",
    "steps moves:rule=(dx==0||dy==0||dx==dy||dx+dy==(x+y)%7+2) --size 342 "
    "--region 341,341,341,341", NULL, 3, 300, 0, FALSE },
  { "rule-adjoin-4096", "steps adjoin:base=(wyt:a=1,b=2), the far corner of a 4096 board",
    "steps adjoin:base=(wyt:a=1,b=2) " CORNER_4096, NULL, 3, 500, 0, FALSE },
  { "rule-pile-1e6", "ppos pile:rule=(d<=3||d==7||d==12) --size 10^6 (a subtraction game)",
    "ppos pile:rule=(d<=3||d==7||d==12) --size 1000000", NULL, 2, 300, 0, FALSE },
  /* block=Q: the sweep over saturating line counters (docs/blocking.md) */
  { "block-20-1e5", "ppos wythoff:block=20 --size 10^5, against a plain sweep with saturating "
    "counters (bench/wy-block-sweep.c)", "ppos wythoff:block=20 --size 100000",
    "bench --yardstick block-sweep wythoff:block=20 100000", 0, 500, 0.5, FALSE },
  /* three heaps: the P-set sweep on bitsets against a flag per line through each cell */
  { "ppos3-wythoff-1024", "ppos wythoff:heaps=3 --size 1024 (10^9 cells), against a plain sweep "
    "with a flag per line (bench/wy-line-sweep3.c)", "ppos wythoff:heaps=3 --size 1024",
    "bench --yardstick line-sweep3 wythoff:heaps=3 1024", 2, 300, 1.0, FALSE },
  { "ppos3-nim-1024", "ppos nim:heaps=3 --size 1024, against the same plain sweep",
    "ppos nim:heaps=3 --size 1024", "bench --yardstick line-sweep3 nim:heaps=3 1024", 2, 300, 1.0,
    TRUE },
  { "steps3-256", "steps wythoff:heaps=3, the far corner of a 256 cube (1.7 10^7 cells solved)",
    "steps wythoff:heaps=3 --size 256 --region 255,255,255,255,255,255", NULL, 1, 300, 0,
    FALSE },
  { "block-2-1e5", "ppos wythoff:block=2 --size 10^5", "ppos wythoff:block=2 --size 100000",
    NULL, 1, 500, 0, FALSE },
  { "block-32-1e5", "ppos wythoff:block=32 --size 10^5", "ppos wythoff:block=32 --size 100000",
    NULL, 1, 500, 0, FALSE },
  { "block-1000-4096", "ppos wythoff:block=1000 --size 4096 (Q at its largest)",
    "ppos wythoff:block=1000 --size 4096", NULL, 2, 500, 0, FALSE },
  { "block-20-1e6", "ppos wythoff:block=20 --size 10^6 (beyond the default time budget's cap)",
    "ppos wythoff:block=20 --size 1000000 --time-budget 10", NULL, 10, 500, 0, TRUE },
  { "block-steps-1e5", "steps wythoff:block=20, a 100x100 region at the far corner of 10^5",
    "steps wythoff:block=20 --size 100000 --region 99900,99900,99999,99999", NULL, 5, 500, 0,
    FALSE },
  { "imitation-2000", "steps imitation:p=2 --size 2000 --format csv (the state graph's sweep)",
    "steps imitation:p=2 --size 2000", NULL, 5, 500, 0, FALSE },
  { "sieve-4000", "ppos wyt:a=1,b=2 --size 4000, against an O(S^2) sieve",
    "ppos wyt:a=1,b=2 --size 4000", "bench --yardstick sieve wyt:a=1,b=2 4000", 0, 0, 0, FALSE },
  { "naive-2000", "ppos wyt:a=1,b=2 --size 2000, against a naive O(S^3) solve",
    "ppos wyt:a=1,b=2 --size 2000", "bench --yardstick naive wyt:a=1,b=2 2000", 0, 0, 0, TRUE },
  { "limit-1e8", "limit wyt:a=1,b=2 --count 10^8", "limit wyt:a=1,b=2 --count 100000000", NULL,
    10, 1000, 0, TRUE },
  { "library-loaded", "library check beside two busy processes: every claim of the game files "
    "holds within the default time budget (a claim past it fails)", "library check", NULL, 5,
    200, 0, FALSE, TRUE },
};

typedef struct {
  double   seconds;  /* median wall time */
  double   mb;       /* largest peak resident memory */
  guint64  bytes;    /* written to standard output */
  int      status;   /* of the last run */
  char    *error;    /* its standard error, when it failed */
} Measure;

static double
now (void)
{
  return g_get_monotonic_time () / 1e6;
}

/* Start "wythoff ARGS" with its output to out_fd and its errors to err_fd. */
static pid_t
spawn_wythoff (const char *args, int out_fd, int out_other, int err_fd)
{
  g_auto (GStrv) words = g_strsplit (args, " ", -1);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  pid_t pid;

  g_ptr_array_add (argv, "/proc/self/exe");
  for (guint i = 0; words[i]; i++)
    g_ptr_array_add (argv, words[i]);
  g_ptr_array_add (argv, NULL);
  pid = fork ();
  if (pid == 0)
    {
      dup2 (out_fd, STDOUT_FILENO);
      dup2 (err_fd, STDERR_FILENO);
      close (out_other);
      execv ("/proc/self/exe", (char **) argv->pdata);
      _exit (127);
    }
  return pid;
}

/* Read the child's output to its end, counting it; past t0 + limit
 * seconds (limit 0: none) kill the child: *killed. */
static guint64
drain_output (int fd, pid_t pid, double t0, double limit, gboolean *killed)
{
  char buf[1 << 16];
  guint64 bytes = 0;

  *killed = FALSE;
  for (;;)
    {
      struct pollfd pfd = { fd, POLLIN, 0 };
      int wait_ms = limit > 0 ? (int) MAX (0, (t0 + limit - now ()) * 1000) : -1;
      int ready = poll (&pfd, 1, wait_ms);
      gssize n;

      if (ready == 0 && pid > 0)
        {
          kill (pid, SIGKILL);
          *killed = TRUE;
          limit = 0;
          continue;
        }
      if (ready < 0 && errno == EINTR)
        continue;
      n = read (fd, buf, sizeof buf);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return bytes;
      bytes += (guint64) n;
    }
}

/* Run "wythoff ARGS" once: output through a pipe, counted; stderr kept.
 * After limit seconds (0: none) the child is killed: *killed. */
static gboolean
run_limited (const char *args, double limit, double *seconds, double *cpu, double *mb,
             guint64 *bytes, int *status, char **error_text, gboolean *killed)
{
  char err_path[] = "/tmp/wythoff-bench-XXXXXX";
  int out[2], err_fd = g_mkstemp (err_path);
  struct rusage usage;
  double t0;
  pid_t pid;

  if (err_fd < 0 || pipe (out) != 0)
    return FALSE;
  unlink (err_path);
  t0 = now ();
  pid = spawn_wythoff (args, out[1], out[0], err_fd);
  close (out[1]);
  *bytes = drain_output (out[0], pid, t0, limit, killed);
  close (out[0]);
  if (pid < 0 || wait4 (pid, status, 0, &usage) != pid)
    return FALSE;
  *seconds = now () - t0;
  *mb = usage.ru_maxrss / 1024.0;
  *cpu = usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + usage.ru_stime.tv_sec
         + usage.ru_stime.tv_usec / 1e6;
  if (!g_spawn_check_wait_status (*status, NULL))
    {
      char buf[1 << 16];
      gssize len = pread (err_fd, buf, sizeof buf - 1, 0);
      buf[MAX (len, 0)] = '\0';
      /* a command that fails without a word (library check: a verdict that differs) */
      *error_text = *g_strstrip (buf) ? g_strdup (buf)
                    : g_strdup_printf ("exit status %d, nothing on standard error",
                                       WIFEXITED (*status) ? WEXITSTATUS (*status) : -1);
    }
  close (err_fd);
  return TRUE;
}

static gboolean
run_once (const char *args, double *seconds, double *mb, guint64 *bytes, int *status,
          char **error_text)
{
  gboolean killed;
  double cpu;

  return run_limited (args, 0, seconds, &cpu, mb, bytes, status, error_text, &killed);
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* One run into m: its bytes, status and error; its peak kept when the largest. */
static gboolean
run_into (const char *args, double *seconds, Measure *m)
{
  double mb;

  if (!run_once (args, seconds, &mb, &m->bytes, &m->status, &m->error))
    return FALSE;
  m->mb = MAX (m->mb, mb);
  return TRUE;
}

/* The median of runs runs, after one warm-up run. */
static gboolean
measure (const char *args, guint runs, Measure *m)
{
  double times[9];

  *m = (Measure) { 0 };
  for (guint i = 0; i <= runs; i++)
    {
      g_clear_pointer (&m->error, g_free);
      if (!run_into (args, &times[MAX (i, 1) - 1], m))
        return FALSE;
      if (m->error)
        return TRUE;
    }
  qsort (times, runs, sizeof (double), compare_doubles);
  m->seconds = times[runs / 2];
  return TRUE;
}

/* Under load: the two commands in turn, n pairs after a warm-up run of
 * each, and the median of the pairs' ratios (the load's noise falls on
 * both of a pair alike). */
#define WY_BENCH_PAIRS 9

static gboolean
measure_pairs (const char *a_args, const char *b_args, Measure *a, Measure *b, double *ratio)
{
  double ta[WY_BENCH_PAIRS + 1], tb[WY_BENCH_PAIRS + 1], ratios[WY_BENCH_PAIRS];

  *a = *b = (Measure) { 0 };
  for (guint i = 0; i <= WY_BENCH_PAIRS; i++)
    {
      if (!run_into (a_args, &ta[i], a) || a->error || !run_into (b_args, &tb[i], b) || b->error)
        return FALSE;
      if (i > 0)
        ratios[i - 1] = ta[i] / MAX (tb[i], 1e-6);
    }
  qsort (ta + 1, WY_BENCH_PAIRS, sizeof (double), compare_doubles);
  qsort (tb + 1, WY_BENCH_PAIRS, sizeof (double), compare_doubles);
  qsort (ratios, WY_BENCH_PAIRS, sizeof (double), compare_doubles);
  a->seconds = ta[1 + WY_BENCH_PAIRS / 2];
  b->seconds = tb[1 + WY_BENCH_PAIRS / 2];
  *ratio = ratios[WY_BENCH_PAIRS / 2];
  return TRUE;
}

static void
append_measure (GString *line, const Measure *m)
{
  if (m->seconds < 0.01)
    g_string_append_printf (line, "%.2f ms", m->seconds * 1000);
  else
    g_string_append_printf (line, "%.3f s", m->seconds);
  g_string_append_printf (line, ", peak %.0f MB, %" G_GUINT64_FORMAT " bytes out", m->mb,
                          m->bytes);
}

/* A loaded machine: n processes that spin until killed. */
#define WY_BENCH_LOAD 2

static void
start_load (pid_t *busy)
{
  for (guint i = 0; i < WY_BENCH_LOAD; i++)
    if ((busy[i] = fork ()) == 0)
      for (volatile guint64 k = 0;; k++)
        ;
}

static void
stop_load (const pid_t *busy)
{
  for (guint i = 0; i < WY_BENCH_LOAD; i++)
    if (busy[i] > 0)
      {
        kill (busy[i], SIGKILL);
        waitpid (busy[i], NULL, 0);
      }
}

/* Run one item and print its line; FALSE if it failed or missed a target. */
static gboolean
run_item (const BenchItem *item, guint runs)
{
  g_autoptr (GString) line = g_string_new (NULL);
  Measure a, b = { 0 };
  gboolean met = TRUE, ran;
  double ratio = 0;
  pid_t busy[WY_BENCH_LOAD] = { 0 };

  g_string_printf (line, "%s: ", item->what);
  if (item->loaded)
    start_load (busy);
  if (item->loaded && item->yardstick)
    ran = measure_pairs (item->command, item->yardstick, &a, &b, &ratio);
  else
    ran = measure (item->command, runs, &a) && !a.error
          && (!item->yardstick || (measure (item->yardstick, runs, &b) && !b.error));
  stop_load (busy);
  if (!ran)
    {
      printf ("%sfailed: %s\n", line->str, a.error ? a.error : b.error ? b.error : "no run");
      g_free (a.error);
      g_free (b.error);
      return FALSE;
    }
  append_measure (line, &a);
  if (item->target > 0)
    {
      g_string_append_printf (line, " (target < %g s)", item->target);
      met = met && a.seconds < item->target;
    }
  if (item->mem_mb > 0)
    {
      g_string_append_printf (line, " (target < %g MB)", item->mem_mb);
      met = met && a.mb < item->mem_mb;
    }
  if (item->yardstick)
    {
      if (!item->loaded)
        ratio = a.seconds / MAX (b.seconds, 1e-6);
      g_string_append (line, "; yardstick ");
      append_measure (line, &b);
      g_string_append_printf (line, item->loaded ? "; ratio %.2f (median of %d pairs)"
                                                 : "; ratio %.2f", ratio, WY_BENCH_PAIRS);
      if (item->max_ratio > 0)
        g_string_append_printf (line, " (target <= %g)", item->max_ratio);
      met = met && (item->max_ratio == 0 || ratio <= item->max_ratio);
    }
  if (item->target > 0 || item->mem_mb > 0 || item->max_ratio > 0)
    g_string_append (line, met ? " ok" : " MISSED");
  else
    g_string_append (line, " (for comparison)");
  printf ("%s\n", line->str);
  fflush (stdout);
  return met;
}

/* --caps: every family at the cap of each command, small parameters and
 * the largest (1000; imitation's p to 16, mark's k to 60). */
static const char *const cap_rules[] = {
  "nim", "wythoff", "fraenkel:a=2", "fraenkel:a=1000", "wyt:a=1,b=2", "wyt:a=1000,b=1000",
  "wytc:a=2,b=2,c=3", "wytc:a=1000,b=1000,c=1000", "nimpq:a=2,b=2,p=2,q=2",
  "nimpq:a=1000,b=1000,p=1000,q=1000", "nimpq:a=2,b=2,p=3,q=2,reading=abstract",
  "nimpq:a=100,b=100,p=100,q=100,reading=abstract",
  "nimpq:a=1000,b=1000,p=1000,q=1000,reading=abstract", "nimpq:a=2,b=2,p=3,q=2,reading=sec7",
  "nimpq:a=1000,b=1000,p=1000,q=1000,reading=sec7", "wythoff:block=2", "wythoff:block=1000",
  "wyt:a=1000,b=1000,block=1000", "stwythoff:s=2,t=3", "stwythoff:s=1000,t=1000",
  "restricted:s=2,t=3", "restricted:s=1000,t=1000", "gamma:i=2,s=2,t=3",
  "gamma:i=4,s=1000,t=1000", "stwythoff:s=2,t=3,block=3", "imitation:p=1", "imitation:p=16",
  "mark:k=2", "mark:k=60", "mark:k=2,block=3", "upmark",
};

typedef struct {
  const char *command;
  WyNeeds     needs;
  gboolean    grundy; /* only for games with Grundy values */
} CapCommand;

static const CapCommand cap_commands[] = {
  { "ppos", WY_NEED_STATUS, FALSE },
  { "steps", WY_NEED_STEPS, FALSE },
  { "grundy", WY_NEED_GRUNDY, TRUE },
  /* the elimination view reads the step of every cell (a pixel's) */
  { "export", WY_NEED_STEP_COUNTS, FALSE },
};

/* One command at its cap, once, killed after limit seconds: a table row. */
static gboolean
run_cap (const char *rule, const CapCommand *cc, double limit)
{
  g_autoptr (WyGame) game = wy_game_parse (rule, NULL);
  g_autofree char *args = NULL, *error = NULL, *reason = NULL;
  double seconds = 0, cpu = 0, mb = 0;
  guint64 bytes = 0;
  g_autofree char *name = g_strdup_printf ("wythoff-bench-caps-%d.png", (int) getpid ());
  g_autofree char *figure = g_build_filename (g_get_tmp_dir (), name, NULL);
  g_autofree char *command = NULL;
  double budget = wy_solve_get_time_budget ();
  gboolean killed = FALSE, one_pile;
  guint cap;
  int status = 0;

  if (!game || (cc->grundy && !wy_game_has_grundy (game)))
    return TRUE;
  one_pile = wy_game_is_one_pile (game);
  cap = wy_solve_max_side (game, &(WyQuery) { .needs = cc->needs }, &reason);
  /* ppos writes every P-position; steps and grundy the far corner (the
   * whole board solved); export the elimination's figure */
  if (strcmp (cc->command, "ppos") == 0)
    args = g_strdup_printf ("ppos %s --size %u", rule, cap);
  else if (strcmp (cc->command, "export") == 0)
    args = g_strdup_printf ("export %s --size %u --view elimination -o %s", rule, cap, figure);
  else if (one_pile)
    args = g_strdup_printf ("%s %s --size %u --region %u,%u", cc->command, rule, cap, cap - 1,
                            cap - 1);
  else
    args = g_strdup_printf ("%s %s --size %u --region %u,%u,%u,%u", cc->command, rule, cap,
                            cap - 1, cap - 1, cap - 1, cap - 1);
  /* the child solves under the same time budget */
  command = budget == WY_TIME_BUDGET_DEFAULT ? g_strdup (args)
            : g_strdup_printf ("%s --time-budget %g", args, budget);
  if (!run_limited (command, limit, &seconds, &cpu, &mb, &bytes, &status, &error, &killed))
    return FALSE;
  g_unlink (figure);
  if (killed)
    printf ("| `%s` | %u (%s) | > %.0f s (stopped) | | %.0f MB | MISSED |\n", command, cap,
            reason, limit, mb);
  else if (error)
    printf ("| `%s` | %u (%s) | failed: %s | | | MISSED |\n", command, cap, reason, error);
  else
    printf ("| `%s` | %u (%s) | %.2f s | %.2f s | %.0f MB | %s |\n", command, cap, reason,
            seconds, cpu, mb, seconds < budget ? "ok" : "MISSED");
  fflush (stdout);
  return !killed && !error && seconds < budget;
}

/* An option --caps ignores or only --caps takes, or an --only no rule of --caps contains
 * (all were ignored: the whole bench ran, or nothing): refused, named. */
static gboolean
check_caps_options (gboolean caps, gboolean quick, const char *limit_text, const char *only,
                    GError **error)
{
  guint n = 0;

  if (!caps && limit_text)
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                 _("bench: --limit goes with --caps (it stops a command at its cap)"));
  else if (caps && quick)
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                 _("bench: --quick does not go with --caps (which runs each command once)"));
  for (guint i = 0; caps && only && i < G_N_ELEMENTS (cap_rules); i++)
    n += strstr (cap_rules[i], only) != NULL;
  if (error && !*error && caps && only && n == 0)
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                 _("bench --caps: --only %s is in no rule of the caps table (give a family such as "
                   "wythoff or nimpq, or a key such as block=2)"), only);
  return !error || !*error;
}

/* only: NULL, or the rules that contain it */
static int
run_caps (double limit, const char *only)
{
  guint met = 0, n = 0;
  double budget = wy_solve_get_time_budget ();

  printf ("| command at its cap | cap (what sets it) | wall | processor | peak | within %g s "
          "(wall) |\n|---|---|---|---|---|---|\n", budget);
  for (guint i = 0; i < G_N_ELEMENTS (cap_rules); i++)
    for (guint j = 0; j < G_N_ELEMENTS (cap_commands); j++)
      {
        g_autoptr (WyGame) game = wy_game_parse (cap_rules[i], NULL);
        if (!game || (cap_commands[j].grundy && !wy_game_has_grundy (game))
            || (only && !strstr (cap_rules[i], only)))
          continue;
        met += run_cap (cap_rules[i], &cap_commands[j], limit);
        n++;
      }
  printf ("%u of %u commands within %g s at their caps (one run each)\n", met, n, budget);
  return met == n ? 0 : 1;
}

static char *
describe_items (void)
{
  GString *s = g_string_new (_("Each item runs a whole wythoff command in a child process, its "
                               "output through a pipe,\n"
                               "after a warm-up run; the median wall time and the peak resident "
                               "memory are printed.\n"
                               "Items (for --only):\n"));

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    g_string_append_printf (s, "  %-18s wythoff %s%s\n", items[i].name, items[i].command,
                            items[i].slow ? _(" (slow: skipped by --quick)") : "");
  g_string_append (s, _("Exit status 0 when every target is met, 1 otherwise."));
  return g_string_free (s, FALSE);
}

int
wy_cli_bench (int argc, char **argv)
{
  gboolean quick = FALSE, caps = FALSE;
  double limit = 30;
  g_autofree char *only = NULL, *limit_text = NULL, *description = describe_items ();
  GOptionEntry entries[] = {
    { "quick", 0, 0, G_OPTION_ARG_NONE, &quick, N_("One run each, and skip the slow items"), NULL },
    { "only", 0, 0, G_OPTION_ARG_STRING, &only,
      N_("Run one item (with --caps: the rules that contain NAME)"), N_("NAME") },
    { "caps", 0, 0, G_OPTION_ARG_NONE, &caps,
      N_("Time every family at the cap of ppos, steps, grundy and export, once each, under the "
         "time budget (a Markdown table)"), NULL },
    { "limit", 0, 0, G_OPTION_ARG_STRING, &limit_text,
      N_("With --caps: stop a command after this many seconds (default 30)"), N_("SECONDS") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  guint met = 0, n = 0;
  guint runs;

  /* the yardsticks' own command line: bench --yardstick NAME ARGS... */
  if (argc >= 2 && strcmp (argv[1], "--yardstick") == 0)
    return wy_cli_yardstick (argc - 2, argv + 2);
  if (!wy_cli_parse_options ("bench", "", N_("Time whole wythoff commands against their targets "
                                "and beside plain yardsticks."), description, entries, 0,
                             &argc, &argv, &error)
      || !check_caps_options (caps, quick, limit_text, only, &error)
      || (limit_text && !wy_cli_parse_decimal ("--limit", limit_text, 0, 3600,
                                               _(" seconds (0: none)"), &limit, &error)))
    return wy_cli_fail_error (error);
  if (caps)
    return run_caps (limit, only);
  runs = quick ? 1 : 3;
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      if ((only && strcmp (only, items[i].name) != 0) || (!only && quick && items[i].slow))
        continue;
      met += run_item (&items[i], runs);
      n++;
    }
  if (only && n == 0)
    return wy_cli_fail (_("--only %s is not a benchmark item: see wythoff bench --help"), only);
  unlink (WY_BENCH_OUTPUT ".png");
  printf ("%u of %u items met their targets%s\n", met, n,
          quick ? " (--quick: one run each, the slow items skipped)" : "");
  return met == n ? 0 : 1;
}
