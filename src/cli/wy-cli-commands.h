/* wy-cli-commands.h: the subcommands of `wythoff`, each a main function of its own. */
#pragma once

G_BEGIN_DECLS

int wy_cli_ppos    (int argc, char **argv);
int wy_cli_steps   (int argc, char **argv);
int wy_cli_grundy  (int argc, char **argv);
int wy_cli_table   (int argc, char **argv);
int wy_cli_limit   (int argc, char **argv);
int wy_cli_moves   (int argc, char **argv);
int wy_cli_compare (int argc, char **argv);
int wy_cli_board   (int argc, char **argv);
int wy_cli_sum     (int argc, char **argv);
/* one question over a grid of rules, in parallel (wy-cli-sweep.c) */
int wy_cli_sweep   (int argc, char **argv);
/* wy-cli-analysis.c */
int wy_cli_sequence (int argc, char **argv);
int wy_cli_periods  (int argc, char **argv);
int wy_cli_classes  (int argc, char **argv);
int wy_cli_beams    (int argc, char **argv);
/* grundy --value G: the positions of one value (wy-cli-grundy-class.c) */
gboolean wy_cli_grundy_wants_class (int argc, char **argv);
int wy_cli_grundy_class (int argc, char **argv);

/* an automaton for the P-positions, Walnut's format (wy-cli-automaton.c) */
int wy_cli_automaton (int argc, char **argv);

G_END_DECLS
