/* wy-cli-write.c: every file a command writes is written here: in a worker thread, with progress on a terminal, while SIGINT, SIGTERM and SIGHUP cancel it. */
#define G_LOG_DOMAIN "wy-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "wy-cli-common.h"
#include "wy-export.h"
#include "wy-interrupts-private.h"
#include "wy-render-limit.h"

typedef struct {
  const char    *filename;
  WyCliWriter    writer;
  gpointer       data;
  GCancellable  *cancellable;
  GMainLoop     *loop;
  GError        *error;
  gboolean       ok;
  int            signal;   /* SIGINT, SIGTERM or SIGHUP that cancelled it, or 0 */
  WyCliProgress  progress;
} WriteJob;

static gboolean
job_done (gpointer data)
{
  g_main_loop_quit (((WriteJob *) data)->loop);
  return G_SOURCE_REMOVE;
}

static gpointer
job_thread (gpointer data)
{
  WriteJob *job = data;

  job->ok = job->writer (job->data, wy_cli_progress, &job->progress, job->cancellable,
                         &job->error);
  /* a source, not g_main_context_invoke: that may run job_done here, before
   * the main loop runs, and the quit would be lost */
  g_idle_add (job_done, job);
  return NULL;
}

/* SIGTERM, SIGINT or SIGHUP (a terminal closed under a long export): the first one heard is
 * the exit status's. */
static void
interrupt (gpointer data, int signal)
{
  WriteJob *job = data;

  job->signal = job->signal ? job->signal : signal;
  g_cancellable_cancel (job->cancellable);
}

int
wy_cli_write_file (const char *filename, WyCliWriter writer, gpointer data)
{
  WriteJob job = { filename, writer, data, g_cancellable_new (), g_main_loop_new (NULL, FALSE) };
  guint sources[WY_N_INTERRUPTS];
  GThread *thread;
  int status = 0;

  _wy_interrupts_watch (sources, interrupt, &job);
  wy_cli_progress_init (&job.progress, g_strdup_printf (_("writing %s"), filename));
  /* under a tight memory limit even a thread may not be there */
  thread = g_thread_try_new ("wythoff-write", job_thread, &job, NULL);
  if (!thread)
    g_set_error (&job.error, WY_ERROR, WY_ERROR_MEMORY,
                 _("Not enough memory to write “%s”: no thread could be started"), filename);
  else
    {
      g_main_loop_run (job.loop);
      g_thread_join (thread);
    }
  _wy_interrupts_unwatch (sources);
  wy_cli_progress_clear (&job.progress);
  /* a writer that finished before it saw the cancel wrote its file whole */
  if (job.signal && !job.ok)
    {
      wy_cli_fail (_("interrupted: %s was not written"), filename);
      status = 128 + job.signal;
    }
  else if (job.signal)
    status = 128 + job.signal;
  else if (!job.ok)
    status = wy_cli_fail_error (job.error);
  g_clear_error (&job.error);
  g_main_loop_unref (job.loop);
  g_object_unref (job.cancellable);
  return status;
}

typedef struct {
  const WyBoard         *board;
  const WyExportOptions *options;
  const char            *filename;
} FigureJob;

static gboolean
figure_writer (gpointer data, WyProgressFunc progress, gpointer progress_data,
               GCancellable *cancellable, GError **error)
{
  const FigureJob *job = data;

  return wy_export_write_full (job->board, job->options, job->filename, progress,
                               progress_data, cancellable, error);
}

int
wy_cli_write_figure (const WyBoard *board, const WyExportOptions *options, const char *filename)
{
  FigureJob job = { board, options, filename };

  return wy_cli_write_file (filename, figure_writer, &job);
}

typedef struct {
  const char *filename, *text;
} TextJob;

static gboolean
text_writer (gpointer data, WyProgressFunc progress, gpointer progress_data,
             GCancellable *cancellable, GError **error)
{
  const TextJob *job = data;

  return wy_export_write_text (job->filename, job->text, strlen (job->text), cancellable, error);
}

int
wy_cli_write_text (const char *filename, const char *text)
{
  TextJob job = { filename, text };

  return wy_cli_write_file (filename, text_writer, &job);
}

typedef struct {
  WyCliPlot       kind;
  gconstpointer   plot;
  double          width;
  const char     *filename;
} PlotJob;

static gboolean
plot_writer (gpointer data, WyProgressFunc progress, gpointer progress_data,
             GCancellable *cancellable, GError **error)
{
  const PlotJob *job = data;

  switch (job->kind)
    {
    case WY_CLI_PLOT_LIMIT:
      return wy_export_limit_write (job->plot, job->width, 150, job->filename, cancellable,
                                    error);
    case WY_CLI_PLOT_OFFSETS:
      return wy_export_offsets_write (job->plot, job->width, 150, job->filename, cancellable,
                                      error);
    case WY_CLI_PLOT_BEAMS:
      return wy_export_beams_write (job->plot, job->width, 150, job->filename, cancellable,
                                    error);
    }
  g_return_val_if_reached (FALSE);
}

int
wy_cli_write_plot (const char *filename, WyCliPlot kind, gconstpointer plot, double width)
{
  PlotJob job = { kind, plot, width, filename };

  return wy_cli_write_file (filename, plot_writer, &job);
}
