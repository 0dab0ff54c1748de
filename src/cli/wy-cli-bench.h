/* wy-cli-bench.h: the `wythoff bench` subcommand and the plain yardsticks it compares with. */
#pragma once

int wy_cli_bench     (int argc, char **argv);
/* "bench --yardstick NAME ARGS...": the same work as a command, done plainly
 * (wy-cli-yardstick.c). */
int wy_cli_yardstick (int argc, char **argv);
