/* wy-cli-papers.h: the papers' companion subcommands: check, numeration, figure. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int wy_cli_check      (int argc, char **argv);
int wy_cli_numeration (int argc, char **argv);
int wy_cli_figure     (int argc, char **argv);
/* `limit`: with --series the series and plot, else wy_cli_limit. */
int wy_cli_limit_entry (int argc, char **argv);

G_END_DECLS
