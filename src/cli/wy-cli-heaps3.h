/* wy-cli-heaps3.h: `wythoff export` of a game of three heaps: a slice, slices side by side, the 3-D view. */
#pragma once

#include "wy-cli-common.h"

G_BEGIN_DECLS

typedef struct {
  const char *slice;    /* --slice AXIS=K */
  const char *slices;   /* --slices AXIS=K1,K2,... */
  gboolean    cube;     /* --3d */
  const char *turn;     /* --turn YAW,PITCH (degrees), with --3d */
  const char *select;   /* --select: X,Y,Z (or a slice's X,Y) */
  const char *step;     /* --step, read here for --slices and --3d */
  gboolean    caption;  /* --caption given: a board figure's only */
  WyView      view;     /* the figure's view (--view, or a figure's provenance) */
  const WyProvenance *from;  /* --from's figure (NULL: none): a 3-D view's turn, selection,
                              * key and outlined plane, where no option gives them */
} WyCliHeaps3Args;

/* Before solving: the options fit the game (three heaps) and the side. */
gboolean wy_cli_heaps3_check  (const WyCliHeaps3Args *args, const WyGame *game, guint size,
                               GError **error);

/* One plane as --slice writes it ("z=3", spaces allowed): its axis and K; FALSE for any other
 * text (several planes, no axis, not a whole number). */
gboolean wy_cli_heaps3_plane  (const char *text, WyAxis *axis, guint *k);

/* After solving: a cube shown as one slice replaces *solution by the slice
 * (the figure is then drawn as any board's; a selection's moves in the
 * slice are set in options->render.selection_moves, a new array the caller
 * frees); several slices or the 3-D
 * view are written here, *status their exit status and *done TRUE. */
gboolean wy_cli_heaps3_figure (const WyCliHeaps3Args *args, WySolution **solution,
                               WyExportOptions *options, const char *output, gboolean *done,
                               int *status, GError **error);

G_END_DECLS
