/* wy-cli-bench.h: the `wythoff bench` subcommand. */
#pragma once

int wy_cli_bench (int argc, char **argv);
