/* wy-play-private.h: what the files of "play from here" share (wy-play.c, wy-play-blocks.c). */
#pragma once

#include "wy-play.h"

G_BEGIN_DECLS

/* Is p one of ps[0..n)? */
gboolean _wy_play_holds     (const WyPos *ps, guint n, const WyPos *p);
/* A position as the side panel writes it: "(6, 8)", a one-pile game's "9". */
char    *_wy_play_pos_text  (const WyBoard *board, const WyPos *pos);
/* The targets (WyPos) of the legal moves from 'from' into positions of that status, nearest
 * first (WY_STATUS_NONE: all of them). */
GArray  *_wy_play_targets   (const WyBoard *board, const WyPos *from, WyStatus status);

G_END_DECLS
