/* wy-cli-export.h: the `wythoff export` subcommand. */
#pragma once

int wy_cli_export (int argc, char **argv);
