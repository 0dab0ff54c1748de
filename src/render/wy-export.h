/* wy-export.h: figures written to PNG (libpng), SVG and PDF (Cairo), with provenance to re-render them. */
#pragma once

#include "wy-render.h"

G_BEGIN_DECLS

typedef enum {
  WY_EXPORT_PNG,
  WY_EXPORT_SVG,
  WY_EXPORT_PDF,
  WY_EXPORT_TIKZ,   /* .tex: a standalone TikZ picture (wy-export-tikz.c) */
  WY_EXPORT_GIF,    /* .gif: the elimination as an animated GIF (all steps only; wy-export-gif.c) */
  WY_EXPORT_WEBM,   /* .webm: the elimination as a VP8 video (all steps only; wy-export-webm.c) */
  WY_N_EXPORT_FORMATS /*< skip >*/
} WyExportFormat;

typedef enum {
  WY_UNIT_PX,
  WY_UNIT_CM,
  WY_UNIT_IN,
  WY_N_UNITS /*< skip >*/
} WyUnit;

/* What the Export dialog and `wythoff export` choose. The figure is laid
 * out in pixels (width in px, or cm/in times dpi) and its height follows
 * from the board (wy_layout_natural_height). A PNG has that many pixels and
 * the dpi in pHYs; an SVG or PDF is the same drawing scaled to its physical
 * size (72 points per inch), so every format looks alike. */
/* A figure is 16 to 32767 pixels wide (cairo image surfaces and most
 * viewers stop there), at 10 to 4800 dpi. */
#define WY_EXPORT_MIN_SIDE 16
#define WY_EXPORT_MAX_SIDE 32767
#define WY_EXPORT_MIN_DPI 10
#define WY_EXPORT_MAX_DPI 4800
/* A plot's width in pixels (the 3-D view, slices side by side, the limit, offsets and beams
 * plots, an automaton's figure). */
#define WY_EXPORT_PLOT_MIN_WIDTH 100
#define WY_EXPORT_PLOT_MAX_WIDTH 10000
/* All steps of a board with more are refused (WY_ERROR_RANGE); a video's
 * frames are cheaper than files or pages: a 4096 board's 1565 steps fit. */
#define WY_EXPORT_MAX_STEPS 1000u
#define WY_EXPORT_MAX_VIDEO_STEPS 5000u
/* A video (GIF, WebM) shows fps steps a second, 0.25 to 30 (the window's
 * animation defaults to 2 steps a second), and holds the final board for
 * WY_EXPORT_FINAL_PAUSE seconds (or one step's time, when that is longer). */
#define WY_EXPORT_DEFAULT_FPS 2.0
#define WY_EXPORT_MIN_FPS 0.25
#define WY_EXPORT_MAX_FPS 30.0
#define WY_EXPORT_FINAL_PAUSE 3.0
/* A video may show each step in up to 10 frames, its new P-positions and
 * lines fading in; the frames run at most 50 a second (a GIF's delays are
 * hundredths of a second, its shortest 2). */
#define WY_EXPORT_MAX_FADE 10u
#define WY_EXPORT_MAX_RATE 50.0
#define WY_EXPORT_MAX_CAPTION_SECONDS 3600.0

typedef struct {
  WyExportFormat  format;
  double          width;      /* in unit; must be > 0 */
  WyUnit          unit;
  double          dpi;        /* pixels per inch, 10 .. 4800 */
  gboolean        all_steps;  /* PDF: one page per elimination step; PNG, SVG:
                               * numbered frames name-001.png ... (render.step unused);
                               * GIF, WebM: a video frame per step (required);
                               * at most WY_EXPORT_MAX_STEPS steps */
  double          fps;        /* GIF, WebM: steps a second (0: WY_EXPORT_DEFAULT_FPS) */
  guint           fade;       /* GIF, WebM: frames a step, fading the step in (0, 1: none) */
  double          caption_seconds; /* GIF, WebM: render.caption's text only in the first
                                    * seconds, its room kept after (0: throughout) */
  WyRenderOptions render;     /* view, style, dark, step (0: final), axes, grid, lines,
                               * selection, formula; hover is ignored */
} WyExportOptions;

/* PNG, 1000 px at 300 dpi, paper style, outcome view, final step, axes,
 * 2 steps a second for a video. */
void         wy_export_options_init       (WyExportOptions *options);

/* The writers' file and progress (wy-export-private.h). */
typedef struct _WyTempFile WyTempFile;
typedef struct _WyExportProgress WyExportProgress;

/* A writer of one format (wy-export-<format>.c): the figure of w x h
 * pixels (a raster's rounded) at o->dpi into t, r the render options (the
 * step of a frame or the first page), progress stepped by a page or frame. */
typedef gboolean WyExportWriteFunc (const WyBoard *board, const WyExportOptions *o,
                                    const WyRenderOptions *r, double w, double h,
                                    WyTempFile *t, WyExportProgress *progress,
                                    GError **error);

/* One row of the table of export formats (wy-export-formats.c), which the
 * export, the Export dialog, the command line, the window's open filter,
 * its recent files and the messages read: a new format is a row there and
 * its writer's file. */
typedef struct {
  WyExportFormat     format;
  const char        *name;       /* "PNG": in messages */
  const char        *extension;  /* "png": of the file, and the command line's name */
  const char        *label;      /* the Export dialog's entry, untranslated (N_) */
  const char        *mime_type;
  gboolean           raster;     /* pixels (the size rounded); else drawn in points */
  gboolean           video;      /* the elimination as a video: all steps only */
  gboolean           one_file;   /* all steps in one file (pages, frames); else a file each */
  gboolean           opens;      /* its provenance is read back: the window opens it */
  const char        *needs;      /* what a build needs to write it (NULL: every build does) */
  gboolean           available;  /* this build writes it */
  WyExportWriteFunc *write;
} WyExportFormatInfo;

const WyExportFormatInfo *wy_export_format_get_info (WyExportFormat format);

const char  *wy_export_format_get_name    (WyExportFormat format);  /* "png", "svg", "pdf", ... */
/* GIF and WebM: the elimination as a video, one frame per step. */
gboolean     wy_export_format_is_video    (WyExportFormat format);
/* The extensions of the videos (video) or of the other formats, the last
 * after last: ".gif or .webm" for " or " (a new string). */
char        *wy_export_format_extensions  (gboolean video, const char *last);
gboolean     wy_export_format_from_name   (const char *name, WyExportFormat *out);
/* The format named by a file's extension (case-insensitive). */
gboolean     wy_export_format_from_filename (const char *filename, WyExportFormat *out,
                                             GError **error);
const char  *wy_unit_get_name             (WyUnit unit);            /* "px", "cm", "in" */
gboolean     wy_unit_from_name            (const char *name, WyUnit *out);

/* The width, dpi and unit alone (no board needed): check them before
 * solving a board for the figure. */
gboolean     wy_export_check_options      (const WyExportOptions *options, GError **error);
/* The widths WY_EXPORT_MIN_SIDE .. WY_EXPORT_MAX_SIDE pixels in the
 * options' unit at their dpi. */
void         wy_export_width_range        (const WyExportOptions *options, double *min,
                                           double *max);

/* Size of the figure in pixels (what a PNG gets); FALSE with an error when
 * the options are out of range or the image would be too large. */
gboolean     wy_export_get_pixel_size     (const WyBoard *board, const WyExportOptions *options,
                                           guint *width, guint *height, GError **error);

/* A video (GIF, WebM) of the board with these options: available in this
 * build, all steps chosen, the fps and the pixel budget; the error says
 * what to change. (wy_export_write checks the same.) */
gboolean     wy_export_check_video        (const WyBoard *board, const WyExportOptions *options,
                                           GError **error);

/* The file of frame `frame` (1-based) of an all-steps export:
 * "fig.png" -> "fig-001.png" (at least three digits, more for n_frames > 999). */
char        *wy_export_frame_name         (const char *filename, guint frame, guint n_frames);

/* Write the figure through the one writer (wy-export-file.c): complete
 * content in a temporary file beside the file the target names, then one
 * rename, keeping its permissions. A read-only file or one that is not a
 * regular file is refused and left alone. On failure nothing new is left
 * behind (frames: the old set stays whole) and the error names the file. */
gboolean     wy_export_write              (const WyBoard *board, const WyExportOptions *options,
                                           const char *filename, GError **error);

/* The same, with progress (fraction of the pages or frames written, from
 * the calling thread) and a cancellable: once it is cancelled the export
 * stops and fails with G_IO_ERROR_CANCELLED, leaving no file behind. */
gboolean     wy_export_write_full         (const WyBoard *board, const WyExportOptions *options,
                                           const char *filename, WyProgressFunc progress,
                                           gpointer user_data, GCancellable *cancellable,
                                           GError **error);

/* Write text (a table, say) the same way. */
gboolean     wy_export_write_text         (const char *filename, const char *text, gsize length,
                                           GCancellable *cancellable, GError **error);

/* Provenance, as stored in the PNG text chunks (tEXt, Latin-1 keys):
 *   Title             "Wythoff Lattice: <game> on <S>x<S>, <view>, step <j>|final"
 *   Software          "Wythoff Lattice <version>"
 *   wythoff:game      canonical rule string (wy_game_to_string)
 *   wythoff:size      board side S
 *   wythoff:step      elimination step shown, 0 = final
 *   wythoff:view      outcome | elimination | grundy | formula
 *   wythoff:style     paper | screen
 *   wythoff:dark      yes | no
 *   wythoff:axes      yes | no
 *   wythoff:selection "x,y" or "none"
 *   wythoff:classes   K, when the Grundy view shows the classes 0..K
 *                     (beyond the dense values' cap)
 *   wythoff:version   program version that wrote the file
 * The PDF carries the same keys in its Keywords metadata ("key=value; ..."),
 * the SVG in its <desc>, a GIF in a comment extension (the title, then a
 * "key=value" line each), a WebM in its tags (title; the keys as "key=value; ..."
 * in the comment). Of a PDF, GIF or WebM of all steps wythoff:step is "all".
 * A figure of three heaps names its plot in wythoff:view, so that a reader that does not
 * redraw it refuses it: "cube" (the 3-D view) with wythoff:turn "YAW,PITCH" (degrees),
 * wythoff:selection "x,y,z" or "none", and, where they differ from what the style gives,
 * wythoff:key (its colour key, yes | no) and wythoff:outline "z=K" (a plane outlined); or
 * "slices z=0,1,2" (slices side by side) with wythoff:slice-view, the view of their boards.
 * A figure of either without those keys (written before they were) is refused. */
typedef struct {
  char     *game;
  guint     size;
  guint     step;
  WyView    view;
  WyStyle   style;
  gboolean  dark;
  gboolean  axes;
  gboolean  grid, lines;    /* wythoff:grid, wythoff:lines (yes when not given) */
  gboolean  has_selection;
  WyPos     selection;
  char     *version;
  char     *plane;          /* wythoff:plane ("z=2", three heaps); NULL: a board */
  WyAxis    plane_axis;     /* the plane's axis and K, or the first of slices side by side */
  guint     plane_k;
  char     *caption;        /* Description: the caption under the figure; NULL: none */
  gboolean  has_classes;    /* wythoff:classes given */
  guint     classes;        /* then the Grundy classes 0..classes shown */
  guint     width, height;  /* pixels of the PNG */
  double    dpi;            /* from pHYs; 0 when absent */
  gboolean  all_steps;      /* wythoff:step "all": a PDF of every step (step is then 0) */
  /* a figure of three heaps that is no board: the 3-D view (cube) or slices side by side */
  gboolean  cube;           /* wythoff:view "cube" */
  char     *slices;         /* wythoff:view "slices z=0,1,2": its planes "z=0,1,2"; NULL: none */
  gboolean  has_turn;       /* the 3-D view's wythoff:turn, in degrees */
  double    yaw, pitch;
  gboolean  has_point;      /* the 3-D view's wythoff:selection "x,y,z" */
  guint     point[3];
  gboolean  has_key, key;   /* the 3-D view's wythoff:key, given where the style's differs */
  gboolean  has_outline;    /* the 3-D view's wythoff:outline: the plane outlined */
  WyAxis    outline_axis;
  guint     outline_k;
} WyProvenance;

/* Read the provenance of a PNG, SVG or PDF this program wrote; clear errors
 * for a missing file, a file that is none of them, and a figure without
 * provenance. */
gboolean     wy_export_read_provenance    (const char *filename, WyProvenance *out,
                                           GError **error);
void         wy_provenance_clear          (WyProvenance *prov);
/* Set the render options (and the pixel width and dpi, when known) the
 * provenance describes; the format and all_steps are left alone. */
void         wy_provenance_apply          (const WyProvenance *prov, WyExportOptions *options);

G_END_DECLS
