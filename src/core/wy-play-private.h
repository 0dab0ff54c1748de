/* wy-play-private.h: what the files of "play from here" share: wy-play.c (moves and replies)
 * below wy-play-blocks.c (the blocks of a turn, the verdict on a move) below wy-play-record.c. */
#pragma once

#include "wy-play.h"

G_BEGIN_DECLS

/* Is pos a position of the board's game on the board (not off it, not UpMark's 0)? */
gboolean _wy_play_is_position (const WyBoard *board, const WyPos *pos);
/* Is p one of ps[0..n)? */
gboolean _wy_play_holds     (const WyPos *ps, guint n, const WyPos *p);
/* A position as the side panel writes it: "(6, 8)", a one-pile game's "9" (off its strip:
 * "(3, 1)"). */
char    *_wy_play_pos_text  (const WyBoard *board, const WyPos *pos);
/* The targets (WyPos) of the legal moves from 'from' into positions of that status, nearest
 * first (WY_STATUS_NONE: all of them). */
GArray  *_wy_play_targets   (const WyBoard *board, const WyPos *from, WyStatus status);
/* Whether 'from' has a move to none of blocked[0..n_blocked). */
gboolean _wy_play_has_move_avoiding (const WyBoard *board, const WyPos *from,
                                     const WyPos *blocked, guint n_blocked);

G_END_DECLS
