/* wy-export-private.h: temporary files and the PNG codec shared by the export files. */
#pragma once

#include <stdio.h>
#include <sys/stat.h>
#include <gio/gio.h>

#include "wy-export.h"

G_BEGIN_DECLS

/* A file being written (wy-export-file.c): the content goes to a hidden
 * temporary file beside the file the target names (through its symbolic
 * links), and is renamed over it only when complete. */
struct _WyTempFile {
  char         *target;       /* as the caller named it (for messages) */
  char         *final;        /* the file replaced: the target through its links */
  char         *temp;         /* the temporary file, until committed */
  int           fd;
  GCancellable *cancellable;  /* the caller's, or NULL */
  GError       *error;        /* the first failed write */
  gboolean      existed;      /* final existed: st holds it */
  struct stat   st;
};

/* The file a target names: itself, or through its symbolic links the file
 * they point to (which may not exist yet); a new string. */
char     *wy_temp_resolve   (const char *target, GError **error);
/* Refuses a read-only target and one that is not a regular file. */
gboolean  wy_temp_open      (WyTempFile *t, const char *target, GCancellable *cancellable,
                             GError **error);
/* Flush and rename into place: the target is complete. */
gboolean  wy_temp_commit    (WyTempFile *t, GError **error);
/* Drop an uncommitted temporary file; free. */
void      wy_temp_discard   (WyTempFile *t);
/* The first write error as "Could not write “target”: ...". */
void      wy_temp_take_error (WyTempFile *t, GError **error);
/* The error of a write of t that was cancelled (G_IO_ERROR_CANCELLED, naming the target). */
void      wy_temp_set_cancelled (const WyTempFile *t, GError **error);
/* A writer's library failed: the file's own write error or a cancel where
 * there is one (they come first), else "Could not write “target”: why".
 * FALSE, for the writer to return. */
gboolean  wy_temp_fail      (WyTempFile *t, const char *why, GError **error);
/* A cairo_write_func_t writing to a WyTempFile. */
cairo_status_t wy_temp_write_func (void *closure, const unsigned char *data, unsigned int length);

/* wy-export-draw.c: the writers' ground */
/* Provenance as key, value, key, value, ..., NULL. */
char    **wy_export_provenance_pairs (const WyBoard *board, const WyRenderOptions *render);

/* The provenance of a set of all steps: titled "Wythoff Lattice: <game> on
 * SxS, <view>, steps 1 to n", its wythoff:step "all". */
char    **wy_export_all_steps_pairs (const WyBoard *board, const WyRenderOptions *render);
/* The pairs after the title and the software in one line, "key=value;
 * key=value" (a PDF's Keywords, a WebM's comment); a new string. */
char     *wy_export_keywords        (char *const *pairs);
/* A vector figure's pairs: wythoff:width (pixels) and wythoff:dpi added
 * before the caption (a PNG has them in IHDR and pHYs). Takes pairs. */
char    **wy_export_vector_pairs    (char **pairs, double width, double dpi);

/* Pages or frames done so far, for the caller's progress. */
struct _WyExportProgress {
  WyProgressFunc func;
  gpointer       user_data;
  guint          done, total;
};

void      wy_export_progress_step (WyExportProgress *p);

/* The figure fitted into w x h (snapped to whole pixels for a raster) and drawn. */
void      wy_export_draw_figure   (cairo_t *cr, const WyBoard *board, const WyRenderOptions *r,
                                   double w, double h, gboolean snap);
/* A finished surface's status, the file's first write error or a cancel, as an error. */
gboolean  wy_export_check_surface (cairo_surface_t *surface, WyTempFile *t, GError **error);
/* A cairo_write_func_t appending to a GString. */
cairo_status_t wy_export_string_write (void *closure, const unsigned char *data,
                                       unsigned int length);

/* The figure at the render options' step drawn into a new opaque ARGB32
 * image surface of w x h pixels, exactly as a PNG of it is (the one
 * rendering path of PNG frames, GIF and WebM); NULL with an error when
 * the surface cannot be made. */
cairo_surface_t *wy_export_render_frame (const WyBoard *board, const WyRenderOptions *render,
                                         int w, int h, const WyTempFile *t, GError **error);

/* The writers, one file each, a WyExportWriteFunc each (the table of
 * formats, wy-export-formats.c, names them): the figure w x h pixels (a
 * raster's rounded) at o->dpi, r its render options (the step of a frame). */
WyExportWriteFunc wy_export_write_png;
WyExportWriteFunc wy_export_write_svg;
/* A page a step for all steps. */
WyExportWriteFunc wy_export_write_pdf;
/* A PDF's creation date: SOURCE_DATE_EPOCH's where it is set (reproducible builds: the same
 * figure, the same bytes), else Cairo's, the time of the export. */
void      wy_export_pdf_date (cairo_surface_t *surface);
/* The board as a standalone TikZ document (sized in cm from the options' width). */
WyExportWriteFunc wy_export_write_tikz;
/* The video of all steps, frame j showing step j, the final board held
 * for WY_EXPORT_FINAL_PAUSE seconds (wy-export-gif.c, wy-export-webm.c). */
WyExportWriteFunc wy_export_write_gif;
WyExportWriteFunc wy_export_write_webm;
/* Frames of a video: fade a step, and for WebM the final board's repeats;
 * the frames a second (fps * fade). */
guint     wy_export_video_frames (const WyBoard *board, const WyExportOptions *o);
double    wy_export_video_rate   (const WyExportOptions *o);

/* The frames of a video as the one renderer draws them (wy-export-video.c):
 * frame i shows a step, faded in over the step before or whole, with the
 * caption's text or only its room. The last two steps' figures are kept. */
typedef struct {
  const WyBoard     *board;
  WyRenderOptions    r;
  int                w, h;
  const WyTempFile  *t;
  guint              n_steps, fade, n_frames;
  double             rate;            /* frames a second */
  guint              caption_frames;  /* the first frames with the caption's text */
  cairo_surface_t   *before, *after;  /* the figures of after_step - 1 and after_step */
  guint              after_step;
  gboolean           after_caption;
} WyVideo;

void      wy_video_init       (WyVideo *v, const WyBoard *board, const WyExportOptions *o,
                               const WyRenderOptions *r, int w, int h, const WyTempFile *t);
void      wy_video_clear      (WyVideo *v);
/* What frame i (0-based) shows: its step, k of fade (fade: the step whole)
 * and whether its caption is drawn. Frames past the steps repeat the last. */
void      wy_video_frame_info (const WyVideo *v, guint i, guint *step, guint *k,
                               gboolean *caption);
/* Frame i as an opaque ARGB32 surface (a new reference), or NULL with an error. */
cairo_surface_t *wy_video_frame (WyVideo *v, guint i, GError **error);

/* An SVG's provenance, text pairs (pairs[1] the title), as its <title> and <desc>, put after
 * the opening <svg> tag (Cairo has no SVG metadata call). */
void      wy_export_svg_metadata (GString *svg, char **pairs);

/* Write an image surface as RGBA PNG with pHYs and tEXt chunks. */
gboolean  wy_png_write      (cairo_surface_t *surface, WyTempFile *t, double dpi,
                             char **pairs, GError **error);

/* A plot beside the board figures (the limit, the class offsets): drawn
 * into width x height units; its provenance as text pairs (pairs[1] the
 * title), the PDF keywords, and its TikZ picture (NULL: none). */
typedef struct {
  void          (*draw) (cairo_t *cr, gconstpointer data, double width, double height);
  gconstpointer   data;
  char          **pairs;
  const char     *keywords;
  const GString  *tikz;
} WyPlot;

/* The format of a plot's file by its extension: .png, .svg, .pdf, and .tex where the plot
 * has TikZ (tikz); otherwise an error that names those. */
gboolean  wy_export_plot_format (const char *filename, gboolean tikz, WyExportFormat *out,
                                 GError **error);

/* Write the plot in the format, width x height pixels at dpi, atomically
 * like wy_export_write (a format the plot is not written in: the same error). */
gboolean  wy_export_plot_write (const WyPlot *plot, WyExportFormat format, double width,
                                double height, double dpi, const char *filename,
                                GCancellable *cancellable, GError **error);

/* The same for a plot of one board's analysis (no TikZ): its provenance
 * the game, the view (the plot's name) and the side. */
gboolean  wy_export_board_plot_write (void (*draw) (cairo_t *, gconstpointer, double, double),
                                      gconstpointer data, const char *view, const char *game,
                                      guint size, const char *title, WyExportFormat format,
                                      double width, double height, double dpi,
                                      const char *filename, GCancellable *cancellable,
                                      GError **error);
/* The same 3:2, width pixels wide, in the format of the file's extension. */
gboolean  wy_export_view_plot_write (void (*draw) (cairo_t *, gconstpointer, double, double),
                                     gconstpointer data, const char *view, const char *game,
                                     guint size, const char *title, double width, double dpi,
                                     const char *filename, GCancellable *cancellable,
                                     GError **error);

/* wy-provenance-pairs.c */
/* No value this program writes is longer (a rule string is under 80 bytes);
 * anything longer is not ours and is refused before it is parsed. */
#define WY_PROVENANCE_MAX_VALUE 256u
/* How much of a value from the file a message quotes. */
#define WY_QUOTE_MAX 40u
/* The longest value a key may have (wythoff:game a whole rule string,
 * Description a caption of 1000 characters). */
guint     wy_provenance_value_max   (const char *key);
/* The caption (Description) into out->caption, checked as --caption is:
 * UTF-8, one line, at most 1000 characters. */
gboolean  wy_provenance_take_caption (WyProvenance *out, const char *text, GError **error);
/* Provenance from text pairs (keys[i], values[i]), read strictly: each
 * wythoff: key known and given once, every value in range, the board within
 * the command line's budget (wy_solve_max_side). Other keys are ignored.
 * Errors do not name the file. */
gboolean  wy_provenance_parse_pairs (const char *const *keys, const char *const *values,
                                     guint n, WyProvenance *out, GError **error);
/* wy-provenance-doc.c: the provenance of an SVG (its <desc>) or a PDF (its
 * Keywords), which wy_export_read_provenance reads as well as a PNG's. */
typedef enum { WY_DOC_OTHER, WY_DOC_SVG, WY_DOC_PDF } WyDocKind;
WyDocKind wy_provenance_doc_kind    (const guint8 *data, gsize length);
gboolean  wy_provenance_read_doc    (const guint8 *data, gsize length, const char *name,
                                     WyProvenance *out, GError **error);
/* wy-export-memory.c: before any file is opened, the memory the export
 * needs (w x h: its size in pixels or points) is within the address-space
 * limit and the fonts are loaded; else one error naming the file. */
gboolean  wy_export_preflight       (const WyExportOptions *options, double w, double h,
                                     const char *filename, GError **error);
/* The same on text known to be of a kind (a window of the file). */
gboolean  wy_provenance_read_doc_as (WyDocKind kind, const guint8 *data, gsize length,
                                     const char *name, WyProvenance *out, GError **error);
/* From an open regular file of size bytes: only the window where the
 * writer puts the provenance is read (bounded memory and time). */
gboolean  wy_provenance_read_doc_fd (int fd, guint64 size, WyDocKind kind, const char *name,
                                     WyProvenance *out, GError **error);
/* Text from a file made safe for a one-line message: control characters
 * and bytes that are not UTF-8 as \xNN, cut after max_chars with "…". */
char     *wy_provenance_quote       (const char *text, gsize max_chars);
/* wy-export-tikz.c: the board as a standalone TikZ document (sized in cm
 * from the options' width). */
char     *wy_export_tikz       (const WyBoard *board, const WyExportOptions *o,
                                const WyRenderOptions *r);

G_END_DECLS
